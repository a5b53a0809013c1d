// Generated for case loop-000002 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_loop_000002_c025df9f {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::int32 n;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::float32> out1;
};


template <bool wp_linear_contiguous>
static void loop_000002_c025df9f_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_loop_000002_c025df9f *_wp_args)
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
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 0.694;
    const wp::float32 var_11 = 1.44;
    const wp::float32 var_12 = 0.32;
    wp::vec_t<3, wp::float32> var_13;
    const wp::float32 var_14 = -0.904;
    const wp::float32 var_15 = 0.76;
    const wp::float32 var_16 = -1.96;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    const wp::float32 var_19 = 1.83;
    wp::vec_t<3, wp::float32> var_20;
    const wp::float32 var_21 = 0.86;
    wp::vec_t<3, wp::float32> var_22;
    wp::vec_t<3, wp::float32> var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::float32 var_26 = 1.8;
    const wp::int32 var_27 = 5;
    wp::int32 var_28;
    wp::shape_t* var_29;
    const wp::int32 var_30 = 0;
    wp::int32 var_31;
    wp::shape_t var_32;
    wp::int32 var_33;
    wp::float32* var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::float32 var_41 = 0.31;
    const wp::float32 var_42 = -1.329;
    const wp::float32 var_43 = -0.1;
    wp::vec_t<3, wp::float32> var_44;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    const wp::float32 var_48 = 1.0;
    wp::float32 var_49;
    wp::float32 var_50;
    const wp::float32 var_51 = 1.1;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    wp::float32 var_55;
    const wp::float32 var_56 = -1.47;
    const wp::float32 var_57 = -1.33;
    const wp::float32 var_58 = -2.0;
    wp::vec_t<3, wp::float32> var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    const wp::float32 var_62 = 0.61;
    wp::float32 var_63;
    wp::float32 var_64;
    //---------
    // forward
    // def loop_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
    // v2 = ((float(tid) + (v1 - v0)) * wp.dot((wp.vec3(0.694, 1.44, 0.32) + wp.vec3(-0.904, 0.76, -1.96)), (wp.vec3(1.83) - wp.vec3(0.86))))       <L 9>
    var_7 = wp::float(var_0);
    var_8 = wp::sub(var_5, var_2);
    var_9 = wp::add(var_7, var_8);
    var_13 = wp::vec_t<3, wp::float32>(var_10, var_11, var_12);
    var_17 = wp::vec_t<3, wp::float32>(var_14, var_15, var_16);
    var_18 = wp::add(var_13, var_17);
    var_20 = wp::vec_t<3, wp::float32>(var_19);
    var_22 = wp::vec_t<3, wp::float32>(var_21);
    var_23 = wp::sub(var_20, var_22);
    var_24 = wp::dot(var_18, var_23);
    var_25 = wp::mul(var_9, var_24);
    // v3 = ((1.8 * x1[(tid + 5) % x1.shape[0]]) + float(tid))                                <L 10>
    var_28 = wp::add(var_0, var_27);
    var_29 = &(var_x1.shape);
    var_32 = wp::load(var_29);
    var_31 = wp::extract(var_32, var_30);
    var_33 = wp::mod(var_28, var_31);
    var_34 = wp::address(var_x1, var_33);
    var_36 = wp::load(var_34);
    var_35 = wp::mul(var_26, var_36);
    var_37 = wp::float(var_0);
    var_38 = wp::add(var_35, var_37);
    // out0[tid] = v1 + v2 + v3 + wp.mod(wp.length_sq(wp.vec3(0.31, -1.329, -0.1)), wp.abs(float(tid)) + 1.0) * 1.1       <L 11>
    var_39 = wp::add(var_5, var_25);
    var_40 = wp::add(var_39, var_38);
    var_44 = wp::vec_t<3, wp::float32>(var_41, var_42, var_43);
    var_45 = wp::length_sq(var_44);
    var_46 = wp::float(var_0);
    var_47 = wp::abs(var_46);
    var_49 = wp::add(var_47, var_48);
    var_50 = wp::mod(var_45, var_49);
    var_52 = wp::mul(var_50, var_51);
    var_53 = wp::add(var_40, var_52);
    wp::array_store(var_out0, var_0, var_53);
    // out1[tid] = v1 + v2 + v3 + wp.atan(wp.length(wp.vec3(-1.47, -1.33, -2.0))) * 0.61       <L 12>
    var_54 = wp::add(var_5, var_25);
    var_55 = wp::add(var_54, var_38);
    var_59 = wp::vec_t<3, wp::float32>(var_56, var_57, var_58);
    var_60 = wp::length(var_59);
    var_61 = wp::atan(var_60);
    var_63 = wp::mul(var_61, var_62);
    var_64 = wp::add(var_55, var_63);
    wp::array_store(var_out1, var_0, var_64);
}



template <bool wp_linear_contiguous>
static void loop_000002_c025df9f_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_loop_000002_c025df9f *_wp_args,
    wp_args_loop_000002_c025df9f *_wp_adj_args)
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
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 0.694;
    const wp::float32 var_11 = 1.44;
    const wp::float32 var_12 = 0.32;
    wp::vec_t<3, wp::float32> var_13;
    const wp::float32 var_14 = -0.904;
    const wp::float32 var_15 = 0.76;
    const wp::float32 var_16 = -1.96;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    const wp::float32 var_19 = 1.83;
    wp::vec_t<3, wp::float32> var_20;
    const wp::float32 var_21 = 0.86;
    wp::vec_t<3, wp::float32> var_22;
    wp::vec_t<3, wp::float32> var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::float32 var_26 = 1.8;
    const wp::int32 var_27 = 5;
    wp::int32 var_28;
    wp::shape_t* var_29;
    const wp::int32 var_30 = 0;
    wp::int32 var_31;
    wp::shape_t var_32;
    wp::int32 var_33;
    wp::float32* var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::float32 var_41 = 0.31;
    const wp::float32 var_42 = -1.329;
    const wp::float32 var_43 = -0.1;
    wp::vec_t<3, wp::float32> var_44;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    const wp::float32 var_48 = 1.0;
    wp::float32 var_49;
    wp::float32 var_50;
    const wp::float32 var_51 = 1.1;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    wp::float32 var_55;
    const wp::float32 var_56 = -1.47;
    const wp::float32 var_57 = -1.33;
    const wp::float32 var_58 = -2.0;
    wp::vec_t<3, wp::float32> var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    const wp::float32 var_62 = 0.61;
    wp::float32 var_63;
    wp::float32 var_64;
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
    wp::vec_t<3, wp::float32> adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    wp::float32 adj_19 = {};
    wp::vec_t<3, wp::float32> adj_20 = {};
    wp::float32 adj_21 = {};
    wp::vec_t<3, wp::float32> adj_22 = {};
    wp::vec_t<3, wp::float32> adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
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
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::vec_t<3, wp::float32> adj_44 = {};
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
    wp::vec_t<3, wp::float32> adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    //---------
    // forward
    // def loop_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
    // v2 = ((float(tid) + (v1 - v0)) * wp.dot((wp.vec3(0.694, 1.44, 0.32) + wp.vec3(-0.904, 0.76, -1.96)), (wp.vec3(1.83) - wp.vec3(0.86))))       <L 9>
    var_7 = wp::float(var_0);
    var_8 = wp::sub(var_5, var_2);
    var_9 = wp::add(var_7, var_8);
    var_13 = wp::vec_t<3, wp::float32>(var_10, var_11, var_12);
    var_17 = wp::vec_t<3, wp::float32>(var_14, var_15, var_16);
    var_18 = wp::add(var_13, var_17);
    var_20 = wp::vec_t<3, wp::float32>(var_19);
    var_22 = wp::vec_t<3, wp::float32>(var_21);
    var_23 = wp::sub(var_20, var_22);
    var_24 = wp::dot(var_18, var_23);
    var_25 = wp::mul(var_9, var_24);
    // v3 = ((1.8 * x1[(tid + 5) % x1.shape[0]]) + float(tid))                                <L 10>
    var_28 = wp::add(var_0, var_27);
    var_29 = &(var_x1.shape);
    var_32 = wp::load(var_29);
    var_31 = wp::extract(var_32, var_30);
    var_33 = wp::mod(var_28, var_31);
    var_34 = wp::address(var_x1, var_33);
    var_36 = wp::load(var_34);
    var_35 = wp::mul(var_26, var_36);
    var_37 = wp::float(var_0);
    var_38 = wp::add(var_35, var_37);
    // out0[tid] = v1 + v2 + v3 + wp.mod(wp.length_sq(wp.vec3(0.31, -1.329, -0.1)), wp.abs(float(tid)) + 1.0) * 1.1       <L 11>
    var_39 = wp::add(var_5, var_25);
    var_40 = wp::add(var_39, var_38);
    var_44 = wp::vec_t<3, wp::float32>(var_41, var_42, var_43);
    var_45 = wp::length_sq(var_44);
    var_46 = wp::float(var_0);
    var_47 = wp::abs(var_46);
    var_49 = wp::add(var_47, var_48);
    var_50 = wp::mod(var_45, var_49);
    var_52 = wp::mul(var_50, var_51);
    var_53 = wp::add(var_40, var_52);
    // wp::array_store(var_out0, var_0, var_53);
    // out1[tid] = v1 + v2 + v3 + wp.atan(wp.length(wp.vec3(-1.47, -1.33, -2.0))) * 0.61       <L 12>
    var_54 = wp::add(var_5, var_25);
    var_55 = wp::add(var_54, var_38);
    var_59 = wp::vec_t<3, wp::float32>(var_56, var_57, var_58);
    var_60 = wp::length(var_59);
    var_61 = wp::atan(var_60);
    var_63 = wp::mul(var_61, var_62);
    var_64 = wp::add(var_55, var_63);
    // wp::array_store(var_out1, var_0, var_64);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_64, adj_out1, adj_0, adj_64);
    wp::adj_add(var_55, var_63, adj_55, adj_63, adj_64);
    wp::adj_mul(var_61, var_62, adj_61, adj_62, adj_63);
    wp::adj_atan(var_60, adj_60, adj_61);
    wp::adj_length(var_59, var_60, adj_59, adj_60);
    wp::adj_vec_t(var_56, var_57, var_58, adj_56, adj_57, adj_58, adj_59);
    wp::adj_add(var_54, var_38, adj_54, adj_38, adj_55);
    wp::adj_add(var_5, var_25, adj_5, adj_25, adj_54);
    // adj: out1[tid] = v1 + v2 + v3 + wp.atan(wp.length(wp.vec3(-1.47, -1.33, -2.0))) * 0.61  <L 12>
    wp::adj_array_store(var_out0, var_0, var_53, adj_out0, adj_0, adj_53);
    wp::adj_add(var_40, var_52, adj_40, adj_52, adj_53);
    wp::adj_mul(var_50, var_51, adj_50, adj_51, adj_52);
    wp::adj_mod(var_45, var_49, adj_45, adj_49, adj_50);
    wp::adj_add(var_47, var_48, adj_47, adj_48, adj_49);
    wp::adj_abs(var_46, adj_46, adj_47);
    wp::adj_float(var_0, adj_0, adj_46);
    wp::adj_length_sq(var_44, adj_44, adj_45);
    wp::adj_vec_t(var_41, var_42, var_43, adj_41, adj_42, adj_43, adj_44);
    wp::adj_add(var_39, var_38, adj_39, adj_38, adj_40);
    wp::adj_add(var_5, var_25, adj_5, adj_25, adj_39);
    // adj: out0[tid] = v1 + v2 + v3 + wp.mod(wp.length_sq(wp.vec3(0.31, -1.329, -0.1)), wp.abs(float(tid)) + 1.0) * 1.1  <L 11>
    wp::adj_add(var_35, var_37, adj_35, adj_37, adj_38);
    wp::adj_float(var_0, adj_0, adj_37);
    wp::adj_mul(var_26, var_36, adj_26, adj_34, adj_35);
    wp::adj_address(var_x1, var_33, adj_x1, adj_33, adj_34);
    wp::adj_mod(var_28, var_31, adj_28, adj_31, adj_33);
    adj_x1.shape = adj_29;
    wp::adj_add(var_0, var_27, adj_0, adj_27, adj_28);
    // adj: v3 = ((1.8 * x1[(tid + 5) % x1.shape[0]]) + float(tid))                           <L 10>
    wp::adj_mul(var_9, var_24, adj_9, adj_24, adj_25);
    wp::adj_dot(var_18, var_23, adj_18, adj_23, adj_24);
    wp::adj_sub(var_20, var_22, adj_20, adj_22, adj_23);
    wp::adj_vec_t(var_21, adj_21, adj_22);
    wp::adj_vec_t(var_19, adj_19, adj_20);
    wp::adj_add(var_13, var_17, adj_13, adj_17, adj_18);
    wp::adj_vec_t(var_14, var_15, var_16, adj_14, adj_15, adj_16, adj_17);
    wp::adj_vec_t(var_10, var_11, var_12, adj_10, adj_11, adj_12, adj_13);
    wp::adj_add(var_7, var_8, adj_7, adj_8, adj_9);
    wp::adj_sub(var_5, var_2, adj_5, adj_2, adj_8);
    wp::adj_float(var_0, adj_0, adj_7);
    // adj: v2 = ((float(tid) + (v1 - v0)) * wp.dot((wp.vec3(0.694, 1.44, 0.32) + wp.vec3(-0.904, 0.76, -1.96)), (wp.vec3(1.83) - wp.vec3(0.86))))  <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def loop_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 5>
    return;
}



struct loop_000002_c025df9f_cpu_block_payload_forward
{
    wp_args_loop_000002_c025df9f* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void loop_000002_c025df9f_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    loop_000002_c025df9f_cpu_block_payload_forward* payload = (loop_000002_c025df9f_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    loop_000002_c025df9f_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void loop_000002_c025df9f_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_loop_000002_c025df9f *_wp_args)
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
        loop_000002_c025df9f_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &loop_000002_c025df9f_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct loop_000002_c025df9f_cpu_block_payload_backward
{
    wp_args_loop_000002_c025df9f* args;
    wp_args_loop_000002_c025df9f* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void loop_000002_c025df9f_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    loop_000002_c025df9f_cpu_block_payload_backward* payload = (loop_000002_c025df9f_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    loop_000002_c025df9f_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void loop_000002_c025df9f_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_loop_000002_c025df9f *_wp_args,
    wp_args_loop_000002_c025df9f *_wp_adj_args)
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
        loop_000002_c025df9f_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &loop_000002_c025df9f_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

