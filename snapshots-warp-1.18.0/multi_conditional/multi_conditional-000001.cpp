// Generated for case multi_conditional-000001 with warp-lang 1.18.0. Do not edit.
// Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
#define WP_NO_BFLOAT16

#define WP_TILE_BLOCK_DIM 256
#define WP_NO_CRT
#include "builtin.h"
#include "deterministic.h"

#define builtin_tid1d() wp::tid(task_index, dim)
#define builtin_tid2d(x, y) wp::tid(x, y, task_index, dim)
#define builtin_tid3d(x, y, z) wp::tid(x, y, z, task_index, dim)
#define builtin_tid4d(x, y, z, w) wp::tid(x, y, z, w, task_index, dim)

#define builtin_block_dim() wp::block_dim()


// avoid namespacing of float type for casting to float type, this is to avoid wp::float(x), which is not valid in C++
#define float(x) cast_float(x)
#define adj_float(x, adj_x, adj_ret) adj_cast_float(x, adj_x, adj_ret)

#define int(x) cast_int(x)
#define adj_int(x, adj_x, adj_ret) adj_cast_int(x, adj_x, adj_ret)

struct wp_args_multi_conditional_000001_4ff20db4 {
    wp::array_t<wp::vec_t<2, wp::float32>> sample_offsets;
    wp::array_t<wp::float32> sample_densities;
    wp::array_t<wp::float32> sample_residuals;
    wp::array_t<wp::float32> sample_distances;
};


void multi_conditional_000001_4ff20db4_cpu_kernel_forward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_multi_conditional_000001_4ff20db4 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::vec_t<2, wp::float32>> var_sample_offsets = _wp_args->sample_offsets;
    wp::array_t<wp::float32> var_sample_densities = _wp_args->sample_densities;
    wp::array_t<wp::float32> var_sample_residuals = _wp_args->sample_residuals;
    wp::array_t<wp::float32> var_sample_distances = _wp_args->sample_distances;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::vec_t<2, wp::float32>* var_3;
    wp::vec_t<2, wp::float32> var_4;
    wp::vec_t<2, wp::float32> var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = -0.16;
    wp::float32 var_11;
    bool var_12;
    wp::vec_t<2, wp::float32> var_13;
    const wp::float32 var_14 = -0.7;
    const wp::float32 var_15 = -1.97;
    wp::vec_t<2, wp::float32> var_16;
    wp::vec_t<2, wp::float32> var_17;
    wp::vec_t<2, wp::float32> var_18;
    const wp::float32 var_19 = 1.48;
    wp::vec_t<2, wp::float32> var_20;
    wp::vec_t<2, wp::float32> var_21;
    const wp::float32 var_22 = -100.0;
    const wp::float32 var_23 = 100.0;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::int32 var_26;
    const wp::int32 var_27 = 4;
    wp::int32 var_28;
    const wp::int32 var_29 = 1;
    bool var_30;
    wp::vec_t<2, wp::float32> var_31;
    const wp::float32 var_32 = 0.98;
    wp::vec_t<2, wp::float32> var_33;
    wp::vec_t<2, wp::float32> var_34;
    wp::int32 var_35;
    const wp::int32 var_36 = 2;
    wp::int32 var_37;
    const wp::int32 var_38 = 0;
    bool var_39;
    wp::float32 var_40;
    const wp::float32 var_41 = -3.0;
    const wp::float32 var_42 = 3.0;
    wp::float32 var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    wp::float32 var_48;
    bool var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    bool var_52;
    bool var_53;
    const wp::float32 var_54 = -0.658;
    bool var_55;
    const wp::float32 var_56 = -1.44;
    bool var_57;
    bool var_58;
    const wp::float32 var_59 = 1.417;
    bool var_60;
    const wp::float32 var_61 = 1.3;
    bool var_62;
    const wp::int32 var_63 = 0;
    wp::float32 var_64;
    const wp::float32 var_65 = 1.536;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    const wp::float32 var_69 = 0.56;
    wp::float32 var_70;
    wp::float32 var_71;
    bool var_72;
    bool var_73;
    const wp::float32 var_74 = -0.229;
    bool var_75;
    const wp::float32 var_76 = 0.782;
    bool var_77;
    bool var_78;
    bool var_79;
    const wp::float32 var_80 = -0.4;
    bool var_81;
    const wp::float32 var_82 = -1.604;
    bool var_83;
    wp::vec_t<2, wp::float32> var_84;
    wp::vec_t<2, wp::float32> var_85;
    const wp::float32 var_86 = 1.9;
    wp::vec_t<2, wp::float32> var_87;
    wp::vec_t<2, wp::float32> var_88;
    wp::vec_t<2, wp::float32> var_89;
    wp::vec_t<2, wp::float32> var_90;
    wp::vec_t<2, wp::float32> var_91;
    wp::vec_t<2, wp::float32> var_92;
    const wp::float32 var_93 = 0.94;
    wp::vec_t<2, wp::float32> var_94;
    wp::vec_t<2, wp::float32> var_95;
    const wp::float32 var_96 = 1.98;
    wp::vec_t<2, wp::float32> var_97;
    wp::vec_t<2, wp::float32> var_98;
    const wp::int32 var_99 = 0;
    wp::float32 var_100;
    const wp::int32 var_101 = 1;
    wp::int32 var_102;
    wp::shape_t* var_103;
    const wp::int32 var_104 = 0;
    wp::int32 var_105;
    wp::shape_t var_106;
    wp::int32 var_107;
    const wp::int32 var_108 = 5;
    wp::int32 var_109;
    wp::shape_t* var_110;
    const wp::int32 var_111 = 1;
    wp::int32 var_112;
    wp::shape_t var_113;
    wp::int32 var_114;
    const wp::int32 var_115 = 2;
    wp::int32 var_116;
    wp::shape_t* var_117;
    const wp::int32 var_118 = 2;
    wp::int32 var_119;
    wp::shape_t var_120;
    wp::int32 var_121;
    wp::float32* var_122;
    const wp::float32 var_123 = 0.8;
    wp::float32 var_124;
    wp::float32 var_125;
    wp::float32 var_126;
    wp::float32 var_127;
    const wp::float32 var_128 = 1.0;
    wp::float32 var_129;
    wp::float32 var_130;
    wp::vec_t<2, wp::float32> var_131;
    wp::vec_t<2, wp::float32> var_132;
    wp::float32 var_133;
    const wp::float32 var_134 = -0.85;
    wp::float32 var_135;
    const wp::int32 var_136 = 1;
    wp::float32 var_137;
    bool var_138;
    const wp::float32 var_139 = -0.34;
    const wp::float32 var_140 = -1.031;
    wp::vec_t<2, wp::float32> var_141;
    wp::vec_t<2, wp::float32> var_142;
    const wp::float32 var_143 = 1.89;
    bool var_144;
    wp::vec_t<2, wp::float32> var_145;
    wp::float32 var_146;
    wp::vec_t<2, wp::float32> var_147;
    wp::vec_t<2, wp::float32> var_148;
    const wp::float32 var_149 = 1.75;
    wp::vec_t<2, wp::float32> var_150;
    wp::vec_t<2, wp::float32> var_151;
    const wp::float32 var_152 = -1.28;
    const wp::float32 var_153 = 1.77;
    wp::float32 var_154;
    wp::float32 var_155;
    wp::float32 var_156;
    const wp::int32 var_157 = 4;
    wp::int32 var_158;
    const wp::int32 var_159 = 0;
    bool var_160;
    const wp::float32 var_161 = -0.3;
    const wp::float32 var_162 = 1.12;
    wp::vec_t<2, wp::float32> var_163;
    wp::float32 var_164;
    wp::float32 var_165;
    const wp::float32 var_166 = 1.0;
    wp::float32 var_167;
    wp::float32 var_168;
    wp::float32 var_169;
    wp::float32 var_170;
    wp::vec_t<2, wp::float32> var_171;
    const wp::float32 var_172 = -1.0;
    const wp::float32 var_173 = -1.2;
    wp::vec_t<2, wp::float32> var_174;
    wp::vec_t<2, wp::float32> var_175;
    wp::vec_t<2, wp::float32> var_176;
    wp::float32 var_177;
    wp::float32 var_178;
    const wp::int32 var_179 = 2;
    wp::int32 var_180;
    const wp::int32 var_181 = 0;
    bool var_182;
    wp::float32 var_183;
    wp::float32 var_184;
    wp::vec_t<2, wp::float32> var_185;
    wp::vec_t<2, wp::float32> var_186;
    wp::vec_t<2, wp::float32> var_187;
    wp::vec_t<2, wp::float32> var_188;
    const wp::float32 var_189 = 1.12;
    wp::vec_t<2, wp::float32> var_190;
    wp::vec_t<2, wp::float32> var_191;
    const wp::int32 var_192 = 4;
    wp::int32 var_193;
    wp::shape_t* var_194;
    const wp::int32 var_195 = 0;
    wp::int32 var_196;
    wp::shape_t var_197;
    wp::int32 var_198;
    const wp::int32 var_199 = 1;
    wp::int32 var_200;
    wp::shape_t* var_201;
    const wp::int32 var_202 = 2;
    wp::int32 var_203;
    wp::shape_t var_204;
    wp::int32 var_205;
    wp::vec_t<2, wp::float32>* var_206;
    wp::vec_t<2, wp::float32> var_207;
    wp::vec_t<2, wp::float32> var_208;
    const wp::float32 var_209 = 0.57;
    wp::vec_t<2, wp::float32> var_210;
    wp::vec_t<2, wp::float32> var_211;
    wp::vec_t<2, wp::float32> var_212;
    wp::float32 var_213;
    wp::float32 var_214;
    wp::float32 var_215;
    wp::float32 var_216;
    wp::vec_t<2, wp::float32> var_217;
    wp::float32 var_218;
    wp::vec_t<2, wp::float32> var_219;
    wp::float32 var_220;
    wp::vec_t<2, wp::float32> var_221;
    wp::float32 var_222;
    wp::float32 var_223;
    wp::float32 var_224;
    wp::vec_t<2, wp::float32> var_225;
    wp::float32 var_226;
    wp::vec_t<2, wp::float32> var_227;
    wp::float32 var_228;
    wp::float32 var_229;
    const wp::float32 var_230 = -0.102;
    const wp::float32 var_231 = -0.2;
    wp::vec_t<2, wp::float32> var_232;
    wp::vec_t<2, wp::float32> var_233;
    wp::float32 var_234;
    wp::float32 var_235;
    wp::float32 var_236;
    const wp::int32 var_237 = 5;
    wp::int32 var_238;
    wp::shape_t* var_239;
    const wp::int32 var_240 = 0;
    wp::int32 var_241;
    wp::shape_t var_242;
    wp::int32 var_243;
    const wp::int32 var_244 = 1;
    wp::int32 var_245;
    wp::shape_t* var_246;
    const wp::int32 var_247 = 1;
    wp::int32 var_248;
    wp::shape_t var_249;
    wp::int32 var_250;
    const wp::int32 var_251 = 4;
    wp::int32 var_252;
    wp::shape_t* var_253;
    const wp::int32 var_254 = 2;
    wp::int32 var_255;
    wp::shape_t var_256;
    wp::int32 var_257;
    wp::float32* var_258;
    const wp::float32 var_259 = 1.8;
    wp::float32 var_260;
    wp::float32 var_261;
    wp::float32 var_262;
    wp::float32 var_263;
    wp::float32 var_264;
    wp::float32 var_265;
    const wp::float32 var_266 = 0.95;
    wp::float32 var_267;
    wp::float32 var_268;
    //---------
    // forward
    // def multi_conditional_000001(sample_offsets: wp.array3d[wp.vec2], sample_densities: wp.array3d[float], sample_residuals: wp.array3d[float], sample_distances: wp.array3d[float]):       <L 7>
    // i, j, k = wp.tid()  # this thread's element                                            <L 8>
    builtin_tid3d(var_0, var_1, var_2);
    // v0 = sample_offsets[i, j, k]                                                           <L 9>
    var_3 = wp::address(var_sample_offsets, var_0, var_1, var_2);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = sample_densities[i, j, k]                                                         <L 10>
    var_6 = wp::address(var_sample_densities, var_0, var_1, var_2);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // if wp.step(v1) * -0.16 >= v1:                                                          <L 11>
    var_9 = wp::step(var_7);
    var_11 = wp::mul(var_9, var_10);
    var_12 = (var_11 >= var_7);
    if (var_12) {
        // v0 = v0 + wp.normalize(wp.cw_mul(wp.normalize(v0), wp.vec2(-0.7, -1.97))) * 1.48       <L 12>
        var_13 = wp::normalize(var_4);
        var_16 = wp::vec_t<2, wp::float32>(var_14, var_15);
        var_17 = wp::cw_mul(var_13, var_16);
        var_18 = wp::normalize(var_17);
        var_20 = wp::mul(var_18, var_19);
        var_21 = wp::add(var_4, var_20);
    }
    if (!var_12) {
        // elif (int(wp.floor(wp.clamp(v1, -100.0, 100.0)))) % 4 == 1:                        <L 13>
        var_24 = wp::clamp(var_7, var_22, var_23);
        var_25 = wp::floor(var_24);
        var_26 = wp::int(var_25);
        var_28 = wp::mod(var_26, var_27);
        var_30 = (var_28 == var_29);
        if (var_30) {
            // v0 = v0 + wp.normalize(v0) * 0.98                                              <L 14>
            var_31 = wp::normalize(var_4);
            var_33 = wp::mul(var_31, var_32);
            var_34 = wp::add(var_4, var_33);
            // if ((j * k)) % 2 == 0:                                                         <L 15>
            var_35 = wp::mul(var_1, var_2);
            var_37 = wp::mod(var_35, var_36);
            var_39 = (var_37 == var_38);
            if (var_39) {
                // v1 += wp.tanh(wp.cosh(wp.clamp((v1 * v1), -3.0, 3.0)))                     <L 16>
                var_40 = wp::mul(var_7, var_7);
                var_43 = wp::clamp(var_40, var_41, var_42);
                var_44 = wp::cosh(var_43);
                var_45 = wp::tanh(var_44);
                var_46 = wp::add(var_7, var_45);
            }
            var_47 = wp::where(var_39, var_46, var_7);
            // if v1 <= (v1 + v1):                                                            <L 17>
            var_48 = wp::add(var_47, var_47);
            var_49 = (var_47 <= var_48);
            if (var_49) {
                // v1 += wp.cos(v1)                                                           <L 18>
                var_50 = wp::cos(var_47);
                var_51 = wp::add(var_47, var_50);
                // if ((v1 > -0.658) or (-1.44 <= v1)) or ((1.417 < v1) or (1.3 >= v1)):       <L 19>
                var_55 = (var_51 > var_54);
                var_53 = var_55;
                if (!var_53) {
                    var_57 = (var_56 <= var_51);
                    var_53 = var_53 || var_57;
                }
                var_52 = var_53;
                if (!var_52) {
                    var_60 = (var_59 < var_51);
                    var_58 = var_60;
                    if (!var_58) {
                        var_62 = (var_61 >= var_51);
                        var_58 = var_58 || var_62;
                    }
                    var_52 = var_52 || var_58;
                }
                if (var_52) {
                    // v1 -= wp.sin((v0[0] + wp.max(v1, 1.536))) * 0.56                       <L 20>
                    var_64 = wp::extract(var_34, var_63);
                    var_66 = wp::max(var_51, var_65);
                    var_67 = wp::add(var_64, var_66);
                    var_68 = wp::sin(var_67);
                    var_70 = wp::mul(var_68, var_69);
                    var_71 = wp::sub(var_51, var_70);
                }
                if (!var_52) {
                    // elif (not (v1 <= -0.229 or v1 < 0.782)) and ((v1 >= -0.4) or (v1 > -1.604)):       <L 21>
                    var_75 = (var_51 <= var_74);
                    var_73 = var_75;
                    if (!var_73) {
                        var_77 = (var_51 < var_76);
                        var_73 = var_73 || var_77;
                    }
                    var_78 = wp::unot(var_73);
                    var_72 = var_78;
                    if (var_72) {
                        var_81 = (var_51 >= var_80);
                        var_79 = var_81;
                        if (!var_79) {
                            var_83 = (var_51 > var_82);
                            var_79 = var_79 || var_83;
                        }
                        var_72 = var_72 && var_79;
                    }
                    if (var_72) {
                        // v0 = v0 + wp.normalize(wp.max(v0, v0)) * 1.9                       <L 22>
                        var_84 = wp::max(var_34, var_34);
                        var_85 = wp::normalize(var_84);
                        var_87 = wp::mul(var_85, var_86);
                        var_88 = wp::add(var_34, var_87);
                    }
                    if (!var_72) {
                        // v0 = v0 + wp.normalize(wp.min((v0 + v0), (v0 + v0))) * 0.94        <L 24>
                        var_89 = wp::add(var_34, var_34);
                        var_90 = wp::add(var_34, var_34);
                        var_91 = wp::min(var_89, var_90);
                        var_92 = wp::normalize(var_91);
                        var_94 = wp::mul(var_92, var_93);
                        var_95 = wp::add(var_34, var_94);
                        // v2 = (((v0 * 1.98) - v0))[0]                                       <L 25>
                        var_97 = wp::mul(var_95, var_96);
                        var_98 = wp::sub(var_97, var_95);
                        var_100 = wp::extract(var_98, var_99);
                        // v3 = wp.log2(wp.abs((sample_densities[(i + 1) % sample_densities.shape[0], (j + 5) % sample_densities.shape[1], (k + 2) % sample_densities.shape[2]] - (v1 * 0.8))) + 1.0)       <L 26>
                        var_102 = wp::add(var_0, var_101);
                        var_103 = &(var_sample_densities.shape);
                        var_106 = wp::load(var_103);
                        var_105 = wp::extract(var_106, var_104);
                        var_107 = wp::mod(var_102, var_105);
                        var_109 = wp::add(var_1, var_108);
                        var_110 = &(var_sample_densities.shape);
                        var_113 = wp::load(var_110);
                        var_112 = wp::extract(var_113, var_111);
                        var_114 = wp::mod(var_109, var_112);
                        var_116 = wp::add(var_2, var_115);
                        var_117 = &(var_sample_densities.shape);
                        var_120 = wp::load(var_117);
                        var_119 = wp::extract(var_120, var_118);
                        var_121 = wp::mod(var_116, var_119);
                        var_122 = wp::address(var_sample_densities, var_107, var_114, var_121);
                        var_124 = wp::mul(var_51, var_123);
                        var_126 = wp::load(var_122);
                        var_125 = wp::sub(var_126, var_124);
                        var_127 = wp::abs(var_125);
                        var_129 = wp::add(var_127, var_128);
                        var_130 = wp::log2(var_129);
                    }
                    var_131 = wp::where(var_72, var_88, var_95);
                }
                var_132 = wp::where(var_52, var_34, var_131);
                var_133 = wp::where(var_52, var_71, var_51);
            }
            if (!var_49) {
                // elif (v1 * -0.85) <= v0[1]:                                                <L 27>
                var_135 = wp::mul(var_47, var_134);
                var_137 = wp::extract(var_34, var_136);
                var_138 = (var_135 <= var_137);
                if (var_138) {
                    // v0 = v0 + wp.normalize(wp.lerp((v0 + wp.vec2(-0.34, -1.031)), wp.where(v1 <= 1.89, v0, v0), wp.floor(v1))) * 1.75       <L 28>
                    var_141 = wp::vec_t<2, wp::float32>(var_139, var_140);
                    var_142 = wp::add(var_34, var_141);
                    var_144 = (var_47 <= var_143);
                    var_145 = wp::where(var_144, var_34, var_34);
                    var_146 = wp::floor(var_47);
                    var_147 = wp::lerp(var_142, var_145, var_146);
                    var_148 = wp::normalize(var_147);
                    var_150 = wp::mul(var_148, var_149);
                    var_151 = wp::add(var_34, var_150);
                }
                if (!var_138) {
                    // v1 += wp.cos(wp.clamp(v1, -1.28, 1.77))                                <L 30>
                    var_154 = wp::clamp(var_47, var_152, var_153);
                    var_155 = wp::cos(var_154);
                    var_156 = wp::add(var_47, var_155);
                    // if (i) % 4 == 0:                                                       <L 31>
                    var_158 = wp::mod(var_0, var_157);
                    var_160 = (var_158 == var_159);
                    if (var_160) {
                        // v1 = v1 + wp.sin((v1 / (wp.abs(wp.dot(v0, wp.vec2(-0.3, 1.12))) + 1.0)))       <L 32>
                        var_163 = wp::vec_t<2, wp::float32>(var_161, var_162);
                        var_164 = wp::dot(var_34, var_163);
                        var_165 = wp::abs(var_164);
                        var_167 = wp::add(var_165, var_166);
                        var_168 = wp::div(var_156, var_167);
                        var_169 = wp::sin(var_168);
                        var_170 = wp::add(var_156, var_169);
                        // v4 = wp.length_sq((wp.vec2(v1, v1) - (v0 - wp.vec2(-1.0, -1.2))))       <L 33>
                        var_171 = wp::vec_t<2, wp::float32>(var_170, var_170);
                        var_174 = wp::vec_t<2, wp::float32>(var_172, var_173);
                        var_175 = wp::sub(var_34, var_174);
                        var_176 = wp::sub(var_171, var_175);
                        var_177 = wp::length_sq(var_176);
                    }
                    var_178 = wp::where(var_160, var_170, var_156);
                    // if (k) % 2 == 0:                                                       <L 34>
                    var_180 = wp::mod(var_2, var_179);
                    var_182 = (var_180 == var_181);
                    if (var_182) {
                        // v1 = v1 + wp.tanh(v1)                                              <L 35>
                        var_183 = wp::tanh(var_178);
                        var_184 = wp::add(var_178, var_183);
                    }
                    if (!var_182) {
                        // v0 = v0 + wp.normalize(((v0 + v0) + -v0)) * 1.12                   <L 37>
                        var_185 = wp::add(var_34, var_34);
                        var_186 = wp::neg(var_34);
                        var_187 = wp::add(var_185, var_186);
                        var_188 = wp::normalize(var_187);
                        var_190 = wp::mul(var_188, var_189);
                        var_191 = wp::add(var_34, var_190);
                        // v0 = v0 + wp.normalize(sample_offsets[(i + 4) % sample_offsets.shape[0], j, (k + 1) % sample_offsets.shape[2]]) * 0.57       <L 38>
                        var_193 = wp::add(var_0, var_192);
                        var_194 = &(var_sample_offsets.shape);
                        var_197 = wp::load(var_194);
                        var_196 = wp::extract(var_197, var_195);
                        var_198 = wp::mod(var_193, var_196);
                        var_200 = wp::add(var_2, var_199);
                        var_201 = &(var_sample_offsets.shape);
                        var_204 = wp::load(var_201);
                        var_203 = wp::extract(var_204, var_202);
                        var_205 = wp::mod(var_200, var_203);
                        var_206 = wp::address(var_sample_offsets, var_198, var_1, var_205);
                        var_208 = wp::load(var_206);
                        var_207 = wp::normalize(var_208);
                        var_210 = wp::mul(var_207, var_209);
                        var_211 = wp::add(var_191, var_210);
                        // v5 = (wp.length(wp.vec2(v1, v1)) + (wp.cbrt(v1) - v1))             <L 39>
                        var_212 = wp::vec_t<2, wp::float32>(var_178, var_178);
                        var_213 = wp::length(var_212);
                        var_214 = wp::cbrt(var_178);
                        var_215 = wp::sub(var_214, var_178);
                        var_216 = wp::add(var_213, var_215);
                    }
                    var_217 = wp::where(var_182, var_34, var_211);
                    var_218 = wp::where(var_182, var_184, var_178);
                }
                var_219 = wp::where(var_138, var_151, var_217);
                var_220 = wp::where(var_138, var_47, var_218);
            }
            var_221 = wp::where(var_49, var_132, var_219);
            var_222 = wp::where(var_49, var_133, var_220);
        }
        if (!var_30) {
            // v1 += wp.sin(v1)                                                               <L 41>
            var_223 = wp::sin(var_7);
            var_224 = wp::add(var_7, var_223);
        }
        var_225 = wp::where(var_30, var_221, var_4);
        var_226 = wp::where(var_30, var_222, var_224);
    }
    var_227 = wp::where(var_12, var_21, var_225);
    var_228 = wp::where(var_12, var_7, var_226);
    // v6 = v1                                                                                <L 42>
    var_229 = wp::copy(var_228);
    // v7 = wp.length((v0 - wp.vec2(-0.102, -0.2)))                                           <L 43>
    var_232 = wp::vec_t<2, wp::float32>(var_230, var_231);
    var_233 = wp::sub(var_227, var_232);
    var_234 = wp::length(var_233);
    // sample_residuals[i, j, k] = v1 + v6 + v7 + sample_densities[(i + 5) % sample_densities.shape[0], (j + 1) % sample_densities.shape[1], (k + 4) % sample_densities.shape[2]] * 1.8       <L 44>
    var_235 = wp::add(var_228, var_229);
    var_236 = wp::add(var_235, var_234);
    var_238 = wp::add(var_0, var_237);
    var_239 = &(var_sample_densities.shape);
    var_242 = wp::load(var_239);
    var_241 = wp::extract(var_242, var_240);
    var_243 = wp::mod(var_238, var_241);
    var_245 = wp::add(var_1, var_244);
    var_246 = &(var_sample_densities.shape);
    var_249 = wp::load(var_246);
    var_248 = wp::extract(var_249, var_247);
    var_250 = wp::mod(var_245, var_248);
    var_252 = wp::add(var_2, var_251);
    var_253 = &(var_sample_densities.shape);
    var_256 = wp::load(var_253);
    var_255 = wp::extract(var_256, var_254);
    var_257 = wp::mod(var_252, var_255);
    var_258 = wp::address(var_sample_densities, var_243, var_250, var_257);
    var_261 = wp::load(var_258);
    var_260 = wp::mul(var_261, var_259);
    var_262 = wp::add(var_236, var_260);
    wp::array_store(var_sample_residuals, var_0, var_1, var_2, var_262);
    // sample_distances[i, j, k] = v1 + v6 + v7 + wp.sin(v6) * 0.95                           <L 46>
    var_263 = wp::add(var_228, var_229);
    var_264 = wp::add(var_263, var_234);
    var_265 = wp::sin(var_229);
    var_267 = wp::mul(var_265, var_266);
    var_268 = wp::add(var_264, var_267);
    wp::array_store(var_sample_distances, var_0, var_1, var_2, var_268);
}



struct multi_conditional_000001_4ff20db4_cpu_block_payload_forward
{
    wp_args_multi_conditional_000001_4ff20db4* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void multi_conditional_000001_4ff20db4_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<3>* dim = (wp::launch_bounds_t<3>*)dim_ptr;
    multi_conditional_000001_4ff20db4_cpu_block_payload_forward* payload = (multi_conditional_000001_4ff20db4_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    multi_conditional_000001_4ff20db4_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void multi_conditional_000001_4ff20db4_cpu_forward(
    wp::launch_bounds_t<3> *dim,
    wp_args_multi_conditional_000001_4ff20db4 *_wp_args)
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
        multi_conditional_000001_4ff20db4_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &multi_conditional_000001_4ff20db4_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

