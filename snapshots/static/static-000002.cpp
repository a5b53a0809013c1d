// Generated for case static-000002 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_static_000002_5bfce2b6 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::vec_t<3, wp::float32>> x1;
    wp::array_t<wp::float32> x2;
    wp::array_t<wp::float32> out0;
};


template <bool wp_linear_contiguous>
static void static_000002_5bfce2b6_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_static_000002_5bfce2b6 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
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
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const bool var_10 = true;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    const wp::float32 var_16 = 0.13;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    const wp::float32 var_19 = -0.6566666666666666;
    const wp::int32 var_20 = 0;
    const wp::float32 var_21 = 0.0;
    const wp::float32 var_22 = 0.44;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::int32 var_28 = 1;
    const wp::float32 var_29 = 1.0;
    const wp::float32 var_30 = 0.44;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::int32 var_36 = 2;
    const wp::float32 var_37 = 2.0;
    const wp::float32 var_38 = 0.44;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::float32 var_43;
    const wp::int32 var_44 = 0;
    wp::vec_t<3, wp::float32> var_45;
    wp::vec_t<3, wp::float32> var_46;
    wp::vec_t<3, wp::float32> var_47;
    const wp::float32 var_48 = 0.57;
    wp::vec_t<3, wp::float32> var_49;
    wp::vec_t<3, wp::float32> var_50;
    const wp::int32 var_51 = 1;
    wp::vec_t<3, wp::float32> var_52;
    wp::vec_t<3, wp::float32> var_53;
    wp::vec_t<3, wp::float32> var_54;
    const wp::float32 var_55 = 0.57;
    wp::vec_t<3, wp::float32> var_56;
    wp::vec_t<3, wp::float32> var_57;
    const wp::int32 var_58 = 0;
    const wp::float32 var_59 = 3.0;
    const wp::float32 var_60 = 1.5;
    const wp::float32 var_61 = 1.5;
    wp::vec_t<3, wp::float32> var_62;
    wp::vec_t<3, wp::float32> var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::float32 var_66;
    const bool var_67 = false;
    wp::float32 var_68;
    wp::float32 var_69;
    wp::vec_t<3, wp::float32> var_70;
    wp::float32 var_71;
    const wp::float32 var_72 = 1.0;
    wp::float32 var_73;
    wp::vec_t<3, wp::float32> var_74;
    wp::float32 var_75;
    wp::float32 var_76;
    wp::float32 var_77;
    wp::vec_t<3, wp::float32> var_78;
    wp::vec_t<3, wp::float32> var_79;
    const wp::int32 var_80 = 1;
    const wp::float32 var_81 = 3.0;
    const wp::float32 var_82 = 1.5;
    const wp::float32 var_83 = 1.5;
    wp::vec_t<3, wp::float32> var_84;
    wp::vec_t<3, wp::float32> var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    wp::float32 var_88;
    const bool var_89 = false;
    wp::float32 var_90;
    wp::float32 var_91;
    wp::vec_t<3, wp::float32> var_92;
    wp::float32 var_93;
    const wp::float32 var_94 = 1.0;
    wp::float32 var_95;
    wp::vec_t<3, wp::float32> var_96;
    wp::float32 var_97;
    wp::float32 var_98;
    wp::float32 var_99;
    wp::vec_t<3, wp::float32> var_100;
    wp::vec_t<3, wp::float32> var_101;
    const wp::int32 var_102 = 2;
    const wp::float32 var_103 = 3.0;
    const wp::float32 var_104 = 1.5;
    const wp::float32 var_105 = 1.5;
    wp::vec_t<3, wp::float32> var_106;
    wp::vec_t<3, wp::float32> var_107;
    wp::float32 var_108;
    wp::float32 var_109;
    wp::float32 var_110;
    const bool var_111 = false;
    wp::float32 var_112;
    wp::float32 var_113;
    wp::vec_t<3, wp::float32> var_114;
    wp::float32 var_115;
    const wp::float32 var_116 = 1.0;
    wp::float32 var_117;
    wp::vec_t<3, wp::float32> var_118;
    wp::float32 var_119;
    wp::float32 var_120;
    wp::float32 var_121;
    wp::vec_t<3, wp::float32> var_122;
    wp::vec_t<3, wp::float32> var_123;
    const wp::int32 var_124 = 3;
    const wp::float32 var_125 = 3.0;
    const wp::float32 var_126 = 1.5;
    const wp::float32 var_127 = 1.5;
    wp::vec_t<3, wp::float32> var_128;
    wp::vec_t<3, wp::float32> var_129;
    wp::float32 var_130;
    wp::float32 var_131;
    wp::float32 var_132;
    const bool var_133 = false;
    wp::float32 var_134;
    wp::float32 var_135;
    wp::vec_t<3, wp::float32> var_136;
    wp::float32 var_137;
    const wp::float32 var_138 = 1.0;
    wp::float32 var_139;
    wp::vec_t<3, wp::float32> var_140;
    wp::float32 var_141;
    wp::float32 var_142;
    wp::float32 var_143;
    wp::vec_t<3, wp::float32> var_144;
    wp::vec_t<3, wp::float32> var_145;
    const wp::int32 var_146 = 4;
    const wp::float32 var_147 = 3.0;
    const wp::float32 var_148 = 1.5;
    const wp::float32 var_149 = 1.5;
    wp::vec_t<3, wp::float32> var_150;
    wp::vec_t<3, wp::float32> var_151;
    wp::float32 var_152;
    wp::float32 var_153;
    wp::float32 var_154;
    const bool var_155 = false;
    wp::float32 var_156;
    wp::float32 var_157;
    wp::vec_t<3, wp::float32> var_158;
    wp::float32 var_159;
    const wp::float32 var_160 = 1.0;
    wp::float32 var_161;
    wp::vec_t<3, wp::float32> var_162;
    wp::float32 var_163;
    wp::float32 var_164;
    wp::float32 var_165;
    wp::vec_t<3, wp::float32> var_166;
    wp::vec_t<3, wp::float32> var_167;
    const wp::int32 var_168 = 0;
    wp::float32 var_169;
    wp::float32 var_170;
    const wp::float32 var_171 = 1.0;
    wp::float32 var_172;
    wp::vec_t<3, wp::float32> var_173;
    wp::vec_t<3, wp::float32> var_174;
    const wp::float32 var_175 = 0.88;
    wp::vec_t<3, wp::float32> var_176;
    wp::vec_t<3, wp::float32> var_177;
    const wp::int32 var_178 = 0;
    wp::vec_t<3, wp::float32> var_179;
    const wp::float32 var_180 = 0.23;
    const wp::float32 var_181 = 1.236;
    const wp::float32 var_182 = 1.039;
    wp::vec_t<3, wp::float32> var_183;
    wp::vec_t<3, wp::float32> var_184;
    wp::float32 var_185;
    wp::float32 var_186;
    wp::float32 var_187;
    const wp::int32 var_188 = 1;
    wp::vec_t<3, wp::float32> var_189;
    const wp::float32 var_190 = 0.23;
    const wp::float32 var_191 = 1.236;
    const wp::float32 var_192 = 1.039;
    wp::vec_t<3, wp::float32> var_193;
    wp::vec_t<3, wp::float32> var_194;
    wp::float32 var_195;
    wp::float32 var_196;
    wp::float32 var_197;
    const wp::int32 var_198 = 2;
    wp::vec_t<3, wp::float32> var_199;
    const wp::float32 var_200 = 0.23;
    const wp::float32 var_201 = 1.236;
    const wp::float32 var_202 = 1.039;
    wp::vec_t<3, wp::float32> var_203;
    wp::vec_t<3, wp::float32> var_204;
    wp::float32 var_205;
    wp::float32 var_206;
    wp::float32 var_207;
    const wp::int32 var_208 = 3;
    wp::vec_t<3, wp::float32> var_209;
    const wp::float32 var_210 = 0.23;
    const wp::float32 var_211 = 1.236;
    const wp::float32 var_212 = 1.039;
    wp::vec_t<3, wp::float32> var_213;
    wp::vec_t<3, wp::float32> var_214;
    wp::float32 var_215;
    wp::float32 var_216;
    wp::float32 var_217;
    const wp::float32 var_218 = -0.054;
    wp::float32 var_219;
    const wp::float32 var_220 = 1.0;
    wp::float32 var_221;
    wp::vec_t<3, wp::float32> var_222;
    wp::vec_t<3, wp::float32> var_223;
    wp::float32 var_224;
    const wp::int32 var_225 = 1;
    wp::float32 var_226;
    wp::float32 var_227;
    const wp::float32 var_228 = 1.0;
    wp::float32 var_229;
    wp::vec_t<3, wp::float32> var_230;
    wp::vec_t<3, wp::float32> var_231;
    const wp::float32 var_232 = 0.88;
    wp::vec_t<3, wp::float32> var_233;
    wp::vec_t<3, wp::float32> var_234;
    const wp::int32 var_235 = 0;
    wp::vec_t<3, wp::float32> var_236;
    const wp::float32 var_237 = 0.23;
    const wp::float32 var_238 = 1.236;
    const wp::float32 var_239 = 1.039;
    wp::vec_t<3, wp::float32> var_240;
    wp::vec_t<3, wp::float32> var_241;
    wp::float32 var_242;
    wp::float32 var_243;
    wp::float32 var_244;
    const wp::int32 var_245 = 1;
    wp::vec_t<3, wp::float32> var_246;
    const wp::float32 var_247 = 0.23;
    const wp::float32 var_248 = 1.236;
    const wp::float32 var_249 = 1.039;
    wp::vec_t<3, wp::float32> var_250;
    wp::vec_t<3, wp::float32> var_251;
    wp::float32 var_252;
    wp::float32 var_253;
    wp::float32 var_254;
    const wp::int32 var_255 = 2;
    wp::vec_t<3, wp::float32> var_256;
    const wp::float32 var_257 = 0.23;
    const wp::float32 var_258 = 1.236;
    const wp::float32 var_259 = 1.039;
    wp::vec_t<3, wp::float32> var_260;
    wp::vec_t<3, wp::float32> var_261;
    wp::float32 var_262;
    wp::float32 var_263;
    wp::float32 var_264;
    const wp::int32 var_265 = 3;
    wp::vec_t<3, wp::float32> var_266;
    const wp::float32 var_267 = 0.23;
    const wp::float32 var_268 = 1.236;
    const wp::float32 var_269 = 1.039;
    wp::vec_t<3, wp::float32> var_270;
    wp::vec_t<3, wp::float32> var_271;
    wp::float32 var_272;
    wp::float32 var_273;
    wp::float32 var_274;
    const wp::float32 var_275 = -0.054;
    wp::float32 var_276;
    const wp::float32 var_277 = 1.0;
    wp::float32 var_278;
    wp::vec_t<3, wp::float32> var_279;
    wp::vec_t<3, wp::float32> var_280;
    wp::float32 var_281;
    const wp::int32 var_282 = 2;
    wp::float32 var_283;
    wp::float32 var_284;
    const wp::float32 var_285 = 1.0;
    wp::float32 var_286;
    wp::vec_t<3, wp::float32> var_287;
    wp::vec_t<3, wp::float32> var_288;
    const wp::float32 var_289 = 0.88;
    wp::vec_t<3, wp::float32> var_290;
    wp::vec_t<3, wp::float32> var_291;
    const wp::int32 var_292 = 0;
    wp::vec_t<3, wp::float32> var_293;
    const wp::float32 var_294 = 0.23;
    const wp::float32 var_295 = 1.236;
    const wp::float32 var_296 = 1.039;
    wp::vec_t<3, wp::float32> var_297;
    wp::vec_t<3, wp::float32> var_298;
    wp::float32 var_299;
    wp::float32 var_300;
    wp::float32 var_301;
    const wp::int32 var_302 = 1;
    wp::vec_t<3, wp::float32> var_303;
    const wp::float32 var_304 = 0.23;
    const wp::float32 var_305 = 1.236;
    const wp::float32 var_306 = 1.039;
    wp::vec_t<3, wp::float32> var_307;
    wp::vec_t<3, wp::float32> var_308;
    wp::float32 var_309;
    wp::float32 var_310;
    wp::float32 var_311;
    const wp::int32 var_312 = 2;
    wp::vec_t<3, wp::float32> var_313;
    const wp::float32 var_314 = 0.23;
    const wp::float32 var_315 = 1.236;
    const wp::float32 var_316 = 1.039;
    wp::vec_t<3, wp::float32> var_317;
    wp::vec_t<3, wp::float32> var_318;
    wp::float32 var_319;
    wp::float32 var_320;
    wp::float32 var_321;
    const wp::int32 var_322 = 3;
    wp::vec_t<3, wp::float32> var_323;
    const wp::float32 var_324 = 0.23;
    const wp::float32 var_325 = 1.236;
    const wp::float32 var_326 = 1.039;
    wp::vec_t<3, wp::float32> var_327;
    wp::vec_t<3, wp::float32> var_328;
    wp::float32 var_329;
    wp::float32 var_330;
    wp::float32 var_331;
    const wp::float32 var_332 = -0.054;
    wp::float32 var_333;
    const wp::float32 var_334 = 1.0;
    wp::float32 var_335;
    wp::vec_t<3, wp::float32> var_336;
    wp::vec_t<3, wp::float32> var_337;
    wp::float32 var_338;
    const wp::int32 var_339 = 3;
    wp::float32 var_340;
    wp::float32 var_341;
    const wp::float32 var_342 = 1.0;
    wp::float32 var_343;
    wp::vec_t<3, wp::float32> var_344;
    wp::vec_t<3, wp::float32> var_345;
    const wp::float32 var_346 = 0.88;
    wp::vec_t<3, wp::float32> var_347;
    wp::vec_t<3, wp::float32> var_348;
    const wp::int32 var_349 = 0;
    wp::vec_t<3, wp::float32> var_350;
    const wp::float32 var_351 = 0.23;
    const wp::float32 var_352 = 1.236;
    const wp::float32 var_353 = 1.039;
    wp::vec_t<3, wp::float32> var_354;
    wp::vec_t<3, wp::float32> var_355;
    wp::float32 var_356;
    wp::float32 var_357;
    wp::float32 var_358;
    const wp::int32 var_359 = 1;
    wp::vec_t<3, wp::float32> var_360;
    const wp::float32 var_361 = 0.23;
    const wp::float32 var_362 = 1.236;
    const wp::float32 var_363 = 1.039;
    wp::vec_t<3, wp::float32> var_364;
    wp::vec_t<3, wp::float32> var_365;
    wp::float32 var_366;
    wp::float32 var_367;
    wp::float32 var_368;
    const wp::int32 var_369 = 2;
    wp::vec_t<3, wp::float32> var_370;
    const wp::float32 var_371 = 0.23;
    const wp::float32 var_372 = 1.236;
    const wp::float32 var_373 = 1.039;
    wp::vec_t<3, wp::float32> var_374;
    wp::vec_t<3, wp::float32> var_375;
    wp::float32 var_376;
    wp::float32 var_377;
    wp::float32 var_378;
    const wp::int32 var_379 = 3;
    wp::vec_t<3, wp::float32> var_380;
    const wp::float32 var_381 = 0.23;
    const wp::float32 var_382 = 1.236;
    const wp::float32 var_383 = 1.039;
    wp::vec_t<3, wp::float32> var_384;
    wp::vec_t<3, wp::float32> var_385;
    wp::float32 var_386;
    wp::float32 var_387;
    wp::float32 var_388;
    const wp::float32 var_389 = -0.054;
    wp::float32 var_390;
    const wp::float32 var_391 = 1.0;
    wp::float32 var_392;
    wp::vec_t<3, wp::float32> var_393;
    wp::vec_t<3, wp::float32> var_394;
    wp::float32 var_395;
    wp::float32 var_396;
    wp::float32 var_397;
    const wp::float32 var_398 = 1.72;
    wp::float32 var_399;
    wp::float32 var_400;
    //---------
    // forward
    // def static_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=float)):       <L 11>
    // tid = wp.tid()                                                                         <L 12>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 13>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = x1[tid]                                                                           <L 14>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = x2[tid]                                                                           <L 15>
    var_7 = wp::address(var_x2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // if wp.static(K3 in (2, 3)):                                                            <L 16>
    // v1 = v1 + wp.normalize(wp.vec3((v2 - v0), wp.dot(v1, v1), -(v0))) * 0.13               <L 17>
    var_11 = wp::sub(var_8, var_2);
    var_12 = wp::dot(var_5, var_5);
    var_13 = wp::neg(var_2);
    var_14 = wp::vec_t<3, wp::float32>(var_11, var_12, var_13);
    var_15 = wp::normalize(var_14);
    var_17 = wp::mul(var_15, var_16);
    var_18 = wp::add(var_5, var_17);
    // v3 = wp.static(C0 / float(K2 + 1))                                                     <L 18>
    // for u4 in range(wp.static(K2 + 1)):                                                    <L 21>
    // v2 += wp.static(float(u4 * 1)) * 0.44 * wp.tanh((v2 - v0))                             <L 22>
    var_23 = wp::mul(var_21, var_22);
    var_24 = wp::sub(var_8, var_2);
    var_25 = wp::tanh(var_24);
    var_26 = wp::mul(var_23, var_25);
    var_27 = wp::add(var_8, var_26);
    var_31 = wp::mul(var_29, var_30);
    var_32 = wp::sub(var_27, var_2);
    var_33 = wp::tanh(var_32);
    var_34 = wp::mul(var_31, var_33);
    var_35 = wp::add(var_27, var_34);
    var_39 = wp::mul(var_37, var_38);
    var_40 = wp::sub(var_35, var_2);
    var_41 = wp::tanh(var_40);
    var_42 = wp::mul(var_39, var_41);
    var_43 = wp::add(var_35, var_42);
    // for u5 in range(wp.static(K2)):                                                        <L 23>
    // v1 = v1 + wp.normalize(-(wp.cross(v1, v1))) * 0.57                                     <L 24>
    var_45 = wp::cross(var_18, var_18);
    var_46 = wp::neg(var_45);
    var_47 = wp::normalize(var_46);
    var_49 = wp::mul(var_47, var_48);
    var_50 = wp::add(var_18, var_49);
    var_52 = wp::cross(var_50, var_50);
    var_53 = wp::neg(var_52);
    var_54 = wp::normalize(var_53);
    var_56 = wp::mul(var_54, var_55);
    var_57 = wp::add(var_50, var_56);
    // for j6 in range(5):                                                                    <L 25>
    // v0 = v0 + wp.sin(wp.length(wp.cw_div(v1, wp.vec3(3.0, 1.5, 1.5))))                     <L 26>
    var_62 = wp::vec_t<3, wp::float32>(var_59, var_60, var_61);
    var_63 = wp::cw_div(var_57, var_62);
    var_64 = wp::length(var_63);
    var_65 = wp::sin(var_64);
    var_66 = wp::add(var_2, var_65);
    // if wp.static(C0 > 2):                                                                  <L 27>
    // v0 = v0 + wp.tanh(v2)                                                                  <L 30>
    var_68 = wp::tanh(var_43);
    var_69 = wp::add(var_66, var_68);
    // v7 = wp.cross(((v1 + v1) / (wp.abs(v0) + 1.0)), wp.vec3((v0 * v0), wp.length_sq(v1), (v0 - v0)))       <L 31>
    var_70 = wp::add(var_57, var_57);
    var_71 = wp::abs(var_69);
    var_73 = wp::add(var_71, var_72);
    var_74 = wp::div(var_70, var_73);
    var_75 = wp::mul(var_69, var_69);
    var_76 = wp::length_sq(var_57);
    var_77 = wp::sub(var_69, var_69);
    var_78 = wp::vec_t<3, wp::float32>(var_75, var_76, var_77);
    var_79 = wp::cross(var_74, var_78);
    // v0 = v0 + wp.sin(wp.length(wp.cw_div(v1, wp.vec3(3.0, 1.5, 1.5))))                     <L 26>
    var_84 = wp::vec_t<3, wp::float32>(var_81, var_82, var_83);
    var_85 = wp::cw_div(var_57, var_84);
    var_86 = wp::length(var_85);
    var_87 = wp::sin(var_86);
    var_88 = wp::add(var_69, var_87);
    // if wp.static(C0 > 2):                                                                  <L 27>
    // v0 = v0 + wp.tanh(v2)                                                                  <L 30>
    var_90 = wp::tanh(var_43);
    var_91 = wp::add(var_88, var_90);
    // v7 = wp.cross(((v1 + v1) / (wp.abs(v0) + 1.0)), wp.vec3((v0 * v0), wp.length_sq(v1), (v0 - v0)))       <L 31>
    var_92 = wp::add(var_57, var_57);
    var_93 = wp::abs(var_91);
    var_95 = wp::add(var_93, var_94);
    var_96 = wp::div(var_92, var_95);
    var_97 = wp::mul(var_91, var_91);
    var_98 = wp::length_sq(var_57);
    var_99 = wp::sub(var_91, var_91);
    var_100 = wp::vec_t<3, wp::float32>(var_97, var_98, var_99);
    var_101 = wp::cross(var_96, var_100);
    // v0 = v0 + wp.sin(wp.length(wp.cw_div(v1, wp.vec3(3.0, 1.5, 1.5))))                     <L 26>
    var_106 = wp::vec_t<3, wp::float32>(var_103, var_104, var_105);
    var_107 = wp::cw_div(var_57, var_106);
    var_108 = wp::length(var_107);
    var_109 = wp::sin(var_108);
    var_110 = wp::add(var_91, var_109);
    // if wp.static(C0 > 2):                                                                  <L 27>
    // v0 = v0 + wp.tanh(v2)                                                                  <L 30>
    var_112 = wp::tanh(var_43);
    var_113 = wp::add(var_110, var_112);
    // v7 = wp.cross(((v1 + v1) / (wp.abs(v0) + 1.0)), wp.vec3((v0 * v0), wp.length_sq(v1), (v0 - v0)))       <L 31>
    var_114 = wp::add(var_57, var_57);
    var_115 = wp::abs(var_113);
    var_117 = wp::add(var_115, var_116);
    var_118 = wp::div(var_114, var_117);
    var_119 = wp::mul(var_113, var_113);
    var_120 = wp::length_sq(var_57);
    var_121 = wp::sub(var_113, var_113);
    var_122 = wp::vec_t<3, wp::float32>(var_119, var_120, var_121);
    var_123 = wp::cross(var_118, var_122);
    // v0 = v0 + wp.sin(wp.length(wp.cw_div(v1, wp.vec3(3.0, 1.5, 1.5))))                     <L 26>
    var_128 = wp::vec_t<3, wp::float32>(var_125, var_126, var_127);
    var_129 = wp::cw_div(var_57, var_128);
    var_130 = wp::length(var_129);
    var_131 = wp::sin(var_130);
    var_132 = wp::add(var_113, var_131);
    // if wp.static(C0 > 2):                                                                  <L 27>
    // v0 = v0 + wp.tanh(v2)                                                                  <L 30>
    var_134 = wp::tanh(var_43);
    var_135 = wp::add(var_132, var_134);
    // v7 = wp.cross(((v1 + v1) / (wp.abs(v0) + 1.0)), wp.vec3((v0 * v0), wp.length_sq(v1), (v0 - v0)))       <L 31>
    var_136 = wp::add(var_57, var_57);
    var_137 = wp::abs(var_135);
    var_139 = wp::add(var_137, var_138);
    var_140 = wp::div(var_136, var_139);
    var_141 = wp::mul(var_135, var_135);
    var_142 = wp::length_sq(var_57);
    var_143 = wp::sub(var_135, var_135);
    var_144 = wp::vec_t<3, wp::float32>(var_141, var_142, var_143);
    var_145 = wp::cross(var_140, var_144);
    // v0 = v0 + wp.sin(wp.length(wp.cw_div(v1, wp.vec3(3.0, 1.5, 1.5))))                     <L 26>
    var_150 = wp::vec_t<3, wp::float32>(var_147, var_148, var_149);
    var_151 = wp::cw_div(var_57, var_150);
    var_152 = wp::length(var_151);
    var_153 = wp::sin(var_152);
    var_154 = wp::add(var_135, var_153);
    // if wp.static(C0 > 2):                                                                  <L 27>
    // v0 = v0 + wp.tanh(v2)                                                                  <L 30>
    var_156 = wp::tanh(var_43);
    var_157 = wp::add(var_154, var_156);
    // v7 = wp.cross(((v1 + v1) / (wp.abs(v0) + 1.0)), wp.vec3((v0 * v0), wp.length_sq(v1), (v0 - v0)))       <L 31>
    var_158 = wp::add(var_57, var_57);
    var_159 = wp::abs(var_157);
    var_161 = wp::add(var_159, var_160);
    var_162 = wp::div(var_158, var_161);
    var_163 = wp::mul(var_157, var_157);
    var_164 = wp::length_sq(var_57);
    var_165 = wp::sub(var_157, var_157);
    var_166 = wp::vec_t<3, wp::float32>(var_163, var_164, var_165);
    var_167 = wp::cross(var_162, var_166);
    // for j8 in range(4):                                                                    <L 32>
    // v1 = v1 + wp.normalize((v1 / (wp.abs(+(v2)) + 1.0))) * 0.88                            <L 33>
    var_169 = wp::pos(var_43);
    var_170 = wp::abs(var_169);
    var_172 = wp::add(var_170, var_171);
    var_173 = wp::div(var_57, var_172);
    var_174 = wp::normalize(var_173);
    var_176 = wp::mul(var_174, var_175);
    var_177 = wp::add(var_57, var_176);
    // for u9 in range(wp.static(K3 + 1)):                                                    <L 34>
    // v2 = v2 + wp.cos(wp.dot(wp.vec3(v2, v2, v2), (wp.vec3(0.23, 1.236, 1.039) + v1)))       <L 35>
    var_179 = wp::vec_t<3, wp::float32>(var_43, var_43, var_43);
    var_183 = wp::vec_t<3, wp::float32>(var_180, var_181, var_182);
    var_184 = wp::add(var_183, var_177);
    var_185 = wp::dot(var_179, var_184);
    var_186 = wp::cos(var_185);
    var_187 = wp::add(var_43, var_186);
    var_189 = wp::vec_t<3, wp::float32>(var_187, var_187, var_187);
    var_193 = wp::vec_t<3, wp::float32>(var_190, var_191, var_192);
    var_194 = wp::add(var_193, var_177);
    var_195 = wp::dot(var_189, var_194);
    var_196 = wp::cos(var_195);
    var_197 = wp::add(var_187, var_196);
    var_199 = wp::vec_t<3, wp::float32>(var_197, var_197, var_197);
    var_203 = wp::vec_t<3, wp::float32>(var_200, var_201, var_202);
    var_204 = wp::add(var_203, var_177);
    var_205 = wp::dot(var_199, var_204);
    var_206 = wp::cos(var_205);
    var_207 = wp::add(var_197, var_206);
    var_209 = wp::vec_t<3, wp::float32>(var_207, var_207, var_207);
    var_213 = wp::vec_t<3, wp::float32>(var_210, var_211, var_212);
    var_214 = wp::add(var_213, var_177);
    var_215 = wp::dot(var_209, var_214);
    var_216 = wp::cos(var_215);
    var_217 = wp::add(var_207, var_216);
    // v10 = wp.length_sq(wp.cross((v1 / (wp.abs(-0.054) + 1.0)), v1))                        <L 36>
    var_219 = wp::abs(var_218);
    var_221 = wp::add(var_219, var_220);
    var_222 = wp::div(var_177, var_221);
    var_223 = wp::cross(var_222, var_177);
    var_224 = wp::length_sq(var_223);
    // v1 = v1 + wp.normalize((v1 / (wp.abs(+(v2)) + 1.0))) * 0.88                            <L 33>
    var_226 = wp::pos(var_217);
    var_227 = wp::abs(var_226);
    var_229 = wp::add(var_227, var_228);
    var_230 = wp::div(var_177, var_229);
    var_231 = wp::normalize(var_230);
    var_233 = wp::mul(var_231, var_232);
    var_234 = wp::add(var_177, var_233);
    // for u9 in range(wp.static(K3 + 1)):                                                    <L 34>
    // v2 = v2 + wp.cos(wp.dot(wp.vec3(v2, v2, v2), (wp.vec3(0.23, 1.236, 1.039) + v1)))       <L 35>
    var_236 = wp::vec_t<3, wp::float32>(var_217, var_217, var_217);
    var_240 = wp::vec_t<3, wp::float32>(var_237, var_238, var_239);
    var_241 = wp::add(var_240, var_234);
    var_242 = wp::dot(var_236, var_241);
    var_243 = wp::cos(var_242);
    var_244 = wp::add(var_217, var_243);
    var_246 = wp::vec_t<3, wp::float32>(var_244, var_244, var_244);
    var_250 = wp::vec_t<3, wp::float32>(var_247, var_248, var_249);
    var_251 = wp::add(var_250, var_234);
    var_252 = wp::dot(var_246, var_251);
    var_253 = wp::cos(var_252);
    var_254 = wp::add(var_244, var_253);
    var_256 = wp::vec_t<3, wp::float32>(var_254, var_254, var_254);
    var_260 = wp::vec_t<3, wp::float32>(var_257, var_258, var_259);
    var_261 = wp::add(var_260, var_234);
    var_262 = wp::dot(var_256, var_261);
    var_263 = wp::cos(var_262);
    var_264 = wp::add(var_254, var_263);
    var_266 = wp::vec_t<3, wp::float32>(var_264, var_264, var_264);
    var_270 = wp::vec_t<3, wp::float32>(var_267, var_268, var_269);
    var_271 = wp::add(var_270, var_234);
    var_272 = wp::dot(var_266, var_271);
    var_273 = wp::cos(var_272);
    var_274 = wp::add(var_264, var_273);
    // v10 = wp.length_sq(wp.cross((v1 / (wp.abs(-0.054) + 1.0)), v1))                        <L 36>
    var_276 = wp::abs(var_275);
    var_278 = wp::add(var_276, var_277);
    var_279 = wp::div(var_234, var_278);
    var_280 = wp::cross(var_279, var_234);
    var_281 = wp::length_sq(var_280);
    // v1 = v1 + wp.normalize((v1 / (wp.abs(+(v2)) + 1.0))) * 0.88                            <L 33>
    var_283 = wp::pos(var_274);
    var_284 = wp::abs(var_283);
    var_286 = wp::add(var_284, var_285);
    var_287 = wp::div(var_234, var_286);
    var_288 = wp::normalize(var_287);
    var_290 = wp::mul(var_288, var_289);
    var_291 = wp::add(var_234, var_290);
    // for u9 in range(wp.static(K3 + 1)):                                                    <L 34>
    // v2 = v2 + wp.cos(wp.dot(wp.vec3(v2, v2, v2), (wp.vec3(0.23, 1.236, 1.039) + v1)))       <L 35>
    var_293 = wp::vec_t<3, wp::float32>(var_274, var_274, var_274);
    var_297 = wp::vec_t<3, wp::float32>(var_294, var_295, var_296);
    var_298 = wp::add(var_297, var_291);
    var_299 = wp::dot(var_293, var_298);
    var_300 = wp::cos(var_299);
    var_301 = wp::add(var_274, var_300);
    var_303 = wp::vec_t<3, wp::float32>(var_301, var_301, var_301);
    var_307 = wp::vec_t<3, wp::float32>(var_304, var_305, var_306);
    var_308 = wp::add(var_307, var_291);
    var_309 = wp::dot(var_303, var_308);
    var_310 = wp::cos(var_309);
    var_311 = wp::add(var_301, var_310);
    var_313 = wp::vec_t<3, wp::float32>(var_311, var_311, var_311);
    var_317 = wp::vec_t<3, wp::float32>(var_314, var_315, var_316);
    var_318 = wp::add(var_317, var_291);
    var_319 = wp::dot(var_313, var_318);
    var_320 = wp::cos(var_319);
    var_321 = wp::add(var_311, var_320);
    var_323 = wp::vec_t<3, wp::float32>(var_321, var_321, var_321);
    var_327 = wp::vec_t<3, wp::float32>(var_324, var_325, var_326);
    var_328 = wp::add(var_327, var_291);
    var_329 = wp::dot(var_323, var_328);
    var_330 = wp::cos(var_329);
    var_331 = wp::add(var_321, var_330);
    // v10 = wp.length_sq(wp.cross((v1 / (wp.abs(-0.054) + 1.0)), v1))                        <L 36>
    var_333 = wp::abs(var_332);
    var_335 = wp::add(var_333, var_334);
    var_336 = wp::div(var_291, var_335);
    var_337 = wp::cross(var_336, var_291);
    var_338 = wp::length_sq(var_337);
    // v1 = v1 + wp.normalize((v1 / (wp.abs(+(v2)) + 1.0))) * 0.88                            <L 33>
    var_340 = wp::pos(var_331);
    var_341 = wp::abs(var_340);
    var_343 = wp::add(var_341, var_342);
    var_344 = wp::div(var_291, var_343);
    var_345 = wp::normalize(var_344);
    var_347 = wp::mul(var_345, var_346);
    var_348 = wp::add(var_291, var_347);
    // for u9 in range(wp.static(K3 + 1)):                                                    <L 34>
    // v2 = v2 + wp.cos(wp.dot(wp.vec3(v2, v2, v2), (wp.vec3(0.23, 1.236, 1.039) + v1)))       <L 35>
    var_350 = wp::vec_t<3, wp::float32>(var_331, var_331, var_331);
    var_354 = wp::vec_t<3, wp::float32>(var_351, var_352, var_353);
    var_355 = wp::add(var_354, var_348);
    var_356 = wp::dot(var_350, var_355);
    var_357 = wp::cos(var_356);
    var_358 = wp::add(var_331, var_357);
    var_360 = wp::vec_t<3, wp::float32>(var_358, var_358, var_358);
    var_364 = wp::vec_t<3, wp::float32>(var_361, var_362, var_363);
    var_365 = wp::add(var_364, var_348);
    var_366 = wp::dot(var_360, var_365);
    var_367 = wp::cos(var_366);
    var_368 = wp::add(var_358, var_367);
    var_370 = wp::vec_t<3, wp::float32>(var_368, var_368, var_368);
    var_374 = wp::vec_t<3, wp::float32>(var_371, var_372, var_373);
    var_375 = wp::add(var_374, var_348);
    var_376 = wp::dot(var_370, var_375);
    var_377 = wp::cos(var_376);
    var_378 = wp::add(var_368, var_377);
    var_380 = wp::vec_t<3, wp::float32>(var_378, var_378, var_378);
    var_384 = wp::vec_t<3, wp::float32>(var_381, var_382, var_383);
    var_385 = wp::add(var_384, var_348);
    var_386 = wp::dot(var_380, var_385);
    var_387 = wp::cos(var_386);
    var_388 = wp::add(var_378, var_387);
    // v10 = wp.length_sq(wp.cross((v1 / (wp.abs(-0.054) + 1.0)), v1))                        <L 36>
    var_390 = wp::abs(var_389);
    var_392 = wp::add(var_390, var_391);
    var_393 = wp::div(var_348, var_392);
    var_394 = wp::cross(var_393, var_348);
    var_395 = wp::length_sq(var_394);
    // out0[tid] = v0 + v2 + (v2 * v0) * 1.72                                                 <L 37>
    var_396 = wp::add(var_157, var_388);
    var_397 = wp::mul(var_388, var_157);
    var_399 = wp::mul(var_397, var_398);
    var_400 = wp::add(var_396, var_399);
    wp::array_store(var_out0, var_0, var_400);
}



template <bool wp_linear_contiguous>
static void static_000002_5bfce2b6_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_static_000002_5bfce2b6 *_wp_args,
    wp_args_static_000002_5bfce2b6 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float32> adj_x2 = _wp_adj_args->x2;
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
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    const bool var_10 = true;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    const wp::float32 var_16 = 0.13;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    const wp::float32 var_19 = -0.6566666666666666;
    const wp::int32 var_20 = 0;
    const wp::float32 var_21 = 0.0;
    const wp::float32 var_22 = 0.44;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    const wp::int32 var_28 = 1;
    const wp::float32 var_29 = 1.0;
    const wp::float32 var_30 = 0.44;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::int32 var_36 = 2;
    const wp::float32 var_37 = 2.0;
    const wp::float32 var_38 = 0.44;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::float32 var_43;
    const wp::int32 var_44 = 0;
    wp::vec_t<3, wp::float32> var_45;
    wp::vec_t<3, wp::float32> var_46;
    wp::vec_t<3, wp::float32> var_47;
    const wp::float32 var_48 = 0.57;
    wp::vec_t<3, wp::float32> var_49;
    wp::vec_t<3, wp::float32> var_50;
    const wp::int32 var_51 = 1;
    wp::vec_t<3, wp::float32> var_52;
    wp::vec_t<3, wp::float32> var_53;
    wp::vec_t<3, wp::float32> var_54;
    const wp::float32 var_55 = 0.57;
    wp::vec_t<3, wp::float32> var_56;
    wp::vec_t<3, wp::float32> var_57;
    const wp::int32 var_58 = 0;
    const wp::float32 var_59 = 3.0;
    const wp::float32 var_60 = 1.5;
    const wp::float32 var_61 = 1.5;
    wp::vec_t<3, wp::float32> var_62;
    wp::vec_t<3, wp::float32> var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::float32 var_66;
    const bool var_67 = false;
    wp::float32 var_68;
    wp::float32 var_69;
    wp::vec_t<3, wp::float32> var_70;
    wp::float32 var_71;
    const wp::float32 var_72 = 1.0;
    wp::float32 var_73;
    wp::vec_t<3, wp::float32> var_74;
    wp::float32 var_75;
    wp::float32 var_76;
    wp::float32 var_77;
    wp::vec_t<3, wp::float32> var_78;
    wp::vec_t<3, wp::float32> var_79;
    const wp::int32 var_80 = 1;
    const wp::float32 var_81 = 3.0;
    const wp::float32 var_82 = 1.5;
    const wp::float32 var_83 = 1.5;
    wp::vec_t<3, wp::float32> var_84;
    wp::vec_t<3, wp::float32> var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    wp::float32 var_88;
    const bool var_89 = false;
    wp::float32 var_90;
    wp::float32 var_91;
    wp::vec_t<3, wp::float32> var_92;
    wp::float32 var_93;
    const wp::float32 var_94 = 1.0;
    wp::float32 var_95;
    wp::vec_t<3, wp::float32> var_96;
    wp::float32 var_97;
    wp::float32 var_98;
    wp::float32 var_99;
    wp::vec_t<3, wp::float32> var_100;
    wp::vec_t<3, wp::float32> var_101;
    const wp::int32 var_102 = 2;
    const wp::float32 var_103 = 3.0;
    const wp::float32 var_104 = 1.5;
    const wp::float32 var_105 = 1.5;
    wp::vec_t<3, wp::float32> var_106;
    wp::vec_t<3, wp::float32> var_107;
    wp::float32 var_108;
    wp::float32 var_109;
    wp::float32 var_110;
    const bool var_111 = false;
    wp::float32 var_112;
    wp::float32 var_113;
    wp::vec_t<3, wp::float32> var_114;
    wp::float32 var_115;
    const wp::float32 var_116 = 1.0;
    wp::float32 var_117;
    wp::vec_t<3, wp::float32> var_118;
    wp::float32 var_119;
    wp::float32 var_120;
    wp::float32 var_121;
    wp::vec_t<3, wp::float32> var_122;
    wp::vec_t<3, wp::float32> var_123;
    const wp::int32 var_124 = 3;
    const wp::float32 var_125 = 3.0;
    const wp::float32 var_126 = 1.5;
    const wp::float32 var_127 = 1.5;
    wp::vec_t<3, wp::float32> var_128;
    wp::vec_t<3, wp::float32> var_129;
    wp::float32 var_130;
    wp::float32 var_131;
    wp::float32 var_132;
    const bool var_133 = false;
    wp::float32 var_134;
    wp::float32 var_135;
    wp::vec_t<3, wp::float32> var_136;
    wp::float32 var_137;
    const wp::float32 var_138 = 1.0;
    wp::float32 var_139;
    wp::vec_t<3, wp::float32> var_140;
    wp::float32 var_141;
    wp::float32 var_142;
    wp::float32 var_143;
    wp::vec_t<3, wp::float32> var_144;
    wp::vec_t<3, wp::float32> var_145;
    const wp::int32 var_146 = 4;
    const wp::float32 var_147 = 3.0;
    const wp::float32 var_148 = 1.5;
    const wp::float32 var_149 = 1.5;
    wp::vec_t<3, wp::float32> var_150;
    wp::vec_t<3, wp::float32> var_151;
    wp::float32 var_152;
    wp::float32 var_153;
    wp::float32 var_154;
    const bool var_155 = false;
    wp::float32 var_156;
    wp::float32 var_157;
    wp::vec_t<3, wp::float32> var_158;
    wp::float32 var_159;
    const wp::float32 var_160 = 1.0;
    wp::float32 var_161;
    wp::vec_t<3, wp::float32> var_162;
    wp::float32 var_163;
    wp::float32 var_164;
    wp::float32 var_165;
    wp::vec_t<3, wp::float32> var_166;
    wp::vec_t<3, wp::float32> var_167;
    const wp::int32 var_168 = 0;
    wp::float32 var_169;
    wp::float32 var_170;
    const wp::float32 var_171 = 1.0;
    wp::float32 var_172;
    wp::vec_t<3, wp::float32> var_173;
    wp::vec_t<3, wp::float32> var_174;
    const wp::float32 var_175 = 0.88;
    wp::vec_t<3, wp::float32> var_176;
    wp::vec_t<3, wp::float32> var_177;
    const wp::int32 var_178 = 0;
    wp::vec_t<3, wp::float32> var_179;
    const wp::float32 var_180 = 0.23;
    const wp::float32 var_181 = 1.236;
    const wp::float32 var_182 = 1.039;
    wp::vec_t<3, wp::float32> var_183;
    wp::vec_t<3, wp::float32> var_184;
    wp::float32 var_185;
    wp::float32 var_186;
    wp::float32 var_187;
    const wp::int32 var_188 = 1;
    wp::vec_t<3, wp::float32> var_189;
    const wp::float32 var_190 = 0.23;
    const wp::float32 var_191 = 1.236;
    const wp::float32 var_192 = 1.039;
    wp::vec_t<3, wp::float32> var_193;
    wp::vec_t<3, wp::float32> var_194;
    wp::float32 var_195;
    wp::float32 var_196;
    wp::float32 var_197;
    const wp::int32 var_198 = 2;
    wp::vec_t<3, wp::float32> var_199;
    const wp::float32 var_200 = 0.23;
    const wp::float32 var_201 = 1.236;
    const wp::float32 var_202 = 1.039;
    wp::vec_t<3, wp::float32> var_203;
    wp::vec_t<3, wp::float32> var_204;
    wp::float32 var_205;
    wp::float32 var_206;
    wp::float32 var_207;
    const wp::int32 var_208 = 3;
    wp::vec_t<3, wp::float32> var_209;
    const wp::float32 var_210 = 0.23;
    const wp::float32 var_211 = 1.236;
    const wp::float32 var_212 = 1.039;
    wp::vec_t<3, wp::float32> var_213;
    wp::vec_t<3, wp::float32> var_214;
    wp::float32 var_215;
    wp::float32 var_216;
    wp::float32 var_217;
    const wp::float32 var_218 = -0.054;
    wp::float32 var_219;
    const wp::float32 var_220 = 1.0;
    wp::float32 var_221;
    wp::vec_t<3, wp::float32> var_222;
    wp::vec_t<3, wp::float32> var_223;
    wp::float32 var_224;
    const wp::int32 var_225 = 1;
    wp::float32 var_226;
    wp::float32 var_227;
    const wp::float32 var_228 = 1.0;
    wp::float32 var_229;
    wp::vec_t<3, wp::float32> var_230;
    wp::vec_t<3, wp::float32> var_231;
    const wp::float32 var_232 = 0.88;
    wp::vec_t<3, wp::float32> var_233;
    wp::vec_t<3, wp::float32> var_234;
    const wp::int32 var_235 = 0;
    wp::vec_t<3, wp::float32> var_236;
    const wp::float32 var_237 = 0.23;
    const wp::float32 var_238 = 1.236;
    const wp::float32 var_239 = 1.039;
    wp::vec_t<3, wp::float32> var_240;
    wp::vec_t<3, wp::float32> var_241;
    wp::float32 var_242;
    wp::float32 var_243;
    wp::float32 var_244;
    const wp::int32 var_245 = 1;
    wp::vec_t<3, wp::float32> var_246;
    const wp::float32 var_247 = 0.23;
    const wp::float32 var_248 = 1.236;
    const wp::float32 var_249 = 1.039;
    wp::vec_t<3, wp::float32> var_250;
    wp::vec_t<3, wp::float32> var_251;
    wp::float32 var_252;
    wp::float32 var_253;
    wp::float32 var_254;
    const wp::int32 var_255 = 2;
    wp::vec_t<3, wp::float32> var_256;
    const wp::float32 var_257 = 0.23;
    const wp::float32 var_258 = 1.236;
    const wp::float32 var_259 = 1.039;
    wp::vec_t<3, wp::float32> var_260;
    wp::vec_t<3, wp::float32> var_261;
    wp::float32 var_262;
    wp::float32 var_263;
    wp::float32 var_264;
    const wp::int32 var_265 = 3;
    wp::vec_t<3, wp::float32> var_266;
    const wp::float32 var_267 = 0.23;
    const wp::float32 var_268 = 1.236;
    const wp::float32 var_269 = 1.039;
    wp::vec_t<3, wp::float32> var_270;
    wp::vec_t<3, wp::float32> var_271;
    wp::float32 var_272;
    wp::float32 var_273;
    wp::float32 var_274;
    const wp::float32 var_275 = -0.054;
    wp::float32 var_276;
    const wp::float32 var_277 = 1.0;
    wp::float32 var_278;
    wp::vec_t<3, wp::float32> var_279;
    wp::vec_t<3, wp::float32> var_280;
    wp::float32 var_281;
    const wp::int32 var_282 = 2;
    wp::float32 var_283;
    wp::float32 var_284;
    const wp::float32 var_285 = 1.0;
    wp::float32 var_286;
    wp::vec_t<3, wp::float32> var_287;
    wp::vec_t<3, wp::float32> var_288;
    const wp::float32 var_289 = 0.88;
    wp::vec_t<3, wp::float32> var_290;
    wp::vec_t<3, wp::float32> var_291;
    const wp::int32 var_292 = 0;
    wp::vec_t<3, wp::float32> var_293;
    const wp::float32 var_294 = 0.23;
    const wp::float32 var_295 = 1.236;
    const wp::float32 var_296 = 1.039;
    wp::vec_t<3, wp::float32> var_297;
    wp::vec_t<3, wp::float32> var_298;
    wp::float32 var_299;
    wp::float32 var_300;
    wp::float32 var_301;
    const wp::int32 var_302 = 1;
    wp::vec_t<3, wp::float32> var_303;
    const wp::float32 var_304 = 0.23;
    const wp::float32 var_305 = 1.236;
    const wp::float32 var_306 = 1.039;
    wp::vec_t<3, wp::float32> var_307;
    wp::vec_t<3, wp::float32> var_308;
    wp::float32 var_309;
    wp::float32 var_310;
    wp::float32 var_311;
    const wp::int32 var_312 = 2;
    wp::vec_t<3, wp::float32> var_313;
    const wp::float32 var_314 = 0.23;
    const wp::float32 var_315 = 1.236;
    const wp::float32 var_316 = 1.039;
    wp::vec_t<3, wp::float32> var_317;
    wp::vec_t<3, wp::float32> var_318;
    wp::float32 var_319;
    wp::float32 var_320;
    wp::float32 var_321;
    const wp::int32 var_322 = 3;
    wp::vec_t<3, wp::float32> var_323;
    const wp::float32 var_324 = 0.23;
    const wp::float32 var_325 = 1.236;
    const wp::float32 var_326 = 1.039;
    wp::vec_t<3, wp::float32> var_327;
    wp::vec_t<3, wp::float32> var_328;
    wp::float32 var_329;
    wp::float32 var_330;
    wp::float32 var_331;
    const wp::float32 var_332 = -0.054;
    wp::float32 var_333;
    const wp::float32 var_334 = 1.0;
    wp::float32 var_335;
    wp::vec_t<3, wp::float32> var_336;
    wp::vec_t<3, wp::float32> var_337;
    wp::float32 var_338;
    const wp::int32 var_339 = 3;
    wp::float32 var_340;
    wp::float32 var_341;
    const wp::float32 var_342 = 1.0;
    wp::float32 var_343;
    wp::vec_t<3, wp::float32> var_344;
    wp::vec_t<3, wp::float32> var_345;
    const wp::float32 var_346 = 0.88;
    wp::vec_t<3, wp::float32> var_347;
    wp::vec_t<3, wp::float32> var_348;
    const wp::int32 var_349 = 0;
    wp::vec_t<3, wp::float32> var_350;
    const wp::float32 var_351 = 0.23;
    const wp::float32 var_352 = 1.236;
    const wp::float32 var_353 = 1.039;
    wp::vec_t<3, wp::float32> var_354;
    wp::vec_t<3, wp::float32> var_355;
    wp::float32 var_356;
    wp::float32 var_357;
    wp::float32 var_358;
    const wp::int32 var_359 = 1;
    wp::vec_t<3, wp::float32> var_360;
    const wp::float32 var_361 = 0.23;
    const wp::float32 var_362 = 1.236;
    const wp::float32 var_363 = 1.039;
    wp::vec_t<3, wp::float32> var_364;
    wp::vec_t<3, wp::float32> var_365;
    wp::float32 var_366;
    wp::float32 var_367;
    wp::float32 var_368;
    const wp::int32 var_369 = 2;
    wp::vec_t<3, wp::float32> var_370;
    const wp::float32 var_371 = 0.23;
    const wp::float32 var_372 = 1.236;
    const wp::float32 var_373 = 1.039;
    wp::vec_t<3, wp::float32> var_374;
    wp::vec_t<3, wp::float32> var_375;
    wp::float32 var_376;
    wp::float32 var_377;
    wp::float32 var_378;
    const wp::int32 var_379 = 3;
    wp::vec_t<3, wp::float32> var_380;
    const wp::float32 var_381 = 0.23;
    const wp::float32 var_382 = 1.236;
    const wp::float32 var_383 = 1.039;
    wp::vec_t<3, wp::float32> var_384;
    wp::vec_t<3, wp::float32> var_385;
    wp::float32 var_386;
    wp::float32 var_387;
    wp::float32 var_388;
    const wp::float32 var_389 = -0.054;
    wp::float32 var_390;
    const wp::float32 var_391 = 1.0;
    wp::float32 var_392;
    wp::vec_t<3, wp::float32> var_393;
    wp::vec_t<3, wp::float32> var_394;
    wp::float32 var_395;
    wp::float32 var_396;
    wp::float32 var_397;
    const wp::float32 var_398 = 1.72;
    wp::float32 var_399;
    wp::float32 var_400;
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
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    bool adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    wp::float32 adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    wp::float32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::int32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::int32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::int32 adj_44 = {};
    wp::vec_t<3, wp::float32> adj_45 = {};
    wp::vec_t<3, wp::float32> adj_46 = {};
    wp::vec_t<3, wp::float32> adj_47 = {};
    wp::float32 adj_48 = {};
    wp::vec_t<3, wp::float32> adj_49 = {};
    wp::vec_t<3, wp::float32> adj_50 = {};
    wp::int32 adj_51 = {};
    wp::vec_t<3, wp::float32> adj_52 = {};
    wp::vec_t<3, wp::float32> adj_53 = {};
    wp::vec_t<3, wp::float32> adj_54 = {};
    wp::float32 adj_55 = {};
    wp::vec_t<3, wp::float32> adj_56 = {};
    wp::vec_t<3, wp::float32> adj_57 = {};
    wp::int32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::vec_t<3, wp::float32> adj_62 = {};
    wp::vec_t<3, wp::float32> adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    bool adj_67 = {};
    wp::float32 adj_68 = {};
    wp::float32 adj_69 = {};
    wp::vec_t<3, wp::float32> adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    wp::float32 adj_73 = {};
    wp::vec_t<3, wp::float32> adj_74 = {};
    wp::float32 adj_75 = {};
    wp::float32 adj_76 = {};
    wp::float32 adj_77 = {};
    wp::vec_t<3, wp::float32> adj_78 = {};
    wp::vec_t<3, wp::float32> adj_79 = {};
    wp::int32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::vec_t<3, wp::float32> adj_84 = {};
    wp::vec_t<3, wp::float32> adj_85 = {};
    wp::float32 adj_86 = {};
    wp::float32 adj_87 = {};
    wp::float32 adj_88 = {};
    bool adj_89 = {};
    wp::float32 adj_90 = {};
    wp::float32 adj_91 = {};
    wp::vec_t<3, wp::float32> adj_92 = {};
    wp::float32 adj_93 = {};
    wp::float32 adj_94 = {};
    wp::float32 adj_95 = {};
    wp::vec_t<3, wp::float32> adj_96 = {};
    wp::float32 adj_97 = {};
    wp::float32 adj_98 = {};
    wp::float32 adj_99 = {};
    wp::vec_t<3, wp::float32> adj_100 = {};
    wp::vec_t<3, wp::float32> adj_101 = {};
    wp::int32 adj_102 = {};
    wp::float32 adj_103 = {};
    wp::float32 adj_104 = {};
    wp::float32 adj_105 = {};
    wp::vec_t<3, wp::float32> adj_106 = {};
    wp::vec_t<3, wp::float32> adj_107 = {};
    wp::float32 adj_108 = {};
    wp::float32 adj_109 = {};
    wp::float32 adj_110 = {};
    bool adj_111 = {};
    wp::float32 adj_112 = {};
    wp::float32 adj_113 = {};
    wp::vec_t<3, wp::float32> adj_114 = {};
    wp::float32 adj_115 = {};
    wp::float32 adj_116 = {};
    wp::float32 adj_117 = {};
    wp::vec_t<3, wp::float32> adj_118 = {};
    wp::float32 adj_119 = {};
    wp::float32 adj_120 = {};
    wp::float32 adj_121 = {};
    wp::vec_t<3, wp::float32> adj_122 = {};
    wp::vec_t<3, wp::float32> adj_123 = {};
    wp::int32 adj_124 = {};
    wp::float32 adj_125 = {};
    wp::float32 adj_126 = {};
    wp::float32 adj_127 = {};
    wp::vec_t<3, wp::float32> adj_128 = {};
    wp::vec_t<3, wp::float32> adj_129 = {};
    wp::float32 adj_130 = {};
    wp::float32 adj_131 = {};
    wp::float32 adj_132 = {};
    bool adj_133 = {};
    wp::float32 adj_134 = {};
    wp::float32 adj_135 = {};
    wp::vec_t<3, wp::float32> adj_136 = {};
    wp::float32 adj_137 = {};
    wp::float32 adj_138 = {};
    wp::float32 adj_139 = {};
    wp::vec_t<3, wp::float32> adj_140 = {};
    wp::float32 adj_141 = {};
    wp::float32 adj_142 = {};
    wp::float32 adj_143 = {};
    wp::vec_t<3, wp::float32> adj_144 = {};
    wp::vec_t<3, wp::float32> adj_145 = {};
    wp::int32 adj_146 = {};
    wp::float32 adj_147 = {};
    wp::float32 adj_148 = {};
    wp::float32 adj_149 = {};
    wp::vec_t<3, wp::float32> adj_150 = {};
    wp::vec_t<3, wp::float32> adj_151 = {};
    wp::float32 adj_152 = {};
    wp::float32 adj_153 = {};
    wp::float32 adj_154 = {};
    bool adj_155 = {};
    wp::float32 adj_156 = {};
    wp::float32 adj_157 = {};
    wp::vec_t<3, wp::float32> adj_158 = {};
    wp::float32 adj_159 = {};
    wp::float32 adj_160 = {};
    wp::float32 adj_161 = {};
    wp::vec_t<3, wp::float32> adj_162 = {};
    wp::float32 adj_163 = {};
    wp::float32 adj_164 = {};
    wp::float32 adj_165 = {};
    wp::vec_t<3, wp::float32> adj_166 = {};
    wp::vec_t<3, wp::float32> adj_167 = {};
    wp::int32 adj_168 = {};
    wp::float32 adj_169 = {};
    wp::float32 adj_170 = {};
    wp::float32 adj_171 = {};
    wp::float32 adj_172 = {};
    wp::vec_t<3, wp::float32> adj_173 = {};
    wp::vec_t<3, wp::float32> adj_174 = {};
    wp::float32 adj_175 = {};
    wp::vec_t<3, wp::float32> adj_176 = {};
    wp::vec_t<3, wp::float32> adj_177 = {};
    wp::int32 adj_178 = {};
    wp::vec_t<3, wp::float32> adj_179 = {};
    wp::float32 adj_180 = {};
    wp::float32 adj_181 = {};
    wp::float32 adj_182 = {};
    wp::vec_t<3, wp::float32> adj_183 = {};
    wp::vec_t<3, wp::float32> adj_184 = {};
    wp::float32 adj_185 = {};
    wp::float32 adj_186 = {};
    wp::float32 adj_187 = {};
    wp::int32 adj_188 = {};
    wp::vec_t<3, wp::float32> adj_189 = {};
    wp::float32 adj_190 = {};
    wp::float32 adj_191 = {};
    wp::float32 adj_192 = {};
    wp::vec_t<3, wp::float32> adj_193 = {};
    wp::vec_t<3, wp::float32> adj_194 = {};
    wp::float32 adj_195 = {};
    wp::float32 adj_196 = {};
    wp::float32 adj_197 = {};
    wp::int32 adj_198 = {};
    wp::vec_t<3, wp::float32> adj_199 = {};
    wp::float32 adj_200 = {};
    wp::float32 adj_201 = {};
    wp::float32 adj_202 = {};
    wp::vec_t<3, wp::float32> adj_203 = {};
    wp::vec_t<3, wp::float32> adj_204 = {};
    wp::float32 adj_205 = {};
    wp::float32 adj_206 = {};
    wp::float32 adj_207 = {};
    wp::int32 adj_208 = {};
    wp::vec_t<3, wp::float32> adj_209 = {};
    wp::float32 adj_210 = {};
    wp::float32 adj_211 = {};
    wp::float32 adj_212 = {};
    wp::vec_t<3, wp::float32> adj_213 = {};
    wp::vec_t<3, wp::float32> adj_214 = {};
    wp::float32 adj_215 = {};
    wp::float32 adj_216 = {};
    wp::float32 adj_217 = {};
    wp::float32 adj_218 = {};
    wp::float32 adj_219 = {};
    wp::float32 adj_220 = {};
    wp::float32 adj_221 = {};
    wp::vec_t<3, wp::float32> adj_222 = {};
    wp::vec_t<3, wp::float32> adj_223 = {};
    wp::float32 adj_224 = {};
    wp::int32 adj_225 = {};
    wp::float32 adj_226 = {};
    wp::float32 adj_227 = {};
    wp::float32 adj_228 = {};
    wp::float32 adj_229 = {};
    wp::vec_t<3, wp::float32> adj_230 = {};
    wp::vec_t<3, wp::float32> adj_231 = {};
    wp::float32 adj_232 = {};
    wp::vec_t<3, wp::float32> adj_233 = {};
    wp::vec_t<3, wp::float32> adj_234 = {};
    wp::int32 adj_235 = {};
    wp::vec_t<3, wp::float32> adj_236 = {};
    wp::float32 adj_237 = {};
    wp::float32 adj_238 = {};
    wp::float32 adj_239 = {};
    wp::vec_t<3, wp::float32> adj_240 = {};
    wp::vec_t<3, wp::float32> adj_241 = {};
    wp::float32 adj_242 = {};
    wp::float32 adj_243 = {};
    wp::float32 adj_244 = {};
    wp::int32 adj_245 = {};
    wp::vec_t<3, wp::float32> adj_246 = {};
    wp::float32 adj_247 = {};
    wp::float32 adj_248 = {};
    wp::float32 adj_249 = {};
    wp::vec_t<3, wp::float32> adj_250 = {};
    wp::vec_t<3, wp::float32> adj_251 = {};
    wp::float32 adj_252 = {};
    wp::float32 adj_253 = {};
    wp::float32 adj_254 = {};
    wp::int32 adj_255 = {};
    wp::vec_t<3, wp::float32> adj_256 = {};
    wp::float32 adj_257 = {};
    wp::float32 adj_258 = {};
    wp::float32 adj_259 = {};
    wp::vec_t<3, wp::float32> adj_260 = {};
    wp::vec_t<3, wp::float32> adj_261 = {};
    wp::float32 adj_262 = {};
    wp::float32 adj_263 = {};
    wp::float32 adj_264 = {};
    wp::int32 adj_265 = {};
    wp::vec_t<3, wp::float32> adj_266 = {};
    wp::float32 adj_267 = {};
    wp::float32 adj_268 = {};
    wp::float32 adj_269 = {};
    wp::vec_t<3, wp::float32> adj_270 = {};
    wp::vec_t<3, wp::float32> adj_271 = {};
    wp::float32 adj_272 = {};
    wp::float32 adj_273 = {};
    wp::float32 adj_274 = {};
    wp::float32 adj_275 = {};
    wp::float32 adj_276 = {};
    wp::float32 adj_277 = {};
    wp::float32 adj_278 = {};
    wp::vec_t<3, wp::float32> adj_279 = {};
    wp::vec_t<3, wp::float32> adj_280 = {};
    wp::float32 adj_281 = {};
    wp::int32 adj_282 = {};
    wp::float32 adj_283 = {};
    wp::float32 adj_284 = {};
    wp::float32 adj_285 = {};
    wp::float32 adj_286 = {};
    wp::vec_t<3, wp::float32> adj_287 = {};
    wp::vec_t<3, wp::float32> adj_288 = {};
    wp::float32 adj_289 = {};
    wp::vec_t<3, wp::float32> adj_290 = {};
    wp::vec_t<3, wp::float32> adj_291 = {};
    wp::int32 adj_292 = {};
    wp::vec_t<3, wp::float32> adj_293 = {};
    wp::float32 adj_294 = {};
    wp::float32 adj_295 = {};
    wp::float32 adj_296 = {};
    wp::vec_t<3, wp::float32> adj_297 = {};
    wp::vec_t<3, wp::float32> adj_298 = {};
    wp::float32 adj_299 = {};
    wp::float32 adj_300 = {};
    wp::float32 adj_301 = {};
    wp::int32 adj_302 = {};
    wp::vec_t<3, wp::float32> adj_303 = {};
    wp::float32 adj_304 = {};
    wp::float32 adj_305 = {};
    wp::float32 adj_306 = {};
    wp::vec_t<3, wp::float32> adj_307 = {};
    wp::vec_t<3, wp::float32> adj_308 = {};
    wp::float32 adj_309 = {};
    wp::float32 adj_310 = {};
    wp::float32 adj_311 = {};
    wp::int32 adj_312 = {};
    wp::vec_t<3, wp::float32> adj_313 = {};
    wp::float32 adj_314 = {};
    wp::float32 adj_315 = {};
    wp::float32 adj_316 = {};
    wp::vec_t<3, wp::float32> adj_317 = {};
    wp::vec_t<3, wp::float32> adj_318 = {};
    wp::float32 adj_319 = {};
    wp::float32 adj_320 = {};
    wp::float32 adj_321 = {};
    wp::int32 adj_322 = {};
    wp::vec_t<3, wp::float32> adj_323 = {};
    wp::float32 adj_324 = {};
    wp::float32 adj_325 = {};
    wp::float32 adj_326 = {};
    wp::vec_t<3, wp::float32> adj_327 = {};
    wp::vec_t<3, wp::float32> adj_328 = {};
    wp::float32 adj_329 = {};
    wp::float32 adj_330 = {};
    wp::float32 adj_331 = {};
    wp::float32 adj_332 = {};
    wp::float32 adj_333 = {};
    wp::float32 adj_334 = {};
    wp::float32 adj_335 = {};
    wp::vec_t<3, wp::float32> adj_336 = {};
    wp::vec_t<3, wp::float32> adj_337 = {};
    wp::float32 adj_338 = {};
    wp::int32 adj_339 = {};
    wp::float32 adj_340 = {};
    wp::float32 adj_341 = {};
    wp::float32 adj_342 = {};
    wp::float32 adj_343 = {};
    wp::vec_t<3, wp::float32> adj_344 = {};
    wp::vec_t<3, wp::float32> adj_345 = {};
    wp::float32 adj_346 = {};
    wp::vec_t<3, wp::float32> adj_347 = {};
    wp::vec_t<3, wp::float32> adj_348 = {};
    wp::int32 adj_349 = {};
    wp::vec_t<3, wp::float32> adj_350 = {};
    wp::float32 adj_351 = {};
    wp::float32 adj_352 = {};
    wp::float32 adj_353 = {};
    wp::vec_t<3, wp::float32> adj_354 = {};
    wp::vec_t<3, wp::float32> adj_355 = {};
    wp::float32 adj_356 = {};
    wp::float32 adj_357 = {};
    wp::float32 adj_358 = {};
    wp::int32 adj_359 = {};
    wp::vec_t<3, wp::float32> adj_360 = {};
    wp::float32 adj_361 = {};
    wp::float32 adj_362 = {};
    wp::float32 adj_363 = {};
    wp::vec_t<3, wp::float32> adj_364 = {};
    wp::vec_t<3, wp::float32> adj_365 = {};
    wp::float32 adj_366 = {};
    wp::float32 adj_367 = {};
    wp::float32 adj_368 = {};
    wp::int32 adj_369 = {};
    wp::vec_t<3, wp::float32> adj_370 = {};
    wp::float32 adj_371 = {};
    wp::float32 adj_372 = {};
    wp::float32 adj_373 = {};
    wp::vec_t<3, wp::float32> adj_374 = {};
    wp::vec_t<3, wp::float32> adj_375 = {};
    wp::float32 adj_376 = {};
    wp::float32 adj_377 = {};
    wp::float32 adj_378 = {};
    wp::int32 adj_379 = {};
    wp::vec_t<3, wp::float32> adj_380 = {};
    wp::float32 adj_381 = {};
    wp::float32 adj_382 = {};
    wp::float32 adj_383 = {};
    wp::vec_t<3, wp::float32> adj_384 = {};
    wp::vec_t<3, wp::float32> adj_385 = {};
    wp::float32 adj_386 = {};
    wp::float32 adj_387 = {};
    wp::float32 adj_388 = {};
    wp::float32 adj_389 = {};
    wp::float32 adj_390 = {};
    wp::float32 adj_391 = {};
    wp::float32 adj_392 = {};
    wp::vec_t<3, wp::float32> adj_393 = {};
    wp::vec_t<3, wp::float32> adj_394 = {};
    wp::float32 adj_395 = {};
    wp::float32 adj_396 = {};
    wp::float32 adj_397 = {};
    wp::float32 adj_398 = {};
    wp::float32 adj_399 = {};
    wp::float32 adj_400 = {};
    //---------
    // forward
    // def static_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=float)):       <L 11>
    // tid = wp.tid()                                                                         <L 12>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 13>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // v1 = x1[tid]                                                                           <L 14>
    var_4 = wp::address(var_x1, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v2 = x2[tid]                                                                           <L 15>
    var_7 = wp::address(var_x2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // if wp.static(K3 in (2, 3)):                                                            <L 16>
    // v1 = v1 + wp.normalize(wp.vec3((v2 - v0), wp.dot(v1, v1), -(v0))) * 0.13               <L 17>
    var_11 = wp::sub(var_8, var_2);
    var_12 = wp::dot(var_5, var_5);
    var_13 = wp::neg(var_2);
    var_14 = wp::vec_t<3, wp::float32>(var_11, var_12, var_13);
    var_15 = wp::normalize(var_14);
    var_17 = wp::mul(var_15, var_16);
    var_18 = wp::add(var_5, var_17);
    // v3 = wp.static(C0 / float(K2 + 1))                                                     <L 18>
    // for u4 in range(wp.static(K2 + 1)):                                                    <L 21>
    // v2 += wp.static(float(u4 * 1)) * 0.44 * wp.tanh((v2 - v0))                             <L 22>
    var_23 = wp::mul(var_21, var_22);
    var_24 = wp::sub(var_8, var_2);
    var_25 = wp::tanh(var_24);
    var_26 = wp::mul(var_23, var_25);
    var_27 = wp::add(var_8, var_26);
    var_31 = wp::mul(var_29, var_30);
    var_32 = wp::sub(var_27, var_2);
    var_33 = wp::tanh(var_32);
    var_34 = wp::mul(var_31, var_33);
    var_35 = wp::add(var_27, var_34);
    var_39 = wp::mul(var_37, var_38);
    var_40 = wp::sub(var_35, var_2);
    var_41 = wp::tanh(var_40);
    var_42 = wp::mul(var_39, var_41);
    var_43 = wp::add(var_35, var_42);
    // for u5 in range(wp.static(K2)):                                                        <L 23>
    // v1 = v1 + wp.normalize(-(wp.cross(v1, v1))) * 0.57                                     <L 24>
    var_45 = wp::cross(var_18, var_18);
    var_46 = wp::neg(var_45);
    var_47 = wp::normalize(var_46);
    var_49 = wp::mul(var_47, var_48);
    var_50 = wp::add(var_18, var_49);
    var_52 = wp::cross(var_50, var_50);
    var_53 = wp::neg(var_52);
    var_54 = wp::normalize(var_53);
    var_56 = wp::mul(var_54, var_55);
    var_57 = wp::add(var_50, var_56);
    // for j6 in range(5):                                                                    <L 25>
    // v0 = v0 + wp.sin(wp.length(wp.cw_div(v1, wp.vec3(3.0, 1.5, 1.5))))                     <L 26>
    var_62 = wp::vec_t<3, wp::float32>(var_59, var_60, var_61);
    var_63 = wp::cw_div(var_57, var_62);
    var_64 = wp::length(var_63);
    var_65 = wp::sin(var_64);
    var_66 = wp::add(var_2, var_65);
    // if wp.static(C0 > 2):                                                                  <L 27>
    // v0 = v0 + wp.tanh(v2)                                                                  <L 30>
    var_68 = wp::tanh(var_43);
    var_69 = wp::add(var_66, var_68);
    // v7 = wp.cross(((v1 + v1) / (wp.abs(v0) + 1.0)), wp.vec3((v0 * v0), wp.length_sq(v1), (v0 - v0)))       <L 31>
    var_70 = wp::add(var_57, var_57);
    var_71 = wp::abs(var_69);
    var_73 = wp::add(var_71, var_72);
    var_74 = wp::div(var_70, var_73);
    var_75 = wp::mul(var_69, var_69);
    var_76 = wp::length_sq(var_57);
    var_77 = wp::sub(var_69, var_69);
    var_78 = wp::vec_t<3, wp::float32>(var_75, var_76, var_77);
    var_79 = wp::cross(var_74, var_78);
    // v0 = v0 + wp.sin(wp.length(wp.cw_div(v1, wp.vec3(3.0, 1.5, 1.5))))                     <L 26>
    var_84 = wp::vec_t<3, wp::float32>(var_81, var_82, var_83);
    var_85 = wp::cw_div(var_57, var_84);
    var_86 = wp::length(var_85);
    var_87 = wp::sin(var_86);
    var_88 = wp::add(var_69, var_87);
    // if wp.static(C0 > 2):                                                                  <L 27>
    // v0 = v0 + wp.tanh(v2)                                                                  <L 30>
    var_90 = wp::tanh(var_43);
    var_91 = wp::add(var_88, var_90);
    // v7 = wp.cross(((v1 + v1) / (wp.abs(v0) + 1.0)), wp.vec3((v0 * v0), wp.length_sq(v1), (v0 - v0)))       <L 31>
    var_92 = wp::add(var_57, var_57);
    var_93 = wp::abs(var_91);
    var_95 = wp::add(var_93, var_94);
    var_96 = wp::div(var_92, var_95);
    var_97 = wp::mul(var_91, var_91);
    var_98 = wp::length_sq(var_57);
    var_99 = wp::sub(var_91, var_91);
    var_100 = wp::vec_t<3, wp::float32>(var_97, var_98, var_99);
    var_101 = wp::cross(var_96, var_100);
    // v0 = v0 + wp.sin(wp.length(wp.cw_div(v1, wp.vec3(3.0, 1.5, 1.5))))                     <L 26>
    var_106 = wp::vec_t<3, wp::float32>(var_103, var_104, var_105);
    var_107 = wp::cw_div(var_57, var_106);
    var_108 = wp::length(var_107);
    var_109 = wp::sin(var_108);
    var_110 = wp::add(var_91, var_109);
    // if wp.static(C0 > 2):                                                                  <L 27>
    // v0 = v0 + wp.tanh(v2)                                                                  <L 30>
    var_112 = wp::tanh(var_43);
    var_113 = wp::add(var_110, var_112);
    // v7 = wp.cross(((v1 + v1) / (wp.abs(v0) + 1.0)), wp.vec3((v0 * v0), wp.length_sq(v1), (v0 - v0)))       <L 31>
    var_114 = wp::add(var_57, var_57);
    var_115 = wp::abs(var_113);
    var_117 = wp::add(var_115, var_116);
    var_118 = wp::div(var_114, var_117);
    var_119 = wp::mul(var_113, var_113);
    var_120 = wp::length_sq(var_57);
    var_121 = wp::sub(var_113, var_113);
    var_122 = wp::vec_t<3, wp::float32>(var_119, var_120, var_121);
    var_123 = wp::cross(var_118, var_122);
    // v0 = v0 + wp.sin(wp.length(wp.cw_div(v1, wp.vec3(3.0, 1.5, 1.5))))                     <L 26>
    var_128 = wp::vec_t<3, wp::float32>(var_125, var_126, var_127);
    var_129 = wp::cw_div(var_57, var_128);
    var_130 = wp::length(var_129);
    var_131 = wp::sin(var_130);
    var_132 = wp::add(var_113, var_131);
    // if wp.static(C0 > 2):                                                                  <L 27>
    // v0 = v0 + wp.tanh(v2)                                                                  <L 30>
    var_134 = wp::tanh(var_43);
    var_135 = wp::add(var_132, var_134);
    // v7 = wp.cross(((v1 + v1) / (wp.abs(v0) + 1.0)), wp.vec3((v0 * v0), wp.length_sq(v1), (v0 - v0)))       <L 31>
    var_136 = wp::add(var_57, var_57);
    var_137 = wp::abs(var_135);
    var_139 = wp::add(var_137, var_138);
    var_140 = wp::div(var_136, var_139);
    var_141 = wp::mul(var_135, var_135);
    var_142 = wp::length_sq(var_57);
    var_143 = wp::sub(var_135, var_135);
    var_144 = wp::vec_t<3, wp::float32>(var_141, var_142, var_143);
    var_145 = wp::cross(var_140, var_144);
    // v0 = v0 + wp.sin(wp.length(wp.cw_div(v1, wp.vec3(3.0, 1.5, 1.5))))                     <L 26>
    var_150 = wp::vec_t<3, wp::float32>(var_147, var_148, var_149);
    var_151 = wp::cw_div(var_57, var_150);
    var_152 = wp::length(var_151);
    var_153 = wp::sin(var_152);
    var_154 = wp::add(var_135, var_153);
    // if wp.static(C0 > 2):                                                                  <L 27>
    // v0 = v0 + wp.tanh(v2)                                                                  <L 30>
    var_156 = wp::tanh(var_43);
    var_157 = wp::add(var_154, var_156);
    // v7 = wp.cross(((v1 + v1) / (wp.abs(v0) + 1.0)), wp.vec3((v0 * v0), wp.length_sq(v1), (v0 - v0)))       <L 31>
    var_158 = wp::add(var_57, var_57);
    var_159 = wp::abs(var_157);
    var_161 = wp::add(var_159, var_160);
    var_162 = wp::div(var_158, var_161);
    var_163 = wp::mul(var_157, var_157);
    var_164 = wp::length_sq(var_57);
    var_165 = wp::sub(var_157, var_157);
    var_166 = wp::vec_t<3, wp::float32>(var_163, var_164, var_165);
    var_167 = wp::cross(var_162, var_166);
    // for j8 in range(4):                                                                    <L 32>
    // v1 = v1 + wp.normalize((v1 / (wp.abs(+(v2)) + 1.0))) * 0.88                            <L 33>
    var_169 = wp::pos(var_43);
    var_170 = wp::abs(var_169);
    var_172 = wp::add(var_170, var_171);
    var_173 = wp::div(var_57, var_172);
    var_174 = wp::normalize(var_173);
    var_176 = wp::mul(var_174, var_175);
    var_177 = wp::add(var_57, var_176);
    // for u9 in range(wp.static(K3 + 1)):                                                    <L 34>
    // v2 = v2 + wp.cos(wp.dot(wp.vec3(v2, v2, v2), (wp.vec3(0.23, 1.236, 1.039) + v1)))       <L 35>
    var_179 = wp::vec_t<3, wp::float32>(var_43, var_43, var_43);
    var_183 = wp::vec_t<3, wp::float32>(var_180, var_181, var_182);
    var_184 = wp::add(var_183, var_177);
    var_185 = wp::dot(var_179, var_184);
    var_186 = wp::cos(var_185);
    var_187 = wp::add(var_43, var_186);
    var_189 = wp::vec_t<3, wp::float32>(var_187, var_187, var_187);
    var_193 = wp::vec_t<3, wp::float32>(var_190, var_191, var_192);
    var_194 = wp::add(var_193, var_177);
    var_195 = wp::dot(var_189, var_194);
    var_196 = wp::cos(var_195);
    var_197 = wp::add(var_187, var_196);
    var_199 = wp::vec_t<3, wp::float32>(var_197, var_197, var_197);
    var_203 = wp::vec_t<3, wp::float32>(var_200, var_201, var_202);
    var_204 = wp::add(var_203, var_177);
    var_205 = wp::dot(var_199, var_204);
    var_206 = wp::cos(var_205);
    var_207 = wp::add(var_197, var_206);
    var_209 = wp::vec_t<3, wp::float32>(var_207, var_207, var_207);
    var_213 = wp::vec_t<3, wp::float32>(var_210, var_211, var_212);
    var_214 = wp::add(var_213, var_177);
    var_215 = wp::dot(var_209, var_214);
    var_216 = wp::cos(var_215);
    var_217 = wp::add(var_207, var_216);
    // v10 = wp.length_sq(wp.cross((v1 / (wp.abs(-0.054) + 1.0)), v1))                        <L 36>
    var_219 = wp::abs(var_218);
    var_221 = wp::add(var_219, var_220);
    var_222 = wp::div(var_177, var_221);
    var_223 = wp::cross(var_222, var_177);
    var_224 = wp::length_sq(var_223);
    // v1 = v1 + wp.normalize((v1 / (wp.abs(+(v2)) + 1.0))) * 0.88                            <L 33>
    var_226 = wp::pos(var_217);
    var_227 = wp::abs(var_226);
    var_229 = wp::add(var_227, var_228);
    var_230 = wp::div(var_177, var_229);
    var_231 = wp::normalize(var_230);
    var_233 = wp::mul(var_231, var_232);
    var_234 = wp::add(var_177, var_233);
    // for u9 in range(wp.static(K3 + 1)):                                                    <L 34>
    // v2 = v2 + wp.cos(wp.dot(wp.vec3(v2, v2, v2), (wp.vec3(0.23, 1.236, 1.039) + v1)))       <L 35>
    var_236 = wp::vec_t<3, wp::float32>(var_217, var_217, var_217);
    var_240 = wp::vec_t<3, wp::float32>(var_237, var_238, var_239);
    var_241 = wp::add(var_240, var_234);
    var_242 = wp::dot(var_236, var_241);
    var_243 = wp::cos(var_242);
    var_244 = wp::add(var_217, var_243);
    var_246 = wp::vec_t<3, wp::float32>(var_244, var_244, var_244);
    var_250 = wp::vec_t<3, wp::float32>(var_247, var_248, var_249);
    var_251 = wp::add(var_250, var_234);
    var_252 = wp::dot(var_246, var_251);
    var_253 = wp::cos(var_252);
    var_254 = wp::add(var_244, var_253);
    var_256 = wp::vec_t<3, wp::float32>(var_254, var_254, var_254);
    var_260 = wp::vec_t<3, wp::float32>(var_257, var_258, var_259);
    var_261 = wp::add(var_260, var_234);
    var_262 = wp::dot(var_256, var_261);
    var_263 = wp::cos(var_262);
    var_264 = wp::add(var_254, var_263);
    var_266 = wp::vec_t<3, wp::float32>(var_264, var_264, var_264);
    var_270 = wp::vec_t<3, wp::float32>(var_267, var_268, var_269);
    var_271 = wp::add(var_270, var_234);
    var_272 = wp::dot(var_266, var_271);
    var_273 = wp::cos(var_272);
    var_274 = wp::add(var_264, var_273);
    // v10 = wp.length_sq(wp.cross((v1 / (wp.abs(-0.054) + 1.0)), v1))                        <L 36>
    var_276 = wp::abs(var_275);
    var_278 = wp::add(var_276, var_277);
    var_279 = wp::div(var_234, var_278);
    var_280 = wp::cross(var_279, var_234);
    var_281 = wp::length_sq(var_280);
    // v1 = v1 + wp.normalize((v1 / (wp.abs(+(v2)) + 1.0))) * 0.88                            <L 33>
    var_283 = wp::pos(var_274);
    var_284 = wp::abs(var_283);
    var_286 = wp::add(var_284, var_285);
    var_287 = wp::div(var_234, var_286);
    var_288 = wp::normalize(var_287);
    var_290 = wp::mul(var_288, var_289);
    var_291 = wp::add(var_234, var_290);
    // for u9 in range(wp.static(K3 + 1)):                                                    <L 34>
    // v2 = v2 + wp.cos(wp.dot(wp.vec3(v2, v2, v2), (wp.vec3(0.23, 1.236, 1.039) + v1)))       <L 35>
    var_293 = wp::vec_t<3, wp::float32>(var_274, var_274, var_274);
    var_297 = wp::vec_t<3, wp::float32>(var_294, var_295, var_296);
    var_298 = wp::add(var_297, var_291);
    var_299 = wp::dot(var_293, var_298);
    var_300 = wp::cos(var_299);
    var_301 = wp::add(var_274, var_300);
    var_303 = wp::vec_t<3, wp::float32>(var_301, var_301, var_301);
    var_307 = wp::vec_t<3, wp::float32>(var_304, var_305, var_306);
    var_308 = wp::add(var_307, var_291);
    var_309 = wp::dot(var_303, var_308);
    var_310 = wp::cos(var_309);
    var_311 = wp::add(var_301, var_310);
    var_313 = wp::vec_t<3, wp::float32>(var_311, var_311, var_311);
    var_317 = wp::vec_t<3, wp::float32>(var_314, var_315, var_316);
    var_318 = wp::add(var_317, var_291);
    var_319 = wp::dot(var_313, var_318);
    var_320 = wp::cos(var_319);
    var_321 = wp::add(var_311, var_320);
    var_323 = wp::vec_t<3, wp::float32>(var_321, var_321, var_321);
    var_327 = wp::vec_t<3, wp::float32>(var_324, var_325, var_326);
    var_328 = wp::add(var_327, var_291);
    var_329 = wp::dot(var_323, var_328);
    var_330 = wp::cos(var_329);
    var_331 = wp::add(var_321, var_330);
    // v10 = wp.length_sq(wp.cross((v1 / (wp.abs(-0.054) + 1.0)), v1))                        <L 36>
    var_333 = wp::abs(var_332);
    var_335 = wp::add(var_333, var_334);
    var_336 = wp::div(var_291, var_335);
    var_337 = wp::cross(var_336, var_291);
    var_338 = wp::length_sq(var_337);
    // v1 = v1 + wp.normalize((v1 / (wp.abs(+(v2)) + 1.0))) * 0.88                            <L 33>
    var_340 = wp::pos(var_331);
    var_341 = wp::abs(var_340);
    var_343 = wp::add(var_341, var_342);
    var_344 = wp::div(var_291, var_343);
    var_345 = wp::normalize(var_344);
    var_347 = wp::mul(var_345, var_346);
    var_348 = wp::add(var_291, var_347);
    // for u9 in range(wp.static(K3 + 1)):                                                    <L 34>
    // v2 = v2 + wp.cos(wp.dot(wp.vec3(v2, v2, v2), (wp.vec3(0.23, 1.236, 1.039) + v1)))       <L 35>
    var_350 = wp::vec_t<3, wp::float32>(var_331, var_331, var_331);
    var_354 = wp::vec_t<3, wp::float32>(var_351, var_352, var_353);
    var_355 = wp::add(var_354, var_348);
    var_356 = wp::dot(var_350, var_355);
    var_357 = wp::cos(var_356);
    var_358 = wp::add(var_331, var_357);
    var_360 = wp::vec_t<3, wp::float32>(var_358, var_358, var_358);
    var_364 = wp::vec_t<3, wp::float32>(var_361, var_362, var_363);
    var_365 = wp::add(var_364, var_348);
    var_366 = wp::dot(var_360, var_365);
    var_367 = wp::cos(var_366);
    var_368 = wp::add(var_358, var_367);
    var_370 = wp::vec_t<3, wp::float32>(var_368, var_368, var_368);
    var_374 = wp::vec_t<3, wp::float32>(var_371, var_372, var_373);
    var_375 = wp::add(var_374, var_348);
    var_376 = wp::dot(var_370, var_375);
    var_377 = wp::cos(var_376);
    var_378 = wp::add(var_368, var_377);
    var_380 = wp::vec_t<3, wp::float32>(var_378, var_378, var_378);
    var_384 = wp::vec_t<3, wp::float32>(var_381, var_382, var_383);
    var_385 = wp::add(var_384, var_348);
    var_386 = wp::dot(var_380, var_385);
    var_387 = wp::cos(var_386);
    var_388 = wp::add(var_378, var_387);
    // v10 = wp.length_sq(wp.cross((v1 / (wp.abs(-0.054) + 1.0)), v1))                        <L 36>
    var_390 = wp::abs(var_389);
    var_392 = wp::add(var_390, var_391);
    var_393 = wp::div(var_348, var_392);
    var_394 = wp::cross(var_393, var_348);
    var_395 = wp::length_sq(var_394);
    // out0[tid] = v0 + v2 + (v2 * v0) * 1.72                                                 <L 37>
    var_396 = wp::add(var_157, var_388);
    var_397 = wp::mul(var_388, var_157);
    var_399 = wp::mul(var_397, var_398);
    var_400 = wp::add(var_396, var_399);
    // wp::array_store(var_out0, var_0, var_400);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_400, adj_out0, adj_0, adj_400);
    wp::adj_add(var_396, var_399, adj_396, adj_399, adj_400);
    wp::adj_mul(var_397, var_398, adj_397, adj_398, adj_399);
    wp::adj_mul(var_388, var_157, adj_388, adj_157, adj_397);
    wp::adj_add(var_157, var_388, adj_157, adj_388, adj_396);
    // adj: out0[tid] = v0 + v2 + (v2 * v0) * 1.72                                            <L 37>
    wp::adj_length_sq(var_394, adj_394, adj_395);
    wp::adj_cross(var_393, var_348, adj_393, adj_348, adj_394);
    wp::adj_div(var_348, var_392, adj_348, adj_392, adj_393);
    wp::adj_add(var_390, var_391, adj_390, adj_391, adj_392);
    wp::adj_abs(var_389, adj_389, adj_390);
    // adj: v10 = wp.length_sq(wp.cross((v1 / (wp.abs(-0.054) + 1.0)), v1))                   <L 36>
    wp::adj_add(var_378, var_387, adj_378, adj_387, adj_388);
    wp::adj_cos(var_386, adj_386, adj_387);
    wp::adj_dot(var_380, var_385, adj_380, adj_385, adj_386);
    wp::adj_add(var_384, var_348, adj_384, adj_348, adj_385);
    wp::adj_vec_t(var_381, var_382, var_383, adj_381, adj_382, adj_383, adj_384);
    wp::adj_vec_t(var_378, var_378, var_378, adj_378, adj_378, adj_378, adj_380);
    wp::adj_add(var_368, var_377, adj_368, adj_377, adj_378);
    wp::adj_cos(var_376, adj_376, adj_377);
    wp::adj_dot(var_370, var_375, adj_370, adj_375, adj_376);
    wp::adj_add(var_374, var_348, adj_374, adj_348, adj_375);
    wp::adj_vec_t(var_371, var_372, var_373, adj_371, adj_372, adj_373, adj_374);
    wp::adj_vec_t(var_368, var_368, var_368, adj_368, adj_368, adj_368, adj_370);
    wp::adj_add(var_358, var_367, adj_358, adj_367, adj_368);
    wp::adj_cos(var_366, adj_366, adj_367);
    wp::adj_dot(var_360, var_365, adj_360, adj_365, adj_366);
    wp::adj_add(var_364, var_348, adj_364, adj_348, adj_365);
    wp::adj_vec_t(var_361, var_362, var_363, adj_361, adj_362, adj_363, adj_364);
    wp::adj_vec_t(var_358, var_358, var_358, adj_358, adj_358, adj_358, adj_360);
    wp::adj_add(var_331, var_357, adj_331, adj_357, adj_358);
    wp::adj_cos(var_356, adj_356, adj_357);
    wp::adj_dot(var_350, var_355, adj_350, adj_355, adj_356);
    wp::adj_add(var_354, var_348, adj_354, adj_348, adj_355);
    wp::adj_vec_t(var_351, var_352, var_353, adj_351, adj_352, adj_353, adj_354);
    wp::adj_vec_t(var_331, var_331, var_331, adj_331, adj_331, adj_331, adj_350);
    // adj: v2 = v2 + wp.cos(wp.dot(wp.vec3(v2, v2, v2), (wp.vec3(0.23, 1.236, 1.039) + v1)))  <L 35>
    // adj: for u9 in range(wp.static(K3 + 1)):                                               <L 34>
    wp::adj_add(var_291, var_347, adj_291, adj_347, adj_348);
    wp::adj_mul(var_345, var_346, adj_345, adj_346, adj_347);
    wp::adj_normalize(var_344, var_345, adj_344, adj_345);
    wp::adj_div(var_291, var_343, adj_291, adj_343, adj_344);
    wp::adj_add(var_341, var_342, adj_341, adj_342, adj_343);
    wp::adj_abs(var_340, adj_340, adj_341);
    wp::adj_pos(var_331, adj_331, adj_340);
    // adj: v1 = v1 + wp.normalize((v1 / (wp.abs(+(v2)) + 1.0))) * 0.88                       <L 33>
    wp::adj_length_sq(var_337, adj_337, adj_338);
    wp::adj_cross(var_336, var_291, adj_336, adj_291, adj_337);
    wp::adj_div(var_291, var_335, adj_291, adj_335, adj_336);
    wp::adj_add(var_333, var_334, adj_333, adj_334, adj_335);
    wp::adj_abs(var_332, adj_332, adj_333);
    // adj: v10 = wp.length_sq(wp.cross((v1 / (wp.abs(-0.054) + 1.0)), v1))                   <L 36>
    wp::adj_add(var_321, var_330, adj_321, adj_330, adj_331);
    wp::adj_cos(var_329, adj_329, adj_330);
    wp::adj_dot(var_323, var_328, adj_323, adj_328, adj_329);
    wp::adj_add(var_327, var_291, adj_327, adj_291, adj_328);
    wp::adj_vec_t(var_324, var_325, var_326, adj_324, adj_325, adj_326, adj_327);
    wp::adj_vec_t(var_321, var_321, var_321, adj_321, adj_321, adj_321, adj_323);
    wp::adj_add(var_311, var_320, adj_311, adj_320, adj_321);
    wp::adj_cos(var_319, adj_319, adj_320);
    wp::adj_dot(var_313, var_318, adj_313, adj_318, adj_319);
    wp::adj_add(var_317, var_291, adj_317, adj_291, adj_318);
    wp::adj_vec_t(var_314, var_315, var_316, adj_314, adj_315, adj_316, adj_317);
    wp::adj_vec_t(var_311, var_311, var_311, adj_311, adj_311, adj_311, adj_313);
    wp::adj_add(var_301, var_310, adj_301, adj_310, adj_311);
    wp::adj_cos(var_309, adj_309, adj_310);
    wp::adj_dot(var_303, var_308, adj_303, adj_308, adj_309);
    wp::adj_add(var_307, var_291, adj_307, adj_291, adj_308);
    wp::adj_vec_t(var_304, var_305, var_306, adj_304, adj_305, adj_306, adj_307);
    wp::adj_vec_t(var_301, var_301, var_301, adj_301, adj_301, adj_301, adj_303);
    wp::adj_add(var_274, var_300, adj_274, adj_300, adj_301);
    wp::adj_cos(var_299, adj_299, adj_300);
    wp::adj_dot(var_293, var_298, adj_293, adj_298, adj_299);
    wp::adj_add(var_297, var_291, adj_297, adj_291, adj_298);
    wp::adj_vec_t(var_294, var_295, var_296, adj_294, adj_295, adj_296, adj_297);
    wp::adj_vec_t(var_274, var_274, var_274, adj_274, adj_274, adj_274, adj_293);
    // adj: v2 = v2 + wp.cos(wp.dot(wp.vec3(v2, v2, v2), (wp.vec3(0.23, 1.236, 1.039) + v1)))  <L 35>
    // adj: for u9 in range(wp.static(K3 + 1)):                                               <L 34>
    wp::adj_add(var_234, var_290, adj_234, adj_290, adj_291);
    wp::adj_mul(var_288, var_289, adj_288, adj_289, adj_290);
    wp::adj_normalize(var_287, var_288, adj_287, adj_288);
    wp::adj_div(var_234, var_286, adj_234, adj_286, adj_287);
    wp::adj_add(var_284, var_285, adj_284, adj_285, adj_286);
    wp::adj_abs(var_283, adj_283, adj_284);
    wp::adj_pos(var_274, adj_274, adj_283);
    // adj: v1 = v1 + wp.normalize((v1 / (wp.abs(+(v2)) + 1.0))) * 0.88                       <L 33>
    wp::adj_length_sq(var_280, adj_280, adj_281);
    wp::adj_cross(var_279, var_234, adj_279, adj_234, adj_280);
    wp::adj_div(var_234, var_278, adj_234, adj_278, adj_279);
    wp::adj_add(var_276, var_277, adj_276, adj_277, adj_278);
    wp::adj_abs(var_275, adj_275, adj_276);
    // adj: v10 = wp.length_sq(wp.cross((v1 / (wp.abs(-0.054) + 1.0)), v1))                   <L 36>
    wp::adj_add(var_264, var_273, adj_264, adj_273, adj_274);
    wp::adj_cos(var_272, adj_272, adj_273);
    wp::adj_dot(var_266, var_271, adj_266, adj_271, adj_272);
    wp::adj_add(var_270, var_234, adj_270, adj_234, adj_271);
    wp::adj_vec_t(var_267, var_268, var_269, adj_267, adj_268, adj_269, adj_270);
    wp::adj_vec_t(var_264, var_264, var_264, adj_264, adj_264, adj_264, adj_266);
    wp::adj_add(var_254, var_263, adj_254, adj_263, adj_264);
    wp::adj_cos(var_262, adj_262, adj_263);
    wp::adj_dot(var_256, var_261, adj_256, adj_261, adj_262);
    wp::adj_add(var_260, var_234, adj_260, adj_234, adj_261);
    wp::adj_vec_t(var_257, var_258, var_259, adj_257, adj_258, adj_259, adj_260);
    wp::adj_vec_t(var_254, var_254, var_254, adj_254, adj_254, adj_254, adj_256);
    wp::adj_add(var_244, var_253, adj_244, adj_253, adj_254);
    wp::adj_cos(var_252, adj_252, adj_253);
    wp::adj_dot(var_246, var_251, adj_246, adj_251, adj_252);
    wp::adj_add(var_250, var_234, adj_250, adj_234, adj_251);
    wp::adj_vec_t(var_247, var_248, var_249, adj_247, adj_248, adj_249, adj_250);
    wp::adj_vec_t(var_244, var_244, var_244, adj_244, adj_244, adj_244, adj_246);
    wp::adj_add(var_217, var_243, adj_217, adj_243, adj_244);
    wp::adj_cos(var_242, adj_242, adj_243);
    wp::adj_dot(var_236, var_241, adj_236, adj_241, adj_242);
    wp::adj_add(var_240, var_234, adj_240, adj_234, adj_241);
    wp::adj_vec_t(var_237, var_238, var_239, adj_237, adj_238, adj_239, adj_240);
    wp::adj_vec_t(var_217, var_217, var_217, adj_217, adj_217, adj_217, adj_236);
    // adj: v2 = v2 + wp.cos(wp.dot(wp.vec3(v2, v2, v2), (wp.vec3(0.23, 1.236, 1.039) + v1)))  <L 35>
    // adj: for u9 in range(wp.static(K3 + 1)):                                               <L 34>
    wp::adj_add(var_177, var_233, adj_177, adj_233, adj_234);
    wp::adj_mul(var_231, var_232, adj_231, adj_232, adj_233);
    wp::adj_normalize(var_230, var_231, adj_230, adj_231);
    wp::adj_div(var_177, var_229, adj_177, adj_229, adj_230);
    wp::adj_add(var_227, var_228, adj_227, adj_228, adj_229);
    wp::adj_abs(var_226, adj_226, adj_227);
    wp::adj_pos(var_217, adj_217, adj_226);
    // adj: v1 = v1 + wp.normalize((v1 / (wp.abs(+(v2)) + 1.0))) * 0.88                       <L 33>
    wp::adj_length_sq(var_223, adj_223, adj_224);
    wp::adj_cross(var_222, var_177, adj_222, adj_177, adj_223);
    wp::adj_div(var_177, var_221, adj_177, adj_221, adj_222);
    wp::adj_add(var_219, var_220, adj_219, adj_220, adj_221);
    wp::adj_abs(var_218, adj_218, adj_219);
    // adj: v10 = wp.length_sq(wp.cross((v1 / (wp.abs(-0.054) + 1.0)), v1))                   <L 36>
    wp::adj_add(var_207, var_216, adj_207, adj_216, adj_217);
    wp::adj_cos(var_215, adj_215, adj_216);
    wp::adj_dot(var_209, var_214, adj_209, adj_214, adj_215);
    wp::adj_add(var_213, var_177, adj_213, adj_177, adj_214);
    wp::adj_vec_t(var_210, var_211, var_212, adj_210, adj_211, adj_212, adj_213);
    wp::adj_vec_t(var_207, var_207, var_207, adj_207, adj_207, adj_207, adj_209);
    wp::adj_add(var_197, var_206, adj_197, adj_206, adj_207);
    wp::adj_cos(var_205, adj_205, adj_206);
    wp::adj_dot(var_199, var_204, adj_199, adj_204, adj_205);
    wp::adj_add(var_203, var_177, adj_203, adj_177, adj_204);
    wp::adj_vec_t(var_200, var_201, var_202, adj_200, adj_201, adj_202, adj_203);
    wp::adj_vec_t(var_197, var_197, var_197, adj_197, adj_197, adj_197, adj_199);
    wp::adj_add(var_187, var_196, adj_187, adj_196, adj_197);
    wp::adj_cos(var_195, adj_195, adj_196);
    wp::adj_dot(var_189, var_194, adj_189, adj_194, adj_195);
    wp::adj_add(var_193, var_177, adj_193, adj_177, adj_194);
    wp::adj_vec_t(var_190, var_191, var_192, adj_190, adj_191, adj_192, adj_193);
    wp::adj_vec_t(var_187, var_187, var_187, adj_187, adj_187, adj_187, adj_189);
    wp::adj_add(var_43, var_186, adj_43, adj_186, adj_187);
    wp::adj_cos(var_185, adj_185, adj_186);
    wp::adj_dot(var_179, var_184, adj_179, adj_184, adj_185);
    wp::adj_add(var_183, var_177, adj_183, adj_177, adj_184);
    wp::adj_vec_t(var_180, var_181, var_182, adj_180, adj_181, adj_182, adj_183);
    wp::adj_vec_t(var_43, var_43, var_43, adj_43, adj_43, adj_43, adj_179);
    // adj: v2 = v2 + wp.cos(wp.dot(wp.vec3(v2, v2, v2), (wp.vec3(0.23, 1.236, 1.039) + v1)))  <L 35>
    // adj: for u9 in range(wp.static(K3 + 1)):                                               <L 34>
    wp::adj_add(var_57, var_176, adj_57, adj_176, adj_177);
    wp::adj_mul(var_174, var_175, adj_174, adj_175, adj_176);
    wp::adj_normalize(var_173, var_174, adj_173, adj_174);
    wp::adj_div(var_57, var_172, adj_57, adj_172, adj_173);
    wp::adj_add(var_170, var_171, adj_170, adj_171, adj_172);
    wp::adj_abs(var_169, adj_169, adj_170);
    wp::adj_pos(var_43, adj_43, adj_169);
    // adj: v1 = v1 + wp.normalize((v1 / (wp.abs(+(v2)) + 1.0))) * 0.88                       <L 33>
    // adj: for j8 in range(4):                                                               <L 32>
    wp::adj_cross(var_162, var_166, adj_162, adj_166, adj_167);
    wp::adj_vec_t(var_163, var_164, var_165, adj_163, adj_164, adj_165, adj_166);
    wp::adj_sub(var_157, var_157, adj_157, adj_157, adj_165);
    wp::adj_length_sq(var_57, adj_57, adj_164);
    wp::adj_mul(var_157, var_157, adj_157, adj_157, adj_163);
    wp::adj_div(var_158, var_161, adj_158, adj_161, adj_162);
    wp::adj_add(var_159, var_160, adj_159, adj_160, adj_161);
    wp::adj_abs(var_157, adj_157, adj_159);
    wp::adj_add(var_57, var_57, adj_57, adj_57, adj_158);
    // adj: v7 = wp.cross(((v1 + v1) / (wp.abs(v0) + 1.0)), wp.vec3((v0 * v0), wp.length_sq(v1), (v0 - v0)))  <L 31>
    wp::adj_add(var_154, var_156, adj_154, adj_156, adj_157);
    wp::adj_tanh(var_43, var_156, adj_43, adj_156);
    // adj: v0 = v0 + wp.tanh(v2)                                                             <L 30>
    // adj: if wp.static(C0 > 2):                                                             <L 27>
    wp::adj_add(var_135, var_153, adj_135, adj_153, adj_154);
    wp::adj_sin(var_152, adj_152, adj_153);
    wp::adj_length(var_151, var_152, adj_151, adj_152);
    wp::adj_cw_div(var_57, var_150, var_151, adj_57, adj_150, adj_151);
    wp::adj_vec_t(var_147, var_148, var_149, adj_147, adj_148, adj_149, adj_150);
    // adj: v0 = v0 + wp.sin(wp.length(wp.cw_div(v1, wp.vec3(3.0, 1.5, 1.5))))                <L 26>
    wp::adj_cross(var_140, var_144, adj_140, adj_144, adj_145);
    wp::adj_vec_t(var_141, var_142, var_143, adj_141, adj_142, adj_143, adj_144);
    wp::adj_sub(var_135, var_135, adj_135, adj_135, adj_143);
    wp::adj_length_sq(var_57, adj_57, adj_142);
    wp::adj_mul(var_135, var_135, adj_135, adj_135, adj_141);
    wp::adj_div(var_136, var_139, adj_136, adj_139, adj_140);
    wp::adj_add(var_137, var_138, adj_137, adj_138, adj_139);
    wp::adj_abs(var_135, adj_135, adj_137);
    wp::adj_add(var_57, var_57, adj_57, adj_57, adj_136);
    // adj: v7 = wp.cross(((v1 + v1) / (wp.abs(v0) + 1.0)), wp.vec3((v0 * v0), wp.length_sq(v1), (v0 - v0)))  <L 31>
    wp::adj_add(var_132, var_134, adj_132, adj_134, adj_135);
    wp::adj_tanh(var_43, var_134, adj_43, adj_134);
    // adj: v0 = v0 + wp.tanh(v2)                                                             <L 30>
    // adj: if wp.static(C0 > 2):                                                             <L 27>
    wp::adj_add(var_113, var_131, adj_113, adj_131, adj_132);
    wp::adj_sin(var_130, adj_130, adj_131);
    wp::adj_length(var_129, var_130, adj_129, adj_130);
    wp::adj_cw_div(var_57, var_128, var_129, adj_57, adj_128, adj_129);
    wp::adj_vec_t(var_125, var_126, var_127, adj_125, adj_126, adj_127, adj_128);
    // adj: v0 = v0 + wp.sin(wp.length(wp.cw_div(v1, wp.vec3(3.0, 1.5, 1.5))))                <L 26>
    wp::adj_cross(var_118, var_122, adj_118, adj_122, adj_123);
    wp::adj_vec_t(var_119, var_120, var_121, adj_119, adj_120, adj_121, adj_122);
    wp::adj_sub(var_113, var_113, adj_113, adj_113, adj_121);
    wp::adj_length_sq(var_57, adj_57, adj_120);
    wp::adj_mul(var_113, var_113, adj_113, adj_113, adj_119);
    wp::adj_div(var_114, var_117, adj_114, adj_117, adj_118);
    wp::adj_add(var_115, var_116, adj_115, adj_116, adj_117);
    wp::adj_abs(var_113, adj_113, adj_115);
    wp::adj_add(var_57, var_57, adj_57, adj_57, adj_114);
    // adj: v7 = wp.cross(((v1 + v1) / (wp.abs(v0) + 1.0)), wp.vec3((v0 * v0), wp.length_sq(v1), (v0 - v0)))  <L 31>
    wp::adj_add(var_110, var_112, adj_110, adj_112, adj_113);
    wp::adj_tanh(var_43, var_112, adj_43, adj_112);
    // adj: v0 = v0 + wp.tanh(v2)                                                             <L 30>
    // adj: if wp.static(C0 > 2):                                                             <L 27>
    wp::adj_add(var_91, var_109, adj_91, adj_109, adj_110);
    wp::adj_sin(var_108, adj_108, adj_109);
    wp::adj_length(var_107, var_108, adj_107, adj_108);
    wp::adj_cw_div(var_57, var_106, var_107, adj_57, adj_106, adj_107);
    wp::adj_vec_t(var_103, var_104, var_105, adj_103, adj_104, adj_105, adj_106);
    // adj: v0 = v0 + wp.sin(wp.length(wp.cw_div(v1, wp.vec3(3.0, 1.5, 1.5))))                <L 26>
    wp::adj_cross(var_96, var_100, adj_96, adj_100, adj_101);
    wp::adj_vec_t(var_97, var_98, var_99, adj_97, adj_98, adj_99, adj_100);
    wp::adj_sub(var_91, var_91, adj_91, adj_91, adj_99);
    wp::adj_length_sq(var_57, adj_57, adj_98);
    wp::adj_mul(var_91, var_91, adj_91, adj_91, adj_97);
    wp::adj_div(var_92, var_95, adj_92, adj_95, adj_96);
    wp::adj_add(var_93, var_94, adj_93, adj_94, adj_95);
    wp::adj_abs(var_91, adj_91, adj_93);
    wp::adj_add(var_57, var_57, adj_57, adj_57, adj_92);
    // adj: v7 = wp.cross(((v1 + v1) / (wp.abs(v0) + 1.0)), wp.vec3((v0 * v0), wp.length_sq(v1), (v0 - v0)))  <L 31>
    wp::adj_add(var_88, var_90, adj_88, adj_90, adj_91);
    wp::adj_tanh(var_43, var_90, adj_43, adj_90);
    // adj: v0 = v0 + wp.tanh(v2)                                                             <L 30>
    // adj: if wp.static(C0 > 2):                                                             <L 27>
    wp::adj_add(var_69, var_87, adj_69, adj_87, adj_88);
    wp::adj_sin(var_86, adj_86, adj_87);
    wp::adj_length(var_85, var_86, adj_85, adj_86);
    wp::adj_cw_div(var_57, var_84, var_85, adj_57, adj_84, adj_85);
    wp::adj_vec_t(var_81, var_82, var_83, adj_81, adj_82, adj_83, adj_84);
    // adj: v0 = v0 + wp.sin(wp.length(wp.cw_div(v1, wp.vec3(3.0, 1.5, 1.5))))                <L 26>
    wp::adj_cross(var_74, var_78, adj_74, adj_78, adj_79);
    wp::adj_vec_t(var_75, var_76, var_77, adj_75, adj_76, adj_77, adj_78);
    wp::adj_sub(var_69, var_69, adj_69, adj_69, adj_77);
    wp::adj_length_sq(var_57, adj_57, adj_76);
    wp::adj_mul(var_69, var_69, adj_69, adj_69, adj_75);
    wp::adj_div(var_70, var_73, adj_70, adj_73, adj_74);
    wp::adj_add(var_71, var_72, adj_71, adj_72, adj_73);
    wp::adj_abs(var_69, adj_69, adj_71);
    wp::adj_add(var_57, var_57, adj_57, adj_57, adj_70);
    // adj: v7 = wp.cross(((v1 + v1) / (wp.abs(v0) + 1.0)), wp.vec3((v0 * v0), wp.length_sq(v1), (v0 - v0)))  <L 31>
    wp::adj_add(var_66, var_68, adj_66, adj_68, adj_69);
    wp::adj_tanh(var_43, var_68, adj_43, adj_68);
    // adj: v0 = v0 + wp.tanh(v2)                                                             <L 30>
    // adj: if wp.static(C0 > 2):                                                             <L 27>
    wp::adj_add(var_2, var_65, adj_2, adj_65, adj_66);
    wp::adj_sin(var_64, adj_64, adj_65);
    wp::adj_length(var_63, var_64, adj_63, adj_64);
    wp::adj_cw_div(var_57, var_62, var_63, adj_57, adj_62, adj_63);
    wp::adj_vec_t(var_59, var_60, var_61, adj_59, adj_60, adj_61, adj_62);
    // adj: v0 = v0 + wp.sin(wp.length(wp.cw_div(v1, wp.vec3(3.0, 1.5, 1.5))))                <L 26>
    // adj: for j6 in range(5):                                                               <L 25>
    wp::adj_add(var_50, var_56, adj_50, adj_56, adj_57);
    wp::adj_mul(var_54, var_55, adj_54, adj_55, adj_56);
    wp::adj_normalize(var_53, var_54, adj_53, adj_54);
    wp::adj_neg(var_52, adj_52, adj_53);
    wp::adj_cross(var_50, var_50, adj_50, adj_50, adj_52);
    wp::adj_add(var_18, var_49, adj_18, adj_49, adj_50);
    wp::adj_mul(var_47, var_48, adj_47, adj_48, adj_49);
    wp::adj_normalize(var_46, var_47, adj_46, adj_47);
    wp::adj_neg(var_45, adj_45, adj_46);
    wp::adj_cross(var_18, var_18, adj_18, adj_18, adj_45);
    // adj: v1 = v1 + wp.normalize(-(wp.cross(v1, v1))) * 0.57                                <L 24>
    // adj: for u5 in range(wp.static(K2)):                                                   <L 23>
    wp::adj_add(var_35, var_42, adj_35, adj_42, adj_43);
    wp::adj_mul(var_39, var_41, adj_39, adj_41, adj_42);
    wp::adj_tanh(var_40, var_41, adj_40, adj_41);
    wp::adj_sub(var_35, var_2, adj_35, adj_2, adj_40);
    wp::adj_mul(var_37, var_38, adj_37, adj_38, adj_39);
    wp::adj_add(var_27, var_34, adj_27, adj_34, adj_35);
    wp::adj_mul(var_31, var_33, adj_31, adj_33, adj_34);
    wp::adj_tanh(var_32, var_33, adj_32, adj_33);
    wp::adj_sub(var_27, var_2, adj_27, adj_2, adj_32);
    wp::adj_mul(var_29, var_30, adj_29, adj_30, adj_31);
    wp::adj_add(var_8, var_26, adj_8, adj_26, adj_27);
    wp::adj_mul(var_23, var_25, adj_23, adj_25, adj_26);
    wp::adj_tanh(var_24, var_25, adj_24, adj_25);
    wp::adj_sub(var_8, var_2, adj_8, adj_2, adj_24);
    wp::adj_mul(var_21, var_22, adj_21, adj_22, adj_23);
    // adj: v2 += wp.static(float(u4 * 1)) * 0.44 * wp.tanh((v2 - v0))                        <L 22>
    // adj: for u4 in range(wp.static(K2 + 1)):                                               <L 21>
    // adj: v3 = wp.static(C0 / float(K2 + 1))                                                <L 18>
    wp::adj_add(var_5, var_17, adj_5, adj_17, adj_18);
    wp::adj_mul(var_15, var_16, adj_15, adj_16, adj_17);
    wp::adj_normalize(var_14, var_15, adj_14, adj_15);
    wp::adj_vec_t(var_11, var_12, var_13, adj_11, adj_12, adj_13, adj_14);
    wp::adj_neg(var_2, adj_2, adj_13);
    wp::adj_dot(var_5, var_5, adj_5, adj_5, adj_12);
    wp::adj_sub(var_8, var_2, adj_8, adj_2, adj_11);
    // adj: v1 = v1 + wp.normalize(wp.vec3((v2 - v0), wp.dot(v1, v1), -(v0))) * 0.13          <L 17>
    // adj: if wp.static(K3 in (2, 3)):                                                       <L 16>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_7);
    // adj: v2 = x2[tid]                                                                      <L 15>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 14>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 13>
    // adj: tid = wp.tid()                                                                    <L 12>
    // adj: def static_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec3), x2: wp.array(dtype=float), out0: wp.array(dtype=float)):  <L 11>
    return;
}



struct static_000002_5bfce2b6_cpu_block_payload_forward
{
    wp_args_static_000002_5bfce2b6* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void static_000002_5bfce2b6_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    static_000002_5bfce2b6_cpu_block_payload_forward* payload = (static_000002_5bfce2b6_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    static_000002_5bfce2b6_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void static_000002_5bfce2b6_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_static_000002_5bfce2b6 *_wp_args)
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
        static_000002_5bfce2b6_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &static_000002_5bfce2b6_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct static_000002_5bfce2b6_cpu_block_payload_backward
{
    wp_args_static_000002_5bfce2b6* args;
    wp_args_static_000002_5bfce2b6* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void static_000002_5bfce2b6_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    static_000002_5bfce2b6_cpu_block_payload_backward* payload = (static_000002_5bfce2b6_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    static_000002_5bfce2b6_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void static_000002_5bfce2b6_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_static_000002_5bfce2b6 *_wp_args,
    wp_args_static_000002_5bfce2b6 *_wp_adj_args)
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
        static_000002_5bfce2b6_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &static_000002_5bfce2b6_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

