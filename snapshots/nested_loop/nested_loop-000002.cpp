// Generated for case nested_loop-000002 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_nested_loop_000002_46e34cc2 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::int32 n;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::float32> out1;
};


template <bool wp_linear_contiguous>
static void nested_loop_000002_46e34cc2_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_nested_loop_000002_46e34cc2 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::int32 var_n = _wp_args->n;
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
    const wp::int32 var_8 = 0;
    const wp::float32 var_9 = -0.9;
    const wp::float32 var_10 = 0.9;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.829;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    const wp::int32 var_18 = 1;
    const wp::float32 var_19 = -0.9;
    const wp::float32 var_20 = 0.9;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::float32 var_23 = 1.829;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::int32 var_28 = 2;
    const wp::float32 var_29 = -0.9;
    const wp::float32 var_30 = 0.9;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::float32 var_33 = 1.829;
    wp::float32 var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::int32 var_38 = 3;
    const wp::float32 var_39 = -0.9;
    const wp::float32 var_40 = 0.9;
    wp::float32 var_41;
    wp::float32 var_42;
    const wp::float32 var_43 = 1.829;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    const wp::float32 var_50 = 1.3;
    const wp::float32 var_51 = 0.92;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    wp::float32 var_55;
    const wp::float32 var_56 = -0.6;
    wp::vec_t<2, wp::float32> var_57;
    wp::vec_t<2, wp::float32> var_58;
    const wp::float32 var_59 = 1.811;
    const wp::float32 var_60 = -0.3;
    wp::vec_t<2, wp::float32> var_61;
    wp::float32 var_62;
    const wp::float32 var_63 = 1.93;
    wp::float32 var_64;
    wp::float32 var_65;
    //---------
    // forward
    // def nested_loop_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
    // v2 = wp.sin(v0)                                                                        <L 9>
    var_7 = wp::sin(var_2);
    // for j3 in range(0, 4):                                                                 <L 10>
    // v0 = v0 + wp.cos((wp.acos(wp.clamp(v2, -0.9, 0.9)) + (v1 + 1.829)))                    <L 11>
    var_11 = wp::clamp(var_7, var_9, var_10);
    var_12 = wp::acos(var_11);
    var_14 = wp::add(var_5, var_13);
    var_15 = wp::add(var_12, var_14);
    var_16 = wp::cos(var_15);
    var_17 = wp::add(var_2, var_16);
    var_21 = wp::clamp(var_7, var_19, var_20);
    var_22 = wp::acos(var_21);
    var_24 = wp::add(var_5, var_23);
    var_25 = wp::add(var_22, var_24);
    var_26 = wp::cos(var_25);
    var_27 = wp::add(var_17, var_26);
    var_31 = wp::clamp(var_7, var_29, var_30);
    var_32 = wp::acos(var_31);
    var_34 = wp::add(var_5, var_33);
    var_35 = wp::add(var_32, var_34);
    var_36 = wp::cos(var_35);
    var_37 = wp::add(var_27, var_36);
    var_41 = wp::clamp(var_7, var_39, var_40);
    var_42 = wp::acos(var_41);
    var_44 = wp::add(var_5, var_43);
    var_45 = wp::add(var_42, var_44);
    var_46 = wp::cos(var_45);
    var_47 = wp::add(var_37, var_46);
    // out0[tid] = v0 + v1 + v2 + 1.3 * 0.92                                                  <L 12>
    var_48 = wp::add(var_47, var_5);
    var_49 = wp::add(var_48, var_7);
    var_52 = wp::mul(var_50, var_51);
    var_53 = wp::add(var_49, var_52);
    wp::array_store(var_out0, var_0, var_53);
    // out1[tid] = v0 + v1 + v2 + wp.dot(wp.normalize(wp.vec2(-0.6)), wp.vec2(1.811, -0.3)) * 1.93       <L 13>
    var_54 = wp::add(var_47, var_5);
    var_55 = wp::add(var_54, var_7);
    var_57 = wp::vec_t<2, wp::float32>(var_56);
    var_58 = wp::normalize(var_57);
    var_61 = wp::vec_t<2, wp::float32>(var_59, var_60);
    var_62 = wp::dot(var_58, var_61);
    var_64 = wp::mul(var_62, var_63);
    var_65 = wp::add(var_55, var_64);
    wp::array_store(var_out1, var_0, var_65);
}



template <bool wp_linear_contiguous>
static void nested_loop_000002_46e34cc2_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_nested_loop_000002_46e34cc2 *_wp_args,
    wp_args_nested_loop_000002_46e34cc2 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::int32 adj_n = _wp_adj_args->n;
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
    const wp::int32 var_8 = 0;
    const wp::float32 var_9 = -0.9;
    const wp::float32 var_10 = 0.9;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.829;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    const wp::int32 var_18 = 1;
    const wp::float32 var_19 = -0.9;
    const wp::float32 var_20 = 0.9;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::float32 var_23 = 1.829;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::int32 var_28 = 2;
    const wp::float32 var_29 = -0.9;
    const wp::float32 var_30 = 0.9;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::float32 var_33 = 1.829;
    wp::float32 var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::int32 var_38 = 3;
    const wp::float32 var_39 = -0.9;
    const wp::float32 var_40 = 0.9;
    wp::float32 var_41;
    wp::float32 var_42;
    const wp::float32 var_43 = 1.829;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    const wp::float32 var_50 = 1.3;
    const wp::float32 var_51 = 0.92;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    wp::float32 var_55;
    const wp::float32 var_56 = -0.6;
    wp::vec_t<2, wp::float32> var_57;
    wp::vec_t<2, wp::float32> var_58;
    const wp::float32 var_59 = 1.811;
    const wp::float32 var_60 = -0.3;
    wp::vec_t<2, wp::float32> var_61;
    wp::float32 var_62;
    const wp::float32 var_63 = 1.93;
    wp::float32 var_64;
    wp::float32 var_65;
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
    wp::int32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::int32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
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
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::int32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
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
    wp::vec_t<2, wp::float32> adj_57 = {};
    wp::vec_t<2, wp::float32> adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::vec_t<2, wp::float32> adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    //---------
    // forward
    // def nested_loop_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
    // v2 = wp.sin(v0)                                                                        <L 9>
    var_7 = wp::sin(var_2);
    // for j3 in range(0, 4):                                                                 <L 10>
    // v0 = v0 + wp.cos((wp.acos(wp.clamp(v2, -0.9, 0.9)) + (v1 + 1.829)))                    <L 11>
    var_11 = wp::clamp(var_7, var_9, var_10);
    var_12 = wp::acos(var_11);
    var_14 = wp::add(var_5, var_13);
    var_15 = wp::add(var_12, var_14);
    var_16 = wp::cos(var_15);
    var_17 = wp::add(var_2, var_16);
    var_21 = wp::clamp(var_7, var_19, var_20);
    var_22 = wp::acos(var_21);
    var_24 = wp::add(var_5, var_23);
    var_25 = wp::add(var_22, var_24);
    var_26 = wp::cos(var_25);
    var_27 = wp::add(var_17, var_26);
    var_31 = wp::clamp(var_7, var_29, var_30);
    var_32 = wp::acos(var_31);
    var_34 = wp::add(var_5, var_33);
    var_35 = wp::add(var_32, var_34);
    var_36 = wp::cos(var_35);
    var_37 = wp::add(var_27, var_36);
    var_41 = wp::clamp(var_7, var_39, var_40);
    var_42 = wp::acos(var_41);
    var_44 = wp::add(var_5, var_43);
    var_45 = wp::add(var_42, var_44);
    var_46 = wp::cos(var_45);
    var_47 = wp::add(var_37, var_46);
    // out0[tid] = v0 + v1 + v2 + 1.3 * 0.92                                                  <L 12>
    var_48 = wp::add(var_47, var_5);
    var_49 = wp::add(var_48, var_7);
    var_52 = wp::mul(var_50, var_51);
    var_53 = wp::add(var_49, var_52);
    // wp::array_store(var_out0, var_0, var_53);
    // out1[tid] = v0 + v1 + v2 + wp.dot(wp.normalize(wp.vec2(-0.6)), wp.vec2(1.811, -0.3)) * 1.93       <L 13>
    var_54 = wp::add(var_47, var_5);
    var_55 = wp::add(var_54, var_7);
    var_57 = wp::vec_t<2, wp::float32>(var_56);
    var_58 = wp::normalize(var_57);
    var_61 = wp::vec_t<2, wp::float32>(var_59, var_60);
    var_62 = wp::dot(var_58, var_61);
    var_64 = wp::mul(var_62, var_63);
    var_65 = wp::add(var_55, var_64);
    // wp::array_store(var_out1, var_0, var_65);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_65, adj_out1, adj_0, adj_65);
    wp::adj_add(var_55, var_64, adj_55, adj_64, adj_65);
    wp::adj_mul(var_62, var_63, adj_62, adj_63, adj_64);
    wp::adj_dot(var_58, var_61, adj_58, adj_61, adj_62);
    wp::adj_vec_t(var_59, var_60, adj_59, adj_60, adj_61);
    wp::adj_normalize(var_57, var_58, adj_57, adj_58);
    wp::adj_vec_t(var_56, adj_56, adj_57);
    wp::adj_add(var_54, var_7, adj_54, adj_7, adj_55);
    wp::adj_add(var_47, var_5, adj_47, adj_5, adj_54);
    // adj: out1[tid] = v0 + v1 + v2 + wp.dot(wp.normalize(wp.vec2(-0.6)), wp.vec2(1.811, -0.3)) * 1.93  <L 13>
    wp::adj_array_store(var_out0, var_0, var_53, adj_out0, adj_0, adj_53);
    wp::adj_add(var_49, var_52, adj_49, adj_52, adj_53);
    wp::adj_mul(var_50, var_51, adj_50, adj_51, adj_52);
    wp::adj_add(var_48, var_7, adj_48, adj_7, adj_49);
    wp::adj_add(var_47, var_5, adj_47, adj_5, adj_48);
    // adj: out0[tid] = v0 + v1 + v2 + 1.3 * 0.92                                             <L 12>
    wp::adj_add(var_37, var_46, adj_37, adj_46, adj_47);
    wp::adj_cos(var_45, adj_45, adj_46);
    wp::adj_add(var_42, var_44, adj_42, adj_44, adj_45);
    wp::adj_add(var_5, var_43, adj_5, adj_43, adj_44);
    wp::adj_acos(var_41, adj_41, adj_42);
    wp::adj_clamp(var_7, var_39, var_40, adj_7, adj_39, adj_40, adj_41);
    wp::adj_add(var_27, var_36, adj_27, adj_36, adj_37);
    wp::adj_cos(var_35, adj_35, adj_36);
    wp::adj_add(var_32, var_34, adj_32, adj_34, adj_35);
    wp::adj_add(var_5, var_33, adj_5, adj_33, adj_34);
    wp::adj_acos(var_31, adj_31, adj_32);
    wp::adj_clamp(var_7, var_29, var_30, adj_7, adj_29, adj_30, adj_31);
    wp::adj_add(var_17, var_26, adj_17, adj_26, adj_27);
    wp::adj_cos(var_25, adj_25, adj_26);
    wp::adj_add(var_22, var_24, adj_22, adj_24, adj_25);
    wp::adj_add(var_5, var_23, adj_5, adj_23, adj_24);
    wp::adj_acos(var_21, adj_21, adj_22);
    wp::adj_clamp(var_7, var_19, var_20, adj_7, adj_19, adj_20, adj_21);
    wp::adj_add(var_2, var_16, adj_2, adj_16, adj_17);
    wp::adj_cos(var_15, adj_15, adj_16);
    wp::adj_add(var_12, var_14, adj_12, adj_14, adj_15);
    wp::adj_add(var_5, var_13, adj_5, adj_13, adj_14);
    wp::adj_acos(var_11, adj_11, adj_12);
    wp::adj_clamp(var_7, var_9, var_10, adj_7, adj_9, adj_10, adj_11);
    // adj: v0 = v0 + wp.cos((wp.acos(wp.clamp(v2, -0.9, 0.9)) + (v1 + 1.829)))               <L 11>
    // adj: for j3 in range(0, 4):                                                            <L 10>
    wp::adj_sin(var_2, adj_2, adj_7);
    // adj: v2 = wp.sin(v0)                                                                   <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def nested_loop_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 5>
    return;
}



struct nested_loop_000002_46e34cc2_cpu_block_payload_forward
{
    wp_args_nested_loop_000002_46e34cc2* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void nested_loop_000002_46e34cc2_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    nested_loop_000002_46e34cc2_cpu_block_payload_forward* payload = (nested_loop_000002_46e34cc2_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    nested_loop_000002_46e34cc2_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void nested_loop_000002_46e34cc2_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_nested_loop_000002_46e34cc2 *_wp_args)
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
        nested_loop_000002_46e34cc2_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &nested_loop_000002_46e34cc2_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct nested_loop_000002_46e34cc2_cpu_block_payload_backward
{
    wp_args_nested_loop_000002_46e34cc2* args;
    wp_args_nested_loop_000002_46e34cc2* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void nested_loop_000002_46e34cc2_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    nested_loop_000002_46e34cc2_cpu_block_payload_backward* payload = (nested_loop_000002_46e34cc2_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    nested_loop_000002_46e34cc2_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void nested_loop_000002_46e34cc2_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_nested_loop_000002_46e34cc2 *_wp_args,
    wp_args_nested_loop_000002_46e34cc2 *_wp_adj_args)
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
        nested_loop_000002_46e34cc2_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &nested_loop_000002_46e34cc2_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

