// Generated for case control-000002 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_control_000002_3645779e {
    wp::array_t<wp::float32> x0;
    wp::int32 n;
    wp::array_t<wp::float32> out0;
    wp::int32 num_elements;
};


template <bool wp_linear_contiguous>
static void control_000002_3645779e_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_control_000002_3645779e *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::int32 var_num_elements = _wp_args->num_elements;
    //---------
    // primal vars
    wp::int32 var_0;
    bool var_1;
    const wp::float32 var_2 = 0.0;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    bool var_7;
    wp::float32 var_8;
    const wp::float32 var_9 = -1.0;
    const wp::float32 var_10 = 1.0;
    wp::float32 var_11;
    wp::float32 var_12;
    bool var_13;
    const wp::float32 var_14 = -0.68;
    const wp::float32 var_15 = -1.95;
    const wp::float32 var_16 = -1.8;
    const wp::float32 var_17 = 1.801;
    wp::vec_t<3, wp::float32> var_18;
    wp::vec_t<3, wp::float32> var_19;
    const wp::float32 var_20 = -1.88;
    const wp::float32 var_21 = -1.771;
    const wp::float32 var_22 = -0.0;
    wp::vec_t<3, wp::float32> var_23;
    wp::vec_t<3, wp::float32> var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    const wp::float32 var_31 = -0.9;
    const wp::float32 var_32 = 0.9;
    wp::float32 var_33;
    wp::float32 var_34;
    bool var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::float32 var_39 = 1.0;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    const wp::float32 var_43 = -0.77;
    const wp::float32 var_44 = 0.153;
    const wp::float32 var_45 = 0.83;
    wp::vec_t<3, wp::float32> var_46;
    wp::float32 var_47;
    bool var_48;
    const wp::float32 var_49 = -0.6;
    const wp::float32 var_50 = 0.84;
    const wp::float32 var_51 = -0.662;
    wp::vec_t<3, wp::float32> var_52;
    wp::float32 var_53;
    const wp::float32 var_54 = -1.8;
    const wp::float32 var_55 = 1.8;
    const wp::float32 var_56 = -1.566;
    wp::vec_t<3, wp::float32> var_57;
    const wp::int32 var_58 = 0;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    bool var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    const wp::float32 var_66 = -1.6;
    const wp::float32 var_67 = 0.7;
    const wp::float32 var_68 = -1.899;
    wp::vec_t<3, wp::float32> var_69;
    wp::vec_t<3, wp::float32> var_70;
    wp::float32 var_71;
    const wp::float32 var_72 = 1.55;
    wp::float32 var_73;
    wp::float32 var_74;
    const wp::int32 var_75 = 1;
    wp::int32 var_76;
    const wp::int32 var_77 = 4;
    wp::int32 var_78;
    const wp::int32 var_79 = 0;
    bool var_80;
    const wp::float32 var_81 = 0.5;
    wp::float32 var_82;
    wp::float32 var_83;
    wp::float32 var_84;
    const wp::int32 var_85 = 1;
    wp::int32 var_86;
    wp::shape_t* var_87;
    const wp::int32 var_88 = 0;
    wp::int32 var_89;
    wp::shape_t var_90;
    wp::int32 var_91;
    wp::float32* var_92;
    wp::float32 var_93;
    wp::float32 var_94;
    wp::float32 var_95;
    wp::float32 var_96;
    bool var_97;
    wp::float32 var_98;
    const wp::float32 var_99 = -1.84;
    const wp::float32 var_100 = 0.25;
    wp::float32 var_101;
    wp::float32 var_102;
    wp::float32 var_103;
    wp::float32 var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    const wp::float32 var_107 = 1.43;
    wp::float32 var_108;
    wp::float32 var_109;
    wp::range_t var_110;
    wp::range_t var_111;
    wp::int32 var_112;
    wp::float32 var_113;
    wp::float32 var_114;
    const wp::float32 var_115 = 0.917;
    const wp::float32 var_116 = 1.503;
    const wp::float32 var_117 = 0.252;
    wp::vec_t<3, wp::float32> var_118;
    const wp::float32 var_119 = 0.615;
    const wp::float32 var_120 = 1.01;
    const wp::float32 var_121 = 0.858;
    wp::vec_t<3, wp::float32> var_122;
    wp::vec_t<3, wp::float32> var_123;
    wp::float32 var_124;
    const wp::float32 var_125 = -1.73;
    wp::float32 var_126;
    const wp::float32 var_127 = 1.0;
    wp::float32 var_128;
    wp::float32 var_129;
    const wp::float32 var_130 = -0.9;
    const wp::float32 var_131 = 0.9;
    wp::float32 var_132;
    wp::float32 var_133;
    wp::float32 var_134;
    wp::float32 var_135;
    const wp::float32 var_136 = 1.0;
    wp::float32 var_137;
    wp::float32 var_138;
    wp::float32 var_139;
    wp::float32 var_140;
    const wp::float32 var_141 = -1.8;
    const wp::float32 var_142 = -1.814;
    const wp::float32 var_143 = 0.359;
    wp::vec_t<3, wp::float32> var_144;
    wp::float32 var_145;
    bool var_146;
    wp::float32 var_147;
    const wp::float32 var_148 = -1.0;
    wp::vec_t<3, wp::float32> var_149;
    wp::float32 var_150;
    wp::float32 var_151;
    wp::float32 var_152;
    wp::float32 var_153;
    const wp::int32 var_154 = 2;
    wp::int32 var_155;
    const wp::int32 var_156 = 0;
    bool var_157;
    wp::float32 var_158;
    wp::float32 var_159;
    bool var_160;
    bool var_161;
    const wp::float32 var_162 = 0.32;
    bool var_163;
    wp::float32 var_164;
    wp::float32 var_165;
    wp::float32 var_166;
    const wp::float32 var_167 = 0.73;
    wp::float32 var_168;
    wp::float32 var_169;
    wp::float32 var_170;
    wp::float32 var_171;
    const wp::float32 var_172 = -1.9;
    bool var_173;
    wp::float32 var_174;
    wp::float32 var_175;
    wp::float32 var_176;
    wp::float32 var_177;
    wp::float32 var_178;
    wp::float32 var_179;
    const wp::int32 var_180 = 0;
    wp::int32 var_181;
    bool var_182;
    const wp::int32 var_183 = 2;
    bool var_184;
    const wp::float32 var_185 = 2.0;
    bool var_186;
    const wp::int32 var_187 = 1;
    wp::int32 var_188;
    wp::float32 var_189;
    wp::float32 var_190;
    const wp::float32 var_191 = 1.0;
    wp::float32 var_192;
    wp::float32 var_193;
    wp::float32 var_194;
    wp::float32 var_195;
    const wp::int32 var_196 = 1;
    wp::int32 var_197;
    wp::shape_t* var_198;
    const wp::int32 var_199 = 0;
    wp::int32 var_200;
    wp::shape_t var_201;
    wp::int32 var_202;
    wp::float32* var_203;
    const wp::float32 var_204 = -1.32;
    const wp::float32 var_205 = 0.8;
    wp::float32 var_206;
    wp::float32 var_207;
    wp::float32 var_208;
    wp::float32 var_209;
    wp::float32 var_210;
    wp::float32 var_211;
    wp::float32 var_212;
    wp::float32 var_213;
    wp::float32 var_214;
    const wp::float32 var_215 = -0.53;
    const wp::float32 var_216 = 0.915;
    const wp::float32 var_217 = -1.2;
    wp::vec_t<3, wp::float32> var_218;
    const wp::float32 var_219 = -1.85;
    const wp::float32 var_220 = 0.68;
    const wp::float32 var_221 = -1.969;
    wp::vec_t<3, wp::float32> var_222;
    wp::float32 var_223;
    wp::float32 var_224;
    const wp::float32 var_225 = 0.25;
    wp::float32 var_226;
    const wp::float32 var_227 = -1.7;
    const wp::float32 var_228 = -1.6;
    const wp::float32 var_229 = -0.699;
    const wp::float32 var_230 = -0.682;
    wp::vec_t<3, wp::float32> var_231;
    const wp::float32 var_232 = -1.1;
    const wp::float32 var_233 = 1.82;
    const wp::float32 var_234 = -1.348;
    wp::vec_t<3, wp::float32> var_235;
    wp::float32 var_236;
    wp::float32 var_237;
    const wp::float32 var_238 = 0.5;
    wp::float32 var_239;
    wp::float32 var_240;
    wp::float32 var_241;
    const wp::float32 var_242 = -0.56;
    wp::vec_t<3, wp::float32> var_243;
    wp::float32 var_244;
    const wp::int32 var_245 = 3;
    wp::int32 var_246;
    wp::shape_t* var_247;
    const wp::int32 var_248 = 0;
    wp::int32 var_249;
    wp::shape_t var_250;
    wp::int32 var_251;
    wp::float32* var_252;
    bool var_253;
    wp::float32 var_254;
    wp::float32 var_255;
    wp::float32 var_256;
    wp::float32 var_257;
    wp::float32 var_258;
    wp::float32 var_259;
    const wp::float32 var_260 = 0.47;
    wp::float32 var_261;
    wp::float32 var_262;
    const wp::float32 var_263 = 1.82;
    const wp::float32 var_264 = -0.66;
    const wp::float32 var_265 = 1.73;
    wp::vec_t<3, wp::float32> var_266;
    wp::float32 var_267;
    const wp::float32 var_268 = -1.55;
    const wp::float32 var_269 = 1.9;
    wp::float32 var_270;
    wp::float32 var_271;
    wp::float32 var_272;
    const wp::int32 var_273 = 0;
    wp::int32 var_274;
    const wp::int32 var_275 = 5;
    bool var_276;
    const wp::int32 var_277 = 1;
    wp::int32 var_278;
    wp::float32 var_279;
    wp::float32 var_280;
    wp::float32 var_281;
    wp::float32 var_282;
    wp::float32 var_283;
    wp::float32 var_284;
    wp::float32 var_285;
    const wp::float32 var_286 = 0.4;
    const wp::float32 var_287 = 1.32;
    wp::float32 var_288;
    wp::float32 var_289;
    wp::float32 var_290;
    //---------
    // forward
    // def control_000002(x0: wp.array[float], n: int, out0: wp.array[float], num_elements: int):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // if tid >= num_elements:                                                                <L 7>
    var_1 = (var_0 >= var_num_elements);
    if (var_1) {
        // return                                                                             <L 8>
        return;
    }
    // v9 = float(0.0)                                                                        <L 9>
    var_3 = wp::float(var_2);
    // v0 = x0[tid]                                                                           <L 10>
    var_4 = wp::address(var_x0, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // if wp.where(v0 <= v0, v0, v0) > wp.smoothstep(-1.0, 1.0, v0) * v0:                     <L 11>
    var_7 = (var_5 <= var_5);
    var_8 = wp::where(var_7, var_5, var_5);
    var_11 = wp::smoothstep(var_9, var_10, var_5);
    var_12 = wp::mul(var_11, var_5);
    var_13 = (var_8 > var_12);
    if (var_13) {
        // v0 = v0 + wp.sin(wp.dot((-0.68 * wp.vec3(-1.95, -1.8, 1.801)), wp.normalize(wp.vec3(-1.88, -1.771, -0.0))))       <L 12>
        var_18 = wp::vec_t<3, wp::float32>(var_15, var_16, var_17);
        var_19 = wp::mul(var_14, var_18);
        var_23 = wp::vec_t<3, wp::float32>(var_20, var_21, var_22);
        var_24 = wp::normalize(var_23);
        var_25 = wp::dot(var_19, var_24);
        var_26 = wp::sin(var_25);
        var_27 = wp::add(var_5, var_26);
    }
    var_28 = wp::where(var_13, var_27, var_5);
    // v1 = v0                                                                                <L 13>
    var_29 = wp::copy(var_28);
    // v2 = wp.mod(wp.acos(wp.clamp((v0 - v1), -0.9, 0.9)), wp.abs(wp.erfc(wp.where(v1 > v0, v0, v1))) + 1.0)       <L 14>
    var_30 = wp::sub(var_28, var_29);
    var_33 = wp::clamp(var_30, var_31, var_32);
    var_34 = wp::acos(var_33);
    var_35 = (var_29 > var_28);
    var_36 = wp::where(var_35, var_28, var_29);
    var_37 = wp::erfc(var_36);
    var_38 = wp::abs(var_37);
    var_40 = wp::add(var_38, var_39);
    var_41 = wp::mod(var_34, var_40);
    // if wp.min(v1, v2) >= wp.length(wp.vec3(-0.77, 0.153, 0.83)):                           <L 15>
    var_42 = wp::min(var_29, var_41);
    var_46 = wp::vec_t<3, wp::float32>(var_43, var_44, var_45);
    var_47 = wp::length(var_46);
    var_48 = (var_42 >= var_47);
    if (var_48) {
        // v0 += wp.cos((wp.length(wp.vec3(-0.6, 0.84, -0.662)) - (wp.vec3(-1.8, 1.8, -1.566))[0]))       <L 16>
        var_52 = wp::vec_t<3, wp::float32>(var_49, var_50, var_51);
        var_53 = wp::length(var_52);
        var_57 = wp::vec_t<3, wp::float32>(var_54, var_55, var_56);
        var_59 = wp::extract(var_57, var_58);
        var_60 = wp::sub(var_53, var_59);
        var_61 = wp::cos(var_60);
        var_62 = wp::add(var_28, var_61);
        // if v1 > v2:                                                                        <L 17>
        var_63 = (var_29 > var_41);
        if (var_63) {
            // out0[tid] = v0 + v1 + v2 + wp.length((wp.vec3(-1.6, 0.7, -1.899) * v1)) * 1.55       <L 18>
            var_64 = wp::add(var_62, var_29);
            var_65 = wp::add(var_64, var_41);
            var_69 = wp::vec_t<3, wp::float32>(var_66, var_67, var_68);
            var_70 = wp::mul(var_69, var_29);
            var_71 = wp::length(var_70);
            var_73 = wp::mul(var_71, var_72);
            var_74 = wp::add(var_65, var_73);
            wp::array_store(var_out0, var_0, var_74);
            // return                                                                         <L 19>
            return;
        }
    }
    if (!var_48) {
        // elif (wp.max(tid, 1)) % 4 == 0:                                                    <L 20>
        var_76 = wp::max(var_0, var_75);
        var_78 = wp::mod(var_76, var_77);
        var_80 = (var_78 == var_79);
        if (var_80) {
            // v2 = v2 + wp.tanh(wp.round(0.5))                                               <L 21>
            var_82 = wp::round(var_81);
            var_83 = wp::tanh(var_82);
            var_84 = wp::add(var_41, var_83);
            // v0 = v0 + wp.tanh(x0[(tid + 1) % x0.shape[0]])                                 <L 22>
            var_86 = wp::add(var_0, var_85);
            var_87 = &(var_x0.shape);
            var_90 = wp::load(var_87);
            var_89 = wp::extract(var_90, var_88);
            var_91 = wp::mod(var_86, var_89);
            var_92 = wp::address(var_x0, var_91);
            var_94 = wp::load(var_92);
            var_93 = wp::tanh(var_94);
            var_95 = wp::add(var_28, var_93);
        }
        if (!var_80) {
            // elif wp.ceil(v0) < v2:                                                         <L 23>
            var_96 = wp::ceil(var_28);
            var_97 = (var_96 < var_41);
            if (var_97) {
                // v0 = v0 + wp.sin(wp.clamp((v0 + v2), -1.84, 0.25))                         <L 24>
                var_98 = wp::add(var_28, var_41);
                var_101 = wp::clamp(var_98, var_99, var_100);
                var_102 = wp::sin(var_101);
                var_103 = wp::add(var_28, var_102);
            }
            if (!var_97) {
                // v0 -= wp.cos(wp.sin((v1 - v0))) * 1.43                                     <L 26>
                var_104 = wp::sub(var_29, var_28);
                var_105 = wp::sin(var_104);
                var_106 = wp::cos(var_105);
                var_108 = wp::mul(var_106, var_107);
                var_109 = wp::sub(var_28, var_108);
                // for j3 in reversed(range(n)):                                              <L 27>
                var_110 = wp::range(var_n);
                var_111 = wp::iter_reverse(var_110);
                start_for_2:;
                    if (iter_cmp(var_111) == 0) goto end_for_2;
                    var_112 = wp::iter_next(var_111);
                    // v1 += wp.cos(v0)                                                       <L 28>
                    var_113 = wp::cos(var_109);
                    var_114 = wp::add(var_29, var_113);
                    // v4 = (wp.length_sq(wp.min(wp.vec3(0.917, 1.503, 0.252), wp.vec3(0.615, 1.01, 0.858))) / (wp.abs((wp.log2(wp.abs(-1.73) + 1.0) - wp.asin(wp.clamp(v1, -0.9, 0.9)))) + 1.0))       <L 29>
                    var_118 = wp::vec_t<3, wp::float32>(var_115, var_116, var_117);
                    var_122 = wp::vec_t<3, wp::float32>(var_119, var_120, var_121);
                    var_123 = wp::min(var_118, var_122);
                    var_124 = wp::length_sq(var_123);
                    var_126 = wp::abs(var_125);
                    var_128 = wp::add(var_126, var_127);
                    var_129 = wp::log2(var_128);
                    var_132 = wp::clamp(var_114, var_130, var_131);
                    var_133 = wp::asin(var_132);
                    var_134 = wp::sub(var_129, var_133);
                    var_135 = wp::abs(var_134);
                    var_137 = wp::add(var_135, var_136);
                    var_138 = wp::div(var_124, var_137);
                    // v9 += v4                                                               <L 30>
                    var_139 = wp::add(var_3, var_138);
                    // if (v1 * v0) < wp.length(wp.vec3(-1.8, -1.814, 0.359)):                <L 31>
                    var_140 = wp::mul(var_114, var_109);
                    var_144 = wp::vec_t<3, wp::float32>(var_141, var_142, var_143);
                    var_145 = wp::length(var_144);
                    var_146 = (var_140 < var_145);
                    if (var_146) {
                        // v1 += wp.cos((float(j3) - wp.length(wp.vec3(-1.0))))               <L 32>
                        var_147 = wp::float(var_112);
                        var_149 = wp::vec_t<3, wp::float32>(var_148);
                        var_150 = wp::length(var_149);
                        var_151 = wp::sub(var_147, var_150);
                        var_152 = wp::cos(var_151);
                        var_153 = wp::add(var_114, var_152);
                        // if (tid) % 2 == 0:                                                 <L 33>
                        var_155 = wp::mod(var_0, var_154);
                        var_157 = (var_155 == var_156);
                        if (var_157) {
                            // continue                                                       <L 34>
                            wp::assign(var_3, var_139);
                            wp::assign(var_29, var_153);
                            goto start_for_2;
                        }
                        var_158 = wp::where(var_157, var_3, var_139);
                        var_159 = wp::where(var_157, var_29, var_153);
                        // if (v1 < v0) and (v0 < 0.32):                                      <L 35>
                        var_161 = (var_159 < var_109);
                        var_160 = var_161;
                        if (var_160) {
                            var_163 = (var_109 < var_162);
                            var_160 = var_160 && var_163;
                        }
                        if (var_160) {
                            // break                                                          <L 36>
                            wp::assign(var_3, var_158);
                            wp::assign(var_29, var_159);
                            goto end_for_2;
                        }
                        var_164 = wp::where(var_160, var_3, var_158);
                        var_165 = wp::where(var_160, var_29, var_159);
                    }
                    if (!var_146) {
                        // v0 -= wp.sin(v2) * 0.73                                            <L 38>
                        var_166 = wp::sin(var_41);
                        var_168 = wp::mul(var_166, var_167);
                        var_169 = wp::sub(var_109, var_168);
                        // v5 = v1                                                            <L 39>
                        var_170 = wp::copy(var_114);
                        // v9 += v5                                                           <L 40>
                        var_171 = wp::add(var_139, var_170);
                        // if v0 >= -1.9:                                                     <L 41>
                        var_173 = (var_169 >= var_172);
                        if (var_173) {
                            // break                                                          <L 42>
                            wp::assign(var_3, var_171);
                            wp::assign(var_109, var_169);
                            wp::assign(var_29, var_114);
                            goto end_for_2;
                        }
                        var_174 = wp::where(var_173, var_3, var_171);
                        var_175 = wp::where(var_173, var_109, var_169);
                        var_176 = wp::where(var_173, var_29, var_114);
                    }
                    var_177 = wp::where(var_146, var_164, var_174);
                    var_178 = wp::where(var_146, var_109, var_175);
                    var_179 = wp::where(var_146, var_165, var_176);
                    wp::assign(var_3, var_177);
                    wp::assign(var_109, var_178);
                    wp::assign(var_29, var_179);
                    goto start_for_2;
                end_for_2:;
                // w6 = int(0)                                                                <L 43>
                var_181 = wp::int(var_180);
                // while w6 < 2 and (2.0 <= v2):                                              <L 44>
    start_while_4:;
                var_184 = (var_181 < var_183);
                var_182 = var_184;
                if (var_182) {
                    var_186 = (var_185 <= var_41);
                    var_182 = var_182 && var_186;
                }
    if ((var_182) == false) goto end_while_4;
                    // w6 = w6 + 1                                                            <L 45>
                    var_188 = wp::add(var_181, var_187);
                    // v0 = v0 + wp.sin((v2 / (wp.abs((v2 - v2)) + 1.0)))                     <L 46>
                    var_189 = wp::sub(var_41, var_41);
                    var_190 = wp::abs(var_189);
                    var_192 = wp::add(var_190, var_191);
                    var_193 = wp::div(var_41, var_192);
                    var_194 = wp::sin(var_193);
                    var_195 = wp::add(var_109, var_194);
                    // v2 = v2 + wp.tanh(wp.clamp(x0[(tid + 1) % x0.shape[0]], -1.32, 0.8))       <L 47>
                    var_197 = wp::add(var_0, var_196);
                    var_198 = &(var_x0.shape);
                    var_201 = wp::load(var_198);
                    var_200 = wp::extract(var_201, var_199);
                    var_202 = wp::mod(var_197, var_200);
                    var_203 = wp::address(var_x0, var_202);
                    var_207 = wp::load(var_203);
                    var_206 = wp::clamp(var_207, var_204, var_205);
                    var_208 = wp::tanh(var_206);
                    var_209 = wp::add(var_41, var_208);
                    wp::assign(var_109, var_195);
                    wp::assign(var_41, var_209);
                    wp::assign(var_181, var_188);
    goto start_while_4;
    end_while_4:;
            }
            var_210 = wp::where(var_97, var_103, var_109);
        }
        var_211 = wp::where(var_80, var_95, var_210);
        var_212 = wp::where(var_80, var_84, var_41);
    }
    var_213 = wp::where(var_48, var_62, var_211);
    var_214 = wp::where(var_48, var_41, var_212);
    // v7 = (wp.lerp(wp.dot(wp.vec3(-0.53, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969)), float(tid), 0.25) + wp.atan2(-1.7, wp.abs(wp.dot(wp.vec3(-1.6, -0.699, -0.682), wp.vec3(-1.1, 1.82, -1.348))) + 0.5))       <L 48>
    var_218 = wp::vec_t<3, wp::float32>(var_215, var_216, var_217);
    var_222 = wp::vec_t<3, wp::float32>(var_219, var_220, var_221);
    var_223 = wp::dot(var_218, var_222);
    var_224 = wp::float(var_0);
    var_226 = wp::lerp(var_223, var_224, var_225);
    var_231 = wp::vec_t<3, wp::float32>(var_228, var_229, var_230);
    var_235 = wp::vec_t<3, wp::float32>(var_232, var_233, var_234);
    var_236 = wp::dot(var_231, var_235);
    var_237 = wp::abs(var_236);
    var_239 = wp::add(var_237, var_238);
    var_240 = wp::atan2(var_227, var_239);
    var_241 = wp::add(var_226, var_240);
    // if wp.length_sq(wp.vec3(-0.56)) >= x0[(tid + 3) % x0.shape[0]]:                        <L 49>
    var_243 = wp::vec_t<3, wp::float32>(var_242);
    var_244 = wp::length_sq(var_243);
    var_246 = wp::add(var_0, var_245);
    var_247 = &(var_x0.shape);
    var_250 = wp::load(var_247);
    var_249 = wp::extract(var_250, var_248);
    var_251 = wp::mod(var_246, var_249);
    var_252 = wp::address(var_x0, var_251);
    var_254 = wp::load(var_252);
    var_253 = (var_244 >= var_254);
    if (var_253) {
        // v2 = v2 + wp.sin(wp.erfc((v0 + v7)))                                               <L 50>
        var_255 = wp::add(var_213, var_241);
        var_256 = wp::erfc(var_255);
        var_257 = wp::sin(var_256);
        var_258 = wp::add(var_214, var_257);
        // v0 -= wp.sin(v2) * 0.47                                                            <L 51>
        var_259 = wp::sin(var_258);
        var_261 = wp::mul(var_259, var_260);
        var_262 = wp::sub(var_213, var_261);
    }
    if (!var_253) {
        // v0 = v0 + wp.tanh(wp.clamp(wp.length_sq(wp.vec3(1.82, -0.66, 1.73)), -1.55, 1.9))       <L 53>
        var_266 = wp::vec_t<3, wp::float32>(var_263, var_264, var_265);
        var_267 = wp::length_sq(var_266);
        var_270 = wp::clamp(var_267, var_268, var_269);
        var_271 = wp::tanh(var_270);
        var_272 = wp::add(var_213, var_271);
        // w8 = int(0)                                                                        <L 54>
        var_274 = wp::int(var_273);
        // while w8 < 5:                                                                      <L 55>
    start_while_6:;
        var_276 = (var_274 < var_275);
    if ((var_276) == false) goto end_while_6;
            // w8 = w8 + 1                                                                    <L 56>
            var_278 = wp::add(var_274, var_277);
            // v2 = v2 + wp.cos(float(w8))                                                    <L 57>
            var_279 = wp::float(var_278);
            var_280 = wp::cos(var_279);
            var_281 = wp::add(var_214, var_280);
            wp::assign(var_214, var_281);
            wp::assign(var_274, var_278);
    goto start_while_6;
    end_while_6:;
    }
    var_282 = wp::where(var_253, var_262, var_272);
    var_283 = wp::where(var_253, var_258, var_214);
    // out0[tid] = v2 + v0 + v1 + 0.4 * 1.32 + v9                                             <L 58>
    var_284 = wp::add(var_283, var_282);
    var_285 = wp::add(var_284, var_29);
    var_288 = wp::mul(var_286, var_287);
    var_289 = wp::add(var_285, var_288);
    var_290 = wp::add(var_289, var_3);
    wp::array_store(var_out0, var_0, var_290);
}



template <bool wp_linear_contiguous>
static void control_000002_3645779e_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_control_000002_3645779e *_wp_args,
    wp_args_control_000002_3645779e *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::int32 var_num_elements = _wp_args->num_elements;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::int32 adj_n = _wp_adj_args->n;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    wp::int32 adj_num_elements = _wp_adj_args->num_elements;
    //---------
    // primal vars
    wp::int32 var_0;
    bool var_1;
    const wp::float32 var_2 = 0.0;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    bool var_7;
    wp::float32 var_8;
    const wp::float32 var_9 = -1.0;
    const wp::float32 var_10 = 1.0;
    wp::float32 var_11;
    wp::float32 var_12;
    bool var_13;
    const wp::float32 var_14 = -0.68;
    const wp::float32 var_15 = -1.95;
    const wp::float32 var_16 = -1.8;
    const wp::float32 var_17 = 1.801;
    wp::vec_t<3, wp::float32> var_18;
    wp::vec_t<3, wp::float32> var_19;
    const wp::float32 var_20 = -1.88;
    const wp::float32 var_21 = -1.771;
    const wp::float32 var_22 = -0.0;
    wp::vec_t<3, wp::float32> var_23;
    wp::vec_t<3, wp::float32> var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    const wp::float32 var_31 = -0.9;
    const wp::float32 var_32 = 0.9;
    wp::float32 var_33;
    wp::float32 var_34;
    bool var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    const wp::float32 var_39 = 1.0;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    const wp::float32 var_43 = -0.77;
    const wp::float32 var_44 = 0.153;
    const wp::float32 var_45 = 0.83;
    wp::vec_t<3, wp::float32> var_46;
    wp::float32 var_47;
    bool var_48;
    const wp::float32 var_49 = -0.6;
    const wp::float32 var_50 = 0.84;
    const wp::float32 var_51 = -0.662;
    wp::vec_t<3, wp::float32> var_52;
    wp::float32 var_53;
    const wp::float32 var_54 = -1.8;
    const wp::float32 var_55 = 1.8;
    const wp::float32 var_56 = -1.566;
    wp::vec_t<3, wp::float32> var_57;
    const wp::int32 var_58 = 0;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    bool var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    const wp::float32 var_66 = -1.6;
    const wp::float32 var_67 = 0.7;
    const wp::float32 var_68 = -1.899;
    wp::vec_t<3, wp::float32> var_69;
    wp::vec_t<3, wp::float32> var_70;
    wp::float32 var_71;
    const wp::float32 var_72 = 1.55;
    wp::float32 var_73;
    wp::float32 var_74;
    const wp::int32 var_75 = 1;
    wp::int32 var_76;
    const wp::int32 var_77 = 4;
    wp::int32 var_78;
    const wp::int32 var_79 = 0;
    bool var_80;
    const wp::float32 var_81 = 0.5;
    wp::float32 var_82;
    wp::float32 var_83;
    wp::float32 var_84;
    const wp::int32 var_85 = 1;
    wp::int32 var_86;
    wp::shape_t* var_87;
    const wp::int32 var_88 = 0;
    wp::int32 var_89;
    wp::shape_t var_90;
    wp::int32 var_91;
    wp::float32* var_92;
    wp::float32 var_93;
    wp::float32 var_94;
    wp::float32 var_95;
    wp::float32 var_96;
    bool var_97;
    wp::float32 var_98;
    const wp::float32 var_99 = -1.84;
    const wp::float32 var_100 = 0.25;
    wp::float32 var_101;
    wp::float32 var_102;
    wp::float32 var_103;
    wp::float32 var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    const wp::float32 var_107 = 1.43;
    wp::float32 var_108;
    wp::float32 var_109;
    wp::range_t var_110;
    wp::range_t var_111;
    wp::int32 var_112;
    wp::float32 var_113;
    wp::float32 var_114;
    const wp::float32 var_115 = 0.917;
    const wp::float32 var_116 = 1.503;
    const wp::float32 var_117 = 0.252;
    wp::vec_t<3, wp::float32> var_118;
    const wp::float32 var_119 = 0.615;
    const wp::float32 var_120 = 1.01;
    const wp::float32 var_121 = 0.858;
    wp::vec_t<3, wp::float32> var_122;
    wp::vec_t<3, wp::float32> var_123;
    wp::float32 var_124;
    const wp::float32 var_125 = -1.73;
    wp::float32 var_126;
    const wp::float32 var_127 = 1.0;
    wp::float32 var_128;
    wp::float32 var_129;
    const wp::float32 var_130 = -0.9;
    const wp::float32 var_131 = 0.9;
    wp::float32 var_132;
    wp::float32 var_133;
    wp::float32 var_134;
    wp::float32 var_135;
    const wp::float32 var_136 = 1.0;
    wp::float32 var_137;
    wp::float32 var_138;
    wp::float32 var_139;
    wp::float32 var_140;
    const wp::float32 var_141 = -1.8;
    const wp::float32 var_142 = -1.814;
    const wp::float32 var_143 = 0.359;
    wp::vec_t<3, wp::float32> var_144;
    wp::float32 var_145;
    bool var_146;
    wp::float32 var_147;
    const wp::float32 var_148 = -1.0;
    wp::vec_t<3, wp::float32> var_149;
    wp::float32 var_150;
    wp::float32 var_151;
    wp::float32 var_152;
    wp::float32 var_153;
    const wp::int32 var_154 = 2;
    wp::int32 var_155;
    const wp::int32 var_156 = 0;
    bool var_157;
    wp::float32 var_158;
    wp::float32 var_159;
    bool var_160;
    bool var_161;
    const wp::float32 var_162 = 0.32;
    bool var_163;
    wp::float32 var_164;
    wp::float32 var_165;
    wp::float32 var_166;
    const wp::float32 var_167 = 0.73;
    wp::float32 var_168;
    wp::float32 var_169;
    wp::float32 var_170;
    wp::float32 var_171;
    const wp::float32 var_172 = -1.9;
    bool var_173;
    wp::float32 var_174;
    wp::float32 var_175;
    wp::float32 var_176;
    wp::float32 var_177;
    wp::float32 var_178;
    wp::float32 var_179;
    const wp::int32 var_180 = 0;
    wp::int32 var_181;
    bool var_182;
    const wp::int32 var_183 = 2;
    bool var_184;
    const wp::float32 var_185 = 2.0;
    bool var_186;
    const wp::int32 var_187 = 1;
    wp::int32 var_188;
    wp::float32 var_189;
    wp::float32 var_190;
    const wp::float32 var_191 = 1.0;
    wp::float32 var_192;
    wp::float32 var_193;
    wp::float32 var_194;
    wp::float32 var_195;
    const wp::int32 var_196 = 1;
    wp::int32 var_197;
    wp::shape_t* var_198;
    const wp::int32 var_199 = 0;
    wp::int32 var_200;
    wp::shape_t var_201;
    wp::int32 var_202;
    wp::float32* var_203;
    const wp::float32 var_204 = -1.32;
    const wp::float32 var_205 = 0.8;
    wp::float32 var_206;
    wp::float32 var_207;
    wp::float32 var_208;
    wp::float32 var_209;
    wp::float32 var_210;
    wp::float32 var_211;
    wp::float32 var_212;
    wp::float32 var_213;
    wp::float32 var_214;
    const wp::float32 var_215 = -0.53;
    const wp::float32 var_216 = 0.915;
    const wp::float32 var_217 = -1.2;
    wp::vec_t<3, wp::float32> var_218;
    const wp::float32 var_219 = -1.85;
    const wp::float32 var_220 = 0.68;
    const wp::float32 var_221 = -1.969;
    wp::vec_t<3, wp::float32> var_222;
    wp::float32 var_223;
    wp::float32 var_224;
    const wp::float32 var_225 = 0.25;
    wp::float32 var_226;
    const wp::float32 var_227 = -1.7;
    const wp::float32 var_228 = -1.6;
    const wp::float32 var_229 = -0.699;
    const wp::float32 var_230 = -0.682;
    wp::vec_t<3, wp::float32> var_231;
    const wp::float32 var_232 = -1.1;
    const wp::float32 var_233 = 1.82;
    const wp::float32 var_234 = -1.348;
    wp::vec_t<3, wp::float32> var_235;
    wp::float32 var_236;
    wp::float32 var_237;
    const wp::float32 var_238 = 0.5;
    wp::float32 var_239;
    wp::float32 var_240;
    wp::float32 var_241;
    const wp::float32 var_242 = -0.56;
    wp::vec_t<3, wp::float32> var_243;
    wp::float32 var_244;
    const wp::int32 var_245 = 3;
    wp::int32 var_246;
    wp::shape_t* var_247;
    const wp::int32 var_248 = 0;
    wp::int32 var_249;
    wp::shape_t var_250;
    wp::int32 var_251;
    wp::float32* var_252;
    bool var_253;
    wp::float32 var_254;
    wp::float32 var_255;
    wp::float32 var_256;
    wp::float32 var_257;
    wp::float32 var_258;
    wp::float32 var_259;
    const wp::float32 var_260 = 0.47;
    wp::float32 var_261;
    wp::float32 var_262;
    const wp::float32 var_263 = 1.82;
    const wp::float32 var_264 = -0.66;
    const wp::float32 var_265 = 1.73;
    wp::vec_t<3, wp::float32> var_266;
    wp::float32 var_267;
    const wp::float32 var_268 = -1.55;
    const wp::float32 var_269 = 1.9;
    wp::float32 var_270;
    wp::float32 var_271;
    wp::float32 var_272;
    const wp::int32 var_273 = 0;
    wp::int32 var_274;
    const wp::int32 var_275 = 5;
    bool var_276;
    const wp::int32 var_277 = 1;
    wp::int32 var_278;
    wp::float32 var_279;
    wp::float32 var_280;
    wp::float32 var_281;
    wp::float32 var_282;
    wp::float32 var_283;
    wp::float32 var_284;
    wp::float32 var_285;
    const wp::float32 var_286 = 0.4;
    const wp::float32 var_287 = 1.32;
    wp::float32 var_288;
    wp::float32 var_289;
    wp::float32 var_290;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    bool adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    bool adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    bool adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    wp::vec_t<3, wp::float32> adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::vec_t<3, wp::float32> adj_23 = {};
    wp::vec_t<3, wp::float32> adj_24 = {};
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
    bool adj_35 = {};
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
    wp::vec_t<3, wp::float32> adj_46 = {};
    wp::float32 adj_47 = {};
    bool adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::vec_t<3, wp::float32> adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::vec_t<3, wp::float32> adj_57 = {};
    wp::int32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    bool adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::vec_t<3, wp::float32> adj_69 = {};
    wp::vec_t<3, wp::float32> adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    wp::float32 adj_73 = {};
    wp::float32 adj_74 = {};
    wp::int32 adj_75 = {};
    wp::int32 adj_76 = {};
    wp::int32 adj_77 = {};
    wp::int32 adj_78 = {};
    wp::int32 adj_79 = {};
    bool adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::float32 adj_84 = {};
    wp::int32 adj_85 = {};
    wp::int32 adj_86 = {};
    wp::shape_t adj_87 = {};
    wp::int32 adj_88 = {};
    wp::int32 adj_89 = {};
    wp::shape_t adj_90 = {};
    wp::int32 adj_91 = {};
    wp::float32 adj_92 = {};
    wp::float32 adj_93 = {};
    wp::float32 adj_94 = {};
    wp::float32 adj_95 = {};
    wp::float32 adj_96 = {};
    bool adj_97 = {};
    wp::float32 adj_98 = {};
    wp::float32 adj_99 = {};
    wp::float32 adj_100 = {};
    wp::float32 adj_101 = {};
    wp::float32 adj_102 = {};
    wp::float32 adj_103 = {};
    wp::float32 adj_104 = {};
    wp::float32 adj_105 = {};
    wp::float32 adj_106 = {};
    wp::float32 adj_107 = {};
    wp::float32 adj_108 = {};
    wp::float32 adj_109 = {};
    wp::range_t adj_110 = {};
    wp::range_t adj_111 = {};
    wp::int32 adj_112 = {};
    wp::float32 adj_113 = {};
    wp::float32 adj_114 = {};
    wp::float32 adj_115 = {};
    wp::float32 adj_116 = {};
    wp::float32 adj_117 = {};
    wp::vec_t<3, wp::float32> adj_118 = {};
    wp::float32 adj_119 = {};
    wp::float32 adj_120 = {};
    wp::float32 adj_121 = {};
    wp::vec_t<3, wp::float32> adj_122 = {};
    wp::vec_t<3, wp::float32> adj_123 = {};
    wp::float32 adj_124 = {};
    wp::float32 adj_125 = {};
    wp::float32 adj_126 = {};
    wp::float32 adj_127 = {};
    wp::float32 adj_128 = {};
    wp::float32 adj_129 = {};
    wp::float32 adj_130 = {};
    wp::float32 adj_131 = {};
    wp::float32 adj_132 = {};
    wp::float32 adj_133 = {};
    wp::float32 adj_134 = {};
    wp::float32 adj_135 = {};
    wp::float32 adj_136 = {};
    wp::float32 adj_137 = {};
    wp::float32 adj_138 = {};
    wp::float32 adj_139 = {};
    wp::float32 adj_140 = {};
    wp::float32 adj_141 = {};
    wp::float32 adj_142 = {};
    wp::float32 adj_143 = {};
    wp::vec_t<3, wp::float32> adj_144 = {};
    wp::float32 adj_145 = {};
    bool adj_146 = {};
    wp::float32 adj_147 = {};
    wp::float32 adj_148 = {};
    wp::vec_t<3, wp::float32> adj_149 = {};
    wp::float32 adj_150 = {};
    wp::float32 adj_151 = {};
    wp::float32 adj_152 = {};
    wp::float32 adj_153 = {};
    wp::int32 adj_154 = {};
    wp::int32 adj_155 = {};
    wp::int32 adj_156 = {};
    bool adj_157 = {};
    wp::float32 adj_158 = {};
    wp::float32 adj_159 = {};
    bool adj_160 = {};
    bool adj_161 = {};
    wp::float32 adj_162 = {};
    bool adj_163 = {};
    wp::float32 adj_164 = {};
    wp::float32 adj_165 = {};
    wp::float32 adj_166 = {};
    wp::float32 adj_167 = {};
    wp::float32 adj_168 = {};
    wp::float32 adj_169 = {};
    wp::float32 adj_170 = {};
    wp::float32 adj_171 = {};
    wp::float32 adj_172 = {};
    bool adj_173 = {};
    wp::float32 adj_174 = {};
    wp::float32 adj_175 = {};
    wp::float32 adj_176 = {};
    wp::float32 adj_177 = {};
    wp::float32 adj_178 = {};
    wp::float32 adj_179 = {};
    wp::int32 adj_180 = {};
    wp::int32 adj_181 = {};
    bool adj_182 = {};
    wp::int32 adj_183 = {};
    bool adj_184 = {};
    wp::float32 adj_185 = {};
    bool adj_186 = {};
    wp::int32 adj_187 = {};
    wp::int32 adj_188 = {};
    wp::float32 adj_189 = {};
    wp::float32 adj_190 = {};
    wp::float32 adj_191 = {};
    wp::float32 adj_192 = {};
    wp::float32 adj_193 = {};
    wp::float32 adj_194 = {};
    wp::float32 adj_195 = {};
    wp::int32 adj_196 = {};
    wp::int32 adj_197 = {};
    wp::shape_t adj_198 = {};
    wp::int32 adj_199 = {};
    wp::int32 adj_200 = {};
    wp::shape_t adj_201 = {};
    wp::int32 adj_202 = {};
    wp::float32 adj_203 = {};
    wp::float32 adj_204 = {};
    wp::float32 adj_205 = {};
    wp::float32 adj_206 = {};
    wp::float32 adj_207 = {};
    wp::float32 adj_208 = {};
    wp::float32 adj_209 = {};
    wp::float32 adj_210 = {};
    wp::float32 adj_211 = {};
    wp::float32 adj_212 = {};
    wp::float32 adj_213 = {};
    wp::float32 adj_214 = {};
    wp::float32 adj_215 = {};
    wp::float32 adj_216 = {};
    wp::float32 adj_217 = {};
    wp::vec_t<3, wp::float32> adj_218 = {};
    wp::float32 adj_219 = {};
    wp::float32 adj_220 = {};
    wp::float32 adj_221 = {};
    wp::vec_t<3, wp::float32> adj_222 = {};
    wp::float32 adj_223 = {};
    wp::float32 adj_224 = {};
    wp::float32 adj_225 = {};
    wp::float32 adj_226 = {};
    wp::float32 adj_227 = {};
    wp::float32 adj_228 = {};
    wp::float32 adj_229 = {};
    wp::float32 adj_230 = {};
    wp::vec_t<3, wp::float32> adj_231 = {};
    wp::float32 adj_232 = {};
    wp::float32 adj_233 = {};
    wp::float32 adj_234 = {};
    wp::vec_t<3, wp::float32> adj_235 = {};
    wp::float32 adj_236 = {};
    wp::float32 adj_237 = {};
    wp::float32 adj_238 = {};
    wp::float32 adj_239 = {};
    wp::float32 adj_240 = {};
    wp::float32 adj_241 = {};
    wp::float32 adj_242 = {};
    wp::vec_t<3, wp::float32> adj_243 = {};
    wp::float32 adj_244 = {};
    wp::int32 adj_245 = {};
    wp::int32 adj_246 = {};
    wp::shape_t adj_247 = {};
    wp::int32 adj_248 = {};
    wp::int32 adj_249 = {};
    wp::shape_t adj_250 = {};
    wp::int32 adj_251 = {};
    wp::float32 adj_252 = {};
    bool adj_253 = {};
    wp::float32 adj_254 = {};
    wp::float32 adj_255 = {};
    wp::float32 adj_256 = {};
    wp::float32 adj_257 = {};
    wp::float32 adj_258 = {};
    wp::float32 adj_259 = {};
    wp::float32 adj_260 = {};
    wp::float32 adj_261 = {};
    wp::float32 adj_262 = {};
    wp::float32 adj_263 = {};
    wp::float32 adj_264 = {};
    wp::float32 adj_265 = {};
    wp::vec_t<3, wp::float32> adj_266 = {};
    wp::float32 adj_267 = {};
    wp::float32 adj_268 = {};
    wp::float32 adj_269 = {};
    wp::float32 adj_270 = {};
    wp::float32 adj_271 = {};
    wp::float32 adj_272 = {};
    wp::int32 adj_273 = {};
    wp::int32 adj_274 = {};
    wp::int32 adj_275 = {};
    bool adj_276 = {};
    wp::int32 adj_277 = {};
    wp::int32 adj_278 = {};
    wp::float32 adj_279 = {};
    wp::float32 adj_280 = {};
    wp::float32 adj_281 = {};
    wp::float32 adj_282 = {};
    wp::float32 adj_283 = {};
    wp::float32 adj_284 = {};
    wp::float32 adj_285 = {};
    wp::float32 adj_286 = {};
    wp::float32 adj_287 = {};
    wp::float32 adj_288 = {};
    wp::float32 adj_289 = {};
    wp::float32 adj_290 = {};
    //---------
    // forward
    // def control_000002(x0: wp.array[float], n: int, out0: wp.array[float], num_elements: int):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // if tid >= num_elements:                                                                <L 7>
    var_1 = (var_0 >= var_num_elements);
    if (var_1) {
        // return                                                                             <L 8>
        goto label0;
    }
    // v9 = float(0.0)                                                                        <L 9>
    var_3 = wp::float(var_2);
    // v0 = x0[tid]                                                                           <L 10>
    var_4 = wp::address(var_x0, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // if wp.where(v0 <= v0, v0, v0) > wp.smoothstep(-1.0, 1.0, v0) * v0:                     <L 11>
    var_7 = (var_5 <= var_5);
    var_8 = wp::where(var_7, var_5, var_5);
    var_11 = wp::smoothstep(var_9, var_10, var_5);
    var_12 = wp::mul(var_11, var_5);
    var_13 = (var_8 > var_12);
    if (var_13) {
        // v0 = v0 + wp.sin(wp.dot((-0.68 * wp.vec3(-1.95, -1.8, 1.801)), wp.normalize(wp.vec3(-1.88, -1.771, -0.0))))       <L 12>
        var_18 = wp::vec_t<3, wp::float32>(var_15, var_16, var_17);
        var_19 = wp::mul(var_14, var_18);
        var_23 = wp::vec_t<3, wp::float32>(var_20, var_21, var_22);
        var_24 = wp::normalize(var_23);
        var_25 = wp::dot(var_19, var_24);
        var_26 = wp::sin(var_25);
        var_27 = wp::add(var_5, var_26);
    }
    var_28 = wp::where(var_13, var_27, var_5);
    // v1 = v0                                                                                <L 13>
    var_29 = wp::copy(var_28);
    // v2 = wp.mod(wp.acos(wp.clamp((v0 - v1), -0.9, 0.9)), wp.abs(wp.erfc(wp.where(v1 > v0, v0, v1))) + 1.0)       <L 14>
    var_30 = wp::sub(var_28, var_29);
    var_33 = wp::clamp(var_30, var_31, var_32);
    var_34 = wp::acos(var_33);
    var_35 = (var_29 > var_28);
    var_36 = wp::where(var_35, var_28, var_29);
    var_37 = wp::erfc(var_36);
    var_38 = wp::abs(var_37);
    var_40 = wp::add(var_38, var_39);
    var_41 = wp::mod(var_34, var_40);
    // if wp.min(v1, v2) >= wp.length(wp.vec3(-0.77, 0.153, 0.83)):                           <L 15>
    var_42 = wp::min(var_29, var_41);
    var_46 = wp::vec_t<3, wp::float32>(var_43, var_44, var_45);
    var_47 = wp::length(var_46);
    var_48 = (var_42 >= var_47);
    if (var_48) {
        // v0 += wp.cos((wp.length(wp.vec3(-0.6, 0.84, -0.662)) - (wp.vec3(-1.8, 1.8, -1.566))[0]))       <L 16>
        var_52 = wp::vec_t<3, wp::float32>(var_49, var_50, var_51);
        var_53 = wp::length(var_52);
        var_57 = wp::vec_t<3, wp::float32>(var_54, var_55, var_56);
        var_59 = wp::extract(var_57, var_58);
        var_60 = wp::sub(var_53, var_59);
        var_61 = wp::cos(var_60);
        var_62 = wp::add(var_28, var_61);
        // if v1 > v2:                                                                        <L 17>
        var_63 = (var_29 > var_41);
        if (var_63) {
            // out0[tid] = v0 + v1 + v2 + wp.length((wp.vec3(-1.6, 0.7, -1.899) * v1)) * 1.55       <L 18>
            var_64 = wp::add(var_62, var_29);
            var_65 = wp::add(var_64, var_41);
            var_69 = wp::vec_t<3, wp::float32>(var_66, var_67, var_68);
            var_70 = wp::mul(var_69, var_29);
            var_71 = wp::length(var_70);
            var_73 = wp::mul(var_71, var_72);
            var_74 = wp::add(var_65, var_73);
            // wp::array_store(var_out0, var_0, var_74);
            // return                                                                         <L 19>
            goto label1;
        }
    }
    if (!var_48) {
        // elif (wp.max(tid, 1)) % 4 == 0:                                                    <L 20>
        var_76 = wp::max(var_0, var_75);
        var_78 = wp::mod(var_76, var_77);
        var_80 = (var_78 == var_79);
        if (var_80) {
            // v2 = v2 + wp.tanh(wp.round(0.5))                                               <L 21>
            var_82 = wp::round(var_81);
            var_83 = wp::tanh(var_82);
            var_84 = wp::add(var_41, var_83);
            // v0 = v0 + wp.tanh(x0[(tid + 1) % x0.shape[0]])                                 <L 22>
            var_86 = wp::add(var_0, var_85);
            var_87 = &(var_x0.shape);
            var_90 = wp::load(var_87);
            var_89 = wp::extract(var_90, var_88);
            var_91 = wp::mod(var_86, var_89);
            var_92 = wp::address(var_x0, var_91);
            var_94 = wp::load(var_92);
            var_93 = wp::tanh(var_94);
            var_95 = wp::add(var_28, var_93);
        }
        if (!var_80) {
            // elif wp.ceil(v0) < v2:                                                         <L 23>
            var_96 = wp::ceil(var_28);
            var_97 = (var_96 < var_41);
            if (var_97) {
                // v0 = v0 + wp.sin(wp.clamp((v0 + v2), -1.84, 0.25))                         <L 24>
                var_98 = wp::add(var_28, var_41);
                var_101 = wp::clamp(var_98, var_99, var_100);
                var_102 = wp::sin(var_101);
                var_103 = wp::add(var_28, var_102);
            }
            if (!var_97) {
                // v0 -= wp.cos(wp.sin((v1 - v0))) * 1.43                                     <L 26>
                var_104 = wp::sub(var_29, var_28);
                var_105 = wp::sin(var_104);
                var_106 = wp::cos(var_105);
                var_108 = wp::mul(var_106, var_107);
                var_109 = wp::sub(var_28, var_108);
                // for j3 in reversed(range(n)):                                              <L 27>
                var_110 = wp::range(var_n);
                var_111 = wp::iter_reverse(var_110);
                // w6 = int(0)                                                                <L 43>
                var_181 = wp::int(var_180);
                // while w6 < 2 and (2.0 <= v2):                                              <L 44>
            }
            var_210 = wp::where(var_97, var_103, var_109);
        }
        var_211 = wp::where(var_80, var_95, var_210);
        var_212 = wp::where(var_80, var_84, var_41);
    }
    var_213 = wp::where(var_48, var_62, var_211);
    var_214 = wp::where(var_48, var_41, var_212);
    // v7 = (wp.lerp(wp.dot(wp.vec3(-0.53, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969)), float(tid), 0.25) + wp.atan2(-1.7, wp.abs(wp.dot(wp.vec3(-1.6, -0.699, -0.682), wp.vec3(-1.1, 1.82, -1.348))) + 0.5))       <L 48>
    var_218 = wp::vec_t<3, wp::float32>(var_215, var_216, var_217);
    var_222 = wp::vec_t<3, wp::float32>(var_219, var_220, var_221);
    var_223 = wp::dot(var_218, var_222);
    var_224 = wp::float(var_0);
    var_226 = wp::lerp(var_223, var_224, var_225);
    var_231 = wp::vec_t<3, wp::float32>(var_228, var_229, var_230);
    var_235 = wp::vec_t<3, wp::float32>(var_232, var_233, var_234);
    var_236 = wp::dot(var_231, var_235);
    var_237 = wp::abs(var_236);
    var_239 = wp::add(var_237, var_238);
    var_240 = wp::atan2(var_227, var_239);
    var_241 = wp::add(var_226, var_240);
    // if wp.length_sq(wp.vec3(-0.56)) >= x0[(tid + 3) % x0.shape[0]]:                        <L 49>
    var_243 = wp::vec_t<3, wp::float32>(var_242);
    var_244 = wp::length_sq(var_243);
    var_246 = wp::add(var_0, var_245);
    var_247 = &(var_x0.shape);
    var_250 = wp::load(var_247);
    var_249 = wp::extract(var_250, var_248);
    var_251 = wp::mod(var_246, var_249);
    var_252 = wp::address(var_x0, var_251);
    var_254 = wp::load(var_252);
    var_253 = (var_244 >= var_254);
    if (var_253) {
        // v2 = v2 + wp.sin(wp.erfc((v0 + v7)))                                               <L 50>
        var_255 = wp::add(var_213, var_241);
        var_256 = wp::erfc(var_255);
        var_257 = wp::sin(var_256);
        var_258 = wp::add(var_214, var_257);
        // v0 -= wp.sin(v2) * 0.47                                                            <L 51>
        var_259 = wp::sin(var_258);
        var_261 = wp::mul(var_259, var_260);
        var_262 = wp::sub(var_213, var_261);
    }
    if (!var_253) {
        // v0 = v0 + wp.tanh(wp.clamp(wp.length_sq(wp.vec3(1.82, -0.66, 1.73)), -1.55, 1.9))       <L 53>
        var_266 = wp::vec_t<3, wp::float32>(var_263, var_264, var_265);
        var_267 = wp::length_sq(var_266);
        var_270 = wp::clamp(var_267, var_268, var_269);
        var_271 = wp::tanh(var_270);
        var_272 = wp::add(var_213, var_271);
        // w8 = int(0)                                                                        <L 54>
        var_274 = wp::int(var_273);
        // while w8 < 5:                                                                      <L 55>
    }
    var_282 = wp::where(var_253, var_262, var_272);
    var_283 = wp::where(var_253, var_258, var_214);
    // out0[tid] = v2 + v0 + v1 + 0.4 * 1.32 + v9                                             <L 58>
    var_284 = wp::add(var_283, var_282);
    var_285 = wp::add(var_284, var_29);
    var_288 = wp::mul(var_286, var_287);
    var_289 = wp::add(var_285, var_288);
    var_290 = wp::add(var_289, var_3);
    // wp::array_store(var_out0, var_0, var_290);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_290, adj_out0, adj_0, adj_290);
    wp::adj_add(var_289, var_3, adj_289, adj_3, adj_290);
    wp::adj_add(var_285, var_288, adj_285, adj_288, adj_289);
    wp::adj_mul(var_286, var_287, adj_286, adj_287, adj_288);
    wp::adj_add(var_284, var_29, adj_284, adj_29, adj_285);
    wp::adj_add(var_283, var_282, adj_283, adj_282, adj_284);
    // adj: out0[tid] = v2 + v0 + v1 + 0.4 * 1.32 + v9                                        <L 58>
    wp::adj_where(var_253, var_258, var_214, adj_253, adj_258, adj_214, adj_283);
    wp::adj_where(var_253, var_262, var_272, adj_253, adj_262, adj_272, adj_282);
    if (!var_253) {
    start_while_6:;
        var_276 = (var_274 < var_275);
    if ((var_276) == false) goto end_while_6;
    adj_277 = {};
    adj_278 = {};
    adj_279 = {};
    adj_280 = {};
    adj_281 = {};
            // w8 = w8 + 1                                                                    <L 56>
            var_278 = wp::add(var_274, var_277);
            // v2 = v2 + wp.cos(float(w8))                                                    <L 57>
            var_279 = wp::float(var_278);
            var_280 = wp::cos(var_279);
            var_281 = wp::add(var_214, var_280);
            wp::assign(var_214, var_281);
            wp::assign(var_274, var_278);
            wp::adj_assign(var_274, var_278, adj_274, adj_278);
            wp::adj_assign(var_214, var_281, adj_214, adj_281);
            wp::adj_add(var_214, var_280, adj_214, adj_280, adj_281);
            wp::adj_cos(var_279, adj_279, adj_280);
            wp::adj_float(var_278, adj_278, adj_279);
            // adj: v2 = v2 + wp.cos(float(w8))                                               <L 57>
            wp::adj_add(var_274, var_277, adj_274, adj_277, adj_278);
            // adj: w8 = w8 + 1                                                               <L 56>
    goto start_while_6;
    end_while_6:;
        // adj: while w8 < 5:                                                                 <L 55>
        // adj: w8 = int(0)                                                                   <L 54>
        wp::adj_add(var_213, var_271, adj_213, adj_271, adj_272);
        wp::adj_tanh(var_270, var_271, adj_270, adj_271);
        wp::adj_clamp(var_267, var_268, var_269, adj_267, adj_268, adj_269, adj_270);
        wp::adj_length_sq(var_266, adj_266, adj_267);
        wp::adj_vec_t(var_263, var_264, var_265, adj_263, adj_264, adj_265, adj_266);
        // adj: v0 = v0 + wp.tanh(wp.clamp(wp.length_sq(wp.vec3(1.82, -0.66, 1.73)), -1.55, 1.9))  <L 53>
    }
    if (var_253) {
        wp::adj_sub(var_213, var_261, adj_213, adj_261, adj_262);
        wp::adj_mul(var_259, var_260, adj_259, adj_260, adj_261);
        wp::adj_sin(var_258, adj_258, adj_259);
        // adj: v0 -= wp.sin(v2) * 0.47                                                       <L 51>
        wp::adj_add(var_214, var_257, adj_214, adj_257, adj_258);
        wp::adj_sin(var_256, adj_256, adj_257);
        wp::adj_erfc(var_255, adj_255, adj_256);
        wp::adj_add(var_213, var_241, adj_213, adj_241, adj_255);
        // adj: v2 = v2 + wp.sin(wp.erfc((v0 + v7)))                                          <L 50>
    }
    wp::adj_address(var_x0, var_251, adj_x0, adj_251, adj_252);
    wp::adj_mod(var_246, var_249, adj_246, adj_249, adj_251);
    adj_x0.shape = adj_247;
    wp::adj_add(var_0, var_245, adj_0, adj_245, adj_246);
    wp::adj_length_sq(var_243, adj_243, adj_244);
    wp::adj_vec_t(var_242, adj_242, adj_243);
    // adj: if wp.length_sq(wp.vec3(-0.56)) >= x0[(tid + 3) % x0.shape[0]]:                   <L 49>
    wp::adj_add(var_226, var_240, adj_226, adj_240, adj_241);
    wp::adj_atan2(var_227, var_239, adj_227, adj_239, adj_240);
    wp::adj_add(var_237, var_238, adj_237, adj_238, adj_239);
    wp::adj_abs(var_236, adj_236, adj_237);
    wp::adj_dot(var_231, var_235, adj_231, adj_235, adj_236);
    wp::adj_vec_t(var_232, var_233, var_234, adj_232, adj_233, adj_234, adj_235);
    wp::adj_vec_t(var_228, var_229, var_230, adj_228, adj_229, adj_230, adj_231);
    wp::adj_lerp(var_223, var_224, var_225, adj_223, adj_224, adj_225, adj_226);
    wp::adj_float(var_0, adj_0, adj_224);
    wp::adj_dot(var_218, var_222, adj_218, adj_222, adj_223);
    wp::adj_vec_t(var_219, var_220, var_221, adj_219, adj_220, adj_221, adj_222);
    wp::adj_vec_t(var_215, var_216, var_217, adj_215, adj_216, adj_217, adj_218);
    // adj: v7 = (wp.lerp(wp.dot(wp.vec3(-0.53, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969)), float(tid), 0.25) + wp.atan2(-1.7, wp.abs(wp.dot(wp.vec3(-1.6, -0.699, -0.682), wp.vec3(-1.1, 1.82, -1.348))) + 0.5))  <L 48>
    wp::adj_where(var_48, var_41, var_212, adj_48, adj_41, adj_212, adj_214);
    wp::adj_where(var_48, var_62, var_211, adj_48, adj_62, adj_211, adj_213);
    if (!var_48) {
        wp::adj_where(var_80, var_84, var_41, adj_80, adj_84, adj_41, adj_212);
        wp::adj_where(var_80, var_95, var_210, adj_80, adj_95, adj_210, adj_211);
        if (!var_80) {
            wp::adj_where(var_97, var_103, var_109, adj_97, adj_103, adj_109, adj_210);
            if (!var_97) {
    start_while_4:;
                var_184 = (var_181 < var_183);
                var_182 = var_184;
                if (var_182) {
                    var_186 = (var_185 <= var_41);
                    var_182 = var_182 && var_186;
                }
    if ((var_182) == false) goto end_while_4;
    adj_187 = {};
    adj_188 = {};
    adj_189 = {};
    adj_190 = {};
    adj_191 = {};
    adj_192 = {};
    adj_193 = {};
    adj_194 = {};
    adj_195 = {};
    adj_196 = {};
    adj_197 = {};
    adj_198 = {};
    adj_199 = {};
    adj_200 = {};
    adj_201 = {};
    adj_202 = {};
    adj_203 = {};
    adj_204 = {};
    adj_205 = {};
    adj_206 = {};
    adj_207 = {};
    adj_208 = {};
    adj_209 = {};
                    // w6 = w6 + 1                                                            <L 45>
                    var_188 = wp::add(var_181, var_187);
                    // v0 = v0 + wp.sin((v2 / (wp.abs((v2 - v2)) + 1.0)))                     <L 46>
                    var_189 = wp::sub(var_41, var_41);
                    var_190 = wp::abs(var_189);
                    var_192 = wp::add(var_190, var_191);
                    var_193 = wp::div(var_41, var_192);
                    var_194 = wp::sin(var_193);
                    var_195 = wp::add(var_109, var_194);
                    // v2 = v2 + wp.tanh(wp.clamp(x0[(tid + 1) % x0.shape[0]], -1.32, 0.8))       <L 47>
                    var_197 = wp::add(var_0, var_196);
                    var_198 = &(var_x0.shape);
                    var_201 = wp::load(var_198);
                    var_200 = wp::extract(var_201, var_199);
                    var_202 = wp::mod(var_197, var_200);
                    var_203 = wp::address(var_x0, var_202);
                    var_207 = wp::load(var_203);
                    var_206 = wp::clamp(var_207, var_204, var_205);
                    var_208 = wp::tanh(var_206);
                    var_209 = wp::add(var_41, var_208);
                    wp::assign(var_109, var_195);
                    wp::assign(var_41, var_209);
                    wp::assign(var_181, var_188);
                    wp::adj_assign(var_181, var_188, adj_181, adj_188);
                    wp::adj_assign(var_41, var_209, adj_41, adj_209);
                    wp::adj_assign(var_109, var_195, adj_109, adj_195);
                    wp::adj_add(var_41, var_208, adj_41, adj_208, adj_209);
                    wp::adj_tanh(var_206, var_208, adj_206, adj_208);
                    wp::adj_clamp(var_207, var_204, var_205, adj_203, adj_204, adj_205, adj_206);
                    wp::adj_address(var_x0, var_202, adj_x0, adj_202, adj_203);
                    wp::adj_mod(var_197, var_200, adj_197, adj_200, adj_202);
                    adj_x0.shape = adj_198;
                    wp::adj_add(var_0, var_196, adj_0, adj_196, adj_197);
                    // adj: v2 = v2 + wp.tanh(wp.clamp(x0[(tid + 1) % x0.shape[0]], -1.32, 0.8))  <L 47>
                    wp::adj_add(var_109, var_194, adj_109, adj_194, adj_195);
                    wp::adj_sin(var_193, adj_193, adj_194);
                    wp::adj_div(var_41, var_192, var_193, adj_41, adj_192, adj_193);
                    wp::adj_add(var_190, var_191, adj_190, adj_191, adj_192);
                    wp::adj_abs(var_189, adj_189, adj_190);
                    wp::adj_sub(var_41, var_41, adj_41, adj_41, adj_189);
                    // adj: v0 = v0 + wp.sin((v2 / (wp.abs((v2 - v2)) + 1.0)))                <L 46>
                    wp::adj_add(var_181, var_187, adj_181, adj_187, adj_188);
                    // adj: w6 = w6 + 1                                                       <L 45>
    goto start_while_4;
    end_while_4:;
                // adj: while w6 < 2 and (2.0 <= v2):                                         <L 44>
                // adj: w6 = int(0)                                                           <L 43>
                var_111 = wp::iter_reverse(var_111);
                start_for_2:;
                    if (iter_cmp(var_111) == 0) goto end_for_2;
                    var_112 = wp::iter_next(var_111);
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
                	adj_151 = {};
                	adj_152 = {};
                	adj_153 = {};
                	adj_154 = {};
                	adj_155 = {};
                	adj_156 = {};
                	adj_157 = {};
                	adj_158 = {};
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
                    // v1 += wp.cos(v0)                                                       <L 28>
                    var_113 = wp::cos(var_109);
                    var_114 = wp::add(var_29, var_113);
                    // v4 = (wp.length_sq(wp.min(wp.vec3(0.917, 1.503, 0.252), wp.vec3(0.615, 1.01, 0.858))) / (wp.abs((wp.log2(wp.abs(-1.73) + 1.0) - wp.asin(wp.clamp(v1, -0.9, 0.9)))) + 1.0))       <L 29>
                    var_118 = wp::vec_t<3, wp::float32>(var_115, var_116, var_117);
                    var_122 = wp::vec_t<3, wp::float32>(var_119, var_120, var_121);
                    var_123 = wp::min(var_118, var_122);
                    var_124 = wp::length_sq(var_123);
                    var_126 = wp::abs(var_125);
                    var_128 = wp::add(var_126, var_127);
                    var_129 = wp::log2(var_128);
                    var_132 = wp::clamp(var_114, var_130, var_131);
                    var_133 = wp::asin(var_132);
                    var_134 = wp::sub(var_129, var_133);
                    var_135 = wp::abs(var_134);
                    var_137 = wp::add(var_135, var_136);
                    var_138 = wp::div(var_124, var_137);
                    // v9 += v4                                                               <L 30>
                    var_139 = wp::add(var_3, var_138);
                    // if (v1 * v0) < wp.length(wp.vec3(-1.8, -1.814, 0.359)):                <L 31>
                    var_140 = wp::mul(var_114, var_109);
                    var_144 = wp::vec_t<3, wp::float32>(var_141, var_142, var_143);
                    var_145 = wp::length(var_144);
                    var_146 = (var_140 < var_145);
                    if (var_146) {
                        // v1 += wp.cos((float(j3) - wp.length(wp.vec3(-1.0))))               <L 32>
                        var_147 = wp::float(var_112);
                        var_149 = wp::vec_t<3, wp::float32>(var_148);
                        var_150 = wp::length(var_149);
                        var_151 = wp::sub(var_147, var_150);
                        var_152 = wp::cos(var_151);
                        var_153 = wp::add(var_114, var_152);
                        // if (tid) % 2 == 0:                                                 <L 33>
                        var_155 = wp::mod(var_0, var_154);
                        var_157 = (var_155 == var_156);
                        if (var_157) {
                            // continue                                                       <L 34>
                            wp::assign(var_3, var_139);
                            wp::assign(var_29, var_153);
                            goto start_for_2;
                        }
                        var_158 = wp::where(var_157, var_3, var_139);
                        var_159 = wp::where(var_157, var_29, var_153);
                        // if (v1 < v0) and (v0 < 0.32):                                      <L 35>
                        var_161 = (var_159 < var_109);
                        var_160 = var_161;
                        if (var_160) {
                            var_163 = (var_109 < var_162);
                            var_160 = var_160 && var_163;
                        }
                        if (var_160) {
                            // break                                                          <L 36>
                            wp::assign(var_3, var_158);
                            wp::assign(var_29, var_159);
                            goto end_for_2;
                        }
                        var_164 = wp::where(var_160, var_3, var_158);
                        var_165 = wp::where(var_160, var_29, var_159);
                    }
                    if (!var_146) {
                        // v0 -= wp.sin(v2) * 0.73                                            <L 38>
                        var_166 = wp::sin(var_41);
                        var_168 = wp::mul(var_166, var_167);
                        var_169 = wp::sub(var_109, var_168);
                        // v5 = v1                                                            <L 39>
                        var_170 = wp::copy(var_114);
                        // v9 += v5                                                           <L 40>
                        var_171 = wp::add(var_139, var_170);
                        // if v0 >= -1.9:                                                     <L 41>
                        var_173 = (var_169 >= var_172);
                        if (var_173) {
                            // break                                                          <L 42>
                            wp::assign(var_3, var_171);
                            wp::assign(var_109, var_169);
                            wp::assign(var_29, var_114);
                            goto end_for_2;
                        }
                        var_174 = wp::where(var_173, var_3, var_171);
                        var_175 = wp::where(var_173, var_109, var_169);
                        var_176 = wp::where(var_173, var_29, var_114);
                    }
                    var_177 = wp::where(var_146, var_164, var_174);
                    var_178 = wp::where(var_146, var_109, var_175);
                    var_179 = wp::where(var_146, var_165, var_176);
                    wp::assign(var_3, var_177);
                    wp::assign(var_109, var_178);
                    wp::assign(var_29, var_179);
                    wp::adj_assign(var_29, var_179, adj_29, adj_179);
                    wp::adj_assign(var_109, var_178, adj_109, adj_178);
                    wp::adj_assign(var_3, var_177, adj_3, adj_177);
                    wp::adj_where(var_146, var_165, var_176, adj_146, adj_165, adj_176, adj_179);
                    wp::adj_where(var_146, var_109, var_175, adj_146, adj_109, adj_175, adj_178);
                    wp::adj_where(var_146, var_164, var_174, adj_146, adj_164, adj_174, adj_177);
                    if (!var_146) {
                        wp::adj_where(var_173, var_29, var_114, adj_173, adj_29, adj_114, adj_176);
                        wp::adj_where(var_173, var_109, var_169, adj_173, adj_109, adj_169, adj_175);
                        wp::adj_where(var_173, var_3, var_171, adj_173, adj_3, adj_171, adj_174);
                        if (var_173) {
                            wp::adj_assign(var_29, var_114, adj_29, adj_114);
                            wp::adj_assign(var_109, var_169, adj_109, adj_169);
                            wp::adj_assign(var_3, var_171, adj_3, adj_171);
                            // adj: break                                                     <L 42>
                        }
                        // adj: if v0 >= -1.9:                                                <L 41>
                        wp::adj_add(var_139, var_170, adj_139, adj_170, adj_171);
                        // adj: v9 += v5                                                      <L 40>
                        wp::adj_copy(var_114, adj_114, adj_170);
                        // adj: v5 = v1                                                       <L 39>
                        wp::adj_sub(var_109, var_168, adj_109, adj_168, adj_169);
                        wp::adj_mul(var_166, var_167, adj_166, adj_167, adj_168);
                        wp::adj_sin(var_41, adj_41, adj_166);
                        // adj: v0 -= wp.sin(v2) * 0.73                                       <L 38>
                    }
                    if (var_146) {
                        wp::adj_where(var_160, var_29, var_159, adj_160, adj_29, adj_159, adj_165);
                        wp::adj_where(var_160, var_3, var_158, adj_160, adj_3, adj_158, adj_164);
                        if (var_160) {
                            wp::adj_assign(var_29, var_159, adj_29, adj_159);
                            wp::adj_assign(var_3, var_158, adj_3, adj_158);
                            // adj: break                                                     <L 36>
                        }
                        if (var_160) {
                        }
                        // adj: if (v1 < v0) and (v0 < 0.32):                                 <L 35>
                        wp::adj_where(var_157, var_29, var_153, adj_157, adj_29, adj_153, adj_159);
                        wp::adj_where(var_157, var_3, var_139, adj_157, adj_3, adj_139, adj_158);
                        if (var_157) {
                            wp::adj_assign(var_29, var_153, adj_29, adj_153);
                            wp::adj_assign(var_3, var_139, adj_3, adj_139);
                            // adj: continue                                                  <L 34>
                        }
                        wp::adj_mod(var_0, var_154, adj_0, adj_154, adj_155);
                        // adj: if (tid) % 2 == 0:                                            <L 33>
                        wp::adj_add(var_114, var_152, adj_114, adj_152, adj_153);
                        wp::adj_cos(var_151, adj_151, adj_152);
                        wp::adj_sub(var_147, var_150, adj_147, adj_150, adj_151);
                        wp::adj_length(var_149, var_150, adj_149, adj_150);
                        wp::adj_vec_t(var_148, adj_148, adj_149);
                        wp::adj_float(var_112, adj_112, adj_147);
                        // adj: v1 += wp.cos((float(j3) - wp.length(wp.vec3(-1.0))))          <L 32>
                    }
                    wp::adj_length(var_144, var_145, adj_144, adj_145);
                    wp::adj_vec_t(var_141, var_142, var_143, adj_141, adj_142, adj_143, adj_144);
                    wp::adj_mul(var_114, var_109, adj_114, adj_109, adj_140);
                    // adj: if (v1 * v0) < wp.length(wp.vec3(-1.8, -1.814, 0.359)):           <L 31>
                    wp::adj_add(var_3, var_138, adj_3, adj_138, adj_139);
                    // adj: v9 += v4                                                          <L 30>
                    wp::adj_div(var_124, var_137, var_138, adj_124, adj_137, adj_138);
                    wp::adj_add(var_135, var_136, adj_135, adj_136, adj_137);
                    wp::adj_abs(var_134, adj_134, adj_135);
                    wp::adj_sub(var_129, var_133, adj_129, adj_133, adj_134);
                    wp::adj_asin(var_132, adj_132, adj_133);
                    wp::adj_clamp(var_114, var_130, var_131, adj_114, adj_130, adj_131, adj_132);
                    wp::adj_log2(var_128, adj_128, adj_129);
                    wp::adj_add(var_126, var_127, adj_126, adj_127, adj_128);
                    wp::adj_abs(var_125, adj_125, adj_126);
                    wp::adj_length_sq(var_123, adj_123, adj_124);
                    wp::adj_min(var_118, var_122, adj_118, adj_122, adj_123);
                    wp::adj_vec_t(var_119, var_120, var_121, adj_119, adj_120, adj_121, adj_122);
                    wp::adj_vec_t(var_115, var_116, var_117, adj_115, adj_116, adj_117, adj_118);
                    // adj: v4 = (wp.length_sq(wp.min(wp.vec3(0.917, 1.503, 0.252), wp.vec3(0.615, 1.01, 0.858))) / (wp.abs((wp.log2(wp.abs(-1.73) + 1.0) - wp.asin(wp.clamp(v1, -0.9, 0.9)))) + 1.0))  <L 29>
                    wp::adj_add(var_29, var_113, adj_29, adj_113, adj_114);
                    wp::adj_cos(var_109, adj_109, adj_113);
                    // adj: v1 += wp.cos(v0)                                                  <L 28>
                	goto start_for_2;
                end_for_2:;
                // adj: for j3 in reversed(range(n)):                                         <L 27>
                wp::adj_sub(var_28, var_108, adj_28, adj_108, adj_109);
                wp::adj_mul(var_106, var_107, adj_106, adj_107, adj_108);
                wp::adj_cos(var_105, adj_105, adj_106);
                wp::adj_sin(var_104, adj_104, adj_105);
                wp::adj_sub(var_29, var_28, adj_29, adj_28, adj_104);
                // adj: v0 -= wp.cos(wp.sin((v1 - v0))) * 1.43                                <L 26>
            }
            if (var_97) {
                wp::adj_add(var_28, var_102, adj_28, adj_102, adj_103);
                wp::adj_sin(var_101, adj_101, adj_102);
                wp::adj_clamp(var_98, var_99, var_100, adj_98, adj_99, adj_100, adj_101);
                wp::adj_add(var_28, var_41, adj_28, adj_41, adj_98);
                // adj: v0 = v0 + wp.sin(wp.clamp((v0 + v2), -1.84, 0.25))                    <L 24>
            }
            // adj: elif wp.ceil(v0) < v2:                                                    <L 23>
        }
        if (var_80) {
            wp::adj_add(var_28, var_93, adj_28, adj_93, adj_95);
            wp::adj_tanh(var_94, var_93, adj_92, adj_93);
            wp::adj_address(var_x0, var_91, adj_x0, adj_91, adj_92);
            wp::adj_mod(var_86, var_89, adj_86, adj_89, adj_91);
            adj_x0.shape = adj_87;
            wp::adj_add(var_0, var_85, adj_0, adj_85, adj_86);
            // adj: v0 = v0 + wp.tanh(x0[(tid + 1) % x0.shape[0]])                            <L 22>
            wp::adj_add(var_41, var_83, adj_41, adj_83, adj_84);
            wp::adj_tanh(var_82, var_83, adj_82, adj_83);
            // adj: v2 = v2 + wp.tanh(wp.round(0.5))                                          <L 21>
        }
        wp::adj_mod(var_76, var_77, adj_76, adj_77, adj_78);
        wp::adj_max(var_0, var_75, adj_0, adj_75, adj_76);
        // adj: elif (wp.max(tid, 1)) % 4 == 0:                                               <L 20>
    }
    if (var_48) {
        if (var_63) {
            label1:;
            // adj: return                                                                    <L 19>
            wp::adj_array_store(var_out0, var_0, var_74, adj_out0, adj_0, adj_74);
            wp::adj_add(var_65, var_73, adj_65, adj_73, adj_74);
            wp::adj_mul(var_71, var_72, adj_71, adj_72, adj_73);
            wp::adj_length(var_70, var_71, adj_70, adj_71);
            wp::adj_mul(var_69, var_29, adj_69, adj_29, adj_70);
            wp::adj_vec_t(var_66, var_67, var_68, adj_66, adj_67, adj_68, adj_69);
            wp::adj_add(var_64, var_41, adj_64, adj_41, adj_65);
            wp::adj_add(var_62, var_29, adj_62, adj_29, adj_64);
            // adj: out0[tid] = v0 + v1 + v2 + wp.length((wp.vec3(-1.6, 0.7, -1.899) * v1)) * 1.55  <L 18>
        }
        // adj: if v1 > v2:                                                                   <L 17>
        wp::adj_add(var_28, var_61, adj_28, adj_61, adj_62);
        wp::adj_cos(var_60, adj_60, adj_61);
        wp::adj_sub(var_53, var_59, adj_53, adj_59, adj_60);
        wp::adj_extract(var_57, var_58, adj_57, adj_58, adj_59);
        wp::adj_vec_t(var_54, var_55, var_56, adj_54, adj_55, adj_56, adj_57);
        wp::adj_length(var_52, var_53, adj_52, adj_53);
        wp::adj_vec_t(var_49, var_50, var_51, adj_49, adj_50, adj_51, adj_52);
        // adj: v0 += wp.cos((wp.length(wp.vec3(-0.6, 0.84, -0.662)) - (wp.vec3(-1.8, 1.8, -1.566))[0]))  <L 16>
    }
    wp::adj_length(var_46, var_47, adj_46, adj_47);
    wp::adj_vec_t(var_43, var_44, var_45, adj_43, adj_44, adj_45, adj_46);
    wp::adj_min(var_29, var_41, adj_29, adj_41, adj_42);
    // adj: if wp.min(v1, v2) >= wp.length(wp.vec3(-0.77, 0.153, 0.83)):                      <L 15>
    wp::adj_mod(var_34, var_40, adj_34, adj_40, adj_41);
    wp::adj_add(var_38, var_39, adj_38, adj_39, adj_40);
    wp::adj_abs(var_37, adj_37, adj_38);
    wp::adj_erfc(var_36, adj_36, adj_37);
    wp::adj_where(var_35, var_28, var_29, adj_35, adj_28, adj_29, adj_36);
    wp::adj_acos(var_33, adj_33, adj_34);
    wp::adj_clamp(var_30, var_31, var_32, adj_30, adj_31, adj_32, adj_33);
    wp::adj_sub(var_28, var_29, adj_28, adj_29, adj_30);
    // adj: v2 = wp.mod(wp.acos(wp.clamp((v0 - v1), -0.9, 0.9)), wp.abs(wp.erfc(wp.where(v1 > v0, v0, v1))) + 1.0)  <L 14>
    wp::adj_copy(var_28, adj_28, adj_29);
    // adj: v1 = v0                                                                           <L 13>
    wp::adj_where(var_13, var_27, var_5, adj_13, adj_27, adj_5, adj_28);
    if (var_13) {
        wp::adj_add(var_5, var_26, adj_5, adj_26, adj_27);
        wp::adj_sin(var_25, adj_25, adj_26);
        wp::adj_dot(var_19, var_24, adj_19, adj_24, adj_25);
        wp::adj_normalize(var_23, var_24, adj_23, adj_24);
        wp::adj_vec_t(var_20, var_21, var_22, adj_20, adj_21, adj_22, adj_23);
        wp::adj_mul(var_14, var_18, adj_14, adj_18, adj_19);
        wp::adj_vec_t(var_15, var_16, var_17, adj_15, adj_16, adj_17, adj_18);
        // adj: v0 = v0 + wp.sin(wp.dot((-0.68 * wp.vec3(-1.95, -1.8, 1.801)), wp.normalize(wp.vec3(-1.88, -1.771, -0.0))))  <L 12>
    }
    wp::adj_mul(var_11, var_5, adj_11, adj_5, adj_12);
    wp::adj_smoothstep(var_9, var_10, var_5, adj_9, adj_10, adj_5, adj_11);
    wp::adj_where(var_7, var_5, var_5, adj_7, adj_5, adj_5, adj_8);
    // adj: if wp.where(v0 <= v0, v0, v0) > wp.smoothstep(-1.0, 1.0, v0) * v0:                <L 11>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_4);
    // adj: v0 = x0[tid]                                                                      <L 10>
    wp::adj_float(var_2, adj_2, adj_3);
    // adj: v9 = float(0.0)                                                                   <L 9>
    if (var_1) {
        label0:;
        // adj: return                                                                        <L 8>
    }
    // adj: if tid >= num_elements:                                                           <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def control_000002(x0: wp.array[float], n: int, out0: wp.array[float], num_elements: int):  <L 5>
    return;
}



struct control_000002_3645779e_cpu_block_payload_forward
{
    wp_args_control_000002_3645779e* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void control_000002_3645779e_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    control_000002_3645779e_cpu_block_payload_forward* payload = (control_000002_3645779e_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    control_000002_3645779e_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void control_000002_3645779e_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_control_000002_3645779e *_wp_args)
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
        control_000002_3645779e_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &control_000002_3645779e_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct control_000002_3645779e_cpu_block_payload_backward
{
    wp_args_control_000002_3645779e* args;
    wp_args_control_000002_3645779e* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void control_000002_3645779e_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    control_000002_3645779e_cpu_block_payload_backward* payload = (control_000002_3645779e_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    control_000002_3645779e_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void control_000002_3645779e_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_control_000002_3645779e *_wp_args,
    wp_args_control_000002_3645779e *_wp_adj_args)
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
        control_000002_3645779e_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &control_000002_3645779e_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

