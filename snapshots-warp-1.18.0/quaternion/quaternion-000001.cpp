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

struct wp_args_quaternion_000001_849b7447 {
    wp::array_t<wp::vec_t<3, wp::float32>> body_directions;
    wp::array_t<wp::vec_t<3, wp::float32>> body_velocities;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> body_deformations;
    wp::array_t<wp::vec_t<3, wp::float32>> body_accelerations;
    wp::array_t<wp::quat_t<wp::float32>> body_orientations_out;
};


void quaternion_000001_849b7447_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_quaternion_000001_849b7447 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_body_directions = _wp_args->body_directions;
    wp::array_t<wp::vec_t<3, wp::float32>> var_body_velocities = _wp_args->body_velocities;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_body_deformations = _wp_args->body_deformations;
    wp::array_t<wp::vec_t<3, wp::float32>> var_body_accelerations = _wp_args->body_accelerations;
    wp::array_t<wp::quat_t<wp::float32>> var_body_orientations_out = _wp_args->body_orientations_out;
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
    wp::vec_t<3, wp::float32> var_21;
    wp::vec_t<3, wp::float32> var_22;
    const wp::float32 var_23 = 1.0;
    wp::vec_t<3, wp::float32> var_24;
    wp::vec_t<3, wp::float32> var_25;
    wp::quat_t<wp::float32> var_26;
    wp::quat_t<wp::float32> var_27;
    const wp::float32 var_28 = 0.0;
    const wp::float32 var_29 = 0.0;
    const wp::float32 var_30 = 1.0;
    wp::vec_t<3, wp::float32> var_31;
    const wp::int32 var_32 = 0;
    const wp::int32 var_33 = 0;
    wp::float32 var_34;
    wp::float32 var_35;
    wp::quat_t<wp::float32> var_36;
    wp::quat_t<wp::float32> var_37;
    wp::quat_t<wp::float32> var_38;
    //---------
    // forward
    // def quaternion_000001(body_directions: wp.array[wp.vec3], body_velocities: wp.array[wp.vec3], body_deformations: wp.array[wp.mat33], body_accelerations: wp.array[wp.vec3], body_orientations_out: wp.array[wp.quat]):       <L 5>
    // tid = wp.tid()                                                                         <L 7>
    var_0 = builtin_tid1d();
    // v0 = body_directions[tid]                                                              <L 8>
    var_1 = wp::address(var_body_directions, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = body_velocities[tid]                                                              <L 9>
    var_4 = wp::address(var_body_velocities, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = body_deformations[tid]                                                            <L 10>
    var_7 = wp::address(var_body_deformations, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v3 = wp.quat_rotate(wp.quat_identity(), v1)                                            <L 11>
    var_10 = wp::quat_identity<wp::float32>();
    var_11 = wp::quat_rotate(var_10, var_5);
    // v4 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.69, 0.69, -1.2)), 1.0)             <L 12>
    var_15 = wp::vec_t<3, wp::float32>(var_12, var_13, var_14);
    var_16 = wp::normalize(var_15);
    var_18 = wp::quat_from_axis_angle(var_16, var_17);
    // v5 = float(1.771)                                                                      <L 13>
    var_20 = wp::float(var_19);
    // body_accelerations[tid] = v0 + v1 + v3 + v0 * 1.0                                      <L 14>
    var_21 = wp::add(var_2, var_5);
    var_22 = wp::add(var_21, var_11);
    var_24 = wp::mul(var_2, var_23);
    var_25 = wp::add(var_22, var_24);
    wp::array_store(var_body_accelerations, var_0, var_25);
    // body_orientations_out[tid] = wp.normalize(wp.normalize(v4 * v4) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), wp.sin(v2[0, 0])))       <L 15>
    var_26 = wp::mul(var_18, var_18);
    var_27 = wp::normalize(var_26);
    var_31 = wp::vec_t<3, wp::float32>(var_28, var_29, var_30);
    var_34 = wp::extract(var_8, var_32, var_33);
    var_35 = wp::sin(var_34);
    var_36 = wp::quat_from_axis_angle(var_31, var_35);
    var_37 = wp::mul(var_27, var_36);
    var_38 = wp::normalize(var_37);
    wp::array_store(var_body_orientations_out, var_0, var_38);
}



void quaternion_000001_849b7447_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_quaternion_000001_849b7447 *_wp_args,
    wp_args_quaternion_000001_849b7447 *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_body_directions = _wp_args->body_directions;
    wp::array_t<wp::vec_t<3, wp::float32>> var_body_velocities = _wp_args->body_velocities;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_body_deformations = _wp_args->body_deformations;
    wp::array_t<wp::vec_t<3, wp::float32>> var_body_accelerations = _wp_args->body_accelerations;
    wp::array_t<wp::quat_t<wp::float32>> var_body_orientations_out = _wp_args->body_orientations_out;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_body_directions = _wp_adj_args->body_directions;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_body_velocities = _wp_adj_args->body_velocities;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_body_deformations = _wp_adj_args->body_deformations;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_body_accelerations = _wp_adj_args->body_accelerations;
    wp::array_t<wp::quat_t<wp::float32>> adj_body_orientations_out = _wp_adj_args->body_orientations_out;
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
    wp::vec_t<3, wp::float32> var_21;
    wp::vec_t<3, wp::float32> var_22;
    const wp::float32 var_23 = 1.0;
    wp::vec_t<3, wp::float32> var_24;
    wp::vec_t<3, wp::float32> var_25;
    wp::quat_t<wp::float32> var_26;
    wp::quat_t<wp::float32> var_27;
    const wp::float32 var_28 = 0.0;
    const wp::float32 var_29 = 0.0;
    const wp::float32 var_30 = 1.0;
    wp::vec_t<3, wp::float32> var_31;
    const wp::int32 var_32 = 0;
    const wp::int32 var_33 = 0;
    wp::float32 var_34;
    wp::float32 var_35;
    wp::quat_t<wp::float32> var_36;
    wp::quat_t<wp::float32> var_37;
    wp::quat_t<wp::float32> var_38;
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
    wp::vec_t<3, wp::float32> adj_21 = {};
    wp::vec_t<3, wp::float32> adj_22 = {};
    wp::float32 adj_23 = {};
    wp::vec_t<3, wp::float32> adj_24 = {};
    wp::vec_t<3, wp::float32> adj_25 = {};
    wp::quat_t<wp::float32> adj_26 = {};
    wp::quat_t<wp::float32> adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::vec_t<3, wp::float32> adj_31 = {};
    wp::int32 adj_32 = {};
    wp::int32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::quat_t<wp::float32> adj_36 = {};
    wp::quat_t<wp::float32> adj_37 = {};
    wp::quat_t<wp::float32> adj_38 = {};
    //---------
    // forward
    // def quaternion_000001(body_directions: wp.array[wp.vec3], body_velocities: wp.array[wp.vec3], body_deformations: wp.array[wp.mat33], body_accelerations: wp.array[wp.vec3], body_orientations_out: wp.array[wp.quat]):       <L 5>
    // tid = wp.tid()                                                                         <L 7>
    var_0 = builtin_tid1d();
    // v0 = body_directions[tid]                                                              <L 8>
    var_1 = wp::address(var_body_directions, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = body_velocities[tid]                                                              <L 9>
    var_4 = wp::address(var_body_velocities, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = body_deformations[tid]                                                            <L 10>
    var_7 = wp::address(var_body_deformations, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v3 = wp.quat_rotate(wp.quat_identity(), v1)                                            <L 11>
    var_10 = wp::quat_identity<wp::float32>();
    var_11 = wp::quat_rotate(var_10, var_5);
    // v4 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.69, 0.69, -1.2)), 1.0)             <L 12>
    var_15 = wp::vec_t<3, wp::float32>(var_12, var_13, var_14);
    var_16 = wp::normalize(var_15);
    var_18 = wp::quat_from_axis_angle(var_16, var_17);
    // v5 = float(1.771)                                                                      <L 13>
    var_20 = wp::float(var_19);
    // body_accelerations[tid] = v0 + v1 + v3 + v0 * 1.0                                      <L 14>
    var_21 = wp::add(var_2, var_5);
    var_22 = wp::add(var_21, var_11);
    var_24 = wp::mul(var_2, var_23);
    var_25 = wp::add(var_22, var_24);
    // wp::array_store(var_body_accelerations, var_0, var_25);
    // body_orientations_out[tid] = wp.normalize(wp.normalize(v4 * v4) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), wp.sin(v2[0, 0])))       <L 15>
    var_26 = wp::mul(var_18, var_18);
    var_27 = wp::normalize(var_26);
    var_31 = wp::vec_t<3, wp::float32>(var_28, var_29, var_30);
    var_34 = wp::extract(var_8, var_32, var_33);
    var_35 = wp::sin(var_34);
    var_36 = wp::quat_from_axis_angle(var_31, var_35);
    var_37 = wp::mul(var_27, var_36);
    var_38 = wp::normalize(var_37);
    // wp::array_store(var_body_orientations_out, var_0, var_38);
    //---------
    // reverse
    wp::adj_array_store(var_body_orientations_out, var_0, var_38, adj_body_orientations_out, adj_0, adj_38);
    wp::adj_normalize(var_37, adj_37, adj_38);
    wp::adj_mul(var_27, var_36, adj_27, adj_36, adj_37);
    wp::adj_quat_from_axis_angle(var_31, var_35, adj_31, adj_35, adj_36);
    wp::adj_sin(var_34, adj_34, adj_35);
    wp::adj_extract(var_8, var_32, var_33, adj_8, adj_32, adj_33, adj_34);
    wp::adj_vec_t(var_28, var_29, var_30, adj_28, adj_29, adj_30, adj_31);
    wp::adj_normalize(var_26, adj_26, adj_27);
    wp::adj_mul(var_18, var_18, adj_18, adj_18, adj_26);
    // adj: body_orientations_out[tid] = wp.normalize(wp.normalize(v4 * v4) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), wp.sin(v2[0, 0])))  <L 15>
    wp::adj_array_store(var_body_accelerations, var_0, var_25, adj_body_accelerations, adj_0, adj_25);
    wp::adj_add(var_22, var_24, adj_22, adj_24, adj_25);
    wp::adj_mul(var_2, var_23, adj_2, adj_23, adj_24);
    wp::adj_add(var_21, var_11, adj_21, adj_11, adj_22);
    wp::adj_add(var_2, var_5, adj_2, adj_5, adj_21);
    // adj: body_accelerations[tid] = v0 + v1 + v3 + v0 * 1.0                                 <L 14>
    wp::adj_float(var_19, adj_19, adj_20);
    // adj: v5 = float(1.771)                                                                 <L 13>
    wp::adj_quat_from_axis_angle(var_16, var_17, adj_16, adj_17, adj_18);
    wp::adj_normalize(var_15, var_16, adj_15, adj_16);
    wp::adj_vec_t(var_12, var_13, var_14, adj_12, adj_13, adj_14, adj_15);
    // adj: v4 = wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.69, 0.69, -1.2)), 1.0)        <L 12>
    wp::adj_quat_rotate(var_10, var_5, adj_10, adj_5, adj_11);
    // adj: v3 = wp.quat_rotate(wp.quat_identity(), v1)                                       <L 11>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_body_deformations, var_0, adj_body_deformations, adj_0, adj_7);
    // adj: v2 = body_deformations[tid]                                                       <L 10>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_body_velocities, var_0, adj_body_velocities, adj_0, adj_4);
    // adj: v1 = body_velocities[tid]                                                         <L 9>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_body_directions, var_0, adj_body_directions, adj_0, adj_1);
    // adj: v0 = body_directions[tid]                                                         <L 8>
    // adj: tid = wp.tid()                                                                    <L 7>
    // adj: def quaternion_000001(body_directions: wp.array[wp.vec3], body_velocities: wp.array[wp.vec3], body_deformations: wp.array[wp.mat33], body_accelerations: wp.array[wp.vec3], body_orientations_out: wp.array[wp.quat]):  <L 5>
    return;
}



struct quaternion_000001_849b7447_cpu_block_payload_forward
{
    wp_args_quaternion_000001_849b7447* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void quaternion_000001_849b7447_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    quaternion_000001_849b7447_cpu_block_payload_forward* payload = (quaternion_000001_849b7447_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    quaternion_000001_849b7447_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void quaternion_000001_849b7447_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_quaternion_000001_849b7447 *_wp_args)
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
        quaternion_000001_849b7447_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &quaternion_000001_849b7447_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct quaternion_000001_849b7447_cpu_block_payload_backward
{
    wp_args_quaternion_000001_849b7447* args;
    wp_args_quaternion_000001_849b7447* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void quaternion_000001_849b7447_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    quaternion_000001_849b7447_cpu_block_payload_backward* payload = (quaternion_000001_849b7447_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    quaternion_000001_849b7447_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void quaternion_000001_849b7447_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_quaternion_000001_849b7447 *_wp_args,
    wp_args_quaternion_000001_849b7447 *_wp_adj_args)
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
        quaternion_000001_849b7447_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &quaternion_000001_849b7447_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

