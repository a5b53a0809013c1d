// Generated for case multi_conditional-000002 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_multi_conditional_000002_b426b616 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::vec_t<2, wp::float32>> x1;
    wp::array_t<wp::float32> x2;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::vec_t<2, wp::float32>> out1;
};


template <bool wp_linear_contiguous>
static void multi_conditional_000002_b426b616_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_multi_conditional_000002_b426b616 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<2, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::vec_t<2, wp::float32>> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<2, wp::float32>* var_4;
    wp::vec_t<2, wp::float32> var_5;
    wp::vec_t<2, wp::float32> var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    bool var_10;
    bool var_11;
    bool var_12;
    bool var_13;
    bool var_14;
    bool var_15;
    bool var_16;
    bool var_17;
    const wp::float32 var_18 = 0.949;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    bool var_23;
    const wp::float32 var_24 = -1.0;
    bool var_25;
    const wp::int32 var_26 = -5;
    const wp::int32 var_27 = 2;
    wp::int32 var_28;
    const wp::int32 var_29 = 0;
    bool var_30;
    const wp::int32 var_31 = 1;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    const wp::float32 var_35 = 0.5;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    bool var_40;
    bool var_41;
    bool var_42;
    const wp::float32 var_43 = -1.5;
    bool var_44;
    bool var_45;
    bool var_46;
    bool var_47;
    wp::float32 var_48;
    const wp::float32 var_49 = 0.7;
    wp::float32 var_50;
    const wp::float32 var_51 = 1.0;
    wp::float32 var_52;
    wp::vec_t<2, wp::float32> var_53;
    wp::vec_t<2, wp::float32> var_54;
    wp::vec_t<2, wp::float32> var_55;
    const wp::float32 var_56 = 0.48;
    wp::vec_t<2, wp::float32> var_57;
    wp::vec_t<2, wp::float32> var_58;
    const wp::float32 var_59 = -0.3;
    const wp::float32 var_60 = 1.2;
    wp::float32 var_61;
    const wp::float32 var_62 = -1.4;
    wp::float32 var_63;
    bool var_64;
    const wp::int32 var_65 = 4;
    wp::int32 var_66;
    wp::shape_t* var_67;
    const wp::int32 var_68 = 0;
    wp::int32 var_69;
    wp::shape_t var_70;
    wp::int32 var_71;
    wp::vec_t<2, wp::float32>* var_72;
    wp::vec_t<2, wp::float32> var_73;
    wp::vec_t<2, wp::float32> var_74;
    const wp::float32 var_75 = 1.48;
    wp::vec_t<2, wp::float32> var_76;
    wp::vec_t<2, wp::float32> var_77;
    wp::float32 var_78;
    bool var_79;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    wp::float32 var_83;
    const wp::float32 var_84 = 0.68;
    wp::float32 var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    wp::vec_t<2, wp::float32> var_88;
    wp::float32 var_89;
    wp::vec_t<2, wp::float32> var_90;
    bool var_91;
    bool var_92;
    const wp::int32 var_93 = 4;
    wp::int32 var_94;
    const wp::int32 var_95 = 1;
    bool var_96;
    const wp::int32 var_97 = 1;
    wp::int32 var_98;
    wp::shape_t* var_99;
    const wp::int32 var_100 = 0;
    wp::int32 var_101;
    wp::shape_t var_102;
    wp::int32 var_103;
    wp::float32* var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    wp::float32 var_107;
    wp::float32 var_108;
    const wp::float32 var_109 = 1.58;
    bool var_110;
    wp::float32 var_111;
    wp::float32 var_112;
    const wp::int32 var_113 = 1;
    wp::int32 var_114;
    wp::shape_t* var_115;
    const wp::int32 var_116 = 0;
    wp::int32 var_117;
    wp::shape_t var_118;
    wp::int32 var_119;
    wp::vec_t<2, wp::float32>* var_120;
    wp::vec_t<2, wp::float32> var_121;
    wp::vec_t<2, wp::float32> var_122;
    const wp::float32 var_123 = 1.94;
    wp::vec_t<2, wp::float32> var_124;
    wp::vec_t<2, wp::float32> var_125;
    wp::float32 var_126;
    wp::float32 var_127;
    bool var_128;
    wp::vec_t<2, wp::float32> var_129;
    const wp::float32 var_130 = 0.95;
    wp::vec_t<2, wp::float32> var_131;
    wp::vec_t<2, wp::float32> var_132;
    bool var_133;
    bool var_134;
    bool var_135;
    bool var_136;
    bool var_137;
    const wp::float32 var_138 = -1.56;
    const wp::float32 var_139 = 0.518;
    bool var_140;
    const wp::float32 var_141 = -1.2;
    bool var_142;
    const wp::float32 var_143 = 0.533;
    const wp::float32 var_144 = -0.541;
    wp::float32 var_145;
    const wp::int32 var_146 = 0;
    wp::float32 var_147;
    wp::float32 var_148;
    const wp::float32 var_149 = 1.0;
    wp::float32 var_150;
    wp::float32 var_151;
    wp::float32 var_152;
    wp::float32 var_153;
    wp::vec_t<2, wp::float32> var_154;
    const wp::float32 var_155 = 0.47;
    wp::vec_t<2, wp::float32> var_156;
    wp::vec_t<2, wp::float32> var_157;
    const wp::int32 var_158 = 2;
    wp::int32 var_159;
    wp::shape_t* var_160;
    const wp::int32 var_161 = 0;
    wp::int32 var_162;
    wp::shape_t var_163;
    wp::int32 var_164;
    wp::vec_t<2, wp::float32>* var_165;
    wp::vec_t<2, wp::float32> var_166;
    wp::vec_t<2, wp::float32> var_167;
    wp::float32 var_168;
    wp::vec_t<2, wp::float32> var_169;
    wp::float32 var_170;
    wp::vec_t<2, wp::float32> var_171;
    wp::float32 var_172;
    wp::vec_t<2, wp::float32> var_173;
    wp::float32 var_174;
    wp::float32 var_175;
    wp::vec_t<2, wp::float32> var_176;
    wp::float32 var_177;
    wp::float32 var_178;
    wp::float32 var_179;
    const wp::float32 var_180 = 1.0;
    wp::float32 var_181;
    wp::float32 var_182;
    bool var_183;
    const wp::int32 var_184 = 1;
    wp::int32 var_185;
    wp::shape_t* var_186;
    const wp::int32 var_187 = 0;
    wp::int32 var_188;
    wp::shape_t var_189;
    wp::int32 var_190;
    wp::float32* var_191;
    const wp::int32 var_192 = 1;
    wp::float32 var_193;
    wp::vec_t<2, wp::float32> var_194;
    wp::float32 var_195;
    wp::vec_t<2, wp::float32> var_196;
    const wp::float32 var_197 = 0.99;
    wp::vec_t<2, wp::float32> var_198;
    wp::vec_t<2, wp::float32> var_199;
    const wp::int32 var_200 = 7;
    wp::int32 var_201;
    const wp::int32 var_202 = 2;
    wp::int32 var_203;
    const wp::int32 var_204 = 1;
    bool var_205;
    wp::float32 var_206;
    wp::float32 var_207;
    wp::float32 var_208;
    const wp::float32 var_209 = 1.0;
    wp::float32 var_210;
    wp::float32 var_211;
    wp::float32 var_212;
    wp::float32 var_213;
    bool var_214;
    const wp::int32 var_215 = 2;
    wp::int32 var_216;
    const wp::int32 var_217 = 0;
    bool var_218;
    const wp::int32 var_219 = 4;
    const wp::int32 var_220 = 2;
    wp::int32 var_221;
    const wp::int32 var_222 = 0;
    bool var_223;
    wp::float32 var_224;
    wp::float32 var_225;
    wp::float32 var_226;
    wp::float32 var_227;
    wp::float32 var_228;
    wp::float32 var_229;
    const wp::int32 var_230 = 8;
    wp::int32 var_231;
    const wp::int32 var_232 = 2;
    wp::int32 var_233;
    const wp::int32 var_234 = 1;
    bool var_235;
    const wp::int32 var_236 = 5;
    wp::int32 var_237;
    wp::shape_t* var_238;
    const wp::int32 var_239 = 0;
    wp::int32 var_240;
    wp::shape_t var_241;
    wp::int32 var_242;
    wp::float32* var_243;
    const wp::float32 var_244 = 1.698;
    wp::float32 var_245;
    wp::float32 var_246;
    wp::float32 var_247;
    wp::float32 var_248;
    wp::float32 var_249;
    const wp::float32 var_250 = -0.9;
    const wp::float32 var_251 = 0.9;
    wp::float32 var_252;
    wp::float32 var_253;
    wp::float32 var_254;
    wp::float32 var_255;
    wp::float32 var_256;
    wp::float32 var_257;
    wp::float32 var_258;
    wp::float32 var_259;
    wp::float32 var_260;
    wp::float32 var_261;
    const wp::int32 var_262 = 2;
    wp::int32 var_263;
    const wp::int32 var_264 = 2;
    wp::int32 var_265;
    const wp::int32 var_266 = 0;
    bool var_267;
    const wp::float32 var_268 = 0.9;
    const wp::float32 var_269 = 0.6;
    wp::vec_t<2, wp::float32> var_270;
    wp::vec_t<2, wp::float32> var_271;
    const wp::float32 var_272 = 1.47;
    wp::vec_t<2, wp::float32> var_273;
    wp::vec_t<2, wp::float32> var_274;
    wp::vec_t<2, wp::float32> var_275;
    const wp::int32 var_276 = 0;
    wp::float32 var_277;
    const wp::int32 var_278 = 1;
    wp::float32 var_279;
    wp::float32 var_280;
    wp::float32 var_281;
    wp::float32 var_282;
    bool var_283;
    const wp::int32 var_284 = 4;
    wp::int32 var_285;
    const wp::int32 var_286 = 1;
    bool var_287;
    const wp::int32 var_288 = 2;
    wp::int32 var_289;
    const wp::int32 var_290 = 0;
    bool var_291;
    wp::float32 var_292;
    wp::float32 var_293;
    wp::float32 var_294;
    wp::float32 var_295;
    wp::float32 var_296;
    const wp::float32 var_297 = 1.08;
    wp::float32 var_298;
    wp::float32 var_299;
    wp::vec_t<2, wp::float32> var_300;
    wp::vec_t<2, wp::float32> var_301;
    const wp::float32 var_302 = 1.65;
    wp::vec_t<2, wp::float32> var_303;
    wp::vec_t<2, wp::float32> var_304;
    const wp::float32 var_305 = -1.2;
    const wp::float32 var_306 = 1.2;
    wp::float32 var_307;
    wp::float32 var_308;
    const wp::int32 var_309 = 0;
    wp::float32 var_310;
    wp::float32 var_311;
    wp::float32 var_312;
    bool var_313;
    bool var_314;
    bool var_315;
    bool var_316;
    bool var_317;
    wp::float32 var_318;
    const wp::float32 var_319 = -1.94;
    const wp::float32 var_320 = 1.11;
    wp::float32 var_321;
    wp::float32 var_322;
    wp::float32 var_323;
    const wp::float32 var_324 = -1.37;
    wp::float32 var_325;
    bool var_326;
    bool var_327;
    bool var_328;
    bool var_329;
    wp::float32 var_330;
    wp::float32 var_331;
    wp::vec_t<2, wp::float32> var_332;
    wp::vec_t<2, wp::float32> var_333;
    wp::vec_t<2, wp::float32> var_334;
    const wp::float32 var_335 = 1.24;
    wp::vec_t<2, wp::float32> var_336;
    wp::vec_t<2, wp::float32> var_337;
    const wp::int32 var_338 = 3;
    wp::int32 var_339;
    wp::shape_t* var_340;
    const wp::int32 var_341 = 0;
    wp::int32 var_342;
    wp::shape_t var_343;
    wp::int32 var_344;
    wp::float32* var_345;
    const wp::float32 var_346 = 1.549;
    wp::float32 var_347;
    const wp::float32 var_348 = 1.0;
    wp::float32 var_349;
    const wp::float32 var_350 = -2.0;
    const wp::float32 var_351 = 2.0;
    wp::float32 var_352;
    wp::float32 var_353;
    wp::float32 var_354;
    wp::float32 var_355;
    wp::vec_t<2, wp::float32> var_356;
    const wp::int32 var_357 = 1;
    wp::float32 var_358;
    wp::float32 var_359;
    wp::float32 var_360;
    wp::float32 var_361;
    wp::vec_t<2, wp::float32> var_362;
    wp::float32 var_363;
    wp::vec_t<2, wp::float32> var_364;
    wp::float32 var_365;
    wp::vec_t<2, wp::float32> var_366;
    wp::float32 var_367;
    wp::float32 var_368;
    wp::vec_t<2, wp::float32> var_369;
    wp::float32 var_370;
    wp::float32 var_371;
    wp::float32 var_372;
    bool var_373;
    bool var_374;
    bool var_375;
    const wp::float32 var_376 = -0.647;
    const wp::float32 var_377 = -0.91;
    wp::vec_t<2, wp::float32> var_378;
    wp::vec_t<2, wp::float32> var_379;
    const wp::float32 var_380 = 0.84;
    wp::vec_t<2, wp::float32> var_381;
    wp::vec_t<2, wp::float32> var_382;
    wp::float32 var_383;
    wp::float32 var_384;
    wp::float32 var_385;
    wp::float32 var_386;
    wp::float32 var_387;
    wp::float32 var_388;
    wp::vec_t<2, wp::float32> var_389;
    bool var_390;
    bool var_391;
    bool var_392;
    bool var_393;
    const wp::float32 var_394 = 0.1;
    bool var_395;
    wp::vec_t<2, wp::float32> var_396;
    wp::vec_t<2, wp::float32> var_397;
    wp::vec_t<2, wp::float32> var_398;
    wp::vec_t<2, wp::float32> var_399;
    const wp::float32 var_400 = 1.98;
    wp::vec_t<2, wp::float32> var_401;
    wp::vec_t<2, wp::float32> var_402;
    const wp::float32 var_403 = -0.117;
    wp::float32 var_404;
    wp::float32 var_405;
    wp::float32 var_406;
    wp::float32 var_407;
    wp::vec_t<2, wp::float32> var_408;
    wp::vec_t<2, wp::float32> var_409;
    wp::vec_t<2, wp::float32> var_410;
    wp::float32 var_411;
    wp::float32 var_412;
    wp::float32 var_413;
    const wp::float32 var_414 = 1.0;
    wp::float32 var_415;
    wp::vec_t<2, wp::float32> var_416;
    wp::vec_t<2, wp::float32> var_417;
    wp::float32 var_418;
    wp::float32 var_419;
    wp::vec_t<2, wp::float32> var_420;
    wp::float32 var_421;
    wp::float32 var_422;
    wp::vec_t<2, wp::float32> var_423;
    wp::float32 var_424;
    const wp::float32 var_425 = -3.0;
    const wp::float32 var_426 = 3.0;
    wp::float32 var_427;
    wp::float32 var_428;
    bool var_429;
    const wp::float32 var_430 = -1.607;
    const wp::float32 var_431 = -0.584;
    wp::vec_t<2, wp::float32> var_432;
    wp::float32 var_433;
    const wp::float32 var_434 = 1.0;
    wp::float32 var_435;
    wp::vec_t<2, wp::float32> var_436;
    wp::vec_t<2, wp::float32> var_437;
    wp::vec_t<2, wp::float32> var_438;
    wp::vec_t<2, wp::float32> var_439;
    const wp::float32 var_440 = 0.98;
    wp::vec_t<2, wp::float32> var_441;
    wp::vec_t<2, wp::float32> var_442;
    wp::float32 var_443;
    const wp::float32 var_444 = 0.2;
    const wp::float32 var_445 = 1.8;
    wp::float32 var_446;
    wp::float32 var_447;
    bool var_448;
    wp::float32 var_449;
    wp::float32 var_450;
    bool var_451;
    bool var_452;
    const wp::int32 var_453 = 7;
    const wp::int32 var_454 = 2;
    wp::int32 var_455;
    const wp::int32 var_456 = 1;
    bool var_457;
    const wp::float32 var_458 = 0.659;
    wp::float32 var_459;
    wp::float32 var_460;
    const wp::float32 var_461 = 1.0;
    wp::float32 var_462;
    wp::float32 var_463;
    wp::float32 var_464;
    const wp::float32 var_465 = 1.29;
    wp::float32 var_466;
    wp::float32 var_467;
    bool var_468;
    const wp::int32 var_469 = 4;
    wp::int32 var_470;
    const wp::int32 var_471 = 1;
    bool var_472;
    bool var_473;
    bool var_474;
    wp::float32 var_475;
    const wp::float32 var_476 = -0.8;
    const wp::float32 var_477 = 0.8;
    wp::float32 var_478;
    wp::float32 var_479;
    wp::float32 var_480;
    wp::float32 var_481;
    wp::float32 var_482;
    const wp::float32 var_483 = -0.7;
    wp::vec_t<2, wp::float32> var_484;
    wp::float32 var_485;
    const wp::float32 var_486 = -0.8;
    const wp::float32 var_487 = 0.8;
    wp::float32 var_488;
    wp::float32 var_489;
    wp::float32 var_490;
    const wp::int32 var_491 = 2;
    wp::float32 var_492;
    wp::float32 var_493;
    wp::float32 var_494;
    const wp::int32 var_495 = 4;
    wp::int32 var_496;
    const wp::int32 var_497 = 4;
    wp::int32 var_498;
    const wp::int32 var_499 = 1;
    bool var_500;
    wp::float32 var_501;
    wp::float32 var_502;
    wp::float32 var_503;
    wp::float32 var_504;
    wp::float32 var_505;
    wp::float32 var_506;
    wp::float32 var_507;
    wp::float32 var_508;
    wp::float32 var_509;
    const wp::float32 var_510 = 1.54;
    wp::float32 var_511;
    wp::float32 var_512;
    const wp::int32 var_513 = 1;
    wp::float32 var_514;
    const wp::float32 var_515 = -4.0;
    const wp::float32 var_516 = 2.0;
    wp::float32 var_517;
    wp::float32 var_518;
    wp::float32 var_519;
    wp::float32 var_520;
    wp::float32 var_521;
    wp::float32 var_522;
    wp::float32 var_523;
    wp::float32 var_524;
    wp::float32 var_525;
    wp::float32 var_526;
    wp::float32 var_527;
    wp::float32 var_528;
    const wp::float32 var_529 = -0.62;
    const wp::float32 var_530 = 0.96;
    wp::float32 var_531;
    wp::float32 var_532;
    wp::float32 var_533;
    wp::float32 var_534;
    wp::float32 var_535;
    const wp::int32 var_536 = 4;
    wp::int32 var_537;
    const wp::int32 var_538 = 1;
    bool var_539;
    const wp::float32 var_540 = -1.989;
    bool var_541;
    wp::float32 var_542;
    wp::float32 var_543;
    wp::float32 var_544;
    wp::float32 var_545;
    bool var_546;
    const wp::int32 var_547 = 2;
    wp::int32 var_548;
    const wp::int32 var_549 = 1;
    bool var_550;
    bool var_551;
    wp::vec_t<2, wp::float32> var_552;
    const wp::int32 var_553 = 0;
    wp::float32 var_554;
    wp::float32 var_555;
    wp::float32 var_556;
    wp::vec_t<2, wp::float32> var_557;
    wp::float32 var_558;
    wp::vec_t<2, wp::float32> var_559;
    const wp::float32 var_560 = 1.5;
    const wp::float32 var_561 = -2.0;
    wp::vec_t<2, wp::float32> var_562;
    wp::vec_t<2, wp::float32> var_563;
    const wp::float32 var_564 = -1.692;
    bool var_565;
    wp::float32 var_566;
    wp::float32 var_567;
    wp::float32 var_568;
    wp::float32 var_569;
    wp::vec_t<2, wp::float32> var_570;
    wp::float32 var_571;
    wp::float32 var_572;
    wp::float32 var_573;
    wp::float32 var_574;
    wp::float32 var_575;
    wp::float32 var_576;
    wp::float32 var_577;
    bool var_578;
    const wp::int32 var_579 = 2;
    wp::int32 var_580;
    const wp::int32 var_581 = 0;
    bool var_582;
    const wp::int32 var_583 = 2;
    wp::int32 var_584;
    const wp::int32 var_585 = 1;
    bool var_586;
    const wp::float32 var_587 = -0.6;
    const wp::float32 var_588 = -0.7;
    wp::vec_t<2, wp::float32> var_589;
    wp::vec_t<2, wp::float32> var_590;
    wp::vec_t<2, wp::float32> var_591;
    wp::vec_t<2, wp::float32> var_592;
    const wp::float32 var_593 = 1.5;
    wp::vec_t<2, wp::float32> var_594;
    wp::vec_t<2, wp::float32> var_595;
    wp::vec_t<2, wp::float32> var_596;
    wp::float32 var_597;
    wp::vec_t<2, wp::float32> var_598;
    wp::float32 var_599;
    wp::float32 var_600;
    wp::vec_t<2, wp::float32> var_601;
    wp::float32 var_602;
    wp::float32 var_603;
    const wp::float32 var_604 = 1.0;
    wp::float32 var_605;
    const wp::float32 var_606 = -2.0;
    const wp::float32 var_607 = 2.0;
    wp::float32 var_608;
    wp::float32 var_609;
    bool var_610;
    wp::vec_t<2, wp::float32> var_611;
    const wp::float32 var_612 = 0.246;
    const wp::float32 var_613 = -0.19;
    wp::vec_t<2, wp::float32> var_614;
    wp::vec_t<2, wp::float32> var_615;
    wp::float32 var_616;
    wp::float32 var_617;
    wp::float32 var_618;
    wp::float32 var_619;
    wp::float32 var_620;
    wp::float32 var_621;
    const wp::float32 var_622 = 1.747;
    bool var_623;
    const wp::int32 var_624 = 2;
    wp::int32 var_625;
    wp::shape_t* var_626;
    const wp::int32 var_627 = 0;
    wp::int32 var_628;
    wp::shape_t var_629;
    wp::int32 var_630;
    wp::float32* var_631;
    wp::float32 var_632;
    wp::float32 var_633;
    wp::float32 var_634;
    wp::float32 var_635;
    wp::float32 var_636;
    const wp::float32 var_637 = 0.5;
    wp::float32 var_638;
    wp::float32 var_639;
    wp::float32 var_640;
    const wp::int32 var_641 = 1;
    wp::float32 var_642;
    wp::vec_t<2, wp::float32> var_643;
    bool var_644;
    wp::float32 var_645;
    const wp::float32 var_646 = 0.6;
    wp::float32 var_647;
    const wp::float32 var_648 = 1.0;
    wp::float32 var_649;
    wp::float32 var_650;
    wp::vec_t<2, wp::float32> var_651;
    wp::vec_t<2, wp::float32> var_652;
    const wp::float32 var_653 = 0.87;
    wp::vec_t<2, wp::float32> var_654;
    wp::vec_t<2, wp::float32> var_655;
    const wp::float32 var_656 = 0.2;
    const wp::float32 var_657 = 1.8;
    wp::float32 var_658;
    wp::float32 var_659;
    wp::float32 var_660;
    wp::vec_t<2, wp::float32> var_661;
    const wp::float32 var_662 = 1.67;
    wp::vec_t<2, wp::float32> var_663;
    wp::vec_t<2, wp::float32> var_664;
    const wp::float32 var_665 = 0.135;
    wp::float32 var_666;
    const wp::float32 var_667 = 0.2;
    wp::float32 var_668;
    wp::float32 var_669;
    wp::float32 var_670;
    wp::float32 var_671;
    wp::vec_t<2, wp::float32> var_672;
    wp::float32 var_673;
    wp::float32 var_674;
    wp::vec_t<2, wp::float32> var_675;
    wp::float32 var_676;
    const wp::float32 var_677 = 0.3;
    const wp::float32 var_678 = 0.748;
    wp::vec_t<2, wp::float32> var_679;
    wp::float32 var_680;
    bool var_681;
    wp::vec_t<2, wp::float32> var_682;
    const wp::float32 var_683 = 0.81;
    wp::vec_t<2, wp::float32> var_684;
    wp::vec_t<2, wp::float32> var_685;
    wp::float32 var_686;
    wp::float32 var_687;
    const wp::float32 var_688 = -1.61;
    const wp::float32 var_689 = 0.94;
    wp::float32 var_690;
    wp::vec_t<2, wp::float32> var_691;
    wp::vec_t<2, wp::float32> var_692;
    wp::vec_t<2, wp::float32> var_693;
    wp::float32 var_694;
    const wp::float32 var_695 = 1.0;
    wp::float32 var_696;
    wp::float32 var_697;
    const wp::int32 var_698 = 0;
    wp::float32 var_699;
    wp::float32 var_700;
    wp::vec_t<2, wp::float32> var_701;
    wp::vec_t<2, wp::float32> var_702;
    wp::float32 var_703;
    wp::vec_t<2, wp::float32> var_704;
    wp::float32 var_705;
    wp::float32 var_706;
    wp::vec_t<2, wp::float32> var_707;
    wp::float32 var_708;
    wp::int32 var_709;
    const wp::int32 var_710 = 2;
    wp::int32 var_711;
    const wp::int32 var_712 = 1;
    bool var_713;
    wp::vec_t<2, wp::float32> var_714;
    wp::vec_t<2, wp::float32> var_715;
    const wp::float32 var_716 = 1.83;
    wp::vec_t<2, wp::float32> var_717;
    wp::vec_t<2, wp::float32> var_718;
    wp::float32 var_719;
    wp::float32 var_720;
    wp::vec_t<2, wp::float32> var_721;
    wp::float32 var_722;
    const wp::float32 var_723 = 1.0;
    wp::float32 var_724;
    wp::float32 var_725;
    wp::vec_t<2, wp::float32> var_726;
    const wp::float32 var_727 = -0.2;
    const wp::float32 var_728 = 2.0;
    wp::vec_t<2, wp::float32> var_729;
    wp::vec_t<2, wp::float32> var_730;
    bool var_731;
    const wp::int32 var_732 = 4;
    wp::int32 var_733;
    const wp::int32 var_734 = 0;
    bool var_735;
    bool var_736;
    bool var_737;
    bool var_738;
    const wp::float32 var_739 = -0.4;
    wp::vec_t<2, wp::float32> var_740;
    wp::vec_t<2, wp::float32> var_741;
    wp::vec_t<2, wp::float32> var_742;
    wp::vec_t<2, wp::float32> var_743;
    const wp::float32 var_744 = 1.57;
    wp::vec_t<2, wp::float32> var_745;
    wp::vec_t<2, wp::float32> var_746;
    const wp::int32 var_747 = 1;
    wp::float32 var_748;
    const wp::float32 var_749 = 0.2;
    wp::float32 var_750;
    const wp::float32 var_751 = 1.0;
    wp::float32 var_752;
    wp::float32 var_753;
    bool var_754;
    const wp::int32 var_755 = 1;
    wp::float32 var_756;
    const wp::float32 var_757 = 0.332;
    wp::float32 var_758;
    wp::float32 var_759;
    wp::float32 var_760;
    wp::float32 var_761;
    wp::float32 var_762;
    bool var_763;
    wp::float32 var_764;
    wp::float32 var_765;
    wp::float32 var_766;
    wp::float32 var_767;
    const wp::float32 var_768 = 1.1;
    const wp::float32 var_769 = 0.519;
    wp::vec_t<2, wp::float32> var_770;
    wp::vec_t<2, wp::float32> var_771;
    const wp::float32 var_772 = 0.95;
    wp::vec_t<2, wp::float32> var_773;
    wp::vec_t<2, wp::float32> var_774;
    wp::float32 var_775;
    wp::vec_t<2, wp::float32> var_776;
    wp::float32 var_777;
    wp::vec_t<2, wp::float32> var_778;
    wp::float32 var_779;
    wp::vec_t<2, wp::float32> var_780;
    wp::float32 var_781;
    wp::vec_t<2, wp::float32> var_782;
    wp::float32 var_783;
    wp::float32 var_784;
    wp::vec_t<2, wp::float32> var_785;
    wp::float32 var_786;
    wp::float32 var_787;
    const wp::int32 var_788 = 1;
    wp::float32 var_789;
    bool var_790;
    wp::vec_t<2, wp::float32> var_791;
    wp::float32 var_792;
    wp::float32 var_793;
    wp::float32 var_794;
    const wp::int32 var_795 = 4;
    wp::int32 var_796;
    wp::shape_t* var_797;
    const wp::int32 var_798 = 0;
    wp::int32 var_799;
    wp::shape_t var_800;
    wp::int32 var_801;
    wp::float32* var_802;
    wp::float32 var_803;
    wp::float32 var_804;
    wp::float32 var_805;
    wp::float32 var_806;
    bool var_807;
    wp::vec_t<2, wp::float32> var_808;
    const wp::float32 var_809 = 0.82;
    wp::vec_t<2, wp::float32> var_810;
    wp::vec_t<2, wp::float32> var_811;
    const wp::float32 var_812 = -1.8;
    wp::float32 var_813;
    const wp::float32 var_814 = -0.6;
    wp::float32 var_815;
    bool var_816;
    const wp::int32 var_817 = 3;
    wp::int32 var_818;
    wp::shape_t* var_819;
    const wp::int32 var_820 = 0;
    wp::int32 var_821;
    wp::shape_t var_822;
    wp::int32 var_823;
    wp::vec_t<2, wp::float32>* var_824;
    wp::float32 var_825;
    wp::vec_t<2, wp::float32> var_826;
    wp::float32 var_827;
    wp::float32 var_828;
    const wp::int32 var_829 = 0;
    wp::float32 var_830;
    wp::float32 var_831;
    bool var_832;
    const wp::float32 var_833 = -0.522;
    wp::float32 var_834;
    wp::float32 var_835;
    wp::vec_t<2, wp::float32> var_836;
    const wp::float32 var_837 = -1.93;
    const wp::float32 var_838 = 0.5;
    wp::vec_t<2, wp::float32> var_839;
    wp::vec_t<2, wp::float32> var_840;
    wp::vec_t<2, wp::float32> var_841;
    const wp::float32 var_842 = 0.63;
    wp::vec_t<2, wp::float32> var_843;
    wp::vec_t<2, wp::float32> var_844;
    const wp::float32 var_845 = 0.942;
    wp::float32 var_846;
    wp::float32 var_847;
    wp::float32 var_848;
    wp::float32 var_849;
    wp::float32 var_850;
    wp::vec_t<2, wp::float32> var_851;
    wp::float32 var_852;
    bool var_853;
    const wp::int32 var_854 = 2;
    wp::int32 var_855;
    const wp::int32 var_856 = 1;
    bool var_857;
    bool var_858;
    bool var_859;
    bool var_860;
    wp::vec_t<2, wp::float32> var_861;
    const wp::float32 var_862 = 1.94;
    wp::vec_t<2, wp::float32> var_863;
    wp::vec_t<2, wp::float32> var_864;
    bool var_865;
    const wp::float32 var_866 = -1.161;
    wp::vec_t<2, wp::float32> var_867;
    const wp::int32 var_868 = 0;
    wp::float32 var_869;
    const wp::float32 var_870 = 0.81;
    wp::float32 var_871;
    wp::float32 var_872;
    wp::float32 var_873;
    wp::vec_t<2, wp::float32> var_874;
    wp::float32 var_875;
    wp::float32 var_876;
    wp::float32 var_877;
    wp::float32 var_878;
    wp::float32 var_879;
    wp::float32 var_880;
    wp::float32 var_881;
    wp::float32 var_882;
    wp::float32 var_883;
    wp::float32 var_884;
    wp::float32 var_885;
    const wp::int32 var_886 = 8;
    wp::int32 var_887;
    const wp::int32 var_888 = 3;
    wp::int32 var_889;
    const wp::int32 var_890 = 1;
    bool var_891;
    wp::float32 var_892;
    wp::float32 var_893;
    wp::float32 var_894;
    const wp::int32 var_895 = 1;
    wp::float32 var_896;
    bool var_897;
    bool var_898;
    wp::float32 var_899;
    const wp::float32 var_900 = -0.8;
    const wp::float32 var_901 = 0.8;
    wp::float32 var_902;
    wp::float32 var_903;
    wp::float32 var_904;
    wp::float32 var_905;
    wp::vec_t<2, wp::float32> var_906;
    const wp::float32 var_907 = -0.515;
    wp::float32 var_908;
    const wp::float32 var_909 = -0.8;
    const wp::float32 var_910 = 0.8;
    wp::float32 var_911;
    wp::float32 var_912;
    wp::float32 var_913;
    const wp::float32 var_914 = 1.0;
    wp::float32 var_915;
    wp::float32 var_916;
    wp::float32 var_917;
    wp::float32 var_918;
    bool var_919;
    const wp::float32 var_920 = -0.78;
    bool var_921;
    bool var_922;
    wp::vec_t<2, wp::float32> var_923;
    const wp::float32 var_924 = 1.88;
    wp::vec_t<2, wp::float32> var_925;
    wp::vec_t<2, wp::float32> var_926;
    wp::float32 var_927;
    const wp::float32 var_928 = 1.0;
    wp::float32 var_929;
    wp::float32 var_930;
    const wp::float32 var_931 = -1.94;
    const wp::float32 var_932 = 0.95;
    wp::float32 var_933;
    wp::float32 var_934;
    wp::float32 var_935;
    wp::float32 var_936;
    wp::float32 var_937;
    wp::float32 var_938;
    wp::vec_t<2, wp::float32> var_939;
    wp::float32 var_940;
    wp::vec_t<2, wp::float32> var_941;
    wp::float32 var_942;
    wp::vec_t<2, wp::float32> var_943;
    wp::float32 var_944;
    wp::float32 var_945;
    const wp::float32 var_946 = 1.0;
    wp::float32 var_947;
    wp::vec_t<2, wp::float32> var_948;
    wp::vec_t<2, wp::float32> var_949;
    const wp::float32 var_950 = 1.01;
    wp::vec_t<2, wp::float32> var_951;
    wp::vec_t<2, wp::float32> var_952;
    wp::float32 var_953;
    wp::float32 var_954;
    bool var_955;
    wp::float32 var_956;
    wp::float32 var_957;
    wp::vec_t<2, wp::float32> var_958;
    const wp::float32 var_959 = -0.9;
    wp::float32 var_960;
    wp::vec_t<2, wp::float32> var_961;
    const wp::int32 var_962 = 1;
    wp::int32 var_963;
    wp::shape_t* var_964;
    const wp::int32 var_965 = 0;
    wp::int32 var_966;
    wp::shape_t var_967;
    wp::int32 var_968;
    wp::float32* var_969;
    wp::vec_t<2, wp::float32> var_970;
    wp::float32 var_971;
    const wp::float32 var_972 = -0.6;
    wp::float32 var_973;
    const wp::float32 var_974 = 0.36;
    wp::float32 var_975;
    wp::float32 var_976;
    wp::float32 var_977;
    const wp::int32 var_978 = 5;
    wp::int32 var_979;
    wp::shape_t* var_980;
    const wp::int32 var_981 = 0;
    wp::int32 var_982;
    wp::shape_t var_983;
    wp::int32 var_984;
    wp::float32* var_985;
    wp::float32 var_986;
    wp::float32 var_987;
    wp::float32 var_988;
    wp::vec_t<2, wp::float32> var_989;
    wp::float32 var_990;
    wp::float32 var_991;
    wp::vec_t<2, wp::float32> var_992;
    wp::float32 var_993;
    wp::float32 var_994;
    wp::vec_t<2, wp::float32> var_995;
    wp::float32 var_996;
    const wp::float32 var_997 = 1.76;
    wp::float32 var_998;
    bool var_999;
    wp::float32 var_1000;
    wp::float32 var_1001;
    wp::float32 var_1002;
    const wp::float32 var_1003 = -1.72;
    bool var_1004;
    wp::float32 var_1005;
    wp::float32 var_1006;
    wp::float32 var_1007;
    wp::float32 var_1008;
    wp::float32 var_1009;
    wp::vec_t<2, wp::float32> var_1010;
    wp::float32 var_1011;
    wp::float32 var_1012;
    wp::float32 var_1013;
    const wp::int32 var_1014 = 1;
    wp::int32 var_1015;
    wp::shape_t* var_1016;
    const wp::int32 var_1017 = 0;
    wp::int32 var_1018;
    wp::shape_t var_1019;
    wp::int32 var_1020;
    wp::float32* var_1021;
    wp::float32 var_1022;
    wp::float32 var_1023;
    const wp::float32 var_1024 = 1.71;
    wp::float32 var_1025;
    wp::float32 var_1026;
    const wp::int32 var_1027 = 3;
    wp::int32 var_1028;
    wp::shape_t* var_1029;
    const wp::int32 var_1030 = 0;
    wp::int32 var_1031;
    wp::shape_t var_1032;
    wp::int32 var_1033;
    wp::vec_t<2, wp::float32>* var_1034;
    const wp::float32 var_1035 = 0.31;
    wp::vec_t<2, wp::float32> var_1036;
    wp::vec_t<2, wp::float32> var_1037;
    wp::vec_t<2, wp::float32> var_1038;
    //---------
    // forward
    // def multi_conditional_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=wp.vec2)):       <L 5>
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
    // v2 = x2[tid]                                                                           <L 9>
    var_7 = wp::address(var_x2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // if ((v2 >= v0) and (v0 <= v0)) or (not (v2 < v0 or v0 < v0)):                          <L 10>
    var_12 = (var_8 >= var_2);
    var_11 = var_12;
    if (var_11) {
        var_13 = (var_2 <= var_2);
        var_11 = var_11 && var_13;
    }
    var_10 = var_11;
    if (!var_10) {
        var_15 = (var_8 < var_2);
        var_14 = var_15;
        if (!var_14) {
            var_16 = (var_2 < var_2);
            var_14 = var_14 || var_16;
        }
        var_17 = wp::unot(var_14);
        var_10 = var_10 || var_17;
    }
    if (var_10) {
        // v2 = v2 + wp.tanh(wp.round((v2 * 0.949)))                                          <L 11>
        var_19 = wp::mul(var_8, var_18);
        var_20 = wp::round(var_19);
        var_21 = wp::tanh(var_20);
        var_22 = wp::add(var_8, var_21);
        // if (-1.0 >= v0) and (((-5)) % 2 == 0):                                             <L 12>
        var_25 = (var_24 >= var_2);
        var_23 = var_25;
        if (var_23) {
            var_28 = wp::mod(var_26, var_27);
            var_30 = (var_28 == var_29);
            var_23 = var_23 && var_30;
        }
        if (var_23) {
            // v0 = v0 + wp.sin(wp.atan2(v1.y, wp.abs((v0 + v2)) + 0.5))                      <L 13>
            var_32 = wp::extract(var_5, var_31);
            var_33 = wp::add(var_2, var_22);
            var_34 = wp::abs(var_33);
            var_36 = wp::add(var_34, var_35);
            var_37 = wp::atan2(var_32, var_36);
            var_38 = wp::sin(var_37);
            var_39 = wp::add(var_2, var_38);
            // if not (v2 <= v2 or not (-1.5 > v2 and v2 < v0)):                              <L 14>
            var_41 = (var_22 <= var_22);
            var_40 = var_41;
            if (!var_40) {
                var_44 = (var_43 > var_22);
                var_42 = var_44;
                if (var_42) {
                    var_45 = (var_22 < var_39);
                    var_42 = var_42 && var_45;
                }
                var_46 = wp::unot(var_42);
                var_40 = var_40 || var_46;
            }
            var_47 = wp::unot(var_40);
            if (var_47) {
                // v1 = v1 + wp.normalize((wp.dot(v1, v1) * (v1 / (wp.abs(0.7) + 1.0)))) * 0.48       <L 15>
                var_48 = wp::dot(var_5, var_5);
                var_50 = wp::abs(var_49);
                var_52 = wp::add(var_50, var_51);
                var_53 = wp::div(var_5, var_52);
                var_54 = wp::mul(var_48, var_53);
                var_55 = wp::normalize(var_54);
                var_57 = wp::mul(var_55, var_56);
                var_58 = wp::add(var_5, var_57);
            }
            if (!var_47) {
                // elif wp.clamp(v0, -0.3, 1.2) >= (-1.4 - v2):                               <L 16>
                var_61 = wp::clamp(var_39, var_59, var_60);
                var_63 = wp::sub(var_62, var_22);
                var_64 = (var_61 >= var_63);
                if (var_64) {
                    // v1 = v1 + wp.normalize(x1[(tid + 4) % x1.shape[0]]) * 1.48             <L 17>
                    var_66 = wp::add(var_0, var_65);
                    var_67 = &(var_x1.shape);
                    var_70 = wp::load(var_67);
                    var_69 = wp::extract(var_70, var_68);
                    var_71 = wp::mod(var_66, var_69);
                    var_72 = wp::address(var_x1, var_71);
                    var_74 = wp::load(var_72);
                    var_73 = wp::normalize(var_74);
                    var_76 = wp::mul(var_73, var_75);
                    var_77 = wp::add(var_5, var_76);
                    // v3 = v2                                                                <L 18>
                    var_78 = wp::copy(var_22);
                }
                if (!var_64) {
                    // v0 -= wp.tanh((wp.where(v0 <= v2, v0, v2) + (v0 + v0))) * 0.68         <L 20>
                    var_79 = (var_39 <= var_22);
                    var_80 = wp::where(var_79, var_39, var_22);
                    var_81 = wp::add(var_39, var_39);
                    var_82 = wp::add(var_80, var_81);
                    var_83 = wp::tanh(var_82);
                    var_85 = wp::mul(var_83, var_84);
                    var_86 = wp::sub(var_39, var_85);
                }
                var_87 = wp::where(var_64, var_39, var_86);
                var_88 = wp::where(var_64, var_77, var_5);
            }
            var_89 = wp::where(var_47, var_39, var_87);
            var_90 = wp::where(var_47, var_58, var_88);
        }
        if (!var_23) {
            // elif (v2 <= v0) or ((tid) % 4 == 1):                                           <L 21>
            var_92 = (var_22 <= var_2);
            var_91 = var_92;
            if (!var_91) {
                var_94 = wp::mod(var_0, var_93);
                var_96 = (var_94 == var_95);
                var_91 = var_91 || var_96;
            }
            if (var_91) {
                // v2 = v2 + wp.cos(x2[(tid + 1) % x2.shape[0]])                              <L 22>
                var_98 = wp::add(var_0, var_97);
                var_99 = &(var_x2.shape);
                var_102 = wp::load(var_99);
                var_101 = wp::extract(var_102, var_100);
                var_103 = wp::mod(var_98, var_101);
                var_104 = wp::address(var_x2, var_103);
                var_106 = wp::load(var_104);
                var_105 = wp::cos(var_106);
                var_107 = wp::add(var_22, var_105);
            }
            if (!var_91) {
                // elif (v2 + v0) < 1.58:                                                     <L 23>
                var_108 = wp::add(var_22, var_2);
                var_110 = (var_108 < var_109);
                if (var_110) {
                    // v0 += wp.tanh(v2)                                                      <L 24>
                    var_111 = wp::tanh(var_22);
                    var_112 = wp::add(var_2, var_111);
                }
                if (!var_110) {
                    // v1 += wp.normalize(x1[(tid + 1) % x1.shape[0]]) * 1.94                 <L 26>
                    var_114 = wp::add(var_0, var_113);
                    var_115 = &(var_x1.shape);
                    var_118 = wp::load(var_115);
                    var_117 = wp::extract(var_118, var_116);
                    var_119 = wp::mod(var_114, var_117);
                    var_120 = wp::address(var_x1, var_119);
                    var_122 = wp::load(var_120);
                    var_121 = wp::normalize(var_122);
                    var_124 = wp::mul(var_121, var_123);
                    var_125 = wp::add(var_5, var_124);
                    // if wp.sign(v0) < (v0 - v2):                                            <L 27>
                    var_126 = wp::sign(var_2);
                    var_127 = wp::sub(var_2, var_22);
                    var_128 = (var_126 < var_127);
                    if (var_128) {
                        // v1 += wp.normalize(v1) * 0.95                                      <L 28>
                        var_129 = wp::normalize(var_125);
                        var_131 = wp::mul(var_129, var_130);
                        var_132 = wp::add(var_125, var_131);
                        // v4 = wp.where(((v2 < v2) or (v2 > v2)) and ((-1.56 >= 0.518) and (v2 <= -1.2)), 0.533, -0.541)       <L 29>
                        var_135 = (var_22 < var_22);
                        var_134 = var_135;
                        if (!var_134) {
                            var_136 = (var_22 > var_22);
                            var_134 = var_134 || var_136;
                        }
                        var_133 = var_134;
                        if (var_133) {
                            var_140 = (var_138 >= var_139);
                            var_137 = var_140;
                            if (var_137) {
                                var_142 = (var_22 <= var_141);
                                var_137 = var_137 && var_142;
                            }
                            var_133 = var_133 && var_137;
                        }
                        var_145 = wp::where(var_133, var_143, var_144);
                    }
                    if (!var_128) {
                        // v0 = v0 + wp.sin((v0 / (wp.abs(v1[0]) + 1.0)))                     <L 31>
                        var_147 = wp::extract(var_125, var_146);
                        var_148 = wp::abs(var_147);
                        var_150 = wp::add(var_148, var_149);
                        var_151 = wp::div(var_2, var_150);
                        var_152 = wp::sin(var_151);
                        var_153 = wp::add(var_2, var_152);
                        // v1 += wp.normalize(v1) * 0.47                                      <L 32>
                        var_154 = wp::normalize(var_125);
                        var_156 = wp::mul(var_154, var_155);
                        var_157 = wp::add(var_125, var_156);
                        // v5 = (v1 + x1[(tid + 2) % x1.shape[0]])                            <L 33>
                        var_159 = wp::add(var_0, var_158);
                        var_160 = &(var_x1.shape);
                        var_163 = wp::load(var_160);
                        var_162 = wp::extract(var_163, var_161);
                        var_164 = wp::mod(var_159, var_162);
                        var_165 = wp::address(var_x1, var_164);
                        var_167 = wp::load(var_165);
                        var_166 = wp::add(var_157, var_167);
                    }
                    var_168 = wp::where(var_128, var_2, var_153);
                    var_169 = wp::where(var_128, var_132, var_157);
                }
                var_170 = wp::where(var_110, var_112, var_168);
                var_171 = wp::where(var_110, var_5, var_169);
            }
            var_172 = wp::where(var_91, var_2, var_170);
            var_173 = wp::where(var_91, var_5, var_171);
            var_174 = wp::where(var_91, var_107, var_22);
        }
        var_175 = wp::where(var_23, var_89, var_172);
        var_176 = wp::where(var_23, var_90, var_173);
        var_177 = wp::where(var_23, var_22, var_174);
        // v6 = v0                                                                            <L 34>
        var_178 = wp::copy(var_175);
    }
    if (!var_10) {
        // elif v0 < wp.mod(v2, wp.abs(v0) + 1.0):                                            <L 35>
        var_179 = wp::abs(var_2);
        var_181 = wp::add(var_179, var_180);
        var_182 = wp::mod(var_8, var_181);
        var_183 = (var_2 < var_182);
        if (var_183) {
            // v1 += wp.normalize(wp.vec2(x2[(tid + 1) % x2.shape[0]], v1[1])) * 0.99         <L 36>
            var_185 = wp::add(var_0, var_184);
            var_186 = &(var_x2.shape);
            var_189 = wp::load(var_186);
            var_188 = wp::extract(var_189, var_187);
            var_190 = wp::mod(var_185, var_188);
            var_191 = wp::address(var_x2, var_190);
            var_193 = wp::extract(var_5, var_192);
            var_195 = wp::load(var_191);
            var_194 = wp::vec_t<2, wp::float32>(var_195, var_193);
            var_196 = wp::normalize(var_194);
            var_198 = wp::mul(var_196, var_197);
            var_199 = wp::add(var_5, var_198);
            // if ((tid % 7)) % 2 == 1:                                                       <L 37>
            var_201 = wp::mod(var_0, var_200);
            var_203 = wp::mod(var_201, var_202);
            var_205 = (var_203 == var_204);
            if (var_205) {
                // v0 = v0 + wp.sin((wp.cbrt(v0) / (wp.abs(wp.length_sq(v1)) + 1.0)))         <L 38>
                var_206 = wp::cbrt(var_2);
                var_207 = wp::length_sq(var_199);
                var_208 = wp::abs(var_207);
                var_210 = wp::add(var_208, var_209);
                var_211 = wp::div(var_206, var_210);
                var_212 = wp::sin(var_211);
                var_213 = wp::add(var_2, var_212);
                // if ((tid) % 2 == 0) or ((4) % 2 == 0):                                     <L 39>
                var_216 = wp::mod(var_0, var_215);
                var_218 = (var_216 == var_217);
                var_214 = var_218;
                if (!var_214) {
                    var_221 = wp::mod(var_219, var_220);
                    var_223 = (var_221 == var_222);
                    var_214 = var_214 || var_223;
                }
                if (var_214) {
                    // v0 += wp.tanh(v2)                                                      <L 40>
                    var_224 = wp::tanh(var_8);
                    var_225 = wp::add(var_213, var_224);
                    // v0 = v0 + wp.cos(v2)                                                   <L 41>
                    var_226 = wp::cos(var_8);
                    var_227 = wp::add(var_225, var_226);
                    // v2 += wp.cos(v2)                                                       <L 42>
                    var_228 = wp::cos(var_8);
                    var_229 = wp::add(var_8, var_228);
                }
                if (!var_214) {
                    // elif ((tid % 8)) % 2 == 1:                                             <L 43>
                    var_231 = wp::mod(var_0, var_230);
                    var_233 = wp::mod(var_231, var_232);
                    var_235 = (var_233 == var_234);
                    if (var_235) {
                        // v2 = v2 + wp.sin((x0[(tid + 5) % x0.shape[0]] + (v2 * 1.698)))       <L 44>
                        var_237 = wp::add(var_0, var_236);
                        var_238 = &(var_x0.shape);
                        var_241 = wp::load(var_238);
                        var_240 = wp::extract(var_241, var_239);
                        var_242 = wp::mod(var_237, var_240);
                        var_243 = wp::address(var_x0, var_242);
                        var_245 = wp::mul(var_8, var_244);
                        var_247 = wp::load(var_243);
                        var_246 = wp::add(var_247, var_245);
                        var_248 = wp::sin(var_246);
                        var_249 = wp::add(var_8, var_248);
                        // v0 = v0 + wp.cos(wp.asin(wp.clamp(v0, -0.9, 0.9)))                 <L 45>
                        var_252 = wp::clamp(var_213, var_250, var_251);
                        var_253 = wp::asin(var_252);
                        var_254 = wp::cos(var_253);
                        var_255 = wp::add(var_213, var_254);
                    }
                    if (!var_235) {
                        // v0 += wp.tanh(v2)                                                  <L 47>
                        var_256 = wp::tanh(var_8);
                        var_257 = wp::add(var_213, var_256);
                    }
                    var_258 = wp::where(var_235, var_255, var_257);
                    var_259 = wp::where(var_235, var_249, var_8);
                }
                var_260 = wp::where(var_214, var_227, var_258);
                var_261 = wp::where(var_214, var_229, var_259);
                // if ((tid % 2)) % 2 == 0:                                                   <L 48>
                var_263 = wp::mod(var_0, var_262);
                var_265 = wp::mod(var_263, var_264);
                var_267 = (var_265 == var_266);
                if (var_267) {
                    // v1 += wp.normalize(wp.vec2(0.9, 0.6)) * 1.47                           <L 49>
                    var_270 = wp::vec_t<2, wp::float32>(var_268, var_269);
                    var_271 = wp::normalize(var_270);
                    var_273 = wp::mul(var_271, var_272);
                    var_274 = wp::add(var_199, var_273);
                }
                var_275 = wp::where(var_267, var_274, var_199);
            }
            if (!var_205) {
                // v0 = v0 + wp.tanh((v1.x - v1.y))                                           <L 51>
                var_277 = wp::extract(var_199, var_276);
                var_279 = wp::extract(var_199, var_278);
                var_280 = wp::sub(var_277, var_279);
                var_281 = wp::tanh(var_280);
                var_282 = wp::add(var_2, var_281);
                // if ((tid) % 4 == 1) or ((tid) % 2 == 0):                                   <L 52>
                var_285 = wp::mod(var_0, var_284);
                var_287 = (var_285 == var_286);
                var_283 = var_287;
                if (!var_283) {
                    var_289 = wp::mod(var_0, var_288);
                    var_291 = (var_289 == var_290);
                    var_283 = var_283 || var_291;
                }
                if (var_283) {
                    // v2 = v2 + wp.sin(((v0 + v2) - wp.cos(v2)))                             <L 53>
                    var_292 = wp::add(var_282, var_8);
                    var_293 = wp::cos(var_8);
                    var_294 = wp::sub(var_292, var_293);
                    var_295 = wp::sin(var_294);
                    var_296 = wp::add(var_8, var_295);
                    // v1 += wp.normalize(wp.vec2((1.08 + v0), wp.dot(v1, v1))) * 1.65        <L 54>
                    var_298 = wp::add(var_297, var_282);
                    var_299 = wp::dot(var_199, var_199);
                    var_300 = wp::vec_t<2, wp::float32>(var_298, var_299);
                    var_301 = wp::normalize(var_300);
                    var_303 = wp::mul(var_301, var_302);
                    var_304 = wp::add(var_199, var_303);
                    // v7 = wp.copysign((wp.tan(wp.clamp(v2, -1.2, 1.2)) - v1[0]), v0)        <L 55>
                    var_307 = wp::clamp(var_296, var_305, var_306);
                    var_308 = wp::tan(var_307);
                    var_310 = wp::extract(var_304, var_309);
                    var_311 = wp::sub(var_308, var_310);
                    var_312 = wp::copysign(var_311, var_282);
                }
                if (!var_283) {
                    // elif ((v0 >= v0) or (v0 <= v2)) or (v0 >= v0):                         <L 56>
                    var_315 = (var_282 >= var_282);
                    var_314 = var_315;
                    if (!var_314) {
                        var_316 = (var_282 <= var_8);
                        var_314 = var_314 || var_316;
                    }
                    var_313 = var_314;
                    if (!var_313) {
                        var_317 = (var_282 >= var_282);
                        var_313 = var_313 || var_317;
                    }
                    if (var_313) {
                        // v2 = v2 + wp.sin(wp.clamp((v0 + v2), -1.94, 1.11))                 <L 57>
                        var_318 = wp::add(var_282, var_8);
                        var_321 = wp::clamp(var_318, var_319, var_320);
                        var_322 = wp::sin(var_321);
                        var_323 = wp::add(var_8, var_322);
                        // v8 = wp.erf(-1.37)                                                 <L 58>
                        var_325 = wp::erf(var_324);
                    }
                    if (!var_313) {
                        // elif not (v0 >= v0 and v0 > v2):                                   <L 59>
                        var_327 = (var_282 >= var_282);
                        var_326 = var_327;
                        if (var_326) {
                            var_328 = (var_282 > var_8);
                            var_326 = var_326 && var_328;
                        }
                        var_329 = wp::unot(var_326);
                        if (var_329) {
                            // v2 = v2 + wp.tanh(v2)                                          <L 60>
                            var_330 = wp::tanh(var_8);
                            var_331 = wp::add(var_8, var_330);
                        }
                        if (!var_329) {
                            // v1 += wp.normalize((v2 * wp.vec2(v2, v0))) * 1.24              <L 62>
                            var_332 = wp::vec_t<2, wp::float32>(var_8, var_282);
                            var_333 = wp::mul(var_8, var_332);
                            var_334 = wp::normalize(var_333);
                            var_336 = wp::mul(var_334, var_335);
                            var_337 = wp::add(var_199, var_336);
                            // v9 = ((x0[(tid + 3) % x0.shape[0]] * wp.pow(wp.abs(1.549) + 1.0, wp.clamp(v0, -2.0, 2.0))) * ((v2 * v1))[1])       <L 63>
                            var_339 = wp::add(var_0, var_338);
                            var_340 = &(var_x0.shape);
                            var_343 = wp::load(var_340);
                            var_342 = wp::extract(var_343, var_341);
                            var_344 = wp::mod(var_339, var_342);
                            var_345 = wp::address(var_x0, var_344);
                            var_347 = wp::abs(var_346);
                            var_349 = wp::add(var_347, var_348);
                            var_352 = wp::clamp(var_282, var_350, var_351);
                            var_353 = wp::pow(var_349, var_352);
                            var_355 = wp::load(var_345);
                            var_354 = wp::mul(var_355, var_353);
                            var_356 = wp::mul(var_8, var_337);
                            var_358 = wp::extract(var_356, var_357);
                            var_359 = wp::mul(var_354, var_358);
                            // v2 += wp.tanh(v9)                                              <L 64>
                            var_360 = wp::tanh(var_359);
                            var_361 = wp::add(var_8, var_360);
                        }
                        var_362 = wp::where(var_329, var_199, var_337);
                        var_363 = wp::where(var_329, var_331, var_361);
                    }
                    var_364 = wp::where(var_313, var_199, var_362);
                    var_365 = wp::where(var_313, var_323, var_363);
                }
                var_366 = wp::where(var_283, var_304, var_364);
                var_367 = wp::where(var_283, var_296, var_365);
            }
            var_368 = wp::where(var_205, var_260, var_282);
            var_369 = wp::where(var_205, var_275, var_366);
            var_370 = wp::where(var_205, var_261, var_367);
        }
        if (!var_183) {
            // v2 = v2 + wp.tanh(v2)                                                          <L 66>
            var_371 = wp::tanh(var_8);
            var_372 = wp::add(var_8, var_371);
            // if (v0 <= v0) and (v0 >= v0):                                                  <L 67>
            var_374 = (var_2 <= var_2);
            var_373 = var_374;
            if (var_373) {
                var_375 = (var_2 >= var_2);
                var_373 = var_373 && var_375;
            }
            if (var_373) {
                // v1 = v1 + wp.normalize(wp.vec2(-0.647, -0.91)) * 0.84                      <L 68>
                var_378 = wp::vec_t<2, wp::float32>(var_376, var_377);
                var_379 = wp::normalize(var_378);
                var_381 = wp::mul(var_379, var_380);
                var_382 = wp::add(var_5, var_381);
            }
            if (!var_373) {
                // v0 += wp.sin((wp.length(v1) - (v2 * v2)))                                  <L 70>
                var_383 = wp::length(var_5);
                var_384 = wp::mul(var_372, var_372);
                var_385 = wp::sub(var_383, var_384);
                var_386 = wp::sin(var_385);
                var_387 = wp::add(var_2, var_386);
            }
            var_388 = wp::where(var_373, var_2, var_387);
            var_389 = wp::where(var_373, var_382, var_5);
            // if ((v2 > v2) and (v2 < v2)) and (0.1 > v0):                                   <L 71>
            var_392 = (var_372 > var_372);
            var_391 = var_392;
            if (var_391) {
                var_393 = (var_372 < var_372);
                var_391 = var_391 && var_393;
            }
            var_390 = var_391;
            if (var_390) {
                var_395 = (var_394 > var_388);
                var_390 = var_390 && var_395;
            }
            if (var_390) {
                // v1 = v1 + wp.normalize((wp.vec2(v0, v0) - (v0 * v1))) * 1.98               <L 72>
                var_396 = wp::vec_t<2, wp::float32>(var_388, var_388);
                var_397 = wp::mul(var_388, var_389);
                var_398 = wp::sub(var_396, var_397);
                var_399 = wp::normalize(var_398);
                var_401 = wp::mul(var_399, var_400);
                var_402 = wp::add(var_389, var_401);
            }
            if (!var_390) {
                // v2 = v2 + wp.sin((-0.117 * wp.dot(v1, v1)))                                <L 74>
                var_404 = wp::dot(var_389, var_389);
                var_405 = wp::mul(var_403, var_404);
                var_406 = wp::sin(var_405);
                var_407 = wp::add(var_372, var_406);
                // v10 = ((wp.normalize(v1) + (v1 + v1)) / (wp.abs(wp.erfc(wp.dot(v1, v1))) + 1.0))       <L 75>
                var_408 = wp::normalize(var_389);
                var_409 = wp::add(var_389, var_389);
                var_410 = wp::add(var_408, var_409);
                var_411 = wp::dot(var_389, var_389);
                var_412 = wp::erfc(var_411);
                var_413 = wp::abs(var_412);
                var_415 = wp::add(var_413, var_414);
                var_416 = wp::div(var_410, var_415);
            }
            var_417 = wp::where(var_390, var_402, var_389);
            var_418 = wp::where(var_390, var_372, var_407);
        }
        var_419 = wp::where(var_183, var_368, var_388);
        var_420 = wp::where(var_183, var_369, var_417);
        var_421 = wp::where(var_183, var_370, var_418);
    }
    var_422 = wp::where(var_10, var_175, var_419);
    var_423 = wp::where(var_10, var_176, var_420);
    var_424 = wp::where(var_10, var_177, var_421);
    // if v0 > wp.cosh(wp.clamp(v0, -3.0, 3.0)):                                              <L 76>
    var_427 = wp::clamp(var_422, var_425, var_426);
    var_428 = wp::cosh(var_427);
    var_429 = (var_422 > var_428);
    if (var_429) {
        // v1 = v1 + wp.normalize(((wp.vec2(-1.607, -0.584) / (wp.abs(v0) + 1.0)) - (v1 + v1))) * 0.98       <L 77>
        var_432 = wp::vec_t<2, wp::float32>(var_430, var_431);
        var_433 = wp::abs(var_422);
        var_435 = wp::add(var_433, var_434);
        var_436 = wp::div(var_432, var_435);
        var_437 = wp::add(var_423, var_423);
        var_438 = wp::sub(var_436, var_437);
        var_439 = wp::normalize(var_438);
        var_441 = wp::mul(var_439, var_440);
        var_442 = wp::add(var_423, var_441);
        // if wp.sin(v2) <= wp.erfcinv(wp.clamp(v0, 0.2, 1.8)):                               <L 78>
        var_443 = wp::sin(var_424);
        var_446 = wp::clamp(var_422, var_444, var_445);
        var_447 = wp::erfcinv(var_446);
        var_448 = (var_443 <= var_447);
        if (var_448) {
            // v2 = v2 + wp.sin(v2)                                                           <L 79>
            var_449 = wp::sin(var_424);
            var_450 = wp::add(var_424, var_449);
            // if (v0 <= v2) or ((7) % 2 == 1):                                               <L 80>
            var_452 = (var_422 <= var_450);
            var_451 = var_452;
            if (!var_451) {
                var_455 = wp::mod(var_453, var_454);
                var_457 = (var_455 == var_456);
                var_451 = var_451 || var_457;
            }
            if (var_451) {
                // v0 -= wp.tanh(wp.mod(wp.max(v0, 0.659), wp.abs(v2) + 1.0)) * 1.29          <L 81>
                var_459 = wp::max(var_422, var_458);
                var_460 = wp::abs(var_450);
                var_462 = wp::add(var_460, var_461);
                var_463 = wp::mod(var_459, var_462);
                var_464 = wp::tanh(var_463);
                var_466 = wp::mul(var_464, var_465);
                var_467 = wp::sub(var_422, var_466);
            }
            if (!var_451) {
                // elif not ((tid) % 4 == 1 and v2 < v0):                                     <L 82>
                var_470 = wp::mod(var_0, var_469);
                var_472 = (var_470 == var_471);
                var_468 = var_472;
                if (var_468) {
                    var_473 = (var_450 < var_422);
                    var_468 = var_468 && var_473;
                }
                var_474 = wp::unot(var_468);
                if (var_474) {
                    // v2 += wp.cos((wp.length_sq(v1) * wp.erfinv(wp.clamp(v2, -0.8, 0.8))))       <L 83>
                    var_475 = wp::length_sq(var_442);
                    var_478 = wp::clamp(var_450, var_476, var_477);
                    var_479 = wp::erfinv(var_478);
                    var_480 = wp::mul(var_475, var_479);
                    var_481 = wp::cos(var_480);
                    var_482 = wp::add(var_450, var_481);
                    // v11 = (wp.erfinv(wp.clamp(wp.length(wp.vec2(-0.7)), -0.8, 0.8)) + ((v2 + v0) + float(2)))       <L 84>
                    var_484 = wp::vec_t<2, wp::float32>(var_483);
                    var_485 = wp::length(var_484);
                    var_488 = wp::clamp(var_485, var_486, var_487);
                    var_489 = wp::erfinv(var_488);
                    var_490 = wp::add(var_482, var_422);
                    var_492 = wp::float(var_491);
                    var_493 = wp::add(var_490, var_492);
                    var_494 = wp::add(var_489, var_493);
                }
                if (!var_474) {
                    // elif ((tid % 4)) % 4 == 1:                                             <L 85>
                    var_496 = wp::mod(var_0, var_495);
                    var_498 = wp::mod(var_496, var_497);
                    var_500 = (var_498 == var_499);
                    if (var_500) {
                        // v2 += wp.sin((wp.cos(v2) - wp.min(v0, v2)))                        <L 86>
                        var_501 = wp::cos(var_450);
                        var_502 = wp::min(var_422, var_450);
                        var_503 = wp::sub(var_501, var_502);
                        var_504 = wp::sin(var_503);
                        var_505 = wp::add(var_450, var_504);
                        // v2 += wp.sin(v0)                                                   <L 87>
                        var_506 = wp::sin(var_422);
                        var_507 = wp::add(var_505, var_506);
                    }
                    if (!var_500) {
                        // v0 -= wp.sin((v2 * v0)) * 1.54                                     <L 89>
                        var_508 = wp::mul(var_450, var_422);
                        var_509 = wp::sin(var_508);
                        var_511 = wp::mul(var_509, var_510);
                        var_512 = wp::sub(var_422, var_511);
                        // v0 = v0 + wp.sin(wp.exp(wp.clamp(v1[1], -4.0, 2.0)))               <L 90>
                        var_514 = wp::extract(var_442, var_513);
                        var_517 = wp::clamp(var_514, var_515, var_516);
                        var_518 = wp::exp(var_517);
                        var_519 = wp::sin(var_518);
                        var_520 = wp::add(var_512, var_519);
                        // v12 = v2                                                           <L 91>
                        var_521 = wp::copy(var_450);
                    }
                    var_522 = wp::where(var_500, var_422, var_520);
                    var_523 = wp::where(var_500, var_507, var_450);
                }
                var_524 = wp::where(var_474, var_422, var_522);
                var_525 = wp::where(var_474, var_482, var_523);
            }
            var_526 = wp::where(var_451, var_467, var_524);
            var_527 = wp::where(var_451, var_450, var_525);
        }
        if (!var_448) {
            // v0 = v0 + wp.sin(wp.clamp((v0 * v2), -0.62, 0.96))                             <L 93>
            var_528 = wp::mul(var_422, var_424);
            var_531 = wp::clamp(var_528, var_529, var_530);
            var_532 = wp::sin(var_531);
            var_533 = wp::add(var_422, var_532);
        }
        var_534 = wp::where(var_448, var_526, var_533);
        var_535 = wp::where(var_448, var_527, var_424);
        // if (tid) % 4 == 1:                                                                 <L 94>
        var_537 = wp::mod(var_0, var_536);
        var_539 = (var_537 == var_538);
        if (var_539) {
            // v2 = v2 + wp.sin((v0 if v0 <= -1.989 else wp.length_sq(v1)))                   <L 95>
            var_541 = (var_534 <= var_540);
            if (var_541) {
            }
            if (!var_541) {
                var_542 = wp::length_sq(var_442);
            }
            var_543 = wp::where(var_541, var_534, var_542);
            var_544 = wp::sin(var_543);
            var_545 = wp::add(var_535, var_544);
            // if ((tid) % 2 == 1) and (v0 <= v2):                                            <L 96>
            var_548 = wp::mod(var_0, var_547);
            var_550 = (var_548 == var_549);
            var_546 = var_550;
            if (var_546) {
                var_551 = (var_534 <= var_545);
                var_546 = var_546 && var_551;
            }
            if (var_546) {
                // v0 = v0 + wp.tanh(((v1 - v1)).x)                                           <L 97>
                var_552 = wp::sub(var_442, var_442);
                var_554 = wp::extract(var_552, var_553);
                var_555 = wp::tanh(var_554);
                var_556 = wp::add(var_534, var_555);
                // v13 = wp.cw_div(((v0 * v1) * (v2 - v0)), wp.vec2(1.5, -2.0))               <L 98>
                var_557 = wp::mul(var_556, var_442);
                var_558 = wp::sub(var_545, var_556);
                var_559 = wp::mul(var_557, var_558);
                var_562 = wp::vec_t<2, wp::float32>(var_560, var_561);
                var_563 = wp::cw_div(var_559, var_562);
            }
            if (!var_546) {
                // elif v0 > -1.692:                                                          <L 99>
                var_565 = (var_534 > var_564);
                if (var_565) {
                    // v2 += wp.sin(wp.erfc(wp.cbrt(v2)))                                     <L 100>
                    var_566 = wp::cbrt(var_545);
                    var_567 = wp::erfc(var_566);
                    var_568 = wp::sin(var_567);
                    var_569 = wp::add(var_545, var_568);
                    // v0 += wp.tanh(wp.length_sq(wp.vec2(v2, v0)))                           <L 101>
                    var_570 = wp::vec_t<2, wp::float32>(var_569, var_534);
                    var_571 = wp::length_sq(var_570);
                    var_572 = wp::tanh(var_571);
                    var_573 = wp::add(var_534, var_572);
                    // v0 = v0 + wp.sin((wp.dot(v1, v1) - v0))                                <L 102>
                    var_574 = wp::dot(var_442, var_442);
                    var_575 = wp::sub(var_574, var_573);
                    var_576 = wp::sin(var_575);
                    var_577 = wp::add(var_573, var_576);
                }
                if (!var_565) {
                    // elif ((tid) % 2 == 0) or ((tid) % 2 == 1):                             <L 103>
                    var_580 = wp::mod(var_0, var_579);
                    var_582 = (var_580 == var_581);
                    var_578 = var_582;
                    if (!var_578) {
                        var_584 = wp::mod(var_0, var_583);
                        var_586 = (var_584 == var_585);
                        var_578 = var_578 || var_586;
                    }
                    if (var_578) {
                        // v1 += wp.normalize((wp.vec2(-0.6, -0.7) + wp.normalize(v1))) * 1.5       <L 104>
                        var_589 = wp::vec_t<2, wp::float32>(var_587, var_588);
                        var_590 = wp::normalize(var_442);
                        var_591 = wp::add(var_589, var_590);
                        var_592 = wp::normalize(var_591);
                        var_594 = wp::mul(var_592, var_593);
                        var_595 = wp::add(var_442, var_594);
                    }
                    var_596 = wp::where(var_578, var_595, var_442);
                }
                var_597 = wp::where(var_565, var_577, var_534);
                var_598 = wp::where(var_565, var_442, var_596);
                var_599 = wp::where(var_565, var_569, var_545);
            }
            var_600 = wp::where(var_546, var_556, var_597);
            var_601 = wp::where(var_546, var_442, var_598);
            var_602 = wp::where(var_546, var_545, var_599);
        }
        if (!var_539) {
            // elif wp.pow(wp.abs(v0) + 1.0, wp.clamp(v0, -2.0, 2.0)) >= v0:                  <L 105>
            var_603 = wp::abs(var_534);
            var_605 = wp::add(var_603, var_604);
            var_608 = wp::clamp(var_534, var_606, var_607);
            var_609 = wp::pow(var_605, var_608);
            var_610 = (var_609 >= var_534);
            if (var_610) {
                // v2 = v2 + wp.tanh(wp.dot((v1 - v1), (v1 + wp.vec2(0.246, -0.19))))         <L 106>
                var_611 = wp::sub(var_442, var_442);
                var_614 = wp::vec_t<2, wp::float32>(var_612, var_613);
                var_615 = wp::add(var_442, var_614);
                var_616 = wp::dot(var_611, var_615);
                var_617 = wp::tanh(var_616);
                var_618 = wp::add(var_535, var_617);
            }
            if (!var_610) {
                // v0 += wp.sin(v2)                                                           <L 108>
                var_619 = wp::sin(var_535);
                var_620 = wp::add(var_534, var_619);
                // if (v2 * v2) < 1.747:                                                      <L 109>
                var_621 = wp::mul(var_535, var_535);
                var_623 = (var_621 < var_622);
                if (var_623) {
                    // v0 = v0 + wp.cos(x0[(tid + 2) % x0.shape[0]])                          <L 110>
                    var_625 = wp::add(var_0, var_624);
                    var_626 = &(var_x0.shape);
                    var_629 = wp::load(var_626);
                    var_628 = wp::extract(var_629, var_627);
                    var_630 = wp::mod(var_625, var_628);
                    var_631 = wp::address(var_x0, var_630);
                    var_633 = wp::load(var_631);
                    var_632 = wp::cos(var_633);
                    var_634 = wp::add(var_620, var_632);
                    // v14 = (v2 + wp.sqrt(wp.abs(min(v0, v0)) + 0.5))                        <L 111>
                    var_635 = wp::min(var_634, var_634);
                    var_636 = wp::abs(var_635);
                    var_638 = wp::add(var_636, var_637);
                    var_639 = wp::sqrt(var_638);
                    var_640 = wp::add(var_535, var_639);
                    // v15 = wp.lerp(v1, v1, v1.y)                                            <L 112>
                    var_642 = wp::extract(var_442, var_641);
                    var_643 = wp::lerp(var_442, var_442, var_642);
                }
                if (!var_623) {
                    // elif v2 <= v2:                                                         <L 113>
                    var_644 = (var_535 <= var_535);
                    if (var_644) {
                        // v1 += wp.normalize(wp.vec2((v2 * v2), (0.6 / (wp.abs(v2) + 1.0)))) * 0.87       <L 114>
                        var_645 = wp::mul(var_535, var_535);
                        var_647 = wp::abs(var_535);
                        var_649 = wp::add(var_647, var_648);
                        var_650 = wp::div(var_646, var_649);
                        var_651 = wp::vec_t<2, wp::float32>(var_645, var_650);
                        var_652 = wp::normalize(var_651);
                        var_654 = wp::mul(var_652, var_653);
                        var_655 = wp::add(var_442, var_654);
                        // v16 = (v2 + wp.erfcinv(wp.clamp(v2, 0.2, 1.8)))                    <L 115>
                        var_658 = wp::clamp(var_535, var_656, var_657);
                        var_659 = wp::erfcinv(var_658);
                        var_660 = wp::add(var_535, var_659);
                    }
                    if (!var_644) {
                        // v1 += wp.normalize(v1) * 1.67                                      <L 117>
                        var_661 = wp::normalize(var_442);
                        var_663 = wp::mul(var_661, var_662);
                        var_664 = wp::add(var_442, var_663);
                        // v17 = float(0.135)                                                 <L 118>
                        var_666 = wp::float(var_665);
                        // v2 = v2 + wp.tanh(((v2 * 0.2) - v0))                               <L 119>
                        var_668 = wp::mul(var_535, var_667);
                        var_669 = wp::sub(var_668, var_620);
                        var_670 = wp::tanh(var_669);
                        var_671 = wp::add(var_535, var_670);
                    }
                    var_672 = wp::where(var_644, var_655, var_664);
                    var_673 = wp::where(var_644, var_535, var_671);
                }
                var_674 = wp::where(var_623, var_634, var_620);
                var_675 = wp::where(var_623, var_442, var_672);
                var_676 = wp::where(var_623, var_535, var_673);
                // if wp.length(wp.vec2(0.3, 0.748)) >= v0:                                   <L 120>
                var_679 = wp::vec_t<2, wp::float32>(var_677, var_678);
                var_680 = wp::length(var_679);
                var_681 = (var_680 >= var_674);
                if (var_681) {
                    // v1 += wp.normalize(v1) * 0.81                                          <L 121>
                    var_682 = wp::normalize(var_675);
                    var_684 = wp::mul(var_682, var_683);
                    var_685 = wp::add(var_675, var_684);
                    // v18 = v2                                                               <L 122>
                    var_686 = wp::copy(var_676);
                    // v19 = wp.lerp(wp.vec2((v18 * v18), wp.clamp(v0, -1.61, 0.94)), -((v1 + v1)), ((v0 / (wp.abs(v2) + 1.0)) * v1[0]))       <L 123>
                    var_687 = wp::mul(var_686, var_686);
                    var_690 = wp::clamp(var_674, var_688, var_689);
                    var_691 = wp::vec_t<2, wp::float32>(var_687, var_690);
                    var_692 = wp::add(var_685, var_685);
                    var_693 = wp::neg(var_692);
                    var_694 = wp::abs(var_676);
                    var_696 = wp::add(var_694, var_695);
                    var_697 = wp::div(var_674, var_696);
                    var_699 = wp::extract(var_685, var_698);
                    var_700 = wp::mul(var_697, var_699);
                    var_701 = wp::lerp(var_691, var_693, var_700);
                }
                var_702 = wp::where(var_681, var_685, var_675);
            }
            var_703 = wp::where(var_610, var_534, var_674);
            var_704 = wp::where(var_610, var_442, var_702);
            var_705 = wp::where(var_610, var_618, var_676);
        }
        var_706 = wp::where(var_539, var_600, var_703);
        var_707 = wp::where(var_539, var_601, var_704);
        var_708 = wp::where(var_539, var_602, var_705);
    }
    if (!var_429) {
        // elif ((tid + tid)) % 2 == 1:                                                       <L 124>
        var_709 = wp::add(var_0, var_0);
        var_711 = wp::mod(var_709, var_710);
        var_713 = (var_711 == var_712);
        if (var_713) {
            // v1 = v1 + wp.normalize(wp.normalize(v1)) * 1.83                                <L 125>
            var_714 = wp::normalize(var_423);
            var_715 = wp::normalize(var_714);
            var_717 = wp::mul(var_715, var_716);
            var_718 = wp::add(var_423, var_717);
            // v2 = v2 + wp.tanh(v0)                                                          <L 126>
            var_719 = wp::tanh(var_422);
            var_720 = wp::add(var_424, var_719);
            // v20 = (wp.lerp(v1, wp.lerp(v1, v1, v2), (v0 / (wp.abs(v0) + 1.0))) - wp.vec2(-0.2, 2.0))       <L 127>
            var_721 = wp::lerp(var_718, var_718, var_720);
            var_722 = wp::abs(var_422);
            var_724 = wp::add(var_722, var_723);
            var_725 = wp::div(var_422, var_724);
            var_726 = wp::lerp(var_718, var_721, var_725);
            var_729 = wp::vec_t<2, wp::float32>(var_727, var_728);
            var_730 = wp::sub(var_726, var_729);
        }
        if (!var_713) {
            // elif ((tid) % 4 == 0) or ((v0 > v0) and (v0 >= v0)):                           <L 128>
            var_733 = wp::mod(var_0, var_732);
            var_735 = (var_733 == var_734);
            var_731 = var_735;
            if (!var_731) {
                var_737 = (var_422 > var_422);
                var_736 = var_737;
                if (var_736) {
                    var_738 = (var_422 >= var_422);
                    var_736 = var_736 && var_738;
                }
                var_731 = var_731 || var_736;
            }
            if (var_731) {
                // v1 = v1 + wp.normalize(wp.lerp((v1 * -0.4), (v1 - v1), v2)) * 1.57         <L 129>
                var_740 = wp::mul(var_423, var_739);
                var_741 = wp::sub(var_423, var_423);
                var_742 = wp::lerp(var_740, var_741, var_424);
                var_743 = wp::normalize(var_742);
                var_745 = wp::mul(var_743, var_744);
                var_746 = wp::add(var_423, var_745);
                // if v1[1] < wp.mod(0.2, wp.abs(v0) + 1.0):                                  <L 130>
                var_748 = wp::extract(var_746, var_747);
                var_750 = wp::abs(var_422);
                var_752 = wp::add(var_750, var_751);
                var_753 = wp::mod(var_749, var_752);
                var_754 = (var_748 < var_753);
                if (var_754) {
                    // v0 = v0 + wp.tanh((v1[1] * wp.tanh(0.332)))                            <L 131>
                    var_756 = wp::extract(var_746, var_755);
                    var_758 = wp::tanh(var_757);
                    var_759 = wp::mul(var_756, var_758);
                    var_760 = wp::tanh(var_759);
                    var_761 = wp::add(var_422, var_760);
                }
                if (!var_754) {
                    // elif wp.dot(v1, v1) <= v2:                                             <L 132>
                    var_762 = wp::dot(var_746, var_746);
                    var_763 = (var_762 <= var_424);
                    if (var_763) {
                        // v0 = v0 + wp.cos(((v0 - v2) - v0))                                 <L 133>
                        var_764 = wp::sub(var_422, var_424);
                        var_765 = wp::sub(var_764, var_422);
                        var_766 = wp::cos(var_765);
                        var_767 = wp::add(var_422, var_766);
                    }
                    if (!var_763) {
                        // v1 = v1 + wp.normalize(wp.vec2(1.1, 0.519)) * 0.95                 <L 135>
                        var_770 = wp::vec_t<2, wp::float32>(var_768, var_769);
                        var_771 = wp::normalize(var_770);
                        var_773 = wp::mul(var_771, var_772);
                        var_774 = wp::add(var_746, var_773);
                    }
                    var_775 = wp::where(var_763, var_767, var_422);
                    var_776 = wp::where(var_763, var_746, var_774);
                }
                var_777 = wp::where(var_754, var_761, var_775);
                var_778 = wp::where(var_754, var_746, var_776);
            }
            var_779 = wp::where(var_731, var_777, var_422);
            var_780 = wp::where(var_731, var_778, var_423);
        }
        var_781 = wp::where(var_713, var_422, var_779);
        var_782 = wp::where(var_713, var_718, var_780);
        var_783 = wp::where(var_713, var_720, var_424);
    }
    var_784 = wp::where(var_429, var_706, var_781);
    var_785 = wp::where(var_429, var_707, var_782);
    var_786 = wp::where(var_429, var_708, var_783);
    // if (v2 * v0) >= v1.y:                                                                  <L 136>
    var_787 = wp::mul(var_786, var_784);
    var_789 = wp::extract(var_785, var_788);
    var_790 = (var_787 >= var_789);
    if (var_790) {
        // v2 = v2 + wp.tanh(wp.dot((v1 - v1), v1))                                           <L 137>
        var_791 = wp::sub(var_785, var_785);
        var_792 = wp::dot(var_791, var_785);
        var_793 = wp::tanh(var_792);
        var_794 = wp::add(var_786, var_793);
    }
    if (!var_790) {
        // v2 = v2 + wp.cos(x0[(tid + 4) % x0.shape[0]])                                      <L 139>
        var_796 = wp::add(var_0, var_795);
        var_797 = &(var_x0.shape);
        var_800 = wp::load(var_797);
        var_799 = wp::extract(var_800, var_798);
        var_801 = wp::mod(var_796, var_799);
        var_802 = wp::address(var_x0, var_801);
        var_804 = wp::load(var_802);
        var_803 = wp::cos(var_804);
        var_805 = wp::add(var_786, var_803);
    }
    var_806 = wp::where(var_790, var_794, var_805);
    // if v2 <= v2:                                                                           <L 140>
    var_807 = (var_806 <= var_806);
    if (var_807) {
        // v1 += wp.normalize(v1) * 0.82                                                      <L 141>
        var_808 = wp::normalize(var_785);
        var_810 = wp::mul(var_808, var_809);
        var_811 = wp::add(var_785, var_810);
        // if min(v0, -1.8) >= wp.copysign(v2, -0.6):                                         <L 142>
        var_813 = wp::min(var_784, var_812);
        var_815 = wp::copysign(var_806, var_814);
        var_816 = (var_813 >= var_815);
        if (var_816) {
            // v2 = v2 + wp.sin(wp.length_sq(x1[(tid + 3) % x1.shape[0]]))                    <L 143>
            var_818 = wp::add(var_0, var_817);
            var_819 = &(var_x1.shape);
            var_822 = wp::load(var_819);
            var_821 = wp::extract(var_822, var_820);
            var_823 = wp::mod(var_818, var_821);
            var_824 = wp::address(var_x1, var_823);
            var_826 = wp::load(var_824);
            var_825 = wp::length_sq(var_826);
            var_827 = wp::sin(var_825);
            var_828 = wp::add(var_806, var_827);
            // if v1[0] > wp.dot(v1, v1):                                                     <L 144>
            var_830 = wp::extract(var_811, var_829);
            var_831 = wp::dot(var_811, var_811);
            var_832 = (var_830 > var_831);
            if (var_832) {
                // v0 = v0 + wp.cos(-0.522)                                                   <L 145>
                var_834 = wp::cos(var_833);
                var_835 = wp::add(var_784, var_834);
            }
            if (!var_832) {
                // v1 = v1 + wp.normalize(((v1 * v0) + wp.vec2(-1.93, 0.5))) * 0.63           <L 147>
                var_836 = wp::mul(var_811, var_784);
                var_839 = wp::vec_t<2, wp::float32>(var_837, var_838);
                var_840 = wp::add(var_836, var_839);
                var_841 = wp::normalize(var_840);
                var_843 = wp::mul(var_841, var_842);
                var_844 = wp::add(var_811, var_843);
                // v2 = v2 + wp.sin(((0.942 + v0) + v2))                                      <L 148>
                var_846 = wp::add(var_845, var_784);
                var_847 = wp::add(var_846, var_828);
                var_848 = wp::sin(var_847);
                var_849 = wp::add(var_828, var_848);
            }
            var_850 = wp::where(var_832, var_835, var_784);
            var_851 = wp::where(var_832, var_811, var_844);
            var_852 = wp::where(var_832, var_828, var_849);
        }
        if (!var_816) {
            // elif not ((tid) % 2 == 1 and (v2 < v2) and (v0 <= v0)):                        <L 149>
            var_855 = wp::mod(var_0, var_854);
            var_857 = (var_855 == var_856);
            var_853 = var_857;
            if (var_853) {
                var_858 = (var_806 < var_806);
                var_853 = var_853 && var_858;
            }
            if (var_853) {
                var_859 = (var_784 <= var_784);
                var_853 = var_853 && var_859;
            }
            var_860 = wp::unot(var_853);
            if (var_860) {
                // v1 = v1 + wp.normalize(v1) * 1.94                                          <L 150>
                var_861 = wp::normalize(var_811);
                var_863 = wp::mul(var_861, var_862);
                var_864 = wp::add(var_811, var_863);
                // if v0 > v2:                                                                <L 151>
                var_865 = (var_784 > var_806);
                if (var_865) {
                    // v0 = v0 + wp.cos(((wp.vec2(-1.161))[0] + 0.81))                        <L 152>
                    var_867 = wp::vec_t<2, wp::float32>(var_866);
                    var_869 = wp::extract(var_867, var_868);
                    var_871 = wp::add(var_869, var_870);
                    var_872 = wp::cos(var_871);
                    var_873 = wp::add(var_784, var_872);
                    // v21 = wp.length(-v1)                                                   <L 153>
                    var_874 = wp::neg(var_864);
                    var_875 = wp::length(var_874);
                    // v2 = v2 + wp.sin(wp.step((v21 - v21)) * wp.length(v1))                 <L 154>
                    var_876 = wp::sub(var_875, var_875);
                    var_877 = wp::step(var_876);
                    var_878 = wp::length(var_864);
                    var_879 = wp::mul(var_877, var_878);
                    var_880 = wp::sin(var_879);
                    var_881 = wp::add(var_806, var_880);
                }
                if (!var_865) {
                    // v0 = v0 + wp.sin(v2)                                                   <L 156>
                    var_882 = wp::sin(var_806);
                    var_883 = wp::add(var_784, var_882);
                }
                var_884 = wp::where(var_865, var_873, var_883);
                var_885 = wp::where(var_865, var_881, var_806);
            }
            if (!var_860) {
                // elif ((tid % 8)) % 3 == 1:                                                 <L 157>
                var_887 = wp::mod(var_0, var_886);
                var_889 = wp::mod(var_887, var_888);
                var_891 = (var_889 == var_890);
                if (var_891) {
                    // v0 = v0 + wp.cos(wp.length(v1))                                        <L 158>
                    var_892 = wp::length(var_811);
                    var_893 = wp::cos(var_892);
                    var_894 = wp::add(var_784, var_893);
                    // if v0 > float(1):                                                      <L 159>
                    var_896 = wp::float(var_895);
                    var_897 = (var_894 > var_896);
                    if (var_897) {
                        // v0 += wp.cos(wp.erfinv(wp.clamp((v2 if v2 > v2 else v2), -0.8, 0.8)))       <L 160>
                        var_898 = (var_806 > var_806);
                        if (var_898) {
                        }
                        if (!var_898) {
                        }
                        var_899 = wp::where(var_898, var_806, var_806);
                        var_902 = wp::clamp(var_899, var_900, var_901);
                        var_903 = wp::erfinv(var_902);
                        var_904 = wp::cos(var_903);
                        var_905 = wp::add(var_894, var_904);
                        // v22 = v1                                                           <L 161>
                        var_906 = wp::copy(var_811);
                        // v2 = v2 + wp.cos(((-0.515 + v2) / (wp.abs(wp.erfinv(wp.clamp(v0, -0.8, 0.8))) + 1.0)))       <L 162>
                        var_908 = wp::add(var_907, var_806);
                        var_911 = wp::clamp(var_905, var_909, var_910);
                        var_912 = wp::erfinv(var_911);
                        var_913 = wp::abs(var_912);
                        var_915 = wp::add(var_913, var_914);
                        var_916 = wp::div(var_908, var_915);
                        var_917 = wp::cos(var_916);
                        var_918 = wp::add(var_806, var_917);
                    }
                    if (!var_897) {
                        // elif (-0.78 <= v2) or (v0 <= v0):                                  <L 163>
                        var_921 = (var_920 <= var_806);
                        var_919 = var_921;
                        if (!var_919) {
                            var_922 = (var_894 <= var_894);
                            var_919 = var_919 || var_922;
                        }
                        if (var_919) {
                            // v1 = v1 + wp.normalize(v1) * 1.88                              <L 164>
                            var_923 = wp::normalize(var_811);
                            var_925 = wp::mul(var_923, var_924);
                            var_926 = wp::add(var_811, var_925);
                        }
                        if (!var_919) {
                            // v0 = v0 + wp.tanh((wp.log2(wp.abs(v2) + 1.0) - wp.clamp(v2, -1.94, 0.95)))       <L 166>
                            var_927 = wp::abs(var_806);
                            var_929 = wp::add(var_927, var_928);
                            var_930 = wp::log2(var_929);
                            var_933 = wp::clamp(var_806, var_931, var_932);
                            var_934 = wp::sub(var_930, var_933);
                            var_935 = wp::tanh(var_934);
                            var_936 = wp::add(var_894, var_935);
                            // v23 = v0                                                       <L 167>
                            var_937 = wp::copy(var_936);
                        }
                        var_938 = wp::where(var_919, var_894, var_936);
                        var_939 = wp::where(var_919, var_926, var_811);
                    }
                    var_940 = wp::where(var_897, var_905, var_938);
                    var_941 = wp::where(var_897, var_811, var_939);
                    var_942 = wp::where(var_897, var_918, var_806);
                }
                if (!var_891) {
                    // v1 = v1 + wp.normalize((wp.max(v1, v1) / (wp.abs(wp.length_sq(v1)) + 1.0))) * 1.01       <L 169>
                    var_943 = wp::max(var_811, var_811);
                    var_944 = wp::length_sq(var_811);
                    var_945 = wp::abs(var_944);
                    var_947 = wp::add(var_945, var_946);
                    var_948 = wp::div(var_943, var_947);
                    var_949 = wp::normalize(var_948);
                    var_951 = wp::mul(var_949, var_950);
                    var_952 = wp::add(var_811, var_951);
                    // if wp.step(v0) * v0 > v2:                                              <L 170>
                    var_953 = wp::step(var_784);
                    var_954 = wp::mul(var_953, var_784);
                    var_955 = (var_954 > var_806);
                    if (var_955) {
                        // v0 = v0 + wp.tanh(v2)                                              <L 171>
                        var_956 = wp::tanh(var_806);
                        var_957 = wp::add(var_784, var_956);
                        // v24 = (((v1 - v1) * (-0.9 + v0)) * x0[(tid + 1) % x0.shape[0]])       <L 172>
                        var_958 = wp::sub(var_952, var_952);
                        var_960 = wp::add(var_959, var_957);
                        var_961 = wp::mul(var_958, var_960);
                        var_963 = wp::add(var_0, var_962);
                        var_964 = &(var_x0.shape);
                        var_967 = wp::load(var_964);
                        var_966 = wp::extract(var_967, var_965);
                        var_968 = wp::mod(var_963, var_966);
                        var_969 = wp::address(var_x0, var_968);
                        var_971 = wp::load(var_969);
                        var_970 = wp::mul(var_961, var_971);
                        // v0 -= wp.sin(-0.6) * 0.36                                          <L 173>
                        var_973 = wp::sin(var_972);
                        var_975 = wp::mul(var_973, var_974);
                        var_976 = wp::sub(var_957, var_975);
                    }
                    var_977 = wp::where(var_955, var_976, var_784);
                    // v25 = x2[(tid + 5) % x2.shape[0]]                                      <L 174>
                    var_979 = wp::add(var_0, var_978);
                    var_980 = &(var_x2.shape);
                    var_983 = wp::load(var_980);
                    var_982 = wp::extract(var_983, var_981);
                    var_984 = wp::mod(var_979, var_982);
                    var_985 = wp::address(var_x2, var_984);
                    var_987 = wp::load(var_985);
                    var_986 = wp::copy(var_987);
                }
                var_988 = wp::where(var_891, var_940, var_977);
                var_989 = wp::where(var_891, var_941, var_952);
                var_990 = wp::where(var_891, var_942, var_806);
            }
            var_991 = wp::where(var_860, var_884, var_988);
            var_992 = wp::where(var_860, var_864, var_989);
            var_993 = wp::where(var_860, var_885, var_990);
        }
        var_994 = wp::where(var_816, var_850, var_991);
        var_995 = wp::where(var_816, var_851, var_992);
        var_996 = wp::where(var_816, var_852, var_993);
        // if 1.76 >= wp.erfc(v2):                                                            <L 175>
        var_998 = wp::erfc(var_996);
        var_999 = (var_997 >= var_998);
        if (var_999) {
            // v2 = v2 + wp.cos(v0)                                                           <L 176>
            var_1000 = wp::cos(var_994);
            var_1001 = wp::add(var_996, var_1000);
        }
        var_1002 = wp::where(var_999, var_1001, var_996);
    }
    if (!var_807) {
        // v0 += wp.tanh((v0 * (v2 if v2 > -1.72 else v2)))                                   <L 178>
        var_1004 = (var_806 > var_1003);
        if (var_1004) {
        }
        if (!var_1004) {
        }
        var_1005 = wp::where(var_1004, var_806, var_806);
        var_1006 = wp::mul(var_784, var_1005);
        var_1007 = wp::tanh(var_1006);
        var_1008 = wp::add(var_784, var_1007);
    }
    var_1009 = wp::where(var_807, var_994, var_1008);
    var_1010 = wp::where(var_807, var_995, var_785);
    var_1011 = wp::where(var_807, var_1002, var_806);
    // out0[tid] = v0 + v2 + (wp.length_sq(v1) - x2[(tid + 1) % x2.shape[0]]) * 1.71          <L 179>
    var_1012 = wp::add(var_1009, var_1011);
    var_1013 = wp::length_sq(var_1010);
    var_1015 = wp::add(var_0, var_1014);
    var_1016 = &(var_x2.shape);
    var_1019 = wp::load(var_1016);
    var_1018 = wp::extract(var_1019, var_1017);
    var_1020 = wp::mod(var_1015, var_1018);
    var_1021 = wp::address(var_x2, var_1020);
    var_1023 = wp::load(var_1021);
    var_1022 = wp::sub(var_1013, var_1023);
    var_1025 = wp::mul(var_1022, var_1024);
    var_1026 = wp::add(var_1012, var_1025);
    wp::array_store(var_out0, var_0, var_1026);
    // out1[tid] = v1 + x1[(tid + 3) % x1.shape[0]] * 0.31                                    <L 180>
    var_1028 = wp::add(var_0, var_1027);
    var_1029 = &(var_x1.shape);
    var_1032 = wp::load(var_1029);
    var_1031 = wp::extract(var_1032, var_1030);
    var_1033 = wp::mod(var_1028, var_1031);
    var_1034 = wp::address(var_x1, var_1033);
    var_1037 = wp::load(var_1034);
    var_1036 = wp::mul(var_1037, var_1035);
    var_1038 = wp::add(var_1010, var_1036);
    wp::array_store(var_out1, var_0, var_1038);
}



template <bool wp_linear_contiguous>
static void multi_conditional_000002_b426b616_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_multi_conditional_000002_b426b616 *_wp_args,
    wp_args_multi_conditional_000002_b426b616 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<2, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::float32> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::vec_t<2, wp::float32>> var_out1 = _wp_args->out1;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::float32> adj_x2 = _wp_adj_args->x2;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::vec_t<2, wp::float32>* var_4;
    wp::vec_t<2, wp::float32> var_5;
    wp::vec_t<2, wp::float32> var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    bool var_10;
    bool var_11;
    bool var_12;
    bool var_13;
    bool var_14;
    bool var_15;
    bool var_16;
    bool var_17;
    const wp::float32 var_18 = 0.949;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    bool var_23;
    const wp::float32 var_24 = -1.0;
    bool var_25;
    const wp::int32 var_26 = -5;
    const wp::int32 var_27 = 2;
    wp::int32 var_28;
    const wp::int32 var_29 = 0;
    bool var_30;
    const wp::int32 var_31 = 1;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    const wp::float32 var_35 = 0.5;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    bool var_40;
    bool var_41;
    bool var_42;
    const wp::float32 var_43 = -1.5;
    bool var_44;
    bool var_45;
    bool var_46;
    bool var_47;
    wp::float32 var_48;
    const wp::float32 var_49 = 0.7;
    wp::float32 var_50;
    const wp::float32 var_51 = 1.0;
    wp::float32 var_52;
    wp::vec_t<2, wp::float32> var_53;
    wp::vec_t<2, wp::float32> var_54;
    wp::vec_t<2, wp::float32> var_55;
    const wp::float32 var_56 = 0.48;
    wp::vec_t<2, wp::float32> var_57;
    wp::vec_t<2, wp::float32> var_58;
    const wp::float32 var_59 = -0.3;
    const wp::float32 var_60 = 1.2;
    wp::float32 var_61;
    const wp::float32 var_62 = -1.4;
    wp::float32 var_63;
    bool var_64;
    const wp::int32 var_65 = 4;
    wp::int32 var_66;
    wp::shape_t* var_67;
    const wp::int32 var_68 = 0;
    wp::int32 var_69;
    wp::shape_t var_70;
    wp::int32 var_71;
    wp::vec_t<2, wp::float32>* var_72;
    wp::vec_t<2, wp::float32> var_73;
    wp::vec_t<2, wp::float32> var_74;
    const wp::float32 var_75 = 1.48;
    wp::vec_t<2, wp::float32> var_76;
    wp::vec_t<2, wp::float32> var_77;
    wp::float32 var_78;
    bool var_79;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    wp::float32 var_83;
    const wp::float32 var_84 = 0.68;
    wp::float32 var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    wp::vec_t<2, wp::float32> var_88;
    wp::float32 var_89;
    wp::vec_t<2, wp::float32> var_90;
    bool var_91;
    bool var_92;
    const wp::int32 var_93 = 4;
    wp::int32 var_94;
    const wp::int32 var_95 = 1;
    bool var_96;
    const wp::int32 var_97 = 1;
    wp::int32 var_98;
    wp::shape_t* var_99;
    const wp::int32 var_100 = 0;
    wp::int32 var_101;
    wp::shape_t var_102;
    wp::int32 var_103;
    wp::float32* var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    wp::float32 var_107;
    wp::float32 var_108;
    const wp::float32 var_109 = 1.58;
    bool var_110;
    wp::float32 var_111;
    wp::float32 var_112;
    const wp::int32 var_113 = 1;
    wp::int32 var_114;
    wp::shape_t* var_115;
    const wp::int32 var_116 = 0;
    wp::int32 var_117;
    wp::shape_t var_118;
    wp::int32 var_119;
    wp::vec_t<2, wp::float32>* var_120;
    wp::vec_t<2, wp::float32> var_121;
    wp::vec_t<2, wp::float32> var_122;
    const wp::float32 var_123 = 1.94;
    wp::vec_t<2, wp::float32> var_124;
    wp::vec_t<2, wp::float32> var_125;
    wp::float32 var_126;
    wp::float32 var_127;
    bool var_128;
    wp::vec_t<2, wp::float32> var_129;
    const wp::float32 var_130 = 0.95;
    wp::vec_t<2, wp::float32> var_131;
    wp::vec_t<2, wp::float32> var_132;
    bool var_133;
    bool var_134;
    bool var_135;
    bool var_136;
    bool var_137;
    const wp::float32 var_138 = -1.56;
    const wp::float32 var_139 = 0.518;
    bool var_140;
    const wp::float32 var_141 = -1.2;
    bool var_142;
    const wp::float32 var_143 = 0.533;
    const wp::float32 var_144 = -0.541;
    wp::float32 var_145;
    const wp::int32 var_146 = 0;
    wp::float32 var_147;
    wp::float32 var_148;
    const wp::float32 var_149 = 1.0;
    wp::float32 var_150;
    wp::float32 var_151;
    wp::float32 var_152;
    wp::float32 var_153;
    wp::vec_t<2, wp::float32> var_154;
    const wp::float32 var_155 = 0.47;
    wp::vec_t<2, wp::float32> var_156;
    wp::vec_t<2, wp::float32> var_157;
    const wp::int32 var_158 = 2;
    wp::int32 var_159;
    wp::shape_t* var_160;
    const wp::int32 var_161 = 0;
    wp::int32 var_162;
    wp::shape_t var_163;
    wp::int32 var_164;
    wp::vec_t<2, wp::float32>* var_165;
    wp::vec_t<2, wp::float32> var_166;
    wp::vec_t<2, wp::float32> var_167;
    wp::float32 var_168;
    wp::vec_t<2, wp::float32> var_169;
    wp::float32 var_170;
    wp::vec_t<2, wp::float32> var_171;
    wp::float32 var_172;
    wp::vec_t<2, wp::float32> var_173;
    wp::float32 var_174;
    wp::float32 var_175;
    wp::vec_t<2, wp::float32> var_176;
    wp::float32 var_177;
    wp::float32 var_178;
    wp::float32 var_179;
    const wp::float32 var_180 = 1.0;
    wp::float32 var_181;
    wp::float32 var_182;
    bool var_183;
    const wp::int32 var_184 = 1;
    wp::int32 var_185;
    wp::shape_t* var_186;
    const wp::int32 var_187 = 0;
    wp::int32 var_188;
    wp::shape_t var_189;
    wp::int32 var_190;
    wp::float32* var_191;
    const wp::int32 var_192 = 1;
    wp::float32 var_193;
    wp::vec_t<2, wp::float32> var_194;
    wp::float32 var_195;
    wp::vec_t<2, wp::float32> var_196;
    const wp::float32 var_197 = 0.99;
    wp::vec_t<2, wp::float32> var_198;
    wp::vec_t<2, wp::float32> var_199;
    const wp::int32 var_200 = 7;
    wp::int32 var_201;
    const wp::int32 var_202 = 2;
    wp::int32 var_203;
    const wp::int32 var_204 = 1;
    bool var_205;
    wp::float32 var_206;
    wp::float32 var_207;
    wp::float32 var_208;
    const wp::float32 var_209 = 1.0;
    wp::float32 var_210;
    wp::float32 var_211;
    wp::float32 var_212;
    wp::float32 var_213;
    bool var_214;
    const wp::int32 var_215 = 2;
    wp::int32 var_216;
    const wp::int32 var_217 = 0;
    bool var_218;
    const wp::int32 var_219 = 4;
    const wp::int32 var_220 = 2;
    wp::int32 var_221;
    const wp::int32 var_222 = 0;
    bool var_223;
    wp::float32 var_224;
    wp::float32 var_225;
    wp::float32 var_226;
    wp::float32 var_227;
    wp::float32 var_228;
    wp::float32 var_229;
    const wp::int32 var_230 = 8;
    wp::int32 var_231;
    const wp::int32 var_232 = 2;
    wp::int32 var_233;
    const wp::int32 var_234 = 1;
    bool var_235;
    const wp::int32 var_236 = 5;
    wp::int32 var_237;
    wp::shape_t* var_238;
    const wp::int32 var_239 = 0;
    wp::int32 var_240;
    wp::shape_t var_241;
    wp::int32 var_242;
    wp::float32* var_243;
    const wp::float32 var_244 = 1.698;
    wp::float32 var_245;
    wp::float32 var_246;
    wp::float32 var_247;
    wp::float32 var_248;
    wp::float32 var_249;
    const wp::float32 var_250 = -0.9;
    const wp::float32 var_251 = 0.9;
    wp::float32 var_252;
    wp::float32 var_253;
    wp::float32 var_254;
    wp::float32 var_255;
    wp::float32 var_256;
    wp::float32 var_257;
    wp::float32 var_258;
    wp::float32 var_259;
    wp::float32 var_260;
    wp::float32 var_261;
    const wp::int32 var_262 = 2;
    wp::int32 var_263;
    const wp::int32 var_264 = 2;
    wp::int32 var_265;
    const wp::int32 var_266 = 0;
    bool var_267;
    const wp::float32 var_268 = 0.9;
    const wp::float32 var_269 = 0.6;
    wp::vec_t<2, wp::float32> var_270;
    wp::vec_t<2, wp::float32> var_271;
    const wp::float32 var_272 = 1.47;
    wp::vec_t<2, wp::float32> var_273;
    wp::vec_t<2, wp::float32> var_274;
    wp::vec_t<2, wp::float32> var_275;
    const wp::int32 var_276 = 0;
    wp::float32 var_277;
    const wp::int32 var_278 = 1;
    wp::float32 var_279;
    wp::float32 var_280;
    wp::float32 var_281;
    wp::float32 var_282;
    bool var_283;
    const wp::int32 var_284 = 4;
    wp::int32 var_285;
    const wp::int32 var_286 = 1;
    bool var_287;
    const wp::int32 var_288 = 2;
    wp::int32 var_289;
    const wp::int32 var_290 = 0;
    bool var_291;
    wp::float32 var_292;
    wp::float32 var_293;
    wp::float32 var_294;
    wp::float32 var_295;
    wp::float32 var_296;
    const wp::float32 var_297 = 1.08;
    wp::float32 var_298;
    wp::float32 var_299;
    wp::vec_t<2, wp::float32> var_300;
    wp::vec_t<2, wp::float32> var_301;
    const wp::float32 var_302 = 1.65;
    wp::vec_t<2, wp::float32> var_303;
    wp::vec_t<2, wp::float32> var_304;
    const wp::float32 var_305 = -1.2;
    const wp::float32 var_306 = 1.2;
    wp::float32 var_307;
    wp::float32 var_308;
    const wp::int32 var_309 = 0;
    wp::float32 var_310;
    wp::float32 var_311;
    wp::float32 var_312;
    bool var_313;
    bool var_314;
    bool var_315;
    bool var_316;
    bool var_317;
    wp::float32 var_318;
    const wp::float32 var_319 = -1.94;
    const wp::float32 var_320 = 1.11;
    wp::float32 var_321;
    wp::float32 var_322;
    wp::float32 var_323;
    const wp::float32 var_324 = -1.37;
    wp::float32 var_325;
    bool var_326;
    bool var_327;
    bool var_328;
    bool var_329;
    wp::float32 var_330;
    wp::float32 var_331;
    wp::vec_t<2, wp::float32> var_332;
    wp::vec_t<2, wp::float32> var_333;
    wp::vec_t<2, wp::float32> var_334;
    const wp::float32 var_335 = 1.24;
    wp::vec_t<2, wp::float32> var_336;
    wp::vec_t<2, wp::float32> var_337;
    const wp::int32 var_338 = 3;
    wp::int32 var_339;
    wp::shape_t* var_340;
    const wp::int32 var_341 = 0;
    wp::int32 var_342;
    wp::shape_t var_343;
    wp::int32 var_344;
    wp::float32* var_345;
    const wp::float32 var_346 = 1.549;
    wp::float32 var_347;
    const wp::float32 var_348 = 1.0;
    wp::float32 var_349;
    const wp::float32 var_350 = -2.0;
    const wp::float32 var_351 = 2.0;
    wp::float32 var_352;
    wp::float32 var_353;
    wp::float32 var_354;
    wp::float32 var_355;
    wp::vec_t<2, wp::float32> var_356;
    const wp::int32 var_357 = 1;
    wp::float32 var_358;
    wp::float32 var_359;
    wp::float32 var_360;
    wp::float32 var_361;
    wp::vec_t<2, wp::float32> var_362;
    wp::float32 var_363;
    wp::vec_t<2, wp::float32> var_364;
    wp::float32 var_365;
    wp::vec_t<2, wp::float32> var_366;
    wp::float32 var_367;
    wp::float32 var_368;
    wp::vec_t<2, wp::float32> var_369;
    wp::float32 var_370;
    wp::float32 var_371;
    wp::float32 var_372;
    bool var_373;
    bool var_374;
    bool var_375;
    const wp::float32 var_376 = -0.647;
    const wp::float32 var_377 = -0.91;
    wp::vec_t<2, wp::float32> var_378;
    wp::vec_t<2, wp::float32> var_379;
    const wp::float32 var_380 = 0.84;
    wp::vec_t<2, wp::float32> var_381;
    wp::vec_t<2, wp::float32> var_382;
    wp::float32 var_383;
    wp::float32 var_384;
    wp::float32 var_385;
    wp::float32 var_386;
    wp::float32 var_387;
    wp::float32 var_388;
    wp::vec_t<2, wp::float32> var_389;
    bool var_390;
    bool var_391;
    bool var_392;
    bool var_393;
    const wp::float32 var_394 = 0.1;
    bool var_395;
    wp::vec_t<2, wp::float32> var_396;
    wp::vec_t<2, wp::float32> var_397;
    wp::vec_t<2, wp::float32> var_398;
    wp::vec_t<2, wp::float32> var_399;
    const wp::float32 var_400 = 1.98;
    wp::vec_t<2, wp::float32> var_401;
    wp::vec_t<2, wp::float32> var_402;
    const wp::float32 var_403 = -0.117;
    wp::float32 var_404;
    wp::float32 var_405;
    wp::float32 var_406;
    wp::float32 var_407;
    wp::vec_t<2, wp::float32> var_408;
    wp::vec_t<2, wp::float32> var_409;
    wp::vec_t<2, wp::float32> var_410;
    wp::float32 var_411;
    wp::float32 var_412;
    wp::float32 var_413;
    const wp::float32 var_414 = 1.0;
    wp::float32 var_415;
    wp::vec_t<2, wp::float32> var_416;
    wp::vec_t<2, wp::float32> var_417;
    wp::float32 var_418;
    wp::float32 var_419;
    wp::vec_t<2, wp::float32> var_420;
    wp::float32 var_421;
    wp::float32 var_422;
    wp::vec_t<2, wp::float32> var_423;
    wp::float32 var_424;
    const wp::float32 var_425 = -3.0;
    const wp::float32 var_426 = 3.0;
    wp::float32 var_427;
    wp::float32 var_428;
    bool var_429;
    const wp::float32 var_430 = -1.607;
    const wp::float32 var_431 = -0.584;
    wp::vec_t<2, wp::float32> var_432;
    wp::float32 var_433;
    const wp::float32 var_434 = 1.0;
    wp::float32 var_435;
    wp::vec_t<2, wp::float32> var_436;
    wp::vec_t<2, wp::float32> var_437;
    wp::vec_t<2, wp::float32> var_438;
    wp::vec_t<2, wp::float32> var_439;
    const wp::float32 var_440 = 0.98;
    wp::vec_t<2, wp::float32> var_441;
    wp::vec_t<2, wp::float32> var_442;
    wp::float32 var_443;
    const wp::float32 var_444 = 0.2;
    const wp::float32 var_445 = 1.8;
    wp::float32 var_446;
    wp::float32 var_447;
    bool var_448;
    wp::float32 var_449;
    wp::float32 var_450;
    bool var_451;
    bool var_452;
    const wp::int32 var_453 = 7;
    const wp::int32 var_454 = 2;
    wp::int32 var_455;
    const wp::int32 var_456 = 1;
    bool var_457;
    const wp::float32 var_458 = 0.659;
    wp::float32 var_459;
    wp::float32 var_460;
    const wp::float32 var_461 = 1.0;
    wp::float32 var_462;
    wp::float32 var_463;
    wp::float32 var_464;
    const wp::float32 var_465 = 1.29;
    wp::float32 var_466;
    wp::float32 var_467;
    bool var_468;
    const wp::int32 var_469 = 4;
    wp::int32 var_470;
    const wp::int32 var_471 = 1;
    bool var_472;
    bool var_473;
    bool var_474;
    wp::float32 var_475;
    const wp::float32 var_476 = -0.8;
    const wp::float32 var_477 = 0.8;
    wp::float32 var_478;
    wp::float32 var_479;
    wp::float32 var_480;
    wp::float32 var_481;
    wp::float32 var_482;
    const wp::float32 var_483 = -0.7;
    wp::vec_t<2, wp::float32> var_484;
    wp::float32 var_485;
    const wp::float32 var_486 = -0.8;
    const wp::float32 var_487 = 0.8;
    wp::float32 var_488;
    wp::float32 var_489;
    wp::float32 var_490;
    const wp::int32 var_491 = 2;
    wp::float32 var_492;
    wp::float32 var_493;
    wp::float32 var_494;
    const wp::int32 var_495 = 4;
    wp::int32 var_496;
    const wp::int32 var_497 = 4;
    wp::int32 var_498;
    const wp::int32 var_499 = 1;
    bool var_500;
    wp::float32 var_501;
    wp::float32 var_502;
    wp::float32 var_503;
    wp::float32 var_504;
    wp::float32 var_505;
    wp::float32 var_506;
    wp::float32 var_507;
    wp::float32 var_508;
    wp::float32 var_509;
    const wp::float32 var_510 = 1.54;
    wp::float32 var_511;
    wp::float32 var_512;
    const wp::int32 var_513 = 1;
    wp::float32 var_514;
    const wp::float32 var_515 = -4.0;
    const wp::float32 var_516 = 2.0;
    wp::float32 var_517;
    wp::float32 var_518;
    wp::float32 var_519;
    wp::float32 var_520;
    wp::float32 var_521;
    wp::float32 var_522;
    wp::float32 var_523;
    wp::float32 var_524;
    wp::float32 var_525;
    wp::float32 var_526;
    wp::float32 var_527;
    wp::float32 var_528;
    const wp::float32 var_529 = -0.62;
    const wp::float32 var_530 = 0.96;
    wp::float32 var_531;
    wp::float32 var_532;
    wp::float32 var_533;
    wp::float32 var_534;
    wp::float32 var_535;
    const wp::int32 var_536 = 4;
    wp::int32 var_537;
    const wp::int32 var_538 = 1;
    bool var_539;
    const wp::float32 var_540 = -1.989;
    bool var_541;
    wp::float32 var_542;
    wp::float32 var_543;
    wp::float32 var_544;
    wp::float32 var_545;
    bool var_546;
    const wp::int32 var_547 = 2;
    wp::int32 var_548;
    const wp::int32 var_549 = 1;
    bool var_550;
    bool var_551;
    wp::vec_t<2, wp::float32> var_552;
    const wp::int32 var_553 = 0;
    wp::float32 var_554;
    wp::float32 var_555;
    wp::float32 var_556;
    wp::vec_t<2, wp::float32> var_557;
    wp::float32 var_558;
    wp::vec_t<2, wp::float32> var_559;
    const wp::float32 var_560 = 1.5;
    const wp::float32 var_561 = -2.0;
    wp::vec_t<2, wp::float32> var_562;
    wp::vec_t<2, wp::float32> var_563;
    const wp::float32 var_564 = -1.692;
    bool var_565;
    wp::float32 var_566;
    wp::float32 var_567;
    wp::float32 var_568;
    wp::float32 var_569;
    wp::vec_t<2, wp::float32> var_570;
    wp::float32 var_571;
    wp::float32 var_572;
    wp::float32 var_573;
    wp::float32 var_574;
    wp::float32 var_575;
    wp::float32 var_576;
    wp::float32 var_577;
    bool var_578;
    const wp::int32 var_579 = 2;
    wp::int32 var_580;
    const wp::int32 var_581 = 0;
    bool var_582;
    const wp::int32 var_583 = 2;
    wp::int32 var_584;
    const wp::int32 var_585 = 1;
    bool var_586;
    const wp::float32 var_587 = -0.6;
    const wp::float32 var_588 = -0.7;
    wp::vec_t<2, wp::float32> var_589;
    wp::vec_t<2, wp::float32> var_590;
    wp::vec_t<2, wp::float32> var_591;
    wp::vec_t<2, wp::float32> var_592;
    const wp::float32 var_593 = 1.5;
    wp::vec_t<2, wp::float32> var_594;
    wp::vec_t<2, wp::float32> var_595;
    wp::vec_t<2, wp::float32> var_596;
    wp::float32 var_597;
    wp::vec_t<2, wp::float32> var_598;
    wp::float32 var_599;
    wp::float32 var_600;
    wp::vec_t<2, wp::float32> var_601;
    wp::float32 var_602;
    wp::float32 var_603;
    const wp::float32 var_604 = 1.0;
    wp::float32 var_605;
    const wp::float32 var_606 = -2.0;
    const wp::float32 var_607 = 2.0;
    wp::float32 var_608;
    wp::float32 var_609;
    bool var_610;
    wp::vec_t<2, wp::float32> var_611;
    const wp::float32 var_612 = 0.246;
    const wp::float32 var_613 = -0.19;
    wp::vec_t<2, wp::float32> var_614;
    wp::vec_t<2, wp::float32> var_615;
    wp::float32 var_616;
    wp::float32 var_617;
    wp::float32 var_618;
    wp::float32 var_619;
    wp::float32 var_620;
    wp::float32 var_621;
    const wp::float32 var_622 = 1.747;
    bool var_623;
    const wp::int32 var_624 = 2;
    wp::int32 var_625;
    wp::shape_t* var_626;
    const wp::int32 var_627 = 0;
    wp::int32 var_628;
    wp::shape_t var_629;
    wp::int32 var_630;
    wp::float32* var_631;
    wp::float32 var_632;
    wp::float32 var_633;
    wp::float32 var_634;
    wp::float32 var_635;
    wp::float32 var_636;
    const wp::float32 var_637 = 0.5;
    wp::float32 var_638;
    wp::float32 var_639;
    wp::float32 var_640;
    const wp::int32 var_641 = 1;
    wp::float32 var_642;
    wp::vec_t<2, wp::float32> var_643;
    bool var_644;
    wp::float32 var_645;
    const wp::float32 var_646 = 0.6;
    wp::float32 var_647;
    const wp::float32 var_648 = 1.0;
    wp::float32 var_649;
    wp::float32 var_650;
    wp::vec_t<2, wp::float32> var_651;
    wp::vec_t<2, wp::float32> var_652;
    const wp::float32 var_653 = 0.87;
    wp::vec_t<2, wp::float32> var_654;
    wp::vec_t<2, wp::float32> var_655;
    const wp::float32 var_656 = 0.2;
    const wp::float32 var_657 = 1.8;
    wp::float32 var_658;
    wp::float32 var_659;
    wp::float32 var_660;
    wp::vec_t<2, wp::float32> var_661;
    const wp::float32 var_662 = 1.67;
    wp::vec_t<2, wp::float32> var_663;
    wp::vec_t<2, wp::float32> var_664;
    const wp::float32 var_665 = 0.135;
    wp::float32 var_666;
    const wp::float32 var_667 = 0.2;
    wp::float32 var_668;
    wp::float32 var_669;
    wp::float32 var_670;
    wp::float32 var_671;
    wp::vec_t<2, wp::float32> var_672;
    wp::float32 var_673;
    wp::float32 var_674;
    wp::vec_t<2, wp::float32> var_675;
    wp::float32 var_676;
    const wp::float32 var_677 = 0.3;
    const wp::float32 var_678 = 0.748;
    wp::vec_t<2, wp::float32> var_679;
    wp::float32 var_680;
    bool var_681;
    wp::vec_t<2, wp::float32> var_682;
    const wp::float32 var_683 = 0.81;
    wp::vec_t<2, wp::float32> var_684;
    wp::vec_t<2, wp::float32> var_685;
    wp::float32 var_686;
    wp::float32 var_687;
    const wp::float32 var_688 = -1.61;
    const wp::float32 var_689 = 0.94;
    wp::float32 var_690;
    wp::vec_t<2, wp::float32> var_691;
    wp::vec_t<2, wp::float32> var_692;
    wp::vec_t<2, wp::float32> var_693;
    wp::float32 var_694;
    const wp::float32 var_695 = 1.0;
    wp::float32 var_696;
    wp::float32 var_697;
    const wp::int32 var_698 = 0;
    wp::float32 var_699;
    wp::float32 var_700;
    wp::vec_t<2, wp::float32> var_701;
    wp::vec_t<2, wp::float32> var_702;
    wp::float32 var_703;
    wp::vec_t<2, wp::float32> var_704;
    wp::float32 var_705;
    wp::float32 var_706;
    wp::vec_t<2, wp::float32> var_707;
    wp::float32 var_708;
    wp::int32 var_709;
    const wp::int32 var_710 = 2;
    wp::int32 var_711;
    const wp::int32 var_712 = 1;
    bool var_713;
    wp::vec_t<2, wp::float32> var_714;
    wp::vec_t<2, wp::float32> var_715;
    const wp::float32 var_716 = 1.83;
    wp::vec_t<2, wp::float32> var_717;
    wp::vec_t<2, wp::float32> var_718;
    wp::float32 var_719;
    wp::float32 var_720;
    wp::vec_t<2, wp::float32> var_721;
    wp::float32 var_722;
    const wp::float32 var_723 = 1.0;
    wp::float32 var_724;
    wp::float32 var_725;
    wp::vec_t<2, wp::float32> var_726;
    const wp::float32 var_727 = -0.2;
    const wp::float32 var_728 = 2.0;
    wp::vec_t<2, wp::float32> var_729;
    wp::vec_t<2, wp::float32> var_730;
    bool var_731;
    const wp::int32 var_732 = 4;
    wp::int32 var_733;
    const wp::int32 var_734 = 0;
    bool var_735;
    bool var_736;
    bool var_737;
    bool var_738;
    const wp::float32 var_739 = -0.4;
    wp::vec_t<2, wp::float32> var_740;
    wp::vec_t<2, wp::float32> var_741;
    wp::vec_t<2, wp::float32> var_742;
    wp::vec_t<2, wp::float32> var_743;
    const wp::float32 var_744 = 1.57;
    wp::vec_t<2, wp::float32> var_745;
    wp::vec_t<2, wp::float32> var_746;
    const wp::int32 var_747 = 1;
    wp::float32 var_748;
    const wp::float32 var_749 = 0.2;
    wp::float32 var_750;
    const wp::float32 var_751 = 1.0;
    wp::float32 var_752;
    wp::float32 var_753;
    bool var_754;
    const wp::int32 var_755 = 1;
    wp::float32 var_756;
    const wp::float32 var_757 = 0.332;
    wp::float32 var_758;
    wp::float32 var_759;
    wp::float32 var_760;
    wp::float32 var_761;
    wp::float32 var_762;
    bool var_763;
    wp::float32 var_764;
    wp::float32 var_765;
    wp::float32 var_766;
    wp::float32 var_767;
    const wp::float32 var_768 = 1.1;
    const wp::float32 var_769 = 0.519;
    wp::vec_t<2, wp::float32> var_770;
    wp::vec_t<2, wp::float32> var_771;
    const wp::float32 var_772 = 0.95;
    wp::vec_t<2, wp::float32> var_773;
    wp::vec_t<2, wp::float32> var_774;
    wp::float32 var_775;
    wp::vec_t<2, wp::float32> var_776;
    wp::float32 var_777;
    wp::vec_t<2, wp::float32> var_778;
    wp::float32 var_779;
    wp::vec_t<2, wp::float32> var_780;
    wp::float32 var_781;
    wp::vec_t<2, wp::float32> var_782;
    wp::float32 var_783;
    wp::float32 var_784;
    wp::vec_t<2, wp::float32> var_785;
    wp::float32 var_786;
    wp::float32 var_787;
    const wp::int32 var_788 = 1;
    wp::float32 var_789;
    bool var_790;
    wp::vec_t<2, wp::float32> var_791;
    wp::float32 var_792;
    wp::float32 var_793;
    wp::float32 var_794;
    const wp::int32 var_795 = 4;
    wp::int32 var_796;
    wp::shape_t* var_797;
    const wp::int32 var_798 = 0;
    wp::int32 var_799;
    wp::shape_t var_800;
    wp::int32 var_801;
    wp::float32* var_802;
    wp::float32 var_803;
    wp::float32 var_804;
    wp::float32 var_805;
    wp::float32 var_806;
    bool var_807;
    wp::vec_t<2, wp::float32> var_808;
    const wp::float32 var_809 = 0.82;
    wp::vec_t<2, wp::float32> var_810;
    wp::vec_t<2, wp::float32> var_811;
    const wp::float32 var_812 = -1.8;
    wp::float32 var_813;
    const wp::float32 var_814 = -0.6;
    wp::float32 var_815;
    bool var_816;
    const wp::int32 var_817 = 3;
    wp::int32 var_818;
    wp::shape_t* var_819;
    const wp::int32 var_820 = 0;
    wp::int32 var_821;
    wp::shape_t var_822;
    wp::int32 var_823;
    wp::vec_t<2, wp::float32>* var_824;
    wp::float32 var_825;
    wp::vec_t<2, wp::float32> var_826;
    wp::float32 var_827;
    wp::float32 var_828;
    const wp::int32 var_829 = 0;
    wp::float32 var_830;
    wp::float32 var_831;
    bool var_832;
    const wp::float32 var_833 = -0.522;
    wp::float32 var_834;
    wp::float32 var_835;
    wp::vec_t<2, wp::float32> var_836;
    const wp::float32 var_837 = -1.93;
    const wp::float32 var_838 = 0.5;
    wp::vec_t<2, wp::float32> var_839;
    wp::vec_t<2, wp::float32> var_840;
    wp::vec_t<2, wp::float32> var_841;
    const wp::float32 var_842 = 0.63;
    wp::vec_t<2, wp::float32> var_843;
    wp::vec_t<2, wp::float32> var_844;
    const wp::float32 var_845 = 0.942;
    wp::float32 var_846;
    wp::float32 var_847;
    wp::float32 var_848;
    wp::float32 var_849;
    wp::float32 var_850;
    wp::vec_t<2, wp::float32> var_851;
    wp::float32 var_852;
    bool var_853;
    const wp::int32 var_854 = 2;
    wp::int32 var_855;
    const wp::int32 var_856 = 1;
    bool var_857;
    bool var_858;
    bool var_859;
    bool var_860;
    wp::vec_t<2, wp::float32> var_861;
    const wp::float32 var_862 = 1.94;
    wp::vec_t<2, wp::float32> var_863;
    wp::vec_t<2, wp::float32> var_864;
    bool var_865;
    const wp::float32 var_866 = -1.161;
    wp::vec_t<2, wp::float32> var_867;
    const wp::int32 var_868 = 0;
    wp::float32 var_869;
    const wp::float32 var_870 = 0.81;
    wp::float32 var_871;
    wp::float32 var_872;
    wp::float32 var_873;
    wp::vec_t<2, wp::float32> var_874;
    wp::float32 var_875;
    wp::float32 var_876;
    wp::float32 var_877;
    wp::float32 var_878;
    wp::float32 var_879;
    wp::float32 var_880;
    wp::float32 var_881;
    wp::float32 var_882;
    wp::float32 var_883;
    wp::float32 var_884;
    wp::float32 var_885;
    const wp::int32 var_886 = 8;
    wp::int32 var_887;
    const wp::int32 var_888 = 3;
    wp::int32 var_889;
    const wp::int32 var_890 = 1;
    bool var_891;
    wp::float32 var_892;
    wp::float32 var_893;
    wp::float32 var_894;
    const wp::int32 var_895 = 1;
    wp::float32 var_896;
    bool var_897;
    bool var_898;
    wp::float32 var_899;
    const wp::float32 var_900 = -0.8;
    const wp::float32 var_901 = 0.8;
    wp::float32 var_902;
    wp::float32 var_903;
    wp::float32 var_904;
    wp::float32 var_905;
    wp::vec_t<2, wp::float32> var_906;
    const wp::float32 var_907 = -0.515;
    wp::float32 var_908;
    const wp::float32 var_909 = -0.8;
    const wp::float32 var_910 = 0.8;
    wp::float32 var_911;
    wp::float32 var_912;
    wp::float32 var_913;
    const wp::float32 var_914 = 1.0;
    wp::float32 var_915;
    wp::float32 var_916;
    wp::float32 var_917;
    wp::float32 var_918;
    bool var_919;
    const wp::float32 var_920 = -0.78;
    bool var_921;
    bool var_922;
    wp::vec_t<2, wp::float32> var_923;
    const wp::float32 var_924 = 1.88;
    wp::vec_t<2, wp::float32> var_925;
    wp::vec_t<2, wp::float32> var_926;
    wp::float32 var_927;
    const wp::float32 var_928 = 1.0;
    wp::float32 var_929;
    wp::float32 var_930;
    const wp::float32 var_931 = -1.94;
    const wp::float32 var_932 = 0.95;
    wp::float32 var_933;
    wp::float32 var_934;
    wp::float32 var_935;
    wp::float32 var_936;
    wp::float32 var_937;
    wp::float32 var_938;
    wp::vec_t<2, wp::float32> var_939;
    wp::float32 var_940;
    wp::vec_t<2, wp::float32> var_941;
    wp::float32 var_942;
    wp::vec_t<2, wp::float32> var_943;
    wp::float32 var_944;
    wp::float32 var_945;
    const wp::float32 var_946 = 1.0;
    wp::float32 var_947;
    wp::vec_t<2, wp::float32> var_948;
    wp::vec_t<2, wp::float32> var_949;
    const wp::float32 var_950 = 1.01;
    wp::vec_t<2, wp::float32> var_951;
    wp::vec_t<2, wp::float32> var_952;
    wp::float32 var_953;
    wp::float32 var_954;
    bool var_955;
    wp::float32 var_956;
    wp::float32 var_957;
    wp::vec_t<2, wp::float32> var_958;
    const wp::float32 var_959 = -0.9;
    wp::float32 var_960;
    wp::vec_t<2, wp::float32> var_961;
    const wp::int32 var_962 = 1;
    wp::int32 var_963;
    wp::shape_t* var_964;
    const wp::int32 var_965 = 0;
    wp::int32 var_966;
    wp::shape_t var_967;
    wp::int32 var_968;
    wp::float32* var_969;
    wp::vec_t<2, wp::float32> var_970;
    wp::float32 var_971;
    const wp::float32 var_972 = -0.6;
    wp::float32 var_973;
    const wp::float32 var_974 = 0.36;
    wp::float32 var_975;
    wp::float32 var_976;
    wp::float32 var_977;
    const wp::int32 var_978 = 5;
    wp::int32 var_979;
    wp::shape_t* var_980;
    const wp::int32 var_981 = 0;
    wp::int32 var_982;
    wp::shape_t var_983;
    wp::int32 var_984;
    wp::float32* var_985;
    wp::float32 var_986;
    wp::float32 var_987;
    wp::float32 var_988;
    wp::vec_t<2, wp::float32> var_989;
    wp::float32 var_990;
    wp::float32 var_991;
    wp::vec_t<2, wp::float32> var_992;
    wp::float32 var_993;
    wp::float32 var_994;
    wp::vec_t<2, wp::float32> var_995;
    wp::float32 var_996;
    const wp::float32 var_997 = 1.76;
    wp::float32 var_998;
    bool var_999;
    wp::float32 var_1000;
    wp::float32 var_1001;
    wp::float32 var_1002;
    const wp::float32 var_1003 = -1.72;
    bool var_1004;
    wp::float32 var_1005;
    wp::float32 var_1006;
    wp::float32 var_1007;
    wp::float32 var_1008;
    wp::float32 var_1009;
    wp::vec_t<2, wp::float32> var_1010;
    wp::float32 var_1011;
    wp::float32 var_1012;
    wp::float32 var_1013;
    const wp::int32 var_1014 = 1;
    wp::int32 var_1015;
    wp::shape_t* var_1016;
    const wp::int32 var_1017 = 0;
    wp::int32 var_1018;
    wp::shape_t var_1019;
    wp::int32 var_1020;
    wp::float32* var_1021;
    wp::float32 var_1022;
    wp::float32 var_1023;
    const wp::float32 var_1024 = 1.71;
    wp::float32 var_1025;
    wp::float32 var_1026;
    const wp::int32 var_1027 = 3;
    wp::int32 var_1028;
    wp::shape_t* var_1029;
    const wp::int32 var_1030 = 0;
    wp::int32 var_1031;
    wp::shape_t var_1032;
    wp::int32 var_1033;
    wp::vec_t<2, wp::float32>* var_1034;
    const wp::float32 var_1035 = 0.31;
    wp::vec_t<2, wp::float32> var_1036;
    wp::vec_t<2, wp::float32> var_1037;
    wp::vec_t<2, wp::float32> var_1038;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::vec_t<2, wp::float32> adj_4 = {};
    wp::vec_t<2, wp::float32> adj_5 = {};
    wp::vec_t<2, wp::float32> adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    bool adj_10 = {};
    bool adj_11 = {};
    bool adj_12 = {};
    bool adj_13 = {};
    bool adj_14 = {};
    bool adj_15 = {};
    bool adj_16 = {};
    bool adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    bool adj_23 = {};
    wp::float32 adj_24 = {};
    bool adj_25 = {};
    wp::int32 adj_26 = {};
    wp::int32 adj_27 = {};
    wp::int32 adj_28 = {};
    wp::int32 adj_29 = {};
    bool adj_30 = {};
    wp::int32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    bool adj_40 = {};
    bool adj_41 = {};
    bool adj_42 = {};
    wp::float32 adj_43 = {};
    bool adj_44 = {};
    bool adj_45 = {};
    bool adj_46 = {};
    bool adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::vec_t<2, wp::float32> adj_53 = {};
    wp::vec_t<2, wp::float32> adj_54 = {};
    wp::vec_t<2, wp::float32> adj_55 = {};
    wp::float32 adj_56 = {};
    wp::vec_t<2, wp::float32> adj_57 = {};
    wp::vec_t<2, wp::float32> adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    bool adj_64 = {};
    wp::int32 adj_65 = {};
    wp::int32 adj_66 = {};
    wp::shape_t adj_67 = {};
    wp::int32 adj_68 = {};
    wp::int32 adj_69 = {};
    wp::shape_t adj_70 = {};
    wp::int32 adj_71 = {};
    wp::vec_t<2, wp::float32> adj_72 = {};
    wp::vec_t<2, wp::float32> adj_73 = {};
    wp::vec_t<2, wp::float32> adj_74 = {};
    wp::float32 adj_75 = {};
    wp::vec_t<2, wp::float32> adj_76 = {};
    wp::vec_t<2, wp::float32> adj_77 = {};
    wp::float32 adj_78 = {};
    bool adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::float32 adj_84 = {};
    wp::float32 adj_85 = {};
    wp::float32 adj_86 = {};
    wp::float32 adj_87 = {};
    wp::vec_t<2, wp::float32> adj_88 = {};
    wp::float32 adj_89 = {};
    wp::vec_t<2, wp::float32> adj_90 = {};
    bool adj_91 = {};
    bool adj_92 = {};
    wp::int32 adj_93 = {};
    wp::int32 adj_94 = {};
    wp::int32 adj_95 = {};
    bool adj_96 = {};
    wp::int32 adj_97 = {};
    wp::int32 adj_98 = {};
    wp::shape_t adj_99 = {};
    wp::int32 adj_100 = {};
    wp::int32 adj_101 = {};
    wp::shape_t adj_102 = {};
    wp::int32 adj_103 = {};
    wp::float32 adj_104 = {};
    wp::float32 adj_105 = {};
    wp::float32 adj_106 = {};
    wp::float32 adj_107 = {};
    wp::float32 adj_108 = {};
    wp::float32 adj_109 = {};
    bool adj_110 = {};
    wp::float32 adj_111 = {};
    wp::float32 adj_112 = {};
    wp::int32 adj_113 = {};
    wp::int32 adj_114 = {};
    wp::shape_t adj_115 = {};
    wp::int32 adj_116 = {};
    wp::int32 adj_117 = {};
    wp::shape_t adj_118 = {};
    wp::int32 adj_119 = {};
    wp::vec_t<2, wp::float32> adj_120 = {};
    wp::vec_t<2, wp::float32> adj_121 = {};
    wp::vec_t<2, wp::float32> adj_122 = {};
    wp::float32 adj_123 = {};
    wp::vec_t<2, wp::float32> adj_124 = {};
    wp::vec_t<2, wp::float32> adj_125 = {};
    wp::float32 adj_126 = {};
    wp::float32 adj_127 = {};
    bool adj_128 = {};
    wp::vec_t<2, wp::float32> adj_129 = {};
    wp::float32 adj_130 = {};
    wp::vec_t<2, wp::float32> adj_131 = {};
    wp::vec_t<2, wp::float32> adj_132 = {};
    bool adj_133 = {};
    bool adj_134 = {};
    bool adj_135 = {};
    bool adj_136 = {};
    bool adj_137 = {};
    wp::float32 adj_138 = {};
    wp::float32 adj_139 = {};
    bool adj_140 = {};
    wp::float32 adj_141 = {};
    bool adj_142 = {};
    wp::float32 adj_143 = {};
    wp::float32 adj_144 = {};
    wp::float32 adj_145 = {};
    wp::int32 adj_146 = {};
    wp::float32 adj_147 = {};
    wp::float32 adj_148 = {};
    wp::float32 adj_149 = {};
    wp::float32 adj_150 = {};
    wp::float32 adj_151 = {};
    wp::float32 adj_152 = {};
    wp::float32 adj_153 = {};
    wp::vec_t<2, wp::float32> adj_154 = {};
    wp::float32 adj_155 = {};
    wp::vec_t<2, wp::float32> adj_156 = {};
    wp::vec_t<2, wp::float32> adj_157 = {};
    wp::int32 adj_158 = {};
    wp::int32 adj_159 = {};
    wp::shape_t adj_160 = {};
    wp::int32 adj_161 = {};
    wp::int32 adj_162 = {};
    wp::shape_t adj_163 = {};
    wp::int32 adj_164 = {};
    wp::vec_t<2, wp::float32> adj_165 = {};
    wp::vec_t<2, wp::float32> adj_166 = {};
    wp::vec_t<2, wp::float32> adj_167 = {};
    wp::float32 adj_168 = {};
    wp::vec_t<2, wp::float32> adj_169 = {};
    wp::float32 adj_170 = {};
    wp::vec_t<2, wp::float32> adj_171 = {};
    wp::float32 adj_172 = {};
    wp::vec_t<2, wp::float32> adj_173 = {};
    wp::float32 adj_174 = {};
    wp::float32 adj_175 = {};
    wp::vec_t<2, wp::float32> adj_176 = {};
    wp::float32 adj_177 = {};
    wp::float32 adj_178 = {};
    wp::float32 adj_179 = {};
    wp::float32 adj_180 = {};
    wp::float32 adj_181 = {};
    wp::float32 adj_182 = {};
    bool adj_183 = {};
    wp::int32 adj_184 = {};
    wp::int32 adj_185 = {};
    wp::shape_t adj_186 = {};
    wp::int32 adj_187 = {};
    wp::int32 adj_188 = {};
    wp::shape_t adj_189 = {};
    wp::int32 adj_190 = {};
    wp::float32 adj_191 = {};
    wp::int32 adj_192 = {};
    wp::float32 adj_193 = {};
    wp::vec_t<2, wp::float32> adj_194 = {};
    wp::float32 adj_195 = {};
    wp::vec_t<2, wp::float32> adj_196 = {};
    wp::float32 adj_197 = {};
    wp::vec_t<2, wp::float32> adj_198 = {};
    wp::vec_t<2, wp::float32> adj_199 = {};
    wp::int32 adj_200 = {};
    wp::int32 adj_201 = {};
    wp::int32 adj_202 = {};
    wp::int32 adj_203 = {};
    wp::int32 adj_204 = {};
    bool adj_205 = {};
    wp::float32 adj_206 = {};
    wp::float32 adj_207 = {};
    wp::float32 adj_208 = {};
    wp::float32 adj_209 = {};
    wp::float32 adj_210 = {};
    wp::float32 adj_211 = {};
    wp::float32 adj_212 = {};
    wp::float32 adj_213 = {};
    bool adj_214 = {};
    wp::int32 adj_215 = {};
    wp::int32 adj_216 = {};
    wp::int32 adj_217 = {};
    bool adj_218 = {};
    wp::int32 adj_219 = {};
    wp::int32 adj_220 = {};
    wp::int32 adj_221 = {};
    wp::int32 adj_222 = {};
    bool adj_223 = {};
    wp::float32 adj_224 = {};
    wp::float32 adj_225 = {};
    wp::float32 adj_226 = {};
    wp::float32 adj_227 = {};
    wp::float32 adj_228 = {};
    wp::float32 adj_229 = {};
    wp::int32 adj_230 = {};
    wp::int32 adj_231 = {};
    wp::int32 adj_232 = {};
    wp::int32 adj_233 = {};
    wp::int32 adj_234 = {};
    bool adj_235 = {};
    wp::int32 adj_236 = {};
    wp::int32 adj_237 = {};
    wp::shape_t adj_238 = {};
    wp::int32 adj_239 = {};
    wp::int32 adj_240 = {};
    wp::shape_t adj_241 = {};
    wp::int32 adj_242 = {};
    wp::float32 adj_243 = {};
    wp::float32 adj_244 = {};
    wp::float32 adj_245 = {};
    wp::float32 adj_246 = {};
    wp::float32 adj_247 = {};
    wp::float32 adj_248 = {};
    wp::float32 adj_249 = {};
    wp::float32 adj_250 = {};
    wp::float32 adj_251 = {};
    wp::float32 adj_252 = {};
    wp::float32 adj_253 = {};
    wp::float32 adj_254 = {};
    wp::float32 adj_255 = {};
    wp::float32 adj_256 = {};
    wp::float32 adj_257 = {};
    wp::float32 adj_258 = {};
    wp::float32 adj_259 = {};
    wp::float32 adj_260 = {};
    wp::float32 adj_261 = {};
    wp::int32 adj_262 = {};
    wp::int32 adj_263 = {};
    wp::int32 adj_264 = {};
    wp::int32 adj_265 = {};
    wp::int32 adj_266 = {};
    bool adj_267 = {};
    wp::float32 adj_268 = {};
    wp::float32 adj_269 = {};
    wp::vec_t<2, wp::float32> adj_270 = {};
    wp::vec_t<2, wp::float32> adj_271 = {};
    wp::float32 adj_272 = {};
    wp::vec_t<2, wp::float32> adj_273 = {};
    wp::vec_t<2, wp::float32> adj_274 = {};
    wp::vec_t<2, wp::float32> adj_275 = {};
    wp::int32 adj_276 = {};
    wp::float32 adj_277 = {};
    wp::int32 adj_278 = {};
    wp::float32 adj_279 = {};
    wp::float32 adj_280 = {};
    wp::float32 adj_281 = {};
    wp::float32 adj_282 = {};
    bool adj_283 = {};
    wp::int32 adj_284 = {};
    wp::int32 adj_285 = {};
    wp::int32 adj_286 = {};
    bool adj_287 = {};
    wp::int32 adj_288 = {};
    wp::int32 adj_289 = {};
    wp::int32 adj_290 = {};
    bool adj_291 = {};
    wp::float32 adj_292 = {};
    wp::float32 adj_293 = {};
    wp::float32 adj_294 = {};
    wp::float32 adj_295 = {};
    wp::float32 adj_296 = {};
    wp::float32 adj_297 = {};
    wp::float32 adj_298 = {};
    wp::float32 adj_299 = {};
    wp::vec_t<2, wp::float32> adj_300 = {};
    wp::vec_t<2, wp::float32> adj_301 = {};
    wp::float32 adj_302 = {};
    wp::vec_t<2, wp::float32> adj_303 = {};
    wp::vec_t<2, wp::float32> adj_304 = {};
    wp::float32 adj_305 = {};
    wp::float32 adj_306 = {};
    wp::float32 adj_307 = {};
    wp::float32 adj_308 = {};
    wp::int32 adj_309 = {};
    wp::float32 adj_310 = {};
    wp::float32 adj_311 = {};
    wp::float32 adj_312 = {};
    bool adj_313 = {};
    bool adj_314 = {};
    bool adj_315 = {};
    bool adj_316 = {};
    bool adj_317 = {};
    wp::float32 adj_318 = {};
    wp::float32 adj_319 = {};
    wp::float32 adj_320 = {};
    wp::float32 adj_321 = {};
    wp::float32 adj_322 = {};
    wp::float32 adj_323 = {};
    wp::float32 adj_324 = {};
    wp::float32 adj_325 = {};
    bool adj_326 = {};
    bool adj_327 = {};
    bool adj_328 = {};
    bool adj_329 = {};
    wp::float32 adj_330 = {};
    wp::float32 adj_331 = {};
    wp::vec_t<2, wp::float32> adj_332 = {};
    wp::vec_t<2, wp::float32> adj_333 = {};
    wp::vec_t<2, wp::float32> adj_334 = {};
    wp::float32 adj_335 = {};
    wp::vec_t<2, wp::float32> adj_336 = {};
    wp::vec_t<2, wp::float32> adj_337 = {};
    wp::int32 adj_338 = {};
    wp::int32 adj_339 = {};
    wp::shape_t adj_340 = {};
    wp::int32 adj_341 = {};
    wp::int32 adj_342 = {};
    wp::shape_t adj_343 = {};
    wp::int32 adj_344 = {};
    wp::float32 adj_345 = {};
    wp::float32 adj_346 = {};
    wp::float32 adj_347 = {};
    wp::float32 adj_348 = {};
    wp::float32 adj_349 = {};
    wp::float32 adj_350 = {};
    wp::float32 adj_351 = {};
    wp::float32 adj_352 = {};
    wp::float32 adj_353 = {};
    wp::float32 adj_354 = {};
    wp::float32 adj_355 = {};
    wp::vec_t<2, wp::float32> adj_356 = {};
    wp::int32 adj_357 = {};
    wp::float32 adj_358 = {};
    wp::float32 adj_359 = {};
    wp::float32 adj_360 = {};
    wp::float32 adj_361 = {};
    wp::vec_t<2, wp::float32> adj_362 = {};
    wp::float32 adj_363 = {};
    wp::vec_t<2, wp::float32> adj_364 = {};
    wp::float32 adj_365 = {};
    wp::vec_t<2, wp::float32> adj_366 = {};
    wp::float32 adj_367 = {};
    wp::float32 adj_368 = {};
    wp::vec_t<2, wp::float32> adj_369 = {};
    wp::float32 adj_370 = {};
    wp::float32 adj_371 = {};
    wp::float32 adj_372 = {};
    bool adj_373 = {};
    bool adj_374 = {};
    bool adj_375 = {};
    wp::float32 adj_376 = {};
    wp::float32 adj_377 = {};
    wp::vec_t<2, wp::float32> adj_378 = {};
    wp::vec_t<2, wp::float32> adj_379 = {};
    wp::float32 adj_380 = {};
    wp::vec_t<2, wp::float32> adj_381 = {};
    wp::vec_t<2, wp::float32> adj_382 = {};
    wp::float32 adj_383 = {};
    wp::float32 adj_384 = {};
    wp::float32 adj_385 = {};
    wp::float32 adj_386 = {};
    wp::float32 adj_387 = {};
    wp::float32 adj_388 = {};
    wp::vec_t<2, wp::float32> adj_389 = {};
    bool adj_390 = {};
    bool adj_391 = {};
    bool adj_392 = {};
    bool adj_393 = {};
    wp::float32 adj_394 = {};
    bool adj_395 = {};
    wp::vec_t<2, wp::float32> adj_396 = {};
    wp::vec_t<2, wp::float32> adj_397 = {};
    wp::vec_t<2, wp::float32> adj_398 = {};
    wp::vec_t<2, wp::float32> adj_399 = {};
    wp::float32 adj_400 = {};
    wp::vec_t<2, wp::float32> adj_401 = {};
    wp::vec_t<2, wp::float32> adj_402 = {};
    wp::float32 adj_403 = {};
    wp::float32 adj_404 = {};
    wp::float32 adj_405 = {};
    wp::float32 adj_406 = {};
    wp::float32 adj_407 = {};
    wp::vec_t<2, wp::float32> adj_408 = {};
    wp::vec_t<2, wp::float32> adj_409 = {};
    wp::vec_t<2, wp::float32> adj_410 = {};
    wp::float32 adj_411 = {};
    wp::float32 adj_412 = {};
    wp::float32 adj_413 = {};
    wp::float32 adj_414 = {};
    wp::float32 adj_415 = {};
    wp::vec_t<2, wp::float32> adj_416 = {};
    wp::vec_t<2, wp::float32> adj_417 = {};
    wp::float32 adj_418 = {};
    wp::float32 adj_419 = {};
    wp::vec_t<2, wp::float32> adj_420 = {};
    wp::float32 adj_421 = {};
    wp::float32 adj_422 = {};
    wp::vec_t<2, wp::float32> adj_423 = {};
    wp::float32 adj_424 = {};
    wp::float32 adj_425 = {};
    wp::float32 adj_426 = {};
    wp::float32 adj_427 = {};
    wp::float32 adj_428 = {};
    bool adj_429 = {};
    wp::float32 adj_430 = {};
    wp::float32 adj_431 = {};
    wp::vec_t<2, wp::float32> adj_432 = {};
    wp::float32 adj_433 = {};
    wp::float32 adj_434 = {};
    wp::float32 adj_435 = {};
    wp::vec_t<2, wp::float32> adj_436 = {};
    wp::vec_t<2, wp::float32> adj_437 = {};
    wp::vec_t<2, wp::float32> adj_438 = {};
    wp::vec_t<2, wp::float32> adj_439 = {};
    wp::float32 adj_440 = {};
    wp::vec_t<2, wp::float32> adj_441 = {};
    wp::vec_t<2, wp::float32> adj_442 = {};
    wp::float32 adj_443 = {};
    wp::float32 adj_444 = {};
    wp::float32 adj_445 = {};
    wp::float32 adj_446 = {};
    wp::float32 adj_447 = {};
    bool adj_448 = {};
    wp::float32 adj_449 = {};
    wp::float32 adj_450 = {};
    bool adj_451 = {};
    bool adj_452 = {};
    wp::int32 adj_453 = {};
    wp::int32 adj_454 = {};
    wp::int32 adj_455 = {};
    wp::int32 adj_456 = {};
    bool adj_457 = {};
    wp::float32 adj_458 = {};
    wp::float32 adj_459 = {};
    wp::float32 adj_460 = {};
    wp::float32 adj_461 = {};
    wp::float32 adj_462 = {};
    wp::float32 adj_463 = {};
    wp::float32 adj_464 = {};
    wp::float32 adj_465 = {};
    wp::float32 adj_466 = {};
    wp::float32 adj_467 = {};
    bool adj_468 = {};
    wp::int32 adj_469 = {};
    wp::int32 adj_470 = {};
    wp::int32 adj_471 = {};
    bool adj_472 = {};
    bool adj_473 = {};
    bool adj_474 = {};
    wp::float32 adj_475 = {};
    wp::float32 adj_476 = {};
    wp::float32 adj_477 = {};
    wp::float32 adj_478 = {};
    wp::float32 adj_479 = {};
    wp::float32 adj_480 = {};
    wp::float32 adj_481 = {};
    wp::float32 adj_482 = {};
    wp::float32 adj_483 = {};
    wp::vec_t<2, wp::float32> adj_484 = {};
    wp::float32 adj_485 = {};
    wp::float32 adj_486 = {};
    wp::float32 adj_487 = {};
    wp::float32 adj_488 = {};
    wp::float32 adj_489 = {};
    wp::float32 adj_490 = {};
    wp::int32 adj_491 = {};
    wp::float32 adj_492 = {};
    wp::float32 adj_493 = {};
    wp::float32 adj_494 = {};
    wp::int32 adj_495 = {};
    wp::int32 adj_496 = {};
    wp::int32 adj_497 = {};
    wp::int32 adj_498 = {};
    wp::int32 adj_499 = {};
    bool adj_500 = {};
    wp::float32 adj_501 = {};
    wp::float32 adj_502 = {};
    wp::float32 adj_503 = {};
    wp::float32 adj_504 = {};
    wp::float32 adj_505 = {};
    wp::float32 adj_506 = {};
    wp::float32 adj_507 = {};
    wp::float32 adj_508 = {};
    wp::float32 adj_509 = {};
    wp::float32 adj_510 = {};
    wp::float32 adj_511 = {};
    wp::float32 adj_512 = {};
    wp::int32 adj_513 = {};
    wp::float32 adj_514 = {};
    wp::float32 adj_515 = {};
    wp::float32 adj_516 = {};
    wp::float32 adj_517 = {};
    wp::float32 adj_518 = {};
    wp::float32 adj_519 = {};
    wp::float32 adj_520 = {};
    wp::float32 adj_521 = {};
    wp::float32 adj_522 = {};
    wp::float32 adj_523 = {};
    wp::float32 adj_524 = {};
    wp::float32 adj_525 = {};
    wp::float32 adj_526 = {};
    wp::float32 adj_527 = {};
    wp::float32 adj_528 = {};
    wp::float32 adj_529 = {};
    wp::float32 adj_530 = {};
    wp::float32 adj_531 = {};
    wp::float32 adj_532 = {};
    wp::float32 adj_533 = {};
    wp::float32 adj_534 = {};
    wp::float32 adj_535 = {};
    wp::int32 adj_536 = {};
    wp::int32 adj_537 = {};
    wp::int32 adj_538 = {};
    bool adj_539 = {};
    wp::float32 adj_540 = {};
    bool adj_541 = {};
    wp::float32 adj_542 = {};
    wp::float32 adj_543 = {};
    wp::float32 adj_544 = {};
    wp::float32 adj_545 = {};
    bool adj_546 = {};
    wp::int32 adj_547 = {};
    wp::int32 adj_548 = {};
    wp::int32 adj_549 = {};
    bool adj_550 = {};
    bool adj_551 = {};
    wp::vec_t<2, wp::float32> adj_552 = {};
    wp::int32 adj_553 = {};
    wp::float32 adj_554 = {};
    wp::float32 adj_555 = {};
    wp::float32 adj_556 = {};
    wp::vec_t<2, wp::float32> adj_557 = {};
    wp::float32 adj_558 = {};
    wp::vec_t<2, wp::float32> adj_559 = {};
    wp::float32 adj_560 = {};
    wp::float32 adj_561 = {};
    wp::vec_t<2, wp::float32> adj_562 = {};
    wp::vec_t<2, wp::float32> adj_563 = {};
    wp::float32 adj_564 = {};
    bool adj_565 = {};
    wp::float32 adj_566 = {};
    wp::float32 adj_567 = {};
    wp::float32 adj_568 = {};
    wp::float32 adj_569 = {};
    wp::vec_t<2, wp::float32> adj_570 = {};
    wp::float32 adj_571 = {};
    wp::float32 adj_572 = {};
    wp::float32 adj_573 = {};
    wp::float32 adj_574 = {};
    wp::float32 adj_575 = {};
    wp::float32 adj_576 = {};
    wp::float32 adj_577 = {};
    bool adj_578 = {};
    wp::int32 adj_579 = {};
    wp::int32 adj_580 = {};
    wp::int32 adj_581 = {};
    bool adj_582 = {};
    wp::int32 adj_583 = {};
    wp::int32 adj_584 = {};
    wp::int32 adj_585 = {};
    bool adj_586 = {};
    wp::float32 adj_587 = {};
    wp::float32 adj_588 = {};
    wp::vec_t<2, wp::float32> adj_589 = {};
    wp::vec_t<2, wp::float32> adj_590 = {};
    wp::vec_t<2, wp::float32> adj_591 = {};
    wp::vec_t<2, wp::float32> adj_592 = {};
    wp::float32 adj_593 = {};
    wp::vec_t<2, wp::float32> adj_594 = {};
    wp::vec_t<2, wp::float32> adj_595 = {};
    wp::vec_t<2, wp::float32> adj_596 = {};
    wp::float32 adj_597 = {};
    wp::vec_t<2, wp::float32> adj_598 = {};
    wp::float32 adj_599 = {};
    wp::float32 adj_600 = {};
    wp::vec_t<2, wp::float32> adj_601 = {};
    wp::float32 adj_602 = {};
    wp::float32 adj_603 = {};
    wp::float32 adj_604 = {};
    wp::float32 adj_605 = {};
    wp::float32 adj_606 = {};
    wp::float32 adj_607 = {};
    wp::float32 adj_608 = {};
    wp::float32 adj_609 = {};
    bool adj_610 = {};
    wp::vec_t<2, wp::float32> adj_611 = {};
    wp::float32 adj_612 = {};
    wp::float32 adj_613 = {};
    wp::vec_t<2, wp::float32> adj_614 = {};
    wp::vec_t<2, wp::float32> adj_615 = {};
    wp::float32 adj_616 = {};
    wp::float32 adj_617 = {};
    wp::float32 adj_618 = {};
    wp::float32 adj_619 = {};
    wp::float32 adj_620 = {};
    wp::float32 adj_621 = {};
    wp::float32 adj_622 = {};
    bool adj_623 = {};
    wp::int32 adj_624 = {};
    wp::int32 adj_625 = {};
    wp::shape_t adj_626 = {};
    wp::int32 adj_627 = {};
    wp::int32 adj_628 = {};
    wp::shape_t adj_629 = {};
    wp::int32 adj_630 = {};
    wp::float32 adj_631 = {};
    wp::float32 adj_632 = {};
    wp::float32 adj_633 = {};
    wp::float32 adj_634 = {};
    wp::float32 adj_635 = {};
    wp::float32 adj_636 = {};
    wp::float32 adj_637 = {};
    wp::float32 adj_638 = {};
    wp::float32 adj_639 = {};
    wp::float32 adj_640 = {};
    wp::int32 adj_641 = {};
    wp::float32 adj_642 = {};
    wp::vec_t<2, wp::float32> adj_643 = {};
    bool adj_644 = {};
    wp::float32 adj_645 = {};
    wp::float32 adj_646 = {};
    wp::float32 adj_647 = {};
    wp::float32 adj_648 = {};
    wp::float32 adj_649 = {};
    wp::float32 adj_650 = {};
    wp::vec_t<2, wp::float32> adj_651 = {};
    wp::vec_t<2, wp::float32> adj_652 = {};
    wp::float32 adj_653 = {};
    wp::vec_t<2, wp::float32> adj_654 = {};
    wp::vec_t<2, wp::float32> adj_655 = {};
    wp::float32 adj_656 = {};
    wp::float32 adj_657 = {};
    wp::float32 adj_658 = {};
    wp::float32 adj_659 = {};
    wp::float32 adj_660 = {};
    wp::vec_t<2, wp::float32> adj_661 = {};
    wp::float32 adj_662 = {};
    wp::vec_t<2, wp::float32> adj_663 = {};
    wp::vec_t<2, wp::float32> adj_664 = {};
    wp::float32 adj_665 = {};
    wp::float32 adj_666 = {};
    wp::float32 adj_667 = {};
    wp::float32 adj_668 = {};
    wp::float32 adj_669 = {};
    wp::float32 adj_670 = {};
    wp::float32 adj_671 = {};
    wp::vec_t<2, wp::float32> adj_672 = {};
    wp::float32 adj_673 = {};
    wp::float32 adj_674 = {};
    wp::vec_t<2, wp::float32> adj_675 = {};
    wp::float32 adj_676 = {};
    wp::float32 adj_677 = {};
    wp::float32 adj_678 = {};
    wp::vec_t<2, wp::float32> adj_679 = {};
    wp::float32 adj_680 = {};
    bool adj_681 = {};
    wp::vec_t<2, wp::float32> adj_682 = {};
    wp::float32 adj_683 = {};
    wp::vec_t<2, wp::float32> adj_684 = {};
    wp::vec_t<2, wp::float32> adj_685 = {};
    wp::float32 adj_686 = {};
    wp::float32 adj_687 = {};
    wp::float32 adj_688 = {};
    wp::float32 adj_689 = {};
    wp::float32 adj_690 = {};
    wp::vec_t<2, wp::float32> adj_691 = {};
    wp::vec_t<2, wp::float32> adj_692 = {};
    wp::vec_t<2, wp::float32> adj_693 = {};
    wp::float32 adj_694 = {};
    wp::float32 adj_695 = {};
    wp::float32 adj_696 = {};
    wp::float32 adj_697 = {};
    wp::int32 adj_698 = {};
    wp::float32 adj_699 = {};
    wp::float32 adj_700 = {};
    wp::vec_t<2, wp::float32> adj_701 = {};
    wp::vec_t<2, wp::float32> adj_702 = {};
    wp::float32 adj_703 = {};
    wp::vec_t<2, wp::float32> adj_704 = {};
    wp::float32 adj_705 = {};
    wp::float32 adj_706 = {};
    wp::vec_t<2, wp::float32> adj_707 = {};
    wp::float32 adj_708 = {};
    wp::int32 adj_709 = {};
    wp::int32 adj_710 = {};
    wp::int32 adj_711 = {};
    wp::int32 adj_712 = {};
    bool adj_713 = {};
    wp::vec_t<2, wp::float32> adj_714 = {};
    wp::vec_t<2, wp::float32> adj_715 = {};
    wp::float32 adj_716 = {};
    wp::vec_t<2, wp::float32> adj_717 = {};
    wp::vec_t<2, wp::float32> adj_718 = {};
    wp::float32 adj_719 = {};
    wp::float32 adj_720 = {};
    wp::vec_t<2, wp::float32> adj_721 = {};
    wp::float32 adj_722 = {};
    wp::float32 adj_723 = {};
    wp::float32 adj_724 = {};
    wp::float32 adj_725 = {};
    wp::vec_t<2, wp::float32> adj_726 = {};
    wp::float32 adj_727 = {};
    wp::float32 adj_728 = {};
    wp::vec_t<2, wp::float32> adj_729 = {};
    wp::vec_t<2, wp::float32> adj_730 = {};
    bool adj_731 = {};
    wp::int32 adj_732 = {};
    wp::int32 adj_733 = {};
    wp::int32 adj_734 = {};
    bool adj_735 = {};
    bool adj_736 = {};
    bool adj_737 = {};
    bool adj_738 = {};
    wp::float32 adj_739 = {};
    wp::vec_t<2, wp::float32> adj_740 = {};
    wp::vec_t<2, wp::float32> adj_741 = {};
    wp::vec_t<2, wp::float32> adj_742 = {};
    wp::vec_t<2, wp::float32> adj_743 = {};
    wp::float32 adj_744 = {};
    wp::vec_t<2, wp::float32> adj_745 = {};
    wp::vec_t<2, wp::float32> adj_746 = {};
    wp::int32 adj_747 = {};
    wp::float32 adj_748 = {};
    wp::float32 adj_749 = {};
    wp::float32 adj_750 = {};
    wp::float32 adj_751 = {};
    wp::float32 adj_752 = {};
    wp::float32 adj_753 = {};
    bool adj_754 = {};
    wp::int32 adj_755 = {};
    wp::float32 adj_756 = {};
    wp::float32 adj_757 = {};
    wp::float32 adj_758 = {};
    wp::float32 adj_759 = {};
    wp::float32 adj_760 = {};
    wp::float32 adj_761 = {};
    wp::float32 adj_762 = {};
    bool adj_763 = {};
    wp::float32 adj_764 = {};
    wp::float32 adj_765 = {};
    wp::float32 adj_766 = {};
    wp::float32 adj_767 = {};
    wp::float32 adj_768 = {};
    wp::float32 adj_769 = {};
    wp::vec_t<2, wp::float32> adj_770 = {};
    wp::vec_t<2, wp::float32> adj_771 = {};
    wp::float32 adj_772 = {};
    wp::vec_t<2, wp::float32> adj_773 = {};
    wp::vec_t<2, wp::float32> adj_774 = {};
    wp::float32 adj_775 = {};
    wp::vec_t<2, wp::float32> adj_776 = {};
    wp::float32 adj_777 = {};
    wp::vec_t<2, wp::float32> adj_778 = {};
    wp::float32 adj_779 = {};
    wp::vec_t<2, wp::float32> adj_780 = {};
    wp::float32 adj_781 = {};
    wp::vec_t<2, wp::float32> adj_782 = {};
    wp::float32 adj_783 = {};
    wp::float32 adj_784 = {};
    wp::vec_t<2, wp::float32> adj_785 = {};
    wp::float32 adj_786 = {};
    wp::float32 adj_787 = {};
    wp::int32 adj_788 = {};
    wp::float32 adj_789 = {};
    bool adj_790 = {};
    wp::vec_t<2, wp::float32> adj_791 = {};
    wp::float32 adj_792 = {};
    wp::float32 adj_793 = {};
    wp::float32 adj_794 = {};
    wp::int32 adj_795 = {};
    wp::int32 adj_796 = {};
    wp::shape_t adj_797 = {};
    wp::int32 adj_798 = {};
    wp::int32 adj_799 = {};
    wp::shape_t adj_800 = {};
    wp::int32 adj_801 = {};
    wp::float32 adj_802 = {};
    wp::float32 adj_803 = {};
    wp::float32 adj_804 = {};
    wp::float32 adj_805 = {};
    wp::float32 adj_806 = {};
    bool adj_807 = {};
    wp::vec_t<2, wp::float32> adj_808 = {};
    wp::float32 adj_809 = {};
    wp::vec_t<2, wp::float32> adj_810 = {};
    wp::vec_t<2, wp::float32> adj_811 = {};
    wp::float32 adj_812 = {};
    wp::float32 adj_813 = {};
    wp::float32 adj_814 = {};
    wp::float32 adj_815 = {};
    bool adj_816 = {};
    wp::int32 adj_817 = {};
    wp::int32 adj_818 = {};
    wp::shape_t adj_819 = {};
    wp::int32 adj_820 = {};
    wp::int32 adj_821 = {};
    wp::shape_t adj_822 = {};
    wp::int32 adj_823 = {};
    wp::vec_t<2, wp::float32> adj_824 = {};
    wp::float32 adj_825 = {};
    wp::vec_t<2, wp::float32> adj_826 = {};
    wp::float32 adj_827 = {};
    wp::float32 adj_828 = {};
    wp::int32 adj_829 = {};
    wp::float32 adj_830 = {};
    wp::float32 adj_831 = {};
    bool adj_832 = {};
    wp::float32 adj_833 = {};
    wp::float32 adj_834 = {};
    wp::float32 adj_835 = {};
    wp::vec_t<2, wp::float32> adj_836 = {};
    wp::float32 adj_837 = {};
    wp::float32 adj_838 = {};
    wp::vec_t<2, wp::float32> adj_839 = {};
    wp::vec_t<2, wp::float32> adj_840 = {};
    wp::vec_t<2, wp::float32> adj_841 = {};
    wp::float32 adj_842 = {};
    wp::vec_t<2, wp::float32> adj_843 = {};
    wp::vec_t<2, wp::float32> adj_844 = {};
    wp::float32 adj_845 = {};
    wp::float32 adj_846 = {};
    wp::float32 adj_847 = {};
    wp::float32 adj_848 = {};
    wp::float32 adj_849 = {};
    wp::float32 adj_850 = {};
    wp::vec_t<2, wp::float32> adj_851 = {};
    wp::float32 adj_852 = {};
    bool adj_853 = {};
    wp::int32 adj_854 = {};
    wp::int32 adj_855 = {};
    wp::int32 adj_856 = {};
    bool adj_857 = {};
    bool adj_858 = {};
    bool adj_859 = {};
    bool adj_860 = {};
    wp::vec_t<2, wp::float32> adj_861 = {};
    wp::float32 adj_862 = {};
    wp::vec_t<2, wp::float32> adj_863 = {};
    wp::vec_t<2, wp::float32> adj_864 = {};
    bool adj_865 = {};
    wp::float32 adj_866 = {};
    wp::vec_t<2, wp::float32> adj_867 = {};
    wp::int32 adj_868 = {};
    wp::float32 adj_869 = {};
    wp::float32 adj_870 = {};
    wp::float32 adj_871 = {};
    wp::float32 adj_872 = {};
    wp::float32 adj_873 = {};
    wp::vec_t<2, wp::float32> adj_874 = {};
    wp::float32 adj_875 = {};
    wp::float32 adj_876 = {};
    wp::float32 adj_877 = {};
    wp::float32 adj_878 = {};
    wp::float32 adj_879 = {};
    wp::float32 adj_880 = {};
    wp::float32 adj_881 = {};
    wp::float32 adj_882 = {};
    wp::float32 adj_883 = {};
    wp::float32 adj_884 = {};
    wp::float32 adj_885 = {};
    wp::int32 adj_886 = {};
    wp::int32 adj_887 = {};
    wp::int32 adj_888 = {};
    wp::int32 adj_889 = {};
    wp::int32 adj_890 = {};
    bool adj_891 = {};
    wp::float32 adj_892 = {};
    wp::float32 adj_893 = {};
    wp::float32 adj_894 = {};
    wp::int32 adj_895 = {};
    wp::float32 adj_896 = {};
    bool adj_897 = {};
    bool adj_898 = {};
    wp::float32 adj_899 = {};
    wp::float32 adj_900 = {};
    wp::float32 adj_901 = {};
    wp::float32 adj_902 = {};
    wp::float32 adj_903 = {};
    wp::float32 adj_904 = {};
    wp::float32 adj_905 = {};
    wp::vec_t<2, wp::float32> adj_906 = {};
    wp::float32 adj_907 = {};
    wp::float32 adj_908 = {};
    wp::float32 adj_909 = {};
    wp::float32 adj_910 = {};
    wp::float32 adj_911 = {};
    wp::float32 adj_912 = {};
    wp::float32 adj_913 = {};
    wp::float32 adj_914 = {};
    wp::float32 adj_915 = {};
    wp::float32 adj_916 = {};
    wp::float32 adj_917 = {};
    wp::float32 adj_918 = {};
    bool adj_919 = {};
    wp::float32 adj_920 = {};
    bool adj_921 = {};
    bool adj_922 = {};
    wp::vec_t<2, wp::float32> adj_923 = {};
    wp::float32 adj_924 = {};
    wp::vec_t<2, wp::float32> adj_925 = {};
    wp::vec_t<2, wp::float32> adj_926 = {};
    wp::float32 adj_927 = {};
    wp::float32 adj_928 = {};
    wp::float32 adj_929 = {};
    wp::float32 adj_930 = {};
    wp::float32 adj_931 = {};
    wp::float32 adj_932 = {};
    wp::float32 adj_933 = {};
    wp::float32 adj_934 = {};
    wp::float32 adj_935 = {};
    wp::float32 adj_936 = {};
    wp::float32 adj_937 = {};
    wp::float32 adj_938 = {};
    wp::vec_t<2, wp::float32> adj_939 = {};
    wp::float32 adj_940 = {};
    wp::vec_t<2, wp::float32> adj_941 = {};
    wp::float32 adj_942 = {};
    wp::vec_t<2, wp::float32> adj_943 = {};
    wp::float32 adj_944 = {};
    wp::float32 adj_945 = {};
    wp::float32 adj_946 = {};
    wp::float32 adj_947 = {};
    wp::vec_t<2, wp::float32> adj_948 = {};
    wp::vec_t<2, wp::float32> adj_949 = {};
    wp::float32 adj_950 = {};
    wp::vec_t<2, wp::float32> adj_951 = {};
    wp::vec_t<2, wp::float32> adj_952 = {};
    wp::float32 adj_953 = {};
    wp::float32 adj_954 = {};
    bool adj_955 = {};
    wp::float32 adj_956 = {};
    wp::float32 adj_957 = {};
    wp::vec_t<2, wp::float32> adj_958 = {};
    wp::float32 adj_959 = {};
    wp::float32 adj_960 = {};
    wp::vec_t<2, wp::float32> adj_961 = {};
    wp::int32 adj_962 = {};
    wp::int32 adj_963 = {};
    wp::shape_t adj_964 = {};
    wp::int32 adj_965 = {};
    wp::int32 adj_966 = {};
    wp::shape_t adj_967 = {};
    wp::int32 adj_968 = {};
    wp::float32 adj_969 = {};
    wp::vec_t<2, wp::float32> adj_970 = {};
    wp::float32 adj_971 = {};
    wp::float32 adj_972 = {};
    wp::float32 adj_973 = {};
    wp::float32 adj_974 = {};
    wp::float32 adj_975 = {};
    wp::float32 adj_976 = {};
    wp::float32 adj_977 = {};
    wp::int32 adj_978 = {};
    wp::int32 adj_979 = {};
    wp::shape_t adj_980 = {};
    wp::int32 adj_981 = {};
    wp::int32 adj_982 = {};
    wp::shape_t adj_983 = {};
    wp::int32 adj_984 = {};
    wp::float32 adj_985 = {};
    wp::float32 adj_986 = {};
    wp::float32 adj_987 = {};
    wp::float32 adj_988 = {};
    wp::vec_t<2, wp::float32> adj_989 = {};
    wp::float32 adj_990 = {};
    wp::float32 adj_991 = {};
    wp::vec_t<2, wp::float32> adj_992 = {};
    wp::float32 adj_993 = {};
    wp::float32 adj_994 = {};
    wp::vec_t<2, wp::float32> adj_995 = {};
    wp::float32 adj_996 = {};
    wp::float32 adj_997 = {};
    wp::float32 adj_998 = {};
    bool adj_999 = {};
    wp::float32 adj_1000 = {};
    wp::float32 adj_1001 = {};
    wp::float32 adj_1002 = {};
    wp::float32 adj_1003 = {};
    bool adj_1004 = {};
    wp::float32 adj_1005 = {};
    wp::float32 adj_1006 = {};
    wp::float32 adj_1007 = {};
    wp::float32 adj_1008 = {};
    wp::float32 adj_1009 = {};
    wp::vec_t<2, wp::float32> adj_1010 = {};
    wp::float32 adj_1011 = {};
    wp::float32 adj_1012 = {};
    wp::float32 adj_1013 = {};
    wp::int32 adj_1014 = {};
    wp::int32 adj_1015 = {};
    wp::shape_t adj_1016 = {};
    wp::int32 adj_1017 = {};
    wp::int32 adj_1018 = {};
    wp::shape_t adj_1019 = {};
    wp::int32 adj_1020 = {};
    wp::float32 adj_1021 = {};
    wp::float32 adj_1022 = {};
    wp::float32 adj_1023 = {};
    wp::float32 adj_1024 = {};
    wp::float32 adj_1025 = {};
    wp::float32 adj_1026 = {};
    wp::int32 adj_1027 = {};
    wp::int32 adj_1028 = {};
    wp::shape_t adj_1029 = {};
    wp::int32 adj_1030 = {};
    wp::int32 adj_1031 = {};
    wp::shape_t adj_1032 = {};
    wp::int32 adj_1033 = {};
    wp::vec_t<2, wp::float32> adj_1034 = {};
    wp::float32 adj_1035 = {};
    wp::vec_t<2, wp::float32> adj_1036 = {};
    wp::vec_t<2, wp::float32> adj_1037 = {};
    wp::vec_t<2, wp::float32> adj_1038 = {};
    //---------
    // forward
    // def multi_conditional_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=wp.vec2)):       <L 5>
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
    // v2 = x2[tid]                                                                           <L 9>
    var_7 = wp::address(var_x2, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // if ((v2 >= v0) and (v0 <= v0)) or (not (v2 < v0 or v0 < v0)):                          <L 10>
    var_12 = (var_8 >= var_2);
    var_11 = var_12;
    if (var_11) {
        var_13 = (var_2 <= var_2);
        var_11 = var_11 && var_13;
    }
    var_10 = var_11;
    if (!var_10) {
        var_15 = (var_8 < var_2);
        var_14 = var_15;
        if (!var_14) {
            var_16 = (var_2 < var_2);
            var_14 = var_14 || var_16;
        }
        var_17 = wp::unot(var_14);
        var_10 = var_10 || var_17;
    }
    if (var_10) {
        // v2 = v2 + wp.tanh(wp.round((v2 * 0.949)))                                          <L 11>
        var_19 = wp::mul(var_8, var_18);
        var_20 = wp::round(var_19);
        var_21 = wp::tanh(var_20);
        var_22 = wp::add(var_8, var_21);
        // if (-1.0 >= v0) and (((-5)) % 2 == 0):                                             <L 12>
        var_25 = (var_24 >= var_2);
        var_23 = var_25;
        if (var_23) {
            var_28 = wp::mod(var_26, var_27);
            var_30 = (var_28 == var_29);
            var_23 = var_23 && var_30;
        }
        if (var_23) {
            // v0 = v0 + wp.sin(wp.atan2(v1.y, wp.abs((v0 + v2)) + 0.5))                      <L 13>
            var_32 = wp::extract(var_5, var_31);
            var_33 = wp::add(var_2, var_22);
            var_34 = wp::abs(var_33);
            var_36 = wp::add(var_34, var_35);
            var_37 = wp::atan2(var_32, var_36);
            var_38 = wp::sin(var_37);
            var_39 = wp::add(var_2, var_38);
            // if not (v2 <= v2 or not (-1.5 > v2 and v2 < v0)):                              <L 14>
            var_41 = (var_22 <= var_22);
            var_40 = var_41;
            if (!var_40) {
                var_44 = (var_43 > var_22);
                var_42 = var_44;
                if (var_42) {
                    var_45 = (var_22 < var_39);
                    var_42 = var_42 && var_45;
                }
                var_46 = wp::unot(var_42);
                var_40 = var_40 || var_46;
            }
            var_47 = wp::unot(var_40);
            if (var_47) {
                // v1 = v1 + wp.normalize((wp.dot(v1, v1) * (v1 / (wp.abs(0.7) + 1.0)))) * 0.48       <L 15>
                var_48 = wp::dot(var_5, var_5);
                var_50 = wp::abs(var_49);
                var_52 = wp::add(var_50, var_51);
                var_53 = wp::div(var_5, var_52);
                var_54 = wp::mul(var_48, var_53);
                var_55 = wp::normalize(var_54);
                var_57 = wp::mul(var_55, var_56);
                var_58 = wp::add(var_5, var_57);
            }
            if (!var_47) {
                // elif wp.clamp(v0, -0.3, 1.2) >= (-1.4 - v2):                               <L 16>
                var_61 = wp::clamp(var_39, var_59, var_60);
                var_63 = wp::sub(var_62, var_22);
                var_64 = (var_61 >= var_63);
                if (var_64) {
                    // v1 = v1 + wp.normalize(x1[(tid + 4) % x1.shape[0]]) * 1.48             <L 17>
                    var_66 = wp::add(var_0, var_65);
                    var_67 = &(var_x1.shape);
                    var_70 = wp::load(var_67);
                    var_69 = wp::extract(var_70, var_68);
                    var_71 = wp::mod(var_66, var_69);
                    var_72 = wp::address(var_x1, var_71);
                    var_74 = wp::load(var_72);
                    var_73 = wp::normalize(var_74);
                    var_76 = wp::mul(var_73, var_75);
                    var_77 = wp::add(var_5, var_76);
                    // v3 = v2                                                                <L 18>
                    var_78 = wp::copy(var_22);
                }
                if (!var_64) {
                    // v0 -= wp.tanh((wp.where(v0 <= v2, v0, v2) + (v0 + v0))) * 0.68         <L 20>
                    var_79 = (var_39 <= var_22);
                    var_80 = wp::where(var_79, var_39, var_22);
                    var_81 = wp::add(var_39, var_39);
                    var_82 = wp::add(var_80, var_81);
                    var_83 = wp::tanh(var_82);
                    var_85 = wp::mul(var_83, var_84);
                    var_86 = wp::sub(var_39, var_85);
                }
                var_87 = wp::where(var_64, var_39, var_86);
                var_88 = wp::where(var_64, var_77, var_5);
            }
            var_89 = wp::where(var_47, var_39, var_87);
            var_90 = wp::where(var_47, var_58, var_88);
        }
        if (!var_23) {
            // elif (v2 <= v0) or ((tid) % 4 == 1):                                           <L 21>
            var_92 = (var_22 <= var_2);
            var_91 = var_92;
            if (!var_91) {
                var_94 = wp::mod(var_0, var_93);
                var_96 = (var_94 == var_95);
                var_91 = var_91 || var_96;
            }
            if (var_91) {
                // v2 = v2 + wp.cos(x2[(tid + 1) % x2.shape[0]])                              <L 22>
                var_98 = wp::add(var_0, var_97);
                var_99 = &(var_x2.shape);
                var_102 = wp::load(var_99);
                var_101 = wp::extract(var_102, var_100);
                var_103 = wp::mod(var_98, var_101);
                var_104 = wp::address(var_x2, var_103);
                var_106 = wp::load(var_104);
                var_105 = wp::cos(var_106);
                var_107 = wp::add(var_22, var_105);
            }
            if (!var_91) {
                // elif (v2 + v0) < 1.58:                                                     <L 23>
                var_108 = wp::add(var_22, var_2);
                var_110 = (var_108 < var_109);
                if (var_110) {
                    // v0 += wp.tanh(v2)                                                      <L 24>
                    var_111 = wp::tanh(var_22);
                    var_112 = wp::add(var_2, var_111);
                }
                if (!var_110) {
                    // v1 += wp.normalize(x1[(tid + 1) % x1.shape[0]]) * 1.94                 <L 26>
                    var_114 = wp::add(var_0, var_113);
                    var_115 = &(var_x1.shape);
                    var_118 = wp::load(var_115);
                    var_117 = wp::extract(var_118, var_116);
                    var_119 = wp::mod(var_114, var_117);
                    var_120 = wp::address(var_x1, var_119);
                    var_122 = wp::load(var_120);
                    var_121 = wp::normalize(var_122);
                    var_124 = wp::mul(var_121, var_123);
                    var_125 = wp::add(var_5, var_124);
                    // if wp.sign(v0) < (v0 - v2):                                            <L 27>
                    var_126 = wp::sign(var_2);
                    var_127 = wp::sub(var_2, var_22);
                    var_128 = (var_126 < var_127);
                    if (var_128) {
                        // v1 += wp.normalize(v1) * 0.95                                      <L 28>
                        var_129 = wp::normalize(var_125);
                        var_131 = wp::mul(var_129, var_130);
                        var_132 = wp::add(var_125, var_131);
                        // v4 = wp.where(((v2 < v2) or (v2 > v2)) and ((-1.56 >= 0.518) and (v2 <= -1.2)), 0.533, -0.541)       <L 29>
                        var_135 = (var_22 < var_22);
                        var_134 = var_135;
                        if (!var_134) {
                            var_136 = (var_22 > var_22);
                            var_134 = var_134 || var_136;
                        }
                        var_133 = var_134;
                        if (var_133) {
                            var_140 = (var_138 >= var_139);
                            var_137 = var_140;
                            if (var_137) {
                                var_142 = (var_22 <= var_141);
                                var_137 = var_137 && var_142;
                            }
                            var_133 = var_133 && var_137;
                        }
                        var_145 = wp::where(var_133, var_143, var_144);
                    }
                    if (!var_128) {
                        // v0 = v0 + wp.sin((v0 / (wp.abs(v1[0]) + 1.0)))                     <L 31>
                        var_147 = wp::extract(var_125, var_146);
                        var_148 = wp::abs(var_147);
                        var_150 = wp::add(var_148, var_149);
                        var_151 = wp::div(var_2, var_150);
                        var_152 = wp::sin(var_151);
                        var_153 = wp::add(var_2, var_152);
                        // v1 += wp.normalize(v1) * 0.47                                      <L 32>
                        var_154 = wp::normalize(var_125);
                        var_156 = wp::mul(var_154, var_155);
                        var_157 = wp::add(var_125, var_156);
                        // v5 = (v1 + x1[(tid + 2) % x1.shape[0]])                            <L 33>
                        var_159 = wp::add(var_0, var_158);
                        var_160 = &(var_x1.shape);
                        var_163 = wp::load(var_160);
                        var_162 = wp::extract(var_163, var_161);
                        var_164 = wp::mod(var_159, var_162);
                        var_165 = wp::address(var_x1, var_164);
                        var_167 = wp::load(var_165);
                        var_166 = wp::add(var_157, var_167);
                    }
                    var_168 = wp::where(var_128, var_2, var_153);
                    var_169 = wp::where(var_128, var_132, var_157);
                }
                var_170 = wp::where(var_110, var_112, var_168);
                var_171 = wp::where(var_110, var_5, var_169);
            }
            var_172 = wp::where(var_91, var_2, var_170);
            var_173 = wp::where(var_91, var_5, var_171);
            var_174 = wp::where(var_91, var_107, var_22);
        }
        var_175 = wp::where(var_23, var_89, var_172);
        var_176 = wp::where(var_23, var_90, var_173);
        var_177 = wp::where(var_23, var_22, var_174);
        // v6 = v0                                                                            <L 34>
        var_178 = wp::copy(var_175);
    }
    if (!var_10) {
        // elif v0 < wp.mod(v2, wp.abs(v0) + 1.0):                                            <L 35>
        var_179 = wp::abs(var_2);
        var_181 = wp::add(var_179, var_180);
        var_182 = wp::mod(var_8, var_181);
        var_183 = (var_2 < var_182);
        if (var_183) {
            // v1 += wp.normalize(wp.vec2(x2[(tid + 1) % x2.shape[0]], v1[1])) * 0.99         <L 36>
            var_185 = wp::add(var_0, var_184);
            var_186 = &(var_x2.shape);
            var_189 = wp::load(var_186);
            var_188 = wp::extract(var_189, var_187);
            var_190 = wp::mod(var_185, var_188);
            var_191 = wp::address(var_x2, var_190);
            var_193 = wp::extract(var_5, var_192);
            var_195 = wp::load(var_191);
            var_194 = wp::vec_t<2, wp::float32>(var_195, var_193);
            var_196 = wp::normalize(var_194);
            var_198 = wp::mul(var_196, var_197);
            var_199 = wp::add(var_5, var_198);
            // if ((tid % 7)) % 2 == 1:                                                       <L 37>
            var_201 = wp::mod(var_0, var_200);
            var_203 = wp::mod(var_201, var_202);
            var_205 = (var_203 == var_204);
            if (var_205) {
                // v0 = v0 + wp.sin((wp.cbrt(v0) / (wp.abs(wp.length_sq(v1)) + 1.0)))         <L 38>
                var_206 = wp::cbrt(var_2);
                var_207 = wp::length_sq(var_199);
                var_208 = wp::abs(var_207);
                var_210 = wp::add(var_208, var_209);
                var_211 = wp::div(var_206, var_210);
                var_212 = wp::sin(var_211);
                var_213 = wp::add(var_2, var_212);
                // if ((tid) % 2 == 0) or ((4) % 2 == 0):                                     <L 39>
                var_216 = wp::mod(var_0, var_215);
                var_218 = (var_216 == var_217);
                var_214 = var_218;
                if (!var_214) {
                    var_221 = wp::mod(var_219, var_220);
                    var_223 = (var_221 == var_222);
                    var_214 = var_214 || var_223;
                }
                if (var_214) {
                    // v0 += wp.tanh(v2)                                                      <L 40>
                    var_224 = wp::tanh(var_8);
                    var_225 = wp::add(var_213, var_224);
                    // v0 = v0 + wp.cos(v2)                                                   <L 41>
                    var_226 = wp::cos(var_8);
                    var_227 = wp::add(var_225, var_226);
                    // v2 += wp.cos(v2)                                                       <L 42>
                    var_228 = wp::cos(var_8);
                    var_229 = wp::add(var_8, var_228);
                }
                if (!var_214) {
                    // elif ((tid % 8)) % 2 == 1:                                             <L 43>
                    var_231 = wp::mod(var_0, var_230);
                    var_233 = wp::mod(var_231, var_232);
                    var_235 = (var_233 == var_234);
                    if (var_235) {
                        // v2 = v2 + wp.sin((x0[(tid + 5) % x0.shape[0]] + (v2 * 1.698)))       <L 44>
                        var_237 = wp::add(var_0, var_236);
                        var_238 = &(var_x0.shape);
                        var_241 = wp::load(var_238);
                        var_240 = wp::extract(var_241, var_239);
                        var_242 = wp::mod(var_237, var_240);
                        var_243 = wp::address(var_x0, var_242);
                        var_245 = wp::mul(var_8, var_244);
                        var_247 = wp::load(var_243);
                        var_246 = wp::add(var_247, var_245);
                        var_248 = wp::sin(var_246);
                        var_249 = wp::add(var_8, var_248);
                        // v0 = v0 + wp.cos(wp.asin(wp.clamp(v0, -0.9, 0.9)))                 <L 45>
                        var_252 = wp::clamp(var_213, var_250, var_251);
                        var_253 = wp::asin(var_252);
                        var_254 = wp::cos(var_253);
                        var_255 = wp::add(var_213, var_254);
                    }
                    if (!var_235) {
                        // v0 += wp.tanh(v2)                                                  <L 47>
                        var_256 = wp::tanh(var_8);
                        var_257 = wp::add(var_213, var_256);
                    }
                    var_258 = wp::where(var_235, var_255, var_257);
                    var_259 = wp::where(var_235, var_249, var_8);
                }
                var_260 = wp::where(var_214, var_227, var_258);
                var_261 = wp::where(var_214, var_229, var_259);
                // if ((tid % 2)) % 2 == 0:                                                   <L 48>
                var_263 = wp::mod(var_0, var_262);
                var_265 = wp::mod(var_263, var_264);
                var_267 = (var_265 == var_266);
                if (var_267) {
                    // v1 += wp.normalize(wp.vec2(0.9, 0.6)) * 1.47                           <L 49>
                    var_270 = wp::vec_t<2, wp::float32>(var_268, var_269);
                    var_271 = wp::normalize(var_270);
                    var_273 = wp::mul(var_271, var_272);
                    var_274 = wp::add(var_199, var_273);
                }
                var_275 = wp::where(var_267, var_274, var_199);
            }
            if (!var_205) {
                // v0 = v0 + wp.tanh((v1.x - v1.y))                                           <L 51>
                var_277 = wp::extract(var_199, var_276);
                var_279 = wp::extract(var_199, var_278);
                var_280 = wp::sub(var_277, var_279);
                var_281 = wp::tanh(var_280);
                var_282 = wp::add(var_2, var_281);
                // if ((tid) % 4 == 1) or ((tid) % 2 == 0):                                   <L 52>
                var_285 = wp::mod(var_0, var_284);
                var_287 = (var_285 == var_286);
                var_283 = var_287;
                if (!var_283) {
                    var_289 = wp::mod(var_0, var_288);
                    var_291 = (var_289 == var_290);
                    var_283 = var_283 || var_291;
                }
                if (var_283) {
                    // v2 = v2 + wp.sin(((v0 + v2) - wp.cos(v2)))                             <L 53>
                    var_292 = wp::add(var_282, var_8);
                    var_293 = wp::cos(var_8);
                    var_294 = wp::sub(var_292, var_293);
                    var_295 = wp::sin(var_294);
                    var_296 = wp::add(var_8, var_295);
                    // v1 += wp.normalize(wp.vec2((1.08 + v0), wp.dot(v1, v1))) * 1.65        <L 54>
                    var_298 = wp::add(var_297, var_282);
                    var_299 = wp::dot(var_199, var_199);
                    var_300 = wp::vec_t<2, wp::float32>(var_298, var_299);
                    var_301 = wp::normalize(var_300);
                    var_303 = wp::mul(var_301, var_302);
                    var_304 = wp::add(var_199, var_303);
                    // v7 = wp.copysign((wp.tan(wp.clamp(v2, -1.2, 1.2)) - v1[0]), v0)        <L 55>
                    var_307 = wp::clamp(var_296, var_305, var_306);
                    var_308 = wp::tan(var_307);
                    var_310 = wp::extract(var_304, var_309);
                    var_311 = wp::sub(var_308, var_310);
                    var_312 = wp::copysign(var_311, var_282);
                }
                if (!var_283) {
                    // elif ((v0 >= v0) or (v0 <= v2)) or (v0 >= v0):                         <L 56>
                    var_315 = (var_282 >= var_282);
                    var_314 = var_315;
                    if (!var_314) {
                        var_316 = (var_282 <= var_8);
                        var_314 = var_314 || var_316;
                    }
                    var_313 = var_314;
                    if (!var_313) {
                        var_317 = (var_282 >= var_282);
                        var_313 = var_313 || var_317;
                    }
                    if (var_313) {
                        // v2 = v2 + wp.sin(wp.clamp((v0 + v2), -1.94, 1.11))                 <L 57>
                        var_318 = wp::add(var_282, var_8);
                        var_321 = wp::clamp(var_318, var_319, var_320);
                        var_322 = wp::sin(var_321);
                        var_323 = wp::add(var_8, var_322);
                        // v8 = wp.erf(-1.37)                                                 <L 58>
                        var_325 = wp::erf(var_324);
                    }
                    if (!var_313) {
                        // elif not (v0 >= v0 and v0 > v2):                                   <L 59>
                        var_327 = (var_282 >= var_282);
                        var_326 = var_327;
                        if (var_326) {
                            var_328 = (var_282 > var_8);
                            var_326 = var_326 && var_328;
                        }
                        var_329 = wp::unot(var_326);
                        if (var_329) {
                            // v2 = v2 + wp.tanh(v2)                                          <L 60>
                            var_330 = wp::tanh(var_8);
                            var_331 = wp::add(var_8, var_330);
                        }
                        if (!var_329) {
                            // v1 += wp.normalize((v2 * wp.vec2(v2, v0))) * 1.24              <L 62>
                            var_332 = wp::vec_t<2, wp::float32>(var_8, var_282);
                            var_333 = wp::mul(var_8, var_332);
                            var_334 = wp::normalize(var_333);
                            var_336 = wp::mul(var_334, var_335);
                            var_337 = wp::add(var_199, var_336);
                            // v9 = ((x0[(tid + 3) % x0.shape[0]] * wp.pow(wp.abs(1.549) + 1.0, wp.clamp(v0, -2.0, 2.0))) * ((v2 * v1))[1])       <L 63>
                            var_339 = wp::add(var_0, var_338);
                            var_340 = &(var_x0.shape);
                            var_343 = wp::load(var_340);
                            var_342 = wp::extract(var_343, var_341);
                            var_344 = wp::mod(var_339, var_342);
                            var_345 = wp::address(var_x0, var_344);
                            var_347 = wp::abs(var_346);
                            var_349 = wp::add(var_347, var_348);
                            var_352 = wp::clamp(var_282, var_350, var_351);
                            var_353 = wp::pow(var_349, var_352);
                            var_355 = wp::load(var_345);
                            var_354 = wp::mul(var_355, var_353);
                            var_356 = wp::mul(var_8, var_337);
                            var_358 = wp::extract(var_356, var_357);
                            var_359 = wp::mul(var_354, var_358);
                            // v2 += wp.tanh(v9)                                              <L 64>
                            var_360 = wp::tanh(var_359);
                            var_361 = wp::add(var_8, var_360);
                        }
                        var_362 = wp::where(var_329, var_199, var_337);
                        var_363 = wp::where(var_329, var_331, var_361);
                    }
                    var_364 = wp::where(var_313, var_199, var_362);
                    var_365 = wp::where(var_313, var_323, var_363);
                }
                var_366 = wp::where(var_283, var_304, var_364);
                var_367 = wp::where(var_283, var_296, var_365);
            }
            var_368 = wp::where(var_205, var_260, var_282);
            var_369 = wp::where(var_205, var_275, var_366);
            var_370 = wp::where(var_205, var_261, var_367);
        }
        if (!var_183) {
            // v2 = v2 + wp.tanh(v2)                                                          <L 66>
            var_371 = wp::tanh(var_8);
            var_372 = wp::add(var_8, var_371);
            // if (v0 <= v0) and (v0 >= v0):                                                  <L 67>
            var_374 = (var_2 <= var_2);
            var_373 = var_374;
            if (var_373) {
                var_375 = (var_2 >= var_2);
                var_373 = var_373 && var_375;
            }
            if (var_373) {
                // v1 = v1 + wp.normalize(wp.vec2(-0.647, -0.91)) * 0.84                      <L 68>
                var_378 = wp::vec_t<2, wp::float32>(var_376, var_377);
                var_379 = wp::normalize(var_378);
                var_381 = wp::mul(var_379, var_380);
                var_382 = wp::add(var_5, var_381);
            }
            if (!var_373) {
                // v0 += wp.sin((wp.length(v1) - (v2 * v2)))                                  <L 70>
                var_383 = wp::length(var_5);
                var_384 = wp::mul(var_372, var_372);
                var_385 = wp::sub(var_383, var_384);
                var_386 = wp::sin(var_385);
                var_387 = wp::add(var_2, var_386);
            }
            var_388 = wp::where(var_373, var_2, var_387);
            var_389 = wp::where(var_373, var_382, var_5);
            // if ((v2 > v2) and (v2 < v2)) and (0.1 > v0):                                   <L 71>
            var_392 = (var_372 > var_372);
            var_391 = var_392;
            if (var_391) {
                var_393 = (var_372 < var_372);
                var_391 = var_391 && var_393;
            }
            var_390 = var_391;
            if (var_390) {
                var_395 = (var_394 > var_388);
                var_390 = var_390 && var_395;
            }
            if (var_390) {
                // v1 = v1 + wp.normalize((wp.vec2(v0, v0) - (v0 * v1))) * 1.98               <L 72>
                var_396 = wp::vec_t<2, wp::float32>(var_388, var_388);
                var_397 = wp::mul(var_388, var_389);
                var_398 = wp::sub(var_396, var_397);
                var_399 = wp::normalize(var_398);
                var_401 = wp::mul(var_399, var_400);
                var_402 = wp::add(var_389, var_401);
            }
            if (!var_390) {
                // v2 = v2 + wp.sin((-0.117 * wp.dot(v1, v1)))                                <L 74>
                var_404 = wp::dot(var_389, var_389);
                var_405 = wp::mul(var_403, var_404);
                var_406 = wp::sin(var_405);
                var_407 = wp::add(var_372, var_406);
                // v10 = ((wp.normalize(v1) + (v1 + v1)) / (wp.abs(wp.erfc(wp.dot(v1, v1))) + 1.0))       <L 75>
                var_408 = wp::normalize(var_389);
                var_409 = wp::add(var_389, var_389);
                var_410 = wp::add(var_408, var_409);
                var_411 = wp::dot(var_389, var_389);
                var_412 = wp::erfc(var_411);
                var_413 = wp::abs(var_412);
                var_415 = wp::add(var_413, var_414);
                var_416 = wp::div(var_410, var_415);
            }
            var_417 = wp::where(var_390, var_402, var_389);
            var_418 = wp::where(var_390, var_372, var_407);
        }
        var_419 = wp::where(var_183, var_368, var_388);
        var_420 = wp::where(var_183, var_369, var_417);
        var_421 = wp::where(var_183, var_370, var_418);
    }
    var_422 = wp::where(var_10, var_175, var_419);
    var_423 = wp::where(var_10, var_176, var_420);
    var_424 = wp::where(var_10, var_177, var_421);
    // if v0 > wp.cosh(wp.clamp(v0, -3.0, 3.0)):                                              <L 76>
    var_427 = wp::clamp(var_422, var_425, var_426);
    var_428 = wp::cosh(var_427);
    var_429 = (var_422 > var_428);
    if (var_429) {
        // v1 = v1 + wp.normalize(((wp.vec2(-1.607, -0.584) / (wp.abs(v0) + 1.0)) - (v1 + v1))) * 0.98       <L 77>
        var_432 = wp::vec_t<2, wp::float32>(var_430, var_431);
        var_433 = wp::abs(var_422);
        var_435 = wp::add(var_433, var_434);
        var_436 = wp::div(var_432, var_435);
        var_437 = wp::add(var_423, var_423);
        var_438 = wp::sub(var_436, var_437);
        var_439 = wp::normalize(var_438);
        var_441 = wp::mul(var_439, var_440);
        var_442 = wp::add(var_423, var_441);
        // if wp.sin(v2) <= wp.erfcinv(wp.clamp(v0, 0.2, 1.8)):                               <L 78>
        var_443 = wp::sin(var_424);
        var_446 = wp::clamp(var_422, var_444, var_445);
        var_447 = wp::erfcinv(var_446);
        var_448 = (var_443 <= var_447);
        if (var_448) {
            // v2 = v2 + wp.sin(v2)                                                           <L 79>
            var_449 = wp::sin(var_424);
            var_450 = wp::add(var_424, var_449);
            // if (v0 <= v2) or ((7) % 2 == 1):                                               <L 80>
            var_452 = (var_422 <= var_450);
            var_451 = var_452;
            if (!var_451) {
                var_455 = wp::mod(var_453, var_454);
                var_457 = (var_455 == var_456);
                var_451 = var_451 || var_457;
            }
            if (var_451) {
                // v0 -= wp.tanh(wp.mod(wp.max(v0, 0.659), wp.abs(v2) + 1.0)) * 1.29          <L 81>
                var_459 = wp::max(var_422, var_458);
                var_460 = wp::abs(var_450);
                var_462 = wp::add(var_460, var_461);
                var_463 = wp::mod(var_459, var_462);
                var_464 = wp::tanh(var_463);
                var_466 = wp::mul(var_464, var_465);
                var_467 = wp::sub(var_422, var_466);
            }
            if (!var_451) {
                // elif not ((tid) % 4 == 1 and v2 < v0):                                     <L 82>
                var_470 = wp::mod(var_0, var_469);
                var_472 = (var_470 == var_471);
                var_468 = var_472;
                if (var_468) {
                    var_473 = (var_450 < var_422);
                    var_468 = var_468 && var_473;
                }
                var_474 = wp::unot(var_468);
                if (var_474) {
                    // v2 += wp.cos((wp.length_sq(v1) * wp.erfinv(wp.clamp(v2, -0.8, 0.8))))       <L 83>
                    var_475 = wp::length_sq(var_442);
                    var_478 = wp::clamp(var_450, var_476, var_477);
                    var_479 = wp::erfinv(var_478);
                    var_480 = wp::mul(var_475, var_479);
                    var_481 = wp::cos(var_480);
                    var_482 = wp::add(var_450, var_481);
                    // v11 = (wp.erfinv(wp.clamp(wp.length(wp.vec2(-0.7)), -0.8, 0.8)) + ((v2 + v0) + float(2)))       <L 84>
                    var_484 = wp::vec_t<2, wp::float32>(var_483);
                    var_485 = wp::length(var_484);
                    var_488 = wp::clamp(var_485, var_486, var_487);
                    var_489 = wp::erfinv(var_488);
                    var_490 = wp::add(var_482, var_422);
                    var_492 = wp::float(var_491);
                    var_493 = wp::add(var_490, var_492);
                    var_494 = wp::add(var_489, var_493);
                }
                if (!var_474) {
                    // elif ((tid % 4)) % 4 == 1:                                             <L 85>
                    var_496 = wp::mod(var_0, var_495);
                    var_498 = wp::mod(var_496, var_497);
                    var_500 = (var_498 == var_499);
                    if (var_500) {
                        // v2 += wp.sin((wp.cos(v2) - wp.min(v0, v2)))                        <L 86>
                        var_501 = wp::cos(var_450);
                        var_502 = wp::min(var_422, var_450);
                        var_503 = wp::sub(var_501, var_502);
                        var_504 = wp::sin(var_503);
                        var_505 = wp::add(var_450, var_504);
                        // v2 += wp.sin(v0)                                                   <L 87>
                        var_506 = wp::sin(var_422);
                        var_507 = wp::add(var_505, var_506);
                    }
                    if (!var_500) {
                        // v0 -= wp.sin((v2 * v0)) * 1.54                                     <L 89>
                        var_508 = wp::mul(var_450, var_422);
                        var_509 = wp::sin(var_508);
                        var_511 = wp::mul(var_509, var_510);
                        var_512 = wp::sub(var_422, var_511);
                        // v0 = v0 + wp.sin(wp.exp(wp.clamp(v1[1], -4.0, 2.0)))               <L 90>
                        var_514 = wp::extract(var_442, var_513);
                        var_517 = wp::clamp(var_514, var_515, var_516);
                        var_518 = wp::exp(var_517);
                        var_519 = wp::sin(var_518);
                        var_520 = wp::add(var_512, var_519);
                        // v12 = v2                                                           <L 91>
                        var_521 = wp::copy(var_450);
                    }
                    var_522 = wp::where(var_500, var_422, var_520);
                    var_523 = wp::where(var_500, var_507, var_450);
                }
                var_524 = wp::where(var_474, var_422, var_522);
                var_525 = wp::where(var_474, var_482, var_523);
            }
            var_526 = wp::where(var_451, var_467, var_524);
            var_527 = wp::where(var_451, var_450, var_525);
        }
        if (!var_448) {
            // v0 = v0 + wp.sin(wp.clamp((v0 * v2), -0.62, 0.96))                             <L 93>
            var_528 = wp::mul(var_422, var_424);
            var_531 = wp::clamp(var_528, var_529, var_530);
            var_532 = wp::sin(var_531);
            var_533 = wp::add(var_422, var_532);
        }
        var_534 = wp::where(var_448, var_526, var_533);
        var_535 = wp::where(var_448, var_527, var_424);
        // if (tid) % 4 == 1:                                                                 <L 94>
        var_537 = wp::mod(var_0, var_536);
        var_539 = (var_537 == var_538);
        if (var_539) {
            // v2 = v2 + wp.sin((v0 if v0 <= -1.989 else wp.length_sq(v1)))                   <L 95>
            var_541 = (var_534 <= var_540);
            if (var_541) {
            }
            if (!var_541) {
                var_542 = wp::length_sq(var_442);
            }
            var_543 = wp::where(var_541, var_534, var_542);
            var_544 = wp::sin(var_543);
            var_545 = wp::add(var_535, var_544);
            // if ((tid) % 2 == 1) and (v0 <= v2):                                            <L 96>
            var_548 = wp::mod(var_0, var_547);
            var_550 = (var_548 == var_549);
            var_546 = var_550;
            if (var_546) {
                var_551 = (var_534 <= var_545);
                var_546 = var_546 && var_551;
            }
            if (var_546) {
                // v0 = v0 + wp.tanh(((v1 - v1)).x)                                           <L 97>
                var_552 = wp::sub(var_442, var_442);
                var_554 = wp::extract(var_552, var_553);
                var_555 = wp::tanh(var_554);
                var_556 = wp::add(var_534, var_555);
                // v13 = wp.cw_div(((v0 * v1) * (v2 - v0)), wp.vec2(1.5, -2.0))               <L 98>
                var_557 = wp::mul(var_556, var_442);
                var_558 = wp::sub(var_545, var_556);
                var_559 = wp::mul(var_557, var_558);
                var_562 = wp::vec_t<2, wp::float32>(var_560, var_561);
                var_563 = wp::cw_div(var_559, var_562);
            }
            if (!var_546) {
                // elif v0 > -1.692:                                                          <L 99>
                var_565 = (var_534 > var_564);
                if (var_565) {
                    // v2 += wp.sin(wp.erfc(wp.cbrt(v2)))                                     <L 100>
                    var_566 = wp::cbrt(var_545);
                    var_567 = wp::erfc(var_566);
                    var_568 = wp::sin(var_567);
                    var_569 = wp::add(var_545, var_568);
                    // v0 += wp.tanh(wp.length_sq(wp.vec2(v2, v0)))                           <L 101>
                    var_570 = wp::vec_t<2, wp::float32>(var_569, var_534);
                    var_571 = wp::length_sq(var_570);
                    var_572 = wp::tanh(var_571);
                    var_573 = wp::add(var_534, var_572);
                    // v0 = v0 + wp.sin((wp.dot(v1, v1) - v0))                                <L 102>
                    var_574 = wp::dot(var_442, var_442);
                    var_575 = wp::sub(var_574, var_573);
                    var_576 = wp::sin(var_575);
                    var_577 = wp::add(var_573, var_576);
                }
                if (!var_565) {
                    // elif ((tid) % 2 == 0) or ((tid) % 2 == 1):                             <L 103>
                    var_580 = wp::mod(var_0, var_579);
                    var_582 = (var_580 == var_581);
                    var_578 = var_582;
                    if (!var_578) {
                        var_584 = wp::mod(var_0, var_583);
                        var_586 = (var_584 == var_585);
                        var_578 = var_578 || var_586;
                    }
                    if (var_578) {
                        // v1 += wp.normalize((wp.vec2(-0.6, -0.7) + wp.normalize(v1))) * 1.5       <L 104>
                        var_589 = wp::vec_t<2, wp::float32>(var_587, var_588);
                        var_590 = wp::normalize(var_442);
                        var_591 = wp::add(var_589, var_590);
                        var_592 = wp::normalize(var_591);
                        var_594 = wp::mul(var_592, var_593);
                        var_595 = wp::add(var_442, var_594);
                    }
                    var_596 = wp::where(var_578, var_595, var_442);
                }
                var_597 = wp::where(var_565, var_577, var_534);
                var_598 = wp::where(var_565, var_442, var_596);
                var_599 = wp::where(var_565, var_569, var_545);
            }
            var_600 = wp::where(var_546, var_556, var_597);
            var_601 = wp::where(var_546, var_442, var_598);
            var_602 = wp::where(var_546, var_545, var_599);
        }
        if (!var_539) {
            // elif wp.pow(wp.abs(v0) + 1.0, wp.clamp(v0, -2.0, 2.0)) >= v0:                  <L 105>
            var_603 = wp::abs(var_534);
            var_605 = wp::add(var_603, var_604);
            var_608 = wp::clamp(var_534, var_606, var_607);
            var_609 = wp::pow(var_605, var_608);
            var_610 = (var_609 >= var_534);
            if (var_610) {
                // v2 = v2 + wp.tanh(wp.dot((v1 - v1), (v1 + wp.vec2(0.246, -0.19))))         <L 106>
                var_611 = wp::sub(var_442, var_442);
                var_614 = wp::vec_t<2, wp::float32>(var_612, var_613);
                var_615 = wp::add(var_442, var_614);
                var_616 = wp::dot(var_611, var_615);
                var_617 = wp::tanh(var_616);
                var_618 = wp::add(var_535, var_617);
            }
            if (!var_610) {
                // v0 += wp.sin(v2)                                                           <L 108>
                var_619 = wp::sin(var_535);
                var_620 = wp::add(var_534, var_619);
                // if (v2 * v2) < 1.747:                                                      <L 109>
                var_621 = wp::mul(var_535, var_535);
                var_623 = (var_621 < var_622);
                if (var_623) {
                    // v0 = v0 + wp.cos(x0[(tid + 2) % x0.shape[0]])                          <L 110>
                    var_625 = wp::add(var_0, var_624);
                    var_626 = &(var_x0.shape);
                    var_629 = wp::load(var_626);
                    var_628 = wp::extract(var_629, var_627);
                    var_630 = wp::mod(var_625, var_628);
                    var_631 = wp::address(var_x0, var_630);
                    var_633 = wp::load(var_631);
                    var_632 = wp::cos(var_633);
                    var_634 = wp::add(var_620, var_632);
                    // v14 = (v2 + wp.sqrt(wp.abs(min(v0, v0)) + 0.5))                        <L 111>
                    var_635 = wp::min(var_634, var_634);
                    var_636 = wp::abs(var_635);
                    var_638 = wp::add(var_636, var_637);
                    var_639 = wp::sqrt(var_638);
                    var_640 = wp::add(var_535, var_639);
                    // v15 = wp.lerp(v1, v1, v1.y)                                            <L 112>
                    var_642 = wp::extract(var_442, var_641);
                    var_643 = wp::lerp(var_442, var_442, var_642);
                }
                if (!var_623) {
                    // elif v2 <= v2:                                                         <L 113>
                    var_644 = (var_535 <= var_535);
                    if (var_644) {
                        // v1 += wp.normalize(wp.vec2((v2 * v2), (0.6 / (wp.abs(v2) + 1.0)))) * 0.87       <L 114>
                        var_645 = wp::mul(var_535, var_535);
                        var_647 = wp::abs(var_535);
                        var_649 = wp::add(var_647, var_648);
                        var_650 = wp::div(var_646, var_649);
                        var_651 = wp::vec_t<2, wp::float32>(var_645, var_650);
                        var_652 = wp::normalize(var_651);
                        var_654 = wp::mul(var_652, var_653);
                        var_655 = wp::add(var_442, var_654);
                        // v16 = (v2 + wp.erfcinv(wp.clamp(v2, 0.2, 1.8)))                    <L 115>
                        var_658 = wp::clamp(var_535, var_656, var_657);
                        var_659 = wp::erfcinv(var_658);
                        var_660 = wp::add(var_535, var_659);
                    }
                    if (!var_644) {
                        // v1 += wp.normalize(v1) * 1.67                                      <L 117>
                        var_661 = wp::normalize(var_442);
                        var_663 = wp::mul(var_661, var_662);
                        var_664 = wp::add(var_442, var_663);
                        // v17 = float(0.135)                                                 <L 118>
                        var_666 = wp::float(var_665);
                        // v2 = v2 + wp.tanh(((v2 * 0.2) - v0))                               <L 119>
                        var_668 = wp::mul(var_535, var_667);
                        var_669 = wp::sub(var_668, var_620);
                        var_670 = wp::tanh(var_669);
                        var_671 = wp::add(var_535, var_670);
                    }
                    var_672 = wp::where(var_644, var_655, var_664);
                    var_673 = wp::where(var_644, var_535, var_671);
                }
                var_674 = wp::where(var_623, var_634, var_620);
                var_675 = wp::where(var_623, var_442, var_672);
                var_676 = wp::where(var_623, var_535, var_673);
                // if wp.length(wp.vec2(0.3, 0.748)) >= v0:                                   <L 120>
                var_679 = wp::vec_t<2, wp::float32>(var_677, var_678);
                var_680 = wp::length(var_679);
                var_681 = (var_680 >= var_674);
                if (var_681) {
                    // v1 += wp.normalize(v1) * 0.81                                          <L 121>
                    var_682 = wp::normalize(var_675);
                    var_684 = wp::mul(var_682, var_683);
                    var_685 = wp::add(var_675, var_684);
                    // v18 = v2                                                               <L 122>
                    var_686 = wp::copy(var_676);
                    // v19 = wp.lerp(wp.vec2((v18 * v18), wp.clamp(v0, -1.61, 0.94)), -((v1 + v1)), ((v0 / (wp.abs(v2) + 1.0)) * v1[0]))       <L 123>
                    var_687 = wp::mul(var_686, var_686);
                    var_690 = wp::clamp(var_674, var_688, var_689);
                    var_691 = wp::vec_t<2, wp::float32>(var_687, var_690);
                    var_692 = wp::add(var_685, var_685);
                    var_693 = wp::neg(var_692);
                    var_694 = wp::abs(var_676);
                    var_696 = wp::add(var_694, var_695);
                    var_697 = wp::div(var_674, var_696);
                    var_699 = wp::extract(var_685, var_698);
                    var_700 = wp::mul(var_697, var_699);
                    var_701 = wp::lerp(var_691, var_693, var_700);
                }
                var_702 = wp::where(var_681, var_685, var_675);
            }
            var_703 = wp::where(var_610, var_534, var_674);
            var_704 = wp::where(var_610, var_442, var_702);
            var_705 = wp::where(var_610, var_618, var_676);
        }
        var_706 = wp::where(var_539, var_600, var_703);
        var_707 = wp::where(var_539, var_601, var_704);
        var_708 = wp::where(var_539, var_602, var_705);
    }
    if (!var_429) {
        // elif ((tid + tid)) % 2 == 1:                                                       <L 124>
        var_709 = wp::add(var_0, var_0);
        var_711 = wp::mod(var_709, var_710);
        var_713 = (var_711 == var_712);
        if (var_713) {
            // v1 = v1 + wp.normalize(wp.normalize(v1)) * 1.83                                <L 125>
            var_714 = wp::normalize(var_423);
            var_715 = wp::normalize(var_714);
            var_717 = wp::mul(var_715, var_716);
            var_718 = wp::add(var_423, var_717);
            // v2 = v2 + wp.tanh(v0)                                                          <L 126>
            var_719 = wp::tanh(var_422);
            var_720 = wp::add(var_424, var_719);
            // v20 = (wp.lerp(v1, wp.lerp(v1, v1, v2), (v0 / (wp.abs(v0) + 1.0))) - wp.vec2(-0.2, 2.0))       <L 127>
            var_721 = wp::lerp(var_718, var_718, var_720);
            var_722 = wp::abs(var_422);
            var_724 = wp::add(var_722, var_723);
            var_725 = wp::div(var_422, var_724);
            var_726 = wp::lerp(var_718, var_721, var_725);
            var_729 = wp::vec_t<2, wp::float32>(var_727, var_728);
            var_730 = wp::sub(var_726, var_729);
        }
        if (!var_713) {
            // elif ((tid) % 4 == 0) or ((v0 > v0) and (v0 >= v0)):                           <L 128>
            var_733 = wp::mod(var_0, var_732);
            var_735 = (var_733 == var_734);
            var_731 = var_735;
            if (!var_731) {
                var_737 = (var_422 > var_422);
                var_736 = var_737;
                if (var_736) {
                    var_738 = (var_422 >= var_422);
                    var_736 = var_736 && var_738;
                }
                var_731 = var_731 || var_736;
            }
            if (var_731) {
                // v1 = v1 + wp.normalize(wp.lerp((v1 * -0.4), (v1 - v1), v2)) * 1.57         <L 129>
                var_740 = wp::mul(var_423, var_739);
                var_741 = wp::sub(var_423, var_423);
                var_742 = wp::lerp(var_740, var_741, var_424);
                var_743 = wp::normalize(var_742);
                var_745 = wp::mul(var_743, var_744);
                var_746 = wp::add(var_423, var_745);
                // if v1[1] < wp.mod(0.2, wp.abs(v0) + 1.0):                                  <L 130>
                var_748 = wp::extract(var_746, var_747);
                var_750 = wp::abs(var_422);
                var_752 = wp::add(var_750, var_751);
                var_753 = wp::mod(var_749, var_752);
                var_754 = (var_748 < var_753);
                if (var_754) {
                    // v0 = v0 + wp.tanh((v1[1] * wp.tanh(0.332)))                            <L 131>
                    var_756 = wp::extract(var_746, var_755);
                    var_758 = wp::tanh(var_757);
                    var_759 = wp::mul(var_756, var_758);
                    var_760 = wp::tanh(var_759);
                    var_761 = wp::add(var_422, var_760);
                }
                if (!var_754) {
                    // elif wp.dot(v1, v1) <= v2:                                             <L 132>
                    var_762 = wp::dot(var_746, var_746);
                    var_763 = (var_762 <= var_424);
                    if (var_763) {
                        // v0 = v0 + wp.cos(((v0 - v2) - v0))                                 <L 133>
                        var_764 = wp::sub(var_422, var_424);
                        var_765 = wp::sub(var_764, var_422);
                        var_766 = wp::cos(var_765);
                        var_767 = wp::add(var_422, var_766);
                    }
                    if (!var_763) {
                        // v1 = v1 + wp.normalize(wp.vec2(1.1, 0.519)) * 0.95                 <L 135>
                        var_770 = wp::vec_t<2, wp::float32>(var_768, var_769);
                        var_771 = wp::normalize(var_770);
                        var_773 = wp::mul(var_771, var_772);
                        var_774 = wp::add(var_746, var_773);
                    }
                    var_775 = wp::where(var_763, var_767, var_422);
                    var_776 = wp::where(var_763, var_746, var_774);
                }
                var_777 = wp::where(var_754, var_761, var_775);
                var_778 = wp::where(var_754, var_746, var_776);
            }
            var_779 = wp::where(var_731, var_777, var_422);
            var_780 = wp::where(var_731, var_778, var_423);
        }
        var_781 = wp::where(var_713, var_422, var_779);
        var_782 = wp::where(var_713, var_718, var_780);
        var_783 = wp::where(var_713, var_720, var_424);
    }
    var_784 = wp::where(var_429, var_706, var_781);
    var_785 = wp::where(var_429, var_707, var_782);
    var_786 = wp::where(var_429, var_708, var_783);
    // if (v2 * v0) >= v1.y:                                                                  <L 136>
    var_787 = wp::mul(var_786, var_784);
    var_789 = wp::extract(var_785, var_788);
    var_790 = (var_787 >= var_789);
    if (var_790) {
        // v2 = v2 + wp.tanh(wp.dot((v1 - v1), v1))                                           <L 137>
        var_791 = wp::sub(var_785, var_785);
        var_792 = wp::dot(var_791, var_785);
        var_793 = wp::tanh(var_792);
        var_794 = wp::add(var_786, var_793);
    }
    if (!var_790) {
        // v2 = v2 + wp.cos(x0[(tid + 4) % x0.shape[0]])                                      <L 139>
        var_796 = wp::add(var_0, var_795);
        var_797 = &(var_x0.shape);
        var_800 = wp::load(var_797);
        var_799 = wp::extract(var_800, var_798);
        var_801 = wp::mod(var_796, var_799);
        var_802 = wp::address(var_x0, var_801);
        var_804 = wp::load(var_802);
        var_803 = wp::cos(var_804);
        var_805 = wp::add(var_786, var_803);
    }
    var_806 = wp::where(var_790, var_794, var_805);
    // if v2 <= v2:                                                                           <L 140>
    var_807 = (var_806 <= var_806);
    if (var_807) {
        // v1 += wp.normalize(v1) * 0.82                                                      <L 141>
        var_808 = wp::normalize(var_785);
        var_810 = wp::mul(var_808, var_809);
        var_811 = wp::add(var_785, var_810);
        // if min(v0, -1.8) >= wp.copysign(v2, -0.6):                                         <L 142>
        var_813 = wp::min(var_784, var_812);
        var_815 = wp::copysign(var_806, var_814);
        var_816 = (var_813 >= var_815);
        if (var_816) {
            // v2 = v2 + wp.sin(wp.length_sq(x1[(tid + 3) % x1.shape[0]]))                    <L 143>
            var_818 = wp::add(var_0, var_817);
            var_819 = &(var_x1.shape);
            var_822 = wp::load(var_819);
            var_821 = wp::extract(var_822, var_820);
            var_823 = wp::mod(var_818, var_821);
            var_824 = wp::address(var_x1, var_823);
            var_826 = wp::load(var_824);
            var_825 = wp::length_sq(var_826);
            var_827 = wp::sin(var_825);
            var_828 = wp::add(var_806, var_827);
            // if v1[0] > wp.dot(v1, v1):                                                     <L 144>
            var_830 = wp::extract(var_811, var_829);
            var_831 = wp::dot(var_811, var_811);
            var_832 = (var_830 > var_831);
            if (var_832) {
                // v0 = v0 + wp.cos(-0.522)                                                   <L 145>
                var_834 = wp::cos(var_833);
                var_835 = wp::add(var_784, var_834);
            }
            if (!var_832) {
                // v1 = v1 + wp.normalize(((v1 * v0) + wp.vec2(-1.93, 0.5))) * 0.63           <L 147>
                var_836 = wp::mul(var_811, var_784);
                var_839 = wp::vec_t<2, wp::float32>(var_837, var_838);
                var_840 = wp::add(var_836, var_839);
                var_841 = wp::normalize(var_840);
                var_843 = wp::mul(var_841, var_842);
                var_844 = wp::add(var_811, var_843);
                // v2 = v2 + wp.sin(((0.942 + v0) + v2))                                      <L 148>
                var_846 = wp::add(var_845, var_784);
                var_847 = wp::add(var_846, var_828);
                var_848 = wp::sin(var_847);
                var_849 = wp::add(var_828, var_848);
            }
            var_850 = wp::where(var_832, var_835, var_784);
            var_851 = wp::where(var_832, var_811, var_844);
            var_852 = wp::where(var_832, var_828, var_849);
        }
        if (!var_816) {
            // elif not ((tid) % 2 == 1 and (v2 < v2) and (v0 <= v0)):                        <L 149>
            var_855 = wp::mod(var_0, var_854);
            var_857 = (var_855 == var_856);
            var_853 = var_857;
            if (var_853) {
                var_858 = (var_806 < var_806);
                var_853 = var_853 && var_858;
            }
            if (var_853) {
                var_859 = (var_784 <= var_784);
                var_853 = var_853 && var_859;
            }
            var_860 = wp::unot(var_853);
            if (var_860) {
                // v1 = v1 + wp.normalize(v1) * 1.94                                          <L 150>
                var_861 = wp::normalize(var_811);
                var_863 = wp::mul(var_861, var_862);
                var_864 = wp::add(var_811, var_863);
                // if v0 > v2:                                                                <L 151>
                var_865 = (var_784 > var_806);
                if (var_865) {
                    // v0 = v0 + wp.cos(((wp.vec2(-1.161))[0] + 0.81))                        <L 152>
                    var_867 = wp::vec_t<2, wp::float32>(var_866);
                    var_869 = wp::extract(var_867, var_868);
                    var_871 = wp::add(var_869, var_870);
                    var_872 = wp::cos(var_871);
                    var_873 = wp::add(var_784, var_872);
                    // v21 = wp.length(-v1)                                                   <L 153>
                    var_874 = wp::neg(var_864);
                    var_875 = wp::length(var_874);
                    // v2 = v2 + wp.sin(wp.step((v21 - v21)) * wp.length(v1))                 <L 154>
                    var_876 = wp::sub(var_875, var_875);
                    var_877 = wp::step(var_876);
                    var_878 = wp::length(var_864);
                    var_879 = wp::mul(var_877, var_878);
                    var_880 = wp::sin(var_879);
                    var_881 = wp::add(var_806, var_880);
                }
                if (!var_865) {
                    // v0 = v0 + wp.sin(v2)                                                   <L 156>
                    var_882 = wp::sin(var_806);
                    var_883 = wp::add(var_784, var_882);
                }
                var_884 = wp::where(var_865, var_873, var_883);
                var_885 = wp::where(var_865, var_881, var_806);
            }
            if (!var_860) {
                // elif ((tid % 8)) % 3 == 1:                                                 <L 157>
                var_887 = wp::mod(var_0, var_886);
                var_889 = wp::mod(var_887, var_888);
                var_891 = (var_889 == var_890);
                if (var_891) {
                    // v0 = v0 + wp.cos(wp.length(v1))                                        <L 158>
                    var_892 = wp::length(var_811);
                    var_893 = wp::cos(var_892);
                    var_894 = wp::add(var_784, var_893);
                    // if v0 > float(1):                                                      <L 159>
                    var_896 = wp::float(var_895);
                    var_897 = (var_894 > var_896);
                    if (var_897) {
                        // v0 += wp.cos(wp.erfinv(wp.clamp((v2 if v2 > v2 else v2), -0.8, 0.8)))       <L 160>
                        var_898 = (var_806 > var_806);
                        if (var_898) {
                        }
                        if (!var_898) {
                        }
                        var_899 = wp::where(var_898, var_806, var_806);
                        var_902 = wp::clamp(var_899, var_900, var_901);
                        var_903 = wp::erfinv(var_902);
                        var_904 = wp::cos(var_903);
                        var_905 = wp::add(var_894, var_904);
                        // v22 = v1                                                           <L 161>
                        var_906 = wp::copy(var_811);
                        // v2 = v2 + wp.cos(((-0.515 + v2) / (wp.abs(wp.erfinv(wp.clamp(v0, -0.8, 0.8))) + 1.0)))       <L 162>
                        var_908 = wp::add(var_907, var_806);
                        var_911 = wp::clamp(var_905, var_909, var_910);
                        var_912 = wp::erfinv(var_911);
                        var_913 = wp::abs(var_912);
                        var_915 = wp::add(var_913, var_914);
                        var_916 = wp::div(var_908, var_915);
                        var_917 = wp::cos(var_916);
                        var_918 = wp::add(var_806, var_917);
                    }
                    if (!var_897) {
                        // elif (-0.78 <= v2) or (v0 <= v0):                                  <L 163>
                        var_921 = (var_920 <= var_806);
                        var_919 = var_921;
                        if (!var_919) {
                            var_922 = (var_894 <= var_894);
                            var_919 = var_919 || var_922;
                        }
                        if (var_919) {
                            // v1 = v1 + wp.normalize(v1) * 1.88                              <L 164>
                            var_923 = wp::normalize(var_811);
                            var_925 = wp::mul(var_923, var_924);
                            var_926 = wp::add(var_811, var_925);
                        }
                        if (!var_919) {
                            // v0 = v0 + wp.tanh((wp.log2(wp.abs(v2) + 1.0) - wp.clamp(v2, -1.94, 0.95)))       <L 166>
                            var_927 = wp::abs(var_806);
                            var_929 = wp::add(var_927, var_928);
                            var_930 = wp::log2(var_929);
                            var_933 = wp::clamp(var_806, var_931, var_932);
                            var_934 = wp::sub(var_930, var_933);
                            var_935 = wp::tanh(var_934);
                            var_936 = wp::add(var_894, var_935);
                            // v23 = v0                                                       <L 167>
                            var_937 = wp::copy(var_936);
                        }
                        var_938 = wp::where(var_919, var_894, var_936);
                        var_939 = wp::where(var_919, var_926, var_811);
                    }
                    var_940 = wp::where(var_897, var_905, var_938);
                    var_941 = wp::where(var_897, var_811, var_939);
                    var_942 = wp::where(var_897, var_918, var_806);
                }
                if (!var_891) {
                    // v1 = v1 + wp.normalize((wp.max(v1, v1) / (wp.abs(wp.length_sq(v1)) + 1.0))) * 1.01       <L 169>
                    var_943 = wp::max(var_811, var_811);
                    var_944 = wp::length_sq(var_811);
                    var_945 = wp::abs(var_944);
                    var_947 = wp::add(var_945, var_946);
                    var_948 = wp::div(var_943, var_947);
                    var_949 = wp::normalize(var_948);
                    var_951 = wp::mul(var_949, var_950);
                    var_952 = wp::add(var_811, var_951);
                    // if wp.step(v0) * v0 > v2:                                              <L 170>
                    var_953 = wp::step(var_784);
                    var_954 = wp::mul(var_953, var_784);
                    var_955 = (var_954 > var_806);
                    if (var_955) {
                        // v0 = v0 + wp.tanh(v2)                                              <L 171>
                        var_956 = wp::tanh(var_806);
                        var_957 = wp::add(var_784, var_956);
                        // v24 = (((v1 - v1) * (-0.9 + v0)) * x0[(tid + 1) % x0.shape[0]])       <L 172>
                        var_958 = wp::sub(var_952, var_952);
                        var_960 = wp::add(var_959, var_957);
                        var_961 = wp::mul(var_958, var_960);
                        var_963 = wp::add(var_0, var_962);
                        var_964 = &(var_x0.shape);
                        var_967 = wp::load(var_964);
                        var_966 = wp::extract(var_967, var_965);
                        var_968 = wp::mod(var_963, var_966);
                        var_969 = wp::address(var_x0, var_968);
                        var_971 = wp::load(var_969);
                        var_970 = wp::mul(var_961, var_971);
                        // v0 -= wp.sin(-0.6) * 0.36                                          <L 173>
                        var_973 = wp::sin(var_972);
                        var_975 = wp::mul(var_973, var_974);
                        var_976 = wp::sub(var_957, var_975);
                    }
                    var_977 = wp::where(var_955, var_976, var_784);
                    // v25 = x2[(tid + 5) % x2.shape[0]]                                      <L 174>
                    var_979 = wp::add(var_0, var_978);
                    var_980 = &(var_x2.shape);
                    var_983 = wp::load(var_980);
                    var_982 = wp::extract(var_983, var_981);
                    var_984 = wp::mod(var_979, var_982);
                    var_985 = wp::address(var_x2, var_984);
                    var_987 = wp::load(var_985);
                    var_986 = wp::copy(var_987);
                }
                var_988 = wp::where(var_891, var_940, var_977);
                var_989 = wp::where(var_891, var_941, var_952);
                var_990 = wp::where(var_891, var_942, var_806);
            }
            var_991 = wp::where(var_860, var_884, var_988);
            var_992 = wp::where(var_860, var_864, var_989);
            var_993 = wp::where(var_860, var_885, var_990);
        }
        var_994 = wp::where(var_816, var_850, var_991);
        var_995 = wp::where(var_816, var_851, var_992);
        var_996 = wp::where(var_816, var_852, var_993);
        // if 1.76 >= wp.erfc(v2):                                                            <L 175>
        var_998 = wp::erfc(var_996);
        var_999 = (var_997 >= var_998);
        if (var_999) {
            // v2 = v2 + wp.cos(v0)                                                           <L 176>
            var_1000 = wp::cos(var_994);
            var_1001 = wp::add(var_996, var_1000);
        }
        var_1002 = wp::where(var_999, var_1001, var_996);
    }
    if (!var_807) {
        // v0 += wp.tanh((v0 * (v2 if v2 > -1.72 else v2)))                                   <L 178>
        var_1004 = (var_806 > var_1003);
        if (var_1004) {
        }
        if (!var_1004) {
        }
        var_1005 = wp::where(var_1004, var_806, var_806);
        var_1006 = wp::mul(var_784, var_1005);
        var_1007 = wp::tanh(var_1006);
        var_1008 = wp::add(var_784, var_1007);
    }
    var_1009 = wp::where(var_807, var_994, var_1008);
    var_1010 = wp::where(var_807, var_995, var_785);
    var_1011 = wp::where(var_807, var_1002, var_806);
    // out0[tid] = v0 + v2 + (wp.length_sq(v1) - x2[(tid + 1) % x2.shape[0]]) * 1.71          <L 179>
    var_1012 = wp::add(var_1009, var_1011);
    var_1013 = wp::length_sq(var_1010);
    var_1015 = wp::add(var_0, var_1014);
    var_1016 = &(var_x2.shape);
    var_1019 = wp::load(var_1016);
    var_1018 = wp::extract(var_1019, var_1017);
    var_1020 = wp::mod(var_1015, var_1018);
    var_1021 = wp::address(var_x2, var_1020);
    var_1023 = wp::load(var_1021);
    var_1022 = wp::sub(var_1013, var_1023);
    var_1025 = wp::mul(var_1022, var_1024);
    var_1026 = wp::add(var_1012, var_1025);
    // wp::array_store(var_out0, var_0, var_1026);
    // out1[tid] = v1 + x1[(tid + 3) % x1.shape[0]] * 0.31                                    <L 180>
    var_1028 = wp::add(var_0, var_1027);
    var_1029 = &(var_x1.shape);
    var_1032 = wp::load(var_1029);
    var_1031 = wp::extract(var_1032, var_1030);
    var_1033 = wp::mod(var_1028, var_1031);
    var_1034 = wp::address(var_x1, var_1033);
    var_1037 = wp::load(var_1034);
    var_1036 = wp::mul(var_1037, var_1035);
    var_1038 = wp::add(var_1010, var_1036);
    // wp::array_store(var_out1, var_0, var_1038);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_1038, adj_out1, adj_0, adj_1038);
    wp::adj_add(var_1010, var_1036, adj_1010, adj_1036, adj_1038);
    wp::adj_mul(var_1037, var_1035, adj_1034, adj_1035, adj_1036);
    wp::adj_address(var_x1, var_1033, adj_x1, adj_1033, adj_1034);
    wp::adj_mod(var_1028, var_1031, adj_1028, adj_1031, adj_1033);
    adj_x1.shape = adj_1029;
    wp::adj_add(var_0, var_1027, adj_0, adj_1027, adj_1028);
    // adj: out1[tid] = v1 + x1[(tid + 3) % x1.shape[0]] * 0.31                               <L 180>
    wp::adj_array_store(var_out0, var_0, var_1026, adj_out0, adj_0, adj_1026);
    wp::adj_add(var_1012, var_1025, adj_1012, adj_1025, adj_1026);
    wp::adj_mul(var_1022, var_1024, adj_1022, adj_1024, adj_1025);
    wp::adj_sub(var_1013, var_1023, adj_1013, adj_1021, adj_1022);
    wp::adj_address(var_x2, var_1020, adj_x2, adj_1020, adj_1021);
    wp::adj_mod(var_1015, var_1018, adj_1015, adj_1018, adj_1020);
    adj_x2.shape = adj_1016;
    wp::adj_add(var_0, var_1014, adj_0, adj_1014, adj_1015);
    wp::adj_length_sq(var_1010, adj_1010, adj_1013);
    wp::adj_add(var_1009, var_1011, adj_1009, adj_1011, adj_1012);
    // adj: out0[tid] = v0 + v2 + (wp.length_sq(v1) - x2[(tid + 1) % x2.shape[0]]) * 1.71     <L 179>
    wp::adj_where(var_807, var_1002, var_806, adj_807, adj_1002, adj_806, adj_1011);
    wp::adj_where(var_807, var_995, var_785, adj_807, adj_995, adj_785, adj_1010);
    wp::adj_where(var_807, var_994, var_1008, adj_807, adj_994, adj_1008, adj_1009);
    if (!var_807) {
        wp::adj_add(var_784, var_1007, adj_784, adj_1007, adj_1008);
        wp::adj_tanh(var_1006, var_1007, adj_1006, adj_1007);
        wp::adj_mul(var_784, var_1005, adj_784, adj_1005, adj_1006);
        wp::adj_where(var_1004, var_806, var_806, adj_1004, adj_806, adj_806, adj_1005);
        if (!var_1004) {
        }
        if (var_1004) {
        }
        // adj: v0 += wp.tanh((v0 * (v2 if v2 > -1.72 else v2)))                              <L 178>
    }
    if (var_807) {
        wp::adj_where(var_999, var_1001, var_996, adj_999, adj_1001, adj_996, adj_1002);
        if (var_999) {
            wp::adj_add(var_996, var_1000, adj_996, adj_1000, adj_1001);
            wp::adj_cos(var_994, adj_994, adj_1000);
            // adj: v2 = v2 + wp.cos(v0)                                                      <L 176>
        }
        wp::adj_erfc(var_996, adj_996, adj_998);
        // adj: if 1.76 >= wp.erfc(v2):                                                       <L 175>
        wp::adj_where(var_816, var_852, var_993, adj_816, adj_852, adj_993, adj_996);
        wp::adj_where(var_816, var_851, var_992, adj_816, adj_851, adj_992, adj_995);
        wp::adj_where(var_816, var_850, var_991, adj_816, adj_850, adj_991, adj_994);
        if (!var_816) {
            wp::adj_where(var_860, var_885, var_990, adj_860, adj_885, adj_990, adj_993);
            wp::adj_where(var_860, var_864, var_989, adj_860, adj_864, adj_989, adj_992);
            wp::adj_where(var_860, var_884, var_988, adj_860, adj_884, adj_988, adj_991);
            if (!var_860) {
                wp::adj_where(var_891, var_942, var_806, adj_891, adj_942, adj_806, adj_990);
                wp::adj_where(var_891, var_941, var_952, adj_891, adj_941, adj_952, adj_989);
                wp::adj_where(var_891, var_940, var_977, adj_891, adj_940, adj_977, adj_988);
                if (!var_891) {
                    wp::adj_copy(var_987, adj_985, adj_986);
                    wp::adj_address(var_x2, var_984, adj_x2, adj_984, adj_985);
                    wp::adj_mod(var_979, var_982, adj_979, adj_982, adj_984);
                    adj_x2.shape = adj_980;
                    wp::adj_add(var_0, var_978, adj_0, adj_978, adj_979);
                    // adj: v25 = x2[(tid + 5) % x2.shape[0]]                                 <L 174>
                    wp::adj_where(var_955, var_976, var_784, adj_955, adj_976, adj_784, adj_977);
                    if (var_955) {
                        wp::adj_sub(var_957, var_975, adj_957, adj_975, adj_976);
                        wp::adj_mul(var_973, var_974, adj_973, adj_974, adj_975);
                        wp::adj_sin(var_972, adj_972, adj_973);
                        // adj: v0 -= wp.sin(-0.6) * 0.36                                     <L 173>
                        wp::adj_mul(var_961, var_971, adj_961, adj_969, adj_970);
                        wp::adj_address(var_x0, var_968, adj_x0, adj_968, adj_969);
                        wp::adj_mod(var_963, var_966, adj_963, adj_966, adj_968);
                        adj_x0.shape = adj_964;
                        wp::adj_add(var_0, var_962, adj_0, adj_962, adj_963);
                        wp::adj_mul(var_958, var_960, adj_958, adj_960, adj_961);
                        wp::adj_add(var_959, var_957, adj_959, adj_957, adj_960);
                        wp::adj_sub(var_952, var_952, adj_952, adj_952, adj_958);
                        // adj: v24 = (((v1 - v1) * (-0.9 + v0)) * x0[(tid + 1) % x0.shape[0]])  <L 172>
                        wp::adj_add(var_784, var_956, adj_784, adj_956, adj_957);
                        wp::adj_tanh(var_806, var_956, adj_806, adj_956);
                        // adj: v0 = v0 + wp.tanh(v2)                                         <L 171>
                    }
                    wp::adj_mul(var_953, var_784, adj_953, adj_784, adj_954);
                    // adj: if wp.step(v0) * v0 > v2:                                         <L 170>
                    wp::adj_add(var_811, var_951, adj_811, adj_951, adj_952);
                    wp::adj_mul(var_949, var_950, adj_949, adj_950, adj_951);
                    wp::adj_normalize(var_948, var_949, adj_948, adj_949);
                    wp::adj_div(var_943, var_947, adj_943, adj_947, adj_948);
                    wp::adj_add(var_945, var_946, adj_945, adj_946, adj_947);
                    wp::adj_abs(var_944, adj_944, adj_945);
                    wp::adj_length_sq(var_811, adj_811, adj_944);
                    wp::adj_max(var_811, var_811, adj_811, adj_811, adj_943);
                    // adj: v1 = v1 + wp.normalize((wp.max(v1, v1) / (wp.abs(wp.length_sq(v1)) + 1.0))) * 1.01  <L 169>
                }
                if (var_891) {
                    wp::adj_where(var_897, var_918, var_806, adj_897, adj_918, adj_806, adj_942);
                    wp::adj_where(var_897, var_811, var_939, adj_897, adj_811, adj_939, adj_941);
                    wp::adj_where(var_897, var_905, var_938, adj_897, adj_905, adj_938, adj_940);
                    if (!var_897) {
                        wp::adj_where(var_919, var_926, var_811, adj_919, adj_926, adj_811, adj_939);
                        wp::adj_where(var_919, var_894, var_936, adj_919, adj_894, adj_936, adj_938);
                        if (!var_919) {
                            wp::adj_copy(var_936, adj_936, adj_937);
                            // adj: v23 = v0                                                  <L 167>
                            wp::adj_add(var_894, var_935, adj_894, adj_935, adj_936);
                            wp::adj_tanh(var_934, var_935, adj_934, adj_935);
                            wp::adj_sub(var_930, var_933, adj_930, adj_933, adj_934);
                            wp::adj_clamp(var_806, var_931, var_932, adj_806, adj_931, adj_932, adj_933);
                            wp::adj_log2(var_929, adj_929, adj_930);
                            wp::adj_add(var_927, var_928, adj_927, adj_928, adj_929);
                            wp::adj_abs(var_806, adj_806, adj_927);
                            // adj: v0 = v0 + wp.tanh((wp.log2(wp.abs(v2) + 1.0) - wp.clamp(v2, -1.94, 0.95)))  <L 166>
                        }
                        if (var_919) {
                            wp::adj_add(var_811, var_925, adj_811, adj_925, adj_926);
                            wp::adj_mul(var_923, var_924, adj_923, adj_924, adj_925);
                            wp::adj_normalize(var_811, var_923, adj_811, adj_923);
                            // adj: v1 = v1 + wp.normalize(v1) * 1.88                         <L 164>
                        }
                        if (!var_919) {
                        }
                        // adj: elif (-0.78 <= v2) or (v0 <= v0):                             <L 163>
                    }
                    if (var_897) {
                        wp::adj_add(var_806, var_917, adj_806, adj_917, adj_918);
                        wp::adj_cos(var_916, adj_916, adj_917);
                        wp::adj_div(var_908, var_915, var_916, adj_908, adj_915, adj_916);
                        wp::adj_add(var_913, var_914, adj_913, adj_914, adj_915);
                        wp::adj_abs(var_912, adj_912, adj_913);
                        wp::adj_erfinv(var_911, var_912, adj_911, adj_912);
                        wp::adj_clamp(var_905, var_909, var_910, adj_905, adj_909, adj_910, adj_911);
                        wp::adj_add(var_907, var_806, adj_907, adj_806, adj_908);
                        // adj: v2 = v2 + wp.cos(((-0.515 + v2) / (wp.abs(wp.erfinv(wp.clamp(v0, -0.8, 0.8))) + 1.0)))  <L 162>
                        wp::adj_copy(var_811, adj_811, adj_906);
                        // adj: v22 = v1                                                      <L 161>
                        wp::adj_add(var_894, var_904, adj_894, adj_904, adj_905);
                        wp::adj_cos(var_903, adj_903, adj_904);
                        wp::adj_erfinv(var_902, var_903, adj_902, adj_903);
                        wp::adj_clamp(var_899, var_900, var_901, adj_899, adj_900, adj_901, adj_902);
                        wp::adj_where(var_898, var_806, var_806, adj_898, adj_806, adj_806, adj_899);
                        if (!var_898) {
                        }
                        if (var_898) {
                        }
                        // adj: v0 += wp.cos(wp.erfinv(wp.clamp((v2 if v2 > v2 else v2), -0.8, 0.8)))  <L 160>
                    }
                    wp::adj_float(var_895, adj_895, adj_896);
                    // adj: if v0 > float(1):                                                 <L 159>
                    wp::adj_add(var_784, var_893, adj_784, adj_893, adj_894);
                    wp::adj_cos(var_892, adj_892, adj_893);
                    wp::adj_length(var_811, var_892, adj_811, adj_892);
                    // adj: v0 = v0 + wp.cos(wp.length(v1))                                   <L 158>
                }
                wp::adj_mod(var_887, var_888, adj_887, adj_888, adj_889);
                wp::adj_mod(var_0, var_886, adj_0, adj_886, adj_887);
                // adj: elif ((tid % 8)) % 3 == 1:                                            <L 157>
            }
            if (var_860) {
                wp::adj_where(var_865, var_881, var_806, adj_865, adj_881, adj_806, adj_885);
                wp::adj_where(var_865, var_873, var_883, adj_865, adj_873, adj_883, adj_884);
                if (!var_865) {
                    wp::adj_add(var_784, var_882, adj_784, adj_882, adj_883);
                    wp::adj_sin(var_806, adj_806, adj_882);
                    // adj: v0 = v0 + wp.sin(v2)                                              <L 156>
                }
                if (var_865) {
                    wp::adj_add(var_806, var_880, adj_806, adj_880, adj_881);
                    wp::adj_sin(var_879, adj_879, adj_880);
                    wp::adj_mul(var_877, var_878, adj_877, adj_878, adj_879);
                    wp::adj_length(var_864, var_878, adj_864, adj_878);
                    wp::adj_sub(var_875, var_875, adj_875, adj_875, adj_876);
                    // adj: v2 = v2 + wp.sin(wp.step((v21 - v21)) * wp.length(v1))            <L 154>
                    wp::adj_length(var_874, var_875, adj_874, adj_875);
                    wp::adj_neg(var_864, adj_864, adj_874);
                    // adj: v21 = wp.length(-v1)                                              <L 153>
                    wp::adj_add(var_784, var_872, adj_784, adj_872, adj_873);
                    wp::adj_cos(var_871, adj_871, adj_872);
                    wp::adj_add(var_869, var_870, adj_869, adj_870, adj_871);
                    wp::adj_extract(var_867, var_868, adj_867, adj_868, adj_869);
                    wp::adj_vec_t(var_866, adj_866, adj_867);
                    // adj: v0 = v0 + wp.cos(((wp.vec2(-1.161))[0] + 0.81))                   <L 152>
                }
                // adj: if v0 > v2:                                                           <L 151>
                wp::adj_add(var_811, var_863, adj_811, adj_863, adj_864);
                wp::adj_mul(var_861, var_862, adj_861, adj_862, adj_863);
                wp::adj_normalize(var_811, var_861, adj_811, adj_861);
                // adj: v1 = v1 + wp.normalize(v1) * 1.94                                     <L 150>
            }
            if (var_853) {
            }
            if (var_853) {
            }
            wp::adj_mod(var_0, var_854, adj_0, adj_854, adj_855);
            // adj: elif not ((tid) % 2 == 1 and (v2 < v2) and (v0 <= v0)):                   <L 149>
        }
        if (var_816) {
            wp::adj_where(var_832, var_828, var_849, adj_832, adj_828, adj_849, adj_852);
            wp::adj_where(var_832, var_811, var_844, adj_832, adj_811, adj_844, adj_851);
            wp::adj_where(var_832, var_835, var_784, adj_832, adj_835, adj_784, adj_850);
            if (!var_832) {
                wp::adj_add(var_828, var_848, adj_828, adj_848, adj_849);
                wp::adj_sin(var_847, adj_847, adj_848);
                wp::adj_add(var_846, var_828, adj_846, adj_828, adj_847);
                wp::adj_add(var_845, var_784, adj_845, adj_784, adj_846);
                // adj: v2 = v2 + wp.sin(((0.942 + v0) + v2))                                 <L 148>
                wp::adj_add(var_811, var_843, adj_811, adj_843, adj_844);
                wp::adj_mul(var_841, var_842, adj_841, adj_842, adj_843);
                wp::adj_normalize(var_840, var_841, adj_840, adj_841);
                wp::adj_add(var_836, var_839, adj_836, adj_839, adj_840);
                wp::adj_vec_t(var_837, var_838, adj_837, adj_838, adj_839);
                wp::adj_mul(var_811, var_784, adj_811, adj_784, adj_836);
                // adj: v1 = v1 + wp.normalize(((v1 * v0) + wp.vec2(-1.93, 0.5))) * 0.63      <L 147>
            }
            if (var_832) {
                wp::adj_add(var_784, var_834, adj_784, adj_834, adj_835);
                wp::adj_cos(var_833, adj_833, adj_834);
                // adj: v0 = v0 + wp.cos(-0.522)                                              <L 145>
            }
            wp::adj_dot(var_811, var_811, adj_811, adj_811, adj_831);
            wp::adj_extract(var_811, var_829, adj_811, adj_829, adj_830);
            // adj: if v1[0] > wp.dot(v1, v1):                                                <L 144>
            wp::adj_add(var_806, var_827, adj_806, adj_827, adj_828);
            wp::adj_sin(var_825, adj_825, adj_827);
            wp::adj_length_sq(var_826, adj_824, adj_825);
            wp::adj_address(var_x1, var_823, adj_x1, adj_823, adj_824);
            wp::adj_mod(var_818, var_821, adj_818, adj_821, adj_823);
            adj_x1.shape = adj_819;
            wp::adj_add(var_0, var_817, adj_0, adj_817, adj_818);
            // adj: v2 = v2 + wp.sin(wp.length_sq(x1[(tid + 3) % x1.shape[0]]))               <L 143>
        }
        wp::adj_copysign(var_806, var_814, adj_806, adj_814, adj_815);
        wp::adj_min(var_784, var_812, adj_784, adj_812, adj_813);
        // adj: if min(v0, -1.8) >= wp.copysign(v2, -0.6):                                    <L 142>
        wp::adj_add(var_785, var_810, adj_785, adj_810, adj_811);
        wp::adj_mul(var_808, var_809, adj_808, adj_809, adj_810);
        wp::adj_normalize(var_785, var_808, adj_785, adj_808);
        // adj: v1 += wp.normalize(v1) * 0.82                                                 <L 141>
    }
    // adj: if v2 <= v2:                                                                      <L 140>
    wp::adj_where(var_790, var_794, var_805, adj_790, adj_794, adj_805, adj_806);
    if (!var_790) {
        wp::adj_add(var_786, var_803, adj_786, adj_803, adj_805);
        wp::adj_cos(var_804, adj_802, adj_803);
        wp::adj_address(var_x0, var_801, adj_x0, adj_801, adj_802);
        wp::adj_mod(var_796, var_799, adj_796, adj_799, adj_801);
        adj_x0.shape = adj_797;
        wp::adj_add(var_0, var_795, adj_0, adj_795, adj_796);
        // adj: v2 = v2 + wp.cos(x0[(tid + 4) % x0.shape[0]])                                 <L 139>
    }
    if (var_790) {
        wp::adj_add(var_786, var_793, adj_786, adj_793, adj_794);
        wp::adj_tanh(var_792, var_793, adj_792, adj_793);
        wp::adj_dot(var_791, var_785, adj_791, adj_785, adj_792);
        wp::adj_sub(var_785, var_785, adj_785, adj_785, adj_791);
        // adj: v2 = v2 + wp.tanh(wp.dot((v1 - v1), v1))                                      <L 137>
    }
    wp::adj_extract(var_785, var_788, adj_785, adj_788, adj_789);
    wp::adj_mul(var_786, var_784, adj_786, adj_784, adj_787);
    // adj: if (v2 * v0) >= v1.y:                                                             <L 136>
    wp::adj_where(var_429, var_708, var_783, adj_429, adj_708, adj_783, adj_786);
    wp::adj_where(var_429, var_707, var_782, adj_429, adj_707, adj_782, adj_785);
    wp::adj_where(var_429, var_706, var_781, adj_429, adj_706, adj_781, adj_784);
    if (!var_429) {
        wp::adj_where(var_713, var_720, var_424, adj_713, adj_720, adj_424, adj_783);
        wp::adj_where(var_713, var_718, var_780, adj_713, adj_718, adj_780, adj_782);
        wp::adj_where(var_713, var_422, var_779, adj_713, adj_422, adj_779, adj_781);
        if (!var_713) {
            wp::adj_where(var_731, var_778, var_423, adj_731, adj_778, adj_423, adj_780);
            wp::adj_where(var_731, var_777, var_422, adj_731, adj_777, adj_422, adj_779);
            if (var_731) {
                wp::adj_where(var_754, var_746, var_776, adj_754, adj_746, adj_776, adj_778);
                wp::adj_where(var_754, var_761, var_775, adj_754, adj_761, adj_775, adj_777);
                if (!var_754) {
                    wp::adj_where(var_763, var_746, var_774, adj_763, adj_746, adj_774, adj_776);
                    wp::adj_where(var_763, var_767, var_422, adj_763, adj_767, adj_422, adj_775);
                    if (!var_763) {
                        wp::adj_add(var_746, var_773, adj_746, adj_773, adj_774);
                        wp::adj_mul(var_771, var_772, adj_771, adj_772, adj_773);
                        wp::adj_normalize(var_770, var_771, adj_770, adj_771);
                        wp::adj_vec_t(var_768, var_769, adj_768, adj_769, adj_770);
                        // adj: v1 = v1 + wp.normalize(wp.vec2(1.1, 0.519)) * 0.95            <L 135>
                    }
                    if (var_763) {
                        wp::adj_add(var_422, var_766, adj_422, adj_766, adj_767);
                        wp::adj_cos(var_765, adj_765, adj_766);
                        wp::adj_sub(var_764, var_422, adj_764, adj_422, adj_765);
                        wp::adj_sub(var_422, var_424, adj_422, adj_424, adj_764);
                        // adj: v0 = v0 + wp.cos(((v0 - v2) - v0))                            <L 133>
                    }
                    wp::adj_dot(var_746, var_746, adj_746, adj_746, adj_762);
                    // adj: elif wp.dot(v1, v1) <= v2:                                        <L 132>
                }
                if (var_754) {
                    wp::adj_add(var_422, var_760, adj_422, adj_760, adj_761);
                    wp::adj_tanh(var_759, var_760, adj_759, adj_760);
                    wp::adj_mul(var_756, var_758, adj_756, adj_758, adj_759);
                    wp::adj_tanh(var_757, var_758, adj_757, adj_758);
                    wp::adj_extract(var_746, var_755, adj_746, adj_755, adj_756);
                    // adj: v0 = v0 + wp.tanh((v1[1] * wp.tanh(0.332)))                       <L 131>
                }
                wp::adj_mod(var_749, var_752, adj_749, adj_752, adj_753);
                wp::adj_add(var_750, var_751, adj_750, adj_751, adj_752);
                wp::adj_abs(var_422, adj_422, adj_750);
                wp::adj_extract(var_746, var_747, adj_746, adj_747, adj_748);
                // adj: if v1[1] < wp.mod(0.2, wp.abs(v0) + 1.0):                             <L 130>
                wp::adj_add(var_423, var_745, adj_423, adj_745, adj_746);
                wp::adj_mul(var_743, var_744, adj_743, adj_744, adj_745);
                wp::adj_normalize(var_742, var_743, adj_742, adj_743);
                wp::adj_lerp(var_740, var_741, var_424, adj_740, adj_741, adj_424, adj_742);
                wp::adj_sub(var_423, var_423, adj_423, adj_423, adj_741);
                wp::adj_mul(var_423, var_739, adj_423, adj_739, adj_740);
                // adj: v1 = v1 + wp.normalize(wp.lerp((v1 * -0.4), (v1 - v1), v2)) * 1.57    <L 129>
            }
            if (!var_731) {
                if (var_736) {
                }
            }
            wp::adj_mod(var_0, var_732, adj_0, adj_732, adj_733);
            // adj: elif ((tid) % 4 == 0) or ((v0 > v0) and (v0 >= v0)):                      <L 128>
        }
        if (var_713) {
            wp::adj_sub(var_726, var_729, adj_726, adj_729, adj_730);
            wp::adj_vec_t(var_727, var_728, adj_727, adj_728, adj_729);
            wp::adj_lerp(var_718, var_721, var_725, adj_718, adj_721, adj_725, adj_726);
            wp::adj_div(var_422, var_724, var_725, adj_422, adj_724, adj_725);
            wp::adj_add(var_722, var_723, adj_722, adj_723, adj_724);
            wp::adj_abs(var_422, adj_422, adj_722);
            wp::adj_lerp(var_718, var_718, var_720, adj_718, adj_718, adj_720, adj_721);
            // adj: v20 = (wp.lerp(v1, wp.lerp(v1, v1, v2), (v0 / (wp.abs(v0) + 1.0))) - wp.vec2(-0.2, 2.0))  <L 127>
            wp::adj_add(var_424, var_719, adj_424, adj_719, adj_720);
            wp::adj_tanh(var_422, var_719, adj_422, adj_719);
            // adj: v2 = v2 + wp.tanh(v0)                                                     <L 126>
            wp::adj_add(var_423, var_717, adj_423, adj_717, adj_718);
            wp::adj_mul(var_715, var_716, adj_715, adj_716, adj_717);
            wp::adj_normalize(var_714, var_715, adj_714, adj_715);
            wp::adj_normalize(var_423, var_714, adj_423, adj_714);
            // adj: v1 = v1 + wp.normalize(wp.normalize(v1)) * 1.83                           <L 125>
        }
        wp::adj_mod(var_709, var_710, adj_709, adj_710, adj_711);
        wp::adj_add(var_0, var_0, adj_0, adj_0, adj_709);
        // adj: elif ((tid + tid)) % 2 == 1:                                                  <L 124>
    }
    if (var_429) {
        wp::adj_where(var_539, var_602, var_705, adj_539, adj_602, adj_705, adj_708);
        wp::adj_where(var_539, var_601, var_704, adj_539, adj_601, adj_704, adj_707);
        wp::adj_where(var_539, var_600, var_703, adj_539, adj_600, adj_703, adj_706);
        if (!var_539) {
            wp::adj_where(var_610, var_618, var_676, adj_610, adj_618, adj_676, adj_705);
            wp::adj_where(var_610, var_442, var_702, adj_610, adj_442, adj_702, adj_704);
            wp::adj_where(var_610, var_534, var_674, adj_610, adj_534, adj_674, adj_703);
            if (!var_610) {
                wp::adj_where(var_681, var_685, var_675, adj_681, adj_685, adj_675, adj_702);
                if (var_681) {
                    wp::adj_lerp(var_691, var_693, var_700, adj_691, adj_693, adj_700, adj_701);
                    wp::adj_mul(var_697, var_699, adj_697, adj_699, adj_700);
                    wp::adj_extract(var_685, var_698, adj_685, adj_698, adj_699);
                    wp::adj_div(var_674, var_696, var_697, adj_674, adj_696, adj_697);
                    wp::adj_add(var_694, var_695, adj_694, adj_695, adj_696);
                    wp::adj_abs(var_676, adj_676, adj_694);
                    wp::adj_neg(var_692, adj_692, adj_693);
                    wp::adj_add(var_685, var_685, adj_685, adj_685, adj_692);
                    wp::adj_vec_t(var_687, var_690, adj_687, adj_690, adj_691);
                    wp::adj_clamp(var_674, var_688, var_689, adj_674, adj_688, adj_689, adj_690);
                    wp::adj_mul(var_686, var_686, adj_686, adj_686, adj_687);
                    // adj: v19 = wp.lerp(wp.vec2((v18 * v18), wp.clamp(v0, -1.61, 0.94)), -((v1 + v1)), ((v0 / (wp.abs(v2) + 1.0)) * v1[0]))  <L 123>
                    wp::adj_copy(var_676, adj_676, adj_686);
                    // adj: v18 = v2                                                          <L 122>
                    wp::adj_add(var_675, var_684, adj_675, adj_684, adj_685);
                    wp::adj_mul(var_682, var_683, adj_682, adj_683, adj_684);
                    wp::adj_normalize(var_675, var_682, adj_675, adj_682);
                    // adj: v1 += wp.normalize(v1) * 0.81                                     <L 121>
                }
                wp::adj_length(var_679, var_680, adj_679, adj_680);
                wp::adj_vec_t(var_677, var_678, adj_677, adj_678, adj_679);
                // adj: if wp.length(wp.vec2(0.3, 0.748)) >= v0:                              <L 120>
                wp::adj_where(var_623, var_535, var_673, adj_623, adj_535, adj_673, adj_676);
                wp::adj_where(var_623, var_442, var_672, adj_623, adj_442, adj_672, adj_675);
                wp::adj_where(var_623, var_634, var_620, adj_623, adj_634, adj_620, adj_674);
                if (!var_623) {
                    wp::adj_where(var_644, var_535, var_671, adj_644, adj_535, adj_671, adj_673);
                    wp::adj_where(var_644, var_655, var_664, adj_644, adj_655, adj_664, adj_672);
                    if (!var_644) {
                        wp::adj_add(var_535, var_670, adj_535, adj_670, adj_671);
                        wp::adj_tanh(var_669, var_670, adj_669, adj_670);
                        wp::adj_sub(var_668, var_620, adj_668, adj_620, adj_669);
                        wp::adj_mul(var_535, var_667, adj_535, adj_667, adj_668);
                        // adj: v2 = v2 + wp.tanh(((v2 * 0.2) - v0))                          <L 119>
                        wp::adj_float(var_665, adj_665, adj_666);
                        // adj: v17 = float(0.135)                                            <L 118>
                        wp::adj_add(var_442, var_663, adj_442, adj_663, adj_664);
                        wp::adj_mul(var_661, var_662, adj_661, adj_662, adj_663);
                        wp::adj_normalize(var_442, var_661, adj_442, adj_661);
                        // adj: v1 += wp.normalize(v1) * 1.67                                 <L 117>
                    }
                    if (var_644) {
                        wp::adj_add(var_535, var_659, adj_535, adj_659, adj_660);
                        wp::adj_erfcinv(var_658, var_659, adj_658, adj_659);
                        wp::adj_clamp(var_535, var_656, var_657, adj_535, adj_656, adj_657, adj_658);
                        // adj: v16 = (v2 + wp.erfcinv(wp.clamp(v2, 0.2, 1.8)))               <L 115>
                        wp::adj_add(var_442, var_654, adj_442, adj_654, adj_655);
                        wp::adj_mul(var_652, var_653, adj_652, adj_653, adj_654);
                        wp::adj_normalize(var_651, var_652, adj_651, adj_652);
                        wp::adj_vec_t(var_645, var_650, adj_645, adj_650, adj_651);
                        wp::adj_div(var_646, var_649, var_650, adj_646, adj_649, adj_650);
                        wp::adj_add(var_647, var_648, adj_647, adj_648, adj_649);
                        wp::adj_abs(var_535, adj_535, adj_647);
                        wp::adj_mul(var_535, var_535, adj_535, adj_535, adj_645);
                        // adj: v1 += wp.normalize(wp.vec2((v2 * v2), (0.6 / (wp.abs(v2) + 1.0)))) * 0.87  <L 114>
                    }
                    // adj: elif v2 <= v2:                                                    <L 113>
                }
                if (var_623) {
                    wp::adj_lerp(var_442, var_442, var_642, adj_442, adj_442, adj_642, adj_643);
                    wp::adj_extract(var_442, var_641, adj_442, adj_641, adj_642);
                    // adj: v15 = wp.lerp(v1, v1, v1.y)                                       <L 112>
                    wp::adj_add(var_535, var_639, adj_535, adj_639, adj_640);
                    wp::adj_sqrt(var_638, var_639, adj_638, adj_639);
                    wp::adj_add(var_636, var_637, adj_636, adj_637, adj_638);
                    wp::adj_abs(var_635, adj_635, adj_636);
                    wp::adj_min(var_634, var_634, adj_634, adj_634, adj_635);
                    // adj: v14 = (v2 + wp.sqrt(wp.abs(min(v0, v0)) + 0.5))                   <L 111>
                    wp::adj_add(var_620, var_632, adj_620, adj_632, adj_634);
                    wp::adj_cos(var_633, adj_631, adj_632);
                    wp::adj_address(var_x0, var_630, adj_x0, adj_630, adj_631);
                    wp::adj_mod(var_625, var_628, adj_625, adj_628, adj_630);
                    adj_x0.shape = adj_626;
                    wp::adj_add(var_0, var_624, adj_0, adj_624, adj_625);
                    // adj: v0 = v0 + wp.cos(x0[(tid + 2) % x0.shape[0]])                     <L 110>
                }
                wp::adj_mul(var_535, var_535, adj_535, adj_535, adj_621);
                // adj: if (v2 * v2) < 1.747:                                                 <L 109>
                wp::adj_add(var_534, var_619, adj_534, adj_619, adj_620);
                wp::adj_sin(var_535, adj_535, adj_619);
                // adj: v0 += wp.sin(v2)                                                      <L 108>
            }
            if (var_610) {
                wp::adj_add(var_535, var_617, adj_535, adj_617, adj_618);
                wp::adj_tanh(var_616, var_617, adj_616, adj_617);
                wp::adj_dot(var_611, var_615, adj_611, adj_615, adj_616);
                wp::adj_add(var_442, var_614, adj_442, adj_614, adj_615);
                wp::adj_vec_t(var_612, var_613, adj_612, adj_613, adj_614);
                wp::adj_sub(var_442, var_442, adj_442, adj_442, adj_611);
                // adj: v2 = v2 + wp.tanh(wp.dot((v1 - v1), (v1 + wp.vec2(0.246, -0.19))))    <L 106>
            }
            wp::adj_pow(var_605, var_608, var_609, adj_605, adj_608, adj_609);
            wp::adj_clamp(var_534, var_606, var_607, adj_534, adj_606, adj_607, adj_608);
            wp::adj_add(var_603, var_604, adj_603, adj_604, adj_605);
            wp::adj_abs(var_534, adj_534, adj_603);
            // adj: elif wp.pow(wp.abs(v0) + 1.0, wp.clamp(v0, -2.0, 2.0)) >= v0:             <L 105>
        }
        if (var_539) {
            wp::adj_where(var_546, var_545, var_599, adj_546, adj_545, adj_599, adj_602);
            wp::adj_where(var_546, var_442, var_598, adj_546, adj_442, adj_598, adj_601);
            wp::adj_where(var_546, var_556, var_597, adj_546, adj_556, adj_597, adj_600);
            if (!var_546) {
                wp::adj_where(var_565, var_569, var_545, adj_565, adj_569, adj_545, adj_599);
                wp::adj_where(var_565, var_442, var_596, adj_565, adj_442, adj_596, adj_598);
                wp::adj_where(var_565, var_577, var_534, adj_565, adj_577, adj_534, adj_597);
                if (!var_565) {
                    wp::adj_where(var_578, var_595, var_442, adj_578, adj_595, adj_442, adj_596);
                    if (var_578) {
                        wp::adj_add(var_442, var_594, adj_442, adj_594, adj_595);
                        wp::adj_mul(var_592, var_593, adj_592, adj_593, adj_594);
                        wp::adj_normalize(var_591, var_592, adj_591, adj_592);
                        wp::adj_add(var_589, var_590, adj_589, adj_590, adj_591);
                        wp::adj_normalize(var_442, var_590, adj_442, adj_590);
                        wp::adj_vec_t(var_587, var_588, adj_587, adj_588, adj_589);
                        // adj: v1 += wp.normalize((wp.vec2(-0.6, -0.7) + wp.normalize(v1))) * 1.5  <L 104>
                    }
                    if (!var_578) {
                        wp::adj_mod(var_0, var_583, adj_0, adj_583, adj_584);
                    }
                    wp::adj_mod(var_0, var_579, adj_0, adj_579, adj_580);
                    // adj: elif ((tid) % 2 == 0) or ((tid) % 2 == 1):                        <L 103>
                }
                if (var_565) {
                    wp::adj_add(var_573, var_576, adj_573, adj_576, adj_577);
                    wp::adj_sin(var_575, adj_575, adj_576);
                    wp::adj_sub(var_574, var_573, adj_574, adj_573, adj_575);
                    wp::adj_dot(var_442, var_442, adj_442, adj_442, adj_574);
                    // adj: v0 = v0 + wp.sin((wp.dot(v1, v1) - v0))                           <L 102>
                    wp::adj_add(var_534, var_572, adj_534, adj_572, adj_573);
                    wp::adj_tanh(var_571, var_572, adj_571, adj_572);
                    wp::adj_length_sq(var_570, adj_570, adj_571);
                    wp::adj_vec_t(var_569, var_534, adj_569, adj_534, adj_570);
                    // adj: v0 += wp.tanh(wp.length_sq(wp.vec2(v2, v0)))                      <L 101>
                    wp::adj_add(var_545, var_568, adj_545, adj_568, adj_569);
                    wp::adj_sin(var_567, adj_567, adj_568);
                    wp::adj_erfc(var_566, adj_566, adj_567);
                    wp::adj_cbrt(var_545, var_566, adj_545, adj_566);
                    // adj: v2 += wp.sin(wp.erfc(wp.cbrt(v2)))                                <L 100>
                }
                // adj: elif v0 > -1.692:                                                     <L 99>
            }
            if (var_546) {
                wp::adj_cw_div(var_559, var_562, var_563, adj_559, adj_562, adj_563);
                wp::adj_vec_t(var_560, var_561, adj_560, adj_561, adj_562);
                wp::adj_mul(var_557, var_558, adj_557, adj_558, adj_559);
                wp::adj_sub(var_545, var_556, adj_545, adj_556, adj_558);
                wp::adj_mul(var_556, var_442, adj_556, adj_442, adj_557);
                // adj: v13 = wp.cw_div(((v0 * v1) * (v2 - v0)), wp.vec2(1.5, -2.0))          <L 98>
                wp::adj_add(var_534, var_555, adj_534, adj_555, adj_556);
                wp::adj_tanh(var_554, var_555, adj_554, adj_555);
                wp::adj_extract(var_552, var_553, adj_552, adj_553, adj_554);
                wp::adj_sub(var_442, var_442, adj_442, adj_442, adj_552);
                // adj: v0 = v0 + wp.tanh(((v1 - v1)).x)                                      <L 97>
            }
            if (var_546) {
            }
            wp::adj_mod(var_0, var_547, adj_0, adj_547, adj_548);
            // adj: if ((tid) % 2 == 1) and (v0 <= v2):                                       <L 96>
            wp::adj_add(var_535, var_544, adj_535, adj_544, adj_545);
            wp::adj_sin(var_543, adj_543, adj_544);
            wp::adj_where(var_541, var_534, var_542, adj_541, adj_534, adj_542, adj_543);
            if (!var_541) {
                wp::adj_length_sq(var_442, adj_442, adj_542);
            }
            if (var_541) {
            }
            // adj: v2 = v2 + wp.sin((v0 if v0 <= -1.989 else wp.length_sq(v1)))              <L 95>
        }
        wp::adj_mod(var_0, var_536, adj_0, adj_536, adj_537);
        // adj: if (tid) % 4 == 1:                                                            <L 94>
        wp::adj_where(var_448, var_527, var_424, adj_448, adj_527, adj_424, adj_535);
        wp::adj_where(var_448, var_526, var_533, adj_448, adj_526, adj_533, adj_534);
        if (!var_448) {
            wp::adj_add(var_422, var_532, adj_422, adj_532, adj_533);
            wp::adj_sin(var_531, adj_531, adj_532);
            wp::adj_clamp(var_528, var_529, var_530, adj_528, adj_529, adj_530, adj_531);
            wp::adj_mul(var_422, var_424, adj_422, adj_424, adj_528);
            // adj: v0 = v0 + wp.sin(wp.clamp((v0 * v2), -0.62, 0.96))                        <L 93>
        }
        if (var_448) {
            wp::adj_where(var_451, var_450, var_525, adj_451, adj_450, adj_525, adj_527);
            wp::adj_where(var_451, var_467, var_524, adj_451, adj_467, adj_524, adj_526);
            if (!var_451) {
                wp::adj_where(var_474, var_482, var_523, adj_474, adj_482, adj_523, adj_525);
                wp::adj_where(var_474, var_422, var_522, adj_474, adj_422, adj_522, adj_524);
                if (!var_474) {
                    wp::adj_where(var_500, var_507, var_450, adj_500, adj_507, adj_450, adj_523);
                    wp::adj_where(var_500, var_422, var_520, adj_500, adj_422, adj_520, adj_522);
                    if (!var_500) {
                        wp::adj_copy(var_450, adj_450, adj_521);
                        // adj: v12 = v2                                                      <L 91>
                        wp::adj_add(var_512, var_519, adj_512, adj_519, adj_520);
                        wp::adj_sin(var_518, adj_518, adj_519);
                        wp::adj_exp(var_517, var_518, adj_517, adj_518);
                        wp::adj_clamp(var_514, var_515, var_516, adj_514, adj_515, adj_516, adj_517);
                        wp::adj_extract(var_442, var_513, adj_442, adj_513, adj_514);
                        // adj: v0 = v0 + wp.sin(wp.exp(wp.clamp(v1[1], -4.0, 2.0)))          <L 90>
                        wp::adj_sub(var_422, var_511, adj_422, adj_511, adj_512);
                        wp::adj_mul(var_509, var_510, adj_509, adj_510, adj_511);
                        wp::adj_sin(var_508, adj_508, adj_509);
                        wp::adj_mul(var_450, var_422, adj_450, adj_422, adj_508);
                        // adj: v0 -= wp.sin((v2 * v0)) * 1.54                                <L 89>
                    }
                    if (var_500) {
                        wp::adj_add(var_505, var_506, adj_505, adj_506, adj_507);
                        wp::adj_sin(var_422, adj_422, adj_506);
                        // adj: v2 += wp.sin(v0)                                              <L 87>
                        wp::adj_add(var_450, var_504, adj_450, adj_504, adj_505);
                        wp::adj_sin(var_503, adj_503, adj_504);
                        wp::adj_sub(var_501, var_502, adj_501, adj_502, adj_503);
                        wp::adj_min(var_422, var_450, adj_422, adj_450, adj_502);
                        wp::adj_cos(var_450, adj_450, adj_501);
                        // adj: v2 += wp.sin((wp.cos(v2) - wp.min(v0, v2)))                   <L 86>
                    }
                    wp::adj_mod(var_496, var_497, adj_496, adj_497, adj_498);
                    wp::adj_mod(var_0, var_495, adj_0, adj_495, adj_496);
                    // adj: elif ((tid % 4)) % 4 == 1:                                        <L 85>
                }
                if (var_474) {
                    wp::adj_add(var_489, var_493, adj_489, adj_493, adj_494);
                    wp::adj_add(var_490, var_492, adj_490, adj_492, adj_493);
                    wp::adj_float(var_491, adj_491, adj_492);
                    wp::adj_add(var_482, var_422, adj_482, adj_422, adj_490);
                    wp::adj_erfinv(var_488, var_489, adj_488, adj_489);
                    wp::adj_clamp(var_485, var_486, var_487, adj_485, adj_486, adj_487, adj_488);
                    wp::adj_length(var_484, var_485, adj_484, adj_485);
                    wp::adj_vec_t(var_483, adj_483, adj_484);
                    // adj: v11 = (wp.erfinv(wp.clamp(wp.length(wp.vec2(-0.7)), -0.8, 0.8)) + ((v2 + v0) + float(2)))  <L 84>
                    wp::adj_add(var_450, var_481, adj_450, adj_481, adj_482);
                    wp::adj_cos(var_480, adj_480, adj_481);
                    wp::adj_mul(var_475, var_479, adj_475, adj_479, adj_480);
                    wp::adj_erfinv(var_478, var_479, adj_478, adj_479);
                    wp::adj_clamp(var_450, var_476, var_477, adj_450, adj_476, adj_477, adj_478);
                    wp::adj_length_sq(var_442, adj_442, adj_475);
                    // adj: v2 += wp.cos((wp.length_sq(v1) * wp.erfinv(wp.clamp(v2, -0.8, 0.8))))  <L 83>
                }
                if (var_468) {
                }
                wp::adj_mod(var_0, var_469, adj_0, adj_469, adj_470);
                // adj: elif not ((tid) % 4 == 1 and v2 < v0):                                <L 82>
            }
            if (var_451) {
                wp::adj_sub(var_422, var_466, adj_422, adj_466, adj_467);
                wp::adj_mul(var_464, var_465, adj_464, adj_465, adj_466);
                wp::adj_tanh(var_463, var_464, adj_463, adj_464);
                wp::adj_mod(var_459, var_462, adj_459, adj_462, adj_463);
                wp::adj_add(var_460, var_461, adj_460, adj_461, adj_462);
                wp::adj_abs(var_450, adj_450, adj_460);
                wp::adj_max(var_422, var_458, adj_422, adj_458, adj_459);
                // adj: v0 -= wp.tanh(wp.mod(wp.max(v0, 0.659), wp.abs(v2) + 1.0)) * 1.29     <L 81>
            }
            if (!var_451) {
                wp::adj_mod(var_453, var_454, adj_453, adj_454, adj_455);
            }
            // adj: if (v0 <= v2) or ((7) % 2 == 1):                                          <L 80>
            wp::adj_add(var_424, var_449, adj_424, adj_449, adj_450);
            wp::adj_sin(var_424, adj_424, adj_449);
            // adj: v2 = v2 + wp.sin(v2)                                                      <L 79>
        }
        wp::adj_erfcinv(var_446, var_447, adj_446, adj_447);
        wp::adj_clamp(var_422, var_444, var_445, adj_422, adj_444, adj_445, adj_446);
        wp::adj_sin(var_424, adj_424, adj_443);
        // adj: if wp.sin(v2) <= wp.erfcinv(wp.clamp(v0, 0.2, 1.8)):                          <L 78>
        wp::adj_add(var_423, var_441, adj_423, adj_441, adj_442);
        wp::adj_mul(var_439, var_440, adj_439, adj_440, adj_441);
        wp::adj_normalize(var_438, var_439, adj_438, adj_439);
        wp::adj_sub(var_436, var_437, adj_436, adj_437, adj_438);
        wp::adj_add(var_423, var_423, adj_423, adj_423, adj_437);
        wp::adj_div(var_432, var_435, adj_432, adj_435, adj_436);
        wp::adj_add(var_433, var_434, adj_433, adj_434, adj_435);
        wp::adj_abs(var_422, adj_422, adj_433);
        wp::adj_vec_t(var_430, var_431, adj_430, adj_431, adj_432);
        // adj: v1 = v1 + wp.normalize(((wp.vec2(-1.607, -0.584) / (wp.abs(v0) + 1.0)) - (v1 + v1))) * 0.98  <L 77>
    }
    wp::adj_cosh(var_427, adj_427, adj_428);
    wp::adj_clamp(var_422, var_425, var_426, adj_422, adj_425, adj_426, adj_427);
    // adj: if v0 > wp.cosh(wp.clamp(v0, -3.0, 3.0)):                                         <L 76>
    wp::adj_where(var_10, var_177, var_421, adj_10, adj_177, adj_421, adj_424);
    wp::adj_where(var_10, var_176, var_420, adj_10, adj_176, adj_420, adj_423);
    wp::adj_where(var_10, var_175, var_419, adj_10, adj_175, adj_419, adj_422);
    if (!var_10) {
        wp::adj_where(var_183, var_370, var_418, adj_183, adj_370, adj_418, adj_421);
        wp::adj_where(var_183, var_369, var_417, adj_183, adj_369, adj_417, adj_420);
        wp::adj_where(var_183, var_368, var_388, adj_183, adj_368, adj_388, adj_419);
        if (!var_183) {
            wp::adj_where(var_390, var_372, var_407, adj_390, adj_372, adj_407, adj_418);
            wp::adj_where(var_390, var_402, var_389, adj_390, adj_402, adj_389, adj_417);
            if (!var_390) {
                wp::adj_div(var_410, var_415, adj_410, adj_415, adj_416);
                wp::adj_add(var_413, var_414, adj_413, adj_414, adj_415);
                wp::adj_abs(var_412, adj_412, adj_413);
                wp::adj_erfc(var_411, adj_411, adj_412);
                wp::adj_dot(var_389, var_389, adj_389, adj_389, adj_411);
                wp::adj_add(var_408, var_409, adj_408, adj_409, adj_410);
                wp::adj_add(var_389, var_389, adj_389, adj_389, adj_409);
                wp::adj_normalize(var_389, var_408, adj_389, adj_408);
                // adj: v10 = ((wp.normalize(v1) + (v1 + v1)) / (wp.abs(wp.erfc(wp.dot(v1, v1))) + 1.0))  <L 75>
                wp::adj_add(var_372, var_406, adj_372, adj_406, adj_407);
                wp::adj_sin(var_405, adj_405, adj_406);
                wp::adj_mul(var_403, var_404, adj_403, adj_404, adj_405);
                wp::adj_dot(var_389, var_389, adj_389, adj_389, adj_404);
                // adj: v2 = v2 + wp.sin((-0.117 * wp.dot(v1, v1)))                           <L 74>
            }
            if (var_390) {
                wp::adj_add(var_389, var_401, adj_389, adj_401, adj_402);
                wp::adj_mul(var_399, var_400, adj_399, adj_400, adj_401);
                wp::adj_normalize(var_398, var_399, adj_398, adj_399);
                wp::adj_sub(var_396, var_397, adj_396, adj_397, adj_398);
                wp::adj_mul(var_388, var_389, adj_388, adj_389, adj_397);
                wp::adj_vec_t(var_388, var_388, adj_388, adj_388, adj_396);
                // adj: v1 = v1 + wp.normalize((wp.vec2(v0, v0) - (v0 * v1))) * 1.98          <L 72>
            }
            if (var_390) {
            }
            if (var_391) {
            }
            // adj: if ((v2 > v2) and (v2 < v2)) and (0.1 > v0):                              <L 71>
            wp::adj_where(var_373, var_382, var_5, adj_373, adj_382, adj_5, adj_389);
            wp::adj_where(var_373, var_2, var_387, adj_373, adj_2, adj_387, adj_388);
            if (!var_373) {
                wp::adj_add(var_2, var_386, adj_2, adj_386, adj_387);
                wp::adj_sin(var_385, adj_385, adj_386);
                wp::adj_sub(var_383, var_384, adj_383, adj_384, adj_385);
                wp::adj_mul(var_372, var_372, adj_372, adj_372, adj_384);
                wp::adj_length(var_5, var_383, adj_5, adj_383);
                // adj: v0 += wp.sin((wp.length(v1) - (v2 * v2)))                             <L 70>
            }
            if (var_373) {
                wp::adj_add(var_5, var_381, adj_5, adj_381, adj_382);
                wp::adj_mul(var_379, var_380, adj_379, adj_380, adj_381);
                wp::adj_normalize(var_378, var_379, adj_378, adj_379);
                wp::adj_vec_t(var_376, var_377, adj_376, adj_377, adj_378);
                // adj: v1 = v1 + wp.normalize(wp.vec2(-0.647, -0.91)) * 0.84                 <L 68>
            }
            if (var_373) {
            }
            // adj: if (v0 <= v0) and (v0 >= v0):                                             <L 67>
            wp::adj_add(var_8, var_371, adj_8, adj_371, adj_372);
            wp::adj_tanh(var_8, var_371, adj_8, adj_371);
            // adj: v2 = v2 + wp.tanh(v2)                                                     <L 66>
        }
        if (var_183) {
            wp::adj_where(var_205, var_261, var_367, adj_205, adj_261, adj_367, adj_370);
            wp::adj_where(var_205, var_275, var_366, adj_205, adj_275, adj_366, adj_369);
            wp::adj_where(var_205, var_260, var_282, adj_205, adj_260, adj_282, adj_368);
            if (!var_205) {
                wp::adj_where(var_283, var_296, var_365, adj_283, adj_296, adj_365, adj_367);
                wp::adj_where(var_283, var_304, var_364, adj_283, adj_304, adj_364, adj_366);
                if (!var_283) {
                    wp::adj_where(var_313, var_323, var_363, adj_313, adj_323, adj_363, adj_365);
                    wp::adj_where(var_313, var_199, var_362, adj_313, adj_199, adj_362, adj_364);
                    if (!var_313) {
                        wp::adj_where(var_329, var_331, var_361, adj_329, adj_331, adj_361, adj_363);
                        wp::adj_where(var_329, var_199, var_337, adj_329, adj_199, adj_337, adj_362);
                        if (!var_329) {
                            wp::adj_add(var_8, var_360, adj_8, adj_360, adj_361);
                            wp::adj_tanh(var_359, var_360, adj_359, adj_360);
                            // adj: v2 += wp.tanh(v9)                                         <L 64>
                            wp::adj_mul(var_354, var_358, adj_354, adj_358, adj_359);
                            wp::adj_extract(var_356, var_357, adj_356, adj_357, adj_358);
                            wp::adj_mul(var_8, var_337, adj_8, adj_337, adj_356);
                            wp::adj_mul(var_355, var_353, adj_345, adj_353, adj_354);
                            wp::adj_pow(var_349, var_352, var_353, adj_349, adj_352, adj_353);
                            wp::adj_clamp(var_282, var_350, var_351, adj_282, adj_350, adj_351, adj_352);
                            wp::adj_add(var_347, var_348, adj_347, adj_348, adj_349);
                            wp::adj_abs(var_346, adj_346, adj_347);
                            wp::adj_address(var_x0, var_344, adj_x0, adj_344, adj_345);
                            wp::adj_mod(var_339, var_342, adj_339, adj_342, adj_344);
                            adj_x0.shape = adj_340;
                            wp::adj_add(var_0, var_338, adj_0, adj_338, adj_339);
                            // adj: v9 = ((x0[(tid + 3) % x0.shape[0]] * wp.pow(wp.abs(1.549) + 1.0, wp.clamp(v0, -2.0, 2.0))) * ((v2 * v1))[1])  <L 63>
                            wp::adj_add(var_199, var_336, adj_199, adj_336, adj_337);
                            wp::adj_mul(var_334, var_335, adj_334, adj_335, adj_336);
                            wp::adj_normalize(var_333, var_334, adj_333, adj_334);
                            wp::adj_mul(var_8, var_332, adj_8, adj_332, adj_333);
                            wp::adj_vec_t(var_8, var_282, adj_8, adj_282, adj_332);
                            // adj: v1 += wp.normalize((v2 * wp.vec2(v2, v0))) * 1.24         <L 62>
                        }
                        if (var_329) {
                            wp::adj_add(var_8, var_330, adj_8, adj_330, adj_331);
                            wp::adj_tanh(var_8, var_330, adj_8, adj_330);
                            // adj: v2 = v2 + wp.tanh(v2)                                     <L 60>
                        }
                        if (var_326) {
                        }
                        // adj: elif not (v0 >= v0 and v0 > v2):                              <L 59>
                    }
                    if (var_313) {
                        wp::adj_erf(var_324, adj_324, adj_325);
                        // adj: v8 = wp.erf(-1.37)                                            <L 58>
                        wp::adj_add(var_8, var_322, adj_8, adj_322, adj_323);
                        wp::adj_sin(var_321, adj_321, adj_322);
                        wp::adj_clamp(var_318, var_319, var_320, adj_318, adj_319, adj_320, adj_321);
                        wp::adj_add(var_282, var_8, adj_282, adj_8, adj_318);
                        // adj: v2 = v2 + wp.sin(wp.clamp((v0 + v2), -1.94, 1.11))            <L 57>
                    }
                    if (!var_313) {
                    }
                    if (!var_314) {
                    }
                    // adj: elif ((v0 >= v0) or (v0 <= v2)) or (v0 >= v0):                    <L 56>
                }
                if (var_283) {
                    wp::adj_copysign(var_311, var_282, adj_311, adj_282, adj_312);
                    wp::adj_sub(var_308, var_310, adj_308, adj_310, adj_311);
                    wp::adj_extract(var_304, var_309, adj_304, adj_309, adj_310);
                    wp::adj_tan(var_307, adj_307, adj_308);
                    wp::adj_clamp(var_296, var_305, var_306, adj_296, adj_305, adj_306, adj_307);
                    // adj: v7 = wp.copysign((wp.tan(wp.clamp(v2, -1.2, 1.2)) - v1[0]), v0)   <L 55>
                    wp::adj_add(var_199, var_303, adj_199, adj_303, adj_304);
                    wp::adj_mul(var_301, var_302, adj_301, adj_302, adj_303);
                    wp::adj_normalize(var_300, var_301, adj_300, adj_301);
                    wp::adj_vec_t(var_298, var_299, adj_298, adj_299, adj_300);
                    wp::adj_dot(var_199, var_199, adj_199, adj_199, adj_299);
                    wp::adj_add(var_297, var_282, adj_297, adj_282, adj_298);
                    // adj: v1 += wp.normalize(wp.vec2((1.08 + v0), wp.dot(v1, v1))) * 1.65   <L 54>
                    wp::adj_add(var_8, var_295, adj_8, adj_295, adj_296);
                    wp::adj_sin(var_294, adj_294, adj_295);
                    wp::adj_sub(var_292, var_293, adj_292, adj_293, adj_294);
                    wp::adj_cos(var_8, adj_8, adj_293);
                    wp::adj_add(var_282, var_8, adj_282, adj_8, adj_292);
                    // adj: v2 = v2 + wp.sin(((v0 + v2) - wp.cos(v2)))                        <L 53>
                }
                if (!var_283) {
                    wp::adj_mod(var_0, var_288, adj_0, adj_288, adj_289);
                }
                wp::adj_mod(var_0, var_284, adj_0, adj_284, adj_285);
                // adj: if ((tid) % 4 == 1) or ((tid) % 2 == 0):                              <L 52>
                wp::adj_add(var_2, var_281, adj_2, adj_281, adj_282);
                wp::adj_tanh(var_280, var_281, adj_280, adj_281);
                wp::adj_sub(var_277, var_279, adj_277, adj_279, adj_280);
                wp::adj_extract(var_199, var_278, adj_199, adj_278, adj_279);
                wp::adj_extract(var_199, var_276, adj_199, adj_276, adj_277);
                // adj: v0 = v0 + wp.tanh((v1.x - v1.y))                                      <L 51>
            }
            if (var_205) {
                wp::adj_where(var_267, var_274, var_199, adj_267, adj_274, adj_199, adj_275);
                if (var_267) {
                    wp::adj_add(var_199, var_273, adj_199, adj_273, adj_274);
                    wp::adj_mul(var_271, var_272, adj_271, adj_272, adj_273);
                    wp::adj_normalize(var_270, var_271, adj_270, adj_271);
                    wp::adj_vec_t(var_268, var_269, adj_268, adj_269, adj_270);
                    // adj: v1 += wp.normalize(wp.vec2(0.9, 0.6)) * 1.47                      <L 49>
                }
                wp::adj_mod(var_263, var_264, adj_263, adj_264, adj_265);
                wp::adj_mod(var_0, var_262, adj_0, adj_262, adj_263);
                // adj: if ((tid % 2)) % 2 == 0:                                              <L 48>
                wp::adj_where(var_214, var_229, var_259, adj_214, adj_229, adj_259, adj_261);
                wp::adj_where(var_214, var_227, var_258, adj_214, adj_227, adj_258, adj_260);
                if (!var_214) {
                    wp::adj_where(var_235, var_249, var_8, adj_235, adj_249, adj_8, adj_259);
                    wp::adj_where(var_235, var_255, var_257, adj_235, adj_255, adj_257, adj_258);
                    if (!var_235) {
                        wp::adj_add(var_213, var_256, adj_213, adj_256, adj_257);
                        wp::adj_tanh(var_8, var_256, adj_8, adj_256);
                        // adj: v0 += wp.tanh(v2)                                             <L 47>
                    }
                    if (var_235) {
                        wp::adj_add(var_213, var_254, adj_213, adj_254, adj_255);
                        wp::adj_cos(var_253, adj_253, adj_254);
                        wp::adj_asin(var_252, adj_252, adj_253);
                        wp::adj_clamp(var_213, var_250, var_251, adj_213, adj_250, adj_251, adj_252);
                        // adj: v0 = v0 + wp.cos(wp.asin(wp.clamp(v0, -0.9, 0.9)))            <L 45>
                        wp::adj_add(var_8, var_248, adj_8, adj_248, adj_249);
                        wp::adj_sin(var_246, adj_246, adj_248);
                        wp::adj_add(var_247, var_245, adj_243, adj_245, adj_246);
                        wp::adj_mul(var_8, var_244, adj_8, adj_244, adj_245);
                        wp::adj_address(var_x0, var_242, adj_x0, adj_242, adj_243);
                        wp::adj_mod(var_237, var_240, adj_237, adj_240, adj_242);
                        adj_x0.shape = adj_238;
                        wp::adj_add(var_0, var_236, adj_0, adj_236, adj_237);
                        // adj: v2 = v2 + wp.sin((x0[(tid + 5) % x0.shape[0]] + (v2 * 1.698)))  <L 44>
                    }
                    wp::adj_mod(var_231, var_232, adj_231, adj_232, adj_233);
                    wp::adj_mod(var_0, var_230, adj_0, adj_230, adj_231);
                    // adj: elif ((tid % 8)) % 2 == 1:                                        <L 43>
                }
                if (var_214) {
                    wp::adj_add(var_8, var_228, adj_8, adj_228, adj_229);
                    wp::adj_cos(var_8, adj_8, adj_228);
                    // adj: v2 += wp.cos(v2)                                                  <L 42>
                    wp::adj_add(var_225, var_226, adj_225, adj_226, adj_227);
                    wp::adj_cos(var_8, adj_8, adj_226);
                    // adj: v0 = v0 + wp.cos(v2)                                              <L 41>
                    wp::adj_add(var_213, var_224, adj_213, adj_224, adj_225);
                    wp::adj_tanh(var_8, var_224, adj_8, adj_224);
                    // adj: v0 += wp.tanh(v2)                                                 <L 40>
                }
                if (!var_214) {
                    wp::adj_mod(var_219, var_220, adj_219, adj_220, adj_221);
                }
                wp::adj_mod(var_0, var_215, adj_0, adj_215, adj_216);
                // adj: if ((tid) % 2 == 0) or ((4) % 2 == 0):                                <L 39>
                wp::adj_add(var_2, var_212, adj_2, adj_212, adj_213);
                wp::adj_sin(var_211, adj_211, adj_212);
                wp::adj_div(var_206, var_210, var_211, adj_206, adj_210, adj_211);
                wp::adj_add(var_208, var_209, adj_208, adj_209, adj_210);
                wp::adj_abs(var_207, adj_207, adj_208);
                wp::adj_length_sq(var_199, adj_199, adj_207);
                wp::adj_cbrt(var_2, var_206, adj_2, adj_206);
                // adj: v0 = v0 + wp.sin((wp.cbrt(v0) / (wp.abs(wp.length_sq(v1)) + 1.0)))    <L 38>
            }
            wp::adj_mod(var_201, var_202, adj_201, adj_202, adj_203);
            wp::adj_mod(var_0, var_200, adj_0, adj_200, adj_201);
            // adj: if ((tid % 7)) % 2 == 1:                                                  <L 37>
            wp::adj_add(var_5, var_198, adj_5, adj_198, adj_199);
            wp::adj_mul(var_196, var_197, adj_196, adj_197, adj_198);
            wp::adj_normalize(var_194, var_196, adj_194, adj_196);
            wp::adj_vec_t(var_195, var_193, adj_191, adj_193, adj_194);
            wp::adj_extract(var_5, var_192, adj_5, adj_192, adj_193);
            wp::adj_address(var_x2, var_190, adj_x2, adj_190, adj_191);
            wp::adj_mod(var_185, var_188, adj_185, adj_188, adj_190);
            adj_x2.shape = adj_186;
            wp::adj_add(var_0, var_184, adj_0, adj_184, adj_185);
            // adj: v1 += wp.normalize(wp.vec2(x2[(tid + 1) % x2.shape[0]], v1[1])) * 0.99    <L 36>
        }
        wp::adj_mod(var_8, var_181, adj_8, adj_181, adj_182);
        wp::adj_add(var_179, var_180, adj_179, adj_180, adj_181);
        wp::adj_abs(var_2, adj_2, adj_179);
        // adj: elif v0 < wp.mod(v2, wp.abs(v0) + 1.0):                                       <L 35>
    }
    if (var_10) {
        wp::adj_copy(var_175, adj_175, adj_178);
        // adj: v6 = v0                                                                       <L 34>
        wp::adj_where(var_23, var_22, var_174, adj_23, adj_22, adj_174, adj_177);
        wp::adj_where(var_23, var_90, var_173, adj_23, adj_90, adj_173, adj_176);
        wp::adj_where(var_23, var_89, var_172, adj_23, adj_89, adj_172, adj_175);
        if (!var_23) {
            wp::adj_where(var_91, var_107, var_22, adj_91, adj_107, adj_22, adj_174);
            wp::adj_where(var_91, var_5, var_171, adj_91, adj_5, adj_171, adj_173);
            wp::adj_where(var_91, var_2, var_170, adj_91, adj_2, adj_170, adj_172);
            if (!var_91) {
                wp::adj_where(var_110, var_5, var_169, adj_110, adj_5, adj_169, adj_171);
                wp::adj_where(var_110, var_112, var_168, adj_110, adj_112, adj_168, adj_170);
                if (!var_110) {
                    wp::adj_where(var_128, var_132, var_157, adj_128, adj_132, adj_157, adj_169);
                    wp::adj_where(var_128, var_2, var_153, adj_128, adj_2, adj_153, adj_168);
                    if (!var_128) {
                        wp::adj_add(var_157, var_167, adj_157, adj_165, adj_166);
                        wp::adj_address(var_x1, var_164, adj_x1, adj_164, adj_165);
                        wp::adj_mod(var_159, var_162, adj_159, adj_162, adj_164);
                        adj_x1.shape = adj_160;
                        wp::adj_add(var_0, var_158, adj_0, adj_158, adj_159);
                        // adj: v5 = (v1 + x1[(tid + 2) % x1.shape[0]])                       <L 33>
                        wp::adj_add(var_125, var_156, adj_125, adj_156, adj_157);
                        wp::adj_mul(var_154, var_155, adj_154, adj_155, adj_156);
                        wp::adj_normalize(var_125, var_154, adj_125, adj_154);
                        // adj: v1 += wp.normalize(v1) * 0.47                                 <L 32>
                        wp::adj_add(var_2, var_152, adj_2, adj_152, adj_153);
                        wp::adj_sin(var_151, adj_151, adj_152);
                        wp::adj_div(var_2, var_150, var_151, adj_2, adj_150, adj_151);
                        wp::adj_add(var_148, var_149, adj_148, adj_149, adj_150);
                        wp::adj_abs(var_147, adj_147, adj_148);
                        wp::adj_extract(var_125, var_146, adj_125, adj_146, adj_147);
                        // adj: v0 = v0 + wp.sin((v0 / (wp.abs(v1[0]) + 1.0)))                <L 31>
                    }
                    if (var_128) {
                        wp::adj_where(var_133, var_143, var_144, adj_133, adj_143, adj_144, adj_145);
                        if (var_133) {
                            if (var_137) {
                            }
                        }
                        if (!var_134) {
                        }
                        // adj: v4 = wp.where(((v2 < v2) or (v2 > v2)) and ((-1.56 >= 0.518) and (v2 <= -1.2)), 0.533, -0.541)  <L 29>
                        wp::adj_add(var_125, var_131, adj_125, adj_131, adj_132);
                        wp::adj_mul(var_129, var_130, adj_129, adj_130, adj_131);
                        wp::adj_normalize(var_125, var_129, adj_125, adj_129);
                        // adj: v1 += wp.normalize(v1) * 0.95                                 <L 28>
                    }
                    wp::adj_sub(var_2, var_22, adj_2, adj_22, adj_127);
                    // adj: if wp.sign(v0) < (v0 - v2):                                       <L 27>
                    wp::adj_add(var_5, var_124, adj_5, adj_124, adj_125);
                    wp::adj_mul(var_121, var_123, adj_121, adj_123, adj_124);
                    wp::adj_normalize(var_122, var_121, adj_120, adj_121);
                    wp::adj_address(var_x1, var_119, adj_x1, adj_119, adj_120);
                    wp::adj_mod(var_114, var_117, adj_114, adj_117, adj_119);
                    adj_x1.shape = adj_115;
                    wp::adj_add(var_0, var_113, adj_0, adj_113, adj_114);
                    // adj: v1 += wp.normalize(x1[(tid + 1) % x1.shape[0]]) * 1.94            <L 26>
                }
                if (var_110) {
                    wp::adj_add(var_2, var_111, adj_2, adj_111, adj_112);
                    wp::adj_tanh(var_22, var_111, adj_22, adj_111);
                    // adj: v0 += wp.tanh(v2)                                                 <L 24>
                }
                wp::adj_add(var_22, var_2, adj_22, adj_2, adj_108);
                // adj: elif (v2 + v0) < 1.58:                                                <L 23>
            }
            if (var_91) {
                wp::adj_add(var_22, var_105, adj_22, adj_105, adj_107);
                wp::adj_cos(var_106, adj_104, adj_105);
                wp::adj_address(var_x2, var_103, adj_x2, adj_103, adj_104);
                wp::adj_mod(var_98, var_101, adj_98, adj_101, adj_103);
                adj_x2.shape = adj_99;
                wp::adj_add(var_0, var_97, adj_0, adj_97, adj_98);
                // adj: v2 = v2 + wp.cos(x2[(tid + 1) % x2.shape[0]])                         <L 22>
            }
            if (!var_91) {
                wp::adj_mod(var_0, var_93, adj_0, adj_93, adj_94);
            }
            // adj: elif (v2 <= v0) or ((tid) % 4 == 1):                                      <L 21>
        }
        if (var_23) {
            wp::adj_where(var_47, var_58, var_88, adj_47, adj_58, adj_88, adj_90);
            wp::adj_where(var_47, var_39, var_87, adj_47, adj_39, adj_87, adj_89);
            if (!var_47) {
                wp::adj_where(var_64, var_77, var_5, adj_64, adj_77, adj_5, adj_88);
                wp::adj_where(var_64, var_39, var_86, adj_64, adj_39, adj_86, adj_87);
                if (!var_64) {
                    wp::adj_sub(var_39, var_85, adj_39, adj_85, adj_86);
                    wp::adj_mul(var_83, var_84, adj_83, adj_84, adj_85);
                    wp::adj_tanh(var_82, var_83, adj_82, adj_83);
                    wp::adj_add(var_80, var_81, adj_80, adj_81, adj_82);
                    wp::adj_add(var_39, var_39, adj_39, adj_39, adj_81);
                    wp::adj_where(var_79, var_39, var_22, adj_79, adj_39, adj_22, adj_80);
                    // adj: v0 -= wp.tanh((wp.where(v0 <= v2, v0, v2) + (v0 + v0))) * 0.68    <L 20>
                }
                if (var_64) {
                    wp::adj_copy(var_22, adj_22, adj_78);
                    // adj: v3 = v2                                                           <L 18>
                    wp::adj_add(var_5, var_76, adj_5, adj_76, adj_77);
                    wp::adj_mul(var_73, var_75, adj_73, adj_75, adj_76);
                    wp::adj_normalize(var_74, var_73, adj_72, adj_73);
                    wp::adj_address(var_x1, var_71, adj_x1, adj_71, adj_72);
                    wp::adj_mod(var_66, var_69, adj_66, adj_69, adj_71);
                    adj_x1.shape = adj_67;
                    wp::adj_add(var_0, var_65, adj_0, adj_65, adj_66);
                    // adj: v1 = v1 + wp.normalize(x1[(tid + 4) % x1.shape[0]]) * 1.48        <L 17>
                }
                wp::adj_sub(var_62, var_22, adj_62, adj_22, adj_63);
                wp::adj_clamp(var_39, var_59, var_60, adj_39, adj_59, adj_60, adj_61);
                // adj: elif wp.clamp(v0, -0.3, 1.2) >= (-1.4 - v2):                          <L 16>
            }
            if (var_47) {
                wp::adj_add(var_5, var_57, adj_5, adj_57, adj_58);
                wp::adj_mul(var_55, var_56, adj_55, adj_56, adj_57);
                wp::adj_normalize(var_54, var_55, adj_54, adj_55);
                wp::adj_mul(var_48, var_53, adj_48, adj_53, adj_54);
                wp::adj_div(var_5, var_52, adj_5, adj_52, adj_53);
                wp::adj_add(var_50, var_51, adj_50, adj_51, adj_52);
                wp::adj_abs(var_49, adj_49, adj_50);
                wp::adj_dot(var_5, var_5, adj_5, adj_5, adj_48);
                // adj: v1 = v1 + wp.normalize((wp.dot(v1, v1) * (v1 / (wp.abs(0.7) + 1.0)))) * 0.48  <L 15>
            }
            if (!var_40) {
                if (var_42) {
                }
            }
            // adj: if not (v2 <= v2 or not (-1.5 > v2 and v2 < v0)):                         <L 14>
            wp::adj_add(var_2, var_38, adj_2, adj_38, adj_39);
            wp::adj_sin(var_37, adj_37, adj_38);
            wp::adj_atan2(var_32, var_36, adj_32, adj_36, adj_37);
            wp::adj_add(var_34, var_35, adj_34, adj_35, adj_36);
            wp::adj_abs(var_33, adj_33, adj_34);
            wp::adj_add(var_2, var_22, adj_2, adj_22, adj_33);
            wp::adj_extract(var_5, var_31, adj_5, adj_31, adj_32);
            // adj: v0 = v0 + wp.sin(wp.atan2(v1.y, wp.abs((v0 + v2)) + 0.5))                 <L 13>
        }
        if (var_23) {
            wp::adj_mod(var_26, var_27, adj_26, adj_27, adj_28);
        }
        // adj: if (-1.0 >= v0) and (((-5)) % 2 == 0):                                        <L 12>
        wp::adj_add(var_8, var_21, adj_8, adj_21, adj_22);
        wp::adj_tanh(var_20, var_21, adj_20, adj_21);
        wp::adj_mul(var_8, var_18, adj_8, adj_18, adj_19);
        // adj: v2 = v2 + wp.tanh(wp.round((v2 * 0.949)))                                     <L 11>
    }
    if (!var_10) {
        if (!var_14) {
        }
    }
    if (var_11) {
    }
    // adj: if ((v2 >= v0) and (v0 <= v0)) or (not (v2 < v0 or v0 < v0)):                     <L 10>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_x2, var_0, adj_x2, adj_0, adj_7);
    // adj: v2 = x2[tid]                                                                      <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def multi_conditional_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=wp.vec2)):  <L 5>
    return;
}



struct multi_conditional_000002_b426b616_cpu_block_payload_forward
{
    wp_args_multi_conditional_000002_b426b616* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void multi_conditional_000002_b426b616_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    multi_conditional_000002_b426b616_cpu_block_payload_forward* payload = (multi_conditional_000002_b426b616_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    multi_conditional_000002_b426b616_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void multi_conditional_000002_b426b616_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_multi_conditional_000002_b426b616 *_wp_args)
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
        multi_conditional_000002_b426b616_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &multi_conditional_000002_b426b616_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct multi_conditional_000002_b426b616_cpu_block_payload_backward
{
    wp_args_multi_conditional_000002_b426b616* args;
    wp_args_multi_conditional_000002_b426b616* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void multi_conditional_000002_b426b616_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    multi_conditional_000002_b426b616_cpu_block_payload_backward* payload = (multi_conditional_000002_b426b616_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    multi_conditional_000002_b426b616_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void multi_conditional_000002_b426b616_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_multi_conditional_000002_b426b616 *_wp_args,
    wp_args_multi_conditional_000002_b426b616 *_wp_adj_args)
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
        multi_conditional_000002_b426b616_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &multi_conditional_000002_b426b616_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

