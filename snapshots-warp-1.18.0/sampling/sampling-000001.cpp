// Generated for case sampling-000001 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_sampling_000001_d9daa7d2 {
    wp::array_t<wp::float32> x0;
    wp::vec_t<3, wp::float32> s0;
    wp::array_t<wp::float32> cdf;
    wp::array_t<wp::float32> acc0;
    wp::array_t<wp::vec_t<3, wp::float32>> out0;
    wp::int32 num_elements;
};


void sampling_000001_d9daa7d2_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_sampling_000001_d9daa7d2 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::vec_t<3, wp::float32> var_s0 = _wp_args->s0;
    wp::array_t<wp::float32> var_cdf = _wp_args->cdf;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    wp::int32 var_num_elements = _wp_args->num_elements;
    //---------
    // primal vars
    wp::int32 var_0;
    bool var_1;
    const wp::int32 var_2 = 80985;
    wp::uint32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    const wp::float32 var_7 = 0.24;
    wp::uint32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 1.18;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::float32 var_13;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    //---------
    // forward
    // def sampling_000001(x0: wp.array[float], s0: wp.vec3, cdf: wp.array[float], acc0: wp.array[float], out0: wp.array[wp.vec3], num_elements: int):       <L 5>
    // tid = wp.tid()                                                                         <L 7>
    var_0 = builtin_tid1d();
    // if tid >= num_elements:                                                                <L 8>
    var_1 = (var_0 >= var_num_elements);
    if (var_1) {
        // return                                                                             <L 9>
        return;
    }
    // state = wp.rand_init(80985, tid)                                                       <L 10>
    var_3 = wp::rand_init(var_2, var_0);
    // v0 = x0[tid]                                                                           <L 11>
    var_4 = wp::address(var_x0, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v1 = float(wp.poisson(state, 0.24))                                                    <L 12>
    var_8 = wp::poisson(var_3, var_7);
    var_9 = wp::float(var_8);
    // out0[tid] = s0 + s0 * 1.18 + wp.vec3(v0 + v1)                                          <L 13>
    var_11 = wp::mul(var_s0, var_10);
    var_12 = wp::add(var_s0, var_11);
    var_13 = wp::add(var_5, var_9);
    var_14 = wp::vec_t<3, wp::float32>(var_13);
    var_15 = wp::add(var_12, var_14);
    wp::array_store(var_out0, var_0, var_15);
}



void sampling_000001_d9daa7d2_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_sampling_000001_d9daa7d2 *_wp_args,
    wp_args_sampling_000001_d9daa7d2 *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::vec_t<3, wp::float32> var_s0 = _wp_args->s0;
    wp::array_t<wp::float32> var_cdf = _wp_args->cdf;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    wp::int32 var_num_elements = _wp_args->num_elements;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::vec_t<3, wp::float32> adj_s0 = _wp_adj_args->s0;
    wp::array_t<wp::float32> adj_cdf = _wp_adj_args->cdf;
    wp::array_t<wp::float32> adj_acc0 = _wp_adj_args->acc0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0 = _wp_adj_args->out0;
    wp::int32 adj_num_elements = _wp_adj_args->num_elements;
    //---------
    // primal vars
    wp::int32 var_0;
    bool var_1;
    const wp::int32 var_2 = 80985;
    wp::uint32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    const wp::float32 var_7 = 0.24;
    wp::uint32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 1.18;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::float32 var_13;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    bool adj_1 = {};
    wp::int32 adj_2 = {};
    wp::uint32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::uint32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::vec_t<3, wp::float32> adj_12 = {};
    wp::float32 adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    //---------
    // forward
    // def sampling_000001(x0: wp.array[float], s0: wp.vec3, cdf: wp.array[float], acc0: wp.array[float], out0: wp.array[wp.vec3], num_elements: int):       <L 5>
    // tid = wp.tid()                                                                         <L 7>
    var_0 = builtin_tid1d();
    // if tid >= num_elements:                                                                <L 8>
    var_1 = (var_0 >= var_num_elements);
    if (var_1) {
        // return                                                                             <L 9>
        goto label0;
    }
    // state = wp.rand_init(80985, tid)                                                       <L 10>
    var_3 = wp::rand_init(var_2, var_0);
    // v0 = x0[tid]                                                                           <L 11>
    var_4 = wp::address(var_x0, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v1 = float(wp.poisson(state, 0.24))                                                    <L 12>
    var_8 = wp::poisson(var_3, var_7);
    var_9 = wp::float(var_8);
    // out0[tid] = s0 + s0 * 1.18 + wp.vec3(v0 + v1)                                          <L 13>
    var_11 = wp::mul(var_s0, var_10);
    var_12 = wp::add(var_s0, var_11);
    var_13 = wp::add(var_5, var_9);
    var_14 = wp::vec_t<3, wp::float32>(var_13);
    var_15 = wp::add(var_12, var_14);
    // wp::array_store(var_out0, var_0, var_15);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_15, adj_out0, adj_0, adj_15);
    wp::adj_add(var_12, var_14, adj_12, adj_14, adj_15);
    wp::adj_vec_t(var_13, adj_13, adj_14);
    wp::adj_add(var_5, var_9, adj_5, adj_9, adj_13);
    wp::adj_add(var_s0, var_11, adj_s0, adj_11, adj_12);
    wp::adj_mul(var_s0, var_10, adj_s0, adj_10, adj_11);
    // adj: out0[tid] = s0 + s0 * 1.18 + wp.vec3(v0 + v1)                                     <L 13>
    wp::adj_float(var_8, adj_8, adj_9);
    // adj: v1 = float(wp.poisson(state, 0.24))                                               <L 12>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_4);
    // adj: v0 = x0[tid]                                                                      <L 11>
    // adj: state = wp.rand_init(80985, tid)                                                  <L 10>
    if (var_1) {
        label0:;
        // adj: return                                                                        <L 9>
    }
    // adj: if tid >= num_elements:                                                           <L 8>
    // adj: tid = wp.tid()                                                                    <L 7>
    // adj: def sampling_000001(x0: wp.array[float], s0: wp.vec3, cdf: wp.array[float], acc0: wp.array[float], out0: wp.array[wp.vec3], num_elements: int):  <L 5>
    return;
}



struct sampling_000001_d9daa7d2_cpu_block_payload_forward
{
    wp_args_sampling_000001_d9daa7d2* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void sampling_000001_d9daa7d2_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    sampling_000001_d9daa7d2_cpu_block_payload_forward* payload = (sampling_000001_d9daa7d2_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    sampling_000001_d9daa7d2_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void sampling_000001_d9daa7d2_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_sampling_000001_d9daa7d2 *_wp_args)
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
        sampling_000001_d9daa7d2_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &sampling_000001_d9daa7d2_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct sampling_000001_d9daa7d2_cpu_block_payload_backward
{
    wp_args_sampling_000001_d9daa7d2* args;
    wp_args_sampling_000001_d9daa7d2* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void sampling_000001_d9daa7d2_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    sampling_000001_d9daa7d2_cpu_block_payload_backward* payload = (sampling_000001_d9daa7d2_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    sampling_000001_d9daa7d2_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void sampling_000001_d9daa7d2_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_sampling_000001_d9daa7d2 *_wp_args,
    wp_args_sampling_000001_d9daa7d2 *_wp_adj_args)
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
        sampling_000001_d9daa7d2_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &sampling_000001_d9daa7d2_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

