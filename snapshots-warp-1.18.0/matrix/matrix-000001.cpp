// Generated for case matrix-000001 with warp-lang 1.18.0. Do not edit.
// Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
#define WP_NO_BFLOAT16

#define WP_TILE_BLOCK_DIM 256
#define WP_NO_CRT
#include "builtin.h"
#include "deterministic.h"

#define builtin_tid1d() wp::tid(task_index, dim)
#define builtin_tid2d(x, y) wp::tid(x, y, task_index, dim)
#define builtin_tid3d(x, y, z) wp::tid(x, y, z, task_index, dim)
#define builtin_tid4d(x, y, z, w) wp::tid(x, y, z, w, task_index, dim)

#define builtin_block_dim() wp::block_dim()


// avoid namespacing of float type for casting to float type, this is to avoid wp::float(x), which is not valid in C++
#define float(x) cast_float(x)
#define adj_float(x, adj_x, adj_ret) adj_cast_float(x, adj_x, adj_ret)

#define int(x) cast_int(x)
#define adj_int(x, adj_x, adj_ret) adj_cast_int(x, adj_x, adj_ret)


// matrix-000001.py:6
static wp::float32 matrix_000001_f0_0(
    wp::mat_t<2, 2, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::float32 var_p2)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -0.53;
    const wp::float32 var_1 = 0.22;
    const wp::float32 var_2 = 1.272;
    wp::vec_t<3, wp::float32> var_3;
    wp::mat_t<3, 3, wp::float32> var_4;
    const wp::int32 var_5 = 3;
    wp::mat_t<3, 3, wp::float32> var_6;
    wp::mat_t<3, 3, wp::float32> var_7;
    const wp::float32 var_8 = -1.32;
    wp::mat_t<3, 3, wp::float32> var_9;
    const wp::float32 var_10 = 1.2;
    const wp::float32 var_11 = -1.57;
    const wp::float32 var_12 = -1.53;
    wp::vec_t<3, wp::float32> var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    const wp::float32 var_17 = 1.0;
    wp::mat_t<2, 2, wp::float32> var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    const wp::float32 var_21 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    const wp::int32 var_25 = 0;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::int32 var_28 = 1;
    wp::float32 var_29;
    wp::float32 var_30;
    const wp::int32 var_31 = 2;
    wp::float32 var_32;
    wp::float32 var_33;
    //---------
    // forward
    // def matrix_000001_f0(p0: wp.mat22, p1: float, p2: float) -> float:                     <L 7>
    // v0 = (wp.diag(wp.vec3(-0.53, 0.22, 1.272)) @ wp.identity(n=3, dtype=float) * -1.32)       <L 8>
    var_3 = wp::vec_t<3, wp::float32>(var_0, var_1, var_2);
    var_4 = wp::diag(var_3);
    var_6 = wp::identity<3, wp::float32>();
    var_7 = wp::mul(var_4, var_6);
    var_9 = wp::mul(var_7, var_8);
    // v1 = wp.vec3(1.2, -1.57, -1.53)                                                        <L 9>
    var_13 = wp::vec_t<3, wp::float32>(var_10, var_11, var_12);
    // return wp.sin((p1 + p1)) + p2 + wp.ddot(p0, wp.mat22(1.0)) + wp.ddot(v0, wp.mat33(1.0)) + v1[0] + v1[1] + v1[2]       <L 10>
    var_14 = wp::add(var_p1, var_p1);
    var_15 = wp::sin(var_14);
    var_16 = wp::add(var_15, var_p2);
    var_18 = wp::mat_t<2, 2, wp::float32>(var_17);
    var_19 = wp::ddot(var_p0, var_18);
    var_20 = wp::add(var_16, var_19);
    var_22 = wp::mat_t<3, 3, wp::float32>(var_21);
    var_23 = wp::ddot(var_9, var_22);
    var_24 = wp::add(var_20, var_23);
    var_26 = wp::extract(var_13, var_25);
    var_27 = wp::add(var_24, var_26);
    var_29 = wp::extract(var_13, var_28);
    var_30 = wp::add(var_27, var_29);
    var_32 = wp::extract(var_13, var_31);
    var_33 = wp::add(var_30, var_32);
    return var_33;
}


// matrix-000001.py:6
static void adj_matrix_000001_f0_0(
    wp::mat_t<2, 2, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::float32 var_p2,
    wp::mat_t<2, 2, wp::float32> & adj_p0,
    wp::float32 & adj_p1,
    wp::float32 & adj_p2,
    wp::float32 & adj_ret)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -0.53;
    const wp::float32 var_1 = 0.22;
    const wp::float32 var_2 = 1.272;
    wp::vec_t<3, wp::float32> var_3;
    wp::mat_t<3, 3, wp::float32> var_4;
    const wp::int32 var_5 = 3;
    wp::mat_t<3, 3, wp::float32> var_6;
    wp::mat_t<3, 3, wp::float32> var_7;
    const wp::float32 var_8 = -1.32;
    wp::mat_t<3, 3, wp::float32> var_9;
    const wp::float32 var_10 = 1.2;
    const wp::float32 var_11 = -1.57;
    const wp::float32 var_12 = -1.53;
    wp::vec_t<3, wp::float32> var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    const wp::float32 var_17 = 1.0;
    wp::mat_t<2, 2, wp::float32> var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    const wp::float32 var_21 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    const wp::int32 var_25 = 0;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::int32 var_28 = 1;
    wp::float32 var_29;
    wp::float32 var_30;
    const wp::int32 var_31 = 2;
    wp::float32 var_32;
    wp::float32 var_33;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::mat_t<3, 3, wp::float32> adj_4 = {};
    wp::int32 adj_5 = {};
    wp::mat_t<3, 3, wp::float32> adj_6 = {};
    wp::mat_t<3, 3, wp::float32> adj_7 = {};
    wp::float32 adj_8 = {};
    wp::mat_t<3, 3, wp::float32> adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::vec_t<3, wp::float32> adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::mat_t<2, 2, wp::float32> adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::mat_t<3, 3, wp::float32> adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::int32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::int32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::int32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    //---------
    // forward
    // def matrix_000001_f0(p0: wp.mat22, p1: float, p2: float) -> float:                     <L 7>
    // v0 = (wp.diag(wp.vec3(-0.53, 0.22, 1.272)) @ wp.identity(n=3, dtype=float) * -1.32)       <L 8>
    var_3 = wp::vec_t<3, wp::float32>(var_0, var_1, var_2);
    var_4 = wp::diag(var_3);
    var_6 = wp::identity<3, wp::float32>();
    var_7 = wp::mul(var_4, var_6);
    var_9 = wp::mul(var_7, var_8);
    // v1 = wp.vec3(1.2, -1.57, -1.53)                                                        <L 9>
    var_13 = wp::vec_t<3, wp::float32>(var_10, var_11, var_12);
    // return wp.sin((p1 + p1)) + p2 + wp.ddot(p0, wp.mat22(1.0)) + wp.ddot(v0, wp.mat33(1.0)) + v1[0] + v1[1] + v1[2]       <L 10>
    var_14 = wp::add(var_p1, var_p1);
    var_15 = wp::sin(var_14);
    var_16 = wp::add(var_15, var_p2);
    var_18 = wp::mat_t<2, 2, wp::float32>(var_17);
    var_19 = wp::ddot(var_p0, var_18);
    var_20 = wp::add(var_16, var_19);
    var_22 = wp::mat_t<3, 3, wp::float32>(var_21);
    var_23 = wp::ddot(var_9, var_22);
    var_24 = wp::add(var_20, var_23);
    var_26 = wp::extract(var_13, var_25);
    var_27 = wp::add(var_24, var_26);
    var_29 = wp::extract(var_13, var_28);
    var_30 = wp::add(var_27, var_29);
    var_32 = wp::extract(var_13, var_31);
    var_33 = wp::add(var_30, var_32);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_33 += adj_ret;
    wp::adj_add(var_30, var_32, adj_30, adj_32, adj_33);
    wp::adj_extract(var_13, var_31, adj_13, adj_31, adj_32);
    wp::adj_add(var_27, var_29, adj_27, adj_29, adj_30);
    wp::adj_extract(var_13, var_28, adj_13, adj_28, adj_29);
    wp::adj_add(var_24, var_26, adj_24, adj_26, adj_27);
    wp::adj_extract(var_13, var_25, adj_13, adj_25, adj_26);
    wp::adj_add(var_20, var_23, adj_20, adj_23, adj_24);
    wp::adj_ddot(var_9, var_22, adj_9, adj_22, adj_23);
    wp::adj_mat_t(var_21, adj_21, adj_22);
    wp::adj_add(var_16, var_19, adj_16, adj_19, adj_20);
    wp::adj_ddot(var_p0, var_18, adj_p0, adj_18, adj_19);
    wp::adj_mat_t(var_17, adj_17, adj_18);
    wp::adj_add(var_15, var_p2, adj_15, adj_p2, adj_16);
    wp::adj_sin(var_14, adj_14, adj_15);
    wp::adj_add(var_p1, var_p1, adj_p1, adj_p1, adj_14);
    // adj: return wp.sin((p1 + p1)) + p2 + wp.ddot(p0, wp.mat22(1.0)) + wp.ddot(v0, wp.mat33(1.0)) + v1[0] + v1[1] + v1[2]  <L 10>
    wp::adj_vec_t(var_10, var_11, var_12, adj_10, adj_11, adj_12, adj_13);
    // adj: v1 = wp.vec3(1.2, -1.57, -1.53)                                                   <L 9>
    wp::adj_mul(var_7, var_8, adj_7, adj_8, adj_9);
    wp::adj_mul(var_4, var_6, adj_4, adj_6, adj_7);
    wp::adj_diag(var_3, adj_3, adj_4);
    wp::adj_vec_t(var_0, var_1, var_2, adj_0, adj_1, adj_2, adj_3);
    // adj: v0 = (wp.diag(wp.vec3(-0.53, 0.22, 1.272)) @ wp.identity(n=3, dtype=float) * -1.32)  <L 8>
    // adj: def matrix_000001_f0(p0: wp.mat22, p1: float, p2: float) -> float:                <L 7>
    return;
}

struct wp_args_matrix_000001_t_3c6d336b {
    wp::array_t<wp::mat_t<3, 3, wp::float32>> x0;
    wp::mat_t<2, 2, wp::float32> s0;
    wp::array_t<wp::float32> acc0;
    wp::array_t<wp::mat_t<4, 4, wp::float32>> out0;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> out1;
};


void matrix_000001_t_3c6d336b_cpu_kernel_forward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_matrix_000001_t_3c6d336b *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x0 = _wp_args->x0;
    wp::mat_t<2, 2, wp::float32> var_s0 = _wp_args->s0;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::mat_t<4, 4, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::mat_t<3, 3, wp::float32>* var_3;
    wp::mat_t<3, 3, wp::float32> var_4;
    wp::mat_t<3, 3, wp::float32> var_5;
    const wp::float32 var_6 = 1.5;
    const wp::float32 var_7 = 0.736;
    const wp::float32 var_8 = -1.442;
    wp::vec_t<3, wp::float32> var_9;
    const wp::float32 var_10 = -1.276;
    wp::mat_t<3, 3, wp::float32> var_11;
    wp::mat_t<2, 2, wp::float32> var_12;
    const wp::float32 var_13 = -1.6;
    const wp::float32 var_14 = -0.98;
    wp::float32 var_15;
    const wp::int32 var_16 = 4;
    wp::mat_t<4, 4, wp::float32> var_17;
    const wp::float32 var_18 = -1.8;
    wp::mat_t<4, 4, wp::float32> var_19;
    const wp::int32 var_20 = 4;
    wp::mat_t<4, 4, wp::float32> var_21;
    wp::float32 var_22;
    wp::mat_t<4, 4, wp::float32> var_23;
    wp::mat_t<4, 4, wp::float32> var_24;
    const wp::int32 var_25 = 4;
    wp::mat_t<4, 4, wp::float32> var_26;
    const wp::float32 var_27 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_28;
    wp::float32 var_29;
    const wp::float32 var_30 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::mat_t<4, 4, wp::float32> var_34;
    wp::mat_t<4, 4, wp::float32> var_35;
    const wp::float32 var_36 = 0.69;
    wp::mat_t<2, 2, wp::float32> var_37;
    wp::mat_t<2, 2, wp::float32> var_38;
    const wp::int32 var_39 = 2;
    wp::mat_t<2, 2, wp::float32> var_40;
    const wp::int32 var_41 = 0;
    wp::float32 var_42;
    const wp::int32 var_43 = 1;
    wp::float32 var_44;
    wp::float32 var_45;
    const wp::int32 var_46 = 2;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::mat_t<2, 2, wp::float32> var_49;
    wp::mat_t<2, 2, wp::float32> var_50;
    //---------
    // forward
    // def matrix_000001_t(x0: wp.array3d(dtype=Any), s0: wp.mat22, acc0: wp.array(dtype=Any), out0: wp.array3d(dtype=Any), out1: wp.array3d(dtype=Any)):       <L 1>
    // i, j, k = wp.tid()                                                                     <L 2>
    builtin_tid3d(var_0, var_1, var_2);
    // v2 = x0[i, j, k]                                                                       <L 3>
    var_3 = wp::address(var_x0, var_0, var_1, var_2);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v3 = wp.vec3(1.5, 0.736, -1.442)                                                       <L 4>
    var_9 = wp::vec_t<3, wp::float32>(var_6, var_7, var_8);
    // v4 = (v2 * -1.276)                                                                     <L 5>
    var_11 = wp::mul(var_4, var_10);
    // v5 = matrix_000001_f0((s0 + s0), -1.6, -0.98)                                          <L 6>
    var_12 = wp::add(var_s0, var_s0);
    var_15 = matrix_000001_f0_0(var_12, var_13, var_14);
    // out0[i, j, k] = wp.identity(n=4, dtype=float) * -1.8 + wp.identity(n=4, dtype=float) * wp.sin(v5) + wp.identity(n=4, dtype=float) * (wp.ddot(v2, wp.mat33(1.0)) + wp.ddot(v4, wp.mat33(1.0)))       <L 7>
    var_17 = wp::identity<4, wp::float32>();
    var_19 = wp::mul(var_17, var_18);
    var_21 = wp::identity<4, wp::float32>();
    var_22 = wp::sin(var_15);
    var_23 = wp::mul(var_21, var_22);
    var_24 = wp::add(var_19, var_23);
    var_26 = wp::identity<4, wp::float32>();
    var_28 = wp::mat_t<3, 3, wp::float32>(var_27);
    var_29 = wp::ddot(var_4, var_28);
    var_31 = wp::mat_t<3, 3, wp::float32>(var_30);
    var_32 = wp::ddot(var_11, var_31);
    var_33 = wp::add(var_29, var_32);
    var_34 = wp::mul(var_26, var_33);
    var_35 = wp::add(var_24, var_34);
    wp::array_store(var_out0, var_0, var_1, var_2, var_35);
    // out1[i, j, k] = s0 + s0 * 0.69 + wp.identity(n=2, dtype=float) * (v3[0] + v3[1] + v3[2])       <L 8>
    var_37 = wp::mul(var_s0, var_36);
    var_38 = wp::add(var_s0, var_37);
    var_40 = wp::identity<2, wp::float32>();
    var_42 = wp::extract(var_9, var_41);
    var_44 = wp::extract(var_9, var_43);
    var_45 = wp::add(var_42, var_44);
    var_47 = wp::extract(var_9, var_46);
    var_48 = wp::add(var_45, var_47);
    var_49 = wp::mul(var_40, var_48);
    var_50 = wp::add(var_38, var_49);
    wp::array_store(var_out1, var_0, var_1, var_2, var_50);
}



void matrix_000001_t_3c6d336b_cpu_kernel_backward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_matrix_000001_t_3c6d336b *_wp_args,
    wp_args_matrix_000001_t_3c6d336b *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x0 = _wp_args->x0;
    wp::mat_t<2, 2, wp::float32> var_s0 = _wp_args->s0;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::mat_t<4, 4, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> var_out1 = _wp_args->out1;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_x0 = _wp_adj_args->x0;
    wp::mat_t<2, 2, wp::float32> adj_s0 = _wp_adj_args->s0;
    wp::array_t<wp::float32> adj_acc0 = _wp_adj_args->acc0;
    wp::array_t<wp::mat_t<4, 4, wp::float32>> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::mat_t<2, 2, wp::float32>> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::mat_t<3, 3, wp::float32>* var_3;
    wp::mat_t<3, 3, wp::float32> var_4;
    wp::mat_t<3, 3, wp::float32> var_5;
    const wp::float32 var_6 = 1.5;
    const wp::float32 var_7 = 0.736;
    const wp::float32 var_8 = -1.442;
    wp::vec_t<3, wp::float32> var_9;
    const wp::float32 var_10 = -1.276;
    wp::mat_t<3, 3, wp::float32> var_11;
    wp::mat_t<2, 2, wp::float32> var_12;
    const wp::float32 var_13 = -1.6;
    const wp::float32 var_14 = -0.98;
    wp::float32 var_15;
    const wp::int32 var_16 = 4;
    wp::mat_t<4, 4, wp::float32> var_17;
    const wp::float32 var_18 = -1.8;
    wp::mat_t<4, 4, wp::float32> var_19;
    const wp::int32 var_20 = 4;
    wp::mat_t<4, 4, wp::float32> var_21;
    wp::float32 var_22;
    wp::mat_t<4, 4, wp::float32> var_23;
    wp::mat_t<4, 4, wp::float32> var_24;
    const wp::int32 var_25 = 4;
    wp::mat_t<4, 4, wp::float32> var_26;
    const wp::float32 var_27 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_28;
    wp::float32 var_29;
    const wp::float32 var_30 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::mat_t<4, 4, wp::float32> var_34;
    wp::mat_t<4, 4, wp::float32> var_35;
    const wp::float32 var_36 = 0.69;
    wp::mat_t<2, 2, wp::float32> var_37;
    wp::mat_t<2, 2, wp::float32> var_38;
    const wp::int32 var_39 = 2;
    wp::mat_t<2, 2, wp::float32> var_40;
    const wp::int32 var_41 = 0;
    wp::float32 var_42;
    const wp::int32 var_43 = 1;
    wp::float32 var_44;
    wp::float32 var_45;
    const wp::int32 var_46 = 2;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::mat_t<2, 2, wp::float32> var_49;
    wp::mat_t<2, 2, wp::float32> var_50;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::mat_t<3, 3, wp::float32> adj_3 = {};
    wp::mat_t<3, 3, wp::float32> adj_4 = {};
    wp::mat_t<3, 3, wp::float32> adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::vec_t<3, wp::float32> adj_9 = {};
    wp::float32 adj_10 = {};
    wp::mat_t<3, 3, wp::float32> adj_11 = {};
    wp::mat_t<2, 2, wp::float32> adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::int32 adj_16 = {};
    wp::mat_t<4, 4, wp::float32> adj_17 = {};
    wp::float32 adj_18 = {};
    wp::mat_t<4, 4, wp::float32> adj_19 = {};
    wp::int32 adj_20 = {};
    wp::mat_t<4, 4, wp::float32> adj_21 = {};
    wp::float32 adj_22 = {};
    wp::mat_t<4, 4, wp::float32> adj_23 = {};
    wp::mat_t<4, 4, wp::float32> adj_24 = {};
    wp::int32 adj_25 = {};
    wp::mat_t<4, 4, wp::float32> adj_26 = {};
    wp::float32 adj_27 = {};
    wp::mat_t<3, 3, wp::float32> adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::mat_t<3, 3, wp::float32> adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::mat_t<4, 4, wp::float32> adj_34 = {};
    wp::mat_t<4, 4, wp::float32> adj_35 = {};
    wp::float32 adj_36 = {};
    wp::mat_t<2, 2, wp::float32> adj_37 = {};
    wp::mat_t<2, 2, wp::float32> adj_38 = {};
    wp::int32 adj_39 = {};
    wp::mat_t<2, 2, wp::float32> adj_40 = {};
    wp::int32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::int32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::int32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::mat_t<2, 2, wp::float32> adj_49 = {};
    wp::mat_t<2, 2, wp::float32> adj_50 = {};
    //---------
    // forward
    // def matrix_000001_t(x0: wp.array3d(dtype=Any), s0: wp.mat22, acc0: wp.array(dtype=Any), out0: wp.array3d(dtype=Any), out1: wp.array3d(dtype=Any)):       <L 1>
    // i, j, k = wp.tid()                                                                     <L 2>
    builtin_tid3d(var_0, var_1, var_2);
    // v2 = x0[i, j, k]                                                                       <L 3>
    var_3 = wp::address(var_x0, var_0, var_1, var_2);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v3 = wp.vec3(1.5, 0.736, -1.442)                                                       <L 4>
    var_9 = wp::vec_t<3, wp::float32>(var_6, var_7, var_8);
    // v4 = (v2 * -1.276)                                                                     <L 5>
    var_11 = wp::mul(var_4, var_10);
    // v5 = matrix_000001_f0((s0 + s0), -1.6, -0.98)                                          <L 6>
    var_12 = wp::add(var_s0, var_s0);
    var_15 = matrix_000001_f0_0(var_12, var_13, var_14);
    // out0[i, j, k] = wp.identity(n=4, dtype=float) * -1.8 + wp.identity(n=4, dtype=float) * wp.sin(v5) + wp.identity(n=4, dtype=float) * (wp.ddot(v2, wp.mat33(1.0)) + wp.ddot(v4, wp.mat33(1.0)))       <L 7>
    var_17 = wp::identity<4, wp::float32>();
    var_19 = wp::mul(var_17, var_18);
    var_21 = wp::identity<4, wp::float32>();
    var_22 = wp::sin(var_15);
    var_23 = wp::mul(var_21, var_22);
    var_24 = wp::add(var_19, var_23);
    var_26 = wp::identity<4, wp::float32>();
    var_28 = wp::mat_t<3, 3, wp::float32>(var_27);
    var_29 = wp::ddot(var_4, var_28);
    var_31 = wp::mat_t<3, 3, wp::float32>(var_30);
    var_32 = wp::ddot(var_11, var_31);
    var_33 = wp::add(var_29, var_32);
    var_34 = wp::mul(var_26, var_33);
    var_35 = wp::add(var_24, var_34);
    // wp::array_store(var_out0, var_0, var_1, var_2, var_35);
    // out1[i, j, k] = s0 + s0 * 0.69 + wp.identity(n=2, dtype=float) * (v3[0] + v3[1] + v3[2])       <L 8>
    var_37 = wp::mul(var_s0, var_36);
    var_38 = wp::add(var_s0, var_37);
    var_40 = wp::identity<2, wp::float32>();
    var_42 = wp::extract(var_9, var_41);
    var_44 = wp::extract(var_9, var_43);
    var_45 = wp::add(var_42, var_44);
    var_47 = wp::extract(var_9, var_46);
    var_48 = wp::add(var_45, var_47);
    var_49 = wp::mul(var_40, var_48);
    var_50 = wp::add(var_38, var_49);
    // wp::array_store(var_out1, var_0, var_1, var_2, var_50);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_1, var_2, var_50, adj_out1, adj_0, adj_1, adj_2, adj_50);
    wp::adj_add(var_38, var_49, adj_38, adj_49, adj_50);
    wp::adj_mul(var_40, var_48, adj_40, adj_48, adj_49);
    wp::adj_add(var_45, var_47, adj_45, adj_47, adj_48);
    wp::adj_extract(var_9, var_46, adj_9, adj_46, adj_47);
    wp::adj_add(var_42, var_44, adj_42, adj_44, adj_45);
    wp::adj_extract(var_9, var_43, adj_9, adj_43, adj_44);
    wp::adj_extract(var_9, var_41, adj_9, adj_41, adj_42);
    wp::adj_add(var_s0, var_37, adj_s0, adj_37, adj_38);
    wp::adj_mul(var_s0, var_36, adj_s0, adj_36, adj_37);
    // adj: out1[i, j, k] = s0 + s0 * 0.69 + wp.identity(n=2, dtype=float) * (v3[0] + v3[1] + v3[2])  <L 8>
    wp::adj_array_store(var_out0, var_0, var_1, var_2, var_35, adj_out0, adj_0, adj_1, adj_2, adj_35);
    wp::adj_add(var_24, var_34, adj_24, adj_34, adj_35);
    wp::adj_mul(var_26, var_33, adj_26, adj_33, adj_34);
    wp::adj_add(var_29, var_32, adj_29, adj_32, adj_33);
    wp::adj_ddot(var_11, var_31, adj_11, adj_31, adj_32);
    wp::adj_mat_t(var_30, adj_30, adj_31);
    wp::adj_ddot(var_4, var_28, adj_4, adj_28, adj_29);
    wp::adj_mat_t(var_27, adj_27, adj_28);
    wp::adj_add(var_19, var_23, adj_19, adj_23, adj_24);
    wp::adj_mul(var_21, var_22, adj_21, adj_22, adj_23);
    wp::adj_sin(var_15, adj_15, adj_22);
    wp::adj_mul(var_17, var_18, adj_17, adj_18, adj_19);
    // adj: out0[i, j, k] = wp.identity(n=4, dtype=float) * -1.8 + wp.identity(n=4, dtype=float) * wp.sin(v5) + wp.identity(n=4, dtype=float) * (wp.ddot(v2, wp.mat33(1.0)) + wp.ddot(v4, wp.mat33(1.0)))  <L 7>
    adj_matrix_000001_f0_0(var_12, var_13, var_14, adj_12, adj_13, adj_14, adj_15);
    wp::adj_add(var_s0, var_s0, adj_s0, adj_s0, adj_12);
    // adj: v5 = matrix_000001_f0((s0 + s0), -1.6, -0.98)                                     <L 6>
    wp::adj_mul(var_4, var_10, adj_4, adj_10, adj_11);
    // adj: v4 = (v2 * -1.276)                                                                <L 5>
    wp::adj_vec_t(var_6, var_7, var_8, adj_6, adj_7, adj_8, adj_9);
    // adj: v3 = wp.vec3(1.5, 0.736, -1.442)                                                  <L 4>
    wp::adj_copy(var_5, adj_3, adj_4);
    wp::adj_address(var_x0, var_0, var_1, var_2, adj_x0, adj_0, adj_1, adj_2, adj_3);
    // adj: v2 = x0[i, j, k]                                                                  <L 3>
    // adj: i, j, k = wp.tid()                                                                <L 2>
    // adj: def matrix_000001_t(x0: wp.array3d(dtype=Any), s0: wp.mat22, acc0: wp.array(dtype=Any), out0: wp.array3d(dtype=Any), out1: wp.array3d(dtype=Any)):  <L 1>
    return;
}



struct matrix_000001_t_3c6d336b_cpu_block_payload_forward
{
    wp_args_matrix_000001_t_3c6d336b* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void matrix_000001_t_3c6d336b_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    matrix_000001_t_3c6d336b_cpu_block_payload_forward* payload = (matrix_000001_t_3c6d336b_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    matrix_000001_t_3c6d336b_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void matrix_000001_t_3c6d336b_cpu_forward(
    wp::launch_bounds_t<3> *dim,
    wp_args_matrix_000001_t_3c6d336b *_wp_args)
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
        matrix_000001_t_3c6d336b_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &matrix_000001_t_3c6d336b_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct matrix_000001_t_3c6d336b_cpu_block_payload_backward
{
    wp_args_matrix_000001_t_3c6d336b* args;
    wp_args_matrix_000001_t_3c6d336b* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void matrix_000001_t_3c6d336b_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    matrix_000001_t_3c6d336b_cpu_block_payload_backward* payload = (matrix_000001_t_3c6d336b_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    matrix_000001_t_3c6d336b_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void matrix_000001_t_3c6d336b_cpu_backward(
    wp::launch_bounds_t<3> *dim,
    wp_args_matrix_000001_t_3c6d336b *_wp_args,
    wp_args_matrix_000001_t_3c6d336b *_wp_adj_args)
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
        matrix_000001_t_3c6d336b_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &matrix_000001_t_3c6d336b_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

