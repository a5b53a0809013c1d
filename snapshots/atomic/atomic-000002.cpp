// Generated for case atomic-000002 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_atomic_000002_ed252a7e {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> acc0;
};


template <bool wp_linear_contiguous>
static void atomic_000002_ed252a7e_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_atomic_000002_ed252a7e *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::shape_t* var_4;
    const wp::int32 var_5 = 0;
    wp::int32 var_6;
    wp::shape_t var_7;
    wp::int32 var_8;
    wp::float32 var_9;
    const wp::int32 var_10 = 0;
    const wp::float32 var_11 = 3.0;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::float32 var_16 = 1.0;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    //---------
    // forward
    // def atomic_000002(x0: wp.array(dtype=float), acc0: wp.array(dtype=float)):             <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // wp.atomic_sub(acc0, tid % acc0.shape[0], v0)                                           <L 8>
    var_4 = &(var_acc0.shape);
    var_7 = wp::load(var_4);
    var_6 = wp::extract(var_7, var_5);
    var_8 = wp::mod(var_0, var_6);
    var_9 = wp::atomic_sub(var_acc0, var_8, var_2);
    // wp.atomic_min(acc0, 0, (wp.atan2(v0, v0 + 3.0) / (wp.abs((v0 - v0)) + 1.0)))           <L 9>
    var_12 = wp::add(var_2, var_11);
    var_13 = wp::atan2(var_2, var_12);
    var_14 = wp::sub(var_2, var_2);
    var_15 = wp::abs(var_14);
    var_17 = wp::add(var_15, var_16);
    var_18 = wp::div(var_13, var_17);
    var_19 = wp::atomic_min(var_acc0, var_10, var_18);
}



template <bool wp_linear_contiguous>
static void atomic_000002_ed252a7e_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_atomic_000002_ed252a7e *_wp_args,
    wp_args_atomic_000002_ed252a7e *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_acc0 = _wp_adj_args->acc0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::shape_t* var_4;
    const wp::int32 var_5 = 0;
    wp::int32 var_6;
    wp::shape_t var_7;
    wp::int32 var_8;
    wp::float32 var_9;
    const wp::int32 var_10 = 0;
    const wp::float32 var_11 = 3.0;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::float32 var_16 = 1.0;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::shape_t adj_4 = {};
    wp::int32 adj_5 = {};
    wp::int32 adj_6 = {};
    wp::shape_t adj_7 = {};
    wp::int32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::int32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    //---------
    // forward
    // def atomic_000002(x0: wp.array(dtype=float), acc0: wp.array(dtype=float)):             <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // wp.atomic_sub(acc0, tid % acc0.shape[0], v0)                                           <L 8>
    var_4 = &(var_acc0.shape);
    var_7 = wp::load(var_4);
    var_6 = wp::extract(var_7, var_5);
    var_8 = wp::mod(var_0, var_6);
    // var_9 = wp::atomic_sub(var_acc0, var_8, var_2);
    // wp.atomic_min(acc0, 0, (wp.atan2(v0, v0 + 3.0) / (wp.abs((v0 - v0)) + 1.0)))           <L 9>
    var_12 = wp::add(var_2, var_11);
    var_13 = wp::atan2(var_2, var_12);
    var_14 = wp::sub(var_2, var_2);
    var_15 = wp::abs(var_14);
    var_17 = wp::add(var_15, var_16);
    var_18 = wp::div(var_13, var_17);
    // var_19 = wp::atomic_min(var_acc0, var_10, var_18);
    //---------
    // reverse
    wp::adj_atomic_min(var_acc0, var_10, var_18, adj_acc0, adj_10, adj_18, adj_19);
    wp::adj_div(var_13, var_17, var_18, adj_13, adj_17, adj_18);
    wp::adj_add(var_15, var_16, adj_15, adj_16, adj_17);
    wp::adj_abs(var_14, adj_14, adj_15);
    wp::adj_sub(var_2, var_2, adj_2, adj_2, adj_14);
    wp::adj_atan2(var_2, var_12, adj_2, adj_12, adj_13);
    wp::adj_add(var_2, var_11, adj_2, adj_11, adj_12);
    // adj: wp.atomic_min(acc0, 0, (wp.atan2(v0, v0 + 3.0) / (wp.abs((v0 - v0)) + 1.0)))      <L 9>
    wp::adj_atomic_sub(var_acc0, var_8, var_2, adj_acc0, adj_8, adj_2, adj_9);
    wp::adj_mod(var_0, var_6, adj_0, adj_6, adj_8);
    adj_acc0.shape = adj_4;
    // adj: wp.atomic_sub(acc0, tid % acc0.shape[0], v0)                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def atomic_000002(x0: wp.array(dtype=float), acc0: wp.array(dtype=float)):        <L 5>
    return;
}



struct atomic_000002_ed252a7e_cpu_block_payload_forward
{
    wp_args_atomic_000002_ed252a7e* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void atomic_000002_ed252a7e_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    atomic_000002_ed252a7e_cpu_block_payload_forward* payload = (atomic_000002_ed252a7e_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    atomic_000002_ed252a7e_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void atomic_000002_ed252a7e_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_atomic_000002_ed252a7e *_wp_args)
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
        atomic_000002_ed252a7e_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &atomic_000002_ed252a7e_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct atomic_000002_ed252a7e_cpu_block_payload_backward
{
    wp_args_atomic_000002_ed252a7e* args;
    wp_args_atomic_000002_ed252a7e* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void atomic_000002_ed252a7e_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    atomic_000002_ed252a7e_cpu_block_payload_backward* payload = (atomic_000002_ed252a7e_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    atomic_000002_ed252a7e_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void atomic_000002_ed252a7e_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_atomic_000002_ed252a7e *_wp_args,
    wp_args_atomic_000002_ed252a7e *_wp_adj_args)
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
        atomic_000002_ed252a7e_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &atomic_000002_ed252a7e_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

