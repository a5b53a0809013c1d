// Generated for case launch_nd-000001 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_launch_nd_000001_e8c62ac7 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::array_t<wp::float32> x2;
    wp::array_t<wp::float32> acc0;
    wp::array_t<wp::float32> out0;
    wp::int32 count;
};


template <bool wp_linear_contiguous>
static void launch_nd_000001_e8c62ac7_cpu_kernel_forward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_launch_nd_000001_e8c62ac7 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::int32 var_count = _wp_args->count;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    bool var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32* var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    const wp::float32 var_17 = 0.38;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    //---------
    // forward
    // def launch_nd_000001(x0: wp.array3d[float], x1: wp.array3d[float], x2: wp.array3d[float], acc0: wp.array[float], out0: wp.array3d[float], count: int):       <L 5>
    // i, j, k = wp.tid()  # this thread's element                                            <L 7>
    builtin_tid3d(var_0, var_1, var_2);
    // if i >= count:                                                                         <L 8>
    var_3 = (var_0 >= var_count);
    if (var_3) {
        // return  # past the end of the arrays                                               <L 9>
        return;
    }
    // v0 = x0[i, j, k]                                                                       <L 10>
    var_4 = wp::address(var_x0, var_0, var_1, var_2);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v1 = x1[i, j, k]                                                                       <L 11>
    var_7 = wp::address(var_x1, var_0, var_1, var_2);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v2 = x2[i, j, k]                                                                       <L 12>
    var_10 = wp::address(var_x2, var_0, var_1, var_2);
    var_12 = wp::load(var_10);
    var_11 = wp::copy(var_12);
    // v3 = v2                                                                                <L 13>
    var_13 = wp::copy(var_11);
    // v4 = wp.trunc(v2)                                                                      <L 14>
    var_14 = wp::trunc(var_11);
    // out0[i, j, k] = v2 + v3 + v4 + 0.38 + v0 + v1                                          <L 16>
    var_15 = wp::add(var_11, var_13);
    var_16 = wp::add(var_15, var_14);
    var_18 = wp::add(var_16, var_17);
    var_19 = wp::add(var_18, var_5);
    var_20 = wp::add(var_19, var_8);
    wp::array_store(var_out0, var_0, var_1, var_2, var_20);
}



template <bool wp_linear_contiguous>
static void launch_nd_000001_e8c62ac7_cpu_kernel_backward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_launch_nd_000001_e8c62ac7 *_wp_args,
    wp_args_launch_nd_000001_e8c62ac7 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::int32 var_count = _wp_args->count;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float32> adj_x2 = _wp_adj_args->x2;
    wp::array_t<wp::float32> adj_acc0 = _wp_adj_args->acc0;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    wp::int32 adj_count = _wp_adj_args->count;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    bool var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32* var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    const wp::float32 var_17 = 0.38;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    bool adj_3 = {};
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
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    //---------
    // forward
    // def launch_nd_000001(x0: wp.array3d[float], x1: wp.array3d[float], x2: wp.array3d[float], acc0: wp.array[float], out0: wp.array3d[float], count: int):       <L 5>
    // i, j, k = wp.tid()  # this thread's element                                            <L 7>
    builtin_tid3d(var_0, var_1, var_2);
    // if i >= count:                                                                         <L 8>
    var_3 = (var_0 >= var_count);
    if (var_3) {
        // return  # past the end of the arrays                                               <L 9>
        goto label0;
    }
    // v0 = x0[i, j, k]                                                                       <L 10>
    var_4 = wp::address(var_x0, var_0, var_1, var_2);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v1 = x1[i, j, k]                                                                       <L 11>
    var_7 = wp::address(var_x1, var_0, var_1, var_2);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v2 = x2[i, j, k]                                                                       <L 12>
    var_10 = wp::address(var_x2, var_0, var_1, var_2);
    var_12 = wp::load(var_10);
    var_11 = wp::copy(var_12);
    // v3 = v2                                                                                <L 13>
    var_13 = wp::copy(var_11);
    // v4 = wp.trunc(v2)                                                                      <L 14>
    var_14 = wp::trunc(var_11);
    // out0[i, j, k] = v2 + v3 + v4 + 0.38 + v0 + v1                                          <L 16>
    var_15 = wp::add(var_11, var_13);
    var_16 = wp::add(var_15, var_14);
    var_18 = wp::add(var_16, var_17);
    var_19 = wp::add(var_18, var_5);
    var_20 = wp::add(var_19, var_8);
    // wp::array_store(var_out0, var_0, var_1, var_2, var_20);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_1, var_2, var_20, adj_out0, adj_0, adj_1, adj_2, adj_20);
    wp::adj_add(var_19, var_8, adj_19, adj_8, adj_20);
    wp::adj_add(var_18, var_5, adj_18, adj_5, adj_19);
    wp::adj_add(var_16, var_17, adj_16, adj_17, adj_18);
    wp::adj_add(var_15, var_14, adj_15, adj_14, adj_16);
    wp::adj_add(var_11, var_13, adj_11, adj_13, adj_15);
    // adj: out0[i, j, k] = v2 + v3 + v4 + 0.38 + v0 + v1                                     <L 16>
    // adj: v4 = wp.trunc(v2)                                                                 <L 14>
    wp::adj_copy(var_11, adj_11, adj_13);
    // adj: v3 = v2                                                                           <L 13>
    wp::adj_copy(var_12, adj_10, adj_11);
    wp::adj_address(var_x2, var_0, var_1, var_2, adj_x2, adj_0, adj_1, adj_2, adj_10);
    // adj: v2 = x2[i, j, k]                                                                  <L 12>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_x1, var_0, var_1, var_2, adj_x1, adj_0, adj_1, adj_2, adj_7);
    // adj: v1 = x1[i, j, k]                                                                  <L 11>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x0, var_0, var_1, var_2, adj_x0, adj_0, adj_1, adj_2, adj_4);
    // adj: v0 = x0[i, j, k]                                                                  <L 10>
    if (var_3) {
        label0:;
        // adj: return  # past the end of the arrays                                          <L 9>
    }
    // adj: if i >= count:                                                                    <L 8>
    // adj: i, j, k = wp.tid()  # this thread's element                                       <L 7>
    // adj: def launch_nd_000001(x0: wp.array3d[float], x1: wp.array3d[float], x2: wp.array3d[float], acc0: wp.array[float], out0: wp.array3d[float], count: int):  <L 5>
    return;
}



struct launch_nd_000001_e8c62ac7_cpu_block_payload_forward
{
    wp_args_launch_nd_000001_e8c62ac7* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void launch_nd_000001_e8c62ac7_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    launch_nd_000001_e8c62ac7_cpu_block_payload_forward* payload = (launch_nd_000001_e8c62ac7_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    launch_nd_000001_e8c62ac7_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void launch_nd_000001_e8c62ac7_cpu_forward(
    wp::launch_bounds_t<3> *dim,
    wp_args_launch_nd_000001_e8c62ac7 *_wp_args)
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
        launch_nd_000001_e8c62ac7_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &launch_nd_000001_e8c62ac7_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct launch_nd_000001_e8c62ac7_cpu_block_payload_backward
{
    wp_args_launch_nd_000001_e8c62ac7* args;
    wp_args_launch_nd_000001_e8c62ac7* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void launch_nd_000001_e8c62ac7_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    launch_nd_000001_e8c62ac7_cpu_block_payload_backward* payload = (launch_nd_000001_e8c62ac7_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    launch_nd_000001_e8c62ac7_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void launch_nd_000001_e8c62ac7_cpu_backward(
    wp::launch_bounds_t<3> *dim,
    wp_args_launch_nd_000001_e8c62ac7 *_wp_args,
    wp_args_launch_nd_000001_e8c62ac7 *_wp_adj_args)
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
        launch_nd_000001_e8c62ac7_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &launch_nd_000001_e8c62ac7_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

