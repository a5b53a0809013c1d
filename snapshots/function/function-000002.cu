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


// function-000002.py:21
static CUDA_CALLABLE wp::vec_t<3, wp::float32> function_000002_f2_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> var_p1)
{
    //---------
    // primal vars
    wp::vec_t<3, wp::float32> var_0;
    //---------
    // forward
    // def function_000002_f2(p0: wp.vec3, p1: wp.vec3) -> wp.vec3:                           <L 22>
    // v5 = wp.normalize(p0)                                                                  <L 23>
    var_0 = wp::normalize(var_p0);
    // return p0                                                                              <L 24>
    return var_p0;
}


// function-000002.py:27
static CUDA_CALLABLE wp::float32 function_000002_f3_0(
    wp::float32 var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::vec_t<2, wp::float32> var_p2)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    const wp::float32 var_2 = 1.0;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32 var_7;
    const wp::int32 var_8 = 3;
    wp::mat_t<3, 3, wp::float32> var_9;
    wp::vec_t<3, wp::float32> var_10;
    const wp::float32 var_11 = -0.5;
    wp::vec_t<3, wp::float32> var_12;
    wp::vec_t<3, wp::float32> var_13;
    wp::vec_t<3, wp::float32> var_14;
    const wp::float32 var_15 = -1.5;
    const wp::float32 var_16 = 0.2;
    wp::vec_t<2, wp::float32> var_17;
    wp::vec_t<2, wp::float32> var_18;
    wp::vec_t<2, wp::float32> var_19;
    const wp::float32 var_20 = -3.0;
    const wp::float32 var_21 = 3.0;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::vec_t<2, wp::float32> var_25;
    wp::vec_t<2, wp::float32> var_26;
    bool var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::float32 var_30 = 0.5;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::float32 var_33 = 0.2;
    const wp::float32 var_34 = 1.8;
    wp::float32 var_35;
    wp::float32 var_36;
    //---------
    // forward
    // def function_000002_f3(p0: float, p1: wp.vec3, p2: wp.vec2) -> float:                  <L 28>
    // v6 = function_000002_f2(wp.vec3(wp.dot(p1, p1), (p0 / (wp.abs(p0) + 1.0)), wp.atan(p0)), ((p0 + p0) * (p1 @ wp.identity(n=3, dtype=float) * -0.5)))       <L 29>
    var_0 = wp::dot(var_p1, var_p1);
    var_1 = wp::abs(var_p0);
    var_3 = wp::add(var_1, var_2);
    var_4 = wp::div(var_p0, var_3);
    var_5 = wp::atan(var_p0);
    var_6 = wp::vec_t<3, wp::float32>(var_0, var_4, var_5);
    var_7 = wp::add(var_p0, var_p0);
    var_9 = wp::identity<3, wp::float32>();
    var_10 = wp::mul(var_p1, var_9);
    var_12 = wp::mul(var_10, var_11);
    var_13 = wp::mul(var_7, var_12);
    var_14 = function_000002_f2_0(var_6, var_13);
    // v7 = (wp.normalize(wp.max(p2, wp.vec2(-1.5, 0.2))) - wp.vec2(wp.cosh(wp.clamp(p0, -3.0, 3.0)), wp.length_sq(p2)))       <L 30>
    var_17 = wp::vec_t<2, wp::float32>(var_15, var_16);
    var_18 = wp::max(var_p2, var_17);
    var_19 = wp::normalize(var_18);
    var_22 = wp::clamp(var_p0, var_20, var_21);
    var_23 = wp::cosh(var_22);
    var_24 = wp::length_sq(var_p2);
    var_25 = wp::vec_t<2, wp::float32>(var_23, var_24);
    var_26 = wp::sub(var_19, var_25);
    // if p0 > p0:                                                                            <L 31>
    var_27 = (var_p0 > var_p0);
    if (var_27) {
        // return wp.copysign(p0, p0)                                                         <L 32>
        var_28 = wp::copysign(var_p0, var_p0);
        return var_28;
    }
    // return wp.erfcinv(wp.clamp(wp.atan2(p0, wp.abs(p0) + 0.5), 0.2, 1.8))                  <L 33>
    var_29 = wp::abs(var_p0);
    var_31 = wp::add(var_29, var_30);
    var_32 = wp::atan2(var_p0, var_31);
    var_35 = wp::clamp(var_32, var_33, var_34);
    var_36 = wp::erfcinv(var_35);
    return var_36;
}


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
    const wp::float32 var_8 = -1.97;
    const wp::float32 var_9 = 0.25;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::vec_t<2, wp::float32> var_16;
    wp::float32 var_17;
    wp::vec_t<3, wp::float32> var_18;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
    //---------
    // forward
    // def function_000002_f0(p0: float, p1: wp.vec2, p2: wp.vec3, arr: wp.array(dtype=float), idx: int) -> wp.vec3:       <L 5>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 6>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = wp.vec2((wp.clamp(v0, -1.97, 0.25) - (p0 + p0)), (wp.dot(p2, p2) * (p0 * v0)))       <L 7>
    var_10 = wp::clamp(var_6, var_8, var_9);
    var_11 = wp::add(var_p0, var_p0);
    var_12 = wp::sub(var_10, var_11);
    var_13 = wp::dot(var_p2, var_p2);
    var_14 = wp::mul(var_p0, var_6);
    var_15 = wp::mul(var_13, var_14);
    var_16 = wp::vec_t<2, wp::float32>(var_12, var_15);
    // v2 = p0                                                                                <L 8>
    var_17 = wp::copy(var_p0);
    // return ((p2 - p2) - (p2 * v2))                                                         <L 9>
    var_18 = wp::sub(var_p2, var_p2);
    var_19 = wp::mul(var_p2, var_17);
    var_20 = wp::sub(var_18, var_19);
    return var_20;
}


// function-000002.py:12
static CUDA_CALLABLE wp::vec_t<3, wp::float32> function_000002_f1_0(
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
    const wp::float32 var_8 = 0.2;
    const wp::float32 var_9 = 1.8;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 3;
    wp::mat_t<3, 3, wp::float32> var_13;
    const wp::float32 var_14 = -1.07;
    wp::mat_t<3, 3, wp::float32> var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    bool var_19;
    wp::vec_t<3, wp::float32> var_20;
    //---------
    // forward
    // def function_000002_f1(p0: float, p1: wp.vec3, arr: wp.array(dtype=float), idx: int) -> wp.vec3:       <L 13>
    // v3 = arr[idx % arr.shape[0]]                                                           <L 14>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v4 = wp.ceil((wp.erfcinv(wp.clamp(p0, 0.2, 1.8)) + wp.trace(wp.identity(n=3, dtype=float) * -1.07)))       <L 15>
    var_10 = wp::clamp(var_p0, var_8, var_9);
    var_11 = wp::erfcinv(var_10);
    var_13 = wp::identity<3, wp::float32>();
    var_15 = wp::mul(var_13, var_14);
    var_16 = wp::trace(var_15);
    var_17 = wp::add(var_11, var_16);
    var_18 = wp::ceil(var_17);
    // if p0 > v4:                                                                            <L 16>
    var_19 = (var_p0 > var_18);
    if (var_19) {
        // return wp.lerp(p1, p1, v4)                                                         <L 17>
        var_20 = wp::lerp(var_p1, var_p1, var_18);
        return var_20;
    }
    // return p1                                                                              <L 18>
    return var_p1;
}


// function-000002.py:21
static CUDA_CALLABLE void adj_function_000002_f2_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::vec_t<3, wp::float32> & adj_p1,
    wp::vec_t<3, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    wp::vec_t<3, wp::float32> var_0;
    //---------
    // dual vars
    wp::vec_t<3, wp::float32> adj_0 = {};
    //---------
    // forward
    // def function_000002_f2(p0: wp.vec3, p1: wp.vec3) -> wp.vec3:                           <L 22>
    // v5 = wp.normalize(p0)                                                                  <L 23>
    var_0 = wp::normalize(var_p0);
    // return p0                                                                              <L 24>
    goto label0;
    //---------
    // reverse
    label0:;
    adj_p0 += adj_ret;
    // adj: return p0                                                                         <L 24>
    wp::adj_normalize(var_p0, var_0, adj_p0, adj_0);
    // adj: v5 = wp.normalize(p0)                                                             <L 23>
    // adj: def function_000002_f2(p0: wp.vec3, p1: wp.vec3) -> wp.vec3:                      <L 22>
    return;
}


// function-000002.py:27
static CUDA_CALLABLE void adj_function_000002_f3_0(
    wp::float32 var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::vec_t<2, wp::float32> var_p2,
    wp::float32 & adj_p0,
    wp::vec_t<3, wp::float32> & adj_p1,
    wp::vec_t<2, wp::float32> & adj_p2,
    wp::float32 & adj_ret)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    const wp::float32 var_2 = 1.0;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32 var_7;
    const wp::int32 var_8 = 3;
    wp::mat_t<3, 3, wp::float32> var_9;
    wp::vec_t<3, wp::float32> var_10;
    const wp::float32 var_11 = -0.5;
    wp::vec_t<3, wp::float32> var_12;
    wp::vec_t<3, wp::float32> var_13;
    wp::vec_t<3, wp::float32> var_14;
    const wp::float32 var_15 = -1.5;
    const wp::float32 var_16 = 0.2;
    wp::vec_t<2, wp::float32> var_17;
    wp::vec_t<2, wp::float32> var_18;
    wp::vec_t<2, wp::float32> var_19;
    const wp::float32 var_20 = -3.0;
    const wp::float32 var_21 = 3.0;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::vec_t<2, wp::float32> var_25;
    wp::vec_t<2, wp::float32> var_26;
    bool var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::float32 var_30 = 0.5;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::float32 var_33 = 0.2;
    const wp::float32 var_34 = 1.8;
    wp::float32 var_35;
    wp::float32 var_36;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::float32 adj_7 = {};
    wp::int32 adj_8 = {};
    wp::mat_t<3, 3, wp::float32> adj_9 = {};
    wp::vec_t<3, wp::float32> adj_10 = {};
    wp::float32 adj_11 = {};
    wp::vec_t<3, wp::float32> adj_12 = {};
    wp::vec_t<3, wp::float32> adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::vec_t<2, wp::float32> adj_17 = {};
    wp::vec_t<2, wp::float32> adj_18 = {};
    wp::vec_t<2, wp::float32> adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::vec_t<2, wp::float32> adj_25 = {};
    wp::vec_t<2, wp::float32> adj_26 = {};
    bool adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    //---------
    // forward
    // def function_000002_f3(p0: float, p1: wp.vec3, p2: wp.vec2) -> float:                  <L 28>
    // v6 = function_000002_f2(wp.vec3(wp.dot(p1, p1), (p0 / (wp.abs(p0) + 1.0)), wp.atan(p0)), ((p0 + p0) * (p1 @ wp.identity(n=3, dtype=float) * -0.5)))       <L 29>
    var_0 = wp::dot(var_p1, var_p1);
    var_1 = wp::abs(var_p0);
    var_3 = wp::add(var_1, var_2);
    var_4 = wp::div(var_p0, var_3);
    var_5 = wp::atan(var_p0);
    var_6 = wp::vec_t<3, wp::float32>(var_0, var_4, var_5);
    var_7 = wp::add(var_p0, var_p0);
    var_9 = wp::identity<3, wp::float32>();
    var_10 = wp::mul(var_p1, var_9);
    var_12 = wp::mul(var_10, var_11);
    var_13 = wp::mul(var_7, var_12);
    var_14 = function_000002_f2_0(var_6, var_13);
    // v7 = (wp.normalize(wp.max(p2, wp.vec2(-1.5, 0.2))) - wp.vec2(wp.cosh(wp.clamp(p0, -3.0, 3.0)), wp.length_sq(p2)))       <L 30>
    var_17 = wp::vec_t<2, wp::float32>(var_15, var_16);
    var_18 = wp::max(var_p2, var_17);
    var_19 = wp::normalize(var_18);
    var_22 = wp::clamp(var_p0, var_20, var_21);
    var_23 = wp::cosh(var_22);
    var_24 = wp::length_sq(var_p2);
    var_25 = wp::vec_t<2, wp::float32>(var_23, var_24);
    var_26 = wp::sub(var_19, var_25);
    // if p0 > p0:                                                                            <L 31>
    var_27 = (var_p0 > var_p0);
    if (var_27) {
        // return wp.copysign(p0, p0)                                                         <L 32>
        var_28 = wp::copysign(var_p0, var_p0);
        goto label0;
    }
    // return wp.erfcinv(wp.clamp(wp.atan2(p0, wp.abs(p0) + 0.5), 0.2, 1.8))                  <L 33>
    var_29 = wp::abs(var_p0);
    var_31 = wp::add(var_29, var_30);
    var_32 = wp::atan2(var_p0, var_31);
    var_35 = wp::clamp(var_32, var_33, var_34);
    var_36 = wp::erfcinv(var_35);
    goto label1;
    //---------
    // reverse
    label1:;
    adj_36 += adj_ret;
    wp::adj_erfcinv(var_35, var_36, adj_35, adj_36);
    wp::adj_clamp(var_32, var_33, var_34, adj_32, adj_33, adj_34, adj_35);
    wp::adj_atan2(var_p0, var_31, adj_p0, adj_31, adj_32);
    wp::adj_add(var_29, var_30, adj_29, adj_30, adj_31);
    wp::adj_abs(var_p0, adj_p0, adj_29);
    // adj: return wp.erfcinv(wp.clamp(wp.atan2(p0, wp.abs(p0) + 0.5), 0.2, 1.8))             <L 33>
    if (var_27) {
        label0:;
        adj_28 += adj_ret;
        wp::adj_copysign(var_p0, var_p0, adj_p0, adj_p0, adj_28);
        // adj: return wp.copysign(p0, p0)                                                    <L 32>
    }
    // adj: if p0 > p0:                                                                       <L 31>
    wp::adj_sub(var_19, var_25, adj_19, adj_25, adj_26);
    wp::adj_vec_t(var_23, var_24, adj_23, adj_24, adj_25);
    wp::adj_length_sq(var_p2, adj_p2, adj_24);
    wp::adj_cosh(var_22, adj_22, adj_23);
    wp::adj_clamp(var_p0, var_20, var_21, adj_p0, adj_20, adj_21, adj_22);
    wp::adj_normalize(var_18, var_19, adj_18, adj_19);
    wp::adj_max(var_p2, var_17, adj_p2, adj_17, adj_18);
    wp::adj_vec_t(var_15, var_16, adj_15, adj_16, adj_17);
    // adj: v7 = (wp.normalize(wp.max(p2, wp.vec2(-1.5, 0.2))) - wp.vec2(wp.cosh(wp.clamp(p0, -3.0, 3.0)), wp.length_sq(p2)))  <L 30>
    adj_function_000002_f2_0(var_6, var_13, adj_6, adj_13, adj_14);
    wp::adj_mul(var_7, var_12, adj_7, adj_12, adj_13);
    wp::adj_mul(var_10, var_11, adj_10, adj_11, adj_12);
    wp::adj_mul(var_p1, var_9, adj_p1, adj_9, adj_10);
    wp::adj_add(var_p0, var_p0, adj_p0, adj_p0, adj_7);
    wp::adj_vec_t(var_0, var_4, var_5, adj_0, adj_4, adj_5, adj_6);
    wp::adj_atan(var_p0, adj_p0, adj_5);
    wp::adj_div(var_p0, var_3, var_4, adj_p0, adj_3, adj_4);
    wp::adj_add(var_1, var_2, adj_1, adj_2, adj_3);
    wp::adj_abs(var_p0, adj_p0, adj_1);
    wp::adj_dot(var_p1, var_p1, adj_p1, adj_p1, adj_0);
    // adj: v6 = function_000002_f2(wp.vec3(wp.dot(p1, p1), (p0 / (wp.abs(p0) + 1.0)), wp.atan(p0)), ((p0 + p0) * (p1 @ wp.identity(n=3, dtype=float) * -0.5)))  <L 29>
    // adj: def function_000002_f3(p0: float, p1: wp.vec3, p2: wp.vec2) -> float:             <L 28>
    return;
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
    const wp::float32 var_8 = -1.97;
    const wp::float32 var_9 = 0.25;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::vec_t<2, wp::float32> var_16;
    wp::float32 var_17;
    wp::vec_t<3, wp::float32> var_18;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
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
    wp::vec_t<2, wp::float32> adj_16 = {};
    wp::float32 adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    wp::vec_t<3, wp::float32> adj_19 = {};
    wp::vec_t<3, wp::float32> adj_20 = {};
    //---------
    // forward
    // def function_000002_f0(p0: float, p1: wp.vec2, p2: wp.vec3, arr: wp.array(dtype=float), idx: int) -> wp.vec3:       <L 5>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 6>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = wp.vec2((wp.clamp(v0, -1.97, 0.25) - (p0 + p0)), (wp.dot(p2, p2) * (p0 * v0)))       <L 7>
    var_10 = wp::clamp(var_6, var_8, var_9);
    var_11 = wp::add(var_p0, var_p0);
    var_12 = wp::sub(var_10, var_11);
    var_13 = wp::dot(var_p2, var_p2);
    var_14 = wp::mul(var_p0, var_6);
    var_15 = wp::mul(var_13, var_14);
    var_16 = wp::vec_t<2, wp::float32>(var_12, var_15);
    // v2 = p0                                                                                <L 8>
    var_17 = wp::copy(var_p0);
    // return ((p2 - p2) - (p2 * v2))                                                         <L 9>
    var_18 = wp::sub(var_p2, var_p2);
    var_19 = wp::mul(var_p2, var_17);
    var_20 = wp::sub(var_18, var_19);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_20 += adj_ret;
    wp::adj_sub(var_18, var_19, adj_18, adj_19, adj_20);
    wp::adj_mul(var_p2, var_17, adj_p2, adj_17, adj_19);
    wp::adj_sub(var_p2, var_p2, adj_p2, adj_p2, adj_18);
    // adj: return ((p2 - p2) - (p2 * v2))                                                    <L 9>
    wp::adj_copy(var_p0, adj_p0, adj_17);
    // adj: v2 = p0                                                                           <L 8>
    wp::adj_vec_t(var_12, var_15, adj_12, adj_15, adj_16);
    wp::adj_mul(var_13, var_14, adj_13, adj_14, adj_15);
    wp::adj_mul(var_p0, var_6, adj_p0, adj_6, adj_14);
    wp::adj_dot(var_p2, var_p2, adj_p2, adj_p2, adj_13);
    wp::adj_sub(var_10, var_11, adj_10, adj_11, adj_12);
    wp::adj_add(var_p0, var_p0, adj_p0, adj_p0, adj_11);
    wp::adj_clamp(var_6, var_8, var_9, adj_6, adj_8, adj_9, adj_10);
    // adj: v1 = wp.vec2((wp.clamp(v0, -1.97, 0.25) - (p0 + p0)), (wp.dot(p2, p2) * (p0 * v0)))  <L 7>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_arr, var_4, adj_arr, adj_4, adj_5);
    wp::adj_mod(var_idx, var_2, adj_idx, adj_2, adj_4);
    adj_arr.shape = adj_0;
    // adj: v0 = arr[idx % arr.shape[0]]                                                      <L 6>
    // adj: def function_000002_f0(p0: float, p1: wp.vec2, p2: wp.vec3, arr: wp.array(dtype=float), idx: int) -> wp.vec3:  <L 5>
    return;
}


// function-000002.py:12
static CUDA_CALLABLE void adj_function_000002_f1_0(
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
    const wp::float32 var_8 = 0.2;
    const wp::float32 var_9 = 1.8;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 3;
    wp::mat_t<3, 3, wp::float32> var_13;
    const wp::float32 var_14 = -1.07;
    wp::mat_t<3, 3, wp::float32> var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    bool var_19;
    wp::vec_t<3, wp::float32> var_20;
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
    wp::int32 adj_12 = {};
    wp::mat_t<3, 3, wp::float32> adj_13 = {};
    wp::float32 adj_14 = {};
    wp::mat_t<3, 3, wp::float32> adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    bool adj_19 = {};
    wp::vec_t<3, wp::float32> adj_20 = {};
    //---------
    // forward
    // def function_000002_f1(p0: float, p1: wp.vec3, arr: wp.array(dtype=float), idx: int) -> wp.vec3:       <L 13>
    // v3 = arr[idx % arr.shape[0]]                                                           <L 14>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v4 = wp.ceil((wp.erfcinv(wp.clamp(p0, 0.2, 1.8)) + wp.trace(wp.identity(n=3, dtype=float) * -1.07)))       <L 15>
    var_10 = wp::clamp(var_p0, var_8, var_9);
    var_11 = wp::erfcinv(var_10);
    var_13 = wp::identity<3, wp::float32>();
    var_15 = wp::mul(var_13, var_14);
    var_16 = wp::trace(var_15);
    var_17 = wp::add(var_11, var_16);
    var_18 = wp::ceil(var_17);
    // if p0 > v4:                                                                            <L 16>
    var_19 = (var_p0 > var_18);
    if (var_19) {
        // return wp.lerp(p1, p1, v4)                                                         <L 17>
        var_20 = wp::lerp(var_p1, var_p1, var_18);
        goto label0;
    }
    // return p1                                                                              <L 18>
    goto label1;
    //---------
    // reverse
    label1:;
    adj_p1 += adj_ret;
    // adj: return p1                                                                         <L 18>
    if (var_19) {
        label0:;
        adj_20 += adj_ret;
        wp::adj_lerp(var_p1, var_p1, var_18, adj_p1, adj_p1, adj_18, adj_20);
        // adj: return wp.lerp(p1, p1, v4)                                                    <L 17>
    }
    // adj: if p0 > v4:                                                                       <L 16>
    wp::adj_add(var_11, var_16, adj_11, adj_16, adj_17);
    wp::adj_trace(var_15, adj_15, adj_16);
    wp::adj_mul(var_13, var_14, adj_13, adj_14, adj_15);
    wp::adj_erfcinv(var_10, var_11, adj_10, adj_11);
    wp::adj_clamp(var_p0, var_8, var_9, adj_p0, adj_8, adj_9, adj_10);
    // adj: v4 = wp.ceil((wp.erfcinv(wp.clamp(p0, 0.2, 1.8)) + wp.trace(wp.identity(n=3, dtype=float) * -1.07)))  <L 15>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_arr, var_4, adj_arr, adj_4, adj_5);
    wp::adj_mod(var_idx, var_2, adj_idx, adj_2, adj_4);
    adj_arr.shape = adj_0;
    // adj: v3 = arr[idx % arr.shape[0]]                                                      <L 14>
    // adj: def function_000002_f1(p0: float, p1: wp.vec3, arr: wp.array(dtype=float), idx: int) -> wp.vec3:  <L 13>
    return;
}



extern "C" __global__ void function_000002_975ee524_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1)
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
        const wp::int32 var_4 = 0;
        const wp::float32 var_5 = -0.4;
        wp::float32 var_6;
        const wp::float32 var_7 = -0.9;
        const wp::float32 var_8 = -2.0;
        const wp::float32 var_9 = 0.25;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        const wp::float32 var_14 = -1.0;
        const wp::float32 var_15 = 1.0;
        const wp::float32 var_16 = 0.04;
        wp::vec_t<3, wp::float32> var_17;
        const wp::float32 var_18 = 1.57;
        const wp::float32 var_19 = 1.1;
        wp::vec_t<2, wp::float32> var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        const wp::float32 var_23 = 0.646;
        wp::float32 var_24;
        const wp::float32 var_25 = 0.7;
        const wp::float32 var_26 = -0.936;
        const wp::float32 var_27 = -1.2;
        wp::vec_t<3, wp::float32> var_28;
        wp::vec_t<3, wp::float32> var_29;
        const wp::float32 var_30 = 1.479;
        const wp::float32 var_31 = -1.9;
        const wp::float32 var_32 = 1.428;
        wp::vec_t<3, wp::float32> var_33;
        const wp::float32 var_34 = -1.93;
        const wp::float32 var_35 = -0.383;
        wp::vec_t<2, wp::float32> var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = 1.47;
        const wp::float32 var_39 = -1.74;
        wp::vec_t<2, wp::float32> var_40;
        const wp::float32 var_41 = 0.7;
        const wp::float32 var_42 = -0.1;
        wp::vec_t<2, wp::float32> var_43;
        wp::vec_t<2, wp::float32> var_44;
        wp::vec_t<2, wp::float32> var_45;
        wp::float32 var_46;
        const wp::int32 var_47 = 1;
        const wp::float32 var_48 = -0.4;
        wp::float32 var_49;
        const wp::float32 var_50 = -0.9;
        const wp::float32 var_51 = -2.0;
        const wp::float32 var_52 = 0.25;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float32 var_55;
        wp::float32 var_56;
        const wp::float32 var_57 = -1.0;
        const wp::float32 var_58 = 1.0;
        const wp::float32 var_59 = 0.04;
        wp::vec_t<3, wp::float32> var_60;
        const wp::float32 var_61 = 1.57;
        const wp::float32 var_62 = 1.1;
        wp::vec_t<2, wp::float32> var_63;
        wp::float32 var_64;
        wp::float32 var_65;
        const wp::float32 var_66 = 0.646;
        wp::float32 var_67;
        const wp::float32 var_68 = 0.7;
        const wp::float32 var_69 = -0.936;
        const wp::float32 var_70 = -1.2;
        wp::vec_t<3, wp::float32> var_71;
        wp::vec_t<3, wp::float32> var_72;
        const wp::float32 var_73 = 1.479;
        const wp::float32 var_74 = -1.9;
        const wp::float32 var_75 = 1.428;
        wp::vec_t<3, wp::float32> var_76;
        const wp::float32 var_77 = -1.93;
        const wp::float32 var_78 = -0.383;
        wp::vec_t<2, wp::float32> var_79;
        wp::float32 var_80;
        const wp::float32 var_81 = 1.47;
        const wp::float32 var_82 = -1.74;
        wp::vec_t<2, wp::float32> var_83;
        const wp::float32 var_84 = 0.7;
        const wp::float32 var_85 = -0.1;
        wp::vec_t<2, wp::float32> var_86;
        wp::vec_t<2, wp::float32> var_87;
        wp::vec_t<2, wp::float32> var_88;
        wp::float32 var_89;
        const wp::int32 var_90 = 2;
        const wp::float32 var_91 = -0.4;
        wp::float32 var_92;
        const wp::float32 var_93 = -0.9;
        const wp::float32 var_94 = -2.0;
        const wp::float32 var_95 = 0.25;
        wp::float32 var_96;
        wp::float32 var_97;
        wp::float32 var_98;
        wp::float32 var_99;
        const wp::float32 var_100 = -1.0;
        const wp::float32 var_101 = 1.0;
        const wp::float32 var_102 = 0.04;
        wp::vec_t<3, wp::float32> var_103;
        const wp::float32 var_104 = 1.57;
        const wp::float32 var_105 = 1.1;
        wp::vec_t<2, wp::float32> var_106;
        wp::float32 var_107;
        wp::float32 var_108;
        const wp::float32 var_109 = 0.646;
        wp::float32 var_110;
        const wp::float32 var_111 = 0.7;
        const wp::float32 var_112 = -0.936;
        const wp::float32 var_113 = -1.2;
        wp::vec_t<3, wp::float32> var_114;
        wp::vec_t<3, wp::float32> var_115;
        const wp::float32 var_116 = 1.479;
        const wp::float32 var_117 = -1.9;
        const wp::float32 var_118 = 1.428;
        wp::vec_t<3, wp::float32> var_119;
        const wp::float32 var_120 = -1.93;
        const wp::float32 var_121 = -0.383;
        wp::vec_t<2, wp::float32> var_122;
        wp::float32 var_123;
        const wp::float32 var_124 = 1.47;
        const wp::float32 var_125 = -1.74;
        wp::vec_t<2, wp::float32> var_126;
        const wp::float32 var_127 = 0.7;
        const wp::float32 var_128 = -0.1;
        wp::vec_t<2, wp::float32> var_129;
        wp::vec_t<2, wp::float32> var_130;
        wp::vec_t<2, wp::float32> var_131;
        wp::float32 var_132;
        const wp::int32 var_133 = 3;
        const wp::float32 var_134 = -0.4;
        wp::float32 var_135;
        const wp::float32 var_136 = -0.9;
        const wp::float32 var_137 = -2.0;
        const wp::float32 var_138 = 0.25;
        wp::float32 var_139;
        wp::float32 var_140;
        wp::float32 var_141;
        wp::float32 var_142;
        const wp::float32 var_143 = -1.0;
        const wp::float32 var_144 = 1.0;
        const wp::float32 var_145 = 0.04;
        wp::vec_t<3, wp::float32> var_146;
        const wp::float32 var_147 = 1.57;
        const wp::float32 var_148 = 1.1;
        wp::vec_t<2, wp::float32> var_149;
        wp::float32 var_150;
        wp::float32 var_151;
        const wp::float32 var_152 = 0.646;
        wp::float32 var_153;
        const wp::float32 var_154 = 0.7;
        const wp::float32 var_155 = -0.936;
        const wp::float32 var_156 = -1.2;
        wp::vec_t<3, wp::float32> var_157;
        wp::vec_t<3, wp::float32> var_158;
        const wp::float32 var_159 = 1.479;
        const wp::float32 var_160 = -1.9;
        const wp::float32 var_161 = 1.428;
        wp::vec_t<3, wp::float32> var_162;
        const wp::float32 var_163 = -1.93;
        const wp::float32 var_164 = -0.383;
        wp::vec_t<2, wp::float32> var_165;
        wp::float32 var_166;
        const wp::float32 var_167 = 1.47;
        const wp::float32 var_168 = -1.74;
        wp::vec_t<2, wp::float32> var_169;
        const wp::float32 var_170 = 0.7;
        const wp::float32 var_171 = -0.1;
        wp::vec_t<2, wp::float32> var_172;
        wp::vec_t<2, wp::float32> var_173;
        wp::vec_t<2, wp::float32> var_174;
        wp::float32 var_175;
        const wp::float32 var_176 = -1.64;
        wp::vec_t<3, wp::float32> var_177;
        const wp::float32 var_178 = -0.36;
        const wp::float32 var_179 = 1.165;
        const wp::float32 var_180 = 1.6;
        wp::vec_t<3, wp::float32> var_181;
        wp::vec_t<3, wp::float32> var_182;
        const wp::float32 var_183 = -0.3;
        wp::vec_t<2, wp::float32> var_184;
        wp::vec_t<2, wp::float32> var_185;
        wp::float32 var_186;
        wp::vec_t<3, wp::float32> var_187;
        const wp::float32 var_188 = 1.73;
        bool var_189;
        const wp::float32 var_190 = 0.7;
        const wp::float32 var_191 = 0.881;
        wp::vec_t<2, wp::float32> var_192;
        const wp::float32 var_193 = -0.1;
        const wp::float32 var_194 = -0.5;
        wp::vec_t<2, wp::float32> var_195;
        wp::vec_t<2, wp::float32> var_196;
        const wp::float32 var_197 = 1.86;
        wp::vec_t<2, wp::float32> var_198;
        wp::vec_t<2, wp::float32> var_199;
        wp::float32 var_200;
        const wp::float32 var_201 = 1.1;
        const wp::float32 var_202 = 1.389;
        const wp::float32 var_203 = 0.2;
        wp::vec_t<2, wp::float32> var_204;
        wp::vec_t<3, wp::float32> var_205;
        const wp::float32 var_206 = 1.6;
        wp::vec_t<2, wp::float32> var_207;
        wp::float32 var_208;
        const wp::float32 var_209 = 1.407;
        const wp::float32 var_210 = 1.2;
        const wp::float32 var_211 = -0.26;
        wp::vec_t<3, wp::float32> var_212;
        wp::mat_t<3, 3, wp::float32> var_213;
        wp::vec_t<3, wp::float32> var_214;
        wp::int32 var_215;
        wp::vec_t<3, wp::float32> var_216;
        wp::vec_t<3, wp::float32> var_217;
        wp::vec_t<3, wp::float32> var_218;
        const wp::float32 var_219 = 1.892;
        const wp::float32 var_220 = 0.567;
        const wp::float32 var_221 = -0.52;
        wp::vec_t<3, wp::float32> var_222;
        const wp::int32 var_223 = -1;
        wp::vec_t<3, wp::float32> var_224;
        const wp::float32 var_225 = 0.4;
        const wp::float32 var_226 = 0.3;
        const wp::float32 var_227 = -1.589;
        wp::vec_t<3, wp::float32> var_228;
        wp::vec_t<3, wp::float32> var_229;
        wp::vec_t<3, wp::float32> var_230;
        const wp::float32 var_231 = 0.13;
        wp::vec_t<3, wp::float32> var_232;
        wp::vec_t<3, wp::float32> var_233;
        wp::vec_t<3, wp::float32> var_234;
        wp::vec_t<3, wp::float32> var_235;
        wp::vec_t<3, wp::float32> var_236;
        wp::vec_t<3, wp::float32> var_237;
        const wp::float32 var_238 = 0.56;
        wp::vec_t<3, wp::float32> var_239;
        wp::vec_t<3, wp::float32> var_240;
        //---------
        // forward
        // def function_000002(x0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.vec3)):       <L 37>
        // tid = wp.tid()                                                                         <L 38>
        var_0 = builtin_tid1d();
        // v8 = x0[tid]                                                                           <L 39>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // for j9 in range(4):                                                                    <L 40>
        // v8 = v8 + wp.sin((wp.floor(-0.4) * wp.lerp(-0.9, -2.0, 0.25)))                         <L 41>
        var_6 = wp::floor(var_5);
        var_10 = wp::lerp(var_7, var_8, var_9);
        var_11 = wp::mul(var_6, var_10);
        var_12 = wp::sin(var_11);
        var_13 = wp::add(var_2, var_12);
        // v10 = function_000002_f3(wp.smoothstep(-1.0, 1.0, function_000002_f3(v8, wp.vec3(0.04), wp.vec2(1.57, 1.1))) * 0.646, wp.normalize(wp.vec3(0.7, -0.936, -1.2)), (function_000002_f3(v8, wp.vec3(1.479, -1.9, 1.428), wp.vec2(-1.93, -0.383)) * wp.lerp(wp.vec2(1.47, -1.74), wp.vec2(0.7, -0.1), v8)))       <L 42>
        var_17 = wp::vec_t<3, wp::float32>(var_16);
        var_20 = wp::vec_t<2, wp::float32>(var_18, var_19);
        var_21 = function_000002_f3_0(var_13, var_17, var_20);
        var_22 = wp::smoothstep(var_14, var_15, var_21);
        var_24 = wp::mul(var_22, var_23);
        var_28 = wp::vec_t<3, wp::float32>(var_25, var_26, var_27);
        var_29 = wp::normalize(var_28);
        var_33 = wp::vec_t<3, wp::float32>(var_30, var_31, var_32);
        var_36 = wp::vec_t<2, wp::float32>(var_34, var_35);
        var_37 = function_000002_f3_0(var_13, var_33, var_36);
        var_40 = wp::vec_t<2, wp::float32>(var_38, var_39);
        var_43 = wp::vec_t<2, wp::float32>(var_41, var_42);
        var_44 = wp::lerp(var_40, var_43, var_13);
        var_45 = wp::mul(var_37, var_44);
        var_46 = function_000002_f3_0(var_24, var_29, var_45);
        // v8 = v8 + wp.sin((wp.floor(-0.4) * wp.lerp(-0.9, -2.0, 0.25)))                         <L 41>
        var_49 = wp::floor(var_48);
        var_53 = wp::lerp(var_50, var_51, var_52);
        var_54 = wp::mul(var_49, var_53);
        var_55 = wp::sin(var_54);
        var_56 = wp::add(var_13, var_55);
        // v10 = function_000002_f3(wp.smoothstep(-1.0, 1.0, function_000002_f3(v8, wp.vec3(0.04), wp.vec2(1.57, 1.1))) * 0.646, wp.normalize(wp.vec3(0.7, -0.936, -1.2)), (function_000002_f3(v8, wp.vec3(1.479, -1.9, 1.428), wp.vec2(-1.93, -0.383)) * wp.lerp(wp.vec2(1.47, -1.74), wp.vec2(0.7, -0.1), v8)))       <L 42>
        var_60 = wp::vec_t<3, wp::float32>(var_59);
        var_63 = wp::vec_t<2, wp::float32>(var_61, var_62);
        var_64 = function_000002_f3_0(var_56, var_60, var_63);
        var_65 = wp::smoothstep(var_57, var_58, var_64);
        var_67 = wp::mul(var_65, var_66);
        var_71 = wp::vec_t<3, wp::float32>(var_68, var_69, var_70);
        var_72 = wp::normalize(var_71);
        var_76 = wp::vec_t<3, wp::float32>(var_73, var_74, var_75);
        var_79 = wp::vec_t<2, wp::float32>(var_77, var_78);
        var_80 = function_000002_f3_0(var_56, var_76, var_79);
        var_83 = wp::vec_t<2, wp::float32>(var_81, var_82);
        var_86 = wp::vec_t<2, wp::float32>(var_84, var_85);
        var_87 = wp::lerp(var_83, var_86, var_56);
        var_88 = wp::mul(var_80, var_87);
        var_89 = function_000002_f3_0(var_67, var_72, var_88);
        // v8 = v8 + wp.sin((wp.floor(-0.4) * wp.lerp(-0.9, -2.0, 0.25)))                         <L 41>
        var_92 = wp::floor(var_91);
        var_96 = wp::lerp(var_93, var_94, var_95);
        var_97 = wp::mul(var_92, var_96);
        var_98 = wp::sin(var_97);
        var_99 = wp::add(var_56, var_98);
        // v10 = function_000002_f3(wp.smoothstep(-1.0, 1.0, function_000002_f3(v8, wp.vec3(0.04), wp.vec2(1.57, 1.1))) * 0.646, wp.normalize(wp.vec3(0.7, -0.936, -1.2)), (function_000002_f3(v8, wp.vec3(1.479, -1.9, 1.428), wp.vec2(-1.93, -0.383)) * wp.lerp(wp.vec2(1.47, -1.74), wp.vec2(0.7, -0.1), v8)))       <L 42>
        var_103 = wp::vec_t<3, wp::float32>(var_102);
        var_106 = wp::vec_t<2, wp::float32>(var_104, var_105);
        var_107 = function_000002_f3_0(var_99, var_103, var_106);
        var_108 = wp::smoothstep(var_100, var_101, var_107);
        var_110 = wp::mul(var_108, var_109);
        var_114 = wp::vec_t<3, wp::float32>(var_111, var_112, var_113);
        var_115 = wp::normalize(var_114);
        var_119 = wp::vec_t<3, wp::float32>(var_116, var_117, var_118);
        var_122 = wp::vec_t<2, wp::float32>(var_120, var_121);
        var_123 = function_000002_f3_0(var_99, var_119, var_122);
        var_126 = wp::vec_t<2, wp::float32>(var_124, var_125);
        var_129 = wp::vec_t<2, wp::float32>(var_127, var_128);
        var_130 = wp::lerp(var_126, var_129, var_99);
        var_131 = wp::mul(var_123, var_130);
        var_132 = function_000002_f3_0(var_110, var_115, var_131);
        // v8 = v8 + wp.sin((wp.floor(-0.4) * wp.lerp(-0.9, -2.0, 0.25)))                         <L 41>
        var_135 = wp::floor(var_134);
        var_139 = wp::lerp(var_136, var_137, var_138);
        var_140 = wp::mul(var_135, var_139);
        var_141 = wp::sin(var_140);
        var_142 = wp::add(var_99, var_141);
        // v10 = function_000002_f3(wp.smoothstep(-1.0, 1.0, function_000002_f3(v8, wp.vec3(0.04), wp.vec2(1.57, 1.1))) * 0.646, wp.normalize(wp.vec3(0.7, -0.936, -1.2)), (function_000002_f3(v8, wp.vec3(1.479, -1.9, 1.428), wp.vec2(-1.93, -0.383)) * wp.lerp(wp.vec2(1.47, -1.74), wp.vec2(0.7, -0.1), v8)))       <L 42>
        var_146 = wp::vec_t<3, wp::float32>(var_145);
        var_149 = wp::vec_t<2, wp::float32>(var_147, var_148);
        var_150 = function_000002_f3_0(var_142, var_146, var_149);
        var_151 = wp::smoothstep(var_143, var_144, var_150);
        var_153 = wp::mul(var_151, var_152);
        var_157 = wp::vec_t<3, wp::float32>(var_154, var_155, var_156);
        var_158 = wp::normalize(var_157);
        var_162 = wp::vec_t<3, wp::float32>(var_159, var_160, var_161);
        var_165 = wp::vec_t<2, wp::float32>(var_163, var_164);
        var_166 = function_000002_f3_0(var_142, var_162, var_165);
        var_169 = wp::vec_t<2, wp::float32>(var_167, var_168);
        var_172 = wp::vec_t<2, wp::float32>(var_170, var_171);
        var_173 = wp::lerp(var_169, var_172, var_142);
        var_174 = wp::mul(var_166, var_173);
        var_175 = function_000002_f3_0(var_153, var_158, var_174);
        // v11 = wp.vec3(-1.64)                                                                   <L 43>
        var_177 = wp::vec_t<3, wp::float32>(var_176);
        // v12 = function_000002_f3(function_000002_f3(v8, wp.cross(v11, wp.vec3(-0.36, 1.165, 1.6)), wp.normalize(wp.vec2(-0.3))), wp.normalize(v11), (wp.where(1.73 > v8, wp.vec2(0.7, 0.881), wp.vec2(-0.1, -0.5)) + wp.vec2(1.86)))       <L 44>
        var_181 = wp::vec_t<3, wp::float32>(var_178, var_179, var_180);
        var_182 = wp::cross(var_177, var_181);
        var_184 = wp::vec_t<2, wp::float32>(var_183);
        var_185 = wp::normalize(var_184);
        var_186 = function_000002_f3_0(var_142, var_182, var_185);
        var_187 = wp::normalize(var_177);
        var_189 = (var_188 > var_142);
        var_192 = wp::vec_t<2, wp::float32>(var_190, var_191);
        var_195 = wp::vec_t<2, wp::float32>(var_193, var_194);
        var_196 = wp::where(var_189, var_192, var_195);
        var_198 = wp::vec_t<2, wp::float32>(var_197);
        var_199 = wp::add(var_196, var_198);
        var_200 = function_000002_f3_0(var_186, var_187, var_199);
        // v13 = function_000002_f0(1.1, wp.vec2(1.389, 0.2), v11, x0, tid)                       <L 45>
        var_204 = wp::vec_t<2, wp::float32>(var_202, var_203);
        var_205 = function_000002_f0_0(var_201, var_204, var_177, var_x0, var_0);
        // v14 = function_000002_f1(function_000002_f3(v8, v13, wp.vec2(1.6)), (wp.diag(wp.vec3(1.407, 1.2, -0.26)) @ v13), x0, (tid + tid))       <L 46>
        var_207 = wp::vec_t<2, wp::float32>(var_206);
        var_208 = function_000002_f3_0(var_142, var_205, var_207);
        var_212 = wp::vec_t<3, wp::float32>(var_209, var_210, var_211);
        var_213 = wp::diag(var_212);
        var_214 = wp::mul(var_213, var_205);
        var_215 = wp::add(var_0, var_0);
        var_216 = function_000002_f1_0(var_208, var_214, var_x0, var_215);
        // out0[tid] = v11 + v13 + v14 + wp.max(function_000002_f1(v8, wp.vec3(1.892, 0.567, -0.52), x0, (-1)), (wp.vec3(0.4, 0.3, -1.589) * v8)) * 0.13       <L 47>
        var_217 = wp::add(var_177, var_205);
        var_218 = wp::add(var_217, var_216);
        var_222 = wp::vec_t<3, wp::float32>(var_219, var_220, var_221);
        var_224 = function_000002_f1_0(var_142, var_222, var_x0, var_223);
        var_228 = wp::vec_t<3, wp::float32>(var_225, var_226, var_227);
        var_229 = wp::mul(var_228, var_142);
        var_230 = wp::max(var_224, var_229);
        var_232 = wp::mul(var_230, var_231);
        var_233 = wp::add(var_218, var_232);
        wp::array_store(var_out0, var_0, var_233);
        // out1[tid] = v11 + v13 + v14 + function_000002_f2(v13, function_000002_f2(v11, v11)) * 0.56       <L 48>
        var_234 = wp::add(var_177, var_205);
        var_235 = wp::add(var_234, var_216);
        var_236 = function_000002_f2_0(var_177, var_177);
        var_237 = function_000002_f2_0(var_205, var_236);
        var_239 = wp::mul(var_237, var_238);
        var_240 = wp::add(var_235, var_239);
        wp::array_store(var_out1, var_0, var_240);
    }
}



extern "C" __global__ void function_000002_975ee524_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out1)
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
        const wp::int32 var_4 = 0;
        const wp::float32 var_5 = -0.4;
        wp::float32 var_6;
        const wp::float32 var_7 = -0.9;
        const wp::float32 var_8 = -2.0;
        const wp::float32 var_9 = 0.25;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        const wp::float32 var_14 = -1.0;
        const wp::float32 var_15 = 1.0;
        const wp::float32 var_16 = 0.04;
        wp::vec_t<3, wp::float32> var_17;
        const wp::float32 var_18 = 1.57;
        const wp::float32 var_19 = 1.1;
        wp::vec_t<2, wp::float32> var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        const wp::float32 var_23 = 0.646;
        wp::float32 var_24;
        const wp::float32 var_25 = 0.7;
        const wp::float32 var_26 = -0.936;
        const wp::float32 var_27 = -1.2;
        wp::vec_t<3, wp::float32> var_28;
        wp::vec_t<3, wp::float32> var_29;
        const wp::float32 var_30 = 1.479;
        const wp::float32 var_31 = -1.9;
        const wp::float32 var_32 = 1.428;
        wp::vec_t<3, wp::float32> var_33;
        const wp::float32 var_34 = -1.93;
        const wp::float32 var_35 = -0.383;
        wp::vec_t<2, wp::float32> var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = 1.47;
        const wp::float32 var_39 = -1.74;
        wp::vec_t<2, wp::float32> var_40;
        const wp::float32 var_41 = 0.7;
        const wp::float32 var_42 = -0.1;
        wp::vec_t<2, wp::float32> var_43;
        wp::vec_t<2, wp::float32> var_44;
        wp::vec_t<2, wp::float32> var_45;
        wp::float32 var_46;
        const wp::int32 var_47 = 1;
        const wp::float32 var_48 = -0.4;
        wp::float32 var_49;
        const wp::float32 var_50 = -0.9;
        const wp::float32 var_51 = -2.0;
        const wp::float32 var_52 = 0.25;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float32 var_55;
        wp::float32 var_56;
        const wp::float32 var_57 = -1.0;
        const wp::float32 var_58 = 1.0;
        const wp::float32 var_59 = 0.04;
        wp::vec_t<3, wp::float32> var_60;
        const wp::float32 var_61 = 1.57;
        const wp::float32 var_62 = 1.1;
        wp::vec_t<2, wp::float32> var_63;
        wp::float32 var_64;
        wp::float32 var_65;
        const wp::float32 var_66 = 0.646;
        wp::float32 var_67;
        const wp::float32 var_68 = 0.7;
        const wp::float32 var_69 = -0.936;
        const wp::float32 var_70 = -1.2;
        wp::vec_t<3, wp::float32> var_71;
        wp::vec_t<3, wp::float32> var_72;
        const wp::float32 var_73 = 1.479;
        const wp::float32 var_74 = -1.9;
        const wp::float32 var_75 = 1.428;
        wp::vec_t<3, wp::float32> var_76;
        const wp::float32 var_77 = -1.93;
        const wp::float32 var_78 = -0.383;
        wp::vec_t<2, wp::float32> var_79;
        wp::float32 var_80;
        const wp::float32 var_81 = 1.47;
        const wp::float32 var_82 = -1.74;
        wp::vec_t<2, wp::float32> var_83;
        const wp::float32 var_84 = 0.7;
        const wp::float32 var_85 = -0.1;
        wp::vec_t<2, wp::float32> var_86;
        wp::vec_t<2, wp::float32> var_87;
        wp::vec_t<2, wp::float32> var_88;
        wp::float32 var_89;
        const wp::int32 var_90 = 2;
        const wp::float32 var_91 = -0.4;
        wp::float32 var_92;
        const wp::float32 var_93 = -0.9;
        const wp::float32 var_94 = -2.0;
        const wp::float32 var_95 = 0.25;
        wp::float32 var_96;
        wp::float32 var_97;
        wp::float32 var_98;
        wp::float32 var_99;
        const wp::float32 var_100 = -1.0;
        const wp::float32 var_101 = 1.0;
        const wp::float32 var_102 = 0.04;
        wp::vec_t<3, wp::float32> var_103;
        const wp::float32 var_104 = 1.57;
        const wp::float32 var_105 = 1.1;
        wp::vec_t<2, wp::float32> var_106;
        wp::float32 var_107;
        wp::float32 var_108;
        const wp::float32 var_109 = 0.646;
        wp::float32 var_110;
        const wp::float32 var_111 = 0.7;
        const wp::float32 var_112 = -0.936;
        const wp::float32 var_113 = -1.2;
        wp::vec_t<3, wp::float32> var_114;
        wp::vec_t<3, wp::float32> var_115;
        const wp::float32 var_116 = 1.479;
        const wp::float32 var_117 = -1.9;
        const wp::float32 var_118 = 1.428;
        wp::vec_t<3, wp::float32> var_119;
        const wp::float32 var_120 = -1.93;
        const wp::float32 var_121 = -0.383;
        wp::vec_t<2, wp::float32> var_122;
        wp::float32 var_123;
        const wp::float32 var_124 = 1.47;
        const wp::float32 var_125 = -1.74;
        wp::vec_t<2, wp::float32> var_126;
        const wp::float32 var_127 = 0.7;
        const wp::float32 var_128 = -0.1;
        wp::vec_t<2, wp::float32> var_129;
        wp::vec_t<2, wp::float32> var_130;
        wp::vec_t<2, wp::float32> var_131;
        wp::float32 var_132;
        const wp::int32 var_133 = 3;
        const wp::float32 var_134 = -0.4;
        wp::float32 var_135;
        const wp::float32 var_136 = -0.9;
        const wp::float32 var_137 = -2.0;
        const wp::float32 var_138 = 0.25;
        wp::float32 var_139;
        wp::float32 var_140;
        wp::float32 var_141;
        wp::float32 var_142;
        const wp::float32 var_143 = -1.0;
        const wp::float32 var_144 = 1.0;
        const wp::float32 var_145 = 0.04;
        wp::vec_t<3, wp::float32> var_146;
        const wp::float32 var_147 = 1.57;
        const wp::float32 var_148 = 1.1;
        wp::vec_t<2, wp::float32> var_149;
        wp::float32 var_150;
        wp::float32 var_151;
        const wp::float32 var_152 = 0.646;
        wp::float32 var_153;
        const wp::float32 var_154 = 0.7;
        const wp::float32 var_155 = -0.936;
        const wp::float32 var_156 = -1.2;
        wp::vec_t<3, wp::float32> var_157;
        wp::vec_t<3, wp::float32> var_158;
        const wp::float32 var_159 = 1.479;
        const wp::float32 var_160 = -1.9;
        const wp::float32 var_161 = 1.428;
        wp::vec_t<3, wp::float32> var_162;
        const wp::float32 var_163 = -1.93;
        const wp::float32 var_164 = -0.383;
        wp::vec_t<2, wp::float32> var_165;
        wp::float32 var_166;
        const wp::float32 var_167 = 1.47;
        const wp::float32 var_168 = -1.74;
        wp::vec_t<2, wp::float32> var_169;
        const wp::float32 var_170 = 0.7;
        const wp::float32 var_171 = -0.1;
        wp::vec_t<2, wp::float32> var_172;
        wp::vec_t<2, wp::float32> var_173;
        wp::vec_t<2, wp::float32> var_174;
        wp::float32 var_175;
        const wp::float32 var_176 = -1.64;
        wp::vec_t<3, wp::float32> var_177;
        const wp::float32 var_178 = -0.36;
        const wp::float32 var_179 = 1.165;
        const wp::float32 var_180 = 1.6;
        wp::vec_t<3, wp::float32> var_181;
        wp::vec_t<3, wp::float32> var_182;
        const wp::float32 var_183 = -0.3;
        wp::vec_t<2, wp::float32> var_184;
        wp::vec_t<2, wp::float32> var_185;
        wp::float32 var_186;
        wp::vec_t<3, wp::float32> var_187;
        const wp::float32 var_188 = 1.73;
        bool var_189;
        const wp::float32 var_190 = 0.7;
        const wp::float32 var_191 = 0.881;
        wp::vec_t<2, wp::float32> var_192;
        const wp::float32 var_193 = -0.1;
        const wp::float32 var_194 = -0.5;
        wp::vec_t<2, wp::float32> var_195;
        wp::vec_t<2, wp::float32> var_196;
        const wp::float32 var_197 = 1.86;
        wp::vec_t<2, wp::float32> var_198;
        wp::vec_t<2, wp::float32> var_199;
        wp::float32 var_200;
        const wp::float32 var_201 = 1.1;
        const wp::float32 var_202 = 1.389;
        const wp::float32 var_203 = 0.2;
        wp::vec_t<2, wp::float32> var_204;
        wp::vec_t<3, wp::float32> var_205;
        const wp::float32 var_206 = 1.6;
        wp::vec_t<2, wp::float32> var_207;
        wp::float32 var_208;
        const wp::float32 var_209 = 1.407;
        const wp::float32 var_210 = 1.2;
        const wp::float32 var_211 = -0.26;
        wp::vec_t<3, wp::float32> var_212;
        wp::mat_t<3, 3, wp::float32> var_213;
        wp::vec_t<3, wp::float32> var_214;
        wp::int32 var_215;
        wp::vec_t<3, wp::float32> var_216;
        wp::vec_t<3, wp::float32> var_217;
        wp::vec_t<3, wp::float32> var_218;
        const wp::float32 var_219 = 1.892;
        const wp::float32 var_220 = 0.567;
        const wp::float32 var_221 = -0.52;
        wp::vec_t<3, wp::float32> var_222;
        const wp::int32 var_223 = -1;
        wp::vec_t<3, wp::float32> var_224;
        const wp::float32 var_225 = 0.4;
        const wp::float32 var_226 = 0.3;
        const wp::float32 var_227 = -1.589;
        wp::vec_t<3, wp::float32> var_228;
        wp::vec_t<3, wp::float32> var_229;
        wp::vec_t<3, wp::float32> var_230;
        const wp::float32 var_231 = 0.13;
        wp::vec_t<3, wp::float32> var_232;
        wp::vec_t<3, wp::float32> var_233;
        wp::vec_t<3, wp::float32> var_234;
        wp::vec_t<3, wp::float32> var_235;
        wp::vec_t<3, wp::float32> var_236;
        wp::vec_t<3, wp::float32> var_237;
        const wp::float32 var_238 = 0.56;
        wp::vec_t<3, wp::float32> var_239;
        wp::vec_t<3, wp::float32> var_240;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
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
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::vec_t<2, wp::float32> adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::vec_t<3, wp::float32> adj_28 = {};
        wp::vec_t<3, wp::float32> adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::vec_t<3, wp::float32> adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::vec_t<2, wp::float32> adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::vec_t<2, wp::float32> adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::vec_t<2, wp::float32> adj_43 = {};
        wp::vec_t<2, wp::float32> adj_44 = {};
        wp::vec_t<2, wp::float32> adj_45 = {};
        wp::float32 adj_46 = {};
        wp::int32 adj_47 = {};
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
        wp::float32 adj_59 = {};
        wp::vec_t<3, wp::float32> adj_60 = {};
        wp::float32 adj_61 = {};
        wp::float32 adj_62 = {};
        wp::vec_t<2, wp::float32> adj_63 = {};
        wp::float32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::float32 adj_66 = {};
        wp::float32 adj_67 = {};
        wp::float32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::float32 adj_70 = {};
        wp::vec_t<3, wp::float32> adj_71 = {};
        wp::vec_t<3, wp::float32> adj_72 = {};
        wp::float32 adj_73 = {};
        wp::float32 adj_74 = {};
        wp::float32 adj_75 = {};
        wp::vec_t<3, wp::float32> adj_76 = {};
        wp::float32 adj_77 = {};
        wp::float32 adj_78 = {};
        wp::vec_t<2, wp::float32> adj_79 = {};
        wp::float32 adj_80 = {};
        wp::float32 adj_81 = {};
        wp::float32 adj_82 = {};
        wp::vec_t<2, wp::float32> adj_83 = {};
        wp::float32 adj_84 = {};
        wp::float32 adj_85 = {};
        wp::vec_t<2, wp::float32> adj_86 = {};
        wp::vec_t<2, wp::float32> adj_87 = {};
        wp::vec_t<2, wp::float32> adj_88 = {};
        wp::float32 adj_89 = {};
        wp::int32 adj_90 = {};
        wp::float32 adj_91 = {};
        wp::float32 adj_92 = {};
        wp::float32 adj_93 = {};
        wp::float32 adj_94 = {};
        wp::float32 adj_95 = {};
        wp::float32 adj_96 = {};
        wp::float32 adj_97 = {};
        wp::float32 adj_98 = {};
        wp::float32 adj_99 = {};
        wp::float32 adj_100 = {};
        wp::float32 adj_101 = {};
        wp::float32 adj_102 = {};
        wp::vec_t<3, wp::float32> adj_103 = {};
        wp::float32 adj_104 = {};
        wp::float32 adj_105 = {};
        wp::vec_t<2, wp::float32> adj_106 = {};
        wp::float32 adj_107 = {};
        wp::float32 adj_108 = {};
        wp::float32 adj_109 = {};
        wp::float32 adj_110 = {};
        wp::float32 adj_111 = {};
        wp::float32 adj_112 = {};
        wp::float32 adj_113 = {};
        wp::vec_t<3, wp::float32> adj_114 = {};
        wp::vec_t<3, wp::float32> adj_115 = {};
        wp::float32 adj_116 = {};
        wp::float32 adj_117 = {};
        wp::float32 adj_118 = {};
        wp::vec_t<3, wp::float32> adj_119 = {};
        wp::float32 adj_120 = {};
        wp::float32 adj_121 = {};
        wp::vec_t<2, wp::float32> adj_122 = {};
        wp::float32 adj_123 = {};
        wp::float32 adj_124 = {};
        wp::float32 adj_125 = {};
        wp::vec_t<2, wp::float32> adj_126 = {};
        wp::float32 adj_127 = {};
        wp::float32 adj_128 = {};
        wp::vec_t<2, wp::float32> adj_129 = {};
        wp::vec_t<2, wp::float32> adj_130 = {};
        wp::vec_t<2, wp::float32> adj_131 = {};
        wp::float32 adj_132 = {};
        wp::int32 adj_133 = {};
        wp::float32 adj_134 = {};
        wp::float32 adj_135 = {};
        wp::float32 adj_136 = {};
        wp::float32 adj_137 = {};
        wp::float32 adj_138 = {};
        wp::float32 adj_139 = {};
        wp::float32 adj_140 = {};
        wp::float32 adj_141 = {};
        wp::float32 adj_142 = {};
        wp::float32 adj_143 = {};
        wp::float32 adj_144 = {};
        wp::float32 adj_145 = {};
        wp::vec_t<3, wp::float32> adj_146 = {};
        wp::float32 adj_147 = {};
        wp::float32 adj_148 = {};
        wp::vec_t<2, wp::float32> adj_149 = {};
        wp::float32 adj_150 = {};
        wp::float32 adj_151 = {};
        wp::float32 adj_152 = {};
        wp::float32 adj_153 = {};
        wp::float32 adj_154 = {};
        wp::float32 adj_155 = {};
        wp::float32 adj_156 = {};
        wp::vec_t<3, wp::float32> adj_157 = {};
        wp::vec_t<3, wp::float32> adj_158 = {};
        wp::float32 adj_159 = {};
        wp::float32 adj_160 = {};
        wp::float32 adj_161 = {};
        wp::vec_t<3, wp::float32> adj_162 = {};
        wp::float32 adj_163 = {};
        wp::float32 adj_164 = {};
        wp::vec_t<2, wp::float32> adj_165 = {};
        wp::float32 adj_166 = {};
        wp::float32 adj_167 = {};
        wp::float32 adj_168 = {};
        wp::vec_t<2, wp::float32> adj_169 = {};
        wp::float32 adj_170 = {};
        wp::float32 adj_171 = {};
        wp::vec_t<2, wp::float32> adj_172 = {};
        wp::vec_t<2, wp::float32> adj_173 = {};
        wp::vec_t<2, wp::float32> adj_174 = {};
        wp::float32 adj_175 = {};
        wp::float32 adj_176 = {};
        wp::vec_t<3, wp::float32> adj_177 = {};
        wp::float32 adj_178 = {};
        wp::float32 adj_179 = {};
        wp::float32 adj_180 = {};
        wp::vec_t<3, wp::float32> adj_181 = {};
        wp::vec_t<3, wp::float32> adj_182 = {};
        wp::float32 adj_183 = {};
        wp::vec_t<2, wp::float32> adj_184 = {};
        wp::vec_t<2, wp::float32> adj_185 = {};
        wp::float32 adj_186 = {};
        wp::vec_t<3, wp::float32> adj_187 = {};
        wp::float32 adj_188 = {};
        bool adj_189 = {};
        wp::float32 adj_190 = {};
        wp::float32 adj_191 = {};
        wp::vec_t<2, wp::float32> adj_192 = {};
        wp::float32 adj_193 = {};
        wp::float32 adj_194 = {};
        wp::vec_t<2, wp::float32> adj_195 = {};
        wp::vec_t<2, wp::float32> adj_196 = {};
        wp::float32 adj_197 = {};
        wp::vec_t<2, wp::float32> adj_198 = {};
        wp::vec_t<2, wp::float32> adj_199 = {};
        wp::float32 adj_200 = {};
        wp::float32 adj_201 = {};
        wp::float32 adj_202 = {};
        wp::float32 adj_203 = {};
        wp::vec_t<2, wp::float32> adj_204 = {};
        wp::vec_t<3, wp::float32> adj_205 = {};
        wp::float32 adj_206 = {};
        wp::vec_t<2, wp::float32> adj_207 = {};
        wp::float32 adj_208 = {};
        wp::float32 adj_209 = {};
        wp::float32 adj_210 = {};
        wp::float32 adj_211 = {};
        wp::vec_t<3, wp::float32> adj_212 = {};
        wp::mat_t<3, 3, wp::float32> adj_213 = {};
        wp::vec_t<3, wp::float32> adj_214 = {};
        wp::int32 adj_215 = {};
        wp::vec_t<3, wp::float32> adj_216 = {};
        wp::vec_t<3, wp::float32> adj_217 = {};
        wp::vec_t<3, wp::float32> adj_218 = {};
        wp::float32 adj_219 = {};
        wp::float32 adj_220 = {};
        wp::float32 adj_221 = {};
        wp::vec_t<3, wp::float32> adj_222 = {};
        wp::int32 adj_223 = {};
        wp::vec_t<3, wp::float32> adj_224 = {};
        wp::float32 adj_225 = {};
        wp::float32 adj_226 = {};
        wp::float32 adj_227 = {};
        wp::vec_t<3, wp::float32> adj_228 = {};
        wp::vec_t<3, wp::float32> adj_229 = {};
        wp::vec_t<3, wp::float32> adj_230 = {};
        wp::float32 adj_231 = {};
        wp::vec_t<3, wp::float32> adj_232 = {};
        wp::vec_t<3, wp::float32> adj_233 = {};
        wp::vec_t<3, wp::float32> adj_234 = {};
        wp::vec_t<3, wp::float32> adj_235 = {};
        wp::vec_t<3, wp::float32> adj_236 = {};
        wp::vec_t<3, wp::float32> adj_237 = {};
        wp::float32 adj_238 = {};
        wp::vec_t<3, wp::float32> adj_239 = {};
        wp::vec_t<3, wp::float32> adj_240 = {};
        //---------
        // forward
        // def function_000002(x0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.vec3)):       <L 37>
        // tid = wp.tid()                                                                         <L 38>
        var_0 = builtin_tid1d();
        // v8 = x0[tid]                                                                           <L 39>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // for j9 in range(4):                                                                    <L 40>
        // v8 = v8 + wp.sin((wp.floor(-0.4) * wp.lerp(-0.9, -2.0, 0.25)))                         <L 41>
        var_6 = wp::floor(var_5);
        var_10 = wp::lerp(var_7, var_8, var_9);
        var_11 = wp::mul(var_6, var_10);
        var_12 = wp::sin(var_11);
        var_13 = wp::add(var_2, var_12);
        // v10 = function_000002_f3(wp.smoothstep(-1.0, 1.0, function_000002_f3(v8, wp.vec3(0.04), wp.vec2(1.57, 1.1))) * 0.646, wp.normalize(wp.vec3(0.7, -0.936, -1.2)), (function_000002_f3(v8, wp.vec3(1.479, -1.9, 1.428), wp.vec2(-1.93, -0.383)) * wp.lerp(wp.vec2(1.47, -1.74), wp.vec2(0.7, -0.1), v8)))       <L 42>
        var_17 = wp::vec_t<3, wp::float32>(var_16);
        var_20 = wp::vec_t<2, wp::float32>(var_18, var_19);
        var_21 = function_000002_f3_0(var_13, var_17, var_20);
        var_22 = wp::smoothstep(var_14, var_15, var_21);
        var_24 = wp::mul(var_22, var_23);
        var_28 = wp::vec_t<3, wp::float32>(var_25, var_26, var_27);
        var_29 = wp::normalize(var_28);
        var_33 = wp::vec_t<3, wp::float32>(var_30, var_31, var_32);
        var_36 = wp::vec_t<2, wp::float32>(var_34, var_35);
        var_37 = function_000002_f3_0(var_13, var_33, var_36);
        var_40 = wp::vec_t<2, wp::float32>(var_38, var_39);
        var_43 = wp::vec_t<2, wp::float32>(var_41, var_42);
        var_44 = wp::lerp(var_40, var_43, var_13);
        var_45 = wp::mul(var_37, var_44);
        var_46 = function_000002_f3_0(var_24, var_29, var_45);
        // v8 = v8 + wp.sin((wp.floor(-0.4) * wp.lerp(-0.9, -2.0, 0.25)))                         <L 41>
        var_49 = wp::floor(var_48);
        var_53 = wp::lerp(var_50, var_51, var_52);
        var_54 = wp::mul(var_49, var_53);
        var_55 = wp::sin(var_54);
        var_56 = wp::add(var_13, var_55);
        // v10 = function_000002_f3(wp.smoothstep(-1.0, 1.0, function_000002_f3(v8, wp.vec3(0.04), wp.vec2(1.57, 1.1))) * 0.646, wp.normalize(wp.vec3(0.7, -0.936, -1.2)), (function_000002_f3(v8, wp.vec3(1.479, -1.9, 1.428), wp.vec2(-1.93, -0.383)) * wp.lerp(wp.vec2(1.47, -1.74), wp.vec2(0.7, -0.1), v8)))       <L 42>
        var_60 = wp::vec_t<3, wp::float32>(var_59);
        var_63 = wp::vec_t<2, wp::float32>(var_61, var_62);
        var_64 = function_000002_f3_0(var_56, var_60, var_63);
        var_65 = wp::smoothstep(var_57, var_58, var_64);
        var_67 = wp::mul(var_65, var_66);
        var_71 = wp::vec_t<3, wp::float32>(var_68, var_69, var_70);
        var_72 = wp::normalize(var_71);
        var_76 = wp::vec_t<3, wp::float32>(var_73, var_74, var_75);
        var_79 = wp::vec_t<2, wp::float32>(var_77, var_78);
        var_80 = function_000002_f3_0(var_56, var_76, var_79);
        var_83 = wp::vec_t<2, wp::float32>(var_81, var_82);
        var_86 = wp::vec_t<2, wp::float32>(var_84, var_85);
        var_87 = wp::lerp(var_83, var_86, var_56);
        var_88 = wp::mul(var_80, var_87);
        var_89 = function_000002_f3_0(var_67, var_72, var_88);
        // v8 = v8 + wp.sin((wp.floor(-0.4) * wp.lerp(-0.9, -2.0, 0.25)))                         <L 41>
        var_92 = wp::floor(var_91);
        var_96 = wp::lerp(var_93, var_94, var_95);
        var_97 = wp::mul(var_92, var_96);
        var_98 = wp::sin(var_97);
        var_99 = wp::add(var_56, var_98);
        // v10 = function_000002_f3(wp.smoothstep(-1.0, 1.0, function_000002_f3(v8, wp.vec3(0.04), wp.vec2(1.57, 1.1))) * 0.646, wp.normalize(wp.vec3(0.7, -0.936, -1.2)), (function_000002_f3(v8, wp.vec3(1.479, -1.9, 1.428), wp.vec2(-1.93, -0.383)) * wp.lerp(wp.vec2(1.47, -1.74), wp.vec2(0.7, -0.1), v8)))       <L 42>
        var_103 = wp::vec_t<3, wp::float32>(var_102);
        var_106 = wp::vec_t<2, wp::float32>(var_104, var_105);
        var_107 = function_000002_f3_0(var_99, var_103, var_106);
        var_108 = wp::smoothstep(var_100, var_101, var_107);
        var_110 = wp::mul(var_108, var_109);
        var_114 = wp::vec_t<3, wp::float32>(var_111, var_112, var_113);
        var_115 = wp::normalize(var_114);
        var_119 = wp::vec_t<3, wp::float32>(var_116, var_117, var_118);
        var_122 = wp::vec_t<2, wp::float32>(var_120, var_121);
        var_123 = function_000002_f3_0(var_99, var_119, var_122);
        var_126 = wp::vec_t<2, wp::float32>(var_124, var_125);
        var_129 = wp::vec_t<2, wp::float32>(var_127, var_128);
        var_130 = wp::lerp(var_126, var_129, var_99);
        var_131 = wp::mul(var_123, var_130);
        var_132 = function_000002_f3_0(var_110, var_115, var_131);
        // v8 = v8 + wp.sin((wp.floor(-0.4) * wp.lerp(-0.9, -2.0, 0.25)))                         <L 41>
        var_135 = wp::floor(var_134);
        var_139 = wp::lerp(var_136, var_137, var_138);
        var_140 = wp::mul(var_135, var_139);
        var_141 = wp::sin(var_140);
        var_142 = wp::add(var_99, var_141);
        // v10 = function_000002_f3(wp.smoothstep(-1.0, 1.0, function_000002_f3(v8, wp.vec3(0.04), wp.vec2(1.57, 1.1))) * 0.646, wp.normalize(wp.vec3(0.7, -0.936, -1.2)), (function_000002_f3(v8, wp.vec3(1.479, -1.9, 1.428), wp.vec2(-1.93, -0.383)) * wp.lerp(wp.vec2(1.47, -1.74), wp.vec2(0.7, -0.1), v8)))       <L 42>
        var_146 = wp::vec_t<3, wp::float32>(var_145);
        var_149 = wp::vec_t<2, wp::float32>(var_147, var_148);
        var_150 = function_000002_f3_0(var_142, var_146, var_149);
        var_151 = wp::smoothstep(var_143, var_144, var_150);
        var_153 = wp::mul(var_151, var_152);
        var_157 = wp::vec_t<3, wp::float32>(var_154, var_155, var_156);
        var_158 = wp::normalize(var_157);
        var_162 = wp::vec_t<3, wp::float32>(var_159, var_160, var_161);
        var_165 = wp::vec_t<2, wp::float32>(var_163, var_164);
        var_166 = function_000002_f3_0(var_142, var_162, var_165);
        var_169 = wp::vec_t<2, wp::float32>(var_167, var_168);
        var_172 = wp::vec_t<2, wp::float32>(var_170, var_171);
        var_173 = wp::lerp(var_169, var_172, var_142);
        var_174 = wp::mul(var_166, var_173);
        var_175 = function_000002_f3_0(var_153, var_158, var_174);
        // v11 = wp.vec3(-1.64)                                                                   <L 43>
        var_177 = wp::vec_t<3, wp::float32>(var_176);
        // v12 = function_000002_f3(function_000002_f3(v8, wp.cross(v11, wp.vec3(-0.36, 1.165, 1.6)), wp.normalize(wp.vec2(-0.3))), wp.normalize(v11), (wp.where(1.73 > v8, wp.vec2(0.7, 0.881), wp.vec2(-0.1, -0.5)) + wp.vec2(1.86)))       <L 44>
        var_181 = wp::vec_t<3, wp::float32>(var_178, var_179, var_180);
        var_182 = wp::cross(var_177, var_181);
        var_184 = wp::vec_t<2, wp::float32>(var_183);
        var_185 = wp::normalize(var_184);
        var_186 = function_000002_f3_0(var_142, var_182, var_185);
        var_187 = wp::normalize(var_177);
        var_189 = (var_188 > var_142);
        var_192 = wp::vec_t<2, wp::float32>(var_190, var_191);
        var_195 = wp::vec_t<2, wp::float32>(var_193, var_194);
        var_196 = wp::where(var_189, var_192, var_195);
        var_198 = wp::vec_t<2, wp::float32>(var_197);
        var_199 = wp::add(var_196, var_198);
        var_200 = function_000002_f3_0(var_186, var_187, var_199);
        // v13 = function_000002_f0(1.1, wp.vec2(1.389, 0.2), v11, x0, tid)                       <L 45>
        var_204 = wp::vec_t<2, wp::float32>(var_202, var_203);
        var_205 = function_000002_f0_0(var_201, var_204, var_177, var_x0, var_0);
        // v14 = function_000002_f1(function_000002_f3(v8, v13, wp.vec2(1.6)), (wp.diag(wp.vec3(1.407, 1.2, -0.26)) @ v13), x0, (tid + tid))       <L 46>
        var_207 = wp::vec_t<2, wp::float32>(var_206);
        var_208 = function_000002_f3_0(var_142, var_205, var_207);
        var_212 = wp::vec_t<3, wp::float32>(var_209, var_210, var_211);
        var_213 = wp::diag(var_212);
        var_214 = wp::mul(var_213, var_205);
        var_215 = wp::add(var_0, var_0);
        var_216 = function_000002_f1_0(var_208, var_214, var_x0, var_215);
        // out0[tid] = v11 + v13 + v14 + wp.max(function_000002_f1(v8, wp.vec3(1.892, 0.567, -0.52), x0, (-1)), (wp.vec3(0.4, 0.3, -1.589) * v8)) * 0.13       <L 47>
        var_217 = wp::add(var_177, var_205);
        var_218 = wp::add(var_217, var_216);
        var_222 = wp::vec_t<3, wp::float32>(var_219, var_220, var_221);
        var_224 = function_000002_f1_0(var_142, var_222, var_x0, var_223);
        var_228 = wp::vec_t<3, wp::float32>(var_225, var_226, var_227);
        var_229 = wp::mul(var_228, var_142);
        var_230 = wp::max(var_224, var_229);
        var_232 = wp::mul(var_230, var_231);
        var_233 = wp::add(var_218, var_232);
        // wp::array_store(var_out0, var_0, var_233);
        // out1[tid] = v11 + v13 + v14 + function_000002_f2(v13, function_000002_f2(v11, v11)) * 0.56       <L 48>
        var_234 = wp::add(var_177, var_205);
        var_235 = wp::add(var_234, var_216);
        var_236 = function_000002_f2_0(var_177, var_177);
        var_237 = function_000002_f2_0(var_205, var_236);
        var_239 = wp::mul(var_237, var_238);
        var_240 = wp::add(var_235, var_239);
        // wp::array_store(var_out1, var_0, var_240);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_240, adj_out1, adj_0, adj_240);
        wp::adj_add(var_235, var_239, adj_235, adj_239, adj_240);
        wp::adj_mul(var_237, var_238, adj_237, adj_238, adj_239);
        adj_function_000002_f2_0(var_205, var_236, adj_205, adj_236, adj_237);
        adj_function_000002_f2_0(var_177, var_177, adj_177, adj_177, adj_236);
        wp::adj_add(var_234, var_216, adj_234, adj_216, adj_235);
        wp::adj_add(var_177, var_205, adj_177, adj_205, adj_234);
        // adj: out1[tid] = v11 + v13 + v14 + function_000002_f2(v13, function_000002_f2(v11, v11)) * 0.56  <L 48>
        wp::adj_array_store(var_out0, var_0, var_233, adj_out0, adj_0, adj_233);
        wp::adj_add(var_218, var_232, adj_218, adj_232, adj_233);
        wp::adj_mul(var_230, var_231, adj_230, adj_231, adj_232);
        wp::adj_max(var_224, var_229, adj_224, adj_229, adj_230);
        wp::adj_mul(var_228, var_142, adj_228, adj_142, adj_229);
        wp::adj_vec_t(var_225, var_226, var_227, adj_225, adj_226, adj_227, adj_228);
        adj_function_000002_f1_0(var_142, var_222, var_x0, var_223, adj_142, adj_222, adj_x0, adj_223, adj_224);
        wp::adj_vec_t(var_219, var_220, var_221, adj_219, adj_220, adj_221, adj_222);
        wp::adj_add(var_217, var_216, adj_217, adj_216, adj_218);
        wp::adj_add(var_177, var_205, adj_177, adj_205, adj_217);
        // adj: out0[tid] = v11 + v13 + v14 + wp.max(function_000002_f1(v8, wp.vec3(1.892, 0.567, -0.52), x0, (-1)), (wp.vec3(0.4, 0.3, -1.589) * v8)) * 0.13  <L 47>
        adj_function_000002_f1_0(var_208, var_214, var_x0, var_215, adj_208, adj_214, adj_x0, adj_215, adj_216);
        wp::adj_add(var_0, var_0, adj_0, adj_0, adj_215);
        wp::adj_mul(var_213, var_205, adj_213, adj_205, adj_214);
        wp::adj_diag(var_212, adj_212, adj_213);
        wp::adj_vec_t(var_209, var_210, var_211, adj_209, adj_210, adj_211, adj_212);
        adj_function_000002_f3_0(var_142, var_205, var_207, adj_142, adj_205, adj_207, adj_208);
        wp::adj_vec_t(var_206, adj_206, adj_207);
        // adj: v14 = function_000002_f1(function_000002_f3(v8, v13, wp.vec2(1.6)), (wp.diag(wp.vec3(1.407, 1.2, -0.26)) @ v13), x0, (tid + tid))  <L 46>
        adj_function_000002_f0_0(var_201, var_204, var_177, var_x0, var_0, adj_201, adj_204, adj_177, adj_x0, adj_0, adj_205);
        wp::adj_vec_t(var_202, var_203, adj_202, adj_203, adj_204);
        // adj: v13 = function_000002_f0(1.1, wp.vec2(1.389, 0.2), v11, x0, tid)                  <L 45>
        adj_function_000002_f3_0(var_186, var_187, var_199, adj_186, adj_187, adj_199, adj_200);
        wp::adj_add(var_196, var_198, adj_196, adj_198, adj_199);
        wp::adj_vec_t(var_197, adj_197, adj_198);
        wp::adj_where(var_189, var_192, var_195, adj_189, adj_192, adj_195, adj_196);
        wp::adj_vec_t(var_193, var_194, adj_193, adj_194, adj_195);
        wp::adj_vec_t(var_190, var_191, adj_190, adj_191, adj_192);
        wp::adj_normalize(var_177, var_187, adj_177, adj_187);
        adj_function_000002_f3_0(var_142, var_182, var_185, adj_142, adj_182, adj_185, adj_186);
        wp::adj_normalize(var_184, var_185, adj_184, adj_185);
        wp::adj_vec_t(var_183, adj_183, adj_184);
        wp::adj_cross(var_177, var_181, adj_177, adj_181, adj_182);
        wp::adj_vec_t(var_178, var_179, var_180, adj_178, adj_179, adj_180, adj_181);
        // adj: v12 = function_000002_f3(function_000002_f3(v8, wp.cross(v11, wp.vec3(-0.36, 1.165, 1.6)), wp.normalize(wp.vec2(-0.3))), wp.normalize(v11), (wp.where(1.73 > v8, wp.vec2(0.7, 0.881), wp.vec2(-0.1, -0.5)) + wp.vec2(1.86)))  <L 44>
        wp::adj_vec_t(var_176, adj_176, adj_177);
        // adj: v11 = wp.vec3(-1.64)                                                              <L 43>
        adj_function_000002_f3_0(var_153, var_158, var_174, adj_153, adj_158, adj_174, adj_175);
        wp::adj_mul(var_166, var_173, adj_166, adj_173, adj_174);
        wp::adj_lerp(var_169, var_172, var_142, adj_169, adj_172, adj_142, adj_173);
        wp::adj_vec_t(var_170, var_171, adj_170, adj_171, adj_172);
        wp::adj_vec_t(var_167, var_168, adj_167, adj_168, adj_169);
        adj_function_000002_f3_0(var_142, var_162, var_165, adj_142, adj_162, adj_165, adj_166);
        wp::adj_vec_t(var_163, var_164, adj_163, adj_164, adj_165);
        wp::adj_vec_t(var_159, var_160, var_161, adj_159, adj_160, adj_161, adj_162);
        wp::adj_normalize(var_157, var_158, adj_157, adj_158);
        wp::adj_vec_t(var_154, var_155, var_156, adj_154, adj_155, adj_156, adj_157);
        wp::adj_mul(var_151, var_152, adj_151, adj_152, adj_153);
        wp::adj_smoothstep(var_143, var_144, var_150, adj_143, adj_144, adj_150, adj_151);
        adj_function_000002_f3_0(var_142, var_146, var_149, adj_142, adj_146, adj_149, adj_150);
        wp::adj_vec_t(var_147, var_148, adj_147, adj_148, adj_149);
        wp::adj_vec_t(var_145, adj_145, adj_146);
        // adj: v10 = function_000002_f3(wp.smoothstep(-1.0, 1.0, function_000002_f3(v8, wp.vec3(0.04), wp.vec2(1.57, 1.1))) * 0.646, wp.normalize(wp.vec3(0.7, -0.936, -1.2)), (function_000002_f3(v8, wp.vec3(1.479, -1.9, 1.428), wp.vec2(-1.93, -0.383)) * wp.lerp(wp.vec2(1.47, -1.74), wp.vec2(0.7, -0.1), v8)))  <L 42>
        wp::adj_add(var_99, var_141, adj_99, adj_141, adj_142);
        wp::adj_sin(var_140, adj_140, adj_141);
        wp::adj_mul(var_135, var_139, adj_135, adj_139, adj_140);
        wp::adj_lerp(var_136, var_137, var_138, adj_136, adj_137, adj_138, adj_139);
        // adj: v8 = v8 + wp.sin((wp.floor(-0.4) * wp.lerp(-0.9, -2.0, 0.25)))                    <L 41>
        adj_function_000002_f3_0(var_110, var_115, var_131, adj_110, adj_115, adj_131, adj_132);
        wp::adj_mul(var_123, var_130, adj_123, adj_130, adj_131);
        wp::adj_lerp(var_126, var_129, var_99, adj_126, adj_129, adj_99, adj_130);
        wp::adj_vec_t(var_127, var_128, adj_127, adj_128, adj_129);
        wp::adj_vec_t(var_124, var_125, adj_124, adj_125, adj_126);
        adj_function_000002_f3_0(var_99, var_119, var_122, adj_99, adj_119, adj_122, adj_123);
        wp::adj_vec_t(var_120, var_121, adj_120, adj_121, adj_122);
        wp::adj_vec_t(var_116, var_117, var_118, adj_116, adj_117, adj_118, adj_119);
        wp::adj_normalize(var_114, var_115, adj_114, adj_115);
        wp::adj_vec_t(var_111, var_112, var_113, adj_111, adj_112, adj_113, adj_114);
        wp::adj_mul(var_108, var_109, adj_108, adj_109, adj_110);
        wp::adj_smoothstep(var_100, var_101, var_107, adj_100, adj_101, adj_107, adj_108);
        adj_function_000002_f3_0(var_99, var_103, var_106, adj_99, adj_103, adj_106, adj_107);
        wp::adj_vec_t(var_104, var_105, adj_104, adj_105, adj_106);
        wp::adj_vec_t(var_102, adj_102, adj_103);
        // adj: v10 = function_000002_f3(wp.smoothstep(-1.0, 1.0, function_000002_f3(v8, wp.vec3(0.04), wp.vec2(1.57, 1.1))) * 0.646, wp.normalize(wp.vec3(0.7, -0.936, -1.2)), (function_000002_f3(v8, wp.vec3(1.479, -1.9, 1.428), wp.vec2(-1.93, -0.383)) * wp.lerp(wp.vec2(1.47, -1.74), wp.vec2(0.7, -0.1), v8)))  <L 42>
        wp::adj_add(var_56, var_98, adj_56, adj_98, adj_99);
        wp::adj_sin(var_97, adj_97, adj_98);
        wp::adj_mul(var_92, var_96, adj_92, adj_96, adj_97);
        wp::adj_lerp(var_93, var_94, var_95, adj_93, adj_94, adj_95, adj_96);
        // adj: v8 = v8 + wp.sin((wp.floor(-0.4) * wp.lerp(-0.9, -2.0, 0.25)))                    <L 41>
        adj_function_000002_f3_0(var_67, var_72, var_88, adj_67, adj_72, adj_88, adj_89);
        wp::adj_mul(var_80, var_87, adj_80, adj_87, adj_88);
        wp::adj_lerp(var_83, var_86, var_56, adj_83, adj_86, adj_56, adj_87);
        wp::adj_vec_t(var_84, var_85, adj_84, adj_85, adj_86);
        wp::adj_vec_t(var_81, var_82, adj_81, adj_82, adj_83);
        adj_function_000002_f3_0(var_56, var_76, var_79, adj_56, adj_76, adj_79, adj_80);
        wp::adj_vec_t(var_77, var_78, adj_77, adj_78, adj_79);
        wp::adj_vec_t(var_73, var_74, var_75, adj_73, adj_74, adj_75, adj_76);
        wp::adj_normalize(var_71, var_72, adj_71, adj_72);
        wp::adj_vec_t(var_68, var_69, var_70, adj_68, adj_69, adj_70, adj_71);
        wp::adj_mul(var_65, var_66, adj_65, adj_66, adj_67);
        wp::adj_smoothstep(var_57, var_58, var_64, adj_57, adj_58, adj_64, adj_65);
        adj_function_000002_f3_0(var_56, var_60, var_63, adj_56, adj_60, adj_63, adj_64);
        wp::adj_vec_t(var_61, var_62, adj_61, adj_62, adj_63);
        wp::adj_vec_t(var_59, adj_59, adj_60);
        // adj: v10 = function_000002_f3(wp.smoothstep(-1.0, 1.0, function_000002_f3(v8, wp.vec3(0.04), wp.vec2(1.57, 1.1))) * 0.646, wp.normalize(wp.vec3(0.7, -0.936, -1.2)), (function_000002_f3(v8, wp.vec3(1.479, -1.9, 1.428), wp.vec2(-1.93, -0.383)) * wp.lerp(wp.vec2(1.47, -1.74), wp.vec2(0.7, -0.1), v8)))  <L 42>
        wp::adj_add(var_13, var_55, adj_13, adj_55, adj_56);
        wp::adj_sin(var_54, adj_54, adj_55);
        wp::adj_mul(var_49, var_53, adj_49, adj_53, adj_54);
        wp::adj_lerp(var_50, var_51, var_52, adj_50, adj_51, adj_52, adj_53);
        // adj: v8 = v8 + wp.sin((wp.floor(-0.4) * wp.lerp(-0.9, -2.0, 0.25)))                    <L 41>
        adj_function_000002_f3_0(var_24, var_29, var_45, adj_24, adj_29, adj_45, adj_46);
        wp::adj_mul(var_37, var_44, adj_37, adj_44, adj_45);
        wp::adj_lerp(var_40, var_43, var_13, adj_40, adj_43, adj_13, adj_44);
        wp::adj_vec_t(var_41, var_42, adj_41, adj_42, adj_43);
        wp::adj_vec_t(var_38, var_39, adj_38, adj_39, adj_40);
        adj_function_000002_f3_0(var_13, var_33, var_36, adj_13, adj_33, adj_36, adj_37);
        wp::adj_vec_t(var_34, var_35, adj_34, adj_35, adj_36);
        wp::adj_vec_t(var_30, var_31, var_32, adj_30, adj_31, adj_32, adj_33);
        wp::adj_normalize(var_28, var_29, adj_28, adj_29);
        wp::adj_vec_t(var_25, var_26, var_27, adj_25, adj_26, adj_27, adj_28);
        wp::adj_mul(var_22, var_23, adj_22, adj_23, adj_24);
        wp::adj_smoothstep(var_14, var_15, var_21, adj_14, adj_15, adj_21, adj_22);
        adj_function_000002_f3_0(var_13, var_17, var_20, adj_13, adj_17, adj_20, adj_21);
        wp::adj_vec_t(var_18, var_19, adj_18, adj_19, adj_20);
        wp::adj_vec_t(var_16, adj_16, adj_17);
        // adj: v10 = function_000002_f3(wp.smoothstep(-1.0, 1.0, function_000002_f3(v8, wp.vec3(0.04), wp.vec2(1.57, 1.1))) * 0.646, wp.normalize(wp.vec3(0.7, -0.936, -1.2)), (function_000002_f3(v8, wp.vec3(1.479, -1.9, 1.428), wp.vec2(-1.93, -0.383)) * wp.lerp(wp.vec2(1.47, -1.74), wp.vec2(0.7, -0.1), v8)))  <L 42>
        wp::adj_add(var_2, var_12, adj_2, adj_12, adj_13);
        wp::adj_sin(var_11, adj_11, adj_12);
        wp::adj_mul(var_6, var_10, adj_6, adj_10, adj_11);
        wp::adj_lerp(var_7, var_8, var_9, adj_7, adj_8, adj_9, adj_10);
        // adj: v8 = v8 + wp.sin((wp.floor(-0.4) * wp.lerp(-0.9, -2.0, 0.25)))                    <L 41>
        // adj: for j9 in range(4):                                                               <L 40>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v8 = x0[tid]                                                                      <L 39>
        // adj: tid = wp.tid()                                                                    <L 38>
        // adj: def function_000002(x0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=wp.vec3)):  <L 37>
        continue;
    }
}

