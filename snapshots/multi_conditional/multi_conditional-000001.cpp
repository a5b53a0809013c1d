// Generated for case multi_conditional-000001 with warp-lang 1.19.0. Do not edit.
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

struct wp_args_multi_conditional_000001_4f7359a3 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::float32> out1;
};


template <bool wp_linear_contiguous>
static void multi_conditional_000001_4f7359a3_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_multi_conditional_000001_4f7359a3 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::float32 var_5 = -0.16;
    wp::float32 var_6;
    bool var_7;
    const wp::float32 var_8 = -1.4;
    const wp::float32 var_9 = 0.76;
    wp::vec_t<2, wp::float32> var_10;
    wp::vec_t<2, wp::float32> var_11;
    const wp::float32 var_12 = 0.8;
    wp::vec_t<2, wp::float32> var_13;
    wp::vec_t<2, wp::float32> var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    bool var_18;
    const wp::int32 var_19 = 2;
    wp::int32 var_20;
    const wp::int32 var_21 = 0;
    bool var_22;
    bool var_23;
    bool var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::float32 var_30 = -1.793;
    wp::float32 var_31;
    const wp::float32 var_32 = 1.0;
    wp::float32 var_33;
    wp::float32 var_34;
    bool var_35;
    const wp::float32 var_36 = 1.148;
    const wp::float32 var_37 = -1.4;
    wp::vec_t<2, wp::float32> var_38;
    const wp::float32 var_39 = 0.7;
    const wp::float32 var_40 = 1.806;
    const wp::float32 var_41 = 0.42;
    wp::vec_t<2, wp::float32> var_42;
    wp::vec_t<2, wp::float32> var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    const wp::float32 var_52 = 1.3;
    wp::float32 var_53;
    wp::float32 var_54;
    const wp::float32 var_55 = 1.0;
    wp::float32 var_56;
    wp::float32 var_57;
    wp::float32 var_58;
    const wp::float32 var_59 = 1.0;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    wp::float32 var_63;
    wp::float32 var_64;
    const wp::float32 var_65 = 1.0;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    bool var_69;
    wp::float32 var_70;
    wp::float32 var_71;
    wp::float32 var_72;
    wp::float32 var_73;
    wp::float32 var_74;
    wp::float32 var_75;
    bool var_76;
    wp::float32 var_77;
    wp::float32 var_78;
    const wp::float32 var_79 = -0.8;
    const wp::float32 var_80 = 0.8;
    wp::float32 var_81;
    wp::float32 var_82;
    wp::float32 var_83;
    wp::float32 var_84;
    const wp::float32 var_85 = -0.77;
    const wp::float32 var_86 = -0.1;
    wp::vec_t<2, wp::float32> var_87;
    wp::float32 var_88;
    const wp::float32 var_89 = -1.22;
    const wp::float32 var_90 = -1.024;
    wp::vec_t<2, wp::float32> var_91;
    const wp::int32 var_92 = 1;
    wp::float32 var_93;
    wp::float32 var_94;
    wp::float32 var_95;
    wp::float32 var_96;
    wp::int32 var_97;
    const wp::int32 var_98 = 4;
    wp::int32 var_99;
    const wp::int32 var_100 = 1;
    bool var_101;
    wp::float32 var_102;
    const wp::float32 var_103 = 1.0;
    wp::float32 var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    const wp::float32 var_107 = 1.0;
    wp::float32 var_108;
    wp::float32 var_109;
    wp::float32 var_110;
    wp::float32 var_111;
    bool var_112;
    bool var_113;
    bool var_114;
    const wp::float32 var_115 = 1.9;
    bool var_116;
    bool var_117;
    const wp::float32 var_118 = -1.98;
    wp::float32 var_119;
    const wp::float32 var_120 = -1.2;
    const wp::float32 var_121 = 1.2;
    wp::float32 var_122;
    wp::float32 var_123;
    wp::float32 var_124;
    wp::float32 var_125;
    wp::float32 var_126;
    const wp::float32 var_127 = 1.88;
    const wp::float32 var_128 = 0.8;
    wp::vec_t<2, wp::float32> var_129;
    const wp::float32 var_130 = 1.864;
    const wp::float32 var_131 = -1.231;
    wp::vec_t<2, wp::float32> var_132;
    wp::vec_t<2, wp::float32> var_133;
    wp::float32 var_134;
    wp::float32 var_135;
    wp::float32 var_136;
    const wp::float32 var_137 = 0.5;
    wp::float32 var_138;
    wp::float32 var_139;
    const wp::float32 var_140 = 1.0;
    wp::float32 var_141;
    wp::float32 var_142;
    const wp::float32 var_143 = -2.0;
    const wp::float32 var_144 = 2.0;
    wp::float32 var_145;
    wp::float32 var_146;
    wp::float32 var_147;
    wp::float32 var_148;
    wp::float32 var_149;
    wp::float32 var_150;
    wp::float32 var_151;
    wp::float32 var_152;
    wp::vec_t<2, wp::float32> var_153;
    wp::float32 var_154;
    wp::float32 var_155;
    const wp::float32 var_156 = 1.0;
    wp::float32 var_157;
    wp::float32 var_158;
    wp::vec_t<2, wp::float32> var_159;
    wp::float32 var_160;
    wp::float32 var_161;
    wp::float32 var_162;
    wp::float32 var_163;
    wp::float32 var_164;
    const wp::float32 var_165 = -1.05;
    const wp::float32 var_166 = -1.097;
    wp::vec_t<2, wp::float32> var_167;
    wp::float32 var_168;
    wp::float32 var_169;
    const wp::float32 var_170 = 1.0;
    wp::float32 var_171;
    wp::float32 var_172;
    bool var_173;
    wp::vec_t<2, wp::float32> var_174;
    wp::float32 var_175;
    wp::float32 var_176;
    wp::float32 var_177;
    const wp::float32 var_178 = 0.81;
    wp::vec_t<2, wp::float32> var_179;
    wp::float32 var_180;
    const wp::float32 var_181 = 1.0;
    wp::float32 var_182;
    wp::vec_t<2, wp::float32> var_183;
    const wp::float32 var_184 = 1.43;
    const wp::float32 var_185 = 1.06;
    wp::vec_t<2, wp::float32> var_186;
    const wp::float32 var_187 = -1.3;
    const wp::float32 var_188 = -0.8;
    wp::vec_t<2, wp::float32> var_189;
    wp::vec_t<2, wp::float32> var_190;
    wp::vec_t<2, wp::float32> var_191;
    const wp::float32 var_192 = -1.2;
    const wp::float32 var_193 = 1.8;
    wp::vec_t<2, wp::float32> var_194;
    const wp::float32 var_195 = 0.24;
    wp::float32 var_196;
    const wp::float32 var_197 = 1.0;
    wp::float32 var_198;
    wp::vec_t<2, wp::float32> var_199;
    wp::vec_t<2, wp::float32> var_200;
    wp::vec_t<2, wp::float32> var_201;
    const wp::int32 var_202 = 3;
    wp::int32 var_203;
    const wp::int32 var_204 = 0;
    bool var_205;
    wp::float32 var_206;
    wp::float32 var_207;
    wp::float32 var_208;
    wp::float32 var_209;
    wp::float32 var_210;
    const wp::int32 var_211 = 1;
    wp::int32 var_212;
    wp::shape_t* var_213;
    const wp::int32 var_214 = 0;
    wp::int32 var_215;
    wp::shape_t var_216;
    wp::int32 var_217;
    wp::float32* var_218;
    bool var_219;
    wp::float32 var_220;
    wp::float32 var_221;
    const wp::int32 var_222 = 2;
    wp::int32 var_223;
    wp::shape_t* var_224;
    const wp::int32 var_225 = 0;
    wp::int32 var_226;
    wp::shape_t var_227;
    wp::int32 var_228;
    wp::float32* var_229;
    wp::float32 var_230;
    wp::float32 var_231;
    wp::float32 var_232;
    wp::float32 var_233;
    const wp::int32 var_234 = 4;
    wp::int32 var_235;
    wp::shape_t* var_236;
    const wp::int32 var_237 = 0;
    wp::int32 var_238;
    wp::shape_t var_239;
    wp::int32 var_240;
    wp::float32* var_241;
    wp::float32 var_242;
    wp::float32 var_243;
    const wp::int32 var_244 = 5;
    wp::int32 var_245;
    wp::shape_t* var_246;
    const wp::int32 var_247 = 0;
    wp::int32 var_248;
    wp::shape_t var_249;
    wp::int32 var_250;
    wp::float32* var_251;
    wp::float32 var_252;
    bool var_253;
    wp::float32 var_254;
    wp::float32 var_255;
    wp::float32 var_256;
    const wp::float32 var_257 = 1.0;
    wp::float32 var_258;
    const wp::float32 var_259 = -1.219;
    const wp::float32 var_260 = -1.16;
    wp::vec_t<2, wp::float32> var_261;
    const wp::float32 var_262 = 1.355;
    const wp::float32 var_263 = -1.28;
    wp::vec_t<2, wp::float32> var_264;
    wp::float32 var_265;
    const wp::float32 var_266 = -2.0;
    const wp::float32 var_267 = 2.0;
    wp::float32 var_268;
    wp::float32 var_269;
    wp::float32 var_270;
    wp::float32 var_271;
    wp::int32 var_272;
    const wp::int32 var_273 = 3;
    wp::int32 var_274;
    const wp::int32 var_275 = 1;
    bool var_276;
    wp::float32 var_277;
    wp::float32 var_278;
    const wp::float32 var_279 = -0.5;
    const wp::float32 var_280 = 1.783;
    wp::vec_t<2, wp::float32> var_281;
    const wp::int32 var_282 = 0;
    wp::float32 var_283;
    const wp::float32 var_284 = 1.5;
    const wp::float32 var_285 = 0.5;
    wp::vec_t<2, wp::float32> var_286;
    const wp::int32 var_287 = 1;
    wp::float32 var_288;
    const wp::float32 var_289 = -3.0;
    const wp::float32 var_290 = 3.0;
    wp::float32 var_291;
    wp::float32 var_292;
    wp::float32 var_293;
    wp::float32 var_294;
    wp::float32 var_295;
    bool var_296;
    wp::float32 var_297;
    bool var_298;
    const wp::float32 var_299 = -0.502;
    wp::float32 var_300;
    wp::float32 var_301;
    wp::float32 var_302;
    const wp::float32 var_303 = -0.62;
    wp::float32 var_304;
    const wp::float32 var_305 = 1.0;
    wp::float32 var_306;
    wp::float32 var_307;
    wp::float32 var_308;
    wp::float32 var_309;
    wp::float32 var_310;
    const wp::float32 var_311 = 0.084;
    const wp::float32 var_312 = 0.092;
    wp::vec_t<2, wp::float32> var_313;
    wp::vec_t<2, wp::float32> var_314;
    const wp::float32 var_315 = -0.856;
    const wp::float32 var_316 = 0.33;
    wp::vec_t<2, wp::float32> var_317;
    wp::vec_t<2, wp::float32> var_318;
    wp::vec_t<2, wp::float32> var_319;
    wp::vec_t<2, wp::float32> var_320;
    const wp::float32 var_321 = -1.4;
    wp::vec_t<2, wp::float32> var_322;
    wp::vec_t<2, wp::float32> var_323;
    wp::float32 var_324;
    const wp::float32 var_325 = 1.0;
    wp::float32 var_326;
    wp::float32 var_327;
    wp::float32 var_328;
    wp::vec_t<2, wp::float32> var_329;
    wp::float32 var_330;
    wp::float32 var_331;
    const wp::int32 var_332 = 2;
    wp::int32 var_333;
    wp::shape_t* var_334;
    const wp::int32 var_335 = 0;
    wp::int32 var_336;
    wp::shape_t var_337;
    wp::int32 var_338;
    wp::float32* var_339;
    const wp::float32 var_340 = -1.42;
    const wp::float32 var_341 = 1.66;
    wp::float32 var_342;
    bool var_343;
    wp::float32 var_344;
    const wp::float32 var_345 = 0.586;
    const wp::float32 var_346 = -1.858;
    wp::vec_t<2, wp::float32> var_347;
    const wp::float32 var_348 = -0.81;
    const wp::float32 var_349 = 1.0;
    wp::vec_t<2, wp::float32> var_350;
    wp::vec_t<2, wp::float32> var_351;
    wp::float32 var_352;
    wp::float32 var_353;
    wp::float32 var_354;
    wp::float32 var_355;
    wp::float32 var_356;
    const wp::int32 var_357 = 4;
    wp::int32 var_358;
    const wp::int32 var_359 = 4;
    wp::int32 var_360;
    const wp::int32 var_361 = 1;
    bool var_362;
    wp::float32 var_363;
    const wp::float32 var_364 = 0.019;
    const wp::float32 var_365 = -1.9;
    wp::vec_t<2, wp::float32> var_366;
    wp::float32 var_367;
    wp::float32 var_368;
    wp::float32 var_369;
    wp::float32 var_370;
    const wp::float32 var_371 = 0.1;
    const wp::float32 var_372 = 0.79;
    wp::vec_t<2, wp::float32> var_373;
    const wp::float32 var_374 = 0.231;
    const wp::float32 var_375 = 0.756;
    wp::vec_t<2, wp::float32> var_376;
    wp::float32 var_377;
    const wp::float32 var_378 = -0.187;
    wp::float32 var_379;
    const wp::float32 var_380 = 1.0;
    wp::float32 var_381;
    wp::float32 var_382;
    wp::float32 var_383;
    wp::float32 var_384;
    wp::float32 var_385;
    wp::float32 var_386;
    const wp::float32 var_387 = 1.0;
    wp::float32 var_388;
    wp::float32 var_389;
    wp::float32 var_390;
    wp::float32 var_391;
    const wp::float32 var_392 = 1.0;
    wp::float32 var_393;
    wp::float32 var_394;
    bool var_395;
    const wp::float32 var_396 = 1.968;
    const wp::float32 var_397 = 1.445;
    wp::vec_t<2, wp::float32> var_398;
    wp::float32 var_399;
    wp::float32 var_400;
    wp::float32 var_401;
    wp::float32 var_402;
    wp::float32 var_403;
    const wp::int32 var_404 = 3;
    wp::int32 var_405;
    const wp::int32 var_406 = 4;
    wp::int32 var_407;
    wp::int32 var_408;
    wp::float32 var_409;
    wp::float32 var_410;
    wp::float32 var_411;
    wp::float32 var_412;
    bool var_413;
    bool var_414;
    const wp::float32 var_415 = 1.67;
    bool var_416;
    const wp::float32 var_417 = -1.5;
    wp::float32 var_418;
    wp::float32 var_419;
    const wp::int32 var_420 = 1;
    wp::int32 var_421;
    wp::shape_t* var_422;
    const wp::int32 var_423 = 0;
    wp::int32 var_424;
    wp::shape_t var_425;
    wp::int32 var_426;
    wp::float32* var_427;
    const wp::int32 var_428 = 1;
    wp::int32 var_429;
    wp::shape_t* var_430;
    const wp::int32 var_431 = 0;
    wp::int32 var_432;
    wp::shape_t var_433;
    wp::int32 var_434;
    wp::float32* var_435;
    bool var_436;
    wp::float32 var_437;
    wp::float32 var_438;
    const wp::float32 var_439 = -0.8;
    const wp::float32 var_440 = -0.44;
    wp::vec_t<2, wp::float32> var_441;
    const wp::int32 var_442 = 1;
    wp::float32 var_443;
    bool var_444;
    const wp::float32 var_445 = -1.8;
    wp::float32 var_446;
    wp::float32 var_447;
    wp::float32 var_448;
    wp::float32 var_449;
    wp::float32 var_450;
    const wp::float32 var_451 = 0.506;
    const wp::float32 var_452 = -3.0;
    const wp::float32 var_453 = 3.0;
    wp::float32 var_454;
    wp::float32 var_455;
    wp::float32 var_456;
    wp::float32 var_457;
    wp::float32 var_458;
    wp::float32 var_459;
    bool var_460;
    bool var_461;
    bool var_462;
    const wp::float32 var_463 = -0.3;
    bool var_464;
    bool var_465;
    bool var_466;
    const wp::int32 var_467 = 2;
    wp::int32 var_468;
    wp::shape_t* var_469;
    const wp::int32 var_470 = 0;
    wp::int32 var_471;
    wp::shape_t var_472;
    wp::int32 var_473;
    wp::float32* var_474;
    wp::float32 var_475;
    wp::float32 var_476;
    wp::float32 var_477;
    wp::float32 var_478;
    const wp::int32 var_479 = 4;
    wp::int32 var_480;
    wp::shape_t* var_481;
    const wp::int32 var_482 = 0;
    wp::int32 var_483;
    wp::shape_t var_484;
    wp::int32 var_485;
    wp::float32* var_486;
    bool var_487;
    wp::float32 var_488;
    wp::vec_t<2, wp::float32> var_489;
    wp::float32 var_490;
    wp::float32 var_491;
    wp::float32 var_492;
    wp::float32 var_493;
    wp::float32 var_494;
    wp::float32 var_495;
    const wp::int32 var_496 = 2;
    wp::int32 var_497;
    const wp::int32 var_498 = 1;
    bool var_499;
    wp::float32 var_500;
    wp::float32 var_501;
    const wp::float32 var_502 = 1.94;
    const wp::float32 var_503 = 1.31;
    wp::vec_t<2, wp::float32> var_504;
    const wp::int32 var_505 = 1;
    wp::float32 var_506;
    wp::float32 var_507;
    wp::float32 var_508;
    const wp::float32 var_509 = -0.67;
    const wp::float32 var_510 = 1.45;
    wp::float32 var_511;
    const wp::float32 var_512 = 0.99;
    const wp::float32 var_513 = -0.382;
    wp::vec_t<2, wp::float32> var_514;
    wp::float32 var_515;
    const wp::float32 var_516 = 0.25;
    wp::float32 var_517;
    wp::float32 var_518;
    const wp::int32 var_519 = 3;
    wp::int32 var_520;
    const wp::int32 var_521 = 0;
    bool var_522;
    wp::float32 var_523;
    wp::float32 var_524;
    wp::float32 var_525;
    wp::float32 var_526;
    const wp::int32 var_527 = 2;
    wp::int32 var_528;
    wp::shape_t* var_529;
    const wp::int32 var_530 = 0;
    wp::int32 var_531;
    wp::shape_t var_532;
    wp::int32 var_533;
    wp::float32* var_534;
    const wp::float32 var_535 = 0.9;
    wp::float32 var_536;
    const wp::float32 var_537 = 1.0;
    wp::float32 var_538;
    wp::float32 var_539;
    wp::float32 var_540;
    const wp::float32 var_541 = 1.0;
    wp::float32 var_542;
    wp::float32 var_543;
    wp::float32 var_544;
    wp::float32 var_545;
    wp::float32 var_546;
    wp::float32 var_547;
    wp::float32 var_548;
    wp::float32 var_549;
    wp::float32 var_550;
    wp::float32 var_551;
    wp::float32 var_552;
    bool var_553;
    bool var_554;
    bool var_555;
    const wp::float32 var_556 = -1.665;
    const wp::float32 var_557 = -0.82;
    wp::vec_t<2, wp::float32> var_558;
    const wp::int32 var_559 = 1;
    wp::float32 var_560;
    const wp::float32 var_561 = -0.04;
    const wp::float32 var_562 = -0.6;
    wp::vec_t<2, wp::float32> var_563;
    wp::float32 var_564;
    wp::float32 var_565;
    wp::float32 var_566;
    wp::float32 var_567;
    wp::float32 var_568;
    wp::float32 var_569;
    wp::float32 var_570;
    wp::float32 var_571;
    const wp::int32 var_572 = 4;
    wp::int32 var_573;
    const wp::int32 var_574 = 3;
    wp::int32 var_575;
    const wp::int32 var_576 = 0;
    bool var_577;
    wp::float32 var_578;
    wp::float32 var_579;
    wp::float32 var_580;
    wp::float32 var_581;
    bool var_582;
    wp::float32 var_583;
    wp::float32 var_584;
    wp::float32 var_585;
    wp::float32 var_586;
    const wp::float32 var_587 = -0.9;
    bool var_588;
    const wp::float32 var_589 = -1.3;
    wp::float32 var_590;
    bool var_591;
    wp::float32 var_592;
    wp::float32 var_593;
    wp::float32 var_594;
    wp::float32 var_595;
    const wp::float32 var_596 = 0.36;
    wp::float32 var_597;
    wp::float32 var_598;
    const wp::float32 var_599 = 0.209;
    const wp::float32 var_600 = -0.1;
    wp::vec_t<2, wp::float32> var_601;
    wp::float32 var_602;
    const wp::float32 var_603 = -1.56;
    const wp::float32 var_604 = 0.43;
    wp::float32 var_605;
    wp::float32 var_606;
    wp::float32 var_607;
    wp::float32 var_608;
    wp::float32 var_609;
    wp::float32 var_610;
    wp::float32 var_611;
    wp::float32 var_612;
    wp::float32 var_613;
    const wp::float32 var_614 = -4.0;
    const wp::float32 var_615 = 2.0;
    wp::float32 var_616;
    wp::float32 var_617;
    const wp::float32 var_618 = -0.783;
    bool var_619;
    wp::float32 var_620;
    bool var_621;
    bool var_622;
    const wp::int32 var_623 = 7;
    wp::float32 var_624;
    wp::float32 var_625;
    wp::float32 var_626;
    wp::float32 var_627;
    bool var_628;
    bool var_629;
    bool var_630;
    const wp::float32 var_631 = -1.2;
    wp::float32 var_632;
    const wp::float32 var_633 = 1.0;
    wp::float32 var_634;
    wp::float32 var_635;
    wp::float32 var_636;
    wp::float32 var_637;
    wp::float32 var_638;
    wp::int32 var_639;
    const wp::int32 var_640 = 3;
    wp::int32 var_641;
    const wp::int32 var_642 = 0;
    bool var_643;
    const wp::float32 var_644 = 0.6;
    wp::float32 var_645;
    wp::float32 var_646;
    wp::float32 var_647;
    wp::float32 var_648;
    wp::float32 var_649;
    const wp::float32 var_650 = -1.0;
    const wp::float32 var_651 = -0.6;
    wp::vec_t<2, wp::float32> var_652;
    wp::vec_t<2, wp::float32> var_653;
    const wp::float32 var_654 = 1.141;
    const wp::float32 var_655 = 0.453;
    wp::vec_t<2, wp::float32> var_656;
    wp::float32 var_657;
    wp::float32 var_658;
    wp::float32 var_659;
    const wp::float32 var_660 = -1.28;
    const wp::float32 var_661 = 1.02;
    wp::float32 var_662;
    const wp::float32 var_663 = -0.9;
    const wp::float32 var_664 = -1.99;
    wp::vec_t<2, wp::float32> var_665;
    wp::float32 var_666;
    wp::float32 var_667;
    wp::float32 var_668;
    wp::float32 var_669;
    wp::float32 var_670;
    wp::float32 var_671;
    wp::float32 var_672;
    wp::float32 var_673;
    wp::float32 var_674;
    wp::float32 var_675;
    wp::float32 var_676;
    const wp::float32 var_677 = 1.0;
    wp::float32 var_678;
    wp::float32 var_679;
    const wp::float32 var_680 = -0.862;
    wp::float32 var_681;
    bool var_682;
    wp::float32 var_683;
    wp::float32 var_684;
    wp::float32 var_685;
    wp::float32 var_686;
    wp::float32 var_687;
    const wp::float32 var_688 = 1.11;
    wp::float32 var_689;
    wp::float32 var_690;
    const wp::int32 var_691 = 5;
    wp::int32 var_692;
    wp::shape_t* var_693;
    const wp::int32 var_694 = 0;
    wp::int32 var_695;
    wp::shape_t var_696;
    wp::int32 var_697;
    wp::float32* var_698;
    wp::float32 var_699;
    wp::float32 var_700;
    wp::float32 var_701;
    const wp::float32 var_702 = 1.776;
    wp::float32 var_703;
    bool var_704;
    const wp::int32 var_705 = 3;
    wp::int32 var_706;
    wp::shape_t* var_707;
    const wp::int32 var_708 = 0;
    wp::int32 var_709;
    wp::shape_t var_710;
    wp::int32 var_711;
    wp::float32* var_712;
    wp::float32 var_713;
    wp::float32 var_714;
    wp::float32 var_715;
    const wp::float32 var_716 = -1.2;
    wp::vec_t<2, wp::float32> var_717;
    const wp::float32 var_718 = -1.88;
    wp::vec_t<2, wp::float32> var_719;
    wp::float32 var_720;
    const wp::int32 var_721 = 1;
    wp::int32 var_722;
    wp::shape_t* var_723;
    const wp::int32 var_724 = 0;
    wp::int32 var_725;
    wp::shape_t var_726;
    wp::int32 var_727;
    wp::float32* var_728;
    bool var_729;
    wp::float32 var_730;
    wp::float32 var_731;
    const wp::float32 var_732 = 0.26;
    const wp::float32 var_733 = -0.94;
    const wp::float32 var_734 = 1.14;
    wp::float32 var_735;
    wp::float32 var_736;
    wp::float32 var_737;
    wp::float32 var_738;
    const wp::float32 var_739 = 0.19;
    const wp::float32 var_740 = -0.91;
    wp::vec_t<2, wp::float32> var_741;
    wp::vec_t<2, wp::float32> var_742;
    const wp::int32 var_743 = 0;
    wp::float32 var_744;
    wp::float32 var_745;
    wp::float32 var_746;
    const wp::float32 var_747 = 0.43;
    wp::vec_t<2, wp::float32> var_748;
    const wp::int32 var_749 = 1;
    wp::float32 var_750;
    wp::float32 var_751;
    wp::float32 var_752;
    wp::float32 var_753;
    wp::float32 var_754;
    const wp::int32 var_755 = 5;
    wp::int32 var_756;
    wp::shape_t* var_757;
    const wp::int32 var_758 = 0;
    wp::int32 var_759;
    wp::shape_t var_760;
    wp::int32 var_761;
    wp::float32* var_762;
    wp::float32 var_763;
    wp::float32 var_764;
    const wp::float32 var_765 = 0.1;
    wp::float32 var_766;
    wp::float32 var_767;
    wp::float32 var_768;
    wp::float32 var_769;
    wp::float32 var_770;
    wp::float32 var_771;
    wp::float32 var_772;
    wp::float32 var_773;
    const wp::int32 var_774 = 2;
    wp::int32 var_775;
    const wp::int32 var_776 = 1;
    bool var_777;
    wp::float32 var_778;
    wp::float32 var_779;
    wp::float32 var_780;
    const wp::float32 var_781 = -1.545;
    const wp::float32 var_782 = -1.36;
    wp::vec_t<2, wp::float32> var_783;
    wp::vec_t<2, wp::float32> var_784;
    wp::float32 var_785;
    wp::float32 var_786;
    wp::float32 var_787;
    wp::float32 var_788;
    const wp::float32 var_789 = -0.9;
    const wp::float32 var_790 = 0.9;
    wp::float32 var_791;
    wp::float32 var_792;
    wp::float32 var_793;
    wp::float32 var_794;
    wp::float32 var_795;
    wp::float32 var_796;
    wp::float32 var_797;
    const wp::float32 var_798 = 0.5;
    wp::float32 var_799;
    wp::float32 var_800;
    bool var_801;
    const wp::float32 var_802 = 1.0;
    wp::float32 var_803;
    wp::float32 var_804;
    wp::float32 var_805;
    wp::float32 var_806;
    const wp::float32 var_807 = 1.59;
    const wp::float32 var_808 = 0.6;
    wp::vec_t<2, wp::float32> var_809;
    const wp::int32 var_810 = 0;
    wp::float32 var_811;
    wp::float32 var_812;
    wp::float32 var_813;
    wp::float32 var_814;
    wp::float32 var_815;
    wp::float32 var_816;
    wp::float32 var_817;
    wp::float32 var_818;
    wp::float32 var_819;
    wp::float32 var_820;
    wp::float32 var_821;
    wp::float32 var_822;
    bool var_823;
    bool var_824;
    bool var_825;
    bool var_826;
    const wp::float32 var_827 = 0.7;
    bool var_828;
    bool var_829;
    const wp::float32 var_830 = -1.3;
    const wp::float32 var_831 = -1.432;
    wp::vec_t<2, wp::float32> var_832;
    const wp::float32 var_833 = -0.632;
    const wp::float32 var_834 = -1.747;
    wp::vec_t<2, wp::float32> var_835;
    wp::vec_t<2, wp::float32> var_836;
    const wp::int32 var_837 = 0;
    wp::float32 var_838;
    wp::float32 var_839;
    wp::float32 var_840;
    const wp::float32 var_841 = 0.7;
    const wp::float32 var_842 = 0.26;
    wp::vec_t<2, wp::float32> var_843;
    const wp::float32 var_844 = -0.224;
    const wp::float32 var_845 = 1.26;
    wp::vec_t<2, wp::float32> var_846;
    wp::float32 var_847;
    bool var_848;
    wp::float32 var_849;
    const wp::float32 var_850 = 0.26;
    wp::float32 var_851;
    wp::float32 var_852;
    wp::float32 var_853;
    const wp::float32 var_854 = -0.11;
    const wp::float32 var_855 = -0.56;
    wp::vec_t<2, wp::float32> var_856;
    const wp::int32 var_857 = 1;
    wp::float32 var_858;
    bool var_859;
    const wp::float32 var_860 = -1.0;
    const wp::float32 var_861 = 1.5;
    wp::vec_t<2, wp::float32> var_862;
    wp::vec_t<2, wp::float32> var_863;
    const wp::float32 var_864 = 0.47;
    const wp::float32 var_865 = -0.71;
    wp::vec_t<2, wp::float32> var_866;
    wp::float32 var_867;
    wp::float32 var_868;
    wp::float32 var_869;
    const wp::float32 var_870 = 0.69;
    const wp::float32 var_871 = -0.3;
    wp::vec_t<2, wp::float32> var_872;
    const wp::float32 var_873 = -0.47;
    const wp::float32 var_874 = -0.4;
    wp::vec_t<2, wp::float32> var_875;
    wp::vec_t<2, wp::float32> var_876;
    const wp::int32 var_877 = 0;
    wp::float32 var_878;
    wp::float32 var_879;
    wp::float32 var_880;
    wp::float32 var_881;
    bool var_882;
    const wp::float32 var_883 = -0.95;
    wp::float32 var_884;
    const wp::float32 var_885 = 2.0;
    wp::float32 var_886;
    wp::float32 var_887;
    wp::float32 var_888;
    const wp::float32 var_889 = -1.58;
    wp::float32 var_890;
    const wp::float32 var_891 = 1.84;
    wp::float32 var_892;
    wp::float32 var_893;
    wp::float32 var_894;
    wp::float32 var_895;
    const wp::int32 var_896 = 3;
    wp::int32 var_897;
    const wp::int32 var_898 = 1;
    bool var_899;
    bool var_900;
    const wp::float32 var_901 = -1.27;
    const wp::float32 var_902 = 1.874;
    wp::vec_t<2, wp::float32> var_903;
    const wp::float32 var_904 = 0.7;
    const wp::float32 var_905 = -1.607;
    wp::vec_t<2, wp::float32> var_906;
    wp::float32 var_907;
    const wp::int32 var_908 = 1;
    wp::int32 var_909;
    wp::shape_t* var_910;
    const wp::int32 var_911 = 0;
    wp::int32 var_912;
    wp::shape_t var_913;
    wp::int32 var_914;
    wp::float32* var_915;
    wp::float32 var_916;
    wp::float32 var_917;
    wp::float32 var_918;
    wp::float32 var_919;
    const wp::float32 var_920 = 1.295;
    const wp::float32 var_921 = -0.319;
    wp::vec_t<2, wp::float32> var_922;
    const wp::float32 var_923 = 1.3;
    wp::vec_t<2, wp::float32> var_924;
    wp::vec_t<2, wp::float32> var_925;
    wp::vec_t<2, wp::float32> var_926;
    wp::vec_t<2, wp::float32> var_927;
    const wp::float32 var_928 = -1.62;
    const wp::float32 var_929 = 0.37;
    wp::float32 var_930;
    wp::vec_t<2, wp::float32> var_931;
    const wp::float32 var_932 = -0.19;
    const wp::float32 var_933 = -0.5;
    wp::vec_t<2, wp::float32> var_934;
    const wp::float32 var_935 = 0.5;
    const wp::float32 var_936 = 1.49;
    wp::vec_t<2, wp::float32> var_937;
    wp::vec_t<2, wp::float32> var_938;
    const wp::float32 var_939 = -0.9;
    const wp::float32 var_940 = -0.25;
    wp::vec_t<2, wp::float32> var_941;
    wp::vec_t<2, wp::float32> var_942;
    wp::float32 var_943;
    wp::vec_t<2, wp::float32> var_944;
    wp::float32 var_945;
    const wp::float32 var_946 = 1.0;
    wp::float32 var_947;
    wp::float32 var_948;
    const wp::int32 var_949 = 8;
    wp::int32 var_950;
    const wp::int32 var_951 = 4;
    wp::int32 var_952;
    const wp::int32 var_953 = 1;
    bool var_954;
    wp::float32 var_955;
    wp::float32 var_956;
    wp::float32 var_957;
    wp::float32 var_958;
    const wp::float32 var_959 = -1.0;
    const wp::float32 var_960 = 0.989;
    wp::vec_t<2, wp::float32> var_961;
    wp::float32 var_962;
    const wp::float32 var_963 = 1.0;
    wp::float32 var_964;
    wp::vec_t<2, wp::float32> var_965;
    const wp::int32 var_966 = 1;
    wp::float32 var_967;
    wp::float32 var_968;
    const wp::float32 var_969 = 0.39;
    const wp::float32 var_970 = -0.2;
    wp::vec_t<2, wp::float32> var_971;
    wp::float32 var_972;
    wp::float32 var_973;
    bool var_974;
    const wp::float32 var_975 = 1.642;
    wp::vec_t<2, wp::float32> var_976;
    const wp::float32 var_977 = -0.656;
    wp::vec_t<2, wp::float32> var_978;
    wp::vec_t<2, wp::float32> var_979;
    const wp::float32 var_980 = 0.8;
    const wp::float32 var_981 = -1.7;
    wp::vec_t<2, wp::float32> var_982;
    wp::float32 var_983;
    wp::float32 var_984;
    wp::float32 var_985;
    const wp::int32 var_986 = 2;
    const wp::int32 var_987 = 7;
    wp::int32 var_988;
    wp::float32 var_989;
    wp::float32 var_990;
    wp::float32 var_991;
    wp::float32 var_992;
    wp::float32 var_993;
    const wp::float32 var_994 = -0.9;
    const wp::float32 var_995 = -0.306;
    wp::vec_t<2, wp::float32> var_996;
    wp::float32 var_997;
    wp::float32 var_998;
    wp::float32 var_999;
    wp::float32 var_1000;
    const wp::float32 var_1001 = -3.0;
    const wp::float32 var_1002 = 3.0;
    wp::float32 var_1003;
    wp::float32 var_1004;
    wp::float32 var_1005;
    wp::float32 var_1006;
    bool var_1007;
    const wp::int32 var_1008 = 2;
    const wp::int32 var_1009 = 3;
    wp::int32 var_1010;
    const wp::int32 var_1011 = 1;
    bool var_1012;
    bool var_1013;
    bool var_1014;
    bool var_1015;
    bool var_1016;
    wp::float32 var_1017;
    wp::float32 var_1018;
    wp::float32 var_1019;
    wp::float32 var_1020;
    const wp::float32 var_1021 = -1.2;
    const wp::float32 var_1022 = 1.6;
    wp::vec_t<2, wp::float32> var_1023;
    const wp::int32 var_1024 = 1;
    wp::float32 var_1025;
    wp::float32 var_1026;
    wp::float32 var_1027;
    wp::float32 var_1028;
    const wp::int32 var_1029 = 3;
    wp::int32 var_1030;
    const wp::int32 var_1031 = 0;
    bool var_1032;
    const wp::float32 var_1033 = 0.47;
    const wp::float32 var_1034 = -0.196;
    wp::vec_t<2, wp::float32> var_1035;
    const wp::float32 var_1036 = -1.575;
    wp::vec_t<2, wp::float32> var_1037;
    wp::float32 var_1038;
    const wp::float32 var_1039 = -1.153;
    const wp::float32 var_1040 = -1.815;
    wp::vec_t<2, wp::float32> var_1041;
    wp::float32 var_1042;
    wp::float32 var_1043;
    const wp::float32 var_1044 = 0.46;
    wp::float32 var_1045;
    wp::float32 var_1046;
    const wp::float32 var_1047 = 0.37;
    wp::float32 var_1048;
    wp::float32 var_1049;
    //---------
    // forward
    // def multi_conditional_000001(x0: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // if wp.step(v0) * -0.16 >= v0:                                                          <L 8>
    var_4 = wp::step(var_2);
    var_6 = wp::mul(var_4, var_5);
    var_7 = (var_6 >= var_2);
    if (var_7) {
        // v0 = v0 + wp.tanh(wp.dot((v0 * wp.vec2(-1.4, 0.76)), wp.normalize(wp.vec2(0.8))))       <L 9>
        var_10 = wp::vec_t<2, wp::float32>(var_8, var_9);
        var_11 = wp::mul(var_2, var_10);
        var_13 = wp::vec_t<2, wp::float32>(var_12);
        var_14 = wp::normalize(var_13);
        var_15 = wp::dot(var_11, var_14);
        var_16 = wp::tanh(var_15);
        var_17 = wp::add(var_2, var_16);
        // if not ((tid) % 2 == 0 and v0 >= v0):                                              <L 10>
        var_20 = wp::mod(var_0, var_19);
        var_22 = (var_20 == var_21);
        var_18 = var_22;
        if (var_18) {
            var_23 = (var_17 >= var_17);
            var_18 = var_18 && var_23;
        }
        var_24 = wp::unot(var_18);
        if (var_24) {
            // v0 = v0 + wp.sin((wp.atan(v0) - v0))                                           <L 11>
            var_25 = wp::atan(var_17);
            var_26 = wp::sub(var_25, var_17);
            var_27 = wp::sin(var_26);
            var_28 = wp::add(var_17, var_27);
            // if wp.min(v0, v0) <= (v0 / (wp.abs(-1.793) + 1.0)):                            <L 12>
            var_29 = wp::min(var_28, var_28);
            var_31 = wp::abs(var_30);
            var_33 = wp::add(var_31, var_32);
            var_34 = wp::div(var_28, var_33);
            var_35 = (var_29 <= var_34);
            if (var_35) {
                // v0 += wp.cos(wp.dot(wp.vec2(1.148, -1.4), (0.7 * wp.vec2(1.806, 0.42))))       <L 13>
                var_38 = wp::vec_t<2, wp::float32>(var_36, var_37);
                var_42 = wp::vec_t<2, wp::float32>(var_40, var_41);
                var_43 = wp::mul(var_39, var_42);
                var_44 = wp::dot(var_38, var_43);
                var_45 = wp::cos(var_44);
                var_46 = wp::add(var_28, var_45);
                // v0 += wp.cos(v0)                                                           <L 14>
                var_47 = wp::cos(var_46);
                var_48 = wp::add(var_46, var_47);
                // v1 = ((wp.step(v0) * v0 - v0) / (wp.abs((v0 / (wp.abs((v0 - 1.3)) + 1.0))) + 1.0))       <L 15>
                var_49 = wp::step(var_48);
                var_50 = wp::mul(var_49, var_48);
                var_51 = wp::sub(var_50, var_48);
                var_53 = wp::sub(var_48, var_52);
                var_54 = wp::abs(var_53);
                var_56 = wp::add(var_54, var_55);
                var_57 = wp::div(var_48, var_56);
                var_58 = wp::abs(var_57);
                var_60 = wp::add(var_58, var_59);
                var_61 = wp::div(var_51, var_60);
            }
            var_62 = wp::where(var_35, var_48, var_28);
        }
        var_63 = wp::where(var_24, var_62, var_17);
        // if (v0 / (wp.abs(v0) + 1.0)) <= (v0 + v0):                                         <L 16>
        var_64 = wp::abs(var_63);
        var_66 = wp::add(var_64, var_65);
        var_67 = wp::div(var_63, var_66);
        var_68 = wp::add(var_63, var_63);
        var_69 = (var_67 <= var_68);
        if (var_69) {
            // v0 = v0 + wp.tanh(wp.atan(wp.cbrt(v0)))                                        <L 17>
            var_70 = wp::cbrt(var_63);
            var_71 = wp::atan(var_70);
            var_72 = wp::tanh(var_71);
            var_73 = wp::add(var_63, var_72);
            // if (v0 - v0) >= (v0 * v0):                                                     <L 18>
            var_74 = wp::sub(var_73, var_73);
            var_75 = wp::mul(var_73, var_73);
            var_76 = (var_74 >= var_75);
            if (var_76) {
                // v0 = v0 + wp.cos(wp.erfinv(wp.clamp(wp.step(v0) * v0, -0.8, 0.8)))         <L 19>
                var_77 = wp::step(var_73);
                var_78 = wp::mul(var_77, var_73);
                var_81 = wp::clamp(var_78, var_79, var_80);
                var_82 = wp::erfinv(var_81);
                var_83 = wp::cos(var_82);
                var_84 = wp::add(var_73, var_83);
                // v2 = ((wp.length(wp.vec2(-0.77, -0.1)) + (wp.vec2(-1.22, -1.024)).y) - wp.cbrt(v0))       <L 20>
                var_87 = wp::vec_t<2, wp::float32>(var_85, var_86);
                var_88 = wp::length(var_87);
                var_91 = wp::vec_t<2, wp::float32>(var_89, var_90);
                var_93 = wp::extract(var_91, var_92);
                var_94 = wp::add(var_88, var_93);
                var_95 = wp::cbrt(var_84);
                var_96 = wp::sub(var_94, var_95);
            }
            if (!var_76) {
                // elif ((tid * tid)) % 4 == 1:                                               <L 21>
                var_97 = wp::mul(var_0, var_0);
                var_99 = wp::mod(var_97, var_98);
                var_101 = (var_99 == var_100);
                if (var_101) {
                    // v0 += wp.cos((wp.log(wp.abs(v0) + 1.0) / (wp.abs(v0) + 1.0)))          <L 22>
                    var_102 = wp::abs(var_73);
                    var_104 = wp::add(var_102, var_103);
                    var_105 = wp::log(var_104);
                    var_106 = wp::abs(var_73);
                    var_108 = wp::add(var_106, var_107);
                    var_109 = wp::div(var_105, var_108);
                    var_110 = wp::cos(var_109);
                    var_111 = wp::add(var_73, var_110);
                }
                if (!var_101) {
                    // elif (v0 <= v0) and ((v0 > 1.9) or (v0 >= v0)):                        <L 23>
                    var_113 = (var_73 <= var_73);
                    var_112 = var_113;
                    if (var_112) {
                        var_116 = (var_73 > var_115);
                        var_114 = var_116;
                        if (!var_114) {
                            var_117 = (var_73 >= var_73);
                            var_114 = var_114 || var_117;
                        }
                        var_112 = var_112 && var_114;
                    }
                    if (var_112) {
                        // v0 = v0 + wp.cos(((-1.98 - v0) + wp.tan(wp.clamp(v0, -1.2, 1.2))))       <L 24>
                        var_119 = wp::sub(var_118, var_73);
                        var_122 = wp::clamp(var_73, var_120, var_121);
                        var_123 = wp::tan(var_122);
                        var_124 = wp::add(var_119, var_123);
                        var_125 = wp::cos(var_124);
                        var_126 = wp::add(var_73, var_125);
                        // v0 = v0 + wp.cos(wp.length((wp.vec2(1.88, 0.8) + wp.vec2(1.864, -1.231))))       <L 25>
                        var_129 = wp::vec_t<2, wp::float32>(var_127, var_128);
                        var_132 = wp::vec_t<2, wp::float32>(var_130, var_131);
                        var_133 = wp::add(var_129, var_132);
                        var_134 = wp::length(var_133);
                        var_135 = wp::cos(var_134);
                        var_136 = wp::add(var_126, var_135);
                        // v0 = v0 + wp.tanh(wp.pow(wp.abs((v0 - 0.5)) + 1.0, wp.clamp((v0 - v0), -2.0, 2.0)))       <L 26>
                        var_138 = wp::sub(var_136, var_137);
                        var_139 = wp::abs(var_138);
                        var_141 = wp::add(var_139, var_140);
                        var_142 = wp::sub(var_136, var_136);
                        var_145 = wp::clamp(var_142, var_143, var_144);
                        var_146 = wp::pow(var_141, var_145);
                        var_147 = wp::tanh(var_146);
                        var_148 = wp::add(var_136, var_147);
                    }
                    var_149 = wp::where(var_112, var_148, var_73);
                }
                var_150 = wp::where(var_101, var_111, var_149);
            }
            var_151 = wp::where(var_76, var_84, var_150);
            // v3 = (wp.vec2(v0, (v0 - v0)) * wp.log(wp.abs((v0 - v0)) + 1.0))                <L 27>
            var_152 = wp::sub(var_151, var_151);
            var_153 = wp::vec_t<2, wp::float32>(var_151, var_152);
            var_154 = wp::sub(var_151, var_151);
            var_155 = wp::abs(var_154);
            var_157 = wp::add(var_155, var_156);
            var_158 = wp::log(var_157);
            var_159 = wp::mul(var_153, var_158);
        }
        if (!var_69) {
            // v0 += wp.tanh(+(+(v0)))                                                        <L 29>
            var_160 = wp::pos(var_63);
            var_161 = wp::pos(var_160);
            var_162 = wp::tanh(var_161);
            var_163 = wp::add(var_63, var_162);
        }
        var_164 = wp::where(var_69, var_151, var_163);
    }
    if (!var_7) {
        // elif wp.length_sq(wp.vec2(-1.05, -1.097)) < (v0 / (wp.abs(v0) + 1.0)):             <L 30>
        var_167 = wp::vec_t<2, wp::float32>(var_165, var_166);
        var_168 = wp::length_sq(var_167);
        var_169 = wp::abs(var_2);
        var_171 = wp::add(var_169, var_170);
        var_172 = wp::div(var_2, var_171);
        var_173 = (var_168 < var_172);
        if (var_173) {
            // v0 = v0 + wp.tanh(wp.length(wp.vec2(v0, v0)))                                  <L 31>
            var_174 = wp::vec_t<2, wp::float32>(var_2, var_2);
            var_175 = wp::length(var_174);
            var_176 = wp::tanh(var_175);
            var_177 = wp::add(var_2, var_176);
            // v4 = wp.cw_mul(((wp.vec2(0.81) / (wp.abs(v0) + 1.0)) + (wp.vec2(1.43, 1.06) + wp.vec2(-1.3, -0.8))), wp.normalize((wp.vec2(-1.2, 1.8) / (wp.abs(0.24) + 1.0))))       <L 32>
            var_179 = wp::vec_t<2, wp::float32>(var_178);
            var_180 = wp::abs(var_177);
            var_182 = wp::add(var_180, var_181);
            var_183 = wp::div(var_179, var_182);
            var_186 = wp::vec_t<2, wp::float32>(var_184, var_185);
            var_189 = wp::vec_t<2, wp::float32>(var_187, var_188);
            var_190 = wp::add(var_186, var_189);
            var_191 = wp::add(var_183, var_190);
            var_194 = wp::vec_t<2, wp::float32>(var_192, var_193);
            var_196 = wp::abs(var_195);
            var_198 = wp::add(var_196, var_197);
            var_199 = wp::div(var_194, var_198);
            var_200 = wp::normalize(var_199);
            var_201 = wp::cw_mul(var_191, var_200);
        }
        if (!var_173) {
            // elif (tid) % 3 == 0:                                                           <L 33>
            var_203 = wp::mod(var_0, var_202);
            var_205 = (var_203 == var_204);
            if (var_205) {
                // v0 = v0 + wp.sin(((v0 + v0) - min(v0, v0)))                                <L 34>
                var_206 = wp::add(var_2, var_2);
                var_207 = wp::min(var_2, var_2);
                var_208 = wp::sub(var_206, var_207);
                var_209 = wp::sin(var_208);
                var_210 = wp::add(var_2, var_209);
                // if v0 < x0[(tid + 1) % x0.shape[0]]:                                       <L 35>
                var_212 = wp::add(var_0, var_211);
                var_213 = &(var_x0.shape);
                var_216 = wp::load(var_213);
                var_215 = wp::extract(var_216, var_214);
                var_217 = wp::mod(var_212, var_215);
                var_218 = wp::address(var_x0, var_217);
                var_220 = wp::load(var_218);
                var_219 = (var_210 < var_220);
                if (var_219) {
                    // v0 = v0 + wp.tanh(((v0 * v0) * x0[(tid + 2) % x0.shape[0]]))           <L 36>
                    var_221 = wp::mul(var_210, var_210);
                    var_223 = wp::add(var_0, var_222);
                    var_224 = &(var_x0.shape);
                    var_227 = wp::load(var_224);
                    var_226 = wp::extract(var_227, var_225);
                    var_228 = wp::mod(var_223, var_226);
                    var_229 = wp::address(var_x0, var_228);
                    var_231 = wp::load(var_229);
                    var_230 = wp::mul(var_221, var_231);
                    var_232 = wp::tanh(var_230);
                    var_233 = wp::add(var_210, var_232);
                    // v5 = x0[(tid + 4) % x0.shape[0]]                                       <L 37>
                    var_235 = wp::add(var_0, var_234);
                    var_236 = &(var_x0.shape);
                    var_239 = wp::load(var_236);
                    var_238 = wp::extract(var_239, var_237);
                    var_240 = wp::mod(var_235, var_238);
                    var_241 = wp::address(var_x0, var_240);
                    var_243 = wp::load(var_241);
                    var_242 = wp::copy(var_243);
                }
                if (!var_219) {
                    // elif x0[(tid + 5) % x0.shape[0]] > (v0 - v0):                          <L 38>
                    var_245 = wp::add(var_0, var_244);
                    var_246 = &(var_x0.shape);
                    var_249 = wp::load(var_246);
                    var_248 = wp::extract(var_249, var_247);
                    var_250 = wp::mod(var_245, var_248);
                    var_251 = wp::address(var_x0, var_250);
                    var_252 = wp::sub(var_210, var_210);
                    var_254 = wp::load(var_251);
                    var_253 = (var_254 > var_252);
                    if (var_253) {
                        // v0 = v0 + wp.tanh(wp.pow(wp.abs((v0 + v0)) + 1.0, wp.clamp(wp.dot(wp.vec2(-1.219, -1.16), wp.vec2(1.355, -1.28)), -2.0, 2.0)))       <L 39>
                        var_255 = wp::add(var_210, var_210);
                        var_256 = wp::abs(var_255);
                        var_258 = wp::add(var_256, var_257);
                        var_261 = wp::vec_t<2, wp::float32>(var_259, var_260);
                        var_264 = wp::vec_t<2, wp::float32>(var_262, var_263);
                        var_265 = wp::dot(var_261, var_264);
                        var_268 = wp::clamp(var_265, var_266, var_267);
                        var_269 = wp::pow(var_258, var_268);
                        var_270 = wp::tanh(var_269);
                        var_271 = wp::add(var_210, var_270);
                        // if (wp.min(tid, tid)) % 3 == 1:                                    <L 40>
                        var_272 = wp::min(var_0, var_0);
                        var_274 = wp::mod(var_272, var_273);
                        var_276 = (var_274 == var_275);
                        if (var_276) {
                            // v0 += wp.cos(v0)                                               <L 41>
                            var_277 = wp::cos(var_271);
                            var_278 = wp::add(var_271, var_277);
                            // v6 = (wp.vec2(-0.5, 1.783))[0]                                 <L 42>
                            var_281 = wp::vec_t<2, wp::float32>(var_279, var_280);
                            var_283 = wp::extract(var_281, var_282);
                            // v0 = v0 + wp.tanh(wp.sinh(wp.clamp((wp.vec2(1.5, 0.5))[1], -3.0, 3.0)))       <L 43>
                            var_286 = wp::vec_t<2, wp::float32>(var_284, var_285);
                            var_288 = wp::extract(var_286, var_287);
                            var_291 = wp::clamp(var_288, var_289, var_290);
                            var_292 = wp::sinh(var_291);
                            var_293 = wp::tanh(var_292);
                            var_294 = wp::add(var_278, var_293);
                        }
                        if (!var_276) {
                            // elif (v0 * v0) >= wp.where(v0 >= v0, v0, v0):                  <L 44>
                            var_295 = wp::mul(var_271, var_271);
                            var_296 = (var_271 >= var_271);
                            var_297 = wp::where(var_296, var_271, var_271);
                            var_298 = (var_295 >= var_297);
                            if (var_298) {
                                // v0 = v0 + wp.cos(-0.502)                                   <L 45>
                                var_300 = wp::cos(var_299);
                                var_301 = wp::add(var_271, var_300);
                                // v0 += wp.cos(((v0 - v0) * (-0.62 / (wp.abs(v0) + 1.0))))       <L 46>
                                var_302 = wp::sub(var_301, var_301);
                                var_304 = wp::abs(var_301);
                                var_306 = wp::add(var_304, var_305);
                                var_307 = wp::div(var_303, var_306);
                                var_308 = wp::mul(var_302, var_307);
                                var_309 = wp::cos(var_308);
                                var_310 = wp::add(var_301, var_309);
                                // v7 = wp.lerp(wp.min((wp.vec2(0.084, 0.092) * v0), (v0 * wp.vec2(-0.856, 0.33))), wp.max(wp.vec2(v0, v0), wp.vec2(-1.4, v0)), (v0 - (v0 / (wp.abs(v0) + 1.0))))       <L 47>
                                var_313 = wp::vec_t<2, wp::float32>(var_311, var_312);
                                var_314 = wp::mul(var_313, var_310);
                                var_317 = wp::vec_t<2, wp::float32>(var_315, var_316);
                                var_318 = wp::mul(var_310, var_317);
                                var_319 = wp::min(var_314, var_318);
                                var_320 = wp::vec_t<2, wp::float32>(var_310, var_310);
                                var_322 = wp::vec_t<2, wp::float32>(var_321, var_310);
                                var_323 = wp::max(var_320, var_322);
                                var_324 = wp::abs(var_310);
                                var_326 = wp::add(var_324, var_325);
                                var_327 = wp::div(var_310, var_326);
                                var_328 = wp::sub(var_310, var_327);
                                var_329 = wp::lerp(var_319, var_323, var_328);
                            }
                            var_330 = wp::where(var_298, var_310, var_271);
                        }
                        var_331 = wp::where(var_276, var_294, var_330);
                        // if x0[(tid + 2) % x0.shape[0]] >= wp.clamp(v0, -1.42, 1.66):       <L 48>
                        var_333 = wp::add(var_0, var_332);
                        var_334 = &(var_x0.shape);
                        var_337 = wp::load(var_334);
                        var_336 = wp::extract(var_337, var_335);
                        var_338 = wp::mod(var_333, var_336);
                        var_339 = wp::address(var_x0, var_338);
                        var_342 = wp::clamp(var_331, var_340, var_341);
                        var_344 = wp::load(var_339);
                        var_343 = (var_344 >= var_342);
                        if (var_343) {
                            // v0 = v0 + wp.cos(wp.length_sq(wp.cw_mul(wp.vec2(0.586, -1.858), wp.vec2(-0.81, 1.0))))       <L 49>
                            var_347 = wp::vec_t<2, wp::float32>(var_345, var_346);
                            var_350 = wp::vec_t<2, wp::float32>(var_348, var_349);
                            var_351 = wp::cw_mul(var_347, var_350);
                            var_352 = wp::length_sq(var_351);
                            var_353 = wp::cos(var_352);
                            var_354 = wp::add(var_331, var_353);
                            // v0 = v0 + wp.sin(v0)                                           <L 50>
                            var_355 = wp::sin(var_354);
                            var_356 = wp::add(var_354, var_355);
                        }
                        if (!var_343) {
                            // elif (wp.min(tid, 4)) % 4 == 1:                                <L 51>
                            var_358 = wp::min(var_0, var_357);
                            var_360 = wp::mod(var_358, var_359);
                            var_362 = (var_360 == var_361);
                            if (var_362) {
                                // v0 = v0 + wp.tanh((float(tid) * wp.length(wp.vec2(0.019, -1.9))))       <L 52>
                                var_363 = wp::float(var_0);
                                var_366 = wp::vec_t<2, wp::float32>(var_364, var_365);
                                var_367 = wp::length(var_366);
                                var_368 = wp::mul(var_363, var_367);
                                var_369 = wp::tanh(var_368);
                                var_370 = wp::add(var_331, var_369);
                                // v0 += wp.sin((wp.dot(wp.vec2(0.1, 0.79), wp.vec2(0.231, 0.756)) * (-0.187 / (wp.abs(v0) + 1.0))))       <L 53>
                                var_373 = wp::vec_t<2, wp::float32>(var_371, var_372);
                                var_376 = wp::vec_t<2, wp::float32>(var_374, var_375);
                                var_377 = wp::dot(var_373, var_376);
                                var_379 = wp::abs(var_370);
                                var_381 = wp::add(var_379, var_380);
                                var_382 = wp::div(var_378, var_381);
                                var_383 = wp::mul(var_377, var_382);
                                var_384 = wp::sin(var_383);
                                var_385 = wp::add(var_370, var_384);
                                // v8 = ((v0 * (v0 / (wp.abs(v0) + 1.0))) / (wp.abs(v0) + 1.0))       <L 54>
                                var_386 = wp::abs(var_385);
                                var_388 = wp::add(var_386, var_387);
                                var_389 = wp::div(var_385, var_388);
                                var_390 = wp::mul(var_385, var_389);
                                var_391 = wp::abs(var_385);
                                var_393 = wp::add(var_391, var_392);
                                var_394 = wp::div(var_390, var_393);
                            }
                            if (!var_362) {
                                // v0 = v0 + wp.cos(wp.where(v0 < v0, wp.length(wp.vec2(1.968, 1.445)), (v0 + v0)))       <L 56>
                                var_395 = (var_331 < var_331);
                                var_398 = wp::vec_t<2, wp::float32>(var_396, var_397);
                                var_399 = wp::length(var_398);
                                var_400 = wp::add(var_331, var_331);
                                var_401 = wp::where(var_395, var_399, var_400);
                                var_402 = wp::cos(var_401);
                                var_403 = wp::add(var_331, var_402);
                                // v9 = float(((tid % 3) - (tid - 4)))                        <L 57>
                                var_405 = wp::mod(var_0, var_404);
                                var_407 = wp::sub(var_0, var_406);
                                var_408 = wp::sub(var_405, var_407);
                                var_409 = wp::float(var_408);
                                // v10 = v0                                                   <L 58>
                                var_410 = wp::copy(var_403);
                            }
                            var_411 = wp::where(var_362, var_385, var_403);
                        }
                        var_412 = wp::where(var_343, var_356, var_411);
                    }
                    if (!var_253) {
                        // elif (v0 <= v0) or (v0 >= 1.67):                                   <L 59>
                        var_414 = (var_210 <= var_210);
                        var_413 = var_414;
                        if (!var_413) {
                            var_416 = (var_210 >= var_415);
                            var_413 = var_413 || var_416;
                        }
                        if (var_413) {
                            // v0 += wp.sin(-1.5)                                             <L 60>
                            var_418 = wp::sin(var_417);
                            var_419 = wp::add(var_210, var_418);
                            // if x0[(tid + 1) % x0.shape[0]] >= x0[(tid + 1) % x0.shape[0]]:       <L 61>
                            var_421 = wp::add(var_0, var_420);
                            var_422 = &(var_x0.shape);
                            var_425 = wp::load(var_422);
                            var_424 = wp::extract(var_425, var_423);
                            var_426 = wp::mod(var_421, var_424);
                            var_427 = wp::address(var_x0, var_426);
                            var_429 = wp::add(var_0, var_428);
                            var_430 = &(var_x0.shape);
                            var_433 = wp::load(var_430);
                            var_432 = wp::extract(var_433, var_431);
                            var_434 = wp::mod(var_429, var_432);
                            var_435 = wp::address(var_x0, var_434);
                            var_437 = wp::load(var_427);
                            var_438 = wp::load(var_435);
                            var_436 = (var_437 >= var_438);
                            if (var_436) {
                                // v0 += wp.sin(wp.min((wp.vec2(-0.8, -0.44)).y, wp.where(v0 > v0, v0, -1.8)))       <L 62>
                                var_441 = wp::vec_t<2, wp::float32>(var_439, var_440);
                                var_443 = wp::extract(var_441, var_442);
                                var_444 = (var_419 > var_419);
                                var_446 = wp::where(var_444, var_419, var_445);
                                var_447 = wp::min(var_443, var_446);
                                var_448 = wp::sin(var_447);
                                var_449 = wp::add(var_419, var_448);
                                // v11 = wp.cbrt((wp.round(v0) - wp.sinh(wp.clamp(0.506, -3.0, 3.0))))       <L 63>
                                var_450 = wp::round(var_449);
                                var_454 = wp::clamp(var_451, var_452, var_453);
                                var_455 = wp::sinh(var_454);
                                var_456 = wp::sub(var_450, var_455);
                                var_457 = wp::cbrt(var_456);
                                // v0 = v0 + wp.tanh(v0)                                      <L 64>
                                var_458 = wp::tanh(var_449);
                                var_459 = wp::add(var_449, var_458);
                            }
                            if (!var_436) {
                                // elif (not (v0 < v0 and -0.3 > v0)) or (v0 > v0):           <L 65>
                                var_462 = (var_419 < var_419);
                                var_461 = var_462;
                                if (var_461) {
                                    var_464 = (var_463 > var_419);
                                    var_461 = var_461 && var_464;
                                }
                                var_465 = wp::unot(var_461);
                                var_460 = var_465;
                                if (!var_460) {
                                    var_466 = (var_419 > var_419);
                                    var_460 = var_460 || var_466;
                                }
                                if (var_460) {
                                    // v0 = v0 + wp.cos(wp.tanh(x0[(tid + 2) % x0.shape[0]]))       <L 66>
                                    var_468 = wp::add(var_0, var_467);
                                    var_469 = &(var_x0.shape);
                                    var_472 = wp::load(var_469);
                                    var_471 = wp::extract(var_472, var_470);
                                    var_473 = wp::mod(var_468, var_471);
                                    var_474 = wp::address(var_x0, var_473);
                                    var_476 = wp::load(var_474);
                                    var_475 = wp::tanh(var_476);
                                    var_477 = wp::cos(var_475);
                                    var_478 = wp::add(var_419, var_477);
                                }
                                if (!var_460) {
                                    // elif v0 > x0[(tid + 4) % x0.shape[0]]:                 <L 67>
                                    var_480 = wp::add(var_0, var_479);
                                    var_481 = &(var_x0.shape);
                                    var_484 = wp::load(var_481);
                                    var_483 = wp::extract(var_484, var_482);
                                    var_485 = wp::mod(var_480, var_483);
                                    var_486 = wp::address(var_x0, var_485);
                                    var_488 = wp::load(var_486);
                                    var_487 = (var_419 > var_488);
                                    if (var_487) {
                                        // v0 = v0 + wp.tanh(wp.length(wp.vec2(v0, v0)))       <L 68>
                                        var_489 = wp::vec_t<2, wp::float32>(var_419, var_419);
                                        var_490 = wp::length(var_489);
                                        var_491 = wp::tanh(var_490);
                                        var_492 = wp::add(var_419, var_491);
                                    }
                                    var_493 = wp::where(var_487, var_492, var_419);
                                }
                                var_494 = wp::where(var_460, var_478, var_493);
                            }
                            var_495 = wp::where(var_436, var_459, var_494);
                            // if (tid) % 2 == 1:                                             <L 69>
                            var_497 = wp::mod(var_0, var_496);
                            var_499 = (var_497 == var_498);
                            if (var_499) {
                                // v0 = v0 + wp.tanh(v0)                                      <L 70>
                                var_500 = wp::tanh(var_495);
                                var_501 = wp::add(var_495, var_500);
                                // v12 = wp.step(((wp.vec2(1.94, 1.31)).y - v0)) * wp.lerp(wp.clamp(v0, -0.67, 1.45), wp.length(wp.vec2(0.99, -0.382)), 0.25)       <L 71>
                                var_504 = wp::vec_t<2, wp::float32>(var_502, var_503);
                                var_506 = wp::extract(var_504, var_505);
                                var_507 = wp::sub(var_506, var_501);
                                var_508 = wp::step(var_507);
                                var_511 = wp::clamp(var_501, var_509, var_510);
                                var_514 = wp::vec_t<2, wp::float32>(var_512, var_513);
                                var_515 = wp::length(var_514);
                                var_517 = wp::lerp(var_511, var_515, var_516);
                                var_518 = wp::mul(var_508, var_517);
                                // v0 += wp.sin(wp.where((tid) % 3 == 0, (v0 - v12), v0))       <L 72>
                                var_520 = wp::mod(var_0, var_519);
                                var_522 = (var_520 == var_521);
                                var_523 = wp::sub(var_501, var_518);
                                var_524 = wp::where(var_522, var_523, var_501);
                                var_525 = wp::sin(var_524);
                                var_526 = wp::add(var_501, var_525);
                            }
                            if (!var_499) {
                                // v0 = v0 + wp.tanh((x0[(tid + 2) % x0.shape[0]] / (wp.abs((v0 / (wp.abs(0.9) + 1.0))) + 1.0)))       <L 74>
                                var_528 = wp::add(var_0, var_527);
                                var_529 = &(var_x0.shape);
                                var_532 = wp::load(var_529);
                                var_531 = wp::extract(var_532, var_530);
                                var_533 = wp::mod(var_528, var_531);
                                var_534 = wp::address(var_x0, var_533);
                                var_536 = wp::abs(var_535);
                                var_538 = wp::add(var_536, var_537);
                                var_539 = wp::div(var_495, var_538);
                                var_540 = wp::abs(var_539);
                                var_542 = wp::add(var_540, var_541);
                                var_544 = wp::load(var_534);
                                var_543 = wp::div(var_544, var_542);
                                var_545 = wp::tanh(var_543);
                                var_546 = wp::add(var_495, var_545);
                                // v13 = v0                                                   <L 75>
                                var_547 = wp::copy(var_546);
                                // v14 = wp.sign(v0)                                          <L 76>
                                var_548 = wp::sign(var_546);
                            }
                            var_549 = wp::where(var_499, var_526, var_546);
                        }
                        var_550 = wp::where(var_413, var_549, var_210);
                    }
                    var_551 = wp::where(var_253, var_412, var_550);
                }
                var_552 = wp::where(var_219, var_233, var_551);
            }
            if (!var_205) {
                // elif (v0 < v0) and (v0 >= v0):                                             <L 77>
                var_554 = (var_2 < var_2);
                var_553 = var_554;
                if (var_553) {
                    var_555 = (var_2 >= var_2);
                    var_553 = var_553 && var_555;
                }
                if (var_553) {
                    // v0 += wp.sin(((wp.vec2(-1.665, -0.82))[1] + wp.length(wp.vec2(-0.04, -0.6))))       <L 78>
                    var_558 = wp::vec_t<2, wp::float32>(var_556, var_557);
                    var_560 = wp::extract(var_558, var_559);
                    var_563 = wp::vec_t<2, wp::float32>(var_561, var_562);
                    var_564 = wp::length(var_563);
                    var_565 = wp::add(var_560, var_564);
                    var_566 = wp::sin(var_565);
                    var_567 = wp::add(var_2, var_566);
                }
                var_568 = wp::where(var_553, var_567, var_2);
            }
            var_569 = wp::where(var_205, var_552, var_568);
        }
        var_570 = wp::where(var_173, var_177, var_569);
    }
    var_571 = wp::where(var_7, var_164, var_570);
    // if ((tid % 4)) % 3 == 0:                                                               <L 79>
    var_573 = wp::mod(var_0, var_572);
    var_575 = wp::mod(var_573, var_574);
    var_577 = (var_575 == var_576);
    if (var_577) {
        // v0 = v0 + wp.sin((v0 + v0))                                                        <L 80>
        var_578 = wp::add(var_571, var_571);
        var_579 = wp::sin(var_578);
        var_580 = wp::add(var_571, var_579);
        // if (v0 * v0) > v0:                                                                 <L 81>
        var_581 = wp::mul(var_580, var_580);
        var_582 = (var_581 > var_580);
        if (var_582) {
            // v0 = v0 + wp.tanh(wp.abs((v0 - v0)))                                           <L 82>
            var_583 = wp::sub(var_580, var_580);
            var_584 = wp::abs(var_583);
            var_585 = wp::tanh(var_584);
            var_586 = wp::add(var_580, var_585);
            // if -0.9 <= wp.where(v0 > v0, -1.3, v0):                                        <L 83>
            var_588 = (var_586 > var_586);
            var_590 = wp::where(var_588, var_589, var_586);
            var_591 = (var_587 <= var_590);
            if (var_591) {
                // v0 -= wp.cos(((v0 * v0) + min(v0, v0))) * 0.36                             <L 84>
                var_592 = wp::mul(var_586, var_586);
                var_593 = wp::min(var_586, var_586);
                var_594 = wp::add(var_592, var_593);
                var_595 = wp::cos(var_594);
                var_597 = wp::mul(var_595, var_596);
                var_598 = wp::sub(var_586, var_597);
            }
            if (!var_591) {
                // v0 += wp.sin(wp.clamp(wp.length_sq(wp.vec2(0.209, -0.1)), -1.56, 0.43))       <L 86>
                var_601 = wp::vec_t<2, wp::float32>(var_599, var_600);
                var_602 = wp::length_sq(var_601);
                var_605 = wp::clamp(var_602, var_603, var_604);
                var_606 = wp::sin(var_605);
                var_607 = wp::add(var_586, var_606);
            }
            var_608 = wp::where(var_591, var_598, var_607);
        }
        if (!var_582) {
            // v0 = v0 + wp.tanh(v0)                                                          <L 88>
            var_609 = wp::tanh(var_580);
            var_610 = wp::add(var_580, var_609);
        }
        var_611 = wp::where(var_582, var_608, var_610);
        // v0 = v0 + wp.cos(v0)                                                               <L 89>
        var_612 = wp::cos(var_611);
        var_613 = wp::add(var_611, var_612);
    }
    if (!var_577) {
        // elif wp.exp(wp.clamp(v0, -4.0, 2.0)) <= wp.where(v0 < -0.783, v0, v0):             <L 90>
        var_616 = wp::clamp(var_571, var_614, var_615);
        var_617 = wp::exp(var_616);
        var_619 = (var_571 < var_618);
        var_620 = wp::where(var_619, var_571, var_571);
        var_621 = (var_617 <= var_620);
        if (var_621) {
            // v0 += wp.tanh((v0 if v0 > v0 else float(7)))                                   <L 91>
            var_622 = (var_571 > var_571);
            if (var_622) {
            }
            if (!var_622) {
                var_624 = wp::float(var_623);
            }
            var_625 = wp::where(var_622, var_571, var_624);
            var_626 = wp::tanh(var_625);
            var_627 = wp::add(var_571, var_626);
            // if (v0 >= v0) and (v0 >= v0):                                                  <L 92>
            var_629 = (var_627 >= var_627);
            var_628 = var_629;
            if (var_628) {
                var_630 = (var_627 >= var_627);
                var_628 = var_628 && var_630;
            }
            if (var_628) {
                // v0 += wp.tanh(wp.ceil((v0 / (wp.abs(-1.2) + 1.0))))                        <L 93>
                var_632 = wp::abs(var_631);
                var_634 = wp::add(var_632, var_633);
                var_635 = wp::div(var_627, var_634);
                var_636 = wp::ceil(var_635);
                var_637 = wp::tanh(var_636);
                var_638 = wp::add(var_627, var_637);
            }
            if (!var_628) {
                // elif ((tid - tid)) % 3 == 0:                                               <L 94>
                var_639 = wp::sub(var_0, var_0);
                var_641 = wp::mod(var_639, var_640);
                var_643 = (var_641 == var_642);
                if (var_643) {
                    // v0 += wp.tanh((wp.erf(0.6) * wp.atan(v0)))                             <L 95>
                    var_645 = wp::erf(var_644);
                    var_646 = wp::atan(var_627);
                    var_647 = wp::mul(var_645, var_646);
                    var_648 = wp::tanh(var_647);
                    var_649 = wp::add(var_627, var_648);
                    // v0 += wp.tanh(wp.dot((wp.vec2(-1.0, -0.6) * v0), wp.vec2(1.141, 0.453)))       <L 96>
                    var_652 = wp::vec_t<2, wp::float32>(var_650, var_651);
                    var_653 = wp::mul(var_652, var_649);
                    var_656 = wp::vec_t<2, wp::float32>(var_654, var_655);
                    var_657 = wp::dot(var_653, var_656);
                    var_658 = wp::tanh(var_657);
                    var_659 = wp::add(var_649, var_658);
                }
                if (!var_643) {
                    // v0 = v0 + wp.tanh((wp.clamp(v0, -1.28, 1.02) - wp.length(wp.vec2(-0.9, -1.99))))       <L 98>
                    var_662 = wp::clamp(var_627, var_660, var_661);
                    var_665 = wp::vec_t<2, wp::float32>(var_663, var_664);
                    var_666 = wp::length(var_665);
                    var_667 = wp::sub(var_662, var_666);
                    var_668 = wp::tanh(var_667);
                    var_669 = wp::add(var_627, var_668);
                    // v0 = v0 + wp.cos((v0 * (v0 * v0)))                                     <L 99>
                    var_670 = wp::mul(var_669, var_669);
                    var_671 = wp::mul(var_669, var_670);
                    var_672 = wp::cos(var_671);
                    var_673 = wp::add(var_669, var_672);
                }
                var_674 = wp::where(var_643, var_659, var_673);
            }
            var_675 = wp::where(var_628, var_638, var_674);
        }
        if (!var_621) {
            // elif wp.log2(wp.abs(v0) + 1.0) > (-0.862 - v0):                                <L 100>
            var_676 = wp::abs(var_571);
            var_678 = wp::add(var_676, var_677);
            var_679 = wp::log2(var_678);
            var_681 = wp::sub(var_680, var_571);
            var_682 = (var_679 > var_681);
            if (var_682) {
                // v0 = v0 + wp.sin(v0)                                                       <L 101>
                var_683 = wp::sin(var_571);
                var_684 = wp::add(var_571, var_683);
            }
            if (!var_682) {
                // v0 -= wp.cos((v0 - (v0 - v0))) * 1.11                                      <L 103>
                var_685 = wp::sub(var_571, var_571);
                var_686 = wp::sub(var_571, var_685);
                var_687 = wp::cos(var_686);
                var_689 = wp::mul(var_687, var_688);
                var_690 = wp::sub(var_571, var_689);
                // v15 = x0[(tid + 5) % x0.shape[0]]                                          <L 104>
                var_692 = wp::add(var_0, var_691);
                var_693 = &(var_x0.shape);
                var_696 = wp::load(var_693);
                var_695 = wp::extract(var_696, var_694);
                var_697 = wp::mod(var_692, var_695);
                var_698 = wp::address(var_x0, var_697);
                var_700 = wp::load(var_698);
                var_699 = wp::copy(var_700);
                // if wp.min(v0, v0) < (1.776 - v0):                                          <L 105>
                var_701 = wp::min(var_690, var_690);
                var_703 = wp::sub(var_702, var_690);
                var_704 = (var_701 < var_703);
                if (var_704) {
                    // v15 = v15 + wp.sin(x0[(tid + 3) % x0.shape[0]])                        <L 106>
                    var_706 = wp::add(var_0, var_705);
                    var_707 = &(var_x0.shape);
                    var_710 = wp::load(var_707);
                    var_709 = wp::extract(var_710, var_708);
                    var_711 = wp::mod(var_706, var_709);
                    var_712 = wp::address(var_x0, var_711);
                    var_714 = wp::load(var_712);
                    var_713 = wp::sin(var_714);
                    var_715 = wp::add(var_699, var_713);
                    // if wp.dot(wp.vec2(-1.2), wp.vec2(-1.88)) < x0[(tid + 1) % x0.shape[0]]:       <L 107>
                    var_717 = wp::vec_t<2, wp::float32>(var_716);
                    var_719 = wp::vec_t<2, wp::float32>(var_718);
                    var_720 = wp::dot(var_717, var_719);
                    var_722 = wp::add(var_0, var_721);
                    var_723 = &(var_x0.shape);
                    var_726 = wp::load(var_723);
                    var_725 = wp::extract(var_726, var_724);
                    var_727 = wp::mod(var_722, var_725);
                    var_728 = wp::address(var_x0, var_727);
                    var_730 = wp::load(var_728);
                    var_729 = (var_720 < var_730);
                    if (var_729) {
                        // v15 = v15 + wp.cos(((v15 * v0) * wp.clamp(0.26, -0.94, 1.14)))       <L 108>
                        var_731 = wp::mul(var_715, var_690);
                        var_735 = wp::clamp(var_732, var_733, var_734);
                        var_736 = wp::mul(var_731, var_735);
                        var_737 = wp::cos(var_736);
                        var_738 = wp::add(var_715, var_737);
                        // v15 += wp.cos(((v15 * wp.vec2(0.19, -0.91)))[0])                   <L 109>
                        var_741 = wp::vec_t<2, wp::float32>(var_739, var_740);
                        var_742 = wp::mul(var_738, var_741);
                        var_744 = wp::extract(var_742, var_743);
                        var_745 = wp::cos(var_744);
                        var_746 = wp::add(var_738, var_745);
                        // v15 += wp.cos(((wp.vec2(0.43)).y * (v15 + v0)))                    <L 110>
                        var_748 = wp::vec_t<2, wp::float32>(var_747);
                        var_750 = wp::extract(var_748, var_749);
                        var_751 = wp::add(var_746, var_690);
                        var_752 = wp::mul(var_750, var_751);
                        var_753 = wp::cos(var_752);
                        var_754 = wp::add(var_746, var_753);
                    }
                    if (!var_729) {
                        // v15 -= wp.cos(x0[(tid + 5) % x0.shape[0]]) * 0.1                   <L 112>
                        var_756 = wp::add(var_0, var_755);
                        var_757 = &(var_x0.shape);
                        var_760 = wp::load(var_757);
                        var_759 = wp::extract(var_760, var_758);
                        var_761 = wp::mod(var_756, var_759);
                        var_762 = wp::address(var_x0, var_761);
                        var_764 = wp::load(var_762);
                        var_763 = wp::cos(var_764);
                        var_766 = wp::mul(var_763, var_765);
                        var_767 = wp::sub(var_715, var_766);
                        // v16 = v0                                                           <L 113>
                        var_768 = wp::copy(var_690);
                    }
                    var_769 = wp::where(var_729, var_754, var_767);
                    // v17 = v0                                                               <L 114>
                    var_770 = wp::copy(var_690);
                }
                if (!var_704) {
                    // v15 += wp.cos((v0 - v15))                                              <L 116>
                    var_771 = wp::sub(var_690, var_699);
                    var_772 = wp::cos(var_771);
                    var_773 = wp::add(var_699, var_772);
                    // if (tid) % 2 == 1:                                                     <L 117>
                    var_775 = wp::mod(var_0, var_774);
                    var_777 = (var_775 == var_776);
                    if (var_777) {
                        // v0 = v0 + wp.sin(wp.frac(v0))                                      <L 118>
                        var_778 = wp::frac(var_690);
                        var_779 = wp::sin(var_778);
                        var_780 = wp::add(var_690, var_779);
                        // v15 = v15 + wp.cos(wp.length_sq(wp.normalize(wp.vec2(-1.545, -1.36))))       <L 119>
                        var_783 = wp::vec_t<2, wp::float32>(var_781, var_782);
                        var_784 = wp::normalize(var_783);
                        var_785 = wp::length_sq(var_784);
                        var_786 = wp::cos(var_785);
                        var_787 = wp::add(var_773, var_786);
                    }
                    if (!var_777) {
                        // v0 += wp.cos(wp.acos(wp.clamp((v0 - v15), -0.9, 0.9)))             <L 121>
                        var_788 = wp::sub(var_690, var_773);
                        var_791 = wp::clamp(var_788, var_789, var_790);
                        var_792 = wp::acos(var_791);
                        var_793 = wp::cos(var_792);
                        var_794 = wp::add(var_690, var_793);
                    }
                    var_795 = wp::where(var_777, var_780, var_794);
                    var_796 = wp::where(var_777, var_787, var_773);
                    // if wp.atan2(v15, wp.abs(v15) + 0.5) >= v15:                            <L 122>
                    var_797 = wp::abs(var_796);
                    var_799 = wp::add(var_797, var_798);
                    var_800 = wp::atan2(var_796, var_799);
                    var_801 = (var_800 >= var_796);
                    if (var_801) {
                        // v15 += wp.sin((v15 + (v0 - 1.0)))                                  <L 123>
                        var_803 = wp::sub(var_795, var_802);
                        var_804 = wp::add(var_796, var_803);
                        var_805 = wp::sin(var_804);
                        var_806 = wp::add(var_796, var_805);
                        // v15 += wp.cos((wp.vec2(1.59, 0.6)).x)                              <L 124>
                        var_809 = wp::vec_t<2, wp::float32>(var_807, var_808);
                        var_811 = wp::extract(var_809, var_810);
                        var_812 = wp::cos(var_811);
                        var_813 = wp::add(var_806, var_812);
                        // v15 = v15 + wp.tanh(wp.sin(v15))                                   <L 125>
                        var_814 = wp::sin(var_813);
                        var_815 = wp::tanh(var_814);
                        var_816 = wp::add(var_813, var_815);
                    }
                    var_817 = wp::where(var_801, var_816, var_796);
                }
                var_818 = wp::where(var_704, var_690, var_795);
                var_819 = wp::where(var_704, var_769, var_817);
            }
            var_820 = wp::where(var_682, var_684, var_818);
        }
        var_821 = wp::where(var_621, var_675, var_820);
    }
    var_822 = wp::where(var_577, var_613, var_821);
    // if (v0 <= v0) and (not (v0 <= v0 and v0 > 0.7)):                                       <L 126>
    var_824 = (var_822 <= var_822);
    var_823 = var_824;
    if (var_823) {
        var_826 = (var_822 <= var_822);
        var_825 = var_826;
        if (var_825) {
            var_828 = (var_822 > var_827);
            var_825 = var_825 && var_828;
        }
        var_829 = wp::unot(var_825);
        var_823 = var_823 && var_829;
    }
    if (var_823) {
        // v0 += wp.sin(((wp.vec2(-1.3, -1.432) + wp.vec2(-0.632, -1.747)))[0])               <L 127>
        var_832 = wp::vec_t<2, wp::float32>(var_830, var_831);
        var_835 = wp::vec_t<2, wp::float32>(var_833, var_834);
        var_836 = wp::add(var_832, var_835);
        var_838 = wp::extract(var_836, var_837);
        var_839 = wp::sin(var_838);
        var_840 = wp::add(var_822, var_839);
        // if wp.dot(wp.vec2(0.7, 0.26), wp.vec2(-0.224, 1.26)) > v0:                         <L 128>
        var_843 = wp::vec_t<2, wp::float32>(var_841, var_842);
        var_846 = wp::vec_t<2, wp::float32>(var_844, var_845);
        var_847 = wp::dot(var_843, var_846);
        var_848 = (var_847 > var_840);
        if (var_848) {
            // v0 -= wp.tanh(v0) * 0.26                                                       <L 129>
            var_849 = wp::tanh(var_840);
            var_851 = wp::mul(var_849, var_850);
            var_852 = wp::sub(var_840, var_851);
            // if wp.max(v0, v0) <= (wp.vec2(-0.11, -0.56))[1]:                               <L 130>
            var_853 = wp::max(var_852, var_852);
            var_856 = wp::vec_t<2, wp::float32>(var_854, var_855);
            var_858 = wp::extract(var_856, var_857);
            var_859 = (var_853 <= var_858);
            if (var_859) {
                // v0 = v0 + wp.sin(wp.dot(wp.normalize(wp.vec2(-1.0, 1.5)), wp.vec2(0.47, -0.71)))       <L 131>
                var_862 = wp::vec_t<2, wp::float32>(var_860, var_861);
                var_863 = wp::normalize(var_862);
                var_866 = wp::vec_t<2, wp::float32>(var_864, var_865);
                var_867 = wp::dot(var_863, var_866);
                var_868 = wp::sin(var_867);
                var_869 = wp::add(var_852, var_868);
                // v0 += wp.tanh(((wp.vec2(0.69, -0.3) - wp.vec2(-0.47, -0.4))).x)            <L 132>
                var_872 = wp::vec_t<2, wp::float32>(var_870, var_871);
                var_875 = wp::vec_t<2, wp::float32>(var_873, var_874);
                var_876 = wp::sub(var_872, var_875);
                var_878 = wp::extract(var_876, var_877);
                var_879 = wp::tanh(var_878);
                var_880 = wp::add(var_869, var_879);
            }
            if (!var_859) {
                // elif wp.round(v0) > v0:                                                    <L 133>
                var_881 = wp::round(var_852);
                var_882 = (var_881 > var_852);
                if (var_882) {
                    // v0 = v0 + wp.cos(((v0 - -0.95) * 2.0))                                 <L 134>
                    var_884 = wp::sub(var_852, var_883);
                    var_886 = wp::mul(var_884, var_885);
                    var_887 = wp::cos(var_886);
                    var_888 = wp::add(var_852, var_887);
                    // v0 -= wp.sin(-1.58) * 1.84                                             <L 135>
                    var_890 = wp::sin(var_889);
                    var_892 = wp::mul(var_890, var_891);
                    var_893 = wp::sub(var_888, var_892);
                }
                var_894 = wp::where(var_882, var_893, var_852);
            }
            var_895 = wp::where(var_859, var_880, var_894);
            // if (tid) % 3 == 1:                                                             <L 136>
            var_897 = wp::mod(var_0, var_896);
            var_899 = (var_897 == var_898);
            if (var_899) {
                // v0 += wp.sin(wp.where(v0 <= v0, wp.dot(wp.vec2(-1.27, 1.874), wp.vec2(0.7, -1.607)), x0[(tid + 1) % x0.shape[0]]))       <L 137>
                var_900 = (var_895 <= var_895);
                var_903 = wp::vec_t<2, wp::float32>(var_901, var_902);
                var_906 = wp::vec_t<2, wp::float32>(var_904, var_905);
                var_907 = wp::dot(var_903, var_906);
                var_909 = wp::add(var_0, var_908);
                var_910 = &(var_x0.shape);
                var_913 = wp::load(var_910);
                var_912 = wp::extract(var_913, var_911);
                var_914 = wp::mod(var_909, var_912);
                var_915 = wp::address(var_x0, var_914);
                var_917 = wp::load(var_915);
                var_916 = wp::where(var_900, var_907, var_917);
                var_918 = wp::sin(var_916);
                var_919 = wp::add(var_895, var_918);
                // v18 = wp.lerp((wp.lerp(wp.vec2(1.295, -0.319), wp.vec2(1.3), v0) - wp.vec2(v0, v0)), wp.vec2(v0, wp.clamp(v0, -1.62, 0.37)), wp.dot((wp.vec2(-0.19, -0.5) + wp.vec2(0.5, 1.49)), (v0 * wp.vec2(-0.9, -0.25))))       <L 138>
                var_922 = wp::vec_t<2, wp::float32>(var_920, var_921);
                var_924 = wp::vec_t<2, wp::float32>(var_923);
                var_925 = wp::lerp(var_922, var_924, var_919);
                var_926 = wp::vec_t<2, wp::float32>(var_919, var_919);
                var_927 = wp::sub(var_925, var_926);
                var_930 = wp::clamp(var_919, var_928, var_929);
                var_931 = wp::vec_t<2, wp::float32>(var_919, var_930);
                var_934 = wp::vec_t<2, wp::float32>(var_932, var_933);
                var_937 = wp::vec_t<2, wp::float32>(var_935, var_936);
                var_938 = wp::add(var_934, var_937);
                var_941 = wp::vec_t<2, wp::float32>(var_939, var_940);
                var_942 = wp::mul(var_919, var_941);
                var_943 = wp::dot(var_938, var_942);
                var_944 = wp::lerp(var_927, var_931, var_943);
                // v19 = wp.log2(wp.abs(v0) + 1.0)                                            <L 139>
                var_945 = wp::abs(var_919);
                var_947 = wp::add(var_945, var_946);
                var_948 = wp::log2(var_947);
            }
            if (!var_899) {
                // elif ((tid % 8)) % 4 == 1:                                                 <L 140>
                var_950 = wp::mod(var_0, var_949);
                var_952 = wp::mod(var_950, var_951);
                var_954 = (var_952 == var_953);
                if (var_954) {
                    // v0 += wp.sin((v0 * (v0 * v0)))                                         <L 141>
                    var_955 = wp::mul(var_895, var_895);
                    var_956 = wp::mul(var_895, var_955);
                    var_957 = wp::sin(var_956);
                    var_958 = wp::add(var_895, var_957);
                    // v20 = (((wp.vec2(-1.0, 0.989) / (wp.abs(v0) + 1.0)))[1] + v0)          <L 142>
                    var_961 = wp::vec_t<2, wp::float32>(var_959, var_960);
                    var_962 = wp::abs(var_958);
                    var_964 = wp::add(var_962, var_963);
                    var_965 = wp::div(var_961, var_964);
                    var_967 = wp::extract(var_965, var_966);
                    var_968 = wp::add(var_967, var_958);
                }
                if (!var_954) {
                    // elif wp.length(wp.vec2(0.39, -0.2)) >= (v0 + v0):                      <L 143>
                    var_971 = wp::vec_t<2, wp::float32>(var_969, var_970);
                    var_972 = wp::length(var_971);
                    var_973 = wp::add(var_895, var_895);
                    var_974 = (var_972 >= var_973);
                    if (var_974) {
                        // v0 = v0 + wp.cos(wp.dot((wp.vec2(1.642) + wp.vec2(-0.656)), wp.vec2(0.8, -1.7)))       <L 144>
                        var_976 = wp::vec_t<2, wp::float32>(var_975);
                        var_978 = wp::vec_t<2, wp::float32>(var_977);
                        var_979 = wp::add(var_976, var_978);
                        var_982 = wp::vec_t<2, wp::float32>(var_980, var_981);
                        var_983 = wp::dot(var_979, var_982);
                        var_984 = wp::cos(var_983);
                        var_985 = wp::add(var_895, var_984);
                    }
                    if (!var_974) {
                        // v0 = v0 + wp.cos(float((2 % 7)))                                   <L 146>
                        var_988 = wp::mod(var_986, var_987);
                        var_989 = wp::float(var_988);
                        var_990 = wp::cos(var_989);
                        var_991 = wp::add(var_895, var_990);
                        // v0 = v0 + wp.sin(v0)                                               <L 147>
                        var_992 = wp::sin(var_991);
                        var_993 = wp::add(var_991, var_992);
                        // v21 = wp.vec2(-0.9, -0.306)                                        <L 148>
                        var_996 = wp::vec_t<2, wp::float32>(var_994, var_995);
                    }
                    var_997 = wp::where(var_974, var_985, var_993);
                }
                var_998 = wp::where(var_954, var_958, var_997);
            }
            var_999 = wp::where(var_899, var_919, var_998);
        }
        if (!var_848) {
            // v0 += wp.sin(wp.cosh(wp.clamp((v0 + v0), -3.0, 3.0)))                          <L 150>
            var_1000 = wp::add(var_840, var_840);
            var_1003 = wp::clamp(var_1000, var_1001, var_1002);
            var_1004 = wp::cosh(var_1003);
            var_1005 = wp::sin(var_1004);
            var_1006 = wp::add(var_840, var_1005);
            // if ((2) % 3 == 1) or (not (v0 >= v0 and v0 >= v0)):                            <L 151>
            var_1010 = wp::mod(var_1008, var_1009);
            var_1012 = (var_1010 == var_1011);
            var_1007 = var_1012;
            if (!var_1007) {
                var_1014 = (var_1006 >= var_1006);
                var_1013 = var_1014;
                if (var_1013) {
                    var_1015 = (var_1006 >= var_1006);
                    var_1013 = var_1013 && var_1015;
                }
                var_1016 = wp::unot(var_1013);
                var_1007 = var_1007 || var_1016;
            }
            if (var_1007) {
                // v0 = v0 + wp.tanh(v0)                                                      <L 152>
                var_1017 = wp::tanh(var_1006);
                var_1018 = wp::add(var_1006, var_1017);
            }
            var_1019 = wp::where(var_1007, var_1018, var_1006);
        }
        var_1020 = wp::where(var_848, var_999, var_1019);
    }
    if (!var_823) {
        // v0 += wp.tanh((wp.vec2(-1.2, 1.6))[1])                                             <L 154>
        var_1023 = wp::vec_t<2, wp::float32>(var_1021, var_1022);
        var_1025 = wp::extract(var_1023, var_1024);
        var_1026 = wp::tanh(var_1025);
        var_1027 = wp::add(var_822, var_1026);
    }
    var_1028 = wp::where(var_823, var_1020, var_1027);
    // out0[tid] = v0 + wp.where((tid) % 3 == 0, wp.dot(wp.vec2(0.47, -0.196), wp.vec2(-1.575)), wp.length(wp.vec2(-1.153, -1.815))) * 0.46       <L 155>
    var_1030 = wp::mod(var_0, var_1029);
    var_1032 = (var_1030 == var_1031);
    var_1035 = wp::vec_t<2, wp::float32>(var_1033, var_1034);
    var_1037 = wp::vec_t<2, wp::float32>(var_1036);
    var_1038 = wp::dot(var_1035, var_1037);
    var_1041 = wp::vec_t<2, wp::float32>(var_1039, var_1040);
    var_1042 = wp::length(var_1041);
    var_1043 = wp::where(var_1032, var_1038, var_1042);
    var_1045 = wp::mul(var_1043, var_1044);
    var_1046 = wp::add(var_1028, var_1045);
    wp::array_store(var_out0, var_0, var_1046);
    // out1[tid] = v0 + v0 * 0.37                                                             <L 156>
    var_1048 = wp::mul(var_1028, var_1047);
    var_1049 = wp::add(var_1028, var_1048);
    wp::array_store(var_out1, var_0, var_1049);
}



template <bool wp_linear_contiguous>
static void multi_conditional_000001_4f7359a3_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_multi_conditional_000001_4f7359a3 *_wp_args,
    wp_args_multi_conditional_000001_4f7359a3 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::float32> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::float32 var_5 = -0.16;
    wp::float32 var_6;
    bool var_7;
    const wp::float32 var_8 = -1.4;
    const wp::float32 var_9 = 0.76;
    wp::vec_t<2, wp::float32> var_10;
    wp::vec_t<2, wp::float32> var_11;
    const wp::float32 var_12 = 0.8;
    wp::vec_t<2, wp::float32> var_13;
    wp::vec_t<2, wp::float32> var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    bool var_18;
    const wp::int32 var_19 = 2;
    wp::int32 var_20;
    const wp::int32 var_21 = 0;
    bool var_22;
    bool var_23;
    bool var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::float32 var_30 = -1.793;
    wp::float32 var_31;
    const wp::float32 var_32 = 1.0;
    wp::float32 var_33;
    wp::float32 var_34;
    bool var_35;
    const wp::float32 var_36 = 1.148;
    const wp::float32 var_37 = -1.4;
    wp::vec_t<2, wp::float32> var_38;
    const wp::float32 var_39 = 0.7;
    const wp::float32 var_40 = 1.806;
    const wp::float32 var_41 = 0.42;
    wp::vec_t<2, wp::float32> var_42;
    wp::vec_t<2, wp::float32> var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    const wp::float32 var_52 = 1.3;
    wp::float32 var_53;
    wp::float32 var_54;
    const wp::float32 var_55 = 1.0;
    wp::float32 var_56;
    wp::float32 var_57;
    wp::float32 var_58;
    const wp::float32 var_59 = 1.0;
    wp::float32 var_60;
    wp::float32 var_61;
    wp::float32 var_62;
    wp::float32 var_63;
    wp::float32 var_64;
    const wp::float32 var_65 = 1.0;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    bool var_69;
    wp::float32 var_70;
    wp::float32 var_71;
    wp::float32 var_72;
    wp::float32 var_73;
    wp::float32 var_74;
    wp::float32 var_75;
    bool var_76;
    wp::float32 var_77;
    wp::float32 var_78;
    const wp::float32 var_79 = -0.8;
    const wp::float32 var_80 = 0.8;
    wp::float32 var_81;
    wp::float32 var_82;
    wp::float32 var_83;
    wp::float32 var_84;
    const wp::float32 var_85 = -0.77;
    const wp::float32 var_86 = -0.1;
    wp::vec_t<2, wp::float32> var_87;
    wp::float32 var_88;
    const wp::float32 var_89 = -1.22;
    const wp::float32 var_90 = -1.024;
    wp::vec_t<2, wp::float32> var_91;
    const wp::int32 var_92 = 1;
    wp::float32 var_93;
    wp::float32 var_94;
    wp::float32 var_95;
    wp::float32 var_96;
    wp::int32 var_97;
    const wp::int32 var_98 = 4;
    wp::int32 var_99;
    const wp::int32 var_100 = 1;
    bool var_101;
    wp::float32 var_102;
    const wp::float32 var_103 = 1.0;
    wp::float32 var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    const wp::float32 var_107 = 1.0;
    wp::float32 var_108;
    wp::float32 var_109;
    wp::float32 var_110;
    wp::float32 var_111;
    bool var_112;
    bool var_113;
    bool var_114;
    const wp::float32 var_115 = 1.9;
    bool var_116;
    bool var_117;
    const wp::float32 var_118 = -1.98;
    wp::float32 var_119;
    const wp::float32 var_120 = -1.2;
    const wp::float32 var_121 = 1.2;
    wp::float32 var_122;
    wp::float32 var_123;
    wp::float32 var_124;
    wp::float32 var_125;
    wp::float32 var_126;
    const wp::float32 var_127 = 1.88;
    const wp::float32 var_128 = 0.8;
    wp::vec_t<2, wp::float32> var_129;
    const wp::float32 var_130 = 1.864;
    const wp::float32 var_131 = -1.231;
    wp::vec_t<2, wp::float32> var_132;
    wp::vec_t<2, wp::float32> var_133;
    wp::float32 var_134;
    wp::float32 var_135;
    wp::float32 var_136;
    const wp::float32 var_137 = 0.5;
    wp::float32 var_138;
    wp::float32 var_139;
    const wp::float32 var_140 = 1.0;
    wp::float32 var_141;
    wp::float32 var_142;
    const wp::float32 var_143 = -2.0;
    const wp::float32 var_144 = 2.0;
    wp::float32 var_145;
    wp::float32 var_146;
    wp::float32 var_147;
    wp::float32 var_148;
    wp::float32 var_149;
    wp::float32 var_150;
    wp::float32 var_151;
    wp::float32 var_152;
    wp::vec_t<2, wp::float32> var_153;
    wp::float32 var_154;
    wp::float32 var_155;
    const wp::float32 var_156 = 1.0;
    wp::float32 var_157;
    wp::float32 var_158;
    wp::vec_t<2, wp::float32> var_159;
    wp::float32 var_160;
    wp::float32 var_161;
    wp::float32 var_162;
    wp::float32 var_163;
    wp::float32 var_164;
    const wp::float32 var_165 = -1.05;
    const wp::float32 var_166 = -1.097;
    wp::vec_t<2, wp::float32> var_167;
    wp::float32 var_168;
    wp::float32 var_169;
    const wp::float32 var_170 = 1.0;
    wp::float32 var_171;
    wp::float32 var_172;
    bool var_173;
    wp::vec_t<2, wp::float32> var_174;
    wp::float32 var_175;
    wp::float32 var_176;
    wp::float32 var_177;
    const wp::float32 var_178 = 0.81;
    wp::vec_t<2, wp::float32> var_179;
    wp::float32 var_180;
    const wp::float32 var_181 = 1.0;
    wp::float32 var_182;
    wp::vec_t<2, wp::float32> var_183;
    const wp::float32 var_184 = 1.43;
    const wp::float32 var_185 = 1.06;
    wp::vec_t<2, wp::float32> var_186;
    const wp::float32 var_187 = -1.3;
    const wp::float32 var_188 = -0.8;
    wp::vec_t<2, wp::float32> var_189;
    wp::vec_t<2, wp::float32> var_190;
    wp::vec_t<2, wp::float32> var_191;
    const wp::float32 var_192 = -1.2;
    const wp::float32 var_193 = 1.8;
    wp::vec_t<2, wp::float32> var_194;
    const wp::float32 var_195 = 0.24;
    wp::float32 var_196;
    const wp::float32 var_197 = 1.0;
    wp::float32 var_198;
    wp::vec_t<2, wp::float32> var_199;
    wp::vec_t<2, wp::float32> var_200;
    wp::vec_t<2, wp::float32> var_201;
    const wp::int32 var_202 = 3;
    wp::int32 var_203;
    const wp::int32 var_204 = 0;
    bool var_205;
    wp::float32 var_206;
    wp::float32 var_207;
    wp::float32 var_208;
    wp::float32 var_209;
    wp::float32 var_210;
    const wp::int32 var_211 = 1;
    wp::int32 var_212;
    wp::shape_t* var_213;
    const wp::int32 var_214 = 0;
    wp::int32 var_215;
    wp::shape_t var_216;
    wp::int32 var_217;
    wp::float32* var_218;
    bool var_219;
    wp::float32 var_220;
    wp::float32 var_221;
    const wp::int32 var_222 = 2;
    wp::int32 var_223;
    wp::shape_t* var_224;
    const wp::int32 var_225 = 0;
    wp::int32 var_226;
    wp::shape_t var_227;
    wp::int32 var_228;
    wp::float32* var_229;
    wp::float32 var_230;
    wp::float32 var_231;
    wp::float32 var_232;
    wp::float32 var_233;
    const wp::int32 var_234 = 4;
    wp::int32 var_235;
    wp::shape_t* var_236;
    const wp::int32 var_237 = 0;
    wp::int32 var_238;
    wp::shape_t var_239;
    wp::int32 var_240;
    wp::float32* var_241;
    wp::float32 var_242;
    wp::float32 var_243;
    const wp::int32 var_244 = 5;
    wp::int32 var_245;
    wp::shape_t* var_246;
    const wp::int32 var_247 = 0;
    wp::int32 var_248;
    wp::shape_t var_249;
    wp::int32 var_250;
    wp::float32* var_251;
    wp::float32 var_252;
    bool var_253;
    wp::float32 var_254;
    wp::float32 var_255;
    wp::float32 var_256;
    const wp::float32 var_257 = 1.0;
    wp::float32 var_258;
    const wp::float32 var_259 = -1.219;
    const wp::float32 var_260 = -1.16;
    wp::vec_t<2, wp::float32> var_261;
    const wp::float32 var_262 = 1.355;
    const wp::float32 var_263 = -1.28;
    wp::vec_t<2, wp::float32> var_264;
    wp::float32 var_265;
    const wp::float32 var_266 = -2.0;
    const wp::float32 var_267 = 2.0;
    wp::float32 var_268;
    wp::float32 var_269;
    wp::float32 var_270;
    wp::float32 var_271;
    wp::int32 var_272;
    const wp::int32 var_273 = 3;
    wp::int32 var_274;
    const wp::int32 var_275 = 1;
    bool var_276;
    wp::float32 var_277;
    wp::float32 var_278;
    const wp::float32 var_279 = -0.5;
    const wp::float32 var_280 = 1.783;
    wp::vec_t<2, wp::float32> var_281;
    const wp::int32 var_282 = 0;
    wp::float32 var_283;
    const wp::float32 var_284 = 1.5;
    const wp::float32 var_285 = 0.5;
    wp::vec_t<2, wp::float32> var_286;
    const wp::int32 var_287 = 1;
    wp::float32 var_288;
    const wp::float32 var_289 = -3.0;
    const wp::float32 var_290 = 3.0;
    wp::float32 var_291;
    wp::float32 var_292;
    wp::float32 var_293;
    wp::float32 var_294;
    wp::float32 var_295;
    bool var_296;
    wp::float32 var_297;
    bool var_298;
    const wp::float32 var_299 = -0.502;
    wp::float32 var_300;
    wp::float32 var_301;
    wp::float32 var_302;
    const wp::float32 var_303 = -0.62;
    wp::float32 var_304;
    const wp::float32 var_305 = 1.0;
    wp::float32 var_306;
    wp::float32 var_307;
    wp::float32 var_308;
    wp::float32 var_309;
    wp::float32 var_310;
    const wp::float32 var_311 = 0.084;
    const wp::float32 var_312 = 0.092;
    wp::vec_t<2, wp::float32> var_313;
    wp::vec_t<2, wp::float32> var_314;
    const wp::float32 var_315 = -0.856;
    const wp::float32 var_316 = 0.33;
    wp::vec_t<2, wp::float32> var_317;
    wp::vec_t<2, wp::float32> var_318;
    wp::vec_t<2, wp::float32> var_319;
    wp::vec_t<2, wp::float32> var_320;
    const wp::float32 var_321 = -1.4;
    wp::vec_t<2, wp::float32> var_322;
    wp::vec_t<2, wp::float32> var_323;
    wp::float32 var_324;
    const wp::float32 var_325 = 1.0;
    wp::float32 var_326;
    wp::float32 var_327;
    wp::float32 var_328;
    wp::vec_t<2, wp::float32> var_329;
    wp::float32 var_330;
    wp::float32 var_331;
    const wp::int32 var_332 = 2;
    wp::int32 var_333;
    wp::shape_t* var_334;
    const wp::int32 var_335 = 0;
    wp::int32 var_336;
    wp::shape_t var_337;
    wp::int32 var_338;
    wp::float32* var_339;
    const wp::float32 var_340 = -1.42;
    const wp::float32 var_341 = 1.66;
    wp::float32 var_342;
    bool var_343;
    wp::float32 var_344;
    const wp::float32 var_345 = 0.586;
    const wp::float32 var_346 = -1.858;
    wp::vec_t<2, wp::float32> var_347;
    const wp::float32 var_348 = -0.81;
    const wp::float32 var_349 = 1.0;
    wp::vec_t<2, wp::float32> var_350;
    wp::vec_t<2, wp::float32> var_351;
    wp::float32 var_352;
    wp::float32 var_353;
    wp::float32 var_354;
    wp::float32 var_355;
    wp::float32 var_356;
    const wp::int32 var_357 = 4;
    wp::int32 var_358;
    const wp::int32 var_359 = 4;
    wp::int32 var_360;
    const wp::int32 var_361 = 1;
    bool var_362;
    wp::float32 var_363;
    const wp::float32 var_364 = 0.019;
    const wp::float32 var_365 = -1.9;
    wp::vec_t<2, wp::float32> var_366;
    wp::float32 var_367;
    wp::float32 var_368;
    wp::float32 var_369;
    wp::float32 var_370;
    const wp::float32 var_371 = 0.1;
    const wp::float32 var_372 = 0.79;
    wp::vec_t<2, wp::float32> var_373;
    const wp::float32 var_374 = 0.231;
    const wp::float32 var_375 = 0.756;
    wp::vec_t<2, wp::float32> var_376;
    wp::float32 var_377;
    const wp::float32 var_378 = -0.187;
    wp::float32 var_379;
    const wp::float32 var_380 = 1.0;
    wp::float32 var_381;
    wp::float32 var_382;
    wp::float32 var_383;
    wp::float32 var_384;
    wp::float32 var_385;
    wp::float32 var_386;
    const wp::float32 var_387 = 1.0;
    wp::float32 var_388;
    wp::float32 var_389;
    wp::float32 var_390;
    wp::float32 var_391;
    const wp::float32 var_392 = 1.0;
    wp::float32 var_393;
    wp::float32 var_394;
    bool var_395;
    const wp::float32 var_396 = 1.968;
    const wp::float32 var_397 = 1.445;
    wp::vec_t<2, wp::float32> var_398;
    wp::float32 var_399;
    wp::float32 var_400;
    wp::float32 var_401;
    wp::float32 var_402;
    wp::float32 var_403;
    const wp::int32 var_404 = 3;
    wp::int32 var_405;
    const wp::int32 var_406 = 4;
    wp::int32 var_407;
    wp::int32 var_408;
    wp::float32 var_409;
    wp::float32 var_410;
    wp::float32 var_411;
    wp::float32 var_412;
    bool var_413;
    bool var_414;
    const wp::float32 var_415 = 1.67;
    bool var_416;
    const wp::float32 var_417 = -1.5;
    wp::float32 var_418;
    wp::float32 var_419;
    const wp::int32 var_420 = 1;
    wp::int32 var_421;
    wp::shape_t* var_422;
    const wp::int32 var_423 = 0;
    wp::int32 var_424;
    wp::shape_t var_425;
    wp::int32 var_426;
    wp::float32* var_427;
    const wp::int32 var_428 = 1;
    wp::int32 var_429;
    wp::shape_t* var_430;
    const wp::int32 var_431 = 0;
    wp::int32 var_432;
    wp::shape_t var_433;
    wp::int32 var_434;
    wp::float32* var_435;
    bool var_436;
    wp::float32 var_437;
    wp::float32 var_438;
    const wp::float32 var_439 = -0.8;
    const wp::float32 var_440 = -0.44;
    wp::vec_t<2, wp::float32> var_441;
    const wp::int32 var_442 = 1;
    wp::float32 var_443;
    bool var_444;
    const wp::float32 var_445 = -1.8;
    wp::float32 var_446;
    wp::float32 var_447;
    wp::float32 var_448;
    wp::float32 var_449;
    wp::float32 var_450;
    const wp::float32 var_451 = 0.506;
    const wp::float32 var_452 = -3.0;
    const wp::float32 var_453 = 3.0;
    wp::float32 var_454;
    wp::float32 var_455;
    wp::float32 var_456;
    wp::float32 var_457;
    wp::float32 var_458;
    wp::float32 var_459;
    bool var_460;
    bool var_461;
    bool var_462;
    const wp::float32 var_463 = -0.3;
    bool var_464;
    bool var_465;
    bool var_466;
    const wp::int32 var_467 = 2;
    wp::int32 var_468;
    wp::shape_t* var_469;
    const wp::int32 var_470 = 0;
    wp::int32 var_471;
    wp::shape_t var_472;
    wp::int32 var_473;
    wp::float32* var_474;
    wp::float32 var_475;
    wp::float32 var_476;
    wp::float32 var_477;
    wp::float32 var_478;
    const wp::int32 var_479 = 4;
    wp::int32 var_480;
    wp::shape_t* var_481;
    const wp::int32 var_482 = 0;
    wp::int32 var_483;
    wp::shape_t var_484;
    wp::int32 var_485;
    wp::float32* var_486;
    bool var_487;
    wp::float32 var_488;
    wp::vec_t<2, wp::float32> var_489;
    wp::float32 var_490;
    wp::float32 var_491;
    wp::float32 var_492;
    wp::float32 var_493;
    wp::float32 var_494;
    wp::float32 var_495;
    const wp::int32 var_496 = 2;
    wp::int32 var_497;
    const wp::int32 var_498 = 1;
    bool var_499;
    wp::float32 var_500;
    wp::float32 var_501;
    const wp::float32 var_502 = 1.94;
    const wp::float32 var_503 = 1.31;
    wp::vec_t<2, wp::float32> var_504;
    const wp::int32 var_505 = 1;
    wp::float32 var_506;
    wp::float32 var_507;
    wp::float32 var_508;
    const wp::float32 var_509 = -0.67;
    const wp::float32 var_510 = 1.45;
    wp::float32 var_511;
    const wp::float32 var_512 = 0.99;
    const wp::float32 var_513 = -0.382;
    wp::vec_t<2, wp::float32> var_514;
    wp::float32 var_515;
    const wp::float32 var_516 = 0.25;
    wp::float32 var_517;
    wp::float32 var_518;
    const wp::int32 var_519 = 3;
    wp::int32 var_520;
    const wp::int32 var_521 = 0;
    bool var_522;
    wp::float32 var_523;
    wp::float32 var_524;
    wp::float32 var_525;
    wp::float32 var_526;
    const wp::int32 var_527 = 2;
    wp::int32 var_528;
    wp::shape_t* var_529;
    const wp::int32 var_530 = 0;
    wp::int32 var_531;
    wp::shape_t var_532;
    wp::int32 var_533;
    wp::float32* var_534;
    const wp::float32 var_535 = 0.9;
    wp::float32 var_536;
    const wp::float32 var_537 = 1.0;
    wp::float32 var_538;
    wp::float32 var_539;
    wp::float32 var_540;
    const wp::float32 var_541 = 1.0;
    wp::float32 var_542;
    wp::float32 var_543;
    wp::float32 var_544;
    wp::float32 var_545;
    wp::float32 var_546;
    wp::float32 var_547;
    wp::float32 var_548;
    wp::float32 var_549;
    wp::float32 var_550;
    wp::float32 var_551;
    wp::float32 var_552;
    bool var_553;
    bool var_554;
    bool var_555;
    const wp::float32 var_556 = -1.665;
    const wp::float32 var_557 = -0.82;
    wp::vec_t<2, wp::float32> var_558;
    const wp::int32 var_559 = 1;
    wp::float32 var_560;
    const wp::float32 var_561 = -0.04;
    const wp::float32 var_562 = -0.6;
    wp::vec_t<2, wp::float32> var_563;
    wp::float32 var_564;
    wp::float32 var_565;
    wp::float32 var_566;
    wp::float32 var_567;
    wp::float32 var_568;
    wp::float32 var_569;
    wp::float32 var_570;
    wp::float32 var_571;
    const wp::int32 var_572 = 4;
    wp::int32 var_573;
    const wp::int32 var_574 = 3;
    wp::int32 var_575;
    const wp::int32 var_576 = 0;
    bool var_577;
    wp::float32 var_578;
    wp::float32 var_579;
    wp::float32 var_580;
    wp::float32 var_581;
    bool var_582;
    wp::float32 var_583;
    wp::float32 var_584;
    wp::float32 var_585;
    wp::float32 var_586;
    const wp::float32 var_587 = -0.9;
    bool var_588;
    const wp::float32 var_589 = -1.3;
    wp::float32 var_590;
    bool var_591;
    wp::float32 var_592;
    wp::float32 var_593;
    wp::float32 var_594;
    wp::float32 var_595;
    const wp::float32 var_596 = 0.36;
    wp::float32 var_597;
    wp::float32 var_598;
    const wp::float32 var_599 = 0.209;
    const wp::float32 var_600 = -0.1;
    wp::vec_t<2, wp::float32> var_601;
    wp::float32 var_602;
    const wp::float32 var_603 = -1.56;
    const wp::float32 var_604 = 0.43;
    wp::float32 var_605;
    wp::float32 var_606;
    wp::float32 var_607;
    wp::float32 var_608;
    wp::float32 var_609;
    wp::float32 var_610;
    wp::float32 var_611;
    wp::float32 var_612;
    wp::float32 var_613;
    const wp::float32 var_614 = -4.0;
    const wp::float32 var_615 = 2.0;
    wp::float32 var_616;
    wp::float32 var_617;
    const wp::float32 var_618 = -0.783;
    bool var_619;
    wp::float32 var_620;
    bool var_621;
    bool var_622;
    const wp::int32 var_623 = 7;
    wp::float32 var_624;
    wp::float32 var_625;
    wp::float32 var_626;
    wp::float32 var_627;
    bool var_628;
    bool var_629;
    bool var_630;
    const wp::float32 var_631 = -1.2;
    wp::float32 var_632;
    const wp::float32 var_633 = 1.0;
    wp::float32 var_634;
    wp::float32 var_635;
    wp::float32 var_636;
    wp::float32 var_637;
    wp::float32 var_638;
    wp::int32 var_639;
    const wp::int32 var_640 = 3;
    wp::int32 var_641;
    const wp::int32 var_642 = 0;
    bool var_643;
    const wp::float32 var_644 = 0.6;
    wp::float32 var_645;
    wp::float32 var_646;
    wp::float32 var_647;
    wp::float32 var_648;
    wp::float32 var_649;
    const wp::float32 var_650 = -1.0;
    const wp::float32 var_651 = -0.6;
    wp::vec_t<2, wp::float32> var_652;
    wp::vec_t<2, wp::float32> var_653;
    const wp::float32 var_654 = 1.141;
    const wp::float32 var_655 = 0.453;
    wp::vec_t<2, wp::float32> var_656;
    wp::float32 var_657;
    wp::float32 var_658;
    wp::float32 var_659;
    const wp::float32 var_660 = -1.28;
    const wp::float32 var_661 = 1.02;
    wp::float32 var_662;
    const wp::float32 var_663 = -0.9;
    const wp::float32 var_664 = -1.99;
    wp::vec_t<2, wp::float32> var_665;
    wp::float32 var_666;
    wp::float32 var_667;
    wp::float32 var_668;
    wp::float32 var_669;
    wp::float32 var_670;
    wp::float32 var_671;
    wp::float32 var_672;
    wp::float32 var_673;
    wp::float32 var_674;
    wp::float32 var_675;
    wp::float32 var_676;
    const wp::float32 var_677 = 1.0;
    wp::float32 var_678;
    wp::float32 var_679;
    const wp::float32 var_680 = -0.862;
    wp::float32 var_681;
    bool var_682;
    wp::float32 var_683;
    wp::float32 var_684;
    wp::float32 var_685;
    wp::float32 var_686;
    wp::float32 var_687;
    const wp::float32 var_688 = 1.11;
    wp::float32 var_689;
    wp::float32 var_690;
    const wp::int32 var_691 = 5;
    wp::int32 var_692;
    wp::shape_t* var_693;
    const wp::int32 var_694 = 0;
    wp::int32 var_695;
    wp::shape_t var_696;
    wp::int32 var_697;
    wp::float32* var_698;
    wp::float32 var_699;
    wp::float32 var_700;
    wp::float32 var_701;
    const wp::float32 var_702 = 1.776;
    wp::float32 var_703;
    bool var_704;
    const wp::int32 var_705 = 3;
    wp::int32 var_706;
    wp::shape_t* var_707;
    const wp::int32 var_708 = 0;
    wp::int32 var_709;
    wp::shape_t var_710;
    wp::int32 var_711;
    wp::float32* var_712;
    wp::float32 var_713;
    wp::float32 var_714;
    wp::float32 var_715;
    const wp::float32 var_716 = -1.2;
    wp::vec_t<2, wp::float32> var_717;
    const wp::float32 var_718 = -1.88;
    wp::vec_t<2, wp::float32> var_719;
    wp::float32 var_720;
    const wp::int32 var_721 = 1;
    wp::int32 var_722;
    wp::shape_t* var_723;
    const wp::int32 var_724 = 0;
    wp::int32 var_725;
    wp::shape_t var_726;
    wp::int32 var_727;
    wp::float32* var_728;
    bool var_729;
    wp::float32 var_730;
    wp::float32 var_731;
    const wp::float32 var_732 = 0.26;
    const wp::float32 var_733 = -0.94;
    const wp::float32 var_734 = 1.14;
    wp::float32 var_735;
    wp::float32 var_736;
    wp::float32 var_737;
    wp::float32 var_738;
    const wp::float32 var_739 = 0.19;
    const wp::float32 var_740 = -0.91;
    wp::vec_t<2, wp::float32> var_741;
    wp::vec_t<2, wp::float32> var_742;
    const wp::int32 var_743 = 0;
    wp::float32 var_744;
    wp::float32 var_745;
    wp::float32 var_746;
    const wp::float32 var_747 = 0.43;
    wp::vec_t<2, wp::float32> var_748;
    const wp::int32 var_749 = 1;
    wp::float32 var_750;
    wp::float32 var_751;
    wp::float32 var_752;
    wp::float32 var_753;
    wp::float32 var_754;
    const wp::int32 var_755 = 5;
    wp::int32 var_756;
    wp::shape_t* var_757;
    const wp::int32 var_758 = 0;
    wp::int32 var_759;
    wp::shape_t var_760;
    wp::int32 var_761;
    wp::float32* var_762;
    wp::float32 var_763;
    wp::float32 var_764;
    const wp::float32 var_765 = 0.1;
    wp::float32 var_766;
    wp::float32 var_767;
    wp::float32 var_768;
    wp::float32 var_769;
    wp::float32 var_770;
    wp::float32 var_771;
    wp::float32 var_772;
    wp::float32 var_773;
    const wp::int32 var_774 = 2;
    wp::int32 var_775;
    const wp::int32 var_776 = 1;
    bool var_777;
    wp::float32 var_778;
    wp::float32 var_779;
    wp::float32 var_780;
    const wp::float32 var_781 = -1.545;
    const wp::float32 var_782 = -1.36;
    wp::vec_t<2, wp::float32> var_783;
    wp::vec_t<2, wp::float32> var_784;
    wp::float32 var_785;
    wp::float32 var_786;
    wp::float32 var_787;
    wp::float32 var_788;
    const wp::float32 var_789 = -0.9;
    const wp::float32 var_790 = 0.9;
    wp::float32 var_791;
    wp::float32 var_792;
    wp::float32 var_793;
    wp::float32 var_794;
    wp::float32 var_795;
    wp::float32 var_796;
    wp::float32 var_797;
    const wp::float32 var_798 = 0.5;
    wp::float32 var_799;
    wp::float32 var_800;
    bool var_801;
    const wp::float32 var_802 = 1.0;
    wp::float32 var_803;
    wp::float32 var_804;
    wp::float32 var_805;
    wp::float32 var_806;
    const wp::float32 var_807 = 1.59;
    const wp::float32 var_808 = 0.6;
    wp::vec_t<2, wp::float32> var_809;
    const wp::int32 var_810 = 0;
    wp::float32 var_811;
    wp::float32 var_812;
    wp::float32 var_813;
    wp::float32 var_814;
    wp::float32 var_815;
    wp::float32 var_816;
    wp::float32 var_817;
    wp::float32 var_818;
    wp::float32 var_819;
    wp::float32 var_820;
    wp::float32 var_821;
    wp::float32 var_822;
    bool var_823;
    bool var_824;
    bool var_825;
    bool var_826;
    const wp::float32 var_827 = 0.7;
    bool var_828;
    bool var_829;
    const wp::float32 var_830 = -1.3;
    const wp::float32 var_831 = -1.432;
    wp::vec_t<2, wp::float32> var_832;
    const wp::float32 var_833 = -0.632;
    const wp::float32 var_834 = -1.747;
    wp::vec_t<2, wp::float32> var_835;
    wp::vec_t<2, wp::float32> var_836;
    const wp::int32 var_837 = 0;
    wp::float32 var_838;
    wp::float32 var_839;
    wp::float32 var_840;
    const wp::float32 var_841 = 0.7;
    const wp::float32 var_842 = 0.26;
    wp::vec_t<2, wp::float32> var_843;
    const wp::float32 var_844 = -0.224;
    const wp::float32 var_845 = 1.26;
    wp::vec_t<2, wp::float32> var_846;
    wp::float32 var_847;
    bool var_848;
    wp::float32 var_849;
    const wp::float32 var_850 = 0.26;
    wp::float32 var_851;
    wp::float32 var_852;
    wp::float32 var_853;
    const wp::float32 var_854 = -0.11;
    const wp::float32 var_855 = -0.56;
    wp::vec_t<2, wp::float32> var_856;
    const wp::int32 var_857 = 1;
    wp::float32 var_858;
    bool var_859;
    const wp::float32 var_860 = -1.0;
    const wp::float32 var_861 = 1.5;
    wp::vec_t<2, wp::float32> var_862;
    wp::vec_t<2, wp::float32> var_863;
    const wp::float32 var_864 = 0.47;
    const wp::float32 var_865 = -0.71;
    wp::vec_t<2, wp::float32> var_866;
    wp::float32 var_867;
    wp::float32 var_868;
    wp::float32 var_869;
    const wp::float32 var_870 = 0.69;
    const wp::float32 var_871 = -0.3;
    wp::vec_t<2, wp::float32> var_872;
    const wp::float32 var_873 = -0.47;
    const wp::float32 var_874 = -0.4;
    wp::vec_t<2, wp::float32> var_875;
    wp::vec_t<2, wp::float32> var_876;
    const wp::int32 var_877 = 0;
    wp::float32 var_878;
    wp::float32 var_879;
    wp::float32 var_880;
    wp::float32 var_881;
    bool var_882;
    const wp::float32 var_883 = -0.95;
    wp::float32 var_884;
    const wp::float32 var_885 = 2.0;
    wp::float32 var_886;
    wp::float32 var_887;
    wp::float32 var_888;
    const wp::float32 var_889 = -1.58;
    wp::float32 var_890;
    const wp::float32 var_891 = 1.84;
    wp::float32 var_892;
    wp::float32 var_893;
    wp::float32 var_894;
    wp::float32 var_895;
    const wp::int32 var_896 = 3;
    wp::int32 var_897;
    const wp::int32 var_898 = 1;
    bool var_899;
    bool var_900;
    const wp::float32 var_901 = -1.27;
    const wp::float32 var_902 = 1.874;
    wp::vec_t<2, wp::float32> var_903;
    const wp::float32 var_904 = 0.7;
    const wp::float32 var_905 = -1.607;
    wp::vec_t<2, wp::float32> var_906;
    wp::float32 var_907;
    const wp::int32 var_908 = 1;
    wp::int32 var_909;
    wp::shape_t* var_910;
    const wp::int32 var_911 = 0;
    wp::int32 var_912;
    wp::shape_t var_913;
    wp::int32 var_914;
    wp::float32* var_915;
    wp::float32 var_916;
    wp::float32 var_917;
    wp::float32 var_918;
    wp::float32 var_919;
    const wp::float32 var_920 = 1.295;
    const wp::float32 var_921 = -0.319;
    wp::vec_t<2, wp::float32> var_922;
    const wp::float32 var_923 = 1.3;
    wp::vec_t<2, wp::float32> var_924;
    wp::vec_t<2, wp::float32> var_925;
    wp::vec_t<2, wp::float32> var_926;
    wp::vec_t<2, wp::float32> var_927;
    const wp::float32 var_928 = -1.62;
    const wp::float32 var_929 = 0.37;
    wp::float32 var_930;
    wp::vec_t<2, wp::float32> var_931;
    const wp::float32 var_932 = -0.19;
    const wp::float32 var_933 = -0.5;
    wp::vec_t<2, wp::float32> var_934;
    const wp::float32 var_935 = 0.5;
    const wp::float32 var_936 = 1.49;
    wp::vec_t<2, wp::float32> var_937;
    wp::vec_t<2, wp::float32> var_938;
    const wp::float32 var_939 = -0.9;
    const wp::float32 var_940 = -0.25;
    wp::vec_t<2, wp::float32> var_941;
    wp::vec_t<2, wp::float32> var_942;
    wp::float32 var_943;
    wp::vec_t<2, wp::float32> var_944;
    wp::float32 var_945;
    const wp::float32 var_946 = 1.0;
    wp::float32 var_947;
    wp::float32 var_948;
    const wp::int32 var_949 = 8;
    wp::int32 var_950;
    const wp::int32 var_951 = 4;
    wp::int32 var_952;
    const wp::int32 var_953 = 1;
    bool var_954;
    wp::float32 var_955;
    wp::float32 var_956;
    wp::float32 var_957;
    wp::float32 var_958;
    const wp::float32 var_959 = -1.0;
    const wp::float32 var_960 = 0.989;
    wp::vec_t<2, wp::float32> var_961;
    wp::float32 var_962;
    const wp::float32 var_963 = 1.0;
    wp::float32 var_964;
    wp::vec_t<2, wp::float32> var_965;
    const wp::int32 var_966 = 1;
    wp::float32 var_967;
    wp::float32 var_968;
    const wp::float32 var_969 = 0.39;
    const wp::float32 var_970 = -0.2;
    wp::vec_t<2, wp::float32> var_971;
    wp::float32 var_972;
    wp::float32 var_973;
    bool var_974;
    const wp::float32 var_975 = 1.642;
    wp::vec_t<2, wp::float32> var_976;
    const wp::float32 var_977 = -0.656;
    wp::vec_t<2, wp::float32> var_978;
    wp::vec_t<2, wp::float32> var_979;
    const wp::float32 var_980 = 0.8;
    const wp::float32 var_981 = -1.7;
    wp::vec_t<2, wp::float32> var_982;
    wp::float32 var_983;
    wp::float32 var_984;
    wp::float32 var_985;
    const wp::int32 var_986 = 2;
    const wp::int32 var_987 = 7;
    wp::int32 var_988;
    wp::float32 var_989;
    wp::float32 var_990;
    wp::float32 var_991;
    wp::float32 var_992;
    wp::float32 var_993;
    const wp::float32 var_994 = -0.9;
    const wp::float32 var_995 = -0.306;
    wp::vec_t<2, wp::float32> var_996;
    wp::float32 var_997;
    wp::float32 var_998;
    wp::float32 var_999;
    wp::float32 var_1000;
    const wp::float32 var_1001 = -3.0;
    const wp::float32 var_1002 = 3.0;
    wp::float32 var_1003;
    wp::float32 var_1004;
    wp::float32 var_1005;
    wp::float32 var_1006;
    bool var_1007;
    const wp::int32 var_1008 = 2;
    const wp::int32 var_1009 = 3;
    wp::int32 var_1010;
    const wp::int32 var_1011 = 1;
    bool var_1012;
    bool var_1013;
    bool var_1014;
    bool var_1015;
    bool var_1016;
    wp::float32 var_1017;
    wp::float32 var_1018;
    wp::float32 var_1019;
    wp::float32 var_1020;
    const wp::float32 var_1021 = -1.2;
    const wp::float32 var_1022 = 1.6;
    wp::vec_t<2, wp::float32> var_1023;
    const wp::int32 var_1024 = 1;
    wp::float32 var_1025;
    wp::float32 var_1026;
    wp::float32 var_1027;
    wp::float32 var_1028;
    const wp::int32 var_1029 = 3;
    wp::int32 var_1030;
    const wp::int32 var_1031 = 0;
    bool var_1032;
    const wp::float32 var_1033 = 0.47;
    const wp::float32 var_1034 = -0.196;
    wp::vec_t<2, wp::float32> var_1035;
    const wp::float32 var_1036 = -1.575;
    wp::vec_t<2, wp::float32> var_1037;
    wp::float32 var_1038;
    const wp::float32 var_1039 = -1.153;
    const wp::float32 var_1040 = -1.815;
    wp::vec_t<2, wp::float32> var_1041;
    wp::float32 var_1042;
    wp::float32 var_1043;
    const wp::float32 var_1044 = 0.46;
    wp::float32 var_1045;
    wp::float32 var_1046;
    const wp::float32 var_1047 = 0.37;
    wp::float32 var_1048;
    wp::float32 var_1049;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    bool adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::vec_t<2, wp::float32> adj_10 = {};
    wp::vec_t<2, wp::float32> adj_11 = {};
    wp::float32 adj_12 = {};
    wp::vec_t<2, wp::float32> adj_13 = {};
    wp::vec_t<2, wp::float32> adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    bool adj_18 = {};
    wp::int32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::int32 adj_21 = {};
    bool adj_22 = {};
    bool adj_23 = {};
    bool adj_24 = {};
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
    wp::vec_t<2, wp::float32> adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::vec_t<2, wp::float32> adj_42 = {};
    wp::vec_t<2, wp::float32> adj_43 = {};
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
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::float32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    bool adj_69 = {};
    wp::float32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    wp::float32 adj_73 = {};
    wp::float32 adj_74 = {};
    wp::float32 adj_75 = {};
    bool adj_76 = {};
    wp::float32 adj_77 = {};
    wp::float32 adj_78 = {};
    wp::float32 adj_79 = {};
    wp::float32 adj_80 = {};
    wp::float32 adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::float32 adj_84 = {};
    wp::float32 adj_85 = {};
    wp::float32 adj_86 = {};
    wp::vec_t<2, wp::float32> adj_87 = {};
    wp::float32 adj_88 = {};
    wp::float32 adj_89 = {};
    wp::float32 adj_90 = {};
    wp::vec_t<2, wp::float32> adj_91 = {};
    wp::int32 adj_92 = {};
    wp::float32 adj_93 = {};
    wp::float32 adj_94 = {};
    wp::float32 adj_95 = {};
    wp::float32 adj_96 = {};
    wp::int32 adj_97 = {};
    wp::int32 adj_98 = {};
    wp::int32 adj_99 = {};
    wp::int32 adj_100 = {};
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
    bool adj_112 = {};
    bool adj_113 = {};
    bool adj_114 = {};
    wp::float32 adj_115 = {};
    bool adj_116 = {};
    bool adj_117 = {};
    wp::float32 adj_118 = {};
    wp::float32 adj_119 = {};
    wp::float32 adj_120 = {};
    wp::float32 adj_121 = {};
    wp::float32 adj_122 = {};
    wp::float32 adj_123 = {};
    wp::float32 adj_124 = {};
    wp::float32 adj_125 = {};
    wp::float32 adj_126 = {};
    wp::float32 adj_127 = {};
    wp::float32 adj_128 = {};
    wp::vec_t<2, wp::float32> adj_129 = {};
    wp::float32 adj_130 = {};
    wp::float32 adj_131 = {};
    wp::vec_t<2, wp::float32> adj_132 = {};
    wp::vec_t<2, wp::float32> adj_133 = {};
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
    wp::float32 adj_144 = {};
    wp::float32 adj_145 = {};
    wp::float32 adj_146 = {};
    wp::float32 adj_147 = {};
    wp::float32 adj_148 = {};
    wp::float32 adj_149 = {};
    wp::float32 adj_150 = {};
    wp::float32 adj_151 = {};
    wp::float32 adj_152 = {};
    wp::vec_t<2, wp::float32> adj_153 = {};
    wp::float32 adj_154 = {};
    wp::float32 adj_155 = {};
    wp::float32 adj_156 = {};
    wp::float32 adj_157 = {};
    wp::float32 adj_158 = {};
    wp::vec_t<2, wp::float32> adj_159 = {};
    wp::float32 adj_160 = {};
    wp::float32 adj_161 = {};
    wp::float32 adj_162 = {};
    wp::float32 adj_163 = {};
    wp::float32 adj_164 = {};
    wp::float32 adj_165 = {};
    wp::float32 adj_166 = {};
    wp::vec_t<2, wp::float32> adj_167 = {};
    wp::float32 adj_168 = {};
    wp::float32 adj_169 = {};
    wp::float32 adj_170 = {};
    wp::float32 adj_171 = {};
    wp::float32 adj_172 = {};
    bool adj_173 = {};
    wp::vec_t<2, wp::float32> adj_174 = {};
    wp::float32 adj_175 = {};
    wp::float32 adj_176 = {};
    wp::float32 adj_177 = {};
    wp::float32 adj_178 = {};
    wp::vec_t<2, wp::float32> adj_179 = {};
    wp::float32 adj_180 = {};
    wp::float32 adj_181 = {};
    wp::float32 adj_182 = {};
    wp::vec_t<2, wp::float32> adj_183 = {};
    wp::float32 adj_184 = {};
    wp::float32 adj_185 = {};
    wp::vec_t<2, wp::float32> adj_186 = {};
    wp::float32 adj_187 = {};
    wp::float32 adj_188 = {};
    wp::vec_t<2, wp::float32> adj_189 = {};
    wp::vec_t<2, wp::float32> adj_190 = {};
    wp::vec_t<2, wp::float32> adj_191 = {};
    wp::float32 adj_192 = {};
    wp::float32 adj_193 = {};
    wp::vec_t<2, wp::float32> adj_194 = {};
    wp::float32 adj_195 = {};
    wp::float32 adj_196 = {};
    wp::float32 adj_197 = {};
    wp::float32 adj_198 = {};
    wp::vec_t<2, wp::float32> adj_199 = {};
    wp::vec_t<2, wp::float32> adj_200 = {};
    wp::vec_t<2, wp::float32> adj_201 = {};
    wp::int32 adj_202 = {};
    wp::int32 adj_203 = {};
    wp::int32 adj_204 = {};
    bool adj_205 = {};
    wp::float32 adj_206 = {};
    wp::float32 adj_207 = {};
    wp::float32 adj_208 = {};
    wp::float32 adj_209 = {};
    wp::float32 adj_210 = {};
    wp::int32 adj_211 = {};
    wp::int32 adj_212 = {};
    wp::shape_t adj_213 = {};
    wp::int32 adj_214 = {};
    wp::int32 adj_215 = {};
    wp::shape_t adj_216 = {};
    wp::int32 adj_217 = {};
    wp::float32 adj_218 = {};
    bool adj_219 = {};
    wp::float32 adj_220 = {};
    wp::float32 adj_221 = {};
    wp::int32 adj_222 = {};
    wp::int32 adj_223 = {};
    wp::shape_t adj_224 = {};
    wp::int32 adj_225 = {};
    wp::int32 adj_226 = {};
    wp::shape_t adj_227 = {};
    wp::int32 adj_228 = {};
    wp::float32 adj_229 = {};
    wp::float32 adj_230 = {};
    wp::float32 adj_231 = {};
    wp::float32 adj_232 = {};
    wp::float32 adj_233 = {};
    wp::int32 adj_234 = {};
    wp::int32 adj_235 = {};
    wp::shape_t adj_236 = {};
    wp::int32 adj_237 = {};
    wp::int32 adj_238 = {};
    wp::shape_t adj_239 = {};
    wp::int32 adj_240 = {};
    wp::float32 adj_241 = {};
    wp::float32 adj_242 = {};
    wp::float32 adj_243 = {};
    wp::int32 adj_244 = {};
    wp::int32 adj_245 = {};
    wp::shape_t adj_246 = {};
    wp::int32 adj_247 = {};
    wp::int32 adj_248 = {};
    wp::shape_t adj_249 = {};
    wp::int32 adj_250 = {};
    wp::float32 adj_251 = {};
    wp::float32 adj_252 = {};
    bool adj_253 = {};
    wp::float32 adj_254 = {};
    wp::float32 adj_255 = {};
    wp::float32 adj_256 = {};
    wp::float32 adj_257 = {};
    wp::float32 adj_258 = {};
    wp::float32 adj_259 = {};
    wp::float32 adj_260 = {};
    wp::vec_t<2, wp::float32> adj_261 = {};
    wp::float32 adj_262 = {};
    wp::float32 adj_263 = {};
    wp::vec_t<2, wp::float32> adj_264 = {};
    wp::float32 adj_265 = {};
    wp::float32 adj_266 = {};
    wp::float32 adj_267 = {};
    wp::float32 adj_268 = {};
    wp::float32 adj_269 = {};
    wp::float32 adj_270 = {};
    wp::float32 adj_271 = {};
    wp::int32 adj_272 = {};
    wp::int32 adj_273 = {};
    wp::int32 adj_274 = {};
    wp::int32 adj_275 = {};
    bool adj_276 = {};
    wp::float32 adj_277 = {};
    wp::float32 adj_278 = {};
    wp::float32 adj_279 = {};
    wp::float32 adj_280 = {};
    wp::vec_t<2, wp::float32> adj_281 = {};
    wp::int32 adj_282 = {};
    wp::float32 adj_283 = {};
    wp::float32 adj_284 = {};
    wp::float32 adj_285 = {};
    wp::vec_t<2, wp::float32> adj_286 = {};
    wp::int32 adj_287 = {};
    wp::float32 adj_288 = {};
    wp::float32 adj_289 = {};
    wp::float32 adj_290 = {};
    wp::float32 adj_291 = {};
    wp::float32 adj_292 = {};
    wp::float32 adj_293 = {};
    wp::float32 adj_294 = {};
    wp::float32 adj_295 = {};
    bool adj_296 = {};
    wp::float32 adj_297 = {};
    bool adj_298 = {};
    wp::float32 adj_299 = {};
    wp::float32 adj_300 = {};
    wp::float32 adj_301 = {};
    wp::float32 adj_302 = {};
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
    wp::vec_t<2, wp::float32> adj_313 = {};
    wp::vec_t<2, wp::float32> adj_314 = {};
    wp::float32 adj_315 = {};
    wp::float32 adj_316 = {};
    wp::vec_t<2, wp::float32> adj_317 = {};
    wp::vec_t<2, wp::float32> adj_318 = {};
    wp::vec_t<2, wp::float32> adj_319 = {};
    wp::vec_t<2, wp::float32> adj_320 = {};
    wp::float32 adj_321 = {};
    wp::vec_t<2, wp::float32> adj_322 = {};
    wp::vec_t<2, wp::float32> adj_323 = {};
    wp::float32 adj_324 = {};
    wp::float32 adj_325 = {};
    wp::float32 adj_326 = {};
    wp::float32 adj_327 = {};
    wp::float32 adj_328 = {};
    wp::vec_t<2, wp::float32> adj_329 = {};
    wp::float32 adj_330 = {};
    wp::float32 adj_331 = {};
    wp::int32 adj_332 = {};
    wp::int32 adj_333 = {};
    wp::shape_t adj_334 = {};
    wp::int32 adj_335 = {};
    wp::int32 adj_336 = {};
    wp::shape_t adj_337 = {};
    wp::int32 adj_338 = {};
    wp::float32 adj_339 = {};
    wp::float32 adj_340 = {};
    wp::float32 adj_341 = {};
    wp::float32 adj_342 = {};
    bool adj_343 = {};
    wp::float32 adj_344 = {};
    wp::float32 adj_345 = {};
    wp::float32 adj_346 = {};
    wp::vec_t<2, wp::float32> adj_347 = {};
    wp::float32 adj_348 = {};
    wp::float32 adj_349 = {};
    wp::vec_t<2, wp::float32> adj_350 = {};
    wp::vec_t<2, wp::float32> adj_351 = {};
    wp::float32 adj_352 = {};
    wp::float32 adj_353 = {};
    wp::float32 adj_354 = {};
    wp::float32 adj_355 = {};
    wp::float32 adj_356 = {};
    wp::int32 adj_357 = {};
    wp::int32 adj_358 = {};
    wp::int32 adj_359 = {};
    wp::int32 adj_360 = {};
    wp::int32 adj_361 = {};
    bool adj_362 = {};
    wp::float32 adj_363 = {};
    wp::float32 adj_364 = {};
    wp::float32 adj_365 = {};
    wp::vec_t<2, wp::float32> adj_366 = {};
    wp::float32 adj_367 = {};
    wp::float32 adj_368 = {};
    wp::float32 adj_369 = {};
    wp::float32 adj_370 = {};
    wp::float32 adj_371 = {};
    wp::float32 adj_372 = {};
    wp::vec_t<2, wp::float32> adj_373 = {};
    wp::float32 adj_374 = {};
    wp::float32 adj_375 = {};
    wp::vec_t<2, wp::float32> adj_376 = {};
    wp::float32 adj_377 = {};
    wp::float32 adj_378 = {};
    wp::float32 adj_379 = {};
    wp::float32 adj_380 = {};
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
    wp::vec_t<2, wp::float32> adj_398 = {};
    wp::float32 adj_399 = {};
    wp::float32 adj_400 = {};
    wp::float32 adj_401 = {};
    wp::float32 adj_402 = {};
    wp::float32 adj_403 = {};
    wp::int32 adj_404 = {};
    wp::int32 adj_405 = {};
    wp::int32 adj_406 = {};
    wp::int32 adj_407 = {};
    wp::int32 adj_408 = {};
    wp::float32 adj_409 = {};
    wp::float32 adj_410 = {};
    wp::float32 adj_411 = {};
    wp::float32 adj_412 = {};
    bool adj_413 = {};
    bool adj_414 = {};
    wp::float32 adj_415 = {};
    bool adj_416 = {};
    wp::float32 adj_417 = {};
    wp::float32 adj_418 = {};
    wp::float32 adj_419 = {};
    wp::int32 adj_420 = {};
    wp::int32 adj_421 = {};
    wp::shape_t adj_422 = {};
    wp::int32 adj_423 = {};
    wp::int32 adj_424 = {};
    wp::shape_t adj_425 = {};
    wp::int32 adj_426 = {};
    wp::float32 adj_427 = {};
    wp::int32 adj_428 = {};
    wp::int32 adj_429 = {};
    wp::shape_t adj_430 = {};
    wp::int32 adj_431 = {};
    wp::int32 adj_432 = {};
    wp::shape_t adj_433 = {};
    wp::int32 adj_434 = {};
    wp::float32 adj_435 = {};
    bool adj_436 = {};
    wp::float32 adj_437 = {};
    wp::float32 adj_438 = {};
    wp::float32 adj_439 = {};
    wp::float32 adj_440 = {};
    wp::vec_t<2, wp::float32> adj_441 = {};
    wp::int32 adj_442 = {};
    wp::float32 adj_443 = {};
    bool adj_444 = {};
    wp::float32 adj_445 = {};
    wp::float32 adj_446 = {};
    wp::float32 adj_447 = {};
    wp::float32 adj_448 = {};
    wp::float32 adj_449 = {};
    wp::float32 adj_450 = {};
    wp::float32 adj_451 = {};
    wp::float32 adj_452 = {};
    wp::float32 adj_453 = {};
    wp::float32 adj_454 = {};
    wp::float32 adj_455 = {};
    wp::float32 adj_456 = {};
    wp::float32 adj_457 = {};
    wp::float32 adj_458 = {};
    wp::float32 adj_459 = {};
    bool adj_460 = {};
    bool adj_461 = {};
    bool adj_462 = {};
    wp::float32 adj_463 = {};
    bool adj_464 = {};
    bool adj_465 = {};
    bool adj_466 = {};
    wp::int32 adj_467 = {};
    wp::int32 adj_468 = {};
    wp::shape_t adj_469 = {};
    wp::int32 adj_470 = {};
    wp::int32 adj_471 = {};
    wp::shape_t adj_472 = {};
    wp::int32 adj_473 = {};
    wp::float32 adj_474 = {};
    wp::float32 adj_475 = {};
    wp::float32 adj_476 = {};
    wp::float32 adj_477 = {};
    wp::float32 adj_478 = {};
    wp::int32 adj_479 = {};
    wp::int32 adj_480 = {};
    wp::shape_t adj_481 = {};
    wp::int32 adj_482 = {};
    wp::int32 adj_483 = {};
    wp::shape_t adj_484 = {};
    wp::int32 adj_485 = {};
    wp::float32 adj_486 = {};
    bool adj_487 = {};
    wp::float32 adj_488 = {};
    wp::vec_t<2, wp::float32> adj_489 = {};
    wp::float32 adj_490 = {};
    wp::float32 adj_491 = {};
    wp::float32 adj_492 = {};
    wp::float32 adj_493 = {};
    wp::float32 adj_494 = {};
    wp::float32 adj_495 = {};
    wp::int32 adj_496 = {};
    wp::int32 adj_497 = {};
    wp::int32 adj_498 = {};
    bool adj_499 = {};
    wp::float32 adj_500 = {};
    wp::float32 adj_501 = {};
    wp::float32 adj_502 = {};
    wp::float32 adj_503 = {};
    wp::vec_t<2, wp::float32> adj_504 = {};
    wp::int32 adj_505 = {};
    wp::float32 adj_506 = {};
    wp::float32 adj_507 = {};
    wp::float32 adj_508 = {};
    wp::float32 adj_509 = {};
    wp::float32 adj_510 = {};
    wp::float32 adj_511 = {};
    wp::float32 adj_512 = {};
    wp::float32 adj_513 = {};
    wp::vec_t<2, wp::float32> adj_514 = {};
    wp::float32 adj_515 = {};
    wp::float32 adj_516 = {};
    wp::float32 adj_517 = {};
    wp::float32 adj_518 = {};
    wp::int32 adj_519 = {};
    wp::int32 adj_520 = {};
    wp::int32 adj_521 = {};
    bool adj_522 = {};
    wp::float32 adj_523 = {};
    wp::float32 adj_524 = {};
    wp::float32 adj_525 = {};
    wp::float32 adj_526 = {};
    wp::int32 adj_527 = {};
    wp::int32 adj_528 = {};
    wp::shape_t adj_529 = {};
    wp::int32 adj_530 = {};
    wp::int32 adj_531 = {};
    wp::shape_t adj_532 = {};
    wp::int32 adj_533 = {};
    wp::float32 adj_534 = {};
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
    wp::float32 adj_545 = {};
    wp::float32 adj_546 = {};
    wp::float32 adj_547 = {};
    wp::float32 adj_548 = {};
    wp::float32 adj_549 = {};
    wp::float32 adj_550 = {};
    wp::float32 adj_551 = {};
    wp::float32 adj_552 = {};
    bool adj_553 = {};
    bool adj_554 = {};
    bool adj_555 = {};
    wp::float32 adj_556 = {};
    wp::float32 adj_557 = {};
    wp::vec_t<2, wp::float32> adj_558 = {};
    wp::int32 adj_559 = {};
    wp::float32 adj_560 = {};
    wp::float32 adj_561 = {};
    wp::float32 adj_562 = {};
    wp::vec_t<2, wp::float32> adj_563 = {};
    wp::float32 adj_564 = {};
    wp::float32 adj_565 = {};
    wp::float32 adj_566 = {};
    wp::float32 adj_567 = {};
    wp::float32 adj_568 = {};
    wp::float32 adj_569 = {};
    wp::float32 adj_570 = {};
    wp::float32 adj_571 = {};
    wp::int32 adj_572 = {};
    wp::int32 adj_573 = {};
    wp::int32 adj_574 = {};
    wp::int32 adj_575 = {};
    wp::int32 adj_576 = {};
    bool adj_577 = {};
    wp::float32 adj_578 = {};
    wp::float32 adj_579 = {};
    wp::float32 adj_580 = {};
    wp::float32 adj_581 = {};
    bool adj_582 = {};
    wp::float32 adj_583 = {};
    wp::float32 adj_584 = {};
    wp::float32 adj_585 = {};
    wp::float32 adj_586 = {};
    wp::float32 adj_587 = {};
    bool adj_588 = {};
    wp::float32 adj_589 = {};
    wp::float32 adj_590 = {};
    bool adj_591 = {};
    wp::float32 adj_592 = {};
    wp::float32 adj_593 = {};
    wp::float32 adj_594 = {};
    wp::float32 adj_595 = {};
    wp::float32 adj_596 = {};
    wp::float32 adj_597 = {};
    wp::float32 adj_598 = {};
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
    wp::float32 adj_610 = {};
    wp::float32 adj_611 = {};
    wp::float32 adj_612 = {};
    wp::float32 adj_613 = {};
    wp::float32 adj_614 = {};
    wp::float32 adj_615 = {};
    wp::float32 adj_616 = {};
    wp::float32 adj_617 = {};
    wp::float32 adj_618 = {};
    bool adj_619 = {};
    wp::float32 adj_620 = {};
    bool adj_621 = {};
    bool adj_622 = {};
    wp::int32 adj_623 = {};
    wp::float32 adj_624 = {};
    wp::float32 adj_625 = {};
    wp::float32 adj_626 = {};
    wp::float32 adj_627 = {};
    bool adj_628 = {};
    bool adj_629 = {};
    bool adj_630 = {};
    wp::float32 adj_631 = {};
    wp::float32 adj_632 = {};
    wp::float32 adj_633 = {};
    wp::float32 adj_634 = {};
    wp::float32 adj_635 = {};
    wp::float32 adj_636 = {};
    wp::float32 adj_637 = {};
    wp::float32 adj_638 = {};
    wp::int32 adj_639 = {};
    wp::int32 adj_640 = {};
    wp::int32 adj_641 = {};
    wp::int32 adj_642 = {};
    bool adj_643 = {};
    wp::float32 adj_644 = {};
    wp::float32 adj_645 = {};
    wp::float32 adj_646 = {};
    wp::float32 adj_647 = {};
    wp::float32 adj_648 = {};
    wp::float32 adj_649 = {};
    wp::float32 adj_650 = {};
    wp::float32 adj_651 = {};
    wp::vec_t<2, wp::float32> adj_652 = {};
    wp::vec_t<2, wp::float32> adj_653 = {};
    wp::float32 adj_654 = {};
    wp::float32 adj_655 = {};
    wp::vec_t<2, wp::float32> adj_656 = {};
    wp::float32 adj_657 = {};
    wp::float32 adj_658 = {};
    wp::float32 adj_659 = {};
    wp::float32 adj_660 = {};
    wp::float32 adj_661 = {};
    wp::float32 adj_662 = {};
    wp::float32 adj_663 = {};
    wp::float32 adj_664 = {};
    wp::vec_t<2, wp::float32> adj_665 = {};
    wp::float32 adj_666 = {};
    wp::float32 adj_667 = {};
    wp::float32 adj_668 = {};
    wp::float32 adj_669 = {};
    wp::float32 adj_670 = {};
    wp::float32 adj_671 = {};
    wp::float32 adj_672 = {};
    wp::float32 adj_673 = {};
    wp::float32 adj_674 = {};
    wp::float32 adj_675 = {};
    wp::float32 adj_676 = {};
    wp::float32 adj_677 = {};
    wp::float32 adj_678 = {};
    wp::float32 adj_679 = {};
    wp::float32 adj_680 = {};
    wp::float32 adj_681 = {};
    bool adj_682 = {};
    wp::float32 adj_683 = {};
    wp::float32 adj_684 = {};
    wp::float32 adj_685 = {};
    wp::float32 adj_686 = {};
    wp::float32 adj_687 = {};
    wp::float32 adj_688 = {};
    wp::float32 adj_689 = {};
    wp::float32 adj_690 = {};
    wp::int32 adj_691 = {};
    wp::int32 adj_692 = {};
    wp::shape_t adj_693 = {};
    wp::int32 adj_694 = {};
    wp::int32 adj_695 = {};
    wp::shape_t adj_696 = {};
    wp::int32 adj_697 = {};
    wp::float32 adj_698 = {};
    wp::float32 adj_699 = {};
    wp::float32 adj_700 = {};
    wp::float32 adj_701 = {};
    wp::float32 adj_702 = {};
    wp::float32 adj_703 = {};
    bool adj_704 = {};
    wp::int32 adj_705 = {};
    wp::int32 adj_706 = {};
    wp::shape_t adj_707 = {};
    wp::int32 adj_708 = {};
    wp::int32 adj_709 = {};
    wp::shape_t adj_710 = {};
    wp::int32 adj_711 = {};
    wp::float32 adj_712 = {};
    wp::float32 adj_713 = {};
    wp::float32 adj_714 = {};
    wp::float32 adj_715 = {};
    wp::float32 adj_716 = {};
    wp::vec_t<2, wp::float32> adj_717 = {};
    wp::float32 adj_718 = {};
    wp::vec_t<2, wp::float32> adj_719 = {};
    wp::float32 adj_720 = {};
    wp::int32 adj_721 = {};
    wp::int32 adj_722 = {};
    wp::shape_t adj_723 = {};
    wp::int32 adj_724 = {};
    wp::int32 adj_725 = {};
    wp::shape_t adj_726 = {};
    wp::int32 adj_727 = {};
    wp::float32 adj_728 = {};
    bool adj_729 = {};
    wp::float32 adj_730 = {};
    wp::float32 adj_731 = {};
    wp::float32 adj_732 = {};
    wp::float32 adj_733 = {};
    wp::float32 adj_734 = {};
    wp::float32 adj_735 = {};
    wp::float32 adj_736 = {};
    wp::float32 adj_737 = {};
    wp::float32 adj_738 = {};
    wp::float32 adj_739 = {};
    wp::float32 adj_740 = {};
    wp::vec_t<2, wp::float32> adj_741 = {};
    wp::vec_t<2, wp::float32> adj_742 = {};
    wp::int32 adj_743 = {};
    wp::float32 adj_744 = {};
    wp::float32 adj_745 = {};
    wp::float32 adj_746 = {};
    wp::float32 adj_747 = {};
    wp::vec_t<2, wp::float32> adj_748 = {};
    wp::int32 adj_749 = {};
    wp::float32 adj_750 = {};
    wp::float32 adj_751 = {};
    wp::float32 adj_752 = {};
    wp::float32 adj_753 = {};
    wp::float32 adj_754 = {};
    wp::int32 adj_755 = {};
    wp::int32 adj_756 = {};
    wp::shape_t adj_757 = {};
    wp::int32 adj_758 = {};
    wp::int32 adj_759 = {};
    wp::shape_t adj_760 = {};
    wp::int32 adj_761 = {};
    wp::float32 adj_762 = {};
    wp::float32 adj_763 = {};
    wp::float32 adj_764 = {};
    wp::float32 adj_765 = {};
    wp::float32 adj_766 = {};
    wp::float32 adj_767 = {};
    wp::float32 adj_768 = {};
    wp::float32 adj_769 = {};
    wp::float32 adj_770 = {};
    wp::float32 adj_771 = {};
    wp::float32 adj_772 = {};
    wp::float32 adj_773 = {};
    wp::int32 adj_774 = {};
    wp::int32 adj_775 = {};
    wp::int32 adj_776 = {};
    bool adj_777 = {};
    wp::float32 adj_778 = {};
    wp::float32 adj_779 = {};
    wp::float32 adj_780 = {};
    wp::float32 adj_781 = {};
    wp::float32 adj_782 = {};
    wp::vec_t<2, wp::float32> adj_783 = {};
    wp::vec_t<2, wp::float32> adj_784 = {};
    wp::float32 adj_785 = {};
    wp::float32 adj_786 = {};
    wp::float32 adj_787 = {};
    wp::float32 adj_788 = {};
    wp::float32 adj_789 = {};
    wp::float32 adj_790 = {};
    wp::float32 adj_791 = {};
    wp::float32 adj_792 = {};
    wp::float32 adj_793 = {};
    wp::float32 adj_794 = {};
    wp::float32 adj_795 = {};
    wp::float32 adj_796 = {};
    wp::float32 adj_797 = {};
    wp::float32 adj_798 = {};
    wp::float32 adj_799 = {};
    wp::float32 adj_800 = {};
    bool adj_801 = {};
    wp::float32 adj_802 = {};
    wp::float32 adj_803 = {};
    wp::float32 adj_804 = {};
    wp::float32 adj_805 = {};
    wp::float32 adj_806 = {};
    wp::float32 adj_807 = {};
    wp::float32 adj_808 = {};
    wp::vec_t<2, wp::float32> adj_809 = {};
    wp::int32 adj_810 = {};
    wp::float32 adj_811 = {};
    wp::float32 adj_812 = {};
    wp::float32 adj_813 = {};
    wp::float32 adj_814 = {};
    wp::float32 adj_815 = {};
    wp::float32 adj_816 = {};
    wp::float32 adj_817 = {};
    wp::float32 adj_818 = {};
    wp::float32 adj_819 = {};
    wp::float32 adj_820 = {};
    wp::float32 adj_821 = {};
    wp::float32 adj_822 = {};
    bool adj_823 = {};
    bool adj_824 = {};
    bool adj_825 = {};
    bool adj_826 = {};
    wp::float32 adj_827 = {};
    bool adj_828 = {};
    bool adj_829 = {};
    wp::float32 adj_830 = {};
    wp::float32 adj_831 = {};
    wp::vec_t<2, wp::float32> adj_832 = {};
    wp::float32 adj_833 = {};
    wp::float32 adj_834 = {};
    wp::vec_t<2, wp::float32> adj_835 = {};
    wp::vec_t<2, wp::float32> adj_836 = {};
    wp::int32 adj_837 = {};
    wp::float32 adj_838 = {};
    wp::float32 adj_839 = {};
    wp::float32 adj_840 = {};
    wp::float32 adj_841 = {};
    wp::float32 adj_842 = {};
    wp::vec_t<2, wp::float32> adj_843 = {};
    wp::float32 adj_844 = {};
    wp::float32 adj_845 = {};
    wp::vec_t<2, wp::float32> adj_846 = {};
    wp::float32 adj_847 = {};
    bool adj_848 = {};
    wp::float32 adj_849 = {};
    wp::float32 adj_850 = {};
    wp::float32 adj_851 = {};
    wp::float32 adj_852 = {};
    wp::float32 adj_853 = {};
    wp::float32 adj_854 = {};
    wp::float32 adj_855 = {};
    wp::vec_t<2, wp::float32> adj_856 = {};
    wp::int32 adj_857 = {};
    wp::float32 adj_858 = {};
    bool adj_859 = {};
    wp::float32 adj_860 = {};
    wp::float32 adj_861 = {};
    wp::vec_t<2, wp::float32> adj_862 = {};
    wp::vec_t<2, wp::float32> adj_863 = {};
    wp::float32 adj_864 = {};
    wp::float32 adj_865 = {};
    wp::vec_t<2, wp::float32> adj_866 = {};
    wp::float32 adj_867 = {};
    wp::float32 adj_868 = {};
    wp::float32 adj_869 = {};
    wp::float32 adj_870 = {};
    wp::float32 adj_871 = {};
    wp::vec_t<2, wp::float32> adj_872 = {};
    wp::float32 adj_873 = {};
    wp::float32 adj_874 = {};
    wp::vec_t<2, wp::float32> adj_875 = {};
    wp::vec_t<2, wp::float32> adj_876 = {};
    wp::int32 adj_877 = {};
    wp::float32 adj_878 = {};
    wp::float32 adj_879 = {};
    wp::float32 adj_880 = {};
    wp::float32 adj_881 = {};
    bool adj_882 = {};
    wp::float32 adj_883 = {};
    wp::float32 adj_884 = {};
    wp::float32 adj_885 = {};
    wp::float32 adj_886 = {};
    wp::float32 adj_887 = {};
    wp::float32 adj_888 = {};
    wp::float32 adj_889 = {};
    wp::float32 adj_890 = {};
    wp::float32 adj_891 = {};
    wp::float32 adj_892 = {};
    wp::float32 adj_893 = {};
    wp::float32 adj_894 = {};
    wp::float32 adj_895 = {};
    wp::int32 adj_896 = {};
    wp::int32 adj_897 = {};
    wp::int32 adj_898 = {};
    bool adj_899 = {};
    bool adj_900 = {};
    wp::float32 adj_901 = {};
    wp::float32 adj_902 = {};
    wp::vec_t<2, wp::float32> adj_903 = {};
    wp::float32 adj_904 = {};
    wp::float32 adj_905 = {};
    wp::vec_t<2, wp::float32> adj_906 = {};
    wp::float32 adj_907 = {};
    wp::int32 adj_908 = {};
    wp::int32 adj_909 = {};
    wp::shape_t adj_910 = {};
    wp::int32 adj_911 = {};
    wp::int32 adj_912 = {};
    wp::shape_t adj_913 = {};
    wp::int32 adj_914 = {};
    wp::float32 adj_915 = {};
    wp::float32 adj_916 = {};
    wp::float32 adj_917 = {};
    wp::float32 adj_918 = {};
    wp::float32 adj_919 = {};
    wp::float32 adj_920 = {};
    wp::float32 adj_921 = {};
    wp::vec_t<2, wp::float32> adj_922 = {};
    wp::float32 adj_923 = {};
    wp::vec_t<2, wp::float32> adj_924 = {};
    wp::vec_t<2, wp::float32> adj_925 = {};
    wp::vec_t<2, wp::float32> adj_926 = {};
    wp::vec_t<2, wp::float32> adj_927 = {};
    wp::float32 adj_928 = {};
    wp::float32 adj_929 = {};
    wp::float32 adj_930 = {};
    wp::vec_t<2, wp::float32> adj_931 = {};
    wp::float32 adj_932 = {};
    wp::float32 adj_933 = {};
    wp::vec_t<2, wp::float32> adj_934 = {};
    wp::float32 adj_935 = {};
    wp::float32 adj_936 = {};
    wp::vec_t<2, wp::float32> adj_937 = {};
    wp::vec_t<2, wp::float32> adj_938 = {};
    wp::float32 adj_939 = {};
    wp::float32 adj_940 = {};
    wp::vec_t<2, wp::float32> adj_941 = {};
    wp::vec_t<2, wp::float32> adj_942 = {};
    wp::float32 adj_943 = {};
    wp::vec_t<2, wp::float32> adj_944 = {};
    wp::float32 adj_945 = {};
    wp::float32 adj_946 = {};
    wp::float32 adj_947 = {};
    wp::float32 adj_948 = {};
    wp::int32 adj_949 = {};
    wp::int32 adj_950 = {};
    wp::int32 adj_951 = {};
    wp::int32 adj_952 = {};
    wp::int32 adj_953 = {};
    bool adj_954 = {};
    wp::float32 adj_955 = {};
    wp::float32 adj_956 = {};
    wp::float32 adj_957 = {};
    wp::float32 adj_958 = {};
    wp::float32 adj_959 = {};
    wp::float32 adj_960 = {};
    wp::vec_t<2, wp::float32> adj_961 = {};
    wp::float32 adj_962 = {};
    wp::float32 adj_963 = {};
    wp::float32 adj_964 = {};
    wp::vec_t<2, wp::float32> adj_965 = {};
    wp::int32 adj_966 = {};
    wp::float32 adj_967 = {};
    wp::float32 adj_968 = {};
    wp::float32 adj_969 = {};
    wp::float32 adj_970 = {};
    wp::vec_t<2, wp::float32> adj_971 = {};
    wp::float32 adj_972 = {};
    wp::float32 adj_973 = {};
    bool adj_974 = {};
    wp::float32 adj_975 = {};
    wp::vec_t<2, wp::float32> adj_976 = {};
    wp::float32 adj_977 = {};
    wp::vec_t<2, wp::float32> adj_978 = {};
    wp::vec_t<2, wp::float32> adj_979 = {};
    wp::float32 adj_980 = {};
    wp::float32 adj_981 = {};
    wp::vec_t<2, wp::float32> adj_982 = {};
    wp::float32 adj_983 = {};
    wp::float32 adj_984 = {};
    wp::float32 adj_985 = {};
    wp::int32 adj_986 = {};
    wp::int32 adj_987 = {};
    wp::int32 adj_988 = {};
    wp::float32 adj_989 = {};
    wp::float32 adj_990 = {};
    wp::float32 adj_991 = {};
    wp::float32 adj_992 = {};
    wp::float32 adj_993 = {};
    wp::float32 adj_994 = {};
    wp::float32 adj_995 = {};
    wp::vec_t<2, wp::float32> adj_996 = {};
    wp::float32 adj_997 = {};
    wp::float32 adj_998 = {};
    wp::float32 adj_999 = {};
    wp::float32 adj_1000 = {};
    wp::float32 adj_1001 = {};
    wp::float32 adj_1002 = {};
    wp::float32 adj_1003 = {};
    wp::float32 adj_1004 = {};
    wp::float32 adj_1005 = {};
    wp::float32 adj_1006 = {};
    bool adj_1007 = {};
    wp::int32 adj_1008 = {};
    wp::int32 adj_1009 = {};
    wp::int32 adj_1010 = {};
    wp::int32 adj_1011 = {};
    bool adj_1012 = {};
    bool adj_1013 = {};
    bool adj_1014 = {};
    bool adj_1015 = {};
    bool adj_1016 = {};
    wp::float32 adj_1017 = {};
    wp::float32 adj_1018 = {};
    wp::float32 adj_1019 = {};
    wp::float32 adj_1020 = {};
    wp::float32 adj_1021 = {};
    wp::float32 adj_1022 = {};
    wp::vec_t<2, wp::float32> adj_1023 = {};
    wp::int32 adj_1024 = {};
    wp::float32 adj_1025 = {};
    wp::float32 adj_1026 = {};
    wp::float32 adj_1027 = {};
    wp::float32 adj_1028 = {};
    wp::int32 adj_1029 = {};
    wp::int32 adj_1030 = {};
    wp::int32 adj_1031 = {};
    bool adj_1032 = {};
    wp::float32 adj_1033 = {};
    wp::float32 adj_1034 = {};
    wp::vec_t<2, wp::float32> adj_1035 = {};
    wp::float32 adj_1036 = {};
    wp::vec_t<2, wp::float32> adj_1037 = {};
    wp::float32 adj_1038 = {};
    wp::float32 adj_1039 = {};
    wp::float32 adj_1040 = {};
    wp::vec_t<2, wp::float32> adj_1041 = {};
    wp::float32 adj_1042 = {};
    wp::float32 adj_1043 = {};
    wp::float32 adj_1044 = {};
    wp::float32 adj_1045 = {};
    wp::float32 adj_1046 = {};
    wp::float32 adj_1047 = {};
    wp::float32 adj_1048 = {};
    wp::float32 adj_1049 = {};
    //---------
    // forward
    // def multi_conditional_000001(x0: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
    // tid = wp.tid()                                                                         <L 6>
    var_0 = builtin_tid1d();
    // v0 = x0[tid]                                                                           <L 7>
    var_1 = wp::address(var_x0, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::copy(var_3);
    // if wp.step(v0) * -0.16 >= v0:                                                          <L 8>
    var_4 = wp::step(var_2);
    var_6 = wp::mul(var_4, var_5);
    var_7 = (var_6 >= var_2);
    if (var_7) {
        // v0 = v0 + wp.tanh(wp.dot((v0 * wp.vec2(-1.4, 0.76)), wp.normalize(wp.vec2(0.8))))       <L 9>
        var_10 = wp::vec_t<2, wp::float32>(var_8, var_9);
        var_11 = wp::mul(var_2, var_10);
        var_13 = wp::vec_t<2, wp::float32>(var_12);
        var_14 = wp::normalize(var_13);
        var_15 = wp::dot(var_11, var_14);
        var_16 = wp::tanh(var_15);
        var_17 = wp::add(var_2, var_16);
        // if not ((tid) % 2 == 0 and v0 >= v0):                                              <L 10>
        var_20 = wp::mod(var_0, var_19);
        var_22 = (var_20 == var_21);
        var_18 = var_22;
        if (var_18) {
            var_23 = (var_17 >= var_17);
            var_18 = var_18 && var_23;
        }
        var_24 = wp::unot(var_18);
        if (var_24) {
            // v0 = v0 + wp.sin((wp.atan(v0) - v0))                                           <L 11>
            var_25 = wp::atan(var_17);
            var_26 = wp::sub(var_25, var_17);
            var_27 = wp::sin(var_26);
            var_28 = wp::add(var_17, var_27);
            // if wp.min(v0, v0) <= (v0 / (wp.abs(-1.793) + 1.0)):                            <L 12>
            var_29 = wp::min(var_28, var_28);
            var_31 = wp::abs(var_30);
            var_33 = wp::add(var_31, var_32);
            var_34 = wp::div(var_28, var_33);
            var_35 = (var_29 <= var_34);
            if (var_35) {
                // v0 += wp.cos(wp.dot(wp.vec2(1.148, -1.4), (0.7 * wp.vec2(1.806, 0.42))))       <L 13>
                var_38 = wp::vec_t<2, wp::float32>(var_36, var_37);
                var_42 = wp::vec_t<2, wp::float32>(var_40, var_41);
                var_43 = wp::mul(var_39, var_42);
                var_44 = wp::dot(var_38, var_43);
                var_45 = wp::cos(var_44);
                var_46 = wp::add(var_28, var_45);
                // v0 += wp.cos(v0)                                                           <L 14>
                var_47 = wp::cos(var_46);
                var_48 = wp::add(var_46, var_47);
                // v1 = ((wp.step(v0) * v0 - v0) / (wp.abs((v0 / (wp.abs((v0 - 1.3)) + 1.0))) + 1.0))       <L 15>
                var_49 = wp::step(var_48);
                var_50 = wp::mul(var_49, var_48);
                var_51 = wp::sub(var_50, var_48);
                var_53 = wp::sub(var_48, var_52);
                var_54 = wp::abs(var_53);
                var_56 = wp::add(var_54, var_55);
                var_57 = wp::div(var_48, var_56);
                var_58 = wp::abs(var_57);
                var_60 = wp::add(var_58, var_59);
                var_61 = wp::div(var_51, var_60);
            }
            var_62 = wp::where(var_35, var_48, var_28);
        }
        var_63 = wp::where(var_24, var_62, var_17);
        // if (v0 / (wp.abs(v0) + 1.0)) <= (v0 + v0):                                         <L 16>
        var_64 = wp::abs(var_63);
        var_66 = wp::add(var_64, var_65);
        var_67 = wp::div(var_63, var_66);
        var_68 = wp::add(var_63, var_63);
        var_69 = (var_67 <= var_68);
        if (var_69) {
            // v0 = v0 + wp.tanh(wp.atan(wp.cbrt(v0)))                                        <L 17>
            var_70 = wp::cbrt(var_63);
            var_71 = wp::atan(var_70);
            var_72 = wp::tanh(var_71);
            var_73 = wp::add(var_63, var_72);
            // if (v0 - v0) >= (v0 * v0):                                                     <L 18>
            var_74 = wp::sub(var_73, var_73);
            var_75 = wp::mul(var_73, var_73);
            var_76 = (var_74 >= var_75);
            if (var_76) {
                // v0 = v0 + wp.cos(wp.erfinv(wp.clamp(wp.step(v0) * v0, -0.8, 0.8)))         <L 19>
                var_77 = wp::step(var_73);
                var_78 = wp::mul(var_77, var_73);
                var_81 = wp::clamp(var_78, var_79, var_80);
                var_82 = wp::erfinv(var_81);
                var_83 = wp::cos(var_82);
                var_84 = wp::add(var_73, var_83);
                // v2 = ((wp.length(wp.vec2(-0.77, -0.1)) + (wp.vec2(-1.22, -1.024)).y) - wp.cbrt(v0))       <L 20>
                var_87 = wp::vec_t<2, wp::float32>(var_85, var_86);
                var_88 = wp::length(var_87);
                var_91 = wp::vec_t<2, wp::float32>(var_89, var_90);
                var_93 = wp::extract(var_91, var_92);
                var_94 = wp::add(var_88, var_93);
                var_95 = wp::cbrt(var_84);
                var_96 = wp::sub(var_94, var_95);
            }
            if (!var_76) {
                // elif ((tid * tid)) % 4 == 1:                                               <L 21>
                var_97 = wp::mul(var_0, var_0);
                var_99 = wp::mod(var_97, var_98);
                var_101 = (var_99 == var_100);
                if (var_101) {
                    // v0 += wp.cos((wp.log(wp.abs(v0) + 1.0) / (wp.abs(v0) + 1.0)))          <L 22>
                    var_102 = wp::abs(var_73);
                    var_104 = wp::add(var_102, var_103);
                    var_105 = wp::log(var_104);
                    var_106 = wp::abs(var_73);
                    var_108 = wp::add(var_106, var_107);
                    var_109 = wp::div(var_105, var_108);
                    var_110 = wp::cos(var_109);
                    var_111 = wp::add(var_73, var_110);
                }
                if (!var_101) {
                    // elif (v0 <= v0) and ((v0 > 1.9) or (v0 >= v0)):                        <L 23>
                    var_113 = (var_73 <= var_73);
                    var_112 = var_113;
                    if (var_112) {
                        var_116 = (var_73 > var_115);
                        var_114 = var_116;
                        if (!var_114) {
                            var_117 = (var_73 >= var_73);
                            var_114 = var_114 || var_117;
                        }
                        var_112 = var_112 && var_114;
                    }
                    if (var_112) {
                        // v0 = v0 + wp.cos(((-1.98 - v0) + wp.tan(wp.clamp(v0, -1.2, 1.2))))       <L 24>
                        var_119 = wp::sub(var_118, var_73);
                        var_122 = wp::clamp(var_73, var_120, var_121);
                        var_123 = wp::tan(var_122);
                        var_124 = wp::add(var_119, var_123);
                        var_125 = wp::cos(var_124);
                        var_126 = wp::add(var_73, var_125);
                        // v0 = v0 + wp.cos(wp.length((wp.vec2(1.88, 0.8) + wp.vec2(1.864, -1.231))))       <L 25>
                        var_129 = wp::vec_t<2, wp::float32>(var_127, var_128);
                        var_132 = wp::vec_t<2, wp::float32>(var_130, var_131);
                        var_133 = wp::add(var_129, var_132);
                        var_134 = wp::length(var_133);
                        var_135 = wp::cos(var_134);
                        var_136 = wp::add(var_126, var_135);
                        // v0 = v0 + wp.tanh(wp.pow(wp.abs((v0 - 0.5)) + 1.0, wp.clamp((v0 - v0), -2.0, 2.0)))       <L 26>
                        var_138 = wp::sub(var_136, var_137);
                        var_139 = wp::abs(var_138);
                        var_141 = wp::add(var_139, var_140);
                        var_142 = wp::sub(var_136, var_136);
                        var_145 = wp::clamp(var_142, var_143, var_144);
                        var_146 = wp::pow(var_141, var_145);
                        var_147 = wp::tanh(var_146);
                        var_148 = wp::add(var_136, var_147);
                    }
                    var_149 = wp::where(var_112, var_148, var_73);
                }
                var_150 = wp::where(var_101, var_111, var_149);
            }
            var_151 = wp::where(var_76, var_84, var_150);
            // v3 = (wp.vec2(v0, (v0 - v0)) * wp.log(wp.abs((v0 - v0)) + 1.0))                <L 27>
            var_152 = wp::sub(var_151, var_151);
            var_153 = wp::vec_t<2, wp::float32>(var_151, var_152);
            var_154 = wp::sub(var_151, var_151);
            var_155 = wp::abs(var_154);
            var_157 = wp::add(var_155, var_156);
            var_158 = wp::log(var_157);
            var_159 = wp::mul(var_153, var_158);
        }
        if (!var_69) {
            // v0 += wp.tanh(+(+(v0)))                                                        <L 29>
            var_160 = wp::pos(var_63);
            var_161 = wp::pos(var_160);
            var_162 = wp::tanh(var_161);
            var_163 = wp::add(var_63, var_162);
        }
        var_164 = wp::where(var_69, var_151, var_163);
    }
    if (!var_7) {
        // elif wp.length_sq(wp.vec2(-1.05, -1.097)) < (v0 / (wp.abs(v0) + 1.0)):             <L 30>
        var_167 = wp::vec_t<2, wp::float32>(var_165, var_166);
        var_168 = wp::length_sq(var_167);
        var_169 = wp::abs(var_2);
        var_171 = wp::add(var_169, var_170);
        var_172 = wp::div(var_2, var_171);
        var_173 = (var_168 < var_172);
        if (var_173) {
            // v0 = v0 + wp.tanh(wp.length(wp.vec2(v0, v0)))                                  <L 31>
            var_174 = wp::vec_t<2, wp::float32>(var_2, var_2);
            var_175 = wp::length(var_174);
            var_176 = wp::tanh(var_175);
            var_177 = wp::add(var_2, var_176);
            // v4 = wp.cw_mul(((wp.vec2(0.81) / (wp.abs(v0) + 1.0)) + (wp.vec2(1.43, 1.06) + wp.vec2(-1.3, -0.8))), wp.normalize((wp.vec2(-1.2, 1.8) / (wp.abs(0.24) + 1.0))))       <L 32>
            var_179 = wp::vec_t<2, wp::float32>(var_178);
            var_180 = wp::abs(var_177);
            var_182 = wp::add(var_180, var_181);
            var_183 = wp::div(var_179, var_182);
            var_186 = wp::vec_t<2, wp::float32>(var_184, var_185);
            var_189 = wp::vec_t<2, wp::float32>(var_187, var_188);
            var_190 = wp::add(var_186, var_189);
            var_191 = wp::add(var_183, var_190);
            var_194 = wp::vec_t<2, wp::float32>(var_192, var_193);
            var_196 = wp::abs(var_195);
            var_198 = wp::add(var_196, var_197);
            var_199 = wp::div(var_194, var_198);
            var_200 = wp::normalize(var_199);
            var_201 = wp::cw_mul(var_191, var_200);
        }
        if (!var_173) {
            // elif (tid) % 3 == 0:                                                           <L 33>
            var_203 = wp::mod(var_0, var_202);
            var_205 = (var_203 == var_204);
            if (var_205) {
                // v0 = v0 + wp.sin(((v0 + v0) - min(v0, v0)))                                <L 34>
                var_206 = wp::add(var_2, var_2);
                var_207 = wp::min(var_2, var_2);
                var_208 = wp::sub(var_206, var_207);
                var_209 = wp::sin(var_208);
                var_210 = wp::add(var_2, var_209);
                // if v0 < x0[(tid + 1) % x0.shape[0]]:                                       <L 35>
                var_212 = wp::add(var_0, var_211);
                var_213 = &(var_x0.shape);
                var_216 = wp::load(var_213);
                var_215 = wp::extract(var_216, var_214);
                var_217 = wp::mod(var_212, var_215);
                var_218 = wp::address(var_x0, var_217);
                var_220 = wp::load(var_218);
                var_219 = (var_210 < var_220);
                if (var_219) {
                    // v0 = v0 + wp.tanh(((v0 * v0) * x0[(tid + 2) % x0.shape[0]]))           <L 36>
                    var_221 = wp::mul(var_210, var_210);
                    var_223 = wp::add(var_0, var_222);
                    var_224 = &(var_x0.shape);
                    var_227 = wp::load(var_224);
                    var_226 = wp::extract(var_227, var_225);
                    var_228 = wp::mod(var_223, var_226);
                    var_229 = wp::address(var_x0, var_228);
                    var_231 = wp::load(var_229);
                    var_230 = wp::mul(var_221, var_231);
                    var_232 = wp::tanh(var_230);
                    var_233 = wp::add(var_210, var_232);
                    // v5 = x0[(tid + 4) % x0.shape[0]]                                       <L 37>
                    var_235 = wp::add(var_0, var_234);
                    var_236 = &(var_x0.shape);
                    var_239 = wp::load(var_236);
                    var_238 = wp::extract(var_239, var_237);
                    var_240 = wp::mod(var_235, var_238);
                    var_241 = wp::address(var_x0, var_240);
                    var_243 = wp::load(var_241);
                    var_242 = wp::copy(var_243);
                }
                if (!var_219) {
                    // elif x0[(tid + 5) % x0.shape[0]] > (v0 - v0):                          <L 38>
                    var_245 = wp::add(var_0, var_244);
                    var_246 = &(var_x0.shape);
                    var_249 = wp::load(var_246);
                    var_248 = wp::extract(var_249, var_247);
                    var_250 = wp::mod(var_245, var_248);
                    var_251 = wp::address(var_x0, var_250);
                    var_252 = wp::sub(var_210, var_210);
                    var_254 = wp::load(var_251);
                    var_253 = (var_254 > var_252);
                    if (var_253) {
                        // v0 = v0 + wp.tanh(wp.pow(wp.abs((v0 + v0)) + 1.0, wp.clamp(wp.dot(wp.vec2(-1.219, -1.16), wp.vec2(1.355, -1.28)), -2.0, 2.0)))       <L 39>
                        var_255 = wp::add(var_210, var_210);
                        var_256 = wp::abs(var_255);
                        var_258 = wp::add(var_256, var_257);
                        var_261 = wp::vec_t<2, wp::float32>(var_259, var_260);
                        var_264 = wp::vec_t<2, wp::float32>(var_262, var_263);
                        var_265 = wp::dot(var_261, var_264);
                        var_268 = wp::clamp(var_265, var_266, var_267);
                        var_269 = wp::pow(var_258, var_268);
                        var_270 = wp::tanh(var_269);
                        var_271 = wp::add(var_210, var_270);
                        // if (wp.min(tid, tid)) % 3 == 1:                                    <L 40>
                        var_272 = wp::min(var_0, var_0);
                        var_274 = wp::mod(var_272, var_273);
                        var_276 = (var_274 == var_275);
                        if (var_276) {
                            // v0 += wp.cos(v0)                                               <L 41>
                            var_277 = wp::cos(var_271);
                            var_278 = wp::add(var_271, var_277);
                            // v6 = (wp.vec2(-0.5, 1.783))[0]                                 <L 42>
                            var_281 = wp::vec_t<2, wp::float32>(var_279, var_280);
                            var_283 = wp::extract(var_281, var_282);
                            // v0 = v0 + wp.tanh(wp.sinh(wp.clamp((wp.vec2(1.5, 0.5))[1], -3.0, 3.0)))       <L 43>
                            var_286 = wp::vec_t<2, wp::float32>(var_284, var_285);
                            var_288 = wp::extract(var_286, var_287);
                            var_291 = wp::clamp(var_288, var_289, var_290);
                            var_292 = wp::sinh(var_291);
                            var_293 = wp::tanh(var_292);
                            var_294 = wp::add(var_278, var_293);
                        }
                        if (!var_276) {
                            // elif (v0 * v0) >= wp.where(v0 >= v0, v0, v0):                  <L 44>
                            var_295 = wp::mul(var_271, var_271);
                            var_296 = (var_271 >= var_271);
                            var_297 = wp::where(var_296, var_271, var_271);
                            var_298 = (var_295 >= var_297);
                            if (var_298) {
                                // v0 = v0 + wp.cos(-0.502)                                   <L 45>
                                var_300 = wp::cos(var_299);
                                var_301 = wp::add(var_271, var_300);
                                // v0 += wp.cos(((v0 - v0) * (-0.62 / (wp.abs(v0) + 1.0))))       <L 46>
                                var_302 = wp::sub(var_301, var_301);
                                var_304 = wp::abs(var_301);
                                var_306 = wp::add(var_304, var_305);
                                var_307 = wp::div(var_303, var_306);
                                var_308 = wp::mul(var_302, var_307);
                                var_309 = wp::cos(var_308);
                                var_310 = wp::add(var_301, var_309);
                                // v7 = wp.lerp(wp.min((wp.vec2(0.084, 0.092) * v0), (v0 * wp.vec2(-0.856, 0.33))), wp.max(wp.vec2(v0, v0), wp.vec2(-1.4, v0)), (v0 - (v0 / (wp.abs(v0) + 1.0))))       <L 47>
                                var_313 = wp::vec_t<2, wp::float32>(var_311, var_312);
                                var_314 = wp::mul(var_313, var_310);
                                var_317 = wp::vec_t<2, wp::float32>(var_315, var_316);
                                var_318 = wp::mul(var_310, var_317);
                                var_319 = wp::min(var_314, var_318);
                                var_320 = wp::vec_t<2, wp::float32>(var_310, var_310);
                                var_322 = wp::vec_t<2, wp::float32>(var_321, var_310);
                                var_323 = wp::max(var_320, var_322);
                                var_324 = wp::abs(var_310);
                                var_326 = wp::add(var_324, var_325);
                                var_327 = wp::div(var_310, var_326);
                                var_328 = wp::sub(var_310, var_327);
                                var_329 = wp::lerp(var_319, var_323, var_328);
                            }
                            var_330 = wp::where(var_298, var_310, var_271);
                        }
                        var_331 = wp::where(var_276, var_294, var_330);
                        // if x0[(tid + 2) % x0.shape[0]] >= wp.clamp(v0, -1.42, 1.66):       <L 48>
                        var_333 = wp::add(var_0, var_332);
                        var_334 = &(var_x0.shape);
                        var_337 = wp::load(var_334);
                        var_336 = wp::extract(var_337, var_335);
                        var_338 = wp::mod(var_333, var_336);
                        var_339 = wp::address(var_x0, var_338);
                        var_342 = wp::clamp(var_331, var_340, var_341);
                        var_344 = wp::load(var_339);
                        var_343 = (var_344 >= var_342);
                        if (var_343) {
                            // v0 = v0 + wp.cos(wp.length_sq(wp.cw_mul(wp.vec2(0.586, -1.858), wp.vec2(-0.81, 1.0))))       <L 49>
                            var_347 = wp::vec_t<2, wp::float32>(var_345, var_346);
                            var_350 = wp::vec_t<2, wp::float32>(var_348, var_349);
                            var_351 = wp::cw_mul(var_347, var_350);
                            var_352 = wp::length_sq(var_351);
                            var_353 = wp::cos(var_352);
                            var_354 = wp::add(var_331, var_353);
                            // v0 = v0 + wp.sin(v0)                                           <L 50>
                            var_355 = wp::sin(var_354);
                            var_356 = wp::add(var_354, var_355);
                        }
                        if (!var_343) {
                            // elif (wp.min(tid, 4)) % 4 == 1:                                <L 51>
                            var_358 = wp::min(var_0, var_357);
                            var_360 = wp::mod(var_358, var_359);
                            var_362 = (var_360 == var_361);
                            if (var_362) {
                                // v0 = v0 + wp.tanh((float(tid) * wp.length(wp.vec2(0.019, -1.9))))       <L 52>
                                var_363 = wp::float(var_0);
                                var_366 = wp::vec_t<2, wp::float32>(var_364, var_365);
                                var_367 = wp::length(var_366);
                                var_368 = wp::mul(var_363, var_367);
                                var_369 = wp::tanh(var_368);
                                var_370 = wp::add(var_331, var_369);
                                // v0 += wp.sin((wp.dot(wp.vec2(0.1, 0.79), wp.vec2(0.231, 0.756)) * (-0.187 / (wp.abs(v0) + 1.0))))       <L 53>
                                var_373 = wp::vec_t<2, wp::float32>(var_371, var_372);
                                var_376 = wp::vec_t<2, wp::float32>(var_374, var_375);
                                var_377 = wp::dot(var_373, var_376);
                                var_379 = wp::abs(var_370);
                                var_381 = wp::add(var_379, var_380);
                                var_382 = wp::div(var_378, var_381);
                                var_383 = wp::mul(var_377, var_382);
                                var_384 = wp::sin(var_383);
                                var_385 = wp::add(var_370, var_384);
                                // v8 = ((v0 * (v0 / (wp.abs(v0) + 1.0))) / (wp.abs(v0) + 1.0))       <L 54>
                                var_386 = wp::abs(var_385);
                                var_388 = wp::add(var_386, var_387);
                                var_389 = wp::div(var_385, var_388);
                                var_390 = wp::mul(var_385, var_389);
                                var_391 = wp::abs(var_385);
                                var_393 = wp::add(var_391, var_392);
                                var_394 = wp::div(var_390, var_393);
                            }
                            if (!var_362) {
                                // v0 = v0 + wp.cos(wp.where(v0 < v0, wp.length(wp.vec2(1.968, 1.445)), (v0 + v0)))       <L 56>
                                var_395 = (var_331 < var_331);
                                var_398 = wp::vec_t<2, wp::float32>(var_396, var_397);
                                var_399 = wp::length(var_398);
                                var_400 = wp::add(var_331, var_331);
                                var_401 = wp::where(var_395, var_399, var_400);
                                var_402 = wp::cos(var_401);
                                var_403 = wp::add(var_331, var_402);
                                // v9 = float(((tid % 3) - (tid - 4)))                        <L 57>
                                var_405 = wp::mod(var_0, var_404);
                                var_407 = wp::sub(var_0, var_406);
                                var_408 = wp::sub(var_405, var_407);
                                var_409 = wp::float(var_408);
                                // v10 = v0                                                   <L 58>
                                var_410 = wp::copy(var_403);
                            }
                            var_411 = wp::where(var_362, var_385, var_403);
                        }
                        var_412 = wp::where(var_343, var_356, var_411);
                    }
                    if (!var_253) {
                        // elif (v0 <= v0) or (v0 >= 1.67):                                   <L 59>
                        var_414 = (var_210 <= var_210);
                        var_413 = var_414;
                        if (!var_413) {
                            var_416 = (var_210 >= var_415);
                            var_413 = var_413 || var_416;
                        }
                        if (var_413) {
                            // v0 += wp.sin(-1.5)                                             <L 60>
                            var_418 = wp::sin(var_417);
                            var_419 = wp::add(var_210, var_418);
                            // if x0[(tid + 1) % x0.shape[0]] >= x0[(tid + 1) % x0.shape[0]]:       <L 61>
                            var_421 = wp::add(var_0, var_420);
                            var_422 = &(var_x0.shape);
                            var_425 = wp::load(var_422);
                            var_424 = wp::extract(var_425, var_423);
                            var_426 = wp::mod(var_421, var_424);
                            var_427 = wp::address(var_x0, var_426);
                            var_429 = wp::add(var_0, var_428);
                            var_430 = &(var_x0.shape);
                            var_433 = wp::load(var_430);
                            var_432 = wp::extract(var_433, var_431);
                            var_434 = wp::mod(var_429, var_432);
                            var_435 = wp::address(var_x0, var_434);
                            var_437 = wp::load(var_427);
                            var_438 = wp::load(var_435);
                            var_436 = (var_437 >= var_438);
                            if (var_436) {
                                // v0 += wp.sin(wp.min((wp.vec2(-0.8, -0.44)).y, wp.where(v0 > v0, v0, -1.8)))       <L 62>
                                var_441 = wp::vec_t<2, wp::float32>(var_439, var_440);
                                var_443 = wp::extract(var_441, var_442);
                                var_444 = (var_419 > var_419);
                                var_446 = wp::where(var_444, var_419, var_445);
                                var_447 = wp::min(var_443, var_446);
                                var_448 = wp::sin(var_447);
                                var_449 = wp::add(var_419, var_448);
                                // v11 = wp.cbrt((wp.round(v0) - wp.sinh(wp.clamp(0.506, -3.0, 3.0))))       <L 63>
                                var_450 = wp::round(var_449);
                                var_454 = wp::clamp(var_451, var_452, var_453);
                                var_455 = wp::sinh(var_454);
                                var_456 = wp::sub(var_450, var_455);
                                var_457 = wp::cbrt(var_456);
                                // v0 = v0 + wp.tanh(v0)                                      <L 64>
                                var_458 = wp::tanh(var_449);
                                var_459 = wp::add(var_449, var_458);
                            }
                            if (!var_436) {
                                // elif (not (v0 < v0 and -0.3 > v0)) or (v0 > v0):           <L 65>
                                var_462 = (var_419 < var_419);
                                var_461 = var_462;
                                if (var_461) {
                                    var_464 = (var_463 > var_419);
                                    var_461 = var_461 && var_464;
                                }
                                var_465 = wp::unot(var_461);
                                var_460 = var_465;
                                if (!var_460) {
                                    var_466 = (var_419 > var_419);
                                    var_460 = var_460 || var_466;
                                }
                                if (var_460) {
                                    // v0 = v0 + wp.cos(wp.tanh(x0[(tid + 2) % x0.shape[0]]))       <L 66>
                                    var_468 = wp::add(var_0, var_467);
                                    var_469 = &(var_x0.shape);
                                    var_472 = wp::load(var_469);
                                    var_471 = wp::extract(var_472, var_470);
                                    var_473 = wp::mod(var_468, var_471);
                                    var_474 = wp::address(var_x0, var_473);
                                    var_476 = wp::load(var_474);
                                    var_475 = wp::tanh(var_476);
                                    var_477 = wp::cos(var_475);
                                    var_478 = wp::add(var_419, var_477);
                                }
                                if (!var_460) {
                                    // elif v0 > x0[(tid + 4) % x0.shape[0]]:                 <L 67>
                                    var_480 = wp::add(var_0, var_479);
                                    var_481 = &(var_x0.shape);
                                    var_484 = wp::load(var_481);
                                    var_483 = wp::extract(var_484, var_482);
                                    var_485 = wp::mod(var_480, var_483);
                                    var_486 = wp::address(var_x0, var_485);
                                    var_488 = wp::load(var_486);
                                    var_487 = (var_419 > var_488);
                                    if (var_487) {
                                        // v0 = v0 + wp.tanh(wp.length(wp.vec2(v0, v0)))       <L 68>
                                        var_489 = wp::vec_t<2, wp::float32>(var_419, var_419);
                                        var_490 = wp::length(var_489);
                                        var_491 = wp::tanh(var_490);
                                        var_492 = wp::add(var_419, var_491);
                                    }
                                    var_493 = wp::where(var_487, var_492, var_419);
                                }
                                var_494 = wp::where(var_460, var_478, var_493);
                            }
                            var_495 = wp::where(var_436, var_459, var_494);
                            // if (tid) % 2 == 1:                                             <L 69>
                            var_497 = wp::mod(var_0, var_496);
                            var_499 = (var_497 == var_498);
                            if (var_499) {
                                // v0 = v0 + wp.tanh(v0)                                      <L 70>
                                var_500 = wp::tanh(var_495);
                                var_501 = wp::add(var_495, var_500);
                                // v12 = wp.step(((wp.vec2(1.94, 1.31)).y - v0)) * wp.lerp(wp.clamp(v0, -0.67, 1.45), wp.length(wp.vec2(0.99, -0.382)), 0.25)       <L 71>
                                var_504 = wp::vec_t<2, wp::float32>(var_502, var_503);
                                var_506 = wp::extract(var_504, var_505);
                                var_507 = wp::sub(var_506, var_501);
                                var_508 = wp::step(var_507);
                                var_511 = wp::clamp(var_501, var_509, var_510);
                                var_514 = wp::vec_t<2, wp::float32>(var_512, var_513);
                                var_515 = wp::length(var_514);
                                var_517 = wp::lerp(var_511, var_515, var_516);
                                var_518 = wp::mul(var_508, var_517);
                                // v0 += wp.sin(wp.where((tid) % 3 == 0, (v0 - v12), v0))       <L 72>
                                var_520 = wp::mod(var_0, var_519);
                                var_522 = (var_520 == var_521);
                                var_523 = wp::sub(var_501, var_518);
                                var_524 = wp::where(var_522, var_523, var_501);
                                var_525 = wp::sin(var_524);
                                var_526 = wp::add(var_501, var_525);
                            }
                            if (!var_499) {
                                // v0 = v0 + wp.tanh((x0[(tid + 2) % x0.shape[0]] / (wp.abs((v0 / (wp.abs(0.9) + 1.0))) + 1.0)))       <L 74>
                                var_528 = wp::add(var_0, var_527);
                                var_529 = &(var_x0.shape);
                                var_532 = wp::load(var_529);
                                var_531 = wp::extract(var_532, var_530);
                                var_533 = wp::mod(var_528, var_531);
                                var_534 = wp::address(var_x0, var_533);
                                var_536 = wp::abs(var_535);
                                var_538 = wp::add(var_536, var_537);
                                var_539 = wp::div(var_495, var_538);
                                var_540 = wp::abs(var_539);
                                var_542 = wp::add(var_540, var_541);
                                var_544 = wp::load(var_534);
                                var_543 = wp::div(var_544, var_542);
                                var_545 = wp::tanh(var_543);
                                var_546 = wp::add(var_495, var_545);
                                // v13 = v0                                                   <L 75>
                                var_547 = wp::copy(var_546);
                                // v14 = wp.sign(v0)                                          <L 76>
                                var_548 = wp::sign(var_546);
                            }
                            var_549 = wp::where(var_499, var_526, var_546);
                        }
                        var_550 = wp::where(var_413, var_549, var_210);
                    }
                    var_551 = wp::where(var_253, var_412, var_550);
                }
                var_552 = wp::where(var_219, var_233, var_551);
            }
            if (!var_205) {
                // elif (v0 < v0) and (v0 >= v0):                                             <L 77>
                var_554 = (var_2 < var_2);
                var_553 = var_554;
                if (var_553) {
                    var_555 = (var_2 >= var_2);
                    var_553 = var_553 && var_555;
                }
                if (var_553) {
                    // v0 += wp.sin(((wp.vec2(-1.665, -0.82))[1] + wp.length(wp.vec2(-0.04, -0.6))))       <L 78>
                    var_558 = wp::vec_t<2, wp::float32>(var_556, var_557);
                    var_560 = wp::extract(var_558, var_559);
                    var_563 = wp::vec_t<2, wp::float32>(var_561, var_562);
                    var_564 = wp::length(var_563);
                    var_565 = wp::add(var_560, var_564);
                    var_566 = wp::sin(var_565);
                    var_567 = wp::add(var_2, var_566);
                }
                var_568 = wp::where(var_553, var_567, var_2);
            }
            var_569 = wp::where(var_205, var_552, var_568);
        }
        var_570 = wp::where(var_173, var_177, var_569);
    }
    var_571 = wp::where(var_7, var_164, var_570);
    // if ((tid % 4)) % 3 == 0:                                                               <L 79>
    var_573 = wp::mod(var_0, var_572);
    var_575 = wp::mod(var_573, var_574);
    var_577 = (var_575 == var_576);
    if (var_577) {
        // v0 = v0 + wp.sin((v0 + v0))                                                        <L 80>
        var_578 = wp::add(var_571, var_571);
        var_579 = wp::sin(var_578);
        var_580 = wp::add(var_571, var_579);
        // if (v0 * v0) > v0:                                                                 <L 81>
        var_581 = wp::mul(var_580, var_580);
        var_582 = (var_581 > var_580);
        if (var_582) {
            // v0 = v0 + wp.tanh(wp.abs((v0 - v0)))                                           <L 82>
            var_583 = wp::sub(var_580, var_580);
            var_584 = wp::abs(var_583);
            var_585 = wp::tanh(var_584);
            var_586 = wp::add(var_580, var_585);
            // if -0.9 <= wp.where(v0 > v0, -1.3, v0):                                        <L 83>
            var_588 = (var_586 > var_586);
            var_590 = wp::where(var_588, var_589, var_586);
            var_591 = (var_587 <= var_590);
            if (var_591) {
                // v0 -= wp.cos(((v0 * v0) + min(v0, v0))) * 0.36                             <L 84>
                var_592 = wp::mul(var_586, var_586);
                var_593 = wp::min(var_586, var_586);
                var_594 = wp::add(var_592, var_593);
                var_595 = wp::cos(var_594);
                var_597 = wp::mul(var_595, var_596);
                var_598 = wp::sub(var_586, var_597);
            }
            if (!var_591) {
                // v0 += wp.sin(wp.clamp(wp.length_sq(wp.vec2(0.209, -0.1)), -1.56, 0.43))       <L 86>
                var_601 = wp::vec_t<2, wp::float32>(var_599, var_600);
                var_602 = wp::length_sq(var_601);
                var_605 = wp::clamp(var_602, var_603, var_604);
                var_606 = wp::sin(var_605);
                var_607 = wp::add(var_586, var_606);
            }
            var_608 = wp::where(var_591, var_598, var_607);
        }
        if (!var_582) {
            // v0 = v0 + wp.tanh(v0)                                                          <L 88>
            var_609 = wp::tanh(var_580);
            var_610 = wp::add(var_580, var_609);
        }
        var_611 = wp::where(var_582, var_608, var_610);
        // v0 = v0 + wp.cos(v0)                                                               <L 89>
        var_612 = wp::cos(var_611);
        var_613 = wp::add(var_611, var_612);
    }
    if (!var_577) {
        // elif wp.exp(wp.clamp(v0, -4.0, 2.0)) <= wp.where(v0 < -0.783, v0, v0):             <L 90>
        var_616 = wp::clamp(var_571, var_614, var_615);
        var_617 = wp::exp(var_616);
        var_619 = (var_571 < var_618);
        var_620 = wp::where(var_619, var_571, var_571);
        var_621 = (var_617 <= var_620);
        if (var_621) {
            // v0 += wp.tanh((v0 if v0 > v0 else float(7)))                                   <L 91>
            var_622 = (var_571 > var_571);
            if (var_622) {
            }
            if (!var_622) {
                var_624 = wp::float(var_623);
            }
            var_625 = wp::where(var_622, var_571, var_624);
            var_626 = wp::tanh(var_625);
            var_627 = wp::add(var_571, var_626);
            // if (v0 >= v0) and (v0 >= v0):                                                  <L 92>
            var_629 = (var_627 >= var_627);
            var_628 = var_629;
            if (var_628) {
                var_630 = (var_627 >= var_627);
                var_628 = var_628 && var_630;
            }
            if (var_628) {
                // v0 += wp.tanh(wp.ceil((v0 / (wp.abs(-1.2) + 1.0))))                        <L 93>
                var_632 = wp::abs(var_631);
                var_634 = wp::add(var_632, var_633);
                var_635 = wp::div(var_627, var_634);
                var_636 = wp::ceil(var_635);
                var_637 = wp::tanh(var_636);
                var_638 = wp::add(var_627, var_637);
            }
            if (!var_628) {
                // elif ((tid - tid)) % 3 == 0:                                               <L 94>
                var_639 = wp::sub(var_0, var_0);
                var_641 = wp::mod(var_639, var_640);
                var_643 = (var_641 == var_642);
                if (var_643) {
                    // v0 += wp.tanh((wp.erf(0.6) * wp.atan(v0)))                             <L 95>
                    var_645 = wp::erf(var_644);
                    var_646 = wp::atan(var_627);
                    var_647 = wp::mul(var_645, var_646);
                    var_648 = wp::tanh(var_647);
                    var_649 = wp::add(var_627, var_648);
                    // v0 += wp.tanh(wp.dot((wp.vec2(-1.0, -0.6) * v0), wp.vec2(1.141, 0.453)))       <L 96>
                    var_652 = wp::vec_t<2, wp::float32>(var_650, var_651);
                    var_653 = wp::mul(var_652, var_649);
                    var_656 = wp::vec_t<2, wp::float32>(var_654, var_655);
                    var_657 = wp::dot(var_653, var_656);
                    var_658 = wp::tanh(var_657);
                    var_659 = wp::add(var_649, var_658);
                }
                if (!var_643) {
                    // v0 = v0 + wp.tanh((wp.clamp(v0, -1.28, 1.02) - wp.length(wp.vec2(-0.9, -1.99))))       <L 98>
                    var_662 = wp::clamp(var_627, var_660, var_661);
                    var_665 = wp::vec_t<2, wp::float32>(var_663, var_664);
                    var_666 = wp::length(var_665);
                    var_667 = wp::sub(var_662, var_666);
                    var_668 = wp::tanh(var_667);
                    var_669 = wp::add(var_627, var_668);
                    // v0 = v0 + wp.cos((v0 * (v0 * v0)))                                     <L 99>
                    var_670 = wp::mul(var_669, var_669);
                    var_671 = wp::mul(var_669, var_670);
                    var_672 = wp::cos(var_671);
                    var_673 = wp::add(var_669, var_672);
                }
                var_674 = wp::where(var_643, var_659, var_673);
            }
            var_675 = wp::where(var_628, var_638, var_674);
        }
        if (!var_621) {
            // elif wp.log2(wp.abs(v0) + 1.0) > (-0.862 - v0):                                <L 100>
            var_676 = wp::abs(var_571);
            var_678 = wp::add(var_676, var_677);
            var_679 = wp::log2(var_678);
            var_681 = wp::sub(var_680, var_571);
            var_682 = (var_679 > var_681);
            if (var_682) {
                // v0 = v0 + wp.sin(v0)                                                       <L 101>
                var_683 = wp::sin(var_571);
                var_684 = wp::add(var_571, var_683);
            }
            if (!var_682) {
                // v0 -= wp.cos((v0 - (v0 - v0))) * 1.11                                      <L 103>
                var_685 = wp::sub(var_571, var_571);
                var_686 = wp::sub(var_571, var_685);
                var_687 = wp::cos(var_686);
                var_689 = wp::mul(var_687, var_688);
                var_690 = wp::sub(var_571, var_689);
                // v15 = x0[(tid + 5) % x0.shape[0]]                                          <L 104>
                var_692 = wp::add(var_0, var_691);
                var_693 = &(var_x0.shape);
                var_696 = wp::load(var_693);
                var_695 = wp::extract(var_696, var_694);
                var_697 = wp::mod(var_692, var_695);
                var_698 = wp::address(var_x0, var_697);
                var_700 = wp::load(var_698);
                var_699 = wp::copy(var_700);
                // if wp.min(v0, v0) < (1.776 - v0):                                          <L 105>
                var_701 = wp::min(var_690, var_690);
                var_703 = wp::sub(var_702, var_690);
                var_704 = (var_701 < var_703);
                if (var_704) {
                    // v15 = v15 + wp.sin(x0[(tid + 3) % x0.shape[0]])                        <L 106>
                    var_706 = wp::add(var_0, var_705);
                    var_707 = &(var_x0.shape);
                    var_710 = wp::load(var_707);
                    var_709 = wp::extract(var_710, var_708);
                    var_711 = wp::mod(var_706, var_709);
                    var_712 = wp::address(var_x0, var_711);
                    var_714 = wp::load(var_712);
                    var_713 = wp::sin(var_714);
                    var_715 = wp::add(var_699, var_713);
                    // if wp.dot(wp.vec2(-1.2), wp.vec2(-1.88)) < x0[(tid + 1) % x0.shape[0]]:       <L 107>
                    var_717 = wp::vec_t<2, wp::float32>(var_716);
                    var_719 = wp::vec_t<2, wp::float32>(var_718);
                    var_720 = wp::dot(var_717, var_719);
                    var_722 = wp::add(var_0, var_721);
                    var_723 = &(var_x0.shape);
                    var_726 = wp::load(var_723);
                    var_725 = wp::extract(var_726, var_724);
                    var_727 = wp::mod(var_722, var_725);
                    var_728 = wp::address(var_x0, var_727);
                    var_730 = wp::load(var_728);
                    var_729 = (var_720 < var_730);
                    if (var_729) {
                        // v15 = v15 + wp.cos(((v15 * v0) * wp.clamp(0.26, -0.94, 1.14)))       <L 108>
                        var_731 = wp::mul(var_715, var_690);
                        var_735 = wp::clamp(var_732, var_733, var_734);
                        var_736 = wp::mul(var_731, var_735);
                        var_737 = wp::cos(var_736);
                        var_738 = wp::add(var_715, var_737);
                        // v15 += wp.cos(((v15 * wp.vec2(0.19, -0.91)))[0])                   <L 109>
                        var_741 = wp::vec_t<2, wp::float32>(var_739, var_740);
                        var_742 = wp::mul(var_738, var_741);
                        var_744 = wp::extract(var_742, var_743);
                        var_745 = wp::cos(var_744);
                        var_746 = wp::add(var_738, var_745);
                        // v15 += wp.cos(((wp.vec2(0.43)).y * (v15 + v0)))                    <L 110>
                        var_748 = wp::vec_t<2, wp::float32>(var_747);
                        var_750 = wp::extract(var_748, var_749);
                        var_751 = wp::add(var_746, var_690);
                        var_752 = wp::mul(var_750, var_751);
                        var_753 = wp::cos(var_752);
                        var_754 = wp::add(var_746, var_753);
                    }
                    if (!var_729) {
                        // v15 -= wp.cos(x0[(tid + 5) % x0.shape[0]]) * 0.1                   <L 112>
                        var_756 = wp::add(var_0, var_755);
                        var_757 = &(var_x0.shape);
                        var_760 = wp::load(var_757);
                        var_759 = wp::extract(var_760, var_758);
                        var_761 = wp::mod(var_756, var_759);
                        var_762 = wp::address(var_x0, var_761);
                        var_764 = wp::load(var_762);
                        var_763 = wp::cos(var_764);
                        var_766 = wp::mul(var_763, var_765);
                        var_767 = wp::sub(var_715, var_766);
                        // v16 = v0                                                           <L 113>
                        var_768 = wp::copy(var_690);
                    }
                    var_769 = wp::where(var_729, var_754, var_767);
                    // v17 = v0                                                               <L 114>
                    var_770 = wp::copy(var_690);
                }
                if (!var_704) {
                    // v15 += wp.cos((v0 - v15))                                              <L 116>
                    var_771 = wp::sub(var_690, var_699);
                    var_772 = wp::cos(var_771);
                    var_773 = wp::add(var_699, var_772);
                    // if (tid) % 2 == 1:                                                     <L 117>
                    var_775 = wp::mod(var_0, var_774);
                    var_777 = (var_775 == var_776);
                    if (var_777) {
                        // v0 = v0 + wp.sin(wp.frac(v0))                                      <L 118>
                        var_778 = wp::frac(var_690);
                        var_779 = wp::sin(var_778);
                        var_780 = wp::add(var_690, var_779);
                        // v15 = v15 + wp.cos(wp.length_sq(wp.normalize(wp.vec2(-1.545, -1.36))))       <L 119>
                        var_783 = wp::vec_t<2, wp::float32>(var_781, var_782);
                        var_784 = wp::normalize(var_783);
                        var_785 = wp::length_sq(var_784);
                        var_786 = wp::cos(var_785);
                        var_787 = wp::add(var_773, var_786);
                    }
                    if (!var_777) {
                        // v0 += wp.cos(wp.acos(wp.clamp((v0 - v15), -0.9, 0.9)))             <L 121>
                        var_788 = wp::sub(var_690, var_773);
                        var_791 = wp::clamp(var_788, var_789, var_790);
                        var_792 = wp::acos(var_791);
                        var_793 = wp::cos(var_792);
                        var_794 = wp::add(var_690, var_793);
                    }
                    var_795 = wp::where(var_777, var_780, var_794);
                    var_796 = wp::where(var_777, var_787, var_773);
                    // if wp.atan2(v15, wp.abs(v15) + 0.5) >= v15:                            <L 122>
                    var_797 = wp::abs(var_796);
                    var_799 = wp::add(var_797, var_798);
                    var_800 = wp::atan2(var_796, var_799);
                    var_801 = (var_800 >= var_796);
                    if (var_801) {
                        // v15 += wp.sin((v15 + (v0 - 1.0)))                                  <L 123>
                        var_803 = wp::sub(var_795, var_802);
                        var_804 = wp::add(var_796, var_803);
                        var_805 = wp::sin(var_804);
                        var_806 = wp::add(var_796, var_805);
                        // v15 += wp.cos((wp.vec2(1.59, 0.6)).x)                              <L 124>
                        var_809 = wp::vec_t<2, wp::float32>(var_807, var_808);
                        var_811 = wp::extract(var_809, var_810);
                        var_812 = wp::cos(var_811);
                        var_813 = wp::add(var_806, var_812);
                        // v15 = v15 + wp.tanh(wp.sin(v15))                                   <L 125>
                        var_814 = wp::sin(var_813);
                        var_815 = wp::tanh(var_814);
                        var_816 = wp::add(var_813, var_815);
                    }
                    var_817 = wp::where(var_801, var_816, var_796);
                }
                var_818 = wp::where(var_704, var_690, var_795);
                var_819 = wp::where(var_704, var_769, var_817);
            }
            var_820 = wp::where(var_682, var_684, var_818);
        }
        var_821 = wp::where(var_621, var_675, var_820);
    }
    var_822 = wp::where(var_577, var_613, var_821);
    // if (v0 <= v0) and (not (v0 <= v0 and v0 > 0.7)):                                       <L 126>
    var_824 = (var_822 <= var_822);
    var_823 = var_824;
    if (var_823) {
        var_826 = (var_822 <= var_822);
        var_825 = var_826;
        if (var_825) {
            var_828 = (var_822 > var_827);
            var_825 = var_825 && var_828;
        }
        var_829 = wp::unot(var_825);
        var_823 = var_823 && var_829;
    }
    if (var_823) {
        // v0 += wp.sin(((wp.vec2(-1.3, -1.432) + wp.vec2(-0.632, -1.747)))[0])               <L 127>
        var_832 = wp::vec_t<2, wp::float32>(var_830, var_831);
        var_835 = wp::vec_t<2, wp::float32>(var_833, var_834);
        var_836 = wp::add(var_832, var_835);
        var_838 = wp::extract(var_836, var_837);
        var_839 = wp::sin(var_838);
        var_840 = wp::add(var_822, var_839);
        // if wp.dot(wp.vec2(0.7, 0.26), wp.vec2(-0.224, 1.26)) > v0:                         <L 128>
        var_843 = wp::vec_t<2, wp::float32>(var_841, var_842);
        var_846 = wp::vec_t<2, wp::float32>(var_844, var_845);
        var_847 = wp::dot(var_843, var_846);
        var_848 = (var_847 > var_840);
        if (var_848) {
            // v0 -= wp.tanh(v0) * 0.26                                                       <L 129>
            var_849 = wp::tanh(var_840);
            var_851 = wp::mul(var_849, var_850);
            var_852 = wp::sub(var_840, var_851);
            // if wp.max(v0, v0) <= (wp.vec2(-0.11, -0.56))[1]:                               <L 130>
            var_853 = wp::max(var_852, var_852);
            var_856 = wp::vec_t<2, wp::float32>(var_854, var_855);
            var_858 = wp::extract(var_856, var_857);
            var_859 = (var_853 <= var_858);
            if (var_859) {
                // v0 = v0 + wp.sin(wp.dot(wp.normalize(wp.vec2(-1.0, 1.5)), wp.vec2(0.47, -0.71)))       <L 131>
                var_862 = wp::vec_t<2, wp::float32>(var_860, var_861);
                var_863 = wp::normalize(var_862);
                var_866 = wp::vec_t<2, wp::float32>(var_864, var_865);
                var_867 = wp::dot(var_863, var_866);
                var_868 = wp::sin(var_867);
                var_869 = wp::add(var_852, var_868);
                // v0 += wp.tanh(((wp.vec2(0.69, -0.3) - wp.vec2(-0.47, -0.4))).x)            <L 132>
                var_872 = wp::vec_t<2, wp::float32>(var_870, var_871);
                var_875 = wp::vec_t<2, wp::float32>(var_873, var_874);
                var_876 = wp::sub(var_872, var_875);
                var_878 = wp::extract(var_876, var_877);
                var_879 = wp::tanh(var_878);
                var_880 = wp::add(var_869, var_879);
            }
            if (!var_859) {
                // elif wp.round(v0) > v0:                                                    <L 133>
                var_881 = wp::round(var_852);
                var_882 = (var_881 > var_852);
                if (var_882) {
                    // v0 = v0 + wp.cos(((v0 - -0.95) * 2.0))                                 <L 134>
                    var_884 = wp::sub(var_852, var_883);
                    var_886 = wp::mul(var_884, var_885);
                    var_887 = wp::cos(var_886);
                    var_888 = wp::add(var_852, var_887);
                    // v0 -= wp.sin(-1.58) * 1.84                                             <L 135>
                    var_890 = wp::sin(var_889);
                    var_892 = wp::mul(var_890, var_891);
                    var_893 = wp::sub(var_888, var_892);
                }
                var_894 = wp::where(var_882, var_893, var_852);
            }
            var_895 = wp::where(var_859, var_880, var_894);
            // if (tid) % 3 == 1:                                                             <L 136>
            var_897 = wp::mod(var_0, var_896);
            var_899 = (var_897 == var_898);
            if (var_899) {
                // v0 += wp.sin(wp.where(v0 <= v0, wp.dot(wp.vec2(-1.27, 1.874), wp.vec2(0.7, -1.607)), x0[(tid + 1) % x0.shape[0]]))       <L 137>
                var_900 = (var_895 <= var_895);
                var_903 = wp::vec_t<2, wp::float32>(var_901, var_902);
                var_906 = wp::vec_t<2, wp::float32>(var_904, var_905);
                var_907 = wp::dot(var_903, var_906);
                var_909 = wp::add(var_0, var_908);
                var_910 = &(var_x0.shape);
                var_913 = wp::load(var_910);
                var_912 = wp::extract(var_913, var_911);
                var_914 = wp::mod(var_909, var_912);
                var_915 = wp::address(var_x0, var_914);
                var_917 = wp::load(var_915);
                var_916 = wp::where(var_900, var_907, var_917);
                var_918 = wp::sin(var_916);
                var_919 = wp::add(var_895, var_918);
                // v18 = wp.lerp((wp.lerp(wp.vec2(1.295, -0.319), wp.vec2(1.3), v0) - wp.vec2(v0, v0)), wp.vec2(v0, wp.clamp(v0, -1.62, 0.37)), wp.dot((wp.vec2(-0.19, -0.5) + wp.vec2(0.5, 1.49)), (v0 * wp.vec2(-0.9, -0.25))))       <L 138>
                var_922 = wp::vec_t<2, wp::float32>(var_920, var_921);
                var_924 = wp::vec_t<2, wp::float32>(var_923);
                var_925 = wp::lerp(var_922, var_924, var_919);
                var_926 = wp::vec_t<2, wp::float32>(var_919, var_919);
                var_927 = wp::sub(var_925, var_926);
                var_930 = wp::clamp(var_919, var_928, var_929);
                var_931 = wp::vec_t<2, wp::float32>(var_919, var_930);
                var_934 = wp::vec_t<2, wp::float32>(var_932, var_933);
                var_937 = wp::vec_t<2, wp::float32>(var_935, var_936);
                var_938 = wp::add(var_934, var_937);
                var_941 = wp::vec_t<2, wp::float32>(var_939, var_940);
                var_942 = wp::mul(var_919, var_941);
                var_943 = wp::dot(var_938, var_942);
                var_944 = wp::lerp(var_927, var_931, var_943);
                // v19 = wp.log2(wp.abs(v0) + 1.0)                                            <L 139>
                var_945 = wp::abs(var_919);
                var_947 = wp::add(var_945, var_946);
                var_948 = wp::log2(var_947);
            }
            if (!var_899) {
                // elif ((tid % 8)) % 4 == 1:                                                 <L 140>
                var_950 = wp::mod(var_0, var_949);
                var_952 = wp::mod(var_950, var_951);
                var_954 = (var_952 == var_953);
                if (var_954) {
                    // v0 += wp.sin((v0 * (v0 * v0)))                                         <L 141>
                    var_955 = wp::mul(var_895, var_895);
                    var_956 = wp::mul(var_895, var_955);
                    var_957 = wp::sin(var_956);
                    var_958 = wp::add(var_895, var_957);
                    // v20 = (((wp.vec2(-1.0, 0.989) / (wp.abs(v0) + 1.0)))[1] + v0)          <L 142>
                    var_961 = wp::vec_t<2, wp::float32>(var_959, var_960);
                    var_962 = wp::abs(var_958);
                    var_964 = wp::add(var_962, var_963);
                    var_965 = wp::div(var_961, var_964);
                    var_967 = wp::extract(var_965, var_966);
                    var_968 = wp::add(var_967, var_958);
                }
                if (!var_954) {
                    // elif wp.length(wp.vec2(0.39, -0.2)) >= (v0 + v0):                      <L 143>
                    var_971 = wp::vec_t<2, wp::float32>(var_969, var_970);
                    var_972 = wp::length(var_971);
                    var_973 = wp::add(var_895, var_895);
                    var_974 = (var_972 >= var_973);
                    if (var_974) {
                        // v0 = v0 + wp.cos(wp.dot((wp.vec2(1.642) + wp.vec2(-0.656)), wp.vec2(0.8, -1.7)))       <L 144>
                        var_976 = wp::vec_t<2, wp::float32>(var_975);
                        var_978 = wp::vec_t<2, wp::float32>(var_977);
                        var_979 = wp::add(var_976, var_978);
                        var_982 = wp::vec_t<2, wp::float32>(var_980, var_981);
                        var_983 = wp::dot(var_979, var_982);
                        var_984 = wp::cos(var_983);
                        var_985 = wp::add(var_895, var_984);
                    }
                    if (!var_974) {
                        // v0 = v0 + wp.cos(float((2 % 7)))                                   <L 146>
                        var_988 = wp::mod(var_986, var_987);
                        var_989 = wp::float(var_988);
                        var_990 = wp::cos(var_989);
                        var_991 = wp::add(var_895, var_990);
                        // v0 = v0 + wp.sin(v0)                                               <L 147>
                        var_992 = wp::sin(var_991);
                        var_993 = wp::add(var_991, var_992);
                        // v21 = wp.vec2(-0.9, -0.306)                                        <L 148>
                        var_996 = wp::vec_t<2, wp::float32>(var_994, var_995);
                    }
                    var_997 = wp::where(var_974, var_985, var_993);
                }
                var_998 = wp::where(var_954, var_958, var_997);
            }
            var_999 = wp::where(var_899, var_919, var_998);
        }
        if (!var_848) {
            // v0 += wp.sin(wp.cosh(wp.clamp((v0 + v0), -3.0, 3.0)))                          <L 150>
            var_1000 = wp::add(var_840, var_840);
            var_1003 = wp::clamp(var_1000, var_1001, var_1002);
            var_1004 = wp::cosh(var_1003);
            var_1005 = wp::sin(var_1004);
            var_1006 = wp::add(var_840, var_1005);
            // if ((2) % 3 == 1) or (not (v0 >= v0 and v0 >= v0)):                            <L 151>
            var_1010 = wp::mod(var_1008, var_1009);
            var_1012 = (var_1010 == var_1011);
            var_1007 = var_1012;
            if (!var_1007) {
                var_1014 = (var_1006 >= var_1006);
                var_1013 = var_1014;
                if (var_1013) {
                    var_1015 = (var_1006 >= var_1006);
                    var_1013 = var_1013 && var_1015;
                }
                var_1016 = wp::unot(var_1013);
                var_1007 = var_1007 || var_1016;
            }
            if (var_1007) {
                // v0 = v0 + wp.tanh(v0)                                                      <L 152>
                var_1017 = wp::tanh(var_1006);
                var_1018 = wp::add(var_1006, var_1017);
            }
            var_1019 = wp::where(var_1007, var_1018, var_1006);
        }
        var_1020 = wp::where(var_848, var_999, var_1019);
    }
    if (!var_823) {
        // v0 += wp.tanh((wp.vec2(-1.2, 1.6))[1])                                             <L 154>
        var_1023 = wp::vec_t<2, wp::float32>(var_1021, var_1022);
        var_1025 = wp::extract(var_1023, var_1024);
        var_1026 = wp::tanh(var_1025);
        var_1027 = wp::add(var_822, var_1026);
    }
    var_1028 = wp::where(var_823, var_1020, var_1027);
    // out0[tid] = v0 + wp.where((tid) % 3 == 0, wp.dot(wp.vec2(0.47, -0.196), wp.vec2(-1.575)), wp.length(wp.vec2(-1.153, -1.815))) * 0.46       <L 155>
    var_1030 = wp::mod(var_0, var_1029);
    var_1032 = (var_1030 == var_1031);
    var_1035 = wp::vec_t<2, wp::float32>(var_1033, var_1034);
    var_1037 = wp::vec_t<2, wp::float32>(var_1036);
    var_1038 = wp::dot(var_1035, var_1037);
    var_1041 = wp::vec_t<2, wp::float32>(var_1039, var_1040);
    var_1042 = wp::length(var_1041);
    var_1043 = wp::where(var_1032, var_1038, var_1042);
    var_1045 = wp::mul(var_1043, var_1044);
    var_1046 = wp::add(var_1028, var_1045);
    // wp::array_store(var_out0, var_0, var_1046);
    // out1[tid] = v0 + v0 * 0.37                                                             <L 156>
    var_1048 = wp::mul(var_1028, var_1047);
    var_1049 = wp::add(var_1028, var_1048);
    // wp::array_store(var_out1, var_0, var_1049);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_1049, adj_out1, adj_0, adj_1049);
    wp::adj_add(var_1028, var_1048, adj_1028, adj_1048, adj_1049);
    wp::adj_mul(var_1028, var_1047, adj_1028, adj_1047, adj_1048);
    // adj: out1[tid] = v0 + v0 * 0.37                                                        <L 156>
    wp::adj_array_store(var_out0, var_0, var_1046, adj_out0, adj_0, adj_1046);
    wp::adj_add(var_1028, var_1045, adj_1028, adj_1045, adj_1046);
    wp::adj_mul(var_1043, var_1044, adj_1043, adj_1044, adj_1045);
    wp::adj_where(var_1032, var_1038, var_1042, adj_1032, adj_1038, adj_1042, adj_1043);
    wp::adj_length(var_1041, var_1042, adj_1041, adj_1042);
    wp::adj_vec_t(var_1039, var_1040, adj_1039, adj_1040, adj_1041);
    wp::adj_dot(var_1035, var_1037, adj_1035, adj_1037, adj_1038);
    wp::adj_vec_t(var_1036, adj_1036, adj_1037);
    wp::adj_vec_t(var_1033, var_1034, adj_1033, adj_1034, adj_1035);
    wp::adj_mod(var_0, var_1029, adj_0, adj_1029, adj_1030);
    // adj: out0[tid] = v0 + wp.where((tid) % 3 == 0, wp.dot(wp.vec2(0.47, -0.196), wp.vec2(-1.575)), wp.length(wp.vec2(-1.153, -1.815))) * 0.46  <L 155>
    wp::adj_where(var_823, var_1020, var_1027, adj_823, adj_1020, adj_1027, adj_1028);
    if (!var_823) {
        wp::adj_add(var_822, var_1026, adj_822, adj_1026, adj_1027);
        wp::adj_tanh(var_1025, var_1026, adj_1025, adj_1026);
        wp::adj_extract(var_1023, var_1024, adj_1023, adj_1024, adj_1025);
        wp::adj_vec_t(var_1021, var_1022, adj_1021, adj_1022, adj_1023);
        // adj: v0 += wp.tanh((wp.vec2(-1.2, 1.6))[1])                                        <L 154>
    }
    if (var_823) {
        wp::adj_where(var_848, var_999, var_1019, adj_848, adj_999, adj_1019, adj_1020);
        if (!var_848) {
            wp::adj_where(var_1007, var_1018, var_1006, adj_1007, adj_1018, adj_1006, adj_1019);
            if (var_1007) {
                wp::adj_add(var_1006, var_1017, adj_1006, adj_1017, adj_1018);
                wp::adj_tanh(var_1006, var_1017, adj_1006, adj_1017);
                // adj: v0 = v0 + wp.tanh(v0)                                                 <L 152>
            }
            if (!var_1007) {
                if (var_1013) {
                }
            }
            wp::adj_mod(var_1008, var_1009, adj_1008, adj_1009, adj_1010);
            // adj: if ((2) % 3 == 1) or (not (v0 >= v0 and v0 >= v0)):                       <L 151>
            wp::adj_add(var_840, var_1005, adj_840, adj_1005, adj_1006);
            wp::adj_sin(var_1004, adj_1004, adj_1005);
            wp::adj_cosh(var_1003, adj_1003, adj_1004);
            wp::adj_clamp(var_1000, var_1001, var_1002, adj_1000, adj_1001, adj_1002, adj_1003);
            wp::adj_add(var_840, var_840, adj_840, adj_840, adj_1000);
            // adj: v0 += wp.sin(wp.cosh(wp.clamp((v0 + v0), -3.0, 3.0)))                     <L 150>
        }
        if (var_848) {
            wp::adj_where(var_899, var_919, var_998, adj_899, adj_919, adj_998, adj_999);
            if (!var_899) {
                wp::adj_where(var_954, var_958, var_997, adj_954, adj_958, adj_997, adj_998);
                if (!var_954) {
                    wp::adj_where(var_974, var_985, var_993, adj_974, adj_985, adj_993, adj_997);
                    if (!var_974) {
                        wp::adj_vec_t(var_994, var_995, adj_994, adj_995, adj_996);
                        // adj: v21 = wp.vec2(-0.9, -0.306)                                   <L 148>
                        wp::adj_add(var_991, var_992, adj_991, adj_992, adj_993);
                        wp::adj_sin(var_991, adj_991, adj_992);
                        // adj: v0 = v0 + wp.sin(v0)                                          <L 147>
                        wp::adj_add(var_895, var_990, adj_895, adj_990, adj_991);
                        wp::adj_cos(var_989, adj_989, adj_990);
                        wp::adj_float(var_988, adj_988, adj_989);
                        wp::adj_mod(var_986, var_987, adj_986, adj_987, adj_988);
                        // adj: v0 = v0 + wp.cos(float((2 % 7)))                              <L 146>
                    }
                    if (var_974) {
                        wp::adj_add(var_895, var_984, adj_895, adj_984, adj_985);
                        wp::adj_cos(var_983, adj_983, adj_984);
                        wp::adj_dot(var_979, var_982, adj_979, adj_982, adj_983);
                        wp::adj_vec_t(var_980, var_981, adj_980, adj_981, adj_982);
                        wp::adj_add(var_976, var_978, adj_976, adj_978, adj_979);
                        wp::adj_vec_t(var_977, adj_977, adj_978);
                        wp::adj_vec_t(var_975, adj_975, adj_976);
                        // adj: v0 = v0 + wp.cos(wp.dot((wp.vec2(1.642) + wp.vec2(-0.656)), wp.vec2(0.8, -1.7)))  <L 144>
                    }
                    wp::adj_add(var_895, var_895, adj_895, adj_895, adj_973);
                    wp::adj_length(var_971, var_972, adj_971, adj_972);
                    wp::adj_vec_t(var_969, var_970, adj_969, adj_970, adj_971);
                    // adj: elif wp.length(wp.vec2(0.39, -0.2)) >= (v0 + v0):                 <L 143>
                }
                if (var_954) {
                    wp::adj_add(var_967, var_958, adj_967, adj_958, adj_968);
                    wp::adj_extract(var_965, var_966, adj_965, adj_966, adj_967);
                    wp::adj_div(var_961, var_964, adj_961, adj_964, adj_965);
                    wp::adj_add(var_962, var_963, adj_962, adj_963, adj_964);
                    wp::adj_abs(var_958, adj_958, adj_962);
                    wp::adj_vec_t(var_959, var_960, adj_959, adj_960, adj_961);
                    // adj: v20 = (((wp.vec2(-1.0, 0.989) / (wp.abs(v0) + 1.0)))[1] + v0)     <L 142>
                    wp::adj_add(var_895, var_957, adj_895, adj_957, adj_958);
                    wp::adj_sin(var_956, adj_956, adj_957);
                    wp::adj_mul(var_895, var_955, adj_895, adj_955, adj_956);
                    wp::adj_mul(var_895, var_895, adj_895, adj_895, adj_955);
                    // adj: v0 += wp.sin((v0 * (v0 * v0)))                                    <L 141>
                }
                wp::adj_mod(var_950, var_951, adj_950, adj_951, adj_952);
                wp::adj_mod(var_0, var_949, adj_0, adj_949, adj_950);
                // adj: elif ((tid % 8)) % 4 == 1:                                            <L 140>
            }
            if (var_899) {
                wp::adj_log2(var_947, adj_947, adj_948);
                wp::adj_add(var_945, var_946, adj_945, adj_946, adj_947);
                wp::adj_abs(var_919, adj_919, adj_945);
                // adj: v19 = wp.log2(wp.abs(v0) + 1.0)                                       <L 139>
                wp::adj_lerp(var_927, var_931, var_943, adj_927, adj_931, adj_943, adj_944);
                wp::adj_dot(var_938, var_942, adj_938, adj_942, adj_943);
                wp::adj_mul(var_919, var_941, adj_919, adj_941, adj_942);
                wp::adj_vec_t(var_939, var_940, adj_939, adj_940, adj_941);
                wp::adj_add(var_934, var_937, adj_934, adj_937, adj_938);
                wp::adj_vec_t(var_935, var_936, adj_935, adj_936, adj_937);
                wp::adj_vec_t(var_932, var_933, adj_932, adj_933, adj_934);
                wp::adj_vec_t(var_919, var_930, adj_919, adj_930, adj_931);
                wp::adj_clamp(var_919, var_928, var_929, adj_919, adj_928, adj_929, adj_930);
                wp::adj_sub(var_925, var_926, adj_925, adj_926, adj_927);
                wp::adj_vec_t(var_919, var_919, adj_919, adj_919, adj_926);
                wp::adj_lerp(var_922, var_924, var_919, adj_922, adj_924, adj_919, adj_925);
                wp::adj_vec_t(var_923, adj_923, adj_924);
                wp::adj_vec_t(var_920, var_921, adj_920, adj_921, adj_922);
                // adj: v18 = wp.lerp((wp.lerp(wp.vec2(1.295, -0.319), wp.vec2(1.3), v0) - wp.vec2(v0, v0)), wp.vec2(v0, wp.clamp(v0, -1.62, 0.37)), wp.dot((wp.vec2(-0.19, -0.5) + wp.vec2(0.5, 1.49)), (v0 * wp.vec2(-0.9, -0.25))))  <L 138>
                wp::adj_add(var_895, var_918, adj_895, adj_918, adj_919);
                wp::adj_sin(var_916, adj_916, adj_918);
                wp::adj_where(var_900, var_907, var_917, adj_900, adj_907, adj_915, adj_916);
                wp::adj_address(var_x0, var_914, adj_x0, adj_914, adj_915);
                wp::adj_mod(var_909, var_912, adj_909, adj_912, adj_914);
                adj_x0.shape = adj_910;
                wp::adj_add(var_0, var_908, adj_0, adj_908, adj_909);
                wp::adj_dot(var_903, var_906, adj_903, adj_906, adj_907);
                wp::adj_vec_t(var_904, var_905, adj_904, adj_905, adj_906);
                wp::adj_vec_t(var_901, var_902, adj_901, adj_902, adj_903);
                // adj: v0 += wp.sin(wp.where(v0 <= v0, wp.dot(wp.vec2(-1.27, 1.874), wp.vec2(0.7, -1.607)), x0[(tid + 1) % x0.shape[0]]))  <L 137>
            }
            wp::adj_mod(var_0, var_896, adj_0, adj_896, adj_897);
            // adj: if (tid) % 3 == 1:                                                        <L 136>
            wp::adj_where(var_859, var_880, var_894, adj_859, adj_880, adj_894, adj_895);
            if (!var_859) {
                wp::adj_where(var_882, var_893, var_852, adj_882, adj_893, adj_852, adj_894);
                if (var_882) {
                    wp::adj_sub(var_888, var_892, adj_888, adj_892, adj_893);
                    wp::adj_mul(var_890, var_891, adj_890, adj_891, adj_892);
                    wp::adj_sin(var_889, adj_889, adj_890);
                    // adj: v0 -= wp.sin(-1.58) * 1.84                                        <L 135>
                    wp::adj_add(var_852, var_887, adj_852, adj_887, adj_888);
                    wp::adj_cos(var_886, adj_886, adj_887);
                    wp::adj_mul(var_884, var_885, adj_884, adj_885, adj_886);
                    wp::adj_sub(var_852, var_883, adj_852, adj_883, adj_884);
                    // adj: v0 = v0 + wp.cos(((v0 - -0.95) * 2.0))                            <L 134>
                }
                // adj: elif wp.round(v0) > v0:                                               <L 133>
            }
            if (var_859) {
                wp::adj_add(var_869, var_879, adj_869, adj_879, adj_880);
                wp::adj_tanh(var_878, var_879, adj_878, adj_879);
                wp::adj_extract(var_876, var_877, adj_876, adj_877, adj_878);
                wp::adj_sub(var_872, var_875, adj_872, adj_875, adj_876);
                wp::adj_vec_t(var_873, var_874, adj_873, adj_874, adj_875);
                wp::adj_vec_t(var_870, var_871, adj_870, adj_871, adj_872);
                // adj: v0 += wp.tanh(((wp.vec2(0.69, -0.3) - wp.vec2(-0.47, -0.4))).x)       <L 132>
                wp::adj_add(var_852, var_868, adj_852, adj_868, adj_869);
                wp::adj_sin(var_867, adj_867, adj_868);
                wp::adj_dot(var_863, var_866, adj_863, adj_866, adj_867);
                wp::adj_vec_t(var_864, var_865, adj_864, adj_865, adj_866);
                wp::adj_normalize(var_862, var_863, adj_862, adj_863);
                wp::adj_vec_t(var_860, var_861, adj_860, adj_861, adj_862);
                // adj: v0 = v0 + wp.sin(wp.dot(wp.normalize(wp.vec2(-1.0, 1.5)), wp.vec2(0.47, -0.71)))  <L 131>
            }
            wp::adj_extract(var_856, var_857, adj_856, adj_857, adj_858);
            wp::adj_vec_t(var_854, var_855, adj_854, adj_855, adj_856);
            wp::adj_max(var_852, var_852, adj_852, adj_852, adj_853);
            // adj: if wp.max(v0, v0) <= (wp.vec2(-0.11, -0.56))[1]:                          <L 130>
            wp::adj_sub(var_840, var_851, adj_840, adj_851, adj_852);
            wp::adj_mul(var_849, var_850, adj_849, adj_850, adj_851);
            wp::adj_tanh(var_840, var_849, adj_840, adj_849);
            // adj: v0 -= wp.tanh(v0) * 0.26                                                  <L 129>
        }
        wp::adj_dot(var_843, var_846, adj_843, adj_846, adj_847);
        wp::adj_vec_t(var_844, var_845, adj_844, adj_845, adj_846);
        wp::adj_vec_t(var_841, var_842, adj_841, adj_842, adj_843);
        // adj: if wp.dot(wp.vec2(0.7, 0.26), wp.vec2(-0.224, 1.26)) > v0:                    <L 128>
        wp::adj_add(var_822, var_839, adj_822, adj_839, adj_840);
        wp::adj_sin(var_838, adj_838, adj_839);
        wp::adj_extract(var_836, var_837, adj_836, adj_837, adj_838);
        wp::adj_add(var_832, var_835, adj_832, adj_835, adj_836);
        wp::adj_vec_t(var_833, var_834, adj_833, adj_834, adj_835);
        wp::adj_vec_t(var_830, var_831, adj_830, adj_831, adj_832);
        // adj: v0 += wp.sin(((wp.vec2(-1.3, -1.432) + wp.vec2(-0.632, -1.747)))[0])          <L 127>
    }
    if (var_823) {
        if (var_825) {
        }
    }
    // adj: if (v0 <= v0) and (not (v0 <= v0 and v0 > 0.7)):                                  <L 126>
    wp::adj_where(var_577, var_613, var_821, adj_577, adj_613, adj_821, adj_822);
    if (!var_577) {
        wp::adj_where(var_621, var_675, var_820, adj_621, adj_675, adj_820, adj_821);
        if (!var_621) {
            wp::adj_where(var_682, var_684, var_818, adj_682, adj_684, adj_818, adj_820);
            if (!var_682) {
                wp::adj_where(var_704, var_769, var_817, adj_704, adj_769, adj_817, adj_819);
                wp::adj_where(var_704, var_690, var_795, adj_704, adj_690, adj_795, adj_818);
                if (!var_704) {
                    wp::adj_where(var_801, var_816, var_796, adj_801, adj_816, adj_796, adj_817);
                    if (var_801) {
                        wp::adj_add(var_813, var_815, adj_813, adj_815, adj_816);
                        wp::adj_tanh(var_814, var_815, adj_814, adj_815);
                        wp::adj_sin(var_813, adj_813, adj_814);
                        // adj: v15 = v15 + wp.tanh(wp.sin(v15))                              <L 125>
                        wp::adj_add(var_806, var_812, adj_806, adj_812, adj_813);
                        wp::adj_cos(var_811, adj_811, adj_812);
                        wp::adj_extract(var_809, var_810, adj_809, adj_810, adj_811);
                        wp::adj_vec_t(var_807, var_808, adj_807, adj_808, adj_809);
                        // adj: v15 += wp.cos((wp.vec2(1.59, 0.6)).x)                         <L 124>
                        wp::adj_add(var_796, var_805, adj_796, adj_805, adj_806);
                        wp::adj_sin(var_804, adj_804, adj_805);
                        wp::adj_add(var_796, var_803, adj_796, adj_803, adj_804);
                        wp::adj_sub(var_795, var_802, adj_795, adj_802, adj_803);
                        // adj: v15 += wp.sin((v15 + (v0 - 1.0)))                             <L 123>
                    }
                    wp::adj_atan2(var_796, var_799, adj_796, adj_799, adj_800);
                    wp::adj_add(var_797, var_798, adj_797, adj_798, adj_799);
                    wp::adj_abs(var_796, adj_796, adj_797);
                    // adj: if wp.atan2(v15, wp.abs(v15) + 0.5) >= v15:                       <L 122>
                    wp::adj_where(var_777, var_787, var_773, adj_777, adj_787, adj_773, adj_796);
                    wp::adj_where(var_777, var_780, var_794, adj_777, adj_780, adj_794, adj_795);
                    if (!var_777) {
                        wp::adj_add(var_690, var_793, adj_690, adj_793, adj_794);
                        wp::adj_cos(var_792, adj_792, adj_793);
                        wp::adj_acos(var_791, adj_791, adj_792);
                        wp::adj_clamp(var_788, var_789, var_790, adj_788, adj_789, adj_790, adj_791);
                        wp::adj_sub(var_690, var_773, adj_690, adj_773, adj_788);
                        // adj: v0 += wp.cos(wp.acos(wp.clamp((v0 - v15), -0.9, 0.9)))        <L 121>
                    }
                    if (var_777) {
                        wp::adj_add(var_773, var_786, adj_773, adj_786, adj_787);
                        wp::adj_cos(var_785, adj_785, adj_786);
                        wp::adj_length_sq(var_784, adj_784, adj_785);
                        wp::adj_normalize(var_783, var_784, adj_783, adj_784);
                        wp::adj_vec_t(var_781, var_782, adj_781, adj_782, adj_783);
                        // adj: v15 = v15 + wp.cos(wp.length_sq(wp.normalize(wp.vec2(-1.545, -1.36))))  <L 119>
                        wp::adj_add(var_690, var_779, adj_690, adj_779, adj_780);
                        wp::adj_sin(var_778, adj_778, adj_779);
                        // adj: v0 = v0 + wp.sin(wp.frac(v0))                                 <L 118>
                    }
                    wp::adj_mod(var_0, var_774, adj_0, adj_774, adj_775);
                    // adj: if (tid) % 2 == 1:                                                <L 117>
                    wp::adj_add(var_699, var_772, adj_699, adj_772, adj_773);
                    wp::adj_cos(var_771, adj_771, adj_772);
                    wp::adj_sub(var_690, var_699, adj_690, adj_699, adj_771);
                    // adj: v15 += wp.cos((v0 - v15))                                         <L 116>
                }
                if (var_704) {
                    wp::adj_copy(var_690, adj_690, adj_770);
                    // adj: v17 = v0                                                          <L 114>
                    wp::adj_where(var_729, var_754, var_767, adj_729, adj_754, adj_767, adj_769);
                    if (!var_729) {
                        wp::adj_copy(var_690, adj_690, adj_768);
                        // adj: v16 = v0                                                      <L 113>
                        wp::adj_sub(var_715, var_766, adj_715, adj_766, adj_767);
                        wp::adj_mul(var_763, var_765, adj_763, adj_765, adj_766);
                        wp::adj_cos(var_764, adj_762, adj_763);
                        wp::adj_address(var_x0, var_761, adj_x0, adj_761, adj_762);
                        wp::adj_mod(var_756, var_759, adj_756, adj_759, adj_761);
                        adj_x0.shape = adj_757;
                        wp::adj_add(var_0, var_755, adj_0, adj_755, adj_756);
                        // adj: v15 -= wp.cos(x0[(tid + 5) % x0.shape[0]]) * 0.1              <L 112>
                    }
                    if (var_729) {
                        wp::adj_add(var_746, var_753, adj_746, adj_753, adj_754);
                        wp::adj_cos(var_752, adj_752, adj_753);
                        wp::adj_mul(var_750, var_751, adj_750, adj_751, adj_752);
                        wp::adj_add(var_746, var_690, adj_746, adj_690, adj_751);
                        wp::adj_extract(var_748, var_749, adj_748, adj_749, adj_750);
                        wp::adj_vec_t(var_747, adj_747, adj_748);
                        // adj: v15 += wp.cos(((wp.vec2(0.43)).y * (v15 + v0)))               <L 110>
                        wp::adj_add(var_738, var_745, adj_738, adj_745, adj_746);
                        wp::adj_cos(var_744, adj_744, adj_745);
                        wp::adj_extract(var_742, var_743, adj_742, adj_743, adj_744);
                        wp::adj_mul(var_738, var_741, adj_738, adj_741, adj_742);
                        wp::adj_vec_t(var_739, var_740, adj_739, adj_740, adj_741);
                        // adj: v15 += wp.cos(((v15 * wp.vec2(0.19, -0.91)))[0])              <L 109>
                        wp::adj_add(var_715, var_737, adj_715, adj_737, adj_738);
                        wp::adj_cos(var_736, adj_736, adj_737);
                        wp::adj_mul(var_731, var_735, adj_731, adj_735, adj_736);
                        wp::adj_clamp(var_732, var_733, var_734, adj_732, adj_733, adj_734, adj_735);
                        wp::adj_mul(var_715, var_690, adj_715, adj_690, adj_731);
                        // adj: v15 = v15 + wp.cos(((v15 * v0) * wp.clamp(0.26, -0.94, 1.14)))  <L 108>
                    }
                    wp::adj_address(var_x0, var_727, adj_x0, adj_727, adj_728);
                    wp::adj_mod(var_722, var_725, adj_722, adj_725, adj_727);
                    adj_x0.shape = adj_723;
                    wp::adj_add(var_0, var_721, adj_0, adj_721, adj_722);
                    wp::adj_dot(var_717, var_719, adj_717, adj_719, adj_720);
                    wp::adj_vec_t(var_718, adj_718, adj_719);
                    wp::adj_vec_t(var_716, adj_716, adj_717);
                    // adj: if wp.dot(wp.vec2(-1.2), wp.vec2(-1.88)) < x0[(tid + 1) % x0.shape[0]]:  <L 107>
                    wp::adj_add(var_699, var_713, adj_699, adj_713, adj_715);
                    wp::adj_sin(var_714, adj_712, adj_713);
                    wp::adj_address(var_x0, var_711, adj_x0, adj_711, adj_712);
                    wp::adj_mod(var_706, var_709, adj_706, adj_709, adj_711);
                    adj_x0.shape = adj_707;
                    wp::adj_add(var_0, var_705, adj_0, adj_705, adj_706);
                    // adj: v15 = v15 + wp.sin(x0[(tid + 3) % x0.shape[0]])                   <L 106>
                }
                wp::adj_sub(var_702, var_690, adj_702, adj_690, adj_703);
                wp::adj_min(var_690, var_690, adj_690, adj_690, adj_701);
                // adj: if wp.min(v0, v0) < (1.776 - v0):                                     <L 105>
                wp::adj_copy(var_700, adj_698, adj_699);
                wp::adj_address(var_x0, var_697, adj_x0, adj_697, adj_698);
                wp::adj_mod(var_692, var_695, adj_692, adj_695, adj_697);
                adj_x0.shape = adj_693;
                wp::adj_add(var_0, var_691, adj_0, adj_691, adj_692);
                // adj: v15 = x0[(tid + 5) % x0.shape[0]]                                     <L 104>
                wp::adj_sub(var_571, var_689, adj_571, adj_689, adj_690);
                wp::adj_mul(var_687, var_688, adj_687, adj_688, adj_689);
                wp::adj_cos(var_686, adj_686, adj_687);
                wp::adj_sub(var_571, var_685, adj_571, adj_685, adj_686);
                wp::adj_sub(var_571, var_571, adj_571, adj_571, adj_685);
                // adj: v0 -= wp.cos((v0 - (v0 - v0))) * 1.11                                 <L 103>
            }
            if (var_682) {
                wp::adj_add(var_571, var_683, adj_571, adj_683, adj_684);
                wp::adj_sin(var_571, adj_571, adj_683);
                // adj: v0 = v0 + wp.sin(v0)                                                  <L 101>
            }
            wp::adj_sub(var_680, var_571, adj_680, adj_571, adj_681);
            wp::adj_log2(var_678, adj_678, adj_679);
            wp::adj_add(var_676, var_677, adj_676, adj_677, adj_678);
            wp::adj_abs(var_571, adj_571, adj_676);
            // adj: elif wp.log2(wp.abs(v0) + 1.0) > (-0.862 - v0):                           <L 100>
        }
        if (var_621) {
            wp::adj_where(var_628, var_638, var_674, adj_628, adj_638, adj_674, adj_675);
            if (!var_628) {
                wp::adj_where(var_643, var_659, var_673, adj_643, adj_659, adj_673, adj_674);
                if (!var_643) {
                    wp::adj_add(var_669, var_672, adj_669, adj_672, adj_673);
                    wp::adj_cos(var_671, adj_671, adj_672);
                    wp::adj_mul(var_669, var_670, adj_669, adj_670, adj_671);
                    wp::adj_mul(var_669, var_669, adj_669, adj_669, adj_670);
                    // adj: v0 = v0 + wp.cos((v0 * (v0 * v0)))                                <L 99>
                    wp::adj_add(var_627, var_668, adj_627, adj_668, adj_669);
                    wp::adj_tanh(var_667, var_668, adj_667, adj_668);
                    wp::adj_sub(var_662, var_666, adj_662, adj_666, adj_667);
                    wp::adj_length(var_665, var_666, adj_665, adj_666);
                    wp::adj_vec_t(var_663, var_664, adj_663, adj_664, adj_665);
                    wp::adj_clamp(var_627, var_660, var_661, adj_627, adj_660, adj_661, adj_662);
                    // adj: v0 = v0 + wp.tanh((wp.clamp(v0, -1.28, 1.02) - wp.length(wp.vec2(-0.9, -1.99))))  <L 98>
                }
                if (var_643) {
                    wp::adj_add(var_649, var_658, adj_649, adj_658, adj_659);
                    wp::adj_tanh(var_657, var_658, adj_657, adj_658);
                    wp::adj_dot(var_653, var_656, adj_653, adj_656, adj_657);
                    wp::adj_vec_t(var_654, var_655, adj_654, adj_655, adj_656);
                    wp::adj_mul(var_652, var_649, adj_652, adj_649, adj_653);
                    wp::adj_vec_t(var_650, var_651, adj_650, adj_651, adj_652);
                    // adj: v0 += wp.tanh(wp.dot((wp.vec2(-1.0, -0.6) * v0), wp.vec2(1.141, 0.453)))  <L 96>
                    wp::adj_add(var_627, var_648, adj_627, adj_648, adj_649);
                    wp::adj_tanh(var_647, var_648, adj_647, adj_648);
                    wp::adj_mul(var_645, var_646, adj_645, adj_646, adj_647);
                    wp::adj_atan(var_627, adj_627, adj_646);
                    wp::adj_erf(var_644, adj_644, adj_645);
                    // adj: v0 += wp.tanh((wp.erf(0.6) * wp.atan(v0)))                        <L 95>
                }
                wp::adj_mod(var_639, var_640, adj_639, adj_640, adj_641);
                wp::adj_sub(var_0, var_0, adj_0, adj_0, adj_639);
                // adj: elif ((tid - tid)) % 3 == 0:                                          <L 94>
            }
            if (var_628) {
                wp::adj_add(var_627, var_637, adj_627, adj_637, adj_638);
                wp::adj_tanh(var_636, var_637, adj_636, adj_637);
                wp::adj_div(var_627, var_634, var_635, adj_627, adj_634, adj_635);
                wp::adj_add(var_632, var_633, adj_632, adj_633, adj_634);
                wp::adj_abs(var_631, adj_631, adj_632);
                // adj: v0 += wp.tanh(wp.ceil((v0 / (wp.abs(-1.2) + 1.0))))                   <L 93>
            }
            if (var_628) {
            }
            // adj: if (v0 >= v0) and (v0 >= v0):                                             <L 92>
            wp::adj_add(var_571, var_626, adj_571, adj_626, adj_627);
            wp::adj_tanh(var_625, var_626, adj_625, adj_626);
            wp::adj_where(var_622, var_571, var_624, adj_622, adj_571, adj_624, adj_625);
            if (!var_622) {
                wp::adj_float(var_623, adj_623, adj_624);
            }
            if (var_622) {
            }
            // adj: v0 += wp.tanh((v0 if v0 > v0 else float(7)))                              <L 91>
        }
        wp::adj_where(var_619, var_571, var_571, adj_619, adj_571, adj_571, adj_620);
        wp::adj_exp(var_616, var_617, adj_616, adj_617);
        wp::adj_clamp(var_571, var_614, var_615, adj_571, adj_614, adj_615, adj_616);
        // adj: elif wp.exp(wp.clamp(v0, -4.0, 2.0)) <= wp.where(v0 < -0.783, v0, v0):        <L 90>
    }
    if (var_577) {
        wp::adj_add(var_611, var_612, adj_611, adj_612, adj_613);
        wp::adj_cos(var_611, adj_611, adj_612);
        // adj: v0 = v0 + wp.cos(v0)                                                          <L 89>
        wp::adj_where(var_582, var_608, var_610, adj_582, adj_608, adj_610, adj_611);
        if (!var_582) {
            wp::adj_add(var_580, var_609, adj_580, adj_609, adj_610);
            wp::adj_tanh(var_580, var_609, adj_580, adj_609);
            // adj: v0 = v0 + wp.tanh(v0)                                                     <L 88>
        }
        if (var_582) {
            wp::adj_where(var_591, var_598, var_607, adj_591, adj_598, adj_607, adj_608);
            if (!var_591) {
                wp::adj_add(var_586, var_606, adj_586, adj_606, adj_607);
                wp::adj_sin(var_605, adj_605, adj_606);
                wp::adj_clamp(var_602, var_603, var_604, adj_602, adj_603, adj_604, adj_605);
                wp::adj_length_sq(var_601, adj_601, adj_602);
                wp::adj_vec_t(var_599, var_600, adj_599, adj_600, adj_601);
                // adj: v0 += wp.sin(wp.clamp(wp.length_sq(wp.vec2(0.209, -0.1)), -1.56, 0.43))  <L 86>
            }
            if (var_591) {
                wp::adj_sub(var_586, var_597, adj_586, adj_597, adj_598);
                wp::adj_mul(var_595, var_596, adj_595, adj_596, adj_597);
                wp::adj_cos(var_594, adj_594, adj_595);
                wp::adj_add(var_592, var_593, adj_592, adj_593, adj_594);
                wp::adj_min(var_586, var_586, adj_586, adj_586, adj_593);
                wp::adj_mul(var_586, var_586, adj_586, adj_586, adj_592);
                // adj: v0 -= wp.cos(((v0 * v0) + min(v0, v0))) * 0.36                        <L 84>
            }
            wp::adj_where(var_588, var_589, var_586, adj_588, adj_589, adj_586, adj_590);
            // adj: if -0.9 <= wp.where(v0 > v0, -1.3, v0):                                   <L 83>
            wp::adj_add(var_580, var_585, adj_580, adj_585, adj_586);
            wp::adj_tanh(var_584, var_585, adj_584, adj_585);
            wp::adj_abs(var_583, adj_583, adj_584);
            wp::adj_sub(var_580, var_580, adj_580, adj_580, adj_583);
            // adj: v0 = v0 + wp.tanh(wp.abs((v0 - v0)))                                      <L 82>
        }
        wp::adj_mul(var_580, var_580, adj_580, adj_580, adj_581);
        // adj: if (v0 * v0) > v0:                                                            <L 81>
        wp::adj_add(var_571, var_579, adj_571, adj_579, adj_580);
        wp::adj_sin(var_578, adj_578, adj_579);
        wp::adj_add(var_571, var_571, adj_571, adj_571, adj_578);
        // adj: v0 = v0 + wp.sin((v0 + v0))                                                   <L 80>
    }
    wp::adj_mod(var_573, var_574, adj_573, adj_574, adj_575);
    wp::adj_mod(var_0, var_572, adj_0, adj_572, adj_573);
    // adj: if ((tid % 4)) % 3 == 0:                                                          <L 79>
    wp::adj_where(var_7, var_164, var_570, adj_7, adj_164, adj_570, adj_571);
    if (!var_7) {
        wp::adj_where(var_173, var_177, var_569, adj_173, adj_177, adj_569, adj_570);
        if (!var_173) {
            wp::adj_where(var_205, var_552, var_568, adj_205, adj_552, adj_568, adj_569);
            if (!var_205) {
                wp::adj_where(var_553, var_567, var_2, adj_553, adj_567, adj_2, adj_568);
                if (var_553) {
                    wp::adj_add(var_2, var_566, adj_2, adj_566, adj_567);
                    wp::adj_sin(var_565, adj_565, adj_566);
                    wp::adj_add(var_560, var_564, adj_560, adj_564, adj_565);
                    wp::adj_length(var_563, var_564, adj_563, adj_564);
                    wp::adj_vec_t(var_561, var_562, adj_561, adj_562, adj_563);
                    wp::adj_extract(var_558, var_559, adj_558, adj_559, adj_560);
                    wp::adj_vec_t(var_556, var_557, adj_556, adj_557, adj_558);
                    // adj: v0 += wp.sin(((wp.vec2(-1.665, -0.82))[1] + wp.length(wp.vec2(-0.04, -0.6))))  <L 78>
                }
                if (var_553) {
                }
                // adj: elif (v0 < v0) and (v0 >= v0):                                        <L 77>
            }
            if (var_205) {
                wp::adj_where(var_219, var_233, var_551, adj_219, adj_233, adj_551, adj_552);
                if (!var_219) {
                    wp::adj_where(var_253, var_412, var_550, adj_253, adj_412, adj_550, adj_551);
                    if (!var_253) {
                        wp::adj_where(var_413, var_549, var_210, adj_413, adj_549, adj_210, adj_550);
                        if (var_413) {
                            wp::adj_where(var_499, var_526, var_546, adj_499, adj_526, adj_546, adj_549);
                            if (!var_499) {
                                // adj: v14 = wp.sign(v0)                                     <L 76>
                                wp::adj_copy(var_546, adj_546, adj_547);
                                // adj: v13 = v0                                              <L 75>
                                wp::adj_add(var_495, var_545, adj_495, adj_545, adj_546);
                                wp::adj_tanh(var_543, var_545, adj_543, adj_545);
                                wp::adj_div(var_544, var_542, var_543, adj_534, adj_542, adj_543);
                                wp::adj_add(var_540, var_541, adj_540, adj_541, adj_542);
                                wp::adj_abs(var_539, adj_539, adj_540);
                                wp::adj_div(var_495, var_538, var_539, adj_495, adj_538, adj_539);
                                wp::adj_add(var_536, var_537, adj_536, adj_537, adj_538);
                                wp::adj_abs(var_535, adj_535, adj_536);
                                wp::adj_address(var_x0, var_533, adj_x0, adj_533, adj_534);
                                wp::adj_mod(var_528, var_531, adj_528, adj_531, adj_533);
                                adj_x0.shape = adj_529;
                                wp::adj_add(var_0, var_527, adj_0, adj_527, adj_528);
                                // adj: v0 = v0 + wp.tanh((x0[(tid + 2) % x0.shape[0]] / (wp.abs((v0 / (wp.abs(0.9) + 1.0))) + 1.0)))  <L 74>
                            }
                            if (var_499) {
                                wp::adj_add(var_501, var_525, adj_501, adj_525, adj_526);
                                wp::adj_sin(var_524, adj_524, adj_525);
                                wp::adj_where(var_522, var_523, var_501, adj_522, adj_523, adj_501, adj_524);
                                wp::adj_sub(var_501, var_518, adj_501, adj_518, adj_523);
                                wp::adj_mod(var_0, var_519, adj_0, adj_519, adj_520);
                                // adj: v0 += wp.sin(wp.where((tid) % 3 == 0, (v0 - v12), v0))  <L 72>
                                wp::adj_mul(var_508, var_517, adj_508, adj_517, adj_518);
                                wp::adj_lerp(var_511, var_515, var_516, adj_511, adj_515, adj_516, adj_517);
                                wp::adj_length(var_514, var_515, adj_514, adj_515);
                                wp::adj_vec_t(var_512, var_513, adj_512, adj_513, adj_514);
                                wp::adj_clamp(var_501, var_509, var_510, adj_501, adj_509, adj_510, adj_511);
                                wp::adj_sub(var_506, var_501, adj_506, adj_501, adj_507);
                                wp::adj_extract(var_504, var_505, adj_504, adj_505, adj_506);
                                wp::adj_vec_t(var_502, var_503, adj_502, adj_503, adj_504);
                                // adj: v12 = wp.step(((wp.vec2(1.94, 1.31)).y - v0)) * wp.lerp(wp.clamp(v0, -0.67, 1.45), wp.length(wp.vec2(0.99, -0.382)), 0.25)  <L 71>
                                wp::adj_add(var_495, var_500, adj_495, adj_500, adj_501);
                                wp::adj_tanh(var_495, var_500, adj_495, adj_500);
                                // adj: v0 = v0 + wp.tanh(v0)                                 <L 70>
                            }
                            wp::adj_mod(var_0, var_496, adj_0, adj_496, adj_497);
                            // adj: if (tid) % 2 == 1:                                        <L 69>
                            wp::adj_where(var_436, var_459, var_494, adj_436, adj_459, adj_494, adj_495);
                            if (!var_436) {
                                wp::adj_where(var_460, var_478, var_493, adj_460, adj_478, adj_493, adj_494);
                                if (!var_460) {
                                    wp::adj_where(var_487, var_492, var_419, adj_487, adj_492, adj_419, adj_493);
                                    if (var_487) {
                                        wp::adj_add(var_419, var_491, adj_419, adj_491, adj_492);
                                        wp::adj_tanh(var_490, var_491, adj_490, adj_491);
                                        wp::adj_length(var_489, var_490, adj_489, adj_490);
                                        wp::adj_vec_t(var_419, var_419, adj_419, adj_419, adj_489);
                                        // adj: v0 = v0 + wp.tanh(wp.length(wp.vec2(v0, v0)))  <L 68>
                                    }
                                    wp::adj_address(var_x0, var_485, adj_x0, adj_485, adj_486);
                                    wp::adj_mod(var_480, var_483, adj_480, adj_483, adj_485);
                                    adj_x0.shape = adj_481;
                                    wp::adj_add(var_0, var_479, adj_0, adj_479, adj_480);
                                    // adj: elif v0 > x0[(tid + 4) % x0.shape[0]]:            <L 67>
                                }
                                if (var_460) {
                                    wp::adj_add(var_419, var_477, adj_419, adj_477, adj_478);
                                    wp::adj_cos(var_475, adj_475, adj_477);
                                    wp::adj_tanh(var_476, var_475, adj_474, adj_475);
                                    wp::adj_address(var_x0, var_473, adj_x0, adj_473, adj_474);
                                    wp::adj_mod(var_468, var_471, adj_468, adj_471, adj_473);
                                    adj_x0.shape = adj_469;
                                    wp::adj_add(var_0, var_467, adj_0, adj_467, adj_468);
                                    // adj: v0 = v0 + wp.cos(wp.tanh(x0[(tid + 2) % x0.shape[0]]))  <L 66>
                                }
                                if (!var_460) {
                                }
                                if (var_461) {
                                }
                                // adj: elif (not (v0 < v0 and -0.3 > v0)) or (v0 > v0):      <L 65>
                            }
                            if (var_436) {
                                wp::adj_add(var_449, var_458, adj_449, adj_458, adj_459);
                                wp::adj_tanh(var_449, var_458, adj_449, adj_458);
                                // adj: v0 = v0 + wp.tanh(v0)                                 <L 64>
                                wp::adj_cbrt(var_456, var_457, adj_456, adj_457);
                                wp::adj_sub(var_450, var_455, adj_450, adj_455, adj_456);
                                wp::adj_sinh(var_454, adj_454, adj_455);
                                wp::adj_clamp(var_451, var_452, var_453, adj_451, adj_452, adj_453, adj_454);
                                // adj: v11 = wp.cbrt((wp.round(v0) - wp.sinh(wp.clamp(0.506, -3.0, 3.0))))  <L 63>
                                wp::adj_add(var_419, var_448, adj_419, adj_448, adj_449);
                                wp::adj_sin(var_447, adj_447, adj_448);
                                wp::adj_min(var_443, var_446, adj_443, adj_446, adj_447);
                                wp::adj_where(var_444, var_419, var_445, adj_444, adj_419, adj_445, adj_446);
                                wp::adj_extract(var_441, var_442, adj_441, adj_442, adj_443);
                                wp::adj_vec_t(var_439, var_440, adj_439, adj_440, adj_441);
                                // adj: v0 += wp.sin(wp.min((wp.vec2(-0.8, -0.44)).y, wp.where(v0 > v0, v0, -1.8)))  <L 62>
                            }
                            wp::adj_address(var_x0, var_434, adj_x0, adj_434, adj_435);
                            wp::adj_mod(var_429, var_432, adj_429, adj_432, adj_434);
                            adj_x0.shape = adj_430;
                            wp::adj_add(var_0, var_428, adj_0, adj_428, adj_429);
                            wp::adj_address(var_x0, var_426, adj_x0, adj_426, adj_427);
                            wp::adj_mod(var_421, var_424, adj_421, adj_424, adj_426);
                            adj_x0.shape = adj_422;
                            wp::adj_add(var_0, var_420, adj_0, adj_420, adj_421);
                            // adj: if x0[(tid + 1) % x0.shape[0]] >= x0[(tid + 1) % x0.shape[0]]:  <L 61>
                            wp::adj_add(var_210, var_418, adj_210, adj_418, adj_419);
                            wp::adj_sin(var_417, adj_417, adj_418);
                            // adj: v0 += wp.sin(-1.5)                                        <L 60>
                        }
                        if (!var_413) {
                        }
                        // adj: elif (v0 <= v0) or (v0 >= 1.67):                              <L 59>
                    }
                    if (var_253) {
                        wp::adj_where(var_343, var_356, var_411, adj_343, adj_356, adj_411, adj_412);
                        if (!var_343) {
                            wp::adj_where(var_362, var_385, var_403, adj_362, adj_385, adj_403, adj_411);
                            if (!var_362) {
                                wp::adj_copy(var_403, adj_403, adj_410);
                                // adj: v10 = v0                                              <L 58>
                                wp::adj_float(var_408, adj_408, adj_409);
                                wp::adj_sub(var_405, var_407, adj_405, adj_407, adj_408);
                                wp::adj_sub(var_0, var_406, adj_0, adj_406, adj_407);
                                wp::adj_mod(var_0, var_404, adj_0, adj_404, adj_405);
                                // adj: v9 = float(((tid % 3) - (tid - 4)))                   <L 57>
                                wp::adj_add(var_331, var_402, adj_331, adj_402, adj_403);
                                wp::adj_cos(var_401, adj_401, adj_402);
                                wp::adj_where(var_395, var_399, var_400, adj_395, adj_399, adj_400, adj_401);
                                wp::adj_add(var_331, var_331, adj_331, adj_331, adj_400);
                                wp::adj_length(var_398, var_399, adj_398, adj_399);
                                wp::adj_vec_t(var_396, var_397, adj_396, adj_397, adj_398);
                                // adj: v0 = v0 + wp.cos(wp.where(v0 < v0, wp.length(wp.vec2(1.968, 1.445)), (v0 + v0)))  <L 56>
                            }
                            if (var_362) {
                                wp::adj_div(var_390, var_393, var_394, adj_390, adj_393, adj_394);
                                wp::adj_add(var_391, var_392, adj_391, adj_392, adj_393);
                                wp::adj_abs(var_385, adj_385, adj_391);
                                wp::adj_mul(var_385, var_389, adj_385, adj_389, adj_390);
                                wp::adj_div(var_385, var_388, var_389, adj_385, adj_388, adj_389);
                                wp::adj_add(var_386, var_387, adj_386, adj_387, adj_388);
                                wp::adj_abs(var_385, adj_385, adj_386);
                                // adj: v8 = ((v0 * (v0 / (wp.abs(v0) + 1.0))) / (wp.abs(v0) + 1.0))  <L 54>
                                wp::adj_add(var_370, var_384, adj_370, adj_384, adj_385);
                                wp::adj_sin(var_383, adj_383, adj_384);
                                wp::adj_mul(var_377, var_382, adj_377, adj_382, adj_383);
                                wp::adj_div(var_378, var_381, var_382, adj_378, adj_381, adj_382);
                                wp::adj_add(var_379, var_380, adj_379, adj_380, adj_381);
                                wp::adj_abs(var_370, adj_370, adj_379);
                                wp::adj_dot(var_373, var_376, adj_373, adj_376, adj_377);
                                wp::adj_vec_t(var_374, var_375, adj_374, adj_375, adj_376);
                                wp::adj_vec_t(var_371, var_372, adj_371, adj_372, adj_373);
                                // adj: v0 += wp.sin((wp.dot(wp.vec2(0.1, 0.79), wp.vec2(0.231, 0.756)) * (-0.187 / (wp.abs(v0) + 1.0))))  <L 53>
                                wp::adj_add(var_331, var_369, adj_331, adj_369, adj_370);
                                wp::adj_tanh(var_368, var_369, adj_368, adj_369);
                                wp::adj_mul(var_363, var_367, adj_363, adj_367, adj_368);
                                wp::adj_length(var_366, var_367, adj_366, adj_367);
                                wp::adj_vec_t(var_364, var_365, adj_364, adj_365, adj_366);
                                wp::adj_float(var_0, adj_0, adj_363);
                                // adj: v0 = v0 + wp.tanh((float(tid) * wp.length(wp.vec2(0.019, -1.9))))  <L 52>
                            }
                            wp::adj_mod(var_358, var_359, adj_358, adj_359, adj_360);
                            wp::adj_min(var_0, var_357, adj_0, adj_357, adj_358);
                            // adj: elif (wp.min(tid, 4)) % 4 == 1:                           <L 51>
                        }
                        if (var_343) {
                            wp::adj_add(var_354, var_355, adj_354, adj_355, adj_356);
                            wp::adj_sin(var_354, adj_354, adj_355);
                            // adj: v0 = v0 + wp.sin(v0)                                      <L 50>
                            wp::adj_add(var_331, var_353, adj_331, adj_353, adj_354);
                            wp::adj_cos(var_352, adj_352, adj_353);
                            wp::adj_length_sq(var_351, adj_351, adj_352);
                            wp::adj_cw_mul(var_347, var_350, adj_347, adj_350, adj_351);
                            wp::adj_vec_t(var_348, var_349, adj_348, adj_349, adj_350);
                            wp::adj_vec_t(var_345, var_346, adj_345, adj_346, adj_347);
                            // adj: v0 = v0 + wp.cos(wp.length_sq(wp.cw_mul(wp.vec2(0.586, -1.858), wp.vec2(-0.81, 1.0))))  <L 49>
                        }
                        wp::adj_clamp(var_331, var_340, var_341, adj_331, adj_340, adj_341, adj_342);
                        wp::adj_address(var_x0, var_338, adj_x0, adj_338, adj_339);
                        wp::adj_mod(var_333, var_336, adj_333, adj_336, adj_338);
                        adj_x0.shape = adj_334;
                        wp::adj_add(var_0, var_332, adj_0, adj_332, adj_333);
                        // adj: if x0[(tid + 2) % x0.shape[0]] >= wp.clamp(v0, -1.42, 1.66):  <L 48>
                        wp::adj_where(var_276, var_294, var_330, adj_276, adj_294, adj_330, adj_331);
                        if (!var_276) {
                            wp::adj_where(var_298, var_310, var_271, adj_298, adj_310, adj_271, adj_330);
                            if (var_298) {
                                wp::adj_lerp(var_319, var_323, var_328, adj_319, adj_323, adj_328, adj_329);
                                wp::adj_sub(var_310, var_327, adj_310, adj_327, adj_328);
                                wp::adj_div(var_310, var_326, var_327, adj_310, adj_326, adj_327);
                                wp::adj_add(var_324, var_325, adj_324, adj_325, adj_326);
                                wp::adj_abs(var_310, adj_310, adj_324);
                                wp::adj_max(var_320, var_322, adj_320, adj_322, adj_323);
                                wp::adj_vec_t(var_321, var_310, adj_321, adj_310, adj_322);
                                wp::adj_vec_t(var_310, var_310, adj_310, adj_310, adj_320);
                                wp::adj_min(var_314, var_318, adj_314, adj_318, adj_319);
                                wp::adj_mul(var_310, var_317, adj_310, adj_317, adj_318);
                                wp::adj_vec_t(var_315, var_316, adj_315, adj_316, adj_317);
                                wp::adj_mul(var_313, var_310, adj_313, adj_310, adj_314);
                                wp::adj_vec_t(var_311, var_312, adj_311, adj_312, adj_313);
                                // adj: v7 = wp.lerp(wp.min((wp.vec2(0.084, 0.092) * v0), (v0 * wp.vec2(-0.856, 0.33))), wp.max(wp.vec2(v0, v0), wp.vec2(-1.4, v0)), (v0 - (v0 / (wp.abs(v0) + 1.0))))  <L 47>
                                wp::adj_add(var_301, var_309, adj_301, adj_309, adj_310);
                                wp::adj_cos(var_308, adj_308, adj_309);
                                wp::adj_mul(var_302, var_307, adj_302, adj_307, adj_308);
                                wp::adj_div(var_303, var_306, var_307, adj_303, adj_306, adj_307);
                                wp::adj_add(var_304, var_305, adj_304, adj_305, adj_306);
                                wp::adj_abs(var_301, adj_301, adj_304);
                                wp::adj_sub(var_301, var_301, adj_301, adj_301, adj_302);
                                // adj: v0 += wp.cos(((v0 - v0) * (-0.62 / (wp.abs(v0) + 1.0))))  <L 46>
                                wp::adj_add(var_271, var_300, adj_271, adj_300, adj_301);
                                wp::adj_cos(var_299, adj_299, adj_300);
                                // adj: v0 = v0 + wp.cos(-0.502)                              <L 45>
                            }
                            wp::adj_where(var_296, var_271, var_271, adj_296, adj_271, adj_271, adj_297);
                            wp::adj_mul(var_271, var_271, adj_271, adj_271, adj_295);
                            // adj: elif (v0 * v0) >= wp.where(v0 >= v0, v0, v0):             <L 44>
                        }
                        if (var_276) {
                            wp::adj_add(var_278, var_293, adj_278, adj_293, adj_294);
                            wp::adj_tanh(var_292, var_293, adj_292, adj_293);
                            wp::adj_sinh(var_291, adj_291, adj_292);
                            wp::adj_clamp(var_288, var_289, var_290, adj_288, adj_289, adj_290, adj_291);
                            wp::adj_extract(var_286, var_287, adj_286, adj_287, adj_288);
                            wp::adj_vec_t(var_284, var_285, adj_284, adj_285, adj_286);
                            // adj: v0 = v0 + wp.tanh(wp.sinh(wp.clamp((wp.vec2(1.5, 0.5))[1], -3.0, 3.0)))  <L 43>
                            wp::adj_extract(var_281, var_282, adj_281, adj_282, adj_283);
                            wp::adj_vec_t(var_279, var_280, adj_279, adj_280, adj_281);
                            // adj: v6 = (wp.vec2(-0.5, 1.783))[0]                            <L 42>
                            wp::adj_add(var_271, var_277, adj_271, adj_277, adj_278);
                            wp::adj_cos(var_271, adj_271, adj_277);
                            // adj: v0 += wp.cos(v0)                                          <L 41>
                        }
                        wp::adj_mod(var_272, var_273, adj_272, adj_273, adj_274);
                        wp::adj_min(var_0, var_0, adj_0, adj_0, adj_272);
                        // adj: if (wp.min(tid, tid)) % 3 == 1:                               <L 40>
                        wp::adj_add(var_210, var_270, adj_210, adj_270, adj_271);
                        wp::adj_tanh(var_269, var_270, adj_269, adj_270);
                        wp::adj_pow(var_258, var_268, var_269, adj_258, adj_268, adj_269);
                        wp::adj_clamp(var_265, var_266, var_267, adj_265, adj_266, adj_267, adj_268);
                        wp::adj_dot(var_261, var_264, adj_261, adj_264, adj_265);
                        wp::adj_vec_t(var_262, var_263, adj_262, adj_263, adj_264);
                        wp::adj_vec_t(var_259, var_260, adj_259, adj_260, adj_261);
                        wp::adj_add(var_256, var_257, adj_256, adj_257, adj_258);
                        wp::adj_abs(var_255, adj_255, adj_256);
                        wp::adj_add(var_210, var_210, adj_210, adj_210, adj_255);
                        // adj: v0 = v0 + wp.tanh(wp.pow(wp.abs((v0 + v0)) + 1.0, wp.clamp(wp.dot(wp.vec2(-1.219, -1.16), wp.vec2(1.355, -1.28)), -2.0, 2.0)))  <L 39>
                    }
                    wp::adj_sub(var_210, var_210, adj_210, adj_210, adj_252);
                    wp::adj_address(var_x0, var_250, adj_x0, adj_250, adj_251);
                    wp::adj_mod(var_245, var_248, adj_245, adj_248, adj_250);
                    adj_x0.shape = adj_246;
                    wp::adj_add(var_0, var_244, adj_0, adj_244, adj_245);
                    // adj: elif x0[(tid + 5) % x0.shape[0]] > (v0 - v0):                     <L 38>
                }
                if (var_219) {
                    wp::adj_copy(var_243, adj_241, adj_242);
                    wp::adj_address(var_x0, var_240, adj_x0, adj_240, adj_241);
                    wp::adj_mod(var_235, var_238, adj_235, adj_238, adj_240);
                    adj_x0.shape = adj_236;
                    wp::adj_add(var_0, var_234, adj_0, adj_234, adj_235);
                    // adj: v5 = x0[(tid + 4) % x0.shape[0]]                                  <L 37>
                    wp::adj_add(var_210, var_232, adj_210, adj_232, adj_233);
                    wp::adj_tanh(var_230, var_232, adj_230, adj_232);
                    wp::adj_mul(var_221, var_231, adj_221, adj_229, adj_230);
                    wp::adj_address(var_x0, var_228, adj_x0, adj_228, adj_229);
                    wp::adj_mod(var_223, var_226, adj_223, adj_226, adj_228);
                    adj_x0.shape = adj_224;
                    wp::adj_add(var_0, var_222, adj_0, adj_222, adj_223);
                    wp::adj_mul(var_210, var_210, adj_210, adj_210, adj_221);
                    // adj: v0 = v0 + wp.tanh(((v0 * v0) * x0[(tid + 2) % x0.shape[0]]))      <L 36>
                }
                wp::adj_address(var_x0, var_217, adj_x0, adj_217, adj_218);
                wp::adj_mod(var_212, var_215, adj_212, adj_215, adj_217);
                adj_x0.shape = adj_213;
                wp::adj_add(var_0, var_211, adj_0, adj_211, adj_212);
                // adj: if v0 < x0[(tid + 1) % x0.shape[0]]:                                  <L 35>
                wp::adj_add(var_2, var_209, adj_2, adj_209, adj_210);
                wp::adj_sin(var_208, adj_208, adj_209);
                wp::adj_sub(var_206, var_207, adj_206, adj_207, adj_208);
                wp::adj_min(var_2, var_2, adj_2, adj_2, adj_207);
                wp::adj_add(var_2, var_2, adj_2, adj_2, adj_206);
                // adj: v0 = v0 + wp.sin(((v0 + v0) - min(v0, v0)))                           <L 34>
            }
            wp::adj_mod(var_0, var_202, adj_0, adj_202, adj_203);
            // adj: elif (tid) % 3 == 0:                                                      <L 33>
        }
        if (var_173) {
            wp::adj_cw_mul(var_191, var_200, adj_191, adj_200, adj_201);
            wp::adj_normalize(var_199, var_200, adj_199, adj_200);
            wp::adj_div(var_194, var_198, adj_194, adj_198, adj_199);
            wp::adj_add(var_196, var_197, adj_196, adj_197, adj_198);
            wp::adj_abs(var_195, adj_195, adj_196);
            wp::adj_vec_t(var_192, var_193, adj_192, adj_193, adj_194);
            wp::adj_add(var_183, var_190, adj_183, adj_190, adj_191);
            wp::adj_add(var_186, var_189, adj_186, adj_189, adj_190);
            wp::adj_vec_t(var_187, var_188, adj_187, adj_188, adj_189);
            wp::adj_vec_t(var_184, var_185, adj_184, adj_185, adj_186);
            wp::adj_div(var_179, var_182, adj_179, adj_182, adj_183);
            wp::adj_add(var_180, var_181, adj_180, adj_181, adj_182);
            wp::adj_abs(var_177, adj_177, adj_180);
            wp::adj_vec_t(var_178, adj_178, adj_179);
            // adj: v4 = wp.cw_mul(((wp.vec2(0.81) / (wp.abs(v0) + 1.0)) + (wp.vec2(1.43, 1.06) + wp.vec2(-1.3, -0.8))), wp.normalize((wp.vec2(-1.2, 1.8) / (wp.abs(0.24) + 1.0))))  <L 32>
            wp::adj_add(var_2, var_176, adj_2, adj_176, adj_177);
            wp::adj_tanh(var_175, var_176, adj_175, adj_176);
            wp::adj_length(var_174, var_175, adj_174, adj_175);
            wp::adj_vec_t(var_2, var_2, adj_2, adj_2, adj_174);
            // adj: v0 = v0 + wp.tanh(wp.length(wp.vec2(v0, v0)))                             <L 31>
        }
        wp::adj_div(var_2, var_171, var_172, adj_2, adj_171, adj_172);
        wp::adj_add(var_169, var_170, adj_169, adj_170, adj_171);
        wp::adj_abs(var_2, adj_2, adj_169);
        wp::adj_length_sq(var_167, adj_167, adj_168);
        wp::adj_vec_t(var_165, var_166, adj_165, adj_166, adj_167);
        // adj: elif wp.length_sq(wp.vec2(-1.05, -1.097)) < (v0 / (wp.abs(v0) + 1.0)):        <L 30>
    }
    if (var_7) {
        wp::adj_where(var_69, var_151, var_163, adj_69, adj_151, adj_163, adj_164);
        if (!var_69) {
            wp::adj_add(var_63, var_162, adj_63, adj_162, adj_163);
            wp::adj_tanh(var_161, var_162, adj_161, adj_162);
            wp::adj_pos(var_160, adj_160, adj_161);
            wp::adj_pos(var_63, adj_63, adj_160);
            // adj: v0 += wp.tanh(+(+(v0)))                                                   <L 29>
        }
        if (var_69) {
            wp::adj_mul(var_153, var_158, adj_153, adj_158, adj_159);
            wp::adj_log(var_157, adj_157, adj_158);
            wp::adj_add(var_155, var_156, adj_155, adj_156, adj_157);
            wp::adj_abs(var_154, adj_154, adj_155);
            wp::adj_sub(var_151, var_151, adj_151, adj_151, adj_154);
            wp::adj_vec_t(var_151, var_152, adj_151, adj_152, adj_153);
            wp::adj_sub(var_151, var_151, adj_151, adj_151, adj_152);
            // adj: v3 = (wp.vec2(v0, (v0 - v0)) * wp.log(wp.abs((v0 - v0)) + 1.0))           <L 27>
            wp::adj_where(var_76, var_84, var_150, adj_76, adj_84, adj_150, adj_151);
            if (!var_76) {
                wp::adj_where(var_101, var_111, var_149, adj_101, adj_111, adj_149, adj_150);
                if (!var_101) {
                    wp::adj_where(var_112, var_148, var_73, adj_112, adj_148, adj_73, adj_149);
                    if (var_112) {
                        wp::adj_add(var_136, var_147, adj_136, adj_147, adj_148);
                        wp::adj_tanh(var_146, var_147, adj_146, adj_147);
                        wp::adj_pow(var_141, var_145, var_146, adj_141, adj_145, adj_146);
                        wp::adj_clamp(var_142, var_143, var_144, adj_142, adj_143, adj_144, adj_145);
                        wp::adj_sub(var_136, var_136, adj_136, adj_136, adj_142);
                        wp::adj_add(var_139, var_140, adj_139, adj_140, adj_141);
                        wp::adj_abs(var_138, adj_138, adj_139);
                        wp::adj_sub(var_136, var_137, adj_136, adj_137, adj_138);
                        // adj: v0 = v0 + wp.tanh(wp.pow(wp.abs((v0 - 0.5)) + 1.0, wp.clamp((v0 - v0), -2.0, 2.0)))  <L 26>
                        wp::adj_add(var_126, var_135, adj_126, adj_135, adj_136);
                        wp::adj_cos(var_134, adj_134, adj_135);
                        wp::adj_length(var_133, var_134, adj_133, adj_134);
                        wp::adj_add(var_129, var_132, adj_129, adj_132, adj_133);
                        wp::adj_vec_t(var_130, var_131, adj_130, adj_131, adj_132);
                        wp::adj_vec_t(var_127, var_128, adj_127, adj_128, adj_129);
                        // adj: v0 = v0 + wp.cos(wp.length((wp.vec2(1.88, 0.8) + wp.vec2(1.864, -1.231))))  <L 25>
                        wp::adj_add(var_73, var_125, adj_73, adj_125, adj_126);
                        wp::adj_cos(var_124, adj_124, adj_125);
                        wp::adj_add(var_119, var_123, adj_119, adj_123, adj_124);
                        wp::adj_tan(var_122, adj_122, adj_123);
                        wp::adj_clamp(var_73, var_120, var_121, adj_73, adj_120, adj_121, adj_122);
                        wp::adj_sub(var_118, var_73, adj_118, adj_73, adj_119);
                        // adj: v0 = v0 + wp.cos(((-1.98 - v0) + wp.tan(wp.clamp(v0, -1.2, 1.2))))  <L 24>
                    }
                    if (var_112) {
                        if (!var_114) {
                        }
                    }
                    // adj: elif (v0 <= v0) and ((v0 > 1.9) or (v0 >= v0)):                   <L 23>
                }
                if (var_101) {
                    wp::adj_add(var_73, var_110, adj_73, adj_110, adj_111);
                    wp::adj_cos(var_109, adj_109, adj_110);
                    wp::adj_div(var_105, var_108, var_109, adj_105, adj_108, adj_109);
                    wp::adj_add(var_106, var_107, adj_106, adj_107, adj_108);
                    wp::adj_abs(var_73, adj_73, adj_106);
                    wp::adj_log(var_104, adj_104, adj_105);
                    wp::adj_add(var_102, var_103, adj_102, adj_103, adj_104);
                    wp::adj_abs(var_73, adj_73, adj_102);
                    // adj: v0 += wp.cos((wp.log(wp.abs(v0) + 1.0) / (wp.abs(v0) + 1.0)))     <L 22>
                }
                wp::adj_mod(var_97, var_98, adj_97, adj_98, adj_99);
                wp::adj_mul(var_0, var_0, adj_0, adj_0, adj_97);
                // adj: elif ((tid * tid)) % 4 == 1:                                          <L 21>
            }
            if (var_76) {
                wp::adj_sub(var_94, var_95, adj_94, adj_95, adj_96);
                wp::adj_cbrt(var_84, var_95, adj_84, adj_95);
                wp::adj_add(var_88, var_93, adj_88, adj_93, adj_94);
                wp::adj_extract(var_91, var_92, adj_91, adj_92, adj_93);
                wp::adj_vec_t(var_89, var_90, adj_89, adj_90, adj_91);
                wp::adj_length(var_87, var_88, adj_87, adj_88);
                wp::adj_vec_t(var_85, var_86, adj_85, adj_86, adj_87);
                // adj: v2 = ((wp.length(wp.vec2(-0.77, -0.1)) + (wp.vec2(-1.22, -1.024)).y) - wp.cbrt(v0))  <L 20>
                wp::adj_add(var_73, var_83, adj_73, adj_83, adj_84);
                wp::adj_cos(var_82, adj_82, adj_83);
                wp::adj_erfinv(var_81, var_82, adj_81, adj_82);
                wp::adj_clamp(var_78, var_79, var_80, adj_78, adj_79, adj_80, adj_81);
                wp::adj_mul(var_77, var_73, adj_77, adj_73, adj_78);
                // adj: v0 = v0 + wp.cos(wp.erfinv(wp.clamp(wp.step(v0) * v0, -0.8, 0.8)))    <L 19>
            }
            wp::adj_mul(var_73, var_73, adj_73, adj_73, adj_75);
            wp::adj_sub(var_73, var_73, adj_73, adj_73, adj_74);
            // adj: if (v0 - v0) >= (v0 * v0):                                                <L 18>
            wp::adj_add(var_63, var_72, adj_63, adj_72, adj_73);
            wp::adj_tanh(var_71, var_72, adj_71, adj_72);
            wp::adj_atan(var_70, adj_70, adj_71);
            wp::adj_cbrt(var_63, var_70, adj_63, adj_70);
            // adj: v0 = v0 + wp.tanh(wp.atan(wp.cbrt(v0)))                                   <L 17>
        }
        wp::adj_add(var_63, var_63, adj_63, adj_63, adj_68);
        wp::adj_div(var_63, var_66, var_67, adj_63, adj_66, adj_67);
        wp::adj_add(var_64, var_65, adj_64, adj_65, adj_66);
        wp::adj_abs(var_63, adj_63, adj_64);
        // adj: if (v0 / (wp.abs(v0) + 1.0)) <= (v0 + v0):                                    <L 16>
        wp::adj_where(var_24, var_62, var_17, adj_24, adj_62, adj_17, adj_63);
        if (var_24) {
            wp::adj_where(var_35, var_48, var_28, adj_35, adj_48, adj_28, adj_62);
            if (var_35) {
                wp::adj_div(var_51, var_60, var_61, adj_51, adj_60, adj_61);
                wp::adj_add(var_58, var_59, adj_58, adj_59, adj_60);
                wp::adj_abs(var_57, adj_57, adj_58);
                wp::adj_div(var_48, var_56, var_57, adj_48, adj_56, adj_57);
                wp::adj_add(var_54, var_55, adj_54, adj_55, adj_56);
                wp::adj_abs(var_53, adj_53, adj_54);
                wp::adj_sub(var_48, var_52, adj_48, adj_52, adj_53);
                wp::adj_sub(var_50, var_48, adj_50, adj_48, adj_51);
                wp::adj_mul(var_49, var_48, adj_49, adj_48, adj_50);
                // adj: v1 = ((wp.step(v0) * v0 - v0) / (wp.abs((v0 / (wp.abs((v0 - 1.3)) + 1.0))) + 1.0))  <L 15>
                wp::adj_add(var_46, var_47, adj_46, adj_47, adj_48);
                wp::adj_cos(var_46, adj_46, adj_47);
                // adj: v0 += wp.cos(v0)                                                      <L 14>
                wp::adj_add(var_28, var_45, adj_28, adj_45, adj_46);
                wp::adj_cos(var_44, adj_44, adj_45);
                wp::adj_dot(var_38, var_43, adj_38, adj_43, adj_44);
                wp::adj_mul(var_39, var_42, adj_39, adj_42, adj_43);
                wp::adj_vec_t(var_40, var_41, adj_40, adj_41, adj_42);
                wp::adj_vec_t(var_36, var_37, adj_36, adj_37, adj_38);
                // adj: v0 += wp.cos(wp.dot(wp.vec2(1.148, -1.4), (0.7 * wp.vec2(1.806, 0.42))))  <L 13>
            }
            wp::adj_div(var_28, var_33, var_34, adj_28, adj_33, adj_34);
            wp::adj_add(var_31, var_32, adj_31, adj_32, adj_33);
            wp::adj_abs(var_30, adj_30, adj_31);
            wp::adj_min(var_28, var_28, adj_28, adj_28, adj_29);
            // adj: if wp.min(v0, v0) <= (v0 / (wp.abs(-1.793) + 1.0)):                       <L 12>
            wp::adj_add(var_17, var_27, adj_17, adj_27, adj_28);
            wp::adj_sin(var_26, adj_26, adj_27);
            wp::adj_sub(var_25, var_17, adj_25, adj_17, adj_26);
            wp::adj_atan(var_17, adj_17, adj_25);
            // adj: v0 = v0 + wp.sin((wp.atan(v0) - v0))                                      <L 11>
        }
        if (var_18) {
        }
        wp::adj_mod(var_0, var_19, adj_0, adj_19, adj_20);
        // adj: if not ((tid) % 2 == 0 and v0 >= v0):                                         <L 10>
        wp::adj_add(var_2, var_16, adj_2, adj_16, adj_17);
        wp::adj_tanh(var_15, var_16, adj_15, adj_16);
        wp::adj_dot(var_11, var_14, adj_11, adj_14, adj_15);
        wp::adj_normalize(var_13, var_14, adj_13, adj_14);
        wp::adj_vec_t(var_12, adj_12, adj_13);
        wp::adj_mul(var_2, var_10, adj_2, adj_10, adj_11);
        wp::adj_vec_t(var_8, var_9, adj_8, adj_9, adj_10);
        // adj: v0 = v0 + wp.tanh(wp.dot((v0 * wp.vec2(-1.4, 0.76)), wp.normalize(wp.vec2(0.8))))  <L 9>
    }
    wp::adj_mul(var_4, var_5, adj_4, adj_5, adj_6);
    // adj: if wp.step(v0) * -0.16 >= v0:                                                     <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def multi_conditional_000001(x0: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 5>
    return;
}



struct multi_conditional_000001_4f7359a3_cpu_block_payload_forward
{
    wp_args_multi_conditional_000001_4f7359a3* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void multi_conditional_000001_4f7359a3_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    multi_conditional_000001_4f7359a3_cpu_block_payload_forward* payload = (multi_conditional_000001_4f7359a3_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    multi_conditional_000001_4f7359a3_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void multi_conditional_000001_4f7359a3_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_multi_conditional_000001_4f7359a3 *_wp_args)
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
        multi_conditional_000001_4f7359a3_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &multi_conditional_000001_4f7359a3_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct multi_conditional_000001_4f7359a3_cpu_block_payload_backward
{
    wp_args_multi_conditional_000001_4f7359a3* args;
    wp_args_multi_conditional_000001_4f7359a3* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void multi_conditional_000001_4f7359a3_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    multi_conditional_000001_4f7359a3_cpu_block_payload_backward* payload = (multi_conditional_000001_4f7359a3_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    multi_conditional_000001_4f7359a3_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void multi_conditional_000001_4f7359a3_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_multi_conditional_000001_4f7359a3 *_wp_args,
    wp_args_multi_conditional_000001_4f7359a3 *_wp_adj_args)
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
        multi_conditional_000001_4f7359a3_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &multi_conditional_000001_4f7359a3_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

