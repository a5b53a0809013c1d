// Generated for case function-000000 with warp-lang 1.18.0. Do not edit.
// Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
#define WP_NO_BFLOAT16

#define WP_TILE_BLOCK_DIM 256
#define WP_NO_CRT
#include "builtin.h"
#include "deterministic.h"

#define builtin_tid1d() wp::tid(task_index, dim)
#define builtin_tid2d(x, y) wp::tid(x, y, task_index, dim)
#define builtin_tid3d(x, y, z) wp::tid(x, y, z, task_index, dim)
#define builtin_tid4d(x, y, z, w) wp::tid(x, y, z, w, task_index, dim)

#define builtin_block_dim() wp::block_dim()


// avoid namespacing of float type for casting to float type, this is to avoid wp::float(x), which is not valid in C++
#define float(x) cast_float(x)
#define adj_float(x, adj_x, adj_ret) adj_cast_float(x, adj_x, adj_ret)

#define int(x) cast_int(x)
#define adj_int(x, adj_x, adj_ret) adj_cast_int(x, adj_x, adj_ret)


// function-000000.py:26
static CUDA_CALLABLE wp::float32 function_000000_f3_0(
    wp::float32 a,
    wp::float32 b,
    wp::float32 c)
{

#if defined(__CUDA_ARCH__)
    return __fmaf_rn(a, b, c);
#else
    return a * b + c;
#endif
}


// function-000000.py:4
static wp::vec_t<3, wp::float32> function_000000_f0_0(
    wp::mat_t<3, 3, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> var_p1)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 0.43;
    wp::float32 var_1;
    wp::float32 var_2;
    const wp::float32 var_3 = 1.0;
    wp::float32 var_4;
    wp::float32 var_5;
    const wp::float32 var_6 = 1.5;
    const wp::float32 var_7 = 1.25;
    const wp::float32 var_8 = 3.0;
    wp::vec_t<3, wp::float32> var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    const wp::float32 var_12 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    //---------
    // forward
    // def function_000000_f0(p0: wp.mat33, p1: wp.vec3):                                     <L 5>
    // v0 = float(0.43)                                                                       <L 6>
    var_1 = wp::float(var_0);
    // v1 = (v0 / (wp.abs(v0) + 1.0))                                                         <L 7>
    var_2 = wp::abs(var_1);
    var_4 = wp::add(var_2, var_3);
    var_5 = wp::div(var_1, var_4);
    // return wp.normalize(wp.cw_div(p1, wp.vec3(1.5, 1.25, 3.0))) + wp.vec3(wp.ddot(p0, wp.mat33(1.0)) + v0 + v1)       <L 8>
    var_9 = wp::vec_t<3, wp::float32>(var_6, var_7, var_8);
    var_10 = wp::cw_div(var_p1, var_9);
    var_11 = wp::normalize(var_10);
    var_13 = wp::mat_t<3, 3, wp::float32>(var_12);
    var_14 = wp::ddot(var_p0, var_13);
    var_15 = wp::add(var_14, var_1);
    var_16 = wp::add(var_15, var_5);
    var_17 = wp::vec_t<3, wp::float32>(var_16);
    var_18 = wp::add(var_11, var_17);
    return var_18;
}


// function-000000.py:11
static wp::vec_t<2, wp::float32> function_000000_f1_0(
    wp::vec_t<2, wp::float32> var_p0,
    wp::vec_t<2, wp::float32> var_p1,
    wp::mat_t<3, 3, wp::float32> var_p2)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 0.438;
    const wp::float32 var_1 = -0.9;
    const wp::float32 var_2 = 0.131;
    wp::vec_t<3, wp::float32> var_3;
    const wp::float32 var_4 = -0.62;
    wp::float32 var_5;
    const wp::float32 var_6 = 0.657;
    bool var_7;
    wp::vec_t<2, wp::float32> var_8;
    wp::vec_t<2, wp::float32> var_9;
    wp::vec_t<2, wp::float32> var_10;
    const wp::float32 var_11 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_12;
    wp::float32 var_13;
    const wp::int32 var_14 = 0;
    wp::float32 var_15;
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
    // def function_000000_f1(p0: wp.vec2, p1: wp.vec2, p2: wp.mat33):                        <L 12>
    // v2 = wp.vec3(0.438, -0.9, 0.131)                                                       <L 13>
    var_3 = wp::vec_t<3, wp::float32>(var_0, var_1, var_2);
    // v3 = float(-0.62)                                                                      <L 14>
    var_5 = wp::float(var_4);
    // return wp.normalize(wp.where(v3 >= 0.657, p1, p1)) + p0 + wp.vec2(wp.ddot(p2, wp.mat33(1.0)) + v2[0] + v2[1] + v2[2])       <L 15>
    var_7 = (var_5 >= var_6);
    var_8 = wp::where(var_7, var_p1, var_p1);
    var_9 = wp::normalize(var_8);
    var_10 = wp::add(var_9, var_p0);
    var_12 = wp::mat_t<3, 3, wp::float32>(var_11);
    var_13 = wp::ddot(var_p2, var_12);
    var_15 = wp::extract(var_3, var_14);
    var_16 = wp::add(var_13, var_15);
    var_18 = wp::extract(var_3, var_17);
    var_19 = wp::add(var_16, var_18);
    var_21 = wp::extract(var_3, var_20);
    var_22 = wp::add(var_19, var_21);
    var_23 = wp::vec_t<2, wp::float32>(var_22);
    var_24 = wp::add(var_10, var_23);
    return var_24;
}


// function-000000.py:18
static wp::vec_t<3, wp::float32> function_000000_f2_0(
    wp::vec_t<2, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::vec_t<3, wp::float32> var_p2)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -0.64;
    wp::float32 var_1;
    bool var_2;
    const wp::float32 var_3 = 0.076;
    bool var_4;
    const wp::float32 var_5 = 1.765;
    bool var_6;
    const wp::float32 var_7 = 1.86;
    const wp::float32 var_8 = -1.071;
    const wp::float32 var_9 = -1.837;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    const wp::float32 var_12 = -1.984;
    const wp::float32 var_13 = -1.35;
    const wp::float32 var_14 = 0.1;
    wp::vec_t<3, wp::float32> var_15;
    wp::mat_t<3, 3, wp::float32> var_16;
    wp::vec_t<3, wp::float32> var_17;
    const wp::int32 var_18 = 0;
    wp::float32 var_19;
    const wp::int32 var_20 = 1;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::vec_t<3, wp::float32> var_23;
    wp::vec_t<3, wp::float32> var_24;
    //---------
    // forward
    // def function_000000_f2(p0: wp.vec2, p1: wp.vec3, p2: wp.vec3):                         <L 19>
    // v4 = float(-0.64)                                                                      <L 20>
    var_1 = wp::float(var_0);
    // if (v4 <= 0.076) and (v4 <= 1.765):                                                    <L 21>
    var_4 = (var_1 <= var_3);
    var_2 = var_4;
    if (var_2) {
        var_6 = (var_1 <= var_5);
        var_2 = var_2 && var_6;
    }
    if (var_2) {
        // return p2                                                                          <L 22>
        return var_p2;
    }
    // return ((p1 + wp.vec3(1.86, -1.071, -1.837)) @ wp.diag(wp.vec3(-1.984, -1.35, 0.1))) + wp.vec3(p0[0] + p0[1])       <L 23>
    var_10 = wp::vec_t<3, wp::float32>(var_7, var_8, var_9);
    var_11 = wp::add(var_p1, var_10);
    var_15 = wp::vec_t<3, wp::float32>(var_12, var_13, var_14);
    var_16 = wp::diag(var_15);
    var_17 = wp::mul(var_11, var_16);
    var_19 = wp::extract(var_p0, var_18);
    var_21 = wp::extract(var_p0, var_20);
    var_22 = wp::add(var_19, var_21);
    var_23 = wp::vec_t<3, wp::float32>(var_22);
    var_24 = wp::add(var_17, var_23);
    return var_24;
}


// function-000000.py:26
static CUDA_CALLABLE void adj_function_000000_f3_0(
    wp::float32 a,
    wp::float32 b,
    wp::float32 c,
    wp::float32 & adj_a,
    wp::float32 & adj_b,
    wp::float32 & adj_c,
    wp::float32 & adj_ret)
{
adj_a += adj_ret * b; adj_b += adj_ret * a; adj_c += adj_ret;}


// function-000000.py:4
static void adj_function_000000_f0_0(
    wp::mat_t<3, 3, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::mat_t<3, 3, wp::float32> & adj_p0,
    wp::vec_t<3, wp::float32> & adj_p1,
    wp::vec_t<3, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 0.43;
    wp::float32 var_1;
    wp::float32 var_2;
    const wp::float32 var_3 = 1.0;
    wp::float32 var_4;
    wp::float32 var_5;
    const wp::float32 var_6 = 1.5;
    const wp::float32 var_7 = 1.25;
    const wp::float32 var_8 = 3.0;
    wp::vec_t<3, wp::float32> var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    const wp::float32 var_12 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
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
    wp::vec_t<3, wp::float32> adj_9 = {};
    wp::vec_t<3, wp::float32> adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::float32 adj_12 = {};
    wp::mat_t<3, 3, wp::float32> adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    //---------
    // forward
    // def function_000000_f0(p0: wp.mat33, p1: wp.vec3):                                     <L 5>
    // v0 = float(0.43)                                                                       <L 6>
    var_1 = wp::float(var_0);
    // v1 = (v0 / (wp.abs(v0) + 1.0))                                                         <L 7>
    var_2 = wp::abs(var_1);
    var_4 = wp::add(var_2, var_3);
    var_5 = wp::div(var_1, var_4);
    // return wp.normalize(wp.cw_div(p1, wp.vec3(1.5, 1.25, 3.0))) + wp.vec3(wp.ddot(p0, wp.mat33(1.0)) + v0 + v1)       <L 8>
    var_9 = wp::vec_t<3, wp::float32>(var_6, var_7, var_8);
    var_10 = wp::cw_div(var_p1, var_9);
    var_11 = wp::normalize(var_10);
    var_13 = wp::mat_t<3, 3, wp::float32>(var_12);
    var_14 = wp::ddot(var_p0, var_13);
    var_15 = wp::add(var_14, var_1);
    var_16 = wp::add(var_15, var_5);
    var_17 = wp::vec_t<3, wp::float32>(var_16);
    var_18 = wp::add(var_11, var_17);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_18 += adj_ret;
    wp::adj_add(var_11, var_17, adj_11, adj_17, adj_18);
    wp::adj_vec_t(var_16, adj_16, adj_17);
    wp::adj_add(var_15, var_5, adj_15, adj_5, adj_16);
    wp::adj_add(var_14, var_1, adj_14, adj_1, adj_15);
    wp::adj_ddot(var_p0, var_13, adj_p0, adj_13, adj_14);
    wp::adj_mat_t(var_12, adj_12, adj_13);
    wp::adj_normalize(var_10, var_11, adj_10, adj_11);
    wp::adj_cw_div(var_p1, var_9, var_10, adj_p1, adj_9, adj_10);
    wp::adj_vec_t(var_6, var_7, var_8, adj_6, adj_7, adj_8, adj_9);
    // adj: return wp.normalize(wp.cw_div(p1, wp.vec3(1.5, 1.25, 3.0))) + wp.vec3(wp.ddot(p0, wp.mat33(1.0)) + v0 + v1)  <L 8>
    wp::adj_div(var_1, var_4, var_5, adj_1, adj_4, adj_5);
    wp::adj_add(var_2, var_3, adj_2, adj_3, adj_4);
    wp::adj_abs(var_1, adj_1, adj_2);
    // adj: v1 = (v0 / (wp.abs(v0) + 1.0))                                                    <L 7>
    wp::adj_float(var_0, adj_0, adj_1);
    // adj: v0 = float(0.43)                                                                  <L 6>
    // adj: def function_000000_f0(p0: wp.mat33, p1: wp.vec3):                                <L 5>
    return;
}


// function-000000.py:11
static void adj_function_000000_f1_0(
    wp::vec_t<2, wp::float32> var_p0,
    wp::vec_t<2, wp::float32> var_p1,
    wp::mat_t<3, 3, wp::float32> var_p2,
    wp::vec_t<2, wp::float32> & adj_p0,
    wp::vec_t<2, wp::float32> & adj_p1,
    wp::mat_t<3, 3, wp::float32> & adj_p2,
    wp::vec_t<2, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    const wp::float32 var_0 = 0.438;
    const wp::float32 var_1 = -0.9;
    const wp::float32 var_2 = 0.131;
    wp::vec_t<3, wp::float32> var_3;
    const wp::float32 var_4 = -0.62;
    wp::float32 var_5;
    const wp::float32 var_6 = 0.657;
    bool var_7;
    wp::vec_t<2, wp::float32> var_8;
    wp::vec_t<2, wp::float32> var_9;
    wp::vec_t<2, wp::float32> var_10;
    const wp::float32 var_11 = 1.0;
    wp::mat_t<3, 3, wp::float32> var_12;
    wp::float32 var_13;
    const wp::int32 var_14 = 0;
    wp::float32 var_15;
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
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    bool adj_7 = {};
    wp::vec_t<2, wp::float32> adj_8 = {};
    wp::vec_t<2, wp::float32> adj_9 = {};
    wp::vec_t<2, wp::float32> adj_10 = {};
    wp::float32 adj_11 = {};
    wp::mat_t<3, 3, wp::float32> adj_12 = {};
    wp::float32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::float32 adj_15 = {};
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
    // def function_000000_f1(p0: wp.vec2, p1: wp.vec2, p2: wp.mat33):                        <L 12>
    // v2 = wp.vec3(0.438, -0.9, 0.131)                                                       <L 13>
    var_3 = wp::vec_t<3, wp::float32>(var_0, var_1, var_2);
    // v3 = float(-0.62)                                                                      <L 14>
    var_5 = wp::float(var_4);
    // return wp.normalize(wp.where(v3 >= 0.657, p1, p1)) + p0 + wp.vec2(wp.ddot(p2, wp.mat33(1.0)) + v2[0] + v2[1] + v2[2])       <L 15>
    var_7 = (var_5 >= var_6);
    var_8 = wp::where(var_7, var_p1, var_p1);
    var_9 = wp::normalize(var_8);
    var_10 = wp::add(var_9, var_p0);
    var_12 = wp::mat_t<3, 3, wp::float32>(var_11);
    var_13 = wp::ddot(var_p2, var_12);
    var_15 = wp::extract(var_3, var_14);
    var_16 = wp::add(var_13, var_15);
    var_18 = wp::extract(var_3, var_17);
    var_19 = wp::add(var_16, var_18);
    var_21 = wp::extract(var_3, var_20);
    var_22 = wp::add(var_19, var_21);
    var_23 = wp::vec_t<2, wp::float32>(var_22);
    var_24 = wp::add(var_10, var_23);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_24 += adj_ret;
    wp::adj_add(var_10, var_23, adj_10, adj_23, adj_24);
    wp::adj_vec_t(var_22, adj_22, adj_23);
    wp::adj_add(var_19, var_21, adj_19, adj_21, adj_22);
    wp::adj_extract(var_3, var_20, adj_3, adj_20, adj_21);
    wp::adj_add(var_16, var_18, adj_16, adj_18, adj_19);
    wp::adj_extract(var_3, var_17, adj_3, adj_17, adj_18);
    wp::adj_add(var_13, var_15, adj_13, adj_15, adj_16);
    wp::adj_extract(var_3, var_14, adj_3, adj_14, adj_15);
    wp::adj_ddot(var_p2, var_12, adj_p2, adj_12, adj_13);
    wp::adj_mat_t(var_11, adj_11, adj_12);
    wp::adj_add(var_9, var_p0, adj_9, adj_p0, adj_10);
    wp::adj_normalize(var_8, var_9, adj_8, adj_9);
    wp::adj_where(var_7, var_p1, var_p1, adj_7, adj_p1, adj_p1, adj_8);
    // adj: return wp.normalize(wp.where(v3 >= 0.657, p1, p1)) + p0 + wp.vec2(wp.ddot(p2, wp.mat33(1.0)) + v2[0] + v2[1] + v2[2])  <L 15>
    wp::adj_float(var_4, adj_4, adj_5);
    // adj: v3 = float(-0.62)                                                                 <L 14>
    wp::adj_vec_t(var_0, var_1, var_2, adj_0, adj_1, adj_2, adj_3);
    // adj: v2 = wp.vec3(0.438, -0.9, 0.131)                                                  <L 13>
    // adj: def function_000000_f1(p0: wp.vec2, p1: wp.vec2, p2: wp.mat33):                   <L 12>
    return;
}


// function-000000.py:18
static void adj_function_000000_f2_0(
    wp::vec_t<2, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::vec_t<3, wp::float32> var_p2,
    wp::vec_t<2, wp::float32> & adj_p0,
    wp::vec_t<3, wp::float32> & adj_p1,
    wp::vec_t<3, wp::float32> & adj_p2,
    wp::vec_t<3, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -0.64;
    wp::float32 var_1;
    bool var_2;
    const wp::float32 var_3 = 0.076;
    bool var_4;
    const wp::float32 var_5 = 1.765;
    bool var_6;
    const wp::float32 var_7 = 1.86;
    const wp::float32 var_8 = -1.071;
    const wp::float32 var_9 = -1.837;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    const wp::float32 var_12 = -1.984;
    const wp::float32 var_13 = -1.35;
    const wp::float32 var_14 = 0.1;
    wp::vec_t<3, wp::float32> var_15;
    wp::mat_t<3, 3, wp::float32> var_16;
    wp::vec_t<3, wp::float32> var_17;
    const wp::int32 var_18 = 0;
    wp::float32 var_19;
    const wp::int32 var_20 = 1;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::vec_t<3, wp::float32> var_23;
    wp::vec_t<3, wp::float32> var_24;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    bool adj_2 = {};
    wp::float32 adj_3 = {};
    bool adj_4 = {};
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
    wp::mat_t<3, 3, wp::float32> adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::int32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::vec_t<3, wp::float32> adj_23 = {};
    wp::vec_t<3, wp::float32> adj_24 = {};
    //---------
    // forward
    // def function_000000_f2(p0: wp.vec2, p1: wp.vec3, p2: wp.vec3):                         <L 19>
    // v4 = float(-0.64)                                                                      <L 20>
    var_1 = wp::float(var_0);
    // if (v4 <= 0.076) and (v4 <= 1.765):                                                    <L 21>
    var_4 = (var_1 <= var_3);
    var_2 = var_4;
    if (var_2) {
        var_6 = (var_1 <= var_5);
        var_2 = var_2 && var_6;
    }
    if (var_2) {
        // return p2                                                                          <L 22>
        goto label0;
    }
    // return ((p1 + wp.vec3(1.86, -1.071, -1.837)) @ wp.diag(wp.vec3(-1.984, -1.35, 0.1))) + wp.vec3(p0[0] + p0[1])       <L 23>
    var_10 = wp::vec_t<3, wp::float32>(var_7, var_8, var_9);
    var_11 = wp::add(var_p1, var_10);
    var_15 = wp::vec_t<3, wp::float32>(var_12, var_13, var_14);
    var_16 = wp::diag(var_15);
    var_17 = wp::mul(var_11, var_16);
    var_19 = wp::extract(var_p0, var_18);
    var_21 = wp::extract(var_p0, var_20);
    var_22 = wp::add(var_19, var_21);
    var_23 = wp::vec_t<3, wp::float32>(var_22);
    var_24 = wp::add(var_17, var_23);
    goto label1;
    //---------
    // reverse
    label1:;
    adj_24 += adj_ret;
    wp::adj_add(var_17, var_23, adj_17, adj_23, adj_24);
    wp::adj_vec_t(var_22, adj_22, adj_23);
    wp::adj_add(var_19, var_21, adj_19, adj_21, adj_22);
    wp::adj_extract(var_p0, var_20, adj_p0, adj_20, adj_21);
    wp::adj_extract(var_p0, var_18, adj_p0, adj_18, adj_19);
    wp::adj_mul(var_11, var_16, adj_11, adj_16, adj_17);
    wp::adj_diag(var_15, adj_15, adj_16);
    wp::adj_vec_t(var_12, var_13, var_14, adj_12, adj_13, adj_14, adj_15);
    wp::adj_add(var_p1, var_10, adj_p1, adj_10, adj_11);
    wp::adj_vec_t(var_7, var_8, var_9, adj_7, adj_8, adj_9, adj_10);
    // adj: return ((p1 + wp.vec3(1.86, -1.071, -1.837)) @ wp.diag(wp.vec3(-1.984, -1.35, 0.1))) + wp.vec3(p0[0] + p0[1])  <L 23>
    if (var_2) {
        label0:;
        adj_p2 += adj_ret;
        // adj: return p2                                                                     <L 22>
    }
    if (var_2) {
    }
    // adj: if (v4 <= 0.076) and (v4 <= 1.765):                                               <L 21>
    wp::adj_float(var_0, adj_0, adj_1);
    // adj: v4 = float(-0.64)                                                                 <L 20>
    // adj: def function_000000_f2(p0: wp.vec2, p1: wp.vec3, p2: wp.vec3):                    <L 19>
    return;
}

struct wp_args_function_000000_55f18102 {
    wp::array_t<wp::vec_t<3, wp::float32>> element_directions;
    wp::array_t<wp::float32> element_lengths;
    wp::array_t<wp::float32> element_temperatures;
    wp::array_t<wp::float32> element_energies;
    wp::array_t<wp::float32> element_distances;
    wp::int32 num_elements;
};


void function_000000_55f18102_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_function_000000_55f18102 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_element_directions = _wp_args->element_directions;
    wp::array_t<wp::float32> var_element_lengths = _wp_args->element_lengths;
    wp::array_t<wp::float32> var_element_temperatures = _wp_args->element_temperatures;
    wp::array_t<wp::float32> var_element_energies = _wp_args->element_energies;
    wp::array_t<wp::float32> var_element_distances = _wp_args->element_distances;
    wp::int32 var_num_elements = _wp_args->num_elements;
    //---------
    // primal vars
    wp::int32 var_0;
    bool var_1;
    const wp::float32 var_2 = 0.0;
    wp::float32 var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32* var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::int32 var_13 = 0;
    const wp::float32 var_14 = -0.218;
    const wp::float32 var_15 = 1.79;
    const wp::float32 var_16 = -0.41;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    const wp::float32 var_19 = 0.27;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::float32 var_24 = -0.3;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 1;
    const wp::float32 var_28 = -0.218;
    const wp::float32 var_29 = 1.79;
    const wp::float32 var_30 = -0.41;
    wp::vec_t<3, wp::float32> var_31;
    wp::vec_t<3, wp::float32> var_32;
    const wp::float32 var_33 = 0.27;
    wp::vec_t<3, wp::float32> var_34;
    wp::vec_t<3, wp::float32> var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::float32 var_38 = -0.3;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::int32 var_41 = 2;
    const wp::float32 var_42 = -0.218;
    const wp::float32 var_43 = 1.79;
    const wp::float32 var_44 = -0.41;
    wp::vec_t<3, wp::float32> var_45;
    wp::vec_t<3, wp::float32> var_46;
    const wp::float32 var_47 = 0.27;
    wp::vec_t<3, wp::float32> var_48;
    wp::vec_t<3, wp::float32> var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    const wp::float32 var_52 = -0.3;
    wp::float32 var_53;
    wp::float32 var_54;
    const wp::int32 var_55 = 3;
    const wp::float32 var_56 = -0.218;
    const wp::float32 var_57 = 1.79;
    const wp::float32 var_58 = -0.41;
    wp::vec_t<3, wp::float32> var_59;
    wp::vec_t<3, wp::float32> var_60;
    const wp::float32 var_61 = 0.27;
    wp::vec_t<3, wp::float32> var_62;
    wp::vec_t<3, wp::float32> var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    const wp::float32 var_66 = -0.3;
    wp::float32 var_67;
    wp::float32 var_68;
    const wp::int32 var_69 = 4;
    const wp::float32 var_70 = -0.218;
    const wp::float32 var_71 = 1.79;
    const wp::float32 var_72 = -0.41;
    wp::vec_t<3, wp::float32> var_73;
    wp::vec_t<3, wp::float32> var_74;
    const wp::float32 var_75 = 0.27;
    wp::vec_t<3, wp::float32> var_76;
    wp::vec_t<3, wp::float32> var_77;
    wp::float32 var_78;
    wp::float32 var_79;
    const wp::float32 var_80 = -0.3;
    wp::float32 var_81;
    wp::float32 var_82;
    const wp::int32 var_83 = 5;
    const wp::float32 var_84 = -0.218;
    const wp::float32 var_85 = 1.79;
    const wp::float32 var_86 = -0.41;
    wp::vec_t<3, wp::float32> var_87;
    wp::vec_t<3, wp::float32> var_88;
    const wp::float32 var_89 = 0.27;
    wp::vec_t<3, wp::float32> var_90;
    wp::vec_t<3, wp::float32> var_91;
    wp::float32 var_92;
    wp::float32 var_93;
    const wp::float32 var_94 = -0.3;
    wp::float32 var_95;
    wp::float32 var_96;
    wp::float32 var_97;
    const wp::float32 var_98 = 0.599;
    wp::float32 var_99;
    const wp::float32 var_100 = -0.5;
    const wp::float32 var_101 = -0.484;
    const wp::float32 var_102 = 1.33;
    wp::vec_t<3, wp::float32> var_103;
    wp::mat_t<3, 3, wp::float32> var_104;
    const wp::int32 var_105 = 3;
    wp::mat_t<3, 3, wp::float32> var_106;
    const wp::float32 var_107 = -0.8;
    wp::mat_t<3, 3, wp::float32> var_108;
    wp::vec_t<3, wp::float32> var_109;
    wp::vec_t<3, wp::float32> var_110;
    const wp::float32 var_111 = -1.379;
    const wp::float32 var_112 = -0.74;
    wp::vec_t<2, wp::float32> var_113;
    const wp::float32 var_114 = 1.81;
    const wp::float32 var_115 = -1.985;
    wp::vec_t<2, wp::float32> var_116;
    const wp::int32 var_117 = 3;
    wp::mat_t<3, 3, wp::float32> var_118;
    const wp::float32 var_119 = 0.356;
    wp::mat_t<3, 3, wp::float32> var_120;
    wp::vec_t<2, wp::float32> var_121;
    const wp::float32 var_122 = 1.9;
    const wp::float32 var_123 = -0.916;
    wp::vec_t<2, wp::float32> var_124;
    const wp::int32 var_125 = 3;
    wp::mat_t<3, 3, wp::float32> var_126;
    const wp::float32 var_127 = 1.772;
    wp::mat_t<3, 3, wp::float32> var_128;
    wp::vec_t<2, wp::float32> var_129;
    const wp::float32 var_130 = 0.698;
    const wp::float32 var_131 = -1.165;
    wp::vec_t<2, wp::float32> var_132;
    wp::vec_t<3, wp::float32> var_133;
    wp::vec_t<3, wp::float32> var_134;
    wp::vec_t<3, wp::float32> var_135;
    wp::float32 var_136;
    wp::float32 var_137;
    const wp::float32 var_138 = 0.78;
    wp::float32 var_139;
    wp::float32 var_140;
    wp::float32 var_141;
    wp::float32 var_142;
    const wp::int32 var_143 = 0;
    wp::float32 var_144;
    wp::float32 var_145;
    const wp::int32 var_146 = 1;
    wp::float32 var_147;
    wp::float32 var_148;
    const wp::int32 var_149 = 2;
    wp::float32 var_150;
    wp::float32 var_151;
    const wp::int32 var_152 = 0;
    wp::float32 var_153;
    wp::float32 var_154;
    const wp::int32 var_155 = 1;
    wp::float32 var_156;
    wp::float32 var_157;
    const wp::int32 var_158 = 2;
    wp::float32 var_159;
    wp::float32 var_160;
    wp::float32 var_161;
    wp::float32 var_162;
    const wp::float32 var_163 = 0.54;
    wp::float32 var_164;
    wp::float32 var_165;
    const wp::int32 var_166 = 0;
    wp::float32 var_167;
    wp::float32 var_168;
    const wp::int32 var_169 = 1;
    wp::float32 var_170;
    wp::float32 var_171;
    const wp::int32 var_172 = 2;
    wp::float32 var_173;
    wp::float32 var_174;
    const wp::int32 var_175 = 0;
    wp::float32 var_176;
    wp::float32 var_177;
    const wp::int32 var_178 = 1;
    wp::float32 var_179;
    wp::float32 var_180;
    //---------
    // forward
    // def function_000000(element_directions: wp.array[wp.vec3], element_lengths: wp.array[float], element_temperatures: wp.array[float], element_energies: wp.array[float], element_distances: wp.array[float], num_elements: int):       <L 40>
    // tid = wp.tid()  # one thread per element                                               <L 41>
    var_0 = builtin_tid1d();
    // if tid >= num_elements:                                                                <L 42>
    var_1 = (var_0 >= var_num_elements);
    if (var_1) {
        // return                                                                             <L 43>
        return;
    }
    // v16 = float(0.0)                                                                       <L 44>
    var_3 = wp::float(var_2);
    // v5 = element_directions[tid]                                                           <L 45>
    var_4 = wp::address(var_element_directions, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v6 = element_lengths[tid]                                                              <L 46>
    var_7 = wp::address(var_element_lengths, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v7 = element_temperatures[tid]                                                         <L 47>
    var_10 = wp::address(var_element_temperatures, var_0);
    var_12 = wp::load(var_10);
    var_11 = wp::copy(var_12);
    // for j8 in range(6):                                                                    <L 48>
    // v5 = v5 + wp.normalize(wp.vec3(-0.218, 1.79, -0.41)) * 0.27                            <L 49>
    var_17 = wp::vec_t<3, wp::float32>(var_14, var_15, var_16);
    var_18 = wp::normalize(var_17);
    var_20 = wp::mul(var_18, var_19);
    var_21 = wp::add(var_5, var_20);
    // v9 = v6                                                                                <L 50>
    var_22 = wp::copy(var_8);
    // v16 += v9                                                                              <L 51>
    var_23 = wp::add(var_3, var_22);
    // v10 = function_000000_f3(-0.3, v9, v9)                                                 <L 52>
    var_25 = function_000000_f3_0(var_24, var_22, var_22);
    // v16 += v10                                                                             <L 53>
    var_26 = wp::add(var_23, var_25);
    // v5 = v5 + wp.normalize(wp.vec3(-0.218, 1.79, -0.41)) * 0.27                            <L 49>
    var_31 = wp::vec_t<3, wp::float32>(var_28, var_29, var_30);
    var_32 = wp::normalize(var_31);
    var_34 = wp::mul(var_32, var_33);
    var_35 = wp::add(var_21, var_34);
    // v9 = v6                                                                                <L 50>
    var_36 = wp::copy(var_8);
    // v16 += v9                                                                              <L 51>
    var_37 = wp::add(var_26, var_36);
    // v10 = function_000000_f3(-0.3, v9, v9)                                                 <L 52>
    var_39 = function_000000_f3_0(var_38, var_36, var_36);
    // v16 += v10                                                                             <L 53>
    var_40 = wp::add(var_37, var_39);
    // v5 = v5 + wp.normalize(wp.vec3(-0.218, 1.79, -0.41)) * 0.27                            <L 49>
    var_45 = wp::vec_t<3, wp::float32>(var_42, var_43, var_44);
    var_46 = wp::normalize(var_45);
    var_48 = wp::mul(var_46, var_47);
    var_49 = wp::add(var_35, var_48);
    // v9 = v6                                                                                <L 50>
    var_50 = wp::copy(var_8);
    // v16 += v9                                                                              <L 51>
    var_51 = wp::add(var_40, var_50);
    // v10 = function_000000_f3(-0.3, v9, v9)                                                 <L 52>
    var_53 = function_000000_f3_0(var_52, var_50, var_50);
    // v16 += v10                                                                             <L 53>
    var_54 = wp::add(var_51, var_53);
    // v5 = v5 + wp.normalize(wp.vec3(-0.218, 1.79, -0.41)) * 0.27                            <L 49>
    var_59 = wp::vec_t<3, wp::float32>(var_56, var_57, var_58);
    var_60 = wp::normalize(var_59);
    var_62 = wp::mul(var_60, var_61);
    var_63 = wp::add(var_49, var_62);
    // v9 = v6                                                                                <L 50>
    var_64 = wp::copy(var_8);
    // v16 += v9                                                                              <L 51>
    var_65 = wp::add(var_54, var_64);
    // v10 = function_000000_f3(-0.3, v9, v9)                                                 <L 52>
    var_67 = function_000000_f3_0(var_66, var_64, var_64);
    // v16 += v10                                                                             <L 53>
    var_68 = wp::add(var_65, var_67);
    // v5 = v5 + wp.normalize(wp.vec3(-0.218, 1.79, -0.41)) * 0.27                            <L 49>
    var_73 = wp::vec_t<3, wp::float32>(var_70, var_71, var_72);
    var_74 = wp::normalize(var_73);
    var_76 = wp::mul(var_74, var_75);
    var_77 = wp::add(var_63, var_76);
    // v9 = v6                                                                                <L 50>
    var_78 = wp::copy(var_8);
    // v16 += v9                                                                              <L 51>
    var_79 = wp::add(var_68, var_78);
    // v10 = function_000000_f3(-0.3, v9, v9)                                                 <L 52>
    var_81 = function_000000_f3_0(var_80, var_78, var_78);
    // v16 += v10                                                                             <L 53>
    var_82 = wp::add(var_79, var_81);
    // v5 = v5 + wp.normalize(wp.vec3(-0.218, 1.79, -0.41)) * 0.27                            <L 49>
    var_87 = wp::vec_t<3, wp::float32>(var_84, var_85, var_86);
    var_88 = wp::normalize(var_87);
    var_90 = wp::mul(var_88, var_89);
    var_91 = wp::add(var_77, var_90);
    // v9 = v6                                                                                <L 50>
    var_92 = wp::copy(var_8);
    // v16 += v9                                                                              <L 51>
    var_93 = wp::add(var_82, var_92);
    // v10 = function_000000_f3(-0.3, v9, v9)                                                 <L 52>
    var_95 = function_000000_f3_0(var_94, var_92, var_92);
    // v16 += v10                                                                             <L 53>
    var_96 = wp::add(var_93, var_95);
    // v11 = v7                                                                               <L 54>
    var_97 = wp::copy(var_11);
    // v12 = function_000000_f3(v11, 0.599, v7)                                               <L 55>
    var_99 = function_000000_f3_0(var_97, var_98, var_11);
    // v13 = function_000000_f0(wp.diag(wp.vec3(-0.5, -0.484, 1.33)), function_000000_f0(wp.identity(n=3, dtype=float) * -0.8, v5))       <L 56>
    var_103 = wp::vec_t<3, wp::float32>(var_100, var_101, var_102);
    var_104 = wp::diag(var_103);
    var_106 = wp::identity<3, wp::float32>();
    var_108 = wp::mul(var_106, var_107);
    var_109 = function_000000_f0_0(var_108, var_91);
    var_110 = function_000000_f0_0(var_104, var_109);
    // f1_fn = wp.static(function_000000_f1)                                                  <L 57>
    // v14 = f1_fn(function_000000_f1(wp.vec2(-1.379, -0.74), wp.vec2(1.81, -1.985), wp.identity(n=3, dtype=float) * 0.356), wp.vec2(1.9, -0.916), wp.identity(n=3, dtype=float) * 1.772)       <L 58>
    var_113 = wp::vec_t<2, wp::float32>(var_111, var_112);
    var_116 = wp::vec_t<2, wp::float32>(var_114, var_115);
    var_118 = wp::identity<3, wp::float32>();
    var_120 = wp::mul(var_118, var_119);
    var_121 = function_000000_f1_0(var_113, var_116, var_120);
    var_124 = wp::vec_t<2, wp::float32>(var_122, var_123);
    var_126 = wp::identity<3, wp::float32>();
    var_128 = wp::mul(var_126, var_127);
    var_129 = function_000000_f1_0(var_121, var_124, var_128);
    // v15 = function_000000_f2(wp.vec2(0.698, -1.165), -v13, (v13 + v13))                    <L 59>
    var_132 = wp::vec_t<2, wp::float32>(var_130, var_131);
    var_133 = wp::neg(var_110);
    var_134 = wp::add(var_110, var_110);
    var_135 = function_000000_f2_0(var_132, var_133, var_134);
    // element_energies[tid] = v7 + v11 + v12 + v12 * 0.78 + v6 + v16 + v13[0] + v13[1] + v13[2] + v15[0] + v15[1] + v15[2]       <L 60>
    var_136 = wp::add(var_11, var_97);
    var_137 = wp::add(var_136, var_99);
    var_139 = wp::mul(var_99, var_138);
    var_140 = wp::add(var_137, var_139);
    var_141 = wp::add(var_140, var_8);
    var_142 = wp::add(var_141, var_96);
    var_144 = wp::extract(var_110, var_143);
    var_145 = wp::add(var_142, var_144);
    var_147 = wp::extract(var_110, var_146);
    var_148 = wp::add(var_145, var_147);
    var_150 = wp::extract(var_110, var_149);
    var_151 = wp::add(var_148, var_150);
    var_153 = wp::extract(var_135, var_152);
    var_154 = wp::add(var_151, var_153);
    var_156 = wp::extract(var_135, var_155);
    var_157 = wp::add(var_154, var_156);
    var_159 = wp::extract(var_135, var_158);
    var_160 = wp::add(var_157, var_159);
    wp::array_store(var_element_energies, var_0, var_160);
    // element_distances[tid] = v7 + v11 + v12 + v7 * 0.54 + v5[0] + v5[1] + v5[2] + v14[0] + v14[1]       <L 62>
    var_161 = wp::add(var_11, var_97);
    var_162 = wp::add(var_161, var_99);
    var_164 = wp::mul(var_11, var_163);
    var_165 = wp::add(var_162, var_164);
    var_167 = wp::extract(var_91, var_166);
    var_168 = wp::add(var_165, var_167);
    var_170 = wp::extract(var_91, var_169);
    var_171 = wp::add(var_168, var_170);
    var_173 = wp::extract(var_91, var_172);
    var_174 = wp::add(var_171, var_173);
    var_176 = wp::extract(var_129, var_175);
    var_177 = wp::add(var_174, var_176);
    var_179 = wp::extract(var_129, var_178);
    var_180 = wp::add(var_177, var_179);
    wp::array_store(var_element_distances, var_0, var_180);
}



void function_000000_55f18102_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_function_000000_55f18102 *_wp_args,
    wp_args_function_000000_55f18102 *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_element_directions = _wp_args->element_directions;
    wp::array_t<wp::float32> var_element_lengths = _wp_args->element_lengths;
    wp::array_t<wp::float32> var_element_temperatures = _wp_args->element_temperatures;
    wp::array_t<wp::float32> var_element_energies = _wp_args->element_energies;
    wp::array_t<wp::float32> var_element_distances = _wp_args->element_distances;
    wp::int32 var_num_elements = _wp_args->num_elements;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_element_directions = _wp_adj_args->element_directions;
    wp::array_t<wp::float32> adj_element_lengths = _wp_adj_args->element_lengths;
    wp::array_t<wp::float32> adj_element_temperatures = _wp_adj_args->element_temperatures;
    wp::array_t<wp::float32> adj_element_energies = _wp_adj_args->element_energies;
    wp::array_t<wp::float32> adj_element_distances = _wp_adj_args->element_distances;
    wp::int32 adj_num_elements = _wp_adj_args->num_elements;
    //---------
    // primal vars
    wp::int32 var_0;
    bool var_1;
    const wp::float32 var_2 = 0.0;
    wp::float32 var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32* var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::int32 var_13 = 0;
    const wp::float32 var_14 = -0.218;
    const wp::float32 var_15 = 1.79;
    const wp::float32 var_16 = -0.41;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    const wp::float32 var_19 = 0.27;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::float32 var_24 = -0.3;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 1;
    const wp::float32 var_28 = -0.218;
    const wp::float32 var_29 = 1.79;
    const wp::float32 var_30 = -0.41;
    wp::vec_t<3, wp::float32> var_31;
    wp::vec_t<3, wp::float32> var_32;
    const wp::float32 var_33 = 0.27;
    wp::vec_t<3, wp::float32> var_34;
    wp::vec_t<3, wp::float32> var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::float32 var_38 = -0.3;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::int32 var_41 = 2;
    const wp::float32 var_42 = -0.218;
    const wp::float32 var_43 = 1.79;
    const wp::float32 var_44 = -0.41;
    wp::vec_t<3, wp::float32> var_45;
    wp::vec_t<3, wp::float32> var_46;
    const wp::float32 var_47 = 0.27;
    wp::vec_t<3, wp::float32> var_48;
    wp::vec_t<3, wp::float32> var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    const wp::float32 var_52 = -0.3;
    wp::float32 var_53;
    wp::float32 var_54;
    const wp::int32 var_55 = 3;
    const wp::float32 var_56 = -0.218;
    const wp::float32 var_57 = 1.79;
    const wp::float32 var_58 = -0.41;
    wp::vec_t<3, wp::float32> var_59;
    wp::vec_t<3, wp::float32> var_60;
    const wp::float32 var_61 = 0.27;
    wp::vec_t<3, wp::float32> var_62;
    wp::vec_t<3, wp::float32> var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    const wp::float32 var_66 = -0.3;
    wp::float32 var_67;
    wp::float32 var_68;
    const wp::int32 var_69 = 4;
    const wp::float32 var_70 = -0.218;
    const wp::float32 var_71 = 1.79;
    const wp::float32 var_72 = -0.41;
    wp::vec_t<3, wp::float32> var_73;
    wp::vec_t<3, wp::float32> var_74;
    const wp::float32 var_75 = 0.27;
    wp::vec_t<3, wp::float32> var_76;
    wp::vec_t<3, wp::float32> var_77;
    wp::float32 var_78;
    wp::float32 var_79;
    const wp::float32 var_80 = -0.3;
    wp::float32 var_81;
    wp::float32 var_82;
    const wp::int32 var_83 = 5;
    const wp::float32 var_84 = -0.218;
    const wp::float32 var_85 = 1.79;
    const wp::float32 var_86 = -0.41;
    wp::vec_t<3, wp::float32> var_87;
    wp::vec_t<3, wp::float32> var_88;
    const wp::float32 var_89 = 0.27;
    wp::vec_t<3, wp::float32> var_90;
    wp::vec_t<3, wp::float32> var_91;
    wp::float32 var_92;
    wp::float32 var_93;
    const wp::float32 var_94 = -0.3;
    wp::float32 var_95;
    wp::float32 var_96;
    wp::float32 var_97;
    const wp::float32 var_98 = 0.599;
    wp::float32 var_99;
    const wp::float32 var_100 = -0.5;
    const wp::float32 var_101 = -0.484;
    const wp::float32 var_102 = 1.33;
    wp::vec_t<3, wp::float32> var_103;
    wp::mat_t<3, 3, wp::float32> var_104;
    const wp::int32 var_105 = 3;
    wp::mat_t<3, 3, wp::float32> var_106;
    const wp::float32 var_107 = -0.8;
    wp::mat_t<3, 3, wp::float32> var_108;
    wp::vec_t<3, wp::float32> var_109;
    wp::vec_t<3, wp::float32> var_110;
    const wp::float32 var_111 = -1.379;
    const wp::float32 var_112 = -0.74;
    wp::vec_t<2, wp::float32> var_113;
    const wp::float32 var_114 = 1.81;
    const wp::float32 var_115 = -1.985;
    wp::vec_t<2, wp::float32> var_116;
    const wp::int32 var_117 = 3;
    wp::mat_t<3, 3, wp::float32> var_118;
    const wp::float32 var_119 = 0.356;
    wp::mat_t<3, 3, wp::float32> var_120;
    wp::vec_t<2, wp::float32> var_121;
    const wp::float32 var_122 = 1.9;
    const wp::float32 var_123 = -0.916;
    wp::vec_t<2, wp::float32> var_124;
    const wp::int32 var_125 = 3;
    wp::mat_t<3, 3, wp::float32> var_126;
    const wp::float32 var_127 = 1.772;
    wp::mat_t<3, 3, wp::float32> var_128;
    wp::vec_t<2, wp::float32> var_129;
    const wp::float32 var_130 = 0.698;
    const wp::float32 var_131 = -1.165;
    wp::vec_t<2, wp::float32> var_132;
    wp::vec_t<3, wp::float32> var_133;
    wp::vec_t<3, wp::float32> var_134;
    wp::vec_t<3, wp::float32> var_135;
    wp::float32 var_136;
    wp::float32 var_137;
    const wp::float32 var_138 = 0.78;
    wp::float32 var_139;
    wp::float32 var_140;
    wp::float32 var_141;
    wp::float32 var_142;
    const wp::int32 var_143 = 0;
    wp::float32 var_144;
    wp::float32 var_145;
    const wp::int32 var_146 = 1;
    wp::float32 var_147;
    wp::float32 var_148;
    const wp::int32 var_149 = 2;
    wp::float32 var_150;
    wp::float32 var_151;
    const wp::int32 var_152 = 0;
    wp::float32 var_153;
    wp::float32 var_154;
    const wp::int32 var_155 = 1;
    wp::float32 var_156;
    wp::float32 var_157;
    const wp::int32 var_158 = 2;
    wp::float32 var_159;
    wp::float32 var_160;
    wp::float32 var_161;
    wp::float32 var_162;
    const wp::float32 var_163 = 0.54;
    wp::float32 var_164;
    wp::float32 var_165;
    const wp::int32 var_166 = 0;
    wp::float32 var_167;
    wp::float32 var_168;
    const wp::int32 var_169 = 1;
    wp::float32 var_170;
    wp::float32 var_171;
    const wp::int32 var_172 = 2;
    wp::float32 var_173;
    wp::float32 var_174;
    const wp::int32 var_175 = 0;
    wp::float32 var_176;
    wp::float32 var_177;
    const wp::int32 var_178 = 1;
    wp::float32 var_179;
    wp::float32 var_180;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    bool adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::int32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    wp::float32 adj_19 = {};
    wp::vec_t<3, wp::float32> adj_20 = {};
    wp::vec_t<3, wp::float32> adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::int32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::vec_t<3, wp::float32> adj_31 = {};
    wp::vec_t<3, wp::float32> adj_32 = {};
    wp::float32 adj_33 = {};
    wp::vec_t<3, wp::float32> adj_34 = {};
    wp::vec_t<3, wp::float32> adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::int32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::vec_t<3, wp::float32> adj_45 = {};
    wp::vec_t<3, wp::float32> adj_46 = {};
    wp::float32 adj_47 = {};
    wp::vec_t<3, wp::float32> adj_48 = {};
    wp::vec_t<3, wp::float32> adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::int32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::vec_t<3, wp::float32> adj_59 = {};
    wp::vec_t<3, wp::float32> adj_60 = {};
    wp::float32 adj_61 = {};
    wp::vec_t<3, wp::float32> adj_62 = {};
    wp::vec_t<3, wp::float32> adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::int32 adj_69 = {};
    wp::float32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    wp::vec_t<3, wp::float32> adj_73 = {};
    wp::vec_t<3, wp::float32> adj_74 = {};
    wp::float32 adj_75 = {};
    wp::vec_t<3, wp::float32> adj_76 = {};
    wp::vec_t<3, wp::float32> adj_77 = {};
    wp::float32 adj_78 = {};
    wp::float32 adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::int32 adj_83 = {};
    wp::float32 adj_84 = {};
    wp::float32 adj_85 = {};
    wp::float32 adj_86 = {};
    wp::vec_t<3, wp::float32> adj_87 = {};
    wp::vec_t<3, wp::float32> adj_88 = {};
    wp::float32 adj_89 = {};
    wp::vec_t<3, wp::float32> adj_90 = {};
    wp::vec_t<3, wp::float32> adj_91 = {};
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
    wp::mat_t<3, 3, wp::float32> adj_104 = {};
    wp::int32 adj_105 = {};
    wp::mat_t<3, 3, wp::float32> adj_106 = {};
    wp::float32 adj_107 = {};
    wp::mat_t<3, 3, wp::float32> adj_108 = {};
    wp::vec_t<3, wp::float32> adj_109 = {};
    wp::vec_t<3, wp::float32> adj_110 = {};
    wp::float32 adj_111 = {};
    wp::float32 adj_112 = {};
    wp::vec_t<2, wp::float32> adj_113 = {};
    wp::float32 adj_114 = {};
    wp::float32 adj_115 = {};
    wp::vec_t<2, wp::float32> adj_116 = {};
    wp::int32 adj_117 = {};
    wp::mat_t<3, 3, wp::float32> adj_118 = {};
    wp::float32 adj_119 = {};
    wp::mat_t<3, 3, wp::float32> adj_120 = {};
    wp::vec_t<2, wp::float32> adj_121 = {};
    wp::float32 adj_122 = {};
    wp::float32 adj_123 = {};
    wp::vec_t<2, wp::float32> adj_124 = {};
    wp::int32 adj_125 = {};
    wp::mat_t<3, 3, wp::float32> adj_126 = {};
    wp::float32 adj_127 = {};
    wp::mat_t<3, 3, wp::float32> adj_128 = {};
    wp::vec_t<2, wp::float32> adj_129 = {};
    wp::float32 adj_130 = {};
    wp::float32 adj_131 = {};
    wp::vec_t<2, wp::float32> adj_132 = {};
    wp::vec_t<3, wp::float32> adj_133 = {};
    wp::vec_t<3, wp::float32> adj_134 = {};
    wp::vec_t<3, wp::float32> adj_135 = {};
    wp::float32 adj_136 = {};
    wp::float32 adj_137 = {};
    wp::float32 adj_138 = {};
    wp::float32 adj_139 = {};
    wp::float32 adj_140 = {};
    wp::float32 adj_141 = {};
    wp::float32 adj_142 = {};
    wp::int32 adj_143 = {};
    wp::float32 adj_144 = {};
    wp::float32 adj_145 = {};
    wp::int32 adj_146 = {};
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
    wp::float32 adj_161 = {};
    wp::float32 adj_162 = {};
    wp::float32 adj_163 = {};
    wp::float32 adj_164 = {};
    wp::float32 adj_165 = {};
    wp::int32 adj_166 = {};
    wp::float32 adj_167 = {};
    wp::float32 adj_168 = {};
    wp::int32 adj_169 = {};
    wp::float32 adj_170 = {};
    wp::float32 adj_171 = {};
    wp::int32 adj_172 = {};
    wp::float32 adj_173 = {};
    wp::float32 adj_174 = {};
    wp::int32 adj_175 = {};
    wp::float32 adj_176 = {};
    wp::float32 adj_177 = {};
    wp::int32 adj_178 = {};
    wp::float32 adj_179 = {};
    wp::float32 adj_180 = {};
    //---------
    // forward
    // def function_000000(element_directions: wp.array[wp.vec3], element_lengths: wp.array[float], element_temperatures: wp.array[float], element_energies: wp.array[float], element_distances: wp.array[float], num_elements: int):       <L 40>
    // tid = wp.tid()  # one thread per element                                               <L 41>
    var_0 = builtin_tid1d();
    // if tid >= num_elements:                                                                <L 42>
    var_1 = (var_0 >= var_num_elements);
    if (var_1) {
        // return                                                                             <L 43>
        goto label0;
    }
    // v16 = float(0.0)                                                                       <L 44>
    var_3 = wp::float(var_2);
    // v5 = element_directions[tid]                                                           <L 45>
    var_4 = wp::address(var_element_directions, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v6 = element_lengths[tid]                                                              <L 46>
    var_7 = wp::address(var_element_lengths, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v7 = element_temperatures[tid]                                                         <L 47>
    var_10 = wp::address(var_element_temperatures, var_0);
    var_12 = wp::load(var_10);
    var_11 = wp::copy(var_12);
    // for j8 in range(6):                                                                    <L 48>
    // v5 = v5 + wp.normalize(wp.vec3(-0.218, 1.79, -0.41)) * 0.27                            <L 49>
    var_17 = wp::vec_t<3, wp::float32>(var_14, var_15, var_16);
    var_18 = wp::normalize(var_17);
    var_20 = wp::mul(var_18, var_19);
    var_21 = wp::add(var_5, var_20);
    // v9 = v6                                                                                <L 50>
    var_22 = wp::copy(var_8);
    // v16 += v9                                                                              <L 51>
    var_23 = wp::add(var_3, var_22);
    // v10 = function_000000_f3(-0.3, v9, v9)                                                 <L 52>
    var_25 = function_000000_f3_0(var_24, var_22, var_22);
    // v16 += v10                                                                             <L 53>
    var_26 = wp::add(var_23, var_25);
    // v5 = v5 + wp.normalize(wp.vec3(-0.218, 1.79, -0.41)) * 0.27                            <L 49>
    var_31 = wp::vec_t<3, wp::float32>(var_28, var_29, var_30);
    var_32 = wp::normalize(var_31);
    var_34 = wp::mul(var_32, var_33);
    var_35 = wp::add(var_21, var_34);
    // v9 = v6                                                                                <L 50>
    var_36 = wp::copy(var_8);
    // v16 += v9                                                                              <L 51>
    var_37 = wp::add(var_26, var_36);
    // v10 = function_000000_f3(-0.3, v9, v9)                                                 <L 52>
    var_39 = function_000000_f3_0(var_38, var_36, var_36);
    // v16 += v10                                                                             <L 53>
    var_40 = wp::add(var_37, var_39);
    // v5 = v5 + wp.normalize(wp.vec3(-0.218, 1.79, -0.41)) * 0.27                            <L 49>
    var_45 = wp::vec_t<3, wp::float32>(var_42, var_43, var_44);
    var_46 = wp::normalize(var_45);
    var_48 = wp::mul(var_46, var_47);
    var_49 = wp::add(var_35, var_48);
    // v9 = v6                                                                                <L 50>
    var_50 = wp::copy(var_8);
    // v16 += v9                                                                              <L 51>
    var_51 = wp::add(var_40, var_50);
    // v10 = function_000000_f3(-0.3, v9, v9)                                                 <L 52>
    var_53 = function_000000_f3_0(var_52, var_50, var_50);
    // v16 += v10                                                                             <L 53>
    var_54 = wp::add(var_51, var_53);
    // v5 = v5 + wp.normalize(wp.vec3(-0.218, 1.79, -0.41)) * 0.27                            <L 49>
    var_59 = wp::vec_t<3, wp::float32>(var_56, var_57, var_58);
    var_60 = wp::normalize(var_59);
    var_62 = wp::mul(var_60, var_61);
    var_63 = wp::add(var_49, var_62);
    // v9 = v6                                                                                <L 50>
    var_64 = wp::copy(var_8);
    // v16 += v9                                                                              <L 51>
    var_65 = wp::add(var_54, var_64);
    // v10 = function_000000_f3(-0.3, v9, v9)                                                 <L 52>
    var_67 = function_000000_f3_0(var_66, var_64, var_64);
    // v16 += v10                                                                             <L 53>
    var_68 = wp::add(var_65, var_67);
    // v5 = v5 + wp.normalize(wp.vec3(-0.218, 1.79, -0.41)) * 0.27                            <L 49>
    var_73 = wp::vec_t<3, wp::float32>(var_70, var_71, var_72);
    var_74 = wp::normalize(var_73);
    var_76 = wp::mul(var_74, var_75);
    var_77 = wp::add(var_63, var_76);
    // v9 = v6                                                                                <L 50>
    var_78 = wp::copy(var_8);
    // v16 += v9                                                                              <L 51>
    var_79 = wp::add(var_68, var_78);
    // v10 = function_000000_f3(-0.3, v9, v9)                                                 <L 52>
    var_81 = function_000000_f3_0(var_80, var_78, var_78);
    // v16 += v10                                                                             <L 53>
    var_82 = wp::add(var_79, var_81);
    // v5 = v5 + wp.normalize(wp.vec3(-0.218, 1.79, -0.41)) * 0.27                            <L 49>
    var_87 = wp::vec_t<3, wp::float32>(var_84, var_85, var_86);
    var_88 = wp::normalize(var_87);
    var_90 = wp::mul(var_88, var_89);
    var_91 = wp::add(var_77, var_90);
    // v9 = v6                                                                                <L 50>
    var_92 = wp::copy(var_8);
    // v16 += v9                                                                              <L 51>
    var_93 = wp::add(var_82, var_92);
    // v10 = function_000000_f3(-0.3, v9, v9)                                                 <L 52>
    var_95 = function_000000_f3_0(var_94, var_92, var_92);
    // v16 += v10                                                                             <L 53>
    var_96 = wp::add(var_93, var_95);
    // v11 = v7                                                                               <L 54>
    var_97 = wp::copy(var_11);
    // v12 = function_000000_f3(v11, 0.599, v7)                                               <L 55>
    var_99 = function_000000_f3_0(var_97, var_98, var_11);
    // v13 = function_000000_f0(wp.diag(wp.vec3(-0.5, -0.484, 1.33)), function_000000_f0(wp.identity(n=3, dtype=float) * -0.8, v5))       <L 56>
    var_103 = wp::vec_t<3, wp::float32>(var_100, var_101, var_102);
    var_104 = wp::diag(var_103);
    var_106 = wp::identity<3, wp::float32>();
    var_108 = wp::mul(var_106, var_107);
    var_109 = function_000000_f0_0(var_108, var_91);
    var_110 = function_000000_f0_0(var_104, var_109);
    // f1_fn = wp.static(function_000000_f1)                                                  <L 57>
    // v14 = f1_fn(function_000000_f1(wp.vec2(-1.379, -0.74), wp.vec2(1.81, -1.985), wp.identity(n=3, dtype=float) * 0.356), wp.vec2(1.9, -0.916), wp.identity(n=3, dtype=float) * 1.772)       <L 58>
    var_113 = wp::vec_t<2, wp::float32>(var_111, var_112);
    var_116 = wp::vec_t<2, wp::float32>(var_114, var_115);
    var_118 = wp::identity<3, wp::float32>();
    var_120 = wp::mul(var_118, var_119);
    var_121 = function_000000_f1_0(var_113, var_116, var_120);
    var_124 = wp::vec_t<2, wp::float32>(var_122, var_123);
    var_126 = wp::identity<3, wp::float32>();
    var_128 = wp::mul(var_126, var_127);
    var_129 = function_000000_f1_0(var_121, var_124, var_128);
    // v15 = function_000000_f2(wp.vec2(0.698, -1.165), -v13, (v13 + v13))                    <L 59>
    var_132 = wp::vec_t<2, wp::float32>(var_130, var_131);
    var_133 = wp::neg(var_110);
    var_134 = wp::add(var_110, var_110);
    var_135 = function_000000_f2_0(var_132, var_133, var_134);
    // element_energies[tid] = v7 + v11 + v12 + v12 * 0.78 + v6 + v16 + v13[0] + v13[1] + v13[2] + v15[0] + v15[1] + v15[2]       <L 60>
    var_136 = wp::add(var_11, var_97);
    var_137 = wp::add(var_136, var_99);
    var_139 = wp::mul(var_99, var_138);
    var_140 = wp::add(var_137, var_139);
    var_141 = wp::add(var_140, var_8);
    var_142 = wp::add(var_141, var_96);
    var_144 = wp::extract(var_110, var_143);
    var_145 = wp::add(var_142, var_144);
    var_147 = wp::extract(var_110, var_146);
    var_148 = wp::add(var_145, var_147);
    var_150 = wp::extract(var_110, var_149);
    var_151 = wp::add(var_148, var_150);
    var_153 = wp::extract(var_135, var_152);
    var_154 = wp::add(var_151, var_153);
    var_156 = wp::extract(var_135, var_155);
    var_157 = wp::add(var_154, var_156);
    var_159 = wp::extract(var_135, var_158);
    var_160 = wp::add(var_157, var_159);
    // wp::array_store(var_element_energies, var_0, var_160);
    // element_distances[tid] = v7 + v11 + v12 + v7 * 0.54 + v5[0] + v5[1] + v5[2] + v14[0] + v14[1]       <L 62>
    var_161 = wp::add(var_11, var_97);
    var_162 = wp::add(var_161, var_99);
    var_164 = wp::mul(var_11, var_163);
    var_165 = wp::add(var_162, var_164);
    var_167 = wp::extract(var_91, var_166);
    var_168 = wp::add(var_165, var_167);
    var_170 = wp::extract(var_91, var_169);
    var_171 = wp::add(var_168, var_170);
    var_173 = wp::extract(var_91, var_172);
    var_174 = wp::add(var_171, var_173);
    var_176 = wp::extract(var_129, var_175);
    var_177 = wp::add(var_174, var_176);
    var_179 = wp::extract(var_129, var_178);
    var_180 = wp::add(var_177, var_179);
    // wp::array_store(var_element_distances, var_0, var_180);
    //---------
    // reverse
    wp::adj_array_store(var_element_distances, var_0, var_180, adj_element_distances, adj_0, adj_180);
    wp::adj_add(var_177, var_179, adj_177, adj_179, adj_180);
    wp::adj_extract(var_129, var_178, adj_129, adj_178, adj_179);
    wp::adj_add(var_174, var_176, adj_174, adj_176, adj_177);
    wp::adj_extract(var_129, var_175, adj_129, adj_175, adj_176);
    wp::adj_add(var_171, var_173, adj_171, adj_173, adj_174);
    wp::adj_extract(var_91, var_172, adj_91, adj_172, adj_173);
    wp::adj_add(var_168, var_170, adj_168, adj_170, adj_171);
    wp::adj_extract(var_91, var_169, adj_91, adj_169, adj_170);
    wp::adj_add(var_165, var_167, adj_165, adj_167, adj_168);
    wp::adj_extract(var_91, var_166, adj_91, adj_166, adj_167);
    wp::adj_add(var_162, var_164, adj_162, adj_164, adj_165);
    wp::adj_mul(var_11, var_163, adj_11, adj_163, adj_164);
    wp::adj_add(var_161, var_99, adj_161, adj_99, adj_162);
    wp::adj_add(var_11, var_97, adj_11, adj_97, adj_161);
    // adj: element_distances[tid] = v7 + v11 + v12 + v7 * 0.54 + v5[0] + v5[1] + v5[2] + v14[0] + v14[1]  <L 62>
    wp::adj_array_store(var_element_energies, var_0, var_160, adj_element_energies, adj_0, adj_160);
    wp::adj_add(var_157, var_159, adj_157, adj_159, adj_160);
    wp::adj_extract(var_135, var_158, adj_135, adj_158, adj_159);
    wp::adj_add(var_154, var_156, adj_154, adj_156, adj_157);
    wp::adj_extract(var_135, var_155, adj_135, adj_155, adj_156);
    wp::adj_add(var_151, var_153, adj_151, adj_153, adj_154);
    wp::adj_extract(var_135, var_152, adj_135, adj_152, adj_153);
    wp::adj_add(var_148, var_150, adj_148, adj_150, adj_151);
    wp::adj_extract(var_110, var_149, adj_110, adj_149, adj_150);
    wp::adj_add(var_145, var_147, adj_145, adj_147, adj_148);
    wp::adj_extract(var_110, var_146, adj_110, adj_146, adj_147);
    wp::adj_add(var_142, var_144, adj_142, adj_144, adj_145);
    wp::adj_extract(var_110, var_143, adj_110, adj_143, adj_144);
    wp::adj_add(var_141, var_96, adj_141, adj_96, adj_142);
    wp::adj_add(var_140, var_8, adj_140, adj_8, adj_141);
    wp::adj_add(var_137, var_139, adj_137, adj_139, adj_140);
    wp::adj_mul(var_99, var_138, adj_99, adj_138, adj_139);
    wp::adj_add(var_136, var_99, adj_136, adj_99, adj_137);
    wp::adj_add(var_11, var_97, adj_11, adj_97, adj_136);
    // adj: element_energies[tid] = v7 + v11 + v12 + v12 * 0.78 + v6 + v16 + v13[0] + v13[1] + v13[2] + v15[0] + v15[1] + v15[2]  <L 60>
    adj_function_000000_f2_0(var_132, var_133, var_134, adj_132, adj_133, adj_134, adj_135);
    wp::adj_add(var_110, var_110, adj_110, adj_110, adj_134);
    wp::adj_neg(var_110, adj_110, adj_133);
    wp::adj_vec_t(var_130, var_131, adj_130, adj_131, adj_132);
    // adj: v15 = function_000000_f2(wp.vec2(0.698, -1.165), -v13, (v13 + v13))               <L 59>
    adj_function_000000_f1_0(var_121, var_124, var_128, adj_121, adj_124, adj_128, adj_129);
    wp::adj_mul(var_126, var_127, adj_126, adj_127, adj_128);
    wp::adj_vec_t(var_122, var_123, adj_122, adj_123, adj_124);
    adj_function_000000_f1_0(var_113, var_116, var_120, adj_113, adj_116, adj_120, adj_121);
    wp::adj_mul(var_118, var_119, adj_118, adj_119, adj_120);
    wp::adj_vec_t(var_114, var_115, adj_114, adj_115, adj_116);
    wp::adj_vec_t(var_111, var_112, adj_111, adj_112, adj_113);
    // adj: v14 = f1_fn(function_000000_f1(wp.vec2(-1.379, -0.74), wp.vec2(1.81, -1.985), wp.identity(n=3, dtype=float) * 0.356), wp.vec2(1.9, -0.916), wp.identity(n=3, dtype=float) * 1.772)  <L 58>
    // adj: f1_fn = wp.static(function_000000_f1)                                             <L 57>
    adj_function_000000_f0_0(var_104, var_109, adj_104, adj_109, adj_110);
    adj_function_000000_f0_0(var_108, var_91, adj_108, adj_91, adj_109);
    wp::adj_mul(var_106, var_107, adj_106, adj_107, adj_108);
    wp::adj_diag(var_103, adj_103, adj_104);
    wp::adj_vec_t(var_100, var_101, var_102, adj_100, adj_101, adj_102, adj_103);
    // adj: v13 = function_000000_f0(wp.diag(wp.vec3(-0.5, -0.484, 1.33)), function_000000_f0(wp.identity(n=3, dtype=float) * -0.8, v5))  <L 56>
    adj_function_000000_f3_0(var_97, var_98, var_11, adj_97, adj_98, adj_11, adj_99);
    // adj: v12 = function_000000_f3(v11, 0.599, v7)                                          <L 55>
    wp::adj_copy(var_11, adj_11, adj_97);
    // adj: v11 = v7                                                                          <L 54>
    wp::adj_add(var_93, var_95, adj_93, adj_95, adj_96);
    // adj: v16 += v10                                                                        <L 53>
    adj_function_000000_f3_0(var_94, var_92, var_92, adj_94, adj_92, adj_92, adj_95);
    // adj: v10 = function_000000_f3(-0.3, v9, v9)                                            <L 52>
    wp::adj_add(var_82, var_92, adj_82, adj_92, adj_93);
    // adj: v16 += v9                                                                         <L 51>
    wp::adj_copy(var_8, adj_8, adj_92);
    // adj: v9 = v6                                                                           <L 50>
    wp::adj_add(var_77, var_90, adj_77, adj_90, adj_91);
    wp::adj_mul(var_88, var_89, adj_88, adj_89, adj_90);
    wp::adj_normalize(var_87, var_88, adj_87, adj_88);
    wp::adj_vec_t(var_84, var_85, var_86, adj_84, adj_85, adj_86, adj_87);
    // adj: v5 = v5 + wp.normalize(wp.vec3(-0.218, 1.79, -0.41)) * 0.27                       <L 49>
    wp::adj_add(var_79, var_81, adj_79, adj_81, adj_82);
    // adj: v16 += v10                                                                        <L 53>
    adj_function_000000_f3_0(var_80, var_78, var_78, adj_80, adj_78, adj_78, adj_81);
    // adj: v10 = function_000000_f3(-0.3, v9, v9)                                            <L 52>
    wp::adj_add(var_68, var_78, adj_68, adj_78, adj_79);
    // adj: v16 += v9                                                                         <L 51>
    wp::adj_copy(var_8, adj_8, adj_78);
    // adj: v9 = v6                                                                           <L 50>
    wp::adj_add(var_63, var_76, adj_63, adj_76, adj_77);
    wp::adj_mul(var_74, var_75, adj_74, adj_75, adj_76);
    wp::adj_normalize(var_73, var_74, adj_73, adj_74);
    wp::adj_vec_t(var_70, var_71, var_72, adj_70, adj_71, adj_72, adj_73);
    // adj: v5 = v5 + wp.normalize(wp.vec3(-0.218, 1.79, -0.41)) * 0.27                       <L 49>
    wp::adj_add(var_65, var_67, adj_65, adj_67, adj_68);
    // adj: v16 += v10                                                                        <L 53>
    adj_function_000000_f3_0(var_66, var_64, var_64, adj_66, adj_64, adj_64, adj_67);
    // adj: v10 = function_000000_f3(-0.3, v9, v9)                                            <L 52>
    wp::adj_add(var_54, var_64, adj_54, adj_64, adj_65);
    // adj: v16 += v9                                                                         <L 51>
    wp::adj_copy(var_8, adj_8, adj_64);
    // adj: v9 = v6                                                                           <L 50>
    wp::adj_add(var_49, var_62, adj_49, adj_62, adj_63);
    wp::adj_mul(var_60, var_61, adj_60, adj_61, adj_62);
    wp::adj_normalize(var_59, var_60, adj_59, adj_60);
    wp::adj_vec_t(var_56, var_57, var_58, adj_56, adj_57, adj_58, adj_59);
    // adj: v5 = v5 + wp.normalize(wp.vec3(-0.218, 1.79, -0.41)) * 0.27                       <L 49>
    wp::adj_add(var_51, var_53, adj_51, adj_53, adj_54);
    // adj: v16 += v10                                                                        <L 53>
    adj_function_000000_f3_0(var_52, var_50, var_50, adj_52, adj_50, adj_50, adj_53);
    // adj: v10 = function_000000_f3(-0.3, v9, v9)                                            <L 52>
    wp::adj_add(var_40, var_50, adj_40, adj_50, adj_51);
    // adj: v16 += v9                                                                         <L 51>
    wp::adj_copy(var_8, adj_8, adj_50);
    // adj: v9 = v6                                                                           <L 50>
    wp::adj_add(var_35, var_48, adj_35, adj_48, adj_49);
    wp::adj_mul(var_46, var_47, adj_46, adj_47, adj_48);
    wp::adj_normalize(var_45, var_46, adj_45, adj_46);
    wp::adj_vec_t(var_42, var_43, var_44, adj_42, adj_43, adj_44, adj_45);
    // adj: v5 = v5 + wp.normalize(wp.vec3(-0.218, 1.79, -0.41)) * 0.27                       <L 49>
    wp::adj_add(var_37, var_39, adj_37, adj_39, adj_40);
    // adj: v16 += v10                                                                        <L 53>
    adj_function_000000_f3_0(var_38, var_36, var_36, adj_38, adj_36, adj_36, adj_39);
    // adj: v10 = function_000000_f3(-0.3, v9, v9)                                            <L 52>
    wp::adj_add(var_26, var_36, adj_26, adj_36, adj_37);
    // adj: v16 += v9                                                                         <L 51>
    wp::adj_copy(var_8, adj_8, adj_36);
    // adj: v9 = v6                                                                           <L 50>
    wp::adj_add(var_21, var_34, adj_21, adj_34, adj_35);
    wp::adj_mul(var_32, var_33, adj_32, adj_33, adj_34);
    wp::adj_normalize(var_31, var_32, adj_31, adj_32);
    wp::adj_vec_t(var_28, var_29, var_30, adj_28, adj_29, adj_30, adj_31);
    // adj: v5 = v5 + wp.normalize(wp.vec3(-0.218, 1.79, -0.41)) * 0.27                       <L 49>
    wp::adj_add(var_23, var_25, adj_23, adj_25, adj_26);
    // adj: v16 += v10                                                                        <L 53>
    adj_function_000000_f3_0(var_24, var_22, var_22, adj_24, adj_22, adj_22, adj_25);
    // adj: v10 = function_000000_f3(-0.3, v9, v9)                                            <L 52>
    wp::adj_add(var_3, var_22, adj_3, adj_22, adj_23);
    // adj: v16 += v9                                                                         <L 51>
    wp::adj_copy(var_8, adj_8, adj_22);
    // adj: v9 = v6                                                                           <L 50>
    wp::adj_add(var_5, var_20, adj_5, adj_20, adj_21);
    wp::adj_mul(var_18, var_19, adj_18, adj_19, adj_20);
    wp::adj_normalize(var_17, var_18, adj_17, adj_18);
    wp::adj_vec_t(var_14, var_15, var_16, adj_14, adj_15, adj_16, adj_17);
    // adj: v5 = v5 + wp.normalize(wp.vec3(-0.218, 1.79, -0.41)) * 0.27                       <L 49>
    // adj: for j8 in range(6):                                                               <L 48>
    wp::adj_copy(var_12, adj_10, adj_11);
    wp::adj_address(var_element_temperatures, var_0, adj_element_temperatures, adj_0, adj_10);
    // adj: v7 = element_temperatures[tid]                                                    <L 47>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_element_lengths, var_0, adj_element_lengths, adj_0, adj_7);
    // adj: v6 = element_lengths[tid]                                                         <L 46>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_element_directions, var_0, adj_element_directions, adj_0, adj_4);
    // adj: v5 = element_directions[tid]                                                      <L 45>
    wp::adj_float(var_2, adj_2, adj_3);
    // adj: v16 = float(0.0)                                                                  <L 44>
    if (var_1) {
        label0:;
        // adj: return                                                                        <L 43>
    }
    // adj: if tid >= num_elements:                                                           <L 42>
    // adj: tid = wp.tid()  # one thread per element                                          <L 41>
    // adj: def function_000000(element_directions: wp.array[wp.vec3], element_lengths: wp.array[float], element_temperatures: wp.array[float], element_energies: wp.array[float], element_distances: wp.array[float], num_elements: int):  <L 40>
    return;
}



struct function_000000_55f18102_cpu_block_payload_forward
{
    wp_args_function_000000_55f18102* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void function_000000_55f18102_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    function_000000_55f18102_cpu_block_payload_forward* payload = (function_000000_55f18102_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    function_000000_55f18102_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void function_000000_55f18102_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_function_000000_55f18102 *_wp_args)
{
    constexpr size_t block_dim = (size_t)WP_TILE_BLOCK_DIM;
    const size_t total = dim->size;
    size_t block_first = 0;
    size_t block_id = 0;

    while (block_first < total)
    {
        const size_t remaining = total - block_first;
        const int active_count = (int)(remaining < block_dim ? remaining : block_dim);
        wp::tile_shared_storage_t tile_mem;
        function_000000_55f18102_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &function_000000_55f18102_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct function_000000_55f18102_cpu_block_payload_backward
{
    wp_args_function_000000_55f18102* args;
    wp_args_function_000000_55f18102* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void function_000000_55f18102_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    function_000000_55f18102_cpu_block_payload_backward* payload = (function_000000_55f18102_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    function_000000_55f18102_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void function_000000_55f18102_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_function_000000_55f18102 *_wp_args,
    wp_args_function_000000_55f18102 *_wp_adj_args)
{
    constexpr size_t block_dim = (size_t)WP_TILE_BLOCK_DIM;
    const size_t total = dim->size;
    size_t block_first = 0;
    size_t block_id = 0;

    while (block_first < total)
    {
        const size_t remaining = total - block_first;
        const int active_count = (int)(remaining < block_dim ? remaining : block_dim);
        wp::tile_shared_storage_t tile_mem;
        function_000000_55f18102_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &function_000000_55f18102_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

