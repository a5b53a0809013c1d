// Generated for case types-000001 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_types_000001_eea176d3 {
    wp::array_t<wp::float16> x0;
    wp::array_t<wp::float64> x1;
    wp::array_t<wp::int16> out0;
};


template <bool wp_linear_contiguous>
static void types_000001_eea176d3_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_types_000001_eea176d3 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float16> var_x0 = _wp_args->x0;
    wp::array_t<wp::float64> var_x1 = _wp_args->x1;
    wp::array_t<wp::int16> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float16* var_1;
    wp::float16 var_2;
    wp::float16 var_3;
    wp::float64* var_4;
    wp::float64 var_5;
    wp::float64 var_6;
    const wp::int32 var_7 = 3;
    wp::int32 var_8;
    wp::shape_t* var_9;
    const wp::int32 var_10 = 0;
    wp::int32 var_11;
    wp::shape_t var_12;
    wp::int32 var_13;
    wp::float16* var_14;
    const wp::float32 var_15 = -4.0;
    wp::float16 var_16;
    const wp::float32 var_17 = 4.0;
    wp::float16 var_18;
    wp::float16 var_19;
    wp::float16 var_20;
    bool var_21;
    bool var_22;
    bool var_23;
    const wp::float32 var_24 = -1.197;
    const wp::float32 var_25 = -0.83;
    bool var_26;
    bool var_27;
    const wp::float32 var_28 = -2.0;
    wp::float16 var_29;
    const wp::float32 var_30 = 0.206;
    wp::float16 var_31;
    bool var_32;
    bool var_33;
    wp::int64 var_34;
    wp::int64 var_35;
    wp::float64 var_36;
    wp::float64 var_37;
    wp::float64 var_38;
    const wp::float32 var_39 = -1.88;
    bool var_40;
    const wp::float32 var_41 = -1.88;
    const wp::float32 var_42 = 0.0;
    wp::float32 var_43;
    const wp::float32 var_44 = 0.0;
    const wp::float32 var_45 = 200.0;
    wp::float32 var_46;
    wp::uint8 var_47;
    wp::float64 var_48;
    const wp::int32 var_49 = -2;
    wp::int16 var_50;
    const wp::int32 var_51 = 3;
    wp::int16 var_52;
    wp::int16 var_53;
    wp::float16 var_54;
    const wp::float32 var_55 = -4.0;
    wp::float16 var_56;
    const wp::float32 var_57 = 4.0;
    wp::float16 var_58;
    wp::float16 var_59;
    const wp::int32 var_60 = 7;
    wp::uint16 var_61;
    const wp::int32 var_62 = 3;
    wp::uint16 var_63;
    wp::uint16 var_64;
    const wp::int32 var_65 = 6;
    wp::int16 var_66;
    wp::int32 var_67;
    const wp::int32 var_68 = 4;
    wp::int32 var_69;
    wp::int64 var_70;
    wp::int64 var_71;
    wp::int64 var_72;
    wp::int64 var_73;
    wp::int64 var_74;
    wp::int64 var_75;
    wp::int64 var_76;
    wp::int64 var_77;
    wp::int64 var_78;
    wp::int64 var_79;
    const wp::int32 var_80 = 4;
    wp::int16 var_81;
    wp::float32 var_82;
    const wp::float32 var_83 = -100.0;
    const wp::float32 var_84 = 100.0;
    wp::float32 var_85;
    wp::int16 var_86;
    wp::int16 var_87;
    //---------
    // forward
    // def types_000001(x0: wp.array(dtype=wp.float16), x1: wp.array(dtype=wp.float64), out0: wp.array(dtype=wp.int16)):       <L 5>
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
    // v2 = wp.clamp(x0[(tid + 3) % x0.shape[0]], wp.float16(-4.0), wp.float16(4.0))          <L 9>
    var_8 = wp::add(var_0, var_7);
    var_9 = &(var_x0.shape);
    var_12 = wp::load(var_9);
    var_11 = wp::extract(var_12, var_10);
    var_13 = wp::mod(var_8, var_11);
    var_14 = wp::address(var_x0, var_13);
    var_16 = wp::float16(var_15);
    var_18 = wp::float16(var_17);
    var_20 = wp::load(var_14);
    var_19 = wp::clamp(var_20, var_16, var_18);
    // if not (not (v1 <= v1 or -1.197 < -0.83) and wp.float16(-2.0) > wp.float16(0.206)):       <L 10>
    var_23 = (var_5 <= var_5);
    var_22 = var_23;
    if (!var_22) {
        var_26 = (var_24 < var_25);
        var_22 = var_22 || var_26;
    }
    var_27 = wp::unot(var_22);
    var_21 = var_27;
    if (var_21) {
        var_29 = wp::float16(var_28);
        var_31 = wp::float16(var_30);
        var_32 = (var_29 > var_31);
        var_21 = var_21 && var_32;
    }
    var_33 = wp::unot(var_21);
    if (var_33) {
        // v1 += wp.cos(wp.float64((~wp.int64(3))))                                           <L 11>
        var_34 = 3ll;
        var_35 = wp::invert(var_34);
        var_36 = wp::float64(var_35);
        var_37 = wp::cos(var_36);
        var_38 = wp::add(var_5, var_37);
        // v3 = wp.uint8(wp.clamp(wp.where(wp.isfinite(-1.88), -1.88, 0.0), 0.0, 200.0))       <L 12>
        var_40 = wp::isfinite(var_39);
        var_43 = wp::where(var_40, var_41, var_42);
        var_46 = wp::clamp(var_43, var_44, var_45);
        var_47 = wp::uint8(var_46);
    }
    var_48 = wp::where(var_33, var_38, var_5);
    // v4 = wp.clamp(wp.float16(((wp.int16(-2)) - wp.int16(3))), wp.float16(-4.0), wp.float16(4.0))       <L 13>
    var_50 = wp::int16(var_49);
    var_52 = wp::int16(var_51);
    var_53 = wp::sub(var_50, var_52);
    var_54 = wp::float16(var_53);
    var_56 = wp::float16(var_55);
    var_58 = wp::float16(var_57);
    var_59 = wp::clamp(var_54, var_56, var_58);
    // v5 = (wp.uint16(7) + wp.uint16(3))                                                     <L 14>
    var_61 = wp::uint16(var_60);
    var_63 = wp::uint16(var_62);
    var_64 = wp::add(var_61, var_63);
    // v6 = (wp.int32(wp.int16(6)) % 4)                                                       <L 15>
    var_66 = wp::int16(var_65);
    var_67 = wp::int32(var_66);
    var_69 = wp::mod(var_67, var_68);
    // v7 = ((wp.int64(7) | wp.int64(0)) | (wp.abs(((wp.int64(-5)) - (wp.int64(-3)))) % wp.int64(16)))       <L 16>
    var_70 = 7ll;
    var_71 = 0ll;
    var_72 = wp::bit_or(var_70, var_71);
    var_73 = -5ll;
    var_74 = -3ll;
    var_75 = wp::sub(var_73, var_74);
    var_76 = wp::abs(var_75);
    var_77 = 16ll;
    var_78 = wp::mod(var_76, var_77);
    var_79 = wp::bit_or(var_72, var_78);
    // out0[tid] = wp.max(wp.int16(4), wp.int16(wp.clamp(float(v2), -100.0, 100.0)))          <L 17>
    var_81 = wp::int16(var_80);
    var_82 = wp::float(var_19);
    var_85 = wp::clamp(var_82, var_83, var_84);
    var_86 = wp::int16(var_85);
    var_87 = wp::max(var_81, var_86);
    wp::array_store(var_out0, var_0, var_87);
}



template <bool wp_linear_contiguous>
static void types_000001_eea176d3_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_types_000001_eea176d3 *_wp_args,
    wp_args_types_000001_eea176d3 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float16> var_x0 = _wp_args->x0;
    wp::array_t<wp::float64> var_x1 = _wp_args->x1;
    wp::array_t<wp::int16> var_out0 = _wp_args->out0;
    wp::array_t<wp::float16> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float64> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::int16> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float16* var_1;
    wp::float16 var_2;
    wp::float16 var_3;
    wp::float64* var_4;
    wp::float64 var_5;
    wp::float64 var_6;
    const wp::int32 var_7 = 3;
    wp::int32 var_8;
    wp::shape_t* var_9;
    const wp::int32 var_10 = 0;
    wp::int32 var_11;
    wp::shape_t var_12;
    wp::int32 var_13;
    wp::float16* var_14;
    const wp::float32 var_15 = -4.0;
    wp::float16 var_16;
    const wp::float32 var_17 = 4.0;
    wp::float16 var_18;
    wp::float16 var_19;
    wp::float16 var_20;
    bool var_21;
    bool var_22;
    bool var_23;
    const wp::float32 var_24 = -1.197;
    const wp::float32 var_25 = -0.83;
    bool var_26;
    bool var_27;
    const wp::float32 var_28 = -2.0;
    wp::float16 var_29;
    const wp::float32 var_30 = 0.206;
    wp::float16 var_31;
    bool var_32;
    bool var_33;
    wp::int64 var_34;
    wp::int64 var_35;
    wp::float64 var_36;
    wp::float64 var_37;
    wp::float64 var_38;
    const wp::float32 var_39 = -1.88;
    bool var_40;
    const wp::float32 var_41 = -1.88;
    const wp::float32 var_42 = 0.0;
    wp::float32 var_43;
    const wp::float32 var_44 = 0.0;
    const wp::float32 var_45 = 200.0;
    wp::float32 var_46;
    wp::uint8 var_47;
    wp::float64 var_48;
    const wp::int32 var_49 = -2;
    wp::int16 var_50;
    const wp::int32 var_51 = 3;
    wp::int16 var_52;
    wp::int16 var_53;
    wp::float16 var_54;
    const wp::float32 var_55 = -4.0;
    wp::float16 var_56;
    const wp::float32 var_57 = 4.0;
    wp::float16 var_58;
    wp::float16 var_59;
    const wp::int32 var_60 = 7;
    wp::uint16 var_61;
    const wp::int32 var_62 = 3;
    wp::uint16 var_63;
    wp::uint16 var_64;
    const wp::int32 var_65 = 6;
    wp::int16 var_66;
    wp::int32 var_67;
    const wp::int32 var_68 = 4;
    wp::int32 var_69;
    wp::int64 var_70;
    wp::int64 var_71;
    wp::int64 var_72;
    wp::int64 var_73;
    wp::int64 var_74;
    wp::int64 var_75;
    wp::int64 var_76;
    wp::int64 var_77;
    wp::int64 var_78;
    wp::int64 var_79;
    const wp::int32 var_80 = 4;
    wp::int16 var_81;
    wp::float32 var_82;
    const wp::float32 var_83 = -100.0;
    const wp::float32 var_84 = 100.0;
    wp::float32 var_85;
    wp::int16 var_86;
    wp::int16 var_87;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float16 adj_1 = {};
    wp::float16 adj_2 = {};
    wp::float16 adj_3 = {};
    wp::float64 adj_4 = {};
    wp::float64 adj_5 = {};
    wp::float64 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::int32 adj_8 = {};
    wp::shape_t adj_9 = {};
    wp::int32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::shape_t adj_12 = {};
    wp::int32 adj_13 = {};
    wp::float16 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float16 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float16 adj_18 = {};
    wp::float16 adj_19 = {};
    wp::float16 adj_20 = {};
    bool adj_21 = {};
    bool adj_22 = {};
    bool adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    bool adj_26 = {};
    bool adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float16 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float16 adj_31 = {};
    bool adj_32 = {};
    bool adj_33 = {};
    wp::int64 adj_34 = {};
    wp::int64 adj_35 = {};
    wp::float64 adj_36 = {};
    wp::float64 adj_37 = {};
    wp::float64 adj_38 = {};
    wp::float32 adj_39 = {};
    bool adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::uint8 adj_47 = {};
    wp::float64 adj_48 = {};
    wp::int32 adj_49 = {};
    wp::int16 adj_50 = {};
    wp::int32 adj_51 = {};
    wp::int16 adj_52 = {};
    wp::int16 adj_53 = {};
    wp::float16 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float16 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float16 adj_58 = {};
    wp::float16 adj_59 = {};
    wp::int32 adj_60 = {};
    wp::uint16 adj_61 = {};
    wp::int32 adj_62 = {};
    wp::uint16 adj_63 = {};
    wp::uint16 adj_64 = {};
    wp::int32 adj_65 = {};
    wp::int16 adj_66 = {};
    wp::int32 adj_67 = {};
    wp::int32 adj_68 = {};
    wp::int32 adj_69 = {};
    wp::int64 adj_70 = {};
    wp::int64 adj_71 = {};
    wp::int64 adj_72 = {};
    wp::int64 adj_73 = {};
    wp::int64 adj_74 = {};
    wp::int64 adj_75 = {};
    wp::int64 adj_76 = {};
    wp::int64 adj_77 = {};
    wp::int64 adj_78 = {};
    wp::int64 adj_79 = {};
    wp::int32 adj_80 = {};
    wp::int16 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::float32 adj_84 = {};
    wp::float32 adj_85 = {};
    wp::int16 adj_86 = {};
    wp::int16 adj_87 = {};
    //---------
    // forward
    // def types_000001(x0: wp.array(dtype=wp.float16), x1: wp.array(dtype=wp.float64), out0: wp.array(dtype=wp.int16)):       <L 5>
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
    // v2 = wp.clamp(x0[(tid + 3) % x0.shape[0]], wp.float16(-4.0), wp.float16(4.0))          <L 9>
    var_8 = wp::add(var_0, var_7);
    var_9 = &(var_x0.shape);
    var_12 = wp::load(var_9);
    var_11 = wp::extract(var_12, var_10);
    var_13 = wp::mod(var_8, var_11);
    var_14 = wp::address(var_x0, var_13);
    var_16 = wp::float16(var_15);
    var_18 = wp::float16(var_17);
    var_20 = wp::load(var_14);
    var_19 = wp::clamp(var_20, var_16, var_18);
    // if not (not (v1 <= v1 or -1.197 < -0.83) and wp.float16(-2.0) > wp.float16(0.206)):       <L 10>
    var_23 = (var_5 <= var_5);
    var_22 = var_23;
    if (!var_22) {
        var_26 = (var_24 < var_25);
        var_22 = var_22 || var_26;
    }
    var_27 = wp::unot(var_22);
    var_21 = var_27;
    if (var_21) {
        var_29 = wp::float16(var_28);
        var_31 = wp::float16(var_30);
        var_32 = (var_29 > var_31);
        var_21 = var_21 && var_32;
    }
    var_33 = wp::unot(var_21);
    if (var_33) {
        // v1 += wp.cos(wp.float64((~wp.int64(3))))                                           <L 11>
        var_34 = 3ll;
        var_35 = wp::invert(var_34);
        var_36 = wp::float64(var_35);
        var_37 = wp::cos(var_36);
        var_38 = wp::add(var_5, var_37);
        // v3 = wp.uint8(wp.clamp(wp.where(wp.isfinite(-1.88), -1.88, 0.0), 0.0, 200.0))       <L 12>
        var_40 = wp::isfinite(var_39);
        var_43 = wp::where(var_40, var_41, var_42);
        var_46 = wp::clamp(var_43, var_44, var_45);
        var_47 = wp::uint8(var_46);
    }
    var_48 = wp::where(var_33, var_38, var_5);
    // v4 = wp.clamp(wp.float16(((wp.int16(-2)) - wp.int16(3))), wp.float16(-4.0), wp.float16(4.0))       <L 13>
    var_50 = wp::int16(var_49);
    var_52 = wp::int16(var_51);
    var_53 = wp::sub(var_50, var_52);
    var_54 = wp::float16(var_53);
    var_56 = wp::float16(var_55);
    var_58 = wp::float16(var_57);
    var_59 = wp::clamp(var_54, var_56, var_58);
    // v5 = (wp.uint16(7) + wp.uint16(3))                                                     <L 14>
    var_61 = wp::uint16(var_60);
    var_63 = wp::uint16(var_62);
    var_64 = wp::add(var_61, var_63);
    // v6 = (wp.int32(wp.int16(6)) % 4)                                                       <L 15>
    var_66 = wp::int16(var_65);
    var_67 = wp::int32(var_66);
    var_69 = wp::mod(var_67, var_68);
    // v7 = ((wp.int64(7) | wp.int64(0)) | (wp.abs(((wp.int64(-5)) - (wp.int64(-3)))) % wp.int64(16)))       <L 16>
    var_70 = 7ll;
    var_71 = 0ll;
    var_72 = wp::bit_or(var_70, var_71);
    var_73 = -5ll;
    var_74 = -3ll;
    var_75 = wp::sub(var_73, var_74);
    var_76 = wp::abs(var_75);
    var_77 = 16ll;
    var_78 = wp::mod(var_76, var_77);
    var_79 = wp::bit_or(var_72, var_78);
    // out0[tid] = wp.max(wp.int16(4), wp.int16(wp.clamp(float(v2), -100.0, 100.0)))          <L 17>
    var_81 = wp::int16(var_80);
    var_82 = wp::float(var_19);
    var_85 = wp::clamp(var_82, var_83, var_84);
    var_86 = wp::int16(var_85);
    var_87 = wp::max(var_81, var_86);
    // wp::array_store(var_out0, var_0, var_87);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_87, adj_out0, adj_0, adj_87);
    wp::adj_max(var_81, var_86, adj_81, adj_86, adj_87);
    wp::adj_clamp(var_82, var_83, var_84, adj_82, adj_83, adj_84, adj_85);
    wp::adj_float(var_19, adj_19, adj_82);
    // adj: out0[tid] = wp.max(wp.int16(4), wp.int16(wp.clamp(float(v2), -100.0, 100.0)))     <L 17>
    wp::adj_mod(var_76, var_77, adj_76, adj_77, adj_78);
    wp::adj_abs(var_75, adj_75, adj_76);
    wp::adj_sub(var_73, var_74, adj_73, adj_74, adj_75);
    // adj: v7 = ((wp.int64(7) | wp.int64(0)) | (wp.abs(((wp.int64(-5)) - (wp.int64(-3)))) % wp.int64(16)))  <L 16>
    wp::adj_mod(var_67, var_68, adj_67, adj_68, adj_69);
    // adj: v6 = (wp.int32(wp.int16(6)) % 4)                                                  <L 15>
    wp::adj_add(var_61, var_63, adj_61, adj_63, adj_64);
    // adj: v5 = (wp.uint16(7) + wp.uint16(3))                                                <L 14>
    wp::adj_clamp(var_54, var_56, var_58, adj_54, adj_56, adj_58, adj_59);
    wp::adj_float16(var_57, adj_57, adj_58);
    wp::adj_float16(var_55, adj_55, adj_56);
    wp::adj_float16(var_53, adj_53, adj_54);
    wp::adj_sub(var_50, var_52, adj_50, adj_52, adj_53);
    // adj: v4 = wp.clamp(wp.float16(((wp.int16(-2)) - wp.int16(3))), wp.float16(-4.0), wp.float16(4.0))  <L 13>
    wp::adj_where(var_33, var_38, var_5, adj_33, adj_38, adj_5, adj_48);
    if (var_33) {
        wp::adj_clamp(var_43, var_44, var_45, adj_43, adj_44, adj_45, adj_46);
        wp::adj_where(var_40, var_41, var_42, adj_40, adj_41, adj_42, adj_43);
        // adj: v3 = wp.uint8(wp.clamp(wp.where(wp.isfinite(-1.88), -1.88, 0.0), 0.0, 200.0))  <L 12>
        wp::adj_add(var_5, var_37, adj_5, adj_37, adj_38);
        wp::adj_cos(var_36, adj_36, adj_37);
        wp::adj_float64(var_35, adj_35, adj_36);
        // adj: v1 += wp.cos(wp.float64((~wp.int64(3))))                                      <L 11>
    }
    if (var_21) {
        wp::adj_float16(var_30, adj_30, adj_31);
        wp::adj_float16(var_28, adj_28, adj_29);
    }
    if (!var_22) {
    }
    // adj: if not (not (v1 <= v1 or -1.197 < -0.83) and wp.float16(-2.0) > wp.float16(0.206)):  <L 10>
    wp::adj_clamp(var_20, var_16, var_18, adj_14, adj_16, adj_18, adj_19);
    wp::adj_float16(var_17, adj_17, adj_18);
    wp::adj_float16(var_15, adj_15, adj_16);
    wp::adj_address(var_x0, var_13, adj_x0, adj_13, adj_14);
    wp::adj_mod(var_8, var_11, adj_8, adj_11, adj_13);
    adj_x0.shape = adj_9;
    wp::adj_add(var_0, var_7, adj_0, adj_7, adj_8);
    // adj: v2 = wp.clamp(x0[(tid + 3) % x0.shape[0]], wp.float16(-4.0), wp.float16(4.0))     <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def types_000001(x0: wp.array(dtype=wp.float16), x1: wp.array(dtype=wp.float64), out0: wp.array(dtype=wp.int16)):  <L 5>
    return;
}



struct types_000001_eea176d3_cpu_block_payload_forward
{
    wp_args_types_000001_eea176d3* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void types_000001_eea176d3_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    types_000001_eea176d3_cpu_block_payload_forward* payload = (types_000001_eea176d3_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    types_000001_eea176d3_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void types_000001_eea176d3_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_types_000001_eea176d3 *_wp_args)
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
        types_000001_eea176d3_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &types_000001_eea176d3_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct types_000001_eea176d3_cpu_block_payload_backward
{
    wp_args_types_000001_eea176d3* args;
    wp_args_types_000001_eea176d3* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void types_000001_eea176d3_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    types_000001_eea176d3_cpu_block_payload_backward* payload = (types_000001_eea176d3_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    types_000001_eea176d3_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void types_000001_eea176d3_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_types_000001_eea176d3 *_wp_args,
    wp_args_types_000001_eea176d3 *_wp_adj_args)
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
        types_000001_eea176d3_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &types_000001_eea176d3_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

