// Generated for case loop-000001 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_loop_000001_b5e733e6 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::vec_t<3, wp::float32>> x1;
    wp::int32 n;
    wp::array_t<wp::float32> out0;
};


template <bool wp_linear_contiguous>
static void loop_000001_b5e733e6_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_loop_000001_b5e733e6 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32 var_7;
    const wp::int32 var_8 = 0;
    wp::float32 var_9;
    const wp::float32 var_10 = 1.0;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::float32 var_16 = -0.2;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::float32 var_19 = -3.0;
    const wp::float32 var_20 = 3.0;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::int32 var_23 = 1;
    wp::float32 var_24;
    const wp::float32 var_25 = 1.0;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    const wp::float32 var_31 = -0.2;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = -3.0;
    const wp::float32 var_35 = 3.0;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::int32 var_38 = 2;
    wp::float32 var_39;
    const wp::float32 var_40 = 1.0;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::float32 var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    const wp::float32 var_46 = -0.2;
    wp::float32 var_47;
    wp::float32 var_48;
    const wp::float32 var_49 = -3.0;
    const wp::float32 var_50 = 3.0;
    wp::float32 var_51;
    wp::float32 var_52;
    const wp::int32 var_53 = 3;
    wp::float32 var_54;
    const wp::float32 var_55 = 1.0;
    wp::float32 var_56;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    const wp::float32 var_61 = -0.2;
    wp::float32 var_62;
    wp::float32 var_63;
    const wp::float32 var_64 = -3.0;
    const wp::float32 var_65 = 3.0;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    const wp::float32 var_69 = 1.27;
    wp::float32 var_70;
    const wp::float32 var_71 = 1.0;
    wp::float32 var_72;
    wp::float32 var_73;
    wp::float32 var_74;
    const wp::float32 var_75 = 1.76;
    wp::float32 var_76;
    wp::float32 var_77;
    //---------
    // forward
    // def loop_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), n: int, out0: wp.array(dtype=float)):       <L 5>
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
    // v2 = wp.length(v1)                                                                     <L 9>
    var_7 = wp::length(var_5);
    // for j3 in range(4):                                                                    <L 10>
    // v0 = v0 + wp.sin(wp.radians((v2 / (wp.abs(v2) + 1.0))))                                <L 11>
    var_9 = wp::abs(var_7);
    var_11 = wp::add(var_9, var_10);
    var_12 = wp::div(var_7, var_11);
    var_13 = wp::radians(var_12);
    var_14 = wp::sin(var_13);
    var_15 = wp::add(var_2, var_14);
    // v4 = wp.cosh(wp.clamp((-0.2 + (v0 - v0)), -3.0, 3.0))                                  <L 12>
    var_17 = wp::sub(var_15, var_15);
    var_18 = wp::add(var_16, var_17);
    var_21 = wp::clamp(var_18, var_19, var_20);
    var_22 = wp::cosh(var_21);
    // v0 = v0 + wp.sin(wp.radians((v2 / (wp.abs(v2) + 1.0))))                                <L 11>
    var_24 = wp::abs(var_7);
    var_26 = wp::add(var_24, var_25);
    var_27 = wp::div(var_7, var_26);
    var_28 = wp::radians(var_27);
    var_29 = wp::sin(var_28);
    var_30 = wp::add(var_15, var_29);
    // v4 = wp.cosh(wp.clamp((-0.2 + (v0 - v0)), -3.0, 3.0))                                  <L 12>
    var_32 = wp::sub(var_30, var_30);
    var_33 = wp::add(var_31, var_32);
    var_36 = wp::clamp(var_33, var_34, var_35);
    var_37 = wp::cosh(var_36);
    // v0 = v0 + wp.sin(wp.radians((v2 / (wp.abs(v2) + 1.0))))                                <L 11>
    var_39 = wp::abs(var_7);
    var_41 = wp::add(var_39, var_40);
    var_42 = wp::div(var_7, var_41);
    var_43 = wp::radians(var_42);
    var_44 = wp::sin(var_43);
    var_45 = wp::add(var_30, var_44);
    // v4 = wp.cosh(wp.clamp((-0.2 + (v0 - v0)), -3.0, 3.0))                                  <L 12>
    var_47 = wp::sub(var_45, var_45);
    var_48 = wp::add(var_46, var_47);
    var_51 = wp::clamp(var_48, var_49, var_50);
    var_52 = wp::cosh(var_51);
    // v0 = v0 + wp.sin(wp.radians((v2 / (wp.abs(v2) + 1.0))))                                <L 11>
    var_54 = wp::abs(var_7);
    var_56 = wp::add(var_54, var_55);
    var_57 = wp::div(var_7, var_56);
    var_58 = wp::radians(var_57);
    var_59 = wp::sin(var_58);
    var_60 = wp::add(var_45, var_59);
    // v4 = wp.cosh(wp.clamp((-0.2 + (v0 - v0)), -3.0, 3.0))                                  <L 12>
    var_62 = wp::sub(var_60, var_60);
    var_63 = wp::add(var_61, var_62);
    var_66 = wp::clamp(var_63, var_64, var_65);
    var_67 = wp::cosh(var_66);
    // out0[tid] = v2 + v0 + ((1.27 / (wp.abs(v2) + 1.0)) * v0) * 1.76                        <L 13>
    var_68 = wp::add(var_7, var_60);
    var_70 = wp::abs(var_7);
    var_72 = wp::add(var_70, var_71);
    var_73 = wp::div(var_69, var_72);
    var_74 = wp::mul(var_73, var_60);
    var_76 = wp::mul(var_74, var_75);
    var_77 = wp::add(var_68, var_76);
    wp::array_store(var_out0, var_0, var_77);
}



template <bool wp_linear_contiguous>
static void loop_000001_b5e733e6_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_loop_000001_b5e733e6 *_wp_args,
    wp_args_loop_000001_b5e733e6 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1 = _wp_adj_args->x1;
    wp::int32 adj_n = _wp_adj_args->n;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32 var_7;
    const wp::int32 var_8 = 0;
    wp::float32 var_9;
    const wp::float32 var_10 = 1.0;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::float32 var_16 = -0.2;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::float32 var_19 = -3.0;
    const wp::float32 var_20 = 3.0;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::int32 var_23 = 1;
    wp::float32 var_24;
    const wp::float32 var_25 = 1.0;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    const wp::float32 var_31 = -0.2;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = -3.0;
    const wp::float32 var_35 = 3.0;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::int32 var_38 = 2;
    wp::float32 var_39;
    const wp::float32 var_40 = 1.0;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::float32 var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    const wp::float32 var_46 = -0.2;
    wp::float32 var_47;
    wp::float32 var_48;
    const wp::float32 var_49 = -3.0;
    const wp::float32 var_50 = 3.0;
    wp::float32 var_51;
    wp::float32 var_52;
    const wp::int32 var_53 = 3;
    wp::float32 var_54;
    const wp::float32 var_55 = 1.0;
    wp::float32 var_56;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    const wp::float32 var_61 = -0.2;
    wp::float32 var_62;
    wp::float32 var_63;
    const wp::float32 var_64 = -3.0;
    const wp::float32 var_65 = 3.0;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    const wp::float32 var_69 = 1.27;
    wp::float32 var_70;
    const wp::float32 var_71 = 1.0;
    wp::float32 var_72;
    wp::float32 var_73;
    wp::float32 var_74;
    const wp::float32 var_75 = 1.76;
    wp::float32 var_76;
    wp::float32 var_77;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::float32 adj_7 = {};
    wp::int32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
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
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::int32 adj_38 = {};
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
    wp::int32 adj_53 = {};
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
    wp::float32 adj_76 = {};
    wp::float32 adj_77 = {};
    //---------
    // forward
    // def loop_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), n: int, out0: wp.array(dtype=float)):       <L 5>
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
    // v2 = wp.length(v1)                                                                     <L 9>
    var_7 = wp::length(var_5);
    // for j3 in range(4):                                                                    <L 10>
    // v0 = v0 + wp.sin(wp.radians((v2 / (wp.abs(v2) + 1.0))))                                <L 11>
    var_9 = wp::abs(var_7);
    var_11 = wp::add(var_9, var_10);
    var_12 = wp::div(var_7, var_11);
    var_13 = wp::radians(var_12);
    var_14 = wp::sin(var_13);
    var_15 = wp::add(var_2, var_14);
    // v4 = wp.cosh(wp.clamp((-0.2 + (v0 - v0)), -3.0, 3.0))                                  <L 12>
    var_17 = wp::sub(var_15, var_15);
    var_18 = wp::add(var_16, var_17);
    var_21 = wp::clamp(var_18, var_19, var_20);
    var_22 = wp::cosh(var_21);
    // v0 = v0 + wp.sin(wp.radians((v2 / (wp.abs(v2) + 1.0))))                                <L 11>
    var_24 = wp::abs(var_7);
    var_26 = wp::add(var_24, var_25);
    var_27 = wp::div(var_7, var_26);
    var_28 = wp::radians(var_27);
    var_29 = wp::sin(var_28);
    var_30 = wp::add(var_15, var_29);
    // v4 = wp.cosh(wp.clamp((-0.2 + (v0 - v0)), -3.0, 3.0))                                  <L 12>
    var_32 = wp::sub(var_30, var_30);
    var_33 = wp::add(var_31, var_32);
    var_36 = wp::clamp(var_33, var_34, var_35);
    var_37 = wp::cosh(var_36);
    // v0 = v0 + wp.sin(wp.radians((v2 / (wp.abs(v2) + 1.0))))                                <L 11>
    var_39 = wp::abs(var_7);
    var_41 = wp::add(var_39, var_40);
    var_42 = wp::div(var_7, var_41);
    var_43 = wp::radians(var_42);
    var_44 = wp::sin(var_43);
    var_45 = wp::add(var_30, var_44);
    // v4 = wp.cosh(wp.clamp((-0.2 + (v0 - v0)), -3.0, 3.0))                                  <L 12>
    var_47 = wp::sub(var_45, var_45);
    var_48 = wp::add(var_46, var_47);
    var_51 = wp::clamp(var_48, var_49, var_50);
    var_52 = wp::cosh(var_51);
    // v0 = v0 + wp.sin(wp.radians((v2 / (wp.abs(v2) + 1.0))))                                <L 11>
    var_54 = wp::abs(var_7);
    var_56 = wp::add(var_54, var_55);
    var_57 = wp::div(var_7, var_56);
    var_58 = wp::radians(var_57);
    var_59 = wp::sin(var_58);
    var_60 = wp::add(var_45, var_59);
    // v4 = wp.cosh(wp.clamp((-0.2 + (v0 - v0)), -3.0, 3.0))                                  <L 12>
    var_62 = wp::sub(var_60, var_60);
    var_63 = wp::add(var_61, var_62);
    var_66 = wp::clamp(var_63, var_64, var_65);
    var_67 = wp::cosh(var_66);
    // out0[tid] = v2 + v0 + ((1.27 / (wp.abs(v2) + 1.0)) * v0) * 1.76                        <L 13>
    var_68 = wp::add(var_7, var_60);
    var_70 = wp::abs(var_7);
    var_72 = wp::add(var_70, var_71);
    var_73 = wp::div(var_69, var_72);
    var_74 = wp::mul(var_73, var_60);
    var_76 = wp::mul(var_74, var_75);
    var_77 = wp::add(var_68, var_76);
    // wp::array_store(var_out0, var_0, var_77);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_77, adj_out0, adj_0, adj_77);
    wp::adj_add(var_68, var_76, adj_68, adj_76, adj_77);
    wp::adj_mul(var_74, var_75, adj_74, adj_75, adj_76);
    wp::adj_mul(var_73, var_60, adj_73, adj_60, adj_74);
    wp::adj_div(var_69, var_72, var_73, adj_69, adj_72, adj_73);
    wp::adj_add(var_70, var_71, adj_70, adj_71, adj_72);
    wp::adj_abs(var_7, adj_7, adj_70);
    wp::adj_add(var_7, var_60, adj_7, adj_60, adj_68);
    // adj: out0[tid] = v2 + v0 + ((1.27 / (wp.abs(v2) + 1.0)) * v0) * 1.76                   <L 13>
    wp::adj_cosh(var_66, adj_66, adj_67);
    wp::adj_clamp(var_63, var_64, var_65, adj_63, adj_64, adj_65, adj_66);
    wp::adj_add(var_61, var_62, adj_61, adj_62, adj_63);
    wp::adj_sub(var_60, var_60, adj_60, adj_60, adj_62);
    // adj: v4 = wp.cosh(wp.clamp((-0.2 + (v0 - v0)), -3.0, 3.0))                             <L 12>
    wp::adj_add(var_45, var_59, adj_45, adj_59, adj_60);
    wp::adj_sin(var_58, adj_58, adj_59);
    wp::adj_radians(var_57, adj_57, adj_58);
    wp::adj_div(var_7, var_56, var_57, adj_7, adj_56, adj_57);
    wp::adj_add(var_54, var_55, adj_54, adj_55, adj_56);
    wp::adj_abs(var_7, adj_7, adj_54);
    // adj: v0 = v0 + wp.sin(wp.radians((v2 / (wp.abs(v2) + 1.0))))                           <L 11>
    wp::adj_cosh(var_51, adj_51, adj_52);
    wp::adj_clamp(var_48, var_49, var_50, adj_48, adj_49, adj_50, adj_51);
    wp::adj_add(var_46, var_47, adj_46, adj_47, adj_48);
    wp::adj_sub(var_45, var_45, adj_45, adj_45, adj_47);
    // adj: v4 = wp.cosh(wp.clamp((-0.2 + (v0 - v0)), -3.0, 3.0))                             <L 12>
    wp::adj_add(var_30, var_44, adj_30, adj_44, adj_45);
    wp::adj_sin(var_43, adj_43, adj_44);
    wp::adj_radians(var_42, adj_42, adj_43);
    wp::adj_div(var_7, var_41, var_42, adj_7, adj_41, adj_42);
    wp::adj_add(var_39, var_40, adj_39, adj_40, adj_41);
    wp::adj_abs(var_7, adj_7, adj_39);
    // adj: v0 = v0 + wp.sin(wp.radians((v2 / (wp.abs(v2) + 1.0))))                           <L 11>
    wp::adj_cosh(var_36, adj_36, adj_37);
    wp::adj_clamp(var_33, var_34, var_35, adj_33, adj_34, adj_35, adj_36);
    wp::adj_add(var_31, var_32, adj_31, adj_32, adj_33);
    wp::adj_sub(var_30, var_30, adj_30, adj_30, adj_32);
    // adj: v4 = wp.cosh(wp.clamp((-0.2 + (v0 - v0)), -3.0, 3.0))                             <L 12>
    wp::adj_add(var_15, var_29, adj_15, adj_29, adj_30);
    wp::adj_sin(var_28, adj_28, adj_29);
    wp::adj_radians(var_27, adj_27, adj_28);
    wp::adj_div(var_7, var_26, var_27, adj_7, adj_26, adj_27);
    wp::adj_add(var_24, var_25, adj_24, adj_25, adj_26);
    wp::adj_abs(var_7, adj_7, adj_24);
    // adj: v0 = v0 + wp.sin(wp.radians((v2 / (wp.abs(v2) + 1.0))))                           <L 11>
    wp::adj_cosh(var_21, adj_21, adj_22);
    wp::adj_clamp(var_18, var_19, var_20, adj_18, adj_19, adj_20, adj_21);
    wp::adj_add(var_16, var_17, adj_16, adj_17, adj_18);
    wp::adj_sub(var_15, var_15, adj_15, adj_15, adj_17);
    // adj: v4 = wp.cosh(wp.clamp((-0.2 + (v0 - v0)), -3.0, 3.0))                             <L 12>
    wp::adj_add(var_2, var_14, adj_2, adj_14, adj_15);
    wp::adj_sin(var_13, adj_13, adj_14);
    wp::adj_radians(var_12, adj_12, adj_13);
    wp::adj_div(var_7, var_11, var_12, adj_7, adj_11, adj_12);
    wp::adj_add(var_9, var_10, adj_9, adj_10, adj_11);
    wp::adj_abs(var_7, adj_7, adj_9);
    // adj: v0 = v0 + wp.sin(wp.radians((v2 / (wp.abs(v2) + 1.0))))                           <L 11>
    // adj: for j3 in range(4):                                                               <L 10>
    wp::adj_length(var_5, var_7, adj_5, adj_7);
    // adj: v2 = wp.length(v1)                                                                <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def loop_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), n: int, out0: wp.array(dtype=float)):  <L 5>
    return;
}



struct loop_000001_b5e733e6_cpu_block_payload_forward
{
    wp_args_loop_000001_b5e733e6* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void loop_000001_b5e733e6_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    loop_000001_b5e733e6_cpu_block_payload_forward* payload = (loop_000001_b5e733e6_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    loop_000001_b5e733e6_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void loop_000001_b5e733e6_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_loop_000001_b5e733e6 *_wp_args)
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
        loop_000001_b5e733e6_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &loop_000001_b5e733e6_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct loop_000001_b5e733e6_cpu_block_payload_backward
{
    wp_args_loop_000001_b5e733e6* args;
    wp_args_loop_000001_b5e733e6* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void loop_000001_b5e733e6_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    loop_000001_b5e733e6_cpu_block_payload_backward* payload = (loop_000001_b5e733e6_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    loop_000001_b5e733e6_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void loop_000001_b5e733e6_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_loop_000001_b5e733e6 *_wp_args,
    wp_args_loop_000001_b5e733e6 *_wp_adj_args)
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
        loop_000001_b5e733e6_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &loop_000001_b5e733e6_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

