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

struct wp_args_random_000000_cc6e3ddd {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::vec_t<3, wp::float32>> out0;
};


template <bool wp_linear_contiguous>
static void random_000000_cc6e3ddd_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_random_000000_cc6e3ddd *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::int32 var_1 = 31360;
    wp::uint32 var_2;
    wp::float32* var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    const wp::int32 var_6 = 3;
    wp::int32 var_7;
    const wp::int32 var_8 = 0;
    bool var_9;
    const wp::float32 var_10 = -1.0;
    const wp::float32 var_11 = 1.0;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::float32 var_16 = 0.264;
    const wp::float32 var_17 = -1.653;
    const wp::float32 var_18 = -1.41;
    wp::vec_t<3, wp::float32> var_19;
    wp::float32 var_20;
    const wp::float32 var_21 = 1.5;
    const wp::float32 var_22 = 0.896;
    const wp::float32 var_23 = -1.383;
    wp::vec_t<3, wp::float32> var_24;
    const wp::int32 var_25 = 2;
    wp::float32 var_26;
    const wp::int32 var_27 = 1;
    wp::int32 var_28;
    wp::shape_t* var_29;
    const wp::int32 var_30 = 0;
    wp::int32 var_31;
    wp::shape_t var_32;
    wp::int32 var_33;
    wp::float32* var_34;
    const wp::float32 var_35 = -1.0;
    const wp::float32 var_36 = 1.0;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::vec_t<3, wp::float32> var_40;
    wp::vec_t<3, wp::float32> var_41;
    wp::vec_t<3, wp::float32> var_42;
    wp::vec_t<3, wp::float32> var_43;
    const wp::float32 var_44 = 0.36;
    wp::vec_t<3, wp::float32> var_45;
    wp::vec_t<3, wp::float32> var_46;
    //---------
    // forward
    // def random_000000(x0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3)):           <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // state = wp.rand_init(31360, tid)                                                       <L 7>
    var_2 = wp::rand_init(var_1, var_0);
    // v0 = x0[tid]                                                                           <L 8>
    var_3 = wp::address(var_x0, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // if (tid) % 3 == 0:                                                                     <L 9>
    var_7 = wp::mod(var_0, var_6);
    var_9 = (var_7 == var_8);
    if (var_9) {
        // v0 = v0 + wp.tanh(wp.cbrt(wp.randf(state, -1.0, 1.0)))                             <L 10>
        var_12 = wp::randf(var_2, var_10, var_11);
        var_13 = wp::cbrt(var_12);
        var_14 = wp::tanh(var_13);
        var_15 = wp::add(var_4, var_14);
        // v1 = wp.vec3(0.264, -1.653, -1.41)                                                 <L 11>
        var_19 = wp::vec_t<3, wp::float32>(var_16, var_17, var_18);
    }
    var_20 = wp::where(var_9, var_15, var_4);
    // v2 = wp.vec3((wp.vec3(1.5, 0.896, -1.383))[2], (x0[(tid + 1) % x0.shape[0]] - wp.randf(state, -1.0, 1.0)), v0)       <L 12>
    var_24 = wp::vec_t<3, wp::float32>(var_21, var_22, var_23);
    var_26 = wp::extract(var_24, var_25);
    var_28 = wp::add(var_0, var_27);
    var_29 = &(var_x0.shape);
    var_32 = wp::load(var_29);
    var_31 = wp::extract(var_32, var_30);
    var_33 = wp::mod(var_28, var_31);
    var_34 = wp::address(var_x0, var_33);
    var_37 = wp::randf(var_2, var_35, var_36);
    var_39 = wp::load(var_34);
    var_38 = wp::sub(var_39, var_37);
    var_40 = wp::vec_t<3, wp::float32>(var_26, var_38, var_20);
    // out0[tid] = v2 + (wp.min(v2, v2) + wp.cross(v2, v2)) * 0.36                            <L 13>
    var_41 = wp::min(var_40, var_40);
    var_42 = wp::cross(var_40, var_40);
    var_43 = wp::add(var_41, var_42);
    var_45 = wp::mul(var_43, var_44);
    var_46 = wp::add(var_40, var_45);
    wp::array_store(var_out0, var_0, var_46);
}



template <bool wp_linear_contiguous>
static void random_000000_cc6e3ddd_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_random_000000_cc6e3ddd *_wp_args,
    wp_args_random_000000_cc6e3ddd *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::int32 var_1 = 31360;
    wp::uint32 var_2;
    wp::float32* var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    const wp::int32 var_6 = 3;
    wp::int32 var_7;
    const wp::int32 var_8 = 0;
    bool var_9;
    const wp::float32 var_10 = -1.0;
    const wp::float32 var_11 = 1.0;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::float32 var_16 = 0.264;
    const wp::float32 var_17 = -1.653;
    const wp::float32 var_18 = -1.41;
    wp::vec_t<3, wp::float32> var_19;
    wp::float32 var_20;
    const wp::float32 var_21 = 1.5;
    const wp::float32 var_22 = 0.896;
    const wp::float32 var_23 = -1.383;
    wp::vec_t<3, wp::float32> var_24;
    const wp::int32 var_25 = 2;
    wp::float32 var_26;
    const wp::int32 var_27 = 1;
    wp::int32 var_28;
    wp::shape_t* var_29;
    const wp::int32 var_30 = 0;
    wp::int32 var_31;
    wp::shape_t var_32;
    wp::int32 var_33;
    wp::float32* var_34;
    const wp::float32 var_35 = -1.0;
    const wp::float32 var_36 = 1.0;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::vec_t<3, wp::float32> var_40;
    wp::vec_t<3, wp::float32> var_41;
    wp::vec_t<3, wp::float32> var_42;
    wp::vec_t<3, wp::float32> var_43;
    const wp::float32 var_44 = 0.36;
    wp::vec_t<3, wp::float32> var_45;
    wp::vec_t<3, wp::float32> var_46;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::uint32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::int32 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::int32 adj_8 = {};
    bool adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::vec_t<3, wp::float32> adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::vec_t<3, wp::float32> adj_24 = {};
    wp::int32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::int32 adj_27 = {};
    wp::int32 adj_28 = {};
    wp::shape_t adj_29 = {};
    wp::int32 adj_30 = {};
    wp::int32 adj_31 = {};
    wp::shape_t adj_32 = {};
    wp::int32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::vec_t<3, wp::float32> adj_40 = {};
    wp::vec_t<3, wp::float32> adj_41 = {};
    wp::vec_t<3, wp::float32> adj_42 = {};
    wp::vec_t<3, wp::float32> adj_43 = {};
    wp::float32 adj_44 = {};
    wp::vec_t<3, wp::float32> adj_45 = {};
    wp::vec_t<3, wp::float32> adj_46 = {};
    //---------
    // forward
    // def random_000000(x0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3)):           <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // state = wp.rand_init(31360, tid)                                                       <L 7>
    var_2 = wp::rand_init(var_1, var_0);
    // v0 = x0[tid]                                                                           <L 8>
    var_3 = wp::address(var_x0, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // if (tid) % 3 == 0:                                                                     <L 9>
    var_7 = wp::mod(var_0, var_6);
    var_9 = (var_7 == var_8);
    if (var_9) {
        // v0 = v0 + wp.tanh(wp.cbrt(wp.randf(state, -1.0, 1.0)))                             <L 10>
        var_12 = wp::randf(var_2, var_10, var_11);
        var_13 = wp::cbrt(var_12);
        var_14 = wp::tanh(var_13);
        var_15 = wp::add(var_4, var_14);
        // v1 = wp.vec3(0.264, -1.653, -1.41)                                                 <L 11>
        var_19 = wp::vec_t<3, wp::float32>(var_16, var_17, var_18);
    }
    var_20 = wp::where(var_9, var_15, var_4);
    // v2 = wp.vec3((wp.vec3(1.5, 0.896, -1.383))[2], (x0[(tid + 1) % x0.shape[0]] - wp.randf(state, -1.0, 1.0)), v0)       <L 12>
    var_24 = wp::vec_t<3, wp::float32>(var_21, var_22, var_23);
    var_26 = wp::extract(var_24, var_25);
    var_28 = wp::add(var_0, var_27);
    var_29 = &(var_x0.shape);
    var_32 = wp::load(var_29);
    var_31 = wp::extract(var_32, var_30);
    var_33 = wp::mod(var_28, var_31);
    var_34 = wp::address(var_x0, var_33);
    var_37 = wp::randf(var_2, var_35, var_36);
    var_39 = wp::load(var_34);
    var_38 = wp::sub(var_39, var_37);
    var_40 = wp::vec_t<3, wp::float32>(var_26, var_38, var_20);
    // out0[tid] = v2 + (wp.min(v2, v2) + wp.cross(v2, v2)) * 0.36                            <L 13>
    var_41 = wp::min(var_40, var_40);
    var_42 = wp::cross(var_40, var_40);
    var_43 = wp::add(var_41, var_42);
    var_45 = wp::mul(var_43, var_44);
    var_46 = wp::add(var_40, var_45);
    // wp::array_store(var_out0, var_0, var_46);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_46, adj_out0, adj_0, adj_46);
    wp::adj_add(var_40, var_45, adj_40, adj_45, adj_46);
    wp::adj_mul(var_43, var_44, adj_43, adj_44, adj_45);
    wp::adj_add(var_41, var_42, adj_41, adj_42, adj_43);
    wp::adj_cross(var_40, var_40, adj_40, adj_40, adj_42);
    wp::adj_min(var_40, var_40, adj_40, adj_40, adj_41);
    // adj: out0[tid] = v2 + (wp.min(v2, v2) + wp.cross(v2, v2)) * 0.36                       <L 13>
    wp::adj_vec_t(var_26, var_38, var_20, adj_26, adj_38, adj_20, adj_40);
    wp::adj_sub(var_39, var_37, adj_34, adj_37, adj_38);
    wp::adj_address(var_x0, var_33, adj_x0, adj_33, adj_34);
    wp::adj_mod(var_28, var_31, adj_28, adj_31, adj_33);
    adj_x0.shape = adj_29;
    wp::adj_add(var_0, var_27, adj_0, adj_27, adj_28);
    wp::adj_extract(var_24, var_25, adj_24, adj_25, adj_26);
    wp::adj_vec_t(var_21, var_22, var_23, adj_21, adj_22, adj_23, adj_24);
    // adj: v2 = wp.vec3((wp.vec3(1.5, 0.896, -1.383))[2], (x0[(tid + 1) % x0.shape[0]] - wp.randf(state, -1.0, 1.0)), v0)  <L 12>
    wp::adj_where(var_9, var_15, var_4, adj_9, adj_15, adj_4, adj_20);
    if (var_9) {
        wp::adj_vec_t(var_16, var_17, var_18, adj_16, adj_17, adj_18, adj_19);
        // adj: v1 = wp.vec3(0.264, -1.653, -1.41)                                            <L 11>
        wp::adj_add(var_4, var_14, adj_4, adj_14, adj_15);
        wp::adj_tanh(var_13, var_14, adj_13, adj_14);
        wp::adj_cbrt(var_12, var_13, adj_12, adj_13);
        // adj: v0 = v0 + wp.tanh(wp.cbrt(wp.randf(state, -1.0, 1.0)))                        <L 10>
    }
    wp::adj_mod(var_0, var_6, adj_0, adj_6, adj_7);
    // adj: if (tid) % 3 == 0:                                                                <L 9>
    wp::adj_copy(var_5, adj_3, adj_4);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_3);
    // adj: v0 = x0[tid]                                                                      <L 8>
    // adj: state = wp.rand_init(31360, tid)                                                  <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def random_000000(x0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3)):      <L 5>
    return;
}



struct random_000000_cc6e3ddd_cpu_block_payload_forward
{
    wp_args_random_000000_cc6e3ddd* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void random_000000_cc6e3ddd_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    random_000000_cc6e3ddd_cpu_block_payload_forward* payload = (random_000000_cc6e3ddd_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    random_000000_cc6e3ddd_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void random_000000_cc6e3ddd_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_random_000000_cc6e3ddd *_wp_args)
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
        random_000000_cc6e3ddd_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &random_000000_cc6e3ddd_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct random_000000_cc6e3ddd_cpu_block_payload_backward
{
    wp_args_random_000000_cc6e3ddd* args;
    wp_args_random_000000_cc6e3ddd* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void random_000000_cc6e3ddd_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    random_000000_cc6e3ddd_cpu_block_payload_backward* payload = (random_000000_cc6e3ddd_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    random_000000_cc6e3ddd_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void random_000000_cc6e3ddd_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_random_000000_cc6e3ddd *_wp_args,
    wp_args_random_000000_cc6e3ddd *_wp_adj_args)
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
        random_000000_cc6e3ddd_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &random_000000_cc6e3ddd_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

