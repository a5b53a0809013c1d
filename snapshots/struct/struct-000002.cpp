// Generated for case struct-000002 with warp-lang 1.19.0. Do not edit.
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


struct S0_fbadbf98
{
    wp::mat_t<2, 2, wp::float32> b0;
    wp::quat_t<wp::float32> w1;
    wp::quat_t<wp::float32> b2;


    S0_fbadbf98() = default;
    CUDA_CALLABLE S0_fbadbf98(wp::mat_t<2, 2, wp::float32> const& b0,
    wp::quat_t<wp::float32> const& w1 = {},
    wp::quat_t<wp::float32> const& b2 = {})
        : b0{b0}
        , w1{w1}
        , b2{b2}

    {
    }

    CUDA_CALLABLE S0_fbadbf98& operator += (const S0_fbadbf98& rhs)
    {    b0 += rhs.b0;
    w1 += rhs.w1;
    b2 += rhs.b2;

        return *this;}

};

static CUDA_CALLABLE void adj_S0_fbadbf98(wp::mat_t<2, 2, wp::float32> const&,
    wp::quat_t<wp::float32> const&,
    wp::quat_t<wp::float32> const&,
    wp::mat_t<2, 2, wp::float32> & adj_b0,
    wp::quat_t<wp::float32> & adj_w1,
    wp::quat_t<wp::float32> & adj_b2,
    S0_fbadbf98 & adj_ret)
{
    adj_b0 += adj_ret.b0;
    adj_w1 += adj_ret.w1;
    adj_b2 += adj_ret.b2;
}

// Required when compiling adjoints.
CUDA_CALLABLE S0_fbadbf98 add(const S0_fbadbf98& a, const S0_fbadbf98& b)
{
    return S0_fbadbf98();
}

CUDA_CALLABLE void adj_atomic_add(S0_fbadbf98* p, S0_fbadbf98 t)
{
    wp::adj_atomic_add(&p->b0, t.b0);
    wp::adj_atomic_add(&p->w1, t.w1);
    wp::adj_atomic_add(&p->b2, t.b2);
}




// struct-000002.py:13
static wp::quat_t<wp::float32> struct_000002_f0_0(
    S0_fbadbf98 var_p0,
    wp::quat_t<wp::float32> var_p1)
{
    //---------
    // primal vars
    wp::mat_t<2, 2, wp::float32>* var_0;
    const wp::float32 var_1 = 0.5;
    wp::mat_t<2, 2, wp::float32> var_2;
    wp::mat_t<2, 2, wp::float32> var_3;
    const wp::float32 var_4 = -0.62;
    const wp::float32 var_5 = -1.11;
    wp::vec_t<2, wp::float32> var_6;
    wp::vec_t<2, wp::float32> var_7;
    const wp::float32 var_8 = -1.45;
    const wp::float32 var_9 = -1.76;
    wp::vec_t<2, wp::float32> var_10;
    wp::vec_t<2, wp::float32> var_11;
    wp::mat_t<2, 2, wp::float32> var_12;
    const wp::float32 var_13 = 1.43;
    wp::mat_t<2, 2, wp::float32> var_14;
    wp::mat_t<2, 2, wp::float32> var_15;
    const wp::float32 var_16 = -1.22;
    wp::float32 var_17;
    const wp::float32 var_18 = -1.078;
    const wp::float32 var_19 = -1.3;
    const wp::float32 var_20 = -1.895;
    wp::vec_t<3, wp::float32> var_21;
    const wp::float32 var_22 = 0.0;
    const wp::float32 var_23 = 0.0;
    const wp::float32 var_24 = 2.5;
    wp::vec_t<3, wp::float32> var_25;
    wp::vec_t<3, wp::float32> var_26;
    wp::vec_t<3, wp::float32> var_27;
    wp::float32 var_28;
    wp::quat_t<wp::float32> var_29;
    const wp::float32 var_30 = 0.0;
    const wp::float32 var_31 = 0.0;
    const wp::float32 var_32 = 1.0;
    wp::vec_t<3, wp::float32> var_33;
    wp::mat_t<2, 2, wp::float32>* var_34;
    const wp::float32 var_35 = 1.0;
    wp::mat_t<2, 2, wp::float32> var_36;
    wp::float32 var_37;
    wp::mat_t<2, 2, wp::float32> var_38;
    wp::quat_t<wp::float32>* var_39;
    const wp::int32 var_40 = 0;
    wp::float32 var_41;
    wp::quat_t<wp::float32> var_42;
    wp::float32 var_43;
    wp::quat_t<wp::float32>* var_44;
    const wp::int32 var_45 = 1;
    wp::float32 var_46;
    wp::quat_t<wp::float32> var_47;
    wp::float32 var_48;
    wp::quat_t<wp::float32>* var_49;
    const wp::int32 var_50 = 2;
    wp::float32 var_51;
    wp::quat_t<wp::float32> var_52;
    wp::float32 var_53;
    wp::quat_t<wp::float32>* var_54;
    const wp::int32 var_55 = 3;
    wp::float32 var_56;
    wp::quat_t<wp::float32> var_57;
    wp::float32 var_58;
    wp::quat_t<wp::float32>* var_59;
    const wp::int32 var_60 = 0;
    wp::float32 var_61;
    wp::quat_t<wp::float32> var_62;
    wp::float32 var_63;
    wp::quat_t<wp::float32>* var_64;
    const wp::int32 var_65 = 1;
    wp::float32 var_66;
    wp::quat_t<wp::float32> var_67;
    wp::float32 var_68;
    wp::quat_t<wp::float32>* var_69;
    const wp::int32 var_70 = 2;
    wp::float32 var_71;
    wp::quat_t<wp::float32> var_72;
    wp::float32 var_73;
    wp::quat_t<wp::float32>* var_74;
    const wp::int32 var_75 = 3;
    wp::float32 var_76;
    wp::quat_t<wp::float32> var_77;
    wp::float32 var_78;
    const wp::int32 var_79 = 0;
    wp::float32 var_80;
    wp::float32 var_81;
    const wp::int32 var_82 = 1;
    wp::float32 var_83;
    wp::float32 var_84;
    const wp::int32 var_85 = 2;
    wp::float32 var_86;
    wp::float32 var_87;
    const wp::int32 var_88 = 3;
    wp::float32 var_89;
    wp::float32 var_90;
    wp::float32 var_91;
    wp::quat_t<wp::float32> var_92;
    wp::quat_t<wp::float32> var_93;
    wp::quat_t<wp::float32> var_94;
    //---------
    // forward
    // def struct_000002_f0(p0: S0, p1: wp.quat):                                             <L 14>
    // p0.b0 = p0.b0 * 0.5 + wp.outer(wp.normalize(wp.vec2(-0.62, -1.11)), wp.normalize(wp.vec2(-1.45, -1.76))) * 1.43       <L 15>
    var_0 = &((var_p0).b0);
    var_3 = wp::load(var_0);
    var_2 = wp::mul(var_3, var_1);
    var_6 = wp::vec_t<2, wp::float32>(var_4, var_5);
    var_7 = wp::normalize(var_6);
    var_10 = wp::vec_t<2, wp::float32>(var_8, var_9);
    var_11 = wp::normalize(var_10);
    var_12 = wp::outer(var_7, var_11);
    var_14 = wp::mul(var_12, var_13);
    var_15 = wp::add(var_2, var_14);
    var_p0.b0 = var_15;
    // v0 = float(-1.22)                                                                      <L 16>
    var_17 = wp::float(var_16);
    // return wp.normalize(wp.quat_from_axis_angle(wp.normalize(wp.vec3(-1.078, -1.3, -1.895) + wp.vec3(0.0, 0.0, 2.5)), (v0 * v0)) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), wp.ddot(p0.b0, wp.mat22(1.0)) + p0.w1[0] + p0.w1[1] + p0.w1[2] + p0.w1[3] + p0.b2[0] + p0.b2[1] + p0.b2[2] + p0.b2[3] + p1[0] + p1[1] + p1[2] + p1[3] + v0))       <L 17>
    var_21 = wp::vec_t<3, wp::float32>(var_18, var_19, var_20);
    var_25 = wp::vec_t<3, wp::float32>(var_22, var_23, var_24);
    var_26 = wp::add(var_21, var_25);
    var_27 = wp::normalize(var_26);
    var_28 = wp::mul(var_17, var_17);
    var_29 = wp::quat_from_axis_angle(var_27, var_28);
    var_33 = wp::vec_t<3, wp::float32>(var_30, var_31, var_32);
    var_34 = &((var_p0).b0);
    var_36 = wp::mat_t<2, 2, wp::float32>(var_35);
    var_38 = wp::load(var_34);
    var_37 = wp::ddot(var_38, var_36);
    var_39 = &((var_p0).w1);
    var_42 = wp::load(var_39);
    var_41 = wp::extract(var_42, var_40);
    var_43 = wp::add(var_37, var_41);
    var_44 = &((var_p0).w1);
    var_47 = wp::load(var_44);
    var_46 = wp::extract(var_47, var_45);
    var_48 = wp::add(var_43, var_46);
    var_49 = &((var_p0).w1);
    var_52 = wp::load(var_49);
    var_51 = wp::extract(var_52, var_50);
    var_53 = wp::add(var_48, var_51);
    var_54 = &((var_p0).w1);
    var_57 = wp::load(var_54);
    var_56 = wp::extract(var_57, var_55);
    var_58 = wp::add(var_53, var_56);
    var_59 = &((var_p0).b2);
    var_62 = wp::load(var_59);
    var_61 = wp::extract(var_62, var_60);
    var_63 = wp::add(var_58, var_61);
    var_64 = &((var_p0).b2);
    var_67 = wp::load(var_64);
    var_66 = wp::extract(var_67, var_65);
    var_68 = wp::add(var_63, var_66);
    var_69 = &((var_p0).b2);
    var_72 = wp::load(var_69);
    var_71 = wp::extract(var_72, var_70);
    var_73 = wp::add(var_68, var_71);
    var_74 = &((var_p0).b2);
    var_77 = wp::load(var_74);
    var_76 = wp::extract(var_77, var_75);
    var_78 = wp::add(var_73, var_76);
    var_80 = wp::extract(var_p1, var_79);
    var_81 = wp::add(var_78, var_80);
    var_83 = wp::extract(var_p1, var_82);
    var_84 = wp::add(var_81, var_83);
    var_86 = wp::extract(var_p1, var_85);
    var_87 = wp::add(var_84, var_86);
    var_89 = wp::extract(var_p1, var_88);
    var_90 = wp::add(var_87, var_89);
    var_91 = wp::add(var_90, var_17);
    var_92 = wp::quat_from_axis_angle(var_33, var_91);
    var_93 = wp::mul(var_29, var_92);
    var_94 = wp::normalize(var_93);
    return var_94;
}


// struct-000002.py:13
static void adj_struct_000002_f0_0(
    S0_fbadbf98 var_p0,
    wp::quat_t<wp::float32> var_p1,
    S0_fbadbf98 & adj_p0,
    wp::quat_t<wp::float32> & adj_p1,
    wp::quat_t<wp::float32> & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}

struct wp_args_struct_000002_2aaa2c0c {
    wp::array_t<wp::float32> sample_phases;
    wp::array_t<S0_fbadbf98> sample_data;
    wp::array_t<wp::float32> total_counts;
    wp::array_t<wp::vec_t<3, wp::float32>> sample_forces;
    wp::array_t<wp::vec_t<3, wp::float32>> sample_impulses;
    wp::array_t<S0_fbadbf98> sample_states_out;
    wp::int32 num_samples;
};


template <bool wp_linear_contiguous>
static void struct_000002_2aaa2c0c_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_struct_000002_2aaa2c0c *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_sample_phases = _wp_args->sample_phases;
    wp::array_t<S0_fbadbf98> var_sample_data = _wp_args->sample_data;
    wp::array_t<wp::float32> var_total_counts = _wp_args->total_counts;
    wp::array_t<wp::vec_t<3, wp::float32>> var_sample_forces = _wp_args->sample_forces;
    wp::array_t<wp::vec_t<3, wp::float32>> var_sample_impulses = _wp_args->sample_impulses;
    wp::array_t<S0_fbadbf98> var_sample_states_out = _wp_args->sample_states_out;
    wp::int32 var_num_samples = _wp_args->num_samples;
    //---------
    // primal vars
    wp::int32 var_0;
    bool var_1;
    wp::float32* var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    S0_fbadbf98* var_5;
    S0_fbadbf98 var_6;
    S0_fbadbf98 var_7;
    wp::mat_t<2, 2, wp::float32>* var_8;
    wp::mat_t<2, 2, wp::float32>* var_9;
    wp::quat_t<wp::float32>* var_10;
    const wp::float32 var_11 = 1.75;
    const wp::float32 var_12 = -1.741;
    const wp::float32 var_13 = 1.51;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    const wp::float32 var_16 = 0.1;
    wp::quat_t<wp::float32> var_17;
    S0_fbadbf98 var_18;
    wp::mat_t<2, 2, wp::float32> var_19;
    wp::quat_t<wp::float32> var_20;
    const wp::float32 var_21 = 0.163;
    const wp::float32 var_22 = -1.1;
    const wp::float32 var_23 = -1.562;
    wp::vec_t<3, wp::float32> var_24;
    const wp::float32 var_25 = 0.0;
    const wp::float32 var_26 = 0.0;
    const wp::float32 var_27 = 2.5;
    wp::vec_t<3, wp::float32> var_28;
    wp::vec_t<3, wp::float32> var_29;
    wp::vec_t<3, wp::float32> var_30;
    wp::quat_t<wp::float32> var_31;
    wp::quat_t<wp::float32> var_32;
    wp::mat_t<2, 2, wp::float32>* var_33;
    wp::quat_t<wp::float32>* var_34;
    wp::quat_t<wp::float32>* var_35;
    S0_fbadbf98 var_36;
    wp::mat_t<2, 2, wp::float32> var_37;
    wp::quat_t<wp::float32> var_38;
    wp::quat_t<wp::float32> var_39;
    wp::quat_t<wp::float32>* var_40;
    wp::quat_t<wp::float32> var_41;
    wp::quat_t<wp::float32> var_42;
    S0_fbadbf98 var_43;
    wp::mat_t<2, 2, wp::float32> var_44;
    wp::float32 var_45;
    const wp::float32 var_46 = 0.5;
    wp::float32 var_47;
    wp::float32 var_48;
    const wp::float32 var_49 = -0.854;
    const wp::float32 var_50 = 1.81;
    const wp::float32 var_51 = -0.4;
    wp::vec_t<3, wp::float32> var_52;
    wp::quat_t<wp::float32>* var_53;
    const wp::float32 var_54 = 0.0;
    const wp::float32 var_55 = 0.0;
    const wp::float32 var_56 = 2.5;
    wp::vec_t<3, wp::float32> var_57;
    wp::vec_t<3, wp::float32> var_58;
    wp::vec_t<3, wp::float32> var_59;
    wp::quat_t<wp::float32> var_60;
    wp::quat_t<wp::float32> var_61;
    wp::quat_t<wp::float32> var_62;
    wp::quat_t<wp::float32> var_63;
    wp::mat_t<2, 2, wp::float32>* var_64;
    const wp::float32 var_65 = -0.56;
    const wp::float32 var_66 = -1.0;
    wp::vec_t<2, wp::float32> var_67;
    wp::mat_t<2, 2, wp::float32> var_68;
    wp::quat_t<wp::float32>* var_69;
    wp::quat_t<wp::float32>* var_70;
    S0_fbadbf98 var_71;
    wp::quat_t<wp::float32> var_72;
    wp::quat_t<wp::float32> var_73;
    const wp::float32 var_74 = 0.84;
    const wp::float32 var_75 = 1.046;
    const wp::float32 var_76 = 1.18;
    wp::vec_t<3, wp::float32> var_77;
    wp::vec_t<3, wp::float32> var_78;
    const wp::float32 var_79 = 1.333;
    wp::quat_t<wp::float32> var_80;
    wp::quat_t<wp::float32> var_81;
    const wp::float32 var_82 = 0.96;
    const wp::float32 var_83 = -1.37;
    const wp::float32 var_84 = 1.5;
    wp::vec_t<3, wp::float32> var_85;
    wp::vec_t<3, wp::float32> var_86;
    const wp::float32 var_87 = 1.5;
    wp::quat_t<wp::float32> var_88;
    wp::quat_t<wp::float32> var_89;
    wp::quat_t<wp::float32> var_90;
    S0_fbadbf98 var_91;
    wp::mat_t<2, 2, wp::float32> var_92;
    const wp::float32 var_93 = 0.72;
    wp::vec_t<3, wp::float32> var_94;
    wp::vec_t<3, wp::float32> var_95;
    wp::float32 var_96;
    wp::vec_t<3, wp::float32> var_97;
    wp::vec_t<3, wp::float32> var_98;
    wp::mat_t<2, 2, wp::float32>* var_99;
    const wp::float32 var_100 = 1.0;
    wp::mat_t<2, 2, wp::float32> var_101;
    wp::float32 var_102;
    wp::mat_t<2, 2, wp::float32> var_103;
    wp::quat_t<wp::float32>* var_104;
    const wp::int32 var_105 = 0;
    wp::float32 var_106;
    wp::quat_t<wp::float32> var_107;
    wp::float32 var_108;
    wp::quat_t<wp::float32>* var_109;
    const wp::int32 var_110 = 1;
    wp::float32 var_111;
    wp::quat_t<wp::float32> var_112;
    wp::float32 var_113;
    wp::quat_t<wp::float32>* var_114;
    const wp::int32 var_115 = 2;
    wp::float32 var_116;
    wp::quat_t<wp::float32> var_117;
    wp::float32 var_118;
    wp::quat_t<wp::float32>* var_119;
    const wp::int32 var_120 = 3;
    wp::float32 var_121;
    wp::quat_t<wp::float32> var_122;
    wp::float32 var_123;
    wp::quat_t<wp::float32>* var_124;
    const wp::int32 var_125 = 0;
    wp::float32 var_126;
    wp::quat_t<wp::float32> var_127;
    wp::float32 var_128;
    wp::quat_t<wp::float32>* var_129;
    const wp::int32 var_130 = 1;
    wp::float32 var_131;
    wp::quat_t<wp::float32> var_132;
    wp::float32 var_133;
    wp::quat_t<wp::float32>* var_134;
    const wp::int32 var_135 = 2;
    wp::float32 var_136;
    wp::quat_t<wp::float32> var_137;
    wp::float32 var_138;
    wp::quat_t<wp::float32>* var_139;
    const wp::int32 var_140 = 3;
    wp::float32 var_141;
    wp::quat_t<wp::float32> var_142;
    wp::float32 var_143;
    wp::vec_t<3, wp::float32> var_144;
    wp::vec_t<3, wp::float32> var_145;
    const wp::float32 var_146 = 0.82;
    wp::vec_t<3, wp::float32> var_147;
    wp::vec_t<3, wp::float32> var_148;
    wp::float32 var_149;
    wp::vec_t<3, wp::float32> var_150;
    wp::vec_t<3, wp::float32> var_151;
    wp::vec_t<3, wp::float32> var_152;
    wp::vec_t<3, wp::float32> var_153;
    wp::vec_t<3, wp::float32>* var_154;
    const wp::int32 var_155 = 2;
    wp::float32 var_156;
    wp::float32 var_157;
    //---------
    // forward
    // def struct_000002(sample_phases: wp.array[float], sample_data: wp.array[S0], total_counts: wp.array[float], sample_forces: wp.array[wp.vec3], sample_impulses: wp.array[wp.vec3], sample_states_out: wp.array[S0], num_samples: int):       <L 21>
    // tid = wp.tid()  # thread index                                                         <L 22>
    var_0 = builtin_tid1d();
    // if tid >= num_samples:                                                                 <L 23>
    var_1 = (var_0 >= var_num_samples);
    if (var_1) {
        // return  # past the end of the arrays                                               <L 24>
        return;
    }
    // v1 = sample_phases[tid]                                                                <L 25>
    var_2 = wp::address(var_sample_phases, var_0);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // e2 = sample_data[tid]                                                                  <L 26>
    var_5 = wp::address(var_sample_data, var_0);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // s3 = S0(b0=e2.b0, w1=struct_000002_f0(S0(e2.b0, e2.w1, wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.75, -1.741, 1.51)), 0.1)), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.163, -1.1, -1.562) + wp.vec3(0.0, 0.0, 2.5)), v1)), b2=struct_000002_f0(S0(e2.b0, e2.w1, e2.w1), e2.b2))       <L 27>
    var_8 = &((var_6).b0);
    var_9 = &((var_6).b0);
    var_10 = &((var_6).w1);
    var_14 = wp::vec_t<3, wp::float32>(var_11, var_12, var_13);
    var_15 = wp::normalize(var_14);
    var_17 = wp::quat_from_axis_angle(var_15, var_16);
    var_19 = wp::load(var_9);
    var_20 = wp::load(var_10);
    var_18 = S0_fbadbf98(var_19, var_20, var_17);
    var_24 = wp::vec_t<3, wp::float32>(var_21, var_22, var_23);
    var_28 = wp::vec_t<3, wp::float32>(var_25, var_26, var_27);
    var_29 = wp::add(var_24, var_28);
    var_30 = wp::normalize(var_29);
    var_31 = wp::quat_from_axis_angle(var_30, var_3);
    var_32 = struct_000002_f0_0(var_18, var_31);
    var_33 = &((var_6).b0);
    var_34 = &((var_6).w1);
    var_35 = &((var_6).w1);
    var_37 = wp::load(var_33);
    var_38 = wp::load(var_34);
    var_39 = wp::load(var_35);
    var_36 = S0_fbadbf98(var_37, var_38, var_39);
    var_40 = &((var_6).b2);
    var_42 = wp::load(var_40);
    var_41 = struct_000002_f0_0(var_36, var_42);
    var_44 = wp::load(var_8);
    var_43 = S0_fbadbf98(var_44, var_32, var_41);
    // v4 = wp.atan2(v1, wp.abs(v1) + 0.5)                                                    <L 28>
    var_45 = wp::abs(var_3);
    var_47 = wp::add(var_45, var_46);
    var_48 = wp::atan2(var_3, var_47);
    // v5 = wp.vec3(-0.854, 1.81, -0.4)                                                       <L 29>
    var_52 = wp::vec_t<3, wp::float32>(var_49, var_50, var_51);
    // s3.w1 = wp.normalize(s3.w1 * wp.quat_from_axis_angle(wp.normalize(v5 + wp.vec3(0.0, 0.0, 2.5)), v1))       <L 30>
    var_53 = &((var_43).w1);
    var_57 = wp::vec_t<3, wp::float32>(var_54, var_55, var_56);
    var_58 = wp::add(var_52, var_57);
    var_59 = wp::normalize(var_58);
    var_60 = wp::quat_from_axis_angle(var_59, var_3);
    var_62 = wp::load(var_53);
    var_61 = wp::mul(var_62, var_60);
    var_63 = wp::normalize(var_61);
    var_43.w1 = var_63;
    // sample_states_out[tid] = S0(s3.b0, struct_000002_f0(S0(b0=wp.diag(wp.vec2(-0.56, -1.0)), w1=e2.w1, b2=e2.b2), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.84, 1.046, 1.18)), 1.333)), struct_000002_f0(e2, struct_000002_f0(e2, wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.96, -1.37, 1.5)), 1.5))))       <L 31>
    var_64 = &((var_43).b0);
    var_67 = wp::vec_t<2, wp::float32>(var_65, var_66);
    var_68 = wp::diag(var_67);
    var_69 = &((var_6).w1);
    var_70 = &((var_6).b2);
    var_72 = wp::load(var_69);
    var_73 = wp::load(var_70);
    var_71 = S0_fbadbf98(var_68, var_72, var_73);
    var_77 = wp::vec_t<3, wp::float32>(var_74, var_75, var_76);
    var_78 = wp::normalize(var_77);
    var_80 = wp::quat_from_axis_angle(var_78, var_79);
    var_81 = struct_000002_f0_0(var_71, var_80);
    var_85 = wp::vec_t<3, wp::float32>(var_82, var_83, var_84);
    var_86 = wp::normalize(var_85);
    var_88 = wp::quat_from_axis_angle(var_86, var_87);
    var_89 = struct_000002_f0_0(var_6, var_88);
    var_90 = struct_000002_f0_0(var_6, var_89);
    var_92 = wp::load(var_64);
    var_91 = S0_fbadbf98(var_92, var_81, var_90);
    wp::array_store(var_sample_states_out, var_0, var_91);
    // sample_forces[tid] = v5 + v5 * 0.72 + wp.vec3(wp.sin(v1)) + wp.vec3(wp.ddot(s3.b0, wp.mat22(1.0)) + s3.w1[0] + s3.w1[1] + s3.w1[2] + s3.w1[3] + s3.b2[0] + s3.b2[1] + s3.b2[2] + s3.b2[3])       <L 32>
    var_94 = wp::mul(var_52, var_93);
    var_95 = wp::add(var_52, var_94);
    var_96 = wp::sin(var_3);
    var_97 = wp::vec_t<3, wp::float32>(var_96);
    var_98 = wp::add(var_95, var_97);
    var_99 = &((var_43).b0);
    var_101 = wp::mat_t<2, 2, wp::float32>(var_100);
    var_103 = wp::load(var_99);
    var_102 = wp::ddot(var_103, var_101);
    var_104 = &((var_43).w1);
    var_107 = wp::load(var_104);
    var_106 = wp::extract(var_107, var_105);
    var_108 = wp::add(var_102, var_106);
    var_109 = &((var_43).w1);
    var_112 = wp::load(var_109);
    var_111 = wp::extract(var_112, var_110);
    var_113 = wp::add(var_108, var_111);
    var_114 = &((var_43).w1);
    var_117 = wp::load(var_114);
    var_116 = wp::extract(var_117, var_115);
    var_118 = wp::add(var_113, var_116);
    var_119 = &((var_43).w1);
    var_122 = wp::load(var_119);
    var_121 = wp::extract(var_122, var_120);
    var_123 = wp::add(var_118, var_121);
    var_124 = &((var_43).b2);
    var_127 = wp::load(var_124);
    var_126 = wp::extract(var_127, var_125);
    var_128 = wp::add(var_123, var_126);
    var_129 = &((var_43).b2);
    var_132 = wp::load(var_129);
    var_131 = wp::extract(var_132, var_130);
    var_133 = wp::add(var_128, var_131);
    var_134 = &((var_43).b2);
    var_137 = wp::load(var_134);
    var_136 = wp::extract(var_137, var_135);
    var_138 = wp::add(var_133, var_136);
    var_139 = &((var_43).b2);
    var_142 = wp::load(var_139);
    var_141 = wp::extract(var_142, var_140);
    var_143 = wp::add(var_138, var_141);
    var_144 = wp::vec_t<3, wp::float32>(var_143);
    var_145 = wp::add(var_98, var_144);
    wp::array_store(var_sample_forces, var_0, var_145);
    // sample_impulses[tid] = v5 + v5 * 0.82 + wp.vec3(wp.sin(v1)) + wp.vec3(v4)              <L 33>
    var_147 = wp::mul(var_52, var_146);
    var_148 = wp::add(var_52, var_147);
    var_149 = wp::sin(var_3);
    var_150 = wp::vec_t<3, wp::float32>(var_149);
    var_151 = wp::add(var_148, var_150);
    var_152 = wp::vec_t<3, wp::float32>(var_48);
    var_153 = wp::add(var_151, var_152);
    wp::array_store(var_sample_impulses, var_0, var_153);
    // sample_impulses[tid].z -= wp.sin((v1 * v4))                                            <L 35>
    var_154 = &(wp::index(var_sample_impulses, var_0));
    var_156 = wp::mul(var_3, var_48);
    var_157 = wp::sin(var_156);
    wp::array_atomic_sub_slot(var_sample_impulses, var_157, [&](auto& _e) -> auto& { return _e.component_ref(var_155); }, var_0);
}



struct struct_000002_2aaa2c0c_cpu_block_payload_forward
{
    wp_args_struct_000002_2aaa2c0c* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void struct_000002_2aaa2c0c_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    struct_000002_2aaa2c0c_cpu_block_payload_forward* payload = (struct_000002_2aaa2c0c_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    struct_000002_2aaa2c0c_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void struct_000002_2aaa2c0c_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_struct_000002_2aaa2c0c *_wp_args)
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
        struct_000002_2aaa2c0c_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &struct_000002_2aaa2c0c_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

