// Generated for case generic-000001 with warp-lang 1.19.0. Do not edit.
// Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
#define WP_NO_BFLOAT16

#define WP_TILE_BLOCK_DIM 256
#define WP_NO_CRT
#include "builtin.h"
#include "deterministic.h"

#define builtin_tid1d() wp::linear_tid<wp_linear_tid>(task_index, dim)
#define builtin_tid2d(x, y) wp::tid(x, y, task_index, dim)
#define builtin_tid3d(x, y, z) wp::tid(x, y, z, task_index, dim)
#define builtin_tid4d(x, y, z, w) wp::tid(x, y, z, w, task_index, dim)

#define builtin_block_dim() wp::block_dim()


// avoid namespacing of float type for casting to float type, this is to avoid wp::float(x), which is not valid in C++
#define float(x) cast_float(x)
#define adj_float(x, adj_x, adj_ret) adj_cast_float(x, adj_x, adj_ret)

#define int(x) cast_int(x)
#define adj_int(x, adj_x, adj_ret) adj_cast_int(x, adj_x, adj_ret)


// generic-000001.py:0
static wp::float32 generic_000001_f0_0(
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
    // return (wp.cos(v1) - wp.length_sq(p0))                                                 <L 5>
    var_16 = wp::cos(var_14);
    var_17 = wp::length_sq(var_p0);
    var_18 = wp::sub(var_16, var_17);
    return var_18;
}


// generic-000001.py:0
static wp::float32 generic_000001_f2_0(
    wp::float32 var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::float32 var_p2)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = 0.9;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    const wp::float32 var_6 = -0.26;
    wp::float32 var_7;
    const wp::float32 var_8 = 1.06;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    //---------
    // forward
    // def generic_000001_f2(p0: Any, p1: Any, p2: Any):                                      <L 1>
    // v4 = ((wp.length_sq(p1) * generic_000001_f0(p1, type(p0)(0.9))) + wp.clamp((p2 - p2), type(p0)(-0.26), type(p0)(1.06)))       <L 2>
    var_0 = wp::length_sq(var_p1);
    var_2 = wp::float32(var_1);
    var_3 = generic_000001_f0_0(var_p1, var_2);
    var_4 = wp::mul(var_0, var_3);
    var_5 = wp::sub(var_p2, var_p2);
    var_7 = wp::float32(var_6);
    var_9 = wp::float32(var_8);
    var_10 = wp::clamp(var_5, var_7, var_9);
    var_11 = wp::add(var_4, var_10);
    // v5 = wp.erf(p0)                                                                        <L 3>
    var_12 = wp::erf(var_p0);
    // return (v4 - v4)                                                                       <L 4>
    var_13 = wp::sub(var_11, var_11);
    return var_13;
}


// generic-000001.py:0
static wp::float32 generic_000001_f1_0(
    wp::float32 var_p0,
    wp::float32 var_p1)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -1.4;
    wp::float32 var_1;
    const wp::float32 var_2 = -0.6;
    wp::float32 var_3;
    const wp::float32 var_4 = 0.8;
    wp::float32 var_5;
    wp::vec_t<3, wp::float32> var_6;
    const wp::float32 var_7 = -0.0;
    wp::float32 var_8;
    const wp::float32 var_9 = -0.03;
    wp::float32 var_10;
    const wp::float32 var_11 = 0.121;
    wp::float32 var_12;
    wp::vec_t<3, wp::float32> var_13;
    wp::vec_t<3, wp::float32> var_14;
    const wp::float32 var_15 = 0.93;
    wp::float32 var_16;
    const wp::float32 var_17 = 1.698;
    wp::float32 var_18;
    const wp::float32 var_19 = -0.59;
    wp::float32 var_20;
    wp::vec_t<3, wp::float32> var_21;
    wp::vec_t<3, wp::float32> var_22;
    const wp::float32 var_23 = 0.9;
    wp::float32 var_24;
    const wp::float32 var_25 = -1.712;
    wp::float32 var_26;
    const wp::float32 var_27 = -0.0;
    wp::float32 var_28;
    wp::vec_t<3, wp::float32> var_29;
    wp::float32 var_30;
    const wp::float32 var_31 = 1.62;
    wp::float32 var_32;
    const wp::float32 var_33 = 0.25;
    wp::float32 var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    //---------
    // forward
    // def generic_000001_f1(p0: Any, p1: Any):                                               <L 1>
    // v3 = wp.dot(((wp.vector(type(p0)(-1.4), type(p0)(-0.6), type(p0)(0.8)) - wp.vector(type(p0)(-0.0), type(p0)(-0.03), type(p0)(0.121))) + wp.vector(type(p0)(0.93), type(p0)(1.698), type(p0)(-0.59))), wp.vector(type(p0)(0.9), type(p0)(-1.712), type(p0)(-0.0)))       <L 2>
    var_1 = wp::float32(var_0);
    var_3 = wp::float32(var_2);
    var_5 = wp::float32(var_4);
    var_6 = wp::vec_t<3, wp::float32>(var_1, var_3, var_5);
    var_8 = wp::float32(var_7);
    var_10 = wp::float32(var_9);
    var_12 = wp::float32(var_11);
    var_13 = wp::vec_t<3, wp::float32>(var_8, var_10, var_12);
    var_14 = wp::sub(var_6, var_13);
    var_16 = wp::float32(var_15);
    var_18 = wp::float32(var_17);
    var_20 = wp::float32(var_19);
    var_21 = wp::vec_t<3, wp::float32>(var_16, var_18, var_20);
    var_22 = wp::add(var_14, var_21);
    var_24 = wp::float32(var_23);
    var_26 = wp::float32(var_25);
    var_28 = wp::float32(var_27);
    var_29 = wp::vec_t<3, wp::float32>(var_24, var_26, var_28);
    var_30 = wp::dot(var_22, var_29);
    // return (type(p0)(1.62) * wp.lerp(p1, p0, type(p0)(0.25)))                              <L 3>
    var_32 = wp::float32(var_31);
    var_34 = wp::float32(var_33);
    var_35 = wp::lerp(var_p1, var_p0, var_34);
    var_36 = wp::mul(var_32, var_35);
    return var_36;
}


// generic-000001.py:0
static void adj_generic_000001_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::float32 & adj_p1,
    wp::float32 & adj_ret)
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
    // return (wp.cos(v1) - wp.length_sq(p0))                                                 <L 5>
    var_16 = wp::cos(var_14);
    var_17 = wp::length_sq(var_p0);
    var_18 = wp::sub(var_16, var_17);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_18 += adj_ret;
    wp::adj_sub(var_16, var_17, adj_16, adj_17, adj_18);
    wp::adj_length_sq(var_p0, adj_p0, adj_17);
    wp::adj_cos(var_14, adj_14, adj_16);
    // adj: return (wp.cos(v1) - wp.length_sq(p0))                                            <L 5>
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
static void adj_generic_000001_f2_0(
    wp::float32 var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::float32 var_p2,
    wp::float32 & adj_p0,
    wp::vec_t<3, wp::float32> & adj_p1,
    wp::float32 & adj_p2,
    wp::float32 & adj_ret)
{
    //---------
    // primal vars
    wp::float32 var_0;
    const wp::float32 var_1 = 0.9;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    const wp::float32 var_6 = -0.26;
    wp::float32 var_7;
    const wp::float32 var_8 = 1.06;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
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
    //---------
    // forward
    // def generic_000001_f2(p0: Any, p1: Any, p2: Any):                                      <L 1>
    // v4 = ((wp.length_sq(p1) * generic_000001_f0(p1, type(p0)(0.9))) + wp.clamp((p2 - p2), type(p0)(-0.26), type(p0)(1.06)))       <L 2>
    var_0 = wp::length_sq(var_p1);
    var_2 = wp::float32(var_1);
    var_3 = generic_000001_f0_0(var_p1, var_2);
    var_4 = wp::mul(var_0, var_3);
    var_5 = wp::sub(var_p2, var_p2);
    var_7 = wp::float32(var_6);
    var_9 = wp::float32(var_8);
    var_10 = wp::clamp(var_5, var_7, var_9);
    var_11 = wp::add(var_4, var_10);
    // v5 = wp.erf(p0)                                                                        <L 3>
    var_12 = wp::erf(var_p0);
    // return (v4 - v4)                                                                       <L 4>
    var_13 = wp::sub(var_11, var_11);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_13 += adj_ret;
    wp::adj_sub(var_11, var_11, adj_11, adj_11, adj_13);
    // adj: return (v4 - v4)                                                                  <L 4>
    wp::adj_erf(var_p0, adj_p0, adj_12);
    // adj: v5 = wp.erf(p0)                                                                   <L 3>
    wp::adj_add(var_4, var_10, adj_4, adj_10, adj_11);
    wp::adj_clamp(var_5, var_7, var_9, adj_5, adj_7, adj_9, adj_10);
    wp::adj_float32(var_8, adj_8, adj_9);
    wp::adj_float32(var_6, adj_6, adj_7);
    wp::adj_sub(var_p2, var_p2, adj_p2, adj_p2, adj_5);
    wp::adj_mul(var_0, var_3, adj_0, adj_3, adj_4);
    adj_generic_000001_f0_0(var_p1, var_2, adj_p1, adj_2, adj_3);
    wp::adj_float32(var_1, adj_1, adj_2);
    wp::adj_length_sq(var_p1, adj_p1, adj_0);
    // adj: v4 = ((wp.length_sq(p1) * generic_000001_f0(p1, type(p0)(0.9))) + wp.clamp((p2 - p2), type(p0)(-0.26), type(p0)(1.06)))  <L 2>
    // adj: def generic_000001_f2(p0: Any, p1: Any, p2: Any):                                 <L 1>
    return;
}


// generic-000001.py:0
static void adj_generic_000001_f1_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::float32 & adj_p0,
    wp::float32 & adj_p1,
    wp::float32 & adj_ret)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -1.4;
    wp::float32 var_1;
    const wp::float32 var_2 = -0.6;
    wp::float32 var_3;
    const wp::float32 var_4 = 0.8;
    wp::float32 var_5;
    wp::vec_t<3, wp::float32> var_6;
    const wp::float32 var_7 = -0.0;
    wp::float32 var_8;
    const wp::float32 var_9 = -0.03;
    wp::float32 var_10;
    const wp::float32 var_11 = 0.121;
    wp::float32 var_12;
    wp::vec_t<3, wp::float32> var_13;
    wp::vec_t<3, wp::float32> var_14;
    const wp::float32 var_15 = 0.93;
    wp::float32 var_16;
    const wp::float32 var_17 = 1.698;
    wp::float32 var_18;
    const wp::float32 var_19 = -0.59;
    wp::float32 var_20;
    wp::vec_t<3, wp::float32> var_21;
    wp::vec_t<3, wp::float32> var_22;
    const wp::float32 var_23 = 0.9;
    wp::float32 var_24;
    const wp::float32 var_25 = -1.712;
    wp::float32 var_26;
    const wp::float32 var_27 = -0.0;
    wp::float32 var_28;
    wp::vec_t<3, wp::float32> var_29;
    wp::float32 var_30;
    const wp::float32 var_31 = 1.62;
    wp::float32 var_32;
    const wp::float32 var_33 = 0.25;
    wp::float32 var_34;
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
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::vec_t<3, wp::float32> adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::vec_t<3, wp::float32> adj_21 = {};
    wp::vec_t<3, wp::float32> adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::vec_t<3, wp::float32> adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    //---------
    // forward
    // def generic_000001_f1(p0: Any, p1: Any):                                               <L 1>
    // v3 = wp.dot(((wp.vector(type(p0)(-1.4), type(p0)(-0.6), type(p0)(0.8)) - wp.vector(type(p0)(-0.0), type(p0)(-0.03), type(p0)(0.121))) + wp.vector(type(p0)(0.93), type(p0)(1.698), type(p0)(-0.59))), wp.vector(type(p0)(0.9), type(p0)(-1.712), type(p0)(-0.0)))       <L 2>
    var_1 = wp::float32(var_0);
    var_3 = wp::float32(var_2);
    var_5 = wp::float32(var_4);
    var_6 = wp::vec_t<3, wp::float32>(var_1, var_3, var_5);
    var_8 = wp::float32(var_7);
    var_10 = wp::float32(var_9);
    var_12 = wp::float32(var_11);
    var_13 = wp::vec_t<3, wp::float32>(var_8, var_10, var_12);
    var_14 = wp::sub(var_6, var_13);
    var_16 = wp::float32(var_15);
    var_18 = wp::float32(var_17);
    var_20 = wp::float32(var_19);
    var_21 = wp::vec_t<3, wp::float32>(var_16, var_18, var_20);
    var_22 = wp::add(var_14, var_21);
    var_24 = wp::float32(var_23);
    var_26 = wp::float32(var_25);
    var_28 = wp::float32(var_27);
    var_29 = wp::vec_t<3, wp::float32>(var_24, var_26, var_28);
    var_30 = wp::dot(var_22, var_29);
    // return (type(p0)(1.62) * wp.lerp(p1, p0, type(p0)(0.25)))                              <L 3>
    var_32 = wp::float32(var_31);
    var_34 = wp::float32(var_33);
    var_35 = wp::lerp(var_p1, var_p0, var_34);
    var_36 = wp::mul(var_32, var_35);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_36 += adj_ret;
    wp::adj_mul(var_32, var_35, adj_32, adj_35, adj_36);
    wp::adj_lerp(var_p1, var_p0, var_34, adj_p1, adj_p0, adj_34, adj_35);
    wp::adj_float32(var_33, adj_33, adj_34);
    wp::adj_float32(var_31, adj_31, adj_32);
    // adj: return (type(p0)(1.62) * wp.lerp(p1, p0, type(p0)(0.25)))                         <L 3>
    wp::adj_dot(var_22, var_29, adj_22, adj_29, adj_30);
    wp::adj_vec_t(var_24, var_26, var_28, adj_24, adj_26, adj_28, adj_29);
    wp::adj_float32(var_27, adj_27, adj_28);
    wp::adj_float32(var_25, adj_25, adj_26);
    wp::adj_float32(var_23, adj_23, adj_24);
    wp::adj_add(var_14, var_21, adj_14, adj_21, adj_22);
    wp::adj_vec_t(var_16, var_18, var_20, adj_16, adj_18, adj_20, adj_21);
    wp::adj_float32(var_19, adj_19, adj_20);
    wp::adj_float32(var_17, adj_17, adj_18);
    wp::adj_float32(var_15, adj_15, adj_16);
    wp::adj_sub(var_6, var_13, adj_6, adj_13, adj_14);
    wp::adj_vec_t(var_8, var_10, var_12, adj_8, adj_10, adj_12, adj_13);
    wp::adj_float32(var_11, adj_11, adj_12);
    wp::adj_float32(var_9, adj_9, adj_10);
    wp::adj_float32(var_7, adj_7, adj_8);
    wp::adj_vec_t(var_1, var_3, var_5, adj_1, adj_3, adj_5, adj_6);
    wp::adj_float32(var_4, adj_4, adj_5);
    wp::adj_float32(var_2, adj_2, adj_3);
    wp::adj_float32(var_0, adj_0, adj_1);
    // adj: v3 = wp.dot(((wp.vector(type(p0)(-1.4), type(p0)(-0.6), type(p0)(0.8)) - wp.vector(type(p0)(-0.0), type(p0)(-0.03), type(p0)(0.121))) + wp.vector(type(p0)(0.93), type(p0)(1.698), type(p0)(-0.59))), wp.vector(type(p0)(0.9), type(p0)(-1.712), type(p0)(-0.0)))  <L 2>
    // adj: def generic_000001_f1(p0: Any, p1: Any):                                          <L 1>
    return;
}

struct wp_args_generic_000001_t_f5152fd9 {
    wp::float32 s0;
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::array_t<wp::float32> x2;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::float32> out1;
};


template <bool wp_linear_contiguous>
static void generic_000001_t_f5152fd9_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_generic_000001_t_f5152fd9 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::float32 var_s0 = _wp_args->s0;
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 1.735;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::int32 var_13 = 5;
    wp::int32 var_14;
    wp::shape_t* var_15;
    const wp::int32 var_16 = 0;
    wp::int32 var_17;
    wp::shape_t var_18;
    wp::int32 var_19;
    wp::float32* var_20;
    bool var_21;
    wp::float32 var_22;
    const wp::float32 var_23 = 1.7;
    wp::float32 var_24;
    const wp::float32 var_25 = -1.2;
    wp::float32 var_26;
    const wp::float32 var_27 = -0.8;
    wp::float32 var_28;
    wp::vec_t<3, wp::float32> var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::float32 var_36 = -0.6;
    wp::float32 var_37;
    const wp::float32 var_38 = 0.25;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    const wp::float32 var_42 = 1.376;
    wp::float32 var_43;
    const wp::float32 var_44 = 1.19;
    wp::float32 var_45;
    const wp::float32 var_46 = -0.173;
    wp::float32 var_47;
    wp::vec_t<3, wp::float32> var_48;
    wp::vec_t<3, wp::float32> var_49;
    const wp::float32 var_50 = -1.7;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    const wp::float32 var_55 = 1.57;
    wp::float32 var_56;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    const wp::float32 var_63 = 0.6;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::float32 var_66;
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
    // if (type(s0)(1.735) * v8) <= x2[(tid + 5) % x2.shape[0]]:                              <L 6>
    var_11 = wp::float32(var_10);
    var_12 = wp::mul(var_11, var_8);
    var_14 = wp::add(var_0, var_13);
    var_15 = &(var_x2.shape);
    var_18 = wp::load(var_15);
    var_17 = wp::extract(var_18, var_16);
    var_19 = wp::mod(var_14, var_17);
    var_20 = wp::address(var_x2, var_19);
    var_22 = wp::load(var_20);
    var_21 = (var_12 <= var_22);
    if (var_21) {
        // v8 += wp.cos(wp.max(s0, generic_000001_f2(v8, wp.vector(type(s0)(1.7), type(s0)(-1.2), type(s0)(-0.8)), s0)))       <L 7>
        var_24 = wp::float32(var_23);
        var_26 = wp::float32(var_25);
        var_28 = wp::float32(var_27);
        var_29 = wp::vec_t<3, wp::float32>(var_24, var_26, var_28);
        var_30 = generic_000001_f2_0(var_8, var_29, var_s0);
        var_31 = wp::max(var_s0, var_30);
        var_32 = wp::cos(var_31);
        var_33 = wp::add(var_8, var_32);
    }
    var_34 = wp::where(var_21, var_33, var_8);
    // v9 = (((v6 * v7) + wp.lerp(v7, type(s0)(-0.6), type(s0)(0.25))) * wp.vector(type(s0)(1.376), type(s0)(1.19), type(s0)(-0.173)))       <L 8>
    var_35 = wp::mul(var_2, var_5);
    var_37 = wp::float32(var_36);
    var_39 = wp::float32(var_38);
    var_40 = wp::lerp(var_5, var_37, var_39);
    var_41 = wp::add(var_35, var_40);
    var_43 = wp::float32(var_42);
    var_45 = wp::float32(var_44);
    var_47 = wp::float32(var_46);
    var_48 = wp::vec_t<3, wp::float32>(var_43, var_45, var_47);
    var_49 = wp::mul(var_41, var_48);
    // v10 = generic_000001_f1(type(s0)(-1.7), v7)                                            <L 9>
    var_51 = wp::float32(var_50);
    var_52 = generic_000001_f1_0(var_51, var_5);
    // out0[tid] = v8 + s0 + v10 + v8 * type(s0)(1.57)                                        <L 10>
    var_53 = wp::add(var_34, var_s0);
    var_54 = wp::add(var_53, var_52);
    var_56 = wp::float32(var_55);
    var_57 = wp::mul(var_34, var_56);
    var_58 = wp::add(var_54, var_57);
    wp::array_store(var_out0, var_0, var_58);
    // out1[tid] = v8 + s0 + v10 + ((v10 + v8) + v6) * type(s0)(0.6)                          <L 11>
    var_59 = wp::add(var_34, var_s0);
    var_60 = wp::add(var_59, var_52);
    var_61 = wp::add(var_52, var_34);
    var_62 = wp::add(var_61, var_2);
    var_64 = wp::float32(var_63);
    var_65 = wp::mul(var_62, var_64);
    var_66 = wp::add(var_60, var_65);
    wp::array_store(var_out1, var_0, var_66);
}



template <bool wp_linear_contiguous>
static void generic_000001_t_f5152fd9_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_generic_000001_t_f5152fd9 *_wp_args,
    wp_args_generic_000001_t_f5152fd9 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::float32 var_s0 = _wp_args->s0;
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::float32 adj_s0 = _wp_adj_args->s0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float32> adj_x2 = _wp_adj_args->x2;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::float32> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 1.735;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::int32 var_13 = 5;
    wp::int32 var_14;
    wp::shape_t* var_15;
    const wp::int32 var_16 = 0;
    wp::int32 var_17;
    wp::shape_t var_18;
    wp::int32 var_19;
    wp::float32* var_20;
    bool var_21;
    wp::float32 var_22;
    const wp::float32 var_23 = 1.7;
    wp::float32 var_24;
    const wp::float32 var_25 = -1.2;
    wp::float32 var_26;
    const wp::float32 var_27 = -0.8;
    wp::float32 var_28;
    wp::vec_t<3, wp::float32> var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::float32 var_36 = -0.6;
    wp::float32 var_37;
    const wp::float32 var_38 = 0.25;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    const wp::float32 var_42 = 1.376;
    wp::float32 var_43;
    const wp::float32 var_44 = 1.19;
    wp::float32 var_45;
    const wp::float32 var_46 = -0.173;
    wp::float32 var_47;
    wp::vec_t<3, wp::float32> var_48;
    wp::vec_t<3, wp::float32> var_49;
    const wp::float32 var_50 = -1.7;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    const wp::float32 var_55 = 1.57;
    wp::float32 var_56;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    const wp::float32 var_63 = 0.6;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::float32 var_66;
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
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::int32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::shape_t adj_15 = {};
    wp::int32 adj_16 = {};
    wp::int32 adj_17 = {};
    wp::shape_t adj_18 = {};
    wp::int32 adj_19 = {};
    wp::float32 adj_20 = {};
    bool adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::vec_t<3, wp::float32> adj_29 = {};
    wp::float32 adj_30 = {};
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
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::vec_t<3, wp::float32> adj_48 = {};
    wp::vec_t<3, wp::float32> adj_49 = {};
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
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
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
    // if (type(s0)(1.735) * v8) <= x2[(tid + 5) % x2.shape[0]]:                              <L 6>
    var_11 = wp::float32(var_10);
    var_12 = wp::mul(var_11, var_8);
    var_14 = wp::add(var_0, var_13);
    var_15 = &(var_x2.shape);
    var_18 = wp::load(var_15);
    var_17 = wp::extract(var_18, var_16);
    var_19 = wp::mod(var_14, var_17);
    var_20 = wp::address(var_x2, var_19);
    var_22 = wp::load(var_20);
    var_21 = (var_12 <= var_22);
    if (var_21) {
        // v8 += wp.cos(wp.max(s0, generic_000001_f2(v8, wp.vector(type(s0)(1.7), type(s0)(-1.2), type(s0)(-0.8)), s0)))       <L 7>
        var_24 = wp::float32(var_23);
        var_26 = wp::float32(var_25);
        var_28 = wp::float32(var_27);
        var_29 = wp::vec_t<3, wp::float32>(var_24, var_26, var_28);
        var_30 = generic_000001_f2_0(var_8, var_29, var_s0);
        var_31 = wp::max(var_s0, var_30);
        var_32 = wp::cos(var_31);
        var_33 = wp::add(var_8, var_32);
    }
    var_34 = wp::where(var_21, var_33, var_8);
    // v9 = (((v6 * v7) + wp.lerp(v7, type(s0)(-0.6), type(s0)(0.25))) * wp.vector(type(s0)(1.376), type(s0)(1.19), type(s0)(-0.173)))       <L 8>
    var_35 = wp::mul(var_2, var_5);
    var_37 = wp::float32(var_36);
    var_39 = wp::float32(var_38);
    var_40 = wp::lerp(var_5, var_37, var_39);
    var_41 = wp::add(var_35, var_40);
    var_43 = wp::float32(var_42);
    var_45 = wp::float32(var_44);
    var_47 = wp::float32(var_46);
    var_48 = wp::vec_t<3, wp::float32>(var_43, var_45, var_47);
    var_49 = wp::mul(var_41, var_48);
    // v10 = generic_000001_f1(type(s0)(-1.7), v7)                                            <L 9>
    var_51 = wp::float32(var_50);
    var_52 = generic_000001_f1_0(var_51, var_5);
    // out0[tid] = v8 + s0 + v10 + v8 * type(s0)(1.57)                                        <L 10>
    var_53 = wp::add(var_34, var_s0);
    var_54 = wp::add(var_53, var_52);
    var_56 = wp::float32(var_55);
    var_57 = wp::mul(var_34, var_56);
    var_58 = wp::add(var_54, var_57);
    // wp::array_store(var_out0, var_0, var_58);
    // out1[tid] = v8 + s0 + v10 + ((v10 + v8) + v6) * type(s0)(0.6)                          <L 11>
    var_59 = wp::add(var_34, var_s0);
    var_60 = wp::add(var_59, var_52);
    var_61 = wp::add(var_52, var_34);
    var_62 = wp::add(var_61, var_2);
    var_64 = wp::float32(var_63);
    var_65 = wp::mul(var_62, var_64);
    var_66 = wp::add(var_60, var_65);
    // wp::array_store(var_out1, var_0, var_66);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_66, adj_out1, adj_0, adj_66);
    wp::adj_add(var_60, var_65, adj_60, adj_65, adj_66);
    wp::adj_mul(var_62, var_64, adj_62, adj_64, adj_65);
    wp::adj_float32(var_63, adj_63, adj_64);
    wp::adj_add(var_61, var_2, adj_61, adj_2, adj_62);
    wp::adj_add(var_52, var_34, adj_52, adj_34, adj_61);
    wp::adj_add(var_59, var_52, adj_59, adj_52, adj_60);
    wp::adj_add(var_34, var_s0, adj_34, adj_s0, adj_59);
    // adj: out1[tid] = v8 + s0 + v10 + ((v10 + v8) + v6) * type(s0)(0.6)                     <L 11>
    wp::adj_array_store(var_out0, var_0, var_58, adj_out0, adj_0, adj_58);
    wp::adj_add(var_54, var_57, adj_54, adj_57, adj_58);
    wp::adj_mul(var_34, var_56, adj_34, adj_56, adj_57);
    wp::adj_float32(var_55, adj_55, adj_56);
    wp::adj_add(var_53, var_52, adj_53, adj_52, adj_54);
    wp::adj_add(var_34, var_s0, adj_34, adj_s0, adj_53);
    // adj: out0[tid] = v8 + s0 + v10 + v8 * type(s0)(1.57)                                   <L 10>
    adj_generic_000001_f1_0(var_51, var_5, adj_51, adj_5, adj_52);
    wp::adj_float32(var_50, adj_50, adj_51);
    // adj: v10 = generic_000001_f1(type(s0)(-1.7), v7)                                       <L 9>
    wp::adj_mul(var_41, var_48, adj_41, adj_48, adj_49);
    wp::adj_vec_t(var_43, var_45, var_47, adj_43, adj_45, adj_47, adj_48);
    wp::adj_float32(var_46, adj_46, adj_47);
    wp::adj_float32(var_44, adj_44, adj_45);
    wp::adj_float32(var_42, adj_42, adj_43);
    wp::adj_add(var_35, var_40, adj_35, adj_40, adj_41);
    wp::adj_lerp(var_5, var_37, var_39, adj_5, adj_37, adj_39, adj_40);
    wp::adj_float32(var_38, adj_38, adj_39);
    wp::adj_float32(var_36, adj_36, adj_37);
    wp::adj_mul(var_2, var_5, adj_2, adj_5, adj_35);
    // adj: v9 = (((v6 * v7) + wp.lerp(v7, type(s0)(-0.6), type(s0)(0.25))) * wp.vector(type(s0)(1.376), type(s0)(1.19), type(s0)(-0.173)))  <L 8>
    wp::adj_where(var_21, var_33, var_8, adj_21, adj_33, adj_8, adj_34);
    if (var_21) {
        wp::adj_add(var_8, var_32, adj_8, adj_32, adj_33);
        wp::adj_cos(var_31, adj_31, adj_32);
        wp::adj_max(var_s0, var_30, adj_s0, adj_30, adj_31);
        adj_generic_000001_f2_0(var_8, var_29, var_s0, adj_8, adj_29, adj_s0, adj_30);
        wp::adj_vec_t(var_24, var_26, var_28, adj_24, adj_26, adj_28, adj_29);
        wp::adj_float32(var_27, adj_27, adj_28);
        wp::adj_float32(var_25, adj_25, adj_26);
        wp::adj_float32(var_23, adj_23, adj_24);
        // adj: v8 += wp.cos(wp.max(s0, generic_000001_f2(v8, wp.vector(type(s0)(1.7), type(s0)(-1.2), type(s0)(-0.8)), s0)))  <L 7>
    }
    wp::adj_address(var_x2, var_19, adj_x2, adj_19, adj_20);
    wp::adj_mod(var_14, var_17, adj_14, adj_17, adj_19);
    adj_x2.shape = adj_15;
    wp::adj_add(var_0, var_13, adj_0, adj_13, adj_14);
    wp::adj_mul(var_11, var_8, adj_11, adj_8, adj_12);
    wp::adj_float32(var_10, adj_10, adj_11);
    // adj: if (type(s0)(1.735) * v8) <= x2[(tid + 5) % x2.shape[0]]:                         <L 6>
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
    return;
}



struct generic_000001_t_f5152fd9_cpu_block_payload_forward
{
    wp_args_generic_000001_t_f5152fd9* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void generic_000001_t_f5152fd9_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    generic_000001_t_f5152fd9_cpu_block_payload_forward* payload = (generic_000001_t_f5152fd9_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    generic_000001_t_f5152fd9_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void generic_000001_t_f5152fd9_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_generic_000001_t_f5152fd9 *_wp_args)
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
        generic_000001_t_f5152fd9_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &generic_000001_t_f5152fd9_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct generic_000001_t_f5152fd9_cpu_block_payload_backward
{
    wp_args_generic_000001_t_f5152fd9* args;
    wp_args_generic_000001_t_f5152fd9* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void generic_000001_t_f5152fd9_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    generic_000001_t_f5152fd9_cpu_block_payload_backward* payload = (generic_000001_t_f5152fd9_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    generic_000001_t_f5152fd9_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void generic_000001_t_f5152fd9_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_generic_000001_t_f5152fd9 *_wp_args,
    wp_args_generic_000001_t_f5152fd9 *_wp_adj_args)
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
        generic_000001_t_f5152fd9_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &generic_000001_t_f5152fd9_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

