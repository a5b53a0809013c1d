// Generated for case math-000000 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_math_000000_0f8e5017 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> out0;
};


void math_000000_0f8e5017_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_math_000000_0f8e5017 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = -1.8;
    wp::float32 var_5;
    const wp::float32 var_6 = -1.45;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    const wp::float32 var_11 = 0.5;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::float32 var_16 = -0.5;
    wp::float32 var_17;
    //---------
    // forward
    // def math_000000(x0: wp.array[float], out0: wp.array[float]):                           <L 5>
    // tid = wp.tid()                                                                         <L 7>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 8>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = float(-1.8)                                                                       <L 9>
    var_5 = wp::float(var_4);
    // v2 = (v1 * -1.45)                                                                      <L 10>
    var_7 = wp::mul(var_5, var_6);
    // v3 = wp.rint(v0)                                                                       <L 11>
    var_8 = wp::rint(var_2);
    // v4 = (v3 + v2)                                                                         <L 12>
    var_9 = wp::add(var_8, var_7);
    // v5 = wp.atan2(v3, wp.abs(v1) + 0.5)                                                    <L 13>
    var_10 = wp::abs(var_5);
    var_12 = wp::add(var_10, var_11);
    var_13 = wp::atan2(var_8, var_12);
    // out0[tid] = v3 + v4 + v5 + -0.5                                                        <L 14>
    var_14 = wp::add(var_8, var_9);
    var_15 = wp::add(var_14, var_13);
    var_17 = wp::add(var_15, var_16);
    wp::array_store(var_out0, var_0, var_17);
}



void math_000000_0f8e5017_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_math_000000_0f8e5017 *_wp_args,
    wp_args_math_000000_0f8e5017 *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = -1.8;
    wp::float32 var_5;
    const wp::float32 var_6 = -1.45;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    const wp::float32 var_11 = 0.5;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::float32 var_16 = -0.5;
    wp::float32 var_17;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    //---------
    // forward
    // def math_000000(x0: wp.array[float], out0: wp.array[float]):                           <L 5>
    // tid = wp.tid()                                                                         <L 7>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 8>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = float(-1.8)                                                                       <L 9>
    var_5 = wp::float(var_4);
    // v2 = (v1 * -1.45)                                                                      <L 10>
    var_7 = wp::mul(var_5, var_6);
    // v3 = wp.rint(v0)                                                                       <L 11>
    var_8 = wp::rint(var_2);
    // v4 = (v3 + v2)                                                                         <L 12>
    var_9 = wp::add(var_8, var_7);
    // v5 = wp.atan2(v3, wp.abs(v1) + 0.5)                                                    <L 13>
    var_10 = wp::abs(var_5);
    var_12 = wp::add(var_10, var_11);
    var_13 = wp::atan2(var_8, var_12);
    // out0[tid] = v3 + v4 + v5 + -0.5                                                        <L 14>
    var_14 = wp::add(var_8, var_9);
    var_15 = wp::add(var_14, var_13);
    var_17 = wp::add(var_15, var_16);
    // wp::array_store(var_out0, var_0, var_17);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_17, adj_out0, adj_0, adj_17);
    wp::adj_add(var_15, var_16, adj_15, adj_16, adj_17);
    wp::adj_add(var_14, var_13, adj_14, adj_13, adj_15);
    wp::adj_add(var_8, var_9, adj_8, adj_9, adj_14);
    // adj: out0[tid] = v3 + v4 + v5 + -0.5                                                   <L 14>
    wp::adj_atan2(var_8, var_12, adj_8, adj_12, adj_13);
    wp::adj_add(var_10, var_11, adj_10, adj_11, adj_12);
    wp::adj_abs(var_5, adj_5, adj_10);
    // adj: v5 = wp.atan2(v3, wp.abs(v1) + 0.5)                                               <L 13>
    wp::adj_add(var_8, var_7, adj_8, adj_7, adj_9);
    // adj: v4 = (v3 + v2)                                                                    <L 12>
    // adj: v3 = wp.rint(v0)                                                                  <L 11>
    wp::adj_mul(var_5, var_6, adj_5, adj_6, adj_7);
    // adj: v2 = (v1 * -1.45)                                                                 <L 10>
    wp::adj_float(var_4, adj_4, adj_5);
    // adj: v1 = float(-1.8)                                                                  <L 9>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 8>
    // adj: tid = wp.tid()                                                                    <L 7>
    // adj: def math_000000(x0: wp.array[float], out0: wp.array[float]):                      <L 5>
    return;
}



struct math_000000_0f8e5017_cpu_block_payload_forward
{
    wp_args_math_000000_0f8e5017* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void math_000000_0f8e5017_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    math_000000_0f8e5017_cpu_block_payload_forward* payload = (math_000000_0f8e5017_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    math_000000_0f8e5017_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void math_000000_0f8e5017_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_math_000000_0f8e5017 *_wp_args)
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
        math_000000_0f8e5017_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &math_000000_0f8e5017_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct math_000000_0f8e5017_cpu_block_payload_backward
{
    wp_args_math_000000_0f8e5017* args;
    wp_args_math_000000_0f8e5017* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void math_000000_0f8e5017_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    math_000000_0f8e5017_cpu_block_payload_backward* payload = (math_000000_0f8e5017_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    math_000000_0f8e5017_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void math_000000_0f8e5017_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_math_000000_0f8e5017 *_wp_args,
    wp_args_math_000000_0f8e5017 *_wp_adj_args)
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
        math_000000_0f8e5017_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &math_000000_0f8e5017_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

