// Generated for case quaternion-000000 with warp-lang 1.18.0. Do not edit.
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


// warp/_src/math.py:389
static CUDA_CALLABLE wp::quat_t<wp::float32> quat_from_euler_0(
    wp::vec_t<3, wp::float32> var_e,
    wp::int32 var_i,
    wp::int32 var_j,
    wp::int32 var_k)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    wp::float32 var_2;
    const wp::float32 var_3 = 0.5;
    wp::float32 var_4;
    const wp::float32 var_5 = 0.5;
    wp::float32 var_6;
    const wp::float32 var_7 = 0.5;
    wp::float32 var_8;
    const wp::float32 var_9 = 0.0;
    const wp::float32 var_10 = 0.0;
    const wp::float32 var_11 = 0.0;
    const wp::float32 var_12 = 1.0;
    wp::quat_t<wp::float32> var_13;
    const wp::float32 var_14 = 0.0;
    const wp::float32 var_15 = 0.0;
    const wp::float32 var_16 = 0.0;
    const wp::float32 var_17 = 1.0;
    wp::quat_t<wp::float32> var_18;
    const wp::float32 var_19 = 0.0;
    const wp::float32 var_20 = 0.0;
    const wp::float32 var_21 = 0.0;
    const wp::float32 var_22 = 1.0;
    wp::quat_t<wp::float32> var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::int32 var_30 = 0;
    bool var_31;
    const wp::float32 var_32 = 0.0;
    const wp::float32 var_33 = 0.0;
    wp::quat_t<wp::float32> var_34;
    const wp::int32 var_35 = 1;
    bool var_36;
    const wp::float32 var_37 = 0.0;
    const wp::float32 var_38 = 0.0;
    wp::quat_t<wp::float32> var_39;
    const wp::float32 var_40 = 0.0;
    const wp::float32 var_41 = 0.0;
    wp::quat_t<wp::float32> var_42;
    wp::quat_t<wp::float32> var_43;
    wp::quat_t<wp::float32> var_44;
    const wp::int32 var_45 = 0;
    bool var_46;
    const wp::float32 var_47 = 0.0;
    const wp::float32 var_48 = 0.0;
    wp::quat_t<wp::float32> var_49;
    const wp::int32 var_50 = 1;
    bool var_51;
    const wp::float32 var_52 = 0.0;
    const wp::float32 var_53 = 0.0;
    wp::quat_t<wp::float32> var_54;
    const wp::float32 var_55 = 0.0;
    const wp::float32 var_56 = 0.0;
    wp::quat_t<wp::float32> var_57;
    wp::quat_t<wp::float32> var_58;
    wp::quat_t<wp::float32> var_59;
    const wp::int32 var_60 = 0;
    bool var_61;
    const wp::float32 var_62 = 0.0;
    const wp::float32 var_63 = 0.0;
    wp::quat_t<wp::float32> var_64;
    const wp::int32 var_65 = 1;
    bool var_66;
    const wp::float32 var_67 = 0.0;
    const wp::float32 var_68 = 0.0;
    wp::quat_t<wp::float32> var_69;
    const wp::float32 var_70 = 0.0;
    const wp::float32 var_71 = 0.0;
    wp::quat_t<wp::float32> var_72;
    wp::quat_t<wp::float32> var_73;
    wp::quat_t<wp::float32> var_74;
    wp::quat_t<wp::float32> var_75;
    wp::quat_t<wp::float32> var_76;
    //---------
    // forward
    // def quat_from_euler(e: wp.vec3, i: int, j: int, k: int) -> wp.quat:                    <L 390>
    // ei = e[i]                                                                              <L 407>
    var_0 = wp::extract(var_e, var_i);
    // ej = e[j]                                                                              <L 408>
    var_1 = wp::extract(var_e, var_j);
    // ek = e[k]                                                                              <L 409>
    var_2 = wp::extract(var_e, var_k);
    // hi = 0.5 * ei                                                                          <L 411>
    var_4 = wp::mul(var_3, var_0);
    // hj = 0.5 * ej                                                                          <L 412>
    var_6 = wp::mul(var_5, var_1);
    // hk = 0.5 * ek                                                                          <L 413>
    var_8 = wp::mul(var_7, var_2);
    // qi = wp.quat(0.0, 0.0, 0.0, 1.0)                                                       <L 415>
    var_13 = wp::quat_t<wp::float32>(var_9, var_10, var_11, var_12);
    // qj = wp.quat(0.0, 0.0, 0.0, 1.0)                                                       <L 416>
    var_18 = wp::quat_t<wp::float32>(var_14, var_15, var_16, var_17);
    // qk = wp.quat(0.0, 0.0, 0.0, 1.0)                                                       <L 417>
    var_23 = wp::quat_t<wp::float32>(var_19, var_20, var_21, var_22);
    // si = wp.sin(hi)                                                                        <L 419>
    var_24 = wp::sin(var_4);
    // sj = wp.sin(hj)                                                                        <L 420>
    var_25 = wp::sin(var_6);
    // sk = wp.sin(hk)                                                                        <L 421>
    var_26 = wp::sin(var_8);
    // ci = wp.cos(hi)                                                                        <L 422>
    var_27 = wp::cos(var_4);
    // cj = wp.cos(hj)                                                                        <L 423>
    var_28 = wp::cos(var_6);
    // ck = wp.cos(hk)                                                                        <L 424>
    var_29 = wp::cos(var_8);
    // if i == 0:                                                                             <L 426>
    var_31 = (var_i == var_30);
    if (var_31) {
        // qi = wp.quat(si, 0.0, 0.0, ci)                                                     <L 427>
        var_34 = wp::quat_t<wp::float32>(var_24, var_32, var_33, var_27);
    }
    if (!var_31) {
        // elif i == 1:                                                                       <L 428>
        var_36 = (var_i == var_35);
        if (var_36) {
            // qi = wp.quat(0.0, si, 0.0, ci)                                                 <L 429>
            var_39 = wp::quat_t<wp::float32>(var_37, var_24, var_38, var_27);
        }
        if (!var_36) {
            // qi = wp.quat(0.0, 0.0, si, ci)                                                 <L 431>
            var_42 = wp::quat_t<wp::float32>(var_40, var_41, var_24, var_27);
        }
        var_43 = wp::where(var_36, var_39, var_42);
    }
    var_44 = wp::where(var_31, var_34, var_43);
    // if j == 0:                                                                             <L 433>
    var_46 = (var_j == var_45);
    if (var_46) {
        // qj = wp.quat(sj, 0.0, 0.0, cj)                                                     <L 434>
        var_49 = wp::quat_t<wp::float32>(var_25, var_47, var_48, var_28);
    }
    if (!var_46) {
        // elif j == 1:                                                                       <L 435>
        var_51 = (var_j == var_50);
        if (var_51) {
            // qj = wp.quat(0.0, sj, 0.0, cj)                                                 <L 436>
            var_54 = wp::quat_t<wp::float32>(var_52, var_25, var_53, var_28);
        }
        if (!var_51) {
            // qj = wp.quat(0.0, 0.0, sj, cj)                                                 <L 438>
            var_57 = wp::quat_t<wp::float32>(var_55, var_56, var_25, var_28);
        }
        var_58 = wp::where(var_51, var_54, var_57);
    }
    var_59 = wp::where(var_46, var_49, var_58);
    // if k == 0:                                                                             <L 440>
    var_61 = (var_k == var_60);
    if (var_61) {
        // qk = wp.quat(sk, 0.0, 0.0, ck)                                                     <L 441>
        var_64 = wp::quat_t<wp::float32>(var_26, var_62, var_63, var_29);
    }
    if (!var_61) {
        // elif k == 1:                                                                       <L 442>
        var_66 = (var_k == var_65);
        if (var_66) {
            // qk = wp.quat(0.0, sk, 0.0, ck)                                                 <L 443>
            var_69 = wp::quat_t<wp::float32>(var_67, var_26, var_68, var_29);
        }
        if (!var_66) {
            // qk = wp.quat(0.0, 0.0, sk, ck)                                                 <L 445>
            var_72 = wp::quat_t<wp::float32>(var_70, var_71, var_26, var_29);
        }
        var_73 = wp::where(var_66, var_69, var_72);
    }
    var_74 = wp::where(var_61, var_64, var_73);
    // return wp.mul(qk, wp.mul(qj, qi))                                                      <L 449>
    var_75 = wp::mul(var_59, var_44);
    var_76 = wp::mul(var_74, var_75);
    return var_76;
}


// warp/_src/math.py:171
static CUDA_CALLABLE wp::float32 quat_twist_angle_0(
    wp::vec_t<3, wp::float32> var_axis,
    wp::quat_t<wp::float32> var_q)
{
    //---------
    // primal vars
    const wp::int32 var_0 = 0;
    wp::float32 var_1;
    const wp::int32 var_2 = 1;
    wp::float32 var_3;
    const wp::int32 var_4 = 2;
    wp::float32 var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    const wp::float32 var_9 = 2.0;
    const wp::int32 var_10 = 3;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    //---------
    // forward
    // def quat_twist_angle(axis: wp.vec3, q: wp.quat) -> float:                              <L 172>
    // vector = wp.vec3(q[0], q[1], q[2])                                                     <L 191>
    var_1 = wp::extract(var_q, var_0);
    var_3 = wp::extract(var_q, var_2);
    var_5 = wp::extract(var_q, var_4);
    var_6 = wp::vec_t<3, wp::float32>(var_1, var_3, var_5);
    // sin_half = wp.abs(wp.dot(axis, vector))                                                <L 192>
    var_7 = wp::dot(var_axis, var_6);
    var_8 = wp::abs(var_7);
    // return 2.0 * wp.atan2(sin_half, q[3])                                                  <L 193>
    var_11 = wp::extract(var_q, var_10);
    var_12 = wp::atan2(var_8, var_11);
    var_13 = wp::mul(var_9, var_12);
    return var_13;
}


// warp/_src/math.py:389
static CUDA_CALLABLE void adj_quat_from_euler_0(
    wp::vec_t<3, wp::float32> var_e,
    wp::int32 var_i,
    wp::int32 var_j,
    wp::int32 var_k,
    wp::vec_t<3, wp::float32> & adj_e,
    wp::int32 & adj_i,
    wp::int32 & adj_j,
    wp::int32 & adj_k,
    wp::quat_t<wp::float32> & adj_ret)
{
    //---------
    // primal vars
    wp::float32 var_0;
    wp::float32 var_1;
    wp::float32 var_2;
    const wp::float32 var_3 = 0.5;
    wp::float32 var_4;
    const wp::float32 var_5 = 0.5;
    wp::float32 var_6;
    const wp::float32 var_7 = 0.5;
    wp::float32 var_8;
    const wp::float32 var_9 = 0.0;
    const wp::float32 var_10 = 0.0;
    const wp::float32 var_11 = 0.0;
    const wp::float32 var_12 = 1.0;
    wp::quat_t<wp::float32> var_13;
    const wp::float32 var_14 = 0.0;
    const wp::float32 var_15 = 0.0;
    const wp::float32 var_16 = 0.0;
    const wp::float32 var_17 = 1.0;
    wp::quat_t<wp::float32> var_18;
    const wp::float32 var_19 = 0.0;
    const wp::float32 var_20 = 0.0;
    const wp::float32 var_21 = 0.0;
    const wp::float32 var_22 = 1.0;
    wp::quat_t<wp::float32> var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::int32 var_30 = 0;
    bool var_31;
    const wp::float32 var_32 = 0.0;
    const wp::float32 var_33 = 0.0;
    wp::quat_t<wp::float32> var_34;
    const wp::int32 var_35 = 1;
    bool var_36;
    const wp::float32 var_37 = 0.0;
    const wp::float32 var_38 = 0.0;
    wp::quat_t<wp::float32> var_39;
    const wp::float32 var_40 = 0.0;
    const wp::float32 var_41 = 0.0;
    wp::quat_t<wp::float32> var_42;
    wp::quat_t<wp::float32> var_43;
    wp::quat_t<wp::float32> var_44;
    const wp::int32 var_45 = 0;
    bool var_46;
    const wp::float32 var_47 = 0.0;
    const wp::float32 var_48 = 0.0;
    wp::quat_t<wp::float32> var_49;
    const wp::int32 var_50 = 1;
    bool var_51;
    const wp::float32 var_52 = 0.0;
    const wp::float32 var_53 = 0.0;
    wp::quat_t<wp::float32> var_54;
    const wp::float32 var_55 = 0.0;
    const wp::float32 var_56 = 0.0;
    wp::quat_t<wp::float32> var_57;
    wp::quat_t<wp::float32> var_58;
    wp::quat_t<wp::float32> var_59;
    const wp::int32 var_60 = 0;
    bool var_61;
    const wp::float32 var_62 = 0.0;
    const wp::float32 var_63 = 0.0;
    wp::quat_t<wp::float32> var_64;
    const wp::int32 var_65 = 1;
    bool var_66;
    const wp::float32 var_67 = 0.0;
    const wp::float32 var_68 = 0.0;
    wp::quat_t<wp::float32> var_69;
    const wp::float32 var_70 = 0.0;
    const wp::float32 var_71 = 0.0;
    wp::quat_t<wp::float32> var_72;
    wp::quat_t<wp::float32> var_73;
    wp::quat_t<wp::float32> var_74;
    wp::quat_t<wp::float32> var_75;
    wp::quat_t<wp::float32> var_76;
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
    wp::quat_t<wp::float32> adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::quat_t<wp::float32> adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::quat_t<wp::float32> adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::int32 adj_30 = {};
    bool adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::quat_t<wp::float32> adj_34 = {};
    wp::int32 adj_35 = {};
    bool adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::quat_t<wp::float32> adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::quat_t<wp::float32> adj_42 = {};
    wp::quat_t<wp::float32> adj_43 = {};
    wp::quat_t<wp::float32> adj_44 = {};
    wp::int32 adj_45 = {};
    bool adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::quat_t<wp::float32> adj_49 = {};
    wp::int32 adj_50 = {};
    bool adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::quat_t<wp::float32> adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::quat_t<wp::float32> adj_57 = {};
    wp::quat_t<wp::float32> adj_58 = {};
    wp::quat_t<wp::float32> adj_59 = {};
    wp::int32 adj_60 = {};
    bool adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::quat_t<wp::float32> adj_64 = {};
    wp::int32 adj_65 = {};
    bool adj_66 = {};
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::quat_t<wp::float32> adj_69 = {};
    wp::float32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::quat_t<wp::float32> adj_72 = {};
    wp::quat_t<wp::float32> adj_73 = {};
    wp::quat_t<wp::float32> adj_74 = {};
    wp::quat_t<wp::float32> adj_75 = {};
    wp::quat_t<wp::float32> adj_76 = {};
    //---------
    // forward
    // def quat_from_euler(e: wp.vec3, i: int, j: int, k: int) -> wp.quat:                    <L 390>
    // ei = e[i]                                                                              <L 407>
    var_0 = wp::extract(var_e, var_i);
    // ej = e[j]                                                                              <L 408>
    var_1 = wp::extract(var_e, var_j);
    // ek = e[k]                                                                              <L 409>
    var_2 = wp::extract(var_e, var_k);
    // hi = 0.5 * ei                                                                          <L 411>
    var_4 = wp::mul(var_3, var_0);
    // hj = 0.5 * ej                                                                          <L 412>
    var_6 = wp::mul(var_5, var_1);
    // hk = 0.5 * ek                                                                          <L 413>
    var_8 = wp::mul(var_7, var_2);
    // qi = wp.quat(0.0, 0.0, 0.0, 1.0)                                                       <L 415>
    var_13 = wp::quat_t<wp::float32>(var_9, var_10, var_11, var_12);
    // qj = wp.quat(0.0, 0.0, 0.0, 1.0)                                                       <L 416>
    var_18 = wp::quat_t<wp::float32>(var_14, var_15, var_16, var_17);
    // qk = wp.quat(0.0, 0.0, 0.0, 1.0)                                                       <L 417>
    var_23 = wp::quat_t<wp::float32>(var_19, var_20, var_21, var_22);
    // si = wp.sin(hi)                                                                        <L 419>
    var_24 = wp::sin(var_4);
    // sj = wp.sin(hj)                                                                        <L 420>
    var_25 = wp::sin(var_6);
    // sk = wp.sin(hk)                                                                        <L 421>
    var_26 = wp::sin(var_8);
    // ci = wp.cos(hi)                                                                        <L 422>
    var_27 = wp::cos(var_4);
    // cj = wp.cos(hj)                                                                        <L 423>
    var_28 = wp::cos(var_6);
    // ck = wp.cos(hk)                                                                        <L 424>
    var_29 = wp::cos(var_8);
    // if i == 0:                                                                             <L 426>
    var_31 = (var_i == var_30);
    if (var_31) {
        // qi = wp.quat(si, 0.0, 0.0, ci)                                                     <L 427>
        var_34 = wp::quat_t<wp::float32>(var_24, var_32, var_33, var_27);
    }
    if (!var_31) {
        // elif i == 1:                                                                       <L 428>
        var_36 = (var_i == var_35);
        if (var_36) {
            // qi = wp.quat(0.0, si, 0.0, ci)                                                 <L 429>
            var_39 = wp::quat_t<wp::float32>(var_37, var_24, var_38, var_27);
        }
        if (!var_36) {
            // qi = wp.quat(0.0, 0.0, si, ci)                                                 <L 431>
            var_42 = wp::quat_t<wp::float32>(var_40, var_41, var_24, var_27);
        }
        var_43 = wp::where(var_36, var_39, var_42);
    }
    var_44 = wp::where(var_31, var_34, var_43);
    // if j == 0:                                                                             <L 433>
    var_46 = (var_j == var_45);
    if (var_46) {
        // qj = wp.quat(sj, 0.0, 0.0, cj)                                                     <L 434>
        var_49 = wp::quat_t<wp::float32>(var_25, var_47, var_48, var_28);
    }
    if (!var_46) {
        // elif j == 1:                                                                       <L 435>
        var_51 = (var_j == var_50);
        if (var_51) {
            // qj = wp.quat(0.0, sj, 0.0, cj)                                                 <L 436>
            var_54 = wp::quat_t<wp::float32>(var_52, var_25, var_53, var_28);
        }
        if (!var_51) {
            // qj = wp.quat(0.0, 0.0, sj, cj)                                                 <L 438>
            var_57 = wp::quat_t<wp::float32>(var_55, var_56, var_25, var_28);
        }
        var_58 = wp::where(var_51, var_54, var_57);
    }
    var_59 = wp::where(var_46, var_49, var_58);
    // if k == 0:                                                                             <L 440>
    var_61 = (var_k == var_60);
    if (var_61) {
        // qk = wp.quat(sk, 0.0, 0.0, ck)                                                     <L 441>
        var_64 = wp::quat_t<wp::float32>(var_26, var_62, var_63, var_29);
    }
    if (!var_61) {
        // elif k == 1:                                                                       <L 442>
        var_66 = (var_k == var_65);
        if (var_66) {
            // qk = wp.quat(0.0, sk, 0.0, ck)                                                 <L 443>
            var_69 = wp::quat_t<wp::float32>(var_67, var_26, var_68, var_29);
        }
        if (!var_66) {
            // qk = wp.quat(0.0, 0.0, sk, ck)                                                 <L 445>
            var_72 = wp::quat_t<wp::float32>(var_70, var_71, var_26, var_29);
        }
        var_73 = wp::where(var_66, var_69, var_72);
    }
    var_74 = wp::where(var_61, var_64, var_73);
    // return wp.mul(qk, wp.mul(qj, qi))                                                      <L 449>
    var_75 = wp::mul(var_59, var_44);
    var_76 = wp::mul(var_74, var_75);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_76 += adj_ret;
    wp::adj_mul(var_74, var_75, adj_74, adj_75, adj_76);
    wp::adj_mul(var_59, var_44, adj_59, adj_44, adj_75);
    // adj: return wp.mul(qk, wp.mul(qj, qi))                                                 <L 449>
    wp::adj_where(var_61, var_64, var_73, adj_61, adj_64, adj_73, adj_74);
    if (!var_61) {
        wp::adj_where(var_66, var_69, var_72, adj_66, adj_69, adj_72, adj_73);
        if (!var_66) {
            wp::adj_quat_t(var_70, var_71, var_26, var_29, adj_70, adj_71, adj_26, adj_29, adj_72);
            // adj: qk = wp.quat(0.0, 0.0, sk, ck)                                            <L 445>
        }
        if (var_66) {
            wp::adj_quat_t(var_67, var_26, var_68, var_29, adj_67, adj_26, adj_68, adj_29, adj_69);
            // adj: qk = wp.quat(0.0, sk, 0.0, ck)                                            <L 443>
        }
        // adj: elif k == 1:                                                                  <L 442>
    }
    if (var_61) {
        wp::adj_quat_t(var_26, var_62, var_63, var_29, adj_26, adj_62, adj_63, adj_29, adj_64);
        // adj: qk = wp.quat(sk, 0.0, 0.0, ck)                                                <L 441>
    }
    // adj: if k == 0:                                                                        <L 440>
    wp::adj_where(var_46, var_49, var_58, adj_46, adj_49, adj_58, adj_59);
    if (!var_46) {
        wp::adj_where(var_51, var_54, var_57, adj_51, adj_54, adj_57, adj_58);
        if (!var_51) {
            wp::adj_quat_t(var_55, var_56, var_25, var_28, adj_55, adj_56, adj_25, adj_28, adj_57);
            // adj: qj = wp.quat(0.0, 0.0, sj, cj)                                            <L 438>
        }
        if (var_51) {
            wp::adj_quat_t(var_52, var_25, var_53, var_28, adj_52, adj_25, adj_53, adj_28, adj_54);
            // adj: qj = wp.quat(0.0, sj, 0.0, cj)                                            <L 436>
        }
        // adj: elif j == 1:                                                                  <L 435>
    }
    if (var_46) {
        wp::adj_quat_t(var_25, var_47, var_48, var_28, adj_25, adj_47, adj_48, adj_28, adj_49);
        // adj: qj = wp.quat(sj, 0.0, 0.0, cj)                                                <L 434>
    }
    // adj: if j == 0:                                                                        <L 433>
    wp::adj_where(var_31, var_34, var_43, adj_31, adj_34, adj_43, adj_44);
    if (!var_31) {
        wp::adj_where(var_36, var_39, var_42, adj_36, adj_39, adj_42, adj_43);
        if (!var_36) {
            wp::adj_quat_t(var_40, var_41, var_24, var_27, adj_40, adj_41, adj_24, adj_27, adj_42);
            // adj: qi = wp.quat(0.0, 0.0, si, ci)                                            <L 431>
        }
        if (var_36) {
            wp::adj_quat_t(var_37, var_24, var_38, var_27, adj_37, adj_24, adj_38, adj_27, adj_39);
            // adj: qi = wp.quat(0.0, si, 0.0, ci)                                            <L 429>
        }
        // adj: elif i == 1:                                                                  <L 428>
    }
    if (var_31) {
        wp::adj_quat_t(var_24, var_32, var_33, var_27, adj_24, adj_32, adj_33, adj_27, adj_34);
        // adj: qi = wp.quat(si, 0.0, 0.0, ci)                                                <L 427>
    }
    // adj: if i == 0:                                                                        <L 426>
    wp::adj_cos(var_8, adj_8, adj_29);
    // adj: ck = wp.cos(hk)                                                                   <L 424>
    wp::adj_cos(var_6, adj_6, adj_28);
    // adj: cj = wp.cos(hj)                                                                   <L 423>
    wp::adj_cos(var_4, adj_4, adj_27);
    // adj: ci = wp.cos(hi)                                                                   <L 422>
    wp::adj_sin(var_8, adj_8, adj_26);
    // adj: sk = wp.sin(hk)                                                                   <L 421>
    wp::adj_sin(var_6, adj_6, adj_25);
    // adj: sj = wp.sin(hj)                                                                   <L 420>
    wp::adj_sin(var_4, adj_4, adj_24);
    // adj: si = wp.sin(hi)                                                                   <L 419>
    wp::adj_quat_t(var_19, var_20, var_21, var_22, adj_19, adj_20, adj_21, adj_22, adj_23);
    // adj: qk = wp.quat(0.0, 0.0, 0.0, 1.0)                                                  <L 417>
    wp::adj_quat_t(var_14, var_15, var_16, var_17, adj_14, adj_15, adj_16, adj_17, adj_18);
    // adj: qj = wp.quat(0.0, 0.0, 0.0, 1.0)                                                  <L 416>
    wp::adj_quat_t(var_9, var_10, var_11, var_12, adj_9, adj_10, adj_11, adj_12, adj_13);
    // adj: qi = wp.quat(0.0, 0.0, 0.0, 1.0)                                                  <L 415>
    wp::adj_mul(var_7, var_2, adj_7, adj_2, adj_8);
    // adj: hk = 0.5 * ek                                                                     <L 413>
    wp::adj_mul(var_5, var_1, adj_5, adj_1, adj_6);
    // adj: hj = 0.5 * ej                                                                     <L 412>
    wp::adj_mul(var_3, var_0, adj_3, adj_0, adj_4);
    // adj: hi = 0.5 * ei                                                                     <L 411>
    wp::adj_extract(var_e, var_k, adj_e, adj_k, adj_2);
    // adj: ek = e[k]                                                                         <L 409>
    wp::adj_extract(var_e, var_j, adj_e, adj_j, adj_1);
    // adj: ej = e[j]                                                                         <L 408>
    wp::adj_extract(var_e, var_i, adj_e, adj_i, adj_0);
    // adj: ei = e[i]                                                                         <L 407>
    // adj: def quat_from_euler(e: wp.vec3, i: int, j: int, k: int) -> wp.quat:               <L 390>
    return;
}


// warp/_src/math.py:171
static CUDA_CALLABLE void adj_quat_twist_angle_0(
    wp::vec_t<3, wp::float32> var_axis,
    wp::quat_t<wp::float32> var_q,
    wp::vec_t<3, wp::float32> & adj_axis,
    wp::quat_t<wp::float32> & adj_q,
    wp::float32 & adj_ret)
{
    //---------
    // primal vars
    const wp::int32 var_0 = 0;
    wp::float32 var_1;
    const wp::int32 var_2 = 1;
    wp::float32 var_3;
    const wp::int32 var_4 = 2;
    wp::float32 var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    const wp::float32 var_9 = 2.0;
    const wp::int32 var_10 = 3;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::int32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::int32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    //---------
    // forward
    // def quat_twist_angle(axis: wp.vec3, q: wp.quat) -> float:                              <L 172>
    // vector = wp.vec3(q[0], q[1], q[2])                                                     <L 191>
    var_1 = wp::extract(var_q, var_0);
    var_3 = wp::extract(var_q, var_2);
    var_5 = wp::extract(var_q, var_4);
    var_6 = wp::vec_t<3, wp::float32>(var_1, var_3, var_5);
    // sin_half = wp.abs(wp.dot(axis, vector))                                                <L 192>
    var_7 = wp::dot(var_axis, var_6);
    var_8 = wp::abs(var_7);
    // return 2.0 * wp.atan2(sin_half, q[3])                                                  <L 193>
    var_11 = wp::extract(var_q, var_10);
    var_12 = wp::atan2(var_8, var_11);
    var_13 = wp::mul(var_9, var_12);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_13 += adj_ret;
    wp::adj_mul(var_9, var_12, adj_9, adj_12, adj_13);
    wp::adj_atan2(var_8, var_11, adj_8, adj_11, adj_12);
    wp::adj_extract(var_q, var_10, adj_q, adj_10, adj_11);
    // adj: return 2.0 * wp.atan2(sin_half, q[3])                                             <L 193>
    wp::adj_abs(var_7, adj_7, adj_8);
    wp::adj_dot(var_axis, var_6, adj_axis, adj_6, adj_7);
    // adj: sin_half = wp.abs(wp.dot(axis, vector))                                           <L 192>
    wp::adj_vec_t(var_1, var_3, var_5, adj_1, adj_3, adj_5, adj_6);
    wp::adj_extract(var_q, var_4, adj_q, adj_4, adj_5);
    wp::adj_extract(var_q, var_2, adj_q, adj_2, adj_3);
    wp::adj_extract(var_q, var_0, adj_q, adj_0, adj_1);
    // adj: vector = wp.vec3(q[0], q[1], q[2])                                                <L 191>
    // adj: def quat_twist_angle(axis: wp.vec3, q: wp.quat) -> float:                         <L 172>
    return;
}



extern "C" __global__ void quaternion_000000_39cdca1a_cuda_kernel_forward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::quat_t<wp::float32>> var_x0,
    wp::array_t<wp::quat_t<wp::float32>> var_x1,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x2,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0)
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
        wp::int32 var_1;
        wp::quat_t<wp::float32>* var_2;
        wp::quat_t<wp::float32> var_3;
        wp::quat_t<wp::float32> var_4;
        wp::quat_t<wp::float32>* var_5;
        wp::quat_t<wp::float32> var_6;
        wp::quat_t<wp::float32> var_7;
        wp::vec_t<3, wp::float32>* var_8;
        wp::vec_t<3, wp::float32> var_9;
        wp::vec_t<3, wp::float32> var_10;
        const wp::int32 var_11 = 0;
        const wp::int32 var_12 = 2;
        const wp::int32 var_13 = 1;
        wp::quat_t<wp::float32> var_14;
        wp::mat_t<3, 3, wp::float32> var_15;
        const wp::float32 var_16 = 1.5;
        const wp::float32 var_17 = 3.0;
        const wp::float32 var_18 = 4.5;
        wp::vec_t<3, wp::float32> var_19;
        wp::mat_t<3, 3, wp::float32> var_20;
        wp::mat_t<3, 3, wp::float32> var_21;
        wp::mat_t<3, 3, wp::float32> var_22;
        wp::vec_t<3, wp::float32> var_23;
        wp::mat_t<3, 3, wp::float32> var_24;
        const wp::int32 var_25 = 0;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::int32 var_28 = 1;
        wp::float32 var_29;
        wp::float32 var_30;
        const wp::int32 var_31 = 2;
        wp::float32 var_32;
        wp::float32 var_33;
        wp::vec_t<3, wp::float32> var_34;
        wp::mat_t<3, 3, wp::float32> var_35;
        wp::mat_t<3, 3, wp::float32> var_36;
        wp::mat_t<3, 3, wp::float32> var_37;
        wp::mat_t<3, 3, wp::float32> var_38;
        wp::quat_t<wp::float32> var_39;
        const wp::int32 var_40 = 0;
        const wp::float32 var_41 = -0.816;
        const wp::float32 var_42 = -0.17;
        const wp::float32 var_43 = 0.8;
        wp::vec_t<3, wp::float32> var_44;
        const wp::float32 var_45 = 0.0;
        const wp::float32 var_46 = 0.0;
        const wp::float32 var_47 = 2.5;
        wp::vec_t<3, wp::float32> var_48;
        wp::vec_t<3, wp::float32> var_49;
        wp::vec_t<3, wp::float32> var_50;
        wp::float32 var_51;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::vec_t<3, wp::float32> var_54;
        const wp::float32 var_55 = 0.0;
        wp::float32 var_56;
        const wp::float32 var_57 = 0.0;
        const wp::float32 var_58 = 0.0;
        const wp::float32 var_59 = 2.5;
        wp::vec_t<3, wp::float32> var_60;
        wp::vec_t<3, wp::float32> var_61;
        wp::vec_t<3, wp::float32> var_62;
        const wp::float32 var_63 = -0.105;
        wp::quat_t<wp::float32> var_64;
        wp::quat_t<wp::float32> var_65;
        wp::quat_t<wp::float32> var_66;
        wp::vec_t<3, wp::float32> var_67;
        wp::vec_t<3, wp::float32> var_68;
        const wp::float32 var_69 = 0.96;
        wp::vec_t<3, wp::float32> var_70;
        wp::vec_t<3, wp::float32> var_71;
        const wp::float32 var_72 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_73;
        wp::float32 var_74;
        wp::vec_t<3, wp::float32> var_75;
        wp::vec_t<3, wp::float32> var_76;
        //---------
        // forward
        // def quaternion_000000(x0: wp.array2d[wp.quat], x1: wp.array2d[wp.quat], x2: wp.array2d[wp.vec3], acc0: wp.array[float], out0: wp.array2d[wp.vec3]):       <L 5>
        // i, j = wp.tid()  # this thread's element                                               <L 6>
        builtin_tid2d(var_0, var_1);
        // v0 = x0[i, j]                                                                          <L 7>
        var_2 = wp::address(var_x0, var_0, var_1);
        var_4 = wp::load(var_2);
        var_3 = wp::copy(var_4);
        // v1 = x1[i, j]                                                                          <L 8>
        var_5 = wp::address(var_x1, var_0, var_1);
        var_7 = wp::load(var_5);
        var_6 = wp::copy(var_7);
        // v2 = x2[i, j]                                                                          <L 9>
        var_8 = wp::address(var_x2, var_0, var_1);
        var_10 = wp::load(var_8);
        var_9 = wp::copy(var_10);
        // m3 = wp.quat_to_matrix(wp.quat_from_euler(v2, 0, 2, 1)) + wp.diag(wp.vec3(1.5, 3.0, 4.5))       <L 10>
        var_14 = quat_from_euler_0(var_9, var_11, var_12, var_13);
        var_15 = wp::quat_to_matrix(var_14);
        var_19 = wp::vec_t<3, wp::float32>(var_16, var_17, var_18);
        var_20 = wp::diag(var_19);
        var_21 = wp::add(var_15, var_20);
        // m4 = wp.mat33()                                                                        <L 11>
        var_22 = wp::mat_t<3, 3, wp::float32>();
        // s5 = wp.vec3()                                                                         <L 12>
        var_23 = wp::vec_t<3, wp::float32>();
        // m6 = wp.mat33()                                                                        <L 13>
        var_24 = wp::mat_t<3, 3, wp::float32>();
        // wp.svd3(m3, m4, s5, m6)                                                                <L 14>
        wp::svd3(var_21, var_22, var_23, var_24);
        // v7 = m4 @ wp.diag(wp.vec3(wp.tanh(s5[0]), wp.tanh(s5[1]), wp.tanh(s5[2]))) @ wp.transpose(m6)       <L 15>
        var_26 = wp::extract(var_23, var_25);
        var_27 = wp::tanh(var_26);
        var_29 = wp::extract(var_23, var_28);
        var_30 = wp::tanh(var_29);
        var_32 = wp::extract(var_23, var_31);
        var_33 = wp::tanh(var_32);
        var_34 = wp::vec_t<3, wp::float32>(var_27, var_30, var_33);
        var_35 = wp::diag(var_34);
        var_36 = wp::mul(var_22, var_35);
        var_37 = wp::transpose(var_24);
        var_38 = wp::mul(var_36, var_37);
        // v8 = v0                                                                                <L 16>
        var_39 = wp::copy(var_3);
        // wp.atomic_min(acc0, 0, wp.degrees(wp.quat_twist_angle(wp.normalize(wp.vec3(-0.816, -0.17, 0.8) + wp.vec3(0.0, 0.0, 2.5)), v1)))       <L 17>
        var_44 = wp::vec_t<3, wp::float32>(var_41, var_42, var_43);
        var_48 = wp::vec_t<3, wp::float32>(var_45, var_46, var_47);
        var_49 = wp::add(var_44, var_48);
        var_50 = wp::normalize(var_49);
        var_51 = quat_twist_angle_0(var_50, var_6);
        var_52 = wp::degrees(var_51);
        var_53 = wp::atomic_min(var_acc0, var_40, var_52);
        // axis9 = wp.vec3()                                                                      <L 18>
        var_54 = wp::vec_t<3, wp::float32>();
        // angle10 = float(0.0)                                                                   <L 19>
        var_56 = wp::float(var_55);
        // wp.quat_to_axis_angle((wp.quat_from_axis_angle(wp.normalize(s5 + wp.vec3(0.0, 0.0, 2.5)), -0.105) * wp.mul(v8, v0)), axis9, angle10)       <L 20>
        var_60 = wp::vec_t<3, wp::float32>(var_57, var_58, var_59);
        var_61 = wp::add(var_23, var_60);
        var_62 = wp::normalize(var_61);
        var_64 = wp::quat_from_axis_angle(var_62, var_63);
        var_65 = wp::mul(var_39, var_3);
        var_66 = wp::mul(var_64, var_65);
        wp::quat_to_axis_angle(var_66, var_54, var_56);
        // out0[i, j] = v2 + s5 + axis9 + axis9 * 0.96 + wp.vec3(wp.ddot(v7, wp.mat33(1.0)))       <L 22>
        var_67 = wp::add(var_9, var_23);
        var_68 = wp::add(var_67, var_54);
        var_70 = wp::mul(var_54, var_69);
        var_71 = wp::add(var_68, var_70);
        var_73 = wp::mat_t<3, 3, wp::float32>(var_72);
        var_74 = wp::ddot(var_38, var_73);
        var_75 = wp::vec_t<3, wp::float32>(var_74);
        var_76 = wp::add(var_71, var_75);
        wp::array_store(var_out0, var_0, var_1, var_76);
    }
}



extern "C" __global__ void quaternion_000000_39cdca1a_cuda_kernel_backward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::quat_t<wp::float32>> var_x0,
    wp::array_t<wp::quat_t<wp::float32>> var_x1,
    wp::array_t<wp::vec_t<3, wp::float32>> var_x2,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0,
    wp::array_t<wp::quat_t<wp::float32>> adj_x0,
    wp::array_t<wp::quat_t<wp::float32>> adj_x1,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x2,
    wp::array_t<wp::float32> adj_acc0,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0)
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
        wp::int32 var_1;
        wp::quat_t<wp::float32>* var_2;
        wp::quat_t<wp::float32> var_3;
        wp::quat_t<wp::float32> var_4;
        wp::quat_t<wp::float32>* var_5;
        wp::quat_t<wp::float32> var_6;
        wp::quat_t<wp::float32> var_7;
        wp::vec_t<3, wp::float32>* var_8;
        wp::vec_t<3, wp::float32> var_9;
        wp::vec_t<3, wp::float32> var_10;
        const wp::int32 var_11 = 0;
        const wp::int32 var_12 = 2;
        const wp::int32 var_13 = 1;
        wp::quat_t<wp::float32> var_14;
        wp::mat_t<3, 3, wp::float32> var_15;
        const wp::float32 var_16 = 1.5;
        const wp::float32 var_17 = 3.0;
        const wp::float32 var_18 = 4.5;
        wp::vec_t<3, wp::float32> var_19;
        wp::mat_t<3, 3, wp::float32> var_20;
        wp::mat_t<3, 3, wp::float32> var_21;
        wp::mat_t<3, 3, wp::float32> var_22;
        wp::vec_t<3, wp::float32> var_23;
        wp::mat_t<3, 3, wp::float32> var_24;
        const wp::int32 var_25 = 0;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::int32 var_28 = 1;
        wp::float32 var_29;
        wp::float32 var_30;
        const wp::int32 var_31 = 2;
        wp::float32 var_32;
        wp::float32 var_33;
        wp::vec_t<3, wp::float32> var_34;
        wp::mat_t<3, 3, wp::float32> var_35;
        wp::mat_t<3, 3, wp::float32> var_36;
        wp::mat_t<3, 3, wp::float32> var_37;
        wp::mat_t<3, 3, wp::float32> var_38;
        wp::quat_t<wp::float32> var_39;
        const wp::int32 var_40 = 0;
        const wp::float32 var_41 = -0.816;
        const wp::float32 var_42 = -0.17;
        const wp::float32 var_43 = 0.8;
        wp::vec_t<3, wp::float32> var_44;
        const wp::float32 var_45 = 0.0;
        const wp::float32 var_46 = 0.0;
        const wp::float32 var_47 = 2.5;
        wp::vec_t<3, wp::float32> var_48;
        wp::vec_t<3, wp::float32> var_49;
        wp::vec_t<3, wp::float32> var_50;
        wp::float32 var_51;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::vec_t<3, wp::float32> var_54;
        const wp::float32 var_55 = 0.0;
        wp::float32 var_56;
        const wp::float32 var_57 = 0.0;
        const wp::float32 var_58 = 0.0;
        const wp::float32 var_59 = 2.5;
        wp::vec_t<3, wp::float32> var_60;
        wp::vec_t<3, wp::float32> var_61;
        wp::vec_t<3, wp::float32> var_62;
        const wp::float32 var_63 = -0.105;
        wp::quat_t<wp::float32> var_64;
        wp::quat_t<wp::float32> var_65;
        wp::quat_t<wp::float32> var_66;
        wp::vec_t<3, wp::float32> var_67;
        wp::vec_t<3, wp::float32> var_68;
        const wp::float32 var_69 = 0.96;
        wp::vec_t<3, wp::float32> var_70;
        wp::vec_t<3, wp::float32> var_71;
        const wp::float32 var_72 = 1.0;
        wp::mat_t<3, 3, wp::float32> var_73;
        wp::float32 var_74;
        wp::vec_t<3, wp::float32> var_75;
        wp::vec_t<3, wp::float32> var_76;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::quat_t<wp::float32> adj_2 = {};
        wp::quat_t<wp::float32> adj_3 = {};
        wp::quat_t<wp::float32> adj_4 = {};
        wp::quat_t<wp::float32> adj_5 = {};
        wp::quat_t<wp::float32> adj_6 = {};
        wp::quat_t<wp::float32> adj_7 = {};
        wp::vec_t<3, wp::float32> adj_8 = {};
        wp::vec_t<3, wp::float32> adj_9 = {};
        wp::vec_t<3, wp::float32> adj_10 = {};
        wp::int32 adj_11 = {};
        wp::int32 adj_12 = {};
        wp::int32 adj_13 = {};
        wp::quat_t<wp::float32> adj_14 = {};
        wp::mat_t<3, 3, wp::float32> adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::vec_t<3, wp::float32> adj_19 = {};
        wp::mat_t<3, 3, wp::float32> adj_20 = {};
        wp::mat_t<3, 3, wp::float32> adj_21 = {};
        wp::mat_t<3, 3, wp::float32> adj_22 = {};
        wp::vec_t<3, wp::float32> adj_23 = {};
        wp::mat_t<3, 3, wp::float32> adj_24 = {};
        wp::int32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::int32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::int32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::vec_t<3, wp::float32> adj_34 = {};
        wp::mat_t<3, 3, wp::float32> adj_35 = {};
        wp::mat_t<3, 3, wp::float32> adj_36 = {};
        wp::mat_t<3, 3, wp::float32> adj_37 = {};
        wp::mat_t<3, 3, wp::float32> adj_38 = {};
        wp::quat_t<wp::float32> adj_39 = {};
        wp::int32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::vec_t<3, wp::float32> adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::vec_t<3, wp::float32> adj_48 = {};
        wp::vec_t<3, wp::float32> adj_49 = {};
        wp::vec_t<3, wp::float32> adj_50 = {};
        wp::float32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::vec_t<3, wp::float32> adj_54 = {};
        wp::float32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::vec_t<3, wp::float32> adj_60 = {};
        wp::vec_t<3, wp::float32> adj_61 = {};
        wp::vec_t<3, wp::float32> adj_62 = {};
        wp::float32 adj_63 = {};
        wp::quat_t<wp::float32> adj_64 = {};
        wp::quat_t<wp::float32> adj_65 = {};
        wp::quat_t<wp::float32> adj_66 = {};
        wp::vec_t<3, wp::float32> adj_67 = {};
        wp::vec_t<3, wp::float32> adj_68 = {};
        wp::float32 adj_69 = {};
        wp::vec_t<3, wp::float32> adj_70 = {};
        wp::vec_t<3, wp::float32> adj_71 = {};
        wp::float32 adj_72 = {};
        wp::mat_t<3, 3, wp::float32> adj_73 = {};
        wp::float32 adj_74 = {};
        wp::vec_t<3, wp::float32> adj_75 = {};
        wp::vec_t<3, wp::float32> adj_76 = {};
        //---------
        // forward
        // def quaternion_000000(x0: wp.array2d[wp.quat], x1: wp.array2d[wp.quat], x2: wp.array2d[wp.vec3], acc0: wp.array[float], out0: wp.array2d[wp.vec3]):       <L 5>
        // i, j = wp.tid()  # this thread's element                                               <L 6>
        builtin_tid2d(var_0, var_1);
        // v0 = x0[i, j]                                                                          <L 7>
        var_2 = wp::address(var_x0, var_0, var_1);
        var_4 = wp::load(var_2);
        var_3 = wp::copy(var_4);
        // v1 = x1[i, j]                                                                          <L 8>
        var_5 = wp::address(var_x1, var_0, var_1);
        var_7 = wp::load(var_5);
        var_6 = wp::copy(var_7);
        // v2 = x2[i, j]                                                                          <L 9>
        var_8 = wp::address(var_x2, var_0, var_1);
        var_10 = wp::load(var_8);
        var_9 = wp::copy(var_10);
        // m3 = wp.quat_to_matrix(wp.quat_from_euler(v2, 0, 2, 1)) + wp.diag(wp.vec3(1.5, 3.0, 4.5))       <L 10>
        var_14 = quat_from_euler_0(var_9, var_11, var_12, var_13);
        var_15 = wp::quat_to_matrix(var_14);
        var_19 = wp::vec_t<3, wp::float32>(var_16, var_17, var_18);
        var_20 = wp::diag(var_19);
        var_21 = wp::add(var_15, var_20);
        // m4 = wp.mat33()                                                                        <L 11>
        var_22 = wp::mat_t<3, 3, wp::float32>();
        // s5 = wp.vec3()                                                                         <L 12>
        var_23 = wp::vec_t<3, wp::float32>();
        // m6 = wp.mat33()                                                                        <L 13>
        var_24 = wp::mat_t<3, 3, wp::float32>();
        // wp.svd3(m3, m4, s5, m6)                                                                <L 14>
        wp::svd3(var_21, var_22, var_23, var_24);
        // v7 = m4 @ wp.diag(wp.vec3(wp.tanh(s5[0]), wp.tanh(s5[1]), wp.tanh(s5[2]))) @ wp.transpose(m6)       <L 15>
        var_26 = wp::extract(var_23, var_25);
        var_27 = wp::tanh(var_26);
        var_29 = wp::extract(var_23, var_28);
        var_30 = wp::tanh(var_29);
        var_32 = wp::extract(var_23, var_31);
        var_33 = wp::tanh(var_32);
        var_34 = wp::vec_t<3, wp::float32>(var_27, var_30, var_33);
        var_35 = wp::diag(var_34);
        var_36 = wp::mul(var_22, var_35);
        var_37 = wp::transpose(var_24);
        var_38 = wp::mul(var_36, var_37);
        // v8 = v0                                                                                <L 16>
        var_39 = wp::copy(var_3);
        // wp.atomic_min(acc0, 0, wp.degrees(wp.quat_twist_angle(wp.normalize(wp.vec3(-0.816, -0.17, 0.8) + wp.vec3(0.0, 0.0, 2.5)), v1)))       <L 17>
        var_44 = wp::vec_t<3, wp::float32>(var_41, var_42, var_43);
        var_48 = wp::vec_t<3, wp::float32>(var_45, var_46, var_47);
        var_49 = wp::add(var_44, var_48);
        var_50 = wp::normalize(var_49);
        var_51 = quat_twist_angle_0(var_50, var_6);
        var_52 = wp::degrees(var_51);
        // var_53 = wp::atomic_min(var_acc0, var_40, var_52);
        // axis9 = wp.vec3()                                                                      <L 18>
        var_54 = wp::vec_t<3, wp::float32>();
        // angle10 = float(0.0)                                                                   <L 19>
        var_56 = wp::float(var_55);
        // wp.quat_to_axis_angle((wp.quat_from_axis_angle(wp.normalize(s5 + wp.vec3(0.0, 0.0, 2.5)), -0.105) * wp.mul(v8, v0)), axis9, angle10)       <L 20>
        var_60 = wp::vec_t<3, wp::float32>(var_57, var_58, var_59);
        var_61 = wp::add(var_23, var_60);
        var_62 = wp::normalize(var_61);
        var_64 = wp::quat_from_axis_angle(var_62, var_63);
        var_65 = wp::mul(var_39, var_3);
        var_66 = wp::mul(var_64, var_65);
        wp::quat_to_axis_angle(var_66, var_54, var_56);
        // out0[i, j] = v2 + s5 + axis9 + axis9 * 0.96 + wp.vec3(wp.ddot(v7, wp.mat33(1.0)))       <L 22>
        var_67 = wp::add(var_9, var_23);
        var_68 = wp::add(var_67, var_54);
        var_70 = wp::mul(var_54, var_69);
        var_71 = wp::add(var_68, var_70);
        var_73 = wp::mat_t<3, 3, wp::float32>(var_72);
        var_74 = wp::ddot(var_38, var_73);
        var_75 = wp::vec_t<3, wp::float32>(var_74);
        var_76 = wp::add(var_71, var_75);
        // wp::array_store(var_out0, var_0, var_1, var_76);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_1, var_76, adj_out0, adj_0, adj_1, adj_76);
        wp::adj_add(var_71, var_75, adj_71, adj_75, adj_76);
        wp::adj_vec_t(var_74, adj_74, adj_75);
        wp::adj_ddot(var_38, var_73, adj_38, adj_73, adj_74);
        wp::adj_mat_t(var_72, adj_72, adj_73);
        wp::adj_add(var_68, var_70, adj_68, adj_70, adj_71);
        wp::adj_mul(var_54, var_69, adj_54, adj_69, adj_70);
        wp::adj_add(var_67, var_54, adj_67, adj_54, adj_68);
        wp::adj_add(var_9, var_23, adj_9, adj_23, adj_67);
        // adj: out0[i, j] = v2 + s5 + axis9 + axis9 * 0.96 + wp.vec3(wp.ddot(v7, wp.mat33(1.0)))  <L 22>
        wp::adj_quat_to_axis_angle(var_66, var_54, var_56, adj_66, adj_54, adj_56);
        wp::adj_mul(var_64, var_65, adj_64, adj_65, adj_66);
        wp::adj_mul(var_39, var_3, adj_39, adj_3, adj_65);
        wp::adj_quat_from_axis_angle(var_62, var_63, adj_62, adj_63, adj_64);
        wp::adj_normalize(var_61, var_62, adj_61, adj_62);
        wp::adj_add(var_23, var_60, adj_23, adj_60, adj_61);
        wp::adj_vec_t(var_57, var_58, var_59, adj_57, adj_58, adj_59, adj_60);
        // adj: wp.quat_to_axis_angle((wp.quat_from_axis_angle(wp.normalize(s5 + wp.vec3(0.0, 0.0, 2.5)), -0.105) * wp.mul(v8, v0)), axis9, angle10)  <L 20>
        wp::adj_float(var_55, adj_55, adj_56);
        // adj: angle10 = float(0.0)                                                              <L 19>
        // adj: axis9 = wp.vec3()                                                                 <L 18>
        wp::adj_atomic_min(var_acc0, var_40, var_52, adj_acc0, adj_40, adj_52, adj_53);
        wp::adj_degrees(var_51, adj_51, adj_52);
        adj_quat_twist_angle_0(var_50, var_6, adj_50, adj_6, adj_51);
        wp::adj_normalize(var_49, var_50, adj_49, adj_50);
        wp::adj_add(var_44, var_48, adj_44, adj_48, adj_49);
        wp::adj_vec_t(var_45, var_46, var_47, adj_45, adj_46, adj_47, adj_48);
        wp::adj_vec_t(var_41, var_42, var_43, adj_41, adj_42, adj_43, adj_44);
        // adj: wp.atomic_min(acc0, 0, wp.degrees(wp.quat_twist_angle(wp.normalize(wp.vec3(-0.816, -0.17, 0.8) + wp.vec3(0.0, 0.0, 2.5)), v1)))  <L 17>
        wp::adj_copy(var_3, adj_3, adj_39);
        // adj: v8 = v0                                                                           <L 16>
        wp::adj_mul(var_36, var_37, adj_36, adj_37, adj_38);
        wp::adj_transpose(var_24, adj_24, adj_37);
        wp::adj_mul(var_22, var_35, adj_22, adj_35, adj_36);
        wp::adj_diag(var_34, adj_34, adj_35);
        wp::adj_vec_t(var_27, var_30, var_33, adj_27, adj_30, adj_33, adj_34);
        wp::adj_tanh(var_32, var_33, adj_32, adj_33);
        wp::adj_extract(var_23, var_31, adj_23, adj_31, adj_32);
        wp::adj_tanh(var_29, var_30, adj_29, adj_30);
        wp::adj_extract(var_23, var_28, adj_23, adj_28, adj_29);
        wp::adj_tanh(var_26, var_27, adj_26, adj_27);
        wp::adj_extract(var_23, var_25, adj_23, adj_25, adj_26);
        // adj: v7 = m4 @ wp.diag(wp.vec3(wp.tanh(s5[0]), wp.tanh(s5[1]), wp.tanh(s5[2]))) @ wp.transpose(m6)  <L 15>
        wp::adj_svd3(var_21, var_22, var_23, var_24, adj_21, adj_22, adj_23, adj_24);
        // adj: wp.svd3(m3, m4, s5, m6)                                                           <L 14>
        // adj: m6 = wp.mat33()                                                                   <L 13>
        // adj: s5 = wp.vec3()                                                                    <L 12>
        // adj: m4 = wp.mat33()                                                                   <L 11>
        wp::adj_add(var_15, var_20, adj_15, adj_20, adj_21);
        wp::adj_diag(var_19, adj_19, adj_20);
        wp::adj_vec_t(var_16, var_17, var_18, adj_16, adj_17, adj_18, adj_19);
        wp::adj_quat_to_matrix(var_14, adj_14, adj_15);
        adj_quat_from_euler_0(var_9, var_11, var_12, var_13, adj_9, adj_11, adj_12, adj_13, adj_14);
        // adj: m3 = wp.quat_to_matrix(wp.quat_from_euler(v2, 0, 2, 1)) + wp.diag(wp.vec3(1.5, 3.0, 4.5))  <L 10>
        wp::adj_copy(var_10, adj_8, adj_9);
        wp::adj_address(var_x2, var_0, var_1, adj_x2, adj_0, adj_1, adj_8);
        // adj: v2 = x2[i, j]                                                                     <L 9>
        wp::adj_copy(var_7, adj_5, adj_6);
        wp::adj_address(var_x1, var_0, var_1, adj_x1, adj_0, adj_1, adj_5);
        // adj: v1 = x1[i, j]                                                                     <L 8>
        wp::adj_copy(var_4, adj_2, adj_3);
        wp::adj_address(var_x0, var_0, var_1, adj_x0, adj_0, adj_1, adj_2);
        // adj: v0 = x0[i, j]                                                                     <L 7>
        // adj: i, j = wp.tid()  # this thread's element                                          <L 6>
        // adj: def quaternion_000000(x0: wp.array2d[wp.quat], x1: wp.array2d[wp.quat], x2: wp.array2d[wp.vec3], acc0: wp.array[float], out0: wp.array2d[wp.vec3]):  <L 5>
        continue;
    }
}

