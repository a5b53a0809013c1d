// Generated for case math-000001 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_math_000001_1843a8a7 {
    wp::array_t<wp::float32> contact_masses;
    wp::array_t<wp::float32> contact_costs;
    wp::array_t<wp::float32> contact_distances;
};


void math_000001_1843a8a7_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_math_000001_1843a8a7 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_contact_masses = _wp_args->contact_masses;
    wp::array_t<wp::float32> var_contact_costs = _wp_args->contact_costs;
    wp::array_t<wp::float32> var_contact_distances = _wp_args->contact_distances;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::shape_t* var_1;
    const wp::int32 var_2 = 0;
    wp::int32 var_3;
    wp::shape_t var_4;
    bool var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    const wp::float32 var_9 = 1.3;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 0.18;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::float32 var_16 = 1.11;
    wp::float32 var_17;
    wp::float32 var_18;
    //---------
    // forward
    // def math_000001(contact_masses: wp.array[float], contact_costs: wp.array[float], contact_distances: wp.array[float]):       <L 5>
    // tid = wp.tid()  # launch index                                                         <L 6>
    var_0 = builtin_tid1d();
    // if tid >= contact_distances.shape[0]:                                                  <L 7>
    var_1 = &(var_contact_distances.shape);
    var_4 = wp::load(var_1);
    var_3 = wp::extract(var_4, var_2);
    var_5 = (var_0 >= var_3);
    if (var_5) {
        // return  # past the end of the arrays                                               <L 8>
        return;
    }
    // v0 = contact_masses[tid]                                                               <L 9>
    var_6 = wp::address(var_contact_masses, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v1 = float(1.3)                                                                        <L 10>
    var_10 = wp::float(var_9);
    // contact_costs[tid] = v0 + v1 + v0 * 0.18                                               <L 11>
    var_11 = wp::add(var_7, var_10);
    var_13 = wp::mul(var_7, var_12);
    var_14 = wp::add(var_11, var_13);
    wp::array_store(var_contact_costs, var_0, var_14);
    // contact_distances[tid] = v0 + v1 + v0 * 1.11                                           <L 13>
    var_15 = wp::add(var_7, var_10);
    var_17 = wp::mul(var_7, var_16);
    var_18 = wp::add(var_15, var_17);
    wp::array_store(var_contact_distances, var_0, var_18);
}



void math_000001_1843a8a7_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_math_000001_1843a8a7 *_wp_args,
    wp_args_math_000001_1843a8a7 *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_contact_masses = _wp_args->contact_masses;
    wp::array_t<wp::float32> var_contact_costs = _wp_args->contact_costs;
    wp::array_t<wp::float32> var_contact_distances = _wp_args->contact_distances;
    wp::array_t<wp::float32> adj_contact_masses = _wp_adj_args->contact_masses;
    wp::array_t<wp::float32> adj_contact_costs = _wp_adj_args->contact_costs;
    wp::array_t<wp::float32> adj_contact_distances = _wp_adj_args->contact_distances;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::shape_t* var_1;
    const wp::int32 var_2 = 0;
    wp::int32 var_3;
    wp::shape_t var_4;
    bool var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    const wp::float32 var_9 = 1.3;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 0.18;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::float32 var_16 = 1.11;
    wp::float32 var_17;
    wp::float32 var_18;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::shape_t adj_1 = {};
    wp::int32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::shape_t adj_4 = {};
    bool adj_5 = {};
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
    //---------
    // forward
    // def math_000001(contact_masses: wp.array[float], contact_costs: wp.array[float], contact_distances: wp.array[float]):       <L 5>
    // tid = wp.tid()  # launch index                                                         <L 6>
    var_0 = builtin_tid1d();
    // if tid >= contact_distances.shape[0]:                                                  <L 7>
    var_1 = &(var_contact_distances.shape);
    var_4 = wp::load(var_1);
    var_3 = wp::extract(var_4, var_2);
    var_5 = (var_0 >= var_3);
    if (var_5) {
        // return  # past the end of the arrays                                               <L 8>
        goto label0;
    }
    // v0 = contact_masses[tid]                                                               <L 9>
    var_6 = wp::address(var_contact_masses, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v1 = float(1.3)                                                                        <L 10>
    var_10 = wp::float(var_9);
    // contact_costs[tid] = v0 + v1 + v0 * 0.18                                               <L 11>
    var_11 = wp::add(var_7, var_10);
    var_13 = wp::mul(var_7, var_12);
    var_14 = wp::add(var_11, var_13);
    // wp::array_store(var_contact_costs, var_0, var_14);
    // contact_distances[tid] = v0 + v1 + v0 * 1.11                                           <L 13>
    var_15 = wp::add(var_7, var_10);
    var_17 = wp::mul(var_7, var_16);
    var_18 = wp::add(var_15, var_17);
    // wp::array_store(var_contact_distances, var_0, var_18);
    //---------
    // reverse
    wp::adj_array_store(var_contact_distances, var_0, var_18, adj_contact_distances, adj_0, adj_18);
    wp::adj_add(var_15, var_17, adj_15, adj_17, adj_18);
    wp::adj_mul(var_7, var_16, adj_7, adj_16, adj_17);
    wp::adj_add(var_7, var_10, adj_7, adj_10, adj_15);
    // adj: contact_distances[tid] = v0 + v1 + v0 * 1.11                                      <L 13>
    wp::adj_array_store(var_contact_costs, var_0, var_14, adj_contact_costs, adj_0, adj_14);
    wp::adj_add(var_11, var_13, adj_11, adj_13, adj_14);
    wp::adj_mul(var_7, var_12, adj_7, adj_12, adj_13);
    wp::adj_add(var_7, var_10, adj_7, adj_10, adj_11);
    // adj: contact_costs[tid] = v0 + v1 + v0 * 0.18                                          <L 11>
    wp::adj_float(var_9, adj_9, adj_10);
    // adj: v1 = float(1.3)                                                                   <L 10>
    wp::adj_copy(var_8, adj_6, adj_7);
    wp::adj_address(var_contact_masses, var_0, adj_contact_masses, adj_0, adj_6);
    // adj: v0 = contact_masses[tid]                                                          <L 9>
    if (var_5) {
        label0:;
        // adj: return  # past the end of the arrays                                          <L 8>
    }
    adj_contact_distances.shape = adj_1;
    // adj: if tid >= contact_distances.shape[0]:                                             <L 7>
    // adj: tid = wp.tid()  # launch index                                                    <L 6>
    // adj: def math_000001(contact_masses: wp.array[float], contact_costs: wp.array[float], contact_distances: wp.array[float]):  <L 5>
    return;
}



struct math_000001_1843a8a7_cpu_block_payload_forward
{
    wp_args_math_000001_1843a8a7* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void math_000001_1843a8a7_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    math_000001_1843a8a7_cpu_block_payload_forward* payload = (math_000001_1843a8a7_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    math_000001_1843a8a7_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void math_000001_1843a8a7_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_math_000001_1843a8a7 *_wp_args)
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
        math_000001_1843a8a7_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &math_000001_1843a8a7_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct math_000001_1843a8a7_cpu_block_payload_backward
{
    wp_args_math_000001_1843a8a7* args;
    wp_args_math_000001_1843a8a7* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void math_000001_1843a8a7_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    math_000001_1843a8a7_cpu_block_payload_backward* payload = (math_000001_1843a8a7_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    math_000001_1843a8a7_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void math_000001_1843a8a7_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_math_000001_1843a8a7 *_wp_args,
    wp_args_math_000001_1843a8a7 *_wp_adj_args)
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
        math_000001_1843a8a7_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &math_000001_1843a8a7_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

