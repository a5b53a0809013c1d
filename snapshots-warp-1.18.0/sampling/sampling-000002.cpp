// Generated for case sampling-000002 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_sampling_000002_cb7e22c4 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::vec_t<3, wp::float32>> x1;
    wp::array_t<wp::float32> x2;
    wp::array_t<wp::float32> cdf;
    wp::array_t<wp::float32> acc0;
    wp::array_t<wp::vec_t<2, wp::float32>> out0;
};


void sampling_000002_cb7e22c4_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_sampling_000002_cb7e22c4 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_cdf = _wp_args->cdf;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::vec_t<2, wp::float32>> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::int32 var_1 = 18465;
    wp::uint32 var_2;
    wp::float32* var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::vec_t<3, wp::float32>* var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::float32* var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 0;
    const wp::float32 var_13 = 1.16;
    bool var_14;
    const wp::float32 var_15 = 0.11;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::float32 var_19 = 1.122;
    const wp::float32 var_20 = -0.6;
    wp::vec_t<2, wp::float32> var_21;
    const wp::int32 var_22 = 0;
    wp::float32 var_23;
    const wp::int32 var_24 = 1;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 2;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::vec_t<2, wp::float32> var_30;
    wp::vec_t<2, wp::float32> var_31;
    //---------
    // forward
    // def sampling_000002(x0: wp.array[float], x1: wp.array[wp.vec3], x2: wp.array[float], cdf: wp.array[float], acc0: wp.array[float], out0: wp.array[wp.vec2]):       <L 7>
    // tid = wp.tid()                                                                         <L 8>
    var_0 = builtin_tid1d();
    // state = wp.rand_init(18465, tid)                                                       <L 9>
    var_2 = wp::rand_init(var_1, var_0);
    // v0 = x0[tid]                                                                           <L 10>
    var_3 = wp::address(var_x0, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = x1[tid]                                                                           <L 11>
    var_6 = wp::address(var_x1, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v2 = x2[tid]                                                                           <L 12>
    var_9 = wp::address(var_x2, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // wp.atomic_min(acc0, 0, wp.noise(state, wp.where(v2 <= 1.16, v0, 0.11)))                <L 13>
    var_14 = (var_10 <= var_13);
    var_16 = wp::where(var_14, var_4, var_15);
    var_17 = wp::noise(var_2, var_16);
    var_18 = wp::atomic_min(var_acc0, var_12, var_17);
    // out0[tid] = wp.vec2(1.122, -0.6) + wp.vec2(v1[0] + v1[1] + v1[2])                      <L 14>
    var_21 = wp::vec_t<2, wp::float32>(var_19, var_20);
    var_23 = wp::extract(var_7, var_22);
    var_25 = wp::extract(var_7, var_24);
    var_26 = wp::add(var_23, var_25);
    var_28 = wp::extract(var_7, var_27);
    var_29 = wp::add(var_26, var_28);
    var_30 = wp::vec_t<2, wp::float32>(var_29);
    var_31 = wp::add(var_21, var_30);
    wp::array_store(var_out0, var_0, var_31);
}



struct sampling_000002_cb7e22c4_cpu_block_payload_forward
{
    wp_args_sampling_000002_cb7e22c4* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void sampling_000002_cb7e22c4_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    sampling_000002_cb7e22c4_cpu_block_payload_forward* payload = (sampling_000002_cb7e22c4_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    sampling_000002_cb7e22c4_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void sampling_000002_cb7e22c4_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_sampling_000002_cb7e22c4 *_wp_args)
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
        sampling_000002_cb7e22c4_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &sampling_000002_cb7e22c4_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

