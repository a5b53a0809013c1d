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

struct wp_args_control_000002_65805cec {
    wp::array_t<wp::float32> x0;
    wp::int32 n;
    wp::array_t<wp::float32> out0;
    wp::int32 num_elements;
};


template <bool wp_linear_contiguous>
static void control_000002_65805cec_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_control_000002_65805cec *_wp_args)
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
    const wp::int32 var_8 = 3;
    wp::int32 var_9;
    const wp::int32 var_10 = 0;
    bool var_11;
    bool var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::float32 var_16 = 0.44;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::range_t var_19;
    wp::int32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::int32 var_24 = 0;
    wp::int32 var_25;
    bool var_26;
    const wp::int32 var_27 = 3;
    bool var_28;
    const wp::float32 var_29 = 0.85;
    bool var_30;
    const wp::int32 var_31 = 1;
    wp::int32 var_32;
    const wp::float32 var_33 = 0.5;
    wp::float32 var_34;
    const wp::float32 var_35 = -1.929;
    const wp::float32 var_36 = -0.74;
    const wp::float32 var_37 = 0.5;
    wp::vec_t<3, wp::float32> var_38;
    const wp::float32 var_39 = -1.9;
    const wp::float32 var_40 = -0.27;
    const wp::float32 var_41 = -1.81;
    wp::vec_t<3, wp::float32> var_42;
    wp::vec_t<3, wp::float32> var_43;
    const wp::int32 var_44 = 2;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    const wp::int32 var_48 = 0;
    wp::int32 var_49;
    bool var_50;
    const wp::int32 var_51 = 5;
    bool var_52;
    const wp::int32 var_53 = 2;
    wp::int32 var_54;
    const wp::int32 var_55 = 1;
    bool var_56;
    const wp::int32 var_57 = 1;
    wp::int32 var_58;
    const wp::float32 var_59 = 0.5;
    wp::float32 var_60;
    const wp::float32 var_61 = 0.1;
    const wp::float32 var_62 = -0.04;
    const wp::float32 var_63 = -1.771;
    wp::vec_t<3, wp::float32> var_64;
    wp::float32 var_65;
    const wp::float32 var_66 = -0.16;
    const wp::float32 var_67 = -0.9;
    wp::float32 var_68;
    wp::float32 var_69;
    wp::float32 var_70;
    wp::float32 var_71;
    wp::float32 var_72;
    const wp::float32 var_73 = -0.9;
    const wp::float32 var_74 = 0.9;
    wp::float32 var_75;
    wp::float32 var_76;
    bool var_77;
    wp::float32 var_78;
    wp::float32 var_79;
    wp::float32 var_80;
    const wp::float32 var_81 = 1.0;
    wp::float32 var_82;
    wp::float32 var_83;
    wp::float32 var_84;
    wp::float32 var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    wp::float32 var_88;
    bool var_89;
    wp::float32 var_90;
    wp::float32 var_91;
    bool var_92;
    bool var_93;
    const wp::float32 var_94 = 1.6;
    bool var_95;
    const wp::float32 var_96 = -1.317;
    bool var_97;
    bool var_98;
    bool var_99;
    const wp::float32 var_100 = 1.4;
    bool var_101;
    wp::float32 var_102;
    wp::float32 var_103;
    wp::float32 var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    const wp::float32 var_107 = -1.2;
    wp::float32 var_108;
    const wp::float32 var_109 = 0.7;
    const wp::float32 var_110 = 0.1;
    const wp::float32 var_111 = 1.31;
    wp::vec_t<3, wp::float32> var_112;
    const wp::float32 var_113 = -0.91;
    const wp::float32 var_114 = 1.3;
    const wp::float32 var_115 = 0.16;
    wp::vec_t<3, wp::float32> var_116;
    wp::float32 var_117;
    wp::float32 var_118;
    const wp::float32 var_119 = 1.0;
    wp::float32 var_120;
    wp::float32 var_121;
    const wp::float32 var_122 = 0.5;
    wp::float32 var_123;
    wp::float32 var_124;
    wp::float32 var_125;
    bool var_126;
    const wp::float32 var_127 = -0.401;
    bool var_128;
    bool var_129;
    wp::float32 var_130;
    const wp::float32 var_131 = -0.25;
    const wp::float32 var_132 = 1.65;
    wp::float32 var_133;
    wp::float32 var_134;
    wp::float32 var_135;
    const wp::int32 var_136 = 5;
    wp::int32 var_137;
    wp::shape_t* var_138;
    const wp::int32 var_139 = 0;
    wp::int32 var_140;
    wp::shape_t var_141;
    wp::int32 var_142;
    wp::float32* var_143;
    wp::float32 var_144;
    wp::float32 var_145;
    wp::float32 var_146;
    const wp::float32 var_147 = -1.6;
    const wp::float32 var_148 = 1.256;
    const wp::float32 var_149 = 0.293;
    wp::vec_t<3, wp::float32> var_150;
    wp::float32 var_151;
    bool var_152;
    wp::float32 var_153;
    wp::float32 var_154;
    const wp::int32 var_155 = 0;
    wp::int32 var_156;
    const wp::int32 var_157 = 5;
    bool var_158;
    const wp::int32 var_159 = 1;
    wp::int32 var_160;
    const wp::float32 var_161 = 1.399;
    const wp::float32 var_162 = 0.76;
    wp::float32 var_163;
    wp::float32 var_164;
    wp::float32 var_165;
    bool var_166;
    bool var_167;
    bool var_168;
    wp::float32 var_169;
    wp::int32 var_170;
    bool var_171;
    wp::float32 var_172;
    wp::int32 var_173;
    wp::float32 var_174;
    bool var_175;
    bool var_176;
    bool var_177;
    bool var_178;
    const wp::float32 var_179 = 1.431;
    bool var_180;
    const wp::float32 var_181 = -1.748;
    const wp::float32 var_182 = 0.682;
    const wp::float32 var_183 = 0.1;
    wp::vec_t<3, wp::float32> var_184;
    wp::float32 var_185;
    wp::float32 var_186;
    wp::float32 var_187;
    wp::float32 var_188;
    wp::float32 var_189;
    const wp::int32 var_190 = 0;
    const wp::int32 var_191 = 1;
    wp::int32 var_192;
    wp::shape_t* var_193;
    const wp::int32 var_194 = 0;
    wp::int32 var_195;
    wp::shape_t var_196;
    wp::int32 var_197;
    wp::float32* var_198;
    wp::float32 var_199;
    wp::float32 var_200;
    wp::float32 var_201;
    const wp::float32 var_202 = -1.945;
    const wp::float32 var_203 = 0.92;
    const wp::float32 var_204 = -0.9;
    wp::vec_t<3, wp::float32> var_205;
    wp::float32 var_206;
    const wp::float32 var_207 = 0.21;
    const wp::float32 var_208 = -0.643;
    const wp::float32 var_209 = -1.1;
    wp::vec_t<3, wp::float32> var_210;
    const wp::float32 var_211 = 1.5;
    const wp::float32 var_212 = -1.28;
    const wp::float32 var_213 = 0.6;
    wp::vec_t<3, wp::float32> var_214;
    wp::float32 var_215;
    bool var_216;
    const wp::float32 var_217 = -1.3;
    wp::float32 var_218;
    const wp::float32 var_219 = 1.55;
    wp::float32 var_220;
    wp::float32 var_221;
    wp::float32 var_222;
    const wp::int32 var_223 = 3;
    wp::int32 var_224;
    const wp::int32 var_225 = 0;
    const wp::int32 var_226 = 3;
    wp::range_t var_227;
    wp::int32 var_228;
    const wp::float32 var_229 = 0.5;
    wp::float32 var_230;
    const wp::int32 var_231 = 5;
    wp::int32 var_232;
    wp::shape_t* var_233;
    const wp::int32 var_234 = 0;
    wp::int32 var_235;
    wp::shape_t var_236;
    wp::int32 var_237;
    wp::float32* var_238;
    wp::float32 var_239;
    wp::float32 var_240;
    wp::float32 var_241;
    bool var_242;
    wp::float32 var_243;
    const wp::float32 var_244 = -0.9;
    const wp::float32 var_245 = 0.9;
    wp::float32 var_246;
    wp::float32 var_247;
    wp::float32 var_248;
    const wp::float32 var_249 = 1.0;
    wp::float32 var_250;
    wp::float32 var_251;
    const wp::float32 var_252 = 1.99;
    wp::float32 var_253;
    wp::float32 var_254;
    wp::float32 var_255;
    const wp::float32 var_256 = 0.57;
    const wp::float32 var_257 = 0.915;
    const wp::float32 var_258 = -1.2;
    wp::vec_t<3, wp::float32> var_259;
    const wp::float32 var_260 = -1.85;
    const wp::float32 var_261 = 0.68;
    const wp::float32 var_262 = -1.969;
    wp::vec_t<3, wp::float32> var_263;
    wp::float32 var_264;
    wp::float32 var_265;
    wp::float32 var_266;
    wp::float32 var_267;
    wp::float32 var_268;
    const wp::int32 var_269 = 1;
    const wp::int32 var_270 = 1;
    wp::int32 var_271;
    wp::shape_t* var_272;
    const wp::int32 var_273 = 0;
    wp::int32 var_274;
    wp::shape_t var_275;
    wp::int32 var_276;
    wp::float32* var_277;
    wp::float32 var_278;
    wp::float32 var_279;
    wp::float32 var_280;
    const wp::float32 var_281 = -1.945;
    const wp::float32 var_282 = 0.92;
    const wp::float32 var_283 = -0.9;
    wp::vec_t<3, wp::float32> var_284;
    wp::float32 var_285;
    const wp::float32 var_286 = 0.21;
    const wp::float32 var_287 = -0.643;
    const wp::float32 var_288 = -1.1;
    wp::vec_t<3, wp::float32> var_289;
    const wp::float32 var_290 = 1.5;
    const wp::float32 var_291 = -1.28;
    const wp::float32 var_292 = 0.6;
    wp::vec_t<3, wp::float32> var_293;
    wp::float32 var_294;
    bool var_295;
    const wp::float32 var_296 = -1.3;
    wp::float32 var_297;
    const wp::float32 var_298 = 1.55;
    wp::float32 var_299;
    wp::float32 var_300;
    wp::float32 var_301;
    const wp::int32 var_302 = 3;
    wp::int32 var_303;
    const wp::int32 var_304 = 0;
    const wp::int32 var_305 = 3;
    wp::range_t var_306;
    wp::int32 var_307;
    const wp::float32 var_308 = 0.5;
    wp::float32 var_309;
    const wp::int32 var_310 = 5;
    wp::int32 var_311;
    wp::shape_t* var_312;
    const wp::int32 var_313 = 0;
    wp::int32 var_314;
    wp::shape_t var_315;
    wp::int32 var_316;
    wp::float32* var_317;
    wp::float32 var_318;
    wp::float32 var_319;
    wp::float32 var_320;
    bool var_321;
    wp::float32 var_322;
    const wp::float32 var_323 = -0.9;
    const wp::float32 var_324 = 0.9;
    wp::float32 var_325;
    wp::float32 var_326;
    wp::float32 var_327;
    const wp::float32 var_328 = 1.0;
    wp::float32 var_329;
    wp::float32 var_330;
    const wp::float32 var_331 = 1.99;
    wp::float32 var_332;
    wp::float32 var_333;
    wp::float32 var_334;
    const wp::float32 var_335 = 0.57;
    const wp::float32 var_336 = 0.915;
    const wp::float32 var_337 = -1.2;
    wp::vec_t<3, wp::float32> var_338;
    const wp::float32 var_339 = -1.85;
    const wp::float32 var_340 = 0.68;
    const wp::float32 var_341 = -1.969;
    wp::vec_t<3, wp::float32> var_342;
    wp::float32 var_343;
    wp::float32 var_344;
    wp::float32 var_345;
    wp::float32 var_346;
    wp::float32 var_347;
    const wp::float32 var_348 = 1.81;
    const wp::float32 var_349 = -1.66;
    const wp::float32 var_350 = -1.6;
    wp::vec_t<3, wp::float32> var_351;
    const wp::int32 var_352 = 0;
    wp::float32 var_353;
    const wp::int32 var_354 = 1;
    wp::float32 var_355;
    wp::float32 var_356;
    const wp::int32 var_357 = 2;
    wp::float32 var_358;
    wp::float32 var_359;
    wp::float32 var_360;
    const wp::float32 var_361 = 0.36;
    const wp::float32 var_362 = -1.63;
    const wp::float32 var_363 = -0.02;
    wp::vec_t<3, wp::float32> var_364;
    wp::float32 var_365;
    wp::float32 var_366;
    wp::float32 var_367;
    const wp::int32 var_368 = 3;
    wp::int32 var_369;
    const wp::int32 var_370 = 0;
    const wp::int32 var_371 = 3;
    wp::range_t var_372;
    wp::int32 var_373;
    const wp::int32 var_374 = 1;
    wp::int32 var_375;
    wp::shape_t* var_376;
    const wp::int32 var_377 = 0;
    wp::int32 var_378;
    wp::shape_t var_379;
    wp::int32 var_380;
    wp::float32* var_381;
    const wp::float32 var_382 = 0.53;
    const wp::float32 var_383 = -1.675;
    wp::float32 var_384;
    wp::float32 var_385;
    const wp::float32 var_386 = 1.0;
    wp::float32 var_387;
    wp::float32 var_388;
    wp::float32 var_389;
    wp::float32 var_390;
    const wp::float32 var_391 = 0.19;
    wp::float32 var_392;
    wp::float32 var_393;
    wp::float32 var_394;
    bool var_395;
    const wp::float32 var_396 = 1.73;
    const wp::float32 var_397 = 1.82;
    const wp::float32 var_398 = -0.66;
    wp::vec_t<3, wp::float32> var_399;
    const wp::float32 var_400 = 0.5;
    const wp::float32 var_401 = 1.79;
    const wp::float32 var_402 = 0.49;
    wp::vec_t<3, wp::float32> var_403;
    const wp::float32 var_404 = 1.5;
    wp::vec_t<3, wp::float32> var_405;
    const wp::int32 var_406 = 2;
    wp::float32 var_407;
    wp::float32 var_408;
    wp::float32 var_409;
    const wp::float32 var_410 = -1.14;
    wp::vec_t<3, wp::float32> var_411;
    wp::vec_t<3, wp::float32> var_412;
    const wp::int32 var_413 = 0;
    wp::float32 var_414;
    wp::float32 var_415;
    wp::float32 var_416;
    const wp::float32 var_417 = -0.04;
    const wp::float32 var_418 = 1.76;
    bool var_419;
    wp::float32 var_420;
    wp::float32 var_421;
    wp::float32 var_422;
    const wp::float32 var_423 = 1.0;
    wp::float32 var_424;
    wp::float32 var_425;
    const wp::float32 var_426 = -1.642;
    wp::float32 var_427;
    const wp::float32 var_428 = 1.0;
    wp::float32 var_429;
    wp::float32 var_430;
    const wp::float32 var_431 = -0.56;
    wp::vec_t<3, wp::float32> var_432;
    const wp::float32 var_433 = -0.668;
    const wp::float32 var_434 = 0.614;
    const wp::float32 var_435 = -0.85;
    wp::vec_t<3, wp::float32> var_436;
    wp::float32 var_437;
    wp::float32 var_438;
    wp::float32 var_439;
    wp::float32 var_440;
    const wp::float32 var_441 = 1.0;
    wp::float32 var_442;
    wp::float32 var_443;
    wp::vec_t<3, wp::float32> var_444;
    const wp::int32 var_445 = 0;
    wp::float32 var_446;
    const wp::int32 var_447 = 1;
    wp::float32 var_448;
    wp::float32 var_449;
    const wp::int32 var_450 = 2;
    wp::float32 var_451;
    wp::float32 var_452;
    wp::float32 var_453;
    wp::float32 var_454;
    wp::float32 var_455;
    wp::float32 var_456;
    wp::float32 var_457;
    wp::float32 var_458;
    wp::float32 var_459;
    wp::float32 var_460;
    wp::float32 var_461;
    wp::float32 var_462;
    wp::float32 var_463;
    wp::float32 var_464;
    wp::float32 var_465;
    bool var_466;
    wp::float32 var_467;
    wp::float32 var_468;
    wp::float32 var_469;
    const wp::float32 var_470 = 0.38;
    const wp::float32 var_471 = 0.2;
    bool var_472;
    const wp::float32 var_473 = 1.1;
    wp::float32 var_474;
    wp::float32 var_475;
    const wp::int32 var_476 = 6;
    wp::range_t var_477;
    wp::int32 var_478;
    const wp::float32 var_479 = 0.6;
    const wp::float32 var_480 = 0.69;
    const wp::float32 var_481 = 1.281;
    wp::vec_t<3, wp::float32> var_482;
    const wp::float32 var_483 = 0.747;
    const wp::float32 var_484 = 0.89;
    const wp::float32 var_485 = -1.143;
    wp::vec_t<3, wp::float32> var_486;
    wp::vec_t<3, wp::float32> var_487;
    const wp::int32 var_488 = 1;
    wp::float32 var_489;
    wp::float32 var_490;
    wp::float32 var_491;
    const wp::int32 var_492 = 3;
    wp::int32 var_493;
    const wp::int32 var_494 = 0;
    bool var_495;
    wp::float32 var_496;
    const wp::int32 var_497 = 4;
    wp::int32 var_498;
    const wp::int32 var_499 = 1;
    bool var_500;
    wp::float32 var_501;
    const wp::float32 var_502 = -100.0;
    const wp::float32 var_503 = 100.0;
    wp::float32 var_504;
    wp::float32 var_505;
    wp::int32 var_506;
    const wp::int32 var_507 = 4;
    wp::int32 var_508;
    const wp::int32 var_509 = 0;
    bool var_510;
    const wp::float32 var_511 = -0.913;
    const wp::float32 var_512 = -0.5;
    const wp::float32 var_513 = -1.46;
    wp::vec_t<3, wp::float32> var_514;
    const wp::float32 var_515 = -1.237;
    const wp::float32 var_516 = -0.185;
    const wp::float32 var_517 = -1.3;
    wp::vec_t<3, wp::float32> var_518;
    wp::float32 var_519;
    wp::float32 var_520;
    const wp::float32 var_521 = 1.0;
    wp::float32 var_522;
    wp::float32 var_523;
    wp::float32 var_524;
    wp::float32 var_525;
    wp::float32 var_526;
    wp::float32 var_527;
    bool var_528;
    bool var_529;
    bool var_530;
    bool var_531;
    bool var_532;
    bool var_533;
    wp::float32 var_534;
    wp::float32 var_535;
    const wp::int32 var_536 = 3;
    wp::int32 var_537;
    const wp::int32 var_538 = 0;
    const wp::int32 var_539 = -1;
    wp::range_t var_540;
    wp::int32 var_541;
    wp::float32 var_542;
    wp::float32 var_543;
    wp::float32 var_544;
    bool var_545;
    bool var_546;
    bool var_547;
    const wp::float32 var_548 = 1.5;
    wp::float32 var_549;
    wp::float32 var_550;
    wp::float32 var_551;
    const wp::float32 var_552 = 1.11;
    wp::float32 var_553;
    wp::float32 var_554;
    const wp::float32 var_555 = 0.632;
    const wp::float32 var_556 = -0.54;
    const wp::float32 var_557 = 1.235;
    wp::vec_t<3, wp::float32> var_558;
    const wp::int32 var_559 = 2;
    wp::float32 var_560;
    wp::float32 var_561;
    const wp::int32 var_562 = 4;
    wp::int32 var_563;
    const wp::int32 var_564 = 1;
    bool var_565;
    const wp::float32 var_566 = 1.9;
    wp::float32 var_567;
    const wp::float32 var_568 = -1.49;
    wp::float32 var_569;
    const wp::float32 var_570 = 1.0;
    wp::float32 var_571;
    wp::float32 var_572;
    wp::float32 var_573;
    wp::float32 var_574;
    wp::float32 var_575;
    wp::float32 var_576;
    bool var_577;
    wp::float32 var_578;
    wp::float32 var_579;
    wp::float32 var_580;
    wp::float32 var_581;
    const wp::int32 var_582 = 2;
    wp::int32 var_583;
    const wp::int32 var_584 = 0;
    const wp::int32 var_585 = 2;
    wp::range_t var_586;
    wp::int32 var_587;
    const wp::float32 var_588 = 0.562;
    const wp::float32 var_589 = 0.9;
    wp::float32 var_590;
    const wp::float32 var_591 = 1.0;
    wp::float32 var_592;
    wp::float32 var_593;
    const wp::float32 var_594 = 1.01;
    const wp::float32 var_595 = -0.8;
    wp::float32 var_596;
    wp::float32 var_597;
    wp::float32 var_598;
    wp::float32 var_599;
    bool var_600;
    wp::range_t var_601;
    wp::int32 var_602;
    const wp::float32 var_603 = -1.3;
    const wp::float32 var_604 = -0.7;
    wp::float32 var_605;
    wp::float32 var_606;
    wp::float32 var_607;
    wp::float32 var_608;
    bool var_609;
    bool var_610;
    const wp::float32 var_611 = -1.654;
    bool var_612;
    bool var_613;
    wp::float32 var_614;
    wp::float32 var_615;
    wp::float32 var_616;
    const wp::float32 var_617 = 1.0;
    wp::float32 var_618;
    wp::float32 var_619;
    const wp::float32 var_620 = 0.2;
    const wp::float32 var_621 = 1.8;
    wp::float32 var_622;
    wp::float32 var_623;
    bool var_624;
    wp::float32 var_625;
    wp::float32 var_626;
    wp::vec_t<3, wp::float32> var_627;
    const wp::int32 var_628 = 0;
    wp::float32 var_629;
    const wp::int32 var_630 = 1;
    wp::float32 var_631;
    wp::float32 var_632;
    const wp::int32 var_633 = 2;
    wp::float32 var_634;
    wp::float32 var_635;
    wp::float32 var_636;
    wp::float32 var_637;
    wp::float32 var_638;
    const wp::int32 var_639 = 0;
    wp::int32 var_640;
    bool var_641;
    const wp::int32 var_642 = 2;
    bool var_643;
    const wp::float32 var_644 = 0.9;
    bool var_645;
    const wp::int32 var_646 = 1;
    wp::int32 var_647;
    const wp::float32 var_648 = 0.04;
    wp::float32 var_649;
    wp::float32 var_650;
    bool var_651;
    wp::float32 var_652;
    wp::int32 var_653;
    wp::range_t var_654;
    wp::range_t var_655;
    wp::int32 var_656;
    const wp::float32 var_657 = 0.16;
    const wp::float32 var_658 = -0.91;
    const wp::float32 var_659 = 1.7;
    wp::vec_t<3, wp::float32> var_660;
    const wp::float32 var_661 = -1.1;
    const wp::float32 var_662 = -0.703;
    const wp::float32 var_663 = 1.5;
    wp::vec_t<3, wp::float32> var_664;
    const wp::float32 var_665 = 1.6;
    const wp::float32 var_666 = 0.357;
    const wp::float32 var_667 = 1.83;
    wp::vec_t<3, wp::float32> var_668;
    wp::vec_t<3, wp::float32> var_669;
    wp::float32 var_670;
    wp::float32 var_671;
    wp::float32 var_672;
    wp::range_t var_673;
    wp::int32 var_674;
    const wp::float32 var_675 = 0.5;
    wp::float32 var_676;
    const wp::float32 var_677 = 1.32;
    const wp::float32 var_678 = -0.118;
    const wp::float32 var_679 = -0.82;
    wp::vec_t<3, wp::float32> var_680;
    const wp::float32 var_681 = -0.5;
    wp::vec_t<3, wp::float32> var_682;
    wp::float32 var_683;
    const wp::float32 var_684 = -0.299;
    const wp::float32 var_685 = 1.985;
    wp::float32 var_686;
    const wp::float32 var_687 = 1.0;
    wp::float32 var_688;
    wp::float32 var_689;
    wp::float32 var_690;
    const wp::float32 var_691 = 1.0;
    wp::float32 var_692;
    wp::float32 var_693;
    wp::float32 var_694;
    wp::float32 var_695;
    const wp::float32 var_696 = 0.5;
    wp::float32 var_697;
    wp::float32 var_698;
    wp::float32 var_699;
    wp::float32 var_700;
    wp::float32 var_701;
    wp::float32 var_702;
    bool var_703;
    wp::float32 var_704;
    wp::float32 var_705;
    wp::float32 var_706;
    wp::float32 var_707;
    wp::float32 var_708;
    bool var_709;
    bool var_710;
    const wp::float32 var_711 = -0.14;
    bool var_712;
    wp::float32 var_713;
    const wp::float32 var_714 = 1.0;
    wp::float32 var_715;
    wp::float32 var_716;
    wp::float32 var_717;
    wp::float32 var_718;
    const wp::float32 var_719 = 1.69;
    wp::float32 var_720;
    wp::float32 var_721;
    wp::range_t var_722;
    wp::int32 var_723;
    const wp::float32 var_724 = -0.864;
    wp::float32 var_725;
    wp::float32 var_726;
    bool var_727;
    bool var_728;
    const wp::float32 var_729 = -1.604;
    bool var_730;
    wp::float32 var_731;
    wp::float32 var_732;
    wp::float32 var_733;
    const wp::float32 var_734 = -1.05;
    const wp::float32 var_735 = 1.666;
    const wp::float32 var_736 = -0.74;
    wp::vec_t<3, wp::float32> var_737;
    wp::float32 var_738;
    const wp::float32 var_739 = 1.0;
    wp::float32 var_740;
    wp::vec_t<3, wp::float32> var_741;
    wp::float32 var_742;
    const wp::float32 var_743 = 0.56;
    wp::float32 var_744;
    wp::float32 var_745;
    wp::float32 var_746;
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
    // v24 = float(0.0)                                                                       <L 9>
    var_3 = wp::float(var_2);
    // v0 = x0[tid]                                                                           <L 10>
    var_4 = wp::address(var_x0, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // if ((tid) % 3 == 0) or (v0 >= v0):                                                     <L 11>
    var_9 = wp::mod(var_0, var_8);
    var_11 = (var_9 == var_10);
    var_7 = var_11;
    if (!var_7) {
        var_12 = (var_5 >= var_5);
        var_7 = var_7 || var_12;
    }
    if (var_7) {
        // v0 -= wp.tanh((v0 - wp.tanh(v0))) * 0.44                                           <L 12>
        var_13 = wp::tanh(var_5);
        var_14 = wp::sub(var_5, var_13);
        var_15 = wp::tanh(var_14);
        var_17 = wp::mul(var_15, var_16);
        var_18 = wp::sub(var_5, var_17);
        // for j1 in range(n):                                                                <L 13>
        var_19 = wp::range(var_n);
        start_for_1:;
            if (iter_cmp(var_19) == 0) goto end_for_1;
            var_20 = wp::iter_next(var_19);
            // v0 = v0 + wp.tanh(float(tid))                                                  <L 14>
            var_21 = wp::float(var_0);
            var_22 = wp::tanh(var_21);
            var_23 = wp::add(var_18, var_22);
            // w2 = int(0)                                                                    <L 15>
            var_25 = wp::int(var_24);
            // while w2 < 3 and (0.85 <= v0):                                                 <L 16>
    start_while_3:;
            var_28 = (var_25 < var_27);
            var_26 = var_28;
            if (var_26) {
                var_30 = (var_29 <= var_23);
                var_26 = var_26 && var_30;
            }
    if ((var_26) == false) goto end_while_3;
                // w2 = w2 + 1                                                                <L 17>
                var_32 = wp::add(var_25, var_31);
                // v0 = v0 * 0.5 + wp.sin(((wp.vec3(-1.929, -0.74, 0.5) - wp.vec3(-1.9, -0.27, -1.81)))[2])       <L 18>
                var_34 = wp::mul(var_23, var_33);
                var_38 = wp::vec_t<3, wp::float32>(var_35, var_36, var_37);
                var_42 = wp::vec_t<3, wp::float32>(var_39, var_40, var_41);
                var_43 = wp::sub(var_38, var_42);
                var_45 = wp::extract(var_43, var_44);
                var_46 = wp::sin(var_45);
                var_47 = wp::add(var_34, var_46);
                wp::assign(var_23, var_47);
                wp::assign(var_25, var_32);
    goto start_while_3;
    end_while_3:;
            // w3 = int(0)                                                                    <L 19>
            var_49 = wp::int(var_48);
            // while w3 < 5 and ((j1) % 2 == 1):                                              <L 20>
    start_while_5:;
            var_52 = (var_49 < var_51);
            var_50 = var_52;
            if (var_50) {
                var_54 = wp::mod(var_20, var_53);
                var_56 = (var_54 == var_55);
                var_50 = var_50 && var_56;
            }
    if ((var_50) == false) goto end_while_5;
                // w3 = w3 + 1                                                                <L 21>
                var_58 = wp::add(var_49, var_57);
                // v0 = v0 * 0.5 + wp.tanh((wp.length_sq(wp.vec3(0.1, -0.04, -1.771)) - (-0.16 + -0.9)))       <L 22>
                var_60 = wp::mul(var_23, var_59);
                var_64 = wp::vec_t<3, wp::float32>(var_61, var_62, var_63);
                var_65 = wp::length_sq(var_64);
                var_68 = wp::add(var_66, var_67);
                var_69 = wp::sub(var_65, var_68);
                var_70 = wp::tanh(var_69);
                var_71 = wp::add(var_60, var_70);
                wp::assign(var_23, var_71);
                wp::assign(var_49, var_58);
    goto start_while_5;
    end_while_5:;
            wp::assign(var_18, var_23);
            goto start_for_1;
        end_for_1:;
        // v4 = wp.mod(wp.acos(wp.clamp((v0 - v0), -0.9, 0.9)), wp.abs(wp.erfc(wp.where(v0 > v0, v0, v0))) + 1.0)       <L 23>
        var_72 = wp::sub(var_18, var_18);
        var_75 = wp::clamp(var_72, var_73, var_74);
        var_76 = wp::acos(var_75);
        var_77 = (var_18 > var_18);
        var_78 = wp::where(var_77, var_18, var_18);
        var_79 = wp::erfc(var_78);
        var_80 = wp::abs(var_79);
        var_82 = wp::add(var_80, var_81);
        var_83 = wp::mod(var_76, var_82);
        // v24 += v4                                                                          <L 24>
        var_84 = wp::add(var_3, var_83);
    }
    var_85 = wp::where(var_7, var_84, var_3);
    var_86 = wp::where(var_7, var_18, var_5);
    // if wp.min(v0, v0) >= (v0 - v0):                                                        <L 25>
    var_87 = wp::min(var_86, var_86);
    var_88 = wp::sub(var_86, var_86);
    var_89 = (var_87 >= var_88);
    if (var_89) {
        // v0 += wp.tanh(v0)                                                                  <L 26>
        var_90 = wp::tanh(var_86);
        var_91 = wp::add(var_86, var_90);
    }
    if (!var_89) {
        // elif ((v0 <= 1.6) and (-1.317 > v0)) and ((v0 < v0) or (v0 > 1.4)):                <L 27>
        var_95 = (var_86 <= var_94);
        var_93 = var_95;
        if (var_93) {
            var_97 = (var_96 > var_86);
            var_93 = var_93 && var_97;
        }
        var_92 = var_93;
        if (var_92) {
            var_99 = (var_86 < var_86);
            var_98 = var_99;
            if (!var_98) {
                var_101 = (var_86 > var_100);
                var_98 = var_98 || var_101;
            }
            var_92 = var_92 && var_98;
        }
        if (var_92) {
            // v0 = v0 + wp.tanh((float(tid) + wp.degrees(v0)))                               <L 28>
            var_102 = wp::float(var_0);
            var_103 = wp::degrees(var_86);
            var_104 = wp::add(var_102, var_103);
            var_105 = wp::tanh(var_104);
            var_106 = wp::add(var_86, var_105);
            // v5 = ((wp.ceil(-1.2) / (wp.abs(wp.dot(wp.vec3(0.7, 0.1, 1.31), wp.vec3(-0.91, 1.3, 0.16))) + 1.0)) - wp.round(0.5))       <L 29>
            var_108 = wp::ceil(var_107);
            var_112 = wp::vec_t<3, wp::float32>(var_109, var_110, var_111);
            var_116 = wp::vec_t<3, wp::float32>(var_113, var_114, var_115);
            var_117 = wp::dot(var_112, var_116);
            var_118 = wp::abs(var_117);
            var_120 = wp::add(var_118, var_119);
            var_121 = wp::div(var_108, var_120);
            var_123 = wp::round(var_122);
            var_124 = wp::sub(var_121, var_123);
            // v24 += v5                                                                      <L 30>
            var_125 = wp::add(var_85, var_124);
        }
        if (!var_92) {
            // elif (v0 <= -0.401) or (v0 >= v0):                                             <L 31>
            var_128 = (var_86 <= var_127);
            var_126 = var_128;
            if (!var_126) {
                var_129 = (var_86 >= var_86);
                var_126 = var_126 || var_129;
            }
            if (var_126) {
                // v0 = v0 + wp.sin(wp.clamp((v0 + v0), -0.25, 1.65))                         <L 32>
                var_130 = wp::add(var_86, var_86);
                var_133 = wp::clamp(var_130, var_131, var_132);
                var_134 = wp::sin(var_133);
                var_135 = wp::add(var_86, var_134);
                // v0 = v0 + wp.tanh(x0[(tid + 5) % x0.shape[0]])                             <L 33>
                var_137 = wp::add(var_0, var_136);
                var_138 = &(var_x0.shape);
                var_141 = wp::load(var_138);
                var_140 = wp::extract(var_141, var_139);
                var_142 = wp::mod(var_137, var_140);
                var_143 = wp::address(var_x0, var_142);
                var_145 = wp::load(var_143);
                var_144 = wp::tanh(var_145);
                var_146 = wp::add(var_135, var_144);
                // if wp.length_sq(wp.vec3(-1.6, 1.256, 0.293)) <= v0:                        <L 34>
                var_150 = wp::vec_t<3, wp::float32>(var_147, var_148, var_149);
                var_151 = wp::length_sq(var_150);
                var_152 = (var_151 <= var_146);
                if (var_152) {
                    // v0 = v0 + wp.tanh(v0)                                                  <L 35>
                    var_153 = wp::tanh(var_146);
                    var_154 = wp::add(var_146, var_153);
                    // w6 = int(0)                                                            <L 36>
                    var_156 = wp::int(var_155);
                    // while w6 < 5:                                                          <L 37>
    start_while_7:;
                    var_158 = (var_156 < var_157);
    if ((var_158) == false) goto end_while_7;
                        // w6 = w6 + 1                                                        <L 38>
                        var_160 = wp::add(var_156, var_159);
                        // v0 = v0 + wp.cos((1.399 + 0.76))                                   <L 39>
                        var_163 = wp::add(var_161, var_162);
                        var_164 = wp::cos(var_163);
                        var_165 = wp::add(var_154, var_164);
                        // if (v0 < v0) and (v0 < v0):                                        <L 40>
                        var_167 = (var_165 < var_165);
                        var_166 = var_167;
                        if (var_166) {
                            var_168 = (var_165 < var_165);
                            var_166 = var_166 && var_168;
                        }
                        if (var_166) {
                            // continue                                                       <L 41>
                            wp::assign(var_154, var_165);
                            wp::assign(var_156, var_160);
                            goto start_while_7;
                        }
                        var_169 = wp::where(var_166, var_154, var_165);
                        var_170 = wp::where(var_166, var_156, var_160);
                        // if v0 > v0:                                                        <L 42>
                        var_171 = (var_169 > var_169);
                        if (var_171) {
                            // break                                                          <L 43>
                            wp::assign(var_154, var_169);
                            wp::assign(var_156, var_170);
                            goto end_while_7;
                        }
                        var_172 = wp::where(var_171, var_154, var_169);
                        var_173 = wp::where(var_171, var_156, var_170);
                        wp::assign(var_154, var_172);
                        wp::assign(var_156, var_173);
    goto start_while_7;
    end_while_7:;
                }
                var_174 = wp::where(var_152, var_154, var_146);
            }
            if (!var_126) {
                // elif ((v0 >= v0) and (v0 < v0)) and (1.431 > v0):                          <L 44>
                var_177 = (var_86 >= var_86);
                var_176 = var_177;
                if (var_176) {
                    var_178 = (var_86 < var_86);
                    var_176 = var_176 && var_178;
                }
                var_175 = var_176;
                if (var_175) {
                    var_180 = (var_179 > var_86);
                    var_175 = var_175 && var_180;
                }
                if (var_175) {
                    // v0 += wp.cos((wp.length_sq(wp.vec3(-1.748, 0.682, 0.1)) * float(tid)))       <L 45>
                    var_184 = wp::vec_t<3, wp::float32>(var_181, var_182, var_183);
                    var_185 = wp::length_sq(var_184);
                    var_186 = wp::float(var_0);
                    var_187 = wp::mul(var_185, var_186);
                    var_188 = wp::cos(var_187);
                    var_189 = wp::add(var_86, var_188);
                    // for j7 in range(2):                                                    <L 46>
                    // v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                             <L 47>
                    var_192 = wp::add(var_0, var_191);
                    var_193 = &(var_x0.shape);
                    var_196 = wp::load(var_193);
                    var_195 = wp::extract(var_196, var_194);
                    var_197 = wp::mod(var_192, var_195);
                    var_198 = wp::address(var_x0, var_197);
                    var_200 = wp::load(var_198);
                    var_199 = wp::tanh(var_200);
                    var_201 = wp::add(var_189, var_199);
                    // if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):       <L 48>
                    var_205 = wp::vec_t<3, wp::float32>(var_202, var_203, var_204);
                    var_206 = wp::length(var_205);
                    var_210 = wp::vec_t<3, wp::float32>(var_207, var_208, var_209);
                    var_214 = wp::vec_t<3, wp::float32>(var_211, var_212, var_213);
                    var_215 = wp::dot(var_210, var_214);
                    var_216 = (var_206 <= var_215);
                    if (var_216) {
                        // v0 -= wp.tanh(-1.3) * 1.55                                         <L 49>
                        var_218 = wp::tanh(var_217);
                        var_220 = wp::mul(var_218, var_219);
                        var_221 = wp::sub(var_201, var_220);
                    }
                    var_222 = wp::where(var_216, var_221, var_201);
                    // for j8 in range(0, n * 3, 3):                                          <L 50>
                    var_224 = wp::mul(var_n, var_223);
                    var_227 = wp::range(var_225, var_224, var_226);
                    start_for_9:;
                        if (iter_cmp(var_227) == 0) goto end_for_9;
                        var_228 = wp::iter_next(var_227);
                        // v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])               <L 51>
                        var_230 = wp::mul(var_222, var_229);
                        var_232 = wp::add(var_0, var_231);
                        var_233 = &(var_x0.shape);
                        var_236 = wp::load(var_233);
                        var_235 = wp::extract(var_236, var_234);
                        var_237 = wp::mod(var_232, var_235);
                        var_238 = wp::address(var_x0, var_237);
                        var_240 = wp::load(var_238);
                        var_239 = wp::tanh(var_240);
                        var_241 = wp::add(var_230, var_239);
                        // if v0 <= v0:                                                       <L 52>
                        var_242 = (var_241 <= var_241);
                        if (var_242) {
                            // out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99       <L 53>
                            var_243 = wp::sub(var_241, var_241);
                            var_246 = wp::clamp(var_241, var_244, var_245);
                            var_247 = wp::acos(var_246);
                            var_248 = wp::abs(var_247);
                            var_250 = wp::add(var_248, var_249);
                            var_251 = wp::div(var_243, var_250);
                            var_253 = wp::mul(var_251, var_252);
                            var_254 = wp::add(var_241, var_253);
                            wp::array_store(var_out0, var_0, var_254);
                            // return                                                         <L 54>
                            return;
                        }
                        // v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))       <L 55>
                        var_255 = wp::atan(var_241);
                        var_259 = wp::vec_t<3, wp::float32>(var_256, var_257, var_258);
                        var_263 = wp::vec_t<3, wp::float32>(var_260, var_261, var_262);
                        var_264 = wp::dot(var_259, var_263);
                        var_265 = wp::min(var_255, var_264);
                        var_266 = wp::neg(var_241);
                        var_267 = wp::mul(var_265, var_266);
                        // v24 += v9                                                          <L 56>
                        var_268 = wp::add(var_85, var_267);
                        wp::assign(var_85, var_268);
                        wp::assign(var_222, var_241);
                        goto start_for_9;
                    end_for_9:;
                    // v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                             <L 47>
                    var_271 = wp::add(var_0, var_270);
                    var_272 = &(var_x0.shape);
                    var_275 = wp::load(var_272);
                    var_274 = wp::extract(var_275, var_273);
                    var_276 = wp::mod(var_271, var_274);
                    var_277 = wp::address(var_x0, var_276);
                    var_279 = wp::load(var_277);
                    var_278 = wp::tanh(var_279);
                    var_280 = wp::add(var_222, var_278);
                    // if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):       <L 48>
                    var_284 = wp::vec_t<3, wp::float32>(var_281, var_282, var_283);
                    var_285 = wp::length(var_284);
                    var_289 = wp::vec_t<3, wp::float32>(var_286, var_287, var_288);
                    var_293 = wp::vec_t<3, wp::float32>(var_290, var_291, var_292);
                    var_294 = wp::dot(var_289, var_293);
                    var_295 = (var_285 <= var_294);
                    if (var_295) {
                        // v0 -= wp.tanh(-1.3) * 1.55                                         <L 49>
                        var_297 = wp::tanh(var_296);
                        var_299 = wp::mul(var_297, var_298);
                        var_300 = wp::sub(var_280, var_299);
                    }
                    var_301 = wp::where(var_295, var_300, var_280);
                    // for j8 in range(0, n * 3, 3):                                          <L 50>
                    var_303 = wp::mul(var_n, var_302);
                    var_306 = wp::range(var_304, var_303, var_305);
                    start_for_12:;
                        if (iter_cmp(var_306) == 0) goto end_for_12;
                        var_307 = wp::iter_next(var_306);
                        // v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])               <L 51>
                        var_309 = wp::mul(var_301, var_308);
                        var_311 = wp::add(var_0, var_310);
                        var_312 = &(var_x0.shape);
                        var_315 = wp::load(var_312);
                        var_314 = wp::extract(var_315, var_313);
                        var_316 = wp::mod(var_311, var_314);
                        var_317 = wp::address(var_x0, var_316);
                        var_319 = wp::load(var_317);
                        var_318 = wp::tanh(var_319);
                        var_320 = wp::add(var_309, var_318);
                        // if v0 <= v0:                                                       <L 52>
                        var_321 = (var_320 <= var_320);
                        if (var_321) {
                            // out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99       <L 53>
                            var_322 = wp::sub(var_320, var_320);
                            var_325 = wp::clamp(var_320, var_323, var_324);
                            var_326 = wp::acos(var_325);
                            var_327 = wp::abs(var_326);
                            var_329 = wp::add(var_327, var_328);
                            var_330 = wp::div(var_322, var_329);
                            var_332 = wp::mul(var_330, var_331);
                            var_333 = wp::add(var_320, var_332);
                            wp::array_store(var_out0, var_0, var_333);
                            // return                                                         <L 54>
                            return;
                        }
                        // v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))       <L 55>
                        var_334 = wp::atan(var_320);
                        var_338 = wp::vec_t<3, wp::float32>(var_335, var_336, var_337);
                        var_342 = wp::vec_t<3, wp::float32>(var_339, var_340, var_341);
                        var_343 = wp::dot(var_338, var_342);
                        var_344 = wp::min(var_334, var_343);
                        var_345 = wp::neg(var_320);
                        var_346 = wp::mul(var_344, var_345);
                        // v24 += v9                                                          <L 56>
                        var_347 = wp::add(var_85, var_346);
                        wp::assign(var_85, var_347);
                        wp::assign(var_301, var_320);
                        wp::assign(var_267, var_346);
                        goto start_for_12;
                    end_for_12:;
                    // v10 = wp.vec3(1.81, -1.66, -1.6)                                       <L 57>
                    var_351 = wp::vec_t<3, wp::float32>(var_348, var_349, var_350);
                    // v24 += v10[0] + v10[1] + v10[2]                                        <L 58>
                    var_353 = wp::extract(var_351, var_352);
                    var_355 = wp::extract(var_351, var_354);
                    var_356 = wp::add(var_353, var_355);
                    var_358 = wp::extract(var_351, var_357);
                    var_359 = wp::add(var_356, var_358);
                    var_360 = wp::add(var_85, var_359);
                }
                if (!var_175) {
                    // v0 = v0 + wp.cos(wp.length_sq(wp.vec3(0.36, -1.63, -0.02)))            <L 60>
                    var_364 = wp::vec_t<3, wp::float32>(var_361, var_362, var_363);
                    var_365 = wp::length_sq(var_364);
                    var_366 = wp::cos(var_365);
                    var_367 = wp::add(var_86, var_366);
                    // for j11 in range(0, n * 3, 3):                                         <L 61>
                    var_369 = wp::mul(var_n, var_368);
                    var_372 = wp::range(var_370, var_369, var_371);
                    start_for_15:;
                        if (iter_cmp(var_372) == 0) goto end_for_15;
                        var_373 = wp::iter_next(var_372);
                        // v0 -= wp.sin(wp.mod(x0[(tid + 1) % x0.shape[0]], wp.abs((0.53 - -1.675)) + 1.0)) * 0.19       <L 62>
                        var_375 = wp::add(var_0, var_374);
                        var_376 = &(var_x0.shape);
                        var_379 = wp::load(var_376);
                        var_378 = wp::extract(var_379, var_377);
                        var_380 = wp::mod(var_375, var_378);
                        var_381 = wp::address(var_x0, var_380);
                        var_384 = wp::sub(var_382, var_383);
                        var_385 = wp::abs(var_384);
                        var_387 = wp::add(var_385, var_386);
                        var_389 = wp::load(var_381);
                        var_388 = wp::mod(var_389, var_387);
                        var_390 = wp::sin(var_388);
                        var_392 = wp::mul(var_390, var_391);
                        var_393 = wp::sub(var_367, var_392);
                        // if (v0 + v0) >= v0:                                                <L 63>
                        var_394 = wp::add(var_393, var_393);
                        var_395 = (var_394 >= var_393);
                        if (var_395) {
                            // v0 += wp.tanh((wp.lerp(wp.vec3(1.73, 1.82, -0.66), wp.vec3(0.5, 1.79, 0.49), 1.5))[2])       <L 64>
                            var_399 = wp::vec_t<3, wp::float32>(var_396, var_397, var_398);
                            var_403 = wp::vec_t<3, wp::float32>(var_400, var_401, var_402);
                            var_405 = wp::lerp(var_399, var_403, var_404);
                            var_407 = wp::extract(var_405, var_406);
                            var_408 = wp::tanh(var_407);
                            var_409 = wp::add(var_393, var_408);
                            // v0 = v0 + wp.tanh((wp.normalize(wp.vec3(-1.14))).x)            <L 65>
                            var_411 = wp::vec_t<3, wp::float32>(var_410);
                            var_412 = wp::normalize(var_411);
                            var_414 = wp::extract(var_412, var_413);
                            var_415 = wp::tanh(var_414);
                            var_416 = wp::add(var_409, var_415);
                            // v12 = wp.vec3((wp.where(-0.04 > 1.76, v0, v0) / (wp.abs(float(tid)) + 1.0)), ((-1.642 / (wp.abs(v0) + 1.0)) - wp.dot(wp.vec3(-0.56), wp.vec3(-0.668, 0.614, -0.85))), (v0 / (wp.abs((v0 + v0)) + 1.0)))       <L 66>
                            var_419 = (var_417 > var_418);
                            var_420 = wp::where(var_419, var_416, var_416);
                            var_421 = wp::float(var_0);
                            var_422 = wp::abs(var_421);
                            var_424 = wp::add(var_422, var_423);
                            var_425 = wp::div(var_420, var_424);
                            var_427 = wp::abs(var_416);
                            var_429 = wp::add(var_427, var_428);
                            var_430 = wp::div(var_426, var_429);
                            var_432 = wp::vec_t<3, wp::float32>(var_431);
                            var_436 = wp::vec_t<3, wp::float32>(var_433, var_434, var_435);
                            var_437 = wp::dot(var_432, var_436);
                            var_438 = wp::sub(var_430, var_437);
                            var_439 = wp::add(var_416, var_416);
                            var_440 = wp::abs(var_439);
                            var_442 = wp::add(var_440, var_441);
                            var_443 = wp::div(var_416, var_442);
                            var_444 = wp::vec_t<3, wp::float32>(var_425, var_438, var_443);
                            // v24 += v12[0] + v12[1] + v12[2]                                <L 67>
                            var_446 = wp::extract(var_444, var_445);
                            var_448 = wp::extract(var_444, var_447);
                            var_449 = wp::add(var_446, var_448);
                            var_451 = wp::extract(var_444, var_450);
                            var_452 = wp::add(var_449, var_451);
                            var_453 = wp::add(var_85, var_452);
                        }
                        var_454 = wp::where(var_395, var_453, var_85);
                        var_455 = wp::where(var_395, var_416, var_393);
                        wp::assign(var_85, var_454);
                        wp::assign(var_367, var_455);
                        goto start_for_15;
                    end_for_15:;
                }
                var_456 = wp::where(var_175, var_360, var_85);
                var_457 = wp::where(var_175, var_301, var_367);
            }
            var_458 = wp::where(var_126, var_85, var_456);
            var_459 = wp::where(var_126, var_174, var_457);
        }
        var_460 = wp::where(var_92, var_125, var_458);
        var_461 = wp::where(var_92, var_106, var_459);
    }
    var_462 = wp::where(var_89, var_85, var_460);
    var_463 = wp::where(var_89, var_91, var_461);
    // if (v0 - v0) <= (v0 - v0):                                                             <L 68>
    var_464 = wp::sub(var_463, var_463);
    var_465 = wp::sub(var_463, var_463);
    var_466 = (var_464 <= var_465);
    if (var_466) {
        // v0 = v0 + wp.tanh(wp.sin(v0))                                                      <L 69>
        var_467 = wp::sin(var_463);
        var_468 = wp::tanh(var_467);
        var_469 = wp::add(var_463, var_468);
        // if 0.38 < 0.2:                                                                     <L 70>
        var_472 = (var_470 < var_471);
        if (var_472) {
            // out0[tid] = v0 + v0 * 1.1                                                      <L 71>
            var_474 = wp::mul(var_469, var_473);
            var_475 = wp::add(var_469, var_474);
            wp::array_store(var_out0, var_0, var_475);
            // return                                                                         <L 72>
            return;
        }
        // for j13 in range(6):                                                               <L 73>
        var_477 = wp::range(var_476);
        start_for_18:;
            if (iter_cmp(var_477) == 0) goto end_for_18;
            var_478 = wp::iter_next(var_477);
            // v0 += wp.sin((wp.cw_mul(wp.vec3(0.6, 0.69, 1.281), wp.vec3(0.747, 0.89, -1.143)))[1])       <L 74>
            var_482 = wp::vec_t<3, wp::float32>(var_479, var_480, var_481);
            var_486 = wp::vec_t<3, wp::float32>(var_483, var_484, var_485);
            var_487 = wp::cw_mul(var_482, var_486);
            var_489 = wp::extract(var_487, var_488);
            var_490 = wp::sin(var_489);
            var_491 = wp::add(var_469, var_490);
            // if (j13) % 3 == 0:                                                             <L 75>
            var_493 = wp::mod(var_478, var_492);
            var_495 = (var_493 == var_494);
            if (var_495) {
                // continue                                                                   <L 76>
                wp::assign(var_469, var_491);
                goto start_for_18;
            }
            var_496 = wp::where(var_495, var_469, var_491);
            // if (j13) % 4 == 1:                                                             <L 77>
            var_498 = wp::mod(var_478, var_497);
            var_500 = (var_498 == var_499);
            if (var_500) {
                // break                                                                      <L 78>
                wp::assign(var_469, var_496);
                goto end_for_18;
            }
            var_501 = wp::where(var_500, var_469, var_496);
            wp::assign(var_469, var_501);
            goto start_for_18;
        end_for_18:;
    }
    if (!var_466) {
        // elif (int(wp.floor(wp.clamp(v0, -100.0, 100.0)))) % 4 == 0:                        <L 79>
        var_504 = wp::clamp(var_463, var_502, var_503);
        var_505 = wp::floor(var_504);
        var_506 = wp::int(var_505);
        var_508 = wp::mod(var_506, var_507);
        var_510 = (var_508 == var_509);
        if (var_510) {
            // v0 += wp.tanh(wp.mod(v0, wp.abs(wp.dot(wp.vec3(-0.913, -0.5, -1.46), wp.vec3(-1.237, -0.185, -1.3))) + 1.0))       <L 80>
            var_514 = wp::vec_t<3, wp::float32>(var_511, var_512, var_513);
            var_518 = wp::vec_t<3, wp::float32>(var_515, var_516, var_517);
            var_519 = wp::dot(var_514, var_518);
            var_520 = wp::abs(var_519);
            var_522 = wp::add(var_520, var_521);
            var_523 = wp::mod(var_463, var_522);
            var_524 = wp::tanh(var_523);
            var_525 = wp::add(var_463, var_524);
            // v0 = v0 + wp.tanh(v0)                                                          <L 81>
            var_526 = wp::tanh(var_525);
            var_527 = wp::add(var_525, var_526);
            // if v0 > v0:                                                                    <L 82>
            var_528 = (var_527 > var_527);
            if (var_528) {
                // return                                                                     <L 83>
                return;
            }
        }
        if (!var_510) {
            // elif not (v0 < v0 or (v0 <= v0) or (v0 < v0)):                                 <L 84>
            var_530 = (var_463 < var_463);
            var_529 = var_530;
            if (!var_529) {
                var_531 = (var_463 <= var_463);
                var_529 = var_529 || var_531;
            }
            if (!var_529) {
                var_532 = (var_463 < var_463);
                var_529 = var_529 || var_532;
            }
            var_533 = wp::unot(var_529);
            if (var_533) {
                // v0 = v0 + wp.sin(v0)                                                       <L 85>
                var_534 = wp::sin(var_463);
                var_535 = wp::add(var_463, var_534);
                // for j14 in range(n + 3, 0, -1):                                            <L 86>
                var_537 = wp::add(var_n, var_536);
                var_540 = wp::range(var_537, var_538, var_539);
                start_for_21:;
                    if (iter_cmp(var_540) == 0) goto end_for_21;
                    var_541 = wp::iter_next(var_540);
                    // v0 += wp.sin(float(tid))                                               <L 87>
                    var_542 = wp::float(var_0);
                    var_543 = wp::sin(var_542);
                    var_544 = wp::add(var_535, var_543);
                    // if (v0 > v0) and (v0 <= v0):                                           <L 88>
                    var_546 = (var_544 > var_544);
                    var_545 = var_546;
                    if (var_545) {
                        var_547 = (var_544 <= var_544);
                        var_545 = var_545 && var_547;
                    }
                    if (var_545) {
                        // out0[tid] = v0 + ((1.5 - v0) * float(tid)) * 1.11                  <L 89>
                        var_549 = wp::sub(var_548, var_544);
                        var_550 = wp::float(var_0);
                        var_551 = wp::mul(var_549, var_550);
                        var_553 = wp::mul(var_551, var_552);
                        var_554 = wp::add(var_544, var_553);
                        wp::array_store(var_out0, var_0, var_554);
                        // return                                                             <L 90>
                        return;
                    }
                    // v15 = (wp.sign((wp.vec3(0.632, -0.54, 1.235))[2]) + wp.where((tid) % 4 == 1, wp.floor(1.9), (v0 / (wp.abs(-1.49) + 1.0))))       <L 91>
                    var_558 = wp::vec_t<3, wp::float32>(var_555, var_556, var_557);
                    var_560 = wp::extract(var_558, var_559);
                    var_561 = wp::sign(var_560);
                    var_563 = wp::mod(var_0, var_562);
                    var_565 = (var_563 == var_564);
                    var_567 = wp::floor(var_566);
                    var_569 = wp::abs(var_568);
                    var_571 = wp::add(var_569, var_570);
                    var_572 = wp::div(var_544, var_571);
                    var_573 = wp::where(var_565, var_567, var_572);
                    var_574 = wp::add(var_561, var_573);
                    // v24 += v15                                                             <L 92>
                    var_575 = wp::add(var_462, var_574);
                    wp::assign(var_462, var_575);
                    wp::assign(var_535, var_544);
                    goto start_for_21;
                end_for_21:;
            }
            if (!var_533) {
                // elif (v0 + v0) < v0:                                                       <L 93>
                var_576 = wp::add(var_463, var_463);
                var_577 = (var_576 < var_463);
                if (var_577) {
                    // v0 = v0 + wp.cos(((v0 - v0) + v0))                                     <L 94>
                    var_578 = wp::sub(var_463, var_463);
                    var_579 = wp::add(var_578, var_463);
                    var_580 = wp::cos(var_579);
                    var_581 = wp::add(var_463, var_580);
                    // for j16 in range(0, n * 2, 2):                                         <L 95>
                    var_583 = wp::mul(var_n, var_582);
                    var_586 = wp::range(var_584, var_583, var_585);
                    start_for_24:;
                        if (iter_cmp(var_586) == 0) goto end_for_24;
                        var_587 = wp::iter_next(var_586);
                        // v0 = v0 + wp.tanh(((0.562 / (wp.abs(0.9) + 1.0)) * (1.01 - -0.8)))       <L 96>
                        var_590 = wp::abs(var_589);
                        var_592 = wp::add(var_590, var_591);
                        var_593 = wp::div(var_588, var_592);
                        var_596 = wp::sub(var_594, var_595);
                        var_597 = wp::mul(var_593, var_596);
                        var_598 = wp::tanh(var_597);
                        var_599 = wp::add(var_581, var_598);
                        // if v0 > v0:                                                        <L 97>
                        var_600 = (var_599 > var_599);
                        if (var_600) {
                            // return                                                         <L 98>
                            return;
                        }
                        wp::assign(var_581, var_599);
                        goto start_for_24;
                    end_for_24:;
                    // for j17 in range(n):                                                   <L 99>
                    var_601 = wp::range(var_n);
                    start_for_27:;
                        if (iter_cmp(var_601) == 0) goto end_for_27;
                        var_602 = wp::iter_next(var_601);
                        // v0 = v0 + wp.cos(wp.abs((-1.3 - -0.7)))                            <L 100>
                        var_605 = wp::sub(var_603, var_604);
                        var_606 = wp::abs(var_605);
                        var_607 = wp::cos(var_606);
                        var_608 = wp::add(var_581, var_607);
                        // if not (v0 <= v0 or v0 < -1.654):                                  <L 101>
                        var_610 = (var_608 <= var_608);
                        var_609 = var_610;
                        if (!var_609) {
                            var_612 = (var_608 < var_611);
                            var_609 = var_609 || var_612;
                        }
                        var_613 = wp::unot(var_609);
                        if (var_613) {
                            // break                                                          <L 102>
                            wp::assign(var_581, var_608);
                            goto end_for_27;
                        }
                        var_614 = wp::where(var_613, var_581, var_608);
                        // v18 = wp.vec3(wp.atan(v0), wp.erfcinv(wp.clamp((v0 / (wp.abs(v0) + 1.0)), 0.2, 1.8)), (v0 + wp.where(v0 >= v0, v0, v0)))       <L 103>
                        var_615 = wp::atan(var_614);
                        var_616 = wp::abs(var_614);
                        var_618 = wp::add(var_616, var_617);
                        var_619 = wp::div(var_614, var_618);
                        var_622 = wp::clamp(var_619, var_620, var_621);
                        var_623 = wp::erfcinv(var_622);
                        var_624 = (var_614 >= var_614);
                        var_625 = wp::where(var_624, var_614, var_614);
                        var_626 = wp::add(var_614, var_625);
                        var_627 = wp::vec_t<3, wp::float32>(var_615, var_623, var_626);
                        // v24 += v18[0] + v18[1] + v18[2]                                    <L 104>
                        var_629 = wp::extract(var_627, var_628);
                        var_631 = wp::extract(var_627, var_630);
                        var_632 = wp::add(var_629, var_631);
                        var_634 = wp::extract(var_627, var_633);
                        var_635 = wp::add(var_632, var_634);
                        var_636 = wp::add(var_462, var_635);
                        wp::assign(var_462, var_636);
                        wp::assign(var_581, var_614);
                        goto start_for_27;
                    end_for_27:;
                }
                if (!var_577) {
                    // v0 += wp.sin(v0)                                                       <L 106>
                    var_637 = wp::sin(var_463);
                    var_638 = wp::add(var_463, var_637);
                    // w19 = int(0)                                                           <L 107>
                    var_640 = wp::int(var_639);
                    // while w19 < 2 and (v0 < 0.9):                                          <L 108>
    start_while_29:;
                    var_643 = (var_640 < var_642);
                    var_641 = var_643;
                    if (var_641) {
                        var_645 = (var_638 < var_644);
                        var_641 = var_641 && var_645;
                    }
    if ((var_641) == false) goto end_while_29;
                        // w19 = w19 + 1                                                      <L 109>
                        var_647 = wp::add(var_640, var_646);
                        // v0 = v0 + wp.tanh(0.04)                                            <L 110>
                        var_649 = wp::tanh(var_648);
                        var_650 = wp::add(var_638, var_649);
                        // if v0 > v0:                                                        <L 111>
                        var_651 = (var_650 > var_650);
                        if (var_651) {
                            // break                                                          <L 112>
                            wp::assign(var_638, var_650);
                            wp::assign(var_640, var_647);
                            goto end_while_29;
                        }
                        var_652 = wp::where(var_651, var_638, var_650);
                        var_653 = wp::where(var_651, var_640, var_647);
                        wp::assign(var_638, var_652);
                        wp::assign(var_640, var_653);
    goto start_while_29;
    end_while_29:;
                    // for j20 in reversed(range(n)):                                         <L 113>
                    var_654 = wp::range(var_n);
                    var_655 = wp::iter_reverse(var_654);
                    start_for_31:;
                        if (iter_cmp(var_655) == 0) goto end_for_31;
                        var_656 = wp::iter_next(var_655);
                        // v0 = v0 + wp.cos(wp.dot(wp.vec3(0.16, -0.91, 1.7), (wp.vec3(-1.1, -0.703, 1.5) - wp.vec3(1.6, 0.357, 1.83))))       <L 114>
                        var_660 = wp::vec_t<3, wp::float32>(var_657, var_658, var_659);
                        var_664 = wp::vec_t<3, wp::float32>(var_661, var_662, var_663);
                        var_668 = wp::vec_t<3, wp::float32>(var_665, var_666, var_667);
                        var_669 = wp::sub(var_664, var_668);
                        var_670 = wp::dot(var_660, var_669);
                        var_671 = wp::cos(var_670);
                        var_672 = wp::add(var_638, var_671);
                        // for j21 in range(n):                                               <L 115>
                        var_673 = wp::range(var_n);
                        start_for_33:;
                            if (iter_cmp(var_673) == 0) goto end_for_33;
                            var_674 = wp::iter_next(var_673);
                            // v0 = v0 * 0.5 + wp.sin((wp.dot(wp.vec3(1.32, -0.118, -0.82), wp.vec3(-0.5)) / (wp.abs(wp.mod(-0.299, wp.abs(1.985) + 1.0)) + 1.0)))       <L 116>
                            var_676 = wp::mul(var_672, var_675);
                            var_680 = wp::vec_t<3, wp::float32>(var_677, var_678, var_679);
                            var_682 = wp::vec_t<3, wp::float32>(var_681);
                            var_683 = wp::dot(var_680, var_682);
                            var_686 = wp::abs(var_685);
                            var_688 = wp::add(var_686, var_687);
                            var_689 = wp::mod(var_684, var_688);
                            var_690 = wp::abs(var_689);
                            var_692 = wp::add(var_690, var_691);
                            var_693 = wp::div(var_683, var_692);
                            var_694 = wp::sin(var_693);
                            var_695 = wp::add(var_676, var_694);
                            // v0 = v0 * 0.5 + wp.tanh((float(tid) + float(tid)))             <L 117>
                            var_697 = wp::mul(var_695, var_696);
                            var_698 = wp::float(var_0);
                            var_699 = wp::float(var_0);
                            var_700 = wp::add(var_698, var_699);
                            var_701 = wp::tanh(var_700);
                            var_702 = wp::add(var_697, var_701);
                            // if v0 > v0:                                                    <L 118>
                            var_703 = (var_702 > var_702);
                            if (var_703) {
                                // continue                                                   <L 119>
                                wp::assign(var_672, var_702);
                                goto start_for_33;
                            }
                            var_704 = wp::where(var_703, var_672, var_702);
                            wp::assign(var_672, var_704);
                            goto start_for_33;
                        end_for_33:;
                        wp::assign(var_638, var_672);
                        goto start_for_31;
                    end_for_31:;
                }
                var_705 = wp::where(var_577, var_581, var_638);
            }
            var_706 = wp::where(var_533, var_535, var_705);
        }
        var_707 = wp::where(var_510, var_527, var_706);
    }
    var_708 = wp::where(var_466, var_469, var_707);
    // if (v0 <= v0) and (-0.14 <= v0):                                                       <L 120>
    var_710 = (var_708 <= var_708);
    var_709 = var_710;
    if (var_709) {
        var_712 = (var_711 <= var_708);
        var_709 = var_709 && var_712;
    }
    if (var_709) {
        // out0[tid] = v0 + (wp.log2(wp.abs(v0) + 1.0) - (v0 * v0)) * 1.69                    <L 121>
        var_713 = wp::abs(var_708);
        var_715 = wp::add(var_713, var_714);
        var_716 = wp::log2(var_715);
        var_717 = wp::mul(var_708, var_708);
        var_718 = wp::sub(var_716, var_717);
        var_720 = wp::mul(var_718, var_719);
        var_721 = wp::add(var_708, var_720);
        wp::array_store(var_out0, var_0, var_721);
        // return                                                                             <L 122>
        return;
    }
    // for j22 in range(n):                                                                   <L 123>
    var_722 = wp::range(var_n);
    start_for_36:;
        if (iter_cmp(var_722) == 0) goto end_for_36;
        var_723 = wp::iter_next(var_722);
        // v0 += wp.sin(-0.864)                                                               <L 124>
        var_725 = wp::sin(var_724);
        var_726 = wp::add(var_708, var_725);
        // if (v0 < v0) or (-1.604 < v0):                                                     <L 125>
        var_728 = (var_726 < var_726);
        var_727 = var_728;
        if (!var_727) {
            var_730 = (var_729 < var_726);
            var_727 = var_727 || var_730;
        }
        if (var_727) {
            // break                                                                          <L 126>
            wp::assign(var_708, var_726);
            goto end_for_36;
        }
        var_731 = wp::where(var_727, var_708, var_726);
        wp::assign(var_708, var_731);
        goto start_for_36;
    end_for_36:;
    // v23 = v0                                                                               <L 127>
    var_732 = wp::copy(var_708);
    // out0[tid] = v0 + v23 + wp.length_sq((wp.vec3(-1.05, 1.666, -0.74) / (wp.abs(v0) + 1.0))) * 0.56 + v24       <L 128>
    var_733 = wp::add(var_708, var_732);
    var_737 = wp::vec_t<3, wp::float32>(var_734, var_735, var_736);
    var_738 = wp::abs(var_708);
    var_740 = wp::add(var_738, var_739);
    var_741 = wp::div(var_737, var_740);
    var_742 = wp::length_sq(var_741);
    var_744 = wp::mul(var_742, var_743);
    var_745 = wp::add(var_733, var_744);
    var_746 = wp::add(var_745, var_462);
    wp::array_store(var_out0, var_0, var_746);
}



template <bool wp_linear_contiguous>
static void control_000002_65805cec_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_control_000002_65805cec *_wp_args,
    wp_args_control_000002_65805cec *_wp_adj_args)
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
    const wp::int32 var_8 = 3;
    wp::int32 var_9;
    const wp::int32 var_10 = 0;
    bool var_11;
    bool var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::float32 var_16 = 0.44;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::range_t var_19;
    wp::int32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::int32 var_24 = 0;
    wp::int32 var_25;
    bool var_26;
    const wp::int32 var_27 = 3;
    bool var_28;
    const wp::float32 var_29 = 0.85;
    bool var_30;
    const wp::int32 var_31 = 1;
    wp::int32 var_32;
    const wp::float32 var_33 = 0.5;
    wp::float32 var_34;
    const wp::float32 var_35 = -1.929;
    const wp::float32 var_36 = -0.74;
    const wp::float32 var_37 = 0.5;
    wp::vec_t<3, wp::float32> var_38;
    const wp::float32 var_39 = -1.9;
    const wp::float32 var_40 = -0.27;
    const wp::float32 var_41 = -1.81;
    wp::vec_t<3, wp::float32> var_42;
    wp::vec_t<3, wp::float32> var_43;
    const wp::int32 var_44 = 2;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    const wp::int32 var_48 = 0;
    wp::int32 var_49;
    bool var_50;
    const wp::int32 var_51 = 5;
    bool var_52;
    const wp::int32 var_53 = 2;
    wp::int32 var_54;
    const wp::int32 var_55 = 1;
    bool var_56;
    const wp::int32 var_57 = 1;
    wp::int32 var_58;
    const wp::float32 var_59 = 0.5;
    wp::float32 var_60;
    const wp::float32 var_61 = 0.1;
    const wp::float32 var_62 = -0.04;
    const wp::float32 var_63 = -1.771;
    wp::vec_t<3, wp::float32> var_64;
    wp::float32 var_65;
    const wp::float32 var_66 = -0.16;
    const wp::float32 var_67 = -0.9;
    wp::float32 var_68;
    wp::float32 var_69;
    wp::float32 var_70;
    wp::float32 var_71;
    wp::float32 var_72;
    const wp::float32 var_73 = -0.9;
    const wp::float32 var_74 = 0.9;
    wp::float32 var_75;
    wp::float32 var_76;
    bool var_77;
    wp::float32 var_78;
    wp::float32 var_79;
    wp::float32 var_80;
    const wp::float32 var_81 = 1.0;
    wp::float32 var_82;
    wp::float32 var_83;
    wp::float32 var_84;
    wp::float32 var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    wp::float32 var_88;
    bool var_89;
    wp::float32 var_90;
    wp::float32 var_91;
    bool var_92;
    bool var_93;
    const wp::float32 var_94 = 1.6;
    bool var_95;
    const wp::float32 var_96 = -1.317;
    bool var_97;
    bool var_98;
    bool var_99;
    const wp::float32 var_100 = 1.4;
    bool var_101;
    wp::float32 var_102;
    wp::float32 var_103;
    wp::float32 var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    const wp::float32 var_107 = -1.2;
    wp::float32 var_108;
    const wp::float32 var_109 = 0.7;
    const wp::float32 var_110 = 0.1;
    const wp::float32 var_111 = 1.31;
    wp::vec_t<3, wp::float32> var_112;
    const wp::float32 var_113 = -0.91;
    const wp::float32 var_114 = 1.3;
    const wp::float32 var_115 = 0.16;
    wp::vec_t<3, wp::float32> var_116;
    wp::float32 var_117;
    wp::float32 var_118;
    const wp::float32 var_119 = 1.0;
    wp::float32 var_120;
    wp::float32 var_121;
    const wp::float32 var_122 = 0.5;
    wp::float32 var_123;
    wp::float32 var_124;
    wp::float32 var_125;
    bool var_126;
    const wp::float32 var_127 = -0.401;
    bool var_128;
    bool var_129;
    wp::float32 var_130;
    const wp::float32 var_131 = -0.25;
    const wp::float32 var_132 = 1.65;
    wp::float32 var_133;
    wp::float32 var_134;
    wp::float32 var_135;
    const wp::int32 var_136 = 5;
    wp::int32 var_137;
    wp::shape_t* var_138;
    const wp::int32 var_139 = 0;
    wp::int32 var_140;
    wp::shape_t var_141;
    wp::int32 var_142;
    wp::float32* var_143;
    wp::float32 var_144;
    wp::float32 var_145;
    wp::float32 var_146;
    const wp::float32 var_147 = -1.6;
    const wp::float32 var_148 = 1.256;
    const wp::float32 var_149 = 0.293;
    wp::vec_t<3, wp::float32> var_150;
    wp::float32 var_151;
    bool var_152;
    wp::float32 var_153;
    wp::float32 var_154;
    const wp::int32 var_155 = 0;
    wp::int32 var_156;
    const wp::int32 var_157 = 5;
    bool var_158;
    const wp::int32 var_159 = 1;
    wp::int32 var_160;
    const wp::float32 var_161 = 1.399;
    const wp::float32 var_162 = 0.76;
    wp::float32 var_163;
    wp::float32 var_164;
    wp::float32 var_165;
    bool var_166;
    bool var_167;
    bool var_168;
    wp::float32 var_169;
    wp::int32 var_170;
    bool var_171;
    wp::float32 var_172;
    wp::int32 var_173;
    wp::float32 var_174;
    bool var_175;
    bool var_176;
    bool var_177;
    bool var_178;
    const wp::float32 var_179 = 1.431;
    bool var_180;
    const wp::float32 var_181 = -1.748;
    const wp::float32 var_182 = 0.682;
    const wp::float32 var_183 = 0.1;
    wp::vec_t<3, wp::float32> var_184;
    wp::float32 var_185;
    wp::float32 var_186;
    wp::float32 var_187;
    wp::float32 var_188;
    wp::float32 var_189;
    const wp::int32 var_190 = 0;
    const wp::int32 var_191 = 1;
    wp::int32 var_192;
    wp::shape_t* var_193;
    const wp::int32 var_194 = 0;
    wp::int32 var_195;
    wp::shape_t var_196;
    wp::int32 var_197;
    wp::float32* var_198;
    wp::float32 var_199;
    wp::float32 var_200;
    wp::float32 var_201;
    const wp::float32 var_202 = -1.945;
    const wp::float32 var_203 = 0.92;
    const wp::float32 var_204 = -0.9;
    wp::vec_t<3, wp::float32> var_205;
    wp::float32 var_206;
    const wp::float32 var_207 = 0.21;
    const wp::float32 var_208 = -0.643;
    const wp::float32 var_209 = -1.1;
    wp::vec_t<3, wp::float32> var_210;
    const wp::float32 var_211 = 1.5;
    const wp::float32 var_212 = -1.28;
    const wp::float32 var_213 = 0.6;
    wp::vec_t<3, wp::float32> var_214;
    wp::float32 var_215;
    bool var_216;
    const wp::float32 var_217 = -1.3;
    wp::float32 var_218;
    const wp::float32 var_219 = 1.55;
    wp::float32 var_220;
    wp::float32 var_221;
    wp::float32 var_222;
    const wp::int32 var_223 = 3;
    wp::int32 var_224;
    const wp::int32 var_225 = 0;
    const wp::int32 var_226 = 3;
    wp::range_t var_227;
    wp::int32 var_228;
    const wp::float32 var_229 = 0.5;
    wp::float32 var_230;
    const wp::int32 var_231 = 5;
    wp::int32 var_232;
    wp::shape_t* var_233;
    const wp::int32 var_234 = 0;
    wp::int32 var_235;
    wp::shape_t var_236;
    wp::int32 var_237;
    wp::float32* var_238;
    wp::float32 var_239;
    wp::float32 var_240;
    wp::float32 var_241;
    bool var_242;
    wp::float32 var_243;
    const wp::float32 var_244 = -0.9;
    const wp::float32 var_245 = 0.9;
    wp::float32 var_246;
    wp::float32 var_247;
    wp::float32 var_248;
    const wp::float32 var_249 = 1.0;
    wp::float32 var_250;
    wp::float32 var_251;
    const wp::float32 var_252 = 1.99;
    wp::float32 var_253;
    wp::float32 var_254;
    wp::float32 var_255;
    const wp::float32 var_256 = 0.57;
    const wp::float32 var_257 = 0.915;
    const wp::float32 var_258 = -1.2;
    wp::vec_t<3, wp::float32> var_259;
    const wp::float32 var_260 = -1.85;
    const wp::float32 var_261 = 0.68;
    const wp::float32 var_262 = -1.969;
    wp::vec_t<3, wp::float32> var_263;
    wp::float32 var_264;
    wp::float32 var_265;
    wp::float32 var_266;
    wp::float32 var_267;
    wp::float32 var_268;
    const wp::int32 var_269 = 1;
    const wp::int32 var_270 = 1;
    wp::int32 var_271;
    wp::shape_t* var_272;
    const wp::int32 var_273 = 0;
    wp::int32 var_274;
    wp::shape_t var_275;
    wp::int32 var_276;
    wp::float32* var_277;
    wp::float32 var_278;
    wp::float32 var_279;
    wp::float32 var_280;
    const wp::float32 var_281 = -1.945;
    const wp::float32 var_282 = 0.92;
    const wp::float32 var_283 = -0.9;
    wp::vec_t<3, wp::float32> var_284;
    wp::float32 var_285;
    const wp::float32 var_286 = 0.21;
    const wp::float32 var_287 = -0.643;
    const wp::float32 var_288 = -1.1;
    wp::vec_t<3, wp::float32> var_289;
    const wp::float32 var_290 = 1.5;
    const wp::float32 var_291 = -1.28;
    const wp::float32 var_292 = 0.6;
    wp::vec_t<3, wp::float32> var_293;
    wp::float32 var_294;
    bool var_295;
    const wp::float32 var_296 = -1.3;
    wp::float32 var_297;
    const wp::float32 var_298 = 1.55;
    wp::float32 var_299;
    wp::float32 var_300;
    wp::float32 var_301;
    const wp::int32 var_302 = 3;
    wp::int32 var_303;
    const wp::int32 var_304 = 0;
    const wp::int32 var_305 = 3;
    wp::range_t var_306;
    wp::int32 var_307;
    const wp::float32 var_308 = 0.5;
    wp::float32 var_309;
    const wp::int32 var_310 = 5;
    wp::int32 var_311;
    wp::shape_t* var_312;
    const wp::int32 var_313 = 0;
    wp::int32 var_314;
    wp::shape_t var_315;
    wp::int32 var_316;
    wp::float32* var_317;
    wp::float32 var_318;
    wp::float32 var_319;
    wp::float32 var_320;
    bool var_321;
    wp::float32 var_322;
    const wp::float32 var_323 = -0.9;
    const wp::float32 var_324 = 0.9;
    wp::float32 var_325;
    wp::float32 var_326;
    wp::float32 var_327;
    const wp::float32 var_328 = 1.0;
    wp::float32 var_329;
    wp::float32 var_330;
    const wp::float32 var_331 = 1.99;
    wp::float32 var_332;
    wp::float32 var_333;
    wp::float32 var_334;
    const wp::float32 var_335 = 0.57;
    const wp::float32 var_336 = 0.915;
    const wp::float32 var_337 = -1.2;
    wp::vec_t<3, wp::float32> var_338;
    const wp::float32 var_339 = -1.85;
    const wp::float32 var_340 = 0.68;
    const wp::float32 var_341 = -1.969;
    wp::vec_t<3, wp::float32> var_342;
    wp::float32 var_343;
    wp::float32 var_344;
    wp::float32 var_345;
    wp::float32 var_346;
    wp::float32 var_347;
    const wp::float32 var_348 = 1.81;
    const wp::float32 var_349 = -1.66;
    const wp::float32 var_350 = -1.6;
    wp::vec_t<3, wp::float32> var_351;
    const wp::int32 var_352 = 0;
    wp::float32 var_353;
    const wp::int32 var_354 = 1;
    wp::float32 var_355;
    wp::float32 var_356;
    const wp::int32 var_357 = 2;
    wp::float32 var_358;
    wp::float32 var_359;
    wp::float32 var_360;
    const wp::float32 var_361 = 0.36;
    const wp::float32 var_362 = -1.63;
    const wp::float32 var_363 = -0.02;
    wp::vec_t<3, wp::float32> var_364;
    wp::float32 var_365;
    wp::float32 var_366;
    wp::float32 var_367;
    const wp::int32 var_368 = 3;
    wp::int32 var_369;
    const wp::int32 var_370 = 0;
    const wp::int32 var_371 = 3;
    wp::range_t var_372;
    wp::int32 var_373;
    const wp::int32 var_374 = 1;
    wp::int32 var_375;
    wp::shape_t* var_376;
    const wp::int32 var_377 = 0;
    wp::int32 var_378;
    wp::shape_t var_379;
    wp::int32 var_380;
    wp::float32* var_381;
    const wp::float32 var_382 = 0.53;
    const wp::float32 var_383 = -1.675;
    wp::float32 var_384;
    wp::float32 var_385;
    const wp::float32 var_386 = 1.0;
    wp::float32 var_387;
    wp::float32 var_388;
    wp::float32 var_389;
    wp::float32 var_390;
    const wp::float32 var_391 = 0.19;
    wp::float32 var_392;
    wp::float32 var_393;
    wp::float32 var_394;
    bool var_395;
    const wp::float32 var_396 = 1.73;
    const wp::float32 var_397 = 1.82;
    const wp::float32 var_398 = -0.66;
    wp::vec_t<3, wp::float32> var_399;
    const wp::float32 var_400 = 0.5;
    const wp::float32 var_401 = 1.79;
    const wp::float32 var_402 = 0.49;
    wp::vec_t<3, wp::float32> var_403;
    const wp::float32 var_404 = 1.5;
    wp::vec_t<3, wp::float32> var_405;
    const wp::int32 var_406 = 2;
    wp::float32 var_407;
    wp::float32 var_408;
    wp::float32 var_409;
    const wp::float32 var_410 = -1.14;
    wp::vec_t<3, wp::float32> var_411;
    wp::vec_t<3, wp::float32> var_412;
    const wp::int32 var_413 = 0;
    wp::float32 var_414;
    wp::float32 var_415;
    wp::float32 var_416;
    const wp::float32 var_417 = -0.04;
    const wp::float32 var_418 = 1.76;
    bool var_419;
    wp::float32 var_420;
    wp::float32 var_421;
    wp::float32 var_422;
    const wp::float32 var_423 = 1.0;
    wp::float32 var_424;
    wp::float32 var_425;
    const wp::float32 var_426 = -1.642;
    wp::float32 var_427;
    const wp::float32 var_428 = 1.0;
    wp::float32 var_429;
    wp::float32 var_430;
    const wp::float32 var_431 = -0.56;
    wp::vec_t<3, wp::float32> var_432;
    const wp::float32 var_433 = -0.668;
    const wp::float32 var_434 = 0.614;
    const wp::float32 var_435 = -0.85;
    wp::vec_t<3, wp::float32> var_436;
    wp::float32 var_437;
    wp::float32 var_438;
    wp::float32 var_439;
    wp::float32 var_440;
    const wp::float32 var_441 = 1.0;
    wp::float32 var_442;
    wp::float32 var_443;
    wp::vec_t<3, wp::float32> var_444;
    const wp::int32 var_445 = 0;
    wp::float32 var_446;
    const wp::int32 var_447 = 1;
    wp::float32 var_448;
    wp::float32 var_449;
    const wp::int32 var_450 = 2;
    wp::float32 var_451;
    wp::float32 var_452;
    wp::float32 var_453;
    wp::float32 var_454;
    wp::float32 var_455;
    wp::float32 var_456;
    wp::float32 var_457;
    wp::float32 var_458;
    wp::float32 var_459;
    wp::float32 var_460;
    wp::float32 var_461;
    wp::float32 var_462;
    wp::float32 var_463;
    wp::float32 var_464;
    wp::float32 var_465;
    bool var_466;
    wp::float32 var_467;
    wp::float32 var_468;
    wp::float32 var_469;
    const wp::float32 var_470 = 0.38;
    const wp::float32 var_471 = 0.2;
    bool var_472;
    const wp::float32 var_473 = 1.1;
    wp::float32 var_474;
    wp::float32 var_475;
    const wp::int32 var_476 = 6;
    wp::range_t var_477;
    wp::int32 var_478;
    const wp::float32 var_479 = 0.6;
    const wp::float32 var_480 = 0.69;
    const wp::float32 var_481 = 1.281;
    wp::vec_t<3, wp::float32> var_482;
    const wp::float32 var_483 = 0.747;
    const wp::float32 var_484 = 0.89;
    const wp::float32 var_485 = -1.143;
    wp::vec_t<3, wp::float32> var_486;
    wp::vec_t<3, wp::float32> var_487;
    const wp::int32 var_488 = 1;
    wp::float32 var_489;
    wp::float32 var_490;
    wp::float32 var_491;
    const wp::int32 var_492 = 3;
    wp::int32 var_493;
    const wp::int32 var_494 = 0;
    bool var_495;
    wp::float32 var_496;
    const wp::int32 var_497 = 4;
    wp::int32 var_498;
    const wp::int32 var_499 = 1;
    bool var_500;
    wp::float32 var_501;
    const wp::float32 var_502 = -100.0;
    const wp::float32 var_503 = 100.0;
    wp::float32 var_504;
    wp::float32 var_505;
    wp::int32 var_506;
    const wp::int32 var_507 = 4;
    wp::int32 var_508;
    const wp::int32 var_509 = 0;
    bool var_510;
    const wp::float32 var_511 = -0.913;
    const wp::float32 var_512 = -0.5;
    const wp::float32 var_513 = -1.46;
    wp::vec_t<3, wp::float32> var_514;
    const wp::float32 var_515 = -1.237;
    const wp::float32 var_516 = -0.185;
    const wp::float32 var_517 = -1.3;
    wp::vec_t<3, wp::float32> var_518;
    wp::float32 var_519;
    wp::float32 var_520;
    const wp::float32 var_521 = 1.0;
    wp::float32 var_522;
    wp::float32 var_523;
    wp::float32 var_524;
    wp::float32 var_525;
    wp::float32 var_526;
    wp::float32 var_527;
    bool var_528;
    bool var_529;
    bool var_530;
    bool var_531;
    bool var_532;
    bool var_533;
    wp::float32 var_534;
    wp::float32 var_535;
    const wp::int32 var_536 = 3;
    wp::int32 var_537;
    const wp::int32 var_538 = 0;
    const wp::int32 var_539 = -1;
    wp::range_t var_540;
    wp::int32 var_541;
    wp::float32 var_542;
    wp::float32 var_543;
    wp::float32 var_544;
    bool var_545;
    bool var_546;
    bool var_547;
    const wp::float32 var_548 = 1.5;
    wp::float32 var_549;
    wp::float32 var_550;
    wp::float32 var_551;
    const wp::float32 var_552 = 1.11;
    wp::float32 var_553;
    wp::float32 var_554;
    const wp::float32 var_555 = 0.632;
    const wp::float32 var_556 = -0.54;
    const wp::float32 var_557 = 1.235;
    wp::vec_t<3, wp::float32> var_558;
    const wp::int32 var_559 = 2;
    wp::float32 var_560;
    wp::float32 var_561;
    const wp::int32 var_562 = 4;
    wp::int32 var_563;
    const wp::int32 var_564 = 1;
    bool var_565;
    const wp::float32 var_566 = 1.9;
    wp::float32 var_567;
    const wp::float32 var_568 = -1.49;
    wp::float32 var_569;
    const wp::float32 var_570 = 1.0;
    wp::float32 var_571;
    wp::float32 var_572;
    wp::float32 var_573;
    wp::float32 var_574;
    wp::float32 var_575;
    wp::float32 var_576;
    bool var_577;
    wp::float32 var_578;
    wp::float32 var_579;
    wp::float32 var_580;
    wp::float32 var_581;
    const wp::int32 var_582 = 2;
    wp::int32 var_583;
    const wp::int32 var_584 = 0;
    const wp::int32 var_585 = 2;
    wp::range_t var_586;
    wp::int32 var_587;
    const wp::float32 var_588 = 0.562;
    const wp::float32 var_589 = 0.9;
    wp::float32 var_590;
    const wp::float32 var_591 = 1.0;
    wp::float32 var_592;
    wp::float32 var_593;
    const wp::float32 var_594 = 1.01;
    const wp::float32 var_595 = -0.8;
    wp::float32 var_596;
    wp::float32 var_597;
    wp::float32 var_598;
    wp::float32 var_599;
    bool var_600;
    wp::range_t var_601;
    wp::int32 var_602;
    const wp::float32 var_603 = -1.3;
    const wp::float32 var_604 = -0.7;
    wp::float32 var_605;
    wp::float32 var_606;
    wp::float32 var_607;
    wp::float32 var_608;
    bool var_609;
    bool var_610;
    const wp::float32 var_611 = -1.654;
    bool var_612;
    bool var_613;
    wp::float32 var_614;
    wp::float32 var_615;
    wp::float32 var_616;
    const wp::float32 var_617 = 1.0;
    wp::float32 var_618;
    wp::float32 var_619;
    const wp::float32 var_620 = 0.2;
    const wp::float32 var_621 = 1.8;
    wp::float32 var_622;
    wp::float32 var_623;
    bool var_624;
    wp::float32 var_625;
    wp::float32 var_626;
    wp::vec_t<3, wp::float32> var_627;
    const wp::int32 var_628 = 0;
    wp::float32 var_629;
    const wp::int32 var_630 = 1;
    wp::float32 var_631;
    wp::float32 var_632;
    const wp::int32 var_633 = 2;
    wp::float32 var_634;
    wp::float32 var_635;
    wp::float32 var_636;
    wp::float32 var_637;
    wp::float32 var_638;
    const wp::int32 var_639 = 0;
    wp::int32 var_640;
    bool var_641;
    const wp::int32 var_642 = 2;
    bool var_643;
    const wp::float32 var_644 = 0.9;
    bool var_645;
    const wp::int32 var_646 = 1;
    wp::int32 var_647;
    const wp::float32 var_648 = 0.04;
    wp::float32 var_649;
    wp::float32 var_650;
    bool var_651;
    wp::float32 var_652;
    wp::int32 var_653;
    wp::range_t var_654;
    wp::range_t var_655;
    wp::int32 var_656;
    const wp::float32 var_657 = 0.16;
    const wp::float32 var_658 = -0.91;
    const wp::float32 var_659 = 1.7;
    wp::vec_t<3, wp::float32> var_660;
    const wp::float32 var_661 = -1.1;
    const wp::float32 var_662 = -0.703;
    const wp::float32 var_663 = 1.5;
    wp::vec_t<3, wp::float32> var_664;
    const wp::float32 var_665 = 1.6;
    const wp::float32 var_666 = 0.357;
    const wp::float32 var_667 = 1.83;
    wp::vec_t<3, wp::float32> var_668;
    wp::vec_t<3, wp::float32> var_669;
    wp::float32 var_670;
    wp::float32 var_671;
    wp::float32 var_672;
    wp::range_t var_673;
    wp::int32 var_674;
    const wp::float32 var_675 = 0.5;
    wp::float32 var_676;
    const wp::float32 var_677 = 1.32;
    const wp::float32 var_678 = -0.118;
    const wp::float32 var_679 = -0.82;
    wp::vec_t<3, wp::float32> var_680;
    const wp::float32 var_681 = -0.5;
    wp::vec_t<3, wp::float32> var_682;
    wp::float32 var_683;
    const wp::float32 var_684 = -0.299;
    const wp::float32 var_685 = 1.985;
    wp::float32 var_686;
    const wp::float32 var_687 = 1.0;
    wp::float32 var_688;
    wp::float32 var_689;
    wp::float32 var_690;
    const wp::float32 var_691 = 1.0;
    wp::float32 var_692;
    wp::float32 var_693;
    wp::float32 var_694;
    wp::float32 var_695;
    const wp::float32 var_696 = 0.5;
    wp::float32 var_697;
    wp::float32 var_698;
    wp::float32 var_699;
    wp::float32 var_700;
    wp::float32 var_701;
    wp::float32 var_702;
    bool var_703;
    wp::float32 var_704;
    wp::float32 var_705;
    wp::float32 var_706;
    wp::float32 var_707;
    wp::float32 var_708;
    bool var_709;
    bool var_710;
    const wp::float32 var_711 = -0.14;
    bool var_712;
    wp::float32 var_713;
    const wp::float32 var_714 = 1.0;
    wp::float32 var_715;
    wp::float32 var_716;
    wp::float32 var_717;
    wp::float32 var_718;
    const wp::float32 var_719 = 1.69;
    wp::float32 var_720;
    wp::float32 var_721;
    wp::range_t var_722;
    wp::int32 var_723;
    const wp::float32 var_724 = -0.864;
    wp::float32 var_725;
    wp::float32 var_726;
    bool var_727;
    bool var_728;
    const wp::float32 var_729 = -1.604;
    bool var_730;
    wp::float32 var_731;
    wp::float32 var_732;
    wp::float32 var_733;
    const wp::float32 var_734 = -1.05;
    const wp::float32 var_735 = 1.666;
    const wp::float32 var_736 = -0.74;
    wp::vec_t<3, wp::float32> var_737;
    wp::float32 var_738;
    const wp::float32 var_739 = 1.0;
    wp::float32 var_740;
    wp::vec_t<3, wp::float32> var_741;
    wp::float32 var_742;
    const wp::float32 var_743 = 0.56;
    wp::float32 var_744;
    wp::float32 var_745;
    wp::float32 var_746;
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
    wp::int32 adj_8 = {};
    wp::int32 adj_9 = {};
    wp::int32 adj_10 = {};
    bool adj_11 = {};
    bool adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::range_t adj_19 = {};
    wp::int32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::int32 adj_24 = {};
    wp::int32 adj_25 = {};
    bool adj_26 = {};
    wp::int32 adj_27 = {};
    bool adj_28 = {};
    wp::float32 adj_29 = {};
    bool adj_30 = {};
    wp::int32 adj_31 = {};
    wp::int32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::vec_t<3, wp::float32> adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::vec_t<3, wp::float32> adj_42 = {};
    wp::vec_t<3, wp::float32> adj_43 = {};
    wp::int32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::int32 adj_48 = {};
    wp::int32 adj_49 = {};
    bool adj_50 = {};
    wp::int32 adj_51 = {};
    bool adj_52 = {};
    wp::int32 adj_53 = {};
    wp::int32 adj_54 = {};
    wp::int32 adj_55 = {};
    bool adj_56 = {};
    wp::int32 adj_57 = {};
    wp::int32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::vec_t<3, wp::float32> adj_64 = {};
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
    wp::float32 adj_75 = {};
    wp::float32 adj_76 = {};
    bool adj_77 = {};
    wp::float32 adj_78 = {};
    wp::float32 adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::float32 adj_84 = {};
    wp::float32 adj_85 = {};
    wp::float32 adj_86 = {};
    wp::float32 adj_87 = {};
    wp::float32 adj_88 = {};
    bool adj_89 = {};
    wp::float32 adj_90 = {};
    wp::float32 adj_91 = {};
    bool adj_92 = {};
    bool adj_93 = {};
    wp::float32 adj_94 = {};
    bool adj_95 = {};
    wp::float32 adj_96 = {};
    bool adj_97 = {};
    bool adj_98 = {};
    bool adj_99 = {};
    wp::float32 adj_100 = {};
    bool adj_101 = {};
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
    wp::vec_t<3, wp::float32> adj_112 = {};
    wp::float32 adj_113 = {};
    wp::float32 adj_114 = {};
    wp::float32 adj_115 = {};
    wp::vec_t<3, wp::float32> adj_116 = {};
    wp::float32 adj_117 = {};
    wp::float32 adj_118 = {};
    wp::float32 adj_119 = {};
    wp::float32 adj_120 = {};
    wp::float32 adj_121 = {};
    wp::float32 adj_122 = {};
    wp::float32 adj_123 = {};
    wp::float32 adj_124 = {};
    wp::float32 adj_125 = {};
    bool adj_126 = {};
    wp::float32 adj_127 = {};
    bool adj_128 = {};
    bool adj_129 = {};
    wp::float32 adj_130 = {};
    wp::float32 adj_131 = {};
    wp::float32 adj_132 = {};
    wp::float32 adj_133 = {};
    wp::float32 adj_134 = {};
    wp::float32 adj_135 = {};
    wp::int32 adj_136 = {};
    wp::int32 adj_137 = {};
    wp::shape_t adj_138 = {};
    wp::int32 adj_139 = {};
    wp::int32 adj_140 = {};
    wp::shape_t adj_141 = {};
    wp::int32 adj_142 = {};
    wp::float32 adj_143 = {};
    wp::float32 adj_144 = {};
    wp::float32 adj_145 = {};
    wp::float32 adj_146 = {};
    wp::float32 adj_147 = {};
    wp::float32 adj_148 = {};
    wp::float32 adj_149 = {};
    wp::vec_t<3, wp::float32> adj_150 = {};
    wp::float32 adj_151 = {};
    bool adj_152 = {};
    wp::float32 adj_153 = {};
    wp::float32 adj_154 = {};
    wp::int32 adj_155 = {};
    wp::int32 adj_156 = {};
    wp::int32 adj_157 = {};
    bool adj_158 = {};
    wp::int32 adj_159 = {};
    wp::int32 adj_160 = {};
    wp::float32 adj_161 = {};
    wp::float32 adj_162 = {};
    wp::float32 adj_163 = {};
    wp::float32 adj_164 = {};
    wp::float32 adj_165 = {};
    bool adj_166 = {};
    bool adj_167 = {};
    bool adj_168 = {};
    wp::float32 adj_169 = {};
    wp::int32 adj_170 = {};
    bool adj_171 = {};
    wp::float32 adj_172 = {};
    wp::int32 adj_173 = {};
    wp::float32 adj_174 = {};
    bool adj_175 = {};
    bool adj_176 = {};
    bool adj_177 = {};
    bool adj_178 = {};
    wp::float32 adj_179 = {};
    bool adj_180 = {};
    wp::float32 adj_181 = {};
    wp::float32 adj_182 = {};
    wp::float32 adj_183 = {};
    wp::vec_t<3, wp::float32> adj_184 = {};
    wp::float32 adj_185 = {};
    wp::float32 adj_186 = {};
    wp::float32 adj_187 = {};
    wp::float32 adj_188 = {};
    wp::float32 adj_189 = {};
    wp::int32 adj_190 = {};
    wp::int32 adj_191 = {};
    wp::int32 adj_192 = {};
    wp::shape_t adj_193 = {};
    wp::int32 adj_194 = {};
    wp::int32 adj_195 = {};
    wp::shape_t adj_196 = {};
    wp::int32 adj_197 = {};
    wp::float32 adj_198 = {};
    wp::float32 adj_199 = {};
    wp::float32 adj_200 = {};
    wp::float32 adj_201 = {};
    wp::float32 adj_202 = {};
    wp::float32 adj_203 = {};
    wp::float32 adj_204 = {};
    wp::vec_t<3, wp::float32> adj_205 = {};
    wp::float32 adj_206 = {};
    wp::float32 adj_207 = {};
    wp::float32 adj_208 = {};
    wp::float32 adj_209 = {};
    wp::vec_t<3, wp::float32> adj_210 = {};
    wp::float32 adj_211 = {};
    wp::float32 adj_212 = {};
    wp::float32 adj_213 = {};
    wp::vec_t<3, wp::float32> adj_214 = {};
    wp::float32 adj_215 = {};
    bool adj_216 = {};
    wp::float32 adj_217 = {};
    wp::float32 adj_218 = {};
    wp::float32 adj_219 = {};
    wp::float32 adj_220 = {};
    wp::float32 adj_221 = {};
    wp::float32 adj_222 = {};
    wp::int32 adj_223 = {};
    wp::int32 adj_224 = {};
    wp::int32 adj_225 = {};
    wp::int32 adj_226 = {};
    wp::range_t adj_227 = {};
    wp::int32 adj_228 = {};
    wp::float32 adj_229 = {};
    wp::float32 adj_230 = {};
    wp::int32 adj_231 = {};
    wp::int32 adj_232 = {};
    wp::shape_t adj_233 = {};
    wp::int32 adj_234 = {};
    wp::int32 adj_235 = {};
    wp::shape_t adj_236 = {};
    wp::int32 adj_237 = {};
    wp::float32 adj_238 = {};
    wp::float32 adj_239 = {};
    wp::float32 adj_240 = {};
    wp::float32 adj_241 = {};
    bool adj_242 = {};
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
    wp::vec_t<3, wp::float32> adj_259 = {};
    wp::float32 adj_260 = {};
    wp::float32 adj_261 = {};
    wp::float32 adj_262 = {};
    wp::vec_t<3, wp::float32> adj_263 = {};
    wp::float32 adj_264 = {};
    wp::float32 adj_265 = {};
    wp::float32 adj_266 = {};
    wp::float32 adj_267 = {};
    wp::float32 adj_268 = {};
    wp::int32 adj_269 = {};
    wp::int32 adj_270 = {};
    wp::int32 adj_271 = {};
    wp::shape_t adj_272 = {};
    wp::int32 adj_273 = {};
    wp::int32 adj_274 = {};
    wp::shape_t adj_275 = {};
    wp::int32 adj_276 = {};
    wp::float32 adj_277 = {};
    wp::float32 adj_278 = {};
    wp::float32 adj_279 = {};
    wp::float32 adj_280 = {};
    wp::float32 adj_281 = {};
    wp::float32 adj_282 = {};
    wp::float32 adj_283 = {};
    wp::vec_t<3, wp::float32> adj_284 = {};
    wp::float32 adj_285 = {};
    wp::float32 adj_286 = {};
    wp::float32 adj_287 = {};
    wp::float32 adj_288 = {};
    wp::vec_t<3, wp::float32> adj_289 = {};
    wp::float32 adj_290 = {};
    wp::float32 adj_291 = {};
    wp::float32 adj_292 = {};
    wp::vec_t<3, wp::float32> adj_293 = {};
    wp::float32 adj_294 = {};
    bool adj_295 = {};
    wp::float32 adj_296 = {};
    wp::float32 adj_297 = {};
    wp::float32 adj_298 = {};
    wp::float32 adj_299 = {};
    wp::float32 adj_300 = {};
    wp::float32 adj_301 = {};
    wp::int32 adj_302 = {};
    wp::int32 adj_303 = {};
    wp::int32 adj_304 = {};
    wp::int32 adj_305 = {};
    wp::range_t adj_306 = {};
    wp::int32 adj_307 = {};
    wp::float32 adj_308 = {};
    wp::float32 adj_309 = {};
    wp::int32 adj_310 = {};
    wp::int32 adj_311 = {};
    wp::shape_t adj_312 = {};
    wp::int32 adj_313 = {};
    wp::int32 adj_314 = {};
    wp::shape_t adj_315 = {};
    wp::int32 adj_316 = {};
    wp::float32 adj_317 = {};
    wp::float32 adj_318 = {};
    wp::float32 adj_319 = {};
    wp::float32 adj_320 = {};
    bool adj_321 = {};
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
    wp::float32 adj_332 = {};
    wp::float32 adj_333 = {};
    wp::float32 adj_334 = {};
    wp::float32 adj_335 = {};
    wp::float32 adj_336 = {};
    wp::float32 adj_337 = {};
    wp::vec_t<3, wp::float32> adj_338 = {};
    wp::float32 adj_339 = {};
    wp::float32 adj_340 = {};
    wp::float32 adj_341 = {};
    wp::vec_t<3, wp::float32> adj_342 = {};
    wp::float32 adj_343 = {};
    wp::float32 adj_344 = {};
    wp::float32 adj_345 = {};
    wp::float32 adj_346 = {};
    wp::float32 adj_347 = {};
    wp::float32 adj_348 = {};
    wp::float32 adj_349 = {};
    wp::float32 adj_350 = {};
    wp::vec_t<3, wp::float32> adj_351 = {};
    wp::int32 adj_352 = {};
    wp::float32 adj_353 = {};
    wp::int32 adj_354 = {};
    wp::float32 adj_355 = {};
    wp::float32 adj_356 = {};
    wp::int32 adj_357 = {};
    wp::float32 adj_358 = {};
    wp::float32 adj_359 = {};
    wp::float32 adj_360 = {};
    wp::float32 adj_361 = {};
    wp::float32 adj_362 = {};
    wp::float32 adj_363 = {};
    wp::vec_t<3, wp::float32> adj_364 = {};
    wp::float32 adj_365 = {};
    wp::float32 adj_366 = {};
    wp::float32 adj_367 = {};
    wp::int32 adj_368 = {};
    wp::int32 adj_369 = {};
    wp::int32 adj_370 = {};
    wp::int32 adj_371 = {};
    wp::range_t adj_372 = {};
    wp::int32 adj_373 = {};
    wp::int32 adj_374 = {};
    wp::int32 adj_375 = {};
    wp::shape_t adj_376 = {};
    wp::int32 adj_377 = {};
    wp::int32 adj_378 = {};
    wp::shape_t adj_379 = {};
    wp::int32 adj_380 = {};
    wp::float32 adj_381 = {};
    wp::float32 adj_382 = {};
    wp::float32 adj_383 = {};
    wp::float32 adj_384 = {};
    wp::float32 adj_385 = {};
    wp::float32 adj_386 = {};
    wp::float32 adj_387 = {};
    wp::float32 adj_388 = {};
    wp::float32 adj_389 = {};
    wp::float32 adj_390 = {};
    wp::float32 adj_391 = {};
    wp::float32 adj_392 = {};
    wp::float32 adj_393 = {};
    wp::float32 adj_394 = {};
    bool adj_395 = {};
    wp::float32 adj_396 = {};
    wp::float32 adj_397 = {};
    wp::float32 adj_398 = {};
    wp::vec_t<3, wp::float32> adj_399 = {};
    wp::float32 adj_400 = {};
    wp::float32 adj_401 = {};
    wp::float32 adj_402 = {};
    wp::vec_t<3, wp::float32> adj_403 = {};
    wp::float32 adj_404 = {};
    wp::vec_t<3, wp::float32> adj_405 = {};
    wp::int32 adj_406 = {};
    wp::float32 adj_407 = {};
    wp::float32 adj_408 = {};
    wp::float32 adj_409 = {};
    wp::float32 adj_410 = {};
    wp::vec_t<3, wp::float32> adj_411 = {};
    wp::vec_t<3, wp::float32> adj_412 = {};
    wp::int32 adj_413 = {};
    wp::float32 adj_414 = {};
    wp::float32 adj_415 = {};
    wp::float32 adj_416 = {};
    wp::float32 adj_417 = {};
    wp::float32 adj_418 = {};
    bool adj_419 = {};
    wp::float32 adj_420 = {};
    wp::float32 adj_421 = {};
    wp::float32 adj_422 = {};
    wp::float32 adj_423 = {};
    wp::float32 adj_424 = {};
    wp::float32 adj_425 = {};
    wp::float32 adj_426 = {};
    wp::float32 adj_427 = {};
    wp::float32 adj_428 = {};
    wp::float32 adj_429 = {};
    wp::float32 adj_430 = {};
    wp::float32 adj_431 = {};
    wp::vec_t<3, wp::float32> adj_432 = {};
    wp::float32 adj_433 = {};
    wp::float32 adj_434 = {};
    wp::float32 adj_435 = {};
    wp::vec_t<3, wp::float32> adj_436 = {};
    wp::float32 adj_437 = {};
    wp::float32 adj_438 = {};
    wp::float32 adj_439 = {};
    wp::float32 adj_440 = {};
    wp::float32 adj_441 = {};
    wp::float32 adj_442 = {};
    wp::float32 adj_443 = {};
    wp::vec_t<3, wp::float32> adj_444 = {};
    wp::int32 adj_445 = {};
    wp::float32 adj_446 = {};
    wp::int32 adj_447 = {};
    wp::float32 adj_448 = {};
    wp::float32 adj_449 = {};
    wp::int32 adj_450 = {};
    wp::float32 adj_451 = {};
    wp::float32 adj_452 = {};
    wp::float32 adj_453 = {};
    wp::float32 adj_454 = {};
    wp::float32 adj_455 = {};
    wp::float32 adj_456 = {};
    wp::float32 adj_457 = {};
    wp::float32 adj_458 = {};
    wp::float32 adj_459 = {};
    wp::float32 adj_460 = {};
    wp::float32 adj_461 = {};
    wp::float32 adj_462 = {};
    wp::float32 adj_463 = {};
    wp::float32 adj_464 = {};
    wp::float32 adj_465 = {};
    bool adj_466 = {};
    wp::float32 adj_467 = {};
    wp::float32 adj_468 = {};
    wp::float32 adj_469 = {};
    wp::float32 adj_470 = {};
    wp::float32 adj_471 = {};
    bool adj_472 = {};
    wp::float32 adj_473 = {};
    wp::float32 adj_474 = {};
    wp::float32 adj_475 = {};
    wp::int32 adj_476 = {};
    wp::range_t adj_477 = {};
    wp::int32 adj_478 = {};
    wp::float32 adj_479 = {};
    wp::float32 adj_480 = {};
    wp::float32 adj_481 = {};
    wp::vec_t<3, wp::float32> adj_482 = {};
    wp::float32 adj_483 = {};
    wp::float32 adj_484 = {};
    wp::float32 adj_485 = {};
    wp::vec_t<3, wp::float32> adj_486 = {};
    wp::vec_t<3, wp::float32> adj_487 = {};
    wp::int32 adj_488 = {};
    wp::float32 adj_489 = {};
    wp::float32 adj_490 = {};
    wp::float32 adj_491 = {};
    wp::int32 adj_492 = {};
    wp::int32 adj_493 = {};
    wp::int32 adj_494 = {};
    bool adj_495 = {};
    wp::float32 adj_496 = {};
    wp::int32 adj_497 = {};
    wp::int32 adj_498 = {};
    wp::int32 adj_499 = {};
    bool adj_500 = {};
    wp::float32 adj_501 = {};
    wp::float32 adj_502 = {};
    wp::float32 adj_503 = {};
    wp::float32 adj_504 = {};
    wp::float32 adj_505 = {};
    wp::int32 adj_506 = {};
    wp::int32 adj_507 = {};
    wp::int32 adj_508 = {};
    wp::int32 adj_509 = {};
    bool adj_510 = {};
    wp::float32 adj_511 = {};
    wp::float32 adj_512 = {};
    wp::float32 adj_513 = {};
    wp::vec_t<3, wp::float32> adj_514 = {};
    wp::float32 adj_515 = {};
    wp::float32 adj_516 = {};
    wp::float32 adj_517 = {};
    wp::vec_t<3, wp::float32> adj_518 = {};
    wp::float32 adj_519 = {};
    wp::float32 adj_520 = {};
    wp::float32 adj_521 = {};
    wp::float32 adj_522 = {};
    wp::float32 adj_523 = {};
    wp::float32 adj_524 = {};
    wp::float32 adj_525 = {};
    wp::float32 adj_526 = {};
    wp::float32 adj_527 = {};
    bool adj_528 = {};
    bool adj_529 = {};
    bool adj_530 = {};
    bool adj_531 = {};
    bool adj_532 = {};
    bool adj_533 = {};
    wp::float32 adj_534 = {};
    wp::float32 adj_535 = {};
    wp::int32 adj_536 = {};
    wp::int32 adj_537 = {};
    wp::int32 adj_538 = {};
    wp::int32 adj_539 = {};
    wp::range_t adj_540 = {};
    wp::int32 adj_541 = {};
    wp::float32 adj_542 = {};
    wp::float32 adj_543 = {};
    wp::float32 adj_544 = {};
    bool adj_545 = {};
    bool adj_546 = {};
    bool adj_547 = {};
    wp::float32 adj_548 = {};
    wp::float32 adj_549 = {};
    wp::float32 adj_550 = {};
    wp::float32 adj_551 = {};
    wp::float32 adj_552 = {};
    wp::float32 adj_553 = {};
    wp::float32 adj_554 = {};
    wp::float32 adj_555 = {};
    wp::float32 adj_556 = {};
    wp::float32 adj_557 = {};
    wp::vec_t<3, wp::float32> adj_558 = {};
    wp::int32 adj_559 = {};
    wp::float32 adj_560 = {};
    wp::float32 adj_561 = {};
    wp::int32 adj_562 = {};
    wp::int32 adj_563 = {};
    wp::int32 adj_564 = {};
    bool adj_565 = {};
    wp::float32 adj_566 = {};
    wp::float32 adj_567 = {};
    wp::float32 adj_568 = {};
    wp::float32 adj_569 = {};
    wp::float32 adj_570 = {};
    wp::float32 adj_571 = {};
    wp::float32 adj_572 = {};
    wp::float32 adj_573 = {};
    wp::float32 adj_574 = {};
    wp::float32 adj_575 = {};
    wp::float32 adj_576 = {};
    bool adj_577 = {};
    wp::float32 adj_578 = {};
    wp::float32 adj_579 = {};
    wp::float32 adj_580 = {};
    wp::float32 adj_581 = {};
    wp::int32 adj_582 = {};
    wp::int32 adj_583 = {};
    wp::int32 adj_584 = {};
    wp::int32 adj_585 = {};
    wp::range_t adj_586 = {};
    wp::int32 adj_587 = {};
    wp::float32 adj_588 = {};
    wp::float32 adj_589 = {};
    wp::float32 adj_590 = {};
    wp::float32 adj_591 = {};
    wp::float32 adj_592 = {};
    wp::float32 adj_593 = {};
    wp::float32 adj_594 = {};
    wp::float32 adj_595 = {};
    wp::float32 adj_596 = {};
    wp::float32 adj_597 = {};
    wp::float32 adj_598 = {};
    wp::float32 adj_599 = {};
    bool adj_600 = {};
    wp::range_t adj_601 = {};
    wp::int32 adj_602 = {};
    wp::float32 adj_603 = {};
    wp::float32 adj_604 = {};
    wp::float32 adj_605 = {};
    wp::float32 adj_606 = {};
    wp::float32 adj_607 = {};
    wp::float32 adj_608 = {};
    bool adj_609 = {};
    bool adj_610 = {};
    wp::float32 adj_611 = {};
    bool adj_612 = {};
    bool adj_613 = {};
    wp::float32 adj_614 = {};
    wp::float32 adj_615 = {};
    wp::float32 adj_616 = {};
    wp::float32 adj_617 = {};
    wp::float32 adj_618 = {};
    wp::float32 adj_619 = {};
    wp::float32 adj_620 = {};
    wp::float32 adj_621 = {};
    wp::float32 adj_622 = {};
    wp::float32 adj_623 = {};
    bool adj_624 = {};
    wp::float32 adj_625 = {};
    wp::float32 adj_626 = {};
    wp::vec_t<3, wp::float32> adj_627 = {};
    wp::int32 adj_628 = {};
    wp::float32 adj_629 = {};
    wp::int32 adj_630 = {};
    wp::float32 adj_631 = {};
    wp::float32 adj_632 = {};
    wp::int32 adj_633 = {};
    wp::float32 adj_634 = {};
    wp::float32 adj_635 = {};
    wp::float32 adj_636 = {};
    wp::float32 adj_637 = {};
    wp::float32 adj_638 = {};
    wp::int32 adj_639 = {};
    wp::int32 adj_640 = {};
    bool adj_641 = {};
    wp::int32 adj_642 = {};
    bool adj_643 = {};
    wp::float32 adj_644 = {};
    bool adj_645 = {};
    wp::int32 adj_646 = {};
    wp::int32 adj_647 = {};
    wp::float32 adj_648 = {};
    wp::float32 adj_649 = {};
    wp::float32 adj_650 = {};
    bool adj_651 = {};
    wp::float32 adj_652 = {};
    wp::int32 adj_653 = {};
    wp::range_t adj_654 = {};
    wp::range_t adj_655 = {};
    wp::int32 adj_656 = {};
    wp::float32 adj_657 = {};
    wp::float32 adj_658 = {};
    wp::float32 adj_659 = {};
    wp::vec_t<3, wp::float32> adj_660 = {};
    wp::float32 adj_661 = {};
    wp::float32 adj_662 = {};
    wp::float32 adj_663 = {};
    wp::vec_t<3, wp::float32> adj_664 = {};
    wp::float32 adj_665 = {};
    wp::float32 adj_666 = {};
    wp::float32 adj_667 = {};
    wp::vec_t<3, wp::float32> adj_668 = {};
    wp::vec_t<3, wp::float32> adj_669 = {};
    wp::float32 adj_670 = {};
    wp::float32 adj_671 = {};
    wp::float32 adj_672 = {};
    wp::range_t adj_673 = {};
    wp::int32 adj_674 = {};
    wp::float32 adj_675 = {};
    wp::float32 adj_676 = {};
    wp::float32 adj_677 = {};
    wp::float32 adj_678 = {};
    wp::float32 adj_679 = {};
    wp::vec_t<3, wp::float32> adj_680 = {};
    wp::float32 adj_681 = {};
    wp::vec_t<3, wp::float32> adj_682 = {};
    wp::float32 adj_683 = {};
    wp::float32 adj_684 = {};
    wp::float32 adj_685 = {};
    wp::float32 adj_686 = {};
    wp::float32 adj_687 = {};
    wp::float32 adj_688 = {};
    wp::float32 adj_689 = {};
    wp::float32 adj_690 = {};
    wp::float32 adj_691 = {};
    wp::float32 adj_692 = {};
    wp::float32 adj_693 = {};
    wp::float32 adj_694 = {};
    wp::float32 adj_695 = {};
    wp::float32 adj_696 = {};
    wp::float32 adj_697 = {};
    wp::float32 adj_698 = {};
    wp::float32 adj_699 = {};
    wp::float32 adj_700 = {};
    wp::float32 adj_701 = {};
    wp::float32 adj_702 = {};
    bool adj_703 = {};
    wp::float32 adj_704 = {};
    wp::float32 adj_705 = {};
    wp::float32 adj_706 = {};
    wp::float32 adj_707 = {};
    wp::float32 adj_708 = {};
    bool adj_709 = {};
    bool adj_710 = {};
    wp::float32 adj_711 = {};
    bool adj_712 = {};
    wp::float32 adj_713 = {};
    wp::float32 adj_714 = {};
    wp::float32 adj_715 = {};
    wp::float32 adj_716 = {};
    wp::float32 adj_717 = {};
    wp::float32 adj_718 = {};
    wp::float32 adj_719 = {};
    wp::float32 adj_720 = {};
    wp::float32 adj_721 = {};
    wp::range_t adj_722 = {};
    wp::int32 adj_723 = {};
    wp::float32 adj_724 = {};
    wp::float32 adj_725 = {};
    wp::float32 adj_726 = {};
    bool adj_727 = {};
    bool adj_728 = {};
    wp::float32 adj_729 = {};
    bool adj_730 = {};
    wp::float32 adj_731 = {};
    wp::float32 adj_732 = {};
    wp::float32 adj_733 = {};
    wp::float32 adj_734 = {};
    wp::float32 adj_735 = {};
    wp::float32 adj_736 = {};
    wp::vec_t<3, wp::float32> adj_737 = {};
    wp::float32 adj_738 = {};
    wp::float32 adj_739 = {};
    wp::float32 adj_740 = {};
    wp::vec_t<3, wp::float32> adj_741 = {};
    wp::float32 adj_742 = {};
    wp::float32 adj_743 = {};
    wp::float32 adj_744 = {};
    wp::float32 adj_745 = {};
    wp::float32 adj_746 = {};
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
    // v24 = float(0.0)                                                                       <L 9>
    var_3 = wp::float(var_2);
    // v0 = x0[tid]                                                                           <L 10>
    var_4 = wp::address(var_x0, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // if ((tid) % 3 == 0) or (v0 >= v0):                                                     <L 11>
    var_9 = wp::mod(var_0, var_8);
    var_11 = (var_9 == var_10);
    var_7 = var_11;
    if (!var_7) {
        var_12 = (var_5 >= var_5);
        var_7 = var_7 || var_12;
    }
    if (var_7) {
        // v0 -= wp.tanh((v0 - wp.tanh(v0))) * 0.44                                           <L 12>
        var_13 = wp::tanh(var_5);
        var_14 = wp::sub(var_5, var_13);
        var_15 = wp::tanh(var_14);
        var_17 = wp::mul(var_15, var_16);
        var_18 = wp::sub(var_5, var_17);
        // for j1 in range(n):                                                                <L 13>
        var_19 = wp::range(var_n);
        // v4 = wp.mod(wp.acos(wp.clamp((v0 - v0), -0.9, 0.9)), wp.abs(wp.erfc(wp.where(v0 > v0, v0, v0))) + 1.0)       <L 23>
        var_72 = wp::sub(var_18, var_18);
        var_75 = wp::clamp(var_72, var_73, var_74);
        var_76 = wp::acos(var_75);
        var_77 = (var_18 > var_18);
        var_78 = wp::where(var_77, var_18, var_18);
        var_79 = wp::erfc(var_78);
        var_80 = wp::abs(var_79);
        var_82 = wp::add(var_80, var_81);
        var_83 = wp::mod(var_76, var_82);
        // v24 += v4                                                                          <L 24>
        var_84 = wp::add(var_3, var_83);
    }
    var_85 = wp::where(var_7, var_84, var_3);
    var_86 = wp::where(var_7, var_18, var_5);
    // if wp.min(v0, v0) >= (v0 - v0):                                                        <L 25>
    var_87 = wp::min(var_86, var_86);
    var_88 = wp::sub(var_86, var_86);
    var_89 = (var_87 >= var_88);
    if (var_89) {
        // v0 += wp.tanh(v0)                                                                  <L 26>
        var_90 = wp::tanh(var_86);
        var_91 = wp::add(var_86, var_90);
    }
    if (!var_89) {
        // elif ((v0 <= 1.6) and (-1.317 > v0)) and ((v0 < v0) or (v0 > 1.4)):                <L 27>
        var_95 = (var_86 <= var_94);
        var_93 = var_95;
        if (var_93) {
            var_97 = (var_96 > var_86);
            var_93 = var_93 && var_97;
        }
        var_92 = var_93;
        if (var_92) {
            var_99 = (var_86 < var_86);
            var_98 = var_99;
            if (!var_98) {
                var_101 = (var_86 > var_100);
                var_98 = var_98 || var_101;
            }
            var_92 = var_92 && var_98;
        }
        if (var_92) {
            // v0 = v0 + wp.tanh((float(tid) + wp.degrees(v0)))                               <L 28>
            var_102 = wp::float(var_0);
            var_103 = wp::degrees(var_86);
            var_104 = wp::add(var_102, var_103);
            var_105 = wp::tanh(var_104);
            var_106 = wp::add(var_86, var_105);
            // v5 = ((wp.ceil(-1.2) / (wp.abs(wp.dot(wp.vec3(0.7, 0.1, 1.31), wp.vec3(-0.91, 1.3, 0.16))) + 1.0)) - wp.round(0.5))       <L 29>
            var_108 = wp::ceil(var_107);
            var_112 = wp::vec_t<3, wp::float32>(var_109, var_110, var_111);
            var_116 = wp::vec_t<3, wp::float32>(var_113, var_114, var_115);
            var_117 = wp::dot(var_112, var_116);
            var_118 = wp::abs(var_117);
            var_120 = wp::add(var_118, var_119);
            var_121 = wp::div(var_108, var_120);
            var_123 = wp::round(var_122);
            var_124 = wp::sub(var_121, var_123);
            // v24 += v5                                                                      <L 30>
            var_125 = wp::add(var_85, var_124);
        }
        if (!var_92) {
            // elif (v0 <= -0.401) or (v0 >= v0):                                             <L 31>
            var_128 = (var_86 <= var_127);
            var_126 = var_128;
            if (!var_126) {
                var_129 = (var_86 >= var_86);
                var_126 = var_126 || var_129;
            }
            if (var_126) {
                // v0 = v0 + wp.sin(wp.clamp((v0 + v0), -0.25, 1.65))                         <L 32>
                var_130 = wp::add(var_86, var_86);
                var_133 = wp::clamp(var_130, var_131, var_132);
                var_134 = wp::sin(var_133);
                var_135 = wp::add(var_86, var_134);
                // v0 = v0 + wp.tanh(x0[(tid + 5) % x0.shape[0]])                             <L 33>
                var_137 = wp::add(var_0, var_136);
                var_138 = &(var_x0.shape);
                var_141 = wp::load(var_138);
                var_140 = wp::extract(var_141, var_139);
                var_142 = wp::mod(var_137, var_140);
                var_143 = wp::address(var_x0, var_142);
                var_145 = wp::load(var_143);
                var_144 = wp::tanh(var_145);
                var_146 = wp::add(var_135, var_144);
                // if wp.length_sq(wp.vec3(-1.6, 1.256, 0.293)) <= v0:                        <L 34>
                var_150 = wp::vec_t<3, wp::float32>(var_147, var_148, var_149);
                var_151 = wp::length_sq(var_150);
                var_152 = (var_151 <= var_146);
                if (var_152) {
                    // v0 = v0 + wp.tanh(v0)                                                  <L 35>
                    var_153 = wp::tanh(var_146);
                    var_154 = wp::add(var_146, var_153);
                    // w6 = int(0)                                                            <L 36>
                    var_156 = wp::int(var_155);
                    // while w6 < 5:                                                          <L 37>
                }
                var_174 = wp::where(var_152, var_154, var_146);
            }
            if (!var_126) {
                // elif ((v0 >= v0) and (v0 < v0)) and (1.431 > v0):                          <L 44>
                var_177 = (var_86 >= var_86);
                var_176 = var_177;
                if (var_176) {
                    var_178 = (var_86 < var_86);
                    var_176 = var_176 && var_178;
                }
                var_175 = var_176;
                if (var_175) {
                    var_180 = (var_179 > var_86);
                    var_175 = var_175 && var_180;
                }
                if (var_175) {
                    // v0 += wp.cos((wp.length_sq(wp.vec3(-1.748, 0.682, 0.1)) * float(tid)))       <L 45>
                    var_184 = wp::vec_t<3, wp::float32>(var_181, var_182, var_183);
                    var_185 = wp::length_sq(var_184);
                    var_186 = wp::float(var_0);
                    var_187 = wp::mul(var_185, var_186);
                    var_188 = wp::cos(var_187);
                    var_189 = wp::add(var_86, var_188);
                    // for j7 in range(2):                                                    <L 46>
                    // v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                             <L 47>
                    var_192 = wp::add(var_0, var_191);
                    var_193 = &(var_x0.shape);
                    var_196 = wp::load(var_193);
                    var_195 = wp::extract(var_196, var_194);
                    var_197 = wp::mod(var_192, var_195);
                    var_198 = wp::address(var_x0, var_197);
                    var_200 = wp::load(var_198);
                    var_199 = wp::tanh(var_200);
                    var_201 = wp::add(var_189, var_199);
                    // if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):       <L 48>
                    var_205 = wp::vec_t<3, wp::float32>(var_202, var_203, var_204);
                    var_206 = wp::length(var_205);
                    var_210 = wp::vec_t<3, wp::float32>(var_207, var_208, var_209);
                    var_214 = wp::vec_t<3, wp::float32>(var_211, var_212, var_213);
                    var_215 = wp::dot(var_210, var_214);
                    var_216 = (var_206 <= var_215);
                    if (var_216) {
                        // v0 -= wp.tanh(-1.3) * 1.55                                         <L 49>
                        var_218 = wp::tanh(var_217);
                        var_220 = wp::mul(var_218, var_219);
                        var_221 = wp::sub(var_201, var_220);
                    }
                    var_222 = wp::where(var_216, var_221, var_201);
                    // for j8 in range(0, n * 3, 3):                                          <L 50>
                    var_224 = wp::mul(var_n, var_223);
                    var_227 = wp::range(var_225, var_224, var_226);
                    // v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                             <L 47>
                    var_271 = wp::add(var_0, var_270);
                    var_272 = &(var_x0.shape);
                    var_275 = wp::load(var_272);
                    var_274 = wp::extract(var_275, var_273);
                    var_276 = wp::mod(var_271, var_274);
                    var_277 = wp::address(var_x0, var_276);
                    var_279 = wp::load(var_277);
                    var_278 = wp::tanh(var_279);
                    var_280 = wp::add(var_222, var_278);
                    // if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):       <L 48>
                    var_284 = wp::vec_t<3, wp::float32>(var_281, var_282, var_283);
                    var_285 = wp::length(var_284);
                    var_289 = wp::vec_t<3, wp::float32>(var_286, var_287, var_288);
                    var_293 = wp::vec_t<3, wp::float32>(var_290, var_291, var_292);
                    var_294 = wp::dot(var_289, var_293);
                    var_295 = (var_285 <= var_294);
                    if (var_295) {
                        // v0 -= wp.tanh(-1.3) * 1.55                                         <L 49>
                        var_297 = wp::tanh(var_296);
                        var_299 = wp::mul(var_297, var_298);
                        var_300 = wp::sub(var_280, var_299);
                    }
                    var_301 = wp::where(var_295, var_300, var_280);
                    // for j8 in range(0, n * 3, 3):                                          <L 50>
                    var_303 = wp::mul(var_n, var_302);
                    var_306 = wp::range(var_304, var_303, var_305);
                    // v10 = wp.vec3(1.81, -1.66, -1.6)                                       <L 57>
                    var_351 = wp::vec_t<3, wp::float32>(var_348, var_349, var_350);
                    // v24 += v10[0] + v10[1] + v10[2]                                        <L 58>
                    var_353 = wp::extract(var_351, var_352);
                    var_355 = wp::extract(var_351, var_354);
                    var_356 = wp::add(var_353, var_355);
                    var_358 = wp::extract(var_351, var_357);
                    var_359 = wp::add(var_356, var_358);
                    var_360 = wp::add(var_85, var_359);
                }
                if (!var_175) {
                    // v0 = v0 + wp.cos(wp.length_sq(wp.vec3(0.36, -1.63, -0.02)))            <L 60>
                    var_364 = wp::vec_t<3, wp::float32>(var_361, var_362, var_363);
                    var_365 = wp::length_sq(var_364);
                    var_366 = wp::cos(var_365);
                    var_367 = wp::add(var_86, var_366);
                    // for j11 in range(0, n * 3, 3):                                         <L 61>
                    var_369 = wp::mul(var_n, var_368);
                    var_372 = wp::range(var_370, var_369, var_371);
                }
                var_456 = wp::where(var_175, var_360, var_85);
                var_457 = wp::where(var_175, var_301, var_367);
            }
            var_458 = wp::where(var_126, var_85, var_456);
            var_459 = wp::where(var_126, var_174, var_457);
        }
        var_460 = wp::where(var_92, var_125, var_458);
        var_461 = wp::where(var_92, var_106, var_459);
    }
    var_462 = wp::where(var_89, var_85, var_460);
    var_463 = wp::where(var_89, var_91, var_461);
    // if (v0 - v0) <= (v0 - v0):                                                             <L 68>
    var_464 = wp::sub(var_463, var_463);
    var_465 = wp::sub(var_463, var_463);
    var_466 = (var_464 <= var_465);
    if (var_466) {
        // v0 = v0 + wp.tanh(wp.sin(v0))                                                      <L 69>
        var_467 = wp::sin(var_463);
        var_468 = wp::tanh(var_467);
        var_469 = wp::add(var_463, var_468);
        // if 0.38 < 0.2:                                                                     <L 70>
        var_472 = (var_470 < var_471);
        if (var_472) {
            // out0[tid] = v0 + v0 * 1.1                                                      <L 71>
            var_474 = wp::mul(var_469, var_473);
            var_475 = wp::add(var_469, var_474);
            // wp::array_store(var_out0, var_0, var_475);
            // return                                                                         <L 72>
            goto label17;
        }
        // for j13 in range(6):                                                               <L 73>
        var_477 = wp::range(var_476);
    }
    if (!var_466) {
        // elif (int(wp.floor(wp.clamp(v0, -100.0, 100.0)))) % 4 == 0:                        <L 79>
        var_504 = wp::clamp(var_463, var_502, var_503);
        var_505 = wp::floor(var_504);
        var_506 = wp::int(var_505);
        var_508 = wp::mod(var_506, var_507);
        var_510 = (var_508 == var_509);
        if (var_510) {
            // v0 += wp.tanh(wp.mod(v0, wp.abs(wp.dot(wp.vec3(-0.913, -0.5, -1.46), wp.vec3(-1.237, -0.185, -1.3))) + 1.0))       <L 80>
            var_514 = wp::vec_t<3, wp::float32>(var_511, var_512, var_513);
            var_518 = wp::vec_t<3, wp::float32>(var_515, var_516, var_517);
            var_519 = wp::dot(var_514, var_518);
            var_520 = wp::abs(var_519);
            var_522 = wp::add(var_520, var_521);
            var_523 = wp::mod(var_463, var_522);
            var_524 = wp::tanh(var_523);
            var_525 = wp::add(var_463, var_524);
            // v0 = v0 + wp.tanh(v0)                                                          <L 81>
            var_526 = wp::tanh(var_525);
            var_527 = wp::add(var_525, var_526);
            // if v0 > v0:                                                                    <L 82>
            var_528 = (var_527 > var_527);
            if (var_528) {
                // return                                                                     <L 83>
                goto label20;
            }
        }
        if (!var_510) {
            // elif not (v0 < v0 or (v0 <= v0) or (v0 < v0)):                                 <L 84>
            var_530 = (var_463 < var_463);
            var_529 = var_530;
            if (!var_529) {
                var_531 = (var_463 <= var_463);
                var_529 = var_529 || var_531;
            }
            if (!var_529) {
                var_532 = (var_463 < var_463);
                var_529 = var_529 || var_532;
            }
            var_533 = wp::unot(var_529);
            if (var_533) {
                // v0 = v0 + wp.sin(v0)                                                       <L 85>
                var_534 = wp::sin(var_463);
                var_535 = wp::add(var_463, var_534);
                // for j14 in range(n + 3, 0, -1):                                            <L 86>
                var_537 = wp::add(var_n, var_536);
                var_540 = wp::range(var_537, var_538, var_539);
            }
            if (!var_533) {
                // elif (v0 + v0) < v0:                                                       <L 93>
                var_576 = wp::add(var_463, var_463);
                var_577 = (var_576 < var_463);
                if (var_577) {
                    // v0 = v0 + wp.cos(((v0 - v0) + v0))                                     <L 94>
                    var_578 = wp::sub(var_463, var_463);
                    var_579 = wp::add(var_578, var_463);
                    var_580 = wp::cos(var_579);
                    var_581 = wp::add(var_463, var_580);
                    // for j16 in range(0, n * 2, 2):                                         <L 95>
                    var_583 = wp::mul(var_n, var_582);
                    var_586 = wp::range(var_584, var_583, var_585);
                    // for j17 in range(n):                                                   <L 99>
                    var_601 = wp::range(var_n);
                }
                if (!var_577) {
                    // v0 += wp.sin(v0)                                                       <L 106>
                    var_637 = wp::sin(var_463);
                    var_638 = wp::add(var_463, var_637);
                    // w19 = int(0)                                                           <L 107>
                    var_640 = wp::int(var_639);
                    // while w19 < 2 and (v0 < 0.9):                                          <L 108>
                    // for j20 in reversed(range(n)):                                         <L 113>
                    var_654 = wp::range(var_n);
                    var_655 = wp::iter_reverse(var_654);
                }
                var_705 = wp::where(var_577, var_581, var_638);
            }
            var_706 = wp::where(var_533, var_535, var_705);
        }
        var_707 = wp::where(var_510, var_527, var_706);
    }
    var_708 = wp::where(var_466, var_469, var_707);
    // if (v0 <= v0) and (-0.14 <= v0):                                                       <L 120>
    var_710 = (var_708 <= var_708);
    var_709 = var_710;
    if (var_709) {
        var_712 = (var_711 <= var_708);
        var_709 = var_709 && var_712;
    }
    if (var_709) {
        // out0[tid] = v0 + (wp.log2(wp.abs(v0) + 1.0) - (v0 * v0)) * 1.69                    <L 121>
        var_713 = wp::abs(var_708);
        var_715 = wp::add(var_713, var_714);
        var_716 = wp::log2(var_715);
        var_717 = wp::mul(var_708, var_708);
        var_718 = wp::sub(var_716, var_717);
        var_720 = wp::mul(var_718, var_719);
        var_721 = wp::add(var_708, var_720);
        // wp::array_store(var_out0, var_0, var_721);
        // return                                                                             <L 122>
        goto label35;
    }
    // for j22 in range(n):                                                                   <L 123>
    var_722 = wp::range(var_n);
    // v23 = v0                                                                               <L 127>
    var_732 = wp::copy(var_708);
    // out0[tid] = v0 + v23 + wp.length_sq((wp.vec3(-1.05, 1.666, -0.74) / (wp.abs(v0) + 1.0))) * 0.56 + v24       <L 128>
    var_733 = wp::add(var_708, var_732);
    var_737 = wp::vec_t<3, wp::float32>(var_734, var_735, var_736);
    var_738 = wp::abs(var_708);
    var_740 = wp::add(var_738, var_739);
    var_741 = wp::div(var_737, var_740);
    var_742 = wp::length_sq(var_741);
    var_744 = wp::mul(var_742, var_743);
    var_745 = wp::add(var_733, var_744);
    var_746 = wp::add(var_745, var_462);
    // wp::array_store(var_out0, var_0, var_746);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_746, adj_out0, adj_0, adj_746);
    wp::adj_add(var_745, var_462, adj_745, adj_462, adj_746);
    wp::adj_add(var_733, var_744, adj_733, adj_744, adj_745);
    wp::adj_mul(var_742, var_743, adj_742, adj_743, adj_744);
    wp::adj_length_sq(var_741, adj_741, adj_742);
    wp::adj_div(var_737, var_740, adj_737, adj_740, adj_741);
    wp::adj_add(var_738, var_739, adj_738, adj_739, adj_740);
    wp::adj_abs(var_708, adj_708, adj_738);
    wp::adj_vec_t(var_734, var_735, var_736, adj_734, adj_735, adj_736, adj_737);
    wp::adj_add(var_708, var_732, adj_708, adj_732, adj_733);
    // adj: out0[tid] = v0 + v23 + wp.length_sq((wp.vec3(-1.05, 1.666, -0.74) / (wp.abs(v0) + 1.0))) * 0.56 + v24  <L 128>
    wp::adj_copy(var_708, adj_708, adj_732);
    // adj: v23 = v0                                                                          <L 127>
    var_722 = wp::iter_reverse(var_722);
    start_for_36:;
        if (iter_cmp(var_722) == 0) goto end_for_36;
        var_723 = wp::iter_next(var_722);
    	adj_724 = {};
    	adj_725 = {};
    	adj_726 = {};
    	adj_727 = {};
    	adj_728 = {};
    	adj_729 = {};
    	adj_730 = {};
    	adj_731 = {};
        // v0 += wp.sin(-0.864)                                                               <L 124>
        var_725 = wp::sin(var_724);
        var_726 = wp::add(var_708, var_725);
        // if (v0 < v0) or (-1.604 < v0):                                                     <L 125>
        var_728 = (var_726 < var_726);
        var_727 = var_728;
        if (!var_727) {
            var_730 = (var_729 < var_726);
            var_727 = var_727 || var_730;
        }
        if (var_727) {
            // break                                                                          <L 126>
            wp::assign(var_708, var_726);
            goto end_for_36;
        }
        var_731 = wp::where(var_727, var_708, var_726);
        wp::assign(var_708, var_731);
        wp::adj_assign(var_708, var_731, adj_708, adj_731);
        wp::adj_where(var_727, var_708, var_726, adj_727, adj_708, adj_726, adj_731);
        if (var_727) {
            wp::adj_assign(var_708, var_726, adj_708, adj_726);
            // adj: break                                                                     <L 126>
        }
        if (!var_727) {
        }
        // adj: if (v0 < v0) or (-1.604 < v0):                                                <L 125>
        wp::adj_add(var_708, var_725, adj_708, adj_725, adj_726);
        wp::adj_sin(var_724, adj_724, adj_725);
        // adj: v0 += wp.sin(-0.864)                                                          <L 124>
    	goto start_for_36;
    end_for_36:;
    // adj: for j22 in range(n):                                                              <L 123>
    if (var_709) {
        label35:;
        // adj: return                                                                        <L 122>
        wp::adj_array_store(var_out0, var_0, var_721, adj_out0, adj_0, adj_721);
        wp::adj_add(var_708, var_720, adj_708, adj_720, adj_721);
        wp::adj_mul(var_718, var_719, adj_718, adj_719, adj_720);
        wp::adj_sub(var_716, var_717, adj_716, adj_717, adj_718);
        wp::adj_mul(var_708, var_708, adj_708, adj_708, adj_717);
        wp::adj_log2(var_715, adj_715, adj_716);
        wp::adj_add(var_713, var_714, adj_713, adj_714, adj_715);
        wp::adj_abs(var_708, adj_708, adj_713);
        // adj: out0[tid] = v0 + (wp.log2(wp.abs(v0) + 1.0) - (v0 * v0)) * 1.69               <L 121>
    }
    if (var_709) {
    }
    // adj: if (v0 <= v0) and (-0.14 <= v0):                                                  <L 120>
    wp::adj_where(var_466, var_469, var_707, adj_466, adj_469, adj_707, adj_708);
    if (!var_466) {
        wp::adj_where(var_510, var_527, var_706, adj_510, adj_527, adj_706, adj_707);
        if (!var_510) {
            wp::adj_where(var_533, var_535, var_705, adj_533, adj_535, adj_705, adj_706);
            if (!var_533) {
                wp::adj_where(var_577, var_581, var_638, adj_577, adj_581, adj_638, adj_705);
                if (!var_577) {
                    var_655 = wp::iter_reverse(var_655);
                    start_for_31:;
                        if (iter_cmp(var_655) == 0) goto end_for_31;
                        var_656 = wp::iter_next(var_655);
                    	adj_657 = {};
                    	adj_658 = {};
                    	adj_659 = {};
                    	adj_660 = {};
                    	adj_661 = {};
                    	adj_662 = {};
                    	adj_663 = {};
                    	adj_664 = {};
                    	adj_665 = {};
                    	adj_666 = {};
                    	adj_667 = {};
                    	adj_668 = {};
                    	adj_669 = {};
                    	adj_670 = {};
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
                    	adj_686 = {};
                    	adj_687 = {};
                    	adj_688 = {};
                    	adj_689 = {};
                    	adj_690 = {};
                    	adj_691 = {};
                    	adj_692 = {};
                    	adj_693 = {};
                    	adj_694 = {};
                    	adj_695 = {};
                    	adj_696 = {};
                    	adj_697 = {};
                    	adj_698 = {};
                    	adj_699 = {};
                    	adj_700 = {};
                    	adj_701 = {};
                    	adj_702 = {};
                    	adj_703 = {};
                    	adj_704 = {};
                        // v0 = v0 + wp.cos(wp.dot(wp.vec3(0.16, -0.91, 1.7), (wp.vec3(-1.1, -0.703, 1.5) - wp.vec3(1.6, 0.357, 1.83))))       <L 114>
                        var_660 = wp::vec_t<3, wp::float32>(var_657, var_658, var_659);
                        var_664 = wp::vec_t<3, wp::float32>(var_661, var_662, var_663);
                        var_668 = wp::vec_t<3, wp::float32>(var_665, var_666, var_667);
                        var_669 = wp::sub(var_664, var_668);
                        var_670 = wp::dot(var_660, var_669);
                        var_671 = wp::cos(var_670);
                        var_672 = wp::add(var_638, var_671);
                        // for j21 in range(n):                                               <L 115>
                        var_673 = wp::range(var_n);
                        wp::assign(var_638, var_672);
                        wp::adj_assign(var_638, var_672, adj_638, adj_672);
                        var_673 = wp::iter_reverse(var_673);
                        start_for_33:;
                            if (iter_cmp(var_673) == 0) goto end_for_33;
                            var_674 = wp::iter_next(var_673);
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
                        	adj_686 = {};
                        	adj_687 = {};
                        	adj_688 = {};
                        	adj_689 = {};
                        	adj_690 = {};
                        	adj_691 = {};
                        	adj_692 = {};
                        	adj_693 = {};
                        	adj_694 = {};
                        	adj_695 = {};
                        	adj_696 = {};
                        	adj_697 = {};
                        	adj_698 = {};
                        	adj_699 = {};
                        	adj_700 = {};
                        	adj_701 = {};
                        	adj_702 = {};
                        	adj_703 = {};
                        	adj_704 = {};
                            // v0 = v0 * 0.5 + wp.sin((wp.dot(wp.vec3(1.32, -0.118, -0.82), wp.vec3(-0.5)) / (wp.abs(wp.mod(-0.299, wp.abs(1.985) + 1.0)) + 1.0)))       <L 116>
                            var_676 = wp::mul(var_672, var_675);
                            var_680 = wp::vec_t<3, wp::float32>(var_677, var_678, var_679);
                            var_682 = wp::vec_t<3, wp::float32>(var_681);
                            var_683 = wp::dot(var_680, var_682);
                            var_686 = wp::abs(var_685);
                            var_688 = wp::add(var_686, var_687);
                            var_689 = wp::mod(var_684, var_688);
                            var_690 = wp::abs(var_689);
                            var_692 = wp::add(var_690, var_691);
                            var_693 = wp::div(var_683, var_692);
                            var_694 = wp::sin(var_693);
                            var_695 = wp::add(var_676, var_694);
                            // v0 = v0 * 0.5 + wp.tanh((float(tid) + float(tid)))             <L 117>
                            var_697 = wp::mul(var_695, var_696);
                            var_698 = wp::float(var_0);
                            var_699 = wp::float(var_0);
                            var_700 = wp::add(var_698, var_699);
                            var_701 = wp::tanh(var_700);
                            var_702 = wp::add(var_697, var_701);
                            // if v0 > v0:                                                    <L 118>
                            var_703 = (var_702 > var_702);
                            if (var_703) {
                                // continue                                                   <L 119>
                                wp::assign(var_672, var_702);
                                goto start_for_33;
                            }
                            var_704 = wp::where(var_703, var_672, var_702);
                            wp::assign(var_672, var_704);
                            wp::adj_assign(var_672, var_704, adj_672, adj_704);
                            wp::adj_where(var_703, var_672, var_702, adj_703, adj_672, adj_702, adj_704);
                            if (var_703) {
                                wp::adj_assign(var_672, var_702, adj_672, adj_702);
                                // adj: continue                                              <L 119>
                            }
                            // adj: if v0 > v0:                                               <L 118>
                            wp::adj_add(var_697, var_701, adj_697, adj_701, adj_702);
                            wp::adj_tanh(var_700, var_701, adj_700, adj_701);
                            wp::adj_add(var_698, var_699, adj_698, adj_699, adj_700);
                            wp::adj_float(var_0, adj_0, adj_699);
                            wp::adj_float(var_0, adj_0, adj_698);
                            wp::adj_mul(var_695, var_696, adj_695, adj_696, adj_697);
                            // adj: v0 = v0 * 0.5 + wp.tanh((float(tid) + float(tid)))        <L 117>
                            wp::adj_add(var_676, var_694, adj_676, adj_694, adj_695);
                            wp::adj_sin(var_693, adj_693, adj_694);
                            wp::adj_div(var_683, var_692, var_693, adj_683, adj_692, adj_693);
                            wp::adj_add(var_690, var_691, adj_690, adj_691, adj_692);
                            wp::adj_abs(var_689, adj_689, adj_690);
                            wp::adj_mod(var_684, var_688, adj_684, adj_688, adj_689);
                            wp::adj_add(var_686, var_687, adj_686, adj_687, adj_688);
                            wp::adj_abs(var_685, adj_685, adj_686);
                            wp::adj_dot(var_680, var_682, adj_680, adj_682, adj_683);
                            wp::adj_vec_t(var_681, adj_681, adj_682);
                            wp::adj_vec_t(var_677, var_678, var_679, adj_677, adj_678, adj_679, adj_680);
                            wp::adj_mul(var_672, var_675, adj_672, adj_675, adj_676);
                            // adj: v0 = v0 * 0.5 + wp.sin((wp.dot(wp.vec3(1.32, -0.118, -0.82), wp.vec3(-0.5)) / (wp.abs(wp.mod(-0.299, wp.abs(1.985) + 1.0)) + 1.0)))  <L 116>
                        	goto start_for_33;
                        end_for_33:;
                        // adj: for j21 in range(n):                                          <L 115>
                        wp::adj_add(var_638, var_671, adj_638, adj_671, adj_672);
                        wp::adj_cos(var_670, adj_670, adj_671);
                        wp::adj_dot(var_660, var_669, adj_660, adj_669, adj_670);
                        wp::adj_sub(var_664, var_668, adj_664, adj_668, adj_669);
                        wp::adj_vec_t(var_665, var_666, var_667, adj_665, adj_666, adj_667, adj_668);
                        wp::adj_vec_t(var_661, var_662, var_663, adj_661, adj_662, adj_663, adj_664);
                        wp::adj_vec_t(var_657, var_658, var_659, adj_657, adj_658, adj_659, adj_660);
                        // adj: v0 = v0 + wp.cos(wp.dot(wp.vec3(0.16, -0.91, 1.7), (wp.vec3(-1.1, -0.703, 1.5) - wp.vec3(1.6, 0.357, 1.83))))  <L 114>
                    	goto start_for_31;
                    end_for_31:;
                    // adj: for j20 in reversed(range(n)):                                    <L 113>
    start_while_29:;
                    var_643 = (var_640 < var_642);
                    var_641 = var_643;
                    if (var_641) {
                        var_645 = (var_638 < var_644);
                        var_641 = var_641 && var_645;
                    }
    if ((var_641) == false) goto end_while_29;
    adj_646 = {};
    adj_647 = {};
    adj_648 = {};
    adj_649 = {};
    adj_650 = {};
    adj_651 = {};
    adj_652 = {};
    adj_653 = {};
                        // w19 = w19 + 1                                                      <L 109>
                        var_647 = wp::add(var_640, var_646);
                        // v0 = v0 + wp.tanh(0.04)                                            <L 110>
                        var_649 = wp::tanh(var_648);
                        var_650 = wp::add(var_638, var_649);
                        // if v0 > v0:                                                        <L 111>
                        var_651 = (var_650 > var_650);
                        if (var_651) {
                            // break                                                          <L 112>
                            wp::assign(var_638, var_650);
                            wp::assign(var_640, var_647);
                            goto end_while_29;
                        }
                        var_652 = wp::where(var_651, var_638, var_650);
                        var_653 = wp::where(var_651, var_640, var_647);
                        wp::assign(var_638, var_652);
                        wp::assign(var_640, var_653);
                        wp::adj_assign(var_640, var_653, adj_640, adj_653);
                        wp::adj_assign(var_638, var_652, adj_638, adj_652);
                        wp::adj_where(var_651, var_640, var_647, adj_651, adj_640, adj_647, adj_653);
                        wp::adj_where(var_651, var_638, var_650, adj_651, adj_638, adj_650, adj_652);
                        if (var_651) {
                            wp::adj_assign(var_640, var_647, adj_640, adj_647);
                            wp::adj_assign(var_638, var_650, adj_638, adj_650);
                            // adj: break                                                     <L 112>
                        }
                        // adj: if v0 > v0:                                                   <L 111>
                        wp::adj_add(var_638, var_649, adj_638, adj_649, adj_650);
                        wp::adj_tanh(var_648, var_649, adj_648, adj_649);
                        // adj: v0 = v0 + wp.tanh(0.04)                                       <L 110>
                        wp::adj_add(var_640, var_646, adj_640, adj_646, adj_647);
                        // adj: w19 = w19 + 1                                                 <L 109>
    goto start_while_29;
    end_while_29:;
                    // adj: while w19 < 2 and (v0 < 0.9):                                     <L 108>
                    // adj: w19 = int(0)                                                      <L 107>
                    wp::adj_add(var_463, var_637, adj_463, adj_637, adj_638);
                    wp::adj_sin(var_463, adj_463, adj_637);
                    // adj: v0 += wp.sin(v0)                                                  <L 106>
                }
                if (var_577) {
                    var_601 = wp::iter_reverse(var_601);
                    start_for_27:;
                        if (iter_cmp(var_601) == 0) goto end_for_27;
                        var_602 = wp::iter_next(var_601);
                    	adj_603 = {};
                    	adj_604 = {};
                    	adj_605 = {};
                    	adj_606 = {};
                    	adj_607 = {};
                    	adj_608 = {};
                    	adj_609 = {};
                    	adj_610 = {};
                    	adj_611 = {};
                    	adj_612 = {};
                    	adj_613 = {};
                    	adj_614 = {};
                    	adj_615 = {};
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
                        // v0 = v0 + wp.cos(wp.abs((-1.3 - -0.7)))                            <L 100>
                        var_605 = wp::sub(var_603, var_604);
                        var_606 = wp::abs(var_605);
                        var_607 = wp::cos(var_606);
                        var_608 = wp::add(var_581, var_607);
                        // if not (v0 <= v0 or v0 < -1.654):                                  <L 101>
                        var_610 = (var_608 <= var_608);
                        var_609 = var_610;
                        if (!var_609) {
                            var_612 = (var_608 < var_611);
                            var_609 = var_609 || var_612;
                        }
                        var_613 = wp::unot(var_609);
                        if (var_613) {
                            // break                                                          <L 102>
                            wp::assign(var_581, var_608);
                            goto end_for_27;
                        }
                        var_614 = wp::where(var_613, var_581, var_608);
                        // v18 = wp.vec3(wp.atan(v0), wp.erfcinv(wp.clamp((v0 / (wp.abs(v0) + 1.0)), 0.2, 1.8)), (v0 + wp.where(v0 >= v0, v0, v0)))       <L 103>
                        var_615 = wp::atan(var_614);
                        var_616 = wp::abs(var_614);
                        var_618 = wp::add(var_616, var_617);
                        var_619 = wp::div(var_614, var_618);
                        var_622 = wp::clamp(var_619, var_620, var_621);
                        var_623 = wp::erfcinv(var_622);
                        var_624 = (var_614 >= var_614);
                        var_625 = wp::where(var_624, var_614, var_614);
                        var_626 = wp::add(var_614, var_625);
                        var_627 = wp::vec_t<3, wp::float32>(var_615, var_623, var_626);
                        // v24 += v18[0] + v18[1] + v18[2]                                    <L 104>
                        var_629 = wp::extract(var_627, var_628);
                        var_631 = wp::extract(var_627, var_630);
                        var_632 = wp::add(var_629, var_631);
                        var_634 = wp::extract(var_627, var_633);
                        var_635 = wp::add(var_632, var_634);
                        var_636 = wp::add(var_462, var_635);
                        wp::assign(var_462, var_636);
                        wp::assign(var_581, var_614);
                        wp::adj_assign(var_581, var_614, adj_581, adj_614);
                        wp::adj_assign(var_462, var_636, adj_462, adj_636);
                        wp::adj_add(var_462, var_635, adj_462, adj_635, adj_636);
                        wp::adj_add(var_632, var_634, adj_632, adj_634, adj_635);
                        wp::adj_extract(var_627, var_633, adj_627, adj_633, adj_634);
                        wp::adj_add(var_629, var_631, adj_629, adj_631, adj_632);
                        wp::adj_extract(var_627, var_630, adj_627, adj_630, adj_631);
                        wp::adj_extract(var_627, var_628, adj_627, adj_628, adj_629);
                        // adj: v24 += v18[0] + v18[1] + v18[2]                               <L 104>
                        wp::adj_vec_t(var_615, var_623, var_626, adj_615, adj_623, adj_626, adj_627);
                        wp::adj_add(var_614, var_625, adj_614, adj_625, adj_626);
                        wp::adj_where(var_624, var_614, var_614, adj_624, adj_614, adj_614, adj_625);
                        wp::adj_erfcinv(var_622, var_623, adj_622, adj_623);
                        wp::adj_clamp(var_619, var_620, var_621, adj_619, adj_620, adj_621, adj_622);
                        wp::adj_div(var_614, var_618, var_619, adj_614, adj_618, adj_619);
                        wp::adj_add(var_616, var_617, adj_616, adj_617, adj_618);
                        wp::adj_abs(var_614, adj_614, adj_616);
                        wp::adj_atan(var_614, adj_614, adj_615);
                        // adj: v18 = wp.vec3(wp.atan(v0), wp.erfcinv(wp.clamp((v0 / (wp.abs(v0) + 1.0)), 0.2, 1.8)), (v0 + wp.where(v0 >= v0, v0, v0)))  <L 103>
                        wp::adj_where(var_613, var_581, var_608, adj_613, adj_581, adj_608, adj_614);
                        if (var_613) {
                            wp::adj_assign(var_581, var_608, adj_581, adj_608);
                            // adj: break                                                     <L 102>
                        }
                        if (!var_609) {
                        }
                        // adj: if not (v0 <= v0 or v0 < -1.654):                             <L 101>
                        wp::adj_add(var_581, var_607, adj_581, adj_607, adj_608);
                        wp::adj_cos(var_606, adj_606, adj_607);
                        wp::adj_abs(var_605, adj_605, adj_606);
                        wp::adj_sub(var_603, var_604, adj_603, adj_604, adj_605);
                        // adj: v0 = v0 + wp.cos(wp.abs((-1.3 - -0.7)))                       <L 100>
                    	goto start_for_27;
                    end_for_27:;
                    // adj: for j17 in range(n):                                              <L 99>
                    var_586 = wp::iter_reverse(var_586);
                    start_for_24:;
                        if (iter_cmp(var_586) == 0) goto end_for_24;
                        var_587 = wp::iter_next(var_586);
                    	adj_588 = {};
                    	adj_589 = {};
                    	adj_590 = {};
                    	adj_591 = {};
                    	adj_592 = {};
                    	adj_593 = {};
                    	adj_594 = {};
                    	adj_595 = {};
                    	adj_596 = {};
                    	adj_597 = {};
                    	adj_598 = {};
                    	adj_599 = {};
                    	adj_600 = {};
                        // v0 = v0 + wp.tanh(((0.562 / (wp.abs(0.9) + 1.0)) * (1.01 - -0.8)))       <L 96>
                        var_590 = wp::abs(var_589);
                        var_592 = wp::add(var_590, var_591);
                        var_593 = wp::div(var_588, var_592);
                        var_596 = wp::sub(var_594, var_595);
                        var_597 = wp::mul(var_593, var_596);
                        var_598 = wp::tanh(var_597);
                        var_599 = wp::add(var_581, var_598);
                        // if v0 > v0:                                                        <L 97>
                        var_600 = (var_599 > var_599);
                        if (var_600) {
                            // return                                                         <L 98>
                            goto label26;
                        }
                        wp::assign(var_581, var_599);
                        wp::adj_assign(var_581, var_599, adj_581, adj_599);
                        if (var_600) {
                            label26:;
                            // adj: return                                                    <L 98>
                        }
                        // adj: if v0 > v0:                                                   <L 97>
                        wp::adj_add(var_581, var_598, adj_581, adj_598, adj_599);
                        wp::adj_tanh(var_597, var_598, adj_597, adj_598);
                        wp::adj_mul(var_593, var_596, adj_593, adj_596, adj_597);
                        wp::adj_sub(var_594, var_595, adj_594, adj_595, adj_596);
                        wp::adj_div(var_588, var_592, var_593, adj_588, adj_592, adj_593);
                        wp::adj_add(var_590, var_591, adj_590, adj_591, adj_592);
                        wp::adj_abs(var_589, adj_589, adj_590);
                        // adj: v0 = v0 + wp.tanh(((0.562 / (wp.abs(0.9) + 1.0)) * (1.01 - -0.8)))  <L 96>
                    	goto start_for_24;
                    end_for_24:;
                    wp::adj_mul(var_n, var_582, adj_n, adj_582, adj_583);
                    // adj: for j16 in range(0, n * 2, 2):                                    <L 95>
                    wp::adj_add(var_463, var_580, adj_463, adj_580, adj_581);
                    wp::adj_cos(var_579, adj_579, adj_580);
                    wp::adj_add(var_578, var_463, adj_578, adj_463, adj_579);
                    wp::adj_sub(var_463, var_463, adj_463, adj_463, adj_578);
                    // adj: v0 = v0 + wp.cos(((v0 - v0) + v0))                                <L 94>
                }
                wp::adj_add(var_463, var_463, adj_463, adj_463, adj_576);
                // adj: elif (v0 + v0) < v0:                                                  <L 93>
            }
            if (var_533) {
                var_540 = wp::iter_reverse(var_540);
                start_for_21:;
                    if (iter_cmp(var_540) == 0) goto end_for_21;
                    var_541 = wp::iter_next(var_540);
                	adj_542 = {};
                	adj_543 = {};
                	adj_544 = {};
                	adj_545 = {};
                	adj_546 = {};
                	adj_547 = {};
                	adj_548 = {};
                	adj_549 = {};
                	adj_550 = {};
                	adj_551 = {};
                	adj_552 = {};
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
                	adj_567 = {};
                	adj_568 = {};
                	adj_569 = {};
                	adj_570 = {};
                	adj_571 = {};
                	adj_572 = {};
                	adj_573 = {};
                	adj_574 = {};
                	adj_575 = {};
                    // v0 += wp.sin(float(tid))                                               <L 87>
                    var_542 = wp::float(var_0);
                    var_543 = wp::sin(var_542);
                    var_544 = wp::add(var_535, var_543);
                    // if (v0 > v0) and (v0 <= v0):                                           <L 88>
                    var_546 = (var_544 > var_544);
                    var_545 = var_546;
                    if (var_545) {
                        var_547 = (var_544 <= var_544);
                        var_545 = var_545 && var_547;
                    }
                    if (var_545) {
                        // out0[tid] = v0 + ((1.5 - v0) * float(tid)) * 1.11                  <L 89>
                        var_549 = wp::sub(var_548, var_544);
                        var_550 = wp::float(var_0);
                        var_551 = wp::mul(var_549, var_550);
                        var_553 = wp::mul(var_551, var_552);
                        var_554 = wp::add(var_544, var_553);
                        // wp::array_store(var_out0, var_0, var_554);
                        // return                                                             <L 90>
                        goto label23;
                    }
                    // v15 = (wp.sign((wp.vec3(0.632, -0.54, 1.235))[2]) + wp.where((tid) % 4 == 1, wp.floor(1.9), (v0 / (wp.abs(-1.49) + 1.0))))       <L 91>
                    var_558 = wp::vec_t<3, wp::float32>(var_555, var_556, var_557);
                    var_560 = wp::extract(var_558, var_559);
                    var_561 = wp::sign(var_560);
                    var_563 = wp::mod(var_0, var_562);
                    var_565 = (var_563 == var_564);
                    var_567 = wp::floor(var_566);
                    var_569 = wp::abs(var_568);
                    var_571 = wp::add(var_569, var_570);
                    var_572 = wp::div(var_544, var_571);
                    var_573 = wp::where(var_565, var_567, var_572);
                    var_574 = wp::add(var_561, var_573);
                    // v24 += v15                                                             <L 92>
                    var_575 = wp::add(var_462, var_574);
                    wp::assign(var_462, var_575);
                    wp::assign(var_535, var_544);
                    wp::adj_assign(var_535, var_544, adj_535, adj_544);
                    wp::adj_assign(var_462, var_575, adj_462, adj_575);
                    wp::adj_add(var_462, var_574, adj_462, adj_574, adj_575);
                    // adj: v24 += v15                                                        <L 92>
                    wp::adj_add(var_561, var_573, adj_561, adj_573, adj_574);
                    wp::adj_where(var_565, var_567, var_572, adj_565, adj_567, adj_572, adj_573);
                    wp::adj_div(var_544, var_571, var_572, adj_544, adj_571, adj_572);
                    wp::adj_add(var_569, var_570, adj_569, adj_570, adj_571);
                    wp::adj_abs(var_568, adj_568, adj_569);
                    wp::adj_mod(var_0, var_562, adj_0, adj_562, adj_563);
                    wp::adj_extract(var_558, var_559, adj_558, adj_559, adj_560);
                    wp::adj_vec_t(var_555, var_556, var_557, adj_555, adj_556, adj_557, adj_558);
                    // adj: v15 = (wp.sign((wp.vec3(0.632, -0.54, 1.235))[2]) + wp.where((tid) % 4 == 1, wp.floor(1.9), (v0 / (wp.abs(-1.49) + 1.0))))  <L 91>
                    if (var_545) {
                        label23:;
                        // adj: return                                                        <L 90>
                        wp::adj_array_store(var_out0, var_0, var_554, adj_out0, adj_0, adj_554);
                        wp::adj_add(var_544, var_553, adj_544, adj_553, adj_554);
                        wp::adj_mul(var_551, var_552, adj_551, adj_552, adj_553);
                        wp::adj_mul(var_549, var_550, adj_549, adj_550, adj_551);
                        wp::adj_float(var_0, adj_0, adj_550);
                        wp::adj_sub(var_548, var_544, adj_548, adj_544, adj_549);
                        // adj: out0[tid] = v0 + ((1.5 - v0) * float(tid)) * 1.11             <L 89>
                    }
                    if (var_545) {
                    }
                    // adj: if (v0 > v0) and (v0 <= v0):                                      <L 88>
                    wp::adj_add(var_535, var_543, adj_535, adj_543, adj_544);
                    wp::adj_sin(var_542, adj_542, adj_543);
                    wp::adj_float(var_0, adj_0, adj_542);
                    // adj: v0 += wp.sin(float(tid))                                          <L 87>
                	goto start_for_21;
                end_for_21:;
                wp::adj_add(var_n, var_536, adj_n, adj_536, adj_537);
                // adj: for j14 in range(n + 3, 0, -1):                                       <L 86>
                wp::adj_add(var_463, var_534, adj_463, adj_534, adj_535);
                wp::adj_sin(var_463, adj_463, adj_534);
                // adj: v0 = v0 + wp.sin(v0)                                                  <L 85>
            }
            if (!var_529) {
            }
            if (!var_529) {
            }
            // adj: elif not (v0 < v0 or (v0 <= v0) or (v0 < v0)):                            <L 84>
        }
        if (var_510) {
            if (var_528) {
                label20:;
                // adj: return                                                                <L 83>
            }
            // adj: if v0 > v0:                                                               <L 82>
            wp::adj_add(var_525, var_526, adj_525, adj_526, adj_527);
            wp::adj_tanh(var_525, var_526, adj_525, adj_526);
            // adj: v0 = v0 + wp.tanh(v0)                                                     <L 81>
            wp::adj_add(var_463, var_524, adj_463, adj_524, adj_525);
            wp::adj_tanh(var_523, var_524, adj_523, adj_524);
            wp::adj_mod(var_463, var_522, adj_463, adj_522, adj_523);
            wp::adj_add(var_520, var_521, adj_520, adj_521, adj_522);
            wp::adj_abs(var_519, adj_519, adj_520);
            wp::adj_dot(var_514, var_518, adj_514, adj_518, adj_519);
            wp::adj_vec_t(var_515, var_516, var_517, adj_515, adj_516, adj_517, adj_518);
            wp::adj_vec_t(var_511, var_512, var_513, adj_511, adj_512, adj_513, adj_514);
            // adj: v0 += wp.tanh(wp.mod(v0, wp.abs(wp.dot(wp.vec3(-0.913, -0.5, -1.46), wp.vec3(-1.237, -0.185, -1.3))) + 1.0))  <L 80>
        }
        wp::adj_mod(var_506, var_507, adj_506, adj_507, adj_508);
        wp::adj_clamp(var_463, var_502, var_503, adj_463, adj_502, adj_503, adj_504);
        // adj: elif (int(wp.floor(wp.clamp(v0, -100.0, 100.0)))) % 4 == 0:                   <L 79>
    }
    if (var_466) {
        var_477 = wp::iter_reverse(var_477);
        start_for_18:;
            if (iter_cmp(var_477) == 0) goto end_for_18;
            var_478 = wp::iter_next(var_477);
        	adj_479 = {};
        	adj_480 = {};
        	adj_481 = {};
        	adj_482 = {};
        	adj_483 = {};
        	adj_484 = {};
        	adj_485 = {};
        	adj_486 = {};
        	adj_487 = {};
        	adj_488 = {};
        	adj_489 = {};
        	adj_490 = {};
        	adj_491 = {};
        	adj_492 = {};
        	adj_493 = {};
        	adj_494 = {};
        	adj_495 = {};
        	adj_496 = {};
        	adj_497 = {};
        	adj_498 = {};
        	adj_499 = {};
        	adj_500 = {};
        	adj_501 = {};
            // v0 += wp.sin((wp.cw_mul(wp.vec3(0.6, 0.69, 1.281), wp.vec3(0.747, 0.89, -1.143)))[1])       <L 74>
            var_482 = wp::vec_t<3, wp::float32>(var_479, var_480, var_481);
            var_486 = wp::vec_t<3, wp::float32>(var_483, var_484, var_485);
            var_487 = wp::cw_mul(var_482, var_486);
            var_489 = wp::extract(var_487, var_488);
            var_490 = wp::sin(var_489);
            var_491 = wp::add(var_469, var_490);
            // if (j13) % 3 == 0:                                                             <L 75>
            var_493 = wp::mod(var_478, var_492);
            var_495 = (var_493 == var_494);
            if (var_495) {
                // continue                                                                   <L 76>
                wp::assign(var_469, var_491);
                goto start_for_18;
            }
            var_496 = wp::where(var_495, var_469, var_491);
            // if (j13) % 4 == 1:                                                             <L 77>
            var_498 = wp::mod(var_478, var_497);
            var_500 = (var_498 == var_499);
            if (var_500) {
                // break                                                                      <L 78>
                wp::assign(var_469, var_496);
                goto end_for_18;
            }
            var_501 = wp::where(var_500, var_469, var_496);
            wp::assign(var_469, var_501);
            wp::adj_assign(var_469, var_501, adj_469, adj_501);
            wp::adj_where(var_500, var_469, var_496, adj_500, adj_469, adj_496, adj_501);
            if (var_500) {
                wp::adj_assign(var_469, var_496, adj_469, adj_496);
                // adj: break                                                                 <L 78>
            }
            wp::adj_mod(var_478, var_497, adj_478, adj_497, adj_498);
            // adj: if (j13) % 4 == 1:                                                        <L 77>
            wp::adj_where(var_495, var_469, var_491, adj_495, adj_469, adj_491, adj_496);
            if (var_495) {
                wp::adj_assign(var_469, var_491, adj_469, adj_491);
                // adj: continue                                                              <L 76>
            }
            wp::adj_mod(var_478, var_492, adj_478, adj_492, adj_493);
            // adj: if (j13) % 3 == 0:                                                        <L 75>
            wp::adj_add(var_469, var_490, adj_469, adj_490, adj_491);
            wp::adj_sin(var_489, adj_489, adj_490);
            wp::adj_extract(var_487, var_488, adj_487, adj_488, adj_489);
            wp::adj_cw_mul(var_482, var_486, adj_482, adj_486, adj_487);
            wp::adj_vec_t(var_483, var_484, var_485, adj_483, adj_484, adj_485, adj_486);
            wp::adj_vec_t(var_479, var_480, var_481, adj_479, adj_480, adj_481, adj_482);
            // adj: v0 += wp.sin((wp.cw_mul(wp.vec3(0.6, 0.69, 1.281), wp.vec3(0.747, 0.89, -1.143)))[1])  <L 74>
        	goto start_for_18;
        end_for_18:;
        // adj: for j13 in range(6):                                                          <L 73>
        if (var_472) {
            label17:;
            // adj: return                                                                    <L 72>
            wp::adj_array_store(var_out0, var_0, var_475, adj_out0, adj_0, adj_475);
            wp::adj_add(var_469, var_474, adj_469, adj_474, adj_475);
            wp::adj_mul(var_469, var_473, adj_469, adj_473, adj_474);
            // adj: out0[tid] = v0 + v0 * 1.1                                                 <L 71>
        }
        // adj: if 0.38 < 0.2:                                                                <L 70>
        wp::adj_add(var_463, var_468, adj_463, adj_468, adj_469);
        wp::adj_tanh(var_467, var_468, adj_467, adj_468);
        wp::adj_sin(var_463, adj_463, adj_467);
        // adj: v0 = v0 + wp.tanh(wp.sin(v0))                                                 <L 69>
    }
    wp::adj_sub(var_463, var_463, adj_463, adj_463, adj_465);
    wp::adj_sub(var_463, var_463, adj_463, adj_463, adj_464);
    // adj: if (v0 - v0) <= (v0 - v0):                                                        <L 68>
    wp::adj_where(var_89, var_91, var_461, adj_89, adj_91, adj_461, adj_463);
    wp::adj_where(var_89, var_85, var_460, adj_89, adj_85, adj_460, adj_462);
    if (!var_89) {
        wp::adj_where(var_92, var_106, var_459, adj_92, adj_106, adj_459, adj_461);
        wp::adj_where(var_92, var_125, var_458, adj_92, adj_125, adj_458, adj_460);
        if (!var_92) {
            wp::adj_where(var_126, var_174, var_457, adj_126, adj_174, adj_457, adj_459);
            wp::adj_where(var_126, var_85, var_456, adj_126, adj_85, adj_456, adj_458);
            if (!var_126) {
                wp::adj_where(var_175, var_301, var_367, adj_175, adj_301, adj_367, adj_457);
                wp::adj_where(var_175, var_360, var_85, adj_175, adj_360, adj_85, adj_456);
                if (!var_175) {
                    var_372 = wp::iter_reverse(var_372);
                    start_for_15:;
                        if (iter_cmp(var_372) == 0) goto end_for_15;
                        var_373 = wp::iter_next(var_372);
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
                    	adj_430 = {};
                    	adj_431 = {};
                    	adj_432 = {};
                    	adj_433 = {};
                    	adj_434 = {};
                    	adj_435 = {};
                    	adj_436 = {};
                    	adj_437 = {};
                    	adj_438 = {};
                    	adj_439 = {};
                    	adj_440 = {};
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
                    	adj_455 = {};
                        // v0 -= wp.sin(wp.mod(x0[(tid + 1) % x0.shape[0]], wp.abs((0.53 - -1.675)) + 1.0)) * 0.19       <L 62>
                        var_375 = wp::add(var_0, var_374);
                        var_376 = &(var_x0.shape);
                        var_379 = wp::load(var_376);
                        var_378 = wp::extract(var_379, var_377);
                        var_380 = wp::mod(var_375, var_378);
                        var_381 = wp::address(var_x0, var_380);
                        var_384 = wp::sub(var_382, var_383);
                        var_385 = wp::abs(var_384);
                        var_387 = wp::add(var_385, var_386);
                        var_389 = wp::load(var_381);
                        var_388 = wp::mod(var_389, var_387);
                        var_390 = wp::sin(var_388);
                        var_392 = wp::mul(var_390, var_391);
                        var_393 = wp::sub(var_367, var_392);
                        // if (v0 + v0) >= v0:                                                <L 63>
                        var_394 = wp::add(var_393, var_393);
                        var_395 = (var_394 >= var_393);
                        if (var_395) {
                            // v0 += wp.tanh((wp.lerp(wp.vec3(1.73, 1.82, -0.66), wp.vec3(0.5, 1.79, 0.49), 1.5))[2])       <L 64>
                            var_399 = wp::vec_t<3, wp::float32>(var_396, var_397, var_398);
                            var_403 = wp::vec_t<3, wp::float32>(var_400, var_401, var_402);
                            var_405 = wp::lerp(var_399, var_403, var_404);
                            var_407 = wp::extract(var_405, var_406);
                            var_408 = wp::tanh(var_407);
                            var_409 = wp::add(var_393, var_408);
                            // v0 = v0 + wp.tanh((wp.normalize(wp.vec3(-1.14))).x)            <L 65>
                            var_411 = wp::vec_t<3, wp::float32>(var_410);
                            var_412 = wp::normalize(var_411);
                            var_414 = wp::extract(var_412, var_413);
                            var_415 = wp::tanh(var_414);
                            var_416 = wp::add(var_409, var_415);
                            // v12 = wp.vec3((wp.where(-0.04 > 1.76, v0, v0) / (wp.abs(float(tid)) + 1.0)), ((-1.642 / (wp.abs(v0) + 1.0)) - wp.dot(wp.vec3(-0.56), wp.vec3(-0.668, 0.614, -0.85))), (v0 / (wp.abs((v0 + v0)) + 1.0)))       <L 66>
                            var_419 = (var_417 > var_418);
                            var_420 = wp::where(var_419, var_416, var_416);
                            var_421 = wp::float(var_0);
                            var_422 = wp::abs(var_421);
                            var_424 = wp::add(var_422, var_423);
                            var_425 = wp::div(var_420, var_424);
                            var_427 = wp::abs(var_416);
                            var_429 = wp::add(var_427, var_428);
                            var_430 = wp::div(var_426, var_429);
                            var_432 = wp::vec_t<3, wp::float32>(var_431);
                            var_436 = wp::vec_t<3, wp::float32>(var_433, var_434, var_435);
                            var_437 = wp::dot(var_432, var_436);
                            var_438 = wp::sub(var_430, var_437);
                            var_439 = wp::add(var_416, var_416);
                            var_440 = wp::abs(var_439);
                            var_442 = wp::add(var_440, var_441);
                            var_443 = wp::div(var_416, var_442);
                            var_444 = wp::vec_t<3, wp::float32>(var_425, var_438, var_443);
                            // v24 += v12[0] + v12[1] + v12[2]                                <L 67>
                            var_446 = wp::extract(var_444, var_445);
                            var_448 = wp::extract(var_444, var_447);
                            var_449 = wp::add(var_446, var_448);
                            var_451 = wp::extract(var_444, var_450);
                            var_452 = wp::add(var_449, var_451);
                            var_453 = wp::add(var_85, var_452);
                        }
                        var_454 = wp::where(var_395, var_453, var_85);
                        var_455 = wp::where(var_395, var_416, var_393);
                        wp::assign(var_85, var_454);
                        wp::assign(var_367, var_455);
                        wp::adj_assign(var_367, var_455, adj_367, adj_455);
                        wp::adj_assign(var_85, var_454, adj_85, adj_454);
                        wp::adj_where(var_395, var_416, var_393, adj_395, adj_416, adj_393, adj_455);
                        wp::adj_where(var_395, var_453, var_85, adj_395, adj_453, adj_85, adj_454);
                        if (var_395) {
                            wp::adj_add(var_85, var_452, adj_85, adj_452, adj_453);
                            wp::adj_add(var_449, var_451, adj_449, adj_451, adj_452);
                            wp::adj_extract(var_444, var_450, adj_444, adj_450, adj_451);
                            wp::adj_add(var_446, var_448, adj_446, adj_448, adj_449);
                            wp::adj_extract(var_444, var_447, adj_444, adj_447, adj_448);
                            wp::adj_extract(var_444, var_445, adj_444, adj_445, adj_446);
                            // adj: v24 += v12[0] + v12[1] + v12[2]                           <L 67>
                            wp::adj_vec_t(var_425, var_438, var_443, adj_425, adj_438, adj_443, adj_444);
                            wp::adj_div(var_416, var_442, var_443, adj_416, adj_442, adj_443);
                            wp::adj_add(var_440, var_441, adj_440, adj_441, adj_442);
                            wp::adj_abs(var_439, adj_439, adj_440);
                            wp::adj_add(var_416, var_416, adj_416, adj_416, adj_439);
                            wp::adj_sub(var_430, var_437, adj_430, adj_437, adj_438);
                            wp::adj_dot(var_432, var_436, adj_432, adj_436, adj_437);
                            wp::adj_vec_t(var_433, var_434, var_435, adj_433, adj_434, adj_435, adj_436);
                            wp::adj_vec_t(var_431, adj_431, adj_432);
                            wp::adj_div(var_426, var_429, var_430, adj_426, adj_429, adj_430);
                            wp::adj_add(var_427, var_428, adj_427, adj_428, adj_429);
                            wp::adj_abs(var_416, adj_416, adj_427);
                            wp::adj_div(var_420, var_424, var_425, adj_420, adj_424, adj_425);
                            wp::adj_add(var_422, var_423, adj_422, adj_423, adj_424);
                            wp::adj_abs(var_421, adj_421, adj_422);
                            wp::adj_float(var_0, adj_0, adj_421);
                            wp::adj_where(var_419, var_416, var_416, adj_419, adj_416, adj_416, adj_420);
                            // adj: v12 = wp.vec3((wp.where(-0.04 > 1.76, v0, v0) / (wp.abs(float(tid)) + 1.0)), ((-1.642 / (wp.abs(v0) + 1.0)) - wp.dot(wp.vec3(-0.56), wp.vec3(-0.668, 0.614, -0.85))), (v0 / (wp.abs((v0 + v0)) + 1.0)))  <L 66>
                            wp::adj_add(var_409, var_415, adj_409, adj_415, adj_416);
                            wp::adj_tanh(var_414, var_415, adj_414, adj_415);
                            wp::adj_extract(var_412, var_413, adj_412, adj_413, adj_414);
                            wp::adj_normalize(var_411, var_412, adj_411, adj_412);
                            wp::adj_vec_t(var_410, adj_410, adj_411);
                            // adj: v0 = v0 + wp.tanh((wp.normalize(wp.vec3(-1.14))).x)       <L 65>
                            wp::adj_add(var_393, var_408, adj_393, adj_408, adj_409);
                            wp::adj_tanh(var_407, var_408, adj_407, adj_408);
                            wp::adj_extract(var_405, var_406, adj_405, adj_406, adj_407);
                            wp::adj_lerp(var_399, var_403, var_404, adj_399, adj_403, adj_404, adj_405);
                            wp::adj_vec_t(var_400, var_401, var_402, adj_400, adj_401, adj_402, adj_403);
                            wp::adj_vec_t(var_396, var_397, var_398, adj_396, adj_397, adj_398, adj_399);
                            // adj: v0 += wp.tanh((wp.lerp(wp.vec3(1.73, 1.82, -0.66), wp.vec3(0.5, 1.79, 0.49), 1.5))[2])  <L 64>
                        }
                        wp::adj_add(var_393, var_393, adj_393, adj_393, adj_394);
                        // adj: if (v0 + v0) >= v0:                                           <L 63>
                        wp::adj_sub(var_367, var_392, adj_367, adj_392, adj_393);
                        wp::adj_mul(var_390, var_391, adj_390, adj_391, adj_392);
                        wp::adj_sin(var_388, adj_388, adj_390);
                        wp::adj_mod(var_389, var_387, adj_381, adj_387, adj_388);
                        wp::adj_add(var_385, var_386, adj_385, adj_386, adj_387);
                        wp::adj_abs(var_384, adj_384, adj_385);
                        wp::adj_sub(var_382, var_383, adj_382, adj_383, adj_384);
                        wp::adj_address(var_x0, var_380, adj_x0, adj_380, adj_381);
                        wp::adj_mod(var_375, var_378, adj_375, adj_378, adj_380);
                        adj_x0.shape = adj_376;
                        wp::adj_add(var_0, var_374, adj_0, adj_374, adj_375);
                        // adj: v0 -= wp.sin(wp.mod(x0[(tid + 1) % x0.shape[0]], wp.abs((0.53 - -1.675)) + 1.0)) * 0.19  <L 62>
                    	goto start_for_15;
                    end_for_15:;
                    wp::adj_mul(var_n, var_368, adj_n, adj_368, adj_369);
                    // adj: for j11 in range(0, n * 3, 3):                                    <L 61>
                    wp::adj_add(var_86, var_366, adj_86, adj_366, adj_367);
                    wp::adj_cos(var_365, adj_365, adj_366);
                    wp::adj_length_sq(var_364, adj_364, adj_365);
                    wp::adj_vec_t(var_361, var_362, var_363, adj_361, adj_362, adj_363, adj_364);
                    // adj: v0 = v0 + wp.cos(wp.length_sq(wp.vec3(0.36, -1.63, -0.02)))       <L 60>
                }
                if (var_175) {
                    wp::adj_add(var_85, var_359, adj_85, adj_359, adj_360);
                    wp::adj_add(var_356, var_358, adj_356, adj_358, adj_359);
                    wp::adj_extract(var_351, var_357, adj_351, adj_357, adj_358);
                    wp::adj_add(var_353, var_355, adj_353, adj_355, adj_356);
                    wp::adj_extract(var_351, var_354, adj_351, adj_354, adj_355);
                    wp::adj_extract(var_351, var_352, adj_351, adj_352, adj_353);
                    // adj: v24 += v10[0] + v10[1] + v10[2]                                   <L 58>
                    wp::adj_vec_t(var_348, var_349, var_350, adj_348, adj_349, adj_350, adj_351);
                    // adj: v10 = wp.vec3(1.81, -1.66, -1.6)                                  <L 57>
                    var_306 = wp::iter_reverse(var_306);
                    start_for_12:;
                        if (iter_cmp(var_306) == 0) goto end_for_12;
                        var_307 = wp::iter_next(var_306);
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
                    	adj_341 = {};
                    	adj_342 = {};
                    	adj_343 = {};
                    	adj_344 = {};
                    	adj_345 = {};
                    	adj_346 = {};
                    	adj_347 = {};
                        // v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])               <L 51>
                        var_309 = wp::mul(var_301, var_308);
                        var_311 = wp::add(var_0, var_310);
                        var_312 = &(var_x0.shape);
                        var_315 = wp::load(var_312);
                        var_314 = wp::extract(var_315, var_313);
                        var_316 = wp::mod(var_311, var_314);
                        var_317 = wp::address(var_x0, var_316);
                        var_319 = wp::load(var_317);
                        var_318 = wp::tanh(var_319);
                        var_320 = wp::add(var_309, var_318);
                        // if v0 <= v0:                                                       <L 52>
                        var_321 = (var_320 <= var_320);
                        if (var_321) {
                            // out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99       <L 53>
                            var_322 = wp::sub(var_320, var_320);
                            var_325 = wp::clamp(var_320, var_323, var_324);
                            var_326 = wp::acos(var_325);
                            var_327 = wp::abs(var_326);
                            var_329 = wp::add(var_327, var_328);
                            var_330 = wp::div(var_322, var_329);
                            var_332 = wp::mul(var_330, var_331);
                            var_333 = wp::add(var_320, var_332);
                            // wp::array_store(var_out0, var_0, var_333);
                            // return                                                         <L 54>
                            goto label14;
                        }
                        // v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))       <L 55>
                        var_334 = wp::atan(var_320);
                        var_338 = wp::vec_t<3, wp::float32>(var_335, var_336, var_337);
                        var_342 = wp::vec_t<3, wp::float32>(var_339, var_340, var_341);
                        var_343 = wp::dot(var_338, var_342);
                        var_344 = wp::min(var_334, var_343);
                        var_345 = wp::neg(var_320);
                        var_346 = wp::mul(var_344, var_345);
                        // v24 += v9                                                          <L 56>
                        var_347 = wp::add(var_85, var_346);
                        wp::assign(var_85, var_347);
                        wp::assign(var_301, var_320);
                        wp::assign(var_267, var_346);
                        wp::adj_assign(var_267, var_346, adj_267, adj_346);
                        wp::adj_assign(var_301, var_320, adj_301, adj_320);
                        wp::adj_assign(var_85, var_347, adj_85, adj_347);
                        wp::adj_add(var_85, var_346, adj_85, adj_346, adj_347);
                        // adj: v24 += v9                                                     <L 56>
                        wp::adj_mul(var_344, var_345, adj_344, adj_345, adj_346);
                        wp::adj_neg(var_320, adj_320, adj_345);
                        wp::adj_min(var_334, var_343, adj_334, adj_343, adj_344);
                        wp::adj_dot(var_338, var_342, adj_338, adj_342, adj_343);
                        wp::adj_vec_t(var_339, var_340, var_341, adj_339, adj_340, adj_341, adj_342);
                        wp::adj_vec_t(var_335, var_336, var_337, adj_335, adj_336, adj_337, adj_338);
                        wp::adj_atan(var_320, adj_320, adj_334);
                        // adj: v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))  <L 55>
                        if (var_321) {
                            label14:;
                            // adj: return                                                    <L 54>
                            wp::adj_array_store(var_out0, var_0, var_333, adj_out0, adj_0, adj_333);
                            wp::adj_add(var_320, var_332, adj_320, adj_332, adj_333);
                            wp::adj_mul(var_330, var_331, adj_330, adj_331, adj_332);
                            wp::adj_div(var_322, var_329, var_330, adj_322, adj_329, adj_330);
                            wp::adj_add(var_327, var_328, adj_327, adj_328, adj_329);
                            wp::adj_abs(var_326, adj_326, adj_327);
                            wp::adj_acos(var_325, adj_325, adj_326);
                            wp::adj_clamp(var_320, var_323, var_324, adj_320, adj_323, adj_324, adj_325);
                            wp::adj_sub(var_320, var_320, adj_320, adj_320, adj_322);
                            // adj: out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99  <L 53>
                        }
                        // adj: if v0 <= v0:                                                  <L 52>
                        wp::adj_add(var_309, var_318, adj_309, adj_318, adj_320);
                        wp::adj_tanh(var_319, var_318, adj_317, adj_318);
                        wp::adj_address(var_x0, var_316, adj_x0, adj_316, adj_317);
                        wp::adj_mod(var_311, var_314, adj_311, adj_314, adj_316);
                        adj_x0.shape = adj_312;
                        wp::adj_add(var_0, var_310, adj_0, adj_310, adj_311);
                        wp::adj_mul(var_301, var_308, adj_301, adj_308, adj_309);
                        // adj: v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])          <L 51>
                    	goto start_for_12;
                    end_for_12:;
                    wp::adj_mul(var_n, var_302, adj_n, adj_302, adj_303);
                    // adj: for j8 in range(0, n * 3, 3):                                     <L 50>
                    wp::adj_where(var_295, var_300, var_280, adj_295, adj_300, adj_280, adj_301);
                    if (var_295) {
                        wp::adj_sub(var_280, var_299, adj_280, adj_299, adj_300);
                        wp::adj_mul(var_297, var_298, adj_297, adj_298, adj_299);
                        wp::adj_tanh(var_296, var_297, adj_296, adj_297);
                        // adj: v0 -= wp.tanh(-1.3) * 1.55                                    <L 49>
                    }
                    wp::adj_dot(var_289, var_293, adj_289, adj_293, adj_294);
                    wp::adj_vec_t(var_290, var_291, var_292, adj_290, adj_291, adj_292, adj_293);
                    wp::adj_vec_t(var_286, var_287, var_288, adj_286, adj_287, adj_288, adj_289);
                    wp::adj_length(var_284, var_285, adj_284, adj_285);
                    wp::adj_vec_t(var_281, var_282, var_283, adj_281, adj_282, adj_283, adj_284);
                    // adj: if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):  <L 48>
                    wp::adj_add(var_222, var_278, adj_222, adj_278, adj_280);
                    wp::adj_tanh(var_279, var_278, adj_277, adj_278);
                    wp::adj_address(var_x0, var_276, adj_x0, adj_276, adj_277);
                    wp::adj_mod(var_271, var_274, adj_271, adj_274, adj_276);
                    adj_x0.shape = adj_272;
                    wp::adj_add(var_0, var_270, adj_0, adj_270, adj_271);
                    // adj: v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                        <L 47>
                    var_227 = wp::iter_reverse(var_227);
                    start_for_9:;
                        if (iter_cmp(var_227) == 0) goto end_for_9;
                        var_228 = wp::iter_next(var_227);
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
                    	adj_263 = {};
                    	adj_264 = {};
                    	adj_265 = {};
                    	adj_266 = {};
                    	adj_267 = {};
                    	adj_268 = {};
                        // v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])               <L 51>
                        var_230 = wp::mul(var_222, var_229);
                        var_232 = wp::add(var_0, var_231);
                        var_233 = &(var_x0.shape);
                        var_236 = wp::load(var_233);
                        var_235 = wp::extract(var_236, var_234);
                        var_237 = wp::mod(var_232, var_235);
                        var_238 = wp::address(var_x0, var_237);
                        var_240 = wp::load(var_238);
                        var_239 = wp::tanh(var_240);
                        var_241 = wp::add(var_230, var_239);
                        // if v0 <= v0:                                                       <L 52>
                        var_242 = (var_241 <= var_241);
                        if (var_242) {
                            // out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99       <L 53>
                            var_243 = wp::sub(var_241, var_241);
                            var_246 = wp::clamp(var_241, var_244, var_245);
                            var_247 = wp::acos(var_246);
                            var_248 = wp::abs(var_247);
                            var_250 = wp::add(var_248, var_249);
                            var_251 = wp::div(var_243, var_250);
                            var_253 = wp::mul(var_251, var_252);
                            var_254 = wp::add(var_241, var_253);
                            // wp::array_store(var_out0, var_0, var_254);
                            // return                                                         <L 54>
                            goto label11;
                        }
                        // v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))       <L 55>
                        var_255 = wp::atan(var_241);
                        var_259 = wp::vec_t<3, wp::float32>(var_256, var_257, var_258);
                        var_263 = wp::vec_t<3, wp::float32>(var_260, var_261, var_262);
                        var_264 = wp::dot(var_259, var_263);
                        var_265 = wp::min(var_255, var_264);
                        var_266 = wp::neg(var_241);
                        var_267 = wp::mul(var_265, var_266);
                        // v24 += v9                                                          <L 56>
                        var_268 = wp::add(var_85, var_267);
                        wp::assign(var_85, var_268);
                        wp::assign(var_222, var_241);
                        wp::adj_assign(var_222, var_241, adj_222, adj_241);
                        wp::adj_assign(var_85, var_268, adj_85, adj_268);
                        wp::adj_add(var_85, var_267, adj_85, adj_267, adj_268);
                        // adj: v24 += v9                                                     <L 56>
                        wp::adj_mul(var_265, var_266, adj_265, adj_266, adj_267);
                        wp::adj_neg(var_241, adj_241, adj_266);
                        wp::adj_min(var_255, var_264, adj_255, adj_264, adj_265);
                        wp::adj_dot(var_259, var_263, adj_259, adj_263, adj_264);
                        wp::adj_vec_t(var_260, var_261, var_262, adj_260, adj_261, adj_262, adj_263);
                        wp::adj_vec_t(var_256, var_257, var_258, adj_256, adj_257, adj_258, adj_259);
                        wp::adj_atan(var_241, adj_241, adj_255);
                        // adj: v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))  <L 55>
                        if (var_242) {
                            label11:;
                            // adj: return                                                    <L 54>
                            wp::adj_array_store(var_out0, var_0, var_254, adj_out0, adj_0, adj_254);
                            wp::adj_add(var_241, var_253, adj_241, adj_253, adj_254);
                            wp::adj_mul(var_251, var_252, adj_251, adj_252, adj_253);
                            wp::adj_div(var_243, var_250, var_251, adj_243, adj_250, adj_251);
                            wp::adj_add(var_248, var_249, adj_248, adj_249, adj_250);
                            wp::adj_abs(var_247, adj_247, adj_248);
                            wp::adj_acos(var_246, adj_246, adj_247);
                            wp::adj_clamp(var_241, var_244, var_245, adj_241, adj_244, adj_245, adj_246);
                            wp::adj_sub(var_241, var_241, adj_241, adj_241, adj_243);
                            // adj: out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99  <L 53>
                        }
                        // adj: if v0 <= v0:                                                  <L 52>
                        wp::adj_add(var_230, var_239, adj_230, adj_239, adj_241);
                        wp::adj_tanh(var_240, var_239, adj_238, adj_239);
                        wp::adj_address(var_x0, var_237, adj_x0, adj_237, adj_238);
                        wp::adj_mod(var_232, var_235, adj_232, adj_235, adj_237);
                        adj_x0.shape = adj_233;
                        wp::adj_add(var_0, var_231, adj_0, adj_231, adj_232);
                        wp::adj_mul(var_222, var_229, adj_222, adj_229, adj_230);
                        // adj: v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])          <L 51>
                    	goto start_for_9;
                    end_for_9:;
                    wp::adj_mul(var_n, var_223, adj_n, adj_223, adj_224);
                    // adj: for j8 in range(0, n * 3, 3):                                     <L 50>
                    wp::adj_where(var_216, var_221, var_201, adj_216, adj_221, adj_201, adj_222);
                    if (var_216) {
                        wp::adj_sub(var_201, var_220, adj_201, adj_220, adj_221);
                        wp::adj_mul(var_218, var_219, adj_218, adj_219, adj_220);
                        wp::adj_tanh(var_217, var_218, adj_217, adj_218);
                        // adj: v0 -= wp.tanh(-1.3) * 1.55                                    <L 49>
                    }
                    wp::adj_dot(var_210, var_214, adj_210, adj_214, adj_215);
                    wp::adj_vec_t(var_211, var_212, var_213, adj_211, adj_212, adj_213, adj_214);
                    wp::adj_vec_t(var_207, var_208, var_209, adj_207, adj_208, adj_209, adj_210);
                    wp::adj_length(var_205, var_206, adj_205, adj_206);
                    wp::adj_vec_t(var_202, var_203, var_204, adj_202, adj_203, adj_204, adj_205);
                    // adj: if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):  <L 48>
                    wp::adj_add(var_189, var_199, adj_189, adj_199, adj_201);
                    wp::adj_tanh(var_200, var_199, adj_198, adj_199);
                    wp::adj_address(var_x0, var_197, adj_x0, adj_197, adj_198);
                    wp::adj_mod(var_192, var_195, adj_192, adj_195, adj_197);
                    adj_x0.shape = adj_193;
                    wp::adj_add(var_0, var_191, adj_0, adj_191, adj_192);
                    // adj: v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                        <L 47>
                    // adj: for j7 in range(2):                                               <L 46>
                    wp::adj_add(var_86, var_188, adj_86, adj_188, adj_189);
                    wp::adj_cos(var_187, adj_187, adj_188);
                    wp::adj_mul(var_185, var_186, adj_185, adj_186, adj_187);
                    wp::adj_float(var_0, adj_0, adj_186);
                    wp::adj_length_sq(var_184, adj_184, adj_185);
                    wp::adj_vec_t(var_181, var_182, var_183, adj_181, adj_182, adj_183, adj_184);
                    // adj: v0 += wp.cos((wp.length_sq(wp.vec3(-1.748, 0.682, 0.1)) * float(tid)))  <L 45>
                }
                if (var_175) {
                }
                if (var_176) {
                }
                // adj: elif ((v0 >= v0) and (v0 < v0)) and (1.431 > v0):                     <L 44>
            }
            if (var_126) {
                wp::adj_where(var_152, var_154, var_146, adj_152, adj_154, adj_146, adj_174);
                if (var_152) {
    start_while_7:;
                    var_158 = (var_156 < var_157);
    if ((var_158) == false) goto end_while_7;
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
                        // w6 = w6 + 1                                                        <L 38>
                        var_160 = wp::add(var_156, var_159);
                        // v0 = v0 + wp.cos((1.399 + 0.76))                                   <L 39>
                        var_163 = wp::add(var_161, var_162);
                        var_164 = wp::cos(var_163);
                        var_165 = wp::add(var_154, var_164);
                        // if (v0 < v0) and (v0 < v0):                                        <L 40>
                        var_167 = (var_165 < var_165);
                        var_166 = var_167;
                        if (var_166) {
                            var_168 = (var_165 < var_165);
                            var_166 = var_166 && var_168;
                        }
                        if (var_166) {
                            // continue                                                       <L 41>
                            wp::assign(var_154, var_165);
                            wp::assign(var_156, var_160);
                            goto start_while_7;
                        }
                        var_169 = wp::where(var_166, var_154, var_165);
                        var_170 = wp::where(var_166, var_156, var_160);
                        // if v0 > v0:                                                        <L 42>
                        var_171 = (var_169 > var_169);
                        if (var_171) {
                            // break                                                          <L 43>
                            wp::assign(var_154, var_169);
                            wp::assign(var_156, var_170);
                            goto end_while_7;
                        }
                        var_172 = wp::where(var_171, var_154, var_169);
                        var_173 = wp::where(var_171, var_156, var_170);
                        wp::assign(var_154, var_172);
                        wp::assign(var_156, var_173);
                        wp::adj_assign(var_156, var_173, adj_156, adj_173);
                        wp::adj_assign(var_154, var_172, adj_154, adj_172);
                        wp::adj_where(var_171, var_156, var_170, adj_171, adj_156, adj_170, adj_173);
                        wp::adj_where(var_171, var_154, var_169, adj_171, adj_154, adj_169, adj_172);
                        if (var_171) {
                            wp::adj_assign(var_156, var_170, adj_156, adj_170);
                            wp::adj_assign(var_154, var_169, adj_154, adj_169);
                            // adj: break                                                     <L 43>
                        }
                        // adj: if v0 > v0:                                                   <L 42>
                        wp::adj_where(var_166, var_156, var_160, adj_166, adj_156, adj_160, adj_170);
                        wp::adj_where(var_166, var_154, var_165, adj_166, adj_154, adj_165, adj_169);
                        if (var_166) {
                            wp::adj_assign(var_156, var_160, adj_156, adj_160);
                            wp::adj_assign(var_154, var_165, adj_154, adj_165);
                            // adj: continue                                                  <L 41>
                        }
                        if (var_166) {
                        }
                        // adj: if (v0 < v0) and (v0 < v0):                                   <L 40>
                        wp::adj_add(var_154, var_164, adj_154, adj_164, adj_165);
                        wp::adj_cos(var_163, adj_163, adj_164);
                        wp::adj_add(var_161, var_162, adj_161, adj_162, adj_163);
                        // adj: v0 = v0 + wp.cos((1.399 + 0.76))                              <L 39>
                        wp::adj_add(var_156, var_159, adj_156, adj_159, adj_160);
                        // adj: w6 = w6 + 1                                                   <L 38>
    goto start_while_7;
    end_while_7:;
                    // adj: while w6 < 5:                                                     <L 37>
                    // adj: w6 = int(0)                                                       <L 36>
                    wp::adj_add(var_146, var_153, adj_146, adj_153, adj_154);
                    wp::adj_tanh(var_146, var_153, adj_146, adj_153);
                    // adj: v0 = v0 + wp.tanh(v0)                                             <L 35>
                }
                wp::adj_length_sq(var_150, adj_150, adj_151);
                wp::adj_vec_t(var_147, var_148, var_149, adj_147, adj_148, adj_149, adj_150);
                // adj: if wp.length_sq(wp.vec3(-1.6, 1.256, 0.293)) <= v0:                   <L 34>
                wp::adj_add(var_135, var_144, adj_135, adj_144, adj_146);
                wp::adj_tanh(var_145, var_144, adj_143, adj_144);
                wp::adj_address(var_x0, var_142, adj_x0, adj_142, adj_143);
                wp::adj_mod(var_137, var_140, adj_137, adj_140, adj_142);
                adj_x0.shape = adj_138;
                wp::adj_add(var_0, var_136, adj_0, adj_136, adj_137);
                // adj: v0 = v0 + wp.tanh(x0[(tid + 5) % x0.shape[0]])                        <L 33>
                wp::adj_add(var_86, var_134, adj_86, adj_134, adj_135);
                wp::adj_sin(var_133, adj_133, adj_134);
                wp::adj_clamp(var_130, var_131, var_132, adj_130, adj_131, adj_132, adj_133);
                wp::adj_add(var_86, var_86, adj_86, adj_86, adj_130);
                // adj: v0 = v0 + wp.sin(wp.clamp((v0 + v0), -0.25, 1.65))                    <L 32>
            }
            if (!var_126) {
            }
            // adj: elif (v0 <= -0.401) or (v0 >= v0):                                        <L 31>
        }
        if (var_92) {
            wp::adj_add(var_85, var_124, adj_85, adj_124, adj_125);
            // adj: v24 += v5                                                                 <L 30>
            wp::adj_sub(var_121, var_123, adj_121, adj_123, adj_124);
            wp::adj_div(var_108, var_120, var_121, adj_108, adj_120, adj_121);
            wp::adj_add(var_118, var_119, adj_118, adj_119, adj_120);
            wp::adj_abs(var_117, adj_117, adj_118);
            wp::adj_dot(var_112, var_116, adj_112, adj_116, adj_117);
            wp::adj_vec_t(var_113, var_114, var_115, adj_113, adj_114, adj_115, adj_116);
            wp::adj_vec_t(var_109, var_110, var_111, adj_109, adj_110, adj_111, adj_112);
            // adj: v5 = ((wp.ceil(-1.2) / (wp.abs(wp.dot(wp.vec3(0.7, 0.1, 1.31), wp.vec3(-0.91, 1.3, 0.16))) + 1.0)) - wp.round(0.5))  <L 29>
            wp::adj_add(var_86, var_105, adj_86, adj_105, adj_106);
            wp::adj_tanh(var_104, var_105, adj_104, adj_105);
            wp::adj_add(var_102, var_103, adj_102, adj_103, adj_104);
            wp::adj_degrees(var_86, adj_86, adj_103);
            wp::adj_float(var_0, adj_0, adj_102);
            // adj: v0 = v0 + wp.tanh((float(tid) + wp.degrees(v0)))                          <L 28>
        }
        if (var_92) {
            if (!var_98) {
            }
        }
        if (var_93) {
        }
        // adj: elif ((v0 <= 1.6) and (-1.317 > v0)) and ((v0 < v0) or (v0 > 1.4)):           <L 27>
    }
    if (var_89) {
        wp::adj_add(var_86, var_90, adj_86, adj_90, adj_91);
        wp::adj_tanh(var_86, var_90, adj_86, adj_90);
        // adj: v0 += wp.tanh(v0)                                                             <L 26>
    }
    wp::adj_sub(var_86, var_86, adj_86, adj_86, adj_88);
    wp::adj_min(var_86, var_86, adj_86, adj_86, adj_87);
    // adj: if wp.min(v0, v0) >= (v0 - v0):                                                   <L 25>
    wp::adj_where(var_7, var_18, var_5, adj_7, adj_18, adj_5, adj_86);
    wp::adj_where(var_7, var_84, var_3, adj_7, adj_84, adj_3, adj_85);
    if (var_7) {
        wp::adj_add(var_3, var_83, adj_3, adj_83, adj_84);
        // adj: v24 += v4                                                                     <L 24>
        wp::adj_mod(var_76, var_82, adj_76, adj_82, adj_83);
        wp::adj_add(var_80, var_81, adj_80, adj_81, adj_82);
        wp::adj_abs(var_79, adj_79, adj_80);
        wp::adj_erfc(var_78, adj_78, adj_79);
        wp::adj_where(var_77, var_18, var_18, adj_77, adj_18, adj_18, adj_78);
        wp::adj_acos(var_75, adj_75, adj_76);
        wp::adj_clamp(var_72, var_73, var_74, adj_72, adj_73, adj_74, adj_75);
        wp::adj_sub(var_18, var_18, adj_18, adj_18, adj_72);
        // adj: v4 = wp.mod(wp.acos(wp.clamp((v0 - v0), -0.9, 0.9)), wp.abs(wp.erfc(wp.where(v0 > v0, v0, v0))) + 1.0)  <L 23>
        var_19 = wp::iter_reverse(var_19);
        start_for_1:;
            if (iter_cmp(var_19) == 0) goto end_for_1;
            var_20 = wp::iter_next(var_19);
        	adj_21 = {};
        	adj_22 = {};
        	adj_23 = {};
        	adj_24 = {};
        	adj_25 = {};
        	adj_48 = {};
        	adj_49 = {};
            // v0 = v0 + wp.tanh(float(tid))                                                  <L 14>
            var_21 = wp::float(var_0);
            var_22 = wp::tanh(var_21);
            var_23 = wp::add(var_18, var_22);
            // w2 = int(0)                                                                    <L 15>
            var_25 = wp::int(var_24);
            // while w2 < 3 and (0.85 <= v0):                                                 <L 16>
            // w3 = int(0)                                                                    <L 19>
            var_49 = wp::int(var_48);
            // while w3 < 5 and ((j1) % 2 == 1):                                              <L 20>
            wp::assign(var_18, var_23);
            wp::adj_assign(var_18, var_23, adj_18, adj_23);
    start_while_5:;
            var_52 = (var_49 < var_51);
            var_50 = var_52;
            if (var_50) {
                var_54 = wp::mod(var_20, var_53);
                var_56 = (var_54 == var_55);
                var_50 = var_50 && var_56;
            }
    if ((var_50) == false) goto end_while_5;
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
                // w3 = w3 + 1                                                                <L 21>
                var_58 = wp::add(var_49, var_57);
                // v0 = v0 * 0.5 + wp.tanh((wp.length_sq(wp.vec3(0.1, -0.04, -1.771)) - (-0.16 + -0.9)))       <L 22>
                var_60 = wp::mul(var_23, var_59);
                var_64 = wp::vec_t<3, wp::float32>(var_61, var_62, var_63);
                var_65 = wp::length_sq(var_64);
                var_68 = wp::add(var_66, var_67);
                var_69 = wp::sub(var_65, var_68);
                var_70 = wp::tanh(var_69);
                var_71 = wp::add(var_60, var_70);
                wp::assign(var_23, var_71);
                wp::assign(var_49, var_58);
                wp::adj_assign(var_49, var_58, adj_49, adj_58);
                wp::adj_assign(var_23, var_71, adj_23, adj_71);
                wp::adj_add(var_60, var_70, adj_60, adj_70, adj_71);
                wp::adj_tanh(var_69, var_70, adj_69, adj_70);
                wp::adj_sub(var_65, var_68, adj_65, adj_68, adj_69);
                wp::adj_add(var_66, var_67, adj_66, adj_67, adj_68);
                wp::adj_length_sq(var_64, adj_64, adj_65);
                wp::adj_vec_t(var_61, var_62, var_63, adj_61, adj_62, adj_63, adj_64);
                wp::adj_mul(var_23, var_59, adj_23, adj_59, adj_60);
                // adj: v0 = v0 * 0.5 + wp.tanh((wp.length_sq(wp.vec3(0.1, -0.04, -1.771)) - (-0.16 + -0.9)))  <L 22>
                wp::adj_add(var_49, var_57, adj_49, adj_57, adj_58);
                // adj: w3 = w3 + 1                                                           <L 21>
    goto start_while_5;
    end_while_5:;
            // adj: while w3 < 5 and ((j1) % 2 == 1):                                         <L 20>
            // adj: w3 = int(0)                                                               <L 19>
    start_while_3:;
            var_28 = (var_25 < var_27);
            var_26 = var_28;
            if (var_26) {
                var_30 = (var_29 <= var_23);
                var_26 = var_26 && var_30;
            }
    if ((var_26) == false) goto end_while_3;
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
                // w2 = w2 + 1                                                                <L 17>
                var_32 = wp::add(var_25, var_31);
                // v0 = v0 * 0.5 + wp.sin(((wp.vec3(-1.929, -0.74, 0.5) - wp.vec3(-1.9, -0.27, -1.81)))[2])       <L 18>
                var_34 = wp::mul(var_23, var_33);
                var_38 = wp::vec_t<3, wp::float32>(var_35, var_36, var_37);
                var_42 = wp::vec_t<3, wp::float32>(var_39, var_40, var_41);
                var_43 = wp::sub(var_38, var_42);
                var_45 = wp::extract(var_43, var_44);
                var_46 = wp::sin(var_45);
                var_47 = wp::add(var_34, var_46);
                wp::assign(var_23, var_47);
                wp::assign(var_25, var_32);
                wp::adj_assign(var_25, var_32, adj_25, adj_32);
                wp::adj_assign(var_23, var_47, adj_23, adj_47);
                wp::adj_add(var_34, var_46, adj_34, adj_46, adj_47);
                wp::adj_sin(var_45, adj_45, adj_46);
                wp::adj_extract(var_43, var_44, adj_43, adj_44, adj_45);
                wp::adj_sub(var_38, var_42, adj_38, adj_42, adj_43);
                wp::adj_vec_t(var_39, var_40, var_41, adj_39, adj_40, adj_41, adj_42);
                wp::adj_vec_t(var_35, var_36, var_37, adj_35, adj_36, adj_37, adj_38);
                wp::adj_mul(var_23, var_33, adj_23, adj_33, adj_34);
                // adj: v0 = v0 * 0.5 + wp.sin(((wp.vec3(-1.929, -0.74, 0.5) - wp.vec3(-1.9, -0.27, -1.81)))[2])  <L 18>
                wp::adj_add(var_25, var_31, adj_25, adj_31, adj_32);
                // adj: w2 = w2 + 1                                                           <L 17>
    goto start_while_3;
    end_while_3:;
            // adj: while w2 < 3 and (0.85 <= v0):                                            <L 16>
            // adj: w2 = int(0)                                                               <L 15>
            wp::adj_add(var_18, var_22, adj_18, adj_22, adj_23);
            wp::adj_tanh(var_21, var_22, adj_21, adj_22);
            wp::adj_float(var_0, adj_0, adj_21);
            // adj: v0 = v0 + wp.tanh(float(tid))                                             <L 14>
        	goto start_for_1;
        end_for_1:;
        // adj: for j1 in range(n):                                                           <L 13>
        wp::adj_sub(var_5, var_17, adj_5, adj_17, adj_18);
        wp::adj_mul(var_15, var_16, adj_15, adj_16, adj_17);
        wp::adj_tanh(var_14, var_15, adj_14, adj_15);
        wp::adj_sub(var_5, var_13, adj_5, adj_13, adj_14);
        wp::adj_tanh(var_5, var_13, adj_5, adj_13);
        // adj: v0 -= wp.tanh((v0 - wp.tanh(v0))) * 0.44                                      <L 12>
    }
    if (!var_7) {
    }
    wp::adj_mod(var_0, var_8, adj_0, adj_8, adj_9);
    // adj: if ((tid) % 3 == 0) or (v0 >= v0):                                                <L 11>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_4);
    // adj: v0 = x0[tid]                                                                      <L 10>
    wp::adj_float(var_2, adj_2, adj_3);
    // adj: v24 = float(0.0)                                                                  <L 9>
    if (var_1) {
        label0:;
        // adj: return                                                                        <L 8>
    }
    // adj: if tid >= num_elements:                                                           <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def control_000002(x0: wp.array[float], n: int, out0: wp.array[float], num_elements: int):  <L 5>
    return;
}



struct control_000002_65805cec_cpu_block_payload_forward
{
    wp_args_control_000002_65805cec* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void control_000002_65805cec_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    control_000002_65805cec_cpu_block_payload_forward* payload = (control_000002_65805cec_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    control_000002_65805cec_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void control_000002_65805cec_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_control_000002_65805cec *_wp_args)
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
        control_000002_65805cec_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &control_000002_65805cec_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct control_000002_65805cec_cpu_block_payload_backward
{
    wp_args_control_000002_65805cec* args;
    wp_args_control_000002_65805cec* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void control_000002_65805cec_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    control_000002_65805cec_cpu_block_payload_backward* payload = (control_000002_65805cec_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    control_000002_65805cec_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void control_000002_65805cec_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_control_000002_65805cec *_wp_args,
    wp_args_control_000002_65805cec *_wp_adj_args)
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
        control_000002_65805cec_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &control_000002_65805cec_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

