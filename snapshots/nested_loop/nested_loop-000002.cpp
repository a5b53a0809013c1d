// Generated for case nested_loop-000002 with warp-lang 1.19.0. Do not edit.
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
    wp::float32 var_15;
    wp::float32 var_16;
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
    // return (float(idx) / (wp.abs(wp.dot(p0, p0)) + 1.0)) + v0 + v1                         <L 10>
    var_9 = wp::float(var_idx);
    var_10 = wp::dot(var_p0, var_p0);
    var_11 = wp::abs(var_10);
    var_13 = wp::add(var_11, var_12);
    var_14 = wp::div(var_9, var_13);
    var_15 = wp::add(var_14, var_6);
    var_16 = wp::add(var_15, var_8);
    return var_16;
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

struct wp_args_nested_loop_000002_071d9c82 {
    wp::array_t<wp::float32> particle_phases;
    wp::array_t<wp::float32> particle_lengths;
    wp::float32 dt;
    wp::int32 n;
    wp::array_t<wp::vec_t<2, wp::float32>> particle_uv_out;
    wp::array_t<wp::vec_t<2, wp::float32>> particle_gradients;
    wp::int32 num_particles;
};


template <bool wp_linear_contiguous>
static void nested_loop_000002_071d9c82_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_nested_loop_000002_071d9c82 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_particle_phases = _wp_args->particle_phases;
    wp::array_t<wp::float32> var_particle_lengths = _wp_args->particle_lengths;
    wp::float32 var_dt = _wp_args->dt;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::vec_t<2, wp::float32>> var_particle_uv_out = _wp_args->particle_uv_out;
    wp::array_t<wp::vec_t<2, wp::float32>> var_particle_gradients = _wp_args->particle_gradients;
    wp::int32 var_num_particles = _wp_args->num_particles;
    //---------
    // primal vars
    wp::int32 var_0;
    bool var_1;
    wp::float32* var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::int32 var_8 = 0;
    wp::float32 var_9;
    wp::float32 var_10;
    const wp::int32 var_11 = 1;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::int32 var_14 = 2;
    wp::float32 var_15;
    wp::float32 var_16;
    const wp::int32 var_17 = 0;
    const wp::float32 var_18 = 1.811;
    wp::float32 var_19;
    wp::float32 var_20;
    const wp::int32 var_21 = 0;
    const wp::float32 var_22 = 0.5;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::float32 var_27 = 0.5;
    wp::float32 var_28;
    const wp::float32 var_29 = 1.64;
    const wp::float32 var_30 = 1.8;
    wp::vec_t<2, wp::float32> var_31;
    const wp::float32 var_32 = 1.77;
    const wp::float32 var_33 = 0.7;
    wp::vec_t<2, wp::float32> var_34;
    const wp::float32 var_35 = 1.447;
    const wp::float32 var_36 = -1.681;
    wp::vec_t<2, wp::float32> var_37;
    wp::vec_t<2, wp::float32> var_38;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    const wp::float32 var_42 = 0.5;
    wp::float32 var_43;
    const wp::float32 var_44 = 0.49;
    wp::float32 var_45;
    wp::float32 var_46;
    const wp::int32 var_47 = 1;
    const wp::float32 var_48 = 0.5;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    wp::float32 var_52;
    const wp::float32 var_53 = 0.5;
    wp::float32 var_54;
    const wp::float32 var_55 = 1.64;
    const wp::float32 var_56 = 1.8;
    wp::vec_t<2, wp::float32> var_57;
    const wp::float32 var_58 = 1.77;
    const wp::float32 var_59 = 0.7;
    wp::vec_t<2, wp::float32> var_60;
    const wp::float32 var_61 = 1.447;
    const wp::float32 var_62 = -1.681;
    wp::vec_t<2, wp::float32> var_63;
    wp::vec_t<2, wp::float32> var_64;
    wp::float32 var_65;
    wp::float32 var_66;
    wp::float32 var_67;
    const wp::float32 var_68 = 0.5;
    wp::float32 var_69;
    const wp::float32 var_70 = 0.49;
    wp::float32 var_71;
    wp::float32 var_72;
    const wp::int32 var_73 = 2;
    const wp::float32 var_74 = 0.5;
    wp::float32 var_75;
    wp::float32 var_76;
    wp::float32 var_77;
    wp::float32 var_78;
    const wp::float32 var_79 = 0.5;
    wp::float32 var_80;
    const wp::float32 var_81 = 1.64;
    const wp::float32 var_82 = 1.8;
    wp::vec_t<2, wp::float32> var_83;
    const wp::float32 var_84 = 1.77;
    const wp::float32 var_85 = 0.7;
    wp::vec_t<2, wp::float32> var_86;
    const wp::float32 var_87 = 1.447;
    const wp::float32 var_88 = -1.681;
    wp::vec_t<2, wp::float32> var_89;
    wp::vec_t<2, wp::float32> var_90;
    wp::float32 var_91;
    wp::float32 var_92;
    wp::float32 var_93;
    const wp::float32 var_94 = 0.5;
    wp::float32 var_95;
    const wp::float32 var_96 = 0.49;
    wp::float32 var_97;
    wp::float32 var_98;
    const wp::int32 var_99 = 1;
    const wp::float32 var_100 = 1.811;
    wp::float32 var_101;
    wp::float32 var_102;
    const wp::int32 var_103 = 0;
    const wp::float32 var_104 = 0.5;
    wp::float32 var_105;
    wp::float32 var_106;
    wp::float32 var_107;
    wp::float32 var_108;
    const wp::float32 var_109 = 0.5;
    wp::float32 var_110;
    const wp::float32 var_111 = 1.64;
    const wp::float32 var_112 = 1.8;
    wp::vec_t<2, wp::float32> var_113;
    const wp::float32 var_114 = 1.77;
    const wp::float32 var_115 = 0.7;
    wp::vec_t<2, wp::float32> var_116;
    const wp::float32 var_117 = 1.447;
    const wp::float32 var_118 = -1.681;
    wp::vec_t<2, wp::float32> var_119;
    wp::vec_t<2, wp::float32> var_120;
    wp::float32 var_121;
    wp::float32 var_122;
    wp::float32 var_123;
    const wp::float32 var_124 = 0.5;
    wp::float32 var_125;
    const wp::float32 var_126 = 0.49;
    wp::float32 var_127;
    wp::float32 var_128;
    const wp::int32 var_129 = 1;
    const wp::float32 var_130 = 0.5;
    wp::float32 var_131;
    wp::float32 var_132;
    wp::float32 var_133;
    wp::float32 var_134;
    const wp::float32 var_135 = 0.5;
    wp::float32 var_136;
    const wp::float32 var_137 = 1.64;
    const wp::float32 var_138 = 1.8;
    wp::vec_t<2, wp::float32> var_139;
    const wp::float32 var_140 = 1.77;
    const wp::float32 var_141 = 0.7;
    wp::vec_t<2, wp::float32> var_142;
    const wp::float32 var_143 = 1.447;
    const wp::float32 var_144 = -1.681;
    wp::vec_t<2, wp::float32> var_145;
    wp::vec_t<2, wp::float32> var_146;
    wp::float32 var_147;
    wp::float32 var_148;
    wp::float32 var_149;
    const wp::float32 var_150 = 0.5;
    wp::float32 var_151;
    const wp::float32 var_152 = 0.49;
    wp::float32 var_153;
    wp::float32 var_154;
    const wp::int32 var_155 = 2;
    const wp::float32 var_156 = 0.5;
    wp::float32 var_157;
    wp::float32 var_158;
    wp::float32 var_159;
    wp::float32 var_160;
    const wp::float32 var_161 = 0.5;
    wp::float32 var_162;
    const wp::float32 var_163 = 1.64;
    const wp::float32 var_164 = 1.8;
    wp::vec_t<2, wp::float32> var_165;
    const wp::float32 var_166 = 1.77;
    const wp::float32 var_167 = 0.7;
    wp::vec_t<2, wp::float32> var_168;
    const wp::float32 var_169 = 1.447;
    const wp::float32 var_170 = -1.681;
    wp::vec_t<2, wp::float32> var_171;
    wp::vec_t<2, wp::float32> var_172;
    wp::float32 var_173;
    wp::float32 var_174;
    wp::float32 var_175;
    const wp::float32 var_176 = 0.5;
    wp::float32 var_177;
    const wp::float32 var_178 = 0.49;
    wp::float32 var_179;
    wp::float32 var_180;
    const wp::int32 var_181 = 2;
    const wp::float32 var_182 = 1.811;
    wp::float32 var_183;
    wp::float32 var_184;
    const wp::int32 var_185 = 0;
    const wp::float32 var_186 = 0.5;
    wp::float32 var_187;
    wp::float32 var_188;
    wp::float32 var_189;
    wp::float32 var_190;
    const wp::float32 var_191 = 0.5;
    wp::float32 var_192;
    const wp::float32 var_193 = 1.64;
    const wp::float32 var_194 = 1.8;
    wp::vec_t<2, wp::float32> var_195;
    const wp::float32 var_196 = 1.77;
    const wp::float32 var_197 = 0.7;
    wp::vec_t<2, wp::float32> var_198;
    const wp::float32 var_199 = 1.447;
    const wp::float32 var_200 = -1.681;
    wp::vec_t<2, wp::float32> var_201;
    wp::vec_t<2, wp::float32> var_202;
    wp::float32 var_203;
    wp::float32 var_204;
    wp::float32 var_205;
    const wp::float32 var_206 = 0.5;
    wp::float32 var_207;
    const wp::float32 var_208 = 0.49;
    wp::float32 var_209;
    wp::float32 var_210;
    const wp::int32 var_211 = 1;
    const wp::float32 var_212 = 0.5;
    wp::float32 var_213;
    wp::float32 var_214;
    wp::float32 var_215;
    wp::float32 var_216;
    const wp::float32 var_217 = 0.5;
    wp::float32 var_218;
    const wp::float32 var_219 = 1.64;
    const wp::float32 var_220 = 1.8;
    wp::vec_t<2, wp::float32> var_221;
    const wp::float32 var_222 = 1.77;
    const wp::float32 var_223 = 0.7;
    wp::vec_t<2, wp::float32> var_224;
    const wp::float32 var_225 = 1.447;
    const wp::float32 var_226 = -1.681;
    wp::vec_t<2, wp::float32> var_227;
    wp::vec_t<2, wp::float32> var_228;
    wp::float32 var_229;
    wp::float32 var_230;
    wp::float32 var_231;
    const wp::float32 var_232 = 0.5;
    wp::float32 var_233;
    const wp::float32 var_234 = 0.49;
    wp::float32 var_235;
    wp::float32 var_236;
    const wp::int32 var_237 = 2;
    const wp::float32 var_238 = 0.5;
    wp::float32 var_239;
    wp::float32 var_240;
    wp::float32 var_241;
    wp::float32 var_242;
    const wp::float32 var_243 = 0.5;
    wp::float32 var_244;
    const wp::float32 var_245 = 1.64;
    const wp::float32 var_246 = 1.8;
    wp::vec_t<2, wp::float32> var_247;
    const wp::float32 var_248 = 1.77;
    const wp::float32 var_249 = 0.7;
    wp::vec_t<2, wp::float32> var_250;
    const wp::float32 var_251 = 1.447;
    const wp::float32 var_252 = -1.681;
    wp::vec_t<2, wp::float32> var_253;
    wp::vec_t<2, wp::float32> var_254;
    wp::float32 var_255;
    wp::float32 var_256;
    wp::float32 var_257;
    const wp::float32 var_258 = 0.5;
    wp::float32 var_259;
    const wp::float32 var_260 = 0.49;
    wp::float32 var_261;
    wp::float32 var_262;
    const wp::int32 var_263 = 3;
    const wp::float32 var_264 = 1.811;
    wp::float32 var_265;
    wp::float32 var_266;
    const wp::int32 var_267 = 0;
    const wp::float32 var_268 = 0.5;
    wp::float32 var_269;
    wp::float32 var_270;
    wp::float32 var_271;
    wp::float32 var_272;
    const wp::float32 var_273 = 0.5;
    wp::float32 var_274;
    const wp::float32 var_275 = 1.64;
    const wp::float32 var_276 = 1.8;
    wp::vec_t<2, wp::float32> var_277;
    const wp::float32 var_278 = 1.77;
    const wp::float32 var_279 = 0.7;
    wp::vec_t<2, wp::float32> var_280;
    const wp::float32 var_281 = 1.447;
    const wp::float32 var_282 = -1.681;
    wp::vec_t<2, wp::float32> var_283;
    wp::vec_t<2, wp::float32> var_284;
    wp::float32 var_285;
    wp::float32 var_286;
    wp::float32 var_287;
    const wp::float32 var_288 = 0.5;
    wp::float32 var_289;
    const wp::float32 var_290 = 0.49;
    wp::float32 var_291;
    wp::float32 var_292;
    const wp::int32 var_293 = 1;
    const wp::float32 var_294 = 0.5;
    wp::float32 var_295;
    wp::float32 var_296;
    wp::float32 var_297;
    wp::float32 var_298;
    const wp::float32 var_299 = 0.5;
    wp::float32 var_300;
    const wp::float32 var_301 = 1.64;
    const wp::float32 var_302 = 1.8;
    wp::vec_t<2, wp::float32> var_303;
    const wp::float32 var_304 = 1.77;
    const wp::float32 var_305 = 0.7;
    wp::vec_t<2, wp::float32> var_306;
    const wp::float32 var_307 = 1.447;
    const wp::float32 var_308 = -1.681;
    wp::vec_t<2, wp::float32> var_309;
    wp::vec_t<2, wp::float32> var_310;
    wp::float32 var_311;
    wp::float32 var_312;
    wp::float32 var_313;
    const wp::float32 var_314 = 0.5;
    wp::float32 var_315;
    const wp::float32 var_316 = 0.49;
    wp::float32 var_317;
    wp::float32 var_318;
    const wp::int32 var_319 = 2;
    const wp::float32 var_320 = 0.5;
    wp::float32 var_321;
    wp::float32 var_322;
    wp::float32 var_323;
    wp::float32 var_324;
    const wp::float32 var_325 = 0.5;
    wp::float32 var_326;
    const wp::float32 var_327 = 1.64;
    const wp::float32 var_328 = 1.8;
    wp::vec_t<2, wp::float32> var_329;
    const wp::float32 var_330 = 1.77;
    const wp::float32 var_331 = 0.7;
    wp::vec_t<2, wp::float32> var_332;
    const wp::float32 var_333 = 1.447;
    const wp::float32 var_334 = -1.681;
    wp::vec_t<2, wp::float32> var_335;
    wp::vec_t<2, wp::float32> var_336;
    wp::float32 var_337;
    wp::float32 var_338;
    wp::float32 var_339;
    const wp::float32 var_340 = 0.5;
    wp::float32 var_341;
    const wp::float32 var_342 = 0.49;
    wp::float32 var_343;
    wp::float32 var_344;
    const wp::int32 var_345 = 4;
    const wp::float32 var_346 = 1.811;
    wp::float32 var_347;
    wp::float32 var_348;
    const wp::int32 var_349 = 0;
    const wp::float32 var_350 = 0.5;
    wp::float32 var_351;
    wp::float32 var_352;
    wp::float32 var_353;
    wp::float32 var_354;
    const wp::float32 var_355 = 0.5;
    wp::float32 var_356;
    const wp::float32 var_357 = 1.64;
    const wp::float32 var_358 = 1.8;
    wp::vec_t<2, wp::float32> var_359;
    const wp::float32 var_360 = 1.77;
    const wp::float32 var_361 = 0.7;
    wp::vec_t<2, wp::float32> var_362;
    const wp::float32 var_363 = 1.447;
    const wp::float32 var_364 = -1.681;
    wp::vec_t<2, wp::float32> var_365;
    wp::vec_t<2, wp::float32> var_366;
    wp::float32 var_367;
    wp::float32 var_368;
    wp::float32 var_369;
    const wp::float32 var_370 = 0.5;
    wp::float32 var_371;
    const wp::float32 var_372 = 0.49;
    wp::float32 var_373;
    wp::float32 var_374;
    const wp::int32 var_375 = 1;
    const wp::float32 var_376 = 0.5;
    wp::float32 var_377;
    wp::float32 var_378;
    wp::float32 var_379;
    wp::float32 var_380;
    const wp::float32 var_381 = 0.5;
    wp::float32 var_382;
    const wp::float32 var_383 = 1.64;
    const wp::float32 var_384 = 1.8;
    wp::vec_t<2, wp::float32> var_385;
    const wp::float32 var_386 = 1.77;
    const wp::float32 var_387 = 0.7;
    wp::vec_t<2, wp::float32> var_388;
    const wp::float32 var_389 = 1.447;
    const wp::float32 var_390 = -1.681;
    wp::vec_t<2, wp::float32> var_391;
    wp::vec_t<2, wp::float32> var_392;
    wp::float32 var_393;
    wp::float32 var_394;
    wp::float32 var_395;
    const wp::float32 var_396 = 0.5;
    wp::float32 var_397;
    const wp::float32 var_398 = 0.49;
    wp::float32 var_399;
    wp::float32 var_400;
    const wp::int32 var_401 = 2;
    const wp::float32 var_402 = 0.5;
    wp::float32 var_403;
    wp::float32 var_404;
    wp::float32 var_405;
    wp::float32 var_406;
    const wp::float32 var_407 = 0.5;
    wp::float32 var_408;
    const wp::float32 var_409 = 1.64;
    const wp::float32 var_410 = 1.8;
    wp::vec_t<2, wp::float32> var_411;
    const wp::float32 var_412 = 1.77;
    const wp::float32 var_413 = 0.7;
    wp::vec_t<2, wp::float32> var_414;
    const wp::float32 var_415 = 1.447;
    const wp::float32 var_416 = -1.681;
    wp::vec_t<2, wp::float32> var_417;
    wp::vec_t<2, wp::float32> var_418;
    wp::float32 var_419;
    wp::float32 var_420;
    wp::float32 var_421;
    const wp::float32 var_422 = 0.5;
    wp::float32 var_423;
    const wp::float32 var_424 = 0.49;
    wp::float32 var_425;
    wp::float32 var_426;
    const wp::int32 var_427 = 5;
    const wp::float32 var_428 = 1.811;
    wp::float32 var_429;
    wp::float32 var_430;
    const wp::int32 var_431 = 0;
    const wp::float32 var_432 = 0.5;
    wp::float32 var_433;
    wp::float32 var_434;
    wp::float32 var_435;
    wp::float32 var_436;
    const wp::float32 var_437 = 0.5;
    wp::float32 var_438;
    const wp::float32 var_439 = 1.64;
    const wp::float32 var_440 = 1.8;
    wp::vec_t<2, wp::float32> var_441;
    const wp::float32 var_442 = 1.77;
    const wp::float32 var_443 = 0.7;
    wp::vec_t<2, wp::float32> var_444;
    const wp::float32 var_445 = 1.447;
    const wp::float32 var_446 = -1.681;
    wp::vec_t<2, wp::float32> var_447;
    wp::vec_t<2, wp::float32> var_448;
    wp::float32 var_449;
    wp::float32 var_450;
    wp::float32 var_451;
    const wp::float32 var_452 = 0.5;
    wp::float32 var_453;
    const wp::float32 var_454 = 0.49;
    wp::float32 var_455;
    wp::float32 var_456;
    const wp::int32 var_457 = 1;
    const wp::float32 var_458 = 0.5;
    wp::float32 var_459;
    wp::float32 var_460;
    wp::float32 var_461;
    wp::float32 var_462;
    const wp::float32 var_463 = 0.5;
    wp::float32 var_464;
    const wp::float32 var_465 = 1.64;
    const wp::float32 var_466 = 1.8;
    wp::vec_t<2, wp::float32> var_467;
    const wp::float32 var_468 = 1.77;
    const wp::float32 var_469 = 0.7;
    wp::vec_t<2, wp::float32> var_470;
    const wp::float32 var_471 = 1.447;
    const wp::float32 var_472 = -1.681;
    wp::vec_t<2, wp::float32> var_473;
    wp::vec_t<2, wp::float32> var_474;
    wp::float32 var_475;
    wp::float32 var_476;
    wp::float32 var_477;
    const wp::float32 var_478 = 0.5;
    wp::float32 var_479;
    const wp::float32 var_480 = 0.49;
    wp::float32 var_481;
    wp::float32 var_482;
    const wp::int32 var_483 = 2;
    const wp::float32 var_484 = 0.5;
    wp::float32 var_485;
    wp::float32 var_486;
    wp::float32 var_487;
    wp::float32 var_488;
    const wp::float32 var_489 = 0.5;
    wp::float32 var_490;
    const wp::float32 var_491 = 1.64;
    const wp::float32 var_492 = 1.8;
    wp::vec_t<2, wp::float32> var_493;
    const wp::float32 var_494 = 1.77;
    const wp::float32 var_495 = 0.7;
    wp::vec_t<2, wp::float32> var_496;
    const wp::float32 var_497 = 1.447;
    const wp::float32 var_498 = -1.681;
    wp::vec_t<2, wp::float32> var_499;
    wp::vec_t<2, wp::float32> var_500;
    wp::float32 var_501;
    wp::float32 var_502;
    wp::float32 var_503;
    const wp::float32 var_504 = 0.5;
    wp::float32 var_505;
    const wp::float32 var_506 = 0.49;
    wp::float32 var_507;
    wp::float32 var_508;
    const wp::float32 var_509 = 1.32;
    const wp::float32 var_510 = 0.001;
    wp::vec_t<2, wp::float32> var_511;
    const wp::float32 var_512 = 0.69;
    const wp::float32 var_513 = -1.367;
    wp::vec_t<2, wp::float32> var_514;
    wp::vec_t<2, wp::float32> var_515;
    const wp::int32 var_516 = 5;
    wp::int32 var_517;
    wp::float32 var_518;
    const wp::float32 var_519 = 0.81;
    const wp::float32 var_520 = -1.659;
    wp::vec_t<2, wp::float32> var_521;
    wp::float32 var_522;
    wp::vec_t<2, wp::float32> var_523;
    wp::vec_t<2, wp::float32> var_524;
    const wp::float32 var_525 = 1.102;
    const wp::float32 var_526 = -1.266;
    wp::vec_t<2, wp::float32> var_527;
    wp::float32 var_528;
    wp::vec_t<2, wp::float32> var_529;
    wp::vec_t<2, wp::float32> var_530;
    //---------
    // forward
    // def nested_loop_000002(particle_phases: wp.array[float], particle_lengths: wp.array[float], dt: float, n: int, particle_uv_out: wp.array[wp.vec2], particle_gradients: wp.array[wp.vec2], num_particles: int):       <L 14>
    // tid = wp.tid()  # one thread per element                                               <L 16>
    var_0 = builtin_tid1d();
    // if tid >= num_particles:                                                               <L 17>
    var_1 = (var_0 >= var_num_particles);
    if (var_1) {
        // return  # out of bounds                                                            <L 18>
        return;
    }
    // v2 = particle_phases[tid]                                                              <L 19>
    var_2 = wp::address(var_particle_phases, var_0);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // v3 = particle_lengths[tid]                                                             <L 20>
    var_5 = wp::address(var_particle_lengths, var_0);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // for j4 in range(3):                                                                    <L 21>
    // v2 = v2 + wp.tanh(dt)                                                                  <L 22>
    var_9 = wp::tanh(var_dt);
    var_10 = wp::add(var_3, var_9);
    var_12 = wp::tanh(var_dt);
    var_13 = wp::add(var_10, var_12);
    var_15 = wp::tanh(var_dt);
    var_16 = wp::add(var_13, var_15);
    // for j5 in range(6):                                                                    <L 23>
    // v3 = v3 + wp.tanh(1.811)                                                               <L 24>
    var_19 = wp::tanh(var_18);
    var_20 = wp::add(var_6, var_19);
    // for j6 in range(3):                                                                    <L 25>
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_23 = wp::mul(var_16, var_22);
    var_24 = wp::mul(var_dt, var_dt);
    var_25 = wp::tanh(var_24);
    var_26 = wp::add(var_23, var_25);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_28 = wp::mul(var_26, var_27);
    var_31 = wp::vec_t<2, wp::float32>(var_29, var_30);
    var_34 = wp::vec_t<2, wp::float32>(var_32, var_33);
    var_37 = wp::vec_t<2, wp::float32>(var_35, var_36);
    var_38 = wp::lerp(var_34, var_37, var_dt);
    var_39 = wp::dot(var_31, var_38);
    var_40 = wp::tanh(var_39);
    var_41 = wp::add(var_28, var_40);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_43 = wp::mul(var_dt, var_42);
    var_45 = wp::tanh(var_44);
    var_46 = wp::add(var_43, var_45);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_49 = wp::mul(var_41, var_48);
    var_50 = wp::mul(var_46, var_46);
    var_51 = wp::tanh(var_50);
    var_52 = wp::add(var_49, var_51);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_54 = wp::mul(var_52, var_53);
    var_57 = wp::vec_t<2, wp::float32>(var_55, var_56);
    var_60 = wp::vec_t<2, wp::float32>(var_58, var_59);
    var_63 = wp::vec_t<2, wp::float32>(var_61, var_62);
    var_64 = wp::lerp(var_60, var_63, var_46);
    var_65 = wp::dot(var_57, var_64);
    var_66 = wp::tanh(var_65);
    var_67 = wp::add(var_54, var_66);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_69 = wp::mul(var_46, var_68);
    var_71 = wp::tanh(var_70);
    var_72 = wp::add(var_69, var_71);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_75 = wp::mul(var_67, var_74);
    var_76 = wp::mul(var_72, var_72);
    var_77 = wp::tanh(var_76);
    var_78 = wp::add(var_75, var_77);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_80 = wp::mul(var_78, var_79);
    var_83 = wp::vec_t<2, wp::float32>(var_81, var_82);
    var_86 = wp::vec_t<2, wp::float32>(var_84, var_85);
    var_89 = wp::vec_t<2, wp::float32>(var_87, var_88);
    var_90 = wp::lerp(var_86, var_89, var_72);
    var_91 = wp::dot(var_83, var_90);
    var_92 = wp::tanh(var_91);
    var_93 = wp::add(var_80, var_92);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_95 = wp::mul(var_72, var_94);
    var_97 = wp::tanh(var_96);
    var_98 = wp::add(var_95, var_97);
    // v3 = v3 + wp.tanh(1.811)                                                               <L 24>
    var_101 = wp::tanh(var_100);
    var_102 = wp::add(var_20, var_101);
    // for j6 in range(3):                                                                    <L 25>
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_105 = wp::mul(var_93, var_104);
    var_106 = wp::mul(var_98, var_98);
    var_107 = wp::tanh(var_106);
    var_108 = wp::add(var_105, var_107);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_110 = wp::mul(var_108, var_109);
    var_113 = wp::vec_t<2, wp::float32>(var_111, var_112);
    var_116 = wp::vec_t<2, wp::float32>(var_114, var_115);
    var_119 = wp::vec_t<2, wp::float32>(var_117, var_118);
    var_120 = wp::lerp(var_116, var_119, var_98);
    var_121 = wp::dot(var_113, var_120);
    var_122 = wp::tanh(var_121);
    var_123 = wp::add(var_110, var_122);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_125 = wp::mul(var_98, var_124);
    var_127 = wp::tanh(var_126);
    var_128 = wp::add(var_125, var_127);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_131 = wp::mul(var_123, var_130);
    var_132 = wp::mul(var_128, var_128);
    var_133 = wp::tanh(var_132);
    var_134 = wp::add(var_131, var_133);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_136 = wp::mul(var_134, var_135);
    var_139 = wp::vec_t<2, wp::float32>(var_137, var_138);
    var_142 = wp::vec_t<2, wp::float32>(var_140, var_141);
    var_145 = wp::vec_t<2, wp::float32>(var_143, var_144);
    var_146 = wp::lerp(var_142, var_145, var_128);
    var_147 = wp::dot(var_139, var_146);
    var_148 = wp::tanh(var_147);
    var_149 = wp::add(var_136, var_148);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_151 = wp::mul(var_128, var_150);
    var_153 = wp::tanh(var_152);
    var_154 = wp::add(var_151, var_153);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_157 = wp::mul(var_149, var_156);
    var_158 = wp::mul(var_154, var_154);
    var_159 = wp::tanh(var_158);
    var_160 = wp::add(var_157, var_159);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_162 = wp::mul(var_160, var_161);
    var_165 = wp::vec_t<2, wp::float32>(var_163, var_164);
    var_168 = wp::vec_t<2, wp::float32>(var_166, var_167);
    var_171 = wp::vec_t<2, wp::float32>(var_169, var_170);
    var_172 = wp::lerp(var_168, var_171, var_154);
    var_173 = wp::dot(var_165, var_172);
    var_174 = wp::tanh(var_173);
    var_175 = wp::add(var_162, var_174);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_177 = wp::mul(var_154, var_176);
    var_179 = wp::tanh(var_178);
    var_180 = wp::add(var_177, var_179);
    // v3 = v3 + wp.tanh(1.811)                                                               <L 24>
    var_183 = wp::tanh(var_182);
    var_184 = wp::add(var_102, var_183);
    // for j6 in range(3):                                                                    <L 25>
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_187 = wp::mul(var_175, var_186);
    var_188 = wp::mul(var_180, var_180);
    var_189 = wp::tanh(var_188);
    var_190 = wp::add(var_187, var_189);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_192 = wp::mul(var_190, var_191);
    var_195 = wp::vec_t<2, wp::float32>(var_193, var_194);
    var_198 = wp::vec_t<2, wp::float32>(var_196, var_197);
    var_201 = wp::vec_t<2, wp::float32>(var_199, var_200);
    var_202 = wp::lerp(var_198, var_201, var_180);
    var_203 = wp::dot(var_195, var_202);
    var_204 = wp::tanh(var_203);
    var_205 = wp::add(var_192, var_204);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_207 = wp::mul(var_180, var_206);
    var_209 = wp::tanh(var_208);
    var_210 = wp::add(var_207, var_209);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_213 = wp::mul(var_205, var_212);
    var_214 = wp::mul(var_210, var_210);
    var_215 = wp::tanh(var_214);
    var_216 = wp::add(var_213, var_215);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_218 = wp::mul(var_216, var_217);
    var_221 = wp::vec_t<2, wp::float32>(var_219, var_220);
    var_224 = wp::vec_t<2, wp::float32>(var_222, var_223);
    var_227 = wp::vec_t<2, wp::float32>(var_225, var_226);
    var_228 = wp::lerp(var_224, var_227, var_210);
    var_229 = wp::dot(var_221, var_228);
    var_230 = wp::tanh(var_229);
    var_231 = wp::add(var_218, var_230);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_233 = wp::mul(var_210, var_232);
    var_235 = wp::tanh(var_234);
    var_236 = wp::add(var_233, var_235);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_239 = wp::mul(var_231, var_238);
    var_240 = wp::mul(var_236, var_236);
    var_241 = wp::tanh(var_240);
    var_242 = wp::add(var_239, var_241);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_244 = wp::mul(var_242, var_243);
    var_247 = wp::vec_t<2, wp::float32>(var_245, var_246);
    var_250 = wp::vec_t<2, wp::float32>(var_248, var_249);
    var_253 = wp::vec_t<2, wp::float32>(var_251, var_252);
    var_254 = wp::lerp(var_250, var_253, var_236);
    var_255 = wp::dot(var_247, var_254);
    var_256 = wp::tanh(var_255);
    var_257 = wp::add(var_244, var_256);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_259 = wp::mul(var_236, var_258);
    var_261 = wp::tanh(var_260);
    var_262 = wp::add(var_259, var_261);
    // v3 = v3 + wp.tanh(1.811)                                                               <L 24>
    var_265 = wp::tanh(var_264);
    var_266 = wp::add(var_184, var_265);
    // for j6 in range(3):                                                                    <L 25>
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_269 = wp::mul(var_257, var_268);
    var_270 = wp::mul(var_262, var_262);
    var_271 = wp::tanh(var_270);
    var_272 = wp::add(var_269, var_271);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_274 = wp::mul(var_272, var_273);
    var_277 = wp::vec_t<2, wp::float32>(var_275, var_276);
    var_280 = wp::vec_t<2, wp::float32>(var_278, var_279);
    var_283 = wp::vec_t<2, wp::float32>(var_281, var_282);
    var_284 = wp::lerp(var_280, var_283, var_262);
    var_285 = wp::dot(var_277, var_284);
    var_286 = wp::tanh(var_285);
    var_287 = wp::add(var_274, var_286);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_289 = wp::mul(var_262, var_288);
    var_291 = wp::tanh(var_290);
    var_292 = wp::add(var_289, var_291);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_295 = wp::mul(var_287, var_294);
    var_296 = wp::mul(var_292, var_292);
    var_297 = wp::tanh(var_296);
    var_298 = wp::add(var_295, var_297);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_300 = wp::mul(var_298, var_299);
    var_303 = wp::vec_t<2, wp::float32>(var_301, var_302);
    var_306 = wp::vec_t<2, wp::float32>(var_304, var_305);
    var_309 = wp::vec_t<2, wp::float32>(var_307, var_308);
    var_310 = wp::lerp(var_306, var_309, var_292);
    var_311 = wp::dot(var_303, var_310);
    var_312 = wp::tanh(var_311);
    var_313 = wp::add(var_300, var_312);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_315 = wp::mul(var_292, var_314);
    var_317 = wp::tanh(var_316);
    var_318 = wp::add(var_315, var_317);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_321 = wp::mul(var_313, var_320);
    var_322 = wp::mul(var_318, var_318);
    var_323 = wp::tanh(var_322);
    var_324 = wp::add(var_321, var_323);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_326 = wp::mul(var_324, var_325);
    var_329 = wp::vec_t<2, wp::float32>(var_327, var_328);
    var_332 = wp::vec_t<2, wp::float32>(var_330, var_331);
    var_335 = wp::vec_t<2, wp::float32>(var_333, var_334);
    var_336 = wp::lerp(var_332, var_335, var_318);
    var_337 = wp::dot(var_329, var_336);
    var_338 = wp::tanh(var_337);
    var_339 = wp::add(var_326, var_338);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_341 = wp::mul(var_318, var_340);
    var_343 = wp::tanh(var_342);
    var_344 = wp::add(var_341, var_343);
    // v3 = v3 + wp.tanh(1.811)                                                               <L 24>
    var_347 = wp::tanh(var_346);
    var_348 = wp::add(var_266, var_347);
    // for j6 in range(3):                                                                    <L 25>
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_351 = wp::mul(var_339, var_350);
    var_352 = wp::mul(var_344, var_344);
    var_353 = wp::tanh(var_352);
    var_354 = wp::add(var_351, var_353);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_356 = wp::mul(var_354, var_355);
    var_359 = wp::vec_t<2, wp::float32>(var_357, var_358);
    var_362 = wp::vec_t<2, wp::float32>(var_360, var_361);
    var_365 = wp::vec_t<2, wp::float32>(var_363, var_364);
    var_366 = wp::lerp(var_362, var_365, var_344);
    var_367 = wp::dot(var_359, var_366);
    var_368 = wp::tanh(var_367);
    var_369 = wp::add(var_356, var_368);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_371 = wp::mul(var_344, var_370);
    var_373 = wp::tanh(var_372);
    var_374 = wp::add(var_371, var_373);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_377 = wp::mul(var_369, var_376);
    var_378 = wp::mul(var_374, var_374);
    var_379 = wp::tanh(var_378);
    var_380 = wp::add(var_377, var_379);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_382 = wp::mul(var_380, var_381);
    var_385 = wp::vec_t<2, wp::float32>(var_383, var_384);
    var_388 = wp::vec_t<2, wp::float32>(var_386, var_387);
    var_391 = wp::vec_t<2, wp::float32>(var_389, var_390);
    var_392 = wp::lerp(var_388, var_391, var_374);
    var_393 = wp::dot(var_385, var_392);
    var_394 = wp::tanh(var_393);
    var_395 = wp::add(var_382, var_394);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_397 = wp::mul(var_374, var_396);
    var_399 = wp::tanh(var_398);
    var_400 = wp::add(var_397, var_399);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_403 = wp::mul(var_395, var_402);
    var_404 = wp::mul(var_400, var_400);
    var_405 = wp::tanh(var_404);
    var_406 = wp::add(var_403, var_405);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_408 = wp::mul(var_406, var_407);
    var_411 = wp::vec_t<2, wp::float32>(var_409, var_410);
    var_414 = wp::vec_t<2, wp::float32>(var_412, var_413);
    var_417 = wp::vec_t<2, wp::float32>(var_415, var_416);
    var_418 = wp::lerp(var_414, var_417, var_400);
    var_419 = wp::dot(var_411, var_418);
    var_420 = wp::tanh(var_419);
    var_421 = wp::add(var_408, var_420);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_423 = wp::mul(var_400, var_422);
    var_425 = wp::tanh(var_424);
    var_426 = wp::add(var_423, var_425);
    // v3 = v3 + wp.tanh(1.811)                                                               <L 24>
    var_429 = wp::tanh(var_428);
    var_430 = wp::add(var_348, var_429);
    // for j6 in range(3):                                                                    <L 25>
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_433 = wp::mul(var_421, var_432);
    var_434 = wp::mul(var_426, var_426);
    var_435 = wp::tanh(var_434);
    var_436 = wp::add(var_433, var_435);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_438 = wp::mul(var_436, var_437);
    var_441 = wp::vec_t<2, wp::float32>(var_439, var_440);
    var_444 = wp::vec_t<2, wp::float32>(var_442, var_443);
    var_447 = wp::vec_t<2, wp::float32>(var_445, var_446);
    var_448 = wp::lerp(var_444, var_447, var_426);
    var_449 = wp::dot(var_441, var_448);
    var_450 = wp::tanh(var_449);
    var_451 = wp::add(var_438, var_450);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_453 = wp::mul(var_426, var_452);
    var_455 = wp::tanh(var_454);
    var_456 = wp::add(var_453, var_455);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_459 = wp::mul(var_451, var_458);
    var_460 = wp::mul(var_456, var_456);
    var_461 = wp::tanh(var_460);
    var_462 = wp::add(var_459, var_461);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_464 = wp::mul(var_462, var_463);
    var_467 = wp::vec_t<2, wp::float32>(var_465, var_466);
    var_470 = wp::vec_t<2, wp::float32>(var_468, var_469);
    var_473 = wp::vec_t<2, wp::float32>(var_471, var_472);
    var_474 = wp::lerp(var_470, var_473, var_456);
    var_475 = wp::dot(var_467, var_474);
    var_476 = wp::tanh(var_475);
    var_477 = wp::add(var_464, var_476);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_479 = wp::mul(var_456, var_478);
    var_481 = wp::tanh(var_480);
    var_482 = wp::add(var_479, var_481);
    // v2 = v2 * 0.5 + wp.tanh((dt * dt))                                                     <L 26>
    var_485 = wp::mul(var_477, var_484);
    var_486 = wp::mul(var_482, var_482);
    var_487 = wp::tanh(var_486);
    var_488 = wp::add(var_485, var_487);
    // v2 = v2 * 0.5 + wp.tanh(wp.dot(wp.vec2(1.64, 1.8), wp.lerp(wp.vec2(1.77, 0.7), wp.vec2(1.447, -1.681), dt)))       <L 27>
    var_490 = wp::mul(var_488, var_489);
    var_493 = wp::vec_t<2, wp::float32>(var_491, var_492);
    var_496 = wp::vec_t<2, wp::float32>(var_494, var_495);
    var_499 = wp::vec_t<2, wp::float32>(var_497, var_498);
    var_500 = wp::lerp(var_496, var_499, var_482);
    var_501 = wp::dot(var_493, var_500);
    var_502 = wp::tanh(var_501);
    var_503 = wp::add(var_490, var_502);
    // dt = dt * 0.5 + wp.tanh(0.49)                                                          <L 28>
    var_505 = wp::mul(var_482, var_504);
    var_507 = wp::tanh(var_506);
    var_508 = wp::add(var_505, var_507);
    // v7 = nested_loop_000002_f0(wp.lerp(wp.vec2(1.32, 0.001), wp.vec2(0.69, -1.367), v2), dt, particle_lengths, (tid % 5))       <L 29>
    var_511 = wp::vec_t<2, wp::float32>(var_509, var_510);
    var_514 = wp::vec_t<2, wp::float32>(var_512, var_513);
    var_515 = wp::lerp(var_511, var_514, var_503);
    var_517 = wp::mod(var_0, var_516);
    var_518 = nested_loop_000002_f0_0(var_515, var_508, var_particle_lengths, var_517);
    // particle_uv_out[tid] = wp.vec2(0.81, -1.659) + wp.vec2(wp.sin(v7))                     <L 30>
    var_521 = wp::vec_t<2, wp::float32>(var_519, var_520);
    var_522 = wp::sin(var_518);
    var_523 = wp::vec_t<2, wp::float32>(var_522);
    var_524 = wp::add(var_521, var_523);
    wp::array_store(var_particle_uv_out, var_0, var_524);
    // particle_gradients[tid] = wp.vec2(1.102, -1.266) + wp.vec2(wp.sin(v3))                 <L 32>
    var_527 = wp::vec_t<2, wp::float32>(var_525, var_526);
    var_528 = wp::sin(var_430);
    var_529 = wp::vec_t<2, wp::float32>(var_528);
    var_530 = wp::add(var_527, var_529);
    wp::array_store(var_particle_gradients, var_0, var_530);
}



struct nested_loop_000002_071d9c82_cpu_block_payload_forward
{
    wp_args_nested_loop_000002_071d9c82* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void nested_loop_000002_071d9c82_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    nested_loop_000002_071d9c82_cpu_block_payload_forward* payload = (nested_loop_000002_071d9c82_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    nested_loop_000002_071d9c82_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void nested_loop_000002_071d9c82_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_nested_loop_000002_071d9c82 *_wp_args)
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
        nested_loop_000002_071d9c82_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &nested_loop_000002_071d9c82_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

