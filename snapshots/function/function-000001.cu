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


// function-000001.py:28
static CUDA_CALLABLE wp::float32 function_000001_f3_0(
    wp::float32 var_p0)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    const wp::float32 var_2 = -0.81;
    const wp::float32 var_3 = 1.7;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = 0.67;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    //---------
    // forward
    // def function_000001_f3(p0: float) -> float:                                            <L 29>
    // return (((p0 + wp.cos(p0)) - wp.exp(wp.sin((-0.81 + 1.7)))) + (((0.67 + p0) + (p0 - p0)) - wp.exp(wp.sin(wp.cos(p0)))))       <L 30>
    var_0 = wp::cos(var_p0);
    var_1 = wp::add(var_p0, var_0);
    var_4 = wp::add(var_2, var_3);
    var_5 = wp::sin(var_4);
    var_6 = wp::exp(var_5);
    var_7 = wp::sub(var_1, var_6);
    var_9 = wp::add(var_8, var_p0);
    var_10 = wp::sub(var_p0, var_p0);
    var_11 = wp::add(var_9, var_10);
    var_12 = wp::cos(var_p0);
    var_13 = wp::sin(var_12);
    var_14 = wp::exp(var_13);
    var_15 = wp::sub(var_11, var_14);
    var_16 = wp::add(var_7, var_15);
    return var_16;
}


// function-000001.py:4
static CUDA_CALLABLE wp::vec_t<3, wp::float32> function_000001_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::vec_t<3, wp::float32> var_p2)
{
    //---------
    // primal vars
    wp::vec_t<3, wp::float32> var_0;
    const wp::float32 var_1 = 0.777;
    wp::float32 var_2;
    const wp::float32 var_3 = -0.44;
    const wp::float32 var_4 = 0.96;
    const wp::float32 var_5 = 1.269;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    const wp::int32 var_8 = 3;
    wp::mat_t<3, 3, wp::float32> var_9;
    wp::vec_t<3, wp::float32> var_10;
    const wp::float32 var_11 = -0.3;
    wp::vec_t<3, wp::float32> var_12;
    wp::vec_t<3, wp::float32> var_13;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    //---------
    // forward
    // def function_000001_f0(p0: wp.vec3, p1: wp.vec3, p2: wp.vec3) -> wp.vec3:              <L 5>
    // v0 = p2                                                                                <L 6>
    var_0 = wp::copy(var_p2);
    // v1 = float(0.777)                                                                      <L 7>
    var_2 = wp::float(var_1);
    // return ((wp.vec3(-0.44, 0.96, 1.269) - p2) @ wp.identity(n=3, dtype=float) * -0.3) + v0 + wp.vec3(v1)       <L 8>
    var_6 = wp::vec_t<3, wp::float32>(var_3, var_4, var_5);
    var_7 = wp::sub(var_6, var_p2);
    var_9 = wp::identity<3, wp::float32>();
    var_10 = wp::mul(var_7, var_9);
    var_12 = wp::mul(var_10, var_11);
    var_13 = wp::add(var_12, var_0);
    var_14 = wp::vec_t<3, wp::float32>(var_2);
    var_15 = wp::add(var_13, var_14);
    return var_15;
}


// function-000001.py:11
static CUDA_CALLABLE wp::float32 function_000001_f1_0(
    wp::float32 var_p0,
    wp::float32 var_p1)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = 0.57;
    wp::float32 var_2;
    const wp::float32 var_3 = -1.63;
    wp::float32 var_4;
    const wp::float32 var_5 = 1.0;
    const wp::float32 var_6 = 1.0;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    //---------
    // forward
    // def function_000001_f1(p0: float, p1: float) -> float:                                 <L 12>
    // return ((wp.cos(p0) * 0.57) + ((-1.63 + p1) + (1.0 / (1.0 + p1 * p1))))                <L 13>
    var_0 = wp::cos(var_p0);
    var_2 = wp::mul(var_0, var_1);
    var_4 = wp::add(var_3, var_p1);
    var_7 = wp::mul(var_p1, var_p1);
    var_8 = wp::add(var_6, var_7);
    var_9 = wp::div(var_5, var_8);
    var_10 = wp::add(var_4, var_9);
    var_11 = wp::add(var_2, var_10);
    return var_11;
}


// function-000001.py:22
static CUDA_CALLABLE wp::vec_t<2, wp::float32> function_000001_f2_0(
    wp::vec_t<2, wp::float32> var_p0)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 1.515;
    const wp::float32 var_1 = 1.94;
    const wp::float32 var_2 = -0.86;
    wp::vec_t<3, wp::float32> var_3;
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
    wp::vec_t<2, wp::float32> var_14;
    wp::vec_t<2, wp::float32> var_15;
    //---------
    // forward
    // def function_000001_f2(p0: wp.vec2):                                                   <L 23>
    // v2 = wp.vec3(1.515, 1.94, -0.86)                                                       <L 24>
    var_3 = wp::vec_t<3, wp::float32>(var_0, var_1, var_2);
    // return (wp.min(p0, p0) - p0) + wp.vec2(v2[0] + v2[1] + v2[2])                          <L 25>
    var_4 = wp::min(var_p0, var_p0);
    var_5 = wp::sub(var_4, var_p0);
    var_7 = wp::extract(var_3, var_6);
    var_9 = wp::extract(var_3, var_8);
    var_10 = wp::add(var_7, var_9);
    var_12 = wp::extract(var_3, var_11);
    var_13 = wp::add(var_10, var_12);
    var_14 = wp::vec_t<2, wp::float32>(var_13);
    var_15 = wp::add(var_5, var_14);
    return var_15;
}


// function-000001.py:33
static CUDA_CALLABLE void adj_function_000001_f3_0(
    wp::float32 var_p0,
    wp::float32 & adj_p0,
    wp::float32 & var_adj_ret)
{
	// user-defined adjoint code
    //---------
    // primal vars
    const wp::float32 var_0 = 1.0;
    wp::float32 var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = 1.0;
    const wp::float32 var_5 = 1.0;
    const wp::float32 var_6 = 1.0;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    //---------
    // forward
    // def adj_function_000001_f3(p0: float, adj_ret: float):                                 <L 34>
    // wp.adjoint[p0] += ((1.0 + (-wp.sin(p0))) + ((1.0 + (1.0 - 1.0)) - ((wp.exp(wp.sin(wp.cos(p0))) * wp.cos(wp.cos(p0))) * (-wp.sin(p0))))) * adj_ret       <L 35>
    var_1 = wp::sin(var_p0);
    var_2 = wp::neg(var_1);
    var_3 = wp::add(var_0, var_2);
    var_7 = wp::sub(var_5, var_6);
    var_8 = wp::add(var_4, var_7);
    var_9 = wp::cos(var_p0);
    var_10 = wp::sin(var_9);
    var_11 = wp::exp(var_10);
    var_12 = wp::cos(var_p0);
    var_13 = wp::cos(var_12);
    var_14 = wp::mul(var_11, var_13);
    var_15 = wp::sin(var_p0);
    var_16 = wp::neg(var_15);
    var_17 = wp::mul(var_14, var_16);
    var_18 = wp::sub(var_8, var_17);
    var_19 = wp::add(var_3, var_18);
    var_20 = wp::mul(var_19, var_adj_ret);
    var_21 = wp::add(adj_p0, var_20);
    adj_p0 = var_21;
}


// function-000001.py:16
static CUDA_CALLABLE void adj_function_000001_f1_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::float32 & adj_p0,
    wp::float32 & adj_p1,
    wp::float32 & var_adj_ret)
{
	// user-defined adjoint code
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    const wp::float32 var_2 = 0.57;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    const wp::float32 var_6 = 1.0;
    const wp::float32 var_7 = -2.0;
    const wp::float32 var_8 = 1.0;
    const wp::float32 var_9 = 1.0;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.0;
    const wp::float32 var_14 = 1.0;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    //---------
    // forward
    // def adj_function_000001_f1(p0: float, p1: float, adj_ret: float):                      <L 17>
    // wp.adjoint[p0] += ((-wp.sin(p0)) * 0.57) * adj_ret                                     <L 18>
    var_0 = wp::sin(var_p0);
    var_1 = wp::neg(var_0);
    var_3 = wp::mul(var_1, var_2);
    var_4 = wp::mul(var_3, var_adj_ret);
    var_5 = wp::add(adj_p0, var_4);
    adj_p0 = var_5;
    // wp.adjoint[p1] += (1.0 + (-2.0 * (p1 * ((1.0 / (1.0 + p1 * p1)) * (1.0 / (1.0 + p1 * p1)))))) * adj_ret       <L 19>
    var_10 = wp::mul(var_p1, var_p1);
    var_11 = wp::add(var_9, var_10);
    var_12 = wp::div(var_8, var_11);
    var_15 = wp::mul(var_p1, var_p1);
    var_16 = wp::add(var_14, var_15);
    var_17 = wp::div(var_13, var_16);
    var_18 = wp::mul(var_12, var_17);
    var_19 = wp::mul(var_p1, var_18);
    var_20 = wp::mul(var_7, var_19);
    var_21 = wp::add(var_6, var_20);
    var_22 = wp::mul(var_21, var_adj_ret);
    var_23 = wp::add(adj_p1, var_22);
    adj_p1 = var_23;
}


// function-000001.py:4
static CUDA_CALLABLE void adj_function_000001_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::vec_t<3, wp::float32> var_p2,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::vec_t<3, wp::float32> & adj_p1,
    wp::vec_t<3, wp::float32> & adj_p2,
    wp::vec_t<3, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    wp::vec_t<3, wp::float32> var_0;
    const wp::float32 var_1 = 0.777;
    wp::float32 var_2;
    const wp::float32 var_3 = -0.44;
    const wp::float32 var_4 = 0.96;
    const wp::float32 var_5 = 1.269;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    const wp::int32 var_8 = 3;
    wp::mat_t<3, 3, wp::float32> var_9;
    wp::vec_t<3, wp::float32> var_10;
    const wp::float32 var_11 = -0.3;
    wp::vec_t<3, wp::float32> var_12;
    wp::vec_t<3, wp::float32> var_13;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    //---------
    // dual vars
    wp::vec_t<3, wp::float32> adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::int32 adj_8 = {};
    wp::mat_t<3, 3, wp::float32> adj_9 = {};
    wp::vec_t<3, wp::float32> adj_10 = {};
    wp::float32 adj_11 = {};
    wp::vec_t<3, wp::float32> adj_12 = {};
    wp::vec_t<3, wp::float32> adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    //---------
    // forward
    // def function_000001_f0(p0: wp.vec3, p1: wp.vec3, p2: wp.vec3) -> wp.vec3:              <L 5>
    // v0 = p2                                                                                <L 6>
    var_0 = wp::copy(var_p2);
    // v1 = float(0.777)                                                                      <L 7>
    var_2 = wp::float(var_1);
    // return ((wp.vec3(-0.44, 0.96, 1.269) - p2) @ wp.identity(n=3, dtype=float) * -0.3) + v0 + wp.vec3(v1)       <L 8>
    var_6 = wp::vec_t<3, wp::float32>(var_3, var_4, var_5);
    var_7 = wp::sub(var_6, var_p2);
    var_9 = wp::identity<3, wp::float32>();
    var_10 = wp::mul(var_7, var_9);
    var_12 = wp::mul(var_10, var_11);
    var_13 = wp::add(var_12, var_0);
    var_14 = wp::vec_t<3, wp::float32>(var_2);
    var_15 = wp::add(var_13, var_14);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_15 += adj_ret;
    wp::adj_add(var_13, var_14, adj_13, adj_14, adj_15);
    wp::adj_vec_t(var_2, adj_2, adj_14);
    wp::adj_add(var_12, var_0, adj_12, adj_0, adj_13);
    wp::adj_mul(var_10, var_11, adj_10, adj_11, adj_12);
    wp::adj_mul(var_7, var_9, adj_7, adj_9, adj_10);
    wp::adj_sub(var_6, var_p2, adj_6, adj_p2, adj_7);
    wp::adj_vec_t(var_3, var_4, var_5, adj_3, adj_4, adj_5, adj_6);
    // adj: return ((wp.vec3(-0.44, 0.96, 1.269) - p2) @ wp.identity(n=3, dtype=float) * -0.3) + v0 + wp.vec3(v1)  <L 8>
    wp::adj_float(var_1, adj_1, adj_2);
    // adj: v1 = float(0.777)                                                                 <L 7>
    wp::adj_copy(var_p2, adj_p2, adj_0);
    // adj: v0 = p2                                                                           <L 6>
    // adj: def function_000001_f0(p0: wp.vec3, p1: wp.vec3, p2: wp.vec3) -> wp.vec3:         <L 5>
    return;
}


// function-000001.py:22
static CUDA_CALLABLE void adj_function_000001_f2_0(
    wp::vec_t<2, wp::float32> var_p0,
    wp::vec_t<2, wp::float32> & adj_p0,
    wp::vec_t<2, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 1.515;
    const wp::float32 var_1 = 1.94;
    const wp::float32 var_2 = -0.86;
    wp::vec_t<3, wp::float32> var_3;
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
    wp::vec_t<2, wp::float32> var_14;
    wp::vec_t<2, wp::float32> var_15;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
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
    wp::vec_t<2, wp::float32> adj_14 = {};
    wp::vec_t<2, wp::float32> adj_15 = {};
    //---------
    // forward
    // def function_000001_f2(p0: wp.vec2):                                                   <L 23>
    // v2 = wp.vec3(1.515, 1.94, -0.86)                                                       <L 24>
    var_3 = wp::vec_t<3, wp::float32>(var_0, var_1, var_2);
    // return (wp.min(p0, p0) - p0) + wp.vec2(v2[0] + v2[1] + v2[2])                          <L 25>
    var_4 = wp::min(var_p0, var_p0);
    var_5 = wp::sub(var_4, var_p0);
    var_7 = wp::extract(var_3, var_6);
    var_9 = wp::extract(var_3, var_8);
    var_10 = wp::add(var_7, var_9);
    var_12 = wp::extract(var_3, var_11);
    var_13 = wp::add(var_10, var_12);
    var_14 = wp::vec_t<2, wp::float32>(var_13);
    var_15 = wp::add(var_5, var_14);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_15 += adj_ret;
    wp::adj_add(var_5, var_14, adj_5, adj_14, adj_15);
    wp::adj_vec_t(var_13, adj_13, adj_14);
    wp::adj_add(var_10, var_12, adj_10, adj_12, adj_13);
    wp::adj_extract(var_3, var_11, adj_3, adj_11, adj_12);
    wp::adj_add(var_7, var_9, adj_7, adj_9, adj_10);
    wp::adj_extract(var_3, var_8, adj_3, adj_8, adj_9);
    wp::adj_extract(var_3, var_6, adj_3, adj_6, adj_7);
    wp::adj_sub(var_4, var_p0, adj_4, adj_p0, adj_5);
    wp::adj_min(var_p0, var_p0, adj_p0, adj_p0, adj_4);
    // adj: return (wp.min(p0, p0) - p0) + wp.vec2(v2[0] + v2[1] + v2[2])                     <L 25>
    wp::adj_vec_t(var_0, var_1, var_2, adj_0, adj_1, adj_2, adj_3);
    // adj: v2 = wp.vec3(1.515, 1.94, -0.86)                                                  <L 24>
    // adj: def function_000001_f2(p0: wp.vec2):                                              <L 23>
    return;
}



extern "C" __global__ void function_000001_9cd33ab1_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_cell_coords,
    wp::array_t<wp::float32> var_cell_lengths,
    wp::array_t<wp::float32> var_cell_phases,
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
        wp::vec_t<2, wp::float32>* var_1;
        wp::vec_t<2, wp::float32> var_2;
        wp::vec_t<2, wp::float32> var_3;
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        const wp::float32 var_13 = -1.924;
        const wp::float32 var_14 = -0.2;
        const wp::float32 var_15 = 1.37;
        wp::vec_t<3, wp::float32> var_16;
        const wp::float32 var_17 = 1.686;
        const wp::float32 var_18 = 1.215;
        const wp::float32 var_19 = -0.58;
        wp::vec_t<3, wp::float32> var_20;
        const wp::float32 var_21 = 1.1;
        const wp::float32 var_22 = -0.01;
        const wp::float32 var_23 = -1.1;
        wp::vec_t<3, wp::float32> var_24;
        wp::vec_t<3, wp::float32> var_25;
        const wp::float32 var_26 = -1.93;
        const wp::float32 var_27 = 0.914;
        wp::vec_t<2, wp::float32> var_28;
        wp::float32 var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        wp::vec_t<2, wp::float32> var_32;
        wp::float32 var_33;
        wp::float32 var_34;
        const wp::float32 var_35 = 0.18;
        wp::float32 var_36;
        wp::float32 var_37;
        wp::float32 var_38;
        const wp::int32 var_39 = 0;
        wp::float32 var_40;
        wp::float32 var_41;
        const wp::int32 var_42 = 1;
        wp::float32 var_43;
        wp::float32 var_44;
        const wp::int32 var_45 = 2;
        wp::float32 var_46;
        wp::float32 var_47;
        const wp::int32 var_48 = 0;
        wp::float32 var_49;
        wp::float32 var_50;
        const wp::int32 var_51 = 1;
        wp::float32 var_52;
        wp::float32 var_53;
        //---------
        // forward
        // def function_000001(cell_coords: wp.array[wp.vec2], cell_lengths: wp.array[float], cell_phases: wp.array[float], cell_residuals: wp.array[float]):       <L 39>
        // tid = wp.tid()  # this thread's element                                                <L 40>
        var_0 = builtin_tid1d();
        // v3 = cell_coords[tid]                                                                  <L 41>
        var_1 = wp::address(var_cell_coords, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v4 = cell_lengths[tid]                                                                 <L 42>
        var_4 = wp::address(var_cell_lengths, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v5 = cell_phases[tid]                                                                  <L 43>
        var_7 = wp::address(var_cell_phases, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v6 = function_000001_f3(v5)                                                            <L 44>
        var_10 = function_000001_f3_0(var_8);
        // v7 = (v5 * v4)                                                                         <L 45>
        var_11 = wp::mul(var_8, var_5);
        // v8 = function_000001_f3(v7)                                                            <L 46>
        var_12 = function_000001_f3_0(var_11);
        // v9 = function_000001_f0(wp.vec3(-1.924, -0.2, 1.37), wp.vec3(1.686, 1.215, -0.58), wp.vec3(1.1, -0.01, -1.1))       <L 47>
        var_16 = wp::vec_t<3, wp::float32>(var_13, var_14, var_15);
        var_20 = wp::vec_t<3, wp::float32>(var_17, var_18, var_19);
        var_24 = wp::vec_t<3, wp::float32>(var_21, var_22, var_23);
        var_25 = function_000001_f0_0(var_16, var_20, var_24);
        // v10 = function_000001_f1(wp.dot(wp.vec2(-1.93, 0.914), v3), wp.atan(v8))               <L 48>
        var_28 = wp::vec_t<2, wp::float32>(var_26, var_27);
        var_29 = wp::dot(var_28, var_2);
        var_30 = wp::atan(var_12);
        var_31 = function_000001_f1_0(var_29, var_30);
        // v11 = function_000001_f2(v3)                                                           <L 49>
        var_32 = function_000001_f2_0(var_2);
        // cell_residuals[tid] = v7 + v8 + v10 + v4 * 0.18 + v6 + v9[0] + v9[1] + v9[2] + v11[0] + v11[1]       <L 51>
        var_33 = wp::add(var_11, var_12);
        var_34 = wp::add(var_33, var_31);
        var_36 = wp::mul(var_5, var_35);
        var_37 = wp::add(var_34, var_36);
        var_38 = wp::add(var_37, var_10);
        var_40 = wp::extract(var_25, var_39);
        var_41 = wp::add(var_38, var_40);
        var_43 = wp::extract(var_25, var_42);
        var_44 = wp::add(var_41, var_43);
        var_46 = wp::extract(var_25, var_45);
        var_47 = wp::add(var_44, var_46);
        var_49 = wp::extract(var_32, var_48);
        var_50 = wp::add(var_47, var_49);
        var_52 = wp::extract(var_32, var_51);
        var_53 = wp::add(var_50, var_52);
        wp::array_store(var_cell_residuals, var_0, var_53);
    }
}



extern "C" __global__ void function_000001_9cd33ab1_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_cell_coords,
    wp::array_t<wp::float32> var_cell_lengths,
    wp::array_t<wp::float32> var_cell_phases,
    wp::array_t<wp::float32> var_cell_residuals,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_cell_coords,
    wp::array_t<wp::float32> adj_cell_lengths,
    wp::array_t<wp::float32> adj_cell_phases,
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
        wp::vec_t<2, wp::float32>* var_1;
        wp::vec_t<2, wp::float32> var_2;
        wp::vec_t<2, wp::float32> var_3;
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        const wp::float32 var_13 = -1.924;
        const wp::float32 var_14 = -0.2;
        const wp::float32 var_15 = 1.37;
        wp::vec_t<3, wp::float32> var_16;
        const wp::float32 var_17 = 1.686;
        const wp::float32 var_18 = 1.215;
        const wp::float32 var_19 = -0.58;
        wp::vec_t<3, wp::float32> var_20;
        const wp::float32 var_21 = 1.1;
        const wp::float32 var_22 = -0.01;
        const wp::float32 var_23 = -1.1;
        wp::vec_t<3, wp::float32> var_24;
        wp::vec_t<3, wp::float32> var_25;
        const wp::float32 var_26 = -1.93;
        const wp::float32 var_27 = 0.914;
        wp::vec_t<2, wp::float32> var_28;
        wp::float32 var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        wp::vec_t<2, wp::float32> var_32;
        wp::float32 var_33;
        wp::float32 var_34;
        const wp::float32 var_35 = 0.18;
        wp::float32 var_36;
        wp::float32 var_37;
        wp::float32 var_38;
        const wp::int32 var_39 = 0;
        wp::float32 var_40;
        wp::float32 var_41;
        const wp::int32 var_42 = 1;
        wp::float32 var_43;
        wp::float32 var_44;
        const wp::int32 var_45 = 2;
        wp::float32 var_46;
        wp::float32 var_47;
        const wp::int32 var_48 = 0;
        wp::float32 var_49;
        wp::float32 var_50;
        const wp::int32 var_51 = 1;
        wp::float32 var_52;
        wp::float32 var_53;
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
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::vec_t<3, wp::float32> adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::vec_t<3, wp::float32> adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::vec_t<3, wp::float32> adj_24 = {};
        wp::vec_t<3, wp::float32> adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::vec_t<2, wp::float32> adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::vec_t<2, wp::float32> adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::int32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::int32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::int32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::int32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::int32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        //---------
        // forward
        // def function_000001(cell_coords: wp.array[wp.vec2], cell_lengths: wp.array[float], cell_phases: wp.array[float], cell_residuals: wp.array[float]):       <L 39>
        // tid = wp.tid()  # this thread's element                                                <L 40>
        var_0 = builtin_tid1d();
        // v3 = cell_coords[tid]                                                                  <L 41>
        var_1 = wp::address(var_cell_coords, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v4 = cell_lengths[tid]                                                                 <L 42>
        var_4 = wp::address(var_cell_lengths, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v5 = cell_phases[tid]                                                                  <L 43>
        var_7 = wp::address(var_cell_phases, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v6 = function_000001_f3(v5)                                                            <L 44>
        var_10 = function_000001_f3_0(var_8);
        // v7 = (v5 * v4)                                                                         <L 45>
        var_11 = wp::mul(var_8, var_5);
        // v8 = function_000001_f3(v7)                                                            <L 46>
        var_12 = function_000001_f3_0(var_11);
        // v9 = function_000001_f0(wp.vec3(-1.924, -0.2, 1.37), wp.vec3(1.686, 1.215, -0.58), wp.vec3(1.1, -0.01, -1.1))       <L 47>
        var_16 = wp::vec_t<3, wp::float32>(var_13, var_14, var_15);
        var_20 = wp::vec_t<3, wp::float32>(var_17, var_18, var_19);
        var_24 = wp::vec_t<3, wp::float32>(var_21, var_22, var_23);
        var_25 = function_000001_f0_0(var_16, var_20, var_24);
        // v10 = function_000001_f1(wp.dot(wp.vec2(-1.93, 0.914), v3), wp.atan(v8))               <L 48>
        var_28 = wp::vec_t<2, wp::float32>(var_26, var_27);
        var_29 = wp::dot(var_28, var_2);
        var_30 = wp::atan(var_12);
        var_31 = function_000001_f1_0(var_29, var_30);
        // v11 = function_000001_f2(v3)                                                           <L 49>
        var_32 = function_000001_f2_0(var_2);
        // cell_residuals[tid] = v7 + v8 + v10 + v4 * 0.18 + v6 + v9[0] + v9[1] + v9[2] + v11[0] + v11[1]       <L 51>
        var_33 = wp::add(var_11, var_12);
        var_34 = wp::add(var_33, var_31);
        var_36 = wp::mul(var_5, var_35);
        var_37 = wp::add(var_34, var_36);
        var_38 = wp::add(var_37, var_10);
        var_40 = wp::extract(var_25, var_39);
        var_41 = wp::add(var_38, var_40);
        var_43 = wp::extract(var_25, var_42);
        var_44 = wp::add(var_41, var_43);
        var_46 = wp::extract(var_25, var_45);
        var_47 = wp::add(var_44, var_46);
        var_49 = wp::extract(var_32, var_48);
        var_50 = wp::add(var_47, var_49);
        var_52 = wp::extract(var_32, var_51);
        var_53 = wp::add(var_50, var_52);
        // wp::array_store(var_cell_residuals, var_0, var_53);
        //---------
        // reverse
        wp::adj_array_store(var_cell_residuals, var_0, var_53, adj_cell_residuals, adj_0, adj_53);
        wp::adj_add(var_50, var_52, adj_50, adj_52, adj_53);
        wp::adj_extract(var_32, var_51, adj_32, adj_51, adj_52);
        wp::adj_add(var_47, var_49, adj_47, adj_49, adj_50);
        wp::adj_extract(var_32, var_48, adj_32, adj_48, adj_49);
        wp::adj_add(var_44, var_46, adj_44, adj_46, adj_47);
        wp::adj_extract(var_25, var_45, adj_25, adj_45, adj_46);
        wp::adj_add(var_41, var_43, adj_41, adj_43, adj_44);
        wp::adj_extract(var_25, var_42, adj_25, adj_42, adj_43);
        wp::adj_add(var_38, var_40, adj_38, adj_40, adj_41);
        wp::adj_extract(var_25, var_39, adj_25, adj_39, adj_40);
        wp::adj_add(var_37, var_10, adj_37, adj_10, adj_38);
        wp::adj_add(var_34, var_36, adj_34, adj_36, adj_37);
        wp::adj_mul(var_5, var_35, adj_5, adj_35, adj_36);
        wp::adj_add(var_33, var_31, adj_33, adj_31, adj_34);
        wp::adj_add(var_11, var_12, adj_11, adj_12, adj_33);
        // adj: cell_residuals[tid] = v7 + v8 + v10 + v4 * 0.18 + v6 + v9[0] + v9[1] + v9[2] + v11[0] + v11[1]  <L 51>
        adj_function_000001_f2_0(var_2, adj_2, adj_32);
        // adj: v11 = function_000001_f2(v3)                                                      <L 49>
        adj_function_000001_f1_0(var_29, var_30, adj_29, adj_30, adj_31);
        wp::adj_atan(var_12, adj_12, adj_30);
        wp::adj_dot(var_28, var_2, adj_28, adj_2, adj_29);
        wp::adj_vec_t(var_26, var_27, adj_26, adj_27, adj_28);
        // adj: v10 = function_000001_f1(wp.dot(wp.vec2(-1.93, 0.914), v3), wp.atan(v8))          <L 48>
        adj_function_000001_f0_0(var_16, var_20, var_24, adj_16, adj_20, adj_24, adj_25);
        wp::adj_vec_t(var_21, var_22, var_23, adj_21, adj_22, adj_23, adj_24);
        wp::adj_vec_t(var_17, var_18, var_19, adj_17, adj_18, adj_19, adj_20);
        wp::adj_vec_t(var_13, var_14, var_15, adj_13, adj_14, adj_15, adj_16);
        // adj: v9 = function_000001_f0(wp.vec3(-1.924, -0.2, 1.37), wp.vec3(1.686, 1.215, -0.58), wp.vec3(1.1, -0.01, -1.1))  <L 47>
        adj_function_000001_f3_0(var_11, adj_11, adj_12);
        // adj: v8 = function_000001_f3(v7)                                                       <L 46>
        wp::adj_mul(var_8, var_5, adj_8, adj_5, adj_11);
        // adj: v7 = (v5 * v4)                                                                    <L 45>
        adj_function_000001_f3_0(var_8, adj_8, adj_10);
        // adj: v6 = function_000001_f3(v5)                                                       <L 44>
        wp::adj_copy(var_9, adj_7, adj_8);
        wp::adj_address(var_cell_phases, var_0, adj_cell_phases, adj_0, adj_7);
        // adj: v5 = cell_phases[tid]                                                             <L 43>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_cell_lengths, var_0, adj_cell_lengths, adj_0, adj_4);
        // adj: v4 = cell_lengths[tid]                                                            <L 42>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_cell_coords, var_0, adj_cell_coords, adj_0, adj_1);
        // adj: v3 = cell_coords[tid]                                                             <L 41>
        // adj: tid = wp.tid()  # this thread's element                                           <L 40>
        // adj: def function_000001(cell_coords: wp.array[wp.vec2], cell_lengths: wp.array[float], cell_phases: wp.array[float], cell_residuals: wp.array[float]):  <L 39>
        continue;
    }
}

