// Generated for case math-000002 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_math_000002_588dbbd4 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::float32> out1;
};


template <bool wp_linear_contiguous>
static void math_000002_588dbbd4_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_math_000002_588dbbd4 *_wp_args)
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
    const wp::float32 var_8 = 1.0;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 1.0;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = -0.2;
    wp::float32 var_16;
    const wp::float32 var_17 = 0.25;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = -0.9;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::float32 var_24 = 1.0;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = 1.14;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::int32 var_39 = 5;
    wp::int32 var_40;
    wp::shape_t* var_41;
    const wp::int32 var_42 = 0;
    wp::int32 var_43;
    wp::shape_t var_44;
    wp::int32 var_45;
    wp::float32* var_46;
    const wp::float32 var_47 = -1.0;
    const wp::float32 var_48 = 1.0;
    wp::float32 var_49;
    wp::float32 var_50;
    const wp::float32 var_51 = 1.0;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    const wp::float32 var_55 = 1.41;
    wp::float32 var_56;
    wp::float32 var_57;
    //---------
    // forward
    // def math_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
    // v2 = wp.lerp(wp.log2(wp.abs(v1) + 1.0), (wp.log10(wp.abs(v0) + 1.0) * -0.2), 0.25)       <L 9>
    var_7 = wp::abs(var_5);
    var_9 = wp::add(var_7, var_8);
    var_10 = wp::log2(var_9);
    var_11 = wp::abs(var_2);
    var_13 = wp::add(var_11, var_12);
    var_14 = wp::log10(var_13);
    var_16 = wp::mul(var_14, var_15);
    var_18 = wp::lerp(var_10, var_16, var_17);
    // v3 = v1                                                                                <L 10>
    var_19 = wp::copy(var_5);
    // v4 = float(-0.9)                                                                       <L 11>
    var_21 = wp::float(var_20);
    // v5 = wp.round(((v1 - v3) - (v4 / (wp.abs(v3) + 1.0))))                                 <L 12>
    var_22 = wp::sub(var_5, var_19);
    var_23 = wp::abs(var_19);
    var_25 = wp::add(var_23, var_24);
    var_26 = wp::div(var_21, var_25);
    var_27 = wp::sub(var_22, var_26);
    var_28 = wp::round(var_27);
    // out0[tid] = v3 + v4 + v5 + ((v0 * v0) * (v2 - v0)) * 1.14                              <L 13>
    var_29 = wp::add(var_19, var_21);
    var_30 = wp::add(var_29, var_28);
    var_31 = wp::mul(var_2, var_2);
    var_32 = wp::sub(var_18, var_2);
    var_33 = wp::mul(var_31, var_32);
    var_35 = wp::mul(var_33, var_34);
    var_36 = wp::add(var_30, var_35);
    wp::array_store(var_out0, var_0, var_36);
    // out1[tid] = v3 + v4 + v5 + (x0[(tid + 5) % x0.shape[0]] / (wp.abs(wp.smoothstep(-1.0, 1.0, v0)) + 1.0)) * 1.41       <L 14>
    var_37 = wp::add(var_19, var_21);
    var_38 = wp::add(var_37, var_28);
    var_40 = wp::add(var_0, var_39);
    var_41 = &(var_x0.shape);
    var_44 = wp::load(var_41);
    var_43 = wp::extract(var_44, var_42);
    var_45 = wp::mod(var_40, var_43);
    var_46 = wp::address(var_x0, var_45);
    var_49 = wp::smoothstep(var_47, var_48, var_2);
    var_50 = wp::abs(var_49);
    var_52 = wp::add(var_50, var_51);
    var_54 = wp::load(var_46);
    var_53 = wp::div(var_54, var_52);
    var_56 = wp::mul(var_53, var_55);
    var_57 = wp::add(var_38, var_56);
    wp::array_store(var_out1, var_0, var_57);
}



template <bool wp_linear_contiguous>
static void math_000002_588dbbd4_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_math_000002_588dbbd4 *_wp_args,
    wp_args_math_000002_588dbbd4 *_wp_adj_args)
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
    const wp::float32 var_8 = 1.0;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 1.0;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = -0.2;
    wp::float32 var_16;
    const wp::float32 var_17 = 0.25;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = -0.9;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::float32 var_24 = 1.0;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = 1.14;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::int32 var_39 = 5;
    wp::int32 var_40;
    wp::shape_t* var_41;
    const wp::int32 var_42 = 0;
    wp::int32 var_43;
    wp::shape_t var_44;
    wp::int32 var_45;
    wp::float32* var_46;
    const wp::float32 var_47 = -1.0;
    const wp::float32 var_48 = 1.0;
    wp::float32 var_49;
    wp::float32 var_50;
    const wp::float32 var_51 = 1.0;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    const wp::float32 var_55 = 1.41;
    wp::float32 var_56;
    wp::float32 var_57;
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
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::int32 adj_39 = {};
    wp::int32 adj_40 = {};
    wp::shape_t adj_41 = {};
    wp::int32 adj_42 = {};
    wp::int32 adj_43 = {};
    wp::shape_t adj_44 = {};
    wp::int32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::float32 adj_57 = {};
    //---------
    // forward
    // def math_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
    // v2 = wp.lerp(wp.log2(wp.abs(v1) + 1.0), (wp.log10(wp.abs(v0) + 1.0) * -0.2), 0.25)       <L 9>
    var_7 = wp::abs(var_5);
    var_9 = wp::add(var_7, var_8);
    var_10 = wp::log2(var_9);
    var_11 = wp::abs(var_2);
    var_13 = wp::add(var_11, var_12);
    var_14 = wp::log10(var_13);
    var_16 = wp::mul(var_14, var_15);
    var_18 = wp::lerp(var_10, var_16, var_17);
    // v3 = v1                                                                                <L 10>
    var_19 = wp::copy(var_5);
    // v4 = float(-0.9)                                                                       <L 11>
    var_21 = wp::float(var_20);
    // v5 = wp.round(((v1 - v3) - (v4 / (wp.abs(v3) + 1.0))))                                 <L 12>
    var_22 = wp::sub(var_5, var_19);
    var_23 = wp::abs(var_19);
    var_25 = wp::add(var_23, var_24);
    var_26 = wp::div(var_21, var_25);
    var_27 = wp::sub(var_22, var_26);
    var_28 = wp::round(var_27);
    // out0[tid] = v3 + v4 + v5 + ((v0 * v0) * (v2 - v0)) * 1.14                              <L 13>
    var_29 = wp::add(var_19, var_21);
    var_30 = wp::add(var_29, var_28);
    var_31 = wp::mul(var_2, var_2);
    var_32 = wp::sub(var_18, var_2);
    var_33 = wp::mul(var_31, var_32);
    var_35 = wp::mul(var_33, var_34);
    var_36 = wp::add(var_30, var_35);
    // wp::array_store(var_out0, var_0, var_36);
    // out1[tid] = v3 + v4 + v5 + (x0[(tid + 5) % x0.shape[0]] / (wp.abs(wp.smoothstep(-1.0, 1.0, v0)) + 1.0)) * 1.41       <L 14>
    var_37 = wp::add(var_19, var_21);
    var_38 = wp::add(var_37, var_28);
    var_40 = wp::add(var_0, var_39);
    var_41 = &(var_x0.shape);
    var_44 = wp::load(var_41);
    var_43 = wp::extract(var_44, var_42);
    var_45 = wp::mod(var_40, var_43);
    var_46 = wp::address(var_x0, var_45);
    var_49 = wp::smoothstep(var_47, var_48, var_2);
    var_50 = wp::abs(var_49);
    var_52 = wp::add(var_50, var_51);
    var_54 = wp::load(var_46);
    var_53 = wp::div(var_54, var_52);
    var_56 = wp::mul(var_53, var_55);
    var_57 = wp::add(var_38, var_56);
    // wp::array_store(var_out1, var_0, var_57);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_57, adj_out1, adj_0, adj_57);
    wp::adj_add(var_38, var_56, adj_38, adj_56, adj_57);
    wp::adj_mul(var_53, var_55, adj_53, adj_55, adj_56);
    wp::adj_div(var_54, var_52, var_53, adj_46, adj_52, adj_53);
    wp::adj_add(var_50, var_51, adj_50, adj_51, adj_52);
    wp::adj_abs(var_49, adj_49, adj_50);
    wp::adj_smoothstep(var_47, var_48, var_2, adj_47, adj_48, adj_2, adj_49);
    wp::adj_address(var_x0, var_45, adj_x0, adj_45, adj_46);
    wp::adj_mod(var_40, var_43, adj_40, adj_43, adj_45);
    adj_x0.shape = adj_41;
    wp::adj_add(var_0, var_39, adj_0, adj_39, adj_40);
    wp::adj_add(var_37, var_28, adj_37, adj_28, adj_38);
    wp::adj_add(var_19, var_21, adj_19, adj_21, adj_37);
    // adj: out1[tid] = v3 + v4 + v5 + (x0[(tid + 5) % x0.shape[0]] / (wp.abs(wp.smoothstep(-1.0, 1.0, v0)) + 1.0)) * 1.41  <L 14>
    wp::adj_array_store(var_out0, var_0, var_36, adj_out0, adj_0, adj_36);
    wp::adj_add(var_30, var_35, adj_30, adj_35, adj_36);
    wp::adj_mul(var_33, var_34, adj_33, adj_34, adj_35);
    wp::adj_mul(var_31, var_32, adj_31, adj_32, adj_33);
    wp::adj_sub(var_18, var_2, adj_18, adj_2, adj_32);
    wp::adj_mul(var_2, var_2, adj_2, adj_2, adj_31);
    wp::adj_add(var_29, var_28, adj_29, adj_28, adj_30);
    wp::adj_add(var_19, var_21, adj_19, adj_21, adj_29);
    // adj: out0[tid] = v3 + v4 + v5 + ((v0 * v0) * (v2 - v0)) * 1.14                         <L 13>
    wp::adj_sub(var_22, var_26, adj_22, adj_26, adj_27);
    wp::adj_div(var_21, var_25, var_26, adj_21, adj_25, adj_26);
    wp::adj_add(var_23, var_24, adj_23, adj_24, adj_25);
    wp::adj_abs(var_19, adj_19, adj_23);
    wp::adj_sub(var_5, var_19, adj_5, adj_19, adj_22);
    // adj: v5 = wp.round(((v1 - v3) - (v4 / (wp.abs(v3) + 1.0))))                            <L 12>
    wp::adj_float(var_20, adj_20, adj_21);
    // adj: v4 = float(-0.9)                                                                  <L 11>
    wp::adj_copy(var_5, adj_5, adj_19);
    // adj: v3 = v1                                                                           <L 10>
    wp::adj_lerp(var_10, var_16, var_17, adj_10, adj_16, adj_17, adj_18);
    wp::adj_mul(var_14, var_15, adj_14, adj_15, adj_16);
    wp::adj_log10(var_13, adj_13, adj_14);
    wp::adj_add(var_11, var_12, adj_11, adj_12, adj_13);
    wp::adj_abs(var_2, adj_2, adj_11);
    wp::adj_log2(var_9, adj_9, adj_10);
    wp::adj_add(var_7, var_8, adj_7, adj_8, adj_9);
    wp::adj_abs(var_5, adj_5, adj_7);
    // adj: v2 = wp.lerp(wp.log2(wp.abs(v1) + 1.0), (wp.log10(wp.abs(v0) + 1.0) * -0.2), 0.25)  <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def math_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 5>
    return;
}



struct math_000002_588dbbd4_cpu_block_payload_forward
{
    wp_args_math_000002_588dbbd4* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void math_000002_588dbbd4_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    math_000002_588dbbd4_cpu_block_payload_forward* payload = (math_000002_588dbbd4_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    math_000002_588dbbd4_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void math_000002_588dbbd4_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_math_000002_588dbbd4 *_wp_args)
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
        math_000002_588dbbd4_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &math_000002_588dbbd4_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct math_000002_588dbbd4_cpu_block_payload_backward
{
    wp_args_math_000002_588dbbd4* args;
    wp_args_math_000002_588dbbd4* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void math_000002_588dbbd4_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    math_000002_588dbbd4_cpu_block_payload_backward* payload = (math_000002_588dbbd4_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    math_000002_588dbbd4_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void math_000002_588dbbd4_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_math_000002_588dbbd4 *_wp_args,
    wp_args_math_000002_588dbbd4 *_wp_adj_args)
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
        math_000002_588dbbd4_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &math_000002_588dbbd4_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

