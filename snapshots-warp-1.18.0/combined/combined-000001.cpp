// Generated for case combined-000001 with warp-lang 1.18.0. Do not edit.
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

struct wp_args_combined_000001_t_a1509d2c {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::vec_t<3, wp::float32> s0;
    wp::float32 s1;
    wp::int32 n;
    wp::array_t<wp::float32> acc0;
    wp::array_t<wp::vec_t<2, wp::float32>> out0;
};


void combined_000001_t_a1509d2c_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_combined_000001_t_a1509d2c *_wp_args)
{
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
    const wp::float32 var_1 = 0.0;
    wp::float32 var_2;
    wp::float32* var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    const wp::int32 var_9 = 0;
    const wp::float32 var_10 = -0.317;
    const wp::float32 var_11 = -1.022;
    const wp::float32 var_12 = 1.613;
    wp::vec_t<3, wp::float32> var_13;
    wp::mat_t<3, 3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    const wp::float32 var_16 = 0.495;
    wp::float32 var_17;
    const wp::float32 var_18 = 1.0;
    wp::float32 var_19;
    wp::vec_t<3, wp::float32> var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    const wp::float32 var_25 = 1.031;
    bool var_26;
    wp::float32 var_27;
    bool var_28;
    const wp::float32 var_29 = 0.7;
    const wp::float32 var_30 = 0.3;
    wp::vec_t<2, wp::float32> var_31;
    wp::vec_t<2, wp::float32> var_32;
    const wp::float32 var_33 = -1.0;
    wp::vec_t<2, wp::float32> var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::int32 var_38 = 1;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::float32 var_43;
    const wp::int32 var_44 = 4;
    wp::int32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    const wp::float32 var_52 = 0.251;
    const wp::float32 var_53 = 1.55;
    wp::vec_t<2, wp::float32> var_54;
    wp::vec_t<2, wp::float32> var_55;
    const wp::float32 var_56 = 0.9;
    const wp::float32 var_57 = -1.07;
    wp::vec_t<2, wp::float32> var_58;
    wp::vec_t<2, wp::float32> var_59;
    wp::vec_t<2, wp::float32> var_60;
    wp::vec_t<2, wp::float32> var_61;
    const wp::int32 var_62 = 0;
    wp::float32 var_63;
    const wp::int32 var_64 = 1;
    wp::float32 var_65;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    wp::float32 var_69;
    wp::float32 var_70;
    const wp::int32 var_71 = 0;
    const wp::float32 var_72 = 0.5;
    wp::vec_t<3, wp::float32> var_73;
    const wp::float32 var_74 = 1.1;
    const wp::float32 var_75 = 0.862;
    const wp::float32 var_76 = 1.8;
    wp::vec_t<3, wp::float32> var_77;
    wp::vec_t<3, wp::float32> var_78;
    const wp::float32 var_79 = 0.56;
    wp::vec_t<3, wp::float32> var_80;
    wp::vec_t<3, wp::float32> var_81;
    const wp::float32 var_82 = 0.5;
    wp::float32 var_83;
    const wp::int32 var_84 = 3;
    wp::mat_t<3, 3, wp::float32> var_85;
    const wp::float32 var_86 = -0.169;
    wp::mat_t<3, 3, wp::float32> var_87;
    wp::mat_t<3, 3, wp::float32> var_88;
    wp::float32 var_89;
    wp::float32 var_90;
    wp::float32 var_91;
    const wp::int32 var_92 = 1;
    const wp::float32 var_93 = 0.5;
    wp::vec_t<3, wp::float32> var_94;
    const wp::float32 var_95 = 1.1;
    const wp::float32 var_96 = 0.862;
    const wp::float32 var_97 = 1.8;
    wp::vec_t<3, wp::float32> var_98;
    wp::vec_t<3, wp::float32> var_99;
    const wp::float32 var_100 = 0.56;
    wp::vec_t<3, wp::float32> var_101;
    wp::vec_t<3, wp::float32> var_102;
    const wp::float32 var_103 = 0.5;
    wp::float32 var_104;
    const wp::int32 var_105 = 3;
    wp::mat_t<3, 3, wp::float32> var_106;
    const wp::float32 var_107 = -0.169;
    wp::mat_t<3, 3, wp::float32> var_108;
    wp::mat_t<3, 3, wp::float32> var_109;
    wp::float32 var_110;
    wp::float32 var_111;
    wp::float32 var_112;
    const wp::int32 var_113 = 2;
    const wp::float32 var_114 = 0.5;
    wp::vec_t<3, wp::float32> var_115;
    const wp::float32 var_116 = 1.1;
    const wp::float32 var_117 = 0.862;
    const wp::float32 var_118 = 1.8;
    wp::vec_t<3, wp::float32> var_119;
    wp::vec_t<3, wp::float32> var_120;
    const wp::float32 var_121 = 0.56;
    wp::vec_t<3, wp::float32> var_122;
    wp::vec_t<3, wp::float32> var_123;
    const wp::float32 var_124 = 0.5;
    wp::float32 var_125;
    const wp::int32 var_126 = 3;
    wp::mat_t<3, 3, wp::float32> var_127;
    const wp::float32 var_128 = -0.169;
    wp::mat_t<3, 3, wp::float32> var_129;
    wp::mat_t<3, 3, wp::float32> var_130;
    wp::float32 var_131;
    wp::float32 var_132;
    wp::float32 var_133;
    const wp::int32 var_134 = 1;
    const wp::float32 var_135 = -0.317;
    const wp::float32 var_136 = -1.022;
    const wp::float32 var_137 = 1.613;
    wp::vec_t<3, wp::float32> var_138;
    wp::mat_t<3, 3, wp::float32> var_139;
    wp::vec_t<3, wp::float32> var_140;
    const wp::float32 var_141 = 0.495;
    wp::float32 var_142;
    const wp::float32 var_143 = 1.0;
    wp::float32 var_144;
    wp::vec_t<3, wp::float32> var_145;
    wp::float32 var_146;
    wp::float32 var_147;
    wp::float32 var_148;
    wp::float32 var_149;
    const wp::float32 var_150 = 1.031;
    bool var_151;
    wp::float32 var_152;
    bool var_153;
    const wp::float32 var_154 = 0.7;
    const wp::float32 var_155 = 0.3;
    wp::vec_t<2, wp::float32> var_156;
    wp::vec_t<2, wp::float32> var_157;
    const wp::float32 var_158 = -1.0;
    wp::vec_t<2, wp::float32> var_159;
    wp::float32 var_160;
    wp::float32 var_161;
    wp::float32 var_162;
    const wp::int32 var_163 = 1;
    wp::float32 var_164;
    wp::float32 var_165;
    wp::float32 var_166;
    wp::float32 var_167;
    wp::float32 var_168;
    const wp::int32 var_169 = 4;
    wp::int32 var_170;
    wp::float32 var_171;
    wp::float32 var_172;
    wp::float32 var_173;
    wp::float32 var_174;
    wp::float32 var_175;
    wp::float32 var_176;
    const wp::float32 var_177 = 0.251;
    const wp::float32 var_178 = 1.55;
    wp::vec_t<2, wp::float32> var_179;
    wp::vec_t<2, wp::float32> var_180;
    const wp::float32 var_181 = 0.9;
    const wp::float32 var_182 = -1.07;
    wp::vec_t<2, wp::float32> var_183;
    wp::vec_t<2, wp::float32> var_184;
    wp::vec_t<2, wp::float32> var_185;
    wp::vec_t<2, wp::float32> var_186;
    const wp::int32 var_187 = 0;
    wp::float32 var_188;
    const wp::int32 var_189 = 1;
    wp::float32 var_190;
    wp::float32 var_191;
    wp::float32 var_192;
    wp::float32 var_193;
    wp::float32 var_194;
    wp::float32 var_195;
    wp::float32 var_196;
    wp::vec_t<2, wp::float32> var_197;
    const wp::int32 var_198 = 0;
    const wp::float32 var_199 = 0.5;
    wp::vec_t<3, wp::float32> var_200;
    const wp::float32 var_201 = 1.1;
    const wp::float32 var_202 = 0.862;
    const wp::float32 var_203 = 1.8;
    wp::vec_t<3, wp::float32> var_204;
    wp::vec_t<3, wp::float32> var_205;
    const wp::float32 var_206 = 0.56;
    wp::vec_t<3, wp::float32> var_207;
    wp::vec_t<3, wp::float32> var_208;
    const wp::float32 var_209 = 0.5;
    wp::float32 var_210;
    const wp::int32 var_211 = 3;
    wp::mat_t<3, 3, wp::float32> var_212;
    const wp::float32 var_213 = -0.169;
    wp::mat_t<3, 3, wp::float32> var_214;
    wp::mat_t<3, 3, wp::float32> var_215;
    wp::float32 var_216;
    wp::float32 var_217;
    wp::float32 var_218;
    const wp::int32 var_219 = 1;
    const wp::float32 var_220 = 0.5;
    wp::vec_t<3, wp::float32> var_221;
    const wp::float32 var_222 = 1.1;
    const wp::float32 var_223 = 0.862;
    const wp::float32 var_224 = 1.8;
    wp::vec_t<3, wp::float32> var_225;
    wp::vec_t<3, wp::float32> var_226;
    const wp::float32 var_227 = 0.56;
    wp::vec_t<3, wp::float32> var_228;
    wp::vec_t<3, wp::float32> var_229;
    const wp::float32 var_230 = 0.5;
    wp::float32 var_231;
    const wp::int32 var_232 = 3;
    wp::mat_t<3, 3, wp::float32> var_233;
    const wp::float32 var_234 = -0.169;
    wp::mat_t<3, 3, wp::float32> var_235;
    wp::mat_t<3, 3, wp::float32> var_236;
    wp::float32 var_237;
    wp::float32 var_238;
    wp::float32 var_239;
    const wp::int32 var_240 = 2;
    const wp::float32 var_241 = 0.5;
    wp::vec_t<3, wp::float32> var_242;
    const wp::float32 var_243 = 1.1;
    const wp::float32 var_244 = 0.862;
    const wp::float32 var_245 = 1.8;
    wp::vec_t<3, wp::float32> var_246;
    wp::vec_t<3, wp::float32> var_247;
    const wp::float32 var_248 = 0.56;
    wp::vec_t<3, wp::float32> var_249;
    wp::vec_t<3, wp::float32> var_250;
    const wp::float32 var_251 = 0.5;
    wp::float32 var_252;
    const wp::int32 var_253 = 3;
    wp::mat_t<3, 3, wp::float32> var_254;
    const wp::float32 var_255 = -0.169;
    wp::mat_t<3, 3, wp::float32> var_256;
    wp::mat_t<3, 3, wp::float32> var_257;
    wp::float32 var_258;
    wp::float32 var_259;
    wp::float32 var_260;
    const wp::int32 var_261 = 2;
    const wp::float32 var_262 = -0.317;
    const wp::float32 var_263 = -1.022;
    const wp::float32 var_264 = 1.613;
    wp::vec_t<3, wp::float32> var_265;
    wp::mat_t<3, 3, wp::float32> var_266;
    wp::vec_t<3, wp::float32> var_267;
    const wp::float32 var_268 = 0.495;
    wp::float32 var_269;
    const wp::float32 var_270 = 1.0;
    wp::float32 var_271;
    wp::vec_t<3, wp::float32> var_272;
    wp::float32 var_273;
    wp::float32 var_274;
    wp::float32 var_275;
    wp::float32 var_276;
    const wp::float32 var_277 = 1.031;
    bool var_278;
    wp::float32 var_279;
    bool var_280;
    const wp::float32 var_281 = 0.7;
    const wp::float32 var_282 = 0.3;
    wp::vec_t<2, wp::float32> var_283;
    wp::vec_t<2, wp::float32> var_284;
    const wp::float32 var_285 = -1.0;
    wp::vec_t<2, wp::float32> var_286;
    wp::float32 var_287;
    wp::float32 var_288;
    wp::float32 var_289;
    const wp::int32 var_290 = 1;
    wp::float32 var_291;
    wp::float32 var_292;
    wp::float32 var_293;
    wp::float32 var_294;
    wp::float32 var_295;
    const wp::int32 var_296 = 4;
    wp::int32 var_297;
    wp::float32 var_298;
    wp::float32 var_299;
    wp::float32 var_300;
    wp::float32 var_301;
    wp::float32 var_302;
    wp::float32 var_303;
    const wp::float32 var_304 = 0.251;
    const wp::float32 var_305 = 1.55;
    wp::vec_t<2, wp::float32> var_306;
    wp::vec_t<2, wp::float32> var_307;
    const wp::float32 var_308 = 0.9;
    const wp::float32 var_309 = -1.07;
    wp::vec_t<2, wp::float32> var_310;
    wp::vec_t<2, wp::float32> var_311;
    wp::vec_t<2, wp::float32> var_312;
    wp::vec_t<2, wp::float32> var_313;
    const wp::int32 var_314 = 0;
    wp::float32 var_315;
    const wp::int32 var_316 = 1;
    wp::float32 var_317;
    wp::float32 var_318;
    wp::float32 var_319;
    wp::float32 var_320;
    wp::float32 var_321;
    wp::float32 var_322;
    wp::float32 var_323;
    wp::vec_t<2, wp::float32> var_324;
    const wp::int32 var_325 = 0;
    const wp::float32 var_326 = 0.5;
    wp::vec_t<3, wp::float32> var_327;
    const wp::float32 var_328 = 1.1;
    const wp::float32 var_329 = 0.862;
    const wp::float32 var_330 = 1.8;
    wp::vec_t<3, wp::float32> var_331;
    wp::vec_t<3, wp::float32> var_332;
    const wp::float32 var_333 = 0.56;
    wp::vec_t<3, wp::float32> var_334;
    wp::vec_t<3, wp::float32> var_335;
    const wp::float32 var_336 = 0.5;
    wp::float32 var_337;
    const wp::int32 var_338 = 3;
    wp::mat_t<3, 3, wp::float32> var_339;
    const wp::float32 var_340 = -0.169;
    wp::mat_t<3, 3, wp::float32> var_341;
    wp::mat_t<3, 3, wp::float32> var_342;
    wp::float32 var_343;
    wp::float32 var_344;
    wp::float32 var_345;
    const wp::int32 var_346 = 1;
    const wp::float32 var_347 = 0.5;
    wp::vec_t<3, wp::float32> var_348;
    const wp::float32 var_349 = 1.1;
    const wp::float32 var_350 = 0.862;
    const wp::float32 var_351 = 1.8;
    wp::vec_t<3, wp::float32> var_352;
    wp::vec_t<3, wp::float32> var_353;
    const wp::float32 var_354 = 0.56;
    wp::vec_t<3, wp::float32> var_355;
    wp::vec_t<3, wp::float32> var_356;
    const wp::float32 var_357 = 0.5;
    wp::float32 var_358;
    const wp::int32 var_359 = 3;
    wp::mat_t<3, 3, wp::float32> var_360;
    const wp::float32 var_361 = -0.169;
    wp::mat_t<3, 3, wp::float32> var_362;
    wp::mat_t<3, 3, wp::float32> var_363;
    wp::float32 var_364;
    wp::float32 var_365;
    wp::float32 var_366;
    const wp::int32 var_367 = 2;
    const wp::float32 var_368 = 0.5;
    wp::vec_t<3, wp::float32> var_369;
    const wp::float32 var_370 = 1.1;
    const wp::float32 var_371 = 0.862;
    const wp::float32 var_372 = 1.8;
    wp::vec_t<3, wp::float32> var_373;
    wp::vec_t<3, wp::float32> var_374;
    const wp::float32 var_375 = 0.56;
    wp::vec_t<3, wp::float32> var_376;
    wp::vec_t<3, wp::float32> var_377;
    const wp::float32 var_378 = 0.5;
    wp::float32 var_379;
    const wp::int32 var_380 = 3;
    wp::mat_t<3, 3, wp::float32> var_381;
    const wp::float32 var_382 = -0.169;
    wp::mat_t<3, 3, wp::float32> var_383;
    wp::mat_t<3, 3, wp::float32> var_384;
    wp::float32 var_385;
    wp::float32 var_386;
    wp::float32 var_387;
    wp::vec_t<3, wp::float32> var_388;
    wp::mat_t<3, 3, wp::float32> var_389;
    wp::float32 var_390;
    bool var_391;
    bool var_392;
    const wp::float32 var_393 = -1.85;
    bool var_394;
    const wp::float32 var_395 = -1.0;
    bool var_396;
    bool var_397;
    const wp::float32 var_398 = 1.14;
    const wp::float32 var_399 = -0.108;
    const wp::float32 var_400 = -1.62;
    wp::vec_t<3, wp::float32> var_401;
    wp::vec_t<3, wp::float32> var_402;
    wp::float32 var_403;
    wp::float32 var_404;
    wp::float32 var_405;
    wp::range_t var_406;
    wp::int32 var_407;
    wp::float32 var_408;
    const wp::float32 var_409 = 0.25;
    wp::float32 var_410;
    wp::float32 var_411;
    wp::float32 var_412;
    wp::float32 var_413;
    const wp::float32 var_414 = -1.91;
    const wp::float32 var_415 = 1.829;
    wp::vec_t<2, wp::float32> var_416;
    wp::vec_t<2, wp::float32> var_417;
    wp::float32 var_418;
    wp::float32 var_419;
    wp::float32 var_420;
    const wp::int32 var_421 = 0;
    const wp::float32 var_422 = -1.98;
    const wp::float32 var_423 = 0.3;
    wp::float32 var_424;
    const wp::float32 var_425 = 0.9;
    bool var_426;
    wp::float32 var_427;
    wp::float32 var_428;
    wp::float32 var_429;
    wp::float32 var_430;
    const wp::float32 var_431 = 1.934;
    wp::float32 var_432;
    const wp::float32 var_433 = 1.0;
    wp::float32 var_434;
    wp::float32 var_435;
    const wp::float32 var_436 = -1.01;
    const wp::float32 var_437 = 0.8;
    const wp::float32 var_438 = 2.0;
    wp::vec_t<3, wp::float32> var_439;
    wp::float32 var_440;
    bool var_441;
    wp::float32 var_442;
    wp::float32 var_443;
    const wp::float32 var_444 = 0.1;
    wp::float32 var_445;
    wp::float32 var_446;
    const wp::float32 var_447 = 1.428;
    wp::float32 var_448;
    wp::float32 var_449;
    const wp::float32 var_450 = -0.54;
    const wp::float32 var_451 = -1.295;
    const wp::float32 var_452 = 1.306;
    wp::vec_t<3, wp::float32> var_453;
    wp::vec_t<3, wp::float32> var_454;
    const wp::float32 var_455 = 1.27;
    wp::vec_t<3, wp::float32> var_456;
    wp::vec_t<3, wp::float32> var_457;
    const wp::float32 var_458 = 0.934;
    wp::float32 var_459;
    wp::float32 var_460;
    wp::vec_t<3, wp::float32> var_461;
    wp::float32 var_462;
    wp::float32 var_463;
    wp::float32 var_464;
    const wp::int32 var_465 = 2;
    const wp::float32 var_466 = 1.7;
    wp::float32 var_467;
    const wp::int32 var_468 = 1;
    const wp::float32 var_469 = -1.98;
    const wp::float32 var_470 = 0.3;
    wp::float32 var_471;
    const wp::float32 var_472 = 0.9;
    bool var_473;
    wp::float32 var_474;
    wp::float32 var_475;
    wp::float32 var_476;
    wp::float32 var_477;
    const wp::float32 var_478 = 1.934;
    wp::float32 var_479;
    const wp::float32 var_480 = 1.0;
    wp::float32 var_481;
    wp::float32 var_482;
    const wp::float32 var_483 = -1.01;
    const wp::float32 var_484 = 0.8;
    const wp::float32 var_485 = 2.0;
    wp::vec_t<3, wp::float32> var_486;
    wp::float32 var_487;
    bool var_488;
    wp::float32 var_489;
    wp::float32 var_490;
    const wp::float32 var_491 = 0.1;
    wp::float32 var_492;
    wp::float32 var_493;
    const wp::float32 var_494 = 1.428;
    wp::float32 var_495;
    wp::float32 var_496;
    const wp::float32 var_497 = -0.54;
    const wp::float32 var_498 = -1.295;
    const wp::float32 var_499 = 1.306;
    wp::vec_t<3, wp::float32> var_500;
    wp::vec_t<3, wp::float32> var_501;
    const wp::float32 var_502 = 1.27;
    wp::vec_t<3, wp::float32> var_503;
    wp::vec_t<3, wp::float32> var_504;
    const wp::float32 var_505 = 0.934;
    wp::float32 var_506;
    wp::float32 var_507;
    wp::vec_t<3, wp::float32> var_508;
    wp::float32 var_509;
    wp::float32 var_510;
    wp::float32 var_511;
    const wp::int32 var_512 = 2;
    const wp::float32 var_513 = 1.7;
    wp::float32 var_514;
    const wp::int32 var_515 = 2;
    const wp::float32 var_516 = -1.98;
    const wp::float32 var_517 = 0.3;
    wp::float32 var_518;
    const wp::float32 var_519 = 0.9;
    bool var_520;
    wp::float32 var_521;
    wp::float32 var_522;
    wp::float32 var_523;
    wp::float32 var_524;
    const wp::float32 var_525 = 1.934;
    wp::float32 var_526;
    const wp::float32 var_527 = 1.0;
    wp::float32 var_528;
    wp::float32 var_529;
    const wp::float32 var_530 = -1.01;
    const wp::float32 var_531 = 0.8;
    const wp::float32 var_532 = 2.0;
    wp::vec_t<3, wp::float32> var_533;
    wp::float32 var_534;
    bool var_535;
    wp::float32 var_536;
    wp::float32 var_537;
    const wp::float32 var_538 = 0.1;
    wp::float32 var_539;
    wp::float32 var_540;
    const wp::float32 var_541 = 1.428;
    wp::float32 var_542;
    wp::float32 var_543;
    const wp::float32 var_544 = -0.54;
    const wp::float32 var_545 = -1.295;
    const wp::float32 var_546 = 1.306;
    wp::vec_t<3, wp::float32> var_547;
    wp::vec_t<3, wp::float32> var_548;
    const wp::float32 var_549 = 1.27;
    wp::vec_t<3, wp::float32> var_550;
    wp::vec_t<3, wp::float32> var_551;
    const wp::float32 var_552 = 0.934;
    wp::float32 var_553;
    wp::float32 var_554;
    wp::vec_t<3, wp::float32> var_555;
    wp::float32 var_556;
    wp::float32 var_557;
    wp::float32 var_558;
    const wp::int32 var_559 = 2;
    const wp::float32 var_560 = 1.7;
    wp::float32 var_561;
    const wp::int32 var_562 = 3;
    const wp::float32 var_563 = -1.98;
    const wp::float32 var_564 = 0.3;
    wp::float32 var_565;
    const wp::float32 var_566 = 0.9;
    bool var_567;
    wp::float32 var_568;
    wp::float32 var_569;
    wp::float32 var_570;
    wp::float32 var_571;
    const wp::float32 var_572 = 1.934;
    wp::float32 var_573;
    const wp::float32 var_574 = 1.0;
    wp::float32 var_575;
    wp::float32 var_576;
    const wp::float32 var_577 = -1.01;
    const wp::float32 var_578 = 0.8;
    const wp::float32 var_579 = 2.0;
    wp::vec_t<3, wp::float32> var_580;
    wp::float32 var_581;
    bool var_582;
    wp::float32 var_583;
    wp::float32 var_584;
    const wp::float32 var_585 = 0.1;
    wp::float32 var_586;
    wp::float32 var_587;
    const wp::float32 var_588 = 1.428;
    wp::float32 var_589;
    wp::float32 var_590;
    const wp::float32 var_591 = -0.54;
    const wp::float32 var_592 = -1.295;
    const wp::float32 var_593 = 1.306;
    wp::vec_t<3, wp::float32> var_594;
    wp::vec_t<3, wp::float32> var_595;
    const wp::float32 var_596 = 1.27;
    wp::vec_t<3, wp::float32> var_597;
    wp::vec_t<3, wp::float32> var_598;
    const wp::float32 var_599 = 0.934;
    wp::float32 var_600;
    wp::float32 var_601;
    wp::vec_t<3, wp::float32> var_602;
    wp::float32 var_603;
    wp::float32 var_604;
    wp::float32 var_605;
    const wp::int32 var_606 = 2;
    const wp::float32 var_607 = 1.7;
    wp::float32 var_608;
    const wp::float32 var_609 = 0.9;
    const wp::float32 var_610 = -0.542;
    wp::vec_t<2, wp::float32> var_611;
    const wp::float32 var_612 = 0.1;
    const wp::float32 var_613 = -0.965;
    wp::vec_t<2, wp::float32> var_614;
    wp::vec_t<2, wp::float32> var_615;
    wp::vec_t<2, wp::float32> var_616;
    wp::vec_t<2, wp::float32> var_617;
    wp::vec_t<2, wp::float32> var_618;
    //---------
    // forward
    // def combined_000001_t(x0: wp.array[Any], x1: wp.array[Any], s0: wp.vec3, s1: float, n: int, acc0: wp.array[Any], out0: wp.array[Any]):       <L 1>
    // tid = wp.tid()  # launch index                                                         <L 2>
    var_0 = builtin_tid1d();
    // v10 = float(0.0)                                                                       <L 3>
    var_2 = wp::float(var_1);
    // v0 = x0[tid]                                                                           <L 4>
    var_3 = wp::address(var_x0, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = x1[tid]                                                                           <L 5>
    var_6 = wp::address(var_x1, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // for j2 in range(3):                                                                    <L 6>
    // v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ s0), (s0 / (wp.abs(0.495) + 1.0))))       <L 7>
    var_13 = wp::vec_t<3, wp::float32>(var_10, var_11, var_12);
    var_14 = wp::diag(var_13);
    var_15 = wp::mul(var_14, var_s0);
    var_17 = wp::abs(var_16);
    var_19 = wp::add(var_17, var_18);
    var_20 = wp::div(var_s0, var_19);
    var_21 = wp::dot(var_15, var_20);
    var_22 = wp::sin(var_21);
    var_23 = wp::add(var_4, var_22);
    // if (v0 + s1) > wp.where(v1 <= 1.031, v0, v1):                                          <L 8>
    var_24 = wp::add(var_23, var_s1);
    var_26 = (var_7 <= var_25);
    var_27 = wp::where(var_26, var_23, var_7);
    var_28 = (var_24 > var_27);
    if (var_28) {
        // v0 = v0 + wp.tanh(wp.dot((s1 * wp.vec2(0.7, 0.3)), wp.vec2(v1, -1.0)))             <L 9>
        var_31 = wp::vec_t<2, wp::float32>(var_29, var_30);
        var_32 = wp::mul(var_s1, var_31);
        var_34 = wp::vec_t<2, wp::float32>(var_7, var_33);
        var_35 = wp::dot(var_32, var_34);
        var_36 = wp::tanh(var_35);
        var_37 = wp::add(var_23, var_36);
        // s0[1] *= wp.sin(s1)                                                                <L 10>
        var_39 = wp::extract(var_s0, var_38);
        var_40 = wp::sin(var_s1);
        var_41 = wp::mul(var_39, var_40);
        wp::assign_inplace(var_s0, var_38, var_41);
        // v3 = (((v0 + v0) - s1) - float((j2 % 4)))                                          <L 11>
        var_42 = wp::add(var_37, var_37);
        var_43 = wp::sub(var_42, var_s1);
        var_45 = wp::mod(var_9, var_44);
        var_46 = wp::float(var_45);
        var_47 = wp::sub(var_43, var_46);
        // v10 += v3                                                                          <L 12>
        var_48 = wp::add(var_2, var_47);
    }
    if (!var_28) {
        // s1 = s1 + wp.sin((v1 + v1))                                                        <L 14>
        var_49 = wp::add(var_7, var_7);
        var_50 = wp::sin(var_49);
        var_51 = wp::add(var_s1, var_50);
        // v4 = (((wp.vec2(0.251, 1.55) * v0) - wp.vec2(0.9, -1.07)) - wp.vec2(v1, v1))       <L 15>
        var_54 = wp::vec_t<2, wp::float32>(var_52, var_53);
        var_55 = wp::mul(var_54, var_23);
        var_58 = wp::vec_t<2, wp::float32>(var_56, var_57);
        var_59 = wp::sub(var_55, var_58);
        var_60 = wp::vec_t<2, wp::float32>(var_7, var_7);
        var_61 = wp::sub(var_59, var_60);
        // v10 += v4[0] + v4[1]                                                               <L 16>
        var_63 = wp::extract(var_61, var_62);
        var_65 = wp::extract(var_61, var_64);
        var_66 = wp::add(var_63, var_65);
        var_67 = wp::add(var_2, var_66);
    }
    var_68 = wp::where(var_28, var_s1, var_51);
    var_69 = wp::where(var_28, var_48, var_67);
    var_70 = wp::where(var_28, var_37, var_23);
    // for j5 in range(3):                                                                    <L 17>
    // s0 = s0 * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                          <L 18>
    var_73 = wp::mul(var_s0, var_72);
    var_77 = wp::vec_t<3, wp::float32>(var_74, var_75, var_76);
    var_78 = wp::normalize(var_77);
    var_80 = wp::mul(var_78, var_79);
    var_81 = wp::add(var_73, var_80);
    // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 19>
    var_83 = wp::mul(var_70, var_82);
    var_85 = wp::identity<3, wp::float32>();
    var_87 = wp::mul(var_85, var_86);
    var_88 = wp::transpose(var_87);
    var_89 = wp::determinant(var_88);
    var_90 = wp::cos(var_89);
    var_91 = wp::add(var_83, var_90);
    // s0 = s0 * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                          <L 18>
    var_94 = wp::mul(var_81, var_93);
    var_98 = wp::vec_t<3, wp::float32>(var_95, var_96, var_97);
    var_99 = wp::normalize(var_98);
    var_101 = wp::mul(var_99, var_100);
    var_102 = wp::add(var_94, var_101);
    // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 19>
    var_104 = wp::mul(var_91, var_103);
    var_106 = wp::identity<3, wp::float32>();
    var_108 = wp::mul(var_106, var_107);
    var_109 = wp::transpose(var_108);
    var_110 = wp::determinant(var_109);
    var_111 = wp::cos(var_110);
    var_112 = wp::add(var_104, var_111);
    // s0 = s0 * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                          <L 18>
    var_115 = wp::mul(var_102, var_114);
    var_119 = wp::vec_t<3, wp::float32>(var_116, var_117, var_118);
    var_120 = wp::normalize(var_119);
    var_122 = wp::mul(var_120, var_121);
    var_123 = wp::add(var_115, var_122);
    // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 19>
    var_125 = wp::mul(var_112, var_124);
    var_127 = wp::identity<3, wp::float32>();
    var_129 = wp::mul(var_127, var_128);
    var_130 = wp::transpose(var_129);
    var_131 = wp::determinant(var_130);
    var_132 = wp::cos(var_131);
    var_133 = wp::add(var_125, var_132);
    // v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ s0), (s0 / (wp.abs(0.495) + 1.0))))       <L 7>
    var_138 = wp::vec_t<3, wp::float32>(var_135, var_136, var_137);
    var_139 = wp::diag(var_138);
    var_140 = wp::mul(var_139, var_123);
    var_142 = wp::abs(var_141);
    var_144 = wp::add(var_142, var_143);
    var_145 = wp::div(var_123, var_144);
    var_146 = wp::dot(var_140, var_145);
    var_147 = wp::sin(var_146);
    var_148 = wp::add(var_133, var_147);
    // if (v0 + s1) > wp.where(v1 <= 1.031, v0, v1):                                          <L 8>
    var_149 = wp::add(var_148, var_68);
    var_151 = (var_7 <= var_150);
    var_152 = wp::where(var_151, var_148, var_7);
    var_153 = (var_149 > var_152);
    if (var_153) {
        // v0 = v0 + wp.tanh(wp.dot((s1 * wp.vec2(0.7, 0.3)), wp.vec2(v1, -1.0)))             <L 9>
        var_156 = wp::vec_t<2, wp::float32>(var_154, var_155);
        var_157 = wp::mul(var_68, var_156);
        var_159 = wp::vec_t<2, wp::float32>(var_7, var_158);
        var_160 = wp::dot(var_157, var_159);
        var_161 = wp::tanh(var_160);
        var_162 = wp::add(var_148, var_161);
        // s0[1] *= wp.sin(s1)                                                                <L 10>
        var_164 = wp::extract(var_123, var_163);
        var_165 = wp::sin(var_68);
        var_166 = wp::mul(var_164, var_165);
        wp::assign_inplace(var_123, var_163, var_166);
        // v3 = (((v0 + v0) - s1) - float((j2 % 4)))                                          <L 11>
        var_167 = wp::add(var_162, var_162);
        var_168 = wp::sub(var_167, var_68);
        var_170 = wp::mod(var_134, var_169);
        var_171 = wp::float(var_170);
        var_172 = wp::sub(var_168, var_171);
        // v10 += v3                                                                          <L 12>
        var_173 = wp::add(var_69, var_172);
    }
    if (!var_153) {
        // s1 = s1 + wp.sin((v1 + v1))                                                        <L 14>
        var_174 = wp::add(var_7, var_7);
        var_175 = wp::sin(var_174);
        var_176 = wp::add(var_68, var_175);
        // v4 = (((wp.vec2(0.251, 1.55) * v0) - wp.vec2(0.9, -1.07)) - wp.vec2(v1, v1))       <L 15>
        var_179 = wp::vec_t<2, wp::float32>(var_177, var_178);
        var_180 = wp::mul(var_179, var_148);
        var_183 = wp::vec_t<2, wp::float32>(var_181, var_182);
        var_184 = wp::sub(var_180, var_183);
        var_185 = wp::vec_t<2, wp::float32>(var_7, var_7);
        var_186 = wp::sub(var_184, var_185);
        // v10 += v4[0] + v4[1]                                                               <L 16>
        var_188 = wp::extract(var_186, var_187);
        var_190 = wp::extract(var_186, var_189);
        var_191 = wp::add(var_188, var_190);
        var_192 = wp::add(var_69, var_191);
    }
    var_193 = wp::where(var_153, var_68, var_176);
    var_194 = wp::where(var_153, var_173, var_192);
    var_195 = wp::where(var_153, var_162, var_148);
    var_196 = wp::where(var_153, var_172, var_47);
    var_197 = wp::where(var_153, var_61, var_186);
    // for j5 in range(3):                                                                    <L 17>
    // s0 = s0 * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                          <L 18>
    var_200 = wp::mul(var_123, var_199);
    var_204 = wp::vec_t<3, wp::float32>(var_201, var_202, var_203);
    var_205 = wp::normalize(var_204);
    var_207 = wp::mul(var_205, var_206);
    var_208 = wp::add(var_200, var_207);
    // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 19>
    var_210 = wp::mul(var_195, var_209);
    var_212 = wp::identity<3, wp::float32>();
    var_214 = wp::mul(var_212, var_213);
    var_215 = wp::transpose(var_214);
    var_216 = wp::determinant(var_215);
    var_217 = wp::cos(var_216);
    var_218 = wp::add(var_210, var_217);
    // s0 = s0 * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                          <L 18>
    var_221 = wp::mul(var_208, var_220);
    var_225 = wp::vec_t<3, wp::float32>(var_222, var_223, var_224);
    var_226 = wp::normalize(var_225);
    var_228 = wp::mul(var_226, var_227);
    var_229 = wp::add(var_221, var_228);
    // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 19>
    var_231 = wp::mul(var_218, var_230);
    var_233 = wp::identity<3, wp::float32>();
    var_235 = wp::mul(var_233, var_234);
    var_236 = wp::transpose(var_235);
    var_237 = wp::determinant(var_236);
    var_238 = wp::cos(var_237);
    var_239 = wp::add(var_231, var_238);
    // s0 = s0 * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                          <L 18>
    var_242 = wp::mul(var_229, var_241);
    var_246 = wp::vec_t<3, wp::float32>(var_243, var_244, var_245);
    var_247 = wp::normalize(var_246);
    var_249 = wp::mul(var_247, var_248);
    var_250 = wp::add(var_242, var_249);
    // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 19>
    var_252 = wp::mul(var_239, var_251);
    var_254 = wp::identity<3, wp::float32>();
    var_256 = wp::mul(var_254, var_255);
    var_257 = wp::transpose(var_256);
    var_258 = wp::determinant(var_257);
    var_259 = wp::cos(var_258);
    var_260 = wp::add(var_252, var_259);
    // v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ s0), (s0 / (wp.abs(0.495) + 1.0))))       <L 7>
    var_265 = wp::vec_t<3, wp::float32>(var_262, var_263, var_264);
    var_266 = wp::diag(var_265);
    var_267 = wp::mul(var_266, var_250);
    var_269 = wp::abs(var_268);
    var_271 = wp::add(var_269, var_270);
    var_272 = wp::div(var_250, var_271);
    var_273 = wp::dot(var_267, var_272);
    var_274 = wp::sin(var_273);
    var_275 = wp::add(var_260, var_274);
    // if (v0 + s1) > wp.where(v1 <= 1.031, v0, v1):                                          <L 8>
    var_276 = wp::add(var_275, var_193);
    var_278 = (var_7 <= var_277);
    var_279 = wp::where(var_278, var_275, var_7);
    var_280 = (var_276 > var_279);
    if (var_280) {
        // v0 = v0 + wp.tanh(wp.dot((s1 * wp.vec2(0.7, 0.3)), wp.vec2(v1, -1.0)))             <L 9>
        var_283 = wp::vec_t<2, wp::float32>(var_281, var_282);
        var_284 = wp::mul(var_193, var_283);
        var_286 = wp::vec_t<2, wp::float32>(var_7, var_285);
        var_287 = wp::dot(var_284, var_286);
        var_288 = wp::tanh(var_287);
        var_289 = wp::add(var_275, var_288);
        // s0[1] *= wp.sin(s1)                                                                <L 10>
        var_291 = wp::extract(var_250, var_290);
        var_292 = wp::sin(var_193);
        var_293 = wp::mul(var_291, var_292);
        wp::assign_inplace(var_250, var_290, var_293);
        // v3 = (((v0 + v0) - s1) - float((j2 % 4)))                                          <L 11>
        var_294 = wp::add(var_289, var_289);
        var_295 = wp::sub(var_294, var_193);
        var_297 = wp::mod(var_261, var_296);
        var_298 = wp::float(var_297);
        var_299 = wp::sub(var_295, var_298);
        // v10 += v3                                                                          <L 12>
        var_300 = wp::add(var_194, var_299);
    }
    if (!var_280) {
        // s1 = s1 + wp.sin((v1 + v1))                                                        <L 14>
        var_301 = wp::add(var_7, var_7);
        var_302 = wp::sin(var_301);
        var_303 = wp::add(var_193, var_302);
        // v4 = (((wp.vec2(0.251, 1.55) * v0) - wp.vec2(0.9, -1.07)) - wp.vec2(v1, v1))       <L 15>
        var_306 = wp::vec_t<2, wp::float32>(var_304, var_305);
        var_307 = wp::mul(var_306, var_275);
        var_310 = wp::vec_t<2, wp::float32>(var_308, var_309);
        var_311 = wp::sub(var_307, var_310);
        var_312 = wp::vec_t<2, wp::float32>(var_7, var_7);
        var_313 = wp::sub(var_311, var_312);
        // v10 += v4[0] + v4[1]                                                               <L 16>
        var_315 = wp::extract(var_313, var_314);
        var_317 = wp::extract(var_313, var_316);
        var_318 = wp::add(var_315, var_317);
        var_319 = wp::add(var_194, var_318);
    }
    var_320 = wp::where(var_280, var_193, var_303);
    var_321 = wp::where(var_280, var_300, var_319);
    var_322 = wp::where(var_280, var_289, var_275);
    var_323 = wp::where(var_280, var_299, var_196);
    var_324 = wp::where(var_280, var_197, var_313);
    // for j5 in range(3):                                                                    <L 17>
    // s0 = s0 * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                          <L 18>
    var_327 = wp::mul(var_250, var_326);
    var_331 = wp::vec_t<3, wp::float32>(var_328, var_329, var_330);
    var_332 = wp::normalize(var_331);
    var_334 = wp::mul(var_332, var_333);
    var_335 = wp::add(var_327, var_334);
    // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 19>
    var_337 = wp::mul(var_322, var_336);
    var_339 = wp::identity<3, wp::float32>();
    var_341 = wp::mul(var_339, var_340);
    var_342 = wp::transpose(var_341);
    var_343 = wp::determinant(var_342);
    var_344 = wp::cos(var_343);
    var_345 = wp::add(var_337, var_344);
    // s0 = s0 * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                          <L 18>
    var_348 = wp::mul(var_335, var_347);
    var_352 = wp::vec_t<3, wp::float32>(var_349, var_350, var_351);
    var_353 = wp::normalize(var_352);
    var_355 = wp::mul(var_353, var_354);
    var_356 = wp::add(var_348, var_355);
    // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 19>
    var_358 = wp::mul(var_345, var_357);
    var_360 = wp::identity<3, wp::float32>();
    var_362 = wp::mul(var_360, var_361);
    var_363 = wp::transpose(var_362);
    var_364 = wp::determinant(var_363);
    var_365 = wp::cos(var_364);
    var_366 = wp::add(var_358, var_365);
    // s0 = s0 * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                          <L 18>
    var_369 = wp::mul(var_356, var_368);
    var_373 = wp::vec_t<3, wp::float32>(var_370, var_371, var_372);
    var_374 = wp::normalize(var_373);
    var_376 = wp::mul(var_374, var_375);
    var_377 = wp::add(var_369, var_376);
    // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 19>
    var_379 = wp::mul(var_366, var_378);
    var_381 = wp::identity<3, wp::float32>();
    var_383 = wp::mul(var_381, var_382);
    var_384 = wp::transpose(var_383);
    var_385 = wp::determinant(var_384);
    var_386 = wp::cos(var_385);
    var_387 = wp::add(var_379, var_386);
    // v6 = wp.trace(wp.skew((s0 + s0)))                                                      <L 20>
    var_388 = wp::add(var_377, var_377);
    var_389 = wp::skew(var_388);
    var_390 = wp::trace(var_389);
    // if ((-1.85 < v0) or (-1.0 < v6)) and (v6 > v0):                                        <L 21>
    var_394 = (var_393 < var_387);
    var_392 = var_394;
    if (!var_392) {
        var_396 = (var_395 < var_390);
        var_392 = var_392 || var_396;
    }
    var_391 = var_392;
    if (var_391) {
        var_397 = (var_390 > var_387);
        var_391 = var_391 && var_397;
    }
    if (var_391) {
        // v1 = v1 + wp.sin(wp.dot(wp.cross(s0, wp.vec3(1.14, -0.108, -1.62)), s0))           <L 22>
        var_401 = wp::vec_t<3, wp::float32>(var_398, var_399, var_400);
        var_402 = wp::cross(var_377, var_401);
        var_403 = wp::dot(var_402, var_377);
        var_404 = wp::sin(var_403);
        var_405 = wp::add(var_7, var_404);
        // for j7 in range(n):                                                                <L 23>
        var_406 = wp::range(var_n);
        start_for_0:;
            if (iter_cmp(var_406) == 0) goto end_for_0;
            var_407 = wp::iter_next(var_406);
            // s1 += wp.cos(wp.lerp(float(j7), v1, 0.25))                                     <L 24>
            var_408 = wp::float(var_407);
            var_410 = wp::lerp(var_408, var_405, var_409);
            var_411 = wp::cos(var_410);
            var_412 = wp::add(var_320, var_411);
            // v8 = wp.length_sq((float(tid) * wp.vec2(-1.91, 1.829)))                        <L 25>
            var_413 = wp::float(var_0);
            var_416 = wp::vec_t<2, wp::float32>(var_414, var_415);
            var_417 = wp::mul(var_413, var_416);
            var_418 = wp::length_sq(var_417);
            // v10 += v8                                                                      <L 26>
            var_419 = wp::add(var_321, var_418);
            wp::assign(var_320, var_412);
            wp::assign(var_321, var_419);
            goto start_for_0;
        end_for_0:;
    }
    var_420 = wp::where(var_391, var_405, var_7);
    // for j9 in range(4):                                                                    <L 27>
    // v6 = v6 + wp.cos((wp.clamp(v1, -1.98, 0.3) + wp.where(v1 <= 0.9, v1, v1)))             <L 28>
    var_424 = wp::clamp(var_420, var_422, var_423);
    var_426 = (var_420 <= var_425);
    var_427 = wp::where(var_426, var_420, var_420);
    var_428 = wp::add(var_424, var_427);
    var_429 = wp::cos(var_428);
    var_430 = wp::add(var_390, var_429);
    // if (1.934 / (wp.abs(s1) + 1.0)) < wp.dot(wp.vec3(-1.01, 0.8, 2.0), s0):                <L 29>
    var_432 = wp::abs(var_320);
    var_434 = wp::add(var_432, var_433);
    var_435 = wp::div(var_431, var_434);
    var_439 = wp::vec_t<3, wp::float32>(var_436, var_437, var_438);
    var_440 = wp::dot(var_439, var_377);
    var_441 = (var_435 < var_440);
    if (var_441) {
        // s1 += wp.sin(v1)                                                                   <L 30>
        var_442 = wp::sin(var_420);
        var_443 = wp::add(var_320, var_442);
        // v1 = v1 + wp.sin(0.1)                                                              <L 31>
        var_445 = wp::sin(var_444);
        var_446 = wp::add(var_420, var_445);
        // v6 += wp.tanh(1.428)                                                               <L 32>
        var_448 = wp::tanh(var_447);
        var_449 = wp::add(var_430, var_448);
    }
    if (!var_441) {
        // s0 += wp.normalize(wp.vec3(-0.54, -1.295, 1.306)) * 1.27                           <L 34>
        var_453 = wp::vec_t<3, wp::float32>(var_450, var_451, var_452);
        var_454 = wp::normalize(var_453);
        var_456 = wp::mul(var_454, var_455);
        var_457 = wp::add(var_377, var_456);
        // v1 = v1 + wp.sin(0.934)                                                            <L 35>
        var_459 = wp::sin(var_458);
        var_460 = wp::add(var_420, var_459);
    }
    var_461 = wp::where(var_441, var_377, var_457);
    var_462 = wp::where(var_441, var_443, var_320);
    var_463 = wp::where(var_441, var_446, var_460);
    var_464 = wp::where(var_441, var_449, var_430);
    // s0[2] -= wp.sin(1.7)                                                                   <L 36>
    var_467 = wp::sin(var_466);
    wp::sub_inplace(var_461, var_465, var_467);
    // v6 = v6 + wp.cos((wp.clamp(v1, -1.98, 0.3) + wp.where(v1 <= 0.9, v1, v1)))             <L 28>
    var_471 = wp::clamp(var_463, var_469, var_470);
    var_473 = (var_463 <= var_472);
    var_474 = wp::where(var_473, var_463, var_463);
    var_475 = wp::add(var_471, var_474);
    var_476 = wp::cos(var_475);
    var_477 = wp::add(var_464, var_476);
    // if (1.934 / (wp.abs(s1) + 1.0)) < wp.dot(wp.vec3(-1.01, 0.8, 2.0), s0):                <L 29>
    var_479 = wp::abs(var_462);
    var_481 = wp::add(var_479, var_480);
    var_482 = wp::div(var_478, var_481);
    var_486 = wp::vec_t<3, wp::float32>(var_483, var_484, var_485);
    var_487 = wp::dot(var_486, var_461);
    var_488 = (var_482 < var_487);
    if (var_488) {
        // s1 += wp.sin(v1)                                                                   <L 30>
        var_489 = wp::sin(var_463);
        var_490 = wp::add(var_462, var_489);
        // v1 = v1 + wp.sin(0.1)                                                              <L 31>
        var_492 = wp::sin(var_491);
        var_493 = wp::add(var_463, var_492);
        // v6 += wp.tanh(1.428)                                                               <L 32>
        var_495 = wp::tanh(var_494);
        var_496 = wp::add(var_477, var_495);
    }
    if (!var_488) {
        // s0 += wp.normalize(wp.vec3(-0.54, -1.295, 1.306)) * 1.27                           <L 34>
        var_500 = wp::vec_t<3, wp::float32>(var_497, var_498, var_499);
        var_501 = wp::normalize(var_500);
        var_503 = wp::mul(var_501, var_502);
        var_504 = wp::add(var_461, var_503);
        // v1 = v1 + wp.sin(0.934)                                                            <L 35>
        var_506 = wp::sin(var_505);
        var_507 = wp::add(var_463, var_506);
    }
    var_508 = wp::where(var_488, var_461, var_504);
    var_509 = wp::where(var_488, var_490, var_462);
    var_510 = wp::where(var_488, var_493, var_507);
    var_511 = wp::where(var_488, var_496, var_477);
    // s0[2] -= wp.sin(1.7)                                                                   <L 36>
    var_514 = wp::sin(var_513);
    wp::sub_inplace(var_508, var_512, var_514);
    // v6 = v6 + wp.cos((wp.clamp(v1, -1.98, 0.3) + wp.where(v1 <= 0.9, v1, v1)))             <L 28>
    var_518 = wp::clamp(var_510, var_516, var_517);
    var_520 = (var_510 <= var_519);
    var_521 = wp::where(var_520, var_510, var_510);
    var_522 = wp::add(var_518, var_521);
    var_523 = wp::cos(var_522);
    var_524 = wp::add(var_511, var_523);
    // if (1.934 / (wp.abs(s1) + 1.0)) < wp.dot(wp.vec3(-1.01, 0.8, 2.0), s0):                <L 29>
    var_526 = wp::abs(var_509);
    var_528 = wp::add(var_526, var_527);
    var_529 = wp::div(var_525, var_528);
    var_533 = wp::vec_t<3, wp::float32>(var_530, var_531, var_532);
    var_534 = wp::dot(var_533, var_508);
    var_535 = (var_529 < var_534);
    if (var_535) {
        // s1 += wp.sin(v1)                                                                   <L 30>
        var_536 = wp::sin(var_510);
        var_537 = wp::add(var_509, var_536);
        // v1 = v1 + wp.sin(0.1)                                                              <L 31>
        var_539 = wp::sin(var_538);
        var_540 = wp::add(var_510, var_539);
        // v6 += wp.tanh(1.428)                                                               <L 32>
        var_542 = wp::tanh(var_541);
        var_543 = wp::add(var_524, var_542);
    }
    if (!var_535) {
        // s0 += wp.normalize(wp.vec3(-0.54, -1.295, 1.306)) * 1.27                           <L 34>
        var_547 = wp::vec_t<3, wp::float32>(var_544, var_545, var_546);
        var_548 = wp::normalize(var_547);
        var_550 = wp::mul(var_548, var_549);
        var_551 = wp::add(var_508, var_550);
        // v1 = v1 + wp.sin(0.934)                                                            <L 35>
        var_553 = wp::sin(var_552);
        var_554 = wp::add(var_510, var_553);
    }
    var_555 = wp::where(var_535, var_508, var_551);
    var_556 = wp::where(var_535, var_537, var_509);
    var_557 = wp::where(var_535, var_540, var_554);
    var_558 = wp::where(var_535, var_543, var_524);
    // s0[2] -= wp.sin(1.7)                                                                   <L 36>
    var_561 = wp::sin(var_560);
    wp::sub_inplace(var_555, var_559, var_561);
    // v6 = v6 + wp.cos((wp.clamp(v1, -1.98, 0.3) + wp.where(v1 <= 0.9, v1, v1)))             <L 28>
    var_565 = wp::clamp(var_557, var_563, var_564);
    var_567 = (var_557 <= var_566);
    var_568 = wp::where(var_567, var_557, var_557);
    var_569 = wp::add(var_565, var_568);
    var_570 = wp::cos(var_569);
    var_571 = wp::add(var_558, var_570);
    // if (1.934 / (wp.abs(s1) + 1.0)) < wp.dot(wp.vec3(-1.01, 0.8, 2.0), s0):                <L 29>
    var_573 = wp::abs(var_556);
    var_575 = wp::add(var_573, var_574);
    var_576 = wp::div(var_572, var_575);
    var_580 = wp::vec_t<3, wp::float32>(var_577, var_578, var_579);
    var_581 = wp::dot(var_580, var_555);
    var_582 = (var_576 < var_581);
    if (var_582) {
        // s1 += wp.sin(v1)                                                                   <L 30>
        var_583 = wp::sin(var_557);
        var_584 = wp::add(var_556, var_583);
        // v1 = v1 + wp.sin(0.1)                                                              <L 31>
        var_586 = wp::sin(var_585);
        var_587 = wp::add(var_557, var_586);
        // v6 += wp.tanh(1.428)                                                               <L 32>
        var_589 = wp::tanh(var_588);
        var_590 = wp::add(var_571, var_589);
    }
    if (!var_582) {
        // s0 += wp.normalize(wp.vec3(-0.54, -1.295, 1.306)) * 1.27                           <L 34>
        var_594 = wp::vec_t<3, wp::float32>(var_591, var_592, var_593);
        var_595 = wp::normalize(var_594);
        var_597 = wp::mul(var_595, var_596);
        var_598 = wp::add(var_555, var_597);
        // v1 = v1 + wp.sin(0.934)                                                            <L 35>
        var_600 = wp::sin(var_599);
        var_601 = wp::add(var_557, var_600);
    }
    var_602 = wp::where(var_582, var_555, var_598);
    var_603 = wp::where(var_582, var_584, var_556);
    var_604 = wp::where(var_582, var_587, var_601);
    var_605 = wp::where(var_582, var_590, var_571);
    // s0[2] -= wp.sin(1.7)                                                                   <L 36>
    var_608 = wp::sin(var_607);
    wp::sub_inplace(var_602, var_606, var_608);
    // out0[tid] = (wp.lerp(wp.vec2(0.9, -0.542), wp.vec2(0.1, -0.965), v6) * v0) + wp.vec2(v10)       <L 38>
    var_611 = wp::vec_t<2, wp::float32>(var_609, var_610);
    var_614 = wp::vec_t<2, wp::float32>(var_612, var_613);
    var_615 = wp::lerp(var_611, var_614, var_605);
    var_616 = wp::mul(var_615, var_387);
    var_617 = wp::vec_t<2, wp::float32>(var_321);
    var_618 = wp::add(var_616, var_617);
    wp::array_store(var_out0, var_0, var_618);
}



struct combined_000001_t_a1509d2c_cpu_block_payload_forward
{
    wp_args_combined_000001_t_a1509d2c* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void combined_000001_t_a1509d2c_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    combined_000001_t_a1509d2c_cpu_block_payload_forward* payload = (combined_000001_t_a1509d2c_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    combined_000001_t_a1509d2c_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void combined_000001_t_a1509d2c_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_combined_000001_t_a1509d2c *_wp_args)
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
        combined_000001_t_a1509d2c_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &combined_000001_t_a1509d2c_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

