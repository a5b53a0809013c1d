// Generated for case vector-000001 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_vector_000001_53a1eb5d {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::vec_t<4, wp::float32>> x1;
    wp::array_t<wp::vec_t<3, wp::float32>> out0;
};


template <bool wp_linear_contiguous>
static void vector_000001_53a1eb5d_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_vector_000001_53a1eb5d *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<4, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<4, wp::float32>* var_4;
    wp::vec_t<4, wp::float32> var_5;
    wp::vec_t<4, wp::float32> var_6;
    const wp::float32 var_7 = 1.9;
    const wp::float32 var_8 = 1.786;
    const wp::float32 var_9 = -0.84;
    const wp::float32 var_10 = 1.281;
    wp::vec_t<4, wp::float32> var_11;
    wp::vec_t<4, wp::float32> var_12;
    wp::vec_t<4, wp::float32> var_13;
    const wp::float32 var_14 = -0.36;
    const wp::float32 var_15 = -0.5;
    const wp::float32 var_16 = 1.6;
    wp::vec_t<3, wp::float32> var_17;
    const wp::float32 var_18 = -1.347;
    const wp::float32 var_19 = -0.722;
    const wp::float32 var_20 = -0.15;
    wp::vec_t<3, wp::float32> var_21;
    const wp::float32 var_22 = -1.8;
    const wp::float32 var_23 = -1.27;
    const wp::float32 var_24 = 0.3;
    wp::vec_t<3, wp::float32> var_25;
    wp::vec_t<3, wp::float32> var_26;
    wp::vec_t<3, wp::float32> var_27;
    //---------
    // forward
    // def vector_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec4), out0: wp.array(dtype=wp.vec3)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = x1[tid]                                                                           <L 8>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = (wp.vec4(1.9, 1.786, -0.84, 1.281) * v0)                                          <L 9>
    var_11 = wp::vec_t<4, wp::float32>(var_7, var_8, var_9, var_10);
    var_12 = wp::mul(var_11, var_2);
    // v3 = v1                                                                                <L 10>
    var_13 = wp::copy(var_5);
    // out0[tid] = (wp.vec3(-0.36, -0.5, 1.6) - wp.cross(wp.vec3(-1.347, -0.722, -0.15), wp.vec3(-1.8, -1.27, 0.3)))       <L 11>
    var_17 = wp::vec_t<3, wp::float32>(var_14, var_15, var_16);
    var_21 = wp::vec_t<3, wp::float32>(var_18, var_19, var_20);
    var_25 = wp::vec_t<3, wp::float32>(var_22, var_23, var_24);
    var_26 = wp::cross(var_21, var_25);
    var_27 = wp::sub(var_17, var_26);
    wp::array_store(var_out0, var_0, var_27);
}



template <bool wp_linear_contiguous>
static void vector_000001_53a1eb5d_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_vector_000001_53a1eb5d *_wp_args,
    wp_args_vector_000001_53a1eb5d *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<4, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::vec_t<4, wp::float32>> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<4, wp::float32>* var_4;
    wp::vec_t<4, wp::float32> var_5;
    wp::vec_t<4, wp::float32> var_6;
    const wp::float32 var_7 = 1.9;
    const wp::float32 var_8 = 1.786;
    const wp::float32 var_9 = -0.84;
    const wp::float32 var_10 = 1.281;
    wp::vec_t<4, wp::float32> var_11;
    wp::vec_t<4, wp::float32> var_12;
    wp::vec_t<4, wp::float32> var_13;
    const wp::float32 var_14 = -0.36;
    const wp::float32 var_15 = -0.5;
    const wp::float32 var_16 = 1.6;
    wp::vec_t<3, wp::float32> var_17;
    const wp::float32 var_18 = -1.347;
    const wp::float32 var_19 = -0.722;
    const wp::float32 var_20 = -0.15;
    wp::vec_t<3, wp::float32> var_21;
    const wp::float32 var_22 = -1.8;
    const wp::float32 var_23 = -1.27;
    const wp::float32 var_24 = 0.3;
    wp::vec_t<3, wp::float32> var_25;
    wp::vec_t<3, wp::float32> var_26;
    wp::vec_t<3, wp::float32> var_27;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::vec_t<4, wp::float32> adj_4 = {};
    wp::vec_t<4, wp::float32> adj_5 = {};
    wp::vec_t<4, wp::float32> adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::vec_t<4, wp::float32> adj_11 = {};
    wp::vec_t<4, wp::float32> adj_12 = {};
    wp::vec_t<4, wp::float32> adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::vec_t<3, wp::float32> adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::vec_t<3, wp::float32> adj_25 = {};
    wp::vec_t<3, wp::float32> adj_26 = {};
    wp::vec_t<3, wp::float32> adj_27 = {};
    //---------
    // forward
    // def vector_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec4), out0: wp.array(dtype=wp.vec3)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = x1[tid]                                                                           <L 8>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = (wp.vec4(1.9, 1.786, -0.84, 1.281) * v0)                                          <L 9>
    var_11 = wp::vec_t<4, wp::float32>(var_7, var_8, var_9, var_10);
    var_12 = wp::mul(var_11, var_2);
    // v3 = v1                                                                                <L 10>
    var_13 = wp::copy(var_5);
    // out0[tid] = (wp.vec3(-0.36, -0.5, 1.6) - wp.cross(wp.vec3(-1.347, -0.722, -0.15), wp.vec3(-1.8, -1.27, 0.3)))       <L 11>
    var_17 = wp::vec_t<3, wp::float32>(var_14, var_15, var_16);
    var_21 = wp::vec_t<3, wp::float32>(var_18, var_19, var_20);
    var_25 = wp::vec_t<3, wp::float32>(var_22, var_23, var_24);
    var_26 = wp::cross(var_21, var_25);
    var_27 = wp::sub(var_17, var_26);
    // wp::array_store(var_out0, var_0, var_27);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_27, adj_out0, adj_0, adj_27);
    wp::adj_sub(var_17, var_26, adj_17, adj_26, adj_27);
    wp::adj_cross(var_21, var_25, adj_21, adj_25, adj_26);
    wp::adj_vec_t(var_22, var_23, var_24, adj_22, adj_23, adj_24, adj_25);
    wp::adj_vec_t(var_18, var_19, var_20, adj_18, adj_19, adj_20, adj_21);
    wp::adj_vec_t(var_14, var_15, var_16, adj_14, adj_15, adj_16, adj_17);
    // adj: out0[tid] = (wp.vec3(-0.36, -0.5, 1.6) - wp.cross(wp.vec3(-1.347, -0.722, -0.15), wp.vec3(-1.8, -1.27, 0.3)))  <L 11>
    wp::adj_copy(var_5, adj_5, adj_13);
    // adj: v3 = v1                                                                           <L 10>
    wp::adj_mul(var_11, var_2, adj_11, adj_2, adj_12);
    wp::adj_vec_t(var_7, var_8, var_9, var_10, adj_7, adj_8, adj_9, adj_10, adj_11);
    // adj: v2 = (wp.vec4(1.9, 1.786, -0.84, 1.281) * v0)                                     <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def vector_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec4), out0: wp.array(dtype=wp.vec3)):  <L 5>
    return;
}



struct vector_000001_53a1eb5d_cpu_block_payload_forward
{
    wp_args_vector_000001_53a1eb5d* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void vector_000001_53a1eb5d_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    vector_000001_53a1eb5d_cpu_block_payload_forward* payload = (vector_000001_53a1eb5d_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    vector_000001_53a1eb5d_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void vector_000001_53a1eb5d_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_vector_000001_53a1eb5d *_wp_args)
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
        vector_000001_53a1eb5d_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &vector_000001_53a1eb5d_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct vector_000001_53a1eb5d_cpu_block_payload_backward
{
    wp_args_vector_000001_53a1eb5d* args;
    wp_args_vector_000001_53a1eb5d* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void vector_000001_53a1eb5d_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    vector_000001_53a1eb5d_cpu_block_payload_backward* payload = (vector_000001_53a1eb5d_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    vector_000001_53a1eb5d_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void vector_000001_53a1eb5d_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_vector_000001_53a1eb5d *_wp_args,
    wp_args_vector_000001_53a1eb5d *_wp_adj_args)
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
        vector_000001_53a1eb5d_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &vector_000001_53a1eb5d_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

