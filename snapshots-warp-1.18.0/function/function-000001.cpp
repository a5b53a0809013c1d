// Generated for case function-000001 with warp-lang 1.18.0. Do not edit.
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


// function-000001.py:12
static wp::float32 function_000001_f1_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::float32 var_p2)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 0.57;
    const wp::float32 var_1 = -1.63;
    wp::float32 var_2;
    const wp::float32 var_3 = -0.52;
    const wp::float32 var_4 = -0.34;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    //---------
    // forward
    // def function_000001_f1(p0: float, p1: float, p2: float) -> float:                      <L 13>
    // return (p1 - (0.57 + ((-1.63 + p2) + (-0.52 - -0.34))))                                <L 14>
    var_2 = wp::add(var_1, var_p2);
    var_5 = wp::sub(var_3, var_4);
    var_6 = wp::add(var_2, var_5);
    var_7 = wp::add(var_0, var_6);
    var_8 = wp::sub(var_p1, var_7);
    return var_8;
}


// function-000001.py:4
static wp::vec_t<2, wp::float32> function_000001_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx)
{
    //---------
    // primal vars
    wp::shape_t* var_0;
    const wp::int32 var_1 = 0;
    wp::int32 var_2;
    wp::shape_t var_3;
    wp::int32 var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 1.0;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = -1.99;
    const wp::float32 var_14 = -1.43;
    wp::vec_t<2, wp::float32> var_15;
    const wp::float32 var_16 = -0.219;
    const wp::float32 var_17 = 0.67;
    wp::vec_t<2, wp::float32> var_18;
    wp::vec_t<2, wp::float32> var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = 1.0;
    wp::float32 var_23;
    wp::vec_t<2, wp::float32> var_24;
    const wp::int32 var_25 = 0;
    wp::float32 var_26;
    const wp::int32 var_27 = 1;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::int32 var_30 = 2;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::vec_t<2, wp::float32> var_34;
    wp::vec_t<2, wp::float32> var_35;
    //---------
    // forward
    // def function_000001_f0(p0: wp.vec3, arr: wp.array(dtype=float), idx: int):             <L 5>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 6>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = v0                                                                                <L 7>
    var_8 = wp::copy(var_6);
    // v2 = (v0 / (wp.abs(v0) + 1.0))                                                         <L 8>
    var_9 = wp::abs(var_6);
    var_11 = wp::add(var_9, var_10);
    var_12 = wp::div(var_6, var_11);
    // return (wp.lerp(wp.vec2(-1.99, -1.43), wp.vec2(-0.219, 0.67), v2) / (wp.abs(wp.dot(p0, p0)) + 1.0)) + wp.vec2(p0[0] + p0[1] + p0[2] + v1)       <L 9>
    var_15 = wp::vec_t<2, wp::float32>(var_13, var_14);
    var_18 = wp::vec_t<2, wp::float32>(var_16, var_17);
    var_19 = wp::lerp(var_15, var_18, var_12);
    var_20 = wp::dot(var_p0, var_p0);
    var_21 = wp::abs(var_20);
    var_23 = wp::add(var_21, var_22);
    var_24 = wp::div(var_19, var_23);
    var_26 = wp::extract(var_p0, var_25);
    var_28 = wp::extract(var_p0, var_27);
    var_29 = wp::add(var_26, var_28);
    var_31 = wp::extract(var_p0, var_30);
    var_32 = wp::add(var_29, var_31);
    var_33 = wp::add(var_32, var_8);
    var_34 = wp::vec_t<2, wp::float32>(var_33);
    var_35 = wp::add(var_24, var_34);
    return var_35;
}


// function-000001.py:23
static wp::vec_t<2, wp::float32> function_000001_f2_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::vec_t<2, wp::float32> var_p1)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 1.3;
    wp::float32 var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<2, wp::float32> var_4;
    wp::vec_t<2, wp::float32> var_5;
    const wp::int32 var_6 = 0;
    wp::float32 var_7;
    const wp::int32 var_8 = 1;
    wp::float32 var_9;
    wp::float32 var_10;
    const wp::int32 var_11 = 2;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::vec_t<2, wp::float32> var_15;
    wp::vec_t<2, wp::float32> var_16;
    //---------
    // forward
    // def function_000001_f2(p0: wp.vec3, p1: wp.vec2) -> wp.vec2:                           <L 24>
    // v3 = float(1.3)                                                                        <L 25>
    var_1 = wp::float(var_0);
    // v4 = (v3 * v3)                                                                         <L 26>
    var_2 = wp::mul(var_1, var_1);
    // v5 = v3                                                                                <L 27>
    var_3 = wp::copy(var_1);
    // return wp.normalize((v5 * p1)) + wp.vec2(p0[0] + p0[1] + p0[2] + v4)                   <L 28>
    var_4 = wp::mul(var_3, var_p1);
    var_5 = wp::normalize(var_4);
    var_7 = wp::extract(var_p0, var_6);
    var_9 = wp::extract(var_p0, var_8);
    var_10 = wp::add(var_7, var_9);
    var_12 = wp::extract(var_p0, var_11);
    var_13 = wp::add(var_10, var_12);
    var_14 = wp::add(var_13, var_2);
    var_15 = wp::vec_t<2, wp::float32>(var_14);
    var_16 = wp::add(var_5, var_15);
    return var_16;
}


// function-000001.py:31
static void function_000001_f3_0(
    wp::mat_t<3, 3, wp::float32> var_p0,
    wp::vec_t<2, wp::float32> var_p1,
    wp::float32 var_p2,
    wp::vec_t<2, wp::float32> & ret_0,
    wp::vec_t<3, wp::float32> & ret_1)
{
    //---------
    // primal vars
    wp::vec_t<3, wp::float32> var_0;
    wp::float32 var_1;
    wp::vec_t<3, wp::float32> var_2;
    bool var_3;
    bool var_4;
    const wp::float32 var_5 = 1.23;
    bool var_6;
    bool var_7;
    const wp::float32 var_8 = 0.5;
    wp::vec_t<2, wp::float32> var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<2, wp::float32> var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.0;
    wp::float32 var_14;
    wp::vec_t<2, wp::float32> var_15;
    const wp::float32 var_16 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_17;
    wp::float32 var_18;
    wp::vec_t<2, wp::float32> var_19;
    wp::vec_t<2, wp::float32> var_20;
    const wp::float32 var_21 = 0.7;
    const wp::float32 var_22 = -1.402;
    const wp::float32 var_23 = 0.519;
    wp::vec_t<3, wp::float32> var_24;
    wp::vec_t<3, wp::float32> var_25;
    //---------
    // forward
    // def function_000001_f3(p0: wp.mat33, p1: wp.vec2, p2: float):                          <L 32>
    // v6 = wp.vec3(p2, p2, p2)                                                               <L 33>
    var_0 = wp::vec_t<3, wp::float32>(var_p2, var_p2, var_p2);
    // v7 = p2                                                                                <L 34>
    var_1 = wp::copy(var_p2);
    // v8 = wp.normalize(v6)                                                                  <L 35>
    var_2 = wp::normalize(var_0);
    // if not (p2 > v7 and v7 < 1.23):                                                        <L 36>
    var_4 = (var_p2 > var_1);
    var_3 = var_4;
    if (var_3) {
        var_6 = (var_1 < var_5);
        var_3 = var_3 && var_6;
    }
    var_7 = wp::unot(var_3);
    if (var_7) {
        // return wp.vec2(0.5, v7), (v8 + v8)                                                 <L 37>
        var_9 = wp::vec_t<2, wp::float32>(var_8, var_1);
        var_10 = wp::add(var_2, var_2);
        ret_0 = var_9;
        ret_1 = var_10;
        return;
    }
    // return (wp.max(p1, p1) / (wp.abs(v7) + 1.0)) + wp.vec2(wp.ddot(p0, wp.mat33(1.0))), wp.cross(v8, wp.vec3(0.7, -1.402, 0.519))       <L 38>
    var_11 = wp::max(var_p1, var_p1);
    var_12 = wp::abs(var_1);
    var_14 = wp::add(var_12, var_13);
    var_15 = wp::div(var_11, var_14);
    var_17 = wp::mat_t<3, 3, wp::float32>(var_16);
    var_18 = wp::ddot(var_p0, var_17);
    var_19 = wp::vec_t<2, wp::float32>(var_18);
    var_20 = wp::add(var_15, var_19);
    var_24 = wp::vec_t<3, wp::float32>(var_21, var_22, var_23);
    var_25 = wp::cross(var_2, var_24);
    ret_0 = var_20;
    ret_1 = var_25;
    return;
}


// function-000001.py:17
static void adj_function_000001_f1_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::float32 var_p2,
    wp::float32 & adj_p0,
    wp::float32 & adj_p1,
    wp::float32 & adj_p2,
    wp::float32 & var_adj_ret)
{
	// user-defined adjoint code
    //---------
    // primal vars
    const wp::float32 var_0 = 1.0;
    wp::float32 var_1;
    wp::float32 var_2;
    const wp::float32 var_3 = -1.0;
    wp::float32 var_4;
    wp::float32 var_5;
    //---------
    // forward
    // def adj_function_000001_f1(p0: float, p1: float, p2: float, adj_ret: float):           <L 18>
    // wp.adjoint[p1] += 1.0 * adj_ret                                                        <L 19>
    var_1 = wp::mul(var_0, var_adj_ret);
    var_2 = wp::add(adj_p1, var_1);
    adj_p1 = var_2;
    // wp.adjoint[p2] += (-1.0) * adj_ret                                                     <L 20>
    var_4 = wp::mul(var_3, var_adj_ret);
    var_5 = wp::add(adj_p2, var_4);
    adj_p2 = var_5;
}


// function-000001.py:4
static void adj_function_000001_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::array_t<wp::float32> & adj_arr,
    wp::int32 & adj_idx,
    wp::vec_t<2, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    wp::shape_t* var_0;
    const wp::int32 var_1 = 0;
    wp::int32 var_2;
    wp::shape_t var_3;
    wp::int32 var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 1.0;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = -1.99;
    const wp::float32 var_14 = -1.43;
    wp::vec_t<2, wp::float32> var_15;
    const wp::float32 var_16 = -0.219;
    const wp::float32 var_17 = 0.67;
    wp::vec_t<2, wp::float32> var_18;
    wp::vec_t<2, wp::float32> var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = 1.0;
    wp::float32 var_23;
    wp::vec_t<2, wp::float32> var_24;
    const wp::int32 var_25 = 0;
    wp::float32 var_26;
    const wp::int32 var_27 = 1;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::int32 var_30 = 2;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::vec_t<2, wp::float32> var_34;
    wp::vec_t<2, wp::float32> var_35;
    //---------
    // dual vars
    wp::shape_t adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::shape_t adj_3 = {};
    wp::int32 adj_4 = {};
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
    wp::vec_t<2, wp::float32> adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::vec_t<2, wp::float32> adj_18 = {};
    wp::vec_t<2, wp::float32> adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::vec_t<2, wp::float32> adj_24 = {};
    wp::int32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::int32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::int32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::vec_t<2, wp::float32> adj_34 = {};
    wp::vec_t<2, wp::float32> adj_35 = {};
    //---------
    // forward
    // def function_000001_f0(p0: wp.vec3, arr: wp.array(dtype=float), idx: int):             <L 5>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 6>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = v0                                                                                <L 7>
    var_8 = wp::copy(var_6);
    // v2 = (v0 / (wp.abs(v0) + 1.0))                                                         <L 8>
    var_9 = wp::abs(var_6);
    var_11 = wp::add(var_9, var_10);
    var_12 = wp::div(var_6, var_11);
    // return (wp.lerp(wp.vec2(-1.99, -1.43), wp.vec2(-0.219, 0.67), v2) / (wp.abs(wp.dot(p0, p0)) + 1.0)) + wp.vec2(p0[0] + p0[1] + p0[2] + v1)       <L 9>
    var_15 = wp::vec_t<2, wp::float32>(var_13, var_14);
    var_18 = wp::vec_t<2, wp::float32>(var_16, var_17);
    var_19 = wp::lerp(var_15, var_18, var_12);
    var_20 = wp::dot(var_p0, var_p0);
    var_21 = wp::abs(var_20);
    var_23 = wp::add(var_21, var_22);
    var_24 = wp::div(var_19, var_23);
    var_26 = wp::extract(var_p0, var_25);
    var_28 = wp::extract(var_p0, var_27);
    var_29 = wp::add(var_26, var_28);
    var_31 = wp::extract(var_p0, var_30);
    var_32 = wp::add(var_29, var_31);
    var_33 = wp::add(var_32, var_8);
    var_34 = wp::vec_t<2, wp::float32>(var_33);
    var_35 = wp::add(var_24, var_34);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_35 += adj_ret;
    wp::adj_add(var_24, var_34, adj_24, adj_34, adj_35);
    wp::adj_vec_t(var_33, adj_33, adj_34);
    wp::adj_add(var_32, var_8, adj_32, adj_8, adj_33);
    wp::adj_add(var_29, var_31, adj_29, adj_31, adj_32);
    wp::adj_extract(var_p0, var_30, adj_p0, adj_30, adj_31);
    wp::adj_add(var_26, var_28, adj_26, adj_28, adj_29);
    wp::adj_extract(var_p0, var_27, adj_p0, adj_27, adj_28);
    wp::adj_extract(var_p0, var_25, adj_p0, adj_25, adj_26);
    wp::adj_div(var_19, var_23, adj_19, adj_23, adj_24);
    wp::adj_add(var_21, var_22, adj_21, adj_22, adj_23);
    wp::adj_abs(var_20, adj_20, adj_21);
    wp::adj_dot(var_p0, var_p0, adj_p0, adj_p0, adj_20);
    wp::adj_lerp(var_15, var_18, var_12, adj_15, adj_18, adj_12, adj_19);
    wp::adj_vec_t(var_16, var_17, adj_16, adj_17, adj_18);
    wp::adj_vec_t(var_13, var_14, adj_13, adj_14, adj_15);
    // adj: return (wp.lerp(wp.vec2(-1.99, -1.43), wp.vec2(-0.219, 0.67), v2) / (wp.abs(wp.dot(p0, p0)) + 1.0)) + wp.vec2(p0[0] + p0[1] + p0[2] + v1)  <L 9>
    wp::adj_div(var_6, var_11, var_12, adj_6, adj_11, adj_12);
    wp::adj_add(var_9, var_10, adj_9, adj_10, adj_11);
    wp::adj_abs(var_6, adj_6, adj_9);
    // adj: v2 = (v0 / (wp.abs(v0) + 1.0))                                                    <L 8>
    wp::adj_copy(var_6, adj_6, adj_8);
    // adj: v1 = v0                                                                           <L 7>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_arr, var_4, adj_arr, adj_4, adj_5);
    wp::adj_mod(var_idx, var_2, adj_idx, adj_2, adj_4);
    adj_arr.shape = adj_0;
    // adj: v0 = arr[idx % arr.shape[0]]                                                      <L 6>
    // adj: def function_000001_f0(p0: wp.vec3, arr: wp.array(dtype=float), idx: int):        <L 5>
    return;
}


// function-000001.py:23
static void adj_function_000001_f2_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::vec_t<2, wp::float32> var_p1,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::vec_t<2, wp::float32> & adj_p1,
    wp::vec_t<2, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 1.3;
    wp::float32 var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<2, wp::float32> var_4;
    wp::vec_t<2, wp::float32> var_5;
    const wp::int32 var_6 = 0;
    wp::float32 var_7;
    const wp::int32 var_8 = 1;
    wp::float32 var_9;
    wp::float32 var_10;
    const wp::int32 var_11 = 2;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::vec_t<2, wp::float32> var_15;
    wp::vec_t<2, wp::float32> var_16;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::vec_t<2, wp::float32> adj_4 = {};
    wp::vec_t<2, wp::float32> adj_5 = {};
    wp::int32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::int32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::vec_t<2, wp::float32> adj_15 = {};
    wp::vec_t<2, wp::float32> adj_16 = {};
    //---------
    // forward
    // def function_000001_f2(p0: wp.vec3, p1: wp.vec2) -> wp.vec2:                           <L 24>
    // v3 = float(1.3)                                                                        <L 25>
    var_1 = wp::float(var_0);
    // v4 = (v3 * v3)                                                                         <L 26>
    var_2 = wp::mul(var_1, var_1);
    // v5 = v3                                                                                <L 27>
    var_3 = wp::copy(var_1);
    // return wp.normalize((v5 * p1)) + wp.vec2(p0[0] + p0[1] + p0[2] + v4)                   <L 28>
    var_4 = wp::mul(var_3, var_p1);
    var_5 = wp::normalize(var_4);
    var_7 = wp::extract(var_p0, var_6);
    var_9 = wp::extract(var_p0, var_8);
    var_10 = wp::add(var_7, var_9);
    var_12 = wp::extract(var_p0, var_11);
    var_13 = wp::add(var_10, var_12);
    var_14 = wp::add(var_13, var_2);
    var_15 = wp::vec_t<2, wp::float32>(var_14);
    var_16 = wp::add(var_5, var_15);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_16 += adj_ret;
    wp::adj_add(var_5, var_15, adj_5, adj_15, adj_16);
    wp::adj_vec_t(var_14, adj_14, adj_15);
    wp::adj_add(var_13, var_2, adj_13, adj_2, adj_14);
    wp::adj_add(var_10, var_12, adj_10, adj_12, adj_13);
    wp::adj_extract(var_p0, var_11, adj_p0, adj_11, adj_12);
    wp::adj_add(var_7, var_9, adj_7, adj_9, adj_10);
    wp::adj_extract(var_p0, var_8, adj_p0, adj_8, adj_9);
    wp::adj_extract(var_p0, var_6, adj_p0, adj_6, adj_7);
    wp::adj_normalize(var_4, var_5, adj_4, adj_5);
    wp::adj_mul(var_3, var_p1, adj_3, adj_p1, adj_4);
    // adj: return wp.normalize((v5 * p1)) + wp.vec2(p0[0] + p0[1] + p0[2] + v4)              <L 28>
    wp::adj_copy(var_1, adj_1, adj_3);
    // adj: v5 = v3                                                                           <L 27>
    wp::adj_mul(var_1, var_1, adj_1, adj_1, adj_2);
    // adj: v4 = (v3 * v3)                                                                    <L 26>
    wp::adj_float(var_0, adj_0, adj_1);
    // adj: v3 = float(1.3)                                                                   <L 25>
    // adj: def function_000001_f2(p0: wp.vec3, p1: wp.vec2) -> wp.vec2:                      <L 24>
    return;
}


// function-000001.py:31
static void adj_function_000001_f3_0(
    wp::mat_t<3, 3, wp::float32> var_p0,
    wp::vec_t<2, wp::float32> var_p1,
    wp::float32 var_p2,
    wp::vec_t<2, wp::float32> & ret_0,
    wp::vec_t<3, wp::float32> & ret_1,
    wp::mat_t<3, 3, wp::float32> & adj_p0,
    wp::vec_t<2, wp::float32> & adj_p1,
    wp::float32 & adj_p2,
    wp::vec_t<2, wp::float32> & adj_ret_0,
    wp::vec_t<3, wp::float32> & adj_ret_1)
{
    //---------
    // primal vars
    wp::vec_t<3, wp::float32> var_0;
    wp::float32 var_1;
    wp::vec_t<3, wp::float32> var_2;
    bool var_3;
    bool var_4;
    const wp::float32 var_5 = 1.23;
    bool var_6;
    bool var_7;
    const wp::float32 var_8 = 0.5;
    wp::vec_t<2, wp::float32> var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<2, wp::float32> var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.0;
    wp::float32 var_14;
    wp::vec_t<2, wp::float32> var_15;
    const wp::float32 var_16 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_17;
    wp::float32 var_18;
    wp::vec_t<2, wp::float32> var_19;
    wp::vec_t<2, wp::float32> var_20;
    const wp::float32 var_21 = 0.7;
    const wp::float32 var_22 = -1.402;
    const wp::float32 var_23 = 0.519;
    wp::vec_t<3, wp::float32> var_24;
    wp::vec_t<3, wp::float32> var_25;
    //---------
    // dual vars
    wp::vec_t<3, wp::float32> adj_0 = {};
    wp::float32 adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    bool adj_3 = {};
    bool adj_4 = {};
    wp::float32 adj_5 = {};
    bool adj_6 = {};
    bool adj_7 = {};
    wp::float32 adj_8 = {};
    wp::vec_t<2, wp::float32> adj_9 = {};
    wp::vec_t<3, wp::float32> adj_10 = {};
    wp::vec_t<2, wp::float32> adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::vec_t<2, wp::float32> adj_15 = {};
    wp::float32 adj_16 = {};
    wp::mat_t<3, 3, wp::float32> adj_17 = {};
    wp::float32 adj_18 = {};
    wp::vec_t<2, wp::float32> adj_19 = {};
    wp::vec_t<2, wp::float32> adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::vec_t<3, wp::float32> adj_24 = {};
    wp::vec_t<3, wp::float32> adj_25 = {};
    //---------
    // forward
    // def function_000001_f3(p0: wp.mat33, p1: wp.vec2, p2: float):                          <L 32>
    // v6 = wp.vec3(p2, p2, p2)                                                               <L 33>
    var_0 = wp::vec_t<3, wp::float32>(var_p2, var_p2, var_p2);
    // v7 = p2                                                                                <L 34>
    var_1 = wp::copy(var_p2);
    // v8 = wp.normalize(v6)                                                                  <L 35>
    var_2 = wp::normalize(var_0);
    // if not (p2 > v7 and v7 < 1.23):                                                        <L 36>
    var_4 = (var_p2 > var_1);
    var_3 = var_4;
    if (var_3) {
        var_6 = (var_1 < var_5);
        var_3 = var_3 && var_6;
    }
    var_7 = wp::unot(var_3);
    if (var_7) {
        // return wp.vec2(0.5, v7), (v8 + v8)                                                 <L 37>
        var_9 = wp::vec_t<2, wp::float32>(var_8, var_1);
        var_10 = wp::add(var_2, var_2);
        ret_0 = var_9;
        ret_1 = var_10;
        goto label0;
    }
    // return (wp.max(p1, p1) / (wp.abs(v7) + 1.0)) + wp.vec2(wp.ddot(p0, wp.mat33(1.0))), wp.cross(v8, wp.vec3(0.7, -1.402, 0.519))       <L 38>
    var_11 = wp::max(var_p1, var_p1);
    var_12 = wp::abs(var_1);
    var_14 = wp::add(var_12, var_13);
    var_15 = wp::div(var_11, var_14);
    var_17 = wp::mat_t<3, 3, wp::float32>(var_16);
    var_18 = wp::ddot(var_p0, var_17);
    var_19 = wp::vec_t<2, wp::float32>(var_18);
    var_20 = wp::add(var_15, var_19);
    var_24 = wp::vec_t<3, wp::float32>(var_21, var_22, var_23);
    var_25 = wp::cross(var_2, var_24);
    ret_0 = var_20;
    ret_1 = var_25;
    goto label1;
    //---------
    // reverse
    label1:;
    adj_25 += adj_ret_1;
    adj_20 += adj_ret_0;
    wp::adj_cross(var_2, var_24, adj_2, adj_24, adj_25);
    wp::adj_vec_t(var_21, var_22, var_23, adj_21, adj_22, adj_23, adj_24);
    wp::adj_add(var_15, var_19, adj_15, adj_19, adj_20);
    wp::adj_vec_t(var_18, adj_18, adj_19);
    wp::adj_ddot(var_p0, var_17, adj_p0, adj_17, adj_18);
    wp::adj_mat_t(var_16, adj_16, adj_17);
    wp::adj_div(var_11, var_14, adj_11, adj_14, adj_15);
    wp::adj_add(var_12, var_13, adj_12, adj_13, adj_14);
    wp::adj_abs(var_1, adj_1, adj_12);
    wp::adj_max(var_p1, var_p1, adj_p1, adj_p1, adj_11);
    // adj: return (wp.max(p1, p1) / (wp.abs(v7) + 1.0)) + wp.vec2(wp.ddot(p0, wp.mat33(1.0))), wp.cross(v8, wp.vec3(0.7, -1.402, 0.519))  <L 38>
    if (var_7) {
        label0:;
        adj_10 += adj_ret_1;
        adj_9 += adj_ret_0;
        wp::adj_add(var_2, var_2, adj_2, adj_2, adj_10);
        wp::adj_vec_t(var_8, var_1, adj_8, adj_1, adj_9);
        // adj: return wp.vec2(0.5, v7), (v8 + v8)                                            <L 37>
    }
    if (var_3) {
    }
    // adj: if not (p2 > v7 and v7 < 1.23):                                                   <L 36>
    wp::adj_normalize(var_0, var_2, adj_0, adj_2);
    // adj: v8 = wp.normalize(v6)                                                             <L 35>
    wp::adj_copy(var_p2, adj_p2, adj_1);
    // adj: v7 = p2                                                                           <L 34>
    wp::adj_vec_t(var_p2, var_p2, var_p2, adj_p2, adj_p2, adj_p2, adj_0);
    // adj: v6 = wp.vec3(p2, p2, p2)                                                          <L 33>
    // adj: def function_000001_f3(p0: wp.mat33, p1: wp.vec2, p2: float):                     <L 32>
    return;
}

struct wp_args_function_000001_bf8fff9a {
    wp::array_t<wp::vec_t<2, wp::float32>> contact_uvs;
    wp::array_t<wp::float32> contact_pressures;
    wp::array_t<wp::float32> contact_densities;
    wp::array_t<wp::float32> contact_scores;
    wp::array_t<wp::float32> contact_energies;
};


void function_000001_bf8fff9a_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_function_000001_bf8fff9a *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<2, wp::float32>> var_contact_uvs = _wp_args->contact_uvs;
    wp::array_t<wp::float32> var_contact_pressures = _wp_args->contact_pressures;
    wp::array_t<wp::float32> var_contact_densities = _wp_args->contact_densities;
    wp::array_t<wp::float32> var_contact_scores = _wp_args->contact_scores;
    wp::array_t<wp::float32> var_contact_energies = _wp_args->contact_energies;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<2, wp::float32>* var_1;
    wp::vec_t<2, wp::float32> var_2;
    wp::vec_t<2, wp::float32> var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::vec_t<2, wp::float32> var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 0;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::int32 var_19 = 1;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::float32 var_26 = 0.4;
    const wp::float32 var_27 = -1.0;
    const wp::float32 var_28 = -0.9;
    wp::vec_t<3, wp::float32> var_29;
    wp::mat_t<3, 3, wp::float32> var_30;
    const wp::float32 var_31 = -1.623;
    const wp::float32 var_32 = -1.1;
    const wp::float32 var_33 = -0.2;
    wp::vec_t<3, wp::float32> var_34;
    wp::int32 var_35;
    wp::int32 var_36;
    wp::vec_t<2, wp::float32> var_37;
    const wp::float32 var_38 = -0.53;
    const wp::float32 var_39 = -1.537;
    const wp::float32 var_40 = 1.5;
    wp::vec_t<3, wp::float32> var_41;
    wp::vec_t<2, wp::float32> var_42;
    wp::vec_t<2, wp::float32> var_43;
    wp::vec_t<2, wp::float32> var_44;
    wp::vec_t<3, wp::float32> var_45;
    wp::tuple_t<wp::vec_t<2, wp::float32>, wp::vec_t<3, wp::float32>> var_46;
    const wp::int32 var_47 = 0;
    wp::vec_t<2, wp::float32> var_48;
    const wp::int32 var_49 = 1;
    wp::vec_t<3, wp::float32> var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    const wp::float32 var_53 = 1.34;
    wp::float32 var_54;
    wp::float32 var_55;
    const wp::int32 var_56 = 0;
    wp::float32 var_57;
    wp::float32 var_58;
    const wp::int32 var_59 = 1;
    wp::float32 var_60;
    wp::float32 var_61;
    const wp::float32 var_62 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    const wp::int32 var_66 = 0;
    wp::float32 var_67;
    wp::float32 var_68;
    const wp::int32 var_69 = 1;
    wp::float32 var_70;
    wp::float32 var_71;
    const wp::int32 var_72 = 0;
    wp::float32 var_73;
    wp::float32 var_74;
    const wp::int32 var_75 = 1;
    wp::float32 var_76;
    wp::float32 var_77;
    const wp::int32 var_78 = 2;
    wp::float32 var_79;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    const wp::float32 var_83 = 1.82;
    wp::float32 var_84;
    wp::float32 var_85;
    const wp::int32 var_86 = 0;
    wp::float32 var_87;
    wp::float32 var_88;
    const wp::int32 var_89 = 1;
    wp::float32 var_90;
    wp::float32 var_91;
    const wp::int32 var_92 = 0;
    wp::float32 var_93;
    wp::float32 var_94;
    const wp::int32 var_95 = 1;
    wp::float32 var_96;
    wp::float32 var_97;
    const wp::int32 var_98 = 0;
    wp::float32 var_99;
    wp::float32 var_100;
    const wp::int32 var_101 = 1;
    wp::float32 var_102;
    wp::float32 var_103;
    //---------
    // forward
    // def function_000001(contact_uvs: wp.array(dtype=wp.vec2), contact_pressures: wp.array(dtype=float), contact_densities: wp.array(dtype=float), contact_scores: wp.array(dtype=float), contact_energies: wp.array(dtype=float)):       <L 42>
    // tid = wp.tid()  # this thread's element                                                <L 43>
    var_0 = builtin_tid1d();
    // v9 = contact_uvs[tid]                                                                  <L 44>
    var_1 = wp::address(var_contact_uvs, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v10 = contact_pressures[tid]                                                           <L 45>
    var_4 = wp::address(var_contact_pressures, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v11 = contact_densities[tid]                                                           <L 46>
    var_7 = wp::address(var_contact_densities, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v12 = wp.vec2(v11, v11)                                                                <L 47>
    var_10 = wp::vec_t<2, wp::float32>(var_8, var_8);
    // v13 = function_000001_f1(v11, v10, v10)                                                <L 48>
    var_11 = function_000001_f1_0(var_8, var_5, var_5);
    // for j14 in range(2):                                                                   <L 49>
    // v13 = v13 + wp.cos(wp.step(wp.atan(v11)) * function_000001_f1(v10, p1=v11, p2=v11))       <L 50>
    var_13 = wp::atan(var_8);
    var_14 = wp::step(var_13);
    var_15 = function_000001_f1_0(var_5, var_8, var_8);
    var_16 = wp::mul(var_14, var_15);
    var_17 = wp::cos(var_16);
    var_18 = wp::add(var_11, var_17);
    var_20 = wp::atan(var_8);
    var_21 = wp::step(var_20);
    var_22 = function_000001_f1_0(var_5, var_8, var_8);
    var_23 = wp::mul(var_21, var_22);
    var_24 = wp::cos(var_23);
    var_25 = wp::add(var_18, var_24);
    // v15 = wp.diag(wp.vec3(0.4, -1.0, -0.9))                                                <L 51>
    var_29 = wp::vec_t<3, wp::float32>(var_26, var_27, var_28);
    var_30 = wp::diag(var_29);
    // f0_fn = wp.static(function_000001_f0)                                                  <L 52>
    // v16 = f0_fn(wp.vec3(-1.623, -1.1, -0.2), contact_pressures, wp.abs((tid + tid)))       <L 53>
    var_34 = wp::vec_t<3, wp::float32>(var_31, var_32, var_33);
    var_35 = wp::add(var_0, var_0);
    var_36 = wp::abs(var_35);
    var_37 = function_000001_f0_0(var_34, var_contact_pressures, var_36);
    // f2_fn = wp.static(function_000001_f2)                                                  <L 54>
    // v17 = f2_fn(wp.vec3(-0.53, -1.537, 1.5), v16)                                          <L 55>
    var_41 = wp::vec_t<3, wp::float32>(var_38, var_39, var_40);
    var_42 = function_000001_f2_0(var_41, var_37);
    // res18 = function_000001_f3(v15, (v16 + v12), v13)                                      <L 56>
    var_43 = wp::add(var_37, var_10);
    function_000001_f3_0(var_30, var_43, var_25, var_44, var_45);
    var_46 = wp::tuple(var_44, var_45);
    // v19, v20 = res18                                                                       <L 57>
    var_48 = wp::extract<0>(var_46);
    var_50 = wp::extract<1>(var_46);
    // contact_scores[tid] = v10 + v11 + v13 + v13 * 1.34 + v9[0] + v9[1] + wp.ddot(v15, wp.mat33(1.0)) + v17[0] + v17[1] + v20[0] + v20[1] + v20[2]       <L 58>
    var_51 = wp::add(var_5, var_8);
    var_52 = wp::add(var_51, var_25);
    var_54 = wp::mul(var_25, var_53);
    var_55 = wp::add(var_52, var_54);
    var_57 = wp::extract(var_2, var_56);
    var_58 = wp::add(var_55, var_57);
    var_60 = wp::extract(var_2, var_59);
    var_61 = wp::add(var_58, var_60);
    var_63 = wp::mat_t<3, 3, wp::float32>(var_62);
    var_64 = wp::ddot(var_30, var_63);
    var_65 = wp::add(var_61, var_64);
    var_67 = wp::extract(var_42, var_66);
    var_68 = wp::add(var_65, var_67);
    var_70 = wp::extract(var_42, var_69);
    var_71 = wp::add(var_68, var_70);
    var_73 = wp::extract(var_50, var_72);
    var_74 = wp::add(var_71, var_73);
    var_76 = wp::extract(var_50, var_75);
    var_77 = wp::add(var_74, var_76);
    var_79 = wp::extract(var_50, var_78);
    var_80 = wp::add(var_77, var_79);
    wp::array_store(var_contact_scores, var_0, var_80);
    // contact_energies[tid] = v10 + v11 + v13 + v13 * 1.82 + v12[0] + v12[1] + v16[0] + v16[1] + v19[0] + v19[1]       <L 60>
    var_81 = wp::add(var_5, var_8);
    var_82 = wp::add(var_81, var_25);
    var_84 = wp::mul(var_25, var_83);
    var_85 = wp::add(var_82, var_84);
    var_87 = wp::extract(var_10, var_86);
    var_88 = wp::add(var_85, var_87);
    var_90 = wp::extract(var_10, var_89);
    var_91 = wp::add(var_88, var_90);
    var_93 = wp::extract(var_37, var_92);
    var_94 = wp::add(var_91, var_93);
    var_96 = wp::extract(var_37, var_95);
    var_97 = wp::add(var_94, var_96);
    var_99 = wp::extract(var_48, var_98);
    var_100 = wp::add(var_97, var_99);
    var_102 = wp::extract(var_48, var_101);
    var_103 = wp::add(var_100, var_102);
    wp::array_store(var_contact_energies, var_0, var_103);
}



void function_000001_bf8fff9a_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_function_000001_bf8fff9a *_wp_args,
    wp_args_function_000001_bf8fff9a *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<2, wp::float32>> var_contact_uvs = _wp_args->contact_uvs;
    wp::array_t<wp::float32> var_contact_pressures = _wp_args->contact_pressures;
    wp::array_t<wp::float32> var_contact_densities = _wp_args->contact_densities;
    wp::array_t<wp::float32> var_contact_scores = _wp_args->contact_scores;
    wp::array_t<wp::float32> var_contact_energies = _wp_args->contact_energies;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_contact_uvs = _wp_adj_args->contact_uvs;
    wp::array_t<wp::float32> adj_contact_pressures = _wp_adj_args->contact_pressures;
    wp::array_t<wp::float32> adj_contact_densities = _wp_adj_args->contact_densities;
    wp::array_t<wp::float32> adj_contact_scores = _wp_adj_args->contact_scores;
    wp::array_t<wp::float32> adj_contact_energies = _wp_adj_args->contact_energies;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<2, wp::float32>* var_1;
    wp::vec_t<2, wp::float32> var_2;
    wp::vec_t<2, wp::float32> var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::vec_t<2, wp::float32> var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 0;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::int32 var_19 = 1;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::float32 var_26 = 0.4;
    const wp::float32 var_27 = -1.0;
    const wp::float32 var_28 = -0.9;
    wp::vec_t<3, wp::float32> var_29;
    wp::mat_t<3, 3, wp::float32> var_30;
    const wp::float32 var_31 = -1.623;
    const wp::float32 var_32 = -1.1;
    const wp::float32 var_33 = -0.2;
    wp::vec_t<3, wp::float32> var_34;
    wp::int32 var_35;
    wp::int32 var_36;
    wp::vec_t<2, wp::float32> var_37;
    const wp::float32 var_38 = -0.53;
    const wp::float32 var_39 = -1.537;
    const wp::float32 var_40 = 1.5;
    wp::vec_t<3, wp::float32> var_41;
    wp::vec_t<2, wp::float32> var_42;
    wp::vec_t<2, wp::float32> var_43;
    wp::vec_t<2, wp::float32> var_44;
    wp::vec_t<3, wp::float32> var_45;
    wp::tuple_t<wp::vec_t<2, wp::float32>, wp::vec_t<3, wp::float32>> var_46;
    const wp::int32 var_47 = 0;
    wp::vec_t<2, wp::float32> var_48;
    const wp::int32 var_49 = 1;
    wp::vec_t<3, wp::float32> var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    const wp::float32 var_53 = 1.34;
    wp::float32 var_54;
    wp::float32 var_55;
    const wp::int32 var_56 = 0;
    wp::float32 var_57;
    wp::float32 var_58;
    const wp::int32 var_59 = 1;
    wp::float32 var_60;
    wp::float32 var_61;
    const wp::float32 var_62 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    const wp::int32 var_66 = 0;
    wp::float32 var_67;
    wp::float32 var_68;
    const wp::int32 var_69 = 1;
    wp::float32 var_70;
    wp::float32 var_71;
    const wp::int32 var_72 = 0;
    wp::float32 var_73;
    wp::float32 var_74;
    const wp::int32 var_75 = 1;
    wp::float32 var_76;
    wp::float32 var_77;
    const wp::int32 var_78 = 2;
    wp::float32 var_79;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    const wp::float32 var_83 = 1.82;
    wp::float32 var_84;
    wp::float32 var_85;
    const wp::int32 var_86 = 0;
    wp::float32 var_87;
    wp::float32 var_88;
    const wp::int32 var_89 = 1;
    wp::float32 var_90;
    wp::float32 var_91;
    const wp::int32 var_92 = 0;
    wp::float32 var_93;
    wp::float32 var_94;
    const wp::int32 var_95 = 1;
    wp::float32 var_96;
    wp::float32 var_97;
    const wp::int32 var_98 = 0;
    wp::float32 var_99;
    wp::float32 var_100;
    const wp::int32 var_101 = 1;
    wp::float32 var_102;
    wp::float32 var_103;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<2, wp::float32> adj_1 = {};
    wp::vec_t<2, wp::float32> adj_2 = {};
    wp::vec_t<2, wp::float32> adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::vec_t<2, wp::float32> adj_10 = {};
    wp::float32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::int32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::vec_t<3, wp::float32> adj_29 = {};
    wp::mat_t<3, 3, wp::float32> adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::vec_t<3, wp::float32> adj_34 = {};
    wp::int32 adj_35 = {};
    wp::int32 adj_36 = {};
    wp::vec_t<2, wp::float32> adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::vec_t<3, wp::float32> adj_41 = {};
    wp::vec_t<2, wp::float32> adj_42 = {};
    wp::vec_t<2, wp::float32> adj_43 = {};
    wp::vec_t<2, wp::float32> adj_44 = {};
    wp::vec_t<3, wp::float32> adj_45 = {};
    wp::tuple_t<wp::vec_t<2, wp::float32>, wp::vec_t<3, wp::float32>> adj_46 = {};
    wp::int32 adj_47 = {};
    wp::vec_t<2, wp::float32> adj_48 = {};
    wp::int32 adj_49 = {};
    wp::vec_t<3, wp::float32> adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::int32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::int32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::mat_t<3, 3, wp::float32> adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::int32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::int32 adj_69 = {};
    wp::float32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::int32 adj_72 = {};
    wp::float32 adj_73 = {};
    wp::float32 adj_74 = {};
    wp::int32 adj_75 = {};
    wp::float32 adj_76 = {};
    wp::float32 adj_77 = {};
    wp::int32 adj_78 = {};
    wp::float32 adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::float32 adj_84 = {};
    wp::float32 adj_85 = {};
    wp::int32 adj_86 = {};
    wp::float32 adj_87 = {};
    wp::float32 adj_88 = {};
    wp::int32 adj_89 = {};
    wp::float32 adj_90 = {};
    wp::float32 adj_91 = {};
    wp::int32 adj_92 = {};
    wp::float32 adj_93 = {};
    wp::float32 adj_94 = {};
    wp::int32 adj_95 = {};
    wp::float32 adj_96 = {};
    wp::float32 adj_97 = {};
    wp::int32 adj_98 = {};
    wp::float32 adj_99 = {};
    wp::float32 adj_100 = {};
    wp::int32 adj_101 = {};
    wp::float32 adj_102 = {};
    wp::float32 adj_103 = {};
    //---------
    // forward
    // def function_000001(contact_uvs: wp.array(dtype=wp.vec2), contact_pressures: wp.array(dtype=float), contact_densities: wp.array(dtype=float), contact_scores: wp.array(dtype=float), contact_energies: wp.array(dtype=float)):       <L 42>
    // tid = wp.tid()  # this thread's element                                                <L 43>
    var_0 = builtin_tid1d();
    // v9 = contact_uvs[tid]                                                                  <L 44>
    var_1 = wp::address(var_contact_uvs, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v10 = contact_pressures[tid]                                                           <L 45>
    var_4 = wp::address(var_contact_pressures, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v11 = contact_densities[tid]                                                           <L 46>
    var_7 = wp::address(var_contact_densities, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v12 = wp.vec2(v11, v11)                                                                <L 47>
    var_10 = wp::vec_t<2, wp::float32>(var_8, var_8);
    // v13 = function_000001_f1(v11, v10, v10)                                                <L 48>
    var_11 = function_000001_f1_0(var_8, var_5, var_5);
    // for j14 in range(2):                                                                   <L 49>
    // v13 = v13 + wp.cos(wp.step(wp.atan(v11)) * function_000001_f1(v10, p1=v11, p2=v11))       <L 50>
    var_13 = wp::atan(var_8);
    var_14 = wp::step(var_13);
    var_15 = function_000001_f1_0(var_5, var_8, var_8);
    var_16 = wp::mul(var_14, var_15);
    var_17 = wp::cos(var_16);
    var_18 = wp::add(var_11, var_17);
    var_20 = wp::atan(var_8);
    var_21 = wp::step(var_20);
    var_22 = function_000001_f1_0(var_5, var_8, var_8);
    var_23 = wp::mul(var_21, var_22);
    var_24 = wp::cos(var_23);
    var_25 = wp::add(var_18, var_24);
    // v15 = wp.diag(wp.vec3(0.4, -1.0, -0.9))                                                <L 51>
    var_29 = wp::vec_t<3, wp::float32>(var_26, var_27, var_28);
    var_30 = wp::diag(var_29);
    // f0_fn = wp.static(function_000001_f0)                                                  <L 52>
    // v16 = f0_fn(wp.vec3(-1.623, -1.1, -0.2), contact_pressures, wp.abs((tid + tid)))       <L 53>
    var_34 = wp::vec_t<3, wp::float32>(var_31, var_32, var_33);
    var_35 = wp::add(var_0, var_0);
    var_36 = wp::abs(var_35);
    var_37 = function_000001_f0_0(var_34, var_contact_pressures, var_36);
    // f2_fn = wp.static(function_000001_f2)                                                  <L 54>
    // v17 = f2_fn(wp.vec3(-0.53, -1.537, 1.5), v16)                                          <L 55>
    var_41 = wp::vec_t<3, wp::float32>(var_38, var_39, var_40);
    var_42 = function_000001_f2_0(var_41, var_37);
    // res18 = function_000001_f3(v15, (v16 + v12), v13)                                      <L 56>
    var_43 = wp::add(var_37, var_10);
    function_000001_f3_0(var_30, var_43, var_25, var_44, var_45);
    var_46 = wp::tuple(var_44, var_45);
    // v19, v20 = res18                                                                       <L 57>
    var_48 = wp::extract<0>(var_46);
    var_50 = wp::extract<1>(var_46);
    // contact_scores[tid] = v10 + v11 + v13 + v13 * 1.34 + v9[0] + v9[1] + wp.ddot(v15, wp.mat33(1.0)) + v17[0] + v17[1] + v20[0] + v20[1] + v20[2]       <L 58>
    var_51 = wp::add(var_5, var_8);
    var_52 = wp::add(var_51, var_25);
    var_54 = wp::mul(var_25, var_53);
    var_55 = wp::add(var_52, var_54);
    var_57 = wp::extract(var_2, var_56);
    var_58 = wp::add(var_55, var_57);
    var_60 = wp::extract(var_2, var_59);
    var_61 = wp::add(var_58, var_60);
    var_63 = wp::mat_t<3, 3, wp::float32>(var_62);
    var_64 = wp::ddot(var_30, var_63);
    var_65 = wp::add(var_61, var_64);
    var_67 = wp::extract(var_42, var_66);
    var_68 = wp::add(var_65, var_67);
    var_70 = wp::extract(var_42, var_69);
    var_71 = wp::add(var_68, var_70);
    var_73 = wp::extract(var_50, var_72);
    var_74 = wp::add(var_71, var_73);
    var_76 = wp::extract(var_50, var_75);
    var_77 = wp::add(var_74, var_76);
    var_79 = wp::extract(var_50, var_78);
    var_80 = wp::add(var_77, var_79);
    // wp::array_store(var_contact_scores, var_0, var_80);
    // contact_energies[tid] = v10 + v11 + v13 + v13 * 1.82 + v12[0] + v12[1] + v16[0] + v16[1] + v19[0] + v19[1]       <L 60>
    var_81 = wp::add(var_5, var_8);
    var_82 = wp::add(var_81, var_25);
    var_84 = wp::mul(var_25, var_83);
    var_85 = wp::add(var_82, var_84);
    var_87 = wp::extract(var_10, var_86);
    var_88 = wp::add(var_85, var_87);
    var_90 = wp::extract(var_10, var_89);
    var_91 = wp::add(var_88, var_90);
    var_93 = wp::extract(var_37, var_92);
    var_94 = wp::add(var_91, var_93);
    var_96 = wp::extract(var_37, var_95);
    var_97 = wp::add(var_94, var_96);
    var_99 = wp::extract(var_48, var_98);
    var_100 = wp::add(var_97, var_99);
    var_102 = wp::extract(var_48, var_101);
    var_103 = wp::add(var_100, var_102);
    // wp::array_store(var_contact_energies, var_0, var_103);
    //---------
    // reverse
    wp::adj_array_store(var_contact_energies, var_0, var_103, adj_contact_energies, adj_0, adj_103);
    wp::adj_add(var_100, var_102, adj_100, adj_102, adj_103);
    wp::adj_extract(var_48, var_101, adj_48, adj_101, adj_102);
    wp::adj_add(var_97, var_99, adj_97, adj_99, adj_100);
    wp::adj_extract(var_48, var_98, adj_48, adj_98, adj_99);
    wp::adj_add(var_94, var_96, adj_94, adj_96, adj_97);
    wp::adj_extract(var_37, var_95, adj_37, adj_95, adj_96);
    wp::adj_add(var_91, var_93, adj_91, adj_93, adj_94);
    wp::adj_extract(var_37, var_92, adj_37, adj_92, adj_93);
    wp::adj_add(var_88, var_90, adj_88, adj_90, adj_91);
    wp::adj_extract(var_10, var_89, adj_10, adj_89, adj_90);
    wp::adj_add(var_85, var_87, adj_85, adj_87, adj_88);
    wp::adj_extract(var_10, var_86, adj_10, adj_86, adj_87);
    wp::adj_add(var_82, var_84, adj_82, adj_84, adj_85);
    wp::adj_mul(var_25, var_83, adj_25, adj_83, adj_84);
    wp::adj_add(var_81, var_25, adj_81, adj_25, adj_82);
    wp::adj_add(var_5, var_8, adj_5, adj_8, adj_81);
    // adj: contact_energies[tid] = v10 + v11 + v13 + v13 * 1.82 + v12[0] + v12[1] + v16[0] + v16[1] + v19[0] + v19[1]  <L 60>
    wp::adj_array_store(var_contact_scores, var_0, var_80, adj_contact_scores, adj_0, adj_80);
    wp::adj_add(var_77, var_79, adj_77, adj_79, adj_80);
    wp::adj_extract(var_50, var_78, adj_50, adj_78, adj_79);
    wp::adj_add(var_74, var_76, adj_74, adj_76, adj_77);
    wp::adj_extract(var_50, var_75, adj_50, adj_75, adj_76);
    wp::adj_add(var_71, var_73, adj_71, adj_73, adj_74);
    wp::adj_extract(var_50, var_72, adj_50, adj_72, adj_73);
    wp::adj_add(var_68, var_70, adj_68, adj_70, adj_71);
    wp::adj_extract(var_42, var_69, adj_42, adj_69, adj_70);
    wp::adj_add(var_65, var_67, adj_65, adj_67, adj_68);
    wp::adj_extract(var_42, var_66, adj_42, adj_66, adj_67);
    wp::adj_add(var_61, var_64, adj_61, adj_64, adj_65);
    wp::adj_ddot(var_30, var_63, adj_30, adj_63, adj_64);
    wp::adj_mat_t(var_62, adj_62, adj_63);
    wp::adj_add(var_58, var_60, adj_58, adj_60, adj_61);
    wp::adj_extract(var_2, var_59, adj_2, adj_59, adj_60);
    wp::adj_add(var_55, var_57, adj_55, adj_57, adj_58);
    wp::adj_extract(var_2, var_56, adj_2, adj_56, adj_57);
    wp::adj_add(var_52, var_54, adj_52, adj_54, adj_55);
    wp::adj_mul(var_25, var_53, adj_25, adj_53, adj_54);
    wp::adj_add(var_51, var_25, adj_51, adj_25, adj_52);
    wp::adj_add(var_5, var_8, adj_5, adj_8, adj_51);
    // adj: contact_scores[tid] = v10 + v11 + v13 + v13 * 1.34 + v9[0] + v9[1] + wp.ddot(v15, wp.mat33(1.0)) + v17[0] + v17[1] + v20[0] + v20[1] + v20[2]  <L 58>
    // adj: v19, v20 = res18                                                                  <L 57>
    adj_function_000001_f3_0(var_30, var_43, var_25, var_44, var_45, adj_30, adj_43, adj_25, adj_44, adj_45);
    wp::adj_add(var_37, var_10, adj_37, adj_10, adj_43);
    // adj: res18 = function_000001_f3(v15, (v16 + v12), v13)                                 <L 56>
    adj_function_000001_f2_0(var_41, var_37, adj_41, adj_37, adj_42);
    wp::adj_vec_t(var_38, var_39, var_40, adj_38, adj_39, adj_40, adj_41);
    // adj: v17 = f2_fn(wp.vec3(-0.53, -1.537, 1.5), v16)                                     <L 55>
    // adj: f2_fn = wp.static(function_000001_f2)                                             <L 54>
    adj_function_000001_f0_0(var_34, var_contact_pressures, var_36, adj_34, adj_contact_pressures, adj_36, adj_37);
    wp::adj_abs(var_35, adj_35, adj_36);
    wp::adj_add(var_0, var_0, adj_0, adj_0, adj_35);
    wp::adj_vec_t(var_31, var_32, var_33, adj_31, adj_32, adj_33, adj_34);
    // adj: v16 = f0_fn(wp.vec3(-1.623, -1.1, -0.2), contact_pressures, wp.abs((tid + tid)))  <L 53>
    // adj: f0_fn = wp.static(function_000001_f0)                                             <L 52>
    wp::adj_diag(var_29, adj_29, adj_30);
    wp::adj_vec_t(var_26, var_27, var_28, adj_26, adj_27, adj_28, adj_29);
    // adj: v15 = wp.diag(wp.vec3(0.4, -1.0, -0.9))                                           <L 51>
    wp::adj_add(var_18, var_24, adj_18, adj_24, adj_25);
    wp::adj_cos(var_23, adj_23, adj_24);
    wp::adj_mul(var_21, var_22, adj_21, adj_22, adj_23);
    adj_function_000001_f1_0(var_5, var_8, var_8, adj_5, adj_8, adj_8, adj_22);
    wp::adj_atan(var_8, adj_8, adj_20);
    wp::adj_add(var_11, var_17, adj_11, adj_17, adj_18);
    wp::adj_cos(var_16, adj_16, adj_17);
    wp::adj_mul(var_14, var_15, adj_14, adj_15, adj_16);
    adj_function_000001_f1_0(var_5, var_8, var_8, adj_5, adj_8, adj_8, adj_15);
    wp::adj_atan(var_8, adj_8, adj_13);
    // adj: v13 = v13 + wp.cos(wp.step(wp.atan(v11)) * function_000001_f1(v10, p1=v11, p2=v11))  <L 50>
    // adj: for j14 in range(2):                                                              <L 49>
    adj_function_000001_f1_0(var_8, var_5, var_5, adj_8, adj_5, adj_5, adj_11);
    // adj: v13 = function_000001_f1(v11, v10, v10)                                           <L 48>
    wp::adj_vec_t(var_8, var_8, adj_8, adj_8, adj_10);
    // adj: v12 = wp.vec2(v11, v11)                                                           <L 47>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_contact_densities, var_0, adj_contact_densities, adj_0, adj_7);
    // adj: v11 = contact_densities[tid]                                                      <L 46>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_contact_pressures, var_0, adj_contact_pressures, adj_0, adj_4);
    // adj: v10 = contact_pressures[tid]                                                      <L 45>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_contact_uvs, var_0, adj_contact_uvs, adj_0, adj_1);
    // adj: v9 = contact_uvs[tid]                                                             <L 44>
    // adj: tid = wp.tid()  # this thread's element                                           <L 43>
    // adj: def function_000001(contact_uvs: wp.array(dtype=wp.vec2), contact_pressures: wp.array(dtype=float), contact_densities: wp.array(dtype=float), contact_scores: wp.array(dtype=float), contact_energies: wp.array(dtype=float)):  <L 42>
    return;
}



struct function_000001_bf8fff9a_cpu_block_payload_forward
{
    wp_args_function_000001_bf8fff9a* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void function_000001_bf8fff9a_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    function_000001_bf8fff9a_cpu_block_payload_forward* payload = (function_000001_bf8fff9a_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    function_000001_bf8fff9a_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void function_000001_bf8fff9a_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_function_000001_bf8fff9a *_wp_args)
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
        function_000001_bf8fff9a_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &function_000001_bf8fff9a_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct function_000001_bf8fff9a_cpu_block_payload_backward
{
    wp_args_function_000001_bf8fff9a* args;
    wp_args_function_000001_bf8fff9a* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void function_000001_bf8fff9a_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    function_000001_bf8fff9a_cpu_block_payload_backward* payload = (function_000001_bf8fff9a_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    function_000001_bf8fff9a_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void function_000001_bf8fff9a_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_function_000001_bf8fff9a *_wp_args,
    wp_args_function_000001_bf8fff9a *_wp_adj_args)
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
        function_000001_bf8fff9a_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &function_000001_bf8fff9a_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

