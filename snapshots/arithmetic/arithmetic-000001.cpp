// Generated for case arithmetic-000001 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_arithmetic_000001_4224001a {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::float32> out1;
};


template <bool wp_linear_contiguous>
static void arithmetic_000001_4224001a_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_arithmetic_000001_4224001a *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
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
    wp::float32 var_7;
    wp::float32 var_8;
    const wp::float32 var_9 = 1.0;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
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
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::float32 var_29 = 1.0;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = -1.1;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::float32 var_38 = 1.77;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    const wp::int32 var_43 = 5;
    wp::int32 var_44;
    wp::shape_t* var_45;
    const wp::int32 var_46 = 0;
    wp::int32 var_47;
    wp::shape_t var_48;
    wp::int32 var_49;
    wp::float32* var_50;
    const wp::float32 var_51 = 1.78;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    //---------
    // forward
    // def arithmetic_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
    // v2 = (((v0 * v1) / (wp.abs(v1) + 1.0)) - ((v0 * v0) - (v0 - v0)))                      <L 9>
    var_7 = wp::mul(var_2, var_5);
    var_8 = wp::abs(var_5);
    var_10 = wp::add(var_8, var_9);
    var_11 = wp::div(var_7, var_10);
    var_12 = wp::mul(var_2, var_2);
    var_13 = wp::sub(var_2, var_2);
    var_14 = wp::sub(var_12, var_13);
    var_15 = wp::sub(var_11, var_14);
    // v3 = (v1 + (x1[(tid + 3) % x1.shape[0]] - (v0 + v0)))                                  <L 10>
    var_17 = wp::add(var_0, var_16);
    var_18 = &(var_x1.shape);
    var_21 = wp::load(var_18);
    var_20 = wp::extract(var_21, var_19);
    var_22 = wp::mod(var_17, var_20);
    var_23 = wp::address(var_x1, var_22);
    var_24 = wp::add(var_2, var_2);
    var_26 = wp::load(var_23);
    var_25 = wp::sub(var_26, var_24);
    var_27 = wp::add(var_5, var_25);
    // v4 = (((v2 / (wp.abs(v2) + 1.0)) * (v2 + v2)) + -1.1)                                  <L 11>
    var_28 = wp::abs(var_15);
    var_30 = wp::add(var_28, var_29);
    var_31 = wp::div(var_15, var_30);
    var_32 = wp::add(var_15, var_15);
    var_33 = wp::mul(var_31, var_32);
    var_35 = wp::add(var_33, var_34);
    // out0[tid] = v2 + v3 + v4 + v1 * 1.77                                                   <L 12>
    var_36 = wp::add(var_15, var_27);
    var_37 = wp::add(var_36, var_35);
    var_39 = wp::mul(var_5, var_38);
    var_40 = wp::add(var_37, var_39);
    wp::array_store(var_out0, var_0, var_40);
    // out1[tid] = v2 + v3 + v4 + x1[(tid + 5) % x1.shape[0]] * 1.78                          <L 13>
    var_41 = wp::add(var_15, var_27);
    var_42 = wp::add(var_41, var_35);
    var_44 = wp::add(var_0, var_43);
    var_45 = &(var_x1.shape);
    var_48 = wp::load(var_45);
    var_47 = wp::extract(var_48, var_46);
    var_49 = wp::mod(var_44, var_47);
    var_50 = wp::address(var_x1, var_49);
    var_53 = wp::load(var_50);
    var_52 = wp::mul(var_53, var_51);
    var_54 = wp::add(var_42, var_52);
    wp::array_store(var_out1, var_0, var_54);
}



template <bool wp_linear_contiguous>
static void arithmetic_000001_4224001a_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_arithmetic_000001_4224001a *_wp_args,
    wp_args_arithmetic_000001_4224001a *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
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
    wp::float32 var_7;
    wp::float32 var_8;
    const wp::float32 var_9 = 1.0;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
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
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::float32 var_29 = 1.0;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = -1.1;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::float32 var_38 = 1.77;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    const wp::int32 var_43 = 5;
    wp::int32 var_44;
    wp::shape_t* var_45;
    const wp::int32 var_46 = 0;
    wp::int32 var_47;
    wp::shape_t var_48;
    wp::int32 var_49;
    wp::float32* var_50;
    const wp::float32 var_51 = 1.78;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
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
    wp::float32 adj_27 = {};
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
    wp::float32 adj_42 = {};
    wp::int32 adj_43 = {};
    wp::int32 adj_44 = {};
    wp::shape_t adj_45 = {};
    wp::int32 adj_46 = {};
    wp::int32 adj_47 = {};
    wp::shape_t adj_48 = {};
    wp::int32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    //---------
    // forward
    // def arithmetic_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
    // v2 = (((v0 * v1) / (wp.abs(v1) + 1.0)) - ((v0 * v0) - (v0 - v0)))                      <L 9>
    var_7 = wp::mul(var_2, var_5);
    var_8 = wp::abs(var_5);
    var_10 = wp::add(var_8, var_9);
    var_11 = wp::div(var_7, var_10);
    var_12 = wp::mul(var_2, var_2);
    var_13 = wp::sub(var_2, var_2);
    var_14 = wp::sub(var_12, var_13);
    var_15 = wp::sub(var_11, var_14);
    // v3 = (v1 + (x1[(tid + 3) % x1.shape[0]] - (v0 + v0)))                                  <L 10>
    var_17 = wp::add(var_0, var_16);
    var_18 = &(var_x1.shape);
    var_21 = wp::load(var_18);
    var_20 = wp::extract(var_21, var_19);
    var_22 = wp::mod(var_17, var_20);
    var_23 = wp::address(var_x1, var_22);
    var_24 = wp::add(var_2, var_2);
    var_26 = wp::load(var_23);
    var_25 = wp::sub(var_26, var_24);
    var_27 = wp::add(var_5, var_25);
    // v4 = (((v2 / (wp.abs(v2) + 1.0)) * (v2 + v2)) + -1.1)                                  <L 11>
    var_28 = wp::abs(var_15);
    var_30 = wp::add(var_28, var_29);
    var_31 = wp::div(var_15, var_30);
    var_32 = wp::add(var_15, var_15);
    var_33 = wp::mul(var_31, var_32);
    var_35 = wp::add(var_33, var_34);
    // out0[tid] = v2 + v3 + v4 + v1 * 1.77                                                   <L 12>
    var_36 = wp::add(var_15, var_27);
    var_37 = wp::add(var_36, var_35);
    var_39 = wp::mul(var_5, var_38);
    var_40 = wp::add(var_37, var_39);
    // wp::array_store(var_out0, var_0, var_40);
    // out1[tid] = v2 + v3 + v4 + x1[(tid + 5) % x1.shape[0]] * 1.78                          <L 13>
    var_41 = wp::add(var_15, var_27);
    var_42 = wp::add(var_41, var_35);
    var_44 = wp::add(var_0, var_43);
    var_45 = &(var_x1.shape);
    var_48 = wp::load(var_45);
    var_47 = wp::extract(var_48, var_46);
    var_49 = wp::mod(var_44, var_47);
    var_50 = wp::address(var_x1, var_49);
    var_53 = wp::load(var_50);
    var_52 = wp::mul(var_53, var_51);
    var_54 = wp::add(var_42, var_52);
    // wp::array_store(var_out1, var_0, var_54);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_54, adj_out1, adj_0, adj_54);
    wp::adj_add(var_42, var_52, adj_42, adj_52, adj_54);
    wp::adj_mul(var_53, var_51, adj_50, adj_51, adj_52);
    wp::adj_address(var_x1, var_49, adj_x1, adj_49, adj_50);
    wp::adj_mod(var_44, var_47, adj_44, adj_47, adj_49);
    adj_x1.shape = adj_45;
    wp::adj_add(var_0, var_43, adj_0, adj_43, adj_44);
    wp::adj_add(var_41, var_35, adj_41, adj_35, adj_42);
    wp::adj_add(var_15, var_27, adj_15, adj_27, adj_41);
    // adj: out1[tid] = v2 + v3 + v4 + x1[(tid + 5) % x1.shape[0]] * 1.78                     <L 13>
    wp::adj_array_store(var_out0, var_0, var_40, adj_out0, adj_0, adj_40);
    wp::adj_add(var_37, var_39, adj_37, adj_39, adj_40);
    wp::adj_mul(var_5, var_38, adj_5, adj_38, adj_39);
    wp::adj_add(var_36, var_35, adj_36, adj_35, adj_37);
    wp::adj_add(var_15, var_27, adj_15, adj_27, adj_36);
    // adj: out0[tid] = v2 + v3 + v4 + v1 * 1.77                                              <L 12>
    wp::adj_add(var_33, var_34, adj_33, adj_34, adj_35);
    wp::adj_mul(var_31, var_32, adj_31, adj_32, adj_33);
    wp::adj_add(var_15, var_15, adj_15, adj_15, adj_32);
    wp::adj_div(var_15, var_30, var_31, adj_15, adj_30, adj_31);
    wp::adj_add(var_28, var_29, adj_28, adj_29, adj_30);
    wp::adj_abs(var_15, adj_15, adj_28);
    // adj: v4 = (((v2 / (wp.abs(v2) + 1.0)) * (v2 + v2)) + -1.1)                             <L 11>
    wp::adj_add(var_5, var_25, adj_5, adj_25, adj_27);
    wp::adj_sub(var_26, var_24, adj_23, adj_24, adj_25);
    wp::adj_add(var_2, var_2, adj_2, adj_2, adj_24);
    wp::adj_address(var_x1, var_22, adj_x1, adj_22, adj_23);
    wp::adj_mod(var_17, var_20, adj_17, adj_20, adj_22);
    adj_x1.shape = adj_18;
    wp::adj_add(var_0, var_16, adj_0, adj_16, adj_17);
    // adj: v3 = (v1 + (x1[(tid + 3) % x1.shape[0]] - (v0 + v0)))                             <L 10>
    wp::adj_sub(var_11, var_14, adj_11, adj_14, adj_15);
    wp::adj_sub(var_12, var_13, adj_12, adj_13, adj_14);
    wp::adj_sub(var_2, var_2, adj_2, adj_2, adj_13);
    wp::adj_mul(var_2, var_2, adj_2, adj_2, adj_12);
    wp::adj_div(var_7, var_10, var_11, adj_7, adj_10, adj_11);
    wp::adj_add(var_8, var_9, adj_8, adj_9, adj_10);
    wp::adj_abs(var_5, adj_5, adj_8);
    wp::adj_mul(var_2, var_5, adj_2, adj_5, adj_7);
    // adj: v2 = (((v0 * v1) / (wp.abs(v1) + 1.0)) - ((v0 * v0) - (v0 - v0)))                 <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def arithmetic_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 5>
    return;
}



struct arithmetic_000001_4224001a_cpu_block_payload_forward
{
    wp_args_arithmetic_000001_4224001a* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void arithmetic_000001_4224001a_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    arithmetic_000001_4224001a_cpu_block_payload_forward* payload = (arithmetic_000001_4224001a_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    arithmetic_000001_4224001a_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void arithmetic_000001_4224001a_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_arithmetic_000001_4224001a *_wp_args)
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
        arithmetic_000001_4224001a_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &arithmetic_000001_4224001a_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct arithmetic_000001_4224001a_cpu_block_payload_backward
{
    wp_args_arithmetic_000001_4224001a* args;
    wp_args_arithmetic_000001_4224001a* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void arithmetic_000001_4224001a_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    arithmetic_000001_4224001a_cpu_block_payload_backward* payload = (arithmetic_000001_4224001a_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    arithmetic_000001_4224001a_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void arithmetic_000001_4224001a_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_arithmetic_000001_4224001a *_wp_args,
    wp_args_arithmetic_000001_4224001a *_wp_adj_args)
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
        arithmetic_000001_4224001a_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &arithmetic_000001_4224001a_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

