// Generated for case transform-000000 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_transform_000000_ad5fbe58 {
    wp::array_t<wp::vec_t<3, wp::float32>> x0;
    wp::array_t<wp::transform_t<wp::float32>> x1;
    wp::array_t<wp::transform_t<wp::float32>> x2;
    wp::array_t<wp::transform_t<wp::float32>> out0;
    wp::array_t<wp::transform_t<wp::float32>> out1;
};


template <bool wp_linear_contiguous>
static void transform_000000_ad5fbe58_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_transform_000000_ad5fbe58 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::transform_t<wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::transform_t<wp::float32>> var_x2 = _wp_args->x2;
    wp::array_t<wp::transform_t<wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::transform_t<wp::float32>> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::transform_t<wp::float32>* var_4;
    wp::transform_t<wp::float32> var_5;
    wp::transform_t<wp::float32> var_6;
    wp::transform_t<wp::float32>* var_7;
    wp::transform_t<wp::float32> var_8;
    wp::transform_t<wp::float32> var_9;
    const wp::float32 var_10 = 0.0;
    const wp::float32 var_11 = 0.0;
    const wp::float32 var_12 = 2.5;
    wp::vec_t<3, wp::float32> var_13;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    const wp::float32 var_16 = 1.99;
    wp::quat_t<wp::float32> var_17;
    const wp::float32 var_18 = 1.23;
    wp::float32 var_19;
    const wp::float32 var_20 = 0.55;
    const wp::float32 var_21 = 0.0;
    const wp::float32 var_22 = -1.0;
    wp::vec_t<3, wp::float32> var_23;
    const wp::float32 var_24 = -1.68;
    const wp::float32 var_25 = 0.749;
    const wp::float32 var_26 = 1.24;
    wp::quat_t<wp::float32> var_27;
    wp::transform_t<wp::float32> var_28;
    wp::transform_t<wp::float32> var_29;
    wp::transform_t<wp::float32> var_30;
    wp::transform_t<wp::float32> var_31;
    const wp::int32 var_32 = 3;
    wp::int32 var_33;
    wp::shape_t* var_34;
    const wp::int32 var_35 = 0;
    wp::int32 var_36;
    wp::shape_t var_37;
    wp::int32 var_38;
    wp::transform_t<wp::float32>* var_39;
    wp::transform_t<wp::float32> var_40;
    wp::transform_t<wp::float32> var_41;
    const wp::float32 var_42 = 0.69;
    const wp::float32 var_43 = -1.3;
    const wp::float32 var_44 = 0.879;
    wp::vec_t<3, wp::float32> var_45;
    wp::vec_t<3, wp::float32> var_46;
    const wp::float32 var_47 = -0.13;
    wp::quat_t<wp::float32> var_48;
    wp::transform_t<wp::float32> var_49;
    const wp::float32 var_50 = 0.2;
    wp::vec_t<3, wp::float32> var_51;
    const wp::float32 var_52 = 1.83;
    const wp::float32 var_53 = 0.7;
    const wp::float32 var_54 = 1.59;
    wp::vec_t<3, wp::float32> var_55;
    wp::vec_t<3, wp::float32> var_56;
    const wp::float32 var_57 = -1.32;
    wp::quat_t<wp::float32> var_58;
    wp::transform_t<wp::float32> var_59;
    wp::transform_t<wp::float32> var_60;
    //---------
    // forward
    // def transform_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.transform), x2: wp.array(dtype=wp.transform), out0: wp.array(dtype=wp.transform), out1: wp.array(dtype=wp.transform)):       <L 5>
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
    // v2 = x2[tid]                                                                           <L 9>
    var_7 = wp::address(var_x2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v3 = wp.quat_from_axis_angle(wp.normalize(v0 + wp.vec3(0.0, 0.0, 2.5)), 1.99)          <L 10>
    var_13 = wp::vec_t<3, wp::float32>(var_10, var_11, var_12);
    var_14 = wp::add(var_2, var_13);
    var_15 = wp::normalize(var_14);
    var_17 = wp::quat_from_axis_angle(var_15, var_16);
    // v4 = +(1.23)                                                                           <L 11>
    var_19 = wp::pos(var_18);
    // v5 = (wp.transform(wp.vec3(0.55, 0.0, -1.0), wp.quat_rpy(-1.68, 0.749, 1.24)) * wp.transform_inverse(wp.transform_identity()))       <L 12>
    var_23 = wp::vec_t<3, wp::float32>(var_20, var_21, var_22);
    var_27 = wp::quat_rpy(var_24, var_25, var_26);
    var_28 = wp::transform_t<wp::float32>(var_23, var_27);
    var_29 = wp::transform_identity<wp::float32>();
    var_30 = wp::transform_inverse(var_29);
    var_31 = wp::mul(var_28, var_30);
    // v6 = x1[(tid + 3) % x1.shape[0]]                                                       <L 13>
    var_33 = wp::add(var_0, var_32);
    var_34 = &(var_x1.shape);
    var_37 = wp::load(var_34);
    var_36 = wp::extract(var_37, var_35);
    var_38 = wp::mod(var_33, var_36);
    var_39 = wp::address(var_x1, var_38);
    var_41 = wp::load(var_39);
    var_40 = wp::copy(var_41);
    // v5.q = wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.69, -1.3, 0.879)), -0.13)        <L 14>
    var_45 = wp::vec_t<3, wp::float32>(var_42, var_43, var_44);
    var_46 = wp::normalize(var_45);
    var_48 = wp::quat_from_axis_angle(var_46, var_47);
    wp::transform_set_rotation(var_31, var_48);
    // out0[tid] = wp.transform_multiply(v6, v1)                                              <L 15>
    var_49 = wp::transform_multiply(var_40, var_5);
    wp::array_store(var_out0, var_0, var_49);
    // out1[tid] = wp.transform_multiply(v6, wp.transform(wp.vec3(0.2), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.83, 0.7, 1.59)), -1.32)))       <L 16>
    var_51 = wp::vec_t<3, wp::float32>(var_50);
    var_55 = wp::vec_t<3, wp::float32>(var_52, var_53, var_54);
    var_56 = wp::normalize(var_55);
    var_58 = wp::quat_from_axis_angle(var_56, var_57);
    var_59 = wp::transform_t<wp::float32>(var_51, var_58);
    var_60 = wp::transform_multiply(var_40, var_59);
    wp::array_store(var_out1, var_0, var_60);
}



template <bool wp_linear_contiguous>
static void transform_000000_ad5fbe58_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_transform_000000_ad5fbe58 *_wp_args,
    wp_args_transform_000000_ad5fbe58 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::transform_t<wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::transform_t<wp::float32>> var_x2 = _wp_args->x2;
    wp::array_t<wp::transform_t<wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::transform_t<wp::float32>> var_out1 = _wp_args->out1;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::transform_t<wp::float32>> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::transform_t<wp::float32>> adj_x2 = _wp_adj_args->x2;
    wp::array_t<wp::transform_t<wp::float32>> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::transform_t<wp::float32>> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::transform_t<wp::float32>* var_4;
    wp::transform_t<wp::float32> var_5;
    wp::transform_t<wp::float32> var_6;
    wp::transform_t<wp::float32>* var_7;
    wp::transform_t<wp::float32> var_8;
    wp::transform_t<wp::float32> var_9;
    const wp::float32 var_10 = 0.0;
    const wp::float32 var_11 = 0.0;
    const wp::float32 var_12 = 2.5;
    wp::vec_t<3, wp::float32> var_13;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    const wp::float32 var_16 = 1.99;
    wp::quat_t<wp::float32> var_17;
    const wp::float32 var_18 = 1.23;
    wp::float32 var_19;
    const wp::float32 var_20 = 0.55;
    const wp::float32 var_21 = 0.0;
    const wp::float32 var_22 = -1.0;
    wp::vec_t<3, wp::float32> var_23;
    const wp::float32 var_24 = -1.68;
    const wp::float32 var_25 = 0.749;
    const wp::float32 var_26 = 1.24;
    wp::quat_t<wp::float32> var_27;
    wp::transform_t<wp::float32> var_28;
    wp::transform_t<wp::float32> var_29;
    wp::transform_t<wp::float32> var_30;
    wp::transform_t<wp::float32> var_31;
    const wp::int32 var_32 = 3;
    wp::int32 var_33;
    wp::shape_t* var_34;
    const wp::int32 var_35 = 0;
    wp::int32 var_36;
    wp::shape_t var_37;
    wp::int32 var_38;
    wp::transform_t<wp::float32>* var_39;
    wp::transform_t<wp::float32> var_40;
    wp::transform_t<wp::float32> var_41;
    const wp::float32 var_42 = 0.69;
    const wp::float32 var_43 = -1.3;
    const wp::float32 var_44 = 0.879;
    wp::vec_t<3, wp::float32> var_45;
    wp::vec_t<3, wp::float32> var_46;
    const wp::float32 var_47 = -0.13;
    wp::quat_t<wp::float32> var_48;
    wp::transform_t<wp::float32> var_49;
    const wp::float32 var_50 = 0.2;
    wp::vec_t<3, wp::float32> var_51;
    const wp::float32 var_52 = 1.83;
    const wp::float32 var_53 = 0.7;
    const wp::float32 var_54 = 1.59;
    wp::vec_t<3, wp::float32> var_55;
    wp::vec_t<3, wp::float32> var_56;
    const wp::float32 var_57 = -1.32;
    wp::quat_t<wp::float32> var_58;
    wp::transform_t<wp::float32> var_59;
    wp::transform_t<wp::float32> var_60;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<3, wp::float32> adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::transform_t<wp::float32> adj_4 = {};
    wp::transform_t<wp::float32> adj_5 = {};
    wp::transform_t<wp::float32> adj_6 = {};
    wp::transform_t<wp::float32> adj_7 = {};
    wp::transform_t<wp::float32> adj_8 = {};
    wp::transform_t<wp::float32> adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::vec_t<3, wp::float32> adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    wp::float32 adj_16 = {};
    wp::quat_t<wp::float32> adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::vec_t<3, wp::float32> adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::quat_t<wp::float32> adj_27 = {};
    wp::transform_t<wp::float32> adj_28 = {};
    wp::transform_t<wp::float32> adj_29 = {};
    wp::transform_t<wp::float32> adj_30 = {};
    wp::transform_t<wp::float32> adj_31 = {};
    wp::int32 adj_32 = {};
    wp::int32 adj_33 = {};
    wp::shape_t adj_34 = {};
    wp::int32 adj_35 = {};
    wp::int32 adj_36 = {};
    wp::shape_t adj_37 = {};
    wp::int32 adj_38 = {};
    wp::transform_t<wp::float32> adj_39 = {};
    wp::transform_t<wp::float32> adj_40 = {};
    wp::transform_t<wp::float32> adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::vec_t<3, wp::float32> adj_45 = {};
    wp::vec_t<3, wp::float32> adj_46 = {};
    wp::float32 adj_47 = {};
    wp::quat_t<wp::float32> adj_48 = {};
    wp::transform_t<wp::float32> adj_49 = {};
    wp::float32 adj_50 = {};
    wp::vec_t<3, wp::float32> adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::vec_t<3, wp::float32> adj_55 = {};
    wp::vec_t<3, wp::float32> adj_56 = {};
    wp::float32 adj_57 = {};
    wp::quat_t<wp::float32> adj_58 = {};
    wp::transform_t<wp::float32> adj_59 = {};
    wp::transform_t<wp::float32> adj_60 = {};
    //---------
    // forward
    // def transform_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.transform), x2: wp.array(dtype=wp.transform), out0: wp.array(dtype=wp.transform), out1: wp.array(dtype=wp.transform)):       <L 5>
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
    // v2 = x2[tid]                                                                           <L 9>
    var_7 = wp::address(var_x2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v3 = wp.quat_from_axis_angle(wp.normalize(v0 + wp.vec3(0.0, 0.0, 2.5)), 1.99)          <L 10>
    var_13 = wp::vec_t<3, wp::float32>(var_10, var_11, var_12);
    var_14 = wp::add(var_2, var_13);
    var_15 = wp::normalize(var_14);
    var_17 = wp::quat_from_axis_angle(var_15, var_16);
    // v4 = +(1.23)                                                                           <L 11>
    var_19 = wp::pos(var_18);
    // v5 = (wp.transform(wp.vec3(0.55, 0.0, -1.0), wp.quat_rpy(-1.68, 0.749, 1.24)) * wp.transform_inverse(wp.transform_identity()))       <L 12>
    var_23 = wp::vec_t<3, wp::float32>(var_20, var_21, var_22);
    var_27 = wp::quat_rpy(var_24, var_25, var_26);
    var_28 = wp::transform_t<wp::float32>(var_23, var_27);
    var_29 = wp::transform_identity<wp::float32>();
    var_30 = wp::transform_inverse(var_29);
    var_31 = wp::mul(var_28, var_30);
    // v6 = x1[(tid + 3) % x1.shape[0]]                                                       <L 13>
    var_33 = wp::add(var_0, var_32);
    var_34 = &(var_x1.shape);
    var_37 = wp::load(var_34);
    var_36 = wp::extract(var_37, var_35);
    var_38 = wp::mod(var_33, var_36);
    var_39 = wp::address(var_x1, var_38);
    var_41 = wp::load(var_39);
    var_40 = wp::copy(var_41);
    // v5.q = wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.69, -1.3, 0.879)), -0.13)        <L 14>
    var_45 = wp::vec_t<3, wp::float32>(var_42, var_43, var_44);
    var_46 = wp::normalize(var_45);
    var_48 = wp::quat_from_axis_angle(var_46, var_47);
    wp::transform_set_rotation(var_31, var_48);
    // out0[tid] = wp.transform_multiply(v6, v1)                                              <L 15>
    var_49 = wp::transform_multiply(var_40, var_5);
    // wp::array_store(var_out0, var_0, var_49);
    // out1[tid] = wp.transform_multiply(v6, wp.transform(wp.vec3(0.2), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.83, 0.7, 1.59)), -1.32)))       <L 16>
    var_51 = wp::vec_t<3, wp::float32>(var_50);
    var_55 = wp::vec_t<3, wp::float32>(var_52, var_53, var_54);
    var_56 = wp::normalize(var_55);
    var_58 = wp::quat_from_axis_angle(var_56, var_57);
    var_59 = wp::transform_t<wp::float32>(var_51, var_58);
    var_60 = wp::transform_multiply(var_40, var_59);
    // wp::array_store(var_out1, var_0, var_60);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_60, adj_out1, adj_0, adj_60);
    wp::adj_transform_multiply(var_40, var_59, adj_40, adj_59, adj_60);
    wp::adj_transform_t(var_51, var_58, adj_51, adj_58, adj_59);
    wp::adj_quat_from_axis_angle(var_56, var_57, adj_56, adj_57, adj_58);
    wp::adj_normalize(var_55, var_56, adj_55, adj_56);
    wp::adj_vec_t(var_52, var_53, var_54, adj_52, adj_53, adj_54, adj_55);
    wp::adj_vec_t(var_50, adj_50, adj_51);
    // adj: out1[tid] = wp.transform_multiply(v6, wp.transform(wp.vec3(0.2), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.83, 0.7, 1.59)), -1.32)))  <L 16>
    wp::adj_array_store(var_out0, var_0, var_49, adj_out0, adj_0, adj_49);
    wp::adj_transform_multiply(var_40, var_5, adj_40, adj_5, adj_49);
    // adj: out0[tid] = wp.transform_multiply(v6, v1)                                         <L 15>
    wp::adj_transform_set_rotation(var_31, var_48, adj_31, adj_48);
    wp::adj_quat_from_axis_angle(var_46, var_47, adj_46, adj_47, adj_48);
    wp::adj_normalize(var_45, var_46, adj_45, adj_46);
    wp::adj_vec_t(var_42, var_43, var_44, adj_42, adj_43, adj_44, adj_45);
    // adj: v5.q = wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.69, -1.3, 0.879)), -0.13)   <L 14>
    wp::adj_copy(var_41, adj_39, adj_40);
    wp::adj_address(var_x1, var_38, adj_x1, adj_38, adj_39);
    wp::adj_mod(var_33, var_36, adj_33, adj_36, adj_38);
    adj_x1.shape = adj_34;
    wp::adj_add(var_0, var_32, adj_0, adj_32, adj_33);
    // adj: v6 = x1[(tid + 3) % x1.shape[0]]                                                  <L 13>
    wp::adj_mul(var_28, var_30, adj_28, adj_30, adj_31);
    wp::adj_transform_inverse(var_29, adj_29, adj_30);
    wp::adj_transform_t(var_23, var_27, adj_23, adj_27, adj_28);
    wp::adj_quat_rpy(var_24, var_25, var_26, adj_24, adj_25, adj_26, adj_27);
    wp::adj_vec_t(var_20, var_21, var_22, adj_20, adj_21, adj_22, adj_23);
    // adj: v5 = (wp.transform(wp.vec3(0.55, 0.0, -1.0), wp.quat_rpy(-1.68, 0.749, 1.24)) * wp.transform_inverse(wp.transform_identity()))  <L 12>
    wp::adj_pos(var_18, adj_18, adj_19);
    // adj: v4 = +(1.23)                                                                      <L 11>
    wp::adj_quat_from_axis_angle(var_15, var_16, adj_15, adj_16, adj_17);
    wp::adj_normalize(var_14, var_15, adj_14, adj_15);
    wp::adj_add(var_2, var_13, adj_2, adj_13, adj_14);
    wp::adj_vec_t(var_10, var_11, var_12, adj_10, adj_11, adj_12, adj_13);
    // adj: v3 = wp.quat_from_axis_angle(wp.normalize(v0 + wp.vec3(0.0, 0.0, 2.5)), 1.99)     <L 10>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_7);
    // adj: v2 = x2[tid]                                                                      <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def transform_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.transform), x2: wp.array(dtype=wp.transform), out0: wp.array(dtype=wp.transform), out1: wp.array(dtype=wp.transform)):  <L 5>
    return;
}



struct transform_000000_ad5fbe58_cpu_block_payload_forward
{
    wp_args_transform_000000_ad5fbe58* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void transform_000000_ad5fbe58_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    transform_000000_ad5fbe58_cpu_block_payload_forward* payload = (transform_000000_ad5fbe58_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    transform_000000_ad5fbe58_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void transform_000000_ad5fbe58_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_transform_000000_ad5fbe58 *_wp_args)
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
        transform_000000_ad5fbe58_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &transform_000000_ad5fbe58_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct transform_000000_ad5fbe58_cpu_block_payload_backward
{
    wp_args_transform_000000_ad5fbe58* args;
    wp_args_transform_000000_ad5fbe58* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void transform_000000_ad5fbe58_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    transform_000000_ad5fbe58_cpu_block_payload_backward* payload = (transform_000000_ad5fbe58_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    transform_000000_ad5fbe58_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void transform_000000_ad5fbe58_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_transform_000000_ad5fbe58 *_wp_args,
    wp_args_transform_000000_ad5fbe58 *_wp_adj_args)
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
        transform_000000_ad5fbe58_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &transform_000000_ad5fbe58_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

