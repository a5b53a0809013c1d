// Generated for case conditional-000000 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_conditional_000000_fcb4b1fa {
    wp::array_t<wp::float32> sample_densities;
    wp::array_t<wp::float32> total_counts;
    wp::array_t<wp::float32> sample_residuals;
};


void conditional_000000_fcb4b1fa_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_conditional_000000_fcb4b1fa *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_sample_densities = _wp_args->sample_densities;
    wp::array_t<wp::float32> var_total_counts = _wp_args->total_counts;
    wp::array_t<wp::float32> var_sample_residuals = _wp_args->sample_residuals;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::int32 var_4;
    const wp::int32 var_5 = 3;
    wp::int32 var_6;
    const wp::int32 var_7 = 1;
    bool var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = -0.09;
    wp::vec_t<3, wp::float32> var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = 1.7;
    wp::float32 var_16;
    wp::float32 var_17;
    //---------
    // forward
    // def conditional_000000(sample_densities: wp.array[float], total_counts: wp.array[float], sample_residuals: wp.array[float]):       <L 5>
    // tid = wp.tid()  # thread index                                                         <L 7>
    var_0 = builtin_tid1d();
    // v0 = sample_densities[tid]                                                             <L 8>
    var_1 = wp::address(var_sample_densities, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // if ((tid + tid)) % 3 == 1:                                                             <L 9>
    var_4 = wp::add(var_0, var_0);
    var_6 = wp::mod(var_4, var_5);
    var_8 = (var_6 == var_7);
    if (var_8) {
        // v0 = v0 + wp.tanh((v0 + v0))                                                       <L 10>
        var_9 = wp::add(var_2, var_2);
        var_10 = wp::tanh(var_9);
        var_11 = wp::add(var_2, var_10);
        // v1 = wp.vec3(-0.09)                                                                <L 11>
        var_13 = wp::vec_t<3, wp::float32>(var_12);
    }
    var_14 = wp::where(var_8, var_11, var_2);
    // sample_residuals[tid] = v0 + v0 * 1.7                                                  <L 13>
    var_16 = wp::mul(var_14, var_15);
    var_17 = wp::add(var_14, var_16);
    wp::array_store(var_sample_residuals, var_0, var_17);
}



struct conditional_000000_fcb4b1fa_cpu_block_payload_forward
{
    wp_args_conditional_000000_fcb4b1fa* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void conditional_000000_fcb4b1fa_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    conditional_000000_fcb4b1fa_cpu_block_payload_forward* payload = (conditional_000000_fcb4b1fa_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    conditional_000000_fcb4b1fa_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void conditional_000000_fcb4b1fa_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_conditional_000000_fcb4b1fa *_wp_args)
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
        conditional_000000_fcb4b1fa_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &conditional_000000_fcb4b1fa_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

