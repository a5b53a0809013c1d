// Generated for case combined-000000 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_combined_000000_t_a39642bc {
    wp::array_t<wp::float32> node_pressures;
    wp::array_t<wp::float32> node_temperatures;
    wp::array_t<wp::float32> node_weights;
    wp::int32 iterations;
    wp::vec_t<2, wp::float32> relaxation;
    wp::int32 n;
    wp::array_t<wp::float32> force_sums;
    wp::array_t<wp::vec_t<3, wp::float32>> node_accelerations;
    wp::array_t<wp::quat_t<wp::float32>> node_new_rotations;
};


void combined_000000_t_a39642bc_cpu_kernel_forward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_combined_000000_t_a39642bc *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_node_pressures = _wp_args->node_pressures;
    wp::array_t<wp::float32> var_node_temperatures = _wp_args->node_temperatures;
    wp::array_t<wp::float32> var_node_weights = _wp_args->node_weights;
    wp::int32 var_iterations = _wp_args->iterations;
    wp::vec_t<2, wp::float32> var_relaxation = _wp_args->relaxation;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_force_sums = _wp_args->force_sums;
    wp::array_t<wp::vec_t<3, wp::float32>> var_node_accelerations = _wp_args->node_accelerations;
    wp::array_t<wp::quat_t<wp::float32>> var_node_new_rotations = _wp_args->node_new_rotations;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::float32* var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32* var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 0;
    wp::float32 var_13;
    const wp::int32 var_14 = 3;
    wp::mat_t<3, 3, wp::float32> var_15;
    const wp::float32 var_16 = 1.4;
    wp::mat_t<3, 3, wp::float32> var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::float32 var_23 = 0.7;
    const wp::float32 var_24 = -1.887;
    const wp::float32 var_25 = -0.1;
    wp::vec_t<3, wp::float32> var_26;
    const wp::int32 var_27 = 3;
    wp::mat_t<3, 3, wp::float32> var_28;
    wp::vec_t<3, wp::float32> var_29;
    const wp::float32 var_30 = -0.6;
    wp::vec_t<3, wp::float32> var_31;
    const wp::float32 var_32 = 0.9;
    const wp::float32 var_33 = 1.259;
    const wp::float32 var_34 = 1.579;
    wp::vec_t<3, wp::float32> var_35;
    wp::float32 var_36;
    wp::vec_t<3, wp::float32> var_37;
    wp::float32 var_38;
    wp::vec_t<3, wp::float32> var_39;
    wp::vec_t<3, wp::float32> var_40;
    wp::vec_t<3, wp::float32>* var_41;
    const wp::int32 var_42 = 1;
    wp::float32 var_43;
    wp::quat_t<wp::float32> var_44;
    const wp::float32 var_45 = 1.4;
    const wp::float32 var_46 = -1.74;
    const wp::float32 var_47 = 1.188;
    wp::vec_t<3, wp::float32> var_48;
    const wp::float32 var_49 = 0.0;
    const wp::float32 var_50 = 0.0;
    const wp::float32 var_51 = 2.5;
    wp::vec_t<3, wp::float32> var_52;
    wp::vec_t<3, wp::float32> var_53;
    wp::vec_t<3, wp::float32> var_54;
    wp::quat_t<wp::float32> var_55;
    wp::quat_t<wp::float32> var_56;
    const wp::float32 var_57 = 0.0;
    const wp::float32 var_58 = 0.0;
    const wp::float32 var_59 = 1.0;
    wp::vec_t<3, wp::float32> var_60;
    const wp::int32 var_61 = 0;
    wp::float32 var_62;
    const wp::int32 var_63 = 1;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::quat_t<wp::float32> var_66;
    wp::quat_t<wp::float32> var_67;
    wp::quat_t<wp::float32> var_68;
    //---------
    // forward
    // def combined_000000_t(node_pressures: wp.array3d[Any], node_temperatures: wp.array3d[Any], node_weights: wp.array3d[Any], iterations: int, relaxation: wp.vec2, n: int, force_sums: wp.array[Any], node_accelerations: wp.array3d[Any], node_new_rotations: wp.array3d[Any]):       <L 1>
    // i, j, k = wp.tid()  # thread index                                                     <L 3>
    builtin_tid3d(var_0, var_1, var_2);
    // v0 = node_pressures[i, j, k]                                                           <L 4>
    var_3 = wp::address(var_node_pressures, var_0, var_1, var_2);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = node_temperatures[i, j, k]                                                        <L 5>
    var_6 = wp::address(var_node_temperatures, var_0, var_1, var_2);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v2 = node_weights[i, j, k]                                                             <L 6>
    var_9 = wp::address(var_node_weights, var_0, var_1, var_2);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // relaxation[0] *= wp.sin(wp.trace(wp.identity(n=3, dtype=float) * 1.4))                 <L 7>
    var_13 = wp::extract(var_relaxation, var_12);
    var_15 = wp::identity<3, wp::float32>();
    var_17 = wp::mul(var_15, var_16);
    var_18 = wp::trace(var_17);
    var_19 = wp::sin(var_18);
    var_20 = wp::mul(var_13, var_19);
    wp::assign_inplace(var_relaxation, var_12, var_20);
    // v3 = v0                                                                                <L 8>
    var_21 = wp::copy(var_4);
    // v4 = v3                                                                                <L 9>
    var_22 = wp::copy(var_21);
    // node_accelerations[i, j, k] = wp.lerp((wp.vec3(0.7, -1.887, -0.1) @ wp.identity(n=3, dtype=float) * -0.6), wp.vec3(0.9, 1.259, 1.579), (v3 - v2)) + wp.vec3(v1 + v4)       <L 10>
    var_26 = wp::vec_t<3, wp::float32>(var_23, var_24, var_25);
    var_28 = wp::identity<3, wp::float32>();
    var_29 = wp::mul(var_26, var_28);
    var_31 = wp::mul(var_29, var_30);
    var_35 = wp::vec_t<3, wp::float32>(var_32, var_33, var_34);
    var_36 = wp::sub(var_21, var_10);
    var_37 = wp::lerp(var_31, var_35, var_36);
    var_38 = wp::add(var_7, var_22);
    var_39 = wp::vec_t<3, wp::float32>(var_38);
    var_40 = wp::add(var_37, var_39);
    wp::array_store(var_node_accelerations, var_0, var_1, var_2, var_40);
    // node_accelerations[i, j, k][1] -= wp.sin(v4)                                           <L 11>
    var_41 = &(wp::index(var_node_accelerations, var_0, var_1, var_2));
    var_43 = wp::sin(var_22);
    wp::array_atomic_sub_slot(var_node_accelerations, var_43, [&](auto& _e) -> auto& { return _e.component_ref(var_42); }, var_0, var_1, var_2);
    // node_new_rotations[i, j, k] = wp.normalize(wp.mul(wp.quat_identity(), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.4, -1.74, 1.188) + wp.vec3(0.0, 0.0, 2.5)), v0)) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), relaxation[0] + relaxation[1]))       <L 13>
    var_44 = wp::quat_identity<wp::float32>();
    var_48 = wp::vec_t<3, wp::float32>(var_45, var_46, var_47);
    var_52 = wp::vec_t<3, wp::float32>(var_49, var_50, var_51);
    var_53 = wp::add(var_48, var_52);
    var_54 = wp::normalize(var_53);
    var_55 = wp::quat_from_axis_angle(var_54, var_4);
    var_56 = wp::mul(var_44, var_55);
    var_60 = wp::vec_t<3, wp::float32>(var_57, var_58, var_59);
    var_62 = wp::extract(var_relaxation, var_61);
    var_64 = wp::extract(var_relaxation, var_63);
    var_65 = wp::add(var_62, var_64);
    var_66 = wp::quat_from_axis_angle(var_60, var_65);
    var_67 = wp::mul(var_56, var_66);
    var_68 = wp::normalize(var_67);
    wp::array_store(var_node_new_rotations, var_0, var_1, var_2, var_68);
}



void combined_000000_t_a39642bc_cpu_kernel_backward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_combined_000000_t_a39642bc *_wp_args,
    wp_args_combined_000000_t_a39642bc *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_node_pressures = _wp_args->node_pressures;
    wp::array_t<wp::float32> var_node_temperatures = _wp_args->node_temperatures;
    wp::array_t<wp::float32> var_node_weights = _wp_args->node_weights;
    wp::int32 var_iterations = _wp_args->iterations;
    wp::vec_t<2, wp::float32> var_relaxation = _wp_args->relaxation;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_force_sums = _wp_args->force_sums;
    wp::array_t<wp::vec_t<3, wp::float32>> var_node_accelerations = _wp_args->node_accelerations;
    wp::array_t<wp::quat_t<wp::float32>> var_node_new_rotations = _wp_args->node_new_rotations;
    wp::array_t<wp::float32> adj_node_pressures = _wp_adj_args->node_pressures;
    wp::array_t<wp::float32> adj_node_temperatures = _wp_adj_args->node_temperatures;
    wp::array_t<wp::float32> adj_node_weights = _wp_adj_args->node_weights;
    wp::int32 adj_iterations = _wp_adj_args->iterations;
    wp::vec_t<2, wp::float32> adj_relaxation = _wp_adj_args->relaxation;
    wp::int32 adj_n = _wp_adj_args->n;
    wp::array_t<wp::float32> adj_force_sums = _wp_adj_args->force_sums;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_node_accelerations = _wp_adj_args->node_accelerations;
    wp::array_t<wp::quat_t<wp::float32>> adj_node_new_rotations = _wp_adj_args->node_new_rotations;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::float32* var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32* var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 0;
    wp::float32 var_13;
    const wp::int32 var_14 = 3;
    wp::mat_t<3, 3, wp::float32> var_15;
    const wp::float32 var_16 = 1.4;
    wp::mat_t<3, 3, wp::float32> var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::float32 var_23 = 0.7;
    const wp::float32 var_24 = -1.887;
    const wp::float32 var_25 = -0.1;
    wp::vec_t<3, wp::float32> var_26;
    const wp::int32 var_27 = 3;
    wp::mat_t<3, 3, wp::float32> var_28;
    wp::vec_t<3, wp::float32> var_29;
    const wp::float32 var_30 = -0.6;
    wp::vec_t<3, wp::float32> var_31;
    const wp::float32 var_32 = 0.9;
    const wp::float32 var_33 = 1.259;
    const wp::float32 var_34 = 1.579;
    wp::vec_t<3, wp::float32> var_35;
    wp::float32 var_36;
    wp::vec_t<3, wp::float32> var_37;
    wp::float32 var_38;
    wp::vec_t<3, wp::float32> var_39;
    wp::vec_t<3, wp::float32> var_40;
    wp::vec_t<3, wp::float32>* var_41;
    const wp::int32 var_42 = 1;
    wp::float32 var_43;
    wp::quat_t<wp::float32> var_44;
    const wp::float32 var_45 = 1.4;
    const wp::float32 var_46 = -1.74;
    const wp::float32 var_47 = 1.188;
    wp::vec_t<3, wp::float32> var_48;
    const wp::float32 var_49 = 0.0;
    const wp::float32 var_50 = 0.0;
    const wp::float32 var_51 = 2.5;
    wp::vec_t<3, wp::float32> var_52;
    wp::vec_t<3, wp::float32> var_53;
    wp::vec_t<3, wp::float32> var_54;
    wp::quat_t<wp::float32> var_55;
    wp::quat_t<wp::float32> var_56;
    const wp::float32 var_57 = 0.0;
    const wp::float32 var_58 = 0.0;
    const wp::float32 var_59 = 1.0;
    wp::vec_t<3, wp::float32> var_60;
    const wp::int32 var_61 = 0;
    wp::float32 var_62;
    const wp::int32 var_63 = 1;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::quat_t<wp::float32> var_66;
    wp::quat_t<wp::float32> var_67;
    wp::quat_t<wp::float32> var_68;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::mat_t<3, 3, wp::float32> adj_15 = {};
    wp::float32 adj_16 = {};
    wp::mat_t<3, 3, wp::float32> adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::vec_t<3, wp::float32> adj_26 = {};
    wp::int32 adj_27 = {};
    wp::mat_t<3, 3, wp::float32> adj_28 = {};
    wp::vec_t<3, wp::float32> adj_29 = {};
    wp::float32 adj_30 = {};
    wp::vec_t<3, wp::float32> adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::vec_t<3, wp::float32> adj_35 = {};
    wp::float32 adj_36 = {};
    wp::vec_t<3, wp::float32> adj_37 = {};
    wp::float32 adj_38 = {};
    wp::vec_t<3, wp::float32> adj_39 = {};
    wp::vec_t<3, wp::float32> adj_40 = {};
    wp::vec_t<3, wp::float32> adj_41 = {};
    wp::int32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::quat_t<wp::float32> adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::vec_t<3, wp::float32> adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::vec_t<3, wp::float32> adj_52 = {};
    wp::vec_t<3, wp::float32> adj_53 = {};
    wp::vec_t<3, wp::float32> adj_54 = {};
    wp::quat_t<wp::float32> adj_55 = {};
    wp::quat_t<wp::float32> adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::vec_t<3, wp::float32> adj_60 = {};
    wp::int32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::int32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::quat_t<wp::float32> adj_66 = {};
    wp::quat_t<wp::float32> adj_67 = {};
    wp::quat_t<wp::float32> adj_68 = {};
    //---------
    // forward
    // def combined_000000_t(node_pressures: wp.array3d[Any], node_temperatures: wp.array3d[Any], node_weights: wp.array3d[Any], iterations: int, relaxation: wp.vec2, n: int, force_sums: wp.array[Any], node_accelerations: wp.array3d[Any], node_new_rotations: wp.array3d[Any]):       <L 1>
    // i, j, k = wp.tid()  # thread index                                                     <L 3>
    builtin_tid3d(var_0, var_1, var_2);
    // v0 = node_pressures[i, j, k]                                                           <L 4>
    var_3 = wp::address(var_node_pressures, var_0, var_1, var_2);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = node_temperatures[i, j, k]                                                        <L 5>
    var_6 = wp::address(var_node_temperatures, var_0, var_1, var_2);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v2 = node_weights[i, j, k]                                                             <L 6>
    var_9 = wp::address(var_node_weights, var_0, var_1, var_2);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // relaxation[0] *= wp.sin(wp.trace(wp.identity(n=3, dtype=float) * 1.4))                 <L 7>
    var_13 = wp::extract(var_relaxation, var_12);
    var_15 = wp::identity<3, wp::float32>();
    var_17 = wp::mul(var_15, var_16);
    var_18 = wp::trace(var_17);
    var_19 = wp::sin(var_18);
    var_20 = wp::mul(var_13, var_19);
    wp::assign_inplace(var_relaxation, var_12, var_20);
    // v3 = v0                                                                                <L 8>
    var_21 = wp::copy(var_4);
    // v4 = v3                                                                                <L 9>
    var_22 = wp::copy(var_21);
    // node_accelerations[i, j, k] = wp.lerp((wp.vec3(0.7, -1.887, -0.1) @ wp.identity(n=3, dtype=float) * -0.6), wp.vec3(0.9, 1.259, 1.579), (v3 - v2)) + wp.vec3(v1 + v4)       <L 10>
    var_26 = wp::vec_t<3, wp::float32>(var_23, var_24, var_25);
    var_28 = wp::identity<3, wp::float32>();
    var_29 = wp::mul(var_26, var_28);
    var_31 = wp::mul(var_29, var_30);
    var_35 = wp::vec_t<3, wp::float32>(var_32, var_33, var_34);
    var_36 = wp::sub(var_21, var_10);
    var_37 = wp::lerp(var_31, var_35, var_36);
    var_38 = wp::add(var_7, var_22);
    var_39 = wp::vec_t<3, wp::float32>(var_38);
    var_40 = wp::add(var_37, var_39);
    // wp::array_store(var_node_accelerations, var_0, var_1, var_2, var_40);
    // node_accelerations[i, j, k][1] -= wp.sin(v4)                                           <L 11>
    var_41 = &(wp::index(var_node_accelerations, var_0, var_1, var_2));
    var_43 = wp::sin(var_22);
    // wp::array_atomic_sub_slot(var_node_accelerations, var_43, [&](auto& _e) -> auto& { return _e.component_ref(var_42); }, var_0, var_1, var_2);
    // node_new_rotations[i, j, k] = wp.normalize(wp.mul(wp.quat_identity(), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.4, -1.74, 1.188) + wp.vec3(0.0, 0.0, 2.5)), v0)) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), relaxation[0] + relaxation[1]))       <L 13>
    var_44 = wp::quat_identity<wp::float32>();
    var_48 = wp::vec_t<3, wp::float32>(var_45, var_46, var_47);
    var_52 = wp::vec_t<3, wp::float32>(var_49, var_50, var_51);
    var_53 = wp::add(var_48, var_52);
    var_54 = wp::normalize(var_53);
    var_55 = wp::quat_from_axis_angle(var_54, var_4);
    var_56 = wp::mul(var_44, var_55);
    var_60 = wp::vec_t<3, wp::float32>(var_57, var_58, var_59);
    var_62 = wp::extract(var_relaxation, var_61);
    var_64 = wp::extract(var_relaxation, var_63);
    var_65 = wp::add(var_62, var_64);
    var_66 = wp::quat_from_axis_angle(var_60, var_65);
    var_67 = wp::mul(var_56, var_66);
    var_68 = wp::normalize(var_67);
    // wp::array_store(var_node_new_rotations, var_0, var_1, var_2, var_68);
    //---------
    // reverse
    wp::adj_array_store(var_node_new_rotations, var_0, var_1, var_2, var_68, adj_node_new_rotations, adj_0, adj_1, adj_2, adj_68);
    wp::adj_normalize(var_67, adj_67, adj_68);
    wp::adj_mul(var_56, var_66, adj_56, adj_66, adj_67);
    wp::adj_quat_from_axis_angle(var_60, var_65, adj_60, adj_65, adj_66);
    wp::adj_add(var_62, var_64, adj_62, adj_64, adj_65);
    wp::adj_extract(var_relaxation, var_63, adj_relaxation, adj_63, adj_64);
    wp::adj_extract(var_relaxation, var_61, adj_relaxation, adj_61, adj_62);
    wp::adj_vec_t(var_57, var_58, var_59, adj_57, adj_58, adj_59, adj_60);
    wp::adj_mul(var_44, var_55, adj_44, adj_55, adj_56);
    wp::adj_quat_from_axis_angle(var_54, var_4, adj_54, adj_4, adj_55);
    wp::adj_normalize(var_53, var_54, adj_53, adj_54);
    wp::adj_add(var_48, var_52, adj_48, adj_52, adj_53);
    wp::adj_vec_t(var_49, var_50, var_51, adj_49, adj_50, adj_51, adj_52);
    wp::adj_vec_t(var_45, var_46, var_47, adj_45, adj_46, adj_47, adj_48);
    // adj: node_new_rotations[i, j, k] = wp.normalize(wp.mul(wp.quat_identity(), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.4, -1.74, 1.188) + wp.vec3(0.0, 0.0, 2.5)), v0)) * wp.quat_from_axis_angle(wp.vec3(0.0, 0.0, 1.0), relaxation[0] + relaxation[1]))  <L 13>
    wp::adj_array_atomic_sub_slot(var_node_accelerations, adj_node_accelerations, adj_43, [&](auto& _e) -> auto& { return _e.component_ref(var_42); }, var_0, var_1, var_2);
    wp::adj_sin(var_22, adj_22, adj_43);
    // adj: node_accelerations[i, j, k][1] -= wp.sin(v4)                                      <L 11>
    wp::adj_array_store(var_node_accelerations, var_0, var_1, var_2, var_40, adj_node_accelerations, adj_0, adj_1, adj_2, adj_40);
    wp::adj_add(var_37, var_39, adj_37, adj_39, adj_40);
    wp::adj_vec_t(var_38, adj_38, adj_39);
    wp::adj_add(var_7, var_22, adj_7, adj_22, adj_38);
    wp::adj_lerp(var_31, var_35, var_36, adj_31, adj_35, adj_36, adj_37);
    wp::adj_sub(var_21, var_10, adj_21, adj_10, adj_36);
    wp::adj_vec_t(var_32, var_33, var_34, adj_32, adj_33, adj_34, adj_35);
    wp::adj_mul(var_29, var_30, adj_29, adj_30, adj_31);
    wp::adj_mul(var_26, var_28, adj_26, adj_28, adj_29);
    wp::adj_vec_t(var_23, var_24, var_25, adj_23, adj_24, adj_25, adj_26);
    // adj: node_accelerations[i, j, k] = wp.lerp((wp.vec3(0.7, -1.887, -0.1) @ wp.identity(n=3, dtype=float) * -0.6), wp.vec3(0.9, 1.259, 1.579), (v3 - v2)) + wp.vec3(v1 + v4)  <L 10>
    wp::adj_copy(var_21, adj_21, adj_22);
    // adj: v4 = v3                                                                           <L 9>
    wp::adj_copy(var_4, adj_4, adj_21);
    // adj: v3 = v0                                                                           <L 8>
    wp::adj_assign_inplace(var_relaxation, var_12, var_20, adj_relaxation, adj_12, adj_20);
    wp::adj_mul(var_13, var_19, adj_13, adj_19, adj_20);
    wp::adj_sin(var_18, adj_18, adj_19);
    wp::adj_trace(var_17, adj_17, adj_18);
    wp::adj_mul(var_15, var_16, adj_15, adj_16, adj_17);
    wp::adj_extract(var_relaxation, var_12, adj_relaxation, adj_12, adj_13);
    // adj: relaxation[0] *= wp.sin(wp.trace(wp.identity(n=3, dtype=float) * 1.4))            <L 7>
    wp::adj_copy(var_11, adj_9, adj_10);
    wp::adj_address(var_node_weights, var_0, var_1, var_2, adj_node_weights, adj_0, adj_1, adj_2, adj_9);
    // adj: v2 = node_weights[i, j, k]                                                        <L 6>
    wp::adj_copy(var_8, adj_6, adj_7);
    wp::adj_address(var_node_temperatures, var_0, var_1, var_2, adj_node_temperatures, adj_0, adj_1, adj_2, adj_6);
    // adj: v1 = node_temperatures[i, j, k]                                                   <L 5>
    wp::adj_copy(var_5, adj_3, adj_4);
    wp::adj_address(var_node_pressures, var_0, var_1, var_2, adj_node_pressures, adj_0, adj_1, adj_2, adj_3);
    // adj: v0 = node_pressures[i, j, k]                                                      <L 4>
    // adj: i, j, k = wp.tid()  # thread index                                                <L 3>
    // adj: def combined_000000_t(node_pressures: wp.array3d[Any], node_temperatures: wp.array3d[Any], node_weights: wp.array3d[Any], iterations: int, relaxation: wp.vec2, n: int, force_sums: wp.array[Any], node_accelerations: wp.array3d[Any], node_new_rotations: wp.array3d[Any]):  <L 1>
    return;
}



struct combined_000000_t_a39642bc_cpu_block_payload_forward
{
    wp_args_combined_000000_t_a39642bc* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void combined_000000_t_a39642bc_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    combined_000000_t_a39642bc_cpu_block_payload_forward* payload = (combined_000000_t_a39642bc_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    combined_000000_t_a39642bc_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void combined_000000_t_a39642bc_cpu_forward(
    wp::launch_bounds_t<3> *dim,
    wp_args_combined_000000_t_a39642bc *_wp_args)
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
        combined_000000_t_a39642bc_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &combined_000000_t_a39642bc_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct combined_000000_t_a39642bc_cpu_block_payload_backward
{
    wp_args_combined_000000_t_a39642bc* args;
    wp_args_combined_000000_t_a39642bc* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void combined_000000_t_a39642bc_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    combined_000000_t_a39642bc_cpu_block_payload_backward* payload = (combined_000000_t_a39642bc_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    combined_000000_t_a39642bc_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void combined_000000_t_a39642bc_cpu_backward(
    wp::launch_bounds_t<3> *dim,
    wp_args_combined_000000_t_a39642bc *_wp_args,
    wp_args_combined_000000_t_a39642bc *_wp_adj_args)
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
        combined_000000_t_a39642bc_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &combined_000000_t_a39642bc_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

