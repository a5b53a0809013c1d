// Generated for case launch_nd-000001 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_launch_nd_000001_91352faf {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::array_t<wp::float32> x2;
    wp::array_t<wp::float32> acc0;
    wp::array_t<wp::float32> out0;
};


template <bool wp_linear_contiguous>
static void launch_nd_000001_91352faf_cpu_kernel_forward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_launch_nd_000001_91352faf *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
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
    const wp::float32 var_12 = -1.3;
    const wp::float32 var_13 = 0.251;
    wp::vec_t<2, wp::float32> var_14;
    const wp::int32 var_15 = 5;
    wp::int32 var_16;
    wp::shape_t* var_17;
    const wp::int32 var_18 = 0;
    wp::int32 var_19;
    wp::shape_t var_20;
    wp::int32 var_21;
    const wp::int32 var_22 = 1;
    wp::int32 var_23;
    wp::shape_t* var_24;
    const wp::int32 var_25 = 1;
    wp::int32 var_26;
    wp::shape_t var_27;
    wp::int32 var_28;
    const wp::int32 var_29 = 5;
    wp::int32 var_30;
    wp::shape_t* var_31;
    const wp::int32 var_32 = 2;
    wp::int32 var_33;
    wp::shape_t var_34;
    wp::int32 var_35;
    wp::float32* var_36;
    wp::vec_t<2, wp::float32> var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    bool var_40;
    const wp::float32 var_41 = -0.568;
    bool var_42;
    bool var_43;
    bool var_44;
    const wp::float32 var_45 = -1.5;
    bool var_46;
    const wp::float32 var_47 = 1.3;
    const wp::float32 var_48 = 1.29;
    const wp::float32 var_49 = -0.2;
    wp::vec_t<3, wp::float32> var_50;
    const wp::float32 var_51 = -1.6;
    const wp::float32 var_52 = -0.79;
    const wp::float32 var_53 = 1.86;
    wp::vec_t<3, wp::float32> var_54;
    wp::float32 var_55;
    wp::float32 var_56;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    const wp::float32 var_62 = 1.279;
    const wp::float32 var_63 = -0.8;
    const wp::float32 var_64 = 0.8;
    wp::float32 var_65;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    wp::float32 var_69;
    wp::float32 var_70;
    wp::float32 var_71;
    wp::float32 var_72;
    const wp::float32 var_73 = 1.3;
    const wp::float32 var_74 = -1.9;
    const wp::float32 var_75 = 1.0;
    wp::vec_t<3, wp::float32> var_76;
    wp::vec_t<3, wp::float32> var_77;
    const wp::float32 var_78 = 0.39;
    const wp::float32 var_79 = 0.88;
    const wp::float32 var_80 = -0.23;
    wp::vec_t<3, wp::float32> var_81;
    wp::vec_t<3, wp::float32> var_82;
    wp::float32 var_83;
    const wp::float32 var_84 = 1.64;
    wp::float32 var_85;
    wp::float32 var_86;
    //---------
    // forward
    // def launch_nd_000001(x0: wp.array(dtype=float, ndim=3), x1: wp.array(dtype=float, ndim=3), x2: wp.array3d(dtype=float), acc0: wp.array(dtype=float), out0: wp.array(dtype=float, ndim=3)):       <L 5>
    // i, j, k = wp.tid()                                                                     <L 6>
    builtin_tid3d(var_0, var_1, var_2);
    // v0 = x0[i, j, k]                                                                       <L 7>
    var_3 = wp::address(var_x0, var_0, var_1, var_2);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = x1[i, j, k]                                                                       <L 8>
    var_6 = wp::address(var_x1, var_0, var_1, var_2);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v2 = x2[i, j, k]                                                                       <L 9>
    var_9 = wp::address(var_x2, var_0, var_1, var_2);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // v3 = wp.length((wp.vec2(-1.3, 0.251) * x1[(i + 5) % x1.shape[0], (j + 1) % x1.shape[1], (k + 5) % x1.shape[2]]))       <L 10>
    var_14 = wp::vec_t<2, wp::float32>(var_12, var_13);
    var_16 = wp::add(var_0, var_15);
    var_17 = &(var_x1.shape);
    var_20 = wp::load(var_17);
    var_19 = wp::extract(var_20, var_18);
    var_21 = wp::mod(var_16, var_19);
    var_23 = wp::add(var_1, var_22);
    var_24 = &(var_x1.shape);
    var_27 = wp::load(var_24);
    var_26 = wp::extract(var_27, var_25);
    var_28 = wp::mod(var_23, var_26);
    var_30 = wp::add(var_2, var_29);
    var_31 = &(var_x1.shape);
    var_34 = wp::load(var_31);
    var_33 = wp::extract(var_34, var_32);
    var_35 = wp::mod(var_30, var_33);
    var_36 = wp::address(var_x1, var_21, var_28, var_35);
    var_38 = wp::load(var_36);
    var_37 = wp::mul(var_14, var_38);
    var_39 = wp::length(var_37);
    // if (-0.568 < v3) or ((v0 < v3) and (-1.5 < v3)):                                       <L 11>
    var_42 = (var_41 < var_39);
    var_40 = var_42;
    if (!var_40) {
        var_44 = (var_4 < var_39);
        var_43 = var_44;
        if (var_43) {
            var_46 = (var_45 < var_39);
            var_43 = var_43 && var_46;
        }
        var_40 = var_40 || var_43;
    }
    if (var_40) {
        // v3 = v3 + wp.tanh(wp.cbrt(wp.dot(wp.vec3(1.3, 1.29, -0.2), wp.vec3(-1.6, -0.79, 1.86))))       <L 12>
        var_50 = wp::vec_t<3, wp::float32>(var_47, var_48, var_49);
        var_54 = wp::vec_t<3, wp::float32>(var_51, var_52, var_53);
        var_55 = wp::dot(var_50, var_54);
        var_56 = wp::cbrt(var_55);
        var_57 = wp::tanh(var_56);
        var_58 = wp::add(var_39, var_57);
    }
    var_59 = wp::where(var_40, var_58, var_39);
    // v4 = min(wp.step((v3 * v2)) * wp.erfinv(wp.clamp(1.279, -0.8, 0.8)), abs(wp.min(v0, v0)))       <L 13>
    var_60 = wp::mul(var_59, var_10);
    var_61 = wp::step(var_60);
    var_65 = wp::clamp(var_62, var_63, var_64);
    var_66 = wp::erfinv(var_65);
    var_67 = wp::mul(var_61, var_66);
    var_68 = wp::min(var_4, var_4);
    var_69 = wp::abs(var_68);
    var_70 = wp::min(var_67, var_69);
    // out0[i, j, k] = v2 + v3 + v4 + wp.dot(wp.normalize(wp.vec3(1.3, -1.9, 1.0)), (v3 * wp.vec3(0.39, 0.88, -0.23))) * 1.64       <L 14>
    var_71 = wp::add(var_10, var_59);
    var_72 = wp::add(var_71, var_70);
    var_76 = wp::vec_t<3, wp::float32>(var_73, var_74, var_75);
    var_77 = wp::normalize(var_76);
    var_81 = wp::vec_t<3, wp::float32>(var_78, var_79, var_80);
    var_82 = wp::mul(var_59, var_81);
    var_83 = wp::dot(var_77, var_82);
    var_85 = wp::mul(var_83, var_84);
    var_86 = wp::add(var_72, var_85);
    wp::array_store(var_out0, var_0, var_1, var_2, var_86);
}



template <bool wp_linear_contiguous>
static void launch_nd_000001_91352faf_cpu_kernel_backward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_launch_nd_000001_91352faf *_wp_args,
    wp_args_launch_nd_000001_91352faf *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float32> adj_x2 = _wp_adj_args->x2;
    wp::array_t<wp::float32> adj_acc0 = _wp_adj_args->acc0;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
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
    const wp::float32 var_12 = -1.3;
    const wp::float32 var_13 = 0.251;
    wp::vec_t<2, wp::float32> var_14;
    const wp::int32 var_15 = 5;
    wp::int32 var_16;
    wp::shape_t* var_17;
    const wp::int32 var_18 = 0;
    wp::int32 var_19;
    wp::shape_t var_20;
    wp::int32 var_21;
    const wp::int32 var_22 = 1;
    wp::int32 var_23;
    wp::shape_t* var_24;
    const wp::int32 var_25 = 1;
    wp::int32 var_26;
    wp::shape_t var_27;
    wp::int32 var_28;
    const wp::int32 var_29 = 5;
    wp::int32 var_30;
    wp::shape_t* var_31;
    const wp::int32 var_32 = 2;
    wp::int32 var_33;
    wp::shape_t var_34;
    wp::int32 var_35;
    wp::float32* var_36;
    wp::vec_t<2, wp::float32> var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    bool var_40;
    const wp::float32 var_41 = -0.568;
    bool var_42;
    bool var_43;
    bool var_44;
    const wp::float32 var_45 = -1.5;
    bool var_46;
    const wp::float32 var_47 = 1.3;
    const wp::float32 var_48 = 1.29;
    const wp::float32 var_49 = -0.2;
    wp::vec_t<3, wp::float32> var_50;
    const wp::float32 var_51 = -1.6;
    const wp::float32 var_52 = -0.79;
    const wp::float32 var_53 = 1.86;
    wp::vec_t<3, wp::float32> var_54;
    wp::float32 var_55;
    wp::float32 var_56;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    const wp::float32 var_62 = 1.279;
    const wp::float32 var_63 = -0.8;
    const wp::float32 var_64 = 0.8;
    wp::float32 var_65;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    wp::float32 var_69;
    wp::float32 var_70;
    wp::float32 var_71;
    wp::float32 var_72;
    const wp::float32 var_73 = 1.3;
    const wp::float32 var_74 = -1.9;
    const wp::float32 var_75 = 1.0;
    wp::vec_t<3, wp::float32> var_76;
    wp::vec_t<3, wp::float32> var_77;
    const wp::float32 var_78 = 0.39;
    const wp::float32 var_79 = 0.88;
    const wp::float32 var_80 = -0.23;
    wp::vec_t<3, wp::float32> var_81;
    wp::vec_t<3, wp::float32> var_82;
    wp::float32 var_83;
    const wp::float32 var_84 = 1.64;
    wp::float32 var_85;
    wp::float32 var_86;
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
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::vec_t<2, wp::float32> adj_14 = {};
    wp::int32 adj_15 = {};
    wp::int32 adj_16 = {};
    wp::shape_t adj_17 = {};
    wp::int32 adj_18 = {};
    wp::int32 adj_19 = {};
    wp::shape_t adj_20 = {};
    wp::int32 adj_21 = {};
    wp::int32 adj_22 = {};
    wp::int32 adj_23 = {};
    wp::shape_t adj_24 = {};
    wp::int32 adj_25 = {};
    wp::int32 adj_26 = {};
    wp::shape_t adj_27 = {};
    wp::int32 adj_28 = {};
    wp::int32 adj_29 = {};
    wp::int32 adj_30 = {};
    wp::shape_t adj_31 = {};
    wp::int32 adj_32 = {};
    wp::int32 adj_33 = {};
    wp::shape_t adj_34 = {};
    wp::int32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::vec_t<2, wp::float32> adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    bool adj_40 = {};
    wp::float32 adj_41 = {};
    bool adj_42 = {};
    bool adj_43 = {};
    bool adj_44 = {};
    wp::float32 adj_45 = {};
    bool adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::vec_t<3, wp::float32> adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::vec_t<3, wp::float32> adj_54 = {};
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
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::float32 adj_69 = {};
    wp::float32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    wp::float32 adj_73 = {};
    wp::float32 adj_74 = {};
    wp::float32 adj_75 = {};
    wp::vec_t<3, wp::float32> adj_76 = {};
    wp::vec_t<3, wp::float32> adj_77 = {};
    wp::float32 adj_78 = {};
    wp::float32 adj_79 = {};
    wp::float32 adj_80 = {};
    wp::vec_t<3, wp::float32> adj_81 = {};
    wp::vec_t<3, wp::float32> adj_82 = {};
    wp::float32 adj_83 = {};
    wp::float32 adj_84 = {};
    wp::float32 adj_85 = {};
    wp::float32 adj_86 = {};
    //---------
    // forward
    // def launch_nd_000001(x0: wp.array(dtype=float, ndim=3), x1: wp.array(dtype=float, ndim=3), x2: wp.array3d(dtype=float), acc0: wp.array(dtype=float), out0: wp.array(dtype=float, ndim=3)):       <L 5>
    // i, j, k = wp.tid()                                                                     <L 6>
    builtin_tid3d(var_0, var_1, var_2);
    // v0 = x0[i, j, k]                                                                       <L 7>
    var_3 = wp::address(var_x0, var_0, var_1, var_2);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = x1[i, j, k]                                                                       <L 8>
    var_6 = wp::address(var_x1, var_0, var_1, var_2);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v2 = x2[i, j, k]                                                                       <L 9>
    var_9 = wp::address(var_x2, var_0, var_1, var_2);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // v3 = wp.length((wp.vec2(-1.3, 0.251) * x1[(i + 5) % x1.shape[0], (j + 1) % x1.shape[1], (k + 5) % x1.shape[2]]))       <L 10>
    var_14 = wp::vec_t<2, wp::float32>(var_12, var_13);
    var_16 = wp::add(var_0, var_15);
    var_17 = &(var_x1.shape);
    var_20 = wp::load(var_17);
    var_19 = wp::extract(var_20, var_18);
    var_21 = wp::mod(var_16, var_19);
    var_23 = wp::add(var_1, var_22);
    var_24 = &(var_x1.shape);
    var_27 = wp::load(var_24);
    var_26 = wp::extract(var_27, var_25);
    var_28 = wp::mod(var_23, var_26);
    var_30 = wp::add(var_2, var_29);
    var_31 = &(var_x1.shape);
    var_34 = wp::load(var_31);
    var_33 = wp::extract(var_34, var_32);
    var_35 = wp::mod(var_30, var_33);
    var_36 = wp::address(var_x1, var_21, var_28, var_35);
    var_38 = wp::load(var_36);
    var_37 = wp::mul(var_14, var_38);
    var_39 = wp::length(var_37);
    // if (-0.568 < v3) or ((v0 < v3) and (-1.5 < v3)):                                       <L 11>
    var_42 = (var_41 < var_39);
    var_40 = var_42;
    if (!var_40) {
        var_44 = (var_4 < var_39);
        var_43 = var_44;
        if (var_43) {
            var_46 = (var_45 < var_39);
            var_43 = var_43 && var_46;
        }
        var_40 = var_40 || var_43;
    }
    if (var_40) {
        // v3 = v3 + wp.tanh(wp.cbrt(wp.dot(wp.vec3(1.3, 1.29, -0.2), wp.vec3(-1.6, -0.79, 1.86))))       <L 12>
        var_50 = wp::vec_t<3, wp::float32>(var_47, var_48, var_49);
        var_54 = wp::vec_t<3, wp::float32>(var_51, var_52, var_53);
        var_55 = wp::dot(var_50, var_54);
        var_56 = wp::cbrt(var_55);
        var_57 = wp::tanh(var_56);
        var_58 = wp::add(var_39, var_57);
    }
    var_59 = wp::where(var_40, var_58, var_39);
    // v4 = min(wp.step((v3 * v2)) * wp.erfinv(wp.clamp(1.279, -0.8, 0.8)), abs(wp.min(v0, v0)))       <L 13>
    var_60 = wp::mul(var_59, var_10);
    var_61 = wp::step(var_60);
    var_65 = wp::clamp(var_62, var_63, var_64);
    var_66 = wp::erfinv(var_65);
    var_67 = wp::mul(var_61, var_66);
    var_68 = wp::min(var_4, var_4);
    var_69 = wp::abs(var_68);
    var_70 = wp::min(var_67, var_69);
    // out0[i, j, k] = v2 + v3 + v4 + wp.dot(wp.normalize(wp.vec3(1.3, -1.9, 1.0)), (v3 * wp.vec3(0.39, 0.88, -0.23))) * 1.64       <L 14>
    var_71 = wp::add(var_10, var_59);
    var_72 = wp::add(var_71, var_70);
    var_76 = wp::vec_t<3, wp::float32>(var_73, var_74, var_75);
    var_77 = wp::normalize(var_76);
    var_81 = wp::vec_t<3, wp::float32>(var_78, var_79, var_80);
    var_82 = wp::mul(var_59, var_81);
    var_83 = wp::dot(var_77, var_82);
    var_85 = wp::mul(var_83, var_84);
    var_86 = wp::add(var_72, var_85);
    // wp::array_store(var_out0, var_0, var_1, var_2, var_86);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_1, var_2, var_86, adj_out0, adj_0, adj_1, adj_2, adj_86);
    wp::adj_add(var_72, var_85, adj_72, adj_85, adj_86);
    wp::adj_mul(var_83, var_84, adj_83, adj_84, adj_85);
    wp::adj_dot(var_77, var_82, adj_77, adj_82, adj_83);
    wp::adj_mul(var_59, var_81, adj_59, adj_81, adj_82);
    wp::adj_vec_t(var_78, var_79, var_80, adj_78, adj_79, adj_80, adj_81);
    wp::adj_normalize(var_76, var_77, adj_76, adj_77);
    wp::adj_vec_t(var_73, var_74, var_75, adj_73, adj_74, adj_75, adj_76);
    wp::adj_add(var_71, var_70, adj_71, adj_70, adj_72);
    wp::adj_add(var_10, var_59, adj_10, adj_59, adj_71);
    // adj: out0[i, j, k] = v2 + v3 + v4 + wp.dot(wp.normalize(wp.vec3(1.3, -1.9, 1.0)), (v3 * wp.vec3(0.39, 0.88, -0.23))) * 1.64  <L 14>
    wp::adj_min(var_67, var_69, adj_67, adj_69, adj_70);
    wp::adj_abs(var_68, adj_68, adj_69);
    wp::adj_min(var_4, var_4, adj_4, adj_4, adj_68);
    wp::adj_mul(var_61, var_66, adj_61, adj_66, adj_67);
    wp::adj_erfinv(var_65, var_66, adj_65, adj_66);
    wp::adj_clamp(var_62, var_63, var_64, adj_62, adj_63, adj_64, adj_65);
    wp::adj_mul(var_59, var_10, adj_59, adj_10, adj_60);
    // adj: v4 = min(wp.step((v3 * v2)) * wp.erfinv(wp.clamp(1.279, -0.8, 0.8)), abs(wp.min(v0, v0)))  <L 13>
    wp::adj_where(var_40, var_58, var_39, adj_40, adj_58, adj_39, adj_59);
    if (var_40) {
        wp::adj_add(var_39, var_57, adj_39, adj_57, adj_58);
        wp::adj_tanh(var_56, var_57, adj_56, adj_57);
        wp::adj_cbrt(var_55, var_56, adj_55, adj_56);
        wp::adj_dot(var_50, var_54, adj_50, adj_54, adj_55);
        wp::adj_vec_t(var_51, var_52, var_53, adj_51, adj_52, adj_53, adj_54);
        wp::adj_vec_t(var_47, var_48, var_49, adj_47, adj_48, adj_49, adj_50);
        // adj: v3 = v3 + wp.tanh(wp.cbrt(wp.dot(wp.vec3(1.3, 1.29, -0.2), wp.vec3(-1.6, -0.79, 1.86))))  <L 12>
    }
    if (!var_40) {
        if (var_43) {
        }
    }
    // adj: if (-0.568 < v3) or ((v0 < v3) and (-1.5 < v3)):                                  <L 11>
    wp::adj_length(var_37, var_39, adj_37, adj_39);
    wp::adj_mul(var_14, var_38, adj_14, adj_36, adj_37);
    wp::adj_address(var_x1, var_21, var_28, var_35, adj_x1, adj_21, adj_28, adj_35, adj_36);
    wp::adj_mod(var_30, var_33, adj_30, adj_33, adj_35);
    adj_x1.shape = adj_31;
    wp::adj_add(var_2, var_29, adj_2, adj_29, adj_30);
    wp::adj_mod(var_23, var_26, adj_23, adj_26, adj_28);
    adj_x1.shape = adj_24;
    wp::adj_add(var_1, var_22, adj_1, adj_22, adj_23);
    wp::adj_mod(var_16, var_19, adj_16, adj_19, adj_21);
    adj_x1.shape = adj_17;
    wp::adj_add(var_0, var_15, adj_0, adj_15, adj_16);
    wp::adj_vec_t(var_12, var_13, adj_12, adj_13, adj_14);
    // adj: v3 = wp.length((wp.vec2(-1.3, 0.251) * x1[(i + 5) % x1.shape[0], (j + 1) % x1.shape[1], (k + 5) % x1.shape[2]]))  <L 10>
    wp::adj_copy(var_11, adj_9, adj_10);
    wp::adj_address(var_x2, var_0, var_1, var_2, adj_x2, adj_0, adj_1, adj_2, adj_9);
    // adj: v2 = x2[i, j, k]                                                                  <L 9>
    wp::adj_copy(var_8, adj_6, adj_7);
    wp::adj_address(var_x1, var_0, var_1, var_2, adj_x1, adj_0, adj_1, adj_2, adj_6);
    // adj: v1 = x1[i, j, k]                                                                  <L 8>
    wp::adj_copy(var_5, adj_3, adj_4);
    wp::adj_address(var_x0, var_0, var_1, var_2, adj_x0, adj_0, adj_1, adj_2, adj_3);
    // adj: v0 = x0[i, j, k]                                                                  <L 7>
    // adj: i, j, k = wp.tid()                                                                <L 6>
    // adj: def launch_nd_000001(x0: wp.array(dtype=float, ndim=3), x1: wp.array(dtype=float, ndim=3), x2: wp.array3d(dtype=float), acc0: wp.array(dtype=float), out0: wp.array(dtype=float, ndim=3)):  <L 5>
    return;
}



struct launch_nd_000001_91352faf_cpu_block_payload_forward
{
    wp_args_launch_nd_000001_91352faf* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void launch_nd_000001_91352faf_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    launch_nd_000001_91352faf_cpu_block_payload_forward* payload = (launch_nd_000001_91352faf_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    launch_nd_000001_91352faf_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void launch_nd_000001_91352faf_cpu_forward(
    wp::launch_bounds_t<3> *dim,
    wp_args_launch_nd_000001_91352faf *_wp_args)
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
        launch_nd_000001_91352faf_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &launch_nd_000001_91352faf_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct launch_nd_000001_91352faf_cpu_block_payload_backward
{
    wp_args_launch_nd_000001_91352faf* args;
    wp_args_launch_nd_000001_91352faf* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void launch_nd_000001_91352faf_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    launch_nd_000001_91352faf_cpu_block_payload_backward* payload = (launch_nd_000001_91352faf_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    launch_nd_000001_91352faf_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void launch_nd_000001_91352faf_cpu_backward(
    wp::launch_bounds_t<3> *dim,
    wp_args_launch_nd_000001_91352faf *_wp_args,
    wp_args_launch_nd_000001_91352faf *_wp_adj_args)
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
        launch_nd_000001_91352faf_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &launch_nd_000001_91352faf_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

