// Generated for case spatial-000000 with warp-lang 1.18.0. Do not edit.
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


// warp/_src/math.py:452
static wp::vec_t<6, wp::float32> transform_twist_0(
    wp::transform_t<wp::float32> var_t,
    wp::vec_t<6, wp::float32> var_x)
{
    //---------
    // primal vars
    wp::quat_t<wp::float32> var_0;
    wp::vec_t<3, wp::float32> var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<6, wp::float32> var_8;
    //---------
    // forward
    // def transform_twist(t: wp.transform, x: wp.spatial_vector) -> wp.spatial_vector:       <L 453>
    // q = wp.transform_get_rotation(t)                                                       <L 469>
    var_0 = wp::transform_get_rotation(var_t);
    // p = wp.transform_get_translation(t)                                                    <L 470>
    var_1 = wp::transform_get_translation(var_t);
    // w = wp.spatial_top(x)                                                                  <L 472>
    var_2 = wp::spatial_top(var_x);
    // v = wp.spatial_bottom(x)                                                               <L 473>
    var_3 = wp::spatial_bottom(var_x);
    // w = wp.quat_rotate(q, w)                                                               <L 475>
    var_4 = wp::quat_rotate(var_0, var_2);
    // v = wp.quat_rotate(q, v) + wp.cross(p, w)                                              <L 476>
    var_5 = wp::quat_rotate(var_0, var_3);
    var_6 = wp::cross(var_1, var_4);
    var_7 = wp::add(var_5, var_6);
    // return wp.spatial_vector(w, v)                                                         <L 478>
    var_8 = wp::vec_t<6, wp::float32>(var_4, var_7);
    return var_8;
}


// warp/_src/math.py:452
static void adj_transform_twist_0(
    wp::transform_t<wp::float32> var_t,
    wp::vec_t<6, wp::float32> var_x,
    wp::transform_t<wp::float32> & adj_t,
    wp::vec_t<6, wp::float32> & adj_x,
    wp::vec_t<6, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    wp::quat_t<wp::float32> var_0;
    wp::vec_t<3, wp::float32> var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<6, wp::float32> var_8;
    //---------
    // dual vars
    wp::quat_t<wp::float32> adj_0 = {};
    wp::vec_t<3, wp::float32> adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::vec_t<6, wp::float32> adj_8 = {};
    //---------
    // forward
    // def transform_twist(t: wp.transform, x: wp.spatial_vector) -> wp.spatial_vector:       <L 453>
    // q = wp.transform_get_rotation(t)                                                       <L 469>
    var_0 = wp::transform_get_rotation(var_t);
    // p = wp.transform_get_translation(t)                                                    <L 470>
    var_1 = wp::transform_get_translation(var_t);
    // w = wp.spatial_top(x)                                                                  <L 472>
    var_2 = wp::spatial_top(var_x);
    // v = wp.spatial_bottom(x)                                                               <L 473>
    var_3 = wp::spatial_bottom(var_x);
    // w = wp.quat_rotate(q, w)                                                               <L 475>
    var_4 = wp::quat_rotate(var_0, var_2);
    // v = wp.quat_rotate(q, v) + wp.cross(p, w)                                              <L 476>
    var_5 = wp::quat_rotate(var_0, var_3);
    var_6 = wp::cross(var_1, var_4);
    var_7 = wp::add(var_5, var_6);
    // return wp.spatial_vector(w, v)                                                         <L 478>
    var_8 = wp::vec_t<6, wp::float32>(var_4, var_7);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_8 += adj_ret;
    wp::adj_vec_t(var_4, var_7, adj_4, adj_7, adj_8);
    // adj: return wp.spatial_vector(w, v)                                                    <L 478>
    wp::adj_add(var_5, var_6, adj_5, adj_6, adj_7);
    wp::adj_cross(var_1, var_4, adj_1, adj_4, adj_6);
    wp::adj_quat_rotate(var_0, var_3, adj_0, adj_3, adj_5);
    // adj: v = wp.quat_rotate(q, v) + wp.cross(p, w)                                         <L 476>
    wp::adj_quat_rotate(var_0, var_2, adj_0, adj_2, adj_4);
    // adj: w = wp.quat_rotate(q, w)                                                          <L 475>
    wp::adj_spatial_bottom(var_x, adj_x, adj_3);
    // adj: v = wp.spatial_bottom(x)                                                          <L 473>
    wp::adj_spatial_top(var_x, adj_x, adj_2);
    // adj: w = wp.spatial_top(x)                                                             <L 472>
    wp::adj_transform_get_translation(var_t, adj_t, adj_1);
    // adj: p = wp.transform_get_translation(t)                                               <L 470>
    wp::adj_transform_get_rotation(var_t, adj_t, adj_0);
    // adj: q = wp.transform_get_rotation(t)                                                  <L 469>
    // adj: def transform_twist(t: wp.transform, x: wp.spatial_vector) -> wp.spatial_vector:  <L 453>
    return;
}

struct wp_args_spatial_000000_t_e8c283cf {
    wp::array_t<wp::vec_t<6, wp::float32>> shape_wrenches;
    wp::array_t<wp::vec_t<3, wp::float32>> shape_velocities;
    wp::transform_t<wp::float32> damping;
    wp::array_t<wp::float32> shape_scores;
};


void spatial_000000_t_e8c283cf_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_spatial_000000_t_e8c283cf *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<6, wp::float32>> var_shape_wrenches = _wp_args->shape_wrenches;
    wp::array_t<wp::vec_t<3, wp::float32>> var_shape_velocities = _wp_args->shape_velocities;
    wp::transform_t<wp::float32> var_damping = _wp_args->damping;
    wp::array_t<wp::float32> var_shape_scores = _wp_args->shape_scores;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<6, wp::float32>* var_1;
    wp::vec_t<6, wp::float32> var_2;
    wp::vec_t<6, wp::float32> var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    const wp::int32 var_7 = 2;
    wp::float32 var_8;
    const wp::float32 var_9 = 1.0;
    bool var_10;
    const wp::float32 var_11 = 1.446;
    const wp::float32 var_12 = 1.1;
    wp::float32 var_13;
    const wp::float32 var_14 = 0.7;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::mat_t<3, 3, wp::float32> var_17;
    const wp::int32 var_18 = 4;
    const wp::float32 var_19 = -1.28;
    wp::float32 var_20;
    wp::vec_t<6, wp::float32> var_21;
    wp::vec_t<6, wp::float32> var_22;
    const wp::float32 var_23 = 0.9;
    const wp::int32 var_24 = 0;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::int32 var_28 = 0;
    wp::float32 var_29;
    wp::float32 var_30;
    const wp::int32 var_31 = 1;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::int32 var_34 = 2;
    wp::float32 var_35;
    wp::float32 var_36;
    const wp::float32 var_37 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_38;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::float32 var_41 = 1.0;
    const wp::float32 var_42 = 1.0;
    const wp::float32 var_43 = 1.0;
    const wp::float32 var_44 = 1.0;
    const wp::float32 var_45 = 1.0;
    const wp::float32 var_46 = 1.0;
    wp::vec_t<6, wp::float32> var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    //---------
    // forward
    // def spatial_000000_t(shape_wrenches: wp.array(dtype=Any), shape_velocities: wp.array(dtype=Any), damping: wp.transform, shape_scores: wp.array(dtype=Any)):       <L 1>
    // tid = wp.tid()                                                                         <L 2>
    var_0 = builtin_tid1d();
    // v0 = shape_wrenches[tid]                                                               <L 3>
    var_1 = wp::address(var_shape_wrenches, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = shape_velocities[tid]                                                             <L 4>
    var_4 = wp::address(var_shape_velocities, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v1[2] += wp.sin(((1.446 if float(tid) <= 1.0 else 1.1) + 0.7))                         <L 5>
    var_8 = wp::float(var_0);
    var_10 = (var_8 <= var_9);
    if (var_10) {
    }
    if (!var_10) {
    }
    var_13 = wp::where(var_10, var_11, var_12);
    var_15 = wp::add(var_13, var_14);
    var_16 = wp::sin(var_15);
    wp::add_inplace(var_5, var_7, var_16);
    // v2 = wp.outer(v1, v1)                                                                  <L 6>
    var_17 = wp::outer(var_5, var_5);
    // v0[4] += wp.sin(-1.28)                                                                 <L 7>
    var_20 = wp::sin(var_19);
    wp::add_inplace(var_2, var_18, var_20);
    // v3 = wp.transform_twist(damping, v0)                                                   <L 8>
    var_21 = transform_twist_0(var_damping, var_2);
    // v4 = v0                                                                                <L 9>
    var_22 = wp::copy(var_2);
    // shape_scores[tid] = 0.9 + wp.sin(v4[0]) + v1[0] + v1[1] + v1[2] + wp.ddot(v2, wp.mat33(1.0)) + wp.dot(v3, wp.spatial_vector(1.0, 1.0, 1.0, 1.0, 1.0, 1.0))       <L 10>
    var_25 = wp::extract(var_22, var_24);
    var_26 = wp::sin(var_25);
    var_27 = wp::add(var_23, var_26);
    var_29 = wp::extract(var_5, var_28);
    var_30 = wp::add(var_27, var_29);
    var_32 = wp::extract(var_5, var_31);
    var_33 = wp::add(var_30, var_32);
    var_35 = wp::extract(var_5, var_34);
    var_36 = wp::add(var_33, var_35);
    var_38 = wp::mat_t<3, 3, wp::float32>(var_37);
    var_39 = wp::ddot(var_17, var_38);
    var_40 = wp::add(var_36, var_39);
    var_47 = wp::vec_t<6, wp::float32>({var_41, var_42, var_43, var_44, var_45, var_46});
    var_48 = wp::dot(var_21, var_47);
    var_49 = wp::add(var_40, var_48);
    wp::array_store(var_shape_scores, var_0, var_49);
}



void spatial_000000_t_e8c283cf_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_spatial_000000_t_e8c283cf *_wp_args,
    wp_args_spatial_000000_t_e8c283cf *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<6, wp::float32>> var_shape_wrenches = _wp_args->shape_wrenches;
    wp::array_t<wp::vec_t<3, wp::float32>> var_shape_velocities = _wp_args->shape_velocities;
    wp::transform_t<wp::float32> var_damping = _wp_args->damping;
    wp::array_t<wp::float32> var_shape_scores = _wp_args->shape_scores;
    wp::array_t<wp::vec_t<6, wp::float32>> adj_shape_wrenches = _wp_adj_args->shape_wrenches;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_shape_velocities = _wp_adj_args->shape_velocities;
    wp::transform_t<wp::float32> adj_damping = _wp_adj_args->damping;
    wp::array_t<wp::float32> adj_shape_scores = _wp_adj_args->shape_scores;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<6, wp::float32>* var_1;
    wp::vec_t<6, wp::float32> var_2;
    wp::vec_t<6, wp::float32> var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    const wp::int32 var_7 = 2;
    wp::float32 var_8;
    const wp::float32 var_9 = 1.0;
    bool var_10;
    const wp::float32 var_11 = 1.446;
    const wp::float32 var_12 = 1.1;
    wp::float32 var_13;
    const wp::float32 var_14 = 0.7;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::mat_t<3, 3, wp::float32> var_17;
    const wp::int32 var_18 = 4;
    const wp::float32 var_19 = -1.28;
    wp::float32 var_20;
    wp::vec_t<6, wp::float32> var_21;
    wp::vec_t<6, wp::float32> var_22;
    const wp::float32 var_23 = 0.9;
    const wp::int32 var_24 = 0;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::int32 var_28 = 0;
    wp::float32 var_29;
    wp::float32 var_30;
    const wp::int32 var_31 = 1;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::int32 var_34 = 2;
    wp::float32 var_35;
    wp::float32 var_36;
    const wp::float32 var_37 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_38;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::float32 var_41 = 1.0;
    const wp::float32 var_42 = 1.0;
    const wp::float32 var_43 = 1.0;
    const wp::float32 var_44 = 1.0;
    const wp::float32 var_45 = 1.0;
    const wp::float32 var_46 = 1.0;
    wp::vec_t<6, wp::float32> var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<6, wp::float32> adj_1 = {};
    wp::vec_t<6, wp::float32> adj_2 = {};
    wp::vec_t<6, wp::float32> adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::int32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    bool adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::mat_t<3, 3, wp::float32> adj_17 = {};
    wp::int32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::vec_t<6, wp::float32> adj_21 = {};
    wp::vec_t<6, wp::float32> adj_22 = {};
    wp::float32 adj_23 = {};
    wp::int32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::int32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::int32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::int32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::mat_t<3, 3, wp::float32> adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::vec_t<6, wp::float32> adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    //---------
    // forward
    // def spatial_000000_t(shape_wrenches: wp.array(dtype=Any), shape_velocities: wp.array(dtype=Any), damping: wp.transform, shape_scores: wp.array(dtype=Any)):       <L 1>
    // tid = wp.tid()                                                                         <L 2>
    var_0 = builtin_tid1d();
    // v0 = shape_wrenches[tid]                                                               <L 3>
    var_1 = wp::address(var_shape_wrenches, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = shape_velocities[tid]                                                             <L 4>
    var_4 = wp::address(var_shape_velocities, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v1[2] += wp.sin(((1.446 if float(tid) <= 1.0 else 1.1) + 0.7))                         <L 5>
    var_8 = wp::float(var_0);
    var_10 = (var_8 <= var_9);
    if (var_10) {
    }
    if (!var_10) {
    }
    var_13 = wp::where(var_10, var_11, var_12);
    var_15 = wp::add(var_13, var_14);
    var_16 = wp::sin(var_15);
    wp::add_inplace(var_5, var_7, var_16);
    // v2 = wp.outer(v1, v1)                                                                  <L 6>
    var_17 = wp::outer(var_5, var_5);
    // v0[4] += wp.sin(-1.28)                                                                 <L 7>
    var_20 = wp::sin(var_19);
    wp::add_inplace(var_2, var_18, var_20);
    // v3 = wp.transform_twist(damping, v0)                                                   <L 8>
    var_21 = transform_twist_0(var_damping, var_2);
    // v4 = v0                                                                                <L 9>
    var_22 = wp::copy(var_2);
    // shape_scores[tid] = 0.9 + wp.sin(v4[0]) + v1[0] + v1[1] + v1[2] + wp.ddot(v2, wp.mat33(1.0)) + wp.dot(v3, wp.spatial_vector(1.0, 1.0, 1.0, 1.0, 1.0, 1.0))       <L 10>
    var_25 = wp::extract(var_22, var_24);
    var_26 = wp::sin(var_25);
    var_27 = wp::add(var_23, var_26);
    var_29 = wp::extract(var_5, var_28);
    var_30 = wp::add(var_27, var_29);
    var_32 = wp::extract(var_5, var_31);
    var_33 = wp::add(var_30, var_32);
    var_35 = wp::extract(var_5, var_34);
    var_36 = wp::add(var_33, var_35);
    var_38 = wp::mat_t<3, 3, wp::float32>(var_37);
    var_39 = wp::ddot(var_17, var_38);
    var_40 = wp::add(var_36, var_39);
    var_47 = wp::vec_t<6, wp::float32>({var_41, var_42, var_43, var_44, var_45, var_46});
    var_48 = wp::dot(var_21, var_47);
    var_49 = wp::add(var_40, var_48);
    // wp::array_store(var_shape_scores, var_0, var_49);
    //---------
    // reverse
    wp::adj_array_store(var_shape_scores, var_0, var_49, adj_shape_scores, adj_0, adj_49);
    wp::adj_add(var_40, var_48, adj_40, adj_48, adj_49);
    wp::adj_dot(var_21, var_47, adj_21, adj_47, adj_48);
    wp::adj_vec_t({var_41, var_42, var_43, var_44, var_45, var_46}, {&adj_41, &adj_42, &adj_43, &adj_44, &adj_45, &adj_46}, adj_47);
    wp::adj_add(var_36, var_39, adj_36, adj_39, adj_40);
    wp::adj_ddot(var_17, var_38, adj_17, adj_38, adj_39);
    wp::adj_mat_t(var_37, adj_37, adj_38);
    wp::adj_add(var_33, var_35, adj_33, adj_35, adj_36);
    wp::adj_extract(var_5, var_34, adj_5, adj_34, adj_35);
    wp::adj_add(var_30, var_32, adj_30, adj_32, adj_33);
    wp::adj_extract(var_5, var_31, adj_5, adj_31, adj_32);
    wp::adj_add(var_27, var_29, adj_27, adj_29, adj_30);
    wp::adj_extract(var_5, var_28, adj_5, adj_28, adj_29);
    wp::adj_add(var_23, var_26, adj_23, adj_26, adj_27);
    wp::adj_sin(var_25, adj_25, adj_26);
    wp::adj_extract(var_22, var_24, adj_22, adj_24, adj_25);
    // adj: shape_scores[tid] = 0.9 + wp.sin(v4[0]) + v1[0] + v1[1] + v1[2] + wp.ddot(v2, wp.mat33(1.0)) + wp.dot(v3, wp.spatial_vector(1.0, 1.0, 1.0, 1.0, 1.0, 1.0))  <L 10>
    wp::adj_copy(var_2, adj_2, adj_22);
    // adj: v4 = v0                                                                           <L 9>
    adj_transform_twist_0(var_damping, var_2, adj_damping, adj_2, adj_21);
    // adj: v3 = wp.transform_twist(damping, v0)                                              <L 8>
    wp::adj_add_inplace(var_2, var_18, var_20, adj_2, adj_18, adj_20);
    wp::adj_sin(var_19, adj_19, adj_20);
    // adj: v0[4] += wp.sin(-1.28)                                                            <L 7>
    wp::adj_outer(var_5, var_5, adj_5, adj_5, adj_17);
    // adj: v2 = wp.outer(v1, v1)                                                             <L 6>
    wp::adj_add_inplace(var_5, var_7, var_16, adj_5, adj_7, adj_16);
    wp::adj_sin(var_15, adj_15, adj_16);
    wp::adj_add(var_13, var_14, adj_13, adj_14, adj_15);
    wp::adj_where(var_10, var_11, var_12, adj_10, adj_11, adj_12, adj_13);
    if (!var_10) {
    }
    if (var_10) {
    }
    wp::adj_float(var_0, adj_0, adj_8);
    // adj: v1[2] += wp.sin(((1.446 if float(tid) <= 1.0 else 1.1) + 0.7))                    <L 5>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_shape_velocities, var_0, adj_shape_velocities, adj_0, adj_4);
    // adj: v1 = shape_velocities[tid]                                                        <L 4>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_shape_wrenches, var_0, adj_shape_wrenches, adj_0, adj_1);
    // adj: v0 = shape_wrenches[tid]                                                          <L 3>
    // adj: tid = wp.tid()                                                                    <L 2>
    // adj: def spatial_000000_t(shape_wrenches: wp.array(dtype=Any), shape_velocities: wp.array(dtype=Any), damping: wp.transform, shape_scores: wp.array(dtype=Any)):  <L 1>
    return;
}



struct spatial_000000_t_e8c283cf_cpu_block_payload_forward
{
    wp_args_spatial_000000_t_e8c283cf* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void spatial_000000_t_e8c283cf_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    spatial_000000_t_e8c283cf_cpu_block_payload_forward* payload = (spatial_000000_t_e8c283cf_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    spatial_000000_t_e8c283cf_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void spatial_000000_t_e8c283cf_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_spatial_000000_t_e8c283cf *_wp_args)
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
        spatial_000000_t_e8c283cf_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &spatial_000000_t_e8c283cf_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct spatial_000000_t_e8c283cf_cpu_block_payload_backward
{
    wp_args_spatial_000000_t_e8c283cf* args;
    wp_args_spatial_000000_t_e8c283cf* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void spatial_000000_t_e8c283cf_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    spatial_000000_t_e8c283cf_cpu_block_payload_backward* payload = (spatial_000000_t_e8c283cf_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    spatial_000000_t_e8c283cf_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void spatial_000000_t_e8c283cf_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_spatial_000000_t_e8c283cf *_wp_args,
    wp_args_spatial_000000_t_e8c283cf *_wp_adj_args)
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
        spatial_000000_t_e8c283cf_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &spatial_000000_t_e8c283cf_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

