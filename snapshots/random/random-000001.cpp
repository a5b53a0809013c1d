// Generated for case random-000001 with warp-lang 1.19.0. Do not edit.
// Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
#define WP_NO_BFLOAT16

#define WP_TILE_BLOCK_DIM 256
#define WP_NO_CRT
#include "builtin.h"
#include "deterministic.h"

#define builtin_tid1d() wp::linear_tid<wp_linear_tid>(task_index, dim)
#define builtin_tid2d(x, y) wp::tid(x, y, task_index, dim)
#define builtin_tid3d(x, y, z) wp::tid(x, y, z, task_index, dim)
#define builtin_tid4d(x, y, z, w) wp::tid(x, y, z, w, task_index, dim)

#define builtin_block_dim() wp::block_dim()


// avoid namespacing of float type for casting to float type, this is to avoid wp::float(x), which is not valid in C++
#define float(x) cast_float(x)
#define adj_float(x, adj_x, adj_ret) adj_cast_float(x, adj_x, adj_ret)

#define int(x) cast_int(x)
#define adj_int(x, adj_x, adj_ret) adj_cast_int(x, adj_x, adj_ret)

struct wp_args_random_000001_fd508224 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::array_t<wp::float32> x2;
    wp::array_t<wp::float32> out0;
};


template <bool wp_linear_contiguous>
static void random_000001_fd508224_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_random_000001_fd508224 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::int32 var_1 = 91069;
    wp::uint32 var_2;
    wp::float32* var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32* var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 1.919;
    const wp::float32 var_13 = -1.8;
    const wp::float32 var_14 = 1.897;
    wp::vec_t<3, wp::float32> var_15;
    const wp::float32 var_16 = 1.59;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = 0.41;
    wp::float32 var_23;
    wp::float32 var_24;
    //---------
    // forward
    // def random_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // state = wp.rand_init(91069, tid)                                                       <L 7>
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
    // v3 = wp.vec3(1.919, -1.8, 1.897)                                                       <L 11>
    var_15 = wp::vec_t<3, wp::float32>(var_12, var_13, var_14);
    // v4 = float(1.59)                                                                       <L 12>
    var_17 = wp::float(var_16);
    // out0[tid] = v1 + v2 + v4 + (v0 + (v1 * v1)) * 0.41                                     <L 13>
    var_18 = wp::add(var_7, var_10);
    var_19 = wp::add(var_18, var_17);
    var_20 = wp::mul(var_7, var_7);
    var_21 = wp::add(var_4, var_20);
    var_23 = wp::mul(var_21, var_22);
    var_24 = wp::add(var_19, var_23);
    wp::array_store(var_out0, var_0, var_24);
}



template <bool wp_linear_contiguous>
static void random_000001_fd508224_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_random_000001_fd508224 *_wp_args,
    wp_args_random_000001_fd508224 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

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
    const wp::int32 var_1 = 91069;
    wp::uint32 var_2;
    wp::float32* var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32* var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 1.919;
    const wp::float32 var_13 = -1.8;
    const wp::float32 var_14 = 1.897;
    wp::vec_t<3, wp::float32> var_15;
    const wp::float32 var_16 = 1.59;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = 0.41;
    wp::float32 var_23;
    wp::float32 var_24;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::uint32 adj_2 = {};
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
    wp::vec_t<3, wp::float32> adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    //---------
    // forward
    // def random_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // state = wp.rand_init(91069, tid)                                                       <L 7>
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
    // v3 = wp.vec3(1.919, -1.8, 1.897)                                                       <L 11>
    var_15 = wp::vec_t<3, wp::float32>(var_12, var_13, var_14);
    // v4 = float(1.59)                                                                       <L 12>
    var_17 = wp::float(var_16);
    // out0[tid] = v1 + v2 + v4 + (v0 + (v1 * v1)) * 0.41                                     <L 13>
    var_18 = wp::add(var_7, var_10);
    var_19 = wp::add(var_18, var_17);
    var_20 = wp::mul(var_7, var_7);
    var_21 = wp::add(var_4, var_20);
    var_23 = wp::mul(var_21, var_22);
    var_24 = wp::add(var_19, var_23);
    // wp::array_store(var_out0, var_0, var_24);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_24, adj_out0, adj_0, adj_24);
    wp::adj_add(var_19, var_23, adj_19, adj_23, adj_24);
    wp::adj_mul(var_21, var_22, adj_21, adj_22, adj_23);
    wp::adj_add(var_4, var_20, adj_4, adj_20, adj_21);
    wp::adj_mul(var_7, var_7, adj_7, adj_7, adj_20);
    wp::adj_add(var_18, var_17, adj_18, adj_17, adj_19);
    wp::adj_add(var_7, var_10, adj_7, adj_10, adj_18);
    // adj: out0[tid] = v1 + v2 + v4 + (v0 + (v1 * v1)) * 0.41                                <L 13>
    wp::adj_float(var_16, adj_16, adj_17);
    // adj: v4 = float(1.59)                                                                  <L 12>
    wp::adj_vec_t(var_12, var_13, var_14, adj_12, adj_13, adj_14, adj_15);
    // adj: v3 = wp.vec3(1.919, -1.8, 1.897)                                                  <L 11>
    wp::adj_copy(var_11, adj_9, adj_10);
    wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_9);
    // adj: v2 = x2[tid]                                                                      <L 10>
    wp::adj_copy(var_8, adj_6, adj_7);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_6);
    // adj: v1 = x1[tid]                                                                      <L 9>
    wp::adj_copy(var_5, adj_3, adj_4);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_3);
    // adj: v0 = x0[tid]                                                                      <L 8>
    // adj: state = wp.rand_init(91069, tid)                                                  <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def random_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float)):  <L 5>
    return;
}



struct random_000001_fd508224_cpu_block_payload_forward
{
    wp_args_random_000001_fd508224* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void random_000001_fd508224_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    random_000001_fd508224_cpu_block_payload_forward* payload = (random_000001_fd508224_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    random_000001_fd508224_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void random_000001_fd508224_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_random_000001_fd508224 *_wp_args)
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
        random_000001_fd508224_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &random_000001_fd508224_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct random_000001_fd508224_cpu_block_payload_backward
{
    wp_args_random_000001_fd508224* args;
    wp_args_random_000001_fd508224* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void random_000001_fd508224_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    random_000001_fd508224_cpu_block_payload_backward* payload = (random_000001_fd508224_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    random_000001_fd508224_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void random_000001_fd508224_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_random_000001_fd508224 *_wp_args,
    wp_args_random_000001_fd508224 *_wp_adj_args)
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
        random_000001_fd508224_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &random_000001_fd508224_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

