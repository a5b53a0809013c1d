// Generated for case scalar_param-000000 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_scalar_param_000000_8ca787fd {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::vec_t<3, wp::float32>> x1;
    wp::array_t<wp::float32> x2;
    wp::vec_t<3, wp::float32> s0;
    wp::vec_t<3, wp::float32> s1;
    wp::vec_t<3, wp::float32> s2;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::float32> out1;
};


template <bool wp_linear_contiguous>
static void scalar_param_000000_8ca787fd_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_scalar_param_000000_8ca787fd *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::vec_t<3, wp::float32> var_s0 = _wp_args->s0;
    wp::vec_t<3, wp::float32> var_s1 = _wp_args->s1;
    wp::vec_t<3, wp::float32> var_s2 = _wp_args->s2;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    const wp::int32 var_11 = 2;
    wp::int32 var_12;
    wp::shape_t* var_13;
    const wp::int32 var_14 = 0;
    wp::int32 var_15;
    wp::shape_t var_16;
    wp::int32 var_17;
    wp::float32* var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::vec_t<3, wp::float32> var_24;
    wp::float32 var_25;
    const wp::float32 var_26 = 0.27;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    const wp::float32 var_31 = 0.54;
    wp::float32 var_32;
    wp::float32 var_33;
    //---------
    // forward
    // def scalar_param_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), s0: wp.vec3, s1: wp.vec3, s2: wp.vec3, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
    // v2 = x2[tid]                                                                           <L 9>
    var_7 = wp::address(var_x2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v3 = wp.length(v1)                                                                     <L 10>
    var_10 = wp::length(var_5);
    // v4 = wp.sin((v0 + x0[(tid + 2) % x0.shape[0]]))                                        <L 11>
    var_12 = wp::add(var_0, var_11);
    var_13 = &(var_x0.shape);
    var_16 = wp::load(var_13);
    var_15 = wp::extract(var_16, var_14);
    var_17 = wp::mod(var_12, var_15);
    var_18 = wp::address(var_x0, var_17);
    var_20 = wp::load(var_18);
    var_19 = wp::add(var_2, var_20);
    var_21 = wp::sin(var_19);
    // out0[tid] = v2 + v3 + v4 + wp.length(-s0) * 0.27                                       <L 12>
    var_22 = wp::add(var_8, var_10);
    var_23 = wp::add(var_22, var_21);
    var_24 = wp::neg(var_s0);
    var_25 = wp::length(var_24);
    var_27 = wp::mul(var_25, var_26);
    var_28 = wp::add(var_23, var_27);
    wp::array_store(var_out0, var_0, var_28);
    // out1[tid] = v2 + v3 + v4 + v3 * 0.54                                                   <L 13>
    var_29 = wp::add(var_8, var_10);
    var_30 = wp::add(var_29, var_21);
    var_32 = wp::mul(var_10, var_31);
    var_33 = wp::add(var_30, var_32);
    wp::array_store(var_out1, var_0, var_33);
}



template <bool wp_linear_contiguous>
static void scalar_param_000000_8ca787fd_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_scalar_param_000000_8ca787fd *_wp_args,
    wp_args_scalar_param_000000_8ca787fd *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::vec_t<3, wp::float32> var_s0 = _wp_args->s0;
    wp::vec_t<3, wp::float32> var_s1 = _wp_args->s1;
    wp::vec_t<3, wp::float32> var_s2 = _wp_args->s2;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float32> adj_x2 = _wp_adj_args->x2;
    wp::vec_t<3, wp::float32> adj_s0 = _wp_adj_args->s0;
    wp::vec_t<3, wp::float32> adj_s1 = _wp_adj_args->s1;
    wp::vec_t<3, wp::float32> adj_s2 = _wp_adj_args->s2;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::float32> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    const wp::int32 var_11 = 2;
    wp::int32 var_12;
    wp::shape_t* var_13;
    const wp::int32 var_14 = 0;
    wp::int32 var_15;
    wp::shape_t var_16;
    wp::int32 var_17;
    wp::float32* var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::vec_t<3, wp::float32> var_24;
    wp::float32 var_25;
    const wp::float32 var_26 = 0.27;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    const wp::float32 var_31 = 0.54;
    wp::float32 var_32;
    wp::float32 var_33;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::shape_t adj_13 = {};
    wp::int32 adj_14 = {};
    wp::int32 adj_15 = {};
    wp::shape_t adj_16 = {};
    wp::int32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::vec_t<3, wp::float32> adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    //---------
    // forward
    // def scalar_param_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), s0: wp.vec3, s1: wp.vec3, s2: wp.vec3, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
    // v2 = x2[tid]                                                                           <L 9>
    var_7 = wp::address(var_x2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v3 = wp.length(v1)                                                                     <L 10>
    var_10 = wp::length(var_5);
    // v4 = wp.sin((v0 + x0[(tid + 2) % x0.shape[0]]))                                        <L 11>
    var_12 = wp::add(var_0, var_11);
    var_13 = &(var_x0.shape);
    var_16 = wp::load(var_13);
    var_15 = wp::extract(var_16, var_14);
    var_17 = wp::mod(var_12, var_15);
    var_18 = wp::address(var_x0, var_17);
    var_20 = wp::load(var_18);
    var_19 = wp::add(var_2, var_20);
    var_21 = wp::sin(var_19);
    // out0[tid] = v2 + v3 + v4 + wp.length(-s0) * 0.27                                       <L 12>
    var_22 = wp::add(var_8, var_10);
    var_23 = wp::add(var_22, var_21);
    var_24 = wp::neg(var_s0);
    var_25 = wp::length(var_24);
    var_27 = wp::mul(var_25, var_26);
    var_28 = wp::add(var_23, var_27);
    // wp::array_store(var_out0, var_0, var_28);
    // out1[tid] = v2 + v3 + v4 + v3 * 0.54                                                   <L 13>
    var_29 = wp::add(var_8, var_10);
    var_30 = wp::add(var_29, var_21);
    var_32 = wp::mul(var_10, var_31);
    var_33 = wp::add(var_30, var_32);
    // wp::array_store(var_out1, var_0, var_33);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_33, adj_out1, adj_0, adj_33);
    wp::adj_add(var_30, var_32, adj_30, adj_32, adj_33);
    wp::adj_mul(var_10, var_31, adj_10, adj_31, adj_32);
    wp::adj_add(var_29, var_21, adj_29, adj_21, adj_30);
    wp::adj_add(var_8, var_10, adj_8, adj_10, adj_29);
    // adj: out1[tid] = v2 + v3 + v4 + v3 * 0.54                                              <L 13>
    wp::adj_array_store(var_out0, var_0, var_28, adj_out0, adj_0, adj_28);
    wp::adj_add(var_23, var_27, adj_23, adj_27, adj_28);
    wp::adj_mul(var_25, var_26, adj_25, adj_26, adj_27);
    wp::adj_length(var_24, var_25, adj_24, adj_25);
    wp::adj_neg(var_s0, adj_s0, adj_24);
    wp::adj_add(var_22, var_21, adj_22, adj_21, adj_23);
    wp::adj_add(var_8, var_10, adj_8, adj_10, adj_22);
    // adj: out0[tid] = v2 + v3 + v4 + wp.length(-s0) * 0.27                                  <L 12>
    wp::adj_sin(var_19, adj_19, adj_21);
    wp::adj_add(var_2, var_20, adj_2, adj_18, adj_19);
    wp::adj_address(var_x0, var_17, adj_x0, adj_17, adj_18);
    wp::adj_mod(var_12, var_15, adj_12, adj_15, adj_17);
    adj_x0.shape = adj_13;
    wp::adj_add(var_0, var_11, adj_0, adj_11, adj_12);
    // adj: v4 = wp.sin((v0 + x0[(tid + 2) % x0.shape[0]]))                                   <L 11>
    wp::adj_length(var_5, var_10, adj_5, adj_10);
    // adj: v3 = wp.length(v1)                                                                <L 10>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_7);
    // adj: v2 = x2[tid]                                                                      <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def scalar_param_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), s0: wp.vec3, s1: wp.vec3, s2: wp.vec3, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 5>
    return;
}



struct scalar_param_000000_8ca787fd_cpu_block_payload_forward
{
    wp_args_scalar_param_000000_8ca787fd* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void scalar_param_000000_8ca787fd_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    scalar_param_000000_8ca787fd_cpu_block_payload_forward* payload = (scalar_param_000000_8ca787fd_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    scalar_param_000000_8ca787fd_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void scalar_param_000000_8ca787fd_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_scalar_param_000000_8ca787fd *_wp_args)
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
        scalar_param_000000_8ca787fd_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &scalar_param_000000_8ca787fd_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct scalar_param_000000_8ca787fd_cpu_block_payload_backward
{
    wp_args_scalar_param_000000_8ca787fd* args;
    wp_args_scalar_param_000000_8ca787fd* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void scalar_param_000000_8ca787fd_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    scalar_param_000000_8ca787fd_cpu_block_payload_backward* payload = (scalar_param_000000_8ca787fd_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    scalar_param_000000_8ca787fd_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void scalar_param_000000_8ca787fd_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_scalar_param_000000_8ca787fd *_wp_args,
    wp_args_scalar_param_000000_8ca787fd *_wp_adj_args)
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
        scalar_param_000000_8ca787fd_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &scalar_param_000000_8ca787fd_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

