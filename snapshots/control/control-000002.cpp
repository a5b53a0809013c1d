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

struct wp_args_control_000002_c8412e2a {
    wp::array_t<wp::float32> x0;
    wp::int32 n;
    wp::array_t<wp::float32> out0;
};


template <bool wp_linear_contiguous>
static void control_000002_c8412e2a_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_control_000002_c8412e2a *_wp_args)
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
    bool var_4;
    const wp::int32 var_5 = 3;
    wp::int32 var_6;
    const wp::int32 var_7 = 0;
    bool var_8;
    bool var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 0.44;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::range_t var_16;
    wp::int32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    const wp::int32 var_21 = 0;
    wp::int32 var_22;
    bool var_23;
    const wp::int32 var_24 = 3;
    bool var_25;
    const wp::float32 var_26 = 0.85;
    bool var_27;
    const wp::int32 var_28 = 1;
    wp::int32 var_29;
    const wp::float32 var_30 = 0.5;
    wp::float32 var_31;
    const wp::float32 var_32 = -1.929;
    const wp::float32 var_33 = -0.74;
    const wp::float32 var_34 = 0.5;
    wp::vec_t<3, wp::float32> var_35;
    const wp::float32 var_36 = -1.9;
    const wp::float32 var_37 = -0.27;
    const wp::float32 var_38 = -1.81;
    wp::vec_t<3, wp::float32> var_39;
    wp::vec_t<3, wp::float32> var_40;
    const wp::int32 var_41 = 2;
    wp::float32 var_42;
    wp::float32 var_43;
    wp::float32 var_44;
    const wp::int32 var_45 = 0;
    wp::int32 var_46;
    bool var_47;
    const wp::int32 var_48 = 5;
    bool var_49;
    const wp::int32 var_50 = 2;
    wp::int32 var_51;
    const wp::int32 var_52 = 1;
    bool var_53;
    const wp::int32 var_54 = 1;
    wp::int32 var_55;
    const wp::float32 var_56 = 0.5;
    wp::float32 var_57;
    const wp::float32 var_58 = 0.1;
    const wp::float32 var_59 = -0.04;
    const wp::float32 var_60 = -1.771;
    wp::vec_t<3, wp::float32> var_61;
    wp::float32 var_62;
    const wp::float32 var_63 = -0.16;
    const wp::float32 var_64 = -0.9;
    wp::float32 var_65;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    wp::float32 var_69;
    const wp::float32 var_70 = -0.9;
    const wp::float32 var_71 = 0.9;
    wp::float32 var_72;
    wp::float32 var_73;
    bool var_74;
    wp::float32 var_75;
    wp::float32 var_76;
    wp::float32 var_77;
    const wp::float32 var_78 = 1.0;
    wp::float32 var_79;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    wp::float32 var_83;
    bool var_84;
    wp::float32 var_85;
    wp::float32 var_86;
    bool var_87;
    bool var_88;
    const wp::float32 var_89 = 1.6;
    bool var_90;
    const wp::float32 var_91 = -1.317;
    bool var_92;
    bool var_93;
    bool var_94;
    const wp::float32 var_95 = 1.4;
    bool var_96;
    wp::float32 var_97;
    wp::float32 var_98;
    wp::float32 var_99;
    wp::float32 var_100;
    wp::float32 var_101;
    const wp::float32 var_102 = -1.2;
    wp::float32 var_103;
    const wp::float32 var_104 = 0.7;
    const wp::float32 var_105 = 0.1;
    const wp::float32 var_106 = 1.31;
    wp::vec_t<3, wp::float32> var_107;
    const wp::float32 var_108 = -0.91;
    const wp::float32 var_109 = 1.3;
    const wp::float32 var_110 = 0.16;
    wp::vec_t<3, wp::float32> var_111;
    wp::float32 var_112;
    wp::float32 var_113;
    const wp::float32 var_114 = 1.0;
    wp::float32 var_115;
    wp::float32 var_116;
    const wp::float32 var_117 = 0.5;
    wp::float32 var_118;
    wp::float32 var_119;
    bool var_120;
    const wp::float32 var_121 = -0.401;
    bool var_122;
    bool var_123;
    wp::float32 var_124;
    const wp::float32 var_125 = -0.25;
    const wp::float32 var_126 = 1.65;
    wp::float32 var_127;
    wp::float32 var_128;
    wp::float32 var_129;
    const wp::int32 var_130 = 5;
    wp::int32 var_131;
    wp::shape_t* var_132;
    const wp::int32 var_133 = 0;
    wp::int32 var_134;
    wp::shape_t var_135;
    wp::int32 var_136;
    wp::float32* var_137;
    wp::float32 var_138;
    wp::float32 var_139;
    wp::float32 var_140;
    const wp::float32 var_141 = -1.6;
    const wp::float32 var_142 = 1.256;
    const wp::float32 var_143 = 0.293;
    wp::vec_t<3, wp::float32> var_144;
    wp::float32 var_145;
    bool var_146;
    wp::float32 var_147;
    wp::float32 var_148;
    const wp::int32 var_149 = 0;
    wp::int32 var_150;
    const wp::int32 var_151 = 5;
    bool var_152;
    const wp::int32 var_153 = 1;
    wp::int32 var_154;
    const wp::float32 var_155 = 1.399;
    const wp::float32 var_156 = 0.76;
    wp::float32 var_157;
    wp::float32 var_158;
    wp::float32 var_159;
    bool var_160;
    bool var_161;
    bool var_162;
    wp::float32 var_163;
    wp::int32 var_164;
    bool var_165;
    wp::float32 var_166;
    wp::int32 var_167;
    wp::float32 var_168;
    bool var_169;
    bool var_170;
    bool var_171;
    bool var_172;
    const wp::float32 var_173 = 1.431;
    bool var_174;
    const wp::float32 var_175 = -1.748;
    const wp::float32 var_176 = 0.682;
    const wp::float32 var_177 = 0.1;
    wp::vec_t<3, wp::float32> var_178;
    wp::float32 var_179;
    wp::float32 var_180;
    wp::float32 var_181;
    wp::float32 var_182;
    wp::float32 var_183;
    const wp::int32 var_184 = 0;
    const wp::int32 var_185 = 1;
    wp::int32 var_186;
    wp::shape_t* var_187;
    const wp::int32 var_188 = 0;
    wp::int32 var_189;
    wp::shape_t var_190;
    wp::int32 var_191;
    wp::float32* var_192;
    wp::float32 var_193;
    wp::float32 var_194;
    wp::float32 var_195;
    const wp::float32 var_196 = -1.945;
    const wp::float32 var_197 = 0.92;
    const wp::float32 var_198 = -0.9;
    wp::vec_t<3, wp::float32> var_199;
    wp::float32 var_200;
    const wp::float32 var_201 = 0.21;
    const wp::float32 var_202 = -0.643;
    const wp::float32 var_203 = -1.1;
    wp::vec_t<3, wp::float32> var_204;
    const wp::float32 var_205 = 1.5;
    const wp::float32 var_206 = -1.28;
    const wp::float32 var_207 = 0.6;
    wp::vec_t<3, wp::float32> var_208;
    wp::float32 var_209;
    bool var_210;
    const wp::float32 var_211 = -1.3;
    wp::float32 var_212;
    const wp::float32 var_213 = 1.55;
    wp::float32 var_214;
    wp::float32 var_215;
    wp::float32 var_216;
    const wp::int32 var_217 = 3;
    wp::int32 var_218;
    const wp::int32 var_219 = 0;
    const wp::int32 var_220 = 3;
    wp::range_t var_221;
    wp::int32 var_222;
    const wp::float32 var_223 = 0.5;
    wp::float32 var_224;
    const wp::int32 var_225 = 5;
    wp::int32 var_226;
    wp::shape_t* var_227;
    const wp::int32 var_228 = 0;
    wp::int32 var_229;
    wp::shape_t var_230;
    wp::int32 var_231;
    wp::float32* var_232;
    wp::float32 var_233;
    wp::float32 var_234;
    wp::float32 var_235;
    bool var_236;
    wp::float32 var_237;
    const wp::float32 var_238 = -0.9;
    const wp::float32 var_239 = 0.9;
    wp::float32 var_240;
    wp::float32 var_241;
    wp::float32 var_242;
    const wp::float32 var_243 = 1.0;
    wp::float32 var_244;
    wp::float32 var_245;
    const wp::float32 var_246 = 1.99;
    wp::float32 var_247;
    wp::float32 var_248;
    wp::float32 var_249;
    const wp::float32 var_250 = 0.57;
    const wp::float32 var_251 = 0.915;
    const wp::float32 var_252 = -1.2;
    wp::vec_t<3, wp::float32> var_253;
    const wp::float32 var_254 = -1.85;
    const wp::float32 var_255 = 0.68;
    const wp::float32 var_256 = -1.969;
    wp::vec_t<3, wp::float32> var_257;
    wp::float32 var_258;
    wp::float32 var_259;
    wp::float32 var_260;
    wp::float32 var_261;
    const wp::int32 var_262 = 1;
    const wp::int32 var_263 = 1;
    wp::int32 var_264;
    wp::shape_t* var_265;
    const wp::int32 var_266 = 0;
    wp::int32 var_267;
    wp::shape_t var_268;
    wp::int32 var_269;
    wp::float32* var_270;
    wp::float32 var_271;
    wp::float32 var_272;
    wp::float32 var_273;
    const wp::float32 var_274 = -1.945;
    const wp::float32 var_275 = 0.92;
    const wp::float32 var_276 = -0.9;
    wp::vec_t<3, wp::float32> var_277;
    wp::float32 var_278;
    const wp::float32 var_279 = 0.21;
    const wp::float32 var_280 = -0.643;
    const wp::float32 var_281 = -1.1;
    wp::vec_t<3, wp::float32> var_282;
    const wp::float32 var_283 = 1.5;
    const wp::float32 var_284 = -1.28;
    const wp::float32 var_285 = 0.6;
    wp::vec_t<3, wp::float32> var_286;
    wp::float32 var_287;
    bool var_288;
    const wp::float32 var_289 = -1.3;
    wp::float32 var_290;
    const wp::float32 var_291 = 1.55;
    wp::float32 var_292;
    wp::float32 var_293;
    wp::float32 var_294;
    const wp::int32 var_295 = 3;
    wp::int32 var_296;
    const wp::int32 var_297 = 0;
    const wp::int32 var_298 = 3;
    wp::range_t var_299;
    wp::int32 var_300;
    const wp::float32 var_301 = 0.5;
    wp::float32 var_302;
    const wp::int32 var_303 = 5;
    wp::int32 var_304;
    wp::shape_t* var_305;
    const wp::int32 var_306 = 0;
    wp::int32 var_307;
    wp::shape_t var_308;
    wp::int32 var_309;
    wp::float32* var_310;
    wp::float32 var_311;
    wp::float32 var_312;
    wp::float32 var_313;
    bool var_314;
    wp::float32 var_315;
    const wp::float32 var_316 = -0.9;
    const wp::float32 var_317 = 0.9;
    wp::float32 var_318;
    wp::float32 var_319;
    wp::float32 var_320;
    const wp::float32 var_321 = 1.0;
    wp::float32 var_322;
    wp::float32 var_323;
    const wp::float32 var_324 = 1.99;
    wp::float32 var_325;
    wp::float32 var_326;
    wp::float32 var_327;
    const wp::float32 var_328 = 0.57;
    const wp::float32 var_329 = 0.915;
    const wp::float32 var_330 = -1.2;
    wp::vec_t<3, wp::float32> var_331;
    const wp::float32 var_332 = -1.85;
    const wp::float32 var_333 = 0.68;
    const wp::float32 var_334 = -1.969;
    wp::vec_t<3, wp::float32> var_335;
    wp::float32 var_336;
    wp::float32 var_337;
    wp::float32 var_338;
    wp::float32 var_339;
    const wp::float32 var_340 = 1.81;
    const wp::float32 var_341 = -1.66;
    const wp::float32 var_342 = -1.6;
    wp::vec_t<3, wp::float32> var_343;
    const wp::float32 var_344 = 0.36;
    const wp::float32 var_345 = -1.63;
    const wp::float32 var_346 = -0.02;
    wp::vec_t<3, wp::float32> var_347;
    wp::float32 var_348;
    wp::float32 var_349;
    wp::float32 var_350;
    const wp::int32 var_351 = 3;
    wp::int32 var_352;
    const wp::int32 var_353 = 0;
    const wp::int32 var_354 = 3;
    wp::range_t var_355;
    wp::int32 var_356;
    const wp::int32 var_357 = 1;
    wp::int32 var_358;
    wp::shape_t* var_359;
    const wp::int32 var_360 = 0;
    wp::int32 var_361;
    wp::shape_t var_362;
    wp::int32 var_363;
    wp::float32* var_364;
    const wp::float32 var_365 = 0.53;
    const wp::float32 var_366 = -1.675;
    wp::float32 var_367;
    wp::float32 var_368;
    const wp::float32 var_369 = 1.0;
    wp::float32 var_370;
    wp::float32 var_371;
    wp::float32 var_372;
    wp::float32 var_373;
    const wp::float32 var_374 = 0.19;
    wp::float32 var_375;
    wp::float32 var_376;
    wp::float32 var_377;
    bool var_378;
    const wp::float32 var_379 = 1.73;
    const wp::float32 var_380 = 1.82;
    const wp::float32 var_381 = -0.66;
    wp::vec_t<3, wp::float32> var_382;
    const wp::float32 var_383 = 0.5;
    const wp::float32 var_384 = 1.79;
    const wp::float32 var_385 = 0.49;
    wp::vec_t<3, wp::float32> var_386;
    const wp::float32 var_387 = 1.5;
    wp::vec_t<3, wp::float32> var_388;
    const wp::int32 var_389 = 2;
    wp::float32 var_390;
    wp::float32 var_391;
    wp::float32 var_392;
    const wp::float32 var_393 = -1.14;
    wp::vec_t<3, wp::float32> var_394;
    wp::vec_t<3, wp::float32> var_395;
    const wp::int32 var_396 = 0;
    wp::float32 var_397;
    wp::float32 var_398;
    wp::float32 var_399;
    const wp::float32 var_400 = -0.04;
    const wp::float32 var_401 = 1.76;
    bool var_402;
    wp::float32 var_403;
    wp::float32 var_404;
    wp::float32 var_405;
    const wp::float32 var_406 = 1.0;
    wp::float32 var_407;
    wp::float32 var_408;
    const wp::float32 var_409 = -1.642;
    wp::float32 var_410;
    const wp::float32 var_411 = 1.0;
    wp::float32 var_412;
    wp::float32 var_413;
    const wp::float32 var_414 = -0.56;
    wp::vec_t<3, wp::float32> var_415;
    const wp::float32 var_416 = -0.668;
    const wp::float32 var_417 = 0.614;
    const wp::float32 var_418 = -0.85;
    wp::vec_t<3, wp::float32> var_419;
    wp::float32 var_420;
    wp::float32 var_421;
    wp::float32 var_422;
    wp::float32 var_423;
    const wp::float32 var_424 = 1.0;
    wp::float32 var_425;
    wp::float32 var_426;
    wp::vec_t<3, wp::float32> var_427;
    wp::float32 var_428;
    wp::float32 var_429;
    wp::float32 var_430;
    wp::float32 var_431;
    wp::float32 var_432;
    wp::float32 var_433;
    wp::float32 var_434;
    bool var_435;
    wp::float32 var_436;
    wp::float32 var_437;
    wp::float32 var_438;
    const wp::float32 var_439 = 0.38;
    const wp::float32 var_440 = 0.2;
    bool var_441;
    const wp::float32 var_442 = 1.1;
    wp::float32 var_443;
    wp::float32 var_444;
    const wp::int32 var_445 = 6;
    wp::range_t var_446;
    wp::int32 var_447;
    const wp::float32 var_448 = 0.6;
    const wp::float32 var_449 = 0.69;
    const wp::float32 var_450 = 1.281;
    wp::vec_t<3, wp::float32> var_451;
    const wp::float32 var_452 = 0.747;
    const wp::float32 var_453 = 0.89;
    const wp::float32 var_454 = -1.143;
    wp::vec_t<3, wp::float32> var_455;
    wp::vec_t<3, wp::float32> var_456;
    const wp::int32 var_457 = 1;
    wp::float32 var_458;
    wp::float32 var_459;
    wp::float32 var_460;
    const wp::int32 var_461 = 3;
    wp::int32 var_462;
    const wp::int32 var_463 = 0;
    bool var_464;
    wp::float32 var_465;
    const wp::int32 var_466 = 4;
    wp::int32 var_467;
    const wp::int32 var_468 = 1;
    bool var_469;
    wp::float32 var_470;
    const wp::float32 var_471 = -100.0;
    const wp::float32 var_472 = 100.0;
    wp::float32 var_473;
    wp::float32 var_474;
    wp::int32 var_475;
    const wp::int32 var_476 = 4;
    wp::int32 var_477;
    const wp::int32 var_478 = 0;
    bool var_479;
    const wp::float32 var_480 = -0.913;
    const wp::float32 var_481 = -0.5;
    const wp::float32 var_482 = -1.46;
    wp::vec_t<3, wp::float32> var_483;
    const wp::float32 var_484 = -1.237;
    const wp::float32 var_485 = -0.185;
    const wp::float32 var_486 = -1.3;
    wp::vec_t<3, wp::float32> var_487;
    wp::float32 var_488;
    wp::float32 var_489;
    const wp::float32 var_490 = 1.0;
    wp::float32 var_491;
    wp::float32 var_492;
    wp::float32 var_493;
    wp::float32 var_494;
    wp::float32 var_495;
    wp::float32 var_496;
    bool var_497;
    bool var_498;
    bool var_499;
    bool var_500;
    bool var_501;
    bool var_502;
    wp::float32 var_503;
    wp::float32 var_504;
    const wp::int32 var_505 = 3;
    wp::int32 var_506;
    const wp::int32 var_507 = 0;
    const wp::int32 var_508 = -1;
    wp::range_t var_509;
    wp::int32 var_510;
    wp::float32 var_511;
    wp::float32 var_512;
    wp::float32 var_513;
    bool var_514;
    bool var_515;
    bool var_516;
    const wp::float32 var_517 = 1.5;
    wp::float32 var_518;
    wp::float32 var_519;
    wp::float32 var_520;
    const wp::float32 var_521 = 1.11;
    wp::float32 var_522;
    wp::float32 var_523;
    const wp::float32 var_524 = 0.632;
    const wp::float32 var_525 = -0.54;
    const wp::float32 var_526 = 1.235;
    wp::vec_t<3, wp::float32> var_527;
    const wp::int32 var_528 = 2;
    wp::float32 var_529;
    wp::float32 var_530;
    const wp::int32 var_531 = 4;
    wp::int32 var_532;
    const wp::int32 var_533 = 1;
    bool var_534;
    const wp::float32 var_535 = 1.9;
    wp::float32 var_536;
    const wp::float32 var_537 = -1.49;
    wp::float32 var_538;
    const wp::float32 var_539 = 1.0;
    wp::float32 var_540;
    wp::float32 var_541;
    wp::float32 var_542;
    wp::float32 var_543;
    wp::float32 var_544;
    bool var_545;
    wp::float32 var_546;
    wp::float32 var_547;
    wp::float32 var_548;
    wp::float32 var_549;
    const wp::int32 var_550 = 2;
    wp::int32 var_551;
    const wp::int32 var_552 = 0;
    const wp::int32 var_553 = 2;
    wp::range_t var_554;
    wp::int32 var_555;
    const wp::float32 var_556 = 0.562;
    const wp::float32 var_557 = 0.9;
    wp::float32 var_558;
    const wp::float32 var_559 = 1.0;
    wp::float32 var_560;
    wp::float32 var_561;
    const wp::float32 var_562 = 1.01;
    const wp::float32 var_563 = -0.8;
    wp::float32 var_564;
    wp::float32 var_565;
    wp::float32 var_566;
    wp::float32 var_567;
    bool var_568;
    wp::range_t var_569;
    wp::int32 var_570;
    const wp::float32 var_571 = -1.3;
    const wp::float32 var_572 = -0.7;
    wp::float32 var_573;
    wp::float32 var_574;
    wp::float32 var_575;
    wp::float32 var_576;
    bool var_577;
    bool var_578;
    const wp::float32 var_579 = -1.654;
    bool var_580;
    bool var_581;
    wp::float32 var_582;
    wp::float32 var_583;
    wp::float32 var_584;
    const wp::float32 var_585 = 1.0;
    wp::float32 var_586;
    wp::float32 var_587;
    const wp::float32 var_588 = 0.2;
    const wp::float32 var_589 = 1.8;
    wp::float32 var_590;
    wp::float32 var_591;
    bool var_592;
    wp::float32 var_593;
    wp::float32 var_594;
    wp::vec_t<3, wp::float32> var_595;
    wp::float32 var_596;
    wp::float32 var_597;
    const wp::int32 var_598 = 0;
    wp::int32 var_599;
    bool var_600;
    const wp::int32 var_601 = 2;
    bool var_602;
    const wp::float32 var_603 = 0.9;
    bool var_604;
    const wp::int32 var_605 = 1;
    wp::int32 var_606;
    const wp::float32 var_607 = 0.04;
    wp::float32 var_608;
    wp::float32 var_609;
    bool var_610;
    wp::float32 var_611;
    wp::int32 var_612;
    wp::range_t var_613;
    wp::range_t var_614;
    wp::int32 var_615;
    const wp::float32 var_616 = 0.16;
    const wp::float32 var_617 = -0.91;
    const wp::float32 var_618 = 1.7;
    wp::vec_t<3, wp::float32> var_619;
    const wp::float32 var_620 = -1.1;
    const wp::float32 var_621 = -0.703;
    const wp::float32 var_622 = 1.5;
    wp::vec_t<3, wp::float32> var_623;
    const wp::float32 var_624 = 1.6;
    const wp::float32 var_625 = 0.357;
    const wp::float32 var_626 = 1.83;
    wp::vec_t<3, wp::float32> var_627;
    wp::vec_t<3, wp::float32> var_628;
    wp::float32 var_629;
    wp::float32 var_630;
    wp::float32 var_631;
    wp::range_t var_632;
    wp::int32 var_633;
    const wp::float32 var_634 = 0.5;
    wp::float32 var_635;
    const wp::float32 var_636 = 1.32;
    const wp::float32 var_637 = -0.118;
    const wp::float32 var_638 = -0.82;
    wp::vec_t<3, wp::float32> var_639;
    const wp::float32 var_640 = -0.5;
    wp::vec_t<3, wp::float32> var_641;
    wp::float32 var_642;
    const wp::float32 var_643 = -0.299;
    const wp::float32 var_644 = 1.985;
    wp::float32 var_645;
    const wp::float32 var_646 = 1.0;
    wp::float32 var_647;
    wp::float32 var_648;
    wp::float32 var_649;
    const wp::float32 var_650 = 1.0;
    wp::float32 var_651;
    wp::float32 var_652;
    wp::float32 var_653;
    wp::float32 var_654;
    const wp::float32 var_655 = 0.5;
    wp::float32 var_656;
    wp::float32 var_657;
    wp::float32 var_658;
    wp::float32 var_659;
    wp::float32 var_660;
    wp::float32 var_661;
    bool var_662;
    wp::float32 var_663;
    wp::float32 var_664;
    wp::float32 var_665;
    wp::float32 var_666;
    wp::float32 var_667;
    bool var_668;
    bool var_669;
    const wp::float32 var_670 = -0.14;
    bool var_671;
    wp::float32 var_672;
    const wp::float32 var_673 = 1.0;
    wp::float32 var_674;
    wp::float32 var_675;
    wp::float32 var_676;
    wp::float32 var_677;
    const wp::float32 var_678 = 1.69;
    wp::float32 var_679;
    wp::float32 var_680;
    wp::range_t var_681;
    wp::int32 var_682;
    const wp::float32 var_683 = -0.864;
    wp::float32 var_684;
    wp::float32 var_685;
    bool var_686;
    bool var_687;
    const wp::float32 var_688 = -1.604;
    bool var_689;
    wp::float32 var_690;
    wp::float32 var_691;
    wp::float32 var_692;
    const wp::float32 var_693 = -1.05;
    const wp::float32 var_694 = 1.666;
    const wp::float32 var_695 = -0.74;
    wp::vec_t<3, wp::float32> var_696;
    wp::float32 var_697;
    const wp::float32 var_698 = 1.0;
    wp::float32 var_699;
    wp::vec_t<3, wp::float32> var_700;
    wp::float32 var_701;
    const wp::float32 var_702 = 0.56;
    wp::float32 var_703;
    wp::float32 var_704;
    //---------
    // forward
    // def control_000002(x0: wp.array(dtype=float), n: int, out0: wp.array(dtype=float)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // if ((tid) % 3 == 0) or (v0 >= v0):                                                     <L 8>
    var_6 = wp::mod(var_0, var_5);
    var_8 = (var_6 == var_7);
    var_4 = var_8;
    if (!var_4) {
        var_9 = (var_2 >= var_2);
        var_4 = var_4 || var_9;
    }
    if (var_4) {
        // v0 -= wp.tanh((v0 - wp.tanh(v0))) * 0.44                                           <L 9>
        var_10 = wp::tanh(var_2);
        var_11 = wp::sub(var_2, var_10);
        var_12 = wp::tanh(var_11);
        var_14 = wp::mul(var_12, var_13);
        var_15 = wp::sub(var_2, var_14);
        // for j1 in range(n):                                                                <L 10>
        var_16 = wp::range(var_n);
        start_for_0:;
            if (iter_cmp(var_16) == 0) goto end_for_0;
            var_17 = wp::iter_next(var_16);
            // v0 = v0 + wp.tanh(float(tid))                                                  <L 11>
            var_18 = wp::float(var_0);
            var_19 = wp::tanh(var_18);
            var_20 = wp::add(var_15, var_19);
            // w2 = int(0)                                                                    <L 12>
            var_22 = wp::int(var_21);
            // while w2 < 3 and (0.85 <= v0):                                                 <L 13>
    start_while_2:;
            var_25 = (var_22 < var_24);
            var_23 = var_25;
            if (var_23) {
                var_27 = (var_26 <= var_20);
                var_23 = var_23 && var_27;
            }
    if ((var_23) == false) goto end_while_2;
                // w2 = w2 + 1                                                                <L 14>
                var_29 = wp::add(var_22, var_28);
                // v0 = v0 * 0.5 + wp.sin(((wp.vec3(-1.929, -0.74, 0.5) - wp.vec3(-1.9, -0.27, -1.81)))[2])       <L 15>
                var_31 = wp::mul(var_20, var_30);
                var_35 = wp::vec_t<3, wp::float32>(var_32, var_33, var_34);
                var_39 = wp::vec_t<3, wp::float32>(var_36, var_37, var_38);
                var_40 = wp::sub(var_35, var_39);
                var_42 = wp::extract(var_40, var_41);
                var_43 = wp::sin(var_42);
                var_44 = wp::add(var_31, var_43);
                wp::assign(var_20, var_44);
                wp::assign(var_22, var_29);
    goto start_while_2;
    end_while_2:;
            // w3 = int(0)                                                                    <L 16>
            var_46 = wp::int(var_45);
            // while w3 < 5 and ((j1) % 2 == 1):                                              <L 17>
    start_while_4:;
            var_49 = (var_46 < var_48);
            var_47 = var_49;
            if (var_47) {
                var_51 = wp::mod(var_17, var_50);
                var_53 = (var_51 == var_52);
                var_47 = var_47 && var_53;
            }
    if ((var_47) == false) goto end_while_4;
                // w3 = w3 + 1                                                                <L 18>
                var_55 = wp::add(var_46, var_54);
                // v0 = v0 * 0.5 + wp.tanh((wp.length_sq(wp.vec3(0.1, -0.04, -1.771)) - (-0.16 + -0.9)))       <L 19>
                var_57 = wp::mul(var_20, var_56);
                var_61 = wp::vec_t<3, wp::float32>(var_58, var_59, var_60);
                var_62 = wp::length_sq(var_61);
                var_65 = wp::add(var_63, var_64);
                var_66 = wp::sub(var_62, var_65);
                var_67 = wp::tanh(var_66);
                var_68 = wp::add(var_57, var_67);
                wp::assign(var_20, var_68);
                wp::assign(var_46, var_55);
    goto start_while_4;
    end_while_4:;
            wp::assign(var_15, var_20);
            goto start_for_0;
        end_for_0:;
        // v4 = wp.mod(wp.acos(wp.clamp((v0 - v0), -0.9, 0.9)), wp.abs(wp.erfc(wp.where(v0 > v0, v0, v0))) + 1.0)       <L 20>
        var_69 = wp::sub(var_15, var_15);
        var_72 = wp::clamp(var_69, var_70, var_71);
        var_73 = wp::acos(var_72);
        var_74 = (var_15 > var_15);
        var_75 = wp::where(var_74, var_15, var_15);
        var_76 = wp::erfc(var_75);
        var_77 = wp::abs(var_76);
        var_79 = wp::add(var_77, var_78);
        var_80 = wp::mod(var_73, var_79);
    }
    var_81 = wp::where(var_4, var_15, var_2);
    // if wp.min(v0, v0) >= (v0 - v0):                                                        <L 21>
    var_82 = wp::min(var_81, var_81);
    var_83 = wp::sub(var_81, var_81);
    var_84 = (var_82 >= var_83);
    if (var_84) {
        // v0 += wp.tanh(v0)                                                                  <L 22>
        var_85 = wp::tanh(var_81);
        var_86 = wp::add(var_81, var_85);
    }
    if (!var_84) {
        // elif ((v0 <= 1.6) and (-1.317 > v0)) and ((v0 < v0) or (v0 > 1.4)):                <L 23>
        var_90 = (var_81 <= var_89);
        var_88 = var_90;
        if (var_88) {
            var_92 = (var_91 > var_81);
            var_88 = var_88 && var_92;
        }
        var_87 = var_88;
        if (var_87) {
            var_94 = (var_81 < var_81);
            var_93 = var_94;
            if (!var_93) {
                var_96 = (var_81 > var_95);
                var_93 = var_93 || var_96;
            }
            var_87 = var_87 && var_93;
        }
        if (var_87) {
            // v0 = v0 + wp.tanh((float(tid) + wp.degrees(v0)))                               <L 24>
            var_97 = wp::float(var_0);
            var_98 = wp::degrees(var_81);
            var_99 = wp::add(var_97, var_98);
            var_100 = wp::tanh(var_99);
            var_101 = wp::add(var_81, var_100);
            // v5 = ((wp.ceil(-1.2) / (wp.abs(wp.dot(wp.vec3(0.7, 0.1, 1.31), wp.vec3(-0.91, 1.3, 0.16))) + 1.0)) - wp.round(0.5))       <L 25>
            var_103 = wp::ceil(var_102);
            var_107 = wp::vec_t<3, wp::float32>(var_104, var_105, var_106);
            var_111 = wp::vec_t<3, wp::float32>(var_108, var_109, var_110);
            var_112 = wp::dot(var_107, var_111);
            var_113 = wp::abs(var_112);
            var_115 = wp::add(var_113, var_114);
            var_116 = wp::div(var_103, var_115);
            var_118 = wp::round(var_117);
            var_119 = wp::sub(var_116, var_118);
        }
        if (!var_87) {
            // elif (v0 <= -0.401) or (v0 >= v0):                                             <L 26>
            var_122 = (var_81 <= var_121);
            var_120 = var_122;
            if (!var_120) {
                var_123 = (var_81 >= var_81);
                var_120 = var_120 || var_123;
            }
            if (var_120) {
                // v0 = v0 + wp.sin(wp.clamp((v0 + v0), -0.25, 1.65))                         <L 27>
                var_124 = wp::add(var_81, var_81);
                var_127 = wp::clamp(var_124, var_125, var_126);
                var_128 = wp::sin(var_127);
                var_129 = wp::add(var_81, var_128);
                // v0 = v0 + wp.tanh(x0[(tid + 5) % x0.shape[0]])                             <L 28>
                var_131 = wp::add(var_0, var_130);
                var_132 = &(var_x0.shape);
                var_135 = wp::load(var_132);
                var_134 = wp::extract(var_135, var_133);
                var_136 = wp::mod(var_131, var_134);
                var_137 = wp::address(var_x0, var_136);
                var_139 = wp::load(var_137);
                var_138 = wp::tanh(var_139);
                var_140 = wp::add(var_129, var_138);
                // if wp.length_sq(wp.vec3(-1.6, 1.256, 0.293)) <= v0:                        <L 29>
                var_144 = wp::vec_t<3, wp::float32>(var_141, var_142, var_143);
                var_145 = wp::length_sq(var_144);
                var_146 = (var_145 <= var_140);
                if (var_146) {
                    // v0 = v0 + wp.tanh(v0)                                                  <L 30>
                    var_147 = wp::tanh(var_140);
                    var_148 = wp::add(var_140, var_147);
                    // w6 = int(0)                                                            <L 31>
                    var_150 = wp::int(var_149);
                    // while w6 < 5:                                                          <L 32>
    start_while_6:;
                    var_152 = (var_150 < var_151);
    if ((var_152) == false) goto end_while_6;
                        // w6 = w6 + 1                                                        <L 33>
                        var_154 = wp::add(var_150, var_153);
                        // v0 = v0 + wp.cos((1.399 + 0.76))                                   <L 34>
                        var_157 = wp::add(var_155, var_156);
                        var_158 = wp::cos(var_157);
                        var_159 = wp::add(var_148, var_158);
                        // if (v0 < v0) and (v0 < v0):                                        <L 35>
                        var_161 = (var_159 < var_159);
                        var_160 = var_161;
                        if (var_160) {
                            var_162 = (var_159 < var_159);
                            var_160 = var_160 && var_162;
                        }
                        if (var_160) {
                            // continue                                                       <L 36>
                            wp::assign(var_148, var_159);
                            wp::assign(var_150, var_154);
                            goto start_while_6;
                        }
                        var_163 = wp::where(var_160, var_148, var_159);
                        var_164 = wp::where(var_160, var_150, var_154);
                        // if v0 > v0:                                                        <L 37>
                        var_165 = (var_163 > var_163);
                        if (var_165) {
                            // break                                                          <L 38>
                            wp::assign(var_148, var_163);
                            wp::assign(var_150, var_164);
                            goto end_while_6;
                        }
                        var_166 = wp::where(var_165, var_148, var_163);
                        var_167 = wp::where(var_165, var_150, var_164);
                        wp::assign(var_148, var_166);
                        wp::assign(var_150, var_167);
    goto start_while_6;
    end_while_6:;
                }
                var_168 = wp::where(var_146, var_148, var_140);
            }
            if (!var_120) {
                // elif ((v0 >= v0) and (v0 < v0)) and (1.431 > v0):                          <L 39>
                var_171 = (var_81 >= var_81);
                var_170 = var_171;
                if (var_170) {
                    var_172 = (var_81 < var_81);
                    var_170 = var_170 && var_172;
                }
                var_169 = var_170;
                if (var_169) {
                    var_174 = (var_173 > var_81);
                    var_169 = var_169 && var_174;
                }
                if (var_169) {
                    // v0 += wp.cos((wp.length_sq(wp.vec3(-1.748, 0.682, 0.1)) * float(tid)))       <L 40>
                    var_178 = wp::vec_t<3, wp::float32>(var_175, var_176, var_177);
                    var_179 = wp::length_sq(var_178);
                    var_180 = wp::float(var_0);
                    var_181 = wp::mul(var_179, var_180);
                    var_182 = wp::cos(var_181);
                    var_183 = wp::add(var_81, var_182);
                    // for j7 in range(2):                                                    <L 41>
                    // v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                             <L 42>
                    var_186 = wp::add(var_0, var_185);
                    var_187 = &(var_x0.shape);
                    var_190 = wp::load(var_187);
                    var_189 = wp::extract(var_190, var_188);
                    var_191 = wp::mod(var_186, var_189);
                    var_192 = wp::address(var_x0, var_191);
                    var_194 = wp::load(var_192);
                    var_193 = wp::tanh(var_194);
                    var_195 = wp::add(var_183, var_193);
                    // if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):       <L 43>
                    var_199 = wp::vec_t<3, wp::float32>(var_196, var_197, var_198);
                    var_200 = wp::length(var_199);
                    var_204 = wp::vec_t<3, wp::float32>(var_201, var_202, var_203);
                    var_208 = wp::vec_t<3, wp::float32>(var_205, var_206, var_207);
                    var_209 = wp::dot(var_204, var_208);
                    var_210 = (var_200 <= var_209);
                    if (var_210) {
                        // v0 -= wp.tanh(-1.3) * 1.55                                         <L 44>
                        var_212 = wp::tanh(var_211);
                        var_214 = wp::mul(var_212, var_213);
                        var_215 = wp::sub(var_195, var_214);
                    }
                    var_216 = wp::where(var_210, var_215, var_195);
                    // for j8 in range(0, n * 3, 3):                                          <L 45>
                    var_218 = wp::mul(var_n, var_217);
                    var_221 = wp::range(var_219, var_218, var_220);
                    start_for_8:;
                        if (iter_cmp(var_221) == 0) goto end_for_8;
                        var_222 = wp::iter_next(var_221);
                        // v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])               <L 46>
                        var_224 = wp::mul(var_216, var_223);
                        var_226 = wp::add(var_0, var_225);
                        var_227 = &(var_x0.shape);
                        var_230 = wp::load(var_227);
                        var_229 = wp::extract(var_230, var_228);
                        var_231 = wp::mod(var_226, var_229);
                        var_232 = wp::address(var_x0, var_231);
                        var_234 = wp::load(var_232);
                        var_233 = wp::tanh(var_234);
                        var_235 = wp::add(var_224, var_233);
                        // if v0 <= v0:                                                       <L 47>
                        var_236 = (var_235 <= var_235);
                        if (var_236) {
                            // out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99       <L 48>
                            var_237 = wp::sub(var_235, var_235);
                            var_240 = wp::clamp(var_235, var_238, var_239);
                            var_241 = wp::acos(var_240);
                            var_242 = wp::abs(var_241);
                            var_244 = wp::add(var_242, var_243);
                            var_245 = wp::div(var_237, var_244);
                            var_247 = wp::mul(var_245, var_246);
                            var_248 = wp::add(var_235, var_247);
                            wp::array_store(var_out0, var_0, var_248);
                            // return                                                         <L 49>
                            return;
                        }
                        // v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))       <L 50>
                        var_249 = wp::atan(var_235);
                        var_253 = wp::vec_t<3, wp::float32>(var_250, var_251, var_252);
                        var_257 = wp::vec_t<3, wp::float32>(var_254, var_255, var_256);
                        var_258 = wp::dot(var_253, var_257);
                        var_259 = wp::min(var_249, var_258);
                        var_260 = wp::neg(var_235);
                        var_261 = wp::mul(var_259, var_260);
                        wp::assign(var_216, var_235);
                        goto start_for_8;
                    end_for_8:;
                    // v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                             <L 42>
                    var_264 = wp::add(var_0, var_263);
                    var_265 = &(var_x0.shape);
                    var_268 = wp::load(var_265);
                    var_267 = wp::extract(var_268, var_266);
                    var_269 = wp::mod(var_264, var_267);
                    var_270 = wp::address(var_x0, var_269);
                    var_272 = wp::load(var_270);
                    var_271 = wp::tanh(var_272);
                    var_273 = wp::add(var_216, var_271);
                    // if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):       <L 43>
                    var_277 = wp::vec_t<3, wp::float32>(var_274, var_275, var_276);
                    var_278 = wp::length(var_277);
                    var_282 = wp::vec_t<3, wp::float32>(var_279, var_280, var_281);
                    var_286 = wp::vec_t<3, wp::float32>(var_283, var_284, var_285);
                    var_287 = wp::dot(var_282, var_286);
                    var_288 = (var_278 <= var_287);
                    if (var_288) {
                        // v0 -= wp.tanh(-1.3) * 1.55                                         <L 44>
                        var_290 = wp::tanh(var_289);
                        var_292 = wp::mul(var_290, var_291);
                        var_293 = wp::sub(var_273, var_292);
                    }
                    var_294 = wp::where(var_288, var_293, var_273);
                    // for j8 in range(0, n * 3, 3):                                          <L 45>
                    var_296 = wp::mul(var_n, var_295);
                    var_299 = wp::range(var_297, var_296, var_298);
                    start_for_11:;
                        if (iter_cmp(var_299) == 0) goto end_for_11;
                        var_300 = wp::iter_next(var_299);
                        // v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])               <L 46>
                        var_302 = wp::mul(var_294, var_301);
                        var_304 = wp::add(var_0, var_303);
                        var_305 = &(var_x0.shape);
                        var_308 = wp::load(var_305);
                        var_307 = wp::extract(var_308, var_306);
                        var_309 = wp::mod(var_304, var_307);
                        var_310 = wp::address(var_x0, var_309);
                        var_312 = wp::load(var_310);
                        var_311 = wp::tanh(var_312);
                        var_313 = wp::add(var_302, var_311);
                        // if v0 <= v0:                                                       <L 47>
                        var_314 = (var_313 <= var_313);
                        if (var_314) {
                            // out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99       <L 48>
                            var_315 = wp::sub(var_313, var_313);
                            var_318 = wp::clamp(var_313, var_316, var_317);
                            var_319 = wp::acos(var_318);
                            var_320 = wp::abs(var_319);
                            var_322 = wp::add(var_320, var_321);
                            var_323 = wp::div(var_315, var_322);
                            var_325 = wp::mul(var_323, var_324);
                            var_326 = wp::add(var_313, var_325);
                            wp::array_store(var_out0, var_0, var_326);
                            // return                                                         <L 49>
                            return;
                        }
                        // v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))       <L 50>
                        var_327 = wp::atan(var_313);
                        var_331 = wp::vec_t<3, wp::float32>(var_328, var_329, var_330);
                        var_335 = wp::vec_t<3, wp::float32>(var_332, var_333, var_334);
                        var_336 = wp::dot(var_331, var_335);
                        var_337 = wp::min(var_327, var_336);
                        var_338 = wp::neg(var_313);
                        var_339 = wp::mul(var_337, var_338);
                        wp::assign(var_294, var_313);
                        wp::assign(var_261, var_339);
                        goto start_for_11;
                    end_for_11:;
                    // v10 = wp.vec3(1.81, -1.66, -1.6)                                       <L 51>
                    var_343 = wp::vec_t<3, wp::float32>(var_340, var_341, var_342);
                }
                if (!var_169) {
                    // v0 = v0 + wp.cos(wp.length_sq(wp.vec3(0.36, -1.63, -0.02)))            <L 53>
                    var_347 = wp::vec_t<3, wp::float32>(var_344, var_345, var_346);
                    var_348 = wp::length_sq(var_347);
                    var_349 = wp::cos(var_348);
                    var_350 = wp::add(var_81, var_349);
                    // for j11 in range(0, n * 3, 3):                                         <L 54>
                    var_352 = wp::mul(var_n, var_351);
                    var_355 = wp::range(var_353, var_352, var_354);
                    start_for_14:;
                        if (iter_cmp(var_355) == 0) goto end_for_14;
                        var_356 = wp::iter_next(var_355);
                        // v0 -= wp.sin(wp.mod(x0[(tid + 1) % x0.shape[0]], wp.abs((0.53 - -1.675)) + 1.0)) * 0.19       <L 55>
                        var_358 = wp::add(var_0, var_357);
                        var_359 = &(var_x0.shape);
                        var_362 = wp::load(var_359);
                        var_361 = wp::extract(var_362, var_360);
                        var_363 = wp::mod(var_358, var_361);
                        var_364 = wp::address(var_x0, var_363);
                        var_367 = wp::sub(var_365, var_366);
                        var_368 = wp::abs(var_367);
                        var_370 = wp::add(var_368, var_369);
                        var_372 = wp::load(var_364);
                        var_371 = wp::mod(var_372, var_370);
                        var_373 = wp::sin(var_371);
                        var_375 = wp::mul(var_373, var_374);
                        var_376 = wp::sub(var_350, var_375);
                        // if (v0 + v0) >= v0:                                                <L 56>
                        var_377 = wp::add(var_376, var_376);
                        var_378 = (var_377 >= var_376);
                        if (var_378) {
                            // v0 += wp.tanh((wp.lerp(wp.vec3(1.73, 1.82, -0.66), wp.vec3(0.5, 1.79, 0.49), 1.5))[2])       <L 57>
                            var_382 = wp::vec_t<3, wp::float32>(var_379, var_380, var_381);
                            var_386 = wp::vec_t<3, wp::float32>(var_383, var_384, var_385);
                            var_388 = wp::lerp(var_382, var_386, var_387);
                            var_390 = wp::extract(var_388, var_389);
                            var_391 = wp::tanh(var_390);
                            var_392 = wp::add(var_376, var_391);
                            // v0 = v0 + wp.tanh((wp.normalize(wp.vec3(-1.14))).x)            <L 58>
                            var_394 = wp::vec_t<3, wp::float32>(var_393);
                            var_395 = wp::normalize(var_394);
                            var_397 = wp::extract(var_395, var_396);
                            var_398 = wp::tanh(var_397);
                            var_399 = wp::add(var_392, var_398);
                            // v12 = wp.vec3((wp.where(-0.04 > 1.76, v0, v0) / (wp.abs(float(tid)) + 1.0)), ((-1.642 / (wp.abs(v0) + 1.0)) - wp.dot(wp.vec3(-0.56), wp.vec3(-0.668, 0.614, -0.85))), (v0 / (wp.abs((v0 + v0)) + 1.0)))       <L 59>
                            var_402 = (var_400 > var_401);
                            var_403 = wp::where(var_402, var_399, var_399);
                            var_404 = wp::float(var_0);
                            var_405 = wp::abs(var_404);
                            var_407 = wp::add(var_405, var_406);
                            var_408 = wp::div(var_403, var_407);
                            var_410 = wp::abs(var_399);
                            var_412 = wp::add(var_410, var_411);
                            var_413 = wp::div(var_409, var_412);
                            var_415 = wp::vec_t<3, wp::float32>(var_414);
                            var_419 = wp::vec_t<3, wp::float32>(var_416, var_417, var_418);
                            var_420 = wp::dot(var_415, var_419);
                            var_421 = wp::sub(var_413, var_420);
                            var_422 = wp::add(var_399, var_399);
                            var_423 = wp::abs(var_422);
                            var_425 = wp::add(var_423, var_424);
                            var_426 = wp::div(var_399, var_425);
                            var_427 = wp::vec_t<3, wp::float32>(var_408, var_421, var_426);
                        }
                        var_428 = wp::where(var_378, var_399, var_376);
                        wp::assign(var_350, var_428);
                        goto start_for_14;
                    end_for_14:;
                }
                var_429 = wp::where(var_169, var_294, var_350);
            }
            var_430 = wp::where(var_120, var_168, var_429);
        }
        var_431 = wp::where(var_87, var_101, var_430);
    }
    var_432 = wp::where(var_84, var_86, var_431);
    // if (v0 - v0) <= (v0 - v0):                                                             <L 60>
    var_433 = wp::sub(var_432, var_432);
    var_434 = wp::sub(var_432, var_432);
    var_435 = (var_433 <= var_434);
    if (var_435) {
        // v0 = v0 + wp.tanh(wp.sin(v0))                                                      <L 61>
        var_436 = wp::sin(var_432);
        var_437 = wp::tanh(var_436);
        var_438 = wp::add(var_432, var_437);
        // if 0.38 < 0.2:                                                                     <L 62>
        var_441 = (var_439 < var_440);
        if (var_441) {
            // out0[tid] = v0 + v0 * 1.1                                                      <L 63>
            var_443 = wp::mul(var_438, var_442);
            var_444 = wp::add(var_438, var_443);
            wp::array_store(var_out0, var_0, var_444);
            // return                                                                         <L 64>
            return;
        }
        // for j13 in range(6):                                                               <L 65>
        var_446 = wp::range(var_445);
        start_for_17:;
            if (iter_cmp(var_446) == 0) goto end_for_17;
            var_447 = wp::iter_next(var_446);
            // v0 += wp.sin((wp.cw_mul(wp.vec3(0.6, 0.69, 1.281), wp.vec3(0.747, 0.89, -1.143)))[1])       <L 66>
            var_451 = wp::vec_t<3, wp::float32>(var_448, var_449, var_450);
            var_455 = wp::vec_t<3, wp::float32>(var_452, var_453, var_454);
            var_456 = wp::cw_mul(var_451, var_455);
            var_458 = wp::extract(var_456, var_457);
            var_459 = wp::sin(var_458);
            var_460 = wp::add(var_438, var_459);
            // if (j13) % 3 == 0:                                                             <L 67>
            var_462 = wp::mod(var_447, var_461);
            var_464 = (var_462 == var_463);
            if (var_464) {
                // continue                                                                   <L 68>
                wp::assign(var_438, var_460);
                goto start_for_17;
            }
            var_465 = wp::where(var_464, var_438, var_460);
            // if (j13) % 4 == 1:                                                             <L 69>
            var_467 = wp::mod(var_447, var_466);
            var_469 = (var_467 == var_468);
            if (var_469) {
                // break                                                                      <L 70>
                wp::assign(var_438, var_465);
                goto end_for_17;
            }
            var_470 = wp::where(var_469, var_438, var_465);
            wp::assign(var_438, var_470);
            goto start_for_17;
        end_for_17:;
    }
    if (!var_435) {
        // elif (int(wp.floor(wp.clamp(v0, -100.0, 100.0)))) % 4 == 0:                        <L 71>
        var_473 = wp::clamp(var_432, var_471, var_472);
        var_474 = wp::floor(var_473);
        var_475 = wp::int(var_474);
        var_477 = wp::mod(var_475, var_476);
        var_479 = (var_477 == var_478);
        if (var_479) {
            // v0 += wp.tanh(wp.mod(v0, wp.abs(wp.dot(wp.vec3(-0.913, -0.5, -1.46), wp.vec3(-1.237, -0.185, -1.3))) + 1.0))       <L 72>
            var_483 = wp::vec_t<3, wp::float32>(var_480, var_481, var_482);
            var_487 = wp::vec_t<3, wp::float32>(var_484, var_485, var_486);
            var_488 = wp::dot(var_483, var_487);
            var_489 = wp::abs(var_488);
            var_491 = wp::add(var_489, var_490);
            var_492 = wp::mod(var_432, var_491);
            var_493 = wp::tanh(var_492);
            var_494 = wp::add(var_432, var_493);
            // v0 = v0 + wp.tanh(v0)                                                          <L 73>
            var_495 = wp::tanh(var_494);
            var_496 = wp::add(var_494, var_495);
            // if v0 > v0:                                                                    <L 74>
            var_497 = (var_496 > var_496);
            if (var_497) {
                // return                                                                     <L 75>
                return;
            }
        }
        if (!var_479) {
            // elif not (v0 < v0 or (v0 <= v0) or (v0 < v0)):                                 <L 76>
            var_499 = (var_432 < var_432);
            var_498 = var_499;
            if (!var_498) {
                var_500 = (var_432 <= var_432);
                var_498 = var_498 || var_500;
            }
            if (!var_498) {
                var_501 = (var_432 < var_432);
                var_498 = var_498 || var_501;
            }
            var_502 = wp::unot(var_498);
            if (var_502) {
                // v0 = v0 + wp.sin(v0)                                                       <L 77>
                var_503 = wp::sin(var_432);
                var_504 = wp::add(var_432, var_503);
                // for j14 in range(n + 3, 0, -1):                                            <L 78>
                var_506 = wp::add(var_n, var_505);
                var_509 = wp::range(var_506, var_507, var_508);
                start_for_20:;
                    if (iter_cmp(var_509) == 0) goto end_for_20;
                    var_510 = wp::iter_next(var_509);
                    // v0 += wp.sin(float(tid))                                               <L 79>
                    var_511 = wp::float(var_0);
                    var_512 = wp::sin(var_511);
                    var_513 = wp::add(var_504, var_512);
                    // if (v0 > v0) and (v0 <= v0):                                           <L 80>
                    var_515 = (var_513 > var_513);
                    var_514 = var_515;
                    if (var_514) {
                        var_516 = (var_513 <= var_513);
                        var_514 = var_514 && var_516;
                    }
                    if (var_514) {
                        // out0[tid] = v0 + ((1.5 - v0) * float(tid)) * 1.11                  <L 81>
                        var_518 = wp::sub(var_517, var_513);
                        var_519 = wp::float(var_0);
                        var_520 = wp::mul(var_518, var_519);
                        var_522 = wp::mul(var_520, var_521);
                        var_523 = wp::add(var_513, var_522);
                        wp::array_store(var_out0, var_0, var_523);
                        // return                                                             <L 82>
                        return;
                    }
                    // v15 = (wp.sign((wp.vec3(0.632, -0.54, 1.235))[2]) + wp.where((tid) % 4 == 1, wp.floor(1.9), (v0 / (wp.abs(-1.49) + 1.0))))       <L 83>
                    var_527 = wp::vec_t<3, wp::float32>(var_524, var_525, var_526);
                    var_529 = wp::extract(var_527, var_528);
                    var_530 = wp::sign(var_529);
                    var_532 = wp::mod(var_0, var_531);
                    var_534 = (var_532 == var_533);
                    var_536 = wp::floor(var_535);
                    var_538 = wp::abs(var_537);
                    var_540 = wp::add(var_538, var_539);
                    var_541 = wp::div(var_513, var_540);
                    var_542 = wp::where(var_534, var_536, var_541);
                    var_543 = wp::add(var_530, var_542);
                    wp::assign(var_504, var_513);
                    goto start_for_20;
                end_for_20:;
            }
            if (!var_502) {
                // elif (v0 + v0) < v0:                                                       <L 84>
                var_544 = wp::add(var_432, var_432);
                var_545 = (var_544 < var_432);
                if (var_545) {
                    // v0 = v0 + wp.cos(((v0 - v0) + v0))                                     <L 85>
                    var_546 = wp::sub(var_432, var_432);
                    var_547 = wp::add(var_546, var_432);
                    var_548 = wp::cos(var_547);
                    var_549 = wp::add(var_432, var_548);
                    // for j16 in range(0, n * 2, 2):                                         <L 86>
                    var_551 = wp::mul(var_n, var_550);
                    var_554 = wp::range(var_552, var_551, var_553);
                    start_for_23:;
                        if (iter_cmp(var_554) == 0) goto end_for_23;
                        var_555 = wp::iter_next(var_554);
                        // v0 = v0 + wp.tanh(((0.562 / (wp.abs(0.9) + 1.0)) * (1.01 - -0.8)))       <L 87>
                        var_558 = wp::abs(var_557);
                        var_560 = wp::add(var_558, var_559);
                        var_561 = wp::div(var_556, var_560);
                        var_564 = wp::sub(var_562, var_563);
                        var_565 = wp::mul(var_561, var_564);
                        var_566 = wp::tanh(var_565);
                        var_567 = wp::add(var_549, var_566);
                        // if v0 > v0:                                                        <L 88>
                        var_568 = (var_567 > var_567);
                        if (var_568) {
                            // return                                                         <L 89>
                            return;
                        }
                        wp::assign(var_549, var_567);
                        goto start_for_23;
                    end_for_23:;
                    // for j17 in range(n):                                                   <L 90>
                    var_569 = wp::range(var_n);
                    start_for_26:;
                        if (iter_cmp(var_569) == 0) goto end_for_26;
                        var_570 = wp::iter_next(var_569);
                        // v0 = v0 + wp.cos(wp.abs((-1.3 - -0.7)))                            <L 91>
                        var_573 = wp::sub(var_571, var_572);
                        var_574 = wp::abs(var_573);
                        var_575 = wp::cos(var_574);
                        var_576 = wp::add(var_549, var_575);
                        // if not (v0 <= v0 or v0 < -1.654):                                  <L 92>
                        var_578 = (var_576 <= var_576);
                        var_577 = var_578;
                        if (!var_577) {
                            var_580 = (var_576 < var_579);
                            var_577 = var_577 || var_580;
                        }
                        var_581 = wp::unot(var_577);
                        if (var_581) {
                            // break                                                          <L 93>
                            wp::assign(var_549, var_576);
                            goto end_for_26;
                        }
                        var_582 = wp::where(var_581, var_549, var_576);
                        // v18 = wp.vec3(wp.atan(v0), wp.erfcinv(wp.clamp((v0 / (wp.abs(v0) + 1.0)), 0.2, 1.8)), (v0 + wp.where(v0 >= v0, v0, v0)))       <L 94>
                        var_583 = wp::atan(var_582);
                        var_584 = wp::abs(var_582);
                        var_586 = wp::add(var_584, var_585);
                        var_587 = wp::div(var_582, var_586);
                        var_590 = wp::clamp(var_587, var_588, var_589);
                        var_591 = wp::erfcinv(var_590);
                        var_592 = (var_582 >= var_582);
                        var_593 = wp::where(var_592, var_582, var_582);
                        var_594 = wp::add(var_582, var_593);
                        var_595 = wp::vec_t<3, wp::float32>(var_583, var_591, var_594);
                        wp::assign(var_549, var_582);
                        goto start_for_26;
                    end_for_26:;
                }
                if (!var_545) {
                    // v0 += wp.sin(v0)                                                       <L 96>
                    var_596 = wp::sin(var_432);
                    var_597 = wp::add(var_432, var_596);
                    // w19 = int(0)                                                           <L 97>
                    var_599 = wp::int(var_598);
                    // while w19 < 2 and (v0 < 0.9):                                          <L 98>
    start_while_28:;
                    var_602 = (var_599 < var_601);
                    var_600 = var_602;
                    if (var_600) {
                        var_604 = (var_597 < var_603);
                        var_600 = var_600 && var_604;
                    }
    if ((var_600) == false) goto end_while_28;
                        // w19 = w19 + 1                                                      <L 99>
                        var_606 = wp::add(var_599, var_605);
                        // v0 = v0 + wp.tanh(0.04)                                            <L 100>
                        var_608 = wp::tanh(var_607);
                        var_609 = wp::add(var_597, var_608);
                        // if v0 > v0:                                                        <L 101>
                        var_610 = (var_609 > var_609);
                        if (var_610) {
                            // break                                                          <L 102>
                            wp::assign(var_597, var_609);
                            wp::assign(var_599, var_606);
                            goto end_while_28;
                        }
                        var_611 = wp::where(var_610, var_597, var_609);
                        var_612 = wp::where(var_610, var_599, var_606);
                        wp::assign(var_597, var_611);
                        wp::assign(var_599, var_612);
    goto start_while_28;
    end_while_28:;
                    // for j20 in reversed(range(n)):                                         <L 103>
                    var_613 = wp::range(var_n);
                    var_614 = wp::iter_reverse(var_613);
                    start_for_30:;
                        if (iter_cmp(var_614) == 0) goto end_for_30;
                        var_615 = wp::iter_next(var_614);
                        // v0 = v0 + wp.cos(wp.dot(wp.vec3(0.16, -0.91, 1.7), (wp.vec3(-1.1, -0.703, 1.5) - wp.vec3(1.6, 0.357, 1.83))))       <L 104>
                        var_619 = wp::vec_t<3, wp::float32>(var_616, var_617, var_618);
                        var_623 = wp::vec_t<3, wp::float32>(var_620, var_621, var_622);
                        var_627 = wp::vec_t<3, wp::float32>(var_624, var_625, var_626);
                        var_628 = wp::sub(var_623, var_627);
                        var_629 = wp::dot(var_619, var_628);
                        var_630 = wp::cos(var_629);
                        var_631 = wp::add(var_597, var_630);
                        // for j21 in range(n):                                               <L 105>
                        var_632 = wp::range(var_n);
                        start_for_32:;
                            if (iter_cmp(var_632) == 0) goto end_for_32;
                            var_633 = wp::iter_next(var_632);
                            // v0 = v0 * 0.5 + wp.sin((wp.dot(wp.vec3(1.32, -0.118, -0.82), wp.vec3(-0.5)) / (wp.abs(wp.mod(-0.299, wp.abs(1.985) + 1.0)) + 1.0)))       <L 106>
                            var_635 = wp::mul(var_631, var_634);
                            var_639 = wp::vec_t<3, wp::float32>(var_636, var_637, var_638);
                            var_641 = wp::vec_t<3, wp::float32>(var_640);
                            var_642 = wp::dot(var_639, var_641);
                            var_645 = wp::abs(var_644);
                            var_647 = wp::add(var_645, var_646);
                            var_648 = wp::mod(var_643, var_647);
                            var_649 = wp::abs(var_648);
                            var_651 = wp::add(var_649, var_650);
                            var_652 = wp::div(var_642, var_651);
                            var_653 = wp::sin(var_652);
                            var_654 = wp::add(var_635, var_653);
                            // v0 = v0 * 0.5 + wp.tanh((float(tid) + float(tid)))             <L 107>
                            var_656 = wp::mul(var_654, var_655);
                            var_657 = wp::float(var_0);
                            var_658 = wp::float(var_0);
                            var_659 = wp::add(var_657, var_658);
                            var_660 = wp::tanh(var_659);
                            var_661 = wp::add(var_656, var_660);
                            // if v0 > v0:                                                    <L 108>
                            var_662 = (var_661 > var_661);
                            if (var_662) {
                                // continue                                                   <L 109>
                                wp::assign(var_631, var_661);
                                goto start_for_32;
                            }
                            var_663 = wp::where(var_662, var_631, var_661);
                            wp::assign(var_631, var_663);
                            goto start_for_32;
                        end_for_32:;
                        wp::assign(var_597, var_631);
                        goto start_for_30;
                    end_for_30:;
                }
                var_664 = wp::where(var_545, var_549, var_597);
            }
            var_665 = wp::where(var_502, var_504, var_664);
        }
        var_666 = wp::where(var_479, var_496, var_665);
    }
    var_667 = wp::where(var_435, var_438, var_666);
    // if (v0 <= v0) and (-0.14 <= v0):                                                       <L 110>
    var_669 = (var_667 <= var_667);
    var_668 = var_669;
    if (var_668) {
        var_671 = (var_670 <= var_667);
        var_668 = var_668 && var_671;
    }
    if (var_668) {
        // out0[tid] = v0 + (wp.log2(wp.abs(v0) + 1.0) - (v0 * v0)) * 1.69                    <L 111>
        var_672 = wp::abs(var_667);
        var_674 = wp::add(var_672, var_673);
        var_675 = wp::log2(var_674);
        var_676 = wp::mul(var_667, var_667);
        var_677 = wp::sub(var_675, var_676);
        var_679 = wp::mul(var_677, var_678);
        var_680 = wp::add(var_667, var_679);
        wp::array_store(var_out0, var_0, var_680);
        // return                                                                             <L 112>
        return;
    }
    // for j22 in range(n):                                                                   <L 113>
    var_681 = wp::range(var_n);
    start_for_35:;
        if (iter_cmp(var_681) == 0) goto end_for_35;
        var_682 = wp::iter_next(var_681);
        // v0 += wp.sin(-0.864)                                                               <L 114>
        var_684 = wp::sin(var_683);
        var_685 = wp::add(var_667, var_684);
        // if (v0 < v0) or (-1.604 < v0):                                                     <L 115>
        var_687 = (var_685 < var_685);
        var_686 = var_687;
        if (!var_686) {
            var_689 = (var_688 < var_685);
            var_686 = var_686 || var_689;
        }
        if (var_686) {
            // break                                                                          <L 116>
            wp::assign(var_667, var_685);
            goto end_for_35;
        }
        var_690 = wp::where(var_686, var_667, var_685);
        wp::assign(var_667, var_690);
        goto start_for_35;
    end_for_35:;
    // v23 = v0                                                                               <L 117>
    var_691 = wp::copy(var_667);
    // out0[tid] = v0 + v23 + wp.length_sq((wp.vec3(-1.05, 1.666, -0.74) / (wp.abs(v0) + 1.0))) * 0.56       <L 118>
    var_692 = wp::add(var_667, var_691);
    var_696 = wp::vec_t<3, wp::float32>(var_693, var_694, var_695);
    var_697 = wp::abs(var_667);
    var_699 = wp::add(var_697, var_698);
    var_700 = wp::div(var_696, var_699);
    var_701 = wp::length_sq(var_700);
    var_703 = wp::mul(var_701, var_702);
    var_704 = wp::add(var_692, var_703);
    wp::array_store(var_out0, var_0, var_704);
}



template <bool wp_linear_contiguous>
static void control_000002_c8412e2a_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_control_000002_c8412e2a *_wp_args,
    wp_args_control_000002_c8412e2a *_wp_adj_args)
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
    bool var_4;
    const wp::int32 var_5 = 3;
    wp::int32 var_6;
    const wp::int32 var_7 = 0;
    bool var_8;
    bool var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 0.44;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::range_t var_16;
    wp::int32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    const wp::int32 var_21 = 0;
    wp::int32 var_22;
    bool var_23;
    const wp::int32 var_24 = 3;
    bool var_25;
    const wp::float32 var_26 = 0.85;
    bool var_27;
    const wp::int32 var_28 = 1;
    wp::int32 var_29;
    const wp::float32 var_30 = 0.5;
    wp::float32 var_31;
    const wp::float32 var_32 = -1.929;
    const wp::float32 var_33 = -0.74;
    const wp::float32 var_34 = 0.5;
    wp::vec_t<3, wp::float32> var_35;
    const wp::float32 var_36 = -1.9;
    const wp::float32 var_37 = -0.27;
    const wp::float32 var_38 = -1.81;
    wp::vec_t<3, wp::float32> var_39;
    wp::vec_t<3, wp::float32> var_40;
    const wp::int32 var_41 = 2;
    wp::float32 var_42;
    wp::float32 var_43;
    wp::float32 var_44;
    const wp::int32 var_45 = 0;
    wp::int32 var_46;
    bool var_47;
    const wp::int32 var_48 = 5;
    bool var_49;
    const wp::int32 var_50 = 2;
    wp::int32 var_51;
    const wp::int32 var_52 = 1;
    bool var_53;
    const wp::int32 var_54 = 1;
    wp::int32 var_55;
    const wp::float32 var_56 = 0.5;
    wp::float32 var_57;
    const wp::float32 var_58 = 0.1;
    const wp::float32 var_59 = -0.04;
    const wp::float32 var_60 = -1.771;
    wp::vec_t<3, wp::float32> var_61;
    wp::float32 var_62;
    const wp::float32 var_63 = -0.16;
    const wp::float32 var_64 = -0.9;
    wp::float32 var_65;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    wp::float32 var_69;
    const wp::float32 var_70 = -0.9;
    const wp::float32 var_71 = 0.9;
    wp::float32 var_72;
    wp::float32 var_73;
    bool var_74;
    wp::float32 var_75;
    wp::float32 var_76;
    wp::float32 var_77;
    const wp::float32 var_78 = 1.0;
    wp::float32 var_79;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    wp::float32 var_83;
    bool var_84;
    wp::float32 var_85;
    wp::float32 var_86;
    bool var_87;
    bool var_88;
    const wp::float32 var_89 = 1.6;
    bool var_90;
    const wp::float32 var_91 = -1.317;
    bool var_92;
    bool var_93;
    bool var_94;
    const wp::float32 var_95 = 1.4;
    bool var_96;
    wp::float32 var_97;
    wp::float32 var_98;
    wp::float32 var_99;
    wp::float32 var_100;
    wp::float32 var_101;
    const wp::float32 var_102 = -1.2;
    wp::float32 var_103;
    const wp::float32 var_104 = 0.7;
    const wp::float32 var_105 = 0.1;
    const wp::float32 var_106 = 1.31;
    wp::vec_t<3, wp::float32> var_107;
    const wp::float32 var_108 = -0.91;
    const wp::float32 var_109 = 1.3;
    const wp::float32 var_110 = 0.16;
    wp::vec_t<3, wp::float32> var_111;
    wp::float32 var_112;
    wp::float32 var_113;
    const wp::float32 var_114 = 1.0;
    wp::float32 var_115;
    wp::float32 var_116;
    const wp::float32 var_117 = 0.5;
    wp::float32 var_118;
    wp::float32 var_119;
    bool var_120;
    const wp::float32 var_121 = -0.401;
    bool var_122;
    bool var_123;
    wp::float32 var_124;
    const wp::float32 var_125 = -0.25;
    const wp::float32 var_126 = 1.65;
    wp::float32 var_127;
    wp::float32 var_128;
    wp::float32 var_129;
    const wp::int32 var_130 = 5;
    wp::int32 var_131;
    wp::shape_t* var_132;
    const wp::int32 var_133 = 0;
    wp::int32 var_134;
    wp::shape_t var_135;
    wp::int32 var_136;
    wp::float32* var_137;
    wp::float32 var_138;
    wp::float32 var_139;
    wp::float32 var_140;
    const wp::float32 var_141 = -1.6;
    const wp::float32 var_142 = 1.256;
    const wp::float32 var_143 = 0.293;
    wp::vec_t<3, wp::float32> var_144;
    wp::float32 var_145;
    bool var_146;
    wp::float32 var_147;
    wp::float32 var_148;
    const wp::int32 var_149 = 0;
    wp::int32 var_150;
    const wp::int32 var_151 = 5;
    bool var_152;
    const wp::int32 var_153 = 1;
    wp::int32 var_154;
    const wp::float32 var_155 = 1.399;
    const wp::float32 var_156 = 0.76;
    wp::float32 var_157;
    wp::float32 var_158;
    wp::float32 var_159;
    bool var_160;
    bool var_161;
    bool var_162;
    wp::float32 var_163;
    wp::int32 var_164;
    bool var_165;
    wp::float32 var_166;
    wp::int32 var_167;
    wp::float32 var_168;
    bool var_169;
    bool var_170;
    bool var_171;
    bool var_172;
    const wp::float32 var_173 = 1.431;
    bool var_174;
    const wp::float32 var_175 = -1.748;
    const wp::float32 var_176 = 0.682;
    const wp::float32 var_177 = 0.1;
    wp::vec_t<3, wp::float32> var_178;
    wp::float32 var_179;
    wp::float32 var_180;
    wp::float32 var_181;
    wp::float32 var_182;
    wp::float32 var_183;
    const wp::int32 var_184 = 0;
    const wp::int32 var_185 = 1;
    wp::int32 var_186;
    wp::shape_t* var_187;
    const wp::int32 var_188 = 0;
    wp::int32 var_189;
    wp::shape_t var_190;
    wp::int32 var_191;
    wp::float32* var_192;
    wp::float32 var_193;
    wp::float32 var_194;
    wp::float32 var_195;
    const wp::float32 var_196 = -1.945;
    const wp::float32 var_197 = 0.92;
    const wp::float32 var_198 = -0.9;
    wp::vec_t<3, wp::float32> var_199;
    wp::float32 var_200;
    const wp::float32 var_201 = 0.21;
    const wp::float32 var_202 = -0.643;
    const wp::float32 var_203 = -1.1;
    wp::vec_t<3, wp::float32> var_204;
    const wp::float32 var_205 = 1.5;
    const wp::float32 var_206 = -1.28;
    const wp::float32 var_207 = 0.6;
    wp::vec_t<3, wp::float32> var_208;
    wp::float32 var_209;
    bool var_210;
    const wp::float32 var_211 = -1.3;
    wp::float32 var_212;
    const wp::float32 var_213 = 1.55;
    wp::float32 var_214;
    wp::float32 var_215;
    wp::float32 var_216;
    const wp::int32 var_217 = 3;
    wp::int32 var_218;
    const wp::int32 var_219 = 0;
    const wp::int32 var_220 = 3;
    wp::range_t var_221;
    wp::int32 var_222;
    const wp::float32 var_223 = 0.5;
    wp::float32 var_224;
    const wp::int32 var_225 = 5;
    wp::int32 var_226;
    wp::shape_t* var_227;
    const wp::int32 var_228 = 0;
    wp::int32 var_229;
    wp::shape_t var_230;
    wp::int32 var_231;
    wp::float32* var_232;
    wp::float32 var_233;
    wp::float32 var_234;
    wp::float32 var_235;
    bool var_236;
    wp::float32 var_237;
    const wp::float32 var_238 = -0.9;
    const wp::float32 var_239 = 0.9;
    wp::float32 var_240;
    wp::float32 var_241;
    wp::float32 var_242;
    const wp::float32 var_243 = 1.0;
    wp::float32 var_244;
    wp::float32 var_245;
    const wp::float32 var_246 = 1.99;
    wp::float32 var_247;
    wp::float32 var_248;
    wp::float32 var_249;
    const wp::float32 var_250 = 0.57;
    const wp::float32 var_251 = 0.915;
    const wp::float32 var_252 = -1.2;
    wp::vec_t<3, wp::float32> var_253;
    const wp::float32 var_254 = -1.85;
    const wp::float32 var_255 = 0.68;
    const wp::float32 var_256 = -1.969;
    wp::vec_t<3, wp::float32> var_257;
    wp::float32 var_258;
    wp::float32 var_259;
    wp::float32 var_260;
    wp::float32 var_261;
    const wp::int32 var_262 = 1;
    const wp::int32 var_263 = 1;
    wp::int32 var_264;
    wp::shape_t* var_265;
    const wp::int32 var_266 = 0;
    wp::int32 var_267;
    wp::shape_t var_268;
    wp::int32 var_269;
    wp::float32* var_270;
    wp::float32 var_271;
    wp::float32 var_272;
    wp::float32 var_273;
    const wp::float32 var_274 = -1.945;
    const wp::float32 var_275 = 0.92;
    const wp::float32 var_276 = -0.9;
    wp::vec_t<3, wp::float32> var_277;
    wp::float32 var_278;
    const wp::float32 var_279 = 0.21;
    const wp::float32 var_280 = -0.643;
    const wp::float32 var_281 = -1.1;
    wp::vec_t<3, wp::float32> var_282;
    const wp::float32 var_283 = 1.5;
    const wp::float32 var_284 = -1.28;
    const wp::float32 var_285 = 0.6;
    wp::vec_t<3, wp::float32> var_286;
    wp::float32 var_287;
    bool var_288;
    const wp::float32 var_289 = -1.3;
    wp::float32 var_290;
    const wp::float32 var_291 = 1.55;
    wp::float32 var_292;
    wp::float32 var_293;
    wp::float32 var_294;
    const wp::int32 var_295 = 3;
    wp::int32 var_296;
    const wp::int32 var_297 = 0;
    const wp::int32 var_298 = 3;
    wp::range_t var_299;
    wp::int32 var_300;
    const wp::float32 var_301 = 0.5;
    wp::float32 var_302;
    const wp::int32 var_303 = 5;
    wp::int32 var_304;
    wp::shape_t* var_305;
    const wp::int32 var_306 = 0;
    wp::int32 var_307;
    wp::shape_t var_308;
    wp::int32 var_309;
    wp::float32* var_310;
    wp::float32 var_311;
    wp::float32 var_312;
    wp::float32 var_313;
    bool var_314;
    wp::float32 var_315;
    const wp::float32 var_316 = -0.9;
    const wp::float32 var_317 = 0.9;
    wp::float32 var_318;
    wp::float32 var_319;
    wp::float32 var_320;
    const wp::float32 var_321 = 1.0;
    wp::float32 var_322;
    wp::float32 var_323;
    const wp::float32 var_324 = 1.99;
    wp::float32 var_325;
    wp::float32 var_326;
    wp::float32 var_327;
    const wp::float32 var_328 = 0.57;
    const wp::float32 var_329 = 0.915;
    const wp::float32 var_330 = -1.2;
    wp::vec_t<3, wp::float32> var_331;
    const wp::float32 var_332 = -1.85;
    const wp::float32 var_333 = 0.68;
    const wp::float32 var_334 = -1.969;
    wp::vec_t<3, wp::float32> var_335;
    wp::float32 var_336;
    wp::float32 var_337;
    wp::float32 var_338;
    wp::float32 var_339;
    const wp::float32 var_340 = 1.81;
    const wp::float32 var_341 = -1.66;
    const wp::float32 var_342 = -1.6;
    wp::vec_t<3, wp::float32> var_343;
    const wp::float32 var_344 = 0.36;
    const wp::float32 var_345 = -1.63;
    const wp::float32 var_346 = -0.02;
    wp::vec_t<3, wp::float32> var_347;
    wp::float32 var_348;
    wp::float32 var_349;
    wp::float32 var_350;
    const wp::int32 var_351 = 3;
    wp::int32 var_352;
    const wp::int32 var_353 = 0;
    const wp::int32 var_354 = 3;
    wp::range_t var_355;
    wp::int32 var_356;
    const wp::int32 var_357 = 1;
    wp::int32 var_358;
    wp::shape_t* var_359;
    const wp::int32 var_360 = 0;
    wp::int32 var_361;
    wp::shape_t var_362;
    wp::int32 var_363;
    wp::float32* var_364;
    const wp::float32 var_365 = 0.53;
    const wp::float32 var_366 = -1.675;
    wp::float32 var_367;
    wp::float32 var_368;
    const wp::float32 var_369 = 1.0;
    wp::float32 var_370;
    wp::float32 var_371;
    wp::float32 var_372;
    wp::float32 var_373;
    const wp::float32 var_374 = 0.19;
    wp::float32 var_375;
    wp::float32 var_376;
    wp::float32 var_377;
    bool var_378;
    const wp::float32 var_379 = 1.73;
    const wp::float32 var_380 = 1.82;
    const wp::float32 var_381 = -0.66;
    wp::vec_t<3, wp::float32> var_382;
    const wp::float32 var_383 = 0.5;
    const wp::float32 var_384 = 1.79;
    const wp::float32 var_385 = 0.49;
    wp::vec_t<3, wp::float32> var_386;
    const wp::float32 var_387 = 1.5;
    wp::vec_t<3, wp::float32> var_388;
    const wp::int32 var_389 = 2;
    wp::float32 var_390;
    wp::float32 var_391;
    wp::float32 var_392;
    const wp::float32 var_393 = -1.14;
    wp::vec_t<3, wp::float32> var_394;
    wp::vec_t<3, wp::float32> var_395;
    const wp::int32 var_396 = 0;
    wp::float32 var_397;
    wp::float32 var_398;
    wp::float32 var_399;
    const wp::float32 var_400 = -0.04;
    const wp::float32 var_401 = 1.76;
    bool var_402;
    wp::float32 var_403;
    wp::float32 var_404;
    wp::float32 var_405;
    const wp::float32 var_406 = 1.0;
    wp::float32 var_407;
    wp::float32 var_408;
    const wp::float32 var_409 = -1.642;
    wp::float32 var_410;
    const wp::float32 var_411 = 1.0;
    wp::float32 var_412;
    wp::float32 var_413;
    const wp::float32 var_414 = -0.56;
    wp::vec_t<3, wp::float32> var_415;
    const wp::float32 var_416 = -0.668;
    const wp::float32 var_417 = 0.614;
    const wp::float32 var_418 = -0.85;
    wp::vec_t<3, wp::float32> var_419;
    wp::float32 var_420;
    wp::float32 var_421;
    wp::float32 var_422;
    wp::float32 var_423;
    const wp::float32 var_424 = 1.0;
    wp::float32 var_425;
    wp::float32 var_426;
    wp::vec_t<3, wp::float32> var_427;
    wp::float32 var_428;
    wp::float32 var_429;
    wp::float32 var_430;
    wp::float32 var_431;
    wp::float32 var_432;
    wp::float32 var_433;
    wp::float32 var_434;
    bool var_435;
    wp::float32 var_436;
    wp::float32 var_437;
    wp::float32 var_438;
    const wp::float32 var_439 = 0.38;
    const wp::float32 var_440 = 0.2;
    bool var_441;
    const wp::float32 var_442 = 1.1;
    wp::float32 var_443;
    wp::float32 var_444;
    const wp::int32 var_445 = 6;
    wp::range_t var_446;
    wp::int32 var_447;
    const wp::float32 var_448 = 0.6;
    const wp::float32 var_449 = 0.69;
    const wp::float32 var_450 = 1.281;
    wp::vec_t<3, wp::float32> var_451;
    const wp::float32 var_452 = 0.747;
    const wp::float32 var_453 = 0.89;
    const wp::float32 var_454 = -1.143;
    wp::vec_t<3, wp::float32> var_455;
    wp::vec_t<3, wp::float32> var_456;
    const wp::int32 var_457 = 1;
    wp::float32 var_458;
    wp::float32 var_459;
    wp::float32 var_460;
    const wp::int32 var_461 = 3;
    wp::int32 var_462;
    const wp::int32 var_463 = 0;
    bool var_464;
    wp::float32 var_465;
    const wp::int32 var_466 = 4;
    wp::int32 var_467;
    const wp::int32 var_468 = 1;
    bool var_469;
    wp::float32 var_470;
    const wp::float32 var_471 = -100.0;
    const wp::float32 var_472 = 100.0;
    wp::float32 var_473;
    wp::float32 var_474;
    wp::int32 var_475;
    const wp::int32 var_476 = 4;
    wp::int32 var_477;
    const wp::int32 var_478 = 0;
    bool var_479;
    const wp::float32 var_480 = -0.913;
    const wp::float32 var_481 = -0.5;
    const wp::float32 var_482 = -1.46;
    wp::vec_t<3, wp::float32> var_483;
    const wp::float32 var_484 = -1.237;
    const wp::float32 var_485 = -0.185;
    const wp::float32 var_486 = -1.3;
    wp::vec_t<3, wp::float32> var_487;
    wp::float32 var_488;
    wp::float32 var_489;
    const wp::float32 var_490 = 1.0;
    wp::float32 var_491;
    wp::float32 var_492;
    wp::float32 var_493;
    wp::float32 var_494;
    wp::float32 var_495;
    wp::float32 var_496;
    bool var_497;
    bool var_498;
    bool var_499;
    bool var_500;
    bool var_501;
    bool var_502;
    wp::float32 var_503;
    wp::float32 var_504;
    const wp::int32 var_505 = 3;
    wp::int32 var_506;
    const wp::int32 var_507 = 0;
    const wp::int32 var_508 = -1;
    wp::range_t var_509;
    wp::int32 var_510;
    wp::float32 var_511;
    wp::float32 var_512;
    wp::float32 var_513;
    bool var_514;
    bool var_515;
    bool var_516;
    const wp::float32 var_517 = 1.5;
    wp::float32 var_518;
    wp::float32 var_519;
    wp::float32 var_520;
    const wp::float32 var_521 = 1.11;
    wp::float32 var_522;
    wp::float32 var_523;
    const wp::float32 var_524 = 0.632;
    const wp::float32 var_525 = -0.54;
    const wp::float32 var_526 = 1.235;
    wp::vec_t<3, wp::float32> var_527;
    const wp::int32 var_528 = 2;
    wp::float32 var_529;
    wp::float32 var_530;
    const wp::int32 var_531 = 4;
    wp::int32 var_532;
    const wp::int32 var_533 = 1;
    bool var_534;
    const wp::float32 var_535 = 1.9;
    wp::float32 var_536;
    const wp::float32 var_537 = -1.49;
    wp::float32 var_538;
    const wp::float32 var_539 = 1.0;
    wp::float32 var_540;
    wp::float32 var_541;
    wp::float32 var_542;
    wp::float32 var_543;
    wp::float32 var_544;
    bool var_545;
    wp::float32 var_546;
    wp::float32 var_547;
    wp::float32 var_548;
    wp::float32 var_549;
    const wp::int32 var_550 = 2;
    wp::int32 var_551;
    const wp::int32 var_552 = 0;
    const wp::int32 var_553 = 2;
    wp::range_t var_554;
    wp::int32 var_555;
    const wp::float32 var_556 = 0.562;
    const wp::float32 var_557 = 0.9;
    wp::float32 var_558;
    const wp::float32 var_559 = 1.0;
    wp::float32 var_560;
    wp::float32 var_561;
    const wp::float32 var_562 = 1.01;
    const wp::float32 var_563 = -0.8;
    wp::float32 var_564;
    wp::float32 var_565;
    wp::float32 var_566;
    wp::float32 var_567;
    bool var_568;
    wp::range_t var_569;
    wp::int32 var_570;
    const wp::float32 var_571 = -1.3;
    const wp::float32 var_572 = -0.7;
    wp::float32 var_573;
    wp::float32 var_574;
    wp::float32 var_575;
    wp::float32 var_576;
    bool var_577;
    bool var_578;
    const wp::float32 var_579 = -1.654;
    bool var_580;
    bool var_581;
    wp::float32 var_582;
    wp::float32 var_583;
    wp::float32 var_584;
    const wp::float32 var_585 = 1.0;
    wp::float32 var_586;
    wp::float32 var_587;
    const wp::float32 var_588 = 0.2;
    const wp::float32 var_589 = 1.8;
    wp::float32 var_590;
    wp::float32 var_591;
    bool var_592;
    wp::float32 var_593;
    wp::float32 var_594;
    wp::vec_t<3, wp::float32> var_595;
    wp::float32 var_596;
    wp::float32 var_597;
    const wp::int32 var_598 = 0;
    wp::int32 var_599;
    bool var_600;
    const wp::int32 var_601 = 2;
    bool var_602;
    const wp::float32 var_603 = 0.9;
    bool var_604;
    const wp::int32 var_605 = 1;
    wp::int32 var_606;
    const wp::float32 var_607 = 0.04;
    wp::float32 var_608;
    wp::float32 var_609;
    bool var_610;
    wp::float32 var_611;
    wp::int32 var_612;
    wp::range_t var_613;
    wp::range_t var_614;
    wp::int32 var_615;
    const wp::float32 var_616 = 0.16;
    const wp::float32 var_617 = -0.91;
    const wp::float32 var_618 = 1.7;
    wp::vec_t<3, wp::float32> var_619;
    const wp::float32 var_620 = -1.1;
    const wp::float32 var_621 = -0.703;
    const wp::float32 var_622 = 1.5;
    wp::vec_t<3, wp::float32> var_623;
    const wp::float32 var_624 = 1.6;
    const wp::float32 var_625 = 0.357;
    const wp::float32 var_626 = 1.83;
    wp::vec_t<3, wp::float32> var_627;
    wp::vec_t<3, wp::float32> var_628;
    wp::float32 var_629;
    wp::float32 var_630;
    wp::float32 var_631;
    wp::range_t var_632;
    wp::int32 var_633;
    const wp::float32 var_634 = 0.5;
    wp::float32 var_635;
    const wp::float32 var_636 = 1.32;
    const wp::float32 var_637 = -0.118;
    const wp::float32 var_638 = -0.82;
    wp::vec_t<3, wp::float32> var_639;
    const wp::float32 var_640 = -0.5;
    wp::vec_t<3, wp::float32> var_641;
    wp::float32 var_642;
    const wp::float32 var_643 = -0.299;
    const wp::float32 var_644 = 1.985;
    wp::float32 var_645;
    const wp::float32 var_646 = 1.0;
    wp::float32 var_647;
    wp::float32 var_648;
    wp::float32 var_649;
    const wp::float32 var_650 = 1.0;
    wp::float32 var_651;
    wp::float32 var_652;
    wp::float32 var_653;
    wp::float32 var_654;
    const wp::float32 var_655 = 0.5;
    wp::float32 var_656;
    wp::float32 var_657;
    wp::float32 var_658;
    wp::float32 var_659;
    wp::float32 var_660;
    wp::float32 var_661;
    bool var_662;
    wp::float32 var_663;
    wp::float32 var_664;
    wp::float32 var_665;
    wp::float32 var_666;
    wp::float32 var_667;
    bool var_668;
    bool var_669;
    const wp::float32 var_670 = -0.14;
    bool var_671;
    wp::float32 var_672;
    const wp::float32 var_673 = 1.0;
    wp::float32 var_674;
    wp::float32 var_675;
    wp::float32 var_676;
    wp::float32 var_677;
    const wp::float32 var_678 = 1.69;
    wp::float32 var_679;
    wp::float32 var_680;
    wp::range_t var_681;
    wp::int32 var_682;
    const wp::float32 var_683 = -0.864;
    wp::float32 var_684;
    wp::float32 var_685;
    bool var_686;
    bool var_687;
    const wp::float32 var_688 = -1.604;
    bool var_689;
    wp::float32 var_690;
    wp::float32 var_691;
    wp::float32 var_692;
    const wp::float32 var_693 = -1.05;
    const wp::float32 var_694 = 1.666;
    const wp::float32 var_695 = -0.74;
    wp::vec_t<3, wp::float32> var_696;
    wp::float32 var_697;
    const wp::float32 var_698 = 1.0;
    wp::float32 var_699;
    wp::vec_t<3, wp::float32> var_700;
    wp::float32 var_701;
    const wp::float32 var_702 = 0.56;
    wp::float32 var_703;
    wp::float32 var_704;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    bool adj_4 = {};
    wp::int32 adj_5 = {};
    wp::int32 adj_6 = {};
    wp::int32 adj_7 = {};
    bool adj_8 = {};
    bool adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::range_t adj_16 = {};
    wp::int32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::int32 adj_21 = {};
    wp::int32 adj_22 = {};
    bool adj_23 = {};
    wp::int32 adj_24 = {};
    bool adj_25 = {};
    wp::float32 adj_26 = {};
    bool adj_27 = {};
    wp::int32 adj_28 = {};
    wp::int32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::vec_t<3, wp::float32> adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::vec_t<3, wp::float32> adj_39 = {};
    wp::vec_t<3, wp::float32> adj_40 = {};
    wp::int32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::int32 adj_45 = {};
    wp::int32 adj_46 = {};
    bool adj_47 = {};
    wp::int32 adj_48 = {};
    bool adj_49 = {};
    wp::int32 adj_50 = {};
    wp::int32 adj_51 = {};
    wp::int32 adj_52 = {};
    bool adj_53 = {};
    wp::int32 adj_54 = {};
    wp::int32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::vec_t<3, wp::float32> adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::float32 adj_69 = {};
    wp::float32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    wp::float32 adj_73 = {};
    bool adj_74 = {};
    wp::float32 adj_75 = {};
    wp::float32 adj_76 = {};
    wp::float32 adj_77 = {};
    wp::float32 adj_78 = {};
    wp::float32 adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    bool adj_84 = {};
    wp::float32 adj_85 = {};
    wp::float32 adj_86 = {};
    bool adj_87 = {};
    bool adj_88 = {};
    wp::float32 adj_89 = {};
    bool adj_90 = {};
    wp::float32 adj_91 = {};
    bool adj_92 = {};
    bool adj_93 = {};
    bool adj_94 = {};
    wp::float32 adj_95 = {};
    bool adj_96 = {};
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
    wp::vec_t<3, wp::float32> adj_107 = {};
    wp::float32 adj_108 = {};
    wp::float32 adj_109 = {};
    wp::float32 adj_110 = {};
    wp::vec_t<3, wp::float32> adj_111 = {};
    wp::float32 adj_112 = {};
    wp::float32 adj_113 = {};
    wp::float32 adj_114 = {};
    wp::float32 adj_115 = {};
    wp::float32 adj_116 = {};
    wp::float32 adj_117 = {};
    wp::float32 adj_118 = {};
    wp::float32 adj_119 = {};
    bool adj_120 = {};
    wp::float32 adj_121 = {};
    bool adj_122 = {};
    bool adj_123 = {};
    wp::float32 adj_124 = {};
    wp::float32 adj_125 = {};
    wp::float32 adj_126 = {};
    wp::float32 adj_127 = {};
    wp::float32 adj_128 = {};
    wp::float32 adj_129 = {};
    wp::int32 adj_130 = {};
    wp::int32 adj_131 = {};
    wp::shape_t adj_132 = {};
    wp::int32 adj_133 = {};
    wp::int32 adj_134 = {};
    wp::shape_t adj_135 = {};
    wp::int32 adj_136 = {};
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
    wp::int32 adj_149 = {};
    wp::int32 adj_150 = {};
    wp::int32 adj_151 = {};
    bool adj_152 = {};
    wp::int32 adj_153 = {};
    wp::int32 adj_154 = {};
    wp::float32 adj_155 = {};
    wp::float32 adj_156 = {};
    wp::float32 adj_157 = {};
    wp::float32 adj_158 = {};
    wp::float32 adj_159 = {};
    bool adj_160 = {};
    bool adj_161 = {};
    bool adj_162 = {};
    wp::float32 adj_163 = {};
    wp::int32 adj_164 = {};
    bool adj_165 = {};
    wp::float32 adj_166 = {};
    wp::int32 adj_167 = {};
    wp::float32 adj_168 = {};
    bool adj_169 = {};
    bool adj_170 = {};
    bool adj_171 = {};
    bool adj_172 = {};
    wp::float32 adj_173 = {};
    bool adj_174 = {};
    wp::float32 adj_175 = {};
    wp::float32 adj_176 = {};
    wp::float32 adj_177 = {};
    wp::vec_t<3, wp::float32> adj_178 = {};
    wp::float32 adj_179 = {};
    wp::float32 adj_180 = {};
    wp::float32 adj_181 = {};
    wp::float32 adj_182 = {};
    wp::float32 adj_183 = {};
    wp::int32 adj_184 = {};
    wp::int32 adj_185 = {};
    wp::int32 adj_186 = {};
    wp::shape_t adj_187 = {};
    wp::int32 adj_188 = {};
    wp::int32 adj_189 = {};
    wp::shape_t adj_190 = {};
    wp::int32 adj_191 = {};
    wp::float32 adj_192 = {};
    wp::float32 adj_193 = {};
    wp::float32 adj_194 = {};
    wp::float32 adj_195 = {};
    wp::float32 adj_196 = {};
    wp::float32 adj_197 = {};
    wp::float32 adj_198 = {};
    wp::vec_t<3, wp::float32> adj_199 = {};
    wp::float32 adj_200 = {};
    wp::float32 adj_201 = {};
    wp::float32 adj_202 = {};
    wp::float32 adj_203 = {};
    wp::vec_t<3, wp::float32> adj_204 = {};
    wp::float32 adj_205 = {};
    wp::float32 adj_206 = {};
    wp::float32 adj_207 = {};
    wp::vec_t<3, wp::float32> adj_208 = {};
    wp::float32 adj_209 = {};
    bool adj_210 = {};
    wp::float32 adj_211 = {};
    wp::float32 adj_212 = {};
    wp::float32 adj_213 = {};
    wp::float32 adj_214 = {};
    wp::float32 adj_215 = {};
    wp::float32 adj_216 = {};
    wp::int32 adj_217 = {};
    wp::int32 adj_218 = {};
    wp::int32 adj_219 = {};
    wp::int32 adj_220 = {};
    wp::range_t adj_221 = {};
    wp::int32 adj_222 = {};
    wp::float32 adj_223 = {};
    wp::float32 adj_224 = {};
    wp::int32 adj_225 = {};
    wp::int32 adj_226 = {};
    wp::shape_t adj_227 = {};
    wp::int32 adj_228 = {};
    wp::int32 adj_229 = {};
    wp::shape_t adj_230 = {};
    wp::int32 adj_231 = {};
    wp::float32 adj_232 = {};
    wp::float32 adj_233 = {};
    wp::float32 adj_234 = {};
    wp::float32 adj_235 = {};
    bool adj_236 = {};
    wp::float32 adj_237 = {};
    wp::float32 adj_238 = {};
    wp::float32 adj_239 = {};
    wp::float32 adj_240 = {};
    wp::float32 adj_241 = {};
    wp::float32 adj_242 = {};
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
    wp::vec_t<3, wp::float32> adj_253 = {};
    wp::float32 adj_254 = {};
    wp::float32 adj_255 = {};
    wp::float32 adj_256 = {};
    wp::vec_t<3, wp::float32> adj_257 = {};
    wp::float32 adj_258 = {};
    wp::float32 adj_259 = {};
    wp::float32 adj_260 = {};
    wp::float32 adj_261 = {};
    wp::int32 adj_262 = {};
    wp::int32 adj_263 = {};
    wp::int32 adj_264 = {};
    wp::shape_t adj_265 = {};
    wp::int32 adj_266 = {};
    wp::int32 adj_267 = {};
    wp::shape_t adj_268 = {};
    wp::int32 adj_269 = {};
    wp::float32 adj_270 = {};
    wp::float32 adj_271 = {};
    wp::float32 adj_272 = {};
    wp::float32 adj_273 = {};
    wp::float32 adj_274 = {};
    wp::float32 adj_275 = {};
    wp::float32 adj_276 = {};
    wp::vec_t<3, wp::float32> adj_277 = {};
    wp::float32 adj_278 = {};
    wp::float32 adj_279 = {};
    wp::float32 adj_280 = {};
    wp::float32 adj_281 = {};
    wp::vec_t<3, wp::float32> adj_282 = {};
    wp::float32 adj_283 = {};
    wp::float32 adj_284 = {};
    wp::float32 adj_285 = {};
    wp::vec_t<3, wp::float32> adj_286 = {};
    wp::float32 adj_287 = {};
    bool adj_288 = {};
    wp::float32 adj_289 = {};
    wp::float32 adj_290 = {};
    wp::float32 adj_291 = {};
    wp::float32 adj_292 = {};
    wp::float32 adj_293 = {};
    wp::float32 adj_294 = {};
    wp::int32 adj_295 = {};
    wp::int32 adj_296 = {};
    wp::int32 adj_297 = {};
    wp::int32 adj_298 = {};
    wp::range_t adj_299 = {};
    wp::int32 adj_300 = {};
    wp::float32 adj_301 = {};
    wp::float32 adj_302 = {};
    wp::int32 adj_303 = {};
    wp::int32 adj_304 = {};
    wp::shape_t adj_305 = {};
    wp::int32 adj_306 = {};
    wp::int32 adj_307 = {};
    wp::shape_t adj_308 = {};
    wp::int32 adj_309 = {};
    wp::float32 adj_310 = {};
    wp::float32 adj_311 = {};
    wp::float32 adj_312 = {};
    wp::float32 adj_313 = {};
    bool adj_314 = {};
    wp::float32 adj_315 = {};
    wp::float32 adj_316 = {};
    wp::float32 adj_317 = {};
    wp::float32 adj_318 = {};
    wp::float32 adj_319 = {};
    wp::float32 adj_320 = {};
    wp::float32 adj_321 = {};
    wp::float32 adj_322 = {};
    wp::float32 adj_323 = {};
    wp::float32 adj_324 = {};
    wp::float32 adj_325 = {};
    wp::float32 adj_326 = {};
    wp::float32 adj_327 = {};
    wp::float32 adj_328 = {};
    wp::float32 adj_329 = {};
    wp::float32 adj_330 = {};
    wp::vec_t<3, wp::float32> adj_331 = {};
    wp::float32 adj_332 = {};
    wp::float32 adj_333 = {};
    wp::float32 adj_334 = {};
    wp::vec_t<3, wp::float32> adj_335 = {};
    wp::float32 adj_336 = {};
    wp::float32 adj_337 = {};
    wp::float32 adj_338 = {};
    wp::float32 adj_339 = {};
    wp::float32 adj_340 = {};
    wp::float32 adj_341 = {};
    wp::float32 adj_342 = {};
    wp::vec_t<3, wp::float32> adj_343 = {};
    wp::float32 adj_344 = {};
    wp::float32 adj_345 = {};
    wp::float32 adj_346 = {};
    wp::vec_t<3, wp::float32> adj_347 = {};
    wp::float32 adj_348 = {};
    wp::float32 adj_349 = {};
    wp::float32 adj_350 = {};
    wp::int32 adj_351 = {};
    wp::int32 adj_352 = {};
    wp::int32 adj_353 = {};
    wp::int32 adj_354 = {};
    wp::range_t adj_355 = {};
    wp::int32 adj_356 = {};
    wp::int32 adj_357 = {};
    wp::int32 adj_358 = {};
    wp::shape_t adj_359 = {};
    wp::int32 adj_360 = {};
    wp::int32 adj_361 = {};
    wp::shape_t adj_362 = {};
    wp::int32 adj_363 = {};
    wp::float32 adj_364 = {};
    wp::float32 adj_365 = {};
    wp::float32 adj_366 = {};
    wp::float32 adj_367 = {};
    wp::float32 adj_368 = {};
    wp::float32 adj_369 = {};
    wp::float32 adj_370 = {};
    wp::float32 adj_371 = {};
    wp::float32 adj_372 = {};
    wp::float32 adj_373 = {};
    wp::float32 adj_374 = {};
    wp::float32 adj_375 = {};
    wp::float32 adj_376 = {};
    wp::float32 adj_377 = {};
    bool adj_378 = {};
    wp::float32 adj_379 = {};
    wp::float32 adj_380 = {};
    wp::float32 adj_381 = {};
    wp::vec_t<3, wp::float32> adj_382 = {};
    wp::float32 adj_383 = {};
    wp::float32 adj_384 = {};
    wp::float32 adj_385 = {};
    wp::vec_t<3, wp::float32> adj_386 = {};
    wp::float32 adj_387 = {};
    wp::vec_t<3, wp::float32> adj_388 = {};
    wp::int32 adj_389 = {};
    wp::float32 adj_390 = {};
    wp::float32 adj_391 = {};
    wp::float32 adj_392 = {};
    wp::float32 adj_393 = {};
    wp::vec_t<3, wp::float32> adj_394 = {};
    wp::vec_t<3, wp::float32> adj_395 = {};
    wp::int32 adj_396 = {};
    wp::float32 adj_397 = {};
    wp::float32 adj_398 = {};
    wp::float32 adj_399 = {};
    wp::float32 adj_400 = {};
    wp::float32 adj_401 = {};
    bool adj_402 = {};
    wp::float32 adj_403 = {};
    wp::float32 adj_404 = {};
    wp::float32 adj_405 = {};
    wp::float32 adj_406 = {};
    wp::float32 adj_407 = {};
    wp::float32 adj_408 = {};
    wp::float32 adj_409 = {};
    wp::float32 adj_410 = {};
    wp::float32 adj_411 = {};
    wp::float32 adj_412 = {};
    wp::float32 adj_413 = {};
    wp::float32 adj_414 = {};
    wp::vec_t<3, wp::float32> adj_415 = {};
    wp::float32 adj_416 = {};
    wp::float32 adj_417 = {};
    wp::float32 adj_418 = {};
    wp::vec_t<3, wp::float32> adj_419 = {};
    wp::float32 adj_420 = {};
    wp::float32 adj_421 = {};
    wp::float32 adj_422 = {};
    wp::float32 adj_423 = {};
    wp::float32 adj_424 = {};
    wp::float32 adj_425 = {};
    wp::float32 adj_426 = {};
    wp::vec_t<3, wp::float32> adj_427 = {};
    wp::float32 adj_428 = {};
    wp::float32 adj_429 = {};
    wp::float32 adj_430 = {};
    wp::float32 adj_431 = {};
    wp::float32 adj_432 = {};
    wp::float32 adj_433 = {};
    wp::float32 adj_434 = {};
    bool adj_435 = {};
    wp::float32 adj_436 = {};
    wp::float32 adj_437 = {};
    wp::float32 adj_438 = {};
    wp::float32 adj_439 = {};
    wp::float32 adj_440 = {};
    bool adj_441 = {};
    wp::float32 adj_442 = {};
    wp::float32 adj_443 = {};
    wp::float32 adj_444 = {};
    wp::int32 adj_445 = {};
    wp::range_t adj_446 = {};
    wp::int32 adj_447 = {};
    wp::float32 adj_448 = {};
    wp::float32 adj_449 = {};
    wp::float32 adj_450 = {};
    wp::vec_t<3, wp::float32> adj_451 = {};
    wp::float32 adj_452 = {};
    wp::float32 adj_453 = {};
    wp::float32 adj_454 = {};
    wp::vec_t<3, wp::float32> adj_455 = {};
    wp::vec_t<3, wp::float32> adj_456 = {};
    wp::int32 adj_457 = {};
    wp::float32 adj_458 = {};
    wp::float32 adj_459 = {};
    wp::float32 adj_460 = {};
    wp::int32 adj_461 = {};
    wp::int32 adj_462 = {};
    wp::int32 adj_463 = {};
    bool adj_464 = {};
    wp::float32 adj_465 = {};
    wp::int32 adj_466 = {};
    wp::int32 adj_467 = {};
    wp::int32 adj_468 = {};
    bool adj_469 = {};
    wp::float32 adj_470 = {};
    wp::float32 adj_471 = {};
    wp::float32 adj_472 = {};
    wp::float32 adj_473 = {};
    wp::float32 adj_474 = {};
    wp::int32 adj_475 = {};
    wp::int32 adj_476 = {};
    wp::int32 adj_477 = {};
    wp::int32 adj_478 = {};
    bool adj_479 = {};
    wp::float32 adj_480 = {};
    wp::float32 adj_481 = {};
    wp::float32 adj_482 = {};
    wp::vec_t<3, wp::float32> adj_483 = {};
    wp::float32 adj_484 = {};
    wp::float32 adj_485 = {};
    wp::float32 adj_486 = {};
    wp::vec_t<3, wp::float32> adj_487 = {};
    wp::float32 adj_488 = {};
    wp::float32 adj_489 = {};
    wp::float32 adj_490 = {};
    wp::float32 adj_491 = {};
    wp::float32 adj_492 = {};
    wp::float32 adj_493 = {};
    wp::float32 adj_494 = {};
    wp::float32 adj_495 = {};
    wp::float32 adj_496 = {};
    bool adj_497 = {};
    bool adj_498 = {};
    bool adj_499 = {};
    bool adj_500 = {};
    bool adj_501 = {};
    bool adj_502 = {};
    wp::float32 adj_503 = {};
    wp::float32 adj_504 = {};
    wp::int32 adj_505 = {};
    wp::int32 adj_506 = {};
    wp::int32 adj_507 = {};
    wp::int32 adj_508 = {};
    wp::range_t adj_509 = {};
    wp::int32 adj_510 = {};
    wp::float32 adj_511 = {};
    wp::float32 adj_512 = {};
    wp::float32 adj_513 = {};
    bool adj_514 = {};
    bool adj_515 = {};
    bool adj_516 = {};
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
    wp::vec_t<3, wp::float32> adj_527 = {};
    wp::int32 adj_528 = {};
    wp::float32 adj_529 = {};
    wp::float32 adj_530 = {};
    wp::int32 adj_531 = {};
    wp::int32 adj_532 = {};
    wp::int32 adj_533 = {};
    bool adj_534 = {};
    wp::float32 adj_535 = {};
    wp::float32 adj_536 = {};
    wp::float32 adj_537 = {};
    wp::float32 adj_538 = {};
    wp::float32 adj_539 = {};
    wp::float32 adj_540 = {};
    wp::float32 adj_541 = {};
    wp::float32 adj_542 = {};
    wp::float32 adj_543 = {};
    wp::float32 adj_544 = {};
    bool adj_545 = {};
    wp::float32 adj_546 = {};
    wp::float32 adj_547 = {};
    wp::float32 adj_548 = {};
    wp::float32 adj_549 = {};
    wp::int32 adj_550 = {};
    wp::int32 adj_551 = {};
    wp::int32 adj_552 = {};
    wp::int32 adj_553 = {};
    wp::range_t adj_554 = {};
    wp::int32 adj_555 = {};
    wp::float32 adj_556 = {};
    wp::float32 adj_557 = {};
    wp::float32 adj_558 = {};
    wp::float32 adj_559 = {};
    wp::float32 adj_560 = {};
    wp::float32 adj_561 = {};
    wp::float32 adj_562 = {};
    wp::float32 adj_563 = {};
    wp::float32 adj_564 = {};
    wp::float32 adj_565 = {};
    wp::float32 adj_566 = {};
    wp::float32 adj_567 = {};
    bool adj_568 = {};
    wp::range_t adj_569 = {};
    wp::int32 adj_570 = {};
    wp::float32 adj_571 = {};
    wp::float32 adj_572 = {};
    wp::float32 adj_573 = {};
    wp::float32 adj_574 = {};
    wp::float32 adj_575 = {};
    wp::float32 adj_576 = {};
    bool adj_577 = {};
    bool adj_578 = {};
    wp::float32 adj_579 = {};
    bool adj_580 = {};
    bool adj_581 = {};
    wp::float32 adj_582 = {};
    wp::float32 adj_583 = {};
    wp::float32 adj_584 = {};
    wp::float32 adj_585 = {};
    wp::float32 adj_586 = {};
    wp::float32 adj_587 = {};
    wp::float32 adj_588 = {};
    wp::float32 adj_589 = {};
    wp::float32 adj_590 = {};
    wp::float32 adj_591 = {};
    bool adj_592 = {};
    wp::float32 adj_593 = {};
    wp::float32 adj_594 = {};
    wp::vec_t<3, wp::float32> adj_595 = {};
    wp::float32 adj_596 = {};
    wp::float32 adj_597 = {};
    wp::int32 adj_598 = {};
    wp::int32 adj_599 = {};
    bool adj_600 = {};
    wp::int32 adj_601 = {};
    bool adj_602 = {};
    wp::float32 adj_603 = {};
    bool adj_604 = {};
    wp::int32 adj_605 = {};
    wp::int32 adj_606 = {};
    wp::float32 adj_607 = {};
    wp::float32 adj_608 = {};
    wp::float32 adj_609 = {};
    bool adj_610 = {};
    wp::float32 adj_611 = {};
    wp::int32 adj_612 = {};
    wp::range_t adj_613 = {};
    wp::range_t adj_614 = {};
    wp::int32 adj_615 = {};
    wp::float32 adj_616 = {};
    wp::float32 adj_617 = {};
    wp::float32 adj_618 = {};
    wp::vec_t<3, wp::float32> adj_619 = {};
    wp::float32 adj_620 = {};
    wp::float32 adj_621 = {};
    wp::float32 adj_622 = {};
    wp::vec_t<3, wp::float32> adj_623 = {};
    wp::float32 adj_624 = {};
    wp::float32 adj_625 = {};
    wp::float32 adj_626 = {};
    wp::vec_t<3, wp::float32> adj_627 = {};
    wp::vec_t<3, wp::float32> adj_628 = {};
    wp::float32 adj_629 = {};
    wp::float32 adj_630 = {};
    wp::float32 adj_631 = {};
    wp::range_t adj_632 = {};
    wp::int32 adj_633 = {};
    wp::float32 adj_634 = {};
    wp::float32 adj_635 = {};
    wp::float32 adj_636 = {};
    wp::float32 adj_637 = {};
    wp::float32 adj_638 = {};
    wp::vec_t<3, wp::float32> adj_639 = {};
    wp::float32 adj_640 = {};
    wp::vec_t<3, wp::float32> adj_641 = {};
    wp::float32 adj_642 = {};
    wp::float32 adj_643 = {};
    wp::float32 adj_644 = {};
    wp::float32 adj_645 = {};
    wp::float32 adj_646 = {};
    wp::float32 adj_647 = {};
    wp::float32 adj_648 = {};
    wp::float32 adj_649 = {};
    wp::float32 adj_650 = {};
    wp::float32 adj_651 = {};
    wp::float32 adj_652 = {};
    wp::float32 adj_653 = {};
    wp::float32 adj_654 = {};
    wp::float32 adj_655 = {};
    wp::float32 adj_656 = {};
    wp::float32 adj_657 = {};
    wp::float32 adj_658 = {};
    wp::float32 adj_659 = {};
    wp::float32 adj_660 = {};
    wp::float32 adj_661 = {};
    bool adj_662 = {};
    wp::float32 adj_663 = {};
    wp::float32 adj_664 = {};
    wp::float32 adj_665 = {};
    wp::float32 adj_666 = {};
    wp::float32 adj_667 = {};
    bool adj_668 = {};
    bool adj_669 = {};
    wp::float32 adj_670 = {};
    bool adj_671 = {};
    wp::float32 adj_672 = {};
    wp::float32 adj_673 = {};
    wp::float32 adj_674 = {};
    wp::float32 adj_675 = {};
    wp::float32 adj_676 = {};
    wp::float32 adj_677 = {};
    wp::float32 adj_678 = {};
    wp::float32 adj_679 = {};
    wp::float32 adj_680 = {};
    wp::range_t adj_681 = {};
    wp::int32 adj_682 = {};
    wp::float32 adj_683 = {};
    wp::float32 adj_684 = {};
    wp::float32 adj_685 = {};
    bool adj_686 = {};
    bool adj_687 = {};
    wp::float32 adj_688 = {};
    bool adj_689 = {};
    wp::float32 adj_690 = {};
    wp::float32 adj_691 = {};
    wp::float32 adj_692 = {};
    wp::float32 adj_693 = {};
    wp::float32 adj_694 = {};
    wp::float32 adj_695 = {};
    wp::vec_t<3, wp::float32> adj_696 = {};
    wp::float32 adj_697 = {};
    wp::float32 adj_698 = {};
    wp::float32 adj_699 = {};
    wp::vec_t<3, wp::float32> adj_700 = {};
    wp::float32 adj_701 = {};
    wp::float32 adj_702 = {};
    wp::float32 adj_703 = {};
    wp::float32 adj_704 = {};
    //---------
    // forward
    // def control_000002(x0: wp.array(dtype=float), n: int, out0: wp.array(dtype=float)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // if ((tid) % 3 == 0) or (v0 >= v0):                                                     <L 8>
    var_6 = wp::mod(var_0, var_5);
    var_8 = (var_6 == var_7);
    var_4 = var_8;
    if (!var_4) {
        var_9 = (var_2 >= var_2);
        var_4 = var_4 || var_9;
    }
    if (var_4) {
        // v0 -= wp.tanh((v0 - wp.tanh(v0))) * 0.44                                           <L 9>
        var_10 = wp::tanh(var_2);
        var_11 = wp::sub(var_2, var_10);
        var_12 = wp::tanh(var_11);
        var_14 = wp::mul(var_12, var_13);
        var_15 = wp::sub(var_2, var_14);
        // for j1 in range(n):                                                                <L 10>
        var_16 = wp::range(var_n);
        // v4 = wp.mod(wp.acos(wp.clamp((v0 - v0), -0.9, 0.9)), wp.abs(wp.erfc(wp.where(v0 > v0, v0, v0))) + 1.0)       <L 20>
        var_69 = wp::sub(var_15, var_15);
        var_72 = wp::clamp(var_69, var_70, var_71);
        var_73 = wp::acos(var_72);
        var_74 = (var_15 > var_15);
        var_75 = wp::where(var_74, var_15, var_15);
        var_76 = wp::erfc(var_75);
        var_77 = wp::abs(var_76);
        var_79 = wp::add(var_77, var_78);
        var_80 = wp::mod(var_73, var_79);
    }
    var_81 = wp::where(var_4, var_15, var_2);
    // if wp.min(v0, v0) >= (v0 - v0):                                                        <L 21>
    var_82 = wp::min(var_81, var_81);
    var_83 = wp::sub(var_81, var_81);
    var_84 = (var_82 >= var_83);
    if (var_84) {
        // v0 += wp.tanh(v0)                                                                  <L 22>
        var_85 = wp::tanh(var_81);
        var_86 = wp::add(var_81, var_85);
    }
    if (!var_84) {
        // elif ((v0 <= 1.6) and (-1.317 > v0)) and ((v0 < v0) or (v0 > 1.4)):                <L 23>
        var_90 = (var_81 <= var_89);
        var_88 = var_90;
        if (var_88) {
            var_92 = (var_91 > var_81);
            var_88 = var_88 && var_92;
        }
        var_87 = var_88;
        if (var_87) {
            var_94 = (var_81 < var_81);
            var_93 = var_94;
            if (!var_93) {
                var_96 = (var_81 > var_95);
                var_93 = var_93 || var_96;
            }
            var_87 = var_87 && var_93;
        }
        if (var_87) {
            // v0 = v0 + wp.tanh((float(tid) + wp.degrees(v0)))                               <L 24>
            var_97 = wp::float(var_0);
            var_98 = wp::degrees(var_81);
            var_99 = wp::add(var_97, var_98);
            var_100 = wp::tanh(var_99);
            var_101 = wp::add(var_81, var_100);
            // v5 = ((wp.ceil(-1.2) / (wp.abs(wp.dot(wp.vec3(0.7, 0.1, 1.31), wp.vec3(-0.91, 1.3, 0.16))) + 1.0)) - wp.round(0.5))       <L 25>
            var_103 = wp::ceil(var_102);
            var_107 = wp::vec_t<3, wp::float32>(var_104, var_105, var_106);
            var_111 = wp::vec_t<3, wp::float32>(var_108, var_109, var_110);
            var_112 = wp::dot(var_107, var_111);
            var_113 = wp::abs(var_112);
            var_115 = wp::add(var_113, var_114);
            var_116 = wp::div(var_103, var_115);
            var_118 = wp::round(var_117);
            var_119 = wp::sub(var_116, var_118);
        }
        if (!var_87) {
            // elif (v0 <= -0.401) or (v0 >= v0):                                             <L 26>
            var_122 = (var_81 <= var_121);
            var_120 = var_122;
            if (!var_120) {
                var_123 = (var_81 >= var_81);
                var_120 = var_120 || var_123;
            }
            if (var_120) {
                // v0 = v0 + wp.sin(wp.clamp((v0 + v0), -0.25, 1.65))                         <L 27>
                var_124 = wp::add(var_81, var_81);
                var_127 = wp::clamp(var_124, var_125, var_126);
                var_128 = wp::sin(var_127);
                var_129 = wp::add(var_81, var_128);
                // v0 = v0 + wp.tanh(x0[(tid + 5) % x0.shape[0]])                             <L 28>
                var_131 = wp::add(var_0, var_130);
                var_132 = &(var_x0.shape);
                var_135 = wp::load(var_132);
                var_134 = wp::extract(var_135, var_133);
                var_136 = wp::mod(var_131, var_134);
                var_137 = wp::address(var_x0, var_136);
                var_139 = wp::load(var_137);
                var_138 = wp::tanh(var_139);
                var_140 = wp::add(var_129, var_138);
                // if wp.length_sq(wp.vec3(-1.6, 1.256, 0.293)) <= v0:                        <L 29>
                var_144 = wp::vec_t<3, wp::float32>(var_141, var_142, var_143);
                var_145 = wp::length_sq(var_144);
                var_146 = (var_145 <= var_140);
                if (var_146) {
                    // v0 = v0 + wp.tanh(v0)                                                  <L 30>
                    var_147 = wp::tanh(var_140);
                    var_148 = wp::add(var_140, var_147);
                    // w6 = int(0)                                                            <L 31>
                    var_150 = wp::int(var_149);
                    // while w6 < 5:                                                          <L 32>
                }
                var_168 = wp::where(var_146, var_148, var_140);
            }
            if (!var_120) {
                // elif ((v0 >= v0) and (v0 < v0)) and (1.431 > v0):                          <L 39>
                var_171 = (var_81 >= var_81);
                var_170 = var_171;
                if (var_170) {
                    var_172 = (var_81 < var_81);
                    var_170 = var_170 && var_172;
                }
                var_169 = var_170;
                if (var_169) {
                    var_174 = (var_173 > var_81);
                    var_169 = var_169 && var_174;
                }
                if (var_169) {
                    // v0 += wp.cos((wp.length_sq(wp.vec3(-1.748, 0.682, 0.1)) * float(tid)))       <L 40>
                    var_178 = wp::vec_t<3, wp::float32>(var_175, var_176, var_177);
                    var_179 = wp::length_sq(var_178);
                    var_180 = wp::float(var_0);
                    var_181 = wp::mul(var_179, var_180);
                    var_182 = wp::cos(var_181);
                    var_183 = wp::add(var_81, var_182);
                    // for j7 in range(2):                                                    <L 41>
                    // v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                             <L 42>
                    var_186 = wp::add(var_0, var_185);
                    var_187 = &(var_x0.shape);
                    var_190 = wp::load(var_187);
                    var_189 = wp::extract(var_190, var_188);
                    var_191 = wp::mod(var_186, var_189);
                    var_192 = wp::address(var_x0, var_191);
                    var_194 = wp::load(var_192);
                    var_193 = wp::tanh(var_194);
                    var_195 = wp::add(var_183, var_193);
                    // if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):       <L 43>
                    var_199 = wp::vec_t<3, wp::float32>(var_196, var_197, var_198);
                    var_200 = wp::length(var_199);
                    var_204 = wp::vec_t<3, wp::float32>(var_201, var_202, var_203);
                    var_208 = wp::vec_t<3, wp::float32>(var_205, var_206, var_207);
                    var_209 = wp::dot(var_204, var_208);
                    var_210 = (var_200 <= var_209);
                    if (var_210) {
                        // v0 -= wp.tanh(-1.3) * 1.55                                         <L 44>
                        var_212 = wp::tanh(var_211);
                        var_214 = wp::mul(var_212, var_213);
                        var_215 = wp::sub(var_195, var_214);
                    }
                    var_216 = wp::where(var_210, var_215, var_195);
                    // for j8 in range(0, n * 3, 3):                                          <L 45>
                    var_218 = wp::mul(var_n, var_217);
                    var_221 = wp::range(var_219, var_218, var_220);
                    // v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                             <L 42>
                    var_264 = wp::add(var_0, var_263);
                    var_265 = &(var_x0.shape);
                    var_268 = wp::load(var_265);
                    var_267 = wp::extract(var_268, var_266);
                    var_269 = wp::mod(var_264, var_267);
                    var_270 = wp::address(var_x0, var_269);
                    var_272 = wp::load(var_270);
                    var_271 = wp::tanh(var_272);
                    var_273 = wp::add(var_216, var_271);
                    // if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):       <L 43>
                    var_277 = wp::vec_t<3, wp::float32>(var_274, var_275, var_276);
                    var_278 = wp::length(var_277);
                    var_282 = wp::vec_t<3, wp::float32>(var_279, var_280, var_281);
                    var_286 = wp::vec_t<3, wp::float32>(var_283, var_284, var_285);
                    var_287 = wp::dot(var_282, var_286);
                    var_288 = (var_278 <= var_287);
                    if (var_288) {
                        // v0 -= wp.tanh(-1.3) * 1.55                                         <L 44>
                        var_290 = wp::tanh(var_289);
                        var_292 = wp::mul(var_290, var_291);
                        var_293 = wp::sub(var_273, var_292);
                    }
                    var_294 = wp::where(var_288, var_293, var_273);
                    // for j8 in range(0, n * 3, 3):                                          <L 45>
                    var_296 = wp::mul(var_n, var_295);
                    var_299 = wp::range(var_297, var_296, var_298);
                    // v10 = wp.vec3(1.81, -1.66, -1.6)                                       <L 51>
                    var_343 = wp::vec_t<3, wp::float32>(var_340, var_341, var_342);
                }
                if (!var_169) {
                    // v0 = v0 + wp.cos(wp.length_sq(wp.vec3(0.36, -1.63, -0.02)))            <L 53>
                    var_347 = wp::vec_t<3, wp::float32>(var_344, var_345, var_346);
                    var_348 = wp::length_sq(var_347);
                    var_349 = wp::cos(var_348);
                    var_350 = wp::add(var_81, var_349);
                    // for j11 in range(0, n * 3, 3):                                         <L 54>
                    var_352 = wp::mul(var_n, var_351);
                    var_355 = wp::range(var_353, var_352, var_354);
                }
                var_429 = wp::where(var_169, var_294, var_350);
            }
            var_430 = wp::where(var_120, var_168, var_429);
        }
        var_431 = wp::where(var_87, var_101, var_430);
    }
    var_432 = wp::where(var_84, var_86, var_431);
    // if (v0 - v0) <= (v0 - v0):                                                             <L 60>
    var_433 = wp::sub(var_432, var_432);
    var_434 = wp::sub(var_432, var_432);
    var_435 = (var_433 <= var_434);
    if (var_435) {
        // v0 = v0 + wp.tanh(wp.sin(v0))                                                      <L 61>
        var_436 = wp::sin(var_432);
        var_437 = wp::tanh(var_436);
        var_438 = wp::add(var_432, var_437);
        // if 0.38 < 0.2:                                                                     <L 62>
        var_441 = (var_439 < var_440);
        if (var_441) {
            // out0[tid] = v0 + v0 * 1.1                                                      <L 63>
            var_443 = wp::mul(var_438, var_442);
            var_444 = wp::add(var_438, var_443);
            // wp::array_store(var_out0, var_0, var_444);
            // return                                                                         <L 64>
            goto label16;
        }
        // for j13 in range(6):                                                               <L 65>
        var_446 = wp::range(var_445);
    }
    if (!var_435) {
        // elif (int(wp.floor(wp.clamp(v0, -100.0, 100.0)))) % 4 == 0:                        <L 71>
        var_473 = wp::clamp(var_432, var_471, var_472);
        var_474 = wp::floor(var_473);
        var_475 = wp::int(var_474);
        var_477 = wp::mod(var_475, var_476);
        var_479 = (var_477 == var_478);
        if (var_479) {
            // v0 += wp.tanh(wp.mod(v0, wp.abs(wp.dot(wp.vec3(-0.913, -0.5, -1.46), wp.vec3(-1.237, -0.185, -1.3))) + 1.0))       <L 72>
            var_483 = wp::vec_t<3, wp::float32>(var_480, var_481, var_482);
            var_487 = wp::vec_t<3, wp::float32>(var_484, var_485, var_486);
            var_488 = wp::dot(var_483, var_487);
            var_489 = wp::abs(var_488);
            var_491 = wp::add(var_489, var_490);
            var_492 = wp::mod(var_432, var_491);
            var_493 = wp::tanh(var_492);
            var_494 = wp::add(var_432, var_493);
            // v0 = v0 + wp.tanh(v0)                                                          <L 73>
            var_495 = wp::tanh(var_494);
            var_496 = wp::add(var_494, var_495);
            // if v0 > v0:                                                                    <L 74>
            var_497 = (var_496 > var_496);
            if (var_497) {
                // return                                                                     <L 75>
                goto label19;
            }
        }
        if (!var_479) {
            // elif not (v0 < v0 or (v0 <= v0) or (v0 < v0)):                                 <L 76>
            var_499 = (var_432 < var_432);
            var_498 = var_499;
            if (!var_498) {
                var_500 = (var_432 <= var_432);
                var_498 = var_498 || var_500;
            }
            if (!var_498) {
                var_501 = (var_432 < var_432);
                var_498 = var_498 || var_501;
            }
            var_502 = wp::unot(var_498);
            if (var_502) {
                // v0 = v0 + wp.sin(v0)                                                       <L 77>
                var_503 = wp::sin(var_432);
                var_504 = wp::add(var_432, var_503);
                // for j14 in range(n + 3, 0, -1):                                            <L 78>
                var_506 = wp::add(var_n, var_505);
                var_509 = wp::range(var_506, var_507, var_508);
            }
            if (!var_502) {
                // elif (v0 + v0) < v0:                                                       <L 84>
                var_544 = wp::add(var_432, var_432);
                var_545 = (var_544 < var_432);
                if (var_545) {
                    // v0 = v0 + wp.cos(((v0 - v0) + v0))                                     <L 85>
                    var_546 = wp::sub(var_432, var_432);
                    var_547 = wp::add(var_546, var_432);
                    var_548 = wp::cos(var_547);
                    var_549 = wp::add(var_432, var_548);
                    // for j16 in range(0, n * 2, 2):                                         <L 86>
                    var_551 = wp::mul(var_n, var_550);
                    var_554 = wp::range(var_552, var_551, var_553);
                    // for j17 in range(n):                                                   <L 90>
                    var_569 = wp::range(var_n);
                }
                if (!var_545) {
                    // v0 += wp.sin(v0)                                                       <L 96>
                    var_596 = wp::sin(var_432);
                    var_597 = wp::add(var_432, var_596);
                    // w19 = int(0)                                                           <L 97>
                    var_599 = wp::int(var_598);
                    // while w19 < 2 and (v0 < 0.9):                                          <L 98>
                    // for j20 in reversed(range(n)):                                         <L 103>
                    var_613 = wp::range(var_n);
                    var_614 = wp::iter_reverse(var_613);
                }
                var_664 = wp::where(var_545, var_549, var_597);
            }
            var_665 = wp::where(var_502, var_504, var_664);
        }
        var_666 = wp::where(var_479, var_496, var_665);
    }
    var_667 = wp::where(var_435, var_438, var_666);
    // if (v0 <= v0) and (-0.14 <= v0):                                                       <L 110>
    var_669 = (var_667 <= var_667);
    var_668 = var_669;
    if (var_668) {
        var_671 = (var_670 <= var_667);
        var_668 = var_668 && var_671;
    }
    if (var_668) {
        // out0[tid] = v0 + (wp.log2(wp.abs(v0) + 1.0) - (v0 * v0)) * 1.69                    <L 111>
        var_672 = wp::abs(var_667);
        var_674 = wp::add(var_672, var_673);
        var_675 = wp::log2(var_674);
        var_676 = wp::mul(var_667, var_667);
        var_677 = wp::sub(var_675, var_676);
        var_679 = wp::mul(var_677, var_678);
        var_680 = wp::add(var_667, var_679);
        // wp::array_store(var_out0, var_0, var_680);
        // return                                                                             <L 112>
        goto label34;
    }
    // for j22 in range(n):                                                                   <L 113>
    var_681 = wp::range(var_n);
    // v23 = v0                                                                               <L 117>
    var_691 = wp::copy(var_667);
    // out0[tid] = v0 + v23 + wp.length_sq((wp.vec3(-1.05, 1.666, -0.74) / (wp.abs(v0) + 1.0))) * 0.56       <L 118>
    var_692 = wp::add(var_667, var_691);
    var_696 = wp::vec_t<3, wp::float32>(var_693, var_694, var_695);
    var_697 = wp::abs(var_667);
    var_699 = wp::add(var_697, var_698);
    var_700 = wp::div(var_696, var_699);
    var_701 = wp::length_sq(var_700);
    var_703 = wp::mul(var_701, var_702);
    var_704 = wp::add(var_692, var_703);
    // wp::array_store(var_out0, var_0, var_704);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_704, adj_out0, adj_0, adj_704);
    wp::adj_add(var_692, var_703, adj_692, adj_703, adj_704);
    wp::adj_mul(var_701, var_702, adj_701, adj_702, adj_703);
    wp::adj_length_sq(var_700, adj_700, adj_701);
    wp::adj_div(var_696, var_699, adj_696, adj_699, adj_700);
    wp::adj_add(var_697, var_698, adj_697, adj_698, adj_699);
    wp::adj_abs(var_667, adj_667, adj_697);
    wp::adj_vec_t(var_693, var_694, var_695, adj_693, adj_694, adj_695, adj_696);
    wp::adj_add(var_667, var_691, adj_667, adj_691, adj_692);
    // adj: out0[tid] = v0 + v23 + wp.length_sq((wp.vec3(-1.05, 1.666, -0.74) / (wp.abs(v0) + 1.0))) * 0.56  <L 118>
    wp::adj_copy(var_667, adj_667, adj_691);
    // adj: v23 = v0                                                                          <L 117>
    var_681 = wp::iter_reverse(var_681);
    start_for_35:;
        if (iter_cmp(var_681) == 0) goto end_for_35;
        var_682 = wp::iter_next(var_681);
    	adj_683 = {};
    	adj_684 = {};
    	adj_685 = {};
    	adj_686 = {};
    	adj_687 = {};
    	adj_688 = {};
    	adj_689 = {};
    	adj_690 = {};
        // v0 += wp.sin(-0.864)                                                               <L 114>
        var_684 = wp::sin(var_683);
        var_685 = wp::add(var_667, var_684);
        // if (v0 < v0) or (-1.604 < v0):                                                     <L 115>
        var_687 = (var_685 < var_685);
        var_686 = var_687;
        if (!var_686) {
            var_689 = (var_688 < var_685);
            var_686 = var_686 || var_689;
        }
        if (var_686) {
            // break                                                                          <L 116>
            wp::assign(var_667, var_685);
            goto end_for_35;
        }
        var_690 = wp::where(var_686, var_667, var_685);
        wp::assign(var_667, var_690);
        wp::adj_assign(var_667, var_690, adj_667, adj_690);
        wp::adj_where(var_686, var_667, var_685, adj_686, adj_667, adj_685, adj_690);
        if (var_686) {
            wp::adj_assign(var_667, var_685, adj_667, adj_685);
            // adj: break                                                                     <L 116>
        }
        if (!var_686) {
        }
        // adj: if (v0 < v0) or (-1.604 < v0):                                                <L 115>
        wp::adj_add(var_667, var_684, adj_667, adj_684, adj_685);
        wp::adj_sin(var_683, adj_683, adj_684);
        // adj: v0 += wp.sin(-0.864)                                                          <L 114>
    	goto start_for_35;
    end_for_35:;
    // adj: for j22 in range(n):                                                              <L 113>
    if (var_668) {
        label34:;
        // adj: return                                                                        <L 112>
        wp::adj_array_store(var_out0, var_0, var_680, adj_out0, adj_0, adj_680);
        wp::adj_add(var_667, var_679, adj_667, adj_679, adj_680);
        wp::adj_mul(var_677, var_678, adj_677, adj_678, adj_679);
        wp::adj_sub(var_675, var_676, adj_675, adj_676, adj_677);
        wp::adj_mul(var_667, var_667, adj_667, adj_667, adj_676);
        wp::adj_log2(var_674, adj_674, adj_675);
        wp::adj_add(var_672, var_673, adj_672, adj_673, adj_674);
        wp::adj_abs(var_667, adj_667, adj_672);
        // adj: out0[tid] = v0 + (wp.log2(wp.abs(v0) + 1.0) - (v0 * v0)) * 1.69               <L 111>
    }
    if (var_668) {
    }
    // adj: if (v0 <= v0) and (-0.14 <= v0):                                                  <L 110>
    wp::adj_where(var_435, var_438, var_666, adj_435, adj_438, adj_666, adj_667);
    if (!var_435) {
        wp::adj_where(var_479, var_496, var_665, adj_479, adj_496, adj_665, adj_666);
        if (!var_479) {
            wp::adj_where(var_502, var_504, var_664, adj_502, adj_504, adj_664, adj_665);
            if (!var_502) {
                wp::adj_where(var_545, var_549, var_597, adj_545, adj_549, adj_597, adj_664);
                if (!var_545) {
                    var_614 = wp::iter_reverse(var_614);
                    start_for_30:;
                        if (iter_cmp(var_614) == 0) goto end_for_30;
                        var_615 = wp::iter_next(var_614);
                    	adj_616 = {};
                    	adj_617 = {};
                    	adj_618 = {};
                    	adj_619 = {};
                    	adj_620 = {};
                    	adj_621 = {};
                    	adj_622 = {};
                    	adj_623 = {};
                    	adj_624 = {};
                    	adj_625 = {};
                    	adj_626 = {};
                    	adj_627 = {};
                    	adj_628 = {};
                    	adj_629 = {};
                    	adj_630 = {};
                    	adj_631 = {};
                    	adj_632 = {};
                    	adj_633 = {};
                    	adj_634 = {};
                    	adj_635 = {};
                    	adj_636 = {};
                    	adj_637 = {};
                    	adj_638 = {};
                    	adj_639 = {};
                    	adj_640 = {};
                    	adj_641 = {};
                    	adj_642 = {};
                    	adj_643 = {};
                    	adj_644 = {};
                    	adj_645 = {};
                    	adj_646 = {};
                    	adj_647 = {};
                    	adj_648 = {};
                    	adj_649 = {};
                    	adj_650 = {};
                    	adj_651 = {};
                    	adj_652 = {};
                    	adj_653 = {};
                    	adj_654 = {};
                    	adj_655 = {};
                    	adj_656 = {};
                    	adj_657 = {};
                    	adj_658 = {};
                    	adj_659 = {};
                    	adj_660 = {};
                    	adj_661 = {};
                    	adj_662 = {};
                    	adj_663 = {};
                        // v0 = v0 + wp.cos(wp.dot(wp.vec3(0.16, -0.91, 1.7), (wp.vec3(-1.1, -0.703, 1.5) - wp.vec3(1.6, 0.357, 1.83))))       <L 104>
                        var_619 = wp::vec_t<3, wp::float32>(var_616, var_617, var_618);
                        var_623 = wp::vec_t<3, wp::float32>(var_620, var_621, var_622);
                        var_627 = wp::vec_t<3, wp::float32>(var_624, var_625, var_626);
                        var_628 = wp::sub(var_623, var_627);
                        var_629 = wp::dot(var_619, var_628);
                        var_630 = wp::cos(var_629);
                        var_631 = wp::add(var_597, var_630);
                        // for j21 in range(n):                                               <L 105>
                        var_632 = wp::range(var_n);
                        wp::assign(var_597, var_631);
                        wp::adj_assign(var_597, var_631, adj_597, adj_631);
                        var_632 = wp::iter_reverse(var_632);
                        start_for_32:;
                            if (iter_cmp(var_632) == 0) goto end_for_32;
                            var_633 = wp::iter_next(var_632);
                        	adj_634 = {};
                        	adj_635 = {};
                        	adj_636 = {};
                        	adj_637 = {};
                        	adj_638 = {};
                        	adj_639 = {};
                        	adj_640 = {};
                        	adj_641 = {};
                        	adj_642 = {};
                        	adj_643 = {};
                        	adj_644 = {};
                        	adj_645 = {};
                        	adj_646 = {};
                        	adj_647 = {};
                        	adj_648 = {};
                        	adj_649 = {};
                        	adj_650 = {};
                        	adj_651 = {};
                        	adj_652 = {};
                        	adj_653 = {};
                        	adj_654 = {};
                        	adj_655 = {};
                        	adj_656 = {};
                        	adj_657 = {};
                        	adj_658 = {};
                        	adj_659 = {};
                        	adj_660 = {};
                        	adj_661 = {};
                        	adj_662 = {};
                        	adj_663 = {};
                            // v0 = v0 * 0.5 + wp.sin((wp.dot(wp.vec3(1.32, -0.118, -0.82), wp.vec3(-0.5)) / (wp.abs(wp.mod(-0.299, wp.abs(1.985) + 1.0)) + 1.0)))       <L 106>
                            var_635 = wp::mul(var_631, var_634);
                            var_639 = wp::vec_t<3, wp::float32>(var_636, var_637, var_638);
                            var_641 = wp::vec_t<3, wp::float32>(var_640);
                            var_642 = wp::dot(var_639, var_641);
                            var_645 = wp::abs(var_644);
                            var_647 = wp::add(var_645, var_646);
                            var_648 = wp::mod(var_643, var_647);
                            var_649 = wp::abs(var_648);
                            var_651 = wp::add(var_649, var_650);
                            var_652 = wp::div(var_642, var_651);
                            var_653 = wp::sin(var_652);
                            var_654 = wp::add(var_635, var_653);
                            // v0 = v0 * 0.5 + wp.tanh((float(tid) + float(tid)))             <L 107>
                            var_656 = wp::mul(var_654, var_655);
                            var_657 = wp::float(var_0);
                            var_658 = wp::float(var_0);
                            var_659 = wp::add(var_657, var_658);
                            var_660 = wp::tanh(var_659);
                            var_661 = wp::add(var_656, var_660);
                            // if v0 > v0:                                                    <L 108>
                            var_662 = (var_661 > var_661);
                            if (var_662) {
                                // continue                                                   <L 109>
                                wp::assign(var_631, var_661);
                                goto start_for_32;
                            }
                            var_663 = wp::where(var_662, var_631, var_661);
                            wp::assign(var_631, var_663);
                            wp::adj_assign(var_631, var_663, adj_631, adj_663);
                            wp::adj_where(var_662, var_631, var_661, adj_662, adj_631, adj_661, adj_663);
                            if (var_662) {
                                wp::adj_assign(var_631, var_661, adj_631, adj_661);
                                // adj: continue                                              <L 109>
                            }
                            // adj: if v0 > v0:                                               <L 108>
                            wp::adj_add(var_656, var_660, adj_656, adj_660, adj_661);
                            wp::adj_tanh(var_659, var_660, adj_659, adj_660);
                            wp::adj_add(var_657, var_658, adj_657, adj_658, adj_659);
                            wp::adj_float(var_0, adj_0, adj_658);
                            wp::adj_float(var_0, adj_0, adj_657);
                            wp::adj_mul(var_654, var_655, adj_654, adj_655, adj_656);
                            // adj: v0 = v0 * 0.5 + wp.tanh((float(tid) + float(tid)))        <L 107>
                            wp::adj_add(var_635, var_653, adj_635, adj_653, adj_654);
                            wp::adj_sin(var_652, adj_652, adj_653);
                            wp::adj_div(var_642, var_651, var_652, adj_642, adj_651, adj_652);
                            wp::adj_add(var_649, var_650, adj_649, adj_650, adj_651);
                            wp::adj_abs(var_648, adj_648, adj_649);
                            wp::adj_mod(var_643, var_647, adj_643, adj_647, adj_648);
                            wp::adj_add(var_645, var_646, adj_645, adj_646, adj_647);
                            wp::adj_abs(var_644, adj_644, adj_645);
                            wp::adj_dot(var_639, var_641, adj_639, adj_641, adj_642);
                            wp::adj_vec_t(var_640, adj_640, adj_641);
                            wp::adj_vec_t(var_636, var_637, var_638, adj_636, adj_637, adj_638, adj_639);
                            wp::adj_mul(var_631, var_634, adj_631, adj_634, adj_635);
                            // adj: v0 = v0 * 0.5 + wp.sin((wp.dot(wp.vec3(1.32, -0.118, -0.82), wp.vec3(-0.5)) / (wp.abs(wp.mod(-0.299, wp.abs(1.985) + 1.0)) + 1.0)))  <L 106>
                        	goto start_for_32;
                        end_for_32:;
                        // adj: for j21 in range(n):                                          <L 105>
                        wp::adj_add(var_597, var_630, adj_597, adj_630, adj_631);
                        wp::adj_cos(var_629, adj_629, adj_630);
                        wp::adj_dot(var_619, var_628, adj_619, adj_628, adj_629);
                        wp::adj_sub(var_623, var_627, adj_623, adj_627, adj_628);
                        wp::adj_vec_t(var_624, var_625, var_626, adj_624, adj_625, adj_626, adj_627);
                        wp::adj_vec_t(var_620, var_621, var_622, adj_620, adj_621, adj_622, adj_623);
                        wp::adj_vec_t(var_616, var_617, var_618, adj_616, adj_617, adj_618, adj_619);
                        // adj: v0 = v0 + wp.cos(wp.dot(wp.vec3(0.16, -0.91, 1.7), (wp.vec3(-1.1, -0.703, 1.5) - wp.vec3(1.6, 0.357, 1.83))))  <L 104>
                    	goto start_for_30;
                    end_for_30:;
                    // adj: for j20 in reversed(range(n)):                                    <L 103>
    start_while_28:;
                    var_602 = (var_599 < var_601);
                    var_600 = var_602;
                    if (var_600) {
                        var_604 = (var_597 < var_603);
                        var_600 = var_600 && var_604;
                    }
    if ((var_600) == false) goto end_while_28;
    adj_605 = {};
    adj_606 = {};
    adj_607 = {};
    adj_608 = {};
    adj_609 = {};
    adj_610 = {};
    adj_611 = {};
    adj_612 = {};
                        // w19 = w19 + 1                                                      <L 99>
                        var_606 = wp::add(var_599, var_605);
                        // v0 = v0 + wp.tanh(0.04)                                            <L 100>
                        var_608 = wp::tanh(var_607);
                        var_609 = wp::add(var_597, var_608);
                        // if v0 > v0:                                                        <L 101>
                        var_610 = (var_609 > var_609);
                        if (var_610) {
                            // break                                                          <L 102>
                            wp::assign(var_597, var_609);
                            wp::assign(var_599, var_606);
                            goto end_while_28;
                        }
                        var_611 = wp::where(var_610, var_597, var_609);
                        var_612 = wp::where(var_610, var_599, var_606);
                        wp::assign(var_597, var_611);
                        wp::assign(var_599, var_612);
                        wp::adj_assign(var_599, var_612, adj_599, adj_612);
                        wp::adj_assign(var_597, var_611, adj_597, adj_611);
                        wp::adj_where(var_610, var_599, var_606, adj_610, adj_599, adj_606, adj_612);
                        wp::adj_where(var_610, var_597, var_609, adj_610, adj_597, adj_609, adj_611);
                        if (var_610) {
                            wp::adj_assign(var_599, var_606, adj_599, adj_606);
                            wp::adj_assign(var_597, var_609, adj_597, adj_609);
                            // adj: break                                                     <L 102>
                        }
                        // adj: if v0 > v0:                                                   <L 101>
                        wp::adj_add(var_597, var_608, adj_597, adj_608, adj_609);
                        wp::adj_tanh(var_607, var_608, adj_607, adj_608);
                        // adj: v0 = v0 + wp.tanh(0.04)                                       <L 100>
                        wp::adj_add(var_599, var_605, adj_599, adj_605, adj_606);
                        // adj: w19 = w19 + 1                                                 <L 99>
    goto start_while_28;
    end_while_28:;
                    // adj: while w19 < 2 and (v0 < 0.9):                                     <L 98>
                    // adj: w19 = int(0)                                                      <L 97>
                    wp::adj_add(var_432, var_596, adj_432, adj_596, adj_597);
                    wp::adj_sin(var_432, adj_432, adj_596);
                    // adj: v0 += wp.sin(v0)                                                  <L 96>
                }
                if (var_545) {
                    var_569 = wp::iter_reverse(var_569);
                    start_for_26:;
                        if (iter_cmp(var_569) == 0) goto end_for_26;
                        var_570 = wp::iter_next(var_569);
                    	adj_571 = {};
                    	adj_572 = {};
                    	adj_573 = {};
                    	adj_574 = {};
                    	adj_575 = {};
                    	adj_576 = {};
                    	adj_577 = {};
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
                    	adj_593 = {};
                    	adj_594 = {};
                    	adj_595 = {};
                        // v0 = v0 + wp.cos(wp.abs((-1.3 - -0.7)))                            <L 91>
                        var_573 = wp::sub(var_571, var_572);
                        var_574 = wp::abs(var_573);
                        var_575 = wp::cos(var_574);
                        var_576 = wp::add(var_549, var_575);
                        // if not (v0 <= v0 or v0 < -1.654):                                  <L 92>
                        var_578 = (var_576 <= var_576);
                        var_577 = var_578;
                        if (!var_577) {
                            var_580 = (var_576 < var_579);
                            var_577 = var_577 || var_580;
                        }
                        var_581 = wp::unot(var_577);
                        if (var_581) {
                            // break                                                          <L 93>
                            wp::assign(var_549, var_576);
                            goto end_for_26;
                        }
                        var_582 = wp::where(var_581, var_549, var_576);
                        // v18 = wp.vec3(wp.atan(v0), wp.erfcinv(wp.clamp((v0 / (wp.abs(v0) + 1.0)), 0.2, 1.8)), (v0 + wp.where(v0 >= v0, v0, v0)))       <L 94>
                        var_583 = wp::atan(var_582);
                        var_584 = wp::abs(var_582);
                        var_586 = wp::add(var_584, var_585);
                        var_587 = wp::div(var_582, var_586);
                        var_590 = wp::clamp(var_587, var_588, var_589);
                        var_591 = wp::erfcinv(var_590);
                        var_592 = (var_582 >= var_582);
                        var_593 = wp::where(var_592, var_582, var_582);
                        var_594 = wp::add(var_582, var_593);
                        var_595 = wp::vec_t<3, wp::float32>(var_583, var_591, var_594);
                        wp::assign(var_549, var_582);
                        wp::adj_assign(var_549, var_582, adj_549, adj_582);
                        wp::adj_vec_t(var_583, var_591, var_594, adj_583, adj_591, adj_594, adj_595);
                        wp::adj_add(var_582, var_593, adj_582, adj_593, adj_594);
                        wp::adj_where(var_592, var_582, var_582, adj_592, adj_582, adj_582, adj_593);
                        wp::adj_erfcinv(var_590, var_591, adj_590, adj_591);
                        wp::adj_clamp(var_587, var_588, var_589, adj_587, adj_588, adj_589, adj_590);
                        wp::adj_div(var_582, var_586, var_587, adj_582, adj_586, adj_587);
                        wp::adj_add(var_584, var_585, adj_584, adj_585, adj_586);
                        wp::adj_abs(var_582, adj_582, adj_584);
                        wp::adj_atan(var_582, adj_582, adj_583);
                        // adj: v18 = wp.vec3(wp.atan(v0), wp.erfcinv(wp.clamp((v0 / (wp.abs(v0) + 1.0)), 0.2, 1.8)), (v0 + wp.where(v0 >= v0, v0, v0)))  <L 94>
                        wp::adj_where(var_581, var_549, var_576, adj_581, adj_549, adj_576, adj_582);
                        if (var_581) {
                            wp::adj_assign(var_549, var_576, adj_549, adj_576);
                            // adj: break                                                     <L 93>
                        }
                        if (!var_577) {
                        }
                        // adj: if not (v0 <= v0 or v0 < -1.654):                             <L 92>
                        wp::adj_add(var_549, var_575, adj_549, adj_575, adj_576);
                        wp::adj_cos(var_574, adj_574, adj_575);
                        wp::adj_abs(var_573, adj_573, adj_574);
                        wp::adj_sub(var_571, var_572, adj_571, adj_572, adj_573);
                        // adj: v0 = v0 + wp.cos(wp.abs((-1.3 - -0.7)))                       <L 91>
                    	goto start_for_26;
                    end_for_26:;
                    // adj: for j17 in range(n):                                              <L 90>
                    var_554 = wp::iter_reverse(var_554);
                    start_for_23:;
                        if (iter_cmp(var_554) == 0) goto end_for_23;
                        var_555 = wp::iter_next(var_554);
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
                    	adj_567 = {};
                    	adj_568 = {};
                        // v0 = v0 + wp.tanh(((0.562 / (wp.abs(0.9) + 1.0)) * (1.01 - -0.8)))       <L 87>
                        var_558 = wp::abs(var_557);
                        var_560 = wp::add(var_558, var_559);
                        var_561 = wp::div(var_556, var_560);
                        var_564 = wp::sub(var_562, var_563);
                        var_565 = wp::mul(var_561, var_564);
                        var_566 = wp::tanh(var_565);
                        var_567 = wp::add(var_549, var_566);
                        // if v0 > v0:                                                        <L 88>
                        var_568 = (var_567 > var_567);
                        if (var_568) {
                            // return                                                         <L 89>
                            goto label25;
                        }
                        wp::assign(var_549, var_567);
                        wp::adj_assign(var_549, var_567, adj_549, adj_567);
                        if (var_568) {
                            label25:;
                            // adj: return                                                    <L 89>
                        }
                        // adj: if v0 > v0:                                                   <L 88>
                        wp::adj_add(var_549, var_566, adj_549, adj_566, adj_567);
                        wp::adj_tanh(var_565, var_566, adj_565, adj_566);
                        wp::adj_mul(var_561, var_564, adj_561, adj_564, adj_565);
                        wp::adj_sub(var_562, var_563, adj_562, adj_563, adj_564);
                        wp::adj_div(var_556, var_560, var_561, adj_556, adj_560, adj_561);
                        wp::adj_add(var_558, var_559, adj_558, adj_559, adj_560);
                        wp::adj_abs(var_557, adj_557, adj_558);
                        // adj: v0 = v0 + wp.tanh(((0.562 / (wp.abs(0.9) + 1.0)) * (1.01 - -0.8)))  <L 87>
                    	goto start_for_23;
                    end_for_23:;
                    wp::adj_mul(var_n, var_550, adj_n, adj_550, adj_551);
                    // adj: for j16 in range(0, n * 2, 2):                                    <L 86>
                    wp::adj_add(var_432, var_548, adj_432, adj_548, adj_549);
                    wp::adj_cos(var_547, adj_547, adj_548);
                    wp::adj_add(var_546, var_432, adj_546, adj_432, adj_547);
                    wp::adj_sub(var_432, var_432, adj_432, adj_432, adj_546);
                    // adj: v0 = v0 + wp.cos(((v0 - v0) + v0))                                <L 85>
                }
                wp::adj_add(var_432, var_432, adj_432, adj_432, adj_544);
                // adj: elif (v0 + v0) < v0:                                                  <L 84>
            }
            if (var_502) {
                var_509 = wp::iter_reverse(var_509);
                start_for_20:;
                    if (iter_cmp(var_509) == 0) goto end_for_20;
                    var_510 = wp::iter_next(var_509);
                	adj_511 = {};
                	adj_512 = {};
                	adj_513 = {};
                	adj_514 = {};
                	adj_515 = {};
                	adj_516 = {};
                	adj_517 = {};
                	adj_518 = {};
                	adj_519 = {};
                	adj_520 = {};
                	adj_521 = {};
                	adj_522 = {};
                	adj_523 = {};
                	adj_524 = {};
                	adj_525 = {};
                	adj_526 = {};
                	adj_527 = {};
                	adj_528 = {};
                	adj_529 = {};
                	adj_530 = {};
                	adj_531 = {};
                	adj_532 = {};
                	adj_533 = {};
                	adj_534 = {};
                	adj_535 = {};
                	adj_536 = {};
                	adj_537 = {};
                	adj_538 = {};
                	adj_539 = {};
                	adj_540 = {};
                	adj_541 = {};
                	adj_542 = {};
                	adj_543 = {};
                    // v0 += wp.sin(float(tid))                                               <L 79>
                    var_511 = wp::float(var_0);
                    var_512 = wp::sin(var_511);
                    var_513 = wp::add(var_504, var_512);
                    // if (v0 > v0) and (v0 <= v0):                                           <L 80>
                    var_515 = (var_513 > var_513);
                    var_514 = var_515;
                    if (var_514) {
                        var_516 = (var_513 <= var_513);
                        var_514 = var_514 && var_516;
                    }
                    if (var_514) {
                        // out0[tid] = v0 + ((1.5 - v0) * float(tid)) * 1.11                  <L 81>
                        var_518 = wp::sub(var_517, var_513);
                        var_519 = wp::float(var_0);
                        var_520 = wp::mul(var_518, var_519);
                        var_522 = wp::mul(var_520, var_521);
                        var_523 = wp::add(var_513, var_522);
                        // wp::array_store(var_out0, var_0, var_523);
                        // return                                                             <L 82>
                        goto label22;
                    }
                    // v15 = (wp.sign((wp.vec3(0.632, -0.54, 1.235))[2]) + wp.where((tid) % 4 == 1, wp.floor(1.9), (v0 / (wp.abs(-1.49) + 1.0))))       <L 83>
                    var_527 = wp::vec_t<3, wp::float32>(var_524, var_525, var_526);
                    var_529 = wp::extract(var_527, var_528);
                    var_530 = wp::sign(var_529);
                    var_532 = wp::mod(var_0, var_531);
                    var_534 = (var_532 == var_533);
                    var_536 = wp::floor(var_535);
                    var_538 = wp::abs(var_537);
                    var_540 = wp::add(var_538, var_539);
                    var_541 = wp::div(var_513, var_540);
                    var_542 = wp::where(var_534, var_536, var_541);
                    var_543 = wp::add(var_530, var_542);
                    wp::assign(var_504, var_513);
                    wp::adj_assign(var_504, var_513, adj_504, adj_513);
                    wp::adj_add(var_530, var_542, adj_530, adj_542, adj_543);
                    wp::adj_where(var_534, var_536, var_541, adj_534, adj_536, adj_541, adj_542);
                    wp::adj_div(var_513, var_540, var_541, adj_513, adj_540, adj_541);
                    wp::adj_add(var_538, var_539, adj_538, adj_539, adj_540);
                    wp::adj_abs(var_537, adj_537, adj_538);
                    wp::adj_mod(var_0, var_531, adj_0, adj_531, adj_532);
                    wp::adj_extract(var_527, var_528, adj_527, adj_528, adj_529);
                    wp::adj_vec_t(var_524, var_525, var_526, adj_524, adj_525, adj_526, adj_527);
                    // adj: v15 = (wp.sign((wp.vec3(0.632, -0.54, 1.235))[2]) + wp.where((tid) % 4 == 1, wp.floor(1.9), (v0 / (wp.abs(-1.49) + 1.0))))  <L 83>
                    if (var_514) {
                        label22:;
                        // adj: return                                                        <L 82>
                        wp::adj_array_store(var_out0, var_0, var_523, adj_out0, adj_0, adj_523);
                        wp::adj_add(var_513, var_522, adj_513, adj_522, adj_523);
                        wp::adj_mul(var_520, var_521, adj_520, adj_521, adj_522);
                        wp::adj_mul(var_518, var_519, adj_518, adj_519, adj_520);
                        wp::adj_float(var_0, adj_0, adj_519);
                        wp::adj_sub(var_517, var_513, adj_517, adj_513, adj_518);
                        // adj: out0[tid] = v0 + ((1.5 - v0) * float(tid)) * 1.11             <L 81>
                    }
                    if (var_514) {
                    }
                    // adj: if (v0 > v0) and (v0 <= v0):                                      <L 80>
                    wp::adj_add(var_504, var_512, adj_504, adj_512, adj_513);
                    wp::adj_sin(var_511, adj_511, adj_512);
                    wp::adj_float(var_0, adj_0, adj_511);
                    // adj: v0 += wp.sin(float(tid))                                          <L 79>
                	goto start_for_20;
                end_for_20:;
                wp::adj_add(var_n, var_505, adj_n, adj_505, adj_506);
                // adj: for j14 in range(n + 3, 0, -1):                                       <L 78>
                wp::adj_add(var_432, var_503, adj_432, adj_503, adj_504);
                wp::adj_sin(var_432, adj_432, adj_503);
                // adj: v0 = v0 + wp.sin(v0)                                                  <L 77>
            }
            if (!var_498) {
            }
            if (!var_498) {
            }
            // adj: elif not (v0 < v0 or (v0 <= v0) or (v0 < v0)):                            <L 76>
        }
        if (var_479) {
            if (var_497) {
                label19:;
                // adj: return                                                                <L 75>
            }
            // adj: if v0 > v0:                                                               <L 74>
            wp::adj_add(var_494, var_495, adj_494, adj_495, adj_496);
            wp::adj_tanh(var_494, var_495, adj_494, adj_495);
            // adj: v0 = v0 + wp.tanh(v0)                                                     <L 73>
            wp::adj_add(var_432, var_493, adj_432, adj_493, adj_494);
            wp::adj_tanh(var_492, var_493, adj_492, adj_493);
            wp::adj_mod(var_432, var_491, adj_432, adj_491, adj_492);
            wp::adj_add(var_489, var_490, adj_489, adj_490, adj_491);
            wp::adj_abs(var_488, adj_488, adj_489);
            wp::adj_dot(var_483, var_487, adj_483, adj_487, adj_488);
            wp::adj_vec_t(var_484, var_485, var_486, adj_484, adj_485, adj_486, adj_487);
            wp::adj_vec_t(var_480, var_481, var_482, adj_480, adj_481, adj_482, adj_483);
            // adj: v0 += wp.tanh(wp.mod(v0, wp.abs(wp.dot(wp.vec3(-0.913, -0.5, -1.46), wp.vec3(-1.237, -0.185, -1.3))) + 1.0))  <L 72>
        }
        wp::adj_mod(var_475, var_476, adj_475, adj_476, adj_477);
        wp::adj_clamp(var_432, var_471, var_472, adj_432, adj_471, adj_472, adj_473);
        // adj: elif (int(wp.floor(wp.clamp(v0, -100.0, 100.0)))) % 4 == 0:                   <L 71>
    }
    if (var_435) {
        var_446 = wp::iter_reverse(var_446);
        start_for_17:;
            if (iter_cmp(var_446) == 0) goto end_for_17;
            var_447 = wp::iter_next(var_446);
        	adj_448 = {};
        	adj_449 = {};
        	adj_450 = {};
        	adj_451 = {};
        	adj_452 = {};
        	adj_453 = {};
        	adj_454 = {};
        	adj_455 = {};
        	adj_456 = {};
        	adj_457 = {};
        	adj_458 = {};
        	adj_459 = {};
        	adj_460 = {};
        	adj_461 = {};
        	adj_462 = {};
        	adj_463 = {};
        	adj_464 = {};
        	adj_465 = {};
        	adj_466 = {};
        	adj_467 = {};
        	adj_468 = {};
        	adj_469 = {};
        	adj_470 = {};
            // v0 += wp.sin((wp.cw_mul(wp.vec3(0.6, 0.69, 1.281), wp.vec3(0.747, 0.89, -1.143)))[1])       <L 66>
            var_451 = wp::vec_t<3, wp::float32>(var_448, var_449, var_450);
            var_455 = wp::vec_t<3, wp::float32>(var_452, var_453, var_454);
            var_456 = wp::cw_mul(var_451, var_455);
            var_458 = wp::extract(var_456, var_457);
            var_459 = wp::sin(var_458);
            var_460 = wp::add(var_438, var_459);
            // if (j13) % 3 == 0:                                                             <L 67>
            var_462 = wp::mod(var_447, var_461);
            var_464 = (var_462 == var_463);
            if (var_464) {
                // continue                                                                   <L 68>
                wp::assign(var_438, var_460);
                goto start_for_17;
            }
            var_465 = wp::where(var_464, var_438, var_460);
            // if (j13) % 4 == 1:                                                             <L 69>
            var_467 = wp::mod(var_447, var_466);
            var_469 = (var_467 == var_468);
            if (var_469) {
                // break                                                                      <L 70>
                wp::assign(var_438, var_465);
                goto end_for_17;
            }
            var_470 = wp::where(var_469, var_438, var_465);
            wp::assign(var_438, var_470);
            wp::adj_assign(var_438, var_470, adj_438, adj_470);
            wp::adj_where(var_469, var_438, var_465, adj_469, adj_438, adj_465, adj_470);
            if (var_469) {
                wp::adj_assign(var_438, var_465, adj_438, adj_465);
                // adj: break                                                                 <L 70>
            }
            wp::adj_mod(var_447, var_466, adj_447, adj_466, adj_467);
            // adj: if (j13) % 4 == 1:                                                        <L 69>
            wp::adj_where(var_464, var_438, var_460, adj_464, adj_438, adj_460, adj_465);
            if (var_464) {
                wp::adj_assign(var_438, var_460, adj_438, adj_460);
                // adj: continue                                                              <L 68>
            }
            wp::adj_mod(var_447, var_461, adj_447, adj_461, adj_462);
            // adj: if (j13) % 3 == 0:                                                        <L 67>
            wp::adj_add(var_438, var_459, adj_438, adj_459, adj_460);
            wp::adj_sin(var_458, adj_458, adj_459);
            wp::adj_extract(var_456, var_457, adj_456, adj_457, adj_458);
            wp::adj_cw_mul(var_451, var_455, adj_451, adj_455, adj_456);
            wp::adj_vec_t(var_452, var_453, var_454, adj_452, adj_453, adj_454, adj_455);
            wp::adj_vec_t(var_448, var_449, var_450, adj_448, adj_449, adj_450, adj_451);
            // adj: v0 += wp.sin((wp.cw_mul(wp.vec3(0.6, 0.69, 1.281), wp.vec3(0.747, 0.89, -1.143)))[1])  <L 66>
        	goto start_for_17;
        end_for_17:;
        // adj: for j13 in range(6):                                                          <L 65>
        if (var_441) {
            label16:;
            // adj: return                                                                    <L 64>
            wp::adj_array_store(var_out0, var_0, var_444, adj_out0, adj_0, adj_444);
            wp::adj_add(var_438, var_443, adj_438, adj_443, adj_444);
            wp::adj_mul(var_438, var_442, adj_438, adj_442, adj_443);
            // adj: out0[tid] = v0 + v0 * 1.1                                                 <L 63>
        }
        // adj: if 0.38 < 0.2:                                                                <L 62>
        wp::adj_add(var_432, var_437, adj_432, adj_437, adj_438);
        wp::adj_tanh(var_436, var_437, adj_436, adj_437);
        wp::adj_sin(var_432, adj_432, adj_436);
        // adj: v0 = v0 + wp.tanh(wp.sin(v0))                                                 <L 61>
    }
    wp::adj_sub(var_432, var_432, adj_432, adj_432, adj_434);
    wp::adj_sub(var_432, var_432, adj_432, adj_432, adj_433);
    // adj: if (v0 - v0) <= (v0 - v0):                                                        <L 60>
    wp::adj_where(var_84, var_86, var_431, adj_84, adj_86, adj_431, adj_432);
    if (!var_84) {
        wp::adj_where(var_87, var_101, var_430, adj_87, adj_101, adj_430, adj_431);
        if (!var_87) {
            wp::adj_where(var_120, var_168, var_429, adj_120, adj_168, adj_429, adj_430);
            if (!var_120) {
                wp::adj_where(var_169, var_294, var_350, adj_169, adj_294, adj_350, adj_429);
                if (!var_169) {
                    var_355 = wp::iter_reverse(var_355);
                    start_for_14:;
                        if (iter_cmp(var_355) == 0) goto end_for_14;
                        var_356 = wp::iter_next(var_355);
                    	adj_357 = {};
                    	adj_358 = {};
                    	adj_359 = {};
                    	adj_360 = {};
                    	adj_361 = {};
                    	adj_362 = {};
                    	adj_363 = {};
                    	adj_364 = {};
                    	adj_365 = {};
                    	adj_366 = {};
                    	adj_367 = {};
                    	adj_368 = {};
                    	adj_369 = {};
                    	adj_370 = {};
                    	adj_371 = {};
                    	adj_372 = {};
                    	adj_373 = {};
                    	adj_374 = {};
                    	adj_375 = {};
                    	adj_376 = {};
                    	adj_377 = {};
                    	adj_378 = {};
                    	adj_379 = {};
                    	adj_380 = {};
                    	adj_381 = {};
                    	adj_382 = {};
                    	adj_383 = {};
                    	adj_384 = {};
                    	adj_385 = {};
                    	adj_386 = {};
                    	adj_387 = {};
                    	adj_388 = {};
                    	adj_389 = {};
                    	adj_390 = {};
                    	adj_391 = {};
                    	adj_392 = {};
                    	adj_393 = {};
                    	adj_394 = {};
                    	adj_395 = {};
                    	adj_396 = {};
                    	adj_397 = {};
                    	adj_398 = {};
                    	adj_399 = {};
                    	adj_400 = {};
                    	adj_401 = {};
                    	adj_402 = {};
                    	adj_403 = {};
                    	adj_404 = {};
                    	adj_405 = {};
                    	adj_406 = {};
                    	adj_407 = {};
                    	adj_408 = {};
                    	adj_409 = {};
                    	adj_410 = {};
                    	adj_411 = {};
                    	adj_412 = {};
                    	adj_413 = {};
                    	adj_414 = {};
                    	adj_415 = {};
                    	adj_416 = {};
                    	adj_417 = {};
                    	adj_418 = {};
                    	adj_419 = {};
                    	adj_420 = {};
                    	adj_421 = {};
                    	adj_422 = {};
                    	adj_423 = {};
                    	adj_424 = {};
                    	adj_425 = {};
                    	adj_426 = {};
                    	adj_427 = {};
                    	adj_428 = {};
                        // v0 -= wp.sin(wp.mod(x0[(tid + 1) % x0.shape[0]], wp.abs((0.53 - -1.675)) + 1.0)) * 0.19       <L 55>
                        var_358 = wp::add(var_0, var_357);
                        var_359 = &(var_x0.shape);
                        var_362 = wp::load(var_359);
                        var_361 = wp::extract(var_362, var_360);
                        var_363 = wp::mod(var_358, var_361);
                        var_364 = wp::address(var_x0, var_363);
                        var_367 = wp::sub(var_365, var_366);
                        var_368 = wp::abs(var_367);
                        var_370 = wp::add(var_368, var_369);
                        var_372 = wp::load(var_364);
                        var_371 = wp::mod(var_372, var_370);
                        var_373 = wp::sin(var_371);
                        var_375 = wp::mul(var_373, var_374);
                        var_376 = wp::sub(var_350, var_375);
                        // if (v0 + v0) >= v0:                                                <L 56>
                        var_377 = wp::add(var_376, var_376);
                        var_378 = (var_377 >= var_376);
                        if (var_378) {
                            // v0 += wp.tanh((wp.lerp(wp.vec3(1.73, 1.82, -0.66), wp.vec3(0.5, 1.79, 0.49), 1.5))[2])       <L 57>
                            var_382 = wp::vec_t<3, wp::float32>(var_379, var_380, var_381);
                            var_386 = wp::vec_t<3, wp::float32>(var_383, var_384, var_385);
                            var_388 = wp::lerp(var_382, var_386, var_387);
                            var_390 = wp::extract(var_388, var_389);
                            var_391 = wp::tanh(var_390);
                            var_392 = wp::add(var_376, var_391);
                            // v0 = v0 + wp.tanh((wp.normalize(wp.vec3(-1.14))).x)            <L 58>
                            var_394 = wp::vec_t<3, wp::float32>(var_393);
                            var_395 = wp::normalize(var_394);
                            var_397 = wp::extract(var_395, var_396);
                            var_398 = wp::tanh(var_397);
                            var_399 = wp::add(var_392, var_398);
                            // v12 = wp.vec3((wp.where(-0.04 > 1.76, v0, v0) / (wp.abs(float(tid)) + 1.0)), ((-1.642 / (wp.abs(v0) + 1.0)) - wp.dot(wp.vec3(-0.56), wp.vec3(-0.668, 0.614, -0.85))), (v0 / (wp.abs((v0 + v0)) + 1.0)))       <L 59>
                            var_402 = (var_400 > var_401);
                            var_403 = wp::where(var_402, var_399, var_399);
                            var_404 = wp::float(var_0);
                            var_405 = wp::abs(var_404);
                            var_407 = wp::add(var_405, var_406);
                            var_408 = wp::div(var_403, var_407);
                            var_410 = wp::abs(var_399);
                            var_412 = wp::add(var_410, var_411);
                            var_413 = wp::div(var_409, var_412);
                            var_415 = wp::vec_t<3, wp::float32>(var_414);
                            var_419 = wp::vec_t<3, wp::float32>(var_416, var_417, var_418);
                            var_420 = wp::dot(var_415, var_419);
                            var_421 = wp::sub(var_413, var_420);
                            var_422 = wp::add(var_399, var_399);
                            var_423 = wp::abs(var_422);
                            var_425 = wp::add(var_423, var_424);
                            var_426 = wp::div(var_399, var_425);
                            var_427 = wp::vec_t<3, wp::float32>(var_408, var_421, var_426);
                        }
                        var_428 = wp::where(var_378, var_399, var_376);
                        wp::assign(var_350, var_428);
                        wp::adj_assign(var_350, var_428, adj_350, adj_428);
                        wp::adj_where(var_378, var_399, var_376, adj_378, adj_399, adj_376, adj_428);
                        if (var_378) {
                            wp::adj_vec_t(var_408, var_421, var_426, adj_408, adj_421, adj_426, adj_427);
                            wp::adj_div(var_399, var_425, var_426, adj_399, adj_425, adj_426);
                            wp::adj_add(var_423, var_424, adj_423, adj_424, adj_425);
                            wp::adj_abs(var_422, adj_422, adj_423);
                            wp::adj_add(var_399, var_399, adj_399, adj_399, adj_422);
                            wp::adj_sub(var_413, var_420, adj_413, adj_420, adj_421);
                            wp::adj_dot(var_415, var_419, adj_415, adj_419, adj_420);
                            wp::adj_vec_t(var_416, var_417, var_418, adj_416, adj_417, adj_418, adj_419);
                            wp::adj_vec_t(var_414, adj_414, adj_415);
                            wp::adj_div(var_409, var_412, var_413, adj_409, adj_412, adj_413);
                            wp::adj_add(var_410, var_411, adj_410, adj_411, adj_412);
                            wp::adj_abs(var_399, adj_399, adj_410);
                            wp::adj_div(var_403, var_407, var_408, adj_403, adj_407, adj_408);
                            wp::adj_add(var_405, var_406, adj_405, adj_406, adj_407);
                            wp::adj_abs(var_404, adj_404, adj_405);
                            wp::adj_float(var_0, adj_0, adj_404);
                            wp::adj_where(var_402, var_399, var_399, adj_402, adj_399, adj_399, adj_403);
                            // adj: v12 = wp.vec3((wp.where(-0.04 > 1.76, v0, v0) / (wp.abs(float(tid)) + 1.0)), ((-1.642 / (wp.abs(v0) + 1.0)) - wp.dot(wp.vec3(-0.56), wp.vec3(-0.668, 0.614, -0.85))), (v0 / (wp.abs((v0 + v0)) + 1.0)))  <L 59>
                            wp::adj_add(var_392, var_398, adj_392, adj_398, adj_399);
                            wp::adj_tanh(var_397, var_398, adj_397, adj_398);
                            wp::adj_extract(var_395, var_396, adj_395, adj_396, adj_397);
                            wp::adj_normalize(var_394, var_395, adj_394, adj_395);
                            wp::adj_vec_t(var_393, adj_393, adj_394);
                            // adj: v0 = v0 + wp.tanh((wp.normalize(wp.vec3(-1.14))).x)       <L 58>
                            wp::adj_add(var_376, var_391, adj_376, adj_391, adj_392);
                            wp::adj_tanh(var_390, var_391, adj_390, adj_391);
                            wp::adj_extract(var_388, var_389, adj_388, adj_389, adj_390);
                            wp::adj_lerp(var_382, var_386, var_387, adj_382, adj_386, adj_387, adj_388);
                            wp::adj_vec_t(var_383, var_384, var_385, adj_383, adj_384, adj_385, adj_386);
                            wp::adj_vec_t(var_379, var_380, var_381, adj_379, adj_380, adj_381, adj_382);
                            // adj: v0 += wp.tanh((wp.lerp(wp.vec3(1.73, 1.82, -0.66), wp.vec3(0.5, 1.79, 0.49), 1.5))[2])  <L 57>
                        }
                        wp::adj_add(var_376, var_376, adj_376, adj_376, adj_377);
                        // adj: if (v0 + v0) >= v0:                                           <L 56>
                        wp::adj_sub(var_350, var_375, adj_350, adj_375, adj_376);
                        wp::adj_mul(var_373, var_374, adj_373, adj_374, adj_375);
                        wp::adj_sin(var_371, adj_371, adj_373);
                        wp::adj_mod(var_372, var_370, adj_364, adj_370, adj_371);
                        wp::adj_add(var_368, var_369, adj_368, adj_369, adj_370);
                        wp::adj_abs(var_367, adj_367, adj_368);
                        wp::adj_sub(var_365, var_366, adj_365, adj_366, adj_367);
                        wp::adj_address(var_x0, var_363, adj_x0, adj_363, adj_364);
                        wp::adj_mod(var_358, var_361, adj_358, adj_361, adj_363);
                        adj_x0.shape = adj_359;
                        wp::adj_add(var_0, var_357, adj_0, adj_357, adj_358);
                        // adj: v0 -= wp.sin(wp.mod(x0[(tid + 1) % x0.shape[0]], wp.abs((0.53 - -1.675)) + 1.0)) * 0.19  <L 55>
                    	goto start_for_14;
                    end_for_14:;
                    wp::adj_mul(var_n, var_351, adj_n, adj_351, adj_352);
                    // adj: for j11 in range(0, n * 3, 3):                                    <L 54>
                    wp::adj_add(var_81, var_349, adj_81, adj_349, adj_350);
                    wp::adj_cos(var_348, adj_348, adj_349);
                    wp::adj_length_sq(var_347, adj_347, adj_348);
                    wp::adj_vec_t(var_344, var_345, var_346, adj_344, adj_345, adj_346, adj_347);
                    // adj: v0 = v0 + wp.cos(wp.length_sq(wp.vec3(0.36, -1.63, -0.02)))       <L 53>
                }
                if (var_169) {
                    wp::adj_vec_t(var_340, var_341, var_342, adj_340, adj_341, adj_342, adj_343);
                    // adj: v10 = wp.vec3(1.81, -1.66, -1.6)                                  <L 51>
                    var_299 = wp::iter_reverse(var_299);
                    start_for_11:;
                        if (iter_cmp(var_299) == 0) goto end_for_11;
                        var_300 = wp::iter_next(var_299);
                    	adj_301 = {};
                    	adj_302 = {};
                    	adj_303 = {};
                    	adj_304 = {};
                    	adj_305 = {};
                    	adj_306 = {};
                    	adj_307 = {};
                    	adj_308 = {};
                    	adj_309 = {};
                    	adj_310 = {};
                    	adj_311 = {};
                    	adj_312 = {};
                    	adj_313 = {};
                    	adj_314 = {};
                    	adj_315 = {};
                    	adj_316 = {};
                    	adj_317 = {};
                    	adj_318 = {};
                    	adj_319 = {};
                    	adj_320 = {};
                    	adj_321 = {};
                    	adj_322 = {};
                    	adj_323 = {};
                    	adj_324 = {};
                    	adj_325 = {};
                    	adj_326 = {};
                    	adj_327 = {};
                    	adj_328 = {};
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
                        // v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])               <L 46>
                        var_302 = wp::mul(var_294, var_301);
                        var_304 = wp::add(var_0, var_303);
                        var_305 = &(var_x0.shape);
                        var_308 = wp::load(var_305);
                        var_307 = wp::extract(var_308, var_306);
                        var_309 = wp::mod(var_304, var_307);
                        var_310 = wp::address(var_x0, var_309);
                        var_312 = wp::load(var_310);
                        var_311 = wp::tanh(var_312);
                        var_313 = wp::add(var_302, var_311);
                        // if v0 <= v0:                                                       <L 47>
                        var_314 = (var_313 <= var_313);
                        if (var_314) {
                            // out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99       <L 48>
                            var_315 = wp::sub(var_313, var_313);
                            var_318 = wp::clamp(var_313, var_316, var_317);
                            var_319 = wp::acos(var_318);
                            var_320 = wp::abs(var_319);
                            var_322 = wp::add(var_320, var_321);
                            var_323 = wp::div(var_315, var_322);
                            var_325 = wp::mul(var_323, var_324);
                            var_326 = wp::add(var_313, var_325);
                            // wp::array_store(var_out0, var_0, var_326);
                            // return                                                         <L 49>
                            goto label13;
                        }
                        // v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))       <L 50>
                        var_327 = wp::atan(var_313);
                        var_331 = wp::vec_t<3, wp::float32>(var_328, var_329, var_330);
                        var_335 = wp::vec_t<3, wp::float32>(var_332, var_333, var_334);
                        var_336 = wp::dot(var_331, var_335);
                        var_337 = wp::min(var_327, var_336);
                        var_338 = wp::neg(var_313);
                        var_339 = wp::mul(var_337, var_338);
                        wp::assign(var_294, var_313);
                        wp::assign(var_261, var_339);
                        wp::adj_assign(var_261, var_339, adj_261, adj_339);
                        wp::adj_assign(var_294, var_313, adj_294, adj_313);
                        wp::adj_mul(var_337, var_338, adj_337, adj_338, adj_339);
                        wp::adj_neg(var_313, adj_313, adj_338);
                        wp::adj_min(var_327, var_336, adj_327, adj_336, adj_337);
                        wp::adj_dot(var_331, var_335, adj_331, adj_335, adj_336);
                        wp::adj_vec_t(var_332, var_333, var_334, adj_332, adj_333, adj_334, adj_335);
                        wp::adj_vec_t(var_328, var_329, var_330, adj_328, adj_329, adj_330, adj_331);
                        wp::adj_atan(var_313, adj_313, adj_327);
                        // adj: v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))  <L 50>
                        if (var_314) {
                            label13:;
                            // adj: return                                                    <L 49>
                            wp::adj_array_store(var_out0, var_0, var_326, adj_out0, adj_0, adj_326);
                            wp::adj_add(var_313, var_325, adj_313, adj_325, adj_326);
                            wp::adj_mul(var_323, var_324, adj_323, adj_324, adj_325);
                            wp::adj_div(var_315, var_322, var_323, adj_315, adj_322, adj_323);
                            wp::adj_add(var_320, var_321, adj_320, adj_321, adj_322);
                            wp::adj_abs(var_319, adj_319, adj_320);
                            wp::adj_acos(var_318, adj_318, adj_319);
                            wp::adj_clamp(var_313, var_316, var_317, adj_313, adj_316, adj_317, adj_318);
                            wp::adj_sub(var_313, var_313, adj_313, adj_313, adj_315);
                            // adj: out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99  <L 48>
                        }
                        // adj: if v0 <= v0:                                                  <L 47>
                        wp::adj_add(var_302, var_311, adj_302, adj_311, adj_313);
                        wp::adj_tanh(var_312, var_311, adj_310, adj_311);
                        wp::adj_address(var_x0, var_309, adj_x0, adj_309, adj_310);
                        wp::adj_mod(var_304, var_307, adj_304, adj_307, adj_309);
                        adj_x0.shape = adj_305;
                        wp::adj_add(var_0, var_303, adj_0, adj_303, adj_304);
                        wp::adj_mul(var_294, var_301, adj_294, adj_301, adj_302);
                        // adj: v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])          <L 46>
                    	goto start_for_11;
                    end_for_11:;
                    wp::adj_mul(var_n, var_295, adj_n, adj_295, adj_296);
                    // adj: for j8 in range(0, n * 3, 3):                                     <L 45>
                    wp::adj_where(var_288, var_293, var_273, adj_288, adj_293, adj_273, adj_294);
                    if (var_288) {
                        wp::adj_sub(var_273, var_292, adj_273, adj_292, adj_293);
                        wp::adj_mul(var_290, var_291, adj_290, adj_291, adj_292);
                        wp::adj_tanh(var_289, var_290, adj_289, adj_290);
                        // adj: v0 -= wp.tanh(-1.3) * 1.55                                    <L 44>
                    }
                    wp::adj_dot(var_282, var_286, adj_282, adj_286, adj_287);
                    wp::adj_vec_t(var_283, var_284, var_285, adj_283, adj_284, adj_285, adj_286);
                    wp::adj_vec_t(var_279, var_280, var_281, adj_279, adj_280, adj_281, adj_282);
                    wp::adj_length(var_277, var_278, adj_277, adj_278);
                    wp::adj_vec_t(var_274, var_275, var_276, adj_274, adj_275, adj_276, adj_277);
                    // adj: if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):  <L 43>
                    wp::adj_add(var_216, var_271, adj_216, adj_271, adj_273);
                    wp::adj_tanh(var_272, var_271, adj_270, adj_271);
                    wp::adj_address(var_x0, var_269, adj_x0, adj_269, adj_270);
                    wp::adj_mod(var_264, var_267, adj_264, adj_267, adj_269);
                    adj_x0.shape = adj_265;
                    wp::adj_add(var_0, var_263, adj_0, adj_263, adj_264);
                    // adj: v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                        <L 42>
                    var_221 = wp::iter_reverse(var_221);
                    start_for_8:;
                        if (iter_cmp(var_221) == 0) goto end_for_8;
                        var_222 = wp::iter_next(var_221);
                    	adj_223 = {};
                    	adj_224 = {};
                    	adj_225 = {};
                    	adj_226 = {};
                    	adj_227 = {};
                    	adj_228 = {};
                    	adj_229 = {};
                    	adj_230 = {};
                    	adj_231 = {};
                    	adj_232 = {};
                    	adj_233 = {};
                    	adj_234 = {};
                    	adj_235 = {};
                    	adj_236 = {};
                    	adj_237 = {};
                    	adj_238 = {};
                    	adj_239 = {};
                    	adj_240 = {};
                    	adj_241 = {};
                    	adj_242 = {};
                    	adj_243 = {};
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
                        // v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])               <L 46>
                        var_224 = wp::mul(var_216, var_223);
                        var_226 = wp::add(var_0, var_225);
                        var_227 = &(var_x0.shape);
                        var_230 = wp::load(var_227);
                        var_229 = wp::extract(var_230, var_228);
                        var_231 = wp::mod(var_226, var_229);
                        var_232 = wp::address(var_x0, var_231);
                        var_234 = wp::load(var_232);
                        var_233 = wp::tanh(var_234);
                        var_235 = wp::add(var_224, var_233);
                        // if v0 <= v0:                                                       <L 47>
                        var_236 = (var_235 <= var_235);
                        if (var_236) {
                            // out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99       <L 48>
                            var_237 = wp::sub(var_235, var_235);
                            var_240 = wp::clamp(var_235, var_238, var_239);
                            var_241 = wp::acos(var_240);
                            var_242 = wp::abs(var_241);
                            var_244 = wp::add(var_242, var_243);
                            var_245 = wp::div(var_237, var_244);
                            var_247 = wp::mul(var_245, var_246);
                            var_248 = wp::add(var_235, var_247);
                            // wp::array_store(var_out0, var_0, var_248);
                            // return                                                         <L 49>
                            goto label10;
                        }
                        // v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))       <L 50>
                        var_249 = wp::atan(var_235);
                        var_253 = wp::vec_t<3, wp::float32>(var_250, var_251, var_252);
                        var_257 = wp::vec_t<3, wp::float32>(var_254, var_255, var_256);
                        var_258 = wp::dot(var_253, var_257);
                        var_259 = wp::min(var_249, var_258);
                        var_260 = wp::neg(var_235);
                        var_261 = wp::mul(var_259, var_260);
                        wp::assign(var_216, var_235);
                        wp::adj_assign(var_216, var_235, adj_216, adj_235);
                        wp::adj_mul(var_259, var_260, adj_259, adj_260, adj_261);
                        wp::adj_neg(var_235, adj_235, adj_260);
                        wp::adj_min(var_249, var_258, adj_249, adj_258, adj_259);
                        wp::adj_dot(var_253, var_257, adj_253, adj_257, adj_258);
                        wp::adj_vec_t(var_254, var_255, var_256, adj_254, adj_255, adj_256, adj_257);
                        wp::adj_vec_t(var_250, var_251, var_252, adj_250, adj_251, adj_252, adj_253);
                        wp::adj_atan(var_235, adj_235, adj_249);
                        // adj: v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))  <L 50>
                        if (var_236) {
                            label10:;
                            // adj: return                                                    <L 49>
                            wp::adj_array_store(var_out0, var_0, var_248, adj_out0, adj_0, adj_248);
                            wp::adj_add(var_235, var_247, adj_235, adj_247, adj_248);
                            wp::adj_mul(var_245, var_246, adj_245, adj_246, adj_247);
                            wp::adj_div(var_237, var_244, var_245, adj_237, adj_244, adj_245);
                            wp::adj_add(var_242, var_243, adj_242, adj_243, adj_244);
                            wp::adj_abs(var_241, adj_241, adj_242);
                            wp::adj_acos(var_240, adj_240, adj_241);
                            wp::adj_clamp(var_235, var_238, var_239, adj_235, adj_238, adj_239, adj_240);
                            wp::adj_sub(var_235, var_235, adj_235, adj_235, adj_237);
                            // adj: out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99  <L 48>
                        }
                        // adj: if v0 <= v0:                                                  <L 47>
                        wp::adj_add(var_224, var_233, adj_224, adj_233, adj_235);
                        wp::adj_tanh(var_234, var_233, adj_232, adj_233);
                        wp::adj_address(var_x0, var_231, adj_x0, adj_231, adj_232);
                        wp::adj_mod(var_226, var_229, adj_226, adj_229, adj_231);
                        adj_x0.shape = adj_227;
                        wp::adj_add(var_0, var_225, adj_0, adj_225, adj_226);
                        wp::adj_mul(var_216, var_223, adj_216, adj_223, adj_224);
                        // adj: v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])          <L 46>
                    	goto start_for_8;
                    end_for_8:;
                    wp::adj_mul(var_n, var_217, adj_n, adj_217, adj_218);
                    // adj: for j8 in range(0, n * 3, 3):                                     <L 45>
                    wp::adj_where(var_210, var_215, var_195, adj_210, adj_215, adj_195, adj_216);
                    if (var_210) {
                        wp::adj_sub(var_195, var_214, adj_195, adj_214, adj_215);
                        wp::adj_mul(var_212, var_213, adj_212, adj_213, adj_214);
                        wp::adj_tanh(var_211, var_212, adj_211, adj_212);
                        // adj: v0 -= wp.tanh(-1.3) * 1.55                                    <L 44>
                    }
                    wp::adj_dot(var_204, var_208, adj_204, adj_208, adj_209);
                    wp::adj_vec_t(var_205, var_206, var_207, adj_205, adj_206, adj_207, adj_208);
                    wp::adj_vec_t(var_201, var_202, var_203, adj_201, adj_202, adj_203, adj_204);
                    wp::adj_length(var_199, var_200, adj_199, adj_200);
                    wp::adj_vec_t(var_196, var_197, var_198, adj_196, adj_197, adj_198, adj_199);
                    // adj: if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):  <L 43>
                    wp::adj_add(var_183, var_193, adj_183, adj_193, adj_195);
                    wp::adj_tanh(var_194, var_193, adj_192, adj_193);
                    wp::adj_address(var_x0, var_191, adj_x0, adj_191, adj_192);
                    wp::adj_mod(var_186, var_189, adj_186, adj_189, adj_191);
                    adj_x0.shape = adj_187;
                    wp::adj_add(var_0, var_185, adj_0, adj_185, adj_186);
                    // adj: v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                        <L 42>
                    // adj: for j7 in range(2):                                               <L 41>
                    wp::adj_add(var_81, var_182, adj_81, adj_182, adj_183);
                    wp::adj_cos(var_181, adj_181, adj_182);
                    wp::adj_mul(var_179, var_180, adj_179, adj_180, adj_181);
                    wp::adj_float(var_0, adj_0, adj_180);
                    wp::adj_length_sq(var_178, adj_178, adj_179);
                    wp::adj_vec_t(var_175, var_176, var_177, adj_175, adj_176, adj_177, adj_178);
                    // adj: v0 += wp.cos((wp.length_sq(wp.vec3(-1.748, 0.682, 0.1)) * float(tid)))  <L 40>
                }
                if (var_169) {
                }
                if (var_170) {
                }
                // adj: elif ((v0 >= v0) and (v0 < v0)) and (1.431 > v0):                     <L 39>
            }
            if (var_120) {
                wp::adj_where(var_146, var_148, var_140, adj_146, adj_148, adj_140, adj_168);
                if (var_146) {
    start_while_6:;
                    var_152 = (var_150 < var_151);
    if ((var_152) == false) goto end_while_6;
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
                        // w6 = w6 + 1                                                        <L 33>
                        var_154 = wp::add(var_150, var_153);
                        // v0 = v0 + wp.cos((1.399 + 0.76))                                   <L 34>
                        var_157 = wp::add(var_155, var_156);
                        var_158 = wp::cos(var_157);
                        var_159 = wp::add(var_148, var_158);
                        // if (v0 < v0) and (v0 < v0):                                        <L 35>
                        var_161 = (var_159 < var_159);
                        var_160 = var_161;
                        if (var_160) {
                            var_162 = (var_159 < var_159);
                            var_160 = var_160 && var_162;
                        }
                        if (var_160) {
                            // continue                                                       <L 36>
                            wp::assign(var_148, var_159);
                            wp::assign(var_150, var_154);
                            goto start_while_6;
                        }
                        var_163 = wp::where(var_160, var_148, var_159);
                        var_164 = wp::where(var_160, var_150, var_154);
                        // if v0 > v0:                                                        <L 37>
                        var_165 = (var_163 > var_163);
                        if (var_165) {
                            // break                                                          <L 38>
                            wp::assign(var_148, var_163);
                            wp::assign(var_150, var_164);
                            goto end_while_6;
                        }
                        var_166 = wp::where(var_165, var_148, var_163);
                        var_167 = wp::where(var_165, var_150, var_164);
                        wp::assign(var_148, var_166);
                        wp::assign(var_150, var_167);
                        wp::adj_assign(var_150, var_167, adj_150, adj_167);
                        wp::adj_assign(var_148, var_166, adj_148, adj_166);
                        wp::adj_where(var_165, var_150, var_164, adj_165, adj_150, adj_164, adj_167);
                        wp::adj_where(var_165, var_148, var_163, adj_165, adj_148, adj_163, adj_166);
                        if (var_165) {
                            wp::adj_assign(var_150, var_164, adj_150, adj_164);
                            wp::adj_assign(var_148, var_163, adj_148, adj_163);
                            // adj: break                                                     <L 38>
                        }
                        // adj: if v0 > v0:                                                   <L 37>
                        wp::adj_where(var_160, var_150, var_154, adj_160, adj_150, adj_154, adj_164);
                        wp::adj_where(var_160, var_148, var_159, adj_160, adj_148, adj_159, adj_163);
                        if (var_160) {
                            wp::adj_assign(var_150, var_154, adj_150, adj_154);
                            wp::adj_assign(var_148, var_159, adj_148, adj_159);
                            // adj: continue                                                  <L 36>
                        }
                        if (var_160) {
                        }
                        // adj: if (v0 < v0) and (v0 < v0):                                   <L 35>
                        wp::adj_add(var_148, var_158, adj_148, adj_158, adj_159);
                        wp::adj_cos(var_157, adj_157, adj_158);
                        wp::adj_add(var_155, var_156, adj_155, adj_156, adj_157);
                        // adj: v0 = v0 + wp.cos((1.399 + 0.76))                              <L 34>
                        wp::adj_add(var_150, var_153, adj_150, adj_153, adj_154);
                        // adj: w6 = w6 + 1                                                   <L 33>
    goto start_while_6;
    end_while_6:;
                    // adj: while w6 < 5:                                                     <L 32>
                    // adj: w6 = int(0)                                                       <L 31>
                    wp::adj_add(var_140, var_147, adj_140, adj_147, adj_148);
                    wp::adj_tanh(var_140, var_147, adj_140, adj_147);
                    // adj: v0 = v0 + wp.tanh(v0)                                             <L 30>
                }
                wp::adj_length_sq(var_144, adj_144, adj_145);
                wp::adj_vec_t(var_141, var_142, var_143, adj_141, adj_142, adj_143, adj_144);
                // adj: if wp.length_sq(wp.vec3(-1.6, 1.256, 0.293)) <= v0:                   <L 29>
                wp::adj_add(var_129, var_138, adj_129, adj_138, adj_140);
                wp::adj_tanh(var_139, var_138, adj_137, adj_138);
                wp::adj_address(var_x0, var_136, adj_x0, adj_136, adj_137);
                wp::adj_mod(var_131, var_134, adj_131, adj_134, adj_136);
                adj_x0.shape = adj_132;
                wp::adj_add(var_0, var_130, adj_0, adj_130, adj_131);
                // adj: v0 = v0 + wp.tanh(x0[(tid + 5) % x0.shape[0]])                        <L 28>
                wp::adj_add(var_81, var_128, adj_81, adj_128, adj_129);
                wp::adj_sin(var_127, adj_127, adj_128);
                wp::adj_clamp(var_124, var_125, var_126, adj_124, adj_125, adj_126, adj_127);
                wp::adj_add(var_81, var_81, adj_81, adj_81, adj_124);
                // adj: v0 = v0 + wp.sin(wp.clamp((v0 + v0), -0.25, 1.65))                    <L 27>
            }
            if (!var_120) {
            }
            // adj: elif (v0 <= -0.401) or (v0 >= v0):                                        <L 26>
        }
        if (var_87) {
            wp::adj_sub(var_116, var_118, adj_116, adj_118, adj_119);
            wp::adj_div(var_103, var_115, var_116, adj_103, adj_115, adj_116);
            wp::adj_add(var_113, var_114, adj_113, adj_114, adj_115);
            wp::adj_abs(var_112, adj_112, adj_113);
            wp::adj_dot(var_107, var_111, adj_107, adj_111, adj_112);
            wp::adj_vec_t(var_108, var_109, var_110, adj_108, adj_109, adj_110, adj_111);
            wp::adj_vec_t(var_104, var_105, var_106, adj_104, adj_105, adj_106, adj_107);
            // adj: v5 = ((wp.ceil(-1.2) / (wp.abs(wp.dot(wp.vec3(0.7, 0.1, 1.31), wp.vec3(-0.91, 1.3, 0.16))) + 1.0)) - wp.round(0.5))  <L 25>
            wp::adj_add(var_81, var_100, adj_81, adj_100, adj_101);
            wp::adj_tanh(var_99, var_100, adj_99, adj_100);
            wp::adj_add(var_97, var_98, adj_97, adj_98, adj_99);
            wp::adj_degrees(var_81, adj_81, adj_98);
            wp::adj_float(var_0, adj_0, adj_97);
            // adj: v0 = v0 + wp.tanh((float(tid) + wp.degrees(v0)))                          <L 24>
        }
        if (var_87) {
            if (!var_93) {
            }
        }
        if (var_88) {
        }
        // adj: elif ((v0 <= 1.6) and (-1.317 > v0)) and ((v0 < v0) or (v0 > 1.4)):           <L 23>
    }
    if (var_84) {
        wp::adj_add(var_81, var_85, adj_81, adj_85, adj_86);
        wp::adj_tanh(var_81, var_85, adj_81, adj_85);
        // adj: v0 += wp.tanh(v0)                                                             <L 22>
    }
    wp::adj_sub(var_81, var_81, adj_81, adj_81, adj_83);
    wp::adj_min(var_81, var_81, adj_81, adj_81, adj_82);
    // adj: if wp.min(v0, v0) >= (v0 - v0):                                                   <L 21>
    wp::adj_where(var_4, var_15, var_2, adj_4, adj_15, adj_2, adj_81);
    if (var_4) {
        wp::adj_mod(var_73, var_79, adj_73, adj_79, adj_80);
        wp::adj_add(var_77, var_78, adj_77, adj_78, adj_79);
        wp::adj_abs(var_76, adj_76, adj_77);
        wp::adj_erfc(var_75, adj_75, adj_76);
        wp::adj_where(var_74, var_15, var_15, adj_74, adj_15, adj_15, adj_75);
        wp::adj_acos(var_72, adj_72, adj_73);
        wp::adj_clamp(var_69, var_70, var_71, adj_69, adj_70, adj_71, adj_72);
        wp::adj_sub(var_15, var_15, adj_15, adj_15, adj_69);
        // adj: v4 = wp.mod(wp.acos(wp.clamp((v0 - v0), -0.9, 0.9)), wp.abs(wp.erfc(wp.where(v0 > v0, v0, v0))) + 1.0)  <L 20>
        var_16 = wp::iter_reverse(var_16);
        start_for_0:;
            if (iter_cmp(var_16) == 0) goto end_for_0;
            var_17 = wp::iter_next(var_16);
        	adj_18 = {};
        	adj_19 = {};
        	adj_20 = {};
        	adj_21 = {};
        	adj_22 = {};
        	adj_45 = {};
        	adj_46 = {};
            // v0 = v0 + wp.tanh(float(tid))                                                  <L 11>
            var_18 = wp::float(var_0);
            var_19 = wp::tanh(var_18);
            var_20 = wp::add(var_15, var_19);
            // w2 = int(0)                                                                    <L 12>
            var_22 = wp::int(var_21);
            // while w2 < 3 and (0.85 <= v0):                                                 <L 13>
            // w3 = int(0)                                                                    <L 16>
            var_46 = wp::int(var_45);
            // while w3 < 5 and ((j1) % 2 == 1):                                              <L 17>
            wp::assign(var_15, var_20);
            wp::adj_assign(var_15, var_20, adj_15, adj_20);
    start_while_4:;
            var_49 = (var_46 < var_48);
            var_47 = var_49;
            if (var_47) {
                var_51 = wp::mod(var_17, var_50);
                var_53 = (var_51 == var_52);
                var_47 = var_47 && var_53;
            }
    if ((var_47) == false) goto end_while_4;
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
                // w3 = w3 + 1                                                                <L 18>
                var_55 = wp::add(var_46, var_54);
                // v0 = v0 * 0.5 + wp.tanh((wp.length_sq(wp.vec3(0.1, -0.04, -1.771)) - (-0.16 + -0.9)))       <L 19>
                var_57 = wp::mul(var_20, var_56);
                var_61 = wp::vec_t<3, wp::float32>(var_58, var_59, var_60);
                var_62 = wp::length_sq(var_61);
                var_65 = wp::add(var_63, var_64);
                var_66 = wp::sub(var_62, var_65);
                var_67 = wp::tanh(var_66);
                var_68 = wp::add(var_57, var_67);
                wp::assign(var_20, var_68);
                wp::assign(var_46, var_55);
                wp::adj_assign(var_46, var_55, adj_46, adj_55);
                wp::adj_assign(var_20, var_68, adj_20, adj_68);
                wp::adj_add(var_57, var_67, adj_57, adj_67, adj_68);
                wp::adj_tanh(var_66, var_67, adj_66, adj_67);
                wp::adj_sub(var_62, var_65, adj_62, adj_65, adj_66);
                wp::adj_add(var_63, var_64, adj_63, adj_64, adj_65);
                wp::adj_length_sq(var_61, adj_61, adj_62);
                wp::adj_vec_t(var_58, var_59, var_60, adj_58, adj_59, adj_60, adj_61);
                wp::adj_mul(var_20, var_56, adj_20, adj_56, adj_57);
                // adj: v0 = v0 * 0.5 + wp.tanh((wp.length_sq(wp.vec3(0.1, -0.04, -1.771)) - (-0.16 + -0.9)))  <L 19>
                wp::adj_add(var_46, var_54, adj_46, adj_54, adj_55);
                // adj: w3 = w3 + 1                                                           <L 18>
    goto start_while_4;
    end_while_4:;
            // adj: while w3 < 5 and ((j1) % 2 == 1):                                         <L 17>
            // adj: w3 = int(0)                                                               <L 16>
    start_while_2:;
            var_25 = (var_22 < var_24);
            var_23 = var_25;
            if (var_23) {
                var_27 = (var_26 <= var_20);
                var_23 = var_23 && var_27;
            }
    if ((var_23) == false) goto end_while_2;
    adj_28 = {};
    adj_29 = {};
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
                // w2 = w2 + 1                                                                <L 14>
                var_29 = wp::add(var_22, var_28);
                // v0 = v0 * 0.5 + wp.sin(((wp.vec3(-1.929, -0.74, 0.5) - wp.vec3(-1.9, -0.27, -1.81)))[2])       <L 15>
                var_31 = wp::mul(var_20, var_30);
                var_35 = wp::vec_t<3, wp::float32>(var_32, var_33, var_34);
                var_39 = wp::vec_t<3, wp::float32>(var_36, var_37, var_38);
                var_40 = wp::sub(var_35, var_39);
                var_42 = wp::extract(var_40, var_41);
                var_43 = wp::sin(var_42);
                var_44 = wp::add(var_31, var_43);
                wp::assign(var_20, var_44);
                wp::assign(var_22, var_29);
                wp::adj_assign(var_22, var_29, adj_22, adj_29);
                wp::adj_assign(var_20, var_44, adj_20, adj_44);
                wp::adj_add(var_31, var_43, adj_31, adj_43, adj_44);
                wp::adj_sin(var_42, adj_42, adj_43);
                wp::adj_extract(var_40, var_41, adj_40, adj_41, adj_42);
                wp::adj_sub(var_35, var_39, adj_35, adj_39, adj_40);
                wp::adj_vec_t(var_36, var_37, var_38, adj_36, adj_37, adj_38, adj_39);
                wp::adj_vec_t(var_32, var_33, var_34, adj_32, adj_33, adj_34, adj_35);
                wp::adj_mul(var_20, var_30, adj_20, adj_30, adj_31);
                // adj: v0 = v0 * 0.5 + wp.sin(((wp.vec3(-1.929, -0.74, 0.5) - wp.vec3(-1.9, -0.27, -1.81)))[2])  <L 15>
                wp::adj_add(var_22, var_28, adj_22, adj_28, adj_29);
                // adj: w2 = w2 + 1                                                           <L 14>
    goto start_while_2;
    end_while_2:;
            // adj: while w2 < 3 and (0.85 <= v0):                                            <L 13>
            // adj: w2 = int(0)                                                               <L 12>
            wp::adj_add(var_15, var_19, adj_15, adj_19, adj_20);
            wp::adj_tanh(var_18, var_19, adj_18, adj_19);
            wp::adj_float(var_0, adj_0, adj_18);
            // adj: v0 = v0 + wp.tanh(float(tid))                                             <L 11>
        	goto start_for_0;
        end_for_0:;
        // adj: for j1 in range(n):                                                           <L 10>
        wp::adj_sub(var_2, var_14, adj_2, adj_14, adj_15);
        wp::adj_mul(var_12, var_13, adj_12, adj_13, adj_14);
        wp::adj_tanh(var_11, var_12, adj_11, adj_12);
        wp::adj_sub(var_2, var_10, adj_2, adj_10, adj_11);
        wp::adj_tanh(var_2, var_10, adj_2, adj_10);
        // adj: v0 -= wp.tanh((v0 - wp.tanh(v0))) * 0.44                                      <L 9>
    }
    if (!var_4) {
    }
    wp::adj_mod(var_0, var_5, adj_0, adj_5, adj_6);
    // adj: if ((tid) % 3 == 0) or (v0 >= v0):                                                <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def control_000002(x0: wp.array(dtype=float), n: int, out0: wp.array(dtype=float)):  <L 5>
    return;
}



struct control_000002_c8412e2a_cpu_block_payload_forward
{
    wp_args_control_000002_c8412e2a* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void control_000002_c8412e2a_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    control_000002_c8412e2a_cpu_block_payload_forward* payload = (control_000002_c8412e2a_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    control_000002_c8412e2a_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void control_000002_c8412e2a_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_control_000002_c8412e2a *_wp_args)
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
        control_000002_c8412e2a_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &control_000002_c8412e2a_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct control_000002_c8412e2a_cpu_block_payload_backward
{
    wp_args_control_000002_c8412e2a* args;
    wp_args_control_000002_c8412e2a* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void control_000002_c8412e2a_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    control_000002_c8412e2a_cpu_block_payload_backward* payload = (control_000002_c8412e2a_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    control_000002_c8412e2a_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void control_000002_c8412e2a_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_control_000002_c8412e2a *_wp_args,
    wp_args_control_000002_c8412e2a *_wp_adj_args)
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
        control_000002_c8412e2a_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &control_000002_c8412e2a_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

