// Generated for case generic-000000 with warp-lang 1.19.0. Do not edit.
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


// generic-000000.py:0
static wp::float64 generic_000000_f0_0(
    wp::float64 var_p0)
{
    //---------
    // primal vars
    wp::float64 var_0;
    wp::float64 var_1;
    wp::float64 var_2;
    wp::vec_t<3, wp::float64> var_3;
    wp::float64 var_4;
    wp::float64 var_5;
    wp::float64 var_6;
    wp::vec_t<3, wp::float64> var_7;
    wp::float64 var_8;
    wp::float64 var_9;
    wp::float64 var_10;
    wp::vec_t<3, wp::float64> var_11;
    wp::float64 var_12;
    wp::float64 var_13;
    wp::float64 var_14;
    wp::float64 var_15;
    //---------
    // forward
    // def generic_000000_f0(p0: Any):                                                        <L 1>
    // v0 = -(wp.dot(wp.vector(type(p0)(-0.59), type(p0)(-1.43), type(p0)(-0.7)), (wp.vector(type(p0)(1.5), type(p0)(1.97), type(p0)(-1.3)) / (wp.abs(p0) + type(p0)(1.0)))))       <L 2>
    var_0 = -0.59;
    var_1 = -1.43;
    var_2 = -0.7;
    var_3 = wp::vec_t<3, wp::float64>(var_0, var_1, var_2);
    var_4 = 1.5;
    var_5 = 1.97;
    var_6 = -1.3;
    var_7 = wp::vec_t<3, wp::float64>(var_4, var_5, var_6);
    var_8 = wp::abs(var_p0);
    var_9 = 1.0;
    var_10 = wp::add(var_8, var_9);
    var_11 = wp::div(var_7, var_10);
    var_12 = wp::dot(var_3, var_11);
    var_13 = wp::neg(var_12);
    // return (p0 - (v0 + v0))                                                                <L 3>
    var_14 = wp::add(var_13, var_13);
    var_15 = wp::sub(var_p0, var_14);
    return var_15;
}


// generic-000000.py:0
static wp::vec_t<3, wp::float64> generic_000000_f1_0(
    wp::float64 var_p0,
    wp::vec_t<3, wp::float64> var_p1)
{
    //---------
    // primal vars
    wp::vec_t<3, wp::float64> var_0;
    wp::float64 var_1;
    wp::float64 var_2;
    wp::float64 var_3;
    wp::float64 var_4;
    wp::float64 var_5;
    wp::float64 var_6;
    wp::vec_t<3, wp::float64> var_7;
    wp::float64 var_8;
    wp::float64 var_9;
    wp::float64 var_10;
    wp::float64 var_11;
    wp::float64 var_12;
    bool var_13;
    wp::vec_t<3, wp::float64> var_14;
    wp::vec_t<3, wp::float64> var_15;
    wp::float64 var_16;
    wp::float64 var_17;
    wp::float64 var_18;
    wp::float64 var_19;
    wp::vec_t<3, wp::float64> var_20;
    //---------
    // forward
    // def generic_000000_f1(p0: Any, p1: Any):                                               <L 1>
    // v1 = p1                                                                                <L 2>
    var_0 = wp::copy(var_p1);
    // v2 = wp.sqrt(wp.abs((wp.dot(p1, v1) - p0)) + type(p0)(0.5))                            <L 3>
    var_1 = wp::dot(var_p1, var_0);
    var_2 = wp::sub(var_1, var_p0);
    var_3 = wp::abs(var_2);
    var_4 = 0.5;
    var_5 = wp::add(var_3, var_4);
    var_6 = wp::sqrt(var_5);
    // v3 = (wp.length((p1 - p1)) - (v2 - (type(p0)(0.503) * p0)))                            <L 4>
    var_7 = wp::sub(var_p1, var_p1);
    var_8 = wp::length(var_7);
    var_9 = 0.503;
    var_10 = wp::mul(var_9, var_p0);
    var_11 = wp::sub(var_6, var_10);
    var_12 = wp::sub(var_8, var_11);
    // if p0 > p0:                                                                            <L 5>
    var_13 = (var_p0 > var_p0);
    if (var_13) {
        // return (p1 + v1)                                                                   <L 6>
        var_14 = wp::add(var_p1, var_0);
        return var_14;
    }
    // return ((v1 * v2) / (wp.abs(generic_000000_f0(p0)) + type(p0)(1.0)))                   <L 7>
    var_15 = wp::mul(var_0, var_6);
    var_16 = generic_000000_f0_0(var_p0);
    var_17 = wp::abs(var_16);
    var_18 = 1.0;
    var_19 = wp::add(var_17, var_18);
    var_20 = wp::div(var_15, var_19);
    return var_20;
}


// generic-000000.py:0
static wp::float64 generic_000000_f2_0(
    wp::vec_t<3, wp::float64> var_p0,
    wp::float64 var_p1,
    wp::vec_t<3, wp::float64> var_p2)
{
    //---------
    // primal vars
    wp::float64 var_0;
    wp::float64 var_1;
    wp::float64 var_2;
    wp::vec_t<3, wp::float64> var_3;
    wp::float64 var_4;
    wp::vec_t<3, wp::float64> var_5;
    wp::float64 var_6;
    wp::float64 var_7;
    bool var_8;
    wp::float64 var_9;
    wp::float64 var_10;
    wp::float64 var_11;
    //---------
    // forward
    // def generic_000000_f2(p0: Any, p1: Any, p2: Any):                                      <L 1>
    // v4 = wp.vector(type(p1)(0.163), type(p1)(1.0), type(p1)(-0.819))                       <L 2>
    var_0 = 0.163;
    var_1 = 1.0;
    var_2 = -0.819;
    var_3 = wp::vec_t<3, wp::float64>(var_0, var_1, var_2);
    // v5 = wp.erf(wp.length(generic_000000_f1(type(p1)(-0.883), p2)))                        <L 3>
    var_4 = -0.883;
    var_5 = generic_000000_f1_0(var_4, var_p2);
    var_6 = wp::length(var_5);
    var_7 = wp::erf(var_6);
    // if p1 > v5:                                                                            <L 4>
    var_8 = (var_p1 > var_7);
    if (var_8) {
        // return p1                                                                          <L 5>
        return var_p1;
    }
    // return (generic_000000_f0(p1) * (p1 * p1))                                             <L 6>
    var_9 = generic_000000_f0_0(var_p1);
    var_10 = wp::mul(var_p1, var_p1);
    var_11 = wp::mul(var_9, var_10);
    return var_11;
}


// generic-000000.py:0
static void adj_generic_000000_f0_0(
    wp::float64 var_p0,
    wp::float64 & adj_p0,
    wp::float64 & adj_ret)
{
    //---------
    // primal vars
    wp::float64 var_0;
    wp::float64 var_1;
    wp::float64 var_2;
    wp::vec_t<3, wp::float64> var_3;
    wp::float64 var_4;
    wp::float64 var_5;
    wp::float64 var_6;
    wp::vec_t<3, wp::float64> var_7;
    wp::float64 var_8;
    wp::float64 var_9;
    wp::float64 var_10;
    wp::vec_t<3, wp::float64> var_11;
    wp::float64 var_12;
    wp::float64 var_13;
    wp::float64 var_14;
    wp::float64 var_15;
    //---------
    // dual vars
    wp::float64 adj_0 = {};
    wp::float64 adj_1 = {};
    wp::float64 adj_2 = {};
    wp::vec_t<3, wp::float64> adj_3 = {};
    wp::float64 adj_4 = {};
    wp::float64 adj_5 = {};
    wp::float64 adj_6 = {};
    wp::vec_t<3, wp::float64> adj_7 = {};
    wp::float64 adj_8 = {};
    wp::float64 adj_9 = {};
    wp::float64 adj_10 = {};
    wp::vec_t<3, wp::float64> adj_11 = {};
    wp::float64 adj_12 = {};
    wp::float64 adj_13 = {};
    wp::float64 adj_14 = {};
    wp::float64 adj_15 = {};
    //---------
    // forward
    // def generic_000000_f0(p0: Any):                                                        <L 1>
    // v0 = -(wp.dot(wp.vector(type(p0)(-0.59), type(p0)(-1.43), type(p0)(-0.7)), (wp.vector(type(p0)(1.5), type(p0)(1.97), type(p0)(-1.3)) / (wp.abs(p0) + type(p0)(1.0)))))       <L 2>
    var_0 = -0.59;
    var_1 = -1.43;
    var_2 = -0.7;
    var_3 = wp::vec_t<3, wp::float64>(var_0, var_1, var_2);
    var_4 = 1.5;
    var_5 = 1.97;
    var_6 = -1.3;
    var_7 = wp::vec_t<3, wp::float64>(var_4, var_5, var_6);
    var_8 = wp::abs(var_p0);
    var_9 = 1.0;
    var_10 = wp::add(var_8, var_9);
    var_11 = wp::div(var_7, var_10);
    var_12 = wp::dot(var_3, var_11);
    var_13 = wp::neg(var_12);
    // return (p0 - (v0 + v0))                                                                <L 3>
    var_14 = wp::add(var_13, var_13);
    var_15 = wp::sub(var_p0, var_14);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_15 += adj_ret;
    wp::adj_sub(var_p0, var_14, adj_p0, adj_14, adj_15);
    wp::adj_add(var_13, var_13, adj_13, adj_13, adj_14);
    // adj: return (p0 - (v0 + v0))                                                           <L 3>
    wp::adj_neg(var_12, adj_12, adj_13);
    wp::adj_dot(var_3, var_11, adj_3, adj_11, adj_12);
    wp::adj_div(var_7, var_10, adj_7, adj_10, adj_11);
    wp::adj_add(var_8, var_9, adj_8, adj_9, adj_10);
    wp::adj_abs(var_p0, adj_p0, adj_8);
    wp::adj_vec_t(var_4, var_5, var_6, adj_4, adj_5, adj_6, adj_7);
    wp::adj_vec_t(var_0, var_1, var_2, adj_0, adj_1, adj_2, adj_3);
    // adj: v0 = -(wp.dot(wp.vector(type(p0)(-0.59), type(p0)(-1.43), type(p0)(-0.7)), (wp.vector(type(p0)(1.5), type(p0)(1.97), type(p0)(-1.3)) / (wp.abs(p0) + type(p0)(1.0)))))  <L 2>
    // adj: def generic_000000_f0(p0: Any):                                                   <L 1>
    return;
}


// generic-000000.py:0
static void adj_generic_000000_f1_0(
    wp::float64 var_p0,
    wp::vec_t<3, wp::float64> var_p1,
    wp::float64 & adj_p0,
    wp::vec_t<3, wp::float64> & adj_p1,
    wp::vec_t<3, wp::float64> & adj_ret)
{
    //---------
    // primal vars
    wp::vec_t<3, wp::float64> var_0;
    wp::float64 var_1;
    wp::float64 var_2;
    wp::float64 var_3;
    wp::float64 var_4;
    wp::float64 var_5;
    wp::float64 var_6;
    wp::vec_t<3, wp::float64> var_7;
    wp::float64 var_8;
    wp::float64 var_9;
    wp::float64 var_10;
    wp::float64 var_11;
    wp::float64 var_12;
    bool var_13;
    wp::vec_t<3, wp::float64> var_14;
    wp::vec_t<3, wp::float64> var_15;
    wp::float64 var_16;
    wp::float64 var_17;
    wp::float64 var_18;
    wp::float64 var_19;
    wp::vec_t<3, wp::float64> var_20;
    //---------
    // dual vars
    wp::vec_t<3, wp::float64> adj_0 = {};
    wp::float64 adj_1 = {};
    wp::float64 adj_2 = {};
    wp::float64 adj_3 = {};
    wp::float64 adj_4 = {};
    wp::float64 adj_5 = {};
    wp::float64 adj_6 = {};
    wp::vec_t<3, wp::float64> adj_7 = {};
    wp::float64 adj_8 = {};
    wp::float64 adj_9 = {};
    wp::float64 adj_10 = {};
    wp::float64 adj_11 = {};
    wp::float64 adj_12 = {};
    bool adj_13 = {};
    wp::vec_t<3, wp::float64> adj_14 = {};
    wp::vec_t<3, wp::float64> adj_15 = {};
    wp::float64 adj_16 = {};
    wp::float64 adj_17 = {};
    wp::float64 adj_18 = {};
    wp::float64 adj_19 = {};
    wp::vec_t<3, wp::float64> adj_20 = {};
    //---------
    // forward
    // def generic_000000_f1(p0: Any, p1: Any):                                               <L 1>
    // v1 = p1                                                                                <L 2>
    var_0 = wp::copy(var_p1);
    // v2 = wp.sqrt(wp.abs((wp.dot(p1, v1) - p0)) + type(p0)(0.5))                            <L 3>
    var_1 = wp::dot(var_p1, var_0);
    var_2 = wp::sub(var_1, var_p0);
    var_3 = wp::abs(var_2);
    var_4 = 0.5;
    var_5 = wp::add(var_3, var_4);
    var_6 = wp::sqrt(var_5);
    // v3 = (wp.length((p1 - p1)) - (v2 - (type(p0)(0.503) * p0)))                            <L 4>
    var_7 = wp::sub(var_p1, var_p1);
    var_8 = wp::length(var_7);
    var_9 = 0.503;
    var_10 = wp::mul(var_9, var_p0);
    var_11 = wp::sub(var_6, var_10);
    var_12 = wp::sub(var_8, var_11);
    // if p0 > p0:                                                                            <L 5>
    var_13 = (var_p0 > var_p0);
    if (var_13) {
        // return (p1 + v1)                                                                   <L 6>
        var_14 = wp::add(var_p1, var_0);
        goto label0;
    }
    // return ((v1 * v2) / (wp.abs(generic_000000_f0(p0)) + type(p0)(1.0)))                   <L 7>
    var_15 = wp::mul(var_0, var_6);
    var_16 = generic_000000_f0_0(var_p0);
    var_17 = wp::abs(var_16);
    var_18 = 1.0;
    var_19 = wp::add(var_17, var_18);
    var_20 = wp::div(var_15, var_19);
    goto label1;
    //---------
    // reverse
    label1:;
    adj_20 += adj_ret;
    wp::adj_div(var_15, var_19, adj_15, adj_19, adj_20);
    wp::adj_add(var_17, var_18, adj_17, adj_18, adj_19);
    wp::adj_abs(var_16, adj_16, adj_17);
    adj_generic_000000_f0_0(var_p0, adj_p0, adj_16);
    wp::adj_mul(var_0, var_6, adj_0, adj_6, adj_15);
    // adj: return ((v1 * v2) / (wp.abs(generic_000000_f0(p0)) + type(p0)(1.0)))              <L 7>
    if (var_13) {
        label0:;
        adj_14 += adj_ret;
        wp::adj_add(var_p1, var_0, adj_p1, adj_0, adj_14);
        // adj: return (p1 + v1)                                                              <L 6>
    }
    // adj: if p0 > p0:                                                                       <L 5>
    wp::adj_sub(var_8, var_11, adj_8, adj_11, adj_12);
    wp::adj_sub(var_6, var_10, adj_6, adj_10, adj_11);
    wp::adj_mul(var_9, var_p0, adj_9, adj_p0, adj_10);
    wp::adj_length(var_7, var_8, adj_7, adj_8);
    wp::adj_sub(var_p1, var_p1, adj_p1, adj_p1, adj_7);
    // adj: v3 = (wp.length((p1 - p1)) - (v2 - (type(p0)(0.503) * p0)))                       <L 4>
    wp::adj_sqrt(var_5, var_6, adj_5, adj_6);
    wp::adj_add(var_3, var_4, adj_3, adj_4, adj_5);
    wp::adj_abs(var_2, adj_2, adj_3);
    wp::adj_sub(var_1, var_p0, adj_1, adj_p0, adj_2);
    wp::adj_dot(var_p1, var_0, adj_p1, adj_0, adj_1);
    // adj: v2 = wp.sqrt(wp.abs((wp.dot(p1, v1) - p0)) + type(p0)(0.5))                       <L 3>
    wp::adj_copy(var_p1, adj_p1, adj_0);
    // adj: v1 = p1                                                                           <L 2>
    // adj: def generic_000000_f1(p0: Any, p1: Any):                                          <L 1>
    return;
}


// generic-000000.py:0
static void adj_generic_000000_f2_0(
    wp::vec_t<3, wp::float64> var_p0,
    wp::float64 var_p1,
    wp::vec_t<3, wp::float64> var_p2,
    wp::vec_t<3, wp::float64> & adj_p0,
    wp::float64 & adj_p1,
    wp::vec_t<3, wp::float64> & adj_p2,
    wp::float64 & adj_ret)
{
    //---------
    // primal vars
    wp::float64 var_0;
    wp::float64 var_1;
    wp::float64 var_2;
    wp::vec_t<3, wp::float64> var_3;
    wp::float64 var_4;
    wp::vec_t<3, wp::float64> var_5;
    wp::float64 var_6;
    wp::float64 var_7;
    bool var_8;
    wp::float64 var_9;
    wp::float64 var_10;
    wp::float64 var_11;
    //---------
    // dual vars
    wp::float64 adj_0 = {};
    wp::float64 adj_1 = {};
    wp::float64 adj_2 = {};
    wp::vec_t<3, wp::float64> adj_3 = {};
    wp::float64 adj_4 = {};
    wp::vec_t<3, wp::float64> adj_5 = {};
    wp::float64 adj_6 = {};
    wp::float64 adj_7 = {};
    bool adj_8 = {};
    wp::float64 adj_9 = {};
    wp::float64 adj_10 = {};
    wp::float64 adj_11 = {};
    //---------
    // forward
    // def generic_000000_f2(p0: Any, p1: Any, p2: Any):                                      <L 1>
    // v4 = wp.vector(type(p1)(0.163), type(p1)(1.0), type(p1)(-0.819))                       <L 2>
    var_0 = 0.163;
    var_1 = 1.0;
    var_2 = -0.819;
    var_3 = wp::vec_t<3, wp::float64>(var_0, var_1, var_2);
    // v5 = wp.erf(wp.length(generic_000000_f1(type(p1)(-0.883), p2)))                        <L 3>
    var_4 = -0.883;
    var_5 = generic_000000_f1_0(var_4, var_p2);
    var_6 = wp::length(var_5);
    var_7 = wp::erf(var_6);
    // if p1 > v5:                                                                            <L 4>
    var_8 = (var_p1 > var_7);
    if (var_8) {
        // return p1                                                                          <L 5>
        goto label0;
    }
    // return (generic_000000_f0(p1) * (p1 * p1))                                             <L 6>
    var_9 = generic_000000_f0_0(var_p1);
    var_10 = wp::mul(var_p1, var_p1);
    var_11 = wp::mul(var_9, var_10);
    goto label1;
    //---------
    // reverse
    label1:;
    adj_11 += adj_ret;
    wp::adj_mul(var_9, var_10, adj_9, adj_10, adj_11);
    wp::adj_mul(var_p1, var_p1, adj_p1, adj_p1, adj_10);
    adj_generic_000000_f0_0(var_p1, adj_p1, adj_9);
    // adj: return (generic_000000_f0(p1) * (p1 * p1))                                        <L 6>
    if (var_8) {
        label0:;
        adj_p1 += adj_ret;
        // adj: return p1                                                                     <L 5>
    }
    // adj: if p1 > v5:                                                                       <L 4>
    wp::adj_erf(var_6, adj_6, adj_7);
    wp::adj_length(var_5, var_6, adj_5, adj_6);
    adj_generic_000000_f1_0(var_4, var_p2, adj_4, adj_p2, adj_5);
    // adj: v5 = wp.erf(wp.length(generic_000000_f1(type(p1)(-0.883), p2)))                   <L 3>
    wp::adj_vec_t(var_0, var_1, var_2, adj_0, adj_1, adj_2, adj_3);
    // adj: v4 = wp.vector(type(p1)(0.163), type(p1)(1.0), type(p1)(-0.819))                  <L 2>
    // adj: def generic_000000_f2(p0: Any, p1: Any, p2: Any):                                 <L 1>
    return;
}

struct wp_args_generic_000000_t_60dfb8f0 {
    wp::float64 s0;
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::float32> out1;
};


template <bool wp_linear_contiguous>
static void generic_000000_t_60dfb8f0_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_generic_000000_t_60dfb8f0 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::float64 var_s0 = _wp_args->s0;
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float64 var_4;
    wp::float64 var_5;
    wp::float64 var_6;
    wp::vec_t<3, wp::float64> var_7;
    wp::vec_t<3, wp::float64> var_8;
    const wp::int32 var_9 = 0;
    wp::float32 var_10;
    const wp::float32 var_11 = 0.5;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 1.7;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::vec_t<3, wp::float64> var_18;
    wp::float64 var_19;
    wp::float64 var_20;
    wp::float64 var_21;
    wp::float64 var_22;
    wp::float64 var_23;
    wp::float64 var_24;
    wp::vec_t<3, wp::float64> var_25;
    wp::float64 var_26;
    wp::float64 var_27;
    wp::float64 var_28;
    wp::float64 var_29;
    wp::float64 var_30;
    wp::float64 var_31;
    wp::vec_t<3, wp::float64> var_32;
    wp::vec_t<3, wp::float64> var_33;
    wp::float64 var_34;
    wp::float64 var_35;
    wp::float64 var_36;
    wp::float64 var_37;
    wp::vec_t<3, wp::float64> var_38;
    wp::float64 var_39;
    wp::float64 var_40;
    wp::float64 var_41;
    wp::float64 var_42;
    wp::vec_t<3, wp::float64> var_43;
    const wp::int32 var_44 = 1;
    wp::float32 var_45;
    const wp::float32 var_46 = 0.5;
    wp::float32 var_47;
    wp::float32 var_48;
    const wp::float32 var_49 = 1.7;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::vec_t<3, wp::float64> var_53;
    wp::float64 var_54;
    wp::float64 var_55;
    wp::float64 var_56;
    wp::float64 var_57;
    wp::float64 var_58;
    wp::float64 var_59;
    wp::vec_t<3, wp::float64> var_60;
    wp::float64 var_61;
    wp::float64 var_62;
    wp::float64 var_63;
    wp::float64 var_64;
    wp::float64 var_65;
    wp::float64 var_66;
    wp::vec_t<3, wp::float64> var_67;
    wp::vec_t<3, wp::float64> var_68;
    wp::float64 var_69;
    wp::float64 var_70;
    wp::float64 var_71;
    wp::float64 var_72;
    wp::vec_t<3, wp::float64> var_73;
    wp::float64 var_74;
    wp::float64 var_75;
    wp::float64 var_76;
    wp::float64 var_77;
    wp::vec_t<3, wp::float64> var_78;
    const wp::int32 var_79 = 2;
    wp::float32 var_80;
    const wp::float32 var_81 = 0.5;
    wp::float32 var_82;
    wp::float32 var_83;
    const wp::float32 var_84 = 1.7;
    wp::float32 var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    wp::vec_t<3, wp::float64> var_88;
    wp::float64 var_89;
    wp::float64 var_90;
    wp::float64 var_91;
    wp::float64 var_92;
    wp::float64 var_93;
    wp::float64 var_94;
    wp::vec_t<3, wp::float64> var_95;
    wp::float64 var_96;
    wp::float64 var_97;
    wp::float64 var_98;
    wp::float64 var_99;
    wp::float64 var_100;
    wp::float64 var_101;
    wp::vec_t<3, wp::float64> var_102;
    wp::vec_t<3, wp::float64> var_103;
    wp::float64 var_104;
    wp::float64 var_105;
    wp::float64 var_106;
    wp::float64 var_107;
    wp::vec_t<3, wp::float64> var_108;
    wp::float64 var_109;
    wp::float64 var_110;
    wp::float64 var_111;
    wp::float64 var_112;
    wp::vec_t<3, wp::float64> var_113;
    const wp::int32 var_114 = 3;
    wp::float32 var_115;
    const wp::float32 var_116 = 0.5;
    wp::float32 var_117;
    wp::float32 var_118;
    const wp::float32 var_119 = 1.7;
    wp::float32 var_120;
    wp::float32 var_121;
    wp::float32 var_122;
    wp::vec_t<3, wp::float64> var_123;
    wp::float64 var_124;
    wp::float64 var_125;
    wp::float64 var_126;
    wp::float64 var_127;
    wp::float64 var_128;
    wp::float64 var_129;
    wp::vec_t<3, wp::float64> var_130;
    wp::float64 var_131;
    wp::float64 var_132;
    wp::float64 var_133;
    wp::float64 var_134;
    wp::float64 var_135;
    wp::float64 var_136;
    wp::vec_t<3, wp::float64> var_137;
    wp::vec_t<3, wp::float64> var_138;
    wp::float64 var_139;
    wp::float64 var_140;
    wp::float64 var_141;
    wp::float64 var_142;
    wp::vec_t<3, wp::float64> var_143;
    wp::float64 var_144;
    wp::float64 var_145;
    wp::float64 var_146;
    wp::float64 var_147;
    wp::vec_t<3, wp::float64> var_148;
    const wp::int32 var_149 = 4;
    wp::float32 var_150;
    const wp::float32 var_151 = 0.5;
    wp::float32 var_152;
    wp::float32 var_153;
    const wp::float32 var_154 = 1.7;
    wp::float32 var_155;
    wp::float32 var_156;
    wp::float32 var_157;
    wp::vec_t<3, wp::float64> var_158;
    wp::float64 var_159;
    wp::float64 var_160;
    wp::float64 var_161;
    wp::float64 var_162;
    wp::float64 var_163;
    wp::float64 var_164;
    wp::vec_t<3, wp::float64> var_165;
    wp::float64 var_166;
    wp::float64 var_167;
    wp::float64 var_168;
    wp::float64 var_169;
    wp::float64 var_170;
    wp::float64 var_171;
    wp::vec_t<3, wp::float64> var_172;
    wp::vec_t<3, wp::float64> var_173;
    wp::float64 var_174;
    wp::float64 var_175;
    wp::float64 var_176;
    wp::float64 var_177;
    wp::vec_t<3, wp::float64> var_178;
    wp::float64 var_179;
    wp::float64 var_180;
    wp::float64 var_181;
    wp::float64 var_182;
    wp::vec_t<3, wp::float64> var_183;
    const wp::int32 var_184 = 5;
    wp::float32 var_185;
    const wp::float32 var_186 = 0.5;
    wp::float32 var_187;
    wp::float32 var_188;
    const wp::float32 var_189 = 1.7;
    wp::float32 var_190;
    wp::float32 var_191;
    wp::float32 var_192;
    wp::vec_t<3, wp::float64> var_193;
    wp::float64 var_194;
    wp::float64 var_195;
    wp::float64 var_196;
    wp::float64 var_197;
    wp::float64 var_198;
    wp::float64 var_199;
    wp::vec_t<3, wp::float64> var_200;
    wp::float64 var_201;
    wp::float64 var_202;
    wp::float64 var_203;
    wp::float64 var_204;
    wp::float64 var_205;
    wp::float64 var_206;
    wp::vec_t<3, wp::float64> var_207;
    wp::vec_t<3, wp::float64> var_208;
    wp::float64 var_209;
    wp::float64 var_210;
    wp::float64 var_211;
    wp::float64 var_212;
    wp::vec_t<3, wp::float64> var_213;
    wp::float64 var_214;
    wp::float64 var_215;
    wp::float64 var_216;
    wp::float64 var_217;
    wp::vec_t<3, wp::float64> var_218;
    wp::float32 var_219;
    wp::float32 var_220;
    const wp::float32 var_221 = 0.46;
    wp::float32 var_222;
    wp::float32 var_223;
    const wp::float32 var_224 = -1.104;
    wp::float32 var_225;
    const wp::int32 var_226 = 5;
    wp::int32 var_227;
    wp::shape_t* var_228;
    const wp::int32 var_229 = 0;
    wp::int32 var_230;
    wp::shape_t var_231;
    wp::int32 var_232;
    wp::float32* var_233;
    wp::float32 var_234;
    wp::float32 var_235;
    const wp::float32 var_236 = 1.61;
    wp::float32 var_237;
    wp::float32 var_238;
    //---------
    // forward
    // def generic_000000_t(s0: Any, x0: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):       <L 1>
    // tid = wp.tid()                                                                         <L 2>
    var_0 = builtin_tid1d();
    // v6 = x0[tid]                                                                           <L 3>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v7 = generic_000000_f1(s0, wp.vector(type(s0)(-0.46), type(s0)(1.0), type(s0)(-0.4)))       <L 4>
    var_4 = -0.46;
    var_5 = 1.0;
    var_6 = -0.4;
    var_7 = wp::vec_t<3, wp::float64>(var_4, var_5, var_6);
    var_8 = generic_000000_f1_0(var_s0, var_7);
    // for j8 in range(6):                                                                    <L 5>
    // v6 = v6 + wp.sin((wp.sqrt(wp.abs(v6) + 0.5) - 1.7))                                    <L 6>
    var_10 = wp::abs(var_2);
    var_12 = wp::add(var_10, var_11);
    var_13 = wp::sqrt(var_12);
    var_15 = wp::sub(var_13, var_14);
    var_16 = wp::sin(var_15);
    var_17 = wp::add(var_2, var_16);
    // v9 = ((v7 + v7) / (wp.abs((-(s0) * generic_000000_f2(v7, s0, v7))) + type(s0)(1.0)))       <L 7>
    var_18 = wp::add(var_8, var_8);
    var_19 = wp::neg(var_s0);
    var_20 = generic_000000_f2_0(var_8, var_s0, var_8);
    var_21 = wp::mul(var_19, var_20);
    var_22 = wp::abs(var_21);
    var_23 = 1.0;
    var_24 = wp::add(var_22, var_23);
    var_25 = wp::div(var_18, var_24);
    // v10 = wp.vector(wp.lerp(s0, (s0 + s0), type(s0)(0.25)), generic_000000_f2(wp.normalize(wp.vector(type(s0)(0.4), type(s0)(-0.5), type(s0)(-1.236))), generic_000000_f2(v9, s0, v7), (v7 / (wp.abs(s0) + type(s0)(1.0)))), (generic_000000_f0(s0) + wp.min(s0, s0)))       <L 8>
    var_26 = wp::add(var_s0, var_s0);
    var_27 = 0.25;
    var_28 = wp::lerp(var_s0, var_26, var_27);
    var_29 = 0.4;
    var_30 = -0.5;
    var_31 = -1.236;
    var_32 = wp::vec_t<3, wp::float64>(var_29, var_30, var_31);
    var_33 = wp::normalize(var_32);
    var_34 = generic_000000_f2_0(var_25, var_s0, var_8);
    var_35 = wp::abs(var_s0);
    var_36 = 1.0;
    var_37 = wp::add(var_35, var_36);
    var_38 = wp::div(var_8, var_37);
    var_39 = generic_000000_f2_0(var_33, var_34, var_38);
    var_40 = generic_000000_f0_0(var_s0);
    var_41 = wp::min(var_s0, var_s0);
    var_42 = wp::add(var_40, var_41);
    var_43 = wp::vec_t<3, wp::float64>(var_28, var_39, var_42);
    // v6 = v6 + wp.sin((wp.sqrt(wp.abs(v6) + 0.5) - 1.7))                                    <L 6>
    var_45 = wp::abs(var_17);
    var_47 = wp::add(var_45, var_46);
    var_48 = wp::sqrt(var_47);
    var_50 = wp::sub(var_48, var_49);
    var_51 = wp::sin(var_50);
    var_52 = wp::add(var_17, var_51);
    // v9 = ((v7 + v7) / (wp.abs((-(s0) * generic_000000_f2(v7, s0, v7))) + type(s0)(1.0)))       <L 7>
    var_53 = wp::add(var_8, var_8);
    var_54 = wp::neg(var_s0);
    var_55 = generic_000000_f2_0(var_8, var_s0, var_8);
    var_56 = wp::mul(var_54, var_55);
    var_57 = wp::abs(var_56);
    var_58 = 1.0;
    var_59 = wp::add(var_57, var_58);
    var_60 = wp::div(var_53, var_59);
    // v10 = wp.vector(wp.lerp(s0, (s0 + s0), type(s0)(0.25)), generic_000000_f2(wp.normalize(wp.vector(type(s0)(0.4), type(s0)(-0.5), type(s0)(-1.236))), generic_000000_f2(v9, s0, v7), (v7 / (wp.abs(s0) + type(s0)(1.0)))), (generic_000000_f0(s0) + wp.min(s0, s0)))       <L 8>
    var_61 = wp::add(var_s0, var_s0);
    var_62 = 0.25;
    var_63 = wp::lerp(var_s0, var_61, var_62);
    var_64 = 0.4;
    var_65 = -0.5;
    var_66 = -1.236;
    var_67 = wp::vec_t<3, wp::float64>(var_64, var_65, var_66);
    var_68 = wp::normalize(var_67);
    var_69 = generic_000000_f2_0(var_60, var_s0, var_8);
    var_70 = wp::abs(var_s0);
    var_71 = 1.0;
    var_72 = wp::add(var_70, var_71);
    var_73 = wp::div(var_8, var_72);
    var_74 = generic_000000_f2_0(var_68, var_69, var_73);
    var_75 = generic_000000_f0_0(var_s0);
    var_76 = wp::min(var_s0, var_s0);
    var_77 = wp::add(var_75, var_76);
    var_78 = wp::vec_t<3, wp::float64>(var_63, var_74, var_77);
    // v6 = v6 + wp.sin((wp.sqrt(wp.abs(v6) + 0.5) - 1.7))                                    <L 6>
    var_80 = wp::abs(var_52);
    var_82 = wp::add(var_80, var_81);
    var_83 = wp::sqrt(var_82);
    var_85 = wp::sub(var_83, var_84);
    var_86 = wp::sin(var_85);
    var_87 = wp::add(var_52, var_86);
    // v9 = ((v7 + v7) / (wp.abs((-(s0) * generic_000000_f2(v7, s0, v7))) + type(s0)(1.0)))       <L 7>
    var_88 = wp::add(var_8, var_8);
    var_89 = wp::neg(var_s0);
    var_90 = generic_000000_f2_0(var_8, var_s0, var_8);
    var_91 = wp::mul(var_89, var_90);
    var_92 = wp::abs(var_91);
    var_93 = 1.0;
    var_94 = wp::add(var_92, var_93);
    var_95 = wp::div(var_88, var_94);
    // v10 = wp.vector(wp.lerp(s0, (s0 + s0), type(s0)(0.25)), generic_000000_f2(wp.normalize(wp.vector(type(s0)(0.4), type(s0)(-0.5), type(s0)(-1.236))), generic_000000_f2(v9, s0, v7), (v7 / (wp.abs(s0) + type(s0)(1.0)))), (generic_000000_f0(s0) + wp.min(s0, s0)))       <L 8>
    var_96 = wp::add(var_s0, var_s0);
    var_97 = 0.25;
    var_98 = wp::lerp(var_s0, var_96, var_97);
    var_99 = 0.4;
    var_100 = -0.5;
    var_101 = -1.236;
    var_102 = wp::vec_t<3, wp::float64>(var_99, var_100, var_101);
    var_103 = wp::normalize(var_102);
    var_104 = generic_000000_f2_0(var_95, var_s0, var_8);
    var_105 = wp::abs(var_s0);
    var_106 = 1.0;
    var_107 = wp::add(var_105, var_106);
    var_108 = wp::div(var_8, var_107);
    var_109 = generic_000000_f2_0(var_103, var_104, var_108);
    var_110 = generic_000000_f0_0(var_s0);
    var_111 = wp::min(var_s0, var_s0);
    var_112 = wp::add(var_110, var_111);
    var_113 = wp::vec_t<3, wp::float64>(var_98, var_109, var_112);
    // v6 = v6 + wp.sin((wp.sqrt(wp.abs(v6) + 0.5) - 1.7))                                    <L 6>
    var_115 = wp::abs(var_87);
    var_117 = wp::add(var_115, var_116);
    var_118 = wp::sqrt(var_117);
    var_120 = wp::sub(var_118, var_119);
    var_121 = wp::sin(var_120);
    var_122 = wp::add(var_87, var_121);
    // v9 = ((v7 + v7) / (wp.abs((-(s0) * generic_000000_f2(v7, s0, v7))) + type(s0)(1.0)))       <L 7>
    var_123 = wp::add(var_8, var_8);
    var_124 = wp::neg(var_s0);
    var_125 = generic_000000_f2_0(var_8, var_s0, var_8);
    var_126 = wp::mul(var_124, var_125);
    var_127 = wp::abs(var_126);
    var_128 = 1.0;
    var_129 = wp::add(var_127, var_128);
    var_130 = wp::div(var_123, var_129);
    // v10 = wp.vector(wp.lerp(s0, (s0 + s0), type(s0)(0.25)), generic_000000_f2(wp.normalize(wp.vector(type(s0)(0.4), type(s0)(-0.5), type(s0)(-1.236))), generic_000000_f2(v9, s0, v7), (v7 / (wp.abs(s0) + type(s0)(1.0)))), (generic_000000_f0(s0) + wp.min(s0, s0)))       <L 8>
    var_131 = wp::add(var_s0, var_s0);
    var_132 = 0.25;
    var_133 = wp::lerp(var_s0, var_131, var_132);
    var_134 = 0.4;
    var_135 = -0.5;
    var_136 = -1.236;
    var_137 = wp::vec_t<3, wp::float64>(var_134, var_135, var_136);
    var_138 = wp::normalize(var_137);
    var_139 = generic_000000_f2_0(var_130, var_s0, var_8);
    var_140 = wp::abs(var_s0);
    var_141 = 1.0;
    var_142 = wp::add(var_140, var_141);
    var_143 = wp::div(var_8, var_142);
    var_144 = generic_000000_f2_0(var_138, var_139, var_143);
    var_145 = generic_000000_f0_0(var_s0);
    var_146 = wp::min(var_s0, var_s0);
    var_147 = wp::add(var_145, var_146);
    var_148 = wp::vec_t<3, wp::float64>(var_133, var_144, var_147);
    // v6 = v6 + wp.sin((wp.sqrt(wp.abs(v6) + 0.5) - 1.7))                                    <L 6>
    var_150 = wp::abs(var_122);
    var_152 = wp::add(var_150, var_151);
    var_153 = wp::sqrt(var_152);
    var_155 = wp::sub(var_153, var_154);
    var_156 = wp::sin(var_155);
    var_157 = wp::add(var_122, var_156);
    // v9 = ((v7 + v7) / (wp.abs((-(s0) * generic_000000_f2(v7, s0, v7))) + type(s0)(1.0)))       <L 7>
    var_158 = wp::add(var_8, var_8);
    var_159 = wp::neg(var_s0);
    var_160 = generic_000000_f2_0(var_8, var_s0, var_8);
    var_161 = wp::mul(var_159, var_160);
    var_162 = wp::abs(var_161);
    var_163 = 1.0;
    var_164 = wp::add(var_162, var_163);
    var_165 = wp::div(var_158, var_164);
    // v10 = wp.vector(wp.lerp(s0, (s0 + s0), type(s0)(0.25)), generic_000000_f2(wp.normalize(wp.vector(type(s0)(0.4), type(s0)(-0.5), type(s0)(-1.236))), generic_000000_f2(v9, s0, v7), (v7 / (wp.abs(s0) + type(s0)(1.0)))), (generic_000000_f0(s0) + wp.min(s0, s0)))       <L 8>
    var_166 = wp::add(var_s0, var_s0);
    var_167 = 0.25;
    var_168 = wp::lerp(var_s0, var_166, var_167);
    var_169 = 0.4;
    var_170 = -0.5;
    var_171 = -1.236;
    var_172 = wp::vec_t<3, wp::float64>(var_169, var_170, var_171);
    var_173 = wp::normalize(var_172);
    var_174 = generic_000000_f2_0(var_165, var_s0, var_8);
    var_175 = wp::abs(var_s0);
    var_176 = 1.0;
    var_177 = wp::add(var_175, var_176);
    var_178 = wp::div(var_8, var_177);
    var_179 = generic_000000_f2_0(var_173, var_174, var_178);
    var_180 = generic_000000_f0_0(var_s0);
    var_181 = wp::min(var_s0, var_s0);
    var_182 = wp::add(var_180, var_181);
    var_183 = wp::vec_t<3, wp::float64>(var_168, var_179, var_182);
    // v6 = v6 + wp.sin((wp.sqrt(wp.abs(v6) + 0.5) - 1.7))                                    <L 6>
    var_185 = wp::abs(var_157);
    var_187 = wp::add(var_185, var_186);
    var_188 = wp::sqrt(var_187);
    var_190 = wp::sub(var_188, var_189);
    var_191 = wp::sin(var_190);
    var_192 = wp::add(var_157, var_191);
    // v9 = ((v7 + v7) / (wp.abs((-(s0) * generic_000000_f2(v7, s0, v7))) + type(s0)(1.0)))       <L 7>
    var_193 = wp::add(var_8, var_8);
    var_194 = wp::neg(var_s0);
    var_195 = generic_000000_f2_0(var_8, var_s0, var_8);
    var_196 = wp::mul(var_194, var_195);
    var_197 = wp::abs(var_196);
    var_198 = 1.0;
    var_199 = wp::add(var_197, var_198);
    var_200 = wp::div(var_193, var_199);
    // v10 = wp.vector(wp.lerp(s0, (s0 + s0), type(s0)(0.25)), generic_000000_f2(wp.normalize(wp.vector(type(s0)(0.4), type(s0)(-0.5), type(s0)(-1.236))), generic_000000_f2(v9, s0, v7), (v7 / (wp.abs(s0) + type(s0)(1.0)))), (generic_000000_f0(s0) + wp.min(s0, s0)))       <L 8>
    var_201 = wp::add(var_s0, var_s0);
    var_202 = 0.25;
    var_203 = wp::lerp(var_s0, var_201, var_202);
    var_204 = 0.4;
    var_205 = -0.5;
    var_206 = -1.236;
    var_207 = wp::vec_t<3, wp::float64>(var_204, var_205, var_206);
    var_208 = wp::normalize(var_207);
    var_209 = generic_000000_f2_0(var_200, var_s0, var_8);
    var_210 = wp::abs(var_s0);
    var_211 = 1.0;
    var_212 = wp::add(var_210, var_211);
    var_213 = wp::div(var_8, var_212);
    var_214 = generic_000000_f2_0(var_208, var_209, var_213);
    var_215 = generic_000000_f0_0(var_s0);
    var_216 = wp::min(var_s0, var_s0);
    var_217 = wp::add(var_215, var_216);
    var_218 = wp::vec_t<3, wp::float64>(var_203, var_214, var_217);
    // out0[tid] = v6 + wp.cos((v6 * v6)) * 0.46                                              <L 9>
    var_219 = wp::mul(var_192, var_192);
    var_220 = wp::cos(var_219);
    var_222 = wp::mul(var_220, var_221);
    var_223 = wp::add(var_192, var_222);
    wp::array_store(var_out0, var_0, var_223);
    // out1[tid] = v6 + ((v6 - -1.104) * x0[(tid + 5) % x0.shape[0]]) * 1.61                  <L 10>
    var_225 = wp::sub(var_192, var_224);
    var_227 = wp::add(var_0, var_226);
    var_228 = &(var_x0.shape);
    var_231 = wp::load(var_228);
    var_230 = wp::extract(var_231, var_229);
    var_232 = wp::mod(var_227, var_230);
    var_233 = wp::address(var_x0, var_232);
    var_235 = wp::load(var_233);
    var_234 = wp::mul(var_225, var_235);
    var_237 = wp::mul(var_234, var_236);
    var_238 = wp::add(var_192, var_237);
    wp::array_store(var_out1, var_0, var_238);
}



template <bool wp_linear_contiguous>
static void generic_000000_t_60dfb8f0_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_generic_000000_t_60dfb8f0 *_wp_args,
    wp_args_generic_000000_t_60dfb8f0 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::float64 var_s0 = _wp_args->s0;
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::float64 adj_s0 = _wp_adj_args->s0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::float32> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float64 var_4;
    wp::float64 var_5;
    wp::float64 var_6;
    wp::vec_t<3, wp::float64> var_7;
    wp::vec_t<3, wp::float64> var_8;
    const wp::int32 var_9 = 0;
    wp::float32 var_10;
    const wp::float32 var_11 = 0.5;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 1.7;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::vec_t<3, wp::float64> var_18;
    wp::float64 var_19;
    wp::float64 var_20;
    wp::float64 var_21;
    wp::float64 var_22;
    wp::float64 var_23;
    wp::float64 var_24;
    wp::vec_t<3, wp::float64> var_25;
    wp::float64 var_26;
    wp::float64 var_27;
    wp::float64 var_28;
    wp::float64 var_29;
    wp::float64 var_30;
    wp::float64 var_31;
    wp::vec_t<3, wp::float64> var_32;
    wp::vec_t<3, wp::float64> var_33;
    wp::float64 var_34;
    wp::float64 var_35;
    wp::float64 var_36;
    wp::float64 var_37;
    wp::vec_t<3, wp::float64> var_38;
    wp::float64 var_39;
    wp::float64 var_40;
    wp::float64 var_41;
    wp::float64 var_42;
    wp::vec_t<3, wp::float64> var_43;
    const wp::int32 var_44 = 1;
    wp::float32 var_45;
    const wp::float32 var_46 = 0.5;
    wp::float32 var_47;
    wp::float32 var_48;
    const wp::float32 var_49 = 1.7;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::vec_t<3, wp::float64> var_53;
    wp::float64 var_54;
    wp::float64 var_55;
    wp::float64 var_56;
    wp::float64 var_57;
    wp::float64 var_58;
    wp::float64 var_59;
    wp::vec_t<3, wp::float64> var_60;
    wp::float64 var_61;
    wp::float64 var_62;
    wp::float64 var_63;
    wp::float64 var_64;
    wp::float64 var_65;
    wp::float64 var_66;
    wp::vec_t<3, wp::float64> var_67;
    wp::vec_t<3, wp::float64> var_68;
    wp::float64 var_69;
    wp::float64 var_70;
    wp::float64 var_71;
    wp::float64 var_72;
    wp::vec_t<3, wp::float64> var_73;
    wp::float64 var_74;
    wp::float64 var_75;
    wp::float64 var_76;
    wp::float64 var_77;
    wp::vec_t<3, wp::float64> var_78;
    const wp::int32 var_79 = 2;
    wp::float32 var_80;
    const wp::float32 var_81 = 0.5;
    wp::float32 var_82;
    wp::float32 var_83;
    const wp::float32 var_84 = 1.7;
    wp::float32 var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    wp::vec_t<3, wp::float64> var_88;
    wp::float64 var_89;
    wp::float64 var_90;
    wp::float64 var_91;
    wp::float64 var_92;
    wp::float64 var_93;
    wp::float64 var_94;
    wp::vec_t<3, wp::float64> var_95;
    wp::float64 var_96;
    wp::float64 var_97;
    wp::float64 var_98;
    wp::float64 var_99;
    wp::float64 var_100;
    wp::float64 var_101;
    wp::vec_t<3, wp::float64> var_102;
    wp::vec_t<3, wp::float64> var_103;
    wp::float64 var_104;
    wp::float64 var_105;
    wp::float64 var_106;
    wp::float64 var_107;
    wp::vec_t<3, wp::float64> var_108;
    wp::float64 var_109;
    wp::float64 var_110;
    wp::float64 var_111;
    wp::float64 var_112;
    wp::vec_t<3, wp::float64> var_113;
    const wp::int32 var_114 = 3;
    wp::float32 var_115;
    const wp::float32 var_116 = 0.5;
    wp::float32 var_117;
    wp::float32 var_118;
    const wp::float32 var_119 = 1.7;
    wp::float32 var_120;
    wp::float32 var_121;
    wp::float32 var_122;
    wp::vec_t<3, wp::float64> var_123;
    wp::float64 var_124;
    wp::float64 var_125;
    wp::float64 var_126;
    wp::float64 var_127;
    wp::float64 var_128;
    wp::float64 var_129;
    wp::vec_t<3, wp::float64> var_130;
    wp::float64 var_131;
    wp::float64 var_132;
    wp::float64 var_133;
    wp::float64 var_134;
    wp::float64 var_135;
    wp::float64 var_136;
    wp::vec_t<3, wp::float64> var_137;
    wp::vec_t<3, wp::float64> var_138;
    wp::float64 var_139;
    wp::float64 var_140;
    wp::float64 var_141;
    wp::float64 var_142;
    wp::vec_t<3, wp::float64> var_143;
    wp::float64 var_144;
    wp::float64 var_145;
    wp::float64 var_146;
    wp::float64 var_147;
    wp::vec_t<3, wp::float64> var_148;
    const wp::int32 var_149 = 4;
    wp::float32 var_150;
    const wp::float32 var_151 = 0.5;
    wp::float32 var_152;
    wp::float32 var_153;
    const wp::float32 var_154 = 1.7;
    wp::float32 var_155;
    wp::float32 var_156;
    wp::float32 var_157;
    wp::vec_t<3, wp::float64> var_158;
    wp::float64 var_159;
    wp::float64 var_160;
    wp::float64 var_161;
    wp::float64 var_162;
    wp::float64 var_163;
    wp::float64 var_164;
    wp::vec_t<3, wp::float64> var_165;
    wp::float64 var_166;
    wp::float64 var_167;
    wp::float64 var_168;
    wp::float64 var_169;
    wp::float64 var_170;
    wp::float64 var_171;
    wp::vec_t<3, wp::float64> var_172;
    wp::vec_t<3, wp::float64> var_173;
    wp::float64 var_174;
    wp::float64 var_175;
    wp::float64 var_176;
    wp::float64 var_177;
    wp::vec_t<3, wp::float64> var_178;
    wp::float64 var_179;
    wp::float64 var_180;
    wp::float64 var_181;
    wp::float64 var_182;
    wp::vec_t<3, wp::float64> var_183;
    const wp::int32 var_184 = 5;
    wp::float32 var_185;
    const wp::float32 var_186 = 0.5;
    wp::float32 var_187;
    wp::float32 var_188;
    const wp::float32 var_189 = 1.7;
    wp::float32 var_190;
    wp::float32 var_191;
    wp::float32 var_192;
    wp::vec_t<3, wp::float64> var_193;
    wp::float64 var_194;
    wp::float64 var_195;
    wp::float64 var_196;
    wp::float64 var_197;
    wp::float64 var_198;
    wp::float64 var_199;
    wp::vec_t<3, wp::float64> var_200;
    wp::float64 var_201;
    wp::float64 var_202;
    wp::float64 var_203;
    wp::float64 var_204;
    wp::float64 var_205;
    wp::float64 var_206;
    wp::vec_t<3, wp::float64> var_207;
    wp::vec_t<3, wp::float64> var_208;
    wp::float64 var_209;
    wp::float64 var_210;
    wp::float64 var_211;
    wp::float64 var_212;
    wp::vec_t<3, wp::float64> var_213;
    wp::float64 var_214;
    wp::float64 var_215;
    wp::float64 var_216;
    wp::float64 var_217;
    wp::vec_t<3, wp::float64> var_218;
    wp::float32 var_219;
    wp::float32 var_220;
    const wp::float32 var_221 = 0.46;
    wp::float32 var_222;
    wp::float32 var_223;
    const wp::float32 var_224 = -1.104;
    wp::float32 var_225;
    const wp::int32 var_226 = 5;
    wp::int32 var_227;
    wp::shape_t* var_228;
    const wp::int32 var_229 = 0;
    wp::int32 var_230;
    wp::shape_t var_231;
    wp::int32 var_232;
    wp::float32* var_233;
    wp::float32 var_234;
    wp::float32 var_235;
    const wp::float32 var_236 = 1.61;
    wp::float32 var_237;
    wp::float32 var_238;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float64 adj_4 = {};
    wp::float64 adj_5 = {};
    wp::float64 adj_6 = {};
    wp::vec_t<3, wp::float64> adj_7 = {};
    wp::vec_t<3, wp::float64> adj_8 = {};
    wp::int32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::vec_t<3, wp::float64> adj_18 = {};
    wp::float64 adj_19 = {};
    wp::float64 adj_20 = {};
    wp::float64 adj_21 = {};
    wp::float64 adj_22 = {};
    wp::float64 adj_23 = {};
    wp::float64 adj_24 = {};
    wp::vec_t<3, wp::float64> adj_25 = {};
    wp::float64 adj_26 = {};
    wp::float64 adj_27 = {};
    wp::float64 adj_28 = {};
    wp::float64 adj_29 = {};
    wp::float64 adj_30 = {};
    wp::float64 adj_31 = {};
    wp::vec_t<3, wp::float64> adj_32 = {};
    wp::vec_t<3, wp::float64> adj_33 = {};
    wp::float64 adj_34 = {};
    wp::float64 adj_35 = {};
    wp::float64 adj_36 = {};
    wp::float64 adj_37 = {};
    wp::vec_t<3, wp::float64> adj_38 = {};
    wp::float64 adj_39 = {};
    wp::float64 adj_40 = {};
    wp::float64 adj_41 = {};
    wp::float64 adj_42 = {};
    wp::vec_t<3, wp::float64> adj_43 = {};
    wp::int32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::vec_t<3, wp::float64> adj_53 = {};
    wp::float64 adj_54 = {};
    wp::float64 adj_55 = {};
    wp::float64 adj_56 = {};
    wp::float64 adj_57 = {};
    wp::float64 adj_58 = {};
    wp::float64 adj_59 = {};
    wp::vec_t<3, wp::float64> adj_60 = {};
    wp::float64 adj_61 = {};
    wp::float64 adj_62 = {};
    wp::float64 adj_63 = {};
    wp::float64 adj_64 = {};
    wp::float64 adj_65 = {};
    wp::float64 adj_66 = {};
    wp::vec_t<3, wp::float64> adj_67 = {};
    wp::vec_t<3, wp::float64> adj_68 = {};
    wp::float64 adj_69 = {};
    wp::float64 adj_70 = {};
    wp::float64 adj_71 = {};
    wp::float64 adj_72 = {};
    wp::vec_t<3, wp::float64> adj_73 = {};
    wp::float64 adj_74 = {};
    wp::float64 adj_75 = {};
    wp::float64 adj_76 = {};
    wp::float64 adj_77 = {};
    wp::vec_t<3, wp::float64> adj_78 = {};
    wp::int32 adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::float32 adj_84 = {};
    wp::float32 adj_85 = {};
    wp::float32 adj_86 = {};
    wp::float32 adj_87 = {};
    wp::vec_t<3, wp::float64> adj_88 = {};
    wp::float64 adj_89 = {};
    wp::float64 adj_90 = {};
    wp::float64 adj_91 = {};
    wp::float64 adj_92 = {};
    wp::float64 adj_93 = {};
    wp::float64 adj_94 = {};
    wp::vec_t<3, wp::float64> adj_95 = {};
    wp::float64 adj_96 = {};
    wp::float64 adj_97 = {};
    wp::float64 adj_98 = {};
    wp::float64 adj_99 = {};
    wp::float64 adj_100 = {};
    wp::float64 adj_101 = {};
    wp::vec_t<3, wp::float64> adj_102 = {};
    wp::vec_t<3, wp::float64> adj_103 = {};
    wp::float64 adj_104 = {};
    wp::float64 adj_105 = {};
    wp::float64 adj_106 = {};
    wp::float64 adj_107 = {};
    wp::vec_t<3, wp::float64> adj_108 = {};
    wp::float64 adj_109 = {};
    wp::float64 adj_110 = {};
    wp::float64 adj_111 = {};
    wp::float64 adj_112 = {};
    wp::vec_t<3, wp::float64> adj_113 = {};
    wp::int32 adj_114 = {};
    wp::float32 adj_115 = {};
    wp::float32 adj_116 = {};
    wp::float32 adj_117 = {};
    wp::float32 adj_118 = {};
    wp::float32 adj_119 = {};
    wp::float32 adj_120 = {};
    wp::float32 adj_121 = {};
    wp::float32 adj_122 = {};
    wp::vec_t<3, wp::float64> adj_123 = {};
    wp::float64 adj_124 = {};
    wp::float64 adj_125 = {};
    wp::float64 adj_126 = {};
    wp::float64 adj_127 = {};
    wp::float64 adj_128 = {};
    wp::float64 adj_129 = {};
    wp::vec_t<3, wp::float64> adj_130 = {};
    wp::float64 adj_131 = {};
    wp::float64 adj_132 = {};
    wp::float64 adj_133 = {};
    wp::float64 adj_134 = {};
    wp::float64 adj_135 = {};
    wp::float64 adj_136 = {};
    wp::vec_t<3, wp::float64> adj_137 = {};
    wp::vec_t<3, wp::float64> adj_138 = {};
    wp::float64 adj_139 = {};
    wp::float64 adj_140 = {};
    wp::float64 adj_141 = {};
    wp::float64 adj_142 = {};
    wp::vec_t<3, wp::float64> adj_143 = {};
    wp::float64 adj_144 = {};
    wp::float64 adj_145 = {};
    wp::float64 adj_146 = {};
    wp::float64 adj_147 = {};
    wp::vec_t<3, wp::float64> adj_148 = {};
    wp::int32 adj_149 = {};
    wp::float32 adj_150 = {};
    wp::float32 adj_151 = {};
    wp::float32 adj_152 = {};
    wp::float32 adj_153 = {};
    wp::float32 adj_154 = {};
    wp::float32 adj_155 = {};
    wp::float32 adj_156 = {};
    wp::float32 adj_157 = {};
    wp::vec_t<3, wp::float64> adj_158 = {};
    wp::float64 adj_159 = {};
    wp::float64 adj_160 = {};
    wp::float64 adj_161 = {};
    wp::float64 adj_162 = {};
    wp::float64 adj_163 = {};
    wp::float64 adj_164 = {};
    wp::vec_t<3, wp::float64> adj_165 = {};
    wp::float64 adj_166 = {};
    wp::float64 adj_167 = {};
    wp::float64 adj_168 = {};
    wp::float64 adj_169 = {};
    wp::float64 adj_170 = {};
    wp::float64 adj_171 = {};
    wp::vec_t<3, wp::float64> adj_172 = {};
    wp::vec_t<3, wp::float64> adj_173 = {};
    wp::float64 adj_174 = {};
    wp::float64 adj_175 = {};
    wp::float64 adj_176 = {};
    wp::float64 adj_177 = {};
    wp::vec_t<3, wp::float64> adj_178 = {};
    wp::float64 adj_179 = {};
    wp::float64 adj_180 = {};
    wp::float64 adj_181 = {};
    wp::float64 adj_182 = {};
    wp::vec_t<3, wp::float64> adj_183 = {};
    wp::int32 adj_184 = {};
    wp::float32 adj_185 = {};
    wp::float32 adj_186 = {};
    wp::float32 adj_187 = {};
    wp::float32 adj_188 = {};
    wp::float32 adj_189 = {};
    wp::float32 adj_190 = {};
    wp::float32 adj_191 = {};
    wp::float32 adj_192 = {};
    wp::vec_t<3, wp::float64> adj_193 = {};
    wp::float64 adj_194 = {};
    wp::float64 adj_195 = {};
    wp::float64 adj_196 = {};
    wp::float64 adj_197 = {};
    wp::float64 adj_198 = {};
    wp::float64 adj_199 = {};
    wp::vec_t<3, wp::float64> adj_200 = {};
    wp::float64 adj_201 = {};
    wp::float64 adj_202 = {};
    wp::float64 adj_203 = {};
    wp::float64 adj_204 = {};
    wp::float64 adj_205 = {};
    wp::float64 adj_206 = {};
    wp::vec_t<3, wp::float64> adj_207 = {};
    wp::vec_t<3, wp::float64> adj_208 = {};
    wp::float64 adj_209 = {};
    wp::float64 adj_210 = {};
    wp::float64 adj_211 = {};
    wp::float64 adj_212 = {};
    wp::vec_t<3, wp::float64> adj_213 = {};
    wp::float64 adj_214 = {};
    wp::float64 adj_215 = {};
    wp::float64 adj_216 = {};
    wp::float64 adj_217 = {};
    wp::vec_t<3, wp::float64> adj_218 = {};
    wp::float32 adj_219 = {};
    wp::float32 adj_220 = {};
    wp::float32 adj_221 = {};
    wp::float32 adj_222 = {};
    wp::float32 adj_223 = {};
    wp::float32 adj_224 = {};
    wp::float32 adj_225 = {};
    wp::int32 adj_226 = {};
    wp::int32 adj_227 = {};
    wp::shape_t adj_228 = {};
    wp::int32 adj_229 = {};
    wp::int32 adj_230 = {};
    wp::shape_t adj_231 = {};
    wp::int32 adj_232 = {};
    wp::float32 adj_233 = {};
    wp::float32 adj_234 = {};
    wp::float32 adj_235 = {};
    wp::float32 adj_236 = {};
    wp::float32 adj_237 = {};
    wp::float32 adj_238 = {};
    //---------
    // forward
    // def generic_000000_t(s0: Any, x0: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):       <L 1>
    // tid = wp.tid()                                                                         <L 2>
    var_0 = builtin_tid1d();
    // v6 = x0[tid]                                                                           <L 3>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v7 = generic_000000_f1(s0, wp.vector(type(s0)(-0.46), type(s0)(1.0), type(s0)(-0.4)))       <L 4>
    var_4 = -0.46;
    var_5 = 1.0;
    var_6 = -0.4;
    var_7 = wp::vec_t<3, wp::float64>(var_4, var_5, var_6);
    var_8 = generic_000000_f1_0(var_s0, var_7);
    // for j8 in range(6):                                                                    <L 5>
    // v6 = v6 + wp.sin((wp.sqrt(wp.abs(v6) + 0.5) - 1.7))                                    <L 6>
    var_10 = wp::abs(var_2);
    var_12 = wp::add(var_10, var_11);
    var_13 = wp::sqrt(var_12);
    var_15 = wp::sub(var_13, var_14);
    var_16 = wp::sin(var_15);
    var_17 = wp::add(var_2, var_16);
    // v9 = ((v7 + v7) / (wp.abs((-(s0) * generic_000000_f2(v7, s0, v7))) + type(s0)(1.0)))       <L 7>
    var_18 = wp::add(var_8, var_8);
    var_19 = wp::neg(var_s0);
    var_20 = generic_000000_f2_0(var_8, var_s0, var_8);
    var_21 = wp::mul(var_19, var_20);
    var_22 = wp::abs(var_21);
    var_23 = 1.0;
    var_24 = wp::add(var_22, var_23);
    var_25 = wp::div(var_18, var_24);
    // v10 = wp.vector(wp.lerp(s0, (s0 + s0), type(s0)(0.25)), generic_000000_f2(wp.normalize(wp.vector(type(s0)(0.4), type(s0)(-0.5), type(s0)(-1.236))), generic_000000_f2(v9, s0, v7), (v7 / (wp.abs(s0) + type(s0)(1.0)))), (generic_000000_f0(s0) + wp.min(s0, s0)))       <L 8>
    var_26 = wp::add(var_s0, var_s0);
    var_27 = 0.25;
    var_28 = wp::lerp(var_s0, var_26, var_27);
    var_29 = 0.4;
    var_30 = -0.5;
    var_31 = -1.236;
    var_32 = wp::vec_t<3, wp::float64>(var_29, var_30, var_31);
    var_33 = wp::normalize(var_32);
    var_34 = generic_000000_f2_0(var_25, var_s0, var_8);
    var_35 = wp::abs(var_s0);
    var_36 = 1.0;
    var_37 = wp::add(var_35, var_36);
    var_38 = wp::div(var_8, var_37);
    var_39 = generic_000000_f2_0(var_33, var_34, var_38);
    var_40 = generic_000000_f0_0(var_s0);
    var_41 = wp::min(var_s0, var_s0);
    var_42 = wp::add(var_40, var_41);
    var_43 = wp::vec_t<3, wp::float64>(var_28, var_39, var_42);
    // v6 = v6 + wp.sin((wp.sqrt(wp.abs(v6) + 0.5) - 1.7))                                    <L 6>
    var_45 = wp::abs(var_17);
    var_47 = wp::add(var_45, var_46);
    var_48 = wp::sqrt(var_47);
    var_50 = wp::sub(var_48, var_49);
    var_51 = wp::sin(var_50);
    var_52 = wp::add(var_17, var_51);
    // v9 = ((v7 + v7) / (wp.abs((-(s0) * generic_000000_f2(v7, s0, v7))) + type(s0)(1.0)))       <L 7>
    var_53 = wp::add(var_8, var_8);
    var_54 = wp::neg(var_s0);
    var_55 = generic_000000_f2_0(var_8, var_s0, var_8);
    var_56 = wp::mul(var_54, var_55);
    var_57 = wp::abs(var_56);
    var_58 = 1.0;
    var_59 = wp::add(var_57, var_58);
    var_60 = wp::div(var_53, var_59);
    // v10 = wp.vector(wp.lerp(s0, (s0 + s0), type(s0)(0.25)), generic_000000_f2(wp.normalize(wp.vector(type(s0)(0.4), type(s0)(-0.5), type(s0)(-1.236))), generic_000000_f2(v9, s0, v7), (v7 / (wp.abs(s0) + type(s0)(1.0)))), (generic_000000_f0(s0) + wp.min(s0, s0)))       <L 8>
    var_61 = wp::add(var_s0, var_s0);
    var_62 = 0.25;
    var_63 = wp::lerp(var_s0, var_61, var_62);
    var_64 = 0.4;
    var_65 = -0.5;
    var_66 = -1.236;
    var_67 = wp::vec_t<3, wp::float64>(var_64, var_65, var_66);
    var_68 = wp::normalize(var_67);
    var_69 = generic_000000_f2_0(var_60, var_s0, var_8);
    var_70 = wp::abs(var_s0);
    var_71 = 1.0;
    var_72 = wp::add(var_70, var_71);
    var_73 = wp::div(var_8, var_72);
    var_74 = generic_000000_f2_0(var_68, var_69, var_73);
    var_75 = generic_000000_f0_0(var_s0);
    var_76 = wp::min(var_s0, var_s0);
    var_77 = wp::add(var_75, var_76);
    var_78 = wp::vec_t<3, wp::float64>(var_63, var_74, var_77);
    // v6 = v6 + wp.sin((wp.sqrt(wp.abs(v6) + 0.5) - 1.7))                                    <L 6>
    var_80 = wp::abs(var_52);
    var_82 = wp::add(var_80, var_81);
    var_83 = wp::sqrt(var_82);
    var_85 = wp::sub(var_83, var_84);
    var_86 = wp::sin(var_85);
    var_87 = wp::add(var_52, var_86);
    // v9 = ((v7 + v7) / (wp.abs((-(s0) * generic_000000_f2(v7, s0, v7))) + type(s0)(1.0)))       <L 7>
    var_88 = wp::add(var_8, var_8);
    var_89 = wp::neg(var_s0);
    var_90 = generic_000000_f2_0(var_8, var_s0, var_8);
    var_91 = wp::mul(var_89, var_90);
    var_92 = wp::abs(var_91);
    var_93 = 1.0;
    var_94 = wp::add(var_92, var_93);
    var_95 = wp::div(var_88, var_94);
    // v10 = wp.vector(wp.lerp(s0, (s0 + s0), type(s0)(0.25)), generic_000000_f2(wp.normalize(wp.vector(type(s0)(0.4), type(s0)(-0.5), type(s0)(-1.236))), generic_000000_f2(v9, s0, v7), (v7 / (wp.abs(s0) + type(s0)(1.0)))), (generic_000000_f0(s0) + wp.min(s0, s0)))       <L 8>
    var_96 = wp::add(var_s0, var_s0);
    var_97 = 0.25;
    var_98 = wp::lerp(var_s0, var_96, var_97);
    var_99 = 0.4;
    var_100 = -0.5;
    var_101 = -1.236;
    var_102 = wp::vec_t<3, wp::float64>(var_99, var_100, var_101);
    var_103 = wp::normalize(var_102);
    var_104 = generic_000000_f2_0(var_95, var_s0, var_8);
    var_105 = wp::abs(var_s0);
    var_106 = 1.0;
    var_107 = wp::add(var_105, var_106);
    var_108 = wp::div(var_8, var_107);
    var_109 = generic_000000_f2_0(var_103, var_104, var_108);
    var_110 = generic_000000_f0_0(var_s0);
    var_111 = wp::min(var_s0, var_s0);
    var_112 = wp::add(var_110, var_111);
    var_113 = wp::vec_t<3, wp::float64>(var_98, var_109, var_112);
    // v6 = v6 + wp.sin((wp.sqrt(wp.abs(v6) + 0.5) - 1.7))                                    <L 6>
    var_115 = wp::abs(var_87);
    var_117 = wp::add(var_115, var_116);
    var_118 = wp::sqrt(var_117);
    var_120 = wp::sub(var_118, var_119);
    var_121 = wp::sin(var_120);
    var_122 = wp::add(var_87, var_121);
    // v9 = ((v7 + v7) / (wp.abs((-(s0) * generic_000000_f2(v7, s0, v7))) + type(s0)(1.0)))       <L 7>
    var_123 = wp::add(var_8, var_8);
    var_124 = wp::neg(var_s0);
    var_125 = generic_000000_f2_0(var_8, var_s0, var_8);
    var_126 = wp::mul(var_124, var_125);
    var_127 = wp::abs(var_126);
    var_128 = 1.0;
    var_129 = wp::add(var_127, var_128);
    var_130 = wp::div(var_123, var_129);
    // v10 = wp.vector(wp.lerp(s0, (s0 + s0), type(s0)(0.25)), generic_000000_f2(wp.normalize(wp.vector(type(s0)(0.4), type(s0)(-0.5), type(s0)(-1.236))), generic_000000_f2(v9, s0, v7), (v7 / (wp.abs(s0) + type(s0)(1.0)))), (generic_000000_f0(s0) + wp.min(s0, s0)))       <L 8>
    var_131 = wp::add(var_s0, var_s0);
    var_132 = 0.25;
    var_133 = wp::lerp(var_s0, var_131, var_132);
    var_134 = 0.4;
    var_135 = -0.5;
    var_136 = -1.236;
    var_137 = wp::vec_t<3, wp::float64>(var_134, var_135, var_136);
    var_138 = wp::normalize(var_137);
    var_139 = generic_000000_f2_0(var_130, var_s0, var_8);
    var_140 = wp::abs(var_s0);
    var_141 = 1.0;
    var_142 = wp::add(var_140, var_141);
    var_143 = wp::div(var_8, var_142);
    var_144 = generic_000000_f2_0(var_138, var_139, var_143);
    var_145 = generic_000000_f0_0(var_s0);
    var_146 = wp::min(var_s0, var_s0);
    var_147 = wp::add(var_145, var_146);
    var_148 = wp::vec_t<3, wp::float64>(var_133, var_144, var_147);
    // v6 = v6 + wp.sin((wp.sqrt(wp.abs(v6) + 0.5) - 1.7))                                    <L 6>
    var_150 = wp::abs(var_122);
    var_152 = wp::add(var_150, var_151);
    var_153 = wp::sqrt(var_152);
    var_155 = wp::sub(var_153, var_154);
    var_156 = wp::sin(var_155);
    var_157 = wp::add(var_122, var_156);
    // v9 = ((v7 + v7) / (wp.abs((-(s0) * generic_000000_f2(v7, s0, v7))) + type(s0)(1.0)))       <L 7>
    var_158 = wp::add(var_8, var_8);
    var_159 = wp::neg(var_s0);
    var_160 = generic_000000_f2_0(var_8, var_s0, var_8);
    var_161 = wp::mul(var_159, var_160);
    var_162 = wp::abs(var_161);
    var_163 = 1.0;
    var_164 = wp::add(var_162, var_163);
    var_165 = wp::div(var_158, var_164);
    // v10 = wp.vector(wp.lerp(s0, (s0 + s0), type(s0)(0.25)), generic_000000_f2(wp.normalize(wp.vector(type(s0)(0.4), type(s0)(-0.5), type(s0)(-1.236))), generic_000000_f2(v9, s0, v7), (v7 / (wp.abs(s0) + type(s0)(1.0)))), (generic_000000_f0(s0) + wp.min(s0, s0)))       <L 8>
    var_166 = wp::add(var_s0, var_s0);
    var_167 = 0.25;
    var_168 = wp::lerp(var_s0, var_166, var_167);
    var_169 = 0.4;
    var_170 = -0.5;
    var_171 = -1.236;
    var_172 = wp::vec_t<3, wp::float64>(var_169, var_170, var_171);
    var_173 = wp::normalize(var_172);
    var_174 = generic_000000_f2_0(var_165, var_s0, var_8);
    var_175 = wp::abs(var_s0);
    var_176 = 1.0;
    var_177 = wp::add(var_175, var_176);
    var_178 = wp::div(var_8, var_177);
    var_179 = generic_000000_f2_0(var_173, var_174, var_178);
    var_180 = generic_000000_f0_0(var_s0);
    var_181 = wp::min(var_s0, var_s0);
    var_182 = wp::add(var_180, var_181);
    var_183 = wp::vec_t<3, wp::float64>(var_168, var_179, var_182);
    // v6 = v6 + wp.sin((wp.sqrt(wp.abs(v6) + 0.5) - 1.7))                                    <L 6>
    var_185 = wp::abs(var_157);
    var_187 = wp::add(var_185, var_186);
    var_188 = wp::sqrt(var_187);
    var_190 = wp::sub(var_188, var_189);
    var_191 = wp::sin(var_190);
    var_192 = wp::add(var_157, var_191);
    // v9 = ((v7 + v7) / (wp.abs((-(s0) * generic_000000_f2(v7, s0, v7))) + type(s0)(1.0)))       <L 7>
    var_193 = wp::add(var_8, var_8);
    var_194 = wp::neg(var_s0);
    var_195 = generic_000000_f2_0(var_8, var_s0, var_8);
    var_196 = wp::mul(var_194, var_195);
    var_197 = wp::abs(var_196);
    var_198 = 1.0;
    var_199 = wp::add(var_197, var_198);
    var_200 = wp::div(var_193, var_199);
    // v10 = wp.vector(wp.lerp(s0, (s0 + s0), type(s0)(0.25)), generic_000000_f2(wp.normalize(wp.vector(type(s0)(0.4), type(s0)(-0.5), type(s0)(-1.236))), generic_000000_f2(v9, s0, v7), (v7 / (wp.abs(s0) + type(s0)(1.0)))), (generic_000000_f0(s0) + wp.min(s0, s0)))       <L 8>
    var_201 = wp::add(var_s0, var_s0);
    var_202 = 0.25;
    var_203 = wp::lerp(var_s0, var_201, var_202);
    var_204 = 0.4;
    var_205 = -0.5;
    var_206 = -1.236;
    var_207 = wp::vec_t<3, wp::float64>(var_204, var_205, var_206);
    var_208 = wp::normalize(var_207);
    var_209 = generic_000000_f2_0(var_200, var_s0, var_8);
    var_210 = wp::abs(var_s0);
    var_211 = 1.0;
    var_212 = wp::add(var_210, var_211);
    var_213 = wp::div(var_8, var_212);
    var_214 = generic_000000_f2_0(var_208, var_209, var_213);
    var_215 = generic_000000_f0_0(var_s0);
    var_216 = wp::min(var_s0, var_s0);
    var_217 = wp::add(var_215, var_216);
    var_218 = wp::vec_t<3, wp::float64>(var_203, var_214, var_217);
    // out0[tid] = v6 + wp.cos((v6 * v6)) * 0.46                                              <L 9>
    var_219 = wp::mul(var_192, var_192);
    var_220 = wp::cos(var_219);
    var_222 = wp::mul(var_220, var_221);
    var_223 = wp::add(var_192, var_222);
    // wp::array_store(var_out0, var_0, var_223);
    // out1[tid] = v6 + ((v6 - -1.104) * x0[(tid + 5) % x0.shape[0]]) * 1.61                  <L 10>
    var_225 = wp::sub(var_192, var_224);
    var_227 = wp::add(var_0, var_226);
    var_228 = &(var_x0.shape);
    var_231 = wp::load(var_228);
    var_230 = wp::extract(var_231, var_229);
    var_232 = wp::mod(var_227, var_230);
    var_233 = wp::address(var_x0, var_232);
    var_235 = wp::load(var_233);
    var_234 = wp::mul(var_225, var_235);
    var_237 = wp::mul(var_234, var_236);
    var_238 = wp::add(var_192, var_237);
    // wp::array_store(var_out1, var_0, var_238);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_238, adj_out1, adj_0, adj_238);
    wp::adj_add(var_192, var_237, adj_192, adj_237, adj_238);
    wp::adj_mul(var_234, var_236, adj_234, adj_236, adj_237);
    wp::adj_mul(var_225, var_235, adj_225, adj_233, adj_234);
    wp::adj_address(var_x0, var_232, adj_x0, adj_232, adj_233);
    wp::adj_mod(var_227, var_230, adj_227, adj_230, adj_232);
    adj_x0.shape = adj_228;
    wp::adj_add(var_0, var_226, adj_0, adj_226, adj_227);
    wp::adj_sub(var_192, var_224, adj_192, adj_224, adj_225);
    // adj: out1[tid] = v6 + ((v6 - -1.104) * x0[(tid + 5) % x0.shape[0]]) * 1.61             <L 10>
    wp::adj_array_store(var_out0, var_0, var_223, adj_out0, adj_0, adj_223);
    wp::adj_add(var_192, var_222, adj_192, adj_222, adj_223);
    wp::adj_mul(var_220, var_221, adj_220, adj_221, adj_222);
    wp::adj_cos(var_219, adj_219, adj_220);
    wp::adj_mul(var_192, var_192, adj_192, adj_192, adj_219);
    // adj: out0[tid] = v6 + wp.cos((v6 * v6)) * 0.46                                         <L 9>
    wp::adj_vec_t(var_203, var_214, var_217, adj_203, adj_214, adj_217, adj_218);
    wp::adj_add(var_215, var_216, adj_215, adj_216, adj_217);
    wp::adj_min(var_s0, var_s0, adj_s0, adj_s0, adj_216);
    adj_generic_000000_f0_0(var_s0, adj_s0, adj_215);
    adj_generic_000000_f2_0(var_208, var_209, var_213, adj_208, adj_209, adj_213, adj_214);
    wp::adj_div(var_8, var_212, adj_8, adj_212, adj_213);
    wp::adj_add(var_210, var_211, adj_210, adj_211, adj_212);
    wp::adj_abs(var_s0, adj_s0, adj_210);
    adj_generic_000000_f2_0(var_200, var_s0, var_8, adj_200, adj_s0, adj_8, adj_209);
    wp::adj_normalize(var_207, var_208, adj_207, adj_208);
    wp::adj_vec_t(var_204, var_205, var_206, adj_204, adj_205, adj_206, adj_207);
    wp::adj_lerp(var_s0, var_201, var_202, adj_s0, adj_201, adj_202, adj_203);
    wp::adj_add(var_s0, var_s0, adj_s0, adj_s0, adj_201);
    // adj: v10 = wp.vector(wp.lerp(s0, (s0 + s0), type(s0)(0.25)), generic_000000_f2(wp.normalize(wp.vector(type(s0)(0.4), type(s0)(-0.5), type(s0)(-1.236))), generic_000000_f2(v9, s0, v7), (v7 / (wp.abs(s0) + type(s0)(1.0)))), (generic_000000_f0(s0) + wp.min(s0, s0)))  <L 8>
    wp::adj_div(var_193, var_199, adj_193, adj_199, adj_200);
    wp::adj_add(var_197, var_198, adj_197, adj_198, adj_199);
    wp::adj_abs(var_196, adj_196, adj_197);
    wp::adj_mul(var_194, var_195, adj_194, adj_195, adj_196);
    adj_generic_000000_f2_0(var_8, var_s0, var_8, adj_8, adj_s0, adj_8, adj_195);
    wp::adj_neg(var_s0, adj_s0, adj_194);
    wp::adj_add(var_8, var_8, adj_8, adj_8, adj_193);
    // adj: v9 = ((v7 + v7) / (wp.abs((-(s0) * generic_000000_f2(v7, s0, v7))) + type(s0)(1.0)))  <L 7>
    wp::adj_add(var_157, var_191, adj_157, adj_191, adj_192);
    wp::adj_sin(var_190, adj_190, adj_191);
    wp::adj_sub(var_188, var_189, adj_188, adj_189, adj_190);
    wp::adj_sqrt(var_187, var_188, adj_187, adj_188);
    wp::adj_add(var_185, var_186, adj_185, adj_186, adj_187);
    wp::adj_abs(var_157, adj_157, adj_185);
    // adj: v6 = v6 + wp.sin((wp.sqrt(wp.abs(v6) + 0.5) - 1.7))                               <L 6>
    wp::adj_vec_t(var_168, var_179, var_182, adj_168, adj_179, adj_182, adj_183);
    wp::adj_add(var_180, var_181, adj_180, adj_181, adj_182);
    wp::adj_min(var_s0, var_s0, adj_s0, adj_s0, adj_181);
    adj_generic_000000_f0_0(var_s0, adj_s0, adj_180);
    adj_generic_000000_f2_0(var_173, var_174, var_178, adj_173, adj_174, adj_178, adj_179);
    wp::adj_div(var_8, var_177, adj_8, adj_177, adj_178);
    wp::adj_add(var_175, var_176, adj_175, adj_176, adj_177);
    wp::adj_abs(var_s0, adj_s0, adj_175);
    adj_generic_000000_f2_0(var_165, var_s0, var_8, adj_165, adj_s0, adj_8, adj_174);
    wp::adj_normalize(var_172, var_173, adj_172, adj_173);
    wp::adj_vec_t(var_169, var_170, var_171, adj_169, adj_170, adj_171, adj_172);
    wp::adj_lerp(var_s0, var_166, var_167, adj_s0, adj_166, adj_167, adj_168);
    wp::adj_add(var_s0, var_s0, adj_s0, adj_s0, adj_166);
    // adj: v10 = wp.vector(wp.lerp(s0, (s0 + s0), type(s0)(0.25)), generic_000000_f2(wp.normalize(wp.vector(type(s0)(0.4), type(s0)(-0.5), type(s0)(-1.236))), generic_000000_f2(v9, s0, v7), (v7 / (wp.abs(s0) + type(s0)(1.0)))), (generic_000000_f0(s0) + wp.min(s0, s0)))  <L 8>
    wp::adj_div(var_158, var_164, adj_158, adj_164, adj_165);
    wp::adj_add(var_162, var_163, adj_162, adj_163, adj_164);
    wp::adj_abs(var_161, adj_161, adj_162);
    wp::adj_mul(var_159, var_160, adj_159, adj_160, adj_161);
    adj_generic_000000_f2_0(var_8, var_s0, var_8, adj_8, adj_s0, adj_8, adj_160);
    wp::adj_neg(var_s0, adj_s0, adj_159);
    wp::adj_add(var_8, var_8, adj_8, adj_8, adj_158);
    // adj: v9 = ((v7 + v7) / (wp.abs((-(s0) * generic_000000_f2(v7, s0, v7))) + type(s0)(1.0)))  <L 7>
    wp::adj_add(var_122, var_156, adj_122, adj_156, adj_157);
    wp::adj_sin(var_155, adj_155, adj_156);
    wp::adj_sub(var_153, var_154, adj_153, adj_154, adj_155);
    wp::adj_sqrt(var_152, var_153, adj_152, adj_153);
    wp::adj_add(var_150, var_151, adj_150, adj_151, adj_152);
    wp::adj_abs(var_122, adj_122, adj_150);
    // adj: v6 = v6 + wp.sin((wp.sqrt(wp.abs(v6) + 0.5) - 1.7))                               <L 6>
    wp::adj_vec_t(var_133, var_144, var_147, adj_133, adj_144, adj_147, adj_148);
    wp::adj_add(var_145, var_146, adj_145, adj_146, adj_147);
    wp::adj_min(var_s0, var_s0, adj_s0, adj_s0, adj_146);
    adj_generic_000000_f0_0(var_s0, adj_s0, adj_145);
    adj_generic_000000_f2_0(var_138, var_139, var_143, adj_138, adj_139, adj_143, adj_144);
    wp::adj_div(var_8, var_142, adj_8, adj_142, adj_143);
    wp::adj_add(var_140, var_141, adj_140, adj_141, adj_142);
    wp::adj_abs(var_s0, adj_s0, adj_140);
    adj_generic_000000_f2_0(var_130, var_s0, var_8, adj_130, adj_s0, adj_8, adj_139);
    wp::adj_normalize(var_137, var_138, adj_137, adj_138);
    wp::adj_vec_t(var_134, var_135, var_136, adj_134, adj_135, adj_136, adj_137);
    wp::adj_lerp(var_s0, var_131, var_132, adj_s0, adj_131, adj_132, adj_133);
    wp::adj_add(var_s0, var_s0, adj_s0, adj_s0, adj_131);
    // adj: v10 = wp.vector(wp.lerp(s0, (s0 + s0), type(s0)(0.25)), generic_000000_f2(wp.normalize(wp.vector(type(s0)(0.4), type(s0)(-0.5), type(s0)(-1.236))), generic_000000_f2(v9, s0, v7), (v7 / (wp.abs(s0) + type(s0)(1.0)))), (generic_000000_f0(s0) + wp.min(s0, s0)))  <L 8>
    wp::adj_div(var_123, var_129, adj_123, adj_129, adj_130);
    wp::adj_add(var_127, var_128, adj_127, adj_128, adj_129);
    wp::adj_abs(var_126, adj_126, adj_127);
    wp::adj_mul(var_124, var_125, adj_124, adj_125, adj_126);
    adj_generic_000000_f2_0(var_8, var_s0, var_8, adj_8, adj_s0, adj_8, adj_125);
    wp::adj_neg(var_s0, adj_s0, adj_124);
    wp::adj_add(var_8, var_8, adj_8, adj_8, adj_123);
    // adj: v9 = ((v7 + v7) / (wp.abs((-(s0) * generic_000000_f2(v7, s0, v7))) + type(s0)(1.0)))  <L 7>
    wp::adj_add(var_87, var_121, adj_87, adj_121, adj_122);
    wp::adj_sin(var_120, adj_120, adj_121);
    wp::adj_sub(var_118, var_119, adj_118, adj_119, adj_120);
    wp::adj_sqrt(var_117, var_118, adj_117, adj_118);
    wp::adj_add(var_115, var_116, adj_115, adj_116, adj_117);
    wp::adj_abs(var_87, adj_87, adj_115);
    // adj: v6 = v6 + wp.sin((wp.sqrt(wp.abs(v6) + 0.5) - 1.7))                               <L 6>
    wp::adj_vec_t(var_98, var_109, var_112, adj_98, adj_109, adj_112, adj_113);
    wp::adj_add(var_110, var_111, adj_110, adj_111, adj_112);
    wp::adj_min(var_s0, var_s0, adj_s0, adj_s0, adj_111);
    adj_generic_000000_f0_0(var_s0, adj_s0, adj_110);
    adj_generic_000000_f2_0(var_103, var_104, var_108, adj_103, adj_104, adj_108, adj_109);
    wp::adj_div(var_8, var_107, adj_8, adj_107, adj_108);
    wp::adj_add(var_105, var_106, adj_105, adj_106, adj_107);
    wp::adj_abs(var_s0, adj_s0, adj_105);
    adj_generic_000000_f2_0(var_95, var_s0, var_8, adj_95, adj_s0, adj_8, adj_104);
    wp::adj_normalize(var_102, var_103, adj_102, adj_103);
    wp::adj_vec_t(var_99, var_100, var_101, adj_99, adj_100, adj_101, adj_102);
    wp::adj_lerp(var_s0, var_96, var_97, adj_s0, adj_96, adj_97, adj_98);
    wp::adj_add(var_s0, var_s0, adj_s0, adj_s0, adj_96);
    // adj: v10 = wp.vector(wp.lerp(s0, (s0 + s0), type(s0)(0.25)), generic_000000_f2(wp.normalize(wp.vector(type(s0)(0.4), type(s0)(-0.5), type(s0)(-1.236))), generic_000000_f2(v9, s0, v7), (v7 / (wp.abs(s0) + type(s0)(1.0)))), (generic_000000_f0(s0) + wp.min(s0, s0)))  <L 8>
    wp::adj_div(var_88, var_94, adj_88, adj_94, adj_95);
    wp::adj_add(var_92, var_93, adj_92, adj_93, adj_94);
    wp::adj_abs(var_91, adj_91, adj_92);
    wp::adj_mul(var_89, var_90, adj_89, adj_90, adj_91);
    adj_generic_000000_f2_0(var_8, var_s0, var_8, adj_8, adj_s0, adj_8, adj_90);
    wp::adj_neg(var_s0, adj_s0, adj_89);
    wp::adj_add(var_8, var_8, adj_8, adj_8, adj_88);
    // adj: v9 = ((v7 + v7) / (wp.abs((-(s0) * generic_000000_f2(v7, s0, v7))) + type(s0)(1.0)))  <L 7>
    wp::adj_add(var_52, var_86, adj_52, adj_86, adj_87);
    wp::adj_sin(var_85, adj_85, adj_86);
    wp::adj_sub(var_83, var_84, adj_83, adj_84, adj_85);
    wp::adj_sqrt(var_82, var_83, adj_82, adj_83);
    wp::adj_add(var_80, var_81, adj_80, adj_81, adj_82);
    wp::adj_abs(var_52, adj_52, adj_80);
    // adj: v6 = v6 + wp.sin((wp.sqrt(wp.abs(v6) + 0.5) - 1.7))                               <L 6>
    wp::adj_vec_t(var_63, var_74, var_77, adj_63, adj_74, adj_77, adj_78);
    wp::adj_add(var_75, var_76, adj_75, adj_76, adj_77);
    wp::adj_min(var_s0, var_s0, adj_s0, adj_s0, adj_76);
    adj_generic_000000_f0_0(var_s0, adj_s0, adj_75);
    adj_generic_000000_f2_0(var_68, var_69, var_73, adj_68, adj_69, adj_73, adj_74);
    wp::adj_div(var_8, var_72, adj_8, adj_72, adj_73);
    wp::adj_add(var_70, var_71, adj_70, adj_71, adj_72);
    wp::adj_abs(var_s0, adj_s0, adj_70);
    adj_generic_000000_f2_0(var_60, var_s0, var_8, adj_60, adj_s0, adj_8, adj_69);
    wp::adj_normalize(var_67, var_68, adj_67, adj_68);
    wp::adj_vec_t(var_64, var_65, var_66, adj_64, adj_65, adj_66, adj_67);
    wp::adj_lerp(var_s0, var_61, var_62, adj_s0, adj_61, adj_62, adj_63);
    wp::adj_add(var_s0, var_s0, adj_s0, adj_s0, adj_61);
    // adj: v10 = wp.vector(wp.lerp(s0, (s0 + s0), type(s0)(0.25)), generic_000000_f2(wp.normalize(wp.vector(type(s0)(0.4), type(s0)(-0.5), type(s0)(-1.236))), generic_000000_f2(v9, s0, v7), (v7 / (wp.abs(s0) + type(s0)(1.0)))), (generic_000000_f0(s0) + wp.min(s0, s0)))  <L 8>
    wp::adj_div(var_53, var_59, adj_53, adj_59, adj_60);
    wp::adj_add(var_57, var_58, adj_57, adj_58, adj_59);
    wp::adj_abs(var_56, adj_56, adj_57);
    wp::adj_mul(var_54, var_55, adj_54, adj_55, adj_56);
    adj_generic_000000_f2_0(var_8, var_s0, var_8, adj_8, adj_s0, adj_8, adj_55);
    wp::adj_neg(var_s0, adj_s0, adj_54);
    wp::adj_add(var_8, var_8, adj_8, adj_8, adj_53);
    // adj: v9 = ((v7 + v7) / (wp.abs((-(s0) * generic_000000_f2(v7, s0, v7))) + type(s0)(1.0)))  <L 7>
    wp::adj_add(var_17, var_51, adj_17, adj_51, adj_52);
    wp::adj_sin(var_50, adj_50, adj_51);
    wp::adj_sub(var_48, var_49, adj_48, adj_49, adj_50);
    wp::adj_sqrt(var_47, var_48, adj_47, adj_48);
    wp::adj_add(var_45, var_46, adj_45, adj_46, adj_47);
    wp::adj_abs(var_17, adj_17, adj_45);
    // adj: v6 = v6 + wp.sin((wp.sqrt(wp.abs(v6) + 0.5) - 1.7))                               <L 6>
    wp::adj_vec_t(var_28, var_39, var_42, adj_28, adj_39, adj_42, adj_43);
    wp::adj_add(var_40, var_41, adj_40, adj_41, adj_42);
    wp::adj_min(var_s0, var_s0, adj_s0, adj_s0, adj_41);
    adj_generic_000000_f0_0(var_s0, adj_s0, adj_40);
    adj_generic_000000_f2_0(var_33, var_34, var_38, adj_33, adj_34, adj_38, adj_39);
    wp::adj_div(var_8, var_37, adj_8, adj_37, adj_38);
    wp::adj_add(var_35, var_36, adj_35, adj_36, adj_37);
    wp::adj_abs(var_s0, adj_s0, adj_35);
    adj_generic_000000_f2_0(var_25, var_s0, var_8, adj_25, adj_s0, adj_8, adj_34);
    wp::adj_normalize(var_32, var_33, adj_32, adj_33);
    wp::adj_vec_t(var_29, var_30, var_31, adj_29, adj_30, adj_31, adj_32);
    wp::adj_lerp(var_s0, var_26, var_27, adj_s0, adj_26, adj_27, adj_28);
    wp::adj_add(var_s0, var_s0, adj_s0, adj_s0, adj_26);
    // adj: v10 = wp.vector(wp.lerp(s0, (s0 + s0), type(s0)(0.25)), generic_000000_f2(wp.normalize(wp.vector(type(s0)(0.4), type(s0)(-0.5), type(s0)(-1.236))), generic_000000_f2(v9, s0, v7), (v7 / (wp.abs(s0) + type(s0)(1.0)))), (generic_000000_f0(s0) + wp.min(s0, s0)))  <L 8>
    wp::adj_div(var_18, var_24, adj_18, adj_24, adj_25);
    wp::adj_add(var_22, var_23, adj_22, adj_23, adj_24);
    wp::adj_abs(var_21, adj_21, adj_22);
    wp::adj_mul(var_19, var_20, adj_19, adj_20, adj_21);
    adj_generic_000000_f2_0(var_8, var_s0, var_8, adj_8, adj_s0, adj_8, adj_20);
    wp::adj_neg(var_s0, adj_s0, adj_19);
    wp::adj_add(var_8, var_8, adj_8, adj_8, adj_18);
    // adj: v9 = ((v7 + v7) / (wp.abs((-(s0) * generic_000000_f2(v7, s0, v7))) + type(s0)(1.0)))  <L 7>
    wp::adj_add(var_2, var_16, adj_2, adj_16, adj_17);
    wp::adj_sin(var_15, adj_15, adj_16);
    wp::adj_sub(var_13, var_14, adj_13, adj_14, adj_15);
    wp::adj_sqrt(var_12, var_13, adj_12, adj_13);
    wp::adj_add(var_10, var_11, adj_10, adj_11, adj_12);
    wp::adj_abs(var_2, adj_2, adj_10);
    // adj: v6 = v6 + wp.sin((wp.sqrt(wp.abs(v6) + 0.5) - 1.7))                               <L 6>
    // adj: for j8 in range(6):                                                               <L 5>
    adj_generic_000000_f1_0(var_s0, var_7, adj_s0, adj_7, adj_8);
    wp::adj_vec_t(var_4, var_5, var_6, adj_4, adj_5, adj_6, adj_7);
    // adj: v7 = generic_000000_f1(s0, wp.vector(type(s0)(-0.46), type(s0)(1.0), type(s0)(-0.4)))  <L 4>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v6 = x0[tid]                                                                      <L 3>
    // adj: tid = wp.tid()                                                                    <L 2>
    // adj: def generic_000000_t(s0: Any, x0: wp.array(dtype=Any), out0: wp.array(dtype=Any), out1: wp.array(dtype=Any)):  <L 1>
    return;
}



struct generic_000000_t_60dfb8f0_cpu_block_payload_forward
{
    wp_args_generic_000000_t_60dfb8f0* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void generic_000000_t_60dfb8f0_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    generic_000000_t_60dfb8f0_cpu_block_payload_forward* payload = (generic_000000_t_60dfb8f0_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    generic_000000_t_60dfb8f0_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void generic_000000_t_60dfb8f0_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_generic_000000_t_60dfb8f0 *_wp_args)
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
        generic_000000_t_60dfb8f0_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &generic_000000_t_60dfb8f0_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct generic_000000_t_60dfb8f0_cpu_block_payload_backward
{
    wp_args_generic_000000_t_60dfb8f0* args;
    wp_args_generic_000000_t_60dfb8f0* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void generic_000000_t_60dfb8f0_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    generic_000000_t_60dfb8f0_cpu_block_payload_backward* payload = (generic_000000_t_60dfb8f0_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    generic_000000_t_60dfb8f0_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void generic_000000_t_60dfb8f0_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_generic_000000_t_60dfb8f0 *_wp_args,
    wp_args_generic_000000_t_60dfb8f0 *_wp_adj_args)
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
        generic_000000_t_60dfb8f0_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &generic_000000_t_60dfb8f0_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

