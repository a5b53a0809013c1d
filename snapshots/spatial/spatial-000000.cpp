// Generated for case spatial-000000 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_spatial_000000_t_0a9c18c0 {
    wp::array_t<wp::vec_t<6, wp::float32>> shape_wrenches;
    wp::array_t<wp::vec_t<3, wp::float32>> shape_velocities;
    wp::transform_t<wp::float32> damping;
    wp::array_t<wp::float32> shape_scores;
};


template <bool wp_linear_contiguous>
static void spatial_000000_t_0a9c18c0_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_spatial_000000_t_0a9c18c0 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

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
    const wp::float32 var_7 = -0.7;
    wp::float32 var_8;
    const wp::float32 var_9 = 1.34;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 0;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::int32 var_16 = 0;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::int32 var_19 = 1;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::int32 var_22 = 2;
    wp::float32 var_23;
    wp::float32 var_24;
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
    // v2 = float(-0.7)                                                                       <L 5>
    var_8 = wp::float(var_7);
    // shape_scores[tid] = v2 + v2 * 1.34 + wp.sin(v0[0]) + v1[0] + v1[1] + v1[2]             <L 6>
    var_10 = wp::mul(var_8, var_9);
    var_11 = wp::add(var_8, var_10);
    var_13 = wp::extract(var_2, var_12);
    var_14 = wp::sin(var_13);
    var_15 = wp::add(var_11, var_14);
    var_17 = wp::extract(var_5, var_16);
    var_18 = wp::add(var_15, var_17);
    var_20 = wp::extract(var_5, var_19);
    var_21 = wp::add(var_18, var_20);
    var_23 = wp::extract(var_5, var_22);
    var_24 = wp::add(var_21, var_23);
    wp::array_store(var_shape_scores, var_0, var_24);
}



template <bool wp_linear_contiguous>
static void spatial_000000_t_0a9c18c0_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_spatial_000000_t_0a9c18c0 *_wp_args,
    wp_args_spatial_000000_t_0a9c18c0 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

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
    const wp::float32 var_7 = -0.7;
    wp::float32 var_8;
    const wp::float32 var_9 = 1.34;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 0;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::int32 var_16 = 0;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::int32 var_19 = 1;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::int32 var_22 = 2;
    wp::float32 var_23;
    wp::float32 var_24;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<6, wp::float32> adj_1 = {};
    wp::vec_t<6, wp::float32> adj_2 = {};
    wp::vec_t<6, wp::float32> adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::int32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::int32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::int32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
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
    // v2 = float(-0.7)                                                                       <L 5>
    var_8 = wp::float(var_7);
    // shape_scores[tid] = v2 + v2 * 1.34 + wp.sin(v0[0]) + v1[0] + v1[1] + v1[2]             <L 6>
    var_10 = wp::mul(var_8, var_9);
    var_11 = wp::add(var_8, var_10);
    var_13 = wp::extract(var_2, var_12);
    var_14 = wp::sin(var_13);
    var_15 = wp::add(var_11, var_14);
    var_17 = wp::extract(var_5, var_16);
    var_18 = wp::add(var_15, var_17);
    var_20 = wp::extract(var_5, var_19);
    var_21 = wp::add(var_18, var_20);
    var_23 = wp::extract(var_5, var_22);
    var_24 = wp::add(var_21, var_23);
    // wp::array_store(var_shape_scores, var_0, var_24);
    //---------
    // reverse
    wp::adj_array_store(var_shape_scores, var_0, var_24, adj_shape_scores, adj_0, adj_24);
    wp::adj_add(var_21, var_23, adj_21, adj_23, adj_24);
    wp::adj_extract(var_5, var_22, adj_5, adj_22, adj_23);
    wp::adj_add(var_18, var_20, adj_18, adj_20, adj_21);
    wp::adj_extract(var_5, var_19, adj_5, adj_19, adj_20);
    wp::adj_add(var_15, var_17, adj_15, adj_17, adj_18);
    wp::adj_extract(var_5, var_16, adj_5, adj_16, adj_17);
    wp::adj_add(var_11, var_14, adj_11, adj_14, adj_15);
    wp::adj_sin(var_13, adj_13, adj_14);
    wp::adj_extract(var_2, var_12, adj_2, adj_12, adj_13);
    wp::adj_add(var_8, var_10, adj_8, adj_10, adj_11);
    wp::adj_mul(var_8, var_9, adj_8, adj_9, adj_10);
    // adj: shape_scores[tid] = v2 + v2 * 1.34 + wp.sin(v0[0]) + v1[0] + v1[1] + v1[2]        <L 6>
    wp::adj_float(var_7, adj_7, adj_8);
    // adj: v2 = float(-0.7)                                                                  <L 5>
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



struct spatial_000000_t_0a9c18c0_cpu_block_payload_forward
{
    wp_args_spatial_000000_t_0a9c18c0* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void spatial_000000_t_0a9c18c0_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    spatial_000000_t_0a9c18c0_cpu_block_payload_forward* payload = (spatial_000000_t_0a9c18c0_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    spatial_000000_t_0a9c18c0_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void spatial_000000_t_0a9c18c0_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_spatial_000000_t_0a9c18c0 *_wp_args)
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
        spatial_000000_t_0a9c18c0_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &spatial_000000_t_0a9c18c0_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct spatial_000000_t_0a9c18c0_cpu_block_payload_backward
{
    wp_args_spatial_000000_t_0a9c18c0* args;
    wp_args_spatial_000000_t_0a9c18c0* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void spatial_000000_t_0a9c18c0_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    spatial_000000_t_0a9c18c0_cpu_block_payload_backward* payload = (spatial_000000_t_0a9c18c0_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    spatial_000000_t_0a9c18c0_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void spatial_000000_t_0a9c18c0_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_spatial_000000_t_0a9c18c0 *_wp_args,
    wp_args_spatial_000000_t_0a9c18c0 *_wp_adj_args)
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
        spatial_000000_t_0a9c18c0_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &spatial_000000_t_0a9c18c0_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

