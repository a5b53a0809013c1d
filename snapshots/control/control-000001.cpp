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

struct wp_args_control_000001_41b55ed1 {
    wp::array_t<wp::float32> x0;
    wp::int32 n;
    wp::array_t<wp::float32> out0;
};


template <bool wp_linear_contiguous>
static void control_000001_41b55ed1_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_control_000001_41b55ed1 *_wp_args)
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
    const wp::float32 var_32 = -1.106;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    const wp::float32 var_37 = 0.3;
    const wp::float32 var_38 = -0.84;
    const wp::float32 var_39 = -1.3;
    wp::vec_t<3, wp::float32> var_40;
    const wp::float32 var_41 = 0.53;
    const wp::float32 var_42 = -0.0;
    const wp::float32 var_43 = -1.2;
    wp::vec_t<3, wp::float32> var_44;
    wp::float32 var_45;
    bool var_46;
    bool var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    wp::float32 var_55;
    wp::float32 var_56;
    const wp::float32 var_57 = 1.35;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    const wp::int32 var_62 = 3;
    wp::int32 var_63;
    const wp::int32 var_64 = 0;
    const wp::int32 var_65 = 3;
    wp::range_t var_66;
    wp::int32 var_67;
    const wp::float32 var_68 = 1.909;
    const wp::float32 var_69 = -0.45;
    const wp::float32 var_70 = 1.97;
    wp::float32 var_71;
    const wp::float32 var_72 = 1.817;
    const wp::float32 var_73 = 1.9;
    const wp::float32 var_74 = -1.8;
    wp::vec_t<3, wp::float32> var_75;
    wp::float32 var_76;
    wp::float32 var_77;
    wp::float32 var_78;
    wp::float32 var_79;
    const wp::int32 var_80 = 1;
    const wp::int32 var_81 = 2;
    wp::int32 var_82;
    wp::shape_t* var_83;
    const wp::int32 var_84 = 0;
    wp::int32 var_85;
    wp::shape_t var_86;
    wp::int32 var_87;
    wp::float32* var_88;
    wp::float32 var_89;
    wp::float32 var_90;
    wp::float32 var_91;
    wp::float32 var_92;
    const wp::int32 var_93 = 0;
    wp::int32 var_94;
    bool var_95;
    const wp::int32 var_96 = 3;
    bool var_97;
    bool var_98;
    bool var_99;
    bool var_100;
    const wp::int32 var_101 = 1;
    wp::int32 var_102;
    const wp::float32 var_103 = -1.106;
    wp::float32 var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    wp::float32 var_107;
    const wp::float32 var_108 = 0.3;
    const wp::float32 var_109 = -0.84;
    const wp::float32 var_110 = -1.3;
    wp::vec_t<3, wp::float32> var_111;
    const wp::float32 var_112 = 0.53;
    const wp::float32 var_113 = -0.0;
    const wp::float32 var_114 = -1.2;
    wp::vec_t<3, wp::float32> var_115;
    wp::float32 var_116;
    bool var_117;
    bool var_118;
    wp::float32 var_119;
    wp::float32 var_120;
    wp::float32 var_121;
    wp::float32 var_122;
    wp::float32 var_123;
    wp::float32 var_124;
    wp::float32 var_125;
    wp::float32 var_126;
    wp::float32 var_127;
    const wp::float32 var_128 = 1.35;
    wp::float32 var_129;
    wp::float32 var_130;
    wp::float32 var_131;
    wp::float32 var_132;
    const wp::int32 var_133 = 3;
    wp::int32 var_134;
    const wp::int32 var_135 = 0;
    const wp::int32 var_136 = 3;
    wp::range_t var_137;
    wp::int32 var_138;
    const wp::float32 var_139 = 1.909;
    const wp::float32 var_140 = -0.45;
    const wp::float32 var_141 = 1.97;
    wp::float32 var_142;
    const wp::float32 var_143 = 1.817;
    const wp::float32 var_144 = 1.9;
    const wp::float32 var_145 = -1.8;
    wp::vec_t<3, wp::float32> var_146;
    wp::float32 var_147;
    wp::float32 var_148;
    wp::float32 var_149;
    wp::float32 var_150;
    const wp::float32 var_151 = -1.0;
    const wp::float32 var_152 = 1.0;
    wp::float32 var_153;
    wp::float32 var_154;
    wp::float32 var_155;
    wp::range_t var_156;
    wp::range_t var_157;
    wp::int32 var_158;
    const wp::float32 var_159 = 1.762;
    const wp::float32 var_160 = 1.338;
    const wp::float32 var_161 = -0.3;
    wp::vec_t<3, wp::float32> var_162;
    const wp::float32 var_163 = 0.0;
    const wp::float32 var_164 = -1.28;
    const wp::float32 var_165 = -0.863;
    wp::vec_t<3, wp::float32> var_166;
    wp::vec_t<3, wp::float32> var_167;
    const wp::float32 var_168 = -1.9;
    const wp::float32 var_169 = -1.9;
    const wp::float32 var_170 = -1.036;
    wp::vec_t<3, wp::float32> var_171;
    wp::float32 var_172;
    wp::float32 var_173;
    wp::float32 var_174;
    const wp::int32 var_175 = 3;
    wp::int32 var_176;
    const wp::int32 var_177 = 1;
    bool var_178;
    wp::float32 var_179;
    wp::float32 var_180;
    wp::float32 var_181;
    wp::float32 var_182;
    wp::float32 var_183;
    wp::float32 var_184;
    const wp::float32 var_185 = 0.66;
    wp::float32 var_186;
    wp::float32 var_187;
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
        // v0 = v0 + wp.tanh(wp.sign((v1 * -1.106)))                                          <L 15>
        var_33 = wp::mul(var_20, var_32);
        var_34 = wp::sign(var_33);
        var_35 = wp::tanh(var_34);
        var_36 = wp::add(var_2, var_35);
        // if v3 >= wp.dot(wp.vec3(0.3, -0.84, -1.3), wp.vec3(0.53, -0.0, -1.2)):             <L 16>
        var_40 = wp::vec_t<3, wp::float32>(var_37, var_38, var_39);
        var_44 = wp::vec_t<3, wp::float32>(var_41, var_42, var_43);
        var_45 = wp::dot(var_40, var_44);
        var_46 = (var_21 >= var_45);
        if (var_46) {
            // v1 = v1 + wp.sin((float(tid) if v3 <= v0 else (v3 + v1)))                      <L 17>
            var_47 = (var_21 <= var_36);
            if (var_47) {
                var_48 = wp::float(var_0);
            }
            if (!var_47) {
                var_49 = wp::add(var_21, var_20);
            }
            var_50 = wp::where(var_47, var_48, var_49);
            var_51 = wp::sin(var_50);
            var_52 = wp::add(var_20, var_51);
        }
        if (!var_46) {
            // v0 -= wp.tanh(((v0 * v0) * abs(v0))) * 1.35                                    <L 19>
            var_53 = wp::mul(var_36, var_36);
            var_54 = wp::abs(var_36);
            var_55 = wp::mul(var_53, var_54);
            var_56 = wp::tanh(var_55);
            var_58 = wp::mul(var_56, var_57);
            var_59 = wp::sub(var_36, var_58);
        }
        var_60 = wp::where(var_46, var_36, var_59);
        var_61 = wp::where(var_46, var_52, var_20);
        // for j5 in range(0, n * 3, 3):                                                      <L 20>
        var_63 = wp::mul(var_n, var_62);
        var_66 = wp::range(var_64, var_63, var_65);
        start_for_2:;
            if (iter_cmp(var_66) == 0) goto end_for_2;
            var_67 = wp::iter_next(var_66);
            // v1 = v1 + wp.sin((wp.clamp(1.909, -0.45, 1.97) * wp.length_sq(wp.vec3(1.817, 1.9, -1.8))))       <L 21>
            var_71 = wp::clamp(var_68, var_69, var_70);
            var_75 = wp::vec_t<3, wp::float32>(var_72, var_73, var_74);
            var_76 = wp::length_sq(var_75);
            var_77 = wp::mul(var_71, var_76);
            var_78 = wp::sin(var_77);
            var_79 = wp::add(var_61, var_78);
            wp::assign(var_61, var_79);
            goto start_for_2;
        end_for_2:;
        wp::assign(var_2, var_60);
        wp::assign(var_20, var_61);
        wp::assign(var_23, var_31);
    goto start_while_0;
    end_while_0:;
    // v1 = v1 + wp.cos(x0[(tid + 2) % x0.shape[0]])                                          <L 10>
    var_82 = wp::add(var_0, var_81);
    var_83 = &(var_x0.shape);
    var_86 = wp::load(var_83);
    var_85 = wp::extract(var_86, var_84);
    var_87 = wp::mod(var_82, var_85);
    var_88 = wp::address(var_x0, var_87);
    var_90 = wp::load(var_88);
    var_89 = wp::cos(var_90);
    var_91 = wp::add(var_20, var_89);
    // v3 = v0                                                                                <L 11>
    var_92 = wp::copy(var_2);
    // w4 = int(0)                                                                            <L 12>
    var_94 = wp::int(var_93);
    // while w4 < 3 and ((v3 < v0) or (v1 > v3)):                                             <L 13>
    start_while_4:;
    var_97 = (var_94 < var_96);
    var_95 = var_97;
    if (var_95) {
        var_99 = (var_92 < var_2);
        var_98 = var_99;
        if (!var_98) {
            var_100 = (var_91 > var_92);
            var_98 = var_98 || var_100;
        }
        var_95 = var_95 && var_98;
    }
    if ((var_95) == false) goto end_while_4;
        // w4 = w4 + 1                                                                        <L 14>
        var_102 = wp::add(var_94, var_101);
        // v0 = v0 + wp.tanh(wp.sign((v1 * -1.106)))                                          <L 15>
        var_104 = wp::mul(var_91, var_103);
        var_105 = wp::sign(var_104);
        var_106 = wp::tanh(var_105);
        var_107 = wp::add(var_2, var_106);
        // if v3 >= wp.dot(wp.vec3(0.3, -0.84, -1.3), wp.vec3(0.53, -0.0, -1.2)):             <L 16>
        var_111 = wp::vec_t<3, wp::float32>(var_108, var_109, var_110);
        var_115 = wp::vec_t<3, wp::float32>(var_112, var_113, var_114);
        var_116 = wp::dot(var_111, var_115);
        var_117 = (var_92 >= var_116);
        if (var_117) {
            // v1 = v1 + wp.sin((float(tid) if v3 <= v0 else (v3 + v1)))                      <L 17>
            var_118 = (var_92 <= var_107);
            if (var_118) {
                var_119 = wp::float(var_0);
            }
            if (!var_118) {
                var_120 = wp::add(var_92, var_91);
            }
            var_121 = wp::where(var_118, var_119, var_120);
            var_122 = wp::sin(var_121);
            var_123 = wp::add(var_91, var_122);
        }
        if (!var_117) {
            // v0 -= wp.tanh(((v0 * v0) * abs(v0))) * 1.35                                    <L 19>
            var_124 = wp::mul(var_107, var_107);
            var_125 = wp::abs(var_107);
            var_126 = wp::mul(var_124, var_125);
            var_127 = wp::tanh(var_126);
            var_129 = wp::mul(var_127, var_128);
            var_130 = wp::sub(var_107, var_129);
        }
        var_131 = wp::where(var_117, var_107, var_130);
        var_132 = wp::where(var_117, var_123, var_91);
        // for j5 in range(0, n * 3, 3):                                                      <L 20>
        var_134 = wp::mul(var_n, var_133);
        var_137 = wp::range(var_135, var_134, var_136);
        start_for_6:;
            if (iter_cmp(var_137) == 0) goto end_for_6;
            var_138 = wp::iter_next(var_137);
            // v1 = v1 + wp.sin((wp.clamp(1.909, -0.45, 1.97) * wp.length_sq(wp.vec3(1.817, 1.9, -1.8))))       <L 21>
            var_142 = wp::clamp(var_139, var_140, var_141);
            var_146 = wp::vec_t<3, wp::float32>(var_143, var_144, var_145);
            var_147 = wp::length_sq(var_146);
            var_148 = wp::mul(var_142, var_147);
            var_149 = wp::sin(var_148);
            var_150 = wp::add(var_132, var_149);
            wp::assign(var_132, var_150);
            goto start_for_6;
        end_for_6:;
        wp::assign(var_2, var_131);
        wp::assign(var_91, var_132);
        wp::assign(var_94, var_102);
        wp::assign(var_67, var_138);
    goto start_while_4;
    end_while_4:;
    // v6 = wp.smoothstep(-1.0, 1.0, v1) * v1                                                 <L 22>
    var_153 = wp::smoothstep(var_151, var_152, var_91);
    var_154 = wp::mul(var_153, var_91);
    // v7 = v0                                                                                <L 23>
    var_155 = wp::copy(var_2);
    // for j8 in reversed(range(n)):                                                          <L 24>
    var_156 = wp::range(var_n);
    var_157 = wp::iter_reverse(var_156);
    start_for_8:;
        if (iter_cmp(var_157) == 0) goto end_for_8;
        var_158 = wp::iter_next(var_157);
        // v6 = v6 + wp.cos(wp.dot((wp.vec3(1.762, 1.338, -0.3) + wp.vec3(0.0, -1.28, -0.863)), wp.vec3(-1.9, -1.9, -1.036)))       <L 25>
        var_162 = wp::vec_t<3, wp::float32>(var_159, var_160, var_161);
        var_166 = wp::vec_t<3, wp::float32>(var_163, var_164, var_165);
        var_167 = wp::add(var_162, var_166);
        var_171 = wp::vec_t<3, wp::float32>(var_168, var_169, var_170);
        var_172 = wp::dot(var_167, var_171);
        var_173 = wp::cos(var_172);
        var_174 = wp::add(var_154, var_173);
        // if (j8) % 3 == 1:                                                                  <L 26>
        var_176 = wp::mod(var_158, var_175);
        var_178 = (var_176 == var_177);
        if (var_178) {
            // break                                                                          <L 27>
            wp::assign(var_154, var_174);
            goto end_for_8;
        }
        var_179 = wp::where(var_178, var_154, var_174);
        wp::assign(var_154, var_179);
        goto start_for_8;
    end_for_8:;
    // out0[tid] = v1 + v6 + v7 + (float(tid) * (v6 + v6)) * 0.66                             <L 28>
    var_180 = wp::add(var_91, var_154);
    var_181 = wp::add(var_180, var_155);
    var_182 = wp::float(var_0);
    var_183 = wp::add(var_154, var_154);
    var_184 = wp::mul(var_182, var_183);
    var_186 = wp::mul(var_184, var_185);
    var_187 = wp::add(var_181, var_186);
    wp::array_store(var_out0, var_0, var_187);
}



template <bool wp_linear_contiguous>
static void control_000001_41b55ed1_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_control_000001_41b55ed1 *_wp_args,
    wp_args_control_000001_41b55ed1 *_wp_adj_args)
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
    const wp::float32 var_32 = -1.106;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    const wp::float32 var_37 = 0.3;
    const wp::float32 var_38 = -0.84;
    const wp::float32 var_39 = -1.3;
    wp::vec_t<3, wp::float32> var_40;
    const wp::float32 var_41 = 0.53;
    const wp::float32 var_42 = -0.0;
    const wp::float32 var_43 = -1.2;
    wp::vec_t<3, wp::float32> var_44;
    wp::float32 var_45;
    bool var_46;
    bool var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    wp::float32 var_55;
    wp::float32 var_56;
    const wp::float32 var_57 = 1.35;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    const wp::int32 var_62 = 3;
    wp::int32 var_63;
    const wp::int32 var_64 = 0;
    const wp::int32 var_65 = 3;
    wp::range_t var_66;
    wp::int32 var_67;
    const wp::float32 var_68 = 1.909;
    const wp::float32 var_69 = -0.45;
    const wp::float32 var_70 = 1.97;
    wp::float32 var_71;
    const wp::float32 var_72 = 1.817;
    const wp::float32 var_73 = 1.9;
    const wp::float32 var_74 = -1.8;
    wp::vec_t<3, wp::float32> var_75;
    wp::float32 var_76;
    wp::float32 var_77;
    wp::float32 var_78;
    wp::float32 var_79;
    const wp::int32 var_80 = 1;
    const wp::int32 var_81 = 2;
    wp::int32 var_82;
    wp::shape_t* var_83;
    const wp::int32 var_84 = 0;
    wp::int32 var_85;
    wp::shape_t var_86;
    wp::int32 var_87;
    wp::float32* var_88;
    wp::float32 var_89;
    wp::float32 var_90;
    wp::float32 var_91;
    wp::float32 var_92;
    const wp::int32 var_93 = 0;
    wp::int32 var_94;
    bool var_95;
    const wp::int32 var_96 = 3;
    bool var_97;
    bool var_98;
    bool var_99;
    bool var_100;
    const wp::int32 var_101 = 1;
    wp::int32 var_102;
    const wp::float32 var_103 = -1.106;
    wp::float32 var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    wp::float32 var_107;
    const wp::float32 var_108 = 0.3;
    const wp::float32 var_109 = -0.84;
    const wp::float32 var_110 = -1.3;
    wp::vec_t<3, wp::float32> var_111;
    const wp::float32 var_112 = 0.53;
    const wp::float32 var_113 = -0.0;
    const wp::float32 var_114 = -1.2;
    wp::vec_t<3, wp::float32> var_115;
    wp::float32 var_116;
    bool var_117;
    bool var_118;
    wp::float32 var_119;
    wp::float32 var_120;
    wp::float32 var_121;
    wp::float32 var_122;
    wp::float32 var_123;
    wp::float32 var_124;
    wp::float32 var_125;
    wp::float32 var_126;
    wp::float32 var_127;
    const wp::float32 var_128 = 1.35;
    wp::float32 var_129;
    wp::float32 var_130;
    wp::float32 var_131;
    wp::float32 var_132;
    const wp::int32 var_133 = 3;
    wp::int32 var_134;
    const wp::int32 var_135 = 0;
    const wp::int32 var_136 = 3;
    wp::range_t var_137;
    wp::int32 var_138;
    const wp::float32 var_139 = 1.909;
    const wp::float32 var_140 = -0.45;
    const wp::float32 var_141 = 1.97;
    wp::float32 var_142;
    const wp::float32 var_143 = 1.817;
    const wp::float32 var_144 = 1.9;
    const wp::float32 var_145 = -1.8;
    wp::vec_t<3, wp::float32> var_146;
    wp::float32 var_147;
    wp::float32 var_148;
    wp::float32 var_149;
    wp::float32 var_150;
    const wp::float32 var_151 = -1.0;
    const wp::float32 var_152 = 1.0;
    wp::float32 var_153;
    wp::float32 var_154;
    wp::float32 var_155;
    wp::range_t var_156;
    wp::range_t var_157;
    wp::int32 var_158;
    const wp::float32 var_159 = 1.762;
    const wp::float32 var_160 = 1.338;
    const wp::float32 var_161 = -0.3;
    wp::vec_t<3, wp::float32> var_162;
    const wp::float32 var_163 = 0.0;
    const wp::float32 var_164 = -1.28;
    const wp::float32 var_165 = -0.863;
    wp::vec_t<3, wp::float32> var_166;
    wp::vec_t<3, wp::float32> var_167;
    const wp::float32 var_168 = -1.9;
    const wp::float32 var_169 = -1.9;
    const wp::float32 var_170 = -1.036;
    wp::vec_t<3, wp::float32> var_171;
    wp::float32 var_172;
    wp::float32 var_173;
    wp::float32 var_174;
    const wp::int32 var_175 = 3;
    wp::int32 var_176;
    const wp::int32 var_177 = 1;
    bool var_178;
    wp::float32 var_179;
    wp::float32 var_180;
    wp::float32 var_181;
    wp::float32 var_182;
    wp::float32 var_183;
    wp::float32 var_184;
    const wp::float32 var_185 = 0.66;
    wp::float32 var_186;
    wp::float32 var_187;
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
    wp::float32 adj_39 = {};
    wp::vec_t<3, wp::float32> adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::vec_t<3, wp::float32> adj_44 = {};
    wp::float32 adj_45 = {};
    bool adj_46 = {};
    bool adj_47 = {};
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
    wp::int32 adj_62 = {};
    wp::int32 adj_63 = {};
    wp::int32 adj_64 = {};
    wp::int32 adj_65 = {};
    wp::range_t adj_66 = {};
    wp::int32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::float32 adj_69 = {};
    wp::float32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    wp::float32 adj_73 = {};
    wp::float32 adj_74 = {};
    wp::vec_t<3, wp::float32> adj_75 = {};
    wp::float32 adj_76 = {};
    wp::float32 adj_77 = {};
    wp::float32 adj_78 = {};
    wp::float32 adj_79 = {};
    wp::int32 adj_80 = {};
    wp::int32 adj_81 = {};
    wp::int32 adj_82 = {};
    wp::shape_t adj_83 = {};
    wp::int32 adj_84 = {};
    wp::int32 adj_85 = {};
    wp::shape_t adj_86 = {};
    wp::int32 adj_87 = {};
    wp::float32 adj_88 = {};
    wp::float32 adj_89 = {};
    wp::float32 adj_90 = {};
    wp::float32 adj_91 = {};
    wp::float32 adj_92 = {};
    wp::int32 adj_93 = {};
    wp::int32 adj_94 = {};
    bool adj_95 = {};
    wp::int32 adj_96 = {};
    bool adj_97 = {};
    bool adj_98 = {};
    bool adj_99 = {};
    bool adj_100 = {};
    wp::int32 adj_101 = {};
    wp::int32 adj_102 = {};
    wp::float32 adj_103 = {};
    wp::float32 adj_104 = {};
    wp::float32 adj_105 = {};
    wp::float32 adj_106 = {};
    wp::float32 adj_107 = {};
    wp::float32 adj_108 = {};
    wp::float32 adj_109 = {};
    wp::float32 adj_110 = {};
    wp::vec_t<3, wp::float32> adj_111 = {};
    wp::float32 adj_112 = {};
    wp::float32 adj_113 = {};
    wp::float32 adj_114 = {};
    wp::vec_t<3, wp::float32> adj_115 = {};
    wp::float32 adj_116 = {};
    bool adj_117 = {};
    bool adj_118 = {};
    wp::float32 adj_119 = {};
    wp::float32 adj_120 = {};
    wp::float32 adj_121 = {};
    wp::float32 adj_122 = {};
    wp::float32 adj_123 = {};
    wp::float32 adj_124 = {};
    wp::float32 adj_125 = {};
    wp::float32 adj_126 = {};
    wp::float32 adj_127 = {};
    wp::float32 adj_128 = {};
    wp::float32 adj_129 = {};
    wp::float32 adj_130 = {};
    wp::float32 adj_131 = {};
    wp::float32 adj_132 = {};
    wp::int32 adj_133 = {};
    wp::int32 adj_134 = {};
    wp::int32 adj_135 = {};
    wp::int32 adj_136 = {};
    wp::range_t adj_137 = {};
    wp::int32 adj_138 = {};
    wp::float32 adj_139 = {};
    wp::float32 adj_140 = {};
    wp::float32 adj_141 = {};
    wp::float32 adj_142 = {};
    wp::float32 adj_143 = {};
    wp::float32 adj_144 = {};
    wp::float32 adj_145 = {};
    wp::vec_t<3, wp::float32> adj_146 = {};
    wp::float32 adj_147 = {};
    wp::float32 adj_148 = {};
    wp::float32 adj_149 = {};
    wp::float32 adj_150 = {};
    wp::float32 adj_151 = {};
    wp::float32 adj_152 = {};
    wp::float32 adj_153 = {};
    wp::float32 adj_154 = {};
    wp::float32 adj_155 = {};
    wp::range_t adj_156 = {};
    wp::range_t adj_157 = {};
    wp::int32 adj_158 = {};
    wp::float32 adj_159 = {};
    wp::float32 adj_160 = {};
    wp::float32 adj_161 = {};
    wp::vec_t<3, wp::float32> adj_162 = {};
    wp::float32 adj_163 = {};
    wp::float32 adj_164 = {};
    wp::float32 adj_165 = {};
    wp::vec_t<3, wp::float32> adj_166 = {};
    wp::vec_t<3, wp::float32> adj_167 = {};
    wp::float32 adj_168 = {};
    wp::float32 adj_169 = {};
    wp::float32 adj_170 = {};
    wp::vec_t<3, wp::float32> adj_171 = {};
    wp::float32 adj_172 = {};
    wp::float32 adj_173 = {};
    wp::float32 adj_174 = {};
    wp::int32 adj_175 = {};
    wp::int32 adj_176 = {};
    wp::int32 adj_177 = {};
    bool adj_178 = {};
    wp::float32 adj_179 = {};
    wp::float32 adj_180 = {};
    wp::float32 adj_181 = {};
    wp::float32 adj_182 = {};
    wp::float32 adj_183 = {};
    wp::float32 adj_184 = {};
    wp::float32 adj_185 = {};
    wp::float32 adj_186 = {};
    wp::float32 adj_187 = {};
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
    var_82 = wp::add(var_0, var_81);
    var_83 = &(var_x0.shape);
    var_86 = wp::load(var_83);
    var_85 = wp::extract(var_86, var_84);
    var_87 = wp::mod(var_82, var_85);
    var_88 = wp::address(var_x0, var_87);
    var_90 = wp::load(var_88);
    var_89 = wp::cos(var_90);
    var_91 = wp::add(var_20, var_89);
    // v3 = v0                                                                                <L 11>
    var_92 = wp::copy(var_2);
    // w4 = int(0)                                                                            <L 12>
    var_94 = wp::int(var_93);
    // while w4 < 3 and ((v3 < v0) or (v1 > v3)):                                             <L 13>
    // v6 = wp.smoothstep(-1.0, 1.0, v1) * v1                                                 <L 22>
    var_153 = wp::smoothstep(var_151, var_152, var_91);
    var_154 = wp::mul(var_153, var_91);
    // v7 = v0                                                                                <L 23>
    var_155 = wp::copy(var_2);
    // for j8 in reversed(range(n)):                                                          <L 24>
    var_156 = wp::range(var_n);
    var_157 = wp::iter_reverse(var_156);
    // out0[tid] = v1 + v6 + v7 + (float(tid) * (v6 + v6)) * 0.66                             <L 28>
    var_180 = wp::add(var_91, var_154);
    var_181 = wp::add(var_180, var_155);
    var_182 = wp::float(var_0);
    var_183 = wp::add(var_154, var_154);
    var_184 = wp::mul(var_182, var_183);
    var_186 = wp::mul(var_184, var_185);
    var_187 = wp::add(var_181, var_186);
    // wp::array_store(var_out0, var_0, var_187);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_187, adj_out0, adj_0, adj_187);
    wp::adj_add(var_181, var_186, adj_181, adj_186, adj_187);
    wp::adj_mul(var_184, var_185, adj_184, adj_185, adj_186);
    wp::adj_mul(var_182, var_183, adj_182, adj_183, adj_184);
    wp::adj_add(var_154, var_154, adj_154, adj_154, adj_183);
    wp::adj_float(var_0, adj_0, adj_182);
    wp::adj_add(var_180, var_155, adj_180, adj_155, adj_181);
    wp::adj_add(var_91, var_154, adj_91, adj_154, adj_180);
    // adj: out0[tid] = v1 + v6 + v7 + (float(tid) * (v6 + v6)) * 0.66                        <L 28>
    var_157 = wp::iter_reverse(var_157);
    start_for_8:;
        if (iter_cmp(var_157) == 0) goto end_for_8;
        var_158 = wp::iter_next(var_157);
    	adj_159 = {};
    	adj_160 = {};
    	adj_161 = {};
    	adj_162 = {};
    	adj_163 = {};
    	adj_164 = {};
    	adj_165 = {};
    	adj_166 = {};
    	adj_167 = {};
    	adj_168 = {};
    	adj_169 = {};
    	adj_170 = {};
    	adj_171 = {};
    	adj_172 = {};
    	adj_173 = {};
    	adj_174 = {};
    	adj_175 = {};
    	adj_176 = {};
    	adj_177 = {};
    	adj_178 = {};
    	adj_179 = {};
        // v6 = v6 + wp.cos(wp.dot((wp.vec3(1.762, 1.338, -0.3) + wp.vec3(0.0, -1.28, -0.863)), wp.vec3(-1.9, -1.9, -1.036)))       <L 25>
        var_162 = wp::vec_t<3, wp::float32>(var_159, var_160, var_161);
        var_166 = wp::vec_t<3, wp::float32>(var_163, var_164, var_165);
        var_167 = wp::add(var_162, var_166);
        var_171 = wp::vec_t<3, wp::float32>(var_168, var_169, var_170);
        var_172 = wp::dot(var_167, var_171);
        var_173 = wp::cos(var_172);
        var_174 = wp::add(var_154, var_173);
        // if (j8) % 3 == 1:                                                                  <L 26>
        var_176 = wp::mod(var_158, var_175);
        var_178 = (var_176 == var_177);
        if (var_178) {
            // break                                                                          <L 27>
            wp::assign(var_154, var_174);
            goto end_for_8;
        }
        var_179 = wp::where(var_178, var_154, var_174);
        wp::assign(var_154, var_179);
        wp::adj_assign(var_154, var_179, adj_154, adj_179);
        wp::adj_where(var_178, var_154, var_174, adj_178, adj_154, adj_174, adj_179);
        if (var_178) {
            wp::adj_assign(var_154, var_174, adj_154, adj_174);
            // adj: break                                                                     <L 27>
        }
        wp::adj_mod(var_158, var_175, adj_158, adj_175, adj_176);
        // adj: if (j8) % 3 == 1:                                                             <L 26>
        wp::adj_add(var_154, var_173, adj_154, adj_173, adj_174);
        wp::adj_cos(var_172, adj_172, adj_173);
        wp::adj_dot(var_167, var_171, adj_167, adj_171, adj_172);
        wp::adj_vec_t(var_168, var_169, var_170, adj_168, adj_169, adj_170, adj_171);
        wp::adj_add(var_162, var_166, adj_162, adj_166, adj_167);
        wp::adj_vec_t(var_163, var_164, var_165, adj_163, adj_164, adj_165, adj_166);
        wp::adj_vec_t(var_159, var_160, var_161, adj_159, adj_160, adj_161, adj_162);
        // adj: v6 = v6 + wp.cos(wp.dot((wp.vec3(1.762, 1.338, -0.3) + wp.vec3(0.0, -1.28, -0.863)), wp.vec3(-1.9, -1.9, -1.036)))  <L 25>
    	goto start_for_8;
    end_for_8:;
    // adj: for j8 in reversed(range(n)):                                                     <L 24>
    wp::adj_copy(var_2, adj_2, adj_155);
    // adj: v7 = v0                                                                           <L 23>
    wp::adj_mul(var_153, var_91, adj_153, adj_91, adj_154);
    wp::adj_smoothstep(var_151, var_152, var_91, adj_151, adj_152, adj_91, adj_153);
    // adj: v6 = wp.smoothstep(-1.0, 1.0, v1) * v1                                            <L 22>
    start_while_4:;
    var_97 = (var_94 < var_96);
    var_95 = var_97;
    if (var_95) {
        var_99 = (var_92 < var_2);
        var_98 = var_99;
        if (!var_98) {
            var_100 = (var_91 > var_92);
            var_98 = var_98 || var_100;
        }
        var_95 = var_95 && var_98;
    }
    if ((var_95) == false) goto end_while_4;
    adj_101 = {};
    adj_102 = {};
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
    adj_114 = {};
    adj_115 = {};
    adj_116 = {};
    adj_117 = {};
    adj_118 = {};
    adj_119 = {};
    adj_120 = {};
    adj_121 = {};
    adj_122 = {};
    adj_123 = {};
    adj_124 = {};
    adj_125 = {};
    adj_126 = {};
    adj_127 = {};
    adj_128 = {};
    adj_129 = {};
    adj_130 = {};
    adj_131 = {};
    adj_132 = {};
    adj_133 = {};
    adj_134 = {};
    adj_135 = {};
    adj_136 = {};
    adj_137 = {};
    adj_138 = {};
    adj_139 = {};
    adj_140 = {};
    adj_141 = {};
    adj_142 = {};
    adj_143 = {};
    adj_144 = {};
    adj_145 = {};
    adj_146 = {};
    adj_147 = {};
    adj_148 = {};
    adj_149 = {};
    adj_150 = {};
        // w4 = w4 + 1                                                                        <L 14>
        var_102 = wp::add(var_94, var_101);
        // v0 = v0 + wp.tanh(wp.sign((v1 * -1.106)))                                          <L 15>
        var_104 = wp::mul(var_91, var_103);
        var_105 = wp::sign(var_104);
        var_106 = wp::tanh(var_105);
        var_107 = wp::add(var_2, var_106);
        // if v3 >= wp.dot(wp.vec3(0.3, -0.84, -1.3), wp.vec3(0.53, -0.0, -1.2)):             <L 16>
        var_111 = wp::vec_t<3, wp::float32>(var_108, var_109, var_110);
        var_115 = wp::vec_t<3, wp::float32>(var_112, var_113, var_114);
        var_116 = wp::dot(var_111, var_115);
        var_117 = (var_92 >= var_116);
        if (var_117) {
            // v1 = v1 + wp.sin((float(tid) if v3 <= v0 else (v3 + v1)))                      <L 17>
            var_118 = (var_92 <= var_107);
            if (var_118) {
                var_119 = wp::float(var_0);
            }
            if (!var_118) {
                var_120 = wp::add(var_92, var_91);
            }
            var_121 = wp::where(var_118, var_119, var_120);
            var_122 = wp::sin(var_121);
            var_123 = wp::add(var_91, var_122);
        }
        if (!var_117) {
            // v0 -= wp.tanh(((v0 * v0) * abs(v0))) * 1.35                                    <L 19>
            var_124 = wp::mul(var_107, var_107);
            var_125 = wp::abs(var_107);
            var_126 = wp::mul(var_124, var_125);
            var_127 = wp::tanh(var_126);
            var_129 = wp::mul(var_127, var_128);
            var_130 = wp::sub(var_107, var_129);
        }
        var_131 = wp::where(var_117, var_107, var_130);
        var_132 = wp::where(var_117, var_123, var_91);
        // for j5 in range(0, n * 3, 3):                                                      <L 20>
        var_134 = wp::mul(var_n, var_133);
        var_137 = wp::range(var_135, var_134, var_136);
        wp::assign(var_2, var_131);
        wp::assign(var_91, var_132);
        wp::assign(var_94, var_102);
        wp::assign(var_67, var_138);
        wp::adj_assign(var_67, var_138, adj_67, adj_138);
        wp::adj_assign(var_94, var_102, adj_94, adj_102);
        wp::adj_assign(var_91, var_132, adj_91, adj_132);
        wp::adj_assign(var_2, var_131, adj_2, adj_131);
        var_137 = wp::iter_reverse(var_137);
        start_for_6:;
            if (iter_cmp(var_137) == 0) goto end_for_6;
            var_138 = wp::iter_next(var_137);
        	adj_139 = {};
        	adj_140 = {};
        	adj_141 = {};
        	adj_142 = {};
        	adj_143 = {};
        	adj_144 = {};
        	adj_145 = {};
        	adj_146 = {};
        	adj_147 = {};
        	adj_148 = {};
        	adj_149 = {};
        	adj_150 = {};
            // v1 = v1 + wp.sin((wp.clamp(1.909, -0.45, 1.97) * wp.length_sq(wp.vec3(1.817, 1.9, -1.8))))       <L 21>
            var_142 = wp::clamp(var_139, var_140, var_141);
            var_146 = wp::vec_t<3, wp::float32>(var_143, var_144, var_145);
            var_147 = wp::length_sq(var_146);
            var_148 = wp::mul(var_142, var_147);
            var_149 = wp::sin(var_148);
            var_150 = wp::add(var_132, var_149);
            wp::assign(var_132, var_150);
            wp::adj_assign(var_132, var_150, adj_132, adj_150);
            wp::adj_add(var_132, var_149, adj_132, adj_149, adj_150);
            wp::adj_sin(var_148, adj_148, adj_149);
            wp::adj_mul(var_142, var_147, adj_142, adj_147, adj_148);
            wp::adj_length_sq(var_146, adj_146, adj_147);
            wp::adj_vec_t(var_143, var_144, var_145, adj_143, adj_144, adj_145, adj_146);
            wp::adj_clamp(var_139, var_140, var_141, adj_139, adj_140, adj_141, adj_142);
            // adj: v1 = v1 + wp.sin((wp.clamp(1.909, -0.45, 1.97) * wp.length_sq(wp.vec3(1.817, 1.9, -1.8))))  <L 21>
        	goto start_for_6;
        end_for_6:;
        wp::adj_mul(var_n, var_133, adj_n, adj_133, adj_134);
        // adj: for j5 in range(0, n * 3, 3):                                                 <L 20>
        wp::adj_where(var_117, var_123, var_91, adj_117, adj_123, adj_91, adj_132);
        wp::adj_where(var_117, var_107, var_130, adj_117, adj_107, adj_130, adj_131);
        if (!var_117) {
            wp::adj_sub(var_107, var_129, adj_107, adj_129, adj_130);
            wp::adj_mul(var_127, var_128, adj_127, adj_128, adj_129);
            wp::adj_tanh(var_126, var_127, adj_126, adj_127);
            wp::adj_mul(var_124, var_125, adj_124, adj_125, adj_126);
            wp::adj_abs(var_107, adj_107, adj_125);
            wp::adj_mul(var_107, var_107, adj_107, adj_107, adj_124);
            // adj: v0 -= wp.tanh(((v0 * v0) * abs(v0))) * 1.35                               <L 19>
        }
        if (var_117) {
            wp::adj_add(var_91, var_122, adj_91, adj_122, adj_123);
            wp::adj_sin(var_121, adj_121, adj_122);
            wp::adj_where(var_118, var_119, var_120, adj_118, adj_119, adj_120, adj_121);
            if (!var_118) {
                wp::adj_add(var_92, var_91, adj_92, adj_91, adj_120);
            }
            if (var_118) {
                wp::adj_float(var_0, adj_0, adj_119);
            }
            // adj: v1 = v1 + wp.sin((float(tid) if v3 <= v0 else (v3 + v1)))                 <L 17>
        }
        wp::adj_dot(var_111, var_115, adj_111, adj_115, adj_116);
        wp::adj_vec_t(var_112, var_113, var_114, adj_112, adj_113, adj_114, adj_115);
        wp::adj_vec_t(var_108, var_109, var_110, adj_108, adj_109, adj_110, adj_111);
        // adj: if v3 >= wp.dot(wp.vec3(0.3, -0.84, -1.3), wp.vec3(0.53, -0.0, -1.2)):        <L 16>
        wp::adj_add(var_2, var_106, adj_2, adj_106, adj_107);
        wp::adj_tanh(var_105, var_106, adj_105, adj_106);
        wp::adj_mul(var_91, var_103, adj_91, adj_103, adj_104);
        // adj: v0 = v0 + wp.tanh(wp.sign((v1 * -1.106)))                                     <L 15>
        wp::adj_add(var_94, var_101, adj_94, adj_101, adj_102);
        // adj: w4 = w4 + 1                                                                   <L 14>
    goto start_while_4;
    end_while_4:;
    // adj: while w4 < 3 and ((v3 < v0) or (v1 > v3)):                                        <L 13>
    // adj: w4 = int(0)                                                                       <L 12>
    wp::adj_copy(var_2, adj_2, adj_92);
    // adj: v3 = v0                                                                           <L 11>
    wp::adj_add(var_20, var_89, adj_20, adj_89, adj_91);
    wp::adj_cos(var_90, adj_88, adj_89);
    wp::adj_address(var_x0, var_87, adj_x0, adj_87, adj_88);
    wp::adj_mod(var_82, var_85, adj_82, adj_85, adj_87);
    adj_x0.shape = adj_83;
    wp::adj_add(var_0, var_81, adj_0, adj_81, adj_82);
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
    adj_53 = {};
    adj_54 = {};
    adj_55 = {};
    adj_56 = {};
    adj_57 = {};
    adj_58 = {};
    adj_59 = {};
    adj_60 = {};
    adj_61 = {};
    adj_62 = {};
    adj_63 = {};
    adj_64 = {};
    adj_65 = {};
    adj_66 = {};
    adj_67 = {};
    adj_68 = {};
    adj_69 = {};
    adj_70 = {};
    adj_71 = {};
    adj_72 = {};
    adj_73 = {};
    adj_74 = {};
    adj_75 = {};
    adj_76 = {};
    adj_77 = {};
    adj_78 = {};
    adj_79 = {};
        // w4 = w4 + 1                                                                        <L 14>
        var_31 = wp::add(var_23, var_30);
        // v0 = v0 + wp.tanh(wp.sign((v1 * -1.106)))                                          <L 15>
        var_33 = wp::mul(var_20, var_32);
        var_34 = wp::sign(var_33);
        var_35 = wp::tanh(var_34);
        var_36 = wp::add(var_2, var_35);
        // if v3 >= wp.dot(wp.vec3(0.3, -0.84, -1.3), wp.vec3(0.53, -0.0, -1.2)):             <L 16>
        var_40 = wp::vec_t<3, wp::float32>(var_37, var_38, var_39);
        var_44 = wp::vec_t<3, wp::float32>(var_41, var_42, var_43);
        var_45 = wp::dot(var_40, var_44);
        var_46 = (var_21 >= var_45);
        if (var_46) {
            // v1 = v1 + wp.sin((float(tid) if v3 <= v0 else (v3 + v1)))                      <L 17>
            var_47 = (var_21 <= var_36);
            if (var_47) {
                var_48 = wp::float(var_0);
            }
            if (!var_47) {
                var_49 = wp::add(var_21, var_20);
            }
            var_50 = wp::where(var_47, var_48, var_49);
            var_51 = wp::sin(var_50);
            var_52 = wp::add(var_20, var_51);
        }
        if (!var_46) {
            // v0 -= wp.tanh(((v0 * v0) * abs(v0))) * 1.35                                    <L 19>
            var_53 = wp::mul(var_36, var_36);
            var_54 = wp::abs(var_36);
            var_55 = wp::mul(var_53, var_54);
            var_56 = wp::tanh(var_55);
            var_58 = wp::mul(var_56, var_57);
            var_59 = wp::sub(var_36, var_58);
        }
        var_60 = wp::where(var_46, var_36, var_59);
        var_61 = wp::where(var_46, var_52, var_20);
        // for j5 in range(0, n * 3, 3):                                                      <L 20>
        var_63 = wp::mul(var_n, var_62);
        var_66 = wp::range(var_64, var_63, var_65);
        wp::assign(var_2, var_60);
        wp::assign(var_20, var_61);
        wp::assign(var_23, var_31);
        wp::adj_assign(var_23, var_31, adj_23, adj_31);
        wp::adj_assign(var_20, var_61, adj_20, adj_61);
        wp::adj_assign(var_2, var_60, adj_2, adj_60);
        var_66 = wp::iter_reverse(var_66);
        start_for_2:;
            if (iter_cmp(var_66) == 0) goto end_for_2;
            var_67 = wp::iter_next(var_66);
        	adj_68 = {};
        	adj_69 = {};
        	adj_70 = {};
        	adj_71 = {};
        	adj_72 = {};
        	adj_73 = {};
        	adj_74 = {};
        	adj_75 = {};
        	adj_76 = {};
        	adj_77 = {};
        	adj_78 = {};
        	adj_79 = {};
            // v1 = v1 + wp.sin((wp.clamp(1.909, -0.45, 1.97) * wp.length_sq(wp.vec3(1.817, 1.9, -1.8))))       <L 21>
            var_71 = wp::clamp(var_68, var_69, var_70);
            var_75 = wp::vec_t<3, wp::float32>(var_72, var_73, var_74);
            var_76 = wp::length_sq(var_75);
            var_77 = wp::mul(var_71, var_76);
            var_78 = wp::sin(var_77);
            var_79 = wp::add(var_61, var_78);
            wp::assign(var_61, var_79);
            wp::adj_assign(var_61, var_79, adj_61, adj_79);
            wp::adj_add(var_61, var_78, adj_61, adj_78, adj_79);
            wp::adj_sin(var_77, adj_77, adj_78);
            wp::adj_mul(var_71, var_76, adj_71, adj_76, adj_77);
            wp::adj_length_sq(var_75, adj_75, adj_76);
            wp::adj_vec_t(var_72, var_73, var_74, adj_72, adj_73, adj_74, adj_75);
            wp::adj_clamp(var_68, var_69, var_70, adj_68, adj_69, adj_70, adj_71);
            // adj: v1 = v1 + wp.sin((wp.clamp(1.909, -0.45, 1.97) * wp.length_sq(wp.vec3(1.817, 1.9, -1.8))))  <L 21>
        	goto start_for_2;
        end_for_2:;
        wp::adj_mul(var_n, var_62, adj_n, adj_62, adj_63);
        // adj: for j5 in range(0, n * 3, 3):                                                 <L 20>
        wp::adj_where(var_46, var_52, var_20, adj_46, adj_52, adj_20, adj_61);
        wp::adj_where(var_46, var_36, var_59, adj_46, adj_36, adj_59, adj_60);
        if (!var_46) {
            wp::adj_sub(var_36, var_58, adj_36, adj_58, adj_59);
            wp::adj_mul(var_56, var_57, adj_56, adj_57, adj_58);
            wp::adj_tanh(var_55, var_56, adj_55, adj_56);
            wp::adj_mul(var_53, var_54, adj_53, adj_54, adj_55);
            wp::adj_abs(var_36, adj_36, adj_54);
            wp::adj_mul(var_36, var_36, adj_36, adj_36, adj_53);
            // adj: v0 -= wp.tanh(((v0 * v0) * abs(v0))) * 1.35                               <L 19>
        }
        if (var_46) {
            wp::adj_add(var_20, var_51, adj_20, adj_51, adj_52);
            wp::adj_sin(var_50, adj_50, adj_51);
            wp::adj_where(var_47, var_48, var_49, adj_47, adj_48, adj_49, adj_50);
            if (!var_47) {
                wp::adj_add(var_21, var_20, adj_21, adj_20, adj_49);
            }
            if (var_47) {
                wp::adj_float(var_0, adj_0, adj_48);
            }
            // adj: v1 = v1 + wp.sin((float(tid) if v3 <= v0 else (v3 + v1)))                 <L 17>
        }
        wp::adj_dot(var_40, var_44, adj_40, adj_44, adj_45);
        wp::adj_vec_t(var_41, var_42, var_43, adj_41, adj_42, adj_43, adj_44);
        wp::adj_vec_t(var_37, var_38, var_39, adj_37, adj_38, adj_39, adj_40);
        // adj: if v3 >= wp.dot(wp.vec3(0.3, -0.84, -1.3), wp.vec3(0.53, -0.0, -1.2)):        <L 16>
        wp::adj_add(var_2, var_35, adj_2, adj_35, adj_36);
        wp::adj_tanh(var_34, var_35, adj_34, adj_35);
        wp::adj_mul(var_20, var_32, adj_20, adj_32, adj_33);
        // adj: v0 = v0 + wp.tanh(wp.sign((v1 * -1.106)))                                     <L 15>
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



struct control_000001_41b55ed1_cpu_block_payload_forward
{
    wp_args_control_000001_41b55ed1* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void control_000001_41b55ed1_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    control_000001_41b55ed1_cpu_block_payload_forward* payload = (control_000001_41b55ed1_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    control_000001_41b55ed1_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void control_000001_41b55ed1_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_control_000001_41b55ed1 *_wp_args)
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
        control_000001_41b55ed1_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &control_000001_41b55ed1_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct control_000001_41b55ed1_cpu_block_payload_backward
{
    wp_args_control_000001_41b55ed1* args;
    wp_args_control_000001_41b55ed1* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void control_000001_41b55ed1_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    control_000001_41b55ed1_cpu_block_payload_backward* payload = (control_000001_41b55ed1_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    control_000001_41b55ed1_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void control_000001_41b55ed1_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_control_000001_41b55ed1 *_wp_args,
    wp_args_control_000001_41b55ed1 *_wp_adj_args)
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
        control_000001_41b55ed1_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &control_000001_41b55ed1_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

