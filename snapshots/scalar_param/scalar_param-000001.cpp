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

struct wp_args_scalar_param_000001_577024b2 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::float32 s0;
    wp::float32 s1;
    wp::float32 s2;
    wp::float32 s3;
    wp::array_t<wp::float32> out0;
};


template <bool wp_linear_contiguous>
static void scalar_param_000001_577024b2_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_scalar_param_000001_577024b2 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::float32 var_s0 = _wp_args->s0;
    wp::float32 var_s1 = _wp_args->s1;
    wp::float32 var_s2 = _wp_args->s2;
    wp::float32 var_s3 = _wp_args->s3;
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
    const wp::float32 var_7 = 0.258;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32> var_9;
    const wp::float32 var_10 = -1.73;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 1.2;
    const wp::float32 var_15 = 1.93;
    const wp::float32 var_16 = 0.0;
    wp::vec_t<3, wp::float32> var_17;
    const wp::float32 var_18 = 1.6;
    wp::vec_t<3, wp::float32> var_19;
    const wp::float32 var_20 = -0.74;
    const wp::float32 var_21 = 0.58;
    const wp::float32 var_22 = -1.3;
    wp::vec_t<3, wp::float32> var_23;
    wp::vec_t<3, wp::float32> var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::float32 var_27 = -0.534;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::float32 var_32 = -4.0;
    const wp::float32 var_33 = 2.0;
    wp::float32 var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    const wp::float32 var_40 = 2.0;
    const wp::float32 var_41 = 0.66;
    const wp::float32 var_42 = 1.3;
    wp::vec_t<3, wp::float32> var_43;
    const wp::float32 var_44 = -1.022;
    const wp::float32 var_45 = 0.506;
    const wp::float32 var_46 = 1.9;
    wp::vec_t<3, wp::float32> var_47;
    wp::float32 var_48;
    const wp::float32 var_49 = -1.2;
    const wp::float32 var_50 = 1.2;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float32 var_53;
    const wp::float32 var_54 = 1.0;
    wp::float32 var_55;
    wp::float32 var_56;
    const wp::float32 var_57 = 1.97;
    wp::float32 var_58;
    wp::float32 var_59;
    //---------
    // forward
    // def scalar_param_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), s0: float, s1: float, s2: float, s3: float, out0: wp.array(dtype=float)):       <L 5>
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
    // v2 = wp.length_sq((wp.normalize(wp.vec3(0.258)) + wp.vec3(-1.73)))                     <L 9>
    var_8 = wp::vec_t<3, wp::float32>(var_7);
    var_9 = wp::normalize(var_8);
    var_11 = wp::vec_t<3, wp::float32>(var_10);
    var_12 = wp::add(var_9, var_11);
    var_13 = wp::length_sq(var_12);
    // v3 = (wp.dot(wp.vec3(1.2, 1.93, 0.0), (wp.vec3(1.6) + wp.vec3(-0.74, 0.58, -1.3))) + v1)       <L 10>
    var_17 = wp::vec_t<3, wp::float32>(var_14, var_15, var_16);
    var_19 = wp::vec_t<3, wp::float32>(var_18);
    var_23 = wp::vec_t<3, wp::float32>(var_20, var_21, var_22);
    var_24 = wp::add(var_19, var_23);
    var_25 = wp::dot(var_17, var_24);
    var_26 = wp::add(var_25, var_5);
    // v4 = (((-0.534 + v2) - (s2 - s2)) + wp.exp(wp.clamp(wp.round(s0), -4.0, 2.0)))         <L 11>
    var_28 = wp::add(var_27, var_13);
    var_29 = wp::sub(var_s2, var_s2);
    var_30 = wp::sub(var_28, var_29);
    var_31 = wp::round(var_s0);
    var_34 = wp::clamp(var_31, var_32, var_33);
    var_35 = wp::exp(var_34);
    var_36 = wp::add(var_30, var_35);
    // v5 = v2                                                                                <L 12>
    var_37 = wp::copy(var_13);
    // out0[tid] = v3 + v4 + v5 + (wp.dot(wp.vec3(2.0, 0.66, 1.3), wp.vec3(-1.022, 0.506, 1.9)) / (wp.abs(wp.tan(wp.clamp(s2, -1.2, 1.2))) + 1.0)) * 1.97       <L 13>
    var_38 = wp::add(var_26, var_36);
    var_39 = wp::add(var_38, var_37);
    var_43 = wp::vec_t<3, wp::float32>(var_40, var_41, var_42);
    var_47 = wp::vec_t<3, wp::float32>(var_44, var_45, var_46);
    var_48 = wp::dot(var_43, var_47);
    var_51 = wp::clamp(var_s2, var_49, var_50);
    var_52 = wp::tan(var_51);
    var_53 = wp::abs(var_52);
    var_55 = wp::add(var_53, var_54);
    var_56 = wp::div(var_48, var_55);
    var_58 = wp::mul(var_56, var_57);
    var_59 = wp::add(var_39, var_58);
    wp::array_store(var_out0, var_0, var_59);
}



template <bool wp_linear_contiguous>
static void scalar_param_000001_577024b2_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_scalar_param_000001_577024b2 *_wp_args,
    wp_args_scalar_param_000001_577024b2 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::float32 var_s0 = _wp_args->s0;
    wp::float32 var_s1 = _wp_args->s1;
    wp::float32 var_s2 = _wp_args->s2;
    wp::float32 var_s3 = _wp_args->s3;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::float32 adj_s0 = _wp_adj_args->s0;
    wp::float32 adj_s1 = _wp_adj_args->s1;
    wp::float32 adj_s2 = _wp_adj_args->s2;
    wp::float32 adj_s3 = _wp_adj_args->s3;
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
    const wp::float32 var_7 = 0.258;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32> var_9;
    const wp::float32 var_10 = -1.73;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 1.2;
    const wp::float32 var_15 = 1.93;
    const wp::float32 var_16 = 0.0;
    wp::vec_t<3, wp::float32> var_17;
    const wp::float32 var_18 = 1.6;
    wp::vec_t<3, wp::float32> var_19;
    const wp::float32 var_20 = -0.74;
    const wp::float32 var_21 = 0.58;
    const wp::float32 var_22 = -1.3;
    wp::vec_t<3, wp::float32> var_23;
    wp::vec_t<3, wp::float32> var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::float32 var_27 = -0.534;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::float32 var_32 = -4.0;
    const wp::float32 var_33 = 2.0;
    wp::float32 var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    const wp::float32 var_40 = 2.0;
    const wp::float32 var_41 = 0.66;
    const wp::float32 var_42 = 1.3;
    wp::vec_t<3, wp::float32> var_43;
    const wp::float32 var_44 = -1.022;
    const wp::float32 var_45 = 0.506;
    const wp::float32 var_46 = 1.9;
    wp::vec_t<3, wp::float32> var_47;
    wp::float32 var_48;
    const wp::float32 var_49 = -1.2;
    const wp::float32 var_50 = 1.2;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float32 var_53;
    const wp::float32 var_54 = 1.0;
    wp::float32 var_55;
    wp::float32 var_56;
    const wp::float32 var_57 = 1.97;
    wp::float32 var_58;
    wp::float32 var_59;
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
    wp::vec_t<3, wp::float32> adj_8 = {};
    wp::vec_t<3, wp::float32> adj_9 = {};
    wp::float32 adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::vec_t<3, wp::float32> adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::float32 adj_18 = {};
    wp::vec_t<3, wp::float32> adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::vec_t<3, wp::float32> adj_23 = {};
    wp::vec_t<3, wp::float32> adj_24 = {};
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
    wp::vec_t<3, wp::float32> adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::vec_t<3, wp::float32> adj_47 = {};
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
    //---------
    // forward
    // def scalar_param_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), s0: float, s1: float, s2: float, s3: float, out0: wp.array(dtype=float)):       <L 5>
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
    // v2 = wp.length_sq((wp.normalize(wp.vec3(0.258)) + wp.vec3(-1.73)))                     <L 9>
    var_8 = wp::vec_t<3, wp::float32>(var_7);
    var_9 = wp::normalize(var_8);
    var_11 = wp::vec_t<3, wp::float32>(var_10);
    var_12 = wp::add(var_9, var_11);
    var_13 = wp::length_sq(var_12);
    // v3 = (wp.dot(wp.vec3(1.2, 1.93, 0.0), (wp.vec3(1.6) + wp.vec3(-0.74, 0.58, -1.3))) + v1)       <L 10>
    var_17 = wp::vec_t<3, wp::float32>(var_14, var_15, var_16);
    var_19 = wp::vec_t<3, wp::float32>(var_18);
    var_23 = wp::vec_t<3, wp::float32>(var_20, var_21, var_22);
    var_24 = wp::add(var_19, var_23);
    var_25 = wp::dot(var_17, var_24);
    var_26 = wp::add(var_25, var_5);
    // v4 = (((-0.534 + v2) - (s2 - s2)) + wp.exp(wp.clamp(wp.round(s0), -4.0, 2.0)))         <L 11>
    var_28 = wp::add(var_27, var_13);
    var_29 = wp::sub(var_s2, var_s2);
    var_30 = wp::sub(var_28, var_29);
    var_31 = wp::round(var_s0);
    var_34 = wp::clamp(var_31, var_32, var_33);
    var_35 = wp::exp(var_34);
    var_36 = wp::add(var_30, var_35);
    // v5 = v2                                                                                <L 12>
    var_37 = wp::copy(var_13);
    // out0[tid] = v3 + v4 + v5 + (wp.dot(wp.vec3(2.0, 0.66, 1.3), wp.vec3(-1.022, 0.506, 1.9)) / (wp.abs(wp.tan(wp.clamp(s2, -1.2, 1.2))) + 1.0)) * 1.97       <L 13>
    var_38 = wp::add(var_26, var_36);
    var_39 = wp::add(var_38, var_37);
    var_43 = wp::vec_t<3, wp::float32>(var_40, var_41, var_42);
    var_47 = wp::vec_t<3, wp::float32>(var_44, var_45, var_46);
    var_48 = wp::dot(var_43, var_47);
    var_51 = wp::clamp(var_s2, var_49, var_50);
    var_52 = wp::tan(var_51);
    var_53 = wp::abs(var_52);
    var_55 = wp::add(var_53, var_54);
    var_56 = wp::div(var_48, var_55);
    var_58 = wp::mul(var_56, var_57);
    var_59 = wp::add(var_39, var_58);
    // wp::array_store(var_out0, var_0, var_59);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_59, adj_out0, adj_0, adj_59);
    wp::adj_add(var_39, var_58, adj_39, adj_58, adj_59);
    wp::adj_mul(var_56, var_57, adj_56, adj_57, adj_58);
    wp::adj_div(var_48, var_55, var_56, adj_48, adj_55, adj_56);
    wp::adj_add(var_53, var_54, adj_53, adj_54, adj_55);
    wp::adj_abs(var_52, adj_52, adj_53);
    wp::adj_tan(var_51, adj_51, adj_52);
    wp::adj_clamp(var_s2, var_49, var_50, adj_s2, adj_49, adj_50, adj_51);
    wp::adj_dot(var_43, var_47, adj_43, adj_47, adj_48);
    wp::adj_vec_t(var_44, var_45, var_46, adj_44, adj_45, adj_46, adj_47);
    wp::adj_vec_t(var_40, var_41, var_42, adj_40, adj_41, adj_42, adj_43);
    wp::adj_add(var_38, var_37, adj_38, adj_37, adj_39);
    wp::adj_add(var_26, var_36, adj_26, adj_36, adj_38);
    // adj: out0[tid] = v3 + v4 + v5 + (wp.dot(wp.vec3(2.0, 0.66, 1.3), wp.vec3(-1.022, 0.506, 1.9)) / (wp.abs(wp.tan(wp.clamp(s2, -1.2, 1.2))) + 1.0)) * 1.97  <L 13>
    wp::adj_copy(var_13, adj_13, adj_37);
    // adj: v5 = v2                                                                           <L 12>
    wp::adj_add(var_30, var_35, adj_30, adj_35, adj_36);
    wp::adj_exp(var_34, var_35, adj_34, adj_35);
    wp::adj_clamp(var_31, var_32, var_33, adj_31, adj_32, adj_33, adj_34);
    wp::adj_sub(var_28, var_29, adj_28, adj_29, adj_30);
    wp::adj_sub(var_s2, var_s2, adj_s2, adj_s2, adj_29);
    wp::adj_add(var_27, var_13, adj_27, adj_13, adj_28);
    // adj: v4 = (((-0.534 + v2) - (s2 - s2)) + wp.exp(wp.clamp(wp.round(s0), -4.0, 2.0)))    <L 11>
    wp::adj_add(var_25, var_5, adj_25, adj_5, adj_26);
    wp::adj_dot(var_17, var_24, adj_17, adj_24, adj_25);
    wp::adj_add(var_19, var_23, adj_19, adj_23, adj_24);
    wp::adj_vec_t(var_20, var_21, var_22, adj_20, adj_21, adj_22, adj_23);
    wp::adj_vec_t(var_18, adj_18, adj_19);
    wp::adj_vec_t(var_14, var_15, var_16, adj_14, adj_15, adj_16, adj_17);
    // adj: v3 = (wp.dot(wp.vec3(1.2, 1.93, 0.0), (wp.vec3(1.6) + wp.vec3(-0.74, 0.58, -1.3))) + v1)  <L 10>
    wp::adj_length_sq(var_12, adj_12, adj_13);
    wp::adj_add(var_9, var_11, adj_9, adj_11, adj_12);
    wp::adj_vec_t(var_10, adj_10, adj_11);
    wp::adj_normalize(var_8, var_9, adj_8, adj_9);
    wp::adj_vec_t(var_7, adj_7, adj_8);
    // adj: v2 = wp.length_sq((wp.normalize(wp.vec3(0.258)) + wp.vec3(-1.73)))                <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def scalar_param_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), s0: float, s1: float, s2: float, s3: float, out0: wp.array(dtype=float)):  <L 5>
    return;
}



struct scalar_param_000001_577024b2_cpu_block_payload_forward
{
    wp_args_scalar_param_000001_577024b2* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void scalar_param_000001_577024b2_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    scalar_param_000001_577024b2_cpu_block_payload_forward* payload = (scalar_param_000001_577024b2_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    scalar_param_000001_577024b2_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void scalar_param_000001_577024b2_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_scalar_param_000001_577024b2 *_wp_args)
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
        scalar_param_000001_577024b2_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &scalar_param_000001_577024b2_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct scalar_param_000001_577024b2_cpu_block_payload_backward
{
    wp_args_scalar_param_000001_577024b2* args;
    wp_args_scalar_param_000001_577024b2* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void scalar_param_000001_577024b2_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    scalar_param_000001_577024b2_cpu_block_payload_backward* payload = (scalar_param_000001_577024b2_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    scalar_param_000001_577024b2_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void scalar_param_000001_577024b2_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_scalar_param_000001_577024b2 *_wp_args,
    wp_args_scalar_param_000001_577024b2 *_wp_adj_args)
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
        scalar_param_000001_577024b2_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &scalar_param_000001_577024b2_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

