// Generated for case math-000002 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_math_000002_c2714f3b {
    wp::array_t<wp::float32> contact_phases;
    wp::array_t<wp::float32> contact_weights;
    wp::array_t<wp::float32> contact_costs;
    wp::array_t<wp::float32> contact_energies;
};


void math_000002_c2714f3b_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_math_000002_c2714f3b *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_contact_phases = _wp_args->contact_phases;
    wp::array_t<wp::float32> var_contact_weights = _wp_args->contact_weights;
    wp::array_t<wp::float32> var_contact_costs = _wp_args->contact_costs;
    wp::array_t<wp::float32> var_contact_energies = _wp_args->contact_energies;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 0.77;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = 1.71;
    wp::float32 var_16;
    wp::float32 var_17;
    //---------
    // forward
    // def math_000002(contact_phases: wp.array[float], contact_weights: wp.array[float], contact_costs: wp.array[float], contact_energies: wp.array[float]):       <L 5>
    // tid = wp.tid()  # thread index                                                         <L 7>
    var_0 = builtin_tid1d();
    // v0 = contact_phases[tid]                                                               <L 8>
    var_1 = wp::address(var_contact_phases, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = contact_weights[tid]                                                              <L 9>
    var_4 = wp::address(var_contact_weights, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = v1                                                                                <L 10>
    var_7 = wp::copy(var_5);
    // contact_costs[tid] = v0 + v1 + v2 + v1 * 0.77                                          <L 11>
    var_8 = wp::add(var_2, var_5);
    var_9 = wp::add(var_8, var_7);
    var_11 = wp::mul(var_5, var_10);
    var_12 = wp::add(var_9, var_11);
    wp::array_store(var_contact_costs, var_0, var_12);
    // contact_energies[tid] = v0 + v1 + v2 + v1 * 1.71                                       <L 13>
    var_13 = wp::add(var_2, var_5);
    var_14 = wp::add(var_13, var_7);
    var_16 = wp::mul(var_5, var_15);
    var_17 = wp::add(var_14, var_16);
    wp::array_store(var_contact_energies, var_0, var_17);
}



void math_000002_c2714f3b_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_math_000002_c2714f3b *_wp_args,
    wp_args_math_000002_c2714f3b *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_contact_phases = _wp_args->contact_phases;
    wp::array_t<wp::float32> var_contact_weights = _wp_args->contact_weights;
    wp::array_t<wp::float32> var_contact_costs = _wp_args->contact_costs;
    wp::array_t<wp::float32> var_contact_energies = _wp_args->contact_energies;
    wp::array_t<wp::float32> adj_contact_phases = _wp_adj_args->contact_phases;
    wp::array_t<wp::float32> adj_contact_weights = _wp_adj_args->contact_weights;
    wp::array_t<wp::float32> adj_contact_costs = _wp_adj_args->contact_costs;
    wp::array_t<wp::float32> adj_contact_energies = _wp_adj_args->contact_energies;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 0.77;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = 1.71;
    wp::float32 var_16;
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
    // def math_000002(contact_phases: wp.array[float], contact_weights: wp.array[float], contact_costs: wp.array[float], contact_energies: wp.array[float]):       <L 5>
    // tid = wp.tid()  # thread index                                                         <L 7>
    var_0 = builtin_tid1d();
    // v0 = contact_phases[tid]                                                               <L 8>
    var_1 = wp::address(var_contact_phases, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = contact_weights[tid]                                                              <L 9>
    var_4 = wp::address(var_contact_weights, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = v1                                                                                <L 10>
    var_7 = wp::copy(var_5);
    // contact_costs[tid] = v0 + v1 + v2 + v1 * 0.77                                          <L 11>
    var_8 = wp::add(var_2, var_5);
    var_9 = wp::add(var_8, var_7);
    var_11 = wp::mul(var_5, var_10);
    var_12 = wp::add(var_9, var_11);
    // wp::array_store(var_contact_costs, var_0, var_12);
    // contact_energies[tid] = v0 + v1 + v2 + v1 * 1.71                                       <L 13>
    var_13 = wp::add(var_2, var_5);
    var_14 = wp::add(var_13, var_7);
    var_16 = wp::mul(var_5, var_15);
    var_17 = wp::add(var_14, var_16);
    // wp::array_store(var_contact_energies, var_0, var_17);
    //---------
    // reverse
    wp::adj_array_store(var_contact_energies, var_0, var_17, adj_contact_energies, adj_0, adj_17);
    wp::adj_add(var_14, var_16, adj_14, adj_16, adj_17);
    wp::adj_mul(var_5, var_15, adj_5, adj_15, adj_16);
    wp::adj_add(var_13, var_7, adj_13, adj_7, adj_14);
    wp::adj_add(var_2, var_5, adj_2, adj_5, adj_13);
    // adj: contact_energies[tid] = v0 + v1 + v2 + v1 * 1.71                                  <L 13>
    wp::adj_array_store(var_contact_costs, var_0, var_12, adj_contact_costs, adj_0, adj_12);
    wp::adj_add(var_9, var_11, adj_9, adj_11, adj_12);
    wp::adj_mul(var_5, var_10, adj_5, adj_10, adj_11);
    wp::adj_add(var_8, var_7, adj_8, adj_7, adj_9);
    wp::adj_add(var_2, var_5, adj_2, adj_5, adj_8);
    // adj: contact_costs[tid] = v0 + v1 + v2 + v1 * 0.77                                     <L 11>
    wp::adj_copy(var_5, adj_5, adj_7);
    // adj: v2 = v1                                                                           <L 10>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_contact_weights, var_0, adj_contact_weights, adj_0, adj_4);
    // adj: v1 = contact_weights[tid]                                                         <L 9>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_contact_phases, var_0, adj_contact_phases, adj_0, adj_1);
    // adj: v0 = contact_phases[tid]                                                          <L 8>
    // adj: tid = wp.tid()  # thread index                                                    <L 7>
    // adj: def math_000002(contact_phases: wp.array[float], contact_weights: wp.array[float], contact_costs: wp.array[float], contact_energies: wp.array[float]):  <L 5>
    return;
}



struct math_000002_c2714f3b_cpu_block_payload_forward
{
    wp_args_math_000002_c2714f3b* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void math_000002_c2714f3b_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    math_000002_c2714f3b_cpu_block_payload_forward* payload = (math_000002_c2714f3b_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    math_000002_c2714f3b_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void math_000002_c2714f3b_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_math_000002_c2714f3b *_wp_args)
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
        math_000002_c2714f3b_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &math_000002_c2714f3b_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct math_000002_c2714f3b_cpu_block_payload_backward
{
    wp_args_math_000002_c2714f3b* args;
    wp_args_math_000002_c2714f3b* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void math_000002_c2714f3b_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    math_000002_c2714f3b_cpu_block_payload_backward* payload = (math_000002_c2714f3b_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    math_000002_c2714f3b_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void math_000002_c2714f3b_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_math_000002_c2714f3b *_wp_args,
    wp_args_math_000002_c2714f3b *_wp_adj_args)
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
        math_000002_c2714f3b_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &math_000002_c2714f3b_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

