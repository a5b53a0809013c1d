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

struct wp_args_math_000001_4ca3bbc4 {
    wp::array_t<wp::float32> particle_temperatures;
    wp::array_t<wp::float32> particle_distances;
    wp::array_t<wp::float32> particle_residuals;
    wp::int32 num_particles;
};


void math_000001_4ca3bbc4_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_math_000001_4ca3bbc4 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_particle_temperatures = _wp_args->particle_temperatures;
    wp::array_t<wp::float32> var_particle_distances = _wp_args->particle_distances;
    wp::array_t<wp::float32> var_particle_residuals = _wp_args->particle_residuals;
    wp::int32 var_num_particles = _wp_args->num_particles;
    //---------
    // primal vars
    wp::int32 var_0;
    bool var_1;
    wp::float32* var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::float32 var_5 = 1.3;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = 0.18;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 1.11;
    wp::float32 var_13;
    wp::float32 var_14;
    //---------
    // forward
    // def math_000001(particle_temperatures: wp.array(dtype=float), particle_distances: wp.array(dtype=float), particle_residuals: wp.array(dtype=float), num_particles: int):       <L 5>
    // tid = wp.tid()  # launch index                                                         <L 6>
    var_0 = builtin_tid1d();
    // if tid >= num_particles:                                                               <L 7>
    var_1 = (var_0 >= var_num_particles);
    if (var_1) {
        // return  # out of bounds                                                            <L 8>
        return;
    }
    // v0 = particle_temperatures[tid]                                                        <L 9>
    var_2 = wp::address(var_particle_temperatures, var_0);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // v1 = float(1.3)                                                                        <L 10>
    var_6 = wp::float(var_5);
    // particle_distances[tid] = v0 + v1 + v0 * 0.18                                          <L 11>
    var_7 = wp::add(var_3, var_6);
    var_9 = wp::mul(var_3, var_8);
    var_10 = wp::add(var_7, var_9);
    wp::array_store(var_particle_distances, var_0, var_10);
    // particle_residuals[tid] = v0 + v1 + v0 * 1.11                                          <L 13>
    var_11 = wp::add(var_3, var_6);
    var_13 = wp::mul(var_3, var_12);
    var_14 = wp::add(var_11, var_13);
    wp::array_store(var_particle_residuals, var_0, var_14);
}



void math_000001_4ca3bbc4_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_math_000001_4ca3bbc4 *_wp_args,
    wp_args_math_000001_4ca3bbc4 *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_particle_temperatures = _wp_args->particle_temperatures;
    wp::array_t<wp::float32> var_particle_distances = _wp_args->particle_distances;
    wp::array_t<wp::float32> var_particle_residuals = _wp_args->particle_residuals;
    wp::int32 var_num_particles = _wp_args->num_particles;
    wp::array_t<wp::float32> adj_particle_temperatures = _wp_adj_args->particle_temperatures;
    wp::array_t<wp::float32> adj_particle_distances = _wp_adj_args->particle_distances;
    wp::array_t<wp::float32> adj_particle_residuals = _wp_adj_args->particle_residuals;
    wp::int32 adj_num_particles = _wp_adj_args->num_particles;
    //---------
    // primal vars
    wp::int32 var_0;
    bool var_1;
    wp::float32* var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::float32 var_5 = 1.3;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = 0.18;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 1.11;
    wp::float32 var_13;
    wp::float32 var_14;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    bool adj_1 = {};
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
    //---------
    // forward
    // def math_000001(particle_temperatures: wp.array(dtype=float), particle_distances: wp.array(dtype=float), particle_residuals: wp.array(dtype=float), num_particles: int):       <L 5>
    // tid = wp.tid()  # launch index                                                         <L 6>
    var_0 = builtin_tid1d();
    // if tid >= num_particles:                                                               <L 7>
    var_1 = (var_0 >= var_num_particles);
    if (var_1) {
        // return  # out of bounds                                                            <L 8>
        goto label0;
    }
    // v0 = particle_temperatures[tid]                                                        <L 9>
    var_2 = wp::address(var_particle_temperatures, var_0);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // v1 = float(1.3)                                                                        <L 10>
    var_6 = wp::float(var_5);
    // particle_distances[tid] = v0 + v1 + v0 * 0.18                                          <L 11>
    var_7 = wp::add(var_3, var_6);
    var_9 = wp::mul(var_3, var_8);
    var_10 = wp::add(var_7, var_9);
    // wp::array_store(var_particle_distances, var_0, var_10);
    // particle_residuals[tid] = v0 + v1 + v0 * 1.11                                          <L 13>
    var_11 = wp::add(var_3, var_6);
    var_13 = wp::mul(var_3, var_12);
    var_14 = wp::add(var_11, var_13);
    // wp::array_store(var_particle_residuals, var_0, var_14);
    //---------
    // reverse
    wp::adj_array_store(var_particle_residuals, var_0, var_14, adj_particle_residuals, adj_0, adj_14);
    wp::adj_add(var_11, var_13, adj_11, adj_13, adj_14);
    wp::adj_mul(var_3, var_12, adj_3, adj_12, adj_13);
    wp::adj_add(var_3, var_6, adj_3, adj_6, adj_11);
    // adj: particle_residuals[tid] = v0 + v1 + v0 * 1.11                                     <L 13>
    wp::adj_array_store(var_particle_distances, var_0, var_10, adj_particle_distances, adj_0, adj_10);
    wp::adj_add(var_7, var_9, adj_7, adj_9, adj_10);
    wp::adj_mul(var_3, var_8, adj_3, adj_8, adj_9);
    wp::adj_add(var_3, var_6, adj_3, adj_6, adj_7);
    // adj: particle_distances[tid] = v0 + v1 + v0 * 0.18                                     <L 11>
    wp::adj_float(var_5, adj_5, adj_6);
    // adj: v1 = float(1.3)                                                                   <L 10>
    wp::adj_copy(var_4, adj_2, adj_3);
    wp::adj_address(var_particle_temperatures, var_0, adj_particle_temperatures, adj_0, adj_2);
    // adj: v0 = particle_temperatures[tid]                                                   <L 9>
    if (var_1) {
        label0:;
        // adj: return  # out of bounds                                                       <L 8>
    }
    // adj: if tid >= num_particles:                                                          <L 7>
    // adj: tid = wp.tid()  # launch index                                                    <L 6>
    // adj: def math_000001(particle_temperatures: wp.array(dtype=float), particle_distances: wp.array(dtype=float), particle_residuals: wp.array(dtype=float), num_particles: int):  <L 5>
    return;
}



struct math_000001_4ca3bbc4_cpu_block_payload_forward
{
    wp_args_math_000001_4ca3bbc4* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void math_000001_4ca3bbc4_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    math_000001_4ca3bbc4_cpu_block_payload_forward* payload = (math_000001_4ca3bbc4_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    math_000001_4ca3bbc4_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void math_000001_4ca3bbc4_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_math_000001_4ca3bbc4 *_wp_args)
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
        math_000001_4ca3bbc4_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &math_000001_4ca3bbc4_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct math_000001_4ca3bbc4_cpu_block_payload_backward
{
    wp_args_math_000001_4ca3bbc4* args;
    wp_args_math_000001_4ca3bbc4* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void math_000001_4ca3bbc4_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    math_000001_4ca3bbc4_cpu_block_payload_backward* payload = (math_000001_4ca3bbc4_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    math_000001_4ca3bbc4_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void math_000001_4ca3bbc4_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_math_000001_4ca3bbc4 *_wp_args,
    wp_args_math_000001_4ca3bbc4 *_wp_adj_args)
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
        math_000001_4ca3bbc4_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &math_000001_4ca3bbc4_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

