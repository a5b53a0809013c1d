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


// function-000002.py:11
static CUDA_CALLABLE wp::vec_t<3, wp::float32> function_000002_f1_0(
    wp::mat_t<3, 3, wp::float32> var_p0)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 0.728;
    const wp::float32 var_1 = 0.83;
    const wp::float32 var_2 = -1.6;
    wp::vec_t<3, wp::float32> var_3;
    const wp::float32 var_4 = -1.63;
    const wp::float32 var_5 = -1.0;
    const wp::float32 var_6 = -0.09;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    const wp::int32 var_9 = 2;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 0.2;
    const wp::float32 var_13 = 1.8;
    wp::float32 var_14;
    wp::float32 var_15;
    bool var_16;
    const wp::float32 var_17 = 0.239;
    const wp::float32 var_18 = -1.2;
    const wp::float32 var_19 = -1.9;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    const wp::float32 var_22 = -1.003;
    const wp::float32 var_23 = 0.453;
    const wp::float32 var_24 = -1.9;
    wp::vec_t<3, wp::float32> var_25;
    wp::vec_t<3, wp::float32> var_26;
    wp::vec_t<3, wp::float32> var_27;
    //---------
    // forward
    // def function_000002_f1(p0: wp.mat33):                                                  <L 12>
    // v2 = (wp.cross(wp.vec3(0.728, 0.83, -1.6), wp.vec3(-1.63, -1.0, -0.09))).z             <L 13>
    var_3 = wp::vec_t<3, wp::float32>(var_0, var_1, var_2);
    var_7 = wp::vec_t<3, wp::float32>(var_4, var_5, var_6);
    var_8 = wp::cross(var_3, var_7);
    var_10 = wp::extract(var_8, var_9);
    // v3 = wp.erfcinv(wp.clamp((v2 + v2), 0.2, 1.8))                                         <L 14>
    var_11 = wp::add(var_10, var_10);
    var_14 = wp::clamp(var_11, var_12, var_13);
    var_15 = wp::erfcinv(var_14);
    // if v2 > v2:                                                                            <L 15>
    var_16 = (var_10 > var_10);
    if (var_16) {
        // return wp.normalize(wp.vec3(0.239, -1.2, -1.9))                                    <L 16>
        var_20 = wp::vec_t<3, wp::float32>(var_17, var_18, var_19);
        var_21 = wp::normalize(var_20);
        return var_21;
    }
    // return wp.normalize(wp.normalize(wp.vec3(-1.003, 0.453, -1.9)))                        <L 17>
    var_25 = wp::vec_t<3, wp::float32>(var_22, var_23, var_24);
    var_26 = wp::normalize(var_25);
    var_27 = wp::normalize(var_26);
    return var_27;
}


// function-000002.py:28
static CUDA_CALLABLE wp::vec_t<2, wp::float32> function_000002_f3_0(
    wp::mat_t<3, 3, wp::float32> var_p0,
    wp::float32 var_p1,
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
    wp::float32 var_13;
    const wp::float32 var_14 = -1.786;
    const wp::float32 var_15 = 0.8;
    const wp::float32 var_16 = 1.71;
    const wp::float32 var_17 = -0.998;
    wp::vec_t<3, wp::float32> var_18;
    const wp::int32 var_19 = 1;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::float32 var_23 = -0.581;
    const wp::float32 var_24 = -0.98;
    wp::vec_t<2, wp::float32> var_25;
    //---------
    // forward
    // def function_000002_f3(p0: wp.mat33, p1: float, arr: wp.array(dtype=float), idx: int):       <L 29>
    // v5 = arr[idx % arr.shape[0]]                                                           <L 30>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v6 = (((v5 * v5) * (v5 / (wp.abs(v5) + 1.0))) * (-1.786 * (wp.vec3(0.8, 1.71, -0.998))[1]))       <L 31>
    var_8 = wp::mul(var_6, var_6);
    var_9 = wp::abs(var_6);
    var_11 = wp::add(var_9, var_10);
    var_12 = wp::div(var_6, var_11);
    var_13 = wp::mul(var_8, var_12);
    var_18 = wp::vec_t<3, wp::float32>(var_15, var_16, var_17);
    var_20 = wp::extract(var_18, var_19);
    var_21 = wp::mul(var_14, var_20);
    var_22 = wp::mul(var_13, var_21);
    // return wp.vec2(-0.581, -0.98)                                                          <L 32>
    var_25 = wp::vec_t<2, wp::float32>(var_23, var_24);
    return var_25;
}


// function-000002.py:4
static CUDA_CALLABLE wp::vec_t<2, wp::float32> function_000002_f0_0(
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
    const wp::float32 var_8 = -1.8;
    const wp::float32 var_9 = -0.8;
    wp::vec_t<2, wp::float32> var_10;
    const wp::int32 var_11 = 0;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 1.0;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::vec_t<2, wp::float32> var_19;
    wp::vec_t<2, wp::float32> var_20;
    wp::vec_t<2, wp::float32> var_21;
    //---------
    // forward
    // def function_000002_f0(p0: float, p1: wp.vec2, p2: wp.vec3, arr: wp.array(dtype=float), idx: int) -> wp.vec2:       <L 5>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 6>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = wp.min(v0, wp.min((wp.vec2(-1.8, -0.8)).x, (v0 / (wp.abs(p0) + 1.0))))            <L 7>
    var_10 = wp::vec_t<2, wp::float32>(var_8, var_9);
    var_12 = wp::extract(var_10, var_11);
    var_13 = wp::abs(var_p0);
    var_15 = wp::add(var_13, var_14);
    var_16 = wp::div(var_6, var_15);
    var_17 = wp::min(var_12, var_16);
    var_18 = wp::min(var_6, var_17);
    // return (wp.normalize(p1) - (p1 * p0))                                                  <L 8>
    var_19 = wp::normalize(var_p1);
    var_20 = wp::mul(var_p1, var_p0);
    var_21 = wp::sub(var_19, var_20);
    return var_21;
}


// function-000002.py:20
static CUDA_CALLABLE wp::vec_t<3, wp::float32> function_000002_f2_0(
    wp::float32 var_p0,
    wp::mat_t<3, 3, wp::float32> var_p1)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = 1.0;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = 1.24;
    const wp::float32 var_5 = 0.29;
    const wp::float32 var_6 = 1.77;
    wp::vec_t<3, wp::float32> var_7;
    const wp::float32 var_8 = -0.5;
    const wp::float32 var_9 = -1.65;
    const wp::float32 var_10 = 0.655;
    wp::vec_t<3, wp::float32> var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = -3.0;
    const wp::float32 var_15 = 3.0;
    wp::float32 var_16;
    wp::float32 var_17;
    const wp::float32 var_18 = 1.44;
    bool var_19;
    const wp::float32 var_20 = -1.0;
    const wp::float32 var_21 = 0.381;
    const wp::float32 var_22 = -0.2;
    wp::vec_t<3, wp::float32> var_23;
    wp::vec_t<3, wp::float32> var_24;
    wp::vec_t<3, wp::float32> var_25;
    const wp::float32 var_26 = -0.509;
    wp::vec_t<3, wp::float32> var_27;
    const wp::float32 var_28 = 1.319;
    const wp::float32 var_29 = 1.2;
    const wp::float32 var_30 = 1.46;
    wp::vec_t<3, wp::float32> var_31;
    wp::vec_t<3, wp::float32> var_32;
    wp::vec_t<3, wp::float32> var_33;
    //---------
    // forward
    // def function_000002_f2(p0: float, p1: wp.mat33) -> wp.vec3:                            <L 21>
    // v4 = wp.sinh(wp.clamp(((p0 / (wp.abs(p0) + 1.0)) - wp.dot(wp.vec3(1.24, 0.29, 1.77), wp.vec3(-0.5, -1.65, 0.655))), -3.0, 3.0))       <L 22>
    var_0 = wp::abs(var_p0);
    var_2 = wp::add(var_0, var_1);
    var_3 = wp::div(var_p0, var_2);
    var_7 = wp::vec_t<3, wp::float32>(var_4, var_5, var_6);
    var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
    var_12 = wp::dot(var_7, var_11);
    var_13 = wp::sub(var_3, var_12);
    var_16 = wp::clamp(var_13, var_14, var_15);
    var_17 = wp::sinh(var_16);
    // if 1.44 <= v4:                                                                         <L 23>
    var_19 = (var_18 <= var_17);
    if (var_19) {
        // return wp.normalize(wp.vec3(-1.0, 0.381, -0.2))                                    <L 24>
        var_23 = wp::vec_t<3, wp::float32>(var_20, var_21, var_22);
        var_24 = wp::normalize(var_23);
        return var_24;
    }
    // return wp.min(wp.vec3(v4, v4, p0), (wp.vec3(-0.509) + wp.vec3(1.319, 1.2, 1.46)))       <L 25>
    var_25 = wp::vec_t<3, wp::float32>(var_17, var_17, var_p0);
    var_27 = wp::vec_t<3, wp::float32>(var_26);
    var_31 = wp::vec_t<3, wp::float32>(var_28, var_29, var_30);
    var_32 = wp::add(var_27, var_31);
    var_33 = wp::min(var_25, var_32);
    return var_33;
}


// function-000002.py:11
static CUDA_CALLABLE void adj_function_000002_f1_0(
    wp::mat_t<3, 3, wp::float32> var_p0,
    wp::mat_t<3, 3, wp::float32> & adj_p0,
    wp::vec_t<3, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 0.728;
    const wp::float32 var_1 = 0.83;
    const wp::float32 var_2 = -1.6;
    wp::vec_t<3, wp::float32> var_3;
    const wp::float32 var_4 = -1.63;
    const wp::float32 var_5 = -1.0;
    const wp::float32 var_6 = -0.09;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    const wp::int32 var_9 = 2;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 0.2;
    const wp::float32 var_13 = 1.8;
    wp::float32 var_14;
    wp::float32 var_15;
    bool var_16;
    const wp::float32 var_17 = 0.239;
    const wp::float32 var_18 = -1.2;
    const wp::float32 var_19 = -1.9;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    const wp::float32 var_22 = -1.003;
    const wp::float32 var_23 = 0.453;
    const wp::float32 var_24 = -1.9;
    wp::vec_t<3, wp::float32> var_25;
    wp::vec_t<3, wp::float32> var_26;
    wp::vec_t<3, wp::float32> var_27;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::vec_t<3, wp::float32> adj_8 = {};
    wp::int32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    bool adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::vec_t<3, wp::float32> adj_20 = {};
    wp::vec_t<3, wp::float32> adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::vec_t<3, wp::float32> adj_25 = {};
    wp::vec_t<3, wp::float32> adj_26 = {};
    wp::vec_t<3, wp::float32> adj_27 = {};
    //---------
    // forward
    // def function_000002_f1(p0: wp.mat33):                                                  <L 12>
    // v2 = (wp.cross(wp.vec3(0.728, 0.83, -1.6), wp.vec3(-1.63, -1.0, -0.09))).z             <L 13>
    var_3 = wp::vec_t<3, wp::float32>(var_0, var_1, var_2);
    var_7 = wp::vec_t<3, wp::float32>(var_4, var_5, var_6);
    var_8 = wp::cross(var_3, var_7);
    var_10 = wp::extract(var_8, var_9);
    // v3 = wp.erfcinv(wp.clamp((v2 + v2), 0.2, 1.8))                                         <L 14>
    var_11 = wp::add(var_10, var_10);
    var_14 = wp::clamp(var_11, var_12, var_13);
    var_15 = wp::erfcinv(var_14);
    // if v2 > v2:                                                                            <L 15>
    var_16 = (var_10 > var_10);
    if (var_16) {
        // return wp.normalize(wp.vec3(0.239, -1.2, -1.9))                                    <L 16>
        var_20 = wp::vec_t<3, wp::float32>(var_17, var_18, var_19);
        var_21 = wp::normalize(var_20);
        goto label0;
    }
    // return wp.normalize(wp.normalize(wp.vec3(-1.003, 0.453, -1.9)))                        <L 17>
    var_25 = wp::vec_t<3, wp::float32>(var_22, var_23, var_24);
    var_26 = wp::normalize(var_25);
    var_27 = wp::normalize(var_26);
    goto label1;
    //---------
    // reverse
    label1:;
    adj_27 += adj_ret;
    wp::adj_normalize(var_26, var_27, adj_26, adj_27);
    wp::adj_normalize(var_25, var_26, adj_25, adj_26);
    wp::adj_vec_t(var_22, var_23, var_24, adj_22, adj_23, adj_24, adj_25);
    // adj: return wp.normalize(wp.normalize(wp.vec3(-1.003, 0.453, -1.9)))                   <L 17>
    if (var_16) {
        label0:;
        adj_21 += adj_ret;
        wp::adj_normalize(var_20, var_21, adj_20, adj_21);
        wp::adj_vec_t(var_17, var_18, var_19, adj_17, adj_18, adj_19, adj_20);
        // adj: return wp.normalize(wp.vec3(0.239, -1.2, -1.9))                               <L 16>
    }
    // adj: if v2 > v2:                                                                       <L 15>
    wp::adj_erfcinv(var_14, var_15, adj_14, adj_15);
    wp::adj_clamp(var_11, var_12, var_13, adj_11, adj_12, adj_13, adj_14);
    wp::adj_add(var_10, var_10, adj_10, adj_10, adj_11);
    // adj: v3 = wp.erfcinv(wp.clamp((v2 + v2), 0.2, 1.8))                                    <L 14>
    wp::adj_extract(var_8, var_9, adj_8, adj_9, adj_10);
    wp::adj_cross(var_3, var_7, adj_3, adj_7, adj_8);
    wp::adj_vec_t(var_4, var_5, var_6, adj_4, adj_5, adj_6, adj_7);
    wp::adj_vec_t(var_0, var_1, var_2, adj_0, adj_1, adj_2, adj_3);
    // adj: v2 = (wp.cross(wp.vec3(0.728, 0.83, -1.6), wp.vec3(-1.63, -1.0, -0.09))).z        <L 13>
    // adj: def function_000002_f1(p0: wp.mat33):                                             <L 12>
    return;
}


// function-000002.py:28
static CUDA_CALLABLE void adj_function_000002_f3_0(
    wp::mat_t<3, 3, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::mat_t<3, 3, wp::float32> & adj_p0,
    wp::float32 & adj_p1,
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
    wp::float32 var_13;
    const wp::float32 var_14 = -1.786;
    const wp::float32 var_15 = 0.8;
    const wp::float32 var_16 = 1.71;
    const wp::float32 var_17 = -0.998;
    wp::vec_t<3, wp::float32> var_18;
    const wp::int32 var_19 = 1;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::float32 var_23 = -0.581;
    const wp::float32 var_24 = -0.98;
    wp::vec_t<2, wp::float32> var_25;
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
    wp::int32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::vec_t<2, wp::float32> adj_25 = {};
    //---------
    // forward
    // def function_000002_f3(p0: wp.mat33, p1: float, arr: wp.array(dtype=float), idx: int):       <L 29>
    // v5 = arr[idx % arr.shape[0]]                                                           <L 30>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v6 = (((v5 * v5) * (v5 / (wp.abs(v5) + 1.0))) * (-1.786 * (wp.vec3(0.8, 1.71, -0.998))[1]))       <L 31>
    var_8 = wp::mul(var_6, var_6);
    var_9 = wp::abs(var_6);
    var_11 = wp::add(var_9, var_10);
    var_12 = wp::div(var_6, var_11);
    var_13 = wp::mul(var_8, var_12);
    var_18 = wp::vec_t<3, wp::float32>(var_15, var_16, var_17);
    var_20 = wp::extract(var_18, var_19);
    var_21 = wp::mul(var_14, var_20);
    var_22 = wp::mul(var_13, var_21);
    // return wp.vec2(-0.581, -0.98)                                                          <L 32>
    var_25 = wp::vec_t<2, wp::float32>(var_23, var_24);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_25 += adj_ret;
    wp::adj_vec_t(var_23, var_24, adj_23, adj_24, adj_25);
    // adj: return wp.vec2(-0.581, -0.98)                                                     <L 32>
    wp::adj_mul(var_13, var_21, adj_13, adj_21, adj_22);
    wp::adj_mul(var_14, var_20, adj_14, adj_20, adj_21);
    wp::adj_extract(var_18, var_19, adj_18, adj_19, adj_20);
    wp::adj_vec_t(var_15, var_16, var_17, adj_15, adj_16, adj_17, adj_18);
    wp::adj_mul(var_8, var_12, adj_8, adj_12, adj_13);
    wp::adj_div(var_6, var_11, var_12, adj_6, adj_11, adj_12);
    wp::adj_add(var_9, var_10, adj_9, adj_10, adj_11);
    wp::adj_abs(var_6, adj_6, adj_9);
    wp::adj_mul(var_6, var_6, adj_6, adj_6, adj_8);
    // adj: v6 = (((v5 * v5) * (v5 / (wp.abs(v5) + 1.0))) * (-1.786 * (wp.vec3(0.8, 1.71, -0.998))[1]))  <L 31>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_arr, var_4, adj_arr, adj_4, adj_5);
    wp::adj_mod(var_idx, var_2, adj_idx, adj_2, adj_4);
    adj_arr.shape = adj_0;
    // adj: v5 = arr[idx % arr.shape[0]]                                                      <L 30>
    // adj: def function_000002_f3(p0: wp.mat33, p1: float, arr: wp.array(dtype=float), idx: int):  <L 29>
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
    const wp::float32 var_8 = -1.8;
    const wp::float32 var_9 = -0.8;
    wp::vec_t<2, wp::float32> var_10;
    const wp::int32 var_11 = 0;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 1.0;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::vec_t<2, wp::float32> var_19;
    wp::vec_t<2, wp::float32> var_20;
    wp::vec_t<2, wp::float32> var_21;
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
    wp::vec_t<2, wp::float32> adj_10 = {};
    wp::int32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::vec_t<2, wp::float32> adj_19 = {};
    wp::vec_t<2, wp::float32> adj_20 = {};
    wp::vec_t<2, wp::float32> adj_21 = {};
    //---------
    // forward
    // def function_000002_f0(p0: float, p1: wp.vec2, p2: wp.vec3, arr: wp.array(dtype=float), idx: int) -> wp.vec2:       <L 5>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 6>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = wp.min(v0, wp.min((wp.vec2(-1.8, -0.8)).x, (v0 / (wp.abs(p0) + 1.0))))            <L 7>
    var_10 = wp::vec_t<2, wp::float32>(var_8, var_9);
    var_12 = wp::extract(var_10, var_11);
    var_13 = wp::abs(var_p0);
    var_15 = wp::add(var_13, var_14);
    var_16 = wp::div(var_6, var_15);
    var_17 = wp::min(var_12, var_16);
    var_18 = wp::min(var_6, var_17);
    // return (wp.normalize(p1) - (p1 * p0))                                                  <L 8>
    var_19 = wp::normalize(var_p1);
    var_20 = wp::mul(var_p1, var_p0);
    var_21 = wp::sub(var_19, var_20);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_21 += adj_ret;
    wp::adj_sub(var_19, var_20, adj_19, adj_20, adj_21);
    wp::adj_mul(var_p1, var_p0, adj_p1, adj_p0, adj_20);
    wp::adj_normalize(var_p1, var_19, adj_p1, adj_19);
    // adj: return (wp.normalize(p1) - (p1 * p0))                                             <L 8>
    wp::adj_min(var_6, var_17, adj_6, adj_17, adj_18);
    wp::adj_min(var_12, var_16, adj_12, adj_16, adj_17);
    wp::adj_div(var_6, var_15, var_16, adj_6, adj_15, adj_16);
    wp::adj_add(var_13, var_14, adj_13, adj_14, adj_15);
    wp::adj_abs(var_p0, adj_p0, adj_13);
    wp::adj_extract(var_10, var_11, adj_10, adj_11, adj_12);
    wp::adj_vec_t(var_8, var_9, adj_8, adj_9, adj_10);
    // adj: v1 = wp.min(v0, wp.min((wp.vec2(-1.8, -0.8)).x, (v0 / (wp.abs(p0) + 1.0))))       <L 7>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_arr, var_4, adj_arr, adj_4, adj_5);
    wp::adj_mod(var_idx, var_2, adj_idx, adj_2, adj_4);
    adj_arr.shape = adj_0;
    // adj: v0 = arr[idx % arr.shape[0]]                                                      <L 6>
    // adj: def function_000002_f0(p0: float, p1: wp.vec2, p2: wp.vec3, arr: wp.array(dtype=float), idx: int) -> wp.vec2:  <L 5>
    return;
}


// function-000002.py:20
static CUDA_CALLABLE void adj_function_000002_f2_0(
    wp::float32 var_p0,
    wp::mat_t<3, 3, wp::float32> var_p1,
    wp::float32 & adj_p0,
    wp::mat_t<3, 3, wp::float32> & adj_p1,
    wp::vec_t<3, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = 1.0;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = 1.24;
    const wp::float32 var_5 = 0.29;
    const wp::float32 var_6 = 1.77;
    wp::vec_t<3, wp::float32> var_7;
    const wp::float32 var_8 = -0.5;
    const wp::float32 var_9 = -1.65;
    const wp::float32 var_10 = 0.655;
    wp::vec_t<3, wp::float32> var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = -3.0;
    const wp::float32 var_15 = 3.0;
    wp::float32 var_16;
    wp::float32 var_17;
    const wp::float32 var_18 = 1.44;
    bool var_19;
    const wp::float32 var_20 = -1.0;
    const wp::float32 var_21 = 0.381;
    const wp::float32 var_22 = -0.2;
    wp::vec_t<3, wp::float32> var_23;
    wp::vec_t<3, wp::float32> var_24;
    wp::vec_t<3, wp::float32> var_25;
    const wp::float32 var_26 = -0.509;
    wp::vec_t<3, wp::float32> var_27;
    const wp::float32 var_28 = 1.319;
    const wp::float32 var_29 = 1.2;
    const wp::float32 var_30 = 1.46;
    wp::vec_t<3, wp::float32> var_31;
    wp::vec_t<3, wp::float32> var_32;
    wp::vec_t<3, wp::float32> var_33;
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
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    bool adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::vec_t<3, wp::float32> adj_23 = {};
    wp::vec_t<3, wp::float32> adj_24 = {};
    wp::vec_t<3, wp::float32> adj_25 = {};
    wp::float32 adj_26 = {};
    wp::vec_t<3, wp::float32> adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::vec_t<3, wp::float32> adj_31 = {};
    wp::vec_t<3, wp::float32> adj_32 = {};
    wp::vec_t<3, wp::float32> adj_33 = {};
    //---------
    // forward
    // def function_000002_f2(p0: float, p1: wp.mat33) -> wp.vec3:                            <L 21>
    // v4 = wp.sinh(wp.clamp(((p0 / (wp.abs(p0) + 1.0)) - wp.dot(wp.vec3(1.24, 0.29, 1.77), wp.vec3(-0.5, -1.65, 0.655))), -3.0, 3.0))       <L 22>
    var_0 = wp::abs(var_p0);
    var_2 = wp::add(var_0, var_1);
    var_3 = wp::div(var_p0, var_2);
    var_7 = wp::vec_t<3, wp::float32>(var_4, var_5, var_6);
    var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
    var_12 = wp::dot(var_7, var_11);
    var_13 = wp::sub(var_3, var_12);
    var_16 = wp::clamp(var_13, var_14, var_15);
    var_17 = wp::sinh(var_16);
    // if 1.44 <= v4:                                                                         <L 23>
    var_19 = (var_18 <= var_17);
    if (var_19) {
        // return wp.normalize(wp.vec3(-1.0, 0.381, -0.2))                                    <L 24>
        var_23 = wp::vec_t<3, wp::float32>(var_20, var_21, var_22);
        var_24 = wp::normalize(var_23);
        goto label0;
    }
    // return wp.min(wp.vec3(v4, v4, p0), (wp.vec3(-0.509) + wp.vec3(1.319, 1.2, 1.46)))       <L 25>
    var_25 = wp::vec_t<3, wp::float32>(var_17, var_17, var_p0);
    var_27 = wp::vec_t<3, wp::float32>(var_26);
    var_31 = wp::vec_t<3, wp::float32>(var_28, var_29, var_30);
    var_32 = wp::add(var_27, var_31);
    var_33 = wp::min(var_25, var_32);
    goto label1;
    //---------
    // reverse
    label1:;
    adj_33 += adj_ret;
    wp::adj_min(var_25, var_32, adj_25, adj_32, adj_33);
    wp::adj_add(var_27, var_31, adj_27, adj_31, adj_32);
    wp::adj_vec_t(var_28, var_29, var_30, adj_28, adj_29, adj_30, adj_31);
    wp::adj_vec_t(var_26, adj_26, adj_27);
    wp::adj_vec_t(var_17, var_17, var_p0, adj_17, adj_17, adj_p0, adj_25);
    // adj: return wp.min(wp.vec3(v4, v4, p0), (wp.vec3(-0.509) + wp.vec3(1.319, 1.2, 1.46)))  <L 25>
    if (var_19) {
        label0:;
        adj_24 += adj_ret;
        wp::adj_normalize(var_23, var_24, adj_23, adj_24);
        wp::adj_vec_t(var_20, var_21, var_22, adj_20, adj_21, adj_22, adj_23);
        // adj: return wp.normalize(wp.vec3(-1.0, 0.381, -0.2))                               <L 24>
    }
    // adj: if 1.44 <= v4:                                                                    <L 23>
    wp::adj_sinh(var_16, adj_16, adj_17);
    wp::adj_clamp(var_13, var_14, var_15, adj_13, adj_14, adj_15, adj_16);
    wp::adj_sub(var_3, var_12, adj_3, adj_12, adj_13);
    wp::adj_dot(var_7, var_11, adj_7, adj_11, adj_12);
    wp::adj_vec_t(var_8, var_9, var_10, adj_8, adj_9, adj_10, adj_11);
    wp::adj_vec_t(var_4, var_5, var_6, adj_4, adj_5, adj_6, adj_7);
    wp::adj_div(var_p0, var_2, var_3, adj_p0, adj_2, adj_3);
    wp::adj_add(var_0, var_1, adj_0, adj_1, adj_2);
    wp::adj_abs(var_p0, adj_p0, adj_0);
    // adj: v4 = wp.sinh(wp.clamp(((p0 / (wp.abs(p0) + 1.0)) - wp.dot(wp.vec3(1.24, 0.29, 1.77), wp.vec3(-0.5, -1.65, 0.655))), -3.0, 3.0))  <L 22>
    // adj: def function_000002_f2(p0: float, p1: wp.mat33) -> wp.vec3:                       <L 21>
    return;
}



extern "C" __global__ void function_000002_77c59951_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
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
        wp::float32* var_1;
        wp::float32 var_2;
        wp::float32 var_3;
        const wp::int32 var_4 = 3;
        wp::mat_t<3, 3, wp::float32> var_5;
        const wp::float32 var_6 = -1.566;
        wp::mat_t<3, 3, wp::float32> var_7;
        const wp::int32 var_8 = 2;
        const wp::int32 var_9 = 0;
        wp::float32 var_10;
        const wp::float32 var_11 = -0.75;
        const wp::float32 var_12 = 0.49;
        wp::float32 var_13;
        const wp::float32 var_14 = 0.646;
        const wp::float32 var_15 = 0.09;
        const wp::float32 var_16 = -1.054;
        wp::vec_t<3, wp::float32> var_17;
        wp::mat_t<3, 3, wp::float32> var_18;
        wp::vec_t<3, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        const wp::float32 var_21 = 1.28;
        const wp::float32 var_22 = -0.1;
        const wp::float32 var_23 = -1.0;
        wp::vec_t<2, wp::float32> var_24;
        wp::vec_t<2, wp::float32> var_25;
        const wp::int32 var_26 = 1;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::float32 var_29 = 1.0;
        wp::float32 var_30;
        wp::vec_t<3, wp::float32> var_31;
        const wp::float32 var_32 = 1.428;
        const wp::float32 var_33 = -0.1;
        const wp::float32 var_34 = 0.94;
        wp::vec_t<3, wp::float32> var_35;
        wp::mat_t<3, 3, wp::float32> var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = 1.179;
        wp::float32 var_39;
        const wp::float32 var_40 = 1.0;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::float32 var_43;
        wp::vec_t<2, wp::float32> var_44;
        wp::float32 var_45;
        wp::vec_t<2, wp::float32> var_46;
        const wp::int32 var_47 = 3;
        wp::mat_t<3, 3, wp::float32> var_48;
        const wp::float32 var_49 = -0.13;
        wp::mat_t<3, 3, wp::float32> var_50;
        wp::vec_t<3, wp::float32> var_51;
        wp::float32 var_52;
        const wp::int32 var_53 = 0;
        wp::float32 var_54;
        wp::float32 var_55;
        const wp::float32 var_56 = 1.72;
        wp::float32 var_57;
        wp::float32 var_58;
        wp::float32 var_59;
        wp::float32 var_60;
        const wp::float32 var_61 = -0.9;
        const wp::float32 var_62 = 0.9;
        wp::float32 var_63;
        wp::float32 var_64;
        const wp::float32 var_65 = 0.57;
        wp::float32 var_66;
        wp::float32 var_67;
        //---------
        // forward
        // def function_000002(x0: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 36>
        // tid = wp.tid()                                                                         <L 37>
        var_0 = builtin_tid1d();
        // v7 = x0[tid]                                                                           <L 38>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v8 = wp.clamp((wp.identity(n=3, dtype=float) * -1.566)[2, 0], -0.75, 0.49)             <L 39>
        var_5 = wp::identity<3, wp::float32>();
        var_7 = wp::mul(var_5, var_6);
        var_10 = wp::extract(var_7, var_8, var_9);
        var_13 = wp::clamp(var_10, var_11, var_12);
        // v9 = wp.normalize(function_000002_f1(wp.diag(wp.vec3(0.646, 0.09, -1.054))))           <L 40>
        var_17 = wp::vec_t<3, wp::float32>(var_14, var_15, var_16);
        var_18 = wp::diag(var_17);
        var_19 = function_000002_f1_0(var_18);
        var_20 = wp::normalize(var_19);
        // v10 = (v9 / (wp.abs(((1.28 * wp.vec2(-0.1, -1.0))).y) + 1.0))                          <L 41>
        var_24 = wp::vec_t<2, wp::float32>(var_22, var_23);
        var_25 = wp::mul(var_21, var_24);
        var_27 = wp::extract(var_25, var_26);
        var_28 = wp::abs(var_27);
        var_30 = wp::add(var_28, var_29);
        var_31 = wp::div(var_20, var_30);
        // v11 = function_000002_f3(wp.diag(wp.vec3(1.428, -0.1, 0.94)), wp.step(v7) * (v7 / (wp.abs(1.179) + 1.0)), x0, tid)       <L 42>
        var_35 = wp::vec_t<3, wp::float32>(var_32, var_33, var_34);
        var_36 = wp::diag(var_35);
        var_37 = wp::step(var_2);
        var_39 = wp::abs(var_38);
        var_41 = wp::add(var_39, var_40);
        var_42 = wp::div(var_2, var_41);
        var_43 = wp::mul(var_37, var_42);
        var_44 = function_000002_f3_0(var_36, var_43, var_x0, var_0);
        // v12 = function_000002_f0(wp.max(v7, v7), v11, v9, x0, tid)                             <L 43>
        var_45 = wp::max(var_2, var_2);
        var_46 = function_000002_f0_0(var_45, var_44, var_20, var_x0, var_0);
        // v13 = function_000002_f2(v8, wp.identity(n=3, dtype=float) * -0.13)                    <L 44>
        var_48 = wp::identity<3, wp::float32>();
        var_50 = wp::mul(var_48, var_49);
        var_51 = function_000002_f2_0(var_13, var_50);
        // out0[tid] = v7 + v8 + (v7 + v12[0]) * 1.72                                             <L 45>
        var_52 = wp::add(var_2, var_13);
        var_54 = wp::extract(var_46, var_53);
        var_55 = wp::add(var_2, var_54);
        var_57 = wp::mul(var_55, var_56);
        var_58 = wp::add(var_52, var_57);
        wp::array_store(var_out0, var_0, var_58);
        // out1[tid] = v7 + v8 + wp.acos(wp.clamp((v8 + v8), -0.9, 0.9)) * 0.57                   <L 46>
        var_59 = wp::add(var_2, var_13);
        var_60 = wp::add(var_13, var_13);
        var_63 = wp::clamp(var_60, var_61, var_62);
        var_64 = wp::acos(var_63);
        var_66 = wp::mul(var_64, var_65);
        var_67 = wp::add(var_59, var_66);
        wp::array_store(var_out1, var_0, var_67);
    }
}



extern "C" __global__ void function_000002_77c59951_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::float32> adj_x0,
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
        wp::float32* var_1;
        wp::float32 var_2;
        wp::float32 var_3;
        const wp::int32 var_4 = 3;
        wp::mat_t<3, 3, wp::float32> var_5;
        const wp::float32 var_6 = -1.566;
        wp::mat_t<3, 3, wp::float32> var_7;
        const wp::int32 var_8 = 2;
        const wp::int32 var_9 = 0;
        wp::float32 var_10;
        const wp::float32 var_11 = -0.75;
        const wp::float32 var_12 = 0.49;
        wp::float32 var_13;
        const wp::float32 var_14 = 0.646;
        const wp::float32 var_15 = 0.09;
        const wp::float32 var_16 = -1.054;
        wp::vec_t<3, wp::float32> var_17;
        wp::mat_t<3, 3, wp::float32> var_18;
        wp::vec_t<3, wp::float32> var_19;
        wp::vec_t<3, wp::float32> var_20;
        const wp::float32 var_21 = 1.28;
        const wp::float32 var_22 = -0.1;
        const wp::float32 var_23 = -1.0;
        wp::vec_t<2, wp::float32> var_24;
        wp::vec_t<2, wp::float32> var_25;
        const wp::int32 var_26 = 1;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::float32 var_29 = 1.0;
        wp::float32 var_30;
        wp::vec_t<3, wp::float32> var_31;
        const wp::float32 var_32 = 1.428;
        const wp::float32 var_33 = -0.1;
        const wp::float32 var_34 = 0.94;
        wp::vec_t<3, wp::float32> var_35;
        wp::mat_t<3, 3, wp::float32> var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = 1.179;
        wp::float32 var_39;
        const wp::float32 var_40 = 1.0;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::float32 var_43;
        wp::vec_t<2, wp::float32> var_44;
        wp::float32 var_45;
        wp::vec_t<2, wp::float32> var_46;
        const wp::int32 var_47 = 3;
        wp::mat_t<3, 3, wp::float32> var_48;
        const wp::float32 var_49 = -0.13;
        wp::mat_t<3, 3, wp::float32> var_50;
        wp::vec_t<3, wp::float32> var_51;
        wp::float32 var_52;
        const wp::int32 var_53 = 0;
        wp::float32 var_54;
        wp::float32 var_55;
        const wp::float32 var_56 = 1.72;
        wp::float32 var_57;
        wp::float32 var_58;
        wp::float32 var_59;
        wp::float32 var_60;
        const wp::float32 var_61 = -0.9;
        const wp::float32 var_62 = 0.9;
        wp::float32 var_63;
        wp::float32 var_64;
        const wp::float32 var_65 = 0.57;
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
        wp::int32 adj_8 = {};
        wp::int32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::vec_t<3, wp::float32> adj_17 = {};
        wp::mat_t<3, 3, wp::float32> adj_18 = {};
        wp::vec_t<3, wp::float32> adj_19 = {};
        wp::vec_t<3, wp::float32> adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::vec_t<2, wp::float32> adj_24 = {};
        wp::vec_t<2, wp::float32> adj_25 = {};
        wp::int32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::vec_t<3, wp::float32> adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::vec_t<3, wp::float32> adj_35 = {};
        wp::mat_t<3, 3, wp::float32> adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::vec_t<2, wp::float32> adj_44 = {};
        wp::float32 adj_45 = {};
        wp::vec_t<2, wp::float32> adj_46 = {};
        wp::int32 adj_47 = {};
        wp::mat_t<3, 3, wp::float32> adj_48 = {};
        wp::float32 adj_49 = {};
        wp::mat_t<3, 3, wp::float32> adj_50 = {};
        wp::vec_t<3, wp::float32> adj_51 = {};
        wp::float32 adj_52 = {};
        wp::int32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::float32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::float32 adj_61 = {};
        wp::float32 adj_62 = {};
        wp::float32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::float32 adj_66 = {};
        wp::float32 adj_67 = {};
        //---------
        // forward
        // def function_000002(x0: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 36>
        // tid = wp.tid()                                                                         <L 37>
        var_0 = builtin_tid1d();
        // v7 = x0[tid]                                                                           <L 38>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v8 = wp.clamp((wp.identity(n=3, dtype=float) * -1.566)[2, 0], -0.75, 0.49)             <L 39>
        var_5 = wp::identity<3, wp::float32>();
        var_7 = wp::mul(var_5, var_6);
        var_10 = wp::extract(var_7, var_8, var_9);
        var_13 = wp::clamp(var_10, var_11, var_12);
        // v9 = wp.normalize(function_000002_f1(wp.diag(wp.vec3(0.646, 0.09, -1.054))))           <L 40>
        var_17 = wp::vec_t<3, wp::float32>(var_14, var_15, var_16);
        var_18 = wp::diag(var_17);
        var_19 = function_000002_f1_0(var_18);
        var_20 = wp::normalize(var_19);
        // v10 = (v9 / (wp.abs(((1.28 * wp.vec2(-0.1, -1.0))).y) + 1.0))                          <L 41>
        var_24 = wp::vec_t<2, wp::float32>(var_22, var_23);
        var_25 = wp::mul(var_21, var_24);
        var_27 = wp::extract(var_25, var_26);
        var_28 = wp::abs(var_27);
        var_30 = wp::add(var_28, var_29);
        var_31 = wp::div(var_20, var_30);
        // v11 = function_000002_f3(wp.diag(wp.vec3(1.428, -0.1, 0.94)), wp.step(v7) * (v7 / (wp.abs(1.179) + 1.0)), x0, tid)       <L 42>
        var_35 = wp::vec_t<3, wp::float32>(var_32, var_33, var_34);
        var_36 = wp::diag(var_35);
        var_37 = wp::step(var_2);
        var_39 = wp::abs(var_38);
        var_41 = wp::add(var_39, var_40);
        var_42 = wp::div(var_2, var_41);
        var_43 = wp::mul(var_37, var_42);
        var_44 = function_000002_f3_0(var_36, var_43, var_x0, var_0);
        // v12 = function_000002_f0(wp.max(v7, v7), v11, v9, x0, tid)                             <L 43>
        var_45 = wp::max(var_2, var_2);
        var_46 = function_000002_f0_0(var_45, var_44, var_20, var_x0, var_0);
        // v13 = function_000002_f2(v8, wp.identity(n=3, dtype=float) * -0.13)                    <L 44>
        var_48 = wp::identity<3, wp::float32>();
        var_50 = wp::mul(var_48, var_49);
        var_51 = function_000002_f2_0(var_13, var_50);
        // out0[tid] = v7 + v8 + (v7 + v12[0]) * 1.72                                             <L 45>
        var_52 = wp::add(var_2, var_13);
        var_54 = wp::extract(var_46, var_53);
        var_55 = wp::add(var_2, var_54);
        var_57 = wp::mul(var_55, var_56);
        var_58 = wp::add(var_52, var_57);
        // wp::array_store(var_out0, var_0, var_58);
        // out1[tid] = v7 + v8 + wp.acos(wp.clamp((v8 + v8), -0.9, 0.9)) * 0.57                   <L 46>
        var_59 = wp::add(var_2, var_13);
        var_60 = wp::add(var_13, var_13);
        var_63 = wp::clamp(var_60, var_61, var_62);
        var_64 = wp::acos(var_63);
        var_66 = wp::mul(var_64, var_65);
        var_67 = wp::add(var_59, var_66);
        // wp::array_store(var_out1, var_0, var_67);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_67, adj_out1, adj_0, adj_67);
        wp::adj_add(var_59, var_66, adj_59, adj_66, adj_67);
        wp::adj_mul(var_64, var_65, adj_64, adj_65, adj_66);
        wp::adj_acos(var_63, adj_63, adj_64);
        wp::adj_clamp(var_60, var_61, var_62, adj_60, adj_61, adj_62, adj_63);
        wp::adj_add(var_13, var_13, adj_13, adj_13, adj_60);
        wp::adj_add(var_2, var_13, adj_2, adj_13, adj_59);
        // adj: out1[tid] = v7 + v8 + wp.acos(wp.clamp((v8 + v8), -0.9, 0.9)) * 0.57              <L 46>
        wp::adj_array_store(var_out0, var_0, var_58, adj_out0, adj_0, adj_58);
        wp::adj_add(var_52, var_57, adj_52, adj_57, adj_58);
        wp::adj_mul(var_55, var_56, adj_55, adj_56, adj_57);
        wp::adj_add(var_2, var_54, adj_2, adj_54, adj_55);
        wp::adj_extract(var_46, var_53, adj_46, adj_53, adj_54);
        wp::adj_add(var_2, var_13, adj_2, adj_13, adj_52);
        // adj: out0[tid] = v7 + v8 + (v7 + v12[0]) * 1.72                                        <L 45>
        adj_function_000002_f2_0(var_13, var_50, adj_13, adj_50, adj_51);
        wp::adj_mul(var_48, var_49, adj_48, adj_49, adj_50);
        // adj: v13 = function_000002_f2(v8, wp.identity(n=3, dtype=float) * -0.13)               <L 44>
        adj_function_000002_f0_0(var_45, var_44, var_20, var_x0, var_0, adj_45, adj_44, adj_20, adj_x0, adj_0, adj_46);
        wp::adj_max(var_2, var_2, adj_2, adj_2, adj_45);
        // adj: v12 = function_000002_f0(wp.max(v7, v7), v11, v9, x0, tid)                        <L 43>
        adj_function_000002_f3_0(var_36, var_43, var_x0, var_0, adj_36, adj_43, adj_x0, adj_0, adj_44);
        wp::adj_mul(var_37, var_42, adj_37, adj_42, adj_43);
        wp::adj_div(var_2, var_41, var_42, adj_2, adj_41, adj_42);
        wp::adj_add(var_39, var_40, adj_39, adj_40, adj_41);
        wp::adj_abs(var_38, adj_38, adj_39);
        wp::adj_diag(var_35, adj_35, adj_36);
        wp::adj_vec_t(var_32, var_33, var_34, adj_32, adj_33, adj_34, adj_35);
        // adj: v11 = function_000002_f3(wp.diag(wp.vec3(1.428, -0.1, 0.94)), wp.step(v7) * (v7 / (wp.abs(1.179) + 1.0)), x0, tid)  <L 42>
        wp::adj_div(var_20, var_30, adj_20, adj_30, adj_31);
        wp::adj_add(var_28, var_29, adj_28, adj_29, adj_30);
        wp::adj_abs(var_27, adj_27, adj_28);
        wp::adj_extract(var_25, var_26, adj_25, adj_26, adj_27);
        wp::adj_mul(var_21, var_24, adj_21, adj_24, adj_25);
        wp::adj_vec_t(var_22, var_23, adj_22, adj_23, adj_24);
        // adj: v10 = (v9 / (wp.abs(((1.28 * wp.vec2(-0.1, -1.0))).y) + 1.0))                     <L 41>
        wp::adj_normalize(var_19, var_20, adj_19, adj_20);
        adj_function_000002_f1_0(var_18, adj_18, adj_19);
        wp::adj_diag(var_17, adj_17, adj_18);
        wp::adj_vec_t(var_14, var_15, var_16, adj_14, adj_15, adj_16, adj_17);
        // adj: v9 = wp.normalize(function_000002_f1(wp.diag(wp.vec3(0.646, 0.09, -1.054))))      <L 40>
        wp::adj_clamp(var_10, var_11, var_12, adj_10, adj_11, adj_12, adj_13);
        wp::adj_extract(var_7, var_8, var_9, adj_7, adj_8, adj_9, adj_10);
        wp::adj_mul(var_5, var_6, adj_5, adj_6, adj_7);
        // adj: v8 = wp.clamp((wp.identity(n=3, dtype=float) * -1.566)[2, 0], -0.75, 0.49)        <L 39>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v7 = x0[tid]                                                                      <L 38>
        // adj: tid = wp.tid()                                                                    <L 37>
        // adj: def function_000002(x0: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 36>
        continue;
    }
}

