// Generated for case launch_nd-000001 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_launch_nd_000001_2bcbbe43 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::array_t<wp::float32> x2;
    wp::array_t<wp::vec_t<3, wp::float32>> acc0;
    wp::array_t<wp::float32> out0;
    wp::int32 count;
};


void launch_nd_000001_2bcbbe43_cpu_kernel_forward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_launch_nd_000001_2bcbbe43 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::vec_t<3, wp::float32>> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::int32 var_count = _wp_args->count;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    bool var_3;
    const wp::float32 var_4 = 0.0;
    wp::float32 var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32* var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32* var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::int32 var_15 = 1;
    wp::int32 var_16;
    const wp::int32 var_17 = 0;
    wp::int32 var_18;
    const wp::int32 var_19 = 1;
    wp::int32 var_20;
    const wp::int32 var_21 = 0;
    wp::int32 var_22;
    wp::float32* var_23;
    wp::float32 var_24;
    bool var_25;
    wp::float32 var_26;
    const wp::float32 var_27 = 0.38;
    wp::float32 var_28;
    const wp::float32 var_29 = 1.61;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::int32 var_32 = 6;
    wp::tuple_t<wp::int32> var_33;
    wp::fixedarray_t<6, wp::float32> var_34;
    const wp::int32 var_35 = 6;
    const wp::int32 var_36 = 0;
    const wp::float32 var_37 = 1.6;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::int32 var_41 = 1;
    const wp::float32 var_42 = 1.6;
    wp::float32 var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    const wp::int32 var_46 = 2;
    const wp::float32 var_47 = 1.6;
    wp::float32 var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    const wp::int32 var_51 = 3;
    const wp::float32 var_52 = 1.6;
    wp::float32 var_53;
    wp::float32 var_54;
    wp::float32 var_55;
    const wp::int32 var_56 = 4;
    const wp::float32 var_57 = 1.6;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    const wp::int32 var_61 = 5;
    const wp::float32 var_62 = 1.6;
    wp::float32 var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::int32 var_66;
    wp::float32* var_67;
    const wp::int32 var_68 = 3;
    wp::float32* var_69;
    const wp::float32 var_70 = 0.59;
    wp::float32 var_71;
    wp::float32 var_72;
    wp::float32 var_73;
    wp::float32 var_74;
    wp::float32 var_75;
    wp::float32 var_76;
    wp::float32 var_77;
    const wp::float32 var_78 = -0.848;
    wp::float32 var_79;
    wp::float32 var_80;
    wp::float32 var_81;
    const wp::float32 var_82 = 1.68;
    wp::float32 var_83;
    wp::float32 var_84;
    wp::float32 var_85;
    wp::float32* var_86;
    const wp::float32 var_87 = 0.27;
    wp::float32 var_88;
    wp::float32 var_89;
    //---------
    // forward
    // def launch_nd_000001(x0: wp.array3d[float], x1: wp.array3d[float], x2: wp.array3d[float], acc0: wp.array[wp.vec3], out0: wp.array3d[float], count: int):       <L 5>
    // i, j, k = wp.tid()  # one thread per element                                           <L 7>
    builtin_tid3d(var_0, var_1, var_2);
    // if i >= count:                                                                         <L 8>
    var_3 = (var_0 >= var_count);
    if (var_3) {
        // return                                                                             <L 9>
        return;
    }
    // v7 = float(0.0)                                                                        <L 10>
    var_5 = wp::float(var_4);
    // v0 = x0[i, j, k]                                                                       <L 11>
    var_6 = wp::address(var_x0, var_0, var_1, var_2);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v1 = x1[i, j, k]                                                                       <L 12>
    var_9 = wp::address(var_x1, var_0, var_1, var_2);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // v2 = x2[i, j, k]                                                                       <L 13>
    var_12 = wp::address(var_x2, var_0, var_1, var_2);
    var_14 = wp::load(var_12);
    var_13 = wp::copy(var_14);
    // if x0[wp.max(i - 1, 0), wp.max(j - 1, 0), k] > float(j):                               <L 14>
    var_16 = wp::sub(var_0, var_15);
    var_18 = wp::max(var_16, var_17);
    var_20 = wp::sub(var_1, var_19);
    var_22 = wp::max(var_20, var_21);
    var_23 = wp::address(var_x0, var_18, var_22, var_2);
    var_24 = wp::float(var_1);
    var_26 = wp::load(var_23);
    var_25 = (var_26 > var_24);
    if (var_25) {
        // v1 -= wp.cos(0.38) * 1.61                                                          <L 15>
        var_28 = wp::cos(var_27);
        var_30 = wp::mul(var_28, var_29);
        var_31 = wp::sub(var_10, var_30);
        // buf3 = wp.zeros(shape=(6,), dtype=float)                                           <L 16>
        var_33 = wp::tuple(var_32);
        var_34 = wp::fixedarray_t<6, wp::float32>(var_35);
        // for j4 in range(6):                                                                <L 17>
        // buf3[j4] = ((v1 / 1.6) + (v1 * v0))                                                <L 18>
        var_38 = wp::div(var_31, var_37);
        var_39 = wp::mul(var_31, var_7);
        var_40 = wp::add(var_38, var_39);
        wp::array_store(var_34, var_36, var_40);
        var_43 = wp::div(var_31, var_42);
        var_44 = wp::mul(var_31, var_7);
        var_45 = wp::add(var_43, var_44);
        wp::array_store(var_34, var_41, var_45);
        var_48 = wp::div(var_31, var_47);
        var_49 = wp::mul(var_31, var_7);
        var_50 = wp::add(var_48, var_49);
        wp::array_store(var_34, var_46, var_50);
        var_53 = wp::div(var_31, var_52);
        var_54 = wp::mul(var_31, var_7);
        var_55 = wp::add(var_53, var_54);
        wp::array_store(var_34, var_51, var_55);
        var_58 = wp::div(var_31, var_57);
        var_59 = wp::mul(var_31, var_7);
        var_60 = wp::add(var_58, var_59);
        wp::array_store(var_34, var_56, var_60);
        var_63 = wp::div(var_31, var_62);
        var_64 = wp::mul(var_31, var_7);
        var_65 = wp::add(var_63, var_64);
        wp::array_store(var_34, var_61, var_65);
        // v5 = buf3[(k * j)] + buf3[3] * 0.59                                                <L 19>
        var_66 = wp::mul(var_2, var_1);
        var_67 = wp::address(var_34, var_66);
        var_69 = wp::address(var_34, var_68);
        var_72 = wp::load(var_69);
        var_71 = wp::mul(var_72, var_70);
        var_74 = wp::load(var_67);
        var_73 = wp::add(var_74, var_71);
        // v7 += v5                                                                           <L 20>
        var_75 = wp::add(var_5, var_73);
    }
    var_76 = wp::where(var_25, var_75, var_5);
    var_77 = wp::where(var_25, var_31, var_10);
    // v6 = (-0.848 * v2)                                                                     <L 21>
    var_79 = wp::mul(var_78, var_13);
    // out0[i, j, k] = v1 + v2 + v6 + v0 * 1.68 + v7                                          <L 22>
    var_80 = wp::add(var_77, var_13);
    var_81 = wp::add(var_80, var_79);
    var_83 = wp::mul(var_7, var_82);
    var_84 = wp::add(var_81, var_83);
    var_85 = wp::add(var_84, var_76);
    wp::array_store(var_out0, var_0, var_1, var_2, var_85);
    // out0[i, j, k] *= 0.27                                                                  <L 24>
    var_86 = wp::address(var_out0, var_0, var_1, var_2);
    var_89 = wp::load(var_86);
    var_88 = wp::mul(var_89, var_87);
    wp::array_store(var_out0, var_0, var_1, var_2, var_88);
}



void launch_nd_000001_2bcbbe43_cpu_kernel_backward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_launch_nd_000001_2bcbbe43 *_wp_args,
    wp_args_launch_nd_000001_2bcbbe43 *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::vec_t<3, wp::float32>> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::int32 var_count = _wp_args->count;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float32> adj_x2 = _wp_adj_args->x2;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_acc0 = _wp_adj_args->acc0;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    wp::int32 adj_count = _wp_adj_args->count;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    bool var_3;
    const wp::float32 var_4 = 0.0;
    wp::float32 var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32* var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32* var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::int32 var_15 = 1;
    wp::int32 var_16;
    const wp::int32 var_17 = 0;
    wp::int32 var_18;
    const wp::int32 var_19 = 1;
    wp::int32 var_20;
    const wp::int32 var_21 = 0;
    wp::int32 var_22;
    wp::float32* var_23;
    wp::float32 var_24;
    bool var_25;
    wp::float32 var_26;
    const wp::float32 var_27 = 0.38;
    wp::float32 var_28;
    const wp::float32 var_29 = 1.61;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::int32 var_32 = 6;
    wp::tuple_t<wp::int32> var_33;
    wp::fixedarray_t<6, wp::float32> var_34;
    const wp::int32 var_35 = 6;
    const wp::int32 var_36 = 0;
    const wp::float32 var_37 = 1.6;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::int32 var_41 = 1;
    const wp::float32 var_42 = 1.6;
    wp::float32 var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    const wp::int32 var_46 = 2;
    const wp::float32 var_47 = 1.6;
    wp::float32 var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    const wp::int32 var_51 = 3;
    const wp::float32 var_52 = 1.6;
    wp::float32 var_53;
    wp::float32 var_54;
    wp::float32 var_55;
    const wp::int32 var_56 = 4;
    const wp::float32 var_57 = 1.6;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    const wp::int32 var_61 = 5;
    const wp::float32 var_62 = 1.6;
    wp::float32 var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::int32 var_66;
    wp::float32* var_67;
    const wp::int32 var_68 = 3;
    wp::float32* var_69;
    const wp::float32 var_70 = 0.59;
    wp::float32 var_71;
    wp::float32 var_72;
    wp::float32 var_73;
    wp::float32 var_74;
    wp::float32 var_75;
    wp::float32 var_76;
    wp::float32 var_77;
    const wp::float32 var_78 = -0.848;
    wp::float32 var_79;
    wp::float32 var_80;
    wp::float32 var_81;
    const wp::float32 var_82 = 1.68;
    wp::float32 var_83;
    wp::float32 var_84;
    wp::float32 var_85;
    wp::float32* var_86;
    const wp::float32 var_87 = 0.27;
    wp::float32 var_88;
    wp::float32 var_89;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    bool adj_3 = {};
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
    wp::int32 adj_15 = {};
    wp::int32 adj_16 = {};
    wp::int32 adj_17 = {};
    wp::int32 adj_18 = {};
    wp::int32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::int32 adj_21 = {};
    wp::int32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    bool adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::int32 adj_32 = {};
    wp::tuple_t<wp::int32> adj_33 = {};
    wp::fixedarray_t<6, wp::float32> adj_34 = {};
    wp::int32 adj_35 = {};
    wp::int32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::int32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::int32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::int32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::int32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::int32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::int32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::int32 adj_68 = {};
    wp::float32 adj_69 = {};
    wp::float32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    wp::float32 adj_73 = {};
    wp::float32 adj_74 = {};
    wp::float32 adj_75 = {};
    wp::float32 adj_76 = {};
    wp::float32 adj_77 = {};
    wp::float32 adj_78 = {};
    wp::float32 adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::float32 adj_84 = {};
    wp::float32 adj_85 = {};
    wp::float32 adj_86 = {};
    wp::float32 adj_87 = {};
    wp::float32 adj_88 = {};
    wp::float32 adj_89 = {};
    //---------
    // forward
    // def launch_nd_000001(x0: wp.array3d[float], x1: wp.array3d[float], x2: wp.array3d[float], acc0: wp.array[wp.vec3], out0: wp.array3d[float], count: int):       <L 5>
    // i, j, k = wp.tid()  # one thread per element                                           <L 7>
    builtin_tid3d(var_0, var_1, var_2);
    // if i >= count:                                                                         <L 8>
    var_3 = (var_0 >= var_count);
    if (var_3) {
        // return                                                                             <L 9>
        goto label0;
    }
    // v7 = float(0.0)                                                                        <L 10>
    var_5 = wp::float(var_4);
    // v0 = x0[i, j, k]                                                                       <L 11>
    var_6 = wp::address(var_x0, var_0, var_1, var_2);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v1 = x1[i, j, k]                                                                       <L 12>
    var_9 = wp::address(var_x1, var_0, var_1, var_2);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // v2 = x2[i, j, k]                                                                       <L 13>
    var_12 = wp::address(var_x2, var_0, var_1, var_2);
    var_14 = wp::load(var_12);
    var_13 = wp::copy(var_14);
    // if x0[wp.max(i - 1, 0), wp.max(j - 1, 0), k] > float(j):                               <L 14>
    var_16 = wp::sub(var_0, var_15);
    var_18 = wp::max(var_16, var_17);
    var_20 = wp::sub(var_1, var_19);
    var_22 = wp::max(var_20, var_21);
    var_23 = wp::address(var_x0, var_18, var_22, var_2);
    var_24 = wp::float(var_1);
    var_26 = wp::load(var_23);
    var_25 = (var_26 > var_24);
    if (var_25) {
        // v1 -= wp.cos(0.38) * 1.61                                                          <L 15>
        var_28 = wp::cos(var_27);
        var_30 = wp::mul(var_28, var_29);
        var_31 = wp::sub(var_10, var_30);
        // buf3 = wp.zeros(shape=(6,), dtype=float)                                           <L 16>
        var_33 = wp::tuple(var_32);
        var_34 = wp::fixedarray_t<6, wp::float32>(var_35);
        // for j4 in range(6):                                                                <L 17>
        // buf3[j4] = ((v1 / 1.6) + (v1 * v0))                                                <L 18>
        var_38 = wp::div(var_31, var_37);
        var_39 = wp::mul(var_31, var_7);
        var_40 = wp::add(var_38, var_39);
        // wp::array_store(var_34, var_36, var_40);
        var_43 = wp::div(var_31, var_42);
        var_44 = wp::mul(var_31, var_7);
        var_45 = wp::add(var_43, var_44);
        // wp::array_store(var_34, var_41, var_45);
        var_48 = wp::div(var_31, var_47);
        var_49 = wp::mul(var_31, var_7);
        var_50 = wp::add(var_48, var_49);
        // wp::array_store(var_34, var_46, var_50);
        var_53 = wp::div(var_31, var_52);
        var_54 = wp::mul(var_31, var_7);
        var_55 = wp::add(var_53, var_54);
        // wp::array_store(var_34, var_51, var_55);
        var_58 = wp::div(var_31, var_57);
        var_59 = wp::mul(var_31, var_7);
        var_60 = wp::add(var_58, var_59);
        // wp::array_store(var_34, var_56, var_60);
        var_63 = wp::div(var_31, var_62);
        var_64 = wp::mul(var_31, var_7);
        var_65 = wp::add(var_63, var_64);
        // wp::array_store(var_34, var_61, var_65);
        // v5 = buf3[(k * j)] + buf3[3] * 0.59                                                <L 19>
        var_66 = wp::mul(var_2, var_1);
        var_67 = wp::address(var_34, var_66);
        var_69 = wp::address(var_34, var_68);
        var_72 = wp::load(var_69);
        var_71 = wp::mul(var_72, var_70);
        var_74 = wp::load(var_67);
        var_73 = wp::add(var_74, var_71);
        // v7 += v5                                                                           <L 20>
        var_75 = wp::add(var_5, var_73);
    }
    var_76 = wp::where(var_25, var_75, var_5);
    var_77 = wp::where(var_25, var_31, var_10);
    // v6 = (-0.848 * v2)                                                                     <L 21>
    var_79 = wp::mul(var_78, var_13);
    // out0[i, j, k] = v1 + v2 + v6 + v0 * 1.68 + v7                                          <L 22>
    var_80 = wp::add(var_77, var_13);
    var_81 = wp::add(var_80, var_79);
    var_83 = wp::mul(var_7, var_82);
    var_84 = wp::add(var_81, var_83);
    var_85 = wp::add(var_84, var_76);
    // wp::array_store(var_out0, var_0, var_1, var_2, var_85);
    // out0[i, j, k] *= 0.27                                                                  <L 24>
    var_86 = wp::address(var_out0, var_0, var_1, var_2);
    var_89 = wp::load(var_86);
    var_88 = wp::mul(var_89, var_87);
    // wp::array_store(var_out0, var_0, var_1, var_2, var_88);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_1, var_2, var_88, adj_out0, adj_0, adj_1, adj_2, adj_88);
    wp::adj_mul(var_89, var_87, adj_86, adj_87, adj_88);
    wp::adj_address(var_out0, var_0, var_1, var_2, adj_out0, adj_0, adj_1, adj_2, adj_86);
    // adj: out0[i, j, k] *= 0.27                                                             <L 24>
    wp::adj_array_store(var_out0, var_0, var_1, var_2, var_85, adj_out0, adj_0, adj_1, adj_2, adj_85);
    wp::adj_add(var_84, var_76, adj_84, adj_76, adj_85);
    wp::adj_add(var_81, var_83, adj_81, adj_83, adj_84);
    wp::adj_mul(var_7, var_82, adj_7, adj_82, adj_83);
    wp::adj_add(var_80, var_79, adj_80, adj_79, adj_81);
    wp::adj_add(var_77, var_13, adj_77, adj_13, adj_80);
    // adj: out0[i, j, k] = v1 + v2 + v6 + v0 * 1.68 + v7                                     <L 22>
    wp::adj_mul(var_78, var_13, adj_78, adj_13, adj_79);
    // adj: v6 = (-0.848 * v2)                                                                <L 21>
    wp::adj_where(var_25, var_31, var_10, adj_25, adj_31, adj_10, adj_77);
    wp::adj_where(var_25, var_75, var_5, adj_25, adj_75, adj_5, adj_76);
    if (var_25) {
        wp::adj_add(var_5, var_73, adj_5, adj_73, adj_75);
        // adj: v7 += v5                                                                      <L 20>
        wp::adj_add(var_74, var_71, adj_67, adj_71, adj_73);
        wp::adj_mul(var_72, var_70, adj_69, adj_70, adj_71);
        wp::adj_address(var_34, var_68, adj_34, adj_68, adj_69);
        wp::adj_address(var_34, var_66, adj_34, adj_66, adj_67);
        wp::adj_mul(var_2, var_1, adj_2, adj_1, adj_66);
        // adj: v5 = buf3[(k * j)] + buf3[3] * 0.59                                           <L 19>
        wp::adj_array_store(var_34, var_61, var_65, adj_34, adj_61, adj_65);
        wp::adj_add(var_63, var_64, adj_63, adj_64, adj_65);
        wp::adj_mul(var_31, var_7, adj_31, adj_7, adj_64);
        wp::adj_div(var_31, var_62, var_63, adj_31, adj_62, adj_63);
        wp::adj_array_store(var_34, var_56, var_60, adj_34, adj_56, adj_60);
        wp::adj_add(var_58, var_59, adj_58, adj_59, adj_60);
        wp::adj_mul(var_31, var_7, adj_31, adj_7, adj_59);
        wp::adj_div(var_31, var_57, var_58, adj_31, adj_57, adj_58);
        wp::adj_array_store(var_34, var_51, var_55, adj_34, adj_51, adj_55);
        wp::adj_add(var_53, var_54, adj_53, adj_54, adj_55);
        wp::adj_mul(var_31, var_7, adj_31, adj_7, adj_54);
        wp::adj_div(var_31, var_52, var_53, adj_31, adj_52, adj_53);
        wp::adj_array_store(var_34, var_46, var_50, adj_34, adj_46, adj_50);
        wp::adj_add(var_48, var_49, adj_48, adj_49, adj_50);
        wp::adj_mul(var_31, var_7, adj_31, adj_7, adj_49);
        wp::adj_div(var_31, var_47, var_48, adj_31, adj_47, adj_48);
        wp::adj_array_store(var_34, var_41, var_45, adj_34, adj_41, adj_45);
        wp::adj_add(var_43, var_44, adj_43, adj_44, adj_45);
        wp::adj_mul(var_31, var_7, adj_31, adj_7, adj_44);
        wp::adj_div(var_31, var_42, var_43, adj_31, adj_42, adj_43);
        wp::adj_array_store(var_34, var_36, var_40, adj_34, adj_36, adj_40);
        wp::adj_add(var_38, var_39, adj_38, adj_39, adj_40);
        wp::adj_mul(var_31, var_7, adj_31, adj_7, adj_39);
        wp::adj_div(var_31, var_37, var_38, adj_31, adj_37, adj_38);
        // adj: buf3[j4] = ((v1 / 1.6) + (v1 * v0))                                           <L 18>
        // adj: for j4 in range(6):                                                           <L 17>
        // adj: buf3 = wp.zeros(shape=(6,), dtype=float)                                      <L 16>
        wp::adj_sub(var_10, var_30, adj_10, adj_30, adj_31);
        wp::adj_mul(var_28, var_29, adj_28, adj_29, adj_30);
        wp::adj_cos(var_27, adj_27, adj_28);
        // adj: v1 -= wp.cos(0.38) * 1.61                                                     <L 15>
    }
    wp::adj_float(var_1, adj_1, adj_24);
    wp::adj_address(var_x0, var_18, var_22, var_2, adj_x0, adj_18, adj_22, adj_2, adj_23);
    wp::adj_max(var_20, var_21, adj_20, adj_21, adj_22);
    wp::adj_sub(var_1, var_19, adj_1, adj_19, adj_20);
    wp::adj_max(var_16, var_17, adj_16, adj_17, adj_18);
    wp::adj_sub(var_0, var_15, adj_0, adj_15, adj_16);
    // adj: if x0[wp.max(i - 1, 0), wp.max(j - 1, 0), k] > float(j):                          <L 14>
    wp::adj_copy(var_14, adj_12, adj_13);
    wp::adj_address(var_x2, var_0, var_1, var_2, adj_x2, adj_0, adj_1, adj_2, adj_12);
    // adj: v2 = x2[i, j, k]                                                                  <L 13>
    wp::adj_copy(var_11, adj_9, adj_10);
    wp::adj_address(var_x1, var_0, var_1, var_2, adj_x1, adj_0, adj_1, adj_2, adj_9);
    // adj: v1 = x1[i, j, k]                                                                  <L 12>
    wp::adj_copy(var_8, adj_6, adj_7);
    wp::adj_address(var_x0, var_0, var_1, var_2, adj_x0, adj_0, adj_1, adj_2, adj_6);
    // adj: v0 = x0[i, j, k]                                                                  <L 11>
    wp::adj_float(var_4, adj_4, adj_5);
    // adj: v7 = float(0.0)                                                                   <L 10>
    if (var_3) {
        label0:;
        // adj: return                                                                        <L 9>
    }
    // adj: if i >= count:                                                                    <L 8>
    // adj: i, j, k = wp.tid()  # one thread per element                                      <L 7>
    // adj: def launch_nd_000001(x0: wp.array3d[float], x1: wp.array3d[float], x2: wp.array3d[float], acc0: wp.array[wp.vec3], out0: wp.array3d[float], count: int):  <L 5>
    return;
}



struct launch_nd_000001_2bcbbe43_cpu_block_payload_forward
{
    wp_args_launch_nd_000001_2bcbbe43* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void launch_nd_000001_2bcbbe43_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    launch_nd_000001_2bcbbe43_cpu_block_payload_forward* payload = (launch_nd_000001_2bcbbe43_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    launch_nd_000001_2bcbbe43_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void launch_nd_000001_2bcbbe43_cpu_forward(
    wp::launch_bounds_t<3> *dim,
    wp_args_launch_nd_000001_2bcbbe43 *_wp_args)
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
        launch_nd_000001_2bcbbe43_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &launch_nd_000001_2bcbbe43_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct launch_nd_000001_2bcbbe43_cpu_block_payload_backward
{
    wp_args_launch_nd_000001_2bcbbe43* args;
    wp_args_launch_nd_000001_2bcbbe43* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void launch_nd_000001_2bcbbe43_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    launch_nd_000001_2bcbbe43_cpu_block_payload_backward* payload = (launch_nd_000001_2bcbbe43_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    launch_nd_000001_2bcbbe43_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void launch_nd_000001_2bcbbe43_cpu_backward(
    wp::launch_bounds_t<3> *dim,
    wp_args_launch_nd_000001_2bcbbe43 *_wp_args,
    wp_args_launch_nd_000001_2bcbbe43 *_wp_adj_args)
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
        launch_nd_000001_2bcbbe43_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &launch_nd_000001_2bcbbe43_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

