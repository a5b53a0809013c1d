// Generated for case control-000001 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_control_000001_87678520 {
    wp::array_t<wp::float32> x0;
    wp::int32 n;
    wp::array_t<wp::float32> out0;
};


template <bool wp_linear_contiguous>
static void control_000001_87678520_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_control_000001_87678520 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = -1.45;
    const wp::float32 var_5 = -0.8;
    const wp::float32 var_6 = 0.8;
    wp::float32 var_7;
    wp::float32 var_8;
    const wp::int32 var_9 = 0;
    const wp::int32 var_10 = 2;
    wp::int32 var_11;
    wp::shape_t* var_12;
    const wp::int32 var_13 = 0;
    wp::int32 var_14;
    wp::shape_t var_15;
    wp::int32 var_16;
    wp::float32* var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::int32 var_22 = 0;
    wp::int32 var_23;
    bool var_24;
    const wp::int32 var_25 = 3;
    bool var_26;
    bool var_27;
    bool var_28;
    bool var_29;
    const wp::int32 var_30 = 1;
    wp::int32 var_31;
    const wp::float32 var_32 = 0.5;
    wp::float32 var_33;
    const wp::float32 var_34 = 1.67;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::range_t var_39;
    wp::range_t var_40;
    wp::int32 var_41;
    const wp::float32 var_42 = 0.5;
    wp::float32 var_43;
    const wp::float32 var_44 = -0.175;
    wp::float32 var_45;
    wp::float32 var_46;
    bool var_47;
    bool var_48;
    bool var_49;
    wp::float32 var_50;
    bool var_51;
    wp::float32 var_52;
    const wp::int32 var_53 = 1;
    const wp::int32 var_54 = 2;
    wp::int32 var_55;
    wp::shape_t* var_56;
    const wp::int32 var_57 = 0;
    wp::int32 var_58;
    wp::shape_t var_59;
    wp::int32 var_60;
    wp::float32* var_61;
    wp::float32 var_62;
    wp::float32 var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    const wp::int32 var_66 = 0;
    wp::int32 var_67;
    bool var_68;
    const wp::int32 var_69 = 3;
    bool var_70;
    bool var_71;
    bool var_72;
    bool var_73;
    const wp::int32 var_74 = 1;
    wp::int32 var_75;
    const wp::float32 var_76 = 0.5;
    wp::float32 var_77;
    const wp::float32 var_78 = 1.67;
    wp::float32 var_79;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    wp::range_t var_83;
    wp::range_t var_84;
    wp::int32 var_85;
    const wp::float32 var_86 = 0.5;
    wp::float32 var_87;
    const wp::float32 var_88 = -0.175;
    wp::float32 var_89;
    wp::float32 var_90;
    bool var_91;
    bool var_92;
    bool var_93;
    wp::float32 var_94;
    bool var_95;
    wp::float32 var_96;
    const wp::int32 var_97 = 0;
    wp::int32 var_98;
    bool var_99;
    const wp::int32 var_100 = 5;
    bool var_101;
    bool var_102;
    const wp::int32 var_103 = 1;
    wp::int32 var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    wp::float32 var_107;
    bool var_108;
    wp::float32 var_109;
    const wp::float32 var_110 = 0.6;
    const wp::float32 var_111 = 1.81;
    wp::float32 var_112;
    wp::float32 var_113;
    const wp::int32 var_114 = 0;
    const wp::float32 var_115 = 1.8;
    const wp::float32 var_116 = -1.82;
    const wp::float32 var_117 = 0.45;
    wp::float32 var_118;
    const wp::float32 var_119 = 1.817;
    const wp::float32 var_120 = 1.9;
    const wp::float32 var_121 = -1.8;
    wp::vec_t<3, wp::float32> var_122;
    wp::float32 var_123;
    wp::float32 var_124;
    wp::float32 var_125;
    wp::float32 var_126;
    const wp::int32 var_127 = 1;
    const wp::float32 var_128 = 1.8;
    const wp::float32 var_129 = -1.82;
    const wp::float32 var_130 = 0.45;
    wp::float32 var_131;
    const wp::float32 var_132 = 1.817;
    const wp::float32 var_133 = 1.9;
    const wp::float32 var_134 = -1.8;
    wp::vec_t<3, wp::float32> var_135;
    wp::float32 var_136;
    wp::float32 var_137;
    wp::float32 var_138;
    wp::float32 var_139;
    const wp::int32 var_140 = 2;
    const wp::float32 var_141 = 1.8;
    const wp::float32 var_142 = -1.82;
    const wp::float32 var_143 = 0.45;
    wp::float32 var_144;
    const wp::float32 var_145 = 1.817;
    const wp::float32 var_146 = 1.9;
    const wp::float32 var_147 = -1.8;
    wp::vec_t<3, wp::float32> var_148;
    wp::float32 var_149;
    wp::float32 var_150;
    wp::float32 var_151;
    wp::float32 var_152;
    const wp::int32 var_153 = 3;
    const wp::float32 var_154 = 1.8;
    const wp::float32 var_155 = -1.82;
    const wp::float32 var_156 = 0.45;
    wp::float32 var_157;
    const wp::float32 var_158 = 1.817;
    const wp::float32 var_159 = 1.9;
    const wp::float32 var_160 = -1.8;
    wp::vec_t<3, wp::float32> var_161;
    wp::float32 var_162;
    wp::float32 var_163;
    wp::float32 var_164;
    wp::float32 var_165;
    const wp::float32 var_166 = -1.0;
    const wp::float32 var_167 = 1.0;
    wp::float32 var_168;
    wp::float32 var_169;
    wp::float32 var_170;
    wp::float32 var_171;
    const wp::float32 var_172 = 1.41;
    wp::float32 var_173;
    wp::float32 var_174;
    //---------
    // forward
    // def control_000001(x0: wp.array(dtype=float), n: int, out0: wp.array(dtype=float)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = wp.erfinv(wp.clamp(-1.45, -0.8, 0.8))                                             <L 8>
    var_7 = wp::clamp(var_4, var_5, var_6);
    var_8 = wp::erfinv(var_7);
    // for j2 in range(2):                                                                    <L 9>
    // v1 = v1 + wp.cos(x0[(tid + 2) % x0.shape[0]])                                          <L 10>
    var_11 = wp::add(var_0, var_10);
    var_12 = &(var_x0.shape);
    var_15 = wp::load(var_12);
    var_14 = wp::extract(var_15, var_13);
    var_16 = wp::mod(var_11, var_14);
    var_17 = wp::address(var_x0, var_16);
    var_19 = wp::load(var_17);
    var_18 = wp::cos(var_19);
    var_20 = wp::add(var_8, var_18);
    // v3 = v0                                                                                <L 11>
    var_21 = wp::copy(var_2);
    // w4 = int(0)                                                                            <L 12>
    var_23 = wp::int(var_22);
    // while w4 < 3 and ((v3 < v0) or (v1 > v3)):                                             <L 13>
    start_while_0:;
    var_26 = (var_23 < var_25);
    var_24 = var_26;
    if (var_24) {
        var_28 = (var_21 < var_2);
        var_27 = var_28;
        if (!var_27) {
            var_29 = (var_20 > var_21);
            var_27 = var_27 || var_29;
        }
        var_24 = var_24 && var_27;
    }
    if ((var_24) == false) goto end_while_0;
        // w4 = w4 + 1                                                                        <L 14>
        var_31 = wp::add(var_23, var_30);
        // v0 = v0 * 0.5 + wp.tanh((wp.sin(1.67) + v3))                                       <L 15>
        var_33 = wp::mul(var_2, var_32);
        var_35 = wp::sin(var_34);
        var_36 = wp::add(var_35, var_21);
        var_37 = wp::tanh(var_36);
        var_38 = wp::add(var_33, var_37);
        // for j5 in reversed(range(n)):                                                      <L 16>
        var_39 = wp::range(var_n);
        var_40 = wp::iter_reverse(var_39);
        start_for_2:;
            if (iter_cmp(var_40) == 0) goto end_for_2;
            var_41 = wp::iter_next(var_40);
            // v3 = v3 * 0.5 + wp.tanh(-0.175)                                                <L 17>
            var_43 = wp::mul(var_21, var_42);
            var_45 = wp::tanh(var_44);
            var_46 = wp::add(var_43, var_45);
            // if (v3 < v1) and (v0 > v3):                                                    <L 18>
            var_48 = (var_46 < var_20);
            var_47 = var_48;
            if (var_47) {
                var_49 = (var_38 > var_46);
                var_47 = var_47 && var_49;
            }
            if (var_47) {
                // continue                                                                   <L 19>
                wp::assign(var_21, var_46);
                goto start_for_2;
            }
            var_50 = wp::where(var_47, var_21, var_46);
            // if v3 <= v0:                                                                   <L 20>
            var_51 = (var_50 <= var_38);
            if (var_51) {
                // continue                                                                   <L 21>
                wp::assign(var_21, var_50);
                goto start_for_2;
            }
            var_52 = wp::where(var_51, var_21, var_50);
            wp::assign(var_21, var_52);
            goto start_for_2;
        end_for_2:;
        wp::assign(var_2, var_38);
        wp::assign(var_23, var_31);
    goto start_while_0;
    end_while_0:;
    // v1 = v1 + wp.cos(x0[(tid + 2) % x0.shape[0]])                                          <L 10>
    var_55 = wp::add(var_0, var_54);
    var_56 = &(var_x0.shape);
    var_59 = wp::load(var_56);
    var_58 = wp::extract(var_59, var_57);
    var_60 = wp::mod(var_55, var_58);
    var_61 = wp::address(var_x0, var_60);
    var_63 = wp::load(var_61);
    var_62 = wp::cos(var_63);
    var_64 = wp::add(var_20, var_62);
    // v3 = v0                                                                                <L 11>
    var_65 = wp::copy(var_2);
    // w4 = int(0)                                                                            <L 12>
    var_67 = wp::int(var_66);
    // while w4 < 3 and ((v3 < v0) or (v1 > v3)):                                             <L 13>
    start_while_4:;
    var_70 = (var_67 < var_69);
    var_68 = var_70;
    if (var_68) {
        var_72 = (var_65 < var_2);
        var_71 = var_72;
        if (!var_71) {
            var_73 = (var_64 > var_65);
            var_71 = var_71 || var_73;
        }
        var_68 = var_68 && var_71;
    }
    if ((var_68) == false) goto end_while_4;
        // w4 = w4 + 1                                                                        <L 14>
        var_75 = wp::add(var_67, var_74);
        // v0 = v0 * 0.5 + wp.tanh((wp.sin(1.67) + v3))                                       <L 15>
        var_77 = wp::mul(var_2, var_76);
        var_79 = wp::sin(var_78);
        var_80 = wp::add(var_79, var_65);
        var_81 = wp::tanh(var_80);
        var_82 = wp::add(var_77, var_81);
        // for j5 in reversed(range(n)):                                                      <L 16>
        var_83 = wp::range(var_n);
        var_84 = wp::iter_reverse(var_83);
        start_for_6:;
            if (iter_cmp(var_84) == 0) goto end_for_6;
            var_85 = wp::iter_next(var_84);
            // v3 = v3 * 0.5 + wp.tanh(-0.175)                                                <L 17>
            var_87 = wp::mul(var_65, var_86);
            var_89 = wp::tanh(var_88);
            var_90 = wp::add(var_87, var_89);
            // if (v3 < v1) and (v0 > v3):                                                    <L 18>
            var_92 = (var_90 < var_64);
            var_91 = var_92;
            if (var_91) {
                var_93 = (var_82 > var_90);
                var_91 = var_91 && var_93;
            }
            if (var_91) {
                // continue                                                                   <L 19>
                wp::assign(var_65, var_90);
                goto start_for_6;
            }
            var_94 = wp::where(var_91, var_65, var_90);
            // if v3 <= v0:                                                                   <L 20>
            var_95 = (var_94 <= var_82);
            if (var_95) {
                // continue                                                                   <L 21>
                wp::assign(var_65, var_94);
                goto start_for_6;
            }
            var_96 = wp::where(var_95, var_65, var_94);
            wp::assign(var_65, var_96);
            goto start_for_6;
        end_for_6:;
        wp::assign(var_2, var_82);
        wp::assign(var_67, var_75);
        wp::assign(var_41, var_85);
    goto start_while_4;
    end_while_4:;
    // w6 = int(0)                                                                            <L 22>
    var_98 = wp::int(var_97);
    // while w6 < 5 and (v0 >= v1):                                                           <L 23>
    start_while_8:;
    var_101 = (var_98 < var_100);
    var_99 = var_101;
    if (var_99) {
        var_102 = (var_2 >= var_64);
        var_99 = var_99 && var_102;
    }
    if ((var_99) == false) goto end_while_8;
        // w6 = w6 + 1                                                                        <L 24>
        var_104 = wp::add(var_98, var_103);
        // v0 = v0 + wp.sin(float(w6))                                                        <L 25>
        var_105 = wp::float(var_104);
        var_106 = wp::sin(var_105);
        var_107 = wp::add(var_2, var_106);
        // if v0 > v1:                                                                        <L 26>
        var_108 = (var_107 > var_64);
        if (var_108) {
            // out0[tid] = v0 + v1 + 0.6 * 1.81                                               <L 27>
            var_109 = wp::add(var_107, var_64);
            var_112 = wp::mul(var_110, var_111);
            var_113 = wp::add(var_109, var_112);
            wp::array_store(var_out0, var_0, var_113);
            // return                                                                         <L 28>
            return;
        }
        wp::assign(var_2, var_107);
        wp::assign(var_98, var_104);
    goto start_while_8;
    end_while_8:;
    // for j7 in range(4):                                                                    <L 29>
    // v1 = v1 + wp.sin((wp.clamp(1.8, -1.82, 0.45) * wp.length_sq(wp.vec3(1.817, 1.9, -1.8))))       <L 30>
    var_118 = wp::clamp(var_115, var_116, var_117);
    var_122 = wp::vec_t<3, wp::float32>(var_119, var_120, var_121);
    var_123 = wp::length_sq(var_122);
    var_124 = wp::mul(var_118, var_123);
    var_125 = wp::sin(var_124);
    var_126 = wp::add(var_64, var_125);
    var_131 = wp::clamp(var_128, var_129, var_130);
    var_135 = wp::vec_t<3, wp::float32>(var_132, var_133, var_134);
    var_136 = wp::length_sq(var_135);
    var_137 = wp::mul(var_131, var_136);
    var_138 = wp::sin(var_137);
    var_139 = wp::add(var_126, var_138);
    var_144 = wp::clamp(var_141, var_142, var_143);
    var_148 = wp::vec_t<3, wp::float32>(var_145, var_146, var_147);
    var_149 = wp::length_sq(var_148);
    var_150 = wp::mul(var_144, var_149);
    var_151 = wp::sin(var_150);
    var_152 = wp::add(var_139, var_151);
    var_157 = wp::clamp(var_154, var_155, var_156);
    var_161 = wp::vec_t<3, wp::float32>(var_158, var_159, var_160);
    var_162 = wp::length_sq(var_161);
    var_163 = wp::mul(var_157, var_162);
    var_164 = wp::sin(var_163);
    var_165 = wp::add(var_152, var_164);
    // v8 = wp.smoothstep(-1.0, 1.0, v1) * v1                                                 <L 31>
    var_168 = wp::smoothstep(var_166, var_167, var_165);
    var_169 = wp::mul(var_168, var_165);
    // out0[tid] = v0 + v1 + v8 + v0 * 1.41                                                   <L 32>
    var_170 = wp::add(var_2, var_165);
    var_171 = wp::add(var_170, var_169);
    var_173 = wp::mul(var_2, var_172);
    var_174 = wp::add(var_171, var_173);
    wp::array_store(var_out0, var_0, var_174);
}



template <bool wp_linear_contiguous>
static void control_000001_87678520_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_control_000001_87678520 *_wp_args,
    wp_args_control_000001_87678520 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::int32 adj_n = _wp_adj_args->n;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = -1.45;
    const wp::float32 var_5 = -0.8;
    const wp::float32 var_6 = 0.8;
    wp::float32 var_7;
    wp::float32 var_8;
    const wp::int32 var_9 = 0;
    const wp::int32 var_10 = 2;
    wp::int32 var_11;
    wp::shape_t* var_12;
    const wp::int32 var_13 = 0;
    wp::int32 var_14;
    wp::shape_t var_15;
    wp::int32 var_16;
    wp::float32* var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::int32 var_22 = 0;
    wp::int32 var_23;
    bool var_24;
    const wp::int32 var_25 = 3;
    bool var_26;
    bool var_27;
    bool var_28;
    bool var_29;
    const wp::int32 var_30 = 1;
    wp::int32 var_31;
    const wp::float32 var_32 = 0.5;
    wp::float32 var_33;
    const wp::float32 var_34 = 1.67;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::range_t var_39;
    wp::range_t var_40;
    wp::int32 var_41;
    const wp::float32 var_42 = 0.5;
    wp::float32 var_43;
    const wp::float32 var_44 = -0.175;
    wp::float32 var_45;
    wp::float32 var_46;
    bool var_47;
    bool var_48;
    bool var_49;
    wp::float32 var_50;
    bool var_51;
    wp::float32 var_52;
    const wp::int32 var_53 = 1;
    const wp::int32 var_54 = 2;
    wp::int32 var_55;
    wp::shape_t* var_56;
    const wp::int32 var_57 = 0;
    wp::int32 var_58;
    wp::shape_t var_59;
    wp::int32 var_60;
    wp::float32* var_61;
    wp::float32 var_62;
    wp::float32 var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    const wp::int32 var_66 = 0;
    wp::int32 var_67;
    bool var_68;
    const wp::int32 var_69 = 3;
    bool var_70;
    bool var_71;
    bool var_72;
    bool var_73;
    const wp::int32 var_74 = 1;
    wp::int32 var_75;
    const wp::float32 var_76 = 0.5;
    wp::float32 var_77;
    const wp::float32 var_78 = 1.67;
    wp::float32 var_79;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    wp::range_t var_83;
    wp::range_t var_84;
    wp::int32 var_85;
    const wp::float32 var_86 = 0.5;
    wp::float32 var_87;
    const wp::float32 var_88 = -0.175;
    wp::float32 var_89;
    wp::float32 var_90;
    bool var_91;
    bool var_92;
    bool var_93;
    wp::float32 var_94;
    bool var_95;
    wp::float32 var_96;
    const wp::int32 var_97 = 0;
    wp::int32 var_98;
    bool var_99;
    const wp::int32 var_100 = 5;
    bool var_101;
    bool var_102;
    const wp::int32 var_103 = 1;
    wp::int32 var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    wp::float32 var_107;
    bool var_108;
    wp::float32 var_109;
    const wp::float32 var_110 = 0.6;
    const wp::float32 var_111 = 1.81;
    wp::float32 var_112;
    wp::float32 var_113;
    const wp::int32 var_114 = 0;
    const wp::float32 var_115 = 1.8;
    const wp::float32 var_116 = -1.82;
    const wp::float32 var_117 = 0.45;
    wp::float32 var_118;
    const wp::float32 var_119 = 1.817;
    const wp::float32 var_120 = 1.9;
    const wp::float32 var_121 = -1.8;
    wp::vec_t<3, wp::float32> var_122;
    wp::float32 var_123;
    wp::float32 var_124;
    wp::float32 var_125;
    wp::float32 var_126;
    const wp::int32 var_127 = 1;
    const wp::float32 var_128 = 1.8;
    const wp::float32 var_129 = -1.82;
    const wp::float32 var_130 = 0.45;
    wp::float32 var_131;
    const wp::float32 var_132 = 1.817;
    const wp::float32 var_133 = 1.9;
    const wp::float32 var_134 = -1.8;
    wp::vec_t<3, wp::float32> var_135;
    wp::float32 var_136;
    wp::float32 var_137;
    wp::float32 var_138;
    wp::float32 var_139;
    const wp::int32 var_140 = 2;
    const wp::float32 var_141 = 1.8;
    const wp::float32 var_142 = -1.82;
    const wp::float32 var_143 = 0.45;
    wp::float32 var_144;
    const wp::float32 var_145 = 1.817;
    const wp::float32 var_146 = 1.9;
    const wp::float32 var_147 = -1.8;
    wp::vec_t<3, wp::float32> var_148;
    wp::float32 var_149;
    wp::float32 var_150;
    wp::float32 var_151;
    wp::float32 var_152;
    const wp::int32 var_153 = 3;
    const wp::float32 var_154 = 1.8;
    const wp::float32 var_155 = -1.82;
    const wp::float32 var_156 = 0.45;
    wp::float32 var_157;
    const wp::float32 var_158 = 1.817;
    const wp::float32 var_159 = 1.9;
    const wp::float32 var_160 = -1.8;
    wp::vec_t<3, wp::float32> var_161;
    wp::float32 var_162;
    wp::float32 var_163;
    wp::float32 var_164;
    wp::float32 var_165;
    const wp::float32 var_166 = -1.0;
    const wp::float32 var_167 = 1.0;
    wp::float32 var_168;
    wp::float32 var_169;
    wp::float32 var_170;
    wp::float32 var_171;
    const wp::float32 var_172 = 1.41;
    wp::float32 var_173;
    wp::float32 var_174;
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
    wp::int32 adj_9 = {};
    wp::int32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::shape_t adj_12 = {};
    wp::int32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::shape_t adj_15 = {};
    wp::int32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::int32 adj_22 = {};
    wp::int32 adj_23 = {};
    bool adj_24 = {};
    wp::int32 adj_25 = {};
    bool adj_26 = {};
    bool adj_27 = {};
    bool adj_28 = {};
    bool adj_29 = {};
    wp::int32 adj_30 = {};
    wp::int32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::range_t adj_39 = {};
    wp::range_t adj_40 = {};
    wp::int32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    bool adj_47 = {};
    bool adj_48 = {};
    bool adj_49 = {};
    wp::float32 adj_50 = {};
    bool adj_51 = {};
    wp::float32 adj_52 = {};
    wp::int32 adj_53 = {};
    wp::int32 adj_54 = {};
    wp::int32 adj_55 = {};
    wp::shape_t adj_56 = {};
    wp::int32 adj_57 = {};
    wp::int32 adj_58 = {};
    wp::shape_t adj_59 = {};
    wp::int32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::int32 adj_66 = {};
    wp::int32 adj_67 = {};
    bool adj_68 = {};
    wp::int32 adj_69 = {};
    bool adj_70 = {};
    bool adj_71 = {};
    bool adj_72 = {};
    bool adj_73 = {};
    wp::int32 adj_74 = {};
    wp::int32 adj_75 = {};
    wp::float32 adj_76 = {};
    wp::float32 adj_77 = {};
    wp::float32 adj_78 = {};
    wp::float32 adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::range_t adj_83 = {};
    wp::range_t adj_84 = {};
    wp::int32 adj_85 = {};
    wp::float32 adj_86 = {};
    wp::float32 adj_87 = {};
    wp::float32 adj_88 = {};
    wp::float32 adj_89 = {};
    wp::float32 adj_90 = {};
    bool adj_91 = {};
    bool adj_92 = {};
    bool adj_93 = {};
    wp::float32 adj_94 = {};
    bool adj_95 = {};
    wp::float32 adj_96 = {};
    wp::int32 adj_97 = {};
    wp::int32 adj_98 = {};
    bool adj_99 = {};
    wp::int32 adj_100 = {};
    bool adj_101 = {};
    bool adj_102 = {};
    wp::int32 adj_103 = {};
    wp::int32 adj_104 = {};
    wp::float32 adj_105 = {};
    wp::float32 adj_106 = {};
    wp::float32 adj_107 = {};
    bool adj_108 = {};
    wp::float32 adj_109 = {};
    wp::float32 adj_110 = {};
    wp::float32 adj_111 = {};
    wp::float32 adj_112 = {};
    wp::float32 adj_113 = {};
    wp::int32 adj_114 = {};
    wp::float32 adj_115 = {};
    wp::float32 adj_116 = {};
    wp::float32 adj_117 = {};
    wp::float32 adj_118 = {};
    wp::float32 adj_119 = {};
    wp::float32 adj_120 = {};
    wp::float32 adj_121 = {};
    wp::vec_t<3, wp::float32> adj_122 = {};
    wp::float32 adj_123 = {};
    wp::float32 adj_124 = {};
    wp::float32 adj_125 = {};
    wp::float32 adj_126 = {};
    wp::int32 adj_127 = {};
    wp::float32 adj_128 = {};
    wp::float32 adj_129 = {};
    wp::float32 adj_130 = {};
    wp::float32 adj_131 = {};
    wp::float32 adj_132 = {};
    wp::float32 adj_133 = {};
    wp::float32 adj_134 = {};
    wp::vec_t<3, wp::float32> adj_135 = {};
    wp::float32 adj_136 = {};
    wp::float32 adj_137 = {};
    wp::float32 adj_138 = {};
    wp::float32 adj_139 = {};
    wp::int32 adj_140 = {};
    wp::float32 adj_141 = {};
    wp::float32 adj_142 = {};
    wp::float32 adj_143 = {};
    wp::float32 adj_144 = {};
    wp::float32 adj_145 = {};
    wp::float32 adj_146 = {};
    wp::float32 adj_147 = {};
    wp::vec_t<3, wp::float32> adj_148 = {};
    wp::float32 adj_149 = {};
    wp::float32 adj_150 = {};
    wp::float32 adj_151 = {};
    wp::float32 adj_152 = {};
    wp::int32 adj_153 = {};
    wp::float32 adj_154 = {};
    wp::float32 adj_155 = {};
    wp::float32 adj_156 = {};
    wp::float32 adj_157 = {};
    wp::float32 adj_158 = {};
    wp::float32 adj_159 = {};
    wp::float32 adj_160 = {};
    wp::vec_t<3, wp::float32> adj_161 = {};
    wp::float32 adj_162 = {};
    wp::float32 adj_163 = {};
    wp::float32 adj_164 = {};
    wp::float32 adj_165 = {};
    wp::float32 adj_166 = {};
    wp::float32 adj_167 = {};
    wp::float32 adj_168 = {};
    wp::float32 adj_169 = {};
    wp::float32 adj_170 = {};
    wp::float32 adj_171 = {};
    wp::float32 adj_172 = {};
    wp::float32 adj_173 = {};
    wp::float32 adj_174 = {};
    //---------
    // forward
    // def control_000001(x0: wp.array(dtype=float), n: int, out0: wp.array(dtype=float)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = wp.erfinv(wp.clamp(-1.45, -0.8, 0.8))                                             <L 8>
    var_7 = wp::clamp(var_4, var_5, var_6);
    var_8 = wp::erfinv(var_7);
    // for j2 in range(2):                                                                    <L 9>
    // v1 = v1 + wp.cos(x0[(tid + 2) % x0.shape[0]])                                          <L 10>
    var_11 = wp::add(var_0, var_10);
    var_12 = &(var_x0.shape);
    var_15 = wp::load(var_12);
    var_14 = wp::extract(var_15, var_13);
    var_16 = wp::mod(var_11, var_14);
    var_17 = wp::address(var_x0, var_16);
    var_19 = wp::load(var_17);
    var_18 = wp::cos(var_19);
    var_20 = wp::add(var_8, var_18);
    // v3 = v0                                                                                <L 11>
    var_21 = wp::copy(var_2);
    // w4 = int(0)                                                                            <L 12>
    var_23 = wp::int(var_22);
    // while w4 < 3 and ((v3 < v0) or (v1 > v3)):                                             <L 13>
    // v1 = v1 + wp.cos(x0[(tid + 2) % x0.shape[0]])                                          <L 10>
    var_55 = wp::add(var_0, var_54);
    var_56 = &(var_x0.shape);
    var_59 = wp::load(var_56);
    var_58 = wp::extract(var_59, var_57);
    var_60 = wp::mod(var_55, var_58);
    var_61 = wp::address(var_x0, var_60);
    var_63 = wp::load(var_61);
    var_62 = wp::cos(var_63);
    var_64 = wp::add(var_20, var_62);
    // v3 = v0                                                                                <L 11>
    var_65 = wp::copy(var_2);
    // w4 = int(0)                                                                            <L 12>
    var_67 = wp::int(var_66);
    // while w4 < 3 and ((v3 < v0) or (v1 > v3)):                                             <L 13>
    // w6 = int(0)                                                                            <L 22>
    var_98 = wp::int(var_97);
    // while w6 < 5 and (v0 >= v1):                                                           <L 23>
    // for j7 in range(4):                                                                    <L 29>
    // v1 = v1 + wp.sin((wp.clamp(1.8, -1.82, 0.45) * wp.length_sq(wp.vec3(1.817, 1.9, -1.8))))       <L 30>
    var_118 = wp::clamp(var_115, var_116, var_117);
    var_122 = wp::vec_t<3, wp::float32>(var_119, var_120, var_121);
    var_123 = wp::length_sq(var_122);
    var_124 = wp::mul(var_118, var_123);
    var_125 = wp::sin(var_124);
    var_126 = wp::add(var_64, var_125);
    var_131 = wp::clamp(var_128, var_129, var_130);
    var_135 = wp::vec_t<3, wp::float32>(var_132, var_133, var_134);
    var_136 = wp::length_sq(var_135);
    var_137 = wp::mul(var_131, var_136);
    var_138 = wp::sin(var_137);
    var_139 = wp::add(var_126, var_138);
    var_144 = wp::clamp(var_141, var_142, var_143);
    var_148 = wp::vec_t<3, wp::float32>(var_145, var_146, var_147);
    var_149 = wp::length_sq(var_148);
    var_150 = wp::mul(var_144, var_149);
    var_151 = wp::sin(var_150);
    var_152 = wp::add(var_139, var_151);
    var_157 = wp::clamp(var_154, var_155, var_156);
    var_161 = wp::vec_t<3, wp::float32>(var_158, var_159, var_160);
    var_162 = wp::length_sq(var_161);
    var_163 = wp::mul(var_157, var_162);
    var_164 = wp::sin(var_163);
    var_165 = wp::add(var_152, var_164);
    // v8 = wp.smoothstep(-1.0, 1.0, v1) * v1                                                 <L 31>
    var_168 = wp::smoothstep(var_166, var_167, var_165);
    var_169 = wp::mul(var_168, var_165);
    // out0[tid] = v0 + v1 + v8 + v0 * 1.41                                                   <L 32>
    var_170 = wp::add(var_2, var_165);
    var_171 = wp::add(var_170, var_169);
    var_173 = wp::mul(var_2, var_172);
    var_174 = wp::add(var_171, var_173);
    // wp::array_store(var_out0, var_0, var_174);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_174, adj_out0, adj_0, adj_174);
    wp::adj_add(var_171, var_173, adj_171, adj_173, adj_174);
    wp::adj_mul(var_2, var_172, adj_2, adj_172, adj_173);
    wp::adj_add(var_170, var_169, adj_170, adj_169, adj_171);
    wp::adj_add(var_2, var_165, adj_2, adj_165, adj_170);
    // adj: out0[tid] = v0 + v1 + v8 + v0 * 1.41                                              <L 32>
    wp::adj_mul(var_168, var_165, adj_168, adj_165, adj_169);
    wp::adj_smoothstep(var_166, var_167, var_165, adj_166, adj_167, adj_165, adj_168);
    // adj: v8 = wp.smoothstep(-1.0, 1.0, v1) * v1                                            <L 31>
    wp::adj_add(var_152, var_164, adj_152, adj_164, adj_165);
    wp::adj_sin(var_163, adj_163, adj_164);
    wp::adj_mul(var_157, var_162, adj_157, adj_162, adj_163);
    wp::adj_length_sq(var_161, adj_161, adj_162);
    wp::adj_vec_t(var_158, var_159, var_160, adj_158, adj_159, adj_160, adj_161);
    wp::adj_clamp(var_154, var_155, var_156, adj_154, adj_155, adj_156, adj_157);
    wp::adj_add(var_139, var_151, adj_139, adj_151, adj_152);
    wp::adj_sin(var_150, adj_150, adj_151);
    wp::adj_mul(var_144, var_149, adj_144, adj_149, adj_150);
    wp::adj_length_sq(var_148, adj_148, adj_149);
    wp::adj_vec_t(var_145, var_146, var_147, adj_145, adj_146, adj_147, adj_148);
    wp::adj_clamp(var_141, var_142, var_143, adj_141, adj_142, adj_143, adj_144);
    wp::adj_add(var_126, var_138, adj_126, adj_138, adj_139);
    wp::adj_sin(var_137, adj_137, adj_138);
    wp::adj_mul(var_131, var_136, adj_131, adj_136, adj_137);
    wp::adj_length_sq(var_135, adj_135, adj_136);
    wp::adj_vec_t(var_132, var_133, var_134, adj_132, adj_133, adj_134, adj_135);
    wp::adj_clamp(var_128, var_129, var_130, adj_128, adj_129, adj_130, adj_131);
    wp::adj_add(var_64, var_125, adj_64, adj_125, adj_126);
    wp::adj_sin(var_124, adj_124, adj_125);
    wp::adj_mul(var_118, var_123, adj_118, adj_123, adj_124);
    wp::adj_length_sq(var_122, adj_122, adj_123);
    wp::adj_vec_t(var_119, var_120, var_121, adj_119, adj_120, adj_121, adj_122);
    wp::adj_clamp(var_115, var_116, var_117, adj_115, adj_116, adj_117, adj_118);
    // adj: v1 = v1 + wp.sin((wp.clamp(1.8, -1.82, 0.45) * wp.length_sq(wp.vec3(1.817, 1.9, -1.8))))  <L 30>
    // adj: for j7 in range(4):                                                               <L 29>
    start_while_8:;
    var_101 = (var_98 < var_100);
    var_99 = var_101;
    if (var_99) {
        var_102 = (var_2 >= var_64);
        var_99 = var_99 && var_102;
    }
    if ((var_99) == false) goto end_while_8;
    adj_103 = {};
    adj_104 = {};
    adj_105 = {};
    adj_106 = {};
    adj_107 = {};
    adj_108 = {};
    adj_109 = {};
    adj_110 = {};
    adj_111 = {};
    adj_112 = {};
    adj_113 = {};
        // w6 = w6 + 1                                                                        <L 24>
        var_104 = wp::add(var_98, var_103);
        // v0 = v0 + wp.sin(float(w6))                                                        <L 25>
        var_105 = wp::float(var_104);
        var_106 = wp::sin(var_105);
        var_107 = wp::add(var_2, var_106);
        // if v0 > v1:                                                                        <L 26>
        var_108 = (var_107 > var_64);
        if (var_108) {
            // out0[tid] = v0 + v1 + 0.6 * 1.81                                               <L 27>
            var_109 = wp::add(var_107, var_64);
            var_112 = wp::mul(var_110, var_111);
            var_113 = wp::add(var_109, var_112);
            // wp::array_store(var_out0, var_0, var_113);
            // return                                                                         <L 28>
            goto label10;
        }
        wp::assign(var_2, var_107);
        wp::assign(var_98, var_104);
        wp::adj_assign(var_98, var_104, adj_98, adj_104);
        wp::adj_assign(var_2, var_107, adj_2, adj_107);
        if (var_108) {
            label10:;
            // adj: return                                                                    <L 28>
            wp::adj_array_store(var_out0, var_0, var_113, adj_out0, adj_0, adj_113);
            wp::adj_add(var_109, var_112, adj_109, adj_112, adj_113);
            wp::adj_mul(var_110, var_111, adj_110, adj_111, adj_112);
            wp::adj_add(var_107, var_64, adj_107, adj_64, adj_109);
            // adj: out0[tid] = v0 + v1 + 0.6 * 1.81                                          <L 27>
        }
        // adj: if v0 > v1:                                                                   <L 26>
        wp::adj_add(var_2, var_106, adj_2, adj_106, adj_107);
        wp::adj_sin(var_105, adj_105, adj_106);
        wp::adj_float(var_104, adj_104, adj_105);
        // adj: v0 = v0 + wp.sin(float(w6))                                                   <L 25>
        wp::adj_add(var_98, var_103, adj_98, adj_103, adj_104);
        // adj: w6 = w6 + 1                                                                   <L 24>
    goto start_while_8;
    end_while_8:;
    // adj: while w6 < 5 and (v0 >= v1):                                                      <L 23>
    // adj: w6 = int(0)                                                                       <L 22>
    start_while_4:;
    var_70 = (var_67 < var_69);
    var_68 = var_70;
    if (var_68) {
        var_72 = (var_65 < var_2);
        var_71 = var_72;
        if (!var_71) {
            var_73 = (var_64 > var_65);
            var_71 = var_71 || var_73;
        }
        var_68 = var_68 && var_71;
    }
    if ((var_68) == false) goto end_while_4;
    adj_74 = {};
    adj_75 = {};
    adj_76 = {};
    adj_77 = {};
    adj_78 = {};
    adj_79 = {};
    adj_80 = {};
    adj_81 = {};
    adj_82 = {};
    adj_83 = {};
    adj_84 = {};
    adj_85 = {};
    adj_86 = {};
    adj_87 = {};
    adj_88 = {};
    adj_89 = {};
    adj_90 = {};
    adj_91 = {};
    adj_92 = {};
    adj_93 = {};
    adj_94 = {};
    adj_95 = {};
    adj_96 = {};
        // w4 = w4 + 1                                                                        <L 14>
        var_75 = wp::add(var_67, var_74);
        // v0 = v0 * 0.5 + wp.tanh((wp.sin(1.67) + v3))                                       <L 15>
        var_77 = wp::mul(var_2, var_76);
        var_79 = wp::sin(var_78);
        var_80 = wp::add(var_79, var_65);
        var_81 = wp::tanh(var_80);
        var_82 = wp::add(var_77, var_81);
        // for j5 in reversed(range(n)):                                                      <L 16>
        var_83 = wp::range(var_n);
        var_84 = wp::iter_reverse(var_83);
        wp::assign(var_2, var_82);
        wp::assign(var_67, var_75);
        wp::assign(var_41, var_85);
        wp::adj_assign(var_41, var_85, adj_41, adj_85);
        wp::adj_assign(var_67, var_75, adj_67, adj_75);
        wp::adj_assign(var_2, var_82, adj_2, adj_82);
        var_84 = wp::iter_reverse(var_84);
        start_for_6:;
            if (iter_cmp(var_84) == 0) goto end_for_6;
            var_85 = wp::iter_next(var_84);
        	adj_86 = {};
        	adj_87 = {};
        	adj_88 = {};
        	adj_89 = {};
        	adj_90 = {};
        	adj_91 = {};
        	adj_92 = {};
        	adj_93 = {};
        	adj_94 = {};
        	adj_95 = {};
        	adj_96 = {};
            // v3 = v3 * 0.5 + wp.tanh(-0.175)                                                <L 17>
            var_87 = wp::mul(var_65, var_86);
            var_89 = wp::tanh(var_88);
            var_90 = wp::add(var_87, var_89);
            // if (v3 < v1) and (v0 > v3):                                                    <L 18>
            var_92 = (var_90 < var_64);
            var_91 = var_92;
            if (var_91) {
                var_93 = (var_82 > var_90);
                var_91 = var_91 && var_93;
            }
            if (var_91) {
                // continue                                                                   <L 19>
                wp::assign(var_65, var_90);
                goto start_for_6;
            }
            var_94 = wp::where(var_91, var_65, var_90);
            // if v3 <= v0:                                                                   <L 20>
            var_95 = (var_94 <= var_82);
            if (var_95) {
                // continue                                                                   <L 21>
                wp::assign(var_65, var_94);
                goto start_for_6;
            }
            var_96 = wp::where(var_95, var_65, var_94);
            wp::assign(var_65, var_96);
            wp::adj_assign(var_65, var_96, adj_65, adj_96);
            wp::adj_where(var_95, var_65, var_94, adj_95, adj_65, adj_94, adj_96);
            if (var_95) {
                wp::adj_assign(var_65, var_94, adj_65, adj_94);
                // adj: continue                                                              <L 21>
            }
            // adj: if v3 <= v0:                                                              <L 20>
            wp::adj_where(var_91, var_65, var_90, adj_91, adj_65, adj_90, adj_94);
            if (var_91) {
                wp::adj_assign(var_65, var_90, adj_65, adj_90);
                // adj: continue                                                              <L 19>
            }
            if (var_91) {
            }
            // adj: if (v3 < v1) and (v0 > v3):                                               <L 18>
            wp::adj_add(var_87, var_89, adj_87, adj_89, adj_90);
            wp::adj_tanh(var_88, var_89, adj_88, adj_89);
            wp::adj_mul(var_65, var_86, adj_65, adj_86, adj_87);
            // adj: v3 = v3 * 0.5 + wp.tanh(-0.175)                                           <L 17>
        	goto start_for_6;
        end_for_6:;
        // adj: for j5 in reversed(range(n)):                                                 <L 16>
        wp::adj_add(var_77, var_81, adj_77, adj_81, adj_82);
        wp::adj_tanh(var_80, var_81, adj_80, adj_81);
        wp::adj_add(var_79, var_65, adj_79, adj_65, adj_80);
        wp::adj_sin(var_78, adj_78, adj_79);
        wp::adj_mul(var_2, var_76, adj_2, adj_76, adj_77);
        // adj: v0 = v0 * 0.5 + wp.tanh((wp.sin(1.67) + v3))                                  <L 15>
        wp::adj_add(var_67, var_74, adj_67, adj_74, adj_75);
        // adj: w4 = w4 + 1                                                                   <L 14>
    goto start_while_4;
    end_while_4:;
    // adj: while w4 < 3 and ((v3 < v0) or (v1 > v3)):                                        <L 13>
    // adj: w4 = int(0)                                                                       <L 12>
    wp::adj_copy(var_2, adj_2, adj_65);
    // adj: v3 = v0                                                                           <L 11>
    wp::adj_add(var_20, var_62, adj_20, adj_62, adj_64);
    wp::adj_cos(var_63, adj_61, adj_62);
    wp::adj_address(var_x0, var_60, adj_x0, adj_60, adj_61);
    wp::adj_mod(var_55, var_58, adj_55, adj_58, adj_60);
    adj_x0.shape = adj_56;
    wp::adj_add(var_0, var_54, adj_0, adj_54, adj_55);
    // adj: v1 = v1 + wp.cos(x0[(tid + 2) % x0.shape[0]])                                     <L 10>
    start_while_0:;
    var_26 = (var_23 < var_25);
    var_24 = var_26;
    if (var_24) {
        var_28 = (var_21 < var_2);
        var_27 = var_28;
        if (!var_27) {
            var_29 = (var_20 > var_21);
            var_27 = var_27 || var_29;
        }
        var_24 = var_24 && var_27;
    }
    if ((var_24) == false) goto end_while_0;
    adj_30 = {};
    adj_31 = {};
    adj_32 = {};
    adj_33 = {};
    adj_34 = {};
    adj_35 = {};
    adj_36 = {};
    adj_37 = {};
    adj_38 = {};
    adj_39 = {};
    adj_40 = {};
    adj_41 = {};
    adj_42 = {};
    adj_43 = {};
    adj_44 = {};
    adj_45 = {};
    adj_46 = {};
    adj_47 = {};
    adj_48 = {};
    adj_49 = {};
    adj_50 = {};
    adj_51 = {};
    adj_52 = {};
        // w4 = w4 + 1                                                                        <L 14>
        var_31 = wp::add(var_23, var_30);
        // v0 = v0 * 0.5 + wp.tanh((wp.sin(1.67) + v3))                                       <L 15>
        var_33 = wp::mul(var_2, var_32);
        var_35 = wp::sin(var_34);
        var_36 = wp::add(var_35, var_21);
        var_37 = wp::tanh(var_36);
        var_38 = wp::add(var_33, var_37);
        // for j5 in reversed(range(n)):                                                      <L 16>
        var_39 = wp::range(var_n);
        var_40 = wp::iter_reverse(var_39);
        wp::assign(var_2, var_38);
        wp::assign(var_23, var_31);
        wp::adj_assign(var_23, var_31, adj_23, adj_31);
        wp::adj_assign(var_2, var_38, adj_2, adj_38);
        var_40 = wp::iter_reverse(var_40);
        start_for_2:;
            if (iter_cmp(var_40) == 0) goto end_for_2;
            var_41 = wp::iter_next(var_40);
        	adj_42 = {};
        	adj_43 = {};
        	adj_44 = {};
        	adj_45 = {};
        	adj_46 = {};
        	adj_47 = {};
        	adj_48 = {};
        	adj_49 = {};
        	adj_50 = {};
        	adj_51 = {};
        	adj_52 = {};
            // v3 = v3 * 0.5 + wp.tanh(-0.175)                                                <L 17>
            var_43 = wp::mul(var_21, var_42);
            var_45 = wp::tanh(var_44);
            var_46 = wp::add(var_43, var_45);
            // if (v3 < v1) and (v0 > v3):                                                    <L 18>
            var_48 = (var_46 < var_20);
            var_47 = var_48;
            if (var_47) {
                var_49 = (var_38 > var_46);
                var_47 = var_47 && var_49;
            }
            if (var_47) {
                // continue                                                                   <L 19>
                wp::assign(var_21, var_46);
                goto start_for_2;
            }
            var_50 = wp::where(var_47, var_21, var_46);
            // if v3 <= v0:                                                                   <L 20>
            var_51 = (var_50 <= var_38);
            if (var_51) {
                // continue                                                                   <L 21>
                wp::assign(var_21, var_50);
                goto start_for_2;
            }
            var_52 = wp::where(var_51, var_21, var_50);
            wp::assign(var_21, var_52);
            wp::adj_assign(var_21, var_52, adj_21, adj_52);
            wp::adj_where(var_51, var_21, var_50, adj_51, adj_21, adj_50, adj_52);
            if (var_51) {
                wp::adj_assign(var_21, var_50, adj_21, adj_50);
                // adj: continue                                                              <L 21>
            }
            // adj: if v3 <= v0:                                                              <L 20>
            wp::adj_where(var_47, var_21, var_46, adj_47, adj_21, adj_46, adj_50);
            if (var_47) {
                wp::adj_assign(var_21, var_46, adj_21, adj_46);
                // adj: continue                                                              <L 19>
            }
            if (var_47) {
            }
            // adj: if (v3 < v1) and (v0 > v3):                                               <L 18>
            wp::adj_add(var_43, var_45, adj_43, adj_45, adj_46);
            wp::adj_tanh(var_44, var_45, adj_44, adj_45);
            wp::adj_mul(var_21, var_42, adj_21, adj_42, adj_43);
            // adj: v3 = v3 * 0.5 + wp.tanh(-0.175)                                           <L 17>
        	goto start_for_2;
        end_for_2:;
        // adj: for j5 in reversed(range(n)):                                                 <L 16>
        wp::adj_add(var_33, var_37, adj_33, adj_37, adj_38);
        wp::adj_tanh(var_36, var_37, adj_36, adj_37);
        wp::adj_add(var_35, var_21, adj_35, adj_21, adj_36);
        wp::adj_sin(var_34, adj_34, adj_35);
        wp::adj_mul(var_2, var_32, adj_2, adj_32, adj_33);
        // adj: v0 = v0 * 0.5 + wp.tanh((wp.sin(1.67) + v3))                                  <L 15>
        wp::adj_add(var_23, var_30, adj_23, adj_30, adj_31);
        // adj: w4 = w4 + 1                                                                   <L 14>
    goto start_while_0;
    end_while_0:;
    // adj: while w4 < 3 and ((v3 < v0) or (v1 > v3)):                                        <L 13>
    // adj: w4 = int(0)                                                                       <L 12>
    wp::adj_copy(var_2, adj_2, adj_21);
    // adj: v3 = v0                                                                           <L 11>
    wp::adj_add(var_8, var_18, adj_8, adj_18, adj_20);
    wp::adj_cos(var_19, adj_17, adj_18);
    wp::adj_address(var_x0, var_16, adj_x0, adj_16, adj_17);
    wp::adj_mod(var_11, var_14, adj_11, adj_14, adj_16);
    adj_x0.shape = adj_12;
    wp::adj_add(var_0, var_10, adj_0, adj_10, adj_11);
    // adj: v1 = v1 + wp.cos(x0[(tid + 2) % x0.shape[0]])                                     <L 10>
    // adj: for j2 in range(2):                                                               <L 9>
    wp::adj_erfinv(var_7, var_8, adj_7, adj_8);
    wp::adj_clamp(var_4, var_5, var_6, adj_4, adj_5, adj_6, adj_7);
    // adj: v1 = wp.erfinv(wp.clamp(-1.45, -0.8, 0.8))                                        <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def control_000001(x0: wp.array(dtype=float), n: int, out0: wp.array(dtype=float)):  <L 5>
    return;
}



struct control_000001_87678520_cpu_block_payload_forward
{
    wp_args_control_000001_87678520* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void control_000001_87678520_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    control_000001_87678520_cpu_block_payload_forward* payload = (control_000001_87678520_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    control_000001_87678520_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void control_000001_87678520_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_control_000001_87678520 *_wp_args)
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
        control_000001_87678520_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &control_000001_87678520_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct control_000001_87678520_cpu_block_payload_backward
{
    wp_args_control_000001_87678520* args;
    wp_args_control_000001_87678520* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void control_000001_87678520_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    control_000001_87678520_cpu_block_payload_backward* payload = (control_000001_87678520_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    control_000001_87678520_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void control_000001_87678520_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_control_000001_87678520 *_wp_args,
    wp_args_control_000001_87678520 *_wp_adj_args)
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
        control_000001_87678520_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &control_000001_87678520_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

