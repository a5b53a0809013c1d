// Generated for case function-000002 with warp-lang 1.19.0. Do not edit.
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


// function-000002.py:4
static CUDA_CALLABLE wp::vec_t<2, wp::float32> function_000002_f0_0(
    wp::vec_t<2, wp::float32> var_p0,
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
    const wp::float32 var_9 = -1.8;
    wp::vec_t<3, wp::float32> var_10;
    wp::float32 var_11;
    wp::vec_t<2, wp::float32> var_12;
    wp::vec_t<2, wp::float32> var_13;
    wp::vec_t<2, wp::float32> var_14;
    const wp::int32 var_15 = 0;
    wp::float32 var_16;
    const wp::int32 var_17 = 1;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::int32 var_20 = 2;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::vec_t<2, wp::float32> var_23;
    wp::vec_t<2, wp::float32> var_24;
    //---------
    // forward
    // def function_000002_f0(p0: wp.vec2, arr: wp.array[float], idx: int):                   <L 5>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 6>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = (v0 + v0)                                                                         <L 7>
    var_8 = wp::add(var_6, var_6);
    // v2 = wp.vec3(-1.8)                                                                     <L 8>
    var_10 = wp::vec_t<3, wp::float32>(var_9);
    // v3 = v1                                                                                <L 9>
    var_11 = wp::copy(var_8);
    // return wp.normalize(wp.vec2(v3, v0)) + p0 + wp.vec2(v2[0] + v2[1] + v2[2])             <L 10>
    var_12 = wp::vec_t<2, wp::float32>(var_11, var_6);
    var_13 = wp::normalize(var_12);
    var_14 = wp::add(var_13, var_p0);
    var_16 = wp::extract(var_10, var_15);
    var_18 = wp::extract(var_10, var_17);
    var_19 = wp::add(var_16, var_18);
    var_21 = wp::extract(var_10, var_20);
    var_22 = wp::add(var_19, var_21);
    var_23 = wp::vec_t<2, wp::float32>(var_22);
    var_24 = wp::add(var_14, var_23);
    return var_24;
}


// function-000002.py:13
static CUDA_CALLABLE void function_000002_f1_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::mat_t<3, 3, wp::float32> var_p1,
    wp::vec_t<3, wp::float32> var_p2,
    wp::vec_t<3, wp::float32> & ret_0,
    wp::vec_t<3, wp::float32> & ret_1)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 1.3;
    const wp::float32 var_1 = -0.941;
    wp::vec_t<2, wp::float32> var_2;
    const wp::float32 var_3 = 1.8;
    const wp::float32 var_4 = 0.7;
    const wp::float32 var_5 = -1.11;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    const wp::int32 var_8 = 0;
    wp::float32 var_9;
    const wp::int32 var_10 = 1;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::vec_t<3, wp::float32> var_13;
    wp::vec_t<3, wp::float32> var_14;
    const wp::int32 var_15 = 1;
    const wp::int32 var_16 = 2;
    wp::float32 var_17;
    wp::vec_t<3, wp::float32> var_18;
    //---------
    // forward
    // def function_000002_f1(p0: wp.vec3, p1: wp.mat33, p2: wp.vec3):                        <L 14>
    // v4 = wp.vec2(1.3, -0.941)                                                              <L 15>
    var_2 = wp::vec_t<2, wp::float32>(var_0, var_1);
    // return wp.cross(p2, wp.vec3(1.8, 0.7, -1.11)) + wp.vec3(v4[0] + v4[1]), (p0 * p1[1, 2])       <L 16>
    var_6 = wp::vec_t<3, wp::float32>(var_3, var_4, var_5);
    var_7 = wp::cross(var_p2, var_6);
    var_9 = wp::extract(var_2, var_8);
    var_11 = wp::extract(var_2, var_10);
    var_12 = wp::add(var_9, var_11);
    var_13 = wp::vec_t<3, wp::float32>(var_12);
    var_14 = wp::add(var_7, var_13);
    var_17 = wp::extract(var_p1, var_15, var_16);
    var_18 = wp::mul(var_p0, var_17);
    ret_0 = var_14;
    ret_1 = var_18;
    return;
}


// function-000002.py:19
static CUDA_CALLABLE wp::float32 function_000002_f2_0(
    wp::float32 var_p0)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -1.51;
    wp::float32 var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    //---------
    // forward
    // def function_000002_f2(p0: float) -> float:                                            <L 20>
    // return wp.sin(wp.cos((p0 * (p0 + -1.51))))                                             <L 21>
    var_1 = wp::add(var_p0, var_0);
    var_2 = wp::mul(var_p0, var_1);
    var_3 = wp::cos(var_2);
    var_4 = wp::sin(var_3);
    return var_4;
}


// function-000002.py:29
static CUDA_CALLABLE void function_000002_f3_0(
    wp::mat_t<3, 3, wp::float32> var_p0,
    wp::mat_t<3, 3, wp::float32> & ret_0,
    wp::vec_t<2, wp::float32> & ret_1)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -0.6;
    wp::float32 var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = 1.954;
    const wp::float32 var_5 = -1.0;
    const wp::float32 var_6 = 1.552;
    wp::vec_t<3, wp::float32> var_7;
    wp::mat_t<3, 3, wp::float32> var_8;
    wp::mat_t<3, 3, wp::float32> var_9;
    const wp::float32 var_10 = 0.428;
    const wp::float32 var_11 = 1.51;
    wp::vec_t<2, wp::float32> var_12;
    wp::vec_t<2, wp::float32> var_13;
    wp::vec_t<2, wp::float32> var_14;
    wp::vec_t<2, wp::float32> var_15;
    //---------
    // forward
    // def function_000002_f3(p0: wp.mat33):                                                  <L 30>
    // v5 = float(-0.6)                                                                       <L 31>
    var_1 = wp::float(var_0);
    // v6 = v5                                                                                <L 32>
    var_2 = wp::copy(var_1);
    // v7 = function_000002_f2(v5)                                                            <L 33>
    var_3 = function_000002_f2_0(var_1);
    // return wp.diag(wp.vec3(1.954, -1.0, 1.552)) + p0, (v6 * wp.vec2(0.428, 1.51)) + wp.vec2(v7)       <L 34>
    var_7 = wp::vec_t<3, wp::float32>(var_4, var_5, var_6);
    var_8 = wp::diag(var_7);
    var_9 = wp::add(var_8, var_p0);
    var_12 = wp::vec_t<2, wp::float32>(var_10, var_11);
    var_13 = wp::mul(var_2, var_12);
    var_14 = wp::vec_t<2, wp::float32>(var_3);
    var_15 = wp::add(var_13, var_14);
    ret_0 = var_9;
    ret_1 = var_15;
    return;
}


// function-000002.py:24
static CUDA_CALLABLE void adj_function_000002_f2_0(
    wp::float32 var_p0,
    wp::float32 & adj_p0,
    wp::float32 & var_adj_ret)
{
	// user-defined adjoint code
    //---------
    // primal vars
    const wp::float32 var_0 = -1.51;
    wp::float32 var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::float32 var_5 = -1.51;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = -1.51;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    //---------
    // forward
    // def adj_function_000002_f2(p0: float, adj_ret: float):                                 <L 25>
    // wp.adjoint[p0] += (wp.cos(wp.cos((p0 * (p0 + -1.51)))) * ((-wp.sin((p0 * (p0 + -1.51)))) * ((p0 + -1.51) + p0))) * adj_ret       <L 26>
    var_1 = wp::add(var_p0, var_0);
    var_2 = wp::mul(var_p0, var_1);
    var_3 = wp::cos(var_2);
    var_4 = wp::cos(var_3);
    var_6 = wp::add(var_p0, var_5);
    var_7 = wp::mul(var_p0, var_6);
    var_8 = wp::sin(var_7);
    var_9 = wp::neg(var_8);
    var_11 = wp::add(var_p0, var_10);
    var_12 = wp::add(var_11, var_p0);
    var_13 = wp::mul(var_9, var_12);
    var_14 = wp::mul(var_4, var_13);
    var_15 = wp::mul(var_14, var_adj_ret);
    var_16 = wp::add(adj_p0, var_15);
    adj_p0 = var_16;
}


// function-000002.py:4
static CUDA_CALLABLE void adj_function_000002_f0_0(
    wp::vec_t<2, wp::float32> var_p0,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::vec_t<2, wp::float32> & adj_p0,
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
    const wp::float32 var_9 = -1.8;
    wp::vec_t<3, wp::float32> var_10;
    wp::float32 var_11;
    wp::vec_t<2, wp::float32> var_12;
    wp::vec_t<2, wp::float32> var_13;
    wp::vec_t<2, wp::float32> var_14;
    const wp::int32 var_15 = 0;
    wp::float32 var_16;
    const wp::int32 var_17 = 1;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::int32 var_20 = 2;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::vec_t<2, wp::float32> var_23;
    wp::vec_t<2, wp::float32> var_24;
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
    wp::float32 adj_11 = {};
    wp::vec_t<2, wp::float32> adj_12 = {};
    wp::vec_t<2, wp::float32> adj_13 = {};
    wp::vec_t<2, wp::float32> adj_14 = {};
    wp::int32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::int32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::vec_t<2, wp::float32> adj_23 = {};
    wp::vec_t<2, wp::float32> adj_24 = {};
    //---------
    // forward
    // def function_000002_f0(p0: wp.vec2, arr: wp.array[float], idx: int):                   <L 5>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 6>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = (v0 + v0)                                                                         <L 7>
    var_8 = wp::add(var_6, var_6);
    // v2 = wp.vec3(-1.8)                                                                     <L 8>
    var_10 = wp::vec_t<3, wp::float32>(var_9);
    // v3 = v1                                                                                <L 9>
    var_11 = wp::copy(var_8);
    // return wp.normalize(wp.vec2(v3, v0)) + p0 + wp.vec2(v2[0] + v2[1] + v2[2])             <L 10>
    var_12 = wp::vec_t<2, wp::float32>(var_11, var_6);
    var_13 = wp::normalize(var_12);
    var_14 = wp::add(var_13, var_p0);
    var_16 = wp::extract(var_10, var_15);
    var_18 = wp::extract(var_10, var_17);
    var_19 = wp::add(var_16, var_18);
    var_21 = wp::extract(var_10, var_20);
    var_22 = wp::add(var_19, var_21);
    var_23 = wp::vec_t<2, wp::float32>(var_22);
    var_24 = wp::add(var_14, var_23);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_24 += adj_ret;
    wp::adj_add(var_14, var_23, adj_14, adj_23, adj_24);
    wp::adj_vec_t(var_22, adj_22, adj_23);
    wp::adj_add(var_19, var_21, adj_19, adj_21, adj_22);
    wp::adj_extract(var_10, var_20, adj_10, adj_20, adj_21);
    wp::adj_add(var_16, var_18, adj_16, adj_18, adj_19);
    wp::adj_extract(var_10, var_17, adj_10, adj_17, adj_18);
    wp::adj_extract(var_10, var_15, adj_10, adj_15, adj_16);
    wp::adj_add(var_13, var_p0, adj_13, adj_p0, adj_14);
    wp::adj_normalize(var_12, var_13, adj_12, adj_13);
    wp::adj_vec_t(var_11, var_6, adj_11, adj_6, adj_12);
    // adj: return wp.normalize(wp.vec2(v3, v0)) + p0 + wp.vec2(v2[0] + v2[1] + v2[2])        <L 10>
    wp::adj_copy(var_8, adj_8, adj_11);
    // adj: v3 = v1                                                                           <L 9>
    wp::adj_vec_t(var_9, adj_9, adj_10);
    // adj: v2 = wp.vec3(-1.8)                                                                <L 8>
    wp::adj_add(var_6, var_6, adj_6, adj_6, adj_8);
    // adj: v1 = (v0 + v0)                                                                    <L 7>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_arr, var_4, adj_arr, adj_4, adj_5);
    wp::adj_mod(var_idx, var_2, adj_idx, adj_2, adj_4);
    adj_arr.shape = adj_0;
    // adj: v0 = arr[idx % arr.shape[0]]                                                      <L 6>
    // adj: def function_000002_f0(p0: wp.vec2, arr: wp.array[float], idx: int):              <L 5>
    return;
}


// function-000002.py:13
static CUDA_CALLABLE void adj_function_000002_f1_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::mat_t<3, 3, wp::float32> var_p1,
    wp::vec_t<3, wp::float32> var_p2,
    wp::vec_t<3, wp::float32> & ret_0,
    wp::vec_t<3, wp::float32> & ret_1,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::mat_t<3, 3, wp::float32> & adj_p1,
    wp::vec_t<3, wp::float32> & adj_p2,
    wp::vec_t<3, wp::float32> & adj_ret_0,
    wp::vec_t<3, wp::float32> & adj_ret_1)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 1.3;
    const wp::float32 var_1 = -0.941;
    wp::vec_t<2, wp::float32> var_2;
    const wp::float32 var_3 = 1.8;
    const wp::float32 var_4 = 0.7;
    const wp::float32 var_5 = -1.11;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    const wp::int32 var_8 = 0;
    wp::float32 var_9;
    const wp::int32 var_10 = 1;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::vec_t<3, wp::float32> var_13;
    wp::vec_t<3, wp::float32> var_14;
    const wp::int32 var_15 = 1;
    const wp::int32 var_16 = 2;
    wp::float32 var_17;
    wp::vec_t<3, wp::float32> var_18;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::vec_t<2, wp::float32> adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::int32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::int32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::vec_t<3, wp::float32> adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::int32 adj_15 = {};
    wp::int32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    //---------
    // forward
    // def function_000002_f1(p0: wp.vec3, p1: wp.mat33, p2: wp.vec3):                        <L 14>
    // v4 = wp.vec2(1.3, -0.941)                                                              <L 15>
    var_2 = wp::vec_t<2, wp::float32>(var_0, var_1);
    // return wp.cross(p2, wp.vec3(1.8, 0.7, -1.11)) + wp.vec3(v4[0] + v4[1]), (p0 * p1[1, 2])       <L 16>
    var_6 = wp::vec_t<3, wp::float32>(var_3, var_4, var_5);
    var_7 = wp::cross(var_p2, var_6);
    var_9 = wp::extract(var_2, var_8);
    var_11 = wp::extract(var_2, var_10);
    var_12 = wp::add(var_9, var_11);
    var_13 = wp::vec_t<3, wp::float32>(var_12);
    var_14 = wp::add(var_7, var_13);
    var_17 = wp::extract(var_p1, var_15, var_16);
    var_18 = wp::mul(var_p0, var_17);
    ret_0 = var_14;
    ret_1 = var_18;
    goto label0;
    //---------
    // reverse
    label0:;
    adj_18 += adj_ret_1;
    adj_14 += adj_ret_0;
    wp::adj_mul(var_p0, var_17, adj_p0, adj_17, adj_18);
    wp::adj_extract(var_p1, var_15, var_16, adj_p1, adj_15, adj_16, adj_17);
    wp::adj_add(var_7, var_13, adj_7, adj_13, adj_14);
    wp::adj_vec_t(var_12, adj_12, adj_13);
    wp::adj_add(var_9, var_11, adj_9, adj_11, adj_12);
    wp::adj_extract(var_2, var_10, adj_2, adj_10, adj_11);
    wp::adj_extract(var_2, var_8, adj_2, adj_8, adj_9);
    wp::adj_cross(var_p2, var_6, adj_p2, adj_6, adj_7);
    wp::adj_vec_t(var_3, var_4, var_5, adj_3, adj_4, adj_5, adj_6);
    // adj: return wp.cross(p2, wp.vec3(1.8, 0.7, -1.11)) + wp.vec3(v4[0] + v4[1]), (p0 * p1[1, 2])  <L 16>
    wp::adj_vec_t(var_0, var_1, adj_0, adj_1, adj_2);
    // adj: v4 = wp.vec2(1.3, -0.941)                                                         <L 15>
    // adj: def function_000002_f1(p0: wp.vec3, p1: wp.mat33, p2: wp.vec3):                   <L 14>
    return;
}


// function-000002.py:29
static CUDA_CALLABLE void adj_function_000002_f3_0(
    wp::mat_t<3, 3, wp::float32> var_p0,
    wp::mat_t<3, 3, wp::float32> & ret_0,
    wp::vec_t<2, wp::float32> & ret_1,
    wp::mat_t<3, 3, wp::float32> & adj_p0,
    wp::mat_t<3, 3, wp::float32> & adj_ret_0,
    wp::vec_t<2, wp::float32> & adj_ret_1)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -0.6;
    wp::float32 var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = 1.954;
    const wp::float32 var_5 = -1.0;
    const wp::float32 var_6 = 1.552;
    wp::vec_t<3, wp::float32> var_7;
    wp::mat_t<3, 3, wp::float32> var_8;
    wp::mat_t<3, 3, wp::float32> var_9;
    const wp::float32 var_10 = 0.428;
    const wp::float32 var_11 = 1.51;
    wp::vec_t<2, wp::float32> var_12;
    wp::vec_t<2, wp::float32> var_13;
    wp::vec_t<2, wp::float32> var_14;
    wp::vec_t<2, wp::float32> var_15;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::mat_t<3, 3, wp::float32> adj_8 = {};
    wp::mat_t<3, 3, wp::float32> adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::vec_t<2, wp::float32> adj_12 = {};
    wp::vec_t<2, wp::float32> adj_13 = {};
    wp::vec_t<2, wp::float32> adj_14 = {};
    wp::vec_t<2, wp::float32> adj_15 = {};
    //---------
    // forward
    // def function_000002_f3(p0: wp.mat33):                                                  <L 30>
    // v5 = float(-0.6)                                                                       <L 31>
    var_1 = wp::float(var_0);
    // v6 = v5                                                                                <L 32>
    var_2 = wp::copy(var_1);
    // v7 = function_000002_f2(v5)                                                            <L 33>
    var_3 = function_000002_f2_0(var_1);
    // return wp.diag(wp.vec3(1.954, -1.0, 1.552)) + p0, (v6 * wp.vec2(0.428, 1.51)) + wp.vec2(v7)       <L 34>
    var_7 = wp::vec_t<3, wp::float32>(var_4, var_5, var_6);
    var_8 = wp::diag(var_7);
    var_9 = wp::add(var_8, var_p0);
    var_12 = wp::vec_t<2, wp::float32>(var_10, var_11);
    var_13 = wp::mul(var_2, var_12);
    var_14 = wp::vec_t<2, wp::float32>(var_3);
    var_15 = wp::add(var_13, var_14);
    ret_0 = var_9;
    ret_1 = var_15;
    goto label0;
    //---------
    // reverse
    label0:;
    adj_15 += adj_ret_1;
    adj_9 += adj_ret_0;
    wp::adj_add(var_13, var_14, adj_13, adj_14, adj_15);
    wp::adj_vec_t(var_3, adj_3, adj_14);
    wp::adj_mul(var_2, var_12, adj_2, adj_12, adj_13);
    wp::adj_vec_t(var_10, var_11, adj_10, adj_11, adj_12);
    wp::adj_add(var_8, var_p0, adj_8, adj_p0, adj_9);
    wp::adj_diag(var_7, adj_7, adj_8);
    wp::adj_vec_t(var_4, var_5, var_6, adj_4, adj_5, adj_6, adj_7);
    // adj: return wp.diag(wp.vec3(1.954, -1.0, 1.552)) + p0, (v6 * wp.vec2(0.428, 1.51)) + wp.vec2(v7)  <L 34>
    adj_function_000002_f2_0(var_1, adj_1, adj_3);
    // adj: v7 = function_000002_f2(v5)                                                       <L 33>
    wp::adj_copy(var_1, adj_1, adj_2);
    // adj: v6 = v5                                                                           <L 32>
    wp::adj_float(var_0, adj_0, adj_1);
    // adj: v5 = float(-0.6)                                                                  <L 31>
    // adj: def function_000002_f3(p0: wp.mat33):                                             <L 30>
    return;
}



extern "C" __global__ void function_000002_e345a9e2_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_cell_radii,
    wp::array_t<wp::float32> var_cell_residuals)
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
        wp::float32* var_1;
        wp::float32 var_2;
        wp::float32 var_3;
        const wp::int32 var_4 = 3;
        wp::mat_t<3, 3, wp::float32> var_5;
        const wp::float32 var_6 = 1.4;
        wp::mat_t<3, 3, wp::float32> var_7;
        const wp::float32 var_8 = -1.65;
        const wp::float32 var_9 = -0.5;
        wp::vec_t<2, wp::float32> var_10;
        wp::vec_t<2, wp::float32> var_11;
        wp::vec_t<2, wp::float32> var_12;
        const wp::float32 var_13 = -1.91;
        const wp::float32 var_14 = -0.9;
        const wp::float32 var_15 = -0.7;
        wp::vec_t<3, wp::float32> var_16;
        const wp::float32 var_17 = -1.6;
        const wp::float32 var_18 = -1.798;
        const wp::float32 var_19 = -1.786;
        wp::vec_t<3, wp::float32> var_20;
        wp::vec_t<3, wp::float32> var_21;
        wp::vec_t<3, wp::float32> var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::mat_t<3, 3, wp::float32> var_25;
        wp::vec_t<2, wp::float32> var_26;
        wp::float32 var_27;
        const wp::float32 var_28 = 0.7;
        wp::float32 var_29;
        const wp::float32 var_30 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::int32 var_34 = 0;
        wp::float32 var_35;
        wp::float32 var_36;
        const wp::int32 var_37 = 1;
        wp::float32 var_38;
        wp::float32 var_39;
        const wp::int32 var_40 = 0;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::int32 var_43 = 1;
        wp::float32 var_44;
        wp::float32 var_45;
        const wp::int32 var_46 = 2;
        wp::float32 var_47;
        wp::float32 var_48;
        const wp::int32 var_49 = 0;
        wp::float32 var_50;
        wp::float32 var_51;
        const wp::int32 var_52 = 1;
        wp::float32 var_53;
        wp::float32 var_54;
        const wp::int32 var_55 = 2;
        wp::float32 var_56;
        wp::float32 var_57;
        const wp::float32 var_58 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_59;
        wp::float32 var_60;
        wp::float32 var_61;
        const wp::int32 var_62 = 0;
        wp::float32 var_63;
        wp::float32 var_64;
        const wp::int32 var_65 = 1;
        wp::float32 var_66;
        wp::float32 var_67;
        //---------
        // forward
        // def function_000002(cell_radii: wp.array[float], cell_residuals: wp.array[float]):       <L 38>
        // tid = wp.tid()                                                                         <L 39>
        var_0 = builtin_tid1d();
        // v8 = cell_radii[tid]                                                                   <L 40>
        var_1 = wp::address(var_cell_radii, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v9 = wp.identity(n=3, dtype=float) * 1.4                                               <L 41>
        var_5 = wp::identity<3, wp::float32>();
        var_7 = wp::mul(var_5, var_6);
        // v10 = function_000002_f0(function_000002_f0(wp.vec2(-1.65, -0.5), cell_radii, tid), cell_radii, tid)       <L 42>
        var_10 = wp::vec_t<2, wp::float32>(var_8, var_9);
        var_11 = function_000002_f0_0(var_10, var_cell_radii, var_0);
        var_12 = function_000002_f0_0(var_11, var_cell_radii, var_0);
        // v11, v12 = function_000002_f1(wp.vec3(-1.91, -0.9, -0.7), v9, wp.vec3(-1.6, -1.798, -1.786))       <L 43>
        var_16 = wp::vec_t<3, wp::float32>(var_13, var_14, var_15);
        var_20 = wp::vec_t<3, wp::float32>(var_17, var_18, var_19);
        function_000002_f1_0(var_16, var_7, var_20, var_21, var_22);
        // v13 = function_000002_f2((v8 + v8))                                                    <L 44>
        var_23 = wp::add(var_2, var_2);
        var_24 = function_000002_f2_0(var_23);
        // v14, v15 = function_000002_f3(v9)                                                      <L 45>
        function_000002_f3_0(var_7, var_25, var_26);
        // cell_residuals[tid] = v8 + v13 + 0.7 + wp.ddot(v9, wp.mat33(1.0)) + v10[0] + v10[1] + v11[0] + v11[1] + v11[2] + v12[0] + v12[1] + v12[2] + wp.ddot(v14, wp.mat33(1.0)) + v15[0] + v15[1]       <L 46>
        var_27 = wp::add(var_2, var_24);
        var_29 = wp::add(var_27, var_28);
        var_31 = wp::mat_t<3, 3, wp::float32>(var_30);
        var_32 = wp::ddot(var_7, var_31);
        var_33 = wp::add(var_29, var_32);
        var_35 = wp::extract(var_12, var_34);
        var_36 = wp::add(var_33, var_35);
        var_38 = wp::extract(var_12, var_37);
        var_39 = wp::add(var_36, var_38);
        var_41 = wp::extract(var_21, var_40);
        var_42 = wp::add(var_39, var_41);
        var_44 = wp::extract(var_21, var_43);
        var_45 = wp::add(var_42, var_44);
        var_47 = wp::extract(var_21, var_46);
        var_48 = wp::add(var_45, var_47);
        var_50 = wp::extract(var_22, var_49);
        var_51 = wp::add(var_48, var_50);
        var_53 = wp::extract(var_22, var_52);
        var_54 = wp::add(var_51, var_53);
        var_56 = wp::extract(var_22, var_55);
        var_57 = wp::add(var_54, var_56);
        var_59 = wp::mat_t<3, 3, wp::float32>(var_58);
        var_60 = wp::ddot(var_25, var_59);
        var_61 = wp::add(var_57, var_60);
        var_63 = wp::extract(var_26, var_62);
        var_64 = wp::add(var_61, var_63);
        var_66 = wp::extract(var_26, var_65);
        var_67 = wp::add(var_64, var_66);
        wp::array_store(var_cell_residuals, var_0, var_67);
    }
}



extern "C" __global__ void function_000002_e345a9e2_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_cell_radii,
    wp::array_t<wp::float32> var_cell_residuals,
    wp::array_t<wp::float32> adj_cell_radii,
    wp::array_t<wp::float32> adj_cell_residuals)
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
        wp::float32* var_1;
        wp::float32 var_2;
        wp::float32 var_3;
        const wp::int32 var_4 = 3;
        wp::mat_t<3, 3, wp::float32> var_5;
        const wp::float32 var_6 = 1.4;
        wp::mat_t<3, 3, wp::float32> var_7;
        const wp::float32 var_8 = -1.65;
        const wp::float32 var_9 = -0.5;
        wp::vec_t<2, wp::float32> var_10;
        wp::vec_t<2, wp::float32> var_11;
        wp::vec_t<2, wp::float32> var_12;
        const wp::float32 var_13 = -1.91;
        const wp::float32 var_14 = -0.9;
        const wp::float32 var_15 = -0.7;
        wp::vec_t<3, wp::float32> var_16;
        const wp::float32 var_17 = -1.6;
        const wp::float32 var_18 = -1.798;
        const wp::float32 var_19 = -1.786;
        wp::vec_t<3, wp::float32> var_20;
        wp::vec_t<3, wp::float32> var_21;
        wp::vec_t<3, wp::float32> var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::mat_t<3, 3, wp::float32> var_25;
        wp::vec_t<2, wp::float32> var_26;
        wp::float32 var_27;
        const wp::float32 var_28 = 0.7;
        wp::float32 var_29;
        const wp::float32 var_30 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::int32 var_34 = 0;
        wp::float32 var_35;
        wp::float32 var_36;
        const wp::int32 var_37 = 1;
        wp::float32 var_38;
        wp::float32 var_39;
        const wp::int32 var_40 = 0;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::int32 var_43 = 1;
        wp::float32 var_44;
        wp::float32 var_45;
        const wp::int32 var_46 = 2;
        wp::float32 var_47;
        wp::float32 var_48;
        const wp::int32 var_49 = 0;
        wp::float32 var_50;
        wp::float32 var_51;
        const wp::int32 var_52 = 1;
        wp::float32 var_53;
        wp::float32 var_54;
        const wp::int32 var_55 = 2;
        wp::float32 var_56;
        wp::float32 var_57;
        const wp::float32 var_58 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_59;
        wp::float32 var_60;
        wp::float32 var_61;
        const wp::int32 var_62 = 0;
        wp::float32 var_63;
        wp::float32 var_64;
        const wp::int32 var_65 = 1;
        wp::float32 var_66;
        wp::float32 var_67;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::int32 adj_4 = {};
        wp::mat_t<3, 3, wp::float32> adj_5 = {};
        wp::float32 adj_6 = {};
        wp::mat_t<3, 3, wp::float32> adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::vec_t<2, wp::float32> adj_10 = {};
        wp::vec_t<2, wp::float32> adj_11 = {};
        wp::vec_t<2, wp::float32> adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::vec_t<3, wp::float32> adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::vec_t<3, wp::float32> adj_20 = {};
        wp::vec_t<3, wp::float32> adj_21 = {};
        wp::vec_t<3, wp::float32> adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::mat_t<3, 3, wp::float32> adj_25 = {};
        wp::vec_t<2, wp::float32> adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::mat_t<3, 3, wp::float32> adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::int32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::int32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::int32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::int32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::int32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::int32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::int32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::int32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::mat_t<3, 3, wp::float32> adj_59 = {};
        wp::float32 adj_60 = {};
        wp::float32 adj_61 = {};
        wp::int32 adj_62 = {};
        wp::float32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::int32 adj_65 = {};
        wp::float32 adj_66 = {};
        wp::float32 adj_67 = {};
        //---------
        // forward
        // def function_000002(cell_radii: wp.array[float], cell_residuals: wp.array[float]):       <L 38>
        // tid = wp.tid()                                                                         <L 39>
        var_0 = builtin_tid1d();
        // v8 = cell_radii[tid]                                                                   <L 40>
        var_1 = wp::address(var_cell_radii, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v9 = wp.identity(n=3, dtype=float) * 1.4                                               <L 41>
        var_5 = wp::identity<3, wp::float32>();
        var_7 = wp::mul(var_5, var_6);
        // v10 = function_000002_f0(function_000002_f0(wp.vec2(-1.65, -0.5), cell_radii, tid), cell_radii, tid)       <L 42>
        var_10 = wp::vec_t<2, wp::float32>(var_8, var_9);
        var_11 = function_000002_f0_0(var_10, var_cell_radii, var_0);
        var_12 = function_000002_f0_0(var_11, var_cell_radii, var_0);
        // v11, v12 = function_000002_f1(wp.vec3(-1.91, -0.9, -0.7), v9, wp.vec3(-1.6, -1.798, -1.786))       <L 43>
        var_16 = wp::vec_t<3, wp::float32>(var_13, var_14, var_15);
        var_20 = wp::vec_t<3, wp::float32>(var_17, var_18, var_19);
        function_000002_f1_0(var_16, var_7, var_20, var_21, var_22);
        // v13 = function_000002_f2((v8 + v8))                                                    <L 44>
        var_23 = wp::add(var_2, var_2);
        var_24 = function_000002_f2_0(var_23);
        // v14, v15 = function_000002_f3(v9)                                                      <L 45>
        function_000002_f3_0(var_7, var_25, var_26);
        // cell_residuals[tid] = v8 + v13 + 0.7 + wp.ddot(v9, wp.mat33(1.0)) + v10[0] + v10[1] + v11[0] + v11[1] + v11[2] + v12[0] + v12[1] + v12[2] + wp.ddot(v14, wp.mat33(1.0)) + v15[0] + v15[1]       <L 46>
        var_27 = wp::add(var_2, var_24);
        var_29 = wp::add(var_27, var_28);
        var_31 = wp::mat_t<3, 3, wp::float32>(var_30);
        var_32 = wp::ddot(var_7, var_31);
        var_33 = wp::add(var_29, var_32);
        var_35 = wp::extract(var_12, var_34);
        var_36 = wp::add(var_33, var_35);
        var_38 = wp::extract(var_12, var_37);
        var_39 = wp::add(var_36, var_38);
        var_41 = wp::extract(var_21, var_40);
        var_42 = wp::add(var_39, var_41);
        var_44 = wp::extract(var_21, var_43);
        var_45 = wp::add(var_42, var_44);
        var_47 = wp::extract(var_21, var_46);
        var_48 = wp::add(var_45, var_47);
        var_50 = wp::extract(var_22, var_49);
        var_51 = wp::add(var_48, var_50);
        var_53 = wp::extract(var_22, var_52);
        var_54 = wp::add(var_51, var_53);
        var_56 = wp::extract(var_22, var_55);
        var_57 = wp::add(var_54, var_56);
        var_59 = wp::mat_t<3, 3, wp::float32>(var_58);
        var_60 = wp::ddot(var_25, var_59);
        var_61 = wp::add(var_57, var_60);
        var_63 = wp::extract(var_26, var_62);
        var_64 = wp::add(var_61, var_63);
        var_66 = wp::extract(var_26, var_65);
        var_67 = wp::add(var_64, var_66);
        // wp::array_store(var_cell_residuals, var_0, var_67);
        //---------
        // reverse
        wp::adj_array_store(var_cell_residuals, var_0, var_67, adj_cell_residuals, adj_0, adj_67);
        wp::adj_add(var_64, var_66, adj_64, adj_66, adj_67);
        wp::adj_extract(var_26, var_65, adj_26, adj_65, adj_66);
        wp::adj_add(var_61, var_63, adj_61, adj_63, adj_64);
        wp::adj_extract(var_26, var_62, adj_26, adj_62, adj_63);
        wp::adj_add(var_57, var_60, adj_57, adj_60, adj_61);
        wp::adj_ddot(var_25, var_59, adj_25, adj_59, adj_60);
        wp::adj_mat_t(var_58, adj_58, adj_59);
        wp::adj_add(var_54, var_56, adj_54, adj_56, adj_57);
        wp::adj_extract(var_22, var_55, adj_22, adj_55, adj_56);
        wp::adj_add(var_51, var_53, adj_51, adj_53, adj_54);
        wp::adj_extract(var_22, var_52, adj_22, adj_52, adj_53);
        wp::adj_add(var_48, var_50, adj_48, adj_50, adj_51);
        wp::adj_extract(var_22, var_49, adj_22, adj_49, adj_50);
        wp::adj_add(var_45, var_47, adj_45, adj_47, adj_48);
        wp::adj_extract(var_21, var_46, adj_21, adj_46, adj_47);
        wp::adj_add(var_42, var_44, adj_42, adj_44, adj_45);
        wp::adj_extract(var_21, var_43, adj_21, adj_43, adj_44);
        wp::adj_add(var_39, var_41, adj_39, adj_41, adj_42);
        wp::adj_extract(var_21, var_40, adj_21, adj_40, adj_41);
        wp::adj_add(var_36, var_38, adj_36, adj_38, adj_39);
        wp::adj_extract(var_12, var_37, adj_12, adj_37, adj_38);
        wp::adj_add(var_33, var_35, adj_33, adj_35, adj_36);
        wp::adj_extract(var_12, var_34, adj_12, adj_34, adj_35);
        wp::adj_add(var_29, var_32, adj_29, adj_32, adj_33);
        wp::adj_ddot(var_7, var_31, adj_7, adj_31, adj_32);
        wp::adj_mat_t(var_30, adj_30, adj_31);
        wp::adj_add(var_27, var_28, adj_27, adj_28, adj_29);
        wp::adj_add(var_2, var_24, adj_2, adj_24, adj_27);
        // adj: cell_residuals[tid] = v8 + v13 + 0.7 + wp.ddot(v9, wp.mat33(1.0)) + v10[0] + v10[1] + v11[0] + v11[1] + v11[2] + v12[0] + v12[1] + v12[2] + wp.ddot(v14, wp.mat33(1.0)) + v15[0] + v15[1]  <L 46>
        adj_function_000002_f3_0(var_7, var_25, var_26, adj_7, adj_25, adj_26);
        // adj: v14, v15 = function_000002_f3(v9)                                                 <L 45>
        adj_function_000002_f2_0(var_23, adj_23, adj_24);
        wp::adj_add(var_2, var_2, adj_2, adj_2, adj_23);
        // adj: v13 = function_000002_f2((v8 + v8))                                               <L 44>
        adj_function_000002_f1_0(var_16, var_7, var_20, var_21, var_22, adj_16, adj_7, adj_20, adj_21, adj_22);
        wp::adj_vec_t(var_17, var_18, var_19, adj_17, adj_18, adj_19, adj_20);
        wp::adj_vec_t(var_13, var_14, var_15, adj_13, adj_14, adj_15, adj_16);
        // adj: v11, v12 = function_000002_f1(wp.vec3(-1.91, -0.9, -0.7), v9, wp.vec3(-1.6, -1.798, -1.786))  <L 43>
        adj_function_000002_f0_0(var_11, var_cell_radii, var_0, adj_11, adj_cell_radii, adj_0, adj_12);
        adj_function_000002_f0_0(var_10, var_cell_radii, var_0, adj_10, adj_cell_radii, adj_0, adj_11);
        wp::adj_vec_t(var_8, var_9, adj_8, adj_9, adj_10);
        // adj: v10 = function_000002_f0(function_000002_f0(wp.vec2(-1.65, -0.5), cell_radii, tid), cell_radii, tid)  <L 42>
        wp::adj_mul(var_5, var_6, adj_5, adj_6, adj_7);
        // adj: v9 = wp.identity(n=3, dtype=float) * 1.4                                          <L 41>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_cell_radii, var_0, adj_cell_radii, adj_0, adj_1);
        // adj: v8 = cell_radii[tid]                                                              <L 40>
        // adj: tid = wp.tid()                                                                    <L 39>
        // adj: def function_000002(cell_radii: wp.array[float], cell_residuals: wp.array[float]):  <L 38>
        continue;
    }
}

