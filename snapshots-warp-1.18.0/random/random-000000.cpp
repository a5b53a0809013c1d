// Generated for case random-000000 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_random_000000_a567490c {
    wp::array_t<wp::vec_t<3, wp::float32>> element_points;
    wp::int32 offset;
    wp::float32 time_step;
    wp::array_t<wp::float32> total_energy;
    wp::array_t<wp::float32> element_costs;
    wp::array_t<wp::vec_t<3, wp::float32>> element_impulses;
};


void random_000000_a567490c_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_random_000000_a567490c *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_element_points = _wp_args->element_points;
    wp::int32 var_offset = _wp_args->offset;
    wp::float32 var_time_step = _wp_args->time_step;
    wp::array_t<wp::float32> var_total_energy = _wp_args->total_energy;
    wp::array_t<wp::float32> var_element_costs = _wp_args->element_costs;
    wp::array_t<wp::vec_t<3, wp::float32>> var_element_impulses = _wp_args->element_impulses;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::int32 var_1 = 52553;
    wp::uint32 var_2;
    wp::vec_t<3, wp::float32>* var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    const wp::float32 var_11 = 1.48;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::vec_t<3, wp::float32> var_14;
    const wp::float32 var_15 = 1.3;
    wp::vec_t<3, wp::float32> var_16;
    wp::vec_t<3, wp::float32> var_17;
    //---------
    // forward
    // def random_000000(element_points: wp.array[wp.vec3], offset: int, time_step: float, total_energy: wp.array[float], element_costs: wp.array[float], element_impulses: wp.array[wp.vec3]):       <L 5>
    // tid = wp.tid()  # launch index                                                         <L 7>
    var_0 = builtin_tid1d();
    // state = wp.rand_init(52553, tid)                                                       <L 8>
    var_2 = wp::rand_init(var_1, var_0);
    // v0 = element_points[tid]                                                               <L 9>
    var_3 = wp::address(var_element_points, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = (v0 + v0)                                                                         <L 10>
    var_6 = wp::add(var_4, var_4);
    // v2 = (time_step + time_step)                                                           <L 11>
    var_7 = wp::add(var_time_step, var_time_step);
    // v3 = wp.randf(state)                                                                   <L 12>
    var_8 = wp::randf(var_2);
    // element_costs[tid] = time_step + v2 + v3 + time_step * 1.48                            <L 13>
    var_9 = wp::add(var_time_step, var_7);
    var_10 = wp::add(var_9, var_8);
    var_12 = wp::mul(var_time_step, var_11);
    var_13 = wp::add(var_10, var_12);
    wp::array_store(var_element_costs, var_0, var_13);
    // element_impulses[tid] = v0 + v1 + v1 * 1.3                                             <L 15>
    var_14 = wp::add(var_4, var_6);
    var_16 = wp::mul(var_6, var_15);
    var_17 = wp::add(var_14, var_16);
    wp::array_store(var_element_impulses, var_0, var_17);
}



void random_000000_a567490c_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_random_000000_a567490c *_wp_args,
    wp_args_random_000000_a567490c *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_element_points = _wp_args->element_points;
    wp::int32 var_offset = _wp_args->offset;
    wp::float32 var_time_step = _wp_args->time_step;
    wp::array_t<wp::float32> var_total_energy = _wp_args->total_energy;
    wp::array_t<wp::float32> var_element_costs = _wp_args->element_costs;
    wp::array_t<wp::vec_t<3, wp::float32>> var_element_impulses = _wp_args->element_impulses;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_element_points = _wp_adj_args->element_points;
    wp::int32 adj_offset = _wp_adj_args->offset;
    wp::float32 adj_time_step = _wp_adj_args->time_step;
    wp::array_t<wp::float32> adj_total_energy = _wp_adj_args->total_energy;
    wp::array_t<wp::float32> adj_element_costs = _wp_adj_args->element_costs;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_element_impulses = _wp_adj_args->element_impulses;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::int32 var_1 = 52553;
    wp::uint32 var_2;
    wp::vec_t<3, wp::float32>* var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    const wp::float32 var_11 = 1.48;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::vec_t<3, wp::float32> var_14;
    const wp::float32 var_15 = 1.3;
    wp::vec_t<3, wp::float32> var_16;
    wp::vec_t<3, wp::float32> var_17;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::uint32 adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::float32 adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    //---------
    // forward
    // def random_000000(element_points: wp.array[wp.vec3], offset: int, time_step: float, total_energy: wp.array[float], element_costs: wp.array[float], element_impulses: wp.array[wp.vec3]):       <L 5>
    // tid = wp.tid()  # launch index                                                         <L 7>
    var_0 = builtin_tid1d();
    // state = wp.rand_init(52553, tid)                                                       <L 8>
    var_2 = wp::rand_init(var_1, var_0);
    // v0 = element_points[tid]                                                               <L 9>
    var_3 = wp::address(var_element_points, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = (v0 + v0)                                                                         <L 10>
    var_6 = wp::add(var_4, var_4);
    // v2 = (time_step + time_step)                                                           <L 11>
    var_7 = wp::add(var_time_step, var_time_step);
    // v3 = wp.randf(state)                                                                   <L 12>
    var_8 = wp::randf(var_2);
    // element_costs[tid] = time_step + v2 + v3 + time_step * 1.48                            <L 13>
    var_9 = wp::add(var_time_step, var_7);
    var_10 = wp::add(var_9, var_8);
    var_12 = wp::mul(var_time_step, var_11);
    var_13 = wp::add(var_10, var_12);
    // wp::array_store(var_element_costs, var_0, var_13);
    // element_impulses[tid] = v0 + v1 + v1 * 1.3                                             <L 15>
    var_14 = wp::add(var_4, var_6);
    var_16 = wp::mul(var_6, var_15);
    var_17 = wp::add(var_14, var_16);
    // wp::array_store(var_element_impulses, var_0, var_17);
    //---------
    // reverse
    wp::adj_array_store(var_element_impulses, var_0, var_17, adj_element_impulses, adj_0, adj_17);
    wp::adj_add(var_14, var_16, adj_14, adj_16, adj_17);
    wp::adj_mul(var_6, var_15, adj_6, adj_15, adj_16);
    wp::adj_add(var_4, var_6, adj_4, adj_6, adj_14);
    // adj: element_impulses[tid] = v0 + v1 + v1 * 1.3                                        <L 15>
    wp::adj_array_store(var_element_costs, var_0, var_13, adj_element_costs, adj_0, adj_13);
    wp::adj_add(var_10, var_12, adj_10, adj_12, adj_13);
    wp::adj_mul(var_time_step, var_11, adj_time_step, adj_11, adj_12);
    wp::adj_add(var_9, var_8, adj_9, adj_8, adj_10);
    wp::adj_add(var_time_step, var_7, adj_time_step, adj_7, adj_9);
    // adj: element_costs[tid] = time_step + v2 + v3 + time_step * 1.48                       <L 13>
    // adj: v3 = wp.randf(state)                                                              <L 12>
    wp::adj_add(var_time_step, var_time_step, adj_time_step, adj_time_step, adj_7);
    // adj: v2 = (time_step + time_step)                                                      <L 11>
    wp::adj_add(var_4, var_4, adj_4, adj_4, adj_6);
    // adj: v1 = (v0 + v0)                                                                    <L 10>
    wp::adj_copy(var_5, adj_3, adj_4);
    wp::adj_address(var_element_points, var_0, adj_element_points, adj_0, adj_3);
    // adj: v0 = element_points[tid]                                                          <L 9>
    // adj: state = wp.rand_init(52553, tid)                                                  <L 8>
    // adj: tid = wp.tid()  # launch index                                                    <L 7>
    // adj: def random_000000(element_points: wp.array[wp.vec3], offset: int, time_step: float, total_energy: wp.array[float], element_costs: wp.array[float], element_impulses: wp.array[wp.vec3]):  <L 5>
    return;
}



struct random_000000_a567490c_cpu_block_payload_forward
{
    wp_args_random_000000_a567490c* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void random_000000_a567490c_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    random_000000_a567490c_cpu_block_payload_forward* payload = (random_000000_a567490c_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    random_000000_a567490c_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void random_000000_a567490c_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_random_000000_a567490c *_wp_args)
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
        random_000000_a567490c_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &random_000000_a567490c_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct random_000000_a567490c_cpu_block_payload_backward
{
    wp_args_random_000000_a567490c* args;
    wp_args_random_000000_a567490c* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void random_000000_a567490c_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    random_000000_a567490c_cpu_block_payload_backward* payload = (random_000000_a567490c_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    random_000000_a567490c_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void random_000000_a567490c_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_random_000000_a567490c *_wp_args,
    wp_args_random_000000_a567490c *_wp_adj_args)
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
        random_000000_a567490c_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &random_000000_a567490c_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

