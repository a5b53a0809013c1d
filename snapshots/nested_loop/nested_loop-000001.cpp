// Generated for case nested_loop-000001 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_nested_loop_000001_81a3ba3e {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::int32 n;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::float32> out1;
};


template <bool wp_linear_contiguous>
static void nested_loop_000001_81a3ba3e_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_nested_loop_000001_81a3ba3e *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
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
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::int32 var_10 = 0;
    const wp::float32 var_11 = -1.43;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = -0.154;
    wp::vec_t<2, wp::float32> var_15;
    wp::vec_t<2, wp::float32> var_16;
    const wp::int32 var_17 = 1;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    const wp::float32 var_21 = -1.147;
    wp::vec_t<2, wp::float32> var_22;
    const wp::float32 var_23 = 1.158;
    wp::vec_t<2, wp::float32> var_24;
    const wp::float32 var_25 = 0.72;
    const wp::float32 var_26 = 1.472;
    wp::vec_t<2, wp::float32> var_27;
    wp::vec_t<2, wp::float32> var_28;
    wp::vec_t<2, wp::float32> var_29;
    const wp::float32 var_30 = -0.3;
    const wp::float32 var_31 = -0.13;
    wp::vec_t<2, wp::float32> var_32;
    const wp::float32 var_33 = -0.08;
    const wp::float32 var_34 = 0.5;
    wp::vec_t<2, wp::float32> var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::float32 var_38 = 1.0;
    wp::float32 var_39;
    wp::vec_t<2, wp::float32> var_40;
    const wp::int32 var_41 = 1;
    const wp::float32 var_42 = -1.43;
    wp::float32 var_43;
    wp::float32 var_44;
    const wp::float32 var_45 = -0.154;
    wp::vec_t<2, wp::float32> var_46;
    wp::vec_t<2, wp::float32> var_47;
    const wp::int32 var_48 = 1;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    const wp::float32 var_52 = -1.147;
    wp::vec_t<2, wp::float32> var_53;
    const wp::float32 var_54 = 1.158;
    wp::vec_t<2, wp::float32> var_55;
    const wp::float32 var_56 = 0.72;
    const wp::float32 var_57 = 1.472;
    wp::vec_t<2, wp::float32> var_58;
    wp::vec_t<2, wp::float32> var_59;
    wp::vec_t<2, wp::float32> var_60;
    const wp::float32 var_61 = -0.3;
    const wp::float32 var_62 = -0.13;
    wp::vec_t<2, wp::float32> var_63;
    const wp::float32 var_64 = -0.08;
    const wp::float32 var_65 = 0.5;
    wp::vec_t<2, wp::float32> var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    const wp::float32 var_69 = 1.0;
    wp::float32 var_70;
    wp::vec_t<2, wp::float32> var_71;
    const wp::int32 var_72 = 2;
    const wp::float32 var_73 = -1.43;
    wp::float32 var_74;
    wp::float32 var_75;
    const wp::float32 var_76 = -0.154;
    wp::vec_t<2, wp::float32> var_77;
    wp::vec_t<2, wp::float32> var_78;
    const wp::int32 var_79 = 1;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    const wp::float32 var_83 = -1.147;
    wp::vec_t<2, wp::float32> var_84;
    const wp::float32 var_85 = 1.158;
    wp::vec_t<2, wp::float32> var_86;
    const wp::float32 var_87 = 0.72;
    const wp::float32 var_88 = 1.472;
    wp::vec_t<2, wp::float32> var_89;
    wp::vec_t<2, wp::float32> var_90;
    wp::vec_t<2, wp::float32> var_91;
    const wp::float32 var_92 = -0.3;
    const wp::float32 var_93 = -0.13;
    wp::vec_t<2, wp::float32> var_94;
    const wp::float32 var_95 = -0.08;
    const wp::float32 var_96 = 0.5;
    wp::vec_t<2, wp::float32> var_97;
    wp::float32 var_98;
    wp::float32 var_99;
    const wp::float32 var_100 = 1.0;
    wp::float32 var_101;
    wp::vec_t<2, wp::float32> var_102;
    wp::range_t var_103;
    wp::int32 var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    wp::float32 var_107;
    wp::float32 var_108;
    wp::float32 var_109;
    const wp::float32 var_110 = -1.18;
    wp::float32 var_111;
    wp::float32 var_112;
    wp::float32 var_113;
    wp::range_t var_114;
    wp::int32 var_115;
    wp::float32 var_116;
    wp::float32 var_117;
    wp::float32 var_118;
    const wp::int32 var_119 = 1;
    wp::float32 var_120;
    wp::float32 var_121;
    const wp::int32 var_122 = 0;
    const wp::float32 var_123 = -1.43;
    wp::float32 var_124;
    wp::float32 var_125;
    const wp::float32 var_126 = -0.154;
    wp::vec_t<2, wp::float32> var_127;
    wp::vec_t<2, wp::float32> var_128;
    const wp::int32 var_129 = 1;
    wp::float32 var_130;
    wp::float32 var_131;
    wp::float32 var_132;
    const wp::float32 var_133 = -1.147;
    wp::vec_t<2, wp::float32> var_134;
    const wp::float32 var_135 = 1.158;
    wp::vec_t<2, wp::float32> var_136;
    const wp::float32 var_137 = 0.72;
    const wp::float32 var_138 = 1.472;
    wp::vec_t<2, wp::float32> var_139;
    wp::vec_t<2, wp::float32> var_140;
    wp::vec_t<2, wp::float32> var_141;
    const wp::float32 var_142 = -0.3;
    const wp::float32 var_143 = -0.13;
    wp::vec_t<2, wp::float32> var_144;
    const wp::float32 var_145 = -0.08;
    const wp::float32 var_146 = 0.5;
    wp::vec_t<2, wp::float32> var_147;
    wp::float32 var_148;
    wp::float32 var_149;
    const wp::float32 var_150 = 1.0;
    wp::float32 var_151;
    wp::vec_t<2, wp::float32> var_152;
    const wp::int32 var_153 = 1;
    const wp::float32 var_154 = -1.43;
    wp::float32 var_155;
    wp::float32 var_156;
    const wp::float32 var_157 = -0.154;
    wp::vec_t<2, wp::float32> var_158;
    wp::vec_t<2, wp::float32> var_159;
    const wp::int32 var_160 = 1;
    wp::float32 var_161;
    wp::float32 var_162;
    wp::float32 var_163;
    const wp::float32 var_164 = -1.147;
    wp::vec_t<2, wp::float32> var_165;
    const wp::float32 var_166 = 1.158;
    wp::vec_t<2, wp::float32> var_167;
    const wp::float32 var_168 = 0.72;
    const wp::float32 var_169 = 1.472;
    wp::vec_t<2, wp::float32> var_170;
    wp::vec_t<2, wp::float32> var_171;
    wp::vec_t<2, wp::float32> var_172;
    const wp::float32 var_173 = -0.3;
    const wp::float32 var_174 = -0.13;
    wp::vec_t<2, wp::float32> var_175;
    const wp::float32 var_176 = -0.08;
    const wp::float32 var_177 = 0.5;
    wp::vec_t<2, wp::float32> var_178;
    wp::float32 var_179;
    wp::float32 var_180;
    const wp::float32 var_181 = 1.0;
    wp::float32 var_182;
    wp::vec_t<2, wp::float32> var_183;
    const wp::int32 var_184 = 2;
    const wp::float32 var_185 = -1.43;
    wp::float32 var_186;
    wp::float32 var_187;
    const wp::float32 var_188 = -0.154;
    wp::vec_t<2, wp::float32> var_189;
    wp::vec_t<2, wp::float32> var_190;
    const wp::int32 var_191 = 1;
    wp::float32 var_192;
    wp::float32 var_193;
    wp::float32 var_194;
    const wp::float32 var_195 = -1.147;
    wp::vec_t<2, wp::float32> var_196;
    const wp::float32 var_197 = 1.158;
    wp::vec_t<2, wp::float32> var_198;
    const wp::float32 var_199 = 0.72;
    const wp::float32 var_200 = 1.472;
    wp::vec_t<2, wp::float32> var_201;
    wp::vec_t<2, wp::float32> var_202;
    wp::vec_t<2, wp::float32> var_203;
    const wp::float32 var_204 = -0.3;
    const wp::float32 var_205 = -0.13;
    wp::vec_t<2, wp::float32> var_206;
    const wp::float32 var_207 = -0.08;
    const wp::float32 var_208 = 0.5;
    wp::vec_t<2, wp::float32> var_209;
    wp::float32 var_210;
    wp::float32 var_211;
    const wp::float32 var_212 = 1.0;
    wp::float32 var_213;
    wp::vec_t<2, wp::float32> var_214;
    wp::range_t var_215;
    wp::int32 var_216;
    wp::float32 var_217;
    wp::float32 var_218;
    wp::float32 var_219;
    wp::float32 var_220;
    wp::float32 var_221;
    const wp::float32 var_222 = -1.18;
    wp::float32 var_223;
    wp::float32 var_224;
    wp::float32 var_225;
    wp::range_t var_226;
    wp::int32 var_227;
    wp::float32 var_228;
    wp::float32 var_229;
    wp::float32 var_230;
    const wp::int32 var_231 = 2;
    wp::float32 var_232;
    wp::float32 var_233;
    const wp::int32 var_234 = 0;
    const wp::float32 var_235 = -1.43;
    wp::float32 var_236;
    wp::float32 var_237;
    const wp::float32 var_238 = -0.154;
    wp::vec_t<2, wp::float32> var_239;
    wp::vec_t<2, wp::float32> var_240;
    const wp::int32 var_241 = 1;
    wp::float32 var_242;
    wp::float32 var_243;
    wp::float32 var_244;
    const wp::float32 var_245 = -1.147;
    wp::vec_t<2, wp::float32> var_246;
    const wp::float32 var_247 = 1.158;
    wp::vec_t<2, wp::float32> var_248;
    const wp::float32 var_249 = 0.72;
    const wp::float32 var_250 = 1.472;
    wp::vec_t<2, wp::float32> var_251;
    wp::vec_t<2, wp::float32> var_252;
    wp::vec_t<2, wp::float32> var_253;
    const wp::float32 var_254 = -0.3;
    const wp::float32 var_255 = -0.13;
    wp::vec_t<2, wp::float32> var_256;
    const wp::float32 var_257 = -0.08;
    const wp::float32 var_258 = 0.5;
    wp::vec_t<2, wp::float32> var_259;
    wp::float32 var_260;
    wp::float32 var_261;
    const wp::float32 var_262 = 1.0;
    wp::float32 var_263;
    wp::vec_t<2, wp::float32> var_264;
    const wp::int32 var_265 = 1;
    const wp::float32 var_266 = -1.43;
    wp::float32 var_267;
    wp::float32 var_268;
    const wp::float32 var_269 = -0.154;
    wp::vec_t<2, wp::float32> var_270;
    wp::vec_t<2, wp::float32> var_271;
    const wp::int32 var_272 = 1;
    wp::float32 var_273;
    wp::float32 var_274;
    wp::float32 var_275;
    const wp::float32 var_276 = -1.147;
    wp::vec_t<2, wp::float32> var_277;
    const wp::float32 var_278 = 1.158;
    wp::vec_t<2, wp::float32> var_279;
    const wp::float32 var_280 = 0.72;
    const wp::float32 var_281 = 1.472;
    wp::vec_t<2, wp::float32> var_282;
    wp::vec_t<2, wp::float32> var_283;
    wp::vec_t<2, wp::float32> var_284;
    const wp::float32 var_285 = -0.3;
    const wp::float32 var_286 = -0.13;
    wp::vec_t<2, wp::float32> var_287;
    const wp::float32 var_288 = -0.08;
    const wp::float32 var_289 = 0.5;
    wp::vec_t<2, wp::float32> var_290;
    wp::float32 var_291;
    wp::float32 var_292;
    const wp::float32 var_293 = 1.0;
    wp::float32 var_294;
    wp::vec_t<2, wp::float32> var_295;
    const wp::int32 var_296 = 2;
    const wp::float32 var_297 = -1.43;
    wp::float32 var_298;
    wp::float32 var_299;
    const wp::float32 var_300 = -0.154;
    wp::vec_t<2, wp::float32> var_301;
    wp::vec_t<2, wp::float32> var_302;
    const wp::int32 var_303 = 1;
    wp::float32 var_304;
    wp::float32 var_305;
    wp::float32 var_306;
    const wp::float32 var_307 = -1.147;
    wp::vec_t<2, wp::float32> var_308;
    const wp::float32 var_309 = 1.158;
    wp::vec_t<2, wp::float32> var_310;
    const wp::float32 var_311 = 0.72;
    const wp::float32 var_312 = 1.472;
    wp::vec_t<2, wp::float32> var_313;
    wp::vec_t<2, wp::float32> var_314;
    wp::vec_t<2, wp::float32> var_315;
    const wp::float32 var_316 = -0.3;
    const wp::float32 var_317 = -0.13;
    wp::vec_t<2, wp::float32> var_318;
    const wp::float32 var_319 = -0.08;
    const wp::float32 var_320 = 0.5;
    wp::vec_t<2, wp::float32> var_321;
    wp::float32 var_322;
    wp::float32 var_323;
    const wp::float32 var_324 = 1.0;
    wp::float32 var_325;
    wp::vec_t<2, wp::float32> var_326;
    wp::range_t var_327;
    wp::int32 var_328;
    wp::float32 var_329;
    wp::float32 var_330;
    wp::float32 var_331;
    wp::float32 var_332;
    wp::float32 var_333;
    const wp::float32 var_334 = -1.18;
    wp::float32 var_335;
    wp::float32 var_336;
    wp::float32 var_337;
    wp::range_t var_338;
    wp::int32 var_339;
    wp::float32 var_340;
    wp::float32 var_341;
    wp::float32 var_342;
    const wp::int32 var_343 = 3;
    wp::float32 var_344;
    wp::float32 var_345;
    const wp::int32 var_346 = 0;
    const wp::float32 var_347 = -1.43;
    wp::float32 var_348;
    wp::float32 var_349;
    const wp::float32 var_350 = -0.154;
    wp::vec_t<2, wp::float32> var_351;
    wp::vec_t<2, wp::float32> var_352;
    const wp::int32 var_353 = 1;
    wp::float32 var_354;
    wp::float32 var_355;
    wp::float32 var_356;
    const wp::float32 var_357 = -1.147;
    wp::vec_t<2, wp::float32> var_358;
    const wp::float32 var_359 = 1.158;
    wp::vec_t<2, wp::float32> var_360;
    const wp::float32 var_361 = 0.72;
    const wp::float32 var_362 = 1.472;
    wp::vec_t<2, wp::float32> var_363;
    wp::vec_t<2, wp::float32> var_364;
    wp::vec_t<2, wp::float32> var_365;
    const wp::float32 var_366 = -0.3;
    const wp::float32 var_367 = -0.13;
    wp::vec_t<2, wp::float32> var_368;
    const wp::float32 var_369 = -0.08;
    const wp::float32 var_370 = 0.5;
    wp::vec_t<2, wp::float32> var_371;
    wp::float32 var_372;
    wp::float32 var_373;
    const wp::float32 var_374 = 1.0;
    wp::float32 var_375;
    wp::vec_t<2, wp::float32> var_376;
    const wp::int32 var_377 = 1;
    const wp::float32 var_378 = -1.43;
    wp::float32 var_379;
    wp::float32 var_380;
    const wp::float32 var_381 = -0.154;
    wp::vec_t<2, wp::float32> var_382;
    wp::vec_t<2, wp::float32> var_383;
    const wp::int32 var_384 = 1;
    wp::float32 var_385;
    wp::float32 var_386;
    wp::float32 var_387;
    const wp::float32 var_388 = -1.147;
    wp::vec_t<2, wp::float32> var_389;
    const wp::float32 var_390 = 1.158;
    wp::vec_t<2, wp::float32> var_391;
    const wp::float32 var_392 = 0.72;
    const wp::float32 var_393 = 1.472;
    wp::vec_t<2, wp::float32> var_394;
    wp::vec_t<2, wp::float32> var_395;
    wp::vec_t<2, wp::float32> var_396;
    const wp::float32 var_397 = -0.3;
    const wp::float32 var_398 = -0.13;
    wp::vec_t<2, wp::float32> var_399;
    const wp::float32 var_400 = -0.08;
    const wp::float32 var_401 = 0.5;
    wp::vec_t<2, wp::float32> var_402;
    wp::float32 var_403;
    wp::float32 var_404;
    const wp::float32 var_405 = 1.0;
    wp::float32 var_406;
    wp::vec_t<2, wp::float32> var_407;
    const wp::int32 var_408 = 2;
    const wp::float32 var_409 = -1.43;
    wp::float32 var_410;
    wp::float32 var_411;
    const wp::float32 var_412 = -0.154;
    wp::vec_t<2, wp::float32> var_413;
    wp::vec_t<2, wp::float32> var_414;
    const wp::int32 var_415 = 1;
    wp::float32 var_416;
    wp::float32 var_417;
    wp::float32 var_418;
    const wp::float32 var_419 = -1.147;
    wp::vec_t<2, wp::float32> var_420;
    const wp::float32 var_421 = 1.158;
    wp::vec_t<2, wp::float32> var_422;
    const wp::float32 var_423 = 0.72;
    const wp::float32 var_424 = 1.472;
    wp::vec_t<2, wp::float32> var_425;
    wp::vec_t<2, wp::float32> var_426;
    wp::vec_t<2, wp::float32> var_427;
    const wp::float32 var_428 = -0.3;
    const wp::float32 var_429 = -0.13;
    wp::vec_t<2, wp::float32> var_430;
    const wp::float32 var_431 = -0.08;
    const wp::float32 var_432 = 0.5;
    wp::vec_t<2, wp::float32> var_433;
    wp::float32 var_434;
    wp::float32 var_435;
    const wp::float32 var_436 = 1.0;
    wp::float32 var_437;
    wp::vec_t<2, wp::float32> var_438;
    wp::range_t var_439;
    wp::int32 var_440;
    wp::float32 var_441;
    wp::float32 var_442;
    wp::float32 var_443;
    wp::float32 var_444;
    wp::float32 var_445;
    const wp::float32 var_446 = -1.18;
    wp::float32 var_447;
    wp::float32 var_448;
    wp::float32 var_449;
    wp::range_t var_450;
    wp::int32 var_451;
    wp::float32 var_452;
    wp::float32 var_453;
    wp::float32 var_454;
    const wp::int32 var_455 = 4;
    wp::float32 var_456;
    wp::float32 var_457;
    const wp::int32 var_458 = 0;
    const wp::float32 var_459 = -1.43;
    wp::float32 var_460;
    wp::float32 var_461;
    const wp::float32 var_462 = -0.154;
    wp::vec_t<2, wp::float32> var_463;
    wp::vec_t<2, wp::float32> var_464;
    const wp::int32 var_465 = 1;
    wp::float32 var_466;
    wp::float32 var_467;
    wp::float32 var_468;
    const wp::float32 var_469 = -1.147;
    wp::vec_t<2, wp::float32> var_470;
    const wp::float32 var_471 = 1.158;
    wp::vec_t<2, wp::float32> var_472;
    const wp::float32 var_473 = 0.72;
    const wp::float32 var_474 = 1.472;
    wp::vec_t<2, wp::float32> var_475;
    wp::vec_t<2, wp::float32> var_476;
    wp::vec_t<2, wp::float32> var_477;
    const wp::float32 var_478 = -0.3;
    const wp::float32 var_479 = -0.13;
    wp::vec_t<2, wp::float32> var_480;
    const wp::float32 var_481 = -0.08;
    const wp::float32 var_482 = 0.5;
    wp::vec_t<2, wp::float32> var_483;
    wp::float32 var_484;
    wp::float32 var_485;
    const wp::float32 var_486 = 1.0;
    wp::float32 var_487;
    wp::vec_t<2, wp::float32> var_488;
    const wp::int32 var_489 = 1;
    const wp::float32 var_490 = -1.43;
    wp::float32 var_491;
    wp::float32 var_492;
    const wp::float32 var_493 = -0.154;
    wp::vec_t<2, wp::float32> var_494;
    wp::vec_t<2, wp::float32> var_495;
    const wp::int32 var_496 = 1;
    wp::float32 var_497;
    wp::float32 var_498;
    wp::float32 var_499;
    const wp::float32 var_500 = -1.147;
    wp::vec_t<2, wp::float32> var_501;
    const wp::float32 var_502 = 1.158;
    wp::vec_t<2, wp::float32> var_503;
    const wp::float32 var_504 = 0.72;
    const wp::float32 var_505 = 1.472;
    wp::vec_t<2, wp::float32> var_506;
    wp::vec_t<2, wp::float32> var_507;
    wp::vec_t<2, wp::float32> var_508;
    const wp::float32 var_509 = -0.3;
    const wp::float32 var_510 = -0.13;
    wp::vec_t<2, wp::float32> var_511;
    const wp::float32 var_512 = -0.08;
    const wp::float32 var_513 = 0.5;
    wp::vec_t<2, wp::float32> var_514;
    wp::float32 var_515;
    wp::float32 var_516;
    const wp::float32 var_517 = 1.0;
    wp::float32 var_518;
    wp::vec_t<2, wp::float32> var_519;
    const wp::int32 var_520 = 2;
    const wp::float32 var_521 = -1.43;
    wp::float32 var_522;
    wp::float32 var_523;
    const wp::float32 var_524 = -0.154;
    wp::vec_t<2, wp::float32> var_525;
    wp::vec_t<2, wp::float32> var_526;
    const wp::int32 var_527 = 1;
    wp::float32 var_528;
    wp::float32 var_529;
    wp::float32 var_530;
    const wp::float32 var_531 = -1.147;
    wp::vec_t<2, wp::float32> var_532;
    const wp::float32 var_533 = 1.158;
    wp::vec_t<2, wp::float32> var_534;
    const wp::float32 var_535 = 0.72;
    const wp::float32 var_536 = 1.472;
    wp::vec_t<2, wp::float32> var_537;
    wp::vec_t<2, wp::float32> var_538;
    wp::vec_t<2, wp::float32> var_539;
    const wp::float32 var_540 = -0.3;
    const wp::float32 var_541 = -0.13;
    wp::vec_t<2, wp::float32> var_542;
    const wp::float32 var_543 = -0.08;
    const wp::float32 var_544 = 0.5;
    wp::vec_t<2, wp::float32> var_545;
    wp::float32 var_546;
    wp::float32 var_547;
    const wp::float32 var_548 = 1.0;
    wp::float32 var_549;
    wp::vec_t<2, wp::float32> var_550;
    wp::range_t var_551;
    wp::int32 var_552;
    wp::float32 var_553;
    wp::float32 var_554;
    wp::float32 var_555;
    wp::float32 var_556;
    wp::float32 var_557;
    const wp::float32 var_558 = -1.18;
    wp::float32 var_559;
    wp::float32 var_560;
    wp::float32 var_561;
    wp::range_t var_562;
    wp::int32 var_563;
    wp::float32 var_564;
    wp::float32 var_565;
    wp::float32 var_566;
    const wp::int32 var_567 = 0;
    const wp::float32 var_568 = 0.262;
    wp::float32 var_569;
    const wp::float32 var_570 = 1.0;
    wp::float32 var_571;
    wp::float32 var_572;
    wp::float32 var_573;
    wp::float32 var_574;
    wp::float32 var_575;
    wp::range_t var_576;
    wp::int32 var_577;
    const wp::float32 var_578 = -1.39;
    wp::float32 var_579;
    wp::float32 var_580;
    const wp::int32 var_581 = 0;
    wp::float32 var_582;
    wp::float32 var_583;
    wp::float32 var_584;
    const wp::int32 var_585 = 1;
    wp::float32 var_586;
    wp::float32 var_587;
    wp::float32 var_588;
    const wp::int32 var_589 = 2;
    wp::float32 var_590;
    wp::float32 var_591;
    wp::float32 var_592;
    const wp::int32 var_593 = 0;
    wp::float32 var_594;
    wp::float32 var_595;
    wp::range_t var_596;
    wp::int32 var_597;
    const wp::float32 var_598 = -1.1;
    wp::vec_t<2, wp::float32> var_599;
    wp::float32 var_600;
    wp::float32 var_601;
    wp::float32 var_602;
    const wp::int32 var_603 = 0;
    wp::float32 var_604;
    wp::float32 var_605;
    wp::float32 var_606;
    const wp::int32 var_607 = 1;
    wp::float32 var_608;
    wp::float32 var_609;
    wp::float32 var_610;
    const wp::int32 var_611 = 2;
    wp::float32 var_612;
    wp::float32 var_613;
    wp::float32 var_614;
    const wp::int32 var_615 = 1;
    wp::float32 var_616;
    wp::float32 var_617;
    wp::range_t var_618;
    wp::int32 var_619;
    const wp::float32 var_620 = -1.1;
    wp::vec_t<2, wp::float32> var_621;
    wp::float32 var_622;
    wp::float32 var_623;
    wp::float32 var_624;
    const wp::int32 var_625 = 0;
    wp::float32 var_626;
    wp::float32 var_627;
    wp::float32 var_628;
    const wp::int32 var_629 = 1;
    wp::float32 var_630;
    wp::float32 var_631;
    wp::float32 var_632;
    const wp::int32 var_633 = 2;
    wp::float32 var_634;
    wp::float32 var_635;
    wp::float32 var_636;
    const wp::int32 var_637 = 2;
    wp::float32 var_638;
    wp::float32 var_639;
    wp::range_t var_640;
    wp::int32 var_641;
    const wp::float32 var_642 = -1.1;
    wp::vec_t<2, wp::float32> var_643;
    wp::float32 var_644;
    wp::float32 var_645;
    wp::float32 var_646;
    const wp::int32 var_647 = 0;
    wp::float32 var_648;
    wp::float32 var_649;
    wp::float32 var_650;
    const wp::int32 var_651 = 1;
    wp::float32 var_652;
    wp::float32 var_653;
    wp::float32 var_654;
    const wp::int32 var_655 = 2;
    wp::float32 var_656;
    wp::float32 var_657;
    wp::float32 var_658;
    const wp::int32 var_659 = 1;
    const wp::float32 var_660 = 0.262;
    wp::float32 var_661;
    const wp::float32 var_662 = 1.0;
    wp::float32 var_663;
    wp::float32 var_664;
    wp::float32 var_665;
    wp::float32 var_666;
    wp::float32 var_667;
    wp::range_t var_668;
    wp::int32 var_669;
    wp::int32 var_670;
    const wp::float32 var_671 = -1.39;
    wp::float32 var_672;
    wp::float32 var_673;
    const wp::int32 var_674 = 0;
    wp::float32 var_675;
    wp::float32 var_676;
    wp::float32 var_677;
    const wp::int32 var_678 = 1;
    wp::float32 var_679;
    wp::float32 var_680;
    wp::float32 var_681;
    const wp::int32 var_682 = 2;
    wp::float32 var_683;
    wp::float32 var_684;
    wp::float32 var_685;
    const wp::int32 var_686 = 0;
    wp::float32 var_687;
    wp::float32 var_688;
    wp::range_t var_689;
    wp::int32 var_690;
    const wp::float32 var_691 = -1.1;
    wp::vec_t<2, wp::float32> var_692;
    wp::float32 var_693;
    wp::float32 var_694;
    wp::float32 var_695;
    const wp::int32 var_696 = 0;
    wp::float32 var_697;
    wp::float32 var_698;
    wp::float32 var_699;
    const wp::int32 var_700 = 1;
    wp::float32 var_701;
    wp::float32 var_702;
    wp::float32 var_703;
    const wp::int32 var_704 = 2;
    wp::float32 var_705;
    wp::float32 var_706;
    wp::float32 var_707;
    const wp::int32 var_708 = 1;
    wp::float32 var_709;
    wp::float32 var_710;
    wp::range_t var_711;
    wp::int32 var_712;
    const wp::float32 var_713 = -1.1;
    wp::vec_t<2, wp::float32> var_714;
    wp::float32 var_715;
    wp::float32 var_716;
    wp::float32 var_717;
    const wp::int32 var_718 = 0;
    wp::float32 var_719;
    wp::float32 var_720;
    wp::float32 var_721;
    const wp::int32 var_722 = 1;
    wp::float32 var_723;
    wp::float32 var_724;
    wp::float32 var_725;
    const wp::int32 var_726 = 2;
    wp::float32 var_727;
    wp::float32 var_728;
    wp::float32 var_729;
    const wp::int32 var_730 = 2;
    wp::float32 var_731;
    wp::float32 var_732;
    wp::range_t var_733;
    wp::int32 var_734;
    const wp::float32 var_735 = -1.1;
    wp::vec_t<2, wp::float32> var_736;
    wp::float32 var_737;
    wp::float32 var_738;
    wp::float32 var_739;
    const wp::int32 var_740 = 0;
    wp::float32 var_741;
    wp::float32 var_742;
    wp::float32 var_743;
    const wp::int32 var_744 = 1;
    wp::float32 var_745;
    wp::float32 var_746;
    wp::float32 var_747;
    const wp::int32 var_748 = 2;
    wp::float32 var_749;
    wp::float32 var_750;
    wp::float32 var_751;
    wp::float32 var_752;
    wp::float32 var_753;
    const wp::float32 var_754 = 1.24;
    wp::float32 var_755;
    wp::float32 var_756;
    wp::float32 var_757;
    wp::float32 var_758;
    const wp::float32 var_759 = 0.47;
    wp::float32 var_760;
    wp::float32 var_761;
    //---------
    // forward
    // def nested_loop_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
    // for j2 in range(5):                                                                    <L 9>
    // v0 = v0 + wp.cos(v1)                                                                   <L 10>
    var_8 = wp::cos(var_5);
    var_9 = wp::add(var_2, var_8);
    // for j3 in range(3):                                                                    <L 11>
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_12 = wp::cos(var_11);
    var_13 = wp::add(var_5, var_12);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_15 = wp::vec_t<2, wp::float32>(var_14);
    var_16 = wp::mul(var_15, var_9);
    var_18 = wp::extract(var_16, var_17);
    var_19 = wp::tanh(var_18);
    var_20 = wp::add(var_13, var_19);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_22 = wp::vec_t<2, wp::float32>(var_21);
    var_24 = wp::vec_t<2, wp::float32>(var_23);
    var_27 = wp::vec_t<2, wp::float32>(var_25, var_26);
    var_28 = wp::add(var_24, var_27);
    var_29 = wp::add(var_22, var_28);
    var_32 = wp::vec_t<2, wp::float32>(var_30, var_31);
    var_35 = wp::vec_t<2, wp::float32>(var_33, var_34);
    var_36 = wp::dot(var_32, var_35);
    var_37 = wp::abs(var_36);
    var_39 = wp::add(var_37, var_38);
    var_40 = wp::div(var_29, var_39);
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_43 = wp::cos(var_42);
    var_44 = wp::add(var_20, var_43);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_46 = wp::vec_t<2, wp::float32>(var_45);
    var_47 = wp::mul(var_46, var_9);
    var_49 = wp::extract(var_47, var_48);
    var_50 = wp::tanh(var_49);
    var_51 = wp::add(var_44, var_50);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_53 = wp::vec_t<2, wp::float32>(var_52);
    var_55 = wp::vec_t<2, wp::float32>(var_54);
    var_58 = wp::vec_t<2, wp::float32>(var_56, var_57);
    var_59 = wp::add(var_55, var_58);
    var_60 = wp::add(var_53, var_59);
    var_63 = wp::vec_t<2, wp::float32>(var_61, var_62);
    var_66 = wp::vec_t<2, wp::float32>(var_64, var_65);
    var_67 = wp::dot(var_63, var_66);
    var_68 = wp::abs(var_67);
    var_70 = wp::add(var_68, var_69);
    var_71 = wp::div(var_60, var_70);
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_74 = wp::cos(var_73);
    var_75 = wp::add(var_51, var_74);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_77 = wp::vec_t<2, wp::float32>(var_76);
    var_78 = wp::mul(var_77, var_9);
    var_80 = wp::extract(var_78, var_79);
    var_81 = wp::tanh(var_80);
    var_82 = wp::add(var_75, var_81);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_84 = wp::vec_t<2, wp::float32>(var_83);
    var_86 = wp::vec_t<2, wp::float32>(var_85);
    var_89 = wp::vec_t<2, wp::float32>(var_87, var_88);
    var_90 = wp::add(var_86, var_89);
    var_91 = wp::add(var_84, var_90);
    var_94 = wp::vec_t<2, wp::float32>(var_92, var_93);
    var_97 = wp::vec_t<2, wp::float32>(var_95, var_96);
    var_98 = wp::dot(var_94, var_97);
    var_99 = wp::abs(var_98);
    var_101 = wp::add(var_99, var_100);
    var_102 = wp::div(var_91, var_101);
    // for j5 in range(n):                                                                    <L 15>
    var_103 = wp::range(var_n);
    start_for_0:;
        if (iter_cmp(var_103) == 0) goto end_for_0;
        var_104 = wp::iter_next(var_103);
        // v0 += wp.sin(wp.min((v0 + v1), float(j2)))                                         <L 16>
        var_105 = wp::add(var_9, var_82);
        var_106 = wp::float(var_7);
        var_107 = wp::min(var_105, var_106);
        var_108 = wp::sin(var_107);
        var_109 = wp::add(var_9, var_108);
        // v1 += wp.cos((-1.18 - v0))                                                         <L 17>
        var_111 = wp::sub(var_110, var_109);
        var_112 = wp::cos(var_111);
        var_113 = wp::add(var_82, var_112);
        // for j6 in range(n):                                                                <L 18>
        var_114 = wp::range(var_n);
        start_for_2:;
            if (iter_cmp(var_114) == 0) goto end_for_2;
            var_115 = wp::iter_next(var_114);
            // v1 += wp.cos(float(j2))                                                        <L 19>
            var_116 = wp::float(var_7);
            var_117 = wp::cos(var_116);
            var_118 = wp::add(var_113, var_117);
            wp::assign(var_113, var_118);
            goto start_for_2;
        end_for_2:;
        wp::assign(var_9, var_109);
        wp::assign(var_82, var_113);
        goto start_for_0;
    end_for_0:;
    // v0 = v0 + wp.cos(v1)                                                                   <L 10>
    var_120 = wp::cos(var_82);
    var_121 = wp::add(var_9, var_120);
    // for j3 in range(3):                                                                    <L 11>
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_124 = wp::cos(var_123);
    var_125 = wp::add(var_82, var_124);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_127 = wp::vec_t<2, wp::float32>(var_126);
    var_128 = wp::mul(var_127, var_121);
    var_130 = wp::extract(var_128, var_129);
    var_131 = wp::tanh(var_130);
    var_132 = wp::add(var_125, var_131);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_134 = wp::vec_t<2, wp::float32>(var_133);
    var_136 = wp::vec_t<2, wp::float32>(var_135);
    var_139 = wp::vec_t<2, wp::float32>(var_137, var_138);
    var_140 = wp::add(var_136, var_139);
    var_141 = wp::add(var_134, var_140);
    var_144 = wp::vec_t<2, wp::float32>(var_142, var_143);
    var_147 = wp::vec_t<2, wp::float32>(var_145, var_146);
    var_148 = wp::dot(var_144, var_147);
    var_149 = wp::abs(var_148);
    var_151 = wp::add(var_149, var_150);
    var_152 = wp::div(var_141, var_151);
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_155 = wp::cos(var_154);
    var_156 = wp::add(var_132, var_155);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_158 = wp::vec_t<2, wp::float32>(var_157);
    var_159 = wp::mul(var_158, var_121);
    var_161 = wp::extract(var_159, var_160);
    var_162 = wp::tanh(var_161);
    var_163 = wp::add(var_156, var_162);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_165 = wp::vec_t<2, wp::float32>(var_164);
    var_167 = wp::vec_t<2, wp::float32>(var_166);
    var_170 = wp::vec_t<2, wp::float32>(var_168, var_169);
    var_171 = wp::add(var_167, var_170);
    var_172 = wp::add(var_165, var_171);
    var_175 = wp::vec_t<2, wp::float32>(var_173, var_174);
    var_178 = wp::vec_t<2, wp::float32>(var_176, var_177);
    var_179 = wp::dot(var_175, var_178);
    var_180 = wp::abs(var_179);
    var_182 = wp::add(var_180, var_181);
    var_183 = wp::div(var_172, var_182);
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_186 = wp::cos(var_185);
    var_187 = wp::add(var_163, var_186);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_189 = wp::vec_t<2, wp::float32>(var_188);
    var_190 = wp::mul(var_189, var_121);
    var_192 = wp::extract(var_190, var_191);
    var_193 = wp::tanh(var_192);
    var_194 = wp::add(var_187, var_193);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_196 = wp::vec_t<2, wp::float32>(var_195);
    var_198 = wp::vec_t<2, wp::float32>(var_197);
    var_201 = wp::vec_t<2, wp::float32>(var_199, var_200);
    var_202 = wp::add(var_198, var_201);
    var_203 = wp::add(var_196, var_202);
    var_206 = wp::vec_t<2, wp::float32>(var_204, var_205);
    var_209 = wp::vec_t<2, wp::float32>(var_207, var_208);
    var_210 = wp::dot(var_206, var_209);
    var_211 = wp::abs(var_210);
    var_213 = wp::add(var_211, var_212);
    var_214 = wp::div(var_203, var_213);
    // for j5 in range(n):                                                                    <L 15>
    var_215 = wp::range(var_n);
    start_for_4:;
        if (iter_cmp(var_215) == 0) goto end_for_4;
        var_216 = wp::iter_next(var_215);
        // v0 += wp.sin(wp.min((v0 + v1), float(j2)))                                         <L 16>
        var_217 = wp::add(var_121, var_194);
        var_218 = wp::float(var_119);
        var_219 = wp::min(var_217, var_218);
        var_220 = wp::sin(var_219);
        var_221 = wp::add(var_121, var_220);
        // v1 += wp.cos((-1.18 - v0))                                                         <L 17>
        var_223 = wp::sub(var_222, var_221);
        var_224 = wp::cos(var_223);
        var_225 = wp::add(var_194, var_224);
        // for j6 in range(n):                                                                <L 18>
        var_226 = wp::range(var_n);
        start_for_6:;
            if (iter_cmp(var_226) == 0) goto end_for_6;
            var_227 = wp::iter_next(var_226);
            // v1 += wp.cos(float(j2))                                                        <L 19>
            var_228 = wp::float(var_119);
            var_229 = wp::cos(var_228);
            var_230 = wp::add(var_225, var_229);
            wp::assign(var_225, var_230);
            goto start_for_6;
        end_for_6:;
        wp::assign(var_121, var_221);
        wp::assign(var_194, var_225);
        wp::assign(var_115, var_227);
        goto start_for_4;
    end_for_4:;
    // v0 = v0 + wp.cos(v1)                                                                   <L 10>
    var_232 = wp::cos(var_194);
    var_233 = wp::add(var_121, var_232);
    // for j3 in range(3):                                                                    <L 11>
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_236 = wp::cos(var_235);
    var_237 = wp::add(var_194, var_236);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_239 = wp::vec_t<2, wp::float32>(var_238);
    var_240 = wp::mul(var_239, var_233);
    var_242 = wp::extract(var_240, var_241);
    var_243 = wp::tanh(var_242);
    var_244 = wp::add(var_237, var_243);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_246 = wp::vec_t<2, wp::float32>(var_245);
    var_248 = wp::vec_t<2, wp::float32>(var_247);
    var_251 = wp::vec_t<2, wp::float32>(var_249, var_250);
    var_252 = wp::add(var_248, var_251);
    var_253 = wp::add(var_246, var_252);
    var_256 = wp::vec_t<2, wp::float32>(var_254, var_255);
    var_259 = wp::vec_t<2, wp::float32>(var_257, var_258);
    var_260 = wp::dot(var_256, var_259);
    var_261 = wp::abs(var_260);
    var_263 = wp::add(var_261, var_262);
    var_264 = wp::div(var_253, var_263);
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_267 = wp::cos(var_266);
    var_268 = wp::add(var_244, var_267);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_270 = wp::vec_t<2, wp::float32>(var_269);
    var_271 = wp::mul(var_270, var_233);
    var_273 = wp::extract(var_271, var_272);
    var_274 = wp::tanh(var_273);
    var_275 = wp::add(var_268, var_274);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_277 = wp::vec_t<2, wp::float32>(var_276);
    var_279 = wp::vec_t<2, wp::float32>(var_278);
    var_282 = wp::vec_t<2, wp::float32>(var_280, var_281);
    var_283 = wp::add(var_279, var_282);
    var_284 = wp::add(var_277, var_283);
    var_287 = wp::vec_t<2, wp::float32>(var_285, var_286);
    var_290 = wp::vec_t<2, wp::float32>(var_288, var_289);
    var_291 = wp::dot(var_287, var_290);
    var_292 = wp::abs(var_291);
    var_294 = wp::add(var_292, var_293);
    var_295 = wp::div(var_284, var_294);
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_298 = wp::cos(var_297);
    var_299 = wp::add(var_275, var_298);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_301 = wp::vec_t<2, wp::float32>(var_300);
    var_302 = wp::mul(var_301, var_233);
    var_304 = wp::extract(var_302, var_303);
    var_305 = wp::tanh(var_304);
    var_306 = wp::add(var_299, var_305);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_308 = wp::vec_t<2, wp::float32>(var_307);
    var_310 = wp::vec_t<2, wp::float32>(var_309);
    var_313 = wp::vec_t<2, wp::float32>(var_311, var_312);
    var_314 = wp::add(var_310, var_313);
    var_315 = wp::add(var_308, var_314);
    var_318 = wp::vec_t<2, wp::float32>(var_316, var_317);
    var_321 = wp::vec_t<2, wp::float32>(var_319, var_320);
    var_322 = wp::dot(var_318, var_321);
    var_323 = wp::abs(var_322);
    var_325 = wp::add(var_323, var_324);
    var_326 = wp::div(var_315, var_325);
    // for j5 in range(n):                                                                    <L 15>
    var_327 = wp::range(var_n);
    start_for_8:;
        if (iter_cmp(var_327) == 0) goto end_for_8;
        var_328 = wp::iter_next(var_327);
        // v0 += wp.sin(wp.min((v0 + v1), float(j2)))                                         <L 16>
        var_329 = wp::add(var_233, var_306);
        var_330 = wp::float(var_231);
        var_331 = wp::min(var_329, var_330);
        var_332 = wp::sin(var_331);
        var_333 = wp::add(var_233, var_332);
        // v1 += wp.cos((-1.18 - v0))                                                         <L 17>
        var_335 = wp::sub(var_334, var_333);
        var_336 = wp::cos(var_335);
        var_337 = wp::add(var_306, var_336);
        // for j6 in range(n):                                                                <L 18>
        var_338 = wp::range(var_n);
        start_for_10:;
            if (iter_cmp(var_338) == 0) goto end_for_10;
            var_339 = wp::iter_next(var_338);
            // v1 += wp.cos(float(j2))                                                        <L 19>
            var_340 = wp::float(var_231);
            var_341 = wp::cos(var_340);
            var_342 = wp::add(var_337, var_341);
            wp::assign(var_337, var_342);
            goto start_for_10;
        end_for_10:;
        wp::assign(var_233, var_333);
        wp::assign(var_306, var_337);
        wp::assign(var_115, var_339);
        goto start_for_8;
    end_for_8:;
    // v0 = v0 + wp.cos(v1)                                                                   <L 10>
    var_344 = wp::cos(var_306);
    var_345 = wp::add(var_233, var_344);
    // for j3 in range(3):                                                                    <L 11>
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_348 = wp::cos(var_347);
    var_349 = wp::add(var_306, var_348);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_351 = wp::vec_t<2, wp::float32>(var_350);
    var_352 = wp::mul(var_351, var_345);
    var_354 = wp::extract(var_352, var_353);
    var_355 = wp::tanh(var_354);
    var_356 = wp::add(var_349, var_355);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_358 = wp::vec_t<2, wp::float32>(var_357);
    var_360 = wp::vec_t<2, wp::float32>(var_359);
    var_363 = wp::vec_t<2, wp::float32>(var_361, var_362);
    var_364 = wp::add(var_360, var_363);
    var_365 = wp::add(var_358, var_364);
    var_368 = wp::vec_t<2, wp::float32>(var_366, var_367);
    var_371 = wp::vec_t<2, wp::float32>(var_369, var_370);
    var_372 = wp::dot(var_368, var_371);
    var_373 = wp::abs(var_372);
    var_375 = wp::add(var_373, var_374);
    var_376 = wp::div(var_365, var_375);
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_379 = wp::cos(var_378);
    var_380 = wp::add(var_356, var_379);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_382 = wp::vec_t<2, wp::float32>(var_381);
    var_383 = wp::mul(var_382, var_345);
    var_385 = wp::extract(var_383, var_384);
    var_386 = wp::tanh(var_385);
    var_387 = wp::add(var_380, var_386);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_389 = wp::vec_t<2, wp::float32>(var_388);
    var_391 = wp::vec_t<2, wp::float32>(var_390);
    var_394 = wp::vec_t<2, wp::float32>(var_392, var_393);
    var_395 = wp::add(var_391, var_394);
    var_396 = wp::add(var_389, var_395);
    var_399 = wp::vec_t<2, wp::float32>(var_397, var_398);
    var_402 = wp::vec_t<2, wp::float32>(var_400, var_401);
    var_403 = wp::dot(var_399, var_402);
    var_404 = wp::abs(var_403);
    var_406 = wp::add(var_404, var_405);
    var_407 = wp::div(var_396, var_406);
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_410 = wp::cos(var_409);
    var_411 = wp::add(var_387, var_410);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_413 = wp::vec_t<2, wp::float32>(var_412);
    var_414 = wp::mul(var_413, var_345);
    var_416 = wp::extract(var_414, var_415);
    var_417 = wp::tanh(var_416);
    var_418 = wp::add(var_411, var_417);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_420 = wp::vec_t<2, wp::float32>(var_419);
    var_422 = wp::vec_t<2, wp::float32>(var_421);
    var_425 = wp::vec_t<2, wp::float32>(var_423, var_424);
    var_426 = wp::add(var_422, var_425);
    var_427 = wp::add(var_420, var_426);
    var_430 = wp::vec_t<2, wp::float32>(var_428, var_429);
    var_433 = wp::vec_t<2, wp::float32>(var_431, var_432);
    var_434 = wp::dot(var_430, var_433);
    var_435 = wp::abs(var_434);
    var_437 = wp::add(var_435, var_436);
    var_438 = wp::div(var_427, var_437);
    // for j5 in range(n):                                                                    <L 15>
    var_439 = wp::range(var_n);
    start_for_12:;
        if (iter_cmp(var_439) == 0) goto end_for_12;
        var_440 = wp::iter_next(var_439);
        // v0 += wp.sin(wp.min((v0 + v1), float(j2)))                                         <L 16>
        var_441 = wp::add(var_345, var_418);
        var_442 = wp::float(var_343);
        var_443 = wp::min(var_441, var_442);
        var_444 = wp::sin(var_443);
        var_445 = wp::add(var_345, var_444);
        // v1 += wp.cos((-1.18 - v0))                                                         <L 17>
        var_447 = wp::sub(var_446, var_445);
        var_448 = wp::cos(var_447);
        var_449 = wp::add(var_418, var_448);
        // for j6 in range(n):                                                                <L 18>
        var_450 = wp::range(var_n);
        start_for_14:;
            if (iter_cmp(var_450) == 0) goto end_for_14;
            var_451 = wp::iter_next(var_450);
            // v1 += wp.cos(float(j2))                                                        <L 19>
            var_452 = wp::float(var_343);
            var_453 = wp::cos(var_452);
            var_454 = wp::add(var_449, var_453);
            wp::assign(var_449, var_454);
            goto start_for_14;
        end_for_14:;
        wp::assign(var_345, var_445);
        wp::assign(var_418, var_449);
        wp::assign(var_115, var_451);
        goto start_for_12;
    end_for_12:;
    // v0 = v0 + wp.cos(v1)                                                                   <L 10>
    var_456 = wp::cos(var_418);
    var_457 = wp::add(var_345, var_456);
    // for j3 in range(3):                                                                    <L 11>
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_460 = wp::cos(var_459);
    var_461 = wp::add(var_418, var_460);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_463 = wp::vec_t<2, wp::float32>(var_462);
    var_464 = wp::mul(var_463, var_457);
    var_466 = wp::extract(var_464, var_465);
    var_467 = wp::tanh(var_466);
    var_468 = wp::add(var_461, var_467);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_470 = wp::vec_t<2, wp::float32>(var_469);
    var_472 = wp::vec_t<2, wp::float32>(var_471);
    var_475 = wp::vec_t<2, wp::float32>(var_473, var_474);
    var_476 = wp::add(var_472, var_475);
    var_477 = wp::add(var_470, var_476);
    var_480 = wp::vec_t<2, wp::float32>(var_478, var_479);
    var_483 = wp::vec_t<2, wp::float32>(var_481, var_482);
    var_484 = wp::dot(var_480, var_483);
    var_485 = wp::abs(var_484);
    var_487 = wp::add(var_485, var_486);
    var_488 = wp::div(var_477, var_487);
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_491 = wp::cos(var_490);
    var_492 = wp::add(var_468, var_491);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_494 = wp::vec_t<2, wp::float32>(var_493);
    var_495 = wp::mul(var_494, var_457);
    var_497 = wp::extract(var_495, var_496);
    var_498 = wp::tanh(var_497);
    var_499 = wp::add(var_492, var_498);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_501 = wp::vec_t<2, wp::float32>(var_500);
    var_503 = wp::vec_t<2, wp::float32>(var_502);
    var_506 = wp::vec_t<2, wp::float32>(var_504, var_505);
    var_507 = wp::add(var_503, var_506);
    var_508 = wp::add(var_501, var_507);
    var_511 = wp::vec_t<2, wp::float32>(var_509, var_510);
    var_514 = wp::vec_t<2, wp::float32>(var_512, var_513);
    var_515 = wp::dot(var_511, var_514);
    var_516 = wp::abs(var_515);
    var_518 = wp::add(var_516, var_517);
    var_519 = wp::div(var_508, var_518);
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_522 = wp::cos(var_521);
    var_523 = wp::add(var_499, var_522);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_525 = wp::vec_t<2, wp::float32>(var_524);
    var_526 = wp::mul(var_525, var_457);
    var_528 = wp::extract(var_526, var_527);
    var_529 = wp::tanh(var_528);
    var_530 = wp::add(var_523, var_529);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_532 = wp::vec_t<2, wp::float32>(var_531);
    var_534 = wp::vec_t<2, wp::float32>(var_533);
    var_537 = wp::vec_t<2, wp::float32>(var_535, var_536);
    var_538 = wp::add(var_534, var_537);
    var_539 = wp::add(var_532, var_538);
    var_542 = wp::vec_t<2, wp::float32>(var_540, var_541);
    var_545 = wp::vec_t<2, wp::float32>(var_543, var_544);
    var_546 = wp::dot(var_542, var_545);
    var_547 = wp::abs(var_546);
    var_549 = wp::add(var_547, var_548);
    var_550 = wp::div(var_539, var_549);
    // for j5 in range(n):                                                                    <L 15>
    var_551 = wp::range(var_n);
    start_for_16:;
        if (iter_cmp(var_551) == 0) goto end_for_16;
        var_552 = wp::iter_next(var_551);
        // v0 += wp.sin(wp.min((v0 + v1), float(j2)))                                         <L 16>
        var_553 = wp::add(var_457, var_530);
        var_554 = wp::float(var_455);
        var_555 = wp::min(var_553, var_554);
        var_556 = wp::sin(var_555);
        var_557 = wp::add(var_457, var_556);
        // v1 += wp.cos((-1.18 - v0))                                                         <L 17>
        var_559 = wp::sub(var_558, var_557);
        var_560 = wp::cos(var_559);
        var_561 = wp::add(var_530, var_560);
        // for j6 in range(n):                                                                <L 18>
        var_562 = wp::range(var_n);
        start_for_18:;
            if (iter_cmp(var_562) == 0) goto end_for_18;
            var_563 = wp::iter_next(var_562);
            // v1 += wp.cos(float(j2))                                                        <L 19>
            var_564 = wp::float(var_455);
            var_565 = wp::cos(var_564);
            var_566 = wp::add(var_561, var_565);
            wp::assign(var_561, var_566);
            goto start_for_18;
        end_for_18:;
        wp::assign(var_457, var_557);
        wp::assign(var_530, var_561);
        wp::assign(var_115, var_563);
        goto start_for_16;
    end_for_16:;
    // for j7 in range(0, 2):                                                                 <L 20>
    // v1 += wp.cos(((0.262 / (wp.abs(v0) + 1.0)) * v0))                                      <L 21>
    var_569 = wp::abs(var_457);
    var_571 = wp::add(var_569, var_570);
    var_572 = wp::div(var_568, var_571);
    var_573 = wp::mul(var_572, var_457);
    var_574 = wp::cos(var_573);
    var_575 = wp::add(var_530, var_574);
    // for j8 in range(n):                                                                    <L 22>
    var_576 = wp::range(var_n);
    start_for_20:;
        if (iter_cmp(var_576) == 0) goto end_for_20;
        var_577 = wp::iter_next(var_576);
        // v0 += wp.tanh(-1.39)                                                               <L 23>
        var_579 = wp::tanh(var_578);
        var_580 = wp::add(var_457, var_579);
        // for j9 in range(3):                                                                <L 24>
        // v0 = v0 + wp.sin(float(j8))                                                        <L 25>
        var_582 = wp::float(var_577);
        var_583 = wp::sin(var_582);
        var_584 = wp::add(var_580, var_583);
        var_586 = wp::float(var_577);
        var_587 = wp::sin(var_586);
        var_588 = wp::add(var_584, var_587);
        var_590 = wp::float(var_577);
        var_591 = wp::sin(var_590);
        var_592 = wp::add(var_588, var_591);
        wp::assign(var_457, var_592);
        goto start_for_20;
    end_for_20:;
    // for j10 in range(3):                                                                   <L 26>
    // v1 += wp.tanh(v1)                                                                      <L 27>
    var_594 = wp::tanh(var_575);
    var_595 = wp::add(var_575, var_594);
    // for j11 in range(n):                                                                   <L 28>
    var_596 = wp::range(var_n);
    start_for_22:;
        if (iter_cmp(var_596) == 0) goto end_for_22;
        var_597 = wp::iter_next(var_596);
        // v0 = v0 + wp.sin(wp.length_sq(wp.vec2(-1.1)))                                      <L 29>
        var_599 = wp::vec_t<2, wp::float32>(var_598);
        var_600 = wp::length_sq(var_599);
        var_601 = wp::sin(var_600);
        var_602 = wp::add(var_457, var_601);
        wp::assign(var_457, var_602);
        goto start_for_22;
    end_for_22:;
    // for j12 in range(3):                                                                   <L 30>
    // v0 += wp.sin(float(j12))                                                               <L 31>
    var_604 = wp::float(var_603);
    var_605 = wp::sin(var_604);
    var_606 = wp::add(var_457, var_605);
    var_608 = wp::float(var_607);
    var_609 = wp::sin(var_608);
    var_610 = wp::add(var_606, var_609);
    var_612 = wp::float(var_611);
    var_613 = wp::sin(var_612);
    var_614 = wp::add(var_610, var_613);
    // v1 += wp.tanh(v1)                                                                      <L 27>
    var_616 = wp::tanh(var_595);
    var_617 = wp::add(var_595, var_616);
    // for j11 in range(n):                                                                   <L 28>
    var_618 = wp::range(var_n);
    start_for_24:;
        if (iter_cmp(var_618) == 0) goto end_for_24;
        var_619 = wp::iter_next(var_618);
        // v0 = v0 + wp.sin(wp.length_sq(wp.vec2(-1.1)))                                      <L 29>
        var_621 = wp::vec_t<2, wp::float32>(var_620);
        var_622 = wp::length_sq(var_621);
        var_623 = wp::sin(var_622);
        var_624 = wp::add(var_614, var_623);
        wp::assign(var_614, var_624);
        goto start_for_24;
    end_for_24:;
    // for j12 in range(3):                                                                   <L 30>
    // v0 += wp.sin(float(j12))                                                               <L 31>
    var_626 = wp::float(var_625);
    var_627 = wp::sin(var_626);
    var_628 = wp::add(var_614, var_627);
    var_630 = wp::float(var_629);
    var_631 = wp::sin(var_630);
    var_632 = wp::add(var_628, var_631);
    var_634 = wp::float(var_633);
    var_635 = wp::sin(var_634);
    var_636 = wp::add(var_632, var_635);
    // v1 += wp.tanh(v1)                                                                      <L 27>
    var_638 = wp::tanh(var_617);
    var_639 = wp::add(var_617, var_638);
    // for j11 in range(n):                                                                   <L 28>
    var_640 = wp::range(var_n);
    start_for_26:;
        if (iter_cmp(var_640) == 0) goto end_for_26;
        var_641 = wp::iter_next(var_640);
        // v0 = v0 + wp.sin(wp.length_sq(wp.vec2(-1.1)))                                      <L 29>
        var_643 = wp::vec_t<2, wp::float32>(var_642);
        var_644 = wp::length_sq(var_643);
        var_645 = wp::sin(var_644);
        var_646 = wp::add(var_636, var_645);
        wp::assign(var_636, var_646);
        goto start_for_26;
    end_for_26:;
    // for j12 in range(3):                                                                   <L 30>
    // v0 += wp.sin(float(j12))                                                               <L 31>
    var_648 = wp::float(var_647);
    var_649 = wp::sin(var_648);
    var_650 = wp::add(var_636, var_649);
    var_652 = wp::float(var_651);
    var_653 = wp::sin(var_652);
    var_654 = wp::add(var_650, var_653);
    var_656 = wp::float(var_655);
    var_657 = wp::sin(var_656);
    var_658 = wp::add(var_654, var_657);
    // v1 += wp.cos(((0.262 / (wp.abs(v0) + 1.0)) * v0))                                      <L 21>
    var_661 = wp::abs(var_658);
    var_663 = wp::add(var_661, var_662);
    var_664 = wp::div(var_660, var_663);
    var_665 = wp::mul(var_664, var_658);
    var_666 = wp::cos(var_665);
    var_667 = wp::add(var_639, var_666);
    // for j8 in range(n):                                                                    <L 22>
    var_668 = wp::range(var_n);
    var_669 = wp::copy(var_589);
    start_for_28:;
        if (iter_cmp(var_668) == 0) goto end_for_28;
        var_670 = wp::iter_next(var_668);
        // v0 += wp.tanh(-1.39)                                                               <L 23>
        var_672 = wp::tanh(var_671);
        var_673 = wp::add(var_658, var_672);
        // for j9 in range(3):                                                                <L 24>
        // v0 = v0 + wp.sin(float(j8))                                                        <L 25>
        var_675 = wp::float(var_670);
        var_676 = wp::sin(var_675);
        var_677 = wp::add(var_673, var_676);
        var_679 = wp::float(var_670);
        var_680 = wp::sin(var_679);
        var_681 = wp::add(var_677, var_680);
        var_683 = wp::float(var_670);
        var_684 = wp::sin(var_683);
        var_685 = wp::add(var_681, var_684);
        wp::assign(var_658, var_685);
        wp::assign(var_669, var_682);
        goto start_for_28;
    end_for_28:;
    // for j10 in range(3):                                                                   <L 26>
    // v1 += wp.tanh(v1)                                                                      <L 27>
    var_687 = wp::tanh(var_667);
    var_688 = wp::add(var_667, var_687);
    // for j11 in range(n):                                                                   <L 28>
    var_689 = wp::range(var_n);
    start_for_30:;
        if (iter_cmp(var_689) == 0) goto end_for_30;
        var_690 = wp::iter_next(var_689);
        // v0 = v0 + wp.sin(wp.length_sq(wp.vec2(-1.1)))                                      <L 29>
        var_692 = wp::vec_t<2, wp::float32>(var_691);
        var_693 = wp::length_sq(var_692);
        var_694 = wp::sin(var_693);
        var_695 = wp::add(var_658, var_694);
        wp::assign(var_658, var_695);
        goto start_for_30;
    end_for_30:;
    // for j12 in range(3):                                                                   <L 30>
    // v0 += wp.sin(float(j12))                                                               <L 31>
    var_697 = wp::float(var_696);
    var_698 = wp::sin(var_697);
    var_699 = wp::add(var_658, var_698);
    var_701 = wp::float(var_700);
    var_702 = wp::sin(var_701);
    var_703 = wp::add(var_699, var_702);
    var_705 = wp::float(var_704);
    var_706 = wp::sin(var_705);
    var_707 = wp::add(var_703, var_706);
    // v1 += wp.tanh(v1)                                                                      <L 27>
    var_709 = wp::tanh(var_688);
    var_710 = wp::add(var_688, var_709);
    // for j11 in range(n):                                                                   <L 28>
    var_711 = wp::range(var_n);
    start_for_32:;
        if (iter_cmp(var_711) == 0) goto end_for_32;
        var_712 = wp::iter_next(var_711);
        // v0 = v0 + wp.sin(wp.length_sq(wp.vec2(-1.1)))                                      <L 29>
        var_714 = wp::vec_t<2, wp::float32>(var_713);
        var_715 = wp::length_sq(var_714);
        var_716 = wp::sin(var_715);
        var_717 = wp::add(var_707, var_716);
        wp::assign(var_707, var_717);
        goto start_for_32;
    end_for_32:;
    // for j12 in range(3):                                                                   <L 30>
    // v0 += wp.sin(float(j12))                                                               <L 31>
    var_719 = wp::float(var_718);
    var_720 = wp::sin(var_719);
    var_721 = wp::add(var_707, var_720);
    var_723 = wp::float(var_722);
    var_724 = wp::sin(var_723);
    var_725 = wp::add(var_721, var_724);
    var_727 = wp::float(var_726);
    var_728 = wp::sin(var_727);
    var_729 = wp::add(var_725, var_728);
    // v1 += wp.tanh(v1)                                                                      <L 27>
    var_731 = wp::tanh(var_710);
    var_732 = wp::add(var_710, var_731);
    // for j11 in range(n):                                                                   <L 28>
    var_733 = wp::range(var_n);
    start_for_34:;
        if (iter_cmp(var_733) == 0) goto end_for_34;
        var_734 = wp::iter_next(var_733);
        // v0 = v0 + wp.sin(wp.length_sq(wp.vec2(-1.1)))                                      <L 29>
        var_736 = wp::vec_t<2, wp::float32>(var_735);
        var_737 = wp::length_sq(var_736);
        var_738 = wp::sin(var_737);
        var_739 = wp::add(var_729, var_738);
        wp::assign(var_729, var_739);
        goto start_for_34;
    end_for_34:;
    // for j12 in range(3):                                                                   <L 30>
    // v0 += wp.sin(float(j12))                                                               <L 31>
    var_741 = wp::float(var_740);
    var_742 = wp::sin(var_741);
    var_743 = wp::add(var_729, var_742);
    var_745 = wp::float(var_744);
    var_746 = wp::sin(var_745);
    var_747 = wp::add(var_743, var_746);
    var_749 = wp::float(var_748);
    var_750 = wp::sin(var_749);
    var_751 = wp::add(var_747, var_750);
    // out0[tid] = v0 + v1 + float(tid) * 1.24                                                <L 32>
    var_752 = wp::add(var_751, var_732);
    var_753 = wp::float(var_0);
    var_755 = wp::mul(var_753, var_754);
    var_756 = wp::add(var_752, var_755);
    wp::array_store(var_out0, var_0, var_756);
    // out1[tid] = v0 + v1 + float(tid) * 0.47                                                <L 33>
    var_757 = wp::add(var_751, var_732);
    var_758 = wp::float(var_0);
    var_760 = wp::mul(var_758, var_759);
    var_761 = wp::add(var_757, var_760);
    wp::array_store(var_out1, var_0, var_761);
}



template <bool wp_linear_contiguous>
static void nested_loop_000001_81a3ba3e_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_nested_loop_000001_81a3ba3e *_wp_args,
    wp_args_nested_loop_000001_81a3ba3e *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::int32 adj_n = _wp_adj_args->n;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::float32> adj_out1 = _wp_adj_args->out1;
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
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::int32 var_10 = 0;
    const wp::float32 var_11 = -1.43;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = -0.154;
    wp::vec_t<2, wp::float32> var_15;
    wp::vec_t<2, wp::float32> var_16;
    const wp::int32 var_17 = 1;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    const wp::float32 var_21 = -1.147;
    wp::vec_t<2, wp::float32> var_22;
    const wp::float32 var_23 = 1.158;
    wp::vec_t<2, wp::float32> var_24;
    const wp::float32 var_25 = 0.72;
    const wp::float32 var_26 = 1.472;
    wp::vec_t<2, wp::float32> var_27;
    wp::vec_t<2, wp::float32> var_28;
    wp::vec_t<2, wp::float32> var_29;
    const wp::float32 var_30 = -0.3;
    const wp::float32 var_31 = -0.13;
    wp::vec_t<2, wp::float32> var_32;
    const wp::float32 var_33 = -0.08;
    const wp::float32 var_34 = 0.5;
    wp::vec_t<2, wp::float32> var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::float32 var_38 = 1.0;
    wp::float32 var_39;
    wp::vec_t<2, wp::float32> var_40;
    const wp::int32 var_41 = 1;
    const wp::float32 var_42 = -1.43;
    wp::float32 var_43;
    wp::float32 var_44;
    const wp::float32 var_45 = -0.154;
    wp::vec_t<2, wp::float32> var_46;
    wp::vec_t<2, wp::float32> var_47;
    const wp::int32 var_48 = 1;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    const wp::float32 var_52 = -1.147;
    wp::vec_t<2, wp::float32> var_53;
    const wp::float32 var_54 = 1.158;
    wp::vec_t<2, wp::float32> var_55;
    const wp::float32 var_56 = 0.72;
    const wp::float32 var_57 = 1.472;
    wp::vec_t<2, wp::float32> var_58;
    wp::vec_t<2, wp::float32> var_59;
    wp::vec_t<2, wp::float32> var_60;
    const wp::float32 var_61 = -0.3;
    const wp::float32 var_62 = -0.13;
    wp::vec_t<2, wp::float32> var_63;
    const wp::float32 var_64 = -0.08;
    const wp::float32 var_65 = 0.5;
    wp::vec_t<2, wp::float32> var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    const wp::float32 var_69 = 1.0;
    wp::float32 var_70;
    wp::vec_t<2, wp::float32> var_71;
    const wp::int32 var_72 = 2;
    const wp::float32 var_73 = -1.43;
    wp::float32 var_74;
    wp::float32 var_75;
    const wp::float32 var_76 = -0.154;
    wp::vec_t<2, wp::float32> var_77;
    wp::vec_t<2, wp::float32> var_78;
    const wp::int32 var_79 = 1;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    const wp::float32 var_83 = -1.147;
    wp::vec_t<2, wp::float32> var_84;
    const wp::float32 var_85 = 1.158;
    wp::vec_t<2, wp::float32> var_86;
    const wp::float32 var_87 = 0.72;
    const wp::float32 var_88 = 1.472;
    wp::vec_t<2, wp::float32> var_89;
    wp::vec_t<2, wp::float32> var_90;
    wp::vec_t<2, wp::float32> var_91;
    const wp::float32 var_92 = -0.3;
    const wp::float32 var_93 = -0.13;
    wp::vec_t<2, wp::float32> var_94;
    const wp::float32 var_95 = -0.08;
    const wp::float32 var_96 = 0.5;
    wp::vec_t<2, wp::float32> var_97;
    wp::float32 var_98;
    wp::float32 var_99;
    const wp::float32 var_100 = 1.0;
    wp::float32 var_101;
    wp::vec_t<2, wp::float32> var_102;
    wp::range_t var_103;
    wp::int32 var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    wp::float32 var_107;
    wp::float32 var_108;
    wp::float32 var_109;
    const wp::float32 var_110 = -1.18;
    wp::float32 var_111;
    wp::float32 var_112;
    wp::float32 var_113;
    wp::range_t var_114;
    wp::int32 var_115;
    wp::float32 var_116;
    wp::float32 var_117;
    wp::float32 var_118;
    const wp::int32 var_119 = 1;
    wp::float32 var_120;
    wp::float32 var_121;
    const wp::int32 var_122 = 0;
    const wp::float32 var_123 = -1.43;
    wp::float32 var_124;
    wp::float32 var_125;
    const wp::float32 var_126 = -0.154;
    wp::vec_t<2, wp::float32> var_127;
    wp::vec_t<2, wp::float32> var_128;
    const wp::int32 var_129 = 1;
    wp::float32 var_130;
    wp::float32 var_131;
    wp::float32 var_132;
    const wp::float32 var_133 = -1.147;
    wp::vec_t<2, wp::float32> var_134;
    const wp::float32 var_135 = 1.158;
    wp::vec_t<2, wp::float32> var_136;
    const wp::float32 var_137 = 0.72;
    const wp::float32 var_138 = 1.472;
    wp::vec_t<2, wp::float32> var_139;
    wp::vec_t<2, wp::float32> var_140;
    wp::vec_t<2, wp::float32> var_141;
    const wp::float32 var_142 = -0.3;
    const wp::float32 var_143 = -0.13;
    wp::vec_t<2, wp::float32> var_144;
    const wp::float32 var_145 = -0.08;
    const wp::float32 var_146 = 0.5;
    wp::vec_t<2, wp::float32> var_147;
    wp::float32 var_148;
    wp::float32 var_149;
    const wp::float32 var_150 = 1.0;
    wp::float32 var_151;
    wp::vec_t<2, wp::float32> var_152;
    const wp::int32 var_153 = 1;
    const wp::float32 var_154 = -1.43;
    wp::float32 var_155;
    wp::float32 var_156;
    const wp::float32 var_157 = -0.154;
    wp::vec_t<2, wp::float32> var_158;
    wp::vec_t<2, wp::float32> var_159;
    const wp::int32 var_160 = 1;
    wp::float32 var_161;
    wp::float32 var_162;
    wp::float32 var_163;
    const wp::float32 var_164 = -1.147;
    wp::vec_t<2, wp::float32> var_165;
    const wp::float32 var_166 = 1.158;
    wp::vec_t<2, wp::float32> var_167;
    const wp::float32 var_168 = 0.72;
    const wp::float32 var_169 = 1.472;
    wp::vec_t<2, wp::float32> var_170;
    wp::vec_t<2, wp::float32> var_171;
    wp::vec_t<2, wp::float32> var_172;
    const wp::float32 var_173 = -0.3;
    const wp::float32 var_174 = -0.13;
    wp::vec_t<2, wp::float32> var_175;
    const wp::float32 var_176 = -0.08;
    const wp::float32 var_177 = 0.5;
    wp::vec_t<2, wp::float32> var_178;
    wp::float32 var_179;
    wp::float32 var_180;
    const wp::float32 var_181 = 1.0;
    wp::float32 var_182;
    wp::vec_t<2, wp::float32> var_183;
    const wp::int32 var_184 = 2;
    const wp::float32 var_185 = -1.43;
    wp::float32 var_186;
    wp::float32 var_187;
    const wp::float32 var_188 = -0.154;
    wp::vec_t<2, wp::float32> var_189;
    wp::vec_t<2, wp::float32> var_190;
    const wp::int32 var_191 = 1;
    wp::float32 var_192;
    wp::float32 var_193;
    wp::float32 var_194;
    const wp::float32 var_195 = -1.147;
    wp::vec_t<2, wp::float32> var_196;
    const wp::float32 var_197 = 1.158;
    wp::vec_t<2, wp::float32> var_198;
    const wp::float32 var_199 = 0.72;
    const wp::float32 var_200 = 1.472;
    wp::vec_t<2, wp::float32> var_201;
    wp::vec_t<2, wp::float32> var_202;
    wp::vec_t<2, wp::float32> var_203;
    const wp::float32 var_204 = -0.3;
    const wp::float32 var_205 = -0.13;
    wp::vec_t<2, wp::float32> var_206;
    const wp::float32 var_207 = -0.08;
    const wp::float32 var_208 = 0.5;
    wp::vec_t<2, wp::float32> var_209;
    wp::float32 var_210;
    wp::float32 var_211;
    const wp::float32 var_212 = 1.0;
    wp::float32 var_213;
    wp::vec_t<2, wp::float32> var_214;
    wp::range_t var_215;
    wp::int32 var_216;
    wp::float32 var_217;
    wp::float32 var_218;
    wp::float32 var_219;
    wp::float32 var_220;
    wp::float32 var_221;
    const wp::float32 var_222 = -1.18;
    wp::float32 var_223;
    wp::float32 var_224;
    wp::float32 var_225;
    wp::range_t var_226;
    wp::int32 var_227;
    wp::float32 var_228;
    wp::float32 var_229;
    wp::float32 var_230;
    const wp::int32 var_231 = 2;
    wp::float32 var_232;
    wp::float32 var_233;
    const wp::int32 var_234 = 0;
    const wp::float32 var_235 = -1.43;
    wp::float32 var_236;
    wp::float32 var_237;
    const wp::float32 var_238 = -0.154;
    wp::vec_t<2, wp::float32> var_239;
    wp::vec_t<2, wp::float32> var_240;
    const wp::int32 var_241 = 1;
    wp::float32 var_242;
    wp::float32 var_243;
    wp::float32 var_244;
    const wp::float32 var_245 = -1.147;
    wp::vec_t<2, wp::float32> var_246;
    const wp::float32 var_247 = 1.158;
    wp::vec_t<2, wp::float32> var_248;
    const wp::float32 var_249 = 0.72;
    const wp::float32 var_250 = 1.472;
    wp::vec_t<2, wp::float32> var_251;
    wp::vec_t<2, wp::float32> var_252;
    wp::vec_t<2, wp::float32> var_253;
    const wp::float32 var_254 = -0.3;
    const wp::float32 var_255 = -0.13;
    wp::vec_t<2, wp::float32> var_256;
    const wp::float32 var_257 = -0.08;
    const wp::float32 var_258 = 0.5;
    wp::vec_t<2, wp::float32> var_259;
    wp::float32 var_260;
    wp::float32 var_261;
    const wp::float32 var_262 = 1.0;
    wp::float32 var_263;
    wp::vec_t<2, wp::float32> var_264;
    const wp::int32 var_265 = 1;
    const wp::float32 var_266 = -1.43;
    wp::float32 var_267;
    wp::float32 var_268;
    const wp::float32 var_269 = -0.154;
    wp::vec_t<2, wp::float32> var_270;
    wp::vec_t<2, wp::float32> var_271;
    const wp::int32 var_272 = 1;
    wp::float32 var_273;
    wp::float32 var_274;
    wp::float32 var_275;
    const wp::float32 var_276 = -1.147;
    wp::vec_t<2, wp::float32> var_277;
    const wp::float32 var_278 = 1.158;
    wp::vec_t<2, wp::float32> var_279;
    const wp::float32 var_280 = 0.72;
    const wp::float32 var_281 = 1.472;
    wp::vec_t<2, wp::float32> var_282;
    wp::vec_t<2, wp::float32> var_283;
    wp::vec_t<2, wp::float32> var_284;
    const wp::float32 var_285 = -0.3;
    const wp::float32 var_286 = -0.13;
    wp::vec_t<2, wp::float32> var_287;
    const wp::float32 var_288 = -0.08;
    const wp::float32 var_289 = 0.5;
    wp::vec_t<2, wp::float32> var_290;
    wp::float32 var_291;
    wp::float32 var_292;
    const wp::float32 var_293 = 1.0;
    wp::float32 var_294;
    wp::vec_t<2, wp::float32> var_295;
    const wp::int32 var_296 = 2;
    const wp::float32 var_297 = -1.43;
    wp::float32 var_298;
    wp::float32 var_299;
    const wp::float32 var_300 = -0.154;
    wp::vec_t<2, wp::float32> var_301;
    wp::vec_t<2, wp::float32> var_302;
    const wp::int32 var_303 = 1;
    wp::float32 var_304;
    wp::float32 var_305;
    wp::float32 var_306;
    const wp::float32 var_307 = -1.147;
    wp::vec_t<2, wp::float32> var_308;
    const wp::float32 var_309 = 1.158;
    wp::vec_t<2, wp::float32> var_310;
    const wp::float32 var_311 = 0.72;
    const wp::float32 var_312 = 1.472;
    wp::vec_t<2, wp::float32> var_313;
    wp::vec_t<2, wp::float32> var_314;
    wp::vec_t<2, wp::float32> var_315;
    const wp::float32 var_316 = -0.3;
    const wp::float32 var_317 = -0.13;
    wp::vec_t<2, wp::float32> var_318;
    const wp::float32 var_319 = -0.08;
    const wp::float32 var_320 = 0.5;
    wp::vec_t<2, wp::float32> var_321;
    wp::float32 var_322;
    wp::float32 var_323;
    const wp::float32 var_324 = 1.0;
    wp::float32 var_325;
    wp::vec_t<2, wp::float32> var_326;
    wp::range_t var_327;
    wp::int32 var_328;
    wp::float32 var_329;
    wp::float32 var_330;
    wp::float32 var_331;
    wp::float32 var_332;
    wp::float32 var_333;
    const wp::float32 var_334 = -1.18;
    wp::float32 var_335;
    wp::float32 var_336;
    wp::float32 var_337;
    wp::range_t var_338;
    wp::int32 var_339;
    wp::float32 var_340;
    wp::float32 var_341;
    wp::float32 var_342;
    const wp::int32 var_343 = 3;
    wp::float32 var_344;
    wp::float32 var_345;
    const wp::int32 var_346 = 0;
    const wp::float32 var_347 = -1.43;
    wp::float32 var_348;
    wp::float32 var_349;
    const wp::float32 var_350 = -0.154;
    wp::vec_t<2, wp::float32> var_351;
    wp::vec_t<2, wp::float32> var_352;
    const wp::int32 var_353 = 1;
    wp::float32 var_354;
    wp::float32 var_355;
    wp::float32 var_356;
    const wp::float32 var_357 = -1.147;
    wp::vec_t<2, wp::float32> var_358;
    const wp::float32 var_359 = 1.158;
    wp::vec_t<2, wp::float32> var_360;
    const wp::float32 var_361 = 0.72;
    const wp::float32 var_362 = 1.472;
    wp::vec_t<2, wp::float32> var_363;
    wp::vec_t<2, wp::float32> var_364;
    wp::vec_t<2, wp::float32> var_365;
    const wp::float32 var_366 = -0.3;
    const wp::float32 var_367 = -0.13;
    wp::vec_t<2, wp::float32> var_368;
    const wp::float32 var_369 = -0.08;
    const wp::float32 var_370 = 0.5;
    wp::vec_t<2, wp::float32> var_371;
    wp::float32 var_372;
    wp::float32 var_373;
    const wp::float32 var_374 = 1.0;
    wp::float32 var_375;
    wp::vec_t<2, wp::float32> var_376;
    const wp::int32 var_377 = 1;
    const wp::float32 var_378 = -1.43;
    wp::float32 var_379;
    wp::float32 var_380;
    const wp::float32 var_381 = -0.154;
    wp::vec_t<2, wp::float32> var_382;
    wp::vec_t<2, wp::float32> var_383;
    const wp::int32 var_384 = 1;
    wp::float32 var_385;
    wp::float32 var_386;
    wp::float32 var_387;
    const wp::float32 var_388 = -1.147;
    wp::vec_t<2, wp::float32> var_389;
    const wp::float32 var_390 = 1.158;
    wp::vec_t<2, wp::float32> var_391;
    const wp::float32 var_392 = 0.72;
    const wp::float32 var_393 = 1.472;
    wp::vec_t<2, wp::float32> var_394;
    wp::vec_t<2, wp::float32> var_395;
    wp::vec_t<2, wp::float32> var_396;
    const wp::float32 var_397 = -0.3;
    const wp::float32 var_398 = -0.13;
    wp::vec_t<2, wp::float32> var_399;
    const wp::float32 var_400 = -0.08;
    const wp::float32 var_401 = 0.5;
    wp::vec_t<2, wp::float32> var_402;
    wp::float32 var_403;
    wp::float32 var_404;
    const wp::float32 var_405 = 1.0;
    wp::float32 var_406;
    wp::vec_t<2, wp::float32> var_407;
    const wp::int32 var_408 = 2;
    const wp::float32 var_409 = -1.43;
    wp::float32 var_410;
    wp::float32 var_411;
    const wp::float32 var_412 = -0.154;
    wp::vec_t<2, wp::float32> var_413;
    wp::vec_t<2, wp::float32> var_414;
    const wp::int32 var_415 = 1;
    wp::float32 var_416;
    wp::float32 var_417;
    wp::float32 var_418;
    const wp::float32 var_419 = -1.147;
    wp::vec_t<2, wp::float32> var_420;
    const wp::float32 var_421 = 1.158;
    wp::vec_t<2, wp::float32> var_422;
    const wp::float32 var_423 = 0.72;
    const wp::float32 var_424 = 1.472;
    wp::vec_t<2, wp::float32> var_425;
    wp::vec_t<2, wp::float32> var_426;
    wp::vec_t<2, wp::float32> var_427;
    const wp::float32 var_428 = -0.3;
    const wp::float32 var_429 = -0.13;
    wp::vec_t<2, wp::float32> var_430;
    const wp::float32 var_431 = -0.08;
    const wp::float32 var_432 = 0.5;
    wp::vec_t<2, wp::float32> var_433;
    wp::float32 var_434;
    wp::float32 var_435;
    const wp::float32 var_436 = 1.0;
    wp::float32 var_437;
    wp::vec_t<2, wp::float32> var_438;
    wp::range_t var_439;
    wp::int32 var_440;
    wp::float32 var_441;
    wp::float32 var_442;
    wp::float32 var_443;
    wp::float32 var_444;
    wp::float32 var_445;
    const wp::float32 var_446 = -1.18;
    wp::float32 var_447;
    wp::float32 var_448;
    wp::float32 var_449;
    wp::range_t var_450;
    wp::int32 var_451;
    wp::float32 var_452;
    wp::float32 var_453;
    wp::float32 var_454;
    const wp::int32 var_455 = 4;
    wp::float32 var_456;
    wp::float32 var_457;
    const wp::int32 var_458 = 0;
    const wp::float32 var_459 = -1.43;
    wp::float32 var_460;
    wp::float32 var_461;
    const wp::float32 var_462 = -0.154;
    wp::vec_t<2, wp::float32> var_463;
    wp::vec_t<2, wp::float32> var_464;
    const wp::int32 var_465 = 1;
    wp::float32 var_466;
    wp::float32 var_467;
    wp::float32 var_468;
    const wp::float32 var_469 = -1.147;
    wp::vec_t<2, wp::float32> var_470;
    const wp::float32 var_471 = 1.158;
    wp::vec_t<2, wp::float32> var_472;
    const wp::float32 var_473 = 0.72;
    const wp::float32 var_474 = 1.472;
    wp::vec_t<2, wp::float32> var_475;
    wp::vec_t<2, wp::float32> var_476;
    wp::vec_t<2, wp::float32> var_477;
    const wp::float32 var_478 = -0.3;
    const wp::float32 var_479 = -0.13;
    wp::vec_t<2, wp::float32> var_480;
    const wp::float32 var_481 = -0.08;
    const wp::float32 var_482 = 0.5;
    wp::vec_t<2, wp::float32> var_483;
    wp::float32 var_484;
    wp::float32 var_485;
    const wp::float32 var_486 = 1.0;
    wp::float32 var_487;
    wp::vec_t<2, wp::float32> var_488;
    const wp::int32 var_489 = 1;
    const wp::float32 var_490 = -1.43;
    wp::float32 var_491;
    wp::float32 var_492;
    const wp::float32 var_493 = -0.154;
    wp::vec_t<2, wp::float32> var_494;
    wp::vec_t<2, wp::float32> var_495;
    const wp::int32 var_496 = 1;
    wp::float32 var_497;
    wp::float32 var_498;
    wp::float32 var_499;
    const wp::float32 var_500 = -1.147;
    wp::vec_t<2, wp::float32> var_501;
    const wp::float32 var_502 = 1.158;
    wp::vec_t<2, wp::float32> var_503;
    const wp::float32 var_504 = 0.72;
    const wp::float32 var_505 = 1.472;
    wp::vec_t<2, wp::float32> var_506;
    wp::vec_t<2, wp::float32> var_507;
    wp::vec_t<2, wp::float32> var_508;
    const wp::float32 var_509 = -0.3;
    const wp::float32 var_510 = -0.13;
    wp::vec_t<2, wp::float32> var_511;
    const wp::float32 var_512 = -0.08;
    const wp::float32 var_513 = 0.5;
    wp::vec_t<2, wp::float32> var_514;
    wp::float32 var_515;
    wp::float32 var_516;
    const wp::float32 var_517 = 1.0;
    wp::float32 var_518;
    wp::vec_t<2, wp::float32> var_519;
    const wp::int32 var_520 = 2;
    const wp::float32 var_521 = -1.43;
    wp::float32 var_522;
    wp::float32 var_523;
    const wp::float32 var_524 = -0.154;
    wp::vec_t<2, wp::float32> var_525;
    wp::vec_t<2, wp::float32> var_526;
    const wp::int32 var_527 = 1;
    wp::float32 var_528;
    wp::float32 var_529;
    wp::float32 var_530;
    const wp::float32 var_531 = -1.147;
    wp::vec_t<2, wp::float32> var_532;
    const wp::float32 var_533 = 1.158;
    wp::vec_t<2, wp::float32> var_534;
    const wp::float32 var_535 = 0.72;
    const wp::float32 var_536 = 1.472;
    wp::vec_t<2, wp::float32> var_537;
    wp::vec_t<2, wp::float32> var_538;
    wp::vec_t<2, wp::float32> var_539;
    const wp::float32 var_540 = -0.3;
    const wp::float32 var_541 = -0.13;
    wp::vec_t<2, wp::float32> var_542;
    const wp::float32 var_543 = -0.08;
    const wp::float32 var_544 = 0.5;
    wp::vec_t<2, wp::float32> var_545;
    wp::float32 var_546;
    wp::float32 var_547;
    const wp::float32 var_548 = 1.0;
    wp::float32 var_549;
    wp::vec_t<2, wp::float32> var_550;
    wp::range_t var_551;
    wp::int32 var_552;
    wp::float32 var_553;
    wp::float32 var_554;
    wp::float32 var_555;
    wp::float32 var_556;
    wp::float32 var_557;
    const wp::float32 var_558 = -1.18;
    wp::float32 var_559;
    wp::float32 var_560;
    wp::float32 var_561;
    wp::range_t var_562;
    wp::int32 var_563;
    wp::float32 var_564;
    wp::float32 var_565;
    wp::float32 var_566;
    const wp::int32 var_567 = 0;
    const wp::float32 var_568 = 0.262;
    wp::float32 var_569;
    const wp::float32 var_570 = 1.0;
    wp::float32 var_571;
    wp::float32 var_572;
    wp::float32 var_573;
    wp::float32 var_574;
    wp::float32 var_575;
    wp::range_t var_576;
    wp::int32 var_577;
    const wp::float32 var_578 = -1.39;
    wp::float32 var_579;
    wp::float32 var_580;
    const wp::int32 var_581 = 0;
    wp::float32 var_582;
    wp::float32 var_583;
    wp::float32 var_584;
    const wp::int32 var_585 = 1;
    wp::float32 var_586;
    wp::float32 var_587;
    wp::float32 var_588;
    const wp::int32 var_589 = 2;
    wp::float32 var_590;
    wp::float32 var_591;
    wp::float32 var_592;
    const wp::int32 var_593 = 0;
    wp::float32 var_594;
    wp::float32 var_595;
    wp::range_t var_596;
    wp::int32 var_597;
    const wp::float32 var_598 = -1.1;
    wp::vec_t<2, wp::float32> var_599;
    wp::float32 var_600;
    wp::float32 var_601;
    wp::float32 var_602;
    const wp::int32 var_603 = 0;
    wp::float32 var_604;
    wp::float32 var_605;
    wp::float32 var_606;
    const wp::int32 var_607 = 1;
    wp::float32 var_608;
    wp::float32 var_609;
    wp::float32 var_610;
    const wp::int32 var_611 = 2;
    wp::float32 var_612;
    wp::float32 var_613;
    wp::float32 var_614;
    const wp::int32 var_615 = 1;
    wp::float32 var_616;
    wp::float32 var_617;
    wp::range_t var_618;
    wp::int32 var_619;
    const wp::float32 var_620 = -1.1;
    wp::vec_t<2, wp::float32> var_621;
    wp::float32 var_622;
    wp::float32 var_623;
    wp::float32 var_624;
    const wp::int32 var_625 = 0;
    wp::float32 var_626;
    wp::float32 var_627;
    wp::float32 var_628;
    const wp::int32 var_629 = 1;
    wp::float32 var_630;
    wp::float32 var_631;
    wp::float32 var_632;
    const wp::int32 var_633 = 2;
    wp::float32 var_634;
    wp::float32 var_635;
    wp::float32 var_636;
    const wp::int32 var_637 = 2;
    wp::float32 var_638;
    wp::float32 var_639;
    wp::range_t var_640;
    wp::int32 var_641;
    const wp::float32 var_642 = -1.1;
    wp::vec_t<2, wp::float32> var_643;
    wp::float32 var_644;
    wp::float32 var_645;
    wp::float32 var_646;
    const wp::int32 var_647 = 0;
    wp::float32 var_648;
    wp::float32 var_649;
    wp::float32 var_650;
    const wp::int32 var_651 = 1;
    wp::float32 var_652;
    wp::float32 var_653;
    wp::float32 var_654;
    const wp::int32 var_655 = 2;
    wp::float32 var_656;
    wp::float32 var_657;
    wp::float32 var_658;
    const wp::int32 var_659 = 1;
    const wp::float32 var_660 = 0.262;
    wp::float32 var_661;
    const wp::float32 var_662 = 1.0;
    wp::float32 var_663;
    wp::float32 var_664;
    wp::float32 var_665;
    wp::float32 var_666;
    wp::float32 var_667;
    wp::range_t var_668;
    wp::int32 var_669;
    wp::int32 var_670;
    const wp::float32 var_671 = -1.39;
    wp::float32 var_672;
    wp::float32 var_673;
    const wp::int32 var_674 = 0;
    wp::float32 var_675;
    wp::float32 var_676;
    wp::float32 var_677;
    const wp::int32 var_678 = 1;
    wp::float32 var_679;
    wp::float32 var_680;
    wp::float32 var_681;
    const wp::int32 var_682 = 2;
    wp::float32 var_683;
    wp::float32 var_684;
    wp::float32 var_685;
    const wp::int32 var_686 = 0;
    wp::float32 var_687;
    wp::float32 var_688;
    wp::range_t var_689;
    wp::int32 var_690;
    const wp::float32 var_691 = -1.1;
    wp::vec_t<2, wp::float32> var_692;
    wp::float32 var_693;
    wp::float32 var_694;
    wp::float32 var_695;
    const wp::int32 var_696 = 0;
    wp::float32 var_697;
    wp::float32 var_698;
    wp::float32 var_699;
    const wp::int32 var_700 = 1;
    wp::float32 var_701;
    wp::float32 var_702;
    wp::float32 var_703;
    const wp::int32 var_704 = 2;
    wp::float32 var_705;
    wp::float32 var_706;
    wp::float32 var_707;
    const wp::int32 var_708 = 1;
    wp::float32 var_709;
    wp::float32 var_710;
    wp::range_t var_711;
    wp::int32 var_712;
    const wp::float32 var_713 = -1.1;
    wp::vec_t<2, wp::float32> var_714;
    wp::float32 var_715;
    wp::float32 var_716;
    wp::float32 var_717;
    const wp::int32 var_718 = 0;
    wp::float32 var_719;
    wp::float32 var_720;
    wp::float32 var_721;
    const wp::int32 var_722 = 1;
    wp::float32 var_723;
    wp::float32 var_724;
    wp::float32 var_725;
    const wp::int32 var_726 = 2;
    wp::float32 var_727;
    wp::float32 var_728;
    wp::float32 var_729;
    const wp::int32 var_730 = 2;
    wp::float32 var_731;
    wp::float32 var_732;
    wp::range_t var_733;
    wp::int32 var_734;
    const wp::float32 var_735 = -1.1;
    wp::vec_t<2, wp::float32> var_736;
    wp::float32 var_737;
    wp::float32 var_738;
    wp::float32 var_739;
    const wp::int32 var_740 = 0;
    wp::float32 var_741;
    wp::float32 var_742;
    wp::float32 var_743;
    const wp::int32 var_744 = 1;
    wp::float32 var_745;
    wp::float32 var_746;
    wp::float32 var_747;
    const wp::int32 var_748 = 2;
    wp::float32 var_749;
    wp::float32 var_750;
    wp::float32 var_751;
    wp::float32 var_752;
    wp::float32 var_753;
    const wp::float32 var_754 = 1.24;
    wp::float32 var_755;
    wp::float32 var_756;
    wp::float32 var_757;
    wp::float32 var_758;
    const wp::float32 var_759 = 0.47;
    wp::float32 var_760;
    wp::float32 var_761;
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
    wp::int32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::vec_t<2, wp::float32> adj_15 = {};
    wp::vec_t<2, wp::float32> adj_16 = {};
    wp::int32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::vec_t<2, wp::float32> adj_22 = {};
    wp::float32 adj_23 = {};
    wp::vec_t<2, wp::float32> adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::vec_t<2, wp::float32> adj_27 = {};
    wp::vec_t<2, wp::float32> adj_28 = {};
    wp::vec_t<2, wp::float32> adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::vec_t<2, wp::float32> adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::vec_t<2, wp::float32> adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::vec_t<2, wp::float32> adj_40 = {};
    wp::int32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::vec_t<2, wp::float32> adj_46 = {};
    wp::vec_t<2, wp::float32> adj_47 = {};
    wp::int32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::vec_t<2, wp::float32> adj_53 = {};
    wp::float32 adj_54 = {};
    wp::vec_t<2, wp::float32> adj_55 = {};
    wp::float32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::vec_t<2, wp::float32> adj_58 = {};
    wp::vec_t<2, wp::float32> adj_59 = {};
    wp::vec_t<2, wp::float32> adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::vec_t<2, wp::float32> adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::vec_t<2, wp::float32> adj_66 = {};
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::float32 adj_69 = {};
    wp::float32 adj_70 = {};
    wp::vec_t<2, wp::float32> adj_71 = {};
    wp::int32 adj_72 = {};
    wp::float32 adj_73 = {};
    wp::float32 adj_74 = {};
    wp::float32 adj_75 = {};
    wp::float32 adj_76 = {};
    wp::vec_t<2, wp::float32> adj_77 = {};
    wp::vec_t<2, wp::float32> adj_78 = {};
    wp::int32 adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::vec_t<2, wp::float32> adj_84 = {};
    wp::float32 adj_85 = {};
    wp::vec_t<2, wp::float32> adj_86 = {};
    wp::float32 adj_87 = {};
    wp::float32 adj_88 = {};
    wp::vec_t<2, wp::float32> adj_89 = {};
    wp::vec_t<2, wp::float32> adj_90 = {};
    wp::vec_t<2, wp::float32> adj_91 = {};
    wp::float32 adj_92 = {};
    wp::float32 adj_93 = {};
    wp::vec_t<2, wp::float32> adj_94 = {};
    wp::float32 adj_95 = {};
    wp::float32 adj_96 = {};
    wp::vec_t<2, wp::float32> adj_97 = {};
    wp::float32 adj_98 = {};
    wp::float32 adj_99 = {};
    wp::float32 adj_100 = {};
    wp::float32 adj_101 = {};
    wp::vec_t<2, wp::float32> adj_102 = {};
    wp::range_t adj_103 = {};
    wp::int32 adj_104 = {};
    wp::float32 adj_105 = {};
    wp::float32 adj_106 = {};
    wp::float32 adj_107 = {};
    wp::float32 adj_108 = {};
    wp::float32 adj_109 = {};
    wp::float32 adj_110 = {};
    wp::float32 adj_111 = {};
    wp::float32 adj_112 = {};
    wp::float32 adj_113 = {};
    wp::range_t adj_114 = {};
    wp::int32 adj_115 = {};
    wp::float32 adj_116 = {};
    wp::float32 adj_117 = {};
    wp::float32 adj_118 = {};
    wp::int32 adj_119 = {};
    wp::float32 adj_120 = {};
    wp::float32 adj_121 = {};
    wp::int32 adj_122 = {};
    wp::float32 adj_123 = {};
    wp::float32 adj_124 = {};
    wp::float32 adj_125 = {};
    wp::float32 adj_126 = {};
    wp::vec_t<2, wp::float32> adj_127 = {};
    wp::vec_t<2, wp::float32> adj_128 = {};
    wp::int32 adj_129 = {};
    wp::float32 adj_130 = {};
    wp::float32 adj_131 = {};
    wp::float32 adj_132 = {};
    wp::float32 adj_133 = {};
    wp::vec_t<2, wp::float32> adj_134 = {};
    wp::float32 adj_135 = {};
    wp::vec_t<2, wp::float32> adj_136 = {};
    wp::float32 adj_137 = {};
    wp::float32 adj_138 = {};
    wp::vec_t<2, wp::float32> adj_139 = {};
    wp::vec_t<2, wp::float32> adj_140 = {};
    wp::vec_t<2, wp::float32> adj_141 = {};
    wp::float32 adj_142 = {};
    wp::float32 adj_143 = {};
    wp::vec_t<2, wp::float32> adj_144 = {};
    wp::float32 adj_145 = {};
    wp::float32 adj_146 = {};
    wp::vec_t<2, wp::float32> adj_147 = {};
    wp::float32 adj_148 = {};
    wp::float32 adj_149 = {};
    wp::float32 adj_150 = {};
    wp::float32 adj_151 = {};
    wp::vec_t<2, wp::float32> adj_152 = {};
    wp::int32 adj_153 = {};
    wp::float32 adj_154 = {};
    wp::float32 adj_155 = {};
    wp::float32 adj_156 = {};
    wp::float32 adj_157 = {};
    wp::vec_t<2, wp::float32> adj_158 = {};
    wp::vec_t<2, wp::float32> adj_159 = {};
    wp::int32 adj_160 = {};
    wp::float32 adj_161 = {};
    wp::float32 adj_162 = {};
    wp::float32 adj_163 = {};
    wp::float32 adj_164 = {};
    wp::vec_t<2, wp::float32> adj_165 = {};
    wp::float32 adj_166 = {};
    wp::vec_t<2, wp::float32> adj_167 = {};
    wp::float32 adj_168 = {};
    wp::float32 adj_169 = {};
    wp::vec_t<2, wp::float32> adj_170 = {};
    wp::vec_t<2, wp::float32> adj_171 = {};
    wp::vec_t<2, wp::float32> adj_172 = {};
    wp::float32 adj_173 = {};
    wp::float32 adj_174 = {};
    wp::vec_t<2, wp::float32> adj_175 = {};
    wp::float32 adj_176 = {};
    wp::float32 adj_177 = {};
    wp::vec_t<2, wp::float32> adj_178 = {};
    wp::float32 adj_179 = {};
    wp::float32 adj_180 = {};
    wp::float32 adj_181 = {};
    wp::float32 adj_182 = {};
    wp::vec_t<2, wp::float32> adj_183 = {};
    wp::int32 adj_184 = {};
    wp::float32 adj_185 = {};
    wp::float32 adj_186 = {};
    wp::float32 adj_187 = {};
    wp::float32 adj_188 = {};
    wp::vec_t<2, wp::float32> adj_189 = {};
    wp::vec_t<2, wp::float32> adj_190 = {};
    wp::int32 adj_191 = {};
    wp::float32 adj_192 = {};
    wp::float32 adj_193 = {};
    wp::float32 adj_194 = {};
    wp::float32 adj_195 = {};
    wp::vec_t<2, wp::float32> adj_196 = {};
    wp::float32 adj_197 = {};
    wp::vec_t<2, wp::float32> adj_198 = {};
    wp::float32 adj_199 = {};
    wp::float32 adj_200 = {};
    wp::vec_t<2, wp::float32> adj_201 = {};
    wp::vec_t<2, wp::float32> adj_202 = {};
    wp::vec_t<2, wp::float32> adj_203 = {};
    wp::float32 adj_204 = {};
    wp::float32 adj_205 = {};
    wp::vec_t<2, wp::float32> adj_206 = {};
    wp::float32 adj_207 = {};
    wp::float32 adj_208 = {};
    wp::vec_t<2, wp::float32> adj_209 = {};
    wp::float32 adj_210 = {};
    wp::float32 adj_211 = {};
    wp::float32 adj_212 = {};
    wp::float32 adj_213 = {};
    wp::vec_t<2, wp::float32> adj_214 = {};
    wp::range_t adj_215 = {};
    wp::int32 adj_216 = {};
    wp::float32 adj_217 = {};
    wp::float32 adj_218 = {};
    wp::float32 adj_219 = {};
    wp::float32 adj_220 = {};
    wp::float32 adj_221 = {};
    wp::float32 adj_222 = {};
    wp::float32 adj_223 = {};
    wp::float32 adj_224 = {};
    wp::float32 adj_225 = {};
    wp::range_t adj_226 = {};
    wp::int32 adj_227 = {};
    wp::float32 adj_228 = {};
    wp::float32 adj_229 = {};
    wp::float32 adj_230 = {};
    wp::int32 adj_231 = {};
    wp::float32 adj_232 = {};
    wp::float32 adj_233 = {};
    wp::int32 adj_234 = {};
    wp::float32 adj_235 = {};
    wp::float32 adj_236 = {};
    wp::float32 adj_237 = {};
    wp::float32 adj_238 = {};
    wp::vec_t<2, wp::float32> adj_239 = {};
    wp::vec_t<2, wp::float32> adj_240 = {};
    wp::int32 adj_241 = {};
    wp::float32 adj_242 = {};
    wp::float32 adj_243 = {};
    wp::float32 adj_244 = {};
    wp::float32 adj_245 = {};
    wp::vec_t<2, wp::float32> adj_246 = {};
    wp::float32 adj_247 = {};
    wp::vec_t<2, wp::float32> adj_248 = {};
    wp::float32 adj_249 = {};
    wp::float32 adj_250 = {};
    wp::vec_t<2, wp::float32> adj_251 = {};
    wp::vec_t<2, wp::float32> adj_252 = {};
    wp::vec_t<2, wp::float32> adj_253 = {};
    wp::float32 adj_254 = {};
    wp::float32 adj_255 = {};
    wp::vec_t<2, wp::float32> adj_256 = {};
    wp::float32 adj_257 = {};
    wp::float32 adj_258 = {};
    wp::vec_t<2, wp::float32> adj_259 = {};
    wp::float32 adj_260 = {};
    wp::float32 adj_261 = {};
    wp::float32 adj_262 = {};
    wp::float32 adj_263 = {};
    wp::vec_t<2, wp::float32> adj_264 = {};
    wp::int32 adj_265 = {};
    wp::float32 adj_266 = {};
    wp::float32 adj_267 = {};
    wp::float32 adj_268 = {};
    wp::float32 adj_269 = {};
    wp::vec_t<2, wp::float32> adj_270 = {};
    wp::vec_t<2, wp::float32> adj_271 = {};
    wp::int32 adj_272 = {};
    wp::float32 adj_273 = {};
    wp::float32 adj_274 = {};
    wp::float32 adj_275 = {};
    wp::float32 adj_276 = {};
    wp::vec_t<2, wp::float32> adj_277 = {};
    wp::float32 adj_278 = {};
    wp::vec_t<2, wp::float32> adj_279 = {};
    wp::float32 adj_280 = {};
    wp::float32 adj_281 = {};
    wp::vec_t<2, wp::float32> adj_282 = {};
    wp::vec_t<2, wp::float32> adj_283 = {};
    wp::vec_t<2, wp::float32> adj_284 = {};
    wp::float32 adj_285 = {};
    wp::float32 adj_286 = {};
    wp::vec_t<2, wp::float32> adj_287 = {};
    wp::float32 adj_288 = {};
    wp::float32 adj_289 = {};
    wp::vec_t<2, wp::float32> adj_290 = {};
    wp::float32 adj_291 = {};
    wp::float32 adj_292 = {};
    wp::float32 adj_293 = {};
    wp::float32 adj_294 = {};
    wp::vec_t<2, wp::float32> adj_295 = {};
    wp::int32 adj_296 = {};
    wp::float32 adj_297 = {};
    wp::float32 adj_298 = {};
    wp::float32 adj_299 = {};
    wp::float32 adj_300 = {};
    wp::vec_t<2, wp::float32> adj_301 = {};
    wp::vec_t<2, wp::float32> adj_302 = {};
    wp::int32 adj_303 = {};
    wp::float32 adj_304 = {};
    wp::float32 adj_305 = {};
    wp::float32 adj_306 = {};
    wp::float32 adj_307 = {};
    wp::vec_t<2, wp::float32> adj_308 = {};
    wp::float32 adj_309 = {};
    wp::vec_t<2, wp::float32> adj_310 = {};
    wp::float32 adj_311 = {};
    wp::float32 adj_312 = {};
    wp::vec_t<2, wp::float32> adj_313 = {};
    wp::vec_t<2, wp::float32> adj_314 = {};
    wp::vec_t<2, wp::float32> adj_315 = {};
    wp::float32 adj_316 = {};
    wp::float32 adj_317 = {};
    wp::vec_t<2, wp::float32> adj_318 = {};
    wp::float32 adj_319 = {};
    wp::float32 adj_320 = {};
    wp::vec_t<2, wp::float32> adj_321 = {};
    wp::float32 adj_322 = {};
    wp::float32 adj_323 = {};
    wp::float32 adj_324 = {};
    wp::float32 adj_325 = {};
    wp::vec_t<2, wp::float32> adj_326 = {};
    wp::range_t adj_327 = {};
    wp::int32 adj_328 = {};
    wp::float32 adj_329 = {};
    wp::float32 adj_330 = {};
    wp::float32 adj_331 = {};
    wp::float32 adj_332 = {};
    wp::float32 adj_333 = {};
    wp::float32 adj_334 = {};
    wp::float32 adj_335 = {};
    wp::float32 adj_336 = {};
    wp::float32 adj_337 = {};
    wp::range_t adj_338 = {};
    wp::int32 adj_339 = {};
    wp::float32 adj_340 = {};
    wp::float32 adj_341 = {};
    wp::float32 adj_342 = {};
    wp::int32 adj_343 = {};
    wp::float32 adj_344 = {};
    wp::float32 adj_345 = {};
    wp::int32 adj_346 = {};
    wp::float32 adj_347 = {};
    wp::float32 adj_348 = {};
    wp::float32 adj_349 = {};
    wp::float32 adj_350 = {};
    wp::vec_t<2, wp::float32> adj_351 = {};
    wp::vec_t<2, wp::float32> adj_352 = {};
    wp::int32 adj_353 = {};
    wp::float32 adj_354 = {};
    wp::float32 adj_355 = {};
    wp::float32 adj_356 = {};
    wp::float32 adj_357 = {};
    wp::vec_t<2, wp::float32> adj_358 = {};
    wp::float32 adj_359 = {};
    wp::vec_t<2, wp::float32> adj_360 = {};
    wp::float32 adj_361 = {};
    wp::float32 adj_362 = {};
    wp::vec_t<2, wp::float32> adj_363 = {};
    wp::vec_t<2, wp::float32> adj_364 = {};
    wp::vec_t<2, wp::float32> adj_365 = {};
    wp::float32 adj_366 = {};
    wp::float32 adj_367 = {};
    wp::vec_t<2, wp::float32> adj_368 = {};
    wp::float32 adj_369 = {};
    wp::float32 adj_370 = {};
    wp::vec_t<2, wp::float32> adj_371 = {};
    wp::float32 adj_372 = {};
    wp::float32 adj_373 = {};
    wp::float32 adj_374 = {};
    wp::float32 adj_375 = {};
    wp::vec_t<2, wp::float32> adj_376 = {};
    wp::int32 adj_377 = {};
    wp::float32 adj_378 = {};
    wp::float32 adj_379 = {};
    wp::float32 adj_380 = {};
    wp::float32 adj_381 = {};
    wp::vec_t<2, wp::float32> adj_382 = {};
    wp::vec_t<2, wp::float32> adj_383 = {};
    wp::int32 adj_384 = {};
    wp::float32 adj_385 = {};
    wp::float32 adj_386 = {};
    wp::float32 adj_387 = {};
    wp::float32 adj_388 = {};
    wp::vec_t<2, wp::float32> adj_389 = {};
    wp::float32 adj_390 = {};
    wp::vec_t<2, wp::float32> adj_391 = {};
    wp::float32 adj_392 = {};
    wp::float32 adj_393 = {};
    wp::vec_t<2, wp::float32> adj_394 = {};
    wp::vec_t<2, wp::float32> adj_395 = {};
    wp::vec_t<2, wp::float32> adj_396 = {};
    wp::float32 adj_397 = {};
    wp::float32 adj_398 = {};
    wp::vec_t<2, wp::float32> adj_399 = {};
    wp::float32 adj_400 = {};
    wp::float32 adj_401 = {};
    wp::vec_t<2, wp::float32> adj_402 = {};
    wp::float32 adj_403 = {};
    wp::float32 adj_404 = {};
    wp::float32 adj_405 = {};
    wp::float32 adj_406 = {};
    wp::vec_t<2, wp::float32> adj_407 = {};
    wp::int32 adj_408 = {};
    wp::float32 adj_409 = {};
    wp::float32 adj_410 = {};
    wp::float32 adj_411 = {};
    wp::float32 adj_412 = {};
    wp::vec_t<2, wp::float32> adj_413 = {};
    wp::vec_t<2, wp::float32> adj_414 = {};
    wp::int32 adj_415 = {};
    wp::float32 adj_416 = {};
    wp::float32 adj_417 = {};
    wp::float32 adj_418 = {};
    wp::float32 adj_419 = {};
    wp::vec_t<2, wp::float32> adj_420 = {};
    wp::float32 adj_421 = {};
    wp::vec_t<2, wp::float32> adj_422 = {};
    wp::float32 adj_423 = {};
    wp::float32 adj_424 = {};
    wp::vec_t<2, wp::float32> adj_425 = {};
    wp::vec_t<2, wp::float32> adj_426 = {};
    wp::vec_t<2, wp::float32> adj_427 = {};
    wp::float32 adj_428 = {};
    wp::float32 adj_429 = {};
    wp::vec_t<2, wp::float32> adj_430 = {};
    wp::float32 adj_431 = {};
    wp::float32 adj_432 = {};
    wp::vec_t<2, wp::float32> adj_433 = {};
    wp::float32 adj_434 = {};
    wp::float32 adj_435 = {};
    wp::float32 adj_436 = {};
    wp::float32 adj_437 = {};
    wp::vec_t<2, wp::float32> adj_438 = {};
    wp::range_t adj_439 = {};
    wp::int32 adj_440 = {};
    wp::float32 adj_441 = {};
    wp::float32 adj_442 = {};
    wp::float32 adj_443 = {};
    wp::float32 adj_444 = {};
    wp::float32 adj_445 = {};
    wp::float32 adj_446 = {};
    wp::float32 adj_447 = {};
    wp::float32 adj_448 = {};
    wp::float32 adj_449 = {};
    wp::range_t adj_450 = {};
    wp::int32 adj_451 = {};
    wp::float32 adj_452 = {};
    wp::float32 adj_453 = {};
    wp::float32 adj_454 = {};
    wp::int32 adj_455 = {};
    wp::float32 adj_456 = {};
    wp::float32 adj_457 = {};
    wp::int32 adj_458 = {};
    wp::float32 adj_459 = {};
    wp::float32 adj_460 = {};
    wp::float32 adj_461 = {};
    wp::float32 adj_462 = {};
    wp::vec_t<2, wp::float32> adj_463 = {};
    wp::vec_t<2, wp::float32> adj_464 = {};
    wp::int32 adj_465 = {};
    wp::float32 adj_466 = {};
    wp::float32 adj_467 = {};
    wp::float32 adj_468 = {};
    wp::float32 adj_469 = {};
    wp::vec_t<2, wp::float32> adj_470 = {};
    wp::float32 adj_471 = {};
    wp::vec_t<2, wp::float32> adj_472 = {};
    wp::float32 adj_473 = {};
    wp::float32 adj_474 = {};
    wp::vec_t<2, wp::float32> adj_475 = {};
    wp::vec_t<2, wp::float32> adj_476 = {};
    wp::vec_t<2, wp::float32> adj_477 = {};
    wp::float32 adj_478 = {};
    wp::float32 adj_479 = {};
    wp::vec_t<2, wp::float32> adj_480 = {};
    wp::float32 adj_481 = {};
    wp::float32 adj_482 = {};
    wp::vec_t<2, wp::float32> adj_483 = {};
    wp::float32 adj_484 = {};
    wp::float32 adj_485 = {};
    wp::float32 adj_486 = {};
    wp::float32 adj_487 = {};
    wp::vec_t<2, wp::float32> adj_488 = {};
    wp::int32 adj_489 = {};
    wp::float32 adj_490 = {};
    wp::float32 adj_491 = {};
    wp::float32 adj_492 = {};
    wp::float32 adj_493 = {};
    wp::vec_t<2, wp::float32> adj_494 = {};
    wp::vec_t<2, wp::float32> adj_495 = {};
    wp::int32 adj_496 = {};
    wp::float32 adj_497 = {};
    wp::float32 adj_498 = {};
    wp::float32 adj_499 = {};
    wp::float32 adj_500 = {};
    wp::vec_t<2, wp::float32> adj_501 = {};
    wp::float32 adj_502 = {};
    wp::vec_t<2, wp::float32> adj_503 = {};
    wp::float32 adj_504 = {};
    wp::float32 adj_505 = {};
    wp::vec_t<2, wp::float32> adj_506 = {};
    wp::vec_t<2, wp::float32> adj_507 = {};
    wp::vec_t<2, wp::float32> adj_508 = {};
    wp::float32 adj_509 = {};
    wp::float32 adj_510 = {};
    wp::vec_t<2, wp::float32> adj_511 = {};
    wp::float32 adj_512 = {};
    wp::float32 adj_513 = {};
    wp::vec_t<2, wp::float32> adj_514 = {};
    wp::float32 adj_515 = {};
    wp::float32 adj_516 = {};
    wp::float32 adj_517 = {};
    wp::float32 adj_518 = {};
    wp::vec_t<2, wp::float32> adj_519 = {};
    wp::int32 adj_520 = {};
    wp::float32 adj_521 = {};
    wp::float32 adj_522 = {};
    wp::float32 adj_523 = {};
    wp::float32 adj_524 = {};
    wp::vec_t<2, wp::float32> adj_525 = {};
    wp::vec_t<2, wp::float32> adj_526 = {};
    wp::int32 adj_527 = {};
    wp::float32 adj_528 = {};
    wp::float32 adj_529 = {};
    wp::float32 adj_530 = {};
    wp::float32 adj_531 = {};
    wp::vec_t<2, wp::float32> adj_532 = {};
    wp::float32 adj_533 = {};
    wp::vec_t<2, wp::float32> adj_534 = {};
    wp::float32 adj_535 = {};
    wp::float32 adj_536 = {};
    wp::vec_t<2, wp::float32> adj_537 = {};
    wp::vec_t<2, wp::float32> adj_538 = {};
    wp::vec_t<2, wp::float32> adj_539 = {};
    wp::float32 adj_540 = {};
    wp::float32 adj_541 = {};
    wp::vec_t<2, wp::float32> adj_542 = {};
    wp::float32 adj_543 = {};
    wp::float32 adj_544 = {};
    wp::vec_t<2, wp::float32> adj_545 = {};
    wp::float32 adj_546 = {};
    wp::float32 adj_547 = {};
    wp::float32 adj_548 = {};
    wp::float32 adj_549 = {};
    wp::vec_t<2, wp::float32> adj_550 = {};
    wp::range_t adj_551 = {};
    wp::int32 adj_552 = {};
    wp::float32 adj_553 = {};
    wp::float32 adj_554 = {};
    wp::float32 adj_555 = {};
    wp::float32 adj_556 = {};
    wp::float32 adj_557 = {};
    wp::float32 adj_558 = {};
    wp::float32 adj_559 = {};
    wp::float32 adj_560 = {};
    wp::float32 adj_561 = {};
    wp::range_t adj_562 = {};
    wp::int32 adj_563 = {};
    wp::float32 adj_564 = {};
    wp::float32 adj_565 = {};
    wp::float32 adj_566 = {};
    wp::int32 adj_567 = {};
    wp::float32 adj_568 = {};
    wp::float32 adj_569 = {};
    wp::float32 adj_570 = {};
    wp::float32 adj_571 = {};
    wp::float32 adj_572 = {};
    wp::float32 adj_573 = {};
    wp::float32 adj_574 = {};
    wp::float32 adj_575 = {};
    wp::range_t adj_576 = {};
    wp::int32 adj_577 = {};
    wp::float32 adj_578 = {};
    wp::float32 adj_579 = {};
    wp::float32 adj_580 = {};
    wp::int32 adj_581 = {};
    wp::float32 adj_582 = {};
    wp::float32 adj_583 = {};
    wp::float32 adj_584 = {};
    wp::int32 adj_585 = {};
    wp::float32 adj_586 = {};
    wp::float32 adj_587 = {};
    wp::float32 adj_588 = {};
    wp::int32 adj_589 = {};
    wp::float32 adj_590 = {};
    wp::float32 adj_591 = {};
    wp::float32 adj_592 = {};
    wp::int32 adj_593 = {};
    wp::float32 adj_594 = {};
    wp::float32 adj_595 = {};
    wp::range_t adj_596 = {};
    wp::int32 adj_597 = {};
    wp::float32 adj_598 = {};
    wp::vec_t<2, wp::float32> adj_599 = {};
    wp::float32 adj_600 = {};
    wp::float32 adj_601 = {};
    wp::float32 adj_602 = {};
    wp::int32 adj_603 = {};
    wp::float32 adj_604 = {};
    wp::float32 adj_605 = {};
    wp::float32 adj_606 = {};
    wp::int32 adj_607 = {};
    wp::float32 adj_608 = {};
    wp::float32 adj_609 = {};
    wp::float32 adj_610 = {};
    wp::int32 adj_611 = {};
    wp::float32 adj_612 = {};
    wp::float32 adj_613 = {};
    wp::float32 adj_614 = {};
    wp::int32 adj_615 = {};
    wp::float32 adj_616 = {};
    wp::float32 adj_617 = {};
    wp::range_t adj_618 = {};
    wp::int32 adj_619 = {};
    wp::float32 adj_620 = {};
    wp::vec_t<2, wp::float32> adj_621 = {};
    wp::float32 adj_622 = {};
    wp::float32 adj_623 = {};
    wp::float32 adj_624 = {};
    wp::int32 adj_625 = {};
    wp::float32 adj_626 = {};
    wp::float32 adj_627 = {};
    wp::float32 adj_628 = {};
    wp::int32 adj_629 = {};
    wp::float32 adj_630 = {};
    wp::float32 adj_631 = {};
    wp::float32 adj_632 = {};
    wp::int32 adj_633 = {};
    wp::float32 adj_634 = {};
    wp::float32 adj_635 = {};
    wp::float32 adj_636 = {};
    wp::int32 adj_637 = {};
    wp::float32 adj_638 = {};
    wp::float32 adj_639 = {};
    wp::range_t adj_640 = {};
    wp::int32 adj_641 = {};
    wp::float32 adj_642 = {};
    wp::vec_t<2, wp::float32> adj_643 = {};
    wp::float32 adj_644 = {};
    wp::float32 adj_645 = {};
    wp::float32 adj_646 = {};
    wp::int32 adj_647 = {};
    wp::float32 adj_648 = {};
    wp::float32 adj_649 = {};
    wp::float32 adj_650 = {};
    wp::int32 adj_651 = {};
    wp::float32 adj_652 = {};
    wp::float32 adj_653 = {};
    wp::float32 adj_654 = {};
    wp::int32 adj_655 = {};
    wp::float32 adj_656 = {};
    wp::float32 adj_657 = {};
    wp::float32 adj_658 = {};
    wp::int32 adj_659 = {};
    wp::float32 adj_660 = {};
    wp::float32 adj_661 = {};
    wp::float32 adj_662 = {};
    wp::float32 adj_663 = {};
    wp::float32 adj_664 = {};
    wp::float32 adj_665 = {};
    wp::float32 adj_666 = {};
    wp::float32 adj_667 = {};
    wp::range_t adj_668 = {};
    wp::int32 adj_669 = {};
    wp::int32 adj_670 = {};
    wp::float32 adj_671 = {};
    wp::float32 adj_672 = {};
    wp::float32 adj_673 = {};
    wp::int32 adj_674 = {};
    wp::float32 adj_675 = {};
    wp::float32 adj_676 = {};
    wp::float32 adj_677 = {};
    wp::int32 adj_678 = {};
    wp::float32 adj_679 = {};
    wp::float32 adj_680 = {};
    wp::float32 adj_681 = {};
    wp::int32 adj_682 = {};
    wp::float32 adj_683 = {};
    wp::float32 adj_684 = {};
    wp::float32 adj_685 = {};
    wp::int32 adj_686 = {};
    wp::float32 adj_687 = {};
    wp::float32 adj_688 = {};
    wp::range_t adj_689 = {};
    wp::int32 adj_690 = {};
    wp::float32 adj_691 = {};
    wp::vec_t<2, wp::float32> adj_692 = {};
    wp::float32 adj_693 = {};
    wp::float32 adj_694 = {};
    wp::float32 adj_695 = {};
    wp::int32 adj_696 = {};
    wp::float32 adj_697 = {};
    wp::float32 adj_698 = {};
    wp::float32 adj_699 = {};
    wp::int32 adj_700 = {};
    wp::float32 adj_701 = {};
    wp::float32 adj_702 = {};
    wp::float32 adj_703 = {};
    wp::int32 adj_704 = {};
    wp::float32 adj_705 = {};
    wp::float32 adj_706 = {};
    wp::float32 adj_707 = {};
    wp::int32 adj_708 = {};
    wp::float32 adj_709 = {};
    wp::float32 adj_710 = {};
    wp::range_t adj_711 = {};
    wp::int32 adj_712 = {};
    wp::float32 adj_713 = {};
    wp::vec_t<2, wp::float32> adj_714 = {};
    wp::float32 adj_715 = {};
    wp::float32 adj_716 = {};
    wp::float32 adj_717 = {};
    wp::int32 adj_718 = {};
    wp::float32 adj_719 = {};
    wp::float32 adj_720 = {};
    wp::float32 adj_721 = {};
    wp::int32 adj_722 = {};
    wp::float32 adj_723 = {};
    wp::float32 adj_724 = {};
    wp::float32 adj_725 = {};
    wp::int32 adj_726 = {};
    wp::float32 adj_727 = {};
    wp::float32 adj_728 = {};
    wp::float32 adj_729 = {};
    wp::int32 adj_730 = {};
    wp::float32 adj_731 = {};
    wp::float32 adj_732 = {};
    wp::range_t adj_733 = {};
    wp::int32 adj_734 = {};
    wp::float32 adj_735 = {};
    wp::vec_t<2, wp::float32> adj_736 = {};
    wp::float32 adj_737 = {};
    wp::float32 adj_738 = {};
    wp::float32 adj_739 = {};
    wp::int32 adj_740 = {};
    wp::float32 adj_741 = {};
    wp::float32 adj_742 = {};
    wp::float32 adj_743 = {};
    wp::int32 adj_744 = {};
    wp::float32 adj_745 = {};
    wp::float32 adj_746 = {};
    wp::float32 adj_747 = {};
    wp::int32 adj_748 = {};
    wp::float32 adj_749 = {};
    wp::float32 adj_750 = {};
    wp::float32 adj_751 = {};
    wp::float32 adj_752 = {};
    wp::float32 adj_753 = {};
    wp::float32 adj_754 = {};
    wp::float32 adj_755 = {};
    wp::float32 adj_756 = {};
    wp::float32 adj_757 = {};
    wp::float32 adj_758 = {};
    wp::float32 adj_759 = {};
    wp::float32 adj_760 = {};
    wp::float32 adj_761 = {};
    //---------
    // forward
    // def nested_loop_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
    // for j2 in range(5):                                                                    <L 9>
    // v0 = v0 + wp.cos(v1)                                                                   <L 10>
    var_8 = wp::cos(var_5);
    var_9 = wp::add(var_2, var_8);
    // for j3 in range(3):                                                                    <L 11>
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_12 = wp::cos(var_11);
    var_13 = wp::add(var_5, var_12);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_15 = wp::vec_t<2, wp::float32>(var_14);
    var_16 = wp::mul(var_15, var_9);
    var_18 = wp::extract(var_16, var_17);
    var_19 = wp::tanh(var_18);
    var_20 = wp::add(var_13, var_19);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_22 = wp::vec_t<2, wp::float32>(var_21);
    var_24 = wp::vec_t<2, wp::float32>(var_23);
    var_27 = wp::vec_t<2, wp::float32>(var_25, var_26);
    var_28 = wp::add(var_24, var_27);
    var_29 = wp::add(var_22, var_28);
    var_32 = wp::vec_t<2, wp::float32>(var_30, var_31);
    var_35 = wp::vec_t<2, wp::float32>(var_33, var_34);
    var_36 = wp::dot(var_32, var_35);
    var_37 = wp::abs(var_36);
    var_39 = wp::add(var_37, var_38);
    var_40 = wp::div(var_29, var_39);
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_43 = wp::cos(var_42);
    var_44 = wp::add(var_20, var_43);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_46 = wp::vec_t<2, wp::float32>(var_45);
    var_47 = wp::mul(var_46, var_9);
    var_49 = wp::extract(var_47, var_48);
    var_50 = wp::tanh(var_49);
    var_51 = wp::add(var_44, var_50);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_53 = wp::vec_t<2, wp::float32>(var_52);
    var_55 = wp::vec_t<2, wp::float32>(var_54);
    var_58 = wp::vec_t<2, wp::float32>(var_56, var_57);
    var_59 = wp::add(var_55, var_58);
    var_60 = wp::add(var_53, var_59);
    var_63 = wp::vec_t<2, wp::float32>(var_61, var_62);
    var_66 = wp::vec_t<2, wp::float32>(var_64, var_65);
    var_67 = wp::dot(var_63, var_66);
    var_68 = wp::abs(var_67);
    var_70 = wp::add(var_68, var_69);
    var_71 = wp::div(var_60, var_70);
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_74 = wp::cos(var_73);
    var_75 = wp::add(var_51, var_74);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_77 = wp::vec_t<2, wp::float32>(var_76);
    var_78 = wp::mul(var_77, var_9);
    var_80 = wp::extract(var_78, var_79);
    var_81 = wp::tanh(var_80);
    var_82 = wp::add(var_75, var_81);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_84 = wp::vec_t<2, wp::float32>(var_83);
    var_86 = wp::vec_t<2, wp::float32>(var_85);
    var_89 = wp::vec_t<2, wp::float32>(var_87, var_88);
    var_90 = wp::add(var_86, var_89);
    var_91 = wp::add(var_84, var_90);
    var_94 = wp::vec_t<2, wp::float32>(var_92, var_93);
    var_97 = wp::vec_t<2, wp::float32>(var_95, var_96);
    var_98 = wp::dot(var_94, var_97);
    var_99 = wp::abs(var_98);
    var_101 = wp::add(var_99, var_100);
    var_102 = wp::div(var_91, var_101);
    // for j5 in range(n):                                                                    <L 15>
    var_103 = wp::range(var_n);
    // v0 = v0 + wp.cos(v1)                                                                   <L 10>
    var_120 = wp::cos(var_82);
    var_121 = wp::add(var_9, var_120);
    // for j3 in range(3):                                                                    <L 11>
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_124 = wp::cos(var_123);
    var_125 = wp::add(var_82, var_124);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_127 = wp::vec_t<2, wp::float32>(var_126);
    var_128 = wp::mul(var_127, var_121);
    var_130 = wp::extract(var_128, var_129);
    var_131 = wp::tanh(var_130);
    var_132 = wp::add(var_125, var_131);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_134 = wp::vec_t<2, wp::float32>(var_133);
    var_136 = wp::vec_t<2, wp::float32>(var_135);
    var_139 = wp::vec_t<2, wp::float32>(var_137, var_138);
    var_140 = wp::add(var_136, var_139);
    var_141 = wp::add(var_134, var_140);
    var_144 = wp::vec_t<2, wp::float32>(var_142, var_143);
    var_147 = wp::vec_t<2, wp::float32>(var_145, var_146);
    var_148 = wp::dot(var_144, var_147);
    var_149 = wp::abs(var_148);
    var_151 = wp::add(var_149, var_150);
    var_152 = wp::div(var_141, var_151);
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_155 = wp::cos(var_154);
    var_156 = wp::add(var_132, var_155);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_158 = wp::vec_t<2, wp::float32>(var_157);
    var_159 = wp::mul(var_158, var_121);
    var_161 = wp::extract(var_159, var_160);
    var_162 = wp::tanh(var_161);
    var_163 = wp::add(var_156, var_162);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_165 = wp::vec_t<2, wp::float32>(var_164);
    var_167 = wp::vec_t<2, wp::float32>(var_166);
    var_170 = wp::vec_t<2, wp::float32>(var_168, var_169);
    var_171 = wp::add(var_167, var_170);
    var_172 = wp::add(var_165, var_171);
    var_175 = wp::vec_t<2, wp::float32>(var_173, var_174);
    var_178 = wp::vec_t<2, wp::float32>(var_176, var_177);
    var_179 = wp::dot(var_175, var_178);
    var_180 = wp::abs(var_179);
    var_182 = wp::add(var_180, var_181);
    var_183 = wp::div(var_172, var_182);
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_186 = wp::cos(var_185);
    var_187 = wp::add(var_163, var_186);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_189 = wp::vec_t<2, wp::float32>(var_188);
    var_190 = wp::mul(var_189, var_121);
    var_192 = wp::extract(var_190, var_191);
    var_193 = wp::tanh(var_192);
    var_194 = wp::add(var_187, var_193);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_196 = wp::vec_t<2, wp::float32>(var_195);
    var_198 = wp::vec_t<2, wp::float32>(var_197);
    var_201 = wp::vec_t<2, wp::float32>(var_199, var_200);
    var_202 = wp::add(var_198, var_201);
    var_203 = wp::add(var_196, var_202);
    var_206 = wp::vec_t<2, wp::float32>(var_204, var_205);
    var_209 = wp::vec_t<2, wp::float32>(var_207, var_208);
    var_210 = wp::dot(var_206, var_209);
    var_211 = wp::abs(var_210);
    var_213 = wp::add(var_211, var_212);
    var_214 = wp::div(var_203, var_213);
    // for j5 in range(n):                                                                    <L 15>
    var_215 = wp::range(var_n);
    // v0 = v0 + wp.cos(v1)                                                                   <L 10>
    var_232 = wp::cos(var_194);
    var_233 = wp::add(var_121, var_232);
    // for j3 in range(3):                                                                    <L 11>
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_236 = wp::cos(var_235);
    var_237 = wp::add(var_194, var_236);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_239 = wp::vec_t<2, wp::float32>(var_238);
    var_240 = wp::mul(var_239, var_233);
    var_242 = wp::extract(var_240, var_241);
    var_243 = wp::tanh(var_242);
    var_244 = wp::add(var_237, var_243);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_246 = wp::vec_t<2, wp::float32>(var_245);
    var_248 = wp::vec_t<2, wp::float32>(var_247);
    var_251 = wp::vec_t<2, wp::float32>(var_249, var_250);
    var_252 = wp::add(var_248, var_251);
    var_253 = wp::add(var_246, var_252);
    var_256 = wp::vec_t<2, wp::float32>(var_254, var_255);
    var_259 = wp::vec_t<2, wp::float32>(var_257, var_258);
    var_260 = wp::dot(var_256, var_259);
    var_261 = wp::abs(var_260);
    var_263 = wp::add(var_261, var_262);
    var_264 = wp::div(var_253, var_263);
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_267 = wp::cos(var_266);
    var_268 = wp::add(var_244, var_267);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_270 = wp::vec_t<2, wp::float32>(var_269);
    var_271 = wp::mul(var_270, var_233);
    var_273 = wp::extract(var_271, var_272);
    var_274 = wp::tanh(var_273);
    var_275 = wp::add(var_268, var_274);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_277 = wp::vec_t<2, wp::float32>(var_276);
    var_279 = wp::vec_t<2, wp::float32>(var_278);
    var_282 = wp::vec_t<2, wp::float32>(var_280, var_281);
    var_283 = wp::add(var_279, var_282);
    var_284 = wp::add(var_277, var_283);
    var_287 = wp::vec_t<2, wp::float32>(var_285, var_286);
    var_290 = wp::vec_t<2, wp::float32>(var_288, var_289);
    var_291 = wp::dot(var_287, var_290);
    var_292 = wp::abs(var_291);
    var_294 = wp::add(var_292, var_293);
    var_295 = wp::div(var_284, var_294);
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_298 = wp::cos(var_297);
    var_299 = wp::add(var_275, var_298);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_301 = wp::vec_t<2, wp::float32>(var_300);
    var_302 = wp::mul(var_301, var_233);
    var_304 = wp::extract(var_302, var_303);
    var_305 = wp::tanh(var_304);
    var_306 = wp::add(var_299, var_305);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_308 = wp::vec_t<2, wp::float32>(var_307);
    var_310 = wp::vec_t<2, wp::float32>(var_309);
    var_313 = wp::vec_t<2, wp::float32>(var_311, var_312);
    var_314 = wp::add(var_310, var_313);
    var_315 = wp::add(var_308, var_314);
    var_318 = wp::vec_t<2, wp::float32>(var_316, var_317);
    var_321 = wp::vec_t<2, wp::float32>(var_319, var_320);
    var_322 = wp::dot(var_318, var_321);
    var_323 = wp::abs(var_322);
    var_325 = wp::add(var_323, var_324);
    var_326 = wp::div(var_315, var_325);
    // for j5 in range(n):                                                                    <L 15>
    var_327 = wp::range(var_n);
    // v0 = v0 + wp.cos(v1)                                                                   <L 10>
    var_344 = wp::cos(var_306);
    var_345 = wp::add(var_233, var_344);
    // for j3 in range(3):                                                                    <L 11>
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_348 = wp::cos(var_347);
    var_349 = wp::add(var_306, var_348);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_351 = wp::vec_t<2, wp::float32>(var_350);
    var_352 = wp::mul(var_351, var_345);
    var_354 = wp::extract(var_352, var_353);
    var_355 = wp::tanh(var_354);
    var_356 = wp::add(var_349, var_355);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_358 = wp::vec_t<2, wp::float32>(var_357);
    var_360 = wp::vec_t<2, wp::float32>(var_359);
    var_363 = wp::vec_t<2, wp::float32>(var_361, var_362);
    var_364 = wp::add(var_360, var_363);
    var_365 = wp::add(var_358, var_364);
    var_368 = wp::vec_t<2, wp::float32>(var_366, var_367);
    var_371 = wp::vec_t<2, wp::float32>(var_369, var_370);
    var_372 = wp::dot(var_368, var_371);
    var_373 = wp::abs(var_372);
    var_375 = wp::add(var_373, var_374);
    var_376 = wp::div(var_365, var_375);
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_379 = wp::cos(var_378);
    var_380 = wp::add(var_356, var_379);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_382 = wp::vec_t<2, wp::float32>(var_381);
    var_383 = wp::mul(var_382, var_345);
    var_385 = wp::extract(var_383, var_384);
    var_386 = wp::tanh(var_385);
    var_387 = wp::add(var_380, var_386);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_389 = wp::vec_t<2, wp::float32>(var_388);
    var_391 = wp::vec_t<2, wp::float32>(var_390);
    var_394 = wp::vec_t<2, wp::float32>(var_392, var_393);
    var_395 = wp::add(var_391, var_394);
    var_396 = wp::add(var_389, var_395);
    var_399 = wp::vec_t<2, wp::float32>(var_397, var_398);
    var_402 = wp::vec_t<2, wp::float32>(var_400, var_401);
    var_403 = wp::dot(var_399, var_402);
    var_404 = wp::abs(var_403);
    var_406 = wp::add(var_404, var_405);
    var_407 = wp::div(var_396, var_406);
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_410 = wp::cos(var_409);
    var_411 = wp::add(var_387, var_410);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_413 = wp::vec_t<2, wp::float32>(var_412);
    var_414 = wp::mul(var_413, var_345);
    var_416 = wp::extract(var_414, var_415);
    var_417 = wp::tanh(var_416);
    var_418 = wp::add(var_411, var_417);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_420 = wp::vec_t<2, wp::float32>(var_419);
    var_422 = wp::vec_t<2, wp::float32>(var_421);
    var_425 = wp::vec_t<2, wp::float32>(var_423, var_424);
    var_426 = wp::add(var_422, var_425);
    var_427 = wp::add(var_420, var_426);
    var_430 = wp::vec_t<2, wp::float32>(var_428, var_429);
    var_433 = wp::vec_t<2, wp::float32>(var_431, var_432);
    var_434 = wp::dot(var_430, var_433);
    var_435 = wp::abs(var_434);
    var_437 = wp::add(var_435, var_436);
    var_438 = wp::div(var_427, var_437);
    // for j5 in range(n):                                                                    <L 15>
    var_439 = wp::range(var_n);
    // v0 = v0 + wp.cos(v1)                                                                   <L 10>
    var_456 = wp::cos(var_418);
    var_457 = wp::add(var_345, var_456);
    // for j3 in range(3):                                                                    <L 11>
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_460 = wp::cos(var_459);
    var_461 = wp::add(var_418, var_460);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_463 = wp::vec_t<2, wp::float32>(var_462);
    var_464 = wp::mul(var_463, var_457);
    var_466 = wp::extract(var_464, var_465);
    var_467 = wp::tanh(var_466);
    var_468 = wp::add(var_461, var_467);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_470 = wp::vec_t<2, wp::float32>(var_469);
    var_472 = wp::vec_t<2, wp::float32>(var_471);
    var_475 = wp::vec_t<2, wp::float32>(var_473, var_474);
    var_476 = wp::add(var_472, var_475);
    var_477 = wp::add(var_470, var_476);
    var_480 = wp::vec_t<2, wp::float32>(var_478, var_479);
    var_483 = wp::vec_t<2, wp::float32>(var_481, var_482);
    var_484 = wp::dot(var_480, var_483);
    var_485 = wp::abs(var_484);
    var_487 = wp::add(var_485, var_486);
    var_488 = wp::div(var_477, var_487);
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_491 = wp::cos(var_490);
    var_492 = wp::add(var_468, var_491);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_494 = wp::vec_t<2, wp::float32>(var_493);
    var_495 = wp::mul(var_494, var_457);
    var_497 = wp::extract(var_495, var_496);
    var_498 = wp::tanh(var_497);
    var_499 = wp::add(var_492, var_498);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_501 = wp::vec_t<2, wp::float32>(var_500);
    var_503 = wp::vec_t<2, wp::float32>(var_502);
    var_506 = wp::vec_t<2, wp::float32>(var_504, var_505);
    var_507 = wp::add(var_503, var_506);
    var_508 = wp::add(var_501, var_507);
    var_511 = wp::vec_t<2, wp::float32>(var_509, var_510);
    var_514 = wp::vec_t<2, wp::float32>(var_512, var_513);
    var_515 = wp::dot(var_511, var_514);
    var_516 = wp::abs(var_515);
    var_518 = wp::add(var_516, var_517);
    var_519 = wp::div(var_508, var_518);
    // v1 = v1 + wp.cos(-1.43)                                                                <L 12>
    var_522 = wp::cos(var_521);
    var_523 = wp::add(var_499, var_522);
    // v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                              <L 13>
    var_525 = wp::vec_t<2, wp::float32>(var_524);
    var_526 = wp::mul(var_525, var_457);
    var_528 = wp::extract(var_526, var_527);
    var_529 = wp::tanh(var_528);
    var_530 = wp::add(var_523, var_529);
    // v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))       <L 14>
    var_532 = wp::vec_t<2, wp::float32>(var_531);
    var_534 = wp::vec_t<2, wp::float32>(var_533);
    var_537 = wp::vec_t<2, wp::float32>(var_535, var_536);
    var_538 = wp::add(var_534, var_537);
    var_539 = wp::add(var_532, var_538);
    var_542 = wp::vec_t<2, wp::float32>(var_540, var_541);
    var_545 = wp::vec_t<2, wp::float32>(var_543, var_544);
    var_546 = wp::dot(var_542, var_545);
    var_547 = wp::abs(var_546);
    var_549 = wp::add(var_547, var_548);
    var_550 = wp::div(var_539, var_549);
    // for j5 in range(n):                                                                    <L 15>
    var_551 = wp::range(var_n);
    // for j7 in range(0, 2):                                                                 <L 20>
    // v1 += wp.cos(((0.262 / (wp.abs(v0) + 1.0)) * v0))                                      <L 21>
    var_569 = wp::abs(var_457);
    var_571 = wp::add(var_569, var_570);
    var_572 = wp::div(var_568, var_571);
    var_573 = wp::mul(var_572, var_457);
    var_574 = wp::cos(var_573);
    var_575 = wp::add(var_530, var_574);
    // for j8 in range(n):                                                                    <L 22>
    var_576 = wp::range(var_n);
    // for j10 in range(3):                                                                   <L 26>
    // v1 += wp.tanh(v1)                                                                      <L 27>
    var_594 = wp::tanh(var_575);
    var_595 = wp::add(var_575, var_594);
    // for j11 in range(n):                                                                   <L 28>
    var_596 = wp::range(var_n);
    // for j12 in range(3):                                                                   <L 30>
    // v0 += wp.sin(float(j12))                                                               <L 31>
    var_604 = wp::float(var_603);
    var_605 = wp::sin(var_604);
    var_606 = wp::add(var_457, var_605);
    var_608 = wp::float(var_607);
    var_609 = wp::sin(var_608);
    var_610 = wp::add(var_606, var_609);
    var_612 = wp::float(var_611);
    var_613 = wp::sin(var_612);
    var_614 = wp::add(var_610, var_613);
    // v1 += wp.tanh(v1)                                                                      <L 27>
    var_616 = wp::tanh(var_595);
    var_617 = wp::add(var_595, var_616);
    // for j11 in range(n):                                                                   <L 28>
    var_618 = wp::range(var_n);
    // for j12 in range(3):                                                                   <L 30>
    // v0 += wp.sin(float(j12))                                                               <L 31>
    var_626 = wp::float(var_625);
    var_627 = wp::sin(var_626);
    var_628 = wp::add(var_614, var_627);
    var_630 = wp::float(var_629);
    var_631 = wp::sin(var_630);
    var_632 = wp::add(var_628, var_631);
    var_634 = wp::float(var_633);
    var_635 = wp::sin(var_634);
    var_636 = wp::add(var_632, var_635);
    // v1 += wp.tanh(v1)                                                                      <L 27>
    var_638 = wp::tanh(var_617);
    var_639 = wp::add(var_617, var_638);
    // for j11 in range(n):                                                                   <L 28>
    var_640 = wp::range(var_n);
    // for j12 in range(3):                                                                   <L 30>
    // v0 += wp.sin(float(j12))                                                               <L 31>
    var_648 = wp::float(var_647);
    var_649 = wp::sin(var_648);
    var_650 = wp::add(var_636, var_649);
    var_652 = wp::float(var_651);
    var_653 = wp::sin(var_652);
    var_654 = wp::add(var_650, var_653);
    var_656 = wp::float(var_655);
    var_657 = wp::sin(var_656);
    var_658 = wp::add(var_654, var_657);
    // v1 += wp.cos(((0.262 / (wp.abs(v0) + 1.0)) * v0))                                      <L 21>
    var_661 = wp::abs(var_658);
    var_663 = wp::add(var_661, var_662);
    var_664 = wp::div(var_660, var_663);
    var_665 = wp::mul(var_664, var_658);
    var_666 = wp::cos(var_665);
    var_667 = wp::add(var_639, var_666);
    // for j8 in range(n):                                                                    <L 22>
    var_668 = wp::range(var_n);
    var_669 = wp::copy(var_589);
    // for j10 in range(3):                                                                   <L 26>
    // v1 += wp.tanh(v1)                                                                      <L 27>
    var_687 = wp::tanh(var_667);
    var_688 = wp::add(var_667, var_687);
    // for j11 in range(n):                                                                   <L 28>
    var_689 = wp::range(var_n);
    // for j12 in range(3):                                                                   <L 30>
    // v0 += wp.sin(float(j12))                                                               <L 31>
    var_697 = wp::float(var_696);
    var_698 = wp::sin(var_697);
    var_699 = wp::add(var_658, var_698);
    var_701 = wp::float(var_700);
    var_702 = wp::sin(var_701);
    var_703 = wp::add(var_699, var_702);
    var_705 = wp::float(var_704);
    var_706 = wp::sin(var_705);
    var_707 = wp::add(var_703, var_706);
    // v1 += wp.tanh(v1)                                                                      <L 27>
    var_709 = wp::tanh(var_688);
    var_710 = wp::add(var_688, var_709);
    // for j11 in range(n):                                                                   <L 28>
    var_711 = wp::range(var_n);
    // for j12 in range(3):                                                                   <L 30>
    // v0 += wp.sin(float(j12))                                                               <L 31>
    var_719 = wp::float(var_718);
    var_720 = wp::sin(var_719);
    var_721 = wp::add(var_707, var_720);
    var_723 = wp::float(var_722);
    var_724 = wp::sin(var_723);
    var_725 = wp::add(var_721, var_724);
    var_727 = wp::float(var_726);
    var_728 = wp::sin(var_727);
    var_729 = wp::add(var_725, var_728);
    // v1 += wp.tanh(v1)                                                                      <L 27>
    var_731 = wp::tanh(var_710);
    var_732 = wp::add(var_710, var_731);
    // for j11 in range(n):                                                                   <L 28>
    var_733 = wp::range(var_n);
    // for j12 in range(3):                                                                   <L 30>
    // v0 += wp.sin(float(j12))                                                               <L 31>
    var_741 = wp::float(var_740);
    var_742 = wp::sin(var_741);
    var_743 = wp::add(var_729, var_742);
    var_745 = wp::float(var_744);
    var_746 = wp::sin(var_745);
    var_747 = wp::add(var_743, var_746);
    var_749 = wp::float(var_748);
    var_750 = wp::sin(var_749);
    var_751 = wp::add(var_747, var_750);
    // out0[tid] = v0 + v1 + float(tid) * 1.24                                                <L 32>
    var_752 = wp::add(var_751, var_732);
    var_753 = wp::float(var_0);
    var_755 = wp::mul(var_753, var_754);
    var_756 = wp::add(var_752, var_755);
    // wp::array_store(var_out0, var_0, var_756);
    // out1[tid] = v0 + v1 + float(tid) * 0.47                                                <L 33>
    var_757 = wp::add(var_751, var_732);
    var_758 = wp::float(var_0);
    var_760 = wp::mul(var_758, var_759);
    var_761 = wp::add(var_757, var_760);
    // wp::array_store(var_out1, var_0, var_761);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_761, adj_out1, adj_0, adj_761);
    wp::adj_add(var_757, var_760, adj_757, adj_760, adj_761);
    wp::adj_mul(var_758, var_759, adj_758, adj_759, adj_760);
    wp::adj_float(var_0, adj_0, adj_758);
    wp::adj_add(var_751, var_732, adj_751, adj_732, adj_757);
    // adj: out1[tid] = v0 + v1 + float(tid) * 0.47                                           <L 33>
    wp::adj_array_store(var_out0, var_0, var_756, adj_out0, adj_0, adj_756);
    wp::adj_add(var_752, var_755, adj_752, adj_755, adj_756);
    wp::adj_mul(var_753, var_754, adj_753, adj_754, adj_755);
    wp::adj_float(var_0, adj_0, adj_753);
    wp::adj_add(var_751, var_732, adj_751, adj_732, adj_752);
    // adj: out0[tid] = v0 + v1 + float(tid) * 1.24                                           <L 32>
    wp::adj_add(var_747, var_750, adj_747, adj_750, adj_751);
    wp::adj_sin(var_749, adj_749, adj_750);
    wp::adj_float(var_748, adj_748, adj_749);
    wp::adj_add(var_743, var_746, adj_743, adj_746, adj_747);
    wp::adj_sin(var_745, adj_745, adj_746);
    wp::adj_float(var_744, adj_744, adj_745);
    wp::adj_add(var_729, var_742, adj_729, adj_742, adj_743);
    wp::adj_sin(var_741, adj_741, adj_742);
    wp::adj_float(var_740, adj_740, adj_741);
    // adj: v0 += wp.sin(float(j12))                                                          <L 31>
    // adj: for j12 in range(3):                                                              <L 30>
    var_733 = wp::iter_reverse(var_733);
    start_for_34:;
        if (iter_cmp(var_733) == 0) goto end_for_34;
        var_734 = wp::iter_next(var_733);
    	adj_735 = {};
    	adj_736 = {};
    	adj_737 = {};
    	adj_738 = {};
    	adj_739 = {};
        // v0 = v0 + wp.sin(wp.length_sq(wp.vec2(-1.1)))                                      <L 29>
        var_736 = wp::vec_t<2, wp::float32>(var_735);
        var_737 = wp::length_sq(var_736);
        var_738 = wp::sin(var_737);
        var_739 = wp::add(var_729, var_738);
        wp::assign(var_729, var_739);
        wp::adj_assign(var_729, var_739, adj_729, adj_739);
        wp::adj_add(var_729, var_738, adj_729, adj_738, adj_739);
        wp::adj_sin(var_737, adj_737, adj_738);
        wp::adj_length_sq(var_736, adj_736, adj_737);
        wp::adj_vec_t(var_735, adj_735, adj_736);
        // adj: v0 = v0 + wp.sin(wp.length_sq(wp.vec2(-1.1)))                                 <L 29>
    	goto start_for_34;
    end_for_34:;
    // adj: for j11 in range(n):                                                              <L 28>
    wp::adj_add(var_710, var_731, adj_710, adj_731, adj_732);
    wp::adj_tanh(var_710, var_731, adj_710, adj_731);
    // adj: v1 += wp.tanh(v1)                                                                 <L 27>
    wp::adj_add(var_725, var_728, adj_725, adj_728, adj_729);
    wp::adj_sin(var_727, adj_727, adj_728);
    wp::adj_float(var_726, adj_726, adj_727);
    wp::adj_add(var_721, var_724, adj_721, adj_724, adj_725);
    wp::adj_sin(var_723, adj_723, adj_724);
    wp::adj_float(var_722, adj_722, adj_723);
    wp::adj_add(var_707, var_720, adj_707, adj_720, adj_721);
    wp::adj_sin(var_719, adj_719, adj_720);
    wp::adj_float(var_718, adj_718, adj_719);
    // adj: v0 += wp.sin(float(j12))                                                          <L 31>
    // adj: for j12 in range(3):                                                              <L 30>
    var_711 = wp::iter_reverse(var_711);
    start_for_32:;
        if (iter_cmp(var_711) == 0) goto end_for_32;
        var_712 = wp::iter_next(var_711);
    	adj_713 = {};
    	adj_714 = {};
    	adj_715 = {};
    	adj_716 = {};
    	adj_717 = {};
        // v0 = v0 + wp.sin(wp.length_sq(wp.vec2(-1.1)))                                      <L 29>
        var_714 = wp::vec_t<2, wp::float32>(var_713);
        var_715 = wp::length_sq(var_714);
        var_716 = wp::sin(var_715);
        var_717 = wp::add(var_707, var_716);
        wp::assign(var_707, var_717);
        wp::adj_assign(var_707, var_717, adj_707, adj_717);
        wp::adj_add(var_707, var_716, adj_707, adj_716, adj_717);
        wp::adj_sin(var_715, adj_715, adj_716);
        wp::adj_length_sq(var_714, adj_714, adj_715);
        wp::adj_vec_t(var_713, adj_713, adj_714);
        // adj: v0 = v0 + wp.sin(wp.length_sq(wp.vec2(-1.1)))                                 <L 29>
    	goto start_for_32;
    end_for_32:;
    // adj: for j11 in range(n):                                                              <L 28>
    wp::adj_add(var_688, var_709, adj_688, adj_709, adj_710);
    wp::adj_tanh(var_688, var_709, adj_688, adj_709);
    // adj: v1 += wp.tanh(v1)                                                                 <L 27>
    wp::adj_add(var_703, var_706, adj_703, adj_706, adj_707);
    wp::adj_sin(var_705, adj_705, adj_706);
    wp::adj_float(var_704, adj_704, adj_705);
    wp::adj_add(var_699, var_702, adj_699, adj_702, adj_703);
    wp::adj_sin(var_701, adj_701, adj_702);
    wp::adj_float(var_700, adj_700, adj_701);
    wp::adj_add(var_658, var_698, adj_658, adj_698, adj_699);
    wp::adj_sin(var_697, adj_697, adj_698);
    wp::adj_float(var_696, adj_696, adj_697);
    // adj: v0 += wp.sin(float(j12))                                                          <L 31>
    // adj: for j12 in range(3):                                                              <L 30>
    var_689 = wp::iter_reverse(var_689);
    start_for_30:;
        if (iter_cmp(var_689) == 0) goto end_for_30;
        var_690 = wp::iter_next(var_689);
    	adj_691 = {};
    	adj_692 = {};
    	adj_693 = {};
    	adj_694 = {};
    	adj_695 = {};
        // v0 = v0 + wp.sin(wp.length_sq(wp.vec2(-1.1)))                                      <L 29>
        var_692 = wp::vec_t<2, wp::float32>(var_691);
        var_693 = wp::length_sq(var_692);
        var_694 = wp::sin(var_693);
        var_695 = wp::add(var_658, var_694);
        wp::assign(var_658, var_695);
        wp::adj_assign(var_658, var_695, adj_658, adj_695);
        wp::adj_add(var_658, var_694, adj_658, adj_694, adj_695);
        wp::adj_sin(var_693, adj_693, adj_694);
        wp::adj_length_sq(var_692, adj_692, adj_693);
        wp::adj_vec_t(var_691, adj_691, adj_692);
        // adj: v0 = v0 + wp.sin(wp.length_sq(wp.vec2(-1.1)))                                 <L 29>
    	goto start_for_30;
    end_for_30:;
    // adj: for j11 in range(n):                                                              <L 28>
    wp::adj_add(var_667, var_687, adj_667, adj_687, adj_688);
    wp::adj_tanh(var_667, var_687, adj_667, adj_687);
    // adj: v1 += wp.tanh(v1)                                                                 <L 27>
    // adj: for j10 in range(3):                                                              <L 26>
    var_668 = wp::iter_reverse(var_668);
    start_for_28:;
        if (iter_cmp(var_668) == 0) goto end_for_28;
        var_670 = wp::iter_next(var_668);
    	adj_671 = {};
    	adj_672 = {};
    	adj_673 = {};
    	adj_674 = {};
    	adj_675 = {};
    	adj_676 = {};
    	adj_677 = {};
    	adj_678 = {};
    	adj_679 = {};
    	adj_680 = {};
    	adj_681 = {};
    	adj_682 = {};
    	adj_683 = {};
    	adj_684 = {};
    	adj_685 = {};
        // v0 += wp.tanh(-1.39)                                                               <L 23>
        var_672 = wp::tanh(var_671);
        var_673 = wp::add(var_658, var_672);
        // for j9 in range(3):                                                                <L 24>
        // v0 = v0 + wp.sin(float(j8))                                                        <L 25>
        var_675 = wp::float(var_670);
        var_676 = wp::sin(var_675);
        var_677 = wp::add(var_673, var_676);
        var_679 = wp::float(var_670);
        var_680 = wp::sin(var_679);
        var_681 = wp::add(var_677, var_680);
        var_683 = wp::float(var_670);
        var_684 = wp::sin(var_683);
        var_685 = wp::add(var_681, var_684);
        wp::assign(var_658, var_685);
        wp::assign(var_669, var_682);
        wp::adj_assign(var_669, var_682, adj_669, adj_682);
        wp::adj_assign(var_658, var_685, adj_658, adj_685);
        wp::adj_add(var_681, var_684, adj_681, adj_684, adj_685);
        wp::adj_sin(var_683, adj_683, adj_684);
        wp::adj_float(var_670, adj_670, adj_683);
        wp::adj_add(var_677, var_680, adj_677, adj_680, adj_681);
        wp::adj_sin(var_679, adj_679, adj_680);
        wp::adj_float(var_670, adj_670, adj_679);
        wp::adj_add(var_673, var_676, adj_673, adj_676, adj_677);
        wp::adj_sin(var_675, adj_675, adj_676);
        wp::adj_float(var_670, adj_670, adj_675);
        // adj: v0 = v0 + wp.sin(float(j8))                                                   <L 25>
        // adj: for j9 in range(3):                                                           <L 24>
        wp::adj_add(var_658, var_672, adj_658, adj_672, adj_673);
        wp::adj_tanh(var_671, var_672, adj_671, adj_672);
        // adj: v0 += wp.tanh(-1.39)                                                          <L 23>
    	goto start_for_28;
    end_for_28:;
    wp::adj_copy(var_589, adj_589, adj_669);
    // adj: for j8 in range(n):                                                               <L 22>
    wp::adj_add(var_639, var_666, adj_639, adj_666, adj_667);
    wp::adj_cos(var_665, adj_665, adj_666);
    wp::adj_mul(var_664, var_658, adj_664, adj_658, adj_665);
    wp::adj_div(var_660, var_663, var_664, adj_660, adj_663, adj_664);
    wp::adj_add(var_661, var_662, adj_661, adj_662, adj_663);
    wp::adj_abs(var_658, adj_658, adj_661);
    // adj: v1 += wp.cos(((0.262 / (wp.abs(v0) + 1.0)) * v0))                                 <L 21>
    wp::adj_add(var_654, var_657, adj_654, adj_657, adj_658);
    wp::adj_sin(var_656, adj_656, adj_657);
    wp::adj_float(var_655, adj_655, adj_656);
    wp::adj_add(var_650, var_653, adj_650, adj_653, adj_654);
    wp::adj_sin(var_652, adj_652, adj_653);
    wp::adj_float(var_651, adj_651, adj_652);
    wp::adj_add(var_636, var_649, adj_636, adj_649, adj_650);
    wp::adj_sin(var_648, adj_648, adj_649);
    wp::adj_float(var_647, adj_647, adj_648);
    // adj: v0 += wp.sin(float(j12))                                                          <L 31>
    // adj: for j12 in range(3):                                                              <L 30>
    var_640 = wp::iter_reverse(var_640);
    start_for_26:;
        if (iter_cmp(var_640) == 0) goto end_for_26;
        var_641 = wp::iter_next(var_640);
    	adj_642 = {};
    	adj_643 = {};
    	adj_644 = {};
    	adj_645 = {};
    	adj_646 = {};
        // v0 = v0 + wp.sin(wp.length_sq(wp.vec2(-1.1)))                                      <L 29>
        var_643 = wp::vec_t<2, wp::float32>(var_642);
        var_644 = wp::length_sq(var_643);
        var_645 = wp::sin(var_644);
        var_646 = wp::add(var_636, var_645);
        wp::assign(var_636, var_646);
        wp::adj_assign(var_636, var_646, adj_636, adj_646);
        wp::adj_add(var_636, var_645, adj_636, adj_645, adj_646);
        wp::adj_sin(var_644, adj_644, adj_645);
        wp::adj_length_sq(var_643, adj_643, adj_644);
        wp::adj_vec_t(var_642, adj_642, adj_643);
        // adj: v0 = v0 + wp.sin(wp.length_sq(wp.vec2(-1.1)))                                 <L 29>
    	goto start_for_26;
    end_for_26:;
    // adj: for j11 in range(n):                                                              <L 28>
    wp::adj_add(var_617, var_638, adj_617, adj_638, adj_639);
    wp::adj_tanh(var_617, var_638, adj_617, adj_638);
    // adj: v1 += wp.tanh(v1)                                                                 <L 27>
    wp::adj_add(var_632, var_635, adj_632, adj_635, adj_636);
    wp::adj_sin(var_634, adj_634, adj_635);
    wp::adj_float(var_633, adj_633, adj_634);
    wp::adj_add(var_628, var_631, adj_628, adj_631, adj_632);
    wp::adj_sin(var_630, adj_630, adj_631);
    wp::adj_float(var_629, adj_629, adj_630);
    wp::adj_add(var_614, var_627, adj_614, adj_627, adj_628);
    wp::adj_sin(var_626, adj_626, adj_627);
    wp::adj_float(var_625, adj_625, adj_626);
    // adj: v0 += wp.sin(float(j12))                                                          <L 31>
    // adj: for j12 in range(3):                                                              <L 30>
    var_618 = wp::iter_reverse(var_618);
    start_for_24:;
        if (iter_cmp(var_618) == 0) goto end_for_24;
        var_619 = wp::iter_next(var_618);
    	adj_620 = {};
    	adj_621 = {};
    	adj_622 = {};
    	adj_623 = {};
    	adj_624 = {};
        // v0 = v0 + wp.sin(wp.length_sq(wp.vec2(-1.1)))                                      <L 29>
        var_621 = wp::vec_t<2, wp::float32>(var_620);
        var_622 = wp::length_sq(var_621);
        var_623 = wp::sin(var_622);
        var_624 = wp::add(var_614, var_623);
        wp::assign(var_614, var_624);
        wp::adj_assign(var_614, var_624, adj_614, adj_624);
        wp::adj_add(var_614, var_623, adj_614, adj_623, adj_624);
        wp::adj_sin(var_622, adj_622, adj_623);
        wp::adj_length_sq(var_621, adj_621, adj_622);
        wp::adj_vec_t(var_620, adj_620, adj_621);
        // adj: v0 = v0 + wp.sin(wp.length_sq(wp.vec2(-1.1)))                                 <L 29>
    	goto start_for_24;
    end_for_24:;
    // adj: for j11 in range(n):                                                              <L 28>
    wp::adj_add(var_595, var_616, adj_595, adj_616, adj_617);
    wp::adj_tanh(var_595, var_616, adj_595, adj_616);
    // adj: v1 += wp.tanh(v1)                                                                 <L 27>
    wp::adj_add(var_610, var_613, adj_610, adj_613, adj_614);
    wp::adj_sin(var_612, adj_612, adj_613);
    wp::adj_float(var_611, adj_611, adj_612);
    wp::adj_add(var_606, var_609, adj_606, adj_609, adj_610);
    wp::adj_sin(var_608, adj_608, adj_609);
    wp::adj_float(var_607, adj_607, adj_608);
    wp::adj_add(var_457, var_605, adj_457, adj_605, adj_606);
    wp::adj_sin(var_604, adj_604, adj_605);
    wp::adj_float(var_603, adj_603, adj_604);
    // adj: v0 += wp.sin(float(j12))                                                          <L 31>
    // adj: for j12 in range(3):                                                              <L 30>
    var_596 = wp::iter_reverse(var_596);
    start_for_22:;
        if (iter_cmp(var_596) == 0) goto end_for_22;
        var_597 = wp::iter_next(var_596);
    	adj_598 = {};
    	adj_599 = {};
    	adj_600 = {};
    	adj_601 = {};
    	adj_602 = {};
        // v0 = v0 + wp.sin(wp.length_sq(wp.vec2(-1.1)))                                      <L 29>
        var_599 = wp::vec_t<2, wp::float32>(var_598);
        var_600 = wp::length_sq(var_599);
        var_601 = wp::sin(var_600);
        var_602 = wp::add(var_457, var_601);
        wp::assign(var_457, var_602);
        wp::adj_assign(var_457, var_602, adj_457, adj_602);
        wp::adj_add(var_457, var_601, adj_457, adj_601, adj_602);
        wp::adj_sin(var_600, adj_600, adj_601);
        wp::adj_length_sq(var_599, adj_599, adj_600);
        wp::adj_vec_t(var_598, adj_598, adj_599);
        // adj: v0 = v0 + wp.sin(wp.length_sq(wp.vec2(-1.1)))                                 <L 29>
    	goto start_for_22;
    end_for_22:;
    // adj: for j11 in range(n):                                                              <L 28>
    wp::adj_add(var_575, var_594, adj_575, adj_594, adj_595);
    wp::adj_tanh(var_575, var_594, adj_575, adj_594);
    // adj: v1 += wp.tanh(v1)                                                                 <L 27>
    // adj: for j10 in range(3):                                                              <L 26>
    var_576 = wp::iter_reverse(var_576);
    start_for_20:;
        if (iter_cmp(var_576) == 0) goto end_for_20;
        var_577 = wp::iter_next(var_576);
    	adj_578 = {};
    	adj_579 = {};
    	adj_580 = {};
    	adj_581 = {};
    	adj_582 = {};
    	adj_583 = {};
    	adj_584 = {};
    	adj_585 = {};
    	adj_586 = {};
    	adj_587 = {};
    	adj_588 = {};
    	adj_589 = {};
    	adj_590 = {};
    	adj_591 = {};
    	adj_592 = {};
        // v0 += wp.tanh(-1.39)                                                               <L 23>
        var_579 = wp::tanh(var_578);
        var_580 = wp::add(var_457, var_579);
        // for j9 in range(3):                                                                <L 24>
        // v0 = v0 + wp.sin(float(j8))                                                        <L 25>
        var_582 = wp::float(var_577);
        var_583 = wp::sin(var_582);
        var_584 = wp::add(var_580, var_583);
        var_586 = wp::float(var_577);
        var_587 = wp::sin(var_586);
        var_588 = wp::add(var_584, var_587);
        var_590 = wp::float(var_577);
        var_591 = wp::sin(var_590);
        var_592 = wp::add(var_588, var_591);
        wp::assign(var_457, var_592);
        wp::adj_assign(var_457, var_592, adj_457, adj_592);
        wp::adj_add(var_588, var_591, adj_588, adj_591, adj_592);
        wp::adj_sin(var_590, adj_590, adj_591);
        wp::adj_float(var_577, adj_577, adj_590);
        wp::adj_add(var_584, var_587, adj_584, adj_587, adj_588);
        wp::adj_sin(var_586, adj_586, adj_587);
        wp::adj_float(var_577, adj_577, adj_586);
        wp::adj_add(var_580, var_583, adj_580, adj_583, adj_584);
        wp::adj_sin(var_582, adj_582, adj_583);
        wp::adj_float(var_577, adj_577, adj_582);
        // adj: v0 = v0 + wp.sin(float(j8))                                                   <L 25>
        // adj: for j9 in range(3):                                                           <L 24>
        wp::adj_add(var_457, var_579, adj_457, adj_579, adj_580);
        wp::adj_tanh(var_578, var_579, adj_578, adj_579);
        // adj: v0 += wp.tanh(-1.39)                                                          <L 23>
    	goto start_for_20;
    end_for_20:;
    // adj: for j8 in range(n):                                                               <L 22>
    wp::adj_add(var_530, var_574, adj_530, adj_574, adj_575);
    wp::adj_cos(var_573, adj_573, adj_574);
    wp::adj_mul(var_572, var_457, adj_572, adj_457, adj_573);
    wp::adj_div(var_568, var_571, var_572, adj_568, adj_571, adj_572);
    wp::adj_add(var_569, var_570, adj_569, adj_570, adj_571);
    wp::adj_abs(var_457, adj_457, adj_569);
    // adj: v1 += wp.cos(((0.262 / (wp.abs(v0) + 1.0)) * v0))                                 <L 21>
    // adj: for j7 in range(0, 2):                                                            <L 20>
    var_551 = wp::iter_reverse(var_551);
    start_for_16:;
        if (iter_cmp(var_551) == 0) goto end_for_16;
        var_552 = wp::iter_next(var_551);
    	adj_553 = {};
    	adj_554 = {};
    	adj_555 = {};
    	adj_556 = {};
    	adj_557 = {};
    	adj_558 = {};
    	adj_559 = {};
    	adj_560 = {};
    	adj_561 = {};
    	adj_562 = {};
    	adj_563 = {};
    	adj_564 = {};
    	adj_565 = {};
    	adj_566 = {};
        // v0 += wp.sin(wp.min((v0 + v1), float(j2)))                                         <L 16>
        var_553 = wp::add(var_457, var_530);
        var_554 = wp::float(var_455);
        var_555 = wp::min(var_553, var_554);
        var_556 = wp::sin(var_555);
        var_557 = wp::add(var_457, var_556);
        // v1 += wp.cos((-1.18 - v0))                                                         <L 17>
        var_559 = wp::sub(var_558, var_557);
        var_560 = wp::cos(var_559);
        var_561 = wp::add(var_530, var_560);
        // for j6 in range(n):                                                                <L 18>
        var_562 = wp::range(var_n);
        wp::assign(var_457, var_557);
        wp::assign(var_530, var_561);
        wp::assign(var_115, var_563);
        wp::adj_assign(var_115, var_563, adj_115, adj_563);
        wp::adj_assign(var_530, var_561, adj_530, adj_561);
        wp::adj_assign(var_457, var_557, adj_457, adj_557);
        var_562 = wp::iter_reverse(var_562);
        start_for_18:;
            if (iter_cmp(var_562) == 0) goto end_for_18;
            var_563 = wp::iter_next(var_562);
        	adj_564 = {};
        	adj_565 = {};
        	adj_566 = {};
            // v1 += wp.cos(float(j2))                                                        <L 19>
            var_564 = wp::float(var_455);
            var_565 = wp::cos(var_564);
            var_566 = wp::add(var_561, var_565);
            wp::assign(var_561, var_566);
            wp::adj_assign(var_561, var_566, adj_561, adj_566);
            wp::adj_add(var_561, var_565, adj_561, adj_565, adj_566);
            wp::adj_cos(var_564, adj_564, adj_565);
            wp::adj_float(var_455, adj_455, adj_564);
            // adj: v1 += wp.cos(float(j2))                                                   <L 19>
        	goto start_for_18;
        end_for_18:;
        // adj: for j6 in range(n):                                                           <L 18>
        wp::adj_add(var_530, var_560, adj_530, adj_560, adj_561);
        wp::adj_cos(var_559, adj_559, adj_560);
        wp::adj_sub(var_558, var_557, adj_558, adj_557, adj_559);
        // adj: v1 += wp.cos((-1.18 - v0))                                                    <L 17>
        wp::adj_add(var_457, var_556, adj_457, adj_556, adj_557);
        wp::adj_sin(var_555, adj_555, adj_556);
        wp::adj_min(var_553, var_554, adj_553, adj_554, adj_555);
        wp::adj_float(var_455, adj_455, adj_554);
        wp::adj_add(var_457, var_530, adj_457, adj_530, adj_553);
        // adj: v0 += wp.sin(wp.min((v0 + v1), float(j2)))                                    <L 16>
    	goto start_for_16;
    end_for_16:;
    // adj: for j5 in range(n):                                                               <L 15>
    wp::adj_div(var_539, var_549, adj_539, adj_549, adj_550);
    wp::adj_add(var_547, var_548, adj_547, adj_548, adj_549);
    wp::adj_abs(var_546, adj_546, adj_547);
    wp::adj_dot(var_542, var_545, adj_542, adj_545, adj_546);
    wp::adj_vec_t(var_543, var_544, adj_543, adj_544, adj_545);
    wp::adj_vec_t(var_540, var_541, adj_540, adj_541, adj_542);
    wp::adj_add(var_532, var_538, adj_532, adj_538, adj_539);
    wp::adj_add(var_534, var_537, adj_534, adj_537, adj_538);
    wp::adj_vec_t(var_535, var_536, adj_535, adj_536, adj_537);
    wp::adj_vec_t(var_533, adj_533, adj_534);
    wp::adj_vec_t(var_531, adj_531, adj_532);
    // adj: v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))  <L 14>
    wp::adj_add(var_523, var_529, adj_523, adj_529, adj_530);
    wp::adj_tanh(var_528, var_529, adj_528, adj_529);
    wp::adj_extract(var_526, var_527, adj_526, adj_527, adj_528);
    wp::adj_mul(var_525, var_457, adj_525, adj_457, adj_526);
    wp::adj_vec_t(var_524, adj_524, adj_525);
    // adj: v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                         <L 13>
    wp::adj_add(var_499, var_522, adj_499, adj_522, adj_523);
    wp::adj_cos(var_521, adj_521, adj_522);
    // adj: v1 = v1 + wp.cos(-1.43)                                                           <L 12>
    wp::adj_div(var_508, var_518, adj_508, adj_518, adj_519);
    wp::adj_add(var_516, var_517, adj_516, adj_517, adj_518);
    wp::adj_abs(var_515, adj_515, adj_516);
    wp::adj_dot(var_511, var_514, adj_511, adj_514, adj_515);
    wp::adj_vec_t(var_512, var_513, adj_512, adj_513, adj_514);
    wp::adj_vec_t(var_509, var_510, adj_509, adj_510, adj_511);
    wp::adj_add(var_501, var_507, adj_501, adj_507, adj_508);
    wp::adj_add(var_503, var_506, adj_503, adj_506, adj_507);
    wp::adj_vec_t(var_504, var_505, adj_504, adj_505, adj_506);
    wp::adj_vec_t(var_502, adj_502, adj_503);
    wp::adj_vec_t(var_500, adj_500, adj_501);
    // adj: v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))  <L 14>
    wp::adj_add(var_492, var_498, adj_492, adj_498, adj_499);
    wp::adj_tanh(var_497, var_498, adj_497, adj_498);
    wp::adj_extract(var_495, var_496, adj_495, adj_496, adj_497);
    wp::adj_mul(var_494, var_457, adj_494, adj_457, adj_495);
    wp::adj_vec_t(var_493, adj_493, adj_494);
    // adj: v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                         <L 13>
    wp::adj_add(var_468, var_491, adj_468, adj_491, adj_492);
    wp::adj_cos(var_490, adj_490, adj_491);
    // adj: v1 = v1 + wp.cos(-1.43)                                                           <L 12>
    wp::adj_div(var_477, var_487, adj_477, adj_487, adj_488);
    wp::adj_add(var_485, var_486, adj_485, adj_486, adj_487);
    wp::adj_abs(var_484, adj_484, adj_485);
    wp::adj_dot(var_480, var_483, adj_480, adj_483, adj_484);
    wp::adj_vec_t(var_481, var_482, adj_481, adj_482, adj_483);
    wp::adj_vec_t(var_478, var_479, adj_478, adj_479, adj_480);
    wp::adj_add(var_470, var_476, adj_470, adj_476, adj_477);
    wp::adj_add(var_472, var_475, adj_472, adj_475, adj_476);
    wp::adj_vec_t(var_473, var_474, adj_473, adj_474, adj_475);
    wp::adj_vec_t(var_471, adj_471, adj_472);
    wp::adj_vec_t(var_469, adj_469, adj_470);
    // adj: v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))  <L 14>
    wp::adj_add(var_461, var_467, adj_461, adj_467, adj_468);
    wp::adj_tanh(var_466, var_467, adj_466, adj_467);
    wp::adj_extract(var_464, var_465, adj_464, adj_465, adj_466);
    wp::adj_mul(var_463, var_457, adj_463, adj_457, adj_464);
    wp::adj_vec_t(var_462, adj_462, adj_463);
    // adj: v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                         <L 13>
    wp::adj_add(var_418, var_460, adj_418, adj_460, adj_461);
    wp::adj_cos(var_459, adj_459, adj_460);
    // adj: v1 = v1 + wp.cos(-1.43)                                                           <L 12>
    // adj: for j3 in range(3):                                                               <L 11>
    wp::adj_add(var_345, var_456, adj_345, adj_456, adj_457);
    wp::adj_cos(var_418, adj_418, adj_456);
    // adj: v0 = v0 + wp.cos(v1)                                                              <L 10>
    var_439 = wp::iter_reverse(var_439);
    start_for_12:;
        if (iter_cmp(var_439) == 0) goto end_for_12;
        var_440 = wp::iter_next(var_439);
    	adj_441 = {};
    	adj_442 = {};
    	adj_443 = {};
    	adj_444 = {};
    	adj_445 = {};
    	adj_446 = {};
    	adj_447 = {};
    	adj_448 = {};
    	adj_449 = {};
    	adj_450 = {};
    	adj_451 = {};
    	adj_452 = {};
    	adj_453 = {};
    	adj_454 = {};
        // v0 += wp.sin(wp.min((v0 + v1), float(j2)))                                         <L 16>
        var_441 = wp::add(var_345, var_418);
        var_442 = wp::float(var_343);
        var_443 = wp::min(var_441, var_442);
        var_444 = wp::sin(var_443);
        var_445 = wp::add(var_345, var_444);
        // v1 += wp.cos((-1.18 - v0))                                                         <L 17>
        var_447 = wp::sub(var_446, var_445);
        var_448 = wp::cos(var_447);
        var_449 = wp::add(var_418, var_448);
        // for j6 in range(n):                                                                <L 18>
        var_450 = wp::range(var_n);
        wp::assign(var_345, var_445);
        wp::assign(var_418, var_449);
        wp::assign(var_115, var_451);
        wp::adj_assign(var_115, var_451, adj_115, adj_451);
        wp::adj_assign(var_418, var_449, adj_418, adj_449);
        wp::adj_assign(var_345, var_445, adj_345, adj_445);
        var_450 = wp::iter_reverse(var_450);
        start_for_14:;
            if (iter_cmp(var_450) == 0) goto end_for_14;
            var_451 = wp::iter_next(var_450);
        	adj_452 = {};
        	adj_453 = {};
        	adj_454 = {};
            // v1 += wp.cos(float(j2))                                                        <L 19>
            var_452 = wp::float(var_343);
            var_453 = wp::cos(var_452);
            var_454 = wp::add(var_449, var_453);
            wp::assign(var_449, var_454);
            wp::adj_assign(var_449, var_454, adj_449, adj_454);
            wp::adj_add(var_449, var_453, adj_449, adj_453, adj_454);
            wp::adj_cos(var_452, adj_452, adj_453);
            wp::adj_float(var_343, adj_343, adj_452);
            // adj: v1 += wp.cos(float(j2))                                                   <L 19>
        	goto start_for_14;
        end_for_14:;
        // adj: for j6 in range(n):                                                           <L 18>
        wp::adj_add(var_418, var_448, adj_418, adj_448, adj_449);
        wp::adj_cos(var_447, adj_447, adj_448);
        wp::adj_sub(var_446, var_445, adj_446, adj_445, adj_447);
        // adj: v1 += wp.cos((-1.18 - v0))                                                    <L 17>
        wp::adj_add(var_345, var_444, adj_345, adj_444, adj_445);
        wp::adj_sin(var_443, adj_443, adj_444);
        wp::adj_min(var_441, var_442, adj_441, adj_442, adj_443);
        wp::adj_float(var_343, adj_343, adj_442);
        wp::adj_add(var_345, var_418, adj_345, adj_418, adj_441);
        // adj: v0 += wp.sin(wp.min((v0 + v1), float(j2)))                                    <L 16>
    	goto start_for_12;
    end_for_12:;
    // adj: for j5 in range(n):                                                               <L 15>
    wp::adj_div(var_427, var_437, adj_427, adj_437, adj_438);
    wp::adj_add(var_435, var_436, adj_435, adj_436, adj_437);
    wp::adj_abs(var_434, adj_434, adj_435);
    wp::adj_dot(var_430, var_433, adj_430, adj_433, adj_434);
    wp::adj_vec_t(var_431, var_432, adj_431, adj_432, adj_433);
    wp::adj_vec_t(var_428, var_429, adj_428, adj_429, adj_430);
    wp::adj_add(var_420, var_426, adj_420, adj_426, adj_427);
    wp::adj_add(var_422, var_425, adj_422, adj_425, adj_426);
    wp::adj_vec_t(var_423, var_424, adj_423, adj_424, adj_425);
    wp::adj_vec_t(var_421, adj_421, adj_422);
    wp::adj_vec_t(var_419, adj_419, adj_420);
    // adj: v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))  <L 14>
    wp::adj_add(var_411, var_417, adj_411, adj_417, adj_418);
    wp::adj_tanh(var_416, var_417, adj_416, adj_417);
    wp::adj_extract(var_414, var_415, adj_414, adj_415, adj_416);
    wp::adj_mul(var_413, var_345, adj_413, adj_345, adj_414);
    wp::adj_vec_t(var_412, adj_412, adj_413);
    // adj: v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                         <L 13>
    wp::adj_add(var_387, var_410, adj_387, adj_410, adj_411);
    wp::adj_cos(var_409, adj_409, adj_410);
    // adj: v1 = v1 + wp.cos(-1.43)                                                           <L 12>
    wp::adj_div(var_396, var_406, adj_396, adj_406, adj_407);
    wp::adj_add(var_404, var_405, adj_404, adj_405, adj_406);
    wp::adj_abs(var_403, adj_403, adj_404);
    wp::adj_dot(var_399, var_402, adj_399, adj_402, adj_403);
    wp::adj_vec_t(var_400, var_401, adj_400, adj_401, adj_402);
    wp::adj_vec_t(var_397, var_398, adj_397, adj_398, adj_399);
    wp::adj_add(var_389, var_395, adj_389, adj_395, adj_396);
    wp::adj_add(var_391, var_394, adj_391, adj_394, adj_395);
    wp::adj_vec_t(var_392, var_393, adj_392, adj_393, adj_394);
    wp::adj_vec_t(var_390, adj_390, adj_391);
    wp::adj_vec_t(var_388, adj_388, adj_389);
    // adj: v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))  <L 14>
    wp::adj_add(var_380, var_386, adj_380, adj_386, adj_387);
    wp::adj_tanh(var_385, var_386, adj_385, adj_386);
    wp::adj_extract(var_383, var_384, adj_383, adj_384, adj_385);
    wp::adj_mul(var_382, var_345, adj_382, adj_345, adj_383);
    wp::adj_vec_t(var_381, adj_381, adj_382);
    // adj: v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                         <L 13>
    wp::adj_add(var_356, var_379, adj_356, adj_379, adj_380);
    wp::adj_cos(var_378, adj_378, adj_379);
    // adj: v1 = v1 + wp.cos(-1.43)                                                           <L 12>
    wp::adj_div(var_365, var_375, adj_365, adj_375, adj_376);
    wp::adj_add(var_373, var_374, adj_373, adj_374, adj_375);
    wp::adj_abs(var_372, adj_372, adj_373);
    wp::adj_dot(var_368, var_371, adj_368, adj_371, adj_372);
    wp::adj_vec_t(var_369, var_370, adj_369, adj_370, adj_371);
    wp::adj_vec_t(var_366, var_367, adj_366, adj_367, adj_368);
    wp::adj_add(var_358, var_364, adj_358, adj_364, adj_365);
    wp::adj_add(var_360, var_363, adj_360, adj_363, adj_364);
    wp::adj_vec_t(var_361, var_362, adj_361, adj_362, adj_363);
    wp::adj_vec_t(var_359, adj_359, adj_360);
    wp::adj_vec_t(var_357, adj_357, adj_358);
    // adj: v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))  <L 14>
    wp::adj_add(var_349, var_355, adj_349, adj_355, adj_356);
    wp::adj_tanh(var_354, var_355, adj_354, adj_355);
    wp::adj_extract(var_352, var_353, adj_352, adj_353, adj_354);
    wp::adj_mul(var_351, var_345, adj_351, adj_345, adj_352);
    wp::adj_vec_t(var_350, adj_350, adj_351);
    // adj: v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                         <L 13>
    wp::adj_add(var_306, var_348, adj_306, adj_348, adj_349);
    wp::adj_cos(var_347, adj_347, adj_348);
    // adj: v1 = v1 + wp.cos(-1.43)                                                           <L 12>
    // adj: for j3 in range(3):                                                               <L 11>
    wp::adj_add(var_233, var_344, adj_233, adj_344, adj_345);
    wp::adj_cos(var_306, adj_306, adj_344);
    // adj: v0 = v0 + wp.cos(v1)                                                              <L 10>
    var_327 = wp::iter_reverse(var_327);
    start_for_8:;
        if (iter_cmp(var_327) == 0) goto end_for_8;
        var_328 = wp::iter_next(var_327);
    	adj_329 = {};
    	adj_330 = {};
    	adj_331 = {};
    	adj_332 = {};
    	adj_333 = {};
    	adj_334 = {};
    	adj_335 = {};
    	adj_336 = {};
    	adj_337 = {};
    	adj_338 = {};
    	adj_339 = {};
    	adj_340 = {};
    	adj_341 = {};
    	adj_342 = {};
        // v0 += wp.sin(wp.min((v0 + v1), float(j2)))                                         <L 16>
        var_329 = wp::add(var_233, var_306);
        var_330 = wp::float(var_231);
        var_331 = wp::min(var_329, var_330);
        var_332 = wp::sin(var_331);
        var_333 = wp::add(var_233, var_332);
        // v1 += wp.cos((-1.18 - v0))                                                         <L 17>
        var_335 = wp::sub(var_334, var_333);
        var_336 = wp::cos(var_335);
        var_337 = wp::add(var_306, var_336);
        // for j6 in range(n):                                                                <L 18>
        var_338 = wp::range(var_n);
        wp::assign(var_233, var_333);
        wp::assign(var_306, var_337);
        wp::assign(var_115, var_339);
        wp::adj_assign(var_115, var_339, adj_115, adj_339);
        wp::adj_assign(var_306, var_337, adj_306, adj_337);
        wp::adj_assign(var_233, var_333, adj_233, adj_333);
        var_338 = wp::iter_reverse(var_338);
        start_for_10:;
            if (iter_cmp(var_338) == 0) goto end_for_10;
            var_339 = wp::iter_next(var_338);
        	adj_340 = {};
        	adj_341 = {};
        	adj_342 = {};
            // v1 += wp.cos(float(j2))                                                        <L 19>
            var_340 = wp::float(var_231);
            var_341 = wp::cos(var_340);
            var_342 = wp::add(var_337, var_341);
            wp::assign(var_337, var_342);
            wp::adj_assign(var_337, var_342, adj_337, adj_342);
            wp::adj_add(var_337, var_341, adj_337, adj_341, adj_342);
            wp::adj_cos(var_340, adj_340, adj_341);
            wp::adj_float(var_231, adj_231, adj_340);
            // adj: v1 += wp.cos(float(j2))                                                   <L 19>
        	goto start_for_10;
        end_for_10:;
        // adj: for j6 in range(n):                                                           <L 18>
        wp::adj_add(var_306, var_336, adj_306, adj_336, adj_337);
        wp::adj_cos(var_335, adj_335, adj_336);
        wp::adj_sub(var_334, var_333, adj_334, adj_333, adj_335);
        // adj: v1 += wp.cos((-1.18 - v0))                                                    <L 17>
        wp::adj_add(var_233, var_332, adj_233, adj_332, adj_333);
        wp::adj_sin(var_331, adj_331, adj_332);
        wp::adj_min(var_329, var_330, adj_329, adj_330, adj_331);
        wp::adj_float(var_231, adj_231, adj_330);
        wp::adj_add(var_233, var_306, adj_233, adj_306, adj_329);
        // adj: v0 += wp.sin(wp.min((v0 + v1), float(j2)))                                    <L 16>
    	goto start_for_8;
    end_for_8:;
    // adj: for j5 in range(n):                                                               <L 15>
    wp::adj_div(var_315, var_325, adj_315, adj_325, adj_326);
    wp::adj_add(var_323, var_324, adj_323, adj_324, adj_325);
    wp::adj_abs(var_322, adj_322, adj_323);
    wp::adj_dot(var_318, var_321, adj_318, adj_321, adj_322);
    wp::adj_vec_t(var_319, var_320, adj_319, adj_320, adj_321);
    wp::adj_vec_t(var_316, var_317, adj_316, adj_317, adj_318);
    wp::adj_add(var_308, var_314, adj_308, adj_314, adj_315);
    wp::adj_add(var_310, var_313, adj_310, adj_313, adj_314);
    wp::adj_vec_t(var_311, var_312, adj_311, adj_312, adj_313);
    wp::adj_vec_t(var_309, adj_309, adj_310);
    wp::adj_vec_t(var_307, adj_307, adj_308);
    // adj: v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))  <L 14>
    wp::adj_add(var_299, var_305, adj_299, adj_305, adj_306);
    wp::adj_tanh(var_304, var_305, adj_304, adj_305);
    wp::adj_extract(var_302, var_303, adj_302, adj_303, adj_304);
    wp::adj_mul(var_301, var_233, adj_301, adj_233, adj_302);
    wp::adj_vec_t(var_300, adj_300, adj_301);
    // adj: v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                         <L 13>
    wp::adj_add(var_275, var_298, adj_275, adj_298, adj_299);
    wp::adj_cos(var_297, adj_297, adj_298);
    // adj: v1 = v1 + wp.cos(-1.43)                                                           <L 12>
    wp::adj_div(var_284, var_294, adj_284, adj_294, adj_295);
    wp::adj_add(var_292, var_293, adj_292, adj_293, adj_294);
    wp::adj_abs(var_291, adj_291, adj_292);
    wp::adj_dot(var_287, var_290, adj_287, adj_290, adj_291);
    wp::adj_vec_t(var_288, var_289, adj_288, adj_289, adj_290);
    wp::adj_vec_t(var_285, var_286, adj_285, adj_286, adj_287);
    wp::adj_add(var_277, var_283, adj_277, adj_283, adj_284);
    wp::adj_add(var_279, var_282, adj_279, adj_282, adj_283);
    wp::adj_vec_t(var_280, var_281, adj_280, adj_281, adj_282);
    wp::adj_vec_t(var_278, adj_278, adj_279);
    wp::adj_vec_t(var_276, adj_276, adj_277);
    // adj: v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))  <L 14>
    wp::adj_add(var_268, var_274, adj_268, adj_274, adj_275);
    wp::adj_tanh(var_273, var_274, adj_273, adj_274);
    wp::adj_extract(var_271, var_272, adj_271, adj_272, adj_273);
    wp::adj_mul(var_270, var_233, adj_270, adj_233, adj_271);
    wp::adj_vec_t(var_269, adj_269, adj_270);
    // adj: v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                         <L 13>
    wp::adj_add(var_244, var_267, adj_244, adj_267, adj_268);
    wp::adj_cos(var_266, adj_266, adj_267);
    // adj: v1 = v1 + wp.cos(-1.43)                                                           <L 12>
    wp::adj_div(var_253, var_263, adj_253, adj_263, adj_264);
    wp::adj_add(var_261, var_262, adj_261, adj_262, adj_263);
    wp::adj_abs(var_260, adj_260, adj_261);
    wp::adj_dot(var_256, var_259, adj_256, adj_259, adj_260);
    wp::adj_vec_t(var_257, var_258, adj_257, adj_258, adj_259);
    wp::adj_vec_t(var_254, var_255, adj_254, adj_255, adj_256);
    wp::adj_add(var_246, var_252, adj_246, adj_252, adj_253);
    wp::adj_add(var_248, var_251, adj_248, adj_251, adj_252);
    wp::adj_vec_t(var_249, var_250, adj_249, adj_250, adj_251);
    wp::adj_vec_t(var_247, adj_247, adj_248);
    wp::adj_vec_t(var_245, adj_245, adj_246);
    // adj: v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))  <L 14>
    wp::adj_add(var_237, var_243, adj_237, adj_243, adj_244);
    wp::adj_tanh(var_242, var_243, adj_242, adj_243);
    wp::adj_extract(var_240, var_241, adj_240, adj_241, adj_242);
    wp::adj_mul(var_239, var_233, adj_239, adj_233, adj_240);
    wp::adj_vec_t(var_238, adj_238, adj_239);
    // adj: v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                         <L 13>
    wp::adj_add(var_194, var_236, adj_194, adj_236, adj_237);
    wp::adj_cos(var_235, adj_235, adj_236);
    // adj: v1 = v1 + wp.cos(-1.43)                                                           <L 12>
    // adj: for j3 in range(3):                                                               <L 11>
    wp::adj_add(var_121, var_232, adj_121, adj_232, adj_233);
    wp::adj_cos(var_194, adj_194, adj_232);
    // adj: v0 = v0 + wp.cos(v1)                                                              <L 10>
    var_215 = wp::iter_reverse(var_215);
    start_for_4:;
        if (iter_cmp(var_215) == 0) goto end_for_4;
        var_216 = wp::iter_next(var_215);
    	adj_217 = {};
    	adj_218 = {};
    	adj_219 = {};
    	adj_220 = {};
    	adj_221 = {};
    	adj_222 = {};
    	adj_223 = {};
    	adj_224 = {};
    	adj_225 = {};
    	adj_226 = {};
    	adj_227 = {};
    	adj_228 = {};
    	adj_229 = {};
    	adj_230 = {};
        // v0 += wp.sin(wp.min((v0 + v1), float(j2)))                                         <L 16>
        var_217 = wp::add(var_121, var_194);
        var_218 = wp::float(var_119);
        var_219 = wp::min(var_217, var_218);
        var_220 = wp::sin(var_219);
        var_221 = wp::add(var_121, var_220);
        // v1 += wp.cos((-1.18 - v0))                                                         <L 17>
        var_223 = wp::sub(var_222, var_221);
        var_224 = wp::cos(var_223);
        var_225 = wp::add(var_194, var_224);
        // for j6 in range(n):                                                                <L 18>
        var_226 = wp::range(var_n);
        wp::assign(var_121, var_221);
        wp::assign(var_194, var_225);
        wp::assign(var_115, var_227);
        wp::adj_assign(var_115, var_227, adj_115, adj_227);
        wp::adj_assign(var_194, var_225, adj_194, adj_225);
        wp::adj_assign(var_121, var_221, adj_121, adj_221);
        var_226 = wp::iter_reverse(var_226);
        start_for_6:;
            if (iter_cmp(var_226) == 0) goto end_for_6;
            var_227 = wp::iter_next(var_226);
        	adj_228 = {};
        	adj_229 = {};
        	adj_230 = {};
            // v1 += wp.cos(float(j2))                                                        <L 19>
            var_228 = wp::float(var_119);
            var_229 = wp::cos(var_228);
            var_230 = wp::add(var_225, var_229);
            wp::assign(var_225, var_230);
            wp::adj_assign(var_225, var_230, adj_225, adj_230);
            wp::adj_add(var_225, var_229, adj_225, adj_229, adj_230);
            wp::adj_cos(var_228, adj_228, adj_229);
            wp::adj_float(var_119, adj_119, adj_228);
            // adj: v1 += wp.cos(float(j2))                                                   <L 19>
        	goto start_for_6;
        end_for_6:;
        // adj: for j6 in range(n):                                                           <L 18>
        wp::adj_add(var_194, var_224, adj_194, adj_224, adj_225);
        wp::adj_cos(var_223, adj_223, adj_224);
        wp::adj_sub(var_222, var_221, adj_222, adj_221, adj_223);
        // adj: v1 += wp.cos((-1.18 - v0))                                                    <L 17>
        wp::adj_add(var_121, var_220, adj_121, adj_220, adj_221);
        wp::adj_sin(var_219, adj_219, adj_220);
        wp::adj_min(var_217, var_218, adj_217, adj_218, adj_219);
        wp::adj_float(var_119, adj_119, adj_218);
        wp::adj_add(var_121, var_194, adj_121, adj_194, adj_217);
        // adj: v0 += wp.sin(wp.min((v0 + v1), float(j2)))                                    <L 16>
    	goto start_for_4;
    end_for_4:;
    // adj: for j5 in range(n):                                                               <L 15>
    wp::adj_div(var_203, var_213, adj_203, adj_213, adj_214);
    wp::adj_add(var_211, var_212, adj_211, adj_212, adj_213);
    wp::adj_abs(var_210, adj_210, adj_211);
    wp::adj_dot(var_206, var_209, adj_206, adj_209, adj_210);
    wp::adj_vec_t(var_207, var_208, adj_207, adj_208, adj_209);
    wp::adj_vec_t(var_204, var_205, adj_204, adj_205, adj_206);
    wp::adj_add(var_196, var_202, adj_196, adj_202, adj_203);
    wp::adj_add(var_198, var_201, adj_198, adj_201, adj_202);
    wp::adj_vec_t(var_199, var_200, adj_199, adj_200, adj_201);
    wp::adj_vec_t(var_197, adj_197, adj_198);
    wp::adj_vec_t(var_195, adj_195, adj_196);
    // adj: v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))  <L 14>
    wp::adj_add(var_187, var_193, adj_187, adj_193, adj_194);
    wp::adj_tanh(var_192, var_193, adj_192, adj_193);
    wp::adj_extract(var_190, var_191, adj_190, adj_191, adj_192);
    wp::adj_mul(var_189, var_121, adj_189, adj_121, adj_190);
    wp::adj_vec_t(var_188, adj_188, adj_189);
    // adj: v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                         <L 13>
    wp::adj_add(var_163, var_186, adj_163, adj_186, adj_187);
    wp::adj_cos(var_185, adj_185, adj_186);
    // adj: v1 = v1 + wp.cos(-1.43)                                                           <L 12>
    wp::adj_div(var_172, var_182, adj_172, adj_182, adj_183);
    wp::adj_add(var_180, var_181, adj_180, adj_181, adj_182);
    wp::adj_abs(var_179, adj_179, adj_180);
    wp::adj_dot(var_175, var_178, adj_175, adj_178, adj_179);
    wp::adj_vec_t(var_176, var_177, adj_176, adj_177, adj_178);
    wp::adj_vec_t(var_173, var_174, adj_173, adj_174, adj_175);
    wp::adj_add(var_165, var_171, adj_165, adj_171, adj_172);
    wp::adj_add(var_167, var_170, adj_167, adj_170, adj_171);
    wp::adj_vec_t(var_168, var_169, adj_168, adj_169, adj_170);
    wp::adj_vec_t(var_166, adj_166, adj_167);
    wp::adj_vec_t(var_164, adj_164, adj_165);
    // adj: v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))  <L 14>
    wp::adj_add(var_156, var_162, adj_156, adj_162, adj_163);
    wp::adj_tanh(var_161, var_162, adj_161, adj_162);
    wp::adj_extract(var_159, var_160, adj_159, adj_160, adj_161);
    wp::adj_mul(var_158, var_121, adj_158, adj_121, adj_159);
    wp::adj_vec_t(var_157, adj_157, adj_158);
    // adj: v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                         <L 13>
    wp::adj_add(var_132, var_155, adj_132, adj_155, adj_156);
    wp::adj_cos(var_154, adj_154, adj_155);
    // adj: v1 = v1 + wp.cos(-1.43)                                                           <L 12>
    wp::adj_div(var_141, var_151, adj_141, adj_151, adj_152);
    wp::adj_add(var_149, var_150, adj_149, adj_150, adj_151);
    wp::adj_abs(var_148, adj_148, adj_149);
    wp::adj_dot(var_144, var_147, adj_144, adj_147, adj_148);
    wp::adj_vec_t(var_145, var_146, adj_145, adj_146, adj_147);
    wp::adj_vec_t(var_142, var_143, adj_142, adj_143, adj_144);
    wp::adj_add(var_134, var_140, adj_134, adj_140, adj_141);
    wp::adj_add(var_136, var_139, adj_136, adj_139, adj_140);
    wp::adj_vec_t(var_137, var_138, adj_137, adj_138, adj_139);
    wp::adj_vec_t(var_135, adj_135, adj_136);
    wp::adj_vec_t(var_133, adj_133, adj_134);
    // adj: v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))  <L 14>
    wp::adj_add(var_125, var_131, adj_125, adj_131, adj_132);
    wp::adj_tanh(var_130, var_131, adj_130, adj_131);
    wp::adj_extract(var_128, var_129, adj_128, adj_129, adj_130);
    wp::adj_mul(var_127, var_121, adj_127, adj_121, adj_128);
    wp::adj_vec_t(var_126, adj_126, adj_127);
    // adj: v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                         <L 13>
    wp::adj_add(var_82, var_124, adj_82, adj_124, adj_125);
    wp::adj_cos(var_123, adj_123, adj_124);
    // adj: v1 = v1 + wp.cos(-1.43)                                                           <L 12>
    // adj: for j3 in range(3):                                                               <L 11>
    wp::adj_add(var_9, var_120, adj_9, adj_120, adj_121);
    wp::adj_cos(var_82, adj_82, adj_120);
    // adj: v0 = v0 + wp.cos(v1)                                                              <L 10>
    var_103 = wp::iter_reverse(var_103);
    start_for_0:;
        if (iter_cmp(var_103) == 0) goto end_for_0;
        var_104 = wp::iter_next(var_103);
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
        // v0 += wp.sin(wp.min((v0 + v1), float(j2)))                                         <L 16>
        var_105 = wp::add(var_9, var_82);
        var_106 = wp::float(var_7);
        var_107 = wp::min(var_105, var_106);
        var_108 = wp::sin(var_107);
        var_109 = wp::add(var_9, var_108);
        // v1 += wp.cos((-1.18 - v0))                                                         <L 17>
        var_111 = wp::sub(var_110, var_109);
        var_112 = wp::cos(var_111);
        var_113 = wp::add(var_82, var_112);
        // for j6 in range(n):                                                                <L 18>
        var_114 = wp::range(var_n);
        wp::assign(var_9, var_109);
        wp::assign(var_82, var_113);
        wp::adj_assign(var_82, var_113, adj_82, adj_113);
        wp::adj_assign(var_9, var_109, adj_9, adj_109);
        var_114 = wp::iter_reverse(var_114);
        start_for_2:;
            if (iter_cmp(var_114) == 0) goto end_for_2;
            var_115 = wp::iter_next(var_114);
        	adj_116 = {};
        	adj_117 = {};
        	adj_118 = {};
            // v1 += wp.cos(float(j2))                                                        <L 19>
            var_116 = wp::float(var_7);
            var_117 = wp::cos(var_116);
            var_118 = wp::add(var_113, var_117);
            wp::assign(var_113, var_118);
            wp::adj_assign(var_113, var_118, adj_113, adj_118);
            wp::adj_add(var_113, var_117, adj_113, adj_117, adj_118);
            wp::adj_cos(var_116, adj_116, adj_117);
            wp::adj_float(var_7, adj_7, adj_116);
            // adj: v1 += wp.cos(float(j2))                                                   <L 19>
        	goto start_for_2;
        end_for_2:;
        // adj: for j6 in range(n):                                                           <L 18>
        wp::adj_add(var_82, var_112, adj_82, adj_112, adj_113);
        wp::adj_cos(var_111, adj_111, adj_112);
        wp::adj_sub(var_110, var_109, adj_110, adj_109, adj_111);
        // adj: v1 += wp.cos((-1.18 - v0))                                                    <L 17>
        wp::adj_add(var_9, var_108, adj_9, adj_108, adj_109);
        wp::adj_sin(var_107, adj_107, adj_108);
        wp::adj_min(var_105, var_106, adj_105, adj_106, adj_107);
        wp::adj_float(var_7, adj_7, adj_106);
        wp::adj_add(var_9, var_82, adj_9, adj_82, adj_105);
        // adj: v0 += wp.sin(wp.min((v0 + v1), float(j2)))                                    <L 16>
    	goto start_for_0;
    end_for_0:;
    // adj: for j5 in range(n):                                                               <L 15>
    wp::adj_div(var_91, var_101, adj_91, adj_101, adj_102);
    wp::adj_add(var_99, var_100, adj_99, adj_100, adj_101);
    wp::adj_abs(var_98, adj_98, adj_99);
    wp::adj_dot(var_94, var_97, adj_94, adj_97, adj_98);
    wp::adj_vec_t(var_95, var_96, adj_95, adj_96, adj_97);
    wp::adj_vec_t(var_92, var_93, adj_92, adj_93, adj_94);
    wp::adj_add(var_84, var_90, adj_84, adj_90, adj_91);
    wp::adj_add(var_86, var_89, adj_86, adj_89, adj_90);
    wp::adj_vec_t(var_87, var_88, adj_87, adj_88, adj_89);
    wp::adj_vec_t(var_85, adj_85, adj_86);
    wp::adj_vec_t(var_83, adj_83, adj_84);
    // adj: v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))  <L 14>
    wp::adj_add(var_75, var_81, adj_75, adj_81, adj_82);
    wp::adj_tanh(var_80, var_81, adj_80, adj_81);
    wp::adj_extract(var_78, var_79, adj_78, adj_79, adj_80);
    wp::adj_mul(var_77, var_9, adj_77, adj_9, adj_78);
    wp::adj_vec_t(var_76, adj_76, adj_77);
    // adj: v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                         <L 13>
    wp::adj_add(var_51, var_74, adj_51, adj_74, adj_75);
    wp::adj_cos(var_73, adj_73, adj_74);
    // adj: v1 = v1 + wp.cos(-1.43)                                                           <L 12>
    wp::adj_div(var_60, var_70, adj_60, adj_70, adj_71);
    wp::adj_add(var_68, var_69, adj_68, adj_69, adj_70);
    wp::adj_abs(var_67, adj_67, adj_68);
    wp::adj_dot(var_63, var_66, adj_63, adj_66, adj_67);
    wp::adj_vec_t(var_64, var_65, adj_64, adj_65, adj_66);
    wp::adj_vec_t(var_61, var_62, adj_61, adj_62, adj_63);
    wp::adj_add(var_53, var_59, adj_53, adj_59, adj_60);
    wp::adj_add(var_55, var_58, adj_55, adj_58, adj_59);
    wp::adj_vec_t(var_56, var_57, adj_56, adj_57, adj_58);
    wp::adj_vec_t(var_54, adj_54, adj_55);
    wp::adj_vec_t(var_52, adj_52, adj_53);
    // adj: v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))  <L 14>
    wp::adj_add(var_44, var_50, adj_44, adj_50, adj_51);
    wp::adj_tanh(var_49, var_50, adj_49, adj_50);
    wp::adj_extract(var_47, var_48, adj_47, adj_48, adj_49);
    wp::adj_mul(var_46, var_9, adj_46, adj_9, adj_47);
    wp::adj_vec_t(var_45, adj_45, adj_46);
    // adj: v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                         <L 13>
    wp::adj_add(var_20, var_43, adj_20, adj_43, adj_44);
    wp::adj_cos(var_42, adj_42, adj_43);
    // adj: v1 = v1 + wp.cos(-1.43)                                                           <L 12>
    wp::adj_div(var_29, var_39, adj_29, adj_39, adj_40);
    wp::adj_add(var_37, var_38, adj_37, adj_38, adj_39);
    wp::adj_abs(var_36, adj_36, adj_37);
    wp::adj_dot(var_32, var_35, adj_32, adj_35, adj_36);
    wp::adj_vec_t(var_33, var_34, adj_33, adj_34, adj_35);
    wp::adj_vec_t(var_30, var_31, adj_30, adj_31, adj_32);
    wp::adj_add(var_22, var_28, adj_22, adj_28, adj_29);
    wp::adj_add(var_24, var_27, adj_24, adj_27, adj_28);
    wp::adj_vec_t(var_25, var_26, adj_25, adj_26, adj_27);
    wp::adj_vec_t(var_23, adj_23, adj_24);
    wp::adj_vec_t(var_21, adj_21, adj_22);
    // adj: v4 = ((wp.vec2(-1.147) + (wp.vec2(1.158) + wp.vec2(0.72, 1.472))) / (wp.abs(wp.dot(wp.vec2(-0.3, -0.13), wp.vec2(-0.08, 0.5))) + 1.0))  <L 14>
    wp::adj_add(var_13, var_19, adj_13, adj_19, adj_20);
    wp::adj_tanh(var_18, var_19, adj_18, adj_19);
    wp::adj_extract(var_16, var_17, adj_16, adj_17, adj_18);
    wp::adj_mul(var_15, var_9, adj_15, adj_9, adj_16);
    wp::adj_vec_t(var_14, adj_14, adj_15);
    // adj: v1 += wp.tanh(((wp.vec2(-0.154) * v0)).y)                                         <L 13>
    wp::adj_add(var_5, var_12, adj_5, adj_12, adj_13);
    wp::adj_cos(var_11, adj_11, adj_12);
    // adj: v1 = v1 + wp.cos(-1.43)                                                           <L 12>
    // adj: for j3 in range(3):                                                               <L 11>
    wp::adj_add(var_2, var_8, adj_2, adj_8, adj_9);
    wp::adj_cos(var_5, adj_5, adj_8);
    // adj: v0 = v0 + wp.cos(v1)                                                              <L 10>
    // adj: for j2 in range(5):                                                               <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def nested_loop_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 5>
    return;
}



struct nested_loop_000001_81a3ba3e_cpu_block_payload_forward
{
    wp_args_nested_loop_000001_81a3ba3e* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void nested_loop_000001_81a3ba3e_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    nested_loop_000001_81a3ba3e_cpu_block_payload_forward* payload = (nested_loop_000001_81a3ba3e_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    nested_loop_000001_81a3ba3e_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void nested_loop_000001_81a3ba3e_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_nested_loop_000001_81a3ba3e *_wp_args)
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
        nested_loop_000001_81a3ba3e_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &nested_loop_000001_81a3ba3e_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct nested_loop_000001_81a3ba3e_cpu_block_payload_backward
{
    wp_args_nested_loop_000001_81a3ba3e* args;
    wp_args_nested_loop_000001_81a3ba3e* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void nested_loop_000001_81a3ba3e_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    nested_loop_000001_81a3ba3e_cpu_block_payload_backward* payload = (nested_loop_000001_81a3ba3e_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    nested_loop_000001_81a3ba3e_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void nested_loop_000001_81a3ba3e_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_nested_loop_000001_81a3ba3e *_wp_args,
    wp_args_nested_loop_000001_81a3ba3e *_wp_adj_args)
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
        nested_loop_000001_81a3ba3e_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &nested_loop_000001_81a3ba3e_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

