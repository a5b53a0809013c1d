// Generated for case vector-000000 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_vector_000000_23040a8e {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::array_t<wp::vec_t<2, wp::float32>> out0;
};


template <bool wp_linear_contiguous>
static void vector_000000_23040a8e_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_vector_000000_23040a8e *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::vec_t<2, wp::float32>> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    bool var_7;
    bool var_8;
    const wp::float32 var_9 = 1.838;
    bool var_10;
    bool var_11;
    const wp::int32 var_12 = 3;
    wp::int32 var_13;
    const wp::int32 var_14 = 0;
    bool var_15;
    const wp::float32 var_16 = -1.438;
    const wp::float32 var_17 = 1.5;
    wp::vec_t<2, wp::float32> var_18;
    const wp::float32 var_19 = -1.997;
    const wp::float32 var_20 = 1.649;
    wp::vec_t<2, wp::float32> var_21;
    wp::vec_t<2, wp::float32> var_22;
    const wp::float32 var_23 = 0.04;
    const wp::float32 var_24 = 1.41;
    wp::vec_t<2, wp::float32> var_25;
    wp::vec_t<2, wp::float32> var_26;
    wp::vec_t<2, wp::float32> var_27;
    const wp::float32 var_28 = 1.235;
    const wp::float32 var_29 = -1.9;
    wp::vec_t<2, wp::float32> var_30;
    wp::vec_t<2, wp::float32> var_31;
    wp::vec_t<2, wp::float32> var_32;
    wp::vec_t<2, wp::float32> var_33;
    const wp::float32 var_34 = -0.898;
    bool var_35;
    const wp::float32 var_36 = -0.1;
    const wp::float32 var_37 = -0.848;
    const wp::float32 var_38 = 1.673;
    wp::vec_t<3, wp::float32> var_39;
    const wp::float32 var_40 = 1.9;
    const wp::float32 var_41 = 0.796;
    const wp::float32 var_42 = -0.39;
    wp::vec_t<3, wp::float32> var_43;
    wp::vec_t<3, wp::float32> var_44;
    const wp::float32 var_45 = -1.2;
    wp::vec_t<3, wp::float32> var_46;
    wp::vec_t<3, wp::float32> var_47;
    const wp::float32 var_48 = -0.47;
    const wp::float32 var_49 = 0.53;
    wp::float32 var_50;
    wp::vec_t<3, wp::float32> var_51;
    wp::vec_t<3, wp::float32> var_52;
    const wp::float32 var_53 = 1.1;
    const wp::float32 var_54 = 0.3;
    const wp::float32 var_55 = -0.31;
    const wp::float32 var_56 = 1.34;
    wp::vec_t<4, wp::float32> var_57;
    const wp::float32 var_58 = -0.711;
    const wp::float32 var_59 = -1.6;
    const wp::float32 var_60 = -0.85;
    wp::vec_t<3, wp::float32> var_61;
    wp::vec_t<3, wp::float32> var_62;
    wp::float32 var_63;
    wp::float32 var_64;
    wp::vec_t<4, wp::float32> var_65;
    wp::vec_t<4, wp::float32> var_66;
    wp::vec_t<2, wp::float32> var_67;
    wp::vec_t<2, wp::float32> var_68;
    wp::vec_t<2, wp::float32> var_69;
    const wp::float32 var_70 = 0.23;
    wp::vec_t<2, wp::float32> var_71;
    wp::vec_t<2, wp::float32> var_72;
    //---------
    // forward
    // def vector_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = x1[tid]                                                                           <L 8>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = wp.where(((v1 >= 1.838) and (v0 <= v0)) and ((tid) % 3 == 0), ((wp.vec2(-1.438, 1.5) - wp.vec2(-1.997, 1.649)) + wp.vec2(0.04, 1.41)), (wp.vec2(v1, v1) + (v1 * wp.vec2(1.235, -1.9))))       <L 9>
    var_10 = (var_5 >= var_9);
    var_8 = var_10;
    if (var_8) {
        var_11 = (var_2 <= var_2);
        var_8 = var_8 && var_11;
    }
    var_7 = var_8;
    if (var_7) {
        var_13 = wp::mod(var_0, var_12);
        var_15 = (var_13 == var_14);
        var_7 = var_7 && var_15;
    }
    var_18 = wp::vec_t<2, wp::float32>(var_16, var_17);
    var_21 = wp::vec_t<2, wp::float32>(var_19, var_20);
    var_22 = wp::sub(var_18, var_21);
    var_25 = wp::vec_t<2, wp::float32>(var_23, var_24);
    var_26 = wp::add(var_22, var_25);
    var_27 = wp::vec_t<2, wp::float32>(var_5, var_5);
    var_30 = wp::vec_t<2, wp::float32>(var_28, var_29);
    var_31 = wp::mul(var_5, var_30);
    var_32 = wp::add(var_27, var_31);
    var_33 = wp::where(var_7, var_26, var_32);
    // v3 = wp.min(wp.cross(wp.where(v0 > -0.898, wp.vec3(-0.1, -0.848, 1.673), wp.vec3(1.9, 0.796, -0.39)), wp.vec3(-1.2, v1, v0)), wp.vec3(wp.clamp(v0, -0.47, 0.53), v1, v1))       <L 10>
    var_35 = (var_2 > var_34);
    var_39 = wp::vec_t<3, wp::float32>(var_36, var_37, var_38);
    var_43 = wp::vec_t<3, wp::float32>(var_40, var_41, var_42);
    var_44 = wp::where(var_35, var_39, var_43);
    var_46 = wp::vec_t<3, wp::float32>(var_45, var_5, var_2);
    var_47 = wp::cross(var_44, var_46);
    var_50 = wp::clamp(var_2, var_48, var_49);
    var_51 = wp::vec_t<3, wp::float32>(var_50, var_5, var_5);
    var_52 = wp::min(var_47, var_51);
    // v4 = wp.vec4(1.1, 0.3, -0.31, 1.34)                                                    <L 11>
    var_57 = wp::vec_t<4, wp::float32>(var_53, var_54, var_55, var_56);
    // v5 = (v0 * wp.length(wp.max(wp.vec3(-0.711, -1.6, -0.85), v3)))                        <L 12>
    var_61 = wp::vec_t<3, wp::float32>(var_58, var_59, var_60);
    var_62 = wp::max(var_61, var_52);
    var_63 = wp::length(var_62);
    var_64 = wp::mul(var_2, var_63);
    // v6 = wp.cw_mul(v4, wp.normalize(v4))                                                   <L 13>
    var_65 = wp::normalize(var_57);
    var_66 = wp::cw_mul(var_57, var_65);
    // out0[tid] = v2 + ((v2 + v2) + (v1 * v2)) * 0.23                                        <L 14>
    var_67 = wp::add(var_33, var_33);
    var_68 = wp::mul(var_5, var_33);
    var_69 = wp::add(var_67, var_68);
    var_71 = wp::mul(var_69, var_70);
    var_72 = wp::add(var_33, var_71);
    wp::array_store(var_out0, var_0, var_72);
}



template <bool wp_linear_contiguous>
static void vector_000000_23040a8e_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_vector_000000_23040a8e *_wp_args,
    wp_args_vector_000000_23040a8e *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::vec_t<2, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    bool var_7;
    bool var_8;
    const wp::float32 var_9 = 1.838;
    bool var_10;
    bool var_11;
    const wp::int32 var_12 = 3;
    wp::int32 var_13;
    const wp::int32 var_14 = 0;
    bool var_15;
    const wp::float32 var_16 = -1.438;
    const wp::float32 var_17 = 1.5;
    wp::vec_t<2, wp::float32> var_18;
    const wp::float32 var_19 = -1.997;
    const wp::float32 var_20 = 1.649;
    wp::vec_t<2, wp::float32> var_21;
    wp::vec_t<2, wp::float32> var_22;
    const wp::float32 var_23 = 0.04;
    const wp::float32 var_24 = 1.41;
    wp::vec_t<2, wp::float32> var_25;
    wp::vec_t<2, wp::float32> var_26;
    wp::vec_t<2, wp::float32> var_27;
    const wp::float32 var_28 = 1.235;
    const wp::float32 var_29 = -1.9;
    wp::vec_t<2, wp::float32> var_30;
    wp::vec_t<2, wp::float32> var_31;
    wp::vec_t<2, wp::float32> var_32;
    wp::vec_t<2, wp::float32> var_33;
    const wp::float32 var_34 = -0.898;
    bool var_35;
    const wp::float32 var_36 = -0.1;
    const wp::float32 var_37 = -0.848;
    const wp::float32 var_38 = 1.673;
    wp::vec_t<3, wp::float32> var_39;
    const wp::float32 var_40 = 1.9;
    const wp::float32 var_41 = 0.796;
    const wp::float32 var_42 = -0.39;
    wp::vec_t<3, wp::float32> var_43;
    wp::vec_t<3, wp::float32> var_44;
    const wp::float32 var_45 = -1.2;
    wp::vec_t<3, wp::float32> var_46;
    wp::vec_t<3, wp::float32> var_47;
    const wp::float32 var_48 = -0.47;
    const wp::float32 var_49 = 0.53;
    wp::float32 var_50;
    wp::vec_t<3, wp::float32> var_51;
    wp::vec_t<3, wp::float32> var_52;
    const wp::float32 var_53 = 1.1;
    const wp::float32 var_54 = 0.3;
    const wp::float32 var_55 = -0.31;
    const wp::float32 var_56 = 1.34;
    wp::vec_t<4, wp::float32> var_57;
    const wp::float32 var_58 = -0.711;
    const wp::float32 var_59 = -1.6;
    const wp::float32 var_60 = -0.85;
    wp::vec_t<3, wp::float32> var_61;
    wp::vec_t<3, wp::float32> var_62;
    wp::float32 var_63;
    wp::float32 var_64;
    wp::vec_t<4, wp::float32> var_65;
    wp::vec_t<4, wp::float32> var_66;
    wp::vec_t<2, wp::float32> var_67;
    wp::vec_t<2, wp::float32> var_68;
    wp::vec_t<2, wp::float32> var_69;
    const wp::float32 var_70 = 0.23;
    wp::vec_t<2, wp::float32> var_71;
    wp::vec_t<2, wp::float32> var_72;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    bool adj_7 = {};
    bool adj_8 = {};
    wp::float32 adj_9 = {};
    bool adj_10 = {};
    bool adj_11 = {};
    wp::int32 adj_12 = {};
    wp::int32 adj_13 = {};
    wp::int32 adj_14 = {};
    bool adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::vec_t<2, wp::float32> adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::vec_t<2, wp::float32> adj_21 = {};
    wp::vec_t<2, wp::float32> adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::vec_t<2, wp::float32> adj_25 = {};
    wp::vec_t<2, wp::float32> adj_26 = {};
    wp::vec_t<2, wp::float32> adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::vec_t<2, wp::float32> adj_30 = {};
    wp::vec_t<2, wp::float32> adj_31 = {};
    wp::vec_t<2, wp::float32> adj_32 = {};
    wp::vec_t<2, wp::float32> adj_33 = {};
    wp::float32 adj_34 = {};
    bool adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::vec_t<3, wp::float32> adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::vec_t<3, wp::float32> adj_43 = {};
    wp::vec_t<3, wp::float32> adj_44 = {};
    wp::float32 adj_45 = {};
    wp::vec_t<3, wp::float32> adj_46 = {};
    wp::vec_t<3, wp::float32> adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::vec_t<3, wp::float32> adj_51 = {};
    wp::vec_t<3, wp::float32> adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::vec_t<4, wp::float32> adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::vec_t<3, wp::float32> adj_61 = {};
    wp::vec_t<3, wp::float32> adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::vec_t<4, wp::float32> adj_65 = {};
    wp::vec_t<4, wp::float32> adj_66 = {};
    wp::vec_t<2, wp::float32> adj_67 = {};
    wp::vec_t<2, wp::float32> adj_68 = {};
    wp::vec_t<2, wp::float32> adj_69 = {};
    wp::float32 adj_70 = {};
    wp::vec_t<2, wp::float32> adj_71 = {};
    wp::vec_t<2, wp::float32> adj_72 = {};
    //---------
    // forward
    // def vector_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = x1[tid]                                                                           <L 8>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = wp.where(((v1 >= 1.838) and (v0 <= v0)) and ((tid) % 3 == 0), ((wp.vec2(-1.438, 1.5) - wp.vec2(-1.997, 1.649)) + wp.vec2(0.04, 1.41)), (wp.vec2(v1, v1) + (v1 * wp.vec2(1.235, -1.9))))       <L 9>
    var_10 = (var_5 >= var_9);
    var_8 = var_10;
    if (var_8) {
        var_11 = (var_2 <= var_2);
        var_8 = var_8 && var_11;
    }
    var_7 = var_8;
    if (var_7) {
        var_13 = wp::mod(var_0, var_12);
        var_15 = (var_13 == var_14);
        var_7 = var_7 && var_15;
    }
    var_18 = wp::vec_t<2, wp::float32>(var_16, var_17);
    var_21 = wp::vec_t<2, wp::float32>(var_19, var_20);
    var_22 = wp::sub(var_18, var_21);
    var_25 = wp::vec_t<2, wp::float32>(var_23, var_24);
    var_26 = wp::add(var_22, var_25);
    var_27 = wp::vec_t<2, wp::float32>(var_5, var_5);
    var_30 = wp::vec_t<2, wp::float32>(var_28, var_29);
    var_31 = wp::mul(var_5, var_30);
    var_32 = wp::add(var_27, var_31);
    var_33 = wp::where(var_7, var_26, var_32);
    // v3 = wp.min(wp.cross(wp.where(v0 > -0.898, wp.vec3(-0.1, -0.848, 1.673), wp.vec3(1.9, 0.796, -0.39)), wp.vec3(-1.2, v1, v0)), wp.vec3(wp.clamp(v0, -0.47, 0.53), v1, v1))       <L 10>
    var_35 = (var_2 > var_34);
    var_39 = wp::vec_t<3, wp::float32>(var_36, var_37, var_38);
    var_43 = wp::vec_t<3, wp::float32>(var_40, var_41, var_42);
    var_44 = wp::where(var_35, var_39, var_43);
    var_46 = wp::vec_t<3, wp::float32>(var_45, var_5, var_2);
    var_47 = wp::cross(var_44, var_46);
    var_50 = wp::clamp(var_2, var_48, var_49);
    var_51 = wp::vec_t<3, wp::float32>(var_50, var_5, var_5);
    var_52 = wp::min(var_47, var_51);
    // v4 = wp.vec4(1.1, 0.3, -0.31, 1.34)                                                    <L 11>
    var_57 = wp::vec_t<4, wp::float32>(var_53, var_54, var_55, var_56);
    // v5 = (v0 * wp.length(wp.max(wp.vec3(-0.711, -1.6, -0.85), v3)))                        <L 12>
    var_61 = wp::vec_t<3, wp::float32>(var_58, var_59, var_60);
    var_62 = wp::max(var_61, var_52);
    var_63 = wp::length(var_62);
    var_64 = wp::mul(var_2, var_63);
    // v6 = wp.cw_mul(v4, wp.normalize(v4))                                                   <L 13>
    var_65 = wp::normalize(var_57);
    var_66 = wp::cw_mul(var_57, var_65);
    // out0[tid] = v2 + ((v2 + v2) + (v1 * v2)) * 0.23                                        <L 14>
    var_67 = wp::add(var_33, var_33);
    var_68 = wp::mul(var_5, var_33);
    var_69 = wp::add(var_67, var_68);
    var_71 = wp::mul(var_69, var_70);
    var_72 = wp::add(var_33, var_71);
    // wp::array_store(var_out0, var_0, var_72);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_72, adj_out0, adj_0, adj_72);
    wp::adj_add(var_33, var_71, adj_33, adj_71, adj_72);
    wp::adj_mul(var_69, var_70, adj_69, adj_70, adj_71);
    wp::adj_add(var_67, var_68, adj_67, adj_68, adj_69);
    wp::adj_mul(var_5, var_33, adj_5, adj_33, adj_68);
    wp::adj_add(var_33, var_33, adj_33, adj_33, adj_67);
    // adj: out0[tid] = v2 + ((v2 + v2) + (v1 * v2)) * 0.23                                   <L 14>
    wp::adj_cw_mul(var_57, var_65, adj_57, adj_65, adj_66);
    wp::adj_normalize(var_57, var_65, adj_57, adj_65);
    // adj: v6 = wp.cw_mul(v4, wp.normalize(v4))                                              <L 13>
    wp::adj_mul(var_2, var_63, adj_2, adj_63, adj_64);
    wp::adj_length(var_62, var_63, adj_62, adj_63);
    wp::adj_max(var_61, var_52, adj_61, adj_52, adj_62);
    wp::adj_vec_t(var_58, var_59, var_60, adj_58, adj_59, adj_60, adj_61);
    // adj: v5 = (v0 * wp.length(wp.max(wp.vec3(-0.711, -1.6, -0.85), v3)))                   <L 12>
    wp::adj_vec_t(var_53, var_54, var_55, var_56, adj_53, adj_54, adj_55, adj_56, adj_57);
    // adj: v4 = wp.vec4(1.1, 0.3, -0.31, 1.34)                                               <L 11>
    wp::adj_min(var_47, var_51, adj_47, adj_51, adj_52);
    wp::adj_vec_t(var_50, var_5, var_5, adj_50, adj_5, adj_5, adj_51);
    wp::adj_clamp(var_2, var_48, var_49, adj_2, adj_48, adj_49, adj_50);
    wp::adj_cross(var_44, var_46, adj_44, adj_46, adj_47);
    wp::adj_vec_t(var_45, var_5, var_2, adj_45, adj_5, adj_2, adj_46);
    wp::adj_where(var_35, var_39, var_43, adj_35, adj_39, adj_43, adj_44);
    wp::adj_vec_t(var_40, var_41, var_42, adj_40, adj_41, adj_42, adj_43);
    wp::adj_vec_t(var_36, var_37, var_38, adj_36, adj_37, adj_38, adj_39);
    // adj: v3 = wp.min(wp.cross(wp.where(v0 > -0.898, wp.vec3(-0.1, -0.848, 1.673), wp.vec3(1.9, 0.796, -0.39)), wp.vec3(-1.2, v1, v0)), wp.vec3(wp.clamp(v0, -0.47, 0.53), v1, v1))  <L 10>
    wp::adj_where(var_7, var_26, var_32, adj_7, adj_26, adj_32, adj_33);
    wp::adj_add(var_27, var_31, adj_27, adj_31, adj_32);
    wp::adj_mul(var_5, var_30, adj_5, adj_30, adj_31);
    wp::adj_vec_t(var_28, var_29, adj_28, adj_29, adj_30);
    wp::adj_vec_t(var_5, var_5, adj_5, adj_5, adj_27);
    wp::adj_add(var_22, var_25, adj_22, adj_25, adj_26);
    wp::adj_vec_t(var_23, var_24, adj_23, adj_24, adj_25);
    wp::adj_sub(var_18, var_21, adj_18, adj_21, adj_22);
    wp::adj_vec_t(var_19, var_20, adj_19, adj_20, adj_21);
    wp::adj_vec_t(var_16, var_17, adj_16, adj_17, adj_18);
    if (var_7) {
        wp::adj_mod(var_0, var_12, adj_0, adj_12, adj_13);
    }
    if (var_8) {
    }
    // adj: v2 = wp.where(((v1 >= 1.838) and (v0 <= v0)) and ((tid) % 3 == 0), ((wp.vec2(-1.438, 1.5) - wp.vec2(-1.997, 1.649)) + wp.vec2(0.04, 1.41)), (wp.vec2(v1, v1) + (v1 * wp.vec2(1.235, -1.9))))  <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def vector_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2)):  <L 5>
    return;
}



struct vector_000000_23040a8e_cpu_block_payload_forward
{
    wp_args_vector_000000_23040a8e* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void vector_000000_23040a8e_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    vector_000000_23040a8e_cpu_block_payload_forward* payload = (vector_000000_23040a8e_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    vector_000000_23040a8e_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void vector_000000_23040a8e_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_vector_000000_23040a8e *_wp_args)
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
        vector_000000_23040a8e_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &vector_000000_23040a8e_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct vector_000000_23040a8e_cpu_block_payload_backward
{
    wp_args_vector_000000_23040a8e* args;
    wp_args_vector_000000_23040a8e* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void vector_000000_23040a8e_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    vector_000000_23040a8e_cpu_block_payload_backward* payload = (vector_000000_23040a8e_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    vector_000000_23040a8e_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void vector_000000_23040a8e_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_vector_000000_23040a8e *_wp_args,
    wp_args_vector_000000_23040a8e *_wp_adj_args)
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
        vector_000000_23040a8e_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &vector_000000_23040a8e_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

