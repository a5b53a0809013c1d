// Generated for case quaternion-000001 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_quaternion_000001_t_3625cc9a {
    wp::array_t<wp::vec_t<3, wp::float32>> x0;
    wp::array_t<wp::vec_t<3, wp::float32>> x1;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> x2;
    wp::array_t<wp::float32> acc0;
    wp::array_t<wp::float32> out0;
};


void quaternion_000001_t_3625cc9a_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_quaternion_000001_t_3625cc9a *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
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
    wp::quat_t<wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    const wp::float32 var_12 = 1.69;
    const wp::float32 var_13 = 0.69;
    const wp::float32 var_14 = -1.2;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    const wp::float32 var_17 = 1.0;
    wp::quat_t<wp::float32> var_18;
    const wp::float32 var_19 = 1.771;
    wp::float32 var_20;
    const wp::float32 var_21 = 1.1;
    wp::float32 var_22;
    wp::float32 var_23;
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
    const wp::int32 var_41 = 0;
    wp::float32 var_42;
    wp::float32 var_43;
    const wp::int32 var_44 = 1;
    wp::float32 var_45;
    wp::float32 var_46;
    const wp::int32 var_47 = 2;
    wp::float32 var_48;
    wp::float32 var_49;
    const wp::int32 var_50 = 0;
    wp::float32 var_51;
    wp::float32 var_52;
    const wp::int32 var_53 = 1;
    wp::float32 var_54;
    wp::float32 var_55;
    const wp::int32 var_56 = 2;
    wp::float32 var_57;
    wp::float32 var_58;
    const wp::int32 var_59 = 3;
    wp::float32 var_60;
    wp::float32 var_61;
    //---------
    // forward
    // def quaternion_000001_t(x0: wp.array(dtype=Any), x1: wp.array(dtype=Any), x2: wp.array(dtype=Any), acc0: wp.array(dtype=Any), out0: wp.array(dtype=Any)):       <L 1>
    // tid = wp.tid()                                                                         <L 3>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 4>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = x1[tid]                                                                           <L 5>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = x2[tid]                                                                           <L 6>
    var_7 = wp::address(var_x2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v3 = wp.quat_rotate(wp.quat_identity(), v1)                                            <L 7>
    var_10 = wp::quat_identity<wp::float32>();
    var_11 = wp::quat_rotate(var_10, var_5);
    // v4 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.69, 0.69, -1.2)), 1.0)             <L 8>
    var_15 = wp::vec_t<3, wp::float32>(var_12, var_13, var_14);
    var_16 = wp::normalize(var_15);
    var_18 = wp::quat_from_axis_angle(var_16, var_17);
    // v5 = float(1.771)                                                                      <L 9>
    var_20 = wp::float(var_19);
    // out0[tid] = v5 + v5 * 1.1 + wp.sin(v0[0]) + v1[0] + v1[1] + v1[2] + wp.ddot(v2, wp.mat33(1.0)) + v3[0] + v3[1] + v3[2] + v4[0] + v4[1] + v4[2] + v4[3]       <L 10>
    var_22 = wp::mul(var_20, var_21);
    var_23 = wp::add(var_20, var_22);
    var_25 = wp::extract(var_2, var_24);
    var_26 = wp::sin(var_25);
    var_27 = wp::add(var_23, var_26);
    var_29 = wp::extract(var_5, var_28);
    var_30 = wp::add(var_27, var_29);
    var_32 = wp::extract(var_5, var_31);
    var_33 = wp::add(var_30, var_32);
    var_35 = wp::extract(var_5, var_34);
    var_36 = wp::add(var_33, var_35);
    var_38 = wp::mat_t<3, 3, wp::float32>(var_37);
    var_39 = wp::ddot(var_8, var_38);
    var_40 = wp::add(var_36, var_39);
    var_42 = wp::extract(var_11, var_41);
    var_43 = wp::add(var_40, var_42);
    var_45 = wp::extract(var_11, var_44);
    var_46 = wp::add(var_43, var_45);
    var_48 = wp::extract(var_11, var_47);
    var_49 = wp::add(var_46, var_48);
    var_51 = wp::extract(var_18, var_50);
    var_52 = wp::add(var_49, var_51);
    var_54 = wp::extract(var_18, var_53);
    var_55 = wp::add(var_52, var_54);
    var_57 = wp::extract(var_18, var_56);
    var_58 = wp::add(var_55, var_57);
    var_60 = wp::extract(var_18, var_59);
    var_61 = wp::add(var_58, var_60);
    wp::array_store(var_out0, var_0, var_61);
}



void quaternion_000001_t_3625cc9a_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_quaternion_000001_t_3625cc9a *_wp_args,
    wp_args_quaternion_000001_t_3625cc9a *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_x2 = _wp_adj_args->x2;
    wp::array_t<wp::float32> adj_acc0 = _wp_adj_args->acc0;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
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
    wp::quat_t<wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    const wp::float32 var_12 = 1.69;
    const wp::float32 var_13 = 0.69;
    const wp::float32 var_14 = -1.2;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    const wp::float32 var_17 = 1.0;
    wp::quat_t<wp::float32> var_18;
    const wp::float32 var_19 = 1.771;
    wp::float32 var_20;
    const wp::float32 var_21 = 1.1;
    wp::float32 var_22;
    wp::float32 var_23;
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
    const wp::int32 var_41 = 0;
    wp::float32 var_42;
    wp::float32 var_43;
    const wp::int32 var_44 = 1;
    wp::float32 var_45;
    wp::float32 var_46;
    const wp::int32 var_47 = 2;
    wp::float32 var_48;
    wp::float32 var_49;
    const wp::int32 var_50 = 0;
    wp::float32 var_51;
    wp::float32 var_52;
    const wp::int32 var_53 = 1;
    wp::float32 var_54;
    wp::float32 var_55;
    const wp::int32 var_56 = 2;
    wp::float32 var_57;
    wp::float32 var_58;
    const wp::int32 var_59 = 3;
    wp::float32 var_60;
    wp::float32 var_61;
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
    wp::quat_t<wp::float32> adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::float32 adj_17 = {};
    wp::quat_t<wp::float32> adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
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
    wp::int32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::int32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::int32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::int32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::int32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::int32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::int32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    //---------
    // forward
    // def quaternion_000001_t(x0: wp.array(dtype=Any), x1: wp.array(dtype=Any), x2: wp.array(dtype=Any), acc0: wp.array(dtype=Any), out0: wp.array(dtype=Any)):       <L 1>
    // tid = wp.tid()                                                                         <L 3>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 4>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = x1[tid]                                                                           <L 5>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = x2[tid]                                                                           <L 6>
    var_7 = wp::address(var_x2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v3 = wp.quat_rotate(wp.quat_identity(), v1)                                            <L 7>
    var_10 = wp::quat_identity<wp::float32>();
    var_11 = wp::quat_rotate(var_10, var_5);
    // v4 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.69, 0.69, -1.2)), 1.0)             <L 8>
    var_15 = wp::vec_t<3, wp::float32>(var_12, var_13, var_14);
    var_16 = wp::normalize(var_15);
    var_18 = wp::quat_from_axis_angle(var_16, var_17);
    // v5 = float(1.771)                                                                      <L 9>
    var_20 = wp::float(var_19);
    // out0[tid] = v5 + v5 * 1.1 + wp.sin(v0[0]) + v1[0] + v1[1] + v1[2] + wp.ddot(v2, wp.mat33(1.0)) + v3[0] + v3[1] + v3[2] + v4[0] + v4[1] + v4[2] + v4[3]       <L 10>
    var_22 = wp::mul(var_20, var_21);
    var_23 = wp::add(var_20, var_22);
    var_25 = wp::extract(var_2, var_24);
    var_26 = wp::sin(var_25);
    var_27 = wp::add(var_23, var_26);
    var_29 = wp::extract(var_5, var_28);
    var_30 = wp::add(var_27, var_29);
    var_32 = wp::extract(var_5, var_31);
    var_33 = wp::add(var_30, var_32);
    var_35 = wp::extract(var_5, var_34);
    var_36 = wp::add(var_33, var_35);
    var_38 = wp::mat_t<3, 3, wp::float32>(var_37);
    var_39 = wp::ddot(var_8, var_38);
    var_40 = wp::add(var_36, var_39);
    var_42 = wp::extract(var_11, var_41);
    var_43 = wp::add(var_40, var_42);
    var_45 = wp::extract(var_11, var_44);
    var_46 = wp::add(var_43, var_45);
    var_48 = wp::extract(var_11, var_47);
    var_49 = wp::add(var_46, var_48);
    var_51 = wp::extract(var_18, var_50);
    var_52 = wp::add(var_49, var_51);
    var_54 = wp::extract(var_18, var_53);
    var_55 = wp::add(var_52, var_54);
    var_57 = wp::extract(var_18, var_56);
    var_58 = wp::add(var_55, var_57);
    var_60 = wp::extract(var_18, var_59);
    var_61 = wp::add(var_58, var_60);
    // wp::array_store(var_out0, var_0, var_61);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_61, adj_out0, adj_0, adj_61);
    wp::adj_add(var_58, var_60, adj_58, adj_60, adj_61);
    wp::adj_extract(var_18, var_59, adj_18, adj_59, adj_60);
    wp::adj_add(var_55, var_57, adj_55, adj_57, adj_58);
    wp::adj_extract(var_18, var_56, adj_18, adj_56, adj_57);
    wp::adj_add(var_52, var_54, adj_52, adj_54, adj_55);
    wp::adj_extract(var_18, var_53, adj_18, adj_53, adj_54);
    wp::adj_add(var_49, var_51, adj_49, adj_51, adj_52);
    wp::adj_extract(var_18, var_50, adj_18, adj_50, adj_51);
    wp::adj_add(var_46, var_48, adj_46, adj_48, adj_49);
    wp::adj_extract(var_11, var_47, adj_11, adj_47, adj_48);
    wp::adj_add(var_43, var_45, adj_43, adj_45, adj_46);
    wp::adj_extract(var_11, var_44, adj_11, adj_44, adj_45);
    wp::adj_add(var_40, var_42, adj_40, adj_42, adj_43);
    wp::adj_extract(var_11, var_41, adj_11, adj_41, adj_42);
    wp::adj_add(var_36, var_39, adj_36, adj_39, adj_40);
    wp::adj_ddot(var_8, var_38, adj_8, adj_38, adj_39);
    wp::adj_mat_t(var_37, adj_37, adj_38);
    wp::adj_add(var_33, var_35, adj_33, adj_35, adj_36);
    wp::adj_extract(var_5, var_34, adj_5, adj_34, adj_35);
    wp::adj_add(var_30, var_32, adj_30, adj_32, adj_33);
    wp::adj_extract(var_5, var_31, adj_5, adj_31, adj_32);
    wp::adj_add(var_27, var_29, adj_27, adj_29, adj_30);
    wp::adj_extract(var_5, var_28, adj_5, adj_28, adj_29);
    wp::adj_add(var_23, var_26, adj_23, adj_26, adj_27);
    wp::adj_sin(var_25, adj_25, adj_26);
    wp::adj_extract(var_2, var_24, adj_2, adj_24, adj_25);
    wp::adj_add(var_20, var_22, adj_20, adj_22, adj_23);
    wp::adj_mul(var_20, var_21, adj_20, adj_21, adj_22);
    // adj: out0[tid] = v5 + v5 * 1.1 + wp.sin(v0[0]) + v1[0] + v1[1] + v1[2] + wp.ddot(v2, wp.mat33(1.0)) + v3[0] + v3[1] + v3[2] + v4[0] + v4[1] + v4[2] + v4[3]  <L 10>
    wp::adj_float(var_19, adj_19, adj_20);
    // adj: v5 = float(1.771)                                                                 <L 9>
    wp::adj_quat_from_axis_angle(var_16, var_17, adj_16, adj_17, adj_18);
    wp::adj_normalize(var_15, var_16, adj_15, adj_16);
    wp::adj_vec_t(var_12, var_13, var_14, adj_12, adj_13, adj_14, adj_15);
    // adj: v4 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.69, 0.69, -1.2)), 1.0)        <L 8>
    wp::adj_quat_rotate(var_10, var_5, adj_10, adj_5, adj_11);
    // adj: v3 = wp.quat_rotate(wp.quat_identity(), v1)                                       <L 7>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_7);
    // adj: v2 = x2[tid]                                                                      <L 6>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 5>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 4>
    // adj: tid = wp.tid()                                                                    <L 3>
    // adj: def quaternion_000001_t(x0: wp.array(dtype=Any), x1: wp.array(dtype=Any), x2: wp.array(dtype=Any), acc0: wp.array(dtype=Any), out0: wp.array(dtype=Any)):  <L 1>
    return;
}



struct quaternion_000001_t_3625cc9a_cpu_block_payload_forward
{
    wp_args_quaternion_000001_t_3625cc9a* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void quaternion_000001_t_3625cc9a_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    quaternion_000001_t_3625cc9a_cpu_block_payload_forward* payload = (quaternion_000001_t_3625cc9a_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    quaternion_000001_t_3625cc9a_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void quaternion_000001_t_3625cc9a_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_quaternion_000001_t_3625cc9a *_wp_args)
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
        quaternion_000001_t_3625cc9a_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &quaternion_000001_t_3625cc9a_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct quaternion_000001_t_3625cc9a_cpu_block_payload_backward
{
    wp_args_quaternion_000001_t_3625cc9a* args;
    wp_args_quaternion_000001_t_3625cc9a* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void quaternion_000001_t_3625cc9a_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    quaternion_000001_t_3625cc9a_cpu_block_payload_backward* payload = (quaternion_000001_t_3625cc9a_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    quaternion_000001_t_3625cc9a_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void quaternion_000001_t_3625cc9a_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_quaternion_000001_t_3625cc9a *_wp_args,
    wp_args_quaternion_000001_t_3625cc9a *_wp_adj_args)
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
        quaternion_000001_t_3625cc9a_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &quaternion_000001_t_3625cc9a_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

