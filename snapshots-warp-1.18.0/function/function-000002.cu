// Generated for case function-000002 with warp-lang 1.18.0. Do not edit.
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
    // def function_000002_f0(p0: wp.vec2, arr: wp.array(dtype=float), idx: int):             <L 5>
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
    // def function_000002_f1(p0: wp.vec3, p1: wp.mat33, p2: wp.vec3) -> tuple[wp.vec3, wp.vec3]:       <L 14>
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


// function-000002.py:26
static CUDA_CALLABLE wp::float32 function_000002_f3_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::float32 var_p2)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    //---------
    // forward
    // def function_000002_f3(p0: float, p1: float, p2: float) -> float:                      <L 27>
    // return (wp.tanh((p1 + p0)) - (wp.exp(wp.sin(p1)) * (p2 + p1)))                         <L 28>
    var_0 = wp::add(var_p1, var_p0);
    var_1 = wp::tanh(var_0);
    var_2 = wp::sin(var_p1);
    var_3 = wp::exp(var_2);
    var_4 = wp::add(var_p2, var_p1);
    var_5 = wp::mul(var_3, var_4);
    var_6 = wp::sub(var_1, var_5);
    return var_6;
}


// function-000002.py:19
static CUDA_CALLABLE wp::float32 function_000002_f2_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::vec_t<2, wp::float32> var_p2,
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
    const wp::float32 var_8 = -1.44;
    const wp::float32 var_9 = 1.38;
    const wp::float32 var_10 = 0.503;
    wp::vec_t<3, wp::float32> var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.0;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::int32 var_16 = 3;
    wp::mat_t<3, 3, wp::float32> var_17;
    const wp::float32 var_18 = -1.957;
    wp::mat_t<3, 3, wp::float32> var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::int32 var_24 = 0;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 1;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::int32 var_32 = 0;
    wp::float32 var_33;
    wp::float32 var_34;
    const wp::int32 var_35 = 1;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::int32 var_38 = 2;
    wp::float32 var_39;
    wp::float32 var_40;
    //---------
    // forward
    // def function_000002_f2(p0: float, p1: float, p2: wp.vec2, arr: wp.array(dtype=float), idx: int) -> float:       <L 20>
    // v5 = arr[idx % arr.shape[0]]                                                           <L 21>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v6 = wp.vec3(-1.44, 1.38, 0.503)                                                       <L 22>
    var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
    // return ((p1 / (wp.abs(v5) + 1.0)) - wp.trace(wp.identity(n=3, dtype=float) * -1.957)) + p0 + v5 + p2[0] + p2[1] + float(idx) + v6[0] + v6[1] + v6[2]       <L 23>
    var_12 = wp::abs(var_6);
    var_14 = wp::add(var_12, var_13);
    var_15 = wp::div(var_p1, var_14);
    var_17 = wp::identity<3, wp::float32>();
    var_19 = wp::mul(var_17, var_18);
    var_20 = wp::trace(var_19);
    var_21 = wp::sub(var_15, var_20);
    var_22 = wp::add(var_21, var_p0);
    var_23 = wp::add(var_22, var_6);
    var_25 = wp::extract(var_p2, var_24);
    var_26 = wp::add(var_23, var_25);
    var_28 = wp::extract(var_p2, var_27);
    var_29 = wp::add(var_26, var_28);
    var_30 = wp::float(var_idx);
    var_31 = wp::add(var_29, var_30);
    var_33 = wp::extract(var_11, var_32);
    var_34 = wp::add(var_31, var_33);
    var_36 = wp::extract(var_11, var_35);
    var_37 = wp::add(var_34, var_36);
    var_39 = wp::extract(var_11, var_38);
    var_40 = wp::add(var_37, var_39);
    return var_40;
}


// function-000002.py:31
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
    const wp::float32 var_0 = 1.0;
    wp::float32 var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
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
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    //---------
    // forward
    // def adj_function_000002_f3(p0: float, p1: float, p2: float, adj_ret: float):           <L 32>
    // wp.adjoint[p0] += (1.0 - (wp.tanh((p1 + p0)) * wp.tanh((p1 + p0)))) * adj_ret          <L 33>
    var_1 = wp::add(var_p1, var_p0);
    var_2 = wp::tanh(var_1);
    var_3 = wp::add(var_p1, var_p0);
    var_4 = wp::tanh(var_3);
    var_5 = wp::mul(var_2, var_4);
    var_6 = wp::sub(var_0, var_5);
    var_7 = wp::mul(var_6, var_adj_ret);
    var_8 = wp::add(adj_p0, var_7);
    adj_p0 = var_8;
    // wp.adjoint[p1] += ((1.0 - (wp.tanh((p1 + p0)) * wp.tanh((p1 + p0)))) - (((wp.exp(wp.sin(p1)) * wp.cos(p1)) * (p2 + p1)) + wp.exp(wp.sin(p1)))) * adj_ret       <L 34>
    var_10 = wp::add(var_p1, var_p0);
    var_11 = wp::tanh(var_10);
    var_12 = wp::add(var_p1, var_p0);
    var_13 = wp::tanh(var_12);
    var_14 = wp::mul(var_11, var_13);
    var_15 = wp::sub(var_9, var_14);
    var_16 = wp::sin(var_p1);
    var_17 = wp::exp(var_16);
    var_18 = wp::cos(var_p1);
    var_19 = wp::mul(var_17, var_18);
    var_20 = wp::add(var_p2, var_p1);
    var_21 = wp::mul(var_19, var_20);
    var_22 = wp::sin(var_p1);
    var_23 = wp::exp(var_22);
    var_24 = wp::add(var_21, var_23);
    var_25 = wp::sub(var_15, var_24);
    var_26 = wp::mul(var_25, var_adj_ret);
    var_27 = wp::add(adj_p1, var_26);
    adj_p1 = var_27;
    // wp.adjoint[p2] += (-wp.exp(wp.sin(p1))) * adj_ret                                      <L 35>
    var_28 = wp::sin(var_p1);
    var_29 = wp::exp(var_28);
    var_30 = wp::neg(var_29);
    var_31 = wp::mul(var_30, var_adj_ret);
    var_32 = wp::add(adj_p2, var_31);
    adj_p2 = var_32;
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
    // def function_000002_f0(p0: wp.vec2, arr: wp.array(dtype=float), idx: int):             <L 5>
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
    // adj: def function_000002_f0(p0: wp.vec2, arr: wp.array(dtype=float), idx: int):        <L 5>
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
    // def function_000002_f1(p0: wp.vec3, p1: wp.mat33, p2: wp.vec3) -> tuple[wp.vec3, wp.vec3]:       <L 14>
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
    // adj: def function_000002_f1(p0: wp.vec3, p1: wp.mat33, p2: wp.vec3) -> tuple[wp.vec3, wp.vec3]:  <L 14>
    return;
}


// function-000002.py:19
static CUDA_CALLABLE void adj_function_000002_f2_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::vec_t<2, wp::float32> var_p2,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::float32 & adj_p0,
    wp::float32 & adj_p1,
    wp::vec_t<2, wp::float32> & adj_p2,
    wp::array_t<wp::float32> & adj_arr,
    wp::int32 & adj_idx,
    wp::float32 & adj_ret)
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
    const wp::float32 var_8 = -1.44;
    const wp::float32 var_9 = 1.38;
    const wp::float32 var_10 = 0.503;
    wp::vec_t<3, wp::float32> var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.0;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::int32 var_16 = 3;
    wp::mat_t<3, 3, wp::float32> var_17;
    const wp::float32 var_18 = -1.957;
    wp::mat_t<3, 3, wp::float32> var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::int32 var_24 = 0;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 1;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::int32 var_32 = 0;
    wp::float32 var_33;
    wp::float32 var_34;
    const wp::int32 var_35 = 1;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::int32 var_38 = 2;
    wp::float32 var_39;
    wp::float32 var_40;
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
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::int32 adj_16 = {};
    wp::mat_t<3, 3, wp::float32> adj_17 = {};
    wp::float32 adj_18 = {};
    wp::mat_t<3, 3, wp::float32> adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::int32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::int32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::int32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::int32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::int32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    //---------
    // forward
    // def function_000002_f2(p0: float, p1: float, p2: wp.vec2, arr: wp.array(dtype=float), idx: int) -> float:       <L 20>
    // v5 = arr[idx % arr.shape[0]]                                                           <L 21>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v6 = wp.vec3(-1.44, 1.38, 0.503)                                                       <L 22>
    var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
    // return ((p1 / (wp.abs(v5) + 1.0)) - wp.trace(wp.identity(n=3, dtype=float) * -1.957)) + p0 + v5 + p2[0] + p2[1] + float(idx) + v6[0] + v6[1] + v6[2]       <L 23>
    var_12 = wp::abs(var_6);
    var_14 = wp::add(var_12, var_13);
    var_15 = wp::div(var_p1, var_14);
    var_17 = wp::identity<3, wp::float32>();
    var_19 = wp::mul(var_17, var_18);
    var_20 = wp::trace(var_19);
    var_21 = wp::sub(var_15, var_20);
    var_22 = wp::add(var_21, var_p0);
    var_23 = wp::add(var_22, var_6);
    var_25 = wp::extract(var_p2, var_24);
    var_26 = wp::add(var_23, var_25);
    var_28 = wp::extract(var_p2, var_27);
    var_29 = wp::add(var_26, var_28);
    var_30 = wp::float(var_idx);
    var_31 = wp::add(var_29, var_30);
    var_33 = wp::extract(var_11, var_32);
    var_34 = wp::add(var_31, var_33);
    var_36 = wp::extract(var_11, var_35);
    var_37 = wp::add(var_34, var_36);
    var_39 = wp::extract(var_11, var_38);
    var_40 = wp::add(var_37, var_39);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_40 += adj_ret;
    wp::adj_add(var_37, var_39, adj_37, adj_39, adj_40);
    wp::adj_extract(var_11, var_38, adj_11, adj_38, adj_39);
    wp::adj_add(var_34, var_36, adj_34, adj_36, adj_37);
    wp::adj_extract(var_11, var_35, adj_11, adj_35, adj_36);
    wp::adj_add(var_31, var_33, adj_31, adj_33, adj_34);
    wp::adj_extract(var_11, var_32, adj_11, adj_32, adj_33);
    wp::adj_add(var_29, var_30, adj_29, adj_30, adj_31);
    wp::adj_float(var_idx, adj_idx, adj_30);
    wp::adj_add(var_26, var_28, adj_26, adj_28, adj_29);
    wp::adj_extract(var_p2, var_27, adj_p2, adj_27, adj_28);
    wp::adj_add(var_23, var_25, adj_23, adj_25, adj_26);
    wp::adj_extract(var_p2, var_24, adj_p2, adj_24, adj_25);
    wp::adj_add(var_22, var_6, adj_22, adj_6, adj_23);
    wp::adj_add(var_21, var_p0, adj_21, adj_p0, adj_22);
    wp::adj_sub(var_15, var_20, adj_15, adj_20, adj_21);
    wp::adj_trace(var_19, adj_19, adj_20);
    wp::adj_mul(var_17, var_18, adj_17, adj_18, adj_19);
    wp::adj_div(var_p1, var_14, var_15, adj_p1, adj_14, adj_15);
    wp::adj_add(var_12, var_13, adj_12, adj_13, adj_14);
    wp::adj_abs(var_6, adj_6, adj_12);
    // adj: return ((p1 / (wp.abs(v5) + 1.0)) - wp.trace(wp.identity(n=3, dtype=float) * -1.957)) + p0 + v5 + p2[0] + p2[1] + float(idx) + v6[0] + v6[1] + v6[2]  <L 23>
    wp::adj_vec_t(var_8, var_9, var_10, adj_8, adj_9, adj_10, adj_11);
    // adj: v6 = wp.vec3(-1.44, 1.38, 0.503)                                                  <L 22>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_arr, var_4, adj_arr, adj_4, adj_5);
    wp::adj_mod(var_idx, var_2, adj_idx, adj_2, adj_4);
    adj_arr.shape = adj_0;
    // adj: v5 = arr[idx % arr.shape[0]]                                                      <L 21>
    // adj: def function_000002_f2(p0: float, p1: float, p2: wp.vec2, arr: wp.array(dtype=float), idx: int) -> float:  <L 20>
    return;
}



extern "C" __global__ void function_000002_d19695c1_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out1)
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
        wp::float32 var_4;
        const wp::float32 var_5 = 1.37;
        const wp::float32 var_6 = 0.6;
        const wp::float32 var_7 = -1.35;
        wp::vec_t<3, wp::float32> var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        bool var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::float32 var_16 = 1.025;
        const wp::float32 var_17 = 1.98;
        wp::vec_t<2, wp::float32> var_18;
        wp::vec_t<2, wp::float32> var_19;
        wp::int32 var_20;
        wp::int32 var_21;
        wp::vec_t<2, wp::float32> var_22;
        const wp::float32 var_23 = 1.5;
        wp::vec_t<3, wp::float32> var_24;
        const wp::int32 var_25 = 3;
        wp::mat_t<3, 3, wp::float32> var_26;
        const wp::float32 var_27 = 0.927;
        wp::mat_t<3, 3, wp::float32> var_28;
        const wp::float32 var_29 = -1.702;
        const wp::float32 var_30 = 1.09;
        const wp::float32 var_31 = -0.91;
        wp::vec_t<3, wp::float32> var_32;
        wp::mat_t<3, 3, wp::float32> var_33;
        wp::vec_t<3, wp::float32> var_34;
        wp::vec_t<3, wp::float32> var_35;
        wp::vec_t<3, wp::float32> var_36;
        const wp::float32 var_37 = 1.585;
        wp::float32 var_38;
        wp::int32 var_39;
        wp::vec_t<2, wp::float32> var_40;
        wp::int32 var_41;
        wp::int32 var_42;
        wp::float32 var_43;
        const wp::float32 var_44 = 1.398;
        const wp::float32 var_45 = 1.76;
        wp::vec_t<2, wp::float32> var_46;
        wp::vec_t<2, wp::float32> var_47;
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
        wp::vec_t<2, wp::float32> var_58;
        wp::vec_t<2, wp::float32> var_59;
        const wp::float32 var_60 = 0.51;
        wp::vec_t<2, wp::float32> var_61;
        wp::vec_t<2, wp::float32> var_62;
        const wp::int32 var_63 = 0;
        wp::float32 var_64;
        const wp::int32 var_65 = 1;
        wp::float32 var_66;
        wp::float32 var_67;
        const wp::int32 var_68 = 2;
        wp::float32 var_69;
        wp::float32 var_70;
        const wp::int32 var_71 = 0;
        wp::float32 var_72;
        wp::float32 var_73;
        const wp::int32 var_74 = 1;
        wp::float32 var_75;
        wp::float32 var_76;
        const wp::int32 var_77 = 2;
        wp::float32 var_78;
        wp::float32 var_79;
        wp::float32 var_80;
        wp::vec_t<2, wp::float32> var_81;
        wp::vec_t<2, wp::float32> var_82;
        //---------
        // forward
        // def function_000002(x0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec2)):       <L 39>
        // tid = wp.tid()                                                                         <L 40>
        var_0 = builtin_tid1d();
        // v7 = x0[tid]                                                                           <L 41>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v8 = v7                                                                                <L 42>
        var_4 = wp::copy(var_2);
        // v9 = wp.vec3(1.37, 0.6, -1.35)                                                         <L 43>
        var_8 = wp::vec_t<3, wp::float32>(var_5, var_6, var_7);
        // v10 = abs(v7)                                                                          <L 44>
        var_9 = wp::abs(var_2);
        // if (v10 + v10) < wp.dot(v9, v9):                                                       <L 45>
        var_10 = wp::add(var_9, var_9);
        var_11 = wp::dot(var_8, var_8);
        var_12 = (var_10 < var_11);
        if (var_12) {
            // v8 = v8 + wp.sin(v10)                                                              <L 46>
            var_13 = wp::sin(var_9);
            var_14 = wp::add(var_4, var_13);
        }
        var_15 = wp::where(var_12, var_14, var_4);
        // v11 = function_000002_f0((v7 * wp.vec2(1.025, 1.98)), x0, wp.abs(wp.max(tid, tid)))       <L 47>
        var_18 = wp::vec_t<2, wp::float32>(var_16, var_17);
        var_19 = wp::mul(var_2, var_18);
        var_20 = wp::max(var_0, var_0);
        var_21 = wp::abs(var_20);
        var_22 = function_000002_f0_0(var_19, var_x0, var_21);
        // v12, v13 = function_000002_f1(wp.vec3(v10, v7, 1.5), wp.identity(n=3, dtype=float) * 0.927, p2=(v9 @ wp.diag(wp.vec3(-1.702, 1.09, -0.91))))       <L 48>
        var_24 = wp::vec_t<3, wp::float32>(var_9, var_2, var_23);
        var_26 = wp::identity<3, wp::float32>();
        var_28 = wp::mul(var_26, var_27);
        var_32 = wp::vec_t<3, wp::float32>(var_29, var_30, var_31);
        var_33 = wp::diag(var_32);
        var_34 = wp::mul(var_8, var_33);
        function_000002_f1_0(var_24, var_28, var_34, var_35, var_36);
        // v14 = function_000002_f2(v7, function_000002_f3(v7, 1.585, v8), function_000002_f0(v11, x0, wp.abs(tid)), x0, wp.abs((tid + tid)))       <L 49>
        var_38 = function_000002_f3_0(var_2, var_37, var_15);
        var_39 = wp::abs(var_0);
        var_40 = function_000002_f0_0(var_22, var_x0, var_39);
        var_41 = wp::add(var_0, var_0);
        var_42 = wp::abs(var_41);
        var_43 = function_000002_f2_0(var_2, var_38, var_40, var_x0, var_42);
        // out0[tid] = v11 + wp.vec2(1.398, 1.76) + wp.vec2(v8 + v10 + v13[0] + v13[1] + v13[2])       <L 50>
        var_46 = wp::vec_t<2, wp::float32>(var_44, var_45);
        var_47 = wp::add(var_22, var_46);
        var_48 = wp::add(var_15, var_9);
        var_50 = wp::extract(var_36, var_49);
        var_51 = wp::add(var_48, var_50);
        var_53 = wp::extract(var_36, var_52);
        var_54 = wp::add(var_51, var_53);
        var_56 = wp::extract(var_36, var_55);
        var_57 = wp::add(var_54, var_56);
        var_58 = wp::vec_t<2, wp::float32>(var_57);
        var_59 = wp::add(var_47, var_58);
        wp::array_store(var_out0, var_0, var_59);
        // out1[tid] = v11 + v11 * 0.51 + wp.vec2(v9[0] + v9[1] + v9[2] + v12[0] + v12[1] + v12[2] + v14)       <L 51>
        var_61 = wp::mul(var_22, var_60);
        var_62 = wp::add(var_22, var_61);
        var_64 = wp::extract(var_8, var_63);
        var_66 = wp::extract(var_8, var_65);
        var_67 = wp::add(var_64, var_66);
        var_69 = wp::extract(var_8, var_68);
        var_70 = wp::add(var_67, var_69);
        var_72 = wp::extract(var_35, var_71);
        var_73 = wp::add(var_70, var_72);
        var_75 = wp::extract(var_35, var_74);
        var_76 = wp::add(var_73, var_75);
        var_78 = wp::extract(var_35, var_77);
        var_79 = wp::add(var_76, var_78);
        var_80 = wp::add(var_79, var_43);
        var_81 = wp::vec_t<2, wp::float32>(var_80);
        var_82 = wp::add(var_62, var_81);
        wp::array_store(var_out1, var_0, var_82);
    }
}



extern "C" __global__ void function_000002_d19695c1_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out1,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_out0,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_out1)
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
        wp::float32 var_4;
        const wp::float32 var_5 = 1.37;
        const wp::float32 var_6 = 0.6;
        const wp::float32 var_7 = -1.35;
        wp::vec_t<3, wp::float32> var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        bool var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::float32 var_16 = 1.025;
        const wp::float32 var_17 = 1.98;
        wp::vec_t<2, wp::float32> var_18;
        wp::vec_t<2, wp::float32> var_19;
        wp::int32 var_20;
        wp::int32 var_21;
        wp::vec_t<2, wp::float32> var_22;
        const wp::float32 var_23 = 1.5;
        wp::vec_t<3, wp::float32> var_24;
        const wp::int32 var_25 = 3;
        wp::mat_t<3, 3, wp::float32> var_26;
        const wp::float32 var_27 = 0.927;
        wp::mat_t<3, 3, wp::float32> var_28;
        const wp::float32 var_29 = -1.702;
        const wp::float32 var_30 = 1.09;
        const wp::float32 var_31 = -0.91;
        wp::vec_t<3, wp::float32> var_32;
        wp::mat_t<3, 3, wp::float32> var_33;
        wp::vec_t<3, wp::float32> var_34;
        wp::vec_t<3, wp::float32> var_35;
        wp::vec_t<3, wp::float32> var_36;
        const wp::float32 var_37 = 1.585;
        wp::float32 var_38;
        wp::int32 var_39;
        wp::vec_t<2, wp::float32> var_40;
        wp::int32 var_41;
        wp::int32 var_42;
        wp::float32 var_43;
        const wp::float32 var_44 = 1.398;
        const wp::float32 var_45 = 1.76;
        wp::vec_t<2, wp::float32> var_46;
        wp::vec_t<2, wp::float32> var_47;
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
        wp::vec_t<2, wp::float32> var_58;
        wp::vec_t<2, wp::float32> var_59;
        const wp::float32 var_60 = 0.51;
        wp::vec_t<2, wp::float32> var_61;
        wp::vec_t<2, wp::float32> var_62;
        const wp::int32 var_63 = 0;
        wp::float32 var_64;
        const wp::int32 var_65 = 1;
        wp::float32 var_66;
        wp::float32 var_67;
        const wp::int32 var_68 = 2;
        wp::float32 var_69;
        wp::float32 var_70;
        const wp::int32 var_71 = 0;
        wp::float32 var_72;
        wp::float32 var_73;
        const wp::int32 var_74 = 1;
        wp::float32 var_75;
        wp::float32 var_76;
        const wp::int32 var_77 = 2;
        wp::float32 var_78;
        wp::float32 var_79;
        wp::float32 var_80;
        wp::vec_t<2, wp::float32> var_81;
        wp::vec_t<2, wp::float32> var_82;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::vec_t<3, wp::float32> adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        bool adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::vec_t<2, wp::float32> adj_18 = {};
        wp::vec_t<2, wp::float32> adj_19 = {};
        wp::int32 adj_20 = {};
        wp::int32 adj_21 = {};
        wp::vec_t<2, wp::float32> adj_22 = {};
        wp::float32 adj_23 = {};
        wp::vec_t<3, wp::float32> adj_24 = {};
        wp::int32 adj_25 = {};
        wp::mat_t<3, 3, wp::float32> adj_26 = {};
        wp::float32 adj_27 = {};
        wp::mat_t<3, 3, wp::float32> adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::vec_t<3, wp::float32> adj_32 = {};
        wp::mat_t<3, 3, wp::float32> adj_33 = {};
        wp::vec_t<3, wp::float32> adj_34 = {};
        wp::vec_t<3, wp::float32> adj_35 = {};
        wp::vec_t<3, wp::float32> adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::int32 adj_39 = {};
        wp::vec_t<2, wp::float32> adj_40 = {};
        wp::int32 adj_41 = {};
        wp::int32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::vec_t<2, wp::float32> adj_46 = {};
        wp::vec_t<2, wp::float32> adj_47 = {};
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
        wp::vec_t<2, wp::float32> adj_58 = {};
        wp::vec_t<2, wp::float32> adj_59 = {};
        wp::float32 adj_60 = {};
        wp::vec_t<2, wp::float32> adj_61 = {};
        wp::vec_t<2, wp::float32> adj_62 = {};
        wp::int32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::int32 adj_65 = {};
        wp::float32 adj_66 = {};
        wp::float32 adj_67 = {};
        wp::int32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::float32 adj_70 = {};
        wp::int32 adj_71 = {};
        wp::float32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::int32 adj_74 = {};
        wp::float32 adj_75 = {};
        wp::float32 adj_76 = {};
        wp::int32 adj_77 = {};
        wp::float32 adj_78 = {};
        wp::float32 adj_79 = {};
        wp::float32 adj_80 = {};
        wp::vec_t<2, wp::float32> adj_81 = {};
        wp::vec_t<2, wp::float32> adj_82 = {};
        //---------
        // forward
        // def function_000002(x0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec2)):       <L 39>
        // tid = wp.tid()                                                                         <L 40>
        var_0 = builtin_tid1d();
        // v7 = x0[tid]                                                                           <L 41>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v8 = v7                                                                                <L 42>
        var_4 = wp::copy(var_2);
        // v9 = wp.vec3(1.37, 0.6, -1.35)                                                         <L 43>
        var_8 = wp::vec_t<3, wp::float32>(var_5, var_6, var_7);
        // v10 = abs(v7)                                                                          <L 44>
        var_9 = wp::abs(var_2);
        // if (v10 + v10) < wp.dot(v9, v9):                                                       <L 45>
        var_10 = wp::add(var_9, var_9);
        var_11 = wp::dot(var_8, var_8);
        var_12 = (var_10 < var_11);
        if (var_12) {
            // v8 = v8 + wp.sin(v10)                                                              <L 46>
            var_13 = wp::sin(var_9);
            var_14 = wp::add(var_4, var_13);
        }
        var_15 = wp::where(var_12, var_14, var_4);
        // v11 = function_000002_f0((v7 * wp.vec2(1.025, 1.98)), x0, wp.abs(wp.max(tid, tid)))       <L 47>
        var_18 = wp::vec_t<2, wp::float32>(var_16, var_17);
        var_19 = wp::mul(var_2, var_18);
        var_20 = wp::max(var_0, var_0);
        var_21 = wp::abs(var_20);
        var_22 = function_000002_f0_0(var_19, var_x0, var_21);
        // v12, v13 = function_000002_f1(wp.vec3(v10, v7, 1.5), wp.identity(n=3, dtype=float) * 0.927, p2=(v9 @ wp.diag(wp.vec3(-1.702, 1.09, -0.91))))       <L 48>
        var_24 = wp::vec_t<3, wp::float32>(var_9, var_2, var_23);
        var_26 = wp::identity<3, wp::float32>();
        var_28 = wp::mul(var_26, var_27);
        var_32 = wp::vec_t<3, wp::float32>(var_29, var_30, var_31);
        var_33 = wp::diag(var_32);
        var_34 = wp::mul(var_8, var_33);
        function_000002_f1_0(var_24, var_28, var_34, var_35, var_36);
        // v14 = function_000002_f2(v7, function_000002_f3(v7, 1.585, v8), function_000002_f0(v11, x0, wp.abs(tid)), x0, wp.abs((tid + tid)))       <L 49>
        var_38 = function_000002_f3_0(var_2, var_37, var_15);
        var_39 = wp::abs(var_0);
        var_40 = function_000002_f0_0(var_22, var_x0, var_39);
        var_41 = wp::add(var_0, var_0);
        var_42 = wp::abs(var_41);
        var_43 = function_000002_f2_0(var_2, var_38, var_40, var_x0, var_42);
        // out0[tid] = v11 + wp.vec2(1.398, 1.76) + wp.vec2(v8 + v10 + v13[0] + v13[1] + v13[2])       <L 50>
        var_46 = wp::vec_t<2, wp::float32>(var_44, var_45);
        var_47 = wp::add(var_22, var_46);
        var_48 = wp::add(var_15, var_9);
        var_50 = wp::extract(var_36, var_49);
        var_51 = wp::add(var_48, var_50);
        var_53 = wp::extract(var_36, var_52);
        var_54 = wp::add(var_51, var_53);
        var_56 = wp::extract(var_36, var_55);
        var_57 = wp::add(var_54, var_56);
        var_58 = wp::vec_t<2, wp::float32>(var_57);
        var_59 = wp::add(var_47, var_58);
        // wp::array_store(var_out0, var_0, var_59);
        // out1[tid] = v11 + v11 * 0.51 + wp.vec2(v9[0] + v9[1] + v9[2] + v12[0] + v12[1] + v12[2] + v14)       <L 51>
        var_61 = wp::mul(var_22, var_60);
        var_62 = wp::add(var_22, var_61);
        var_64 = wp::extract(var_8, var_63);
        var_66 = wp::extract(var_8, var_65);
        var_67 = wp::add(var_64, var_66);
        var_69 = wp::extract(var_8, var_68);
        var_70 = wp::add(var_67, var_69);
        var_72 = wp::extract(var_35, var_71);
        var_73 = wp::add(var_70, var_72);
        var_75 = wp::extract(var_35, var_74);
        var_76 = wp::add(var_73, var_75);
        var_78 = wp::extract(var_35, var_77);
        var_79 = wp::add(var_76, var_78);
        var_80 = wp::add(var_79, var_43);
        var_81 = wp::vec_t<2, wp::float32>(var_80);
        var_82 = wp::add(var_62, var_81);
        // wp::array_store(var_out1, var_0, var_82);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_82, adj_out1, adj_0, adj_82);
        wp::adj_add(var_62, var_81, adj_62, adj_81, adj_82);
        wp::adj_vec_t(var_80, adj_80, adj_81);
        wp::adj_add(var_79, var_43, adj_79, adj_43, adj_80);
        wp::adj_add(var_76, var_78, adj_76, adj_78, adj_79);
        wp::adj_extract(var_35, var_77, adj_35, adj_77, adj_78);
        wp::adj_add(var_73, var_75, adj_73, adj_75, adj_76);
        wp::adj_extract(var_35, var_74, adj_35, adj_74, adj_75);
        wp::adj_add(var_70, var_72, adj_70, adj_72, adj_73);
        wp::adj_extract(var_35, var_71, adj_35, adj_71, adj_72);
        wp::adj_add(var_67, var_69, adj_67, adj_69, adj_70);
        wp::adj_extract(var_8, var_68, adj_8, adj_68, adj_69);
        wp::adj_add(var_64, var_66, adj_64, adj_66, adj_67);
        wp::adj_extract(var_8, var_65, adj_8, adj_65, adj_66);
        wp::adj_extract(var_8, var_63, adj_8, adj_63, adj_64);
        wp::adj_add(var_22, var_61, adj_22, adj_61, adj_62);
        wp::adj_mul(var_22, var_60, adj_22, adj_60, adj_61);
        // adj: out1[tid] = v11 + v11 * 0.51 + wp.vec2(v9[0] + v9[1] + v9[2] + v12[0] + v12[1] + v12[2] + v14)  <L 51>
        wp::adj_array_store(var_out0, var_0, var_59, adj_out0, adj_0, adj_59);
        wp::adj_add(var_47, var_58, adj_47, adj_58, adj_59);
        wp::adj_vec_t(var_57, adj_57, adj_58);
        wp::adj_add(var_54, var_56, adj_54, adj_56, adj_57);
        wp::adj_extract(var_36, var_55, adj_36, adj_55, adj_56);
        wp::adj_add(var_51, var_53, adj_51, adj_53, adj_54);
        wp::adj_extract(var_36, var_52, adj_36, adj_52, adj_53);
        wp::adj_add(var_48, var_50, adj_48, adj_50, adj_51);
        wp::adj_extract(var_36, var_49, adj_36, adj_49, adj_50);
        wp::adj_add(var_15, var_9, adj_15, adj_9, adj_48);
        wp::adj_add(var_22, var_46, adj_22, adj_46, adj_47);
        wp::adj_vec_t(var_44, var_45, adj_44, adj_45, adj_46);
        // adj: out0[tid] = v11 + wp.vec2(1.398, 1.76) + wp.vec2(v8 + v10 + v13[0] + v13[1] + v13[2])  <L 50>
        adj_function_000002_f2_0(var_2, var_38, var_40, var_x0, var_42, adj_2, adj_38, adj_40, adj_x0, adj_42, adj_43);
        wp::adj_abs(var_41, adj_41, adj_42);
        wp::adj_add(var_0, var_0, adj_0, adj_0, adj_41);
        adj_function_000002_f0_0(var_22, var_x0, var_39, adj_22, adj_x0, adj_39, adj_40);
        wp::adj_abs(var_0, adj_0, adj_39);
        adj_function_000002_f3_0(var_2, var_37, var_15, adj_2, adj_37, adj_15, adj_38);
        // adj: v14 = function_000002_f2(v7, function_000002_f3(v7, 1.585, v8), function_000002_f0(v11, x0, wp.abs(tid)), x0, wp.abs((tid + tid)))  <L 49>
        adj_function_000002_f1_0(var_24, var_28, var_34, var_35, var_36, adj_24, adj_28, adj_34, adj_35, adj_36);
        wp::adj_mul(var_8, var_33, adj_8, adj_33, adj_34);
        wp::adj_diag(var_32, adj_32, adj_33);
        wp::adj_vec_t(var_29, var_30, var_31, adj_29, adj_30, adj_31, adj_32);
        wp::adj_mul(var_26, var_27, adj_26, adj_27, adj_28);
        wp::adj_vec_t(var_9, var_2, var_23, adj_9, adj_2, adj_23, adj_24);
        // adj: v12, v13 = function_000002_f1(wp.vec3(v10, v7, 1.5), wp.identity(n=3, dtype=float) * 0.927, p2=(v9 @ wp.diag(wp.vec3(-1.702, 1.09, -0.91))))  <L 48>
        adj_function_000002_f0_0(var_19, var_x0, var_21, adj_19, adj_x0, adj_21, adj_22);
        wp::adj_abs(var_20, adj_20, adj_21);
        wp::adj_max(var_0, var_0, adj_0, adj_0, adj_20);
        wp::adj_mul(var_2, var_18, adj_2, adj_18, adj_19);
        wp::adj_vec_t(var_16, var_17, adj_16, adj_17, adj_18);
        // adj: v11 = function_000002_f0((v7 * wp.vec2(1.025, 1.98)), x0, wp.abs(wp.max(tid, tid)))  <L 47>
        wp::adj_where(var_12, var_14, var_4, adj_12, adj_14, adj_4, adj_15);
        if (var_12) {
            wp::adj_add(var_4, var_13, adj_4, adj_13, adj_14);
            wp::adj_sin(var_9, adj_9, adj_13);
            // adj: v8 = v8 + wp.sin(v10)                                                         <L 46>
        }
        wp::adj_dot(var_8, var_8, adj_8, adj_8, adj_11);
        wp::adj_add(var_9, var_9, adj_9, adj_9, adj_10);
        // adj: if (v10 + v10) < wp.dot(v9, v9):                                                  <L 45>
        wp::adj_abs(var_2, adj_2, adj_9);
        // adj: v10 = abs(v7)                                                                     <L 44>
        wp::adj_vec_t(var_5, var_6, var_7, adj_5, adj_6, adj_7, adj_8);
        // adj: v9 = wp.vec3(1.37, 0.6, -1.35)                                                    <L 43>
        wp::adj_copy(var_2, adj_2, adj_4);
        // adj: v8 = v7                                                                           <L 42>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v7 = x0[tid]                                                                      <L 41>
        // adj: tid = wp.tid()                                                                    <L 40>
        // adj: def function_000002(x0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec2)):  <L 39>
        continue;
    }
}

