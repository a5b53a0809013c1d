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
    const wp::float32 var_9 = -0.8;
    wp::float32 var_10;
    const wp::int32 var_11 = 3;
    wp::mat_t<3, 3, wp::float32> var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::mat_t<3, 3, wp::float32> var_15;
    wp::mat_t<3, 3, wp::float32> var_16;
    //---------
    // forward
    // def function_000000_f0(p0: wp.vec2, p1: wp.mat33, arr: wp.array[float], idx: int) -> wp.mat33:       <L 5>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 6>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = (v0 * v0)                                                                         <L 7>
    var_8 = wp::mul(var_6, var_6);
    // v2 = (v0 * -0.8)                                                                       <L 8>
    var_10 = wp::mul(var_6, var_9);
    // return p1 + wp.identity(n=3, dtype=float) * (v0 + v1 + v2)                             <L 9>
    var_12 = wp::identity<3, wp::float32>();
    var_13 = wp::add(var_6, var_8);
    var_14 = wp::add(var_13, var_10);
    var_15 = wp::mul(var_12, var_14);
    var_16 = wp::add(var_p1, var_15);
    return var_16;
}


// function-000000.py:30
static void function_000000_f3_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::mat_t<3, 3, wp::float32> var_p1,
    wp::mat_t<3, 3, wp::float32> & ret_0,
    wp::vec_t<2, wp::float32> & ret_1)
{
    //---------
    // primal vars
    wp::mat_t<3, 3, wp::float32> var_0;
    const wp::float32 var_1 = -1.14;
    const wp::float32 var_2 = 1.737;
    wp::vec_t<2, wp::float32> var_3;
    //---------
    // forward
    // def function_000000_f3(p0: wp.vec3, p1: wp.mat33):                                     <L 31>
    // v11 = p1                                                                               <L 32>
    var_0 = wp::copy(var_p1);
    // return v11, wp.vec2(-1.14, 1.737)                                                      <L 33>
    var_3 = wp::vec_t<2, wp::float32>(var_1, var_2);
    ret_0 = var_0;
    ret_1 = var_3;
    return;
}


// function-000000.py:12
static wp::vec_t<3, wp::float32> function_000000_f1_0(
    wp::float32 var_p0,
    wp::vec_t<3, wp::float32> var_p1,
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
    const wp::float32 var_9 = 1.0;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    //---------
    // forward
    // def function_000000_f1(p0: float, p1: wp.vec3, arr: wp.array[float], idx: int) -> wp.vec3:       <L 13>
    // v3 = arr[idx % arr.shape[0]]                                                           <L 14>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v4 = (v3 / (wp.abs(p0) + 1.0))                                                         <L 15>
    var_8 = wp::abs(var_p0);
    var_10 = wp::add(var_8, var_9);
    var_11 = wp::div(var_6, var_10);
    // v5 = wp.trunc(v3)                                                                      <L 16>
    var_12 = wp::trunc(var_6);
    // v6 = v4                                                                                <L 17>
    var_13 = wp::copy(var_11);
    // return p1 + wp.vec3(v3 + v4 + v5 + v6)                                                 <L 18>
    var_14 = wp::add(var_6, var_11);
    var_15 = wp::add(var_14, var_12);
    var_16 = wp::add(var_15, var_13);
    var_17 = wp::vec_t<3, wp::float32>(var_16);
    var_18 = wp::add(var_p1, var_17);
    return var_18;
}


// function-000000.py:21
static wp::vec_t<3, wp::float32> function_000000_f2_0(
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
    const wp::float32 var_8 = -0.41;
    const wp::float32 var_9 = 1.434;
    const wp::float32 var_10 = -0.162;
    wp::vec_t<3, wp::float32> var_11;
    wp::float32 var_12;
    bool var_13;
    wp::vec_t<3, wp::float32> var_14;
    const wp::int32 var_15 = 2;
    wp::float32 var_16;
    const wp::float32 var_17 = -0.23;
    const wp::float32 var_18 = 1.3;
    const wp::float32 var_19 = -1.0;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::vec_t<3, wp::float32> var_24;
    wp::vec_t<3, wp::float32> var_25;
    //---------
    // forward
    // def function_000000_f2(p0: wp.vec3, arr: wp.array[float], idx: int):                   <L 22>
    // v7 = arr[idx % arr.shape[0]]                                                           <L 23>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v8 = wp.dot(p0, wp.vec3(-0.41, 1.434, -0.162))                                         <L 24>
    var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
    var_12 = wp::dot(var_p0, var_11);
    // v9 = wp.where(v7 <= v8, p0, p0)                                                        <L 25>
    var_13 = (var_6 <= var_12);
    var_14 = wp::where(var_13, var_p0, var_p0);
    // v10 = v9.z                                                                             <L 26>
    var_16 = wp::extract(var_14, var_15);
    // return wp.vec3(-0.23, 1.3, -1.0) + v9 + wp.vec3(v7 + v8 + v10)                         <L 27>
    var_20 = wp::vec_t<3, wp::float32>(var_17, var_18, var_19);
    var_21 = wp::add(var_20, var_14);
    var_22 = wp::add(var_6, var_12);
    var_23 = wp::add(var_22, var_16);
    var_24 = wp::vec_t<3, wp::float32>(var_23);
    var_25 = wp::add(var_21, var_24);
    return var_25;
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
    const wp::float32 var_9 = -0.8;
    wp::float32 var_10;
    const wp::int32 var_11 = 3;
    wp::mat_t<3, 3, wp::float32> var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::mat_t<3, 3, wp::float32> var_15;
    wp::mat_t<3, 3, wp::float32> var_16;
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
    wp::int32 adj_11 = {};
    wp::mat_t<3, 3, wp::float32> adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::mat_t<3, 3, wp::float32> adj_15 = {};
    wp::mat_t<3, 3, wp::float32> adj_16 = {};
    //---------
    // forward
    // def function_000000_f0(p0: wp.vec2, p1: wp.mat33, arr: wp.array[float], idx: int) -> wp.mat33:       <L 5>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 6>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = (v0 * v0)                                                                         <L 7>
    var_8 = wp::mul(var_6, var_6);
    // v2 = (v0 * -0.8)                                                                       <L 8>
    var_10 = wp::mul(var_6, var_9);
    // return p1 + wp.identity(n=3, dtype=float) * (v0 + v1 + v2)                             <L 9>
    var_12 = wp::identity<3, wp::float32>();
    var_13 = wp::add(var_6, var_8);
    var_14 = wp::add(var_13, var_10);
    var_15 = wp::mul(var_12, var_14);
    var_16 = wp::add(var_p1, var_15);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_16 += adj_ret;
    wp::adj_add(var_p1, var_15, adj_p1, adj_15, adj_16);
    wp::adj_mul(var_12, var_14, adj_12, adj_14, adj_15);
    wp::adj_add(var_13, var_10, adj_13, adj_10, adj_14);
    wp::adj_add(var_6, var_8, adj_6, adj_8, adj_13);
    // adj: return p1 + wp.identity(n=3, dtype=float) * (v0 + v1 + v2)                        <L 9>
    wp::adj_mul(var_6, var_9, adj_6, adj_9, adj_10);
    // adj: v2 = (v0 * -0.8)                                                                  <L 8>
    wp::adj_mul(var_6, var_6, adj_6, adj_6, adj_8);
    // adj: v1 = (v0 * v0)                                                                    <L 7>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_arr, var_4, adj_arr, adj_4, adj_5);
    wp::adj_mod(var_idx, var_2, adj_idx, adj_2, adj_4);
    adj_arr.shape = adj_0;
    // adj: v0 = arr[idx % arr.shape[0]]                                                      <L 6>
    // adj: def function_000000_f0(p0: wp.vec2, p1: wp.mat33, arr: wp.array[float], idx: int) -> wp.mat33:  <L 5>
    return;
}


// function-000000.py:30
static void adj_function_000000_f3_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::mat_t<3, 3, wp::float32> var_p1,
    wp::mat_t<3, 3, wp::float32> & ret_0,
    wp::vec_t<2, wp::float32> & ret_1,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::mat_t<3, 3, wp::float32> & adj_p1,
    wp::mat_t<3, 3, wp::float32> & adj_ret_0,
    wp::vec_t<2, wp::float32> & adj_ret_1)
{
    //---------
    // primal vars
    wp::mat_t<3, 3, wp::float32> var_0;
    const wp::float32 var_1 = -1.14;
    const wp::float32 var_2 = 1.737;
    wp::vec_t<2, wp::float32> var_3;
    //---------
    // dual vars
    wp::mat_t<3, 3, wp::float32> adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::vec_t<2, wp::float32> adj_3 = {};
    //---------
    // forward
    // def function_000000_f3(p0: wp.vec3, p1: wp.mat33):                                     <L 31>
    // v11 = p1                                                                               <L 32>
    var_0 = wp::copy(var_p1);
    // return v11, wp.vec2(-1.14, 1.737)                                                      <L 33>
    var_3 = wp::vec_t<2, wp::float32>(var_1, var_2);
    ret_0 = var_0;
    ret_1 = var_3;
    goto label0;
    //---------
    // reverse
    label0:;
    adj_3 += adj_ret_1;
    adj_0 += adj_ret_0;
    wp::adj_vec_t(var_1, var_2, adj_1, adj_2, adj_3);
    // adj: return v11, wp.vec2(-1.14, 1.737)                                                 <L 33>
    wp::adj_copy(var_p1, adj_p1, adj_0);
    // adj: v11 = p1                                                                          <L 32>
    // adj: def function_000000_f3(p0: wp.vec3, p1: wp.mat33):                                <L 31>
    return;
}


// function-000000.py:12
static void adj_function_000000_f1_0(
    wp::float32 var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::float32 & adj_p0,
    wp::vec_t<3, wp::float32> & adj_p1,
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
    wp::float32 var_8;
    const wp::float32 var_9 = 1.0;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
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
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    //---------
    // forward
    // def function_000000_f1(p0: float, p1: wp.vec3, arr: wp.array[float], idx: int) -> wp.vec3:       <L 13>
    // v3 = arr[idx % arr.shape[0]]                                                           <L 14>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v4 = (v3 / (wp.abs(p0) + 1.0))                                                         <L 15>
    var_8 = wp::abs(var_p0);
    var_10 = wp::add(var_8, var_9);
    var_11 = wp::div(var_6, var_10);
    // v5 = wp.trunc(v3)                                                                      <L 16>
    var_12 = wp::trunc(var_6);
    // v6 = v4                                                                                <L 17>
    var_13 = wp::copy(var_11);
    // return p1 + wp.vec3(v3 + v4 + v5 + v6)                                                 <L 18>
    var_14 = wp::add(var_6, var_11);
    var_15 = wp::add(var_14, var_12);
    var_16 = wp::add(var_15, var_13);
    var_17 = wp::vec_t<3, wp::float32>(var_16);
    var_18 = wp::add(var_p1, var_17);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_18 += adj_ret;
    wp::adj_add(var_p1, var_17, adj_p1, adj_17, adj_18);
    wp::adj_vec_t(var_16, adj_16, adj_17);
    wp::adj_add(var_15, var_13, adj_15, adj_13, adj_16);
    wp::adj_add(var_14, var_12, adj_14, adj_12, adj_15);
    wp::adj_add(var_6, var_11, adj_6, adj_11, adj_14);
    // adj: return p1 + wp.vec3(v3 + v4 + v5 + v6)                                            <L 18>
    wp::adj_copy(var_11, adj_11, adj_13);
    // adj: v6 = v4                                                                           <L 17>
    // adj: v5 = wp.trunc(v3)                                                                 <L 16>
    wp::adj_div(var_6, var_10, var_11, adj_6, adj_10, adj_11);
    wp::adj_add(var_8, var_9, adj_8, adj_9, adj_10);
    wp::adj_abs(var_p0, adj_p0, adj_8);
    // adj: v4 = (v3 / (wp.abs(p0) + 1.0))                                                    <L 15>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_arr, var_4, adj_arr, adj_4, adj_5);
    wp::adj_mod(var_idx, var_2, adj_idx, adj_2, adj_4);
    adj_arr.shape = adj_0;
    // adj: v3 = arr[idx % arr.shape[0]]                                                      <L 14>
    // adj: def function_000000_f1(p0: float, p1: wp.vec3, arr: wp.array[float], idx: int) -> wp.vec3:  <L 13>
    return;
}


// function-000000.py:21
static void adj_function_000000_f2_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::vec_t<3, wp::float32> & adj_p0,
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
    const wp::float32 var_8 = -0.41;
    const wp::float32 var_9 = 1.434;
    const wp::float32 var_10 = -0.162;
    wp::vec_t<3, wp::float32> var_11;
    wp::float32 var_12;
    bool var_13;
    wp::vec_t<3, wp::float32> var_14;
    const wp::int32 var_15 = 2;
    wp::float32 var_16;
    const wp::float32 var_17 = -0.23;
    const wp::float32 var_18 = 1.3;
    const wp::float32 var_19 = -1.0;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::vec_t<3, wp::float32> var_24;
    wp::vec_t<3, wp::float32> var_25;
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
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::float32 adj_12 = {};
    bool adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::int32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::vec_t<3, wp::float32> adj_20 = {};
    wp::vec_t<3, wp::float32> adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::vec_t<3, wp::float32> adj_24 = {};
    wp::vec_t<3, wp::float32> adj_25 = {};
    //---------
    // forward
    // def function_000000_f2(p0: wp.vec3, arr: wp.array[float], idx: int):                   <L 22>
    // v7 = arr[idx % arr.shape[0]]                                                           <L 23>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v8 = wp.dot(p0, wp.vec3(-0.41, 1.434, -0.162))                                         <L 24>
    var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
    var_12 = wp::dot(var_p0, var_11);
    // v9 = wp.where(v7 <= v8, p0, p0)                                                        <L 25>
    var_13 = (var_6 <= var_12);
    var_14 = wp::where(var_13, var_p0, var_p0);
    // v10 = v9.z                                                                             <L 26>
    var_16 = wp::extract(var_14, var_15);
    // return wp.vec3(-0.23, 1.3, -1.0) + v9 + wp.vec3(v7 + v8 + v10)                         <L 27>
    var_20 = wp::vec_t<3, wp::float32>(var_17, var_18, var_19);
    var_21 = wp::add(var_20, var_14);
    var_22 = wp::add(var_6, var_12);
    var_23 = wp::add(var_22, var_16);
    var_24 = wp::vec_t<3, wp::float32>(var_23);
    var_25 = wp::add(var_21, var_24);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_25 += adj_ret;
    wp::adj_add(var_21, var_24, adj_21, adj_24, adj_25);
    wp::adj_vec_t(var_23, adj_23, adj_24);
    wp::adj_add(var_22, var_16, adj_22, adj_16, adj_23);
    wp::adj_add(var_6, var_12, adj_6, adj_12, adj_22);
    wp::adj_add(var_20, var_14, adj_20, adj_14, adj_21);
    wp::adj_vec_t(var_17, var_18, var_19, adj_17, adj_18, adj_19, adj_20);
    // adj: return wp.vec3(-0.23, 1.3, -1.0) + v9 + wp.vec3(v7 + v8 + v10)                    <L 27>
    wp::adj_extract(var_14, var_15, adj_14, adj_15, adj_16);
    // adj: v10 = v9.z                                                                        <L 26>
    wp::adj_where(var_13, var_p0, var_p0, adj_13, adj_p0, adj_p0, adj_14);
    // adj: v9 = wp.where(v7 <= v8, p0, p0)                                                   <L 25>
    wp::adj_dot(var_p0, var_11, adj_p0, adj_11, adj_12);
    wp::adj_vec_t(var_8, var_9, var_10, adj_8, adj_9, adj_10, adj_11);
    // adj: v8 = wp.dot(p0, wp.vec3(-0.41, 1.434, -0.162))                                    <L 24>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_arr, var_4, adj_arr, adj_4, adj_5);
    wp::adj_mod(var_idx, var_2, adj_idx, adj_2, adj_4);
    adj_arr.shape = adj_0;
    // adj: v7 = arr[idx % arr.shape[0]]                                                      <L 23>
    // adj: def function_000000_f2(p0: wp.vec3, arr: wp.array[float], idx: int):              <L 22>
    return;
}

struct wp_args_function_000000_76768b23 {
    wp::array_t<wp::vec_t<3, wp::float32>> body_points;
    wp::array_t<wp::float32> body_lengths;
    wp::array_t<wp::float32> body_weights;
    wp::array_t<wp::float32> body_energies;
    wp::int32 num_bodies;
};


template <bool wp_linear_contiguous>
static void function_000000_76768b23_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_function_000000_76768b23 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_body_points = _wp_args->body_points;
    wp::array_t<wp::float32> var_body_lengths = _wp_args->body_lengths;
    wp::array_t<wp::float32> var_body_weights = _wp_args->body_weights;
    wp::array_t<wp::float32> var_body_energies = _wp_args->body_energies;
    wp::int32 var_num_bodies = _wp_args->num_bodies;
    //---------
    // primal vars
    wp::int32 var_0;
    bool var_1;
    wp::vec_t<3, wp::float32>* var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32* var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    const wp::float32 var_11 = -0.12;
    const wp::float32 var_12 = -0.57;
    const wp::float32 var_13 = 1.58;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    const wp::float32 var_17 = -0.88;
    const wp::float32 var_18 = 1.6;
    wp::vec_t<2, wp::float32> var_19;
    wp::vec_t<2, wp::float32> var_20;
    const wp::float32 var_21 = -1.8;
    wp::vec_t<2, wp::float32> var_22;
    const wp::int32 var_23 = 3;
    wp::mat_t<3, 3, wp::float32> var_24;
    const wp::float32 var_25 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_26;
    wp::mat_t<3, 3, wp::float32> var_27;
    wp::mat_t<3, 3, wp::float32> var_28;
    wp::mat_t<3, 3, wp::float32> var_29;
    wp::vec_t<2, wp::float32> var_30;
    const wp::int32 var_31 = 3;
    wp::int32 var_32;
    wp::vec_t<3, wp::float32> var_33;
    wp::vec_t<3, wp::float32> var_34;
    wp::int32 var_35;
    wp::vec_t<3, wp::float32> var_36;
    wp::float32 var_37;
    const wp::float32 var_38 = 0.24;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::int32 var_41 = 0;
    wp::float32 var_42;
    wp::float32 var_43;
    const wp::int32 var_44 = 1;
    wp::float32 var_45;
    wp::float32 var_46;
    const wp::int32 var_47 = 2;
    wp::float32 var_48;
    wp::float32 var_49;
    const wp::float32 var_50 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_51;
    wp::float32 var_52;
    wp::float32 var_53;
    const wp::int32 var_54 = 0;
    wp::float32 var_55;
    wp::float32 var_56;
    const wp::int32 var_57 = 1;
    wp::float32 var_58;
    wp::float32 var_59;
    const wp::int32 var_60 = 0;
    wp::float32 var_61;
    wp::float32 var_62;
    const wp::int32 var_63 = 1;
    wp::float32 var_64;
    wp::float32 var_65;
    const wp::int32 var_66 = 2;
    wp::float32 var_67;
    wp::float32 var_68;
    const wp::int32 var_69 = 0;
    wp::float32 var_70;
    wp::float32 var_71;
    const wp::int32 var_72 = 1;
    wp::float32 var_73;
    wp::float32 var_74;
    const wp::int32 var_75 = 2;
    wp::float32 var_76;
    wp::float32 var_77;
    //---------
    // forward
    // def function_000000(body_points: wp.array[wp.vec3], body_lengths: wp.array[float], body_weights: wp.array[float], body_energies: wp.array[float], num_bodies: int):       <L 37>
    // tid = wp.tid()  # launch index                                                         <L 38>
    var_0 = builtin_tid1d();
    // if tid >= num_bodies:                                                                  <L 39>
    var_1 = (var_0 >= var_num_bodies);
    if (var_1) {
        // return                                                                             <L 40>
        return;
    }
    // v12 = body_points[tid]                                                                 <L 41>
    var_2 = wp::address(var_body_points, var_0);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // v13 = body_lengths[tid]                                                                <L 42>
    var_5 = wp::address(var_body_lengths, var_0);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v14 = body_weights[tid]                                                                <L 43>
    var_8 = wp::address(var_body_weights, var_0);
    var_10 = wp::load(var_8);
    var_9 = wp::copy(var_10);
    // v15, v16 = function_000000_f3(wp.normalize(wp.cross(v12, wp.vec3(-0.12, -0.57, 1.58))), function_000000_f0((wp.vec2(-0.88, 1.6) * v13), function_000000_f0(wp.vec2(-1.8), wp.identity(n=3, dtype=float) * 1.0, body_weights, tid), body_weights, tid))       <L 44>
    var_14 = wp::vec_t<3, wp::float32>(var_11, var_12, var_13);
    var_15 = wp::cross(var_3, var_14);
    var_16 = wp::normalize(var_15);
    var_19 = wp::vec_t<2, wp::float32>(var_17, var_18);
    var_20 = wp::mul(var_19, var_6);
    var_22 = wp::vec_t<2, wp::float32>(var_21);
    var_24 = wp::identity<3, wp::float32>();
    var_26 = wp::mul(var_24, var_25);
    var_27 = function_000000_f0_0(var_22, var_26, var_body_weights, var_0);
    var_28 = function_000000_f0_0(var_20, var_27, var_body_weights, var_0);
    function_000000_f3_0(var_16, var_28, var_29, var_30);
    // v17 = function_000000_f1(v14, v12, body_weights, (tid % 3))                            <L 45>
    var_32 = wp::mod(var_0, var_31);
    var_33 = function_000000_f1_0(var_9, var_3, var_body_weights, var_32);
    // v18 = function_000000_f2(function_000000_f2(v12, body_weights, tid), body_weights, (tid + tid))       <L 46>
    var_34 = function_000000_f2_0(var_3, var_body_weights, var_0);
    var_35 = wp::add(var_0, var_0);
    var_36 = function_000000_f2_0(var_34, var_body_weights, var_35);
    // body_energies[tid] = v13 + v14 + v13 * 0.24 + v12[0] + v12[1] + v12[2] + wp.ddot(v15, wp.mat33(1.0)) + v16[0] + v16[1] + v17[0] + v17[1] + v17[2] + v18[0] + v18[1] + v18[2]       <L 48>
    var_37 = wp::add(var_6, var_9);
    var_39 = wp::mul(var_6, var_38);
    var_40 = wp::add(var_37, var_39);
    var_42 = wp::extract(var_3, var_41);
    var_43 = wp::add(var_40, var_42);
    var_45 = wp::extract(var_3, var_44);
    var_46 = wp::add(var_43, var_45);
    var_48 = wp::extract(var_3, var_47);
    var_49 = wp::add(var_46, var_48);
    var_51 = wp::mat_t<3, 3, wp::float32>(var_50);
    var_52 = wp::ddot(var_29, var_51);
    var_53 = wp::add(var_49, var_52);
    var_55 = wp::extract(var_30, var_54);
    var_56 = wp::add(var_53, var_55);
    var_58 = wp::extract(var_30, var_57);
    var_59 = wp::add(var_56, var_58);
    var_61 = wp::extract(var_33, var_60);
    var_62 = wp::add(var_59, var_61);
    var_64 = wp::extract(var_33, var_63);
    var_65 = wp::add(var_62, var_64);
    var_67 = wp::extract(var_33, var_66);
    var_68 = wp::add(var_65, var_67);
    var_70 = wp::extract(var_36, var_69);
    var_71 = wp::add(var_68, var_70);
    var_73 = wp::extract(var_36, var_72);
    var_74 = wp::add(var_71, var_73);
    var_76 = wp::extract(var_36, var_75);
    var_77 = wp::add(var_74, var_76);
    wp::array_store(var_body_energies, var_0, var_77);
}



template <bool wp_linear_contiguous>
static void function_000000_76768b23_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_function_000000_76768b23 *_wp_args,
    wp_args_function_000000_76768b23 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_body_points = _wp_args->body_points;
    wp::array_t<wp::float32> var_body_lengths = _wp_args->body_lengths;
    wp::array_t<wp::float32> var_body_weights = _wp_args->body_weights;
    wp::array_t<wp::float32> var_body_energies = _wp_args->body_energies;
    wp::int32 var_num_bodies = _wp_args->num_bodies;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_body_points = _wp_adj_args->body_points;
    wp::array_t<wp::float32> adj_body_lengths = _wp_adj_args->body_lengths;
    wp::array_t<wp::float32> adj_body_weights = _wp_adj_args->body_weights;
    wp::array_t<wp::float32> adj_body_energies = _wp_adj_args->body_energies;
    wp::int32 adj_num_bodies = _wp_adj_args->num_bodies;
    //---------
    // primal vars
    wp::int32 var_0;
    bool var_1;
    wp::vec_t<3, wp::float32>* var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32* var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    const wp::float32 var_11 = -0.12;
    const wp::float32 var_12 = -0.57;
    const wp::float32 var_13 = 1.58;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    const wp::float32 var_17 = -0.88;
    const wp::float32 var_18 = 1.6;
    wp::vec_t<2, wp::float32> var_19;
    wp::vec_t<2, wp::float32> var_20;
    const wp::float32 var_21 = -1.8;
    wp::vec_t<2, wp::float32> var_22;
    const wp::int32 var_23 = 3;
    wp::mat_t<3, 3, wp::float32> var_24;
    const wp::float32 var_25 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_26;
    wp::mat_t<3, 3, wp::float32> var_27;
    wp::mat_t<3, 3, wp::float32> var_28;
    wp::mat_t<3, 3, wp::float32> var_29;
    wp::vec_t<2, wp::float32> var_30;
    const wp::int32 var_31 = 3;
    wp::int32 var_32;
    wp::vec_t<3, wp::float32> var_33;
    wp::vec_t<3, wp::float32> var_34;
    wp::int32 var_35;
    wp::vec_t<3, wp::float32> var_36;
    wp::float32 var_37;
    const wp::float32 var_38 = 0.24;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::int32 var_41 = 0;
    wp::float32 var_42;
    wp::float32 var_43;
    const wp::int32 var_44 = 1;
    wp::float32 var_45;
    wp::float32 var_46;
    const wp::int32 var_47 = 2;
    wp::float32 var_48;
    wp::float32 var_49;
    const wp::float32 var_50 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_51;
    wp::float32 var_52;
    wp::float32 var_53;
    const wp::int32 var_54 = 0;
    wp::float32 var_55;
    wp::float32 var_56;
    const wp::int32 var_57 = 1;
    wp::float32 var_58;
    wp::float32 var_59;
    const wp::int32 var_60 = 0;
    wp::float32 var_61;
    wp::float32 var_62;
    const wp::int32 var_63 = 1;
    wp::float32 var_64;
    wp::float32 var_65;
    const wp::int32 var_66 = 2;
    wp::float32 var_67;
    wp::float32 var_68;
    const wp::int32 var_69 = 0;
    wp::float32 var_70;
    wp::float32 var_71;
    const wp::int32 var_72 = 1;
    wp::float32 var_73;
    wp::float32 var_74;
    const wp::int32 var_75 = 2;
    wp::float32 var_76;
    wp::float32 var_77;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    bool adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::vec_t<2, wp::float32> adj_19 = {};
    wp::vec_t<2, wp::float32> adj_20 = {};
    wp::float32 adj_21 = {};
    wp::vec_t<2, wp::float32> adj_22 = {};
    wp::int32 adj_23 = {};
    wp::mat_t<3, 3, wp::float32> adj_24 = {};
    wp::float32 adj_25 = {};
    wp::mat_t<3, 3, wp::float32> adj_26 = {};
    wp::mat_t<3, 3, wp::float32> adj_27 = {};
    wp::mat_t<3, 3, wp::float32> adj_28 = {};
    wp::mat_t<3, 3, wp::float32> adj_29 = {};
    wp::vec_t<2, wp::float32> adj_30 = {};
    wp::int32 adj_31 = {};
    wp::int32 adj_32 = {};
    wp::vec_t<3, wp::float32> adj_33 = {};
    wp::vec_t<3, wp::float32> adj_34 = {};
    wp::int32 adj_35 = {};
    wp::vec_t<3, wp::float32> adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::int32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::int32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::int32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::mat_t<3, 3, wp::float32> adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::int32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::int32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::int32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::int32 adj_63 = {};
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
    //---------
    // forward
    // def function_000000(body_points: wp.array[wp.vec3], body_lengths: wp.array[float], body_weights: wp.array[float], body_energies: wp.array[float], num_bodies: int):       <L 37>
    // tid = wp.tid()  # launch index                                                         <L 38>
    var_0 = builtin_tid1d();
    // if tid >= num_bodies:                                                                  <L 39>
    var_1 = (var_0 >= var_num_bodies);
    if (var_1) {
        // return                                                                             <L 40>
        goto label0;
    }
    // v12 = body_points[tid]                                                                 <L 41>
    var_2 = wp::address(var_body_points, var_0);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // v13 = body_lengths[tid]                                                                <L 42>
    var_5 = wp::address(var_body_lengths, var_0);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v14 = body_weights[tid]                                                                <L 43>
    var_8 = wp::address(var_body_weights, var_0);
    var_10 = wp::load(var_8);
    var_9 = wp::copy(var_10);
    // v15, v16 = function_000000_f3(wp.normalize(wp.cross(v12, wp.vec3(-0.12, -0.57, 1.58))), function_000000_f0((wp.vec2(-0.88, 1.6) * v13), function_000000_f0(wp.vec2(-1.8), wp.identity(n=3, dtype=float) * 1.0, body_weights, tid), body_weights, tid))       <L 44>
    var_14 = wp::vec_t<3, wp::float32>(var_11, var_12, var_13);
    var_15 = wp::cross(var_3, var_14);
    var_16 = wp::normalize(var_15);
    var_19 = wp::vec_t<2, wp::float32>(var_17, var_18);
    var_20 = wp::mul(var_19, var_6);
    var_22 = wp::vec_t<2, wp::float32>(var_21);
    var_24 = wp::identity<3, wp::float32>();
    var_26 = wp::mul(var_24, var_25);
    var_27 = function_000000_f0_0(var_22, var_26, var_body_weights, var_0);
    var_28 = function_000000_f0_0(var_20, var_27, var_body_weights, var_0);
    function_000000_f3_0(var_16, var_28, var_29, var_30);
    // v17 = function_000000_f1(v14, v12, body_weights, (tid % 3))                            <L 45>
    var_32 = wp::mod(var_0, var_31);
    var_33 = function_000000_f1_0(var_9, var_3, var_body_weights, var_32);
    // v18 = function_000000_f2(function_000000_f2(v12, body_weights, tid), body_weights, (tid + tid))       <L 46>
    var_34 = function_000000_f2_0(var_3, var_body_weights, var_0);
    var_35 = wp::add(var_0, var_0);
    var_36 = function_000000_f2_0(var_34, var_body_weights, var_35);
    // body_energies[tid] = v13 + v14 + v13 * 0.24 + v12[0] + v12[1] + v12[2] + wp.ddot(v15, wp.mat33(1.0)) + v16[0] + v16[1] + v17[0] + v17[1] + v17[2] + v18[0] + v18[1] + v18[2]       <L 48>
    var_37 = wp::add(var_6, var_9);
    var_39 = wp::mul(var_6, var_38);
    var_40 = wp::add(var_37, var_39);
    var_42 = wp::extract(var_3, var_41);
    var_43 = wp::add(var_40, var_42);
    var_45 = wp::extract(var_3, var_44);
    var_46 = wp::add(var_43, var_45);
    var_48 = wp::extract(var_3, var_47);
    var_49 = wp::add(var_46, var_48);
    var_51 = wp::mat_t<3, 3, wp::float32>(var_50);
    var_52 = wp::ddot(var_29, var_51);
    var_53 = wp::add(var_49, var_52);
    var_55 = wp::extract(var_30, var_54);
    var_56 = wp::add(var_53, var_55);
    var_58 = wp::extract(var_30, var_57);
    var_59 = wp::add(var_56, var_58);
    var_61 = wp::extract(var_33, var_60);
    var_62 = wp::add(var_59, var_61);
    var_64 = wp::extract(var_33, var_63);
    var_65 = wp::add(var_62, var_64);
    var_67 = wp::extract(var_33, var_66);
    var_68 = wp::add(var_65, var_67);
    var_70 = wp::extract(var_36, var_69);
    var_71 = wp::add(var_68, var_70);
    var_73 = wp::extract(var_36, var_72);
    var_74 = wp::add(var_71, var_73);
    var_76 = wp::extract(var_36, var_75);
    var_77 = wp::add(var_74, var_76);
    // wp::array_store(var_body_energies, var_0, var_77);
    //---------
    // reverse
    wp::adj_array_store(var_body_energies, var_0, var_77, adj_body_energies, adj_0, adj_77);
    wp::adj_add(var_74, var_76, adj_74, adj_76, adj_77);
    wp::adj_extract(var_36, var_75, adj_36, adj_75, adj_76);
    wp::adj_add(var_71, var_73, adj_71, adj_73, adj_74);
    wp::adj_extract(var_36, var_72, adj_36, adj_72, adj_73);
    wp::adj_add(var_68, var_70, adj_68, adj_70, adj_71);
    wp::adj_extract(var_36, var_69, adj_36, adj_69, adj_70);
    wp::adj_add(var_65, var_67, adj_65, adj_67, adj_68);
    wp::adj_extract(var_33, var_66, adj_33, adj_66, adj_67);
    wp::adj_add(var_62, var_64, adj_62, adj_64, adj_65);
    wp::adj_extract(var_33, var_63, adj_33, adj_63, adj_64);
    wp::adj_add(var_59, var_61, adj_59, adj_61, adj_62);
    wp::adj_extract(var_33, var_60, adj_33, adj_60, adj_61);
    wp::adj_add(var_56, var_58, adj_56, adj_58, adj_59);
    wp::adj_extract(var_30, var_57, adj_30, adj_57, adj_58);
    wp::adj_add(var_53, var_55, adj_53, adj_55, adj_56);
    wp::adj_extract(var_30, var_54, adj_30, adj_54, adj_55);
    wp::adj_add(var_49, var_52, adj_49, adj_52, adj_53);
    wp::adj_ddot(var_29, var_51, adj_29, adj_51, adj_52);
    wp::adj_mat_t(var_50, adj_50, adj_51);
    wp::adj_add(var_46, var_48, adj_46, adj_48, adj_49);
    wp::adj_extract(var_3, var_47, adj_3, adj_47, adj_48);
    wp::adj_add(var_43, var_45, adj_43, adj_45, adj_46);
    wp::adj_extract(var_3, var_44, adj_3, adj_44, adj_45);
    wp::adj_add(var_40, var_42, adj_40, adj_42, adj_43);
    wp::adj_extract(var_3, var_41, adj_3, adj_41, adj_42);
    wp::adj_add(var_37, var_39, adj_37, adj_39, adj_40);
    wp::adj_mul(var_6, var_38, adj_6, adj_38, adj_39);
    wp::adj_add(var_6, var_9, adj_6, adj_9, adj_37);
    // adj: body_energies[tid] = v13 + v14 + v13 * 0.24 + v12[0] + v12[1] + v12[2] + wp.ddot(v15, wp.mat33(1.0)) + v16[0] + v16[1] + v17[0] + v17[1] + v17[2] + v18[0] + v18[1] + v18[2]  <L 48>
    adj_function_000000_f2_0(var_34, var_body_weights, var_35, adj_34, adj_body_weights, adj_35, adj_36);
    wp::adj_add(var_0, var_0, adj_0, adj_0, adj_35);
    adj_function_000000_f2_0(var_3, var_body_weights, var_0, adj_3, adj_body_weights, adj_0, adj_34);
    // adj: v18 = function_000000_f2(function_000000_f2(v12, body_weights, tid), body_weights, (tid + tid))  <L 46>
    adj_function_000000_f1_0(var_9, var_3, var_body_weights, var_32, adj_9, adj_3, adj_body_weights, adj_32, adj_33);
    wp::adj_mod(var_0, var_31, adj_0, adj_31, adj_32);
    // adj: v17 = function_000000_f1(v14, v12, body_weights, (tid % 3))                       <L 45>
    adj_function_000000_f3_0(var_16, var_28, var_29, var_30, adj_16, adj_28, adj_29, adj_30);
    adj_function_000000_f0_0(var_20, var_27, var_body_weights, var_0, adj_20, adj_27, adj_body_weights, adj_0, adj_28);
    adj_function_000000_f0_0(var_22, var_26, var_body_weights, var_0, adj_22, adj_26, adj_body_weights, adj_0, adj_27);
    wp::adj_mul(var_24, var_25, adj_24, adj_25, adj_26);
    wp::adj_vec_t(var_21, adj_21, adj_22);
    wp::adj_mul(var_19, var_6, adj_19, adj_6, adj_20);
    wp::adj_vec_t(var_17, var_18, adj_17, adj_18, adj_19);
    wp::adj_normalize(var_15, var_16, adj_15, adj_16);
    wp::adj_cross(var_3, var_14, adj_3, adj_14, adj_15);
    wp::adj_vec_t(var_11, var_12, var_13, adj_11, adj_12, adj_13, adj_14);
    // adj: v15, v16 = function_000000_f3(wp.normalize(wp.cross(v12, wp.vec3(-0.12, -0.57, 1.58))), function_000000_f0((wp.vec2(-0.88, 1.6) * v13), function_000000_f0(wp.vec2(-1.8), wp.identity(n=3, dtype=float) * 1.0, body_weights, tid), body_weights, tid))  <L 44>
    wp::adj_copy(var_10, adj_8, adj_9);
    wp::adj_address(var_body_weights, var_0, adj_body_weights, adj_0, adj_8);
    // adj: v14 = body_weights[tid]                                                           <L 43>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_body_lengths, var_0, adj_body_lengths, adj_0, adj_5);
    // adj: v13 = body_lengths[tid]                                                           <L 42>
    wp::adj_copy(var_4, adj_2, adj_3);
    wp::adj_address(var_body_points, var_0, adj_body_points, adj_0, adj_2);
    // adj: v12 = body_points[tid]                                                            <L 41>
    if (var_1) {
        label0:;
        // adj: return                                                                        <L 40>
    }
    // adj: if tid >= num_bodies:                                                             <L 39>
    // adj: tid = wp.tid()  # launch index                                                    <L 38>
    // adj: def function_000000(body_points: wp.array[wp.vec3], body_lengths: wp.array[float], body_weights: wp.array[float], body_energies: wp.array[float], num_bodies: int):  <L 37>
    return;
}



struct function_000000_76768b23_cpu_block_payload_forward
{
    wp_args_function_000000_76768b23* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void function_000000_76768b23_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    function_000000_76768b23_cpu_block_payload_forward* payload = (function_000000_76768b23_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    function_000000_76768b23_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void function_000000_76768b23_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_function_000000_76768b23 *_wp_args)
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
        function_000000_76768b23_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &function_000000_76768b23_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct function_000000_76768b23_cpu_block_payload_backward
{
    wp_args_function_000000_76768b23* args;
    wp_args_function_000000_76768b23* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void function_000000_76768b23_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    function_000000_76768b23_cpu_block_payload_backward* payload = (function_000000_76768b23_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    function_000000_76768b23_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void function_000000_76768b23_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_function_000000_76768b23 *_wp_args,
    wp_args_function_000000_76768b23 *_wp_adj_args)
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
        function_000000_76768b23_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &function_000000_76768b23_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

