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

struct wp_args_combined_000001_4f00cb85 {
    wp::array_t<wp::float32> vertex_lengths;
    wp::array_t<wp::float32> vertex_weights;
    wp::vec_t<3, wp::float32> gravity;
    wp::float32 time_step;
    wp::int32 n;
    wp::array_t<wp::float32> force_sums;
    wp::array_t<wp::vec_t<2, wp::float32>> vertex_uv_out;
};


template <bool wp_linear_contiguous>
static void combined_000001_4f00cb85_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_combined_000001_4f00cb85 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_vertex_lengths = _wp_args->vertex_lengths;
    wp::array_t<wp::float32> var_vertex_weights = _wp_args->vertex_weights;
    wp::vec_t<3, wp::float32> var_gravity = _wp_args->gravity;
    wp::float32 var_time_step = _wp_args->time_step;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_force_sums = _wp_args->force_sums;
    wp::array_t<wp::vec_t<2, wp::float32>> var_vertex_uv_out = _wp_args->vertex_uv_out;
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
    const wp::int32 var_42 = 4;
    wp::int32 var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    wp::float32 var_46;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::float32 var_49;
    const wp::float32 var_50 = 0.251;
    const wp::float32 var_51 = 1.55;
    wp::vec_t<2, wp::float32> var_52;
    wp::vec_t<2, wp::float32> var_53;
    const wp::float32 var_54 = 0.9;
    const wp::float32 var_55 = -1.07;
    wp::vec_t<2, wp::float32> var_56;
    wp::vec_t<2, wp::float32> var_57;
    wp::vec_t<2, wp::float32> var_58;
    wp::vec_t<2, wp::float32> var_59;
    const wp::int32 var_60 = 0;
    wp::float32 var_61;
    const wp::int32 var_62 = 1;
    wp::float32 var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    wp::float32 var_66;
    wp::float32 var_67;
    wp::float32 var_68;
    const wp::int32 var_69 = 0;
    const wp::float32 var_70 = 0.5;
    wp::vec_t<3, wp::float32> var_71;
    const wp::float32 var_72 = 1.1;
    const wp::float32 var_73 = 0.862;
    const wp::float32 var_74 = 1.8;
    wp::vec_t<3, wp::float32> var_75;
    wp::vec_t<3, wp::float32> var_76;
    const wp::float32 var_77 = 0.56;
    wp::vec_t<3, wp::float32> var_78;
    wp::vec_t<3, wp::float32> var_79;
    const wp::float32 var_80 = 0.5;
    wp::float32 var_81;
    const wp::int32 var_82 = 3;
    wp::mat_t<3, 3, wp::float32> var_83;
    const wp::float32 var_84 = -0.169;
    wp::mat_t<3, 3, wp::float32> var_85;
    wp::mat_t<3, 3, wp::float32> var_86;
    wp::float32 var_87;
    wp::float32 var_88;
    wp::float32 var_89;
    const wp::int32 var_90 = 1;
    const wp::float32 var_91 = 0.5;
    wp::vec_t<3, wp::float32> var_92;
    const wp::float32 var_93 = 1.1;
    const wp::float32 var_94 = 0.862;
    const wp::float32 var_95 = 1.8;
    wp::vec_t<3, wp::float32> var_96;
    wp::vec_t<3, wp::float32> var_97;
    const wp::float32 var_98 = 0.56;
    wp::vec_t<3, wp::float32> var_99;
    wp::vec_t<3, wp::float32> var_100;
    const wp::float32 var_101 = 0.5;
    wp::float32 var_102;
    const wp::int32 var_103 = 3;
    wp::mat_t<3, 3, wp::float32> var_104;
    const wp::float32 var_105 = -0.169;
    wp::mat_t<3, 3, wp::float32> var_106;
    wp::mat_t<3, 3, wp::float32> var_107;
    wp::float32 var_108;
    wp::float32 var_109;
    wp::float32 var_110;
    const wp::int32 var_111 = 2;
    const wp::float32 var_112 = 0.5;
    wp::vec_t<3, wp::float32> var_113;
    const wp::float32 var_114 = 1.1;
    const wp::float32 var_115 = 0.862;
    const wp::float32 var_116 = 1.8;
    wp::vec_t<3, wp::float32> var_117;
    wp::vec_t<3, wp::float32> var_118;
    const wp::float32 var_119 = 0.56;
    wp::vec_t<3, wp::float32> var_120;
    wp::vec_t<3, wp::float32> var_121;
    const wp::float32 var_122 = 0.5;
    wp::float32 var_123;
    const wp::int32 var_124 = 3;
    wp::mat_t<3, 3, wp::float32> var_125;
    const wp::float32 var_126 = -0.169;
    wp::mat_t<3, 3, wp::float32> var_127;
    wp::mat_t<3, 3, wp::float32> var_128;
    wp::float32 var_129;
    wp::float32 var_130;
    wp::float32 var_131;
    const wp::int32 var_132 = 1;
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
    const wp::float32 var_148 = 1.031;
    bool var_149;
    wp::float32 var_150;
    bool var_151;
    const wp::float32 var_152 = 0.7;
    const wp::float32 var_153 = 0.3;
    wp::vec_t<2, wp::float32> var_154;
    wp::vec_t<2, wp::float32> var_155;
    const wp::float32 var_156 = -1.0;
    wp::vec_t<2, wp::float32> var_157;
    wp::float32 var_158;
    wp::float32 var_159;
    wp::float32 var_160;
    const wp::int32 var_161 = 1;
    wp::float32 var_162;
    wp::float32 var_163;
    wp::float32 var_164;
    const wp::int32 var_165 = 4;
    wp::int32 var_166;
    wp::float32 var_167;
    wp::float32 var_168;
    wp::float32 var_169;
    wp::float32 var_170;
    wp::float32 var_171;
    wp::float32 var_172;
    const wp::float32 var_173 = 0.251;
    const wp::float32 var_174 = 1.55;
    wp::vec_t<2, wp::float32> var_175;
    wp::vec_t<2, wp::float32> var_176;
    const wp::float32 var_177 = 0.9;
    const wp::float32 var_178 = -1.07;
    wp::vec_t<2, wp::float32> var_179;
    wp::vec_t<2, wp::float32> var_180;
    wp::vec_t<2, wp::float32> var_181;
    wp::vec_t<2, wp::float32> var_182;
    const wp::int32 var_183 = 0;
    wp::float32 var_184;
    const wp::int32 var_185 = 1;
    wp::float32 var_186;
    wp::float32 var_187;
    wp::float32 var_188;
    wp::float32 var_189;
    wp::float32 var_190;
    wp::float32 var_191;
    wp::float32 var_192;
    wp::vec_t<2, wp::float32> var_193;
    const wp::int32 var_194 = 0;
    const wp::float32 var_195 = 0.5;
    wp::vec_t<3, wp::float32> var_196;
    const wp::float32 var_197 = 1.1;
    const wp::float32 var_198 = 0.862;
    const wp::float32 var_199 = 1.8;
    wp::vec_t<3, wp::float32> var_200;
    wp::vec_t<3, wp::float32> var_201;
    const wp::float32 var_202 = 0.56;
    wp::vec_t<3, wp::float32> var_203;
    wp::vec_t<3, wp::float32> var_204;
    const wp::float32 var_205 = 0.5;
    wp::float32 var_206;
    const wp::int32 var_207 = 3;
    wp::mat_t<3, 3, wp::float32> var_208;
    const wp::float32 var_209 = -0.169;
    wp::mat_t<3, 3, wp::float32> var_210;
    wp::mat_t<3, 3, wp::float32> var_211;
    wp::float32 var_212;
    wp::float32 var_213;
    wp::float32 var_214;
    const wp::int32 var_215 = 1;
    const wp::float32 var_216 = 0.5;
    wp::vec_t<3, wp::float32> var_217;
    const wp::float32 var_218 = 1.1;
    const wp::float32 var_219 = 0.862;
    const wp::float32 var_220 = 1.8;
    wp::vec_t<3, wp::float32> var_221;
    wp::vec_t<3, wp::float32> var_222;
    const wp::float32 var_223 = 0.56;
    wp::vec_t<3, wp::float32> var_224;
    wp::vec_t<3, wp::float32> var_225;
    const wp::float32 var_226 = 0.5;
    wp::float32 var_227;
    const wp::int32 var_228 = 3;
    wp::mat_t<3, 3, wp::float32> var_229;
    const wp::float32 var_230 = -0.169;
    wp::mat_t<3, 3, wp::float32> var_231;
    wp::mat_t<3, 3, wp::float32> var_232;
    wp::float32 var_233;
    wp::float32 var_234;
    wp::float32 var_235;
    const wp::int32 var_236 = 2;
    const wp::float32 var_237 = 0.5;
    wp::vec_t<3, wp::float32> var_238;
    const wp::float32 var_239 = 1.1;
    const wp::float32 var_240 = 0.862;
    const wp::float32 var_241 = 1.8;
    wp::vec_t<3, wp::float32> var_242;
    wp::vec_t<3, wp::float32> var_243;
    const wp::float32 var_244 = 0.56;
    wp::vec_t<3, wp::float32> var_245;
    wp::vec_t<3, wp::float32> var_246;
    const wp::float32 var_247 = 0.5;
    wp::float32 var_248;
    const wp::int32 var_249 = 3;
    wp::mat_t<3, 3, wp::float32> var_250;
    const wp::float32 var_251 = -0.169;
    wp::mat_t<3, 3, wp::float32> var_252;
    wp::mat_t<3, 3, wp::float32> var_253;
    wp::float32 var_254;
    wp::float32 var_255;
    wp::float32 var_256;
    const wp::int32 var_257 = 2;
    const wp::float32 var_258 = -0.317;
    const wp::float32 var_259 = -1.022;
    const wp::float32 var_260 = 1.613;
    wp::vec_t<3, wp::float32> var_261;
    wp::mat_t<3, 3, wp::float32> var_262;
    wp::vec_t<3, wp::float32> var_263;
    const wp::float32 var_264 = 0.495;
    wp::float32 var_265;
    const wp::float32 var_266 = 1.0;
    wp::float32 var_267;
    wp::vec_t<3, wp::float32> var_268;
    wp::float32 var_269;
    wp::float32 var_270;
    wp::float32 var_271;
    wp::float32 var_272;
    const wp::float32 var_273 = 1.031;
    bool var_274;
    wp::float32 var_275;
    bool var_276;
    const wp::float32 var_277 = 0.7;
    const wp::float32 var_278 = 0.3;
    wp::vec_t<2, wp::float32> var_279;
    wp::vec_t<2, wp::float32> var_280;
    const wp::float32 var_281 = -1.0;
    wp::vec_t<2, wp::float32> var_282;
    wp::float32 var_283;
    wp::float32 var_284;
    wp::float32 var_285;
    const wp::int32 var_286 = 1;
    wp::float32 var_287;
    wp::float32 var_288;
    wp::float32 var_289;
    const wp::int32 var_290 = 4;
    wp::int32 var_291;
    wp::float32 var_292;
    wp::float32 var_293;
    wp::float32 var_294;
    wp::float32 var_295;
    wp::float32 var_296;
    wp::float32 var_297;
    const wp::float32 var_298 = 0.251;
    const wp::float32 var_299 = 1.55;
    wp::vec_t<2, wp::float32> var_300;
    wp::vec_t<2, wp::float32> var_301;
    const wp::float32 var_302 = 0.9;
    const wp::float32 var_303 = -1.07;
    wp::vec_t<2, wp::float32> var_304;
    wp::vec_t<2, wp::float32> var_305;
    wp::vec_t<2, wp::float32> var_306;
    wp::vec_t<2, wp::float32> var_307;
    const wp::int32 var_308 = 0;
    wp::float32 var_309;
    const wp::int32 var_310 = 1;
    wp::float32 var_311;
    wp::float32 var_312;
    wp::float32 var_313;
    wp::float32 var_314;
    wp::float32 var_315;
    wp::float32 var_316;
    wp::float32 var_317;
    wp::vec_t<2, wp::float32> var_318;
    const wp::int32 var_319 = 0;
    const wp::float32 var_320 = 0.5;
    wp::vec_t<3, wp::float32> var_321;
    const wp::float32 var_322 = 1.1;
    const wp::float32 var_323 = 0.862;
    const wp::float32 var_324 = 1.8;
    wp::vec_t<3, wp::float32> var_325;
    wp::vec_t<3, wp::float32> var_326;
    const wp::float32 var_327 = 0.56;
    wp::vec_t<3, wp::float32> var_328;
    wp::vec_t<3, wp::float32> var_329;
    const wp::float32 var_330 = 0.5;
    wp::float32 var_331;
    const wp::int32 var_332 = 3;
    wp::mat_t<3, 3, wp::float32> var_333;
    const wp::float32 var_334 = -0.169;
    wp::mat_t<3, 3, wp::float32> var_335;
    wp::mat_t<3, 3, wp::float32> var_336;
    wp::float32 var_337;
    wp::float32 var_338;
    wp::float32 var_339;
    const wp::int32 var_340 = 1;
    const wp::float32 var_341 = 0.5;
    wp::vec_t<3, wp::float32> var_342;
    const wp::float32 var_343 = 1.1;
    const wp::float32 var_344 = 0.862;
    const wp::float32 var_345 = 1.8;
    wp::vec_t<3, wp::float32> var_346;
    wp::vec_t<3, wp::float32> var_347;
    const wp::float32 var_348 = 0.56;
    wp::vec_t<3, wp::float32> var_349;
    wp::vec_t<3, wp::float32> var_350;
    const wp::float32 var_351 = 0.5;
    wp::float32 var_352;
    const wp::int32 var_353 = 3;
    wp::mat_t<3, 3, wp::float32> var_354;
    const wp::float32 var_355 = -0.169;
    wp::mat_t<3, 3, wp::float32> var_356;
    wp::mat_t<3, 3, wp::float32> var_357;
    wp::float32 var_358;
    wp::float32 var_359;
    wp::float32 var_360;
    const wp::int32 var_361 = 2;
    const wp::float32 var_362 = 0.5;
    wp::vec_t<3, wp::float32> var_363;
    const wp::float32 var_364 = 1.1;
    const wp::float32 var_365 = 0.862;
    const wp::float32 var_366 = 1.8;
    wp::vec_t<3, wp::float32> var_367;
    wp::vec_t<3, wp::float32> var_368;
    const wp::float32 var_369 = 0.56;
    wp::vec_t<3, wp::float32> var_370;
    wp::vec_t<3, wp::float32> var_371;
    const wp::float32 var_372 = 0.5;
    wp::float32 var_373;
    const wp::int32 var_374 = 3;
    wp::mat_t<3, 3, wp::float32> var_375;
    const wp::float32 var_376 = -0.169;
    wp::mat_t<3, 3, wp::float32> var_377;
    wp::mat_t<3, 3, wp::float32> var_378;
    wp::float32 var_379;
    wp::float32 var_380;
    wp::float32 var_381;
    wp::vec_t<3, wp::float32> var_382;
    wp::mat_t<3, 3, wp::float32> var_383;
    wp::float32 var_384;
    bool var_385;
    bool var_386;
    const wp::float32 var_387 = -1.85;
    bool var_388;
    const wp::float32 var_389 = -1.0;
    bool var_390;
    bool var_391;
    const wp::float32 var_392 = 1.14;
    const wp::float32 var_393 = -0.108;
    const wp::float32 var_394 = -1.62;
    wp::vec_t<3, wp::float32> var_395;
    wp::vec_t<3, wp::float32> var_396;
    wp::float32 var_397;
    wp::float32 var_398;
    wp::float32 var_399;
    wp::range_t var_400;
    wp::int32 var_401;
    wp::float32 var_402;
    const wp::float32 var_403 = 0.25;
    wp::float32 var_404;
    wp::float32 var_405;
    wp::float32 var_406;
    wp::float32 var_407;
    const wp::float32 var_408 = -1.91;
    const wp::float32 var_409 = 1.829;
    wp::vec_t<2, wp::float32> var_410;
    wp::vec_t<2, wp::float32> var_411;
    wp::float32 var_412;
    wp::float32 var_413;
    wp::float32 var_414;
    const wp::int32 var_415 = 0;
    const wp::float32 var_416 = -1.98;
    const wp::float32 var_417 = 0.3;
    wp::float32 var_418;
    const wp::float32 var_419 = 0.9;
    bool var_420;
    wp::float32 var_421;
    wp::float32 var_422;
    wp::float32 var_423;
    wp::float32 var_424;
    const wp::float32 var_425 = 1.934;
    wp::float32 var_426;
    const wp::float32 var_427 = 1.0;
    wp::float32 var_428;
    wp::float32 var_429;
    const wp::float32 var_430 = -1.01;
    const wp::float32 var_431 = 0.8;
    const wp::float32 var_432 = 2.0;
    wp::vec_t<3, wp::float32> var_433;
    wp::float32 var_434;
    bool var_435;
    wp::float32 var_436;
    wp::float32 var_437;
    const wp::float32 var_438 = 0.1;
    wp::float32 var_439;
    wp::float32 var_440;
    const wp::float32 var_441 = 1.428;
    wp::float32 var_442;
    wp::float32 var_443;
    const wp::float32 var_444 = -0.54;
    const wp::float32 var_445 = -1.295;
    const wp::float32 var_446 = 1.306;
    wp::vec_t<3, wp::float32> var_447;
    wp::vec_t<3, wp::float32> var_448;
    const wp::float32 var_449 = 1.27;
    wp::vec_t<3, wp::float32> var_450;
    wp::vec_t<3, wp::float32> var_451;
    const wp::float32 var_452 = 0.934;
    wp::float32 var_453;
    wp::float32 var_454;
    wp::vec_t<3, wp::float32> var_455;
    wp::float32 var_456;
    wp::float32 var_457;
    wp::float32 var_458;
    const wp::int32 var_459 = 2;
    const wp::float32 var_460 = 1.7;
    wp::float32 var_461;
    const wp::int32 var_462 = 1;
    const wp::float32 var_463 = -1.98;
    const wp::float32 var_464 = 0.3;
    wp::float32 var_465;
    const wp::float32 var_466 = 0.9;
    bool var_467;
    wp::float32 var_468;
    wp::float32 var_469;
    wp::float32 var_470;
    wp::float32 var_471;
    const wp::float32 var_472 = 1.934;
    wp::float32 var_473;
    const wp::float32 var_474 = 1.0;
    wp::float32 var_475;
    wp::float32 var_476;
    const wp::float32 var_477 = -1.01;
    const wp::float32 var_478 = 0.8;
    const wp::float32 var_479 = 2.0;
    wp::vec_t<3, wp::float32> var_480;
    wp::float32 var_481;
    bool var_482;
    wp::float32 var_483;
    wp::float32 var_484;
    const wp::float32 var_485 = 0.1;
    wp::float32 var_486;
    wp::float32 var_487;
    const wp::float32 var_488 = 1.428;
    wp::float32 var_489;
    wp::float32 var_490;
    const wp::float32 var_491 = -0.54;
    const wp::float32 var_492 = -1.295;
    const wp::float32 var_493 = 1.306;
    wp::vec_t<3, wp::float32> var_494;
    wp::vec_t<3, wp::float32> var_495;
    const wp::float32 var_496 = 1.27;
    wp::vec_t<3, wp::float32> var_497;
    wp::vec_t<3, wp::float32> var_498;
    const wp::float32 var_499 = 0.934;
    wp::float32 var_500;
    wp::float32 var_501;
    wp::vec_t<3, wp::float32> var_502;
    wp::float32 var_503;
    wp::float32 var_504;
    wp::float32 var_505;
    const wp::int32 var_506 = 2;
    const wp::float32 var_507 = 1.7;
    wp::float32 var_508;
    const wp::int32 var_509 = 2;
    const wp::float32 var_510 = -1.98;
    const wp::float32 var_511 = 0.3;
    wp::float32 var_512;
    const wp::float32 var_513 = 0.9;
    bool var_514;
    wp::float32 var_515;
    wp::float32 var_516;
    wp::float32 var_517;
    wp::float32 var_518;
    const wp::float32 var_519 = 1.934;
    wp::float32 var_520;
    const wp::float32 var_521 = 1.0;
    wp::float32 var_522;
    wp::float32 var_523;
    const wp::float32 var_524 = -1.01;
    const wp::float32 var_525 = 0.8;
    const wp::float32 var_526 = 2.0;
    wp::vec_t<3, wp::float32> var_527;
    wp::float32 var_528;
    bool var_529;
    wp::float32 var_530;
    wp::float32 var_531;
    const wp::float32 var_532 = 0.1;
    wp::float32 var_533;
    wp::float32 var_534;
    const wp::float32 var_535 = 1.428;
    wp::float32 var_536;
    wp::float32 var_537;
    const wp::float32 var_538 = -0.54;
    const wp::float32 var_539 = -1.295;
    const wp::float32 var_540 = 1.306;
    wp::vec_t<3, wp::float32> var_541;
    wp::vec_t<3, wp::float32> var_542;
    const wp::float32 var_543 = 1.27;
    wp::vec_t<3, wp::float32> var_544;
    wp::vec_t<3, wp::float32> var_545;
    const wp::float32 var_546 = 0.934;
    wp::float32 var_547;
    wp::float32 var_548;
    wp::vec_t<3, wp::float32> var_549;
    wp::float32 var_550;
    wp::float32 var_551;
    wp::float32 var_552;
    const wp::int32 var_553 = 2;
    const wp::float32 var_554 = 1.7;
    wp::float32 var_555;
    const wp::int32 var_556 = 3;
    const wp::float32 var_557 = -1.98;
    const wp::float32 var_558 = 0.3;
    wp::float32 var_559;
    const wp::float32 var_560 = 0.9;
    bool var_561;
    wp::float32 var_562;
    wp::float32 var_563;
    wp::float32 var_564;
    wp::float32 var_565;
    const wp::float32 var_566 = 1.934;
    wp::float32 var_567;
    const wp::float32 var_568 = 1.0;
    wp::float32 var_569;
    wp::float32 var_570;
    const wp::float32 var_571 = -1.01;
    const wp::float32 var_572 = 0.8;
    const wp::float32 var_573 = 2.0;
    wp::vec_t<3, wp::float32> var_574;
    wp::float32 var_575;
    bool var_576;
    wp::float32 var_577;
    wp::float32 var_578;
    const wp::float32 var_579 = 0.1;
    wp::float32 var_580;
    wp::float32 var_581;
    const wp::float32 var_582 = 1.428;
    wp::float32 var_583;
    wp::float32 var_584;
    const wp::float32 var_585 = -0.54;
    const wp::float32 var_586 = -1.295;
    const wp::float32 var_587 = 1.306;
    wp::vec_t<3, wp::float32> var_588;
    wp::vec_t<3, wp::float32> var_589;
    const wp::float32 var_590 = 1.27;
    wp::vec_t<3, wp::float32> var_591;
    wp::vec_t<3, wp::float32> var_592;
    const wp::float32 var_593 = 0.934;
    wp::float32 var_594;
    wp::float32 var_595;
    wp::vec_t<3, wp::float32> var_596;
    wp::float32 var_597;
    wp::float32 var_598;
    wp::float32 var_599;
    const wp::int32 var_600 = 2;
    const wp::float32 var_601 = 1.7;
    wp::float32 var_602;
    const wp::float32 var_603 = 0.9;
    const wp::float32 var_604 = -0.542;
    wp::vec_t<2, wp::float32> var_605;
    const wp::float32 var_606 = 0.1;
    const wp::float32 var_607 = -0.965;
    wp::vec_t<2, wp::float32> var_608;
    wp::vec_t<2, wp::float32> var_609;
    wp::vec_t<2, wp::float32> var_610;
    wp::vec_t<2, wp::float32> var_611;
    wp::vec_t<2, wp::float32> var_612;
    //---------
    // forward
    // def combined_000001(vertex_lengths: wp.array[float], vertex_weights: wp.array[float], gravity: wp.vec3, time_step: float, n: int, force_sums: wp.array[float], vertex_uv_out: wp.array[wp.vec2]):       <L 5>
    // tid = wp.tid()  # one thread per element                                               <L 6>
    var_0 = builtin_tid1d();
    // v10 = float(0.0)                                                                       <L 7>
    var_2 = wp::float(var_1);
    // v0 = vertex_lengths[tid]                                                               <L 8>
    var_3 = wp::address(var_vertex_lengths, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::copy(var_5);
    // v1 = vertex_weights[tid]                                                               <L 9>
    var_6 = wp::address(var_vertex_weights, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // for j2 in range(3):                                                                    <L 10>
    // v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ gravity), (gravity / (wp.abs(0.495) + 1.0))))       <L 11>
    var_13 = wp::vec_t<3, wp::float32>(var_10, var_11, var_12);
    var_14 = wp::diag(var_13);
    var_15 = wp::mul(var_14, var_gravity);
    var_17 = wp::abs(var_16);
    var_19 = wp::add(var_17, var_18);
    var_20 = wp::div(var_gravity, var_19);
    var_21 = wp::dot(var_15, var_20);
    var_22 = wp::sin(var_21);
    var_23 = wp::add(var_4, var_22);
    // if (v0 + time_step) > wp.where(v1 <= 1.031, v0, v1):                                   <L 12>
    var_24 = wp::add(var_23, var_time_step);
    var_26 = (var_7 <= var_25);
    var_27 = wp::where(var_26, var_23, var_7);
    var_28 = (var_24 > var_27);
    if (var_28) {
        // v0 = v0 + wp.tanh(wp.dot((time_step * wp.vec2(0.7, 0.3)), wp.vec2(v1, -1.0)))       <L 13>
        var_31 = wp::vec_t<2, wp::float32>(var_29, var_30);
        var_32 = wp::mul(var_time_step, var_31);
        var_34 = wp::vec_t<2, wp::float32>(var_7, var_33);
        var_35 = wp::dot(var_32, var_34);
        var_36 = wp::tanh(var_35);
        var_37 = wp::add(var_23, var_36);
        // gravity[1] += wp.sin(time_step)                                                    <L 14>
        var_39 = wp::sin(var_time_step);
        wp::add_inplace(var_gravity, var_38, var_39);
        // v3 = (((v0 + v0) - time_step) - float((j2 % 4)))                                   <L 15>
        var_40 = wp::add(var_37, var_37);
        var_41 = wp::sub(var_40, var_time_step);
        var_43 = wp::mod(var_9, var_42);
        var_44 = wp::float(var_43);
        var_45 = wp::sub(var_41, var_44);
        // v10 += v3                                                                          <L 16>
        var_46 = wp::add(var_2, var_45);
    }
    if (!var_28) {
        // time_step = time_step + wp.sin((v1 + v1))                                          <L 18>
        var_47 = wp::add(var_7, var_7);
        var_48 = wp::sin(var_47);
        var_49 = wp::add(var_time_step, var_48);
        // v4 = (((wp.vec2(0.251, 1.55) * v0) - wp.vec2(0.9, -1.07)) - wp.vec2(v1, v1))       <L 19>
        var_52 = wp::vec_t<2, wp::float32>(var_50, var_51);
        var_53 = wp::mul(var_52, var_23);
        var_56 = wp::vec_t<2, wp::float32>(var_54, var_55);
        var_57 = wp::sub(var_53, var_56);
        var_58 = wp::vec_t<2, wp::float32>(var_7, var_7);
        var_59 = wp::sub(var_57, var_58);
        // v10 += v4[0] + v4[1]                                                               <L 20>
        var_61 = wp::extract(var_59, var_60);
        var_63 = wp::extract(var_59, var_62);
        var_64 = wp::add(var_61, var_63);
        var_65 = wp::add(var_2, var_64);
    }
    var_66 = wp::where(var_28, var_time_step, var_49);
    var_67 = wp::where(var_28, var_46, var_65);
    var_68 = wp::where(var_28, var_37, var_23);
    // for j5 in range(3):                                                                    <L 21>
    // gravity = gravity * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                <L 22>
    var_71 = wp::mul(var_gravity, var_70);
    var_75 = wp::vec_t<3, wp::float32>(var_72, var_73, var_74);
    var_76 = wp::normalize(var_75);
    var_78 = wp::mul(var_76, var_77);
    var_79 = wp::add(var_71, var_78);
    // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 23>
    var_81 = wp::mul(var_68, var_80);
    var_83 = wp::identity<3, wp::float32>();
    var_85 = wp::mul(var_83, var_84);
    var_86 = wp::transpose(var_85);
    var_87 = wp::determinant(var_86);
    var_88 = wp::cos(var_87);
    var_89 = wp::add(var_81, var_88);
    // gravity = gravity * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                <L 22>
    var_92 = wp::mul(var_79, var_91);
    var_96 = wp::vec_t<3, wp::float32>(var_93, var_94, var_95);
    var_97 = wp::normalize(var_96);
    var_99 = wp::mul(var_97, var_98);
    var_100 = wp::add(var_92, var_99);
    // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 23>
    var_102 = wp::mul(var_89, var_101);
    var_104 = wp::identity<3, wp::float32>();
    var_106 = wp::mul(var_104, var_105);
    var_107 = wp::transpose(var_106);
    var_108 = wp::determinant(var_107);
    var_109 = wp::cos(var_108);
    var_110 = wp::add(var_102, var_109);
    // gravity = gravity * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                <L 22>
    var_113 = wp::mul(var_100, var_112);
    var_117 = wp::vec_t<3, wp::float32>(var_114, var_115, var_116);
    var_118 = wp::normalize(var_117);
    var_120 = wp::mul(var_118, var_119);
    var_121 = wp::add(var_113, var_120);
    // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 23>
    var_123 = wp::mul(var_110, var_122);
    var_125 = wp::identity<3, wp::float32>();
    var_127 = wp::mul(var_125, var_126);
    var_128 = wp::transpose(var_127);
    var_129 = wp::determinant(var_128);
    var_130 = wp::cos(var_129);
    var_131 = wp::add(var_123, var_130);
    // v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ gravity), (gravity / (wp.abs(0.495) + 1.0))))       <L 11>
    var_136 = wp::vec_t<3, wp::float32>(var_133, var_134, var_135);
    var_137 = wp::diag(var_136);
    var_138 = wp::mul(var_137, var_121);
    var_140 = wp::abs(var_139);
    var_142 = wp::add(var_140, var_141);
    var_143 = wp::div(var_121, var_142);
    var_144 = wp::dot(var_138, var_143);
    var_145 = wp::sin(var_144);
    var_146 = wp::add(var_131, var_145);
    // if (v0 + time_step) > wp.where(v1 <= 1.031, v0, v1):                                   <L 12>
    var_147 = wp::add(var_146, var_66);
    var_149 = (var_7 <= var_148);
    var_150 = wp::where(var_149, var_146, var_7);
    var_151 = (var_147 > var_150);
    if (var_151) {
        // v0 = v0 + wp.tanh(wp.dot((time_step * wp.vec2(0.7, 0.3)), wp.vec2(v1, -1.0)))       <L 13>
        var_154 = wp::vec_t<2, wp::float32>(var_152, var_153);
        var_155 = wp::mul(var_66, var_154);
        var_157 = wp::vec_t<2, wp::float32>(var_7, var_156);
        var_158 = wp::dot(var_155, var_157);
        var_159 = wp::tanh(var_158);
        var_160 = wp::add(var_146, var_159);
        // gravity[1] += wp.sin(time_step)                                                    <L 14>
        var_162 = wp::sin(var_66);
        wp::add_inplace(var_121, var_161, var_162);
        // v3 = (((v0 + v0) - time_step) - float((j2 % 4)))                                   <L 15>
        var_163 = wp::add(var_160, var_160);
        var_164 = wp::sub(var_163, var_66);
        var_166 = wp::mod(var_132, var_165);
        var_167 = wp::float(var_166);
        var_168 = wp::sub(var_164, var_167);
        // v10 += v3                                                                          <L 16>
        var_169 = wp::add(var_67, var_168);
    }
    if (!var_151) {
        // time_step = time_step + wp.sin((v1 + v1))                                          <L 18>
        var_170 = wp::add(var_7, var_7);
        var_171 = wp::sin(var_170);
        var_172 = wp::add(var_66, var_171);
        // v4 = (((wp.vec2(0.251, 1.55) * v0) - wp.vec2(0.9, -1.07)) - wp.vec2(v1, v1))       <L 19>
        var_175 = wp::vec_t<2, wp::float32>(var_173, var_174);
        var_176 = wp::mul(var_175, var_146);
        var_179 = wp::vec_t<2, wp::float32>(var_177, var_178);
        var_180 = wp::sub(var_176, var_179);
        var_181 = wp::vec_t<2, wp::float32>(var_7, var_7);
        var_182 = wp::sub(var_180, var_181);
        // v10 += v4[0] + v4[1]                                                               <L 20>
        var_184 = wp::extract(var_182, var_183);
        var_186 = wp::extract(var_182, var_185);
        var_187 = wp::add(var_184, var_186);
        var_188 = wp::add(var_67, var_187);
    }
    var_189 = wp::where(var_151, var_66, var_172);
    var_190 = wp::where(var_151, var_169, var_188);
    var_191 = wp::where(var_151, var_160, var_146);
    var_192 = wp::where(var_151, var_168, var_45);
    var_193 = wp::where(var_151, var_59, var_182);
    // for j5 in range(3):                                                                    <L 21>
    // gravity = gravity * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                <L 22>
    var_196 = wp::mul(var_121, var_195);
    var_200 = wp::vec_t<3, wp::float32>(var_197, var_198, var_199);
    var_201 = wp::normalize(var_200);
    var_203 = wp::mul(var_201, var_202);
    var_204 = wp::add(var_196, var_203);
    // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 23>
    var_206 = wp::mul(var_191, var_205);
    var_208 = wp::identity<3, wp::float32>();
    var_210 = wp::mul(var_208, var_209);
    var_211 = wp::transpose(var_210);
    var_212 = wp::determinant(var_211);
    var_213 = wp::cos(var_212);
    var_214 = wp::add(var_206, var_213);
    // gravity = gravity * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                <L 22>
    var_217 = wp::mul(var_204, var_216);
    var_221 = wp::vec_t<3, wp::float32>(var_218, var_219, var_220);
    var_222 = wp::normalize(var_221);
    var_224 = wp::mul(var_222, var_223);
    var_225 = wp::add(var_217, var_224);
    // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 23>
    var_227 = wp::mul(var_214, var_226);
    var_229 = wp::identity<3, wp::float32>();
    var_231 = wp::mul(var_229, var_230);
    var_232 = wp::transpose(var_231);
    var_233 = wp::determinant(var_232);
    var_234 = wp::cos(var_233);
    var_235 = wp::add(var_227, var_234);
    // gravity = gravity * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                <L 22>
    var_238 = wp::mul(var_225, var_237);
    var_242 = wp::vec_t<3, wp::float32>(var_239, var_240, var_241);
    var_243 = wp::normalize(var_242);
    var_245 = wp::mul(var_243, var_244);
    var_246 = wp::add(var_238, var_245);
    // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 23>
    var_248 = wp::mul(var_235, var_247);
    var_250 = wp::identity<3, wp::float32>();
    var_252 = wp::mul(var_250, var_251);
    var_253 = wp::transpose(var_252);
    var_254 = wp::determinant(var_253);
    var_255 = wp::cos(var_254);
    var_256 = wp::add(var_248, var_255);
    // v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ gravity), (gravity / (wp.abs(0.495) + 1.0))))       <L 11>
    var_261 = wp::vec_t<3, wp::float32>(var_258, var_259, var_260);
    var_262 = wp::diag(var_261);
    var_263 = wp::mul(var_262, var_246);
    var_265 = wp::abs(var_264);
    var_267 = wp::add(var_265, var_266);
    var_268 = wp::div(var_246, var_267);
    var_269 = wp::dot(var_263, var_268);
    var_270 = wp::sin(var_269);
    var_271 = wp::add(var_256, var_270);
    // if (v0 + time_step) > wp.where(v1 <= 1.031, v0, v1):                                   <L 12>
    var_272 = wp::add(var_271, var_189);
    var_274 = (var_7 <= var_273);
    var_275 = wp::where(var_274, var_271, var_7);
    var_276 = (var_272 > var_275);
    if (var_276) {
        // v0 = v0 + wp.tanh(wp.dot((time_step * wp.vec2(0.7, 0.3)), wp.vec2(v1, -1.0)))       <L 13>
        var_279 = wp::vec_t<2, wp::float32>(var_277, var_278);
        var_280 = wp::mul(var_189, var_279);
        var_282 = wp::vec_t<2, wp::float32>(var_7, var_281);
        var_283 = wp::dot(var_280, var_282);
        var_284 = wp::tanh(var_283);
        var_285 = wp::add(var_271, var_284);
        // gravity[1] += wp.sin(time_step)                                                    <L 14>
        var_287 = wp::sin(var_189);
        wp::add_inplace(var_246, var_286, var_287);
        // v3 = (((v0 + v0) - time_step) - float((j2 % 4)))                                   <L 15>
        var_288 = wp::add(var_285, var_285);
        var_289 = wp::sub(var_288, var_189);
        var_291 = wp::mod(var_257, var_290);
        var_292 = wp::float(var_291);
        var_293 = wp::sub(var_289, var_292);
        // v10 += v3                                                                          <L 16>
        var_294 = wp::add(var_190, var_293);
    }
    if (!var_276) {
        // time_step = time_step + wp.sin((v1 + v1))                                          <L 18>
        var_295 = wp::add(var_7, var_7);
        var_296 = wp::sin(var_295);
        var_297 = wp::add(var_189, var_296);
        // v4 = (((wp.vec2(0.251, 1.55) * v0) - wp.vec2(0.9, -1.07)) - wp.vec2(v1, v1))       <L 19>
        var_300 = wp::vec_t<2, wp::float32>(var_298, var_299);
        var_301 = wp::mul(var_300, var_271);
        var_304 = wp::vec_t<2, wp::float32>(var_302, var_303);
        var_305 = wp::sub(var_301, var_304);
        var_306 = wp::vec_t<2, wp::float32>(var_7, var_7);
        var_307 = wp::sub(var_305, var_306);
        // v10 += v4[0] + v4[1]                                                               <L 20>
        var_309 = wp::extract(var_307, var_308);
        var_311 = wp::extract(var_307, var_310);
        var_312 = wp::add(var_309, var_311);
        var_313 = wp::add(var_190, var_312);
    }
    var_314 = wp::where(var_276, var_189, var_297);
    var_315 = wp::where(var_276, var_294, var_313);
    var_316 = wp::where(var_276, var_285, var_271);
    var_317 = wp::where(var_276, var_293, var_192);
    var_318 = wp::where(var_276, var_193, var_307);
    // for j5 in range(3):                                                                    <L 21>
    // gravity = gravity * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                <L 22>
    var_321 = wp::mul(var_246, var_320);
    var_325 = wp::vec_t<3, wp::float32>(var_322, var_323, var_324);
    var_326 = wp::normalize(var_325);
    var_328 = wp::mul(var_326, var_327);
    var_329 = wp::add(var_321, var_328);
    // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 23>
    var_331 = wp::mul(var_316, var_330);
    var_333 = wp::identity<3, wp::float32>();
    var_335 = wp::mul(var_333, var_334);
    var_336 = wp::transpose(var_335);
    var_337 = wp::determinant(var_336);
    var_338 = wp::cos(var_337);
    var_339 = wp::add(var_331, var_338);
    // gravity = gravity * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                <L 22>
    var_342 = wp::mul(var_329, var_341);
    var_346 = wp::vec_t<3, wp::float32>(var_343, var_344, var_345);
    var_347 = wp::normalize(var_346);
    var_349 = wp::mul(var_347, var_348);
    var_350 = wp::add(var_342, var_349);
    // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 23>
    var_352 = wp::mul(var_339, var_351);
    var_354 = wp::identity<3, wp::float32>();
    var_356 = wp::mul(var_354, var_355);
    var_357 = wp::transpose(var_356);
    var_358 = wp::determinant(var_357);
    var_359 = wp::cos(var_358);
    var_360 = wp::add(var_352, var_359);
    // gravity = gravity * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                <L 22>
    var_363 = wp::mul(var_350, var_362);
    var_367 = wp::vec_t<3, wp::float32>(var_364, var_365, var_366);
    var_368 = wp::normalize(var_367);
    var_370 = wp::mul(var_368, var_369);
    var_371 = wp::add(var_363, var_370);
    // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 23>
    var_373 = wp::mul(var_360, var_372);
    var_375 = wp::identity<3, wp::float32>();
    var_377 = wp::mul(var_375, var_376);
    var_378 = wp::transpose(var_377);
    var_379 = wp::determinant(var_378);
    var_380 = wp::cos(var_379);
    var_381 = wp::add(var_373, var_380);
    // v6 = wp.trace(wp.skew((gravity + gravity)))                                            <L 24>
    var_382 = wp::add(var_371, var_371);
    var_383 = wp::skew(var_382);
    var_384 = wp::trace(var_383);
    // if ((-1.85 < v0) or (-1.0 < v6)) and (v6 > v0):                                        <L 25>
    var_388 = (var_387 < var_381);
    var_386 = var_388;
    if (!var_386) {
        var_390 = (var_389 < var_384);
        var_386 = var_386 || var_390;
    }
    var_385 = var_386;
    if (var_385) {
        var_391 = (var_384 > var_381);
        var_385 = var_385 && var_391;
    }
    if (var_385) {
        // v1 = v1 + wp.sin(wp.dot(wp.cross(gravity, wp.vec3(1.14, -0.108, -1.62)), gravity))       <L 26>
        var_395 = wp::vec_t<3, wp::float32>(var_392, var_393, var_394);
        var_396 = wp::cross(var_371, var_395);
        var_397 = wp::dot(var_396, var_371);
        var_398 = wp::sin(var_397);
        var_399 = wp::add(var_7, var_398);
        // for j7 in range(n):                                                                <L 27>
        var_400 = wp::range(var_n);
        start_for_0:;
            if (iter_cmp(var_400) == 0) goto end_for_0;
            var_401 = wp::iter_next(var_400);
            // time_step += wp.cos(wp.lerp(float(j7), v1, 0.25))                              <L 28>
            var_402 = wp::float(var_401);
            var_404 = wp::lerp(var_402, var_399, var_403);
            var_405 = wp::cos(var_404);
            var_406 = wp::add(var_314, var_405);
            // v8 = wp.length_sq((float(tid) * wp.vec2(-1.91, 1.829)))                        <L 29>
            var_407 = wp::float(var_0);
            var_410 = wp::vec_t<2, wp::float32>(var_408, var_409);
            var_411 = wp::mul(var_407, var_410);
            var_412 = wp::length_sq(var_411);
            // v10 += v8                                                                      <L 30>
            var_413 = wp::add(var_315, var_412);
            wp::assign(var_314, var_406);
            wp::assign(var_315, var_413);
            goto start_for_0;
        end_for_0:;
    }
    var_414 = wp::where(var_385, var_399, var_7);
    // for j9 in range(4):                                                                    <L 31>
    // v6 = v6 + wp.cos((wp.clamp(v1, -1.98, 0.3) + wp.where(v1 <= 0.9, v1, v1)))             <L 32>
    var_418 = wp::clamp(var_414, var_416, var_417);
    var_420 = (var_414 <= var_419);
    var_421 = wp::where(var_420, var_414, var_414);
    var_422 = wp::add(var_418, var_421);
    var_423 = wp::cos(var_422);
    var_424 = wp::add(var_384, var_423);
    // if (1.934 / (wp.abs(time_step) + 1.0)) < wp.dot(wp.vec3(-1.01, 0.8, 2.0), gravity):       <L 33>
    var_426 = wp::abs(var_314);
    var_428 = wp::add(var_426, var_427);
    var_429 = wp::div(var_425, var_428);
    var_433 = wp::vec_t<3, wp::float32>(var_430, var_431, var_432);
    var_434 = wp::dot(var_433, var_371);
    var_435 = (var_429 < var_434);
    if (var_435) {
        // time_step += wp.sin(v1)                                                            <L 34>
        var_436 = wp::sin(var_414);
        var_437 = wp::add(var_314, var_436);
        // v1 = v1 + wp.sin(0.1)                                                              <L 35>
        var_439 = wp::sin(var_438);
        var_440 = wp::add(var_414, var_439);
        // v6 += wp.tanh(1.428)                                                               <L 36>
        var_442 = wp::tanh(var_441);
        var_443 = wp::add(var_424, var_442);
    }
    if (!var_435) {
        // gravity += wp.normalize(wp.vec3(-0.54, -1.295, 1.306)) * 1.27                      <L 38>
        var_447 = wp::vec_t<3, wp::float32>(var_444, var_445, var_446);
        var_448 = wp::normalize(var_447);
        var_450 = wp::mul(var_448, var_449);
        var_451 = wp::add(var_371, var_450);
        // v1 = v1 + wp.sin(0.934)                                                            <L 39>
        var_453 = wp::sin(var_452);
        var_454 = wp::add(var_414, var_453);
    }
    var_455 = wp::where(var_435, var_371, var_451);
    var_456 = wp::where(var_435, var_437, var_314);
    var_457 = wp::where(var_435, var_440, var_454);
    var_458 = wp::where(var_435, var_443, var_424);
    // gravity[2] += wp.sin(1.7)                                                              <L 40>
    var_461 = wp::sin(var_460);
    wp::add_inplace(var_455, var_459, var_461);
    // v6 = v6 + wp.cos((wp.clamp(v1, -1.98, 0.3) + wp.where(v1 <= 0.9, v1, v1)))             <L 32>
    var_465 = wp::clamp(var_457, var_463, var_464);
    var_467 = (var_457 <= var_466);
    var_468 = wp::where(var_467, var_457, var_457);
    var_469 = wp::add(var_465, var_468);
    var_470 = wp::cos(var_469);
    var_471 = wp::add(var_458, var_470);
    // if (1.934 / (wp.abs(time_step) + 1.0)) < wp.dot(wp.vec3(-1.01, 0.8, 2.0), gravity):       <L 33>
    var_473 = wp::abs(var_456);
    var_475 = wp::add(var_473, var_474);
    var_476 = wp::div(var_472, var_475);
    var_480 = wp::vec_t<3, wp::float32>(var_477, var_478, var_479);
    var_481 = wp::dot(var_480, var_455);
    var_482 = (var_476 < var_481);
    if (var_482) {
        // time_step += wp.sin(v1)                                                            <L 34>
        var_483 = wp::sin(var_457);
        var_484 = wp::add(var_456, var_483);
        // v1 = v1 + wp.sin(0.1)                                                              <L 35>
        var_486 = wp::sin(var_485);
        var_487 = wp::add(var_457, var_486);
        // v6 += wp.tanh(1.428)                                                               <L 36>
        var_489 = wp::tanh(var_488);
        var_490 = wp::add(var_471, var_489);
    }
    if (!var_482) {
        // gravity += wp.normalize(wp.vec3(-0.54, -1.295, 1.306)) * 1.27                      <L 38>
        var_494 = wp::vec_t<3, wp::float32>(var_491, var_492, var_493);
        var_495 = wp::normalize(var_494);
        var_497 = wp::mul(var_495, var_496);
        var_498 = wp::add(var_455, var_497);
        // v1 = v1 + wp.sin(0.934)                                                            <L 39>
        var_500 = wp::sin(var_499);
        var_501 = wp::add(var_457, var_500);
    }
    var_502 = wp::where(var_482, var_455, var_498);
    var_503 = wp::where(var_482, var_484, var_456);
    var_504 = wp::where(var_482, var_487, var_501);
    var_505 = wp::where(var_482, var_490, var_471);
    // gravity[2] += wp.sin(1.7)                                                              <L 40>
    var_508 = wp::sin(var_507);
    wp::add_inplace(var_502, var_506, var_508);
    // v6 = v6 + wp.cos((wp.clamp(v1, -1.98, 0.3) + wp.where(v1 <= 0.9, v1, v1)))             <L 32>
    var_512 = wp::clamp(var_504, var_510, var_511);
    var_514 = (var_504 <= var_513);
    var_515 = wp::where(var_514, var_504, var_504);
    var_516 = wp::add(var_512, var_515);
    var_517 = wp::cos(var_516);
    var_518 = wp::add(var_505, var_517);
    // if (1.934 / (wp.abs(time_step) + 1.0)) < wp.dot(wp.vec3(-1.01, 0.8, 2.0), gravity):       <L 33>
    var_520 = wp::abs(var_503);
    var_522 = wp::add(var_520, var_521);
    var_523 = wp::div(var_519, var_522);
    var_527 = wp::vec_t<3, wp::float32>(var_524, var_525, var_526);
    var_528 = wp::dot(var_527, var_502);
    var_529 = (var_523 < var_528);
    if (var_529) {
        // time_step += wp.sin(v1)                                                            <L 34>
        var_530 = wp::sin(var_504);
        var_531 = wp::add(var_503, var_530);
        // v1 = v1 + wp.sin(0.1)                                                              <L 35>
        var_533 = wp::sin(var_532);
        var_534 = wp::add(var_504, var_533);
        // v6 += wp.tanh(1.428)                                                               <L 36>
        var_536 = wp::tanh(var_535);
        var_537 = wp::add(var_518, var_536);
    }
    if (!var_529) {
        // gravity += wp.normalize(wp.vec3(-0.54, -1.295, 1.306)) * 1.27                      <L 38>
        var_541 = wp::vec_t<3, wp::float32>(var_538, var_539, var_540);
        var_542 = wp::normalize(var_541);
        var_544 = wp::mul(var_542, var_543);
        var_545 = wp::add(var_502, var_544);
        // v1 = v1 + wp.sin(0.934)                                                            <L 39>
        var_547 = wp::sin(var_546);
        var_548 = wp::add(var_504, var_547);
    }
    var_549 = wp::where(var_529, var_502, var_545);
    var_550 = wp::where(var_529, var_531, var_503);
    var_551 = wp::where(var_529, var_534, var_548);
    var_552 = wp::where(var_529, var_537, var_518);
    // gravity[2] += wp.sin(1.7)                                                              <L 40>
    var_555 = wp::sin(var_554);
    wp::add_inplace(var_549, var_553, var_555);
    // v6 = v6 + wp.cos((wp.clamp(v1, -1.98, 0.3) + wp.where(v1 <= 0.9, v1, v1)))             <L 32>
    var_559 = wp::clamp(var_551, var_557, var_558);
    var_561 = (var_551 <= var_560);
    var_562 = wp::where(var_561, var_551, var_551);
    var_563 = wp::add(var_559, var_562);
    var_564 = wp::cos(var_563);
    var_565 = wp::add(var_552, var_564);
    // if (1.934 / (wp.abs(time_step) + 1.0)) < wp.dot(wp.vec3(-1.01, 0.8, 2.0), gravity):       <L 33>
    var_567 = wp::abs(var_550);
    var_569 = wp::add(var_567, var_568);
    var_570 = wp::div(var_566, var_569);
    var_574 = wp::vec_t<3, wp::float32>(var_571, var_572, var_573);
    var_575 = wp::dot(var_574, var_549);
    var_576 = (var_570 < var_575);
    if (var_576) {
        // time_step += wp.sin(v1)                                                            <L 34>
        var_577 = wp::sin(var_551);
        var_578 = wp::add(var_550, var_577);
        // v1 = v1 + wp.sin(0.1)                                                              <L 35>
        var_580 = wp::sin(var_579);
        var_581 = wp::add(var_551, var_580);
        // v6 += wp.tanh(1.428)                                                               <L 36>
        var_583 = wp::tanh(var_582);
        var_584 = wp::add(var_565, var_583);
    }
    if (!var_576) {
        // gravity += wp.normalize(wp.vec3(-0.54, -1.295, 1.306)) * 1.27                      <L 38>
        var_588 = wp::vec_t<3, wp::float32>(var_585, var_586, var_587);
        var_589 = wp::normalize(var_588);
        var_591 = wp::mul(var_589, var_590);
        var_592 = wp::add(var_549, var_591);
        // v1 = v1 + wp.sin(0.934)                                                            <L 39>
        var_594 = wp::sin(var_593);
        var_595 = wp::add(var_551, var_594);
    }
    var_596 = wp::where(var_576, var_549, var_592);
    var_597 = wp::where(var_576, var_578, var_550);
    var_598 = wp::where(var_576, var_581, var_595);
    var_599 = wp::where(var_576, var_584, var_565);
    // gravity[2] += wp.sin(1.7)                                                              <L 40>
    var_602 = wp::sin(var_601);
    wp::add_inplace(var_596, var_600, var_602);
    // vertex_uv_out[tid] = (wp.lerp(wp.vec2(0.9, -0.542), wp.vec2(0.1, -0.965), v6) * v0) + wp.vec2(v10)       <L 42>
    var_605 = wp::vec_t<2, wp::float32>(var_603, var_604);
    var_608 = wp::vec_t<2, wp::float32>(var_606, var_607);
    var_609 = wp::lerp(var_605, var_608, var_599);
    var_610 = wp::mul(var_609, var_381);
    var_611 = wp::vec_t<2, wp::float32>(var_315);
    var_612 = wp::add(var_610, var_611);
    wp::array_store(var_vertex_uv_out, var_0, var_612);
}



struct combined_000001_4f00cb85_cpu_block_payload_forward
{
    wp_args_combined_000001_4f00cb85* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void combined_000001_4f00cb85_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    combined_000001_4f00cb85_cpu_block_payload_forward* payload = (combined_000001_4f00cb85_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    combined_000001_4f00cb85_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void combined_000001_4f00cb85_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_combined_000001_4f00cb85 *_wp_args)
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
        combined_000001_4f00cb85_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &combined_000001_4f00cb85_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

