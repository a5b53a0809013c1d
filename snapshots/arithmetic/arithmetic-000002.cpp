// Generated for case arithmetic-000002 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_arithmetic_000002_89644cf1 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::array_t<wp::float32> x2;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::float32> out1;
};


template <bool wp_linear_contiguous>
static void arithmetic_000002_89644cf1_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_arithmetic_000002_89644cf1 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::int32 var_10 = 1;
    wp::int32 var_11;
    const wp::int32 var_12 = 7;
    wp::int32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::float32 var_16 = 1.0;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = 1.0;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::int32 var_23 = 4;
    wp::int32 var_24;
    wp::shape_t* var_25;
    const wp::int32 var_26 = 0;
    wp::int32 var_27;
    wp::shape_t var_28;
    wp::int32 var_29;
    wp::float32* var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = -1.4;
    wp::float32 var_35;
    wp::float32 var_36;
    const wp::float32 var_37 = 1.0;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::float32 var_41 = 1.0;
    wp::float32 var_42;
    wp::float32 var_43;
    wp::float32 var_44;
    const wp::float32 var_45 = 1.52;
    wp::float32 var_46;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    const wp::float32 var_51 = 1.651;
    wp::float32 var_52;
    wp::float32 var_53;
    const wp::float32 var_54 = 1.67;
    wp::float32 var_55;
    wp::float32 var_56;
    wp::float32 var_57;
    wp::float32 var_58;
    const wp::int32 var_59 = 5;
    wp::int32 var_60;
    wp::shape_t* var_61;
    const wp::int32 var_62 = 0;
    wp::int32 var_63;
    wp::shape_t var_64;
    wp::int32 var_65;
    wp::float32* var_66;
    const wp::float32 var_67 = 1.95;
    wp::float32 var_68;
    wp::float32 var_69;
    wp::float32 var_70;
    //---------
    // forward
    // def arithmetic_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
    // v2 = x2[tid]                                                                           <L 9>
    var_7 = wp::address(var_x2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v3 = (float((wp.abs(1) % 7)) / (wp.abs((v0 / (wp.abs(v2) + 1.0))) + 1.0))              <L 10>
    var_11 = wp::abs(var_10);
    var_13 = wp::mod(var_11, var_12);
    var_14 = wp::float(var_13);
    var_15 = wp::abs(var_8);
    var_17 = wp::add(var_15, var_16);
    var_18 = wp::div(var_2, var_17);
    var_19 = wp::abs(var_18);
    var_21 = wp::add(var_19, var_20);
    var_22 = wp::div(var_14, var_21);
    // v4 = x0[(tid + 4) % x0.shape[0]]                                                       <L 11>
    var_24 = wp::add(var_0, var_23);
    var_25 = &(var_x0.shape);
    var_28 = wp::load(var_25);
    var_27 = wp::extract(var_28, var_26);
    var_29 = wp::mod(var_24, var_27);
    var_30 = wp::address(var_x0, var_29);
    var_32 = wp::load(var_30);
    var_31 = wp::copy(var_32);
    // v5 = (v1 / (wp.abs(((v1 + v1) / (wp.abs((-1.4 - v4)) + 1.0))) + 1.0))                  <L 12>
    var_33 = wp::add(var_5, var_5);
    var_35 = wp::sub(var_34, var_31);
    var_36 = wp::abs(var_35);
    var_38 = wp::add(var_36, var_37);
    var_39 = wp::div(var_33, var_38);
    var_40 = wp::abs(var_39);
    var_42 = wp::add(var_40, var_41);
    var_43 = wp::div(var_5, var_42);
    // v6 = (((v4 + v2) + (1.52 * v1)) - v1)                                                  <L 13>
    var_44 = wp::add(var_31, var_8);
    var_46 = wp::mul(var_45, var_5);
    var_47 = wp::add(var_44, var_46);
    var_48 = wp::sub(var_47, var_5);
    // out0[tid] = v4 + v5 + v6 + (v3 * (v5 + 1.651)) * 1.67                                  <L 14>
    var_49 = wp::add(var_31, var_43);
    var_50 = wp::add(var_49, var_48);
    var_52 = wp::add(var_43, var_51);
    var_53 = wp::mul(var_22, var_52);
    var_55 = wp::mul(var_53, var_54);
    var_56 = wp::add(var_50, var_55);
    wp::array_store(var_out0, var_0, var_56);
    // out1[tid] = v4 + v5 + v6 + x2[(tid + 5) % x2.shape[0]] * 1.95                          <L 15>
    var_57 = wp::add(var_31, var_43);
    var_58 = wp::add(var_57, var_48);
    var_60 = wp::add(var_0, var_59);
    var_61 = &(var_x2.shape);
    var_64 = wp::load(var_61);
    var_63 = wp::extract(var_64, var_62);
    var_65 = wp::mod(var_60, var_63);
    var_66 = wp::address(var_x2, var_65);
    var_69 = wp::load(var_66);
    var_68 = wp::mul(var_69, var_67);
    var_70 = wp::add(var_58, var_68);
    wp::array_store(var_out1, var_0, var_70);
}



template <bool wp_linear_contiguous>
static void arithmetic_000002_89644cf1_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_arithmetic_000002_89644cf1 *_wp_args,
    wp_args_arithmetic_000002_89644cf1 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float32> adj_x2 = _wp_adj_args->x2;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::float32> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::int32 var_10 = 1;
    wp::int32 var_11;
    const wp::int32 var_12 = 7;
    wp::int32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::float32 var_16 = 1.0;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = 1.0;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::int32 var_23 = 4;
    wp::int32 var_24;
    wp::shape_t* var_25;
    const wp::int32 var_26 = 0;
    wp::int32 var_27;
    wp::shape_t var_28;
    wp::int32 var_29;
    wp::float32* var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = -1.4;
    wp::float32 var_35;
    wp::float32 var_36;
    const wp::float32 var_37 = 1.0;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::float32 var_41 = 1.0;
    wp::float32 var_42;
    wp::float32 var_43;
    wp::float32 var_44;
    const wp::float32 var_45 = 1.52;
    wp::float32 var_46;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    const wp::float32 var_51 = 1.651;
    wp::float32 var_52;
    wp::float32 var_53;
    const wp::float32 var_54 = 1.67;
    wp::float32 var_55;
    wp::float32 var_56;
    wp::float32 var_57;
    wp::float32 var_58;
    const wp::int32 var_59 = 5;
    wp::int32 var_60;
    wp::shape_t* var_61;
    const wp::int32 var_62 = 0;
    wp::int32 var_63;
    wp::shape_t var_64;
    wp::int32 var_65;
    wp::float32* var_66;
    const wp::float32 var_67 = 1.95;
    wp::float32 var_68;
    wp::float32 var_69;
    wp::float32 var_70;
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
    wp::int32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::int32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::int32 adj_23 = {};
    wp::int32 adj_24 = {};
    wp::shape_t adj_25 = {};
    wp::int32 adj_26 = {};
    wp::int32 adj_27 = {};
    wp::shape_t adj_28 = {};
    wp::int32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
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
    wp::int32 adj_59 = {};
    wp::int32 adj_60 = {};
    wp::shape_t adj_61 = {};
    wp::int32 adj_62 = {};
    wp::int32 adj_63 = {};
    wp::shape_t adj_64 = {};
    wp::int32 adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::float32 adj_69 = {};
    wp::float32 adj_70 = {};
    //---------
    // forward
    // def arithmetic_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
    // v2 = x2[tid]                                                                           <L 9>
    var_7 = wp::address(var_x2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v3 = (float((wp.abs(1) % 7)) / (wp.abs((v0 / (wp.abs(v2) + 1.0))) + 1.0))              <L 10>
    var_11 = wp::abs(var_10);
    var_13 = wp::mod(var_11, var_12);
    var_14 = wp::float(var_13);
    var_15 = wp::abs(var_8);
    var_17 = wp::add(var_15, var_16);
    var_18 = wp::div(var_2, var_17);
    var_19 = wp::abs(var_18);
    var_21 = wp::add(var_19, var_20);
    var_22 = wp::div(var_14, var_21);
    // v4 = x0[(tid + 4) % x0.shape[0]]                                                       <L 11>
    var_24 = wp::add(var_0, var_23);
    var_25 = &(var_x0.shape);
    var_28 = wp::load(var_25);
    var_27 = wp::extract(var_28, var_26);
    var_29 = wp::mod(var_24, var_27);
    var_30 = wp::address(var_x0, var_29);
    var_32 = wp::load(var_30);
    var_31 = wp::copy(var_32);
    // v5 = (v1 / (wp.abs(((v1 + v1) / (wp.abs((-1.4 - v4)) + 1.0))) + 1.0))                  <L 12>
    var_33 = wp::add(var_5, var_5);
    var_35 = wp::sub(var_34, var_31);
    var_36 = wp::abs(var_35);
    var_38 = wp::add(var_36, var_37);
    var_39 = wp::div(var_33, var_38);
    var_40 = wp::abs(var_39);
    var_42 = wp::add(var_40, var_41);
    var_43 = wp::div(var_5, var_42);
    // v6 = (((v4 + v2) + (1.52 * v1)) - v1)                                                  <L 13>
    var_44 = wp::add(var_31, var_8);
    var_46 = wp::mul(var_45, var_5);
    var_47 = wp::add(var_44, var_46);
    var_48 = wp::sub(var_47, var_5);
    // out0[tid] = v4 + v5 + v6 + (v3 * (v5 + 1.651)) * 1.67                                  <L 14>
    var_49 = wp::add(var_31, var_43);
    var_50 = wp::add(var_49, var_48);
    var_52 = wp::add(var_43, var_51);
    var_53 = wp::mul(var_22, var_52);
    var_55 = wp::mul(var_53, var_54);
    var_56 = wp::add(var_50, var_55);
    // wp::array_store(var_out0, var_0, var_56);
    // out1[tid] = v4 + v5 + v6 + x2[(tid + 5) % x2.shape[0]] * 1.95                          <L 15>
    var_57 = wp::add(var_31, var_43);
    var_58 = wp::add(var_57, var_48);
    var_60 = wp::add(var_0, var_59);
    var_61 = &(var_x2.shape);
    var_64 = wp::load(var_61);
    var_63 = wp::extract(var_64, var_62);
    var_65 = wp::mod(var_60, var_63);
    var_66 = wp::address(var_x2, var_65);
    var_69 = wp::load(var_66);
    var_68 = wp::mul(var_69, var_67);
    var_70 = wp::add(var_58, var_68);
    // wp::array_store(var_out1, var_0, var_70);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_70, adj_out1, adj_0, adj_70);
    wp::adj_add(var_58, var_68, adj_58, adj_68, adj_70);
    wp::adj_mul(var_69, var_67, adj_66, adj_67, adj_68);
    wp::adj_address(var_x2, var_65, adj_x2, adj_65, adj_66);
    wp::adj_mod(var_60, var_63, adj_60, adj_63, adj_65);
    adj_x2.shape = adj_61;
    wp::adj_add(var_0, var_59, adj_0, adj_59, adj_60);
    wp::adj_add(var_57, var_48, adj_57, adj_48, adj_58);
    wp::adj_add(var_31, var_43, adj_31, adj_43, adj_57);
    // adj: out1[tid] = v4 + v5 + v6 + x2[(tid + 5) % x2.shape[0]] * 1.95                     <L 15>
    wp::adj_array_store(var_out0, var_0, var_56, adj_out0, adj_0, adj_56);
    wp::adj_add(var_50, var_55, adj_50, adj_55, adj_56);
    wp::adj_mul(var_53, var_54, adj_53, adj_54, adj_55);
    wp::adj_mul(var_22, var_52, adj_22, adj_52, adj_53);
    wp::adj_add(var_43, var_51, adj_43, adj_51, adj_52);
    wp::adj_add(var_49, var_48, adj_49, adj_48, adj_50);
    wp::adj_add(var_31, var_43, adj_31, adj_43, adj_49);
    // adj: out0[tid] = v4 + v5 + v6 + (v3 * (v5 + 1.651)) * 1.67                             <L 14>
    wp::adj_sub(var_47, var_5, adj_47, adj_5, adj_48);
    wp::adj_add(var_44, var_46, adj_44, adj_46, adj_47);
    wp::adj_mul(var_45, var_5, adj_45, adj_5, adj_46);
    wp::adj_add(var_31, var_8, adj_31, adj_8, adj_44);
    // adj: v6 = (((v4 + v2) + (1.52 * v1)) - v1)                                             <L 13>
    wp::adj_div(var_5, var_42, var_43, adj_5, adj_42, adj_43);
    wp::adj_add(var_40, var_41, adj_40, adj_41, adj_42);
    wp::adj_abs(var_39, adj_39, adj_40);
    wp::adj_div(var_33, var_38, var_39, adj_33, adj_38, adj_39);
    wp::adj_add(var_36, var_37, adj_36, adj_37, adj_38);
    wp::adj_abs(var_35, adj_35, adj_36);
    wp::adj_sub(var_34, var_31, adj_34, adj_31, adj_35);
    wp::adj_add(var_5, var_5, adj_5, adj_5, adj_33);
    // adj: v5 = (v1 / (wp.abs(((v1 + v1) / (wp.abs((-1.4 - v4)) + 1.0))) + 1.0))             <L 12>
    wp::adj_copy(var_32, adj_30, adj_31);
    wp::adj_address(var_x0, var_29, adj_x0, adj_29, adj_30);
    wp::adj_mod(var_24, var_27, adj_24, adj_27, adj_29);
    adj_x0.shape = adj_25;
    wp::adj_add(var_0, var_23, adj_0, adj_23, adj_24);
    // adj: v4 = x0[(tid + 4) % x0.shape[0]]                                                  <L 11>
    wp::adj_div(var_14, var_21, var_22, adj_14, adj_21, adj_22);
    wp::adj_add(var_19, var_20, adj_19, adj_20, adj_21);
    wp::adj_abs(var_18, adj_18, adj_19);
    wp::adj_div(var_2, var_17, var_18, adj_2, adj_17, adj_18);
    wp::adj_add(var_15, var_16, adj_15, adj_16, adj_17);
    wp::adj_abs(var_8, adj_8, adj_15);
    wp::adj_float(var_13, adj_13, adj_14);
    wp::adj_mod(var_11, var_12, adj_11, adj_12, adj_13);
    wp::adj_abs(var_10, adj_10, adj_11);
    // adj: v3 = (float((wp.abs(1) % 7)) / (wp.abs((v0 / (wp.abs(v2) + 1.0))) + 1.0))         <L 10>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_7);
    // adj: v2 = x2[tid]                                                                      <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def arithmetic_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 5>
    return;
}



struct arithmetic_000002_89644cf1_cpu_block_payload_forward
{
    wp_args_arithmetic_000002_89644cf1* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void arithmetic_000002_89644cf1_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    arithmetic_000002_89644cf1_cpu_block_payload_forward* payload = (arithmetic_000002_89644cf1_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    arithmetic_000002_89644cf1_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void arithmetic_000002_89644cf1_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_arithmetic_000002_89644cf1 *_wp_args)
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
        arithmetic_000002_89644cf1_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &arithmetic_000002_89644cf1_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct arithmetic_000002_89644cf1_cpu_block_payload_backward
{
    wp_args_arithmetic_000002_89644cf1* args;
    wp_args_arithmetic_000002_89644cf1* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void arithmetic_000002_89644cf1_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    arithmetic_000002_89644cf1_cpu_block_payload_backward* payload = (arithmetic_000002_89644cf1_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    arithmetic_000002_89644cf1_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void arithmetic_000002_89644cf1_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_arithmetic_000002_89644cf1 *_wp_args,
    wp_args_arithmetic_000002_89644cf1 *_wp_adj_args)
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
        arithmetic_000002_89644cf1_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &arithmetic_000002_89644cf1_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

