// Generated for case generic-000001 with warp-lang 1.19.0. Do not edit.
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


// generic-000001.py:0
static CUDA_CALLABLE wp::vec_t<3, wp::float32> generic_000001_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::float32 var_p1)
{
    //---------
    // primal vars
    wp::vec_t<3, wp::float32> var_0;
    wp::vec_t<3, wp::float32> var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::float32 var_4;
    wp::float32 var_5;
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
    wp::vec_t<3, wp::float32> var_19;
    //---------
    // forward
    // def generic_000001_f0(p0: Any, p1: Any):                                               <L 1>
    // v0 = wp.normalize(((p0 * p1) - (p0 * p1)))                                             <L 2>
    var_0 = wp::mul(var_p0, var_p1);
    var_1 = wp::mul(var_p0, var_p1);
    var_2 = wp::sub(var_0, var_1);
    var_3 = wp::normalize(var_2);
    // v1 = ((wp.length_sq(v0) * wp.log(wp.abs(p1) + type(p1)(1.0))) - ((p1 - p1) - wp.min(p1, p1)))       <L 3>
    var_4 = wp::length_sq(var_3);
    var_5 = wp::abs(var_p1);
    var_7 = wp::float32(var_6);
    var_8 = wp::add(var_5, var_7);
    var_9 = wp::log(var_8);
    var_10 = wp::mul(var_4, var_9);
    var_11 = wp::sub(var_p1, var_p1);
    var_12 = wp::min(var_p1, var_p1);
    var_13 = wp::sub(var_11, var_12);
    var_14 = wp::sub(var_10, var_13);
    // v2 = v1                                                                                <L 4>
    var_15 = wp::copy(var_14);
    // return wp.vector(wp.cos(v1), (v1 * p1), (v1 + v2))                                     <L 5>
    var_16 = wp::cos(var_14);
    var_17 = wp::mul(var_14, var_p1);
    var_18 = wp::add(var_14, var_15);
    var_19 = wp::vec_t<3, wp::float32>(var_16, var_17, var_18);
    return var_19;
}


// generic-000001.py:0
static CUDA_CALLABLE wp::vec_t<3, wp::float32> generic_000001_f1_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::vec_t<3, wp::float32> var_p2)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = -0.75;
    wp::float32 var_2;
    const wp::float32 var_3 = 0.23;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = 0.25;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 7;
    const wp::int32 var_13 = 2;
    wp::int32 var_14;
    const wp::int32 var_15 = 1;
    bool var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = 1.0;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::vec_t<3, wp::float32> var_23;
    wp::vec_t<3, wp::float32> var_24;
    //---------
    // forward
    // def generic_000001_f1(p0: Any, p1: Any, p2: Any):                                      <L 1>
    // v3 = (wp.clamp((p1 + p0), type(p0)(-0.75), type(p0)(0.23)) - wp.lerp((p0 + p1), wp.dot(p2, p2), type(p0)(0.25)))       <L 2>
    var_0 = wp::add(var_p1, var_p0);
    var_2 = wp::float32(var_1);
    var_4 = wp::float32(var_3);
    var_5 = wp::clamp(var_0, var_2, var_4);
    var_6 = wp::add(var_p0, var_p1);
    var_7 = wp::dot(var_p2, var_p2);
    var_9 = wp::float32(var_8);
    var_10 = wp::lerp(var_6, var_7, var_9);
    var_11 = wp::sub(var_5, var_10);
    // if (7) % 2 == 1:                                                                       <L 3>
    var_14 = wp::mod(var_12, var_13);
    var_16 = (var_14 == var_15);
    if (var_16) {
        // return (p2 + p2)                                                                   <L 4>
        var_17 = wp::add(var_p2, var_p2);
        return var_17;
    }
    // return ((p1 + p1) * (p2 / (wp.abs(p1) + type(p0)(1.0))))                               <L 5>
    var_18 = wp::add(var_p1, var_p1);
    var_19 = wp::abs(var_p1);
    var_21 = wp::float32(var_20);
    var_22 = wp::add(var_19, var_21);
    var_23 = wp::div(var_p2, var_22);
    var_24 = wp::mul(var_18, var_23);
    return var_24;
}


// generic-000001.py:0
static CUDA_CALLABLE wp::vec_t<3, wp::float32> generic_000001_f2_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::vec_t<3, wp::float32> var_p2)
{
    //---------
    // primal vars
    const wp::int32 var_0 = 0;
    wp::float32 var_1;
    const wp::float32 var_2 = 0.7;
    wp::float32 var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    const wp::int32 var_7 = 0;
    wp::float32 var_8;
    const wp::float32 var_9 = 1.1;
    wp::float32 var_10;
    const wp::int32 var_11 = 0;
    wp::float32 var_12;
    const wp::float32 var_13 = -0.16;
    wp::float32 var_14;
    const wp::int32 var_15 = 0;
    wp::float32 var_16;
    const wp::float32 var_17 = 0.29;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    //---------
    // forward
    // def generic_000001_f2(p0: Any, p1: Any, p2: Any):                                      <L 1>
    // v4 = type(p0[0])(0.7)                                                                  <L 2>
    var_1 = wp::extract(var_p0, var_0);
    var_3 = wp::float32(var_2);
    // v5 = wp.floor(wp.length((v4 * p2)))                                                    <L 3>
    var_4 = wp::mul(var_3, var_p2);
    var_5 = wp::length(var_4);
    var_6 = wp::floor(var_5);
    // return generic_000001_f1(v4, wp.clamp(type(p0[0])(1.1), type(p0[0])(-0.16), type(p0[0])(0.29)), generic_000001_f1(v5, v5, p0))       <L 4>
    var_8 = wp::extract(var_p0, var_7);
    var_10 = wp::float32(var_9);
    var_12 = wp::extract(var_p0, var_11);
    var_14 = wp::float32(var_13);
    var_16 = wp::extract(var_p0, var_15);
    var_18 = wp::float32(var_17);
    var_19 = wp::clamp(var_10, var_14, var_18);
    var_20 = generic_000001_f1_0(var_6, var_6, var_p0);
    var_21 = generic_000001_f1_0(var_3, var_19, var_20);
    return var_21;
}


// generic-000001.py:0
static CUDA_CALLABLE void adj_generic_000001_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::float32 & adj_p1,
    wp::vec_t<3, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    wp::vec_t<3, wp::float32> var_0;
    wp::vec_t<3, wp::float32> var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::float32 var_4;
    wp::float32 var_5;
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
    wp::vec_t<3, wp::float32> var_19;
    //---------
    // dual vars
    wp::vec_t<3, wp::float32> adj_0 = {};
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
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::vec_t<3, wp::float32> adj_19 = {};
    //---------
    // forward
    // def generic_000001_f0(p0: Any, p1: Any):                                               <L 1>
    // v0 = wp.normalize(((p0 * p1) - (p0 * p1)))                                             <L 2>
    var_0 = wp::mul(var_p0, var_p1);
    var_1 = wp::mul(var_p0, var_p1);
    var_2 = wp::sub(var_0, var_1);
    var_3 = wp::normalize(var_2);
    // v1 = ((wp.length_sq(v0) * wp.log(wp.abs(p1) + type(p1)(1.0))) - ((p1 - p1) - wp.min(p1, p1)))       <L 3>
    var_4 = wp::length_sq(var_3);
    var_5 = wp::abs(var_p1);
    var_7 = wp::float32(var_6);
    var_8 = wp::add(var_5, var_7);
    var_9 = wp::log(var_8);
    var_10 = wp::mul(var_4, var_9);
    var_11 = wp::sub(var_p1, var_p1);
    var_12 = wp::min(var_p1, var_p1);
    var_13 = wp::sub(var_11, var_12);
    var_14 = wp::sub(var_10, var_13);
    // v2 = v1                                                                                <L 4>
    var_15 = wp::copy(var_14);
    // return wp.vector(wp.cos(v1), (v1 * p1), (v1 + v2))                                     <L 5>
    var_16 = wp::cos(var_14);
    var_17 = wp::mul(var_14, var_p1);
    var_18 = wp::add(var_14, var_15);
    var_19 = wp::vec_t<3, wp::float32>(var_16, var_17, var_18);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_19 += adj_ret;
    wp::adj_vec_t(var_16, var_17, var_18, adj_16, adj_17, adj_18, adj_19);
    wp::adj_add(var_14, var_15, adj_14, adj_15, adj_18);
    wp::adj_mul(var_14, var_p1, adj_14, adj_p1, adj_17);
    wp::adj_cos(var_14, adj_14, adj_16);
    // adj: return wp.vector(wp.cos(v1), (v1 * p1), (v1 + v2))                                <L 5>
    wp::adj_copy(var_14, adj_14, adj_15);
    // adj: v2 = v1                                                                           <L 4>
    wp::adj_sub(var_10, var_13, adj_10, adj_13, adj_14);
    wp::adj_sub(var_11, var_12, adj_11, adj_12, adj_13);
    wp::adj_min(var_p1, var_p1, adj_p1, adj_p1, adj_12);
    wp::adj_sub(var_p1, var_p1, adj_p1, adj_p1, adj_11);
    wp::adj_mul(var_4, var_9, adj_4, adj_9, adj_10);
    wp::adj_log(var_8, adj_8, adj_9);
    wp::adj_add(var_5, var_7, adj_5, adj_7, adj_8);
    wp::adj_float32(var_6, adj_6, adj_7);
    wp::adj_abs(var_p1, adj_p1, adj_5);
    wp::adj_length_sq(var_3, adj_3, adj_4);
    // adj: v1 = ((wp.length_sq(v0) * wp.log(wp.abs(p1) + type(p1)(1.0))) - ((p1 - p1) - wp.min(p1, p1)))  <L 3>
    wp::adj_normalize(var_2, var_3, adj_2, adj_3);
    wp::adj_sub(var_0, var_1, adj_0, adj_1, adj_2);
    wp::adj_mul(var_p0, var_p1, adj_p0, adj_p1, adj_1);
    wp::adj_mul(var_p0, var_p1, adj_p0, adj_p1, adj_0);
    // adj: v0 = wp.normalize(((p0 * p1) - (p0 * p1)))                                        <L 2>
    // adj: def generic_000001_f0(p0: Any, p1: Any):                                          <L 1>
    return;
}


// generic-000001.py:0
static CUDA_CALLABLE void adj_generic_000001_f1_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::vec_t<3, wp::float32> var_p2,
    wp::float32 & adj_p0,
    wp::float32 & adj_p1,
    wp::vec_t<3, wp::float32> & adj_p2,
    wp::vec_t<3, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = -0.75;
    wp::float32 var_2;
    const wp::float32 var_3 = 0.23;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = 0.25;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 7;
    const wp::int32 var_13 = 2;
    wp::int32 var_14;
    const wp::int32 var_15 = 1;
    bool var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = 1.0;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::vec_t<3, wp::float32> var_23;
    wp::vec_t<3, wp::float32> var_24;
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
    wp::int32 adj_12 = {};
    wp::int32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::int32 adj_15 = {};
    bool adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::vec_t<3, wp::float32> adj_23 = {};
    wp::vec_t<3, wp::float32> adj_24 = {};
    //---------
    // forward
    // def generic_000001_f1(p0: Any, p1: Any, p2: Any):                                      <L 1>
    // v3 = (wp.clamp((p1 + p0), type(p0)(-0.75), type(p0)(0.23)) - wp.lerp((p0 + p1), wp.dot(p2, p2), type(p0)(0.25)))       <L 2>
    var_0 = wp::add(var_p1, var_p0);
    var_2 = wp::float32(var_1);
    var_4 = wp::float32(var_3);
    var_5 = wp::clamp(var_0, var_2, var_4);
    var_6 = wp::add(var_p0, var_p1);
    var_7 = wp::dot(var_p2, var_p2);
    var_9 = wp::float32(var_8);
    var_10 = wp::lerp(var_6, var_7, var_9);
    var_11 = wp::sub(var_5, var_10);
    // if (7) % 2 == 1:                                                                       <L 3>
    var_14 = wp::mod(var_12, var_13);
    var_16 = (var_14 == var_15);
    if (var_16) {
        // return (p2 + p2)                                                                   <L 4>
        var_17 = wp::add(var_p2, var_p2);
        goto label0;
    }
    // return ((p1 + p1) * (p2 / (wp.abs(p1) + type(p0)(1.0))))                               <L 5>
    var_18 = wp::add(var_p1, var_p1);
    var_19 = wp::abs(var_p1);
    var_21 = wp::float32(var_20);
    var_22 = wp::add(var_19, var_21);
    var_23 = wp::div(var_p2, var_22);
    var_24 = wp::mul(var_18, var_23);
    goto label1;
    //---------
    // reverse
    label1:;
    adj_24 += adj_ret;
    wp::adj_mul(var_18, var_23, adj_18, adj_23, adj_24);
    wp::adj_div(var_p2, var_22, adj_p2, adj_22, adj_23);
    wp::adj_add(var_19, var_21, adj_19, adj_21, adj_22);
    wp::adj_float32(var_20, adj_20, adj_21);
    wp::adj_abs(var_p1, adj_p1, adj_19);
    wp::adj_add(var_p1, var_p1, adj_p1, adj_p1, adj_18);
    // adj: return ((p1 + p1) * (p2 / (wp.abs(p1) + type(p0)(1.0))))                          <L 5>
    if (var_16) {
        label0:;
        adj_17 += adj_ret;
        wp::adj_add(var_p2, var_p2, adj_p2, adj_p2, adj_17);
        // adj: return (p2 + p2)                                                              <L 4>
    }
    wp::adj_mod(var_12, var_13, adj_12, adj_13, adj_14);
    // adj: if (7) % 2 == 1:                                                                  <L 3>
    wp::adj_sub(var_5, var_10, adj_5, adj_10, adj_11);
    wp::adj_lerp(var_6, var_7, var_9, adj_6, adj_7, adj_9, adj_10);
    wp::adj_float32(var_8, adj_8, adj_9);
    wp::adj_dot(var_p2, var_p2, adj_p2, adj_p2, adj_7);
    wp::adj_add(var_p0, var_p1, adj_p0, adj_p1, adj_6);
    wp::adj_clamp(var_0, var_2, var_4, adj_0, adj_2, adj_4, adj_5);
    wp::adj_float32(var_3, adj_3, adj_4);
    wp::adj_float32(var_1, adj_1, adj_2);
    wp::adj_add(var_p1, var_p0, adj_p1, adj_p0, adj_0);
    // adj: v3 = (wp.clamp((p1 + p0), type(p0)(-0.75), type(p0)(0.23)) - wp.lerp((p0 + p1), wp.dot(p2, p2), type(p0)(0.25)))  <L 2>
    // adj: def generic_000001_f1(p0: Any, p1: Any, p2: Any):                                 <L 1>
    return;
}


// generic-000001.py:0
static CUDA_CALLABLE void adj_generic_000001_f2_0(
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
    const wp::int32 var_0 = 0;
    wp::float32 var_1;
    const wp::float32 var_2 = 0.7;
    wp::float32 var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    const wp::int32 var_7 = 0;
    wp::float32 var_8;
    const wp::float32 var_9 = 1.1;
    wp::float32 var_10;
    const wp::int32 var_11 = 0;
    wp::float32 var_12;
    const wp::float32 var_13 = -0.16;
    wp::float32 var_14;
    const wp::int32 var_15 = 0;
    wp::float32 var_16;
    const wp::float32 var_17 = 0.29;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::int32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::vec_t<3, wp::float32> adj_20 = {};
    wp::vec_t<3, wp::float32> adj_21 = {};
    //---------
    // forward
    // def generic_000001_f2(p0: Any, p1: Any, p2: Any):                                      <L 1>
    // v4 = type(p0[0])(0.7)                                                                  <L 2>
    var_1 = wp::extract(var_p0, var_0);
    var_3 = wp::float32(var_2);
    // v5 = wp.floor(wp.length((v4 * p2)))                                                    <L 3>
    var_4 = wp::mul(var_3, var_p2);
    var_5 = wp::length(var_4);
    var_6 = wp::floor(var_5);
    // return generic_000001_f1(v4, wp.clamp(type(p0[0])(1.1), type(p0[0])(-0.16), type(p0[0])(0.29)), generic_000001_f1(v5, v5, p0))       <L 4>
    var_8 = wp::extract(var_p0, var_7);
    var_10 = wp::float32(var_9);
    var_12 = wp::extract(var_p0, var_11);
    var_14 = wp::float32(var_13);
    var_16 = wp::extract(var_p0, var_15);
    var_18 = wp::float32(var_17);
    var_19 = wp::clamp(var_10, var_14, var_18);
    var_20 = generic_000001_f1_0(var_6, var_6, var_p0);
    var_21 = generic_000001_f1_0(var_3, var_19, var_20);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_21 += adj_ret;
    adj_generic_000001_f1_0(var_3, var_19, var_20, adj_3, adj_19, adj_20, adj_21);
    adj_generic_000001_f1_0(var_6, var_6, var_p0, adj_6, adj_6, adj_p0, adj_20);
    wp::adj_clamp(var_10, var_14, var_18, adj_10, adj_14, adj_18, adj_19);
    wp::adj_float32(var_17, adj_17, adj_18);
    wp::adj_extract(var_p0, var_15, adj_p0, adj_15, adj_16);
    wp::adj_float32(var_13, adj_13, adj_14);
    wp::adj_extract(var_p0, var_11, adj_p0, adj_11, adj_12);
    wp::adj_float32(var_9, adj_9, adj_10);
    wp::adj_extract(var_p0, var_7, adj_p0, adj_7, adj_8);
    // adj: return generic_000001_f1(v4, wp.clamp(type(p0[0])(1.1), type(p0[0])(-0.16), type(p0[0])(0.29)), generic_000001_f1(v5, v5, p0))  <L 4>
    wp::adj_length(var_4, var_5, adj_4, adj_5);
    wp::adj_mul(var_3, var_p2, adj_3, adj_p2, adj_4);
    // adj: v5 = wp.floor(wp.length((v4 * p2)))                                               <L 3>
    wp::adj_float32(var_2, adj_2, adj_3);
    wp::adj_extract(var_p0, var_0, adj_p0, adj_0, adj_1);
    // adj: v4 = type(p0[0])(0.7)                                                             <L 2>
    // adj: def generic_000001_f2(p0: Any, p1: Any, p2: Any):                                 <L 1>
    return;
}



extern "C" __global__ void generic_000001_t_ed70cad2_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::float32 var_s0,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::float32> var_out0,
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
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::vec_t<3, wp::float32> var_10;
        const wp::float32 var_11 = 1.321;
        wp::float32 var_12;
        wp::vec_t<3, wp::float32> var_13;
        wp::vec_t<3, wp::float32> var_14;
        wp::vec_t<3, wp::float32> var_15;
        wp::vec_t<3, wp::float32> var_16;
        wp::float32 var_17;
        const wp::float32 var_18 = 1.0;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::vec_t<3, wp::float32> var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        const wp::float32 var_27 = -1.49;
        wp::float32 var_28;
        const wp::float32 var_29 = -1.896;
        wp::float32 var_30;
        const wp::float32 var_31 = 0.809;
        wp::float32 var_32;
        wp::vec_t<3, wp::float32> var_33;
        wp::float32 var_34;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = -1.0;
        wp::float32 var_39;
        const wp::float32 var_40 = 1.844;
        wp::float32 var_41;
        const wp::float32 var_42 = -1.894;
        wp::float32 var_43;
        wp::vec_t<3, wp::float32> var_44;
        wp::float32 var_45;
        wp::vec_t<3, wp::float32> var_46;
        const wp::float32 var_47 = 0.06;
        wp::float32 var_48;
        wp::vec_t<3, wp::float32> var_49;
        wp::vec_t<3, wp::float32> var_50;
        wp::vec_t<3, wp::float32> var_51;
        wp::vec_t<3, wp::float32> var_52;
        const wp::float32 var_53 = 0.251;
        wp::float32 var_54;
        wp::vec_t<3, wp::float32> var_55;
        wp::vec_t<3, wp::float32> var_56;
        wp::float32 var_57;
        wp::float32 var_58;
        wp::float32 var_59;
        const wp::float32 var_60 = 1.04;
        wp::float32 var_61;
        const wp::float32 var_62 = -0.786;
        wp::float32 var_63;
        const wp::float32 var_64 = -1.8;
        wp::float32 var_65;
        wp::vec_t<3, wp::float32> var_66;
        wp::float32 var_67;
        const wp::float32 var_68 = 0.25;
        wp::float32 var_69;
        wp::float32 var_70;
        const wp::float32 var_71 = 0.66;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::vec_t<3, wp::float32> var_75;
        wp::vec_t<3, wp::float32> var_76;
        wp::vec_t<3, wp::float32> var_77;
        wp::vec_t<3, wp::float32> var_78;
        const wp::float32 var_79 = 0.4;
        wp::float32 var_80;
        wp::vec_t<3, wp::float32> var_81;
        wp::vec_t<3, wp::float32> var_82;
        //---------
        // forward
        // def generic_000001_t(s0: Any, x0: wp.array(dtype=Any), x1: wp.array(dtype=Any), x2: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):       <L 1>
        // tid = wp.tid()                                                                         <L 2>
        var_0 = builtin_tid1d();
        // v6 = x0[tid]                                                                           <L 3>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v7 = x1[tid]                                                                           <L 4>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v8 = x2[tid]                                                                           <L 5>
        var_7 = wp::address(var_x2, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v9 = (v6 * ((v7 - v7) + wp.vector(v6, v8, type(s0)(1.321))))                           <L 6>
        var_10 = wp::sub(var_5, var_5);
        var_12 = wp::float32(var_11);
        var_13 = wp::vec_t<3, wp::float32>(var_2, var_8, var_12);
        var_14 = wp::add(var_10, var_13);
        var_15 = wp::mul(var_2, var_14);
        // v10 = (wp.dot((s0 * v7), (v7 / (wp.abs(s0) + type(s0)(1.0)))) - ((v8 + v6) - wp.length(v7)))       <L 7>
        var_16 = wp::mul(var_s0, var_5);
        var_17 = wp::abs(var_s0);
        var_19 = wp::float32(var_18);
        var_20 = wp::add(var_17, var_19);
        var_21 = wp::div(var_5, var_20);
        var_22 = wp::dot(var_16, var_21);
        var_23 = wp::add(var_8, var_2);
        var_24 = wp::length(var_5);
        var_25 = wp::sub(var_23, var_24);
        var_26 = wp::sub(var_22, var_25);
        // v11 = ((wp.dot(wp.vector(type(s0)(-1.49), type(s0)(-1.896), type(s0)(0.809)), v9) + v6) - wp.cos(v6))       <L 8>
        var_28 = wp::float32(var_27);
        var_30 = wp::float32(var_29);
        var_32 = wp::float32(var_31);
        var_33 = wp::vec_t<3, wp::float32>(var_28, var_30, var_32);
        var_34 = wp::dot(var_33, var_15);
        var_35 = wp::add(var_34, var_2);
        var_36 = wp::cos(var_2);
        var_37 = wp::sub(var_35, var_36);
        // v12 = generic_000001_f0(wp.vector(type(s0)(-1.0), type(s0)(1.844), type(s0)(-1.894)), (v10 * s0))       <L 9>
        var_39 = wp::float32(var_38);
        var_41 = wp::float32(var_40);
        var_43 = wp::float32(var_42);
        var_44 = wp::vec_t<3, wp::float32>(var_39, var_41, var_43);
        var_45 = wp::mul(var_26, var_s0);
        var_46 = generic_000001_f0_0(var_44, var_45);
        // v13 = generic_000001_f1(v6, v6, wp.vector(s0, type(s0)(0.06), v6))                     <L 10>
        var_48 = wp::float32(var_47);
        var_49 = wp::vec_t<3, wp::float32>(var_s0, var_48, var_2);
        var_50 = generic_000001_f1_0(var_2, var_2, var_49);
        // v14 = generic_000001_f2((v12 + v9), generic_000001_f0(v9, v11), generic_000001_f1(s0, type(s0)(0.251), v9))       <L 11>
        var_51 = wp::add(var_46, var_15);
        var_52 = generic_000001_f0_0(var_15, var_37);
        var_54 = wp::float32(var_53);
        var_55 = generic_000001_f1_0(var_s0, var_54, var_15);
        var_56 = generic_000001_f2_0(var_51, var_52, var_55);
        // out0[tid] = s0 + v10 + v11 + wp.lerp(-(s0), wp.dot(v13, wp.vector(type(s0)(1.04), type(s0)(-0.786), type(s0)(-1.8))), type(s0)(0.25)) * type(s0)(0.66)       <L 12>
        var_57 = wp::add(var_s0, var_26);
        var_58 = wp::add(var_57, var_37);
        var_59 = wp::neg(var_s0);
        var_61 = wp::float32(var_60);
        var_63 = wp::float32(var_62);
        var_65 = wp::float32(var_64);
        var_66 = wp::vec_t<3, wp::float32>(var_61, var_63, var_65);
        var_67 = wp::dot(var_50, var_66);
        var_69 = wp::float32(var_68);
        var_70 = wp::lerp(var_59, var_67, var_69);
        var_72 = wp::float32(var_71);
        var_73 = wp::mul(var_70, var_72);
        var_74 = wp::add(var_58, var_73);
        wp::array_store(var_out0, var_0, var_74);
        // out1[tid] = v12 + v13 + v14 + (v11 * generic_000001_f0(v12, s0)) * type(s0)(0.4)       <L 13>
        var_75 = wp::add(var_46, var_50);
        var_76 = wp::add(var_75, var_56);
        var_77 = generic_000001_f0_0(var_46, var_s0);
        var_78 = wp::mul(var_37, var_77);
        var_80 = wp::float32(var_79);
        var_81 = wp::mul(var_78, var_80);
        var_82 = wp::add(var_76, var_81);
        wp::array_store(var_out1, var_0, var_82);
    }
}



extern "C" __global__ void generic_000001_t_ed70cad2_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::float32 var_s0,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1,
    wp::float32 adj_s0,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1,
    wp::array_t<wp::float32> adj_x2,
    wp::array_t<wp::float32> adj_out0,
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
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::vec_t<3, wp::float32> var_10;
        const wp::float32 var_11 = 1.321;
        wp::float32 var_12;
        wp::vec_t<3, wp::float32> var_13;
        wp::vec_t<3, wp::float32> var_14;
        wp::vec_t<3, wp::float32> var_15;
        wp::vec_t<3, wp::float32> var_16;
        wp::float32 var_17;
        const wp::float32 var_18 = 1.0;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::vec_t<3, wp::float32> var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        const wp::float32 var_27 = -1.49;
        wp::float32 var_28;
        const wp::float32 var_29 = -1.896;
        wp::float32 var_30;
        const wp::float32 var_31 = 0.809;
        wp::float32 var_32;
        wp::vec_t<3, wp::float32> var_33;
        wp::float32 var_34;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = -1.0;
        wp::float32 var_39;
        const wp::float32 var_40 = 1.844;
        wp::float32 var_41;
        const wp::float32 var_42 = -1.894;
        wp::float32 var_43;
        wp::vec_t<3, wp::float32> var_44;
        wp::float32 var_45;
        wp::vec_t<3, wp::float32> var_46;
        const wp::float32 var_47 = 0.06;
        wp::float32 var_48;
        wp::vec_t<3, wp::float32> var_49;
        wp::vec_t<3, wp::float32> var_50;
        wp::vec_t<3, wp::float32> var_51;
        wp::vec_t<3, wp::float32> var_52;
        const wp::float32 var_53 = 0.251;
        wp::float32 var_54;
        wp::vec_t<3, wp::float32> var_55;
        wp::vec_t<3, wp::float32> var_56;
        wp::float32 var_57;
        wp::float32 var_58;
        wp::float32 var_59;
        const wp::float32 var_60 = 1.04;
        wp::float32 var_61;
        const wp::float32 var_62 = -0.786;
        wp::float32 var_63;
        const wp::float32 var_64 = -1.8;
        wp::float32 var_65;
        wp::vec_t<3, wp::float32> var_66;
        wp::float32 var_67;
        const wp::float32 var_68 = 0.25;
        wp::float32 var_69;
        wp::float32 var_70;
        const wp::float32 var_71 = 0.66;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::vec_t<3, wp::float32> var_75;
        wp::vec_t<3, wp::float32> var_76;
        wp::vec_t<3, wp::float32> var_77;
        wp::vec_t<3, wp::float32> var_78;
        const wp::float32 var_79 = 0.4;
        wp::float32 var_80;
        wp::vec_t<3, wp::float32> var_81;
        wp::vec_t<3, wp::float32> var_82;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::vec_t<3, wp::float32> adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::vec_t<3, wp::float32> adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::vec_t<3, wp::float32> adj_13 = {};
        wp::vec_t<3, wp::float32> adj_14 = {};
        wp::vec_t<3, wp::float32> adj_15 = {};
        wp::vec_t<3, wp::float32> adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::vec_t<3, wp::float32> adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::vec_t<3, wp::float32> adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::vec_t<3, wp::float32> adj_44 = {};
        wp::float32 adj_45 = {};
        wp::vec_t<3, wp::float32> adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::vec_t<3, wp::float32> adj_49 = {};
        wp::vec_t<3, wp::float32> adj_50 = {};
        wp::vec_t<3, wp::float32> adj_51 = {};
        wp::vec_t<3, wp::float32> adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::vec_t<3, wp::float32> adj_55 = {};
        wp::vec_t<3, wp::float32> adj_56 = {};
        wp::float32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::float32 adj_61 = {};
        wp::float32 adj_62 = {};
        wp::float32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::vec_t<3, wp::float32> adj_66 = {};
        wp::float32 adj_67 = {};
        wp::float32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::float32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::float32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::float32 adj_74 = {};
        wp::vec_t<3, wp::float32> adj_75 = {};
        wp::vec_t<3, wp::float32> adj_76 = {};
        wp::vec_t<3, wp::float32> adj_77 = {};
        wp::vec_t<3, wp::float32> adj_78 = {};
        wp::float32 adj_79 = {};
        wp::float32 adj_80 = {};
        wp::vec_t<3, wp::float32> adj_81 = {};
        wp::vec_t<3, wp::float32> adj_82 = {};
        //---------
        // forward
        // def generic_000001_t(s0: Any, x0: wp.array(dtype=Any), x1: wp.array(dtype=Any), x2: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):       <L 1>
        // tid = wp.tid()                                                                         <L 2>
        var_0 = builtin_tid1d();
        // v6 = x0[tid]                                                                           <L 3>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v7 = x1[tid]                                                                           <L 4>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v8 = x2[tid]                                                                           <L 5>
        var_7 = wp::address(var_x2, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v9 = (v6 * ((v7 - v7) + wp.vector(v6, v8, type(s0)(1.321))))                           <L 6>
        var_10 = wp::sub(var_5, var_5);
        var_12 = wp::float32(var_11);
        var_13 = wp::vec_t<3, wp::float32>(var_2, var_8, var_12);
        var_14 = wp::add(var_10, var_13);
        var_15 = wp::mul(var_2, var_14);
        // v10 = (wp.dot((s0 * v7), (v7 / (wp.abs(s0) + type(s0)(1.0)))) - ((v8 + v6) - wp.length(v7)))       <L 7>
        var_16 = wp::mul(var_s0, var_5);
        var_17 = wp::abs(var_s0);
        var_19 = wp::float32(var_18);
        var_20 = wp::add(var_17, var_19);
        var_21 = wp::div(var_5, var_20);
        var_22 = wp::dot(var_16, var_21);
        var_23 = wp::add(var_8, var_2);
        var_24 = wp::length(var_5);
        var_25 = wp::sub(var_23, var_24);
        var_26 = wp::sub(var_22, var_25);
        // v11 = ((wp.dot(wp.vector(type(s0)(-1.49), type(s0)(-1.896), type(s0)(0.809)), v9) + v6) - wp.cos(v6))       <L 8>
        var_28 = wp::float32(var_27);
        var_30 = wp::float32(var_29);
        var_32 = wp::float32(var_31);
        var_33 = wp::vec_t<3, wp::float32>(var_28, var_30, var_32);
        var_34 = wp::dot(var_33, var_15);
        var_35 = wp::add(var_34, var_2);
        var_36 = wp::cos(var_2);
        var_37 = wp::sub(var_35, var_36);
        // v12 = generic_000001_f0(wp.vector(type(s0)(-1.0), type(s0)(1.844), type(s0)(-1.894)), (v10 * s0))       <L 9>
        var_39 = wp::float32(var_38);
        var_41 = wp::float32(var_40);
        var_43 = wp::float32(var_42);
        var_44 = wp::vec_t<3, wp::float32>(var_39, var_41, var_43);
        var_45 = wp::mul(var_26, var_s0);
        var_46 = generic_000001_f0_0(var_44, var_45);
        // v13 = generic_000001_f1(v6, v6, wp.vector(s0, type(s0)(0.06), v6))                     <L 10>
        var_48 = wp::float32(var_47);
        var_49 = wp::vec_t<3, wp::float32>(var_s0, var_48, var_2);
        var_50 = generic_000001_f1_0(var_2, var_2, var_49);
        // v14 = generic_000001_f2((v12 + v9), generic_000001_f0(v9, v11), generic_000001_f1(s0, type(s0)(0.251), v9))       <L 11>
        var_51 = wp::add(var_46, var_15);
        var_52 = generic_000001_f0_0(var_15, var_37);
        var_54 = wp::float32(var_53);
        var_55 = generic_000001_f1_0(var_s0, var_54, var_15);
        var_56 = generic_000001_f2_0(var_51, var_52, var_55);
        // out0[tid] = s0 + v10 + v11 + wp.lerp(-(s0), wp.dot(v13, wp.vector(type(s0)(1.04), type(s0)(-0.786), type(s0)(-1.8))), type(s0)(0.25)) * type(s0)(0.66)       <L 12>
        var_57 = wp::add(var_s0, var_26);
        var_58 = wp::add(var_57, var_37);
        var_59 = wp::neg(var_s0);
        var_61 = wp::float32(var_60);
        var_63 = wp::float32(var_62);
        var_65 = wp::float32(var_64);
        var_66 = wp::vec_t<3, wp::float32>(var_61, var_63, var_65);
        var_67 = wp::dot(var_50, var_66);
        var_69 = wp::float32(var_68);
        var_70 = wp::lerp(var_59, var_67, var_69);
        var_72 = wp::float32(var_71);
        var_73 = wp::mul(var_70, var_72);
        var_74 = wp::add(var_58, var_73);
        // wp::array_store(var_out0, var_0, var_74);
        // out1[tid] = v12 + v13 + v14 + (v11 * generic_000001_f0(v12, s0)) * type(s0)(0.4)       <L 13>
        var_75 = wp::add(var_46, var_50);
        var_76 = wp::add(var_75, var_56);
        var_77 = generic_000001_f0_0(var_46, var_s0);
        var_78 = wp::mul(var_37, var_77);
        var_80 = wp::float32(var_79);
        var_81 = wp::mul(var_78, var_80);
        var_82 = wp::add(var_76, var_81);
        // wp::array_store(var_out1, var_0, var_82);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_82, adj_out1, adj_0, adj_82);
        wp::adj_add(var_76, var_81, adj_76, adj_81, adj_82);
        wp::adj_mul(var_78, var_80, adj_78, adj_80, adj_81);
        wp::adj_float32(var_79, adj_79, adj_80);
        wp::adj_mul(var_37, var_77, adj_37, adj_77, adj_78);
        adj_generic_000001_f0_0(var_46, var_s0, adj_46, adj_s0, adj_77);
        wp::adj_add(var_75, var_56, adj_75, adj_56, adj_76);
        wp::adj_add(var_46, var_50, adj_46, adj_50, adj_75);
        // adj: out1[tid] = v12 + v13 + v14 + (v11 * generic_000001_f0(v12, s0)) * type(s0)(0.4)  <L 13>
        wp::adj_array_store(var_out0, var_0, var_74, adj_out0, adj_0, adj_74);
        wp::adj_add(var_58, var_73, adj_58, adj_73, adj_74);
        wp::adj_mul(var_70, var_72, adj_70, adj_72, adj_73);
        wp::adj_float32(var_71, adj_71, adj_72);
        wp::adj_lerp(var_59, var_67, var_69, adj_59, adj_67, adj_69, adj_70);
        wp::adj_float32(var_68, adj_68, adj_69);
        wp::adj_dot(var_50, var_66, adj_50, adj_66, adj_67);
        wp::adj_vec_t(var_61, var_63, var_65, adj_61, adj_63, adj_65, adj_66);
        wp::adj_float32(var_64, adj_64, adj_65);
        wp::adj_float32(var_62, adj_62, adj_63);
        wp::adj_float32(var_60, adj_60, adj_61);
        wp::adj_neg(var_s0, adj_s0, adj_59);
        wp::adj_add(var_57, var_37, adj_57, adj_37, adj_58);
        wp::adj_add(var_s0, var_26, adj_s0, adj_26, adj_57);
        // adj: out0[tid] = s0 + v10 + v11 + wp.lerp(-(s0), wp.dot(v13, wp.vector(type(s0)(1.04), type(s0)(-0.786), type(s0)(-1.8))), type(s0)(0.25)) * type(s0)(0.66)  <L 12>
        adj_generic_000001_f2_0(var_51, var_52, var_55, adj_51, adj_52, adj_55, adj_56);
        adj_generic_000001_f1_0(var_s0, var_54, var_15, adj_s0, adj_54, adj_15, adj_55);
        wp::adj_float32(var_53, adj_53, adj_54);
        adj_generic_000001_f0_0(var_15, var_37, adj_15, adj_37, adj_52);
        wp::adj_add(var_46, var_15, adj_46, adj_15, adj_51);
        // adj: v14 = generic_000001_f2((v12 + v9), generic_000001_f0(v9, v11), generic_000001_f1(s0, type(s0)(0.251), v9))  <L 11>
        adj_generic_000001_f1_0(var_2, var_2, var_49, adj_2, adj_2, adj_49, adj_50);
        wp::adj_vec_t(var_s0, var_48, var_2, adj_s0, adj_48, adj_2, adj_49);
        wp::adj_float32(var_47, adj_47, adj_48);
        // adj: v13 = generic_000001_f1(v6, v6, wp.vector(s0, type(s0)(0.06), v6))                <L 10>
        adj_generic_000001_f0_0(var_44, var_45, adj_44, adj_45, adj_46);
        wp::adj_mul(var_26, var_s0, adj_26, adj_s0, adj_45);
        wp::adj_vec_t(var_39, var_41, var_43, adj_39, adj_41, adj_43, adj_44);
        wp::adj_float32(var_42, adj_42, adj_43);
        wp::adj_float32(var_40, adj_40, adj_41);
        wp::adj_float32(var_38, adj_38, adj_39);
        // adj: v12 = generic_000001_f0(wp.vector(type(s0)(-1.0), type(s0)(1.844), type(s0)(-1.894)), (v10 * s0))  <L 9>
        wp::adj_sub(var_35, var_36, adj_35, adj_36, adj_37);
        wp::adj_cos(var_2, adj_2, adj_36);
        wp::adj_add(var_34, var_2, adj_34, adj_2, adj_35);
        wp::adj_dot(var_33, var_15, adj_33, adj_15, adj_34);
        wp::adj_vec_t(var_28, var_30, var_32, adj_28, adj_30, adj_32, adj_33);
        wp::adj_float32(var_31, adj_31, adj_32);
        wp::adj_float32(var_29, adj_29, adj_30);
        wp::adj_float32(var_27, adj_27, adj_28);
        // adj: v11 = ((wp.dot(wp.vector(type(s0)(-1.49), type(s0)(-1.896), type(s0)(0.809)), v9) + v6) - wp.cos(v6))  <L 8>
        wp::adj_sub(var_22, var_25, adj_22, adj_25, adj_26);
        wp::adj_sub(var_23, var_24, adj_23, adj_24, adj_25);
        wp::adj_length(var_5, var_24, adj_5, adj_24);
        wp::adj_add(var_8, var_2, adj_8, adj_2, adj_23);
        wp::adj_dot(var_16, var_21, adj_16, adj_21, adj_22);
        wp::adj_div(var_5, var_20, adj_5, adj_20, adj_21);
        wp::adj_add(var_17, var_19, adj_17, adj_19, adj_20);
        wp::adj_float32(var_18, adj_18, adj_19);
        wp::adj_abs(var_s0, adj_s0, adj_17);
        wp::adj_mul(var_s0, var_5, adj_s0, adj_5, adj_16);
        // adj: v10 = (wp.dot((s0 * v7), (v7 / (wp.abs(s0) + type(s0)(1.0)))) - ((v8 + v6) - wp.length(v7)))  <L 7>
        wp::adj_mul(var_2, var_14, adj_2, adj_14, adj_15);
        wp::adj_add(var_10, var_13, adj_10, adj_13, adj_14);
        wp::adj_vec_t(var_2, var_8, var_12, adj_2, adj_8, adj_12, adj_13);
        wp::adj_float32(var_11, adj_11, adj_12);
        wp::adj_sub(var_5, var_5, adj_5, adj_5, adj_10);
        // adj: v9 = (v6 * ((v7 - v7) + wp.vector(v6, v8, type(s0)(1.321))))                      <L 6>
        wp::adj_copy(var_9, adj_7, adj_8);
        wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_7);
        // adj: v8 = x2[tid]                                                                      <L 5>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v7 = x1[tid]                                                                      <L 4>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v6 = x0[tid]                                                                      <L 3>
        // adj: tid = wp.tid()                                                                    <L 2>
        // adj: def generic_000001_t(s0: Any, x0: wp.array(dtype=Any), x1: wp.array(dtype=Any), x2: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):  <L 1>
        continue;
    }
}

