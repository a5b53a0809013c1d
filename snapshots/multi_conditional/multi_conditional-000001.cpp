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

struct wp_args_multi_conditional_000001_6a7c712c {
    wp::array_t<wp::vec_t<2, wp::float32>> x0;
    wp::array_t<wp::vec_t<2, wp::float32>> x1;
    wp::array_t<wp::vec_t<2, wp::float32>> x2;
    wp::array_t<wp::float32> out0;
};


template <bool wp_linear_contiguous>
static void multi_conditional_000001_6a7c712c_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_multi_conditional_000001_6a7c712c *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<2, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<2, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::vec_t<2, wp::float32>> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<2, wp::float32>* var_1;
    wp::vec_t<2, wp::float32> var_2;
    wp::vec_t<2, wp::float32> var_3;
    wp::vec_t<2, wp::float32>* var_4;
    wp::vec_t<2, wp::float32> var_5;
    wp::vec_t<2, wp::float32> var_6;
    wp::vec_t<2, wp::float32>* var_7;
    wp::vec_t<2, wp::float32> var_8;
    wp::vec_t<2, wp::float32> var_9;
    const wp::float32 var_10 = 0.54;
    const wp::float32 var_11 = 0.27;
    const wp::float32 var_12 = -1.537;
    wp::float32 var_13;
    bool var_14;
    const wp::float32 var_15 = 1.4;
    const wp::float32 var_16 = 1.91;
    wp::float32 var_17;
    wp::vec_t<2, wp::float32> var_18;
    wp::vec_t<2, wp::float32> var_19;
    const wp::float32 var_20 = 0.76;
    wp::vec_t<2, wp::float32> var_21;
    wp::vec_t<2, wp::float32> var_22;
    const wp::int32 var_23 = 6;
    wp::int32 var_24;
    const wp::int32 var_25 = 2;
    wp::int32 var_26;
    const wp::int32 var_27 = 1;
    bool var_28;
    const wp::float32 var_29 = -1.353;
    const wp::float32 var_30 = -1.25;
    wp::vec_t<2, wp::float32> var_31;
    wp::vec_t<2, wp::float32> var_32;
    wp::vec_t<2, wp::float32> var_33;
    const wp::float32 var_34 = 1.5;
    wp::vec_t<2, wp::float32> var_35;
    wp::vec_t<2, wp::float32> var_36;
    const wp::float32 var_37 = -0.1;
    const wp::float32 var_38 = 0.14;
    const wp::float32 var_39 = -1.84;
    wp::float32 var_40;
    bool var_41;
    const wp::float32 var_42 = 0.94;
    const wp::float32 var_43 = -1.1;
    wp::vec_t<2, wp::float32> var_44;
    wp::vec_t<2, wp::float32> var_45;
    const wp::float32 var_46 = 0.1;
    const wp::float32 var_47 = 1.8;
    wp::float32 var_48;
    const wp::float32 var_49 = 1.0;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::vec_t<2, wp::float32> var_52;
    wp::vec_t<2, wp::float32> var_53;
    const wp::float32 var_54 = 0.92;
    wp::vec_t<2, wp::float32> var_55;
    wp::vec_t<2, wp::float32> var_56;
    const wp::float32 var_57 = -0.13;
    const wp::float32 var_58 = 0.02;
    wp::float32 var_59;
    const wp::float32 var_60 = 1.0;
    wp::float32 var_61;
    wp::float32 var_62;
    const wp::float32 var_63 = -1.58;
    bool var_64;
    const wp::int32 var_65 = 5;
    wp::int32 var_66;
    wp::shape_t* var_67;
    const wp::int32 var_68 = 0;
    wp::int32 var_69;
    wp::shape_t var_70;
    wp::int32 var_71;
    wp::vec_t<2, wp::float32>* var_72;
    wp::vec_t<2, wp::float32> var_73;
    wp::vec_t<2, wp::float32> var_74;
    const wp::float32 var_75 = 1.38;
    wp::vec_t<2, wp::float32> var_76;
    wp::vec_t<2, wp::float32> var_77;
    wp::vec_t<2, wp::float32> var_78;
    wp::vec_t<2, wp::float32> var_79;
    wp::vec_t<2, wp::float32> var_80;
    const wp::float32 var_81 = 0.31;
    wp::vec_t<2, wp::float32> var_82;
    wp::vec_t<2, wp::float32> var_83;
    const wp::float32 var_84 = 0.995;
    wp::vec_t<2, wp::float32> var_85;
    const wp::float32 var_86 = 0.66;
    const wp::float32 var_87 = -2.0;
    bool var_88;
    const wp::float32 var_89 = 0.9;
    const wp::float32 var_90 = 0.7;
    wp::vec_t<2, wp::float32> var_91;
    wp::vec_t<2, wp::float32> var_92;
    wp::vec_t<2, wp::float32> var_93;
    wp::vec_t<2, wp::float32> var_94;
    const wp::float32 var_95 = 1.72;
    wp::vec_t<2, wp::float32> var_96;
    wp::vec_t<2, wp::float32> var_97;
    bool var_98;
    const wp::float32 var_99 = -0.18;
    const wp::float32 var_100 = -0.8;
    bool var_101;
    const wp::float32 var_102 = 0.5;
    const wp::float32 var_103 = 1.19;
    bool var_104;
    const wp::float32 var_105 = 1.624;
    const wp::float32 var_106 = 1.536;
    const wp::float32 var_107 = -1.0;
    wp::vec_t<2, wp::float32> var_108;
    wp::vec_t<2, wp::float32> var_109;
    wp::vec_t<2, wp::float32> var_110;
    wp::vec_t<2, wp::float32> var_111;
    const wp::float32 var_112 = 1.1;
    wp::vec_t<2, wp::float32> var_113;
    wp::vec_t<2, wp::float32> var_114;
    const wp::float32 var_115 = 0.668;
    const wp::float32 var_116 = 0.6;
    wp::vec_t<2, wp::float32> var_117;
    wp::vec_t<2, wp::float32> var_118;
    wp::float32 var_119;
    const wp::float32 var_120 = -0.704;
    wp::vec_t<2, wp::float32> var_121;
    wp::vec_t<2, wp::float32> var_122;
    wp::vec_t<2, wp::float32> var_123;
    const wp::float32 var_124 = 1.9;
    const wp::float32 var_125 = -4.0;
    const wp::float32 var_126 = 4.0;
    wp::float32 var_127;
    wp::float32 var_128;
    wp::float32 var_129;
    bool var_130;
    const wp::float32 var_131 = 1.4;
    const wp::float32 var_132 = -1.92;
    bool var_133;
    const wp::float32 var_134 = -1.493;
    const wp::float32 var_135 = 0.7;
    wp::vec_t<2, wp::float32> var_136;
    wp::vec_t<2, wp::float32> var_137;
    wp::vec_t<2, wp::float32> var_138;
    wp::vec_t<2, wp::float32> var_139;
    const wp::float32 var_140 = 0.84;
    wp::vec_t<2, wp::float32> var_141;
    wp::vec_t<2, wp::float32> var_142;
    wp::vec_t<2, wp::float32> var_143;
    wp::vec_t<2, wp::float32> var_144;
    const wp::float32 var_145 = 0.48;
    wp::vec_t<2, wp::float32> var_146;
    wp::vec_t<2, wp::float32> var_147;
    wp::vec_t<2, wp::float32> var_148;
    wp::vec_t<2, wp::float32> var_149;
    wp::vec_t<2, wp::float32> var_150;
    wp::vec_t<2, wp::float32> var_151;
    wp::vec_t<2, wp::float32> var_152;
    wp::vec_t<2, wp::float32> var_153;
    wp::vec_t<2, wp::float32> var_154;
    const wp::int32 var_155 = 1;
    wp::float32 var_156;
    const wp::float32 var_157 = 0.313;
    const wp::float32 var_158 = 1.55;
    wp::float32 var_159;
    const wp::float32 var_160 = 1.0;
    wp::float32 var_161;
    wp::float32 var_162;
    wp::vec_t<2, wp::float32> var_163;
    wp::vec_t<2, wp::float32> var_164;
    const wp::float32 var_165 = 0.35;
    wp::vec_t<2, wp::float32> var_166;
    wp::vec_t<2, wp::float32> var_167;
    const wp::int32 var_168 = 1;
    wp::float32 var_169;
    const wp::float32 var_170 = -1.61;
    bool var_171;
    const wp::float32 var_172 = -0.4;
    const wp::float32 var_173 = -1.751;
    bool var_174;
    wp::vec_t<2, wp::float32> var_175;
    wp::vec_t<2, wp::float32> var_176;
    wp::vec_t<2, wp::float32> var_177;
    const wp::float32 var_178 = 1.64;
    wp::vec_t<2, wp::float32> var_179;
    wp::vec_t<2, wp::float32> var_180;
    const wp::float32 var_181 = -0.78;
    const wp::float32 var_182 = -0.6;
    wp::vec_t<2, wp::float32> var_183;
    wp::vec_t<2, wp::float32> var_184;
    const wp::float32 var_185 = 1.52;
    wp::vec_t<2, wp::float32> var_186;
    wp::vec_t<2, wp::float32> var_187;
    const wp::float32 var_188 = 0.1;
    const wp::float32 var_189 = 0.79;
    bool var_190;
    const wp::float32 var_191 = 0.18;
    const wp::float32 var_192 = -0.2;
    wp::vec_t<2, wp::float32> var_193;
    const wp::float32 var_194 = 1.79;
    const wp::float32 var_195 = 0.8;
    wp::vec_t<2, wp::float32> var_196;
    wp::vec_t<2, wp::float32> var_197;
    const wp::float32 var_198 = -0.38;
    wp::vec_t<2, wp::float32> var_199;
    wp::vec_t<2, wp::float32> var_200;
    const wp::float32 var_201 = 0.47;
    wp::vec_t<2, wp::float32> var_202;
    wp::vec_t<2, wp::float32> var_203;
    const wp::float32 var_204 = 1.5;
    const wp::float32 var_205 = -0.11;
    bool var_206;
    const wp::float32 var_207 = 0.383;
    const wp::float32 var_208 = 0.983;
    wp::float32 var_209;
    const wp::float32 var_210 = 0.5;
    const wp::float32 var_211 = 0.74;
    wp::vec_t<2, wp::float32> var_212;
    wp::vec_t<2, wp::float32> var_213;
    wp::vec_t<2, wp::float32> var_214;
    wp::vec_t<2, wp::float32> var_215;
    const wp::float32 var_216 = 0.18;
    wp::vec_t<2, wp::float32> var_217;
    wp::vec_t<2, wp::float32> var_218;
    const wp::float32 var_219 = -1.09;
    const wp::float32 var_220 = -0.9;
    const wp::float32 var_221 = 0.9;
    wp::float32 var_222;
    wp::float32 var_223;
    const wp::float32 var_224 = 1.1;
    wp::vec_t<2, wp::float32> var_225;
    wp::vec_t<2, wp::float32> var_226;
    wp::float32 var_227;
    wp::vec_t<2, wp::float32> var_228;
    const wp::float32 var_229 = 0.31;
    wp::vec_t<2, wp::float32> var_230;
    wp::vec_t<2, wp::float32> var_231;
    wp::vec_t<2, wp::float32> var_232;
    wp::vec_t<2, wp::float32> var_233;
    wp::vec_t<2, wp::float32> var_234;
    wp::vec_t<2, wp::float32> var_235;
    wp::vec_t<2, wp::float32> var_236;
    wp::vec_t<2, wp::float32> var_237;
    wp::int32 var_238;
    const wp::int32 var_239 = 8;
    wp::int32 var_240;
    const wp::int32 var_241 = 3;
    wp::int32 var_242;
    const wp::int32 var_243 = 1;
    bool var_244;
    const wp::float32 var_245 = 0.2;
    wp::vec_t<2, wp::float32> var_246;
    const wp::float32 var_247 = 1.91;
    wp::vec_t<2, wp::float32> var_248;
    wp::vec_t<2, wp::float32> var_249;
    const wp::float32 var_250 = 1.44;
    wp::vec_t<2, wp::float32> var_251;
    wp::vec_t<2, wp::float32> var_252;
    bool var_253;
    const wp::int32 var_254 = 4;
    wp::int32 var_255;
    const wp::int32 var_256 = 0;
    bool var_257;
    const wp::float32 var_258 = -0.333;
    const wp::float32 var_259 = -1.4;
    bool var_260;
    const wp::float32 var_261 = -1.135;
    const wp::float32 var_262 = 0.9;
    wp::vec_t<2, wp::float32> var_263;
    wp::vec_t<2, wp::float32> var_264;
    const wp::float32 var_265 = -1.7;
    const wp::float32 var_266 = -0.86;
    wp::vec_t<2, wp::float32> var_267;
    wp::vec_t<2, wp::float32> var_268;
    wp::vec_t<2, wp::float32> var_269;
    const wp::float32 var_270 = 1.55;
    wp::vec_t<2, wp::float32> var_271;
    wp::vec_t<2, wp::float32> var_272;
    wp::vec_t<2, wp::float32> var_273;
    const wp::float32 var_274 = 0.93;
    wp::vec_t<2, wp::float32> var_275;
    wp::vec_t<2, wp::float32> var_276;
    bool var_277;
    const wp::int32 var_278 = 4;
    wp::int32 var_279;
    const wp::int32 var_280 = 0;
    bool var_281;
    const wp::float32 var_282 = -0.7;
    const wp::float32 var_283 = -1.01;
    bool var_284;
    const wp::float32 var_285 = 0.1;
    const wp::float32 var_286 = -1.649;
    bool var_287;
    bool var_288;
    wp::vec_t<2, wp::float32> var_289;
    const wp::float32 var_290 = 0.15;
    wp::vec_t<2, wp::float32> var_291;
    wp::vec_t<2, wp::float32> var_292;
    wp::vec_t<2, wp::float32> var_293;
    wp::vec_t<2, wp::float32> var_294;
    wp::vec_t<2, wp::float32> var_295;
    const wp::float32 var_296 = 0.28;
    wp::vec_t<2, wp::float32> var_297;
    wp::vec_t<2, wp::float32> var_298;
    const wp::float32 var_299 = -0.6;
    wp::float32 var_300;
    wp::vec_t<2, wp::float32> var_301;
    wp::vec_t<2, wp::float32> var_302;
    wp::vec_t<2, wp::float32> var_303;
    wp::vec_t<2, wp::float32> var_304;
    wp::vec_t<2, wp::float32> var_305;
    wp::vec_t<2, wp::float32> var_306;
    wp::vec_t<2, wp::float32> var_307;
    wp::vec_t<2, wp::float32> var_308;
    wp::vec_t<2, wp::float32> var_309;
    wp::vec_t<2, wp::float32> var_310;
    wp::vec_t<2, wp::float32> var_311;
    wp::vec_t<2, wp::float32> var_312;
    const wp::float32 var_313 = 1.52;
    wp::float32 var_314;
    const wp::float32 var_315 = 1.0;
    wp::float32 var_316;
    wp::float32 var_317;
    const wp::float32 var_318 = -0.8;
    const wp::float32 var_319 = -0.9;
    wp::vec_t<2, wp::float32> var_320;
    wp::float32 var_321;
    const wp::float32 var_322 = 0.82;
    const wp::float32 var_323 = -0.508;
    wp::vec_t<2, wp::float32> var_324;
    wp::float32 var_325;
    bool var_326;
    wp::float32 var_327;
    wp::float32 var_328;
    wp::float32 var_329;
    const wp::float32 var_330 = -1.2;
    const wp::float32 var_331 = 1.2;
    wp::float32 var_332;
    wp::float32 var_333;
    bool var_334;
    wp::float32 var_335;
    wp::float32 var_336;
    wp::float32 var_337;
    bool var_338;
    bool var_339;
    bool var_340;
    bool var_341;
    bool var_342;
    bool var_343;
    const wp::int32 var_344 = 3;
    wp::int32 var_345;
    wp::shape_t* var_346;
    const wp::int32 var_347 = 0;
    wp::int32 var_348;
    wp::shape_t var_349;
    wp::int32 var_350;
    wp::vec_t<2, wp::float32>* var_351;
    wp::vec_t<2, wp::float32> var_352;
    wp::vec_t<2, wp::float32> var_353;
    const wp::float32 var_354 = 1.08;
    wp::vec_t<2, wp::float32> var_355;
    wp::vec_t<2, wp::float32> var_356;
    wp::float32 var_357;
    wp::vec_t<2, wp::float32> var_358;
    wp::vec_t<2, wp::float32> var_359;
    const wp::float32 var_360 = 1.31;
    wp::vec_t<2, wp::float32> var_361;
    wp::vec_t<2, wp::float32> var_362;
    const wp::int32 var_363 = 4;
    wp::int32 var_364;
    const wp::int32 var_365 = 3;
    wp::int32 var_366;
    const wp::int32 var_367 = 1;
    bool var_368;
    const wp::int32 var_369 = 1;
    wp::int32 var_370;
    wp::shape_t* var_371;
    const wp::int32 var_372 = 0;
    wp::int32 var_373;
    wp::shape_t var_374;
    wp::int32 var_375;
    wp::vec_t<2, wp::float32>* var_376;
    wp::vec_t<2, wp::float32> var_377;
    wp::vec_t<2, wp::float32> var_378;
    wp::vec_t<2, wp::float32> var_379;
    const wp::float32 var_380 = 0.88;
    wp::vec_t<2, wp::float32> var_381;
    wp::vec_t<2, wp::float32> var_382;
    wp::vec_t<2, wp::float32> var_383;
    wp::vec_t<2, wp::float32> var_384;
    const wp::int32 var_385 = 3;
    wp::int32 var_386;
    wp::shape_t* var_387;
    const wp::int32 var_388 = 0;
    wp::int32 var_389;
    wp::shape_t var_390;
    wp::int32 var_391;
    wp::vec_t<2, wp::float32>* var_392;
    wp::float32 var_393;
    wp::vec_t<2, wp::float32> var_394;
    wp::float32 var_395;
    const wp::float32 var_396 = 1.0;
    wp::float32 var_397;
    wp::float32 var_398;
    const wp::float32 var_399 = -0.5;
    wp::float32 var_400;
    wp::vec_t<2, wp::float32> var_401;
    wp::vec_t<2, wp::float32> var_402;
    wp::int32 var_403;
    const wp::int32 var_404 = 3;
    wp::int32 var_405;
    const wp::int32 var_406 = 0;
    bool var_407;
    wp::vec_t<2, wp::float32> var_408;
    wp::float32 var_409;
    wp::vec_t<2, wp::float32> var_410;
    wp::vec_t<2, wp::float32> var_411;
    const wp::float32 var_412 = 0.34;
    wp::vec_t<2, wp::float32> var_413;
    wp::vec_t<2, wp::float32> var_414;
    wp::float32 var_415;
    wp::float32 var_416;
    wp::float32 var_417;
    wp::float32 var_418;
    const wp::float32 var_419 = 0.4;
    wp::float32 var_420;
    wp::float32 var_421;
    wp::float32 var_422;
    const wp::float32 var_423 = 1.0;
    wp::float32 var_424;
    wp::float32 var_425;
    wp::float32 var_426;
    const wp::float32 var_427 = 1.0;
    wp::float32 var_428;
    wp::float32 var_429;
    const wp::float32 var_430 = 3.0;
    wp::float32 var_431;
    wp::float32 var_432;
    wp::float32 var_433;
    const wp::float32 var_434 = 1.0;
    wp::float32 var_435;
    wp::float32 var_436;
    const wp::float32 var_437 = 1.7;
    wp::float32 var_438;
    const wp::float32 var_439 = -2.0;
    const wp::float32 var_440 = 2.0;
    wp::float32 var_441;
    wp::float32 var_442;
    wp::float32 var_443;
    const wp::float32 var_444 = 1.0;
    wp::float32 var_445;
    wp::float32 var_446;
    bool var_447;
    bool var_448;
    bool var_449;
    bool var_450;
    bool var_451;
    bool var_452;
    bool var_453;
    const wp::float32 var_454 = 0.231;
    bool var_455;
    wp::vec_t<2, wp::float32> var_456;
    const wp::int32 var_457 = 0;
    wp::float32 var_458;
    wp::float32 var_459;
    wp::float32 var_460;
    const wp::float32 var_461 = -0.577;
    wp::float32 var_462;
    wp::float32 var_463;
    wp::float32 var_464;
    const wp::float32 var_465 = 1.0;
    wp::float32 var_466;
    const wp::float32 var_467 = -2.0;
    const wp::float32 var_468 = 2.0;
    wp::float32 var_469;
    wp::float32 var_470;
    const wp::float32 var_471 = -4.0;
    const wp::float32 var_472 = 4.0;
    wp::float32 var_473;
    wp::float32 var_474;
    wp::float32 var_475;
    const wp::int32 var_476 = 5;
    wp::int32 var_477;
    wp::shape_t* var_478;
    const wp::int32 var_479 = 0;
    wp::int32 var_480;
    wp::shape_t var_481;
    wp::int32 var_482;
    wp::vec_t<2, wp::float32>* var_483;
    wp::vec_t<2, wp::float32> var_484;
    wp::vec_t<2, wp::float32> var_485;
    const wp::float32 var_486 = 1.16;
    wp::vec_t<2, wp::float32> var_487;
    wp::vec_t<2, wp::float32> var_488;
    wp::vec_t<2, wp::float32> var_489;
    wp::float32 var_490;
    wp::vec_t<2, wp::float32> var_491;
    wp::float32 var_492;
    wp::vec_t<2, wp::float32> var_493;
    wp::vec_t<2, wp::float32> var_494;
    wp::float32 var_495;
    wp::vec_t<2, wp::float32> var_496;
    wp::vec_t<2, wp::float32> var_497;
    wp::vec_t<2, wp::float32> var_498;
    wp::float32 var_499;
    wp::vec_t<2, wp::float32> var_500;
    wp::vec_t<2, wp::float32> var_501;
    wp::vec_t<2, wp::float32> var_502;
    wp::float32 var_503;
    bool var_504;
    const wp::float32 var_505 = -1.6;
    wp::float32 var_506;
    const wp::float32 var_507 = 1.0;
    wp::float32 var_508;
    wp::float32 var_509;
    wp::float32 var_510;
    wp::vec_t<2, wp::float32> var_511;
    wp::vec_t<2, wp::float32> var_512;
    const wp::float32 var_513 = 1.17;
    wp::vec_t<2, wp::float32> var_514;
    wp::vec_t<2, wp::float32> var_515;
    const wp::int32 var_516 = 0;
    wp::float32 var_517;
    wp::vec_t<2, wp::float32> var_518;
    wp::vec_t<2, wp::float32> var_519;
    const wp::float32 var_520 = 0.89;
    wp::vec_t<2, wp::float32> var_521;
    wp::vec_t<2, wp::float32> var_522;
    bool var_523;
    const wp::float32 var_524 = -0.5;
    wp::float32 var_525;
    const wp::float32 var_526 = 1.61;
    const wp::float32 var_527 = -1.8;
    const wp::float32 var_528 = 0.25;
    wp::float32 var_529;
    bool var_530;
    wp::vec_t<2, wp::float32> var_531;
    const wp::float32 var_532 = 1.76;
    wp::vec_t<2, wp::float32> var_533;
    wp::vec_t<2, wp::float32> var_534;
    const wp::float32 var_535 = 1.3;
    wp::float32 var_536;
    const wp::float32 var_537 = -1.8;
    wp::float32 var_538;
    const wp::float32 var_539 = 1.0;
    wp::float32 var_540;
    wp::float32 var_541;
    wp::float32 var_542;
    wp::float32 var_543;
    bool var_544;
    bool var_545;
    const wp::float32 var_546 = 0.7;
    bool var_547;
    const wp::float32 var_548 = 0.506;
    bool var_549;
    bool var_550;
    bool var_551;
    bool var_552;
    wp::float32 var_553;
    wp::float32 var_554;
    const wp::int32 var_555 = 1;
    wp::float32 var_556;
    wp::float32 var_557;
    wp::float32 var_558;
    wp::float32 var_559;
    wp::float32 var_560;
    wp::float32 var_561;
    wp::float32 var_562;
    wp::float32 var_563;
    const wp::float32 var_564 = 1.0;
    wp::float32 var_565;
    wp::float32 var_566;
    bool var_567;
    wp::float32 var_568;
    wp::float32 var_569;
    wp::vec_t<2, wp::float32> var_570;
    wp::vec_t<2, wp::float32> var_571;
    const wp::float32 var_572 = 0.67;
    wp::vec_t<2, wp::float32> var_573;
    wp::vec_t<2, wp::float32> var_574;
    const wp::float32 var_575 = -1.2;
    const wp::float32 var_576 = 1.7;
    wp::vec_t<2, wp::float32> var_577;
    wp::vec_t<2, wp::float32> var_578;
    wp::vec_t<2, wp::float32> var_579;
    wp::float32 var_580;
    const wp::float32 var_581 = 1.0;
    wp::float32 var_582;
    wp::float32 var_583;
    wp::vec_t<2, wp::float32> var_584;
    wp::vec_t<2, wp::float32> var_585;
    const wp::float32 var_586 = 1.95;
    wp::vec_t<2, wp::float32> var_587;
    wp::vec_t<2, wp::float32> var_588;
    bool var_589;
    wp::float32 var_590;
    wp::float32 var_591;
    bool var_592;
    wp::vec_t<2, wp::float32> var_593;
    wp::vec_t<2, wp::float32> var_594;
    const wp::float32 var_595 = 0.71;
    wp::vec_t<2, wp::float32> var_596;
    wp::vec_t<2, wp::float32> var_597;
    bool var_598;
    const wp::float32 var_599 = -0.6;
    const wp::float32 var_600 = -1.89;
    bool var_601;
    bool var_602;
    bool var_603;
    bool var_604;
    bool var_605;
    wp::float32 var_606;
    wp::float32 var_607;
    wp::vec_t<2, wp::float32> var_608;
    wp::vec_t<2, wp::float32> var_609;
    const wp::float32 var_610 = 1.29;
    wp::vec_t<2, wp::float32> var_611;
    wp::vec_t<2, wp::float32> var_612;
    const wp::int32 var_613 = 0;
    wp::float32 var_614;
    bool var_615;
    wp::float32 var_616;
    wp::float32 var_617;
    wp::float32 var_618;
    const wp::float32 var_619 = -1.06;
    const wp::float32 var_620 = 0.34;
    wp::float32 var_621;
    wp::vec_t<2, wp::float32> var_622;
    wp::vec_t<2, wp::float32> var_623;
    wp::vec_t<2, wp::float32> var_624;
    wp::vec_t<2, wp::float32> var_625;
    const wp::float32 var_626 = 0.23;
    wp::vec_t<2, wp::float32> var_627;
    wp::vec_t<2, wp::float32> var_628;
    const wp::float32 var_629 = 1.3;
    wp::float32 var_630;
    wp::float32 var_631;
    wp::float32 var_632;
    wp::float32 var_633;
    wp::float32 var_634;
    wp::vec_t<2, wp::float32> var_635;
    wp::float32 var_636;
    wp::vec_t<2, wp::float32> var_637;
    wp::vec_t<2, wp::float32> var_638;
    wp::float32 var_639;
    wp::vec_t<2, wp::float32> var_640;
    wp::vec_t<2, wp::float32> var_641;
    wp::float32 var_642;
    wp::float32 var_643;
    bool var_644;
    const wp::float32 var_645 = -1.25;
    const wp::float32 var_646 = -1.6;
    wp::vec_t<2, wp::float32> var_647;
    wp::vec_t<2, wp::float32> var_648;
    const wp::float32 var_649 = 1.61;
    wp::vec_t<2, wp::float32> var_650;
    wp::vec_t<2, wp::float32> var_651;
    bool var_652;
    bool var_653;
    bool var_654;
    bool var_655;
    const wp::float32 var_656 = 0.599;
    bool var_657;
    const wp::float32 var_658 = 0.68;
    const wp::float32 var_659 = -0.23;
    wp::vec_t<2, wp::float32> var_660;
    wp::vec_t<2, wp::float32> var_661;
    wp::vec_t<2, wp::float32> var_662;
    wp::vec_t<2, wp::float32> var_663;
    const wp::float32 var_664 = 1.74;
    wp::vec_t<2, wp::float32> var_665;
    wp::vec_t<2, wp::float32> var_666;
    const wp::float32 var_667 = -1.83;
    wp::float32 var_668;
    const wp::float32 var_669 = 1.0;
    wp::float32 var_670;
    wp::float32 var_671;
    const wp::float32 var_672 = -1.82;
    const wp::float32 var_673 = 1.36;
    wp::float32 var_674;
    bool var_675;
    wp::float32 var_676;
    const wp::float32 var_677 = 0.5;
    wp::float32 var_678;
    wp::float32 var_679;
    wp::vec_t<2, wp::float32> var_680;
    wp::vec_t<2, wp::float32> var_681;
    const wp::float32 var_682 = 0.63;
    wp::vec_t<2, wp::float32> var_683;
    wp::vec_t<2, wp::float32> var_684;
    wp::vec_t<2, wp::float32> var_685;
    const wp::float32 var_686 = 1.17;
    wp::vec_t<2, wp::float32> var_687;
    wp::vec_t<2, wp::float32> var_688;
    const wp::float32 var_689 = 1.8;
    wp::float32 var_690;
    wp::float32 var_691;
    wp::vec_t<2, wp::float32> var_692;
    wp::vec_t<2, wp::float32> var_693;
    wp::float32 var_694;
    wp::vec_t<2, wp::float32> var_695;
    wp::vec_t<2, wp::float32> var_696;
    wp::vec_t<2, wp::float32> var_697;
    wp::float32 var_698;
    wp::vec_t<2, wp::float32> var_699;
    wp::vec_t<2, wp::float32> var_700;
    wp::vec_t<2, wp::float32> var_701;
    wp::float32 var_702;
    wp::vec_t<2, wp::float32> var_703;
    wp::vec_t<2, wp::float32> var_704;
    wp::vec_t<2, wp::float32> var_705;
    wp::float32 var_706;
    wp::vec_t<2, wp::float32> var_707;
    wp::vec_t<2, wp::float32> var_708;
    wp::vec_t<2, wp::float32> var_709;
    wp::float32 var_710;
    wp::vec_t<2, wp::float32> var_711;
    wp::vec_t<2, wp::float32> var_712;
    wp::vec_t<2, wp::float32> var_713;
    wp::float32 var_714;
    bool var_715;
    const wp::int32 var_716 = 3;
    wp::int32 var_717;
    const wp::int32 var_718 = 0;
    bool var_719;
    bool var_720;
    bool var_721;
    bool var_722;
    const wp::int32 var_723 = 5;
    wp::int32 var_724;
    wp::shape_t* var_725;
    const wp::int32 var_726 = 0;
    wp::int32 var_727;
    wp::shape_t var_728;
    wp::int32 var_729;
    wp::vec_t<2, wp::float32>* var_730;
    wp::float32 var_731;
    const wp::float32 var_732 = 1.0;
    wp::float32 var_733;
    const wp::float32 var_734 = -2.0;
    const wp::float32 var_735 = 2.0;
    wp::float32 var_736;
    wp::float32 var_737;
    wp::vec_t<2, wp::float32> var_738;
    wp::vec_t<2, wp::float32> var_739;
    wp::vec_t<2, wp::float32> var_740;
    const wp::float32 var_741 = 1.87;
    wp::vec_t<2, wp::float32> var_742;
    wp::vec_t<2, wp::float32> var_743;
    wp::vec_t<2, wp::float32> var_744;
    bool var_745;
    const wp::float32 var_746 = -1.484;
    bool var_747;
    bool var_748;
    wp::vec_t<2, wp::float32> var_749;
    wp::vec_t<2, wp::float32> var_750;
    const wp::float32 var_751 = 1.51;
    wp::vec_t<2, wp::float32> var_752;
    wp::vec_t<2, wp::float32> var_753;
    wp::float32 var_754;
    bool var_755;
    const wp::float32 var_756 = -0.87;
    wp::float32 var_757;
    bool var_758;
    const wp::float32 var_759 = -0.9;
    const wp::float32 var_760 = -1.99;
    wp::vec_t<2, wp::float32> var_761;
    wp::vec_t<2, wp::float32> var_762;
    const wp::int32 var_763 = 1;
    wp::int32 var_764;
    wp::shape_t* var_765;
    const wp::int32 var_766 = 0;
    wp::int32 var_767;
    wp::shape_t var_768;
    wp::int32 var_769;
    wp::vec_t<2, wp::float32>* var_770;
    wp::vec_t<2, wp::float32> var_771;
    wp::vec_t<2, wp::float32> var_772;
    wp::vec_t<2, wp::float32> var_773;
    const wp::float32 var_774 = 0.57;
    wp::vec_t<2, wp::float32> var_775;
    wp::vec_t<2, wp::float32> var_776;
    wp::vec_t<2, wp::float32> var_777;
    wp::vec_t<2, wp::float32> var_778;
    wp::vec_t<2, wp::float32> var_779;
    const wp::float32 var_780 = 0.38;
    wp::vec_t<2, wp::float32> var_781;
    wp::vec_t<2, wp::float32> var_782;
    wp::vec_t<2, wp::float32> var_783;
    const wp::float32 var_784 = 0.38;
    wp::vec_t<2, wp::float32> var_785;
    wp::vec_t<2, wp::float32> var_786;
    wp::float32 var_787;
    wp::float32 var_788;
    bool var_789;
    wp::float32 var_790;
    const wp::float32 var_791 = 1.0;
    wp::float32 var_792;
    wp::float32 var_793;
    wp::vec_t<2, wp::float32> var_794;
    wp::vec_t<2, wp::float32> var_795;
    wp::vec_t<2, wp::float32> var_796;
    const wp::float32 var_797 = 0.7;
    wp::vec_t<2, wp::float32> var_798;
    wp::vec_t<2, wp::float32> var_799;
    wp::float32 var_800;
    const wp::float32 var_801 = 1.0;
    wp::float32 var_802;
    const wp::float32 var_803 = 0.4;
    wp::float32 var_804;
    const wp::float32 var_805 = -2.0;
    const wp::float32 var_806 = 2.0;
    wp::float32 var_807;
    wp::float32 var_808;
    wp::float32 var_809;
    wp::float32 var_810;
    wp::vec_t<2, wp::float32> var_811;
    const wp::float32 var_812 = 1.8;
    wp::vec_t<2, wp::float32> var_813;
    wp::vec_t<2, wp::float32> var_814;
    wp::vec_t<2, wp::float32> var_815;
    const wp::float32 var_816 = 0.16;
    wp::vec_t<2, wp::float32> var_817;
    wp::vec_t<2, wp::float32> var_818;
    wp::float32 var_819;
    wp::float32 var_820;
    bool var_821;
    wp::vec_t<2, wp::float32> var_822;
    const wp::float32 var_823 = 1.628;
    const wp::float32 var_824 = -0.06;
    wp::vec_t<2, wp::float32> var_825;
    wp::vec_t<2, wp::float32> var_826;
    wp::vec_t<2, wp::float32> var_827;
    wp::vec_t<2, wp::float32> var_828;
    const wp::float32 var_829 = 1.17;
    wp::vec_t<2, wp::float32> var_830;
    wp::vec_t<2, wp::float32> var_831;
    const wp::int32 var_832 = 4;
    wp::int32 var_833;
    const wp::int32 var_834 = 1;
    bool var_835;
    wp::float32 var_836;
    const wp::float32 var_837 = -0.19;
    wp::vec_t<2, wp::float32> var_838;
    wp::vec_t<2, wp::float32> var_839;
    const wp::float32 var_840 = 0.66;
    wp::vec_t<2, wp::float32> var_841;
    wp::vec_t<2, wp::float32> var_842;
    const wp::int32 var_843 = 1;
    wp::float32 var_844;
    const wp::float32 var_845 = -1.2;
    const wp::float32 var_846 = 1.2;
    wp::float32 var_847;
    wp::float32 var_848;
    wp::vec_t<2, wp::float32> var_849;
    wp::vec_t<2, wp::float32> var_850;
    wp::vec_t<2, wp::float32> var_851;
    wp::vec_t<2, wp::float32> var_852;
    wp::vec_t<2, wp::float32> var_853;
    wp::float32 var_854;
    wp::vec_t<2, wp::float32> var_855;
    wp::vec_t<2, wp::float32> var_856;
    wp::vec_t<2, wp::float32> var_857;
    wp::float32 var_858;
    wp::vec_t<2, wp::float32> var_859;
    const wp::float32 var_860 = -0.25;
    const wp::float32 var_861 = 0.73;
    wp::float32 var_862;
    wp::float32 var_863;
    const wp::float32 var_864 = -0.35;
    wp::float32 var_865;
    wp::float32 var_866;
    wp::float32 var_867;
    wp::vec_t<2, wp::float32> var_868;
    wp::vec_t<2, wp::float32> var_869;
    wp::float32 var_870;
    wp::vec_t<2, wp::float32> var_871;
    wp::float32 var_872;
    const wp::float32 var_873 = 1.0;
    wp::float32 var_874;
    wp::float32 var_875;
    wp::float32 var_876;
    wp::float32 var_877;
    wp::float32 var_878;
    bool var_879;
    wp::float32 var_880;
    wp::float32 var_881;
    wp::float32 var_882;
    const wp::float32 var_883 = -1.53;
    const wp::float32 var_884 = 0.48;
    wp::float32 var_885;
    wp::float32 var_886;
    const wp::float32 var_887 = -1.3;
    bool var_888;
    wp::vec_t<2, wp::float32> var_889;
    wp::vec_t<2, wp::float32> var_890;
    wp::vec_t<2, wp::float32> var_891;
    wp::vec_t<2, wp::float32> var_892;
    const wp::float32 var_893 = 1.98;
    wp::vec_t<2, wp::float32> var_894;
    wp::vec_t<2, wp::float32> var_895;
    wp::float32 var_896;
    wp::float32 var_897;
    bool var_898;
    wp::vec_t<2, wp::float32> var_899;
    const wp::float32 var_900 = 1.77;
    wp::vec_t<2, wp::float32> var_901;
    wp::vec_t<2, wp::float32> var_902;
    wp::float32 var_903;
    const wp::float32 var_904 = -0.856;
    wp::float32 var_905;
    const wp::float32 var_906 = -1.432;
    wp::float32 var_907;
    const wp::float32 var_908 = 1.0;
    wp::float32 var_909;
    wp::float32 var_910;
    wp::vec_t<2, wp::float32> var_911;
    wp::vec_t<2, wp::float32> var_912;
    const wp::float32 var_913 = 1.27;
    wp::vec_t<2, wp::float32> var_914;
    wp::vec_t<2, wp::float32> var_915;
    bool var_916;
    const wp::int32 var_917 = 2;
    wp::int32 var_918;
    const wp::int32 var_919 = 1;
    bool var_920;
    const wp::float32 var_921 = 0.7;
    bool var_922;
    const wp::float32 var_923 = -1.06;
    const wp::float32 var_924 = 1.67;
    wp::float32 var_925;
    wp::float32 var_926;
    wp::float32 var_927;
    bool var_928;
    wp::float32 var_929;
    wp::float32 var_930;
    wp::float32 var_931;
    const wp::float32 var_932 = -1.019;
    const wp::float32 var_933 = 0.4;
    wp::vec_t<2, wp::float32> var_934;
    wp::vec_t<2, wp::float32> var_935;
    wp::vec_t<2, wp::float32> var_936;
    wp::vec_t<2, wp::float32> var_937;
    const wp::float32 var_938 = 0.75;
    const wp::float32 var_939 = -1.3;
    wp::vec_t<2, wp::float32> var_940;
    const wp::float32 var_941 = -1.9;
    const wp::float32 var_942 = 0.174;
    wp::vec_t<2, wp::float32> var_943;
    wp::vec_t<2, wp::float32> var_944;
    wp::vec_t<2, wp::float32> var_945;
    wp::vec_t<2, wp::float32> var_946;
    bool var_947;
    const wp::float32 var_948 = 1.403;
    const wp::float32 var_949 = -0.329;
    wp::vec_t<2, wp::float32> var_950;
    wp::vec_t<2, wp::float32> var_951;
    wp::float32 var_952;
    wp::float32 var_953;
    wp::float32 var_954;
    wp::float32 var_955;
    wp::float32 var_956;
    wp::vec_t<2, wp::float32> var_957;
    wp::vec_t<2, wp::float32> var_958;
    wp::float32 var_959;
    const wp::int32 var_960 = 3;
    const wp::int32 var_961 = 5;
    wp::int32 var_962;
    const wp::int32 var_963 = 2;
    wp::int32 var_964;
    const wp::int32 var_965 = 0;
    bool var_966;
    const wp::float32 var_967 = -1.58;
    const wp::float32 var_968 = 1.548;
    wp::vec_t<2, wp::float32> var_969;
    const wp::float32 var_970 = 1.663;
    wp::vec_t<2, wp::float32> var_971;
    wp::vec_t<2, wp::float32> var_972;
    wp::vec_t<2, wp::float32> var_973;
    const wp::float32 var_974 = 1.42;
    wp::vec_t<2, wp::float32> var_975;
    wp::vec_t<2, wp::float32> var_976;
    wp::vec_t<2, wp::float32> var_977;
    wp::vec_t<2, wp::float32> var_978;
    wp::vec_t<2, wp::float32> var_979;
    const wp::float32 var_980 = 1.41;
    wp::vec_t<2, wp::float32> var_981;
    wp::vec_t<2, wp::float32> var_982;
    bool var_983;
    bool var_984;
    const wp::float32 var_985 = 0.84;
    bool var_986;
    const wp::float32 var_987 = 0.8;
    const wp::float32 var_988 = 0.0;
    bool var_989;
    bool var_990;
    bool var_991;
    bool var_992;
    wp::float32 var_993;
    wp::float32 var_994;
    bool var_995;
    wp::float32 var_996;
    wp::float32 var_997;
    const wp::float32 var_998 = 0.084;
    wp::float32 var_999;
    const wp::float32 var_1000 = 1.0;
    wp::float32 var_1001;
    wp::float32 var_1002;
    bool var_1003;
    const wp::float32 var_1004 = -1.2;
    const wp::float32 var_1005 = 1.2;
    wp::float32 var_1006;
    wp::float32 var_1007;
    wp::float32 var_1008;
    wp::float32 var_1009;
    wp::float32 var_1010;
    const wp::int32 var_1011 = 1;
    wp::float32 var_1012;
    wp::float32 var_1013;
    wp::float32 var_1014;
    wp::float32 var_1015;
    wp::float32 var_1016;
    wp::float32 var_1017;
    wp::float32 var_1018;
    wp::float32 var_1019;
    wp::float32 var_1020;
    wp::vec_t<2, wp::float32> var_1021;
    wp::vec_t<2, wp::float32> var_1022;
    wp::vec_t<2, wp::float32> var_1023;
    wp::float32 var_1024;
    wp::float32 var_1025;
    wp::float32 var_1026;
    wp::float32 var_1027;
    wp::float32 var_1028;
    wp::float32 var_1029;
    wp::vec_t<2, wp::float32> var_1030;
    wp::vec_t<2, wp::float32> var_1031;
    wp::float32 var_1032;
    wp::float32 var_1033;
    wp::vec_t<2, wp::float32> var_1034;
    wp::vec_t<2, wp::float32> var_1035;
    wp::vec_t<2, wp::float32> var_1036;
    wp::float32 var_1037;
    wp::float32 var_1038;
    wp::vec_t<2, wp::float32> var_1039;
    wp::vec_t<2, wp::float32> var_1040;
    wp::vec_t<2, wp::float32> var_1041;
    wp::float32 var_1042;
    wp::float32 var_1043;
    wp::float32 var_1044;
    const wp::float32 var_1045 = 1.0;
    wp::float32 var_1046;
    wp::float32 var_1047;
    const wp::float32 var_1048 = 1.54;
    wp::float32 var_1049;
    wp::float32 var_1050;
    //---------
    // forward
    // def multi_conditional_000001(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=wp.vec2), out0: wp.array(dtype=float)):       <L 5>
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
    // if 0.54 > (0.27 + -1.537):                                                             <L 10>
    var_13 = wp::add(var_11, var_12);
    var_14 = (var_10 > var_13);
    if (var_14) {
        // v0 = v0 + wp.normalize(((1.4 * 1.91) * v0)) * 0.76                                 <L 11>
        var_17 = wp::mul(var_15, var_16);
        var_18 = wp::mul(var_17, var_2);
        var_19 = wp::normalize(var_18);
        var_21 = wp::mul(var_19, var_20);
        var_22 = wp::add(var_2, var_21);
    }
    if (!var_14) {
        // elif ((6 + tid)) % 2 == 1:                                                         <L 12>
        var_24 = wp::add(var_23, var_0);
        var_26 = wp::mod(var_24, var_25);
        var_28 = (var_26 == var_27);
        if (var_28) {
            // v0 = v0 + wp.normalize((v2 + wp.vec2(-1.353, -1.25))) * 1.5                    <L 13>
            var_31 = wp::vec_t<2, wp::float32>(var_29, var_30);
            var_32 = wp::add(var_8, var_31);
            var_33 = wp::normalize(var_32);
            var_35 = wp::mul(var_33, var_34);
            var_36 = wp::add(var_2, var_35);
            // if -0.1 < (0.14 - -1.84):                                                      <L 14>
            var_40 = wp::sub(var_38, var_39);
            var_41 = (var_37 < var_40);
            if (var_41) {
                // v1 = v1 + wp.normalize(((v2 + wp.vec2(0.94, -1.1)) * (0.1 / (wp.abs(1.8) + 1.0)))) * 0.92       <L 15>
                var_44 = wp::vec_t<2, wp::float32>(var_42, var_43);
                var_45 = wp::add(var_8, var_44);
                var_48 = wp::abs(var_47);
                var_50 = wp::add(var_48, var_49);
                var_51 = wp::div(var_46, var_50);
                var_52 = wp::mul(var_45, var_51);
                var_53 = wp::normalize(var_52);
                var_55 = wp::mul(var_53, var_54);
                var_56 = wp::add(var_5, var_55);
                // if (-0.13 / (wp.abs(0.02) + 1.0)) >= -1.58:                                <L 16>
                var_59 = wp::abs(var_58);
                var_61 = wp::add(var_59, var_60);
                var_62 = wp::div(var_57, var_61);
                var_64 = (var_62 >= var_63);
                if (var_64) {
                    // v1 = v1 + wp.normalize(x2[(tid + 5) % x2.shape[0]]) * 1.38             <L 17>
                    var_66 = wp::add(var_0, var_65);
                    var_67 = &(var_x2.shape);
                    var_70 = wp::load(var_67);
                    var_69 = wp::extract(var_70, var_68);
                    var_71 = wp::mod(var_66, var_69);
                    var_72 = wp::address(var_x2, var_71);
                    var_74 = wp::load(var_72);
                    var_73 = wp::normalize(var_74);
                    var_76 = wp::mul(var_73, var_75);
                    var_77 = wp::add(var_56, var_76);
                    // v0 = v0 + wp.normalize(wp.normalize((v2 - v1))) * 0.31                 <L 18>
                    var_78 = wp::sub(var_8, var_77);
                    var_79 = wp::normalize(var_78);
                    var_80 = wp::normalize(var_79);
                    var_82 = wp::mul(var_80, var_81);
                    var_83 = wp::add(var_36, var_82);
                    // v1 = v1 + wp.normalize(((0.995 * v1) - wp.where(0.66 >= -2.0, wp.vec2(0.9, 0.7), v2))) * 1.72       <L 19>
                    var_85 = wp::mul(var_84, var_77);
                    var_88 = (var_86 >= var_87);
                    var_91 = wp::vec_t<2, wp::float32>(var_89, var_90);
                    var_92 = wp::where(var_88, var_91, var_8);
                    var_93 = wp::sub(var_85, var_92);
                    var_94 = wp::normalize(var_93);
                    var_96 = wp::mul(var_94, var_95);
                    var_97 = wp::add(var_77, var_96);
                }
                if (!var_64) {
                    // elif (-0.18 > -0.8) and (0.5 <= 1.19):                                 <L 20>
                    var_101 = (var_99 > var_100);
                    var_98 = var_101;
                    if (var_98) {
                        var_104 = (var_102 <= var_103);
                        var_98 = var_98 && var_104;
                    }
                    if (var_98) {
                        // v0 = v0 + wp.normalize((v2 + (1.624 * wp.vec2(1.536, -1.0)))) * 1.1       <L 21>
                        var_108 = wp::vec_t<2, wp::float32>(var_106, var_107);
                        var_109 = wp::mul(var_105, var_108);
                        var_110 = wp::add(var_8, var_109);
                        var_111 = wp::normalize(var_110);
                        var_113 = wp::mul(var_111, var_112);
                        var_114 = wp::add(var_36, var_113);
                        // v3 = ((0.668 * (v1 * 0.6)) + wp.vec2(wp.length_sq(v2), -0.704))       <L 22>
                        var_117 = wp::mul(var_56, var_116);
                        var_118 = wp::mul(var_115, var_117);
                        var_119 = wp::length_sq(var_8);
                        var_121 = wp::vec_t<2, wp::float32>(var_119, var_120);
                        var_122 = wp::add(var_118, var_121);
                        // v4 = v1                                                            <L 23>
                        var_123 = wp::copy(var_56);
                    }
                    if (!var_98) {
                        // elif wp.exp(wp.clamp(1.9, -4.0, 4.0)) <= wp.dot(v0, v1):           <L 24>
                        var_127 = wp::clamp(var_124, var_125, var_126);
                        var_128 = wp::exp(var_127);
                        var_129 = wp::dot(var_36, var_56);
                        var_130 = (var_128 <= var_129);
                        if (var_130) {
                            // v0 = v0 + wp.normalize(wp.normalize(wp.where(1.4 > -1.92, v1, wp.vec2(-1.493, 0.7)))) * 0.84       <L 25>
                            var_133 = (var_131 > var_132);
                            var_136 = wp::vec_t<2, wp::float32>(var_134, var_135);
                            var_137 = wp::where(var_133, var_56, var_136);
                            var_138 = wp::normalize(var_137);
                            var_139 = wp::normalize(var_138);
                            var_141 = wp::mul(var_139, var_140);
                            var_142 = wp::add(var_36, var_141);
                            // v2 = v2 + wp.normalize(wp.normalize(v1)) * 0.48                <L 26>
                            var_143 = wp::normalize(var_56);
                            var_144 = wp::normalize(var_143);
                            var_146 = wp::mul(var_144, var_145);
                            var_147 = wp::add(var_8, var_146);
                        }
                        var_148 = wp::where(var_130, var_142, var_36);
                        var_149 = wp::where(var_130, var_147, var_8);
                    }
                    var_150 = wp::where(var_98, var_114, var_148);
                    var_151 = wp::where(var_98, var_8, var_149);
                }
                var_152 = wp::where(var_64, var_83, var_150);
                var_153 = wp::where(var_64, var_97, var_56);
                var_154 = wp::where(var_64, var_8, var_151);
            }
            if (!var_41) {
                // v2 = v2 + wp.normalize(wp.vec2(v1[1], (0.313 / (wp.abs(1.55) + 1.0)))) * 0.35       <L 28>
                var_156 = wp::extract(var_5, var_155);
                var_159 = wp::abs(var_158);
                var_161 = wp::add(var_159, var_160);
                var_162 = wp::div(var_157, var_161);
                var_163 = wp::vec_t<2, wp::float32>(var_156, var_162);
                var_164 = wp::normalize(var_163);
                var_166 = wp::mul(var_164, var_165);
                var_167 = wp::add(var_8, var_166);
                // if v0[1] <= -1.61:                                                         <L 29>
                var_169 = wp::extract(var_36, var_168);
                var_171 = (var_169 <= var_170);
                if (var_171) {
                    // v0 = v0 + wp.normalize(wp.max(wp.where(-0.4 > -1.751, v1, v1), v2)) * 1.64       <L 30>
                    var_174 = (var_172 > var_173);
                    var_175 = wp::where(var_174, var_5, var_5);
                    var_176 = wp::max(var_175, var_167);
                    var_177 = wp::normalize(var_176);
                    var_179 = wp::mul(var_177, var_178);
                    var_180 = wp::add(var_36, var_179);
                    // v2 = v2 + wp.normalize(wp.vec2(-0.78, -0.6)) * 1.52                    <L 31>
                    var_183 = wp::vec_t<2, wp::float32>(var_181, var_182);
                    var_184 = wp::normalize(var_183);
                    var_186 = wp::mul(var_184, var_185);
                    var_187 = wp::add(var_167, var_186);
                    // v0 = v0 + wp.normalize((wp.where(0.1 >= 0.79, wp.vec2(0.18, -0.2), wp.vec2(1.79, 0.8)) * -0.38)) * 0.47       <L 32>
                    var_190 = (var_188 >= var_189);
                    var_193 = wp::vec_t<2, wp::float32>(var_191, var_192);
                    var_196 = wp::vec_t<2, wp::float32>(var_194, var_195);
                    var_197 = wp::where(var_190, var_193, var_196);
                    var_199 = wp::mul(var_197, var_198);
                    var_200 = wp::normalize(var_199);
                    var_202 = wp::mul(var_200, var_201);
                    var_203 = wp::add(var_180, var_202);
                }
                if (!var_171) {
                    // v2 = v2 + wp.normalize((wp.where(1.5 <= -0.11, 0.383, 0.983) * (v1 - wp.vec2(0.5, 0.74)))) * 0.18       <L 34>
                    var_206 = (var_204 <= var_205);
                    var_209 = wp::where(var_206, var_207, var_208);
                    var_212 = wp::vec_t<2, wp::float32>(var_210, var_211);
                    var_213 = wp::sub(var_5, var_212);
                    var_214 = wp::mul(var_209, var_213);
                    var_215 = wp::normalize(var_214);
                    var_217 = wp::mul(var_215, var_216);
                    var_218 = wp::add(var_167, var_217);
                    // v5 = wp.length((wp.acos(wp.clamp(-1.09, -0.9, 0.9)) * (1.1 * v0)))       <L 35>
                    var_222 = wp::clamp(var_219, var_220, var_221);
                    var_223 = wp::acos(var_222);
                    var_225 = wp::mul(var_224, var_36);
                    var_226 = wp::mul(var_223, var_225);
                    var_227 = wp::length(var_226);
                    // v1 = v1 + wp.normalize(v1) * 0.31                                      <L 36>
                    var_228 = wp::normalize(var_5);
                    var_230 = wp::mul(var_228, var_229);
                    var_231 = wp::add(var_5, var_230);
                }
                var_232 = wp::where(var_171, var_203, var_36);
                var_233 = wp::where(var_171, var_5, var_231);
                var_234 = wp::where(var_171, var_187, var_218);
            }
            var_235 = wp::where(var_41, var_152, var_232);
            var_236 = wp::where(var_41, var_153, var_233);
            var_237 = wp::where(var_41, var_154, var_234);
            // if ((wp.abs(tid) % 8)) % 3 == 1:                                               <L 37>
            var_238 = wp::abs(var_0);
            var_240 = wp::mod(var_238, var_239);
            var_242 = wp::mod(var_240, var_241);
            var_244 = (var_242 == var_243);
            if (var_244) {
                // v2 = v2 + wp.normalize((wp.lerp(v0, v2, 0.2) * 1.91)) * 1.44               <L 38>
                var_246 = wp::lerp(var_235, var_237, var_245);
                var_248 = wp::mul(var_246, var_247);
                var_249 = wp::normalize(var_248);
                var_251 = wp::mul(var_249, var_250);
                var_252 = wp::add(var_237, var_251);
            }
            if (!var_244) {
                // elif ((tid) % 4 == 0) or (-0.333 > -1.4):                                  <L 39>
                var_255 = wp::mod(var_0, var_254);
                var_257 = (var_255 == var_256);
                var_253 = var_257;
                if (!var_253) {
                    var_260 = (var_258 > var_259);
                    var_253 = var_253 || var_260;
                }
                if (var_253) {
                    // v2 = v2 + wp.normalize(wp.max(wp.min(wp.vec2(-1.135, 0.9), v1), wp.vec2(-1.7, -0.86))) * 1.55       <L 40>
                    var_263 = wp::vec_t<2, wp::float32>(var_261, var_262);
                    var_264 = wp::min(var_263, var_236);
                    var_267 = wp::vec_t<2, wp::float32>(var_265, var_266);
                    var_268 = wp::max(var_264, var_267);
                    var_269 = wp::normalize(var_268);
                    var_271 = wp::mul(var_269, var_270);
                    var_272 = wp::add(var_237, var_271);
                    // v2 = v2 + wp.normalize(v0) * 0.93                                      <L 41>
                    var_273 = wp::normalize(var_235);
                    var_275 = wp::mul(var_273, var_274);
                    var_276 = wp::add(var_272, var_275);
                }
                if (!var_253) {
                    // elif not ((tid) % 4 == 0 and (-0.7 >= -1.01) and (0.1 >= -1.649)):       <L 42>
                    var_279 = wp::mod(var_0, var_278);
                    var_281 = (var_279 == var_280);
                    var_277 = var_281;
                    if (var_277) {
                        var_284 = (var_282 >= var_283);
                        var_277 = var_277 && var_284;
                    }
                    if (var_277) {
                        var_287 = (var_285 >= var_286);
                        var_277 = var_277 && var_287;
                    }
                    var_288 = wp::unot(var_277);
                    if (var_288) {
                        // v2 = v2 + wp.normalize(v0) * 0.15                                  <L 43>
                        var_289 = wp::normalize(var_235);
                        var_291 = wp::mul(var_289, var_290);
                        var_292 = wp::add(var_237, var_291);
                    }
                    if (!var_288) {
                        // v0 = v0 + wp.normalize(wp.normalize((v1 + v1))) * 0.28             <L 45>
                        var_293 = wp::add(var_236, var_236);
                        var_294 = wp::normalize(var_293);
                        var_295 = wp::normalize(var_294);
                        var_297 = wp::mul(var_295, var_296);
                        var_298 = wp::add(var_235, var_297);
                        // v6 = float(-0.6)                                                   <L 46>
                        var_300 = wp::float(var_299);
                    }
                    var_301 = wp::where(var_288, var_235, var_298);
                    var_302 = wp::where(var_288, var_292, var_237);
                }
                var_303 = wp::where(var_253, var_235, var_301);
                var_304 = wp::where(var_253, var_276, var_302);
            }
            var_305 = wp::where(var_244, var_235, var_303);
            var_306 = wp::where(var_244, var_252, var_304);
        }
        var_307 = wp::where(var_28, var_305, var_2);
        var_308 = wp::where(var_28, var_236, var_5);
        var_309 = wp::where(var_28, var_306, var_8);
    }
    var_310 = wp::where(var_14, var_22, var_307);
    var_311 = wp::where(var_14, var_5, var_308);
    var_312 = wp::where(var_14, var_8, var_309);
    // v7 = wp.log(wp.abs(1.52) + 1.0)                                                        <L 47>
    var_314 = wp::abs(var_313);
    var_316 = wp::add(var_314, var_315);
    var_317 = wp::log(var_316);
    // if wp.dot(v2, wp.vec2(-0.8, -0.9)) > wp.length(wp.vec2(0.82, -0.508)):                 <L 48>
    var_320 = wp::vec_t<2, wp::float32>(var_318, var_319);
    var_321 = wp::dot(var_312, var_320);
    var_324 = wp::vec_t<2, wp::float32>(var_322, var_323);
    var_325 = wp::length(var_324);
    var_326 = (var_321 > var_325);
    if (var_326) {
        // v7 = v7 + wp.cos(v7)                                                               <L 49>
        var_327 = wp::cos(var_317);
        var_328 = wp::add(var_317, var_327);
        // if wp.length(v2) <= wp.tan(wp.clamp(v7, -1.2, 1.2)):                               <L 50>
        var_329 = wp::length(var_312);
        var_332 = wp::clamp(var_328, var_330, var_331);
        var_333 = wp::tan(var_332);
        var_334 = (var_329 <= var_333);
        if (var_334) {
            // v7 = v7 + wp.sin(v7)                                                           <L 51>
            var_335 = wp::sin(var_328);
            var_336 = wp::add(var_328, var_335);
        }
        var_337 = wp::where(var_334, var_336, var_328);
        // if not ((v7 < v7) and (v7 <= v7) or v7 >= v7):                                     <L 52>
        var_340 = (var_337 < var_337);
        var_339 = var_340;
        if (var_339) {
            var_341 = (var_337 <= var_337);
            var_339 = var_339 && var_341;
        }
        var_338 = var_339;
        if (!var_338) {
            var_342 = (var_337 >= var_337);
            var_338 = var_338 || var_342;
        }
        var_343 = wp::unot(var_338);
        if (var_343) {
            // v1 = v1 + wp.normalize(x2[(tid + 3) % x2.shape[0]]) * 1.08                     <L 53>
            var_345 = wp::add(var_0, var_344);
            var_346 = &(var_x2.shape);
            var_349 = wp::load(var_346);
            var_348 = wp::extract(var_349, var_347);
            var_350 = wp::mod(var_345, var_348);
            var_351 = wp::address(var_x2, var_350);
            var_353 = wp::load(var_351);
            var_352 = wp::normalize(var_353);
            var_355 = wp::mul(var_352, var_354);
            var_356 = wp::add(var_311, var_355);
        }
        if (!var_343) {
            // v0 = v0 + wp.normalize((v2 * (v7 + v7))) * 1.31                                <L 55>
            var_357 = wp::add(var_337, var_337);
            var_358 = wp::mul(var_312, var_357);
            var_359 = wp::normalize(var_358);
            var_361 = wp::mul(var_359, var_360);
            var_362 = wp::add(var_310, var_361);
            // if ((4 - tid)) % 3 == 1:                                                       <L 56>
            var_364 = wp::sub(var_363, var_0);
            var_366 = wp::mod(var_364, var_365);
            var_368 = (var_366 == var_367);
            if (var_368) {
                // v2 = v2 + wp.normalize(wp.normalize(x0[(tid + 1) % x0.shape[0]])) * 0.88       <L 57>
                var_370 = wp::add(var_0, var_369);
                var_371 = &(var_x0.shape);
                var_374 = wp::load(var_371);
                var_373 = wp::extract(var_374, var_372);
                var_375 = wp::mod(var_370, var_373);
                var_376 = wp::address(var_x0, var_375);
                var_378 = wp::load(var_376);
                var_377 = wp::normalize(var_378);
                var_379 = wp::normalize(var_377);
                var_381 = wp::mul(var_379, var_380);
                var_382 = wp::add(var_312, var_381);
                // v8 = wp.dot(wp.max(wp.normalize(v2), v2), x0[(tid + 3) % x0.shape[0]])       <L 58>
                var_383 = wp::normalize(var_382);
                var_384 = wp::max(var_383, var_382);
                var_386 = wp::add(var_0, var_385);
                var_387 = &(var_x0.shape);
                var_390 = wp::load(var_387);
                var_389 = wp::extract(var_390, var_388);
                var_391 = wp::mod(var_386, var_389);
                var_392 = wp::address(var_x0, var_391);
                var_394 = wp::load(var_392);
                var_393 = wp::dot(var_384, var_394);
                // v9 = (wp.vec2((v7 / (wp.abs(v8) + 1.0)), (-0.5 - v8)) - v1)                <L 59>
                var_395 = wp::abs(var_393);
                var_397 = wp::add(var_395, var_396);
                var_398 = wp::div(var_337, var_397);
                var_400 = wp::sub(var_399, var_393);
                var_401 = wp::vec_t<2, wp::float32>(var_398, var_400);
                var_402 = wp::sub(var_401, var_311);
            }
            if (!var_368) {
                // elif (wp.min(tid, tid)) % 3 == 0:                                          <L 60>
                var_403 = wp::min(var_0, var_0);
                var_405 = wp::mod(var_403, var_404);
                var_407 = (var_405 == var_406);
                if (var_407) {
                    // v1 = v1 + wp.normalize(((v7 * v2) * wp.dot(v1, v1))) * 0.34            <L 61>
                    var_408 = wp::mul(var_337, var_312);
                    var_409 = wp::dot(var_311, var_311);
                    var_410 = wp::mul(var_408, var_409);
                    var_411 = wp::normalize(var_410);
                    var_413 = wp::mul(var_411, var_412);
                    var_414 = wp::add(var_311, var_413);
                    // v10 = ((wp.length(v0) - (v7 * v7)) / (wp.abs(((v7 * v7) * wp.tanh(0.4))) + 1.0))       <L 62>
                    var_415 = wp::length(var_362);
                    var_416 = wp::mul(var_337, var_337);
                    var_417 = wp::sub(var_415, var_416);
                    var_418 = wp::mul(var_337, var_337);
                    var_420 = wp::tanh(var_419);
                    var_421 = wp::mul(var_418, var_420);
                    var_422 = wp::abs(var_421);
                    var_424 = wp::add(var_422, var_423);
                    var_425 = wp::div(var_417, var_424);
                    // v11 = (wp.atan2((v10 / (wp.abs(v7) + 1.0)), v7 + 3.0) / (wp.abs(wp.pow(wp.abs(v7) + 1.0, wp.clamp(wp.step(v10) * 1.7, -2.0, 2.0))) + 1.0))       <L 63>
                    var_426 = wp::abs(var_337);
                    var_428 = wp::add(var_426, var_427);
                    var_429 = wp::div(var_425, var_428);
                    var_431 = wp::add(var_337, var_430);
                    var_432 = wp::atan2(var_429, var_431);
                    var_433 = wp::abs(var_337);
                    var_435 = wp::add(var_433, var_434);
                    var_436 = wp::step(var_425);
                    var_438 = wp::mul(var_436, var_437);
                    var_441 = wp::clamp(var_438, var_439, var_440);
                    var_442 = wp::pow(var_435, var_441);
                    var_443 = wp::abs(var_442);
                    var_445 = wp::add(var_443, var_444);
                    var_446 = wp::div(var_432, var_445);
                }
                if (!var_407) {
                    // elif (not (v7 >= v7 and v7 < v7)) or ((v7 > v7) or (v7 < 0.231)):       <L 64>
                    var_449 = (var_337 >= var_337);
                    var_448 = var_449;
                    if (var_448) {
                        var_450 = (var_337 < var_337);
                        var_448 = var_448 && var_450;
                    }
                    var_451 = wp::unot(var_448);
                    var_447 = var_451;
                    if (!var_447) {
                        var_453 = (var_337 > var_337);
                        var_452 = var_453;
                        if (!var_452) {
                            var_455 = (var_337 < var_454);
                            var_452 = var_452 || var_455;
                        }
                        var_447 = var_447 || var_452;
                    }
                    if (var_447) {
                        // v7 = v7 + wp.sin(((v7 * v1))[0])                                   <L 65>
                        var_456 = wp::mul(var_337, var_311);
                        var_458 = wp::extract(var_456, var_457);
                        var_459 = wp::sin(var_458);
                        var_460 = wp::add(var_337, var_459);
                        // v12 = (wp.abs((-0.577 - v7)) - wp.exp(wp.clamp(wp.pow(wp.abs(v7) + 1.0, wp.clamp(v7, -2.0, 2.0)), -4.0, 4.0)))       <L 66>
                        var_462 = wp::sub(var_461, var_460);
                        var_463 = wp::abs(var_462);
                        var_464 = wp::abs(var_460);
                        var_466 = wp::add(var_464, var_465);
                        var_469 = wp::clamp(var_460, var_467, var_468);
                        var_470 = wp::pow(var_466, var_469);
                        var_473 = wp::clamp(var_470, var_471, var_472);
                        var_474 = wp::exp(var_473);
                        var_475 = wp::sub(var_463, var_474);
                    }
                    if (!var_447) {
                        // v1 = v1 + wp.normalize(x2[(tid + 5) % x2.shape[0]]) * 1.16         <L 68>
                        var_477 = wp::add(var_0, var_476);
                        var_478 = &(var_x2.shape);
                        var_481 = wp::load(var_478);
                        var_480 = wp::extract(var_481, var_479);
                        var_482 = wp::mod(var_477, var_480);
                        var_483 = wp::address(var_x2, var_482);
                        var_485 = wp::load(var_483);
                        var_484 = wp::normalize(var_485);
                        var_487 = wp::mul(var_484, var_486);
                        var_488 = wp::add(var_311, var_487);
                    }
                    var_489 = wp::where(var_447, var_311, var_488);
                    var_490 = wp::where(var_447, var_460, var_337);
                }
                var_491 = wp::where(var_407, var_414, var_489);
                var_492 = wp::where(var_407, var_337, var_490);
            }
            var_493 = wp::where(var_368, var_311, var_491);
            var_494 = wp::where(var_368, var_382, var_312);
            var_495 = wp::where(var_368, var_337, var_492);
        }
        var_496 = wp::where(var_343, var_310, var_362);
        var_497 = wp::where(var_343, var_356, var_493);
        var_498 = wp::where(var_343, var_312, var_494);
        var_499 = wp::where(var_343, var_337, var_495);
    }
    var_500 = wp::where(var_326, var_496, var_310);
    var_501 = wp::where(var_326, var_497, var_311);
    var_502 = wp::where(var_326, var_498, var_312);
    var_503 = wp::where(var_326, var_499, var_317);
    // if v7 > v7:                                                                            <L 69>
    var_504 = (var_503 > var_503);
    if (var_504) {
        // v1 = v1 + wp.normalize(wp.vec2((-1.6 / (wp.abs(v7) + 1.0)), (v7 + v7))) * 1.17       <L 70>
        var_506 = wp::abs(var_503);
        var_508 = wp::add(var_506, var_507);
        var_509 = wp::div(var_505, var_508);
        var_510 = wp::add(var_503, var_503);
        var_511 = wp::vec_t<2, wp::float32>(var_509, var_510);
        var_512 = wp::normalize(var_511);
        var_514 = wp::mul(var_512, var_513);
        var_515 = wp::add(var_501, var_514);
        // v2 = v2 + wp.normalize(wp.vec2(v7, v2[0])) * 0.89                                  <L 71>
        var_517 = wp::extract(var_502, var_516);
        var_518 = wp::vec_t<2, wp::float32>(var_503, var_517);
        var_519 = wp::normalize(var_518);
        var_521 = wp::mul(var_519, var_520);
        var_522 = wp::add(var_502, var_521);
        // if wp.where(v7 < v7, v7, -0.5) <= wp.lerp(1.61, -1.8, 0.25):                       <L 72>
        var_523 = (var_503 < var_503);
        var_525 = wp::where(var_523, var_503, var_524);
        var_529 = wp::lerp(var_526, var_527, var_528);
        var_530 = (var_525 <= var_529);
        if (var_530) {
            // v0 = v0 + wp.normalize(v2) * 1.76                                              <L 73>
            var_531 = wp::normalize(var_522);
            var_533 = wp::mul(var_531, var_532);
            var_534 = wp::add(var_500, var_533);
            // v13 = wp.frac(((v7 * 1.3) - (v7 / (wp.abs(-1.8) + 1.0))))                      <L 74>
            var_536 = wp::mul(var_503, var_535);
            var_538 = wp::abs(var_537);
            var_540 = wp::add(var_538, var_539);
            var_541 = wp::div(var_503, var_540);
            var_542 = wp::sub(var_536, var_541);
            var_543 = wp::frac(var_542);
            // if ((v13 > 0.7) and (v7 >= 0.506)) and ((v7 > v7) or (v13 < v7)):              <L 75>
            var_547 = (var_543 > var_546);
            var_545 = var_547;
            if (var_545) {
                var_549 = (var_503 >= var_548);
                var_545 = var_545 && var_549;
            }
            var_544 = var_545;
            if (var_544) {
                var_551 = (var_503 > var_503);
                var_550 = var_551;
                if (!var_550) {
                    var_552 = (var_543 < var_503);
                    var_550 = var_550 || var_552;
                }
                var_544 = var_544 && var_550;
            }
            if (var_544) {
                // v13 = v13 + wp.sin(v13)                                                    <L 76>
                var_553 = wp::sin(var_543);
                var_554 = wp::add(var_543, var_553);
            }
            if (!var_544) {
                // v7 = v7 + wp.cos(v0[1])                                                    <L 78>
                var_556 = wp::extract(var_534, var_555);
                var_557 = wp::cos(var_556);
                var_558 = wp::add(var_503, var_557);
                // v14 = wp.length_sq(v1)                                                     <L 79>
                var_559 = wp::length_sq(var_515);
            }
            var_560 = wp::where(var_544, var_503, var_558);
            var_561 = wp::where(var_544, var_554, var_543);
        }
        if (!var_530) {
            // elif (v7 * v7) <= (v7 / (wp.abs(v7) + 1.0)):                                   <L 80>
            var_562 = wp::mul(var_503, var_503);
            var_563 = wp::abs(var_503);
            var_565 = wp::add(var_563, var_564);
            var_566 = wp::div(var_503, var_565);
            var_567 = (var_562 <= var_566);
            if (var_567) {
                // v0 = v0 + wp.normalize(wp.vec2(wp.radians(v7), wp.min(v7, v7))) * 0.67       <L 81>
                var_568 = wp::radians(var_503);
                var_569 = wp::min(var_503, var_503);
                var_570 = wp::vec_t<2, wp::float32>(var_568, var_569);
                var_571 = wp::normalize(var_570);
                var_573 = wp::mul(var_571, var_572);
                var_574 = wp::add(var_500, var_573);
            }
            if (!var_567) {
                // v0 = v0 + wp.normalize(wp.lerp((wp.vec2(-1.2, 1.7) + v0), (v1 + v0), (v7 / (wp.abs(v7) + 1.0)))) * 1.95       <L 83>
                var_577 = wp::vec_t<2, wp::float32>(var_575, var_576);
                var_578 = wp::add(var_577, var_500);
                var_579 = wp::add(var_515, var_500);
                var_580 = wp::abs(var_503);
                var_582 = wp::add(var_580, var_581);
                var_583 = wp::div(var_503, var_582);
                var_584 = wp::lerp(var_578, var_579, var_583);
                var_585 = wp::normalize(var_584);
                var_587 = wp::mul(var_585, var_586);
                var_588 = wp::add(var_500, var_587);
                // if wp.where(v7 >= v7, v7, v7) <= (v7 - v7):                                <L 84>
                var_589 = (var_503 >= var_503);
                var_590 = wp::where(var_589, var_503, var_503);
                var_591 = wp::sub(var_503, var_503);
                var_592 = (var_590 <= var_591);
                if (var_592) {
                    // v0 = v0 + wp.normalize((v7 * v1)) * 0.71                               <L 85>
                    var_593 = wp::mul(var_503, var_515);
                    var_594 = wp::normalize(var_593);
                    var_596 = wp::mul(var_594, var_595);
                    var_597 = wp::add(var_588, var_596);
                }
                if (!var_592) {
                    // elif (-0.6 > -1.89) or (not (v7 <= v7 or v7 >= v7)):                   <L 86>
                    var_601 = (var_599 > var_600);
                    var_598 = var_601;
                    if (!var_598) {
                        var_603 = (var_503 <= var_503);
                        var_602 = var_603;
                        if (!var_602) {
                            var_604 = (var_503 >= var_503);
                            var_602 = var_602 || var_604;
                        }
                        var_605 = wp::unot(var_602);
                        var_598 = var_598 || var_605;
                    }
                    if (var_598) {
                        // v0 = v0 + wp.normalize(wp.vec2((v7 + v7), (v7 + v7))) * 1.29       <L 87>
                        var_606 = wp::add(var_503, var_503);
                        var_607 = wp::add(var_503, var_503);
                        var_608 = wp::vec_t<2, wp::float32>(var_606, var_607);
                        var_609 = wp::normalize(var_608);
                        var_611 = wp::mul(var_609, var_610);
                        var_612 = wp::add(var_588, var_611);
                    }
                    if (!var_598) {
                        // elif v7 > v1[0]:                                                   <L 88>
                        var_614 = wp::extract(var_515, var_613);
                        var_615 = (var_503 > var_614);
                        if (var_615) {
                            // v7 = v7 + wp.sin(wp.length(v1))                                <L 89>
                            var_616 = wp::length(var_515);
                            var_617 = wp::sin(var_616);
                            var_618 = wp::add(var_503, var_617);
                            // v15 = wp.clamp(v7, -1.06, 0.34)                                <L 90>
                            var_621 = wp::clamp(var_618, var_619, var_620);
                        }
                        if (!var_615) {
                            // v1 = v1 + wp.normalize(wp.lerp((v2 - v0), wp.vec2(v7, v7), v7)) * 0.23       <L 92>
                            var_622 = wp::sub(var_522, var_588);
                            var_623 = wp::vec_t<2, wp::float32>(var_503, var_503);
                            var_624 = wp::lerp(var_622, var_623, var_503);
                            var_625 = wp::normalize(var_624);
                            var_627 = wp::mul(var_625, var_626);
                            var_628 = wp::add(var_515, var_627);
                            // v16 = float(1.3)                                               <L 93>
                            var_630 = wp::float(var_629);
                            // v7 = v7 + wp.cos(wp.abs((v16 * v16)))                          <L 94>
                            var_631 = wp::mul(var_630, var_630);
                            var_632 = wp::abs(var_631);
                            var_633 = wp::cos(var_632);
                            var_634 = wp::add(var_503, var_633);
                        }
                        var_635 = wp::where(var_615, var_515, var_628);
                        var_636 = wp::where(var_615, var_618, var_634);
                    }
                    var_637 = wp::where(var_598, var_612, var_588);
                    var_638 = wp::where(var_598, var_515, var_635);
                    var_639 = wp::where(var_598, var_503, var_636);
                }
                var_640 = wp::where(var_592, var_597, var_637);
                var_641 = wp::where(var_592, var_515, var_638);
                var_642 = wp::where(var_592, var_503, var_639);
                // if (v7 + v7) >= v7:                                                        <L 95>
                var_643 = wp::add(var_642, var_642);
                var_644 = (var_643 >= var_642);
                if (var_644) {
                    // v0 = v0 + wp.normalize(wp.vec2(-1.25, -1.6)) * 1.61                    <L 96>
                    var_647 = wp::vec_t<2, wp::float32>(var_645, var_646);
                    var_648 = wp::normalize(var_647);
                    var_650 = wp::mul(var_648, var_649);
                    var_651 = wp::add(var_640, var_650);
                }
                if (!var_644) {
                    // elif ((v7 <= v7) or (v7 <= v7)) or (0.599 <= v7):                      <L 97>
                    var_654 = (var_642 <= var_642);
                    var_653 = var_654;
                    if (!var_653) {
                        var_655 = (var_642 <= var_642);
                        var_653 = var_653 || var_655;
                    }
                    var_652 = var_653;
                    if (!var_652) {
                        var_657 = (var_656 <= var_642);
                        var_652 = var_652 || var_657;
                    }
                    if (var_652) {
                        // v0 = v0 + wp.normalize(wp.normalize(wp.cw_mul(wp.vec2(0.68, -0.23), v0))) * 1.74       <L 98>
                        var_660 = wp::vec_t<2, wp::float32>(var_658, var_659);
                        var_661 = wp::cw_mul(var_660, var_640);
                        var_662 = wp::normalize(var_661);
                        var_663 = wp::normalize(var_662);
                        var_665 = wp::mul(var_663, var_664);
                        var_666 = wp::add(var_640, var_665);
                    }
                    if (!var_652) {
                        // elif (v7 / (wp.abs(-1.83) + 1.0)) < wp.clamp(v7, -1.82, 1.36):       <L 99>
                        var_668 = wp::abs(var_667);
                        var_670 = wp::add(var_668, var_669);
                        var_671 = wp::div(var_642, var_670);
                        var_674 = wp::clamp(var_642, var_672, var_673);
                        var_675 = (var_671 < var_674);
                        if (var_675) {
                            // v1 = v1 + wp.normalize(wp.vec2(wp.sqrt(wp.abs(v7) + 0.5), v7)) * 0.63       <L 100>
                            var_676 = wp::abs(var_642);
                            var_678 = wp::add(var_676, var_677);
                            var_679 = wp::sqrt(var_678);
                            var_680 = wp::vec_t<2, wp::float32>(var_679, var_642);
                            var_681 = wp::normalize(var_680);
                            var_683 = wp::mul(var_681, var_682);
                            var_684 = wp::add(var_641, var_683);
                            // v2 = v2 + wp.normalize(v2) * 1.17                              <L 101>
                            var_685 = wp::normalize(var_522);
                            var_687 = wp::mul(var_685, var_686);
                            var_688 = wp::add(var_522, var_687);
                            // v7 = v7 + wp.cos(1.8)                                          <L 102>
                            var_690 = wp::cos(var_689);
                            var_691 = wp::add(var_642, var_690);
                        }
                        var_692 = wp::where(var_675, var_684, var_641);
                        var_693 = wp::where(var_675, var_688, var_522);
                        var_694 = wp::where(var_675, var_691, var_642);
                    }
                    var_695 = wp::where(var_652, var_666, var_640);
                    var_696 = wp::where(var_652, var_641, var_692);
                    var_697 = wp::where(var_652, var_522, var_693);
                    var_698 = wp::where(var_652, var_642, var_694);
                }
                var_699 = wp::where(var_644, var_651, var_695);
                var_700 = wp::where(var_644, var_641, var_696);
                var_701 = wp::where(var_644, var_522, var_697);
                var_702 = wp::where(var_644, var_642, var_698);
            }
            var_703 = wp::where(var_567, var_574, var_699);
            var_704 = wp::where(var_567, var_515, var_700);
            var_705 = wp::where(var_567, var_522, var_701);
            var_706 = wp::where(var_567, var_503, var_702);
        }
        var_707 = wp::where(var_530, var_534, var_703);
        var_708 = wp::where(var_530, var_515, var_704);
        var_709 = wp::where(var_530, var_522, var_705);
        var_710 = wp::where(var_530, var_560, var_706);
    }
    var_711 = wp::where(var_504, var_707, var_500);
    var_712 = wp::where(var_504, var_708, var_501);
    var_713 = wp::where(var_504, var_709, var_502);
    var_714 = wp::where(var_504, var_710, var_503);
    // if ((tid) % 3 == 0) or ((v7 > v7) and (v7 >= v7)):                                     <L 103>
    var_717 = wp::mod(var_0, var_716);
    var_719 = (var_717 == var_718);
    var_715 = var_719;
    if (!var_715) {
        var_721 = (var_714 > var_714);
        var_720 = var_721;
        if (var_720) {
            var_722 = (var_714 >= var_714);
            var_720 = var_720 && var_722;
        }
        var_715 = var_715 || var_720;
    }
    if (var_715) {
        // v2 = v2 + wp.normalize((x1[(tid + 5) % x1.shape[0]] * wp.pow(wp.abs(v7) + 1.0, wp.clamp(v7, -2.0, 2.0)))) * 1.87       <L 104>
        var_724 = wp::add(var_0, var_723);
        var_725 = &(var_x1.shape);
        var_728 = wp::load(var_725);
        var_727 = wp::extract(var_728, var_726);
        var_729 = wp::mod(var_724, var_727);
        var_730 = wp::address(var_x1, var_729);
        var_731 = wp::abs(var_714);
        var_733 = wp::add(var_731, var_732);
        var_736 = wp::clamp(var_714, var_734, var_735);
        var_737 = wp::pow(var_733, var_736);
        var_739 = wp::load(var_730);
        var_738 = wp::mul(var_739, var_737);
        var_740 = wp::normalize(var_738);
        var_742 = wp::mul(var_740, var_741);
        var_743 = wp::add(var_713, var_742);
        // v17 = v0                                                                           <L 105>
        var_744 = wp::copy(var_711);
        // if (v7 >= -1.484) or (v7 >= v7):                                                   <L 106>
        var_747 = (var_714 >= var_746);
        var_745 = var_747;
        if (!var_745) {
            var_748 = (var_714 >= var_714);
            var_745 = var_745 || var_748;
        }
        if (var_745) {
            // v1 = v1 + wp.normalize(wp.min(v17, v1)) * 1.51                                 <L 107>
            var_749 = wp::min(var_744, var_712);
            var_750 = wp::normalize(var_749);
            var_752 = wp::mul(var_750, var_751);
            var_753 = wp::add(var_712, var_752);
            // if (v7 + v7) <= wp.where(v7 >= v7, -0.87, v7):                                 <L 108>
            var_754 = wp::add(var_714, var_714);
            var_755 = (var_714 >= var_714);
            var_757 = wp::where(var_755, var_756, var_714);
            var_758 = (var_754 <= var_757);
            if (var_758) {
                // v17 = v17 + wp.normalize(wp.lerp(wp.lerp(v0, wp.vec2(-0.9, -1.99), v7), x1[(tid + 1) % x1.shape[0]], v7)) * 0.57       <L 109>
                var_761 = wp::vec_t<2, wp::float32>(var_759, var_760);
                var_762 = wp::lerp(var_711, var_761, var_714);
                var_764 = wp::add(var_0, var_763);
                var_765 = &(var_x1.shape);
                var_768 = wp::load(var_765);
                var_767 = wp::extract(var_768, var_766);
                var_769 = wp::mod(var_764, var_767);
                var_770 = wp::address(var_x1, var_769);
                var_772 = wp::load(var_770);
                var_771 = wp::lerp(var_762, var_772, var_714);
                var_773 = wp::normalize(var_771);
                var_775 = wp::mul(var_773, var_774);
                var_776 = wp::add(var_744, var_775);
                // v0 = v0 + wp.normalize(wp.normalize((v1 + v2))) * 0.38                     <L 110>
                var_777 = wp::add(var_753, var_743);
                var_778 = wp::normalize(var_777);
                var_779 = wp::normalize(var_778);
                var_781 = wp::mul(var_779, var_780);
                var_782 = wp::add(var_711, var_781);
                // v1 = v1 + wp.normalize(v17) * 0.38                                         <L 111>
                var_783 = wp::normalize(var_776);
                var_785 = wp::mul(var_783, var_784);
                var_786 = wp::add(var_753, var_785);
            }
            if (!var_758) {
                // elif (v7 + v7) <= (v7 - v7):                                               <L 112>
                var_787 = wp::add(var_714, var_714);
                var_788 = wp::sub(var_714, var_714);
                var_789 = (var_787 <= var_788);
                if (var_789) {
                    // v17 = v17 + wp.normalize((wp.log(wp.abs(v7) + 1.0) * (v7 * v0))) * 0.7       <L 113>
                    var_790 = wp::abs(var_714);
                    var_792 = wp::add(var_790, var_791);
                    var_793 = wp::log(var_792);
                    var_794 = wp::mul(var_714, var_711);
                    var_795 = wp::mul(var_793, var_794);
                    var_796 = wp::normalize(var_795);
                    var_798 = wp::mul(var_796, var_797);
                    var_799 = wp::add(var_744, var_798);
                    // v7 = v7 + wp.sin(wp.pow(wp.abs(v7) + 1.0, wp.clamp((0.4 * v7), -2.0, 2.0)))       <L 114>
                    var_800 = wp::abs(var_714);
                    var_802 = wp::add(var_800, var_801);
                    var_804 = wp::mul(var_803, var_714);
                    var_807 = wp::clamp(var_804, var_805, var_806);
                    var_808 = wp::pow(var_802, var_807);
                    var_809 = wp::sin(var_808);
                    var_810 = wp::add(var_714, var_809);
                    // v0 = v0 + wp.normalize((wp.vec2(v7, v7) + wp.vec2(1.8, v7))) * 0.16       <L 115>
                    var_811 = wp::vec_t<2, wp::float32>(var_810, var_810);
                    var_813 = wp::vec_t<2, wp::float32>(var_812, var_810);
                    var_814 = wp::add(var_811, var_813);
                    var_815 = wp::normalize(var_814);
                    var_817 = wp::mul(var_815, var_816);
                    var_818 = wp::add(var_711, var_817);
                }
                if (!var_789) {
                    // elif (v7 * v7) > wp.degrees(v7):                                       <L 116>
                    var_819 = wp::mul(var_714, var_714);
                    var_820 = wp::degrees(var_714);
                    var_821 = (var_819 > var_820);
                    if (var_821) {
                        // v17 = v17 + wp.normalize(wp.lerp((v7 * v17), (wp.vec2(1.628, -0.06) - v2), v7)) * 1.17       <L 117>
                        var_822 = wp::mul(var_714, var_744);
                        var_825 = wp::vec_t<2, wp::float32>(var_823, var_824);
                        var_826 = wp::sub(var_825, var_743);
                        var_827 = wp::lerp(var_822, var_826, var_714);
                        var_828 = wp::normalize(var_827);
                        var_830 = wp::mul(var_828, var_829);
                        var_831 = wp::add(var_744, var_830);
                    }
                    if (!var_821) {
                        // elif (tid) % 4 == 1:                                               <L 118>
                        var_833 = wp::mod(var_0, var_832);
                        var_835 = (var_833 == var_834);
                        if (var_835) {
                            // v1 = v1 + wp.normalize(wp.vec2(wp.dot(v17, v2), -0.19)) * 0.66       <L 119>
                            var_836 = wp::dot(var_744, var_743);
                            var_838 = wp::vec_t<2, wp::float32>(var_836, var_837);
                            var_839 = wp::normalize(var_838);
                            var_841 = wp::mul(var_839, var_840);
                            var_842 = wp::add(var_753, var_841);
                            // v18 = wp.tan(wp.clamp(v0[1], -1.2, 1.2))                       <L 120>
                            var_844 = wp::extract(var_711, var_843);
                            var_847 = wp::clamp(var_844, var_845, var_846);
                            var_848 = wp::tan(var_847);
                        }
                        var_849 = wp::where(var_835, var_842, var_753);
                    }
                    var_850 = wp::where(var_821, var_753, var_849);
                    var_851 = wp::where(var_821, var_831, var_744);
                }
                var_852 = wp::where(var_789, var_818, var_711);
                var_853 = wp::where(var_789, var_753, var_850);
                var_854 = wp::where(var_789, var_810, var_714);
                var_855 = wp::where(var_789, var_799, var_851);
            }
            var_856 = wp::where(var_758, var_782, var_852);
            var_857 = wp::where(var_758, var_786, var_853);
            var_858 = wp::where(var_758, var_714, var_854);
            var_859 = wp::where(var_758, var_776, var_855);
            // v19 = ((v7 * wp.clamp(v7, -0.25, 0.73)) - (v7 - (v7 * -0.35)))                 <L 121>
            var_862 = wp::clamp(var_858, var_860, var_861);
            var_863 = wp::mul(var_858, var_862);
            var_865 = wp::mul(var_858, var_864);
            var_866 = wp::sub(var_858, var_865);
            var_867 = wp::sub(var_863, var_866);
        }
        var_868 = wp::where(var_745, var_856, var_711);
        var_869 = wp::where(var_745, var_857, var_712);
        var_870 = wp::where(var_745, var_858, var_714);
        var_871 = wp::where(var_745, var_859, var_744);
    }
    if (!var_715) {
        // v7 = v7 + wp.cos(wp.copysign(v7, (v7 / (wp.abs(v7) + 1.0))))                       <L 123>
        var_872 = wp::abs(var_714);
        var_874 = wp::add(var_872, var_873);
        var_875 = wp::div(var_714, var_874);
        var_876 = wp::copysign(var_714, var_875);
        var_877 = wp::cos(var_876);
        var_878 = wp::add(var_714, var_877);
        // v20 = (wp.round(wp.where(v7 <= v7, v7, v7)) + wp.clamp((v7 + v7), -1.53, 0.48))       <L 124>
        var_879 = (var_878 <= var_878);
        var_880 = wp::where(var_879, var_878, var_878);
        var_881 = wp::round(var_880);
        var_882 = wp::add(var_878, var_878);
        var_885 = wp::clamp(var_882, var_883, var_884);
        var_886 = wp::add(var_881, var_885);
        // if -1.3 < v20:                                                                     <L 125>
        var_888 = (var_887 < var_886);
        if (var_888) {
            // v0 = v0 + wp.normalize(wp.min((v1 - v2), wp.vec2(v20, v20))) * 1.98            <L 126>
            var_889 = wp::sub(var_712, var_713);
            var_890 = wp::vec_t<2, wp::float32>(var_886, var_886);
            var_891 = wp::min(var_889, var_890);
            var_892 = wp::normalize(var_891);
            var_894 = wp::mul(var_892, var_893);
            var_895 = wp::add(var_711, var_894);
            // if wp.radians(v20) > wp.cos(v20):                                              <L 127>
            var_896 = wp::radians(var_886);
            var_897 = wp::cos(var_886);
            var_898 = (var_896 > var_897);
            if (var_898) {
                // v2 = v2 + wp.normalize(v2) * 1.77                                          <L 128>
                var_899 = wp::normalize(var_713);
                var_901 = wp::mul(var_899, var_900);
                var_902 = wp::add(var_713, var_901);
                // v21 = v20                                                                  <L 129>
                var_903 = wp::copy(var_886);
                // v1 = v1 + wp.normalize(wp.vec2((-0.856 + v20), (-1.432 / (wp.abs(v21) + 1.0)))) * 1.27       <L 130>
                var_905 = wp::add(var_904, var_886);
                var_907 = wp::abs(var_903);
                var_909 = wp::add(var_907, var_908);
                var_910 = wp::div(var_906, var_909);
                var_911 = wp::vec_t<2, wp::float32>(var_905, var_910);
                var_912 = wp::normalize(var_911);
                var_914 = wp::mul(var_912, var_913);
                var_915 = wp::add(var_712, var_914);
            }
            if (!var_898) {
                // elif ((tid) % 2 == 1) or (0.7 >= v20):                                     <L 131>
                var_918 = wp::mod(var_0, var_917);
                var_920 = (var_918 == var_919);
                var_916 = var_920;
                if (!var_916) {
                    var_922 = (var_921 >= var_886);
                    var_916 = var_916 || var_922;
                }
                if (var_916) {
                    // v7 = v7 + wp.cos(wp.clamp(v20, -1.06, 1.67))                           <L 132>
                    var_925 = wp::clamp(var_886, var_923, var_924);
                    var_926 = wp::cos(var_925);
                    var_927 = wp::add(var_878, var_926);
                }
                if (!var_916) {
                    // elif v20 >= v7:                                                        <L 133>
                    var_928 = (var_886 >= var_878);
                    if (var_928) {
                        // v7 = v7 + wp.tanh(wp.erf(v7))                                      <L 134>
                        var_929 = wp::erf(var_878);
                        var_930 = wp::tanh(var_929);
                        var_931 = wp::add(var_878, var_930);
                        // v22 = (wp.cw_mul(wp.lerp(wp.vec2(-1.019, 0.4), v0, v7), (v2 - v1)) - (v7 * wp.max(wp.vec2(0.75, -1.3), wp.vec2(-1.9, 0.174))))       <L 135>
                        var_934 = wp::vec_t<2, wp::float32>(var_932, var_933);
                        var_935 = wp::lerp(var_934, var_895, var_931);
                        var_936 = wp::sub(var_713, var_712);
                        var_937 = wp::cw_mul(var_935, var_936);
                        var_940 = wp::vec_t<2, wp::float32>(var_938, var_939);
                        var_943 = wp::vec_t<2, wp::float32>(var_941, var_942);
                        var_944 = wp::max(var_940, var_943);
                        var_945 = wp::mul(var_931, var_944);
                        var_946 = wp::sub(var_937, var_945);
                    }
                    if (!var_928) {
                        // v7 = v7 + wp.sin(wp.dot(v2, wp.where(v7 <= v20, v0, wp.vec2(1.403, -0.329))))       <L 137>
                        var_947 = (var_878 <= var_886);
                        var_950 = wp::vec_t<2, wp::float32>(var_948, var_949);
                        var_951 = wp::where(var_947, var_895, var_950);
                        var_952 = wp::dot(var_713, var_951);
                        var_953 = wp::sin(var_952);
                        var_954 = wp::add(var_878, var_953);
                    }
                    var_955 = wp::where(var_928, var_931, var_954);
                }
                var_956 = wp::where(var_916, var_927, var_955);
            }
            var_957 = wp::where(var_898, var_915, var_712);
            var_958 = wp::where(var_898, var_902, var_713);
            var_959 = wp::where(var_898, var_878, var_956);
        }
        if (!var_888) {
            // elif (wp.max(3, 5)) % 2 == 0:                                                  <L 138>
            var_962 = wp::max(var_960, var_961);
            var_964 = wp::mod(var_962, var_963);
            var_966 = (var_964 == var_965);
            if (var_966) {
                // v0 = v0 + wp.normalize(wp.cw_mul(wp.vec2(-1.58, 1.548), wp.vec2(v7, 1.663))) * 1.42       <L 139>
                var_969 = wp::vec_t<2, wp::float32>(var_967, var_968);
                var_971 = wp::vec_t<2, wp::float32>(var_878, var_970);
                var_972 = wp::cw_mul(var_969, var_971);
                var_973 = wp::normalize(var_972);
                var_975 = wp::mul(var_973, var_974);
                var_976 = wp::add(var_711, var_975);
            }
            if (!var_966) {
                // v2 = v2 + wp.normalize(wp.normalize(wp.vec2(v20, v20))) * 1.41             <L 141>
                var_977 = wp::vec_t<2, wp::float32>(var_886, var_886);
                var_978 = wp::normalize(var_977);
                var_979 = wp::normalize(var_978);
                var_981 = wp::mul(var_979, var_980);
                var_982 = wp::add(var_713, var_981);
                // if ((0.84 >= v7) and (0.8 > 0.0)) and ((v20 <= v20) and (v7 > v7)):        <L 142>
                var_986 = (var_985 >= var_878);
                var_984 = var_986;
                if (var_984) {
                    var_989 = (var_987 > var_988);
                    var_984 = var_984 && var_989;
                }
                var_983 = var_984;
                if (var_983) {
                    var_991 = (var_886 <= var_886);
                    var_990 = var_991;
                    if (var_990) {
                        var_992 = (var_878 > var_878);
                        var_990 = var_990 && var_992;
                    }
                    var_983 = var_983 && var_990;
                }
                if (var_983) {
                    // v20 = v20 + wp.tanh(v7)                                                <L 143>
                    var_993 = wp::tanh(var_878);
                    var_994 = wp::add(var_886, var_993);
                }
                if (!var_983) {
                    // elif v20 > v20:                                                        <L 144>
                    var_995 = (var_886 > var_886);
                    if (var_995) {
                        // v20 = v20 + wp.cos(v7)                                             <L 145>
                        var_996 = wp::cos(var_878);
                        var_997 = wp::add(var_886, var_996);
                    }
                    if (!var_995) {
                        // elif v20 <= (v7 / (wp.abs(0.084) + 1.0)):                          <L 146>
                        var_999 = wp::abs(var_998);
                        var_1001 = wp::add(var_999, var_1000);
                        var_1002 = wp::div(var_878, var_1001);
                        var_1003 = (var_886 <= var_1002);
                        if (var_1003) {
                            // v7 = v7 + wp.sin(wp.ceil(wp.tan(wp.clamp(v7, -1.2, 1.2))))       <L 147>
                            var_1006 = wp::clamp(var_878, var_1004, var_1005);
                            var_1007 = wp::tan(var_1006);
                            var_1008 = wp::ceil(var_1007);
                            var_1009 = wp::sin(var_1008);
                            var_1010 = wp::add(var_878, var_1009);
                            // v20 = v20 + wp.cos((v2[1] * wp.atan(v7)))                      <L 148>
                            var_1012 = wp::extract(var_982, var_1011);
                            var_1013 = wp::atan(var_1010);
                            var_1014 = wp::mul(var_1012, var_1013);
                            var_1015 = wp::cos(var_1014);
                            var_1016 = wp::add(var_886, var_1015);
                        }
                        if (!var_1003) {
                            // v20 = v20 + wp.cos(((v20 * v7) - v20))                         <L 150>
                            var_1017 = wp::mul(var_886, var_878);
                            var_1018 = wp::sub(var_1017, var_886);
                            var_1019 = wp::cos(var_1018);
                            var_1020 = wp::add(var_886, var_1019);
                            // v23 = (((v0 * v7) + v0) * v7)                                  <L 151>
                            var_1021 = wp::mul(var_711, var_878);
                            var_1022 = wp::add(var_1021, var_711);
                            var_1023 = wp::mul(var_1022, var_878);
                        }
                        var_1024 = wp::where(var_1003, var_1010, var_878);
                        var_1025 = wp::where(var_1003, var_1016, var_1020);
                    }
                    var_1026 = wp::where(var_995, var_878, var_1024);
                    var_1027 = wp::where(var_995, var_997, var_1025);
                }
                var_1028 = wp::where(var_983, var_878, var_1026);
                var_1029 = wp::where(var_983, var_994, var_1027);
            }
            var_1030 = wp::where(var_966, var_976, var_711);
            var_1031 = wp::where(var_966, var_713, var_982);
            var_1032 = wp::where(var_966, var_878, var_1028);
            var_1033 = wp::where(var_966, var_886, var_1029);
        }
        var_1034 = wp::where(var_888, var_895, var_1030);
        var_1035 = wp::where(var_888, var_957, var_712);
        var_1036 = wp::where(var_888, var_958, var_1031);
        var_1037 = wp::where(var_888, var_959, var_1032);
        var_1038 = wp::where(var_888, var_886, var_1033);
    }
    var_1039 = wp::where(var_715, var_868, var_1034);
    var_1040 = wp::where(var_715, var_869, var_1035);
    var_1041 = wp::where(var_715, var_743, var_1036);
    var_1042 = wp::where(var_715, var_870, var_1037);
    // out0[tid] = v7 + wp.log10(wp.abs(float(tid)) + 1.0) * 1.54                             <L 152>
    var_1043 = wp::float(var_0);
    var_1044 = wp::abs(var_1043);
    var_1046 = wp::add(var_1044, var_1045);
    var_1047 = wp::log10(var_1046);
    var_1049 = wp::mul(var_1047, var_1048);
    var_1050 = wp::add(var_1042, var_1049);
    wp::array_store(var_out0, var_0, var_1050);
}



template <bool wp_linear_contiguous>
static void multi_conditional_000001_6a7c712c_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_multi_conditional_000001_6a7c712c *_wp_args,
    wp_args_multi_conditional_000001_6a7c712c *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<2, wp::float32>> var_x0 = _wp_args->x0;
    wp::array_t<wp::vec_t<2, wp::float32>> var_x1 = _wp_args->x1;
    wp::array_t<wp::vec_t<2, wp::float32>> var_x2 = _wp_args->x2;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_x1 = _wp_adj_args->x1;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_x2 = _wp_adj_args->x2;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<2, wp::float32>* var_1;
    wp::vec_t<2, wp::float32> var_2;
    wp::vec_t<2, wp::float32> var_3;
    wp::vec_t<2, wp::float32>* var_4;
    wp::vec_t<2, wp::float32> var_5;
    wp::vec_t<2, wp::float32> var_6;
    wp::vec_t<2, wp::float32>* var_7;
    wp::vec_t<2, wp::float32> var_8;
    wp::vec_t<2, wp::float32> var_9;
    const wp::float32 var_10 = 0.54;
    const wp::float32 var_11 = 0.27;
    const wp::float32 var_12 = -1.537;
    wp::float32 var_13;
    bool var_14;
    const wp::float32 var_15 = 1.4;
    const wp::float32 var_16 = 1.91;
    wp::float32 var_17;
    wp::vec_t<2, wp::float32> var_18;
    wp::vec_t<2, wp::float32> var_19;
    const wp::float32 var_20 = 0.76;
    wp::vec_t<2, wp::float32> var_21;
    wp::vec_t<2, wp::float32> var_22;
    const wp::int32 var_23 = 6;
    wp::int32 var_24;
    const wp::int32 var_25 = 2;
    wp::int32 var_26;
    const wp::int32 var_27 = 1;
    bool var_28;
    const wp::float32 var_29 = -1.353;
    const wp::float32 var_30 = -1.25;
    wp::vec_t<2, wp::float32> var_31;
    wp::vec_t<2, wp::float32> var_32;
    wp::vec_t<2, wp::float32> var_33;
    const wp::float32 var_34 = 1.5;
    wp::vec_t<2, wp::float32> var_35;
    wp::vec_t<2, wp::float32> var_36;
    const wp::float32 var_37 = -0.1;
    const wp::float32 var_38 = 0.14;
    const wp::float32 var_39 = -1.84;
    wp::float32 var_40;
    bool var_41;
    const wp::float32 var_42 = 0.94;
    const wp::float32 var_43 = -1.1;
    wp::vec_t<2, wp::float32> var_44;
    wp::vec_t<2, wp::float32> var_45;
    const wp::float32 var_46 = 0.1;
    const wp::float32 var_47 = 1.8;
    wp::float32 var_48;
    const wp::float32 var_49 = 1.0;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::vec_t<2, wp::float32> var_52;
    wp::vec_t<2, wp::float32> var_53;
    const wp::float32 var_54 = 0.92;
    wp::vec_t<2, wp::float32> var_55;
    wp::vec_t<2, wp::float32> var_56;
    const wp::float32 var_57 = -0.13;
    const wp::float32 var_58 = 0.02;
    wp::float32 var_59;
    const wp::float32 var_60 = 1.0;
    wp::float32 var_61;
    wp::float32 var_62;
    const wp::float32 var_63 = -1.58;
    bool var_64;
    const wp::int32 var_65 = 5;
    wp::int32 var_66;
    wp::shape_t* var_67;
    const wp::int32 var_68 = 0;
    wp::int32 var_69;
    wp::shape_t var_70;
    wp::int32 var_71;
    wp::vec_t<2, wp::float32>* var_72;
    wp::vec_t<2, wp::float32> var_73;
    wp::vec_t<2, wp::float32> var_74;
    const wp::float32 var_75 = 1.38;
    wp::vec_t<2, wp::float32> var_76;
    wp::vec_t<2, wp::float32> var_77;
    wp::vec_t<2, wp::float32> var_78;
    wp::vec_t<2, wp::float32> var_79;
    wp::vec_t<2, wp::float32> var_80;
    const wp::float32 var_81 = 0.31;
    wp::vec_t<2, wp::float32> var_82;
    wp::vec_t<2, wp::float32> var_83;
    const wp::float32 var_84 = 0.995;
    wp::vec_t<2, wp::float32> var_85;
    const wp::float32 var_86 = 0.66;
    const wp::float32 var_87 = -2.0;
    bool var_88;
    const wp::float32 var_89 = 0.9;
    const wp::float32 var_90 = 0.7;
    wp::vec_t<2, wp::float32> var_91;
    wp::vec_t<2, wp::float32> var_92;
    wp::vec_t<2, wp::float32> var_93;
    wp::vec_t<2, wp::float32> var_94;
    const wp::float32 var_95 = 1.72;
    wp::vec_t<2, wp::float32> var_96;
    wp::vec_t<2, wp::float32> var_97;
    bool var_98;
    const wp::float32 var_99 = -0.18;
    const wp::float32 var_100 = -0.8;
    bool var_101;
    const wp::float32 var_102 = 0.5;
    const wp::float32 var_103 = 1.19;
    bool var_104;
    const wp::float32 var_105 = 1.624;
    const wp::float32 var_106 = 1.536;
    const wp::float32 var_107 = -1.0;
    wp::vec_t<2, wp::float32> var_108;
    wp::vec_t<2, wp::float32> var_109;
    wp::vec_t<2, wp::float32> var_110;
    wp::vec_t<2, wp::float32> var_111;
    const wp::float32 var_112 = 1.1;
    wp::vec_t<2, wp::float32> var_113;
    wp::vec_t<2, wp::float32> var_114;
    const wp::float32 var_115 = 0.668;
    const wp::float32 var_116 = 0.6;
    wp::vec_t<2, wp::float32> var_117;
    wp::vec_t<2, wp::float32> var_118;
    wp::float32 var_119;
    const wp::float32 var_120 = -0.704;
    wp::vec_t<2, wp::float32> var_121;
    wp::vec_t<2, wp::float32> var_122;
    wp::vec_t<2, wp::float32> var_123;
    const wp::float32 var_124 = 1.9;
    const wp::float32 var_125 = -4.0;
    const wp::float32 var_126 = 4.0;
    wp::float32 var_127;
    wp::float32 var_128;
    wp::float32 var_129;
    bool var_130;
    const wp::float32 var_131 = 1.4;
    const wp::float32 var_132 = -1.92;
    bool var_133;
    const wp::float32 var_134 = -1.493;
    const wp::float32 var_135 = 0.7;
    wp::vec_t<2, wp::float32> var_136;
    wp::vec_t<2, wp::float32> var_137;
    wp::vec_t<2, wp::float32> var_138;
    wp::vec_t<2, wp::float32> var_139;
    const wp::float32 var_140 = 0.84;
    wp::vec_t<2, wp::float32> var_141;
    wp::vec_t<2, wp::float32> var_142;
    wp::vec_t<2, wp::float32> var_143;
    wp::vec_t<2, wp::float32> var_144;
    const wp::float32 var_145 = 0.48;
    wp::vec_t<2, wp::float32> var_146;
    wp::vec_t<2, wp::float32> var_147;
    wp::vec_t<2, wp::float32> var_148;
    wp::vec_t<2, wp::float32> var_149;
    wp::vec_t<2, wp::float32> var_150;
    wp::vec_t<2, wp::float32> var_151;
    wp::vec_t<2, wp::float32> var_152;
    wp::vec_t<2, wp::float32> var_153;
    wp::vec_t<2, wp::float32> var_154;
    const wp::int32 var_155 = 1;
    wp::float32 var_156;
    const wp::float32 var_157 = 0.313;
    const wp::float32 var_158 = 1.55;
    wp::float32 var_159;
    const wp::float32 var_160 = 1.0;
    wp::float32 var_161;
    wp::float32 var_162;
    wp::vec_t<2, wp::float32> var_163;
    wp::vec_t<2, wp::float32> var_164;
    const wp::float32 var_165 = 0.35;
    wp::vec_t<2, wp::float32> var_166;
    wp::vec_t<2, wp::float32> var_167;
    const wp::int32 var_168 = 1;
    wp::float32 var_169;
    const wp::float32 var_170 = -1.61;
    bool var_171;
    const wp::float32 var_172 = -0.4;
    const wp::float32 var_173 = -1.751;
    bool var_174;
    wp::vec_t<2, wp::float32> var_175;
    wp::vec_t<2, wp::float32> var_176;
    wp::vec_t<2, wp::float32> var_177;
    const wp::float32 var_178 = 1.64;
    wp::vec_t<2, wp::float32> var_179;
    wp::vec_t<2, wp::float32> var_180;
    const wp::float32 var_181 = -0.78;
    const wp::float32 var_182 = -0.6;
    wp::vec_t<2, wp::float32> var_183;
    wp::vec_t<2, wp::float32> var_184;
    const wp::float32 var_185 = 1.52;
    wp::vec_t<2, wp::float32> var_186;
    wp::vec_t<2, wp::float32> var_187;
    const wp::float32 var_188 = 0.1;
    const wp::float32 var_189 = 0.79;
    bool var_190;
    const wp::float32 var_191 = 0.18;
    const wp::float32 var_192 = -0.2;
    wp::vec_t<2, wp::float32> var_193;
    const wp::float32 var_194 = 1.79;
    const wp::float32 var_195 = 0.8;
    wp::vec_t<2, wp::float32> var_196;
    wp::vec_t<2, wp::float32> var_197;
    const wp::float32 var_198 = -0.38;
    wp::vec_t<2, wp::float32> var_199;
    wp::vec_t<2, wp::float32> var_200;
    const wp::float32 var_201 = 0.47;
    wp::vec_t<2, wp::float32> var_202;
    wp::vec_t<2, wp::float32> var_203;
    const wp::float32 var_204 = 1.5;
    const wp::float32 var_205 = -0.11;
    bool var_206;
    const wp::float32 var_207 = 0.383;
    const wp::float32 var_208 = 0.983;
    wp::float32 var_209;
    const wp::float32 var_210 = 0.5;
    const wp::float32 var_211 = 0.74;
    wp::vec_t<2, wp::float32> var_212;
    wp::vec_t<2, wp::float32> var_213;
    wp::vec_t<2, wp::float32> var_214;
    wp::vec_t<2, wp::float32> var_215;
    const wp::float32 var_216 = 0.18;
    wp::vec_t<2, wp::float32> var_217;
    wp::vec_t<2, wp::float32> var_218;
    const wp::float32 var_219 = -1.09;
    const wp::float32 var_220 = -0.9;
    const wp::float32 var_221 = 0.9;
    wp::float32 var_222;
    wp::float32 var_223;
    const wp::float32 var_224 = 1.1;
    wp::vec_t<2, wp::float32> var_225;
    wp::vec_t<2, wp::float32> var_226;
    wp::float32 var_227;
    wp::vec_t<2, wp::float32> var_228;
    const wp::float32 var_229 = 0.31;
    wp::vec_t<2, wp::float32> var_230;
    wp::vec_t<2, wp::float32> var_231;
    wp::vec_t<2, wp::float32> var_232;
    wp::vec_t<2, wp::float32> var_233;
    wp::vec_t<2, wp::float32> var_234;
    wp::vec_t<2, wp::float32> var_235;
    wp::vec_t<2, wp::float32> var_236;
    wp::vec_t<2, wp::float32> var_237;
    wp::int32 var_238;
    const wp::int32 var_239 = 8;
    wp::int32 var_240;
    const wp::int32 var_241 = 3;
    wp::int32 var_242;
    const wp::int32 var_243 = 1;
    bool var_244;
    const wp::float32 var_245 = 0.2;
    wp::vec_t<2, wp::float32> var_246;
    const wp::float32 var_247 = 1.91;
    wp::vec_t<2, wp::float32> var_248;
    wp::vec_t<2, wp::float32> var_249;
    const wp::float32 var_250 = 1.44;
    wp::vec_t<2, wp::float32> var_251;
    wp::vec_t<2, wp::float32> var_252;
    bool var_253;
    const wp::int32 var_254 = 4;
    wp::int32 var_255;
    const wp::int32 var_256 = 0;
    bool var_257;
    const wp::float32 var_258 = -0.333;
    const wp::float32 var_259 = -1.4;
    bool var_260;
    const wp::float32 var_261 = -1.135;
    const wp::float32 var_262 = 0.9;
    wp::vec_t<2, wp::float32> var_263;
    wp::vec_t<2, wp::float32> var_264;
    const wp::float32 var_265 = -1.7;
    const wp::float32 var_266 = -0.86;
    wp::vec_t<2, wp::float32> var_267;
    wp::vec_t<2, wp::float32> var_268;
    wp::vec_t<2, wp::float32> var_269;
    const wp::float32 var_270 = 1.55;
    wp::vec_t<2, wp::float32> var_271;
    wp::vec_t<2, wp::float32> var_272;
    wp::vec_t<2, wp::float32> var_273;
    const wp::float32 var_274 = 0.93;
    wp::vec_t<2, wp::float32> var_275;
    wp::vec_t<2, wp::float32> var_276;
    bool var_277;
    const wp::int32 var_278 = 4;
    wp::int32 var_279;
    const wp::int32 var_280 = 0;
    bool var_281;
    const wp::float32 var_282 = -0.7;
    const wp::float32 var_283 = -1.01;
    bool var_284;
    const wp::float32 var_285 = 0.1;
    const wp::float32 var_286 = -1.649;
    bool var_287;
    bool var_288;
    wp::vec_t<2, wp::float32> var_289;
    const wp::float32 var_290 = 0.15;
    wp::vec_t<2, wp::float32> var_291;
    wp::vec_t<2, wp::float32> var_292;
    wp::vec_t<2, wp::float32> var_293;
    wp::vec_t<2, wp::float32> var_294;
    wp::vec_t<2, wp::float32> var_295;
    const wp::float32 var_296 = 0.28;
    wp::vec_t<2, wp::float32> var_297;
    wp::vec_t<2, wp::float32> var_298;
    const wp::float32 var_299 = -0.6;
    wp::float32 var_300;
    wp::vec_t<2, wp::float32> var_301;
    wp::vec_t<2, wp::float32> var_302;
    wp::vec_t<2, wp::float32> var_303;
    wp::vec_t<2, wp::float32> var_304;
    wp::vec_t<2, wp::float32> var_305;
    wp::vec_t<2, wp::float32> var_306;
    wp::vec_t<2, wp::float32> var_307;
    wp::vec_t<2, wp::float32> var_308;
    wp::vec_t<2, wp::float32> var_309;
    wp::vec_t<2, wp::float32> var_310;
    wp::vec_t<2, wp::float32> var_311;
    wp::vec_t<2, wp::float32> var_312;
    const wp::float32 var_313 = 1.52;
    wp::float32 var_314;
    const wp::float32 var_315 = 1.0;
    wp::float32 var_316;
    wp::float32 var_317;
    const wp::float32 var_318 = -0.8;
    const wp::float32 var_319 = -0.9;
    wp::vec_t<2, wp::float32> var_320;
    wp::float32 var_321;
    const wp::float32 var_322 = 0.82;
    const wp::float32 var_323 = -0.508;
    wp::vec_t<2, wp::float32> var_324;
    wp::float32 var_325;
    bool var_326;
    wp::float32 var_327;
    wp::float32 var_328;
    wp::float32 var_329;
    const wp::float32 var_330 = -1.2;
    const wp::float32 var_331 = 1.2;
    wp::float32 var_332;
    wp::float32 var_333;
    bool var_334;
    wp::float32 var_335;
    wp::float32 var_336;
    wp::float32 var_337;
    bool var_338;
    bool var_339;
    bool var_340;
    bool var_341;
    bool var_342;
    bool var_343;
    const wp::int32 var_344 = 3;
    wp::int32 var_345;
    wp::shape_t* var_346;
    const wp::int32 var_347 = 0;
    wp::int32 var_348;
    wp::shape_t var_349;
    wp::int32 var_350;
    wp::vec_t<2, wp::float32>* var_351;
    wp::vec_t<2, wp::float32> var_352;
    wp::vec_t<2, wp::float32> var_353;
    const wp::float32 var_354 = 1.08;
    wp::vec_t<2, wp::float32> var_355;
    wp::vec_t<2, wp::float32> var_356;
    wp::float32 var_357;
    wp::vec_t<2, wp::float32> var_358;
    wp::vec_t<2, wp::float32> var_359;
    const wp::float32 var_360 = 1.31;
    wp::vec_t<2, wp::float32> var_361;
    wp::vec_t<2, wp::float32> var_362;
    const wp::int32 var_363 = 4;
    wp::int32 var_364;
    const wp::int32 var_365 = 3;
    wp::int32 var_366;
    const wp::int32 var_367 = 1;
    bool var_368;
    const wp::int32 var_369 = 1;
    wp::int32 var_370;
    wp::shape_t* var_371;
    const wp::int32 var_372 = 0;
    wp::int32 var_373;
    wp::shape_t var_374;
    wp::int32 var_375;
    wp::vec_t<2, wp::float32>* var_376;
    wp::vec_t<2, wp::float32> var_377;
    wp::vec_t<2, wp::float32> var_378;
    wp::vec_t<2, wp::float32> var_379;
    const wp::float32 var_380 = 0.88;
    wp::vec_t<2, wp::float32> var_381;
    wp::vec_t<2, wp::float32> var_382;
    wp::vec_t<2, wp::float32> var_383;
    wp::vec_t<2, wp::float32> var_384;
    const wp::int32 var_385 = 3;
    wp::int32 var_386;
    wp::shape_t* var_387;
    const wp::int32 var_388 = 0;
    wp::int32 var_389;
    wp::shape_t var_390;
    wp::int32 var_391;
    wp::vec_t<2, wp::float32>* var_392;
    wp::float32 var_393;
    wp::vec_t<2, wp::float32> var_394;
    wp::float32 var_395;
    const wp::float32 var_396 = 1.0;
    wp::float32 var_397;
    wp::float32 var_398;
    const wp::float32 var_399 = -0.5;
    wp::float32 var_400;
    wp::vec_t<2, wp::float32> var_401;
    wp::vec_t<2, wp::float32> var_402;
    wp::int32 var_403;
    const wp::int32 var_404 = 3;
    wp::int32 var_405;
    const wp::int32 var_406 = 0;
    bool var_407;
    wp::vec_t<2, wp::float32> var_408;
    wp::float32 var_409;
    wp::vec_t<2, wp::float32> var_410;
    wp::vec_t<2, wp::float32> var_411;
    const wp::float32 var_412 = 0.34;
    wp::vec_t<2, wp::float32> var_413;
    wp::vec_t<2, wp::float32> var_414;
    wp::float32 var_415;
    wp::float32 var_416;
    wp::float32 var_417;
    wp::float32 var_418;
    const wp::float32 var_419 = 0.4;
    wp::float32 var_420;
    wp::float32 var_421;
    wp::float32 var_422;
    const wp::float32 var_423 = 1.0;
    wp::float32 var_424;
    wp::float32 var_425;
    wp::float32 var_426;
    const wp::float32 var_427 = 1.0;
    wp::float32 var_428;
    wp::float32 var_429;
    const wp::float32 var_430 = 3.0;
    wp::float32 var_431;
    wp::float32 var_432;
    wp::float32 var_433;
    const wp::float32 var_434 = 1.0;
    wp::float32 var_435;
    wp::float32 var_436;
    const wp::float32 var_437 = 1.7;
    wp::float32 var_438;
    const wp::float32 var_439 = -2.0;
    const wp::float32 var_440 = 2.0;
    wp::float32 var_441;
    wp::float32 var_442;
    wp::float32 var_443;
    const wp::float32 var_444 = 1.0;
    wp::float32 var_445;
    wp::float32 var_446;
    bool var_447;
    bool var_448;
    bool var_449;
    bool var_450;
    bool var_451;
    bool var_452;
    bool var_453;
    const wp::float32 var_454 = 0.231;
    bool var_455;
    wp::vec_t<2, wp::float32> var_456;
    const wp::int32 var_457 = 0;
    wp::float32 var_458;
    wp::float32 var_459;
    wp::float32 var_460;
    const wp::float32 var_461 = -0.577;
    wp::float32 var_462;
    wp::float32 var_463;
    wp::float32 var_464;
    const wp::float32 var_465 = 1.0;
    wp::float32 var_466;
    const wp::float32 var_467 = -2.0;
    const wp::float32 var_468 = 2.0;
    wp::float32 var_469;
    wp::float32 var_470;
    const wp::float32 var_471 = -4.0;
    const wp::float32 var_472 = 4.0;
    wp::float32 var_473;
    wp::float32 var_474;
    wp::float32 var_475;
    const wp::int32 var_476 = 5;
    wp::int32 var_477;
    wp::shape_t* var_478;
    const wp::int32 var_479 = 0;
    wp::int32 var_480;
    wp::shape_t var_481;
    wp::int32 var_482;
    wp::vec_t<2, wp::float32>* var_483;
    wp::vec_t<2, wp::float32> var_484;
    wp::vec_t<2, wp::float32> var_485;
    const wp::float32 var_486 = 1.16;
    wp::vec_t<2, wp::float32> var_487;
    wp::vec_t<2, wp::float32> var_488;
    wp::vec_t<2, wp::float32> var_489;
    wp::float32 var_490;
    wp::vec_t<2, wp::float32> var_491;
    wp::float32 var_492;
    wp::vec_t<2, wp::float32> var_493;
    wp::vec_t<2, wp::float32> var_494;
    wp::float32 var_495;
    wp::vec_t<2, wp::float32> var_496;
    wp::vec_t<2, wp::float32> var_497;
    wp::vec_t<2, wp::float32> var_498;
    wp::float32 var_499;
    wp::vec_t<2, wp::float32> var_500;
    wp::vec_t<2, wp::float32> var_501;
    wp::vec_t<2, wp::float32> var_502;
    wp::float32 var_503;
    bool var_504;
    const wp::float32 var_505 = -1.6;
    wp::float32 var_506;
    const wp::float32 var_507 = 1.0;
    wp::float32 var_508;
    wp::float32 var_509;
    wp::float32 var_510;
    wp::vec_t<2, wp::float32> var_511;
    wp::vec_t<2, wp::float32> var_512;
    const wp::float32 var_513 = 1.17;
    wp::vec_t<2, wp::float32> var_514;
    wp::vec_t<2, wp::float32> var_515;
    const wp::int32 var_516 = 0;
    wp::float32 var_517;
    wp::vec_t<2, wp::float32> var_518;
    wp::vec_t<2, wp::float32> var_519;
    const wp::float32 var_520 = 0.89;
    wp::vec_t<2, wp::float32> var_521;
    wp::vec_t<2, wp::float32> var_522;
    bool var_523;
    const wp::float32 var_524 = -0.5;
    wp::float32 var_525;
    const wp::float32 var_526 = 1.61;
    const wp::float32 var_527 = -1.8;
    const wp::float32 var_528 = 0.25;
    wp::float32 var_529;
    bool var_530;
    wp::vec_t<2, wp::float32> var_531;
    const wp::float32 var_532 = 1.76;
    wp::vec_t<2, wp::float32> var_533;
    wp::vec_t<2, wp::float32> var_534;
    const wp::float32 var_535 = 1.3;
    wp::float32 var_536;
    const wp::float32 var_537 = -1.8;
    wp::float32 var_538;
    const wp::float32 var_539 = 1.0;
    wp::float32 var_540;
    wp::float32 var_541;
    wp::float32 var_542;
    wp::float32 var_543;
    bool var_544;
    bool var_545;
    const wp::float32 var_546 = 0.7;
    bool var_547;
    const wp::float32 var_548 = 0.506;
    bool var_549;
    bool var_550;
    bool var_551;
    bool var_552;
    wp::float32 var_553;
    wp::float32 var_554;
    const wp::int32 var_555 = 1;
    wp::float32 var_556;
    wp::float32 var_557;
    wp::float32 var_558;
    wp::float32 var_559;
    wp::float32 var_560;
    wp::float32 var_561;
    wp::float32 var_562;
    wp::float32 var_563;
    const wp::float32 var_564 = 1.0;
    wp::float32 var_565;
    wp::float32 var_566;
    bool var_567;
    wp::float32 var_568;
    wp::float32 var_569;
    wp::vec_t<2, wp::float32> var_570;
    wp::vec_t<2, wp::float32> var_571;
    const wp::float32 var_572 = 0.67;
    wp::vec_t<2, wp::float32> var_573;
    wp::vec_t<2, wp::float32> var_574;
    const wp::float32 var_575 = -1.2;
    const wp::float32 var_576 = 1.7;
    wp::vec_t<2, wp::float32> var_577;
    wp::vec_t<2, wp::float32> var_578;
    wp::vec_t<2, wp::float32> var_579;
    wp::float32 var_580;
    const wp::float32 var_581 = 1.0;
    wp::float32 var_582;
    wp::float32 var_583;
    wp::vec_t<2, wp::float32> var_584;
    wp::vec_t<2, wp::float32> var_585;
    const wp::float32 var_586 = 1.95;
    wp::vec_t<2, wp::float32> var_587;
    wp::vec_t<2, wp::float32> var_588;
    bool var_589;
    wp::float32 var_590;
    wp::float32 var_591;
    bool var_592;
    wp::vec_t<2, wp::float32> var_593;
    wp::vec_t<2, wp::float32> var_594;
    const wp::float32 var_595 = 0.71;
    wp::vec_t<2, wp::float32> var_596;
    wp::vec_t<2, wp::float32> var_597;
    bool var_598;
    const wp::float32 var_599 = -0.6;
    const wp::float32 var_600 = -1.89;
    bool var_601;
    bool var_602;
    bool var_603;
    bool var_604;
    bool var_605;
    wp::float32 var_606;
    wp::float32 var_607;
    wp::vec_t<2, wp::float32> var_608;
    wp::vec_t<2, wp::float32> var_609;
    const wp::float32 var_610 = 1.29;
    wp::vec_t<2, wp::float32> var_611;
    wp::vec_t<2, wp::float32> var_612;
    const wp::int32 var_613 = 0;
    wp::float32 var_614;
    bool var_615;
    wp::float32 var_616;
    wp::float32 var_617;
    wp::float32 var_618;
    const wp::float32 var_619 = -1.06;
    const wp::float32 var_620 = 0.34;
    wp::float32 var_621;
    wp::vec_t<2, wp::float32> var_622;
    wp::vec_t<2, wp::float32> var_623;
    wp::vec_t<2, wp::float32> var_624;
    wp::vec_t<2, wp::float32> var_625;
    const wp::float32 var_626 = 0.23;
    wp::vec_t<2, wp::float32> var_627;
    wp::vec_t<2, wp::float32> var_628;
    const wp::float32 var_629 = 1.3;
    wp::float32 var_630;
    wp::float32 var_631;
    wp::float32 var_632;
    wp::float32 var_633;
    wp::float32 var_634;
    wp::vec_t<2, wp::float32> var_635;
    wp::float32 var_636;
    wp::vec_t<2, wp::float32> var_637;
    wp::vec_t<2, wp::float32> var_638;
    wp::float32 var_639;
    wp::vec_t<2, wp::float32> var_640;
    wp::vec_t<2, wp::float32> var_641;
    wp::float32 var_642;
    wp::float32 var_643;
    bool var_644;
    const wp::float32 var_645 = -1.25;
    const wp::float32 var_646 = -1.6;
    wp::vec_t<2, wp::float32> var_647;
    wp::vec_t<2, wp::float32> var_648;
    const wp::float32 var_649 = 1.61;
    wp::vec_t<2, wp::float32> var_650;
    wp::vec_t<2, wp::float32> var_651;
    bool var_652;
    bool var_653;
    bool var_654;
    bool var_655;
    const wp::float32 var_656 = 0.599;
    bool var_657;
    const wp::float32 var_658 = 0.68;
    const wp::float32 var_659 = -0.23;
    wp::vec_t<2, wp::float32> var_660;
    wp::vec_t<2, wp::float32> var_661;
    wp::vec_t<2, wp::float32> var_662;
    wp::vec_t<2, wp::float32> var_663;
    const wp::float32 var_664 = 1.74;
    wp::vec_t<2, wp::float32> var_665;
    wp::vec_t<2, wp::float32> var_666;
    const wp::float32 var_667 = -1.83;
    wp::float32 var_668;
    const wp::float32 var_669 = 1.0;
    wp::float32 var_670;
    wp::float32 var_671;
    const wp::float32 var_672 = -1.82;
    const wp::float32 var_673 = 1.36;
    wp::float32 var_674;
    bool var_675;
    wp::float32 var_676;
    const wp::float32 var_677 = 0.5;
    wp::float32 var_678;
    wp::float32 var_679;
    wp::vec_t<2, wp::float32> var_680;
    wp::vec_t<2, wp::float32> var_681;
    const wp::float32 var_682 = 0.63;
    wp::vec_t<2, wp::float32> var_683;
    wp::vec_t<2, wp::float32> var_684;
    wp::vec_t<2, wp::float32> var_685;
    const wp::float32 var_686 = 1.17;
    wp::vec_t<2, wp::float32> var_687;
    wp::vec_t<2, wp::float32> var_688;
    const wp::float32 var_689 = 1.8;
    wp::float32 var_690;
    wp::float32 var_691;
    wp::vec_t<2, wp::float32> var_692;
    wp::vec_t<2, wp::float32> var_693;
    wp::float32 var_694;
    wp::vec_t<2, wp::float32> var_695;
    wp::vec_t<2, wp::float32> var_696;
    wp::vec_t<2, wp::float32> var_697;
    wp::float32 var_698;
    wp::vec_t<2, wp::float32> var_699;
    wp::vec_t<2, wp::float32> var_700;
    wp::vec_t<2, wp::float32> var_701;
    wp::float32 var_702;
    wp::vec_t<2, wp::float32> var_703;
    wp::vec_t<2, wp::float32> var_704;
    wp::vec_t<2, wp::float32> var_705;
    wp::float32 var_706;
    wp::vec_t<2, wp::float32> var_707;
    wp::vec_t<2, wp::float32> var_708;
    wp::vec_t<2, wp::float32> var_709;
    wp::float32 var_710;
    wp::vec_t<2, wp::float32> var_711;
    wp::vec_t<2, wp::float32> var_712;
    wp::vec_t<2, wp::float32> var_713;
    wp::float32 var_714;
    bool var_715;
    const wp::int32 var_716 = 3;
    wp::int32 var_717;
    const wp::int32 var_718 = 0;
    bool var_719;
    bool var_720;
    bool var_721;
    bool var_722;
    const wp::int32 var_723 = 5;
    wp::int32 var_724;
    wp::shape_t* var_725;
    const wp::int32 var_726 = 0;
    wp::int32 var_727;
    wp::shape_t var_728;
    wp::int32 var_729;
    wp::vec_t<2, wp::float32>* var_730;
    wp::float32 var_731;
    const wp::float32 var_732 = 1.0;
    wp::float32 var_733;
    const wp::float32 var_734 = -2.0;
    const wp::float32 var_735 = 2.0;
    wp::float32 var_736;
    wp::float32 var_737;
    wp::vec_t<2, wp::float32> var_738;
    wp::vec_t<2, wp::float32> var_739;
    wp::vec_t<2, wp::float32> var_740;
    const wp::float32 var_741 = 1.87;
    wp::vec_t<2, wp::float32> var_742;
    wp::vec_t<2, wp::float32> var_743;
    wp::vec_t<2, wp::float32> var_744;
    bool var_745;
    const wp::float32 var_746 = -1.484;
    bool var_747;
    bool var_748;
    wp::vec_t<2, wp::float32> var_749;
    wp::vec_t<2, wp::float32> var_750;
    const wp::float32 var_751 = 1.51;
    wp::vec_t<2, wp::float32> var_752;
    wp::vec_t<2, wp::float32> var_753;
    wp::float32 var_754;
    bool var_755;
    const wp::float32 var_756 = -0.87;
    wp::float32 var_757;
    bool var_758;
    const wp::float32 var_759 = -0.9;
    const wp::float32 var_760 = -1.99;
    wp::vec_t<2, wp::float32> var_761;
    wp::vec_t<2, wp::float32> var_762;
    const wp::int32 var_763 = 1;
    wp::int32 var_764;
    wp::shape_t* var_765;
    const wp::int32 var_766 = 0;
    wp::int32 var_767;
    wp::shape_t var_768;
    wp::int32 var_769;
    wp::vec_t<2, wp::float32>* var_770;
    wp::vec_t<2, wp::float32> var_771;
    wp::vec_t<2, wp::float32> var_772;
    wp::vec_t<2, wp::float32> var_773;
    const wp::float32 var_774 = 0.57;
    wp::vec_t<2, wp::float32> var_775;
    wp::vec_t<2, wp::float32> var_776;
    wp::vec_t<2, wp::float32> var_777;
    wp::vec_t<2, wp::float32> var_778;
    wp::vec_t<2, wp::float32> var_779;
    const wp::float32 var_780 = 0.38;
    wp::vec_t<2, wp::float32> var_781;
    wp::vec_t<2, wp::float32> var_782;
    wp::vec_t<2, wp::float32> var_783;
    const wp::float32 var_784 = 0.38;
    wp::vec_t<2, wp::float32> var_785;
    wp::vec_t<2, wp::float32> var_786;
    wp::float32 var_787;
    wp::float32 var_788;
    bool var_789;
    wp::float32 var_790;
    const wp::float32 var_791 = 1.0;
    wp::float32 var_792;
    wp::float32 var_793;
    wp::vec_t<2, wp::float32> var_794;
    wp::vec_t<2, wp::float32> var_795;
    wp::vec_t<2, wp::float32> var_796;
    const wp::float32 var_797 = 0.7;
    wp::vec_t<2, wp::float32> var_798;
    wp::vec_t<2, wp::float32> var_799;
    wp::float32 var_800;
    const wp::float32 var_801 = 1.0;
    wp::float32 var_802;
    const wp::float32 var_803 = 0.4;
    wp::float32 var_804;
    const wp::float32 var_805 = -2.0;
    const wp::float32 var_806 = 2.0;
    wp::float32 var_807;
    wp::float32 var_808;
    wp::float32 var_809;
    wp::float32 var_810;
    wp::vec_t<2, wp::float32> var_811;
    const wp::float32 var_812 = 1.8;
    wp::vec_t<2, wp::float32> var_813;
    wp::vec_t<2, wp::float32> var_814;
    wp::vec_t<2, wp::float32> var_815;
    const wp::float32 var_816 = 0.16;
    wp::vec_t<2, wp::float32> var_817;
    wp::vec_t<2, wp::float32> var_818;
    wp::float32 var_819;
    wp::float32 var_820;
    bool var_821;
    wp::vec_t<2, wp::float32> var_822;
    const wp::float32 var_823 = 1.628;
    const wp::float32 var_824 = -0.06;
    wp::vec_t<2, wp::float32> var_825;
    wp::vec_t<2, wp::float32> var_826;
    wp::vec_t<2, wp::float32> var_827;
    wp::vec_t<2, wp::float32> var_828;
    const wp::float32 var_829 = 1.17;
    wp::vec_t<2, wp::float32> var_830;
    wp::vec_t<2, wp::float32> var_831;
    const wp::int32 var_832 = 4;
    wp::int32 var_833;
    const wp::int32 var_834 = 1;
    bool var_835;
    wp::float32 var_836;
    const wp::float32 var_837 = -0.19;
    wp::vec_t<2, wp::float32> var_838;
    wp::vec_t<2, wp::float32> var_839;
    const wp::float32 var_840 = 0.66;
    wp::vec_t<2, wp::float32> var_841;
    wp::vec_t<2, wp::float32> var_842;
    const wp::int32 var_843 = 1;
    wp::float32 var_844;
    const wp::float32 var_845 = -1.2;
    const wp::float32 var_846 = 1.2;
    wp::float32 var_847;
    wp::float32 var_848;
    wp::vec_t<2, wp::float32> var_849;
    wp::vec_t<2, wp::float32> var_850;
    wp::vec_t<2, wp::float32> var_851;
    wp::vec_t<2, wp::float32> var_852;
    wp::vec_t<2, wp::float32> var_853;
    wp::float32 var_854;
    wp::vec_t<2, wp::float32> var_855;
    wp::vec_t<2, wp::float32> var_856;
    wp::vec_t<2, wp::float32> var_857;
    wp::float32 var_858;
    wp::vec_t<2, wp::float32> var_859;
    const wp::float32 var_860 = -0.25;
    const wp::float32 var_861 = 0.73;
    wp::float32 var_862;
    wp::float32 var_863;
    const wp::float32 var_864 = -0.35;
    wp::float32 var_865;
    wp::float32 var_866;
    wp::float32 var_867;
    wp::vec_t<2, wp::float32> var_868;
    wp::vec_t<2, wp::float32> var_869;
    wp::float32 var_870;
    wp::vec_t<2, wp::float32> var_871;
    wp::float32 var_872;
    const wp::float32 var_873 = 1.0;
    wp::float32 var_874;
    wp::float32 var_875;
    wp::float32 var_876;
    wp::float32 var_877;
    wp::float32 var_878;
    bool var_879;
    wp::float32 var_880;
    wp::float32 var_881;
    wp::float32 var_882;
    const wp::float32 var_883 = -1.53;
    const wp::float32 var_884 = 0.48;
    wp::float32 var_885;
    wp::float32 var_886;
    const wp::float32 var_887 = -1.3;
    bool var_888;
    wp::vec_t<2, wp::float32> var_889;
    wp::vec_t<2, wp::float32> var_890;
    wp::vec_t<2, wp::float32> var_891;
    wp::vec_t<2, wp::float32> var_892;
    const wp::float32 var_893 = 1.98;
    wp::vec_t<2, wp::float32> var_894;
    wp::vec_t<2, wp::float32> var_895;
    wp::float32 var_896;
    wp::float32 var_897;
    bool var_898;
    wp::vec_t<2, wp::float32> var_899;
    const wp::float32 var_900 = 1.77;
    wp::vec_t<2, wp::float32> var_901;
    wp::vec_t<2, wp::float32> var_902;
    wp::float32 var_903;
    const wp::float32 var_904 = -0.856;
    wp::float32 var_905;
    const wp::float32 var_906 = -1.432;
    wp::float32 var_907;
    const wp::float32 var_908 = 1.0;
    wp::float32 var_909;
    wp::float32 var_910;
    wp::vec_t<2, wp::float32> var_911;
    wp::vec_t<2, wp::float32> var_912;
    const wp::float32 var_913 = 1.27;
    wp::vec_t<2, wp::float32> var_914;
    wp::vec_t<2, wp::float32> var_915;
    bool var_916;
    const wp::int32 var_917 = 2;
    wp::int32 var_918;
    const wp::int32 var_919 = 1;
    bool var_920;
    const wp::float32 var_921 = 0.7;
    bool var_922;
    const wp::float32 var_923 = -1.06;
    const wp::float32 var_924 = 1.67;
    wp::float32 var_925;
    wp::float32 var_926;
    wp::float32 var_927;
    bool var_928;
    wp::float32 var_929;
    wp::float32 var_930;
    wp::float32 var_931;
    const wp::float32 var_932 = -1.019;
    const wp::float32 var_933 = 0.4;
    wp::vec_t<2, wp::float32> var_934;
    wp::vec_t<2, wp::float32> var_935;
    wp::vec_t<2, wp::float32> var_936;
    wp::vec_t<2, wp::float32> var_937;
    const wp::float32 var_938 = 0.75;
    const wp::float32 var_939 = -1.3;
    wp::vec_t<2, wp::float32> var_940;
    const wp::float32 var_941 = -1.9;
    const wp::float32 var_942 = 0.174;
    wp::vec_t<2, wp::float32> var_943;
    wp::vec_t<2, wp::float32> var_944;
    wp::vec_t<2, wp::float32> var_945;
    wp::vec_t<2, wp::float32> var_946;
    bool var_947;
    const wp::float32 var_948 = 1.403;
    const wp::float32 var_949 = -0.329;
    wp::vec_t<2, wp::float32> var_950;
    wp::vec_t<2, wp::float32> var_951;
    wp::float32 var_952;
    wp::float32 var_953;
    wp::float32 var_954;
    wp::float32 var_955;
    wp::float32 var_956;
    wp::vec_t<2, wp::float32> var_957;
    wp::vec_t<2, wp::float32> var_958;
    wp::float32 var_959;
    const wp::int32 var_960 = 3;
    const wp::int32 var_961 = 5;
    wp::int32 var_962;
    const wp::int32 var_963 = 2;
    wp::int32 var_964;
    const wp::int32 var_965 = 0;
    bool var_966;
    const wp::float32 var_967 = -1.58;
    const wp::float32 var_968 = 1.548;
    wp::vec_t<2, wp::float32> var_969;
    const wp::float32 var_970 = 1.663;
    wp::vec_t<2, wp::float32> var_971;
    wp::vec_t<2, wp::float32> var_972;
    wp::vec_t<2, wp::float32> var_973;
    const wp::float32 var_974 = 1.42;
    wp::vec_t<2, wp::float32> var_975;
    wp::vec_t<2, wp::float32> var_976;
    wp::vec_t<2, wp::float32> var_977;
    wp::vec_t<2, wp::float32> var_978;
    wp::vec_t<2, wp::float32> var_979;
    const wp::float32 var_980 = 1.41;
    wp::vec_t<2, wp::float32> var_981;
    wp::vec_t<2, wp::float32> var_982;
    bool var_983;
    bool var_984;
    const wp::float32 var_985 = 0.84;
    bool var_986;
    const wp::float32 var_987 = 0.8;
    const wp::float32 var_988 = 0.0;
    bool var_989;
    bool var_990;
    bool var_991;
    bool var_992;
    wp::float32 var_993;
    wp::float32 var_994;
    bool var_995;
    wp::float32 var_996;
    wp::float32 var_997;
    const wp::float32 var_998 = 0.084;
    wp::float32 var_999;
    const wp::float32 var_1000 = 1.0;
    wp::float32 var_1001;
    wp::float32 var_1002;
    bool var_1003;
    const wp::float32 var_1004 = -1.2;
    const wp::float32 var_1005 = 1.2;
    wp::float32 var_1006;
    wp::float32 var_1007;
    wp::float32 var_1008;
    wp::float32 var_1009;
    wp::float32 var_1010;
    const wp::int32 var_1011 = 1;
    wp::float32 var_1012;
    wp::float32 var_1013;
    wp::float32 var_1014;
    wp::float32 var_1015;
    wp::float32 var_1016;
    wp::float32 var_1017;
    wp::float32 var_1018;
    wp::float32 var_1019;
    wp::float32 var_1020;
    wp::vec_t<2, wp::float32> var_1021;
    wp::vec_t<2, wp::float32> var_1022;
    wp::vec_t<2, wp::float32> var_1023;
    wp::float32 var_1024;
    wp::float32 var_1025;
    wp::float32 var_1026;
    wp::float32 var_1027;
    wp::float32 var_1028;
    wp::float32 var_1029;
    wp::vec_t<2, wp::float32> var_1030;
    wp::vec_t<2, wp::float32> var_1031;
    wp::float32 var_1032;
    wp::float32 var_1033;
    wp::vec_t<2, wp::float32> var_1034;
    wp::vec_t<2, wp::float32> var_1035;
    wp::vec_t<2, wp::float32> var_1036;
    wp::float32 var_1037;
    wp::float32 var_1038;
    wp::vec_t<2, wp::float32> var_1039;
    wp::vec_t<2, wp::float32> var_1040;
    wp::vec_t<2, wp::float32> var_1041;
    wp::float32 var_1042;
    wp::float32 var_1043;
    wp::float32 var_1044;
    const wp::float32 var_1045 = 1.0;
    wp::float32 var_1046;
    wp::float32 var_1047;
    const wp::float32 var_1048 = 1.54;
    wp::float32 var_1049;
    wp::float32 var_1050;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<2, wp::float32> adj_1 = {};
    wp::vec_t<2, wp::float32> adj_2 = {};
    wp::vec_t<2, wp::float32> adj_3 = {};
    wp::vec_t<2, wp::float32> adj_4 = {};
    wp::vec_t<2, wp::float32> adj_5 = {};
    wp::vec_t<2, wp::float32> adj_6 = {};
    wp::vec_t<2, wp::float32> adj_7 = {};
    wp::vec_t<2, wp::float32> adj_8 = {};
    wp::vec_t<2, wp::float32> adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    bool adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::vec_t<2, wp::float32> adj_18 = {};
    wp::vec_t<2, wp::float32> adj_19 = {};
    wp::float32 adj_20 = {};
    wp::vec_t<2, wp::float32> adj_21 = {};
    wp::vec_t<2, wp::float32> adj_22 = {};
    wp::int32 adj_23 = {};
    wp::int32 adj_24 = {};
    wp::int32 adj_25 = {};
    wp::int32 adj_26 = {};
    wp::int32 adj_27 = {};
    bool adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::vec_t<2, wp::float32> adj_31 = {};
    wp::vec_t<2, wp::float32> adj_32 = {};
    wp::vec_t<2, wp::float32> adj_33 = {};
    wp::float32 adj_34 = {};
    wp::vec_t<2, wp::float32> adj_35 = {};
    wp::vec_t<2, wp::float32> adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    bool adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::vec_t<2, wp::float32> adj_44 = {};
    wp::vec_t<2, wp::float32> adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::vec_t<2, wp::float32> adj_52 = {};
    wp::vec_t<2, wp::float32> adj_53 = {};
    wp::float32 adj_54 = {};
    wp::vec_t<2, wp::float32> adj_55 = {};
    wp::vec_t<2, wp::float32> adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
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
    wp::vec_t<2, wp::float32> adj_78 = {};
    wp::vec_t<2, wp::float32> adj_79 = {};
    wp::vec_t<2, wp::float32> adj_80 = {};
    wp::float32 adj_81 = {};
    wp::vec_t<2, wp::float32> adj_82 = {};
    wp::vec_t<2, wp::float32> adj_83 = {};
    wp::float32 adj_84 = {};
    wp::vec_t<2, wp::float32> adj_85 = {};
    wp::float32 adj_86 = {};
    wp::float32 adj_87 = {};
    bool adj_88 = {};
    wp::float32 adj_89 = {};
    wp::float32 adj_90 = {};
    wp::vec_t<2, wp::float32> adj_91 = {};
    wp::vec_t<2, wp::float32> adj_92 = {};
    wp::vec_t<2, wp::float32> adj_93 = {};
    wp::vec_t<2, wp::float32> adj_94 = {};
    wp::float32 adj_95 = {};
    wp::vec_t<2, wp::float32> adj_96 = {};
    wp::vec_t<2, wp::float32> adj_97 = {};
    bool adj_98 = {};
    wp::float32 adj_99 = {};
    wp::float32 adj_100 = {};
    bool adj_101 = {};
    wp::float32 adj_102 = {};
    wp::float32 adj_103 = {};
    bool adj_104 = {};
    wp::float32 adj_105 = {};
    wp::float32 adj_106 = {};
    wp::float32 adj_107 = {};
    wp::vec_t<2, wp::float32> adj_108 = {};
    wp::vec_t<2, wp::float32> adj_109 = {};
    wp::vec_t<2, wp::float32> adj_110 = {};
    wp::vec_t<2, wp::float32> adj_111 = {};
    wp::float32 adj_112 = {};
    wp::vec_t<2, wp::float32> adj_113 = {};
    wp::vec_t<2, wp::float32> adj_114 = {};
    wp::float32 adj_115 = {};
    wp::float32 adj_116 = {};
    wp::vec_t<2, wp::float32> adj_117 = {};
    wp::vec_t<2, wp::float32> adj_118 = {};
    wp::float32 adj_119 = {};
    wp::float32 adj_120 = {};
    wp::vec_t<2, wp::float32> adj_121 = {};
    wp::vec_t<2, wp::float32> adj_122 = {};
    wp::vec_t<2, wp::float32> adj_123 = {};
    wp::float32 adj_124 = {};
    wp::float32 adj_125 = {};
    wp::float32 adj_126 = {};
    wp::float32 adj_127 = {};
    wp::float32 adj_128 = {};
    wp::float32 adj_129 = {};
    bool adj_130 = {};
    wp::float32 adj_131 = {};
    wp::float32 adj_132 = {};
    bool adj_133 = {};
    wp::float32 adj_134 = {};
    wp::float32 adj_135 = {};
    wp::vec_t<2, wp::float32> adj_136 = {};
    wp::vec_t<2, wp::float32> adj_137 = {};
    wp::vec_t<2, wp::float32> adj_138 = {};
    wp::vec_t<2, wp::float32> adj_139 = {};
    wp::float32 adj_140 = {};
    wp::vec_t<2, wp::float32> adj_141 = {};
    wp::vec_t<2, wp::float32> adj_142 = {};
    wp::vec_t<2, wp::float32> adj_143 = {};
    wp::vec_t<2, wp::float32> adj_144 = {};
    wp::float32 adj_145 = {};
    wp::vec_t<2, wp::float32> adj_146 = {};
    wp::vec_t<2, wp::float32> adj_147 = {};
    wp::vec_t<2, wp::float32> adj_148 = {};
    wp::vec_t<2, wp::float32> adj_149 = {};
    wp::vec_t<2, wp::float32> adj_150 = {};
    wp::vec_t<2, wp::float32> adj_151 = {};
    wp::vec_t<2, wp::float32> adj_152 = {};
    wp::vec_t<2, wp::float32> adj_153 = {};
    wp::vec_t<2, wp::float32> adj_154 = {};
    wp::int32 adj_155 = {};
    wp::float32 adj_156 = {};
    wp::float32 adj_157 = {};
    wp::float32 adj_158 = {};
    wp::float32 adj_159 = {};
    wp::float32 adj_160 = {};
    wp::float32 adj_161 = {};
    wp::float32 adj_162 = {};
    wp::vec_t<2, wp::float32> adj_163 = {};
    wp::vec_t<2, wp::float32> adj_164 = {};
    wp::float32 adj_165 = {};
    wp::vec_t<2, wp::float32> adj_166 = {};
    wp::vec_t<2, wp::float32> adj_167 = {};
    wp::int32 adj_168 = {};
    wp::float32 adj_169 = {};
    wp::float32 adj_170 = {};
    bool adj_171 = {};
    wp::float32 adj_172 = {};
    wp::float32 adj_173 = {};
    bool adj_174 = {};
    wp::vec_t<2, wp::float32> adj_175 = {};
    wp::vec_t<2, wp::float32> adj_176 = {};
    wp::vec_t<2, wp::float32> adj_177 = {};
    wp::float32 adj_178 = {};
    wp::vec_t<2, wp::float32> adj_179 = {};
    wp::vec_t<2, wp::float32> adj_180 = {};
    wp::float32 adj_181 = {};
    wp::float32 adj_182 = {};
    wp::vec_t<2, wp::float32> adj_183 = {};
    wp::vec_t<2, wp::float32> adj_184 = {};
    wp::float32 adj_185 = {};
    wp::vec_t<2, wp::float32> adj_186 = {};
    wp::vec_t<2, wp::float32> adj_187 = {};
    wp::float32 adj_188 = {};
    wp::float32 adj_189 = {};
    bool adj_190 = {};
    wp::float32 adj_191 = {};
    wp::float32 adj_192 = {};
    wp::vec_t<2, wp::float32> adj_193 = {};
    wp::float32 adj_194 = {};
    wp::float32 adj_195 = {};
    wp::vec_t<2, wp::float32> adj_196 = {};
    wp::vec_t<2, wp::float32> adj_197 = {};
    wp::float32 adj_198 = {};
    wp::vec_t<2, wp::float32> adj_199 = {};
    wp::vec_t<2, wp::float32> adj_200 = {};
    wp::float32 adj_201 = {};
    wp::vec_t<2, wp::float32> adj_202 = {};
    wp::vec_t<2, wp::float32> adj_203 = {};
    wp::float32 adj_204 = {};
    wp::float32 adj_205 = {};
    bool adj_206 = {};
    wp::float32 adj_207 = {};
    wp::float32 adj_208 = {};
    wp::float32 adj_209 = {};
    wp::float32 adj_210 = {};
    wp::float32 adj_211 = {};
    wp::vec_t<2, wp::float32> adj_212 = {};
    wp::vec_t<2, wp::float32> adj_213 = {};
    wp::vec_t<2, wp::float32> adj_214 = {};
    wp::vec_t<2, wp::float32> adj_215 = {};
    wp::float32 adj_216 = {};
    wp::vec_t<2, wp::float32> adj_217 = {};
    wp::vec_t<2, wp::float32> adj_218 = {};
    wp::float32 adj_219 = {};
    wp::float32 adj_220 = {};
    wp::float32 adj_221 = {};
    wp::float32 adj_222 = {};
    wp::float32 adj_223 = {};
    wp::float32 adj_224 = {};
    wp::vec_t<2, wp::float32> adj_225 = {};
    wp::vec_t<2, wp::float32> adj_226 = {};
    wp::float32 adj_227 = {};
    wp::vec_t<2, wp::float32> adj_228 = {};
    wp::float32 adj_229 = {};
    wp::vec_t<2, wp::float32> adj_230 = {};
    wp::vec_t<2, wp::float32> adj_231 = {};
    wp::vec_t<2, wp::float32> adj_232 = {};
    wp::vec_t<2, wp::float32> adj_233 = {};
    wp::vec_t<2, wp::float32> adj_234 = {};
    wp::vec_t<2, wp::float32> adj_235 = {};
    wp::vec_t<2, wp::float32> adj_236 = {};
    wp::vec_t<2, wp::float32> adj_237 = {};
    wp::int32 adj_238 = {};
    wp::int32 adj_239 = {};
    wp::int32 adj_240 = {};
    wp::int32 adj_241 = {};
    wp::int32 adj_242 = {};
    wp::int32 adj_243 = {};
    bool adj_244 = {};
    wp::float32 adj_245 = {};
    wp::vec_t<2, wp::float32> adj_246 = {};
    wp::float32 adj_247 = {};
    wp::vec_t<2, wp::float32> adj_248 = {};
    wp::vec_t<2, wp::float32> adj_249 = {};
    wp::float32 adj_250 = {};
    wp::vec_t<2, wp::float32> adj_251 = {};
    wp::vec_t<2, wp::float32> adj_252 = {};
    bool adj_253 = {};
    wp::int32 adj_254 = {};
    wp::int32 adj_255 = {};
    wp::int32 adj_256 = {};
    bool adj_257 = {};
    wp::float32 adj_258 = {};
    wp::float32 adj_259 = {};
    bool adj_260 = {};
    wp::float32 adj_261 = {};
    wp::float32 adj_262 = {};
    wp::vec_t<2, wp::float32> adj_263 = {};
    wp::vec_t<2, wp::float32> adj_264 = {};
    wp::float32 adj_265 = {};
    wp::float32 adj_266 = {};
    wp::vec_t<2, wp::float32> adj_267 = {};
    wp::vec_t<2, wp::float32> adj_268 = {};
    wp::vec_t<2, wp::float32> adj_269 = {};
    wp::float32 adj_270 = {};
    wp::vec_t<2, wp::float32> adj_271 = {};
    wp::vec_t<2, wp::float32> adj_272 = {};
    wp::vec_t<2, wp::float32> adj_273 = {};
    wp::float32 adj_274 = {};
    wp::vec_t<2, wp::float32> adj_275 = {};
    wp::vec_t<2, wp::float32> adj_276 = {};
    bool adj_277 = {};
    wp::int32 adj_278 = {};
    wp::int32 adj_279 = {};
    wp::int32 adj_280 = {};
    bool adj_281 = {};
    wp::float32 adj_282 = {};
    wp::float32 adj_283 = {};
    bool adj_284 = {};
    wp::float32 adj_285 = {};
    wp::float32 adj_286 = {};
    bool adj_287 = {};
    bool adj_288 = {};
    wp::vec_t<2, wp::float32> adj_289 = {};
    wp::float32 adj_290 = {};
    wp::vec_t<2, wp::float32> adj_291 = {};
    wp::vec_t<2, wp::float32> adj_292 = {};
    wp::vec_t<2, wp::float32> adj_293 = {};
    wp::vec_t<2, wp::float32> adj_294 = {};
    wp::vec_t<2, wp::float32> adj_295 = {};
    wp::float32 adj_296 = {};
    wp::vec_t<2, wp::float32> adj_297 = {};
    wp::vec_t<2, wp::float32> adj_298 = {};
    wp::float32 adj_299 = {};
    wp::float32 adj_300 = {};
    wp::vec_t<2, wp::float32> adj_301 = {};
    wp::vec_t<2, wp::float32> adj_302 = {};
    wp::vec_t<2, wp::float32> adj_303 = {};
    wp::vec_t<2, wp::float32> adj_304 = {};
    wp::vec_t<2, wp::float32> adj_305 = {};
    wp::vec_t<2, wp::float32> adj_306 = {};
    wp::vec_t<2, wp::float32> adj_307 = {};
    wp::vec_t<2, wp::float32> adj_308 = {};
    wp::vec_t<2, wp::float32> adj_309 = {};
    wp::vec_t<2, wp::float32> adj_310 = {};
    wp::vec_t<2, wp::float32> adj_311 = {};
    wp::vec_t<2, wp::float32> adj_312 = {};
    wp::float32 adj_313 = {};
    wp::float32 adj_314 = {};
    wp::float32 adj_315 = {};
    wp::float32 adj_316 = {};
    wp::float32 adj_317 = {};
    wp::float32 adj_318 = {};
    wp::float32 adj_319 = {};
    wp::vec_t<2, wp::float32> adj_320 = {};
    wp::float32 adj_321 = {};
    wp::float32 adj_322 = {};
    wp::float32 adj_323 = {};
    wp::vec_t<2, wp::float32> adj_324 = {};
    wp::float32 adj_325 = {};
    bool adj_326 = {};
    wp::float32 adj_327 = {};
    wp::float32 adj_328 = {};
    wp::float32 adj_329 = {};
    wp::float32 adj_330 = {};
    wp::float32 adj_331 = {};
    wp::float32 adj_332 = {};
    wp::float32 adj_333 = {};
    bool adj_334 = {};
    wp::float32 adj_335 = {};
    wp::float32 adj_336 = {};
    wp::float32 adj_337 = {};
    bool adj_338 = {};
    bool adj_339 = {};
    bool adj_340 = {};
    bool adj_341 = {};
    bool adj_342 = {};
    bool adj_343 = {};
    wp::int32 adj_344 = {};
    wp::int32 adj_345 = {};
    wp::shape_t adj_346 = {};
    wp::int32 adj_347 = {};
    wp::int32 adj_348 = {};
    wp::shape_t adj_349 = {};
    wp::int32 adj_350 = {};
    wp::vec_t<2, wp::float32> adj_351 = {};
    wp::vec_t<2, wp::float32> adj_352 = {};
    wp::vec_t<2, wp::float32> adj_353 = {};
    wp::float32 adj_354 = {};
    wp::vec_t<2, wp::float32> adj_355 = {};
    wp::vec_t<2, wp::float32> adj_356 = {};
    wp::float32 adj_357 = {};
    wp::vec_t<2, wp::float32> adj_358 = {};
    wp::vec_t<2, wp::float32> adj_359 = {};
    wp::float32 adj_360 = {};
    wp::vec_t<2, wp::float32> adj_361 = {};
    wp::vec_t<2, wp::float32> adj_362 = {};
    wp::int32 adj_363 = {};
    wp::int32 adj_364 = {};
    wp::int32 adj_365 = {};
    wp::int32 adj_366 = {};
    wp::int32 adj_367 = {};
    bool adj_368 = {};
    wp::int32 adj_369 = {};
    wp::int32 adj_370 = {};
    wp::shape_t adj_371 = {};
    wp::int32 adj_372 = {};
    wp::int32 adj_373 = {};
    wp::shape_t adj_374 = {};
    wp::int32 adj_375 = {};
    wp::vec_t<2, wp::float32> adj_376 = {};
    wp::vec_t<2, wp::float32> adj_377 = {};
    wp::vec_t<2, wp::float32> adj_378 = {};
    wp::vec_t<2, wp::float32> adj_379 = {};
    wp::float32 adj_380 = {};
    wp::vec_t<2, wp::float32> adj_381 = {};
    wp::vec_t<2, wp::float32> adj_382 = {};
    wp::vec_t<2, wp::float32> adj_383 = {};
    wp::vec_t<2, wp::float32> adj_384 = {};
    wp::int32 adj_385 = {};
    wp::int32 adj_386 = {};
    wp::shape_t adj_387 = {};
    wp::int32 adj_388 = {};
    wp::int32 adj_389 = {};
    wp::shape_t adj_390 = {};
    wp::int32 adj_391 = {};
    wp::vec_t<2, wp::float32> adj_392 = {};
    wp::float32 adj_393 = {};
    wp::vec_t<2, wp::float32> adj_394 = {};
    wp::float32 adj_395 = {};
    wp::float32 adj_396 = {};
    wp::float32 adj_397 = {};
    wp::float32 adj_398 = {};
    wp::float32 adj_399 = {};
    wp::float32 adj_400 = {};
    wp::vec_t<2, wp::float32> adj_401 = {};
    wp::vec_t<2, wp::float32> adj_402 = {};
    wp::int32 adj_403 = {};
    wp::int32 adj_404 = {};
    wp::int32 adj_405 = {};
    wp::int32 adj_406 = {};
    bool adj_407 = {};
    wp::vec_t<2, wp::float32> adj_408 = {};
    wp::float32 adj_409 = {};
    wp::vec_t<2, wp::float32> adj_410 = {};
    wp::vec_t<2, wp::float32> adj_411 = {};
    wp::float32 adj_412 = {};
    wp::vec_t<2, wp::float32> adj_413 = {};
    wp::vec_t<2, wp::float32> adj_414 = {};
    wp::float32 adj_415 = {};
    wp::float32 adj_416 = {};
    wp::float32 adj_417 = {};
    wp::float32 adj_418 = {};
    wp::float32 adj_419 = {};
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
    wp::float32 adj_432 = {};
    wp::float32 adj_433 = {};
    wp::float32 adj_434 = {};
    wp::float32 adj_435 = {};
    wp::float32 adj_436 = {};
    wp::float32 adj_437 = {};
    wp::float32 adj_438 = {};
    wp::float32 adj_439 = {};
    wp::float32 adj_440 = {};
    wp::float32 adj_441 = {};
    wp::float32 adj_442 = {};
    wp::float32 adj_443 = {};
    wp::float32 adj_444 = {};
    wp::float32 adj_445 = {};
    wp::float32 adj_446 = {};
    bool adj_447 = {};
    bool adj_448 = {};
    bool adj_449 = {};
    bool adj_450 = {};
    bool adj_451 = {};
    bool adj_452 = {};
    bool adj_453 = {};
    wp::float32 adj_454 = {};
    bool adj_455 = {};
    wp::vec_t<2, wp::float32> adj_456 = {};
    wp::int32 adj_457 = {};
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
    wp::float32 adj_468 = {};
    wp::float32 adj_469 = {};
    wp::float32 adj_470 = {};
    wp::float32 adj_471 = {};
    wp::float32 adj_472 = {};
    wp::float32 adj_473 = {};
    wp::float32 adj_474 = {};
    wp::float32 adj_475 = {};
    wp::int32 adj_476 = {};
    wp::int32 adj_477 = {};
    wp::shape_t adj_478 = {};
    wp::int32 adj_479 = {};
    wp::int32 adj_480 = {};
    wp::shape_t adj_481 = {};
    wp::int32 adj_482 = {};
    wp::vec_t<2, wp::float32> adj_483 = {};
    wp::vec_t<2, wp::float32> adj_484 = {};
    wp::vec_t<2, wp::float32> adj_485 = {};
    wp::float32 adj_486 = {};
    wp::vec_t<2, wp::float32> adj_487 = {};
    wp::vec_t<2, wp::float32> adj_488 = {};
    wp::vec_t<2, wp::float32> adj_489 = {};
    wp::float32 adj_490 = {};
    wp::vec_t<2, wp::float32> adj_491 = {};
    wp::float32 adj_492 = {};
    wp::vec_t<2, wp::float32> adj_493 = {};
    wp::vec_t<2, wp::float32> adj_494 = {};
    wp::float32 adj_495 = {};
    wp::vec_t<2, wp::float32> adj_496 = {};
    wp::vec_t<2, wp::float32> adj_497 = {};
    wp::vec_t<2, wp::float32> adj_498 = {};
    wp::float32 adj_499 = {};
    wp::vec_t<2, wp::float32> adj_500 = {};
    wp::vec_t<2, wp::float32> adj_501 = {};
    wp::vec_t<2, wp::float32> adj_502 = {};
    wp::float32 adj_503 = {};
    bool adj_504 = {};
    wp::float32 adj_505 = {};
    wp::float32 adj_506 = {};
    wp::float32 adj_507 = {};
    wp::float32 adj_508 = {};
    wp::float32 adj_509 = {};
    wp::float32 adj_510 = {};
    wp::vec_t<2, wp::float32> adj_511 = {};
    wp::vec_t<2, wp::float32> adj_512 = {};
    wp::float32 adj_513 = {};
    wp::vec_t<2, wp::float32> adj_514 = {};
    wp::vec_t<2, wp::float32> adj_515 = {};
    wp::int32 adj_516 = {};
    wp::float32 adj_517 = {};
    wp::vec_t<2, wp::float32> adj_518 = {};
    wp::vec_t<2, wp::float32> adj_519 = {};
    wp::float32 adj_520 = {};
    wp::vec_t<2, wp::float32> adj_521 = {};
    wp::vec_t<2, wp::float32> adj_522 = {};
    bool adj_523 = {};
    wp::float32 adj_524 = {};
    wp::float32 adj_525 = {};
    wp::float32 adj_526 = {};
    wp::float32 adj_527 = {};
    wp::float32 adj_528 = {};
    wp::float32 adj_529 = {};
    bool adj_530 = {};
    wp::vec_t<2, wp::float32> adj_531 = {};
    wp::float32 adj_532 = {};
    wp::vec_t<2, wp::float32> adj_533 = {};
    wp::vec_t<2, wp::float32> adj_534 = {};
    wp::float32 adj_535 = {};
    wp::float32 adj_536 = {};
    wp::float32 adj_537 = {};
    wp::float32 adj_538 = {};
    wp::float32 adj_539 = {};
    wp::float32 adj_540 = {};
    wp::float32 adj_541 = {};
    wp::float32 adj_542 = {};
    wp::float32 adj_543 = {};
    bool adj_544 = {};
    bool adj_545 = {};
    wp::float32 adj_546 = {};
    bool adj_547 = {};
    wp::float32 adj_548 = {};
    bool adj_549 = {};
    bool adj_550 = {};
    bool adj_551 = {};
    bool adj_552 = {};
    wp::float32 adj_553 = {};
    wp::float32 adj_554 = {};
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
    bool adj_567 = {};
    wp::float32 adj_568 = {};
    wp::float32 adj_569 = {};
    wp::vec_t<2, wp::float32> adj_570 = {};
    wp::vec_t<2, wp::float32> adj_571 = {};
    wp::float32 adj_572 = {};
    wp::vec_t<2, wp::float32> adj_573 = {};
    wp::vec_t<2, wp::float32> adj_574 = {};
    wp::float32 adj_575 = {};
    wp::float32 adj_576 = {};
    wp::vec_t<2, wp::float32> adj_577 = {};
    wp::vec_t<2, wp::float32> adj_578 = {};
    wp::vec_t<2, wp::float32> adj_579 = {};
    wp::float32 adj_580 = {};
    wp::float32 adj_581 = {};
    wp::float32 adj_582 = {};
    wp::float32 adj_583 = {};
    wp::vec_t<2, wp::float32> adj_584 = {};
    wp::vec_t<2, wp::float32> adj_585 = {};
    wp::float32 adj_586 = {};
    wp::vec_t<2, wp::float32> adj_587 = {};
    wp::vec_t<2, wp::float32> adj_588 = {};
    bool adj_589 = {};
    wp::float32 adj_590 = {};
    wp::float32 adj_591 = {};
    bool adj_592 = {};
    wp::vec_t<2, wp::float32> adj_593 = {};
    wp::vec_t<2, wp::float32> adj_594 = {};
    wp::float32 adj_595 = {};
    wp::vec_t<2, wp::float32> adj_596 = {};
    wp::vec_t<2, wp::float32> adj_597 = {};
    bool adj_598 = {};
    wp::float32 adj_599 = {};
    wp::float32 adj_600 = {};
    bool adj_601 = {};
    bool adj_602 = {};
    bool adj_603 = {};
    bool adj_604 = {};
    bool adj_605 = {};
    wp::float32 adj_606 = {};
    wp::float32 adj_607 = {};
    wp::vec_t<2, wp::float32> adj_608 = {};
    wp::vec_t<2, wp::float32> adj_609 = {};
    wp::float32 adj_610 = {};
    wp::vec_t<2, wp::float32> adj_611 = {};
    wp::vec_t<2, wp::float32> adj_612 = {};
    wp::int32 adj_613 = {};
    wp::float32 adj_614 = {};
    bool adj_615 = {};
    wp::float32 adj_616 = {};
    wp::float32 adj_617 = {};
    wp::float32 adj_618 = {};
    wp::float32 adj_619 = {};
    wp::float32 adj_620 = {};
    wp::float32 adj_621 = {};
    wp::vec_t<2, wp::float32> adj_622 = {};
    wp::vec_t<2, wp::float32> adj_623 = {};
    wp::vec_t<2, wp::float32> adj_624 = {};
    wp::vec_t<2, wp::float32> adj_625 = {};
    wp::float32 adj_626 = {};
    wp::vec_t<2, wp::float32> adj_627 = {};
    wp::vec_t<2, wp::float32> adj_628 = {};
    wp::float32 adj_629 = {};
    wp::float32 adj_630 = {};
    wp::float32 adj_631 = {};
    wp::float32 adj_632 = {};
    wp::float32 adj_633 = {};
    wp::float32 adj_634 = {};
    wp::vec_t<2, wp::float32> adj_635 = {};
    wp::float32 adj_636 = {};
    wp::vec_t<2, wp::float32> adj_637 = {};
    wp::vec_t<2, wp::float32> adj_638 = {};
    wp::float32 adj_639 = {};
    wp::vec_t<2, wp::float32> adj_640 = {};
    wp::vec_t<2, wp::float32> adj_641 = {};
    wp::float32 adj_642 = {};
    wp::float32 adj_643 = {};
    bool adj_644 = {};
    wp::float32 adj_645 = {};
    wp::float32 adj_646 = {};
    wp::vec_t<2, wp::float32> adj_647 = {};
    wp::vec_t<2, wp::float32> adj_648 = {};
    wp::float32 adj_649 = {};
    wp::vec_t<2, wp::float32> adj_650 = {};
    wp::vec_t<2, wp::float32> adj_651 = {};
    bool adj_652 = {};
    bool adj_653 = {};
    bool adj_654 = {};
    bool adj_655 = {};
    wp::float32 adj_656 = {};
    bool adj_657 = {};
    wp::float32 adj_658 = {};
    wp::float32 adj_659 = {};
    wp::vec_t<2, wp::float32> adj_660 = {};
    wp::vec_t<2, wp::float32> adj_661 = {};
    wp::vec_t<2, wp::float32> adj_662 = {};
    wp::vec_t<2, wp::float32> adj_663 = {};
    wp::float32 adj_664 = {};
    wp::vec_t<2, wp::float32> adj_665 = {};
    wp::vec_t<2, wp::float32> adj_666 = {};
    wp::float32 adj_667 = {};
    wp::float32 adj_668 = {};
    wp::float32 adj_669 = {};
    wp::float32 adj_670 = {};
    wp::float32 adj_671 = {};
    wp::float32 adj_672 = {};
    wp::float32 adj_673 = {};
    wp::float32 adj_674 = {};
    bool adj_675 = {};
    wp::float32 adj_676 = {};
    wp::float32 adj_677 = {};
    wp::float32 adj_678 = {};
    wp::float32 adj_679 = {};
    wp::vec_t<2, wp::float32> adj_680 = {};
    wp::vec_t<2, wp::float32> adj_681 = {};
    wp::float32 adj_682 = {};
    wp::vec_t<2, wp::float32> adj_683 = {};
    wp::vec_t<2, wp::float32> adj_684 = {};
    wp::vec_t<2, wp::float32> adj_685 = {};
    wp::float32 adj_686 = {};
    wp::vec_t<2, wp::float32> adj_687 = {};
    wp::vec_t<2, wp::float32> adj_688 = {};
    wp::float32 adj_689 = {};
    wp::float32 adj_690 = {};
    wp::float32 adj_691 = {};
    wp::vec_t<2, wp::float32> adj_692 = {};
    wp::vec_t<2, wp::float32> adj_693 = {};
    wp::float32 adj_694 = {};
    wp::vec_t<2, wp::float32> adj_695 = {};
    wp::vec_t<2, wp::float32> adj_696 = {};
    wp::vec_t<2, wp::float32> adj_697 = {};
    wp::float32 adj_698 = {};
    wp::vec_t<2, wp::float32> adj_699 = {};
    wp::vec_t<2, wp::float32> adj_700 = {};
    wp::vec_t<2, wp::float32> adj_701 = {};
    wp::float32 adj_702 = {};
    wp::vec_t<2, wp::float32> adj_703 = {};
    wp::vec_t<2, wp::float32> adj_704 = {};
    wp::vec_t<2, wp::float32> adj_705 = {};
    wp::float32 adj_706 = {};
    wp::vec_t<2, wp::float32> adj_707 = {};
    wp::vec_t<2, wp::float32> adj_708 = {};
    wp::vec_t<2, wp::float32> adj_709 = {};
    wp::float32 adj_710 = {};
    wp::vec_t<2, wp::float32> adj_711 = {};
    wp::vec_t<2, wp::float32> adj_712 = {};
    wp::vec_t<2, wp::float32> adj_713 = {};
    wp::float32 adj_714 = {};
    bool adj_715 = {};
    wp::int32 adj_716 = {};
    wp::int32 adj_717 = {};
    wp::int32 adj_718 = {};
    bool adj_719 = {};
    bool adj_720 = {};
    bool adj_721 = {};
    bool adj_722 = {};
    wp::int32 adj_723 = {};
    wp::int32 adj_724 = {};
    wp::shape_t adj_725 = {};
    wp::int32 adj_726 = {};
    wp::int32 adj_727 = {};
    wp::shape_t adj_728 = {};
    wp::int32 adj_729 = {};
    wp::vec_t<2, wp::float32> adj_730 = {};
    wp::float32 adj_731 = {};
    wp::float32 adj_732 = {};
    wp::float32 adj_733 = {};
    wp::float32 adj_734 = {};
    wp::float32 adj_735 = {};
    wp::float32 adj_736 = {};
    wp::float32 adj_737 = {};
    wp::vec_t<2, wp::float32> adj_738 = {};
    wp::vec_t<2, wp::float32> adj_739 = {};
    wp::vec_t<2, wp::float32> adj_740 = {};
    wp::float32 adj_741 = {};
    wp::vec_t<2, wp::float32> adj_742 = {};
    wp::vec_t<2, wp::float32> adj_743 = {};
    wp::vec_t<2, wp::float32> adj_744 = {};
    bool adj_745 = {};
    wp::float32 adj_746 = {};
    bool adj_747 = {};
    bool adj_748 = {};
    wp::vec_t<2, wp::float32> adj_749 = {};
    wp::vec_t<2, wp::float32> adj_750 = {};
    wp::float32 adj_751 = {};
    wp::vec_t<2, wp::float32> adj_752 = {};
    wp::vec_t<2, wp::float32> adj_753 = {};
    wp::float32 adj_754 = {};
    bool adj_755 = {};
    wp::float32 adj_756 = {};
    wp::float32 adj_757 = {};
    bool adj_758 = {};
    wp::float32 adj_759 = {};
    wp::float32 adj_760 = {};
    wp::vec_t<2, wp::float32> adj_761 = {};
    wp::vec_t<2, wp::float32> adj_762 = {};
    wp::int32 adj_763 = {};
    wp::int32 adj_764 = {};
    wp::shape_t adj_765 = {};
    wp::int32 adj_766 = {};
    wp::int32 adj_767 = {};
    wp::shape_t adj_768 = {};
    wp::int32 adj_769 = {};
    wp::vec_t<2, wp::float32> adj_770 = {};
    wp::vec_t<2, wp::float32> adj_771 = {};
    wp::vec_t<2, wp::float32> adj_772 = {};
    wp::vec_t<2, wp::float32> adj_773 = {};
    wp::float32 adj_774 = {};
    wp::vec_t<2, wp::float32> adj_775 = {};
    wp::vec_t<2, wp::float32> adj_776 = {};
    wp::vec_t<2, wp::float32> adj_777 = {};
    wp::vec_t<2, wp::float32> adj_778 = {};
    wp::vec_t<2, wp::float32> adj_779 = {};
    wp::float32 adj_780 = {};
    wp::vec_t<2, wp::float32> adj_781 = {};
    wp::vec_t<2, wp::float32> adj_782 = {};
    wp::vec_t<2, wp::float32> adj_783 = {};
    wp::float32 adj_784 = {};
    wp::vec_t<2, wp::float32> adj_785 = {};
    wp::vec_t<2, wp::float32> adj_786 = {};
    wp::float32 adj_787 = {};
    wp::float32 adj_788 = {};
    bool adj_789 = {};
    wp::float32 adj_790 = {};
    wp::float32 adj_791 = {};
    wp::float32 adj_792 = {};
    wp::float32 adj_793 = {};
    wp::vec_t<2, wp::float32> adj_794 = {};
    wp::vec_t<2, wp::float32> adj_795 = {};
    wp::vec_t<2, wp::float32> adj_796 = {};
    wp::float32 adj_797 = {};
    wp::vec_t<2, wp::float32> adj_798 = {};
    wp::vec_t<2, wp::float32> adj_799 = {};
    wp::float32 adj_800 = {};
    wp::float32 adj_801 = {};
    wp::float32 adj_802 = {};
    wp::float32 adj_803 = {};
    wp::float32 adj_804 = {};
    wp::float32 adj_805 = {};
    wp::float32 adj_806 = {};
    wp::float32 adj_807 = {};
    wp::float32 adj_808 = {};
    wp::float32 adj_809 = {};
    wp::float32 adj_810 = {};
    wp::vec_t<2, wp::float32> adj_811 = {};
    wp::float32 adj_812 = {};
    wp::vec_t<2, wp::float32> adj_813 = {};
    wp::vec_t<2, wp::float32> adj_814 = {};
    wp::vec_t<2, wp::float32> adj_815 = {};
    wp::float32 adj_816 = {};
    wp::vec_t<2, wp::float32> adj_817 = {};
    wp::vec_t<2, wp::float32> adj_818 = {};
    wp::float32 adj_819 = {};
    wp::float32 adj_820 = {};
    bool adj_821 = {};
    wp::vec_t<2, wp::float32> adj_822 = {};
    wp::float32 adj_823 = {};
    wp::float32 adj_824 = {};
    wp::vec_t<2, wp::float32> adj_825 = {};
    wp::vec_t<2, wp::float32> adj_826 = {};
    wp::vec_t<2, wp::float32> adj_827 = {};
    wp::vec_t<2, wp::float32> adj_828 = {};
    wp::float32 adj_829 = {};
    wp::vec_t<2, wp::float32> adj_830 = {};
    wp::vec_t<2, wp::float32> adj_831 = {};
    wp::int32 adj_832 = {};
    wp::int32 adj_833 = {};
    wp::int32 adj_834 = {};
    bool adj_835 = {};
    wp::float32 adj_836 = {};
    wp::float32 adj_837 = {};
    wp::vec_t<2, wp::float32> adj_838 = {};
    wp::vec_t<2, wp::float32> adj_839 = {};
    wp::float32 adj_840 = {};
    wp::vec_t<2, wp::float32> adj_841 = {};
    wp::vec_t<2, wp::float32> adj_842 = {};
    wp::int32 adj_843 = {};
    wp::float32 adj_844 = {};
    wp::float32 adj_845 = {};
    wp::float32 adj_846 = {};
    wp::float32 adj_847 = {};
    wp::float32 adj_848 = {};
    wp::vec_t<2, wp::float32> adj_849 = {};
    wp::vec_t<2, wp::float32> adj_850 = {};
    wp::vec_t<2, wp::float32> adj_851 = {};
    wp::vec_t<2, wp::float32> adj_852 = {};
    wp::vec_t<2, wp::float32> adj_853 = {};
    wp::float32 adj_854 = {};
    wp::vec_t<2, wp::float32> adj_855 = {};
    wp::vec_t<2, wp::float32> adj_856 = {};
    wp::vec_t<2, wp::float32> adj_857 = {};
    wp::float32 adj_858 = {};
    wp::vec_t<2, wp::float32> adj_859 = {};
    wp::float32 adj_860 = {};
    wp::float32 adj_861 = {};
    wp::float32 adj_862 = {};
    wp::float32 adj_863 = {};
    wp::float32 adj_864 = {};
    wp::float32 adj_865 = {};
    wp::float32 adj_866 = {};
    wp::float32 adj_867 = {};
    wp::vec_t<2, wp::float32> adj_868 = {};
    wp::vec_t<2, wp::float32> adj_869 = {};
    wp::float32 adj_870 = {};
    wp::vec_t<2, wp::float32> adj_871 = {};
    wp::float32 adj_872 = {};
    wp::float32 adj_873 = {};
    wp::float32 adj_874 = {};
    wp::float32 adj_875 = {};
    wp::float32 adj_876 = {};
    wp::float32 adj_877 = {};
    wp::float32 adj_878 = {};
    bool adj_879 = {};
    wp::float32 adj_880 = {};
    wp::float32 adj_881 = {};
    wp::float32 adj_882 = {};
    wp::float32 adj_883 = {};
    wp::float32 adj_884 = {};
    wp::float32 adj_885 = {};
    wp::float32 adj_886 = {};
    wp::float32 adj_887 = {};
    bool adj_888 = {};
    wp::vec_t<2, wp::float32> adj_889 = {};
    wp::vec_t<2, wp::float32> adj_890 = {};
    wp::vec_t<2, wp::float32> adj_891 = {};
    wp::vec_t<2, wp::float32> adj_892 = {};
    wp::float32 adj_893 = {};
    wp::vec_t<2, wp::float32> adj_894 = {};
    wp::vec_t<2, wp::float32> adj_895 = {};
    wp::float32 adj_896 = {};
    wp::float32 adj_897 = {};
    bool adj_898 = {};
    wp::vec_t<2, wp::float32> adj_899 = {};
    wp::float32 adj_900 = {};
    wp::vec_t<2, wp::float32> adj_901 = {};
    wp::vec_t<2, wp::float32> adj_902 = {};
    wp::float32 adj_903 = {};
    wp::float32 adj_904 = {};
    wp::float32 adj_905 = {};
    wp::float32 adj_906 = {};
    wp::float32 adj_907 = {};
    wp::float32 adj_908 = {};
    wp::float32 adj_909 = {};
    wp::float32 adj_910 = {};
    wp::vec_t<2, wp::float32> adj_911 = {};
    wp::vec_t<2, wp::float32> adj_912 = {};
    wp::float32 adj_913 = {};
    wp::vec_t<2, wp::float32> adj_914 = {};
    wp::vec_t<2, wp::float32> adj_915 = {};
    bool adj_916 = {};
    wp::int32 adj_917 = {};
    wp::int32 adj_918 = {};
    wp::int32 adj_919 = {};
    bool adj_920 = {};
    wp::float32 adj_921 = {};
    bool adj_922 = {};
    wp::float32 adj_923 = {};
    wp::float32 adj_924 = {};
    wp::float32 adj_925 = {};
    wp::float32 adj_926 = {};
    wp::float32 adj_927 = {};
    bool adj_928 = {};
    wp::float32 adj_929 = {};
    wp::float32 adj_930 = {};
    wp::float32 adj_931 = {};
    wp::float32 adj_932 = {};
    wp::float32 adj_933 = {};
    wp::vec_t<2, wp::float32> adj_934 = {};
    wp::vec_t<2, wp::float32> adj_935 = {};
    wp::vec_t<2, wp::float32> adj_936 = {};
    wp::vec_t<2, wp::float32> adj_937 = {};
    wp::float32 adj_938 = {};
    wp::float32 adj_939 = {};
    wp::vec_t<2, wp::float32> adj_940 = {};
    wp::float32 adj_941 = {};
    wp::float32 adj_942 = {};
    wp::vec_t<2, wp::float32> adj_943 = {};
    wp::vec_t<2, wp::float32> adj_944 = {};
    wp::vec_t<2, wp::float32> adj_945 = {};
    wp::vec_t<2, wp::float32> adj_946 = {};
    bool adj_947 = {};
    wp::float32 adj_948 = {};
    wp::float32 adj_949 = {};
    wp::vec_t<2, wp::float32> adj_950 = {};
    wp::vec_t<2, wp::float32> adj_951 = {};
    wp::float32 adj_952 = {};
    wp::float32 adj_953 = {};
    wp::float32 adj_954 = {};
    wp::float32 adj_955 = {};
    wp::float32 adj_956 = {};
    wp::vec_t<2, wp::float32> adj_957 = {};
    wp::vec_t<2, wp::float32> adj_958 = {};
    wp::float32 adj_959 = {};
    wp::int32 adj_960 = {};
    wp::int32 adj_961 = {};
    wp::int32 adj_962 = {};
    wp::int32 adj_963 = {};
    wp::int32 adj_964 = {};
    wp::int32 adj_965 = {};
    bool adj_966 = {};
    wp::float32 adj_967 = {};
    wp::float32 adj_968 = {};
    wp::vec_t<2, wp::float32> adj_969 = {};
    wp::float32 adj_970 = {};
    wp::vec_t<2, wp::float32> adj_971 = {};
    wp::vec_t<2, wp::float32> adj_972 = {};
    wp::vec_t<2, wp::float32> adj_973 = {};
    wp::float32 adj_974 = {};
    wp::vec_t<2, wp::float32> adj_975 = {};
    wp::vec_t<2, wp::float32> adj_976 = {};
    wp::vec_t<2, wp::float32> adj_977 = {};
    wp::vec_t<2, wp::float32> adj_978 = {};
    wp::vec_t<2, wp::float32> adj_979 = {};
    wp::float32 adj_980 = {};
    wp::vec_t<2, wp::float32> adj_981 = {};
    wp::vec_t<2, wp::float32> adj_982 = {};
    bool adj_983 = {};
    bool adj_984 = {};
    wp::float32 adj_985 = {};
    bool adj_986 = {};
    wp::float32 adj_987 = {};
    wp::float32 adj_988 = {};
    bool adj_989 = {};
    bool adj_990 = {};
    bool adj_991 = {};
    bool adj_992 = {};
    wp::float32 adj_993 = {};
    wp::float32 adj_994 = {};
    bool adj_995 = {};
    wp::float32 adj_996 = {};
    wp::float32 adj_997 = {};
    wp::float32 adj_998 = {};
    wp::float32 adj_999 = {};
    wp::float32 adj_1000 = {};
    wp::float32 adj_1001 = {};
    wp::float32 adj_1002 = {};
    bool adj_1003 = {};
    wp::float32 adj_1004 = {};
    wp::float32 adj_1005 = {};
    wp::float32 adj_1006 = {};
    wp::float32 adj_1007 = {};
    wp::float32 adj_1008 = {};
    wp::float32 adj_1009 = {};
    wp::float32 adj_1010 = {};
    wp::int32 adj_1011 = {};
    wp::float32 adj_1012 = {};
    wp::float32 adj_1013 = {};
    wp::float32 adj_1014 = {};
    wp::float32 adj_1015 = {};
    wp::float32 adj_1016 = {};
    wp::float32 adj_1017 = {};
    wp::float32 adj_1018 = {};
    wp::float32 adj_1019 = {};
    wp::float32 adj_1020 = {};
    wp::vec_t<2, wp::float32> adj_1021 = {};
    wp::vec_t<2, wp::float32> adj_1022 = {};
    wp::vec_t<2, wp::float32> adj_1023 = {};
    wp::float32 adj_1024 = {};
    wp::float32 adj_1025 = {};
    wp::float32 adj_1026 = {};
    wp::float32 adj_1027 = {};
    wp::float32 adj_1028 = {};
    wp::float32 adj_1029 = {};
    wp::vec_t<2, wp::float32> adj_1030 = {};
    wp::vec_t<2, wp::float32> adj_1031 = {};
    wp::float32 adj_1032 = {};
    wp::float32 adj_1033 = {};
    wp::vec_t<2, wp::float32> adj_1034 = {};
    wp::vec_t<2, wp::float32> adj_1035 = {};
    wp::vec_t<2, wp::float32> adj_1036 = {};
    wp::float32 adj_1037 = {};
    wp::float32 adj_1038 = {};
    wp::vec_t<2, wp::float32> adj_1039 = {};
    wp::vec_t<2, wp::float32> adj_1040 = {};
    wp::vec_t<2, wp::float32> adj_1041 = {};
    wp::float32 adj_1042 = {};
    wp::float32 adj_1043 = {};
    wp::float32 adj_1044 = {};
    wp::float32 adj_1045 = {};
    wp::float32 adj_1046 = {};
    wp::float32 adj_1047 = {};
    wp::float32 adj_1048 = {};
    wp::float32 adj_1049 = {};
    wp::float32 adj_1050 = {};
    //---------
    // forward
    // def multi_conditional_000001(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=wp.vec2), out0: wp.array(dtype=float)):       <L 5>
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
    // if 0.54 > (0.27 + -1.537):                                                             <L 10>
    var_13 = wp::add(var_11, var_12);
    var_14 = (var_10 > var_13);
    if (var_14) {
        // v0 = v0 + wp.normalize(((1.4 * 1.91) * v0)) * 0.76                                 <L 11>
        var_17 = wp::mul(var_15, var_16);
        var_18 = wp::mul(var_17, var_2);
        var_19 = wp::normalize(var_18);
        var_21 = wp::mul(var_19, var_20);
        var_22 = wp::add(var_2, var_21);
    }
    if (!var_14) {
        // elif ((6 + tid)) % 2 == 1:                                                         <L 12>
        var_24 = wp::add(var_23, var_0);
        var_26 = wp::mod(var_24, var_25);
        var_28 = (var_26 == var_27);
        if (var_28) {
            // v0 = v0 + wp.normalize((v2 + wp.vec2(-1.353, -1.25))) * 1.5                    <L 13>
            var_31 = wp::vec_t<2, wp::float32>(var_29, var_30);
            var_32 = wp::add(var_8, var_31);
            var_33 = wp::normalize(var_32);
            var_35 = wp::mul(var_33, var_34);
            var_36 = wp::add(var_2, var_35);
            // if -0.1 < (0.14 - -1.84):                                                      <L 14>
            var_40 = wp::sub(var_38, var_39);
            var_41 = (var_37 < var_40);
            if (var_41) {
                // v1 = v1 + wp.normalize(((v2 + wp.vec2(0.94, -1.1)) * (0.1 / (wp.abs(1.8) + 1.0)))) * 0.92       <L 15>
                var_44 = wp::vec_t<2, wp::float32>(var_42, var_43);
                var_45 = wp::add(var_8, var_44);
                var_48 = wp::abs(var_47);
                var_50 = wp::add(var_48, var_49);
                var_51 = wp::div(var_46, var_50);
                var_52 = wp::mul(var_45, var_51);
                var_53 = wp::normalize(var_52);
                var_55 = wp::mul(var_53, var_54);
                var_56 = wp::add(var_5, var_55);
                // if (-0.13 / (wp.abs(0.02) + 1.0)) >= -1.58:                                <L 16>
                var_59 = wp::abs(var_58);
                var_61 = wp::add(var_59, var_60);
                var_62 = wp::div(var_57, var_61);
                var_64 = (var_62 >= var_63);
                if (var_64) {
                    // v1 = v1 + wp.normalize(x2[(tid + 5) % x2.shape[0]]) * 1.38             <L 17>
                    var_66 = wp::add(var_0, var_65);
                    var_67 = &(var_x2.shape);
                    var_70 = wp::load(var_67);
                    var_69 = wp::extract(var_70, var_68);
                    var_71 = wp::mod(var_66, var_69);
                    var_72 = wp::address(var_x2, var_71);
                    var_74 = wp::load(var_72);
                    var_73 = wp::normalize(var_74);
                    var_76 = wp::mul(var_73, var_75);
                    var_77 = wp::add(var_56, var_76);
                    // v0 = v0 + wp.normalize(wp.normalize((v2 - v1))) * 0.31                 <L 18>
                    var_78 = wp::sub(var_8, var_77);
                    var_79 = wp::normalize(var_78);
                    var_80 = wp::normalize(var_79);
                    var_82 = wp::mul(var_80, var_81);
                    var_83 = wp::add(var_36, var_82);
                    // v1 = v1 + wp.normalize(((0.995 * v1) - wp.where(0.66 >= -2.0, wp.vec2(0.9, 0.7), v2))) * 1.72       <L 19>
                    var_85 = wp::mul(var_84, var_77);
                    var_88 = (var_86 >= var_87);
                    var_91 = wp::vec_t<2, wp::float32>(var_89, var_90);
                    var_92 = wp::where(var_88, var_91, var_8);
                    var_93 = wp::sub(var_85, var_92);
                    var_94 = wp::normalize(var_93);
                    var_96 = wp::mul(var_94, var_95);
                    var_97 = wp::add(var_77, var_96);
                }
                if (!var_64) {
                    // elif (-0.18 > -0.8) and (0.5 <= 1.19):                                 <L 20>
                    var_101 = (var_99 > var_100);
                    var_98 = var_101;
                    if (var_98) {
                        var_104 = (var_102 <= var_103);
                        var_98 = var_98 && var_104;
                    }
                    if (var_98) {
                        // v0 = v0 + wp.normalize((v2 + (1.624 * wp.vec2(1.536, -1.0)))) * 1.1       <L 21>
                        var_108 = wp::vec_t<2, wp::float32>(var_106, var_107);
                        var_109 = wp::mul(var_105, var_108);
                        var_110 = wp::add(var_8, var_109);
                        var_111 = wp::normalize(var_110);
                        var_113 = wp::mul(var_111, var_112);
                        var_114 = wp::add(var_36, var_113);
                        // v3 = ((0.668 * (v1 * 0.6)) + wp.vec2(wp.length_sq(v2), -0.704))       <L 22>
                        var_117 = wp::mul(var_56, var_116);
                        var_118 = wp::mul(var_115, var_117);
                        var_119 = wp::length_sq(var_8);
                        var_121 = wp::vec_t<2, wp::float32>(var_119, var_120);
                        var_122 = wp::add(var_118, var_121);
                        // v4 = v1                                                            <L 23>
                        var_123 = wp::copy(var_56);
                    }
                    if (!var_98) {
                        // elif wp.exp(wp.clamp(1.9, -4.0, 4.0)) <= wp.dot(v0, v1):           <L 24>
                        var_127 = wp::clamp(var_124, var_125, var_126);
                        var_128 = wp::exp(var_127);
                        var_129 = wp::dot(var_36, var_56);
                        var_130 = (var_128 <= var_129);
                        if (var_130) {
                            // v0 = v0 + wp.normalize(wp.normalize(wp.where(1.4 > -1.92, v1, wp.vec2(-1.493, 0.7)))) * 0.84       <L 25>
                            var_133 = (var_131 > var_132);
                            var_136 = wp::vec_t<2, wp::float32>(var_134, var_135);
                            var_137 = wp::where(var_133, var_56, var_136);
                            var_138 = wp::normalize(var_137);
                            var_139 = wp::normalize(var_138);
                            var_141 = wp::mul(var_139, var_140);
                            var_142 = wp::add(var_36, var_141);
                            // v2 = v2 + wp.normalize(wp.normalize(v1)) * 0.48                <L 26>
                            var_143 = wp::normalize(var_56);
                            var_144 = wp::normalize(var_143);
                            var_146 = wp::mul(var_144, var_145);
                            var_147 = wp::add(var_8, var_146);
                        }
                        var_148 = wp::where(var_130, var_142, var_36);
                        var_149 = wp::where(var_130, var_147, var_8);
                    }
                    var_150 = wp::where(var_98, var_114, var_148);
                    var_151 = wp::where(var_98, var_8, var_149);
                }
                var_152 = wp::where(var_64, var_83, var_150);
                var_153 = wp::where(var_64, var_97, var_56);
                var_154 = wp::where(var_64, var_8, var_151);
            }
            if (!var_41) {
                // v2 = v2 + wp.normalize(wp.vec2(v1[1], (0.313 / (wp.abs(1.55) + 1.0)))) * 0.35       <L 28>
                var_156 = wp::extract(var_5, var_155);
                var_159 = wp::abs(var_158);
                var_161 = wp::add(var_159, var_160);
                var_162 = wp::div(var_157, var_161);
                var_163 = wp::vec_t<2, wp::float32>(var_156, var_162);
                var_164 = wp::normalize(var_163);
                var_166 = wp::mul(var_164, var_165);
                var_167 = wp::add(var_8, var_166);
                // if v0[1] <= -1.61:                                                         <L 29>
                var_169 = wp::extract(var_36, var_168);
                var_171 = (var_169 <= var_170);
                if (var_171) {
                    // v0 = v0 + wp.normalize(wp.max(wp.where(-0.4 > -1.751, v1, v1), v2)) * 1.64       <L 30>
                    var_174 = (var_172 > var_173);
                    var_175 = wp::where(var_174, var_5, var_5);
                    var_176 = wp::max(var_175, var_167);
                    var_177 = wp::normalize(var_176);
                    var_179 = wp::mul(var_177, var_178);
                    var_180 = wp::add(var_36, var_179);
                    // v2 = v2 + wp.normalize(wp.vec2(-0.78, -0.6)) * 1.52                    <L 31>
                    var_183 = wp::vec_t<2, wp::float32>(var_181, var_182);
                    var_184 = wp::normalize(var_183);
                    var_186 = wp::mul(var_184, var_185);
                    var_187 = wp::add(var_167, var_186);
                    // v0 = v0 + wp.normalize((wp.where(0.1 >= 0.79, wp.vec2(0.18, -0.2), wp.vec2(1.79, 0.8)) * -0.38)) * 0.47       <L 32>
                    var_190 = (var_188 >= var_189);
                    var_193 = wp::vec_t<2, wp::float32>(var_191, var_192);
                    var_196 = wp::vec_t<2, wp::float32>(var_194, var_195);
                    var_197 = wp::where(var_190, var_193, var_196);
                    var_199 = wp::mul(var_197, var_198);
                    var_200 = wp::normalize(var_199);
                    var_202 = wp::mul(var_200, var_201);
                    var_203 = wp::add(var_180, var_202);
                }
                if (!var_171) {
                    // v2 = v2 + wp.normalize((wp.where(1.5 <= -0.11, 0.383, 0.983) * (v1 - wp.vec2(0.5, 0.74)))) * 0.18       <L 34>
                    var_206 = (var_204 <= var_205);
                    var_209 = wp::where(var_206, var_207, var_208);
                    var_212 = wp::vec_t<2, wp::float32>(var_210, var_211);
                    var_213 = wp::sub(var_5, var_212);
                    var_214 = wp::mul(var_209, var_213);
                    var_215 = wp::normalize(var_214);
                    var_217 = wp::mul(var_215, var_216);
                    var_218 = wp::add(var_167, var_217);
                    // v5 = wp.length((wp.acos(wp.clamp(-1.09, -0.9, 0.9)) * (1.1 * v0)))       <L 35>
                    var_222 = wp::clamp(var_219, var_220, var_221);
                    var_223 = wp::acos(var_222);
                    var_225 = wp::mul(var_224, var_36);
                    var_226 = wp::mul(var_223, var_225);
                    var_227 = wp::length(var_226);
                    // v1 = v1 + wp.normalize(v1) * 0.31                                      <L 36>
                    var_228 = wp::normalize(var_5);
                    var_230 = wp::mul(var_228, var_229);
                    var_231 = wp::add(var_5, var_230);
                }
                var_232 = wp::where(var_171, var_203, var_36);
                var_233 = wp::where(var_171, var_5, var_231);
                var_234 = wp::where(var_171, var_187, var_218);
            }
            var_235 = wp::where(var_41, var_152, var_232);
            var_236 = wp::where(var_41, var_153, var_233);
            var_237 = wp::where(var_41, var_154, var_234);
            // if ((wp.abs(tid) % 8)) % 3 == 1:                                               <L 37>
            var_238 = wp::abs(var_0);
            var_240 = wp::mod(var_238, var_239);
            var_242 = wp::mod(var_240, var_241);
            var_244 = (var_242 == var_243);
            if (var_244) {
                // v2 = v2 + wp.normalize((wp.lerp(v0, v2, 0.2) * 1.91)) * 1.44               <L 38>
                var_246 = wp::lerp(var_235, var_237, var_245);
                var_248 = wp::mul(var_246, var_247);
                var_249 = wp::normalize(var_248);
                var_251 = wp::mul(var_249, var_250);
                var_252 = wp::add(var_237, var_251);
            }
            if (!var_244) {
                // elif ((tid) % 4 == 0) or (-0.333 > -1.4):                                  <L 39>
                var_255 = wp::mod(var_0, var_254);
                var_257 = (var_255 == var_256);
                var_253 = var_257;
                if (!var_253) {
                    var_260 = (var_258 > var_259);
                    var_253 = var_253 || var_260;
                }
                if (var_253) {
                    // v2 = v2 + wp.normalize(wp.max(wp.min(wp.vec2(-1.135, 0.9), v1), wp.vec2(-1.7, -0.86))) * 1.55       <L 40>
                    var_263 = wp::vec_t<2, wp::float32>(var_261, var_262);
                    var_264 = wp::min(var_263, var_236);
                    var_267 = wp::vec_t<2, wp::float32>(var_265, var_266);
                    var_268 = wp::max(var_264, var_267);
                    var_269 = wp::normalize(var_268);
                    var_271 = wp::mul(var_269, var_270);
                    var_272 = wp::add(var_237, var_271);
                    // v2 = v2 + wp.normalize(v0) * 0.93                                      <L 41>
                    var_273 = wp::normalize(var_235);
                    var_275 = wp::mul(var_273, var_274);
                    var_276 = wp::add(var_272, var_275);
                }
                if (!var_253) {
                    // elif not ((tid) % 4 == 0 and (-0.7 >= -1.01) and (0.1 >= -1.649)):       <L 42>
                    var_279 = wp::mod(var_0, var_278);
                    var_281 = (var_279 == var_280);
                    var_277 = var_281;
                    if (var_277) {
                        var_284 = (var_282 >= var_283);
                        var_277 = var_277 && var_284;
                    }
                    if (var_277) {
                        var_287 = (var_285 >= var_286);
                        var_277 = var_277 && var_287;
                    }
                    var_288 = wp::unot(var_277);
                    if (var_288) {
                        // v2 = v2 + wp.normalize(v0) * 0.15                                  <L 43>
                        var_289 = wp::normalize(var_235);
                        var_291 = wp::mul(var_289, var_290);
                        var_292 = wp::add(var_237, var_291);
                    }
                    if (!var_288) {
                        // v0 = v0 + wp.normalize(wp.normalize((v1 + v1))) * 0.28             <L 45>
                        var_293 = wp::add(var_236, var_236);
                        var_294 = wp::normalize(var_293);
                        var_295 = wp::normalize(var_294);
                        var_297 = wp::mul(var_295, var_296);
                        var_298 = wp::add(var_235, var_297);
                        // v6 = float(-0.6)                                                   <L 46>
                        var_300 = wp::float(var_299);
                    }
                    var_301 = wp::where(var_288, var_235, var_298);
                    var_302 = wp::where(var_288, var_292, var_237);
                }
                var_303 = wp::where(var_253, var_235, var_301);
                var_304 = wp::where(var_253, var_276, var_302);
            }
            var_305 = wp::where(var_244, var_235, var_303);
            var_306 = wp::where(var_244, var_252, var_304);
        }
        var_307 = wp::where(var_28, var_305, var_2);
        var_308 = wp::where(var_28, var_236, var_5);
        var_309 = wp::where(var_28, var_306, var_8);
    }
    var_310 = wp::where(var_14, var_22, var_307);
    var_311 = wp::where(var_14, var_5, var_308);
    var_312 = wp::where(var_14, var_8, var_309);
    // v7 = wp.log(wp.abs(1.52) + 1.0)                                                        <L 47>
    var_314 = wp::abs(var_313);
    var_316 = wp::add(var_314, var_315);
    var_317 = wp::log(var_316);
    // if wp.dot(v2, wp.vec2(-0.8, -0.9)) > wp.length(wp.vec2(0.82, -0.508)):                 <L 48>
    var_320 = wp::vec_t<2, wp::float32>(var_318, var_319);
    var_321 = wp::dot(var_312, var_320);
    var_324 = wp::vec_t<2, wp::float32>(var_322, var_323);
    var_325 = wp::length(var_324);
    var_326 = (var_321 > var_325);
    if (var_326) {
        // v7 = v7 + wp.cos(v7)                                                               <L 49>
        var_327 = wp::cos(var_317);
        var_328 = wp::add(var_317, var_327);
        // if wp.length(v2) <= wp.tan(wp.clamp(v7, -1.2, 1.2)):                               <L 50>
        var_329 = wp::length(var_312);
        var_332 = wp::clamp(var_328, var_330, var_331);
        var_333 = wp::tan(var_332);
        var_334 = (var_329 <= var_333);
        if (var_334) {
            // v7 = v7 + wp.sin(v7)                                                           <L 51>
            var_335 = wp::sin(var_328);
            var_336 = wp::add(var_328, var_335);
        }
        var_337 = wp::where(var_334, var_336, var_328);
        // if not ((v7 < v7) and (v7 <= v7) or v7 >= v7):                                     <L 52>
        var_340 = (var_337 < var_337);
        var_339 = var_340;
        if (var_339) {
            var_341 = (var_337 <= var_337);
            var_339 = var_339 && var_341;
        }
        var_338 = var_339;
        if (!var_338) {
            var_342 = (var_337 >= var_337);
            var_338 = var_338 || var_342;
        }
        var_343 = wp::unot(var_338);
        if (var_343) {
            // v1 = v1 + wp.normalize(x2[(tid + 3) % x2.shape[0]]) * 1.08                     <L 53>
            var_345 = wp::add(var_0, var_344);
            var_346 = &(var_x2.shape);
            var_349 = wp::load(var_346);
            var_348 = wp::extract(var_349, var_347);
            var_350 = wp::mod(var_345, var_348);
            var_351 = wp::address(var_x2, var_350);
            var_353 = wp::load(var_351);
            var_352 = wp::normalize(var_353);
            var_355 = wp::mul(var_352, var_354);
            var_356 = wp::add(var_311, var_355);
        }
        if (!var_343) {
            // v0 = v0 + wp.normalize((v2 * (v7 + v7))) * 1.31                                <L 55>
            var_357 = wp::add(var_337, var_337);
            var_358 = wp::mul(var_312, var_357);
            var_359 = wp::normalize(var_358);
            var_361 = wp::mul(var_359, var_360);
            var_362 = wp::add(var_310, var_361);
            // if ((4 - tid)) % 3 == 1:                                                       <L 56>
            var_364 = wp::sub(var_363, var_0);
            var_366 = wp::mod(var_364, var_365);
            var_368 = (var_366 == var_367);
            if (var_368) {
                // v2 = v2 + wp.normalize(wp.normalize(x0[(tid + 1) % x0.shape[0]])) * 0.88       <L 57>
                var_370 = wp::add(var_0, var_369);
                var_371 = &(var_x0.shape);
                var_374 = wp::load(var_371);
                var_373 = wp::extract(var_374, var_372);
                var_375 = wp::mod(var_370, var_373);
                var_376 = wp::address(var_x0, var_375);
                var_378 = wp::load(var_376);
                var_377 = wp::normalize(var_378);
                var_379 = wp::normalize(var_377);
                var_381 = wp::mul(var_379, var_380);
                var_382 = wp::add(var_312, var_381);
                // v8 = wp.dot(wp.max(wp.normalize(v2), v2), x0[(tid + 3) % x0.shape[0]])       <L 58>
                var_383 = wp::normalize(var_382);
                var_384 = wp::max(var_383, var_382);
                var_386 = wp::add(var_0, var_385);
                var_387 = &(var_x0.shape);
                var_390 = wp::load(var_387);
                var_389 = wp::extract(var_390, var_388);
                var_391 = wp::mod(var_386, var_389);
                var_392 = wp::address(var_x0, var_391);
                var_394 = wp::load(var_392);
                var_393 = wp::dot(var_384, var_394);
                // v9 = (wp.vec2((v7 / (wp.abs(v8) + 1.0)), (-0.5 - v8)) - v1)                <L 59>
                var_395 = wp::abs(var_393);
                var_397 = wp::add(var_395, var_396);
                var_398 = wp::div(var_337, var_397);
                var_400 = wp::sub(var_399, var_393);
                var_401 = wp::vec_t<2, wp::float32>(var_398, var_400);
                var_402 = wp::sub(var_401, var_311);
            }
            if (!var_368) {
                // elif (wp.min(tid, tid)) % 3 == 0:                                          <L 60>
                var_403 = wp::min(var_0, var_0);
                var_405 = wp::mod(var_403, var_404);
                var_407 = (var_405 == var_406);
                if (var_407) {
                    // v1 = v1 + wp.normalize(((v7 * v2) * wp.dot(v1, v1))) * 0.34            <L 61>
                    var_408 = wp::mul(var_337, var_312);
                    var_409 = wp::dot(var_311, var_311);
                    var_410 = wp::mul(var_408, var_409);
                    var_411 = wp::normalize(var_410);
                    var_413 = wp::mul(var_411, var_412);
                    var_414 = wp::add(var_311, var_413);
                    // v10 = ((wp.length(v0) - (v7 * v7)) / (wp.abs(((v7 * v7) * wp.tanh(0.4))) + 1.0))       <L 62>
                    var_415 = wp::length(var_362);
                    var_416 = wp::mul(var_337, var_337);
                    var_417 = wp::sub(var_415, var_416);
                    var_418 = wp::mul(var_337, var_337);
                    var_420 = wp::tanh(var_419);
                    var_421 = wp::mul(var_418, var_420);
                    var_422 = wp::abs(var_421);
                    var_424 = wp::add(var_422, var_423);
                    var_425 = wp::div(var_417, var_424);
                    // v11 = (wp.atan2((v10 / (wp.abs(v7) + 1.0)), v7 + 3.0) / (wp.abs(wp.pow(wp.abs(v7) + 1.0, wp.clamp(wp.step(v10) * 1.7, -2.0, 2.0))) + 1.0))       <L 63>
                    var_426 = wp::abs(var_337);
                    var_428 = wp::add(var_426, var_427);
                    var_429 = wp::div(var_425, var_428);
                    var_431 = wp::add(var_337, var_430);
                    var_432 = wp::atan2(var_429, var_431);
                    var_433 = wp::abs(var_337);
                    var_435 = wp::add(var_433, var_434);
                    var_436 = wp::step(var_425);
                    var_438 = wp::mul(var_436, var_437);
                    var_441 = wp::clamp(var_438, var_439, var_440);
                    var_442 = wp::pow(var_435, var_441);
                    var_443 = wp::abs(var_442);
                    var_445 = wp::add(var_443, var_444);
                    var_446 = wp::div(var_432, var_445);
                }
                if (!var_407) {
                    // elif (not (v7 >= v7 and v7 < v7)) or ((v7 > v7) or (v7 < 0.231)):       <L 64>
                    var_449 = (var_337 >= var_337);
                    var_448 = var_449;
                    if (var_448) {
                        var_450 = (var_337 < var_337);
                        var_448 = var_448 && var_450;
                    }
                    var_451 = wp::unot(var_448);
                    var_447 = var_451;
                    if (!var_447) {
                        var_453 = (var_337 > var_337);
                        var_452 = var_453;
                        if (!var_452) {
                            var_455 = (var_337 < var_454);
                            var_452 = var_452 || var_455;
                        }
                        var_447 = var_447 || var_452;
                    }
                    if (var_447) {
                        // v7 = v7 + wp.sin(((v7 * v1))[0])                                   <L 65>
                        var_456 = wp::mul(var_337, var_311);
                        var_458 = wp::extract(var_456, var_457);
                        var_459 = wp::sin(var_458);
                        var_460 = wp::add(var_337, var_459);
                        // v12 = (wp.abs((-0.577 - v7)) - wp.exp(wp.clamp(wp.pow(wp.abs(v7) + 1.0, wp.clamp(v7, -2.0, 2.0)), -4.0, 4.0)))       <L 66>
                        var_462 = wp::sub(var_461, var_460);
                        var_463 = wp::abs(var_462);
                        var_464 = wp::abs(var_460);
                        var_466 = wp::add(var_464, var_465);
                        var_469 = wp::clamp(var_460, var_467, var_468);
                        var_470 = wp::pow(var_466, var_469);
                        var_473 = wp::clamp(var_470, var_471, var_472);
                        var_474 = wp::exp(var_473);
                        var_475 = wp::sub(var_463, var_474);
                    }
                    if (!var_447) {
                        // v1 = v1 + wp.normalize(x2[(tid + 5) % x2.shape[0]]) * 1.16         <L 68>
                        var_477 = wp::add(var_0, var_476);
                        var_478 = &(var_x2.shape);
                        var_481 = wp::load(var_478);
                        var_480 = wp::extract(var_481, var_479);
                        var_482 = wp::mod(var_477, var_480);
                        var_483 = wp::address(var_x2, var_482);
                        var_485 = wp::load(var_483);
                        var_484 = wp::normalize(var_485);
                        var_487 = wp::mul(var_484, var_486);
                        var_488 = wp::add(var_311, var_487);
                    }
                    var_489 = wp::where(var_447, var_311, var_488);
                    var_490 = wp::where(var_447, var_460, var_337);
                }
                var_491 = wp::where(var_407, var_414, var_489);
                var_492 = wp::where(var_407, var_337, var_490);
            }
            var_493 = wp::where(var_368, var_311, var_491);
            var_494 = wp::where(var_368, var_382, var_312);
            var_495 = wp::where(var_368, var_337, var_492);
        }
        var_496 = wp::where(var_343, var_310, var_362);
        var_497 = wp::where(var_343, var_356, var_493);
        var_498 = wp::where(var_343, var_312, var_494);
        var_499 = wp::where(var_343, var_337, var_495);
    }
    var_500 = wp::where(var_326, var_496, var_310);
    var_501 = wp::where(var_326, var_497, var_311);
    var_502 = wp::where(var_326, var_498, var_312);
    var_503 = wp::where(var_326, var_499, var_317);
    // if v7 > v7:                                                                            <L 69>
    var_504 = (var_503 > var_503);
    if (var_504) {
        // v1 = v1 + wp.normalize(wp.vec2((-1.6 / (wp.abs(v7) + 1.0)), (v7 + v7))) * 1.17       <L 70>
        var_506 = wp::abs(var_503);
        var_508 = wp::add(var_506, var_507);
        var_509 = wp::div(var_505, var_508);
        var_510 = wp::add(var_503, var_503);
        var_511 = wp::vec_t<2, wp::float32>(var_509, var_510);
        var_512 = wp::normalize(var_511);
        var_514 = wp::mul(var_512, var_513);
        var_515 = wp::add(var_501, var_514);
        // v2 = v2 + wp.normalize(wp.vec2(v7, v2[0])) * 0.89                                  <L 71>
        var_517 = wp::extract(var_502, var_516);
        var_518 = wp::vec_t<2, wp::float32>(var_503, var_517);
        var_519 = wp::normalize(var_518);
        var_521 = wp::mul(var_519, var_520);
        var_522 = wp::add(var_502, var_521);
        // if wp.where(v7 < v7, v7, -0.5) <= wp.lerp(1.61, -1.8, 0.25):                       <L 72>
        var_523 = (var_503 < var_503);
        var_525 = wp::where(var_523, var_503, var_524);
        var_529 = wp::lerp(var_526, var_527, var_528);
        var_530 = (var_525 <= var_529);
        if (var_530) {
            // v0 = v0 + wp.normalize(v2) * 1.76                                              <L 73>
            var_531 = wp::normalize(var_522);
            var_533 = wp::mul(var_531, var_532);
            var_534 = wp::add(var_500, var_533);
            // v13 = wp.frac(((v7 * 1.3) - (v7 / (wp.abs(-1.8) + 1.0))))                      <L 74>
            var_536 = wp::mul(var_503, var_535);
            var_538 = wp::abs(var_537);
            var_540 = wp::add(var_538, var_539);
            var_541 = wp::div(var_503, var_540);
            var_542 = wp::sub(var_536, var_541);
            var_543 = wp::frac(var_542);
            // if ((v13 > 0.7) and (v7 >= 0.506)) and ((v7 > v7) or (v13 < v7)):              <L 75>
            var_547 = (var_543 > var_546);
            var_545 = var_547;
            if (var_545) {
                var_549 = (var_503 >= var_548);
                var_545 = var_545 && var_549;
            }
            var_544 = var_545;
            if (var_544) {
                var_551 = (var_503 > var_503);
                var_550 = var_551;
                if (!var_550) {
                    var_552 = (var_543 < var_503);
                    var_550 = var_550 || var_552;
                }
                var_544 = var_544 && var_550;
            }
            if (var_544) {
                // v13 = v13 + wp.sin(v13)                                                    <L 76>
                var_553 = wp::sin(var_543);
                var_554 = wp::add(var_543, var_553);
            }
            if (!var_544) {
                // v7 = v7 + wp.cos(v0[1])                                                    <L 78>
                var_556 = wp::extract(var_534, var_555);
                var_557 = wp::cos(var_556);
                var_558 = wp::add(var_503, var_557);
                // v14 = wp.length_sq(v1)                                                     <L 79>
                var_559 = wp::length_sq(var_515);
            }
            var_560 = wp::where(var_544, var_503, var_558);
            var_561 = wp::where(var_544, var_554, var_543);
        }
        if (!var_530) {
            // elif (v7 * v7) <= (v7 / (wp.abs(v7) + 1.0)):                                   <L 80>
            var_562 = wp::mul(var_503, var_503);
            var_563 = wp::abs(var_503);
            var_565 = wp::add(var_563, var_564);
            var_566 = wp::div(var_503, var_565);
            var_567 = (var_562 <= var_566);
            if (var_567) {
                // v0 = v0 + wp.normalize(wp.vec2(wp.radians(v7), wp.min(v7, v7))) * 0.67       <L 81>
                var_568 = wp::radians(var_503);
                var_569 = wp::min(var_503, var_503);
                var_570 = wp::vec_t<2, wp::float32>(var_568, var_569);
                var_571 = wp::normalize(var_570);
                var_573 = wp::mul(var_571, var_572);
                var_574 = wp::add(var_500, var_573);
            }
            if (!var_567) {
                // v0 = v0 + wp.normalize(wp.lerp((wp.vec2(-1.2, 1.7) + v0), (v1 + v0), (v7 / (wp.abs(v7) + 1.0)))) * 1.95       <L 83>
                var_577 = wp::vec_t<2, wp::float32>(var_575, var_576);
                var_578 = wp::add(var_577, var_500);
                var_579 = wp::add(var_515, var_500);
                var_580 = wp::abs(var_503);
                var_582 = wp::add(var_580, var_581);
                var_583 = wp::div(var_503, var_582);
                var_584 = wp::lerp(var_578, var_579, var_583);
                var_585 = wp::normalize(var_584);
                var_587 = wp::mul(var_585, var_586);
                var_588 = wp::add(var_500, var_587);
                // if wp.where(v7 >= v7, v7, v7) <= (v7 - v7):                                <L 84>
                var_589 = (var_503 >= var_503);
                var_590 = wp::where(var_589, var_503, var_503);
                var_591 = wp::sub(var_503, var_503);
                var_592 = (var_590 <= var_591);
                if (var_592) {
                    // v0 = v0 + wp.normalize((v7 * v1)) * 0.71                               <L 85>
                    var_593 = wp::mul(var_503, var_515);
                    var_594 = wp::normalize(var_593);
                    var_596 = wp::mul(var_594, var_595);
                    var_597 = wp::add(var_588, var_596);
                }
                if (!var_592) {
                    // elif (-0.6 > -1.89) or (not (v7 <= v7 or v7 >= v7)):                   <L 86>
                    var_601 = (var_599 > var_600);
                    var_598 = var_601;
                    if (!var_598) {
                        var_603 = (var_503 <= var_503);
                        var_602 = var_603;
                        if (!var_602) {
                            var_604 = (var_503 >= var_503);
                            var_602 = var_602 || var_604;
                        }
                        var_605 = wp::unot(var_602);
                        var_598 = var_598 || var_605;
                    }
                    if (var_598) {
                        // v0 = v0 + wp.normalize(wp.vec2((v7 + v7), (v7 + v7))) * 1.29       <L 87>
                        var_606 = wp::add(var_503, var_503);
                        var_607 = wp::add(var_503, var_503);
                        var_608 = wp::vec_t<2, wp::float32>(var_606, var_607);
                        var_609 = wp::normalize(var_608);
                        var_611 = wp::mul(var_609, var_610);
                        var_612 = wp::add(var_588, var_611);
                    }
                    if (!var_598) {
                        // elif v7 > v1[0]:                                                   <L 88>
                        var_614 = wp::extract(var_515, var_613);
                        var_615 = (var_503 > var_614);
                        if (var_615) {
                            // v7 = v7 + wp.sin(wp.length(v1))                                <L 89>
                            var_616 = wp::length(var_515);
                            var_617 = wp::sin(var_616);
                            var_618 = wp::add(var_503, var_617);
                            // v15 = wp.clamp(v7, -1.06, 0.34)                                <L 90>
                            var_621 = wp::clamp(var_618, var_619, var_620);
                        }
                        if (!var_615) {
                            // v1 = v1 + wp.normalize(wp.lerp((v2 - v0), wp.vec2(v7, v7), v7)) * 0.23       <L 92>
                            var_622 = wp::sub(var_522, var_588);
                            var_623 = wp::vec_t<2, wp::float32>(var_503, var_503);
                            var_624 = wp::lerp(var_622, var_623, var_503);
                            var_625 = wp::normalize(var_624);
                            var_627 = wp::mul(var_625, var_626);
                            var_628 = wp::add(var_515, var_627);
                            // v16 = float(1.3)                                               <L 93>
                            var_630 = wp::float(var_629);
                            // v7 = v7 + wp.cos(wp.abs((v16 * v16)))                          <L 94>
                            var_631 = wp::mul(var_630, var_630);
                            var_632 = wp::abs(var_631);
                            var_633 = wp::cos(var_632);
                            var_634 = wp::add(var_503, var_633);
                        }
                        var_635 = wp::where(var_615, var_515, var_628);
                        var_636 = wp::where(var_615, var_618, var_634);
                    }
                    var_637 = wp::where(var_598, var_612, var_588);
                    var_638 = wp::where(var_598, var_515, var_635);
                    var_639 = wp::where(var_598, var_503, var_636);
                }
                var_640 = wp::where(var_592, var_597, var_637);
                var_641 = wp::where(var_592, var_515, var_638);
                var_642 = wp::where(var_592, var_503, var_639);
                // if (v7 + v7) >= v7:                                                        <L 95>
                var_643 = wp::add(var_642, var_642);
                var_644 = (var_643 >= var_642);
                if (var_644) {
                    // v0 = v0 + wp.normalize(wp.vec2(-1.25, -1.6)) * 1.61                    <L 96>
                    var_647 = wp::vec_t<2, wp::float32>(var_645, var_646);
                    var_648 = wp::normalize(var_647);
                    var_650 = wp::mul(var_648, var_649);
                    var_651 = wp::add(var_640, var_650);
                }
                if (!var_644) {
                    // elif ((v7 <= v7) or (v7 <= v7)) or (0.599 <= v7):                      <L 97>
                    var_654 = (var_642 <= var_642);
                    var_653 = var_654;
                    if (!var_653) {
                        var_655 = (var_642 <= var_642);
                        var_653 = var_653 || var_655;
                    }
                    var_652 = var_653;
                    if (!var_652) {
                        var_657 = (var_656 <= var_642);
                        var_652 = var_652 || var_657;
                    }
                    if (var_652) {
                        // v0 = v0 + wp.normalize(wp.normalize(wp.cw_mul(wp.vec2(0.68, -0.23), v0))) * 1.74       <L 98>
                        var_660 = wp::vec_t<2, wp::float32>(var_658, var_659);
                        var_661 = wp::cw_mul(var_660, var_640);
                        var_662 = wp::normalize(var_661);
                        var_663 = wp::normalize(var_662);
                        var_665 = wp::mul(var_663, var_664);
                        var_666 = wp::add(var_640, var_665);
                    }
                    if (!var_652) {
                        // elif (v7 / (wp.abs(-1.83) + 1.0)) < wp.clamp(v7, -1.82, 1.36):       <L 99>
                        var_668 = wp::abs(var_667);
                        var_670 = wp::add(var_668, var_669);
                        var_671 = wp::div(var_642, var_670);
                        var_674 = wp::clamp(var_642, var_672, var_673);
                        var_675 = (var_671 < var_674);
                        if (var_675) {
                            // v1 = v1 + wp.normalize(wp.vec2(wp.sqrt(wp.abs(v7) + 0.5), v7)) * 0.63       <L 100>
                            var_676 = wp::abs(var_642);
                            var_678 = wp::add(var_676, var_677);
                            var_679 = wp::sqrt(var_678);
                            var_680 = wp::vec_t<2, wp::float32>(var_679, var_642);
                            var_681 = wp::normalize(var_680);
                            var_683 = wp::mul(var_681, var_682);
                            var_684 = wp::add(var_641, var_683);
                            // v2 = v2 + wp.normalize(v2) * 1.17                              <L 101>
                            var_685 = wp::normalize(var_522);
                            var_687 = wp::mul(var_685, var_686);
                            var_688 = wp::add(var_522, var_687);
                            // v7 = v7 + wp.cos(1.8)                                          <L 102>
                            var_690 = wp::cos(var_689);
                            var_691 = wp::add(var_642, var_690);
                        }
                        var_692 = wp::where(var_675, var_684, var_641);
                        var_693 = wp::where(var_675, var_688, var_522);
                        var_694 = wp::where(var_675, var_691, var_642);
                    }
                    var_695 = wp::where(var_652, var_666, var_640);
                    var_696 = wp::where(var_652, var_641, var_692);
                    var_697 = wp::where(var_652, var_522, var_693);
                    var_698 = wp::where(var_652, var_642, var_694);
                }
                var_699 = wp::where(var_644, var_651, var_695);
                var_700 = wp::where(var_644, var_641, var_696);
                var_701 = wp::where(var_644, var_522, var_697);
                var_702 = wp::where(var_644, var_642, var_698);
            }
            var_703 = wp::where(var_567, var_574, var_699);
            var_704 = wp::where(var_567, var_515, var_700);
            var_705 = wp::where(var_567, var_522, var_701);
            var_706 = wp::where(var_567, var_503, var_702);
        }
        var_707 = wp::where(var_530, var_534, var_703);
        var_708 = wp::where(var_530, var_515, var_704);
        var_709 = wp::where(var_530, var_522, var_705);
        var_710 = wp::where(var_530, var_560, var_706);
    }
    var_711 = wp::where(var_504, var_707, var_500);
    var_712 = wp::where(var_504, var_708, var_501);
    var_713 = wp::where(var_504, var_709, var_502);
    var_714 = wp::where(var_504, var_710, var_503);
    // if ((tid) % 3 == 0) or ((v7 > v7) and (v7 >= v7)):                                     <L 103>
    var_717 = wp::mod(var_0, var_716);
    var_719 = (var_717 == var_718);
    var_715 = var_719;
    if (!var_715) {
        var_721 = (var_714 > var_714);
        var_720 = var_721;
        if (var_720) {
            var_722 = (var_714 >= var_714);
            var_720 = var_720 && var_722;
        }
        var_715 = var_715 || var_720;
    }
    if (var_715) {
        // v2 = v2 + wp.normalize((x1[(tid + 5) % x1.shape[0]] * wp.pow(wp.abs(v7) + 1.0, wp.clamp(v7, -2.0, 2.0)))) * 1.87       <L 104>
        var_724 = wp::add(var_0, var_723);
        var_725 = &(var_x1.shape);
        var_728 = wp::load(var_725);
        var_727 = wp::extract(var_728, var_726);
        var_729 = wp::mod(var_724, var_727);
        var_730 = wp::address(var_x1, var_729);
        var_731 = wp::abs(var_714);
        var_733 = wp::add(var_731, var_732);
        var_736 = wp::clamp(var_714, var_734, var_735);
        var_737 = wp::pow(var_733, var_736);
        var_739 = wp::load(var_730);
        var_738 = wp::mul(var_739, var_737);
        var_740 = wp::normalize(var_738);
        var_742 = wp::mul(var_740, var_741);
        var_743 = wp::add(var_713, var_742);
        // v17 = v0                                                                           <L 105>
        var_744 = wp::copy(var_711);
        // if (v7 >= -1.484) or (v7 >= v7):                                                   <L 106>
        var_747 = (var_714 >= var_746);
        var_745 = var_747;
        if (!var_745) {
            var_748 = (var_714 >= var_714);
            var_745 = var_745 || var_748;
        }
        if (var_745) {
            // v1 = v1 + wp.normalize(wp.min(v17, v1)) * 1.51                                 <L 107>
            var_749 = wp::min(var_744, var_712);
            var_750 = wp::normalize(var_749);
            var_752 = wp::mul(var_750, var_751);
            var_753 = wp::add(var_712, var_752);
            // if (v7 + v7) <= wp.where(v7 >= v7, -0.87, v7):                                 <L 108>
            var_754 = wp::add(var_714, var_714);
            var_755 = (var_714 >= var_714);
            var_757 = wp::where(var_755, var_756, var_714);
            var_758 = (var_754 <= var_757);
            if (var_758) {
                // v17 = v17 + wp.normalize(wp.lerp(wp.lerp(v0, wp.vec2(-0.9, -1.99), v7), x1[(tid + 1) % x1.shape[0]], v7)) * 0.57       <L 109>
                var_761 = wp::vec_t<2, wp::float32>(var_759, var_760);
                var_762 = wp::lerp(var_711, var_761, var_714);
                var_764 = wp::add(var_0, var_763);
                var_765 = &(var_x1.shape);
                var_768 = wp::load(var_765);
                var_767 = wp::extract(var_768, var_766);
                var_769 = wp::mod(var_764, var_767);
                var_770 = wp::address(var_x1, var_769);
                var_772 = wp::load(var_770);
                var_771 = wp::lerp(var_762, var_772, var_714);
                var_773 = wp::normalize(var_771);
                var_775 = wp::mul(var_773, var_774);
                var_776 = wp::add(var_744, var_775);
                // v0 = v0 + wp.normalize(wp.normalize((v1 + v2))) * 0.38                     <L 110>
                var_777 = wp::add(var_753, var_743);
                var_778 = wp::normalize(var_777);
                var_779 = wp::normalize(var_778);
                var_781 = wp::mul(var_779, var_780);
                var_782 = wp::add(var_711, var_781);
                // v1 = v1 + wp.normalize(v17) * 0.38                                         <L 111>
                var_783 = wp::normalize(var_776);
                var_785 = wp::mul(var_783, var_784);
                var_786 = wp::add(var_753, var_785);
            }
            if (!var_758) {
                // elif (v7 + v7) <= (v7 - v7):                                               <L 112>
                var_787 = wp::add(var_714, var_714);
                var_788 = wp::sub(var_714, var_714);
                var_789 = (var_787 <= var_788);
                if (var_789) {
                    // v17 = v17 + wp.normalize((wp.log(wp.abs(v7) + 1.0) * (v7 * v0))) * 0.7       <L 113>
                    var_790 = wp::abs(var_714);
                    var_792 = wp::add(var_790, var_791);
                    var_793 = wp::log(var_792);
                    var_794 = wp::mul(var_714, var_711);
                    var_795 = wp::mul(var_793, var_794);
                    var_796 = wp::normalize(var_795);
                    var_798 = wp::mul(var_796, var_797);
                    var_799 = wp::add(var_744, var_798);
                    // v7 = v7 + wp.sin(wp.pow(wp.abs(v7) + 1.0, wp.clamp((0.4 * v7), -2.0, 2.0)))       <L 114>
                    var_800 = wp::abs(var_714);
                    var_802 = wp::add(var_800, var_801);
                    var_804 = wp::mul(var_803, var_714);
                    var_807 = wp::clamp(var_804, var_805, var_806);
                    var_808 = wp::pow(var_802, var_807);
                    var_809 = wp::sin(var_808);
                    var_810 = wp::add(var_714, var_809);
                    // v0 = v0 + wp.normalize((wp.vec2(v7, v7) + wp.vec2(1.8, v7))) * 0.16       <L 115>
                    var_811 = wp::vec_t<2, wp::float32>(var_810, var_810);
                    var_813 = wp::vec_t<2, wp::float32>(var_812, var_810);
                    var_814 = wp::add(var_811, var_813);
                    var_815 = wp::normalize(var_814);
                    var_817 = wp::mul(var_815, var_816);
                    var_818 = wp::add(var_711, var_817);
                }
                if (!var_789) {
                    // elif (v7 * v7) > wp.degrees(v7):                                       <L 116>
                    var_819 = wp::mul(var_714, var_714);
                    var_820 = wp::degrees(var_714);
                    var_821 = (var_819 > var_820);
                    if (var_821) {
                        // v17 = v17 + wp.normalize(wp.lerp((v7 * v17), (wp.vec2(1.628, -0.06) - v2), v7)) * 1.17       <L 117>
                        var_822 = wp::mul(var_714, var_744);
                        var_825 = wp::vec_t<2, wp::float32>(var_823, var_824);
                        var_826 = wp::sub(var_825, var_743);
                        var_827 = wp::lerp(var_822, var_826, var_714);
                        var_828 = wp::normalize(var_827);
                        var_830 = wp::mul(var_828, var_829);
                        var_831 = wp::add(var_744, var_830);
                    }
                    if (!var_821) {
                        // elif (tid) % 4 == 1:                                               <L 118>
                        var_833 = wp::mod(var_0, var_832);
                        var_835 = (var_833 == var_834);
                        if (var_835) {
                            // v1 = v1 + wp.normalize(wp.vec2(wp.dot(v17, v2), -0.19)) * 0.66       <L 119>
                            var_836 = wp::dot(var_744, var_743);
                            var_838 = wp::vec_t<2, wp::float32>(var_836, var_837);
                            var_839 = wp::normalize(var_838);
                            var_841 = wp::mul(var_839, var_840);
                            var_842 = wp::add(var_753, var_841);
                            // v18 = wp.tan(wp.clamp(v0[1], -1.2, 1.2))                       <L 120>
                            var_844 = wp::extract(var_711, var_843);
                            var_847 = wp::clamp(var_844, var_845, var_846);
                            var_848 = wp::tan(var_847);
                        }
                        var_849 = wp::where(var_835, var_842, var_753);
                    }
                    var_850 = wp::where(var_821, var_753, var_849);
                    var_851 = wp::where(var_821, var_831, var_744);
                }
                var_852 = wp::where(var_789, var_818, var_711);
                var_853 = wp::where(var_789, var_753, var_850);
                var_854 = wp::where(var_789, var_810, var_714);
                var_855 = wp::where(var_789, var_799, var_851);
            }
            var_856 = wp::where(var_758, var_782, var_852);
            var_857 = wp::where(var_758, var_786, var_853);
            var_858 = wp::where(var_758, var_714, var_854);
            var_859 = wp::where(var_758, var_776, var_855);
            // v19 = ((v7 * wp.clamp(v7, -0.25, 0.73)) - (v7 - (v7 * -0.35)))                 <L 121>
            var_862 = wp::clamp(var_858, var_860, var_861);
            var_863 = wp::mul(var_858, var_862);
            var_865 = wp::mul(var_858, var_864);
            var_866 = wp::sub(var_858, var_865);
            var_867 = wp::sub(var_863, var_866);
        }
        var_868 = wp::where(var_745, var_856, var_711);
        var_869 = wp::where(var_745, var_857, var_712);
        var_870 = wp::where(var_745, var_858, var_714);
        var_871 = wp::where(var_745, var_859, var_744);
    }
    if (!var_715) {
        // v7 = v7 + wp.cos(wp.copysign(v7, (v7 / (wp.abs(v7) + 1.0))))                       <L 123>
        var_872 = wp::abs(var_714);
        var_874 = wp::add(var_872, var_873);
        var_875 = wp::div(var_714, var_874);
        var_876 = wp::copysign(var_714, var_875);
        var_877 = wp::cos(var_876);
        var_878 = wp::add(var_714, var_877);
        // v20 = (wp.round(wp.where(v7 <= v7, v7, v7)) + wp.clamp((v7 + v7), -1.53, 0.48))       <L 124>
        var_879 = (var_878 <= var_878);
        var_880 = wp::where(var_879, var_878, var_878);
        var_881 = wp::round(var_880);
        var_882 = wp::add(var_878, var_878);
        var_885 = wp::clamp(var_882, var_883, var_884);
        var_886 = wp::add(var_881, var_885);
        // if -1.3 < v20:                                                                     <L 125>
        var_888 = (var_887 < var_886);
        if (var_888) {
            // v0 = v0 + wp.normalize(wp.min((v1 - v2), wp.vec2(v20, v20))) * 1.98            <L 126>
            var_889 = wp::sub(var_712, var_713);
            var_890 = wp::vec_t<2, wp::float32>(var_886, var_886);
            var_891 = wp::min(var_889, var_890);
            var_892 = wp::normalize(var_891);
            var_894 = wp::mul(var_892, var_893);
            var_895 = wp::add(var_711, var_894);
            // if wp.radians(v20) > wp.cos(v20):                                              <L 127>
            var_896 = wp::radians(var_886);
            var_897 = wp::cos(var_886);
            var_898 = (var_896 > var_897);
            if (var_898) {
                // v2 = v2 + wp.normalize(v2) * 1.77                                          <L 128>
                var_899 = wp::normalize(var_713);
                var_901 = wp::mul(var_899, var_900);
                var_902 = wp::add(var_713, var_901);
                // v21 = v20                                                                  <L 129>
                var_903 = wp::copy(var_886);
                // v1 = v1 + wp.normalize(wp.vec2((-0.856 + v20), (-1.432 / (wp.abs(v21) + 1.0)))) * 1.27       <L 130>
                var_905 = wp::add(var_904, var_886);
                var_907 = wp::abs(var_903);
                var_909 = wp::add(var_907, var_908);
                var_910 = wp::div(var_906, var_909);
                var_911 = wp::vec_t<2, wp::float32>(var_905, var_910);
                var_912 = wp::normalize(var_911);
                var_914 = wp::mul(var_912, var_913);
                var_915 = wp::add(var_712, var_914);
            }
            if (!var_898) {
                // elif ((tid) % 2 == 1) or (0.7 >= v20):                                     <L 131>
                var_918 = wp::mod(var_0, var_917);
                var_920 = (var_918 == var_919);
                var_916 = var_920;
                if (!var_916) {
                    var_922 = (var_921 >= var_886);
                    var_916 = var_916 || var_922;
                }
                if (var_916) {
                    // v7 = v7 + wp.cos(wp.clamp(v20, -1.06, 1.67))                           <L 132>
                    var_925 = wp::clamp(var_886, var_923, var_924);
                    var_926 = wp::cos(var_925);
                    var_927 = wp::add(var_878, var_926);
                }
                if (!var_916) {
                    // elif v20 >= v7:                                                        <L 133>
                    var_928 = (var_886 >= var_878);
                    if (var_928) {
                        // v7 = v7 + wp.tanh(wp.erf(v7))                                      <L 134>
                        var_929 = wp::erf(var_878);
                        var_930 = wp::tanh(var_929);
                        var_931 = wp::add(var_878, var_930);
                        // v22 = (wp.cw_mul(wp.lerp(wp.vec2(-1.019, 0.4), v0, v7), (v2 - v1)) - (v7 * wp.max(wp.vec2(0.75, -1.3), wp.vec2(-1.9, 0.174))))       <L 135>
                        var_934 = wp::vec_t<2, wp::float32>(var_932, var_933);
                        var_935 = wp::lerp(var_934, var_895, var_931);
                        var_936 = wp::sub(var_713, var_712);
                        var_937 = wp::cw_mul(var_935, var_936);
                        var_940 = wp::vec_t<2, wp::float32>(var_938, var_939);
                        var_943 = wp::vec_t<2, wp::float32>(var_941, var_942);
                        var_944 = wp::max(var_940, var_943);
                        var_945 = wp::mul(var_931, var_944);
                        var_946 = wp::sub(var_937, var_945);
                    }
                    if (!var_928) {
                        // v7 = v7 + wp.sin(wp.dot(v2, wp.where(v7 <= v20, v0, wp.vec2(1.403, -0.329))))       <L 137>
                        var_947 = (var_878 <= var_886);
                        var_950 = wp::vec_t<2, wp::float32>(var_948, var_949);
                        var_951 = wp::where(var_947, var_895, var_950);
                        var_952 = wp::dot(var_713, var_951);
                        var_953 = wp::sin(var_952);
                        var_954 = wp::add(var_878, var_953);
                    }
                    var_955 = wp::where(var_928, var_931, var_954);
                }
                var_956 = wp::where(var_916, var_927, var_955);
            }
            var_957 = wp::where(var_898, var_915, var_712);
            var_958 = wp::where(var_898, var_902, var_713);
            var_959 = wp::where(var_898, var_878, var_956);
        }
        if (!var_888) {
            // elif (wp.max(3, 5)) % 2 == 0:                                                  <L 138>
            var_962 = wp::max(var_960, var_961);
            var_964 = wp::mod(var_962, var_963);
            var_966 = (var_964 == var_965);
            if (var_966) {
                // v0 = v0 + wp.normalize(wp.cw_mul(wp.vec2(-1.58, 1.548), wp.vec2(v7, 1.663))) * 1.42       <L 139>
                var_969 = wp::vec_t<2, wp::float32>(var_967, var_968);
                var_971 = wp::vec_t<2, wp::float32>(var_878, var_970);
                var_972 = wp::cw_mul(var_969, var_971);
                var_973 = wp::normalize(var_972);
                var_975 = wp::mul(var_973, var_974);
                var_976 = wp::add(var_711, var_975);
            }
            if (!var_966) {
                // v2 = v2 + wp.normalize(wp.normalize(wp.vec2(v20, v20))) * 1.41             <L 141>
                var_977 = wp::vec_t<2, wp::float32>(var_886, var_886);
                var_978 = wp::normalize(var_977);
                var_979 = wp::normalize(var_978);
                var_981 = wp::mul(var_979, var_980);
                var_982 = wp::add(var_713, var_981);
                // if ((0.84 >= v7) and (0.8 > 0.0)) and ((v20 <= v20) and (v7 > v7)):        <L 142>
                var_986 = (var_985 >= var_878);
                var_984 = var_986;
                if (var_984) {
                    var_989 = (var_987 > var_988);
                    var_984 = var_984 && var_989;
                }
                var_983 = var_984;
                if (var_983) {
                    var_991 = (var_886 <= var_886);
                    var_990 = var_991;
                    if (var_990) {
                        var_992 = (var_878 > var_878);
                        var_990 = var_990 && var_992;
                    }
                    var_983 = var_983 && var_990;
                }
                if (var_983) {
                    // v20 = v20 + wp.tanh(v7)                                                <L 143>
                    var_993 = wp::tanh(var_878);
                    var_994 = wp::add(var_886, var_993);
                }
                if (!var_983) {
                    // elif v20 > v20:                                                        <L 144>
                    var_995 = (var_886 > var_886);
                    if (var_995) {
                        // v20 = v20 + wp.cos(v7)                                             <L 145>
                        var_996 = wp::cos(var_878);
                        var_997 = wp::add(var_886, var_996);
                    }
                    if (!var_995) {
                        // elif v20 <= (v7 / (wp.abs(0.084) + 1.0)):                          <L 146>
                        var_999 = wp::abs(var_998);
                        var_1001 = wp::add(var_999, var_1000);
                        var_1002 = wp::div(var_878, var_1001);
                        var_1003 = (var_886 <= var_1002);
                        if (var_1003) {
                            // v7 = v7 + wp.sin(wp.ceil(wp.tan(wp.clamp(v7, -1.2, 1.2))))       <L 147>
                            var_1006 = wp::clamp(var_878, var_1004, var_1005);
                            var_1007 = wp::tan(var_1006);
                            var_1008 = wp::ceil(var_1007);
                            var_1009 = wp::sin(var_1008);
                            var_1010 = wp::add(var_878, var_1009);
                            // v20 = v20 + wp.cos((v2[1] * wp.atan(v7)))                      <L 148>
                            var_1012 = wp::extract(var_982, var_1011);
                            var_1013 = wp::atan(var_1010);
                            var_1014 = wp::mul(var_1012, var_1013);
                            var_1015 = wp::cos(var_1014);
                            var_1016 = wp::add(var_886, var_1015);
                        }
                        if (!var_1003) {
                            // v20 = v20 + wp.cos(((v20 * v7) - v20))                         <L 150>
                            var_1017 = wp::mul(var_886, var_878);
                            var_1018 = wp::sub(var_1017, var_886);
                            var_1019 = wp::cos(var_1018);
                            var_1020 = wp::add(var_886, var_1019);
                            // v23 = (((v0 * v7) + v0) * v7)                                  <L 151>
                            var_1021 = wp::mul(var_711, var_878);
                            var_1022 = wp::add(var_1021, var_711);
                            var_1023 = wp::mul(var_1022, var_878);
                        }
                        var_1024 = wp::where(var_1003, var_1010, var_878);
                        var_1025 = wp::where(var_1003, var_1016, var_1020);
                    }
                    var_1026 = wp::where(var_995, var_878, var_1024);
                    var_1027 = wp::where(var_995, var_997, var_1025);
                }
                var_1028 = wp::where(var_983, var_878, var_1026);
                var_1029 = wp::where(var_983, var_994, var_1027);
            }
            var_1030 = wp::where(var_966, var_976, var_711);
            var_1031 = wp::where(var_966, var_713, var_982);
            var_1032 = wp::where(var_966, var_878, var_1028);
            var_1033 = wp::where(var_966, var_886, var_1029);
        }
        var_1034 = wp::where(var_888, var_895, var_1030);
        var_1035 = wp::where(var_888, var_957, var_712);
        var_1036 = wp::where(var_888, var_958, var_1031);
        var_1037 = wp::where(var_888, var_959, var_1032);
        var_1038 = wp::where(var_888, var_886, var_1033);
    }
    var_1039 = wp::where(var_715, var_868, var_1034);
    var_1040 = wp::where(var_715, var_869, var_1035);
    var_1041 = wp::where(var_715, var_743, var_1036);
    var_1042 = wp::where(var_715, var_870, var_1037);
    // out0[tid] = v7 + wp.log10(wp.abs(float(tid)) + 1.0) * 1.54                             <L 152>
    var_1043 = wp::float(var_0);
    var_1044 = wp::abs(var_1043);
    var_1046 = wp::add(var_1044, var_1045);
    var_1047 = wp::log10(var_1046);
    var_1049 = wp::mul(var_1047, var_1048);
    var_1050 = wp::add(var_1042, var_1049);
    // wp::array_store(var_out0, var_0, var_1050);
    //---------
    // reverse
    wp::adj_array_store(var_out0, var_0, var_1050, adj_out0, adj_0, adj_1050);
    wp::adj_add(var_1042, var_1049, adj_1042, adj_1049, adj_1050);
    wp::adj_mul(var_1047, var_1048, adj_1047, adj_1048, adj_1049);
    wp::adj_log10(var_1046, adj_1046, adj_1047);
    wp::adj_add(var_1044, var_1045, adj_1044, adj_1045, adj_1046);
    wp::adj_abs(var_1043, adj_1043, adj_1044);
    wp::adj_float(var_0, adj_0, adj_1043);
    // adj: out0[tid] = v7 + wp.log10(wp.abs(float(tid)) + 1.0) * 1.54                        <L 152>
    wp::adj_where(var_715, var_870, var_1037, adj_715, adj_870, adj_1037, adj_1042);
    wp::adj_where(var_715, var_743, var_1036, adj_715, adj_743, adj_1036, adj_1041);
    wp::adj_where(var_715, var_869, var_1035, adj_715, adj_869, adj_1035, adj_1040);
    wp::adj_where(var_715, var_868, var_1034, adj_715, adj_868, adj_1034, adj_1039);
    if (!var_715) {
        wp::adj_where(var_888, var_886, var_1033, adj_888, adj_886, adj_1033, adj_1038);
        wp::adj_where(var_888, var_959, var_1032, adj_888, adj_959, adj_1032, adj_1037);
        wp::adj_where(var_888, var_958, var_1031, adj_888, adj_958, adj_1031, adj_1036);
        wp::adj_where(var_888, var_957, var_712, adj_888, adj_957, adj_712, adj_1035);
        wp::adj_where(var_888, var_895, var_1030, adj_888, adj_895, adj_1030, adj_1034);
        if (!var_888) {
            wp::adj_where(var_966, var_886, var_1029, adj_966, adj_886, adj_1029, adj_1033);
            wp::adj_where(var_966, var_878, var_1028, adj_966, adj_878, adj_1028, adj_1032);
            wp::adj_where(var_966, var_713, var_982, adj_966, adj_713, adj_982, adj_1031);
            wp::adj_where(var_966, var_976, var_711, adj_966, adj_976, adj_711, adj_1030);
            if (!var_966) {
                wp::adj_where(var_983, var_994, var_1027, adj_983, adj_994, adj_1027, adj_1029);
                wp::adj_where(var_983, var_878, var_1026, adj_983, adj_878, adj_1026, adj_1028);
                if (!var_983) {
                    wp::adj_where(var_995, var_997, var_1025, adj_995, adj_997, adj_1025, adj_1027);
                    wp::adj_where(var_995, var_878, var_1024, adj_995, adj_878, adj_1024, adj_1026);
                    if (!var_995) {
                        wp::adj_where(var_1003, var_1016, var_1020, adj_1003, adj_1016, adj_1020, adj_1025);
                        wp::adj_where(var_1003, var_1010, var_878, adj_1003, adj_1010, adj_878, adj_1024);
                        if (!var_1003) {
                            wp::adj_mul(var_1022, var_878, adj_1022, adj_878, adj_1023);
                            wp::adj_add(var_1021, var_711, adj_1021, adj_711, adj_1022);
                            wp::adj_mul(var_711, var_878, adj_711, adj_878, adj_1021);
                            // adj: v23 = (((v0 * v7) + v0) * v7)                             <L 151>
                            wp::adj_add(var_886, var_1019, adj_886, adj_1019, adj_1020);
                            wp::adj_cos(var_1018, adj_1018, adj_1019);
                            wp::adj_sub(var_1017, var_886, adj_1017, adj_886, adj_1018);
                            wp::adj_mul(var_886, var_878, adj_886, adj_878, adj_1017);
                            // adj: v20 = v20 + wp.cos(((v20 * v7) - v20))                    <L 150>
                        }
                        if (var_1003) {
                            wp::adj_add(var_886, var_1015, adj_886, adj_1015, adj_1016);
                            wp::adj_cos(var_1014, adj_1014, adj_1015);
                            wp::adj_mul(var_1012, var_1013, adj_1012, adj_1013, adj_1014);
                            wp::adj_atan(var_1010, adj_1010, adj_1013);
                            wp::adj_extract(var_982, var_1011, adj_982, adj_1011, adj_1012);
                            // adj: v20 = v20 + wp.cos((v2[1] * wp.atan(v7)))                 <L 148>
                            wp::adj_add(var_878, var_1009, adj_878, adj_1009, adj_1010);
                            wp::adj_sin(var_1008, adj_1008, adj_1009);
                            wp::adj_tan(var_1006, adj_1006, adj_1007);
                            wp::adj_clamp(var_878, var_1004, var_1005, adj_878, adj_1004, adj_1005, adj_1006);
                            // adj: v7 = v7 + wp.sin(wp.ceil(wp.tan(wp.clamp(v7, -1.2, 1.2))))  <L 147>
                        }
                        wp::adj_div(var_878, var_1001, var_1002, adj_878, adj_1001, adj_1002);
                        wp::adj_add(var_999, var_1000, adj_999, adj_1000, adj_1001);
                        wp::adj_abs(var_998, adj_998, adj_999);
                        // adj: elif v20 <= (v7 / (wp.abs(0.084) + 1.0)):                     <L 146>
                    }
                    if (var_995) {
                        wp::adj_add(var_886, var_996, adj_886, adj_996, adj_997);
                        wp::adj_cos(var_878, adj_878, adj_996);
                        // adj: v20 = v20 + wp.cos(v7)                                        <L 145>
                    }
                    // adj: elif v20 > v20:                                                   <L 144>
                }
                if (var_983) {
                    wp::adj_add(var_886, var_993, adj_886, adj_993, adj_994);
                    wp::adj_tanh(var_878, var_993, adj_878, adj_993);
                    // adj: v20 = v20 + wp.tanh(v7)                                           <L 143>
                }
                if (var_983) {
                    if (var_990) {
                    }
                }
                if (var_984) {
                }
                // adj: if ((0.84 >= v7) and (0.8 > 0.0)) and ((v20 <= v20) and (v7 > v7)):   <L 142>
                wp::adj_add(var_713, var_981, adj_713, adj_981, adj_982);
                wp::adj_mul(var_979, var_980, adj_979, adj_980, adj_981);
                wp::adj_normalize(var_978, var_979, adj_978, adj_979);
                wp::adj_normalize(var_977, var_978, adj_977, adj_978);
                wp::adj_vec_t(var_886, var_886, adj_886, adj_886, adj_977);
                // adj: v2 = v2 + wp.normalize(wp.normalize(wp.vec2(v20, v20))) * 1.41        <L 141>
            }
            if (var_966) {
                wp::adj_add(var_711, var_975, adj_711, adj_975, adj_976);
                wp::adj_mul(var_973, var_974, adj_973, adj_974, adj_975);
                wp::adj_normalize(var_972, var_973, adj_972, adj_973);
                wp::adj_cw_mul(var_969, var_971, adj_969, adj_971, adj_972);
                wp::adj_vec_t(var_878, var_970, adj_878, adj_970, adj_971);
                wp::adj_vec_t(var_967, var_968, adj_967, adj_968, adj_969);
                // adj: v0 = v0 + wp.normalize(wp.cw_mul(wp.vec2(-1.58, 1.548), wp.vec2(v7, 1.663))) * 1.42  <L 139>
            }
            wp::adj_mod(var_962, var_963, adj_962, adj_963, adj_964);
            wp::adj_max(var_960, var_961, adj_960, adj_961, adj_962);
            // adj: elif (wp.max(3, 5)) % 2 == 0:                                             <L 138>
        }
        if (var_888) {
            wp::adj_where(var_898, var_878, var_956, adj_898, adj_878, adj_956, adj_959);
            wp::adj_where(var_898, var_902, var_713, adj_898, adj_902, adj_713, adj_958);
            wp::adj_where(var_898, var_915, var_712, adj_898, adj_915, adj_712, adj_957);
            if (!var_898) {
                wp::adj_where(var_916, var_927, var_955, adj_916, adj_927, adj_955, adj_956);
                if (!var_916) {
                    wp::adj_where(var_928, var_931, var_954, adj_928, adj_931, adj_954, adj_955);
                    if (!var_928) {
                        wp::adj_add(var_878, var_953, adj_878, adj_953, adj_954);
                        wp::adj_sin(var_952, adj_952, adj_953);
                        wp::adj_dot(var_713, var_951, adj_713, adj_951, adj_952);
                        wp::adj_where(var_947, var_895, var_950, adj_947, adj_895, adj_950, adj_951);
                        wp::adj_vec_t(var_948, var_949, adj_948, adj_949, adj_950);
                        // adj: v7 = v7 + wp.sin(wp.dot(v2, wp.where(v7 <= v20, v0, wp.vec2(1.403, -0.329))))  <L 137>
                    }
                    if (var_928) {
                        wp::adj_sub(var_937, var_945, adj_937, adj_945, adj_946);
                        wp::adj_mul(var_931, var_944, adj_931, adj_944, adj_945);
                        wp::adj_max(var_940, var_943, adj_940, adj_943, adj_944);
                        wp::adj_vec_t(var_941, var_942, adj_941, adj_942, adj_943);
                        wp::adj_vec_t(var_938, var_939, adj_938, adj_939, adj_940);
                        wp::adj_cw_mul(var_935, var_936, adj_935, adj_936, adj_937);
                        wp::adj_sub(var_713, var_712, adj_713, adj_712, adj_936);
                        wp::adj_lerp(var_934, var_895, var_931, adj_934, adj_895, adj_931, adj_935);
                        wp::adj_vec_t(var_932, var_933, adj_932, adj_933, adj_934);
                        // adj: v22 = (wp.cw_mul(wp.lerp(wp.vec2(-1.019, 0.4), v0, v7), (v2 - v1)) - (v7 * wp.max(wp.vec2(0.75, -1.3), wp.vec2(-1.9, 0.174))))  <L 135>
                        wp::adj_add(var_878, var_930, adj_878, adj_930, adj_931);
                        wp::adj_tanh(var_929, var_930, adj_929, adj_930);
                        wp::adj_erf(var_878, adj_878, adj_929);
                        // adj: v7 = v7 + wp.tanh(wp.erf(v7))                                 <L 134>
                    }
                    // adj: elif v20 >= v7:                                                   <L 133>
                }
                if (var_916) {
                    wp::adj_add(var_878, var_926, adj_878, adj_926, adj_927);
                    wp::adj_cos(var_925, adj_925, adj_926);
                    wp::adj_clamp(var_886, var_923, var_924, adj_886, adj_923, adj_924, adj_925);
                    // adj: v7 = v7 + wp.cos(wp.clamp(v20, -1.06, 1.67))                      <L 132>
                }
                if (!var_916) {
                }
                wp::adj_mod(var_0, var_917, adj_0, adj_917, adj_918);
                // adj: elif ((tid) % 2 == 1) or (0.7 >= v20):                                <L 131>
            }
            if (var_898) {
                wp::adj_add(var_712, var_914, adj_712, adj_914, adj_915);
                wp::adj_mul(var_912, var_913, adj_912, adj_913, adj_914);
                wp::adj_normalize(var_911, var_912, adj_911, adj_912);
                wp::adj_vec_t(var_905, var_910, adj_905, adj_910, adj_911);
                wp::adj_div(var_906, var_909, var_910, adj_906, adj_909, adj_910);
                wp::adj_add(var_907, var_908, adj_907, adj_908, adj_909);
                wp::adj_abs(var_903, adj_903, adj_907);
                wp::adj_add(var_904, var_886, adj_904, adj_886, adj_905);
                // adj: v1 = v1 + wp.normalize(wp.vec2((-0.856 + v20), (-1.432 / (wp.abs(v21) + 1.0)))) * 1.27  <L 130>
                wp::adj_copy(var_886, adj_886, adj_903);
                // adj: v21 = v20                                                             <L 129>
                wp::adj_add(var_713, var_901, adj_713, adj_901, adj_902);
                wp::adj_mul(var_899, var_900, adj_899, adj_900, adj_901);
                wp::adj_normalize(var_713, var_899, adj_713, adj_899);
                // adj: v2 = v2 + wp.normalize(v2) * 1.77                                     <L 128>
            }
            wp::adj_cos(var_886, adj_886, adj_897);
            wp::adj_radians(var_886, adj_886, adj_896);
            // adj: if wp.radians(v20) > wp.cos(v20):                                         <L 127>
            wp::adj_add(var_711, var_894, adj_711, adj_894, adj_895);
            wp::adj_mul(var_892, var_893, adj_892, adj_893, adj_894);
            wp::adj_normalize(var_891, var_892, adj_891, adj_892);
            wp::adj_min(var_889, var_890, adj_889, adj_890, adj_891);
            wp::adj_vec_t(var_886, var_886, adj_886, adj_886, adj_890);
            wp::adj_sub(var_712, var_713, adj_712, adj_713, adj_889);
            // adj: v0 = v0 + wp.normalize(wp.min((v1 - v2), wp.vec2(v20, v20))) * 1.98       <L 126>
        }
        // adj: if -1.3 < v20:                                                                <L 125>
        wp::adj_add(var_881, var_885, adj_881, adj_885, adj_886);
        wp::adj_clamp(var_882, var_883, var_884, adj_882, adj_883, adj_884, adj_885);
        wp::adj_add(var_878, var_878, adj_878, adj_878, adj_882);
        wp::adj_where(var_879, var_878, var_878, adj_879, adj_878, adj_878, adj_880);
        // adj: v20 = (wp.round(wp.where(v7 <= v7, v7, v7)) + wp.clamp((v7 + v7), -1.53, 0.48))  <L 124>
        wp::adj_add(var_714, var_877, adj_714, adj_877, adj_878);
        wp::adj_cos(var_876, adj_876, adj_877);
        wp::adj_copysign(var_714, var_875, adj_714, adj_875, adj_876);
        wp::adj_div(var_714, var_874, var_875, adj_714, adj_874, adj_875);
        wp::adj_add(var_872, var_873, adj_872, adj_873, adj_874);
        wp::adj_abs(var_714, adj_714, adj_872);
        // adj: v7 = v7 + wp.cos(wp.copysign(v7, (v7 / (wp.abs(v7) + 1.0))))                  <L 123>
    }
    if (var_715) {
        wp::adj_where(var_745, var_859, var_744, adj_745, adj_859, adj_744, adj_871);
        wp::adj_where(var_745, var_858, var_714, adj_745, adj_858, adj_714, adj_870);
        wp::adj_where(var_745, var_857, var_712, adj_745, adj_857, adj_712, adj_869);
        wp::adj_where(var_745, var_856, var_711, adj_745, adj_856, adj_711, adj_868);
        if (var_745) {
            wp::adj_sub(var_863, var_866, adj_863, adj_866, adj_867);
            wp::adj_sub(var_858, var_865, adj_858, adj_865, adj_866);
            wp::adj_mul(var_858, var_864, adj_858, adj_864, adj_865);
            wp::adj_mul(var_858, var_862, adj_858, adj_862, adj_863);
            wp::adj_clamp(var_858, var_860, var_861, adj_858, adj_860, adj_861, adj_862);
            // adj: v19 = ((v7 * wp.clamp(v7, -0.25, 0.73)) - (v7 - (v7 * -0.35)))            <L 121>
            wp::adj_where(var_758, var_776, var_855, adj_758, adj_776, adj_855, adj_859);
            wp::adj_where(var_758, var_714, var_854, adj_758, adj_714, adj_854, adj_858);
            wp::adj_where(var_758, var_786, var_853, adj_758, adj_786, adj_853, adj_857);
            wp::adj_where(var_758, var_782, var_852, adj_758, adj_782, adj_852, adj_856);
            if (!var_758) {
                wp::adj_where(var_789, var_799, var_851, adj_789, adj_799, adj_851, adj_855);
                wp::adj_where(var_789, var_810, var_714, adj_789, adj_810, adj_714, adj_854);
                wp::adj_where(var_789, var_753, var_850, adj_789, adj_753, adj_850, adj_853);
                wp::adj_where(var_789, var_818, var_711, adj_789, adj_818, adj_711, adj_852);
                if (!var_789) {
                    wp::adj_where(var_821, var_831, var_744, adj_821, adj_831, adj_744, adj_851);
                    wp::adj_where(var_821, var_753, var_849, adj_821, adj_753, adj_849, adj_850);
                    if (!var_821) {
                        wp::adj_where(var_835, var_842, var_753, adj_835, adj_842, adj_753, adj_849);
                        if (var_835) {
                            wp::adj_tan(var_847, adj_847, adj_848);
                            wp::adj_clamp(var_844, var_845, var_846, adj_844, adj_845, adj_846, adj_847);
                            wp::adj_extract(var_711, var_843, adj_711, adj_843, adj_844);
                            // adj: v18 = wp.tan(wp.clamp(v0[1], -1.2, 1.2))                  <L 120>
                            wp::adj_add(var_753, var_841, adj_753, adj_841, adj_842);
                            wp::adj_mul(var_839, var_840, adj_839, adj_840, adj_841);
                            wp::adj_normalize(var_838, var_839, adj_838, adj_839);
                            wp::adj_vec_t(var_836, var_837, adj_836, adj_837, adj_838);
                            wp::adj_dot(var_744, var_743, adj_744, adj_743, adj_836);
                            // adj: v1 = v1 + wp.normalize(wp.vec2(wp.dot(v17, v2), -0.19)) * 0.66  <L 119>
                        }
                        wp::adj_mod(var_0, var_832, adj_0, adj_832, adj_833);
                        // adj: elif (tid) % 4 == 1:                                          <L 118>
                    }
                    if (var_821) {
                        wp::adj_add(var_744, var_830, adj_744, adj_830, adj_831);
                        wp::adj_mul(var_828, var_829, adj_828, adj_829, adj_830);
                        wp::adj_normalize(var_827, var_828, adj_827, adj_828);
                        wp::adj_lerp(var_822, var_826, var_714, adj_822, adj_826, adj_714, adj_827);
                        wp::adj_sub(var_825, var_743, adj_825, adj_743, adj_826);
                        wp::adj_vec_t(var_823, var_824, adj_823, adj_824, adj_825);
                        wp::adj_mul(var_714, var_744, adj_714, adj_744, adj_822);
                        // adj: v17 = v17 + wp.normalize(wp.lerp((v7 * v17), (wp.vec2(1.628, -0.06) - v2), v7)) * 1.17  <L 117>
                    }
                    wp::adj_degrees(var_714, adj_714, adj_820);
                    wp::adj_mul(var_714, var_714, adj_714, adj_714, adj_819);
                    // adj: elif (v7 * v7) > wp.degrees(v7):                                  <L 116>
                }
                if (var_789) {
                    wp::adj_add(var_711, var_817, adj_711, adj_817, adj_818);
                    wp::adj_mul(var_815, var_816, adj_815, adj_816, adj_817);
                    wp::adj_normalize(var_814, var_815, adj_814, adj_815);
                    wp::adj_add(var_811, var_813, adj_811, adj_813, adj_814);
                    wp::adj_vec_t(var_812, var_810, adj_812, adj_810, adj_813);
                    wp::adj_vec_t(var_810, var_810, adj_810, adj_810, adj_811);
                    // adj: v0 = v0 + wp.normalize((wp.vec2(v7, v7) + wp.vec2(1.8, v7))) * 0.16  <L 115>
                    wp::adj_add(var_714, var_809, adj_714, adj_809, adj_810);
                    wp::adj_sin(var_808, adj_808, adj_809);
                    wp::adj_pow(var_802, var_807, var_808, adj_802, adj_807, adj_808);
                    wp::adj_clamp(var_804, var_805, var_806, adj_804, adj_805, adj_806, adj_807);
                    wp::adj_mul(var_803, var_714, adj_803, adj_714, adj_804);
                    wp::adj_add(var_800, var_801, adj_800, adj_801, adj_802);
                    wp::adj_abs(var_714, adj_714, adj_800);
                    // adj: v7 = v7 + wp.sin(wp.pow(wp.abs(v7) + 1.0, wp.clamp((0.4 * v7), -2.0, 2.0)))  <L 114>
                    wp::adj_add(var_744, var_798, adj_744, adj_798, adj_799);
                    wp::adj_mul(var_796, var_797, adj_796, adj_797, adj_798);
                    wp::adj_normalize(var_795, var_796, adj_795, adj_796);
                    wp::adj_mul(var_793, var_794, adj_793, adj_794, adj_795);
                    wp::adj_mul(var_714, var_711, adj_714, adj_711, adj_794);
                    wp::adj_log(var_792, adj_792, adj_793);
                    wp::adj_add(var_790, var_791, adj_790, adj_791, adj_792);
                    wp::adj_abs(var_714, adj_714, adj_790);
                    // adj: v17 = v17 + wp.normalize((wp.log(wp.abs(v7) + 1.0) * (v7 * v0))) * 0.7  <L 113>
                }
                wp::adj_sub(var_714, var_714, adj_714, adj_714, adj_788);
                wp::adj_add(var_714, var_714, adj_714, adj_714, adj_787);
                // adj: elif (v7 + v7) <= (v7 - v7):                                          <L 112>
            }
            if (var_758) {
                wp::adj_add(var_753, var_785, adj_753, adj_785, adj_786);
                wp::adj_mul(var_783, var_784, adj_783, adj_784, adj_785);
                wp::adj_normalize(var_776, var_783, adj_776, adj_783);
                // adj: v1 = v1 + wp.normalize(v17) * 0.38                                    <L 111>
                wp::adj_add(var_711, var_781, adj_711, adj_781, adj_782);
                wp::adj_mul(var_779, var_780, adj_779, adj_780, adj_781);
                wp::adj_normalize(var_778, var_779, adj_778, adj_779);
                wp::adj_normalize(var_777, var_778, adj_777, adj_778);
                wp::adj_add(var_753, var_743, adj_753, adj_743, adj_777);
                // adj: v0 = v0 + wp.normalize(wp.normalize((v1 + v2))) * 0.38                <L 110>
                wp::adj_add(var_744, var_775, adj_744, adj_775, adj_776);
                wp::adj_mul(var_773, var_774, adj_773, adj_774, adj_775);
                wp::adj_normalize(var_771, var_773, adj_771, adj_773);
                wp::adj_lerp(var_762, var_772, var_714, adj_762, adj_770, adj_714, adj_771);
                wp::adj_address(var_x1, var_769, adj_x1, adj_769, adj_770);
                wp::adj_mod(var_764, var_767, adj_764, adj_767, adj_769);
                adj_x1.shape = adj_765;
                wp::adj_add(var_0, var_763, adj_0, adj_763, adj_764);
                wp::adj_lerp(var_711, var_761, var_714, adj_711, adj_761, adj_714, adj_762);
                wp::adj_vec_t(var_759, var_760, adj_759, adj_760, adj_761);
                // adj: v17 = v17 + wp.normalize(wp.lerp(wp.lerp(v0, wp.vec2(-0.9, -1.99), v7), x1[(tid + 1) % x1.shape[0]], v7)) * 0.57  <L 109>
            }
            wp::adj_where(var_755, var_756, var_714, adj_755, adj_756, adj_714, adj_757);
            wp::adj_add(var_714, var_714, adj_714, adj_714, adj_754);
            // adj: if (v7 + v7) <= wp.where(v7 >= v7, -0.87, v7):                            <L 108>
            wp::adj_add(var_712, var_752, adj_712, adj_752, adj_753);
            wp::adj_mul(var_750, var_751, adj_750, adj_751, adj_752);
            wp::adj_normalize(var_749, var_750, adj_749, adj_750);
            wp::adj_min(var_744, var_712, adj_744, adj_712, adj_749);
            // adj: v1 = v1 + wp.normalize(wp.min(v17, v1)) * 1.51                            <L 107>
        }
        if (!var_745) {
        }
        // adj: if (v7 >= -1.484) or (v7 >= v7):                                              <L 106>
        wp::adj_copy(var_711, adj_711, adj_744);
        // adj: v17 = v0                                                                      <L 105>
        wp::adj_add(var_713, var_742, adj_713, adj_742, adj_743);
        wp::adj_mul(var_740, var_741, adj_740, adj_741, adj_742);
        wp::adj_normalize(var_738, var_740, adj_738, adj_740);
        wp::adj_mul(var_739, var_737, adj_730, adj_737, adj_738);
        wp::adj_pow(var_733, var_736, var_737, adj_733, adj_736, adj_737);
        wp::adj_clamp(var_714, var_734, var_735, adj_714, adj_734, adj_735, adj_736);
        wp::adj_add(var_731, var_732, adj_731, adj_732, adj_733);
        wp::adj_abs(var_714, adj_714, adj_731);
        wp::adj_address(var_x1, var_729, adj_x1, adj_729, adj_730);
        wp::adj_mod(var_724, var_727, adj_724, adj_727, adj_729);
        adj_x1.shape = adj_725;
        wp::adj_add(var_0, var_723, adj_0, adj_723, adj_724);
        // adj: v2 = v2 + wp.normalize((x1[(tid + 5) % x1.shape[0]] * wp.pow(wp.abs(v7) + 1.0, wp.clamp(v7, -2.0, 2.0)))) * 1.87  <L 104>
    }
    if (!var_715) {
        if (var_720) {
        }
    }
    wp::adj_mod(var_0, var_716, adj_0, adj_716, adj_717);
    // adj: if ((tid) % 3 == 0) or ((v7 > v7) and (v7 >= v7)):                                <L 103>
    wp::adj_where(var_504, var_710, var_503, adj_504, adj_710, adj_503, adj_714);
    wp::adj_where(var_504, var_709, var_502, adj_504, adj_709, adj_502, adj_713);
    wp::adj_where(var_504, var_708, var_501, adj_504, adj_708, adj_501, adj_712);
    wp::adj_where(var_504, var_707, var_500, adj_504, adj_707, adj_500, adj_711);
    if (var_504) {
        wp::adj_where(var_530, var_560, var_706, adj_530, adj_560, adj_706, adj_710);
        wp::adj_where(var_530, var_522, var_705, adj_530, adj_522, adj_705, adj_709);
        wp::adj_where(var_530, var_515, var_704, adj_530, adj_515, adj_704, adj_708);
        wp::adj_where(var_530, var_534, var_703, adj_530, adj_534, adj_703, adj_707);
        if (!var_530) {
            wp::adj_where(var_567, var_503, var_702, adj_567, adj_503, adj_702, adj_706);
            wp::adj_where(var_567, var_522, var_701, adj_567, adj_522, adj_701, adj_705);
            wp::adj_where(var_567, var_515, var_700, adj_567, adj_515, adj_700, adj_704);
            wp::adj_where(var_567, var_574, var_699, adj_567, adj_574, adj_699, adj_703);
            if (!var_567) {
                wp::adj_where(var_644, var_642, var_698, adj_644, adj_642, adj_698, adj_702);
                wp::adj_where(var_644, var_522, var_697, adj_644, adj_522, adj_697, adj_701);
                wp::adj_where(var_644, var_641, var_696, adj_644, adj_641, adj_696, adj_700);
                wp::adj_where(var_644, var_651, var_695, adj_644, adj_651, adj_695, adj_699);
                if (!var_644) {
                    wp::adj_where(var_652, var_642, var_694, adj_652, adj_642, adj_694, adj_698);
                    wp::adj_where(var_652, var_522, var_693, adj_652, adj_522, adj_693, adj_697);
                    wp::adj_where(var_652, var_641, var_692, adj_652, adj_641, adj_692, adj_696);
                    wp::adj_where(var_652, var_666, var_640, adj_652, adj_666, adj_640, adj_695);
                    if (!var_652) {
                        wp::adj_where(var_675, var_691, var_642, adj_675, adj_691, adj_642, adj_694);
                        wp::adj_where(var_675, var_688, var_522, adj_675, adj_688, adj_522, adj_693);
                        wp::adj_where(var_675, var_684, var_641, adj_675, adj_684, adj_641, adj_692);
                        if (var_675) {
                            wp::adj_add(var_642, var_690, adj_642, adj_690, adj_691);
                            wp::adj_cos(var_689, adj_689, adj_690);
                            // adj: v7 = v7 + wp.cos(1.8)                                     <L 102>
                            wp::adj_add(var_522, var_687, adj_522, adj_687, adj_688);
                            wp::adj_mul(var_685, var_686, adj_685, adj_686, adj_687);
                            wp::adj_normalize(var_522, var_685, adj_522, adj_685);
                            // adj: v2 = v2 + wp.normalize(v2) * 1.17                         <L 101>
                            wp::adj_add(var_641, var_683, adj_641, adj_683, adj_684);
                            wp::adj_mul(var_681, var_682, adj_681, adj_682, adj_683);
                            wp::adj_normalize(var_680, var_681, adj_680, adj_681);
                            wp::adj_vec_t(var_679, var_642, adj_679, adj_642, adj_680);
                            wp::adj_sqrt(var_678, var_679, adj_678, adj_679);
                            wp::adj_add(var_676, var_677, adj_676, adj_677, adj_678);
                            wp::adj_abs(var_642, adj_642, adj_676);
                            // adj: v1 = v1 + wp.normalize(wp.vec2(wp.sqrt(wp.abs(v7) + 0.5), v7)) * 0.63  <L 100>
                        }
                        wp::adj_clamp(var_642, var_672, var_673, adj_642, adj_672, adj_673, adj_674);
                        wp::adj_div(var_642, var_670, var_671, adj_642, adj_670, adj_671);
                        wp::adj_add(var_668, var_669, adj_668, adj_669, adj_670);
                        wp::adj_abs(var_667, adj_667, adj_668);
                        // adj: elif (v7 / (wp.abs(-1.83) + 1.0)) < wp.clamp(v7, -1.82, 1.36):  <L 99>
                    }
                    if (var_652) {
                        wp::adj_add(var_640, var_665, adj_640, adj_665, adj_666);
                        wp::adj_mul(var_663, var_664, adj_663, adj_664, adj_665);
                        wp::adj_normalize(var_662, var_663, adj_662, adj_663);
                        wp::adj_normalize(var_661, var_662, adj_661, adj_662);
                        wp::adj_cw_mul(var_660, var_640, adj_660, adj_640, adj_661);
                        wp::adj_vec_t(var_658, var_659, adj_658, adj_659, adj_660);
                        // adj: v0 = v0 + wp.normalize(wp.normalize(wp.cw_mul(wp.vec2(0.68, -0.23), v0))) * 1.74  <L 98>
                    }
                    if (!var_652) {
                    }
                    if (!var_653) {
                    }
                    // adj: elif ((v7 <= v7) or (v7 <= v7)) or (0.599 <= v7):                 <L 97>
                }
                if (var_644) {
                    wp::adj_add(var_640, var_650, adj_640, adj_650, adj_651);
                    wp::adj_mul(var_648, var_649, adj_648, adj_649, adj_650);
                    wp::adj_normalize(var_647, var_648, adj_647, adj_648);
                    wp::adj_vec_t(var_645, var_646, adj_645, adj_646, adj_647);
                    // adj: v0 = v0 + wp.normalize(wp.vec2(-1.25, -1.6)) * 1.61               <L 96>
                }
                wp::adj_add(var_642, var_642, adj_642, adj_642, adj_643);
                // adj: if (v7 + v7) >= v7:                                                   <L 95>
                wp::adj_where(var_592, var_503, var_639, adj_592, adj_503, adj_639, adj_642);
                wp::adj_where(var_592, var_515, var_638, adj_592, adj_515, adj_638, adj_641);
                wp::adj_where(var_592, var_597, var_637, adj_592, adj_597, adj_637, adj_640);
                if (!var_592) {
                    wp::adj_where(var_598, var_503, var_636, adj_598, adj_503, adj_636, adj_639);
                    wp::adj_where(var_598, var_515, var_635, adj_598, adj_515, adj_635, adj_638);
                    wp::adj_where(var_598, var_612, var_588, adj_598, adj_612, adj_588, adj_637);
                    if (!var_598) {
                        wp::adj_where(var_615, var_618, var_634, adj_615, adj_618, adj_634, adj_636);
                        wp::adj_where(var_615, var_515, var_628, adj_615, adj_515, adj_628, adj_635);
                        if (!var_615) {
                            wp::adj_add(var_503, var_633, adj_503, adj_633, adj_634);
                            wp::adj_cos(var_632, adj_632, adj_633);
                            wp::adj_abs(var_631, adj_631, adj_632);
                            wp::adj_mul(var_630, var_630, adj_630, adj_630, adj_631);
                            // adj: v7 = v7 + wp.cos(wp.abs((v16 * v16)))                     <L 94>
                            wp::adj_float(var_629, adj_629, adj_630);
                            // adj: v16 = float(1.3)                                          <L 93>
                            wp::adj_add(var_515, var_627, adj_515, adj_627, adj_628);
                            wp::adj_mul(var_625, var_626, adj_625, adj_626, adj_627);
                            wp::adj_normalize(var_624, var_625, adj_624, adj_625);
                            wp::adj_lerp(var_622, var_623, var_503, adj_622, adj_623, adj_503, adj_624);
                            wp::adj_vec_t(var_503, var_503, adj_503, adj_503, adj_623);
                            wp::adj_sub(var_522, var_588, adj_522, adj_588, adj_622);
                            // adj: v1 = v1 + wp.normalize(wp.lerp((v2 - v0), wp.vec2(v7, v7), v7)) * 0.23  <L 92>
                        }
                        if (var_615) {
                            wp::adj_clamp(var_618, var_619, var_620, adj_618, adj_619, adj_620, adj_621);
                            // adj: v15 = wp.clamp(v7, -1.06, 0.34)                           <L 90>
                            wp::adj_add(var_503, var_617, adj_503, adj_617, adj_618);
                            wp::adj_sin(var_616, adj_616, adj_617);
                            wp::adj_length(var_515, var_616, adj_515, adj_616);
                            // adj: v7 = v7 + wp.sin(wp.length(v1))                           <L 89>
                        }
                        wp::adj_extract(var_515, var_613, adj_515, adj_613, adj_614);
                        // adj: elif v7 > v1[0]:                                              <L 88>
                    }
                    if (var_598) {
                        wp::adj_add(var_588, var_611, adj_588, adj_611, adj_612);
                        wp::adj_mul(var_609, var_610, adj_609, adj_610, adj_611);
                        wp::adj_normalize(var_608, var_609, adj_608, adj_609);
                        wp::adj_vec_t(var_606, var_607, adj_606, adj_607, adj_608);
                        wp::adj_add(var_503, var_503, adj_503, adj_503, adj_607);
                        wp::adj_add(var_503, var_503, adj_503, adj_503, adj_606);
                        // adj: v0 = v0 + wp.normalize(wp.vec2((v7 + v7), (v7 + v7))) * 1.29  <L 87>
                    }
                    if (!var_598) {
                        if (!var_602) {
                        }
                    }
                    // adj: elif (-0.6 > -1.89) or (not (v7 <= v7 or v7 >= v7)):              <L 86>
                }
                if (var_592) {
                    wp::adj_add(var_588, var_596, adj_588, adj_596, adj_597);
                    wp::adj_mul(var_594, var_595, adj_594, adj_595, adj_596);
                    wp::adj_normalize(var_593, var_594, adj_593, adj_594);
                    wp::adj_mul(var_503, var_515, adj_503, adj_515, adj_593);
                    // adj: v0 = v0 + wp.normalize((v7 * v1)) * 0.71                          <L 85>
                }
                wp::adj_sub(var_503, var_503, adj_503, adj_503, adj_591);
                wp::adj_where(var_589, var_503, var_503, adj_589, adj_503, adj_503, adj_590);
                // adj: if wp.where(v7 >= v7, v7, v7) <= (v7 - v7):                           <L 84>
                wp::adj_add(var_500, var_587, adj_500, adj_587, adj_588);
                wp::adj_mul(var_585, var_586, adj_585, adj_586, adj_587);
                wp::adj_normalize(var_584, var_585, adj_584, adj_585);
                wp::adj_lerp(var_578, var_579, var_583, adj_578, adj_579, adj_583, adj_584);
                wp::adj_div(var_503, var_582, var_583, adj_503, adj_582, adj_583);
                wp::adj_add(var_580, var_581, adj_580, adj_581, adj_582);
                wp::adj_abs(var_503, adj_503, adj_580);
                wp::adj_add(var_515, var_500, adj_515, adj_500, adj_579);
                wp::adj_add(var_577, var_500, adj_577, adj_500, adj_578);
                wp::adj_vec_t(var_575, var_576, adj_575, adj_576, adj_577);
                // adj: v0 = v0 + wp.normalize(wp.lerp((wp.vec2(-1.2, 1.7) + v0), (v1 + v0), (v7 / (wp.abs(v7) + 1.0)))) * 1.95  <L 83>
            }
            if (var_567) {
                wp::adj_add(var_500, var_573, adj_500, adj_573, adj_574);
                wp::adj_mul(var_571, var_572, adj_571, adj_572, adj_573);
                wp::adj_normalize(var_570, var_571, adj_570, adj_571);
                wp::adj_vec_t(var_568, var_569, adj_568, adj_569, adj_570);
                wp::adj_min(var_503, var_503, adj_503, adj_503, adj_569);
                wp::adj_radians(var_503, adj_503, adj_568);
                // adj: v0 = v0 + wp.normalize(wp.vec2(wp.radians(v7), wp.min(v7, v7))) * 0.67  <L 81>
            }
            wp::adj_div(var_503, var_565, var_566, adj_503, adj_565, adj_566);
            wp::adj_add(var_563, var_564, adj_563, adj_564, adj_565);
            wp::adj_abs(var_503, adj_503, adj_563);
            wp::adj_mul(var_503, var_503, adj_503, adj_503, adj_562);
            // adj: elif (v7 * v7) <= (v7 / (wp.abs(v7) + 1.0)):                              <L 80>
        }
        if (var_530) {
            wp::adj_where(var_544, var_554, var_543, adj_544, adj_554, adj_543, adj_561);
            wp::adj_where(var_544, var_503, var_558, adj_544, adj_503, adj_558, adj_560);
            if (!var_544) {
                wp::adj_length_sq(var_515, adj_515, adj_559);
                // adj: v14 = wp.length_sq(v1)                                                <L 79>
                wp::adj_add(var_503, var_557, adj_503, adj_557, adj_558);
                wp::adj_cos(var_556, adj_556, adj_557);
                wp::adj_extract(var_534, var_555, adj_534, adj_555, adj_556);
                // adj: v7 = v7 + wp.cos(v0[1])                                               <L 78>
            }
            if (var_544) {
                wp::adj_add(var_543, var_553, adj_543, adj_553, adj_554);
                wp::adj_sin(var_543, adj_543, adj_553);
                // adj: v13 = v13 + wp.sin(v13)                                               <L 76>
            }
            if (var_544) {
                if (!var_550) {
                }
            }
            if (var_545) {
            }
            // adj: if ((v13 > 0.7) and (v7 >= 0.506)) and ((v7 > v7) or (v13 < v7)):         <L 75>
            wp::adj_sub(var_536, var_541, adj_536, adj_541, adj_542);
            wp::adj_div(var_503, var_540, var_541, adj_503, adj_540, adj_541);
            wp::adj_add(var_538, var_539, adj_538, adj_539, adj_540);
            wp::adj_abs(var_537, adj_537, adj_538);
            wp::adj_mul(var_503, var_535, adj_503, adj_535, adj_536);
            // adj: v13 = wp.frac(((v7 * 1.3) - (v7 / (wp.abs(-1.8) + 1.0))))                 <L 74>
            wp::adj_add(var_500, var_533, adj_500, adj_533, adj_534);
            wp::adj_mul(var_531, var_532, adj_531, adj_532, adj_533);
            wp::adj_normalize(var_522, var_531, adj_522, adj_531);
            // adj: v0 = v0 + wp.normalize(v2) * 1.76                                         <L 73>
        }
        wp::adj_lerp(var_526, var_527, var_528, adj_526, adj_527, adj_528, adj_529);
        wp::adj_where(var_523, var_503, var_524, adj_523, adj_503, adj_524, adj_525);
        // adj: if wp.where(v7 < v7, v7, -0.5) <= wp.lerp(1.61, -1.8, 0.25):                  <L 72>
        wp::adj_add(var_502, var_521, adj_502, adj_521, adj_522);
        wp::adj_mul(var_519, var_520, adj_519, adj_520, adj_521);
        wp::adj_normalize(var_518, var_519, adj_518, adj_519);
        wp::adj_vec_t(var_503, var_517, adj_503, adj_517, adj_518);
        wp::adj_extract(var_502, var_516, adj_502, adj_516, adj_517);
        // adj: v2 = v2 + wp.normalize(wp.vec2(v7, v2[0])) * 0.89                             <L 71>
        wp::adj_add(var_501, var_514, adj_501, adj_514, adj_515);
        wp::adj_mul(var_512, var_513, adj_512, adj_513, adj_514);
        wp::adj_normalize(var_511, var_512, adj_511, adj_512);
        wp::adj_vec_t(var_509, var_510, adj_509, adj_510, adj_511);
        wp::adj_add(var_503, var_503, adj_503, adj_503, adj_510);
        wp::adj_div(var_505, var_508, var_509, adj_505, adj_508, adj_509);
        wp::adj_add(var_506, var_507, adj_506, adj_507, adj_508);
        wp::adj_abs(var_503, adj_503, adj_506);
        // adj: v1 = v1 + wp.normalize(wp.vec2((-1.6 / (wp.abs(v7) + 1.0)), (v7 + v7))) * 1.17  <L 70>
    }
    // adj: if v7 > v7:                                                                       <L 69>
    wp::adj_where(var_326, var_499, var_317, adj_326, adj_499, adj_317, adj_503);
    wp::adj_where(var_326, var_498, var_312, adj_326, adj_498, adj_312, adj_502);
    wp::adj_where(var_326, var_497, var_311, adj_326, adj_497, adj_311, adj_501);
    wp::adj_where(var_326, var_496, var_310, adj_326, adj_496, adj_310, adj_500);
    if (var_326) {
        wp::adj_where(var_343, var_337, var_495, adj_343, adj_337, adj_495, adj_499);
        wp::adj_where(var_343, var_312, var_494, adj_343, adj_312, adj_494, adj_498);
        wp::adj_where(var_343, var_356, var_493, adj_343, adj_356, adj_493, adj_497);
        wp::adj_where(var_343, var_310, var_362, adj_343, adj_310, adj_362, adj_496);
        if (!var_343) {
            wp::adj_where(var_368, var_337, var_492, adj_368, adj_337, adj_492, adj_495);
            wp::adj_where(var_368, var_382, var_312, adj_368, adj_382, adj_312, adj_494);
            wp::adj_where(var_368, var_311, var_491, adj_368, adj_311, adj_491, adj_493);
            if (!var_368) {
                wp::adj_where(var_407, var_337, var_490, adj_407, adj_337, adj_490, adj_492);
                wp::adj_where(var_407, var_414, var_489, adj_407, adj_414, adj_489, adj_491);
                if (!var_407) {
                    wp::adj_where(var_447, var_460, var_337, adj_447, adj_460, adj_337, adj_490);
                    wp::adj_where(var_447, var_311, var_488, adj_447, adj_311, adj_488, adj_489);
                    if (!var_447) {
                        wp::adj_add(var_311, var_487, adj_311, adj_487, adj_488);
                        wp::adj_mul(var_484, var_486, adj_484, adj_486, adj_487);
                        wp::adj_normalize(var_485, var_484, adj_483, adj_484);
                        wp::adj_address(var_x2, var_482, adj_x2, adj_482, adj_483);
                        wp::adj_mod(var_477, var_480, adj_477, adj_480, adj_482);
                        adj_x2.shape = adj_478;
                        wp::adj_add(var_0, var_476, adj_0, adj_476, adj_477);
                        // adj: v1 = v1 + wp.normalize(x2[(tid + 5) % x2.shape[0]]) * 1.16    <L 68>
                    }
                    if (var_447) {
                        wp::adj_sub(var_463, var_474, adj_463, adj_474, adj_475);
                        wp::adj_exp(var_473, var_474, adj_473, adj_474);
                        wp::adj_clamp(var_470, var_471, var_472, adj_470, adj_471, adj_472, adj_473);
                        wp::adj_pow(var_466, var_469, var_470, adj_466, adj_469, adj_470);
                        wp::adj_clamp(var_460, var_467, var_468, adj_460, adj_467, adj_468, adj_469);
                        wp::adj_add(var_464, var_465, adj_464, adj_465, adj_466);
                        wp::adj_abs(var_460, adj_460, adj_464);
                        wp::adj_abs(var_462, adj_462, adj_463);
                        wp::adj_sub(var_461, var_460, adj_461, adj_460, adj_462);
                        // adj: v12 = (wp.abs((-0.577 - v7)) - wp.exp(wp.clamp(wp.pow(wp.abs(v7) + 1.0, wp.clamp(v7, -2.0, 2.0)), -4.0, 4.0)))  <L 66>
                        wp::adj_add(var_337, var_459, adj_337, adj_459, adj_460);
                        wp::adj_sin(var_458, adj_458, adj_459);
                        wp::adj_extract(var_456, var_457, adj_456, adj_457, adj_458);
                        wp::adj_mul(var_337, var_311, adj_337, adj_311, adj_456);
                        // adj: v7 = v7 + wp.sin(((v7 * v1))[0])                              <L 65>
                    }
                    if (!var_447) {
                        if (!var_452) {
                        }
                    }
                    if (var_448) {
                    }
                    // adj: elif (not (v7 >= v7 and v7 < v7)) or ((v7 > v7) or (v7 < 0.231)):  <L 64>
                }
                if (var_407) {
                    wp::adj_div(var_432, var_445, var_446, adj_432, adj_445, adj_446);
                    wp::adj_add(var_443, var_444, adj_443, adj_444, adj_445);
                    wp::adj_abs(var_442, adj_442, adj_443);
                    wp::adj_pow(var_435, var_441, var_442, adj_435, adj_441, adj_442);
                    wp::adj_clamp(var_438, var_439, var_440, adj_438, adj_439, adj_440, adj_441);
                    wp::adj_mul(var_436, var_437, adj_436, adj_437, adj_438);
                    wp::adj_add(var_433, var_434, adj_433, adj_434, adj_435);
                    wp::adj_abs(var_337, adj_337, adj_433);
                    wp::adj_atan2(var_429, var_431, adj_429, adj_431, adj_432);
                    wp::adj_add(var_337, var_430, adj_337, adj_430, adj_431);
                    wp::adj_div(var_425, var_428, var_429, adj_425, adj_428, adj_429);
                    wp::adj_add(var_426, var_427, adj_426, adj_427, adj_428);
                    wp::adj_abs(var_337, adj_337, adj_426);
                    // adj: v11 = (wp.atan2((v10 / (wp.abs(v7) + 1.0)), v7 + 3.0) / (wp.abs(wp.pow(wp.abs(v7) + 1.0, wp.clamp(wp.step(v10) * 1.7, -2.0, 2.0))) + 1.0))  <L 63>
                    wp::adj_div(var_417, var_424, var_425, adj_417, adj_424, adj_425);
                    wp::adj_add(var_422, var_423, adj_422, adj_423, adj_424);
                    wp::adj_abs(var_421, adj_421, adj_422);
                    wp::adj_mul(var_418, var_420, adj_418, adj_420, adj_421);
                    wp::adj_tanh(var_419, var_420, adj_419, adj_420);
                    wp::adj_mul(var_337, var_337, adj_337, adj_337, adj_418);
                    wp::adj_sub(var_415, var_416, adj_415, adj_416, adj_417);
                    wp::adj_mul(var_337, var_337, adj_337, adj_337, adj_416);
                    wp::adj_length(var_362, var_415, adj_362, adj_415);
                    // adj: v10 = ((wp.length(v0) - (v7 * v7)) / (wp.abs(((v7 * v7) * wp.tanh(0.4))) + 1.0))  <L 62>
                    wp::adj_add(var_311, var_413, adj_311, adj_413, adj_414);
                    wp::adj_mul(var_411, var_412, adj_411, adj_412, adj_413);
                    wp::adj_normalize(var_410, var_411, adj_410, adj_411);
                    wp::adj_mul(var_408, var_409, adj_408, adj_409, adj_410);
                    wp::adj_dot(var_311, var_311, adj_311, adj_311, adj_409);
                    wp::adj_mul(var_337, var_312, adj_337, adj_312, adj_408);
                    // adj: v1 = v1 + wp.normalize(((v7 * v2) * wp.dot(v1, v1))) * 0.34       <L 61>
                }
                wp::adj_mod(var_403, var_404, adj_403, adj_404, adj_405);
                wp::adj_min(var_0, var_0, adj_0, adj_0, adj_403);
                // adj: elif (wp.min(tid, tid)) % 3 == 0:                                     <L 60>
            }
            if (var_368) {
                wp::adj_sub(var_401, var_311, adj_401, adj_311, adj_402);
                wp::adj_vec_t(var_398, var_400, adj_398, adj_400, adj_401);
                wp::adj_sub(var_399, var_393, adj_399, adj_393, adj_400);
                wp::adj_div(var_337, var_397, var_398, adj_337, adj_397, adj_398);
                wp::adj_add(var_395, var_396, adj_395, adj_396, adj_397);
                wp::adj_abs(var_393, adj_393, adj_395);
                // adj: v9 = (wp.vec2((v7 / (wp.abs(v8) + 1.0)), (-0.5 - v8)) - v1)           <L 59>
                wp::adj_dot(var_384, var_394, adj_384, adj_392, adj_393);
                wp::adj_address(var_x0, var_391, adj_x0, adj_391, adj_392);
                wp::adj_mod(var_386, var_389, adj_386, adj_389, adj_391);
                adj_x0.shape = adj_387;
                wp::adj_add(var_0, var_385, adj_0, adj_385, adj_386);
                wp::adj_max(var_383, var_382, adj_383, adj_382, adj_384);
                wp::adj_normalize(var_382, var_383, adj_382, adj_383);
                // adj: v8 = wp.dot(wp.max(wp.normalize(v2), v2), x0[(tid + 3) % x0.shape[0]])  <L 58>
                wp::adj_add(var_312, var_381, adj_312, adj_381, adj_382);
                wp::adj_mul(var_379, var_380, adj_379, adj_380, adj_381);
                wp::adj_normalize(var_377, var_379, adj_377, adj_379);
                wp::adj_normalize(var_378, var_377, adj_376, adj_377);
                wp::adj_address(var_x0, var_375, adj_x0, adj_375, adj_376);
                wp::adj_mod(var_370, var_373, adj_370, adj_373, adj_375);
                adj_x0.shape = adj_371;
                wp::adj_add(var_0, var_369, adj_0, adj_369, adj_370);
                // adj: v2 = v2 + wp.normalize(wp.normalize(x0[(tid + 1) % x0.shape[0]])) * 0.88  <L 57>
            }
            wp::adj_mod(var_364, var_365, adj_364, adj_365, adj_366);
            wp::adj_sub(var_363, var_0, adj_363, adj_0, adj_364);
            // adj: if ((4 - tid)) % 3 == 1:                                                  <L 56>
            wp::adj_add(var_310, var_361, adj_310, adj_361, adj_362);
            wp::adj_mul(var_359, var_360, adj_359, adj_360, adj_361);
            wp::adj_normalize(var_358, var_359, adj_358, adj_359);
            wp::adj_mul(var_312, var_357, adj_312, adj_357, adj_358);
            wp::adj_add(var_337, var_337, adj_337, adj_337, adj_357);
            // adj: v0 = v0 + wp.normalize((v2 * (v7 + v7))) * 1.31                           <L 55>
        }
        if (var_343) {
            wp::adj_add(var_311, var_355, adj_311, adj_355, adj_356);
            wp::adj_mul(var_352, var_354, adj_352, adj_354, adj_355);
            wp::adj_normalize(var_353, var_352, adj_351, adj_352);
            wp::adj_address(var_x2, var_350, adj_x2, adj_350, adj_351);
            wp::adj_mod(var_345, var_348, adj_345, adj_348, adj_350);
            adj_x2.shape = adj_346;
            wp::adj_add(var_0, var_344, adj_0, adj_344, adj_345);
            // adj: v1 = v1 + wp.normalize(x2[(tid + 3) % x2.shape[0]]) * 1.08                <L 53>
        }
        if (!var_338) {
        }
        if (var_339) {
        }
        // adj: if not ((v7 < v7) and (v7 <= v7) or v7 >= v7):                                <L 52>
        wp::adj_where(var_334, var_336, var_328, adj_334, adj_336, adj_328, adj_337);
        if (var_334) {
            wp::adj_add(var_328, var_335, adj_328, adj_335, adj_336);
            wp::adj_sin(var_328, adj_328, adj_335);
            // adj: v7 = v7 + wp.sin(v7)                                                      <L 51>
        }
        wp::adj_tan(var_332, adj_332, adj_333);
        wp::adj_clamp(var_328, var_330, var_331, adj_328, adj_330, adj_331, adj_332);
        wp::adj_length(var_312, var_329, adj_312, adj_329);
        // adj: if wp.length(v2) <= wp.tan(wp.clamp(v7, -1.2, 1.2)):                          <L 50>
        wp::adj_add(var_317, var_327, adj_317, adj_327, adj_328);
        wp::adj_cos(var_317, adj_317, adj_327);
        // adj: v7 = v7 + wp.cos(v7)                                                          <L 49>
    }
    wp::adj_length(var_324, var_325, adj_324, adj_325);
    wp::adj_vec_t(var_322, var_323, adj_322, adj_323, adj_324);
    wp::adj_dot(var_312, var_320, adj_312, adj_320, adj_321);
    wp::adj_vec_t(var_318, var_319, adj_318, adj_319, adj_320);
    // adj: if wp.dot(v2, wp.vec2(-0.8, -0.9)) > wp.length(wp.vec2(0.82, -0.508)):            <L 48>
    wp::adj_log(var_316, adj_316, adj_317);
    wp::adj_add(var_314, var_315, adj_314, adj_315, adj_316);
    wp::adj_abs(var_313, adj_313, adj_314);
    // adj: v7 = wp.log(wp.abs(1.52) + 1.0)                                                   <L 47>
    wp::adj_where(var_14, var_8, var_309, adj_14, adj_8, adj_309, adj_312);
    wp::adj_where(var_14, var_5, var_308, adj_14, adj_5, adj_308, adj_311);
    wp::adj_where(var_14, var_22, var_307, adj_14, adj_22, adj_307, adj_310);
    if (!var_14) {
        wp::adj_where(var_28, var_306, var_8, adj_28, adj_306, adj_8, adj_309);
        wp::adj_where(var_28, var_236, var_5, adj_28, adj_236, adj_5, adj_308);
        wp::adj_where(var_28, var_305, var_2, adj_28, adj_305, adj_2, adj_307);
        if (var_28) {
            wp::adj_where(var_244, var_252, var_304, adj_244, adj_252, adj_304, adj_306);
            wp::adj_where(var_244, var_235, var_303, adj_244, adj_235, adj_303, adj_305);
            if (!var_244) {
                wp::adj_where(var_253, var_276, var_302, adj_253, adj_276, adj_302, adj_304);
                wp::adj_where(var_253, var_235, var_301, adj_253, adj_235, adj_301, adj_303);
                if (!var_253) {
                    wp::adj_where(var_288, var_292, var_237, adj_288, adj_292, adj_237, adj_302);
                    wp::adj_where(var_288, var_235, var_298, adj_288, adj_235, adj_298, adj_301);
                    if (!var_288) {
                        wp::adj_float(var_299, adj_299, adj_300);
                        // adj: v6 = float(-0.6)                                              <L 46>
                        wp::adj_add(var_235, var_297, adj_235, adj_297, adj_298);
                        wp::adj_mul(var_295, var_296, adj_295, adj_296, adj_297);
                        wp::adj_normalize(var_294, var_295, adj_294, adj_295);
                        wp::adj_normalize(var_293, var_294, adj_293, adj_294);
                        wp::adj_add(var_236, var_236, adj_236, adj_236, adj_293);
                        // adj: v0 = v0 + wp.normalize(wp.normalize((v1 + v1))) * 0.28        <L 45>
                    }
                    if (var_288) {
                        wp::adj_add(var_237, var_291, adj_237, adj_291, adj_292);
                        wp::adj_mul(var_289, var_290, adj_289, adj_290, adj_291);
                        wp::adj_normalize(var_235, var_289, adj_235, adj_289);
                        // adj: v2 = v2 + wp.normalize(v0) * 0.15                             <L 43>
                    }
                    if (var_277) {
                    }
                    if (var_277) {
                    }
                    wp::adj_mod(var_0, var_278, adj_0, adj_278, adj_279);
                    // adj: elif not ((tid) % 4 == 0 and (-0.7 >= -1.01) and (0.1 >= -1.649)):  <L 42>
                }
                if (var_253) {
                    wp::adj_add(var_272, var_275, adj_272, adj_275, adj_276);
                    wp::adj_mul(var_273, var_274, adj_273, adj_274, adj_275);
                    wp::adj_normalize(var_235, var_273, adj_235, adj_273);
                    // adj: v2 = v2 + wp.normalize(v0) * 0.93                                 <L 41>
                    wp::adj_add(var_237, var_271, adj_237, adj_271, adj_272);
                    wp::adj_mul(var_269, var_270, adj_269, adj_270, adj_271);
                    wp::adj_normalize(var_268, var_269, adj_268, adj_269);
                    wp::adj_max(var_264, var_267, adj_264, adj_267, adj_268);
                    wp::adj_vec_t(var_265, var_266, adj_265, adj_266, adj_267);
                    wp::adj_min(var_263, var_236, adj_263, adj_236, adj_264);
                    wp::adj_vec_t(var_261, var_262, adj_261, adj_262, adj_263);
                    // adj: v2 = v2 + wp.normalize(wp.max(wp.min(wp.vec2(-1.135, 0.9), v1), wp.vec2(-1.7, -0.86))) * 1.55  <L 40>
                }
                if (!var_253) {
                }
                wp::adj_mod(var_0, var_254, adj_0, adj_254, adj_255);
                // adj: elif ((tid) % 4 == 0) or (-0.333 > -1.4):                             <L 39>
            }
            if (var_244) {
                wp::adj_add(var_237, var_251, adj_237, adj_251, adj_252);
                wp::adj_mul(var_249, var_250, adj_249, adj_250, adj_251);
                wp::adj_normalize(var_248, var_249, adj_248, adj_249);
                wp::adj_mul(var_246, var_247, adj_246, adj_247, adj_248);
                wp::adj_lerp(var_235, var_237, var_245, adj_235, adj_237, adj_245, adj_246);
                // adj: v2 = v2 + wp.normalize((wp.lerp(v0, v2, 0.2) * 1.91)) * 1.44          <L 38>
            }
            wp::adj_mod(var_240, var_241, adj_240, adj_241, adj_242);
            wp::adj_mod(var_238, var_239, adj_238, adj_239, adj_240);
            wp::adj_abs(var_0, adj_0, adj_238);
            // adj: if ((wp.abs(tid) % 8)) % 3 == 1:                                          <L 37>
            wp::adj_where(var_41, var_154, var_234, adj_41, adj_154, adj_234, adj_237);
            wp::adj_where(var_41, var_153, var_233, adj_41, adj_153, adj_233, adj_236);
            wp::adj_where(var_41, var_152, var_232, adj_41, adj_152, adj_232, adj_235);
            if (!var_41) {
                wp::adj_where(var_171, var_187, var_218, adj_171, adj_187, adj_218, adj_234);
                wp::adj_where(var_171, var_5, var_231, adj_171, adj_5, adj_231, adj_233);
                wp::adj_where(var_171, var_203, var_36, adj_171, adj_203, adj_36, adj_232);
                if (!var_171) {
                    wp::adj_add(var_5, var_230, adj_5, adj_230, adj_231);
                    wp::adj_mul(var_228, var_229, adj_228, adj_229, adj_230);
                    wp::adj_normalize(var_5, var_228, adj_5, adj_228);
                    // adj: v1 = v1 + wp.normalize(v1) * 0.31                                 <L 36>
                    wp::adj_length(var_226, var_227, adj_226, adj_227);
                    wp::adj_mul(var_223, var_225, adj_223, adj_225, adj_226);
                    wp::adj_mul(var_224, var_36, adj_224, adj_36, adj_225);
                    wp::adj_acos(var_222, adj_222, adj_223);
                    wp::adj_clamp(var_219, var_220, var_221, adj_219, adj_220, adj_221, adj_222);
                    // adj: v5 = wp.length((wp.acos(wp.clamp(-1.09, -0.9, 0.9)) * (1.1 * v0)))  <L 35>
                    wp::adj_add(var_167, var_217, adj_167, adj_217, adj_218);
                    wp::adj_mul(var_215, var_216, adj_215, adj_216, adj_217);
                    wp::adj_normalize(var_214, var_215, adj_214, adj_215);
                    wp::adj_mul(var_209, var_213, adj_209, adj_213, adj_214);
                    wp::adj_sub(var_5, var_212, adj_5, adj_212, adj_213);
                    wp::adj_vec_t(var_210, var_211, adj_210, adj_211, adj_212);
                    wp::adj_where(var_206, var_207, var_208, adj_206, adj_207, adj_208, adj_209);
                    // adj: v2 = v2 + wp.normalize((wp.where(1.5 <= -0.11, 0.383, 0.983) * (v1 - wp.vec2(0.5, 0.74)))) * 0.18  <L 34>
                }
                if (var_171) {
                    wp::adj_add(var_180, var_202, adj_180, adj_202, adj_203);
                    wp::adj_mul(var_200, var_201, adj_200, adj_201, adj_202);
                    wp::adj_normalize(var_199, var_200, adj_199, adj_200);
                    wp::adj_mul(var_197, var_198, adj_197, adj_198, adj_199);
                    wp::adj_where(var_190, var_193, var_196, adj_190, adj_193, adj_196, adj_197);
                    wp::adj_vec_t(var_194, var_195, adj_194, adj_195, adj_196);
                    wp::adj_vec_t(var_191, var_192, adj_191, adj_192, adj_193);
                    // adj: v0 = v0 + wp.normalize((wp.where(0.1 >= 0.79, wp.vec2(0.18, -0.2), wp.vec2(1.79, 0.8)) * -0.38)) * 0.47  <L 32>
                    wp::adj_add(var_167, var_186, adj_167, adj_186, adj_187);
                    wp::adj_mul(var_184, var_185, adj_184, adj_185, adj_186);
                    wp::adj_normalize(var_183, var_184, adj_183, adj_184);
                    wp::adj_vec_t(var_181, var_182, adj_181, adj_182, adj_183);
                    // adj: v2 = v2 + wp.normalize(wp.vec2(-0.78, -0.6)) * 1.52               <L 31>
                    wp::adj_add(var_36, var_179, adj_36, adj_179, adj_180);
                    wp::adj_mul(var_177, var_178, adj_177, adj_178, adj_179);
                    wp::adj_normalize(var_176, var_177, adj_176, adj_177);
                    wp::adj_max(var_175, var_167, adj_175, adj_167, adj_176);
                    wp::adj_where(var_174, var_5, var_5, adj_174, adj_5, adj_5, adj_175);
                    // adj: v0 = v0 + wp.normalize(wp.max(wp.where(-0.4 > -1.751, v1, v1), v2)) * 1.64  <L 30>
                }
                wp::adj_extract(var_36, var_168, adj_36, adj_168, adj_169);
                // adj: if v0[1] <= -1.61:                                                    <L 29>
                wp::adj_add(var_8, var_166, adj_8, adj_166, adj_167);
                wp::adj_mul(var_164, var_165, adj_164, adj_165, adj_166);
                wp::adj_normalize(var_163, var_164, adj_163, adj_164);
                wp::adj_vec_t(var_156, var_162, adj_156, adj_162, adj_163);
                wp::adj_div(var_157, var_161, var_162, adj_157, adj_161, adj_162);
                wp::adj_add(var_159, var_160, adj_159, adj_160, adj_161);
                wp::adj_abs(var_158, adj_158, adj_159);
                wp::adj_extract(var_5, var_155, adj_5, adj_155, adj_156);
                // adj: v2 = v2 + wp.normalize(wp.vec2(v1[1], (0.313 / (wp.abs(1.55) + 1.0)))) * 0.35  <L 28>
            }
            if (var_41) {
                wp::adj_where(var_64, var_8, var_151, adj_64, adj_8, adj_151, adj_154);
                wp::adj_where(var_64, var_97, var_56, adj_64, adj_97, adj_56, adj_153);
                wp::adj_where(var_64, var_83, var_150, adj_64, adj_83, adj_150, adj_152);
                if (!var_64) {
                    wp::adj_where(var_98, var_8, var_149, adj_98, adj_8, adj_149, adj_151);
                    wp::adj_where(var_98, var_114, var_148, adj_98, adj_114, adj_148, adj_150);
                    if (!var_98) {
                        wp::adj_where(var_130, var_147, var_8, adj_130, adj_147, adj_8, adj_149);
                        wp::adj_where(var_130, var_142, var_36, adj_130, adj_142, adj_36, adj_148);
                        if (var_130) {
                            wp::adj_add(var_8, var_146, adj_8, adj_146, adj_147);
                            wp::adj_mul(var_144, var_145, adj_144, adj_145, adj_146);
                            wp::adj_normalize(var_143, var_144, adj_143, adj_144);
                            wp::adj_normalize(var_56, var_143, adj_56, adj_143);
                            // adj: v2 = v2 + wp.normalize(wp.normalize(v1)) * 0.48           <L 26>
                            wp::adj_add(var_36, var_141, adj_36, adj_141, adj_142);
                            wp::adj_mul(var_139, var_140, adj_139, adj_140, adj_141);
                            wp::adj_normalize(var_138, var_139, adj_138, adj_139);
                            wp::adj_normalize(var_137, var_138, adj_137, adj_138);
                            wp::adj_where(var_133, var_56, var_136, adj_133, adj_56, adj_136, adj_137);
                            wp::adj_vec_t(var_134, var_135, adj_134, adj_135, adj_136);
                            // adj: v0 = v0 + wp.normalize(wp.normalize(wp.where(1.4 > -1.92, v1, wp.vec2(-1.493, 0.7)))) * 0.84  <L 25>
                        }
                        wp::adj_dot(var_36, var_56, adj_36, adj_56, adj_129);
                        wp::adj_exp(var_127, var_128, adj_127, adj_128);
                        wp::adj_clamp(var_124, var_125, var_126, adj_124, adj_125, adj_126, adj_127);
                        // adj: elif wp.exp(wp.clamp(1.9, -4.0, 4.0)) <= wp.dot(v0, v1):      <L 24>
                    }
                    if (var_98) {
                        wp::adj_copy(var_56, adj_56, adj_123);
                        // adj: v4 = v1                                                       <L 23>
                        wp::adj_add(var_118, var_121, adj_118, adj_121, adj_122);
                        wp::adj_vec_t(var_119, var_120, adj_119, adj_120, adj_121);
                        wp::adj_length_sq(var_8, adj_8, adj_119);
                        wp::adj_mul(var_115, var_117, adj_115, adj_117, adj_118);
                        wp::adj_mul(var_56, var_116, adj_56, adj_116, adj_117);
                        // adj: v3 = ((0.668 * (v1 * 0.6)) + wp.vec2(wp.length_sq(v2), -0.704))  <L 22>
                        wp::adj_add(var_36, var_113, adj_36, adj_113, adj_114);
                        wp::adj_mul(var_111, var_112, adj_111, adj_112, adj_113);
                        wp::adj_normalize(var_110, var_111, adj_110, adj_111);
                        wp::adj_add(var_8, var_109, adj_8, adj_109, adj_110);
                        wp::adj_mul(var_105, var_108, adj_105, adj_108, adj_109);
                        wp::adj_vec_t(var_106, var_107, adj_106, adj_107, adj_108);
                        // adj: v0 = v0 + wp.normalize((v2 + (1.624 * wp.vec2(1.536, -1.0)))) * 1.1  <L 21>
                    }
                    if (var_98) {
                    }
                    // adj: elif (-0.18 > -0.8) and (0.5 <= 1.19):                            <L 20>
                }
                if (var_64) {
                    wp::adj_add(var_77, var_96, adj_77, adj_96, adj_97);
                    wp::adj_mul(var_94, var_95, adj_94, adj_95, adj_96);
                    wp::adj_normalize(var_93, var_94, adj_93, adj_94);
                    wp::adj_sub(var_85, var_92, adj_85, adj_92, adj_93);
                    wp::adj_where(var_88, var_91, var_8, adj_88, adj_91, adj_8, adj_92);
                    wp::adj_vec_t(var_89, var_90, adj_89, adj_90, adj_91);
                    wp::adj_mul(var_84, var_77, adj_84, adj_77, adj_85);
                    // adj: v1 = v1 + wp.normalize(((0.995 * v1) - wp.where(0.66 >= -2.0, wp.vec2(0.9, 0.7), v2))) * 1.72  <L 19>
                    wp::adj_add(var_36, var_82, adj_36, adj_82, adj_83);
                    wp::adj_mul(var_80, var_81, adj_80, adj_81, adj_82);
                    wp::adj_normalize(var_79, var_80, adj_79, adj_80);
                    wp::adj_normalize(var_78, var_79, adj_78, adj_79);
                    wp::adj_sub(var_8, var_77, adj_8, adj_77, adj_78);
                    // adj: v0 = v0 + wp.normalize(wp.normalize((v2 - v1))) * 0.31            <L 18>
                    wp::adj_add(var_56, var_76, adj_56, adj_76, adj_77);
                    wp::adj_mul(var_73, var_75, adj_73, adj_75, adj_76);
                    wp::adj_normalize(var_74, var_73, adj_72, adj_73);
                    wp::adj_address(var_x2, var_71, adj_x2, adj_71, adj_72);
                    wp::adj_mod(var_66, var_69, adj_66, adj_69, adj_71);
                    adj_x2.shape = adj_67;
                    wp::adj_add(var_0, var_65, adj_0, adj_65, adj_66);
                    // adj: v1 = v1 + wp.normalize(x2[(tid + 5) % x2.shape[0]]) * 1.38        <L 17>
                }
                wp::adj_div(var_57, var_61, var_62, adj_57, adj_61, adj_62);
                wp::adj_add(var_59, var_60, adj_59, adj_60, adj_61);
                wp::adj_abs(var_58, adj_58, adj_59);
                // adj: if (-0.13 / (wp.abs(0.02) + 1.0)) >= -1.58:                           <L 16>
                wp::adj_add(var_5, var_55, adj_5, adj_55, adj_56);
                wp::adj_mul(var_53, var_54, adj_53, adj_54, adj_55);
                wp::adj_normalize(var_52, var_53, adj_52, adj_53);
                wp::adj_mul(var_45, var_51, adj_45, adj_51, adj_52);
                wp::adj_div(var_46, var_50, var_51, adj_46, adj_50, adj_51);
                wp::adj_add(var_48, var_49, adj_48, adj_49, adj_50);
                wp::adj_abs(var_47, adj_47, adj_48);
                wp::adj_add(var_8, var_44, adj_8, adj_44, adj_45);
                wp::adj_vec_t(var_42, var_43, adj_42, adj_43, adj_44);
                // adj: v1 = v1 + wp.normalize(((v2 + wp.vec2(0.94, -1.1)) * (0.1 / (wp.abs(1.8) + 1.0)))) * 0.92  <L 15>
            }
            wp::adj_sub(var_38, var_39, adj_38, adj_39, adj_40);
            // adj: if -0.1 < (0.14 - -1.84):                                                 <L 14>
            wp::adj_add(var_2, var_35, adj_2, adj_35, adj_36);
            wp::adj_mul(var_33, var_34, adj_33, adj_34, adj_35);
            wp::adj_normalize(var_32, var_33, adj_32, adj_33);
            wp::adj_add(var_8, var_31, adj_8, adj_31, adj_32);
            wp::adj_vec_t(var_29, var_30, adj_29, adj_30, adj_31);
            // adj: v0 = v0 + wp.normalize((v2 + wp.vec2(-1.353, -1.25))) * 1.5               <L 13>
        }
        wp::adj_mod(var_24, var_25, adj_24, adj_25, adj_26);
        wp::adj_add(var_23, var_0, adj_23, adj_0, adj_24);
        // adj: elif ((6 + tid)) % 2 == 1:                                                    <L 12>
    }
    if (var_14) {
        wp::adj_add(var_2, var_21, adj_2, adj_21, adj_22);
        wp::adj_mul(var_19, var_20, adj_19, adj_20, adj_21);
        wp::adj_normalize(var_18, var_19, adj_18, adj_19);
        wp::adj_mul(var_17, var_2, adj_17, adj_2, adj_18);
        wp::adj_mul(var_15, var_16, adj_15, adj_16, adj_17);
        // adj: v0 = v0 + wp.normalize(((1.4 * 1.91) * v0)) * 0.76                            <L 11>
    }
    wp::adj_add(var_11, var_12, adj_11, adj_12, adj_13);
    // adj: if 0.54 > (0.27 + -1.537):                                                        <L 10>
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
    // adj: def multi_conditional_000001(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=wp.vec2), out0: wp.array(dtype=float)):  <L 5>
    return;
}



struct multi_conditional_000001_6a7c712c_cpu_block_payload_forward
{
    wp_args_multi_conditional_000001_6a7c712c* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void multi_conditional_000001_6a7c712c_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    multi_conditional_000001_6a7c712c_cpu_block_payload_forward* payload = (multi_conditional_000001_6a7c712c_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    multi_conditional_000001_6a7c712c_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void multi_conditional_000001_6a7c712c_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_multi_conditional_000001_6a7c712c *_wp_args)
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
        multi_conditional_000001_6a7c712c_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &multi_conditional_000001_6a7c712c_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct multi_conditional_000001_6a7c712c_cpu_block_payload_backward
{
    wp_args_multi_conditional_000001_6a7c712c* args;
    wp_args_multi_conditional_000001_6a7c712c* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void multi_conditional_000001_6a7c712c_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    multi_conditional_000001_6a7c712c_cpu_block_payload_backward* payload = (multi_conditional_000001_6a7c712c_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    multi_conditional_000001_6a7c712c_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void multi_conditional_000001_6a7c712c_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_multi_conditional_000001_6a7c712c *_wp_args,
    wp_args_multi_conditional_000001_6a7c712c *_wp_adj_args)
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
        multi_conditional_000001_6a7c712c_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &multi_conditional_000001_6a7c712c_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

