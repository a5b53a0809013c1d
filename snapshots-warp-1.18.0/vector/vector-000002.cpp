// Generated for case vector-000002 with warp-lang 1.18.0. Do not edit.
// Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
#define WP_NO_BFLOAT16

#define WP_TILE_BLOCK_DIM 256
#define WP_NO_CRT
#include "builtin.h"
#include "deterministic.h"

#define builtin_tid1d() wp::tid(task_index, dim)
#define builtin_tid2d(x, y) wp::tid(x, y, task_index, dim)
#define builtin_tid3d(x, y, z) wp::tid(x, y, z, task_index, dim)
#define builtin_tid4d(x, y, z, w) wp::tid(x, y, z, w, task_index, dim)

#define builtin_block_dim() wp::block_dim()


// avoid namespacing of float type for casting to float type, this is to avoid wp::float(x), which is not valid in C++
#define float(x) cast_float(x)
#define adj_float(x, adj_x, adj_ret) adj_cast_float(x, adj_x, adj_ret)

#define int(x) cast_int(x)
#define adj_int(x, adj_x, adj_ret) adj_cast_int(x, adj_x, adj_ret)


// vector-000002.py:4
static void vector_000002_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::float32 & ret_0,
    wp::vec_t<4, wp::float32> & ret_1)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::vec_t<3, wp::float32> var_1;
    const wp::int32 var_2 = 1;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::int32 var_5 = 2;
    const wp::int32 var_6 = 0;
    wp::float32 var_7;
    wp::float32 var_8;
    const wp::int32 var_9 = 1;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 2;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = 1.343;
    const wp::float32 var_16 = 1.8;
    const wp::float32 var_17 = -1.2;
    const wp::float32 var_18 = 0.861;
    wp::vec_t<4, wp::float32> var_19;
    //---------
    // forward
    // def vector_000002_f0(p0: wp.vec3, p1: float):                                          <L 5>
    // v0 = p1                                                                                <L 6>
    var_0 = wp::copy(var_p1);
    // p0[2] = wp.sin((wp.vec3(v0, v0, p1)).y)                                                <L 7>
    var_1 = wp::vec_t<3, wp::float32>(var_0, var_0, var_p1);
    var_3 = wp::extract(var_1, var_2);
    var_4 = wp::sin(var_3);
    wp::assign_inplace(var_p0, var_5, var_4);
    // return v0 + p0[0] + p0[1] + p0[2], wp.vec4(1.343, 1.8, -1.2, 0.861)                    <L 8>
    var_7 = wp::extract(var_p0, var_6);
    var_8 = wp::add(var_0, var_7);
    var_10 = wp::extract(var_p0, var_9);
    var_11 = wp::add(var_8, var_10);
    var_13 = wp::extract(var_p0, var_12);
    var_14 = wp::add(var_11, var_13);
    var_19 = wp::vec_t<4, wp::float32>(var_15, var_16, var_17, var_18);
    ret_0 = var_14;
    ret_1 = var_19;
    return;
}


// vector-000002.py:4
static void adj_vector_000002_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::float32 & ret_0,
    wp::vec_t<4, wp::float32> & ret_1,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::float32 & adj_p1,
    wp::float32 & adj_ret_0,
    wp::vec_t<4, wp::float32> & adj_ret_1)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::vec_t<3, wp::float32> var_1;
    const wp::int32 var_2 = 1;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::int32 var_5 = 2;
    const wp::int32 var_6 = 0;
    wp::float32 var_7;
    wp::float32 var_8;
    const wp::int32 var_9 = 1;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 2;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = 1.343;
    const wp::float32 var_16 = 1.8;
    const wp::float32 var_17 = -1.2;
    const wp::float32 var_18 = 0.861;
    wp::vec_t<4, wp::float32> var_19;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::vec_t<3, wp::float32> adj_1 = {};
    wp::int32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::int32 adj_5 = {};
    wp::int32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::int32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::vec_t<4, wp::float32> adj_19 = {};
    //---------
    // forward
    // def vector_000002_f0(p0: wp.vec3, p1: float):                                          <L 5>
    // v0 = p1                                                                                <L 6>
    var_0 = wp::copy(var_p1);
    // p0[2] = wp.sin((wp.vec3(v0, v0, p1)).y)                                                <L 7>
    var_1 = wp::vec_t<3, wp::float32>(var_0, var_0, var_p1);
    var_3 = wp::extract(var_1, var_2);
    var_4 = wp::sin(var_3);
    wp::assign_inplace(var_p0, var_5, var_4);
    // return v0 + p0[0] + p0[1] + p0[2], wp.vec4(1.343, 1.8, -1.2, 0.861)                    <L 8>
    var_7 = wp::extract(var_p0, var_6);
    var_8 = wp::add(var_0, var_7);
    var_10 = wp::extract(var_p0, var_9);
    var_11 = wp::add(var_8, var_10);
    var_13 = wp::extract(var_p0, var_12);
    var_14 = wp::add(var_11, var_13);
    var_19 = wp::vec_t<4, wp::float32>(var_15, var_16, var_17, var_18);
    ret_0 = var_14;
    ret_1 = var_19;
    goto label0;
    //---------
    // reverse
    label0:;
    adj_19 += adj_ret_1;
    adj_14 += adj_ret_0;
    wp::adj_vec_t(var_15, var_16, var_17, var_18, adj_15, adj_16, adj_17, adj_18, adj_19);
    wp::adj_add(var_11, var_13, adj_11, adj_13, adj_14);
    wp::adj_extract(var_p0, var_12, adj_p0, adj_12, adj_13);
    wp::adj_add(var_8, var_10, adj_8, adj_10, adj_11);
    wp::adj_extract(var_p0, var_9, adj_p0, adj_9, adj_10);
    wp::adj_add(var_0, var_7, adj_0, adj_7, adj_8);
    wp::adj_extract(var_p0, var_6, adj_p0, adj_6, adj_7);
    // adj: return v0 + p0[0] + p0[1] + p0[2], wp.vec4(1.343, 1.8, -1.2, 0.861)               <L 8>
    wp::adj_assign_inplace(var_p0, var_5, var_4, adj_p0, adj_5, adj_4);
    wp::adj_sin(var_3, adj_3, adj_4);
    wp::adj_extract(var_1, var_2, adj_1, adj_2, adj_3);
    wp::adj_vec_t(var_0, var_0, var_p1, adj_0, adj_0, adj_p1, adj_1);
    // adj: p0[2] = wp.sin((wp.vec3(v0, v0, p1)).y)                                           <L 7>
    wp::adj_copy(var_p1, adj_p1, adj_0);
    // adj: v0 = p1                                                                           <L 6>
    // adj: def vector_000002_f0(p0: wp.vec3, p1: float):                                     <L 5>
    return;
}

struct wp_args_vector_000002_c29abd05 {
    wp::array_t<wp::vec_t<2, wp::float32>> x0;
    wp::array_t<wp::vec_t<3, wp::float32>> x1;
    wp::array_t<wp::float32> x2;
    wp::array_t<wp::vec_t<4, wp::float32>> out0;
};


void vector_000002_c29abd05_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_vector_000002_c29abd05 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<2, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::vec_t<4, wp::float32>> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<2, wp::float32>* var_1;
    wp::vec_t<2, wp::float32> var_2;
    wp::vec_t<2, wp::float32> var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::vec_t<2, wp::float32> var_10;
    wp::vec_t<2, wp::float32> var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::vec_t<4, wp::float32> var_14;
    const wp::float32 var_15 = 1.18;
    wp::vec_t<4, wp::float32> var_16;
    wp::vec_t<4, wp::float32> var_17;
    const wp::int32 var_18 = 0;
    wp::float32 var_19;
    const wp::int32 var_20 = 1;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::int32 var_23 = 0;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::int32 var_26 = 1;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::int32 var_29 = 0;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::int32 var_32 = 1;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    wp::vec_t<4, wp::float32> var_36;
    wp::vec_t<4, wp::float32> var_37;
    //---------
    // forward
    // def vector_000002(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.vec4)):       <L 12>
    // tid = wp.tid()  # this thread's element                                                <L 13>
    var_0 = builtin_tid1d();
    // v1 = x0[tid]                                                                           <L 14>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v2 = x1[tid]                                                                           <L 15>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v3 = x2[tid]                                                                           <L 16>
    var_7 = wp::address(var_x2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v4 = v1                                                                                <L 17>
    var_10 = wp::copy(var_2);
    // v5 = (v1 + v1)                                                                         <L 18>
    var_11 = wp::add(var_2, var_2);
    // v6, v7 = vector_000002_f0(v2, wp.floor(v3))                                            <L 19>
    var_12 = wp::floor(var_8);
    vector_000002_f0_0(var_5, var_12, var_13, var_14);
    // out0[tid] = v7 + v7 * 1.18 + wp.vec4(v1[0] + v1[1] + v4[0] + v4[1] + v5[0] + v5[1] + v6)       <L 21>
    var_16 = wp::mul(var_14, var_15);
    var_17 = wp::add(var_14, var_16);
    var_19 = wp::extract(var_2, var_18);
    var_21 = wp::extract(var_2, var_20);
    var_22 = wp::add(var_19, var_21);
    var_24 = wp::extract(var_10, var_23);
    var_25 = wp::add(var_22, var_24);
    var_27 = wp::extract(var_10, var_26);
    var_28 = wp::add(var_25, var_27);
    var_30 = wp::extract(var_11, var_29);
    var_31 = wp::add(var_28, var_30);
    var_33 = wp::extract(var_11, var_32);
    var_34 = wp::add(var_31, var_33);
    var_35 = wp::add(var_34, var_13);
    var_36 = wp::vec_t<4, wp::float32>(var_35);
    var_37 = wp::add(var_17, var_36);
    wp::array_store(var_out0, var_0, var_37);
}



void vector_000002_c29abd05_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_vector_000002_c29abd05 *_wp_args,
    wp_args_vector_000002_c29abd05 *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<2, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::vec_t<4, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float32> adj_x2 = _wp_adj_args->x2;
    wp::array_t<wp::vec_t<4, wp::float32>> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<2, wp::float32>* var_1;
    wp::vec_t<2, wp::float32> var_2;
    wp::vec_t<2, wp::float32> var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::vec_t<2, wp::float32> var_10;
    wp::vec_t<2, wp::float32> var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::vec_t<4, wp::float32> var_14;
    const wp::float32 var_15 = 1.18;
    wp::vec_t<4, wp::float32> var_16;
    wp::vec_t<4, wp::float32> var_17;
    const wp::int32 var_18 = 0;
    wp::float32 var_19;
    const wp::int32 var_20 = 1;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::int32 var_23 = 0;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::int32 var_26 = 1;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::int32 var_29 = 0;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::int32 var_32 = 1;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    wp::vec_t<4, wp::float32> var_36;
    wp::vec_t<4, wp::float32> var_37;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<2, wp::float32> adj_1 = {};
    wp::vec_t<2, wp::float32> adj_2 = {};
    wp::vec_t<2, wp::float32> adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::vec_t<2, wp::float32> adj_10 = {};
    wp::vec_t<2, wp::float32> adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::vec_t<4, wp::float32> adj_14 = {};
    wp::float32 adj_15 = {};
    wp::vec_t<4, wp::float32> adj_16 = {};
    wp::vec_t<4, wp::float32> adj_17 = {};
    wp::int32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::int32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::int32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::int32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::int32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::vec_t<4, wp::float32> adj_36 = {};
    wp::vec_t<4, wp::float32> adj_37 = {};
    //---------
    // forward
    // def vector_000002(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.vec4)):       <L 12>
    // tid = wp.tid()  # this thread's element                                                <L 13>
    var_0 = builtin_tid1d();
    // v1 = x0[tid]                                                                           <L 14>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v2 = x1[tid]                                                                           <L 15>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v3 = x2[tid]                                                                           <L 16>
    var_7 = wp::address(var_x2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v4 = v1                                                                                <L 17>
    var_10 = wp::copy(var_2);
    // v5 = (v1 + v1)                                                                         <L 18>
    var_11 = wp::add(var_2, var_2);
    // v6, v7 = vector_000002_f0(v2, wp.floor(v3))                                            <L 19>
    var_12 = wp::floor(var_8);
    vector_000002_f0_0(var_5, var_12, var_13, var_14);
    // out0[tid] = v7 + v7 * 1.18 + wp.vec4(v1[0] + v1[1] + v4[0] + v4[1] + v5[0] + v5[1] + v6)       <L 21>
    var_16 = wp::mul(var_14, var_15);
    var_17 = wp::add(var_14, var_16);
    var_19 = wp::extract(var_2, var_18);
    var_21 = wp::extract(var_2, var_20);
    var_22 = wp::add(var_19, var_21);
    var_24 = wp::extract(var_10, var_23);
    var_25 = wp::add(var_22, var_24);
    var_27 = wp::extract(var_10, var_26);
    var_28 = wp::add(var_25, var_27);
    var_30 = wp::extract(var_11, var_29);
    var_31 = wp::add(var_28, var_30);
    var_33 = wp::extract(var_11, var_32);
    var_34 = wp::add(var_31, var_33);
    var_35 = wp::add(var_34, var_13);
    var_36 = wp::vec_t<4, wp::float32>(var_35);
    var_37 = wp::add(var_17, var_36);
    // wp::array_store(var_out0, var_0, var_37);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_37, adj_out0, adj_0, adj_37);
    wp::adj_add(var_17, var_36, adj_17, adj_36, adj_37);
    wp::adj_vec_t(var_35, adj_35, adj_36);
    wp::adj_add(var_34, var_13, adj_34, adj_13, adj_35);
    wp::adj_add(var_31, var_33, adj_31, adj_33, adj_34);
    wp::adj_extract(var_11, var_32, adj_11, adj_32, adj_33);
    wp::adj_add(var_28, var_30, adj_28, adj_30, adj_31);
    wp::adj_extract(var_11, var_29, adj_11, adj_29, adj_30);
    wp::adj_add(var_25, var_27, adj_25, adj_27, adj_28);
    wp::adj_extract(var_10, var_26, adj_10, adj_26, adj_27);
    wp::adj_add(var_22, var_24, adj_22, adj_24, adj_25);
    wp::adj_extract(var_10, var_23, adj_10, adj_23, adj_24);
    wp::adj_add(var_19, var_21, adj_19, adj_21, adj_22);
    wp::adj_extract(var_2, var_20, adj_2, adj_20, adj_21);
    wp::adj_extract(var_2, var_18, adj_2, adj_18, adj_19);
    wp::adj_add(var_14, var_16, adj_14, adj_16, adj_17);
    wp::adj_mul(var_14, var_15, adj_14, adj_15, adj_16);
    // adj: out0[tid] = v7 + v7 * 1.18 + wp.vec4(v1[0] + v1[1] + v4[0] + v4[1] + v5[0] + v5[1] + v6)  <L 21>
    adj_vector_000002_f0_0(var_5, var_12, var_13, var_14, adj_5, adj_12, adj_13, adj_14);
    // adj: v6, v7 = vector_000002_f0(v2, wp.floor(v3))                                       <L 19>
    wp::adj_add(var_2, var_2, adj_2, adj_2, adj_11);
    // adj: v5 = (v1 + v1)                                                                    <L 18>
    wp::adj_copy(var_2, adj_2, adj_10);
    // adj: v4 = v1                                                                           <L 17>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_7);
    // adj: v3 = x2[tid]                                                                      <L 16>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v2 = x1[tid]                                                                      <L 15>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v1 = x0[tid]                                                                      <L 14>
    // adj: tid = wp.tid()  # this thread's element                                           <L 13>
    // adj: def vector_000002(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.vec4)):  <L 12>
    return;
}



struct vector_000002_c29abd05_cpu_block_payload_forward
{
    wp_args_vector_000002_c29abd05* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void vector_000002_c29abd05_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    vector_000002_c29abd05_cpu_block_payload_forward* payload = (vector_000002_c29abd05_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    vector_000002_c29abd05_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void vector_000002_c29abd05_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_vector_000002_c29abd05 *_wp_args)
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
        vector_000002_c29abd05_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &vector_000002_c29abd05_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct vector_000002_c29abd05_cpu_block_payload_backward
{
    wp_args_vector_000002_c29abd05* args;
    wp_args_vector_000002_c29abd05* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void vector_000002_c29abd05_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    vector_000002_c29abd05_cpu_block_payload_backward* payload = (vector_000002_c29abd05_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    vector_000002_c29abd05_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void vector_000002_c29abd05_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_vector_000002_c29abd05 *_wp_args,
    wp_args_vector_000002_c29abd05 *_wp_adj_args)
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
        vector_000002_c29abd05_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &vector_000002_c29abd05_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

