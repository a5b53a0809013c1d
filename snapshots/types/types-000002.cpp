// Generated for case types-000002 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_types_000002_9ca3a814 {
    wp::array_t<wp::float64> x0;
    wp::array_t<wp::uint8> x1;
    wp::array_t<wp::int8> out0;
    wp::array_t<wp::float32> out1;
};


template <bool wp_linear_contiguous>
static void types_000002_9ca3a814_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_types_000002_9ca3a814 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float64> var_x0 = _wp_args->x0;
    wp::array_t<wp::uint8> var_x1 = _wp_args->x1;
    wp::array_t<wp::int8> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float64* var_1;
    wp::float64 var_2;
    wp::float64 var_3;
    wp::uint8* var_4;
    wp::uint8 var_5;
    wp::uint8 var_6;
    const wp::int32 var_7 = 5;
    wp::uint32 var_8;
    const wp::int32 var_9 = 6;
    wp::uint32 var_10;
    wp::uint32 var_11;
    const wp::int32 var_12 = 1;
    wp::uint32 var_13;
    const wp::int32 var_14 = 2;
    wp::uint32 var_15;
    wp::uint32 var_16;
    wp::uint32 var_17;
    const wp::int32 var_18 = -4;
    wp::int16 var_19;
    wp::int16 var_20;
    const wp::int32 var_21 = -3;
    wp::int16 var_22;
    wp::int16 var_23;
    const wp::float32 var_24 = -1.78;
    wp::float16 var_25;
    wp::float64 var_26;
    const wp::int32 var_27 = 3;
    wp::int32 var_28;
    wp::shape_t* var_29;
    const wp::int32 var_30 = 0;
    wp::int32 var_31;
    wp::shape_t var_32;
    wp::int32 var_33;
    wp::float64* var_34;
    wp::float64 var_35;
    wp::float64 var_36;
    wp::float64 var_37;
    wp::float64 var_38;
    wp::float64 var_39;
    const wp::int32 var_40 = 3;
    wp::uint8 var_41;
    wp::uint8 var_42;
    const wp::int32 var_43 = 61;
    wp::uint8 var_44;
    wp::uint8 var_45;
    const wp::int32 var_46 = 99;
    wp::uint8 var_47;
    wp::uint8 var_48;
    wp::uint8 var_49;
    const wp::int32 var_50 = 7;
    wp::uint8 var_51;
    wp::uint8 var_52;
    const wp::int32 var_53 = 99;
    wp::uint8 var_54;
    wp::uint8 var_55;
    const wp::int32 var_56 = 1;
    wp::uint8 var_57;
    wp::uint8 var_58;
    const wp::int32 var_59 = 13;
    wp::uint8 var_60;
    wp::uint8 var_61;
    wp::vec_t<4, wp::uint8> var_62;
    const wp::int32 var_63 = 0;
    const wp::int32 var_64 = 6;
    wp::uint8 var_65;
    wp::int16 var_66;
    wp::int16 var_67;
    const wp::int32 var_68 = 2;
    wp::int8 var_69;
    const wp::int32 var_70 = -1;
    wp::int8 var_71;
    wp::int8 var_72;
    wp::int8 var_73;
    const wp::int32 var_74 = 16;
    wp::int8 var_75;
    wp::int8 var_76;
    const wp::int32 var_77 = 4;
    wp::int8 var_78;
    wp::int8 var_79;
    wp::float32 var_80;
    const wp::float32 var_81 = -100.0;
    const wp::float32 var_82 = 100.0;
    wp::float32 var_83;
    wp::int8 var_84;
    wp::int8 var_85;
    const wp::float32 var_86 = -0.635;
    const wp::float32 var_87 = -1.334;
    wp::float32 var_88;
    wp::float32 var_89;
    wp::float32 var_90;
    wp::float32 var_91;
    //---------
    // forward
    // def types_000002(x0: wp.array(dtype=wp.float64), x1: wp.array(dtype=wp.uint8), out0: wp.array(dtype=wp.int8), out1: wp.array(dtype=float)):       <L 5>
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
    // v2 = (min(wp.uint32(5), wp.uint32(6)) & (wp.uint32(1) + wp.uint32(2)))                 <L 9>
    var_8 = wp::uint32(var_7);
    var_10 = wp::uint32(var_9);
    var_11 = wp::min(var_8, var_10);
    var_13 = wp::uint32(var_12);
    var_15 = wp::uint32(var_14);
    var_16 = wp::add(var_13, var_15);
    var_17 = wp::bit_and(var_11, var_16);
    // v3 = ((-(wp.int16(-4))) - (wp.int16(-3)))                                              <L 10>
    var_19 = wp::int16(var_18);
    var_20 = wp::neg(var_19);
    var_22 = wp::int16(var_21);
    var_23 = wp::sub(var_20, var_22);
    // v4 = (wp.float64(wp.float16(-1.78)) / (wp.abs(x0[(tid + 3) % x0.shape[0]]) + wp.float64(1.0)))       <L 11>
    var_25 = wp::float16(var_24);
    var_26 = wp::float64(var_25);
    var_28 = wp::add(var_0, var_27);
    var_29 = &(var_x0.shape);
    var_32 = wp::load(var_29);
    var_31 = wp::extract(var_32, var_30);
    var_33 = wp::mod(var_28, var_31);
    var_34 = wp::address(var_x0, var_33);
    var_36 = wp::load(var_34);
    var_35 = wp::abs(var_36);
    var_37 = 1.0;
    var_38 = wp::add(var_35, var_37);
    var_39 = wp::div(var_26, var_38);
    // v5 = wp.vec4ub((v1 >> wp.uint8(3)), (((v1 % wp.uint8(61)) + (v1 % wp.uint8(99))) % wp.uint8(7)), (v1 % wp.uint8(99)), ((v1 >> wp.uint8(1)) % wp.uint8(13)))       <L 12>
    var_41 = wp::uint8(var_40);
    var_42 = wp::rshift(var_5, var_41);
    var_44 = wp::uint8(var_43);
    var_45 = wp::mod(var_5, var_44);
    var_47 = wp::uint8(var_46);
    var_48 = wp::mod(var_5, var_47);
    var_49 = wp::add(var_45, var_48);
    var_51 = wp::uint8(var_50);
    var_52 = wp::mod(var_49, var_51);
    var_54 = wp::uint8(var_53);
    var_55 = wp::mod(var_5, var_54);
    var_57 = wp::uint8(var_56);
    var_58 = wp::rshift(var_5, var_57);
    var_60 = wp::uint8(var_59);
    var_61 = wp::mod(var_58, var_60);
    var_62 = wp::vec_t<4, wp::uint8>(var_42, var_52, var_55, var_61);
    // v5[0] ^= wp.uint8(6)                                                                   <L 13>
    var_65 = wp::uint8(var_64);
    wp::bit_xor_inplace(var_62, var_63, var_65);
    // v6 = (wp.abs(v3) & v3)                                                                 <L 14>
    var_66 = wp::abs(var_23);
    var_67 = wp::bit_and(var_66, var_23);
    // out0[tid] = wp.min(((wp.abs((wp.int8(2) * (wp.int8(-1)))) % wp.int8(16)) >> wp.int8(4)), wp.int8(wp.clamp(float(v4), -100.0, 100.0)))       <L 15>
    var_69 = wp::int8(var_68);
    var_71 = wp::int8(var_70);
    var_72 = wp::mul(var_69, var_71);
    var_73 = wp::abs(var_72);
    var_75 = wp::int8(var_74);
    var_76 = wp::mod(var_73, var_75);
    var_78 = wp::int8(var_77);
    var_79 = wp::rshift(var_76, var_78);
    var_80 = wp::float(var_39);
    var_83 = wp::clamp(var_80, var_81, var_82);
    var_84 = wp::int8(var_83);
    var_85 = wp::min(var_79, var_84);
    wp::array_store(var_out0, var_0, var_85);
    // out1[tid] = (-0.635 * -1.334) + wp.sin(float(v0))                                      <L 16>
    var_88 = wp::mul(var_86, var_87);
    var_89 = wp::float(var_2);
    var_90 = wp::sin(var_89);
    var_91 = wp::add(var_88, var_90);
    wp::array_store(var_out1, var_0, var_91);
}



template <bool wp_linear_contiguous>
static void types_000002_9ca3a814_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_types_000002_9ca3a814 *_wp_args,
    wp_args_types_000002_9ca3a814 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float64> var_x0 = _wp_args->x0;
    wp::array_t<wp::uint8> var_x1 = _wp_args->x1;
    wp::array_t<wp::int8> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::array_t<wp::float64> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::uint8> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::int8> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::float32> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float64* var_1;
    wp::float64 var_2;
    wp::float64 var_3;
    wp::uint8* var_4;
    wp::uint8 var_5;
    wp::uint8 var_6;
    const wp::int32 var_7 = 5;
    wp::uint32 var_8;
    const wp::int32 var_9 = 6;
    wp::uint32 var_10;
    wp::uint32 var_11;
    const wp::int32 var_12 = 1;
    wp::uint32 var_13;
    const wp::int32 var_14 = 2;
    wp::uint32 var_15;
    wp::uint32 var_16;
    wp::uint32 var_17;
    const wp::int32 var_18 = -4;
    wp::int16 var_19;
    wp::int16 var_20;
    const wp::int32 var_21 = -3;
    wp::int16 var_22;
    wp::int16 var_23;
    const wp::float32 var_24 = -1.78;
    wp::float16 var_25;
    wp::float64 var_26;
    const wp::int32 var_27 = 3;
    wp::int32 var_28;
    wp::shape_t* var_29;
    const wp::int32 var_30 = 0;
    wp::int32 var_31;
    wp::shape_t var_32;
    wp::int32 var_33;
    wp::float64* var_34;
    wp::float64 var_35;
    wp::float64 var_36;
    wp::float64 var_37;
    wp::float64 var_38;
    wp::float64 var_39;
    const wp::int32 var_40 = 3;
    wp::uint8 var_41;
    wp::uint8 var_42;
    const wp::int32 var_43 = 61;
    wp::uint8 var_44;
    wp::uint8 var_45;
    const wp::int32 var_46 = 99;
    wp::uint8 var_47;
    wp::uint8 var_48;
    wp::uint8 var_49;
    const wp::int32 var_50 = 7;
    wp::uint8 var_51;
    wp::uint8 var_52;
    const wp::int32 var_53 = 99;
    wp::uint8 var_54;
    wp::uint8 var_55;
    const wp::int32 var_56 = 1;
    wp::uint8 var_57;
    wp::uint8 var_58;
    const wp::int32 var_59 = 13;
    wp::uint8 var_60;
    wp::uint8 var_61;
    wp::vec_t<4, wp::uint8> var_62;
    const wp::int32 var_63 = 0;
    const wp::int32 var_64 = 6;
    wp::uint8 var_65;
    wp::int16 var_66;
    wp::int16 var_67;
    const wp::int32 var_68 = 2;
    wp::int8 var_69;
    const wp::int32 var_70 = -1;
    wp::int8 var_71;
    wp::int8 var_72;
    wp::int8 var_73;
    const wp::int32 var_74 = 16;
    wp::int8 var_75;
    wp::int8 var_76;
    const wp::int32 var_77 = 4;
    wp::int8 var_78;
    wp::int8 var_79;
    wp::float32 var_80;
    const wp::float32 var_81 = -100.0;
    const wp::float32 var_82 = 100.0;
    wp::float32 var_83;
    wp::int8 var_84;
    wp::int8 var_85;
    const wp::float32 var_86 = -0.635;
    const wp::float32 var_87 = -1.334;
    wp::float32 var_88;
    wp::float32 var_89;
    wp::float32 var_90;
    wp::float32 var_91;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float64 adj_1 = {};
    wp::float64 adj_2 = {};
    wp::float64 adj_3 = {};
    wp::uint8 adj_4 = {};
    wp::uint8 adj_5 = {};
    wp::uint8 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::uint32 adj_8 = {};
    wp::int32 adj_9 = {};
    wp::uint32 adj_10 = {};
    wp::uint32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::uint32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::uint32 adj_15 = {};
    wp::uint32 adj_16 = {};
    wp::uint32 adj_17 = {};
    wp::int32 adj_18 = {};
    wp::int16 adj_19 = {};
    wp::int16 adj_20 = {};
    wp::int32 adj_21 = {};
    wp::int16 adj_22 = {};
    wp::int16 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float16 adj_25 = {};
    wp::float64 adj_26 = {};
    wp::int32 adj_27 = {};
    wp::int32 adj_28 = {};
    wp::shape_t adj_29 = {};
    wp::int32 adj_30 = {};
    wp::int32 adj_31 = {};
    wp::shape_t adj_32 = {};
    wp::int32 adj_33 = {};
    wp::float64 adj_34 = {};
    wp::float64 adj_35 = {};
    wp::float64 adj_36 = {};
    wp::float64 adj_37 = {};
    wp::float64 adj_38 = {};
    wp::float64 adj_39 = {};
    wp::int32 adj_40 = {};
    wp::uint8 adj_41 = {};
    wp::uint8 adj_42 = {};
    wp::int32 adj_43 = {};
    wp::uint8 adj_44 = {};
    wp::uint8 adj_45 = {};
    wp::int32 adj_46 = {};
    wp::uint8 adj_47 = {};
    wp::uint8 adj_48 = {};
    wp::uint8 adj_49 = {};
    wp::int32 adj_50 = {};
    wp::uint8 adj_51 = {};
    wp::uint8 adj_52 = {};
    wp::int32 adj_53 = {};
    wp::uint8 adj_54 = {};
    wp::uint8 adj_55 = {};
    wp::int32 adj_56 = {};
    wp::uint8 adj_57 = {};
    wp::uint8 adj_58 = {};
    wp::int32 adj_59 = {};
    wp::uint8 adj_60 = {};
    wp::uint8 adj_61 = {};
    wp::vec_t<4, wp::uint8> adj_62 = {};
    wp::int32 adj_63 = {};
    wp::int32 adj_64 = {};
    wp::uint8 adj_65 = {};
    wp::int16 adj_66 = {};
    wp::int16 adj_67 = {};
    wp::int32 adj_68 = {};
    wp::int8 adj_69 = {};
    wp::int32 adj_70 = {};
    wp::int8 adj_71 = {};
    wp::int8 adj_72 = {};
    wp::int8 adj_73 = {};
    wp::int32 adj_74 = {};
    wp::int8 adj_75 = {};
    wp::int8 adj_76 = {};
    wp::int32 adj_77 = {};
    wp::int8 adj_78 = {};
    wp::int8 adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::int8 adj_84 = {};
    wp::int8 adj_85 = {};
    wp::float32 adj_86 = {};
    wp::float32 adj_87 = {};
    wp::float32 adj_88 = {};
    wp::float32 adj_89 = {};
    wp::float32 adj_90 = {};
    wp::float32 adj_91 = {};
    //---------
    // forward
    // def types_000002(x0: wp.array(dtype=wp.float64), x1: wp.array(dtype=wp.uint8), out0: wp.array(dtype=wp.int8), out1: wp.array(dtype=float)):       <L 5>
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
    // v2 = (min(wp.uint32(5), wp.uint32(6)) & (wp.uint32(1) + wp.uint32(2)))                 <L 9>
    var_8 = wp::uint32(var_7);
    var_10 = wp::uint32(var_9);
    var_11 = wp::min(var_8, var_10);
    var_13 = wp::uint32(var_12);
    var_15 = wp::uint32(var_14);
    var_16 = wp::add(var_13, var_15);
    var_17 = wp::bit_and(var_11, var_16);
    // v3 = ((-(wp.int16(-4))) - (wp.int16(-3)))                                              <L 10>
    var_19 = wp::int16(var_18);
    var_20 = wp::neg(var_19);
    var_22 = wp::int16(var_21);
    var_23 = wp::sub(var_20, var_22);
    // v4 = (wp.float64(wp.float16(-1.78)) / (wp.abs(x0[(tid + 3) % x0.shape[0]]) + wp.float64(1.0)))       <L 11>
    var_25 = wp::float16(var_24);
    var_26 = wp::float64(var_25);
    var_28 = wp::add(var_0, var_27);
    var_29 = &(var_x0.shape);
    var_32 = wp::load(var_29);
    var_31 = wp::extract(var_32, var_30);
    var_33 = wp::mod(var_28, var_31);
    var_34 = wp::address(var_x0, var_33);
    var_36 = wp::load(var_34);
    var_35 = wp::abs(var_36);
    var_37 = 1.0;
    var_38 = wp::add(var_35, var_37);
    var_39 = wp::div(var_26, var_38);
    // v5 = wp.vec4ub((v1 >> wp.uint8(3)), (((v1 % wp.uint8(61)) + (v1 % wp.uint8(99))) % wp.uint8(7)), (v1 % wp.uint8(99)), ((v1 >> wp.uint8(1)) % wp.uint8(13)))       <L 12>
    var_41 = wp::uint8(var_40);
    var_42 = wp::rshift(var_5, var_41);
    var_44 = wp::uint8(var_43);
    var_45 = wp::mod(var_5, var_44);
    var_47 = wp::uint8(var_46);
    var_48 = wp::mod(var_5, var_47);
    var_49 = wp::add(var_45, var_48);
    var_51 = wp::uint8(var_50);
    var_52 = wp::mod(var_49, var_51);
    var_54 = wp::uint8(var_53);
    var_55 = wp::mod(var_5, var_54);
    var_57 = wp::uint8(var_56);
    var_58 = wp::rshift(var_5, var_57);
    var_60 = wp::uint8(var_59);
    var_61 = wp::mod(var_58, var_60);
    var_62 = wp::vec_t<4, wp::uint8>(var_42, var_52, var_55, var_61);
    // v5[0] ^= wp.uint8(6)                                                                   <L 13>
    var_65 = wp::uint8(var_64);
    wp::bit_xor_inplace(var_62, var_63, var_65);
    // v6 = (wp.abs(v3) & v3)                                                                 <L 14>
    var_66 = wp::abs(var_23);
    var_67 = wp::bit_and(var_66, var_23);
    // out0[tid] = wp.min(((wp.abs((wp.int8(2) * (wp.int8(-1)))) % wp.int8(16)) >> wp.int8(4)), wp.int8(wp.clamp(float(v4), -100.0, 100.0)))       <L 15>
    var_69 = wp::int8(var_68);
    var_71 = wp::int8(var_70);
    var_72 = wp::mul(var_69, var_71);
    var_73 = wp::abs(var_72);
    var_75 = wp::int8(var_74);
    var_76 = wp::mod(var_73, var_75);
    var_78 = wp::int8(var_77);
    var_79 = wp::rshift(var_76, var_78);
    var_80 = wp::float(var_39);
    var_83 = wp::clamp(var_80, var_81, var_82);
    var_84 = wp::int8(var_83);
    var_85 = wp::min(var_79, var_84);
    // wp::array_store(var_out0, var_0, var_85);
    // out1[tid] = (-0.635 * -1.334) + wp.sin(float(v0))                                      <L 16>
    var_88 = wp::mul(var_86, var_87);
    var_89 = wp::float(var_2);
    var_90 = wp::sin(var_89);
    var_91 = wp::add(var_88, var_90);
    // wp::array_store(var_out1, var_0, var_91);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_91, adj_out1, adj_0, adj_91);
    wp::adj_add(var_88, var_90, adj_88, adj_90, adj_91);
    wp::adj_sin(var_89, adj_89, adj_90);
    wp::adj_float(var_2, adj_2, adj_89);
    wp::adj_mul(var_86, var_87, adj_86, adj_87, adj_88);
    // adj: out1[tid] = (-0.635 * -1.334) + wp.sin(float(v0))                                 <L 16>
    wp::adj_array_store(var_out0, var_0, var_85, adj_out0, adj_0, adj_85);
    wp::adj_min(var_79, var_84, adj_79, adj_84, adj_85);
    wp::adj_clamp(var_80, var_81, var_82, adj_80, adj_81, adj_82, adj_83);
    wp::adj_float(var_39, adj_39, adj_80);
    wp::adj_mod(var_73, var_75, adj_73, adj_75, adj_76);
    wp::adj_abs(var_72, adj_72, adj_73);
    wp::adj_mul(var_69, var_71, adj_69, adj_71, adj_72);
    // adj: out0[tid] = wp.min(((wp.abs((wp.int8(2) * (wp.int8(-1)))) % wp.int8(16)) >> wp.int8(4)), wp.int8(wp.clamp(float(v4), -100.0, 100.0)))  <L 15>
    wp::adj_abs(var_23, adj_23, adj_66);
    // adj: v6 = (wp.abs(v3) & v3)                                                            <L 14>
    // adj: v5[0] ^= wp.uint8(6)                                                              <L 13>
    wp::adj_vec_t(var_42, var_52, var_55, var_61, adj_42, adj_52, adj_55, adj_61, adj_62);
    wp::adj_mod(var_58, var_60, adj_58, adj_60, adj_61);
    wp::adj_mod(var_5, var_54, adj_5, adj_54, adj_55);
    wp::adj_mod(var_49, var_51, adj_49, adj_51, adj_52);
    wp::adj_add(var_45, var_48, adj_45, adj_48, adj_49);
    wp::adj_mod(var_5, var_47, adj_5, adj_47, adj_48);
    wp::adj_mod(var_5, var_44, adj_5, adj_44, adj_45);
    // adj: v5 = wp.vec4ub((v1 >> wp.uint8(3)), (((v1 % wp.uint8(61)) + (v1 % wp.uint8(99))) % wp.uint8(7)), (v1 % wp.uint8(99)), ((v1 >> wp.uint8(1)) % wp.uint8(13)))  <L 12>
    wp::adj_div(var_26, var_38, var_39, adj_26, adj_38, adj_39);
    wp::adj_add(var_35, var_37, adj_35, adj_37, adj_38);
    wp::adj_abs(var_36, adj_34, adj_35);
    wp::adj_address(var_x0, var_33, adj_x0, adj_33, adj_34);
    wp::adj_mod(var_28, var_31, adj_28, adj_31, adj_33);
    adj_x0.shape = adj_29;
    wp::adj_add(var_0, var_27, adj_0, adj_27, adj_28);
    wp::adj_float64(var_25, adj_25, adj_26);
    wp::adj_float16(var_24, adj_24, adj_25);
    // adj: v4 = (wp.float64(wp.float16(-1.78)) / (wp.abs(x0[(tid + 3) % x0.shape[0]]) + wp.float64(1.0)))  <L 11>
    wp::adj_sub(var_20, var_22, adj_20, adj_22, adj_23);
    wp::adj_neg(var_19, adj_19, adj_20);
    // adj: v3 = ((-(wp.int16(-4))) - (wp.int16(-3)))                                         <L 10>
    wp::adj_add(var_13, var_15, adj_13, adj_15, adj_16);
    wp::adj_min(var_8, var_10, adj_8, adj_10, adj_11);
    // adj: v2 = (min(wp.uint32(5), wp.uint32(6)) & (wp.uint32(1) + wp.uint32(2)))            <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def types_000002(x0: wp.array(dtype=wp.float64), x1: wp.array(dtype=wp.uint8), out0: wp.array(dtype=wp.int8), out1: wp.array(dtype=float)):  <L 5>
    return;
}



struct types_000002_9ca3a814_cpu_block_payload_forward
{
    wp_args_types_000002_9ca3a814* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void types_000002_9ca3a814_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    types_000002_9ca3a814_cpu_block_payload_forward* payload = (types_000002_9ca3a814_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    types_000002_9ca3a814_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void types_000002_9ca3a814_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_types_000002_9ca3a814 *_wp_args)
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
        types_000002_9ca3a814_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &types_000002_9ca3a814_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct types_000002_9ca3a814_cpu_block_payload_backward
{
    wp_args_types_000002_9ca3a814* args;
    wp_args_types_000002_9ca3a814* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void types_000002_9ca3a814_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    types_000002_9ca3a814_cpu_block_payload_backward* payload = (types_000002_9ca3a814_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    types_000002_9ca3a814_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void types_000002_9ca3a814_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_types_000002_9ca3a814 *_wp_args,
    wp_args_types_000002_9ca3a814 *_wp_adj_args)
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
        types_000002_9ca3a814_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &types_000002_9ca3a814_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

