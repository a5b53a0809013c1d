// Generated for case launch_nd-000002 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_launch_nd_000002_4bfdac27 {
    wp::array_t<wp::vec_t<3, wp::float32>> x0;
    wp::array_t<wp::float32> x1;
    wp::array_t<wp::float32> x2;
    wp::array_t<wp::float32> acc0;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::vec_t<2, wp::float32>> out1;
};


template <bool wp_linear_contiguous>
static void launch_nd_000002_4bfdac27_cpu_kernel_forward(
    wp::launch_bounds_t<4> dim,
    size_t task_index,
    wp_args_launch_nd_000002_4bfdac27 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::vec_t<2, wp::float32>> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::int32 var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32* var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::int32 var_13 = 6;
    wp::tuple_t<wp::int32> var_14;
    wp::fixedarray_t<6, wp::float32> var_15;
    const wp::int32 var_16 = 6;
    const wp::int32 var_17 = 0;
    bool var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    const wp::int32 var_21 = 1;
    bool var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    const wp::int32 var_25 = 2;
    bool var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::int32 var_29 = 3;
    bool var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::int32 var_33 = 4;
    bool var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    const wp::int32 var_37 = 5;
    bool var_38;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::int32 var_41 = 6;
    wp::int32 var_42;
    wp::float32* var_43;
    const wp::int32 var_44 = 5;
    wp::float32* var_45;
    const wp::float32 var_46 = 0.79;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    const wp::float32 var_55 = -0.75;
    const wp::float32 var_56 = 0.11;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    const wp::float32 var_60 = 0.39;
    wp::float32 var_61;
    wp::float32 var_62;
    const wp::float32 var_63 = -1.323;
    const wp::float32 var_64 = -0.3;
    wp::vec_t<2, wp::float32> var_65;
    wp::float32 var_66;
    wp::vec_t<2, wp::float32> var_67;
    wp::vec_t<2, wp::float32> var_68;
    //---------
    // forward
    // def launch_nd_000002(x0: wp.array4d(dtype=wp.vec3), x1: wp.array4d(dtype=float), x2: wp.array(dtype=float, ndim=4), acc0: wp.array(dtype=float), out0: wp.array4d(dtype=float), out1: wp.array(dtype=wp.vec2, ndim=4)):       <L 5>
    // i, j, k, l = wp.tid()                                                                  <L 6>
    builtin_tid4d(var_0, var_1, var_2, var_3);
    // v0 = x0[i, j, k, l]                                                                    <L 7>
    var_4 = wp::address(var_x0, var_0, var_1, var_2, var_3);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v1 = x1[i, j, k, l]                                                                    <L 8>
    var_7 = wp::address(var_x1, var_0, var_1, var_2, var_3);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v2 = x2[i, j, k, l]                                                                    <L 9>
    var_10 = wp::address(var_x2, var_0, var_1, var_2, var_3);
    var_12 = wp::load(var_10);
    var_11 = wp::copy(var_12);
    // buf3 = wp.zeros(shape=(6,), dtype=float)                                               <L 10>
    var_14 = wp::tuple(var_13);
    var_15 = wp::fixedarray_t<6, wp::float32>(var_16);
    // for j4 in range(6):                                                                    <L 11>
    // buf3[j4] = wp.where(v2 <= v1, v2, wp.tanh(v2))                                         <L 12>
    var_18 = (var_11 <= var_8);
    var_19 = wp::tanh(var_11);
    var_20 = wp::where(var_18, var_11, var_19);
    wp::array_store(var_15, var_17, var_20);
    var_22 = (var_11 <= var_8);
    var_23 = wp::tanh(var_11);
    var_24 = wp::where(var_22, var_11, var_23);
    wp::array_store(var_15, var_21, var_24);
    var_26 = (var_11 <= var_8);
    var_27 = wp::tanh(var_11);
    var_28 = wp::where(var_26, var_11, var_27);
    wp::array_store(var_15, var_25, var_28);
    var_30 = (var_11 <= var_8);
    var_31 = wp::tanh(var_11);
    var_32 = wp::where(var_30, var_11, var_31);
    wp::array_store(var_15, var_29, var_32);
    var_34 = (var_11 <= var_8);
    var_35 = wp::tanh(var_11);
    var_36 = wp::where(var_34, var_11, var_35);
    wp::array_store(var_15, var_33, var_36);
    var_38 = (var_11 <= var_8);
    var_39 = wp::tanh(var_11);
    var_40 = wp::where(var_38, var_11, var_39);
    wp::array_store(var_15, var_37, var_40);
    // v5 = buf3[(i % 6)] + buf3[5] * 0.79                                                    <L 13>
    var_42 = wp::mod(var_0, var_41);
    var_43 = wp::address(var_15, var_42);
    var_45 = wp::address(var_15, var_44);
    var_48 = wp::load(var_45);
    var_47 = wp::mul(var_48, var_46);
    var_50 = wp::load(var_43);
    var_49 = wp::add(var_50, var_47);
    // v6 = v2                                                                                <L 14>
    var_51 = wp::copy(var_11);
    // v7 = v6                                                                                <L 15>
    var_52 = wp::copy(var_51);
    // out0[i, j, k, l] = v5 + v6 + v7 + min(wp.clamp(v7, -0.75, 0.11), float(j)) * 0.39       <L 16>
    var_53 = wp::add(var_49, var_51);
    var_54 = wp::add(var_53, var_52);
    var_57 = wp::clamp(var_52, var_55, var_56);
    var_58 = wp::float(var_1);
    var_59 = wp::min(var_57, var_58);
    var_61 = wp::mul(var_59, var_60);
    var_62 = wp::add(var_54, var_61);
    wp::array_store(var_out0, var_0, var_1, var_2, var_3, var_62);
    // out1[i, j, k, l] = wp.vec2(-1.323, -0.3) + wp.vec2(wp.sin(v1))                         <L 17>
    var_65 = wp::vec_t<2, wp::float32>(var_63, var_64);
    var_66 = wp::sin(var_8);
    var_67 = wp::vec_t<2, wp::float32>(var_66);
    var_68 = wp::add(var_65, var_67);
    wp::array_store(var_out1, var_0, var_1, var_2, var_3, var_68);
}



template <bool wp_linear_contiguous>
static void launch_nd_000002_4bfdac27_cpu_kernel_backward(
    wp::launch_bounds_t<4> dim,
    size_t task_index,
    wp_args_launch_nd_000002_4bfdac27 *_wp_args,
    wp_args_launch_nd_000002_4bfdac27 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::vec_t<2, wp::float32>> var_out1 = _wp_args->out1;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float32> adj_x2 = _wp_adj_args->x2;
    wp::array_t<wp::float32> adj_acc0 = _wp_adj_args->acc0;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::int32 var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32* var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::int32 var_13 = 6;
    wp::tuple_t<wp::int32> var_14;
    wp::fixedarray_t<6, wp::float32> var_15;
    const wp::int32 var_16 = 6;
    const wp::int32 var_17 = 0;
    bool var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    const wp::int32 var_21 = 1;
    bool var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    const wp::int32 var_25 = 2;
    bool var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::int32 var_29 = 3;
    bool var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::int32 var_33 = 4;
    bool var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    const wp::int32 var_37 = 5;
    bool var_38;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::int32 var_41 = 6;
    wp::int32 var_42;
    wp::float32* var_43;
    const wp::int32 var_44 = 5;
    wp::float32* var_45;
    const wp::float32 var_46 = 0.79;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    const wp::float32 var_55 = -0.75;
    const wp::float32 var_56 = 0.11;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    const wp::float32 var_60 = 0.39;
    wp::float32 var_61;
    wp::float32 var_62;
    const wp::float32 var_63 = -1.323;
    const wp::float32 var_64 = -0.3;
    wp::vec_t<2, wp::float32> var_65;
    wp::float32 var_66;
    wp::vec_t<2, wp::float32> var_67;
    wp::vec_t<2, wp::float32> var_68;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::int32 adj_13 = {};
    wp::tuple_t<wp::int32> adj_14 = {};
    wp::fixedarray_t<6, wp::float32> adj_15 = {};
    wp::int32 adj_16 = {};
    wp::int32 adj_17 = {};
    bool adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::int32 adj_21 = {};
    bool adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::int32 adj_25 = {};
    bool adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::int32 adj_29 = {};
    bool adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::int32 adj_33 = {};
    bool adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::int32 adj_37 = {};
    bool adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::int32 adj_41 = {};
    wp::int32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::int32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
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
    wp::vec_t<2, wp::float32> adj_65 = {};
    wp::float32 adj_66 = {};
    wp::vec_t<2, wp::float32> adj_67 = {};
    wp::vec_t<2, wp::float32> adj_68 = {};
    //---------
    // forward
    // def launch_nd_000002(x0: wp.array4d(dtype=wp.vec3), x1: wp.array4d(dtype=float), x2: wp.array(dtype=float, ndim=4), acc0: wp.array(dtype=float), out0: wp.array4d(dtype=float), out1: wp.array(dtype=wp.vec2, ndim=4)):       <L 5>
    // i, j, k, l = wp.tid()                                                                  <L 6>
    builtin_tid4d(var_0, var_1, var_2, var_3);
    // v0 = x0[i, j, k, l]                                                                    <L 7>
    var_4 = wp::address(var_x0, var_0, var_1, var_2, var_3);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v1 = x1[i, j, k, l]                                                                    <L 8>
    var_7 = wp::address(var_x1, var_0, var_1, var_2, var_3);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v2 = x2[i, j, k, l]                                                                    <L 9>
    var_10 = wp::address(var_x2, var_0, var_1, var_2, var_3);
    var_12 = wp::load(var_10);
    var_11 = wp::copy(var_12);
    // buf3 = wp.zeros(shape=(6,), dtype=float)                                               <L 10>
    var_14 = wp::tuple(var_13);
    var_15 = wp::fixedarray_t<6, wp::float32>(var_16);
    // for j4 in range(6):                                                                    <L 11>
    // buf3[j4] = wp.where(v2 <= v1, v2, wp.tanh(v2))                                         <L 12>
    var_18 = (var_11 <= var_8);
    var_19 = wp::tanh(var_11);
    var_20 = wp::where(var_18, var_11, var_19);
    // wp::array_store(var_15, var_17, var_20);
    var_22 = (var_11 <= var_8);
    var_23 = wp::tanh(var_11);
    var_24 = wp::where(var_22, var_11, var_23);
    // wp::array_store(var_15, var_21, var_24);
    var_26 = (var_11 <= var_8);
    var_27 = wp::tanh(var_11);
    var_28 = wp::where(var_26, var_11, var_27);
    // wp::array_store(var_15, var_25, var_28);
    var_30 = (var_11 <= var_8);
    var_31 = wp::tanh(var_11);
    var_32 = wp::where(var_30, var_11, var_31);
    // wp::array_store(var_15, var_29, var_32);
    var_34 = (var_11 <= var_8);
    var_35 = wp::tanh(var_11);
    var_36 = wp::where(var_34, var_11, var_35);
    // wp::array_store(var_15, var_33, var_36);
    var_38 = (var_11 <= var_8);
    var_39 = wp::tanh(var_11);
    var_40 = wp::where(var_38, var_11, var_39);
    // wp::array_store(var_15, var_37, var_40);
    // v5 = buf3[(i % 6)] + buf3[5] * 0.79                                                    <L 13>
    var_42 = wp::mod(var_0, var_41);
    var_43 = wp::address(var_15, var_42);
    var_45 = wp::address(var_15, var_44);
    var_48 = wp::load(var_45);
    var_47 = wp::mul(var_48, var_46);
    var_50 = wp::load(var_43);
    var_49 = wp::add(var_50, var_47);
    // v6 = v2                                                                                <L 14>
    var_51 = wp::copy(var_11);
    // v7 = v6                                                                                <L 15>
    var_52 = wp::copy(var_51);
    // out0[i, j, k, l] = v5 + v6 + v7 + min(wp.clamp(v7, -0.75, 0.11), float(j)) * 0.39       <L 16>
    var_53 = wp::add(var_49, var_51);
    var_54 = wp::add(var_53, var_52);
    var_57 = wp::clamp(var_52, var_55, var_56);
    var_58 = wp::float(var_1);
    var_59 = wp::min(var_57, var_58);
    var_61 = wp::mul(var_59, var_60);
    var_62 = wp::add(var_54, var_61);
    // wp::array_store(var_out0, var_0, var_1, var_2, var_3, var_62);
    // out1[i, j, k, l] = wp.vec2(-1.323, -0.3) + wp.vec2(wp.sin(v1))                         <L 17>
    var_65 = wp::vec_t<2, wp::float32>(var_63, var_64);
    var_66 = wp::sin(var_8);
    var_67 = wp::vec_t<2, wp::float32>(var_66);
    var_68 = wp::add(var_65, var_67);
    // wp::array_store(var_out1, var_0, var_1, var_2, var_3, var_68);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_1, var_2, var_3, var_68, adj_out1, adj_0, adj_1, adj_2, adj_3, adj_68);
    wp::adj_add(var_65, var_67, adj_65, adj_67, adj_68);
    wp::adj_vec_t(var_66, adj_66, adj_67);
    wp::adj_sin(var_8, adj_8, adj_66);
    wp::adj_vec_t(var_63, var_64, adj_63, adj_64, adj_65);
    // adj: out1[i, j, k, l] = wp.vec2(-1.323, -0.3) + wp.vec2(wp.sin(v1))                    <L 17>
    wp::adj_array_store(var_out0, var_0, var_1, var_2, var_3, var_62, adj_out0, adj_0, adj_1, adj_2, adj_3, adj_62);
    wp::adj_add(var_54, var_61, adj_54, adj_61, adj_62);
    wp::adj_mul(var_59, var_60, adj_59, adj_60, adj_61);
    wp::adj_min(var_57, var_58, adj_57, adj_58, adj_59);
    wp::adj_float(var_1, adj_1, adj_58);
    wp::adj_clamp(var_52, var_55, var_56, adj_52, adj_55, adj_56, adj_57);
    wp::adj_add(var_53, var_52, adj_53, adj_52, adj_54);
    wp::adj_add(var_49, var_51, adj_49, adj_51, adj_53);
    // adj: out0[i, j, k, l] = v5 + v6 + v7 + min(wp.clamp(v7, -0.75, 0.11), float(j)) * 0.39  <L 16>
    wp::adj_copy(var_51, adj_51, adj_52);
    // adj: v7 = v6                                                                           <L 15>
    wp::adj_copy(var_11, adj_11, adj_51);
    // adj: v6 = v2                                                                           <L 14>
    wp::adj_add(var_50, var_47, adj_43, adj_47, adj_49);
    wp::adj_mul(var_48, var_46, adj_45, adj_46, adj_47);
    wp::adj_address(var_15, var_44, adj_15, adj_44, adj_45);
    wp::adj_address(var_15, var_42, adj_15, adj_42, adj_43);
    wp::adj_mod(var_0, var_41, adj_0, adj_41, adj_42);
    // adj: v5 = buf3[(i % 6)] + buf3[5] * 0.79                                               <L 13>
    wp::adj_array_store(var_15, var_37, var_40, adj_15, adj_37, adj_40);
    wp::adj_where(var_38, var_11, var_39, adj_38, adj_11, adj_39, adj_40);
    wp::adj_tanh(var_11, var_39, adj_11, adj_39);
    wp::adj_array_store(var_15, var_33, var_36, adj_15, adj_33, adj_36);
    wp::adj_where(var_34, var_11, var_35, adj_34, adj_11, adj_35, adj_36);
    wp::adj_tanh(var_11, var_35, adj_11, adj_35);
    wp::adj_array_store(var_15, var_29, var_32, adj_15, adj_29, adj_32);
    wp::adj_where(var_30, var_11, var_31, adj_30, adj_11, adj_31, adj_32);
    wp::adj_tanh(var_11, var_31, adj_11, adj_31);
    wp::adj_array_store(var_15, var_25, var_28, adj_15, adj_25, adj_28);
    wp::adj_where(var_26, var_11, var_27, adj_26, adj_11, adj_27, adj_28);
    wp::adj_tanh(var_11, var_27, adj_11, adj_27);
    wp::adj_array_store(var_15, var_21, var_24, adj_15, adj_21, adj_24);
    wp::adj_where(var_22, var_11, var_23, adj_22, adj_11, adj_23, adj_24);
    wp::adj_tanh(var_11, var_23, adj_11, adj_23);
    wp::adj_array_store(var_15, var_17, var_20, adj_15, adj_17, adj_20);
    wp::adj_where(var_18, var_11, var_19, adj_18, adj_11, adj_19, adj_20);
    wp::adj_tanh(var_11, var_19, adj_11, adj_19);
    // adj: buf3[j4] = wp.where(v2 <= v1, v2, wp.tanh(v2))                                    <L 12>
    // adj: for j4 in range(6):                                                               <L 11>
    // adj: buf3 = wp.zeros(shape=(6,), dtype=float)                                          <L 10>
    wp::adj_copy(var_12, adj_10, adj_11);
    wp::adj_address(var_x2, var_0, var_1, var_2, var_3, adj_x2, adj_0, adj_1, adj_2, adj_3, adj_10);
    // adj: v2 = x2[i, j, k, l]                                                               <L 9>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_x1, var_0, var_1, var_2, var_3, adj_x1, adj_0, adj_1, adj_2, adj_3, adj_7);
    // adj: v1 = x1[i, j, k, l]                                                               <L 8>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x0, var_0, var_1, var_2, var_3, adj_x0, adj_0, adj_1, adj_2, adj_3, adj_4);
    // adj: v0 = x0[i, j, k, l]                                                               <L 7>
    // adj: i, j, k, l = wp.tid()                                                             <L 6>
    // adj: def launch_nd_000002(x0: wp.array4d(dtype=wp.vec3), x1: wp.array4d(dtype=float), x2: wp.array(dtype=float, ndim=4), acc0: wp.array(dtype=float), out0: wp.array4d(dtype=float), out1: wp.array(dtype=wp.vec2, ndim=4)):  <L 5>
    return;
}



struct launch_nd_000002_4bfdac27_cpu_block_payload_forward
{
    wp_args_launch_nd_000002_4bfdac27* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void launch_nd_000002_4bfdac27_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<4>* dim = (wp::launch_bounds_t<4>*)dim_ptr;
    launch_nd_000002_4bfdac27_cpu_block_payload_forward* payload = (launch_nd_000002_4bfdac27_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    launch_nd_000002_4bfdac27_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void launch_nd_000002_4bfdac27_cpu_forward(
    wp::launch_bounds_t<4> *dim,
    wp_args_launch_nd_000002_4bfdac27 *_wp_args)
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
        launch_nd_000002_4bfdac27_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &launch_nd_000002_4bfdac27_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct launch_nd_000002_4bfdac27_cpu_block_payload_backward
{
    wp_args_launch_nd_000002_4bfdac27* args;
    wp_args_launch_nd_000002_4bfdac27* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void launch_nd_000002_4bfdac27_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<4>* dim = (wp::launch_bounds_t<4>*)dim_ptr;
    launch_nd_000002_4bfdac27_cpu_block_payload_backward* payload = (launch_nd_000002_4bfdac27_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    launch_nd_000002_4bfdac27_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void launch_nd_000002_4bfdac27_cpu_backward(
    wp::launch_bounds_t<4> *dim,
    wp_args_launch_nd_000002_4bfdac27 *_wp_args,
    wp_args_launch_nd_000002_4bfdac27 *_wp_adj_args)
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
        launch_nd_000002_4bfdac27_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &launch_nd_000002_4bfdac27_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

