// Generated for case vector-000002 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_vector_000002_a81dcea8 {
    wp::array_t<wp::vec_t<4, wp::float32>> x0;
    wp::array_t<wp::vec_t<3, wp::float32>> out0;
};


template <bool wp_linear_contiguous>
static void vector_000002_a81dcea8_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_vector_000002_a81dcea8 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<4, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<4, wp::float32>* var_1;
    wp::vec_t<4, wp::float32> var_2;
    wp::vec_t<4, wp::float32> var_3;
    const wp::float32 var_4 = 0.26;
    const wp::float32 var_5 = -0.87;
    wp::vec_t<2, wp::float32> var_6;
    wp::vec_t<2, wp::float32> var_7;
    const wp::float32 var_8 = 1.83;
    const wp::float32 var_9 = -0.515;
    const wp::float32 var_10 = -0.5;
    wp::vec_t<3, wp::float32> var_11;
    const wp::float32 var_12 = -0.9;
    const wp::float32 var_13 = -1.92;
    const wp::float32 var_14 = 0.638;
    wp::vec_t<3, wp::float32> var_15;
    wp::float32 var_16;
    const wp::float32 var_17 = 1.618;
    const wp::float32 var_18 = 0.858;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::vec_t<2, wp::float32> var_21;
    const wp::int32 var_22 = 2;
    wp::int32 var_23;
    wp::shape_t* var_24;
    const wp::int32 var_25 = 0;
    wp::int32 var_26;
    wp::shape_t var_27;
    wp::int32 var_28;
    wp::vec_t<4, wp::float32>* var_29;
    wp::vec_t<4, wp::float32> var_30;
    wp::vec_t<4, wp::float32> var_31;
    const wp::float32 var_32 = -0.04;
    const wp::float32 var_33 = -0.8;
    const wp::float32 var_34 = -1.6;
    const wp::float32 var_35 = -0.06;
    wp::vec_t<4, wp::float32> var_36;
    const wp::float32 var_37 = -1.04;
    const wp::float32 var_38 = -0.739;
    bool var_39;
    wp::vec_t<4, wp::float32> var_40;
    wp::vec_t<4, wp::float32> var_41;
    const wp::int32 var_42 = 4;
    wp::int32 var_43;
    wp::shape_t* var_44;
    const wp::int32 var_45 = 0;
    wp::int32 var_46;
    wp::shape_t var_47;
    wp::int32 var_48;
    wp::vec_t<4, wp::float32>* var_49;
    const wp::float32 var_50 = 0.828;
    wp::vec_t<4, wp::float32> var_51;
    wp::vec_t<4, wp::float32> var_52;
    const wp::float32 var_53 = -0.749;
    const wp::float32 var_54 = -1.714;
    const wp::float32 var_55 = -1.925;
    const wp::float32 var_56 = 1.838;
    const wp::float32 var_57 = -0.429;
    wp::vec_t<4, wp::float32> var_58;
    wp::float32 var_59;
    wp::vec_t<2, wp::float32> var_60;
    wp::vec_t<2, wp::float32> var_61;
    const wp::float32 var_62 = -1.7;
    const wp::float32 var_63 = 0.04;
    const wp::float32 var_64 = -0.27;
    wp::float32 var_65;
    const wp::float32 var_66 = 1.0;
    wp::float32 var_67;
    wp::float32 var_68;
    const wp::float32 var_69 = 1.1;
    wp::vec_t<3, wp::float32> var_70;
    //---------
    // forward
    // def vector_000002(x0: wp.array(dtype=wp.vec4), out0: wp.array(dtype=wp.vec3)):         <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = (wp.normalize(wp.vec2(0.26, -0.87)) * (wp.dot(wp.vec3(1.83, -0.515, -0.5), wp.vec3(-0.9, -1.92, 0.638)) * (1.618 * 0.858)))       <L 8>
    var_6 = wp::vec_t<2, wp::float32>(var_4, var_5);
    var_7 = wp::normalize(var_6);
    var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
    var_15 = wp::vec_t<3, wp::float32>(var_12, var_13, var_14);
    var_16 = wp::dot(var_11, var_15);
    var_19 = wp::mul(var_17, var_18);
    var_20 = wp::mul(var_16, var_19);
    var_21 = wp::mul(var_7, var_20);
    // v2 = x0[(tid + 2) % x0.shape[0]]                                                       <L 9>
    var_23 = wp::add(var_0, var_22);
    var_24 = &(var_x0.shape);
    var_27 = wp::load(var_24);
    var_26 = wp::extract(var_27, var_25);
    var_28 = wp::mod(var_23, var_26);
    var_29 = wp::address(var_x0, var_28);
    var_31 = wp::load(var_29);
    var_30 = wp::copy(var_31);
    // v3 = wp.lerp((wp.vec4(-0.04, -0.8, -1.6, -0.06) - wp.where(-1.04 > -0.739, v2, v0)), x0[(tid + 4) % x0.shape[0]], 0.828)       <L 10>
    var_36 = wp::vec_t<4, wp::float32>(var_32, var_33, var_34, var_35);
    var_39 = (var_37 > var_38);
    var_40 = wp::where(var_39, var_30, var_2);
    var_41 = wp::sub(var_36, var_40);
    var_43 = wp::add(var_0, var_42);
    var_44 = &(var_x0.shape);
    var_47 = wp::load(var_44);
    var_46 = wp::extract(var_47, var_45);
    var_48 = wp::mod(var_43, var_46);
    var_49 = wp::address(var_x0, var_48);
    var_52 = wp::load(var_49);
    var_51 = wp::lerp(var_41, var_52, var_50);
    // v4 = wp.normalize(wp.vec2(-0.749, wp.dot(wp.vec4(-1.714, -1.925, 1.838, -0.429), v2)))       <L 11>
    var_58 = wp::vec_t<4, wp::float32>(var_54, var_55, var_56, var_57);
    var_59 = wp::dot(var_58, var_30);
    var_60 = wp::vec_t<2, wp::float32>(var_53, var_59);
    var_61 = wp::normalize(var_60);
    // out0[tid] = wp.vec3(-1.7, (0.04 / (wp.abs(-0.27) + 1.0)), 1.1)                         <L 12>
    var_65 = wp::abs(var_64);
    var_67 = wp::add(var_65, var_66);
    var_68 = wp::div(var_63, var_67);
    var_70 = wp::vec_t<3, wp::float32>(var_62, var_68, var_69);
    wp::array_store(var_out0, var_0, var_70);
}



template <bool wp_linear_contiguous>
static void vector_000002_a81dcea8_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_vector_000002_a81dcea8 *_wp_args,
    wp_args_vector_000002_a81dcea8 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<4, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::vec_t<4, wp::float32>> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<4, wp::float32>* var_1;
    wp::vec_t<4, wp::float32> var_2;
    wp::vec_t<4, wp::float32> var_3;
    const wp::float32 var_4 = 0.26;
    const wp::float32 var_5 = -0.87;
    wp::vec_t<2, wp::float32> var_6;
    wp::vec_t<2, wp::float32> var_7;
    const wp::float32 var_8 = 1.83;
    const wp::float32 var_9 = -0.515;
    const wp::float32 var_10 = -0.5;
    wp::vec_t<3, wp::float32> var_11;
    const wp::float32 var_12 = -0.9;
    const wp::float32 var_13 = -1.92;
    const wp::float32 var_14 = 0.638;
    wp::vec_t<3, wp::float32> var_15;
    wp::float32 var_16;
    const wp::float32 var_17 = 1.618;
    const wp::float32 var_18 = 0.858;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::vec_t<2, wp::float32> var_21;
    const wp::int32 var_22 = 2;
    wp::int32 var_23;
    wp::shape_t* var_24;
    const wp::int32 var_25 = 0;
    wp::int32 var_26;
    wp::shape_t var_27;
    wp::int32 var_28;
    wp::vec_t<4, wp::float32>* var_29;
    wp::vec_t<4, wp::float32> var_30;
    wp::vec_t<4, wp::float32> var_31;
    const wp::float32 var_32 = -0.04;
    const wp::float32 var_33 = -0.8;
    const wp::float32 var_34 = -1.6;
    const wp::float32 var_35 = -0.06;
    wp::vec_t<4, wp::float32> var_36;
    const wp::float32 var_37 = -1.04;
    const wp::float32 var_38 = -0.739;
    bool var_39;
    wp::vec_t<4, wp::float32> var_40;
    wp::vec_t<4, wp::float32> var_41;
    const wp::int32 var_42 = 4;
    wp::int32 var_43;
    wp::shape_t* var_44;
    const wp::int32 var_45 = 0;
    wp::int32 var_46;
    wp::shape_t var_47;
    wp::int32 var_48;
    wp::vec_t<4, wp::float32>* var_49;
    const wp::float32 var_50 = 0.828;
    wp::vec_t<4, wp::float32> var_51;
    wp::vec_t<4, wp::float32> var_52;
    const wp::float32 var_53 = -0.749;
    const wp::float32 var_54 = -1.714;
    const wp::float32 var_55 = -1.925;
    const wp::float32 var_56 = 1.838;
    const wp::float32 var_57 = -0.429;
    wp::vec_t<4, wp::float32> var_58;
    wp::float32 var_59;
    wp::vec_t<2, wp::float32> var_60;
    wp::vec_t<2, wp::float32> var_61;
    const wp::float32 var_62 = -1.7;
    const wp::float32 var_63 = 0.04;
    const wp::float32 var_64 = -0.27;
    wp::float32 var_65;
    const wp::float32 var_66 = 1.0;
    wp::float32 var_67;
    wp::float32 var_68;
    const wp::float32 var_69 = 1.1;
    wp::vec_t<3, wp::float32> var_70;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<4, wp::float32> adj_1 = {};
    wp::vec_t<4, wp::float32> adj_2 = {};
    wp::vec_t<4, wp::float32> adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::vec_t<2, wp::float32> adj_6 = {};
    wp::vec_t<2, wp::float32> adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::vec_t<2, wp::float32> adj_21 = {};
    wp::int32 adj_22 = {};
    wp::int32 adj_23 = {};
    wp::shape_t adj_24 = {};
    wp::int32 adj_25 = {};
    wp::int32 adj_26 = {};
    wp::shape_t adj_27 = {};
    wp::int32 adj_28 = {};
    wp::vec_t<4, wp::float32> adj_29 = {};
    wp::vec_t<4, wp::float32> adj_30 = {};
    wp::vec_t<4, wp::float32> adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::vec_t<4, wp::float32> adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    bool adj_39 = {};
    wp::vec_t<4, wp::float32> adj_40 = {};
    wp::vec_t<4, wp::float32> adj_41 = {};
    wp::int32 adj_42 = {};
    wp::int32 adj_43 = {};
    wp::shape_t adj_44 = {};
    wp::int32 adj_45 = {};
    wp::int32 adj_46 = {};
    wp::shape_t adj_47 = {};
    wp::int32 adj_48 = {};
    wp::vec_t<4, wp::float32> adj_49 = {};
    wp::float32 adj_50 = {};
    wp::vec_t<4, wp::float32> adj_51 = {};
    wp::vec_t<4, wp::float32> adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::vec_t<4, wp::float32> adj_58 = {};
    wp::float32 adj_59 = {};
    wp::vec_t<2, wp::float32> adj_60 = {};
    wp::vec_t<2, wp::float32> adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::float32 adj_69 = {};
    wp::vec_t<3, wp::float32> adj_70 = {};
    //---------
    // forward
    // def vector_000002(x0: wp.array(dtype=wp.vec4), out0: wp.array(dtype=wp.vec3)):         <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = (wp.normalize(wp.vec2(0.26, -0.87)) * (wp.dot(wp.vec3(1.83, -0.515, -0.5), wp.vec3(-0.9, -1.92, 0.638)) * (1.618 * 0.858)))       <L 8>
    var_6 = wp::vec_t<2, wp::float32>(var_4, var_5);
    var_7 = wp::normalize(var_6);
    var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
    var_15 = wp::vec_t<3, wp::float32>(var_12, var_13, var_14);
    var_16 = wp::dot(var_11, var_15);
    var_19 = wp::mul(var_17, var_18);
    var_20 = wp::mul(var_16, var_19);
    var_21 = wp::mul(var_7, var_20);
    // v2 = x0[(tid + 2) % x0.shape[0]]                                                       <L 9>
    var_23 = wp::add(var_0, var_22);
    var_24 = &(var_x0.shape);
    var_27 = wp::load(var_24);
    var_26 = wp::extract(var_27, var_25);
    var_28 = wp::mod(var_23, var_26);
    var_29 = wp::address(var_x0, var_28);
    var_31 = wp::load(var_29);
    var_30 = wp::copy(var_31);
    // v3 = wp.lerp((wp.vec4(-0.04, -0.8, -1.6, -0.06) - wp.where(-1.04 > -0.739, v2, v0)), x0[(tid + 4) % x0.shape[0]], 0.828)       <L 10>
    var_36 = wp::vec_t<4, wp::float32>(var_32, var_33, var_34, var_35);
    var_39 = (var_37 > var_38);
    var_40 = wp::where(var_39, var_30, var_2);
    var_41 = wp::sub(var_36, var_40);
    var_43 = wp::add(var_0, var_42);
    var_44 = &(var_x0.shape);
    var_47 = wp::load(var_44);
    var_46 = wp::extract(var_47, var_45);
    var_48 = wp::mod(var_43, var_46);
    var_49 = wp::address(var_x0, var_48);
    var_52 = wp::load(var_49);
    var_51 = wp::lerp(var_41, var_52, var_50);
    // v4 = wp.normalize(wp.vec2(-0.749, wp.dot(wp.vec4(-1.714, -1.925, 1.838, -0.429), v2)))       <L 11>
    var_58 = wp::vec_t<4, wp::float32>(var_54, var_55, var_56, var_57);
    var_59 = wp::dot(var_58, var_30);
    var_60 = wp::vec_t<2, wp::float32>(var_53, var_59);
    var_61 = wp::normalize(var_60);
    // out0[tid] = wp.vec3(-1.7, (0.04 / (wp.abs(-0.27) + 1.0)), 1.1)                         <L 12>
    var_65 = wp::abs(var_64);
    var_67 = wp::add(var_65, var_66);
    var_68 = wp::div(var_63, var_67);
    var_70 = wp::vec_t<3, wp::float32>(var_62, var_68, var_69);
    // wp::array_store(var_out0, var_0, var_70);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_70, adj_out0, adj_0, adj_70);
    wp::adj_vec_t(var_62, var_68, var_69, adj_62, adj_68, adj_69, adj_70);
    wp::adj_div(var_63, var_67, var_68, adj_63, adj_67, adj_68);
    wp::adj_add(var_65, var_66, adj_65, adj_66, adj_67);
    wp::adj_abs(var_64, adj_64, adj_65);
    // adj: out0[tid] = wp.vec3(-1.7, (0.04 / (wp.abs(-0.27) + 1.0)), 1.1)                    <L 12>
    wp::adj_normalize(var_60, var_61, adj_60, adj_61);
    wp::adj_vec_t(var_53, var_59, adj_53, adj_59, adj_60);
    wp::adj_dot(var_58, var_30, adj_58, adj_30, adj_59);
    wp::adj_vec_t(var_54, var_55, var_56, var_57, adj_54, adj_55, adj_56, adj_57, adj_58);
    // adj: v4 = wp.normalize(wp.vec2(-0.749, wp.dot(wp.vec4(-1.714, -1.925, 1.838, -0.429), v2)))  <L 11>
    wp::adj_lerp(var_41, var_52, var_50, adj_41, adj_49, adj_50, adj_51);
    wp::adj_address(var_x0, var_48, adj_x0, adj_48, adj_49);
    wp::adj_mod(var_43, var_46, adj_43, adj_46, adj_48);
    adj_x0.shape = adj_44;
    wp::adj_add(var_0, var_42, adj_0, adj_42, adj_43);
    wp::adj_sub(var_36, var_40, adj_36, adj_40, adj_41);
    wp::adj_where(var_39, var_30, var_2, adj_39, adj_30, adj_2, adj_40);
    wp::adj_vec_t(var_32, var_33, var_34, var_35, adj_32, adj_33, adj_34, adj_35, adj_36);
    // adj: v3 = wp.lerp((wp.vec4(-0.04, -0.8, -1.6, -0.06) - wp.where(-1.04 > -0.739, v2, v0)), x0[(tid + 4) % x0.shape[0]], 0.828)  <L 10>
    wp::adj_copy(var_31, adj_29, adj_30);
    wp::adj_address(var_x0, var_28, adj_x0, adj_28, adj_29);
    wp::adj_mod(var_23, var_26, adj_23, adj_26, adj_28);
    adj_x0.shape = adj_24;
    wp::adj_add(var_0, var_22, adj_0, adj_22, adj_23);
    // adj: v2 = x0[(tid + 2) % x0.shape[0]]                                                  <L 9>
    wp::adj_mul(var_7, var_20, adj_7, adj_20, adj_21);
    wp::adj_mul(var_16, var_19, adj_16, adj_19, adj_20);
    wp::adj_mul(var_17, var_18, adj_17, adj_18, adj_19);
    wp::adj_dot(var_11, var_15, adj_11, adj_15, adj_16);
    wp::adj_vec_t(var_12, var_13, var_14, adj_12, adj_13, adj_14, adj_15);
    wp::adj_vec_t(var_8, var_9, var_10, adj_8, adj_9, adj_10, adj_11);
    wp::adj_normalize(var_6, var_7, adj_6, adj_7);
    wp::adj_vec_t(var_4, var_5, adj_4, adj_5, adj_6);
    // adj: v1 = (wp.normalize(wp.vec2(0.26, -0.87)) * (wp.dot(wp.vec3(1.83, -0.515, -0.5), wp.vec3(-0.9, -1.92, 0.638)) * (1.618 * 0.858)))  <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def vector_000002(x0: wp.array(dtype=wp.vec4), out0: wp.array(dtype=wp.vec3)):    <L 5>
    return;
}



struct vector_000002_a81dcea8_cpu_block_payload_forward
{
    wp_args_vector_000002_a81dcea8* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void vector_000002_a81dcea8_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    vector_000002_a81dcea8_cpu_block_payload_forward* payload = (vector_000002_a81dcea8_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    vector_000002_a81dcea8_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void vector_000002_a81dcea8_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_vector_000002_a81dcea8 *_wp_args)
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
        vector_000002_a81dcea8_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &vector_000002_a81dcea8_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct vector_000002_a81dcea8_cpu_block_payload_backward
{
    wp_args_vector_000002_a81dcea8* args;
    wp_args_vector_000002_a81dcea8* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void vector_000002_a81dcea8_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    vector_000002_a81dcea8_cpu_block_payload_backward* payload = (vector_000002_a81dcea8_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    vector_000002_a81dcea8_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void vector_000002_a81dcea8_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_vector_000002_a81dcea8 *_wp_args,
    wp_args_vector_000002_a81dcea8 *_wp_adj_args)
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
        vector_000002_a81dcea8_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &vector_000002_a81dcea8_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

