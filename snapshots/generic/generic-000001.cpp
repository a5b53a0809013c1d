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
static wp::vec_t<3, wp::float32> generic_000001_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::float32 var_p1)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -0.28;
    wp::float32 var_1;
    const wp::float32 var_2 = 0.82;
    wp::float32 var_3;
    const wp::float32 var_4 = -1.708;
    wp::float32 var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 1.0;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    //---------
    // forward
    // def generic_000001_f0(p0: Any, p1: Any):                                               <L 1>
    // v0 = wp.normalize(wp.vector(type(p1)(-0.28), type(p1)(0.82), type(p1)(-1.708)))        <L 2>
    var_1 = wp::float32(var_0);
    var_3 = wp::float32(var_2);
    var_5 = wp::float32(var_4);
    var_6 = wp::vec_t<3, wp::float32>(var_1, var_3, var_5);
    var_7 = wp::normalize(var_6);
    // v1 = (p1 + p1)                                                                         <L 3>
    var_8 = wp::add(var_p1, var_p1);
    // v2 = v1                                                                                <L 4>
    var_9 = wp::copy(var_8);
    // return (wp.normalize(v0) + (v0 / (wp.abs(p1) + type(p1)(1.0))))                        <L 5>
    var_10 = wp::normalize(var_7);
    var_11 = wp::abs(var_p1);
    var_13 = wp::float32(var_12);
    var_14 = wp::add(var_11, var_13);
    var_15 = wp::div(var_7, var_14);
    var_16 = wp::add(var_10, var_15);
    return var_16;
}


// generic-000001.py:0
static wp::vec_t<3, wp::float32> generic_000001_f1_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::float32 var_p1)
{
    //---------
    // primal vars
    wp::vec_t<3, wp::float32> var_0;
    const wp::float32 var_1 = 1.2;
    wp::float32 var_2;
    const wp::float32 var_3 = 1.02;
    wp::float32 var_4;
    const wp::float32 var_5 = -0.33;
    wp::float32 var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32> var_9;
    //---------
    // forward
    // def generic_000001_f1(p0: Any, p1: Any):                                               <L 1>
    // v3 = generic_000001_f0(p0, p1)                                                         <L 2>
    var_0 = generic_000001_f0_0(var_p0, var_p1);
    // return wp.cross(v3, wp.cross(p0, wp.vector(type(p1)(1.2), type(p1)(1.02), type(p1)(-0.33))))       <L 3>
    var_2 = wp::float32(var_1);
    var_4 = wp::float32(var_3);
    var_6 = wp::float32(var_5);
    var_7 = wp::vec_t<3, wp::float32>(var_2, var_4, var_6);
    var_8 = wp::cross(var_p0, var_7);
    var_9 = wp::cross(var_0, var_8);
    return var_9;
}


// generic-000001.py:0
static wp::float32 generic_000001_f2_0(
    wp::float32 var_p0,
    wp::vec_t<3, wp::float32> var_p1,
    wp::float32 var_p2)
{
    //---------
    // primal vars
    wp::vec_t<3, wp::float32> var_0;
    wp::vec_t<3, wp::float32> var_1;
    wp::float32 var_2;
    //---------
    // forward
    // def generic_000001_f2(p0: Any, p1: Any, p2: Any):                                      <L 1>
    // v4 = generic_000001_f1(p1, p0)                                                         <L 2>
    var_0 = generic_000001_f1_0(var_p1, var_p0);
    // v5 = generic_000001_f0(p1, p2)                                                         <L 3>
    var_1 = generic_000001_f0_0(var_p1, var_p2);
    // v6 = (p2 + p2)                                                                         <L 4>
    var_2 = wp::add(var_p2, var_p2);
    // return v6                                                                              <L 5>
    return var_2;
}


// generic-000001.py:0
static void adj_generic_000001_f0_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::float32 & adj_p1,
    wp::vec_t<3, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    const wp::float32 var_0 = -0.28;
    wp::float32 var_1;
    const wp::float32 var_2 = 0.82;
    wp::float32 var_3;
    const wp::float32 var_4 = -1.708;
    wp::float32 var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 1.0;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    //---------
    // dual vars
    wp::float32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::vec_t<3, wp::float32> adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    //---------
    // forward
    // def generic_000001_f0(p0: Any, p1: Any):                                               <L 1>
    // v0 = wp.normalize(wp.vector(type(p1)(-0.28), type(p1)(0.82), type(p1)(-1.708)))        <L 2>
    var_1 = wp::float32(var_0);
    var_3 = wp::float32(var_2);
    var_5 = wp::float32(var_4);
    var_6 = wp::vec_t<3, wp::float32>(var_1, var_3, var_5);
    var_7 = wp::normalize(var_6);
    // v1 = (p1 + p1)                                                                         <L 3>
    var_8 = wp::add(var_p1, var_p1);
    // v2 = v1                                                                                <L 4>
    var_9 = wp::copy(var_8);
    // return (wp.normalize(v0) + (v0 / (wp.abs(p1) + type(p1)(1.0))))                        <L 5>
    var_10 = wp::normalize(var_7);
    var_11 = wp::abs(var_p1);
    var_13 = wp::float32(var_12);
    var_14 = wp::add(var_11, var_13);
    var_15 = wp::div(var_7, var_14);
    var_16 = wp::add(var_10, var_15);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_16 += adj_ret;
    wp::adj_add(var_10, var_15, adj_10, adj_15, adj_16);
    wp::adj_div(var_7, var_14, adj_7, adj_14, adj_15);
    wp::adj_add(var_11, var_13, adj_11, adj_13, adj_14);
    wp::adj_float32(var_12, adj_12, adj_13);
    wp::adj_abs(var_p1, adj_p1, adj_11);
    wp::adj_normalize(var_7, var_10, adj_7, adj_10);
    // adj: return (wp.normalize(v0) + (v0 / (wp.abs(p1) + type(p1)(1.0))))                   <L 5>
    wp::adj_copy(var_8, adj_8, adj_9);
    // adj: v2 = v1                                                                           <L 4>
    wp::adj_add(var_p1, var_p1, adj_p1, adj_p1, adj_8);
    // adj: v1 = (p1 + p1)                                                                    <L 3>
    wp::adj_normalize(var_6, var_7, adj_6, adj_7);
    wp::adj_vec_t(var_1, var_3, var_5, adj_1, adj_3, adj_5, adj_6);
    wp::adj_float32(var_4, adj_4, adj_5);
    wp::adj_float32(var_2, adj_2, adj_3);
    wp::adj_float32(var_0, adj_0, adj_1);
    // adj: v0 = wp.normalize(wp.vector(type(p1)(-0.28), type(p1)(0.82), type(p1)(-1.708)))   <L 2>
    // adj: def generic_000001_f0(p0: Any, p1: Any):                                          <L 1>
    return;
}


// generic-000001.py:0
static void adj_generic_000001_f1_0(
    wp::vec_t<3, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::vec_t<3, wp::float32> & adj_p0,
    wp::float32 & adj_p1,
    wp::vec_t<3, wp::float32> & adj_ret)
{
    //---------
    // primal vars
    wp::vec_t<3, wp::float32> var_0;
    const wp::float32 var_1 = 1.2;
    wp::float32 var_2;
    const wp::float32 var_3 = 1.02;
    wp::float32 var_4;
    const wp::float32 var_5 = -0.33;
    wp::float32 var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::vec_t<3, wp::float32> var_9;
    //---------
    // dual vars
    wp::vec_t<3, wp::float32> adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::vec_t<3, wp::float32> adj_8 = {};
    wp::vec_t<3, wp::float32> adj_9 = {};
    //---------
    // forward
    // def generic_000001_f1(p0: Any, p1: Any):                                               <L 1>
    // v3 = generic_000001_f0(p0, p1)                                                         <L 2>
    var_0 = generic_000001_f0_0(var_p0, var_p1);
    // return wp.cross(v3, wp.cross(p0, wp.vector(type(p1)(1.2), type(p1)(1.02), type(p1)(-0.33))))       <L 3>
    var_2 = wp::float32(var_1);
    var_4 = wp::float32(var_3);
    var_6 = wp::float32(var_5);
    var_7 = wp::vec_t<3, wp::float32>(var_2, var_4, var_6);
    var_8 = wp::cross(var_p0, var_7);
    var_9 = wp::cross(var_0, var_8);
    goto label0;
    //---------
    // reverse
    label0:;
    adj_9 += adj_ret;
    wp::adj_cross(var_0, var_8, adj_0, adj_8, adj_9);
    wp::adj_cross(var_p0, var_7, adj_p0, adj_7, adj_8);
    wp::adj_vec_t(var_2, var_4, var_6, adj_2, adj_4, adj_6, adj_7);
    wp::adj_float32(var_5, adj_5, adj_6);
    wp::adj_float32(var_3, adj_3, adj_4);
    wp::adj_float32(var_1, adj_1, adj_2);
    // adj: return wp.cross(v3, wp.cross(p0, wp.vector(type(p1)(1.2), type(p1)(1.02), type(p1)(-0.33))))  <L 3>
    adj_generic_000001_f0_0(var_p0, var_p1, adj_p0, adj_p1, adj_0);
    // adj: v3 = generic_000001_f0(p0, p1)                                                    <L 2>
    // adj: def generic_000001_f1(p0: Any, p1: Any):                                          <L 1>
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
    wp::vec_t<3, wp::float32> var_0;
    wp::vec_t<3, wp::float32> var_1;
    wp::float32 var_2;
    //---------
    // dual vars
    wp::vec_t<3, wp::float32> adj_0 = {};
    wp::vec_t<3, wp::float32> adj_1 = {};
    wp::float32 adj_2 = {};
    //---------
    // forward
    // def generic_000001_f2(p0: Any, p1: Any, p2: Any):                                      <L 1>
    // v4 = generic_000001_f1(p1, p0)                                                         <L 2>
    var_0 = generic_000001_f1_0(var_p1, var_p0);
    // v5 = generic_000001_f0(p1, p2)                                                         <L 3>
    var_1 = generic_000001_f0_0(var_p1, var_p2);
    // v6 = (p2 + p2)                                                                         <L 4>
    var_2 = wp::add(var_p2, var_p2);
    // return v6                                                                              <L 5>
    goto label0;
    //---------
    // reverse
    label0:;
    adj_2 += adj_ret;
    // adj: return v6                                                                         <L 5>
    wp::adj_add(var_p2, var_p2, adj_p2, adj_p2, adj_2);
    // adj: v6 = (p2 + p2)                                                                    <L 4>
    adj_generic_000001_f0_0(var_p1, var_p2, adj_p1, adj_p2, adj_1);
    // adj: v5 = generic_000001_f0(p1, p2)                                                    <L 3>
    adj_generic_000001_f1_0(var_p1, var_p0, adj_p1, adj_p0, adj_0);
    // adj: v4 = generic_000001_f1(p1, p0)                                                    <L 2>
    // adj: def generic_000001_f2(p0: Any, p1: Any, p2: Any):                                 <L 1>
    return;
}

struct wp_args_generic_000001_t_e2f300c9 {
    wp::float32 stiffness;
    wp::array_t<wp::float32> sample_radii;
    wp::array_t<wp::vec_t<3, wp::float32>> sample_velocities;
    wp::array_t<wp::float32> sample_weights;
    wp::array_t<wp::float32> sample_scores;
    wp::int32 num_samples;
};


template <bool wp_linear_contiguous>
static void generic_000001_t_e2f300c9_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_generic_000001_t_e2f300c9 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::float32 var_stiffness = _wp_args->stiffness;
    wp::array_t<wp::float32> var_sample_radii = _wp_args->sample_radii;
    wp::array_t<wp::vec_t<3, wp::float32>> var_sample_velocities = _wp_args->sample_velocities;
    wp::array_t<wp::float32> var_sample_weights = _wp_args->sample_weights;
    wp::array_t<wp::float32> var_sample_scores = _wp_args->sample_scores;
    wp::int32 var_num_samples = _wp_args->num_samples;
    //---------
    // primal vars
    wp::int32 var_0;
    bool var_1;
    wp::float32* var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::vec_t<3, wp::float32>* var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::float32* var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::vec_t<3, wp::float32> var_11;
    const wp::float32 var_12 = 1.62;
    wp::float32 var_13;
    wp::vec_t<3, wp::float32> var_14;
    const wp::float32 var_15 = 0.25;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::vec_t<3, wp::float32> var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = 0.7;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    //---------
    // forward
    // def generic_000001_t(stiffness: Any, sample_radii: wp.array[Any], sample_velocities: wp.array[Any], sample_weights: wp.array[Any], sample_scores: wp.array[Any], num_samples: int):       <L 1>
    // tid = wp.tid()  # thread index                                                         <L 3>
    var_0 = builtin_tid1d();
    // if tid >= num_samples:                                                                 <L 4>
    var_1 = (var_0 >= var_num_samples);
    if (var_1) {
        // return  # past the end of the arrays                                               <L 5>
        return;
    }
    // v7 = sample_radii[tid]                                                                 <L 6>
    var_2 = wp::address(var_sample_radii, var_0);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // v8 = sample_velocities[tid]                                                            <L 7>
    var_5 = wp::address(var_sample_velocities, var_0);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v9 = sample_weights[tid]                                                               <L 8>
    var_8 = wp::address(var_sample_weights, var_0);
    var_10 = wp::load(var_8);
    var_9 = wp::copy(var_10);
    // v10 = (v8 * stiffness)                                                                 <L 9>
    var_11 = wp::mul(var_6, var_stiffness);
    // v11 = generic_000001_f0(v8, type(stiffness)(1.62))                                     <L 10>
    var_13 = wp::float32(var_12);
    var_14 = generic_000001_f0_0(var_6, var_13);
    // v12 = wp.lerp(v9, stiffness, type(stiffness)(0.25))                                    <L 11>
    var_16 = wp::float32(var_15);
    var_17 = wp::lerp(var_9, var_stiffness, var_16);
    // v13 = generic_000001_f1(v8, generic_000001_f2(v12, v10, v12))                          <L 12>
    var_18 = generic_000001_f2_0(var_17, var_11, var_17);
    var_19 = generic_000001_f1_0(var_6, var_18);
    // sample_scores[tid] = v9 + stiffness + v12 + v12 * type(stiffness)(0.7)                 <L 14>
    var_20 = wp::add(var_9, var_stiffness);
    var_21 = wp::add(var_20, var_17);
    var_23 = wp::float32(var_22);
    var_24 = wp::mul(var_17, var_23);
    var_25 = wp::add(var_21, var_24);
    wp::array_store(var_sample_scores, var_0, var_25);
}



template <bool wp_linear_contiguous>
static void generic_000001_t_e2f300c9_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_generic_000001_t_e2f300c9 *_wp_args,
    wp_args_generic_000001_t_e2f300c9 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::float32 var_stiffness = _wp_args->stiffness;
    wp::array_t<wp::float32> var_sample_radii = _wp_args->sample_radii;
    wp::array_t<wp::vec_t<3, wp::float32>> var_sample_velocities = _wp_args->sample_velocities;
    wp::array_t<wp::float32> var_sample_weights = _wp_args->sample_weights;
    wp::array_t<wp::float32> var_sample_scores = _wp_args->sample_scores;
    wp::int32 var_num_samples = _wp_args->num_samples;
    wp::float32 adj_stiffness = _wp_adj_args->stiffness;
    wp::array_t<wp::float32> adj_sample_radii = _wp_adj_args->sample_radii;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_sample_velocities = _wp_adj_args->sample_velocities;
    wp::array_t<wp::float32> adj_sample_weights = _wp_adj_args->sample_weights;
    wp::array_t<wp::float32> adj_sample_scores = _wp_adj_args->sample_scores;
    wp::int32 adj_num_samples = _wp_adj_args->num_samples;
    //---------
    // primal vars
    wp::int32 var_0;
    bool var_1;
    wp::float32* var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::vec_t<3, wp::float32>* var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::float32* var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::vec_t<3, wp::float32> var_11;
    const wp::float32 var_12 = 1.62;
    wp::float32 var_13;
    wp::vec_t<3, wp::float32> var_14;
    const wp::float32 var_15 = 0.25;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::vec_t<3, wp::float32> var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = 0.7;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    bool adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::vec_t<3, wp::float32> adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    //---------
    // forward
    // def generic_000001_t(stiffness: Any, sample_radii: wp.array[Any], sample_velocities: wp.array[Any], sample_weights: wp.array[Any], sample_scores: wp.array[Any], num_samples: int):       <L 1>
    // tid = wp.tid()  # thread index                                                         <L 3>
    var_0 = builtin_tid1d();
    // if tid >= num_samples:                                                                 <L 4>
    var_1 = (var_0 >= var_num_samples);
    if (var_1) {
        // return  # past the end of the arrays                                               <L 5>
        goto label0;
    }
    // v7 = sample_radii[tid]                                                                 <L 6>
    var_2 = wp::address(var_sample_radii, var_0);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // v8 = sample_velocities[tid]                                                            <L 7>
    var_5 = wp::address(var_sample_velocities, var_0);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v9 = sample_weights[tid]                                                               <L 8>
    var_8 = wp::address(var_sample_weights, var_0);
    var_10 = wp::load(var_8);
    var_9 = wp::copy(var_10);
    // v10 = (v8 * stiffness)                                                                 <L 9>
    var_11 = wp::mul(var_6, var_stiffness);
    // v11 = generic_000001_f0(v8, type(stiffness)(1.62))                                     <L 10>
    var_13 = wp::float32(var_12);
    var_14 = generic_000001_f0_0(var_6, var_13);
    // v12 = wp.lerp(v9, stiffness, type(stiffness)(0.25))                                    <L 11>
    var_16 = wp::float32(var_15);
    var_17 = wp::lerp(var_9, var_stiffness, var_16);
    // v13 = generic_000001_f1(v8, generic_000001_f2(v12, v10, v12))                          <L 12>
    var_18 = generic_000001_f2_0(var_17, var_11, var_17);
    var_19 = generic_000001_f1_0(var_6, var_18);
    // sample_scores[tid] = v9 + stiffness + v12 + v12 * type(stiffness)(0.7)                 <L 14>
    var_20 = wp::add(var_9, var_stiffness);
    var_21 = wp::add(var_20, var_17);
    var_23 = wp::float32(var_22);
    var_24 = wp::mul(var_17, var_23);
    var_25 = wp::add(var_21, var_24);
    // wp::array_store(var_sample_scores, var_0, var_25);
    //---------
    // reverse
    wp::adj_array_store(var_sample_scores, var_0, var_25, adj_sample_scores, adj_0, adj_25);
    wp::adj_add(var_21, var_24, adj_21, adj_24, adj_25);
    wp::adj_mul(var_17, var_23, adj_17, adj_23, adj_24);
    wp::adj_float32(var_22, adj_22, adj_23);
    wp::adj_add(var_20, var_17, adj_20, adj_17, adj_21);
    wp::adj_add(var_9, var_stiffness, adj_9, adj_stiffness, adj_20);
    // adj: sample_scores[tid] = v9 + stiffness + v12 + v12 * type(stiffness)(0.7)            <L 14>
    adj_generic_000001_f1_0(var_6, var_18, adj_6, adj_18, adj_19);
    adj_generic_000001_f2_0(var_17, var_11, var_17, adj_17, adj_11, adj_17, adj_18);
    // adj: v13 = generic_000001_f1(v8, generic_000001_f2(v12, v10, v12))                     <L 12>
    wp::adj_lerp(var_9, var_stiffness, var_16, adj_9, adj_stiffness, adj_16, adj_17);
    wp::adj_float32(var_15, adj_15, adj_16);
    // adj: v12 = wp.lerp(v9, stiffness, type(stiffness)(0.25))                               <L 11>
    adj_generic_000001_f0_0(var_6, var_13, adj_6, adj_13, adj_14);
    wp::adj_float32(var_12, adj_12, adj_13);
    // adj: v11 = generic_000001_f0(v8, type(stiffness)(1.62))                                <L 10>
    wp::adj_mul(var_6, var_stiffness, adj_6, adj_stiffness, adj_11);
    // adj: v10 = (v8 * stiffness)                                                            <L 9>
    wp::adj_copy(var_10, adj_8, adj_9);
    wp::adj_address(var_sample_weights, var_0, adj_sample_weights, adj_0, adj_8);
    // adj: v9 = sample_weights[tid]                                                          <L 8>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_sample_velocities, var_0, adj_sample_velocities, adj_0, adj_5);
    // adj: v8 = sample_velocities[tid]                                                       <L 7>
    wp::adj_copy(var_4, adj_2, adj_3);
    wp::adj_address(var_sample_radii, var_0, adj_sample_radii, adj_0, adj_2);
    // adj: v7 = sample_radii[tid]                                                            <L 6>
    if (var_1) {
        label0:;
        // adj: return  # past the end of the arrays                                          <L 5>
    }
    // adj: if tid >= num_samples:                                                            <L 4>
    // adj: tid = wp.tid()  # thread index                                                    <L 3>
    // adj: def generic_000001_t(stiffness: Any, sample_radii: wp.array[Any], sample_velocities: wp.array[Any], sample_weights: wp.array[Any], sample_scores: wp.array[Any], num_samples: int):  <L 1>
    return;
}



struct generic_000001_t_e2f300c9_cpu_block_payload_forward
{
    wp_args_generic_000001_t_e2f300c9* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void generic_000001_t_e2f300c9_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    generic_000001_t_e2f300c9_cpu_block_payload_forward* payload = (generic_000001_t_e2f300c9_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    generic_000001_t_e2f300c9_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void generic_000001_t_e2f300c9_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_generic_000001_t_e2f300c9 *_wp_args)
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
        generic_000001_t_e2f300c9_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &generic_000001_t_e2f300c9_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct generic_000001_t_e2f300c9_cpu_block_payload_backward
{
    wp_args_generic_000001_t_e2f300c9* args;
    wp_args_generic_000001_t_e2f300c9* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void generic_000001_t_e2f300c9_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    generic_000001_t_e2f300c9_cpu_block_payload_backward* payload = (generic_000001_t_e2f300c9_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    generic_000001_t_e2f300c9_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void generic_000001_t_e2f300c9_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_generic_000001_t_e2f300c9 *_wp_args,
    wp_args_generic_000001_t_e2f300c9 *_wp_adj_args)
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
        generic_000001_t_e2f300c9_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &generic_000001_t_e2f300c9_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

