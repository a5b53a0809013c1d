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




// struct-000001.py:26
static wp::mat_t<2, 2, wp::float32> struct_000001_f0_0(
    wp::mat_t<2, 2, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::vec_t<3, wp::float32> var_p2,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx)
{
    //---------
    // primal vars
    wp::shape_t* var_0;
    const wp::int32 var_1 = 0;
    wp::int32 var_2;
    wp::shape_t var_3;
    wp::int32 var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    S2_10daa744 var_8;
    wp::vec_t<3, wp::float32> var_9;
    const wp::int32 var_10 = 2;
    wp::mat_t<2, 2, wp::float32> var_11;
    const wp::int32 var_12 = 0;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::int32 var_15 = 1;
    wp::float32 var_16;
    wp::float32 var_17;
    const wp::int32 var_18 = 2;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::int32 var_24 = 0;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 1;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::int32 var_30 = 2;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::mat_t<2, 2, wp::float32> var_33;
    wp::mat_t<2, 2, wp::float32> var_34;
    //---------
    // forward
    // def struct_000001_f0(p0: wp.mat22, p1: float, p2: wp.vec3, arr: wp.array[float], idx: int):       <L 27>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 28>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // s1 = S2()                                                                              <L 29>
    var_8 = S2_10daa744();
    // v2 = p2                                                                                <L 30>
    var_9 = wp::copy(var_p2);
    // return p0 + wp.identity(n=2, dtype=float) * (p1 + p2[0] + p2[1] + p2[2] + float(idx) + v0 + v2[0] + v2[1] + v2[2])       <L 31>
    var_11 = wp::identity<2, wp::float32>();
    var_13 = wp::extract(var_p2, var_12);
    var_14 = wp::add(var_p1, var_13);
    var_16 = wp::extract(var_p2, var_15);
    var_17 = wp::add(var_14, var_16);
    var_19 = wp::extract(var_p2, var_18);
    var_20 = wp::add(var_17, var_19);
    var_21 = wp::float(var_idx);
    var_22 = wp::add(var_20, var_21);
    var_23 = wp::add(var_22, var_6);
    var_25 = wp::extract(var_9, var_24);
    var_26 = wp::add(var_23, var_25);
    var_28 = wp::extract(var_9, var_27);
    var_29 = wp::add(var_26, var_28);
    var_31 = wp::extract(var_9, var_30);
    var_32 = wp::add(var_29, var_31);
    var_33 = wp::mul(var_11, var_32);
    var_34 = wp::add(var_p0, var_33);
    return var_34;
}


// struct-000001.py:26
static void adj_struct_000001_f0_0(
    wp::mat_t<2, 2, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::vec_t<3, wp::float32> var_p2,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::mat_t<2, 2, wp::float32> & adj_p0,
    wp::float32 & adj_p1,
    wp::vec_t<3, wp::float32> & adj_p2,
    wp::array_t<wp::float32> & adj_arr,
    wp::int32 & adj_idx,
    wp::mat_t<2, 2, wp::float32> & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}

struct wp_args_struct_000001_t_3dbef5a8 {
    wp::array_t<wp::float32> vertex_densities;
    wp::array_t<wp::vec_t<3, wp::float32>> vertex_normals;
    S0_69fb0830 settings;
    wp::array_t<S1_c01c4381> vertex_records;
    S2_10daa744 model;
    wp::array_t<wp::float32> accumulated_mass;
    wp::array_t<wp::float32> vertex_residuals;
    wp::array_t<S1_c01c4381> vertex_records_out;
};


template <bool wp_linear_contiguous>
static void struct_000001_t_3dbef5a8_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_struct_000001_t_3dbef5a8 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_vertex_densities = _wp_args->vertex_densities;
    wp::array_t<wp::vec_t<3, wp::float32>> var_vertex_normals = _wp_args->vertex_normals;
    S0_69fb0830 var_settings = _wp_args->settings;
    wp::array_t<S1_c01c4381> var_vertex_records = _wp_args->vertex_records;
    S2_10daa744 var_model = _wp_args->model;
    wp::array_t<wp::float32> var_accumulated_mass = _wp_args->accumulated_mass;
    wp::array_t<wp::float32> var_vertex_residuals = _wp_args->vertex_residuals;
    wp::array_t<S1_c01c4381> var_vertex_records_out = _wp_args->vertex_records_out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    S1_c01c4381* var_7;
    S1_c01c4381 var_8;
    S1_c01c4381 var_9;
    wp::vec_t<3, wp::float32>* var_10;
    wp::vec_t<3, wp::float32>* var_11;
    wp::vec_t<3, wp::float32>* var_12;
    const wp::float32 var_13 = -1.696;
    const wp::float32 var_14 = -1.593;
    const wp::float32 var_15 = 0.306;
    wp::vec_t<3, wp::float32> var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    const wp::float32 var_22 = 0.23;
    wp::vec_t<3, wp::float32> var_23;
    wp::vec_t<3, wp::float32> var_24;
    wp::vec_t<3, wp::float32> var_25;
    wp::vec_t<3, wp::float32>* var_26;
    wp::float32* var_27;
    wp::vec_t<3, wp::float32> var_28;
    wp::vec_t<3, wp::float32> var_29;
    wp::float32 var_30;
    S2_10daa744 var_31;
    const wp::float32 var_32 = 0.6;
    wp::vec_t<3, wp::float32> var_33;
    const wp::float32 var_34 = 0.0;
    const wp::float32 var_35 = 0.0;
    const wp::float32 var_36 = 2.5;
    wp::vec_t<3, wp::float32> var_37;
    wp::vec_t<3, wp::float32> var_38;
    wp::vec_t<3, wp::float32> var_39;
    wp::quat_t<wp::float32> var_40;
    const wp::int32 var_41 = 2;
    wp::mat_t<2, 2, wp::float32> var_42;
    const wp::float32 var_43 = 0.8;
    wp::mat_t<2, 2, wp::float32> var_44;
    wp::vec_t<3, wp::float32>* var_45;
    wp::int32 var_46;
    wp::mat_t<2, 2, wp::float32> var_47;
    wp::vec_t<3, wp::float32> var_48;
    wp::float32 var_49;
    wp::vec_t<3, wp::float32>* var_50;
    wp::int32* var_51;
    wp::int32 var_52;
    wp::int32 var_53;
    wp::mat_t<2, 2, wp::float32> var_54;
    wp::vec_t<3, wp::float32> var_55;
    const wp::float32 var_56 = 0.575;
    const wp::float32 var_57 = -1.3;
    const wp::float32 var_58 = 1.46;
    wp::vec_t<3, wp::float32> var_59;
    wp::vec_t<3, wp::float32>* var_60;
    const wp::float32 var_61 = -0.23;
    wp::float32* var_62;
    wp::vec_t<3, wp::float32> var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::vec_t<3, wp::float32> var_66;
    S1_c01c4381 var_67;
    S1_c01c4381* var_68;
    wp::float32* var_69;
    wp::float32 var_70;
    wp::float32 var_71;
    wp::float32 var_72;
    const wp::float32 var_73 = 1.75;
    wp::float32 var_74;
    wp::float32 var_75;
    const wp::int32 var_76 = 0;
    wp::float32 var_77;
    wp::float32 var_78;
    const wp::int32 var_79 = 1;
    wp::float32 var_80;
    wp::float32 var_81;
    const wp::int32 var_82 = 2;
    wp::float32 var_83;
    wp::float32 var_84;
    wp::vec_t<3, wp::float32>* var_85;
    const wp::int32 var_86 = 0;
    wp::float32 var_87;
    wp::vec_t<3, wp::float32> var_88;
    wp::float32 var_89;
    wp::vec_t<3, wp::float32>* var_90;
    const wp::int32 var_91 = 1;
    wp::float32 var_92;
    wp::vec_t<3, wp::float32> var_93;
    wp::float32 var_94;
    wp::vec_t<3, wp::float32>* var_95;
    const wp::int32 var_96 = 2;
    wp::float32 var_97;
    wp::vec_t<3, wp::float32> var_98;
    wp::float32 var_99;
    wp::float32* var_100;
    wp::float32 var_101;
    wp::float32 var_102;
    wp::vec_t<3, wp::float32>* var_103;
    const wp::int32 var_104 = 0;
    wp::float32 var_105;
    wp::vec_t<3, wp::float32> var_106;
    wp::float32 var_107;
    wp::vec_t<3, wp::float32>* var_108;
    const wp::int32 var_109 = 1;
    wp::float32 var_110;
    wp::vec_t<3, wp::float32> var_111;
    wp::float32 var_112;
    wp::vec_t<3, wp::float32>* var_113;
    const wp::int32 var_114 = 2;
    wp::float32 var_115;
    wp::vec_t<3, wp::float32> var_116;
    wp::float32 var_117;
    wp::vec_t<3, wp::float32>* var_118;
    const wp::int32 var_119 = 0;
    wp::float32 var_120;
    wp::vec_t<3, wp::float32> var_121;
    wp::float32 var_122;
    wp::vec_t<3, wp::float32>* var_123;
    const wp::int32 var_124 = 1;
    wp::float32 var_125;
    wp::vec_t<3, wp::float32> var_126;
    wp::float32 var_127;
    wp::vec_t<3, wp::float32>* var_128;
    const wp::int32 var_129 = 2;
    wp::float32 var_130;
    wp::vec_t<3, wp::float32> var_131;
    wp::float32 var_132;
    const wp::int32 var_133 = 0;
    wp::float32 var_134;
    wp::float32 var_135;
    const wp::int32 var_136 = 1;
    wp::float32 var_137;
    wp::float32 var_138;
    const wp::int32 var_139 = 2;
    wp::float32 var_140;
    wp::float32 var_141;
    const wp::int32 var_142 = 3;
    wp::float32 var_143;
    wp::float32 var_144;
    const wp::float32 var_145 = 1.0;
    wp::mat_t<2, 2, wp::float32> var_146;
    wp::float32 var_147;
    wp::float32 var_148;
    //---------
    // forward
    // def struct_000001_t(vertex_densities: wp.array[Any], vertex_normals: wp.array[Any], settings: S0, vertex_records: wp.array[S1], model: S2, accumulated_mass: wp.array[Any], vertex_residuals: wp.array[Any], vertex_records_out: wp.array[S1]):       <L 1>
    // tid = wp.tid()                                                                         <L 3>
    var_0 = builtin_tid1d();
    // v3 = vertex_densities[tid]                                                             <L 4>
    var_1 = wp::address(var_vertex_densities, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v4 = vertex_normals[tid]                                                               <L 5>
    var_4 = wp::address(var_vertex_normals, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // e5 = vertex_records[tid]                                                               <L 6>
    var_7 = wp::address(var_vertex_records, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // e5.mass0 += wp.normalize((model.e1 + (e5.mass0 - wp.vec3(-1.696, -1.593, 0.306)))) * 0.23       <L 7>
    var_10 = &((var_8).mass0);
    var_11 = &((var_model).e1);
    var_12 = &((var_8).mass0);
    var_16 = wp::vec_t<3, wp::float32>(var_13, var_14, var_15);
    var_18 = wp::load(var_12);
    var_17 = wp::sub(var_18, var_16);
    var_20 = wp::load(var_11);
    var_19 = wp::add(var_20, var_17);
    var_21 = wp::normalize(var_19);
    var_23 = wp::mul(var_21, var_22);
    var_25 = wp::load(var_10);
    var_24 = wp::add(var_25, var_23);
    var_8.mass0 = var_24;
    // s6 = S2((model.e1 * e5.a1), v4)                                                        <L 8>
    var_26 = &((var_model).e1);
    var_27 = &((var_8).a1);
    var_29 = wp::load(var_26);
    var_30 = wp::load(var_27);
    var_28 = wp::mul(var_29, var_30);
    var_31 = S2_10daa744(var_28, var_5);
    // vertex_records_out[tid] = e5                                                           <L 9>
    wp::array_store(var_vertex_records_out, var_0, var_8);
    // v7 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.6) + wp.vec3(0.0, 0.0, 2.5)), v3)       <L 10>
    var_33 = wp::vec_t<3, wp::float32>(var_32);
    var_37 = wp::vec_t<3, wp::float32>(var_34, var_35, var_36);
    var_38 = wp::add(var_33, var_37);
    var_39 = wp::normalize(var_38);
    var_40 = wp::quat_from_axis_angle(var_39, var_2);
    // v8 = struct_000001_f0(struct_000001_f0(wp.identity(n=2, dtype=float) * 0.8, v3, model.e1, vertex_densities, wp.abs(tid)), wp.rint(v3), model.vel0, vertex_densities, wp.abs(settings.pos0))       <L 11>
    var_42 = wp::identity<2, wp::float32>();
    var_44 = wp::mul(var_42, var_43);
    var_45 = &((var_model).e1);
    var_46 = wp::abs(var_0);
    var_48 = wp::load(var_45);
    var_47 = struct_000001_f0_0(var_44, var_2, var_48, var_vertex_densities, var_46);
    var_49 = wp::rint(var_2);
    var_50 = &((var_model).vel0);
    var_51 = &((var_settings).pos0);
    var_53 = wp::load(var_51);
    var_52 = wp::abs(var_53);
    var_55 = wp::load(var_50);
    var_54 = struct_000001_f0_0(var_47, var_49, var_55, var_vertex_densities, var_52);
    // vertex_records_out[tid] = S1(mass0=wp.vec3(0.575, -1.3, 1.46), a1=wp.dot(model.e1, wp.vec3(v3, -0.23, e5.a1)))       <L 12>
    var_59 = wp::vec_t<3, wp::float32>(var_56, var_57, var_58);
    var_60 = &((var_model).e1);
    var_62 = &((var_8).a1);
    var_64 = wp::load(var_62);
    var_63 = wp::vec_t<3, wp::float32>(var_2, var_61, var_64);
    var_66 = wp::load(var_60);
    var_65 = wp::dot(var_66, var_63);
    var_67 = S1_c01c4381(var_59, var_65);
    wp::array_store(var_vertex_records_out, var_0, var_67);
    // vertex_records_out[tid].a1 -= wp.sin((v3 - e5.a1))                                     <L 13>
    var_68 = &(wp::index(var_vertex_records_out, var_0));
    var_69 = &((var_8).a1);
    var_71 = wp::load(var_69);
    var_70 = wp::sub(var_2, var_71);
    var_72 = wp::sin(var_70);
    wp::array_atomic_sub_slot(var_vertex_records_out, var_72, [&](auto& _e) -> auto& { return _e.a1; }, var_0);
    // vertex_residuals[tid] = v3 + v3 * 1.75 + v4[0] + v4[1] + v4[2] + e5.mass0[0] + e5.mass0[1] + e5.mass0[2] + e5.a1 + s6.vel0[0] + s6.vel0[1] + s6.vel0[2] + s6.e1[0] + s6.e1[1] + s6.e1[2] + v7[0] + v7[1] + v7[2] + v7[3] + wp.ddot(v8, wp.mat22(1.0))       <L 14>
    var_74 = wp::mul(var_2, var_73);
    var_75 = wp::add(var_2, var_74);
    var_77 = wp::extract(var_5, var_76);
    var_78 = wp::add(var_75, var_77);
    var_80 = wp::extract(var_5, var_79);
    var_81 = wp::add(var_78, var_80);
    var_83 = wp::extract(var_5, var_82);
    var_84 = wp::add(var_81, var_83);
    var_85 = &((var_8).mass0);
    var_88 = wp::load(var_85);
    var_87 = wp::extract(var_88, var_86);
    var_89 = wp::add(var_84, var_87);
    var_90 = &((var_8).mass0);
    var_93 = wp::load(var_90);
    var_92 = wp::extract(var_93, var_91);
    var_94 = wp::add(var_89, var_92);
    var_95 = &((var_8).mass0);
    var_98 = wp::load(var_95);
    var_97 = wp::extract(var_98, var_96);
    var_99 = wp::add(var_94, var_97);
    var_100 = &((var_8).a1);
    var_102 = wp::load(var_100);
    var_101 = wp::add(var_99, var_102);
    var_103 = &((var_31).vel0);
    var_106 = wp::load(var_103);
    var_105 = wp::extract(var_106, var_104);
    var_107 = wp::add(var_101, var_105);
    var_108 = &((var_31).vel0);
    var_111 = wp::load(var_108);
    var_110 = wp::extract(var_111, var_109);
    var_112 = wp::add(var_107, var_110);
    var_113 = &((var_31).vel0);
    var_116 = wp::load(var_113);
    var_115 = wp::extract(var_116, var_114);
    var_117 = wp::add(var_112, var_115);
    var_118 = &((var_31).e1);
    var_121 = wp::load(var_118);
    var_120 = wp::extract(var_121, var_119);
    var_122 = wp::add(var_117, var_120);
    var_123 = &((var_31).e1);
    var_126 = wp::load(var_123);
    var_125 = wp::extract(var_126, var_124);
    var_127 = wp::add(var_122, var_125);
    var_128 = &((var_31).e1);
    var_131 = wp::load(var_128);
    var_130 = wp::extract(var_131, var_129);
    var_132 = wp::add(var_127, var_130);
    var_134 = wp::extract(var_40, var_133);
    var_135 = wp::add(var_132, var_134);
    var_137 = wp::extract(var_40, var_136);
    var_138 = wp::add(var_135, var_137);
    var_140 = wp::extract(var_40, var_139);
    var_141 = wp::add(var_138, var_140);
    var_143 = wp::extract(var_40, var_142);
    var_144 = wp::add(var_141, var_143);
    var_146 = wp::mat_t<2, 2, wp::float32>(var_145);
    var_147 = wp::ddot(var_54, var_146);
    var_148 = wp::add(var_144, var_147);
    wp::array_store(var_vertex_residuals, var_0, var_148);
}



struct struct_000001_t_3dbef5a8_cpu_block_payload_forward
{
    wp_args_struct_000001_t_3dbef5a8* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void struct_000001_t_3dbef5a8_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    struct_000001_t_3dbef5a8_cpu_block_payload_forward* payload = (struct_000001_t_3dbef5a8_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    struct_000001_t_3dbef5a8_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void struct_000001_t_3dbef5a8_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_struct_000001_t_3dbef5a8 *_wp_args)
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
        struct_000001_t_3dbef5a8_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &struct_000001_t_3dbef5a8_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

