// Generated for case loop-000000 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_loop_000000_c6b511c3 {
    wp::array_t<wp::float32> shape_phases;
    wp::array_t<wp::vec_t<3, wp::float32>> shape_positions;
    wp::int32 n;
    wp::array_t<wp::vec_t<3, wp::float32>> shape_impulses;
    wp::array_t<wp::float32> shape_distances;
};


void loop_000000_c6b511c3_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_loop_000000_c6b511c3 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_shape_phases = _wp_args->shape_phases;
    wp::array_t<wp::vec_t<3, wp::float32>> var_shape_positions = _wp_args->shape_positions;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::vec_t<3, wp::float32>> var_shape_impulses = _wp_args->shape_impulses;
    wp::array_t<wp::float32> var_shape_distances = _wp_args->shape_distances;
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
    wp::range_t var_12;
    wp::int32 var_13;
    const wp::int32 var_14 = 2;
    wp::int32 var_15;
    const wp::int32 var_16 = 0;
    wp::int32 var_17;
    wp::float32* var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = -1.13;
    wp::vec_t<3, wp::float32> var_23;
    wp::vec_t<3, wp::float32> var_24;
    const wp::float32 var_25 = 0.91;
    wp::vec_t<3, wp::float32> var_26;
    wp::vec_t<3, wp::float32> var_27;
    wp::float32 var_28;
    const wp::float32 var_29 = 1.0;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::int32 var_32 = 2;
    wp::int32 var_33;
    const wp::int32 var_34 = 0;
    const wp::int32 var_35 = -1;
    wp::range_t var_36;
    wp::int32 var_37;
    const wp::float32 var_38 = 0.5;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::float32 var_41 = -0.4;
    wp::float32 var_42;
    wp::float32 var_43;
    const wp::float32 var_44 = INFINITY;
    const wp::float32 var_45 = -INFINITY;
    wp::float32 var_46;
    const wp::int32 var_47 = 0;
    const wp::int32 var_48 = 1;
    wp::int32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float32 var_53;
    const wp::int32 var_54 = 1;
    const wp::int32 var_55 = 1;
    wp::int32 var_56;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    const wp::int32 var_61 = 2;
    const wp::int32 var_62 = 1;
    wp::int32 var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::float32 var_66;
    wp::float32 var_67;
    const wp::float32 var_68 = 1.92;
    wp::vec_t<3, wp::float32> var_69;
    wp::vec_t<3, wp::float32> var_70;
    wp::float32 var_71;
    wp::float32 var_72;
    const wp::float32 var_73 = -1.846;
    wp::float32 var_74;
    //---------
    // forward
    // def loop_000000(shape_phases: wp.array[float], shape_positions: wp.array[wp.vec3], n: int, shape_impulses: wp.array[wp.vec3], shape_distances: wp.array[float]):       <L 5>
    // tid = wp.tid()                                                                         <L 7>
    var_0 = builtin_tid1d();
    // if tid >= shape_phases.shape[0]:                                                       <L 8>
    var_1 = &(var_shape_phases.shape);
    var_4 = wp::load(var_1);
    var_3 = wp::extract(var_4, var_2);
    var_5 = (var_0 >= var_3);
    if (var_5) {
        // return                                                                             <L 9>
        return;
    }
    // v0 = shape_phases[tid]                                                                 <L 10>
    var_6 = wp::address(var_shape_phases, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v1 = shape_positions[tid]                                                              <L 11>
    var_9 = wp::address(var_shape_positions, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // for j2 in range(n):                                                                    <L 12>
    var_12 = wp::range(var_n);
    start_for_1:;
        if (iter_cmp(var_12) == 0) goto end_for_1;
        var_13 = wp::iter_next(var_12);
        // v0 = v0 + wp.cos(shape_phases[wp.max(tid - 2, 0)])                                 <L 13>
        var_15 = wp::sub(var_0, var_14);
        var_17 = wp::max(var_15, var_16);
        var_18 = wp::address(var_shape_phases, var_17);
        var_20 = wp::load(var_18);
        var_19 = wp::cos(var_20);
        var_21 = wp::add(var_7, var_19);
        // v1 = v1 + wp.normalize(wp.vec3(-1.13)) * 0.91                                      <L 14>
        var_23 = wp::vec_t<3, wp::float32>(var_22);
        var_24 = wp::normalize(var_23);
        var_26 = wp::mul(var_24, var_25);
        var_27 = wp::add(var_10, var_26);
        wp::assign(var_7, var_21);
        wp::assign(var_10, var_27);
        goto start_for_1;
    end_for_1:;
    // v3 = wp.mod(v0, wp.abs(v0) + 1.0)                                                      <L 15>
    var_28 = wp::abs(var_7);
    var_30 = wp::add(var_28, var_29);
    var_31 = wp::mod(var_7, var_30);
    // for j4 in range(n + 2, 0, -1):                                                         <L 16>
    var_33 = wp::add(var_n, var_32);
    var_36 = wp::range(var_33, var_34, var_35);
    start_for_3:;
        if (iter_cmp(var_36) == 0) goto end_for_3;
        var_37 = wp::iter_next(var_36);
        // v0 = v0 + wp.tanh(0.5)                                                             <L 17>
        var_39 = wp::tanh(var_38);
        var_40 = wp::add(var_7, var_39);
        // v3 = v3 + wp.cos(-0.4)                                                             <L 18>
        var_42 = wp::cos(var_41);
        var_43 = wp::add(var_31, var_42);
        wp::assign(var_7, var_40);
        wp::assign(var_31, var_43);
        goto start_for_3;
    end_for_3:;
    // best5 = wp.float32(-wp.inf)                                                            <L 19>
    var_46 = wp::float32(var_45);
    // for k6 in range(3):                                                                    <L 20>
    // best5 = wp.max(best5, wp.sin(v3 * float(k6 + 1)))                                      <L 21>
    var_49 = wp::add(var_47, var_48);
    var_50 = wp::float(var_49);
    var_51 = wp::mul(var_31, var_50);
    var_52 = wp::sin(var_51);
    var_53 = wp::max(var_46, var_52);
    var_56 = wp::add(var_54, var_55);
    var_57 = wp::float(var_56);
    var_58 = wp::mul(var_31, var_57);
    var_59 = wp::sin(var_58);
    var_60 = wp::max(var_53, var_59);
    var_63 = wp::add(var_61, var_62);
    var_64 = wp::float(var_63);
    var_65 = wp::mul(var_31, var_64);
    var_66 = wp::sin(var_65);
    var_67 = wp::max(var_60, var_66);
    // shape_impulses[tid] = v1 + v1 * 1.92                                                   <L 22>
    var_69 = wp::mul(var_10, var_68);
    var_70 = wp::add(var_10, var_69);
    wp::array_store(var_shape_impulses, var_0, var_70);
    // shape_distances[tid] = v3 + v0 + best5 + -1.846                                        <L 23>
    var_71 = wp::add(var_31, var_7);
    var_72 = wp::add(var_71, var_67);
    var_74 = wp::add(var_72, var_73);
    wp::array_store(var_shape_distances, var_0, var_74);
}



void loop_000000_c6b511c3_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_loop_000000_c6b511c3 *_wp_args,
    wp_args_loop_000000_c6b511c3 *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_shape_phases = _wp_args->shape_phases;
    wp::array_t<wp::vec_t<3, wp::float32>> var_shape_positions = _wp_args->shape_positions;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::vec_t<3, wp::float32>> var_shape_impulses = _wp_args->shape_impulses;
    wp::array_t<wp::float32> var_shape_distances = _wp_args->shape_distances;
    wp::array_t<wp::float32> adj_shape_phases = _wp_adj_args->shape_phases;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_shape_positions = _wp_adj_args->shape_positions;
    wp::int32 adj_n = _wp_adj_args->n;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_shape_impulses = _wp_adj_args->shape_impulses;
    wp::array_t<wp::float32> adj_shape_distances = _wp_adj_args->shape_distances;
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
    wp::range_t var_12;
    wp::int32 var_13;
    const wp::int32 var_14 = 2;
    wp::int32 var_15;
    const wp::int32 var_16 = 0;
    wp::int32 var_17;
    wp::float32* var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = -1.13;
    wp::vec_t<3, wp::float32> var_23;
    wp::vec_t<3, wp::float32> var_24;
    const wp::float32 var_25 = 0.91;
    wp::vec_t<3, wp::float32> var_26;
    wp::vec_t<3, wp::float32> var_27;
    wp::float32 var_28;
    const wp::float32 var_29 = 1.0;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::int32 var_32 = 2;
    wp::int32 var_33;
    const wp::int32 var_34 = 0;
    const wp::int32 var_35 = -1;
    wp::range_t var_36;
    wp::int32 var_37;
    const wp::float32 var_38 = 0.5;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::float32 var_41 = -0.4;
    wp::float32 var_42;
    wp::float32 var_43;
    const wp::float32 var_44 = INFINITY;
    const wp::float32 var_45 = -INFINITY;
    wp::float32 var_46;
    const wp::int32 var_47 = 0;
    const wp::int32 var_48 = 1;
    wp::int32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float32 var_53;
    const wp::int32 var_54 = 1;
    const wp::int32 var_55 = 1;
    wp::int32 var_56;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    const wp::int32 var_61 = 2;
    const wp::int32 var_62 = 1;
    wp::int32 var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::float32 var_66;
    wp::float32 var_67;
    const wp::float32 var_68 = 1.92;
    wp::vec_t<3, wp::float32> var_69;
    wp::vec_t<3, wp::float32> var_70;
    wp::float32 var_71;
    wp::float32 var_72;
    const wp::float32 var_73 = -1.846;
    wp::float32 var_74;
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
    wp::range_t adj_12 = {};
    wp::int32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::int32 adj_15 = {};
    wp::int32 adj_16 = {};
    wp::int32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::vec_t<3, wp::float32> adj_23 = {};
    wp::vec_t<3, wp::float32> adj_24 = {};
    wp::float32 adj_25 = {};
    wp::vec_t<3, wp::float32> adj_26 = {};
    wp::vec_t<3, wp::float32> adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::int32 adj_32 = {};
    wp::int32 adj_33 = {};
    wp::int32 adj_34 = {};
    wp::int32 adj_35 = {};
    wp::range_t adj_36 = {};
    wp::int32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::int32 adj_47 = {};
    wp::int32 adj_48 = {};
    wp::int32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::int32 adj_54 = {};
    wp::int32 adj_55 = {};
    wp::int32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::int32 adj_61 = {};
    wp::int32 adj_62 = {};
    wp::int32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::vec_t<3, wp::float32> adj_69 = {};
    wp::vec_t<3, wp::float32> adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    wp::float32 adj_73 = {};
    wp::float32 adj_74 = {};
    //---------
    // forward
    // def loop_000000(shape_phases: wp.array[float], shape_positions: wp.array[wp.vec3], n: int, shape_impulses: wp.array[wp.vec3], shape_distances: wp.array[float]):       <L 5>
    // tid = wp.tid()                                                                         <L 7>
    var_0 = builtin_tid1d();
    // if tid >= shape_phases.shape[0]:                                                       <L 8>
    var_1 = &(var_shape_phases.shape);
    var_4 = wp::load(var_1);
    var_3 = wp::extract(var_4, var_2);
    var_5 = (var_0 >= var_3);
    if (var_5) {
        // return                                                                             <L 9>
        goto label0;
    }
    // v0 = shape_phases[tid]                                                                 <L 10>
    var_6 = wp::address(var_shape_phases, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v1 = shape_positions[tid]                                                              <L 11>
    var_9 = wp::address(var_shape_positions, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // for j2 in range(n):                                                                    <L 12>
    var_12 = wp::range(var_n);
    // v3 = wp.mod(v0, wp.abs(v0) + 1.0)                                                      <L 15>
    var_28 = wp::abs(var_7);
    var_30 = wp::add(var_28, var_29);
    var_31 = wp::mod(var_7, var_30);
    // for j4 in range(n + 2, 0, -1):                                                         <L 16>
    var_33 = wp::add(var_n, var_32);
    var_36 = wp::range(var_33, var_34, var_35);
    // best5 = wp.float32(-wp.inf)                                                            <L 19>
    var_46 = wp::float32(var_45);
    // for k6 in range(3):                                                                    <L 20>
    // best5 = wp.max(best5, wp.sin(v3 * float(k6 + 1)))                                      <L 21>
    var_49 = wp::add(var_47, var_48);
    var_50 = wp::float(var_49);
    var_51 = wp::mul(var_31, var_50);
    var_52 = wp::sin(var_51);
    var_53 = wp::max(var_46, var_52);
    var_56 = wp::add(var_54, var_55);
    var_57 = wp::float(var_56);
    var_58 = wp::mul(var_31, var_57);
    var_59 = wp::sin(var_58);
    var_60 = wp::max(var_53, var_59);
    var_63 = wp::add(var_61, var_62);
    var_64 = wp::float(var_63);
    var_65 = wp::mul(var_31, var_64);
    var_66 = wp::sin(var_65);
    var_67 = wp::max(var_60, var_66);
    // shape_impulses[tid] = v1 + v1 * 1.92                                                   <L 22>
    var_69 = wp::mul(var_10, var_68);
    var_70 = wp::add(var_10, var_69);
    // wp::array_store(var_shape_impulses, var_0, var_70);
    // shape_distances[tid] = v3 + v0 + best5 + -1.846                                        <L 23>
    var_71 = wp::add(var_31, var_7);
    var_72 = wp::add(var_71, var_67);
    var_74 = wp::add(var_72, var_73);
    // wp::array_store(var_shape_distances, var_0, var_74);
    //---------
    // reverse
    wp::adj_array_store(var_shape_distances, var_0, var_74, adj_shape_distances, adj_0, adj_74);
    wp::adj_add(var_72, var_73, adj_72, adj_73, adj_74);
    wp::adj_add(var_71, var_67, adj_71, adj_67, adj_72);
    wp::adj_add(var_31, var_7, adj_31, adj_7, adj_71);
    // adj: shape_distances[tid] = v3 + v0 + best5 + -1.846                                   <L 23>
    wp::adj_array_store(var_shape_impulses, var_0, var_70, adj_shape_impulses, adj_0, adj_70);
    wp::adj_add(var_10, var_69, adj_10, adj_69, adj_70);
    wp::adj_mul(var_10, var_68, adj_10, adj_68, adj_69);
    // adj: shape_impulses[tid] = v1 + v1 * 1.92                                              <L 22>
    wp::adj_max(var_60, var_66, adj_60, adj_66, adj_67);
    wp::adj_sin(var_65, adj_65, adj_66);
    wp::adj_mul(var_31, var_64, adj_31, adj_64, adj_65);
    wp::adj_float(var_63, adj_63, adj_64);
    wp::adj_add(var_61, var_62, adj_61, adj_62, adj_63);
    wp::adj_max(var_53, var_59, adj_53, adj_59, adj_60);
    wp::adj_sin(var_58, adj_58, adj_59);
    wp::adj_mul(var_31, var_57, adj_31, adj_57, adj_58);
    wp::adj_float(var_56, adj_56, adj_57);
    wp::adj_add(var_54, var_55, adj_54, adj_55, adj_56);
    wp::adj_max(var_46, var_52, adj_46, adj_52, adj_53);
    wp::adj_sin(var_51, adj_51, adj_52);
    wp::adj_mul(var_31, var_50, adj_31, adj_50, adj_51);
    wp::adj_float(var_49, adj_49, adj_50);
    wp::adj_add(var_47, var_48, adj_47, adj_48, adj_49);
    // adj: best5 = wp.max(best5, wp.sin(v3 * float(k6 + 1)))                                 <L 21>
    // adj: for k6 in range(3):                                                               <L 20>
    wp::adj_float32(var_45, adj_45, adj_46);
    // adj: best5 = wp.float32(-wp.inf)                                                       <L 19>
    var_36 = wp::iter_reverse(var_36);
    start_for_3:;
        if (iter_cmp(var_36) == 0) goto end_for_3;
        var_37 = wp::iter_next(var_36);
    	adj_38 = {};
    	adj_39 = {};
    	adj_40 = {};
    	adj_41 = {};
    	adj_42 = {};
    	adj_43 = {};
        // v0 = v0 + wp.tanh(0.5)                                                             <L 17>
        var_39 = wp::tanh(var_38);
        var_40 = wp::add(var_7, var_39);
        // v3 = v3 + wp.cos(-0.4)                                                             <L 18>
        var_42 = wp::cos(var_41);
        var_43 = wp::add(var_31, var_42);
        wp::assign(var_7, var_40);
        wp::assign(var_31, var_43);
        wp::adj_assign(var_31, var_43, adj_31, adj_43);
        wp::adj_assign(var_7, var_40, adj_7, adj_40);
        wp::adj_add(var_31, var_42, adj_31, adj_42, adj_43);
        wp::adj_cos(var_41, adj_41, adj_42);
        // adj: v3 = v3 + wp.cos(-0.4)                                                        <L 18>
        wp::adj_add(var_7, var_39, adj_7, adj_39, adj_40);
        wp::adj_tanh(var_38, var_39, adj_38, adj_39);
        // adj: v0 = v0 + wp.tanh(0.5)                                                        <L 17>
    	goto start_for_3;
    end_for_3:;
    wp::adj_add(var_n, var_32, adj_n, adj_32, adj_33);
    // adj: for j4 in range(n + 2, 0, -1):                                                    <L 16>
    wp::adj_mod(var_7, var_30, adj_7, adj_30, adj_31);
    wp::adj_add(var_28, var_29, adj_28, adj_29, adj_30);
    wp::adj_abs(var_7, adj_7, adj_28);
    // adj: v3 = wp.mod(v0, wp.abs(v0) + 1.0)                                                 <L 15>
    var_12 = wp::iter_reverse(var_12);
    start_for_1:;
        if (iter_cmp(var_12) == 0) goto end_for_1;
        var_13 = wp::iter_next(var_12);
    	adj_14 = {};
    	adj_15 = {};
    	adj_16 = {};
    	adj_17 = {};
    	adj_18 = {};
    	adj_19 = {};
    	adj_20 = {};
    	adj_21 = {};
    	adj_22 = {};
    	adj_23 = {};
    	adj_24 = {};
    	adj_25 = {};
    	adj_26 = {};
    	adj_27 = {};
        // v0 = v0 + wp.cos(shape_phases[wp.max(tid - 2, 0)])                                 <L 13>
        var_15 = wp::sub(var_0, var_14);
        var_17 = wp::max(var_15, var_16);
        var_18 = wp::address(var_shape_phases, var_17);
        var_20 = wp::load(var_18);
        var_19 = wp::cos(var_20);
        var_21 = wp::add(var_7, var_19);
        // v1 = v1 + wp.normalize(wp.vec3(-1.13)) * 0.91                                      <L 14>
        var_23 = wp::vec_t<3, wp::float32>(var_22);
        var_24 = wp::normalize(var_23);
        var_26 = wp::mul(var_24, var_25);
        var_27 = wp::add(var_10, var_26);
        wp::assign(var_7, var_21);
        wp::assign(var_10, var_27);
        wp::adj_assign(var_10, var_27, adj_10, adj_27);
        wp::adj_assign(var_7, var_21, adj_7, adj_21);
        wp::adj_add(var_10, var_26, adj_10, adj_26, adj_27);
        wp::adj_mul(var_24, var_25, adj_24, adj_25, adj_26);
        wp::adj_normalize(var_23, var_24, adj_23, adj_24);
        wp::adj_vec_t(var_22, adj_22, adj_23);
        // adj: v1 = v1 + wp.normalize(wp.vec3(-1.13)) * 0.91                                 <L 14>
        wp::adj_add(var_7, var_19, adj_7, adj_19, adj_21);
        wp::adj_cos(var_20, adj_18, adj_19);
        wp::adj_address(var_shape_phases, var_17, adj_shape_phases, adj_17, adj_18);
        wp::adj_max(var_15, var_16, adj_15, adj_16, adj_17);
        wp::adj_sub(var_0, var_14, adj_0, adj_14, adj_15);
        // adj: v0 = v0 + wp.cos(shape_phases[wp.max(tid - 2, 0)])                            <L 13>
    	goto start_for_1;
    end_for_1:;
    // adj: for j2 in range(n):                                                               <L 12>
    wp::adj_copy(var_11, adj_9, adj_10);
    wp::adj_address(var_shape_positions, var_0, adj_shape_positions, adj_0, adj_9);
    // adj: v1 = shape_positions[tid]                                                         <L 11>
    wp::adj_copy(var_8, adj_6, adj_7);
    wp::adj_address(var_shape_phases, var_0, adj_shape_phases, adj_0, adj_6);
    // adj: v0 = shape_phases[tid]                                                            <L 10>
    if (var_5) {
        label0:;
        // adj: return                                                                        <L 9>
    }
    adj_shape_phases.shape = adj_1;
    // adj: if tid >= shape_phases.shape[0]:                                                  <L 8>
    // adj: tid = wp.tid()                                                                    <L 7>
    // adj: def loop_000000(shape_phases: wp.array[float], shape_positions: wp.array[wp.vec3], n: int, shape_impulses: wp.array[wp.vec3], shape_distances: wp.array[float]):  <L 5>
    return;
}



struct loop_000000_c6b511c3_cpu_block_payload_forward
{
    wp_args_loop_000000_c6b511c3* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void loop_000000_c6b511c3_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    loop_000000_c6b511c3_cpu_block_payload_forward* payload = (loop_000000_c6b511c3_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    loop_000000_c6b511c3_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void loop_000000_c6b511c3_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_loop_000000_c6b511c3 *_wp_args)
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
        loop_000000_c6b511c3_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &loop_000000_c6b511c3_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct loop_000000_c6b511c3_cpu_block_payload_backward
{
    wp_args_loop_000000_c6b511c3* args;
    wp_args_loop_000000_c6b511c3* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void loop_000000_c6b511c3_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    loop_000000_c6b511c3_cpu_block_payload_backward* payload = (loop_000000_c6b511c3_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    loop_000000_c6b511c3_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void loop_000000_c6b511c3_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_loop_000000_c6b511c3 *_wp_args,
    wp_args_loop_000000_c6b511c3 *_wp_adj_args)
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
        loop_000000_c6b511c3_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &loop_000000_c6b511c3_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

