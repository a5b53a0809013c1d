// Generated for case math-000000 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_math_000000_29d490b7 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::array_t<wp::float32> out0;
};


template <bool wp_linear_contiguous>
static void math_000000_29d490b7_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_math_000000_29d490b7 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
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
    wp::float32 var_9;
    wp::float32 var_10;
    const wp::float32 var_11 = 1.0;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = -2.0;
    const wp::float32 var_15 = 2.0;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::float32 var_19 = 1.0;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = 1.55;
    wp::float32 var_23;
    const wp::float32 var_24 = -4.0;
    const wp::float32 var_25 = 4.0;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::float32 var_28 = 0.609;
    const wp::float32 var_29 = -0.65;
    const wp::float32 var_30 = 1.08;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    const wp::float32 var_35 = 0.8;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::float32 var_38 = -4.0;
    const wp::float32 var_39 = 4.0;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    bool var_43;
    const wp::float32 var_44 = -1.0;
    const wp::float32 var_45 = 1.0;
    const wp::float32 var_46 = -1.7;
    wp::float32 var_47;
    const wp::float32 var_48 = 1.0;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    wp::float32 var_55;
    const wp::float32 var_56 = 3.0;
    wp::float32 var_57;
    wp::float32 var_58;
    const wp::float32 var_59 = 0.89;
    wp::float32 var_60;
    wp::float32 var_61;
    //---------
    // forward
    // def math_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float)):       <L 5>
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
    // v2 = ((v0 + wp.min(v0, v1)) / (wp.abs(wp.pow(wp.abs((v0 - v0)) + 1.0, wp.clamp(float(tid), -2.0, 2.0))) + 1.0))       <L 9>
    var_7 = wp::min(var_2, var_5);
    var_8 = wp::add(var_2, var_7);
    var_9 = wp::sub(var_2, var_2);
    var_10 = wp::abs(var_9);
    var_12 = wp::add(var_10, var_11);
    var_13 = wp::float(var_0);
    var_16 = wp::clamp(var_13, var_14, var_15);
    var_17 = wp::pow(var_12, var_16);
    var_18 = wp::abs(var_17);
    var_20 = wp::add(var_18, var_19);
    var_21 = wp::div(var_8, var_20);
    // v3 = wp.min(wp.exp(wp.clamp(wp.trunc(1.55), -4.0, 4.0)), (wp.clamp(0.609, -0.65, 1.08) * (v0 * v0)))       <L 10>
    var_23 = wp::trunc(var_22);
    var_26 = wp::clamp(var_23, var_24, var_25);
    var_27 = wp::exp(var_26);
    var_31 = wp::clamp(var_28, var_29, var_30);
    var_32 = wp::mul(var_2, var_2);
    var_33 = wp::mul(var_31, var_32);
    var_34 = wp::min(var_27, var_33);
    // v4 = wp.sinh(wp.clamp(wp.abs(wp.max(0.8, v2)), -4.0, 4.0))                             <L 11>
    var_36 = wp::max(var_35, var_21);
    var_37 = wp::abs(var_36);
    var_40 = wp::clamp(var_37, var_38, var_39);
    var_41 = wp::sinh(var_40);
    // v5 = wp.where(wp.ceil(v1) < v0, v0, wp.smoothstep(-1.0, 1.0, (v4 / (wp.abs(-1.7) + 1.0))))       <L 12>
    var_42 = wp::ceil(var_5);
    var_43 = (var_42 < var_2);
    var_47 = wp::abs(var_46);
    var_49 = wp::add(var_47, var_48);
    var_50 = wp::div(var_41, var_49);
    var_51 = wp::smoothstep(var_44, var_45, var_50);
    var_52 = wp::where(var_43, var_2, var_51);
    // out0[tid] = v3 + v4 + v5 + wp.atan2(wp.copysign(v4, v0), v3 + 3.0) * 0.89              <L 13>
    var_53 = wp::add(var_34, var_41);
    var_54 = wp::add(var_53, var_52);
    var_55 = wp::copysign(var_41, var_2);
    var_57 = wp::add(var_34, var_56);
    var_58 = wp::atan2(var_55, var_57);
    var_60 = wp::mul(var_58, var_59);
    var_61 = wp::add(var_54, var_60);
    wp::array_store(var_out0, var_0, var_61);
}



template <bool wp_linear_contiguous>
static void math_000000_29d490b7_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_math_000000_29d490b7 *_wp_args,
    wp_args_math_000000_29d490b7 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
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
    wp::float32 var_9;
    wp::float32 var_10;
    const wp::float32 var_11 = 1.0;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = -2.0;
    const wp::float32 var_15 = 2.0;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::float32 var_19 = 1.0;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = 1.55;
    wp::float32 var_23;
    const wp::float32 var_24 = -4.0;
    const wp::float32 var_25 = 4.0;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::float32 var_28 = 0.609;
    const wp::float32 var_29 = -0.65;
    const wp::float32 var_30 = 1.08;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    const wp::float32 var_35 = 0.8;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::float32 var_38 = -4.0;
    const wp::float32 var_39 = 4.0;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    bool var_43;
    const wp::float32 var_44 = -1.0;
    const wp::float32 var_45 = 1.0;
    const wp::float32 var_46 = -1.7;
    wp::float32 var_47;
    const wp::float32 var_48 = 1.0;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    wp::float32 var_55;
    const wp::float32 var_56 = 3.0;
    wp::float32 var_57;
    wp::float32 var_58;
    const wp::float32 var_59 = 0.89;
    wp::float32 var_60;
    wp::float32 var_61;
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
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    bool adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
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
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    //---------
    // forward
    // def math_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float)):       <L 5>
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
    // v2 = ((v0 + wp.min(v0, v1)) / (wp.abs(wp.pow(wp.abs((v0 - v0)) + 1.0, wp.clamp(float(tid), -2.0, 2.0))) + 1.0))       <L 9>
    var_7 = wp::min(var_2, var_5);
    var_8 = wp::add(var_2, var_7);
    var_9 = wp::sub(var_2, var_2);
    var_10 = wp::abs(var_9);
    var_12 = wp::add(var_10, var_11);
    var_13 = wp::float(var_0);
    var_16 = wp::clamp(var_13, var_14, var_15);
    var_17 = wp::pow(var_12, var_16);
    var_18 = wp::abs(var_17);
    var_20 = wp::add(var_18, var_19);
    var_21 = wp::div(var_8, var_20);
    // v3 = wp.min(wp.exp(wp.clamp(wp.trunc(1.55), -4.0, 4.0)), (wp.clamp(0.609, -0.65, 1.08) * (v0 * v0)))       <L 10>
    var_23 = wp::trunc(var_22);
    var_26 = wp::clamp(var_23, var_24, var_25);
    var_27 = wp::exp(var_26);
    var_31 = wp::clamp(var_28, var_29, var_30);
    var_32 = wp::mul(var_2, var_2);
    var_33 = wp::mul(var_31, var_32);
    var_34 = wp::min(var_27, var_33);
    // v4 = wp.sinh(wp.clamp(wp.abs(wp.max(0.8, v2)), -4.0, 4.0))                             <L 11>
    var_36 = wp::max(var_35, var_21);
    var_37 = wp::abs(var_36);
    var_40 = wp::clamp(var_37, var_38, var_39);
    var_41 = wp::sinh(var_40);
    // v5 = wp.where(wp.ceil(v1) < v0, v0, wp.smoothstep(-1.0, 1.0, (v4 / (wp.abs(-1.7) + 1.0))))       <L 12>
    var_42 = wp::ceil(var_5);
    var_43 = (var_42 < var_2);
    var_47 = wp::abs(var_46);
    var_49 = wp::add(var_47, var_48);
    var_50 = wp::div(var_41, var_49);
    var_51 = wp::smoothstep(var_44, var_45, var_50);
    var_52 = wp::where(var_43, var_2, var_51);
    // out0[tid] = v3 + v4 + v5 + wp.atan2(wp.copysign(v4, v0), v3 + 3.0) * 0.89              <L 13>
    var_53 = wp::add(var_34, var_41);
    var_54 = wp::add(var_53, var_52);
    var_55 = wp::copysign(var_41, var_2);
    var_57 = wp::add(var_34, var_56);
    var_58 = wp::atan2(var_55, var_57);
    var_60 = wp::mul(var_58, var_59);
    var_61 = wp::add(var_54, var_60);
    // wp::array_store(var_out0, var_0, var_61);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_61, adj_out0, adj_0, adj_61);
    wp::adj_add(var_54, var_60, adj_54, adj_60, adj_61);
    wp::adj_mul(var_58, var_59, adj_58, adj_59, adj_60);
    wp::adj_atan2(var_55, var_57, adj_55, adj_57, adj_58);
    wp::adj_add(var_34, var_56, adj_34, adj_56, adj_57);
    wp::adj_copysign(var_41, var_2, adj_41, adj_2, adj_55);
    wp::adj_add(var_53, var_52, adj_53, adj_52, adj_54);
    wp::adj_add(var_34, var_41, adj_34, adj_41, adj_53);
    // adj: out0[tid] = v3 + v4 + v5 + wp.atan2(wp.copysign(v4, v0), v3 + 3.0) * 0.89         <L 13>
    wp::adj_where(var_43, var_2, var_51, adj_43, adj_2, adj_51, adj_52);
    wp::adj_smoothstep(var_44, var_45, var_50, adj_44, adj_45, adj_50, adj_51);
    wp::adj_div(var_41, var_49, var_50, adj_41, adj_49, adj_50);
    wp::adj_add(var_47, var_48, adj_47, adj_48, adj_49);
    wp::adj_abs(var_46, adj_46, adj_47);
    // adj: v5 = wp.where(wp.ceil(v1) < v0, v0, wp.smoothstep(-1.0, 1.0, (v4 / (wp.abs(-1.7) + 1.0))))  <L 12>
    wp::adj_sinh(var_40, adj_40, adj_41);
    wp::adj_clamp(var_37, var_38, var_39, adj_37, adj_38, adj_39, adj_40);
    wp::adj_abs(var_36, adj_36, adj_37);
    wp::adj_max(var_35, var_21, adj_35, adj_21, adj_36);
    // adj: v4 = wp.sinh(wp.clamp(wp.abs(wp.max(0.8, v2)), -4.0, 4.0))                        <L 11>
    wp::adj_min(var_27, var_33, adj_27, adj_33, adj_34);
    wp::adj_mul(var_31, var_32, adj_31, adj_32, adj_33);
    wp::adj_mul(var_2, var_2, adj_2, adj_2, adj_32);
    wp::adj_clamp(var_28, var_29, var_30, adj_28, adj_29, adj_30, adj_31);
    wp::adj_exp(var_26, var_27, adj_26, adj_27);
    wp::adj_clamp(var_23, var_24, var_25, adj_23, adj_24, adj_25, adj_26);
    // adj: v3 = wp.min(wp.exp(wp.clamp(wp.trunc(1.55), -4.0, 4.0)), (wp.clamp(0.609, -0.65, 1.08) * (v0 * v0)))  <L 10>
    wp::adj_div(var_8, var_20, var_21, adj_8, adj_20, adj_21);
    wp::adj_add(var_18, var_19, adj_18, adj_19, adj_20);
    wp::adj_abs(var_17, adj_17, adj_18);
    wp::adj_pow(var_12, var_16, var_17, adj_12, adj_16, adj_17);
    wp::adj_clamp(var_13, var_14, var_15, adj_13, adj_14, adj_15, adj_16);
    wp::adj_float(var_0, adj_0, adj_13);
    wp::adj_add(var_10, var_11, adj_10, adj_11, adj_12);
    wp::adj_abs(var_9, adj_9, adj_10);
    wp::adj_sub(var_2, var_2, adj_2, adj_2, adj_9);
    wp::adj_add(var_2, var_7, adj_2, adj_7, adj_8);
    wp::adj_min(var_2, var_5, adj_2, adj_5, adj_7);
    // adj: v2 = ((v0 + wp.min(v0, v1)) / (wp.abs(wp.pow(wp.abs((v0 - v0)) + 1.0, wp.clamp(float(tid), -2.0, 2.0))) + 1.0))  <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def math_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=float)):  <L 5>
    return;
}



struct math_000000_29d490b7_cpu_block_payload_forward
{
    wp_args_math_000000_29d490b7* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void math_000000_29d490b7_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    math_000000_29d490b7_cpu_block_payload_forward* payload = (math_000000_29d490b7_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    math_000000_29d490b7_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void math_000000_29d490b7_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_math_000000_29d490b7 *_wp_args)
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
        math_000000_29d490b7_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &math_000000_29d490b7_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct math_000000_29d490b7_cpu_block_payload_backward
{
    wp_args_math_000000_29d490b7* args;
    wp_args_math_000000_29d490b7* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void math_000000_29d490b7_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    math_000000_29d490b7_cpu_block_payload_backward* payload = (math_000000_29d490b7_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    math_000000_29d490b7_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void math_000000_29d490b7_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_math_000000_29d490b7 *_wp_args,
    wp_args_math_000000_29d490b7 *_wp_adj_args)
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
        math_000000_29d490b7_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &math_000000_29d490b7_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

