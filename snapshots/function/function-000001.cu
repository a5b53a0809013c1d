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


// function-000001.py:12
static CUDA_CALLABLE wp::float32 function_000001_f1_0(
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


// function-000001.py:23
static CUDA_CALLABLE wp::vec_t<2, wp::float32> function_000001_f2_0(
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
    wp::vec_t<2, wp::float32> var_6;
    wp::vec_t<2, wp::float32> var_7;
    //---------
    // forward
    // def function_000001_f2(p0: wp.vec3, p1: wp.vec2) -> wp.vec2:                           <L 24>
    // v3 = float(1.3)                                                                        <L 25>
    var_1 = wp::float(var_0);
    // v4 = (v3 * v3)                                                                         <L 26>
    var_2 = wp::mul(var_1, var_1);
    // v5 = v3                                                                                <L 27>
    var_3 = wp::copy(var_1);
    // return wp.normalize((v5 * p1)) + wp.vec2(v4)                                           <L 28>
    var_4 = wp::mul(var_3, var_p1);
    var_5 = wp::normalize(var_4);
    var_6 = wp::vec_t<2, wp::float32>(var_2);
    var_7 = wp::add(var_5, var_6);
    return var_7;
}


// function-000001.py:4
static CUDA_CALLABLE wp::vec_t<2, wp::float32> function_000001_f0_0(
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
    wp::vec_t<2, wp::float32> var_25;
    wp::vec_t<2, wp::float32> var_26;
    //---------
    // forward
    // def function_000001_f0(p0: wp.vec3, arr: wp.array[float], idx: int):                   <L 5>
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
    // return (wp.lerp(wp.vec2(-1.99, -1.43), wp.vec2(-0.219, 0.67), v2) / (wp.abs(wp.dot(p0, p0)) + 1.0)) + wp.vec2(v1)       <L 9>
    var_15 = wp::vec_t<2, wp::float32>(var_13, var_14);
    var_18 = wp::vec_t<2, wp::float32>(var_16, var_17);
    var_19 = wp::lerp(var_15, var_18, var_12);
    var_20 = wp::dot(var_p0, var_p0);
    var_21 = wp::abs(var_20);
    var_23 = wp::add(var_21, var_22);
    var_24 = wp::div(var_19, var_23);
    var_25 = wp::vec_t<2, wp::float32>(var_8);
    var_26 = wp::add(var_24, var_25);
    return var_26;
}


// function-000001.py:31
static CUDA_CALLABLE void function_000001_f3_0(
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
    const wp::float32 var_16 = 0.7;
    const wp::float32 var_17 = -1.402;
    const wp::float32 var_18 = 0.519;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
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
    // return (wp.max(p1, p1) / (wp.abs(v7) + 1.0)), wp.cross(v8, wp.vec3(0.7, -1.402, 0.519))       <L 38>
    var_11 = wp::max(var_p1, var_p1);
    var_12 = wp::abs(var_1);
    var_14 = wp::add(var_12, var_13);
    var_15 = wp::div(var_11, var_14);
    var_19 = wp::vec_t<3, wp::float32>(var_16, var_17, var_18);
    var_20 = wp::cross(var_2, var_19);
    ret_0 = var_15;
    ret_1 = var_20;
    return;
}


// function-000001.py:17
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


// function-000001.py:23
static CUDA_CALLABLE void adj_function_000001_f2_0(
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
    wp::vec_t<2, wp::float32> var_6;
    wp::vec_t<2, wp::float32> var_7;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::vec_t<2, wp::float32> adj_4 = {};
    wp::vec_t<2, wp::float32> adj_5 = {};
    wp::vec_t<2, wp::float32> adj_6 = {};
    wp::vec_t<2, wp::float32> adj_7 = {};
    //---------
    // forward
    // def function_000001_f2(p0: wp.vec3, p1: wp.vec2) -> wp.vec2:                           <L 24>
    // v3 = float(1.3)                                                                        <L 25>
    var_1 = wp::float(var_0);
    // v4 = (v3 * v3)                                                                         <L 26>
    var_2 = wp::mul(var_1, var_1);
    // v5 = v3                                                                                <L 27>
    var_3 = wp::copy(var_1);
    // return wp.normalize((v5 * p1)) + wp.vec2(v4)                                           <L 28>
    var_4 = wp::mul(var_3, var_p1);
    var_5 = wp::normalize(var_4);
    var_6 = wp::vec_t<2, wp::float32>(var_2);
    var_7 = wp::add(var_5, var_6);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_7 += adj_ret;
    wp::adj_add(var_5, var_6, adj_5, adj_6, adj_7);
    wp::adj_vec_t(var_2, adj_2, adj_6);
    wp::adj_normalize(var_4, var_5, adj_4, adj_5);
    wp::adj_mul(var_3, var_p1, adj_3, adj_p1, adj_4);
    // adj: return wp.normalize((v5 * p1)) + wp.vec2(v4)                                      <L 28>
    wp::adj_copy(var_1, adj_1, adj_3);
    // adj: v5 = v3                                                                           <L 27>
    wp::adj_mul(var_1, var_1, adj_1, adj_1, adj_2);
    // adj: v4 = (v3 * v3)                                                                    <L 26>
    wp::adj_float(var_0, adj_0, adj_1);
    // adj: v3 = float(1.3)                                                                   <L 25>
    // adj: def function_000001_f2(p0: wp.vec3, p1: wp.vec2) -> wp.vec2:                      <L 24>
    return;
}


// function-000001.py:4
static CUDA_CALLABLE void adj_function_000001_f0_0(
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
    wp::vec_t<2, wp::float32> var_25;
    wp::vec_t<2, wp::float32> var_26;
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
    wp::vec_t<2, wp::float32> adj_25 = {};
    wp::vec_t<2, wp::float32> adj_26 = {};
    //---------
    // forward
    // def function_000001_f0(p0: wp.vec3, arr: wp.array[float], idx: int):                   <L 5>
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
    // return (wp.lerp(wp.vec2(-1.99, -1.43), wp.vec2(-0.219, 0.67), v2) / (wp.abs(wp.dot(p0, p0)) + 1.0)) + wp.vec2(v1)       <L 9>
    var_15 = wp::vec_t<2, wp::float32>(var_13, var_14);
    var_18 = wp::vec_t<2, wp::float32>(var_16, var_17);
    var_19 = wp::lerp(var_15, var_18, var_12);
    var_20 = wp::dot(var_p0, var_p0);
    var_21 = wp::abs(var_20);
    var_23 = wp::add(var_21, var_22);
    var_24 = wp::div(var_19, var_23);
    var_25 = wp::vec_t<2, wp::float32>(var_8);
    var_26 = wp::add(var_24, var_25);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_26 += adj_ret;
    wp::adj_add(var_24, var_25, adj_24, adj_25, adj_26);
    wp::adj_vec_t(var_8, adj_8, adj_25);
    wp::adj_div(var_19, var_23, adj_19, adj_23, adj_24);
    wp::adj_add(var_21, var_22, adj_21, adj_22, adj_23);
    wp::adj_abs(var_20, adj_20, adj_21);
    wp::adj_dot(var_p0, var_p0, adj_p0, adj_p0, adj_20);
    wp::adj_lerp(var_15, var_18, var_12, adj_15, adj_18, adj_12, adj_19);
    wp::adj_vec_t(var_16, var_17, adj_16, adj_17, adj_18);
    wp::adj_vec_t(var_13, var_14, adj_13, adj_14, adj_15);
    // adj: return (wp.lerp(wp.vec2(-1.99, -1.43), wp.vec2(-0.219, 0.67), v2) / (wp.abs(wp.dot(p0, p0)) + 1.0)) + wp.vec2(v1)  <L 9>
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
    // adj: def function_000001_f0(p0: wp.vec3, arr: wp.array[float], idx: int):              <L 5>
    return;
}


// function-000001.py:31
static CUDA_CALLABLE void adj_function_000001_f3_0(
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
    const wp::float32 var_16 = 0.7;
    const wp::float32 var_17 = -1.402;
    const wp::float32 var_18 = 0.519;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
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
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::vec_t<3, wp::float32> adj_19 = {};
    wp::vec_t<3, wp::float32> adj_20 = {};
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
    // return (wp.max(p1, p1) / (wp.abs(v7) + 1.0)), wp.cross(v8, wp.vec3(0.7, -1.402, 0.519))       <L 38>
    var_11 = wp::max(var_p1, var_p1);
    var_12 = wp::abs(var_1);
    var_14 = wp::add(var_12, var_13);
    var_15 = wp::div(var_11, var_14);
    var_19 = wp::vec_t<3, wp::float32>(var_16, var_17, var_18);
    var_20 = wp::cross(var_2, var_19);
    ret_0 = var_15;
    ret_1 = var_20;
    goto label1;
    //---------
    // reverse
    label1:;
    adj_20 += adj_ret_1;
    adj_15 += adj_ret_0;
    wp::adj_cross(var_2, var_19, adj_2, adj_19, adj_20);
    wp::adj_vec_t(var_16, var_17, var_18, adj_16, adj_17, adj_18, adj_19);
    wp::adj_div(var_11, var_14, adj_11, adj_14, adj_15);
    wp::adj_add(var_12, var_13, adj_12, adj_13, adj_14);
    wp::adj_abs(var_1, adj_1, adj_12);
    wp::adj_max(var_p1, var_p1, adj_p1, adj_p1, adj_11);
    // adj: return (wp.max(p1, p1) / (wp.abs(v7) + 1.0)), wp.cross(v8, wp.vec3(0.7, -1.402, 0.519))  <L 38>
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



extern "C" __global__ void function_000001_17f28879_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_cell_coords,
    wp::array_t<wp::float32> var_cell_lengths,
    wp::array_t<wp::float32> var_cell_phases,
    wp::array_t<wp::float32> var_cell_residuals,
    wp::array_t<wp::float32> var_cell_scores)
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
        const wp::float32 var_1 = 0.0;
        wp::float32 var_2;
        wp::vec_t<2, wp::float32>* var_3;
        wp::vec_t<2, wp::float32> var_4;
        wp::vec_t<2, wp::float32> var_5;
        wp::float32* var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32* var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::vec_t<2, wp::float32> var_12;
        wp::float32 var_13;
        const wp::int32 var_14 = 0;
        const wp::float32 var_15 = 0.57;
        const wp::float32 var_16 = 1.604;
        const wp::float32 var_17 = -0.893;
        wp::vec_t<3, wp::float32> var_18;
        const wp::int32 var_19 = 3;
        wp::mat_t<3, 3, wp::float32> var_20;
        wp::vec_t<3, wp::float32> var_21;
        const wp::float32 var_22 = -0.986;
        wp::vec_t<3, wp::float32> var_23;
        wp::vec_t<2, wp::float32> var_24;
        wp::vec_t<2, wp::float32> var_25;
        const wp::float32 var_26 = 0.93;
        wp::vec_t<2, wp::float32> var_27;
        wp::vec_t<2, wp::float32> var_28;
        const wp::int32 var_29 = 3;
        wp::mat_t<3, 3, wp::float32> var_30;
        const wp::float32 var_31 = 1.89;
        wp::mat_t<3, 3, wp::float32> var_32;
        const wp::float32 var_33 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_34;
        wp::float32 var_35;
        wp::float32 var_36;
        const wp::int32 var_37 = 1;
        const wp::float32 var_38 = 0.57;
        const wp::float32 var_39 = 1.604;
        const wp::float32 var_40 = -0.893;
        wp::vec_t<3, wp::float32> var_41;
        const wp::int32 var_42 = 3;
        wp::mat_t<3, 3, wp::float32> var_43;
        wp::vec_t<3, wp::float32> var_44;
        const wp::float32 var_45 = -0.986;
        wp::vec_t<3, wp::float32> var_46;
        wp::vec_t<2, wp::float32> var_47;
        wp::vec_t<2, wp::float32> var_48;
        const wp::float32 var_49 = 0.93;
        wp::vec_t<2, wp::float32> var_50;
        wp::vec_t<2, wp::float32> var_51;
        const wp::int32 var_52 = 3;
        wp::mat_t<3, 3, wp::float32> var_53;
        const wp::float32 var_54 = 1.89;
        wp::mat_t<3, 3, wp::float32> var_55;
        const wp::float32 var_56 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_57;
        wp::float32 var_58;
        wp::float32 var_59;
        const wp::int32 var_60 = 2;
        const wp::float32 var_61 = 0.57;
        const wp::float32 var_62 = 1.604;
        const wp::float32 var_63 = -0.893;
        wp::vec_t<3, wp::float32> var_64;
        const wp::int32 var_65 = 3;
        wp::mat_t<3, 3, wp::float32> var_66;
        wp::vec_t<3, wp::float32> var_67;
        const wp::float32 var_68 = -0.986;
        wp::vec_t<3, wp::float32> var_69;
        wp::vec_t<2, wp::float32> var_70;
        wp::vec_t<2, wp::float32> var_71;
        const wp::float32 var_72 = 0.93;
        wp::vec_t<2, wp::float32> var_73;
        wp::vec_t<2, wp::float32> var_74;
        const wp::int32 var_75 = 3;
        wp::mat_t<3, 3, wp::float32> var_76;
        const wp::float32 var_77 = 1.89;
        wp::mat_t<3, 3, wp::float32> var_78;
        const wp::float32 var_79 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_80;
        wp::float32 var_81;
        wp::float32 var_82;
        const wp::int32 var_83 = 3;
        const wp::float32 var_84 = 0.57;
        const wp::float32 var_85 = 1.604;
        const wp::float32 var_86 = -0.893;
        wp::vec_t<3, wp::float32> var_87;
        const wp::int32 var_88 = 3;
        wp::mat_t<3, 3, wp::float32> var_89;
        wp::vec_t<3, wp::float32> var_90;
        const wp::float32 var_91 = -0.986;
        wp::vec_t<3, wp::float32> var_92;
        wp::vec_t<2, wp::float32> var_93;
        wp::vec_t<2, wp::float32> var_94;
        const wp::float32 var_95 = 0.93;
        wp::vec_t<2, wp::float32> var_96;
        wp::vec_t<2, wp::float32> var_97;
        const wp::int32 var_98 = 3;
        wp::mat_t<3, 3, wp::float32> var_99;
        const wp::float32 var_100 = 1.89;
        wp::mat_t<3, 3, wp::float32> var_101;
        const wp::float32 var_102 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_103;
        wp::float32 var_104;
        wp::float32 var_105;
        const wp::int32 var_106 = 4;
        const wp::float32 var_107 = 0.57;
        const wp::float32 var_108 = 1.604;
        const wp::float32 var_109 = -0.893;
        wp::vec_t<3, wp::float32> var_110;
        const wp::int32 var_111 = 3;
        wp::mat_t<3, 3, wp::float32> var_112;
        wp::vec_t<3, wp::float32> var_113;
        const wp::float32 var_114 = -0.986;
        wp::vec_t<3, wp::float32> var_115;
        wp::vec_t<2, wp::float32> var_116;
        wp::vec_t<2, wp::float32> var_117;
        const wp::float32 var_118 = 0.93;
        wp::vec_t<2, wp::float32> var_119;
        wp::vec_t<2, wp::float32> var_120;
        const wp::int32 var_121 = 3;
        wp::mat_t<3, 3, wp::float32> var_122;
        const wp::float32 var_123 = 1.89;
        wp::mat_t<3, 3, wp::float32> var_124;
        const wp::float32 var_125 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_126;
        wp::float32 var_127;
        wp::float32 var_128;
        wp::float32 var_129;
        const wp::float32 var_130 = -0.59;
        const wp::float32 var_131 = 0.067;
        wp::vec_t<3, wp::float32> var_132;
        wp::int32 var_133;
        wp::vec_t<2, wp::float32> var_134;
        const wp::int32 var_135 = 3;
        wp::mat_t<3, 3, wp::float32> var_136;
        const wp::float32 var_137 = -1.96;
        wp::mat_t<3, 3, wp::float32> var_138;
        wp::vec_t<2, wp::float32> var_139;
        wp::float32 var_140;
        wp::vec_t<2, wp::float32> var_141;
        wp::vec_t<3, wp::float32> var_142;
        wp::float32 var_143;
        wp::float32 var_144;
        const wp::float32 var_145 = 1.86;
        wp::float32 var_146;
        wp::float32 var_147;
        wp::float32 var_148;
        const wp::int32 var_149 = 0;
        wp::float32 var_150;
        wp::float32 var_151;
        const wp::int32 var_152 = 1;
        wp::float32 var_153;
        wp::float32 var_154;
        const wp::int32 var_155 = 0;
        wp::float32 var_156;
        wp::float32 var_157;
        const wp::int32 var_158 = 1;
        wp::float32 var_159;
        wp::float32 var_160;
        const wp::int32 var_161 = 0;
        wp::float32 var_162;
        wp::float32 var_163;
        const wp::int32 var_164 = 1;
        wp::float32 var_165;
        wp::float32 var_166;
        const wp::int32 var_167 = 2;
        wp::float32 var_168;
        wp::float32 var_169;
        wp::float32 var_170;
        wp::float32 var_171;
        const wp::float32 var_172 = 0.5;
        wp::float32 var_173;
        wp::float32 var_174;
        const wp::int32 var_175 = 0;
        wp::float32 var_176;
        wp::float32 var_177;
        const wp::int32 var_178 = 1;
        wp::float32 var_179;
        wp::float32 var_180;
        const wp::int32 var_181 = 0;
        wp::float32 var_182;
        wp::float32 var_183;
        const wp::int32 var_184 = 1;
        wp::float32 var_185;
        wp::float32 var_186;
        //---------
        // forward
        // def function_000001(cell_coords: wp.array[wp.vec2], cell_lengths: wp.array[float], cell_phases: wp.array[float], cell_residuals: wp.array[float], cell_scores: wp.array[float]):       <L 42>
        // tid = wp.tid()  # this thread's element                                                <L 43>
        var_0 = builtin_tid1d();
        // v20 = float(0.0)                                                                       <L 44>
        var_2 = wp::float(var_1);
        // v9 = cell_coords[tid]                                                                  <L 45>
        var_3 = wp::address(var_cell_coords, var_0);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // v10 = cell_lengths[tid]                                                                <L 46>
        var_6 = wp::address(var_cell_lengths, var_0);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // v11 = cell_phases[tid]                                                                 <L 47>
        var_9 = wp::address(var_cell_phases, var_0);
        var_11 = wp::load(var_9);
        var_10 = wp::copy(var_11);
        // v12 = wp.vec2(v11, v11)                                                                <L 48>
        var_12 = wp::vec_t<2, wp::float32>(var_10, var_10);
        // v13 = function_000001_f1(v11, v10, v10)                                                <L 49>
        var_13 = function_000001_f1_0(var_10, var_7, var_7);
        // for j14 in range(5):                                                                   <L 50>
        // v9 = v9 + wp.normalize(function_000001_f2((wp.vec3(0.57, 1.604, -0.893) @ wp.identity(n=3, dtype=float) * -0.986), v12)) * 0.93       <L 51>
        var_18 = wp::vec_t<3, wp::float32>(var_15, var_16, var_17);
        var_20 = wp::identity<3, wp::float32>();
        var_21 = wp::mul(var_18, var_20);
        var_23 = wp::mul(var_21, var_22);
        var_24 = function_000001_f2_0(var_23, var_12);
        var_25 = wp::normalize(var_24);
        var_27 = wp::mul(var_25, var_26);
        var_28 = wp::add(var_4, var_27);
        // v15 = wp.identity(n=3, dtype=float) * 1.89                                             <L 52>
        var_30 = wp::identity<3, wp::float32>();
        var_32 = wp::mul(var_30, var_31);
        // v20 += wp.ddot(v15, wp.mat33(1.0))                                                     <L 53>
        var_34 = wp::mat_t<3, 3, wp::float32>(var_33);
        var_35 = wp::ddot(var_32, var_34);
        var_36 = wp::add(var_2, var_35);
        // v9 = v9 + wp.normalize(function_000001_f2((wp.vec3(0.57, 1.604, -0.893) @ wp.identity(n=3, dtype=float) * -0.986), v12)) * 0.93       <L 51>
        var_41 = wp::vec_t<3, wp::float32>(var_38, var_39, var_40);
        var_43 = wp::identity<3, wp::float32>();
        var_44 = wp::mul(var_41, var_43);
        var_46 = wp::mul(var_44, var_45);
        var_47 = function_000001_f2_0(var_46, var_12);
        var_48 = wp::normalize(var_47);
        var_50 = wp::mul(var_48, var_49);
        var_51 = wp::add(var_28, var_50);
        // v15 = wp.identity(n=3, dtype=float) * 1.89                                             <L 52>
        var_53 = wp::identity<3, wp::float32>();
        var_55 = wp::mul(var_53, var_54);
        // v20 += wp.ddot(v15, wp.mat33(1.0))                                                     <L 53>
        var_57 = wp::mat_t<3, 3, wp::float32>(var_56);
        var_58 = wp::ddot(var_55, var_57);
        var_59 = wp::add(var_36, var_58);
        // v9 = v9 + wp.normalize(function_000001_f2((wp.vec3(0.57, 1.604, -0.893) @ wp.identity(n=3, dtype=float) * -0.986), v12)) * 0.93       <L 51>
        var_64 = wp::vec_t<3, wp::float32>(var_61, var_62, var_63);
        var_66 = wp::identity<3, wp::float32>();
        var_67 = wp::mul(var_64, var_66);
        var_69 = wp::mul(var_67, var_68);
        var_70 = function_000001_f2_0(var_69, var_12);
        var_71 = wp::normalize(var_70);
        var_73 = wp::mul(var_71, var_72);
        var_74 = wp::add(var_51, var_73);
        // v15 = wp.identity(n=3, dtype=float) * 1.89                                             <L 52>
        var_76 = wp::identity<3, wp::float32>();
        var_78 = wp::mul(var_76, var_77);
        // v20 += wp.ddot(v15, wp.mat33(1.0))                                                     <L 53>
        var_80 = wp::mat_t<3, 3, wp::float32>(var_79);
        var_81 = wp::ddot(var_78, var_80);
        var_82 = wp::add(var_59, var_81);
        // v9 = v9 + wp.normalize(function_000001_f2((wp.vec3(0.57, 1.604, -0.893) @ wp.identity(n=3, dtype=float) * -0.986), v12)) * 0.93       <L 51>
        var_87 = wp::vec_t<3, wp::float32>(var_84, var_85, var_86);
        var_89 = wp::identity<3, wp::float32>();
        var_90 = wp::mul(var_87, var_89);
        var_92 = wp::mul(var_90, var_91);
        var_93 = function_000001_f2_0(var_92, var_12);
        var_94 = wp::normalize(var_93);
        var_96 = wp::mul(var_94, var_95);
        var_97 = wp::add(var_74, var_96);
        // v15 = wp.identity(n=3, dtype=float) * 1.89                                             <L 52>
        var_99 = wp::identity<3, wp::float32>();
        var_101 = wp::mul(var_99, var_100);
        // v20 += wp.ddot(v15, wp.mat33(1.0))                                                     <L 53>
        var_103 = wp::mat_t<3, 3, wp::float32>(var_102);
        var_104 = wp::ddot(var_101, var_103);
        var_105 = wp::add(var_82, var_104);
        // v9 = v9 + wp.normalize(function_000001_f2((wp.vec3(0.57, 1.604, -0.893) @ wp.identity(n=3, dtype=float) * -0.986), v12)) * 0.93       <L 51>
        var_110 = wp::vec_t<3, wp::float32>(var_107, var_108, var_109);
        var_112 = wp::identity<3, wp::float32>();
        var_113 = wp::mul(var_110, var_112);
        var_115 = wp::mul(var_113, var_114);
        var_116 = function_000001_f2_0(var_115, var_12);
        var_117 = wp::normalize(var_116);
        var_119 = wp::mul(var_117, var_118);
        var_120 = wp::add(var_97, var_119);
        // v15 = wp.identity(n=3, dtype=float) * 1.89                                             <L 52>
        var_122 = wp::identity<3, wp::float32>();
        var_124 = wp::mul(var_122, var_123);
        // v20 += wp.ddot(v15, wp.mat33(1.0))                                                     <L 53>
        var_126 = wp::mat_t<3, 3, wp::float32>(var_125);
        var_127 = wp::ddot(var_124, var_126);
        var_128 = wp::add(var_105, var_127);
        // v16 = v10                                                                              <L 54>
        var_129 = wp::copy(var_7);
        // v17 = function_000001_f0(wp.vec3(-0.59, v16, 0.067), cell_lengths, (tid + tid))        <L 55>
        var_132 = wp::vec_t<3, wp::float32>(var_130, var_129, var_131);
        var_133 = wp::add(var_0, var_0);
        var_134 = function_000001_f0_0(var_132, var_cell_lengths, var_133);
        // v18, v19 = function_000001_f3(wp.identity(n=3, dtype=float) * -1.96, wp.normalize(v17), (v10 + v10))       <L 56>
        var_136 = wp::identity<3, wp::float32>();
        var_138 = wp::mul(var_136, var_137);
        var_139 = wp::normalize(var_134);
        var_140 = wp::add(var_7, var_7);
        function_000001_f3_0(var_138, var_139, var_140, var_141, var_142);
        // cell_residuals[tid] = v11 + v13 + v16 + v16 * 1.86 + v20 + v12[0] + v12[1] + v17[0] + v17[1] + v19[0] + v19[1] + v19[2]       <L 57>
        var_143 = wp::add(var_10, var_13);
        var_144 = wp::add(var_143, var_129);
        var_146 = wp::mul(var_129, var_145);
        var_147 = wp::add(var_144, var_146);
        var_148 = wp::add(var_147, var_128);
        var_150 = wp::extract(var_12, var_149);
        var_151 = wp::add(var_148, var_150);
        var_153 = wp::extract(var_12, var_152);
        var_154 = wp::add(var_151, var_153);
        var_156 = wp::extract(var_134, var_155);
        var_157 = wp::add(var_154, var_156);
        var_159 = wp::extract(var_134, var_158);
        var_160 = wp::add(var_157, var_159);
        var_162 = wp::extract(var_142, var_161);
        var_163 = wp::add(var_160, var_162);
        var_165 = wp::extract(var_142, var_164);
        var_166 = wp::add(var_163, var_165);
        var_168 = wp::extract(var_142, var_167);
        var_169 = wp::add(var_166, var_168);
        wp::array_store(var_cell_residuals, var_0, var_169);
        // cell_scores[tid] = v11 + v13 + v16 + v10 * 0.5 + v9[0] + v9[1] + v18[0] + v18[1]       <L 59>
        var_170 = wp::add(var_10, var_13);
        var_171 = wp::add(var_170, var_129);
        var_173 = wp::mul(var_7, var_172);
        var_174 = wp::add(var_171, var_173);
        var_176 = wp::extract(var_120, var_175);
        var_177 = wp::add(var_174, var_176);
        var_179 = wp::extract(var_120, var_178);
        var_180 = wp::add(var_177, var_179);
        var_182 = wp::extract(var_141, var_181);
        var_183 = wp::add(var_180, var_182);
        var_185 = wp::extract(var_141, var_184);
        var_186 = wp::add(var_183, var_185);
        wp::array_store(var_cell_scores, var_0, var_186);
    }
}



extern "C" __global__ void function_000001_17f28879_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_cell_coords,
    wp::array_t<wp::float32> var_cell_lengths,
    wp::array_t<wp::float32> var_cell_phases,
    wp::array_t<wp::float32> var_cell_residuals,
    wp::array_t<wp::float32> var_cell_scores,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_cell_coords,
    wp::array_t<wp::float32> adj_cell_lengths,
    wp::array_t<wp::float32> adj_cell_phases,
    wp::array_t<wp::float32> adj_cell_residuals,
    wp::array_t<wp::float32> adj_cell_scores)
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
        const wp::float32 var_1 = 0.0;
        wp::float32 var_2;
        wp::vec_t<2, wp::float32>* var_3;
        wp::vec_t<2, wp::float32> var_4;
        wp::vec_t<2, wp::float32> var_5;
        wp::float32* var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32* var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::vec_t<2, wp::float32> var_12;
        wp::float32 var_13;
        const wp::int32 var_14 = 0;
        const wp::float32 var_15 = 0.57;
        const wp::float32 var_16 = 1.604;
        const wp::float32 var_17 = -0.893;
        wp::vec_t<3, wp::float32> var_18;
        const wp::int32 var_19 = 3;
        wp::mat_t<3, 3, wp::float32> var_20;
        wp::vec_t<3, wp::float32> var_21;
        const wp::float32 var_22 = -0.986;
        wp::vec_t<3, wp::float32> var_23;
        wp::vec_t<2, wp::float32> var_24;
        wp::vec_t<2, wp::float32> var_25;
        const wp::float32 var_26 = 0.93;
        wp::vec_t<2, wp::float32> var_27;
        wp::vec_t<2, wp::float32> var_28;
        const wp::int32 var_29 = 3;
        wp::mat_t<3, 3, wp::float32> var_30;
        const wp::float32 var_31 = 1.89;
        wp::mat_t<3, 3, wp::float32> var_32;
        const wp::float32 var_33 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_34;
        wp::float32 var_35;
        wp::float32 var_36;
        const wp::int32 var_37 = 1;
        const wp::float32 var_38 = 0.57;
        const wp::float32 var_39 = 1.604;
        const wp::float32 var_40 = -0.893;
        wp::vec_t<3, wp::float32> var_41;
        const wp::int32 var_42 = 3;
        wp::mat_t<3, 3, wp::float32> var_43;
        wp::vec_t<3, wp::float32> var_44;
        const wp::float32 var_45 = -0.986;
        wp::vec_t<3, wp::float32> var_46;
        wp::vec_t<2, wp::float32> var_47;
        wp::vec_t<2, wp::float32> var_48;
        const wp::float32 var_49 = 0.93;
        wp::vec_t<2, wp::float32> var_50;
        wp::vec_t<2, wp::float32> var_51;
        const wp::int32 var_52 = 3;
        wp::mat_t<3, 3, wp::float32> var_53;
        const wp::float32 var_54 = 1.89;
        wp::mat_t<3, 3, wp::float32> var_55;
        const wp::float32 var_56 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_57;
        wp::float32 var_58;
        wp::float32 var_59;
        const wp::int32 var_60 = 2;
        const wp::float32 var_61 = 0.57;
        const wp::float32 var_62 = 1.604;
        const wp::float32 var_63 = -0.893;
        wp::vec_t<3, wp::float32> var_64;
        const wp::int32 var_65 = 3;
        wp::mat_t<3, 3, wp::float32> var_66;
        wp::vec_t<3, wp::float32> var_67;
        const wp::float32 var_68 = -0.986;
        wp::vec_t<3, wp::float32> var_69;
        wp::vec_t<2, wp::float32> var_70;
        wp::vec_t<2, wp::float32> var_71;
        const wp::float32 var_72 = 0.93;
        wp::vec_t<2, wp::float32> var_73;
        wp::vec_t<2, wp::float32> var_74;
        const wp::int32 var_75 = 3;
        wp::mat_t<3, 3, wp::float32> var_76;
        const wp::float32 var_77 = 1.89;
        wp::mat_t<3, 3, wp::float32> var_78;
        const wp::float32 var_79 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_80;
        wp::float32 var_81;
        wp::float32 var_82;
        const wp::int32 var_83 = 3;
        const wp::float32 var_84 = 0.57;
        const wp::float32 var_85 = 1.604;
        const wp::float32 var_86 = -0.893;
        wp::vec_t<3, wp::float32> var_87;
        const wp::int32 var_88 = 3;
        wp::mat_t<3, 3, wp::float32> var_89;
        wp::vec_t<3, wp::float32> var_90;
        const wp::float32 var_91 = -0.986;
        wp::vec_t<3, wp::float32> var_92;
        wp::vec_t<2, wp::float32> var_93;
        wp::vec_t<2, wp::float32> var_94;
        const wp::float32 var_95 = 0.93;
        wp::vec_t<2, wp::float32> var_96;
        wp::vec_t<2, wp::float32> var_97;
        const wp::int32 var_98 = 3;
        wp::mat_t<3, 3, wp::float32> var_99;
        const wp::float32 var_100 = 1.89;
        wp::mat_t<3, 3, wp::float32> var_101;
        const wp::float32 var_102 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_103;
        wp::float32 var_104;
        wp::float32 var_105;
        const wp::int32 var_106 = 4;
        const wp::float32 var_107 = 0.57;
        const wp::float32 var_108 = 1.604;
        const wp::float32 var_109 = -0.893;
        wp::vec_t<3, wp::float32> var_110;
        const wp::int32 var_111 = 3;
        wp::mat_t<3, 3, wp::float32> var_112;
        wp::vec_t<3, wp::float32> var_113;
        const wp::float32 var_114 = -0.986;
        wp::vec_t<3, wp::float32> var_115;
        wp::vec_t<2, wp::float32> var_116;
        wp::vec_t<2, wp::float32> var_117;
        const wp::float32 var_118 = 0.93;
        wp::vec_t<2, wp::float32> var_119;
        wp::vec_t<2, wp::float32> var_120;
        const wp::int32 var_121 = 3;
        wp::mat_t<3, 3, wp::float32> var_122;
        const wp::float32 var_123 = 1.89;
        wp::mat_t<3, 3, wp::float32> var_124;
        const wp::float32 var_125 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_126;
        wp::float32 var_127;
        wp::float32 var_128;
        wp::float32 var_129;
        const wp::float32 var_130 = -0.59;
        const wp::float32 var_131 = 0.067;
        wp::vec_t<3, wp::float32> var_132;
        wp::int32 var_133;
        wp::vec_t<2, wp::float32> var_134;
        const wp::int32 var_135 = 3;
        wp::mat_t<3, 3, wp::float32> var_136;
        const wp::float32 var_137 = -1.96;
        wp::mat_t<3, 3, wp::float32> var_138;
        wp::vec_t<2, wp::float32> var_139;
        wp::float32 var_140;
        wp::vec_t<2, wp::float32> var_141;
        wp::vec_t<3, wp::float32> var_142;
        wp::float32 var_143;
        wp::float32 var_144;
        const wp::float32 var_145 = 1.86;
        wp::float32 var_146;
        wp::float32 var_147;
        wp::float32 var_148;
        const wp::int32 var_149 = 0;
        wp::float32 var_150;
        wp::float32 var_151;
        const wp::int32 var_152 = 1;
        wp::float32 var_153;
        wp::float32 var_154;
        const wp::int32 var_155 = 0;
        wp::float32 var_156;
        wp::float32 var_157;
        const wp::int32 var_158 = 1;
        wp::float32 var_159;
        wp::float32 var_160;
        const wp::int32 var_161 = 0;
        wp::float32 var_162;
        wp::float32 var_163;
        const wp::int32 var_164 = 1;
        wp::float32 var_165;
        wp::float32 var_166;
        const wp::int32 var_167 = 2;
        wp::float32 var_168;
        wp::float32 var_169;
        wp::float32 var_170;
        wp::float32 var_171;
        const wp::float32 var_172 = 0.5;
        wp::float32 var_173;
        wp::float32 var_174;
        const wp::int32 var_175 = 0;
        wp::float32 var_176;
        wp::float32 var_177;
        const wp::int32 var_178 = 1;
        wp::float32 var_179;
        wp::float32 var_180;
        const wp::int32 var_181 = 0;
        wp::float32 var_182;
        wp::float32 var_183;
        const wp::int32 var_184 = 1;
        wp::float32 var_185;
        wp::float32 var_186;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::vec_t<2, wp::float32> adj_3 = {};
        wp::vec_t<2, wp::float32> adj_4 = {};
        wp::vec_t<2, wp::float32> adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::vec_t<2, wp::float32> adj_12 = {};
        wp::float32 adj_13 = {};
        wp::int32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::vec_t<3, wp::float32> adj_18 = {};
        wp::int32 adj_19 = {};
        wp::mat_t<3, 3, wp::float32> adj_20 = {};
        wp::vec_t<3, wp::float32> adj_21 = {};
        wp::float32 adj_22 = {};
        wp::vec_t<3, wp::float32> adj_23 = {};
        wp::vec_t<2, wp::float32> adj_24 = {};
        wp::vec_t<2, wp::float32> adj_25 = {};
        wp::float32 adj_26 = {};
        wp::vec_t<2, wp::float32> adj_27 = {};
        wp::vec_t<2, wp::float32> adj_28 = {};
        wp::int32 adj_29 = {};
        wp::mat_t<3, 3, wp::float32> adj_30 = {};
        wp::float32 adj_31 = {};
        wp::mat_t<3, 3, wp::float32> adj_32 = {};
        wp::float32 adj_33 = {};
        wp::mat_t<3, 3, wp::float32> adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::int32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::vec_t<3, wp::float32> adj_41 = {};
        wp::int32 adj_42 = {};
        wp::mat_t<3, 3, wp::float32> adj_43 = {};
        wp::vec_t<3, wp::float32> adj_44 = {};
        wp::float32 adj_45 = {};
        wp::vec_t<3, wp::float32> adj_46 = {};
        wp::vec_t<2, wp::float32> adj_47 = {};
        wp::vec_t<2, wp::float32> adj_48 = {};
        wp::float32 adj_49 = {};
        wp::vec_t<2, wp::float32> adj_50 = {};
        wp::vec_t<2, wp::float32> adj_51 = {};
        wp::int32 adj_52 = {};
        wp::mat_t<3, 3, wp::float32> adj_53 = {};
        wp::float32 adj_54 = {};
        wp::mat_t<3, 3, wp::float32> adj_55 = {};
        wp::float32 adj_56 = {};
        wp::mat_t<3, 3, wp::float32> adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::int32 adj_60 = {};
        wp::float32 adj_61 = {};
        wp::float32 adj_62 = {};
        wp::float32 adj_63 = {};
        wp::vec_t<3, wp::float32> adj_64 = {};
        wp::int32 adj_65 = {};
        wp::mat_t<3, 3, wp::float32> adj_66 = {};
        wp::vec_t<3, wp::float32> adj_67 = {};
        wp::float32 adj_68 = {};
        wp::vec_t<3, wp::float32> adj_69 = {};
        wp::vec_t<2, wp::float32> adj_70 = {};
        wp::vec_t<2, wp::float32> adj_71 = {};
        wp::float32 adj_72 = {};
        wp::vec_t<2, wp::float32> adj_73 = {};
        wp::vec_t<2, wp::float32> adj_74 = {};
        wp::int32 adj_75 = {};
        wp::mat_t<3, 3, wp::float32> adj_76 = {};
        wp::float32 adj_77 = {};
        wp::mat_t<3, 3, wp::float32> adj_78 = {};
        wp::float32 adj_79 = {};
        wp::mat_t<3, 3, wp::float32> adj_80 = {};
        wp::float32 adj_81 = {};
        wp::float32 adj_82 = {};
        wp::int32 adj_83 = {};
        wp::float32 adj_84 = {};
        wp::float32 adj_85 = {};
        wp::float32 adj_86 = {};
        wp::vec_t<3, wp::float32> adj_87 = {};
        wp::int32 adj_88 = {};
        wp::mat_t<3, 3, wp::float32> adj_89 = {};
        wp::vec_t<3, wp::float32> adj_90 = {};
        wp::float32 adj_91 = {};
        wp::vec_t<3, wp::float32> adj_92 = {};
        wp::vec_t<2, wp::float32> adj_93 = {};
        wp::vec_t<2, wp::float32> adj_94 = {};
        wp::float32 adj_95 = {};
        wp::vec_t<2, wp::float32> adj_96 = {};
        wp::vec_t<2, wp::float32> adj_97 = {};
        wp::int32 adj_98 = {};
        wp::mat_t<3, 3, wp::float32> adj_99 = {};
        wp::float32 adj_100 = {};
        wp::mat_t<3, 3, wp::float32> adj_101 = {};
        wp::float32 adj_102 = {};
        wp::mat_t<3, 3, wp::float32> adj_103 = {};
        wp::float32 adj_104 = {};
        wp::float32 adj_105 = {};
        wp::int32 adj_106 = {};
        wp::float32 adj_107 = {};
        wp::float32 adj_108 = {};
        wp::float32 adj_109 = {};
        wp::vec_t<3, wp::float32> adj_110 = {};
        wp::int32 adj_111 = {};
        wp::mat_t<3, 3, wp::float32> adj_112 = {};
        wp::vec_t<3, wp::float32> adj_113 = {};
        wp::float32 adj_114 = {};
        wp::vec_t<3, wp::float32> adj_115 = {};
        wp::vec_t<2, wp::float32> adj_116 = {};
        wp::vec_t<2, wp::float32> adj_117 = {};
        wp::float32 adj_118 = {};
        wp::vec_t<2, wp::float32> adj_119 = {};
        wp::vec_t<2, wp::float32> adj_120 = {};
        wp::int32 adj_121 = {};
        wp::mat_t<3, 3, wp::float32> adj_122 = {};
        wp::float32 adj_123 = {};
        wp::mat_t<3, 3, wp::float32> adj_124 = {};
        wp::float32 adj_125 = {};
        wp::mat_t<3, 3, wp::float32> adj_126 = {};
        wp::float32 adj_127 = {};
        wp::float32 adj_128 = {};
        wp::float32 adj_129 = {};
        wp::float32 adj_130 = {};
        wp::float32 adj_131 = {};
        wp::vec_t<3, wp::float32> adj_132 = {};
        wp::int32 adj_133 = {};
        wp::vec_t<2, wp::float32> adj_134 = {};
        wp::int32 adj_135 = {};
        wp::mat_t<3, 3, wp::float32> adj_136 = {};
        wp::float32 adj_137 = {};
        wp::mat_t<3, 3, wp::float32> adj_138 = {};
        wp::vec_t<2, wp::float32> adj_139 = {};
        wp::float32 adj_140 = {};
        wp::vec_t<2, wp::float32> adj_141 = {};
        wp::vec_t<3, wp::float32> adj_142 = {};
        wp::float32 adj_143 = {};
        wp::float32 adj_144 = {};
        wp::float32 adj_145 = {};
        wp::float32 adj_146 = {};
        wp::float32 adj_147 = {};
        wp::float32 adj_148 = {};
        wp::int32 adj_149 = {};
        wp::float32 adj_150 = {};
        wp::float32 adj_151 = {};
        wp::int32 adj_152 = {};
        wp::float32 adj_153 = {};
        wp::float32 adj_154 = {};
        wp::int32 adj_155 = {};
        wp::float32 adj_156 = {};
        wp::float32 adj_157 = {};
        wp::int32 adj_158 = {};
        wp::float32 adj_159 = {};
        wp::float32 adj_160 = {};
        wp::int32 adj_161 = {};
        wp::float32 adj_162 = {};
        wp::float32 adj_163 = {};
        wp::int32 adj_164 = {};
        wp::float32 adj_165 = {};
        wp::float32 adj_166 = {};
        wp::int32 adj_167 = {};
        wp::float32 adj_168 = {};
        wp::float32 adj_169 = {};
        wp::float32 adj_170 = {};
        wp::float32 adj_171 = {};
        wp::float32 adj_172 = {};
        wp::float32 adj_173 = {};
        wp::float32 adj_174 = {};
        wp::int32 adj_175 = {};
        wp::float32 adj_176 = {};
        wp::float32 adj_177 = {};
        wp::int32 adj_178 = {};
        wp::float32 adj_179 = {};
        wp::float32 adj_180 = {};
        wp::int32 adj_181 = {};
        wp::float32 adj_182 = {};
        wp::float32 adj_183 = {};
        wp::int32 adj_184 = {};
        wp::float32 adj_185 = {};
        wp::float32 adj_186 = {};
        //---------
        // forward
        // def function_000001(cell_coords: wp.array[wp.vec2], cell_lengths: wp.array[float], cell_phases: wp.array[float], cell_residuals: wp.array[float], cell_scores: wp.array[float]):       <L 42>
        // tid = wp.tid()  # this thread's element                                                <L 43>
        var_0 = builtin_tid1d();
        // v20 = float(0.0)                                                                       <L 44>
        var_2 = wp::float(var_1);
        // v9 = cell_coords[tid]                                                                  <L 45>
        var_3 = wp::address(var_cell_coords, var_0);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // v10 = cell_lengths[tid]                                                                <L 46>
        var_6 = wp::address(var_cell_lengths, var_0);
        var_8 = wp::load(var_6);
        var_7 = wp::copy(var_8);
        // v11 = cell_phases[tid]                                                                 <L 47>
        var_9 = wp::address(var_cell_phases, var_0);
        var_11 = wp::load(var_9);
        var_10 = wp::copy(var_11);
        // v12 = wp.vec2(v11, v11)                                                                <L 48>
        var_12 = wp::vec_t<2, wp::float32>(var_10, var_10);
        // v13 = function_000001_f1(v11, v10, v10)                                                <L 49>
        var_13 = function_000001_f1_0(var_10, var_7, var_7);
        // for j14 in range(5):                                                                   <L 50>
        // v9 = v9 + wp.normalize(function_000001_f2((wp.vec3(0.57, 1.604, -0.893) @ wp.identity(n=3, dtype=float) * -0.986), v12)) * 0.93       <L 51>
        var_18 = wp::vec_t<3, wp::float32>(var_15, var_16, var_17);
        var_20 = wp::identity<3, wp::float32>();
        var_21 = wp::mul(var_18, var_20);
        var_23 = wp::mul(var_21, var_22);
        var_24 = function_000001_f2_0(var_23, var_12);
        var_25 = wp::normalize(var_24);
        var_27 = wp::mul(var_25, var_26);
        var_28 = wp::add(var_4, var_27);
        // v15 = wp.identity(n=3, dtype=float) * 1.89                                             <L 52>
        var_30 = wp::identity<3, wp::float32>();
        var_32 = wp::mul(var_30, var_31);
        // v20 += wp.ddot(v15, wp.mat33(1.0))                                                     <L 53>
        var_34 = wp::mat_t<3, 3, wp::float32>(var_33);
        var_35 = wp::ddot(var_32, var_34);
        var_36 = wp::add(var_2, var_35);
        // v9 = v9 + wp.normalize(function_000001_f2((wp.vec3(0.57, 1.604, -0.893) @ wp.identity(n=3, dtype=float) * -0.986), v12)) * 0.93       <L 51>
        var_41 = wp::vec_t<3, wp::float32>(var_38, var_39, var_40);
        var_43 = wp::identity<3, wp::float32>();
        var_44 = wp::mul(var_41, var_43);
        var_46 = wp::mul(var_44, var_45);
        var_47 = function_000001_f2_0(var_46, var_12);
        var_48 = wp::normalize(var_47);
        var_50 = wp::mul(var_48, var_49);
        var_51 = wp::add(var_28, var_50);
        // v15 = wp.identity(n=3, dtype=float) * 1.89                                             <L 52>
        var_53 = wp::identity<3, wp::float32>();
        var_55 = wp::mul(var_53, var_54);
        // v20 += wp.ddot(v15, wp.mat33(1.0))                                                     <L 53>
        var_57 = wp::mat_t<3, 3, wp::float32>(var_56);
        var_58 = wp::ddot(var_55, var_57);
        var_59 = wp::add(var_36, var_58);
        // v9 = v9 + wp.normalize(function_000001_f2((wp.vec3(0.57, 1.604, -0.893) @ wp.identity(n=3, dtype=float) * -0.986), v12)) * 0.93       <L 51>
        var_64 = wp::vec_t<3, wp::float32>(var_61, var_62, var_63);
        var_66 = wp::identity<3, wp::float32>();
        var_67 = wp::mul(var_64, var_66);
        var_69 = wp::mul(var_67, var_68);
        var_70 = function_000001_f2_0(var_69, var_12);
        var_71 = wp::normalize(var_70);
        var_73 = wp::mul(var_71, var_72);
        var_74 = wp::add(var_51, var_73);
        // v15 = wp.identity(n=3, dtype=float) * 1.89                                             <L 52>
        var_76 = wp::identity<3, wp::float32>();
        var_78 = wp::mul(var_76, var_77);
        // v20 += wp.ddot(v15, wp.mat33(1.0))                                                     <L 53>
        var_80 = wp::mat_t<3, 3, wp::float32>(var_79);
        var_81 = wp::ddot(var_78, var_80);
        var_82 = wp::add(var_59, var_81);
        // v9 = v9 + wp.normalize(function_000001_f2((wp.vec3(0.57, 1.604, -0.893) @ wp.identity(n=3, dtype=float) * -0.986), v12)) * 0.93       <L 51>
        var_87 = wp::vec_t<3, wp::float32>(var_84, var_85, var_86);
        var_89 = wp::identity<3, wp::float32>();
        var_90 = wp::mul(var_87, var_89);
        var_92 = wp::mul(var_90, var_91);
        var_93 = function_000001_f2_0(var_92, var_12);
        var_94 = wp::normalize(var_93);
        var_96 = wp::mul(var_94, var_95);
        var_97 = wp::add(var_74, var_96);
        // v15 = wp.identity(n=3, dtype=float) * 1.89                                             <L 52>
        var_99 = wp::identity<3, wp::float32>();
        var_101 = wp::mul(var_99, var_100);
        // v20 += wp.ddot(v15, wp.mat33(1.0))                                                     <L 53>
        var_103 = wp::mat_t<3, 3, wp::float32>(var_102);
        var_104 = wp::ddot(var_101, var_103);
        var_105 = wp::add(var_82, var_104);
        // v9 = v9 + wp.normalize(function_000001_f2((wp.vec3(0.57, 1.604, -0.893) @ wp.identity(n=3, dtype=float) * -0.986), v12)) * 0.93       <L 51>
        var_110 = wp::vec_t<3, wp::float32>(var_107, var_108, var_109);
        var_112 = wp::identity<3, wp::float32>();
        var_113 = wp::mul(var_110, var_112);
        var_115 = wp::mul(var_113, var_114);
        var_116 = function_000001_f2_0(var_115, var_12);
        var_117 = wp::normalize(var_116);
        var_119 = wp::mul(var_117, var_118);
        var_120 = wp::add(var_97, var_119);
        // v15 = wp.identity(n=3, dtype=float) * 1.89                                             <L 52>
        var_122 = wp::identity<3, wp::float32>();
        var_124 = wp::mul(var_122, var_123);
        // v20 += wp.ddot(v15, wp.mat33(1.0))                                                     <L 53>
        var_126 = wp::mat_t<3, 3, wp::float32>(var_125);
        var_127 = wp::ddot(var_124, var_126);
        var_128 = wp::add(var_105, var_127);
        // v16 = v10                                                                              <L 54>
        var_129 = wp::copy(var_7);
        // v17 = function_000001_f0(wp.vec3(-0.59, v16, 0.067), cell_lengths, (tid + tid))        <L 55>
        var_132 = wp::vec_t<3, wp::float32>(var_130, var_129, var_131);
        var_133 = wp::add(var_0, var_0);
        var_134 = function_000001_f0_0(var_132, var_cell_lengths, var_133);
        // v18, v19 = function_000001_f3(wp.identity(n=3, dtype=float) * -1.96, wp.normalize(v17), (v10 + v10))       <L 56>
        var_136 = wp::identity<3, wp::float32>();
        var_138 = wp::mul(var_136, var_137);
        var_139 = wp::normalize(var_134);
        var_140 = wp::add(var_7, var_7);
        function_000001_f3_0(var_138, var_139, var_140, var_141, var_142);
        // cell_residuals[tid] = v11 + v13 + v16 + v16 * 1.86 + v20 + v12[0] + v12[1] + v17[0] + v17[1] + v19[0] + v19[1] + v19[2]       <L 57>
        var_143 = wp::add(var_10, var_13);
        var_144 = wp::add(var_143, var_129);
        var_146 = wp::mul(var_129, var_145);
        var_147 = wp::add(var_144, var_146);
        var_148 = wp::add(var_147, var_128);
        var_150 = wp::extract(var_12, var_149);
        var_151 = wp::add(var_148, var_150);
        var_153 = wp::extract(var_12, var_152);
        var_154 = wp::add(var_151, var_153);
        var_156 = wp::extract(var_134, var_155);
        var_157 = wp::add(var_154, var_156);
        var_159 = wp::extract(var_134, var_158);
        var_160 = wp::add(var_157, var_159);
        var_162 = wp::extract(var_142, var_161);
        var_163 = wp::add(var_160, var_162);
        var_165 = wp::extract(var_142, var_164);
        var_166 = wp::add(var_163, var_165);
        var_168 = wp::extract(var_142, var_167);
        var_169 = wp::add(var_166, var_168);
        // wp::array_store(var_cell_residuals, var_0, var_169);
        // cell_scores[tid] = v11 + v13 + v16 + v10 * 0.5 + v9[0] + v9[1] + v18[0] + v18[1]       <L 59>
        var_170 = wp::add(var_10, var_13);
        var_171 = wp::add(var_170, var_129);
        var_173 = wp::mul(var_7, var_172);
        var_174 = wp::add(var_171, var_173);
        var_176 = wp::extract(var_120, var_175);
        var_177 = wp::add(var_174, var_176);
        var_179 = wp::extract(var_120, var_178);
        var_180 = wp::add(var_177, var_179);
        var_182 = wp::extract(var_141, var_181);
        var_183 = wp::add(var_180, var_182);
        var_185 = wp::extract(var_141, var_184);
        var_186 = wp::add(var_183, var_185);
        // wp::array_store(var_cell_scores, var_0, var_186);
        //---------
        // reverse
        wp::adj_array_store(var_cell_scores, var_0, var_186, adj_cell_scores, adj_0, adj_186);
        wp::adj_add(var_183, var_185, adj_183, adj_185, adj_186);
        wp::adj_extract(var_141, var_184, adj_141, adj_184, adj_185);
        wp::adj_add(var_180, var_182, adj_180, adj_182, adj_183);
        wp::adj_extract(var_141, var_181, adj_141, adj_181, adj_182);
        wp::adj_add(var_177, var_179, adj_177, adj_179, adj_180);
        wp::adj_extract(var_120, var_178, adj_120, adj_178, adj_179);
        wp::adj_add(var_174, var_176, adj_174, adj_176, adj_177);
        wp::adj_extract(var_120, var_175, adj_120, adj_175, adj_176);
        wp::adj_add(var_171, var_173, adj_171, adj_173, adj_174);
        wp::adj_mul(var_7, var_172, adj_7, adj_172, adj_173);
        wp::adj_add(var_170, var_129, adj_170, adj_129, adj_171);
        wp::adj_add(var_10, var_13, adj_10, adj_13, adj_170);
        // adj: cell_scores[tid] = v11 + v13 + v16 + v10 * 0.5 + v9[0] + v9[1] + v18[0] + v18[1]  <L 59>
        wp::adj_array_store(var_cell_residuals, var_0, var_169, adj_cell_residuals, adj_0, adj_169);
        wp::adj_add(var_166, var_168, adj_166, adj_168, adj_169);
        wp::adj_extract(var_142, var_167, adj_142, adj_167, adj_168);
        wp::adj_add(var_163, var_165, adj_163, adj_165, adj_166);
        wp::adj_extract(var_142, var_164, adj_142, adj_164, adj_165);
        wp::adj_add(var_160, var_162, adj_160, adj_162, adj_163);
        wp::adj_extract(var_142, var_161, adj_142, adj_161, adj_162);
        wp::adj_add(var_157, var_159, adj_157, adj_159, adj_160);
        wp::adj_extract(var_134, var_158, adj_134, adj_158, adj_159);
        wp::adj_add(var_154, var_156, adj_154, adj_156, adj_157);
        wp::adj_extract(var_134, var_155, adj_134, adj_155, adj_156);
        wp::adj_add(var_151, var_153, adj_151, adj_153, adj_154);
        wp::adj_extract(var_12, var_152, adj_12, adj_152, adj_153);
        wp::adj_add(var_148, var_150, adj_148, adj_150, adj_151);
        wp::adj_extract(var_12, var_149, adj_12, adj_149, adj_150);
        wp::adj_add(var_147, var_128, adj_147, adj_128, adj_148);
        wp::adj_add(var_144, var_146, adj_144, adj_146, adj_147);
        wp::adj_mul(var_129, var_145, adj_129, adj_145, adj_146);
        wp::adj_add(var_143, var_129, adj_143, adj_129, adj_144);
        wp::adj_add(var_10, var_13, adj_10, adj_13, adj_143);
        // adj: cell_residuals[tid] = v11 + v13 + v16 + v16 * 1.86 + v20 + v12[0] + v12[1] + v17[0] + v17[1] + v19[0] + v19[1] + v19[2]  <L 57>
        adj_function_000001_f3_0(var_138, var_139, var_140, var_141, var_142, adj_138, adj_139, adj_140, adj_141, adj_142);
        wp::adj_add(var_7, var_7, adj_7, adj_7, adj_140);
        wp::adj_normalize(var_134, var_139, adj_134, adj_139);
        wp::adj_mul(var_136, var_137, adj_136, adj_137, adj_138);
        // adj: v18, v19 = function_000001_f3(wp.identity(n=3, dtype=float) * -1.96, wp.normalize(v17), (v10 + v10))  <L 56>
        adj_function_000001_f0_0(var_132, var_cell_lengths, var_133, adj_132, adj_cell_lengths, adj_133, adj_134);
        wp::adj_add(var_0, var_0, adj_0, adj_0, adj_133);
        wp::adj_vec_t(var_130, var_129, var_131, adj_130, adj_129, adj_131, adj_132);
        // adj: v17 = function_000001_f0(wp.vec3(-0.59, v16, 0.067), cell_lengths, (tid + tid))   <L 55>
        wp::adj_copy(var_7, adj_7, adj_129);
        // adj: v16 = v10                                                                         <L 54>
        wp::adj_add(var_105, var_127, adj_105, adj_127, adj_128);
        wp::adj_ddot(var_124, var_126, adj_124, adj_126, adj_127);
        wp::adj_mat_t(var_125, adj_125, adj_126);
        // adj: v20 += wp.ddot(v15, wp.mat33(1.0))                                                <L 53>
        wp::adj_mul(var_122, var_123, adj_122, adj_123, adj_124);
        // adj: v15 = wp.identity(n=3, dtype=float) * 1.89                                        <L 52>
        wp::adj_add(var_97, var_119, adj_97, adj_119, adj_120);
        wp::adj_mul(var_117, var_118, adj_117, adj_118, adj_119);
        wp::adj_normalize(var_116, var_117, adj_116, adj_117);
        adj_function_000001_f2_0(var_115, var_12, adj_115, adj_12, adj_116);
        wp::adj_mul(var_113, var_114, adj_113, adj_114, adj_115);
        wp::adj_mul(var_110, var_112, adj_110, adj_112, adj_113);
        wp::adj_vec_t(var_107, var_108, var_109, adj_107, adj_108, adj_109, adj_110);
        // adj: v9 = v9 + wp.normalize(function_000001_f2((wp.vec3(0.57, 1.604, -0.893) @ wp.identity(n=3, dtype=float) * -0.986), v12)) * 0.93  <L 51>
        wp::adj_add(var_82, var_104, adj_82, adj_104, adj_105);
        wp::adj_ddot(var_101, var_103, adj_101, adj_103, adj_104);
        wp::adj_mat_t(var_102, adj_102, adj_103);
        // adj: v20 += wp.ddot(v15, wp.mat33(1.0))                                                <L 53>
        wp::adj_mul(var_99, var_100, adj_99, adj_100, adj_101);
        // adj: v15 = wp.identity(n=3, dtype=float) * 1.89                                        <L 52>
        wp::adj_add(var_74, var_96, adj_74, adj_96, adj_97);
        wp::adj_mul(var_94, var_95, adj_94, adj_95, adj_96);
        wp::adj_normalize(var_93, var_94, adj_93, adj_94);
        adj_function_000001_f2_0(var_92, var_12, adj_92, adj_12, adj_93);
        wp::adj_mul(var_90, var_91, adj_90, adj_91, adj_92);
        wp::adj_mul(var_87, var_89, adj_87, adj_89, adj_90);
        wp::adj_vec_t(var_84, var_85, var_86, adj_84, adj_85, adj_86, adj_87);
        // adj: v9 = v9 + wp.normalize(function_000001_f2((wp.vec3(0.57, 1.604, -0.893) @ wp.identity(n=3, dtype=float) * -0.986), v12)) * 0.93  <L 51>
        wp::adj_add(var_59, var_81, adj_59, adj_81, adj_82);
        wp::adj_ddot(var_78, var_80, adj_78, adj_80, adj_81);
        wp::adj_mat_t(var_79, adj_79, adj_80);
        // adj: v20 += wp.ddot(v15, wp.mat33(1.0))                                                <L 53>
        wp::adj_mul(var_76, var_77, adj_76, adj_77, adj_78);
        // adj: v15 = wp.identity(n=3, dtype=float) * 1.89                                        <L 52>
        wp::adj_add(var_51, var_73, adj_51, adj_73, adj_74);
        wp::adj_mul(var_71, var_72, adj_71, adj_72, adj_73);
        wp::adj_normalize(var_70, var_71, adj_70, adj_71);
        adj_function_000001_f2_0(var_69, var_12, adj_69, adj_12, adj_70);
        wp::adj_mul(var_67, var_68, adj_67, adj_68, adj_69);
        wp::adj_mul(var_64, var_66, adj_64, adj_66, adj_67);
        wp::adj_vec_t(var_61, var_62, var_63, adj_61, adj_62, adj_63, adj_64);
        // adj: v9 = v9 + wp.normalize(function_000001_f2((wp.vec3(0.57, 1.604, -0.893) @ wp.identity(n=3, dtype=float) * -0.986), v12)) * 0.93  <L 51>
        wp::adj_add(var_36, var_58, adj_36, adj_58, adj_59);
        wp::adj_ddot(var_55, var_57, adj_55, adj_57, adj_58);
        wp::adj_mat_t(var_56, adj_56, adj_57);
        // adj: v20 += wp.ddot(v15, wp.mat33(1.0))                                                <L 53>
        wp::adj_mul(var_53, var_54, adj_53, adj_54, adj_55);
        // adj: v15 = wp.identity(n=3, dtype=float) * 1.89                                        <L 52>
        wp::adj_add(var_28, var_50, adj_28, adj_50, adj_51);
        wp::adj_mul(var_48, var_49, adj_48, adj_49, adj_50);
        wp::adj_normalize(var_47, var_48, adj_47, adj_48);
        adj_function_000001_f2_0(var_46, var_12, adj_46, adj_12, adj_47);
        wp::adj_mul(var_44, var_45, adj_44, adj_45, adj_46);
        wp::adj_mul(var_41, var_43, adj_41, adj_43, adj_44);
        wp::adj_vec_t(var_38, var_39, var_40, adj_38, adj_39, adj_40, adj_41);
        // adj: v9 = v9 + wp.normalize(function_000001_f2((wp.vec3(0.57, 1.604, -0.893) @ wp.identity(n=3, dtype=float) * -0.986), v12)) * 0.93  <L 51>
        wp::adj_add(var_2, var_35, adj_2, adj_35, adj_36);
        wp::adj_ddot(var_32, var_34, adj_32, adj_34, adj_35);
        wp::adj_mat_t(var_33, adj_33, adj_34);
        // adj: v20 += wp.ddot(v15, wp.mat33(1.0))                                                <L 53>
        wp::adj_mul(var_30, var_31, adj_30, adj_31, adj_32);
        // adj: v15 = wp.identity(n=3, dtype=float) * 1.89                                        <L 52>
        wp::adj_add(var_4, var_27, adj_4, adj_27, adj_28);
        wp::adj_mul(var_25, var_26, adj_25, adj_26, adj_27);
        wp::adj_normalize(var_24, var_25, adj_24, adj_25);
        adj_function_000001_f2_0(var_23, var_12, adj_23, adj_12, adj_24);
        wp::adj_mul(var_21, var_22, adj_21, adj_22, adj_23);
        wp::adj_mul(var_18, var_20, adj_18, adj_20, adj_21);
        wp::adj_vec_t(var_15, var_16, var_17, adj_15, adj_16, adj_17, adj_18);
        // adj: v9 = v9 + wp.normalize(function_000001_f2((wp.vec3(0.57, 1.604, -0.893) @ wp.identity(n=3, dtype=float) * -0.986), v12)) * 0.93  <L 51>
        // adj: for j14 in range(5):                                                              <L 50>
        adj_function_000001_f1_0(var_10, var_7, var_7, adj_10, adj_7, adj_7, adj_13);
        // adj: v13 = function_000001_f1(v11, v10, v10)                                           <L 49>
        wp::adj_vec_t(var_10, var_10, adj_10, adj_10, adj_12);
        // adj: v12 = wp.vec2(v11, v11)                                                           <L 48>
        wp::adj_copy(var_11, adj_9, adj_10);
        wp::adj_address(var_cell_phases, var_0, adj_cell_phases, adj_0, adj_9);
        // adj: v11 = cell_phases[tid]                                                            <L 47>
        wp::adj_copy(var_8, adj_6, adj_7);
        wp::adj_address(var_cell_lengths, var_0, adj_cell_lengths, adj_0, adj_6);
        // adj: v10 = cell_lengths[tid]                                                           <L 46>
        wp::adj_copy(var_5, adj_3, adj_4);
        wp::adj_address(var_cell_coords, var_0, adj_cell_coords, adj_0, adj_3);
        // adj: v9 = cell_coords[tid]                                                             <L 45>
        wp::adj_float(var_1, adj_1, adj_2);
        // adj: v20 = float(0.0)                                                                  <L 44>
        // adj: tid = wp.tid()  # this thread's element                                           <L 43>
        // adj: def function_000001(cell_coords: wp.array[wp.vec2], cell_lengths: wp.array[float], cell_phases: wp.array[float], cell_residuals: wp.array[float], cell_scores: wp.array[float]):  <L 42>
        continue;
    }
}

