// Generated for case quaternion-000001 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_quaternion_000001_abc3795a {
    wp::array_t<wp::vec_t<3, wp::float32>> x0;
    wp::array_t<wp::vec_t<3, wp::float32>> x1;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> x2;
    wp::array_t<wp::vec_t<3, wp::float32>> out0;
    wp::array_t<wp::quat_t<wp::float32>> out1;
};


template <bool wp_linear_contiguous>
static void quaternion_000001_abc3795a_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_quaternion_000001_abc3795a *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x2 = _wp_args->x2;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::quat_t<wp::float32>> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::mat_t<3, 3, wp::float32>* var_7;
    wp::mat_t<3, 3, wp::float32> var_8;
    wp::mat_t<3, 3, wp::float32> var_9;
    const wp::float32 var_10 = 0.91;
    const wp::float32 var_11 = -1.141;
    const wp::float32 var_12 = -0.2;
    wp::vec_t<3, wp::float32> var_13;
    wp::vec_t<3, wp::float32> var_14;
    const wp::float32 var_15 = -0.8;
    wp::quat_t<wp::float32> var_16;
    wp::vec_t<3, wp::float32> var_17;
    const wp::float32 var_18 = 1.67;
    const wp::float32 var_19 = -1.577;
    const wp::float32 var_20 = 1.21;
    wp::vec_t<3, wp::float32> var_21;
    wp::vec_t<3, wp::float32> var_22;
    const wp::float32 var_23 = -0.22;
    wp::quat_t<wp::float32> var_24;
    const wp::int32 var_25 = 3;
    wp::int32 var_26;
    wp::shape_t* var_27;
    const wp::int32 var_28 = 0;
    wp::int32 var_29;
    wp::shape_t var_30;
    wp::int32 var_31;
    wp::mat_t<3, 3, wp::float32>* var_32;
    wp::mat_t<3, 3, wp::float32> var_33;
    wp::mat_t<3, 3, wp::float32> var_34;
    wp::mat_t<3, 3, wp::float32> var_35;
    wp::mat_t<3, 3, wp::float32> var_36;
    wp::mat_t<3, 3, wp::float32> var_37;
    wp::mat_t<3, 3, wp::float32> var_38;
    const wp::int32 var_39 = 0;
    const wp::int32 var_40 = 0;
    wp::float32 var_41;
    wp::float32 var_42;
    const wp::int32 var_43 = 1;
    const wp::int32 var_44 = 1;
    wp::float32 var_45;
    wp::float32 var_46;
    const wp::int32 var_47 = 2;
    const wp::int32 var_48 = 2;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::vec_t<3, wp::float32> var_51;
    wp::quat_t<wp::float32> var_52;
    wp::vec_t<3, wp::float32> var_53;
    wp::vec_t<3, wp::float32> var_54;
    const wp::int32 var_55 = 5;
    wp::int32 var_56;
    wp::shape_t* var_57;
    const wp::int32 var_58 = 0;
    wp::int32 var_59;
    wp::shape_t var_60;
    wp::int32 var_61;
    wp::vec_t<3, wp::float32>* var_62;
    const wp::float32 var_63 = 1.55;
    wp::vec_t<3, wp::float32> var_64;
    wp::vec_t<3, wp::float32> var_65;
    wp::vec_t<3, wp::float32> var_66;
    wp::quat_t<wp::float32> var_67;
    wp::mat_t<3, 3, wp::float32> var_68;
    wp::quat_t<wp::float32> var_69;
    wp::quat_t<wp::float32> var_70;
    wp::quat_t<wp::float32> var_71;
    //---------
    // forward
    // def quaternion_000001(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.quat)):       <L 5>
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
    // v3 = wp.quat_rotate(wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.91, -1.141, -0.2)), -0.8), v1)       <L 10>
    var_13 = wp::vec_t<3, wp::float32>(var_10, var_11, var_12);
    var_14 = wp::normalize(var_13);
    var_16 = wp::quat_from_axis_angle(var_14, var_15);
    var_17 = wp::quat_rotate(var_16, var_5);
    // v4 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.67, -1.577, 1.21)), -0.22)         <L 11>
    var_21 = wp::vec_t<3, wp::float32>(var_18, var_19, var_20);
    var_22 = wp::normalize(var_21);
    var_24 = wp::quat_from_axis_angle(var_22, var_23);
    // m5 = x2[(tid + 3) % x2.shape[0]]                                                       <L 12>
    var_26 = wp::add(var_0, var_25);
    var_27 = &(var_x2.shape);
    var_30 = wp::load(var_27);
    var_29 = wp::extract(var_30, var_28);
    var_31 = wp::mod(var_26, var_29);
    var_32 = wp::address(var_x2, var_31);
    var_34 = wp::load(var_32);
    var_33 = wp::copy(var_34);
    // m6 = wp.mat33()                                                                        <L 13>
    var_35 = wp::mat_t<3, 3, wp::float32>();
    // m7 = wp.mat33()                                                                        <L 14>
    var_36 = wp::mat_t<3, 3, wp::float32>();
    // wp.qr3(m5, m6, m7)                                                                     <L 15>
    wp::qr3(var_33, var_35, var_36);
    // v8 = wp.transpose(m7) @ m7                                                             <L 16>
    var_37 = wp::transpose(var_36);
    var_38 = wp::mul(var_37, var_36);
    // v9 = wp.vec3(wp.abs(m7[0, 0]), wp.abs(m7[1, 1]), wp.abs(m7[2, 2]))                     <L 17>
    var_41 = wp::extract(var_36, var_39, var_40);
    var_42 = wp::abs(var_41);
    var_45 = wp::extract(var_36, var_43, var_44);
    var_46 = wp::abs(var_45);
    var_49 = wp::extract(var_36, var_47, var_48);
    var_50 = wp::abs(var_49);
    var_51 = wp::vec_t<3, wp::float32>(var_42, var_46, var_50);
    // v10 = v4                                                                               <L 18>
    var_52 = wp::copy(var_24);
    // out0[tid] = v1 + v3 + v9 + x1[(tid + 5) % x1.shape[0]] * 1.55                          <L 19>
    var_53 = wp::add(var_5, var_17);
    var_54 = wp::add(var_53, var_51);
    var_56 = wp::add(var_0, var_55);
    var_57 = &(var_x1.shape);
    var_60 = wp::load(var_57);
    var_59 = wp::extract(var_60, var_58);
    var_61 = wp::mod(var_56, var_59);
    var_62 = wp::address(var_x1, var_61);
    var_65 = wp::load(var_62);
    var_64 = wp::mul(var_65, var_63);
    var_66 = wp::add(var_54, var_64);
    wp::array_store(var_out0, var_0, var_66);
    // out1[tid] = wp.normalize(v4 * v10 * wp.quat_from_matrix(wp.quat_to_matrix(v4)))        <L 20>
    var_67 = wp::mul(var_24, var_52);
    var_68 = wp::quat_to_matrix(var_24);
    var_69 = wp::quat_from_matrix(var_68);
    var_70 = wp::mul(var_67, var_69);
    var_71 = wp::normalize(var_70);
    wp::array_store(var_out1, var_0, var_71);
}



template <bool wp_linear_contiguous>
static void quaternion_000001_abc3795a_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_quaternion_000001_abc3795a *_wp_args,
    wp_args_quaternion_000001_abc3795a *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x2 = _wp_args->x2;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::quat_t<wp::float32>> var_out1 = _wp_args->out1;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_x2 = _wp_adj_args->x2;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::quat_t<wp::float32>> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::mat_t<3, 3, wp::float32>* var_7;
    wp::mat_t<3, 3, wp::float32> var_8;
    wp::mat_t<3, 3, wp::float32> var_9;
    const wp::float32 var_10 = 0.91;
    const wp::float32 var_11 = -1.141;
    const wp::float32 var_12 = -0.2;
    wp::vec_t<3, wp::float32> var_13;
    wp::vec_t<3, wp::float32> var_14;
    const wp::float32 var_15 = -0.8;
    wp::quat_t<wp::float32> var_16;
    wp::vec_t<3, wp::float32> var_17;
    const wp::float32 var_18 = 1.67;
    const wp::float32 var_19 = -1.577;
    const wp::float32 var_20 = 1.21;
    wp::vec_t<3, wp::float32> var_21;
    wp::vec_t<3, wp::float32> var_22;
    const wp::float32 var_23 = -0.22;
    wp::quat_t<wp::float32> var_24;
    const wp::int32 var_25 = 3;
    wp::int32 var_26;
    wp::shape_t* var_27;
    const wp::int32 var_28 = 0;
    wp::int32 var_29;
    wp::shape_t var_30;
    wp::int32 var_31;
    wp::mat_t<3, 3, wp::float32>* var_32;
    wp::mat_t<3, 3, wp::float32> var_33;
    wp::mat_t<3, 3, wp::float32> var_34;
    wp::mat_t<3, 3, wp::float32> var_35;
    wp::mat_t<3, 3, wp::float32> var_36;
    wp::mat_t<3, 3, wp::float32> var_37;
    wp::mat_t<3, 3, wp::float32> var_38;
    const wp::int32 var_39 = 0;
    const wp::int32 var_40 = 0;
    wp::float32 var_41;
    wp::float32 var_42;
    const wp::int32 var_43 = 1;
    const wp::int32 var_44 = 1;
    wp::float32 var_45;
    wp::float32 var_46;
    const wp::int32 var_47 = 2;
    const wp::int32 var_48 = 2;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::vec_t<3, wp::float32> var_51;
    wp::quat_t<wp::float32> var_52;
    wp::vec_t<3, wp::float32> var_53;
    wp::vec_t<3, wp::float32> var_54;
    const wp::int32 var_55 = 5;
    wp::int32 var_56;
    wp::shape_t* var_57;
    const wp::int32 var_58 = 0;
    wp::int32 var_59;
    wp::shape_t var_60;
    wp::int32 var_61;
    wp::vec_t<3, wp::float32>* var_62;
    const wp::float32 var_63 = 1.55;
    wp::vec_t<3, wp::float32> var_64;
    wp::vec_t<3, wp::float32> var_65;
    wp::vec_t<3, wp::float32> var_66;
    wp::quat_t<wp::float32> var_67;
    wp::mat_t<3, 3, wp::float32> var_68;
    wp::quat_t<wp::float32> var_69;
    wp::quat_t<wp::float32> var_70;
    wp::quat_t<wp::float32> var_71;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<3, wp::float32> adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::mat_t<3, 3, wp::float32> adj_7 = {};
    wp::mat_t<3, 3, wp::float32> adj_8 = {};
    wp::mat_t<3, 3, wp::float32> adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::vec_t<3, wp::float32> adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::float32 adj_15 = {};
    wp::quat_t<wp::float32> adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::vec_t<3, wp::float32> adj_21 = {};
    wp::vec_t<3, wp::float32> adj_22 = {};
    wp::float32 adj_23 = {};
    wp::quat_t<wp::float32> adj_24 = {};
    wp::int32 adj_25 = {};
    wp::int32 adj_26 = {};
    wp::shape_t adj_27 = {};
    wp::int32 adj_28 = {};
    wp::int32 adj_29 = {};
    wp::shape_t adj_30 = {};
    wp::int32 adj_31 = {};
    wp::mat_t<3, 3, wp::float32> adj_32 = {};
    wp::mat_t<3, 3, wp::float32> adj_33 = {};
    wp::mat_t<3, 3, wp::float32> adj_34 = {};
    wp::mat_t<3, 3, wp::float32> adj_35 = {};
    wp::mat_t<3, 3, wp::float32> adj_36 = {};
    wp::mat_t<3, 3, wp::float32> adj_37 = {};
    wp::mat_t<3, 3, wp::float32> adj_38 = {};
    wp::int32 adj_39 = {};
    wp::int32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::int32 adj_43 = {};
    wp::int32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::int32 adj_47 = {};
    wp::int32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::vec_t<3, wp::float32> adj_51 = {};
    wp::quat_t<wp::float32> adj_52 = {};
    wp::vec_t<3, wp::float32> adj_53 = {};
    wp::vec_t<3, wp::float32> adj_54 = {};
    wp::int32 adj_55 = {};
    wp::int32 adj_56 = {};
    wp::shape_t adj_57 = {};
    wp::int32 adj_58 = {};
    wp::int32 adj_59 = {};
    wp::shape_t adj_60 = {};
    wp::int32 adj_61 = {};
    wp::vec_t<3, wp::float32> adj_62 = {};
    wp::float32 adj_63 = {};
    wp::vec_t<3, wp::float32> adj_64 = {};
    wp::vec_t<3, wp::float32> adj_65 = {};
    wp::vec_t<3, wp::float32> adj_66 = {};
    wp::quat_t<wp::float32> adj_67 = {};
    wp::mat_t<3, 3, wp::float32> adj_68 = {};
    wp::quat_t<wp::float32> adj_69 = {};
    wp::quat_t<wp::float32> adj_70 = {};
    wp::quat_t<wp::float32> adj_71 = {};
    //---------
    // forward
    // def quaternion_000001(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.quat)):       <L 5>
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
    // v3 = wp.quat_rotate(wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.91, -1.141, -0.2)), -0.8), v1)       <L 10>
    var_13 = wp::vec_t<3, wp::float32>(var_10, var_11, var_12);
    var_14 = wp::normalize(var_13);
    var_16 = wp::quat_from_axis_angle(var_14, var_15);
    var_17 = wp::quat_rotate(var_16, var_5);
    // v4 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.67, -1.577, 1.21)), -0.22)         <L 11>
    var_21 = wp::vec_t<3, wp::float32>(var_18, var_19, var_20);
    var_22 = wp::normalize(var_21);
    var_24 = wp::quat_from_axis_angle(var_22, var_23);
    // m5 = x2[(tid + 3) % x2.shape[0]]                                                       <L 12>
    var_26 = wp::add(var_0, var_25);
    var_27 = &(var_x2.shape);
    var_30 = wp::load(var_27);
    var_29 = wp::extract(var_30, var_28);
    var_31 = wp::mod(var_26, var_29);
    var_32 = wp::address(var_x2, var_31);
    var_34 = wp::load(var_32);
    var_33 = wp::copy(var_34);
    // m6 = wp.mat33()                                                                        <L 13>
    var_35 = wp::mat_t<3, 3, wp::float32>();
    // m7 = wp.mat33()                                                                        <L 14>
    var_36 = wp::mat_t<3, 3, wp::float32>();
    // wp.qr3(m5, m6, m7)                                                                     <L 15>
    wp::qr3(var_33, var_35, var_36);
    // v8 = wp.transpose(m7) @ m7                                                             <L 16>
    var_37 = wp::transpose(var_36);
    var_38 = wp::mul(var_37, var_36);
    // v9 = wp.vec3(wp.abs(m7[0, 0]), wp.abs(m7[1, 1]), wp.abs(m7[2, 2]))                     <L 17>
    var_41 = wp::extract(var_36, var_39, var_40);
    var_42 = wp::abs(var_41);
    var_45 = wp::extract(var_36, var_43, var_44);
    var_46 = wp::abs(var_45);
    var_49 = wp::extract(var_36, var_47, var_48);
    var_50 = wp::abs(var_49);
    var_51 = wp::vec_t<3, wp::float32>(var_42, var_46, var_50);
    // v10 = v4                                                                               <L 18>
    var_52 = wp::copy(var_24);
    // out0[tid] = v1 + v3 + v9 + x1[(tid + 5) % x1.shape[0]] * 1.55                          <L 19>
    var_53 = wp::add(var_5, var_17);
    var_54 = wp::add(var_53, var_51);
    var_56 = wp::add(var_0, var_55);
    var_57 = &(var_x1.shape);
    var_60 = wp::load(var_57);
    var_59 = wp::extract(var_60, var_58);
    var_61 = wp::mod(var_56, var_59);
    var_62 = wp::address(var_x1, var_61);
    var_65 = wp::load(var_62);
    var_64 = wp::mul(var_65, var_63);
    var_66 = wp::add(var_54, var_64);
    // wp::array_store(var_out0, var_0, var_66);
    // out1[tid] = wp.normalize(v4 * v10 * wp.quat_from_matrix(wp.quat_to_matrix(v4)))        <L 20>
    var_67 = wp::mul(var_24, var_52);
    var_68 = wp::quat_to_matrix(var_24);
    var_69 = wp::quat_from_matrix(var_68);
    var_70 = wp::mul(var_67, var_69);
    var_71 = wp::normalize(var_70);
    // wp::array_store(var_out1, var_0, var_71);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_71, adj_out1, adj_0, adj_71);
    wp::adj_normalize(var_70, adj_70, adj_71);
    wp::adj_mul(var_67, var_69, adj_67, adj_69, adj_70);
    wp::adj_quat_from_matrix(var_68, adj_68, adj_69);
    wp::adj_quat_to_matrix(var_24, adj_24, adj_68);
    wp::adj_mul(var_24, var_52, adj_24, adj_52, adj_67);
    // adj: out1[tid] = wp.normalize(v4 * v10 * wp.quat_from_matrix(wp.quat_to_matrix(v4)))   <L 20>
    wp::adj_array_store(var_out0, var_0, var_66, adj_out0, adj_0, adj_66);
    wp::adj_add(var_54, var_64, adj_54, adj_64, adj_66);
    wp::adj_mul(var_65, var_63, adj_62, adj_63, adj_64);
    wp::adj_address(var_x1, var_61, adj_x1, adj_61, adj_62);
    wp::adj_mod(var_56, var_59, adj_56, adj_59, adj_61);
    adj_x1.shape = adj_57;
    wp::adj_add(var_0, var_55, adj_0, adj_55, adj_56);
    wp::adj_add(var_53, var_51, adj_53, adj_51, adj_54);
    wp::adj_add(var_5, var_17, adj_5, adj_17, adj_53);
    // adj: out0[tid] = v1 + v3 + v9 + x1[(tid + 5) % x1.shape[0]] * 1.55                     <L 19>
    wp::adj_copy(var_24, adj_24, adj_52);
    // adj: v10 = v4                                                                          <L 18>
    wp::adj_vec_t(var_42, var_46, var_50, adj_42, adj_46, adj_50, adj_51);
    wp::adj_abs(var_49, adj_49, adj_50);
    wp::adj_extract(var_36, var_47, var_48, adj_36, adj_47, adj_48, adj_49);
    wp::adj_abs(var_45, adj_45, adj_46);
    wp::adj_extract(var_36, var_43, var_44, adj_36, adj_43, adj_44, adj_45);
    wp::adj_abs(var_41, adj_41, adj_42);
    wp::adj_extract(var_36, var_39, var_40, adj_36, adj_39, adj_40, adj_41);
    // adj: v9 = wp.vec3(wp.abs(m7[0, 0]), wp.abs(m7[1, 1]), wp.abs(m7[2, 2]))                <L 17>
    wp::adj_mul(var_37, var_36, adj_37, adj_36, adj_38);
    wp::adj_transpose(var_36, adj_36, adj_37);
    // adj: v8 = wp.transpose(m7) @ m7                                                        <L 16>
    wp::adj_qr3(var_33, var_35, var_36, adj_33, adj_35, adj_36);
    // adj: wp.qr3(m5, m6, m7)                                                                <L 15>
    // adj: m7 = wp.mat33()                                                                   <L 14>
    // adj: m6 = wp.mat33()                                                                   <L 13>
    wp::adj_copy(var_34, adj_32, adj_33);
    wp::adj_address(var_x2, var_31, adj_x2, adj_31, adj_32);
    wp::adj_mod(var_26, var_29, adj_26, adj_29, adj_31);
    adj_x2.shape = adj_27;
    wp::adj_add(var_0, var_25, adj_0, adj_25, adj_26);
    // adj: m5 = x2[(tid + 3) % x2.shape[0]]                                                  <L 12>
    wp::adj_quat_from_axis_angle(var_22, var_23, adj_22, adj_23, adj_24);
    wp::adj_normalize(var_21, var_22, adj_21, adj_22);
    wp::adj_vec_t(var_18, var_19, var_20, adj_18, adj_19, adj_20, adj_21);
    // adj: v4 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.67, -1.577, 1.21)), -0.22)    <L 11>
    wp::adj_quat_rotate(var_16, var_5, adj_16, adj_5, adj_17);
    wp::adj_quat_from_axis_angle(var_14, var_15, adj_14, adj_15, adj_16);
    wp::adj_normalize(var_13, var_14, adj_13, adj_14);
    wp::adj_vec_t(var_10, var_11, var_12, adj_10, adj_11, adj_12, adj_13);
    // adj: v3 = wp.quat_rotate(wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.91, -1.141, -0.2)), -0.8), v1)  <L 10>
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
    // adj: def quaternion_000001(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=wp.mat33), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.quat)):  <L 5>
    return;
}



struct quaternion_000001_abc3795a_cpu_block_payload_forward
{
    wp_args_quaternion_000001_abc3795a* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void quaternion_000001_abc3795a_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    quaternion_000001_abc3795a_cpu_block_payload_forward* payload = (quaternion_000001_abc3795a_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    quaternion_000001_abc3795a_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void quaternion_000001_abc3795a_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_quaternion_000001_abc3795a *_wp_args)
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
        quaternion_000001_abc3795a_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &quaternion_000001_abc3795a_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct quaternion_000001_abc3795a_cpu_block_payload_backward
{
    wp_args_quaternion_000001_abc3795a* args;
    wp_args_quaternion_000001_abc3795a* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void quaternion_000001_abc3795a_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    quaternion_000001_abc3795a_cpu_block_payload_backward* payload = (quaternion_000001_abc3795a_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    quaternion_000001_abc3795a_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void quaternion_000001_abc3795a_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_quaternion_000001_abc3795a *_wp_args,
    wp_args_quaternion_000001_abc3795a *_wp_adj_args)
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
        quaternion_000001_abc3795a_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &quaternion_000001_abc3795a_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

