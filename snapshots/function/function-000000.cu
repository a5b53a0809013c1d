// Generated for case function-000000 with warp-lang 1.19.0. Do not edit.
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


// function-000000.py:31
static CUDA_CALLABLE wp::float32 function_000000_f3_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::float32 var_p2)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = 1.0;
    const wp::float32 var_2 = 1.0;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    //---------
    // forward
    // def function_000000_f3(p0: float, p1: float, p2: float) -> float:                      <L 32>
    // return ((p0 * p1) - (1.0 / (1.0 + ((p0 + p1) * p2) * ((p0 + p1) * p2))))               <L 33>
    var_0 = wp::mul(var_p0, var_p1);
    var_3 = wp::add(var_p0, var_p1);
    var_4 = wp::mul(var_3, var_p2);
    var_5 = wp::add(var_p0, var_p1);
    var_6 = wp::mul(var_5, var_p2);
    var_7 = wp::mul(var_4, var_6);
    var_8 = wp::add(var_2, var_7);
    var_9 = wp::div(var_1, var_8);
    var_10 = wp::sub(var_0, var_9);
    return var_10;
}


// function-000000.py:4
static CUDA_CALLABLE wp::mat_t<3, 3, wp::float32> function_000000_f0_0(
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
    const wp::float32 var_9 = -0.54;
    const wp::float32 var_10 = 0.12;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 0.5;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    const wp::float32 var_18 = 1.03;
    const wp::float32 var_19 = -0.873;
    const wp::float32 var_20 = -0.7;
    wp::vec_t<3, wp::float32> var_21;
    wp::vec_t<3, wp::float32> var_22;
    const wp::float32 var_23 = -1.81;
    wp::vec_t<3, wp::float32> var_24;
    wp::vec_t<3, wp::float32> var_25;
    wp::vec_t<2, wp::float32> var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::float32 var_29 = 1.0;
    wp::float32 var_30;
    wp::vec_t<3, wp::float32> var_31;
    const wp::int32 var_32 = 4;
    wp::int32 var_33;
    const wp::int32 var_34 = 1;
    bool var_35;
    const wp::float32 var_36 = -0.41;
    const wp::float32 var_37 = 1.434;
    const wp::float32 var_38 = -0.162;
    wp::vec_t<3, wp::float32> var_39;
    wp::mat_t<3, 3, wp::float32> var_40;
    //---------
    // forward
    // def function_000000_f0(p0: wp.vec2, p1: wp.mat33, arr: wp.array(dtype=float), idx: int) -> wp.mat33:       <L 5>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 6>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = (wp.clamp((v0 * v0), -0.54, 0.12) + (v0 * wp.sqrt(wp.abs(v0) + 0.5)))             <L 7>
    var_8 = wp::mul(var_6, var_6);
    var_11 = wp::clamp(var_8, var_9, var_10);
    var_12 = wp::abs(var_6);
    var_14 = wp::add(var_12, var_13);
    var_15 = wp::sqrt(var_14);
    var_16 = wp::mul(var_6, var_15);
    var_17 = wp::add(var_11, var_16);
    // v2 = ((wp.normalize(wp.vec3(1.03, -0.873, -0.7)) - wp.vec3(-1.81)) / (wp.abs(wp.length(-p0)) + 1.0))       <L 8>
    var_21 = wp::vec_t<3, wp::float32>(var_18, var_19, var_20);
    var_22 = wp::normalize(var_21);
    var_24 = wp::vec_t<3, wp::float32>(var_23);
    var_25 = wp::sub(var_22, var_24);
    var_26 = wp::neg(var_p0);
    var_27 = wp::length(var_26);
    var_28 = wp::abs(var_27);
    var_30 = wp::add(var_28, var_29);
    var_31 = wp::div(var_25, var_30);
    // if (idx) % 4 == 1:                                                                     <L 9>
    var_33 = wp::mod(var_idx, var_32);
    var_35 = (var_33 == var_34);
    if (var_35) {
        // return p1                                                                          <L 10>
        return var_p1;
    }
    // return wp.diag(wp.vec3(-0.41, 1.434, -0.162))                                          <L 11>
    var_39 = wp::vec_t<3, wp::float32>(var_36, var_37, var_38);
    var_40 = wp::diag(var_39);
    return var_40;
}


// function-000000.py:14
static CUDA_CALLABLE void function_000000_f1_0(
    wp::mat_t<3, 3, wp::float32> var_p0,
    wp::vec_t<2, wp::float32> var_p1,
    wp::vec_t<3, wp::float32> var_p2,
    wp::float32 & ret_0,
    wp::float32 & ret_1)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -1.858;
    const wp::float32 var_1 = -1.2;
    const wp::float32 var_2 = 0.97;
    wp::float32 var_3;
    const wp::float32 var_4 = 1.0;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = -0.23;
    const wp::float32 var_9 = 1.3;
    wp::float32 var_10;
    const wp::float32 var_11 = 1.0;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 1.6;
    const wp::float32 var_15 = -1.401;
    wp::float32 var_16;
    const wp::float32 var_17 = 1.0;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = 1.0;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::float32 var_26 = 0.24;
    const wp::float32 var_27 = 0.22;
    const wp::float32 var_28 = -0.56;
    wp::vec_t<3, wp::float32> var_29;
    wp::mat_t<3, 3, wp::float32> var_30;
    wp::float32 var_31;
    const wp::float32 var_32 = 1.0;
    wp::float32 var_33;
    const wp::float32 var_34 = -2.0;
    const wp::float32 var_35 = 2.0;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::float32 var_39 = -1.35;
    wp::float32 var_40;
    wp::float32 var_41;
    //---------
    // forward
    // def function_000000_f1(p0: wp.mat33, p1: wp.vec2, p2: wp.vec3):                        <L 15>
    // v3 = wp.mod((-1.858 * (-1.2 / (wp.abs(0.97) + 1.0))), wp.abs(((-0.23 / (wp.abs(1.3) + 1.0)) - (1.6 / (wp.abs(-1.401) + 1.0)))) + 1.0)       <L 16>
    var_3 = wp::abs(var_2);
    var_5 = wp::add(var_3, var_4);
    var_6 = wp::div(var_1, var_5);
    var_7 = wp::mul(var_0, var_6);
    var_10 = wp::abs(var_9);
    var_12 = wp::add(var_10, var_11);
    var_13 = wp::div(var_8, var_12);
    var_16 = wp::abs(var_15);
    var_18 = wp::add(var_16, var_17);
    var_19 = wp::div(var_14, var_18);
    var_20 = wp::sub(var_13, var_19);
    var_21 = wp::abs(var_20);
    var_23 = wp::add(var_21, var_22);
    var_24 = wp::mod(var_7, var_23);
    // v4 = v3                                                                                <L 17>
    var_25 = wp::copy(var_24);
    // v5 = wp.diag(wp.vec3(0.24, 0.22, -0.56))                                               <L 18>
    var_29 = wp::vec_t<3, wp::float32>(var_26, var_27, var_28);
    var_30 = wp::diag(var_29);
    // return (v4 - wp.pow(wp.abs(v4) + 1.0, wp.clamp(v4, -2.0, 2.0))), wp.ceil((-1.35 * v4))       <L 19>
    var_31 = wp::abs(var_25);
    var_33 = wp::add(var_31, var_32);
    var_36 = wp::clamp(var_25, var_34, var_35);
    var_37 = wp::pow(var_33, var_36);
    var_38 = wp::sub(var_25, var_37);
    var_40 = wp::mul(var_39, var_25);
    var_41 = wp::ceil(var_40);
    ret_0 = var_38;
    ret_1 = var_41;
    return;
}


// function-000000.py:22
static CUDA_CALLABLE wp::mat_t<3, 3, wp::float32> function_000000_f2_0(
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
    const wp::float32 var_9 = -1.102;
    wp::vec_t<2, wp::float32> var_10;
    wp::vec_t<2, wp::float32> var_11;
    const wp::float32 var_12 = -0.12;
    const wp::float32 var_13 = -1.639;
    const wp::float32 var_14 = 0.8;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = 1.0;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::float32 var_24 = 1.0;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::float32 var_28 = -1.03;
    wp::vec_t<3, wp::float32> var_29;
    const wp::float32 var_30 = 0.052;
    wp::vec_t<3, wp::float32> var_31;
    wp::float32 var_32;
    const wp::float32 var_33 = 1.55;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::float32 var_36 = 1.0;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    const wp::float32 var_40 = 0.3;
    const wp::float32 var_41 = -0.4;
    const wp::float32 var_42 = 0.32;
    wp::vec_t<3, wp::float32> var_43;
    wp::mat_t<3, 3, wp::float32> var_44;
    //---------
    // forward
    // def function_000000_f2(p0: wp.mat33, p1: float, arr: wp.array(dtype=float), idx: int) -> wp.mat33:       <L 23>
    // v6 = arr[idx % arr.shape[0]]                                                           <L 24>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v7 = p1                                                                                <L 25>
    var_8 = wp::copy(var_p1);
    // v8, v9 = function_000000_f1(p0, (v7 * wp.vec2(-1.102)), (wp.vec3(-0.12, -1.639, 0.8) @ p0))       <L 26>
    var_10 = wp::vec_t<2, wp::float32>(var_9);
    var_11 = wp::mul(var_8, var_10);
    var_15 = wp::vec_t<3, wp::float32>(var_12, var_13, var_14);
    var_16 = wp::mul(var_15, var_p0);
    function_000000_f1_0(var_p0, var_11, var_16, var_17, var_18);
    // v10 = (((v6 / (wp.abs(v7) + 1.0)) + (v9 / (wp.abs(v7) + 1.0))) - (wp.dot(wp.vec3(-1.03), wp.vec3(0.052)) / (wp.abs(+(1.55)) + 1.0)))       <L 27>
    var_19 = wp::abs(var_8);
    var_21 = wp::add(var_19, var_20);
    var_22 = wp::div(var_6, var_21);
    var_23 = wp::abs(var_8);
    var_25 = wp::add(var_23, var_24);
    var_26 = wp::div(var_18, var_25);
    var_27 = wp::add(var_22, var_26);
    var_29 = wp::vec_t<3, wp::float32>(var_28);
    var_31 = wp::vec_t<3, wp::float32>(var_30);
    var_32 = wp::dot(var_29, var_31);
    var_34 = wp::pos(var_33);
    var_35 = wp::abs(var_34);
    var_37 = wp::add(var_35, var_36);
    var_38 = wp::div(var_32, var_37);
    var_39 = wp::sub(var_27, var_38);
    // return wp.diag(wp.vec3(0.3, -0.4, 0.32))                                               <L 28>
    var_43 = wp::vec_t<3, wp::float32>(var_40, var_41, var_42);
    var_44 = wp::diag(var_43);
    return var_44;
}


// function-000000.py:36
static CUDA_CALLABLE void adj_function_000000_f3_0(
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
    const wp::float32 var_0 = -2.0;
    wp::float32 var_1;
    wp::float32 var_2;
    const wp::float32 var_3 = 1.0;
    const wp::float32 var_4 = 1.0;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 1.0;
    const wp::float32 var_13 = 1.0;
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
    const wp::float32 var_28 = -2.0;
    wp::float32 var_29;
    wp::float32 var_30;
    const wp::float32 var_31 = 1.0;
    const wp::float32 var_32 = 1.0;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    const wp::float32 var_40 = 1.0;
    const wp::float32 var_41 = 1.0;
    wp::float32 var_42;
    wp::float32 var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    wp::float32 var_55;
    const wp::float32 var_56 = -2.0;
    wp::float32 var_57;
    wp::float32 var_58;
    const wp::float32 var_59 = 1.0;
    const wp::float32 var_60 = 1.0;
    wp::float32 var_61;
    wp::float32 var_62;
    wp::float32 var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::float32 var_66;
    wp::float32 var_67;
    const wp::float32 var_68 = 1.0;
    const wp::float32 var_69 = 1.0;
    wp::float32 var_70;
    wp::float32 var_71;
    wp::float32 var_72;
    wp::float32 var_73;
    wp::float32 var_74;
    wp::float32 var_75;
    wp::float32 var_76;
    wp::float32 var_77;
    wp::float32 var_78;
    wp::float32 var_79;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    wp::float32 var_83;
    wp::float32 var_84;
    //---------
    // forward
    // def adj_function_000000_f3(p0: float, p1: float, p2: float, adj_ret: float):           <L 37>
    // wp.adjoint[p0] += (p1 - ((-2.0 * (((p0 + p1) * p2) * ((1.0 / (1.0 + ((p0 + p1) * p2) * ((p0 + p1) * p2))) * (1.0 / (1.0 + ((p0 + p1) * p2) * ((p0 + p1) * p2)))))) * p2)) * adj_ret       <L 38>
    var_1 = wp::add(var_p0, var_p1);
    var_2 = wp::mul(var_1, var_p2);
    var_5 = wp::add(var_p0, var_p1);
    var_6 = wp::mul(var_5, var_p2);
    var_7 = wp::add(var_p0, var_p1);
    var_8 = wp::mul(var_7, var_p2);
    var_9 = wp::mul(var_6, var_8);
    var_10 = wp::add(var_4, var_9);
    var_11 = wp::div(var_3, var_10);
    var_14 = wp::add(var_p0, var_p1);
    var_15 = wp::mul(var_14, var_p2);
    var_16 = wp::add(var_p0, var_p1);
    var_17 = wp::mul(var_16, var_p2);
    var_18 = wp::mul(var_15, var_17);
    var_19 = wp::add(var_13, var_18);
    var_20 = wp::div(var_12, var_19);
    var_21 = wp::mul(var_11, var_20);
    var_22 = wp::mul(var_2, var_21);
    var_23 = wp::mul(var_0, var_22);
    var_24 = wp::mul(var_23, var_p2);
    var_25 = wp::sub(var_p1, var_24);
    var_26 = wp::mul(var_25, var_adj_ret);
    var_27 = wp::add(adj_p0, var_26);
    adj_p0 = var_27;
    // wp.adjoint[p1] += (p0 - ((-2.0 * (((p0 + p1) * p2) * ((1.0 / (1.0 + ((p0 + p1) * p2) * ((p0 + p1) * p2))) * (1.0 / (1.0 + ((p0 + p1) * p2) * ((p0 + p1) * p2)))))) * p2)) * adj_ret       <L 39>
    var_29 = wp::add(var_p0, var_p1);
    var_30 = wp::mul(var_29, var_p2);
    var_33 = wp::add(var_p0, var_p1);
    var_34 = wp::mul(var_33, var_p2);
    var_35 = wp::add(var_p0, var_p1);
    var_36 = wp::mul(var_35, var_p2);
    var_37 = wp::mul(var_34, var_36);
    var_38 = wp::add(var_32, var_37);
    var_39 = wp::div(var_31, var_38);
    var_42 = wp::add(var_p0, var_p1);
    var_43 = wp::mul(var_42, var_p2);
    var_44 = wp::add(var_p0, var_p1);
    var_45 = wp::mul(var_44, var_p2);
    var_46 = wp::mul(var_43, var_45);
    var_47 = wp::add(var_41, var_46);
    var_48 = wp::div(var_40, var_47);
    var_49 = wp::mul(var_39, var_48);
    var_50 = wp::mul(var_30, var_49);
    var_51 = wp::mul(var_28, var_50);
    var_52 = wp::mul(var_51, var_p2);
    var_53 = wp::sub(var_p0, var_52);
    var_54 = wp::mul(var_53, var_adj_ret);
    var_55 = wp::add(adj_p1, var_54);
    adj_p1 = var_55;
    // wp.adjoint[p2] += (-((-2.0 * (((p0 + p1) * p2) * ((1.0 / (1.0 + ((p0 + p1) * p2) * ((p0 + p1) * p2))) * (1.0 / (1.0 + ((p0 + p1) * p2) * ((p0 + p1) * p2)))))) * (p0 + p1))) * adj_ret       <L 40>
    var_57 = wp::add(var_p0, var_p1);
    var_58 = wp::mul(var_57, var_p2);
    var_61 = wp::add(var_p0, var_p1);
    var_62 = wp::mul(var_61, var_p2);
    var_63 = wp::add(var_p0, var_p1);
    var_64 = wp::mul(var_63, var_p2);
    var_65 = wp::mul(var_62, var_64);
    var_66 = wp::add(var_60, var_65);
    var_67 = wp::div(var_59, var_66);
    var_70 = wp::add(var_p0, var_p1);
    var_71 = wp::mul(var_70, var_p2);
    var_72 = wp::add(var_p0, var_p1);
    var_73 = wp::mul(var_72, var_p2);
    var_74 = wp::mul(var_71, var_73);
    var_75 = wp::add(var_69, var_74);
    var_76 = wp::div(var_68, var_75);
    var_77 = wp::mul(var_67, var_76);
    var_78 = wp::mul(var_58, var_77);
    var_79 = wp::mul(var_56, var_78);
    var_80 = wp::add(var_p0, var_p1);
    var_81 = wp::mul(var_79, var_80);
    var_82 = wp::neg(var_81);
    var_83 = wp::mul(var_82, var_adj_ret);
    var_84 = wp::add(adj_p2, var_83);
    adj_p2 = var_84;
}


// function-000000.py:4
static CUDA_CALLABLE void adj_function_000000_f0_0(
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
    const wp::float32 var_9 = -0.54;
    const wp::float32 var_10 = 0.12;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 0.5;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    const wp::float32 var_18 = 1.03;
    const wp::float32 var_19 = -0.873;
    const wp::float32 var_20 = -0.7;
    wp::vec_t<3, wp::float32> var_21;
    wp::vec_t<3, wp::float32> var_22;
    const wp::float32 var_23 = -1.81;
    wp::vec_t<3, wp::float32> var_24;
    wp::vec_t<3, wp::float32> var_25;
    wp::vec_t<2, wp::float32> var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::float32 var_29 = 1.0;
    wp::float32 var_30;
    wp::vec_t<3, wp::float32> var_31;
    const wp::int32 var_32 = 4;
    wp::int32 var_33;
    const wp::int32 var_34 = 1;
    bool var_35;
    const wp::float32 var_36 = -0.41;
    const wp::float32 var_37 = 1.434;
    const wp::float32 var_38 = -0.162;
    wp::vec_t<3, wp::float32> var_39;
    wp::mat_t<3, 3, wp::float32> var_40;
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
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::vec_t<3, wp::float32> adj_21 = {};
    wp::vec_t<3, wp::float32> adj_22 = {};
    wp::float32 adj_23 = {};
    wp::vec_t<3, wp::float32> adj_24 = {};
    wp::vec_t<3, wp::float32> adj_25 = {};
    wp::vec_t<2, wp::float32> adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::vec_t<3, wp::float32> adj_31 = {};
    wp::int32 adj_32 = {};
    wp::int32 adj_33 = {};
    wp::int32 adj_34 = {};
    bool adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::vec_t<3, wp::float32> adj_39 = {};
    wp::mat_t<3, 3, wp::float32> adj_40 = {};
    //---------
    // forward
    // def function_000000_f0(p0: wp.vec2, p1: wp.mat33, arr: wp.array(dtype=float), idx: int) -> wp.mat33:       <L 5>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 6>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = (wp.clamp((v0 * v0), -0.54, 0.12) + (v0 * wp.sqrt(wp.abs(v0) + 0.5)))             <L 7>
    var_8 = wp::mul(var_6, var_6);
    var_11 = wp::clamp(var_8, var_9, var_10);
    var_12 = wp::abs(var_6);
    var_14 = wp::add(var_12, var_13);
    var_15 = wp::sqrt(var_14);
    var_16 = wp::mul(var_6, var_15);
    var_17 = wp::add(var_11, var_16);
    // v2 = ((wp.normalize(wp.vec3(1.03, -0.873, -0.7)) - wp.vec3(-1.81)) / (wp.abs(wp.length(-p0)) + 1.0))       <L 8>
    var_21 = wp::vec_t<3, wp::float32>(var_18, var_19, var_20);
    var_22 = wp::normalize(var_21);
    var_24 = wp::vec_t<3, wp::float32>(var_23);
    var_25 = wp::sub(var_22, var_24);
    var_26 = wp::neg(var_p0);
    var_27 = wp::length(var_26);
    var_28 = wp::abs(var_27);
    var_30 = wp::add(var_28, var_29);
    var_31 = wp::div(var_25, var_30);
    // if (idx) % 4 == 1:                                                                     <L 9>
    var_33 = wp::mod(var_idx, var_32);
    var_35 = (var_33 == var_34);
    if (var_35) {
        // return p1                                                                          <L 10>
        goto label0;
    }
    // return wp.diag(wp.vec3(-0.41, 1.434, -0.162))                                          <L 11>
    var_39 = wp::vec_t<3, wp::float32>(var_36, var_37, var_38);
    var_40 = wp::diag(var_39);
    goto label1;
    //---------
    // reverse
    label1:;
    adj_40 += adj_ret;
    wp::adj_diag(var_39, adj_39, adj_40);
    wp::adj_vec_t(var_36, var_37, var_38, adj_36, adj_37, adj_38, adj_39);
    // adj: return wp.diag(wp.vec3(-0.41, 1.434, -0.162))                                     <L 11>
    if (var_35) {
        label0:;
        adj_p1 += adj_ret;
        // adj: return p1                                                                     <L 10>
    }
    wp::adj_mod(var_idx, var_32, adj_idx, adj_32, adj_33);
    // adj: if (idx) % 4 == 1:                                                                <L 9>
    wp::adj_div(var_25, var_30, adj_25, adj_30, adj_31);
    wp::adj_add(var_28, var_29, adj_28, adj_29, adj_30);
    wp::adj_abs(var_27, adj_27, adj_28);
    wp::adj_length(var_26, var_27, adj_26, adj_27);
    wp::adj_neg(var_p0, adj_p0, adj_26);
    wp::adj_sub(var_22, var_24, adj_22, adj_24, adj_25);
    wp::adj_vec_t(var_23, adj_23, adj_24);
    wp::adj_normalize(var_21, var_22, adj_21, adj_22);
    wp::adj_vec_t(var_18, var_19, var_20, adj_18, adj_19, adj_20, adj_21);
    // adj: v2 = ((wp.normalize(wp.vec3(1.03, -0.873, -0.7)) - wp.vec3(-1.81)) / (wp.abs(wp.length(-p0)) + 1.0))  <L 8>
    wp::adj_add(var_11, var_16, adj_11, adj_16, adj_17);
    wp::adj_mul(var_6, var_15, adj_6, adj_15, adj_16);
    wp::adj_sqrt(var_14, var_15, adj_14, adj_15);
    wp::adj_add(var_12, var_13, adj_12, adj_13, adj_14);
    wp::adj_abs(var_6, adj_6, adj_12);
    wp::adj_clamp(var_8, var_9, var_10, adj_8, adj_9, adj_10, adj_11);
    wp::adj_mul(var_6, var_6, adj_6, adj_6, adj_8);
    // adj: v1 = (wp.clamp((v0 * v0), -0.54, 0.12) + (v0 * wp.sqrt(wp.abs(v0) + 0.5)))        <L 7>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_arr, var_4, adj_arr, adj_4, adj_5);
    wp::adj_mod(var_idx, var_2, adj_idx, adj_2, adj_4);
    adj_arr.shape = adj_0;
    // adj: v0 = arr[idx % arr.shape[0]]                                                      <L 6>
    // adj: def function_000000_f0(p0: wp.vec2, p1: wp.mat33, arr: wp.array(dtype=float), idx: int) -> wp.mat33:  <L 5>
    return;
}


// function-000000.py:14
static CUDA_CALLABLE void adj_function_000000_f1_0(
    wp::mat_t<3, 3, wp::float32> var_p0,
    wp::vec_t<2, wp::float32> var_p1,
    wp::vec_t<3, wp::float32> var_p2,
    wp::float32 & ret_0,
    wp::float32 & ret_1,
    wp::mat_t<3, 3, wp::float32> & adj_p0,
    wp::vec_t<2, wp::float32> & adj_p1,
    wp::vec_t<3, wp::float32> & adj_p2,
    wp::float32 & adj_ret_0,
    wp::float32 & adj_ret_1)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -1.858;
    const wp::float32 var_1 = -1.2;
    const wp::float32 var_2 = 0.97;
    wp::float32 var_3;
    const wp::float32 var_4 = 1.0;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = -0.23;
    const wp::float32 var_9 = 1.3;
    wp::float32 var_10;
    const wp::float32 var_11 = 1.0;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 1.6;
    const wp::float32 var_15 = -1.401;
    wp::float32 var_16;
    const wp::float32 var_17 = 1.0;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = 1.0;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    const wp::float32 var_26 = 0.24;
    const wp::float32 var_27 = 0.22;
    const wp::float32 var_28 = -0.56;
    wp::vec_t<3, wp::float32> var_29;
    wp::mat_t<3, 3, wp::float32> var_30;
    wp::float32 var_31;
    const wp::float32 var_32 = 1.0;
    wp::float32 var_33;
    const wp::float32 var_34 = -2.0;
    const wp::float32 var_35 = 2.0;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::float32 var_39 = -1.35;
    wp::float32 var_40;
    wp::float32 var_41;
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
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::vec_t<3, wp::float32> adj_29 = {};
    wp::mat_t<3, 3, wp::float32> adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    //---------
    // forward
    // def function_000000_f1(p0: wp.mat33, p1: wp.vec2, p2: wp.vec3):                        <L 15>
    // v3 = wp.mod((-1.858 * (-1.2 / (wp.abs(0.97) + 1.0))), wp.abs(((-0.23 / (wp.abs(1.3) + 1.0)) - (1.6 / (wp.abs(-1.401) + 1.0)))) + 1.0)       <L 16>
    var_3 = wp::abs(var_2);
    var_5 = wp::add(var_3, var_4);
    var_6 = wp::div(var_1, var_5);
    var_7 = wp::mul(var_0, var_6);
    var_10 = wp::abs(var_9);
    var_12 = wp::add(var_10, var_11);
    var_13 = wp::div(var_8, var_12);
    var_16 = wp::abs(var_15);
    var_18 = wp::add(var_16, var_17);
    var_19 = wp::div(var_14, var_18);
    var_20 = wp::sub(var_13, var_19);
    var_21 = wp::abs(var_20);
    var_23 = wp::add(var_21, var_22);
    var_24 = wp::mod(var_7, var_23);
    // v4 = v3                                                                                <L 17>
    var_25 = wp::copy(var_24);
    // v5 = wp.diag(wp.vec3(0.24, 0.22, -0.56))                                               <L 18>
    var_29 = wp::vec_t<3, wp::float32>(var_26, var_27, var_28);
    var_30 = wp::diag(var_29);
    // return (v4 - wp.pow(wp.abs(v4) + 1.0, wp.clamp(v4, -2.0, 2.0))), wp.ceil((-1.35 * v4))       <L 19>
    var_31 = wp::abs(var_25);
    var_33 = wp::add(var_31, var_32);
    var_36 = wp::clamp(var_25, var_34, var_35);
    var_37 = wp::pow(var_33, var_36);
    var_38 = wp::sub(var_25, var_37);
    var_40 = wp::mul(var_39, var_25);
    var_41 = wp::ceil(var_40);
    ret_0 = var_38;
    ret_1 = var_41;
    goto label0;
    //---------
    // reverse
    label0:;
    adj_41 += adj_ret_1;
    adj_38 += adj_ret_0;
    wp::adj_mul(var_39, var_25, adj_39, adj_25, adj_40);
    wp::adj_sub(var_25, var_37, adj_25, adj_37, adj_38);
    wp::adj_pow(var_33, var_36, var_37, adj_33, adj_36, adj_37);
    wp::adj_clamp(var_25, var_34, var_35, adj_25, adj_34, adj_35, adj_36);
    wp::adj_add(var_31, var_32, adj_31, adj_32, adj_33);
    wp::adj_abs(var_25, adj_25, adj_31);
    // adj: return (v4 - wp.pow(wp.abs(v4) + 1.0, wp.clamp(v4, -2.0, 2.0))), wp.ceil((-1.35 * v4))  <L 19>
    wp::adj_diag(var_29, adj_29, adj_30);
    wp::adj_vec_t(var_26, var_27, var_28, adj_26, adj_27, adj_28, adj_29);
    // adj: v5 = wp.diag(wp.vec3(0.24, 0.22, -0.56))                                          <L 18>
    wp::adj_copy(var_24, adj_24, adj_25);
    // adj: v4 = v3                                                                           <L 17>
    wp::adj_mod(var_7, var_23, adj_7, adj_23, adj_24);
    wp::adj_add(var_21, var_22, adj_21, adj_22, adj_23);
    wp::adj_abs(var_20, adj_20, adj_21);
    wp::adj_sub(var_13, var_19, adj_13, adj_19, adj_20);
    wp::adj_div(var_14, var_18, var_19, adj_14, adj_18, adj_19);
    wp::adj_add(var_16, var_17, adj_16, adj_17, adj_18);
    wp::adj_abs(var_15, adj_15, adj_16);
    wp::adj_div(var_8, var_12, var_13, adj_8, adj_12, adj_13);
    wp::adj_add(var_10, var_11, adj_10, adj_11, adj_12);
    wp::adj_abs(var_9, adj_9, adj_10);
    wp::adj_mul(var_0, var_6, adj_0, adj_6, adj_7);
    wp::adj_div(var_1, var_5, var_6, adj_1, adj_5, adj_6);
    wp::adj_add(var_3, var_4, adj_3, adj_4, adj_5);
    wp::adj_abs(var_2, adj_2, adj_3);
    // adj: v3 = wp.mod((-1.858 * (-1.2 / (wp.abs(0.97) + 1.0))), wp.abs(((-0.23 / (wp.abs(1.3) + 1.0)) - (1.6 / (wp.abs(-1.401) + 1.0)))) + 1.0)  <L 16>
    // adj: def function_000000_f1(p0: wp.mat33, p1: wp.vec2, p2: wp.vec3):                   <L 15>
    return;
}


// function-000000.py:22
static CUDA_CALLABLE void adj_function_000000_f2_0(
    wp::mat_t<3, 3, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::mat_t<3, 3, wp::float32> & adj_p0,
    wp::float32 & adj_p1,
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
    const wp::float32 var_9 = -1.102;
    wp::vec_t<2, wp::float32> var_10;
    wp::vec_t<2, wp::float32> var_11;
    const wp::float32 var_12 = -0.12;
    const wp::float32 var_13 = -1.639;
    const wp::float32 var_14 = 0.8;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = 1.0;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::float32 var_24 = 1.0;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::float32 var_28 = -1.03;
    wp::vec_t<3, wp::float32> var_29;
    const wp::float32 var_30 = 0.052;
    wp::vec_t<3, wp::float32> var_31;
    wp::float32 var_32;
    const wp::float32 var_33 = 1.55;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::float32 var_36 = 1.0;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    const wp::float32 var_40 = 0.3;
    const wp::float32 var_41 = -0.4;
    const wp::float32 var_42 = 0.32;
    wp::vec_t<3, wp::float32> var_43;
    wp::mat_t<3, 3, wp::float32> var_44;
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
    wp::vec_t<2, wp::float32> adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::vec_t<3, wp::float32> adj_29 = {};
    wp::float32 adj_30 = {};
    wp::vec_t<3, wp::float32> adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::vec_t<3, wp::float32> adj_43 = {};
    wp::mat_t<3, 3, wp::float32> adj_44 = {};
    //---------
    // forward
    // def function_000000_f2(p0: wp.mat33, p1: float, arr: wp.array(dtype=float), idx: int) -> wp.mat33:       <L 23>
    // v6 = arr[idx % arr.shape[0]]                                                           <L 24>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v7 = p1                                                                                <L 25>
    var_8 = wp::copy(var_p1);
    // v8, v9 = function_000000_f1(p0, (v7 * wp.vec2(-1.102)), (wp.vec3(-0.12, -1.639, 0.8) @ p0))       <L 26>
    var_10 = wp::vec_t<2, wp::float32>(var_9);
    var_11 = wp::mul(var_8, var_10);
    var_15 = wp::vec_t<3, wp::float32>(var_12, var_13, var_14);
    var_16 = wp::mul(var_15, var_p0);
    function_000000_f1_0(var_p0, var_11, var_16, var_17, var_18);
    // v10 = (((v6 / (wp.abs(v7) + 1.0)) + (v9 / (wp.abs(v7) + 1.0))) - (wp.dot(wp.vec3(-1.03), wp.vec3(0.052)) / (wp.abs(+(1.55)) + 1.0)))       <L 27>
    var_19 = wp::abs(var_8);
    var_21 = wp::add(var_19, var_20);
    var_22 = wp::div(var_6, var_21);
    var_23 = wp::abs(var_8);
    var_25 = wp::add(var_23, var_24);
    var_26 = wp::div(var_18, var_25);
    var_27 = wp::add(var_22, var_26);
    var_29 = wp::vec_t<3, wp::float32>(var_28);
    var_31 = wp::vec_t<3, wp::float32>(var_30);
    var_32 = wp::dot(var_29, var_31);
    var_34 = wp::pos(var_33);
    var_35 = wp::abs(var_34);
    var_37 = wp::add(var_35, var_36);
    var_38 = wp::div(var_32, var_37);
    var_39 = wp::sub(var_27, var_38);
    // return wp.diag(wp.vec3(0.3, -0.4, 0.32))                                               <L 28>
    var_43 = wp::vec_t<3, wp::float32>(var_40, var_41, var_42);
    var_44 = wp::diag(var_43);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_44 += adj_ret;
    wp::adj_diag(var_43, adj_43, adj_44);
    wp::adj_vec_t(var_40, var_41, var_42, adj_40, adj_41, adj_42, adj_43);
    // adj: return wp.diag(wp.vec3(0.3, -0.4, 0.32))                                          <L 28>
    wp::adj_sub(var_27, var_38, adj_27, adj_38, adj_39);
    wp::adj_div(var_32, var_37, var_38, adj_32, adj_37, adj_38);
    wp::adj_add(var_35, var_36, adj_35, adj_36, adj_37);
    wp::adj_abs(var_34, adj_34, adj_35);
    wp::adj_pos(var_33, adj_33, adj_34);
    wp::adj_dot(var_29, var_31, adj_29, adj_31, adj_32);
    wp::adj_vec_t(var_30, adj_30, adj_31);
    wp::adj_vec_t(var_28, adj_28, adj_29);
    wp::adj_add(var_22, var_26, adj_22, adj_26, adj_27);
    wp::adj_div(var_18, var_25, var_26, adj_18, adj_25, adj_26);
    wp::adj_add(var_23, var_24, adj_23, adj_24, adj_25);
    wp::adj_abs(var_8, adj_8, adj_23);
    wp::adj_div(var_6, var_21, var_22, adj_6, adj_21, adj_22);
    wp::adj_add(var_19, var_20, adj_19, adj_20, adj_21);
    wp::adj_abs(var_8, adj_8, adj_19);
    // adj: v10 = (((v6 / (wp.abs(v7) + 1.0)) + (v9 / (wp.abs(v7) + 1.0))) - (wp.dot(wp.vec3(-1.03), wp.vec3(0.052)) / (wp.abs(+(1.55)) + 1.0)))  <L 27>
    adj_function_000000_f1_0(var_p0, var_11, var_16, var_17, var_18, adj_p0, adj_11, adj_16, adj_17, adj_18);
    wp::adj_mul(var_15, var_p0, adj_15, adj_p0, adj_16);
    wp::adj_vec_t(var_12, var_13, var_14, adj_12, adj_13, adj_14, adj_15);
    wp::adj_mul(var_8, var_10, adj_8, adj_10, adj_11);
    wp::adj_vec_t(var_9, adj_9, adj_10);
    // adj: v8, v9 = function_000000_f1(p0, (v7 * wp.vec2(-1.102)), (wp.vec3(-0.12, -1.639, 0.8) @ p0))  <L 26>
    wp::adj_copy(var_p1, adj_p1, adj_8);
    // adj: v7 = p1                                                                           <L 25>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_arr, var_4, adj_arr, adj_4, adj_5);
    wp::adj_mod(var_idx, var_2, adj_idx, adj_2, adj_4);
    adj_arr.shape = adj_0;
    // adj: v6 = arr[idx % arr.shape[0]]                                                      <L 24>
    // adj: def function_000000_f2(p0: wp.mat33, p1: float, arr: wp.array(dtype=float), idx: int) -> wp.mat33:  <L 23>
    return;
}



extern "C" __global__ void function_000000_570a15da_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0,
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
        wp::vec_t<3, wp::float32>* var_1;
        wp::vec_t<3, wp::float32> var_2;
        wp::vec_t<3, wp::float32> var_3;
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::float32 var_10 = -1.37;
        wp::float32 var_11;
        const wp::float32 var_12 = 0.289;
        bool var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::float32 var_16 = -0.07;
        const wp::float32 var_17 = 0.6;
        wp::vec_t<2, wp::float32> var_18;
        const wp::int32 var_19 = 3;
        wp::mat_t<3, 3, wp::float32> var_20;
        const wp::float32 var_21 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_22;
        wp::mat_t<3, 3, wp::float32> var_23;
        wp::float32 var_24;
        bool var_25;
        wp::vec_t<3, wp::float32> var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        wp::float32 var_29;
        bool var_30;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::float32 var_34 = -0.31;
        const wp::float32 var_35 = 1.05;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = -0.29;
        const wp::float32 var_39 = -0.8;
        wp::vec_t<2, wp::float32> var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::float32 var_43;
        wp::float32 var_44;
        const wp::float32 var_45 = 1.0;
        wp::float32 var_46;
        wp::float32 var_47;
        const wp::int32 var_48 = 3;
        wp::mat_t<3, 3, wp::float32> var_49;
        const wp::float32 var_50 = -0.465;
        wp::mat_t<3, 3, wp::float32> var_51;
        wp::mat_t<3, 3, wp::float32> var_52;
        const wp::float32 var_53 = 1.69;
        const wp::float32 var_54 = -0.121;
        wp::vec_t<2, wp::float32> var_55;
        wp::float32 var_56;
        wp::float32 var_57;
        wp::vec_t<3, wp::float32> var_58;
        wp::float32 var_59;
        const wp::float32 var_60 = 1.0;
        wp::float32 var_61;
        wp::vec_t<3, wp::float32> var_62;
        wp::vec_t<3, wp::float32> var_63;
        const wp::float32 var_64 = 0.36;
        wp::vec_t<3, wp::float32> var_65;
        wp::vec_t<3, wp::float32> var_66;
        wp::float32 var_67;
        wp::float32 var_68;
        bool var_69;
        wp::float32 var_70;
        const wp::float32 var_71 = 1.0;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::float32 var_75;
        const wp::float32 var_76 = 0.24;
        wp::float32 var_77;
        wp::float32 var_78;
        //---------
        // forward
        // def function_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float)):       <L 44>
        // tid = wp.tid()                                                                         <L 45>
        var_0 = builtin_tid1d();
        // v11 = x0[tid]                                                                          <L 46>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v12 = x1[tid]                                                                          <L 47>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v13 = x2[tid]                                                                          <L 48>
        var_7 = wp::address(var_x2, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v14 = function_000000_f3(function_000000_f3((-1.37 - v12), (v12 if 0.289 > v13 else v13), v13), wp.trace(function_000000_f0(wp.vec2(-0.07, 0.6), wp.identity(n=3, dtype=float) * 0.5, x2, tid)), wp.dot(wp.where(v12 >= v12, v11, v11), v11))       <L 49>
        var_11 = wp::sub(var_10, var_5);
        var_13 = (var_12 > var_8);
        if (var_13) {
        }
        if (!var_13) {
        }
        var_14 = wp::where(var_13, var_5, var_8);
        var_15 = function_000000_f3_0(var_11, var_14, var_8);
        var_18 = wp::vec_t<2, wp::float32>(var_16, var_17);
        var_20 = wp::identity<3, wp::float32>();
        var_22 = wp::mul(var_20, var_21);
        var_23 = function_000000_f0_0(var_18, var_22, var_x2, var_0);
        var_24 = wp::trace(var_23);
        var_25 = (var_5 >= var_5);
        var_26 = wp::where(var_25, var_2, var_2);
        var_27 = wp::dot(var_26, var_2);
        var_28 = function_000000_f3_0(var_15, var_24, var_27);
        // v15 = v14                                                                              <L 50>
        var_29 = wp::copy(var_28);
        // v16 = wp.max(wp.where(v15 > v14, function_000000_f3(v15, v13, v12), wp.cos(v15)), wp.clamp(v12, -0.31, 1.05))       <L 51>
        var_30 = (var_29 > var_28);
        var_31 = function_000000_f3_0(var_29, var_8, var_5);
        var_32 = wp::cos(var_29);
        var_33 = wp::where(var_30, var_31, var_32);
        var_36 = wp::clamp(var_5, var_34, var_35);
        var_37 = wp::max(var_33, var_36);
        // v17 = (v14 / (wp.abs(function_000000_f3(v14, wp.length_sq(wp.vec2(-0.29, -0.8)), (v14 * v15))) + 1.0))       <L 52>
        var_40 = wp::vec_t<2, wp::float32>(var_38, var_39);
        var_41 = wp::length_sq(var_40);
        var_42 = wp::mul(var_28, var_29);
        var_43 = function_000000_f3_0(var_28, var_41, var_42);
        var_44 = wp::abs(var_43);
        var_46 = wp::add(var_44, var_45);
        var_47 = wp::div(var_28, var_46);
        // v18, v19 = function_000000_f1(function_000000_f2(wp.identity(n=3, dtype=float) * -0.465, v14, x1, tid), wp.vec2(1.69, -0.121), v11)       <L 53>
        var_49 = wp::identity<3, wp::float32>();
        var_51 = wp::mul(var_49, var_50);
        var_52 = function_000000_f2_0(var_51, var_28, var_x1, var_0);
        var_55 = wp::vec_t<2, wp::float32>(var_53, var_54);
        function_000000_f1_0(var_52, var_55, var_2, var_56, var_57);
        // out0[tid] = v11 + wp.cross((v11 * v12), (v11 / (wp.abs(v16) + 1.0))) * 0.36            <L 54>
        var_58 = wp::mul(var_2, var_5);
        var_59 = wp::abs(var_37);
        var_61 = wp::add(var_59, var_60);
        var_62 = wp::div(var_2, var_61);
        var_63 = wp::cross(var_58, var_62);
        var_65 = wp::mul(var_63, var_64);
        var_66 = wp::add(var_2, var_65);
        wp::array_store(var_out0, var_0, var_66);
        // out1[tid] = v17 + v18 + v19 + wp.where(v18 > v12, wp.log10(wp.abs(v16) + 1.0), float(tid)) * 0.24       <L 55>
        var_67 = wp::add(var_47, var_56);
        var_68 = wp::add(var_67, var_57);
        var_69 = (var_56 > var_5);
        var_70 = wp::abs(var_37);
        var_72 = wp::add(var_70, var_71);
        var_73 = wp::log10(var_72);
        var_74 = wp::float(var_0);
        var_75 = wp::where(var_69, var_73, var_74);
        var_77 = wp::mul(var_75, var_76);
        var_78 = wp::add(var_68, var_77);
        wp::array_store(var_out1, var_0, var_78);
    }
}



extern "C" __global__ void function_000000_570a15da_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0,
    wp::array_t<wp::float32> adj_x1,
    wp::array_t<wp::float32> adj_x2,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0,
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
        wp::vec_t<3, wp::float32>* var_1;
        wp::vec_t<3, wp::float32> var_2;
        wp::vec_t<3, wp::float32> var_3;
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::float32 var_10 = -1.37;
        wp::float32 var_11;
        const wp::float32 var_12 = 0.289;
        bool var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::float32 var_16 = -0.07;
        const wp::float32 var_17 = 0.6;
        wp::vec_t<2, wp::float32> var_18;
        const wp::int32 var_19 = 3;
        wp::mat_t<3, 3, wp::float32> var_20;
        const wp::float32 var_21 = 0.5;
        wp::mat_t<3, 3, wp::float32> var_22;
        wp::mat_t<3, 3, wp::float32> var_23;
        wp::float32 var_24;
        bool var_25;
        wp::vec_t<3, wp::float32> var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        wp::float32 var_29;
        bool var_30;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        const wp::float32 var_34 = -0.31;
        const wp::float32 var_35 = 1.05;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = -0.29;
        const wp::float32 var_39 = -0.8;
        wp::vec_t<2, wp::float32> var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::float32 var_43;
        wp::float32 var_44;
        const wp::float32 var_45 = 1.0;
        wp::float32 var_46;
        wp::float32 var_47;
        const wp::int32 var_48 = 3;
        wp::mat_t<3, 3, wp::float32> var_49;
        const wp::float32 var_50 = -0.465;
        wp::mat_t<3, 3, wp::float32> var_51;
        wp::mat_t<3, 3, wp::float32> var_52;
        const wp::float32 var_53 = 1.69;
        const wp::float32 var_54 = -0.121;
        wp::vec_t<2, wp::float32> var_55;
        wp::float32 var_56;
        wp::float32 var_57;
        wp::vec_t<3, wp::float32> var_58;
        wp::float32 var_59;
        const wp::float32 var_60 = 1.0;
        wp::float32 var_61;
        wp::vec_t<3, wp::float32> var_62;
        wp::vec_t<3, wp::float32> var_63;
        const wp::float32 var_64 = 0.36;
        wp::vec_t<3, wp::float32> var_65;
        wp::vec_t<3, wp::float32> var_66;
        wp::float32 var_67;
        wp::float32 var_68;
        bool var_69;
        wp::float32 var_70;
        const wp::float32 var_71 = 1.0;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::float32 var_75;
        const wp::float32 var_76 = 0.24;
        wp::float32 var_77;
        wp::float32 var_78;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
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
        bool adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::vec_t<2, wp::float32> adj_18 = {};
        wp::int32 adj_19 = {};
        wp::mat_t<3, 3, wp::float32> adj_20 = {};
        wp::float32 adj_21 = {};
        wp::mat_t<3, 3, wp::float32> adj_22 = {};
        wp::mat_t<3, 3, wp::float32> adj_23 = {};
        wp::float32 adj_24 = {};
        bool adj_25 = {};
        wp::vec_t<3, wp::float32> adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        bool adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::vec_t<2, wp::float32> adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::int32 adj_48 = {};
        wp::mat_t<3, 3, wp::float32> adj_49 = {};
        wp::float32 adj_50 = {};
        wp::mat_t<3, 3, wp::float32> adj_51 = {};
        wp::mat_t<3, 3, wp::float32> adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::vec_t<2, wp::float32> adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::vec_t<3, wp::float32> adj_58 = {};
        wp::float32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::float32 adj_61 = {};
        wp::vec_t<3, wp::float32> adj_62 = {};
        wp::vec_t<3, wp::float32> adj_63 = {};
        wp::float32 adj_64 = {};
        wp::vec_t<3, wp::float32> adj_65 = {};
        wp::vec_t<3, wp::float32> adj_66 = {};
        wp::float32 adj_67 = {};
        wp::float32 adj_68 = {};
        bool adj_69 = {};
        wp::float32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::float32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::float32 adj_74 = {};
        wp::float32 adj_75 = {};
        wp::float32 adj_76 = {};
        wp::float32 adj_77 = {};
        wp::float32 adj_78 = {};
        //---------
        // forward
        // def function_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float)):       <L 44>
        // tid = wp.tid()                                                                         <L 45>
        var_0 = builtin_tid1d();
        // v11 = x0[tid]                                                                          <L 46>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v12 = x1[tid]                                                                          <L 47>
        var_4 = wp::address(var_x1, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // v13 = x2[tid]                                                                          <L 48>
        var_7 = wp::address(var_x2, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::copy(var_9);
        // v14 = function_000000_f3(function_000000_f3((-1.37 - v12), (v12 if 0.289 > v13 else v13), v13), wp.trace(function_000000_f0(wp.vec2(-0.07, 0.6), wp.identity(n=3, dtype=float) * 0.5, x2, tid)), wp.dot(wp.where(v12 >= v12, v11, v11), v11))       <L 49>
        var_11 = wp::sub(var_10, var_5);
        var_13 = (var_12 > var_8);
        if (var_13) {
        }
        if (!var_13) {
        }
        var_14 = wp::where(var_13, var_5, var_8);
        var_15 = function_000000_f3_0(var_11, var_14, var_8);
        var_18 = wp::vec_t<2, wp::float32>(var_16, var_17);
        var_20 = wp::identity<3, wp::float32>();
        var_22 = wp::mul(var_20, var_21);
        var_23 = function_000000_f0_0(var_18, var_22, var_x2, var_0);
        var_24 = wp::trace(var_23);
        var_25 = (var_5 >= var_5);
        var_26 = wp::where(var_25, var_2, var_2);
        var_27 = wp::dot(var_26, var_2);
        var_28 = function_000000_f3_0(var_15, var_24, var_27);
        // v15 = v14                                                                              <L 50>
        var_29 = wp::copy(var_28);
        // v16 = wp.max(wp.where(v15 > v14, function_000000_f3(v15, v13, v12), wp.cos(v15)), wp.clamp(v12, -0.31, 1.05))       <L 51>
        var_30 = (var_29 > var_28);
        var_31 = function_000000_f3_0(var_29, var_8, var_5);
        var_32 = wp::cos(var_29);
        var_33 = wp::where(var_30, var_31, var_32);
        var_36 = wp::clamp(var_5, var_34, var_35);
        var_37 = wp::max(var_33, var_36);
        // v17 = (v14 / (wp.abs(function_000000_f3(v14, wp.length_sq(wp.vec2(-0.29, -0.8)), (v14 * v15))) + 1.0))       <L 52>
        var_40 = wp::vec_t<2, wp::float32>(var_38, var_39);
        var_41 = wp::length_sq(var_40);
        var_42 = wp::mul(var_28, var_29);
        var_43 = function_000000_f3_0(var_28, var_41, var_42);
        var_44 = wp::abs(var_43);
        var_46 = wp::add(var_44, var_45);
        var_47 = wp::div(var_28, var_46);
        // v18, v19 = function_000000_f1(function_000000_f2(wp.identity(n=3, dtype=float) * -0.465, v14, x1, tid), wp.vec2(1.69, -0.121), v11)       <L 53>
        var_49 = wp::identity<3, wp::float32>();
        var_51 = wp::mul(var_49, var_50);
        var_52 = function_000000_f2_0(var_51, var_28, var_x1, var_0);
        var_55 = wp::vec_t<2, wp::float32>(var_53, var_54);
        function_000000_f1_0(var_52, var_55, var_2, var_56, var_57);
        // out0[tid] = v11 + wp.cross((v11 * v12), (v11 / (wp.abs(v16) + 1.0))) * 0.36            <L 54>
        var_58 = wp::mul(var_2, var_5);
        var_59 = wp::abs(var_37);
        var_61 = wp::add(var_59, var_60);
        var_62 = wp::div(var_2, var_61);
        var_63 = wp::cross(var_58, var_62);
        var_65 = wp::mul(var_63, var_64);
        var_66 = wp::add(var_2, var_65);
        // wp::array_store(var_out0, var_0, var_66);
        // out1[tid] = v17 + v18 + v19 + wp.where(v18 > v12, wp.log10(wp.abs(v16) + 1.0), float(tid)) * 0.24       <L 55>
        var_67 = wp::add(var_47, var_56);
        var_68 = wp::add(var_67, var_57);
        var_69 = (var_56 > var_5);
        var_70 = wp::abs(var_37);
        var_72 = wp::add(var_70, var_71);
        var_73 = wp::log10(var_72);
        var_74 = wp::float(var_0);
        var_75 = wp::where(var_69, var_73, var_74);
        var_77 = wp::mul(var_75, var_76);
        var_78 = wp::add(var_68, var_77);
        // wp::array_store(var_out1, var_0, var_78);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_78, adj_out1, adj_0, adj_78);
        wp::adj_add(var_68, var_77, adj_68, adj_77, adj_78);
        wp::adj_mul(var_75, var_76, adj_75, adj_76, adj_77);
        wp::adj_where(var_69, var_73, var_74, adj_69, adj_73, adj_74, adj_75);
        wp::adj_float(var_0, adj_0, adj_74);
        wp::adj_log10(var_72, adj_72, adj_73);
        wp::adj_add(var_70, var_71, adj_70, adj_71, adj_72);
        wp::adj_abs(var_37, adj_37, adj_70);
        wp::adj_add(var_67, var_57, adj_67, adj_57, adj_68);
        wp::adj_add(var_47, var_56, adj_47, adj_56, adj_67);
        // adj: out1[tid] = v17 + v18 + v19 + wp.where(v18 > v12, wp.log10(wp.abs(v16) + 1.0), float(tid)) * 0.24  <L 55>
        wp::adj_array_store(var_out0, var_0, var_66, adj_out0, adj_0, adj_66);
        wp::adj_add(var_2, var_65, adj_2, adj_65, adj_66);
        wp::adj_mul(var_63, var_64, adj_63, adj_64, adj_65);
        wp::adj_cross(var_58, var_62, adj_58, adj_62, adj_63);
        wp::adj_div(var_2, var_61, adj_2, adj_61, adj_62);
        wp::adj_add(var_59, var_60, adj_59, adj_60, adj_61);
        wp::adj_abs(var_37, adj_37, adj_59);
        wp::adj_mul(var_2, var_5, adj_2, adj_5, adj_58);
        // adj: out0[tid] = v11 + wp.cross((v11 * v12), (v11 / (wp.abs(v16) + 1.0))) * 0.36       <L 54>
        adj_function_000000_f1_0(var_52, var_55, var_2, var_56, var_57, adj_52, adj_55, adj_2, adj_56, adj_57);
        wp::adj_vec_t(var_53, var_54, adj_53, adj_54, adj_55);
        adj_function_000000_f2_0(var_51, var_28, var_x1, var_0, adj_51, adj_28, adj_x1, adj_0, adj_52);
        wp::adj_mul(var_49, var_50, adj_49, adj_50, adj_51);
        // adj: v18, v19 = function_000000_f1(function_000000_f2(wp.identity(n=3, dtype=float) * -0.465, v14, x1, tid), wp.vec2(1.69, -0.121), v11)  <L 53>
        wp::adj_div(var_28, var_46, var_47, adj_28, adj_46, adj_47);
        wp::adj_add(var_44, var_45, adj_44, adj_45, adj_46);
        wp::adj_abs(var_43, adj_43, adj_44);
        adj_function_000000_f3_0(var_28, var_41, var_42, adj_28, adj_41, adj_42, adj_43);
        wp::adj_mul(var_28, var_29, adj_28, adj_29, adj_42);
        wp::adj_length_sq(var_40, adj_40, adj_41);
        wp::adj_vec_t(var_38, var_39, adj_38, adj_39, adj_40);
        // adj: v17 = (v14 / (wp.abs(function_000000_f3(v14, wp.length_sq(wp.vec2(-0.29, -0.8)), (v14 * v15))) + 1.0))  <L 52>
        wp::adj_max(var_33, var_36, adj_33, adj_36, adj_37);
        wp::adj_clamp(var_5, var_34, var_35, adj_5, adj_34, adj_35, adj_36);
        wp::adj_where(var_30, var_31, var_32, adj_30, adj_31, adj_32, adj_33);
        wp::adj_cos(var_29, adj_29, adj_32);
        adj_function_000000_f3_0(var_29, var_8, var_5, adj_29, adj_8, adj_5, adj_31);
        // adj: v16 = wp.max(wp.where(v15 > v14, function_000000_f3(v15, v13, v12), wp.cos(v15)), wp.clamp(v12, -0.31, 1.05))  <L 51>
        wp::adj_copy(var_28, adj_28, adj_29);
        // adj: v15 = v14                                                                         <L 50>
        adj_function_000000_f3_0(var_15, var_24, var_27, adj_15, adj_24, adj_27, adj_28);
        wp::adj_dot(var_26, var_2, adj_26, adj_2, adj_27);
        wp::adj_where(var_25, var_2, var_2, adj_25, adj_2, adj_2, adj_26);
        wp::adj_trace(var_23, adj_23, adj_24);
        adj_function_000000_f0_0(var_18, var_22, var_x2, var_0, adj_18, adj_22, adj_x2, adj_0, adj_23);
        wp::adj_mul(var_20, var_21, adj_20, adj_21, adj_22);
        wp::adj_vec_t(var_16, var_17, adj_16, adj_17, adj_18);
        adj_function_000000_f3_0(var_11, var_14, var_8, adj_11, adj_14, adj_8, adj_15);
        wp::adj_where(var_13, var_5, var_8, adj_13, adj_5, adj_8, adj_14);
        if (!var_13) {
        }
        if (var_13) {
        }
        wp::adj_sub(var_10, var_5, adj_10, adj_5, adj_11);
        // adj: v14 = function_000000_f3(function_000000_f3((-1.37 - v12), (v12 if 0.289 > v13 else v13), v13), wp.trace(function_000000_f0(wp.vec2(-0.07, 0.6), wp.identity(n=3, dtype=float) * 0.5, x2, tid)), wp.dot(wp.where(v12 >= v12, v11, v11), v11))  <L 49>
        wp::adj_copy(var_9, adj_7, adj_8);
        wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_7);
        // adj: v13 = x2[tid]                                                                     <L 48>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v12 = x1[tid]                                                                     <L 47>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v11 = x0[tid]                                                                     <L 46>
        // adj: tid = wp.tid()                                                                    <L 45>
        // adj: def function_000000(x0: wp.array(dtype=wp.vec3), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=wp.vec3), out1: wp.array(dtype=float)):  <L 44>
        continue;
    }
}

