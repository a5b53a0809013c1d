// Generated for case function-000001 with warp-lang 1.19.0. Do not edit.
// Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
#define WP_NO_BFLOAT16

#define WP_TILE_BLOCK_DIM 256
#define WP_NO_CRT
#include "builtin.h"
#include "deterministic.h"

// Map wp.breakpoint() to a device brkpt at the call site so cuda-gdb attributes the stop to the generated .cu line
#if defined(__CUDACC__) && !defined(_MSC_VER)
#define __debugbreak() __brkpt()
#endif

#define builtin_tid1d() wp::tid(_idx, dim)
#define builtin_tid2d(x, y) wp::tid(x, y, _idx, dim)
#define builtin_tid3d(x, y, z) wp::tid(x, y, z, _idx, dim)
#define builtin_tid4d(x, y, z, w) wp::tid(x, y, z, w, _idx, dim)

#define builtin_block_dim() wp::block_dim()

// CUDA Thread Block Cluster shape declaration. Expands to __cluster_dims__
// only on devices that support clusters (compute capability 9.0+); otherwise
// expands to nothing so the same source compiles cleanly for any target arch.
#if defined(__CUDA_ARCH__) && (__CUDA_ARCH__ >= 900)
#define WP_CLUSTER_DIMS(x, y, z) __cluster_dims__(x, y, z)
#else
#define WP_CLUSTER_DIMS(x, y, z)
#endif

// Maximum registers per thread. __maxnreg__ was added in CUDA Toolkit 12.4;
// older toolkits ignore the opt-in so the same source remains compilable.
#if defined(__CUDACC_VER_MAJOR__) && (__CUDACC_VER_MAJOR__ > 12 || (__CUDACC_VER_MAJOR__ == 12 && __CUDACC_VER_MINOR__ >= 4))
#define WP_MAXNREG(n) __maxnreg__(n)
#else
#define WP_MAXNREG(n)
#endif

// Allow PTXAS to spill registers into shared memory. CUDA Toolkit 13.0
// introduced the pragma, which is unavailable in device-debug compilation.
#if defined(__CUDACC_VER_MAJOR__) && (__CUDACC_VER_MAJOR__ >= 13) && !defined(_DEBUG)
#define WP_ENABLE_SMEM_SPILLING() asm volatile(".pragma \"enable_smem_spilling\";");
#else
#define WP_ENABLE_SMEM_SPILLING()
#endif


// avoid namespacing of float type for casting to float type, this is to avoid wp::float(x), which is not valid in C++
#define float(x) cast_float(x)
#define adj_float(x, adj_x, adj_ret) adj_cast_float(x, adj_x, adj_ret)

#define int(x) cast_int(x)
#define adj_int(x, adj_x, adj_ret) adj_cast_int(x, adj_x, adj_ret)


// function-000001.py:13
static CUDA_CALLABLE wp::float32 function_000001_f1_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::float32 var_p2)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    wp::float32 var_2;
    const wp::float32 var_3 = -1.95;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    //---------
    // forward
    // def function_000001_f1(p0: float, p1: float, p2: float) -> float:                      <L 14>
    // return (wp.cos((p0 * p2)) + ((p1 - p0) + (p2 * -1.95)))                                <L 15>
    var_0 = wp::mul(var_p0, var_p2);
    var_1 = wp::cos(var_0);
    var_2 = wp::sub(var_p1, var_p0);
    var_4 = wp::mul(var_p2, var_3);
    var_5 = wp::add(var_2, var_4);
    var_6 = wp::add(var_1, var_5);
    return var_6;
}


// function-000001.py:25
static CUDA_CALLABLE void function_000001_f2_0(
    wp::mat_t<3, 3, wp::float32> var_p0,
    wp::vec_t<2, wp::float32> var_p1,
    wp::float32 & ret_0,
    wp::mat_t<3, 3, wp::float32> & ret_1)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 1.36;
    wp::float32 var_1;
    const wp::float32 var_2 = -1.5;
    const wp::float32 var_3 = -0.877;
    bool var_4;
    wp::float32 var_5;
    const wp::float32 var_6 = 0.09;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 1.0;
    wp::float32 var_11;
    wp::float32 var_12;
    //---------
    // forward
    // def function_000001_f2(p0: wp.mat33, p1: wp.vec2):                                     <L 26>
    // v2 = float(1.36)                                                                       <L 27>
    var_1 = wp::float(var_0);
    // if -1.5 > -0.877:                                                                      <L 28>
    var_4 = (var_2 > var_3);
    if (var_4) {
        // return function_000001_f1(v2, v2, v2), p0                                          <L 29>
        var_5 = function_000001_f1_0(var_1, var_1, var_1);
        ret_0 = var_5;
        ret_1 = var_p0;
        return;
    }
    // return (function_000001_f1(v2, 0.09, v2) / (wp.abs(wp.ceil(v2)) + 1.0)), p0            <L 30>
    var_7 = function_000001_f1_0(var_1, var_6, var_1);
    var_8 = wp::ceil(var_1);
    var_9 = wp::abs(var_8);
    var_11 = wp::add(var_9, var_10);
    var_12 = wp::div(var_7, var_11);
    ret_0 = var_12;
    ret_1 = var_p0;
    return;
}


// function-000001.py:33
static CUDA_CALLABLE wp::mat_t<3, 3, wp::float32> function_000001_f3_0(
    wp::vec_t<3, wp::float32> var_p0,
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
    wp::float32 var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    bool var_12;
    const wp::float32 var_13 = 0.3;
    const wp::float32 var_14 = 0.15;
    const wp::float32 var_15 = 0.72;
    wp::vec_t<3, wp::float32> var_16;
    wp::mat_t<3, 3, wp::float32> var_17;
    const wp::int32 var_18 = 3;
    wp::mat_t<3, 3, wp::float32> var_19;
    const wp::float32 var_20 = 1.71;
    wp::mat_t<3, 3, wp::float32> var_21;
    //---------
    // forward
    // def function_000001_f3(p0: wp.vec3, p1: wp.vec3, arr: wp.array(dtype=float), idx: int):       <L 34>
    // v3 = arr[idx % arr.shape[0]]                                                           <L 35>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v4 = (wp.vec3(wp.rint(v3), function_000001_f1(v3, v3, v3), v3) + p1)                   <L 36>
    var_8 = wp::rint(var_6);
    var_9 = function_000001_f1_0(var_6, var_6, var_6);
    var_10 = wp::vec_t<3, wp::float32>(var_8, var_9, var_6);
    var_11 = wp::add(var_10, var_p1);
    // if v3 >= v3:                                                                           <L 37>
    var_12 = (var_6 >= var_6);
    if (var_12) {
        // return wp.diag(wp.vec3(0.3, 0.15, 0.72))                                           <L 38>
        var_16 = wp::vec_t<3, wp::float32>(var_13, var_14, var_15);
        var_17 = wp::diag(var_16);
        return var_17;
    }
    // return wp.identity(n=3, dtype=float) * 1.71                                            <L 39>
    var_19 = wp::identity<3, wp::float32>();
    var_21 = wp::mul(var_19, var_20);
    return var_21;
}


// function-000001.py:4
static CUDA_CALLABLE wp::vec_t<2, wp::float32> function_000001_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::vec_t<3, wp::float32> var_p2)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -0.89;
    const wp::float32 var_1 = -1.531;
    const wp::float32 var_2 = 1.416;
    wp::vec_t<3, wp::float32> var_3;
    const wp::float32 var_4 = -1.9;
    const wp::float32 var_5 = -1.6;
    wp::float32 var_6;
    const wp::float32 var_7 = 1.0;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = -0.44;
    const wp::float32 var_11 = -1.51;
    const wp::float32 var_12 = 0.95;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = -0.93;
    const wp::float32 var_16 = 0.25;
    wp::float32 var_17;
    bool var_18;
    bool var_19;
    bool var_20;
    const wp::float32 var_21 = -1.44;
    const wp::float32 var_22 = -1.6;
    wp::vec_t<2, wp::float32> var_23;
    wp::vec_t<2, wp::float32> var_24;
    const wp::float32 var_25 = -0.3;
    const wp::float32 var_26 = -0.9;
    wp::vec_t<2, wp::float32> var_27;
    wp::vec_t<2, wp::float32> var_28;
    const wp::float32 var_29 = -0.349;
    const wp::float32 var_30 = -0.26;
    wp::vec_t<2, wp::float32> var_31;
    wp::vec_t<2, wp::float32> var_32;
    //---------
    // forward
    // def function_000001_f0(p0: wp.vec3, p1: wp.vec3, p2: wp.vec3):                         <L 5>
    // v0 = wp.vec3(-0.89, -1.531, 1.416)                                                     <L 6>
    var_3 = wp::vec_t<3, wp::float32>(var_0, var_1, var_2);
    // v1 = wp.lerp(((-1.9 / (wp.abs(-1.6) + 1.0)) - wp.clamp(-0.44, -1.51, 0.95)), -0.93, 0.25)       <L 7>
    var_6 = wp::abs(var_5);
    var_8 = wp::add(var_6, var_7);
    var_9 = wp::div(var_4, var_8);
    var_13 = wp::clamp(var_10, var_11, var_12);
    var_14 = wp::sub(var_9, var_13);
    var_17 = wp::lerp(var_14, var_15, var_16);
    // if (v1 > v1) or (v1 < v1):                                                             <L 8>
    var_19 = (var_17 > var_17);
    var_18 = var_19;
    if (!var_18) {
        var_20 = (var_17 < var_17);
        var_18 = var_18 || var_20;
    }
    if (var_18) {
        // return wp.normalize(wp.vec2(-1.44, -1.6))                                          <L 9>
        var_23 = wp::vec_t<2, wp::float32>(var_21, var_22);
        var_24 = wp::normalize(var_23);
        return var_24;
    }
    // return wp.cw_mul((wp.vec2(-0.3, -0.9) * v1), wp.vec2(-0.349, -0.26))                   <L 10>
    var_27 = wp::vec_t<2, wp::float32>(var_25, var_26);
    var_28 = wp::mul(var_27, var_17);
    var_31 = wp::vec_t<2, wp::float32>(var_29, var_30);
    var_32 = wp::cw_mul(var_28, var_31);
    return var_32;
}


// function-000001.py:18
static CUDA_CALLABLE void adj_function_000001_f1_0(
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
    wp::float32 var_0;
    wp::float32 var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = -1.0;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = 1.0;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = -1.95;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    //---------
    // forward
    // def adj_function_000001_f1(p0: float, p1: float, p2: float, adj_ret: float):           <L 19>
    // wp.adjoint[p0] += (((-wp.sin((p0 * p2))) * p2) + (-1.0)) * adj_ret                     <L 20>
    var_0 = wp::mul(var_p0, var_p2);
    var_1 = wp::sin(var_0);
    var_2 = wp::neg(var_1);
    var_3 = wp::mul(var_2, var_p2);
    var_5 = wp::add(var_3, var_4);
    var_6 = wp::mul(var_5, var_adj_ret);
    var_7 = wp::add(adj_p0, var_6);
    adj_p0 = var_7;
    // wp.adjoint[p1] += 1.0 * adj_ret                                                        <L 21>
    var_9 = wp::mul(var_8, var_adj_ret);
    var_10 = wp::add(adj_p1, var_9);
    adj_p1 = var_10;
    // wp.adjoint[p2] += (((-wp.sin((p0 * p2))) * p0) + -1.95) * adj_ret                      <L 22>
    var_11 = wp::mul(var_p0, var_p2);
    var_12 = wp::sin(var_11);
    var_13 = wp::neg(var_12);
    var_14 = wp::mul(var_13, var_p0);
    var_16 = wp::add(var_14, var_15);
    var_17 = wp::mul(var_16, var_adj_ret);
    var_18 = wp::add(adj_p2, var_17);
    adj_p2 = var_18;
}


// function-000001.py:25
static CUDA_CALLABLE void adj_function_000001_f2_0(
    wp::mat_t<3, 3, wp::float32> var_p0,
    wp::vec_t<2, wp::float32> var_p1,
    wp::float32 & ret_0,
    wp::mat_t<3, 3, wp::float32> & ret_1,
    wp::mat_t<3, 3, wp::float32> & adj_p0,
    wp::vec_t<2, wp::float32> & adj_p1,
    wp::float32 & adj_ret_0,
    wp::mat_t<3, 3, wp::float32> & adj_ret_1)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 1.36;
    wp::float32 var_1;
    const wp::float32 var_2 = -1.5;
    const wp::float32 var_3 = -0.877;
    bool var_4;
    wp::float32 var_5;
    const wp::float32 var_6 = 0.09;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 1.0;
    wp::float32 var_11;
    wp::float32 var_12;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    bool adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    //---------
    // forward
    // def function_000001_f2(p0: wp.mat33, p1: wp.vec2):                                     <L 26>
    // v2 = float(1.36)                                                                       <L 27>
    var_1 = wp::float(var_0);
    // if -1.5 > -0.877:                                                                      <L 28>
    var_4 = (var_2 > var_3);
    if (var_4) {
        // return function_000001_f1(v2, v2, v2), p0                                          <L 29>
        var_5 = function_000001_f1_0(var_1, var_1, var_1);
        ret_0 = var_5;
        ret_1 = var_p0;
        goto label0;
    }
    // return (function_000001_f1(v2, 0.09, v2) / (wp.abs(wp.ceil(v2)) + 1.0)), p0            <L 30>
    var_7 = function_000001_f1_0(var_1, var_6, var_1);
    var_8 = wp::ceil(var_1);
    var_9 = wp::abs(var_8);
    var_11 = wp::add(var_9, var_10);
    var_12 = wp::div(var_7, var_11);
    ret_0 = var_12;
    ret_1 = var_p0;
    goto label1;
    //---------
    // reverse
    label1:;
    adj_p0 += adj_ret_1;
    adj_12 += adj_ret_0;
    wp::adj_div(var_7, var_11, var_12, adj_7, adj_11, adj_12);
    wp::adj_add(var_9, var_10, adj_9, adj_10, adj_11);
    wp::adj_abs(var_8, adj_8, adj_9);
    adj_function_000001_f1_0(var_1, var_6, var_1, adj_1, adj_6, adj_1, adj_7);
    // adj: return (function_000001_f1(v2, 0.09, v2) / (wp.abs(wp.ceil(v2)) + 1.0)), p0       <L 30>
    if (var_4) {
        label0:;
        adj_p0 += adj_ret_1;
        adj_5 += adj_ret_0;
        adj_function_000001_f1_0(var_1, var_1, var_1, adj_1, adj_1, adj_1, adj_5);
        // adj: return function_000001_f1(v2, v2, v2), p0                                     <L 29>
    }
    // adj: if -1.5 > -0.877:                                                                 <L 28>
    wp::adj_float(var_0, adj_0, adj_1);
    // adj: v2 = float(1.36)                                                                  <L 27>
    // adj: def function_000001_f2(p0: wp.mat33, p1: wp.vec2):                                <L 26>
    return;
}


// function-000001.py:33
static CUDA_CALLABLE void adj_function_000001_f3_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::vec_t<3, wp::float32> & adj_p1,
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
    wp::float32 var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    bool var_12;
    const wp::float32 var_13 = 0.3;
    const wp::float32 var_14 = 0.15;
    const wp::float32 var_15 = 0.72;
    wp::vec_t<3, wp::float32> var_16;
    wp::mat_t<3, 3, wp::float32> var_17;
    const wp::int32 var_18 = 3;
    wp::mat_t<3, 3, wp::float32> var_19;
    const wp::float32 var_20 = 1.71;
    wp::mat_t<3, 3, wp::float32> var_21;
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
    wp::vec_t<3, wp::float32> adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    bool adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::mat_t<3, 3, wp::float32> adj_17 = {};
    wp::int32 adj_18 = {};
    wp::mat_t<3, 3, wp::float32> adj_19 = {};
    wp::float32 adj_20 = {};
    wp::mat_t<3, 3, wp::float32> adj_21 = {};
    //---------
    // forward
    // def function_000001_f3(p0: wp.vec3, p1: wp.vec3, arr: wp.array(dtype=float), idx: int):       <L 34>
    // v3 = arr[idx % arr.shape[0]]                                                           <L 35>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v4 = (wp.vec3(wp.rint(v3), function_000001_f1(v3, v3, v3), v3) + p1)                   <L 36>
    var_8 = wp::rint(var_6);
    var_9 = function_000001_f1_0(var_6, var_6, var_6);
    var_10 = wp::vec_t<3, wp::float32>(var_8, var_9, var_6);
    var_11 = wp::add(var_10, var_p1);
    // if v3 >= v3:                                                                           <L 37>
    var_12 = (var_6 >= var_6);
    if (var_12) {
        // return wp.diag(wp.vec3(0.3, 0.15, 0.72))                                           <L 38>
        var_16 = wp::vec_t<3, wp::float32>(var_13, var_14, var_15);
        var_17 = wp::diag(var_16);
        goto label0;
    }
    // return wp.identity(n=3, dtype=float) * 1.71                                            <L 39>
    var_19 = wp::identity<3, wp::float32>();
    var_21 = wp::mul(var_19, var_20);
    goto label1;
    //---------
    // reverse
    label1:;
    adj_21 += adj_ret;
    wp::adj_mul(var_19, var_20, adj_19, adj_20, adj_21);
    // adj: return wp.identity(n=3, dtype=float) * 1.71                                       <L 39>
    if (var_12) {
        label0:;
        adj_17 += adj_ret;
        wp::adj_diag(var_16, adj_16, adj_17);
        wp::adj_vec_t(var_13, var_14, var_15, adj_13, adj_14, adj_15, adj_16);
        // adj: return wp.diag(wp.vec3(0.3, 0.15, 0.72))                                      <L 38>
    }
    // adj: if v3 >= v3:                                                                      <L 37>
    wp::adj_add(var_10, var_p1, adj_10, adj_p1, adj_11);
    wp::adj_vec_t(var_8, var_9, var_6, adj_8, adj_9, adj_6, adj_10);
    adj_function_000001_f1_0(var_6, var_6, var_6, adj_6, adj_6, adj_6, adj_9);
    // adj: v4 = (wp.vec3(wp.rint(v3), function_000001_f1(v3, v3, v3), v3) + p1)              <L 36>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_arr, var_4, adj_arr, adj_4, adj_5);
    wp::adj_mod(var_idx, var_2, adj_idx, adj_2, adj_4);
    adj_arr.shape = adj_0;
    // adj: v3 = arr[idx % arr.shape[0]]                                                      <L 35>
    // adj: def function_000001_f3(p0: wp.vec3, p1: wp.vec3, arr: wp.array(dtype=float), idx: int):  <L 34>
    return;
}


// function-000001.py:4
static CUDA_CALLABLE void adj_function_000001_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::vec_t<3, wp::float32> var_p2,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::vec_t<3, wp::float32> & adj_p1,
    wp::vec_t<3, wp::float32> & adj_p2,
    wp::vec_t<2, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -0.89;
    const wp::float32 var_1 = -1.531;
    const wp::float32 var_2 = 1.416;
    wp::vec_t<3, wp::float32> var_3;
    const wp::float32 var_4 = -1.9;
    const wp::float32 var_5 = -1.6;
    wp::float32 var_6;
    const wp::float32 var_7 = 1.0;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = -0.44;
    const wp::float32 var_11 = -1.51;
    const wp::float32 var_12 = 0.95;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = -0.93;
    const wp::float32 var_16 = 0.25;
    wp::float32 var_17;
    bool var_18;
    bool var_19;
    bool var_20;
    const wp::float32 var_21 = -1.44;
    const wp::float32 var_22 = -1.6;
    wp::vec_t<2, wp::float32> var_23;
    wp::vec_t<2, wp::float32> var_24;
    const wp::float32 var_25 = -0.3;
    const wp::float32 var_26 = -0.9;
    wp::vec_t<2, wp::float32> var_27;
    wp::vec_t<2, wp::float32> var_28;
    const wp::float32 var_29 = -0.349;
    const wp::float32 var_30 = -0.26;
    wp::vec_t<2, wp::float32> var_31;
    wp::vec_t<2, wp::float32> var_32;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
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
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    bool adj_18 = {};
    bool adj_19 = {};
    bool adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::vec_t<2, wp::float32> adj_23 = {};
    wp::vec_t<2, wp::float32> adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::vec_t<2, wp::float32> adj_27 = {};
    wp::vec_t<2, wp::float32> adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::vec_t<2, wp::float32> adj_31 = {};
    wp::vec_t<2, wp::float32> adj_32 = {};
    //---------
    // forward
    // def function_000001_f0(p0: wp.vec3, p1: wp.vec3, p2: wp.vec3):                         <L 5>
    // v0 = wp.vec3(-0.89, -1.531, 1.416)                                                     <L 6>
    var_3 = wp::vec_t<3, wp::float32>(var_0, var_1, var_2);
    // v1 = wp.lerp(((-1.9 / (wp.abs(-1.6) + 1.0)) - wp.clamp(-0.44, -1.51, 0.95)), -0.93, 0.25)       <L 7>
    var_6 = wp::abs(var_5);
    var_8 = wp::add(var_6, var_7);
    var_9 = wp::div(var_4, var_8);
    var_13 = wp::clamp(var_10, var_11, var_12);
    var_14 = wp::sub(var_9, var_13);
    var_17 = wp::lerp(var_14, var_15, var_16);
    // if (v1 > v1) or (v1 < v1):                                                             <L 8>
    var_19 = (var_17 > var_17);
    var_18 = var_19;
    if (!var_18) {
        var_20 = (var_17 < var_17);
        var_18 = var_18 || var_20;
    }
    if (var_18) {
        // return wp.normalize(wp.vec2(-1.44, -1.6))                                          <L 9>
        var_23 = wp::vec_t<2, wp::float32>(var_21, var_22);
        var_24 = wp::normalize(var_23);
        goto label0;
    }
    // return wp.cw_mul((wp.vec2(-0.3, -0.9) * v1), wp.vec2(-0.349, -0.26))                   <L 10>
    var_27 = wp::vec_t<2, wp::float32>(var_25, var_26);
    var_28 = wp::mul(var_27, var_17);
    var_31 = wp::vec_t<2, wp::float32>(var_29, var_30);
    var_32 = wp::cw_mul(var_28, var_31);
    goto label1;
    //---------
    // reverse
    label1:;
    adj_32 += adj_ret;
    wp::adj_cw_mul(var_28, var_31, adj_28, adj_31, adj_32);
    wp::adj_vec_t(var_29, var_30, adj_29, adj_30, adj_31);
    wp::adj_mul(var_27, var_17, adj_27, adj_17, adj_28);
    wp::adj_vec_t(var_25, var_26, adj_25, adj_26, adj_27);
    // adj: return wp.cw_mul((wp.vec2(-0.3, -0.9) * v1), wp.vec2(-0.349, -0.26))              <L 10>
    if (var_18) {
        label0:;
        adj_24 += adj_ret;
        wp::adj_normalize(var_23, var_24, adj_23, adj_24);
        wp::adj_vec_t(var_21, var_22, adj_21, adj_22, adj_23);
        // adj: return wp.normalize(wp.vec2(-1.44, -1.6))                                     <L 9>
    }
    if (!var_18) {
    }
    // adj: if (v1 > v1) or (v1 < v1):                                                        <L 8>
    wp::adj_lerp(var_14, var_15, var_16, adj_14, adj_15, adj_16, adj_17);
    wp::adj_sub(var_9, var_13, adj_9, adj_13, adj_14);
    wp::adj_clamp(var_10, var_11, var_12, adj_10, adj_11, adj_12, adj_13);
    wp::adj_div(var_4, var_8, var_9, adj_4, adj_8, adj_9);
    wp::adj_add(var_6, var_7, adj_6, adj_7, adj_8);
    wp::adj_abs(var_5, adj_5, adj_6);
    // adj: v1 = wp.lerp(((-1.9 / (wp.abs(-1.6) + 1.0)) - wp.clamp(-0.44, -1.51, 0.95)), -0.93, 0.25)  <L 7>
    wp::adj_vec_t(var_0, var_1, var_2, adj_0, adj_1, adj_2, adj_3);
    // adj: v0 = wp.vec3(-0.89, -1.531, 1.416)                                                <L 6>
    // adj: def function_000001_f0(p0: wp.vec3, p1: wp.vec3, p2: wp.vec3):                    <L 5>
    return;
}



extern "C" __global__ void function_000001_ac9294dc_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> var_out1)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

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
        const wp::int32 var_10 = 3;
        wp::mat_t<3, 3, wp::float32> var_11;
        const wp::float32 var_12 = -0.9;
        wp::mat_t<3, 3, wp::float32> var_13;
        const wp::float32 var_14 = 0.024;
        wp::vec_t<2, wp::float32> var_15;
        const wp::float32 var_16 = -0.26;
        wp::vec_t<2, wp::float32> var_17;
        const wp::float32 var_18 = 1.604;
        wp::vec_t<2, wp::float32> var_19;
        wp::vec_t<2, wp::float32> var_20;
        wp::float32 var_21;
        wp::mat_t<3, 3, wp::float32> var_22;
        bool var_23;
        bool var_24;
        const wp::float32 var_25 = -0.59;
        bool var_26;
        wp::float32 var_27;
        const wp::float32 var_28 = -0.67;
        wp::float32 var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        wp::float32 var_32;
        const wp::int32 var_33 = 0;
        wp::float32 var_34;
        wp::float32 var_35;
        bool var_36;
        wp::float32 var_37;
        wp::float32 var_38;
        const wp::float32 var_39 = -1.366;
        const wp::float32 var_40 = -1.7;
        const wp::float32 var_41 = 0.5;
        wp::vec_t<3, wp::float32> var_42;
        const wp::float32 var_43 = -1.682;
        const wp::float32 var_44 = -1.6;
        const wp::float32 var_45 = 0.25;
        wp::vec_t<3, wp::float32> var_46;
        const wp::float32 var_47 = 1.8;
        const wp::float32 var_48 = -1.353;
        const wp::float32 var_49 = -0.106;
        wp::vec_t<3, wp::float32> var_50;
        wp::vec_t<3, wp::float32> var_51;
        wp::int32 var_52;
        wp::mat_t<3, 3, wp::float32> var_53;
        wp::float32 var_54;
        wp::mat_t<3, 3, wp::float32> var_55;
        wp::float32 var_56;
        wp::float32 var_57;
        const wp::float32 var_58 = -1.0;
        const wp::float32 var_59 = 1.5;
        const wp::float32 var_60 = 1.854;
        wp::vec_t<3, wp::float32> var_61;
        wp::float32 var_62;
        wp::float32 var_63;
        wp::float32 var_64;
        const wp::float32 var_65 = 1.0;
        wp::float32 var_66;
        wp::float32 var_67;
        wp::float32 var_68;
        wp::float32 var_69;
        wp::float32 var_70;
        wp::float32 var_71;
        const wp::float32 var_72 = -1.9;
        wp::float32 var_73;
        const wp::float32 var_74 = 1.855;
        wp::vec_t<3, wp::float32> var_75;
        const wp::float32 var_76 = -1.7;
        const wp::float32 var_77 = 0.7;
        const wp::float32 var_78 = -1.1;
        wp::vec_t<3, wp::float32> var_79;
        wp::float32 var_80;
        wp::float32 var_81;
        wp::float32 var_82;
        const wp::int32 var_83 = 4;
        wp::int32 var_84;
        wp::shape_t* var_85;
        const wp::int32 var_86 = 0;
        wp::int32 var_87;
        wp::shape_t var_88;
        wp::int32 var_89;
        wp::float32* var_90;
        wp::float32 var_91;
        const wp::float32 var_92 = 1.0;
        wp::float32 var_93;
        wp::float32 var_94;
        wp::float32 var_95;
        wp::float32 var_96;
        const wp::float32 var_97 = -0.76;
        wp::vec_t<3, wp::float32> var_98;
        wp::vec_t<3, wp::float32> var_99;
        wp::vec_t<3, wp::float32> var_100;
        wp::vec_t<2, wp::float32> var_101;
        wp::float32 var_102;
        wp::float32 var_103;
        wp::float32 var_104;
        const wp::float32 var_105 = 1.0;
        wp::float32 var_106;
        wp::float32 var_107;
        const wp::float32 var_108 = -1.8;
        wp::vec_t<2, wp::float32> var_109;
        wp::float32 var_110;
        const wp::int32 var_111 = 1;
        const wp::int32 var_112 = 2;
        wp::float32 var_113;
        wp::float32 var_114;
        const wp::float32 var_115 = 0.12;
        wp::float32 var_116;
        wp::float32 var_117;
        wp::float32 var_118;
        wp::float32 var_119;
        wp::float32 var_120;
        const wp::float32 var_121 = -1.2;
        const wp::float32 var_122 = 1.2;
        wp::float32 var_123;
        wp::float32 var_124;
        const wp::float32 var_125 = 0.62;
        wp::float32 var_126;
        wp::float32 var_127;
        //---------
        // forward
        // def function_000001(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 43>
        // tid = wp.tid()                                                                         <L 44>
        var_0 = builtin_tid1d();
        // v5 = x0[tid]                                                                           <L 45>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v6 = x1[tid]                                                                           <L 46>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v7 = x2[tid]                                                                           <L 47>
        var_7 = wp::address(var_x2, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v8, v9 = function_000001_f2(wp.identity(n=3, dtype=float) * -0.9, wp.cw_mul(wp.lerp(v5, wp.vec2(0.024), -0.26), (v5 * 1.604)))       <L 48>
        var_11 = wp::identity<3, wp::float32>();
        var_13 = wp::mul(var_11, var_12);
        var_15 = wp::vec_t<2, wp::float32>(var_14);
        var_17 = wp::lerp(var_2, var_15, var_16);
        var_19 = wp::mul(var_2, var_18);
        var_20 = wp::cw_mul(var_17, var_19);
        function_000001_f2_0(var_13, var_20, var_21, var_22);
        // v10 = function_000001_f1(wp.where((v8 <= v6) and (v6 <= -0.59), function_000001_f1(v6, v7, v8), (-0.67 + v7)), -(v6), v8)       <L 49>
        var_24 = (var_21 <= var_5);
        var_23 = var_24;
        if (var_23) {
            var_26 = (var_5 <= var_25);
            var_23 = var_23 && var_26;
        }
        var_27 = function_000001_f1_0(var_5, var_8, var_21);
        var_29 = wp::add(var_28, var_8);
        var_30 = wp::where(var_23, var_27, var_29);
        var_31 = wp::neg(var_5);
        var_32 = function_000001_f1_0(var_30, var_31, var_21);
        // if v5[0] < wp.trace(v9):                                                               <L 50>
        var_34 = wp::extract(var_2, var_33);
        var_35 = wp::trace(var_22);
        var_36 = (var_34 < var_35);
        if (var_36) {
            // v10 = v10 + wp.sin(v10)                                                            <L 51>
            var_37 = wp::sin(var_32);
            var_38 = wp::add(var_32, var_37);
            // v11, v12 = function_000001_f2(function_000001_f3(wp.vec3(-1.366, -1.7, 0.5), wp.lerp(wp.vec3(-1.682, -1.6, 0.25), wp.vec3(1.8, -1.353, -0.106), v7), x1, (tid - tid)), v5)       <L 52>
            var_42 = wp::vec_t<3, wp::float32>(var_39, var_40, var_41);
            var_46 = wp::vec_t<3, wp::float32>(var_43, var_44, var_45);
            var_50 = wp::vec_t<3, wp::float32>(var_47, var_48, var_49);
            var_51 = wp::lerp(var_46, var_50, var_8);
            var_52 = wp::sub(var_0, var_0);
            var_53 = function_000001_f3_0(var_42, var_51, var_x1, var_52);
            function_000001_f2_0(var_53, var_2, var_54, var_55);
            // v13 = function_000001_f1(v11, function_000001_f1(function_000001_f1(v11, v8, v8), function_000001_f1(v7, v8, v10), wp.length(wp.vec3(-1.0, 1.5, 1.854))), (wp.log(wp.abs(v8) + 1.0) + (v7 - v11)))       <L 53>
            var_56 = function_000001_f1_0(var_54, var_21, var_21);
            var_57 = function_000001_f1_0(var_8, var_21, var_38);
            var_61 = wp::vec_t<3, wp::float32>(var_58, var_59, var_60);
            var_62 = wp::length(var_61);
            var_63 = function_000001_f1_0(var_56, var_57, var_62);
            var_64 = wp::abs(var_21);
            var_66 = wp::add(var_64, var_65);
            var_67 = wp::log(var_66);
            var_68 = wp::sub(var_8, var_54);
            var_69 = wp::add(var_67, var_68);
            var_70 = function_000001_f1_0(var_54, var_63, var_69);
        }
        var_71 = wp::where(var_36, var_38, var_32);
        // v14 = (v10 + -1.9)                                                                     <L 54>
        var_73 = wp::add(var_71, var_72);
        // v15 = function_000001_f1(function_000001_f1(v7, wp.dot(wp.vec3(1.855), wp.vec3(-1.7, 0.7, -1.1)), wp.max(v8, v6)), v7, (x2[(tid + 4) % x2.shape[0]] / (wp.abs(v10) + 1.0)))       <L 55>
        var_75 = wp::vec_t<3, wp::float32>(var_74);
        var_79 = wp::vec_t<3, wp::float32>(var_76, var_77, var_78);
        var_80 = wp::dot(var_75, var_79);
        var_81 = wp::max(var_21, var_5);
        var_82 = function_000001_f1_0(var_8, var_80, var_81);
        var_84 = wp::add(var_0, var_83);
        var_85 = &(var_x2.shape);
        var_88 = wp::load(var_85);
        var_87 = wp::extract(var_88, var_86);
        var_89 = wp::mod(var_84, var_87);
        var_90 = wp::address(var_x2, var_89);
        var_91 = wp::abs(var_71);
        var_93 = wp::add(var_91, var_92);
        var_95 = wp::load(var_90);
        var_94 = wp::div(var_95, var_93);
        var_96 = function_000001_f1_0(var_82, var_8, var_94);
        // v16 = function_000001_f0(wp.vec3(-0.76), wp.vec3(v8, v7, v8), wp.vec3(v14, v6, v10))       <L 56>
        var_98 = wp::vec_t<3, wp::float32>(var_97);
        var_99 = wp::vec_t<3, wp::float32>(var_21, var_8, var_21);
        var_100 = wp::vec_t<3, wp::float32>(var_73, var_5, var_71);
        var_101 = function_000001_f0_0(var_98, var_99, var_100);
        // out0[tid] = v10 + v14 + v15 + function_000001_f1((v7 / (wp.abs(v6) + 1.0)), wp.dot(wp.vec2(-1.8), v5), v9[1, 2]) * 0.12       <L 57>
        var_102 = wp::add(var_71, var_73);
        var_103 = wp::add(var_102, var_96);
        var_104 = wp::abs(var_5);
        var_106 = wp::add(var_104, var_105);
        var_107 = wp::div(var_8, var_106);
        var_109 = wp::vec_t<2, wp::float32>(var_108);
        var_110 = wp::dot(var_109, var_2);
        var_113 = wp::extract(var_22, var_111, var_112);
        var_114 = function_000001_f1_0(var_107, var_110, var_113);
        var_116 = wp::mul(var_114, var_115);
        var_117 = wp::add(var_103, var_116);
        wp::array_store(var_out0, var_0, var_117);
        // out1[tid] = v10 + v14 + v15 + wp.tan(wp.clamp(function_000001_f1(v8, v7, v10), -1.2, 1.2)) * 0.62       <L 58>
        var_118 = wp::add(var_71, var_73);
        var_119 = wp::add(var_118, var_96);
        var_120 = function_000001_f1_0(var_21, var_8, var_71);
        var_123 = wp::clamp(var_120, var_121, var_122);
        var_124 = wp::tan(var_123);
        var_126 = wp::mul(var_124, var_125);
        var_127 = wp::add(var_119, var_126);
        wp::array_store(var_out1, var_0, var_127);
    }
}



extern "C" __global__ void function_000001_ac9294dc_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_x0,
    wp::array_t<wp::float32> adj_x1,
    wp::array_t<wp::float32> adj_x2,
    wp::array_t<wp::float32> adj_out0,
    wp::array_t<wp::float32> adj_out1)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

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
        const wp::int32 var_10 = 3;
        wp::mat_t<3, 3, wp::float32> var_11;
        const wp::float32 var_12 = -0.9;
        wp::mat_t<3, 3, wp::float32> var_13;
        const wp::float32 var_14 = 0.024;
        wp::vec_t<2, wp::float32> var_15;
        const wp::float32 var_16 = -0.26;
        wp::vec_t<2, wp::float32> var_17;
        const wp::float32 var_18 = 1.604;
        wp::vec_t<2, wp::float32> var_19;
        wp::vec_t<2, wp::float32> var_20;
        wp::float32 var_21;
        wp::mat_t<3, 3, wp::float32> var_22;
        bool var_23;
        bool var_24;
        const wp::float32 var_25 = -0.59;
        bool var_26;
        wp::float32 var_27;
        const wp::float32 var_28 = -0.67;
        wp::float32 var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        wp::float32 var_32;
        const wp::int32 var_33 = 0;
        wp::float32 var_34;
        wp::float32 var_35;
        bool var_36;
        wp::float32 var_37;
        wp::float32 var_38;
        const wp::float32 var_39 = -1.366;
        const wp::float32 var_40 = -1.7;
        const wp::float32 var_41 = 0.5;
        wp::vec_t<3, wp::float32> var_42;
        const wp::float32 var_43 = -1.682;
        const wp::float32 var_44 = -1.6;
        const wp::float32 var_45 = 0.25;
        wp::vec_t<3, wp::float32> var_46;
        const wp::float32 var_47 = 1.8;
        const wp::float32 var_48 = -1.353;
        const wp::float32 var_49 = -0.106;
        wp::vec_t<3, wp::float32> var_50;
        wp::vec_t<3, wp::float32> var_51;
        wp::int32 var_52;
        wp::mat_t<3, 3, wp::float32> var_53;
        wp::float32 var_54;
        wp::mat_t<3, 3, wp::float32> var_55;
        wp::float32 var_56;
        wp::float32 var_57;
        const wp::float32 var_58 = -1.0;
        const wp::float32 var_59 = 1.5;
        const wp::float32 var_60 = 1.854;
        wp::vec_t<3, wp::float32> var_61;
        wp::float32 var_62;
        wp::float32 var_63;
        wp::float32 var_64;
        const wp::float32 var_65 = 1.0;
        wp::float32 var_66;
        wp::float32 var_67;
        wp::float32 var_68;
        wp::float32 var_69;
        wp::float32 var_70;
        wp::float32 var_71;
        const wp::float32 var_72 = -1.9;
        wp::float32 var_73;
        const wp::float32 var_74 = 1.855;
        wp::vec_t<3, wp::float32> var_75;
        const wp::float32 var_76 = -1.7;
        const wp::float32 var_77 = 0.7;
        const wp::float32 var_78 = -1.1;
        wp::vec_t<3, wp::float32> var_79;
        wp::float32 var_80;
        wp::float32 var_81;
        wp::float32 var_82;
        const wp::int32 var_83 = 4;
        wp::int32 var_84;
        wp::shape_t* var_85;
        const wp::int32 var_86 = 0;
        wp::int32 var_87;
        wp::shape_t var_88;
        wp::int32 var_89;
        wp::float32* var_90;
        wp::float32 var_91;
        const wp::float32 var_92 = 1.0;
        wp::float32 var_93;
        wp::float32 var_94;
        wp::float32 var_95;
        wp::float32 var_96;
        const wp::float32 var_97 = -0.76;
        wp::vec_t<3, wp::float32> var_98;
        wp::vec_t<3, wp::float32> var_99;
        wp::vec_t<3, wp::float32> var_100;
        wp::vec_t<2, wp::float32> var_101;
        wp::float32 var_102;
        wp::float32 var_103;
        wp::float32 var_104;
        const wp::float32 var_105 = 1.0;
        wp::float32 var_106;
        wp::float32 var_107;
        const wp::float32 var_108 = -1.8;
        wp::vec_t<2, wp::float32> var_109;
        wp::float32 var_110;
        const wp::int32 var_111 = 1;
        const wp::int32 var_112 = 2;
        wp::float32 var_113;
        wp::float32 var_114;
        const wp::float32 var_115 = 0.12;
        wp::float32 var_116;
        wp::float32 var_117;
        wp::float32 var_118;
        wp::float32 var_119;
        wp::float32 var_120;
        const wp::float32 var_121 = -1.2;
        const wp::float32 var_122 = 1.2;
        wp::float32 var_123;
        wp::float32 var_124;
        const wp::float32 var_125 = 0.62;
        wp::float32 var_126;
        wp::float32 var_127;
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
        wp::int32 adj_10 = {};
        wp::mat_t<3, 3, wp::float32> adj_11 = {};
        wp::float32 adj_12 = {};
        wp::mat_t<3, 3, wp::float32> adj_13 = {};
        wp::float32 adj_14 = {};
        wp::vec_t<2, wp::float32> adj_15 = {};
        wp::float32 adj_16 = {};
        wp::vec_t<2, wp::float32> adj_17 = {};
        wp::float32 adj_18 = {};
        wp::vec_t<2, wp::float32> adj_19 = {};
        wp::vec_t<2, wp::float32> adj_20 = {};
        wp::float32 adj_21 = {};
        wp::mat_t<3, 3, wp::float32> adj_22 = {};
        bool adj_23 = {};
        bool adj_24 = {};
        wp::float32 adj_25 = {};
        bool adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::int32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        bool adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::vec_t<3, wp::float32> adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::vec_t<3, wp::float32> adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::vec_t<3, wp::float32> adj_50 = {};
        wp::vec_t<3, wp::float32> adj_51 = {};
        wp::int32 adj_52 = {};
        wp::mat_t<3, 3, wp::float32> adj_53 = {};
        wp::float32 adj_54 = {};
        wp::mat_t<3, 3, wp::float32> adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::vec_t<3, wp::float32> adj_61 = {};
        wp::float32 adj_62 = {};
        wp::float32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::float32 adj_66 = {};
        wp::float32 adj_67 = {};
        wp::float32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::float32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::float32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::float32 adj_74 = {};
        wp::vec_t<3, wp::float32> adj_75 = {};
        wp::float32 adj_76 = {};
        wp::float32 adj_77 = {};
        wp::float32 adj_78 = {};
        wp::vec_t<3, wp::float32> adj_79 = {};
        wp::float32 adj_80 = {};
        wp::float32 adj_81 = {};
        wp::float32 adj_82 = {};
        wp::int32 adj_83 = {};
        wp::int32 adj_84 = {};
        wp::shape_t adj_85 = {};
        wp::int32 adj_86 = {};
        wp::int32 adj_87 = {};
        wp::shape_t adj_88 = {};
        wp::int32 adj_89 = {};
        wp::float32 adj_90 = {};
        wp::float32 adj_91 = {};
        wp::float32 adj_92 = {};
        wp::float32 adj_93 = {};
        wp::float32 adj_94 = {};
        wp::float32 adj_95 = {};
        wp::float32 adj_96 = {};
        wp::float32 adj_97 = {};
        wp::vec_t<3, wp::float32> adj_98 = {};
        wp::vec_t<3, wp::float32> adj_99 = {};
        wp::vec_t<3, wp::float32> adj_100 = {};
        wp::vec_t<2, wp::float32> adj_101 = {};
        wp::float32 adj_102 = {};
        wp::float32 adj_103 = {};
        wp::float32 adj_104 = {};
        wp::float32 adj_105 = {};
        wp::float32 adj_106 = {};
        wp::float32 adj_107 = {};
        wp::float32 adj_108 = {};
        wp::vec_t<2, wp::float32> adj_109 = {};
        wp::float32 adj_110 = {};
        wp::int32 adj_111 = {};
        wp::int32 adj_112 = {};
        wp::float32 adj_113 = {};
        wp::float32 adj_114 = {};
        wp::float32 adj_115 = {};
        wp::float32 adj_116 = {};
        wp::float32 adj_117 = {};
        wp::float32 adj_118 = {};
        wp::float32 adj_119 = {};
        wp::float32 adj_120 = {};
        wp::float32 adj_121 = {};
        wp::float32 adj_122 = {};
        wp::float32 adj_123 = {};
        wp::float32 adj_124 = {};
        wp::float32 adj_125 = {};
        wp::float32 adj_126 = {};
        wp::float32 adj_127 = {};
        //---------
        // forward
        // def function_000001(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 43>
        // tid = wp.tid()                                                                         <L 44>
        var_0 = builtin_tid1d();
        // v5 = x0[tid]                                                                           <L 45>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v6 = x1[tid]                                                                           <L 46>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v7 = x2[tid]                                                                           <L 47>
        var_7 = wp::address(var_x2, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v8, v9 = function_000001_f2(wp.identity(n=3, dtype=float) * -0.9, wp.cw_mul(wp.lerp(v5, wp.vec2(0.024), -0.26), (v5 * 1.604)))       <L 48>
        var_11 = wp::identity<3, wp::float32>();
        var_13 = wp::mul(var_11, var_12);
        var_15 = wp::vec_t<2, wp::float32>(var_14);
        var_17 = wp::lerp(var_2, var_15, var_16);
        var_19 = wp::mul(var_2, var_18);
        var_20 = wp::cw_mul(var_17, var_19);
        function_000001_f2_0(var_13, var_20, var_21, var_22);
        // v10 = function_000001_f1(wp.where((v8 <= v6) and (v6 <= -0.59), function_000001_f1(v6, v7, v8), (-0.67 + v7)), -(v6), v8)       <L 49>
        var_24 = (var_21 <= var_5);
        var_23 = var_24;
        if (var_23) {
            var_26 = (var_5 <= var_25);
            var_23 = var_23 && var_26;
        }
        var_27 = function_000001_f1_0(var_5, var_8, var_21);
        var_29 = wp::add(var_28, var_8);
        var_30 = wp::where(var_23, var_27, var_29);
        var_31 = wp::neg(var_5);
        var_32 = function_000001_f1_0(var_30, var_31, var_21);
        // if v5[0] < wp.trace(v9):                                                               <L 50>
        var_34 = wp::extract(var_2, var_33);
        var_35 = wp::trace(var_22);
        var_36 = (var_34 < var_35);
        if (var_36) {
            // v10 = v10 + wp.sin(v10)                                                            <L 51>
            var_37 = wp::sin(var_32);
            var_38 = wp::add(var_32, var_37);
            // v11, v12 = function_000001_f2(function_000001_f3(wp.vec3(-1.366, -1.7, 0.5), wp.lerp(wp.vec3(-1.682, -1.6, 0.25), wp.vec3(1.8, -1.353, -0.106), v7), x1, (tid - tid)), v5)       <L 52>
            var_42 = wp::vec_t<3, wp::float32>(var_39, var_40, var_41);
            var_46 = wp::vec_t<3, wp::float32>(var_43, var_44, var_45);
            var_50 = wp::vec_t<3, wp::float32>(var_47, var_48, var_49);
            var_51 = wp::lerp(var_46, var_50, var_8);
            var_52 = wp::sub(var_0, var_0);
            var_53 = function_000001_f3_0(var_42, var_51, var_x1, var_52);
            function_000001_f2_0(var_53, var_2, var_54, var_55);
            // v13 = function_000001_f1(v11, function_000001_f1(function_000001_f1(v11, v8, v8), function_000001_f1(v7, v8, v10), wp.length(wp.vec3(-1.0, 1.5, 1.854))), (wp.log(wp.abs(v8) + 1.0) + (v7 - v11)))       <L 53>
            var_56 = function_000001_f1_0(var_54, var_21, var_21);
            var_57 = function_000001_f1_0(var_8, var_21, var_38);
            var_61 = wp::vec_t<3, wp::float32>(var_58, var_59, var_60);
            var_62 = wp::length(var_61);
            var_63 = function_000001_f1_0(var_56, var_57, var_62);
            var_64 = wp::abs(var_21);
            var_66 = wp::add(var_64, var_65);
            var_67 = wp::log(var_66);
            var_68 = wp::sub(var_8, var_54);
            var_69 = wp::add(var_67, var_68);
            var_70 = function_000001_f1_0(var_54, var_63, var_69);
        }
        var_71 = wp::where(var_36, var_38, var_32);
        // v14 = (v10 + -1.9)                                                                     <L 54>
        var_73 = wp::add(var_71, var_72);
        // v15 = function_000001_f1(function_000001_f1(v7, wp.dot(wp.vec3(1.855), wp.vec3(-1.7, 0.7, -1.1)), wp.max(v8, v6)), v7, (x2[(tid + 4) % x2.shape[0]] / (wp.abs(v10) + 1.0)))       <L 55>
        var_75 = wp::vec_t<3, wp::float32>(var_74);
        var_79 = wp::vec_t<3, wp::float32>(var_76, var_77, var_78);
        var_80 = wp::dot(var_75, var_79);
        var_81 = wp::max(var_21, var_5);
        var_82 = function_000001_f1_0(var_8, var_80, var_81);
        var_84 = wp::add(var_0, var_83);
        var_85 = &(var_x2.shape);
        var_88 = wp::load(var_85);
        var_87 = wp::extract(var_88, var_86);
        var_89 = wp::mod(var_84, var_87);
        var_90 = wp::address(var_x2, var_89);
        var_91 = wp::abs(var_71);
        var_93 = wp::add(var_91, var_92);
        var_95 = wp::load(var_90);
        var_94 = wp::div(var_95, var_93);
        var_96 = function_000001_f1_0(var_82, var_8, var_94);
        // v16 = function_000001_f0(wp.vec3(-0.76), wp.vec3(v8, v7, v8), wp.vec3(v14, v6, v10))       <L 56>
        var_98 = wp::vec_t<3, wp::float32>(var_97);
        var_99 = wp::vec_t<3, wp::float32>(var_21, var_8, var_21);
        var_100 = wp::vec_t<3, wp::float32>(var_73, var_5, var_71);
        var_101 = function_000001_f0_0(var_98, var_99, var_100);
        // out0[tid] = v10 + v14 + v15 + function_000001_f1((v7 / (wp.abs(v6) + 1.0)), wp.dot(wp.vec2(-1.8), v5), v9[1, 2]) * 0.12       <L 57>
        var_102 = wp::add(var_71, var_73);
        var_103 = wp::add(var_102, var_96);
        var_104 = wp::abs(var_5);
        var_106 = wp::add(var_104, var_105);
        var_107 = wp::div(var_8, var_106);
        var_109 = wp::vec_t<2, wp::float32>(var_108);
        var_110 = wp::dot(var_109, var_2);
        var_113 = wp::extract(var_22, var_111, var_112);
        var_114 = function_000001_f1_0(var_107, var_110, var_113);
        var_116 = wp::mul(var_114, var_115);
        var_117 = wp::add(var_103, var_116);
        // wp::array_store(var_out0, var_0, var_117);
        // out1[tid] = v10 + v14 + v15 + wp.tan(wp.clamp(function_000001_f1(v8, v7, v10), -1.2, 1.2)) * 0.62       <L 58>
        var_118 = wp::add(var_71, var_73);
        var_119 = wp::add(var_118, var_96);
        var_120 = function_000001_f1_0(var_21, var_8, var_71);
        var_123 = wp::clamp(var_120, var_121, var_122);
        var_124 = wp::tan(var_123);
        var_126 = wp::mul(var_124, var_125);
        var_127 = wp::add(var_119, var_126);
        // wp::array_store(var_out1, var_0, var_127);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_127, adj_out1, adj_0, adj_127);
        wp::adj_add(var_119, var_126, adj_119, adj_126, adj_127);
        wp::adj_mul(var_124, var_125, adj_124, adj_125, adj_126);
        wp::adj_tan(var_123, adj_123, adj_124);
        wp::adj_clamp(var_120, var_121, var_122, adj_120, adj_121, adj_122, adj_123);
        adj_function_000001_f1_0(var_21, var_8, var_71, adj_21, adj_8, adj_71, adj_120);
        wp::adj_add(var_118, var_96, adj_118, adj_96, adj_119);
        wp::adj_add(var_71, var_73, adj_71, adj_73, adj_118);
        // adj: out1[tid] = v10 + v14 + v15 + wp.tan(wp.clamp(function_000001_f1(v8, v7, v10), -1.2, 1.2)) * 0.62  <L 58>
        wp::adj_array_store(var_out0, var_0, var_117, adj_out0, adj_0, adj_117);
        wp::adj_add(var_103, var_116, adj_103, adj_116, adj_117);
        wp::adj_mul(var_114, var_115, adj_114, adj_115, adj_116);
        adj_function_000001_f1_0(var_107, var_110, var_113, adj_107, adj_110, adj_113, adj_114);
        wp::adj_extract(var_22, var_111, var_112, adj_22, adj_111, adj_112, adj_113);
        wp::adj_dot(var_109, var_2, adj_109, adj_2, adj_110);
        wp::adj_vec_t(var_108, adj_108, adj_109);
        wp::adj_div(var_8, var_106, var_107, adj_8, adj_106, adj_107);
        wp::adj_add(var_104, var_105, adj_104, adj_105, adj_106);
        wp::adj_abs(var_5, adj_5, adj_104);
        wp::adj_add(var_102, var_96, adj_102, adj_96, adj_103);
        wp::adj_add(var_71, var_73, adj_71, adj_73, adj_102);
        // adj: out0[tid] = v10 + v14 + v15 + function_000001_f1((v7 / (wp.abs(v6) + 1.0)), wp.dot(wp.vec2(-1.8), v5), v9[1, 2]) * 0.12  <L 57>
        adj_function_000001_f0_0(var_98, var_99, var_100, adj_98, adj_99, adj_100, adj_101);
        wp::adj_vec_t(var_73, var_5, var_71, adj_73, adj_5, adj_71, adj_100);
        wp::adj_vec_t(var_21, var_8, var_21, adj_21, adj_8, adj_21, adj_99);
        wp::adj_vec_t(var_97, adj_97, adj_98);
        // adj: v16 = function_000001_f0(wp.vec3(-0.76), wp.vec3(v8, v7, v8), wp.vec3(v14, v6, v10))  <L 56>
        adj_function_000001_f1_0(var_82, var_8, var_94, adj_82, adj_8, adj_94, adj_96);
        wp::adj_div(var_95, var_93, var_94, adj_90, adj_93, adj_94);
        wp::adj_add(var_91, var_92, adj_91, adj_92, adj_93);
        wp::adj_abs(var_71, adj_71, adj_91);
        wp::adj_address(var_x2, var_89, adj_x2, adj_89, adj_90);
        wp::adj_mod(var_84, var_87, adj_84, adj_87, adj_89);
        adj_x2.shape = adj_85;
        wp::adj_add(var_0, var_83, adj_0, adj_83, adj_84);
        adj_function_000001_f1_0(var_8, var_80, var_81, adj_8, adj_80, adj_81, adj_82);
        wp::adj_max(var_21, var_5, adj_21, adj_5, adj_81);
        wp::adj_dot(var_75, var_79, adj_75, adj_79, adj_80);
        wp::adj_vec_t(var_76, var_77, var_78, adj_76, adj_77, adj_78, adj_79);
        wp::adj_vec_t(var_74, adj_74, adj_75);
        // adj: v15 = function_000001_f1(function_000001_f1(v7, wp.dot(wp.vec3(1.855), wp.vec3(-1.7, 0.7, -1.1)), wp.max(v8, v6)), v7, (x2[(tid + 4) % x2.shape[0]] / (wp.abs(v10) + 1.0)))  <L 55>
        wp::adj_add(var_71, var_72, adj_71, adj_72, adj_73);
        // adj: v14 = (v10 + -1.9)                                                                <L 54>
        wp::adj_where(var_36, var_38, var_32, adj_36, adj_38, adj_32, adj_71);
        if (var_36) {
            adj_function_000001_f1_0(var_54, var_63, var_69, adj_54, adj_63, adj_69, adj_70);
            wp::adj_add(var_67, var_68, adj_67, adj_68, adj_69);
            wp::adj_sub(var_8, var_54, adj_8, adj_54, adj_68);
            wp::adj_log(var_66, adj_66, adj_67);
            wp::adj_add(var_64, var_65, adj_64, adj_65, adj_66);
            wp::adj_abs(var_21, adj_21, adj_64);
            adj_function_000001_f1_0(var_56, var_57, var_62, adj_56, adj_57, adj_62, adj_63);
            wp::adj_length(var_61, var_62, adj_61, adj_62);
            wp::adj_vec_t(var_58, var_59, var_60, adj_58, adj_59, adj_60, adj_61);
            adj_function_000001_f1_0(var_8, var_21, var_38, adj_8, adj_21, adj_38, adj_57);
            adj_function_000001_f1_0(var_54, var_21, var_21, adj_54, adj_21, adj_21, adj_56);
            // adj: v13 = function_000001_f1(v11, function_000001_f1(function_000001_f1(v11, v8, v8), function_000001_f1(v7, v8, v10), wp.length(wp.vec3(-1.0, 1.5, 1.854))), (wp.log(wp.abs(v8) + 1.0) + (v7 - v11)))  <L 53>
            adj_function_000001_f2_0(var_53, var_2, var_54, var_55, adj_53, adj_2, adj_54, adj_55);
            adj_function_000001_f3_0(var_42, var_51, var_x1, var_52, adj_42, adj_51, adj_x1, adj_52, adj_53);
            wp::adj_sub(var_0, var_0, adj_0, adj_0, adj_52);
            wp::adj_lerp(var_46, var_50, var_8, adj_46, adj_50, adj_8, adj_51);
            wp::adj_vec_t(var_47, var_48, var_49, adj_47, adj_48, adj_49, adj_50);
            wp::adj_vec_t(var_43, var_44, var_45, adj_43, adj_44, adj_45, adj_46);
            wp::adj_vec_t(var_39, var_40, var_41, adj_39, adj_40, adj_41, adj_42);
            // adj: v11, v12 = function_000001_f2(function_000001_f3(wp.vec3(-1.366, -1.7, 0.5), wp.lerp(wp.vec3(-1.682, -1.6, 0.25), wp.vec3(1.8, -1.353, -0.106), v7), x1, (tid - tid)), v5)  <L 52>
            wp::adj_add(var_32, var_37, adj_32, adj_37, adj_38);
            wp::adj_sin(var_32, adj_32, adj_37);
            // adj: v10 = v10 + wp.sin(v10)                                                       <L 51>
        }
        wp::adj_trace(var_22, adj_22, adj_35);
        wp::adj_extract(var_2, var_33, adj_2, adj_33, adj_34);
        // adj: if v5[0] < wp.trace(v9):                                                          <L 50>
        adj_function_000001_f1_0(var_30, var_31, var_21, adj_30, adj_31, adj_21, adj_32);
        wp::adj_neg(var_5, adj_5, adj_31);
        wp::adj_where(var_23, var_27, var_29, adj_23, adj_27, adj_29, adj_30);
        wp::adj_add(var_28, var_8, adj_28, adj_8, adj_29);
        adj_function_000001_f1_0(var_5, var_8, var_21, adj_5, adj_8, adj_21, adj_27);
        if (var_23) {
        }
        // adj: v10 = function_000001_f1(wp.where((v8 <= v6) and (v6 <= -0.59), function_000001_f1(v6, v7, v8), (-0.67 + v7)), -(v6), v8)  <L 49>
        adj_function_000001_f2_0(var_13, var_20, var_21, var_22, adj_13, adj_20, adj_21, adj_22);
        wp::adj_cw_mul(var_17, var_19, adj_17, adj_19, adj_20);
        wp::adj_mul(var_2, var_18, adj_2, adj_18, adj_19);
        wp::adj_lerp(var_2, var_15, var_16, adj_2, adj_15, adj_16, adj_17);
        wp::adj_vec_t(var_14, adj_14, adj_15);
        wp::adj_mul(var_11, var_12, adj_11, adj_12, adj_13);
        // adj: v8, v9 = function_000001_f2(wp.identity(n=3, dtype=float) * -0.9, wp.cw_mul(wp.lerp(v5, wp.vec2(0.024), -0.26), (v5 * 1.604)))  <L 48>
        wp::adj_copy(var_9, adj_7, adj_8);
        wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_7);
        // adj: v7 = x2[tid]                                                                      <L 47>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v6 = x1[tid]                                                                      <L 46>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v5 = x0[tid]                                                                      <L 45>
        // adj: tid = wp.tid()                                                                    <L 44>
        // adj: def function_000001(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 43>
        continue;
    }
}

