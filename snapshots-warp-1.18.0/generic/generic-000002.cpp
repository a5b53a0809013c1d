// Generated for case generic-000002 with warp-lang 1.18.0. Do not edit.
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


// generic-000002.py:0
static wp::vec_t<3, wp::float32> generic_000002_f0_0(
    wp::vec_t<3, wp::float32> var_p0)
{
    //---------
    // primal vars
    const wp::int32 var_0 = 0;
    wp::float32 var_1;
    const wp::float32 var_2 = -1.975;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::int32 var_5 = 0;
    wp::float32 var_6;
    const wp::float32 var_7 = -0.57;
    wp::float32 var_8;
    const wp::int32 var_9 = 0;
    wp::float32 var_10;
    const wp::float32 var_11 = 1.21;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    bool var_15;
    wp::vec_t<3, wp::float32> var_16;
    const wp::int32 var_17 = 0;
    wp::float32 var_18;
    const wp::float32 var_19 = 1.3;
    wp::float32 var_20;
    wp::vec_t<3, wp::float32> var_21;
    wp::vec_t<3, wp::float32> var_22;
    //---------
    // forward
    // def generic_000002_f0(p0: Any):                                                        <L 1>
    // v0 = -(type(p0[0])(-1.975))                                                            <L 2>
    var_1 = wp::extract(var_p0, var_0);
    var_3 = wp::float32(var_2);
    var_4 = wp::neg(var_3);
    // v1 = wp.clamp(v0, type(p0[0])(-0.57), type(p0[0])(1.21))                               <L 3>
    var_6 = wp::extract(var_p0, var_5);
    var_8 = wp::float32(var_7);
    var_10 = wp::extract(var_p0, var_9);
    var_12 = wp::float32(var_11);
    var_13 = wp::clamp(var_4, var_8, var_12);
    // v2 = v0                                                                                <L 4>
    var_14 = wp::copy(var_4);
    // if v0 > v2:                                                                            <L 5>
    var_15 = (var_4 > var_14);
    if (var_15) {
        // return (p0 + p0)                                                                   <L 6>
        var_16 = wp::add(var_p0, var_p0);
        return var_16;
    }
    // return wp.normalize(wp.vector(v1, v1, type(p0[0])(1.3)))                               <L 7>
    var_18 = wp::extract(var_p0, var_17);
    var_20 = wp::float32(var_19);
    var_21 = wp::vec_t<3, wp::float32>(var_13, var_13, var_20);
    var_22 = wp::normalize(var_21);
    return var_22;
}


// generic-000002.py:0
static wp::float32 generic_000002_f1_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::float32 var_p2)
{
    //---------
    // primal vars
    const wp::int32 var_0 = 1;
    wp::float32 var_1;
    wp::float32 var_2;
    bool var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    //---------
    // forward
    // def generic_000002_f1(p0: Any, p1: Any, p2: Any):                                      <L 1>
    // v3 = p0.y                                                                              <L 2>
    var_1 = wp::extract(var_p0, var_0);
    // v4 = (p1 + p1)                                                                         <L 3>
    var_2 = wp::add(var_p1, var_p1);
    // if v4 > p1:                                                                            <L 4>
    var_3 = (var_2 > var_p1);
    if (var_3) {
        // return wp.max(p1, p1)                                                              <L 5>
        var_4 = wp::max(var_p1, var_p1);
        return var_4;
    }
    // return v3 + p2                                                                         <L 6>
    var_5 = wp::add(var_1, var_p2);
    return var_5;
}


// generic-000002.py:0
static void adj_generic_000002_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::vec_t<3, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    const wp::int32 var_0 = 0;
    wp::float32 var_1;
    const wp::float32 var_2 = -1.975;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::int32 var_5 = 0;
    wp::float32 var_6;
    const wp::float32 var_7 = -0.57;
    wp::float32 var_8;
    const wp::int32 var_9 = 0;
    wp::float32 var_10;
    const wp::float32 var_11 = 1.21;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    bool var_15;
    wp::vec_t<3, wp::float32> var_16;
    const wp::int32 var_17 = 0;
    wp::float32 var_18;
    const wp::float32 var_19 = 1.3;
    wp::float32 var_20;
    wp::vec_t<3, wp::float32> var_21;
    wp::vec_t<3, wp::float32> var_22;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::int32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::int32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    bool adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::int32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::vec_t<3, wp::float32> adj_21 = {};
    wp::vec_t<3, wp::float32> adj_22 = {};
    //---------
    // forward
    // def generic_000002_f0(p0: Any):                                                        <L 1>
    // v0 = -(type(p0[0])(-1.975))                                                            <L 2>
    var_1 = wp::extract(var_p0, var_0);
    var_3 = wp::float32(var_2);
    var_4 = wp::neg(var_3);
    // v1 = wp.clamp(v0, type(p0[0])(-0.57), type(p0[0])(1.21))                               <L 3>
    var_6 = wp::extract(var_p0, var_5);
    var_8 = wp::float32(var_7);
    var_10 = wp::extract(var_p0, var_9);
    var_12 = wp::float32(var_11);
    var_13 = wp::clamp(var_4, var_8, var_12);
    // v2 = v0                                                                                <L 4>
    var_14 = wp::copy(var_4);
    // if v0 > v2:                                                                            <L 5>
    var_15 = (var_4 > var_14);
    if (var_15) {
        // return (p0 + p0)                                                                   <L 6>
        var_16 = wp::add(var_p0, var_p0);
        goto label0;
    }
    // return wp.normalize(wp.vector(v1, v1, type(p0[0])(1.3)))                               <L 7>
    var_18 = wp::extract(var_p0, var_17);
    var_20 = wp::float32(var_19);
    var_21 = wp::vec_t<3, wp::float32>(var_13, var_13, var_20);
    var_22 = wp::normalize(var_21);
    goto label1;
    //---------
    // reverse
    label1:;
    adj_22 += adj_ret;
    wp::adj_normalize(var_21, var_22, adj_21, adj_22);
    wp::adj_vec_t(var_13, var_13, var_20, adj_13, adj_13, adj_20, adj_21);
    wp::adj_float32(var_19, adj_19, adj_20);
    wp::adj_extract(var_p0, var_17, adj_p0, adj_17, adj_18);
    // adj: return wp.normalize(wp.vector(v1, v1, type(p0[0])(1.3)))                          <L 7>
    if (var_15) {
        label0:;
        adj_16 += adj_ret;
        wp::adj_add(var_p0, var_p0, adj_p0, adj_p0, adj_16);
        // adj: return (p0 + p0)                                                              <L 6>
    }
    // adj: if v0 > v2:                                                                       <L 5>
    wp::adj_copy(var_4, adj_4, adj_14);
    // adj: v2 = v0                                                                           <L 4>
    wp::adj_clamp(var_4, var_8, var_12, adj_4, adj_8, adj_12, adj_13);
    wp::adj_float32(var_11, adj_11, adj_12);
    wp::adj_extract(var_p0, var_9, adj_p0, adj_9, adj_10);
    wp::adj_float32(var_7, adj_7, adj_8);
    wp::adj_extract(var_p0, var_5, adj_p0, adj_5, adj_6);
    // adj: v1 = wp.clamp(v0, type(p0[0])(-0.57), type(p0[0])(1.21))                          <L 3>
    wp::adj_neg(var_3, adj_3, adj_4);
    wp::adj_float32(var_2, adj_2, adj_3);
    wp::adj_extract(var_p0, var_0, adj_p0, adj_0, adj_1);
    // adj: v0 = -(type(p0[0])(-1.975))                                                       <L 2>
    // adj: def generic_000002_f0(p0: Any):                                                   <L 1>
    return;
}


// generic-000002.py:0
static void adj_generic_000002_f1_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::float32 var_p2,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::float32 & adj_p1,
    wp::float32 & adj_p2,
    wp::float32 & adj_ret)
{
    //---------
    // primal vars
    const wp::int32 var_0 = 1;
    wp::float32 var_1;
    wp::float32 var_2;
    bool var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    bool adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    //---------
    // forward
    // def generic_000002_f1(p0: Any, p1: Any, p2: Any):                                      <L 1>
    // v3 = p0.y                                                                              <L 2>
    var_1 = wp::extract(var_p0, var_0);
    // v4 = (p1 + p1)                                                                         <L 3>
    var_2 = wp::add(var_p1, var_p1);
    // if v4 > p1:                                                                            <L 4>
    var_3 = (var_2 > var_p1);
    if (var_3) {
        // return wp.max(p1, p1)                                                              <L 5>
        var_4 = wp::max(var_p1, var_p1);
        goto label0;
    }
    // return v3 + p2                                                                         <L 6>
    var_5 = wp::add(var_1, var_p2);
    goto label1;
    //---------
    // reverse
    label1:;
    adj_5 += adj_ret;
    wp::adj_add(var_1, var_p2, adj_1, adj_p2, adj_5);
    // adj: return v3 + p2                                                                    <L 6>
    if (var_3) {
        label0:;
        adj_4 += adj_ret;
        wp::adj_max(var_p1, var_p1, adj_p1, adj_p1, adj_4);
        // adj: return wp.max(p1, p1)                                                         <L 5>
    }
    // adj: if v4 > p1:                                                                       <L 4>
    wp::adj_add(var_p1, var_p1, adj_p1, adj_p1, adj_2);
    // adj: v4 = (p1 + p1)                                                                    <L 3>
    wp::adj_extract(var_p0, var_0, adj_p0, adj_0, adj_1);
    // adj: v3 = p0.y                                                                         <L 2>
    // adj: def generic_000002_f1(p0: Any, p1: Any, p2: Any):                                 <L 1>
    return;
}

struct wp_args_generic_000002_t_50da87bd {
    wp::float32 stiffness;
    wp::array_t<wp::float32> sample_temperatures;
    wp::array_t<wp::vec_t<3, wp::float32>> sample_displacements;
    wp::array_t<wp::float32> sample_residuals;
    wp::array_t<wp::vec_t<3, wp::float32>> sample_impulses;
};


void generic_000002_t_50da87bd_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_generic_000002_t_50da87bd *_wp_args)
{
    //---------
    // argument vars
    wp::float32 var_stiffness = _wp_args->stiffness;
    wp::array_t<wp::float32> var_sample_temperatures = _wp_args->sample_temperatures;
    wp::array_t<wp::vec_t<3, wp::float32>> var_sample_displacements = _wp_args->sample_displacements;
    wp::array_t<wp::float32> var_sample_residuals = _wp_args->sample_residuals;
    wp::array_t<wp::vec_t<3, wp::float32>> var_sample_impulses = _wp_args->sample_impulses;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    const wp::float32 var_9 = -1.765;
    wp::float32 var_10;
    const wp::float32 var_11 = 1.206;
    wp::float32 var_12;
    const wp::float32 var_13 = -1.72;
    wp::float32 var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::float32 var_16;
    const wp::float32 var_17 = 1.0;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::vec_t<3, wp::float32> var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    const wp::float32 var_25 = 0.11;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::vec_t<3, wp::float32> var_29;
    wp::vec_t<3, wp::float32> var_30;
    const wp::float32 var_31 = 1.31;
    wp::float32 var_32;
    const wp::float32 var_33 = 1.66;
    wp::float32 var_34;
    const wp::float32 var_35 = -1.42;
    wp::float32 var_36;
    wp::vec_t<3, wp::float32> var_37;
    const wp::float32 var_38 = 0.19;
    wp::float32 var_39;
    wp::vec_t<3, wp::float32> var_40;
    wp::vec_t<3, wp::float32> var_41;
    //---------
    // forward
    // def generic_000002_t(stiffness: Any, sample_temperatures: wp.array[Any], sample_displacements: wp.array[Any], sample_residuals: wp.array[Any], sample_impulses: wp.array[Any]):       <L 1>
    // tid = wp.tid()                                                                         <L 2>
    var_0 = builtin_tid1d();
    // v5 = sample_temperatures[tid]                                                          <L 3>
    var_1 = wp::address(var_sample_temperatures, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v6 = sample_displacements[tid]                                                         <L 4>
    var_4 = wp::address(var_sample_displacements, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v7 = v6                                                                                <L 5>
    var_7 = wp::copy(var_5);
    // v8 = generic_000002_f0(v6)                                                             <L 6>
    var_8 = generic_000002_f0_0(var_5);
    // v9 = generic_000002_f1((wp.vector(type(stiffness)(-1.765), type(stiffness)(1.206), type(stiffness)(-1.72)) / (wp.abs(stiffness) + type(stiffness)(1.0))), generic_000002_f1(v7, stiffness, v5), v5)       <L 7>
    var_10 = wp::float32(var_9);
    var_12 = wp::float32(var_11);
    var_14 = wp::float32(var_13);
    var_15 = wp::vec_t<3, wp::float32>(var_10, var_12, var_14);
    var_16 = wp::abs(var_stiffness);
    var_18 = wp::float32(var_17);
    var_19 = wp::add(var_16, var_18);
    var_20 = wp::div(var_15, var_19);
    var_21 = generic_000002_f1_0(var_7, var_stiffness, var_2);
    var_22 = generic_000002_f1_0(var_20, var_21, var_2);
    // sample_residuals[tid] = v5 + stiffness + v9 + stiffness * type(stiffness)(0.11)        <L 8>
    var_23 = wp::add(var_2, var_stiffness);
    var_24 = wp::add(var_23, var_22);
    var_26 = wp::float32(var_25);
    var_27 = wp::mul(var_stiffness, var_26);
    var_28 = wp::add(var_24, var_27);
    wp::array_store(var_sample_residuals, var_0, var_28);
    // sample_impulses[tid] = v6 + v7 + v8 + wp.vector(type(stiffness)(1.31), type(stiffness)(1.66), type(stiffness)(-1.42)) * type(stiffness)(0.19)       <L 9>
    var_29 = wp::add(var_5, var_7);
    var_30 = wp::add(var_29, var_8);
    var_32 = wp::float32(var_31);
    var_34 = wp::float32(var_33);
    var_36 = wp::float32(var_35);
    var_37 = wp::vec_t<3, wp::float32>(var_32, var_34, var_36);
    var_39 = wp::float32(var_38);
    var_40 = wp::mul(var_37, var_39);
    var_41 = wp::add(var_30, var_40);
    wp::array_store(var_sample_impulses, var_0, var_41);
}



void generic_000002_t_50da87bd_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_generic_000002_t_50da87bd *_wp_args,
    wp_args_generic_000002_t_50da87bd *_wp_adj_args)
{
    //---------
    // argument vars
    wp::float32 var_stiffness = _wp_args->stiffness;
    wp::array_t<wp::float32> var_sample_temperatures = _wp_args->sample_temperatures;
    wp::array_t<wp::vec_t<3, wp::float32>> var_sample_displacements = _wp_args->sample_displacements;
    wp::array_t<wp::float32> var_sample_residuals = _wp_args->sample_residuals;
    wp::array_t<wp::vec_t<3, wp::float32>> var_sample_impulses = _wp_args->sample_impulses;
    wp::float32 adj_stiffness = _wp_adj_args->stiffness;
    wp::array_t<wp::float32> adj_sample_temperatures = _wp_adj_args->sample_temperatures;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_sample_displacements = _wp_adj_args->sample_displacements;
    wp::array_t<wp::float32> adj_sample_residuals = _wp_adj_args->sample_residuals;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_sample_impulses = _wp_adj_args->sample_impulses;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    const wp::float32 var_9 = -1.765;
    wp::float32 var_10;
    const wp::float32 var_11 = 1.206;
    wp::float32 var_12;
    const wp::float32 var_13 = -1.72;
    wp::float32 var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::float32 var_16;
    const wp::float32 var_17 = 1.0;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::vec_t<3, wp::float32> var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    const wp::float32 var_25 = 0.11;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::vec_t<3, wp::float32> var_29;
    wp::vec_t<3, wp::float32> var_30;
    const wp::float32 var_31 = 1.31;
    wp::float32 var_32;
    const wp::float32 var_33 = 1.66;
    wp::float32 var_34;
    const wp::float32 var_35 = -1.42;
    wp::float32 var_36;
    wp::vec_t<3, wp::float32> var_37;
    const wp::float32 var_38 = 0.19;
    wp::float32 var_39;
    wp::vec_t<3, wp::float32> var_40;
    wp::vec_t<3, wp::float32> var_41;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::vec_t<3, wp::float32> adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::vec_t<3, wp::float32> adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::vec_t<3, wp::float32> adj_29 = {};
    wp::vec_t<3, wp::float32> adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::vec_t<3, wp::float32> adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::vec_t<3, wp::float32> adj_40 = {};
    wp::vec_t<3, wp::float32> adj_41 = {};
    //---------
    // forward
    // def generic_000002_t(stiffness: Any, sample_temperatures: wp.array[Any], sample_displacements: wp.array[Any], sample_residuals: wp.array[Any], sample_impulses: wp.array[Any]):       <L 1>
    // tid = wp.tid()                                                                         <L 2>
    var_0 = builtin_tid1d();
    // v5 = sample_temperatures[tid]                                                          <L 3>
    var_1 = wp::address(var_sample_temperatures, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v6 = sample_displacements[tid]                                                         <L 4>
    var_4 = wp::address(var_sample_displacements, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v7 = v6                                                                                <L 5>
    var_7 = wp::copy(var_5);
    // v8 = generic_000002_f0(v6)                                                             <L 6>
    var_8 = generic_000002_f0_0(var_5);
    // v9 = generic_000002_f1((wp.vector(type(stiffness)(-1.765), type(stiffness)(1.206), type(stiffness)(-1.72)) / (wp.abs(stiffness) + type(stiffness)(1.0))), generic_000002_f1(v7, stiffness, v5), v5)       <L 7>
    var_10 = wp::float32(var_9);
    var_12 = wp::float32(var_11);
    var_14 = wp::float32(var_13);
    var_15 = wp::vec_t<3, wp::float32>(var_10, var_12, var_14);
    var_16 = wp::abs(var_stiffness);
    var_18 = wp::float32(var_17);
    var_19 = wp::add(var_16, var_18);
    var_20 = wp::div(var_15, var_19);
    var_21 = generic_000002_f1_0(var_7, var_stiffness, var_2);
    var_22 = generic_000002_f1_0(var_20, var_21, var_2);
    // sample_residuals[tid] = v5 + stiffness + v9 + stiffness * type(stiffness)(0.11)        <L 8>
    var_23 = wp::add(var_2, var_stiffness);
    var_24 = wp::add(var_23, var_22);
    var_26 = wp::float32(var_25);
    var_27 = wp::mul(var_stiffness, var_26);
    var_28 = wp::add(var_24, var_27);
    // wp::array_store(var_sample_residuals, var_0, var_28);
    // sample_impulses[tid] = v6 + v7 + v8 + wp.vector(type(stiffness)(1.31), type(stiffness)(1.66), type(stiffness)(-1.42)) * type(stiffness)(0.19)       <L 9>
    var_29 = wp::add(var_5, var_7);
    var_30 = wp::add(var_29, var_8);
    var_32 = wp::float32(var_31);
    var_34 = wp::float32(var_33);
    var_36 = wp::float32(var_35);
    var_37 = wp::vec_t<3, wp::float32>(var_32, var_34, var_36);
    var_39 = wp::float32(var_38);
    var_40 = wp::mul(var_37, var_39);
    var_41 = wp::add(var_30, var_40);
    // wp::array_store(var_sample_impulses, var_0, var_41);
    //---------
    // reverse
    wp::adj_array_store(var_sample_impulses, var_0, var_41, adj_sample_impulses, adj_0, adj_41);
    wp::adj_add(var_30, var_40, adj_30, adj_40, adj_41);
    wp::adj_mul(var_37, var_39, adj_37, adj_39, adj_40);
    wp::adj_float32(var_38, adj_38, adj_39);
    wp::adj_vec_t(var_32, var_34, var_36, adj_32, adj_34, adj_36, adj_37);
    wp::adj_float32(var_35, adj_35, adj_36);
    wp::adj_float32(var_33, adj_33, adj_34);
    wp::adj_float32(var_31, adj_31, adj_32);
    wp::adj_add(var_29, var_8, adj_29, adj_8, adj_30);
    wp::adj_add(var_5, var_7, adj_5, adj_7, adj_29);
    // adj: sample_impulses[tid] = v6 + v7 + v8 + wp.vector(type(stiffness)(1.31), type(stiffness)(1.66), type(stiffness)(-1.42)) * type(stiffness)(0.19)  <L 9>
    wp::adj_array_store(var_sample_residuals, var_0, var_28, adj_sample_residuals, adj_0, adj_28);
    wp::adj_add(var_24, var_27, adj_24, adj_27, adj_28);
    wp::adj_mul(var_stiffness, var_26, adj_stiffness, adj_26, adj_27);
    wp::adj_float32(var_25, adj_25, adj_26);
    wp::adj_add(var_23, var_22, adj_23, adj_22, adj_24);
    wp::adj_add(var_2, var_stiffness, adj_2, adj_stiffness, adj_23);
    // adj: sample_residuals[tid] = v5 + stiffness + v9 + stiffness * type(stiffness)(0.11)   <L 8>
    adj_generic_000002_f1_0(var_20, var_21, var_2, adj_20, adj_21, adj_2, adj_22);
    adj_generic_000002_f1_0(var_7, var_stiffness, var_2, adj_7, adj_stiffness, adj_2, adj_21);
    wp::adj_div(var_15, var_19, adj_15, adj_19, adj_20);
    wp::adj_add(var_16, var_18, adj_16, adj_18, adj_19);
    wp::adj_float32(var_17, adj_17, adj_18);
    wp::adj_abs(var_stiffness, adj_stiffness, adj_16);
    wp::adj_vec_t(var_10, var_12, var_14, adj_10, adj_12, adj_14, adj_15);
    wp::adj_float32(var_13, adj_13, adj_14);
    wp::adj_float32(var_11, adj_11, adj_12);
    wp::adj_float32(var_9, adj_9, adj_10);
    // adj: v9 = generic_000002_f1((wp.vector(type(stiffness)(-1.765), type(stiffness)(1.206), type(stiffness)(-1.72)) / (wp.abs(stiffness) + type(stiffness)(1.0))), generic_000002_f1(v7, stiffness, v5), v5)  <L 7>
    adj_generic_000002_f0_0(var_5, adj_5, adj_8);
    // adj: v8 = generic_000002_f0(v6)                                                        <L 6>
    wp::adj_copy(var_5, adj_5, adj_7);
    // adj: v7 = v6                                                                           <L 5>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_sample_displacements, var_0, adj_sample_displacements, adj_0, adj_4);
    // adj: v6 = sample_displacements[tid]                                                    <L 4>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_sample_temperatures, var_0, adj_sample_temperatures, adj_0, adj_1);
    // adj: v5 = sample_temperatures[tid]                                                     <L 3>
    // adj: tid = wp.tid()                                                                    <L 2>
    // adj: def generic_000002_t(stiffness: Any, sample_temperatures: wp.array[Any], sample_displacements: wp.array[Any], sample_residuals: wp.array[Any], sample_impulses: wp.array[Any]):  <L 1>
    return;
}



struct generic_000002_t_50da87bd_cpu_block_payload_forward
{
    wp_args_generic_000002_t_50da87bd* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void generic_000002_t_50da87bd_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    generic_000002_t_50da87bd_cpu_block_payload_forward* payload = (generic_000002_t_50da87bd_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    generic_000002_t_50da87bd_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void generic_000002_t_50da87bd_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_generic_000002_t_50da87bd *_wp_args)
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
        generic_000002_t_50da87bd_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &generic_000002_t_50da87bd_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct generic_000002_t_50da87bd_cpu_block_payload_backward
{
    wp_args_generic_000002_t_50da87bd* args;
    wp_args_generic_000002_t_50da87bd* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void generic_000002_t_50da87bd_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    generic_000002_t_50da87bd_cpu_block_payload_backward* payload = (generic_000002_t_50da87bd_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    generic_000002_t_50da87bd_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void generic_000002_t_50da87bd_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_generic_000002_t_50da87bd *_wp_args,
    wp_args_generic_000002_t_50da87bd *_wp_adj_args)
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
        generic_000002_t_50da87bd_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &generic_000002_t_50da87bd_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

