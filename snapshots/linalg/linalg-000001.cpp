// Generated for case linalg-000001 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_linalg_000001_ec619f31 {
    wp::array_t<wp::vec_t<3, wp::float32>> x0;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> x1;
    wp::array_t<wp::vec_t<3, wp::float32>> out0;
};


template <bool wp_linear_contiguous>
static void linalg_000001_ec619f31_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_linalg_000001_ec619f31 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::mat_t<3, 3, wp::float32>* var_4;
    wp::mat_t<3, 3, wp::float32> var_5;
    wp::mat_t<3, 3, wp::float32> var_6;
    const wp::float32 var_7 = -1.34;
    const wp::float32 var_8 = 1.54;
    const wp::float32 var_9 = 1.36;
    const wp::float32 var_10 = 0.0;
    const wp::float32 var_11 = 1.32;
    const wp::float32 var_12 = 1.33;
    const wp::float32 var_13 = -1.423;
    const wp::float32 var_14 = 0.178;
    const wp::float32 var_15 = -0.56;
    wp::mat_t<3, 3, wp::float32> var_16;
    const wp::float32 var_17 = -1.34;
    const wp::float32 var_18 = 1.54;
    const wp::float32 var_19 = 1.36;
    const wp::float32 var_20 = 0.0;
    const wp::float32 var_21 = 1.32;
    const wp::float32 var_22 = 1.33;
    const wp::float32 var_23 = -1.423;
    const wp::float32 var_24 = 0.178;
    const wp::float32 var_25 = -0.56;
    wp::mat_t<3, 3, wp::float32> var_26;
    wp::mat_t<3, 3, wp::float32> var_27;
    wp::mat_t<3, 3, wp::float32> var_28;
    const wp::int32 var_29 = 3;
    wp::mat_t<3, 3, wp::float32> var_30;
    wp::mat_t<3, 3, wp::float32> var_31;
    wp::mat_t<3, 3, wp::float32> var_32;
    wp::mat_t<3, 3, wp::float32> var_33;
    wp::vec_t<3, wp::float32> var_34;
    wp::mat_t<3, 3, wp::float32> var_35;
    wp::mat_t<3, 3, wp::float32> var_36;
    const wp::float32 var_37 = 0.22;
    const wp::float32 var_38 = 0.288;
    wp::vec_t<2, wp::float32> var_39;
    const wp::float32 var_40 = -0.879;
    const wp::float32 var_41 = -0.62;
    wp::vec_t<2, wp::float32> var_42;
    wp::mat_t<2, 2, wp::float32> var_43;
    const wp::float32 var_44 = -0.879;
    const wp::float32 var_45 = -0.62;
    wp::vec_t<2, wp::float32> var_46;
    wp::mat_t<2, 2, wp::float32> var_47;
    wp::mat_t<2, 2, wp::float32> var_48;
    wp::mat_t<2, 2, wp::float32> var_49;
    const wp::int32 var_50 = 2;
    wp::mat_t<2, 2, wp::float32> var_51;
    wp::mat_t<2, 2, wp::float32> var_52;
    wp::mat_t<2, 2, wp::float32> var_53;
    wp::vec_t<2, wp::float32> var_54;
    const wp::int32 var_55 = 2;
    wp::mat_t<2, 2, wp::float32> var_56;
    const wp::float32 var_57 = 0.0;
    wp::mat_t<2, 2, wp::float32> var_58;
    wp::vec_t<3, wp::float32> var_59;
    wp::vec_t<3, wp::float32> var_60;
    const wp::float32 var_61 = 0.51;
    wp::vec_t<3, wp::float32> var_62;
    wp::vec_t<3, wp::float32> var_63;
    //---------
    // forward
    // def linalg_000001(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.vec3)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = x1[tid]                                                                           <L 8>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // m2 = wp.inverse((wp.mat33(-1.34, 1.54, 1.36, 0.0, 1.32, 1.33, -1.423, 0.178, -0.56)) @ wp.transpose((wp.mat33(-1.34, 1.54, 1.36, 0.0, 1.32, 1.33, -1.423, 0.178, -0.56))) + wp.identity(n=3, dtype=float))       <L 9>
    var_16 = wp::mat_t<3, 3, wp::float32>(var_7, var_8, var_9, var_10, var_11, var_12, var_13, var_14, var_15);
    var_26 = wp::mat_t<3, 3, wp::float32>(var_17, var_18, var_19, var_20, var_21, var_22, var_23, var_24, var_25);
    var_27 = wp::transpose(var_26);
    var_28 = wp::mul(var_16, var_27);
    var_30 = wp::identity<3, wp::float32>();
    var_31 = wp::add(var_28, var_30);
    var_32 = wp::inverse(var_31);
    // m3 = wp.mat33()                                                                        <L 10>
    var_33 = wp::mat_t<3, 3, wp::float32>();
    // s4 = wp.vec3()                                                                         <L 11>
    var_34 = wp::vec_t<3, wp::float32>();
    // m5 = wp.mat33()                                                                        <L 12>
    var_35 = wp::mat_t<3, 3, wp::float32>();
    // wp.svd3(m2, m3, s4, m5)                                                                <L 13>
    wp::svd3(var_32, var_33, var_34, var_35);
    // v6 = wp.transpose(v1)                                                                  <L 14>
    var_36 = wp::transpose(var_5);
    // v7 = (wp.vec2(0.22, 0.288) @ wp.inverse((wp.diag(wp.vec2(-0.879, -0.62))) @ wp.transpose((wp.diag(wp.vec2(-0.879, -0.62)))) + wp.identity(n=2, dtype=float)))       <L 15>
    var_39 = wp::vec_t<2, wp::float32>(var_37, var_38);
    var_42 = wp::vec_t<2, wp::float32>(var_40, var_41);
    var_43 = wp::diag(var_42);
    var_46 = wp::vec_t<2, wp::float32>(var_44, var_45);
    var_47 = wp::diag(var_46);
    var_48 = wp::transpose(var_47);
    var_49 = wp::mul(var_43, var_48);
    var_51 = wp::identity<2, wp::float32>();
    var_52 = wp::add(var_49, var_51);
    var_53 = wp::inverse(var_52);
    var_54 = wp::mul(var_39, var_53);
    // v8 = wp.identity(n=2, dtype=float) * 0.0                                               <L 16>
    var_56 = wp::identity<2, wp::float32>();
    var_58 = wp::mul(var_56, var_57);
    // out0[tid] = v0 + s4 + (v0 @ m5) * 0.51                                                 <L 17>
    var_59 = wp::add(var_2, var_34);
    var_60 = wp::mul(var_2, var_35);
    var_62 = wp::mul(var_60, var_61);
    var_63 = wp::add(var_59, var_62);
    wp::array_store(var_out0, var_0, var_63);
}



template <bool wp_linear_contiguous>
static void linalg_000001_ec619f31_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_linalg_000001_ec619f31 *_wp_args,
    wp_args_linalg_000001_ec619f31 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::mat_t<3, 3, wp::float32>* var_4;
    wp::mat_t<3, 3, wp::float32> var_5;
    wp::mat_t<3, 3, wp::float32> var_6;
    const wp::float32 var_7 = -1.34;
    const wp::float32 var_8 = 1.54;
    const wp::float32 var_9 = 1.36;
    const wp::float32 var_10 = 0.0;
    const wp::float32 var_11 = 1.32;
    const wp::float32 var_12 = 1.33;
    const wp::float32 var_13 = -1.423;
    const wp::float32 var_14 = 0.178;
    const wp::float32 var_15 = -0.56;
    wp::mat_t<3, 3, wp::float32> var_16;
    const wp::float32 var_17 = -1.34;
    const wp::float32 var_18 = 1.54;
    const wp::float32 var_19 = 1.36;
    const wp::float32 var_20 = 0.0;
    const wp::float32 var_21 = 1.32;
    const wp::float32 var_22 = 1.33;
    const wp::float32 var_23 = -1.423;
    const wp::float32 var_24 = 0.178;
    const wp::float32 var_25 = -0.56;
    wp::mat_t<3, 3, wp::float32> var_26;
    wp::mat_t<3, 3, wp::float32> var_27;
    wp::mat_t<3, 3, wp::float32> var_28;
    const wp::int32 var_29 = 3;
    wp::mat_t<3, 3, wp::float32> var_30;
    wp::mat_t<3, 3, wp::float32> var_31;
    wp::mat_t<3, 3, wp::float32> var_32;
    wp::mat_t<3, 3, wp::float32> var_33;
    wp::vec_t<3, wp::float32> var_34;
    wp::mat_t<3, 3, wp::float32> var_35;
    wp::mat_t<3, 3, wp::float32> var_36;
    const wp::float32 var_37 = 0.22;
    const wp::float32 var_38 = 0.288;
    wp::vec_t<2, wp::float32> var_39;
    const wp::float32 var_40 = -0.879;
    const wp::float32 var_41 = -0.62;
    wp::vec_t<2, wp::float32> var_42;
    wp::mat_t<2, 2, wp::float32> var_43;
    const wp::float32 var_44 = -0.879;
    const wp::float32 var_45 = -0.62;
    wp::vec_t<2, wp::float32> var_46;
    wp::mat_t<2, 2, wp::float32> var_47;
    wp::mat_t<2, 2, wp::float32> var_48;
    wp::mat_t<2, 2, wp::float32> var_49;
    const wp::int32 var_50 = 2;
    wp::mat_t<2, 2, wp::float32> var_51;
    wp::mat_t<2, 2, wp::float32> var_52;
    wp::mat_t<2, 2, wp::float32> var_53;
    wp::vec_t<2, wp::float32> var_54;
    const wp::int32 var_55 = 2;
    wp::mat_t<2, 2, wp::float32> var_56;
    const wp::float32 var_57 = 0.0;
    wp::mat_t<2, 2, wp::float32> var_58;
    wp::vec_t<3, wp::float32> var_59;
    wp::vec_t<3, wp::float32> var_60;
    const wp::float32 var_61 = 0.51;
    wp::vec_t<3, wp::float32> var_62;
    wp::vec_t<3, wp::float32> var_63;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<3, wp::float32> adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::mat_t<3, 3, wp::float32> adj_4 = {};
    wp::mat_t<3, 3, wp::float32> adj_5 = {};
    wp::mat_t<3, 3, wp::float32> adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::mat_t<3, 3, wp::float32> adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::mat_t<3, 3, wp::float32> adj_26 = {};
    wp::mat_t<3, 3, wp::float32> adj_27 = {};
    wp::mat_t<3, 3, wp::float32> adj_28 = {};
    wp::int32 adj_29 = {};
    wp::mat_t<3, 3, wp::float32> adj_30 = {};
    wp::mat_t<3, 3, wp::float32> adj_31 = {};
    wp::mat_t<3, 3, wp::float32> adj_32 = {};
    wp::mat_t<3, 3, wp::float32> adj_33 = {};
    wp::vec_t<3, wp::float32> adj_34 = {};
    wp::mat_t<3, 3, wp::float32> adj_35 = {};
    wp::mat_t<3, 3, wp::float32> adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::vec_t<2, wp::float32> adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::vec_t<2, wp::float32> adj_42 = {};
    wp::mat_t<2, 2, wp::float32> adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::vec_t<2, wp::float32> adj_46 = {};
    wp::mat_t<2, 2, wp::float32> adj_47 = {};
    wp::mat_t<2, 2, wp::float32> adj_48 = {};
    wp::mat_t<2, 2, wp::float32> adj_49 = {};
    wp::int32 adj_50 = {};
    wp::mat_t<2, 2, wp::float32> adj_51 = {};
    wp::mat_t<2, 2, wp::float32> adj_52 = {};
    wp::mat_t<2, 2, wp::float32> adj_53 = {};
    wp::vec_t<2, wp::float32> adj_54 = {};
    wp::int32 adj_55 = {};
    wp::mat_t<2, 2, wp::float32> adj_56 = {};
    wp::float32 adj_57 = {};
    wp::mat_t<2, 2, wp::float32> adj_58 = {};
    wp::vec_t<3, wp::float32> adj_59 = {};
    wp::vec_t<3, wp::float32> adj_60 = {};
    wp::float32 adj_61 = {};
    wp::vec_t<3, wp::float32> adj_62 = {};
    wp::vec_t<3, wp::float32> adj_63 = {};
    //---------
    // forward
    // def linalg_000001(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.vec3)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = x1[tid]                                                                           <L 8>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // m2 = wp.inverse((wp.mat33(-1.34, 1.54, 1.36, 0.0, 1.32, 1.33, -1.423, 0.178, -0.56)) @ wp.transpose((wp.mat33(-1.34, 1.54, 1.36, 0.0, 1.32, 1.33, -1.423, 0.178, -0.56))) + wp.identity(n=3, dtype=float))       <L 9>
    var_16 = wp::mat_t<3, 3, wp::float32>(var_7, var_8, var_9, var_10, var_11, var_12, var_13, var_14, var_15);
    var_26 = wp::mat_t<3, 3, wp::float32>(var_17, var_18, var_19, var_20, var_21, var_22, var_23, var_24, var_25);
    var_27 = wp::transpose(var_26);
    var_28 = wp::mul(var_16, var_27);
    var_30 = wp::identity<3, wp::float32>();
    var_31 = wp::add(var_28, var_30);
    var_32 = wp::inverse(var_31);
    // m3 = wp.mat33()                                                                        <L 10>
    var_33 = wp::mat_t<3, 3, wp::float32>();
    // s4 = wp.vec3()                                                                         <L 11>
    var_34 = wp::vec_t<3, wp::float32>();
    // m5 = wp.mat33()                                                                        <L 12>
    var_35 = wp::mat_t<3, 3, wp::float32>();
    // wp.svd3(m2, m3, s4, m5)                                                                <L 13>
    wp::svd3(var_32, var_33, var_34, var_35);
    // v6 = wp.transpose(v1)                                                                  <L 14>
    var_36 = wp::transpose(var_5);
    // v7 = (wp.vec2(0.22, 0.288) @ wp.inverse((wp.diag(wp.vec2(-0.879, -0.62))) @ wp.transpose((wp.diag(wp.vec2(-0.879, -0.62)))) + wp.identity(n=2, dtype=float)))       <L 15>
    var_39 = wp::vec_t<2, wp::float32>(var_37, var_38);
    var_42 = wp::vec_t<2, wp::float32>(var_40, var_41);
    var_43 = wp::diag(var_42);
    var_46 = wp::vec_t<2, wp::float32>(var_44, var_45);
    var_47 = wp::diag(var_46);
    var_48 = wp::transpose(var_47);
    var_49 = wp::mul(var_43, var_48);
    var_51 = wp::identity<2, wp::float32>();
    var_52 = wp::add(var_49, var_51);
    var_53 = wp::inverse(var_52);
    var_54 = wp::mul(var_39, var_53);
    // v8 = wp.identity(n=2, dtype=float) * 0.0                                               <L 16>
    var_56 = wp::identity<2, wp::float32>();
    var_58 = wp::mul(var_56, var_57);
    // out0[tid] = v0 + s4 + (v0 @ m5) * 0.51                                                 <L 17>
    var_59 = wp::add(var_2, var_34);
    var_60 = wp::mul(var_2, var_35);
    var_62 = wp::mul(var_60, var_61);
    var_63 = wp::add(var_59, var_62);
    // wp::array_store(var_out0, var_0, var_63);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_63, adj_out0, adj_0, adj_63);
    wp::adj_add(var_59, var_62, adj_59, adj_62, adj_63);
    wp::adj_mul(var_60, var_61, adj_60, adj_61, adj_62);
    wp::adj_mul(var_2, var_35, adj_2, adj_35, adj_60);
    wp::adj_add(var_2, var_34, adj_2, adj_34, adj_59);
    // adj: out0[tid] = v0 + s4 + (v0 @ m5) * 0.51                                            <L 17>
    wp::adj_mul(var_56, var_57, adj_56, adj_57, adj_58);
    // adj: v8 = wp.identity(n=2, dtype=float) * 0.0                                          <L 16>
    wp::adj_mul(var_39, var_53, adj_39, adj_53, adj_54);
    wp::adj_inverse(var_52, var_53, adj_52, adj_53);
    wp::adj_add(var_49, var_51, adj_49, adj_51, adj_52);
    wp::adj_mul(var_43, var_48, adj_43, adj_48, adj_49);
    wp::adj_transpose(var_47, adj_47, adj_48);
    wp::adj_diag(var_46, adj_46, adj_47);
    wp::adj_vec_t(var_44, var_45, adj_44, adj_45, adj_46);
    wp::adj_diag(var_42, adj_42, adj_43);
    wp::adj_vec_t(var_40, var_41, adj_40, adj_41, adj_42);
    wp::adj_vec_t(var_37, var_38, adj_37, adj_38, adj_39);
    // adj: v7 = (wp.vec2(0.22, 0.288) @ wp.inverse((wp.diag(wp.vec2(-0.879, -0.62))) @ wp.transpose((wp.diag(wp.vec2(-0.879, -0.62)))) + wp.identity(n=2, dtype=float)))  <L 15>
    wp::adj_transpose(var_5, adj_5, adj_36);
    // adj: v6 = wp.transpose(v1)                                                             <L 14>
    wp::adj_svd3(var_32, var_33, var_34, var_35, adj_32, adj_33, adj_34, adj_35);
    // adj: wp.svd3(m2, m3, s4, m5)                                                           <L 13>
    // adj: m5 = wp.mat33()                                                                   <L 12>
    // adj: s4 = wp.vec3()                                                                    <L 11>
    // adj: m3 = wp.mat33()                                                                   <L 10>
    wp::adj_inverse(var_31, var_32, adj_31, adj_32);
    wp::adj_add(var_28, var_30, adj_28, adj_30, adj_31);
    wp::adj_mul(var_16, var_27, adj_16, adj_27, adj_28);
    wp::adj_transpose(var_26, adj_26, adj_27);
    wp::adj_mat_t(var_17, var_18, var_19, var_20, var_21, var_22, var_23, var_24, var_25, adj_17, adj_18, adj_19, adj_20, adj_21, adj_22, adj_23, adj_24, adj_25, adj_26);
    wp::adj_mat_t(var_7, var_8, var_9, var_10, var_11, var_12, var_13, var_14, var_15, adj_7, adj_8, adj_9, adj_10, adj_11, adj_12, adj_13, adj_14, adj_15, adj_16);
    // adj: m2 = wp.inverse((wp.mat33(-1.34, 1.54, 1.36, 0.0, 1.32, 1.33, -1.423, 0.178, -0.56)) @ wp.transpose((wp.mat33(-1.34, 1.54, 1.36, 0.0, 1.32, 1.33, -1.423, 0.178, -0.56))) + wp.identity(n=3, dtype=float))  <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def linalg_000001(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.vec3)):  <L 5>
    return;
}



struct linalg_000001_ec619f31_cpu_block_payload_forward
{
    wp_args_linalg_000001_ec619f31* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void linalg_000001_ec619f31_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    linalg_000001_ec619f31_cpu_block_payload_forward* payload = (linalg_000001_ec619f31_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    linalg_000001_ec619f31_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void linalg_000001_ec619f31_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_linalg_000001_ec619f31 *_wp_args)
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
        linalg_000001_ec619f31_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &linalg_000001_ec619f31_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct linalg_000001_ec619f31_cpu_block_payload_backward
{
    wp_args_linalg_000001_ec619f31* args;
    wp_args_linalg_000001_ec619f31* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void linalg_000001_ec619f31_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    linalg_000001_ec619f31_cpu_block_payload_backward* payload = (linalg_000001_ec619f31_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    linalg_000001_ec619f31_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void linalg_000001_ec619f31_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_linalg_000001_ec619f31 *_wp_args,
    wp_args_linalg_000001_ec619f31 *_wp_adj_args)
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
        linalg_000001_ec619f31_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &linalg_000001_ec619f31_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

