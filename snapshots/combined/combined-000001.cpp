// Generated for case combined-000001 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_combined_000001_91a0a85a {
    wp::array_t<wp::vec_t<3, wp::float32>> x0;
    wp::mat_t<3, 3, wp::float32> s0;
    wp::float32 s1;
    wp::int32 n;
    wp::array_t<wp::float32> acc0;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::float32> out1;
};


template <bool wp_linear_contiguous>
static void combined_000001_91a0a85a_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_combined_000001_91a0a85a *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::mat_t<3, 3, wp::float32> var_s0 = _wp_args->s0;
    wp::float32 var_s1 = _wp_args->s1;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::mat_t<3, 3, wp::float32> var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    const wp::float32 var_7 = 1.22;
    const wp::float32 var_8 = -0.535;
    const wp::float32 var_9 = -0.871;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    const wp::float32 var_12 = 0.2;
    wp::quat_t<wp::float32> var_13;
    const wp::float32 var_14 = 1.29;
    const wp::float32 var_15 = 0.173;
    const wp::float32 var_16 = 1.165;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    const wp::float32 var_19 = -0.3;
    wp::quat_t<wp::float32> var_20;
    wp::float32 var_21;
    bool var_22;
    const wp::float32 var_23 = 0.5;
    wp::mat_t<3, 3, wp::float32> var_24;
    const wp::float32 var_25 = 0.1;
    wp::mat_t<3, 3, wp::float32> var_26;
    wp::mat_t<3, 3, wp::float32> var_27;
    const wp::float32 var_28 = -1.7;
    wp::float32 var_29;
    const wp::float32 var_30 = 1.0;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::float32 var_33 = -0.77;
    const wp::float32 var_34 = 1.0;
    wp::float32 var_35;
    bool var_36;
    const wp::int32 var_37 = 1;
    const wp::int32 var_38 = 2;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    const wp::float32 var_43 = 1.0;
    wp::float32 var_44;
    const wp::float32 var_45 = -1.0;
    const wp::float32 var_46 = -2.0;
    const wp::float32 var_47 = 2.0;
    wp::float32 var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    const wp::float32 var_51 = 1.474;
    const wp::float32 var_52 = 1.92;
    const wp::float32 var_53 = 1.2;
    wp::vec_t<3, wp::float32> var_54;
    wp::float32 var_55;
    wp::vec_t<3, wp::float32> var_56;
    wp::vec_t<3, wp::float32> var_57;
    const wp::float32 var_58 = 1.32;
    wp::vec_t<3, wp::float32> var_59;
    wp::vec_t<3, wp::float32> var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    const wp::float32 var_63 = -0.37;
    wp::float32 var_64;
    const wp::float32 var_65 = 1.0;
    wp::float32 var_66;
    wp::float32 var_67;
    bool var_68;
    const wp::float32 var_69 = 0.5;
    wp::mat_t<3, 3, wp::float32> var_70;
    const wp::float32 var_71 = 0.1;
    wp::mat_t<3, 3, wp::float32> var_72;
    wp::mat_t<3, 3, wp::float32> var_73;
    const wp::float32 var_74 = -1.72;
    const wp::float32 var_75 = 0.13;
    wp::float32 var_76;
    bool var_77;
    bool var_78;
    bool var_79;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    bool var_83;
    bool var_84;
    bool var_85;
    bool var_86;
    const wp::float32 var_87 = 0.928;
    bool var_88;
    bool var_89;
    wp::float32 var_90;
    const wp::float32 var_91 = 1.0;
    wp::float32 var_92;
    wp::float32 var_93;
    wp::float32 var_94;
    wp::float32 var_95;
    wp::float32 var_96;
    wp::float32 var_97;
    const wp::float32 var_98 = -1.0;
    const wp::float32 var_99 = -1.2;
    const wp::float32 var_100 = 1.2;
    wp::float32 var_101;
    wp::float32 var_102;
    wp::float32 var_103;
    const wp::float32 var_104 = 1.0;
    wp::float32 var_105;
    wp::float32 var_106;
    wp::float32 var_107;
    wp::float32 var_108;
    wp::float32 var_109;
    wp::float32 var_110;
    wp::float32 var_111;
    wp::mat_t<3, 3, wp::float32> var_112;
    wp::float32 var_113;
    wp::float32 var_114;
    wp::mat_t<3, 3, wp::float32> var_115;
    wp::float32 var_116;
    wp::vec_t<3, wp::float32> var_117;
    wp::float32 var_118;
    wp::float32 var_119;
    wp::float32 var_120;
    const wp::float32 var_121 = 1.0;
    wp::float32 var_122;
    wp::float32 var_123;
    bool var_124;
    wp::float32 var_125;
    const wp::float32 var_126 = -0.434;
    const wp::float32 var_127 = 0.172;
    const wp::float32 var_128 = 1.51;
    wp::vec_t<3, wp::float32> var_129;
    wp::vec_t<3, wp::float32> var_130;
    wp::vec_t<3, wp::float32> var_131;
    wp::vec_t<3, wp::float32> var_132;
    const wp::float32 var_133 = 0.22;
    wp::vec_t<3, wp::float32> var_134;
    wp::vec_t<3, wp::float32> var_135;
    const wp::float32 var_136 = 0.5;
    wp::mat_t<3, 3, wp::float32> var_137;
    const wp::float32 var_138 = 0.53;
    const wp::float32 var_139 = 1.55;
    const wp::float32 var_140 = -0.191;
    wp::vec_t<3, wp::float32> var_141;
    wp::mat_t<3, 3, wp::float32> var_142;
    const wp::float32 var_143 = 0.1;
    wp::mat_t<3, 3, wp::float32> var_144;
    wp::mat_t<3, 3, wp::float32> var_145;
    bool var_146;
    bool var_147;
    bool var_148;
    const wp::float32 var_149 = 1.98;
    const wp::float32 var_150 = -1.6;
    const wp::float32 var_151 = -0.764;
    wp::vec_t<3, wp::float32> var_152;
    wp::vec_t<3, wp::float32> var_153;
    const wp::float32 var_154 = 1.972;
    wp::quat_t<wp::float32> var_155;
    const wp::float32 var_156 = 0.61;
    const wp::float32 var_157 = 1.46;
    const wp::float32 var_158 = 1.0;
    wp::vec_t<3, wp::float32> var_159;
    wp::vec_t<3, wp::float32> var_160;
    const wp::float32 var_161 = -0.667;
    wp::quat_t<wp::float32> var_162;
    wp::float32 var_163;
    wp::float32 var_164;
    wp::float32 var_165;
    wp::float32 var_166;
    wp::float32 var_167;
    wp::float32 var_168;
    const wp::float32 var_169 = -0.6;
    const wp::float32 var_170 = 0.524;
    const wp::float32 var_171 = -1.771;
    wp::vec_t<3, wp::float32> var_172;
    const wp::float32 var_173 = -1.61;
    const wp::float32 var_174 = -0.6;
    const wp::float32 var_175 = 0.82;
    wp::vec_t<3, wp::float32> var_176;
    wp::float32 var_177;
    bool var_178;
    const wp::float32 var_179 = -1.49;
    const wp::float32 var_180 = 0.5;
    const wp::float32 var_181 = 0.182;
    wp::vec_t<3, wp::float32> var_182;
    wp::vec_t<3, wp::float32> var_183;
    const wp::float32 var_184 = -1.8;
    wp::float32 var_185;
    wp::vec_t<3, wp::float32> var_186;
    wp::vec_t<3, wp::float32> var_187;
    const wp::float32 var_188 = 1.54;
    wp::vec_t<3, wp::float32> var_189;
    wp::vec_t<3, wp::float32> var_190;
    const wp::int32 var_191 = 0;
    wp::float32 var_192;
    wp::vec_t<3, wp::float32> var_193;
    wp::vec_t<3, wp::float32> var_194;
    wp::float32 var_195;
    wp::mat_t<3, 3, wp::float32> var_196;
    wp::vec_t<3, wp::float32> var_197;
    wp::float32 var_198;
    wp::mat_t<3, 3, wp::float32> var_199;
    wp::float32 var_200;
    wp::vec_t<3, wp::float32> var_201;
    wp::float32 var_202;
    const wp::int32 var_203 = 0;
    const wp::float32 var_204 = 0.5;
    wp::mat_t<3, 3, wp::float32> var_205;
    const wp::float32 var_206 = 0.1;
    wp::mat_t<3, 3, wp::float32> var_207;
    wp::mat_t<3, 3, wp::float32> var_208;
    const wp::int32 var_209 = 1;
    const wp::float32 var_210 = 0.5;
    wp::mat_t<3, 3, wp::float32> var_211;
    const wp::float32 var_212 = 0.1;
    wp::mat_t<3, 3, wp::float32> var_213;
    wp::mat_t<3, 3, wp::float32> var_214;
    const wp::int32 var_215 = 2;
    const wp::float32 var_216 = 0.5;
    wp::mat_t<3, 3, wp::float32> var_217;
    const wp::float32 var_218 = 0.1;
    wp::mat_t<3, 3, wp::float32> var_219;
    wp::mat_t<3, 3, wp::float32> var_220;
    const wp::int32 var_221 = 3;
    const wp::float32 var_222 = 0.5;
    wp::mat_t<3, 3, wp::float32> var_223;
    const wp::float32 var_224 = 0.1;
    wp::mat_t<3, 3, wp::float32> var_225;
    wp::mat_t<3, 3, wp::float32> var_226;
    const wp::int32 var_227 = 4;
    const wp::float32 var_228 = 0.5;
    wp::mat_t<3, 3, wp::float32> var_229;
    const wp::float32 var_230 = 0.1;
    wp::mat_t<3, 3, wp::float32> var_231;
    wp::mat_t<3, 3, wp::float32> var_232;
    const wp::int32 var_233 = 5;
    const wp::float32 var_234 = 0.5;
    wp::mat_t<3, 3, wp::float32> var_235;
    const wp::float32 var_236 = 0.1;
    wp::mat_t<3, 3, wp::float32> var_237;
    wp::mat_t<3, 3, wp::float32> var_238;
    wp::float32 var_239;
    const wp::int32 var_240 = 0;
    wp::int32 var_241;
    const wp::int32 var_242 = 3;
    bool var_243;
    const wp::int32 var_244 = 1;
    wp::int32 var_245;
    const wp::float32 var_246 = -0.92;
    wp::float32 var_247;
    wp::float32 var_248;
    const wp::float32 var_249 = 0.48;
    const wp::float32 var_250 = 1.0;
    const wp::float32 var_251 = 1.1;
    wp::vec_t<3, wp::float32> var_252;
    wp::vec_t<3, wp::float32> var_253;
    const wp::float32 var_254 = 1.654;
    wp::quat_t<wp::float32> var_255;
    const wp::float32 var_256 = 0.74;
    const wp::float32 var_257 = -1.75;
    const wp::float32 var_258 = 1.662;
    wp::vec_t<3, wp::float32> var_259;
    wp::vec_t<3, wp::float32> var_260;
    const wp::float32 var_261 = 0.43;
    wp::quat_t<wp::float32> var_262;
    wp::quat_t<wp::float32> var_263;
    const wp::float32 var_264 = 0.93;
    wp::vec_t<3, wp::float32> var_265;
    wp::vec_t<3, wp::float32> var_266;
    wp::vec_t<3, wp::float32> var_267;
    wp::vec_t<3, wp::float32> var_268;
    wp::vec_t<3, wp::float32> var_269;
    const wp::float32 var_270 = 1.4;
    wp::vec_t<3, wp::float32> var_271;
    wp::float32 var_272;
    wp::float32 var_273;
    wp::float32 var_274;
    wp::float32 var_275;
    const wp::float32 var_276 = -1.86;
    const wp::float32 var_277 = 0.12;
    wp::float32 var_278;
    const wp::float32 var_279 = 0.0;
    const wp::float32 var_280 = 0.0;
    const wp::float32 var_281 = 2.5;
    wp::vec_t<3, wp::float32> var_282;
    wp::vec_t<3, wp::float32> var_283;
    wp::vec_t<3, wp::float32> var_284;
    wp::quat_t<wp::float32> var_285;
    const wp::float32 var_286 = 1.37;
    const wp::float32 var_287 = 0.2;
    const wp::float32 var_288 = 0.1;
    wp::vec_t<3, wp::float32> var_289;
    wp::vec_t<3, wp::float32> var_290;
    const wp::float32 var_291 = -0.965;
    wp::quat_t<wp::float32> var_292;
    wp::float32 var_293;
    wp::float32 var_294;
    const wp::float32 var_295 = 0.5;
    const wp::float32 var_296 = -1.171;
    const wp::float32 var_297 = 1.7;
    wp::vec_t<3, wp::float32> var_298;
    wp::vec_t<3, wp::float32> var_299;
    wp::vec_t<3, wp::float32> var_300;
    wp::mat_t<3, 3, wp::float32> var_301;
    wp::vec_t<3, wp::float32> var_302;
    wp::float32 var_303;
    wp::float32 var_304;
    wp::float32 var_305;
    const wp::float32 var_306 = -1.08;
    wp::float32 var_307;
    const wp::float32 var_308 = 1.0;
    wp::float32 var_309;
    wp::float32 var_310;
    const wp::float32 var_311 = 0.61;
    wp::float32 var_312;
    wp::float32 var_313;
    wp::float32 var_314;
    wp::float32 var_315;
    const wp::float32 var_316 = -0.281;
    const wp::float32 var_317 = -1.0;
    wp::vec_t<2, wp::float32> var_318;
    const wp::float32 var_319 = 0.9;
    const wp::float32 var_320 = -1.575;
    wp::vec_t<2, wp::float32> var_321;
    wp::vec_t<2, wp::float32> var_322;
    wp::float32 var_323;
    const wp::float32 var_324 = 1.58;
    wp::float32 var_325;
    wp::float32 var_326;
    //---------
    // forward
    // def combined_000001(x0: wp.array(dtype=wp.vec3), s0: wp.mat33, s1: float, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = wp.trace(wp.outer(v0, v0))                                                        <L 8>
    var_4 = wp::outer(var_2, var_2);
    var_5 = wp::trace(var_4);
    // if (s1 * v1) <= wp.dot(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.22, -0.535, -0.871)), 0.2), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.29, 0.173, 1.165)), -0.3)):       <L 9>
    var_6 = wp::mul(var_s1, var_5);
    var_10 = wp::vec_t<3, wp::float32>(var_7, var_8, var_9);
    var_11 = wp::normalize(var_10);
    var_13 = wp::quat_from_axis_angle(var_11, var_12);
    var_17 = wp::vec_t<3, wp::float32>(var_14, var_15, var_16);
    var_18 = wp::normalize(var_17);
    var_20 = wp::quat_from_axis_angle(var_18, var_19);
    var_21 = wp::dot(var_13, var_20);
    var_22 = (var_6 <= var_21);
    if (var_22) {
        // s0 = s0 * 0.5 + s0 * 0.1                                                           <L 10>
        var_24 = wp::mul(var_s0, var_23);
        var_26 = wp::mul(var_s0, var_25);
        var_27 = wp::add(var_24, var_26);
        // if wp.log10(wp.abs(-1.7) + 1.0) <= wp.clamp(s1, -0.77, 1.0):                       <L 11>
        var_29 = wp::abs(var_28);
        var_31 = wp::add(var_29, var_30);
        var_32 = wp::log10(var_31);
        var_35 = wp::clamp(var_s1, var_33, var_34);
        var_36 = (var_32 <= var_35);
        if (var_36) {
            // s1 = s1 + wp.cos(s0[1, 2])                                                     <L 12>
            var_39 = wp::extract(var_27, var_37, var_38);
            var_40 = wp::cos(var_39);
            var_41 = wp::add(var_s1, var_40);
            // v0 = v0 + wp.normalize(wp.vec3(wp.pow(wp.abs(s1) + 1.0, wp.clamp(-1.0, -2.0, 2.0)), float(tid), wp.length_sq(wp.vec3(1.474, 1.92, 1.2)))) * 1.32       <L 13>
            var_42 = wp::abs(var_41);
            var_44 = wp::add(var_42, var_43);
            var_48 = wp::clamp(var_45, var_46, var_47);
            var_49 = wp::pow(var_44, var_48);
            var_50 = wp::float(var_0);
            var_54 = wp::vec_t<3, wp::float32>(var_51, var_52, var_53);
            var_55 = wp::length_sq(var_54);
            var_56 = wp::vec_t<3, wp::float32>(var_49, var_50, var_55);
            var_57 = wp::normalize(var_56);
            var_59 = wp::mul(var_57, var_58);
            var_60 = wp::add(var_2, var_59);
            // v1 = v1 + wp.sin(s1)                                                           <L 14>
            var_61 = wp::sin(var_41);
            var_62 = wp::add(var_5, var_61);
        }
        if (!var_36) {
            // elif v1 <= (-0.37 / (wp.abs(s1) + 1.0)):                                       <L 15>
            var_64 = wp::abs(var_s1);
            var_66 = wp::add(var_64, var_65);
            var_67 = wp::div(var_63, var_66);
            var_68 = (var_5 <= var_67);
            if (var_68) {
                // s0 = s0 * 0.5 + s0 * 0.1                                                   <L 16>
                var_70 = wp::mul(var_27, var_69);
                var_72 = wp::mul(var_27, var_71);
                var_73 = wp::add(var_70, var_72);
                // v2 = wp.clamp(s1, -1.72, 0.13)                                             <L 17>
                var_76 = wp::clamp(var_s1, var_74, var_75);
            }
            if (!var_68) {
                // elif (s1 <= v1) and (v1 <= v1):                                            <L 18>
                var_78 = (var_s1 <= var_5);
                var_77 = var_78;
                if (var_77) {
                    var_79 = (var_5 <= var_5);
                    var_77 = var_77 && var_79;
                }
                if (var_77) {
                    // v1 = v1 + wp.cos(wp.atan(v1))                                          <L 19>
                    var_80 = wp::atan(var_5);
                    var_81 = wp::cos(var_80);
                    var_82 = wp::add(var_5, var_81);
                }
                if (!var_77) {
                    // elif not ((s1 >= v1) and (s1 >= s1) or 0.928 <= v1):                   <L 20>
                    var_85 = (var_s1 >= var_5);
                    var_84 = var_85;
                    if (var_84) {
                        var_86 = (var_s1 >= var_s1);
                        var_84 = var_84 && var_86;
                    }
                    var_83 = var_84;
                    if (!var_83) {
                        var_88 = (var_87 <= var_5);
                        var_83 = var_83 || var_88;
                    }
                    var_89 = wp::unot(var_83);
                    if (var_89) {
                        // s1 = s1 + wp.cos(((v1 / (wp.abs(v1) + 1.0)) * s1))                 <L 21>
                        var_90 = wp::abs(var_5);
                        var_92 = wp::add(var_90, var_91);
                        var_93 = wp::div(var_5, var_92);
                        var_94 = wp::mul(var_93, var_s1);
                        var_95 = wp::cos(var_94);
                        var_96 = wp::add(var_s1, var_95);
                        // v3 = wp.step((wp.cos(v1) / (wp.abs(wp.tan(wp.clamp(-1.0, -1.2, 1.2))) + 1.0))) * v1       <L 22>
                        var_97 = wp::cos(var_5);
                        var_101 = wp::clamp(var_98, var_99, var_100);
                        var_102 = wp::tan(var_101);
                        var_103 = wp::abs(var_102);
                        var_105 = wp::add(var_103, var_104);
                        var_106 = wp::div(var_97, var_105);
                        var_107 = wp::step(var_106);
                        var_108 = wp::mul(var_107, var_5);
                    }
                    var_109 = wp::where(var_89, var_96, var_s1);
                }
                var_110 = wp::where(var_77, var_s1, var_109);
                var_111 = wp::where(var_77, var_82, var_5);
            }
            var_112 = wp::where(var_68, var_73, var_27);
            var_113 = wp::where(var_68, var_s1, var_110);
            var_114 = wp::where(var_68, var_5, var_111);
        }
        var_115 = wp::where(var_36, var_27, var_112);
        var_116 = wp::where(var_36, var_41, var_113);
        var_117 = wp::where(var_36, var_60, var_2);
        var_118 = wp::where(var_36, var_62, var_114);
    }
    if (!var_22) {
        // elif wp.cbrt(s1) > wp.log10(wp.abs(s1) + 1.0):                                     <L 23>
        var_119 = wp::cbrt(var_s1);
        var_120 = wp::abs(var_s1);
        var_122 = wp::add(var_120, var_121);
        var_123 = wp::log10(var_122);
        var_124 = (var_119 > var_123);
        if (var_124) {
            // v0 = v0 + wp.normalize(((v1 * v1) * (s1 * wp.vec3(-0.434, 0.172, 1.51)))) * 0.22       <L 24>
            var_125 = wp::mul(var_5, var_5);
            var_129 = wp::vec_t<3, wp::float32>(var_126, var_127, var_128);
            var_130 = wp::mul(var_s1, var_129);
            var_131 = wp::mul(var_125, var_130);
            var_132 = wp::normalize(var_131);
            var_134 = wp::mul(var_132, var_133);
            var_135 = wp::add(var_2, var_134);
            // s0 = s0 * 0.5 + wp.diag(wp.vec3(0.53, 1.55, -0.191)) * 0.1                     <L 25>
            var_137 = wp::mul(var_s0, var_136);
            var_141 = wp::vec_t<3, wp::float32>(var_138, var_139, var_140);
            var_142 = wp::diag(var_141);
            var_144 = wp::mul(var_142, var_143);
            var_145 = wp::add(var_137, var_144);
        }
        if (!var_124) {
            // elif (v1 < s1) and (s1 > s1):                                                  <L 26>
            var_147 = (var_5 < var_s1);
            var_146 = var_147;
            if (var_146) {
                var_148 = (var_s1 > var_s1);
                var_146 = var_146 && var_148;
            }
            if (var_146) {
                // v1 = v1 + wp.sin((wp.dot(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.98, -1.6, -0.764)), 1.972), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.61, 1.46, 1.0)), -0.667)) - (s1 * s1)))       <L 27>
                var_152 = wp::vec_t<3, wp::float32>(var_149, var_150, var_151);
                var_153 = wp::normalize(var_152);
                var_155 = wp::quat_from_axis_angle(var_153, var_154);
                var_159 = wp::vec_t<3, wp::float32>(var_156, var_157, var_158);
                var_160 = wp::normalize(var_159);
                var_162 = wp::quat_from_axis_angle(var_160, var_161);
                var_163 = wp::dot(var_155, var_162);
                var_164 = wp::mul(var_s1, var_s1);
                var_165 = wp::sub(var_163, var_164);
                var_166 = wp::sin(var_165);
                var_167 = wp::add(var_5, var_166);
            }
            if (!var_146) {
                // elif wp.trace(s0) >= wp.dot(wp.vec3(-0.6, 0.524, -1.771), wp.vec3(-1.61, -0.6, 0.82)):       <L 28>
                var_168 = wp::trace(var_s0);
                var_172 = wp::vec_t<3, wp::float32>(var_169, var_170, var_171);
                var_176 = wp::vec_t<3, wp::float32>(var_173, var_174, var_175);
                var_177 = wp::dot(var_172, var_176);
                var_178 = (var_168 >= var_177);
                if (var_178) {
                    // v0 = v0 + wp.normalize(((wp.vec3(-1.49, 0.5, 0.182) + v0) * (-1.8 + s1))) * 1.54       <L 29>
                    var_182 = wp::vec_t<3, wp::float32>(var_179, var_180, var_181);
                    var_183 = wp::add(var_182, var_2);
                    var_185 = wp::add(var_184, var_s1);
                    var_186 = wp::mul(var_183, var_185);
                    var_187 = wp::normalize(var_186);
                    var_189 = wp::mul(var_187, var_188);
                    var_190 = wp::add(var_2, var_189);
                    // wp.atomic_add(acc0, 0, v1)                                             <L 30>
                    var_192 = wp::atomic_add(var_acc0, var_191, var_5);
                }
                var_193 = wp::where(var_178, var_190, var_2);
            }
            var_194 = wp::where(var_146, var_2, var_193);
            var_195 = wp::where(var_146, var_167, var_5);
        }
        var_196 = wp::where(var_124, var_145, var_s0);
        var_197 = wp::where(var_124, var_135, var_194);
        var_198 = wp::where(var_124, var_5, var_195);
    }
    var_199 = wp::where(var_22, var_115, var_196);
    var_200 = wp::where(var_22, var_116, var_s1);
    var_201 = wp::where(var_22, var_117, var_197);
    var_202 = wp::where(var_22, var_118, var_198);
    // for j1 in range(6):                                                                    <L 31>
    // s0 = s0 * 0.5 + s0 * 0.1                                                               <L 32>
    var_205 = wp::mul(var_199, var_204);
    var_207 = wp::mul(var_199, var_206);
    var_208 = wp::add(var_205, var_207);
    var_211 = wp::mul(var_208, var_210);
    var_213 = wp::mul(var_208, var_212);
    var_214 = wp::add(var_211, var_213);
    var_217 = wp::mul(var_214, var_216);
    var_219 = wp::mul(var_214, var_218);
    var_220 = wp::add(var_217, var_219);
    var_223 = wp::mul(var_220, var_222);
    var_225 = wp::mul(var_220, var_224);
    var_226 = wp::add(var_223, var_225);
    var_229 = wp::mul(var_226, var_228);
    var_231 = wp::mul(var_226, var_230);
    var_232 = wp::add(var_229, var_231);
    var_235 = wp::mul(var_232, var_234);
    var_237 = wp::mul(var_232, var_236);
    var_238 = wp::add(var_235, var_237);
    // v4 = v1                                                                                <L 33>
    var_239 = wp::copy(var_202);
    // w5 = int(0)                                                                            <L 34>
    var_241 = wp::int(var_240);
    // while w5 < 3:                                                                          <L 35>
    start_while_0:;
    var_243 = (var_241 < var_242);
    if ((var_243) == false) goto end_while_0;
        // w5 = w5 + 1                                                                        <L 36>
        var_245 = wp::add(var_241, var_244);
        // s1 = s1 + wp.sin(-0.92)                                                            <L 37>
        var_247 = wp::sin(var_246);
        var_248 = wp::add(var_200, var_247);
        // v6 = (wp.quat_rotate((wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.48, 1.0, 1.1)), 1.654) * wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.74, -1.75, 1.662)), 0.43)), wp.vec3(v4, 0.93, v1)) + (v1 * wp.cw_mul(v0, v0)))       <L 38>
        var_252 = wp::vec_t<3, wp::float32>(var_249, var_250, var_251);
        var_253 = wp::normalize(var_252);
        var_255 = wp::quat_from_axis_angle(var_253, var_254);
        var_259 = wp::vec_t<3, wp::float32>(var_256, var_257, var_258);
        var_260 = wp::normalize(var_259);
        var_262 = wp::quat_from_axis_angle(var_260, var_261);
        var_263 = wp::mul(var_255, var_262);
        var_265 = wp::vec_t<3, wp::float32>(var_239, var_264, var_202);
        var_266 = wp::quat_rotate(var_263, var_265);
        var_267 = wp::cw_mul(var_201, var_201);
        var_268 = wp::mul(var_202, var_267);
        var_269 = wp::add(var_266, var_268);
        // v4 = v4 + wp.cos(wp.length_sq(wp.vec3(s1, v4, 1.4)))                               <L 39>
        var_271 = wp::vec_t<3, wp::float32>(var_248, var_239, var_270);
        var_272 = wp::length_sq(var_271);
        var_273 = wp::cos(var_272);
        var_274 = wp::add(var_239, var_273);
        wp::assign(var_200, var_248);
        wp::assign(var_239, var_274);
        wp::assign(var_241, var_245);
    goto start_while_0;
    end_while_0:;
    // v7 = (wp.clamp((s1 + s1), -1.86, 0.12) * wp.dot(wp.quat_from_axis_angle(wp.normalize(v0 + wp.vec3(0.0, 0.0, 2.5)), s1), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.37, 0.2, 0.1)), -0.965)))       <L 40>
    var_275 = wp::add(var_200, var_200);
    var_278 = wp::clamp(var_275, var_276, var_277);
    var_282 = wp::vec_t<3, wp::float32>(var_279, var_280, var_281);
    var_283 = wp::add(var_201, var_282);
    var_284 = wp::normalize(var_283);
    var_285 = wp::quat_from_axis_angle(var_284, var_200);
    var_289 = wp::vec_t<3, wp::float32>(var_286, var_287, var_288);
    var_290 = wp::normalize(var_289);
    var_292 = wp::quat_from_axis_angle(var_290, var_291);
    var_293 = wp::dot(var_285, var_292);
    var_294 = wp::mul(var_278, var_293);
    // v8 = (wp.outer(wp.normalize(wp.vec3(0.5, -1.171, 1.7)), (s0 @ v0)) @ v0)               <L 41>
    var_298 = wp::vec_t<3, wp::float32>(var_295, var_296, var_297);
    var_299 = wp::normalize(var_298);
    var_300 = wp::mul(var_238, var_201);
    var_301 = wp::outer(var_299, var_300);
    var_302 = wp::mul(var_301, var_201);
    // out0[tid] = v1 + v4 + v7 + (float(tid) / (wp.abs(-1.08) + 1.0)) * 0.61                 <L 42>
    var_303 = wp::add(var_202, var_239);
    var_304 = wp::add(var_303, var_294);
    var_305 = wp::float(var_0);
    var_307 = wp::abs(var_306);
    var_309 = wp::add(var_307, var_308);
    var_310 = wp::div(var_305, var_309);
    var_312 = wp::mul(var_310, var_311);
    var_313 = wp::add(var_304, var_312);
    wp::array_store(var_out0, var_0, var_313);
    // out1[tid] = v1 + v4 + v7 + wp.length((wp.vec2(-0.281, -1.0) + wp.vec2(0.9, -1.575))) * 1.58       <L 43>
    var_314 = wp::add(var_202, var_239);
    var_315 = wp::add(var_314, var_294);
    var_318 = wp::vec_t<2, wp::float32>(var_316, var_317);
    var_321 = wp::vec_t<2, wp::float32>(var_319, var_320);
    var_322 = wp::add(var_318, var_321);
    var_323 = wp::length(var_322);
    var_325 = wp::mul(var_323, var_324);
    var_326 = wp::add(var_315, var_325);
    wp::array_store(var_out1, var_0, var_326);
}



template <bool wp_linear_contiguous>
static void combined_000001_91a0a85a_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_combined_000001_91a0a85a *_wp_args,
    wp_args_combined_000001_91a0a85a *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_x0 = _wp_args->x0;
    wp::mat_t<3, 3, wp::float32> var_s0 = _wp_args->s0;
    wp::float32 var_s1 = _wp_args->s1;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x0 = _wp_adj_args->x0;
    wp::mat_t<3, 3, wp::float32> adj_s0 = _wp_adj_args->s0;
    wp::float32 adj_s1 = _wp_adj_args->s1;
    wp::int32 adj_n = _wp_adj_args->n;
    wp::array_t<wp::float32> adj_acc0 = _wp_adj_args->acc0;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::float32> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32> var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::mat_t<3, 3, wp::float32> var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    const wp::float32 var_7 = 1.22;
    const wp::float32 var_8 = -0.535;
    const wp::float32 var_9 = -0.871;
    wp::vec_t<3, wp::float32> var_10;
    wp::vec_t<3, wp::float32> var_11;
    const wp::float32 var_12 = 0.2;
    wp::quat_t<wp::float32> var_13;
    const wp::float32 var_14 = 1.29;
    const wp::float32 var_15 = 0.173;
    const wp::float32 var_16 = 1.165;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    const wp::float32 var_19 = -0.3;
    wp::quat_t<wp::float32> var_20;
    wp::float32 var_21;
    bool var_22;
    const wp::float32 var_23 = 0.5;
    wp::mat_t<3, 3, wp::float32> var_24;
    const wp::float32 var_25 = 0.1;
    wp::mat_t<3, 3, wp::float32> var_26;
    wp::mat_t<3, 3, wp::float32> var_27;
    const wp::float32 var_28 = -1.7;
    wp::float32 var_29;
    const wp::float32 var_30 = 1.0;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::float32 var_33 = -0.77;
    const wp::float32 var_34 = 1.0;
    wp::float32 var_35;
    bool var_36;
    const wp::int32 var_37 = 1;
    const wp::int32 var_38 = 2;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    const wp::float32 var_43 = 1.0;
    wp::float32 var_44;
    const wp::float32 var_45 = -1.0;
    const wp::float32 var_46 = -2.0;
    const wp::float32 var_47 = 2.0;
    wp::float32 var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    const wp::float32 var_51 = 1.474;
    const wp::float32 var_52 = 1.92;
    const wp::float32 var_53 = 1.2;
    wp::vec_t<3, wp::float32> var_54;
    wp::float32 var_55;
    wp::vec_t<3, wp::float32> var_56;
    wp::vec_t<3, wp::float32> var_57;
    const wp::float32 var_58 = 1.32;
    wp::vec_t<3, wp::float32> var_59;
    wp::vec_t<3, wp::float32> var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    const wp::float32 var_63 = -0.37;
    wp::float32 var_64;
    const wp::float32 var_65 = 1.0;
    wp::float32 var_66;
    wp::float32 var_67;
    bool var_68;
    const wp::float32 var_69 = 0.5;
    wp::mat_t<3, 3, wp::float32> var_70;
    const wp::float32 var_71 = 0.1;
    wp::mat_t<3, 3, wp::float32> var_72;
    wp::mat_t<3, 3, wp::float32> var_73;
    const wp::float32 var_74 = -1.72;
    const wp::float32 var_75 = 0.13;
    wp::float32 var_76;
    bool var_77;
    bool var_78;
    bool var_79;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    bool var_83;
    bool var_84;
    bool var_85;
    bool var_86;
    const wp::float32 var_87 = 0.928;
    bool var_88;
    bool var_89;
    wp::float32 var_90;
    const wp::float32 var_91 = 1.0;
    wp::float32 var_92;
    wp::float32 var_93;
    wp::float32 var_94;
    wp::float32 var_95;
    wp::float32 var_96;
    wp::float32 var_97;
    const wp::float32 var_98 = -1.0;
    const wp::float32 var_99 = -1.2;
    const wp::float32 var_100 = 1.2;
    wp::float32 var_101;
    wp::float32 var_102;
    wp::float32 var_103;
    const wp::float32 var_104 = 1.0;
    wp::float32 var_105;
    wp::float32 var_106;
    wp::float32 var_107;
    wp::float32 var_108;
    wp::float32 var_109;
    wp::float32 var_110;
    wp::float32 var_111;
    wp::mat_t<3, 3, wp::float32> var_112;
    wp::float32 var_113;
    wp::float32 var_114;
    wp::mat_t<3, 3, wp::float32> var_115;
    wp::float32 var_116;
    wp::vec_t<3, wp::float32> var_117;
    wp::float32 var_118;
    wp::float32 var_119;
    wp::float32 var_120;
    const wp::float32 var_121 = 1.0;
    wp::float32 var_122;
    wp::float32 var_123;
    bool var_124;
    wp::float32 var_125;
    const wp::float32 var_126 = -0.434;
    const wp::float32 var_127 = 0.172;
    const wp::float32 var_128 = 1.51;
    wp::vec_t<3, wp::float32> var_129;
    wp::vec_t<3, wp::float32> var_130;
    wp::vec_t<3, wp::float32> var_131;
    wp::vec_t<3, wp::float32> var_132;
    const wp::float32 var_133 = 0.22;
    wp::vec_t<3, wp::float32> var_134;
    wp::vec_t<3, wp::float32> var_135;
    const wp::float32 var_136 = 0.5;
    wp::mat_t<3, 3, wp::float32> var_137;
    const wp::float32 var_138 = 0.53;
    const wp::float32 var_139 = 1.55;
    const wp::float32 var_140 = -0.191;
    wp::vec_t<3, wp::float32> var_141;
    wp::mat_t<3, 3, wp::float32> var_142;
    const wp::float32 var_143 = 0.1;
    wp::mat_t<3, 3, wp::float32> var_144;
    wp::mat_t<3, 3, wp::float32> var_145;
    bool var_146;
    bool var_147;
    bool var_148;
    const wp::float32 var_149 = 1.98;
    const wp::float32 var_150 = -1.6;
    const wp::float32 var_151 = -0.764;
    wp::vec_t<3, wp::float32> var_152;
    wp::vec_t<3, wp::float32> var_153;
    const wp::float32 var_154 = 1.972;
    wp::quat_t<wp::float32> var_155;
    const wp::float32 var_156 = 0.61;
    const wp::float32 var_157 = 1.46;
    const wp::float32 var_158 = 1.0;
    wp::vec_t<3, wp::float32> var_159;
    wp::vec_t<3, wp::float32> var_160;
    const wp::float32 var_161 = -0.667;
    wp::quat_t<wp::float32> var_162;
    wp::float32 var_163;
    wp::float32 var_164;
    wp::float32 var_165;
    wp::float32 var_166;
    wp::float32 var_167;
    wp::float32 var_168;
    const wp::float32 var_169 = -0.6;
    const wp::float32 var_170 = 0.524;
    const wp::float32 var_171 = -1.771;
    wp::vec_t<3, wp::float32> var_172;
    const wp::float32 var_173 = -1.61;
    const wp::float32 var_174 = -0.6;
    const wp::float32 var_175 = 0.82;
    wp::vec_t<3, wp::float32> var_176;
    wp::float32 var_177;
    bool var_178;
    const wp::float32 var_179 = -1.49;
    const wp::float32 var_180 = 0.5;
    const wp::float32 var_181 = 0.182;
    wp::vec_t<3, wp::float32> var_182;
    wp::vec_t<3, wp::float32> var_183;
    const wp::float32 var_184 = -1.8;
    wp::float32 var_185;
    wp::vec_t<3, wp::float32> var_186;
    wp::vec_t<3, wp::float32> var_187;
    const wp::float32 var_188 = 1.54;
    wp::vec_t<3, wp::float32> var_189;
    wp::vec_t<3, wp::float32> var_190;
    const wp::int32 var_191 = 0;
    wp::float32 var_192;
    wp::vec_t<3, wp::float32> var_193;
    wp::vec_t<3, wp::float32> var_194;
    wp::float32 var_195;
    wp::mat_t<3, 3, wp::float32> var_196;
    wp::vec_t<3, wp::float32> var_197;
    wp::float32 var_198;
    wp::mat_t<3, 3, wp::float32> var_199;
    wp::float32 var_200;
    wp::vec_t<3, wp::float32> var_201;
    wp::float32 var_202;
    const wp::int32 var_203 = 0;
    const wp::float32 var_204 = 0.5;
    wp::mat_t<3, 3, wp::float32> var_205;
    const wp::float32 var_206 = 0.1;
    wp::mat_t<3, 3, wp::float32> var_207;
    wp::mat_t<3, 3, wp::float32> var_208;
    const wp::int32 var_209 = 1;
    const wp::float32 var_210 = 0.5;
    wp::mat_t<3, 3, wp::float32> var_211;
    const wp::float32 var_212 = 0.1;
    wp::mat_t<3, 3, wp::float32> var_213;
    wp::mat_t<3, 3, wp::float32> var_214;
    const wp::int32 var_215 = 2;
    const wp::float32 var_216 = 0.5;
    wp::mat_t<3, 3, wp::float32> var_217;
    const wp::float32 var_218 = 0.1;
    wp::mat_t<3, 3, wp::float32> var_219;
    wp::mat_t<3, 3, wp::float32> var_220;
    const wp::int32 var_221 = 3;
    const wp::float32 var_222 = 0.5;
    wp::mat_t<3, 3, wp::float32> var_223;
    const wp::float32 var_224 = 0.1;
    wp::mat_t<3, 3, wp::float32> var_225;
    wp::mat_t<3, 3, wp::float32> var_226;
    const wp::int32 var_227 = 4;
    const wp::float32 var_228 = 0.5;
    wp::mat_t<3, 3, wp::float32> var_229;
    const wp::float32 var_230 = 0.1;
    wp::mat_t<3, 3, wp::float32> var_231;
    wp::mat_t<3, 3, wp::float32> var_232;
    const wp::int32 var_233 = 5;
    const wp::float32 var_234 = 0.5;
    wp::mat_t<3, 3, wp::float32> var_235;
    const wp::float32 var_236 = 0.1;
    wp::mat_t<3, 3, wp::float32> var_237;
    wp::mat_t<3, 3, wp::float32> var_238;
    wp::float32 var_239;
    const wp::int32 var_240 = 0;
    wp::int32 var_241;
    const wp::int32 var_242 = 3;
    bool var_243;
    const wp::int32 var_244 = 1;
    wp::int32 var_245;
    const wp::float32 var_246 = -0.92;
    wp::float32 var_247;
    wp::float32 var_248;
    const wp::float32 var_249 = 0.48;
    const wp::float32 var_250 = 1.0;
    const wp::float32 var_251 = 1.1;
    wp::vec_t<3, wp::float32> var_252;
    wp::vec_t<3, wp::float32> var_253;
    const wp::float32 var_254 = 1.654;
    wp::quat_t<wp::float32> var_255;
    const wp::float32 var_256 = 0.74;
    const wp::float32 var_257 = -1.75;
    const wp::float32 var_258 = 1.662;
    wp::vec_t<3, wp::float32> var_259;
    wp::vec_t<3, wp::float32> var_260;
    const wp::float32 var_261 = 0.43;
    wp::quat_t<wp::float32> var_262;
    wp::quat_t<wp::float32> var_263;
    const wp::float32 var_264 = 0.93;
    wp::vec_t<3, wp::float32> var_265;
    wp::vec_t<3, wp::float32> var_266;
    wp::vec_t<3, wp::float32> var_267;
    wp::vec_t<3, wp::float32> var_268;
    wp::vec_t<3, wp::float32> var_269;
    const wp::float32 var_270 = 1.4;
    wp::vec_t<3, wp::float32> var_271;
    wp::float32 var_272;
    wp::float32 var_273;
    wp::float32 var_274;
    wp::float32 var_275;
    const wp::float32 var_276 = -1.86;
    const wp::float32 var_277 = 0.12;
    wp::float32 var_278;
    const wp::float32 var_279 = 0.0;
    const wp::float32 var_280 = 0.0;
    const wp::float32 var_281 = 2.5;
    wp::vec_t<3, wp::float32> var_282;
    wp::vec_t<3, wp::float32> var_283;
    wp::vec_t<3, wp::float32> var_284;
    wp::quat_t<wp::float32> var_285;
    const wp::float32 var_286 = 1.37;
    const wp::float32 var_287 = 0.2;
    const wp::float32 var_288 = 0.1;
    wp::vec_t<3, wp::float32> var_289;
    wp::vec_t<3, wp::float32> var_290;
    const wp::float32 var_291 = -0.965;
    wp::quat_t<wp::float32> var_292;
    wp::float32 var_293;
    wp::float32 var_294;
    const wp::float32 var_295 = 0.5;
    const wp::float32 var_296 = -1.171;
    const wp::float32 var_297 = 1.7;
    wp::vec_t<3, wp::float32> var_298;
    wp::vec_t<3, wp::float32> var_299;
    wp::vec_t<3, wp::float32> var_300;
    wp::mat_t<3, 3, wp::float32> var_301;
    wp::vec_t<3, wp::float32> var_302;
    wp::float32 var_303;
    wp::float32 var_304;
    wp::float32 var_305;
    const wp::float32 var_306 = -1.08;
    wp::float32 var_307;
    const wp::float32 var_308 = 1.0;
    wp::float32 var_309;
    wp::float32 var_310;
    const wp::float32 var_311 = 0.61;
    wp::float32 var_312;
    wp::float32 var_313;
    wp::float32 var_314;
    wp::float32 var_315;
    const wp::float32 var_316 = -0.281;
    const wp::float32 var_317 = -1.0;
    wp::vec_t<2, wp::float32> var_318;
    const wp::float32 var_319 = 0.9;
    const wp::float32 var_320 = -1.575;
    wp::vec_t<2, wp::float32> var_321;
    wp::vec_t<2, wp::float32> var_322;
    wp::float32 var_323;
    const wp::float32 var_324 = 1.58;
    wp::float32 var_325;
    wp::float32 var_326;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<3, wp::float32> adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::mat_t<3, 3, wp::float32> adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::vec_t<3, wp::float32> adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::float32 adj_12 = {};
    wp::quat_t<wp::float32> adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    wp::float32 adj_19 = {};
    wp::quat_t<wp::float32> adj_20 = {};
    wp::float32 adj_21 = {};
    bool adj_22 = {};
    wp::float32 adj_23 = {};
    wp::mat_t<3, 3, wp::float32> adj_24 = {};
    wp::float32 adj_25 = {};
    wp::mat_t<3, 3, wp::float32> adj_26 = {};
    wp::mat_t<3, 3, wp::float32> adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    bool adj_36 = {};
    wp::int32 adj_37 = {};
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
    wp::float32 adj_53 = {};
    wp::vec_t<3, wp::float32> adj_54 = {};
    wp::float32 adj_55 = {};
    wp::vec_t<3, wp::float32> adj_56 = {};
    wp::vec_t<3, wp::float32> adj_57 = {};
    wp::float32 adj_58 = {};
    wp::vec_t<3, wp::float32> adj_59 = {};
    wp::vec_t<3, wp::float32> adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    bool adj_68 = {};
    wp::float32 adj_69 = {};
    wp::mat_t<3, 3, wp::float32> adj_70 = {};
    wp::float32 adj_71 = {};
    wp::mat_t<3, 3, wp::float32> adj_72 = {};
    wp::mat_t<3, 3, wp::float32> adj_73 = {};
    wp::float32 adj_74 = {};
    wp::float32 adj_75 = {};
    wp::float32 adj_76 = {};
    bool adj_77 = {};
    bool adj_78 = {};
    bool adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    bool adj_83 = {};
    bool adj_84 = {};
    bool adj_85 = {};
    bool adj_86 = {};
    wp::float32 adj_87 = {};
    bool adj_88 = {};
    bool adj_89 = {};
    wp::float32 adj_90 = {};
    wp::float32 adj_91 = {};
    wp::float32 adj_92 = {};
    wp::float32 adj_93 = {};
    wp::float32 adj_94 = {};
    wp::float32 adj_95 = {};
    wp::float32 adj_96 = {};
    wp::float32 adj_97 = {};
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
    wp::float32 adj_110 = {};
    wp::float32 adj_111 = {};
    wp::mat_t<3, 3, wp::float32> adj_112 = {};
    wp::float32 adj_113 = {};
    wp::float32 adj_114 = {};
    wp::mat_t<3, 3, wp::float32> adj_115 = {};
    wp::float32 adj_116 = {};
    wp::vec_t<3, wp::float32> adj_117 = {};
    wp::float32 adj_118 = {};
    wp::float32 adj_119 = {};
    wp::float32 adj_120 = {};
    wp::float32 adj_121 = {};
    wp::float32 adj_122 = {};
    wp::float32 adj_123 = {};
    bool adj_124 = {};
    wp::float32 adj_125 = {};
    wp::float32 adj_126 = {};
    wp::float32 adj_127 = {};
    wp::float32 adj_128 = {};
    wp::vec_t<3, wp::float32> adj_129 = {};
    wp::vec_t<3, wp::float32> adj_130 = {};
    wp::vec_t<3, wp::float32> adj_131 = {};
    wp::vec_t<3, wp::float32> adj_132 = {};
    wp::float32 adj_133 = {};
    wp::vec_t<3, wp::float32> adj_134 = {};
    wp::vec_t<3, wp::float32> adj_135 = {};
    wp::float32 adj_136 = {};
    wp::mat_t<3, 3, wp::float32> adj_137 = {};
    wp::float32 adj_138 = {};
    wp::float32 adj_139 = {};
    wp::float32 adj_140 = {};
    wp::vec_t<3, wp::float32> adj_141 = {};
    wp::mat_t<3, 3, wp::float32> adj_142 = {};
    wp::float32 adj_143 = {};
    wp::mat_t<3, 3, wp::float32> adj_144 = {};
    wp::mat_t<3, 3, wp::float32> adj_145 = {};
    bool adj_146 = {};
    bool adj_147 = {};
    bool adj_148 = {};
    wp::float32 adj_149 = {};
    wp::float32 adj_150 = {};
    wp::float32 adj_151 = {};
    wp::vec_t<3, wp::float32> adj_152 = {};
    wp::vec_t<3, wp::float32> adj_153 = {};
    wp::float32 adj_154 = {};
    wp::quat_t<wp::float32> adj_155 = {};
    wp::float32 adj_156 = {};
    wp::float32 adj_157 = {};
    wp::float32 adj_158 = {};
    wp::vec_t<3, wp::float32> adj_159 = {};
    wp::vec_t<3, wp::float32> adj_160 = {};
    wp::float32 adj_161 = {};
    wp::quat_t<wp::float32> adj_162 = {};
    wp::float32 adj_163 = {};
    wp::float32 adj_164 = {};
    wp::float32 adj_165 = {};
    wp::float32 adj_166 = {};
    wp::float32 adj_167 = {};
    wp::float32 adj_168 = {};
    wp::float32 adj_169 = {};
    wp::float32 adj_170 = {};
    wp::float32 adj_171 = {};
    wp::vec_t<3, wp::float32> adj_172 = {};
    wp::float32 adj_173 = {};
    wp::float32 adj_174 = {};
    wp::float32 adj_175 = {};
    wp::vec_t<3, wp::float32> adj_176 = {};
    wp::float32 adj_177 = {};
    bool adj_178 = {};
    wp::float32 adj_179 = {};
    wp::float32 adj_180 = {};
    wp::float32 adj_181 = {};
    wp::vec_t<3, wp::float32> adj_182 = {};
    wp::vec_t<3, wp::float32> adj_183 = {};
    wp::float32 adj_184 = {};
    wp::float32 adj_185 = {};
    wp::vec_t<3, wp::float32> adj_186 = {};
    wp::vec_t<3, wp::float32> adj_187 = {};
    wp::float32 adj_188 = {};
    wp::vec_t<3, wp::float32> adj_189 = {};
    wp::vec_t<3, wp::float32> adj_190 = {};
    wp::int32 adj_191 = {};
    wp::float32 adj_192 = {};
    wp::vec_t<3, wp::float32> adj_193 = {};
    wp::vec_t<3, wp::float32> adj_194 = {};
    wp::float32 adj_195 = {};
    wp::mat_t<3, 3, wp::float32> adj_196 = {};
    wp::vec_t<3, wp::float32> adj_197 = {};
    wp::float32 adj_198 = {};
    wp::mat_t<3, 3, wp::float32> adj_199 = {};
    wp::float32 adj_200 = {};
    wp::vec_t<3, wp::float32> adj_201 = {};
    wp::float32 adj_202 = {};
    wp::int32 adj_203 = {};
    wp::float32 adj_204 = {};
    wp::mat_t<3, 3, wp::float32> adj_205 = {};
    wp::float32 adj_206 = {};
    wp::mat_t<3, 3, wp::float32> adj_207 = {};
    wp::mat_t<3, 3, wp::float32> adj_208 = {};
    wp::int32 adj_209 = {};
    wp::float32 adj_210 = {};
    wp::mat_t<3, 3, wp::float32> adj_211 = {};
    wp::float32 adj_212 = {};
    wp::mat_t<3, 3, wp::float32> adj_213 = {};
    wp::mat_t<3, 3, wp::float32> adj_214 = {};
    wp::int32 adj_215 = {};
    wp::float32 adj_216 = {};
    wp::mat_t<3, 3, wp::float32> adj_217 = {};
    wp::float32 adj_218 = {};
    wp::mat_t<3, 3, wp::float32> adj_219 = {};
    wp::mat_t<3, 3, wp::float32> adj_220 = {};
    wp::int32 adj_221 = {};
    wp::float32 adj_222 = {};
    wp::mat_t<3, 3, wp::float32> adj_223 = {};
    wp::float32 adj_224 = {};
    wp::mat_t<3, 3, wp::float32> adj_225 = {};
    wp::mat_t<3, 3, wp::float32> adj_226 = {};
    wp::int32 adj_227 = {};
    wp::float32 adj_228 = {};
    wp::mat_t<3, 3, wp::float32> adj_229 = {};
    wp::float32 adj_230 = {};
    wp::mat_t<3, 3, wp::float32> adj_231 = {};
    wp::mat_t<3, 3, wp::float32> adj_232 = {};
    wp::int32 adj_233 = {};
    wp::float32 adj_234 = {};
    wp::mat_t<3, 3, wp::float32> adj_235 = {};
    wp::float32 adj_236 = {};
    wp::mat_t<3, 3, wp::float32> adj_237 = {};
    wp::mat_t<3, 3, wp::float32> adj_238 = {};
    wp::float32 adj_239 = {};
    wp::int32 adj_240 = {};
    wp::int32 adj_241 = {};
    wp::int32 adj_242 = {};
    bool adj_243 = {};
    wp::int32 adj_244 = {};
    wp::int32 adj_245 = {};
    wp::float32 adj_246 = {};
    wp::float32 adj_247 = {};
    wp::float32 adj_248 = {};
    wp::float32 adj_249 = {};
    wp::float32 adj_250 = {};
    wp::float32 adj_251 = {};
    wp::vec_t<3, wp::float32> adj_252 = {};
    wp::vec_t<3, wp::float32> adj_253 = {};
    wp::float32 adj_254 = {};
    wp::quat_t<wp::float32> adj_255 = {};
    wp::float32 adj_256 = {};
    wp::float32 adj_257 = {};
    wp::float32 adj_258 = {};
    wp::vec_t<3, wp::float32> adj_259 = {};
    wp::vec_t<3, wp::float32> adj_260 = {};
    wp::float32 adj_261 = {};
    wp::quat_t<wp::float32> adj_262 = {};
    wp::quat_t<wp::float32> adj_263 = {};
    wp::float32 adj_264 = {};
    wp::vec_t<3, wp::float32> adj_265 = {};
    wp::vec_t<3, wp::float32> adj_266 = {};
    wp::vec_t<3, wp::float32> adj_267 = {};
    wp::vec_t<3, wp::float32> adj_268 = {};
    wp::vec_t<3, wp::float32> adj_269 = {};
    wp::float32 adj_270 = {};
    wp::vec_t<3, wp::float32> adj_271 = {};
    wp::float32 adj_272 = {};
    wp::float32 adj_273 = {};
    wp::float32 adj_274 = {};
    wp::float32 adj_275 = {};
    wp::float32 adj_276 = {};
    wp::float32 adj_277 = {};
    wp::float32 adj_278 = {};
    wp::float32 adj_279 = {};
    wp::float32 adj_280 = {};
    wp::float32 adj_281 = {};
    wp::vec_t<3, wp::float32> adj_282 = {};
    wp::vec_t<3, wp::float32> adj_283 = {};
    wp::vec_t<3, wp::float32> adj_284 = {};
    wp::quat_t<wp::float32> adj_285 = {};
    wp::float32 adj_286 = {};
    wp::float32 adj_287 = {};
    wp::float32 adj_288 = {};
    wp::vec_t<3, wp::float32> adj_289 = {};
    wp::vec_t<3, wp::float32> adj_290 = {};
    wp::float32 adj_291 = {};
    wp::quat_t<wp::float32> adj_292 = {};
    wp::float32 adj_293 = {};
    wp::float32 adj_294 = {};
    wp::float32 adj_295 = {};
    wp::float32 adj_296 = {};
    wp::float32 adj_297 = {};
    wp::vec_t<3, wp::float32> adj_298 = {};
    wp::vec_t<3, wp::float32> adj_299 = {};
    wp::vec_t<3, wp::float32> adj_300 = {};
    wp::mat_t<3, 3, wp::float32> adj_301 = {};
    wp::vec_t<3, wp::float32> adj_302 = {};
    wp::float32 adj_303 = {};
    wp::float32 adj_304 = {};
    wp::float32 adj_305 = {};
    wp::float32 adj_306 = {};
    wp::float32 adj_307 = {};
    wp::float32 adj_308 = {};
    wp::float32 adj_309 = {};
    wp::float32 adj_310 = {};
    wp::float32 adj_311 = {};
    wp::float32 adj_312 = {};
    wp::float32 adj_313 = {};
    wp::float32 adj_314 = {};
    wp::float32 adj_315 = {};
    wp::float32 adj_316 = {};
    wp::float32 adj_317 = {};
    wp::vec_t<2, wp::float32> adj_318 = {};
    wp::float32 adj_319 = {};
    wp::float32 adj_320 = {};
    wp::vec_t<2, wp::float32> adj_321 = {};
    wp::vec_t<2, wp::float32> adj_322 = {};
    wp::float32 adj_323 = {};
    wp::float32 adj_324 = {};
    wp::float32 adj_325 = {};
    wp::float32 adj_326 = {};
    //---------
    // forward
    // def combined_000001(x0: wp.array(dtype=wp.vec3), s0: wp.mat33, s1: float, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = wp.trace(wp.outer(v0, v0))                                                        <L 8>
    var_4 = wp::outer(var_2, var_2);
    var_5 = wp::trace(var_4);
    // if (s1 * v1) <= wp.dot(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.22, -0.535, -0.871)), 0.2), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.29, 0.173, 1.165)), -0.3)):       <L 9>
    var_6 = wp::mul(var_s1, var_5);
    var_10 = wp::vec_t<3, wp::float32>(var_7, var_8, var_9);
    var_11 = wp::normalize(var_10);
    var_13 = wp::quat_from_axis_angle(var_11, var_12);
    var_17 = wp::vec_t<3, wp::float32>(var_14, var_15, var_16);
    var_18 = wp::normalize(var_17);
    var_20 = wp::quat_from_axis_angle(var_18, var_19);
    var_21 = wp::dot(var_13, var_20);
    var_22 = (var_6 <= var_21);
    if (var_22) {
        // s0 = s0 * 0.5 + s0 * 0.1                                                           <L 10>
        var_24 = wp::mul(var_s0, var_23);
        var_26 = wp::mul(var_s0, var_25);
        var_27 = wp::add(var_24, var_26);
        // if wp.log10(wp.abs(-1.7) + 1.0) <= wp.clamp(s1, -0.77, 1.0):                       <L 11>
        var_29 = wp::abs(var_28);
        var_31 = wp::add(var_29, var_30);
        var_32 = wp::log10(var_31);
        var_35 = wp::clamp(var_s1, var_33, var_34);
        var_36 = (var_32 <= var_35);
        if (var_36) {
            // s1 = s1 + wp.cos(s0[1, 2])                                                     <L 12>
            var_39 = wp::extract(var_27, var_37, var_38);
            var_40 = wp::cos(var_39);
            var_41 = wp::add(var_s1, var_40);
            // v0 = v0 + wp.normalize(wp.vec3(wp.pow(wp.abs(s1) + 1.0, wp.clamp(-1.0, -2.0, 2.0)), float(tid), wp.length_sq(wp.vec3(1.474, 1.92, 1.2)))) * 1.32       <L 13>
            var_42 = wp::abs(var_41);
            var_44 = wp::add(var_42, var_43);
            var_48 = wp::clamp(var_45, var_46, var_47);
            var_49 = wp::pow(var_44, var_48);
            var_50 = wp::float(var_0);
            var_54 = wp::vec_t<3, wp::float32>(var_51, var_52, var_53);
            var_55 = wp::length_sq(var_54);
            var_56 = wp::vec_t<3, wp::float32>(var_49, var_50, var_55);
            var_57 = wp::normalize(var_56);
            var_59 = wp::mul(var_57, var_58);
            var_60 = wp::add(var_2, var_59);
            // v1 = v1 + wp.sin(s1)                                                           <L 14>
            var_61 = wp::sin(var_41);
            var_62 = wp::add(var_5, var_61);
        }
        if (!var_36) {
            // elif v1 <= (-0.37 / (wp.abs(s1) + 1.0)):                                       <L 15>
            var_64 = wp::abs(var_s1);
            var_66 = wp::add(var_64, var_65);
            var_67 = wp::div(var_63, var_66);
            var_68 = (var_5 <= var_67);
            if (var_68) {
                // s0 = s0 * 0.5 + s0 * 0.1                                                   <L 16>
                var_70 = wp::mul(var_27, var_69);
                var_72 = wp::mul(var_27, var_71);
                var_73 = wp::add(var_70, var_72);
                // v2 = wp.clamp(s1, -1.72, 0.13)                                             <L 17>
                var_76 = wp::clamp(var_s1, var_74, var_75);
            }
            if (!var_68) {
                // elif (s1 <= v1) and (v1 <= v1):                                            <L 18>
                var_78 = (var_s1 <= var_5);
                var_77 = var_78;
                if (var_77) {
                    var_79 = (var_5 <= var_5);
                    var_77 = var_77 && var_79;
                }
                if (var_77) {
                    // v1 = v1 + wp.cos(wp.atan(v1))                                          <L 19>
                    var_80 = wp::atan(var_5);
                    var_81 = wp::cos(var_80);
                    var_82 = wp::add(var_5, var_81);
                }
                if (!var_77) {
                    // elif not ((s1 >= v1) and (s1 >= s1) or 0.928 <= v1):                   <L 20>
                    var_85 = (var_s1 >= var_5);
                    var_84 = var_85;
                    if (var_84) {
                        var_86 = (var_s1 >= var_s1);
                        var_84 = var_84 && var_86;
                    }
                    var_83 = var_84;
                    if (!var_83) {
                        var_88 = (var_87 <= var_5);
                        var_83 = var_83 || var_88;
                    }
                    var_89 = wp::unot(var_83);
                    if (var_89) {
                        // s1 = s1 + wp.cos(((v1 / (wp.abs(v1) + 1.0)) * s1))                 <L 21>
                        var_90 = wp::abs(var_5);
                        var_92 = wp::add(var_90, var_91);
                        var_93 = wp::div(var_5, var_92);
                        var_94 = wp::mul(var_93, var_s1);
                        var_95 = wp::cos(var_94);
                        var_96 = wp::add(var_s1, var_95);
                        // v3 = wp.step((wp.cos(v1) / (wp.abs(wp.tan(wp.clamp(-1.0, -1.2, 1.2))) + 1.0))) * v1       <L 22>
                        var_97 = wp::cos(var_5);
                        var_101 = wp::clamp(var_98, var_99, var_100);
                        var_102 = wp::tan(var_101);
                        var_103 = wp::abs(var_102);
                        var_105 = wp::add(var_103, var_104);
                        var_106 = wp::div(var_97, var_105);
                        var_107 = wp::step(var_106);
                        var_108 = wp::mul(var_107, var_5);
                    }
                    var_109 = wp::where(var_89, var_96, var_s1);
                }
                var_110 = wp::where(var_77, var_s1, var_109);
                var_111 = wp::where(var_77, var_82, var_5);
            }
            var_112 = wp::where(var_68, var_73, var_27);
            var_113 = wp::where(var_68, var_s1, var_110);
            var_114 = wp::where(var_68, var_5, var_111);
        }
        var_115 = wp::where(var_36, var_27, var_112);
        var_116 = wp::where(var_36, var_41, var_113);
        var_117 = wp::where(var_36, var_60, var_2);
        var_118 = wp::where(var_36, var_62, var_114);
    }
    if (!var_22) {
        // elif wp.cbrt(s1) > wp.log10(wp.abs(s1) + 1.0):                                     <L 23>
        var_119 = wp::cbrt(var_s1);
        var_120 = wp::abs(var_s1);
        var_122 = wp::add(var_120, var_121);
        var_123 = wp::log10(var_122);
        var_124 = (var_119 > var_123);
        if (var_124) {
            // v0 = v0 + wp.normalize(((v1 * v1) * (s1 * wp.vec3(-0.434, 0.172, 1.51)))) * 0.22       <L 24>
            var_125 = wp::mul(var_5, var_5);
            var_129 = wp::vec_t<3, wp::float32>(var_126, var_127, var_128);
            var_130 = wp::mul(var_s1, var_129);
            var_131 = wp::mul(var_125, var_130);
            var_132 = wp::normalize(var_131);
            var_134 = wp::mul(var_132, var_133);
            var_135 = wp::add(var_2, var_134);
            // s0 = s0 * 0.5 + wp.diag(wp.vec3(0.53, 1.55, -0.191)) * 0.1                     <L 25>
            var_137 = wp::mul(var_s0, var_136);
            var_141 = wp::vec_t<3, wp::float32>(var_138, var_139, var_140);
            var_142 = wp::diag(var_141);
            var_144 = wp::mul(var_142, var_143);
            var_145 = wp::add(var_137, var_144);
        }
        if (!var_124) {
            // elif (v1 < s1) and (s1 > s1):                                                  <L 26>
            var_147 = (var_5 < var_s1);
            var_146 = var_147;
            if (var_146) {
                var_148 = (var_s1 > var_s1);
                var_146 = var_146 && var_148;
            }
            if (var_146) {
                // v1 = v1 + wp.sin((wp.dot(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.98, -1.6, -0.764)), 1.972), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.61, 1.46, 1.0)), -0.667)) - (s1 * s1)))       <L 27>
                var_152 = wp::vec_t<3, wp::float32>(var_149, var_150, var_151);
                var_153 = wp::normalize(var_152);
                var_155 = wp::quat_from_axis_angle(var_153, var_154);
                var_159 = wp::vec_t<3, wp::float32>(var_156, var_157, var_158);
                var_160 = wp::normalize(var_159);
                var_162 = wp::quat_from_axis_angle(var_160, var_161);
                var_163 = wp::dot(var_155, var_162);
                var_164 = wp::mul(var_s1, var_s1);
                var_165 = wp::sub(var_163, var_164);
                var_166 = wp::sin(var_165);
                var_167 = wp::add(var_5, var_166);
            }
            if (!var_146) {
                // elif wp.trace(s0) >= wp.dot(wp.vec3(-0.6, 0.524, -1.771), wp.vec3(-1.61, -0.6, 0.82)):       <L 28>
                var_168 = wp::trace(var_s0);
                var_172 = wp::vec_t<3, wp::float32>(var_169, var_170, var_171);
                var_176 = wp::vec_t<3, wp::float32>(var_173, var_174, var_175);
                var_177 = wp::dot(var_172, var_176);
                var_178 = (var_168 >= var_177);
                if (var_178) {
                    // v0 = v0 + wp.normalize(((wp.vec3(-1.49, 0.5, 0.182) + v0) * (-1.8 + s1))) * 1.54       <L 29>
                    var_182 = wp::vec_t<3, wp::float32>(var_179, var_180, var_181);
                    var_183 = wp::add(var_182, var_2);
                    var_185 = wp::add(var_184, var_s1);
                    var_186 = wp::mul(var_183, var_185);
                    var_187 = wp::normalize(var_186);
                    var_189 = wp::mul(var_187, var_188);
                    var_190 = wp::add(var_2, var_189);
                    // wp.atomic_add(acc0, 0, v1)                                             <L 30>
                    // var_192 = wp::atomic_add(var_acc0, var_191, var_5);
                }
                var_193 = wp::where(var_178, var_190, var_2);
            }
            var_194 = wp::where(var_146, var_2, var_193);
            var_195 = wp::where(var_146, var_167, var_5);
        }
        var_196 = wp::where(var_124, var_145, var_s0);
        var_197 = wp::where(var_124, var_135, var_194);
        var_198 = wp::where(var_124, var_5, var_195);
    }
    var_199 = wp::where(var_22, var_115, var_196);
    var_200 = wp::where(var_22, var_116, var_s1);
    var_201 = wp::where(var_22, var_117, var_197);
    var_202 = wp::where(var_22, var_118, var_198);
    // for j1 in range(6):                                                                    <L 31>
    // s0 = s0 * 0.5 + s0 * 0.1                                                               <L 32>
    var_205 = wp::mul(var_199, var_204);
    var_207 = wp::mul(var_199, var_206);
    var_208 = wp::add(var_205, var_207);
    var_211 = wp::mul(var_208, var_210);
    var_213 = wp::mul(var_208, var_212);
    var_214 = wp::add(var_211, var_213);
    var_217 = wp::mul(var_214, var_216);
    var_219 = wp::mul(var_214, var_218);
    var_220 = wp::add(var_217, var_219);
    var_223 = wp::mul(var_220, var_222);
    var_225 = wp::mul(var_220, var_224);
    var_226 = wp::add(var_223, var_225);
    var_229 = wp::mul(var_226, var_228);
    var_231 = wp::mul(var_226, var_230);
    var_232 = wp::add(var_229, var_231);
    var_235 = wp::mul(var_232, var_234);
    var_237 = wp::mul(var_232, var_236);
    var_238 = wp::add(var_235, var_237);
    // v4 = v1                                                                                <L 33>
    var_239 = wp::copy(var_202);
    // w5 = int(0)                                                                            <L 34>
    var_241 = wp::int(var_240);
    // while w5 < 3:                                                                          <L 35>
    // v7 = (wp.clamp((s1 + s1), -1.86, 0.12) * wp.dot(wp.quat_from_axis_angle(wp.normalize(v0 + wp.vec3(0.0, 0.0, 2.5)), s1), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.37, 0.2, 0.1)), -0.965)))       <L 40>
    var_275 = wp::add(var_200, var_200);
    var_278 = wp::clamp(var_275, var_276, var_277);
    var_282 = wp::vec_t<3, wp::float32>(var_279, var_280, var_281);
    var_283 = wp::add(var_201, var_282);
    var_284 = wp::normalize(var_283);
    var_285 = wp::quat_from_axis_angle(var_284, var_200);
    var_289 = wp::vec_t<3, wp::float32>(var_286, var_287, var_288);
    var_290 = wp::normalize(var_289);
    var_292 = wp::quat_from_axis_angle(var_290, var_291);
    var_293 = wp::dot(var_285, var_292);
    var_294 = wp::mul(var_278, var_293);
    // v8 = (wp.outer(wp.normalize(wp.vec3(0.5, -1.171, 1.7)), (s0 @ v0)) @ v0)               <L 41>
    var_298 = wp::vec_t<3, wp::float32>(var_295, var_296, var_297);
    var_299 = wp::normalize(var_298);
    var_300 = wp::mul(var_238, var_201);
    var_301 = wp::outer(var_299, var_300);
    var_302 = wp::mul(var_301, var_201);
    // out0[tid] = v1 + v4 + v7 + (float(tid) / (wp.abs(-1.08) + 1.0)) * 0.61                 <L 42>
    var_303 = wp::add(var_202, var_239);
    var_304 = wp::add(var_303, var_294);
    var_305 = wp::float(var_0);
    var_307 = wp::abs(var_306);
    var_309 = wp::add(var_307, var_308);
    var_310 = wp::div(var_305, var_309);
    var_312 = wp::mul(var_310, var_311);
    var_313 = wp::add(var_304, var_312);
    // wp::array_store(var_out0, var_0, var_313);
    // out1[tid] = v1 + v4 + v7 + wp.length((wp.vec2(-0.281, -1.0) + wp.vec2(0.9, -1.575))) * 1.58       <L 43>
    var_314 = wp::add(var_202, var_239);
    var_315 = wp::add(var_314, var_294);
    var_318 = wp::vec_t<2, wp::float32>(var_316, var_317);
    var_321 = wp::vec_t<2, wp::float32>(var_319, var_320);
    var_322 = wp::add(var_318, var_321);
    var_323 = wp::length(var_322);
    var_325 = wp::mul(var_323, var_324);
    var_326 = wp::add(var_315, var_325);
    // wp::array_store(var_out1, var_0, var_326);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_326, adj_out1, adj_0, adj_326);
    wp::adj_add(var_315, var_325, adj_315, adj_325, adj_326);
    wp::adj_mul(var_323, var_324, adj_323, adj_324, adj_325);
    wp::adj_length(var_322, var_323, adj_322, adj_323);
    wp::adj_add(var_318, var_321, adj_318, adj_321, adj_322);
    wp::adj_vec_t(var_319, var_320, adj_319, adj_320, adj_321);
    wp::adj_vec_t(var_316, var_317, adj_316, adj_317, adj_318);
    wp::adj_add(var_314, var_294, adj_314, adj_294, adj_315);
    wp::adj_add(var_202, var_239, adj_202, adj_239, adj_314);
    // adj: out1[tid] = v1 + v4 + v7 + wp.length((wp.vec2(-0.281, -1.0) + wp.vec2(0.9, -1.575))) * 1.58  <L 43>
    wp::adj_array_store(var_out0, var_0, var_313, adj_out0, adj_0, adj_313);
    wp::adj_add(var_304, var_312, adj_304, adj_312, adj_313);
    wp::adj_mul(var_310, var_311, adj_310, adj_311, adj_312);
    wp::adj_div(var_305, var_309, var_310, adj_305, adj_309, adj_310);
    wp::adj_add(var_307, var_308, adj_307, adj_308, adj_309);
    wp::adj_abs(var_306, adj_306, adj_307);
    wp::adj_float(var_0, adj_0, adj_305);
    wp::adj_add(var_303, var_294, adj_303, adj_294, adj_304);
    wp::adj_add(var_202, var_239, adj_202, adj_239, adj_303);
    // adj: out0[tid] = v1 + v4 + v7 + (float(tid) / (wp.abs(-1.08) + 1.0)) * 0.61            <L 42>
    wp::adj_mul(var_301, var_201, adj_301, adj_201, adj_302);
    wp::adj_outer(var_299, var_300, adj_299, adj_300, adj_301);
    wp::adj_mul(var_238, var_201, adj_238, adj_201, adj_300);
    wp::adj_normalize(var_298, var_299, adj_298, adj_299);
    wp::adj_vec_t(var_295, var_296, var_297, adj_295, adj_296, adj_297, adj_298);
    // adj: v8 = (wp.outer(wp.normalize(wp.vec3(0.5, -1.171, 1.7)), (s0 @ v0)) @ v0)          <L 41>
    wp::adj_mul(var_278, var_293, adj_278, adj_293, adj_294);
    wp::adj_dot(var_285, var_292, adj_285, adj_292, adj_293);
    wp::adj_quat_from_axis_angle(var_290, var_291, adj_290, adj_291, adj_292);
    wp::adj_normalize(var_289, var_290, adj_289, adj_290);
    wp::adj_vec_t(var_286, var_287, var_288, adj_286, adj_287, adj_288, adj_289);
    wp::adj_quat_from_axis_angle(var_284, var_200, adj_284, adj_200, adj_285);
    wp::adj_normalize(var_283, var_284, adj_283, adj_284);
    wp::adj_add(var_201, var_282, adj_201, adj_282, adj_283);
    wp::adj_vec_t(var_279, var_280, var_281, adj_279, adj_280, adj_281, adj_282);
    wp::adj_clamp(var_275, var_276, var_277, adj_275, adj_276, adj_277, adj_278);
    wp::adj_add(var_200, var_200, adj_200, adj_200, adj_275);
    // adj: v7 = (wp.clamp((s1 + s1), -1.86, 0.12) * wp.dot(wp.quat_from_axis_angle(wp.normalize(v0 + wp.vec3(0.0, 0.0, 2.5)), s1), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.37, 0.2, 0.1)), -0.965)))  <L 40>
    start_while_0:;
    var_243 = (var_241 < var_242);
    if ((var_243) == false) goto end_while_0;
    adj_244 = {};
    adj_245 = {};
    adj_246 = {};
    adj_247 = {};
    adj_248 = {};
    adj_249 = {};
    adj_250 = {};
    adj_251 = {};
    adj_252 = {};
    adj_253 = {};
    adj_254 = {};
    adj_255 = {};
    adj_256 = {};
    adj_257 = {};
    adj_258 = {};
    adj_259 = {};
    adj_260 = {};
    adj_261 = {};
    adj_262 = {};
    adj_263 = {};
    adj_264 = {};
    adj_265 = {};
    adj_266 = {};
    adj_267 = {};
    adj_268 = {};
    adj_269 = {};
    adj_270 = {};
    adj_271 = {};
    adj_272 = {};
    adj_273 = {};
    adj_274 = {};
        // w5 = w5 + 1                                                                        <L 36>
        var_245 = wp::add(var_241, var_244);
        // s1 = s1 + wp.sin(-0.92)                                                            <L 37>
        var_247 = wp::sin(var_246);
        var_248 = wp::add(var_200, var_247);
        // v6 = (wp.quat_rotate((wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.48, 1.0, 1.1)), 1.654) * wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.74, -1.75, 1.662)), 0.43)), wp.vec3(v4, 0.93, v1)) + (v1 * wp.cw_mul(v0, v0)))       <L 38>
        var_252 = wp::vec_t<3, wp::float32>(var_249, var_250, var_251);
        var_253 = wp::normalize(var_252);
        var_255 = wp::quat_from_axis_angle(var_253, var_254);
        var_259 = wp::vec_t<3, wp::float32>(var_256, var_257, var_258);
        var_260 = wp::normalize(var_259);
        var_262 = wp::quat_from_axis_angle(var_260, var_261);
        var_263 = wp::mul(var_255, var_262);
        var_265 = wp::vec_t<3, wp::float32>(var_239, var_264, var_202);
        var_266 = wp::quat_rotate(var_263, var_265);
        var_267 = wp::cw_mul(var_201, var_201);
        var_268 = wp::mul(var_202, var_267);
        var_269 = wp::add(var_266, var_268);
        // v4 = v4 + wp.cos(wp.length_sq(wp.vec3(s1, v4, 1.4)))                               <L 39>
        var_271 = wp::vec_t<3, wp::float32>(var_248, var_239, var_270);
        var_272 = wp::length_sq(var_271);
        var_273 = wp::cos(var_272);
        var_274 = wp::add(var_239, var_273);
        wp::assign(var_200, var_248);
        wp::assign(var_239, var_274);
        wp::assign(var_241, var_245);
        wp::adj_assign(var_241, var_245, adj_241, adj_245);
        wp::adj_assign(var_239, var_274, adj_239, adj_274);
        wp::adj_assign(var_200, var_248, adj_200, adj_248);
        wp::adj_add(var_239, var_273, adj_239, adj_273, adj_274);
        wp::adj_cos(var_272, adj_272, adj_273);
        wp::adj_length_sq(var_271, adj_271, adj_272);
        wp::adj_vec_t(var_248, var_239, var_270, adj_248, adj_239, adj_270, adj_271);
        // adj: v4 = v4 + wp.cos(wp.length_sq(wp.vec3(s1, v4, 1.4)))                          <L 39>
        wp::adj_add(var_266, var_268, adj_266, adj_268, adj_269);
        wp::adj_mul(var_202, var_267, adj_202, adj_267, adj_268);
        wp::adj_cw_mul(var_201, var_201, adj_201, adj_201, adj_267);
        wp::adj_quat_rotate(var_263, var_265, adj_263, adj_265, adj_266);
        wp::adj_vec_t(var_239, var_264, var_202, adj_239, adj_264, adj_202, adj_265);
        wp::adj_mul(var_255, var_262, adj_255, adj_262, adj_263);
        wp::adj_quat_from_axis_angle(var_260, var_261, adj_260, adj_261, adj_262);
        wp::adj_normalize(var_259, var_260, adj_259, adj_260);
        wp::adj_vec_t(var_256, var_257, var_258, adj_256, adj_257, adj_258, adj_259);
        wp::adj_quat_from_axis_angle(var_253, var_254, adj_253, adj_254, adj_255);
        wp::adj_normalize(var_252, var_253, adj_252, adj_253);
        wp::adj_vec_t(var_249, var_250, var_251, adj_249, adj_250, adj_251, adj_252);
        // adj: v6 = (wp.quat_rotate((wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.48, 1.0, 1.1)), 1.654) * wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.74, -1.75, 1.662)), 0.43)), wp.vec3(v4, 0.93, v1)) + (v1 * wp.cw_mul(v0, v0)))  <L 38>
        wp::adj_add(var_200, var_247, adj_200, adj_247, adj_248);
        wp::adj_sin(var_246, adj_246, adj_247);
        // adj: s1 = s1 + wp.sin(-0.92)                                                       <L 37>
        wp::adj_add(var_241, var_244, adj_241, adj_244, adj_245);
        // adj: w5 = w5 + 1                                                                   <L 36>
    goto start_while_0;
    end_while_0:;
    // adj: while w5 < 3:                                                                     <L 35>
    // adj: w5 = int(0)                                                                       <L 34>
    wp::adj_copy(var_202, adj_202, adj_239);
    // adj: v4 = v1                                                                           <L 33>
    wp::adj_add(var_235, var_237, adj_235, adj_237, adj_238);
    wp::adj_mul(var_232, var_236, adj_232, adj_236, adj_237);
    wp::adj_mul(var_232, var_234, adj_232, adj_234, adj_235);
    wp::adj_add(var_229, var_231, adj_229, adj_231, adj_232);
    wp::adj_mul(var_226, var_230, adj_226, adj_230, adj_231);
    wp::adj_mul(var_226, var_228, adj_226, adj_228, adj_229);
    wp::adj_add(var_223, var_225, adj_223, adj_225, adj_226);
    wp::adj_mul(var_220, var_224, adj_220, adj_224, adj_225);
    wp::adj_mul(var_220, var_222, adj_220, adj_222, adj_223);
    wp::adj_add(var_217, var_219, adj_217, adj_219, adj_220);
    wp::adj_mul(var_214, var_218, adj_214, adj_218, adj_219);
    wp::adj_mul(var_214, var_216, adj_214, adj_216, adj_217);
    wp::adj_add(var_211, var_213, adj_211, adj_213, adj_214);
    wp::adj_mul(var_208, var_212, adj_208, adj_212, adj_213);
    wp::adj_mul(var_208, var_210, adj_208, adj_210, adj_211);
    wp::adj_add(var_205, var_207, adj_205, adj_207, adj_208);
    wp::adj_mul(var_199, var_206, adj_199, adj_206, adj_207);
    wp::adj_mul(var_199, var_204, adj_199, adj_204, adj_205);
    // adj: s0 = s0 * 0.5 + s0 * 0.1                                                          <L 32>
    // adj: for j1 in range(6):                                                               <L 31>
    wp::adj_where(var_22, var_118, var_198, adj_22, adj_118, adj_198, adj_202);
    wp::adj_where(var_22, var_117, var_197, adj_22, adj_117, adj_197, adj_201);
    wp::adj_where(var_22, var_116, var_s1, adj_22, adj_116, adj_s1, adj_200);
    wp::adj_where(var_22, var_115, var_196, adj_22, adj_115, adj_196, adj_199);
    if (!var_22) {
        wp::adj_where(var_124, var_5, var_195, adj_124, adj_5, adj_195, adj_198);
        wp::adj_where(var_124, var_135, var_194, adj_124, adj_135, adj_194, adj_197);
        wp::adj_where(var_124, var_145, var_s0, adj_124, adj_145, adj_s0, adj_196);
        if (!var_124) {
            wp::adj_where(var_146, var_167, var_5, adj_146, adj_167, adj_5, adj_195);
            wp::adj_where(var_146, var_2, var_193, adj_146, adj_2, adj_193, adj_194);
            if (!var_146) {
                wp::adj_where(var_178, var_190, var_2, adj_178, adj_190, adj_2, adj_193);
                if (var_178) {
                    wp::adj_atomic_add(var_acc0, var_191, var_5, adj_acc0, adj_191, adj_5, adj_192);
                    // adj: wp.atomic_add(acc0, 0, v1)                                        <L 30>
                    wp::adj_add(var_2, var_189, adj_2, adj_189, adj_190);
                    wp::adj_mul(var_187, var_188, adj_187, adj_188, adj_189);
                    wp::adj_normalize(var_186, var_187, adj_186, adj_187);
                    wp::adj_mul(var_183, var_185, adj_183, adj_185, adj_186);
                    wp::adj_add(var_184, var_s1, adj_184, adj_s1, adj_185);
                    wp::adj_add(var_182, var_2, adj_182, adj_2, adj_183);
                    wp::adj_vec_t(var_179, var_180, var_181, adj_179, adj_180, adj_181, adj_182);
                    // adj: v0 = v0 + wp.normalize(((wp.vec3(-1.49, 0.5, 0.182) + v0) * (-1.8 + s1))) * 1.54  <L 29>
                }
                wp::adj_dot(var_172, var_176, adj_172, adj_176, adj_177);
                wp::adj_vec_t(var_173, var_174, var_175, adj_173, adj_174, adj_175, adj_176);
                wp::adj_vec_t(var_169, var_170, var_171, adj_169, adj_170, adj_171, adj_172);
                wp::adj_trace(var_s0, adj_s0, adj_168);
                // adj: elif wp.trace(s0) >= wp.dot(wp.vec3(-0.6, 0.524, -1.771), wp.vec3(-1.61, -0.6, 0.82)):  <L 28>
            }
            if (var_146) {
                wp::adj_add(var_5, var_166, adj_5, adj_166, adj_167);
                wp::adj_sin(var_165, adj_165, adj_166);
                wp::adj_sub(var_163, var_164, adj_163, adj_164, adj_165);
                wp::adj_mul(var_s1, var_s1, adj_s1, adj_s1, adj_164);
                wp::adj_dot(var_155, var_162, adj_155, adj_162, adj_163);
                wp::adj_quat_from_axis_angle(var_160, var_161, adj_160, adj_161, adj_162);
                wp::adj_normalize(var_159, var_160, adj_159, adj_160);
                wp::adj_vec_t(var_156, var_157, var_158, adj_156, adj_157, adj_158, adj_159);
                wp::adj_quat_from_axis_angle(var_153, var_154, adj_153, adj_154, adj_155);
                wp::adj_normalize(var_152, var_153, adj_152, adj_153);
                wp::adj_vec_t(var_149, var_150, var_151, adj_149, adj_150, adj_151, adj_152);
                // adj: v1 = v1 + wp.sin((wp.dot(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.98, -1.6, -0.764)), 1.972), wp.quat_from_axis_angle(wp.normalize(wp.vec3(0.61, 1.46, 1.0)), -0.667)) - (s1 * s1)))  <L 27>
            }
            if (var_146) {
            }
            // adj: elif (v1 < s1) and (s1 > s1):                                             <L 26>
        }
        if (var_124) {
            wp::adj_add(var_137, var_144, adj_137, adj_144, adj_145);
            wp::adj_mul(var_142, var_143, adj_142, adj_143, adj_144);
            wp::adj_diag(var_141, adj_141, adj_142);
            wp::adj_vec_t(var_138, var_139, var_140, adj_138, adj_139, adj_140, adj_141);
            wp::adj_mul(var_s0, var_136, adj_s0, adj_136, adj_137);
            // adj: s0 = s0 * 0.5 + wp.diag(wp.vec3(0.53, 1.55, -0.191)) * 0.1                <L 25>
            wp::adj_add(var_2, var_134, adj_2, adj_134, adj_135);
            wp::adj_mul(var_132, var_133, adj_132, adj_133, adj_134);
            wp::adj_normalize(var_131, var_132, adj_131, adj_132);
            wp::adj_mul(var_125, var_130, adj_125, adj_130, adj_131);
            wp::adj_mul(var_s1, var_129, adj_s1, adj_129, adj_130);
            wp::adj_vec_t(var_126, var_127, var_128, adj_126, adj_127, adj_128, adj_129);
            wp::adj_mul(var_5, var_5, adj_5, adj_5, adj_125);
            // adj: v0 = v0 + wp.normalize(((v1 * v1) * (s1 * wp.vec3(-0.434, 0.172, 1.51)))) * 0.22  <L 24>
        }
        wp::adj_log10(var_122, adj_122, adj_123);
        wp::adj_add(var_120, var_121, adj_120, adj_121, adj_122);
        wp::adj_abs(var_s1, adj_s1, adj_120);
        wp::adj_cbrt(var_s1, var_119, adj_s1, adj_119);
        // adj: elif wp.cbrt(s1) > wp.log10(wp.abs(s1) + 1.0):                                <L 23>
    }
    if (var_22) {
        wp::adj_where(var_36, var_62, var_114, adj_36, adj_62, adj_114, adj_118);
        wp::adj_where(var_36, var_60, var_2, adj_36, adj_60, adj_2, adj_117);
        wp::adj_where(var_36, var_41, var_113, adj_36, adj_41, adj_113, adj_116);
        wp::adj_where(var_36, var_27, var_112, adj_36, adj_27, adj_112, adj_115);
        if (!var_36) {
            wp::adj_where(var_68, var_5, var_111, adj_68, adj_5, adj_111, adj_114);
            wp::adj_where(var_68, var_s1, var_110, adj_68, adj_s1, adj_110, adj_113);
            wp::adj_where(var_68, var_73, var_27, adj_68, adj_73, adj_27, adj_112);
            if (!var_68) {
                wp::adj_where(var_77, var_82, var_5, adj_77, adj_82, adj_5, adj_111);
                wp::adj_where(var_77, var_s1, var_109, adj_77, adj_s1, adj_109, adj_110);
                if (!var_77) {
                    wp::adj_where(var_89, var_96, var_s1, adj_89, adj_96, adj_s1, adj_109);
                    if (var_89) {
                        wp::adj_mul(var_107, var_5, adj_107, adj_5, adj_108);
                        wp::adj_div(var_97, var_105, var_106, adj_97, adj_105, adj_106);
                        wp::adj_add(var_103, var_104, adj_103, adj_104, adj_105);
                        wp::adj_abs(var_102, adj_102, adj_103);
                        wp::adj_tan(var_101, adj_101, adj_102);
                        wp::adj_clamp(var_98, var_99, var_100, adj_98, adj_99, adj_100, adj_101);
                        wp::adj_cos(var_5, adj_5, adj_97);
                        // adj: v3 = wp.step((wp.cos(v1) / (wp.abs(wp.tan(wp.clamp(-1.0, -1.2, 1.2))) + 1.0))) * v1  <L 22>
                        wp::adj_add(var_s1, var_95, adj_s1, adj_95, adj_96);
                        wp::adj_cos(var_94, adj_94, adj_95);
                        wp::adj_mul(var_93, var_s1, adj_93, adj_s1, adj_94);
                        wp::adj_div(var_5, var_92, var_93, adj_5, adj_92, adj_93);
                        wp::adj_add(var_90, var_91, adj_90, adj_91, adj_92);
                        wp::adj_abs(var_5, adj_5, adj_90);
                        // adj: s1 = s1 + wp.cos(((v1 / (wp.abs(v1) + 1.0)) * s1))            <L 21>
                    }
                    if (!var_83) {
                    }
                    if (var_84) {
                    }
                    // adj: elif not ((s1 >= v1) and (s1 >= s1) or 0.928 <= v1):              <L 20>
                }
                if (var_77) {
                    wp::adj_add(var_5, var_81, adj_5, adj_81, adj_82);
                    wp::adj_cos(var_80, adj_80, adj_81);
                    wp::adj_atan(var_5, adj_5, adj_80);
                    // adj: v1 = v1 + wp.cos(wp.atan(v1))                                     <L 19>
                }
                if (var_77) {
                }
                // adj: elif (s1 <= v1) and (v1 <= v1):                                       <L 18>
            }
            if (var_68) {
                wp::adj_clamp(var_s1, var_74, var_75, adj_s1, adj_74, adj_75, adj_76);
                // adj: v2 = wp.clamp(s1, -1.72, 0.13)                                        <L 17>
                wp::adj_add(var_70, var_72, adj_70, adj_72, adj_73);
                wp::adj_mul(var_27, var_71, adj_27, adj_71, adj_72);
                wp::adj_mul(var_27, var_69, adj_27, adj_69, adj_70);
                // adj: s0 = s0 * 0.5 + s0 * 0.1                                              <L 16>
            }
            wp::adj_div(var_63, var_66, var_67, adj_63, adj_66, adj_67);
            wp::adj_add(var_64, var_65, adj_64, adj_65, adj_66);
            wp::adj_abs(var_s1, adj_s1, adj_64);
            // adj: elif v1 <= (-0.37 / (wp.abs(s1) + 1.0)):                                  <L 15>
        }
        if (var_36) {
            wp::adj_add(var_5, var_61, adj_5, adj_61, adj_62);
            wp::adj_sin(var_41, adj_41, adj_61);
            // adj: v1 = v1 + wp.sin(s1)                                                      <L 14>
            wp::adj_add(var_2, var_59, adj_2, adj_59, adj_60);
            wp::adj_mul(var_57, var_58, adj_57, adj_58, adj_59);
            wp::adj_normalize(var_56, var_57, adj_56, adj_57);
            wp::adj_vec_t(var_49, var_50, var_55, adj_49, adj_50, adj_55, adj_56);
            wp::adj_length_sq(var_54, adj_54, adj_55);
            wp::adj_vec_t(var_51, var_52, var_53, adj_51, adj_52, adj_53, adj_54);
            wp::adj_float(var_0, adj_0, adj_50);
            wp::adj_pow(var_44, var_48, var_49, adj_44, adj_48, adj_49);
            wp::adj_clamp(var_45, var_46, var_47, adj_45, adj_46, adj_47, adj_48);
            wp::adj_add(var_42, var_43, adj_42, adj_43, adj_44);
            wp::adj_abs(var_41, adj_41, adj_42);
            // adj: v0 = v0 + wp.normalize(wp.vec3(wp.pow(wp.abs(s1) + 1.0, wp.clamp(-1.0, -2.0, 2.0)), float(tid), wp.length_sq(wp.vec3(1.474, 1.92, 1.2)))) * 1.32  <L 13>
            wp::adj_add(var_s1, var_40, adj_s1, adj_40, adj_41);
            wp::adj_cos(var_39, adj_39, adj_40);
            wp::adj_extract(var_27, var_37, var_38, adj_27, adj_37, adj_38, adj_39);
            // adj: s1 = s1 + wp.cos(s0[1, 2])                                                <L 12>
        }
        wp::adj_clamp(var_s1, var_33, var_34, adj_s1, adj_33, adj_34, adj_35);
        wp::adj_log10(var_31, adj_31, adj_32);
        wp::adj_add(var_29, var_30, adj_29, adj_30, adj_31);
        wp::adj_abs(var_28, adj_28, adj_29);
        // adj: if wp.log10(wp.abs(-1.7) + 1.0) <= wp.clamp(s1, -0.77, 1.0):                  <L 11>
        wp::adj_add(var_24, var_26, adj_24, adj_26, adj_27);
        wp::adj_mul(var_s0, var_25, adj_s0, adj_25, adj_26);
        wp::adj_mul(var_s0, var_23, adj_s0, adj_23, adj_24);
        // adj: s0 = s0 * 0.5 + s0 * 0.1                                                      <L 10>
    }
    wp::adj_dot(var_13, var_20, adj_13, adj_20, adj_21);
    wp::adj_quat_from_axis_angle(var_18, var_19, adj_18, adj_19, adj_20);
    wp::adj_normalize(var_17, var_18, adj_17, adj_18);
    wp::adj_vec_t(var_14, var_15, var_16, adj_14, adj_15, adj_16, adj_17);
    wp::adj_quat_from_axis_angle(var_11, var_12, adj_11, adj_12, adj_13);
    wp::adj_normalize(var_10, var_11, adj_10, adj_11);
    wp::adj_vec_t(var_7, var_8, var_9, adj_7, adj_8, adj_9, adj_10);
    wp::adj_mul(var_s1, var_5, adj_s1, adj_5, adj_6);
    // adj: if (s1 * v1) <= wp.dot(wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.22, -0.535, -0.871)), 0.2), wp.quat_from_axis_angle(wp.normalize(wp.vec3(1.29, 0.173, 1.165)), -0.3)):  <L 9>
    wp::adj_trace(var_4, adj_4, adj_5);
    wp::adj_outer(var_2, var_2, adj_2, adj_2, adj_4);
    // adj: v1 = wp.trace(wp.outer(v0, v0))                                                   <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def combined_000001(x0: wp.array(dtype=wp.vec3), s0: wp.mat33, s1: float, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 5>
    return;
}



struct combined_000001_91a0a85a_cpu_block_payload_forward
{
    wp_args_combined_000001_91a0a85a* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void combined_000001_91a0a85a_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    combined_000001_91a0a85a_cpu_block_payload_forward* payload = (combined_000001_91a0a85a_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    combined_000001_91a0a85a_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void combined_000001_91a0a85a_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_combined_000001_91a0a85a *_wp_args)
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
        combined_000001_91a0a85a_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &combined_000001_91a0a85a_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct combined_000001_91a0a85a_cpu_block_payload_backward
{
    wp_args_combined_000001_91a0a85a* args;
    wp_args_combined_000001_91a0a85a* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void combined_000001_91a0a85a_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    combined_000001_91a0a85a_cpu_block_payload_backward* payload = (combined_000001_91a0a85a_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    combined_000001_91a0a85a_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void combined_000001_91a0a85a_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_combined_000001_91a0a85a *_wp_args,
    wp_args_combined_000001_91a0a85a *_wp_adj_args)
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
        combined_000001_91a0a85a_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &combined_000001_91a0a85a_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

