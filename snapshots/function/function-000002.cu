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
static CUDA_CALLABLE wp::vec_t<3, wp::float32> function_000002_f0_0(
    wp::float32 var_p0,
    wp::vec_t<2, wp::float32> var_p1,
    wp::vec_t<3, wp::float32> var_p2,
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
    wp::vec_t<2, wp::float32> var_8;
    wp::vec_t<3, wp::float32> var_9;
    wp::vec_t<3, wp::float32> var_10;
    const wp::int32 var_11 = 0;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::int32 var_14 = 1;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    //---------
    // forward
    // def function_000002_f0(p0: float, p1: wp.vec2, p2: wp.vec3, arr: wp.array[float], idx: int) -> wp.vec3:       <L 5>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 6>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = wp.vec2(p0, v0)                                                                   <L 7>
    var_8 = wp::vec_t<2, wp::float32>(var_p0, var_6);
    // v2 = wp.normalize(p2)                                                                  <L 8>
    var_9 = wp::normalize(var_p2);
    // return p2 + v2 + wp.vec3(v0 + v1[0] + v1[1])                                           <L 9>
    var_10 = wp::add(var_p2, var_9);
    var_12 = wp::extract(var_8, var_11);
    var_13 = wp::add(var_6, var_12);
    var_15 = wp::extract(var_8, var_14);
    var_16 = wp::add(var_13, var_15);
    var_17 = wp::vec_t<3, wp::float32>(var_16);
    var_18 = wp::add(var_10, var_17);
    return var_18;
}


// function-000002.py:12
static CUDA_CALLABLE wp::float32 function_000002_f1_0(
    wp::float32 var_p0)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 0.89;
    wp::float32 var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = 0.89;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    //---------
    // forward
    // def function_000002_f1(p0: float) -> float:                                            <L 13>
    // return (((0.89 + p0) - (p0 * p0)) * ((0.89 + p0) - (p0 * p0)))                         <L 14>
    var_1 = wp::add(var_0, var_p0);
    var_2 = wp::mul(var_p0, var_p0);
    var_3 = wp::sub(var_1, var_2);
    var_5 = wp::add(var_4, var_p0);
    var_6 = wp::mul(var_p0, var_p0);
    var_7 = wp::sub(var_5, var_6);
    var_8 = wp::mul(var_3, var_7);
    return var_8;
}


// function-000002.py:22
static CUDA_CALLABLE wp::vec_t<3, wp::float32> function_000002_f2_0(
    wp::float32 var_p0)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = 1.25;
    const wp::float32 var_2 = -1.0;
    const wp::float32 var_3 = -0.09;
    wp::vec_t<3, wp::float32> var_4;
    wp::float32 var_5;
    bool var_6;
    const wp::float32 var_7 = -1.501;
    const wp::float32 var_8 = 1.2;
    const wp::float32 var_9 = 1.0;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    const wp::float32 var_12 = 0.733;
    const wp::float32 var_13 = 0.8;
    const wp::float32 var_14 = -1.003;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
    //---------
    // forward
    // def function_000002_f2(p0: float) -> wp.vec3:                                          <L 23>
    // v3 = p0                                                                                <L 24>
    var_0 = wp::copy(var_p0);
    // v4 = wp.vec3(1.25, -1.0, -0.09)                                                        <L 25>
    var_4 = wp::vec_t<3, wp::float32>(var_1, var_2, var_3);
    // v5 = wp.dot(v4, v4)                                                                    <L 26>
    var_5 = wp::dot(var_4, var_4);
    // if p0 <= v5:                                                                           <L 27>
    var_6 = (var_p0 <= var_5);
    if (var_6) {
        // return wp.cross(v4, wp.vec3(-1.501, 1.2, 1.0))                                     <L 28>
        var_10 = wp::vec_t<3, wp::float32>(var_7, var_8, var_9);
        var_11 = wp::cross(var_4, var_10);
        return var_11;
    }
    // return (wp.lerp(v4, wp.vec3(0.733, 0.8, -1.003), v5) + (v4 + v4)) + wp.vec3(v3)        <L 29>
    var_15 = wp::vec_t<3, wp::float32>(var_12, var_13, var_14);
    var_16 = wp::lerp(var_4, var_15, var_5);
    var_17 = wp::add(var_4, var_4);
    var_18 = wp::add(var_16, var_17);
    var_19 = wp::vec_t<3, wp::float32>(var_0);
    var_20 = wp::add(var_18, var_19);
    return var_20;
}


// function-000002.py:32
static CUDA_CALLABLE wp::float32 function_000002_f3_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::float32 var_p2)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    //---------
    // forward
    // def function_000002_f3(p0: float, p1: float, p2: float) -> float:                      <L 33>
    // return wp.exp(wp.sin(p0))                                                              <L 34>
    var_0 = wp::sin(var_p0);
    var_1 = wp::exp(var_0);
    return var_1;
}


// function-000002.py:17
static CUDA_CALLABLE void adj_function_000002_f1_0(
    wp::float32 var_p0,
    wp::float32 & adj_p0,
    wp::float32 & var_adj_ret)
{
	// user-defined adjoint code
    //---------
    // primal vars
    const wp::float32 var_0 = 2.0;
    const wp::float32 var_1 = 0.89;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    const wp::float32 var_6 = 1.0;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    //---------
    // forward
    // def adj_function_000002_f1(p0: float, adj_ret: float):                                 <L 18>
    // wp.adjoint[p0] += ((2.0 * ((0.89 + p0) - (p0 * p0))) * (1.0 - (p0 + p0))) * adj_ret       <L 19>
    var_2 = wp::add(var_1, var_p0);
    var_3 = wp::mul(var_p0, var_p0);
    var_4 = wp::sub(var_2, var_3);
    var_5 = wp::mul(var_0, var_4);
    var_7 = wp::add(var_p0, var_p0);
    var_8 = wp::sub(var_6, var_7);
    var_9 = wp::mul(var_5, var_8);
    var_10 = wp::mul(var_9, var_adj_ret);
    var_11 = wp::add(adj_p0, var_10);
    adj_p0 = var_11;
}


// function-000002.py:37
static CUDA_CALLABLE void adj_function_000002_f3_0(
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
    wp::float32 var_4;
    wp::float32 var_5;
    //---------
    // forward
    // def adj_function_000002_f3(p0: float, p1: float, p2: float, adj_ret: float):           <L 38>
    // wp.adjoint[p0] += (wp.exp(wp.sin(p0)) * wp.cos(p0)) * adj_ret                          <L 39>
    var_0 = wp::sin(var_p0);
    var_1 = wp::exp(var_0);
    var_2 = wp::cos(var_p0);
    var_3 = wp::mul(var_1, var_2);
    var_4 = wp::mul(var_3, var_adj_ret);
    var_5 = wp::add(adj_p0, var_4);
    adj_p0 = var_5;
}


// function-000002.py:4
static CUDA_CALLABLE void adj_function_000002_f0_0(
    wp::float32 var_p0,
    wp::vec_t<2, wp::float32> var_p1,
    wp::vec_t<3, wp::float32> var_p2,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::float32 & adj_p0,
    wp::vec_t<2, wp::float32> & adj_p1,
    wp::vec_t<3, wp::float32> & adj_p2,
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
    wp::vec_t<2, wp::float32> var_8;
    wp::vec_t<3, wp::float32> var_9;
    wp::vec_t<3, wp::float32> var_10;
    const wp::int32 var_11 = 0;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::int32 var_14 = 1;
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
    wp::vec_t<2, wp::float32> adj_8 = {};
    wp::vec_t<3, wp::float32> adj_9 = {};
    wp::vec_t<3, wp::float32> adj_10 = {};
    wp::int32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    //---------
    // forward
    // def function_000002_f0(p0: float, p1: wp.vec2, p2: wp.vec3, arr: wp.array[float], idx: int) -> wp.vec3:       <L 5>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 6>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = wp.vec2(p0, v0)                                                                   <L 7>
    var_8 = wp::vec_t<2, wp::float32>(var_p0, var_6);
    // v2 = wp.normalize(p2)                                                                  <L 8>
    var_9 = wp::normalize(var_p2);
    // return p2 + v2 + wp.vec3(v0 + v1[0] + v1[1])                                           <L 9>
    var_10 = wp::add(var_p2, var_9);
    var_12 = wp::extract(var_8, var_11);
    var_13 = wp::add(var_6, var_12);
    var_15 = wp::extract(var_8, var_14);
    var_16 = wp::add(var_13, var_15);
    var_17 = wp::vec_t<3, wp::float32>(var_16);
    var_18 = wp::add(var_10, var_17);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_18 += adj_ret;
    wp::adj_add(var_10, var_17, adj_10, adj_17, adj_18);
    wp::adj_vec_t(var_16, adj_16, adj_17);
    wp::adj_add(var_13, var_15, adj_13, adj_15, adj_16);
    wp::adj_extract(var_8, var_14, adj_8, adj_14, adj_15);
    wp::adj_add(var_6, var_12, adj_6, adj_12, adj_13);
    wp::adj_extract(var_8, var_11, adj_8, adj_11, adj_12);
    wp::adj_add(var_p2, var_9, adj_p2, adj_9, adj_10);
    // adj: return p2 + v2 + wp.vec3(v0 + v1[0] + v1[1])                                      <L 9>
    wp::adj_normalize(var_p2, var_9, adj_p2, adj_9);
    // adj: v2 = wp.normalize(p2)                                                             <L 8>
    wp::adj_vec_t(var_p0, var_6, adj_p0, adj_6, adj_8);
    // adj: v1 = wp.vec2(p0, v0)                                                              <L 7>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_arr, var_4, adj_arr, adj_4, adj_5);
    wp::adj_mod(var_idx, var_2, adj_idx, adj_2, adj_4);
    adj_arr.shape = adj_0;
    // adj: v0 = arr[idx % arr.shape[0]]                                                      <L 6>
    // adj: def function_000002_f0(p0: float, p1: wp.vec2, p2: wp.vec3, arr: wp.array[float], idx: int) -> wp.vec3:  <L 5>
    return;
}


// function-000002.py:22
static CUDA_CALLABLE void adj_function_000002_f2_0(
    wp::float32 var_p0,
    wp::float32 & adj_p0,
    wp::vec_t<3, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = 1.25;
    const wp::float32 var_2 = -1.0;
    const wp::float32 var_3 = -0.09;
    wp::vec_t<3, wp::float32> var_4;
    wp::float32 var_5;
    bool var_6;
    const wp::float32 var_7 = -1.501;
    const wp::float32 var_8 = 1.2;
    const wp::float32 var_9 = 1.0;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    const wp::float32 var_12 = 0.733;
    const wp::float32 var_13 = 0.8;
    const wp::float32 var_14 = -1.003;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::float32 adj_5 = {};
    bool adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::vec_t<3, wp::float32> adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    wp::vec_t<3, wp::float32> adj_19 = {};
    wp::vec_t<3, wp::float32> adj_20 = {};
    //---------
    // forward
    // def function_000002_f2(p0: float) -> wp.vec3:                                          <L 23>
    // v3 = p0                                                                                <L 24>
    var_0 = wp::copy(var_p0);
    // v4 = wp.vec3(1.25, -1.0, -0.09)                                                        <L 25>
    var_4 = wp::vec_t<3, wp::float32>(var_1, var_2, var_3);
    // v5 = wp.dot(v4, v4)                                                                    <L 26>
    var_5 = wp::dot(var_4, var_4);
    // if p0 <= v5:                                                                           <L 27>
    var_6 = (var_p0 <= var_5);
    if (var_6) {
        // return wp.cross(v4, wp.vec3(-1.501, 1.2, 1.0))                                     <L 28>
        var_10 = wp::vec_t<3, wp::float32>(var_7, var_8, var_9);
        var_11 = wp::cross(var_4, var_10);
        goto label0;
    }
    // return (wp.lerp(v4, wp.vec3(0.733, 0.8, -1.003), v5) + (v4 + v4)) + wp.vec3(v3)        <L 29>
    var_15 = wp::vec_t<3, wp::float32>(var_12, var_13, var_14);
    var_16 = wp::lerp(var_4, var_15, var_5);
    var_17 = wp::add(var_4, var_4);
    var_18 = wp::add(var_16, var_17);
    var_19 = wp::vec_t<3, wp::float32>(var_0);
    var_20 = wp::add(var_18, var_19);
    goto label1;
    //---------
    // reverse
    label1:;
    adj_20 += adj_ret;
    wp::adj_add(var_18, var_19, adj_18, adj_19, adj_20);
    wp::adj_vec_t(var_0, adj_0, adj_19);
    wp::adj_add(var_16, var_17, adj_16, adj_17, adj_18);
    wp::adj_add(var_4, var_4, adj_4, adj_4, adj_17);
    wp::adj_lerp(var_4, var_15, var_5, adj_4, adj_15, adj_5, adj_16);
    wp::adj_vec_t(var_12, var_13, var_14, adj_12, adj_13, adj_14, adj_15);
    // adj: return (wp.lerp(v4, wp.vec3(0.733, 0.8, -1.003), v5) + (v4 + v4)) + wp.vec3(v3)   <L 29>
    if (var_6) {
        label0:;
        adj_11 += adj_ret;
        wp::adj_cross(var_4, var_10, adj_4, adj_10, adj_11);
        wp::adj_vec_t(var_7, var_8, var_9, adj_7, adj_8, adj_9, adj_10);
        // adj: return wp.cross(v4, wp.vec3(-1.501, 1.2, 1.0))                                <L 28>
    }
    // adj: if p0 <= v5:                                                                      <L 27>
    wp::adj_dot(var_4, var_4, adj_4, adj_4, adj_5);
    // adj: v5 = wp.dot(v4, v4)                                                               <L 26>
    wp::adj_vec_t(var_1, var_2, var_3, adj_1, adj_2, adj_3, adj_4);
    // adj: v4 = wp.vec3(1.25, -1.0, -0.09)                                                   <L 25>
    wp::adj_copy(var_p0, adj_p0, adj_0);
    // adj: v3 = p0                                                                           <L 24>
    // adj: def function_000002_f2(p0: float) -> wp.vec3:                                     <L 23>
    return;
}



extern "C" __global__ void function_000002_43947051_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_cell_radii,
    wp::array_t<wp::vec_t<3, wp::float32>> var_cell_accelerations,
    wp::array_t<wp::float32> var_cell_energies)
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
        const wp::float32 var_4 = 1.94;
        wp::vec_t<3, wp::float32> var_5;
        wp::float32 var_6;
        const wp::float32 var_7 = -0.27;
        const wp::float32 var_8 = 0.61;
        wp::float32 var_9;
        wp::vec_t<2, wp::float32> var_10;
        const wp::float32 var_11 = -0.82;
        const wp::float32 var_12 = -0.5;
        const wp::float32 var_13 = -0.856;
        wp::vec_t<3, wp::float32> var_14;
        wp::vec_t<3, wp::float32> var_15;
        wp::int32 var_16;
        wp::vec_t<3, wp::float32> var_17;
        wp::float32 var_18;
        const wp::float32 var_19 = 0.0;
        wp::float32 var_20;
        wp::vec_t<3, wp::float32> var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::vec_t<3, wp::float32> var_25;
        wp::vec_t<3, wp::float32> var_26;
        const wp::float32 var_27 = 0.17;
        wp::vec_t<3, wp::float32> var_28;
        wp::vec_t<3, wp::float32> var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        const wp::float32 var_32 = 1.4;
        wp::float32 var_33;
        wp::float32 var_34;
        //---------
        // forward
        // def function_000002(cell_radii: wp.array[float], cell_accelerations: wp.array[wp.vec3], cell_energies: wp.array[float]):       <L 43>
        // tid = wp.tid()                                                                         <L 44>
        var_0 = builtin_tid1d();
        // v6 = cell_radii[tid]                                                                   <L 45>
        var_1 = wp::address(var_cell_radii, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v7 = wp.vec3(v6, 1.94, v6)                                                             <L 46>
        var_5 = wp::vec_t<3, wp::float32>(var_2, var_4, var_2);
        // v8 = v6                                                                                <L 47>
        var_6 = wp::copy(var_2);
        // v9 = function_000002_f0(wp.clamp(v6, -0.27, 0.61), wp.vec2(v6, v6), (v8 * wp.vec3(-0.82, -0.5, -0.856)), cell_radii, max(tid, tid))       <L 48>
        var_9 = wp::clamp(var_2, var_7, var_8);
        var_10 = wp::vec_t<2, wp::float32>(var_2, var_2);
        var_14 = wp::vec_t<3, wp::float32>(var_11, var_12, var_13);
        var_15 = wp::mul(var_6, var_14);
        var_16 = wp::max(var_0, var_0);
        var_17 = function_000002_f0_0(var_9, var_10, var_15, var_cell_radii, var_16);
        // v10 = function_000002_f1(v8)                                                           <L 49>
        var_18 = function_000002_f1_0(var_6);
        // v11 = function_000002_f2((v8 + 0.0))                                                   <L 50>
        var_20 = wp::add(var_6, var_19);
        var_21 = function_000002_f2_0(var_20);
        // v12 = function_000002_f3(v8, (v8 + v8), (v6 + v10))                                    <L 51>
        var_22 = wp::add(var_6, var_6);
        var_23 = wp::add(var_2, var_18);
        var_24 = function_000002_f3_0(var_6, var_22, var_23);
        // cell_accelerations[tid] = v7 + v9 + v11 + v7 * 0.17                                    <L 52>
        var_25 = wp::add(var_5, var_17);
        var_26 = wp::add(var_25, var_21);
        var_28 = wp::mul(var_5, var_27);
        var_29 = wp::add(var_26, var_28);
        wp::array_store(var_cell_accelerations, var_0, var_29);
        // cell_energies[tid] = v8 + v10 + v12 + v10 * 1.4                                        <L 53>
        var_30 = wp::add(var_6, var_18);
        var_31 = wp::add(var_30, var_24);
        var_33 = wp::mul(var_18, var_32);
        var_34 = wp::add(var_31, var_33);
        wp::array_store(var_cell_energies, var_0, var_34);
    }
}



extern "C" __global__ void function_000002_43947051_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_cell_radii,
    wp::array_t<wp::vec_t<3, wp::float32>> var_cell_accelerations,
    wp::array_t<wp::float32> var_cell_energies,
    wp::array_t<wp::float32> adj_cell_radii,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_cell_accelerations,
    wp::array_t<wp::float32> adj_cell_energies)
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
        const wp::float32 var_4 = 1.94;
        wp::vec_t<3, wp::float32> var_5;
        wp::float32 var_6;
        const wp::float32 var_7 = -0.27;
        const wp::float32 var_8 = 0.61;
        wp::float32 var_9;
        wp::vec_t<2, wp::float32> var_10;
        const wp::float32 var_11 = -0.82;
        const wp::float32 var_12 = -0.5;
        const wp::float32 var_13 = -0.856;
        wp::vec_t<3, wp::float32> var_14;
        wp::vec_t<3, wp::float32> var_15;
        wp::int32 var_16;
        wp::vec_t<3, wp::float32> var_17;
        wp::float32 var_18;
        const wp::float32 var_19 = 0.0;
        wp::float32 var_20;
        wp::vec_t<3, wp::float32> var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::vec_t<3, wp::float32> var_25;
        wp::vec_t<3, wp::float32> var_26;
        const wp::float32 var_27 = 0.17;
        wp::vec_t<3, wp::float32> var_28;
        wp::vec_t<3, wp::float32> var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        const wp::float32 var_32 = 1.4;
        wp::float32 var_33;
        wp::float32 var_34;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::vec_t<2, wp::float32> adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::vec_t<3, wp::float32> adj_14 = {};
        wp::vec_t<3, wp::float32> adj_15 = {};
        wp::int32 adj_16 = {};
        wp::vec_t<3, wp::float32> adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::vec_t<3, wp::float32> adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::vec_t<3, wp::float32> adj_25 = {};
        wp::vec_t<3, wp::float32> adj_26 = {};
        wp::float32 adj_27 = {};
        wp::vec_t<3, wp::float32> adj_28 = {};
        wp::vec_t<3, wp::float32> adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        //---------
        // forward
        // def function_000002(cell_radii: wp.array[float], cell_accelerations: wp.array[wp.vec3], cell_energies: wp.array[float]):       <L 43>
        // tid = wp.tid()                                                                         <L 44>
        var_0 = builtin_tid1d();
        // v6 = cell_radii[tid]                                                                   <L 45>
        var_1 = wp::address(var_cell_radii, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v7 = wp.vec3(v6, 1.94, v6)                                                             <L 46>
        var_5 = wp::vec_t<3, wp::float32>(var_2, var_4, var_2);
        // v8 = v6                                                                                <L 47>
        var_6 = wp::copy(var_2);
        // v9 = function_000002_f0(wp.clamp(v6, -0.27, 0.61), wp.vec2(v6, v6), (v8 * wp.vec3(-0.82, -0.5, -0.856)), cell_radii, max(tid, tid))       <L 48>
        var_9 = wp::clamp(var_2, var_7, var_8);
        var_10 = wp::vec_t<2, wp::float32>(var_2, var_2);
        var_14 = wp::vec_t<3, wp::float32>(var_11, var_12, var_13);
        var_15 = wp::mul(var_6, var_14);
        var_16 = wp::max(var_0, var_0);
        var_17 = function_000002_f0_0(var_9, var_10, var_15, var_cell_radii, var_16);
        // v10 = function_000002_f1(v8)                                                           <L 49>
        var_18 = function_000002_f1_0(var_6);
        // v11 = function_000002_f2((v8 + 0.0))                                                   <L 50>
        var_20 = wp::add(var_6, var_19);
        var_21 = function_000002_f2_0(var_20);
        // v12 = function_000002_f3(v8, (v8 + v8), (v6 + v10))                                    <L 51>
        var_22 = wp::add(var_6, var_6);
        var_23 = wp::add(var_2, var_18);
        var_24 = function_000002_f3_0(var_6, var_22, var_23);
        // cell_accelerations[tid] = v7 + v9 + v11 + v7 * 0.17                                    <L 52>
        var_25 = wp::add(var_5, var_17);
        var_26 = wp::add(var_25, var_21);
        var_28 = wp::mul(var_5, var_27);
        var_29 = wp::add(var_26, var_28);
        // wp::array_store(var_cell_accelerations, var_0, var_29);
        // cell_energies[tid] = v8 + v10 + v12 + v10 * 1.4                                        <L 53>
        var_30 = wp::add(var_6, var_18);
        var_31 = wp::add(var_30, var_24);
        var_33 = wp::mul(var_18, var_32);
        var_34 = wp::add(var_31, var_33);
        // wp::array_store(var_cell_energies, var_0, var_34);
        //---------
        // reverse
        wp::adj_array_store(var_cell_energies, var_0, var_34, adj_cell_energies, adj_0, adj_34);
        wp::adj_add(var_31, var_33, adj_31, adj_33, adj_34);
        wp::adj_mul(var_18, var_32, adj_18, adj_32, adj_33);
        wp::adj_add(var_30, var_24, adj_30, adj_24, adj_31);
        wp::adj_add(var_6, var_18, adj_6, adj_18, adj_30);
        // adj: cell_energies[tid] = v8 + v10 + v12 + v10 * 1.4                                   <L 53>
        wp::adj_array_store(var_cell_accelerations, var_0, var_29, adj_cell_accelerations, adj_0, adj_29);
        wp::adj_add(var_26, var_28, adj_26, adj_28, adj_29);
        wp::adj_mul(var_5, var_27, adj_5, adj_27, adj_28);
        wp::adj_add(var_25, var_21, adj_25, adj_21, adj_26);
        wp::adj_add(var_5, var_17, adj_5, adj_17, adj_25);
        // adj: cell_accelerations[tid] = v7 + v9 + v11 + v7 * 0.17                               <L 52>
        adj_function_000002_f3_0(var_6, var_22, var_23, adj_6, adj_22, adj_23, adj_24);
        wp::adj_add(var_2, var_18, adj_2, adj_18, adj_23);
        wp::adj_add(var_6, var_6, adj_6, adj_6, adj_22);
        // adj: v12 = function_000002_f3(v8, (v8 + v8), (v6 + v10))                               <L 51>
        adj_function_000002_f2_0(var_20, adj_20, adj_21);
        wp::adj_add(var_6, var_19, adj_6, adj_19, adj_20);
        // adj: v11 = function_000002_f2((v8 + 0.0))                                              <L 50>
        adj_function_000002_f1_0(var_6, adj_6, adj_18);
        // adj: v10 = function_000002_f1(v8)                                                      <L 49>
        adj_function_000002_f0_0(var_9, var_10, var_15, var_cell_radii, var_16, adj_9, adj_10, adj_15, adj_cell_radii, adj_16, adj_17);
        wp::adj_max(var_0, var_0, adj_0, adj_0, adj_16);
        wp::adj_mul(var_6, var_14, adj_6, adj_14, adj_15);
        wp::adj_vec_t(var_11, var_12, var_13, adj_11, adj_12, adj_13, adj_14);
        wp::adj_vec_t(var_2, var_2, adj_2, adj_2, adj_10);
        wp::adj_clamp(var_2, var_7, var_8, adj_2, adj_7, adj_8, adj_9);
        // adj: v9 = function_000002_f0(wp.clamp(v6, -0.27, 0.61), wp.vec2(v6, v6), (v8 * wp.vec3(-0.82, -0.5, -0.856)), cell_radii, max(tid, tid))  <L 48>
        wp::adj_copy(var_2, adj_2, adj_6);
        // adj: v8 = v6                                                                           <L 47>
        wp::adj_vec_t(var_2, var_4, var_2, adj_2, adj_4, adj_2, adj_5);
        // adj: v7 = wp.vec3(v6, 1.94, v6)                                                        <L 46>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_cell_radii, var_0, adj_cell_radii, adj_0, adj_1);
        // adj: v6 = cell_radii[tid]                                                              <L 45>
        // adj: tid = wp.tid()                                                                    <L 44>
        // adj: def function_000002(cell_radii: wp.array[float], cell_accelerations: wp.array[wp.vec3], cell_energies: wp.array[float]):  <L 43>
        continue;
    }
}

