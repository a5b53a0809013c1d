// Generated for case linalg-000002 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_linalg_000002_3cfa7561 {
    wp::array_t<wp::mat_t<3, 3, wp::float32>> x0;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> out0;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> out1;
};


template <bool wp_linear_contiguous>
static void linalg_000002_3cfa7561_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_linalg_000002_3cfa7561 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::mat_t<3, 3, wp::float32>* var_1;
    wp::mat_t<3, 3, wp::float32> var_2;
    wp::mat_t<3, 3, wp::float32> var_3;
    wp::mat_t<3, 3, wp::float32> var_4;
    wp::mat_t<3, 3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::mat_t<3, 3, wp::float32> var_7;
    wp::mat_t<3, 3, wp::float32> var_8;
    const wp::int32 var_9 = 0;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 1;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::int32 var_15 = 2;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::vec_t<3, wp::float32> var_18;
    wp::mat_t<3, 3, wp::float32> var_19;
    wp::mat_t<3, 3, wp::float32> var_20;
    wp::mat_t<3, 3, wp::float32> var_21;
    wp::mat_t<3, 3, wp::float32> var_22;
    wp::float32 var_23;
    const wp::float32 var_24 = 1.91;
    const wp::float32 var_25 = -1.95;
    wp::vec_t<2, wp::float32> var_26;
    wp::mat_t<2, 2, wp::float32> var_27;
    const wp::float32 var_28 = -0.9;
    const wp::float32 var_29 = -1.9;
    const wp::float32 var_30 = -0.36;
    wp::vec_t<3, wp::float32> var_31;
    wp::vec_t<3, wp::float32> var_32;
    const wp::float32 var_33 = 3.0;
    const wp::float32 var_34 = 1.5;
    const wp::float32 var_35 = -2.0;
    wp::vec_t<3, wp::float32> var_36;
    wp::vec_t<3, wp::float32> var_37;
    const wp::float32 var_38 = 1.582;
    wp::vec_t<3, wp::float32> var_39;
    wp::mat_t<3, 3, wp::float32> var_40;
    wp::mat_t<3, 3, wp::float32> var_41;
    wp::mat_t<3, 3, wp::float32> var_42;
    wp::mat_t<3, 3, wp::float32> var_43;
    const wp::int32 var_44 = 5;
    wp::int32 var_45;
    wp::shape_t* var_46;
    const wp::int32 var_47 = 0;
    wp::int32 var_48;
    wp::shape_t var_49;
    wp::int32 var_50;
    wp::mat_t<3, 3, wp::float32>* var_51;
    const wp::float32 var_52 = 1.97;
    wp::mat_t<3, 3, wp::float32> var_53;
    wp::mat_t<3, 3, wp::float32> var_54;
    wp::mat_t<3, 3, wp::float32> var_55;
    wp::mat_t<3, 3, wp::float32> var_56;
    wp::mat_t<3, 3, wp::float32> var_57;
    const wp::float32 var_58 = 1.93;
    wp::mat_t<3, 3, wp::float32> var_59;
    wp::mat_t<3, 3, wp::float32> var_60;
    //---------
    // forward
    // def linalg_000002(x0: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.mat33), out1: wp.array(dtype=wp.mat33)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // m1 = v0                                                                                <L 8>
    var_4 = wp::copy(var_2);
    // m2 = wp.mat33()                                                                        <L 9>
    var_5 = wp::mat_t<3, 3, wp::float32>();
    // s3 = wp.vec3()                                                                         <L 10>
    var_6 = wp::vec_t<3, wp::float32>();
    // wp.eig3(m1 + wp.transpose(m1), m2, s3)                                                 <L 11>
    var_7 = wp::transpose(var_4);
    var_8 = wp::add(var_4, var_7);
    wp::eig3(var_8, var_5, var_6);
    // v4 = m2 @ wp.diag(wp.vec3(wp.tanh(s3[0]), wp.tanh(s3[1]), wp.tanh(s3[2]))) @ wp.transpose(m2)       <L 12>
    var_10 = wp::extract(var_6, var_9);
    var_11 = wp::tanh(var_10);
    var_13 = wp::extract(var_6, var_12);
    var_14 = wp::tanh(var_13);
    var_16 = wp::extract(var_6, var_15);
    var_17 = wp::tanh(var_16);
    var_18 = wp::vec_t<3, wp::float32>(var_11, var_14, var_17);
    var_19 = wp::diag(var_18);
    var_20 = wp::mul(var_5, var_19);
    var_21 = wp::transpose(var_5);
    var_22 = wp::mul(var_20, var_21);
    // v5 = wp.length(s3)                                                                     <L 13>
    var_23 = wp::length(var_6);
    // v6 = wp.diag(wp.vec2(1.91, -1.95))                                                     <L 14>
    var_26 = wp::vec_t<2, wp::float32>(var_24, var_25);
    var_27 = wp::diag(var_26);
    // v7 = wp.cw_div((v4 @ wp.vec3(-0.9, -1.9, -0.36)), wp.vec3(3.0, 1.5, -2.0))             <L 15>
    var_31 = wp::vec_t<3, wp::float32>(var_28, var_29, var_30);
    var_32 = wp::mul(var_22, var_31);
    var_36 = wp::vec_t<3, wp::float32>(var_33, var_34, var_35);
    var_37 = wp::cw_div(var_32, var_36);
    // v8 = (wp.outer(wp.vec3(1.582), v7) @ v4)                                               <L 16>
    var_39 = wp::vec_t<3, wp::float32>(var_38);
    var_40 = wp::outer(var_39, var_37);
    var_41 = wp::mul(var_40, var_22);
    // out0[tid] = m1 + v4 + v8 + x0[(tid + 5) % x0.shape[0]] * 1.97                          <L 17>
    var_42 = wp::add(var_4, var_22);
    var_43 = wp::add(var_42, var_41);
    var_45 = wp::add(var_0, var_44);
    var_46 = &(var_x0.shape);
    var_49 = wp::load(var_46);
    var_48 = wp::extract(var_49, var_47);
    var_50 = wp::mod(var_45, var_48);
    var_51 = wp::address(var_x0, var_50);
    var_54 = wp::load(var_51);
    var_53 = wp::mul(var_54, var_52);
    var_55 = wp::add(var_43, var_53);
    wp::array_store(var_out0, var_0, var_55);
    // out1[tid] = m1 + v4 + v8 + v4 * 1.93                                                   <L 18>
    var_56 = wp::add(var_4, var_22);
    var_57 = wp::add(var_56, var_41);
    var_59 = wp::mul(var_22, var_58);
    var_60 = wp::add(var_57, var_59);
    wp::array_store(var_out1, var_0, var_60);
}



template <bool wp_linear_contiguous>
static void linalg_000002_3cfa7561_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_linalg_000002_3cfa7561 *_wp_args,
    wp_args_linalg_000002_3cfa7561 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_out1 = _wp_args->out1;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::mat_t<3, 3, wp::float32>* var_1;
    wp::mat_t<3, 3, wp::float32> var_2;
    wp::mat_t<3, 3, wp::float32> var_3;
    wp::mat_t<3, 3, wp::float32> var_4;
    wp::mat_t<3, 3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::mat_t<3, 3, wp::float32> var_7;
    wp::mat_t<3, 3, wp::float32> var_8;
    const wp::int32 var_9 = 0;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 1;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::int32 var_15 = 2;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::vec_t<3, wp::float32> var_18;
    wp::mat_t<3, 3, wp::float32> var_19;
    wp::mat_t<3, 3, wp::float32> var_20;
    wp::mat_t<3, 3, wp::float32> var_21;
    wp::mat_t<3, 3, wp::float32> var_22;
    wp::float32 var_23;
    const wp::float32 var_24 = 1.91;
    const wp::float32 var_25 = -1.95;
    wp::vec_t<2, wp::float32> var_26;
    wp::mat_t<2, 2, wp::float32> var_27;
    const wp::float32 var_28 = -0.9;
    const wp::float32 var_29 = -1.9;
    const wp::float32 var_30 = -0.36;
    wp::vec_t<3, wp::float32> var_31;
    wp::vec_t<3, wp::float32> var_32;
    const wp::float32 var_33 = 3.0;
    const wp::float32 var_34 = 1.5;
    const wp::float32 var_35 = -2.0;
    wp::vec_t<3, wp::float32> var_36;
    wp::vec_t<3, wp::float32> var_37;
    const wp::float32 var_38 = 1.582;
    wp::vec_t<3, wp::float32> var_39;
    wp::mat_t<3, 3, wp::float32> var_40;
    wp::mat_t<3, 3, wp::float32> var_41;
    wp::mat_t<3, 3, wp::float32> var_42;
    wp::mat_t<3, 3, wp::float32> var_43;
    const wp::int32 var_44 = 5;
    wp::int32 var_45;
    wp::shape_t* var_46;
    const wp::int32 var_47 = 0;
    wp::int32 var_48;
    wp::shape_t var_49;
    wp::int32 var_50;
    wp::mat_t<3, 3, wp::float32>* var_51;
    const wp::float32 var_52 = 1.97;
    wp::mat_t<3, 3, wp::float32> var_53;
    wp::mat_t<3, 3, wp::float32> var_54;
    wp::mat_t<3, 3, wp::float32> var_55;
    wp::mat_t<3, 3, wp::float32> var_56;
    wp::mat_t<3, 3, wp::float32> var_57;
    const wp::float32 var_58 = 1.93;
    wp::mat_t<3, 3, wp::float32> var_59;
    wp::mat_t<3, 3, wp::float32> var_60;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::mat_t<3, 3, wp::float32> adj_1 = {};
    wp::mat_t<3, 3, wp::float32> adj_2 = {};
    wp::mat_t<3, 3, wp::float32> adj_3 = {};
    wp::mat_t<3, 3, wp::float32> adj_4 = {};
    wp::mat_t<3, 3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::mat_t<3, 3, wp::float32> adj_7 = {};
    wp::mat_t<3, 3, wp::float32> adj_8 = {};
    wp::int32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::int32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    wp::mat_t<3, 3, wp::float32> adj_19 = {};
    wp::mat_t<3, 3, wp::float32> adj_20 = {};
    wp::mat_t<3, 3, wp::float32> adj_21 = {};
    wp::mat_t<3, 3, wp::float32> adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::vec_t<2, wp::float32> adj_26 = {};
    wp::mat_t<2, 2, wp::float32> adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::vec_t<3, wp::float32> adj_31 = {};
    wp::vec_t<3, wp::float32> adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::vec_t<3, wp::float32> adj_36 = {};
    wp::vec_t<3, wp::float32> adj_37 = {};
    wp::float32 adj_38 = {};
    wp::vec_t<3, wp::float32> adj_39 = {};
    wp::mat_t<3, 3, wp::float32> adj_40 = {};
    wp::mat_t<3, 3, wp::float32> adj_41 = {};
    wp::mat_t<3, 3, wp::float32> adj_42 = {};
    wp::mat_t<3, 3, wp::float32> adj_43 = {};
    wp::int32 adj_44 = {};
    wp::int32 adj_45 = {};
    wp::shape_t adj_46 = {};
    wp::int32 adj_47 = {};
    wp::int32 adj_48 = {};
    wp::shape_t adj_49 = {};
    wp::int32 adj_50 = {};
    wp::mat_t<3, 3, wp::float32> adj_51 = {};
    wp::float32 adj_52 = {};
    wp::mat_t<3, 3, wp::float32> adj_53 = {};
    wp::mat_t<3, 3, wp::float32> adj_54 = {};
    wp::mat_t<3, 3, wp::float32> adj_55 = {};
    wp::mat_t<3, 3, wp::float32> adj_56 = {};
    wp::mat_t<3, 3, wp::float32> adj_57 = {};
    wp::float32 adj_58 = {};
    wp::mat_t<3, 3, wp::float32> adj_59 = {};
    wp::mat_t<3, 3, wp::float32> adj_60 = {};
    //---------
    // forward
    // def linalg_000002(x0: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.mat33), out1: wp.array(dtype=wp.mat33)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // m1 = v0                                                                                <L 8>
    var_4 = wp::copy(var_2);
    // m2 = wp.mat33()                                                                        <L 9>
    var_5 = wp::mat_t<3, 3, wp::float32>();
    // s3 = wp.vec3()                                                                         <L 10>
    var_6 = wp::vec_t<3, wp::float32>();
    // wp.eig3(m1 + wp.transpose(m1), m2, s3)                                                 <L 11>
    var_7 = wp::transpose(var_4);
    var_8 = wp::add(var_4, var_7);
    wp::eig3(var_8, var_5, var_6);
    // v4 = m2 @ wp.diag(wp.vec3(wp.tanh(s3[0]), wp.tanh(s3[1]), wp.tanh(s3[2]))) @ wp.transpose(m2)       <L 12>
    var_10 = wp::extract(var_6, var_9);
    var_11 = wp::tanh(var_10);
    var_13 = wp::extract(var_6, var_12);
    var_14 = wp::tanh(var_13);
    var_16 = wp::extract(var_6, var_15);
    var_17 = wp::tanh(var_16);
    var_18 = wp::vec_t<3, wp::float32>(var_11, var_14, var_17);
    var_19 = wp::diag(var_18);
    var_20 = wp::mul(var_5, var_19);
    var_21 = wp::transpose(var_5);
    var_22 = wp::mul(var_20, var_21);
    // v5 = wp.length(s3)                                                                     <L 13>
    var_23 = wp::length(var_6);
    // v6 = wp.diag(wp.vec2(1.91, -1.95))                                                     <L 14>
    var_26 = wp::vec_t<2, wp::float32>(var_24, var_25);
    var_27 = wp::diag(var_26);
    // v7 = wp.cw_div((v4 @ wp.vec3(-0.9, -1.9, -0.36)), wp.vec3(3.0, 1.5, -2.0))             <L 15>
    var_31 = wp::vec_t<3, wp::float32>(var_28, var_29, var_30);
    var_32 = wp::mul(var_22, var_31);
    var_36 = wp::vec_t<3, wp::float32>(var_33, var_34, var_35);
    var_37 = wp::cw_div(var_32, var_36);
    // v8 = (wp.outer(wp.vec3(1.582), v7) @ v4)                                               <L 16>
    var_39 = wp::vec_t<3, wp::float32>(var_38);
    var_40 = wp::outer(var_39, var_37);
    var_41 = wp::mul(var_40, var_22);
    // out0[tid] = m1 + v4 + v8 + x0[(tid + 5) % x0.shape[0]] * 1.97                          <L 17>
    var_42 = wp::add(var_4, var_22);
    var_43 = wp::add(var_42, var_41);
    var_45 = wp::add(var_0, var_44);
    var_46 = &(var_x0.shape);
    var_49 = wp::load(var_46);
    var_48 = wp::extract(var_49, var_47);
    var_50 = wp::mod(var_45, var_48);
    var_51 = wp::address(var_x0, var_50);
    var_54 = wp::load(var_51);
    var_53 = wp::mul(var_54, var_52);
    var_55 = wp::add(var_43, var_53);
    // wp::array_store(var_out0, var_0, var_55);
    // out1[tid] = m1 + v4 + v8 + v4 * 1.93                                                   <L 18>
    var_56 = wp::add(var_4, var_22);
    var_57 = wp::add(var_56, var_41);
    var_59 = wp::mul(var_22, var_58);
    var_60 = wp::add(var_57, var_59);
    // wp::array_store(var_out1, var_0, var_60);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_60, adj_out1, adj_0, adj_60);
    wp::adj_add(var_57, var_59, adj_57, adj_59, adj_60);
    wp::adj_mul(var_22, var_58, adj_22, adj_58, adj_59);
    wp::adj_add(var_56, var_41, adj_56, adj_41, adj_57);
    wp::adj_add(var_4, var_22, adj_4, adj_22, adj_56);
    // adj: out1[tid] = m1 + v4 + v8 + v4 * 1.93                                              <L 18>
    wp::adj_array_store(var_out0, var_0, var_55, adj_out0, adj_0, adj_55);
    wp::adj_add(var_43, var_53, adj_43, adj_53, adj_55);
    wp::adj_mul(var_54, var_52, adj_51, adj_52, adj_53);
    wp::adj_address(var_x0, var_50, adj_x0, adj_50, adj_51);
    wp::adj_mod(var_45, var_48, adj_45, adj_48, adj_50);
    adj_x0.shape = adj_46;
    wp::adj_add(var_0, var_44, adj_0, adj_44, adj_45);
    wp::adj_add(var_42, var_41, adj_42, adj_41, adj_43);
    wp::adj_add(var_4, var_22, adj_4, adj_22, adj_42);
    // adj: out0[tid] = m1 + v4 + v8 + x0[(tid + 5) % x0.shape[0]] * 1.97                     <L 17>
    wp::adj_mul(var_40, var_22, adj_40, adj_22, adj_41);
    wp::adj_outer(var_39, var_37, adj_39, adj_37, adj_40);
    wp::adj_vec_t(var_38, adj_38, adj_39);
    // adj: v8 = (wp.outer(wp.vec3(1.582), v7) @ v4)                                          <L 16>
    wp::adj_cw_div(var_32, var_36, var_37, adj_32, adj_36, adj_37);
    wp::adj_vec_t(var_33, var_34, var_35, adj_33, adj_34, adj_35, adj_36);
    wp::adj_mul(var_22, var_31, adj_22, adj_31, adj_32);
    wp::adj_vec_t(var_28, var_29, var_30, adj_28, adj_29, adj_30, adj_31);
    // adj: v7 = wp.cw_div((v4 @ wp.vec3(-0.9, -1.9, -0.36)), wp.vec3(3.0, 1.5, -2.0))        <L 15>
    wp::adj_diag(var_26, adj_26, adj_27);
    wp::adj_vec_t(var_24, var_25, adj_24, adj_25, adj_26);
    // adj: v6 = wp.diag(wp.vec2(1.91, -1.95))                                                <L 14>
    wp::adj_length(var_6, var_23, adj_6, adj_23);
    // adj: v5 = wp.length(s3)                                                                <L 13>
    wp::adj_mul(var_20, var_21, adj_20, adj_21, adj_22);
    wp::adj_transpose(var_5, adj_5, adj_21);
    wp::adj_mul(var_5, var_19, adj_5, adj_19, adj_20);
    wp::adj_diag(var_18, adj_18, adj_19);
    wp::adj_vec_t(var_11, var_14, var_17, adj_11, adj_14, adj_17, adj_18);
    wp::adj_tanh(var_16, var_17, adj_16, adj_17);
    wp::adj_extract(var_6, var_15, adj_6, adj_15, adj_16);
    wp::adj_tanh(var_13, var_14, adj_13, adj_14);
    wp::adj_extract(var_6, var_12, adj_6, adj_12, adj_13);
    wp::adj_tanh(var_10, var_11, adj_10, adj_11);
    wp::adj_extract(var_6, var_9, adj_6, adj_9, adj_10);
    // adj: v4 = m2 @ wp.diag(wp.vec3(wp.tanh(s3[0]), wp.tanh(s3[1]), wp.tanh(s3[2]))) @ wp.transpose(m2)  <L 12>
    wp::adj_eig3(var_8, var_5, var_6, adj_8, adj_5, adj_6);
    wp::adj_add(var_4, var_7, adj_4, adj_7, adj_8);
    wp::adj_transpose(var_4, adj_4, adj_7);
    // adj: wp.eig3(m1 + wp.transpose(m1), m2, s3)                                            <L 11>
    // adj: s3 = wp.vec3()                                                                    <L 10>
    // adj: m2 = wp.mat33()                                                                   <L 9>
    wp::adj_copy(var_2, adj_2, adj_4);
    // adj: m1 = v0                                                                           <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def linalg_000002(x0: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.mat33), out1: wp.array(dtype=wp.mat33)):  <L 5>
    return;
}



struct linalg_000002_3cfa7561_cpu_block_payload_forward
{
    wp_args_linalg_000002_3cfa7561* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void linalg_000002_3cfa7561_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    linalg_000002_3cfa7561_cpu_block_payload_forward* payload = (linalg_000002_3cfa7561_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    linalg_000002_3cfa7561_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void linalg_000002_3cfa7561_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_linalg_000002_3cfa7561 *_wp_args)
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
        linalg_000002_3cfa7561_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &linalg_000002_3cfa7561_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct linalg_000002_3cfa7561_cpu_block_payload_backward
{
    wp_args_linalg_000002_3cfa7561* args;
    wp_args_linalg_000002_3cfa7561* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void linalg_000002_3cfa7561_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    linalg_000002_3cfa7561_cpu_block_payload_backward* payload = (linalg_000002_3cfa7561_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    linalg_000002_3cfa7561_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void linalg_000002_3cfa7561_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_linalg_000002_3cfa7561 *_wp_args,
    wp_args_linalg_000002_3cfa7561 *_wp_adj_args)
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
        linalg_000002_3cfa7561_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &linalg_000002_3cfa7561_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

