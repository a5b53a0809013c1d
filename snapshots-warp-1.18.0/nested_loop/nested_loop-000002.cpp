// Generated for case nested_loop-000002 with warp-lang 1.18.0. Do not edit.
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


// nested_loop-000002.py:6
static wp::float32 nested_loop_000002_f0_0(
    wp::vec_t<2, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx)
{
    //---------
    // primal vars
    wp::shape_t* var_0;
    const wp::int32 var_1 = 0;
    wp::int32 var_2;
    wp::shape_t var_3;
    wp::int32 var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 1.0;
    wp::float32 var_13;
    wp::float32 var_14;
    //---------
    // forward
    // def nested_loop_000002_f0(p0: wp.vec2, p1: float, arr: wp.array[float], idx: int) -> float:       <L 7>
    // v0 = arr[idx % arr.shape[0]]                                                           <L 8>
    var_0 = &(var_arr.shape);
    var_3 = wp::load(var_0);
    var_2 = wp::extract(var_3, var_1);
    var_4 = wp::mod(var_idx, var_2);
    var_5 = wp::address(var_arr, var_4);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // v1 = p1                                                                                <L 9>
    var_8 = wp::copy(var_p1);
    // return (float(idx) / (wp.abs(wp.dot(p0, p0)) + 1.0))                                   <L 10>
    var_9 = wp::float(var_idx);
    var_10 = wp::dot(var_p0, var_p0);
    var_11 = wp::abs(var_10);
    var_13 = wp::add(var_11, var_12);
    var_14 = wp::div(var_9, var_13);
    return var_14;
}


// nested_loop-000002.py:6
static void adj_nested_loop_000002_f0_0(
    wp::vec_t<2, wp::float32> var_p0,
    wp::float32 var_p1,
    wp::array_t<wp::float32> var_arr,
    wp::int32 var_idx,
    wp::vec_t<2, wp::float32> & adj_p0,
    wp::float32 & adj_p1,
    wp::array_t<wp::float32> & adj_arr,
    wp::int32 & adj_idx,
    wp::float32 & adj_ret)
{
	// reverse mode disabled (no backward-enabled kernel depends on this function)
}

struct wp_args_nested_loop_000002_689b6743 {
    wp::array_t<wp::float32> particle_phases;
    wp::array_t<wp::float32> particle_lengths;
    wp::float32 dt;
    wp::int32 n;
    wp::array_t<wp::vec_t<2, wp::float32>> particle_uv_out;
    wp::array_t<wp::vec_t<2, wp::float32>> particle_gradients;
};


void nested_loop_000002_689b6743_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_nested_loop_000002_689b6743 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_particle_phases = _wp_args->particle_phases;
    wp::array_t<wp::float32> var_particle_lengths = _wp_args->particle_lengths;
    wp::float32 var_dt = _wp_args->dt;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::vec_t<2, wp::float32>> var_particle_uv_out = _wp_args->particle_uv_out;
    wp::array_t<wp::vec_t<2, wp::float32>> var_particle_gradients = _wp_args->particle_gradients;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::shape_t* var_1;
    const wp::int32 var_2 = 0;
    wp::int32 var_3;
    wp::shape_t var_4;
    bool var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32* var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 0;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::int32 var_15 = 1;
    wp::float32 var_16;
    wp::float32 var_17;
    const wp::int32 var_18 = 2;
    wp::float32 var_19;
    wp::float32 var_20;
    const wp::int32 var_21 = 0;
    const wp::float32 var_22 = 1.811;
    wp::float32 var_23;
    wp::float32 var_24;
    const wp::int32 var_25 = 0;
    const wp::float32 var_26 = 0.5;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    const wp::float32 var_31 = 0.5;
    wp::float32 var_32;
    const wp::float32 var_33 = 1.64;
    const wp::float32 var_34 = 1.8;
    wp::vec_t<2, wp::float32> var_35;
    const wp::float32 var_36 = 1.77;
    const wp::float32 var_37 = 0.7;
    wp::vec_t<2, wp::float32> var_38;
    const wp::float32 var_39 = 1.447;
    const wp::float32 var_40 = -1.681;
    wp::vec_t<2, wp::float32> var_41;
    wp::vec_t<2, wp::float32> var_42;
    wp::float32 var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    const wp::float32 var_46 = 0.5;
    wp::float32 var_47;
    const wp::float32 var_48 = 0.49;
    wp::float32 var_49;
    wp::float32 var_50;
    const wp::int32 var_51 = 1;
    const wp::float32 var_52 = 0.5;
    wp::float32 var_53;
    wp::float32 var_54;
    wp::float32 var_55;
    wp::float32 var_56;
    const wp::float32 var_57 = 0.5;
    wp::float32 var_58;
    const wp::float32 var_59 = 1.64;
    const wp::float32 var_60 = 1.8;
    wp::vec_t<2, wp::float32> var_61;
    const wp::float32 var_62 = 1.77;
    const wp::float32 var_63 = 0.7;
    wp::vec_t<2, wp::float32> var_64;
    const wp::float32 var_65 = 1.447;
    const wp::float32 var_66 = -1.681;
    wp::vec_t<2, wp::float32> var_67;
    wp::vec_t<2, wp::float32> var_68;
    wp::float32 var_69;
    wp::float32 var_70;
    wp::float32 var_71;
    const wp::float32 var_72 = 0.5;
    wp::float32 var_73;
    const wp::float32 var_74 = 0.49;
    wp::float32 var_75;
    wp::float32 var_76;
    const wp::int32 var_77 = 2;
    const wp::float32 var_78 = 0.5;
    wp::float32 var_79;
    wp::float32 var_80;
    wp::float32 var_81;
    wp::float32 var_82;
    const wp::float32 var_83 = 0.5;
    wp::float32 var_84;
    const wp::float32 var_85 = 1.64;
    const wp::float32 var_86 = 1.8;
    wp::vec_t<2, wp::float32> var_87;
    const wp::float32 var_88 = 1.77;
    const wp::float32 var_89 = 0.7;
    wp::vec_t<2, wp::float32> var_90;
    const wp::float32 var_91 = 1.447;
    const wp::float32 var_92 = -1.681;
    wp::vec_t<2, wp::float32> var_93;
    wp::vec_t<2, wp::float32> var_94;
    wp::float32 var_95;
    wp::float32 var_96;
    wp::float32 var_97;
    const wp::float32 var_98 = 0.5;
    wp::float32 var_99;
    const wp::float32 var_100 = 0.49;
    wp::float32 var_101;
    wp::float32 var_102;
    const wp::int32 var_103 = 1;
    const wp::float32 var_104 = 1.811;
    wp::float32 var_105;
    wp::float32 var_106;
    const wp::int32 var_107 = 0;
    const wp::float32 var_108 = 0.5;
    wp::float32 var_109;
    wp::float32 var_110;
    wp::float32 var_111;
    wp::float32 var_112;
    const wp::float32 var_113 = 0.5;
    wp::float32 var_114;
    const wp::float32 var_115 = 1.64;
    const wp::float32 var_116 = 1.8;
    wp::vec_t<2, wp::float32> var_117;
    const wp::float32 var_118 = 1.77;
    const wp::float32 var_119 = 0.7;
    wp::vec_t<2, wp::float32> var_120;
    const wp::float32 var_121 = 1.447;
    const wp::float32 var_122 = -1.681;
    wp::vec_t<2, wp::float32> var_123;
    wp::vec_t<2, wp::float32> var_124;
    wp::float32 var_125;
    wp::float32 var_126;
    wp::float32 var_127;
    const wp::float32 var_128 = 0.5;
    wp::float32 var_129;
    const wp::float32 var_130 = 0.49;
    wp::float32 var_131;
    wp::float32 var_132;
    const wp::int32 var_133 = 1;
    const wp::float32 var_134 = 0.5;
    wp::float32 var_135;
    wp::float32 var_136;
    wp::float32 var_137;
    wp::float32 var_138;
    const wp::float32 var_139 = 0.5;
    wp::float32 var_140;
    const wp::float32 var_141 = 1.64;
    const wp::float32 var_142 = 1.8;
    wp::vec_t<2, wp::float32> var_143;
    const wp::float32 var_144 = 1.77;
    const wp::float32 var_145 = 0.7;
    wp::vec_t<2, wp::float32> var_146;
    const wp::float32 var_147 = 1.447;
    const wp::float32 var_148 = -1.681;
    wp::vec_t<2, wp::float32> var_149;
    wp::vec_t<2, wp::float32> var_150;
    wp::float32 var_151;
    wp::float32 var_152;
    wp::float32 var_153;
    const wp::float32 var_154 = 0.5;
    wp::float32 var_155;
    const wp::float32 var_156 = 0.49;
    wp::float32 var_157;
    wp::float32 var_158;
    const wp::int32 var_159 = 2;
    const wp::float32 var_160 = 0.5;
    wp::float32 var_161;
    wp::float32 var_162;
    wp::float32 var_163;
    wp::float32 var_164;
    const wp::float32 var_165 = 0.5;
    wp::float32 var_166;
    const wp::float32 var_167 = 1.64;
    const wp::float32 var_168 = 1.8;
    wp::vec_t<2, wp::float32> var_169;
    const wp::float32 var_170 = 1.77;
    const wp::float32 var_171 = 0.7;
    wp::vec_t<2, wp::float32> var_172;
    const wp::float32 var_173 = 1.447;
    const wp::float32 var_174 = -1.681;
    wp::vec_t<2, wp::float32> var_175;
    wp::vec_t<2, wp::float32> var_176;
    wp::float32 var_177;
    wp::float32 var_178;
    wp::float32 var_179;
    const wp::float32 var_180 = 0.5;
    wp::float32 var_181;
    const wp::float32 var_182 = 0.49;
    wp::float32 var_183;
    wp::float32 var_184;
    const wp::int32 var_185 = 2;
    const wp::float32 var_186 = 1.811;
    wp::float32 var_187;
    wp::float32 var_188;
    const wp::int32 var_189 = 0;
    const wp::float32 var_190 = 0.5;
    wp::float32 var_191;
    wp::float32 var_192;
    wp::float32 var_193;
    wp::float32 var_194;
    const wp::float32 var_195 = 0.5;
    wp::float32 var_196;
    const wp::float32 var_197 = 1.64;
    const wp::float32 var_198 = 1.8;
    wp::vec_t<2, wp::float32> var_199;
    const wp::float32 var_200 = 1.77;
    const wp::float32 var_201 = 0.7;
    wp::vec_t<2, wp::float32> var_202;
    const wp::float32 var_203 = 1.447;
    const wp::float32 var_204 = -1.681;
    wp::vec_t<2, wp::float32> var_205;
    wp::vec_t<2, wp::float32> var_206;
    wp::float32 var_207;
    wp::float32 var_208;
    wp::float32 var_209;
    const wp::float32 var_210 = 0.5;
    wp::float32 var_211;
    const wp::float32 var_212 = 0.49;
    wp::float32 var_213;
    wp::float32 var_214;
    const wp::int32 var_215 = 1;
    const wp::float32 var_216 = 0.5;
    wp::float32 var_217;
    wp::float32 var_218;
    wp::float32 var_219;
    wp::float32 var_220;
    const wp::float32 var_221 = 0.5;
    wp::float32 var_222;
    const wp::float32 var_223 = 1.64;
    const wp::float32 var_224 = 1.8;
    wp::vec_t<2, wp::float32> var_225;
    const wp::float32 var_226 = 1.77;
    const wp::float32 var_227 = 0.7;
    wp::vec_t<2, wp::float32> var_228;
    const wp::float32 var_229 = 1.447;
    const wp::float32 var_230 = -1.681;
    wp::vec_t<2, wp::float32> var_231;
    wp::vec_t<2, wp::float32> var_232;
    wp::float32 var_233;
    wp::float32 var_234;
    wp::float32 var_235;
    const wp::float32 var_236 = 0.5;
    wp::float32 var_237;
    const wp::float32 var_238 = 0.49;
    wp::float32 var_239;
    wp::float32 var_240;
    const wp::int32 var_241 = 2;
    const wp::float32 var_242 = 0.5;
    wp::float32 var_243;
    wp::float32 var_244;
    wp::float32 var_245;
    wp::float32 var_246;
    const wp::float32 var_247 = 0.5;
    wp::float32 var_248;
    const wp::float32 var_249 = 1.64;
    const wp::float32 var_250 = 1.8;
    wp::vec_t<2, wp::float32> var_251;
    const wp::float32 var_252 = 1.77;
    const wp::float32 var_253 = 0.7;
    wp::vec_t<2, wp::float32> var_254;
    const wp::float32 var_255 = 1.447;
    const wp::float32 var_256 = -1.681;
    wp::vec_t<2, wp::float32> var_257;
    wp::vec_t<2, wp::float32> var_258;
    wp::float32 var_259;
    wp::float32 var_260;
    wp::float32 var_261;
    const wp::float32 var_262 = 0.5;
    wp::float32 var_263;
    const wp::float32 var_264 = 0.49;
    wp::float32 var_265;
    wp::float32 var_266;
    const wp::int32 var_267 = 3;
    const wp::float32 var_268 = 1.811;
    wp::float32 var_269;
    wp::float32 var_270;
    const wp::int32 var_271 = 0;
    const wp::float32 var_272 = 0.5;
    wp::float32 var_273;
    wp::float32 var_274;
    wp::float32 var_275;
    wp::float32 var_276;
    const wp::float32 var_277 = 0.5;
    wp::float32 var_278;
    const wp::float32 var_279 = 1.64;
    const wp::float32 var_280 = 1.8;
    wp::vec_t<2, wp::float32> var_281;
    const wp::float32 var_282 = 1.77;
    const wp::float32 var_283 = 0.7;
    wp::vec_t<2, wp::float32> var_284;
    const wp::float32 var_285 = 1.447;
    const wp::float32 var_286 = -1.681;
    wp::vec_t<2, wp::float32> var_287;
    wp::vec_t<2, wp::float32> var_288;
    wp::float32 var_289;
    wp::float32 var_290;
    wp::float32 var_291;
    const wp::float32 var_292 = 0.5;
    wp::float32 var_293;
    const wp::float32 var_294 = 0.49;
    wp::float32 var_295;
    wp::float32 var_296;
    const wp::int32 var_297 = 1;
    const wp::float32 var_298 = 0.5;
    wp::float32 var_299;
    wp::float32 var_300;
    wp::float32 var_301;
    wp::float32 var_302;
    const wp::float32 var_303 = 0.5;
    wp::float32 var_304;
    const wp::float32 var_305 = 1.64;
    const wp::float32 var_306 = 1.8;
    wp::vec_t<2, wp::float32> var_307;
    const wp::float32 var_308 = 1.77;
    const wp::float32 var_309 = 0.7;
    wp::vec_t<2, wp::float32> var_310;
    const wp::float32 var_311 = 1.447;
    const wp::float32 var_312 = -1.681;
    wp::vec_t<2, wp::float32> var_313;
    wp::vec_t<2, wp::float32> var_314;
    wp::float32 var_315;
    wp::float32 var_316;
    wp::float32 var_317;
    const wp::float32 var_318 = 0.5;
    wp::float32 var_319;
    const wp::float32 var_320 = 0.49;
    wp::float32 var_321;
    wp::float32 var_322;
    const wp::int32 var_323 = 2;
    const wp::float32 var_324 = 0.5;
    wp::float32 var_325;
    wp::float32 var_326;
    wp::float32 var_327;
    wp::float32 var_328;
    const wp::float32 var_329 = 0.5;
    wp::float32 var_330;
    const wp::float32 var_331 = 1.64;
    const wp::float32 var_332 = 1.8;
    wp::vec_t<2, wp::float32> var_333;
    const wp::float32 var_334 = 1.77;
    const wp::float32 var_335 = 0.7;
    wp::vec_t<2, wp::float32> var_336;
    const wp::float32 var_337 = 1.447;
    const wp::float32 var_338 = -1.681;
    wp::vec_t<2, wp::float32> var_339;
    wp::vec_t<2, wp::float32> var_340;
    wp::float32 var_341;
    wp::float32 var_342;
    wp::float32 var_343;
    const wp::float32 var_344 = 0.5;
    wp::float32 var_345;
    const wp::float32 var_346 = 0.49;
    wp::float32 var_347;
    wp::float32 var_348;
    const wp::int32 var_349 = 4;
    const wp::float32 var_350 = 1.811;
    wp::float32 var_351;
    wp::float32 var_352;
    const wp::int32 var_353 = 0;
    const wp::float32 var_354 = 0.5;
    wp::float32 var_355;
    wp::float32 var_356;
    wp::float32 var_357;
    wp::float32 var_358;
    const wp::float32 var_359 = 0.5;
    wp::float32 var_360;
    const wp::float32 var_361 = 1.64;
    const wp::float32 var_362 = 1.8;
    wp::vec_t<2, wp::float32> var_363;
    const wp::float32 var_364 = 1.77;
    const wp::float32 var_365 = 0.7;
    wp::vec_t<2, wp::float32> var_366;
    const wp::float32 var_367 = 1.447;
    const wp::float32 var_368 = -1.681;
    wp::vec_t<2, wp::float32> var_369;
    wp::vec_t<2, wp::float32> var_370;
    wp::float32 var_371;
    wp::float32 var_372;
    wp::float32 var_373;
    const wp::float32 var_374 = 0.5;
    wp::float32 var_375;
    const wp::float32 var_376 = 0.49;
    wp::float32 var_377;
    wp::float32 var_378;
    const wp::int32 var_379 = 1;
    const wp::float32 var_380 = 0.5;
    wp::float32 var_381;
    wp::float32 var_382;
    wp::float32 var_383;
    wp::float32 var_384;
    const wp::float32 var_385 = 0.5;
    wp::float32 var_386;
    const wp::float32 var_387 = 1.64;
    const wp::float32 var_388 = 1.8;
    wp::vec_t<2, wp::float32> var_389;
    const wp::float32 var_390 = 1.77;
    const wp::float32 var_391 = 0.7;
    wp::vec_t<2, wp::float32> var_392;
    const wp::float32 var_393 = 1.447;
    const wp::float32 var_394 = -1.681;
    wp::vec_t<2, wp::float32> var_395;
    wp::vec_t<2, wp::float32> var_396;
    wp::float32 var_397;
    wp::float32 var_398;
    wp::float32 var_399;
    const wp::float32 var_400 = 0.5;
    wp::float32 var_401;
    const wp::float32 var_402 = 0.49;
    wp::float32 var_403;
    wp::float32 var_404;
    const wp::int32 var_405 = 2;
    const wp::float32 var_406 = 0.5;
    wp::float32 var_407;
    wp::float32 var_408;
    wp::float32 var_409;
    wp::float32 var_410;
    const wp::float32 var_411 = 0.5;
    wp::float32 var_412;
    const wp::float32 var_413 = 1.64;
    const wp::float32 var_414 = 1.8;
    wp::vec_t<2, wp::float32> var_415;
    const wp::float32 var_416 = 1.77;
    const wp::float32 var_417 = 0.7;
    wp::vec_t<2, wp::float32> var_418;
    const wp::float32 var_419 = 1.447;
    const wp::float32 var_420 = -1.681;
    wp::vec_t<2, wp::float32> var_421;
    wp::vec_t<2, wp::float32> var_422;
    wp::float32 var_423;
    wp::float32 var_424;
    wp::float32 var_425;
    const wp::float32 var_426 = 0.5;
    wp::float32 var_427;
    const wp::float32 var_428 = 0.49;
    wp::float32 var_429;
    wp::float32 var_430;
    const wp::int32 var_431 = 5;
    const wp::float32 var_432 = 1.811;
    wp::float32 var_433;
    wp::float32 var_434;
    const wp::int32 var_435 = 0;
    const wp::float32 var_436 = 0.5;
    wp::float32 var_437;
    wp::float32 var_438;
    wp::float32 var_439;
    wp::float32 var_440;
    const wp::float32 var_441 = 0.5;
    wp::float32 var_442;
    const wp::float32 var_443 = 1.64;
    const wp::float32 var_444 = 1.8;
    wp::vec_t<2, wp::float32> var_445;
    const wp::float32 var_446 = 1.77;
    const wp::float32 var_447 = 0.7;
    wp::vec_t<2, wp::float32> var_448;
    const wp::float32 var_449 = 1.447;
    const wp::float32 var_450 = -1.681;
    wp::vec_t<2, wp::float32> var_451;
    wp::vec_t<2, wp::float32> var_452;
    wp::float32 var_453;
    wp::float32 var_454;
    wp::float32 var_455;
    const wp::float32 var_456 = 0.5;
    wp::float32 var_457;
    const wp::float32 var_458 = 0.49;
    wp::float32 var_459;
    wp::float32 var_460;
    const wp::int32 var_461 = 1;
    const wp::float32 var_462 = 0.5;
    wp::float32 var_463;
    wp::float32 var_464;
    wp::float32 var_465;
    wp::float32 var_466;
    const wp::float32 var_467 = 0.5;
    wp::float32 var_468;
    const wp::float32 var_469 = 1.64;
    const wp::float32 var_470 = 1.8;
    wp::vec_t<2, wp::float32> var_471;
    const wp::float32 var_472 = 1.77;
    const wp::float32 var_473 = 0.7;
    wp::vec_t<2, wp::float32> var_474;
    const wp::float32 var_475 = 1.447;
    const wp::float32 var_476 = -1.681;
    wp::vec_t<2, wp::float32> var_477;
    wp::vec_t<2, wp::float32> var_478;
    wp::float32 var_479;
    wp::float32 var_480;
    wp::float32 var_481;
    const wp::float32 var_482 = 0.5;
    wp::float32 var_483;
    const wp::float32 var_484 = 0.49;
    wp::float32 var_485;
    wp::float32 var_486;
    const wp::int32 var_487 = 2;
    const wp::float32 var_488 = 0.5;
    wp::float32 var_489;
    wp::float32 var_490;
    wp::float32 var_491;
    wp::float32 var_492;
    const wp::float32 var_493 = 0.5;
    wp::float32 var_494;
    const wp::float32 var_495 = 1.64;
    const wp::float32 var_496 = 1.8;
    wp::vec_t<2, wp::float32> var_497;
    const wp::float32 var_498 = 1.77;
    const wp::float32 var_499 = 0.7;
    wp::vec_t<2, wp::float32> var_500;
    const wp::float32 var_501 = 1.447;
    const wp::float32 var_502 = -1.681;
    wp::vec_t<2, wp::float32> var_503;
    wp::vec_t<2, wp::float32> var_504;
    wp::float32 var_505;
    wp::float32 var_506;
    wp::float32 var_507;
    const wp::float32 var_508 = 0.5;
    wp::float32 var_509;
    const wp::float32 var_510 = 0.49;
    wp::float32 var_511;
    wp::float32 var_512;
    const wp::float32 var_513 = 1.32;
    const wp::float32 var_514 = 0.001;
    wp::vec_t<2, wp::float32> var_515;
    const wp::float32 var_516 = 0.69;
    const wp::float32 var_517 = -1.367;
    wp::vec_t<2, wp::float32> var_518;
    wp::vec_t<2, wp::float32> var_519;
    const wp::int32 var_520 = 5;
    wp::int32 var_521;
    wp::float32 var_522;
    const wp::float32 var_523 = 0.81;
    const wp::float32 var_524 = -1.659;
    wp::vec_t<2, wp::float32> var_525;
    wp::float32 var_526;
    wp::vec_t<2, wp::float32> var_527;
    wp::vec_t<2, wp::float32> var_528;
    const wp::float32 var_529 = 1.102;
    const wp::float32 var_530 = -1.266;
    wp::vec_t<2, wp::float32> var_531;
    wp::float32 var_532;
    wp::vec_t<2, wp::float32> var_533;
    wp::vec_t<2, wp::float32> var_534;
    //---------
    // forward
    // def nested_loop_000002(particle_phases: wp.array[float], particle_lengths: wp.array[float], dt: float, n: int, particle_uv_out: wp.array[wp.vec2], particle_gradients: wp.array[wp.vec2]):       <L 14>
    // tid = wp.tid()  # this thread's element                                                <L 16>
    var_0 = builtin_tid1d();
    // if tid >= particle_gradients.shape[0]:                                                 <L 17>
    var_1 = &(var_particle_gradients.shape);
    var_4 = wp::load(var_1);
    var_3 = wp::extract(var_4, var_2);
    var_5 = (var_0 >= var_3);
    if (var_5) {
        // return  # past the end of the arrays                                               <L 18>
        return;
    }
    // v2 = particle_phases[tid]                                                              <L 19>
    var_6 = wp::address(var_particle_phases, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::copy(var_8);
    // v3 = particle_lengths[tid]                                                             <L 20>
    var_9 = wp::address(var_particle_lengths, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::copy(var_11);
    // for j4 in range(3):                                                                    <L 21>
    // v2 = v2 + wp.tanh(dt)                                                                  <L 22>
    var_13 = wp::tanh(var_dt);
    var_14 = wp::add(var_7, var_13);
    var_16 = wp::tanh(var_dt);
    var_17 = wp::add(var_14, var_16);
    var_19 = wp::tanh(var_dt);
    var_20 = wp::add(var_17, var_19);
    // for j5 in range(6):                                                                    <L 23>
    // v3 = v3 + wp.tanh(1.811)                                                               <L 24>
    var_23 = wp::tanh(var_22);
    var_24 = wp::add(var_10, var_23);
    // for j6 in range(3):                                                                    <L 25>
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_27 = wp::mul(var_20, var_26);
    var_28 = wp::mul(var_dt, var_dt);
    var_29 = wp::tanh(var_28);
    var_30 = wp::add(var_27, var_29);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_32 = wp::mul(var_30, var_31);
    var_35 = wp::vec_t<2, wp::float32>(var_33, var_34);
    var_38 = wp::vec_t<2, wp::float32>(var_36, var_37);
    var_41 = wp::vec_t<2, wp::float32>(var_39, var_40);
    var_42 = wp::lerp(var_38, var_41, var_dt);
    var_43 = wp::dot(var_35, var_42);
    var_44 = wp::tanh(var_43);
    var_45 = wp::add(var_32, var_44);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_47 = wp::mul(var_dt, var_46);
    var_49 = wp::tanh(var_48);
    var_50 = wp::add(var_47, var_49);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_53 = wp::mul(var_45, var_52);
    var_54 = wp::mul(var_50, var_50);
    var_55 = wp::tanh(var_54);
    var_56 = wp::add(var_53, var_55);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_58 = wp::mul(var_56, var_57);
    var_61 = wp::vec_t<2, wp::float32>(var_59, var_60);
    var_64 = wp::vec_t<2, wp::float32>(var_62, var_63);
    var_67 = wp::vec_t<2, wp::float32>(var_65, var_66);
    var_68 = wp::lerp(var_64, var_67, var_50);
    var_69 = wp::dot(var_61, var_68);
    var_70 = wp::tanh(var_69);
    var_71 = wp::add(var_58, var_70);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_73 = wp::mul(var_50, var_72);
    var_75 = wp::tanh(var_74);
    var_76 = wp::add(var_73, var_75);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_79 = wp::mul(var_71, var_78);
    var_80 = wp::mul(var_76, var_76);
    var_81 = wp::tanh(var_80);
    var_82 = wp::add(var_79, var_81);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_84 = wp::mul(var_82, var_83);
    var_87 = wp::vec_t<2, wp::float32>(var_85, var_86);
    var_90 = wp::vec_t<2, wp::float32>(var_88, var_89);
    var_93 = wp::vec_t<2, wp::float32>(var_91, var_92);
    var_94 = wp::lerp(var_90, var_93, var_76);
    var_95 = wp::dot(var_87, var_94);
    var_96 = wp::tanh(var_95);
    var_97 = wp::add(var_84, var_96);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_99 = wp::mul(var_76, var_98);
    var_101 = wp::tanh(var_100);
    var_102 = wp::add(var_99, var_101);
    // v3 = v3 + wp.tanh(1.811)                                                               <L 24>
    var_105 = wp::tanh(var_104);
    var_106 = wp::add(var_24, var_105);
    // for j6 in range(3):                                                                    <L 25>
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_109 = wp::mul(var_97, var_108);
    var_110 = wp::mul(var_102, var_102);
    var_111 = wp::tanh(var_110);
    var_112 = wp::add(var_109, var_111);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_114 = wp::mul(var_112, var_113);
    var_117 = wp::vec_t<2, wp::float32>(var_115, var_116);
    var_120 = wp::vec_t<2, wp::float32>(var_118, var_119);
    var_123 = wp::vec_t<2, wp::float32>(var_121, var_122);
    var_124 = wp::lerp(var_120, var_123, var_102);
    var_125 = wp::dot(var_117, var_124);
    var_126 = wp::tanh(var_125);
    var_127 = wp::add(var_114, var_126);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_129 = wp::mul(var_102, var_128);
    var_131 = wp::tanh(var_130);
    var_132 = wp::add(var_129, var_131);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_135 = wp::mul(var_127, var_134);
    var_136 = wp::mul(var_132, var_132);
    var_137 = wp::tanh(var_136);
    var_138 = wp::add(var_135, var_137);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_140 = wp::mul(var_138, var_139);
    var_143 = wp::vec_t<2, wp::float32>(var_141, var_142);
    var_146 = wp::vec_t<2, wp::float32>(var_144, var_145);
    var_149 = wp::vec_t<2, wp::float32>(var_147, var_148);
    var_150 = wp::lerp(var_146, var_149, var_132);
    var_151 = wp::dot(var_143, var_150);
    var_152 = wp::tanh(var_151);
    var_153 = wp::add(var_140, var_152);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_155 = wp::mul(var_132, var_154);
    var_157 = wp::tanh(var_156);
    var_158 = wp::add(var_155, var_157);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_161 = wp::mul(var_153, var_160);
    var_162 = wp::mul(var_158, var_158);
    var_163 = wp::tanh(var_162);
    var_164 = wp::add(var_161, var_163);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_166 = wp::mul(var_164, var_165);
    var_169 = wp::vec_t<2, wp::float32>(var_167, var_168);
    var_172 = wp::vec_t<2, wp::float32>(var_170, var_171);
    var_175 = wp::vec_t<2, wp::float32>(var_173, var_174);
    var_176 = wp::lerp(var_172, var_175, var_158);
    var_177 = wp::dot(var_169, var_176);
    var_178 = wp::tanh(var_177);
    var_179 = wp::add(var_166, var_178);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_181 = wp::mul(var_158, var_180);
    var_183 = wp::tanh(var_182);
    var_184 = wp::add(var_181, var_183);
    // v3 = v3 + wp.tanh(1.811)                                                               <L 24>
    var_187 = wp::tanh(var_186);
    var_188 = wp::add(var_106, var_187);
    // for j6 in range(3):                                                                    <L 25>
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_191 = wp::mul(var_179, var_190);
    var_192 = wp::mul(var_184, var_184);
    var_193 = wp::tanh(var_192);
    var_194 = wp::add(var_191, var_193);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_196 = wp::mul(var_194, var_195);
    var_199 = wp::vec_t<2, wp::float32>(var_197, var_198);
    var_202 = wp::vec_t<2, wp::float32>(var_200, var_201);
    var_205 = wp::vec_t<2, wp::float32>(var_203, var_204);
    var_206 = wp::lerp(var_202, var_205, var_184);
    var_207 = wp::dot(var_199, var_206);
    var_208 = wp::tanh(var_207);
    var_209 = wp::add(var_196, var_208);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_211 = wp::mul(var_184, var_210);
    var_213 = wp::tanh(var_212);
    var_214 = wp::add(var_211, var_213);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_217 = wp::mul(var_209, var_216);
    var_218 = wp::mul(var_214, var_214);
    var_219 = wp::tanh(var_218);
    var_220 = wp::add(var_217, var_219);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_222 = wp::mul(var_220, var_221);
    var_225 = wp::vec_t<2, wp::float32>(var_223, var_224);
    var_228 = wp::vec_t<2, wp::float32>(var_226, var_227);
    var_231 = wp::vec_t<2, wp::float32>(var_229, var_230);
    var_232 = wp::lerp(var_228, var_231, var_214);
    var_233 = wp::dot(var_225, var_232);
    var_234 = wp::tanh(var_233);
    var_235 = wp::add(var_222, var_234);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_237 = wp::mul(var_214, var_236);
    var_239 = wp::tanh(var_238);
    var_240 = wp::add(var_237, var_239);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_243 = wp::mul(var_235, var_242);
    var_244 = wp::mul(var_240, var_240);
    var_245 = wp::tanh(var_244);
    var_246 = wp::add(var_243, var_245);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_248 = wp::mul(var_246, var_247);
    var_251 = wp::vec_t<2, wp::float32>(var_249, var_250);
    var_254 = wp::vec_t<2, wp::float32>(var_252, var_253);
    var_257 = wp::vec_t<2, wp::float32>(var_255, var_256);
    var_258 = wp::lerp(var_254, var_257, var_240);
    var_259 = wp::dot(var_251, var_258);
    var_260 = wp::tanh(var_259);
    var_261 = wp::add(var_248, var_260);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_263 = wp::mul(var_240, var_262);
    var_265 = wp::tanh(var_264);
    var_266 = wp::add(var_263, var_265);
    // v3 = v3 + wp.tanh(1.811)                                                               <L 24>
    var_269 = wp::tanh(var_268);
    var_270 = wp::add(var_188, var_269);
    // for j6 in range(3):                                                                    <L 25>
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_273 = wp::mul(var_261, var_272);
    var_274 = wp::mul(var_266, var_266);
    var_275 = wp::tanh(var_274);
    var_276 = wp::add(var_273, var_275);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_278 = wp::mul(var_276, var_277);
    var_281 = wp::vec_t<2, wp::float32>(var_279, var_280);
    var_284 = wp::vec_t<2, wp::float32>(var_282, var_283);
    var_287 = wp::vec_t<2, wp::float32>(var_285, var_286);
    var_288 = wp::lerp(var_284, var_287, var_266);
    var_289 = wp::dot(var_281, var_288);
    var_290 = wp::tanh(var_289);
    var_291 = wp::add(var_278, var_290);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_293 = wp::mul(var_266, var_292);
    var_295 = wp::tanh(var_294);
    var_296 = wp::add(var_293, var_295);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_299 = wp::mul(var_291, var_298);
    var_300 = wp::mul(var_296, var_296);
    var_301 = wp::tanh(var_300);
    var_302 = wp::add(var_299, var_301);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_304 = wp::mul(var_302, var_303);
    var_307 = wp::vec_t<2, wp::float32>(var_305, var_306);
    var_310 = wp::vec_t<2, wp::float32>(var_308, var_309);
    var_313 = wp::vec_t<2, wp::float32>(var_311, var_312);
    var_314 = wp::lerp(var_310, var_313, var_296);
    var_315 = wp::dot(var_307, var_314);
    var_316 = wp::tanh(var_315);
    var_317 = wp::add(var_304, var_316);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_319 = wp::mul(var_296, var_318);
    var_321 = wp::tanh(var_320);
    var_322 = wp::add(var_319, var_321);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_325 = wp::mul(var_317, var_324);
    var_326 = wp::mul(var_322, var_322);
    var_327 = wp::tanh(var_326);
    var_328 = wp::add(var_325, var_327);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_330 = wp::mul(var_328, var_329);
    var_333 = wp::vec_t<2, wp::float32>(var_331, var_332);
    var_336 = wp::vec_t<2, wp::float32>(var_334, var_335);
    var_339 = wp::vec_t<2, wp::float32>(var_337, var_338);
    var_340 = wp::lerp(var_336, var_339, var_322);
    var_341 = wp::dot(var_333, var_340);
    var_342 = wp::tanh(var_341);
    var_343 = wp::add(var_330, var_342);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_345 = wp::mul(var_322, var_344);
    var_347 = wp::tanh(var_346);
    var_348 = wp::add(var_345, var_347);
    // v3 = v3 + wp.tanh(1.811)                                                               <L 24>
    var_351 = wp::tanh(var_350);
    var_352 = wp::add(var_270, var_351);
    // for j6 in range(3):                                                                    <L 25>
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_355 = wp::mul(var_343, var_354);
    var_356 = wp::mul(var_348, var_348);
    var_357 = wp::tanh(var_356);
    var_358 = wp::add(var_355, var_357);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_360 = wp::mul(var_358, var_359);
    var_363 = wp::vec_t<2, wp::float32>(var_361, var_362);
    var_366 = wp::vec_t<2, wp::float32>(var_364, var_365);
    var_369 = wp::vec_t<2, wp::float32>(var_367, var_368);
    var_370 = wp::lerp(var_366, var_369, var_348);
    var_371 = wp::dot(var_363, var_370);
    var_372 = wp::tanh(var_371);
    var_373 = wp::add(var_360, var_372);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_375 = wp::mul(var_348, var_374);
    var_377 = wp::tanh(var_376);
    var_378 = wp::add(var_375, var_377);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_381 = wp::mul(var_373, var_380);
    var_382 = wp::mul(var_378, var_378);
    var_383 = wp::tanh(var_382);
    var_384 = wp::add(var_381, var_383);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_386 = wp::mul(var_384, var_385);
    var_389 = wp::vec_t<2, wp::float32>(var_387, var_388);
    var_392 = wp::vec_t<2, wp::float32>(var_390, var_391);
    var_395 = wp::vec_t<2, wp::float32>(var_393, var_394);
    var_396 = wp::lerp(var_392, var_395, var_378);
    var_397 = wp::dot(var_389, var_396);
    var_398 = wp::tanh(var_397);
    var_399 = wp::add(var_386, var_398);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_401 = wp::mul(var_378, var_400);
    var_403 = wp::tanh(var_402);
    var_404 = wp::add(var_401, var_403);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_407 = wp::mul(var_399, var_406);
    var_408 = wp::mul(var_404, var_404);
    var_409 = wp::tanh(var_408);
    var_410 = wp::add(var_407, var_409);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_412 = wp::mul(var_410, var_411);
    var_415 = wp::vec_t<2, wp::float32>(var_413, var_414);
    var_418 = wp::vec_t<2, wp::float32>(var_416, var_417);
    var_421 = wp::vec_t<2, wp::float32>(var_419, var_420);
    var_422 = wp::lerp(var_418, var_421, var_404);
    var_423 = wp::dot(var_415, var_422);
    var_424 = wp::tanh(var_423);
    var_425 = wp::add(var_412, var_424);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_427 = wp::mul(var_404, var_426);
    var_429 = wp::tanh(var_428);
    var_430 = wp::add(var_427, var_429);
    // v3 = v3 + wp.tanh(1.811)                                                               <L 24>
    var_433 = wp::tanh(var_432);
    var_434 = wp::add(var_352, var_433);
    // for j6 in range(3):                                                                    <L 25>
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_437 = wp::mul(var_425, var_436);
    var_438 = wp::mul(var_430, var_430);
    var_439 = wp::tanh(var_438);
    var_440 = wp::add(var_437, var_439);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_442 = wp::mul(var_440, var_441);
    var_445 = wp::vec_t<2, wp::float32>(var_443, var_444);
    var_448 = wp::vec_t<2, wp::float32>(var_446, var_447);
    var_451 = wp::vec_t<2, wp::float32>(var_449, var_450);
    var_452 = wp::lerp(var_448, var_451, var_430);
    var_453 = wp::dot(var_445, var_452);
    var_454 = wp::tanh(var_453);
    var_455 = wp::add(var_442, var_454);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_457 = wp::mul(var_430, var_456);
    var_459 = wp::tanh(var_458);
    var_460 = wp::add(var_457, var_459);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_463 = wp::mul(var_455, var_462);
    var_464 = wp::mul(var_460, var_460);
    var_465 = wp::tanh(var_464);
    var_466 = wp::add(var_463, var_465);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_468 = wp::mul(var_466, var_467);
    var_471 = wp::vec_t<2, wp::float32>(var_469, var_470);
    var_474 = wp::vec_t<2, wp::float32>(var_472, var_473);
    var_477 = wp::vec_t<2, wp::float32>(var_475, var_476);
    var_478 = wp::lerp(var_474, var_477, var_460);
    var_479 = wp::dot(var_471, var_478);
    var_480 = wp::tanh(var_479);
    var_481 = wp::add(var_468, var_480);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_483 = wp::mul(var_460, var_482);
    var_485 = wp::tanh(var_484);
    var_486 = wp::add(var_483, var_485);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_489 = wp::mul(var_481, var_488);
    var_490 = wp::mul(var_486, var_486);
    var_491 = wp::tanh(var_490);
    var_492 = wp::add(var_489, var_491);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_494 = wp::mul(var_492, var_493);
    var_497 = wp::vec_t<2, wp::float32>(var_495, var_496);
    var_500 = wp::vec_t<2, wp::float32>(var_498, var_499);
    var_503 = wp::vec_t<2, wp::float32>(var_501, var_502);
    var_504 = wp::lerp(var_500, var_503, var_486);
    var_505 = wp::dot(var_497, var_504);
    var_506 = wp::tanh(var_505);
    var_507 = wp::add(var_494, var_506);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_509 = wp::mul(var_486, var_508);
    var_511 = wp::tanh(var_510);
    var_512 = wp::add(var_509, var_511);
    // v7 = nested_loop_000002_f0(wp.lerp(wp.vec2(1.32, 0.001), wp.vec2(0.69, -1.367), v2), dt, particle_lengths, (tid % 5))       <L 29>
    var_515 = wp::vec_t<2, wp::float32>(var_513, var_514);
    var_518 = wp::vec_t<2, wp::float32>(var_516, var_517);
    var_519 = wp::lerp(var_515, var_518, var_507);
    var_521 = wp::mod(var_0, var_520);
    var_522 = nested_loop_000002_f0_0(var_519, var_512, var_particle_lengths, var_521);
    // particle_uv_out[tid] = wp.vec2(0.81, -1.659) + wp.vec2(wp.sin(v7))                     <L 30>
    var_525 = wp::vec_t<2, wp::float32>(var_523, var_524);
    var_526 = wp::sin(var_522);
    var_527 = wp::vec_t<2, wp::float32>(var_526);
    var_528 = wp::add(var_525, var_527);
    wp::array_store(var_particle_uv_out, var_0, var_528);
    // particle_gradients[tid] = wp.vec2(1.102, -1.266) + wp.vec2(wp.sin(v3))                 <L 32>
    var_531 = wp::vec_t<2, wp::float32>(var_529, var_530);
    var_532 = wp::sin(var_434);
    var_533 = wp::vec_t<2, wp::float32>(var_532);
    var_534 = wp::add(var_531, var_533);
    wp::array_store(var_particle_gradients, var_0, var_534);
}



struct nested_loop_000002_689b6743_cpu_block_payload_forward
{
    wp_args_nested_loop_000002_689b6743* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void nested_loop_000002_689b6743_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    nested_loop_000002_689b6743_cpu_block_payload_forward* payload = (nested_loop_000002_689b6743_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    nested_loop_000002_689b6743_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void nested_loop_000002_689b6743_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_nested_loop_000002_689b6743 *_wp_args)
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
        nested_loop_000002_689b6743_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &nested_loop_000002_689b6743_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

