// Generated for case arithmetic-000002 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_arithmetic_000002_820802db {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::array_t<wp::float32> x2;
    wp::array_t<wp::float32> out0;
};


void arithmetic_000002_820802db_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_arithmetic_000002_820802db *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 1.0;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    const wp::float32 var_17 = 0.74;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    //---------
    // forward
    // def arithmetic_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float)):       <L 5>
    // tid = wp.tid()  # launch index                                                         <L 6>
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
    // v3 = v2                                                                                <L 10>
    var_10 = wp::copy(var_8);
    // v4 = (v2 / (wp.abs(v1) + 1.0))                                                         <L 11>
    var_11 = wp::abs(var_5);
    var_13 = wp::add(var_11, var_12);
    var_14 = wp::div(var_8, var_13);
    // out0[tid] = v2 + v3 + v4 + v0 * 0.74 + v1                                              <L 13>
    var_15 = wp::add(var_8, var_10);
    var_16 = wp::add(var_15, var_14);
    var_18 = wp::mul(var_2, var_17);
    var_19 = wp::add(var_16, var_18);
    var_20 = wp::add(var_19, var_5);
    wp::array_store(var_out0, var_0, var_20);
}



void arithmetic_000002_820802db_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_arithmetic_000002_820802db *_wp_args,
    wp_args_arithmetic_000002_820802db *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float32> adj_x2 = _wp_adj_args->x2;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 1.0;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    const wp::float32 var_17 = 0.74;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
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
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    //---------
    // forward
    // def arithmetic_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float)):       <L 5>
    // tid = wp.tid()  # launch index                                                         <L 6>
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
    // v3 = v2                                                                                <L 10>
    var_10 = wp::copy(var_8);
    // v4 = (v2 / (wp.abs(v1) + 1.0))                                                         <L 11>
    var_11 = wp::abs(var_5);
    var_13 = wp::add(var_11, var_12);
    var_14 = wp::div(var_8, var_13);
    // out0[tid] = v2 + v3 + v4 + v0 * 0.74 + v1                                              <L 13>
    var_15 = wp::add(var_8, var_10);
    var_16 = wp::add(var_15, var_14);
    var_18 = wp::mul(var_2, var_17);
    var_19 = wp::add(var_16, var_18);
    var_20 = wp::add(var_19, var_5);
    // wp::array_store(var_out0, var_0, var_20);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_20, adj_out0, adj_0, adj_20);
    wp::adj_add(var_19, var_5, adj_19, adj_5, adj_20);
    wp::adj_add(var_16, var_18, adj_16, adj_18, adj_19);
    wp::adj_mul(var_2, var_17, adj_2, adj_17, adj_18);
    wp::adj_add(var_15, var_14, adj_15, adj_14, adj_16);
    wp::adj_add(var_8, var_10, adj_8, adj_10, adj_15);
    // adj: out0[tid] = v2 + v3 + v4 + v0 * 0.74 + v1                                         <L 13>
    wp::adj_div(var_8, var_13, var_14, adj_8, adj_13, adj_14);
    wp::adj_add(var_11, var_12, adj_11, adj_12, adj_13);
    wp::adj_abs(var_5, adj_5, adj_11);
    // adj: v4 = (v2 / (wp.abs(v1) + 1.0))                                                    <L 11>
    wp::adj_copy(var_8, adj_8, adj_10);
    // adj: v3 = v2                                                                           <L 10>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_7);
    // adj: v2 = x2[tid]                                                                      <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()  # launch index                                                    <L 6>
    // adj: def arithmetic_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float)):  <L 5>
    return;
}



struct arithmetic_000002_820802db_cpu_block_payload_forward
{
    wp_args_arithmetic_000002_820802db* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void arithmetic_000002_820802db_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    arithmetic_000002_820802db_cpu_block_payload_forward* payload = (arithmetic_000002_820802db_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    arithmetic_000002_820802db_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void arithmetic_000002_820802db_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_arithmetic_000002_820802db *_wp_args)
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
        arithmetic_000002_820802db_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &arithmetic_000002_820802db_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct arithmetic_000002_820802db_cpu_block_payload_backward
{
    wp_args_arithmetic_000002_820802db* args;
    wp_args_arithmetic_000002_820802db* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void arithmetic_000002_820802db_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    arithmetic_000002_820802db_cpu_block_payload_backward* payload = (arithmetic_000002_820802db_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    arithmetic_000002_820802db_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void arithmetic_000002_820802db_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_arithmetic_000002_820802db *_wp_args,
    wp_args_arithmetic_000002_820802db *_wp_adj_args)
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
        arithmetic_000002_820802db_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &arithmetic_000002_820802db_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

