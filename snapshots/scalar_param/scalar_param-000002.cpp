// Generated for case scalar_param-000002 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_scalar_param_000002_612d9d6b {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::float32 s0;
    wp::int32 s1;
    wp::float32 s2;
    wp::float32 s3;
    wp::array_t<wp::float32> out0;
};


template <bool wp_linear_contiguous>
static void scalar_param_000002_612d9d6b_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_scalar_param_000002_612d9d6b *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::float32 var_s0 = _wp_args->s0;
    wp::int32 var_s1 = _wp_args->s1;
    wp::float32 var_s2 = _wp_args->s2;
    wp::float32 var_s3 = _wp_args->s3;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    const wp::float32 var_7 = -0.51;
    const wp::float32 var_8 = 1.1;
    const wp::float32 var_9 = 1.611;
    wp::vec_t<3, wp::float32> var_10;
    const wp::float32 var_11 = -0.32;
    const wp::float32 var_12 = 0.2;
    const wp::float32 var_13 = 0.24;
    wp::vec_t<3, wp::float32> var_14;
    wp::float32 var_15;
    wp::vec_t<3, wp::float32> var_16;
    const wp::int32 var_17 = 1;
    wp::float32 var_18;
    const wp::float32 var_19 = 1.04;
    const wp::float32 var_20 = -1.3;
    const wp::float32 var_21 = 0.05;
    wp::vec_t<3, wp::float32> var_22;
    const wp::float32 var_23 = -0.4;
    const wp::float32 var_24 = -1.1;
    const wp::float32 var_25 = -1.977;
    wp::vec_t<3, wp::float32> var_26;
    const wp::float32 var_27 = -1.988;
    const wp::float32 var_28 = 1.55;
    const wp::float32 var_29 = -1.504;
    wp::vec_t<3, wp::float32> var_30;
    wp::vec_t<3, wp::float32> var_31;
    wp::float32 var_32;
    const wp::int32 var_33 = 5;
    wp::int32 var_34;
    wp::shape_t* var_35;
    const wp::int32 var_36 = 0;
    wp::int32 var_37;
    wp::shape_t var_38;
    wp::int32 var_39;
    wp::float32* var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::vec_t<3, wp::float32> var_43;
    const wp::float32 var_44 = 0.17;
    const wp::float32 var_45 = -1.332;
    const wp::float32 var_46 = -0.8;
    wp::vec_t<3, wp::float32> var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    const wp::float32 var_50 = 1.0;
    wp::float32 var_51;
    wp::vec_t<3, wp::float32> var_52;
    const wp::float32 var_53 = -0.5;
    const wp::float32 var_54 = -1.922;
    const wp::float32 var_55 = 1.013;
    wp::vec_t<3, wp::float32> var_56;
    wp::vec_t<3, wp::float32> var_57;
    wp::vec_t<3, wp::float32> var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    const wp::float32 var_62 = 1.423;
    const wp::float32 var_63 = -1.6;
    const wp::float32 var_64 = -1.192;
    wp::vec_t<3, wp::float32> var_65;
    const wp::float32 var_66 = -1.698;
    const wp::float32 var_67 = -1.77;
    const wp::float32 var_68 = -0.191;
    wp::vec_t<3, wp::float32> var_69;
    wp::vec_t<3, wp::float32> var_70;
    const wp::float32 var_71 = 0.6;
    wp::vec_t<3, wp::float32> var_72;
    wp::vec_t<3, wp::float32> var_73;
    wp::float32 var_74;
    const wp::float32 var_75 = 1.64;
    wp::float32 var_76;
    wp::float32 var_77;
    //---------
    // forward
    // def scalar_param_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), s0: float, s1: int, s2: float, s3: float, out0: wp.array(dtype=float)):       <L 5>
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
    // v2 = (wp.lerp(wp.vec3(-0.51, 1.1, 1.611), wp.vec3(-0.32, 0.2, 0.24), (v1 - v1))).y       <L 9>
    var_10 = wp::vec_t<3, wp::float32>(var_7, var_8, var_9);
    var_14 = wp::vec_t<3, wp::float32>(var_11, var_12, var_13);
    var_15 = wp::sub(var_5, var_5);
    var_16 = wp::lerp(var_10, var_14, var_15);
    var_18 = wp::extract(var_16, var_17);
    // v3 = wp.dot(wp.vec3(1.04, -1.3, 0.05), wp.cross(wp.vec3(-0.4, -1.1, -1.977), wp.vec3(-1.988, 1.55, -1.504)))       <L 10>
    var_22 = wp::vec_t<3, wp::float32>(var_19, var_20, var_21);
    var_26 = wp::vec_t<3, wp::float32>(var_23, var_24, var_25);
    var_30 = wp::vec_t<3, wp::float32>(var_27, var_28, var_29);
    var_31 = wp::cross(var_26, var_30);
    var_32 = wp::dot(var_22, var_31);
    // v4 = x1[(tid + 5) % x1.shape[0]]                                                       <L 11>
    var_34 = wp::add(var_0, var_33);
    var_35 = &(var_x1.shape);
    var_38 = wp::load(var_35);
    var_37 = wp::extract(var_38, var_36);
    var_39 = wp::mod(var_34, var_37);
    var_40 = wp::address(var_x1, var_39);
    var_42 = wp::load(var_40);
    var_41 = wp::copy(var_42);
    // v5 = wp.dot((wp.vec3(v1, v1, s2) / (wp.abs(wp.length(wp.vec3(0.17, -1.332, -0.8))) + 1.0)), (wp.normalize(wp.vec3(-0.5, -1.922, 1.013)) * s0))       <L 12>
    var_43 = wp::vec_t<3, wp::float32>(var_5, var_5, var_s2);
    var_47 = wp::vec_t<3, wp::float32>(var_44, var_45, var_46);
    var_48 = wp::length(var_47);
    var_49 = wp::abs(var_48);
    var_51 = wp::add(var_49, var_50);
    var_52 = wp::div(var_43, var_51);
    var_56 = wp::vec_t<3, wp::float32>(var_53, var_54, var_55);
    var_57 = wp::normalize(var_56);
    var_58 = wp::mul(var_57, var_s0);
    var_59 = wp::dot(var_52, var_58);
    // out0[tid] = v3 + v4 + v5 + wp.dot((wp.vec3(1.423, -1.6, -1.192) + wp.vec3(-1.698, -1.77, -0.191)), -(wp.vec3(0.6))) * 1.64       <L 13>
    var_60 = wp::add(var_32, var_41);
    var_61 = wp::add(var_60, var_59);
    var_65 = wp::vec_t<3, wp::float32>(var_62, var_63, var_64);
    var_69 = wp::vec_t<3, wp::float32>(var_66, var_67, var_68);
    var_70 = wp::add(var_65, var_69);
    var_72 = wp::vec_t<3, wp::float32>(var_71);
    var_73 = wp::neg(var_72);
    var_74 = wp::dot(var_70, var_73);
    var_76 = wp::mul(var_74, var_75);
    var_77 = wp::add(var_61, var_76);
    wp::array_store(var_out0, var_0, var_77);
}



template <bool wp_linear_contiguous>
static void scalar_param_000002_612d9d6b_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_scalar_param_000002_612d9d6b *_wp_args,
    wp_args_scalar_param_000002_612d9d6b *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::float32 var_s0 = _wp_args->s0;
    wp::int32 var_s1 = _wp_args->s1;
    wp::float32 var_s2 = _wp_args->s2;
    wp::float32 var_s3 = _wp_args->s3;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::float32 adj_s0 = _wp_adj_args->s0;
    wp::int32 adj_s1 = _wp_adj_args->s1;
    wp::float32 adj_s2 = _wp_adj_args->s2;
    wp::float32 adj_s3 = _wp_adj_args->s3;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    const wp::float32 var_7 = -0.51;
    const wp::float32 var_8 = 1.1;
    const wp::float32 var_9 = 1.611;
    wp::vec_t<3, wp::float32> var_10;
    const wp::float32 var_11 = -0.32;
    const wp::float32 var_12 = 0.2;
    const wp::float32 var_13 = 0.24;
    wp::vec_t<3, wp::float32> var_14;
    wp::float32 var_15;
    wp::vec_t<3, wp::float32> var_16;
    const wp::int32 var_17 = 1;
    wp::float32 var_18;
    const wp::float32 var_19 = 1.04;
    const wp::float32 var_20 = -1.3;
    const wp::float32 var_21 = 0.05;
    wp::vec_t<3, wp::float32> var_22;
    const wp::float32 var_23 = -0.4;
    const wp::float32 var_24 = -1.1;
    const wp::float32 var_25 = -1.977;
    wp::vec_t<3, wp::float32> var_26;
    const wp::float32 var_27 = -1.988;
    const wp::float32 var_28 = 1.55;
    const wp::float32 var_29 = -1.504;
    wp::vec_t<3, wp::float32> var_30;
    wp::vec_t<3, wp::float32> var_31;
    wp::float32 var_32;
    const wp::int32 var_33 = 5;
    wp::int32 var_34;
    wp::shape_t* var_35;
    const wp::int32 var_36 = 0;
    wp::int32 var_37;
    wp::shape_t var_38;
    wp::int32 var_39;
    wp::float32* var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::vec_t<3, wp::float32> var_43;
    const wp::float32 var_44 = 0.17;
    const wp::float32 var_45 = -1.332;
    const wp::float32 var_46 = -0.8;
    wp::vec_t<3, wp::float32> var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    const wp::float32 var_50 = 1.0;
    wp::float32 var_51;
    wp::vec_t<3, wp::float32> var_52;
    const wp::float32 var_53 = -0.5;
    const wp::float32 var_54 = -1.922;
    const wp::float32 var_55 = 1.013;
    wp::vec_t<3, wp::float32> var_56;
    wp::vec_t<3, wp::float32> var_57;
    wp::vec_t<3, wp::float32> var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    const wp::float32 var_62 = 1.423;
    const wp::float32 var_63 = -1.6;
    const wp::float32 var_64 = -1.192;
    wp::vec_t<3, wp::float32> var_65;
    const wp::float32 var_66 = -1.698;
    const wp::float32 var_67 = -1.77;
    const wp::float32 var_68 = -0.191;
    wp::vec_t<3, wp::float32> var_69;
    wp::vec_t<3, wp::float32> var_70;
    const wp::float32 var_71 = 0.6;
    wp::vec_t<3, wp::float32> var_72;
    wp::vec_t<3, wp::float32> var_73;
    wp::float32 var_74;
    const wp::float32 var_75 = 1.64;
    wp::float32 var_76;
    wp::float32 var_77;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::vec_t<3, wp::float32> adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::float32 adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::int32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::vec_t<3, wp::float32> adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::vec_t<3, wp::float32> adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::vec_t<3, wp::float32> adj_30 = {};
    wp::vec_t<3, wp::float32> adj_31 = {};
    wp::float32 adj_32 = {};
    wp::int32 adj_33 = {};
    wp::int32 adj_34 = {};
    wp::shape_t adj_35 = {};
    wp::int32 adj_36 = {};
    wp::int32 adj_37 = {};
    wp::shape_t adj_38 = {};
    wp::int32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::vec_t<3, wp::float32> adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::vec_t<3, wp::float32> adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::vec_t<3, wp::float32> adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::vec_t<3, wp::float32> adj_56 = {};
    wp::vec_t<3, wp::float32> adj_57 = {};
    wp::vec_t<3, wp::float32> adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::vec_t<3, wp::float32> adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::vec_t<3, wp::float32> adj_69 = {};
    wp::vec_t<3, wp::float32> adj_70 = {};
    wp::float32 adj_71 = {};
    wp::vec_t<3, wp::float32> adj_72 = {};
    wp::vec_t<3, wp::float32> adj_73 = {};
    wp::float32 adj_74 = {};
    wp::float32 adj_75 = {};
    wp::float32 adj_76 = {};
    wp::float32 adj_77 = {};
    //---------
    // forward
    // def scalar_param_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), s0: float, s1: int, s2: float, s3: float, out0: wp.array(dtype=float)):       <L 5>
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
    // v2 = (wp.lerp(wp.vec3(-0.51, 1.1, 1.611), wp.vec3(-0.32, 0.2, 0.24), (v1 - v1))).y       <L 9>
    var_10 = wp::vec_t<3, wp::float32>(var_7, var_8, var_9);
    var_14 = wp::vec_t<3, wp::float32>(var_11, var_12, var_13);
    var_15 = wp::sub(var_5, var_5);
    var_16 = wp::lerp(var_10, var_14, var_15);
    var_18 = wp::extract(var_16, var_17);
    // v3 = wp.dot(wp.vec3(1.04, -1.3, 0.05), wp.cross(wp.vec3(-0.4, -1.1, -1.977), wp.vec3(-1.988, 1.55, -1.504)))       <L 10>
    var_22 = wp::vec_t<3, wp::float32>(var_19, var_20, var_21);
    var_26 = wp::vec_t<3, wp::float32>(var_23, var_24, var_25);
    var_30 = wp::vec_t<3, wp::float32>(var_27, var_28, var_29);
    var_31 = wp::cross(var_26, var_30);
    var_32 = wp::dot(var_22, var_31);
    // v4 = x1[(tid + 5) % x1.shape[0]]                                                       <L 11>
    var_34 = wp::add(var_0, var_33);
    var_35 = &(var_x1.shape);
    var_38 = wp::load(var_35);
    var_37 = wp::extract(var_38, var_36);
    var_39 = wp::mod(var_34, var_37);
    var_40 = wp::address(var_x1, var_39);
    var_42 = wp::load(var_40);
    var_41 = wp::copy(var_42);
    // v5 = wp.dot((wp.vec3(v1, v1, s2) / (wp.abs(wp.length(wp.vec3(0.17, -1.332, -0.8))) + 1.0)), (wp.normalize(wp.vec3(-0.5, -1.922, 1.013)) * s0))       <L 12>
    var_43 = wp::vec_t<3, wp::float32>(var_5, var_5, var_s2);
    var_47 = wp::vec_t<3, wp::float32>(var_44, var_45, var_46);
    var_48 = wp::length(var_47);
    var_49 = wp::abs(var_48);
    var_51 = wp::add(var_49, var_50);
    var_52 = wp::div(var_43, var_51);
    var_56 = wp::vec_t<3, wp::float32>(var_53, var_54, var_55);
    var_57 = wp::normalize(var_56);
    var_58 = wp::mul(var_57, var_s0);
    var_59 = wp::dot(var_52, var_58);
    // out0[tid] = v3 + v4 + v5 + wp.dot((wp.vec3(1.423, -1.6, -1.192) + wp.vec3(-1.698, -1.77, -0.191)), -(wp.vec3(0.6))) * 1.64       <L 13>
    var_60 = wp::add(var_32, var_41);
    var_61 = wp::add(var_60, var_59);
    var_65 = wp::vec_t<3, wp::float32>(var_62, var_63, var_64);
    var_69 = wp::vec_t<3, wp::float32>(var_66, var_67, var_68);
    var_70 = wp::add(var_65, var_69);
    var_72 = wp::vec_t<3, wp::float32>(var_71);
    var_73 = wp::neg(var_72);
    var_74 = wp::dot(var_70, var_73);
    var_76 = wp::mul(var_74, var_75);
    var_77 = wp::add(var_61, var_76);
    // wp::array_store(var_out0, var_0, var_77);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_77, adj_out0, adj_0, adj_77);
    wp::adj_add(var_61, var_76, adj_61, adj_76, adj_77);
    wp::adj_mul(var_74, var_75, adj_74, adj_75, adj_76);
    wp::adj_dot(var_70, var_73, adj_70, adj_73, adj_74);
    wp::adj_neg(var_72, adj_72, adj_73);
    wp::adj_vec_t(var_71, adj_71, adj_72);
    wp::adj_add(var_65, var_69, adj_65, adj_69, adj_70);
    wp::adj_vec_t(var_66, var_67, var_68, adj_66, adj_67, adj_68, adj_69);
    wp::adj_vec_t(var_62, var_63, var_64, adj_62, adj_63, adj_64, adj_65);
    wp::adj_add(var_60, var_59, adj_60, adj_59, adj_61);
    wp::adj_add(var_32, var_41, adj_32, adj_41, adj_60);
    // adj: out0[tid] = v3 + v4 + v5 + wp.dot((wp.vec3(1.423, -1.6, -1.192) + wp.vec3(-1.698, -1.77, -0.191)), -(wp.vec3(0.6))) * 1.64  <L 13>
    wp::adj_dot(var_52, var_58, adj_52, adj_58, adj_59);
    wp::adj_mul(var_57, var_s0, adj_57, adj_s0, adj_58);
    wp::adj_normalize(var_56, var_57, adj_56, adj_57);
    wp::adj_vec_t(var_53, var_54, var_55, adj_53, adj_54, adj_55, adj_56);
    wp::adj_div(var_43, var_51, adj_43, adj_51, adj_52);
    wp::adj_add(var_49, var_50, adj_49, adj_50, adj_51);
    wp::adj_abs(var_48, adj_48, adj_49);
    wp::adj_length(var_47, var_48, adj_47, adj_48);
    wp::adj_vec_t(var_44, var_45, var_46, adj_44, adj_45, adj_46, adj_47);
    wp::adj_vec_t(var_5, var_5, var_s2, adj_5, adj_5, adj_s2, adj_43);
    // adj: v5 = wp.dot((wp.vec3(v1, v1, s2) / (wp.abs(wp.length(wp.vec3(0.17, -1.332, -0.8))) + 1.0)), (wp.normalize(wp.vec3(-0.5, -1.922, 1.013)) * s0))  <L 12>
    wp::adj_copy(var_42, adj_40, adj_41);
    wp::adj_address(var_x1, var_39, adj_x1, adj_39, adj_40);
    wp::adj_mod(var_34, var_37, adj_34, adj_37, adj_39);
    adj_x1.shape = adj_35;
    wp::adj_add(var_0, var_33, adj_0, adj_33, adj_34);
    // adj: v4 = x1[(tid + 5) % x1.shape[0]]                                                  <L 11>
    wp::adj_dot(var_22, var_31, adj_22, adj_31, adj_32);
    wp::adj_cross(var_26, var_30, adj_26, adj_30, adj_31);
    wp::adj_vec_t(var_27, var_28, var_29, adj_27, adj_28, adj_29, adj_30);
    wp::adj_vec_t(var_23, var_24, var_25, adj_23, adj_24, adj_25, adj_26);
    wp::adj_vec_t(var_19, var_20, var_21, adj_19, adj_20, adj_21, adj_22);
    // adj: v3 = wp.dot(wp.vec3(1.04, -1.3, 0.05), wp.cross(wp.vec3(-0.4, -1.1, -1.977), wp.vec3(-1.988, 1.55, -1.504)))  <L 10>
    wp::adj_extract(var_16, var_17, adj_16, adj_17, adj_18);
    wp::adj_lerp(var_10, var_14, var_15, adj_10, adj_14, adj_15, adj_16);
    wp::adj_sub(var_5, var_5, adj_5, adj_5, adj_15);
    wp::adj_vec_t(var_11, var_12, var_13, adj_11, adj_12, adj_13, adj_14);
    wp::adj_vec_t(var_7, var_8, var_9, adj_7, adj_8, adj_9, adj_10);
    // adj: v2 = (wp.lerp(wp.vec3(-0.51, 1.1, 1.611), wp.vec3(-0.32, 0.2, 0.24), (v1 - v1))).y  <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def scalar_param_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), s0: float, s1: int, s2: float, s3: float, out0: wp.array(dtype=float)):  <L 5>
    return;
}



struct scalar_param_000002_612d9d6b_cpu_block_payload_forward
{
    wp_args_scalar_param_000002_612d9d6b* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void scalar_param_000002_612d9d6b_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    scalar_param_000002_612d9d6b_cpu_block_payload_forward* payload = (scalar_param_000002_612d9d6b_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    scalar_param_000002_612d9d6b_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void scalar_param_000002_612d9d6b_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_scalar_param_000002_612d9d6b *_wp_args)
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
        scalar_param_000002_612d9d6b_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &scalar_param_000002_612d9d6b_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct scalar_param_000002_612d9d6b_cpu_block_payload_backward
{
    wp_args_scalar_param_000002_612d9d6b* args;
    wp_args_scalar_param_000002_612d9d6b* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void scalar_param_000002_612d9d6b_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    scalar_param_000002_612d9d6b_cpu_block_payload_backward* payload = (scalar_param_000002_612d9d6b_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    scalar_param_000002_612d9d6b_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void scalar_param_000002_612d9d6b_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_scalar_param_000002_612d9d6b *_wp_args,
    wp_args_scalar_param_000002_612d9d6b *_wp_adj_args)
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
        scalar_param_000002_612d9d6b_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &scalar_param_000002_612d9d6b_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

