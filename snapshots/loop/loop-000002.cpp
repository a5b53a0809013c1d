// Generated for case loop-000002 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_loop_000002_6dfd22fc {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::int32 n;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::float32> out1;
};


template <bool wp_linear_contiguous>
static void loop_000002_6dfd22fc_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_loop_000002_6dfd22fc *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::range_t var_7;
    wp::int32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = 1.9;
    const wp::float32 var_16 = -0.2;
    const wp::float32 var_17 = 0.3;
    wp::vec_t<3, wp::float32> var_18;
    const wp::int32 var_19 = 2;
    wp::float32 var_20;
    const wp::float32 var_21 = 1.22;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::float32 var_26 = -0.96;
    const wp::float32 var_27 = -1.2;
    const wp::float32 var_28 = 0.165;
    const wp::float32 var_29 = 0.694;
    wp::vec_t<3, wp::float32> var_30;
    wp::vec_t<3, wp::float32> var_31;
    const wp::float32 var_32 = 1.661;
    const wp::float32 var_33 = -0.7;
    const wp::float32 var_34 = -0.626;
    wp::vec_t<3, wp::float32> var_35;
    wp::vec_t<3, wp::float32> var_36;
    wp::float32 var_37;
    const wp::float32 var_38 = 0.34;
    wp::float32 var_39;
    wp::float32 var_40;
    //---------
    // forward
    // def loop_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
    // for j1 in range(n):                                                                    <L 9>
    var_7 = wp::range(var_n);
    start_for_0:;
        if (iter_cmp(var_7) == 0) goto end_for_0;
        var_8 = wp::iter_next(var_7);
        // v1 = v1 + wp.cos(float(j1))                                                        <L 10>
        var_9 = wp::float(var_8);
        var_10 = wp::cos(var_9);
        var_11 = wp::add(var_5, var_10);
        wp::assign(var_5, var_11);
        goto start_for_0;
    end_for_0:;
    // v2 = v1                                                                                <L 11>
    var_12 = wp::copy(var_5);
    // out0[tid] = v0 + v1 + v2 + (wp.vec3(1.9, -0.2, 0.3))[2] * 1.22                         <L 12>
    var_13 = wp::add(var_2, var_5);
    var_14 = wp::add(var_13, var_12);
    var_18 = wp::vec_t<3, wp::float32>(var_15, var_16, var_17);
    var_20 = wp::extract(var_18, var_19);
    var_22 = wp::mul(var_20, var_21);
    var_23 = wp::add(var_14, var_22);
    wp::array_store(var_out0, var_0, var_23);
    // out1[tid] = v0 + v1 + v2 + wp.dot((-0.96 * wp.vec3(-1.2, 0.165, 0.694)), (v1 * wp.vec3(1.661, -0.7, -0.626))) * 0.34       <L 13>
    var_24 = wp::add(var_2, var_5);
    var_25 = wp::add(var_24, var_12);
    var_30 = wp::vec_t<3, wp::float32>(var_27, var_28, var_29);
    var_31 = wp::mul(var_26, var_30);
    var_35 = wp::vec_t<3, wp::float32>(var_32, var_33, var_34);
    var_36 = wp::mul(var_5, var_35);
    var_37 = wp::dot(var_31, var_36);
    var_39 = wp::mul(var_37, var_38);
    var_40 = wp::add(var_25, var_39);
    wp::array_store(var_out1, var_0, var_40);
}



template <bool wp_linear_contiguous>
static void loop_000002_6dfd22fc_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_loop_000002_6dfd22fc *_wp_args,
    wp_args_loop_000002_6dfd22fc *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::int32 adj_n = _wp_adj_args->n;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::float32> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::range_t var_7;
    wp::int32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = 1.9;
    const wp::float32 var_16 = -0.2;
    const wp::float32 var_17 = 0.3;
    wp::vec_t<3, wp::float32> var_18;
    const wp::int32 var_19 = 2;
    wp::float32 var_20;
    const wp::float32 var_21 = 1.22;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::float32 var_26 = -0.96;
    const wp::float32 var_27 = -1.2;
    const wp::float32 var_28 = 0.165;
    const wp::float32 var_29 = 0.694;
    wp::vec_t<3, wp::float32> var_30;
    wp::vec_t<3, wp::float32> var_31;
    const wp::float32 var_32 = 1.661;
    const wp::float32 var_33 = -0.7;
    const wp::float32 var_34 = -0.626;
    wp::vec_t<3, wp::float32> var_35;
    wp::vec_t<3, wp::float32> var_36;
    wp::float32 var_37;
    const wp::float32 var_38 = 0.34;
    wp::float32 var_39;
    wp::float32 var_40;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::range_t adj_7 = {};
    wp::int32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    wp::int32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::vec_t<3, wp::float32> adj_30 = {};
    wp::vec_t<3, wp::float32> adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::vec_t<3, wp::float32> adj_35 = {};
    wp::vec_t<3, wp::float32> adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    //---------
    // forward
    // def loop_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
    // for j1 in range(n):                                                                    <L 9>
    var_7 = wp::range(var_n);
    // v2 = v1                                                                                <L 11>
    var_12 = wp::copy(var_5);
    // out0[tid] = v0 + v1 + v2 + (wp.vec3(1.9, -0.2, 0.3))[2] * 1.22                         <L 12>
    var_13 = wp::add(var_2, var_5);
    var_14 = wp::add(var_13, var_12);
    var_18 = wp::vec_t<3, wp::float32>(var_15, var_16, var_17);
    var_20 = wp::extract(var_18, var_19);
    var_22 = wp::mul(var_20, var_21);
    var_23 = wp::add(var_14, var_22);
    // wp::array_store(var_out0, var_0, var_23);
    // out1[tid] = v0 + v1 + v2 + wp.dot((-0.96 * wp.vec3(-1.2, 0.165, 0.694)), (v1 * wp.vec3(1.661, -0.7, -0.626))) * 0.34       <L 13>
    var_24 = wp::add(var_2, var_5);
    var_25 = wp::add(var_24, var_12);
    var_30 = wp::vec_t<3, wp::float32>(var_27, var_28, var_29);
    var_31 = wp::mul(var_26, var_30);
    var_35 = wp::vec_t<3, wp::float32>(var_32, var_33, var_34);
    var_36 = wp::mul(var_5, var_35);
    var_37 = wp::dot(var_31, var_36);
    var_39 = wp::mul(var_37, var_38);
    var_40 = wp::add(var_25, var_39);
    // wp::array_store(var_out1, var_0, var_40);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_40, adj_out1, adj_0, adj_40);
    wp::adj_add(var_25, var_39, adj_25, adj_39, adj_40);
    wp::adj_mul(var_37, var_38, adj_37, adj_38, adj_39);
    wp::adj_dot(var_31, var_36, adj_31, adj_36, adj_37);
    wp::adj_mul(var_5, var_35, adj_5, adj_35, adj_36);
    wp::adj_vec_t(var_32, var_33, var_34, adj_32, adj_33, adj_34, adj_35);
    wp::adj_mul(var_26, var_30, adj_26, adj_30, adj_31);
    wp::adj_vec_t(var_27, var_28, var_29, adj_27, adj_28, adj_29, adj_30);
    wp::adj_add(var_24, var_12, adj_24, adj_12, adj_25);
    wp::adj_add(var_2, var_5, adj_2, adj_5, adj_24);
    // adj: out1[tid] = v0 + v1 + v2 + wp.dot((-0.96 * wp.vec3(-1.2, 0.165, 0.694)), (v1 * wp.vec3(1.661, -0.7, -0.626))) * 0.34  <L 13>
    wp::adj_array_store(var_out0, var_0, var_23, adj_out0, adj_0, adj_23);
    wp::adj_add(var_14, var_22, adj_14, adj_22, adj_23);
    wp::adj_mul(var_20, var_21, adj_20, adj_21, adj_22);
    wp::adj_extract(var_18, var_19, adj_18, adj_19, adj_20);
    wp::adj_vec_t(var_15, var_16, var_17, adj_15, adj_16, adj_17, adj_18);
    wp::adj_add(var_13, var_12, adj_13, adj_12, adj_14);
    wp::adj_add(var_2, var_5, adj_2, adj_5, adj_13);
    // adj: out0[tid] = v0 + v1 + v2 + (wp.vec3(1.9, -0.2, 0.3))[2] * 1.22                    <L 12>
    wp::adj_copy(var_5, adj_5, adj_12);
    // adj: v2 = v1                                                                           <L 11>
    var_7 = wp::iter_reverse(var_7);
    start_for_0:;
        if (iter_cmp(var_7) == 0) goto end_for_0;
        var_8 = wp::iter_next(var_7);
    	adj_9 = {};
    	adj_10 = {};
    	adj_11 = {};
        // v1 = v1 + wp.cos(float(j1))                                                        <L 10>
        var_9 = wp::float(var_8);
        var_10 = wp::cos(var_9);
        var_11 = wp::add(var_5, var_10);
        wp::assign(var_5, var_11);
        wp::adj_assign(var_5, var_11, adj_5, adj_11);
        wp::adj_add(var_5, var_10, adj_5, adj_10, adj_11);
        wp::adj_cos(var_9, adj_9, adj_10);
        wp::adj_float(var_8, adj_8, adj_9);
        // adj: v1 = v1 + wp.cos(float(j1))                                                   <L 10>
    	goto start_for_0;
    end_for_0:;
    // adj: for j1 in range(n):                                                               <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def loop_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 5>
    return;
}



struct loop_000002_6dfd22fc_cpu_block_payload_forward
{
    wp_args_loop_000002_6dfd22fc* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void loop_000002_6dfd22fc_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    loop_000002_6dfd22fc_cpu_block_payload_forward* payload = (loop_000002_6dfd22fc_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    loop_000002_6dfd22fc_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void loop_000002_6dfd22fc_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_loop_000002_6dfd22fc *_wp_args)
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
        loop_000002_6dfd22fc_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &loop_000002_6dfd22fc_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct loop_000002_6dfd22fc_cpu_block_payload_backward
{
    wp_args_loop_000002_6dfd22fc* args;
    wp_args_loop_000002_6dfd22fc* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void loop_000002_6dfd22fc_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    loop_000002_6dfd22fc_cpu_block_payload_backward* payload = (loop_000002_6dfd22fc_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    loop_000002_6dfd22fc_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void loop_000002_6dfd22fc_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_loop_000002_6dfd22fc *_wp_args,
    wp_args_loop_000002_6dfd22fc *_wp_adj_args)
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
        loop_000002_6dfd22fc_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &loop_000002_6dfd22fc_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

