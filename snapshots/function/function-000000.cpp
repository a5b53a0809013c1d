// Generated for case function-000000 with warp-lang 1.19.0. Do not edit.
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


// function-000000.py:4
static wp::mat_t<3, 3, wp::float32> function_000000_f0_0(
    wp::vec_t<2, wp::float32> var_p0,
    wp::mat_t<3, 3, wp::float32> var_p1,
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
    const wp::float32 var_9 = -0.54;
    const wp::float32 var_10 = 0.12;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 0.5;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    const wp::float32 var_18 = 1.03;
    const wp::float32 var_19 = -0.873;
    const wp::float32 var_20 = -0.7;
    wp::vec_t<3, wp::float32> var_21;
    wp::vec_t<3, wp::float32> var_22;
    const wp::float32 var_23 = -1.81;
    wp::vec_t<3, wp::float32> var_24;
    wp::vec_t<3, wp::float32> var_25;
    wp::vec_t<2, wp::float32> var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::float32 var_29 = 1.0;
    wp::float32 var_30;
    wp::vec_t<3, wp::float32> var_31;
    const wp::int32 var_32 = 4;
    wp::int32 var_33;
    const wp::int32 var_34 = 1;
    bool var_35;
    const wp::float32 var_36 = -0.41;
    const wp::float32 var_37 = 1.434;
    const wp::float32 var_38 = -0.162;
    wp::vec_t<3, wp::float32> var_39;
    wp::mat_t<3, 3, wp::float32> var_40;
    //---------
    // forward
    // def function_000000_f0(p0: wp.vec2, p1: wp.mat33, arr: wp.array(dtype=float), idx: int) -> wp.mat33:       <L 5>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 6>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = (wp.clamp((v0 * v0), -0.54, 0.12) + (v0 * wp.sqrt(wp.abs(v0) + 0.5)))             <L 7>
    var_8 = wp::mul(var_6, var_6);
    var_11 = wp::clamp(var_8, var_9, var_10);
    var_12 = wp::abs(var_6);
    var_14 = wp::add(var_12, var_13);
    var_15 = wp::sqrt(var_14);
    var_16 = wp::mul(var_6, var_15);
    var_17 = wp::add(var_11, var_16);
    // v2 = ((wp.normalize(wp.vec3(1.03, -0.873, -0.7)) - wp.vec3(-1.81)) / (wp.abs(wp.length(-p0)) + 1.0))       <L 8>
    var_21 = wp::vec_t<3, wp::float32>(var_18, var_19, var_20);
    var_22 = wp::normalize(var_21);
    var_24 = wp::vec_t<3, wp::float32>(var_23);
    var_25 = wp::sub(var_22, var_24);
    var_26 = wp::neg(var_p0);
    var_27 = wp::length(var_26);
    var_28 = wp::abs(var_27);
    var_30 = wp::add(var_28, var_29);
    var_31 = wp::div(var_25, var_30);
    // if (idx) % 4 == 1:                                                                     <L 9>
    var_33 = wp::mod(var_idx, var_32);
    var_35 = (var_33 == var_34);
    if (var_35) {
        // return p1                                                                          <L 10>
        return var_p1;
    }
    // return wp.diag(wp.vec3(-0.41, 1.434, -0.162))                                          <L 11>
    var_39 = wp::vec_t<3, wp::float32>(var_36, var_37, var_38);
    var_40 = wp::diag(var_39);
    return var_40;
}


// function-000000.py:14
static void function_000000_f1_0(
    wp::mat_t<3, 3, wp::float32> var_p0,
    wp::vec_t<2, wp::float32> var_p1,
    wp::vec_t<3, wp::float32> var_p2,
    wp::mat_t<3, 3, wp::float32> & ret_0,
    wp::float32 & ret_1)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -1.858;
    const wp::float32 var_1 = -1.2;
    const wp::float32 var_2 = 0.97;
    wp::float32 var_3;
    const wp::float32 var_4 = 1.0;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = -0.23;
    const wp::float32 var_9 = 1.3;
    wp::float32 var_10;
    const wp::float32 var_11 = 1.0;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 1.6;
    const wp::float32 var_15 = -1.401;
    wp::float32 var_16;
    const wp::float32 var_17 = 1.0;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = 1.0;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::mat_t<3, 3, wp::float32> var_26;
    const wp::int32 var_27 = 1;
    const wp::int32 var_28 = 1;
    wp::float32 var_29;
    wp::float32 var_30;
    const wp::float32 var_31 = 1.0;
    wp::float32 var_32;
    const wp::float32 var_33 = -2.0;
    const wp::float32 var_34 = 2.0;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::float32 var_38 = 1.0;
    wp::float32 var_39;
    wp::float32 var_40;
    //---------
    // forward
    // def function_000000_f1(p0: wp.mat33, p1: wp.vec2, p2: wp.vec3):                        <L 15>
    // v3 = wp.mod((-1.858 * (-1.2 / (wp.abs(0.97) + 1.0))), wp.abs(((-0.23 / (wp.abs(1.3) + 1.0)) - (1.6 / (wp.abs(-1.401) + 1.0)))) + 1.0)       <L 16>
    var_3 = wp::abs(var_2);
    var_5 = wp::add(var_3, var_4);
    var_6 = wp::div(var_1, var_5);
    var_7 = wp::mul(var_0, var_6);
    var_10 = wp::abs(var_9);
    var_12 = wp::add(var_10, var_11);
    var_13 = wp::div(var_8, var_12);
    var_16 = wp::abs(var_15);
    var_18 = wp::add(var_16, var_17);
    var_19 = wp::div(var_14, var_18);
    var_20 = wp::sub(var_13, var_19);
    var_21 = wp::abs(var_20);
    var_23 = wp::add(var_21, var_22);
    var_24 = wp::mod(var_7, var_23);
    // v4 = v3                                                                                <L 17>
    var_25 = wp::copy(var_24);
    // v5 = p0                                                                                <L 18>
    var_26 = wp::copy(var_p0);
    // return v5, (p0[1, 1] / (wp.abs(wp.pow(wp.abs(v4) + 1.0, wp.clamp(v4, -2.0, 2.0))) + 1.0))       <L 19>
    var_29 = wp::extract(var_p0, var_27, var_28);
    var_30 = wp::abs(var_25);
    var_32 = wp::add(var_30, var_31);
    var_35 = wp::clamp(var_25, var_33, var_34);
    var_36 = wp::pow(var_32, var_35);
    var_37 = wp::abs(var_36);
    var_39 = wp::add(var_37, var_38);
    var_40 = wp::div(var_29, var_39);
    ret_0 = var_26;
    ret_1 = var_40;
    return;
}


// function-000000.py:22
static wp::vec_t<3, wp::float32> function_000000_f2_0(
    wp::vec_t<2, wp::float32> var_p0,
    wp::mat_t<3, 3, wp::float32> var_p1,
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
    const wp::float32 var_8 = -0.17;
    const wp::float32 var_9 = 0.18;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = -0.41;
    const wp::float32 var_16 = -1.639;
    const wp::float32 var_17 = 0.8;
    wp::vec_t<3, wp::float32> var_18;
    wp::vec_t<3, wp::float32> var_19;
    const wp::float32 var_20 = -0.9;
    const wp::float32 var_21 = 0.9;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    const wp::float32 var_25 = 1.0;
    wp::float32 var_26;
    wp::vec_t<3, wp::float32> var_27;
    wp::float32 var_28;
    bool var_29;
    const wp::float32 var_30 = -1.88;
    wp::vec_t<3, wp::float32> var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = 1.0;
    wp::float32 var_35;
    wp::float32 var_36;
    const wp::float32 var_37 = -1.12;
    const wp::float32 var_38 = 0.683;
    const wp::float32 var_39 = 1.732;
    wp::vec_t<3, wp::float32> var_40;
    const wp::int32 var_41 = 1;
    wp::float32 var_42;
    wp::vec_t<3, wp::float32> var_43;
    //---------
    // forward
    // def function_000000_f2(p0: wp.vec2, p1: wp.mat33, arr: wp.array(dtype=float), idx: int):       <L 23>
    // v6 = arr[idx % arr.shape[0]]                                                           <L 24>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v7 = ((wp.clamp(v6, -0.17, 0.18) * wp.length(p0)) - wp.trace(p1))                      <L 25>
    var_10 = wp::clamp(var_6, var_8, var_9);
    var_11 = wp::length(var_p0);
    var_12 = wp::mul(var_10, var_11);
    var_13 = wp::trace(var_p1);
    var_14 = wp::sub(var_12, var_13);
    // v8 = wp.length_sq((wp.normalize(wp.vec3(-0.41, -1.639, 0.8)) / (wp.abs(wp.asin(wp.clamp(v7, -0.9, 0.9))) + 1.0)))       <L 26>
    var_18 = wp::vec_t<3, wp::float32>(var_15, var_16, var_17);
    var_19 = wp::normalize(var_18);
    var_22 = wp::clamp(var_14, var_20, var_21);
    var_23 = wp::asin(var_22);
    var_24 = wp::abs(var_23);
    var_26 = wp::add(var_24, var_25);
    var_27 = wp::div(var_19, var_26);
    var_28 = wp::length_sq(var_27);
    // if v6 > v7:                                                                            <L 27>
    var_29 = (var_6 > var_14);
    if (var_29) {
        // return wp.vec3(-1.88)                                                              <L 28>
        var_31 = wp::vec_t<3, wp::float32>(var_30);
        return var_31;
    }
    // return wp.vec3(float(idx), (v6 / (wp.abs(v8) + 1.0)), (wp.vec3(-1.12, 0.683, 1.732))[1])       <L 29>
    var_32 = wp::float(var_idx);
    var_33 = wp::abs(var_28);
    var_35 = wp::add(var_33, var_34);
    var_36 = wp::div(var_6, var_35);
    var_40 = wp::vec_t<3, wp::float32>(var_37, var_38, var_39);
    var_42 = wp::extract(var_40, var_41);
    var_43 = wp::vec_t<3, wp::float32>(var_32, var_36, var_42);
    return var_43;
}


// function-000000.py:32
static wp::float32 function_000000_f3_0(
    wp::float32 var_p0,
    wp::float32 var_p1)
{
    //---------
    // primal vars
    wp::float32 var_0;
    //---------
    // forward
    // def function_000000_f3(p0: float, p1: float) -> float:                                 <L 33>
    // return (p0 * p0)                                                                       <L 34>
    var_0 = wp::mul(var_p0, var_p0);
    return var_0;
}


// function-000000.py:37
static void adj_function_000000_f3_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::float32 & adj_p0,
    wp::float32 & adj_p1,
    wp::float32 & var_adj_ret)
{
	// user-defined adjoint code
    //---------
    // primal vars
    const wp::float32 var_0 = 2.0;
    wp::float32 var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    //---------
    // forward
    // def adj_function_000000_f3(p0: float, p1: float, adj_ret: float):                      <L 38>
    // wp.adjoint[p0] += (2.0 * p0) * adj_ret                                                 <L 39>
    var_1 = wp::mul(var_0, var_p0);
    var_2 = wp::mul(var_1, var_adj_ret);
    var_3 = wp::add(adj_p0, var_2);
    adj_p0 = var_3;
}


// function-000000.py:4
static void adj_function_000000_f0_0(
    wp::vec_t<2, wp::float32> var_p0,
    wp::mat_t<3, 3, wp::float32> var_p1,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::vec_t<2, wp::float32> & adj_p0,
    wp::mat_t<3, 3, wp::float32> & adj_p1,
    wp::array_t<wp::float32> & adj_arr,
    wp::int32 & adj_idx,
    wp::mat_t<3, 3, wp::float32> & adj_ret)
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
    const wp::float32 var_9 = -0.54;
    const wp::float32 var_10 = 0.12;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 0.5;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    const wp::float32 var_18 = 1.03;
    const wp::float32 var_19 = -0.873;
    const wp::float32 var_20 = -0.7;
    wp::vec_t<3, wp::float32> var_21;
    wp::vec_t<3, wp::float32> var_22;
    const wp::float32 var_23 = -1.81;
    wp::vec_t<3, wp::float32> var_24;
    wp::vec_t<3, wp::float32> var_25;
    wp::vec_t<2, wp::float32> var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::float32 var_29 = 1.0;
    wp::float32 var_30;
    wp::vec_t<3, wp::float32> var_31;
    const wp::int32 var_32 = 4;
    wp::int32 var_33;
    const wp::int32 var_34 = 1;
    bool var_35;
    const wp::float32 var_36 = -0.41;
    const wp::float32 var_37 = 1.434;
    const wp::float32 var_38 = -0.162;
    wp::vec_t<3, wp::float32> var_39;
    wp::mat_t<3, 3, wp::float32> var_40;
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
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::vec_t<3, wp::float32> adj_21 = {};
    wp::vec_t<3, wp::float32> adj_22 = {};
    wp::float32 adj_23 = {};
    wp::vec_t<3, wp::float32> adj_24 = {};
    wp::vec_t<3, wp::float32> adj_25 = {};
    wp::vec_t<2, wp::float32> adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::vec_t<3, wp::float32> adj_31 = {};
    wp::int32 adj_32 = {};
    wp::int32 adj_33 = {};
    wp::int32 adj_34 = {};
    bool adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::vec_t<3, wp::float32> adj_39 = {};
    wp::mat_t<3, 3, wp::float32> adj_40 = {};
    //---------
    // forward
    // def function_000000_f0(p0: wp.vec2, p1: wp.mat33, arr: wp.array(dtype=float), idx: int) -> wp.mat33:       <L 5>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 6>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = (wp.clamp((v0 * v0), -0.54, 0.12) + (v0 * wp.sqrt(wp.abs(v0) + 0.5)))             <L 7>
    var_8 = wp::mul(var_6, var_6);
    var_11 = wp::clamp(var_8, var_9, var_10);
    var_12 = wp::abs(var_6);
    var_14 = wp::add(var_12, var_13);
    var_15 = wp::sqrt(var_14);
    var_16 = wp::mul(var_6, var_15);
    var_17 = wp::add(var_11, var_16);
    // v2 = ((wp.normalize(wp.vec3(1.03, -0.873, -0.7)) - wp.vec3(-1.81)) / (wp.abs(wp.length(-p0)) + 1.0))       <L 8>
    var_21 = wp::vec_t<3, wp::float32>(var_18, var_19, var_20);
    var_22 = wp::normalize(var_21);
    var_24 = wp::vec_t<3, wp::float32>(var_23);
    var_25 = wp::sub(var_22, var_24);
    var_26 = wp::neg(var_p0);
    var_27 = wp::length(var_26);
    var_28 = wp::abs(var_27);
    var_30 = wp::add(var_28, var_29);
    var_31 = wp::div(var_25, var_30);
    // if (idx) % 4 == 1:                                                                     <L 9>
    var_33 = wp::mod(var_idx, var_32);
    var_35 = (var_33 == var_34);
    if (var_35) {
        // return p1                                                                          <L 10>
        goto label0;
    }
    // return wp.diag(wp.vec3(-0.41, 1.434, -0.162))                                          <L 11>
    var_39 = wp::vec_t<3, wp::float32>(var_36, var_37, var_38);
    var_40 = wp::diag(var_39);
    goto label1;
    //---------
    // reverse
    label1:;
    adj_40 += adj_ret;
    wp::adj_diag(var_39, adj_39, adj_40);
    wp::adj_vec_t(var_36, var_37, var_38, adj_36, adj_37, adj_38, adj_39);
    // adj: return wp.diag(wp.vec3(-0.41, 1.434, -0.162))                                     <L 11>
    if (var_35) {
        label0:;
        adj_p1 += adj_ret;
        // adj: return p1                                                                     <L 10>
    }
    wp::adj_mod(var_idx, var_32, adj_idx, adj_32, adj_33);
    // adj: if (idx) % 4 == 1:                                                                <L 9>
    wp::adj_div(var_25, var_30, adj_25, adj_30, adj_31);
    wp::adj_add(var_28, var_29, adj_28, adj_29, adj_30);
    wp::adj_abs(var_27, adj_27, adj_28);
    wp::adj_length(var_26, var_27, adj_26, adj_27);
    wp::adj_neg(var_p0, adj_p0, adj_26);
    wp::adj_sub(var_22, var_24, adj_22, adj_24, adj_25);
    wp::adj_vec_t(var_23, adj_23, adj_24);
    wp::adj_normalize(var_21, var_22, adj_21, adj_22);
    wp::adj_vec_t(var_18, var_19, var_20, adj_18, adj_19, adj_20, adj_21);
    // adj: v2 = ((wp.normalize(wp.vec3(1.03, -0.873, -0.7)) - wp.vec3(-1.81)) / (wp.abs(wp.length(-p0)) + 1.0))  <L 8>
    wp::adj_add(var_11, var_16, adj_11, adj_16, adj_17);
    wp::adj_mul(var_6, var_15, adj_6, adj_15, adj_16);
    wp::adj_sqrt(var_14, var_15, adj_14, adj_15);
    wp::adj_add(var_12, var_13, adj_12, adj_13, adj_14);
    wp::adj_abs(var_6, adj_6, adj_12);
    wp::adj_clamp(var_8, var_9, var_10, adj_8, adj_9, adj_10, adj_11);
    wp::adj_mul(var_6, var_6, adj_6, adj_6, adj_8);
    // adj: v1 = (wp.clamp((v0 * v0), -0.54, 0.12) + (v0 * wp.sqrt(wp.abs(v0) + 0.5)))        <L 7>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_arr, var_4, adj_arr, adj_4, adj_5);
    wp::adj_mod(var_idx, var_2, adj_idx, adj_2, adj_4);
    adj_arr.shape = adj_0;
    // adj: v0 = arr[idx % arr.shape[0]]                                                      <L 6>
    // adj: def function_000000_f0(p0: wp.vec2, p1: wp.mat33, arr: wp.array(dtype=float), idx: int) -> wp.mat33:  <L 5>
    return;
}


// function-000000.py:14
static void adj_function_000000_f1_0(
    wp::mat_t<3, 3, wp::float32> var_p0,
    wp::vec_t<2, wp::float32> var_p1,
    wp::vec_t<3, wp::float32> var_p2,
    wp::mat_t<3, 3, wp::float32> & ret_0,
    wp::float32 & ret_1,
    wp::mat_t<3, 3, wp::float32> & adj_p0,
    wp::vec_t<2, wp::float32> & adj_p1,
    wp::vec_t<3, wp::float32> & adj_p2,
    wp::mat_t<3, 3, wp::float32> & adj_ret_0,
    wp::float32 & adj_ret_1)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -1.858;
    const wp::float32 var_1 = -1.2;
    const wp::float32 var_2 = 0.97;
    wp::float32 var_3;
    const wp::float32 var_4 = 1.0;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = -0.23;
    const wp::float32 var_9 = 1.3;
    wp::float32 var_10;
    const wp::float32 var_11 = 1.0;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 1.6;
    const wp::float32 var_15 = -1.401;
    wp::float32 var_16;
    const wp::float32 var_17 = 1.0;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = 1.0;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::mat_t<3, 3, wp::float32> var_26;
    const wp::int32 var_27 = 1;
    const wp::int32 var_28 = 1;
    wp::float32 var_29;
    wp::float32 var_30;
    const wp::float32 var_31 = 1.0;
    wp::float32 var_32;
    const wp::float32 var_33 = -2.0;
    const wp::float32 var_34 = 2.0;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::float32 var_38 = 1.0;
    wp::float32 var_39;
    wp::float32 var_40;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
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
    wp::mat_t<3, 3, wp::float32> adj_26 = {};
    wp::int32 adj_27 = {};
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
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    //---------
    // forward
    // def function_000000_f1(p0: wp.mat33, p1: wp.vec2, p2: wp.vec3):                        <L 15>
    // v3 = wp.mod((-1.858 * (-1.2 / (wp.abs(0.97) + 1.0))), wp.abs(((-0.23 / (wp.abs(1.3) + 1.0)) - (1.6 / (wp.abs(-1.401) + 1.0)))) + 1.0)       <L 16>
    var_3 = wp::abs(var_2);
    var_5 = wp::add(var_3, var_4);
    var_6 = wp::div(var_1, var_5);
    var_7 = wp::mul(var_0, var_6);
    var_10 = wp::abs(var_9);
    var_12 = wp::add(var_10, var_11);
    var_13 = wp::div(var_8, var_12);
    var_16 = wp::abs(var_15);
    var_18 = wp::add(var_16, var_17);
    var_19 = wp::div(var_14, var_18);
    var_20 = wp::sub(var_13, var_19);
    var_21 = wp::abs(var_20);
    var_23 = wp::add(var_21, var_22);
    var_24 = wp::mod(var_7, var_23);
    // v4 = v3                                                                                <L 17>
    var_25 = wp::copy(var_24);
    // v5 = p0                                                                                <L 18>
    var_26 = wp::copy(var_p0);
    // return v5, (p0[1, 1] / (wp.abs(wp.pow(wp.abs(v4) + 1.0, wp.clamp(v4, -2.0, 2.0))) + 1.0))       <L 19>
    var_29 = wp::extract(var_p0, var_27, var_28);
    var_30 = wp::abs(var_25);
    var_32 = wp::add(var_30, var_31);
    var_35 = wp::clamp(var_25, var_33, var_34);
    var_36 = wp::pow(var_32, var_35);
    var_37 = wp::abs(var_36);
    var_39 = wp::add(var_37, var_38);
    var_40 = wp::div(var_29, var_39);
    ret_0 = var_26;
    ret_1 = var_40;
    goto label0;
    //---------
    // reverse
    label0:;
    adj_40 += adj_ret_1;
    adj_26 += adj_ret_0;
    wp::adj_div(var_29, var_39, var_40, adj_29, adj_39, adj_40);
    wp::adj_add(var_37, var_38, adj_37, adj_38, adj_39);
    wp::adj_abs(var_36, adj_36, adj_37);
    wp::adj_pow(var_32, var_35, var_36, adj_32, adj_35, adj_36);
    wp::adj_clamp(var_25, var_33, var_34, adj_25, adj_33, adj_34, adj_35);
    wp::adj_add(var_30, var_31, adj_30, adj_31, adj_32);
    wp::adj_abs(var_25, adj_25, adj_30);
    wp::adj_extract(var_p0, var_27, var_28, adj_p0, adj_27, adj_28, adj_29);
    // adj: return v5, (p0[1, 1] / (wp.abs(wp.pow(wp.abs(v4) + 1.0, wp.clamp(v4, -2.0, 2.0))) + 1.0))  <L 19>
    wp::adj_copy(var_p0, adj_p0, adj_26);
    // adj: v5 = p0                                                                           <L 18>
    wp::adj_copy(var_24, adj_24, adj_25);
    // adj: v4 = v3                                                                           <L 17>
    wp::adj_mod(var_7, var_23, adj_7, adj_23, adj_24);
    wp::adj_add(var_21, var_22, adj_21, adj_22, adj_23);
    wp::adj_abs(var_20, adj_20, adj_21);
    wp::adj_sub(var_13, var_19, adj_13, adj_19, adj_20);
    wp::adj_div(var_14, var_18, var_19, adj_14, adj_18, adj_19);
    wp::adj_add(var_16, var_17, adj_16, adj_17, adj_18);
    wp::adj_abs(var_15, adj_15, adj_16);
    wp::adj_div(var_8, var_12, var_13, adj_8, adj_12, adj_13);
    wp::adj_add(var_10, var_11, adj_10, adj_11, adj_12);
    wp::adj_abs(var_9, adj_9, adj_10);
    wp::adj_mul(var_0, var_6, adj_0, adj_6, adj_7);
    wp::adj_div(var_1, var_5, var_6, adj_1, adj_5, adj_6);
    wp::adj_add(var_3, var_4, adj_3, adj_4, adj_5);
    wp::adj_abs(var_2, adj_2, adj_3);
    // adj: v3 = wp.mod((-1.858 * (-1.2 / (wp.abs(0.97) + 1.0))), wp.abs(((-0.23 / (wp.abs(1.3) + 1.0)) - (1.6 / (wp.abs(-1.401) + 1.0)))) + 1.0)  <L 16>
    // adj: def function_000000_f1(p0: wp.mat33, p1: wp.vec2, p2: wp.vec3):                   <L 15>
    return;
}


// function-000000.py:22
static void adj_function_000000_f2_0(
    wp::vec_t<2, wp::float32> var_p0,
    wp::mat_t<3, 3, wp::float32> var_p1,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::vec_t<2, wp::float32> & adj_p0,
    wp::mat_t<3, 3, wp::float32> & adj_p1,
    wp::array_t<wp::float32> & adj_arr,
    wp::int32 & adj_idx,
    wp::vec_t<3, wp::float32> & adj_ret)
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
    const wp::float32 var_8 = -0.17;
    const wp::float32 var_9 = 0.18;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = -0.41;
    const wp::float32 var_16 = -1.639;
    const wp::float32 var_17 = 0.8;
    wp::vec_t<3, wp::float32> var_18;
    wp::vec_t<3, wp::float32> var_19;
    const wp::float32 var_20 = -0.9;
    const wp::float32 var_21 = 0.9;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    const wp::float32 var_25 = 1.0;
    wp::float32 var_26;
    wp::vec_t<3, wp::float32> var_27;
    wp::float32 var_28;
    bool var_29;
    const wp::float32 var_30 = -1.88;
    wp::vec_t<3, wp::float32> var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = 1.0;
    wp::float32 var_35;
    wp::float32 var_36;
    const wp::float32 var_37 = -1.12;
    const wp::float32 var_38 = 0.683;
    const wp::float32 var_39 = 1.732;
    wp::vec_t<3, wp::float32> var_40;
    const wp::int32 var_41 = 1;
    wp::float32 var_42;
    wp::vec_t<3, wp::float32> var_43;
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
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    wp::vec_t<3, wp::float32> adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::vec_t<3, wp::float32> adj_27 = {};
    wp::float32 adj_28 = {};
    bool adj_29 = {};
    wp::float32 adj_30 = {};
    wp::vec_t<3, wp::float32> adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::vec_t<3, wp::float32> adj_40 = {};
    wp::int32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::vec_t<3, wp::float32> adj_43 = {};
    //---------
    // forward
    // def function_000000_f2(p0: wp.vec2, p1: wp.mat33, arr: wp.array(dtype=float), idx: int):       <L 23>
    // v6 = arr[idx % arr.shape[0]]                                                           <L 24>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v7 = ((wp.clamp(v6, -0.17, 0.18) * wp.length(p0)) - wp.trace(p1))                      <L 25>
    var_10 = wp::clamp(var_6, var_8, var_9);
    var_11 = wp::length(var_p0);
    var_12 = wp::mul(var_10, var_11);
    var_13 = wp::trace(var_p1);
    var_14 = wp::sub(var_12, var_13);
    // v8 = wp.length_sq((wp.normalize(wp.vec3(-0.41, -1.639, 0.8)) / (wp.abs(wp.asin(wp.clamp(v7, -0.9, 0.9))) + 1.0)))       <L 26>
    var_18 = wp::vec_t<3, wp::float32>(var_15, var_16, var_17);
    var_19 = wp::normalize(var_18);
    var_22 = wp::clamp(var_14, var_20, var_21);
    var_23 = wp::asin(var_22);
    var_24 = wp::abs(var_23);
    var_26 = wp::add(var_24, var_25);
    var_27 = wp::div(var_19, var_26);
    var_28 = wp::length_sq(var_27);
    // if v6 > v7:                                                                            <L 27>
    var_29 = (var_6 > var_14);
    if (var_29) {
        // return wp.vec3(-1.88)                                                              <L 28>
        var_31 = wp::vec_t<3, wp::float32>(var_30);
        goto label0;
    }
    // return wp.vec3(float(idx), (v6 / (wp.abs(v8) + 1.0)), (wp.vec3(-1.12, 0.683, 1.732))[1])       <L 29>
    var_32 = wp::float(var_idx);
    var_33 = wp::abs(var_28);
    var_35 = wp::add(var_33, var_34);
    var_36 = wp::div(var_6, var_35);
    var_40 = wp::vec_t<3, wp::float32>(var_37, var_38, var_39);
    var_42 = wp::extract(var_40, var_41);
    var_43 = wp::vec_t<3, wp::float32>(var_32, var_36, var_42);
    goto label1;
    //---------
    // reverse
    label1:;
    adj_43 += adj_ret;
    wp::adj_vec_t(var_32, var_36, var_42, adj_32, adj_36, adj_42, adj_43);
    wp::adj_extract(var_40, var_41, adj_40, adj_41, adj_42);
    wp::adj_vec_t(var_37, var_38, var_39, adj_37, adj_38, adj_39, adj_40);
    wp::adj_div(var_6, var_35, var_36, adj_6, adj_35, adj_36);
    wp::adj_add(var_33, var_34, adj_33, adj_34, adj_35);
    wp::adj_abs(var_28, adj_28, adj_33);
    wp::adj_float(var_idx, adj_idx, adj_32);
    // adj: return wp.vec3(float(idx), (v6 / (wp.abs(v8) + 1.0)), (wp.vec3(-1.12, 0.683, 1.732))[1])  <L 29>
    if (var_29) {
        label0:;
        adj_31 += adj_ret;
        wp::adj_vec_t(var_30, adj_30, adj_31);
        // adj: return wp.vec3(-1.88)                                                         <L 28>
    }
    // adj: if v6 > v7:                                                                       <L 27>
    wp::adj_length_sq(var_27, adj_27, adj_28);
    wp::adj_div(var_19, var_26, adj_19, adj_26, adj_27);
    wp::adj_add(var_24, var_25, adj_24, adj_25, adj_26);
    wp::adj_abs(var_23, adj_23, adj_24);
    wp::adj_asin(var_22, adj_22, adj_23);
    wp::adj_clamp(var_14, var_20, var_21, adj_14, adj_20, adj_21, adj_22);
    wp::adj_normalize(var_18, var_19, adj_18, adj_19);
    wp::adj_vec_t(var_15, var_16, var_17, adj_15, adj_16, adj_17, adj_18);
    // adj: v8 = wp.length_sq((wp.normalize(wp.vec3(-0.41, -1.639, 0.8)) / (wp.abs(wp.asin(wp.clamp(v7, -0.9, 0.9))) + 1.0)))  <L 26>
    wp::adj_sub(var_12, var_13, adj_12, adj_13, adj_14);
    wp::adj_trace(var_p1, adj_p1, adj_13);
    wp::adj_mul(var_10, var_11, adj_10, adj_11, adj_12);
    wp::adj_length(var_p0, var_11, adj_p0, adj_11);
    wp::adj_clamp(var_6, var_8, var_9, adj_6, adj_8, adj_9, adj_10);
    // adj: v7 = ((wp.clamp(v6, -0.17, 0.18) * wp.length(p0)) - wp.trace(p1))                 <L 25>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_arr, var_4, adj_arr, adj_4, adj_5);
    wp::adj_mod(var_idx, var_2, adj_idx, adj_2, adj_4);
    adj_arr.shape = adj_0;
    // adj: v6 = arr[idx % arr.shape[0]]                                                      <L 24>
    // adj: def function_000000_f2(p0: wp.vec2, p1: wp.mat33, arr: wp.array(dtype=float), idx: int):  <L 23>
    return;
}

struct wp_args_function_000000_faf9e4c8 {
    wp::array_t<wp::vec_t<3, wp::float32>> x0;
    wp::array_t<wp::float32> x1;
    wp::array_t<wp::float32> x2;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> out1;
};


template <bool wp_linear_contiguous>
static void function_000000_faf9e4c8_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_function_000000_faf9e4c8 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 1.0;
    wp::float32 var_13;
    wp::float32 var_14;
    bool var_15;
    wp::vec_t<3, wp::float32> var_16;
    const wp::float32 var_17 = 1.54;
    wp::vec_t<3, wp::float32> var_18;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
    const wp::float32 var_21 = -0.5;
    wp::vec_t<2, wp::float32> var_22;
    const wp::float32 var_23 = 1.53;
    const wp::float32 var_24 = -0.1;
    wp::vec_t<2, wp::float32> var_25;
    wp::vec_t<2, wp::float32> var_26;
    const wp::float32 var_27 = -1.8;
    const wp::float32 var_28 = 1.454;
    wp::vec_t<2, wp::float32> var_29;
    const wp::float32 var_30 = -1.165;
    const wp::float32 var_31 = 1.027;
    const wp::float32 var_32 = 1.2;
    wp::vec_t<3, wp::float32> var_33;
    wp::mat_t<3, 3, wp::float32> var_34;
    wp::mat_t<3, 3, wp::float32> var_35;
    const wp::int32 var_36 = 6;
    wp::int32 var_37;
    wp::mat_t<3, 3, wp::float32> var_38;
    const wp::int32 var_39 = 3;
    wp::mat_t<3, 3, wp::float32> var_40;
    const wp::float32 var_41 = 1.529;
    wp::mat_t<3, 3, wp::float32> var_42;
    wp::float32 var_43;
    const wp::float32 var_44 = 0.6;
    const wp::float32 var_45 = -1.082;
    wp::vec_t<2, wp::float32> var_46;
    wp::vec_t<2, wp::float32> var_47;
    wp::mat_t<3, 3, wp::float32> var_48;
    wp::float32 var_49;
    wp::vec_t<2, wp::float32> var_50;
    wp::int32 var_51;
    wp::vec_t<3, wp::float32> var_52;
    wp::float32 var_53;
    const wp::float32 var_54 = 1.0;
    wp::float32 var_55;
    wp::float32 var_56;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    const wp::float32 var_60 = -1.296;
    wp::vec_t<2, wp::float32> var_61;
    wp::float32 var_62;
    const wp::float32 var_63 = 1.59;
    wp::float32 var_64;
    wp::float32 var_65;
    const wp::float32 var_66 = -0.22;
    const wp::float32 var_67 = 0.04;
    wp::vec_t<2, wp::float32> var_68;
    const wp::float32 var_69 = -1.71;
    wp::vec_t<2, wp::float32> var_70;
    wp::vec_t<2, wp::float32> var_71;
    const wp::float32 var_72 = -0.2;
    const wp::float32 var_73 = -1.8;
    wp::vec_t<2, wp::float32> var_74;
    wp::mat_t<3, 3, wp::float32> var_75;
    wp::int32 var_76;
    wp::mat_t<3, 3, wp::float32> var_77;
    const wp::float32 var_78 = 1.54;
    wp::mat_t<3, 3, wp::float32> var_79;
    wp::mat_t<3, 3, wp::float32> var_80;
    //---------
    // forward
    // def function_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=wp.mat33)):       <L 43>
    // tid = wp.tid()                                                                         <L 44>
    var_0 = builtin_tid1d();
    // v9 = x0[tid]                                                                           <L 45>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v10 = x1[tid]                                                                          <L 46>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v11 = x2[tid]                                                                          <L 47>
    var_7 = wp::address(var_x2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v12 = v11                                                                              <L 48>
    var_10 = wp::copy(var_8);
    // if wp.log10(wp.abs(v11) + 1.0) < v11:                                                  <L 49>
    var_11 = wp::abs(var_8);
    var_13 = wp::add(var_11, var_12);
    var_14 = wp::log10(var_13);
    var_15 = (var_14 < var_8);
    if (var_15) {
        // v9 += wp.normalize(v9) * 1.54                                                      <L 50>
        var_16 = wp::normalize(var_2);
        var_18 = wp::mul(var_16, var_17);
        var_19 = wp::add(var_2, var_18);
    }
    var_20 = wp::where(var_15, var_19, var_2);
    // v13, v14 = function_000000_f1(function_000000_f0(wp.cw_mul(wp.vec2(-0.5), wp.vec2(1.53, -0.1)), function_000000_f0(wp.vec2(-1.8, 1.454), wp.diag(wp.vec3(-1.165, 1.027, 1.2)), x2, tid), x2, (tid % 6)), (wp.trace(wp.identity(n=3, dtype=float) * 1.529) * wp.vec2(0.6, -1.082)), v9)       <L 51>
    var_22 = wp::vec_t<2, wp::float32>(var_21);
    var_25 = wp::vec_t<2, wp::float32>(var_23, var_24);
    var_26 = wp::cw_mul(var_22, var_25);
    var_29 = wp::vec_t<2, wp::float32>(var_27, var_28);
    var_33 = wp::vec_t<3, wp::float32>(var_30, var_31, var_32);
    var_34 = wp::diag(var_33);
    var_35 = function_000000_f0_0(var_29, var_34, var_x2, var_0);
    var_37 = wp::mod(var_0, var_36);
    var_38 = function_000000_f0_0(var_26, var_35, var_x2, var_37);
    var_40 = wp::identity<3, wp::float32>();
    var_42 = wp::mul(var_40, var_41);
    var_43 = wp::trace(var_42);
    var_46 = wp::vec_t<2, wp::float32>(var_44, var_45);
    var_47 = wp::mul(var_43, var_46);
    function_000000_f1_0(var_38, var_47, var_20, var_48, var_49);
    // v15 = function_000000_f2(wp.vec2(v11, v11), v13, x1, min(tid, tid))                    <L 52>
    var_50 = wp::vec_t<2, wp::float32>(var_8, var_8);
    var_51 = wp::min(var_0, var_0);
    var_52 = function_000000_f2_0(var_50, var_48, var_x1, var_51);
    // v16 = function_000000_f3(v11, (v14 / (wp.abs(v10) + 1.0)))                             <L 53>
    var_53 = wp::abs(var_5);
    var_55 = wp::add(var_53, var_54);
    var_56 = wp::div(var_49, var_55);
    var_57 = function_000000_f3_0(var_8, var_56);
    // out0[tid] = v12 + v14 + v16 + wp.length_sq(wp.vec2(-1.296)) * 1.59                     <L 54>
    var_58 = wp::add(var_10, var_49);
    var_59 = wp::add(var_58, var_57);
    var_61 = wp::vec_t<2, wp::float32>(var_60);
    var_62 = wp::length_sq(var_61);
    var_64 = wp::mul(var_62, var_63);
    var_65 = wp::add(var_59, var_64);
    wp::array_store(var_out0, var_0, var_65);
    // out1[tid] = v13 + function_000000_f0(wp.max(wp.vec2(-0.22, 0.04), wp.vec2(-1.71)), function_000000_f0(wp.vec2(-0.2, -1.8), v13, x2, tid), x2, (tid - tid)) * 1.54       <L 55>
    var_68 = wp::vec_t<2, wp::float32>(var_66, var_67);
    var_70 = wp::vec_t<2, wp::float32>(var_69);
    var_71 = wp::max(var_68, var_70);
    var_74 = wp::vec_t<2, wp::float32>(var_72, var_73);
    var_75 = function_000000_f0_0(var_74, var_48, var_x2, var_0);
    var_76 = wp::sub(var_0, var_0);
    var_77 = function_000000_f0_0(var_71, var_75, var_x2, var_76);
    var_79 = wp::mul(var_77, var_78);
    var_80 = wp::add(var_48, var_79);
    wp::array_store(var_out1, var_0, var_80);
}



template <bool wp_linear_contiguous>
static void function_000000_faf9e4c8_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_function_000000_faf9e4c8 *_wp_args,
    wp_args_function_000000_faf9e4c8 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_out1 = _wp_args->out1;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float32> adj_x2 = _wp_adj_args->x2;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 1.0;
    wp::float32 var_13;
    wp::float32 var_14;
    bool var_15;
    wp::vec_t<3, wp::float32> var_16;
    const wp::float32 var_17 = 1.54;
    wp::vec_t<3, wp::float32> var_18;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
    const wp::float32 var_21 = -0.5;
    wp::vec_t<2, wp::float32> var_22;
    const wp::float32 var_23 = 1.53;
    const wp::float32 var_24 = -0.1;
    wp::vec_t<2, wp::float32> var_25;
    wp::vec_t<2, wp::float32> var_26;
    const wp::float32 var_27 = -1.8;
    const wp::float32 var_28 = 1.454;
    wp::vec_t<2, wp::float32> var_29;
    const wp::float32 var_30 = -1.165;
    const wp::float32 var_31 = 1.027;
    const wp::float32 var_32 = 1.2;
    wp::vec_t<3, wp::float32> var_33;
    wp::mat_t<3, 3, wp::float32> var_34;
    wp::mat_t<3, 3, wp::float32> var_35;
    const wp::int32 var_36 = 6;
    wp::int32 var_37;
    wp::mat_t<3, 3, wp::float32> var_38;
    const wp::int32 var_39 = 3;
    wp::mat_t<3, 3, wp::float32> var_40;
    const wp::float32 var_41 = 1.529;
    wp::mat_t<3, 3, wp::float32> var_42;
    wp::float32 var_43;
    const wp::float32 var_44 = 0.6;
    const wp::float32 var_45 = -1.082;
    wp::vec_t<2, wp::float32> var_46;
    wp::vec_t<2, wp::float32> var_47;
    wp::mat_t<3, 3, wp::float32> var_48;
    wp::float32 var_49;
    wp::vec_t<2, wp::float32> var_50;
    wp::int32 var_51;
    wp::vec_t<3, wp::float32> var_52;
    wp::float32 var_53;
    const wp::float32 var_54 = 1.0;
    wp::float32 var_55;
    wp::float32 var_56;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    const wp::float32 var_60 = -1.296;
    wp::vec_t<2, wp::float32> var_61;
    wp::float32 var_62;
    const wp::float32 var_63 = 1.59;
    wp::float32 var_64;
    wp::float32 var_65;
    const wp::float32 var_66 = -0.22;
    const wp::float32 var_67 = 0.04;
    wp::vec_t<2, wp::float32> var_68;
    const wp::float32 var_69 = -1.71;
    wp::vec_t<2, wp::float32> var_70;
    wp::vec_t<2, wp::float32> var_71;
    const wp::float32 var_72 = -0.2;
    const wp::float32 var_73 = -1.8;
    wp::vec_t<2, wp::float32> var_74;
    wp::mat_t<3, 3, wp::float32> var_75;
    wp::int32 var_76;
    wp::mat_t<3, 3, wp::float32> var_77;
    const wp::float32 var_78 = 1.54;
    wp::mat_t<3, 3, wp::float32> var_79;
    wp::mat_t<3, 3, wp::float32> var_80;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<3, wp::float32> adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
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
    bool adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::float32 adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    wp::vec_t<3, wp::float32> adj_19 = {};
    wp::vec_t<3, wp::float32> adj_20 = {};
    wp::float32 adj_21 = {};
    wp::vec_t<2, wp::float32> adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::vec_t<2, wp::float32> adj_25 = {};
    wp::vec_t<2, wp::float32> adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::vec_t<2, wp::float32> adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::vec_t<3, wp::float32> adj_33 = {};
    wp::mat_t<3, 3, wp::float32> adj_34 = {};
    wp::mat_t<3, 3, wp::float32> adj_35 = {};
    wp::int32 adj_36 = {};
    wp::int32 adj_37 = {};
    wp::mat_t<3, 3, wp::float32> adj_38 = {};
    wp::int32 adj_39 = {};
    wp::mat_t<3, 3, wp::float32> adj_40 = {};
    wp::float32 adj_41 = {};
    wp::mat_t<3, 3, wp::float32> adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::vec_t<2, wp::float32> adj_46 = {};
    wp::vec_t<2, wp::float32> adj_47 = {};
    wp::mat_t<3, 3, wp::float32> adj_48 = {};
    wp::float32 adj_49 = {};
    wp::vec_t<2, wp::float32> adj_50 = {};
    wp::int32 adj_51 = {};
    wp::vec_t<3, wp::float32> adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::vec_t<2, wp::float32> adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::vec_t<2, wp::float32> adj_68 = {};
    wp::float32 adj_69 = {};
    wp::vec_t<2, wp::float32> adj_70 = {};
    wp::vec_t<2, wp::float32> adj_71 = {};
    wp::float32 adj_72 = {};
    wp::float32 adj_73 = {};
    wp::vec_t<2, wp::float32> adj_74 = {};
    wp::mat_t<3, 3, wp::float32> adj_75 = {};
    wp::int32 adj_76 = {};
    wp::mat_t<3, 3, wp::float32> adj_77 = {};
    wp::float32 adj_78 = {};
    wp::mat_t<3, 3, wp::float32> adj_79 = {};
    wp::mat_t<3, 3, wp::float32> adj_80 = {};
    //---------
    // forward
    // def function_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=wp.mat33)):       <L 43>
    // tid = wp.tid()                                                                         <L 44>
    var_0 = builtin_tid1d();
    // v9 = x0[tid]                                                                           <L 45>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v10 = x1[tid]                                                                          <L 46>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v11 = x2[tid]                                                                          <L 47>
    var_7 = wp::address(var_x2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v12 = v11                                                                              <L 48>
    var_10 = wp::copy(var_8);
    // if wp.log10(wp.abs(v11) + 1.0) < v11:                                                  <L 49>
    var_11 = wp::abs(var_8);
    var_13 = wp::add(var_11, var_12);
    var_14 = wp::log10(var_13);
    var_15 = (var_14 < var_8);
    if (var_15) {
        // v9 += wp.normalize(v9) * 1.54                                                      <L 50>
        var_16 = wp::normalize(var_2);
        var_18 = wp::mul(var_16, var_17);
        var_19 = wp::add(var_2, var_18);
    }
    var_20 = wp::where(var_15, var_19, var_2);
    // v13, v14 = function_000000_f1(function_000000_f0(wp.cw_mul(wp.vec2(-0.5), wp.vec2(1.53, -0.1)), function_000000_f0(wp.vec2(-1.8, 1.454), wp.diag(wp.vec3(-1.165, 1.027, 1.2)), x2, tid), x2, (tid % 6)), (wp.trace(wp.identity(n=3, dtype=float) * 1.529) * wp.vec2(0.6, -1.082)), v9)       <L 51>
    var_22 = wp::vec_t<2, wp::float32>(var_21);
    var_25 = wp::vec_t<2, wp::float32>(var_23, var_24);
    var_26 = wp::cw_mul(var_22, var_25);
    var_29 = wp::vec_t<2, wp::float32>(var_27, var_28);
    var_33 = wp::vec_t<3, wp::float32>(var_30, var_31, var_32);
    var_34 = wp::diag(var_33);
    var_35 = function_000000_f0_0(var_29, var_34, var_x2, var_0);
    var_37 = wp::mod(var_0, var_36);
    var_38 = function_000000_f0_0(var_26, var_35, var_x2, var_37);
    var_40 = wp::identity<3, wp::float32>();
    var_42 = wp::mul(var_40, var_41);
    var_43 = wp::trace(var_42);
    var_46 = wp::vec_t<2, wp::float32>(var_44, var_45);
    var_47 = wp::mul(var_43, var_46);
    function_000000_f1_0(var_38, var_47, var_20, var_48, var_49);
    // v15 = function_000000_f2(wp.vec2(v11, v11), v13, x1, min(tid, tid))                    <L 52>
    var_50 = wp::vec_t<2, wp::float32>(var_8, var_8);
    var_51 = wp::min(var_0, var_0);
    var_52 = function_000000_f2_0(var_50, var_48, var_x1, var_51);
    // v16 = function_000000_f3(v11, (v14 / (wp.abs(v10) + 1.0)))                             <L 53>
    var_53 = wp::abs(var_5);
    var_55 = wp::add(var_53, var_54);
    var_56 = wp::div(var_49, var_55);
    var_57 = function_000000_f3_0(var_8, var_56);
    // out0[tid] = v12 + v14 + v16 + wp.length_sq(wp.vec2(-1.296)) * 1.59                     <L 54>
    var_58 = wp::add(var_10, var_49);
    var_59 = wp::add(var_58, var_57);
    var_61 = wp::vec_t<2, wp::float32>(var_60);
    var_62 = wp::length_sq(var_61);
    var_64 = wp::mul(var_62, var_63);
    var_65 = wp::add(var_59, var_64);
    // wp::array_store(var_out0, var_0, var_65);
    // out1[tid] = v13 + function_000000_f0(wp.max(wp.vec2(-0.22, 0.04), wp.vec2(-1.71)), function_000000_f0(wp.vec2(-0.2, -1.8), v13, x2, tid), x2, (tid - tid)) * 1.54       <L 55>
    var_68 = wp::vec_t<2, wp::float32>(var_66, var_67);
    var_70 = wp::vec_t<2, wp::float32>(var_69);
    var_71 = wp::max(var_68, var_70);
    var_74 = wp::vec_t<2, wp::float32>(var_72, var_73);
    var_75 = function_000000_f0_0(var_74, var_48, var_x2, var_0);
    var_76 = wp::sub(var_0, var_0);
    var_77 = function_000000_f0_0(var_71, var_75, var_x2, var_76);
    var_79 = wp::mul(var_77, var_78);
    var_80 = wp::add(var_48, var_79);
    // wp::array_store(var_out1, var_0, var_80);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_80, adj_out1, adj_0, adj_80);
    wp::adj_add(var_48, var_79, adj_48, adj_79, adj_80);
    wp::adj_mul(var_77, var_78, adj_77, adj_78, adj_79);
    adj_function_000000_f0_0(var_71, var_75, var_x2, var_76, adj_71, adj_75, adj_x2, adj_76, adj_77);
    wp::adj_sub(var_0, var_0, adj_0, adj_0, adj_76);
    adj_function_000000_f0_0(var_74, var_48, var_x2, var_0, adj_74, adj_48, adj_x2, adj_0, adj_75);
    wp::adj_vec_t(var_72, var_73, adj_72, adj_73, adj_74);
    wp::adj_max(var_68, var_70, adj_68, adj_70, adj_71);
    wp::adj_vec_t(var_69, adj_69, adj_70);
    wp::adj_vec_t(var_66, var_67, adj_66, adj_67, adj_68);
    // adj: out1[tid] = v13 + function_000000_f0(wp.max(wp.vec2(-0.22, 0.04), wp.vec2(-1.71)), function_000000_f0(wp.vec2(-0.2, -1.8), v13, x2, tid), x2, (tid - tid)) * 1.54  <L 55>
    wp::adj_array_store(var_out0, var_0, var_65, adj_out0, adj_0, adj_65);
    wp::adj_add(var_59, var_64, adj_59, adj_64, adj_65);
    wp::adj_mul(var_62, var_63, adj_62, adj_63, adj_64);
    wp::adj_length_sq(var_61, adj_61, adj_62);
    wp::adj_vec_t(var_60, adj_60, adj_61);
    wp::adj_add(var_58, var_57, adj_58, adj_57, adj_59);
    wp::adj_add(var_10, var_49, adj_10, adj_49, adj_58);
    // adj: out0[tid] = v12 + v14 + v16 + wp.length_sq(wp.vec2(-1.296)) * 1.59                <L 54>
    adj_function_000000_f3_0(var_8, var_56, adj_8, adj_56, adj_57);
    wp::adj_div(var_49, var_55, var_56, adj_49, adj_55, adj_56);
    wp::adj_add(var_53, var_54, adj_53, adj_54, adj_55);
    wp::adj_abs(var_5, adj_5, adj_53);
    // adj: v16 = function_000000_f3(v11, (v14 / (wp.abs(v10) + 1.0)))                        <L 53>
    adj_function_000000_f2_0(var_50, var_48, var_x1, var_51, adj_50, adj_48, adj_x1, adj_51, adj_52);
    wp::adj_min(var_0, var_0, adj_0, adj_0, adj_51);
    wp::adj_vec_t(var_8, var_8, adj_8, adj_8, adj_50);
    // adj: v15 = function_000000_f2(wp.vec2(v11, v11), v13, x1, min(tid, tid))               <L 52>
    adj_function_000000_f1_0(var_38, var_47, var_20, var_48, var_49, adj_38, adj_47, adj_20, adj_48, adj_49);
    wp::adj_mul(var_43, var_46, adj_43, adj_46, adj_47);
    wp::adj_vec_t(var_44, var_45, adj_44, adj_45, adj_46);
    wp::adj_trace(var_42, adj_42, adj_43);
    wp::adj_mul(var_40, var_41, adj_40, adj_41, adj_42);
    adj_function_000000_f0_0(var_26, var_35, var_x2, var_37, adj_26, adj_35, adj_x2, adj_37, adj_38);
    wp::adj_mod(var_0, var_36, adj_0, adj_36, adj_37);
    adj_function_000000_f0_0(var_29, var_34, var_x2, var_0, adj_29, adj_34, adj_x2, adj_0, adj_35);
    wp::adj_diag(var_33, adj_33, adj_34);
    wp::adj_vec_t(var_30, var_31, var_32, adj_30, adj_31, adj_32, adj_33);
    wp::adj_vec_t(var_27, var_28, adj_27, adj_28, adj_29);
    wp::adj_cw_mul(var_22, var_25, adj_22, adj_25, adj_26);
    wp::adj_vec_t(var_23, var_24, adj_23, adj_24, adj_25);
    wp::adj_vec_t(var_21, adj_21, adj_22);
    // adj: v13, v14 = function_000000_f1(function_000000_f0(wp.cw_mul(wp.vec2(-0.5), wp.vec2(1.53, -0.1)), function_000000_f0(wp.vec2(-1.8, 1.454), wp.diag(wp.vec3(-1.165, 1.027, 1.2)), x2, tid), x2, (tid % 6)), (wp.trace(wp.identity(n=3, dtype=float) * 1.529) * wp.vec2(0.6, -1.082)), v9)  <L 51>
    wp::adj_where(var_15, var_19, var_2, adj_15, adj_19, adj_2, adj_20);
    if (var_15) {
        wp::adj_add(var_2, var_18, adj_2, adj_18, adj_19);
        wp::adj_mul(var_16, var_17, adj_16, adj_17, adj_18);
        wp::adj_normalize(var_2, var_16, adj_2, adj_16);
        // adj: v9 += wp.normalize(v9) * 1.54                                                 <L 50>
    }
    wp::adj_log10(var_13, adj_13, adj_14);
    wp::adj_add(var_11, var_12, adj_11, adj_12, adj_13);
    wp::adj_abs(var_8, adj_8, adj_11);
    // adj: if wp.log10(wp.abs(v11) + 1.0) < v11:                                             <L 49>
    wp::adj_copy(var_8, adj_8, adj_10);
    // adj: v12 = v11                                                                         <L 48>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_7);
    // adj: v11 = x2[tid]                                                                     <L 47>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v10 = x1[tid]                                                                     <L 46>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v9 = x0[tid]                                                                      <L 45>
    // adj: tid = wp.tid()                                                                    <L 44>
    // adj: def function_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=wp.mat33)):  <L 43>
    return;
}



struct function_000000_faf9e4c8_cpu_block_payload_forward
{
    wp_args_function_000000_faf9e4c8* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void function_000000_faf9e4c8_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    function_000000_faf9e4c8_cpu_block_payload_forward* payload = (function_000000_faf9e4c8_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    function_000000_faf9e4c8_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void function_000000_faf9e4c8_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_function_000000_faf9e4c8 *_wp_args)
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
        function_000000_faf9e4c8_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &function_000000_faf9e4c8_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct function_000000_faf9e4c8_cpu_block_payload_backward
{
    wp_args_function_000000_faf9e4c8* args;
    wp_args_function_000000_faf9e4c8* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void function_000000_faf9e4c8_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    function_000000_faf9e4c8_cpu_block_payload_backward* payload = (function_000000_faf9e4c8_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    function_000000_faf9e4c8_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void function_000000_faf9e4c8_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_function_000000_faf9e4c8 *_wp_args,
    wp_args_function_000000_faf9e4c8 *_wp_adj_args)
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
        function_000000_faf9e4c8_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &function_000000_faf9e4c8_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

