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

struct wp_args_atomic_000002_4389d012 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::array_t<wp::float32> x2;
    wp::array_t<wp::float32> acc0;
};


template <bool wp_linear_contiguous>
static void atomic_000002_4389d012_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_atomic_000002_4389d012 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::int32 var_10 = 0;
    wp::int32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::float32 var_16 = 1.0;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = 1.0;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::float32 var_24 = 1.0;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::float32 var_28 = 1.0;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::shape_t* var_32;
    const wp::int32 var_33 = 0;
    wp::int32 var_34;
    wp::shape_t var_35;
    wp::int32 var_36;
    const wp::float32 var_37 = -0.16;
    const wp::float32 var_38 = 0.25;
    wp::float32 var_39;
    wp::float32 var_40;
    //---------
    // forward
    // def atomic_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), acc0: wp.array(dtype=float)):       <L 5>
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
    // wp.atomic_min(acc0, 0, float(min(tid, tid)))                                           <L 10>
    var_11 = wp::min(var_0, var_0);
    var_12 = wp::float(var_11);
    var_13 = wp::atomic_min(var_acc0, var_10, var_12);
    // v3 = (((v0 * v0) / (wp.abs((v2 / (wp.abs(v0) + 1.0))) + 1.0)) + ((v2 / (wp.abs(v2) + 1.0)) / (wp.abs(v1) + 1.0)))       <L 11>
    var_14 = wp::mul(var_2, var_2);
    var_15 = wp::abs(var_2);
    var_17 = wp::add(var_15, var_16);
    var_18 = wp::div(var_8, var_17);
    var_19 = wp::abs(var_18);
    var_21 = wp::add(var_19, var_20);
    var_22 = wp::div(var_14, var_21);
    var_23 = wp::abs(var_8);
    var_25 = wp::add(var_23, var_24);
    var_26 = wp::div(var_8, var_25);
    var_27 = wp::abs(var_5);
    var_29 = wp::add(var_27, var_28);
    var_30 = wp::div(var_26, var_29);
    var_31 = wp::add(var_22, var_30);
    // wp.atomic_min(acc0, tid % acc0.shape[0], wp.clamp(v0, -0.16, 0.25))                    <L 12>
    var_32 = &(var_acc0.shape);
    var_35 = wp::load(var_32);
    var_34 = wp::extract(var_35, var_33);
    var_36 = wp::mod(var_0, var_34);
    var_39 = wp::clamp(var_2, var_37, var_38);
    var_40 = wp::atomic_min(var_acc0, var_36, var_39);
}



template <bool wp_linear_contiguous>
static void atomic_000002_4389d012_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_atomic_000002_4389d012 *_wp_args,
    wp_args_atomic_000002_4389d012 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float32> adj_x2 = _wp_adj_args->x2;
    wp::array_t<wp::float32> adj_acc0 = _wp_adj_args->acc0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::int32 var_10 = 0;
    wp::int32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::float32 var_16 = 1.0;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = 1.0;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::float32 var_24 = 1.0;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::float32 var_28 = 1.0;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::shape_t* var_32;
    const wp::int32 var_33 = 0;
    wp::int32 var_34;
    wp::shape_t var_35;
    wp::int32 var_36;
    const wp::float32 var_37 = -0.16;
    const wp::float32 var_38 = 0.25;
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
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::int32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
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
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::shape_t adj_32 = {};
    wp::int32 adj_33 = {};
    wp::int32 adj_34 = {};
    wp::shape_t adj_35 = {};
    wp::int32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    //---------
    // forward
    // def atomic_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), acc0: wp.array(dtype=float)):       <L 5>
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
    // wp.atomic_min(acc0, 0, float(min(tid, tid)))                                           <L 10>
    var_11 = wp::min(var_0, var_0);
    var_12 = wp::float(var_11);
    // var_13 = wp::atomic_min(var_acc0, var_10, var_12);
    // v3 = (((v0 * v0) / (wp.abs((v2 / (wp.abs(v0) + 1.0))) + 1.0)) + ((v2 / (wp.abs(v2) + 1.0)) / (wp.abs(v1) + 1.0)))       <L 11>
    var_14 = wp::mul(var_2, var_2);
    var_15 = wp::abs(var_2);
    var_17 = wp::add(var_15, var_16);
    var_18 = wp::div(var_8, var_17);
    var_19 = wp::abs(var_18);
    var_21 = wp::add(var_19, var_20);
    var_22 = wp::div(var_14, var_21);
    var_23 = wp::abs(var_8);
    var_25 = wp::add(var_23, var_24);
    var_26 = wp::div(var_8, var_25);
    var_27 = wp::abs(var_5);
    var_29 = wp::add(var_27, var_28);
    var_30 = wp::div(var_26, var_29);
    var_31 = wp::add(var_22, var_30);
    // wp.atomic_min(acc0, tid % acc0.shape[0], wp.clamp(v0, -0.16, 0.25))                    <L 12>
    var_32 = &(var_acc0.shape);
    var_35 = wp::load(var_32);
    var_34 = wp::extract(var_35, var_33);
    var_36 = wp::mod(var_0, var_34);
    var_39 = wp::clamp(var_2, var_37, var_38);
    // var_40 = wp::atomic_min(var_acc0, var_36, var_39);
    //---------
    // reverse
    wp::adj_atomic_min(var_acc0, var_36, var_39, adj_acc0, adj_36, adj_39, adj_40);
    wp::adj_clamp(var_2, var_37, var_38, adj_2, adj_37, adj_38, adj_39);
    wp::adj_mod(var_0, var_34, adj_0, adj_34, adj_36);
    adj_acc0.shape = adj_32;
    // adj: wp.atomic_min(acc0, tid % acc0.shape[0], wp.clamp(v0, -0.16, 0.25))               <L 12>
    wp::adj_add(var_22, var_30, adj_22, adj_30, adj_31);
    wp::adj_div(var_26, var_29, var_30, adj_26, adj_29, adj_30);
    wp::adj_add(var_27, var_28, adj_27, adj_28, adj_29);
    wp::adj_abs(var_5, adj_5, adj_27);
    wp::adj_div(var_8, var_25, var_26, adj_8, adj_25, adj_26);
    wp::adj_add(var_23, var_24, adj_23, adj_24, adj_25);
    wp::adj_abs(var_8, adj_8, adj_23);
    wp::adj_div(var_14, var_21, var_22, adj_14, adj_21, adj_22);
    wp::adj_add(var_19, var_20, adj_19, adj_20, adj_21);
    wp::adj_abs(var_18, adj_18, adj_19);
    wp::adj_div(var_8, var_17, var_18, adj_8, adj_17, adj_18);
    wp::adj_add(var_15, var_16, adj_15, adj_16, adj_17);
    wp::adj_abs(var_2, adj_2, adj_15);
    wp::adj_mul(var_2, var_2, adj_2, adj_2, adj_14);
    // adj: v3 = (((v0 * v0) / (wp.abs((v2 / (wp.abs(v0) + 1.0))) + 1.0)) + ((v2 / (wp.abs(v2) + 1.0)) / (wp.abs(v1) + 1.0)))  <L 11>
    wp::adj_atomic_min(var_acc0, var_10, var_12, adj_acc0, adj_10, adj_12, adj_13);
    wp::adj_float(var_11, adj_11, adj_12);
    wp::adj_min(var_0, var_0, adj_0, adj_0, adj_11);
    // adj: wp.atomic_min(acc0, 0, float(min(tid, tid)))                                      <L 10>
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
    // adj: def atomic_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), acc0: wp.array(dtype=float)):  <L 5>
    return;
}



struct atomic_000002_4389d012_cpu_block_payload_forward
{
    wp_args_atomic_000002_4389d012* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void atomic_000002_4389d012_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    atomic_000002_4389d012_cpu_block_payload_forward* payload = (atomic_000002_4389d012_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    atomic_000002_4389d012_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void atomic_000002_4389d012_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_atomic_000002_4389d012 *_wp_args)
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
        atomic_000002_4389d012_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &atomic_000002_4389d012_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct atomic_000002_4389d012_cpu_block_payload_backward
{
    wp_args_atomic_000002_4389d012* args;
    wp_args_atomic_000002_4389d012* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void atomic_000002_4389d012_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    atomic_000002_4389d012_cpu_block_payload_backward* payload = (atomic_000002_4389d012_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    atomic_000002_4389d012_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void atomic_000002_4389d012_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_atomic_000002_4389d012 *_wp_args,
    wp_args_atomic_000002_4389d012 *_wp_adj_args)
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
        atomic_000002_4389d012_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &atomic_000002_4389d012_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

