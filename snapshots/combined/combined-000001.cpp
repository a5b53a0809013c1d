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

struct wp_args_combined_000001_47b0435c {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::vec_t<3, wp::float32> s0;
    wp::float32 s1;
    wp::int32 n;
    wp::array_t<wp::float32> acc0;
    wp::array_t<wp::vec_t<2, wp::float32>> out0;
};


template <bool wp_linear_contiguous>
static void combined_000001_47b0435c_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_combined_000001_47b0435c *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::vec_t<3, wp::float32> var_s0 = _wp_args->s0;
    wp::float32 var_s1 = _wp_args->s1;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::vec_t<2, wp::float32>> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    const wp::int32 var_7 = 0;
    const wp::float32 var_8 = -0.317;
    const wp::float32 var_9 = -1.022;
    const wp::float32 var_10 = 1.613;
    wp::vec_t<3, wp::float32> var_11;
    wp::mat_t<3, 3, wp::float32> var_12;
    wp::vec_t<3, wp::float32> var_13;
    const wp::float32 var_14 = 0.495;
    wp::float32 var_15;
    const wp::float32 var_16 = 1.0;
    wp::float32 var_17;
    wp::vec_t<3, wp::float32> var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    bool var_23;
    wp::float32 var_24;
    bool var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::float32 var_29 = 0.7;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::vec_t<3, wp::float32> var_35;
    const wp::float32 var_36 = 1.32;
    wp::vec_t<3, wp::float32> var_37;
    wp::vec_t<3, wp::float32> var_38;
    const wp::float32 var_39 = 0.1;
    const wp::float32 var_40 = -0.37;
    const wp::float32 var_41 = -1.55;
    wp::vec_t<3, wp::float32> var_42;
    wp::mat_t<3, 3, wp::float32> var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::vec_t<3, wp::float32> var_46;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    bool var_50;
    const wp::int32 var_51 = 3;
    wp::mat_t<3, 3, wp::float32> var_52;
    const wp::float32 var_53 = -0.629;
    wp::mat_t<3, 3, wp::float32> var_54;
    wp::float32 var_55;
    bool var_56;
    const wp::float32 var_57 = 0.3;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    const wp::float32 var_62 = -0.429;
    const wp::float32 var_63 = -1.882;
    wp::vec_t<2, wp::float32> var_64;
    wp::vec_t<2, wp::float32> var_65;
    wp::float32 var_66;
    wp::float32 var_67;
    const wp::int32 var_68 = 1;
    const wp::float32 var_69 = -0.317;
    const wp::float32 var_70 = -1.022;
    const wp::float32 var_71 = 1.613;
    wp::vec_t<3, wp::float32> var_72;
    wp::mat_t<3, 3, wp::float32> var_73;
    wp::vec_t<3, wp::float32> var_74;
    const wp::float32 var_75 = 0.495;
    wp::float32 var_76;
    const wp::float32 var_77 = 1.0;
    wp::float32 var_78;
    wp::vec_t<3, wp::float32> var_79;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    wp::float32 var_83;
    bool var_84;
    wp::float32 var_85;
    bool var_86;
    wp::float32 var_87;
    wp::float32 var_88;
    wp::float32 var_89;
    const wp::float32 var_90 = 0.7;
    wp::float32 var_91;
    wp::float32 var_92;
    wp::float32 var_93;
    wp::float32 var_94;
    wp::float32 var_95;
    wp::vec_t<3, wp::float32> var_96;
    const wp::float32 var_97 = 1.32;
    wp::vec_t<3, wp::float32> var_98;
    wp::vec_t<3, wp::float32> var_99;
    const wp::float32 var_100 = 0.1;
    const wp::float32 var_101 = -0.37;
    const wp::float32 var_102 = -1.55;
    wp::vec_t<3, wp::float32> var_103;
    wp::mat_t<3, 3, wp::float32> var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    wp::vec_t<3, wp::float32> var_107;
    wp::float32 var_108;
    wp::float32 var_109;
    wp::float32 var_110;
    wp::mat_t<3, 3, wp::float32> var_111;
    wp::float32 var_112;
    bool var_113;
    const wp::int32 var_114 = 3;
    wp::mat_t<3, 3, wp::float32> var_115;
    const wp::float32 var_116 = -0.629;
    wp::mat_t<3, 3, wp::float32> var_117;
    wp::float32 var_118;
    bool var_119;
    const wp::float32 var_120 = 0.3;
    wp::float32 var_121;
    wp::float32 var_122;
    wp::float32 var_123;
    wp::float32 var_124;
    const wp::float32 var_125 = -0.429;
    const wp::float32 var_126 = -1.882;
    wp::vec_t<2, wp::float32> var_127;
    wp::vec_t<2, wp::float32> var_128;
    wp::float32 var_129;
    wp::float32 var_130;
    wp::float32 var_131;
    const wp::int32 var_132 = 2;
    const wp::float32 var_133 = -0.317;
    const wp::float32 var_134 = -1.022;
    const wp::float32 var_135 = 1.613;
    wp::vec_t<3, wp::float32> var_136;
    wp::mat_t<3, 3, wp::float32> var_137;
    wp::vec_t<3, wp::float32> var_138;
    const wp::float32 var_139 = 0.495;
    wp::float32 var_140;
    const wp::float32 var_141 = 1.0;
    wp::float32 var_142;
    wp::vec_t<3, wp::float32> var_143;
    wp::float32 var_144;
    wp::float32 var_145;
    wp::float32 var_146;
    wp::float32 var_147;
    bool var_148;
    wp::float32 var_149;
    bool var_150;
    wp::float32 var_151;
    wp::float32 var_152;
    wp::float32 var_153;
    const wp::float32 var_154 = 0.7;
    wp::float32 var_155;
    wp::float32 var_156;
    wp::float32 var_157;
    wp::float32 var_158;
    wp::float32 var_159;
    wp::vec_t<3, wp::float32> var_160;
    const wp::float32 var_161 = 1.32;
    wp::vec_t<3, wp::float32> var_162;
    wp::vec_t<3, wp::float32> var_163;
    const wp::float32 var_164 = 0.1;
    const wp::float32 var_165 = -0.37;
    const wp::float32 var_166 = -1.55;
    wp::vec_t<3, wp::float32> var_167;
    wp::mat_t<3, 3, wp::float32> var_168;
    wp::float32 var_169;
    wp::float32 var_170;
    wp::vec_t<3, wp::float32> var_171;
    wp::float32 var_172;
    wp::float32 var_173;
    wp::float32 var_174;
    wp::mat_t<3, 3, wp::float32> var_175;
    wp::float32 var_176;
    bool var_177;
    const wp::int32 var_178 = 3;
    wp::mat_t<3, 3, wp::float32> var_179;
    const wp::float32 var_180 = -0.629;
    wp::mat_t<3, 3, wp::float32> var_181;
    wp::float32 var_182;
    bool var_183;
    const wp::float32 var_184 = 0.3;
    wp::float32 var_185;
    wp::float32 var_186;
    wp::float32 var_187;
    wp::float32 var_188;
    const wp::float32 var_189 = -0.429;
    const wp::float32 var_190 = -1.882;
    wp::vec_t<2, wp::float32> var_191;
    wp::vec_t<2, wp::float32> var_192;
    wp::float32 var_193;
    wp::float32 var_194;
    wp::float32 var_195;
    const wp::float32 var_196 = 1.8;
    wp::float32 var_197;
    const wp::float32 var_198 = 1.57;
    const wp::float32 var_199 = -1.76;
    const wp::float32 var_200 = 0.03;
    wp::vec_t<3, wp::float32> var_201;
    wp::mat_t<3, 3, wp::float32> var_202;
    wp::float32 var_203;
    bool var_204;
    const wp::int32 var_205 = 3;
    wp::mat_t<3, 3, wp::float32> var_206;
    const wp::float32 var_207 = 1.976;
    wp::mat_t<3, 3, wp::float32> var_208;
    wp::float32 var_209;
    wp::float32 var_210;
    wp::float32 var_211;
    wp::float32 var_212;
    wp::float32 var_213;
    const wp::float32 var_214 = 1.0;
    wp::float32 var_215;
    const wp::float32 var_216 = -2.0;
    const wp::float32 var_217 = 2.0;
    wp::float32 var_218;
    wp::float32 var_219;
    const wp::float32 var_220 = -1.98;
    const wp::float32 var_221 = 0.17;
    wp::float32 var_222;
    wp::float32 var_223;
    wp::float32 var_224;
    wp::float32 var_225;
    wp::float32 var_226;
    wp::float32 var_227;
    const wp::float32 var_228 = 1.0;
    wp::float32 var_229;
    wp::float32 var_230;
    const wp::float32 var_231 = -0.605;
    wp::vec_t<3, wp::float32> var_232;
    const wp::float32 var_233 = 0.0;
    const wp::float32 var_234 = 0.0;
    const wp::float32 var_235 = 2.5;
    wp::vec_t<3, wp::float32> var_236;
    wp::vec_t<3, wp::float32> var_237;
    wp::vec_t<3, wp::float32> var_238;
    wp::quat_t<wp::float32> var_239;
    const wp::int32 var_240 = 0;
    wp::float32 var_241;
    wp::vec_t<2, wp::float32> var_242;
    wp::float32 var_243;
    wp::float32 var_244;
    const wp::int32 var_245 = 5;
    wp::int32 var_246;
    wp::shape_t* var_247;
    const wp::int32 var_248 = 0;
    wp::int32 var_249;
    wp::shape_t var_250;
    wp::int32 var_251;
    wp::float32 var_252;
    wp::float32 var_253;
    const wp::int32 var_254 = 0;
    wp::float32 var_255;
    const wp::float32 var_256 = -0.3;
    const wp::float32 var_257 = -0.9;
    const wp::float32 var_258 = 0.2;
    wp::vec_t<3, wp::float32> var_259;
    wp::mat_t<3, 3, wp::float32> var_260;
    wp::float32 var_261;
    wp::float32 var_262;
    const wp::float32 var_263 = 1.0;
    wp::float32 var_264;
    wp::float32 var_265;
    wp::float32 var_266;
    wp::float32 var_267;
    const wp::int32 var_268 = 1;
    wp::float32 var_269;
    const wp::float32 var_270 = -0.3;
    const wp::float32 var_271 = -0.9;
    const wp::float32 var_272 = 0.2;
    wp::vec_t<3, wp::float32> var_273;
    wp::mat_t<3, 3, wp::float32> var_274;
    wp::float32 var_275;
    wp::float32 var_276;
    const wp::float32 var_277 = 1.0;
    wp::float32 var_278;
    wp::float32 var_279;
    wp::float32 var_280;
    wp::float32 var_281;
    const wp::int32 var_282 = 2;
    wp::float32 var_283;
    const wp::float32 var_284 = -0.3;
    const wp::float32 var_285 = -0.9;
    const wp::float32 var_286 = 0.2;
    wp::vec_t<3, wp::float32> var_287;
    wp::mat_t<3, 3, wp::float32> var_288;
    wp::float32 var_289;
    wp::float32 var_290;
    const wp::float32 var_291 = 1.0;
    wp::float32 var_292;
    wp::float32 var_293;
    wp::float32 var_294;
    wp::float32 var_295;
    const wp::int32 var_296 = 1;
    wp::float32 var_297;
    const wp::float32 var_298 = 1.2;
    const wp::float32 var_299 = -0.8;
    wp::vec_t<2, wp::float32> var_300;
    const wp::float32 var_301 = 0.22;
    const wp::float32 var_302 = -1.869;
    wp::vec_t<2, wp::float32> var_303;
    wp::float32 var_304;
    wp::vec_t<2, wp::float32> var_305;
    //---------
    // forward
    // def combined_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), s0: wp.vec3, s1: float, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2)):       <L 5>
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
    // for j2 in range(3):                                                                    <L 9>
    // v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ s0), (s0 / (wp.abs(0.495) + 1.0))))       <L 10>
    var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
    var_12 = wp::diag(var_11);
    var_13 = wp::mul(var_12, var_s0);
    var_15 = wp::abs(var_14);
    var_17 = wp::add(var_15, var_16);
    var_18 = wp::div(var_s0, var_17);
    var_19 = wp::dot(var_13, var_18);
    var_20 = wp::sin(var_19);
    var_21 = wp::add(var_2, var_20);
    // if (s1 + v1) > (s1 if v0 <= v0 else s1):                                               <L 11>
    var_22 = wp::add(var_s1, var_5);
    var_23 = (var_21 <= var_21);
    if (var_23) {
    }
    if (!var_23) {
    }
    var_24 = wp::where(var_23, var_s1, var_s1);
    var_25 = (var_22 > var_24);
    if (var_25) {
        // v1 += wp.tanh(float(j2))                                                           <L 12>
        var_26 = wp::float(var_7);
        var_27 = wp::tanh(var_26);
        var_28 = wp::add(var_5, var_27);
        // s1 = s1 + wp.tanh(((0.7 - v0) + s1))                                               <L 13>
        var_30 = wp::sub(var_29, var_21);
        var_31 = wp::add(var_30, var_s1);
        var_32 = wp::tanh(var_31);
        var_33 = wp::add(var_s1, var_32);
        // v3 = float(j2)                                                                     <L 14>
        var_34 = wp::float(var_7);
    }
    if (!var_25) {
        // s0 = s0 + wp.normalize(s0) * 1.32                                                  <L 16>
        var_35 = wp::normalize(var_s0);
        var_37 = wp::mul(var_35, var_36);
        var_38 = wp::add(var_s0, var_37);
        // v4 = wp.diag(wp.vec3(0.1, -0.37, -1.55))                                           <L 17>
        var_42 = wp::vec_t<3, wp::float32>(var_39, var_40, var_41);
        var_43 = wp::diag(var_42);
        // s1 += wp.tanh(v1)                                                                  <L 18>
        var_44 = wp::tanh(var_5);
        var_45 = wp::add(var_s1, var_44);
    }
    var_46 = wp::where(var_25, var_s0, var_38);
    var_47 = wp::where(var_25, var_33, var_45);
    var_48 = wp::where(var_25, var_28, var_5);
    // if (v0 - s1) >= v0:                                                                    <L 19>
    var_49 = wp::sub(var_21, var_47);
    var_50 = (var_49 >= var_21);
    if (var_50) {
        // v0 = v0 + wp.sin((wp.determinant(wp.identity(n=3, dtype=float) * -0.629) * (v1 if s1 < v1 else 0.3)))       <L 20>
        var_52 = wp::identity<3, wp::float32>();
        var_54 = wp::mul(var_52, var_53);
        var_55 = wp::determinant(var_54);
        var_56 = (var_47 < var_48);
        if (var_56) {
        }
        if (!var_56) {
        }
        var_58 = wp::where(var_56, var_48, var_57);
        var_59 = wp::mul(var_55, var_58);
        var_60 = wp::sin(var_59);
        var_61 = wp::add(var_21, var_60);
        // v5 = wp.length_sq(wp.normalize(wp.vec2(-0.429, -1.882)))                           <L 21>
        var_64 = wp::vec_t<2, wp::float32>(var_62, var_63);
        var_65 = wp::normalize(var_64);
        var_66 = wp::length_sq(var_65);
    }
    var_67 = wp::where(var_50, var_61, var_21);
    // v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ s0), (s0 / (wp.abs(0.495) + 1.0))))       <L 10>
    var_72 = wp::vec_t<3, wp::float32>(var_69, var_70, var_71);
    var_73 = wp::diag(var_72);
    var_74 = wp::mul(var_73, var_46);
    var_76 = wp::abs(var_75);
    var_78 = wp::add(var_76, var_77);
    var_79 = wp::div(var_46, var_78);
    var_80 = wp::dot(var_74, var_79);
    var_81 = wp::sin(var_80);
    var_82 = wp::add(var_67, var_81);
    // if (s1 + v1) > (s1 if v0 <= v0 else s1):                                               <L 11>
    var_83 = wp::add(var_47, var_48);
    var_84 = (var_82 <= var_82);
    if (var_84) {
    }
    if (!var_84) {
    }
    var_85 = wp::where(var_84, var_47, var_47);
    var_86 = (var_83 > var_85);
    if (var_86) {
        // v1 += wp.tanh(float(j2))                                                           <L 12>
        var_87 = wp::float(var_68);
        var_88 = wp::tanh(var_87);
        var_89 = wp::add(var_48, var_88);
        // s1 = s1 + wp.tanh(((0.7 - v0) + s1))                                               <L 13>
        var_91 = wp::sub(var_90, var_82);
        var_92 = wp::add(var_91, var_47);
        var_93 = wp::tanh(var_92);
        var_94 = wp::add(var_47, var_93);
        // v3 = float(j2)                                                                     <L 14>
        var_95 = wp::float(var_68);
    }
    if (!var_86) {
        // s0 = s0 + wp.normalize(s0) * 1.32                                                  <L 16>
        var_96 = wp::normalize(var_46);
        var_98 = wp::mul(var_96, var_97);
        var_99 = wp::add(var_46, var_98);
        // v4 = wp.diag(wp.vec3(0.1, -0.37, -1.55))                                           <L 17>
        var_103 = wp::vec_t<3, wp::float32>(var_100, var_101, var_102);
        var_104 = wp::diag(var_103);
        // s1 += wp.tanh(v1)                                                                  <L 18>
        var_105 = wp::tanh(var_48);
        var_106 = wp::add(var_47, var_105);
    }
    var_107 = wp::where(var_86, var_46, var_99);
    var_108 = wp::where(var_86, var_94, var_106);
    var_109 = wp::where(var_86, var_89, var_48);
    var_110 = wp::where(var_86, var_95, var_34);
    var_111 = wp::where(var_86, var_43, var_104);
    // if (v0 - s1) >= v0:                                                                    <L 19>
    var_112 = wp::sub(var_82, var_108);
    var_113 = (var_112 >= var_82);
    if (var_113) {
        // v0 = v0 + wp.sin((wp.determinant(wp.identity(n=3, dtype=float) * -0.629) * (v1 if s1 < v1 else 0.3)))       <L 20>
        var_115 = wp::identity<3, wp::float32>();
        var_117 = wp::mul(var_115, var_116);
        var_118 = wp::determinant(var_117);
        var_119 = (var_108 < var_109);
        if (var_119) {
        }
        if (!var_119) {
        }
        var_121 = wp::where(var_119, var_109, var_120);
        var_122 = wp::mul(var_118, var_121);
        var_123 = wp::sin(var_122);
        var_124 = wp::add(var_82, var_123);
        // v5 = wp.length_sq(wp.normalize(wp.vec2(-0.429, -1.882)))                           <L 21>
        var_127 = wp::vec_t<2, wp::float32>(var_125, var_126);
        var_128 = wp::normalize(var_127);
        var_129 = wp::length_sq(var_128);
    }
    var_130 = wp::where(var_113, var_124, var_82);
    var_131 = wp::where(var_113, var_129, var_66);
    // v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ s0), (s0 / (wp.abs(0.495) + 1.0))))       <L 10>
    var_136 = wp::vec_t<3, wp::float32>(var_133, var_134, var_135);
    var_137 = wp::diag(var_136);
    var_138 = wp::mul(var_137, var_107);
    var_140 = wp::abs(var_139);
    var_142 = wp::add(var_140, var_141);
    var_143 = wp::div(var_107, var_142);
    var_144 = wp::dot(var_138, var_143);
    var_145 = wp::sin(var_144);
    var_146 = wp::add(var_130, var_145);
    // if (s1 + v1) > (s1 if v0 <= v0 else s1):                                               <L 11>
    var_147 = wp::add(var_108, var_109);
    var_148 = (var_146 <= var_146);
    if (var_148) {
    }
    if (!var_148) {
    }
    var_149 = wp::where(var_148, var_108, var_108);
    var_150 = (var_147 > var_149);
    if (var_150) {
        // v1 += wp.tanh(float(j2))                                                           <L 12>
        var_151 = wp::float(var_132);
        var_152 = wp::tanh(var_151);
        var_153 = wp::add(var_109, var_152);
        // s1 = s1 + wp.tanh(((0.7 - v0) + s1))                                               <L 13>
        var_155 = wp::sub(var_154, var_146);
        var_156 = wp::add(var_155, var_108);
        var_157 = wp::tanh(var_156);
        var_158 = wp::add(var_108, var_157);
        // v3 = float(j2)                                                                     <L 14>
        var_159 = wp::float(var_132);
    }
    if (!var_150) {
        // s0 = s0 + wp.normalize(s0) * 1.32                                                  <L 16>
        var_160 = wp::normalize(var_107);
        var_162 = wp::mul(var_160, var_161);
        var_163 = wp::add(var_107, var_162);
        // v4 = wp.diag(wp.vec3(0.1, -0.37, -1.55))                                           <L 17>
        var_167 = wp::vec_t<3, wp::float32>(var_164, var_165, var_166);
        var_168 = wp::diag(var_167);
        // s1 += wp.tanh(v1)                                                                  <L 18>
        var_169 = wp::tanh(var_109);
        var_170 = wp::add(var_108, var_169);
    }
    var_171 = wp::where(var_150, var_107, var_163);
    var_172 = wp::where(var_150, var_158, var_170);
    var_173 = wp::where(var_150, var_153, var_109);
    var_174 = wp::where(var_150, var_159, var_110);
    var_175 = wp::where(var_150, var_111, var_168);
    // if (v0 - s1) >= v0:                                                                    <L 19>
    var_176 = wp::sub(var_146, var_172);
    var_177 = (var_176 >= var_146);
    if (var_177) {
        // v0 = v0 + wp.sin((wp.determinant(wp.identity(n=3, dtype=float) * -0.629) * (v1 if s1 < v1 else 0.3)))       <L 20>
        var_179 = wp::identity<3, wp::float32>();
        var_181 = wp::mul(var_179, var_180);
        var_182 = wp::determinant(var_181);
        var_183 = (var_172 < var_173);
        if (var_183) {
        }
        if (!var_183) {
        }
        var_185 = wp::where(var_183, var_173, var_184);
        var_186 = wp::mul(var_182, var_185);
        var_187 = wp::sin(var_186);
        var_188 = wp::add(var_146, var_187);
        // v5 = wp.length_sq(wp.normalize(wp.vec2(-0.429, -1.882)))                           <L 21>
        var_191 = wp::vec_t<2, wp::float32>(var_189, var_190);
        var_192 = wp::normalize(var_191);
        var_193 = wp::length_sq(var_192);
    }
    var_194 = wp::where(var_177, var_188, var_146);
    var_195 = wp::where(var_177, var_193, var_131);
    // if (1.8 + s1) <= wp.trace(wp.diag(wp.vec3(1.57, -1.76, 0.03))):                        <L 22>
    var_197 = wp::add(var_196, var_172);
    var_201 = wp::vec_t<3, wp::float32>(var_198, var_199, var_200);
    var_202 = wp::diag(var_201);
    var_203 = wp::trace(var_202);
    var_204 = (var_197 <= var_203);
    if (var_204) {
        // v1 = v1 + wp.tanh(wp.rint(wp.trace(wp.identity(n=3, dtype=float) * 1.976)))        <L 23>
        var_206 = wp::identity<3, wp::float32>();
        var_208 = wp::mul(var_206, var_207);
        var_209 = wp::trace(var_208);
        var_210 = wp::rint(var_209);
        var_211 = wp::tanh(var_210);
        var_212 = wp::add(var_173, var_211);
    }
    if (!var_204) {
        // v0 = v0 + wp.sin(wp.clamp(wp.pow(wp.abs(v1) + 1.0, wp.clamp(v0, -2.0, 2.0)), -1.98, 0.17))       <L 25>
        var_213 = wp::abs(var_173);
        var_215 = wp::add(var_213, var_214);
        var_218 = wp::clamp(var_194, var_216, var_217);
        var_219 = wp::pow(var_215, var_218);
        var_222 = wp::clamp(var_219, var_220, var_221);
        var_223 = wp::sin(var_222);
        var_224 = wp::add(var_194, var_223);
        // v6 = wp.vec2((v1 / (wp.abs(wp.step(v0) * v1) + 1.0)), (wp.quat_from_axis_angle(wp.normalize(wp.vec3(-0.605) + wp.vec3(0.0, 0.0, 2.5)), s1)).x)       <L 26>
        var_225 = wp::step(var_224);
        var_226 = wp::mul(var_225, var_173);
        var_227 = wp::abs(var_226);
        var_229 = wp::add(var_227, var_228);
        var_230 = wp::div(var_173, var_229);
        var_232 = wp::vec_t<3, wp::float32>(var_231);
        var_236 = wp::vec_t<3, wp::float32>(var_233, var_234, var_235);
        var_237 = wp::add(var_232, var_236);
        var_238 = wp::normalize(var_237);
        var_239 = wp::quat_from_axis_angle(var_238, var_172);
        var_241 = wp::extract(var_239, var_240);
        var_242 = wp::vec_t<2, wp::float32>(var_230, var_241);
    }
    var_243 = wp::where(var_204, var_194, var_224);
    var_244 = wp::where(var_204, var_212, var_173);
    // wp.atomic_sub(acc0, (tid * 5) % acc0.shape[0], wp.length_sq(s0))                       <L 27>
    var_246 = wp::mul(var_0, var_245);
    var_247 = &(var_acc0.shape);
    var_250 = wp::load(var_247);
    var_249 = wp::extract(var_250, var_248);
    var_251 = wp::mod(var_246, var_249);
    var_252 = wp::length_sq(var_171);
    var_253 = wp::atomic_sub(var_acc0, var_251, var_252);
    // for j7 in range(3):                                                                    <L 28>
    // v1 = v1 + wp.sin(wp.mod(wp.dot(s0, s0), wp.abs(wp.trace(wp.diag(wp.vec3(-0.3, -0.9, 0.2)))) + 1.0))       <L 29>
    var_255 = wp::dot(var_171, var_171);
    var_259 = wp::vec_t<3, wp::float32>(var_256, var_257, var_258);
    var_260 = wp::diag(var_259);
    var_261 = wp::trace(var_260);
    var_262 = wp::abs(var_261);
    var_264 = wp::add(var_262, var_263);
    var_265 = wp::mod(var_255, var_264);
    var_266 = wp::sin(var_265);
    var_267 = wp::add(var_244, var_266);
    var_269 = wp::dot(var_171, var_171);
    var_273 = wp::vec_t<3, wp::float32>(var_270, var_271, var_272);
    var_274 = wp::diag(var_273);
    var_275 = wp::trace(var_274);
    var_276 = wp::abs(var_275);
    var_278 = wp::add(var_276, var_277);
    var_279 = wp::mod(var_269, var_278);
    var_280 = wp::sin(var_279);
    var_281 = wp::add(var_267, var_280);
    var_283 = wp::dot(var_171, var_171);
    var_287 = wp::vec_t<3, wp::float32>(var_284, var_285, var_286);
    var_288 = wp::diag(var_287);
    var_289 = wp::trace(var_288);
    var_290 = wp::abs(var_289);
    var_292 = wp::add(var_290, var_291);
    var_293 = wp::mod(var_283, var_292);
    var_294 = wp::sin(var_293);
    var_295 = wp::add(var_281, var_294);
    // out0[tid] = wp.vec2(float(1), wp.dot(wp.vec2(1.2, -0.8), wp.vec2(0.22, -1.869)))       <L 30>
    var_297 = wp::float(var_296);
    var_300 = wp::vec_t<2, wp::float32>(var_298, var_299);
    var_303 = wp::vec_t<2, wp::float32>(var_301, var_302);
    var_304 = wp::dot(var_300, var_303);
    var_305 = wp::vec_t<2, wp::float32>(var_297, var_304);
    wp::array_store(var_out0, var_0, var_305);
}



template <bool wp_linear_contiguous>
static void combined_000001_47b0435c_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_combined_000001_47b0435c *_wp_args,
    wp_args_combined_000001_47b0435c *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::vec_t<3, wp::float32> var_s0 = _wp_args->s0;
    wp::float32 var_s1 = _wp_args->s1;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_acc0 = _wp_args->acc0;
    wp::array_t<wp::vec_t<2, wp::float32>> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::vec_t<3, wp::float32> adj_s0 = _wp_adj_args->s0;
    wp::float32 adj_s1 = _wp_adj_args->s1;
    wp::int32 adj_n = _wp_adj_args->n;
    wp::array_t<wp::float32> adj_acc0 = _wp_adj_args->acc0;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    const wp::int32 var_7 = 0;
    const wp::float32 var_8 = -0.317;
    const wp::float32 var_9 = -1.022;
    const wp::float32 var_10 = 1.613;
    wp::vec_t<3, wp::float32> var_11;
    wp::mat_t<3, 3, wp::float32> var_12;
    wp::vec_t<3, wp::float32> var_13;
    const wp::float32 var_14 = 0.495;
    wp::float32 var_15;
    const wp::float32 var_16 = 1.0;
    wp::float32 var_17;
    wp::vec_t<3, wp::float32> var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    bool var_23;
    wp::float32 var_24;
    bool var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::float32 var_29 = 0.7;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::vec_t<3, wp::float32> var_35;
    const wp::float32 var_36 = 1.32;
    wp::vec_t<3, wp::float32> var_37;
    wp::vec_t<3, wp::float32> var_38;
    const wp::float32 var_39 = 0.1;
    const wp::float32 var_40 = -0.37;
    const wp::float32 var_41 = -1.55;
    wp::vec_t<3, wp::float32> var_42;
    wp::mat_t<3, 3, wp::float32> var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::vec_t<3, wp::float32> var_46;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    bool var_50;
    const wp::int32 var_51 = 3;
    wp::mat_t<3, 3, wp::float32> var_52;
    const wp::float32 var_53 = -0.629;
    wp::mat_t<3, 3, wp::float32> var_54;
    wp::float32 var_55;
    bool var_56;
    const wp::float32 var_57 = 0.3;
    wp::float32 var_58;
    wp::float32 var_59;
    wp::float32 var_60;
    wp::float32 var_61;
    const wp::float32 var_62 = -0.429;
    const wp::float32 var_63 = -1.882;
    wp::vec_t<2, wp::float32> var_64;
    wp::vec_t<2, wp::float32> var_65;
    wp::float32 var_66;
    wp::float32 var_67;
    const wp::int32 var_68 = 1;
    const wp::float32 var_69 = -0.317;
    const wp::float32 var_70 = -1.022;
    const wp::float32 var_71 = 1.613;
    wp::vec_t<3, wp::float32> var_72;
    wp::mat_t<3, 3, wp::float32> var_73;
    wp::vec_t<3, wp::float32> var_74;
    const wp::float32 var_75 = 0.495;
    wp::float32 var_76;
    const wp::float32 var_77 = 1.0;
    wp::float32 var_78;
    wp::vec_t<3, wp::float32> var_79;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    wp::float32 var_83;
    bool var_84;
    wp::float32 var_85;
    bool var_86;
    wp::float32 var_87;
    wp::float32 var_88;
    wp::float32 var_89;
    const wp::float32 var_90 = 0.7;
    wp::float32 var_91;
    wp::float32 var_92;
    wp::float32 var_93;
    wp::float32 var_94;
    wp::float32 var_95;
    wp::vec_t<3, wp::float32> var_96;
    const wp::float32 var_97 = 1.32;
    wp::vec_t<3, wp::float32> var_98;
    wp::vec_t<3, wp::float32> var_99;
    const wp::float32 var_100 = 0.1;
    const wp::float32 var_101 = -0.37;
    const wp::float32 var_102 = -1.55;
    wp::vec_t<3, wp::float32> var_103;
    wp::mat_t<3, 3, wp::float32> var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    wp::vec_t<3, wp::float32> var_107;
    wp::float32 var_108;
    wp::float32 var_109;
    wp::float32 var_110;
    wp::mat_t<3, 3, wp::float32> var_111;
    wp::float32 var_112;
    bool var_113;
    const wp::int32 var_114 = 3;
    wp::mat_t<3, 3, wp::float32> var_115;
    const wp::float32 var_116 = -0.629;
    wp::mat_t<3, 3, wp::float32> var_117;
    wp::float32 var_118;
    bool var_119;
    const wp::float32 var_120 = 0.3;
    wp::float32 var_121;
    wp::float32 var_122;
    wp::float32 var_123;
    wp::float32 var_124;
    const wp::float32 var_125 = -0.429;
    const wp::float32 var_126 = -1.882;
    wp::vec_t<2, wp::float32> var_127;
    wp::vec_t<2, wp::float32> var_128;
    wp::float32 var_129;
    wp::float32 var_130;
    wp::float32 var_131;
    const wp::int32 var_132 = 2;
    const wp::float32 var_133 = -0.317;
    const wp::float32 var_134 = -1.022;
    const wp::float32 var_135 = 1.613;
    wp::vec_t<3, wp::float32> var_136;
    wp::mat_t<3, 3, wp::float32> var_137;
    wp::vec_t<3, wp::float32> var_138;
    const wp::float32 var_139 = 0.495;
    wp::float32 var_140;
    const wp::float32 var_141 = 1.0;
    wp::float32 var_142;
    wp::vec_t<3, wp::float32> var_143;
    wp::float32 var_144;
    wp::float32 var_145;
    wp::float32 var_146;
    wp::float32 var_147;
    bool var_148;
    wp::float32 var_149;
    bool var_150;
    wp::float32 var_151;
    wp::float32 var_152;
    wp::float32 var_153;
    const wp::float32 var_154 = 0.7;
    wp::float32 var_155;
    wp::float32 var_156;
    wp::float32 var_157;
    wp::float32 var_158;
    wp::float32 var_159;
    wp::vec_t<3, wp::float32> var_160;
    const wp::float32 var_161 = 1.32;
    wp::vec_t<3, wp::float32> var_162;
    wp::vec_t<3, wp::float32> var_163;
    const wp::float32 var_164 = 0.1;
    const wp::float32 var_165 = -0.37;
    const wp::float32 var_166 = -1.55;
    wp::vec_t<3, wp::float32> var_167;
    wp::mat_t<3, 3, wp::float32> var_168;
    wp::float32 var_169;
    wp::float32 var_170;
    wp::vec_t<3, wp::float32> var_171;
    wp::float32 var_172;
    wp::float32 var_173;
    wp::float32 var_174;
    wp::mat_t<3, 3, wp::float32> var_175;
    wp::float32 var_176;
    bool var_177;
    const wp::int32 var_178 = 3;
    wp::mat_t<3, 3, wp::float32> var_179;
    const wp::float32 var_180 = -0.629;
    wp::mat_t<3, 3, wp::float32> var_181;
    wp::float32 var_182;
    bool var_183;
    const wp::float32 var_184 = 0.3;
    wp::float32 var_185;
    wp::float32 var_186;
    wp::float32 var_187;
    wp::float32 var_188;
    const wp::float32 var_189 = -0.429;
    const wp::float32 var_190 = -1.882;
    wp::vec_t<2, wp::float32> var_191;
    wp::vec_t<2, wp::float32> var_192;
    wp::float32 var_193;
    wp::float32 var_194;
    wp::float32 var_195;
    const wp::float32 var_196 = 1.8;
    wp::float32 var_197;
    const wp::float32 var_198 = 1.57;
    const wp::float32 var_199 = -1.76;
    const wp::float32 var_200 = 0.03;
    wp::vec_t<3, wp::float32> var_201;
    wp::mat_t<3, 3, wp::float32> var_202;
    wp::float32 var_203;
    bool var_204;
    const wp::int32 var_205 = 3;
    wp::mat_t<3, 3, wp::float32> var_206;
    const wp::float32 var_207 = 1.976;
    wp::mat_t<3, 3, wp::float32> var_208;
    wp::float32 var_209;
    wp::float32 var_210;
    wp::float32 var_211;
    wp::float32 var_212;
    wp::float32 var_213;
    const wp::float32 var_214 = 1.0;
    wp::float32 var_215;
    const wp::float32 var_216 = -2.0;
    const wp::float32 var_217 = 2.0;
    wp::float32 var_218;
    wp::float32 var_219;
    const wp::float32 var_220 = -1.98;
    const wp::float32 var_221 = 0.17;
    wp::float32 var_222;
    wp::float32 var_223;
    wp::float32 var_224;
    wp::float32 var_225;
    wp::float32 var_226;
    wp::float32 var_227;
    const wp::float32 var_228 = 1.0;
    wp::float32 var_229;
    wp::float32 var_230;
    const wp::float32 var_231 = -0.605;
    wp::vec_t<3, wp::float32> var_232;
    const wp::float32 var_233 = 0.0;
    const wp::float32 var_234 = 0.0;
    const wp::float32 var_235 = 2.5;
    wp::vec_t<3, wp::float32> var_236;
    wp::vec_t<3, wp::float32> var_237;
    wp::vec_t<3, wp::float32> var_238;
    wp::quat_t<wp::float32> var_239;
    const wp::int32 var_240 = 0;
    wp::float32 var_241;
    wp::vec_t<2, wp::float32> var_242;
    wp::float32 var_243;
    wp::float32 var_244;
    const wp::int32 var_245 = 5;
    wp::int32 var_246;
    wp::shape_t* var_247;
    const wp::int32 var_248 = 0;
    wp::int32 var_249;
    wp::shape_t var_250;
    wp::int32 var_251;
    wp::float32 var_252;
    wp::float32 var_253;
    const wp::int32 var_254 = 0;
    wp::float32 var_255;
    const wp::float32 var_256 = -0.3;
    const wp::float32 var_257 = -0.9;
    const wp::float32 var_258 = 0.2;
    wp::vec_t<3, wp::float32> var_259;
    wp::mat_t<3, 3, wp::float32> var_260;
    wp::float32 var_261;
    wp::float32 var_262;
    const wp::float32 var_263 = 1.0;
    wp::float32 var_264;
    wp::float32 var_265;
    wp::float32 var_266;
    wp::float32 var_267;
    const wp::int32 var_268 = 1;
    wp::float32 var_269;
    const wp::float32 var_270 = -0.3;
    const wp::float32 var_271 = -0.9;
    const wp::float32 var_272 = 0.2;
    wp::vec_t<3, wp::float32> var_273;
    wp::mat_t<3, 3, wp::float32> var_274;
    wp::float32 var_275;
    wp::float32 var_276;
    const wp::float32 var_277 = 1.0;
    wp::float32 var_278;
    wp::float32 var_279;
    wp::float32 var_280;
    wp::float32 var_281;
    const wp::int32 var_282 = 2;
    wp::float32 var_283;
    const wp::float32 var_284 = -0.3;
    const wp::float32 var_285 = -0.9;
    const wp::float32 var_286 = 0.2;
    wp::vec_t<3, wp::float32> var_287;
    wp::mat_t<3, 3, wp::float32> var_288;
    wp::float32 var_289;
    wp::float32 var_290;
    const wp::float32 var_291 = 1.0;
    wp::float32 var_292;
    wp::float32 var_293;
    wp::float32 var_294;
    wp::float32 var_295;
    const wp::int32 var_296 = 1;
    wp::float32 var_297;
    const wp::float32 var_298 = 1.2;
    const wp::float32 var_299 = -0.8;
    wp::vec_t<2, wp::float32> var_300;
    const wp::float32 var_301 = 0.22;
    const wp::float32 var_302 = -1.869;
    wp::vec_t<2, wp::float32> var_303;
    wp::float32 var_304;
    wp::vec_t<2, wp::float32> var_305;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::mat_t<3, 3, wp::float32> adj_12 = {};
    wp::vec_t<3, wp::float32> adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    bool adj_23 = {};
    wp::float32 adj_24 = {};
    bool adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::vec_t<3, wp::float32> adj_35 = {};
    wp::float32 adj_36 = {};
    wp::vec_t<3, wp::float32> adj_37 = {};
    wp::vec_t<3, wp::float32> adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::vec_t<3, wp::float32> adj_42 = {};
    wp::mat_t<3, 3, wp::float32> adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::vec_t<3, wp::float32> adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    bool adj_50 = {};
    wp::int32 adj_51 = {};
    wp::mat_t<3, 3, wp::float32> adj_52 = {};
    wp::float32 adj_53 = {};
    wp::mat_t<3, 3, wp::float32> adj_54 = {};
    wp::float32 adj_55 = {};
    bool adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::vec_t<2, wp::float32> adj_64 = {};
    wp::vec_t<2, wp::float32> adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::int32 adj_68 = {};
    wp::float32 adj_69 = {};
    wp::float32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::vec_t<3, wp::float32> adj_72 = {};
    wp::mat_t<3, 3, wp::float32> adj_73 = {};
    wp::vec_t<3, wp::float32> adj_74 = {};
    wp::float32 adj_75 = {};
    wp::float32 adj_76 = {};
    wp::float32 adj_77 = {};
    wp::float32 adj_78 = {};
    wp::vec_t<3, wp::float32> adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    bool adj_84 = {};
    wp::float32 adj_85 = {};
    bool adj_86 = {};
    wp::float32 adj_87 = {};
    wp::float32 adj_88 = {};
    wp::float32 adj_89 = {};
    wp::float32 adj_90 = {};
    wp::float32 adj_91 = {};
    wp::float32 adj_92 = {};
    wp::float32 adj_93 = {};
    wp::float32 adj_94 = {};
    wp::float32 adj_95 = {};
    wp::vec_t<3, wp::float32> adj_96 = {};
    wp::float32 adj_97 = {};
    wp::vec_t<3, wp::float32> adj_98 = {};
    wp::vec_t<3, wp::float32> adj_99 = {};
    wp::float32 adj_100 = {};
    wp::float32 adj_101 = {};
    wp::float32 adj_102 = {};
    wp::vec_t<3, wp::float32> adj_103 = {};
    wp::mat_t<3, 3, wp::float32> adj_104 = {};
    wp::float32 adj_105 = {};
    wp::float32 adj_106 = {};
    wp::vec_t<3, wp::float32> adj_107 = {};
    wp::float32 adj_108 = {};
    wp::float32 adj_109 = {};
    wp::float32 adj_110 = {};
    wp::mat_t<3, 3, wp::float32> adj_111 = {};
    wp::float32 adj_112 = {};
    bool adj_113 = {};
    wp::int32 adj_114 = {};
    wp::mat_t<3, 3, wp::float32> adj_115 = {};
    wp::float32 adj_116 = {};
    wp::mat_t<3, 3, wp::float32> adj_117 = {};
    wp::float32 adj_118 = {};
    bool adj_119 = {};
    wp::float32 adj_120 = {};
    wp::float32 adj_121 = {};
    wp::float32 adj_122 = {};
    wp::float32 adj_123 = {};
    wp::float32 adj_124 = {};
    wp::float32 adj_125 = {};
    wp::float32 adj_126 = {};
    wp::vec_t<2, wp::float32> adj_127 = {};
    wp::vec_t<2, wp::float32> adj_128 = {};
    wp::float32 adj_129 = {};
    wp::float32 adj_130 = {};
    wp::float32 adj_131 = {};
    wp::int32 adj_132 = {};
    wp::float32 adj_133 = {};
    wp::float32 adj_134 = {};
    wp::float32 adj_135 = {};
    wp::vec_t<3, wp::float32> adj_136 = {};
    wp::mat_t<3, 3, wp::float32> adj_137 = {};
    wp::vec_t<3, wp::float32> adj_138 = {};
    wp::float32 adj_139 = {};
    wp::float32 adj_140 = {};
    wp::float32 adj_141 = {};
    wp::float32 adj_142 = {};
    wp::vec_t<3, wp::float32> adj_143 = {};
    wp::float32 adj_144 = {};
    wp::float32 adj_145 = {};
    wp::float32 adj_146 = {};
    wp::float32 adj_147 = {};
    bool adj_148 = {};
    wp::float32 adj_149 = {};
    bool adj_150 = {};
    wp::float32 adj_151 = {};
    wp::float32 adj_152 = {};
    wp::float32 adj_153 = {};
    wp::float32 adj_154 = {};
    wp::float32 adj_155 = {};
    wp::float32 adj_156 = {};
    wp::float32 adj_157 = {};
    wp::float32 adj_158 = {};
    wp::float32 adj_159 = {};
    wp::vec_t<3, wp::float32> adj_160 = {};
    wp::float32 adj_161 = {};
    wp::vec_t<3, wp::float32> adj_162 = {};
    wp::vec_t<3, wp::float32> adj_163 = {};
    wp::float32 adj_164 = {};
    wp::float32 adj_165 = {};
    wp::float32 adj_166 = {};
    wp::vec_t<3, wp::float32> adj_167 = {};
    wp::mat_t<3, 3, wp::float32> adj_168 = {};
    wp::float32 adj_169 = {};
    wp::float32 adj_170 = {};
    wp::vec_t<3, wp::float32> adj_171 = {};
    wp::float32 adj_172 = {};
    wp::float32 adj_173 = {};
    wp::float32 adj_174 = {};
    wp::mat_t<3, 3, wp::float32> adj_175 = {};
    wp::float32 adj_176 = {};
    bool adj_177 = {};
    wp::int32 adj_178 = {};
    wp::mat_t<3, 3, wp::float32> adj_179 = {};
    wp::float32 adj_180 = {};
    wp::mat_t<3, 3, wp::float32> adj_181 = {};
    wp::float32 adj_182 = {};
    bool adj_183 = {};
    wp::float32 adj_184 = {};
    wp::float32 adj_185 = {};
    wp::float32 adj_186 = {};
    wp::float32 adj_187 = {};
    wp::float32 adj_188 = {};
    wp::float32 adj_189 = {};
    wp::float32 adj_190 = {};
    wp::vec_t<2, wp::float32> adj_191 = {};
    wp::vec_t<2, wp::float32> adj_192 = {};
    wp::float32 adj_193 = {};
    wp::float32 adj_194 = {};
    wp::float32 adj_195 = {};
    wp::float32 adj_196 = {};
    wp::float32 adj_197 = {};
    wp::float32 adj_198 = {};
    wp::float32 adj_199 = {};
    wp::float32 adj_200 = {};
    wp::vec_t<3, wp::float32> adj_201 = {};
    wp::mat_t<3, 3, wp::float32> adj_202 = {};
    wp::float32 adj_203 = {};
    bool adj_204 = {};
    wp::int32 adj_205 = {};
    wp::mat_t<3, 3, wp::float32> adj_206 = {};
    wp::float32 adj_207 = {};
    wp::mat_t<3, 3, wp::float32> adj_208 = {};
    wp::float32 adj_209 = {};
    wp::float32 adj_210 = {};
    wp::float32 adj_211 = {};
    wp::float32 adj_212 = {};
    wp::float32 adj_213 = {};
    wp::float32 adj_214 = {};
    wp::float32 adj_215 = {};
    wp::float32 adj_216 = {};
    wp::float32 adj_217 = {};
    wp::float32 adj_218 = {};
    wp::float32 adj_219 = {};
    wp::float32 adj_220 = {};
    wp::float32 adj_221 = {};
    wp::float32 adj_222 = {};
    wp::float32 adj_223 = {};
    wp::float32 adj_224 = {};
    wp::float32 adj_225 = {};
    wp::float32 adj_226 = {};
    wp::float32 adj_227 = {};
    wp::float32 adj_228 = {};
    wp::float32 adj_229 = {};
    wp::float32 adj_230 = {};
    wp::float32 adj_231 = {};
    wp::vec_t<3, wp::float32> adj_232 = {};
    wp::float32 adj_233 = {};
    wp::float32 adj_234 = {};
    wp::float32 adj_235 = {};
    wp::vec_t<3, wp::float32> adj_236 = {};
    wp::vec_t<3, wp::float32> adj_237 = {};
    wp::vec_t<3, wp::float32> adj_238 = {};
    wp::quat_t<wp::float32> adj_239 = {};
    wp::int32 adj_240 = {};
    wp::float32 adj_241 = {};
    wp::vec_t<2, wp::float32> adj_242 = {};
    wp::float32 adj_243 = {};
    wp::float32 adj_244 = {};
    wp::int32 adj_245 = {};
    wp::int32 adj_246 = {};
    wp::shape_t adj_247 = {};
    wp::int32 adj_248 = {};
    wp::int32 adj_249 = {};
    wp::shape_t adj_250 = {};
    wp::int32 adj_251 = {};
    wp::float32 adj_252 = {};
    wp::float32 adj_253 = {};
    wp::int32 adj_254 = {};
    wp::float32 adj_255 = {};
    wp::float32 adj_256 = {};
    wp::float32 adj_257 = {};
    wp::float32 adj_258 = {};
    wp::vec_t<3, wp::float32> adj_259 = {};
    wp::mat_t<3, 3, wp::float32> adj_260 = {};
    wp::float32 adj_261 = {};
    wp::float32 adj_262 = {};
    wp::float32 adj_263 = {};
    wp::float32 adj_264 = {};
    wp::float32 adj_265 = {};
    wp::float32 adj_266 = {};
    wp::float32 adj_267 = {};
    wp::int32 adj_268 = {};
    wp::float32 adj_269 = {};
    wp::float32 adj_270 = {};
    wp::float32 adj_271 = {};
    wp::float32 adj_272 = {};
    wp::vec_t<3, wp::float32> adj_273 = {};
    wp::mat_t<3, 3, wp::float32> adj_274 = {};
    wp::float32 adj_275 = {};
    wp::float32 adj_276 = {};
    wp::float32 adj_277 = {};
    wp::float32 adj_278 = {};
    wp::float32 adj_279 = {};
    wp::float32 adj_280 = {};
    wp::float32 adj_281 = {};
    wp::int32 adj_282 = {};
    wp::float32 adj_283 = {};
    wp::float32 adj_284 = {};
    wp::float32 adj_285 = {};
    wp::float32 adj_286 = {};
    wp::vec_t<3, wp::float32> adj_287 = {};
    wp::mat_t<3, 3, wp::float32> adj_288 = {};
    wp::float32 adj_289 = {};
    wp::float32 adj_290 = {};
    wp::float32 adj_291 = {};
    wp::float32 adj_292 = {};
    wp::float32 adj_293 = {};
    wp::float32 adj_294 = {};
    wp::float32 adj_295 = {};
    wp::int32 adj_296 = {};
    wp::float32 adj_297 = {};
    wp::float32 adj_298 = {};
    wp::float32 adj_299 = {};
    wp::vec_t<2, wp::float32> adj_300 = {};
    wp::float32 adj_301 = {};
    wp::float32 adj_302 = {};
    wp::vec_t<2, wp::float32> adj_303 = {};
    wp::float32 adj_304 = {};
    wp::vec_t<2, wp::float32> adj_305 = {};
    //---------
    // forward
    // def combined_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), s0: wp.vec3, s1: float, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2)):       <L 5>
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
    // for j2 in range(3):                                                                    <L 9>
    // v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ s0), (s0 / (wp.abs(0.495) + 1.0))))       <L 10>
    var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
    var_12 = wp::diag(var_11);
    var_13 = wp::mul(var_12, var_s0);
    var_15 = wp::abs(var_14);
    var_17 = wp::add(var_15, var_16);
    var_18 = wp::div(var_s0, var_17);
    var_19 = wp::dot(var_13, var_18);
    var_20 = wp::sin(var_19);
    var_21 = wp::add(var_2, var_20);
    // if (s1 + v1) > (s1 if v0 <= v0 else s1):                                               <L 11>
    var_22 = wp::add(var_s1, var_5);
    var_23 = (var_21 <= var_21);
    if (var_23) {
    }
    if (!var_23) {
    }
    var_24 = wp::where(var_23, var_s1, var_s1);
    var_25 = (var_22 > var_24);
    if (var_25) {
        // v1 += wp.tanh(float(j2))                                                           <L 12>
        var_26 = wp::float(var_7);
        var_27 = wp::tanh(var_26);
        var_28 = wp::add(var_5, var_27);
        // s1 = s1 + wp.tanh(((0.7 - v0) + s1))                                               <L 13>
        var_30 = wp::sub(var_29, var_21);
        var_31 = wp::add(var_30, var_s1);
        var_32 = wp::tanh(var_31);
        var_33 = wp::add(var_s1, var_32);
        // v3 = float(j2)                                                                     <L 14>
        var_34 = wp::float(var_7);
    }
    if (!var_25) {
        // s0 = s0 + wp.normalize(s0) * 1.32                                                  <L 16>
        var_35 = wp::normalize(var_s0);
        var_37 = wp::mul(var_35, var_36);
        var_38 = wp::add(var_s0, var_37);
        // v4 = wp.diag(wp.vec3(0.1, -0.37, -1.55))                                           <L 17>
        var_42 = wp::vec_t<3, wp::float32>(var_39, var_40, var_41);
        var_43 = wp::diag(var_42);
        // s1 += wp.tanh(v1)                                                                  <L 18>
        var_44 = wp::tanh(var_5);
        var_45 = wp::add(var_s1, var_44);
    }
    var_46 = wp::where(var_25, var_s0, var_38);
    var_47 = wp::where(var_25, var_33, var_45);
    var_48 = wp::where(var_25, var_28, var_5);
    // if (v0 - s1) >= v0:                                                                    <L 19>
    var_49 = wp::sub(var_21, var_47);
    var_50 = (var_49 >= var_21);
    if (var_50) {
        // v0 = v0 + wp.sin((wp.determinant(wp.identity(n=3, dtype=float) * -0.629) * (v1 if s1 < v1 else 0.3)))       <L 20>
        var_52 = wp::identity<3, wp::float32>();
        var_54 = wp::mul(var_52, var_53);
        var_55 = wp::determinant(var_54);
        var_56 = (var_47 < var_48);
        if (var_56) {
        }
        if (!var_56) {
        }
        var_58 = wp::where(var_56, var_48, var_57);
        var_59 = wp::mul(var_55, var_58);
        var_60 = wp::sin(var_59);
        var_61 = wp::add(var_21, var_60);
        // v5 = wp.length_sq(wp.normalize(wp.vec2(-0.429, -1.882)))                           <L 21>
        var_64 = wp::vec_t<2, wp::float32>(var_62, var_63);
        var_65 = wp::normalize(var_64);
        var_66 = wp::length_sq(var_65);
    }
    var_67 = wp::where(var_50, var_61, var_21);
    // v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ s0), (s0 / (wp.abs(0.495) + 1.0))))       <L 10>
    var_72 = wp::vec_t<3, wp::float32>(var_69, var_70, var_71);
    var_73 = wp::diag(var_72);
    var_74 = wp::mul(var_73, var_46);
    var_76 = wp::abs(var_75);
    var_78 = wp::add(var_76, var_77);
    var_79 = wp::div(var_46, var_78);
    var_80 = wp::dot(var_74, var_79);
    var_81 = wp::sin(var_80);
    var_82 = wp::add(var_67, var_81);
    // if (s1 + v1) > (s1 if v0 <= v0 else s1):                                               <L 11>
    var_83 = wp::add(var_47, var_48);
    var_84 = (var_82 <= var_82);
    if (var_84) {
    }
    if (!var_84) {
    }
    var_85 = wp::where(var_84, var_47, var_47);
    var_86 = (var_83 > var_85);
    if (var_86) {
        // v1 += wp.tanh(float(j2))                                                           <L 12>
        var_87 = wp::float(var_68);
        var_88 = wp::tanh(var_87);
        var_89 = wp::add(var_48, var_88);
        // s1 = s1 + wp.tanh(((0.7 - v0) + s1))                                               <L 13>
        var_91 = wp::sub(var_90, var_82);
        var_92 = wp::add(var_91, var_47);
        var_93 = wp::tanh(var_92);
        var_94 = wp::add(var_47, var_93);
        // v3 = float(j2)                                                                     <L 14>
        var_95 = wp::float(var_68);
    }
    if (!var_86) {
        // s0 = s0 + wp.normalize(s0) * 1.32                                                  <L 16>
        var_96 = wp::normalize(var_46);
        var_98 = wp::mul(var_96, var_97);
        var_99 = wp::add(var_46, var_98);
        // v4 = wp.diag(wp.vec3(0.1, -0.37, -1.55))                                           <L 17>
        var_103 = wp::vec_t<3, wp::float32>(var_100, var_101, var_102);
        var_104 = wp::diag(var_103);
        // s1 += wp.tanh(v1)                                                                  <L 18>
        var_105 = wp::tanh(var_48);
        var_106 = wp::add(var_47, var_105);
    }
    var_107 = wp::where(var_86, var_46, var_99);
    var_108 = wp::where(var_86, var_94, var_106);
    var_109 = wp::where(var_86, var_89, var_48);
    var_110 = wp::where(var_86, var_95, var_34);
    var_111 = wp::where(var_86, var_43, var_104);
    // if (v0 - s1) >= v0:                                                                    <L 19>
    var_112 = wp::sub(var_82, var_108);
    var_113 = (var_112 >= var_82);
    if (var_113) {
        // v0 = v0 + wp.sin((wp.determinant(wp.identity(n=3, dtype=float) * -0.629) * (v1 if s1 < v1 else 0.3)))       <L 20>
        var_115 = wp::identity<3, wp::float32>();
        var_117 = wp::mul(var_115, var_116);
        var_118 = wp::determinant(var_117);
        var_119 = (var_108 < var_109);
        if (var_119) {
        }
        if (!var_119) {
        }
        var_121 = wp::where(var_119, var_109, var_120);
        var_122 = wp::mul(var_118, var_121);
        var_123 = wp::sin(var_122);
        var_124 = wp::add(var_82, var_123);
        // v5 = wp.length_sq(wp.normalize(wp.vec2(-0.429, -1.882)))                           <L 21>
        var_127 = wp::vec_t<2, wp::float32>(var_125, var_126);
        var_128 = wp::normalize(var_127);
        var_129 = wp::length_sq(var_128);
    }
    var_130 = wp::where(var_113, var_124, var_82);
    var_131 = wp::where(var_113, var_129, var_66);
    // v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ s0), (s0 / (wp.abs(0.495) + 1.0))))       <L 10>
    var_136 = wp::vec_t<3, wp::float32>(var_133, var_134, var_135);
    var_137 = wp::diag(var_136);
    var_138 = wp::mul(var_137, var_107);
    var_140 = wp::abs(var_139);
    var_142 = wp::add(var_140, var_141);
    var_143 = wp::div(var_107, var_142);
    var_144 = wp::dot(var_138, var_143);
    var_145 = wp::sin(var_144);
    var_146 = wp::add(var_130, var_145);
    // if (s1 + v1) > (s1 if v0 <= v0 else s1):                                               <L 11>
    var_147 = wp::add(var_108, var_109);
    var_148 = (var_146 <= var_146);
    if (var_148) {
    }
    if (!var_148) {
    }
    var_149 = wp::where(var_148, var_108, var_108);
    var_150 = (var_147 > var_149);
    if (var_150) {
        // v1 += wp.tanh(float(j2))                                                           <L 12>
        var_151 = wp::float(var_132);
        var_152 = wp::tanh(var_151);
        var_153 = wp::add(var_109, var_152);
        // s1 = s1 + wp.tanh(((0.7 - v0) + s1))                                               <L 13>
        var_155 = wp::sub(var_154, var_146);
        var_156 = wp::add(var_155, var_108);
        var_157 = wp::tanh(var_156);
        var_158 = wp::add(var_108, var_157);
        // v3 = float(j2)                                                                     <L 14>
        var_159 = wp::float(var_132);
    }
    if (!var_150) {
        // s0 = s0 + wp.normalize(s0) * 1.32                                                  <L 16>
        var_160 = wp::normalize(var_107);
        var_162 = wp::mul(var_160, var_161);
        var_163 = wp::add(var_107, var_162);
        // v4 = wp.diag(wp.vec3(0.1, -0.37, -1.55))                                           <L 17>
        var_167 = wp::vec_t<3, wp::float32>(var_164, var_165, var_166);
        var_168 = wp::diag(var_167);
        // s1 += wp.tanh(v1)                                                                  <L 18>
        var_169 = wp::tanh(var_109);
        var_170 = wp::add(var_108, var_169);
    }
    var_171 = wp::where(var_150, var_107, var_163);
    var_172 = wp::where(var_150, var_158, var_170);
    var_173 = wp::where(var_150, var_153, var_109);
    var_174 = wp::where(var_150, var_159, var_110);
    var_175 = wp::where(var_150, var_111, var_168);
    // if (v0 - s1) >= v0:                                                                    <L 19>
    var_176 = wp::sub(var_146, var_172);
    var_177 = (var_176 >= var_146);
    if (var_177) {
        // v0 = v0 + wp.sin((wp.determinant(wp.identity(n=3, dtype=float) * -0.629) * (v1 if s1 < v1 else 0.3)))       <L 20>
        var_179 = wp::identity<3, wp::float32>();
        var_181 = wp::mul(var_179, var_180);
        var_182 = wp::determinant(var_181);
        var_183 = (var_172 < var_173);
        if (var_183) {
        }
        if (!var_183) {
        }
        var_185 = wp::where(var_183, var_173, var_184);
        var_186 = wp::mul(var_182, var_185);
        var_187 = wp::sin(var_186);
        var_188 = wp::add(var_146, var_187);
        // v5 = wp.length_sq(wp.normalize(wp.vec2(-0.429, -1.882)))                           <L 21>
        var_191 = wp::vec_t<2, wp::float32>(var_189, var_190);
        var_192 = wp::normalize(var_191);
        var_193 = wp::length_sq(var_192);
    }
    var_194 = wp::where(var_177, var_188, var_146);
    var_195 = wp::where(var_177, var_193, var_131);
    // if (1.8 + s1) <= wp.trace(wp.diag(wp.vec3(1.57, -1.76, 0.03))):                        <L 22>
    var_197 = wp::add(var_196, var_172);
    var_201 = wp::vec_t<3, wp::float32>(var_198, var_199, var_200);
    var_202 = wp::diag(var_201);
    var_203 = wp::trace(var_202);
    var_204 = (var_197 <= var_203);
    if (var_204) {
        // v1 = v1 + wp.tanh(wp.rint(wp.trace(wp.identity(n=3, dtype=float) * 1.976)))        <L 23>
        var_206 = wp::identity<3, wp::float32>();
        var_208 = wp::mul(var_206, var_207);
        var_209 = wp::trace(var_208);
        var_210 = wp::rint(var_209);
        var_211 = wp::tanh(var_210);
        var_212 = wp::add(var_173, var_211);
    }
    if (!var_204) {
        // v0 = v0 + wp.sin(wp.clamp(wp.pow(wp.abs(v1) + 1.0, wp.clamp(v0, -2.0, 2.0)), -1.98, 0.17))       <L 25>
        var_213 = wp::abs(var_173);
        var_215 = wp::add(var_213, var_214);
        var_218 = wp::clamp(var_194, var_216, var_217);
        var_219 = wp::pow(var_215, var_218);
        var_222 = wp::clamp(var_219, var_220, var_221);
        var_223 = wp::sin(var_222);
        var_224 = wp::add(var_194, var_223);
        // v6 = wp.vec2((v1 / (wp.abs(wp.step(v0) * v1) + 1.0)), (wp.quat_from_axis_angle(wp.normalize(wp.vec3(-0.605) + wp.vec3(0.0, 0.0, 2.5)), s1)).x)       <L 26>
        var_225 = wp::step(var_224);
        var_226 = wp::mul(var_225, var_173);
        var_227 = wp::abs(var_226);
        var_229 = wp::add(var_227, var_228);
        var_230 = wp::div(var_173, var_229);
        var_232 = wp::vec_t<3, wp::float32>(var_231);
        var_236 = wp::vec_t<3, wp::float32>(var_233, var_234, var_235);
        var_237 = wp::add(var_232, var_236);
        var_238 = wp::normalize(var_237);
        var_239 = wp::quat_from_axis_angle(var_238, var_172);
        var_241 = wp::extract(var_239, var_240);
        var_242 = wp::vec_t<2, wp::float32>(var_230, var_241);
    }
    var_243 = wp::where(var_204, var_194, var_224);
    var_244 = wp::where(var_204, var_212, var_173);
    // wp.atomic_sub(acc0, (tid * 5) % acc0.shape[0], wp.length_sq(s0))                       <L 27>
    var_246 = wp::mul(var_0, var_245);
    var_247 = &(var_acc0.shape);
    var_250 = wp::load(var_247);
    var_249 = wp::extract(var_250, var_248);
    var_251 = wp::mod(var_246, var_249);
    var_252 = wp::length_sq(var_171);
    // var_253 = wp::atomic_sub(var_acc0, var_251, var_252);
    // for j7 in range(3):                                                                    <L 28>
    // v1 = v1 + wp.sin(wp.mod(wp.dot(s0, s0), wp.abs(wp.trace(wp.diag(wp.vec3(-0.3, -0.9, 0.2)))) + 1.0))       <L 29>
    var_255 = wp::dot(var_171, var_171);
    var_259 = wp::vec_t<3, wp::float32>(var_256, var_257, var_258);
    var_260 = wp::diag(var_259);
    var_261 = wp::trace(var_260);
    var_262 = wp::abs(var_261);
    var_264 = wp::add(var_262, var_263);
    var_265 = wp::mod(var_255, var_264);
    var_266 = wp::sin(var_265);
    var_267 = wp::add(var_244, var_266);
    var_269 = wp::dot(var_171, var_171);
    var_273 = wp::vec_t<3, wp::float32>(var_270, var_271, var_272);
    var_274 = wp::diag(var_273);
    var_275 = wp::trace(var_274);
    var_276 = wp::abs(var_275);
    var_278 = wp::add(var_276, var_277);
    var_279 = wp::mod(var_269, var_278);
    var_280 = wp::sin(var_279);
    var_281 = wp::add(var_267, var_280);
    var_283 = wp::dot(var_171, var_171);
    var_287 = wp::vec_t<3, wp::float32>(var_284, var_285, var_286);
    var_288 = wp::diag(var_287);
    var_289 = wp::trace(var_288);
    var_290 = wp::abs(var_289);
    var_292 = wp::add(var_290, var_291);
    var_293 = wp::mod(var_283, var_292);
    var_294 = wp::sin(var_293);
    var_295 = wp::add(var_281, var_294);
    // out0[tid] = wp.vec2(float(1), wp.dot(wp.vec2(1.2, -0.8), wp.vec2(0.22, -1.869)))       <L 30>
    var_297 = wp::float(var_296);
    var_300 = wp::vec_t<2, wp::float32>(var_298, var_299);
    var_303 = wp::vec_t<2, wp::float32>(var_301, var_302);
    var_304 = wp::dot(var_300, var_303);
    var_305 = wp::vec_t<2, wp::float32>(var_297, var_304);
    // wp::array_store(var_out0, var_0, var_305);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_305, adj_out0, adj_0, adj_305);
    wp::adj_vec_t(var_297, var_304, adj_297, adj_304, adj_305);
    wp::adj_dot(var_300, var_303, adj_300, adj_303, adj_304);
    wp::adj_vec_t(var_301, var_302, adj_301, adj_302, adj_303);
    wp::adj_vec_t(var_298, var_299, adj_298, adj_299, adj_300);
    wp::adj_float(var_296, adj_296, adj_297);
    // adj: out0[tid] = wp.vec2(float(1), wp.dot(wp.vec2(1.2, -0.8), wp.vec2(0.22, -1.869)))  <L 30>
    wp::adj_add(var_281, var_294, adj_281, adj_294, adj_295);
    wp::adj_sin(var_293, adj_293, adj_294);
    wp::adj_mod(var_283, var_292, adj_283, adj_292, adj_293);
    wp::adj_add(var_290, var_291, adj_290, adj_291, adj_292);
    wp::adj_abs(var_289, adj_289, adj_290);
    wp::adj_trace(var_288, adj_288, adj_289);
    wp::adj_diag(var_287, adj_287, adj_288);
    wp::adj_vec_t(var_284, var_285, var_286, adj_284, adj_285, adj_286, adj_287);
    wp::adj_dot(var_171, var_171, adj_171, adj_171, adj_283);
    wp::adj_add(var_267, var_280, adj_267, adj_280, adj_281);
    wp::adj_sin(var_279, adj_279, adj_280);
    wp::adj_mod(var_269, var_278, adj_269, adj_278, adj_279);
    wp::adj_add(var_276, var_277, adj_276, adj_277, adj_278);
    wp::adj_abs(var_275, adj_275, adj_276);
    wp::adj_trace(var_274, adj_274, adj_275);
    wp::adj_diag(var_273, adj_273, adj_274);
    wp::adj_vec_t(var_270, var_271, var_272, adj_270, adj_271, adj_272, adj_273);
    wp::adj_dot(var_171, var_171, adj_171, adj_171, adj_269);
    wp::adj_add(var_244, var_266, adj_244, adj_266, adj_267);
    wp::adj_sin(var_265, adj_265, adj_266);
    wp::adj_mod(var_255, var_264, adj_255, adj_264, adj_265);
    wp::adj_add(var_262, var_263, adj_262, adj_263, adj_264);
    wp::adj_abs(var_261, adj_261, adj_262);
    wp::adj_trace(var_260, adj_260, adj_261);
    wp::adj_diag(var_259, adj_259, adj_260);
    wp::adj_vec_t(var_256, var_257, var_258, adj_256, adj_257, adj_258, adj_259);
    wp::adj_dot(var_171, var_171, adj_171, adj_171, adj_255);
    // adj: v1 = v1 + wp.sin(wp.mod(wp.dot(s0, s0), wp.abs(wp.trace(wp.diag(wp.vec3(-0.3, -0.9, 0.2)))) + 1.0))  <L 29>
    // adj: for j7 in range(3):                                                               <L 28>
    wp::adj_atomic_sub(var_acc0, var_251, var_252, adj_acc0, adj_251, adj_252, adj_253);
    wp::adj_length_sq(var_171, adj_171, adj_252);
    wp::adj_mod(var_246, var_249, adj_246, adj_249, adj_251);
    adj_acc0.shape = adj_247;
    wp::adj_mul(var_0, var_245, adj_0, adj_245, adj_246);
    // adj: wp.atomic_sub(acc0, (tid * 5) % acc0.shape[0], wp.length_sq(s0))                  <L 27>
    wp::adj_where(var_204, var_212, var_173, adj_204, adj_212, adj_173, adj_244);
    wp::adj_where(var_204, var_194, var_224, adj_204, adj_194, adj_224, adj_243);
    if (!var_204) {
        wp::adj_vec_t(var_230, var_241, adj_230, adj_241, adj_242);
        wp::adj_extract(var_239, var_240, adj_239, adj_240, adj_241);
        wp::adj_quat_from_axis_angle(var_238, var_172, adj_238, adj_172, adj_239);
        wp::adj_normalize(var_237, var_238, adj_237, adj_238);
        wp::adj_add(var_232, var_236, adj_232, adj_236, adj_237);
        wp::adj_vec_t(var_233, var_234, var_235, adj_233, adj_234, adj_235, adj_236);
        wp::adj_vec_t(var_231, adj_231, adj_232);
        wp::adj_div(var_173, var_229, var_230, adj_173, adj_229, adj_230);
        wp::adj_add(var_227, var_228, adj_227, adj_228, adj_229);
        wp::adj_abs(var_226, adj_226, adj_227);
        wp::adj_mul(var_225, var_173, adj_225, adj_173, adj_226);
        // adj: v6 = wp.vec2((v1 / (wp.abs(wp.step(v0) * v1) + 1.0)), (wp.quat_from_axis_angle(wp.normalize(wp.vec3(-0.605) + wp.vec3(0.0, 0.0, 2.5)), s1)).x)  <L 26>
        wp::adj_add(var_194, var_223, adj_194, adj_223, adj_224);
        wp::adj_sin(var_222, adj_222, adj_223);
        wp::adj_clamp(var_219, var_220, var_221, adj_219, adj_220, adj_221, adj_222);
        wp::adj_pow(var_215, var_218, var_219, adj_215, adj_218, adj_219);
        wp::adj_clamp(var_194, var_216, var_217, adj_194, adj_216, adj_217, adj_218);
        wp::adj_add(var_213, var_214, adj_213, adj_214, adj_215);
        wp::adj_abs(var_173, adj_173, adj_213);
        // adj: v0 = v0 + wp.sin(wp.clamp(wp.pow(wp.abs(v1) + 1.0, wp.clamp(v0, -2.0, 2.0)), -1.98, 0.17))  <L 25>
    }
    if (var_204) {
        wp::adj_add(var_173, var_211, adj_173, adj_211, adj_212);
        wp::adj_tanh(var_210, var_211, adj_210, adj_211);
        wp::adj_trace(var_208, adj_208, adj_209);
        wp::adj_mul(var_206, var_207, adj_206, adj_207, adj_208);
        // adj: v1 = v1 + wp.tanh(wp.rint(wp.trace(wp.identity(n=3, dtype=float) * 1.976)))   <L 23>
    }
    wp::adj_trace(var_202, adj_202, adj_203);
    wp::adj_diag(var_201, adj_201, adj_202);
    wp::adj_vec_t(var_198, var_199, var_200, adj_198, adj_199, adj_200, adj_201);
    wp::adj_add(var_196, var_172, adj_196, adj_172, adj_197);
    // adj: if (1.8 + s1) <= wp.trace(wp.diag(wp.vec3(1.57, -1.76, 0.03))):                   <L 22>
    wp::adj_where(var_177, var_193, var_131, adj_177, adj_193, adj_131, adj_195);
    wp::adj_where(var_177, var_188, var_146, adj_177, adj_188, adj_146, adj_194);
    if (var_177) {
        wp::adj_length_sq(var_192, adj_192, adj_193);
        wp::adj_normalize(var_191, var_192, adj_191, adj_192);
        wp::adj_vec_t(var_189, var_190, adj_189, adj_190, adj_191);
        // adj: v5 = wp.length_sq(wp.normalize(wp.vec2(-0.429, -1.882)))                      <L 21>
        wp::adj_add(var_146, var_187, adj_146, adj_187, adj_188);
        wp::adj_sin(var_186, adj_186, adj_187);
        wp::adj_mul(var_182, var_185, adj_182, adj_185, adj_186);
        wp::adj_where(var_183, var_173, var_184, adj_183, adj_173, adj_184, adj_185);
        if (!var_183) {
        }
        if (var_183) {
        }
        wp::adj_determinant(var_181, adj_181, adj_182);
        wp::adj_mul(var_179, var_180, adj_179, adj_180, adj_181);
        // adj: v0 = v0 + wp.sin((wp.determinant(wp.identity(n=3, dtype=float) * -0.629) * (v1 if s1 < v1 else 0.3)))  <L 20>
    }
    wp::adj_sub(var_146, var_172, adj_146, adj_172, adj_176);
    // adj: if (v0 - s1) >= v0:                                                               <L 19>
    wp::adj_where(var_150, var_111, var_168, adj_150, adj_111, adj_168, adj_175);
    wp::adj_where(var_150, var_159, var_110, adj_150, adj_159, adj_110, adj_174);
    wp::adj_where(var_150, var_153, var_109, adj_150, adj_153, adj_109, adj_173);
    wp::adj_where(var_150, var_158, var_170, adj_150, adj_158, adj_170, adj_172);
    wp::adj_where(var_150, var_107, var_163, adj_150, adj_107, adj_163, adj_171);
    if (!var_150) {
        wp::adj_add(var_108, var_169, adj_108, adj_169, adj_170);
        wp::adj_tanh(var_109, var_169, adj_109, adj_169);
        // adj: s1 += wp.tanh(v1)                                                             <L 18>
        wp::adj_diag(var_167, adj_167, adj_168);
        wp::adj_vec_t(var_164, var_165, var_166, adj_164, adj_165, adj_166, adj_167);
        // adj: v4 = wp.diag(wp.vec3(0.1, -0.37, -1.55))                                      <L 17>
        wp::adj_add(var_107, var_162, adj_107, adj_162, adj_163);
        wp::adj_mul(var_160, var_161, adj_160, adj_161, adj_162);
        wp::adj_normalize(var_107, var_160, adj_107, adj_160);
        // adj: s0 = s0 + wp.normalize(s0) * 1.32                                             <L 16>
    }
    if (var_150) {
        wp::adj_float(var_132, adj_132, adj_159);
        // adj: v3 = float(j2)                                                                <L 14>
        wp::adj_add(var_108, var_157, adj_108, adj_157, adj_158);
        wp::adj_tanh(var_156, var_157, adj_156, adj_157);
        wp::adj_add(var_155, var_108, adj_155, adj_108, adj_156);
        wp::adj_sub(var_154, var_146, adj_154, adj_146, adj_155);
        // adj: s1 = s1 + wp.tanh(((0.7 - v0) + s1))                                          <L 13>
        wp::adj_add(var_109, var_152, adj_109, adj_152, adj_153);
        wp::adj_tanh(var_151, var_152, adj_151, adj_152);
        wp::adj_float(var_132, adj_132, adj_151);
        // adj: v1 += wp.tanh(float(j2))                                                      <L 12>
    }
    wp::adj_where(var_148, var_108, var_108, adj_148, adj_108, adj_108, adj_149);
    if (!var_148) {
    }
    if (var_148) {
    }
    wp::adj_add(var_108, var_109, adj_108, adj_109, adj_147);
    // adj: if (s1 + v1) > (s1 if v0 <= v0 else s1):                                          <L 11>
    wp::adj_add(var_130, var_145, adj_130, adj_145, adj_146);
    wp::adj_sin(var_144, adj_144, adj_145);
    wp::adj_dot(var_138, var_143, adj_138, adj_143, adj_144);
    wp::adj_div(var_107, var_142, adj_107, adj_142, adj_143);
    wp::adj_add(var_140, var_141, adj_140, adj_141, adj_142);
    wp::adj_abs(var_139, adj_139, adj_140);
    wp::adj_mul(var_137, var_107, adj_137, adj_107, adj_138);
    wp::adj_diag(var_136, adj_136, adj_137);
    wp::adj_vec_t(var_133, var_134, var_135, adj_133, adj_134, adj_135, adj_136);
    // adj: v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ s0), (s0 / (wp.abs(0.495) + 1.0))))  <L 10>
    wp::adj_where(var_113, var_129, var_66, adj_113, adj_129, adj_66, adj_131);
    wp::adj_where(var_113, var_124, var_82, adj_113, adj_124, adj_82, adj_130);
    if (var_113) {
        wp::adj_length_sq(var_128, adj_128, adj_129);
        wp::adj_normalize(var_127, var_128, adj_127, adj_128);
        wp::adj_vec_t(var_125, var_126, adj_125, adj_126, adj_127);
        // adj: v5 = wp.length_sq(wp.normalize(wp.vec2(-0.429, -1.882)))                      <L 21>
        wp::adj_add(var_82, var_123, adj_82, adj_123, adj_124);
        wp::adj_sin(var_122, adj_122, adj_123);
        wp::adj_mul(var_118, var_121, adj_118, adj_121, adj_122);
        wp::adj_where(var_119, var_109, var_120, adj_119, adj_109, adj_120, adj_121);
        if (!var_119) {
        }
        if (var_119) {
        }
        wp::adj_determinant(var_117, adj_117, adj_118);
        wp::adj_mul(var_115, var_116, adj_115, adj_116, adj_117);
        // adj: v0 = v0 + wp.sin((wp.determinant(wp.identity(n=3, dtype=float) * -0.629) * (v1 if s1 < v1 else 0.3)))  <L 20>
    }
    wp::adj_sub(var_82, var_108, adj_82, adj_108, adj_112);
    // adj: if (v0 - s1) >= v0:                                                               <L 19>
    wp::adj_where(var_86, var_43, var_104, adj_86, adj_43, adj_104, adj_111);
    wp::adj_where(var_86, var_95, var_34, adj_86, adj_95, adj_34, adj_110);
    wp::adj_where(var_86, var_89, var_48, adj_86, adj_89, adj_48, adj_109);
    wp::adj_where(var_86, var_94, var_106, adj_86, adj_94, adj_106, adj_108);
    wp::adj_where(var_86, var_46, var_99, adj_86, adj_46, adj_99, adj_107);
    if (!var_86) {
        wp::adj_add(var_47, var_105, adj_47, adj_105, adj_106);
        wp::adj_tanh(var_48, var_105, adj_48, adj_105);
        // adj: s1 += wp.tanh(v1)                                                             <L 18>
        wp::adj_diag(var_103, adj_103, adj_104);
        wp::adj_vec_t(var_100, var_101, var_102, adj_100, adj_101, adj_102, adj_103);
        // adj: v4 = wp.diag(wp.vec3(0.1, -0.37, -1.55))                                      <L 17>
        wp::adj_add(var_46, var_98, adj_46, adj_98, adj_99);
        wp::adj_mul(var_96, var_97, adj_96, adj_97, adj_98);
        wp::adj_normalize(var_46, var_96, adj_46, adj_96);
        // adj: s0 = s0 + wp.normalize(s0) * 1.32                                             <L 16>
    }
    if (var_86) {
        wp::adj_float(var_68, adj_68, adj_95);
        // adj: v3 = float(j2)                                                                <L 14>
        wp::adj_add(var_47, var_93, adj_47, adj_93, adj_94);
        wp::adj_tanh(var_92, var_93, adj_92, adj_93);
        wp::adj_add(var_91, var_47, adj_91, adj_47, adj_92);
        wp::adj_sub(var_90, var_82, adj_90, adj_82, adj_91);
        // adj: s1 = s1 + wp.tanh(((0.7 - v0) + s1))                                          <L 13>
        wp::adj_add(var_48, var_88, adj_48, adj_88, adj_89);
        wp::adj_tanh(var_87, var_88, adj_87, adj_88);
        wp::adj_float(var_68, adj_68, adj_87);
        // adj: v1 += wp.tanh(float(j2))                                                      <L 12>
    }
    wp::adj_where(var_84, var_47, var_47, adj_84, adj_47, adj_47, adj_85);
    if (!var_84) {
    }
    if (var_84) {
    }
    wp::adj_add(var_47, var_48, adj_47, adj_48, adj_83);
    // adj: if (s1 + v1) > (s1 if v0 <= v0 else s1):                                          <L 11>
    wp::adj_add(var_67, var_81, adj_67, adj_81, adj_82);
    wp::adj_sin(var_80, adj_80, adj_81);
    wp::adj_dot(var_74, var_79, adj_74, adj_79, adj_80);
    wp::adj_div(var_46, var_78, adj_46, adj_78, adj_79);
    wp::adj_add(var_76, var_77, adj_76, adj_77, adj_78);
    wp::adj_abs(var_75, adj_75, adj_76);
    wp::adj_mul(var_73, var_46, adj_73, adj_46, adj_74);
    wp::adj_diag(var_72, adj_72, adj_73);
    wp::adj_vec_t(var_69, var_70, var_71, adj_69, adj_70, adj_71, adj_72);
    // adj: v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ s0), (s0 / (wp.abs(0.495) + 1.0))))  <L 10>
    wp::adj_where(var_50, var_61, var_21, adj_50, adj_61, adj_21, adj_67);
    if (var_50) {
        wp::adj_length_sq(var_65, adj_65, adj_66);
        wp::adj_normalize(var_64, var_65, adj_64, adj_65);
        wp::adj_vec_t(var_62, var_63, adj_62, adj_63, adj_64);
        // adj: v5 = wp.length_sq(wp.normalize(wp.vec2(-0.429, -1.882)))                      <L 21>
        wp::adj_add(var_21, var_60, adj_21, adj_60, adj_61);
        wp::adj_sin(var_59, adj_59, adj_60);
        wp::adj_mul(var_55, var_58, adj_55, adj_58, adj_59);
        wp::adj_where(var_56, var_48, var_57, adj_56, adj_48, adj_57, adj_58);
        if (!var_56) {
        }
        if (var_56) {
        }
        wp::adj_determinant(var_54, adj_54, adj_55);
        wp::adj_mul(var_52, var_53, adj_52, adj_53, adj_54);
        // adj: v0 = v0 + wp.sin((wp.determinant(wp.identity(n=3, dtype=float) * -0.629) * (v1 if s1 < v1 else 0.3)))  <L 20>
    }
    wp::adj_sub(var_21, var_47, adj_21, adj_47, adj_49);
    // adj: if (v0 - s1) >= v0:                                                               <L 19>
    wp::adj_where(var_25, var_28, var_5, adj_25, adj_28, adj_5, adj_48);
    wp::adj_where(var_25, var_33, var_45, adj_25, adj_33, adj_45, adj_47);
    wp::adj_where(var_25, var_s0, var_38, adj_25, adj_s0, adj_38, adj_46);
    if (!var_25) {
        wp::adj_add(var_s1, var_44, adj_s1, adj_44, adj_45);
        wp::adj_tanh(var_5, var_44, adj_5, adj_44);
        // adj: s1 += wp.tanh(v1)                                                             <L 18>
        wp::adj_diag(var_42, adj_42, adj_43);
        wp::adj_vec_t(var_39, var_40, var_41, adj_39, adj_40, adj_41, adj_42);
        // adj: v4 = wp.diag(wp.vec3(0.1, -0.37, -1.55))                                      <L 17>
        wp::adj_add(var_s0, var_37, adj_s0, adj_37, adj_38);
        wp::adj_mul(var_35, var_36, adj_35, adj_36, adj_37);
        wp::adj_normalize(var_s0, var_35, adj_s0, adj_35);
        // adj: s0 = s0 + wp.normalize(s0) * 1.32                                             <L 16>
    }
    if (var_25) {
        wp::adj_float(var_7, adj_7, adj_34);
        // adj: v3 = float(j2)                                                                <L 14>
        wp::adj_add(var_s1, var_32, adj_s1, adj_32, adj_33);
        wp::adj_tanh(var_31, var_32, adj_31, adj_32);
        wp::adj_add(var_30, var_s1, adj_30, adj_s1, adj_31);
        wp::adj_sub(var_29, var_21, adj_29, adj_21, adj_30);
        // adj: s1 = s1 + wp.tanh(((0.7 - v0) + s1))                                          <L 13>
        wp::adj_add(var_5, var_27, adj_5, adj_27, adj_28);
        wp::adj_tanh(var_26, var_27, adj_26, adj_27);
        wp::adj_float(var_7, adj_7, adj_26);
        // adj: v1 += wp.tanh(float(j2))                                                      <L 12>
    }
    wp::adj_where(var_23, var_s1, var_s1, adj_23, adj_s1, adj_s1, adj_24);
    if (!var_23) {
    }
    if (var_23) {
    }
    wp::adj_add(var_s1, var_5, adj_s1, adj_5, adj_22);
    // adj: if (s1 + v1) > (s1 if v0 <= v0 else s1):                                          <L 11>
    wp::adj_add(var_2, var_20, adj_2, adj_20, adj_21);
    wp::adj_sin(var_19, adj_19, adj_20);
    wp::adj_dot(var_13, var_18, adj_13, adj_18, adj_19);
    wp::adj_div(var_s0, var_17, adj_s0, adj_17, adj_18);
    wp::adj_add(var_15, var_16, adj_15, adj_16, adj_17);
    wp::adj_abs(var_14, adj_14, adj_15);
    wp::adj_mul(var_12, var_s0, adj_12, adj_s0, adj_13);
    wp::adj_diag(var_11, adj_11, adj_12);
    wp::adj_vec_t(var_8, var_9, var_10, adj_8, adj_9, adj_10, adj_11);
    // adj: v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ s0), (s0 / (wp.abs(0.495) + 1.0))))  <L 10>
    // adj: for j2 in range(3):                                                               <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def combined_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), s0: wp.vec3, s1: float, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2)):  <L 5>
    return;
}



struct combined_000001_47b0435c_cpu_block_payload_forward
{
    wp_args_combined_000001_47b0435c* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void combined_000001_47b0435c_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    combined_000001_47b0435c_cpu_block_payload_forward* payload = (combined_000001_47b0435c_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    combined_000001_47b0435c_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void combined_000001_47b0435c_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_combined_000001_47b0435c *_wp_args)
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
        combined_000001_47b0435c_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &combined_000001_47b0435c_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct combined_000001_47b0435c_cpu_block_payload_backward
{
    wp_args_combined_000001_47b0435c* args;
    wp_args_combined_000001_47b0435c* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void combined_000001_47b0435c_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    combined_000001_47b0435c_cpu_block_payload_backward* payload = (combined_000001_47b0435c_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    combined_000001_47b0435c_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void combined_000001_47b0435c_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_combined_000001_47b0435c *_wp_args,
    wp_args_combined_000001_47b0435c *_wp_adj_args)
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
        combined_000001_47b0435c_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &combined_000001_47b0435c_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

