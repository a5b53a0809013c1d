// Generated for case struct-000001 with warp-lang 1.19.0. Do not edit.
// Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
#define WP_NO_BFLOAT16

#define WP_TILE_BLOCK_DIM 256
#define WP_NO_CRT
#include "builtin.h"
#include "deterministic.h"

#define builtin_tid1d() wp::linear_tid<wp_linear_tid>(task_index, dim)
#define builtin_tid2d(x, y) wp::tid(x, y, task_index, dim)
#define builtin_tid3d(x, y, z) wp::tid(x, y, z, task_index, dim)
#define builtin_tid4d(x, y, z, w) wp::tid(x, y, z, w, task_index, dim)

#define builtin_block_dim() wp::block_dim()


// avoid namespacing of float type for casting to float type, this is to avoid wp::float(x), which is not valid in C++
#define float(x) cast_float(x)
#define adj_float(x, adj_x, adj_ret) adj_cast_float(x, adj_x, adj_ret)

#define int(x) cast_int(x)
#define adj_int(x, adj_x, adj_ret) adj_cast_int(x, adj_x, adj_ret)


struct S2_10daa744
{
    wp::vec_t<3, wp::float32> vel0;
    wp::vec_t<3, wp::float32> e1;


    S2_10daa744() = default;
    CUDA_CALLABLE S2_10daa744(wp::vec_t<3, wp::float32> const& vel0,
    wp::vec_t<3, wp::float32> const& e1 = {})
        : vel0{vel0}
        , e1{e1}

    {
    }

    CUDA_CALLABLE S2_10daa744& operator += (const S2_10daa744& rhs)
    {    vel0 += rhs.vel0;
    e1 += rhs.e1;

        return *this;}

};

static CUDA_CALLABLE void adj_S2_10daa744(wp::vec_t<3, wp::float32> const&,
    wp::vec_t<3, wp::float32> const&,
    wp::vec_t<3, wp::float32> & adj_vel0,
    wp::vec_t<3, wp::float32> & adj_e1,
    S2_10daa744 & adj_ret)
{
    adj_vel0 += adj_ret.vel0;
    adj_e1 += adj_ret.e1;
}

// Required when compiling adjoints.
CUDA_CALLABLE S2_10daa744 add(const S2_10daa744& a, const S2_10daa744& b)
{
    return S2_10daa744();
}

CUDA_CALLABLE void adj_atomic_add(S2_10daa744* p, S2_10daa744 t)
{
    wp::adj_atomic_add(&p->vel0, t.vel0);
    wp::adj_atomic_add(&p->e1, t.e1);
}




struct S0_69fb0830
{
    wp::int32 pos0;
    wp::quat_t<wp::float32> mass1;
    wp::quat_t<wp::float32> d2;
    wp::array_t<wp::float32> c3;


    S0_69fb0830() = default;
    CUDA_CALLABLE S0_69fb0830(wp::int32 const& pos0,
    wp::quat_t<wp::float32> const& mass1 = {},
    wp::quat_t<wp::float32> const& d2 = {},
    wp::array_t<wp::float32> const& c3 = {})
        : pos0{pos0}
        , mass1{mass1}
        , d2{d2}
        , c3{c3}

    {
    }

    CUDA_CALLABLE S0_69fb0830& operator += (const S0_69fb0830& rhs)
    {    pos0 += rhs.pos0;
    mass1 += rhs.mass1;
    d2 += rhs.d2;

        return *this;}

};

static CUDA_CALLABLE void adj_S0_69fb0830(wp::int32 const&,
    wp::quat_t<wp::float32> const&,
    wp::quat_t<wp::float32> const&,
    wp::array_t<wp::float32> const&,
    wp::int32 & adj_pos0,
    wp::quat_t<wp::float32> & adj_mass1,
    wp::quat_t<wp::float32> & adj_d2,
    wp::array_t<wp::float32> & adj_c3,
    S0_69fb0830 & adj_ret)
{
    adj_pos0 += adj_ret.pos0;
    adj_mass1 += adj_ret.mass1;
    adj_d2 += adj_ret.d2;
    adj_c3 = adj_ret.c3;
}

// Required when compiling adjoints.
CUDA_CALLABLE S0_69fb0830 add(const S0_69fb0830& a, const S0_69fb0830& b)
{
    return S0_69fb0830();
}

CUDA_CALLABLE void adj_atomic_add(S0_69fb0830* p, S0_69fb0830 t)
{
    wp::adj_atomic_add(&p->pos0, t.pos0);
    wp::adj_atomic_add(&p->mass1, t.mass1);
    wp::adj_atomic_add(&p->d2, t.d2);
    wp::adj_atomic_add(&p->c3, t.c3);
}




struct S1_c01c4381
{
    wp::vec_t<3, wp::float32> mass0;
    wp::float32 a1;


    S1_c01c4381() = default;
    CUDA_CALLABLE S1_c01c4381(wp::vec_t<3, wp::float32> const& mass0,
    wp::float32 const& a1 = {})
        : mass0{mass0}
        , a1{a1}

    {
    }

    CUDA_CALLABLE S1_c01c4381& operator += (const S1_c01c4381& rhs)
    {    mass0 += rhs.mass0;
    a1 += rhs.a1;

        return *this;}

};

static CUDA_CALLABLE void adj_S1_c01c4381(wp::vec_t<3, wp::float32> const&,
    wp::float32 const&,
    wp::vec_t<3, wp::float32> & adj_mass0,
    wp::float32 & adj_a1,
    S1_c01c4381 & adj_ret)
{
    adj_mass0 += adj_ret.mass0;
    adj_a1 += adj_ret.a1;
}

// Required when compiling adjoints.
CUDA_CALLABLE S1_c01c4381 add(const S1_c01c4381& a, const S1_c01c4381& b)
{
    return S1_c01c4381();
}

CUDA_CALLABLE void adj_atomic_add(S1_c01c4381* p, S1_c01c4381 t)
{
    wp::adj_atomic_add(&p->mass0, t.mass0);
    wp::adj_atomic_add(&p->a1, t.a1);
}



struct wp_args_struct_000001_d1b267a3 {
    wp::array_t<wp::float32> cell_masses;
    wp::array_t<wp::vec_t<3, wp::float32>> cell_velocities;
    S0_69fb0830 state;
    S1_c01c4381 model;
    wp::array_t<S2_10daa744> cell_data;
    wp::array_t<wp::float32> accumulated_mass;
    wp::array_t<wp::float32> cell_costs;
    wp::array_t<S2_10daa744> cell_states_out;
};


template <bool wp_linear_contiguous>
static void struct_000001_d1b267a3_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_struct_000001_d1b267a3 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_cell_masses = _wp_args->cell_masses;
    wp::array_t<wp::vec_t<3, wp::float32>> var_cell_velocities = _wp_args->cell_velocities;
    S0_69fb0830 var_state = _wp_args->state;
    S1_c01c4381 var_model = _wp_args->model;
    wp::array_t<S2_10daa744> var_cell_data = _wp_args->cell_data;
    wp::array_t<wp::float32> var_accumulated_mass = _wp_args->accumulated_mass;
    wp::array_t<wp::float32> var_cell_costs = _wp_args->cell_costs;
    wp::array_t<S2_10daa744> var_cell_states_out = _wp_args->cell_states_out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    S2_10daa744* var_7;
    S2_10daa744 var_8;
    S2_10daa744 var_9;
    wp::vec_t<3, wp::float32>* var_10;
    wp::float32* var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = -1.493;
    const wp::float32 var_15 = -1.3;
    const wp::float32 var_16 = 0.43;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    wp::vec_t<3, wp::float32> var_19;
    S2_10daa744 var_20;
    wp::vec_t<3, wp::float32> var_21;
    const wp::int32 var_22 = 0;
    wp::vec_t<3, wp::float32>* var_23;
    wp::float32 var_24;
    const wp::float32 var_25 = 1.0;
    wp::float32 var_26;
    wp::vec_t<3, wp::float32> var_27;
    wp::vec_t<3, wp::float32> var_28;
    wp::vec_t<3, wp::float32>* var_29;
    wp::vec_t<3, wp::float32>* var_30;
    wp::vec_t<3, wp::float32> var_31;
    wp::vec_t<3, wp::float32> var_32;
    wp::vec_t<3, wp::float32> var_33;
    wp::vec_t<3, wp::float32> var_34;
    wp::vec_t<3, wp::float32> var_35;
    const wp::float32 var_36 = 0.17;
    wp::vec_t<3, wp::float32> var_37;
    wp::vec_t<3, wp::float32> var_38;
    const wp::int32 var_39 = 1;
    wp::vec_t<3, wp::float32>* var_40;
    wp::float32 var_41;
    const wp::float32 var_42 = 1.0;
    wp::float32 var_43;
    wp::vec_t<3, wp::float32> var_44;
    wp::vec_t<3, wp::float32> var_45;
    wp::vec_t<3, wp::float32>* var_46;
    wp::vec_t<3, wp::float32>* var_47;
    wp::vec_t<3, wp::float32> var_48;
    wp::vec_t<3, wp::float32> var_49;
    wp::vec_t<3, wp::float32> var_50;
    wp::vec_t<3, wp::float32> var_51;
    wp::vec_t<3, wp::float32> var_52;
    const wp::float32 var_53 = 0.17;
    wp::vec_t<3, wp::float32> var_54;
    wp::vec_t<3, wp::float32> var_55;
    const wp::int32 var_56 = 2;
    wp::vec_t<3, wp::float32>* var_57;
    wp::float32 var_58;
    const wp::float32 var_59 = 1.0;
    wp::float32 var_60;
    wp::vec_t<3, wp::float32> var_61;
    wp::vec_t<3, wp::float32> var_62;
    wp::vec_t<3, wp::float32>* var_63;
    wp::vec_t<3, wp::float32>* var_64;
    wp::vec_t<3, wp::float32> var_65;
    wp::vec_t<3, wp::float32> var_66;
    wp::vec_t<3, wp::float32> var_67;
    wp::vec_t<3, wp::float32> var_68;
    wp::vec_t<3, wp::float32> var_69;
    const wp::float32 var_70 = 0.17;
    wp::vec_t<3, wp::float32> var_71;
    wp::vec_t<3, wp::float32> var_72;
    const wp::int32 var_73 = 3;
    wp::vec_t<3, wp::float32>* var_74;
    wp::float32 var_75;
    const wp::float32 var_76 = 1.0;
    wp::float32 var_77;
    wp::vec_t<3, wp::float32> var_78;
    wp::vec_t<3, wp::float32> var_79;
    wp::vec_t<3, wp::float32>* var_80;
    wp::vec_t<3, wp::float32>* var_81;
    wp::vec_t<3, wp::float32> var_82;
    wp::vec_t<3, wp::float32> var_83;
    wp::vec_t<3, wp::float32> var_84;
    wp::vec_t<3, wp::float32> var_85;
    wp::vec_t<3, wp::float32> var_86;
    const wp::float32 var_87 = 0.17;
    wp::vec_t<3, wp::float32> var_88;
    wp::vec_t<3, wp::float32> var_89;
    S0_69fb0830 var_90;
    wp::quat_t<wp::float32>* var_91;
    wp::quat_t<wp::float32> var_92;
    wp::quat_t<wp::float32> var_93;
    wp::vec_t<3, wp::float32>* var_94;
    wp::vec_t<3, wp::float32> var_95;
    wp::vec_t<3, wp::float32> var_96;
    const wp::float32 var_97 = 0.6;
    wp::vec_t<3, wp::float32> var_98;
    wp::vec_t<3, wp::float32>* var_99;
    wp::vec_t<3, wp::float32> var_100;
    wp::vec_t<3, wp::float32> var_101;
    wp::vec_t<3, wp::float32>* var_102;
    wp::vec_t<3, wp::float32> var_103;
    wp::vec_t<3, wp::float32> var_104;
    wp::float32* var_105;
    wp::float32* var_106;
    wp::float32* var_107;
    wp::vec_t<3, wp::float32> var_108;
    wp::float32 var_109;
    wp::float32 var_110;
    wp::float32 var_111;
    wp::vec_t<3, wp::float32>* var_112;
    wp::vec_t<3, wp::float32> var_113;
    wp::vec_t<3, wp::float32> var_114;
    wp::vec_t<3, wp::float32> var_115;
    S2_10daa744 var_116;
    wp::float32* var_117;
    const wp::float32 var_118 = 0.56;
    wp::float32 var_119;
    wp::float32 var_120;
    wp::float32 var_121;
    wp::vec_t<3, wp::float32>* var_122;
    const wp::int32 var_123 = 0;
    wp::float32 var_124;
    wp::vec_t<3, wp::float32> var_125;
    wp::float32 var_126;
    wp::vec_t<3, wp::float32>* var_127;
    const wp::int32 var_128 = 1;
    wp::float32 var_129;
    wp::vec_t<3, wp::float32> var_130;
    wp::float32 var_131;
    wp::vec_t<3, wp::float32>* var_132;
    const wp::int32 var_133 = 2;
    wp::float32 var_134;
    wp::vec_t<3, wp::float32> var_135;
    wp::float32 var_136;
    wp::vec_t<3, wp::float32>* var_137;
    const wp::int32 var_138 = 0;
    wp::float32 var_139;
    wp::vec_t<3, wp::float32> var_140;
    wp::float32 var_141;
    wp::vec_t<3, wp::float32>* var_142;
    const wp::int32 var_143 = 1;
    wp::float32 var_144;
    wp::vec_t<3, wp::float32> var_145;
    wp::float32 var_146;
    wp::vec_t<3, wp::float32>* var_147;
    const wp::int32 var_148 = 2;
    wp::float32 var_149;
    wp::vec_t<3, wp::float32> var_150;
    wp::float32 var_151;
    const wp::int32 var_152 = 0;
    wp::float32 var_153;
    wp::float32 var_154;
    const wp::int32 var_155 = 1;
    wp::float32 var_156;
    wp::float32 var_157;
    const wp::int32 var_158 = 2;
    wp::float32 var_159;
    wp::float32 var_160;
    wp::quat_t<wp::float32>* var_161;
    const wp::int32 var_162 = 0;
    wp::float32 var_163;
    wp::quat_t<wp::float32> var_164;
    wp::float32 var_165;
    wp::quat_t<wp::float32>* var_166;
    const wp::int32 var_167 = 1;
    wp::float32 var_168;
    wp::quat_t<wp::float32> var_169;
    wp::float32 var_170;
    wp::quat_t<wp::float32>* var_171;
    const wp::int32 var_172 = 2;
    wp::float32 var_173;
    wp::quat_t<wp::float32> var_174;
    wp::float32 var_175;
    wp::quat_t<wp::float32>* var_176;
    const wp::int32 var_177 = 3;
    wp::float32 var_178;
    wp::quat_t<wp::float32> var_179;
    wp::float32 var_180;
    const wp::int32 var_181 = 0;
    wp::float32 var_182;
    wp::float32 var_183;
    const wp::int32 var_184 = 1;
    wp::float32 var_185;
    wp::float32 var_186;
    const wp::int32 var_187 = 2;
    wp::float32 var_188;
    wp::float32 var_189;
    //---------
    // forward
    // def struct_000001(cell_masses: wp.array[float], cell_velocities: wp.array[wp.vec3], state: S0, model: S1, cell_data: wp.array[S2], accumulated_mass: wp.array[float], cell_costs: wp.array[float], cell_states_out: wp.array[S2]):       <L 25>
    // tid = wp.tid()                                                                         <L 27>
    var_0 = builtin_tid1d();
    // v0 = cell_masses[tid]                                                                  <L 28>
    var_1 = wp::address(var_cell_masses, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = cell_velocities[tid]                                                              <L 29>
    var_4 = wp::address(var_cell_velocities, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // e2 = cell_data[tid]                                                                    <L 30>
    var_7 = wp::address(var_cell_data, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // s3 = S2(vel0=model.mass0, e1=(wp.vec3(v0, model.a1, v0) - wp.cross(v1, wp.vec3(-1.493, -1.3, 0.43))))       <L 31>
    var_10 = &((var_model).mass0);
    var_11 = &((var_model).a1);
    var_13 = wp::load(var_11);
    var_12 = wp::vec_t<3, wp::float32>(var_2, var_13, var_2);
    var_17 = wp::vec_t<3, wp::float32>(var_14, var_15, var_16);
    var_18 = wp::cross(var_5, var_17);
    var_19 = wp::sub(var_12, var_18);
    var_21 = wp::load(var_10);
    var_20 = S2_10daa744(var_21, var_19);
    // for j4 in range(4):                                                                    <L 32>
    // v1 = v1 + wp.normalize(((s3.e1 / (wp.abs(v0) + 1.0)) + (model.mass0 - e2.vel0))) * 0.17       <L 33>
    var_23 = &((var_20).e1);
    var_24 = wp::abs(var_2);
    var_26 = wp::add(var_24, var_25);
    var_28 = wp::load(var_23);
    var_27 = wp::div(var_28, var_26);
    var_29 = &((var_model).mass0);
    var_30 = &((var_8).vel0);
    var_32 = wp::load(var_29);
    var_33 = wp::load(var_30);
    var_31 = wp::sub(var_32, var_33);
    var_34 = wp::add(var_27, var_31);
    var_35 = wp::normalize(var_34);
    var_37 = wp::mul(var_35, var_36);
    var_38 = wp::add(var_5, var_37);
    var_40 = &((var_20).e1);
    var_41 = wp::abs(var_2);
    var_43 = wp::add(var_41, var_42);
    var_45 = wp::load(var_40);
    var_44 = wp::div(var_45, var_43);
    var_46 = &((var_model).mass0);
    var_47 = &((var_8).vel0);
    var_49 = wp::load(var_46);
    var_50 = wp::load(var_47);
    var_48 = wp::sub(var_49, var_50);
    var_51 = wp::add(var_44, var_48);
    var_52 = wp::normalize(var_51);
    var_54 = wp::mul(var_52, var_53);
    var_55 = wp::add(var_38, var_54);
    var_57 = &((var_20).e1);
    var_58 = wp::abs(var_2);
    var_60 = wp::add(var_58, var_59);
    var_62 = wp::load(var_57);
    var_61 = wp::div(var_62, var_60);
    var_63 = &((var_model).mass0);
    var_64 = &((var_8).vel0);
    var_66 = wp::load(var_63);
    var_67 = wp::load(var_64);
    var_65 = wp::sub(var_66, var_67);
    var_68 = wp::add(var_61, var_65);
    var_69 = wp::normalize(var_68);
    var_71 = wp::mul(var_69, var_70);
    var_72 = wp::add(var_55, var_71);
    var_74 = &((var_20).e1);
    var_75 = wp::abs(var_2);
    var_77 = wp::add(var_75, var_76);
    var_79 = wp::load(var_74);
    var_78 = wp::div(var_79, var_77);
    var_80 = &((var_model).mass0);
    var_81 = &((var_8).vel0);
    var_83 = wp::load(var_80);
    var_84 = wp::load(var_81);
    var_82 = wp::sub(var_83, var_84);
    var_85 = wp::add(var_78, var_82);
    var_86 = wp::normalize(var_85);
    var_88 = wp::mul(var_86, var_87);
    var_89 = wp::add(var_72, var_88);
    // s5 = S0()                                                                              <L 34>
    var_90 = S0_69fb0830();
    // s5.mass1 = state.d2                                                                    <L 35>
    var_91 = &((var_state).d2);
    var_93 = wp::load(var_91);
    var_92 = wp::copy(var_93);
    var_90.mass1 = var_92;
    // v6 = s3.vel0                                                                           <L 36>
    var_94 = &((var_20).vel0);
    var_96 = wp::load(var_94);
    var_95 = wp::copy(var_96);
    // cell_states_out[tid] = S2(vel0=(wp.min(wp.vec3(0.6), model.mass0) - model.mass0), e1=wp.min(wp.vec3(model.a1, model.a1, model.a1), wp.normalize(e2.vel0)))       <L 37>
    var_98 = wp::vec_t<3, wp::float32>(var_97);
    var_99 = &((var_model).mass0);
    var_101 = wp::load(var_99);
    var_100 = wp::min(var_98, var_101);
    var_102 = &((var_model).mass0);
    var_104 = wp::load(var_102);
    var_103 = wp::sub(var_100, var_104);
    var_105 = &((var_model).a1);
    var_106 = &((var_model).a1);
    var_107 = &((var_model).a1);
    var_109 = wp::load(var_105);
    var_110 = wp::load(var_106);
    var_111 = wp::load(var_107);
    var_108 = wp::vec_t<3, wp::float32>(var_109, var_110, var_111);
    var_112 = &((var_8).vel0);
    var_114 = wp::load(var_112);
    var_113 = wp::normalize(var_114);
    var_115 = wp::min(var_108, var_113);
    var_116 = S2_10daa744(var_103, var_115);
    wp::array_store(var_cell_states_out, var_0, var_116);
    // cell_costs[tid] = v0 + model.a1 * 0.56 + s3.vel0[0] + s3.vel0[1] + s3.vel0[2] + s3.e1[0] + s3.e1[1] + s3.e1[2] + v1[0] + v1[1] + v1[2] + s5.mass1[0] + s5.mass1[1] + s5.mass1[2] + s5.mass1[3] + v6[0] + v6[1] + v6[2]       <L 38>
    var_117 = &((var_model).a1);
    var_120 = wp::load(var_117);
    var_119 = wp::mul(var_120, var_118);
    var_121 = wp::add(var_2, var_119);
    var_122 = &((var_20).vel0);
    var_125 = wp::load(var_122);
    var_124 = wp::extract(var_125, var_123);
    var_126 = wp::add(var_121, var_124);
    var_127 = &((var_20).vel0);
    var_130 = wp::load(var_127);
    var_129 = wp::extract(var_130, var_128);
    var_131 = wp::add(var_126, var_129);
    var_132 = &((var_20).vel0);
    var_135 = wp::load(var_132);
    var_134 = wp::extract(var_135, var_133);
    var_136 = wp::add(var_131, var_134);
    var_137 = &((var_20).e1);
    var_140 = wp::load(var_137);
    var_139 = wp::extract(var_140, var_138);
    var_141 = wp::add(var_136, var_139);
    var_142 = &((var_20).e1);
    var_145 = wp::load(var_142);
    var_144 = wp::extract(var_145, var_143);
    var_146 = wp::add(var_141, var_144);
    var_147 = &((var_20).e1);
    var_150 = wp::load(var_147);
    var_149 = wp::extract(var_150, var_148);
    var_151 = wp::add(var_146, var_149);
    var_153 = wp::extract(var_89, var_152);
    var_154 = wp::add(var_151, var_153);
    var_156 = wp::extract(var_89, var_155);
    var_157 = wp::add(var_154, var_156);
    var_159 = wp::extract(var_89, var_158);
    var_160 = wp::add(var_157, var_159);
    var_161 = &((var_90).mass1);
    var_164 = wp::load(var_161);
    var_163 = wp::extract(var_164, var_162);
    var_165 = wp::add(var_160, var_163);
    var_166 = &((var_90).mass1);
    var_169 = wp::load(var_166);
    var_168 = wp::extract(var_169, var_167);
    var_170 = wp::add(var_165, var_168);
    var_171 = &((var_90).mass1);
    var_174 = wp::load(var_171);
    var_173 = wp::extract(var_174, var_172);
    var_175 = wp::add(var_170, var_173);
    var_176 = &((var_90).mass1);
    var_179 = wp::load(var_176);
    var_178 = wp::extract(var_179, var_177);
    var_180 = wp::add(var_175, var_178);
    var_182 = wp::extract(var_95, var_181);
    var_183 = wp::add(var_180, var_182);
    var_185 = wp::extract(var_95, var_184);
    var_186 = wp::add(var_183, var_185);
    var_188 = wp::extract(var_95, var_187);
    var_189 = wp::add(var_186, var_188);
    wp::array_store(var_cell_costs, var_0, var_189);
}



struct struct_000001_d1b267a3_cpu_block_payload_forward
{
    wp_args_struct_000001_d1b267a3* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void struct_000001_d1b267a3_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    struct_000001_d1b267a3_cpu_block_payload_forward* payload = (struct_000001_d1b267a3_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    struct_000001_d1b267a3_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void struct_000001_d1b267a3_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_struct_000001_d1b267a3 *_wp_args)
{
    constexpr size_t block_dim = (size_t)WP_TILE_BLOCK_DIM;
    const size_t total = dim->size;
    size_t block_first = 0;
    size_t block_id = 0;

    while (block_first < total)
    {
        const size_t remaining = total - block_first;
        const int active_count = (int)(remaining < block_dim ? remaining : block_dim);
        wp::tile_shared_storage_t tile_mem;
        struct_000001_d1b267a3_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &struct_000001_d1b267a3_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

