// Generated for case sampling-000001 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_sampling_000001_8e585753 {
    wp::array_t<wp::float32> element_masses;
    wp::vec_t<3, wp::float32> damping;
    wp::array_t<wp::float32> cdf;
    wp::array_t<wp::vec_t<2, wp::float32>> element_gradients;
    wp::array_t<wp::vec_t<3, wp::float32>> element_new_positions;
};


void sampling_000001_8e585753_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_sampling_000001_8e585753 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_element_masses = _wp_args->element_masses;
    wp::vec_t<3, wp::float32> var_damping = _wp_args->damping;
    wp::array_t<wp::float32> var_cdf = _wp_args->cdf;
    wp::array_t<wp::vec_t<2, wp::float32>> var_element_gradients = _wp_args->element_gradients;
    wp::array_t<wp::vec_t<3, wp::float32>> var_element_new_positions = _wp_args->element_new_positions;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::shape_t* var_1;
    const wp::int32 var_2 = 0;
    wp::int32 var_3;
    wp::shape_t var_4;
    bool var_5;
    const wp::int32 var_6 = 80985;
    wp::uint32 var_7;
    wp::float32* var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    const wp::int32 var_11 = 0;
    const wp::float32 var_12 = -0.05;
    bool var_13;
    const wp::float32 var_14 = 0.16;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    const wp::float32 var_19 = 1.59;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    const wp::float32 var_22 = -0.01;
    const wp::float32 var_23 = -1.759;
    const wp::float32 var_24 = 0.3;
    wp::vec_t<3, wp::float32> var_25;
    wp::vec_t<3, wp::float32> var_26;
    const wp::float32 var_27 = 0.31;
    wp::vec_t<3, wp::float32> var_28;
    wp::vec_t<3, wp::float32> var_29;
    wp::vec_t<3, wp::float32> var_30;
    const wp::int32 var_31 = 1;
    const wp::float32 var_32 = -0.05;
    bool var_33;
    const wp::float32 var_34 = 0.16;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::vec_t<3, wp::float32> var_37;
    wp::vec_t<3, wp::float32> var_38;
    const wp::float32 var_39 = 1.59;
    wp::vec_t<3, wp::float32> var_40;
    wp::vec_t<3, wp::float32> var_41;
    const wp::float32 var_42 = -0.01;
    const wp::float32 var_43 = -1.759;
    const wp::float32 var_44 = 0.3;
    wp::vec_t<3, wp::float32> var_45;
    wp::vec_t<3, wp::float32> var_46;
    const wp::float32 var_47 = 0.31;
    wp::vec_t<3, wp::float32> var_48;
    wp::vec_t<3, wp::float32> var_49;
    wp::vec_t<3, wp::float32> var_50;
    const wp::float32 var_51 = -0.3;
    const wp::float32 var_52 = -1.896;
    wp::vec_t<2, wp::float32> var_53;
    const wp::int32 var_54 = 0;
    wp::float32 var_55;
    wp::float32 var_56;
    wp::vec_t<2, wp::float32> var_57;
    wp::vec_t<2, wp::float32> var_58;
    const wp::float32 var_59 = 0.69;
    wp::vec_t<3, wp::float32> var_60;
    wp::vec_t<3, wp::float32> var_61;
    //---------
    // forward
    // def sampling_000001(element_masses: wp.array[float], damping: wp.vec3, cdf: wp.array[float], element_gradients: wp.array[wp.vec2], element_new_positions: wp.array[wp.vec3]):       <L 5>
    // tid = wp.tid()                                                                         <L 7>
    var_0 = builtin_tid1d();
    // if tid >= element_masses.shape[0]:                                                     <L 8>
    var_1 = &(var_element_masses.shape);
    var_4 = wp::load(var_1);
    var_3 = wp::extract(var_4, var_2);
    var_5 = (var_0 >= var_3);
    if (var_5) {
        // return                                                                             <L 9>
        return;
    }
    // state = wp.rand_init(80985, tid)                                                       <L 10>
    var_7 = wp::rand_init(var_6, var_0);
    // v0 = element_masses[tid]                                                               <L 11>
    var_8 = wp::address(var_element_masses, var_0);
    var_10 = wp::load(var_8);
    var_9 = wp::copy(var_10);
    // for j1 in range(2):                                                                    <L 12>
    // damping = damping + wp.normalize(wp.vec3(v0, wp.where(v0 < -0.05, v0, 0.16), wp.randf(state))) * 1.59       <L 13>
    var_13 = (var_9 < var_12);
    var_15 = wp::where(var_13, var_9, var_14);
    var_16 = wp::randf(var_7);
    var_17 = wp::vec_t<3, wp::float32>(var_9, var_15, var_16);
    var_18 = wp::normalize(var_17);
    var_20 = wp::mul(var_18, var_19);
    var_21 = wp::add(var_damping, var_20);
    // damping = damping + wp.normalize(wp.vec3(-0.01, -1.759, 0.3)) * 0.31                   <L 14>
    var_25 = wp::vec_t<3, wp::float32>(var_22, var_23, var_24);
    var_26 = wp::normalize(var_25);
    var_28 = wp::mul(var_26, var_27);
    var_29 = wp::add(var_21, var_28);
    // v2 = damping                                                                           <L 15>
    var_30 = wp::copy(var_29);
    // damping = damping + wp.normalize(wp.vec3(v0, wp.where(v0 < -0.05, v0, 0.16), wp.randf(state))) * 1.59       <L 13>
    var_33 = (var_9 < var_32);
    var_35 = wp::where(var_33, var_9, var_34);
    var_36 = wp::randf(var_7);
    var_37 = wp::vec_t<3, wp::float32>(var_9, var_35, var_36);
    var_38 = wp::normalize(var_37);
    var_40 = wp::mul(var_38, var_39);
    var_41 = wp::add(var_29, var_40);
    // damping = damping + wp.normalize(wp.vec3(-0.01, -1.759, 0.3)) * 0.31                   <L 14>
    var_45 = wp::vec_t<3, wp::float32>(var_42, var_43, var_44);
    var_46 = wp::normalize(var_45);
    var_48 = wp::mul(var_46, var_47);
    var_49 = wp::add(var_41, var_48);
    // v2 = damping                                                                           <L 15>
    var_50 = wp::copy(var_49);
    // element_gradients[tid] = wp.vec2(-0.3, -1.896) + wp.vec2(wp.sin(damping[0]))           <L 16>
    var_53 = wp::vec_t<2, wp::float32>(var_51, var_52);
    var_55 = wp::extract(var_49, var_54);
    var_56 = wp::sin(var_55);
    var_57 = wp::vec_t<2, wp::float32>(var_56);
    var_58 = wp::add(var_53, var_57);
    wp::array_store(var_element_gradients, var_0, var_58);
    // element_new_positions[tid] = damping + damping * 0.69                                  <L 17>
    var_60 = wp::mul(var_49, var_59);
    var_61 = wp::add(var_49, var_60);
    wp::array_store(var_element_new_positions, var_0, var_61);
}



void sampling_000001_8e585753_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_sampling_000001_8e585753 *_wp_args,
    wp_args_sampling_000001_8e585753 *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_element_masses = _wp_args->element_masses;
    wp::vec_t<3, wp::float32> var_damping = _wp_args->damping;
    wp::array_t<wp::float32> var_cdf = _wp_args->cdf;
    wp::array_t<wp::vec_t<2, wp::float32>> var_element_gradients = _wp_args->element_gradients;
    wp::array_t<wp::vec_t<3, wp::float32>> var_element_new_positions = _wp_args->element_new_positions;
    wp::array_t<wp::float32> adj_element_masses = _wp_adj_args->element_masses;
    wp::vec_t<3, wp::float32> adj_damping = _wp_adj_args->damping;
    wp::array_t<wp::float32> adj_cdf = _wp_adj_args->cdf;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_element_gradients = _wp_adj_args->element_gradients;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_element_new_positions = _wp_adj_args->element_new_positions;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::shape_t* var_1;
    const wp::int32 var_2 = 0;
    wp::int32 var_3;
    wp::shape_t var_4;
    bool var_5;
    const wp::int32 var_6 = 80985;
    wp::uint32 var_7;
    wp::float32* var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    const wp::int32 var_11 = 0;
    const wp::float32 var_12 = -0.05;
    bool var_13;
    const wp::float32 var_14 = 0.16;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    const wp::float32 var_19 = 1.59;
    wp::vec_t<3, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    const wp::float32 var_22 = -0.01;
    const wp::float32 var_23 = -1.759;
    const wp::float32 var_24 = 0.3;
    wp::vec_t<3, wp::float32> var_25;
    wp::vec_t<3, wp::float32> var_26;
    const wp::float32 var_27 = 0.31;
    wp::vec_t<3, wp::float32> var_28;
    wp::vec_t<3, wp::float32> var_29;
    wp::vec_t<3, wp::float32> var_30;
    const wp::int32 var_31 = 1;
    const wp::float32 var_32 = -0.05;
    bool var_33;
    const wp::float32 var_34 = 0.16;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::vec_t<3, wp::float32> var_37;
    wp::vec_t<3, wp::float32> var_38;
    const wp::float32 var_39 = 1.59;
    wp::vec_t<3, wp::float32> var_40;
    wp::vec_t<3, wp::float32> var_41;
    const wp::float32 var_42 = -0.01;
    const wp::float32 var_43 = -1.759;
    const wp::float32 var_44 = 0.3;
    wp::vec_t<3, wp::float32> var_45;
    wp::vec_t<3, wp::float32> var_46;
    const wp::float32 var_47 = 0.31;
    wp::vec_t<3, wp::float32> var_48;
    wp::vec_t<3, wp::float32> var_49;
    wp::vec_t<3, wp::float32> var_50;
    const wp::float32 var_51 = -0.3;
    const wp::float32 var_52 = -1.896;
    wp::vec_t<2, wp::float32> var_53;
    const wp::int32 var_54 = 0;
    wp::float32 var_55;
    wp::float32 var_56;
    wp::vec_t<2, wp::float32> var_57;
    wp::vec_t<2, wp::float32> var_58;
    const wp::float32 var_59 = 0.69;
    wp::vec_t<3, wp::float32> var_60;
    wp::vec_t<3, wp::float32> var_61;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::shape_t adj_1 = {};
    wp::int32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::shape_t adj_4 = {};
    bool adj_5 = {};
    wp::int32 adj_6 = {};
    wp::uint32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::float32 adj_12 = {};
    bool adj_13 = {};
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
    wp::vec_t<3, wp::float32> adj_25 = {};
    wp::vec_t<3, wp::float32> adj_26 = {};
    wp::float32 adj_27 = {};
    wp::vec_t<3, wp::float32> adj_28 = {};
    wp::vec_t<3, wp::float32> adj_29 = {};
    wp::vec_t<3, wp::float32> adj_30 = {};
    wp::int32 adj_31 = {};
    wp::float32 adj_32 = {};
    bool adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::vec_t<3, wp::float32> adj_37 = {};
    wp::vec_t<3, wp::float32> adj_38 = {};
    wp::float32 adj_39 = {};
    wp::vec_t<3, wp::float32> adj_40 = {};
    wp::vec_t<3, wp::float32> adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::vec_t<3, wp::float32> adj_45 = {};
    wp::vec_t<3, wp::float32> adj_46 = {};
    wp::float32 adj_47 = {};
    wp::vec_t<3, wp::float32> adj_48 = {};
    wp::vec_t<3, wp::float32> adj_49 = {};
    wp::vec_t<3, wp::float32> adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::vec_t<2, wp::float32> adj_53 = {};
    wp::int32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::vec_t<2, wp::float32> adj_57 = {};
    wp::vec_t<2, wp::float32> adj_58 = {};
    wp::float32 adj_59 = {};
    wp::vec_t<3, wp::float32> adj_60 = {};
    wp::vec_t<3, wp::float32> adj_61 = {};
    //---------
    // forward
    // def sampling_000001(element_masses: wp.array[float], damping: wp.vec3, cdf: wp.array[float], element_gradients: wp.array[wp.vec2], element_new_positions: wp.array[wp.vec3]):       <L 5>
    // tid = wp.tid()                                                                         <L 7>
    var_0 = builtin_tid1d();
    // if tid >= element_masses.shape[0]:                                                     <L 8>
    var_1 = &(var_element_masses.shape);
    var_4 = wp::load(var_1);
    var_3 = wp::extract(var_4, var_2);
    var_5 = (var_0 >= var_3);
    if (var_5) {
        // return                                                                             <L 9>
        goto label0;
    }
    // state = wp.rand_init(80985, tid)                                                       <L 10>
    var_7 = wp::rand_init(var_6, var_0);
    // v0 = element_masses[tid]                                                               <L 11>
    var_8 = wp::address(var_element_masses, var_0);
    var_10 = wp::load(var_8);
    var_9 = wp::copy(var_10);
    // for j1 in range(2):                                                                    <L 12>
    // damping = damping + wp.normalize(wp.vec3(v0, wp.where(v0 < -0.05, v0, 0.16), wp.randf(state))) * 1.59       <L 13>
    var_13 = (var_9 < var_12);
    var_15 = wp::where(var_13, var_9, var_14);
    var_16 = wp::randf(var_7);
    var_17 = wp::vec_t<3, wp::float32>(var_9, var_15, var_16);
    var_18 = wp::normalize(var_17);
    var_20 = wp::mul(var_18, var_19);
    var_21 = wp::add(var_damping, var_20);
    // damping = damping + wp.normalize(wp.vec3(-0.01, -1.759, 0.3)) * 0.31                   <L 14>
    var_25 = wp::vec_t<3, wp::float32>(var_22, var_23, var_24);
    var_26 = wp::normalize(var_25);
    var_28 = wp::mul(var_26, var_27);
    var_29 = wp::add(var_21, var_28);
    // v2 = damping                                                                           <L 15>
    var_30 = wp::copy(var_29);
    // damping = damping + wp.normalize(wp.vec3(v0, wp.where(v0 < -0.05, v0, 0.16), wp.randf(state))) * 1.59       <L 13>
    var_33 = (var_9 < var_32);
    var_35 = wp::where(var_33, var_9, var_34);
    var_36 = wp::randf(var_7);
    var_37 = wp::vec_t<3, wp::float32>(var_9, var_35, var_36);
    var_38 = wp::normalize(var_37);
    var_40 = wp::mul(var_38, var_39);
    var_41 = wp::add(var_29, var_40);
    // damping = damping + wp.normalize(wp.vec3(-0.01, -1.759, 0.3)) * 0.31                   <L 14>
    var_45 = wp::vec_t<3, wp::float32>(var_42, var_43, var_44);
    var_46 = wp::normalize(var_45);
    var_48 = wp::mul(var_46, var_47);
    var_49 = wp::add(var_41, var_48);
    // v2 = damping                                                                           <L 15>
    var_50 = wp::copy(var_49);
    // element_gradients[tid] = wp.vec2(-0.3, -1.896) + wp.vec2(wp.sin(damping[0]))           <L 16>
    var_53 = wp::vec_t<2, wp::float32>(var_51, var_52);
    var_55 = wp::extract(var_49, var_54);
    var_56 = wp::sin(var_55);
    var_57 = wp::vec_t<2, wp::float32>(var_56);
    var_58 = wp::add(var_53, var_57);
    // wp::array_store(var_element_gradients, var_0, var_58);
    // element_new_positions[tid] = damping + damping * 0.69                                  <L 17>
    var_60 = wp::mul(var_49, var_59);
    var_61 = wp::add(var_49, var_60);
    // wp::array_store(var_element_new_positions, var_0, var_61);
    //---------
    // reverse
    wp::adj_array_store(var_element_new_positions, var_0, var_61, adj_element_new_positions, adj_0, adj_61);
    wp::adj_add(var_49, var_60, adj_49, adj_60, adj_61);
    wp::adj_mul(var_49, var_59, adj_49, adj_59, adj_60);
    // adj: element_new_positions[tid] = damping + damping * 0.69                             <L 17>
    wp::adj_array_store(var_element_gradients, var_0, var_58, adj_element_gradients, adj_0, adj_58);
    wp::adj_add(var_53, var_57, adj_53, adj_57, adj_58);
    wp::adj_vec_t(var_56, adj_56, adj_57);
    wp::adj_sin(var_55, adj_55, adj_56);
    wp::adj_extract(var_49, var_54, adj_49, adj_54, adj_55);
    wp::adj_vec_t(var_51, var_52, adj_51, adj_52, adj_53);
    // adj: element_gradients[tid] = wp.vec2(-0.3, -1.896) + wp.vec2(wp.sin(damping[0]))      <L 16>
    wp::adj_copy(var_49, adj_49, adj_50);
    // adj: v2 = damping                                                                      <L 15>
    wp::adj_add(var_41, var_48, adj_41, adj_48, adj_49);
    wp::adj_mul(var_46, var_47, adj_46, adj_47, adj_48);
    wp::adj_normalize(var_45, var_46, adj_45, adj_46);
    wp::adj_vec_t(var_42, var_43, var_44, adj_42, adj_43, adj_44, adj_45);
    // adj: damping = damping + wp.normalize(wp.vec3(-0.01, -1.759, 0.3)) * 0.31              <L 14>
    wp::adj_add(var_29, var_40, adj_29, adj_40, adj_41);
    wp::adj_mul(var_38, var_39, adj_38, adj_39, adj_40);
    wp::adj_normalize(var_37, var_38, adj_37, adj_38);
    wp::adj_vec_t(var_9, var_35, var_36, adj_9, adj_35, adj_36, adj_37);
    wp::adj_where(var_33, var_9, var_34, adj_33, adj_9, adj_34, adj_35);
    // adj: damping = damping + wp.normalize(wp.vec3(v0, wp.where(v0 < -0.05, v0, 0.16), wp.randf(state))) * 1.59  <L 13>
    wp::adj_copy(var_29, adj_29, adj_30);
    // adj: v2 = damping                                                                      <L 15>
    wp::adj_add(var_21, var_28, adj_21, adj_28, adj_29);
    wp::adj_mul(var_26, var_27, adj_26, adj_27, adj_28);
    wp::adj_normalize(var_25, var_26, adj_25, adj_26);
    wp::adj_vec_t(var_22, var_23, var_24, adj_22, adj_23, adj_24, adj_25);
    // adj: damping = damping + wp.normalize(wp.vec3(-0.01, -1.759, 0.3)) * 0.31              <L 14>
    wp::adj_add(var_damping, var_20, adj_damping, adj_20, adj_21);
    wp::adj_mul(var_18, var_19, adj_18, adj_19, adj_20);
    wp::adj_normalize(var_17, var_18, adj_17, adj_18);
    wp::adj_vec_t(var_9, var_15, var_16, adj_9, adj_15, adj_16, adj_17);
    wp::adj_where(var_13, var_9, var_14, adj_13, adj_9, adj_14, adj_15);
    // adj: damping = damping + wp.normalize(wp.vec3(v0, wp.where(v0 < -0.05, v0, 0.16), wp.randf(state))) * 1.59  <L 13>
    // adj: for j1 in range(2):                                                               <L 12>
    wp::adj_copy(var_10, adj_8, adj_9);
    wp::adj_address(var_element_masses, var_0, adj_element_masses, adj_0, adj_8);
    // adj: v0 = element_masses[tid]                                                          <L 11>
    // adj: state = wp.rand_init(80985, tid)                                                  <L 10>
    if (var_5) {
        label0:;
        // adj: return                                                                        <L 9>
    }
    adj_element_masses.shape = adj_1;
    // adj: if tid >= element_masses.shape[0]:                                                <L 8>
    // adj: tid = wp.tid()                                                                    <L 7>
    // adj: def sampling_000001(element_masses: wp.array[float], damping: wp.vec3, cdf: wp.array[float], element_gradients: wp.array[wp.vec2], element_new_positions: wp.array[wp.vec3]):  <L 5>
    return;
}



struct sampling_000001_8e585753_cpu_block_payload_forward
{
    wp_args_sampling_000001_8e585753* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void sampling_000001_8e585753_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    sampling_000001_8e585753_cpu_block_payload_forward* payload = (sampling_000001_8e585753_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    sampling_000001_8e585753_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void sampling_000001_8e585753_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_sampling_000001_8e585753 *_wp_args)
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
        sampling_000001_8e585753_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &sampling_000001_8e585753_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct sampling_000001_8e585753_cpu_block_payload_backward
{
    wp_args_sampling_000001_8e585753* args;
    wp_args_sampling_000001_8e585753* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void sampling_000001_8e585753_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    sampling_000001_8e585753_cpu_block_payload_backward* payload = (sampling_000001_8e585753_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    sampling_000001_8e585753_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void sampling_000001_8e585753_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_sampling_000001_8e585753 *_wp_args,
    wp_args_sampling_000001_8e585753 *_wp_adj_args)
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
        sampling_000001_8e585753_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &sampling_000001_8e585753_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

