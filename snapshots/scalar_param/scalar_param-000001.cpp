// Generated for case scalar_param-000001 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_scalar_param_000001_70d3c13e {
    wp::array_t<wp::float32> x0;
    wp::vec_t<3, wp::float32> s0;
    wp::int32 s1;
    wp::int32 s2;
    wp::float32 s3;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::float32> out1;
};


template <bool wp_linear_contiguous>
static void scalar_param_000001_70d3c13e_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_scalar_param_000001_70d3c13e *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::vec_t<3, wp::float32> var_s0 = _wp_args->s0;
    wp::int32 var_s1 = _wp_args->s1;
    wp::int32 var_s2 = _wp_args->s2;
    wp::float32 var_s3 = _wp_args->s3;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = 0.7;
    const wp::float32 var_5 = 1.0;
    const wp::float32 var_6 = 0.0;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.0;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::int32 var_16 = 3;
    wp::int32 var_17;
    wp::shape_t* var_18;
    const wp::int32 var_19 = 0;
    wp::int32 var_20;
    wp::shape_t var_21;
    wp::int32 var_22;
    wp::float32* var_23;
    const wp::float32 var_24 = -0.47;
    const wp::float32 var_25 = 1.4;
    wp::float32 var_26;
    bool var_27;
    wp::float32 var_28;
    const wp::float32 var_29 = -1.494;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::float32 var_33 = -0.95;
    const wp::float32 var_34 = 0.29;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::float32 var_39 = 0.58;
    wp::float32 var_40;
    wp::float32 var_41;
    //---------
    // forward
    // def scalar_param_000001(x0: wp.array(dtype=float), s0: wp.vec3, s1: int, s2: int, s3: float, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = (wp.length_sq((wp.vec3(0.7, 1.0, 0.0) + s0)) / (wp.abs((wp.ceil(v0) + v0)) + 1.0))       <L 8>
    var_7 = wp::vec_t<3, wp::float32>(var_4, var_5, var_6);
    var_8 = wp::add(var_7, var_s0);
    var_9 = wp::length_sq(var_8);
    var_10 = wp::ceil(var_2);
    var_11 = wp::add(var_10, var_2);
    var_12 = wp::abs(var_11);
    var_14 = wp::add(var_12, var_13);
    var_15 = wp::div(var_9, var_14);
    // v2 = wp.where(x0[(tid + 3) % x0.shape[0]] < wp.clamp(v0, -0.47, 1.4), -1.494, v1)       <L 9>
    var_17 = wp::add(var_0, var_16);
    var_18 = &(var_x0.shape);
    var_21 = wp::load(var_18);
    var_20 = wp::extract(var_21, var_19);
    var_22 = wp::mod(var_17, var_20);
    var_23 = wp::address(var_x0, var_22);
    var_26 = wp::clamp(var_2, var_24, var_25);
    var_28 = wp::load(var_23);
    var_27 = (var_28 < var_26);
    var_30 = wp::where(var_27, var_29, var_15);
    // out0[tid] = s3 + v1 + v2 + -0.95 * 0.29                                                <L 10>
    var_31 = wp::add(var_s3, var_15);
    var_32 = wp::add(var_31, var_30);
    var_35 = wp::mul(var_33, var_34);
    var_36 = wp::add(var_32, var_35);
    wp::array_store(var_out0, var_0, var_36);
    // out1[tid] = s3 + v1 + v2 + v2 * 0.58                                                   <L 11>
    var_37 = wp::add(var_s3, var_15);
    var_38 = wp::add(var_37, var_30);
    var_40 = wp::mul(var_30, var_39);
    var_41 = wp::add(var_38, var_40);
    wp::array_store(var_out1, var_0, var_41);
}



template <bool wp_linear_contiguous>
static void scalar_param_000001_70d3c13e_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_scalar_param_000001_70d3c13e *_wp_args,
    wp_args_scalar_param_000001_70d3c13e *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::vec_t<3, wp::float32> var_s0 = _wp_args->s0;
    wp::int32 var_s1 = _wp_args->s1;
    wp::int32 var_s2 = _wp_args->s2;
    wp::float32 var_s3 = _wp_args->s3;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::vec_t<3, wp::float32> adj_s0 = _wp_adj_args->s0;
    wp::int32 adj_s1 = _wp_adj_args->s1;
    wp::int32 adj_s2 = _wp_adj_args->s2;
    wp::float32 adj_s3 = _wp_adj_args->s3;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::float32> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = 0.7;
    const wp::float32 var_5 = 1.0;
    const wp::float32 var_6 = 0.0;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.0;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::int32 var_16 = 3;
    wp::int32 var_17;
    wp::shape_t* var_18;
    const wp::int32 var_19 = 0;
    wp::int32 var_20;
    wp::shape_t var_21;
    wp::int32 var_22;
    wp::float32* var_23;
    const wp::float32 var_24 = -0.47;
    const wp::float32 var_25 = 1.4;
    wp::float32 var_26;
    bool var_27;
    wp::float32 var_28;
    const wp::float32 var_29 = -1.494;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::float32 var_33 = -0.95;
    const wp::float32 var_34 = 0.29;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::float32 var_39 = 0.58;
    wp::float32 var_40;
    wp::float32 var_41;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::vec_t<3, wp::float32> adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::int32 adj_16 = {};
    wp::int32 adj_17 = {};
    wp::shape_t adj_18 = {};
    wp::int32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::shape_t adj_21 = {};
    wp::int32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    bool adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    //---------
    // forward
    // def scalar_param_000001(x0: wp.array(dtype=float), s0: wp.vec3, s1: int, s2: int, s3: float, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = (wp.length_sq((wp.vec3(0.7, 1.0, 0.0) + s0)) / (wp.abs((wp.ceil(v0) + v0)) + 1.0))       <L 8>
    var_7 = wp::vec_t<3, wp::float32>(var_4, var_5, var_6);
    var_8 = wp::add(var_7, var_s0);
    var_9 = wp::length_sq(var_8);
    var_10 = wp::ceil(var_2);
    var_11 = wp::add(var_10, var_2);
    var_12 = wp::abs(var_11);
    var_14 = wp::add(var_12, var_13);
    var_15 = wp::div(var_9, var_14);
    // v2 = wp.where(x0[(tid + 3) % x0.shape[0]] < wp.clamp(v0, -0.47, 1.4), -1.494, v1)       <L 9>
    var_17 = wp::add(var_0, var_16);
    var_18 = &(var_x0.shape);
    var_21 = wp::load(var_18);
    var_20 = wp::extract(var_21, var_19);
    var_22 = wp::mod(var_17, var_20);
    var_23 = wp::address(var_x0, var_22);
    var_26 = wp::clamp(var_2, var_24, var_25);
    var_28 = wp::load(var_23);
    var_27 = (var_28 < var_26);
    var_30 = wp::where(var_27, var_29, var_15);
    // out0[tid] = s3 + v1 + v2 + -0.95 * 0.29                                                <L 10>
    var_31 = wp::add(var_s3, var_15);
    var_32 = wp::add(var_31, var_30);
    var_35 = wp::mul(var_33, var_34);
    var_36 = wp::add(var_32, var_35);
    // wp::array_store(var_out0, var_0, var_36);
    // out1[tid] = s3 + v1 + v2 + v2 * 0.58                                                   <L 11>
    var_37 = wp::add(var_s3, var_15);
    var_38 = wp::add(var_37, var_30);
    var_40 = wp::mul(var_30, var_39);
    var_41 = wp::add(var_38, var_40);
    // wp::array_store(var_out1, var_0, var_41);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_41, adj_out1, adj_0, adj_41);
    wp::adj_add(var_38, var_40, adj_38, adj_40, adj_41);
    wp::adj_mul(var_30, var_39, adj_30, adj_39, adj_40);
    wp::adj_add(var_37, var_30, adj_37, adj_30, adj_38);
    wp::adj_add(var_s3, var_15, adj_s3, adj_15, adj_37);
    // adj: out1[tid] = s3 + v1 + v2 + v2 * 0.58                                              <L 11>
    wp::adj_array_store(var_out0, var_0, var_36, adj_out0, adj_0, adj_36);
    wp::adj_add(var_32, var_35, adj_32, adj_35, adj_36);
    wp::adj_mul(var_33, var_34, adj_33, adj_34, adj_35);
    wp::adj_add(var_31, var_30, adj_31, adj_30, adj_32);
    wp::adj_add(var_s3, var_15, adj_s3, adj_15, adj_31);
    // adj: out0[tid] = s3 + v1 + v2 + -0.95 * 0.29                                           <L 10>
    wp::adj_where(var_27, var_29, var_15, adj_27, adj_29, adj_15, adj_30);
    wp::adj_clamp(var_2, var_24, var_25, adj_2, adj_24, adj_25, adj_26);
    wp::adj_address(var_x0, var_22, adj_x0, adj_22, adj_23);
    wp::adj_mod(var_17, var_20, adj_17, adj_20, adj_22);
    adj_x0.shape = adj_18;
    wp::adj_add(var_0, var_16, adj_0, adj_16, adj_17);
    // adj: v2 = wp.where(x0[(tid + 3) % x0.shape[0]] < wp.clamp(v0, -0.47, 1.4), -1.494, v1)  <L 9>
    wp::adj_div(var_9, var_14, var_15, adj_9, adj_14, adj_15);
    wp::adj_add(var_12, var_13, adj_12, adj_13, adj_14);
    wp::adj_abs(var_11, adj_11, adj_12);
    wp::adj_add(var_10, var_2, adj_10, adj_2, adj_11);
    wp::adj_length_sq(var_8, adj_8, adj_9);
    wp::adj_add(var_7, var_s0, adj_7, adj_s0, adj_8);
    wp::adj_vec_t(var_4, var_5, var_6, adj_4, adj_5, adj_6, adj_7);
    // adj: v1 = (wp.length_sq((wp.vec3(0.7, 1.0, 0.0) + s0)) / (wp.abs((wp.ceil(v0) + v0)) + 1.0))  <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def scalar_param_000001(x0: wp.array(dtype=float), s0: wp.vec3, s1: int, s2: int, s3: float, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 5>
    return;
}



struct scalar_param_000001_70d3c13e_cpu_block_payload_forward
{
    wp_args_scalar_param_000001_70d3c13e* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void scalar_param_000001_70d3c13e_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    scalar_param_000001_70d3c13e_cpu_block_payload_forward* payload = (scalar_param_000001_70d3c13e_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    scalar_param_000001_70d3c13e_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void scalar_param_000001_70d3c13e_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_scalar_param_000001_70d3c13e *_wp_args)
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
        scalar_param_000001_70d3c13e_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &scalar_param_000001_70d3c13e_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct scalar_param_000001_70d3c13e_cpu_block_payload_backward
{
    wp_args_scalar_param_000001_70d3c13e* args;
    wp_args_scalar_param_000001_70d3c13e* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void scalar_param_000001_70d3c13e_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    scalar_param_000001_70d3c13e_cpu_block_payload_backward* payload = (scalar_param_000001_70d3c13e_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    scalar_param_000001_70d3c13e_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void scalar_param_000001_70d3c13e_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_scalar_param_000001_70d3c13e *_wp_args,
    wp_args_scalar_param_000001_70d3c13e *_wp_adj_args)
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
        scalar_param_000001_70d3c13e_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &scalar_param_000001_70d3c13e_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

