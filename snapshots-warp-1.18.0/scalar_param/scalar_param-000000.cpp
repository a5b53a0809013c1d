// Generated for case scalar_param-000000 with warp-lang 1.18.0. Do not edit.
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


// scalar_param-000000.py:13
static void scalar_param_000000_f0_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::float32 & ret_0,
    wp::vec_t<3, wp::float32> & ret_1)
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
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 1.2;
    const wp::float32 var_15 = 1.7;
    const wp::float32 var_16 = 1.7;
    wp::vec_t<3, wp::float32> var_17;
    //---------
    // forward
    // def scalar_param_000000_f0(p0: float, p1: float, arr: wp.array[float], idx: int):       <L 14>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 15>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = wp.abs(p0)                                                                        <L 16>
    var_8 = wp::abs(var_p0);
    // return v1 + p0 + p1 + v0 + float(idx), wp.vec3(1.2, 1.7, 1.7)                          <L 17>
    var_9 = wp::add(var_8, var_p0);
    var_10 = wp::add(var_9, var_p1);
    var_11 = wp::add(var_10, var_6);
    var_12 = wp::float(var_idx);
    var_13 = wp::add(var_11, var_12);
    var_17 = wp::vec_t<3, wp::float32>(var_14, var_15, var_16);
    ret_0 = var_13;
    ret_1 = var_17;
    return;
}


// scalar_param-000000.py:13
static void adj_scalar_param_000000_f0_0(
    wp::float32 var_p0,
    wp::float32 var_p1,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::float32 & ret_0,
    wp::vec_t<3, wp::float32> & ret_1,
    wp::float32 & adj_p0,
    wp::float32 & adj_p1,
    wp::array_t<wp::float32> & adj_arr,
    wp::int32 & adj_idx,
    wp::float32 & adj_ret_0,
    wp::vec_t<3, wp::float32> & adj_ret_1)
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
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 1.2;
    const wp::float32 var_15 = 1.7;
    const wp::float32 var_16 = 1.7;
    wp::vec_t<3, wp::float32> var_17;
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
    wp::vec_t<3, wp::float32> adj_17 = {};
    //---------
    // forward
    // def scalar_param_000000_f0(p0: float, p1: float, arr: wp.array[float], idx: int):       <L 14>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 15>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = wp.abs(p0)                                                                        <L 16>
    var_8 = wp::abs(var_p0);
    // return v1 + p0 + p1 + v0 + float(idx), wp.vec3(1.2, 1.7, 1.7)                          <L 17>
    var_9 = wp::add(var_8, var_p0);
    var_10 = wp::add(var_9, var_p1);
    var_11 = wp::add(var_10, var_6);
    var_12 = wp::float(var_idx);
    var_13 = wp::add(var_11, var_12);
    var_17 = wp::vec_t<3, wp::float32>(var_14, var_15, var_16);
    ret_0 = var_13;
    ret_1 = var_17;
    goto label0;
    //---------
    // reverse
    label0:;
    adj_17 += adj_ret_1;
    adj_13 += adj_ret_0;
    wp::adj_vec_t(var_14, var_15, var_16, adj_14, adj_15, adj_16, adj_17);
    wp::adj_add(var_11, var_12, adj_11, adj_12, adj_13);
    wp::adj_float(var_idx, adj_idx, adj_12);
    wp::adj_add(var_10, var_6, adj_10, adj_6, adj_11);
    wp::adj_add(var_9, var_p1, adj_9, adj_p1, adj_10);
    wp::adj_add(var_8, var_p0, adj_8, adj_p0, adj_9);
    // adj: return v1 + p0 + p1 + v0 + float(idx), wp.vec3(1.2, 1.7, 1.7)                     <L 17>
    wp::adj_abs(var_p0, adj_p0, adj_8);
    // adj: v1 = wp.abs(p0)                                                                   <L 16>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_arr, var_4, adj_arr, adj_4, adj_5);
    wp::adj_mod(var_idx, var_2, adj_idx, adj_2, adj_4);
    adj_arr.shape = adj_0;
    // adj: v0 = arr[idx % arr.shape[0]]                                                      <L 15>
    // adj: def scalar_param_000000_f0(p0: float, p1: float, arr: wp.array[float], idx: int):  <L 14>
    return;
}

struct wp_args_scalar_param_000000_t_954c5ba5 {
    wp::array_t<wp::float32> shape_temperatures;
    wp::array_t<wp::vec_t<3, wp::float32>> shape_positions;
    wp::array_t<wp::float32> shape_phases;
    wp::int32 mode;
    wp::vec_t<3, wp::float32> scale;
    wp::vec_t<3, wp::float32> damping;
    wp::int32 n;
    wp::array_t<wp::float32> accumulated_mass;
    wp::array_t<wp::float32> shape_residuals;
};


void scalar_param_000000_t_954c5ba5_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_scalar_param_000000_t_954c5ba5 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_shape_temperatures = _wp_args->shape_temperatures;
    wp::array_t<wp::vec_t<3, wp::float32>> var_shape_positions = _wp_args->shape_positions;
    wp::array_t<wp::float32> var_shape_phases = _wp_args->shape_phases;
    wp::int32 var_mode = _wp_args->mode;
    wp::vec_t<3, wp::float32> var_scale = _wp_args->scale;
    wp::vec_t<3, wp::float32> var_damping = _wp_args->damping;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_accumulated_mass = _wp_args->accumulated_mass;
    wp::array_t<wp::float32> var_shape_residuals = _wp_args->shape_residuals;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::shape_t* var_1;
    const wp::int32 var_2 = 0;
    wp::int32 var_3;
    wp::shape_t var_4;
    bool var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::vec_t<3, wp::float32>* var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    wp::float32* var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = 1.0;
    const wp::int32 var_16 = 2;
    bool var_17;
    const wp::float32 var_18 = 0.11;
    wp::float32 var_19;
    const wp::int32 var_20 = 0;
    const wp::float32 var_21 = 0.4;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::range_t var_25;
    wp::int32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::float32 var_29 = 0.25;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::int32 var_33 = -4;
    wp::int32 var_34;
    wp::float32 var_35;
    wp::vec_t<3, wp::float32> var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::float32 var_39 = 1.21;
    wp::float32 var_40;
    wp::float32 var_41;
    const wp::int32 var_42 = 0;
    wp::float32 var_43;
    wp::float32 var_44;
    const wp::int32 var_45 = 1;
    wp::float32 var_46;
    wp::float32 var_47;
    const wp::int32 var_48 = 2;
    wp::float32 var_49;
    wp::float32 var_50;
    const wp::int32 var_51 = 0;
    wp::float32 var_52;
    wp::float32 var_53;
    const wp::int32 var_54 = 1;
    wp::float32 var_55;
    wp::float32 var_56;
    const wp::int32 var_57 = 2;
    wp::float32 var_58;
    wp::float32 var_59;
    //---------
    // forward
    // def scalar_param_000000_t(shape_temperatures: wp.array[Any], shape_positions: wp.array[Any], shape_phases: wp.array[Any], mode: int, scale: wp.vec3, damping: wp.vec3, n: int, accumulated_mass: wp.array[Any], shape_residuals: wp.array[Any]):       <L 1>
    // tid = wp.tid()                                                                         <L 2>
    var_0 = builtin_tid1d();
    // if tid >= shape_positions.shape[0]:                                                    <L 3>
    var_1 = &(var_shape_positions.shape);
    var_4 = wp::load(var_1);
    var_3 = wp::extract(var_4, var_2);
    var_5 = (var_0 >= var_3);
    if (var_5) {
        // return                                                                             <L 4>
        return;
    }
    // v2 = shape_temperatures[tid]                                                           <L 5>
    var_6 = wp::address(var_shape_temperatures, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v3 = shape_positions[tid]                                                              <L 6>
    var_9 = wp::address(var_shape_positions, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // v4 = shape_phases[tid]                                                                 <L 7>
    var_12 = wp::address(var_shape_phases, var_0);
    var_14 = wp::load(var_12);
    var_13 = wp::copy(var_14);
    // gain5 = 1.0                                                                            <L 8>
    // if mode == JointKind.PRISMATIC:                                                        <L 9>
    var_17 = (var_mode == var_16);
    if (var_17) {
        // gain5 = 0.11                                                                       <L 10>
    }
    var_19 = wp::where(var_17, var_18, var_15);
    // wp.atomic_add(accumulated_mass, 0, ((v4 * 0.4) + v4))                                  <L 11>
    var_22 = wp::mul(var_13, var_21);
    var_23 = wp::add(var_22, var_13);
    var_24 = wp::atomic_add(var_accumulated_mass, var_20, var_23);
    // for j6 in range(n):                                                                    <L 12>
    var_25 = wp::range(var_n);
    start_for_1:;
        if (iter_cmp(var_25) == 0) goto end_for_1;
        var_26 = wp::iter_next(var_25);
        // gain5 = gain5 + wp.sin(v2)                                                         <L 13>
        var_27 = wp::sin(var_7);
        var_28 = wp::add(var_19, var_27);
        wp::assign(var_19, var_28);
        goto start_for_1;
    end_for_1:;
    // v7 = wp.lerp(v4, v4, 0.25)                                                             <L 14>
    var_30 = wp::lerp(var_13, var_13, var_29);
    // v8, v9 = scalar_param_000000_f0((gain5 + v2), wp.rint(v4), shape_phases, wp.abs((-4)))       <L 15>
    var_31 = wp::add(var_19, var_7);
    var_32 = wp::rint(var_13);
    var_34 = wp::abs(var_33);
    scalar_param_000000_f0_0(var_31, var_32, var_shape_phases, var_34, var_35, var_36);
    // shape_residuals[tid] = gain5 + v7 + v8 + v8 * 1.21 + v3[0] + v3[1] + v3[2] + v9[0] + v9[1] + v9[2]       <L 16>
    var_37 = wp::add(var_19, var_30);
    var_38 = wp::add(var_37, var_35);
    var_40 = wp::mul(var_35, var_39);
    var_41 = wp::add(var_38, var_40);
    var_43 = wp::extract(var_10, var_42);
    var_44 = wp::add(var_41, var_43);
    var_46 = wp::extract(var_10, var_45);
    var_47 = wp::add(var_44, var_46);
    var_49 = wp::extract(var_10, var_48);
    var_50 = wp::add(var_47, var_49);
    var_52 = wp::extract(var_36, var_51);
    var_53 = wp::add(var_50, var_52);
    var_55 = wp::extract(var_36, var_54);
    var_56 = wp::add(var_53, var_55);
    var_58 = wp::extract(var_36, var_57);
    var_59 = wp::add(var_56, var_58);
    wp::array_store(var_shape_residuals, var_0, var_59);
}



void scalar_param_000000_t_954c5ba5_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_scalar_param_000000_t_954c5ba5 *_wp_args,
    wp_args_scalar_param_000000_t_954c5ba5 *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_shape_temperatures = _wp_args->shape_temperatures;
    wp::array_t<wp::vec_t<3, wp::float32>> var_shape_positions = _wp_args->shape_positions;
    wp::array_t<wp::float32> var_shape_phases = _wp_args->shape_phases;
    wp::int32 var_mode = _wp_args->mode;
    wp::vec_t<3, wp::float32> var_scale = _wp_args->scale;
    wp::vec_t<3, wp::float32> var_damping = _wp_args->damping;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_accumulated_mass = _wp_args->accumulated_mass;
    wp::array_t<wp::float32> var_shape_residuals = _wp_args->shape_residuals;
    wp::array_t<wp::float32> adj_shape_temperatures = _wp_adj_args->shape_temperatures;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_shape_positions = _wp_adj_args->shape_positions;
    wp::array_t<wp::float32> adj_shape_phases = _wp_adj_args->shape_phases;
    wp::int32 adj_mode = _wp_adj_args->mode;
    wp::vec_t<3, wp::float32> adj_scale = _wp_adj_args->scale;
    wp::vec_t<3, wp::float32> adj_damping = _wp_adj_args->damping;
    wp::int32 adj_n = _wp_adj_args->n;
    wp::array_t<wp::float32> adj_accumulated_mass = _wp_adj_args->accumulated_mass;
    wp::array_t<wp::float32> adj_shape_residuals = _wp_adj_args->shape_residuals;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::shape_t* var_1;
    const wp::int32 var_2 = 0;
    wp::int32 var_3;
    wp::shape_t var_4;
    bool var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::vec_t<3, wp::float32>* var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    wp::float32* var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::float32 var_15 = 1.0;
    const wp::int32 var_16 = 2;
    bool var_17;
    const wp::float32 var_18 = 0.11;
    wp::float32 var_19;
    const wp::int32 var_20 = 0;
    const wp::float32 var_21 = 0.4;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::range_t var_25;
    wp::int32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::float32 var_29 = 0.25;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::int32 var_33 = -4;
    wp::int32 var_34;
    wp::float32 var_35;
    wp::vec_t<3, wp::float32> var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::float32 var_39 = 1.21;
    wp::float32 var_40;
    wp::float32 var_41;
    const wp::int32 var_42 = 0;
    wp::float32 var_43;
    wp::float32 var_44;
    const wp::int32 var_45 = 1;
    wp::float32 var_46;
    wp::float32 var_47;
    const wp::int32 var_48 = 2;
    wp::float32 var_49;
    wp::float32 var_50;
    const wp::int32 var_51 = 0;
    wp::float32 var_52;
    wp::float32 var_53;
    const wp::int32 var_54 = 1;
    wp::float32 var_55;
    wp::float32 var_56;
    const wp::int32 var_57 = 2;
    wp::float32 var_58;
    wp::float32 var_59;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::shape_t adj_1 = {};
    wp::int32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::shape_t adj_4 = {};
    bool adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::vec_t<3, wp::float32> adj_9 = {};
    wp::vec_t<3, wp::float32> adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::int32 adj_16 = {};
    bool adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::range_t adj_25 = {};
    wp::int32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::int32 adj_33 = {};
    wp::int32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::vec_t<3, wp::float32> adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::int32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::int32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::int32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::int32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::int32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::int32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    //---------
    // forward
    // def scalar_param_000000_t(shape_temperatures: wp.array[Any], shape_positions: wp.array[Any], shape_phases: wp.array[Any], mode: int, scale: wp.vec3, damping: wp.vec3, n: int, accumulated_mass: wp.array[Any], shape_residuals: wp.array[Any]):       <L 1>
    // tid = wp.tid()                                                                         <L 2>
    var_0 = builtin_tid1d();
    // if tid >= shape_positions.shape[0]:                                                    <L 3>
    var_1 = &(var_shape_positions.shape);
    var_4 = wp::load(var_1);
    var_3 = wp::extract(var_4, var_2);
    var_5 = (var_0 >= var_3);
    if (var_5) {
        // return                                                                             <L 4>
        goto label0;
    }
    // v2 = shape_temperatures[tid]                                                           <L 5>
    var_6 = wp::address(var_shape_temperatures, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v3 = shape_positions[tid]                                                              <L 6>
    var_9 = wp::address(var_shape_positions, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // v4 = shape_phases[tid]                                                                 <L 7>
    var_12 = wp::address(var_shape_phases, var_0);
    var_14 = wp::load(var_12);
    var_13 = wp::copy(var_14);
    // gain5 = 1.0                                                                            <L 8>
    // if mode == JointKind.PRISMATIC:                                                        <L 9>
    var_17 = (var_mode == var_16);
    if (var_17) {
        // gain5 = 0.11                                                                       <L 10>
    }
    var_19 = wp::where(var_17, var_18, var_15);
    // wp.atomic_add(accumulated_mass, 0, ((v4 * 0.4) + v4))                                  <L 11>
    var_22 = wp::mul(var_13, var_21);
    var_23 = wp::add(var_22, var_13);
    // var_24 = wp::atomic_add(var_accumulated_mass, var_20, var_23);
    // for j6 in range(n):                                                                    <L 12>
    var_25 = wp::range(var_n);
    // v7 = wp.lerp(v4, v4, 0.25)                                                             <L 14>
    var_30 = wp::lerp(var_13, var_13, var_29);
    // v8, v9 = scalar_param_000000_f0((gain5 + v2), wp.rint(v4), shape_phases, wp.abs((-4)))       <L 15>
    var_31 = wp::add(var_19, var_7);
    var_32 = wp::rint(var_13);
    var_34 = wp::abs(var_33);
    scalar_param_000000_f0_0(var_31, var_32, var_shape_phases, var_34, var_35, var_36);
    // shape_residuals[tid] = gain5 + v7 + v8 + v8 * 1.21 + v3[0] + v3[1] + v3[2] + v9[0] + v9[1] + v9[2]       <L 16>
    var_37 = wp::add(var_19, var_30);
    var_38 = wp::add(var_37, var_35);
    var_40 = wp::mul(var_35, var_39);
    var_41 = wp::add(var_38, var_40);
    var_43 = wp::extract(var_10, var_42);
    var_44 = wp::add(var_41, var_43);
    var_46 = wp::extract(var_10, var_45);
    var_47 = wp::add(var_44, var_46);
    var_49 = wp::extract(var_10, var_48);
    var_50 = wp::add(var_47, var_49);
    var_52 = wp::extract(var_36, var_51);
    var_53 = wp::add(var_50, var_52);
    var_55 = wp::extract(var_36, var_54);
    var_56 = wp::add(var_53, var_55);
    var_58 = wp::extract(var_36, var_57);
    var_59 = wp::add(var_56, var_58);
    // wp::array_store(var_shape_residuals, var_0, var_59);
    //---------
    // reverse
    wp::adj_array_store(var_shape_residuals, var_0, var_59, adj_shape_residuals, adj_0, adj_59);
    wp::adj_add(var_56, var_58, adj_56, adj_58, adj_59);
    wp::adj_extract(var_36, var_57, adj_36, adj_57, adj_58);
    wp::adj_add(var_53, var_55, adj_53, adj_55, adj_56);
    wp::adj_extract(var_36, var_54, adj_36, adj_54, adj_55);
    wp::adj_add(var_50, var_52, adj_50, adj_52, adj_53);
    wp::adj_extract(var_36, var_51, adj_36, adj_51, adj_52);
    wp::adj_add(var_47, var_49, adj_47, adj_49, adj_50);
    wp::adj_extract(var_10, var_48, adj_10, adj_48, adj_49);
    wp::adj_add(var_44, var_46, adj_44, adj_46, adj_47);
    wp::adj_extract(var_10, var_45, adj_10, adj_45, adj_46);
    wp::adj_add(var_41, var_43, adj_41, adj_43, adj_44);
    wp::adj_extract(var_10, var_42, adj_10, adj_42, adj_43);
    wp::adj_add(var_38, var_40, adj_38, adj_40, adj_41);
    wp::adj_mul(var_35, var_39, adj_35, adj_39, adj_40);
    wp::adj_add(var_37, var_35, adj_37, adj_35, adj_38);
    wp::adj_add(var_19, var_30, adj_19, adj_30, adj_37);
    // adj: shape_residuals[tid] = gain5 + v7 + v8 + v8 * 1.21 + v3[0] + v3[1] + v3[2] + v9[0] + v9[1] + v9[2]  <L 16>
    adj_scalar_param_000000_f0_0(var_31, var_32, var_shape_phases, var_34, var_35, var_36, adj_31, adj_32, adj_shape_phases, adj_34, adj_35, adj_36);
    wp::adj_abs(var_33, adj_33, adj_34);
    wp::adj_add(var_19, var_7, adj_19, adj_7, adj_31);
    // adj: v8, v9 = scalar_param_000000_f0((gain5 + v2), wp.rint(v4), shape_phases, wp.abs((-4)))  <L 15>
    wp::adj_lerp(var_13, var_13, var_29, adj_13, adj_13, adj_29, adj_30);
    // adj: v7 = wp.lerp(v4, v4, 0.25)                                                        <L 14>
    var_25 = wp::iter_reverse(var_25);
    start_for_1:;
        if (iter_cmp(var_25) == 0) goto end_for_1;
        var_26 = wp::iter_next(var_25);
    	adj_27 = {};
    	adj_28 = {};
        // gain5 = gain5 + wp.sin(v2)                                                         <L 13>
        var_27 = wp::sin(var_7);
        var_28 = wp::add(var_19, var_27);
        wp::assign(var_19, var_28);
        wp::adj_assign(var_19, var_28, adj_19, adj_28);
        wp::adj_add(var_19, var_27, adj_19, adj_27, adj_28);
        wp::adj_sin(var_7, adj_7, adj_27);
        // adj: gain5 = gain5 + wp.sin(v2)                                                    <L 13>
    	goto start_for_1;
    end_for_1:;
    // adj: for j6 in range(n):                                                               <L 12>
    wp::adj_atomic_add(var_accumulated_mass, var_20, var_23, adj_accumulated_mass, adj_20, adj_23, adj_24);
    wp::adj_add(var_22, var_13, adj_22, adj_13, adj_23);
    wp::adj_mul(var_13, var_21, adj_13, adj_21, adj_22);
    // adj: wp.atomic_add(accumulated_mass, 0, ((v4 * 0.4) + v4))                             <L 11>
    wp::adj_where(var_17, var_18, var_15, adj_17, adj_18, adj_15, adj_19);
    if (var_17) {
        // adj: gain5 = 0.11                                                                  <L 10>
    }
    // adj: if mode == JointKind.PRISMATIC:                                                   <L 9>
    // adj: gain5 = 1.0                                                                       <L 8>
    wp::adj_copy(var_14, adj_12, adj_13);
    wp::adj_address(var_shape_phases, var_0, adj_shape_phases, adj_0, adj_12);
    // adj: v4 = shape_phases[tid]                                                            <L 7>
    wp::adj_copy(var_11, adj_9, adj_10);
    wp::adj_address(var_shape_positions, var_0, adj_shape_positions, adj_0, adj_9);
    // adj: v3 = shape_positions[tid]                                                         <L 6>
    wp::adj_copy(var_8, adj_6, adj_7);
    wp::adj_address(var_shape_temperatures, var_0, adj_shape_temperatures, adj_0, adj_6);
    // adj: v2 = shape_temperatures[tid]                                                      <L 5>
    if (var_5) {
        label0:;
        // adj: return                                                                        <L 4>
    }
    adj_shape_positions.shape = adj_1;
    // adj: if tid >= shape_positions.shape[0]:                                               <L 3>
    // adj: tid = wp.tid()                                                                    <L 2>
    // adj: def scalar_param_000000_t(shape_temperatures: wp.array[Any], shape_positions: wp.array[Any], shape_phases: wp.array[Any], mode: int, scale: wp.vec3, damping: wp.vec3, n: int, accumulated_mass: wp.array[Any], shape_residuals: wp.array[Any]):  <L 1>
    return;
}



struct scalar_param_000000_t_954c5ba5_cpu_block_payload_forward
{
    wp_args_scalar_param_000000_t_954c5ba5* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void scalar_param_000000_t_954c5ba5_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    scalar_param_000000_t_954c5ba5_cpu_block_payload_forward* payload = (scalar_param_000000_t_954c5ba5_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    scalar_param_000000_t_954c5ba5_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void scalar_param_000000_t_954c5ba5_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_scalar_param_000000_t_954c5ba5 *_wp_args)
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
        scalar_param_000000_t_954c5ba5_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &scalar_param_000000_t_954c5ba5_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct scalar_param_000000_t_954c5ba5_cpu_block_payload_backward
{
    wp_args_scalar_param_000000_t_954c5ba5* args;
    wp_args_scalar_param_000000_t_954c5ba5* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void scalar_param_000000_t_954c5ba5_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    scalar_param_000000_t_954c5ba5_cpu_block_payload_backward* payload = (scalar_param_000000_t_954c5ba5_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    scalar_param_000000_t_954c5ba5_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void scalar_param_000000_t_954c5ba5_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_scalar_param_000000_t_954c5ba5 *_wp_args,
    wp_args_scalar_param_000000_t_954c5ba5 *_wp_adj_args)
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
        scalar_param_000000_t_954c5ba5_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &scalar_param_000000_t_954c5ba5_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

