// Generated for case sampling-000000 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_sampling_000000_861b4915 {
    wp::array_t<wp::vec_t<2, wp::float32>> x0;
    wp::array_t<wp::vec_t<2, wp::float32>> x1;
    wp::array_t<wp::vec_t<2, wp::float32>> x2;
    wp::array_t<wp::float32> cdf;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::vec_t<3, wp::float32>> out1;
};


void sampling_000000_861b4915_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_sampling_000000_861b4915 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<2, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<2, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::vec_t<2, wp::float32>> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_cdf = _wp_args->cdf;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::int32 var_1 = 50805;
    wp::uint32 var_2;
    wp::vec_t<2, wp::float32>* var_3;
    wp::vec_t<2, wp::float32> var_4;
    wp::vec_t<2, wp::float32> var_5;
    wp::vec_t<2, wp::float32>* var_6;
    wp::vec_t<2, wp::float32> var_7;
    wp::vec_t<2, wp::float32> var_8;
    wp::vec_t<2, wp::float32>* var_9;
    wp::vec_t<2, wp::float32> var_10;
    wp::vec_t<2, wp::float32> var_11;
    const wp::float32 var_12 = 1.26;
    wp::float32 var_13;
    const wp::float32 var_14 = -1.379;
    wp::float32 var_15;
    wp::float32 var_16;
    const wp::float32 var_17 = 0.43;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::int32 var_20 = 0;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::float32 var_24 = 1.895;
    const wp::float32 var_25 = -1.1;
    const wp::float32 var_26 = -1.165;
    wp::vec_t<3, wp::float32> var_27;
    const wp::int32 var_28 = 0;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::vec_t<3, wp::float32> var_31;
    wp::vec_t<3, wp::float32> var_32;
    //---------
    // forward
    // def sampling_000000(x0: wp.array[wp.vec2], x1: wp.array[wp.vec2], x2: wp.array[wp.vec2], cdf: wp.array[float], out0: wp.array[float], out1: wp.array[wp.vec3]):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // state = wp.rand_init(50805, tid)                                                       <L 7>
    var_2 = wp::rand_init(var_1, var_0);
    // v0 = x0[tid]                                                                           <L 8>
    var_3 = wp::address(var_x0, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = x1[tid]                                                                           <L 9>
    var_6 = wp::address(var_x1, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v2 = x2[tid]                                                                           <L 10>
    var_9 = wp::address(var_x2, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // v3 = float(1.26)                                                                       <L 11>
    var_13 = wp::float(var_12);
    // v4 = (-1.379 - v3)                                                                     <L 12>
    var_15 = wp::sub(var_14, var_13);
    // out0[tid] = v3 + v4 + v3 * 0.43 + wp.sin(v0[0])                                        <L 13>
    var_16 = wp::add(var_13, var_15);
    var_18 = wp::mul(var_13, var_17);
    var_19 = wp::add(var_16, var_18);
    var_21 = wp::extract(var_4, var_20);
    var_22 = wp::sin(var_21);
    var_23 = wp::add(var_19, var_22);
    wp::array_store(var_out0, var_0, var_23);
    // out1[tid] = wp.vec3(1.895, -1.1, -1.165) + wp.vec3(wp.sin(v2[0]))                      <L 14>
    var_27 = wp::vec_t<3, wp::float32>(var_24, var_25, var_26);
    var_29 = wp::extract(var_10, var_28);
    var_30 = wp::sin(var_29);
    var_31 = wp::vec_t<3, wp::float32>(var_30);
    var_32 = wp::add(var_27, var_31);
    wp::array_store(var_out1, var_0, var_32);
}



struct sampling_000000_861b4915_cpu_block_payload_forward
{
    wp_args_sampling_000000_861b4915* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void sampling_000000_861b4915_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    sampling_000000_861b4915_cpu_block_payload_forward* payload = (sampling_000000_861b4915_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    sampling_000000_861b4915_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void sampling_000000_861b4915_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_sampling_000000_861b4915 *_wp_args)
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
        sampling_000000_861b4915_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &sampling_000000_861b4915_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

