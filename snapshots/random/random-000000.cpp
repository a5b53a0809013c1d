// Generated for case random-000000 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_random_000000_c39416b7 {
    wp::array_t<wp::vec_t<3, wp::float32>> x0;
    wp::array_t<wp::vec_t<3, wp::float32>> out0;
    wp::array_t<wp::float32> out1;
};


template <bool wp_linear_contiguous>
static void random_000000_c39416b7_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_random_000000_c39416b7 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::int32 var_1 = 6570;
    wp::uint32 var_2;
    wp::vec_t<3, wp::float32>* var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::vec_t<3, wp::float32> var_5;
    const wp::float32 var_6 = 0.9;
    wp::float32 var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32> var_9;
    const wp::int32 var_10 = 4;
    wp::int32 var_11;
    wp::shape_t* var_12;
    const wp::int32 var_13 = 0;
    wp::int32 var_14;
    wp::shape_t var_15;
    wp::int32 var_16;
    wp::vec_t<3, wp::float32>* var_17;
    const wp::float32 var_18 = 1.18;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    const wp::float32 var_25 = 0.94;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::int32 var_28 = 0;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    //---------
    // forward
    // def random_000000(x0: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // state = wp.rand_init(6570, tid)                                                        <L 7>
    var_2 = wp::rand_init(var_1, var_0);
    // v0 = x0[tid]                                                                           <L 8>
    var_3 = wp::address(var_x0, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = float(0.9)                                                                        <L 9>
    var_7 = wp::float(var_6);
    // v2 = v0                                                                                <L 10>
    var_8 = wp::copy(var_4);
    // out0[tid] = v0 + v2 + x0[(tid + 4) % x0.shape[0]] * 1.18                               <L 11>
    var_9 = wp::add(var_4, var_8);
    var_11 = wp::add(var_0, var_10);
    var_12 = &(var_x0.shape);
    var_15 = wp::load(var_12);
    var_14 = wp::extract(var_15, var_13);
    var_16 = wp::mod(var_11, var_14);
    var_17 = wp::address(var_x0, var_16);
    var_20 = wp::load(var_17);
    var_19 = wp::mul(var_20, var_18);
    var_21 = wp::add(var_9, var_19);
    wp::array_store(var_out0, var_0, var_21);
    // out1[tid] = v1 + ((v1 - v1) * wp.randf(state)) * 0.94 + wp.sin(v0[0])                  <L 12>
    var_22 = wp::sub(var_7, var_7);
    var_23 = wp::randf(var_2);
    var_24 = wp::mul(var_22, var_23);
    var_26 = wp::mul(var_24, var_25);
    var_27 = wp::add(var_7, var_26);
    var_29 = wp::extract(var_4, var_28);
    var_30 = wp::sin(var_29);
    var_31 = wp::add(var_27, var_30);
    wp::array_store(var_out1, var_0, var_31);
}



template <bool wp_linear_contiguous>
static void random_000000_c39416b7_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_random_000000_c39416b7 *_wp_args,
    wp_args_random_000000_c39416b7 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::float32> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::int32 var_1 = 6570;
    wp::uint32 var_2;
    wp::vec_t<3, wp::float32>* var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::vec_t<3, wp::float32> var_5;
    const wp::float32 var_6 = 0.9;
    wp::float32 var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32> var_9;
    const wp::int32 var_10 = 4;
    wp::int32 var_11;
    wp::shape_t* var_12;
    const wp::int32 var_13 = 0;
    wp::int32 var_14;
    wp::shape_t var_15;
    wp::int32 var_16;
    wp::vec_t<3, wp::float32>* var_17;
    const wp::float32 var_18 = 1.18;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    const wp::float32 var_25 = 0.94;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::int32 var_28 = 0;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::uint32 adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::vec_t<3, wp::float32> adj_8 = {};
    wp::vec_t<3, wp::float32> adj_9 = {};
    wp::int32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::shape_t adj_12 = {};
    wp::int32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::shape_t adj_15 = {};
    wp::int32 adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::float32 adj_18 = {};
    wp::vec_t<3, wp::float32> adj_19 = {};
    wp::vec_t<3, wp::float32> adj_20 = {};
    wp::vec_t<3, wp::float32> adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::int32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    //---------
    // forward
    // def random_000000(x0: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // state = wp.rand_init(6570, tid)                                                        <L 7>
    var_2 = wp::rand_init(var_1, var_0);
    // v0 = x0[tid]                                                                           <L 8>
    var_3 = wp::address(var_x0, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = float(0.9)                                                                        <L 9>
    var_7 = wp::float(var_6);
    // v2 = v0                                                                                <L 10>
    var_8 = wp::copy(var_4);
    // out0[tid] = v0 + v2 + x0[(tid + 4) % x0.shape[0]] * 1.18                               <L 11>
    var_9 = wp::add(var_4, var_8);
    var_11 = wp::add(var_0, var_10);
    var_12 = &(var_x0.shape);
    var_15 = wp::load(var_12);
    var_14 = wp::extract(var_15, var_13);
    var_16 = wp::mod(var_11, var_14);
    var_17 = wp::address(var_x0, var_16);
    var_20 = wp::load(var_17);
    var_19 = wp::mul(var_20, var_18);
    var_21 = wp::add(var_9, var_19);
    // wp::array_store(var_out0, var_0, var_21);
    // out1[tid] = v1 + ((v1 - v1) * wp.randf(state)) * 0.94 + wp.sin(v0[0])                  <L 12>
    var_22 = wp::sub(var_7, var_7);
    var_23 = wp::randf(var_2);
    var_24 = wp::mul(var_22, var_23);
    var_26 = wp::mul(var_24, var_25);
    var_27 = wp::add(var_7, var_26);
    var_29 = wp::extract(var_4, var_28);
    var_30 = wp::sin(var_29);
    var_31 = wp::add(var_27, var_30);
    // wp::array_store(var_out1, var_0, var_31);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_31, adj_out1, adj_0, adj_31);
    wp::adj_add(var_27, var_30, adj_27, adj_30, adj_31);
    wp::adj_sin(var_29, adj_29, adj_30);
    wp::adj_extract(var_4, var_28, adj_4, adj_28, adj_29);
    wp::adj_add(var_7, var_26, adj_7, adj_26, adj_27);
    wp::adj_mul(var_24, var_25, adj_24, adj_25, adj_26);
    wp::adj_mul(var_22, var_23, adj_22, adj_23, adj_24);
    wp::adj_sub(var_7, var_7, adj_7, adj_7, adj_22);
    // adj: out1[tid] = v1 + ((v1 - v1) * wp.randf(state)) * 0.94 + wp.sin(v0[0])             <L 12>
    wp::adj_array_store(var_out0, var_0, var_21, adj_out0, adj_0, adj_21);
    wp::adj_add(var_9, var_19, adj_9, adj_19, adj_21);
    wp::adj_mul(var_20, var_18, adj_17, adj_18, adj_19);
    wp::adj_address(var_x0, var_16, adj_x0, adj_16, adj_17);
    wp::adj_mod(var_11, var_14, adj_11, adj_14, adj_16);
    adj_x0.shape = adj_12;
    wp::adj_add(var_0, var_10, adj_0, adj_10, adj_11);
    wp::adj_add(var_4, var_8, adj_4, adj_8, adj_9);
    // adj: out0[tid] = v0 + v2 + x0[(tid + 4) % x0.shape[0]] * 1.18                          <L 11>
    wp::adj_copy(var_4, adj_4, adj_8);
    // adj: v2 = v0                                                                           <L 10>
    wp::adj_float(var_6, adj_6, adj_7);
    // adj: v1 = float(0.9)                                                                   <L 9>
    wp::adj_copy(var_5, adj_3, adj_4);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_3);
    // adj: v0 = x0[tid]                                                                      <L 8>
    // adj: state = wp.rand_init(6570, tid)                                                   <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def random_000000(x0: wp.array(dtype=wp.vec3), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float)):  <L 5>
    return;
}



struct random_000000_c39416b7_cpu_block_payload_forward
{
    wp_args_random_000000_c39416b7* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void random_000000_c39416b7_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    random_000000_c39416b7_cpu_block_payload_forward* payload = (random_000000_c39416b7_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    random_000000_c39416b7_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void random_000000_c39416b7_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_random_000000_c39416b7 *_wp_args)
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
        random_000000_c39416b7_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &random_000000_c39416b7_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct random_000000_c39416b7_cpu_block_payload_backward
{
    wp_args_random_000000_c39416b7* args;
    wp_args_random_000000_c39416b7* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void random_000000_c39416b7_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    random_000000_c39416b7_cpu_block_payload_backward* payload = (random_000000_c39416b7_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    random_000000_c39416b7_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void random_000000_c39416b7_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_random_000000_c39416b7 *_wp_args,
    wp_args_random_000000_c39416b7 *_wp_adj_args)
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
        random_000000_c39416b7_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &random_000000_c39416b7_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

