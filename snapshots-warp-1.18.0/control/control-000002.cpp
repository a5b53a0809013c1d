// Generated for case control-000002 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_control_000002_873dd4a2 {
    wp::array_t<wp::float32> x0;
    wp::int32 n;
    wp::array_t<wp::float32> out0;
    wp::int32 num_elements;
};


void control_000002_873dd4a2_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_control_000002_873dd4a2 *_wp_args)
{
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
    wp::float32* var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    bool var_5;
    const wp::int32 var_6 = 3;
    wp::int32 var_7;
    const wp::int32 var_8 = 0;
    bool var_9;
    bool var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 0.44;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::range_t var_17;
    wp::int32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::int32 var_22 = 0;
    wp::int32 var_23;
    bool var_24;
    const wp::int32 var_25 = 3;
    bool var_26;
    const wp::float32 var_27 = 0.85;
    bool var_28;
    const wp::int32 var_29 = 1;
    wp::int32 var_30;
    const wp::float32 var_31 = 0.5;
    wp::float32 var_32;
    const wp::float32 var_33 = -1.929;
    const wp::float32 var_34 = -0.74;
    const wp::float32 var_35 = 0.5;
    wp::vec_t<3, wp::float32> var_36;
    const wp::float32 var_37 = -1.9;
    const wp::float32 var_38 = -0.27;
    const wp::float32 var_39 = -1.81;
    wp::vec_t<3, wp::float32> var_40;
    wp::vec_t<3, wp::float32> var_41;
    const wp::int32 var_42 = 2;
    wp::float32 var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    const wp::int32 var_46 = 0;
    wp::int32 var_47;
    bool var_48;
    const wp::int32 var_49 = 5;
    bool var_50;
    const wp::int32 var_51 = 2;
    wp::int32 var_52;
    const wp::int32 var_53 = 1;
    bool var_54;
    const wp::int32 var_55 = 1;
    wp::int32 var_56;
    const wp::float32 var_57 = 0.5;
    wp::float32 var_58;
    const wp::float32 var_59 = 0.1;
    const wp::float32 var_60 = -0.04;
    const wp::float32 var_61 = -1.771;
    wp::vec_t<3, wp::float32> var_62;
    wp::float32 var_63;
    const wp::float32 var_64 = -0.16;
    const wp::float32 var_65 = -0.9;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    wp::float32 var_69;
    wp::float32 var_70;
    const wp::float32 var_71 = -0.9;
    const wp::float32 var_72 = 0.9;
    wp::float32 var_73;
    wp::float32 var_74;
    bool var_75;
    wp::float32 var_76;
    wp::float32 var_77;
    wp::float32 var_78;
    const wp::float32 var_79 = 1.0;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    wp::float32 var_83;
    wp::float32 var_84;
    bool var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    bool var_88;
    bool var_89;
    const wp::float32 var_90 = 1.6;
    bool var_91;
    const wp::float32 var_92 = -1.317;
    bool var_93;
    bool var_94;
    bool var_95;
    const wp::float32 var_96 = 1.4;
    bool var_97;
    wp::float32 var_98;
    wp::float32 var_99;
    wp::float32 var_100;
    wp::float32 var_101;
    wp::float32 var_102;
    const wp::float32 var_103 = -1.2;
    wp::float32 var_104;
    const wp::float32 var_105 = 0.7;
    const wp::float32 var_106 = 0.1;
    const wp::float32 var_107 = 1.31;
    wp::vec_t<3, wp::float32> var_108;
    const wp::float32 var_109 = -0.91;
    const wp::float32 var_110 = 1.3;
    const wp::float32 var_111 = 0.16;
    wp::vec_t<3, wp::float32> var_112;
    wp::float32 var_113;
    wp::float32 var_114;
    const wp::float32 var_115 = 1.0;
    wp::float32 var_116;
    wp::float32 var_117;
    const wp::float32 var_118 = 0.5;
    wp::float32 var_119;
    wp::float32 var_120;
    bool var_121;
    const wp::float32 var_122 = -0.401;
    bool var_123;
    bool var_124;
    wp::float32 var_125;
    const wp::float32 var_126 = -0.25;
    const wp::float32 var_127 = 1.65;
    wp::float32 var_128;
    wp::float32 var_129;
    wp::float32 var_130;
    const wp::int32 var_131 = 5;
    wp::int32 var_132;
    wp::shape_t* var_133;
    const wp::int32 var_134 = 0;
    wp::int32 var_135;
    wp::shape_t var_136;
    wp::int32 var_137;
    wp::float32* var_138;
    wp::float32 var_139;
    wp::float32 var_140;
    wp::float32 var_141;
    const wp::float32 var_142 = -1.6;
    const wp::float32 var_143 = 1.256;
    const wp::float32 var_144 = 0.293;
    wp::vec_t<3, wp::float32> var_145;
    wp::float32 var_146;
    bool var_147;
    wp::float32 var_148;
    wp::float32 var_149;
    const wp::int32 var_150 = 0;
    wp::int32 var_151;
    const wp::int32 var_152 = 5;
    bool var_153;
    const wp::int32 var_154 = 1;
    wp::int32 var_155;
    const wp::float32 var_156 = 1.399;
    const wp::float32 var_157 = 0.76;
    wp::float32 var_158;
    wp::float32 var_159;
    wp::float32 var_160;
    bool var_161;
    bool var_162;
    bool var_163;
    wp::float32 var_164;
    wp::int32 var_165;
    bool var_166;
    wp::float32 var_167;
    wp::int32 var_168;
    wp::float32 var_169;
    bool var_170;
    bool var_171;
    bool var_172;
    bool var_173;
    const wp::float32 var_174 = 1.431;
    bool var_175;
    const wp::float32 var_176 = -1.748;
    const wp::float32 var_177 = 0.682;
    const wp::float32 var_178 = 0.1;
    wp::vec_t<3, wp::float32> var_179;
    wp::float32 var_180;
    wp::float32 var_181;
    wp::float32 var_182;
    wp::float32 var_183;
    wp::float32 var_184;
    const wp::int32 var_185 = 0;
    const wp::int32 var_186 = 1;
    wp::int32 var_187;
    wp::shape_t* var_188;
    const wp::int32 var_189 = 0;
    wp::int32 var_190;
    wp::shape_t var_191;
    wp::int32 var_192;
    wp::float32* var_193;
    wp::float32 var_194;
    wp::float32 var_195;
    wp::float32 var_196;
    const wp::float32 var_197 = -1.945;
    const wp::float32 var_198 = 0.92;
    const wp::float32 var_199 = -0.9;
    wp::vec_t<3, wp::float32> var_200;
    wp::float32 var_201;
    const wp::float32 var_202 = 0.21;
    const wp::float32 var_203 = -0.643;
    const wp::float32 var_204 = -1.1;
    wp::vec_t<3, wp::float32> var_205;
    const wp::float32 var_206 = 1.5;
    const wp::float32 var_207 = -1.28;
    const wp::float32 var_208 = 0.6;
    wp::vec_t<3, wp::float32> var_209;
    wp::float32 var_210;
    bool var_211;
    const wp::float32 var_212 = -1.3;
    wp::float32 var_213;
    const wp::float32 var_214 = 1.55;
    wp::float32 var_215;
    wp::float32 var_216;
    wp::float32 var_217;
    const wp::int32 var_218 = 3;
    wp::int32 var_219;
    const wp::int32 var_220 = 0;
    const wp::int32 var_221 = 3;
    wp::range_t var_222;
    wp::int32 var_223;
    const wp::float32 var_224 = 0.5;
    wp::float32 var_225;
    const wp::int32 var_226 = 5;
    wp::int32 var_227;
    wp::shape_t* var_228;
    const wp::int32 var_229 = 0;
    wp::int32 var_230;
    wp::shape_t var_231;
    wp::int32 var_232;
    wp::float32* var_233;
    wp::float32 var_234;
    wp::float32 var_235;
    wp::float32 var_236;
    bool var_237;
    wp::float32 var_238;
    const wp::float32 var_239 = -0.9;
    const wp::float32 var_240 = 0.9;
    wp::float32 var_241;
    wp::float32 var_242;
    wp::float32 var_243;
    const wp::float32 var_244 = 1.0;
    wp::float32 var_245;
    wp::float32 var_246;
    const wp::float32 var_247 = 1.99;
    wp::float32 var_248;
    wp::float32 var_249;
    wp::float32 var_250;
    const wp::float32 var_251 = 0.57;
    const wp::float32 var_252 = 0.915;
    const wp::float32 var_253 = -1.2;
    wp::vec_t<3, wp::float32> var_254;
    const wp::float32 var_255 = -1.85;
    const wp::float32 var_256 = 0.68;
    const wp::float32 var_257 = -1.969;
    wp::vec_t<3, wp::float32> var_258;
    wp::float32 var_259;
    wp::float32 var_260;
    wp::float32 var_261;
    wp::float32 var_262;
    const wp::int32 var_263 = 1;
    const wp::int32 var_264 = 1;
    wp::int32 var_265;
    wp::shape_t* var_266;
    const wp::int32 var_267 = 0;
    wp::int32 var_268;
    wp::shape_t var_269;
    wp::int32 var_270;
    wp::float32* var_271;
    wp::float32 var_272;
    wp::float32 var_273;
    wp::float32 var_274;
    const wp::float32 var_275 = -1.945;
    const wp::float32 var_276 = 0.92;
    const wp::float32 var_277 = -0.9;
    wp::vec_t<3, wp::float32> var_278;
    wp::float32 var_279;
    const wp::float32 var_280 = 0.21;
    const wp::float32 var_281 = -0.643;
    const wp::float32 var_282 = -1.1;
    wp::vec_t<3, wp::float32> var_283;
    const wp::float32 var_284 = 1.5;
    const wp::float32 var_285 = -1.28;
    const wp::float32 var_286 = 0.6;
    wp::vec_t<3, wp::float32> var_287;
    wp::float32 var_288;
    bool var_289;
    const wp::float32 var_290 = -1.3;
    wp::float32 var_291;
    const wp::float32 var_292 = 1.55;
    wp::float32 var_293;
    wp::float32 var_294;
    wp::float32 var_295;
    const wp::int32 var_296 = 3;
    wp::int32 var_297;
    const wp::int32 var_298 = 0;
    const wp::int32 var_299 = 3;
    wp::range_t var_300;
    wp::int32 var_301;
    const wp::float32 var_302 = 0.5;
    wp::float32 var_303;
    const wp::int32 var_304 = 5;
    wp::int32 var_305;
    wp::shape_t* var_306;
    const wp::int32 var_307 = 0;
    wp::int32 var_308;
    wp::shape_t var_309;
    wp::int32 var_310;
    wp::float32* var_311;
    wp::float32 var_312;
    wp::float32 var_313;
    wp::float32 var_314;
    bool var_315;
    wp::float32 var_316;
    const wp::float32 var_317 = -0.9;
    const wp::float32 var_318 = 0.9;
    wp::float32 var_319;
    wp::float32 var_320;
    wp::float32 var_321;
    const wp::float32 var_322 = 1.0;
    wp::float32 var_323;
    wp::float32 var_324;
    const wp::float32 var_325 = 1.99;
    wp::float32 var_326;
    wp::float32 var_327;
    wp::float32 var_328;
    const wp::float32 var_329 = 0.57;
    const wp::float32 var_330 = 0.915;
    const wp::float32 var_331 = -1.2;
    wp::vec_t<3, wp::float32> var_332;
    const wp::float32 var_333 = -1.85;
    const wp::float32 var_334 = 0.68;
    const wp::float32 var_335 = -1.969;
    wp::vec_t<3, wp::float32> var_336;
    wp::float32 var_337;
    wp::float32 var_338;
    wp::float32 var_339;
    wp::float32 var_340;
    const wp::float32 var_341 = 1.81;
    const wp::float32 var_342 = -1.66;
    const wp::float32 var_343 = -1.6;
    wp::vec_t<3, wp::float32> var_344;
    const wp::float32 var_345 = 0.36;
    const wp::float32 var_346 = -1.63;
    const wp::float32 var_347 = -0.02;
    wp::vec_t<3, wp::float32> var_348;
    wp::float32 var_349;
    wp::float32 var_350;
    wp::float32 var_351;
    const wp::int32 var_352 = 3;
    wp::int32 var_353;
    const wp::int32 var_354 = 0;
    const wp::int32 var_355 = 3;
    wp::range_t var_356;
    wp::int32 var_357;
    const wp::int32 var_358 = 1;
    wp::int32 var_359;
    wp::shape_t* var_360;
    const wp::int32 var_361 = 0;
    wp::int32 var_362;
    wp::shape_t var_363;
    wp::int32 var_364;
    wp::float32* var_365;
    const wp::float32 var_366 = 0.53;
    const wp::float32 var_367 = -1.675;
    wp::float32 var_368;
    wp::float32 var_369;
    const wp::float32 var_370 = 1.0;
    wp::float32 var_371;
    wp::float32 var_372;
    wp::float32 var_373;
    wp::float32 var_374;
    const wp::float32 var_375 = 0.19;
    wp::float32 var_376;
    wp::float32 var_377;
    wp::float32 var_378;
    bool var_379;
    const wp::float32 var_380 = 1.73;
    const wp::float32 var_381 = 1.82;
    const wp::float32 var_382 = -0.66;
    wp::vec_t<3, wp::float32> var_383;
    const wp::float32 var_384 = 0.5;
    const wp::float32 var_385 = 1.79;
    const wp::float32 var_386 = 0.49;
    wp::vec_t<3, wp::float32> var_387;
    const wp::float32 var_388 = 1.5;
    wp::vec_t<3, wp::float32> var_389;
    const wp::int32 var_390 = 2;
    wp::float32 var_391;
    wp::float32 var_392;
    wp::float32 var_393;
    const wp::float32 var_394 = -1.14;
    wp::vec_t<3, wp::float32> var_395;
    wp::vec_t<3, wp::float32> var_396;
    const wp::int32 var_397 = 0;
    wp::float32 var_398;
    wp::float32 var_399;
    wp::float32 var_400;
    const wp::float32 var_401 = -0.04;
    const wp::float32 var_402 = 1.76;
    bool var_403;
    wp::float32 var_404;
    wp::float32 var_405;
    wp::float32 var_406;
    const wp::float32 var_407 = 1.0;
    wp::float32 var_408;
    wp::float32 var_409;
    const wp::float32 var_410 = -1.642;
    wp::float32 var_411;
    const wp::float32 var_412 = 1.0;
    wp::float32 var_413;
    wp::float32 var_414;
    const wp::float32 var_415 = -0.56;
    wp::vec_t<3, wp::float32> var_416;
    const wp::float32 var_417 = -0.668;
    const wp::float32 var_418 = 0.614;
    const wp::float32 var_419 = -0.85;
    wp::vec_t<3, wp::float32> var_420;
    wp::float32 var_421;
    wp::float32 var_422;
    wp::float32 var_423;
    wp::float32 var_424;
    const wp::float32 var_425 = 1.0;
    wp::float32 var_426;
    wp::float32 var_427;
    wp::vec_t<3, wp::float32> var_428;
    wp::float32 var_429;
    wp::float32 var_430;
    wp::float32 var_431;
    wp::float32 var_432;
    wp::float32 var_433;
    wp::float32 var_434;
    wp::float32 var_435;
    bool var_436;
    wp::float32 var_437;
    wp::float32 var_438;
    wp::float32 var_439;
    const wp::float32 var_440 = 0.38;
    const wp::float32 var_441 = 0.2;
    bool var_442;
    const wp::float32 var_443 = 1.1;
    wp::float32 var_444;
    wp::float32 var_445;
    const wp::int32 var_446 = 6;
    wp::range_t var_447;
    wp::int32 var_448;
    const wp::float32 var_449 = 0.6;
    const wp::float32 var_450 = 0.69;
    const wp::float32 var_451 = 1.281;
    wp::vec_t<3, wp::float32> var_452;
    const wp::float32 var_453 = 0.747;
    const wp::float32 var_454 = 0.89;
    const wp::float32 var_455 = -1.143;
    wp::vec_t<3, wp::float32> var_456;
    wp::vec_t<3, wp::float32> var_457;
    const wp::int32 var_458 = 1;
    wp::float32 var_459;
    wp::float32 var_460;
    wp::float32 var_461;
    const wp::int32 var_462 = 3;
    wp::int32 var_463;
    const wp::int32 var_464 = 0;
    bool var_465;
    wp::float32 var_466;
    const wp::int32 var_467 = 4;
    wp::int32 var_468;
    const wp::int32 var_469 = 1;
    bool var_470;
    wp::float32 var_471;
    const wp::float32 var_472 = -100.0;
    const wp::float32 var_473 = 100.0;
    wp::float32 var_474;
    wp::float32 var_475;
    wp::int32 var_476;
    const wp::int32 var_477 = 4;
    wp::int32 var_478;
    const wp::int32 var_479 = 0;
    bool var_480;
    const wp::float32 var_481 = -0.913;
    const wp::float32 var_482 = -0.5;
    const wp::float32 var_483 = -1.46;
    wp::vec_t<3, wp::float32> var_484;
    const wp::float32 var_485 = -1.237;
    const wp::float32 var_486 = -0.185;
    const wp::float32 var_487 = -1.3;
    wp::vec_t<3, wp::float32> var_488;
    wp::float32 var_489;
    wp::float32 var_490;
    const wp::float32 var_491 = 1.0;
    wp::float32 var_492;
    wp::float32 var_493;
    wp::float32 var_494;
    wp::float32 var_495;
    wp::float32 var_496;
    wp::float32 var_497;
    bool var_498;
    bool var_499;
    bool var_500;
    bool var_501;
    bool var_502;
    bool var_503;
    wp::float32 var_504;
    wp::float32 var_505;
    const wp::int32 var_506 = 3;
    wp::int32 var_507;
    const wp::int32 var_508 = 0;
    const wp::int32 var_509 = -1;
    wp::range_t var_510;
    wp::int32 var_511;
    wp::float32 var_512;
    wp::float32 var_513;
    wp::float32 var_514;
    bool var_515;
    bool var_516;
    bool var_517;
    const wp::float32 var_518 = 1.5;
    wp::float32 var_519;
    wp::float32 var_520;
    wp::float32 var_521;
    const wp::float32 var_522 = 1.11;
    wp::float32 var_523;
    wp::float32 var_524;
    const wp::float32 var_525 = 0.632;
    const wp::float32 var_526 = -0.54;
    const wp::float32 var_527 = 1.235;
    wp::vec_t<3, wp::float32> var_528;
    const wp::int32 var_529 = 2;
    wp::float32 var_530;
    wp::float32 var_531;
    const wp::int32 var_532 = 4;
    wp::int32 var_533;
    const wp::int32 var_534 = 1;
    bool var_535;
    const wp::float32 var_536 = 1.9;
    wp::float32 var_537;
    const wp::float32 var_538 = -1.49;
    wp::float32 var_539;
    const wp::float32 var_540 = 1.0;
    wp::float32 var_541;
    wp::float32 var_542;
    wp::float32 var_543;
    wp::float32 var_544;
    wp::float32 var_545;
    bool var_546;
    wp::float32 var_547;
    wp::float32 var_548;
    wp::float32 var_549;
    wp::float32 var_550;
    const wp::int32 var_551 = 2;
    wp::int32 var_552;
    const wp::int32 var_553 = 0;
    const wp::int32 var_554 = 2;
    wp::range_t var_555;
    wp::int32 var_556;
    const wp::float32 var_557 = 0.562;
    const wp::float32 var_558 = 0.9;
    wp::float32 var_559;
    const wp::float32 var_560 = 1.0;
    wp::float32 var_561;
    wp::float32 var_562;
    const wp::float32 var_563 = 1.01;
    const wp::float32 var_564 = -0.8;
    wp::float32 var_565;
    wp::float32 var_566;
    wp::float32 var_567;
    wp::float32 var_568;
    bool var_569;
    wp::range_t var_570;
    wp::int32 var_571;
    const wp::float32 var_572 = -1.3;
    const wp::float32 var_573 = -0.7;
    wp::float32 var_574;
    wp::float32 var_575;
    wp::float32 var_576;
    wp::float32 var_577;
    bool var_578;
    bool var_579;
    const wp::float32 var_580 = -1.654;
    bool var_581;
    bool var_582;
    wp::float32 var_583;
    wp::float32 var_584;
    wp::float32 var_585;
    const wp::float32 var_586 = 1.0;
    wp::float32 var_587;
    wp::float32 var_588;
    const wp::float32 var_589 = 0.2;
    const wp::float32 var_590 = 1.8;
    wp::float32 var_591;
    wp::float32 var_592;
    bool var_593;
    wp::float32 var_594;
    wp::float32 var_595;
    wp::vec_t<3, wp::float32> var_596;
    wp::float32 var_597;
    wp::float32 var_598;
    const wp::int32 var_599 = 0;
    wp::int32 var_600;
    bool var_601;
    const wp::int32 var_602 = 2;
    bool var_603;
    const wp::float32 var_604 = 0.9;
    bool var_605;
    const wp::int32 var_606 = 1;
    wp::int32 var_607;
    const wp::float32 var_608 = 0.04;
    wp::float32 var_609;
    wp::float32 var_610;
    bool var_611;
    wp::float32 var_612;
    wp::int32 var_613;
    wp::range_t var_614;
    wp::range_t var_615;
    wp::int32 var_616;
    const wp::float32 var_617 = 0.16;
    const wp::float32 var_618 = -0.91;
    const wp::float32 var_619 = 1.7;
    wp::vec_t<3, wp::float32> var_620;
    const wp::float32 var_621 = -1.1;
    const wp::float32 var_622 = -0.703;
    const wp::float32 var_623 = 1.5;
    wp::vec_t<3, wp::float32> var_624;
    const wp::float32 var_625 = 1.6;
    const wp::float32 var_626 = 0.357;
    const wp::float32 var_627 = 1.83;
    wp::vec_t<3, wp::float32> var_628;
    wp::vec_t<3, wp::float32> var_629;
    wp::float32 var_630;
    wp::float32 var_631;
    wp::float32 var_632;
    wp::range_t var_633;
    wp::int32 var_634;
    const wp::float32 var_635 = 0.5;
    wp::float32 var_636;
    const wp::float32 var_637 = 1.32;
    const wp::float32 var_638 = -0.118;
    const wp::float32 var_639 = -0.82;
    wp::vec_t<3, wp::float32> var_640;
    const wp::float32 var_641 = -0.5;
    wp::vec_t<3, wp::float32> var_642;
    wp::float32 var_643;
    const wp::float32 var_644 = -0.299;
    const wp::float32 var_645 = 1.985;
    wp::float32 var_646;
    const wp::float32 var_647 = 1.0;
    wp::float32 var_648;
    wp::float32 var_649;
    wp::float32 var_650;
    const wp::float32 var_651 = 1.0;
    wp::float32 var_652;
    wp::float32 var_653;
    wp::float32 var_654;
    wp::float32 var_655;
    const wp::float32 var_656 = 0.5;
    wp::float32 var_657;
    wp::float32 var_658;
    wp::float32 var_659;
    wp::float32 var_660;
    wp::float32 var_661;
    wp::float32 var_662;
    bool var_663;
    wp::float32 var_664;
    wp::float32 var_665;
    wp::float32 var_666;
    wp::float32 var_667;
    wp::float32 var_668;
    bool var_669;
    bool var_670;
    const wp::float32 var_671 = -0.14;
    bool var_672;
    wp::float32 var_673;
    const wp::float32 var_674 = 1.0;
    wp::float32 var_675;
    wp::float32 var_676;
    wp::float32 var_677;
    wp::float32 var_678;
    const wp::float32 var_679 = 1.69;
    wp::float32 var_680;
    wp::float32 var_681;
    wp::range_t var_682;
    wp::int32 var_683;
    const wp::float32 var_684 = -0.864;
    wp::float32 var_685;
    wp::float32 var_686;
    bool var_687;
    bool var_688;
    const wp::float32 var_689 = -1.604;
    bool var_690;
    wp::float32 var_691;
    wp::float32 var_692;
    wp::float32 var_693;
    const wp::float32 var_694 = -1.05;
    const wp::float32 var_695 = 1.666;
    const wp::float32 var_696 = -0.74;
    wp::vec_t<3, wp::float32> var_697;
    wp::float32 var_698;
    const wp::float32 var_699 = 1.0;
    wp::float32 var_700;
    wp::vec_t<3, wp::float32> var_701;
    wp::float32 var_702;
    const wp::float32 var_703 = 0.56;
    wp::float32 var_704;
    wp::float32 var_705;
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
    // v0 = x0[tid]                                                                           <L 9>
    var_2 = wp::address(var_x0, var_0);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // if ((tid) % 3 == 0) or (v0 >= v0):                                                     <L 10>
    var_7 = wp::mod(var_0, var_6);
    var_9 = (var_7 == var_8);
    var_5 = var_9;
    if (!var_5) {
        var_10 = (var_3 >= var_3);
        var_5 = var_5 || var_10;
    }
    if (var_5) {
        // v0 -= wp.tanh((v0 - wp.tanh(v0))) * 0.44                                           <L 11>
        var_11 = wp::tanh(var_3);
        var_12 = wp::sub(var_3, var_11);
        var_13 = wp::tanh(var_12);
        var_15 = wp::mul(var_13, var_14);
        var_16 = wp::sub(var_3, var_15);
        // for j1 in range(n):                                                                <L 12>
        var_17 = wp::range(var_n);
        start_for_1:;
            if (iter_cmp(var_17) == 0) goto end_for_1;
            var_18 = wp::iter_next(var_17);
            // v0 = v0 + wp.tanh(float(tid))                                                  <L 13>
            var_19 = wp::float(var_0);
            var_20 = wp::tanh(var_19);
            var_21 = wp::add(var_16, var_20);
            // w2 = int(0)                                                                    <L 14>
            var_23 = wp::int(var_22);
            // while w2 < 3 and (0.85 <= v0):                                                 <L 15>
    start_while_3:;
            var_26 = (var_23 < var_25);
            var_24 = var_26;
            if (var_24) {
                var_28 = (var_27 <= var_21);
                var_24 = var_24 && var_28;
            }
    if ((var_24) == false) goto end_while_3;
                // w2 = w2 + 1                                                                <L 16>
                var_30 = wp::add(var_23, var_29);
                // v0 = v0 * 0.5 + wp.sin(((wp.vec3(-1.929, -0.74, 0.5) - wp.vec3(-1.9, -0.27, -1.81)))[2])       <L 17>
                var_32 = wp::mul(var_21, var_31);
                var_36 = wp::vec_t<3, wp::float32>(var_33, var_34, var_35);
                var_40 = wp::vec_t<3, wp::float32>(var_37, var_38, var_39);
                var_41 = wp::sub(var_36, var_40);
                var_43 = wp::extract(var_41, var_42);
                var_44 = wp::sin(var_43);
                var_45 = wp::add(var_32, var_44);
                wp::assign(var_21, var_45);
                wp::assign(var_23, var_30);
    goto start_while_3;
    end_while_3:;
            // w3 = int(0)                                                                    <L 18>
            var_47 = wp::int(var_46);
            // while w3 < 5 and ((j1) % 2 == 1):                                              <L 19>
    start_while_5:;
            var_50 = (var_47 < var_49);
            var_48 = var_50;
            if (var_48) {
                var_52 = wp::mod(var_18, var_51);
                var_54 = (var_52 == var_53);
                var_48 = var_48 && var_54;
            }
    if ((var_48) == false) goto end_while_5;
                // w3 = w3 + 1                                                                <L 20>
                var_56 = wp::add(var_47, var_55);
                // v0 = v0 * 0.5 + wp.tanh((wp.length_sq(wp.vec3(0.1, -0.04, -1.771)) - (-0.16 + -0.9)))       <L 21>
                var_58 = wp::mul(var_21, var_57);
                var_62 = wp::vec_t<3, wp::float32>(var_59, var_60, var_61);
                var_63 = wp::length_sq(var_62);
                var_66 = wp::add(var_64, var_65);
                var_67 = wp::sub(var_63, var_66);
                var_68 = wp::tanh(var_67);
                var_69 = wp::add(var_58, var_68);
                wp::assign(var_21, var_69);
                wp::assign(var_47, var_56);
    goto start_while_5;
    end_while_5:;
            wp::assign(var_16, var_21);
            goto start_for_1;
        end_for_1:;
        // v4 = wp.mod(wp.acos(wp.clamp((v0 - v0), -0.9, 0.9)), wp.abs(wp.erfc(wp.where(v0 > v0, v0, v0))) + 1.0)       <L 22>
        var_70 = wp::sub(var_16, var_16);
        var_73 = wp::clamp(var_70, var_71, var_72);
        var_74 = wp::acos(var_73);
        var_75 = (var_16 > var_16);
        var_76 = wp::where(var_75, var_16, var_16);
        var_77 = wp::erfc(var_76);
        var_78 = wp::abs(var_77);
        var_80 = wp::add(var_78, var_79);
        var_81 = wp::mod(var_74, var_80);
    }
    var_82 = wp::where(var_5, var_16, var_3);
    // if wp.min(v0, v0) >= (v0 - v0):                                                        <L 23>
    var_83 = wp::min(var_82, var_82);
    var_84 = wp::sub(var_82, var_82);
    var_85 = (var_83 >= var_84);
    if (var_85) {
        // v0 += wp.tanh(v0)                                                                  <L 24>
        var_86 = wp::tanh(var_82);
        var_87 = wp::add(var_82, var_86);
    }
    if (!var_85) {
        // elif ((v0 <= 1.6) and (-1.317 > v0)) and ((v0 < v0) or (v0 > 1.4)):                <L 25>
        var_91 = (var_82 <= var_90);
        var_89 = var_91;
        if (var_89) {
            var_93 = (var_92 > var_82);
            var_89 = var_89 && var_93;
        }
        var_88 = var_89;
        if (var_88) {
            var_95 = (var_82 < var_82);
            var_94 = var_95;
            if (!var_94) {
                var_97 = (var_82 > var_96);
                var_94 = var_94 || var_97;
            }
            var_88 = var_88 && var_94;
        }
        if (var_88) {
            // v0 = v0 + wp.tanh((float(tid) + wp.degrees(v0)))                               <L 26>
            var_98 = wp::float(var_0);
            var_99 = wp::degrees(var_82);
            var_100 = wp::add(var_98, var_99);
            var_101 = wp::tanh(var_100);
            var_102 = wp::add(var_82, var_101);
            // v5 = ((wp.ceil(-1.2) / (wp.abs(wp.dot(wp.vec3(0.7, 0.1, 1.31), wp.vec3(-0.91, 1.3, 0.16))) + 1.0)) - wp.round(0.5))       <L 27>
            var_104 = wp::ceil(var_103);
            var_108 = wp::vec_t<3, wp::float32>(var_105, var_106, var_107);
            var_112 = wp::vec_t<3, wp::float32>(var_109, var_110, var_111);
            var_113 = wp::dot(var_108, var_112);
            var_114 = wp::abs(var_113);
            var_116 = wp::add(var_114, var_115);
            var_117 = wp::div(var_104, var_116);
            var_119 = wp::round(var_118);
            var_120 = wp::sub(var_117, var_119);
        }
        if (!var_88) {
            // elif (v0 <= -0.401) or (v0 >= v0):                                             <L 28>
            var_123 = (var_82 <= var_122);
            var_121 = var_123;
            if (!var_121) {
                var_124 = (var_82 >= var_82);
                var_121 = var_121 || var_124;
            }
            if (var_121) {
                // v0 = v0 + wp.sin(wp.clamp((v0 + v0), -0.25, 1.65))                         <L 29>
                var_125 = wp::add(var_82, var_82);
                var_128 = wp::clamp(var_125, var_126, var_127);
                var_129 = wp::sin(var_128);
                var_130 = wp::add(var_82, var_129);
                // v0 = v0 + wp.tanh(x0[(tid + 5) % x0.shape[0]])                             <L 30>
                var_132 = wp::add(var_0, var_131);
                var_133 = &(var_x0.shape);
                var_136 = wp::load(var_133);
                var_135 = wp::extract(var_136, var_134);
                var_137 = wp::mod(var_132, var_135);
                var_138 = wp::address(var_x0, var_137);
                var_140 = wp::load(var_138);
                var_139 = wp::tanh(var_140);
                var_141 = wp::add(var_130, var_139);
                // if wp.length_sq(wp.vec3(-1.6, 1.256, 0.293)) <= v0:                        <L 31>
                var_145 = wp::vec_t<3, wp::float32>(var_142, var_143, var_144);
                var_146 = wp::length_sq(var_145);
                var_147 = (var_146 <= var_141);
                if (var_147) {
                    // v0 = v0 + wp.tanh(v0)                                                  <L 32>
                    var_148 = wp::tanh(var_141);
                    var_149 = wp::add(var_141, var_148);
                    // w6 = int(0)                                                            <L 33>
                    var_151 = wp::int(var_150);
                    // while w6 < 5:                                                          <L 34>
    start_while_7:;
                    var_153 = (var_151 < var_152);
    if ((var_153) == false) goto end_while_7;
                        // w6 = w6 + 1                                                        <L 35>
                        var_155 = wp::add(var_151, var_154);
                        // v0 = v0 + wp.cos((1.399 + 0.76))                                   <L 36>
                        var_158 = wp::add(var_156, var_157);
                        var_159 = wp::cos(var_158);
                        var_160 = wp::add(var_149, var_159);
                        // if (v0 < v0) and (v0 < v0):                                        <L 37>
                        var_162 = (var_160 < var_160);
                        var_161 = var_162;
                        if (var_161) {
                            var_163 = (var_160 < var_160);
                            var_161 = var_161 && var_163;
                        }
                        if (var_161) {
                            // continue                                                       <L 38>
                            wp::assign(var_149, var_160);
                            wp::assign(var_151, var_155);
                            goto start_while_7;
                        }
                        var_164 = wp::where(var_161, var_149, var_160);
                        var_165 = wp::where(var_161, var_151, var_155);
                        // if v0 > v0:                                                        <L 39>
                        var_166 = (var_164 > var_164);
                        if (var_166) {
                            // break                                                          <L 40>
                            wp::assign(var_149, var_164);
                            wp::assign(var_151, var_165);
                            goto end_while_7;
                        }
                        var_167 = wp::where(var_166, var_149, var_164);
                        var_168 = wp::where(var_166, var_151, var_165);
                        wp::assign(var_149, var_167);
                        wp::assign(var_151, var_168);
    goto start_while_7;
    end_while_7:;
                }
                var_169 = wp::where(var_147, var_149, var_141);
            }
            if (!var_121) {
                // elif ((v0 >= v0) and (v0 < v0)) and (1.431 > v0):                          <L 41>
                var_172 = (var_82 >= var_82);
                var_171 = var_172;
                if (var_171) {
                    var_173 = (var_82 < var_82);
                    var_171 = var_171 && var_173;
                }
                var_170 = var_171;
                if (var_170) {
                    var_175 = (var_174 > var_82);
                    var_170 = var_170 && var_175;
                }
                if (var_170) {
                    // v0 += wp.cos((wp.length_sq(wp.vec3(-1.748, 0.682, 0.1)) * float(tid)))       <L 42>
                    var_179 = wp::vec_t<3, wp::float32>(var_176, var_177, var_178);
                    var_180 = wp::length_sq(var_179);
                    var_181 = wp::float(var_0);
                    var_182 = wp::mul(var_180, var_181);
                    var_183 = wp::cos(var_182);
                    var_184 = wp::add(var_82, var_183);
                    // for j7 in range(2):                                                    <L 43>
                    // v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                             <L 44>
                    var_187 = wp::add(var_0, var_186);
                    var_188 = &(var_x0.shape);
                    var_191 = wp::load(var_188);
                    var_190 = wp::extract(var_191, var_189);
                    var_192 = wp::mod(var_187, var_190);
                    var_193 = wp::address(var_x0, var_192);
                    var_195 = wp::load(var_193);
                    var_194 = wp::tanh(var_195);
                    var_196 = wp::add(var_184, var_194);
                    // if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):       <L 45>
                    var_200 = wp::vec_t<3, wp::float32>(var_197, var_198, var_199);
                    var_201 = wp::length(var_200);
                    var_205 = wp::vec_t<3, wp::float32>(var_202, var_203, var_204);
                    var_209 = wp::vec_t<3, wp::float32>(var_206, var_207, var_208);
                    var_210 = wp::dot(var_205, var_209);
                    var_211 = (var_201 <= var_210);
                    if (var_211) {
                        // v0 -= wp.tanh(-1.3) * 1.55                                         <L 46>
                        var_213 = wp::tanh(var_212);
                        var_215 = wp::mul(var_213, var_214);
                        var_216 = wp::sub(var_196, var_215);
                    }
                    var_217 = wp::where(var_211, var_216, var_196);
                    // for j8 in range(0, n * 3, 3):                                          <L 47>
                    var_219 = wp::mul(var_n, var_218);
                    var_222 = wp::range(var_220, var_219, var_221);
                    start_for_9:;
                        if (iter_cmp(var_222) == 0) goto end_for_9;
                        var_223 = wp::iter_next(var_222);
                        // v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])               <L 48>
                        var_225 = wp::mul(var_217, var_224);
                        var_227 = wp::add(var_0, var_226);
                        var_228 = &(var_x0.shape);
                        var_231 = wp::load(var_228);
                        var_230 = wp::extract(var_231, var_229);
                        var_232 = wp::mod(var_227, var_230);
                        var_233 = wp::address(var_x0, var_232);
                        var_235 = wp::load(var_233);
                        var_234 = wp::tanh(var_235);
                        var_236 = wp::add(var_225, var_234);
                        // if v0 <= v0:                                                       <L 49>
                        var_237 = (var_236 <= var_236);
                        if (var_237) {
                            // out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99       <L 50>
                            var_238 = wp::sub(var_236, var_236);
                            var_241 = wp::clamp(var_236, var_239, var_240);
                            var_242 = wp::acos(var_241);
                            var_243 = wp::abs(var_242);
                            var_245 = wp::add(var_243, var_244);
                            var_246 = wp::div(var_238, var_245);
                            var_248 = wp::mul(var_246, var_247);
                            var_249 = wp::add(var_236, var_248);
                            wp::array_store(var_out0, var_0, var_249);
                            // return                                                         <L 51>
                            return;
                        }
                        // v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))       <L 52>
                        var_250 = wp::atan(var_236);
                        var_254 = wp::vec_t<3, wp::float32>(var_251, var_252, var_253);
                        var_258 = wp::vec_t<3, wp::float32>(var_255, var_256, var_257);
                        var_259 = wp::dot(var_254, var_258);
                        var_260 = wp::min(var_250, var_259);
                        var_261 = wp::neg(var_236);
                        var_262 = wp::mul(var_260, var_261);
                        wp::assign(var_217, var_236);
                        goto start_for_9;
                    end_for_9:;
                    // v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                             <L 44>
                    var_265 = wp::add(var_0, var_264);
                    var_266 = &(var_x0.shape);
                    var_269 = wp::load(var_266);
                    var_268 = wp::extract(var_269, var_267);
                    var_270 = wp::mod(var_265, var_268);
                    var_271 = wp::address(var_x0, var_270);
                    var_273 = wp::load(var_271);
                    var_272 = wp::tanh(var_273);
                    var_274 = wp::add(var_217, var_272);
                    // if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):       <L 45>
                    var_278 = wp::vec_t<3, wp::float32>(var_275, var_276, var_277);
                    var_279 = wp::length(var_278);
                    var_283 = wp::vec_t<3, wp::float32>(var_280, var_281, var_282);
                    var_287 = wp::vec_t<3, wp::float32>(var_284, var_285, var_286);
                    var_288 = wp::dot(var_283, var_287);
                    var_289 = (var_279 <= var_288);
                    if (var_289) {
                        // v0 -= wp.tanh(-1.3) * 1.55                                         <L 46>
                        var_291 = wp::tanh(var_290);
                        var_293 = wp::mul(var_291, var_292);
                        var_294 = wp::sub(var_274, var_293);
                    }
                    var_295 = wp::where(var_289, var_294, var_274);
                    // for j8 in range(0, n * 3, 3):                                          <L 47>
                    var_297 = wp::mul(var_n, var_296);
                    var_300 = wp::range(var_298, var_297, var_299);
                    start_for_12:;
                        if (iter_cmp(var_300) == 0) goto end_for_12;
                        var_301 = wp::iter_next(var_300);
                        // v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])               <L 48>
                        var_303 = wp::mul(var_295, var_302);
                        var_305 = wp::add(var_0, var_304);
                        var_306 = &(var_x0.shape);
                        var_309 = wp::load(var_306);
                        var_308 = wp::extract(var_309, var_307);
                        var_310 = wp::mod(var_305, var_308);
                        var_311 = wp::address(var_x0, var_310);
                        var_313 = wp::load(var_311);
                        var_312 = wp::tanh(var_313);
                        var_314 = wp::add(var_303, var_312);
                        // if v0 <= v0:                                                       <L 49>
                        var_315 = (var_314 <= var_314);
                        if (var_315) {
                            // out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99       <L 50>
                            var_316 = wp::sub(var_314, var_314);
                            var_319 = wp::clamp(var_314, var_317, var_318);
                            var_320 = wp::acos(var_319);
                            var_321 = wp::abs(var_320);
                            var_323 = wp::add(var_321, var_322);
                            var_324 = wp::div(var_316, var_323);
                            var_326 = wp::mul(var_324, var_325);
                            var_327 = wp::add(var_314, var_326);
                            wp::array_store(var_out0, var_0, var_327);
                            // return                                                         <L 51>
                            return;
                        }
                        // v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))       <L 52>
                        var_328 = wp::atan(var_314);
                        var_332 = wp::vec_t<3, wp::float32>(var_329, var_330, var_331);
                        var_336 = wp::vec_t<3, wp::float32>(var_333, var_334, var_335);
                        var_337 = wp::dot(var_332, var_336);
                        var_338 = wp::min(var_328, var_337);
                        var_339 = wp::neg(var_314);
                        var_340 = wp::mul(var_338, var_339);
                        wp::assign(var_295, var_314);
                        wp::assign(var_262, var_340);
                        goto start_for_12;
                    end_for_12:;
                    // v10 = wp.vec3(1.81, -1.66, -1.6)                                       <L 53>
                    var_344 = wp::vec_t<3, wp::float32>(var_341, var_342, var_343);
                }
                if (!var_170) {
                    // v0 = v0 + wp.cos(wp.length_sq(wp.vec3(0.36, -1.63, -0.02)))            <L 55>
                    var_348 = wp::vec_t<3, wp::float32>(var_345, var_346, var_347);
                    var_349 = wp::length_sq(var_348);
                    var_350 = wp::cos(var_349);
                    var_351 = wp::add(var_82, var_350);
                    // for j11 in range(0, n * 3, 3):                                         <L 56>
                    var_353 = wp::mul(var_n, var_352);
                    var_356 = wp::range(var_354, var_353, var_355);
                    start_for_15:;
                        if (iter_cmp(var_356) == 0) goto end_for_15;
                        var_357 = wp::iter_next(var_356);
                        // v0 -= wp.sin(wp.mod(x0[(tid + 1) % x0.shape[0]], wp.abs((0.53 - -1.675)) + 1.0)) * 0.19       <L 57>
                        var_359 = wp::add(var_0, var_358);
                        var_360 = &(var_x0.shape);
                        var_363 = wp::load(var_360);
                        var_362 = wp::extract(var_363, var_361);
                        var_364 = wp::mod(var_359, var_362);
                        var_365 = wp::address(var_x0, var_364);
                        var_368 = wp::sub(var_366, var_367);
                        var_369 = wp::abs(var_368);
                        var_371 = wp::add(var_369, var_370);
                        var_373 = wp::load(var_365);
                        var_372 = wp::mod(var_373, var_371);
                        var_374 = wp::sin(var_372);
                        var_376 = wp::mul(var_374, var_375);
                        var_377 = wp::sub(var_351, var_376);
                        // if (v0 + v0) >= v0:                                                <L 58>
                        var_378 = wp::add(var_377, var_377);
                        var_379 = (var_378 >= var_377);
                        if (var_379) {
                            // v0 += wp.tanh((wp.lerp(wp.vec3(1.73, 1.82, -0.66), wp.vec3(0.5, 1.79, 0.49), 1.5))[2])       <L 59>
                            var_383 = wp::vec_t<3, wp::float32>(var_380, var_381, var_382);
                            var_387 = wp::vec_t<3, wp::float32>(var_384, var_385, var_386);
                            var_389 = wp::lerp(var_383, var_387, var_388);
                            var_391 = wp::extract(var_389, var_390);
                            var_392 = wp::tanh(var_391);
                            var_393 = wp::add(var_377, var_392);
                            // v0 = v0 + wp.tanh((wp.normalize(wp.vec3(-1.14))).x)            <L 60>
                            var_395 = wp::vec_t<3, wp::float32>(var_394);
                            var_396 = wp::normalize(var_395);
                            var_398 = wp::extract(var_396, var_397);
                            var_399 = wp::tanh(var_398);
                            var_400 = wp::add(var_393, var_399);
                            // v12 = wp.vec3((wp.where(-0.04 > 1.76, v0, v0) / (wp.abs(float(tid)) + 1.0)), ((-1.642 / (wp.abs(v0) + 1.0)) - wp.dot(wp.vec3(-0.56), wp.vec3(-0.668, 0.614, -0.85))), (v0 / (wp.abs((v0 + v0)) + 1.0)))       <L 61>
                            var_403 = (var_401 > var_402);
                            var_404 = wp::where(var_403, var_400, var_400);
                            var_405 = wp::float(var_0);
                            var_406 = wp::abs(var_405);
                            var_408 = wp::add(var_406, var_407);
                            var_409 = wp::div(var_404, var_408);
                            var_411 = wp::abs(var_400);
                            var_413 = wp::add(var_411, var_412);
                            var_414 = wp::div(var_410, var_413);
                            var_416 = wp::vec_t<3, wp::float32>(var_415);
                            var_420 = wp::vec_t<3, wp::float32>(var_417, var_418, var_419);
                            var_421 = wp::dot(var_416, var_420);
                            var_422 = wp::sub(var_414, var_421);
                            var_423 = wp::add(var_400, var_400);
                            var_424 = wp::abs(var_423);
                            var_426 = wp::add(var_424, var_425);
                            var_427 = wp::div(var_400, var_426);
                            var_428 = wp::vec_t<3, wp::float32>(var_409, var_422, var_427);
                        }
                        var_429 = wp::where(var_379, var_400, var_377);
                        wp::assign(var_351, var_429);
                        goto start_for_15;
                    end_for_15:;
                }
                var_430 = wp::where(var_170, var_295, var_351);
            }
            var_431 = wp::where(var_121, var_169, var_430);
        }
        var_432 = wp::where(var_88, var_102, var_431);
    }
    var_433 = wp::where(var_85, var_87, var_432);
    // if (v0 - v0) <= (v0 - v0):                                                             <L 62>
    var_434 = wp::sub(var_433, var_433);
    var_435 = wp::sub(var_433, var_433);
    var_436 = (var_434 <= var_435);
    if (var_436) {
        // v0 = v0 + wp.tanh(wp.sin(v0))                                                      <L 63>
        var_437 = wp::sin(var_433);
        var_438 = wp::tanh(var_437);
        var_439 = wp::add(var_433, var_438);
        // if 0.38 < 0.2:                                                                     <L 64>
        var_442 = (var_440 < var_441);
        if (var_442) {
            // out0[tid] = v0 + v0 * 1.1                                                      <L 65>
            var_444 = wp::mul(var_439, var_443);
            var_445 = wp::add(var_439, var_444);
            wp::array_store(var_out0, var_0, var_445);
            // return                                                                         <L 66>
            return;
        }
        // for j13 in range(6):                                                               <L 67>
        var_447 = wp::range(var_446);
        start_for_18:;
            if (iter_cmp(var_447) == 0) goto end_for_18;
            var_448 = wp::iter_next(var_447);
            // v0 += wp.sin((wp.cw_mul(wp.vec3(0.6, 0.69, 1.281), wp.vec3(0.747, 0.89, -1.143)))[1])       <L 68>
            var_452 = wp::vec_t<3, wp::float32>(var_449, var_450, var_451);
            var_456 = wp::vec_t<3, wp::float32>(var_453, var_454, var_455);
            var_457 = wp::cw_mul(var_452, var_456);
            var_459 = wp::extract(var_457, var_458);
            var_460 = wp::sin(var_459);
            var_461 = wp::add(var_439, var_460);
            // if (j13) % 3 == 0:                                                             <L 69>
            var_463 = wp::mod(var_448, var_462);
            var_465 = (var_463 == var_464);
            if (var_465) {
                // continue                                                                   <L 70>
                wp::assign(var_439, var_461);
                goto start_for_18;
            }
            var_466 = wp::where(var_465, var_439, var_461);
            // if (j13) % 4 == 1:                                                             <L 71>
            var_468 = wp::mod(var_448, var_467);
            var_470 = (var_468 == var_469);
            if (var_470) {
                // break                                                                      <L 72>
                wp::assign(var_439, var_466);
                goto end_for_18;
            }
            var_471 = wp::where(var_470, var_439, var_466);
            wp::assign(var_439, var_471);
            goto start_for_18;
        end_for_18:;
    }
    if (!var_436) {
        // elif (int(wp.floor(wp.clamp(v0, -100.0, 100.0)))) % 4 == 0:                        <L 73>
        var_474 = wp::clamp(var_433, var_472, var_473);
        var_475 = wp::floor(var_474);
        var_476 = wp::int(var_475);
        var_478 = wp::mod(var_476, var_477);
        var_480 = (var_478 == var_479);
        if (var_480) {
            // v0 += wp.tanh(wp.mod(v0, wp.abs(wp.dot(wp.vec3(-0.913, -0.5, -1.46), wp.vec3(-1.237, -0.185, -1.3))) + 1.0))       <L 74>
            var_484 = wp::vec_t<3, wp::float32>(var_481, var_482, var_483);
            var_488 = wp::vec_t<3, wp::float32>(var_485, var_486, var_487);
            var_489 = wp::dot(var_484, var_488);
            var_490 = wp::abs(var_489);
            var_492 = wp::add(var_490, var_491);
            var_493 = wp::mod(var_433, var_492);
            var_494 = wp::tanh(var_493);
            var_495 = wp::add(var_433, var_494);
            // v0 = v0 + wp.tanh(v0)                                                          <L 75>
            var_496 = wp::tanh(var_495);
            var_497 = wp::add(var_495, var_496);
            // if v0 > v0:                                                                    <L 76>
            var_498 = (var_497 > var_497);
            if (var_498) {
                // return                                                                     <L 77>
                return;
            }
        }
        if (!var_480) {
            // elif not (v0 < v0 or (v0 <= v0) or (v0 < v0)):                                 <L 78>
            var_500 = (var_433 < var_433);
            var_499 = var_500;
            if (!var_499) {
                var_501 = (var_433 <= var_433);
                var_499 = var_499 || var_501;
            }
            if (!var_499) {
                var_502 = (var_433 < var_433);
                var_499 = var_499 || var_502;
            }
            var_503 = wp::unot(var_499);
            if (var_503) {
                // v0 = v0 + wp.sin(v0)                                                       <L 79>
                var_504 = wp::sin(var_433);
                var_505 = wp::add(var_433, var_504);
                // for j14 in range(n + 3, 0, -1):                                            <L 80>
                var_507 = wp::add(var_n, var_506);
                var_510 = wp::range(var_507, var_508, var_509);
                start_for_21:;
                    if (iter_cmp(var_510) == 0) goto end_for_21;
                    var_511 = wp::iter_next(var_510);
                    // v0 += wp.sin(float(tid))                                               <L 81>
                    var_512 = wp::float(var_0);
                    var_513 = wp::sin(var_512);
                    var_514 = wp::add(var_505, var_513);
                    // if (v0 > v0) and (v0 <= v0):                                           <L 82>
                    var_516 = (var_514 > var_514);
                    var_515 = var_516;
                    if (var_515) {
                        var_517 = (var_514 <= var_514);
                        var_515 = var_515 && var_517;
                    }
                    if (var_515) {
                        // out0[tid] = v0 + ((1.5 - v0) * float(tid)) * 1.11                  <L 83>
                        var_519 = wp::sub(var_518, var_514);
                        var_520 = wp::float(var_0);
                        var_521 = wp::mul(var_519, var_520);
                        var_523 = wp::mul(var_521, var_522);
                        var_524 = wp::add(var_514, var_523);
                        wp::array_store(var_out0, var_0, var_524);
                        // return                                                             <L 84>
                        return;
                    }
                    // v15 = (wp.sign((wp.vec3(0.632, -0.54, 1.235))[2]) + wp.where((tid) % 4 == 1, wp.floor(1.9), (v0 / (wp.abs(-1.49) + 1.0))))       <L 85>
                    var_528 = wp::vec_t<3, wp::float32>(var_525, var_526, var_527);
                    var_530 = wp::extract(var_528, var_529);
                    var_531 = wp::sign(var_530);
                    var_533 = wp::mod(var_0, var_532);
                    var_535 = (var_533 == var_534);
                    var_537 = wp::floor(var_536);
                    var_539 = wp::abs(var_538);
                    var_541 = wp::add(var_539, var_540);
                    var_542 = wp::div(var_514, var_541);
                    var_543 = wp::where(var_535, var_537, var_542);
                    var_544 = wp::add(var_531, var_543);
                    wp::assign(var_505, var_514);
                    goto start_for_21;
                end_for_21:;
            }
            if (!var_503) {
                // elif (v0 + v0) < v0:                                                       <L 86>
                var_545 = wp::add(var_433, var_433);
                var_546 = (var_545 < var_433);
                if (var_546) {
                    // v0 = v0 + wp.cos(((v0 - v0) + v0))                                     <L 87>
                    var_547 = wp::sub(var_433, var_433);
                    var_548 = wp::add(var_547, var_433);
                    var_549 = wp::cos(var_548);
                    var_550 = wp::add(var_433, var_549);
                    // for j16 in range(0, n * 2, 2):                                         <L 88>
                    var_552 = wp::mul(var_n, var_551);
                    var_555 = wp::range(var_553, var_552, var_554);
                    start_for_24:;
                        if (iter_cmp(var_555) == 0) goto end_for_24;
                        var_556 = wp::iter_next(var_555);
                        // v0 = v0 + wp.tanh(((0.562 / (wp.abs(0.9) + 1.0)) * (1.01 - -0.8)))       <L 89>
                        var_559 = wp::abs(var_558);
                        var_561 = wp::add(var_559, var_560);
                        var_562 = wp::div(var_557, var_561);
                        var_565 = wp::sub(var_563, var_564);
                        var_566 = wp::mul(var_562, var_565);
                        var_567 = wp::tanh(var_566);
                        var_568 = wp::add(var_550, var_567);
                        // if v0 > v0:                                                        <L 90>
                        var_569 = (var_568 > var_568);
                        if (var_569) {
                            // return                                                         <L 91>
                            return;
                        }
                        wp::assign(var_550, var_568);
                        goto start_for_24;
                    end_for_24:;
                    // for j17 in range(n):                                                   <L 92>
                    var_570 = wp::range(var_n);
                    start_for_27:;
                        if (iter_cmp(var_570) == 0) goto end_for_27;
                        var_571 = wp::iter_next(var_570);
                        // v0 = v0 + wp.cos(wp.abs((-1.3 - -0.7)))                            <L 93>
                        var_574 = wp::sub(var_572, var_573);
                        var_575 = wp::abs(var_574);
                        var_576 = wp::cos(var_575);
                        var_577 = wp::add(var_550, var_576);
                        // if not (v0 <= v0 or v0 < -1.654):                                  <L 94>
                        var_579 = (var_577 <= var_577);
                        var_578 = var_579;
                        if (!var_578) {
                            var_581 = (var_577 < var_580);
                            var_578 = var_578 || var_581;
                        }
                        var_582 = wp::unot(var_578);
                        if (var_582) {
                            // break                                                          <L 95>
                            wp::assign(var_550, var_577);
                            goto end_for_27;
                        }
                        var_583 = wp::where(var_582, var_550, var_577);
                        // v18 = wp.vec3(wp.atan(v0), wp.erfcinv(wp.clamp((v0 / (wp.abs(v0) + 1.0)), 0.2, 1.8)), (v0 + wp.where(v0 >= v0, v0, v0)))       <L 96>
                        var_584 = wp::atan(var_583);
                        var_585 = wp::abs(var_583);
                        var_587 = wp::add(var_585, var_586);
                        var_588 = wp::div(var_583, var_587);
                        var_591 = wp::clamp(var_588, var_589, var_590);
                        var_592 = wp::erfcinv(var_591);
                        var_593 = (var_583 >= var_583);
                        var_594 = wp::where(var_593, var_583, var_583);
                        var_595 = wp::add(var_583, var_594);
                        var_596 = wp::vec_t<3, wp::float32>(var_584, var_592, var_595);
                        wp::assign(var_550, var_583);
                        goto start_for_27;
                    end_for_27:;
                }
                if (!var_546) {
                    // v0 += wp.sin(v0)                                                       <L 98>
                    var_597 = wp::sin(var_433);
                    var_598 = wp::add(var_433, var_597);
                    // w19 = int(0)                                                           <L 99>
                    var_600 = wp::int(var_599);
                    // while w19 < 2 and (v0 < 0.9):                                          <L 100>
    start_while_29:;
                    var_603 = (var_600 < var_602);
                    var_601 = var_603;
                    if (var_601) {
                        var_605 = (var_598 < var_604);
                        var_601 = var_601 && var_605;
                    }
    if ((var_601) == false) goto end_while_29;
                        // w19 = w19 + 1                                                      <L 101>
                        var_607 = wp::add(var_600, var_606);
                        // v0 = v0 + wp.tanh(0.04)                                            <L 102>
                        var_609 = wp::tanh(var_608);
                        var_610 = wp::add(var_598, var_609);
                        // if v0 > v0:                                                        <L 103>
                        var_611 = (var_610 > var_610);
                        if (var_611) {
                            // break                                                          <L 104>
                            wp::assign(var_598, var_610);
                            wp::assign(var_600, var_607);
                            goto end_while_29;
                        }
                        var_612 = wp::where(var_611, var_598, var_610);
                        var_613 = wp::where(var_611, var_600, var_607);
                        wp::assign(var_598, var_612);
                        wp::assign(var_600, var_613);
    goto start_while_29;
    end_while_29:;
                    // for j20 in reversed(range(n)):                                         <L 105>
                    var_614 = wp::range(var_n);
                    var_615 = wp::iter_reverse(var_614);
                    start_for_31:;
                        if (iter_cmp(var_615) == 0) goto end_for_31;
                        var_616 = wp::iter_next(var_615);
                        // v0 = v0 + wp.cos(wp.dot(wp.vec3(0.16, -0.91, 1.7), (wp.vec3(-1.1, -0.703, 1.5) - wp.vec3(1.6, 0.357, 1.83))))       <L 106>
                        var_620 = wp::vec_t<3, wp::float32>(var_617, var_618, var_619);
                        var_624 = wp::vec_t<3, wp::float32>(var_621, var_622, var_623);
                        var_628 = wp::vec_t<3, wp::float32>(var_625, var_626, var_627);
                        var_629 = wp::sub(var_624, var_628);
                        var_630 = wp::dot(var_620, var_629);
                        var_631 = wp::cos(var_630);
                        var_632 = wp::add(var_598, var_631);
                        // for j21 in range(n):                                               <L 107>
                        var_633 = wp::range(var_n);
                        start_for_33:;
                            if (iter_cmp(var_633) == 0) goto end_for_33;
                            var_634 = wp::iter_next(var_633);
                            // v0 = v0 * 0.5 + wp.sin((wp.dot(wp.vec3(1.32, -0.118, -0.82), wp.vec3(-0.5)) / (wp.abs(wp.mod(-0.299, wp.abs(1.985) + 1.0)) + 1.0)))       <L 108>
                            var_636 = wp::mul(var_632, var_635);
                            var_640 = wp::vec_t<3, wp::float32>(var_637, var_638, var_639);
                            var_642 = wp::vec_t<3, wp::float32>(var_641);
                            var_643 = wp::dot(var_640, var_642);
                            var_646 = wp::abs(var_645);
                            var_648 = wp::add(var_646, var_647);
                            var_649 = wp::mod(var_644, var_648);
                            var_650 = wp::abs(var_649);
                            var_652 = wp::add(var_650, var_651);
                            var_653 = wp::div(var_643, var_652);
                            var_654 = wp::sin(var_653);
                            var_655 = wp::add(var_636, var_654);
                            // v0 = v0 * 0.5 + wp.tanh((float(tid) + float(tid)))             <L 109>
                            var_657 = wp::mul(var_655, var_656);
                            var_658 = wp::float(var_0);
                            var_659 = wp::float(var_0);
                            var_660 = wp::add(var_658, var_659);
                            var_661 = wp::tanh(var_660);
                            var_662 = wp::add(var_657, var_661);
                            // if v0 > v0:                                                    <L 110>
                            var_663 = (var_662 > var_662);
                            if (var_663) {
                                // continue                                                   <L 111>
                                wp::assign(var_632, var_662);
                                goto start_for_33;
                            }
                            var_664 = wp::where(var_663, var_632, var_662);
                            wp::assign(var_632, var_664);
                            goto start_for_33;
                        end_for_33:;
                        wp::assign(var_598, var_632);
                        goto start_for_31;
                    end_for_31:;
                }
                var_665 = wp::where(var_546, var_550, var_598);
            }
            var_666 = wp::where(var_503, var_505, var_665);
        }
        var_667 = wp::where(var_480, var_497, var_666);
    }
    var_668 = wp::where(var_436, var_439, var_667);
    // if (v0 <= v0) and (-0.14 <= v0):                                                       <L 112>
    var_670 = (var_668 <= var_668);
    var_669 = var_670;
    if (var_669) {
        var_672 = (var_671 <= var_668);
        var_669 = var_669 && var_672;
    }
    if (var_669) {
        // out0[tid] = v0 + (wp.log2(wp.abs(v0) + 1.0) - (v0 * v0)) * 1.69                    <L 113>
        var_673 = wp::abs(var_668);
        var_675 = wp::add(var_673, var_674);
        var_676 = wp::log2(var_675);
        var_677 = wp::mul(var_668, var_668);
        var_678 = wp::sub(var_676, var_677);
        var_680 = wp::mul(var_678, var_679);
        var_681 = wp::add(var_668, var_680);
        wp::array_store(var_out0, var_0, var_681);
        // return                                                                             <L 114>
        return;
    }
    // for j22 in range(n):                                                                   <L 115>
    var_682 = wp::range(var_n);
    start_for_36:;
        if (iter_cmp(var_682) == 0) goto end_for_36;
        var_683 = wp::iter_next(var_682);
        // v0 += wp.sin(-0.864)                                                               <L 116>
        var_685 = wp::sin(var_684);
        var_686 = wp::add(var_668, var_685);
        // if (v0 < v0) or (-1.604 < v0):                                                     <L 117>
        var_688 = (var_686 < var_686);
        var_687 = var_688;
        if (!var_687) {
            var_690 = (var_689 < var_686);
            var_687 = var_687 || var_690;
        }
        if (var_687) {
            // break                                                                          <L 118>
            wp::assign(var_668, var_686);
            goto end_for_36;
        }
        var_691 = wp::where(var_687, var_668, var_686);
        wp::assign(var_668, var_691);
        goto start_for_36;
    end_for_36:;
    // v23 = v0                                                                               <L 119>
    var_692 = wp::copy(var_668);
    // out0[tid] = v0 + v23 + wp.length_sq((wp.vec3(-1.05, 1.666, -0.74) / (wp.abs(v0) + 1.0))) * 0.56       <L 120>
    var_693 = wp::add(var_668, var_692);
    var_697 = wp::vec_t<3, wp::float32>(var_694, var_695, var_696);
    var_698 = wp::abs(var_668);
    var_700 = wp::add(var_698, var_699);
    var_701 = wp::div(var_697, var_700);
    var_702 = wp::length_sq(var_701);
    var_704 = wp::mul(var_702, var_703);
    var_705 = wp::add(var_693, var_704);
    wp::array_store(var_out0, var_0, var_705);
}



void control_000002_873dd4a2_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_control_000002_873dd4a2 *_wp_args,
    wp_args_control_000002_873dd4a2 *_wp_adj_args)
{
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
    wp::float32* var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    bool var_5;
    const wp::int32 var_6 = 3;
    wp::int32 var_7;
    const wp::int32 var_8 = 0;
    bool var_9;
    bool var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 0.44;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::range_t var_17;
    wp::int32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::int32 var_22 = 0;
    wp::int32 var_23;
    bool var_24;
    const wp::int32 var_25 = 3;
    bool var_26;
    const wp::float32 var_27 = 0.85;
    bool var_28;
    const wp::int32 var_29 = 1;
    wp::int32 var_30;
    const wp::float32 var_31 = 0.5;
    wp::float32 var_32;
    const wp::float32 var_33 = -1.929;
    const wp::float32 var_34 = -0.74;
    const wp::float32 var_35 = 0.5;
    wp::vec_t<3, wp::float32> var_36;
    const wp::float32 var_37 = -1.9;
    const wp::float32 var_38 = -0.27;
    const wp::float32 var_39 = -1.81;
    wp::vec_t<3, wp::float32> var_40;
    wp::vec_t<3, wp::float32> var_41;
    const wp::int32 var_42 = 2;
    wp::float32 var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    const wp::int32 var_46 = 0;
    wp::int32 var_47;
    bool var_48;
    const wp::int32 var_49 = 5;
    bool var_50;
    const wp::int32 var_51 = 2;
    wp::int32 var_52;
    const wp::int32 var_53 = 1;
    bool var_54;
    const wp::int32 var_55 = 1;
    wp::int32 var_56;
    const wp::float32 var_57 = 0.5;
    wp::float32 var_58;
    const wp::float32 var_59 = 0.1;
    const wp::float32 var_60 = -0.04;
    const wp::float32 var_61 = -1.771;
    wp::vec_t<3, wp::float32> var_62;
    wp::float32 var_63;
    const wp::float32 var_64 = -0.16;
    const wp::float32 var_65 = -0.9;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    wp::float32 var_69;
    wp::float32 var_70;
    const wp::float32 var_71 = -0.9;
    const wp::float32 var_72 = 0.9;
    wp::float32 var_73;
    wp::float32 var_74;
    bool var_75;
    wp::float32 var_76;
    wp::float32 var_77;
    wp::float32 var_78;
    const wp::float32 var_79 = 1.0;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    wp::float32 var_83;
    wp::float32 var_84;
    bool var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    bool var_88;
    bool var_89;
    const wp::float32 var_90 = 1.6;
    bool var_91;
    const wp::float32 var_92 = -1.317;
    bool var_93;
    bool var_94;
    bool var_95;
    const wp::float32 var_96 = 1.4;
    bool var_97;
    wp::float32 var_98;
    wp::float32 var_99;
    wp::float32 var_100;
    wp::float32 var_101;
    wp::float32 var_102;
    const wp::float32 var_103 = -1.2;
    wp::float32 var_104;
    const wp::float32 var_105 = 0.7;
    const wp::float32 var_106 = 0.1;
    const wp::float32 var_107 = 1.31;
    wp::vec_t<3, wp::float32> var_108;
    const wp::float32 var_109 = -0.91;
    const wp::float32 var_110 = 1.3;
    const wp::float32 var_111 = 0.16;
    wp::vec_t<3, wp::float32> var_112;
    wp::float32 var_113;
    wp::float32 var_114;
    const wp::float32 var_115 = 1.0;
    wp::float32 var_116;
    wp::float32 var_117;
    const wp::float32 var_118 = 0.5;
    wp::float32 var_119;
    wp::float32 var_120;
    bool var_121;
    const wp::float32 var_122 = -0.401;
    bool var_123;
    bool var_124;
    wp::float32 var_125;
    const wp::float32 var_126 = -0.25;
    const wp::float32 var_127 = 1.65;
    wp::float32 var_128;
    wp::float32 var_129;
    wp::float32 var_130;
    const wp::int32 var_131 = 5;
    wp::int32 var_132;
    wp::shape_t* var_133;
    const wp::int32 var_134 = 0;
    wp::int32 var_135;
    wp::shape_t var_136;
    wp::int32 var_137;
    wp::float32* var_138;
    wp::float32 var_139;
    wp::float32 var_140;
    wp::float32 var_141;
    const wp::float32 var_142 = -1.6;
    const wp::float32 var_143 = 1.256;
    const wp::float32 var_144 = 0.293;
    wp::vec_t<3, wp::float32> var_145;
    wp::float32 var_146;
    bool var_147;
    wp::float32 var_148;
    wp::float32 var_149;
    const wp::int32 var_150 = 0;
    wp::int32 var_151;
    const wp::int32 var_152 = 5;
    bool var_153;
    const wp::int32 var_154 = 1;
    wp::int32 var_155;
    const wp::float32 var_156 = 1.399;
    const wp::float32 var_157 = 0.76;
    wp::float32 var_158;
    wp::float32 var_159;
    wp::float32 var_160;
    bool var_161;
    bool var_162;
    bool var_163;
    wp::float32 var_164;
    wp::int32 var_165;
    bool var_166;
    wp::float32 var_167;
    wp::int32 var_168;
    wp::float32 var_169;
    bool var_170;
    bool var_171;
    bool var_172;
    bool var_173;
    const wp::float32 var_174 = 1.431;
    bool var_175;
    const wp::float32 var_176 = -1.748;
    const wp::float32 var_177 = 0.682;
    const wp::float32 var_178 = 0.1;
    wp::vec_t<3, wp::float32> var_179;
    wp::float32 var_180;
    wp::float32 var_181;
    wp::float32 var_182;
    wp::float32 var_183;
    wp::float32 var_184;
    const wp::int32 var_185 = 0;
    const wp::int32 var_186 = 1;
    wp::int32 var_187;
    wp::shape_t* var_188;
    const wp::int32 var_189 = 0;
    wp::int32 var_190;
    wp::shape_t var_191;
    wp::int32 var_192;
    wp::float32* var_193;
    wp::float32 var_194;
    wp::float32 var_195;
    wp::float32 var_196;
    const wp::float32 var_197 = -1.945;
    const wp::float32 var_198 = 0.92;
    const wp::float32 var_199 = -0.9;
    wp::vec_t<3, wp::float32> var_200;
    wp::float32 var_201;
    const wp::float32 var_202 = 0.21;
    const wp::float32 var_203 = -0.643;
    const wp::float32 var_204 = -1.1;
    wp::vec_t<3, wp::float32> var_205;
    const wp::float32 var_206 = 1.5;
    const wp::float32 var_207 = -1.28;
    const wp::float32 var_208 = 0.6;
    wp::vec_t<3, wp::float32> var_209;
    wp::float32 var_210;
    bool var_211;
    const wp::float32 var_212 = -1.3;
    wp::float32 var_213;
    const wp::float32 var_214 = 1.55;
    wp::float32 var_215;
    wp::float32 var_216;
    wp::float32 var_217;
    const wp::int32 var_218 = 3;
    wp::int32 var_219;
    const wp::int32 var_220 = 0;
    const wp::int32 var_221 = 3;
    wp::range_t var_222;
    wp::int32 var_223;
    const wp::float32 var_224 = 0.5;
    wp::float32 var_225;
    const wp::int32 var_226 = 5;
    wp::int32 var_227;
    wp::shape_t* var_228;
    const wp::int32 var_229 = 0;
    wp::int32 var_230;
    wp::shape_t var_231;
    wp::int32 var_232;
    wp::float32* var_233;
    wp::float32 var_234;
    wp::float32 var_235;
    wp::float32 var_236;
    bool var_237;
    wp::float32 var_238;
    const wp::float32 var_239 = -0.9;
    const wp::float32 var_240 = 0.9;
    wp::float32 var_241;
    wp::float32 var_242;
    wp::float32 var_243;
    const wp::float32 var_244 = 1.0;
    wp::float32 var_245;
    wp::float32 var_246;
    const wp::float32 var_247 = 1.99;
    wp::float32 var_248;
    wp::float32 var_249;
    wp::float32 var_250;
    const wp::float32 var_251 = 0.57;
    const wp::float32 var_252 = 0.915;
    const wp::float32 var_253 = -1.2;
    wp::vec_t<3, wp::float32> var_254;
    const wp::float32 var_255 = -1.85;
    const wp::float32 var_256 = 0.68;
    const wp::float32 var_257 = -1.969;
    wp::vec_t<3, wp::float32> var_258;
    wp::float32 var_259;
    wp::float32 var_260;
    wp::float32 var_261;
    wp::float32 var_262;
    const wp::int32 var_263 = 1;
    const wp::int32 var_264 = 1;
    wp::int32 var_265;
    wp::shape_t* var_266;
    const wp::int32 var_267 = 0;
    wp::int32 var_268;
    wp::shape_t var_269;
    wp::int32 var_270;
    wp::float32* var_271;
    wp::float32 var_272;
    wp::float32 var_273;
    wp::float32 var_274;
    const wp::float32 var_275 = -1.945;
    const wp::float32 var_276 = 0.92;
    const wp::float32 var_277 = -0.9;
    wp::vec_t<3, wp::float32> var_278;
    wp::float32 var_279;
    const wp::float32 var_280 = 0.21;
    const wp::float32 var_281 = -0.643;
    const wp::float32 var_282 = -1.1;
    wp::vec_t<3, wp::float32> var_283;
    const wp::float32 var_284 = 1.5;
    const wp::float32 var_285 = -1.28;
    const wp::float32 var_286 = 0.6;
    wp::vec_t<3, wp::float32> var_287;
    wp::float32 var_288;
    bool var_289;
    const wp::float32 var_290 = -1.3;
    wp::float32 var_291;
    const wp::float32 var_292 = 1.55;
    wp::float32 var_293;
    wp::float32 var_294;
    wp::float32 var_295;
    const wp::int32 var_296 = 3;
    wp::int32 var_297;
    const wp::int32 var_298 = 0;
    const wp::int32 var_299 = 3;
    wp::range_t var_300;
    wp::int32 var_301;
    const wp::float32 var_302 = 0.5;
    wp::float32 var_303;
    const wp::int32 var_304 = 5;
    wp::int32 var_305;
    wp::shape_t* var_306;
    const wp::int32 var_307 = 0;
    wp::int32 var_308;
    wp::shape_t var_309;
    wp::int32 var_310;
    wp::float32* var_311;
    wp::float32 var_312;
    wp::float32 var_313;
    wp::float32 var_314;
    bool var_315;
    wp::float32 var_316;
    const wp::float32 var_317 = -0.9;
    const wp::float32 var_318 = 0.9;
    wp::float32 var_319;
    wp::float32 var_320;
    wp::float32 var_321;
    const wp::float32 var_322 = 1.0;
    wp::float32 var_323;
    wp::float32 var_324;
    const wp::float32 var_325 = 1.99;
    wp::float32 var_326;
    wp::float32 var_327;
    wp::float32 var_328;
    const wp::float32 var_329 = 0.57;
    const wp::float32 var_330 = 0.915;
    const wp::float32 var_331 = -1.2;
    wp::vec_t<3, wp::float32> var_332;
    const wp::float32 var_333 = -1.85;
    const wp::float32 var_334 = 0.68;
    const wp::float32 var_335 = -1.969;
    wp::vec_t<3, wp::float32> var_336;
    wp::float32 var_337;
    wp::float32 var_338;
    wp::float32 var_339;
    wp::float32 var_340;
    const wp::float32 var_341 = 1.81;
    const wp::float32 var_342 = -1.66;
    const wp::float32 var_343 = -1.6;
    wp::vec_t<3, wp::float32> var_344;
    const wp::float32 var_345 = 0.36;
    const wp::float32 var_346 = -1.63;
    const wp::float32 var_347 = -0.02;
    wp::vec_t<3, wp::float32> var_348;
    wp::float32 var_349;
    wp::float32 var_350;
    wp::float32 var_351;
    const wp::int32 var_352 = 3;
    wp::int32 var_353;
    const wp::int32 var_354 = 0;
    const wp::int32 var_355 = 3;
    wp::range_t var_356;
    wp::int32 var_357;
    const wp::int32 var_358 = 1;
    wp::int32 var_359;
    wp::shape_t* var_360;
    const wp::int32 var_361 = 0;
    wp::int32 var_362;
    wp::shape_t var_363;
    wp::int32 var_364;
    wp::float32* var_365;
    const wp::float32 var_366 = 0.53;
    const wp::float32 var_367 = -1.675;
    wp::float32 var_368;
    wp::float32 var_369;
    const wp::float32 var_370 = 1.0;
    wp::float32 var_371;
    wp::float32 var_372;
    wp::float32 var_373;
    wp::float32 var_374;
    const wp::float32 var_375 = 0.19;
    wp::float32 var_376;
    wp::float32 var_377;
    wp::float32 var_378;
    bool var_379;
    const wp::float32 var_380 = 1.73;
    const wp::float32 var_381 = 1.82;
    const wp::float32 var_382 = -0.66;
    wp::vec_t<3, wp::float32> var_383;
    const wp::float32 var_384 = 0.5;
    const wp::float32 var_385 = 1.79;
    const wp::float32 var_386 = 0.49;
    wp::vec_t<3, wp::float32> var_387;
    const wp::float32 var_388 = 1.5;
    wp::vec_t<3, wp::float32> var_389;
    const wp::int32 var_390 = 2;
    wp::float32 var_391;
    wp::float32 var_392;
    wp::float32 var_393;
    const wp::float32 var_394 = -1.14;
    wp::vec_t<3, wp::float32> var_395;
    wp::vec_t<3, wp::float32> var_396;
    const wp::int32 var_397 = 0;
    wp::float32 var_398;
    wp::float32 var_399;
    wp::float32 var_400;
    const wp::float32 var_401 = -0.04;
    const wp::float32 var_402 = 1.76;
    bool var_403;
    wp::float32 var_404;
    wp::float32 var_405;
    wp::float32 var_406;
    const wp::float32 var_407 = 1.0;
    wp::float32 var_408;
    wp::float32 var_409;
    const wp::float32 var_410 = -1.642;
    wp::float32 var_411;
    const wp::float32 var_412 = 1.0;
    wp::float32 var_413;
    wp::float32 var_414;
    const wp::float32 var_415 = -0.56;
    wp::vec_t<3, wp::float32> var_416;
    const wp::float32 var_417 = -0.668;
    const wp::float32 var_418 = 0.614;
    const wp::float32 var_419 = -0.85;
    wp::vec_t<3, wp::float32> var_420;
    wp::float32 var_421;
    wp::float32 var_422;
    wp::float32 var_423;
    wp::float32 var_424;
    const wp::float32 var_425 = 1.0;
    wp::float32 var_426;
    wp::float32 var_427;
    wp::vec_t<3, wp::float32> var_428;
    wp::float32 var_429;
    wp::float32 var_430;
    wp::float32 var_431;
    wp::float32 var_432;
    wp::float32 var_433;
    wp::float32 var_434;
    wp::float32 var_435;
    bool var_436;
    wp::float32 var_437;
    wp::float32 var_438;
    wp::float32 var_439;
    const wp::float32 var_440 = 0.38;
    const wp::float32 var_441 = 0.2;
    bool var_442;
    const wp::float32 var_443 = 1.1;
    wp::float32 var_444;
    wp::float32 var_445;
    const wp::int32 var_446 = 6;
    wp::range_t var_447;
    wp::int32 var_448;
    const wp::float32 var_449 = 0.6;
    const wp::float32 var_450 = 0.69;
    const wp::float32 var_451 = 1.281;
    wp::vec_t<3, wp::float32> var_452;
    const wp::float32 var_453 = 0.747;
    const wp::float32 var_454 = 0.89;
    const wp::float32 var_455 = -1.143;
    wp::vec_t<3, wp::float32> var_456;
    wp::vec_t<3, wp::float32> var_457;
    const wp::int32 var_458 = 1;
    wp::float32 var_459;
    wp::float32 var_460;
    wp::float32 var_461;
    const wp::int32 var_462 = 3;
    wp::int32 var_463;
    const wp::int32 var_464 = 0;
    bool var_465;
    wp::float32 var_466;
    const wp::int32 var_467 = 4;
    wp::int32 var_468;
    const wp::int32 var_469 = 1;
    bool var_470;
    wp::float32 var_471;
    const wp::float32 var_472 = -100.0;
    const wp::float32 var_473 = 100.0;
    wp::float32 var_474;
    wp::float32 var_475;
    wp::int32 var_476;
    const wp::int32 var_477 = 4;
    wp::int32 var_478;
    const wp::int32 var_479 = 0;
    bool var_480;
    const wp::float32 var_481 = -0.913;
    const wp::float32 var_482 = -0.5;
    const wp::float32 var_483 = -1.46;
    wp::vec_t<3, wp::float32> var_484;
    const wp::float32 var_485 = -1.237;
    const wp::float32 var_486 = -0.185;
    const wp::float32 var_487 = -1.3;
    wp::vec_t<3, wp::float32> var_488;
    wp::float32 var_489;
    wp::float32 var_490;
    const wp::float32 var_491 = 1.0;
    wp::float32 var_492;
    wp::float32 var_493;
    wp::float32 var_494;
    wp::float32 var_495;
    wp::float32 var_496;
    wp::float32 var_497;
    bool var_498;
    bool var_499;
    bool var_500;
    bool var_501;
    bool var_502;
    bool var_503;
    wp::float32 var_504;
    wp::float32 var_505;
    const wp::int32 var_506 = 3;
    wp::int32 var_507;
    const wp::int32 var_508 = 0;
    const wp::int32 var_509 = -1;
    wp::range_t var_510;
    wp::int32 var_511;
    wp::float32 var_512;
    wp::float32 var_513;
    wp::float32 var_514;
    bool var_515;
    bool var_516;
    bool var_517;
    const wp::float32 var_518 = 1.5;
    wp::float32 var_519;
    wp::float32 var_520;
    wp::float32 var_521;
    const wp::float32 var_522 = 1.11;
    wp::float32 var_523;
    wp::float32 var_524;
    const wp::float32 var_525 = 0.632;
    const wp::float32 var_526 = -0.54;
    const wp::float32 var_527 = 1.235;
    wp::vec_t<3, wp::float32> var_528;
    const wp::int32 var_529 = 2;
    wp::float32 var_530;
    wp::float32 var_531;
    const wp::int32 var_532 = 4;
    wp::int32 var_533;
    const wp::int32 var_534 = 1;
    bool var_535;
    const wp::float32 var_536 = 1.9;
    wp::float32 var_537;
    const wp::float32 var_538 = -1.49;
    wp::float32 var_539;
    const wp::float32 var_540 = 1.0;
    wp::float32 var_541;
    wp::float32 var_542;
    wp::float32 var_543;
    wp::float32 var_544;
    wp::float32 var_545;
    bool var_546;
    wp::float32 var_547;
    wp::float32 var_548;
    wp::float32 var_549;
    wp::float32 var_550;
    const wp::int32 var_551 = 2;
    wp::int32 var_552;
    const wp::int32 var_553 = 0;
    const wp::int32 var_554 = 2;
    wp::range_t var_555;
    wp::int32 var_556;
    const wp::float32 var_557 = 0.562;
    const wp::float32 var_558 = 0.9;
    wp::float32 var_559;
    const wp::float32 var_560 = 1.0;
    wp::float32 var_561;
    wp::float32 var_562;
    const wp::float32 var_563 = 1.01;
    const wp::float32 var_564 = -0.8;
    wp::float32 var_565;
    wp::float32 var_566;
    wp::float32 var_567;
    wp::float32 var_568;
    bool var_569;
    wp::range_t var_570;
    wp::int32 var_571;
    const wp::float32 var_572 = -1.3;
    const wp::float32 var_573 = -0.7;
    wp::float32 var_574;
    wp::float32 var_575;
    wp::float32 var_576;
    wp::float32 var_577;
    bool var_578;
    bool var_579;
    const wp::float32 var_580 = -1.654;
    bool var_581;
    bool var_582;
    wp::float32 var_583;
    wp::float32 var_584;
    wp::float32 var_585;
    const wp::float32 var_586 = 1.0;
    wp::float32 var_587;
    wp::float32 var_588;
    const wp::float32 var_589 = 0.2;
    const wp::float32 var_590 = 1.8;
    wp::float32 var_591;
    wp::float32 var_592;
    bool var_593;
    wp::float32 var_594;
    wp::float32 var_595;
    wp::vec_t<3, wp::float32> var_596;
    wp::float32 var_597;
    wp::float32 var_598;
    const wp::int32 var_599 = 0;
    wp::int32 var_600;
    bool var_601;
    const wp::int32 var_602 = 2;
    bool var_603;
    const wp::float32 var_604 = 0.9;
    bool var_605;
    const wp::int32 var_606 = 1;
    wp::int32 var_607;
    const wp::float32 var_608 = 0.04;
    wp::float32 var_609;
    wp::float32 var_610;
    bool var_611;
    wp::float32 var_612;
    wp::int32 var_613;
    wp::range_t var_614;
    wp::range_t var_615;
    wp::int32 var_616;
    const wp::float32 var_617 = 0.16;
    const wp::float32 var_618 = -0.91;
    const wp::float32 var_619 = 1.7;
    wp::vec_t<3, wp::float32> var_620;
    const wp::float32 var_621 = -1.1;
    const wp::float32 var_622 = -0.703;
    const wp::float32 var_623 = 1.5;
    wp::vec_t<3, wp::float32> var_624;
    const wp::float32 var_625 = 1.6;
    const wp::float32 var_626 = 0.357;
    const wp::float32 var_627 = 1.83;
    wp::vec_t<3, wp::float32> var_628;
    wp::vec_t<3, wp::float32> var_629;
    wp::float32 var_630;
    wp::float32 var_631;
    wp::float32 var_632;
    wp::range_t var_633;
    wp::int32 var_634;
    const wp::float32 var_635 = 0.5;
    wp::float32 var_636;
    const wp::float32 var_637 = 1.32;
    const wp::float32 var_638 = -0.118;
    const wp::float32 var_639 = -0.82;
    wp::vec_t<3, wp::float32> var_640;
    const wp::float32 var_641 = -0.5;
    wp::vec_t<3, wp::float32> var_642;
    wp::float32 var_643;
    const wp::float32 var_644 = -0.299;
    const wp::float32 var_645 = 1.985;
    wp::float32 var_646;
    const wp::float32 var_647 = 1.0;
    wp::float32 var_648;
    wp::float32 var_649;
    wp::float32 var_650;
    const wp::float32 var_651 = 1.0;
    wp::float32 var_652;
    wp::float32 var_653;
    wp::float32 var_654;
    wp::float32 var_655;
    const wp::float32 var_656 = 0.5;
    wp::float32 var_657;
    wp::float32 var_658;
    wp::float32 var_659;
    wp::float32 var_660;
    wp::float32 var_661;
    wp::float32 var_662;
    bool var_663;
    wp::float32 var_664;
    wp::float32 var_665;
    wp::float32 var_666;
    wp::float32 var_667;
    wp::float32 var_668;
    bool var_669;
    bool var_670;
    const wp::float32 var_671 = -0.14;
    bool var_672;
    wp::float32 var_673;
    const wp::float32 var_674 = 1.0;
    wp::float32 var_675;
    wp::float32 var_676;
    wp::float32 var_677;
    wp::float32 var_678;
    const wp::float32 var_679 = 1.69;
    wp::float32 var_680;
    wp::float32 var_681;
    wp::range_t var_682;
    wp::int32 var_683;
    const wp::float32 var_684 = -0.864;
    wp::float32 var_685;
    wp::float32 var_686;
    bool var_687;
    bool var_688;
    const wp::float32 var_689 = -1.604;
    bool var_690;
    wp::float32 var_691;
    wp::float32 var_692;
    wp::float32 var_693;
    const wp::float32 var_694 = -1.05;
    const wp::float32 var_695 = 1.666;
    const wp::float32 var_696 = -0.74;
    wp::vec_t<3, wp::float32> var_697;
    wp::float32 var_698;
    const wp::float32 var_699 = 1.0;
    wp::float32 var_700;
    wp::vec_t<3, wp::float32> var_701;
    wp::float32 var_702;
    const wp::float32 var_703 = 0.56;
    wp::float32 var_704;
    wp::float32 var_705;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    bool adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    bool adj_5 = {};
    wp::int32 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::int32 adj_8 = {};
    bool adj_9 = {};
    bool adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::range_t adj_17 = {};
    wp::int32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::int32 adj_22 = {};
    wp::int32 adj_23 = {};
    bool adj_24 = {};
    wp::int32 adj_25 = {};
    bool adj_26 = {};
    wp::float32 adj_27 = {};
    bool adj_28 = {};
    wp::int32 adj_29 = {};
    wp::int32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::vec_t<3, wp::float32> adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::vec_t<3, wp::float32> adj_40 = {};
    wp::vec_t<3, wp::float32> adj_41 = {};
    wp::int32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::int32 adj_46 = {};
    wp::int32 adj_47 = {};
    bool adj_48 = {};
    wp::int32 adj_49 = {};
    bool adj_50 = {};
    wp::int32 adj_51 = {};
    wp::int32 adj_52 = {};
    wp::int32 adj_53 = {};
    bool adj_54 = {};
    wp::int32 adj_55 = {};
    wp::int32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::vec_t<3, wp::float32> adj_62 = {};
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
    wp::float32 adj_74 = {};
    bool adj_75 = {};
    wp::float32 adj_76 = {};
    wp::float32 adj_77 = {};
    wp::float32 adj_78 = {};
    wp::float32 adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::float32 adj_84 = {};
    bool adj_85 = {};
    wp::float32 adj_86 = {};
    wp::float32 adj_87 = {};
    bool adj_88 = {};
    bool adj_89 = {};
    wp::float32 adj_90 = {};
    bool adj_91 = {};
    wp::float32 adj_92 = {};
    bool adj_93 = {};
    bool adj_94 = {};
    bool adj_95 = {};
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
    wp::vec_t<3, wp::float32> adj_108 = {};
    wp::float32 adj_109 = {};
    wp::float32 adj_110 = {};
    wp::float32 adj_111 = {};
    wp::vec_t<3, wp::float32> adj_112 = {};
    wp::float32 adj_113 = {};
    wp::float32 adj_114 = {};
    wp::float32 adj_115 = {};
    wp::float32 adj_116 = {};
    wp::float32 adj_117 = {};
    wp::float32 adj_118 = {};
    wp::float32 adj_119 = {};
    wp::float32 adj_120 = {};
    bool adj_121 = {};
    wp::float32 adj_122 = {};
    bool adj_123 = {};
    bool adj_124 = {};
    wp::float32 adj_125 = {};
    wp::float32 adj_126 = {};
    wp::float32 adj_127 = {};
    wp::float32 adj_128 = {};
    wp::float32 adj_129 = {};
    wp::float32 adj_130 = {};
    wp::int32 adj_131 = {};
    wp::int32 adj_132 = {};
    wp::shape_t adj_133 = {};
    wp::int32 adj_134 = {};
    wp::int32 adj_135 = {};
    wp::shape_t adj_136 = {};
    wp::int32 adj_137 = {};
    wp::float32 adj_138 = {};
    wp::float32 adj_139 = {};
    wp::float32 adj_140 = {};
    wp::float32 adj_141 = {};
    wp::float32 adj_142 = {};
    wp::float32 adj_143 = {};
    wp::float32 adj_144 = {};
    wp::vec_t<3, wp::float32> adj_145 = {};
    wp::float32 adj_146 = {};
    bool adj_147 = {};
    wp::float32 adj_148 = {};
    wp::float32 adj_149 = {};
    wp::int32 adj_150 = {};
    wp::int32 adj_151 = {};
    wp::int32 adj_152 = {};
    bool adj_153 = {};
    wp::int32 adj_154 = {};
    wp::int32 adj_155 = {};
    wp::float32 adj_156 = {};
    wp::float32 adj_157 = {};
    wp::float32 adj_158 = {};
    wp::float32 adj_159 = {};
    wp::float32 adj_160 = {};
    bool adj_161 = {};
    bool adj_162 = {};
    bool adj_163 = {};
    wp::float32 adj_164 = {};
    wp::int32 adj_165 = {};
    bool adj_166 = {};
    wp::float32 adj_167 = {};
    wp::int32 adj_168 = {};
    wp::float32 adj_169 = {};
    bool adj_170 = {};
    bool adj_171 = {};
    bool adj_172 = {};
    bool adj_173 = {};
    wp::float32 adj_174 = {};
    bool adj_175 = {};
    wp::float32 adj_176 = {};
    wp::float32 adj_177 = {};
    wp::float32 adj_178 = {};
    wp::vec_t<3, wp::float32> adj_179 = {};
    wp::float32 adj_180 = {};
    wp::float32 adj_181 = {};
    wp::float32 adj_182 = {};
    wp::float32 adj_183 = {};
    wp::float32 adj_184 = {};
    wp::int32 adj_185 = {};
    wp::int32 adj_186 = {};
    wp::int32 adj_187 = {};
    wp::shape_t adj_188 = {};
    wp::int32 adj_189 = {};
    wp::int32 adj_190 = {};
    wp::shape_t adj_191 = {};
    wp::int32 adj_192 = {};
    wp::float32 adj_193 = {};
    wp::float32 adj_194 = {};
    wp::float32 adj_195 = {};
    wp::float32 adj_196 = {};
    wp::float32 adj_197 = {};
    wp::float32 adj_198 = {};
    wp::float32 adj_199 = {};
    wp::vec_t<3, wp::float32> adj_200 = {};
    wp::float32 adj_201 = {};
    wp::float32 adj_202 = {};
    wp::float32 adj_203 = {};
    wp::float32 adj_204 = {};
    wp::vec_t<3, wp::float32> adj_205 = {};
    wp::float32 adj_206 = {};
    wp::float32 adj_207 = {};
    wp::float32 adj_208 = {};
    wp::vec_t<3, wp::float32> adj_209 = {};
    wp::float32 adj_210 = {};
    bool adj_211 = {};
    wp::float32 adj_212 = {};
    wp::float32 adj_213 = {};
    wp::float32 adj_214 = {};
    wp::float32 adj_215 = {};
    wp::float32 adj_216 = {};
    wp::float32 adj_217 = {};
    wp::int32 adj_218 = {};
    wp::int32 adj_219 = {};
    wp::int32 adj_220 = {};
    wp::int32 adj_221 = {};
    wp::range_t adj_222 = {};
    wp::int32 adj_223 = {};
    wp::float32 adj_224 = {};
    wp::float32 adj_225 = {};
    wp::int32 adj_226 = {};
    wp::int32 adj_227 = {};
    wp::shape_t adj_228 = {};
    wp::int32 adj_229 = {};
    wp::int32 adj_230 = {};
    wp::shape_t adj_231 = {};
    wp::int32 adj_232 = {};
    wp::float32 adj_233 = {};
    wp::float32 adj_234 = {};
    wp::float32 adj_235 = {};
    wp::float32 adj_236 = {};
    bool adj_237 = {};
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
    wp::float32 adj_253 = {};
    wp::vec_t<3, wp::float32> adj_254 = {};
    wp::float32 adj_255 = {};
    wp::float32 adj_256 = {};
    wp::float32 adj_257 = {};
    wp::vec_t<3, wp::float32> adj_258 = {};
    wp::float32 adj_259 = {};
    wp::float32 adj_260 = {};
    wp::float32 adj_261 = {};
    wp::float32 adj_262 = {};
    wp::int32 adj_263 = {};
    wp::int32 adj_264 = {};
    wp::int32 adj_265 = {};
    wp::shape_t adj_266 = {};
    wp::int32 adj_267 = {};
    wp::int32 adj_268 = {};
    wp::shape_t adj_269 = {};
    wp::int32 adj_270 = {};
    wp::float32 adj_271 = {};
    wp::float32 adj_272 = {};
    wp::float32 adj_273 = {};
    wp::float32 adj_274 = {};
    wp::float32 adj_275 = {};
    wp::float32 adj_276 = {};
    wp::float32 adj_277 = {};
    wp::vec_t<3, wp::float32> adj_278 = {};
    wp::float32 adj_279 = {};
    wp::float32 adj_280 = {};
    wp::float32 adj_281 = {};
    wp::float32 adj_282 = {};
    wp::vec_t<3, wp::float32> adj_283 = {};
    wp::float32 adj_284 = {};
    wp::float32 adj_285 = {};
    wp::float32 adj_286 = {};
    wp::vec_t<3, wp::float32> adj_287 = {};
    wp::float32 adj_288 = {};
    bool adj_289 = {};
    wp::float32 adj_290 = {};
    wp::float32 adj_291 = {};
    wp::float32 adj_292 = {};
    wp::float32 adj_293 = {};
    wp::float32 adj_294 = {};
    wp::float32 adj_295 = {};
    wp::int32 adj_296 = {};
    wp::int32 adj_297 = {};
    wp::int32 adj_298 = {};
    wp::int32 adj_299 = {};
    wp::range_t adj_300 = {};
    wp::int32 adj_301 = {};
    wp::float32 adj_302 = {};
    wp::float32 adj_303 = {};
    wp::int32 adj_304 = {};
    wp::int32 adj_305 = {};
    wp::shape_t adj_306 = {};
    wp::int32 adj_307 = {};
    wp::int32 adj_308 = {};
    wp::shape_t adj_309 = {};
    wp::int32 adj_310 = {};
    wp::float32 adj_311 = {};
    wp::float32 adj_312 = {};
    wp::float32 adj_313 = {};
    wp::float32 adj_314 = {};
    bool adj_315 = {};
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
    wp::float32 adj_331 = {};
    wp::vec_t<3, wp::float32> adj_332 = {};
    wp::float32 adj_333 = {};
    wp::float32 adj_334 = {};
    wp::float32 adj_335 = {};
    wp::vec_t<3, wp::float32> adj_336 = {};
    wp::float32 adj_337 = {};
    wp::float32 adj_338 = {};
    wp::float32 adj_339 = {};
    wp::float32 adj_340 = {};
    wp::float32 adj_341 = {};
    wp::float32 adj_342 = {};
    wp::float32 adj_343 = {};
    wp::vec_t<3, wp::float32> adj_344 = {};
    wp::float32 adj_345 = {};
    wp::float32 adj_346 = {};
    wp::float32 adj_347 = {};
    wp::vec_t<3, wp::float32> adj_348 = {};
    wp::float32 adj_349 = {};
    wp::float32 adj_350 = {};
    wp::float32 adj_351 = {};
    wp::int32 adj_352 = {};
    wp::int32 adj_353 = {};
    wp::int32 adj_354 = {};
    wp::int32 adj_355 = {};
    wp::range_t adj_356 = {};
    wp::int32 adj_357 = {};
    wp::int32 adj_358 = {};
    wp::int32 adj_359 = {};
    wp::shape_t adj_360 = {};
    wp::int32 adj_361 = {};
    wp::int32 adj_362 = {};
    wp::shape_t adj_363 = {};
    wp::int32 adj_364 = {};
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
    wp::float32 adj_378 = {};
    bool adj_379 = {};
    wp::float32 adj_380 = {};
    wp::float32 adj_381 = {};
    wp::float32 adj_382 = {};
    wp::vec_t<3, wp::float32> adj_383 = {};
    wp::float32 adj_384 = {};
    wp::float32 adj_385 = {};
    wp::float32 adj_386 = {};
    wp::vec_t<3, wp::float32> adj_387 = {};
    wp::float32 adj_388 = {};
    wp::vec_t<3, wp::float32> adj_389 = {};
    wp::int32 adj_390 = {};
    wp::float32 adj_391 = {};
    wp::float32 adj_392 = {};
    wp::float32 adj_393 = {};
    wp::float32 adj_394 = {};
    wp::vec_t<3, wp::float32> adj_395 = {};
    wp::vec_t<3, wp::float32> adj_396 = {};
    wp::int32 adj_397 = {};
    wp::float32 adj_398 = {};
    wp::float32 adj_399 = {};
    wp::float32 adj_400 = {};
    wp::float32 adj_401 = {};
    wp::float32 adj_402 = {};
    bool adj_403 = {};
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
    wp::float32 adj_415 = {};
    wp::vec_t<3, wp::float32> adj_416 = {};
    wp::float32 adj_417 = {};
    wp::float32 adj_418 = {};
    wp::float32 adj_419 = {};
    wp::vec_t<3, wp::float32> adj_420 = {};
    wp::float32 adj_421 = {};
    wp::float32 adj_422 = {};
    wp::float32 adj_423 = {};
    wp::float32 adj_424 = {};
    wp::float32 adj_425 = {};
    wp::float32 adj_426 = {};
    wp::float32 adj_427 = {};
    wp::vec_t<3, wp::float32> adj_428 = {};
    wp::float32 adj_429 = {};
    wp::float32 adj_430 = {};
    wp::float32 adj_431 = {};
    wp::float32 adj_432 = {};
    wp::float32 adj_433 = {};
    wp::float32 adj_434 = {};
    wp::float32 adj_435 = {};
    bool adj_436 = {};
    wp::float32 adj_437 = {};
    wp::float32 adj_438 = {};
    wp::float32 adj_439 = {};
    wp::float32 adj_440 = {};
    wp::float32 adj_441 = {};
    bool adj_442 = {};
    wp::float32 adj_443 = {};
    wp::float32 adj_444 = {};
    wp::float32 adj_445 = {};
    wp::int32 adj_446 = {};
    wp::range_t adj_447 = {};
    wp::int32 adj_448 = {};
    wp::float32 adj_449 = {};
    wp::float32 adj_450 = {};
    wp::float32 adj_451 = {};
    wp::vec_t<3, wp::float32> adj_452 = {};
    wp::float32 adj_453 = {};
    wp::float32 adj_454 = {};
    wp::float32 adj_455 = {};
    wp::vec_t<3, wp::float32> adj_456 = {};
    wp::vec_t<3, wp::float32> adj_457 = {};
    wp::int32 adj_458 = {};
    wp::float32 adj_459 = {};
    wp::float32 adj_460 = {};
    wp::float32 adj_461 = {};
    wp::int32 adj_462 = {};
    wp::int32 adj_463 = {};
    wp::int32 adj_464 = {};
    bool adj_465 = {};
    wp::float32 adj_466 = {};
    wp::int32 adj_467 = {};
    wp::int32 adj_468 = {};
    wp::int32 adj_469 = {};
    bool adj_470 = {};
    wp::float32 adj_471 = {};
    wp::float32 adj_472 = {};
    wp::float32 adj_473 = {};
    wp::float32 adj_474 = {};
    wp::float32 adj_475 = {};
    wp::int32 adj_476 = {};
    wp::int32 adj_477 = {};
    wp::int32 adj_478 = {};
    wp::int32 adj_479 = {};
    bool adj_480 = {};
    wp::float32 adj_481 = {};
    wp::float32 adj_482 = {};
    wp::float32 adj_483 = {};
    wp::vec_t<3, wp::float32> adj_484 = {};
    wp::float32 adj_485 = {};
    wp::float32 adj_486 = {};
    wp::float32 adj_487 = {};
    wp::vec_t<3, wp::float32> adj_488 = {};
    wp::float32 adj_489 = {};
    wp::float32 adj_490 = {};
    wp::float32 adj_491 = {};
    wp::float32 adj_492 = {};
    wp::float32 adj_493 = {};
    wp::float32 adj_494 = {};
    wp::float32 adj_495 = {};
    wp::float32 adj_496 = {};
    wp::float32 adj_497 = {};
    bool adj_498 = {};
    bool adj_499 = {};
    bool adj_500 = {};
    bool adj_501 = {};
    bool adj_502 = {};
    bool adj_503 = {};
    wp::float32 adj_504 = {};
    wp::float32 adj_505 = {};
    wp::int32 adj_506 = {};
    wp::int32 adj_507 = {};
    wp::int32 adj_508 = {};
    wp::int32 adj_509 = {};
    wp::range_t adj_510 = {};
    wp::int32 adj_511 = {};
    wp::float32 adj_512 = {};
    wp::float32 adj_513 = {};
    wp::float32 adj_514 = {};
    bool adj_515 = {};
    bool adj_516 = {};
    bool adj_517 = {};
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
    wp::vec_t<3, wp::float32> adj_528 = {};
    wp::int32 adj_529 = {};
    wp::float32 adj_530 = {};
    wp::float32 adj_531 = {};
    wp::int32 adj_532 = {};
    wp::int32 adj_533 = {};
    wp::int32 adj_534 = {};
    bool adj_535 = {};
    wp::float32 adj_536 = {};
    wp::float32 adj_537 = {};
    wp::float32 adj_538 = {};
    wp::float32 adj_539 = {};
    wp::float32 adj_540 = {};
    wp::float32 adj_541 = {};
    wp::float32 adj_542 = {};
    wp::float32 adj_543 = {};
    wp::float32 adj_544 = {};
    wp::float32 adj_545 = {};
    bool adj_546 = {};
    wp::float32 adj_547 = {};
    wp::float32 adj_548 = {};
    wp::float32 adj_549 = {};
    wp::float32 adj_550 = {};
    wp::int32 adj_551 = {};
    wp::int32 adj_552 = {};
    wp::int32 adj_553 = {};
    wp::int32 adj_554 = {};
    wp::range_t adj_555 = {};
    wp::int32 adj_556 = {};
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
    wp::float32 adj_568 = {};
    bool adj_569 = {};
    wp::range_t adj_570 = {};
    wp::int32 adj_571 = {};
    wp::float32 adj_572 = {};
    wp::float32 adj_573 = {};
    wp::float32 adj_574 = {};
    wp::float32 adj_575 = {};
    wp::float32 adj_576 = {};
    wp::float32 adj_577 = {};
    bool adj_578 = {};
    bool adj_579 = {};
    wp::float32 adj_580 = {};
    bool adj_581 = {};
    bool adj_582 = {};
    wp::float32 adj_583 = {};
    wp::float32 adj_584 = {};
    wp::float32 adj_585 = {};
    wp::float32 adj_586 = {};
    wp::float32 adj_587 = {};
    wp::float32 adj_588 = {};
    wp::float32 adj_589 = {};
    wp::float32 adj_590 = {};
    wp::float32 adj_591 = {};
    wp::float32 adj_592 = {};
    bool adj_593 = {};
    wp::float32 adj_594 = {};
    wp::float32 adj_595 = {};
    wp::vec_t<3, wp::float32> adj_596 = {};
    wp::float32 adj_597 = {};
    wp::float32 adj_598 = {};
    wp::int32 adj_599 = {};
    wp::int32 adj_600 = {};
    bool adj_601 = {};
    wp::int32 adj_602 = {};
    bool adj_603 = {};
    wp::float32 adj_604 = {};
    bool adj_605 = {};
    wp::int32 adj_606 = {};
    wp::int32 adj_607 = {};
    wp::float32 adj_608 = {};
    wp::float32 adj_609 = {};
    wp::float32 adj_610 = {};
    bool adj_611 = {};
    wp::float32 adj_612 = {};
    wp::int32 adj_613 = {};
    wp::range_t adj_614 = {};
    wp::range_t adj_615 = {};
    wp::int32 adj_616 = {};
    wp::float32 adj_617 = {};
    wp::float32 adj_618 = {};
    wp::float32 adj_619 = {};
    wp::vec_t<3, wp::float32> adj_620 = {};
    wp::float32 adj_621 = {};
    wp::float32 adj_622 = {};
    wp::float32 adj_623 = {};
    wp::vec_t<3, wp::float32> adj_624 = {};
    wp::float32 adj_625 = {};
    wp::float32 adj_626 = {};
    wp::float32 adj_627 = {};
    wp::vec_t<3, wp::float32> adj_628 = {};
    wp::vec_t<3, wp::float32> adj_629 = {};
    wp::float32 adj_630 = {};
    wp::float32 adj_631 = {};
    wp::float32 adj_632 = {};
    wp::range_t adj_633 = {};
    wp::int32 adj_634 = {};
    wp::float32 adj_635 = {};
    wp::float32 adj_636 = {};
    wp::float32 adj_637 = {};
    wp::float32 adj_638 = {};
    wp::float32 adj_639 = {};
    wp::vec_t<3, wp::float32> adj_640 = {};
    wp::float32 adj_641 = {};
    wp::vec_t<3, wp::float32> adj_642 = {};
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
    wp::float32 adj_662 = {};
    bool adj_663 = {};
    wp::float32 adj_664 = {};
    wp::float32 adj_665 = {};
    wp::float32 adj_666 = {};
    wp::float32 adj_667 = {};
    wp::float32 adj_668 = {};
    bool adj_669 = {};
    bool adj_670 = {};
    wp::float32 adj_671 = {};
    bool adj_672 = {};
    wp::float32 adj_673 = {};
    wp::float32 adj_674 = {};
    wp::float32 adj_675 = {};
    wp::float32 adj_676 = {};
    wp::float32 adj_677 = {};
    wp::float32 adj_678 = {};
    wp::float32 adj_679 = {};
    wp::float32 adj_680 = {};
    wp::float32 adj_681 = {};
    wp::range_t adj_682 = {};
    wp::int32 adj_683 = {};
    wp::float32 adj_684 = {};
    wp::float32 adj_685 = {};
    wp::float32 adj_686 = {};
    bool adj_687 = {};
    bool adj_688 = {};
    wp::float32 adj_689 = {};
    bool adj_690 = {};
    wp::float32 adj_691 = {};
    wp::float32 adj_692 = {};
    wp::float32 adj_693 = {};
    wp::float32 adj_694 = {};
    wp::float32 adj_695 = {};
    wp::float32 adj_696 = {};
    wp::vec_t<3, wp::float32> adj_697 = {};
    wp::float32 adj_698 = {};
    wp::float32 adj_699 = {};
    wp::float32 adj_700 = {};
    wp::vec_t<3, wp::float32> adj_701 = {};
    wp::float32 adj_702 = {};
    wp::float32 adj_703 = {};
    wp::float32 adj_704 = {};
    wp::float32 adj_705 = {};
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
    // v0 = x0[tid]                                                                           <L 9>
    var_2 = wp::address(var_x0, var_0);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // if ((tid) % 3 == 0) or (v0 >= v0):                                                     <L 10>
    var_7 = wp::mod(var_0, var_6);
    var_9 = (var_7 == var_8);
    var_5 = var_9;
    if (!var_5) {
        var_10 = (var_3 >= var_3);
        var_5 = var_5 || var_10;
    }
    if (var_5) {
        // v0 -= wp.tanh((v0 - wp.tanh(v0))) * 0.44                                           <L 11>
        var_11 = wp::tanh(var_3);
        var_12 = wp::sub(var_3, var_11);
        var_13 = wp::tanh(var_12);
        var_15 = wp::mul(var_13, var_14);
        var_16 = wp::sub(var_3, var_15);
        // for j1 in range(n):                                                                <L 12>
        var_17 = wp::range(var_n);
        // v4 = wp.mod(wp.acos(wp.clamp((v0 - v0), -0.9, 0.9)), wp.abs(wp.erfc(wp.where(v0 > v0, v0, v0))) + 1.0)       <L 22>
        var_70 = wp::sub(var_16, var_16);
        var_73 = wp::clamp(var_70, var_71, var_72);
        var_74 = wp::acos(var_73);
        var_75 = (var_16 > var_16);
        var_76 = wp::where(var_75, var_16, var_16);
        var_77 = wp::erfc(var_76);
        var_78 = wp::abs(var_77);
        var_80 = wp::add(var_78, var_79);
        var_81 = wp::mod(var_74, var_80);
    }
    var_82 = wp::where(var_5, var_16, var_3);
    // if wp.min(v0, v0) >= (v0 - v0):                                                        <L 23>
    var_83 = wp::min(var_82, var_82);
    var_84 = wp::sub(var_82, var_82);
    var_85 = (var_83 >= var_84);
    if (var_85) {
        // v0 += wp.tanh(v0)                                                                  <L 24>
        var_86 = wp::tanh(var_82);
        var_87 = wp::add(var_82, var_86);
    }
    if (!var_85) {
        // elif ((v0 <= 1.6) and (-1.317 > v0)) and ((v0 < v0) or (v0 > 1.4)):                <L 25>
        var_91 = (var_82 <= var_90);
        var_89 = var_91;
        if (var_89) {
            var_93 = (var_92 > var_82);
            var_89 = var_89 && var_93;
        }
        var_88 = var_89;
        if (var_88) {
            var_95 = (var_82 < var_82);
            var_94 = var_95;
            if (!var_94) {
                var_97 = (var_82 > var_96);
                var_94 = var_94 || var_97;
            }
            var_88 = var_88 && var_94;
        }
        if (var_88) {
            // v0 = v0 + wp.tanh((float(tid) + wp.degrees(v0)))                               <L 26>
            var_98 = wp::float(var_0);
            var_99 = wp::degrees(var_82);
            var_100 = wp::add(var_98, var_99);
            var_101 = wp::tanh(var_100);
            var_102 = wp::add(var_82, var_101);
            // v5 = ((wp.ceil(-1.2) / (wp.abs(wp.dot(wp.vec3(0.7, 0.1, 1.31), wp.vec3(-0.91, 1.3, 0.16))) + 1.0)) - wp.round(0.5))       <L 27>
            var_104 = wp::ceil(var_103);
            var_108 = wp::vec_t<3, wp::float32>(var_105, var_106, var_107);
            var_112 = wp::vec_t<3, wp::float32>(var_109, var_110, var_111);
            var_113 = wp::dot(var_108, var_112);
            var_114 = wp::abs(var_113);
            var_116 = wp::add(var_114, var_115);
            var_117 = wp::div(var_104, var_116);
            var_119 = wp::round(var_118);
            var_120 = wp::sub(var_117, var_119);
        }
        if (!var_88) {
            // elif (v0 <= -0.401) or (v0 >= v0):                                             <L 28>
            var_123 = (var_82 <= var_122);
            var_121 = var_123;
            if (!var_121) {
                var_124 = (var_82 >= var_82);
                var_121 = var_121 || var_124;
            }
            if (var_121) {
                // v0 = v0 + wp.sin(wp.clamp((v0 + v0), -0.25, 1.65))                         <L 29>
                var_125 = wp::add(var_82, var_82);
                var_128 = wp::clamp(var_125, var_126, var_127);
                var_129 = wp::sin(var_128);
                var_130 = wp::add(var_82, var_129);
                // v0 = v0 + wp.tanh(x0[(tid + 5) % x0.shape[0]])                             <L 30>
                var_132 = wp::add(var_0, var_131);
                var_133 = &(var_x0.shape);
                var_136 = wp::load(var_133);
                var_135 = wp::extract(var_136, var_134);
                var_137 = wp::mod(var_132, var_135);
                var_138 = wp::address(var_x0, var_137);
                var_140 = wp::load(var_138);
                var_139 = wp::tanh(var_140);
                var_141 = wp::add(var_130, var_139);
                // if wp.length_sq(wp.vec3(-1.6, 1.256, 0.293)) <= v0:                        <L 31>
                var_145 = wp::vec_t<3, wp::float32>(var_142, var_143, var_144);
                var_146 = wp::length_sq(var_145);
                var_147 = (var_146 <= var_141);
                if (var_147) {
                    // v0 = v0 + wp.tanh(v0)                                                  <L 32>
                    var_148 = wp::tanh(var_141);
                    var_149 = wp::add(var_141, var_148);
                    // w6 = int(0)                                                            <L 33>
                    var_151 = wp::int(var_150);
                    // while w6 < 5:                                                          <L 34>
                }
                var_169 = wp::where(var_147, var_149, var_141);
            }
            if (!var_121) {
                // elif ((v0 >= v0) and (v0 < v0)) and (1.431 > v0):                          <L 41>
                var_172 = (var_82 >= var_82);
                var_171 = var_172;
                if (var_171) {
                    var_173 = (var_82 < var_82);
                    var_171 = var_171 && var_173;
                }
                var_170 = var_171;
                if (var_170) {
                    var_175 = (var_174 > var_82);
                    var_170 = var_170 && var_175;
                }
                if (var_170) {
                    // v0 += wp.cos((wp.length_sq(wp.vec3(-1.748, 0.682, 0.1)) * float(tid)))       <L 42>
                    var_179 = wp::vec_t<3, wp::float32>(var_176, var_177, var_178);
                    var_180 = wp::length_sq(var_179);
                    var_181 = wp::float(var_0);
                    var_182 = wp::mul(var_180, var_181);
                    var_183 = wp::cos(var_182);
                    var_184 = wp::add(var_82, var_183);
                    // for j7 in range(2):                                                    <L 43>
                    // v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                             <L 44>
                    var_187 = wp::add(var_0, var_186);
                    var_188 = &(var_x0.shape);
                    var_191 = wp::load(var_188);
                    var_190 = wp::extract(var_191, var_189);
                    var_192 = wp::mod(var_187, var_190);
                    var_193 = wp::address(var_x0, var_192);
                    var_195 = wp::load(var_193);
                    var_194 = wp::tanh(var_195);
                    var_196 = wp::add(var_184, var_194);
                    // if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):       <L 45>
                    var_200 = wp::vec_t<3, wp::float32>(var_197, var_198, var_199);
                    var_201 = wp::length(var_200);
                    var_205 = wp::vec_t<3, wp::float32>(var_202, var_203, var_204);
                    var_209 = wp::vec_t<3, wp::float32>(var_206, var_207, var_208);
                    var_210 = wp::dot(var_205, var_209);
                    var_211 = (var_201 <= var_210);
                    if (var_211) {
                        // v0 -= wp.tanh(-1.3) * 1.55                                         <L 46>
                        var_213 = wp::tanh(var_212);
                        var_215 = wp::mul(var_213, var_214);
                        var_216 = wp::sub(var_196, var_215);
                    }
                    var_217 = wp::where(var_211, var_216, var_196);
                    // for j8 in range(0, n * 3, 3):                                          <L 47>
                    var_219 = wp::mul(var_n, var_218);
                    var_222 = wp::range(var_220, var_219, var_221);
                    // v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                             <L 44>
                    var_265 = wp::add(var_0, var_264);
                    var_266 = &(var_x0.shape);
                    var_269 = wp::load(var_266);
                    var_268 = wp::extract(var_269, var_267);
                    var_270 = wp::mod(var_265, var_268);
                    var_271 = wp::address(var_x0, var_270);
                    var_273 = wp::load(var_271);
                    var_272 = wp::tanh(var_273);
                    var_274 = wp::add(var_217, var_272);
                    // if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):       <L 45>
                    var_278 = wp::vec_t<3, wp::float32>(var_275, var_276, var_277);
                    var_279 = wp::length(var_278);
                    var_283 = wp::vec_t<3, wp::float32>(var_280, var_281, var_282);
                    var_287 = wp::vec_t<3, wp::float32>(var_284, var_285, var_286);
                    var_288 = wp::dot(var_283, var_287);
                    var_289 = (var_279 <= var_288);
                    if (var_289) {
                        // v0 -= wp.tanh(-1.3) * 1.55                                         <L 46>
                        var_291 = wp::tanh(var_290);
                        var_293 = wp::mul(var_291, var_292);
                        var_294 = wp::sub(var_274, var_293);
                    }
                    var_295 = wp::where(var_289, var_294, var_274);
                    // for j8 in range(0, n * 3, 3):                                          <L 47>
                    var_297 = wp::mul(var_n, var_296);
                    var_300 = wp::range(var_298, var_297, var_299);
                    // v10 = wp.vec3(1.81, -1.66, -1.6)                                       <L 53>
                    var_344 = wp::vec_t<3, wp::float32>(var_341, var_342, var_343);
                }
                if (!var_170) {
                    // v0 = v0 + wp.cos(wp.length_sq(wp.vec3(0.36, -1.63, -0.02)))            <L 55>
                    var_348 = wp::vec_t<3, wp::float32>(var_345, var_346, var_347);
                    var_349 = wp::length_sq(var_348);
                    var_350 = wp::cos(var_349);
                    var_351 = wp::add(var_82, var_350);
                    // for j11 in range(0, n * 3, 3):                                         <L 56>
                    var_353 = wp::mul(var_n, var_352);
                    var_356 = wp::range(var_354, var_353, var_355);
                }
                var_430 = wp::where(var_170, var_295, var_351);
            }
            var_431 = wp::where(var_121, var_169, var_430);
        }
        var_432 = wp::where(var_88, var_102, var_431);
    }
    var_433 = wp::where(var_85, var_87, var_432);
    // if (v0 - v0) <= (v0 - v0):                                                             <L 62>
    var_434 = wp::sub(var_433, var_433);
    var_435 = wp::sub(var_433, var_433);
    var_436 = (var_434 <= var_435);
    if (var_436) {
        // v0 = v0 + wp.tanh(wp.sin(v0))                                                      <L 63>
        var_437 = wp::sin(var_433);
        var_438 = wp::tanh(var_437);
        var_439 = wp::add(var_433, var_438);
        // if 0.38 < 0.2:                                                                     <L 64>
        var_442 = (var_440 < var_441);
        if (var_442) {
            // out0[tid] = v0 + v0 * 1.1                                                      <L 65>
            var_444 = wp::mul(var_439, var_443);
            var_445 = wp::add(var_439, var_444);
            // wp::array_store(var_out0, var_0, var_445);
            // return                                                                         <L 66>
            goto label17;
        }
        // for j13 in range(6):                                                               <L 67>
        var_447 = wp::range(var_446);
    }
    if (!var_436) {
        // elif (int(wp.floor(wp.clamp(v0, -100.0, 100.0)))) % 4 == 0:                        <L 73>
        var_474 = wp::clamp(var_433, var_472, var_473);
        var_475 = wp::floor(var_474);
        var_476 = wp::int(var_475);
        var_478 = wp::mod(var_476, var_477);
        var_480 = (var_478 == var_479);
        if (var_480) {
            // v0 += wp.tanh(wp.mod(v0, wp.abs(wp.dot(wp.vec3(-0.913, -0.5, -1.46), wp.vec3(-1.237, -0.185, -1.3))) + 1.0))       <L 74>
            var_484 = wp::vec_t<3, wp::float32>(var_481, var_482, var_483);
            var_488 = wp::vec_t<3, wp::float32>(var_485, var_486, var_487);
            var_489 = wp::dot(var_484, var_488);
            var_490 = wp::abs(var_489);
            var_492 = wp::add(var_490, var_491);
            var_493 = wp::mod(var_433, var_492);
            var_494 = wp::tanh(var_493);
            var_495 = wp::add(var_433, var_494);
            // v0 = v0 + wp.tanh(v0)                                                          <L 75>
            var_496 = wp::tanh(var_495);
            var_497 = wp::add(var_495, var_496);
            // if v0 > v0:                                                                    <L 76>
            var_498 = (var_497 > var_497);
            if (var_498) {
                // return                                                                     <L 77>
                goto label20;
            }
        }
        if (!var_480) {
            // elif not (v0 < v0 or (v0 <= v0) or (v0 < v0)):                                 <L 78>
            var_500 = (var_433 < var_433);
            var_499 = var_500;
            if (!var_499) {
                var_501 = (var_433 <= var_433);
                var_499 = var_499 || var_501;
            }
            if (!var_499) {
                var_502 = (var_433 < var_433);
                var_499 = var_499 || var_502;
            }
            var_503 = wp::unot(var_499);
            if (var_503) {
                // v0 = v0 + wp.sin(v0)                                                       <L 79>
                var_504 = wp::sin(var_433);
                var_505 = wp::add(var_433, var_504);
                // for j14 in range(n + 3, 0, -1):                                            <L 80>
                var_507 = wp::add(var_n, var_506);
                var_510 = wp::range(var_507, var_508, var_509);
            }
            if (!var_503) {
                // elif (v0 + v0) < v0:                                                       <L 86>
                var_545 = wp::add(var_433, var_433);
                var_546 = (var_545 < var_433);
                if (var_546) {
                    // v0 = v0 + wp.cos(((v0 - v0) + v0))                                     <L 87>
                    var_547 = wp::sub(var_433, var_433);
                    var_548 = wp::add(var_547, var_433);
                    var_549 = wp::cos(var_548);
                    var_550 = wp::add(var_433, var_549);
                    // for j16 in range(0, n * 2, 2):                                         <L 88>
                    var_552 = wp::mul(var_n, var_551);
                    var_555 = wp::range(var_553, var_552, var_554);
                    // for j17 in range(n):                                                   <L 92>
                    var_570 = wp::range(var_n);
                }
                if (!var_546) {
                    // v0 += wp.sin(v0)                                                       <L 98>
                    var_597 = wp::sin(var_433);
                    var_598 = wp::add(var_433, var_597);
                    // w19 = int(0)                                                           <L 99>
                    var_600 = wp::int(var_599);
                    // while w19 < 2 and (v0 < 0.9):                                          <L 100>
                    // for j20 in reversed(range(n)):                                         <L 105>
                    var_614 = wp::range(var_n);
                    var_615 = wp::iter_reverse(var_614);
                }
                var_665 = wp::where(var_546, var_550, var_598);
            }
            var_666 = wp::where(var_503, var_505, var_665);
        }
        var_667 = wp::where(var_480, var_497, var_666);
    }
    var_668 = wp::where(var_436, var_439, var_667);
    // if (v0 <= v0) and (-0.14 <= v0):                                                       <L 112>
    var_670 = (var_668 <= var_668);
    var_669 = var_670;
    if (var_669) {
        var_672 = (var_671 <= var_668);
        var_669 = var_669 && var_672;
    }
    if (var_669) {
        // out0[tid] = v0 + (wp.log2(wp.abs(v0) + 1.0) - (v0 * v0)) * 1.69                    <L 113>
        var_673 = wp::abs(var_668);
        var_675 = wp::add(var_673, var_674);
        var_676 = wp::log2(var_675);
        var_677 = wp::mul(var_668, var_668);
        var_678 = wp::sub(var_676, var_677);
        var_680 = wp::mul(var_678, var_679);
        var_681 = wp::add(var_668, var_680);
        // wp::array_store(var_out0, var_0, var_681);
        // return                                                                             <L 114>
        goto label35;
    }
    // for j22 in range(n):                                                                   <L 115>
    var_682 = wp::range(var_n);
    // v23 = v0                                                                               <L 119>
    var_692 = wp::copy(var_668);
    // out0[tid] = v0 + v23 + wp.length_sq((wp.vec3(-1.05, 1.666, -0.74) / (wp.abs(v0) + 1.0))) * 0.56       <L 120>
    var_693 = wp::add(var_668, var_692);
    var_697 = wp::vec_t<3, wp::float32>(var_694, var_695, var_696);
    var_698 = wp::abs(var_668);
    var_700 = wp::add(var_698, var_699);
    var_701 = wp::div(var_697, var_700);
    var_702 = wp::length_sq(var_701);
    var_704 = wp::mul(var_702, var_703);
    var_705 = wp::add(var_693, var_704);
    // wp::array_store(var_out0, var_0, var_705);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_705, adj_out0, adj_0, adj_705);
    wp::adj_add(var_693, var_704, adj_693, adj_704, adj_705);
    wp::adj_mul(var_702, var_703, adj_702, adj_703, adj_704);
    wp::adj_length_sq(var_701, adj_701, adj_702);
    wp::adj_div(var_697, var_700, adj_697, adj_700, adj_701);
    wp::adj_add(var_698, var_699, adj_698, adj_699, adj_700);
    wp::adj_abs(var_668, adj_668, adj_698);
    wp::adj_vec_t(var_694, var_695, var_696, adj_694, adj_695, adj_696, adj_697);
    wp::adj_add(var_668, var_692, adj_668, adj_692, adj_693);
    // adj: out0[tid] = v0 + v23 + wp.length_sq((wp.vec3(-1.05, 1.666, -0.74) / (wp.abs(v0) + 1.0))) * 0.56  <L 120>
    wp::adj_copy(var_668, adj_668, adj_692);
    // adj: v23 = v0                                                                          <L 119>
    var_682 = wp::iter_reverse(var_682);
    start_for_36:;
        if (iter_cmp(var_682) == 0) goto end_for_36;
        var_683 = wp::iter_next(var_682);
    	adj_684 = {};
    	adj_685 = {};
    	adj_686 = {};
    	adj_687 = {};
    	adj_688 = {};
    	adj_689 = {};
    	adj_690 = {};
    	adj_691 = {};
        // v0 += wp.sin(-0.864)                                                               <L 116>
        var_685 = wp::sin(var_684);
        var_686 = wp::add(var_668, var_685);
        // if (v0 < v0) or (-1.604 < v0):                                                     <L 117>
        var_688 = (var_686 < var_686);
        var_687 = var_688;
        if (!var_687) {
            var_690 = (var_689 < var_686);
            var_687 = var_687 || var_690;
        }
        if (var_687) {
            // break                                                                          <L 118>
            wp::assign(var_668, var_686);
            goto end_for_36;
        }
        var_691 = wp::where(var_687, var_668, var_686);
        wp::assign(var_668, var_691);
        wp::adj_assign(var_668, var_691, adj_668, adj_691);
        wp::adj_where(var_687, var_668, var_686, adj_687, adj_668, adj_686, adj_691);
        if (var_687) {
            wp::adj_assign(var_668, var_686, adj_668, adj_686);
            // adj: break                                                                     <L 118>
        }
        if (!var_687) {
        }
        // adj: if (v0 < v0) or (-1.604 < v0):                                                <L 117>
        wp::adj_add(var_668, var_685, adj_668, adj_685, adj_686);
        wp::adj_sin(var_684, adj_684, adj_685);
        // adj: v0 += wp.sin(-0.864)                                                          <L 116>
    	goto start_for_36;
    end_for_36:;
    // adj: for j22 in range(n):                                                              <L 115>
    if (var_669) {
        label35:;
        // adj: return                                                                        <L 114>
        wp::adj_array_store(var_out0, var_0, var_681, adj_out0, adj_0, adj_681);
        wp::adj_add(var_668, var_680, adj_668, adj_680, adj_681);
        wp::adj_mul(var_678, var_679, adj_678, adj_679, adj_680);
        wp::adj_sub(var_676, var_677, adj_676, adj_677, adj_678);
        wp::adj_mul(var_668, var_668, adj_668, adj_668, adj_677);
        wp::adj_log2(var_675, adj_675, adj_676);
        wp::adj_add(var_673, var_674, adj_673, adj_674, adj_675);
        wp::adj_abs(var_668, adj_668, adj_673);
        // adj: out0[tid] = v0 + (wp.log2(wp.abs(v0) + 1.0) - (v0 * v0)) * 1.69               <L 113>
    }
    if (var_669) {
    }
    // adj: if (v0 <= v0) and (-0.14 <= v0):                                                  <L 112>
    wp::adj_where(var_436, var_439, var_667, adj_436, adj_439, adj_667, adj_668);
    if (!var_436) {
        wp::adj_where(var_480, var_497, var_666, adj_480, adj_497, adj_666, adj_667);
        if (!var_480) {
            wp::adj_where(var_503, var_505, var_665, adj_503, adj_505, adj_665, adj_666);
            if (!var_503) {
                wp::adj_where(var_546, var_550, var_598, adj_546, adj_550, adj_598, adj_665);
                if (!var_546) {
                    var_615 = wp::iter_reverse(var_615);
                    start_for_31:;
                        if (iter_cmp(var_615) == 0) goto end_for_31;
                        var_616 = wp::iter_next(var_615);
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
                        // v0 = v0 + wp.cos(wp.dot(wp.vec3(0.16, -0.91, 1.7), (wp.vec3(-1.1, -0.703, 1.5) - wp.vec3(1.6, 0.357, 1.83))))       <L 106>
                        var_620 = wp::vec_t<3, wp::float32>(var_617, var_618, var_619);
                        var_624 = wp::vec_t<3, wp::float32>(var_621, var_622, var_623);
                        var_628 = wp::vec_t<3, wp::float32>(var_625, var_626, var_627);
                        var_629 = wp::sub(var_624, var_628);
                        var_630 = wp::dot(var_620, var_629);
                        var_631 = wp::cos(var_630);
                        var_632 = wp::add(var_598, var_631);
                        // for j21 in range(n):                                               <L 107>
                        var_633 = wp::range(var_n);
                        wp::assign(var_598, var_632);
                        wp::adj_assign(var_598, var_632, adj_598, adj_632);
                        var_633 = wp::iter_reverse(var_633);
                        start_for_33:;
                            if (iter_cmp(var_633) == 0) goto end_for_33;
                            var_634 = wp::iter_next(var_633);
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
                        	adj_664 = {};
                            // v0 = v0 * 0.5 + wp.sin((wp.dot(wp.vec3(1.32, -0.118, -0.82), wp.vec3(-0.5)) / (wp.abs(wp.mod(-0.299, wp.abs(1.985) + 1.0)) + 1.0)))       <L 108>
                            var_636 = wp::mul(var_632, var_635);
                            var_640 = wp::vec_t<3, wp::float32>(var_637, var_638, var_639);
                            var_642 = wp::vec_t<3, wp::float32>(var_641);
                            var_643 = wp::dot(var_640, var_642);
                            var_646 = wp::abs(var_645);
                            var_648 = wp::add(var_646, var_647);
                            var_649 = wp::mod(var_644, var_648);
                            var_650 = wp::abs(var_649);
                            var_652 = wp::add(var_650, var_651);
                            var_653 = wp::div(var_643, var_652);
                            var_654 = wp::sin(var_653);
                            var_655 = wp::add(var_636, var_654);
                            // v0 = v0 * 0.5 + wp.tanh((float(tid) + float(tid)))             <L 109>
                            var_657 = wp::mul(var_655, var_656);
                            var_658 = wp::float(var_0);
                            var_659 = wp::float(var_0);
                            var_660 = wp::add(var_658, var_659);
                            var_661 = wp::tanh(var_660);
                            var_662 = wp::add(var_657, var_661);
                            // if v0 > v0:                                                    <L 110>
                            var_663 = (var_662 > var_662);
                            if (var_663) {
                                // continue                                                   <L 111>
                                wp::assign(var_632, var_662);
                                goto start_for_33;
                            }
                            var_664 = wp::where(var_663, var_632, var_662);
                            wp::assign(var_632, var_664);
                            wp::adj_assign(var_632, var_664, adj_632, adj_664);
                            wp::adj_where(var_663, var_632, var_662, adj_663, adj_632, adj_662, adj_664);
                            if (var_663) {
                                wp::adj_assign(var_632, var_662, adj_632, adj_662);
                                // adj: continue                                              <L 111>
                            }
                            // adj: if v0 > v0:                                               <L 110>
                            wp::adj_add(var_657, var_661, adj_657, adj_661, adj_662);
                            wp::adj_tanh(var_660, var_661, adj_660, adj_661);
                            wp::adj_add(var_658, var_659, adj_658, adj_659, adj_660);
                            wp::adj_float(var_0, adj_0, adj_659);
                            wp::adj_float(var_0, adj_0, adj_658);
                            wp::adj_mul(var_655, var_656, adj_655, adj_656, adj_657);
                            // adj: v0 = v0 * 0.5 + wp.tanh((float(tid) + float(tid)))        <L 109>
                            wp::adj_add(var_636, var_654, adj_636, adj_654, adj_655);
                            wp::adj_sin(var_653, adj_653, adj_654);
                            wp::adj_div(var_643, var_652, var_653, adj_643, adj_652, adj_653);
                            wp::adj_add(var_650, var_651, adj_650, adj_651, adj_652);
                            wp::adj_abs(var_649, adj_649, adj_650);
                            wp::adj_mod(var_644, var_648, adj_644, adj_648, adj_649);
                            wp::adj_add(var_646, var_647, adj_646, adj_647, adj_648);
                            wp::adj_abs(var_645, adj_645, adj_646);
                            wp::adj_dot(var_640, var_642, adj_640, adj_642, adj_643);
                            wp::adj_vec_t(var_641, adj_641, adj_642);
                            wp::adj_vec_t(var_637, var_638, var_639, adj_637, adj_638, adj_639, adj_640);
                            wp::adj_mul(var_632, var_635, adj_632, adj_635, adj_636);
                            // adj: v0 = v0 * 0.5 + wp.sin((wp.dot(wp.vec3(1.32, -0.118, -0.82), wp.vec3(-0.5)) / (wp.abs(wp.mod(-0.299, wp.abs(1.985) + 1.0)) + 1.0)))  <L 108>
                        	goto start_for_33;
                        end_for_33:;
                        // adj: for j21 in range(n):                                          <L 107>
                        wp::adj_add(var_598, var_631, adj_598, adj_631, adj_632);
                        wp::adj_cos(var_630, adj_630, adj_631);
                        wp::adj_dot(var_620, var_629, adj_620, adj_629, adj_630);
                        wp::adj_sub(var_624, var_628, adj_624, adj_628, adj_629);
                        wp::adj_vec_t(var_625, var_626, var_627, adj_625, adj_626, adj_627, adj_628);
                        wp::adj_vec_t(var_621, var_622, var_623, adj_621, adj_622, adj_623, adj_624);
                        wp::adj_vec_t(var_617, var_618, var_619, adj_617, adj_618, adj_619, adj_620);
                        // adj: v0 = v0 + wp.cos(wp.dot(wp.vec3(0.16, -0.91, 1.7), (wp.vec3(-1.1, -0.703, 1.5) - wp.vec3(1.6, 0.357, 1.83))))  <L 106>
                    	goto start_for_31;
                    end_for_31:;
                    // adj: for j20 in reversed(range(n)):                                    <L 105>
    start_while_29:;
                    var_603 = (var_600 < var_602);
                    var_601 = var_603;
                    if (var_601) {
                        var_605 = (var_598 < var_604);
                        var_601 = var_601 && var_605;
                    }
    if ((var_601) == false) goto end_while_29;
    adj_606 = {};
    adj_607 = {};
    adj_608 = {};
    adj_609 = {};
    adj_610 = {};
    adj_611 = {};
    adj_612 = {};
    adj_613 = {};
                        // w19 = w19 + 1                                                      <L 101>
                        var_607 = wp::add(var_600, var_606);
                        // v0 = v0 + wp.tanh(0.04)                                            <L 102>
                        var_609 = wp::tanh(var_608);
                        var_610 = wp::add(var_598, var_609);
                        // if v0 > v0:                                                        <L 103>
                        var_611 = (var_610 > var_610);
                        if (var_611) {
                            // break                                                          <L 104>
                            wp::assign(var_598, var_610);
                            wp::assign(var_600, var_607);
                            goto end_while_29;
                        }
                        var_612 = wp::where(var_611, var_598, var_610);
                        var_613 = wp::where(var_611, var_600, var_607);
                        wp::assign(var_598, var_612);
                        wp::assign(var_600, var_613);
                        wp::adj_assign(var_600, var_613, adj_600, adj_613);
                        wp::adj_assign(var_598, var_612, adj_598, adj_612);
                        wp::adj_where(var_611, var_600, var_607, adj_611, adj_600, adj_607, adj_613);
                        wp::adj_where(var_611, var_598, var_610, adj_611, adj_598, adj_610, adj_612);
                        if (var_611) {
                            wp::adj_assign(var_600, var_607, adj_600, adj_607);
                            wp::adj_assign(var_598, var_610, adj_598, adj_610);
                            // adj: break                                                     <L 104>
                        }
                        // adj: if v0 > v0:                                                   <L 103>
                        wp::adj_add(var_598, var_609, adj_598, adj_609, adj_610);
                        wp::adj_tanh(var_608, var_609, adj_608, adj_609);
                        // adj: v0 = v0 + wp.tanh(0.04)                                       <L 102>
                        wp::adj_add(var_600, var_606, adj_600, adj_606, adj_607);
                        // adj: w19 = w19 + 1                                                 <L 101>
    goto start_while_29;
    end_while_29:;
                    // adj: while w19 < 2 and (v0 < 0.9):                                     <L 100>
                    // adj: w19 = int(0)                                                      <L 99>
                    wp::adj_add(var_433, var_597, adj_433, adj_597, adj_598);
                    wp::adj_sin(var_433, adj_433, adj_597);
                    // adj: v0 += wp.sin(v0)                                                  <L 98>
                }
                if (var_546) {
                    var_570 = wp::iter_reverse(var_570);
                    start_for_27:;
                        if (iter_cmp(var_570) == 0) goto end_for_27;
                        var_571 = wp::iter_next(var_570);
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
                    	adj_596 = {};
                        // v0 = v0 + wp.cos(wp.abs((-1.3 - -0.7)))                            <L 93>
                        var_574 = wp::sub(var_572, var_573);
                        var_575 = wp::abs(var_574);
                        var_576 = wp::cos(var_575);
                        var_577 = wp::add(var_550, var_576);
                        // if not (v0 <= v0 or v0 < -1.654):                                  <L 94>
                        var_579 = (var_577 <= var_577);
                        var_578 = var_579;
                        if (!var_578) {
                            var_581 = (var_577 < var_580);
                            var_578 = var_578 || var_581;
                        }
                        var_582 = wp::unot(var_578);
                        if (var_582) {
                            // break                                                          <L 95>
                            wp::assign(var_550, var_577);
                            goto end_for_27;
                        }
                        var_583 = wp::where(var_582, var_550, var_577);
                        // v18 = wp.vec3(wp.atan(v0), wp.erfcinv(wp.clamp((v0 / (wp.abs(v0) + 1.0)), 0.2, 1.8)), (v0 + wp.where(v0 >= v0, v0, v0)))       <L 96>
                        var_584 = wp::atan(var_583);
                        var_585 = wp::abs(var_583);
                        var_587 = wp::add(var_585, var_586);
                        var_588 = wp::div(var_583, var_587);
                        var_591 = wp::clamp(var_588, var_589, var_590);
                        var_592 = wp::erfcinv(var_591);
                        var_593 = (var_583 >= var_583);
                        var_594 = wp::where(var_593, var_583, var_583);
                        var_595 = wp::add(var_583, var_594);
                        var_596 = wp::vec_t<3, wp::float32>(var_584, var_592, var_595);
                        wp::assign(var_550, var_583);
                        wp::adj_assign(var_550, var_583, adj_550, adj_583);
                        wp::adj_vec_t(var_584, var_592, var_595, adj_584, adj_592, adj_595, adj_596);
                        wp::adj_add(var_583, var_594, adj_583, adj_594, adj_595);
                        wp::adj_where(var_593, var_583, var_583, adj_593, adj_583, adj_583, adj_594);
                        wp::adj_erfcinv(var_591, var_592, adj_591, adj_592);
                        wp::adj_clamp(var_588, var_589, var_590, adj_588, adj_589, adj_590, adj_591);
                        wp::adj_div(var_583, var_587, var_588, adj_583, adj_587, adj_588);
                        wp::adj_add(var_585, var_586, adj_585, adj_586, adj_587);
                        wp::adj_abs(var_583, adj_583, adj_585);
                        wp::adj_atan(var_583, adj_583, adj_584);
                        // adj: v18 = wp.vec3(wp.atan(v0), wp.erfcinv(wp.clamp((v0 / (wp.abs(v0) + 1.0)), 0.2, 1.8)), (v0 + wp.where(v0 >= v0, v0, v0)))  <L 96>
                        wp::adj_where(var_582, var_550, var_577, adj_582, adj_550, adj_577, adj_583);
                        if (var_582) {
                            wp::adj_assign(var_550, var_577, adj_550, adj_577);
                            // adj: break                                                     <L 95>
                        }
                        if (!var_578) {
                        }
                        // adj: if not (v0 <= v0 or v0 < -1.654):                             <L 94>
                        wp::adj_add(var_550, var_576, adj_550, adj_576, adj_577);
                        wp::adj_cos(var_575, adj_575, adj_576);
                        wp::adj_abs(var_574, adj_574, adj_575);
                        wp::adj_sub(var_572, var_573, adj_572, adj_573, adj_574);
                        // adj: v0 = v0 + wp.cos(wp.abs((-1.3 - -0.7)))                       <L 93>
                    	goto start_for_27;
                    end_for_27:;
                    // adj: for j17 in range(n):                                              <L 92>
                    var_555 = wp::iter_reverse(var_555);
                    start_for_24:;
                        if (iter_cmp(var_555) == 0) goto end_for_24;
                        var_556 = wp::iter_next(var_555);
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
                    	adj_569 = {};
                        // v0 = v0 + wp.tanh(((0.562 / (wp.abs(0.9) + 1.0)) * (1.01 - -0.8)))       <L 89>
                        var_559 = wp::abs(var_558);
                        var_561 = wp::add(var_559, var_560);
                        var_562 = wp::div(var_557, var_561);
                        var_565 = wp::sub(var_563, var_564);
                        var_566 = wp::mul(var_562, var_565);
                        var_567 = wp::tanh(var_566);
                        var_568 = wp::add(var_550, var_567);
                        // if v0 > v0:                                                        <L 90>
                        var_569 = (var_568 > var_568);
                        if (var_569) {
                            // return                                                         <L 91>
                            goto label26;
                        }
                        wp::assign(var_550, var_568);
                        wp::adj_assign(var_550, var_568, adj_550, adj_568);
                        if (var_569) {
                            label26:;
                            // adj: return                                                    <L 91>
                        }
                        // adj: if v0 > v0:                                                   <L 90>
                        wp::adj_add(var_550, var_567, adj_550, adj_567, adj_568);
                        wp::adj_tanh(var_566, var_567, adj_566, adj_567);
                        wp::adj_mul(var_562, var_565, adj_562, adj_565, adj_566);
                        wp::adj_sub(var_563, var_564, adj_563, adj_564, adj_565);
                        wp::adj_div(var_557, var_561, var_562, adj_557, adj_561, adj_562);
                        wp::adj_add(var_559, var_560, adj_559, adj_560, adj_561);
                        wp::adj_abs(var_558, adj_558, adj_559);
                        // adj: v0 = v0 + wp.tanh(((0.562 / (wp.abs(0.9) + 1.0)) * (1.01 - -0.8)))  <L 89>
                    	goto start_for_24;
                    end_for_24:;
                    wp::adj_mul(var_n, var_551, adj_n, adj_551, adj_552);
                    // adj: for j16 in range(0, n * 2, 2):                                    <L 88>
                    wp::adj_add(var_433, var_549, adj_433, adj_549, adj_550);
                    wp::adj_cos(var_548, adj_548, adj_549);
                    wp::adj_add(var_547, var_433, adj_547, adj_433, adj_548);
                    wp::adj_sub(var_433, var_433, adj_433, adj_433, adj_547);
                    // adj: v0 = v0 + wp.cos(((v0 - v0) + v0))                                <L 87>
                }
                wp::adj_add(var_433, var_433, adj_433, adj_433, adj_545);
                // adj: elif (v0 + v0) < v0:                                                  <L 86>
            }
            if (var_503) {
                var_510 = wp::iter_reverse(var_510);
                start_for_21:;
                    if (iter_cmp(var_510) == 0) goto end_for_21;
                    var_511 = wp::iter_next(var_510);
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
                	adj_544 = {};
                    // v0 += wp.sin(float(tid))                                               <L 81>
                    var_512 = wp::float(var_0);
                    var_513 = wp::sin(var_512);
                    var_514 = wp::add(var_505, var_513);
                    // if (v0 > v0) and (v0 <= v0):                                           <L 82>
                    var_516 = (var_514 > var_514);
                    var_515 = var_516;
                    if (var_515) {
                        var_517 = (var_514 <= var_514);
                        var_515 = var_515 && var_517;
                    }
                    if (var_515) {
                        // out0[tid] = v0 + ((1.5 - v0) * float(tid)) * 1.11                  <L 83>
                        var_519 = wp::sub(var_518, var_514);
                        var_520 = wp::float(var_0);
                        var_521 = wp::mul(var_519, var_520);
                        var_523 = wp::mul(var_521, var_522);
                        var_524 = wp::add(var_514, var_523);
                        // wp::array_store(var_out0, var_0, var_524);
                        // return                                                             <L 84>
                        goto label23;
                    }
                    // v15 = (wp.sign((wp.vec3(0.632, -0.54, 1.235))[2]) + wp.where((tid) % 4 == 1, wp.floor(1.9), (v0 / (wp.abs(-1.49) + 1.0))))       <L 85>
                    var_528 = wp::vec_t<3, wp::float32>(var_525, var_526, var_527);
                    var_530 = wp::extract(var_528, var_529);
                    var_531 = wp::sign(var_530);
                    var_533 = wp::mod(var_0, var_532);
                    var_535 = (var_533 == var_534);
                    var_537 = wp::floor(var_536);
                    var_539 = wp::abs(var_538);
                    var_541 = wp::add(var_539, var_540);
                    var_542 = wp::div(var_514, var_541);
                    var_543 = wp::where(var_535, var_537, var_542);
                    var_544 = wp::add(var_531, var_543);
                    wp::assign(var_505, var_514);
                    wp::adj_assign(var_505, var_514, adj_505, adj_514);
                    wp::adj_add(var_531, var_543, adj_531, adj_543, adj_544);
                    wp::adj_where(var_535, var_537, var_542, adj_535, adj_537, adj_542, adj_543);
                    wp::adj_div(var_514, var_541, var_542, adj_514, adj_541, adj_542);
                    wp::adj_add(var_539, var_540, adj_539, adj_540, adj_541);
                    wp::adj_abs(var_538, adj_538, adj_539);
                    wp::adj_mod(var_0, var_532, adj_0, adj_532, adj_533);
                    wp::adj_extract(var_528, var_529, adj_528, adj_529, adj_530);
                    wp::adj_vec_t(var_525, var_526, var_527, adj_525, adj_526, adj_527, adj_528);
                    // adj: v15 = (wp.sign((wp.vec3(0.632, -0.54, 1.235))[2]) + wp.where((tid) % 4 == 1, wp.floor(1.9), (v0 / (wp.abs(-1.49) + 1.0))))  <L 85>
                    if (var_515) {
                        label23:;
                        // adj: return                                                        <L 84>
                        wp::adj_array_store(var_out0, var_0, var_524, adj_out0, adj_0, adj_524);
                        wp::adj_add(var_514, var_523, adj_514, adj_523, adj_524);
                        wp::adj_mul(var_521, var_522, adj_521, adj_522, adj_523);
                        wp::adj_mul(var_519, var_520, adj_519, adj_520, adj_521);
                        wp::adj_float(var_0, adj_0, adj_520);
                        wp::adj_sub(var_518, var_514, adj_518, adj_514, adj_519);
                        // adj: out0[tid] = v0 + ((1.5 - v0) * float(tid)) * 1.11             <L 83>
                    }
                    if (var_515) {
                    }
                    // adj: if (v0 > v0) and (v0 <= v0):                                      <L 82>
                    wp::adj_add(var_505, var_513, adj_505, adj_513, adj_514);
                    wp::adj_sin(var_512, adj_512, adj_513);
                    wp::adj_float(var_0, adj_0, adj_512);
                    // adj: v0 += wp.sin(float(tid))                                          <L 81>
                	goto start_for_21;
                end_for_21:;
                wp::adj_add(var_n, var_506, adj_n, adj_506, adj_507);
                // adj: for j14 in range(n + 3, 0, -1):                                       <L 80>
                wp::adj_add(var_433, var_504, adj_433, adj_504, adj_505);
                wp::adj_sin(var_433, adj_433, adj_504);
                // adj: v0 = v0 + wp.sin(v0)                                                  <L 79>
            }
            if (!var_499) {
            }
            if (!var_499) {
            }
            // adj: elif not (v0 < v0 or (v0 <= v0) or (v0 < v0)):                            <L 78>
        }
        if (var_480) {
            if (var_498) {
                label20:;
                // adj: return                                                                <L 77>
            }
            // adj: if v0 > v0:                                                               <L 76>
            wp::adj_add(var_495, var_496, adj_495, adj_496, adj_497);
            wp::adj_tanh(var_495, var_496, adj_495, adj_496);
            // adj: v0 = v0 + wp.tanh(v0)                                                     <L 75>
            wp::adj_add(var_433, var_494, adj_433, adj_494, adj_495);
            wp::adj_tanh(var_493, var_494, adj_493, adj_494);
            wp::adj_mod(var_433, var_492, adj_433, adj_492, adj_493);
            wp::adj_add(var_490, var_491, adj_490, adj_491, adj_492);
            wp::adj_abs(var_489, adj_489, adj_490);
            wp::adj_dot(var_484, var_488, adj_484, adj_488, adj_489);
            wp::adj_vec_t(var_485, var_486, var_487, adj_485, adj_486, adj_487, adj_488);
            wp::adj_vec_t(var_481, var_482, var_483, adj_481, adj_482, adj_483, adj_484);
            // adj: v0 += wp.tanh(wp.mod(v0, wp.abs(wp.dot(wp.vec3(-0.913, -0.5, -1.46), wp.vec3(-1.237, -0.185, -1.3))) + 1.0))  <L 74>
        }
        wp::adj_mod(var_476, var_477, adj_476, adj_477, adj_478);
        wp::adj_clamp(var_433, var_472, var_473, adj_433, adj_472, adj_473, adj_474);
        // adj: elif (int(wp.floor(wp.clamp(v0, -100.0, 100.0)))) % 4 == 0:                   <L 73>
    }
    if (var_436) {
        var_447 = wp::iter_reverse(var_447);
        start_for_18:;
            if (iter_cmp(var_447) == 0) goto end_for_18;
            var_448 = wp::iter_next(var_447);
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
        	adj_471 = {};
            // v0 += wp.sin((wp.cw_mul(wp.vec3(0.6, 0.69, 1.281), wp.vec3(0.747, 0.89, -1.143)))[1])       <L 68>
            var_452 = wp::vec_t<3, wp::float32>(var_449, var_450, var_451);
            var_456 = wp::vec_t<3, wp::float32>(var_453, var_454, var_455);
            var_457 = wp::cw_mul(var_452, var_456);
            var_459 = wp::extract(var_457, var_458);
            var_460 = wp::sin(var_459);
            var_461 = wp::add(var_439, var_460);
            // if (j13) % 3 == 0:                                                             <L 69>
            var_463 = wp::mod(var_448, var_462);
            var_465 = (var_463 == var_464);
            if (var_465) {
                // continue                                                                   <L 70>
                wp::assign(var_439, var_461);
                goto start_for_18;
            }
            var_466 = wp::where(var_465, var_439, var_461);
            // if (j13) % 4 == 1:                                                             <L 71>
            var_468 = wp::mod(var_448, var_467);
            var_470 = (var_468 == var_469);
            if (var_470) {
                // break                                                                      <L 72>
                wp::assign(var_439, var_466);
                goto end_for_18;
            }
            var_471 = wp::where(var_470, var_439, var_466);
            wp::assign(var_439, var_471);
            wp::adj_assign(var_439, var_471, adj_439, adj_471);
            wp::adj_where(var_470, var_439, var_466, adj_470, adj_439, adj_466, adj_471);
            if (var_470) {
                wp::adj_assign(var_439, var_466, adj_439, adj_466);
                // adj: break                                                                 <L 72>
            }
            wp::adj_mod(var_448, var_467, adj_448, adj_467, adj_468);
            // adj: if (j13) % 4 == 1:                                                        <L 71>
            wp::adj_where(var_465, var_439, var_461, adj_465, adj_439, adj_461, adj_466);
            if (var_465) {
                wp::adj_assign(var_439, var_461, adj_439, adj_461);
                // adj: continue                                                              <L 70>
            }
            wp::adj_mod(var_448, var_462, adj_448, adj_462, adj_463);
            // adj: if (j13) % 3 == 0:                                                        <L 69>
            wp::adj_add(var_439, var_460, adj_439, adj_460, adj_461);
            wp::adj_sin(var_459, adj_459, adj_460);
            wp::adj_extract(var_457, var_458, adj_457, adj_458, adj_459);
            wp::adj_cw_mul(var_452, var_456, adj_452, adj_456, adj_457);
            wp::adj_vec_t(var_453, var_454, var_455, adj_453, adj_454, adj_455, adj_456);
            wp::adj_vec_t(var_449, var_450, var_451, adj_449, adj_450, adj_451, adj_452);
            // adj: v0 += wp.sin((wp.cw_mul(wp.vec3(0.6, 0.69, 1.281), wp.vec3(0.747, 0.89, -1.143)))[1])  <L 68>
        	goto start_for_18;
        end_for_18:;
        // adj: for j13 in range(6):                                                          <L 67>
        if (var_442) {
            label17:;
            // adj: return                                                                    <L 66>
            wp::adj_array_store(var_out0, var_0, var_445, adj_out0, adj_0, adj_445);
            wp::adj_add(var_439, var_444, adj_439, adj_444, adj_445);
            wp::adj_mul(var_439, var_443, adj_439, adj_443, adj_444);
            // adj: out0[tid] = v0 + v0 * 1.1                                                 <L 65>
        }
        // adj: if 0.38 < 0.2:                                                                <L 64>
        wp::adj_add(var_433, var_438, adj_433, adj_438, adj_439);
        wp::adj_tanh(var_437, var_438, adj_437, adj_438);
        wp::adj_sin(var_433, adj_433, adj_437);
        // adj: v0 = v0 + wp.tanh(wp.sin(v0))                                                 <L 63>
    }
    wp::adj_sub(var_433, var_433, adj_433, adj_433, adj_435);
    wp::adj_sub(var_433, var_433, adj_433, adj_433, adj_434);
    // adj: if (v0 - v0) <= (v0 - v0):                                                        <L 62>
    wp::adj_where(var_85, var_87, var_432, adj_85, adj_87, adj_432, adj_433);
    if (!var_85) {
        wp::adj_where(var_88, var_102, var_431, adj_88, adj_102, adj_431, adj_432);
        if (!var_88) {
            wp::adj_where(var_121, var_169, var_430, adj_121, adj_169, adj_430, adj_431);
            if (!var_121) {
                wp::adj_where(var_170, var_295, var_351, adj_170, adj_295, adj_351, adj_430);
                if (!var_170) {
                    var_356 = wp::iter_reverse(var_356);
                    start_for_15:;
                        if (iter_cmp(var_356) == 0) goto end_for_15;
                        var_357 = wp::iter_next(var_356);
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
                    	adj_429 = {};
                        // v0 -= wp.sin(wp.mod(x0[(tid + 1) % x0.shape[0]], wp.abs((0.53 - -1.675)) + 1.0)) * 0.19       <L 57>
                        var_359 = wp::add(var_0, var_358);
                        var_360 = &(var_x0.shape);
                        var_363 = wp::load(var_360);
                        var_362 = wp::extract(var_363, var_361);
                        var_364 = wp::mod(var_359, var_362);
                        var_365 = wp::address(var_x0, var_364);
                        var_368 = wp::sub(var_366, var_367);
                        var_369 = wp::abs(var_368);
                        var_371 = wp::add(var_369, var_370);
                        var_373 = wp::load(var_365);
                        var_372 = wp::mod(var_373, var_371);
                        var_374 = wp::sin(var_372);
                        var_376 = wp::mul(var_374, var_375);
                        var_377 = wp::sub(var_351, var_376);
                        // if (v0 + v0) >= v0:                                                <L 58>
                        var_378 = wp::add(var_377, var_377);
                        var_379 = (var_378 >= var_377);
                        if (var_379) {
                            // v0 += wp.tanh((wp.lerp(wp.vec3(1.73, 1.82, -0.66), wp.vec3(0.5, 1.79, 0.49), 1.5))[2])       <L 59>
                            var_383 = wp::vec_t<3, wp::float32>(var_380, var_381, var_382);
                            var_387 = wp::vec_t<3, wp::float32>(var_384, var_385, var_386);
                            var_389 = wp::lerp(var_383, var_387, var_388);
                            var_391 = wp::extract(var_389, var_390);
                            var_392 = wp::tanh(var_391);
                            var_393 = wp::add(var_377, var_392);
                            // v0 = v0 + wp.tanh((wp.normalize(wp.vec3(-1.14))).x)            <L 60>
                            var_395 = wp::vec_t<3, wp::float32>(var_394);
                            var_396 = wp::normalize(var_395);
                            var_398 = wp::extract(var_396, var_397);
                            var_399 = wp::tanh(var_398);
                            var_400 = wp::add(var_393, var_399);
                            // v12 = wp.vec3((wp.where(-0.04 > 1.76, v0, v0) / (wp.abs(float(tid)) + 1.0)), ((-1.642 / (wp.abs(v0) + 1.0)) - wp.dot(wp.vec3(-0.56), wp.vec3(-0.668, 0.614, -0.85))), (v0 / (wp.abs((v0 + v0)) + 1.0)))       <L 61>
                            var_403 = (var_401 > var_402);
                            var_404 = wp::where(var_403, var_400, var_400);
                            var_405 = wp::float(var_0);
                            var_406 = wp::abs(var_405);
                            var_408 = wp::add(var_406, var_407);
                            var_409 = wp::div(var_404, var_408);
                            var_411 = wp::abs(var_400);
                            var_413 = wp::add(var_411, var_412);
                            var_414 = wp::div(var_410, var_413);
                            var_416 = wp::vec_t<3, wp::float32>(var_415);
                            var_420 = wp::vec_t<3, wp::float32>(var_417, var_418, var_419);
                            var_421 = wp::dot(var_416, var_420);
                            var_422 = wp::sub(var_414, var_421);
                            var_423 = wp::add(var_400, var_400);
                            var_424 = wp::abs(var_423);
                            var_426 = wp::add(var_424, var_425);
                            var_427 = wp::div(var_400, var_426);
                            var_428 = wp::vec_t<3, wp::float32>(var_409, var_422, var_427);
                        }
                        var_429 = wp::where(var_379, var_400, var_377);
                        wp::assign(var_351, var_429);
                        wp::adj_assign(var_351, var_429, adj_351, adj_429);
                        wp::adj_where(var_379, var_400, var_377, adj_379, adj_400, adj_377, adj_429);
                        if (var_379) {
                            wp::adj_vec_t(var_409, var_422, var_427, adj_409, adj_422, adj_427, adj_428);
                            wp::adj_div(var_400, var_426, var_427, adj_400, adj_426, adj_427);
                            wp::adj_add(var_424, var_425, adj_424, adj_425, adj_426);
                            wp::adj_abs(var_423, adj_423, adj_424);
                            wp::adj_add(var_400, var_400, adj_400, adj_400, adj_423);
                            wp::adj_sub(var_414, var_421, adj_414, adj_421, adj_422);
                            wp::adj_dot(var_416, var_420, adj_416, adj_420, adj_421);
                            wp::adj_vec_t(var_417, var_418, var_419, adj_417, adj_418, adj_419, adj_420);
                            wp::adj_vec_t(var_415, adj_415, adj_416);
                            wp::adj_div(var_410, var_413, var_414, adj_410, adj_413, adj_414);
                            wp::adj_add(var_411, var_412, adj_411, adj_412, adj_413);
                            wp::adj_abs(var_400, adj_400, adj_411);
                            wp::adj_div(var_404, var_408, var_409, adj_404, adj_408, adj_409);
                            wp::adj_add(var_406, var_407, adj_406, adj_407, adj_408);
                            wp::adj_abs(var_405, adj_405, adj_406);
                            wp::adj_float(var_0, adj_0, adj_405);
                            wp::adj_where(var_403, var_400, var_400, adj_403, adj_400, adj_400, adj_404);
                            // adj: v12 = wp.vec3((wp.where(-0.04 > 1.76, v0, v0) / (wp.abs(float(tid)) + 1.0)), ((-1.642 / (wp.abs(v0) + 1.0)) - wp.dot(wp.vec3(-0.56), wp.vec3(-0.668, 0.614, -0.85))), (v0 / (wp.abs((v0 + v0)) + 1.0)))  <L 61>
                            wp::adj_add(var_393, var_399, adj_393, adj_399, adj_400);
                            wp::adj_tanh(var_398, var_399, adj_398, adj_399);
                            wp::adj_extract(var_396, var_397, adj_396, adj_397, adj_398);
                            wp::adj_normalize(var_395, var_396, adj_395, adj_396);
                            wp::adj_vec_t(var_394, adj_394, adj_395);
                            // adj: v0 = v0 + wp.tanh((wp.normalize(wp.vec3(-1.14))).x)       <L 60>
                            wp::adj_add(var_377, var_392, adj_377, adj_392, adj_393);
                            wp::adj_tanh(var_391, var_392, adj_391, adj_392);
                            wp::adj_extract(var_389, var_390, adj_389, adj_390, adj_391);
                            wp::adj_lerp(var_383, var_387, var_388, adj_383, adj_387, adj_388, adj_389);
                            wp::adj_vec_t(var_384, var_385, var_386, adj_384, adj_385, adj_386, adj_387);
                            wp::adj_vec_t(var_380, var_381, var_382, adj_380, adj_381, adj_382, adj_383);
                            // adj: v0 += wp.tanh((wp.lerp(wp.vec3(1.73, 1.82, -0.66), wp.vec3(0.5, 1.79, 0.49), 1.5))[2])  <L 59>
                        }
                        wp::adj_add(var_377, var_377, adj_377, adj_377, adj_378);
                        // adj: if (v0 + v0) >= v0:                                           <L 58>
                        wp::adj_sub(var_351, var_376, adj_351, adj_376, adj_377);
                        wp::adj_mul(var_374, var_375, adj_374, adj_375, adj_376);
                        wp::adj_sin(var_372, adj_372, adj_374);
                        wp::adj_mod(var_373, var_371, adj_365, adj_371, adj_372);
                        wp::adj_add(var_369, var_370, adj_369, adj_370, adj_371);
                        wp::adj_abs(var_368, adj_368, adj_369);
                        wp::adj_sub(var_366, var_367, adj_366, adj_367, adj_368);
                        wp::adj_address(var_x0, var_364, adj_x0, adj_364, adj_365);
                        wp::adj_mod(var_359, var_362, adj_359, adj_362, adj_364);
                        adj_x0.shape = adj_360;
                        wp::adj_add(var_0, var_358, adj_0, adj_358, adj_359);
                        // adj: v0 -= wp.sin(wp.mod(x0[(tid + 1) % x0.shape[0]], wp.abs((0.53 - -1.675)) + 1.0)) * 0.19  <L 57>
                    	goto start_for_15;
                    end_for_15:;
                    wp::adj_mul(var_n, var_352, adj_n, adj_352, adj_353);
                    // adj: for j11 in range(0, n * 3, 3):                                    <L 56>
                    wp::adj_add(var_82, var_350, adj_82, adj_350, adj_351);
                    wp::adj_cos(var_349, adj_349, adj_350);
                    wp::adj_length_sq(var_348, adj_348, adj_349);
                    wp::adj_vec_t(var_345, var_346, var_347, adj_345, adj_346, adj_347, adj_348);
                    // adj: v0 = v0 + wp.cos(wp.length_sq(wp.vec3(0.36, -1.63, -0.02)))       <L 55>
                }
                if (var_170) {
                    wp::adj_vec_t(var_341, var_342, var_343, adj_341, adj_342, adj_343, adj_344);
                    // adj: v10 = wp.vec3(1.81, -1.66, -1.6)                                  <L 53>
                    var_300 = wp::iter_reverse(var_300);
                    start_for_12:;
                        if (iter_cmp(var_300) == 0) goto end_for_12;
                        var_301 = wp::iter_next(var_300);
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
                    	adj_340 = {};
                        // v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])               <L 48>
                        var_303 = wp::mul(var_295, var_302);
                        var_305 = wp::add(var_0, var_304);
                        var_306 = &(var_x0.shape);
                        var_309 = wp::load(var_306);
                        var_308 = wp::extract(var_309, var_307);
                        var_310 = wp::mod(var_305, var_308);
                        var_311 = wp::address(var_x0, var_310);
                        var_313 = wp::load(var_311);
                        var_312 = wp::tanh(var_313);
                        var_314 = wp::add(var_303, var_312);
                        // if v0 <= v0:                                                       <L 49>
                        var_315 = (var_314 <= var_314);
                        if (var_315) {
                            // out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99       <L 50>
                            var_316 = wp::sub(var_314, var_314);
                            var_319 = wp::clamp(var_314, var_317, var_318);
                            var_320 = wp::acos(var_319);
                            var_321 = wp::abs(var_320);
                            var_323 = wp::add(var_321, var_322);
                            var_324 = wp::div(var_316, var_323);
                            var_326 = wp::mul(var_324, var_325);
                            var_327 = wp::add(var_314, var_326);
                            // wp::array_store(var_out0, var_0, var_327);
                            // return                                                         <L 51>
                            goto label14;
                        }
                        // v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))       <L 52>
                        var_328 = wp::atan(var_314);
                        var_332 = wp::vec_t<3, wp::float32>(var_329, var_330, var_331);
                        var_336 = wp::vec_t<3, wp::float32>(var_333, var_334, var_335);
                        var_337 = wp::dot(var_332, var_336);
                        var_338 = wp::min(var_328, var_337);
                        var_339 = wp::neg(var_314);
                        var_340 = wp::mul(var_338, var_339);
                        wp::assign(var_295, var_314);
                        wp::assign(var_262, var_340);
                        wp::adj_assign(var_262, var_340, adj_262, adj_340);
                        wp::adj_assign(var_295, var_314, adj_295, adj_314);
                        wp::adj_mul(var_338, var_339, adj_338, adj_339, adj_340);
                        wp::adj_neg(var_314, adj_314, adj_339);
                        wp::adj_min(var_328, var_337, adj_328, adj_337, adj_338);
                        wp::adj_dot(var_332, var_336, adj_332, adj_336, adj_337);
                        wp::adj_vec_t(var_333, var_334, var_335, adj_333, adj_334, adj_335, adj_336);
                        wp::adj_vec_t(var_329, var_330, var_331, adj_329, adj_330, adj_331, adj_332);
                        wp::adj_atan(var_314, adj_314, adj_328);
                        // adj: v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))  <L 52>
                        if (var_315) {
                            label14:;
                            // adj: return                                                    <L 51>
                            wp::adj_array_store(var_out0, var_0, var_327, adj_out0, adj_0, adj_327);
                            wp::adj_add(var_314, var_326, adj_314, adj_326, adj_327);
                            wp::adj_mul(var_324, var_325, adj_324, adj_325, adj_326);
                            wp::adj_div(var_316, var_323, var_324, adj_316, adj_323, adj_324);
                            wp::adj_add(var_321, var_322, adj_321, adj_322, adj_323);
                            wp::adj_abs(var_320, adj_320, adj_321);
                            wp::adj_acos(var_319, adj_319, adj_320);
                            wp::adj_clamp(var_314, var_317, var_318, adj_314, adj_317, adj_318, adj_319);
                            wp::adj_sub(var_314, var_314, adj_314, adj_314, adj_316);
                            // adj: out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99  <L 50>
                        }
                        // adj: if v0 <= v0:                                                  <L 49>
                        wp::adj_add(var_303, var_312, adj_303, adj_312, adj_314);
                        wp::adj_tanh(var_313, var_312, adj_311, adj_312);
                        wp::adj_address(var_x0, var_310, adj_x0, adj_310, adj_311);
                        wp::adj_mod(var_305, var_308, adj_305, adj_308, adj_310);
                        adj_x0.shape = adj_306;
                        wp::adj_add(var_0, var_304, adj_0, adj_304, adj_305);
                        wp::adj_mul(var_295, var_302, adj_295, adj_302, adj_303);
                        // adj: v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])          <L 48>
                    	goto start_for_12;
                    end_for_12:;
                    wp::adj_mul(var_n, var_296, adj_n, adj_296, adj_297);
                    // adj: for j8 in range(0, n * 3, 3):                                     <L 47>
                    wp::adj_where(var_289, var_294, var_274, adj_289, adj_294, adj_274, adj_295);
                    if (var_289) {
                        wp::adj_sub(var_274, var_293, adj_274, adj_293, adj_294);
                        wp::adj_mul(var_291, var_292, adj_291, adj_292, adj_293);
                        wp::adj_tanh(var_290, var_291, adj_290, adj_291);
                        // adj: v0 -= wp.tanh(-1.3) * 1.55                                    <L 46>
                    }
                    wp::adj_dot(var_283, var_287, adj_283, adj_287, adj_288);
                    wp::adj_vec_t(var_284, var_285, var_286, adj_284, adj_285, adj_286, adj_287);
                    wp::adj_vec_t(var_280, var_281, var_282, adj_280, adj_281, adj_282, adj_283);
                    wp::adj_length(var_278, var_279, adj_278, adj_279);
                    wp::adj_vec_t(var_275, var_276, var_277, adj_275, adj_276, adj_277, adj_278);
                    // adj: if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):  <L 45>
                    wp::adj_add(var_217, var_272, adj_217, adj_272, adj_274);
                    wp::adj_tanh(var_273, var_272, adj_271, adj_272);
                    wp::adj_address(var_x0, var_270, adj_x0, adj_270, adj_271);
                    wp::adj_mod(var_265, var_268, adj_265, adj_268, adj_270);
                    adj_x0.shape = adj_266;
                    wp::adj_add(var_0, var_264, adj_0, adj_264, adj_265);
                    // adj: v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                        <L 44>
                    var_222 = wp::iter_reverse(var_222);
                    start_for_9:;
                        if (iter_cmp(var_222) == 0) goto end_for_9;
                        var_223 = wp::iter_next(var_222);
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
                    	adj_262 = {};
                        // v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])               <L 48>
                        var_225 = wp::mul(var_217, var_224);
                        var_227 = wp::add(var_0, var_226);
                        var_228 = &(var_x0.shape);
                        var_231 = wp::load(var_228);
                        var_230 = wp::extract(var_231, var_229);
                        var_232 = wp::mod(var_227, var_230);
                        var_233 = wp::address(var_x0, var_232);
                        var_235 = wp::load(var_233);
                        var_234 = wp::tanh(var_235);
                        var_236 = wp::add(var_225, var_234);
                        // if v0 <= v0:                                                       <L 49>
                        var_237 = (var_236 <= var_236);
                        if (var_237) {
                            // out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99       <L 50>
                            var_238 = wp::sub(var_236, var_236);
                            var_241 = wp::clamp(var_236, var_239, var_240);
                            var_242 = wp::acos(var_241);
                            var_243 = wp::abs(var_242);
                            var_245 = wp::add(var_243, var_244);
                            var_246 = wp::div(var_238, var_245);
                            var_248 = wp::mul(var_246, var_247);
                            var_249 = wp::add(var_236, var_248);
                            // wp::array_store(var_out0, var_0, var_249);
                            // return                                                         <L 51>
                            goto label11;
                        }
                        // v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))       <L 52>
                        var_250 = wp::atan(var_236);
                        var_254 = wp::vec_t<3, wp::float32>(var_251, var_252, var_253);
                        var_258 = wp::vec_t<3, wp::float32>(var_255, var_256, var_257);
                        var_259 = wp::dot(var_254, var_258);
                        var_260 = wp::min(var_250, var_259);
                        var_261 = wp::neg(var_236);
                        var_262 = wp::mul(var_260, var_261);
                        wp::assign(var_217, var_236);
                        wp::adj_assign(var_217, var_236, adj_217, adj_236);
                        wp::adj_mul(var_260, var_261, adj_260, adj_261, adj_262);
                        wp::adj_neg(var_236, adj_236, adj_261);
                        wp::adj_min(var_250, var_259, adj_250, adj_259, adj_260);
                        wp::adj_dot(var_254, var_258, adj_254, adj_258, adj_259);
                        wp::adj_vec_t(var_255, var_256, var_257, adj_255, adj_256, adj_257, adj_258);
                        wp::adj_vec_t(var_251, var_252, var_253, adj_251, adj_252, adj_253, adj_254);
                        wp::adj_atan(var_236, adj_236, adj_250);
                        // adj: v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))  <L 52>
                        if (var_237) {
                            label11:;
                            // adj: return                                                    <L 51>
                            wp::adj_array_store(var_out0, var_0, var_249, adj_out0, adj_0, adj_249);
                            wp::adj_add(var_236, var_248, adj_236, adj_248, adj_249);
                            wp::adj_mul(var_246, var_247, adj_246, adj_247, adj_248);
                            wp::adj_div(var_238, var_245, var_246, adj_238, adj_245, adj_246);
                            wp::adj_add(var_243, var_244, adj_243, adj_244, adj_245);
                            wp::adj_abs(var_242, adj_242, adj_243);
                            wp::adj_acos(var_241, adj_241, adj_242);
                            wp::adj_clamp(var_236, var_239, var_240, adj_236, adj_239, adj_240, adj_241);
                            wp::adj_sub(var_236, var_236, adj_236, adj_236, adj_238);
                            // adj: out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99  <L 50>
                        }
                        // adj: if v0 <= v0:                                                  <L 49>
                        wp::adj_add(var_225, var_234, adj_225, adj_234, adj_236);
                        wp::adj_tanh(var_235, var_234, adj_233, adj_234);
                        wp::adj_address(var_x0, var_232, adj_x0, adj_232, adj_233);
                        wp::adj_mod(var_227, var_230, adj_227, adj_230, adj_232);
                        adj_x0.shape = adj_228;
                        wp::adj_add(var_0, var_226, adj_0, adj_226, adj_227);
                        wp::adj_mul(var_217, var_224, adj_217, adj_224, adj_225);
                        // adj: v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])          <L 48>
                    	goto start_for_9;
                    end_for_9:;
                    wp::adj_mul(var_n, var_218, adj_n, adj_218, adj_219);
                    // adj: for j8 in range(0, n * 3, 3):                                     <L 47>
                    wp::adj_where(var_211, var_216, var_196, adj_211, adj_216, adj_196, adj_217);
                    if (var_211) {
                        wp::adj_sub(var_196, var_215, adj_196, adj_215, adj_216);
                        wp::adj_mul(var_213, var_214, adj_213, adj_214, adj_215);
                        wp::adj_tanh(var_212, var_213, adj_212, adj_213);
                        // adj: v0 -= wp.tanh(-1.3) * 1.55                                    <L 46>
                    }
                    wp::adj_dot(var_205, var_209, adj_205, adj_209, adj_210);
                    wp::adj_vec_t(var_206, var_207, var_208, adj_206, adj_207, adj_208, adj_209);
                    wp::adj_vec_t(var_202, var_203, var_204, adj_202, adj_203, adj_204, adj_205);
                    wp::adj_length(var_200, var_201, adj_200, adj_201);
                    wp::adj_vec_t(var_197, var_198, var_199, adj_197, adj_198, adj_199, adj_200);
                    // adj: if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):  <L 45>
                    wp::adj_add(var_184, var_194, adj_184, adj_194, adj_196);
                    wp::adj_tanh(var_195, var_194, adj_193, adj_194);
                    wp::adj_address(var_x0, var_192, adj_x0, adj_192, adj_193);
                    wp::adj_mod(var_187, var_190, adj_187, adj_190, adj_192);
                    adj_x0.shape = adj_188;
                    wp::adj_add(var_0, var_186, adj_0, adj_186, adj_187);
                    // adj: v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                        <L 44>
                    // adj: for j7 in range(2):                                               <L 43>
                    wp::adj_add(var_82, var_183, adj_82, adj_183, adj_184);
                    wp::adj_cos(var_182, adj_182, adj_183);
                    wp::adj_mul(var_180, var_181, adj_180, adj_181, adj_182);
                    wp::adj_float(var_0, adj_0, adj_181);
                    wp::adj_length_sq(var_179, adj_179, adj_180);
                    wp::adj_vec_t(var_176, var_177, var_178, adj_176, adj_177, adj_178, adj_179);
                    // adj: v0 += wp.cos((wp.length_sq(wp.vec3(-1.748, 0.682, 0.1)) * float(tid)))  <L 42>
                }
                if (var_170) {
                }
                if (var_171) {
                }
                // adj: elif ((v0 >= v0) and (v0 < v0)) and (1.431 > v0):                     <L 41>
            }
            if (var_121) {
                wp::adj_where(var_147, var_149, var_141, adj_147, adj_149, adj_141, adj_169);
                if (var_147) {
    start_while_7:;
                    var_153 = (var_151 < var_152);
    if ((var_153) == false) goto end_while_7;
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
                        // w6 = w6 + 1                                                        <L 35>
                        var_155 = wp::add(var_151, var_154);
                        // v0 = v0 + wp.cos((1.399 + 0.76))                                   <L 36>
                        var_158 = wp::add(var_156, var_157);
                        var_159 = wp::cos(var_158);
                        var_160 = wp::add(var_149, var_159);
                        // if (v0 < v0) and (v0 < v0):                                        <L 37>
                        var_162 = (var_160 < var_160);
                        var_161 = var_162;
                        if (var_161) {
                            var_163 = (var_160 < var_160);
                            var_161 = var_161 && var_163;
                        }
                        if (var_161) {
                            // continue                                                       <L 38>
                            wp::assign(var_149, var_160);
                            wp::assign(var_151, var_155);
                            goto start_while_7;
                        }
                        var_164 = wp::where(var_161, var_149, var_160);
                        var_165 = wp::where(var_161, var_151, var_155);
                        // if v0 > v0:                                                        <L 39>
                        var_166 = (var_164 > var_164);
                        if (var_166) {
                            // break                                                          <L 40>
                            wp::assign(var_149, var_164);
                            wp::assign(var_151, var_165);
                            goto end_while_7;
                        }
                        var_167 = wp::where(var_166, var_149, var_164);
                        var_168 = wp::where(var_166, var_151, var_165);
                        wp::assign(var_149, var_167);
                        wp::assign(var_151, var_168);
                        wp::adj_assign(var_151, var_168, adj_151, adj_168);
                        wp::adj_assign(var_149, var_167, adj_149, adj_167);
                        wp::adj_where(var_166, var_151, var_165, adj_166, adj_151, adj_165, adj_168);
                        wp::adj_where(var_166, var_149, var_164, adj_166, adj_149, adj_164, adj_167);
                        if (var_166) {
                            wp::adj_assign(var_151, var_165, adj_151, adj_165);
                            wp::adj_assign(var_149, var_164, adj_149, adj_164);
                            // adj: break                                                     <L 40>
                        }
                        // adj: if v0 > v0:                                                   <L 39>
                        wp::adj_where(var_161, var_151, var_155, adj_161, adj_151, adj_155, adj_165);
                        wp::adj_where(var_161, var_149, var_160, adj_161, adj_149, adj_160, adj_164);
                        if (var_161) {
                            wp::adj_assign(var_151, var_155, adj_151, adj_155);
                            wp::adj_assign(var_149, var_160, adj_149, adj_160);
                            // adj: continue                                                  <L 38>
                        }
                        if (var_161) {
                        }
                        // adj: if (v0 < v0) and (v0 < v0):                                   <L 37>
                        wp::adj_add(var_149, var_159, adj_149, adj_159, adj_160);
                        wp::adj_cos(var_158, adj_158, adj_159);
                        wp::adj_add(var_156, var_157, adj_156, adj_157, adj_158);
                        // adj: v0 = v0 + wp.cos((1.399 + 0.76))                              <L 36>
                        wp::adj_add(var_151, var_154, adj_151, adj_154, adj_155);
                        // adj: w6 = w6 + 1                                                   <L 35>
    goto start_while_7;
    end_while_7:;
                    // adj: while w6 < 5:                                                     <L 34>
                    // adj: w6 = int(0)                                                       <L 33>
                    wp::adj_add(var_141, var_148, adj_141, adj_148, adj_149);
                    wp::adj_tanh(var_141, var_148, adj_141, adj_148);
                    // adj: v0 = v0 + wp.tanh(v0)                                             <L 32>
                }
                wp::adj_length_sq(var_145, adj_145, adj_146);
                wp::adj_vec_t(var_142, var_143, var_144, adj_142, adj_143, adj_144, adj_145);
                // adj: if wp.length_sq(wp.vec3(-1.6, 1.256, 0.293)) <= v0:                   <L 31>
                wp::adj_add(var_130, var_139, adj_130, adj_139, adj_141);
                wp::adj_tanh(var_140, var_139, adj_138, adj_139);
                wp::adj_address(var_x0, var_137, adj_x0, adj_137, adj_138);
                wp::adj_mod(var_132, var_135, adj_132, adj_135, adj_137);
                adj_x0.shape = adj_133;
                wp::adj_add(var_0, var_131, adj_0, adj_131, adj_132);
                // adj: v0 = v0 + wp.tanh(x0[(tid + 5) % x0.shape[0]])                        <L 30>
                wp::adj_add(var_82, var_129, adj_82, adj_129, adj_130);
                wp::adj_sin(var_128, adj_128, adj_129);
                wp::adj_clamp(var_125, var_126, var_127, adj_125, adj_126, adj_127, adj_128);
                wp::adj_add(var_82, var_82, adj_82, adj_82, adj_125);
                // adj: v0 = v0 + wp.sin(wp.clamp((v0 + v0), -0.25, 1.65))                    <L 29>
            }
            if (!var_121) {
            }
            // adj: elif (v0 <= -0.401) or (v0 >= v0):                                        <L 28>
        }
        if (var_88) {
            wp::adj_sub(var_117, var_119, adj_117, adj_119, adj_120);
            wp::adj_div(var_104, var_116, var_117, adj_104, adj_116, adj_117);
            wp::adj_add(var_114, var_115, adj_114, adj_115, adj_116);
            wp::adj_abs(var_113, adj_113, adj_114);
            wp::adj_dot(var_108, var_112, adj_108, adj_112, adj_113);
            wp::adj_vec_t(var_109, var_110, var_111, adj_109, adj_110, adj_111, adj_112);
            wp::adj_vec_t(var_105, var_106, var_107, adj_105, adj_106, adj_107, adj_108);
            // adj: v5 = ((wp.ceil(-1.2) / (wp.abs(wp.dot(wp.vec3(0.7, 0.1, 1.31), wp.vec3(-0.91, 1.3, 0.16))) + 1.0)) - wp.round(0.5))  <L 27>
            wp::adj_add(var_82, var_101, adj_82, adj_101, adj_102);
            wp::adj_tanh(var_100, var_101, adj_100, adj_101);
            wp::adj_add(var_98, var_99, adj_98, adj_99, adj_100);
            wp::adj_degrees(var_82, adj_82, adj_99);
            wp::adj_float(var_0, adj_0, adj_98);
            // adj: v0 = v0 + wp.tanh((float(tid) + wp.degrees(v0)))                          <L 26>
        }
        if (var_88) {
            if (!var_94) {
            }
        }
        if (var_89) {
        }
        // adj: elif ((v0 <= 1.6) and (-1.317 > v0)) and ((v0 < v0) or (v0 > 1.4)):           <L 25>
    }
    if (var_85) {
        wp::adj_add(var_82, var_86, adj_82, adj_86, adj_87);
        wp::adj_tanh(var_82, var_86, adj_82, adj_86);
        // adj: v0 += wp.tanh(v0)                                                             <L 24>
    }
    wp::adj_sub(var_82, var_82, adj_82, adj_82, adj_84);
    wp::adj_min(var_82, var_82, adj_82, adj_82, adj_83);
    // adj: if wp.min(v0, v0) >= (v0 - v0):                                                   <L 23>
    wp::adj_where(var_5, var_16, var_3, adj_5, adj_16, adj_3, adj_82);
    if (var_5) {
        wp::adj_mod(var_74, var_80, adj_74, adj_80, adj_81);
        wp::adj_add(var_78, var_79, adj_78, adj_79, adj_80);
        wp::adj_abs(var_77, adj_77, adj_78);
        wp::adj_erfc(var_76, adj_76, adj_77);
        wp::adj_where(var_75, var_16, var_16, adj_75, adj_16, adj_16, adj_76);
        wp::adj_acos(var_73, adj_73, adj_74);
        wp::adj_clamp(var_70, var_71, var_72, adj_70, adj_71, adj_72, adj_73);
        wp::adj_sub(var_16, var_16, adj_16, adj_16, adj_70);
        // adj: v4 = wp.mod(wp.acos(wp.clamp((v0 - v0), -0.9, 0.9)), wp.abs(wp.erfc(wp.where(v0 > v0, v0, v0))) + 1.0)  <L 22>
        var_17 = wp::iter_reverse(var_17);
        start_for_1:;
            if (iter_cmp(var_17) == 0) goto end_for_1;
            var_18 = wp::iter_next(var_17);
        	adj_19 = {};
        	adj_20 = {};
        	adj_21 = {};
        	adj_22 = {};
        	adj_23 = {};
        	adj_46 = {};
        	adj_47 = {};
            // v0 = v0 + wp.tanh(float(tid))                                                  <L 13>
            var_19 = wp::float(var_0);
            var_20 = wp::tanh(var_19);
            var_21 = wp::add(var_16, var_20);
            // w2 = int(0)                                                                    <L 14>
            var_23 = wp::int(var_22);
            // while w2 < 3 and (0.85 <= v0):                                                 <L 15>
            // w3 = int(0)                                                                    <L 18>
            var_47 = wp::int(var_46);
            // while w3 < 5 and ((j1) % 2 == 1):                                              <L 19>
            wp::assign(var_16, var_21);
            wp::adj_assign(var_16, var_21, adj_16, adj_21);
    start_while_5:;
            var_50 = (var_47 < var_49);
            var_48 = var_50;
            if (var_48) {
                var_52 = wp::mod(var_18, var_51);
                var_54 = (var_52 == var_53);
                var_48 = var_48 && var_54;
            }
    if ((var_48) == false) goto end_while_5;
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
                // w3 = w3 + 1                                                                <L 20>
                var_56 = wp::add(var_47, var_55);
                // v0 = v0 * 0.5 + wp.tanh((wp.length_sq(wp.vec3(0.1, -0.04, -1.771)) - (-0.16 + -0.9)))       <L 21>
                var_58 = wp::mul(var_21, var_57);
                var_62 = wp::vec_t<3, wp::float32>(var_59, var_60, var_61);
                var_63 = wp::length_sq(var_62);
                var_66 = wp::add(var_64, var_65);
                var_67 = wp::sub(var_63, var_66);
                var_68 = wp::tanh(var_67);
                var_69 = wp::add(var_58, var_68);
                wp::assign(var_21, var_69);
                wp::assign(var_47, var_56);
                wp::adj_assign(var_47, var_56, adj_47, adj_56);
                wp::adj_assign(var_21, var_69, adj_21, adj_69);
                wp::adj_add(var_58, var_68, adj_58, adj_68, adj_69);
                wp::adj_tanh(var_67, var_68, adj_67, adj_68);
                wp::adj_sub(var_63, var_66, adj_63, adj_66, adj_67);
                wp::adj_add(var_64, var_65, adj_64, adj_65, adj_66);
                wp::adj_length_sq(var_62, adj_62, adj_63);
                wp::adj_vec_t(var_59, var_60, var_61, adj_59, adj_60, adj_61, adj_62);
                wp::adj_mul(var_21, var_57, adj_21, adj_57, adj_58);
                // adj: v0 = v0 * 0.5 + wp.tanh((wp.length_sq(wp.vec3(0.1, -0.04, -1.771)) - (-0.16 + -0.9)))  <L 21>
                wp::adj_add(var_47, var_55, adj_47, adj_55, adj_56);
                // adj: w3 = w3 + 1                                                           <L 20>
    goto start_while_5;
    end_while_5:;
            // adj: while w3 < 5 and ((j1) % 2 == 1):                                         <L 19>
            // adj: w3 = int(0)                                                               <L 18>
    start_while_3:;
            var_26 = (var_23 < var_25);
            var_24 = var_26;
            if (var_24) {
                var_28 = (var_27 <= var_21);
                var_24 = var_24 && var_28;
            }
    if ((var_24) == false) goto end_while_3;
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
    adj_45 = {};
                // w2 = w2 + 1                                                                <L 16>
                var_30 = wp::add(var_23, var_29);
                // v0 = v0 * 0.5 + wp.sin(((wp.vec3(-1.929, -0.74, 0.5) - wp.vec3(-1.9, -0.27, -1.81)))[2])       <L 17>
                var_32 = wp::mul(var_21, var_31);
                var_36 = wp::vec_t<3, wp::float32>(var_33, var_34, var_35);
                var_40 = wp::vec_t<3, wp::float32>(var_37, var_38, var_39);
                var_41 = wp::sub(var_36, var_40);
                var_43 = wp::extract(var_41, var_42);
                var_44 = wp::sin(var_43);
                var_45 = wp::add(var_32, var_44);
                wp::assign(var_21, var_45);
                wp::assign(var_23, var_30);
                wp::adj_assign(var_23, var_30, adj_23, adj_30);
                wp::adj_assign(var_21, var_45, adj_21, adj_45);
                wp::adj_add(var_32, var_44, adj_32, adj_44, adj_45);
                wp::adj_sin(var_43, adj_43, adj_44);
                wp::adj_extract(var_41, var_42, adj_41, adj_42, adj_43);
                wp::adj_sub(var_36, var_40, adj_36, adj_40, adj_41);
                wp::adj_vec_t(var_37, var_38, var_39, adj_37, adj_38, adj_39, adj_40);
                wp::adj_vec_t(var_33, var_34, var_35, adj_33, adj_34, adj_35, adj_36);
                wp::adj_mul(var_21, var_31, adj_21, adj_31, adj_32);
                // adj: v0 = v0 * 0.5 + wp.sin(((wp.vec3(-1.929, -0.74, 0.5) - wp.vec3(-1.9, -0.27, -1.81)))[2])  <L 17>
                wp::adj_add(var_23, var_29, adj_23, adj_29, adj_30);
                // adj: w2 = w2 + 1                                                           <L 16>
    goto start_while_3;
    end_while_3:;
            // adj: while w2 < 3 and (0.85 <= v0):                                            <L 15>
            // adj: w2 = int(0)                                                               <L 14>
            wp::adj_add(var_16, var_20, adj_16, adj_20, adj_21);
            wp::adj_tanh(var_19, var_20, adj_19, adj_20);
            wp::adj_float(var_0, adj_0, adj_19);
            // adj: v0 = v0 + wp.tanh(float(tid))                                             <L 13>
        	goto start_for_1;
        end_for_1:;
        // adj: for j1 in range(n):                                                           <L 12>
        wp::adj_sub(var_3, var_15, adj_3, adj_15, adj_16);
        wp::adj_mul(var_13, var_14, adj_13, adj_14, adj_15);
        wp::adj_tanh(var_12, var_13, adj_12, adj_13);
        wp::adj_sub(var_3, var_11, adj_3, adj_11, adj_12);
        wp::adj_tanh(var_3, var_11, adj_3, adj_11);
        // adj: v0 -= wp.tanh((v0 - wp.tanh(v0))) * 0.44                                      <L 11>
    }
    if (!var_5) {
    }
    wp::adj_mod(var_0, var_6, adj_0, adj_6, adj_7);
    // adj: if ((tid) % 3 == 0) or (v0 >= v0):                                                <L 10>
    wp::adj_copy(var_4, adj_2, adj_3);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_2);
    // adj: v0 = x0[tid]                                                                      <L 9>
    if (var_1) {
        label0:;
        // adj: return                                                                        <L 8>
    }
    // adj: if tid >= num_elements:                                                           <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def control_000002(x0: wp.array[float], n: int, out0: wp.array[float], num_elements: int):  <L 5>
    return;
}



struct control_000002_873dd4a2_cpu_block_payload_forward
{
    wp_args_control_000002_873dd4a2* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void control_000002_873dd4a2_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    control_000002_873dd4a2_cpu_block_payload_forward* payload = (control_000002_873dd4a2_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    control_000002_873dd4a2_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void control_000002_873dd4a2_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_control_000002_873dd4a2 *_wp_args)
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
        control_000002_873dd4a2_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &control_000002_873dd4a2_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct control_000002_873dd4a2_cpu_block_payload_backward
{
    wp_args_control_000002_873dd4a2* args;
    wp_args_control_000002_873dd4a2* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void control_000002_873dd4a2_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    control_000002_873dd4a2_cpu_block_payload_backward* payload = (control_000002_873dd4a2_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    control_000002_873dd4a2_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void control_000002_873dd4a2_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_control_000002_873dd4a2 *_wp_args,
    wp_args_control_000002_873dd4a2 *_wp_adj_args)
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
        control_000002_873dd4a2_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &control_000002_873dd4a2_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

