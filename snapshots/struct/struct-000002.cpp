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
    wp::quat_t<wp::float32> var_34;
    wp::quat_t<wp::float32> var_35;
    wp::quat_t<wp::float32> var_36;
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
    // return wp.normalize(wp.quat_from_axis_angle(wp.normalize(wp.vec3(-1.078, -1.3, -1.895) + wp.vec3(0.0, 0.0, 2.5)), (v0 * v0)) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v0))       <L 17>
    var_21 = wp::vec_t<3, wp::float32>(var_18, var_19, var_20);
    var_25 = wp::vec_t<3, wp::float32>(var_22, var_23, var_24);
    var_26 = wp::add(var_21, var_25);
    var_27 = wp::normalize(var_26);
    var_28 = wp::mul(var_17, var_17);
    var_29 = wp::quat_from_axis_angle(var_27, var_28);
    var_33 = wp::vec_t<3, wp::float32>(var_30, var_31, var_32);
    var_34 = wp::quat_from_axis_angle(var_33, var_17);
    var_35 = wp::mul(var_29, var_34);
    var_36 = wp::normalize(var_35);
    return var_36;
}


// struct-000002.py:13
static void adj_struct_000002_f0_0(
    S0_fbadbf98 var_p0,
    wp::quat_t<wp::float32> var_p1,
    S0_fbadbf98 & adj_p0,
    wp::quat_t<wp::float32> & adj_p1,
    wp::quat_t<wp::float32> & adj_ret)
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
    wp::quat_t<wp::float32> var_34;
    wp::quat_t<wp::float32> var_35;
    wp::quat_t<wp::float32> var_36;
    //---------
    // dual vars
    wp::mat_t<2, 2, wp::float32> adj_0 = {};
    wp::float32 adj_1 = {};
    wp::mat_t<2, 2, wp::float32> adj_2 = {};
    wp::mat_t<2, 2, wp::float32> adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::vec_t<2, wp::float32> adj_6 = {};
    wp::vec_t<2, wp::float32> adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::vec_t<2, wp::float32> adj_10 = {};
    wp::vec_t<2, wp::float32> adj_11 = {};
    wp::mat_t<2, 2, wp::float32> adj_12 = {};
    wp::float32 adj_13 = {};
    wp::mat_t<2, 2, wp::float32> adj_14 = {};
    wp::mat_t<2, 2, wp::float32> adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::vec_t<3, wp::float32> adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::vec_t<3, wp::float32> adj_25 = {};
    wp::vec_t<3, wp::float32> adj_26 = {};
    wp::vec_t<3, wp::float32> adj_27 = {};
    wp::float32 adj_28 = {};
    wp::quat_t<wp::float32> adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::vec_t<3, wp::float32> adj_33 = {};
    wp::quat_t<wp::float32> adj_34 = {};
    wp::quat_t<wp::float32> adj_35 = {};
    wp::quat_t<wp::float32> adj_36 = {};
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
    // return wp.normalize(wp.quat_from_axis_angle(wp.normalize(wp.vec3(-1.078, -1.3, -1.895) + wp.vec3(0.0, 0.0, 2.5)), (v0 * v0)) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v0))       <L 17>
    var_21 = wp::vec_t<3, wp::float32>(var_18, var_19, var_20);
    var_25 = wp::vec_t<3, wp::float32>(var_22, var_23, var_24);
    var_26 = wp::add(var_21, var_25);
    var_27 = wp::normalize(var_26);
    var_28 = wp::mul(var_17, var_17);
    var_29 = wp::quat_from_axis_angle(var_27, var_28);
    var_33 = wp::vec_t<3, wp::float32>(var_30, var_31, var_32);
    var_34 = wp::quat_from_axis_angle(var_33, var_17);
    var_35 = wp::mul(var_29, var_34);
    var_36 = wp::normalize(var_35);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_36 += adj_ret;
    wp::adj_normalize(var_35, adj_35, adj_36);
    wp::adj_mul(var_29, var_34, adj_29, adj_34, adj_35);
    wp::adj_quat_from_axis_angle(var_33, var_17, adj_33, adj_17, adj_34);
    wp::adj_vec_t(var_30, var_31, var_32, adj_30, adj_31, adj_32, adj_33);
    wp::adj_quat_from_axis_angle(var_27, var_28, adj_27, adj_28, adj_29);
    wp::adj_mul(var_17, var_17, adj_17, adj_17, adj_28);
    wp::adj_normalize(var_26, var_27, adj_26, adj_27);
    wp::adj_add(var_21, var_25, adj_21, adj_25, adj_26);
    wp::adj_vec_t(var_22, var_23, var_24, adj_22, adj_23, adj_24, adj_25);
    wp::adj_vec_t(var_18, var_19, var_20, adj_18, adj_19, adj_20, adj_21);
    // adj: return wp.normalize(wp.quat_from_axis_angle(wp.normalize(wp.vec3(-1.078, -1.3, -1.895) + wp.vec3(0.0, 0.0, 2.5)), (v0 * v0)) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), v0))  <L 17>
    wp::adj_float(var_16, adj_16, adj_17);
    // adj: v0 = float(-1.22)                                                                 <L 16>
    adj_15 += adj_p0.b0;
    adj_p0.b0 = {};
    wp::adj_add(var_2, var_14, adj_2, adj_14, adj_15);
    wp::adj_mul(var_12, var_13, adj_12, adj_13, adj_14);
    wp::adj_outer(var_7, var_11, adj_7, adj_11, adj_12);
    wp::adj_normalize(var_10, var_11, adj_10, adj_11);
    wp::adj_vec_t(var_8, var_9, adj_8, adj_9, adj_10);
    wp::adj_normalize(var_6, var_7, adj_6, adj_7);
    wp::adj_vec_t(var_4, var_5, adj_4, adj_5, adj_6);
    wp::adj_mul(var_3, var_1, adj_0, adj_1, adj_2);
    adj_p0.b0 += adj_0;
    // adj: p0.b0 = p0.b0 * 0.5 + wp.outer(wp.normalize(wp.vec2(-0.62, -1.11)), wp.normalize(wp.vec2(-1.45, -1.76))) * 1.43  <L 15>
    // adj: def struct_000002_f0(p0: S0, p1: wp.quat):                                        <L 14>
    return;
}

struct wp_args_struct_000002_t_2ee6824a {
    wp::array_t<wp::float32> joint_phases;
    wp::array_t<S0_fbadbf98> joint_data;
    wp::array_t<wp::float32> total_counts;
    wp::array_t<wp::vec_t<3, wp::float32>> joint_forces;
    wp::array_t<wp::vec_t<3, wp::float32>> joint_impulses;
    wp::array_t<S0_fbadbf98> joint_states_out;
    wp::int32 num_joints;
};


template <bool wp_linear_contiguous>
static void struct_000002_t_2ee6824a_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_struct_000002_t_2ee6824a *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_joint_phases = _wp_args->joint_phases;
    wp::array_t<S0_fbadbf98> var_joint_data = _wp_args->joint_data;
    wp::array_t<wp::float32> var_total_counts = _wp_args->total_counts;
    wp::array_t<wp::vec_t<3, wp::float32>> var_joint_forces = _wp_args->joint_forces;
    wp::array_t<wp::vec_t<3, wp::float32>> var_joint_impulses = _wp_args->joint_impulses;
    wp::array_t<S0_fbadbf98> var_joint_states_out = _wp_args->joint_states_out;
    wp::int32 var_num_joints = _wp_args->num_joints;
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
    wp::vec_t<3, wp::float32> var_99;
    wp::vec_t<3, wp::float32> var_100;
    const wp::float32 var_101 = 0.82;
    wp::vec_t<3, wp::float32> var_102;
    wp::vec_t<3, wp::float32> var_103;
    wp::float32 var_104;
    wp::vec_t<3, wp::float32> var_105;
    wp::vec_t<3, wp::float32> var_106;
    wp::vec_t<3, wp::float32>* var_107;
    const wp::int32 var_108 = 2;
    wp::float32 var_109;
    wp::float32 var_110;
    //---------
    // forward
    // def struct_000002_t(joint_phases: wp.array(dtype=Any), joint_data: wp.array(dtype=S0), total_counts: wp.array(dtype=Any), joint_forces: wp.array(dtype=Any), joint_impulses: wp.array(dtype=Any), joint_states_out: wp.array(dtype=S0), num_joints: int):       <L 1>
    // tid = wp.tid()  # thread index                                                         <L 2>
    var_0 = builtin_tid1d();
    // if tid >= num_joints:                                                                  <L 3>
    var_1 = (var_0 >= var_num_joints);
    if (var_1) {
        // return  # past the end of the arrays                                               <L 4>
        return;
    }
    // v1 = joint_phases[tid]                                                                 <L 5>
    var_2 = wp::address(var_joint_phases, var_0);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // e2 = joint_data[tid]                                                                   <L 6>
    var_5 = wp::address(var_joint_data, var_0);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // s3 = S0(b0=e2.b0, w1=struct_000002_f0(S0(e2.b0, e2.w1, wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.75, -1.741, 1.51)), 0.1)), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.163, -1.1, -1.562) + wp.vec3(0.0, 0.0, 2.5)), v1)), b2=struct_000002_f0(S0(e2.b0, e2.w1, e2.w1), e2.b2))       <L 7>
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
    // v4 = wp.atan2(v1, wp.abs(v1) + 0.5)                                                    <L 8>
    var_45 = wp::abs(var_3);
    var_47 = wp::add(var_45, var_46);
    var_48 = wp::atan2(var_3, var_47);
    // v5 = wp.vec3(-0.854, 1.81, -0.4)                                                       <L 9>
    var_52 = wp::vec_t<3, wp::float32>(var_49, var_50, var_51);
    // s3.w1 = wp.normalize(s3.w1 * wp.quat_from_axis_angle(wp.normalize(v5 + wp.vec3(0.0, 0.0, 2.5)), v1))       <L 10>
    var_53 = &((var_43).w1);
    var_57 = wp::vec_t<3, wp::float32>(var_54, var_55, var_56);
    var_58 = wp::add(var_52, var_57);
    var_59 = wp::normalize(var_58);
    var_60 = wp::quat_from_axis_angle(var_59, var_3);
    var_62 = wp::load(var_53);
    var_61 = wp::mul(var_62, var_60);
    var_63 = wp::normalize(var_61);
    var_43.w1 = var_63;
    // joint_states_out[tid] = S0(s3.b0, struct_000002_f0(S0(b0=wp.diag(wp.vec2(-0.56, -1.0)), w1=e2.w1, b2=e2.b2), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.84, 1.046, 1.18)), 1.333)), struct_000002_f0(e2, struct_000002_f0(e2, wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.96, -1.37, 1.5)), 1.5))))       <L 11>
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
    wp::array_store(var_joint_states_out, var_0, var_91);
    // joint_forces[tid] = v5 + v5 * 0.72 + wp.vec3(wp.sin(v1)) + wp.vec3(v4)                 <L 12>
    var_94 = wp::mul(var_52, var_93);
    var_95 = wp::add(var_52, var_94);
    var_96 = wp::sin(var_3);
    var_97 = wp::vec_t<3, wp::float32>(var_96);
    var_98 = wp::add(var_95, var_97);
    var_99 = wp::vec_t<3, wp::float32>(var_48);
    var_100 = wp::add(var_98, var_99);
    wp::array_store(var_joint_forces, var_0, var_100);
    // joint_impulses[tid] = v5 + v5 * 0.82 + wp.vec3(wp.sin(v1))                             <L 13>
    var_102 = wp::mul(var_52, var_101);
    var_103 = wp::add(var_52, var_102);
    var_104 = wp::sin(var_3);
    var_105 = wp::vec_t<3, wp::float32>(var_104);
    var_106 = wp::add(var_103, var_105);
    wp::array_store(var_joint_impulses, var_0, var_106);
    // joint_impulses[tid].z -= wp.sin((v1 * v4))                                             <L 15>
    var_107 = &(wp::index(var_joint_impulses, var_0));
    var_109 = wp::mul(var_3, var_48);
    var_110 = wp::sin(var_109);
    wp::array_atomic_sub_slot(var_joint_impulses, var_110, [&](auto& _e) -> auto& { return _e.component_ref(var_108); }, var_0);
}



template <bool wp_linear_contiguous>
static void struct_000002_t_2ee6824a_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_struct_000002_t_2ee6824a *_wp_args,
    wp_args_struct_000002_t_2ee6824a *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_joint_phases = _wp_args->joint_phases;
    wp::array_t<S0_fbadbf98> var_joint_data = _wp_args->joint_data;
    wp::array_t<wp::float32> var_total_counts = _wp_args->total_counts;
    wp::array_t<wp::vec_t<3, wp::float32>> var_joint_forces = _wp_args->joint_forces;
    wp::array_t<wp::vec_t<3, wp::float32>> var_joint_impulses = _wp_args->joint_impulses;
    wp::array_t<S0_fbadbf98> var_joint_states_out = _wp_args->joint_states_out;
    wp::int32 var_num_joints = _wp_args->num_joints;
    wp::array_t<wp::float32> adj_joint_phases = _wp_adj_args->joint_phases;
    wp::array_t<S0_fbadbf98> adj_joint_data = _wp_adj_args->joint_data;
    wp::array_t<wp::float32> adj_total_counts = _wp_adj_args->total_counts;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_joint_forces = _wp_adj_args->joint_forces;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_joint_impulses = _wp_adj_args->joint_impulses;
    wp::array_t<S0_fbadbf98> adj_joint_states_out = _wp_adj_args->joint_states_out;
    wp::int32 adj_num_joints = _wp_adj_args->num_joints;
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
    wp::vec_t<3, wp::float32> var_99;
    wp::vec_t<3, wp::float32> var_100;
    const wp::float32 var_101 = 0.82;
    wp::vec_t<3, wp::float32> var_102;
    wp::vec_t<3, wp::float32> var_103;
    wp::float32 var_104;
    wp::vec_t<3, wp::float32> var_105;
    wp::vec_t<3, wp::float32> var_106;
    wp::vec_t<3, wp::float32>* var_107;
    const wp::int32 var_108 = 2;
    wp::float32 var_109;
    wp::float32 var_110;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    bool adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    S0_fbadbf98 adj_5 = {};
    S0_fbadbf98 adj_6 = {};
    S0_fbadbf98 adj_7 = {};
    wp::mat_t<2, 2, wp::float32> adj_8 = {};
    wp::mat_t<2, 2, wp::float32> adj_9 = {};
    wp::quat_t<wp::float32> adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    wp::float32 adj_16 = {};
    wp::quat_t<wp::float32> adj_17 = {};
    S0_fbadbf98 adj_18 = {};
    wp::mat_t<2, 2, wp::float32> adj_19 = {};
    wp::quat_t<wp::float32> adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::vec_t<3, wp::float32> adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::vec_t<3, wp::float32> adj_28 = {};
    wp::vec_t<3, wp::float32> adj_29 = {};
    wp::vec_t<3, wp::float32> adj_30 = {};
    wp::quat_t<wp::float32> adj_31 = {};
    wp::quat_t<wp::float32> adj_32 = {};
    wp::mat_t<2, 2, wp::float32> adj_33 = {};
    wp::quat_t<wp::float32> adj_34 = {};
    wp::quat_t<wp::float32> adj_35 = {};
    S0_fbadbf98 adj_36 = {};
    wp::mat_t<2, 2, wp::float32> adj_37 = {};
    wp::quat_t<wp::float32> adj_38 = {};
    wp::quat_t<wp::float32> adj_39 = {};
    wp::quat_t<wp::float32> adj_40 = {};
    wp::quat_t<wp::float32> adj_41 = {};
    wp::quat_t<wp::float32> adj_42 = {};
    S0_fbadbf98 adj_43 = {};
    wp::mat_t<2, 2, wp::float32> adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::vec_t<3, wp::float32> adj_52 = {};
    wp::quat_t<wp::float32> adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::vec_t<3, wp::float32> adj_57 = {};
    wp::vec_t<3, wp::float32> adj_58 = {};
    wp::vec_t<3, wp::float32> adj_59 = {};
    wp::quat_t<wp::float32> adj_60 = {};
    wp::quat_t<wp::float32> adj_61 = {};
    wp::quat_t<wp::float32> adj_62 = {};
    wp::quat_t<wp::float32> adj_63 = {};
    wp::mat_t<2, 2, wp::float32> adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    wp::vec_t<2, wp::float32> adj_67 = {};
    wp::mat_t<2, 2, wp::float32> adj_68 = {};
    wp::quat_t<wp::float32> adj_69 = {};
    wp::quat_t<wp::float32> adj_70 = {};
    S0_fbadbf98 adj_71 = {};
    wp::quat_t<wp::float32> adj_72 = {};
    wp::quat_t<wp::float32> adj_73 = {};
    wp::float32 adj_74 = {};
    wp::float32 adj_75 = {};
    wp::float32 adj_76 = {};
    wp::vec_t<3, wp::float32> adj_77 = {};
    wp::vec_t<3, wp::float32> adj_78 = {};
    wp::float32 adj_79 = {};
    wp::quat_t<wp::float32> adj_80 = {};
    wp::quat_t<wp::float32> adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::float32 adj_84 = {};
    wp::vec_t<3, wp::float32> adj_85 = {};
    wp::vec_t<3, wp::float32> adj_86 = {};
    wp::float32 adj_87 = {};
    wp::quat_t<wp::float32> adj_88 = {};
    wp::quat_t<wp::float32> adj_89 = {};
    wp::quat_t<wp::float32> adj_90 = {};
    S0_fbadbf98 adj_91 = {};
    wp::mat_t<2, 2, wp::float32> adj_92 = {};
    wp::float32 adj_93 = {};
    wp::vec_t<3, wp::float32> adj_94 = {};
    wp::vec_t<3, wp::float32> adj_95 = {};
    wp::float32 adj_96 = {};
    wp::vec_t<3, wp::float32> adj_97 = {};
    wp::vec_t<3, wp::float32> adj_98 = {};
    wp::vec_t<3, wp::float32> adj_99 = {};
    wp::vec_t<3, wp::float32> adj_100 = {};
    wp::float32 adj_101 = {};
    wp::vec_t<3, wp::float32> adj_102 = {};
    wp::vec_t<3, wp::float32> adj_103 = {};
    wp::float32 adj_104 = {};
    wp::vec_t<3, wp::float32> adj_105 = {};
    wp::vec_t<3, wp::float32> adj_106 = {};
    wp::vec_t<3, wp::float32> adj_107 = {};
    wp::int32 adj_108 = {};
    wp::float32 adj_109 = {};
    wp::float32 adj_110 = {};
    //---------
    // forward
    // def struct_000002_t(joint_phases: wp.array(dtype=Any), joint_data: wp.array(dtype=S0), total_counts: wp.array(dtype=Any), joint_forces: wp.array(dtype=Any), joint_impulses: wp.array(dtype=Any), joint_states_out: wp.array(dtype=S0), num_joints: int):       <L 1>
    // tid = wp.tid()  # thread index                                                         <L 2>
    var_0 = builtin_tid1d();
    // if tid >= num_joints:                                                                  <L 3>
    var_1 = (var_0 >= var_num_joints);
    if (var_1) {
        // return  # past the end of the arrays                                               <L 4>
        goto label0;
    }
    // v1 = joint_phases[tid]                                                                 <L 5>
    var_2 = wp::address(var_joint_phases, var_0);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // e2 = joint_data[tid]                                                                   <L 6>
    var_5 = wp::address(var_joint_data, var_0);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // s3 = S0(b0=e2.b0, w1=struct_000002_f0(S0(e2.b0, e2.w1, wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.75, -1.741, 1.51)), 0.1)), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.163, -1.1, -1.562) + wp.vec3(0.0, 0.0, 2.5)), v1)), b2=struct_000002_f0(S0(e2.b0, e2.w1, e2.w1), e2.b2))       <L 7>
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
    // v4 = wp.atan2(v1, wp.abs(v1) + 0.5)                                                    <L 8>
    var_45 = wp::abs(var_3);
    var_47 = wp::add(var_45, var_46);
    var_48 = wp::atan2(var_3, var_47);
    // v5 = wp.vec3(-0.854, 1.81, -0.4)                                                       <L 9>
    var_52 = wp::vec_t<3, wp::float32>(var_49, var_50, var_51);
    // s3.w1 = wp.normalize(s3.w1 * wp.quat_from_axis_angle(wp.normalize(v5 + wp.vec3(0.0, 0.0, 2.5)), v1))       <L 10>
    var_53 = &((var_43).w1);
    var_57 = wp::vec_t<3, wp::float32>(var_54, var_55, var_56);
    var_58 = wp::add(var_52, var_57);
    var_59 = wp::normalize(var_58);
    var_60 = wp::quat_from_axis_angle(var_59, var_3);
    var_62 = wp::load(var_53);
    var_61 = wp::mul(var_62, var_60);
    var_63 = wp::normalize(var_61);
    var_43.w1 = var_63;
    // joint_states_out[tid] = S0(s3.b0, struct_000002_f0(S0(b0=wp.diag(wp.vec2(-0.56, -1.0)), w1=e2.w1, b2=e2.b2), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.84, 1.046, 1.18)), 1.333)), struct_000002_f0(e2, struct_000002_f0(e2, wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.96, -1.37, 1.5)), 1.5))))       <L 11>
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
    // wp::array_store(var_joint_states_out, var_0, var_91);
    // joint_forces[tid] = v5 + v5 * 0.72 + wp.vec3(wp.sin(v1)) + wp.vec3(v4)                 <L 12>
    var_94 = wp::mul(var_52, var_93);
    var_95 = wp::add(var_52, var_94);
    var_96 = wp::sin(var_3);
    var_97 = wp::vec_t<3, wp::float32>(var_96);
    var_98 = wp::add(var_95, var_97);
    var_99 = wp::vec_t<3, wp::float32>(var_48);
    var_100 = wp::add(var_98, var_99);
    // wp::array_store(var_joint_forces, var_0, var_100);
    // joint_impulses[tid] = v5 + v5 * 0.82 + wp.vec3(wp.sin(v1))                             <L 13>
    var_102 = wp::mul(var_52, var_101);
    var_103 = wp::add(var_52, var_102);
    var_104 = wp::sin(var_3);
    var_105 = wp::vec_t<3, wp::float32>(var_104);
    var_106 = wp::add(var_103, var_105);
    // wp::array_store(var_joint_impulses, var_0, var_106);
    // joint_impulses[tid].z -= wp.sin((v1 * v4))                                             <L 15>
    var_107 = &(wp::index(var_joint_impulses, var_0));
    var_109 = wp::mul(var_3, var_48);
    var_110 = wp::sin(var_109);
    // wp::array_atomic_sub_slot(var_joint_impulses, var_110, [&](auto& _e) -> auto& { return _e.component_ref(var_108); }, var_0);
    //---------
    // reverse
    wp::adj_array_atomic_sub_slot(var_joint_impulses, adj_joint_impulses, adj_110, [&](auto& _e) -> auto& { return _e.component_ref(var_108); }, var_0);
    wp::adj_sin(var_109, adj_109, adj_110);
    wp::adj_mul(var_3, var_48, adj_3, adj_48, adj_109);
    // adj: joint_impulses[tid].z -= wp.sin((v1 * v4))                                        <L 15>
    wp::adj_array_store(var_joint_impulses, var_0, var_106, adj_joint_impulses, adj_0, adj_106);
    wp::adj_add(var_103, var_105, adj_103, adj_105, adj_106);
    wp::adj_vec_t(var_104, adj_104, adj_105);
    wp::adj_sin(var_3, adj_3, adj_104);
    wp::adj_add(var_52, var_102, adj_52, adj_102, adj_103);
    wp::adj_mul(var_52, var_101, adj_52, adj_101, adj_102);
    // adj: joint_impulses[tid] = v5 + v5 * 0.82 + wp.vec3(wp.sin(v1))                        <L 13>
    wp::adj_array_store(var_joint_forces, var_0, var_100, adj_joint_forces, adj_0, adj_100);
    wp::adj_add(var_98, var_99, adj_98, adj_99, adj_100);
    wp::adj_vec_t(var_48, adj_48, adj_99);
    wp::adj_add(var_95, var_97, adj_95, adj_97, adj_98);
    wp::adj_vec_t(var_96, adj_96, adj_97);
    wp::adj_sin(var_3, adj_3, adj_96);
    wp::adj_add(var_52, var_94, adj_52, adj_94, adj_95);
    wp::adj_mul(var_52, var_93, adj_52, adj_93, adj_94);
    // adj: joint_forces[tid] = v5 + v5 * 0.72 + wp.vec3(wp.sin(v1)) + wp.vec3(v4)            <L 12>
    wp::adj_array_store(var_joint_states_out, var_0, var_91, adj_joint_states_out, adj_0, adj_91);
    adj_S0_fbadbf98(var_92, var_81, var_90, adj_64, adj_81, adj_90, adj_91);
    adj_struct_000002_f0_0(var_6, var_89, adj_6, adj_89, adj_90);
    adj_struct_000002_f0_0(var_6, var_88, adj_6, adj_88, adj_89);
    wp::adj_quat_from_axis_angle(var_86, var_87, adj_86, adj_87, adj_88);
    wp::adj_normalize(var_85, var_86, adj_85, adj_86);
    wp::adj_vec_t(var_82, var_83, var_84, adj_82, adj_83, adj_84, adj_85);
    adj_struct_000002_f0_0(var_71, var_80, adj_71, adj_80, adj_81);
    wp::adj_quat_from_axis_angle(var_78, var_79, adj_78, adj_79, adj_80);
    wp::adj_normalize(var_77, var_78, adj_77, adj_78);
    wp::adj_vec_t(var_74, var_75, var_76, adj_74, adj_75, adj_76, adj_77);
    adj_S0_fbadbf98(var_68, var_72, var_73, adj_68, adj_69, adj_70, adj_71);
    adj_6.b2 += adj_70;
    adj_6.w1 += adj_69;
    wp::adj_diag(var_67, adj_67, adj_68);
    wp::adj_vec_t(var_65, var_66, adj_65, adj_66, adj_67);
    adj_43.b0 += adj_64;
    // adj: joint_states_out[tid] = S0(s3.b0, struct_000002_f0(S0(b0=wp.diag(wp.vec2(-0.56, -1.0)), w1=e2.w1, b2=e2.b2), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.84, 1.046, 1.18)), 1.333)), struct_000002_f0(e2, struct_000002_f0(e2, wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.96, -1.37, 1.5)), 1.5))))  <L 11>
    adj_63 += adj_43.w1;
    adj_43.w1 = {};
    wp::adj_normalize(var_61, adj_61, adj_63);
    wp::adj_mul(var_62, var_60, adj_53, adj_60, adj_61);
    wp::adj_quat_from_axis_angle(var_59, var_3, adj_59, adj_3, adj_60);
    wp::adj_normalize(var_58, var_59, adj_58, adj_59);
    wp::adj_add(var_52, var_57, adj_52, adj_57, adj_58);
    wp::adj_vec_t(var_54, var_55, var_56, adj_54, adj_55, adj_56, adj_57);
    adj_43.w1 += adj_53;
    // adj: s3.w1 = wp.normalize(s3.w1 * wp.quat_from_axis_angle(wp.normalize(v5 + wp.vec3(0.0, 0.0, 2.5)), v1))  <L 10>
    wp::adj_vec_t(var_49, var_50, var_51, adj_49, adj_50, adj_51, adj_52);
    // adj: v5 = wp.vec3(-0.854, 1.81, -0.4)                                                  <L 9>
    wp::adj_atan2(var_3, var_47, adj_3, adj_47, adj_48);
    wp::adj_add(var_45, var_46, adj_45, adj_46, adj_47);
    wp::adj_abs(var_3, adj_3, adj_45);
    // adj: v4 = wp.atan2(v1, wp.abs(v1) + 0.5)                                               <L 8>
    adj_S0_fbadbf98(var_44, var_32, var_41, adj_8, adj_32, adj_41, adj_43);
    adj_struct_000002_f0_0(var_36, var_42, adj_36, adj_40, adj_41);
    adj_6.b2 += adj_40;
    adj_S0_fbadbf98(var_37, var_38, var_39, adj_33, adj_34, adj_35, adj_36);
    adj_6.w1 += adj_35;
    adj_6.w1 += adj_34;
    adj_6.b0 += adj_33;
    adj_struct_000002_f0_0(var_18, var_31, adj_18, adj_31, adj_32);
    wp::adj_quat_from_axis_angle(var_30, var_3, adj_30, adj_3, adj_31);
    wp::adj_normalize(var_29, var_30, adj_29, adj_30);
    wp::adj_add(var_24, var_28, adj_24, adj_28, adj_29);
    wp::adj_vec_t(var_25, var_26, var_27, adj_25, adj_26, adj_27, adj_28);
    wp::adj_vec_t(var_21, var_22, var_23, adj_21, adj_22, adj_23, adj_24);
    adj_S0_fbadbf98(var_19, var_20, var_17, adj_9, adj_10, adj_17, adj_18);
    wp::adj_quat_from_axis_angle(var_15, var_16, adj_15, adj_16, adj_17);
    wp::adj_normalize(var_14, var_15, adj_14, adj_15);
    wp::adj_vec_t(var_11, var_12, var_13, adj_11, adj_12, adj_13, adj_14);
    adj_6.w1 += adj_10;
    adj_6.b0 += adj_9;
    adj_6.b0 += adj_8;
    // adj: s3 = S0(b0=e2.b0, w1=struct_000002_f0(S0(e2.b0, e2.w1, wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.75, -1.741, 1.51)), 0.1)), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.163, -1.1, -1.562) + wp.vec3(0.0, 0.0, 2.5)), v1)), b2=struct_000002_f0(S0(e2.b0, e2.w1, e2.w1), e2.b2))  <L 7>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_joint_data, var_0, adj_joint_data, adj_0, adj_5);
    // adj: e2 = joint_data[tid]                                                              <L 6>
    wp::adj_copy(var_4, adj_2, adj_3);
    wp::adj_address(var_joint_phases, var_0, adj_joint_phases, adj_0, adj_2);
    // adj: v1 = joint_phases[tid]                                                            <L 5>
    if (var_1) {
        label0:;
        // adj: return  # past the end of the arrays                                          <L 4>
    }
    // adj: if tid >= num_joints:                                                             <L 3>
    // adj: tid = wp.tid()  # thread index                                                    <L 2>
    // adj: def struct_000002_t(joint_phases: wp.array(dtype=Any), joint_data: wp.array(dtype=S0), total_counts: wp.array(dtype=Any), joint_forces: wp.array(dtype=Any), joint_impulses: wp.array(dtype=Any), joint_states_out: wp.array(dtype=S0), num_joints: int):  <L 1>
    return;
}



struct struct_000002_t_2ee6824a_cpu_block_payload_forward
{
    wp_args_struct_000002_t_2ee6824a* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void struct_000002_t_2ee6824a_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    struct_000002_t_2ee6824a_cpu_block_payload_forward* payload = (struct_000002_t_2ee6824a_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    struct_000002_t_2ee6824a_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void struct_000002_t_2ee6824a_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_struct_000002_t_2ee6824a *_wp_args)
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
        struct_000002_t_2ee6824a_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &struct_000002_t_2ee6824a_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct struct_000002_t_2ee6824a_cpu_block_payload_backward
{
    wp_args_struct_000002_t_2ee6824a* args;
    wp_args_struct_000002_t_2ee6824a* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void struct_000002_t_2ee6824a_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    struct_000002_t_2ee6824a_cpu_block_payload_backward* payload = (struct_000002_t_2ee6824a_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    struct_000002_t_2ee6824a_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void struct_000002_t_2ee6824a_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_struct_000002_t_2ee6824a *_wp_args,
    wp_args_struct_000002_t_2ee6824a *_wp_adj_args)
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
        struct_000002_t_2ee6824a_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &struct_000002_t_2ee6824a_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

