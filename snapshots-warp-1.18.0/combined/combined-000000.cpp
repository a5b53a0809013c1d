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

struct wp_args_combined_000000_afa41017 {
    wp::array_t<wp::float32> sample_radii;
    wp::array_t<wp::float32> sample_phases;
    wp::array_t<wp::float32> sample_densities;
    wp::int32 iterations;
    wp::vec_t<2, wp::float32> relaxation;
    wp::int32 n;
    wp::array_t<wp::float32> accumulated_mass;
    wp::array_t<wp::vec_t<3, wp::float32>> sample_gradients;
    wp::array_t<wp::quat_t<wp::float32>> sample_new_rotations;
};


void combined_000000_afa41017_cpu_kernel_forward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_combined_000000_afa41017 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_sample_radii = _wp_args->sample_radii;
    wp::array_t<wp::float32> var_sample_phases = _wp_args->sample_phases;
    wp::array_t<wp::float32> var_sample_densities = _wp_args->sample_densities;
    wp::int32 var_iterations = _wp_args->iterations;
    wp::vec_t<2, wp::float32> var_relaxation = _wp_args->relaxation;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_accumulated_mass = _wp_args->accumulated_mass;
    wp::array_t<wp::vec_t<3, wp::float32>> var_sample_gradients = _wp_args->sample_gradients;
    wp::array_t<wp::quat_t<wp::float32>> var_sample_new_rotations = _wp_args->sample_new_rotations;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    bool var_3;
    wp::shape_t* var_4;
    const wp::int32 var_5 = 0;
    wp::int32 var_6;
    wp::shape_t var_7;
    bool var_8;
    wp::shape_t* var_9;
    const wp::int32 var_10 = 1;
    wp::int32 var_11;
    wp::shape_t var_12;
    bool var_13;
    wp::shape_t* var_14;
    const wp::int32 var_15 = 2;
    wp::int32 var_16;
    wp::shape_t var_17;
    bool var_18;
    wp::float32* var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32* var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32* var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::int32 var_28;
    wp::int32 var_29;
    wp::shape_t* var_30;
    const wp::int32 var_31 = 0;
    wp::int32 var_32;
    wp::shape_t var_33;
    wp::int32 var_34;
    wp::float32 var_35;
    const wp::int32 var_36 = 0;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    const wp::int32 var_42 = 1;
    wp::float32 var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    const wp::int32 var_48 = 0;
    wp::int32 var_49;
    const wp::int32 var_50 = 4;
    bool var_51;
    const wp::int32 var_52 = 1;
    wp::int32 var_53;
    wp::vec_t<2, wp::float32> var_54;
    wp::float32 var_55;
    wp::float32 var_56;
    wp::float32 var_57;
    const wp::int32 var_58 = 0;
    const wp::float32 var_59 = 0.5;
    wp::float32 var_60;
    wp::vec_t<2, wp::float32> var_61;
    wp::float32 var_62;
    wp::float32 var_63;
    wp::float32 var_64;
    const wp::int32 var_65 = 1;
    const wp::float32 var_66 = 0.5;
    wp::float32 var_67;
    wp::vec_t<2, wp::float32> var_68;
    wp::float32 var_69;
    wp::float32 var_70;
    wp::float32 var_71;
    wp::float32 var_72;
    const wp::float32 var_73 = 0.9;
    wp::vec_t<3, wp::float32> var_74;
    wp::vec_t<3, wp::float32> var_75;
    const wp::float32 var_76 = 1.1;
    const wp::float32 var_77 = -0.6;
    const wp::float32 var_78 = -0.05;
    wp::vec_t<3, wp::float32> var_79;
    const wp::float32 var_80 = 0.0;
    const wp::float32 var_81 = 0.0;
    const wp::float32 var_82 = 2.5;
    wp::vec_t<3, wp::float32> var_83;
    wp::vec_t<3, wp::float32> var_84;
    wp::vec_t<3, wp::float32> var_85;
    wp::quat_t<wp::float32> var_86;
    wp::quat_t<wp::float32> var_87;
    //---------
    // forward
    // def combined_000000(sample_radii: wp.array3d[float], sample_phases: wp.array3d[float], sample_densities: wp.array3d[float], iterations: int, relaxation: wp.vec2, n: int, accumulated_mass: wp.array[float], sample_gradients: wp.array3d[wp.vec3], sample_new_rotations: wp.array3d[wp.quat]):       <L 5>
    // i, j, k = wp.tid()  # thread index                                                     <L 7>
    builtin_tid3d(var_0, var_1, var_2);
    // if i >= sample_phases.shape[0] or j >= sample_phases.shape[1] or k >= sample_phases.shape[2]:       <L 8>
    var_4 = &(var_sample_phases.shape);
    var_7 = wp::load(var_4);
    var_6 = wp::extract(var_7, var_5);
    var_8 = (var_0 >= var_6);
    var_3 = var_8;
    if (!var_3) {
        var_9 = &(var_sample_phases.shape);
        var_12 = wp::load(var_9);
        var_11 = wp::extract(var_12, var_10);
        var_13 = (var_1 >= var_11);
        var_3 = var_3 || var_13;
    }
    if (!var_3) {
        var_14 = &(var_sample_phases.shape);
        var_17 = wp::load(var_14);
        var_16 = wp::extract(var_17, var_15);
        var_18 = (var_2 >= var_16);
        var_3 = var_3 || var_18;
    }
    if (var_3) {
        // return  # past the end of the arrays                                               <L 9>
        return;
    }
    // v0 = sample_radii[i, j, k]                                                             <L 10>
    var_19 = wp::address(var_sample_radii, var_0, var_1, var_2);
    var_21 = wp::load(var_19);
    var_20 = wp::copy(var_21);
    // v1 = sample_phases[i, j, k]                                                            <L 11>
    var_22 = wp::address(var_sample_phases, var_0, var_1, var_2);
    var_24 = wp::load(var_22);
    var_23 = wp::copy(var_24);
    // v2 = sample_densities[i, j, k]                                                         <L 12>
    var_25 = wp::address(var_sample_densities, var_0, var_1, var_2);
    var_27 = wp::load(var_25);
    var_26 = wp::copy(var_27);
    // wp.atomic_max(accumulated_mass, (i + j + k) % accumulated_mass.shape[0], v0)           <L 13>
    var_28 = wp::add(var_0, var_1);
    var_29 = wp::add(var_28, var_2);
    var_30 = &(var_accumulated_mass.shape);
    var_33 = wp::load(var_30);
    var_32 = wp::extract(var_33, var_31);
    var_34 = wp::mod(var_29, var_32);
    var_35 = wp::atomic_max(var_accumulated_mass, var_34, var_20);
    // for j3 in range(2):                                                                    <L 14>
    // v2 = v2 + wp.sin(v0)                                                                   <L 15>
    var_37 = wp::sin(var_20);
    var_38 = wp::add(var_26, var_37);
    // v1 = v1 + wp.cos(float(j3))                                                            <L 16>
    var_39 = wp::float(var_36);
    var_40 = wp::cos(var_39);
    var_41 = wp::add(var_23, var_40);
    // v2 = v2 + wp.sin(v0)                                                                   <L 15>
    var_43 = wp::sin(var_20);
    var_44 = wp::add(var_38, var_43);
    // v1 = v1 + wp.cos(float(j3))                                                            <L 16>
    var_45 = wp::float(var_42);
    var_46 = wp::cos(var_45);
    var_47 = wp::add(var_41, var_46);
    // w4 = int(0)                                                                            <L 17>
    var_49 = wp::int(var_48);
    // while w4 < 4:                                                                          <L 18>
    start_while_1:;
    var_51 = (var_49 < var_50);
    if ((var_51) == false) goto end_while_1;
        // w4 = w4 + 1                                                                        <L 19>
        var_53 = wp::add(var_49, var_52);
        // v1 = v1 + wp.sin(wp.dot(relaxation, (relaxation + relaxation)))                    <L 20>
        var_54 = wp::add(var_relaxation, var_relaxation);
        var_55 = wp::dot(var_relaxation, var_54);
        var_56 = wp::sin(var_55);
        var_57 = wp::add(var_47, var_56);
        // for j5 in range(2):                                                                <L 21>
        // v1 = v1 * 0.5 + wp.sin(wp.length(wp.lerp(relaxation, relaxation, v0)))             <L 22>
        var_60 = wp::mul(var_57, var_59);
        var_61 = wp::lerp(var_relaxation, var_relaxation, var_20);
        var_62 = wp::length(var_61);
        var_63 = wp::sin(var_62);
        var_64 = wp::add(var_60, var_63);
        var_67 = wp::mul(var_64, var_66);
        var_68 = wp::lerp(var_relaxation, var_relaxation, var_20);
        var_69 = wp::length(var_68);
        var_70 = wp::sin(var_69);
        var_71 = wp::add(var_67, var_70);
        wp::assign(var_47, var_71);
        wp::assign(var_49, var_53);
    goto start_while_1;
    end_while_1:;
    // sample_gradients[i, j, k] = ((v2 * v1) * wp.vec3(0.9))                                 <L 23>
    var_72 = wp::mul(var_44, var_47);
    var_74 = wp::vec_t<3, wp::float32>(var_73);
    var_75 = wp::mul(var_72, var_74);
    wp::array_store(var_sample_gradients, var_0, var_1, var_2, var_75);
    // sample_new_rotations[i, j, k] = wp.quat_inverse(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.1, -0.6, -0.05) + wp.vec3(0.0, 0.0, 2.5)), v1))       <L 25>
    var_79 = wp::vec_t<3, wp::float32>(var_76, var_77, var_78);
    var_83 = wp::vec_t<3, wp::float32>(var_80, var_81, var_82);
    var_84 = wp::add(var_79, var_83);
    var_85 = wp::normalize(var_84);
    var_86 = wp::quat_from_axis_angle(var_85, var_47);
    var_87 = wp::quat_inverse(var_86);
    wp::array_store(var_sample_new_rotations, var_0, var_1, var_2, var_87);
}



void combined_000000_afa41017_cpu_kernel_backward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_combined_000000_afa41017 *_wp_args,
    wp_args_combined_000000_afa41017 *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_sample_radii = _wp_args->sample_radii;
    wp::array_t<wp::float32> var_sample_phases = _wp_args->sample_phases;
    wp::array_t<wp::float32> var_sample_densities = _wp_args->sample_densities;
    wp::int32 var_iterations = _wp_args->iterations;
    wp::vec_t<2, wp::float32> var_relaxation = _wp_args->relaxation;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_accumulated_mass = _wp_args->accumulated_mass;
    wp::array_t<wp::vec_t<3, wp::float32>> var_sample_gradients = _wp_args->sample_gradients;
    wp::array_t<wp::quat_t<wp::float32>> var_sample_new_rotations = _wp_args->sample_new_rotations;
    wp::array_t<wp::float32> adj_sample_radii = _wp_adj_args->sample_radii;
    wp::array_t<wp::float32> adj_sample_phases = _wp_adj_args->sample_phases;
    wp::array_t<wp::float32> adj_sample_densities = _wp_adj_args->sample_densities;
    wp::int32 adj_iterations = _wp_adj_args->iterations;
    wp::vec_t<2, wp::float32> adj_relaxation = _wp_adj_args->relaxation;
    wp::int32 adj_n = _wp_adj_args->n;
    wp::array_t<wp::float32> adj_accumulated_mass = _wp_adj_args->accumulated_mass;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_sample_gradients = _wp_adj_args->sample_gradients;
    wp::array_t<wp::quat_t<wp::float32>> adj_sample_new_rotations = _wp_adj_args->sample_new_rotations;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    bool var_3;
    wp::shape_t* var_4;
    const wp::int32 var_5 = 0;
    wp::int32 var_6;
    wp::shape_t var_7;
    bool var_8;
    wp::shape_t* var_9;
    const wp::int32 var_10 = 1;
    wp::int32 var_11;
    wp::shape_t var_12;
    bool var_13;
    wp::shape_t* var_14;
    const wp::int32 var_15 = 2;
    wp::int32 var_16;
    wp::shape_t var_17;
    bool var_18;
    wp::float32* var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32* var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32* var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::int32 var_28;
    wp::int32 var_29;
    wp::shape_t* var_30;
    const wp::int32 var_31 = 0;
    wp::int32 var_32;
    wp::shape_t var_33;
    wp::int32 var_34;
    wp::float32 var_35;
    const wp::int32 var_36 = 0;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    const wp::int32 var_42 = 1;
    wp::float32 var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    const wp::int32 var_48 = 0;
    wp::int32 var_49;
    const wp::int32 var_50 = 4;
    bool var_51;
    const wp::int32 var_52 = 1;
    wp::int32 var_53;
    wp::vec_t<2, wp::float32> var_54;
    wp::float32 var_55;
    wp::float32 var_56;
    wp::float32 var_57;
    const wp::int32 var_58 = 0;
    const wp::float32 var_59 = 0.5;
    wp::float32 var_60;
    wp::vec_t<2, wp::float32> var_61;
    wp::float32 var_62;
    wp::float32 var_63;
    wp::float32 var_64;
    const wp::int32 var_65 = 1;
    const wp::float32 var_66 = 0.5;
    wp::float32 var_67;
    wp::vec_t<2, wp::float32> var_68;
    wp::float32 var_69;
    wp::float32 var_70;
    wp::float32 var_71;
    wp::float32 var_72;
    const wp::float32 var_73 = 0.9;
    wp::vec_t<3, wp::float32> var_74;
    wp::vec_t<3, wp::float32> var_75;
    const wp::float32 var_76 = 1.1;
    const wp::float32 var_77 = -0.6;
    const wp::float32 var_78 = -0.05;
    wp::vec_t<3, wp::float32> var_79;
    const wp::float32 var_80 = 0.0;
    const wp::float32 var_81 = 0.0;
    const wp::float32 var_82 = 2.5;
    wp::vec_t<3, wp::float32> var_83;
    wp::vec_t<3, wp::float32> var_84;
    wp::vec_t<3, wp::float32> var_85;
    wp::quat_t<wp::float32> var_86;
    wp::quat_t<wp::float32> var_87;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    bool adj_3 = {};
    wp::shape_t adj_4 = {};
    wp::int32 adj_5 = {};
    wp::int32 adj_6 = {};
    wp::shape_t adj_7 = {};
    bool adj_8 = {};
    wp::shape_t adj_9 = {};
    wp::int32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::shape_t adj_12 = {};
    bool adj_13 = {};
    wp::shape_t adj_14 = {};
    wp::int32 adj_15 = {};
    wp::int32 adj_16 = {};
    wp::shape_t adj_17 = {};
    bool adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::int32 adj_28 = {};
    wp::int32 adj_29 = {};
    wp::shape_t adj_30 = {};
    wp::int32 adj_31 = {};
    wp::int32 adj_32 = {};
    wp::shape_t adj_33 = {};
    wp::int32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::int32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::int32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::int32 adj_48 = {};
    wp::int32 adj_49 = {};
    wp::int32 adj_50 = {};
    bool adj_51 = {};
    wp::int32 adj_52 = {};
    wp::int32 adj_53 = {};
    wp::vec_t<2, wp::float32> adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::int32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::vec_t<2, wp::float32> adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::int32 adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::vec_t<2, wp::float32> adj_68 = {};
    wp::float32 adj_69 = {};
    wp::float32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    wp::float32 adj_73 = {};
    wp::vec_t<3, wp::float32> adj_74 = {};
    wp::vec_t<3, wp::float32> adj_75 = {};
    wp::float32 adj_76 = {};
    wp::float32 adj_77 = {};
    wp::float32 adj_78 = {};
    wp::vec_t<3, wp::float32> adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::vec_t<3, wp::float32> adj_83 = {};
    wp::vec_t<3, wp::float32> adj_84 = {};
    wp::vec_t<3, wp::float32> adj_85 = {};
    wp::quat_t<wp::float32> adj_86 = {};
    wp::quat_t<wp::float32> adj_87 = {};
    //---------
    // forward
    // def combined_000000(sample_radii: wp.array3d[float], sample_phases: wp.array3d[float], sample_densities: wp.array3d[float], iterations: int, relaxation: wp.vec2, n: int, accumulated_mass: wp.array[float], sample_gradients: wp.array3d[wp.vec3], sample_new_rotations: wp.array3d[wp.quat]):       <L 5>
    // i, j, k = wp.tid()  # thread index                                                     <L 7>
    builtin_tid3d(var_0, var_1, var_2);
    // if i >= sample_phases.shape[0] or j >= sample_phases.shape[1] or k >= sample_phases.shape[2]:       <L 8>
    var_4 = &(var_sample_phases.shape);
    var_7 = wp::load(var_4);
    var_6 = wp::extract(var_7, var_5);
    var_8 = (var_0 >= var_6);
    var_3 = var_8;
    if (!var_3) {
        var_9 = &(var_sample_phases.shape);
        var_12 = wp::load(var_9);
        var_11 = wp::extract(var_12, var_10);
        var_13 = (var_1 >= var_11);
        var_3 = var_3 || var_13;
    }
    if (!var_3) {
        var_14 = &(var_sample_phases.shape);
        var_17 = wp::load(var_14);
        var_16 = wp::extract(var_17, var_15);
        var_18 = (var_2 >= var_16);
        var_3 = var_3 || var_18;
    }
    if (var_3) {
        // return  # past the end of the arrays                                               <L 9>
        goto label0;
    }
    // v0 = sample_radii[i, j, k]                                                             <L 10>
    var_19 = wp::address(var_sample_radii, var_0, var_1, var_2);
    var_21 = wp::load(var_19);
    var_20 = wp::copy(var_21);
    // v1 = sample_phases[i, j, k]                                                            <L 11>
    var_22 = wp::address(var_sample_phases, var_0, var_1, var_2);
    var_24 = wp::load(var_22);
    var_23 = wp::copy(var_24);
    // v2 = sample_densities[i, j, k]                                                         <L 12>
    var_25 = wp::address(var_sample_densities, var_0, var_1, var_2);
    var_27 = wp::load(var_25);
    var_26 = wp::copy(var_27);
    // wp.atomic_max(accumulated_mass, (i + j + k) % accumulated_mass.shape[0], v0)           <L 13>
    var_28 = wp::add(var_0, var_1);
    var_29 = wp::add(var_28, var_2);
    var_30 = &(var_accumulated_mass.shape);
    var_33 = wp::load(var_30);
    var_32 = wp::extract(var_33, var_31);
    var_34 = wp::mod(var_29, var_32);
    // var_35 = wp::atomic_max(var_accumulated_mass, var_34, var_20);
    // for j3 in range(2):                                                                    <L 14>
    // v2 = v2 + wp.sin(v0)                                                                   <L 15>
    var_37 = wp::sin(var_20);
    var_38 = wp::add(var_26, var_37);
    // v1 = v1 + wp.cos(float(j3))                                                            <L 16>
    var_39 = wp::float(var_36);
    var_40 = wp::cos(var_39);
    var_41 = wp::add(var_23, var_40);
    // v2 = v2 + wp.sin(v0)                                                                   <L 15>
    var_43 = wp::sin(var_20);
    var_44 = wp::add(var_38, var_43);
    // v1 = v1 + wp.cos(float(j3))                                                            <L 16>
    var_45 = wp::float(var_42);
    var_46 = wp::cos(var_45);
    var_47 = wp::add(var_41, var_46);
    // w4 = int(0)                                                                            <L 17>
    var_49 = wp::int(var_48);
    // while w4 < 4:                                                                          <L 18>
    // sample_gradients[i, j, k] = ((v2 * v1) * wp.vec3(0.9))                                 <L 23>
    var_72 = wp::mul(var_44, var_47);
    var_74 = wp::vec_t<3, wp::float32>(var_73);
    var_75 = wp::mul(var_72, var_74);
    // wp::array_store(var_sample_gradients, var_0, var_1, var_2, var_75);
    // sample_new_rotations[i, j, k] = wp.quat_inverse(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.1, -0.6, -0.05) + wp.vec3(0.0, 0.0, 2.5)), v1))       <L 25>
    var_79 = wp::vec_t<3, wp::float32>(var_76, var_77, var_78);
    var_83 = wp::vec_t<3, wp::float32>(var_80, var_81, var_82);
    var_84 = wp::add(var_79, var_83);
    var_85 = wp::normalize(var_84);
    var_86 = wp::quat_from_axis_angle(var_85, var_47);
    var_87 = wp::quat_inverse(var_86);
    // wp::array_store(var_sample_new_rotations, var_0, var_1, var_2, var_87);
    //---------
    // reverse
    wp::adj_array_store(var_sample_new_rotations, var_0, var_1, var_2, var_87, adj_sample_new_rotations, adj_0, adj_1, adj_2, adj_87);
    wp::adj_quat_inverse(var_86, adj_86, adj_87);
    wp::adj_quat_from_axis_angle(var_85, var_47, adj_85, adj_47, adj_86);
    wp::adj_normalize(var_84, var_85, adj_84, adj_85);
    wp::adj_add(var_79, var_83, adj_79, adj_83, adj_84);
    wp::adj_vec_t(var_80, var_81, var_82, adj_80, adj_81, adj_82, adj_83);
    wp::adj_vec_t(var_76, var_77, var_78, adj_76, adj_77, adj_78, adj_79);
    // adj: sample_new_rotations[i, j, k] = wp.quat_inverse(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.1, -0.6, -0.05) + wp.vec3(0.0, 0.0, 2.5)), v1))  <L 25>
    wp::adj_array_store(var_sample_gradients, var_0, var_1, var_2, var_75, adj_sample_gradients, adj_0, adj_1, adj_2, adj_75);
    wp::adj_mul(var_72, var_74, adj_72, adj_74, adj_75);
    wp::adj_vec_t(var_73, adj_73, adj_74);
    wp::adj_mul(var_44, var_47, adj_44, adj_47, adj_72);
    // adj: sample_gradients[i, j, k] = ((v2 * v1) * wp.vec3(0.9))                            <L 23>
    start_while_1:;
    var_51 = (var_49 < var_50);
    if ((var_51) == false) goto end_while_1;
    adj_52 = {};
    adj_53 = {};
    adj_54 = {};
    adj_55 = {};
    adj_56 = {};
    adj_57 = {};
    adj_58 = {};
    adj_59 = {};
    adj_60 = {};
    adj_61 = {};
    adj_62 = {};
    adj_63 = {};
    adj_64 = {};
    adj_65 = {};
    adj_66 = {};
    adj_67 = {};
    adj_68 = {};
    adj_69 = {};
    adj_70 = {};
    adj_71 = {};
        // w4 = w4 + 1                                                                        <L 19>
        var_53 = wp::add(var_49, var_52);
        // v1 = v1 + wp.sin(wp.dot(relaxation, (relaxation + relaxation)))                    <L 20>
        var_54 = wp::add(var_relaxation, var_relaxation);
        var_55 = wp::dot(var_relaxation, var_54);
        var_56 = wp::sin(var_55);
        var_57 = wp::add(var_47, var_56);
        // for j5 in range(2):                                                                <L 21>
        // v1 = v1 * 0.5 + wp.sin(wp.length(wp.lerp(relaxation, relaxation, v0)))             <L 22>
        var_60 = wp::mul(var_57, var_59);
        var_61 = wp::lerp(var_relaxation, var_relaxation, var_20);
        var_62 = wp::length(var_61);
        var_63 = wp::sin(var_62);
        var_64 = wp::add(var_60, var_63);
        var_67 = wp::mul(var_64, var_66);
        var_68 = wp::lerp(var_relaxation, var_relaxation, var_20);
        var_69 = wp::length(var_68);
        var_70 = wp::sin(var_69);
        var_71 = wp::add(var_67, var_70);
        wp::assign(var_47, var_71);
        wp::assign(var_49, var_53);
        wp::adj_assign(var_49, var_53, adj_49, adj_53);
        wp::adj_assign(var_47, var_71, adj_47, adj_71);
        wp::adj_add(var_67, var_70, adj_67, adj_70, adj_71);
        wp::adj_sin(var_69, adj_69, adj_70);
        wp::adj_length(var_68, var_69, adj_68, adj_69);
        wp::adj_lerp(var_relaxation, var_relaxation, var_20, adj_relaxation, adj_relaxation, adj_20, adj_68);
        wp::adj_mul(var_64, var_66, adj_64, adj_66, adj_67);
        wp::adj_add(var_60, var_63, adj_60, adj_63, adj_64);
        wp::adj_sin(var_62, adj_62, adj_63);
        wp::adj_length(var_61, var_62, adj_61, adj_62);
        wp::adj_lerp(var_relaxation, var_relaxation, var_20, adj_relaxation, adj_relaxation, adj_20, adj_61);
        wp::adj_mul(var_57, var_59, adj_57, adj_59, adj_60);
        // adj: v1 = v1 * 0.5 + wp.sin(wp.length(wp.lerp(relaxation, relaxation, v0)))        <L 22>
        // adj: for j5 in range(2):                                                           <L 21>
        wp::adj_add(var_47, var_56, adj_47, adj_56, adj_57);
        wp::adj_sin(var_55, adj_55, adj_56);
        wp::adj_dot(var_relaxation, var_54, adj_relaxation, adj_54, adj_55);
        wp::adj_add(var_relaxation, var_relaxation, adj_relaxation, adj_relaxation, adj_54);
        // adj: v1 = v1 + wp.sin(wp.dot(relaxation, (relaxation + relaxation)))               <L 20>
        wp::adj_add(var_49, var_52, adj_49, adj_52, adj_53);
        // adj: w4 = w4 + 1                                                                   <L 19>
    goto start_while_1;
    end_while_1:;
    // adj: while w4 < 4:                                                                     <L 18>
    // adj: w4 = int(0)                                                                       <L 17>
    wp::adj_add(var_41, var_46, adj_41, adj_46, adj_47);
    wp::adj_cos(var_45, adj_45, adj_46);
    wp::adj_float(var_42, adj_42, adj_45);
    // adj: v1 = v1 + wp.cos(float(j3))                                                       <L 16>
    wp::adj_add(var_38, var_43, adj_38, adj_43, adj_44);
    wp::adj_sin(var_20, adj_20, adj_43);
    // adj: v2 = v2 + wp.sin(v0)                                                              <L 15>
    wp::adj_add(var_23, var_40, adj_23, adj_40, adj_41);
    wp::adj_cos(var_39, adj_39, adj_40);
    wp::adj_float(var_36, adj_36, adj_39);
    // adj: v1 = v1 + wp.cos(float(j3))                                                       <L 16>
    wp::adj_add(var_26, var_37, adj_26, adj_37, adj_38);
    wp::adj_sin(var_20, adj_20, adj_37);
    // adj: v2 = v2 + wp.sin(v0)                                                              <L 15>
    // adj: for j3 in range(2):                                                               <L 14>
    wp::adj_atomic_max(var_accumulated_mass, var_34, var_20, adj_accumulated_mass, adj_34, adj_20, adj_35);
    wp::adj_mod(var_29, var_32, adj_29, adj_32, adj_34);
    adj_accumulated_mass.shape = adj_30;
    wp::adj_add(var_28, var_2, adj_28, adj_2, adj_29);
    wp::adj_add(var_0, var_1, adj_0, adj_1, adj_28);
    // adj: wp.atomic_max(accumulated_mass, (i + j + k) % accumulated_mass.shape[0], v0)      <L 13>
    wp::adj_copy(var_27, adj_25, adj_26);
    wp::adj_address(var_sample_densities, var_0, var_1, var_2, adj_sample_densities, adj_0, adj_1, adj_2, adj_25);
    // adj: v2 = sample_densities[i, j, k]                                                    <L 12>
    wp::adj_copy(var_24, adj_22, adj_23);
    wp::adj_address(var_sample_phases, var_0, var_1, var_2, adj_sample_phases, adj_0, adj_1, adj_2, adj_22);
    // adj: v1 = sample_phases[i, j, k]                                                       <L 11>
    wp::adj_copy(var_21, adj_19, adj_20);
    wp::adj_address(var_sample_radii, var_0, var_1, var_2, adj_sample_radii, adj_0, adj_1, adj_2, adj_19);
    // adj: v0 = sample_radii[i, j, k]                                                        <L 10>
    if (var_3) {
        label0:;
        // adj: return  # past the end of the arrays                                          <L 9>
    }
    if (!var_3) {
        adj_sample_phases.shape = adj_14;
    }
    if (!var_3) {
        adj_sample_phases.shape = adj_9;
    }
    adj_sample_phases.shape = adj_4;
    // adj: if i >= sample_phases.shape[0] or j >= sample_phases.shape[1] or k >= sample_phases.shape[2]:  <L 8>
    // adj: i, j, k = wp.tid()  # thread index                                                <L 7>
    // adj: def combined_000000(sample_radii: wp.array3d[float], sample_phases: wp.array3d[float], sample_densities: wp.array3d[float], iterations: int, relaxation: wp.vec2, n: int, accumulated_mass: wp.array[float], sample_gradients: wp.array3d[wp.vec3], sample_new_rotations: wp.array3d[wp.quat]):  <L 5>
    return;
}



struct combined_000000_afa41017_cpu_block_payload_forward
{
    wp_args_combined_000000_afa41017* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void combined_000000_afa41017_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    combined_000000_afa41017_cpu_block_payload_forward* payload = (combined_000000_afa41017_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    combined_000000_afa41017_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void combined_000000_afa41017_cpu_forward(
    wp::launch_bounds_t<3> *dim,
    wp_args_combined_000000_afa41017 *_wp_args)
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
        combined_000000_afa41017_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &combined_000000_afa41017_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct combined_000000_afa41017_cpu_block_payload_backward
{
    wp_args_combined_000000_afa41017* args;
    wp_args_combined_000000_afa41017* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void combined_000000_afa41017_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    combined_000000_afa41017_cpu_block_payload_backward* payload = (combined_000000_afa41017_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    combined_000000_afa41017_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void combined_000000_afa41017_cpu_backward(
    wp::launch_bounds_t<3> *dim,
    wp_args_combined_000000_afa41017 *_wp_args,
    wp_args_combined_000000_afa41017 *_wp_adj_args)
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
        combined_000000_afa41017_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &combined_000000_afa41017_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

