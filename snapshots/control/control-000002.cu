// Generated for case control-000002 with warp-lang 1.19.0. Do not edit.
// Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
#define WP_NO_BFLOAT16

#define WP_TILE_BLOCK_DIM 256
#define WP_NO_CRT
#include "builtin.h"
#include "deterministic.h"

// Map wp.breakpoint() to a device brkpt at the call site so cuda-gdb attributes the stop to the generated .cu line
#if defined(__CUDACC__) && !defined(_MSC_VER)
#define __debugbreak() __brkpt()
#endif

#define builtin_tid1d() wp::tid(_idx, dim)
#define builtin_tid2d(x, y) wp::tid(x, y, _idx, dim)
#define builtin_tid3d(x, y, z) wp::tid(x, y, z, _idx, dim)
#define builtin_tid4d(x, y, z, w) wp::tid(x, y, z, w, _idx, dim)

#define builtin_block_dim() wp::block_dim()

// CUDA Thread Block Cluster shape declaration. Expands to __cluster_dims__
// only on devices that support clusters (compute capability 9.0+); otherwise
// expands to nothing so the same source compiles cleanly for any target arch.
#if defined(__CUDA_ARCH__) && (__CUDA_ARCH__ >= 900)
#define WP_CLUSTER_DIMS(x, y, z) __cluster_dims__(x, y, z)
#else
#define WP_CLUSTER_DIMS(x, y, z)
#endif

// Maximum registers per thread. __maxnreg__ was added in CUDA Toolkit 12.4;
// older toolkits ignore the opt-in so the same source remains compilable.
#if defined(__CUDACC_VER_MAJOR__) && (__CUDACC_VER_MAJOR__ > 12 || (__CUDACC_VER_MAJOR__ == 12 && __CUDACC_VER_MINOR__ >= 4))
#define WP_MAXNREG(n) __maxnreg__(n)
#else
#define WP_MAXNREG(n)
#endif

// Allow PTXAS to spill registers into shared memory. CUDA Toolkit 13.0
// introduced the pragma, which is unavailable in device-debug compilation.
#if defined(__CUDACC_VER_MAJOR__) && (__CUDACC_VER_MAJOR__ >= 13) && !defined(_DEBUG)
#define WP_ENABLE_SMEM_SPILLING() asm volatile(".pragma \"enable_smem_spilling\";");
#else
#define WP_ENABLE_SMEM_SPILLING()
#endif


// avoid namespacing of float type for casting to float type, this is to avoid wp::float(x), which is not valid in C++
#define float(x) cast_float(x)
#define adj_float(x, adj_x, adj_ret) adj_cast_float(x, adj_x, adj_ret)

#define int(x) cast_int(x)
#define adj_int(x, adj_x, adj_ret) adj_cast_int(x, adj_x, adj_ret)



extern "C" __global__ void control_000002_7f079303_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_out0)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        const wp::float32 var_1 = 0.0;
        wp::float32 var_2;
        wp::float32* var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        bool var_6;
        const wp::int32 var_7 = 3;
        wp::int32 var_8;
        const wp::int32 var_9 = 0;
        bool var_10;
        bool var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        const wp::float32 var_15 = 0.44;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::range_t var_18;
        wp::int32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        const wp::int32 var_23 = 0;
        wp::int32 var_24;
        bool var_25;
        const wp::int32 var_26 = 3;
        bool var_27;
        const wp::float32 var_28 = 0.85;
        bool var_29;
        const wp::int32 var_30 = 1;
        wp::int32 var_31;
        const wp::float32 var_32 = 0.5;
        wp::float32 var_33;
        const wp::float32 var_34 = -1.929;
        const wp::float32 var_35 = -0.74;
        const wp::float32 var_36 = 0.5;
        wp::vec_t<3, wp::float32> var_37;
        const wp::float32 var_38 = -1.9;
        const wp::float32 var_39 = -0.27;
        const wp::float32 var_40 = -1.81;
        wp::vec_t<3, wp::float32> var_41;
        wp::vec_t<3, wp::float32> var_42;
        const wp::int32 var_43 = 2;
        wp::float32 var_44;
        wp::float32 var_45;
        wp::float32 var_46;
        const wp::int32 var_47 = 0;
        wp::int32 var_48;
        bool var_49;
        const wp::int32 var_50 = 5;
        bool var_51;
        const wp::int32 var_52 = 2;
        wp::int32 var_53;
        const wp::int32 var_54 = 1;
        bool var_55;
        const wp::int32 var_56 = 1;
        wp::int32 var_57;
        const wp::float32 var_58 = 0.5;
        wp::float32 var_59;
        const wp::float32 var_60 = 0.1;
        const wp::float32 var_61 = -0.04;
        const wp::float32 var_62 = -1.771;
        wp::vec_t<3, wp::float32> var_63;
        wp::float32 var_64;
        const wp::float32 var_65 = -0.16;
        const wp::float32 var_66 = -0.9;
        wp::float32 var_67;
        wp::float32 var_68;
        wp::float32 var_69;
        wp::float32 var_70;
        wp::float32 var_71;
        const wp::float32 var_72 = -0.9;
        const wp::float32 var_73 = 0.9;
        wp::float32 var_74;
        wp::float32 var_75;
        bool var_76;
        wp::float32 var_77;
        wp::float32 var_78;
        wp::float32 var_79;
        const wp::float32 var_80 = 1.0;
        wp::float32 var_81;
        wp::float32 var_82;
        wp::float32 var_83;
        wp::float32 var_84;
        wp::float32 var_85;
        wp::float32 var_86;
        wp::float32 var_87;
        bool var_88;
        wp::float32 var_89;
        wp::float32 var_90;
        bool var_91;
        bool var_92;
        const wp::float32 var_93 = 1.6;
        bool var_94;
        const wp::float32 var_95 = -1.317;
        bool var_96;
        bool var_97;
        bool var_98;
        const wp::float32 var_99 = 1.4;
        bool var_100;
        wp::float32 var_101;
        wp::float32 var_102;
        wp::float32 var_103;
        wp::float32 var_104;
        wp::float32 var_105;
        const wp::float32 var_106 = -1.2;
        wp::float32 var_107;
        const wp::float32 var_108 = 0.7;
        const wp::float32 var_109 = 0.1;
        const wp::float32 var_110 = 1.31;
        wp::vec_t<3, wp::float32> var_111;
        const wp::float32 var_112 = -0.91;
        const wp::float32 var_113 = 1.3;
        const wp::float32 var_114 = 0.16;
        wp::vec_t<3, wp::float32> var_115;
        wp::float32 var_116;
        wp::float32 var_117;
        const wp::float32 var_118 = 1.0;
        wp::float32 var_119;
        wp::float32 var_120;
        const wp::float32 var_121 = 0.5;
        wp::float32 var_122;
        wp::float32 var_123;
        wp::float32 var_124;
        bool var_125;
        const wp::float32 var_126 = -0.401;
        bool var_127;
        bool var_128;
        wp::float32 var_129;
        const wp::float32 var_130 = -0.25;
        const wp::float32 var_131 = 1.65;
        wp::float32 var_132;
        wp::float32 var_133;
        wp::float32 var_134;
        const wp::int32 var_135 = 5;
        wp::int32 var_136;
        wp::shape_t* var_137;
        const wp::int32 var_138 = 0;
        wp::int32 var_139;
        wp::shape_t var_140;
        wp::int32 var_141;
        wp::float32* var_142;
        wp::float32 var_143;
        wp::float32 var_144;
        wp::float32 var_145;
        const wp::float32 var_146 = -1.6;
        const wp::float32 var_147 = 1.256;
        const wp::float32 var_148 = 0.293;
        wp::vec_t<3, wp::float32> var_149;
        wp::float32 var_150;
        bool var_151;
        wp::float32 var_152;
        wp::float32 var_153;
        const wp::int32 var_154 = 0;
        wp::int32 var_155;
        const wp::int32 var_156 = 5;
        bool var_157;
        const wp::int32 var_158 = 1;
        wp::int32 var_159;
        const wp::float32 var_160 = 1.399;
        const wp::float32 var_161 = 0.76;
        wp::float32 var_162;
        wp::float32 var_163;
        wp::float32 var_164;
        bool var_165;
        bool var_166;
        bool var_167;
        wp::float32 var_168;
        wp::int32 var_169;
        bool var_170;
        wp::float32 var_171;
        wp::int32 var_172;
        wp::float32 var_173;
        bool var_174;
        bool var_175;
        bool var_176;
        bool var_177;
        const wp::float32 var_178 = 1.431;
        bool var_179;
        const wp::float32 var_180 = -1.748;
        const wp::float32 var_181 = 0.682;
        const wp::float32 var_182 = 0.1;
        wp::vec_t<3, wp::float32> var_183;
        wp::float32 var_184;
        wp::float32 var_185;
        wp::float32 var_186;
        wp::float32 var_187;
        wp::float32 var_188;
        const wp::int32 var_189 = 0;
        const wp::int32 var_190 = 1;
        wp::int32 var_191;
        wp::shape_t* var_192;
        const wp::int32 var_193 = 0;
        wp::int32 var_194;
        wp::shape_t var_195;
        wp::int32 var_196;
        wp::float32* var_197;
        wp::float32 var_198;
        wp::float32 var_199;
        wp::float32 var_200;
        const wp::float32 var_201 = -1.945;
        const wp::float32 var_202 = 0.92;
        const wp::float32 var_203 = -0.9;
        wp::vec_t<3, wp::float32> var_204;
        wp::float32 var_205;
        const wp::float32 var_206 = 0.21;
        const wp::float32 var_207 = -0.643;
        const wp::float32 var_208 = -1.1;
        wp::vec_t<3, wp::float32> var_209;
        const wp::float32 var_210 = 1.5;
        const wp::float32 var_211 = -1.28;
        const wp::float32 var_212 = 0.6;
        wp::vec_t<3, wp::float32> var_213;
        wp::float32 var_214;
        bool var_215;
        const wp::float32 var_216 = -1.3;
        wp::float32 var_217;
        const wp::float32 var_218 = 1.55;
        wp::float32 var_219;
        wp::float32 var_220;
        wp::float32 var_221;
        const wp::int32 var_222 = 3;
        wp::int32 var_223;
        const wp::int32 var_224 = 0;
        const wp::int32 var_225 = 3;
        wp::range_t var_226;
        wp::int32 var_227;
        const wp::float32 var_228 = 0.5;
        wp::float32 var_229;
        const wp::int32 var_230 = 5;
        wp::int32 var_231;
        wp::shape_t* var_232;
        const wp::int32 var_233 = 0;
        wp::int32 var_234;
        wp::shape_t var_235;
        wp::int32 var_236;
        wp::float32* var_237;
        wp::float32 var_238;
        wp::float32 var_239;
        wp::float32 var_240;
        bool var_241;
        wp::float32 var_242;
        const wp::float32 var_243 = -0.9;
        const wp::float32 var_244 = 0.9;
        wp::float32 var_245;
        wp::float32 var_246;
        wp::float32 var_247;
        const wp::float32 var_248 = 1.0;
        wp::float32 var_249;
        wp::float32 var_250;
        const wp::float32 var_251 = 1.99;
        wp::float32 var_252;
        wp::float32 var_253;
        wp::float32 var_254;
        const wp::float32 var_255 = 0.57;
        const wp::float32 var_256 = 0.915;
        const wp::float32 var_257 = -1.2;
        wp::vec_t<3, wp::float32> var_258;
        const wp::float32 var_259 = -1.85;
        const wp::float32 var_260 = 0.68;
        const wp::float32 var_261 = -1.969;
        wp::vec_t<3, wp::float32> var_262;
        wp::float32 var_263;
        wp::float32 var_264;
        wp::float32 var_265;
        wp::float32 var_266;
        wp::float32 var_267;
        const wp::int32 var_268 = 1;
        const wp::int32 var_269 = 1;
        wp::int32 var_270;
        wp::shape_t* var_271;
        const wp::int32 var_272 = 0;
        wp::int32 var_273;
        wp::shape_t var_274;
        wp::int32 var_275;
        wp::float32* var_276;
        wp::float32 var_277;
        wp::float32 var_278;
        wp::float32 var_279;
        const wp::float32 var_280 = -1.945;
        const wp::float32 var_281 = 0.92;
        const wp::float32 var_282 = -0.9;
        wp::vec_t<3, wp::float32> var_283;
        wp::float32 var_284;
        const wp::float32 var_285 = 0.21;
        const wp::float32 var_286 = -0.643;
        const wp::float32 var_287 = -1.1;
        wp::vec_t<3, wp::float32> var_288;
        const wp::float32 var_289 = 1.5;
        const wp::float32 var_290 = -1.28;
        const wp::float32 var_291 = 0.6;
        wp::vec_t<3, wp::float32> var_292;
        wp::float32 var_293;
        bool var_294;
        const wp::float32 var_295 = -1.3;
        wp::float32 var_296;
        const wp::float32 var_297 = 1.55;
        wp::float32 var_298;
        wp::float32 var_299;
        wp::float32 var_300;
        const wp::int32 var_301 = 3;
        wp::int32 var_302;
        const wp::int32 var_303 = 0;
        const wp::int32 var_304 = 3;
        wp::range_t var_305;
        wp::int32 var_306;
        const wp::float32 var_307 = 0.5;
        wp::float32 var_308;
        const wp::int32 var_309 = 5;
        wp::int32 var_310;
        wp::shape_t* var_311;
        const wp::int32 var_312 = 0;
        wp::int32 var_313;
        wp::shape_t var_314;
        wp::int32 var_315;
        wp::float32* var_316;
        wp::float32 var_317;
        wp::float32 var_318;
        wp::float32 var_319;
        bool var_320;
        wp::float32 var_321;
        const wp::float32 var_322 = -0.9;
        const wp::float32 var_323 = 0.9;
        wp::float32 var_324;
        wp::float32 var_325;
        wp::float32 var_326;
        const wp::float32 var_327 = 1.0;
        wp::float32 var_328;
        wp::float32 var_329;
        const wp::float32 var_330 = 1.99;
        wp::float32 var_331;
        wp::float32 var_332;
        wp::float32 var_333;
        const wp::float32 var_334 = 0.57;
        const wp::float32 var_335 = 0.915;
        const wp::float32 var_336 = -1.2;
        wp::vec_t<3, wp::float32> var_337;
        const wp::float32 var_338 = -1.85;
        const wp::float32 var_339 = 0.68;
        const wp::float32 var_340 = -1.969;
        wp::vec_t<3, wp::float32> var_341;
        wp::float32 var_342;
        wp::float32 var_343;
        wp::float32 var_344;
        wp::float32 var_345;
        wp::float32 var_346;
        const wp::float32 var_347 = 1.81;
        const wp::float32 var_348 = -1.66;
        const wp::float32 var_349 = -1.6;
        wp::vec_t<3, wp::float32> var_350;
        const wp::int32 var_351 = 0;
        wp::float32 var_352;
        const wp::int32 var_353 = 1;
        wp::float32 var_354;
        wp::float32 var_355;
        const wp::int32 var_356 = 2;
        wp::float32 var_357;
        wp::float32 var_358;
        wp::float32 var_359;
        const wp::float32 var_360 = 0.36;
        const wp::float32 var_361 = -1.63;
        const wp::float32 var_362 = -0.02;
        wp::vec_t<3, wp::float32> var_363;
        wp::float32 var_364;
        wp::float32 var_365;
        wp::float32 var_366;
        const wp::int32 var_367 = 3;
        wp::int32 var_368;
        const wp::int32 var_369 = 0;
        const wp::int32 var_370 = 3;
        wp::range_t var_371;
        wp::int32 var_372;
        const wp::int32 var_373 = 1;
        wp::int32 var_374;
        wp::shape_t* var_375;
        const wp::int32 var_376 = 0;
        wp::int32 var_377;
        wp::shape_t var_378;
        wp::int32 var_379;
        wp::float32* var_380;
        const wp::float32 var_381 = 0.53;
        const wp::float32 var_382 = -1.675;
        wp::float32 var_383;
        wp::float32 var_384;
        const wp::float32 var_385 = 1.0;
        wp::float32 var_386;
        wp::float32 var_387;
        wp::float32 var_388;
        wp::float32 var_389;
        const wp::float32 var_390 = 0.19;
        wp::float32 var_391;
        wp::float32 var_392;
        wp::float32 var_393;
        bool var_394;
        const wp::float32 var_395 = 1.73;
        const wp::float32 var_396 = 1.82;
        const wp::float32 var_397 = -0.66;
        wp::vec_t<3, wp::float32> var_398;
        const wp::float32 var_399 = 0.5;
        const wp::float32 var_400 = 1.79;
        const wp::float32 var_401 = 0.49;
        wp::vec_t<3, wp::float32> var_402;
        const wp::float32 var_403 = 1.5;
        wp::vec_t<3, wp::float32> var_404;
        const wp::int32 var_405 = 2;
        wp::float32 var_406;
        wp::float32 var_407;
        wp::float32 var_408;
        const wp::float32 var_409 = -1.14;
        wp::vec_t<3, wp::float32> var_410;
        wp::vec_t<3, wp::float32> var_411;
        const wp::int32 var_412 = 0;
        wp::float32 var_413;
        wp::float32 var_414;
        wp::float32 var_415;
        const wp::float32 var_416 = -0.04;
        const wp::float32 var_417 = 1.76;
        bool var_418;
        wp::float32 var_419;
        wp::float32 var_420;
        wp::float32 var_421;
        const wp::float32 var_422 = 1.0;
        wp::float32 var_423;
        wp::float32 var_424;
        const wp::float32 var_425 = -1.642;
        wp::float32 var_426;
        const wp::float32 var_427 = 1.0;
        wp::float32 var_428;
        wp::float32 var_429;
        const wp::float32 var_430 = -0.56;
        wp::vec_t<3, wp::float32> var_431;
        const wp::float32 var_432 = -0.668;
        const wp::float32 var_433 = 0.614;
        const wp::float32 var_434 = -0.85;
        wp::vec_t<3, wp::float32> var_435;
        wp::float32 var_436;
        wp::float32 var_437;
        wp::float32 var_438;
        wp::float32 var_439;
        const wp::float32 var_440 = 1.0;
        wp::float32 var_441;
        wp::float32 var_442;
        wp::vec_t<3, wp::float32> var_443;
        const wp::int32 var_444 = 0;
        wp::float32 var_445;
        const wp::int32 var_446 = 1;
        wp::float32 var_447;
        wp::float32 var_448;
        const wp::int32 var_449 = 2;
        wp::float32 var_450;
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
        bool var_465;
        wp::float32 var_466;
        wp::float32 var_467;
        wp::float32 var_468;
        const wp::float32 var_469 = 0.38;
        const wp::float32 var_470 = 0.2;
        bool var_471;
        const wp::float32 var_472 = 1.1;
        wp::float32 var_473;
        wp::float32 var_474;
        const wp::int32 var_475 = 6;
        wp::range_t var_476;
        wp::int32 var_477;
        const wp::float32 var_478 = 0.6;
        const wp::float32 var_479 = 0.69;
        const wp::float32 var_480 = 1.281;
        wp::vec_t<3, wp::float32> var_481;
        const wp::float32 var_482 = 0.747;
        const wp::float32 var_483 = 0.89;
        const wp::float32 var_484 = -1.143;
        wp::vec_t<3, wp::float32> var_485;
        wp::vec_t<3, wp::float32> var_486;
        const wp::int32 var_487 = 1;
        wp::float32 var_488;
        wp::float32 var_489;
        wp::float32 var_490;
        const wp::int32 var_491 = 3;
        wp::int32 var_492;
        const wp::int32 var_493 = 0;
        bool var_494;
        wp::float32 var_495;
        const wp::int32 var_496 = 4;
        wp::int32 var_497;
        const wp::int32 var_498 = 1;
        bool var_499;
        wp::float32 var_500;
        const wp::float32 var_501 = -100.0;
        const wp::float32 var_502 = 100.0;
        wp::float32 var_503;
        wp::float32 var_504;
        wp::int32 var_505;
        const wp::int32 var_506 = 4;
        wp::int32 var_507;
        const wp::int32 var_508 = 0;
        bool var_509;
        const wp::float32 var_510 = -0.913;
        const wp::float32 var_511 = -0.5;
        const wp::float32 var_512 = -1.46;
        wp::vec_t<3, wp::float32> var_513;
        const wp::float32 var_514 = -1.237;
        const wp::float32 var_515 = -0.185;
        const wp::float32 var_516 = -1.3;
        wp::vec_t<3, wp::float32> var_517;
        wp::float32 var_518;
        wp::float32 var_519;
        const wp::float32 var_520 = 1.0;
        wp::float32 var_521;
        wp::float32 var_522;
        wp::float32 var_523;
        wp::float32 var_524;
        wp::float32 var_525;
        wp::float32 var_526;
        bool var_527;
        bool var_528;
        bool var_529;
        bool var_530;
        bool var_531;
        bool var_532;
        wp::float32 var_533;
        wp::float32 var_534;
        const wp::int32 var_535 = 3;
        wp::int32 var_536;
        const wp::int32 var_537 = 0;
        const wp::int32 var_538 = -1;
        wp::range_t var_539;
        wp::int32 var_540;
        wp::float32 var_541;
        wp::float32 var_542;
        wp::float32 var_543;
        bool var_544;
        bool var_545;
        bool var_546;
        const wp::float32 var_547 = 1.5;
        wp::float32 var_548;
        wp::float32 var_549;
        wp::float32 var_550;
        const wp::float32 var_551 = 1.11;
        wp::float32 var_552;
        wp::float32 var_553;
        const wp::float32 var_554 = 0.632;
        const wp::float32 var_555 = -0.54;
        const wp::float32 var_556 = 1.235;
        wp::vec_t<3, wp::float32> var_557;
        const wp::int32 var_558 = 2;
        wp::float32 var_559;
        wp::float32 var_560;
        const wp::int32 var_561 = 4;
        wp::int32 var_562;
        const wp::int32 var_563 = 1;
        bool var_564;
        const wp::float32 var_565 = 1.9;
        wp::float32 var_566;
        const wp::float32 var_567 = -1.49;
        wp::float32 var_568;
        const wp::float32 var_569 = 1.0;
        wp::float32 var_570;
        wp::float32 var_571;
        wp::float32 var_572;
        wp::float32 var_573;
        wp::float32 var_574;
        wp::float32 var_575;
        bool var_576;
        wp::float32 var_577;
        wp::float32 var_578;
        wp::float32 var_579;
        wp::float32 var_580;
        const wp::int32 var_581 = 2;
        wp::int32 var_582;
        const wp::int32 var_583 = 0;
        const wp::int32 var_584 = 2;
        wp::range_t var_585;
        wp::int32 var_586;
        const wp::float32 var_587 = 0.562;
        const wp::float32 var_588 = 0.9;
        wp::float32 var_589;
        const wp::float32 var_590 = 1.0;
        wp::float32 var_591;
        wp::float32 var_592;
        const wp::float32 var_593 = 1.01;
        const wp::float32 var_594 = -0.8;
        wp::float32 var_595;
        wp::float32 var_596;
        wp::float32 var_597;
        wp::float32 var_598;
        bool var_599;
        wp::range_t var_600;
        wp::int32 var_601;
        const wp::float32 var_602 = -1.3;
        const wp::float32 var_603 = -0.7;
        wp::float32 var_604;
        wp::float32 var_605;
        wp::float32 var_606;
        wp::float32 var_607;
        bool var_608;
        bool var_609;
        const wp::float32 var_610 = -1.654;
        bool var_611;
        bool var_612;
        wp::float32 var_613;
        wp::float32 var_614;
        wp::float32 var_615;
        const wp::float32 var_616 = 1.0;
        wp::float32 var_617;
        wp::float32 var_618;
        const wp::float32 var_619 = 0.2;
        const wp::float32 var_620 = 1.8;
        wp::float32 var_621;
        wp::float32 var_622;
        bool var_623;
        wp::float32 var_624;
        wp::float32 var_625;
        wp::vec_t<3, wp::float32> var_626;
        const wp::int32 var_627 = 0;
        wp::float32 var_628;
        const wp::int32 var_629 = 1;
        wp::float32 var_630;
        wp::float32 var_631;
        const wp::int32 var_632 = 2;
        wp::float32 var_633;
        wp::float32 var_634;
        wp::float32 var_635;
        wp::float32 var_636;
        wp::float32 var_637;
        const wp::int32 var_638 = 0;
        wp::int32 var_639;
        bool var_640;
        const wp::int32 var_641 = 2;
        bool var_642;
        const wp::float32 var_643 = 0.9;
        bool var_644;
        const wp::int32 var_645 = 1;
        wp::int32 var_646;
        const wp::float32 var_647 = 0.04;
        wp::float32 var_648;
        wp::float32 var_649;
        bool var_650;
        wp::float32 var_651;
        wp::int32 var_652;
        wp::range_t var_653;
        wp::range_t var_654;
        wp::int32 var_655;
        const wp::float32 var_656 = 0.16;
        const wp::float32 var_657 = -0.91;
        const wp::float32 var_658 = 1.7;
        wp::vec_t<3, wp::float32> var_659;
        const wp::float32 var_660 = -1.1;
        const wp::float32 var_661 = -0.703;
        const wp::float32 var_662 = 1.5;
        wp::vec_t<3, wp::float32> var_663;
        const wp::float32 var_664 = 1.6;
        const wp::float32 var_665 = 0.357;
        const wp::float32 var_666 = 1.83;
        wp::vec_t<3, wp::float32> var_667;
        wp::vec_t<3, wp::float32> var_668;
        wp::float32 var_669;
        wp::float32 var_670;
        wp::float32 var_671;
        wp::range_t var_672;
        wp::int32 var_673;
        const wp::float32 var_674 = 0.5;
        wp::float32 var_675;
        const wp::float32 var_676 = 1.32;
        const wp::float32 var_677 = -0.118;
        const wp::float32 var_678 = -0.82;
        wp::vec_t<3, wp::float32> var_679;
        const wp::float32 var_680 = -0.5;
        wp::vec_t<3, wp::float32> var_681;
        wp::float32 var_682;
        const wp::float32 var_683 = -0.299;
        const wp::float32 var_684 = 1.985;
        wp::float32 var_685;
        const wp::float32 var_686 = 1.0;
        wp::float32 var_687;
        wp::float32 var_688;
        wp::float32 var_689;
        const wp::float32 var_690 = 1.0;
        wp::float32 var_691;
        wp::float32 var_692;
        wp::float32 var_693;
        wp::float32 var_694;
        const wp::float32 var_695 = 0.5;
        wp::float32 var_696;
        wp::float32 var_697;
        wp::float32 var_698;
        wp::float32 var_699;
        wp::float32 var_700;
        wp::float32 var_701;
        bool var_702;
        wp::float32 var_703;
        wp::float32 var_704;
        wp::float32 var_705;
        wp::float32 var_706;
        wp::float32 var_707;
        bool var_708;
        bool var_709;
        const wp::float32 var_710 = -0.14;
        bool var_711;
        wp::float32 var_712;
        const wp::float32 var_713 = 1.0;
        wp::float32 var_714;
        wp::float32 var_715;
        wp::float32 var_716;
        wp::float32 var_717;
        const wp::float32 var_718 = 1.69;
        wp::float32 var_719;
        wp::float32 var_720;
        wp::range_t var_721;
        wp::int32 var_722;
        const wp::float32 var_723 = -0.864;
        wp::float32 var_724;
        wp::float32 var_725;
        bool var_726;
        bool var_727;
        const wp::float32 var_728 = -1.604;
        bool var_729;
        wp::float32 var_730;
        wp::float32 var_731;
        wp::float32 var_732;
        const wp::float32 var_733 = -1.05;
        const wp::float32 var_734 = 1.666;
        const wp::float32 var_735 = -0.74;
        wp::vec_t<3, wp::float32> var_736;
        wp::float32 var_737;
        const wp::float32 var_738 = 1.0;
        wp::float32 var_739;
        wp::vec_t<3, wp::float32> var_740;
        wp::float32 var_741;
        const wp::float32 var_742 = 0.56;
        wp::float32 var_743;
        wp::float32 var_744;
        wp::float32 var_745;
        //---------
        // forward
        // def control_000002(x0: wp.array[float], n: int, out0: wp.array[float]):                <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v24 = float(0.0)                                                                       <L 7>
        var_2 = wp::float(var_1);
        // v0 = x0[tid]                                                                           <L 8>
        var_3 = wp::address(var_x0, var_0);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // if ((tid) % 3 == 0) or (v0 >= v0):                                                     <L 9>
        var_8 = wp::mod(var_0, var_7);
        var_10 = (var_8 == var_9);
        var_6 = var_10;
        if (!var_6) {
            var_11 = (var_4 >= var_4);
            var_6 = var_6 || var_11;
        }
        if (var_6) {
            // v0 -= wp.tanh((v0 - wp.tanh(v0))) * 0.44                                           <L 10>
            var_12 = wp::tanh(var_4);
            var_13 = wp::sub(var_4, var_12);
            var_14 = wp::tanh(var_13);
            var_16 = wp::mul(var_14, var_15);
            var_17 = wp::sub(var_4, var_16);
            // for j1 in range(n):                                                                <L 11>
            var_18 = wp::range(var_n);
            start_for_0:;
                if (iter_cmp(var_18) == 0) goto end_for_0;
                var_19 = wp::iter_next(var_18);
                // v0 = v0 + wp.tanh(float(tid))                                                  <L 12>
                var_20 = wp::float(var_0);
                var_21 = wp::tanh(var_20);
                var_22 = wp::add(var_17, var_21);
                // w2 = int(0)                                                                    <L 13>
                var_24 = wp::int(var_23);
                // while w2 < 3 and (0.85 <= v0):                                                 <L 14>
        start_while_2:;
                var_27 = (var_24 < var_26);
                var_25 = var_27;
                if (var_25) {
                    var_29 = (var_28 <= var_22);
                    var_25 = var_25 && var_29;
                }
        if ((var_25) == false) goto end_while_2;
                    // w2 = w2 + 1                                                                <L 15>
                    var_31 = wp::add(var_24, var_30);
                    // v0 = v0 * 0.5 + wp.sin(((wp.vec3(-1.929, -0.74, 0.5) - wp.vec3(-1.9, -0.27, -1.81)))[2])       <L 16>
                    var_33 = wp::mul(var_22, var_32);
                    var_37 = wp::vec_t<3, wp::float32>(var_34, var_35, var_36);
                    var_41 = wp::vec_t<3, wp::float32>(var_38, var_39, var_40);
                    var_42 = wp::sub(var_37, var_41);
                    var_44 = wp::extract(var_42, var_43);
                    var_45 = wp::sin(var_44);
                    var_46 = wp::add(var_33, var_45);
                    wp::assign(var_22, var_46);
                    wp::assign(var_24, var_31);
        goto start_while_2;
        end_while_2:;
                // w3 = int(0)                                                                    <L 17>
                var_48 = wp::int(var_47);
                // while w3 < 5 and ((j1) % 2 == 1):                                              <L 18>
        start_while_4:;
                var_51 = (var_48 < var_50);
                var_49 = var_51;
                if (var_49) {
                    var_53 = wp::mod(var_19, var_52);
                    var_55 = (var_53 == var_54);
                    var_49 = var_49 && var_55;
                }
        if ((var_49) == false) goto end_while_4;
                    // w3 = w3 + 1                                                                <L 19>
                    var_57 = wp::add(var_48, var_56);
                    // v0 = v0 * 0.5 + wp.tanh((wp.length_sq(wp.vec3(0.1, -0.04, -1.771)) - (-0.16 + -0.9)))       <L 20>
                    var_59 = wp::mul(var_22, var_58);
                    var_63 = wp::vec_t<3, wp::float32>(var_60, var_61, var_62);
                    var_64 = wp::length_sq(var_63);
                    var_67 = wp::add(var_65, var_66);
                    var_68 = wp::sub(var_64, var_67);
                    var_69 = wp::tanh(var_68);
                    var_70 = wp::add(var_59, var_69);
                    wp::assign(var_22, var_70);
                    wp::assign(var_48, var_57);
        goto start_while_4;
        end_while_4:;
                wp::assign(var_17, var_22);
                goto start_for_0;
            end_for_0:;
            // v4 = wp.mod(wp.acos(wp.clamp((v0 - v0), -0.9, 0.9)), wp.abs(wp.erfc(wp.where(v0 > v0, v0, v0))) + 1.0)       <L 21>
            var_71 = wp::sub(var_17, var_17);
            var_74 = wp::clamp(var_71, var_72, var_73);
            var_75 = wp::acos(var_74);
            var_76 = (var_17 > var_17);
            var_77 = wp::where(var_76, var_17, var_17);
            var_78 = wp::erfc(var_77);
            var_79 = wp::abs(var_78);
            var_81 = wp::add(var_79, var_80);
            var_82 = wp::mod(var_75, var_81);
            // v24 += v4                                                                          <L 22>
            var_83 = wp::add(var_2, var_82);
        }
        var_84 = wp::where(var_6, var_83, var_2);
        var_85 = wp::where(var_6, var_17, var_4);
        // if wp.min(v0, v0) >= (v0 - v0):                                                        <L 23>
        var_86 = wp::min(var_85, var_85);
        var_87 = wp::sub(var_85, var_85);
        var_88 = (var_86 >= var_87);
        if (var_88) {
            // v0 += wp.tanh(v0)                                                                  <L 24>
            var_89 = wp::tanh(var_85);
            var_90 = wp::add(var_85, var_89);
        }
        if (!var_88) {
            // elif ((v0 <= 1.6) and (-1.317 > v0)) and ((v0 < v0) or (v0 > 1.4)):                <L 25>
            var_94 = (var_85 <= var_93);
            var_92 = var_94;
            if (var_92) {
                var_96 = (var_95 > var_85);
                var_92 = var_92 && var_96;
            }
            var_91 = var_92;
            if (var_91) {
                var_98 = (var_85 < var_85);
                var_97 = var_98;
                if (!var_97) {
                    var_100 = (var_85 > var_99);
                    var_97 = var_97 || var_100;
                }
                var_91 = var_91 && var_97;
            }
            if (var_91) {
                // v0 = v0 + wp.tanh((float(tid) + wp.degrees(v0)))                               <L 26>
                var_101 = wp::float(var_0);
                var_102 = wp::degrees(var_85);
                var_103 = wp::add(var_101, var_102);
                var_104 = wp::tanh(var_103);
                var_105 = wp::add(var_85, var_104);
                // v5 = ((wp.ceil(-1.2) / (wp.abs(wp.dot(wp.vec3(0.7, 0.1, 1.31), wp.vec3(-0.91, 1.3, 0.16))) + 1.0)) - wp.round(0.5))       <L 27>
                var_107 = wp::ceil(var_106);
                var_111 = wp::vec_t<3, wp::float32>(var_108, var_109, var_110);
                var_115 = wp::vec_t<3, wp::float32>(var_112, var_113, var_114);
                var_116 = wp::dot(var_111, var_115);
                var_117 = wp::abs(var_116);
                var_119 = wp::add(var_117, var_118);
                var_120 = wp::div(var_107, var_119);
                var_122 = wp::round(var_121);
                var_123 = wp::sub(var_120, var_122);
                // v24 += v5                                                                      <L 28>
                var_124 = wp::add(var_84, var_123);
            }
            if (!var_91) {
                // elif (v0 <= -0.401) or (v0 >= v0):                                             <L 29>
                var_127 = (var_85 <= var_126);
                var_125 = var_127;
                if (!var_125) {
                    var_128 = (var_85 >= var_85);
                    var_125 = var_125 || var_128;
                }
                if (var_125) {
                    // v0 = v0 + wp.sin(wp.clamp((v0 + v0), -0.25, 1.65))                         <L 30>
                    var_129 = wp::add(var_85, var_85);
                    var_132 = wp::clamp(var_129, var_130, var_131);
                    var_133 = wp::sin(var_132);
                    var_134 = wp::add(var_85, var_133);
                    // v0 = v0 + wp.tanh(x0[(tid + 5) % x0.shape[0]])                             <L 31>
                    var_136 = wp::add(var_0, var_135);
                    var_137 = &(var_x0.shape);
                    var_140 = wp::load(var_137);
                    var_139 = wp::extract(var_140, var_138);
                    var_141 = wp::mod(var_136, var_139);
                    var_142 = wp::address(var_x0, var_141);
                    var_144 = wp::load(var_142);
                    var_143 = wp::tanh(var_144);
                    var_145 = wp::add(var_134, var_143);
                    // if wp.length_sq(wp.vec3(-1.6, 1.256, 0.293)) <= v0:                        <L 32>
                    var_149 = wp::vec_t<3, wp::float32>(var_146, var_147, var_148);
                    var_150 = wp::length_sq(var_149);
                    var_151 = (var_150 <= var_145);
                    if (var_151) {
                        // v0 = v0 + wp.tanh(v0)                                                  <L 33>
                        var_152 = wp::tanh(var_145);
                        var_153 = wp::add(var_145, var_152);
                        // w6 = int(0)                                                            <L 34>
                        var_155 = wp::int(var_154);
                        // while w6 < 5:                                                          <L 35>
        start_while_6:;
                        var_157 = (var_155 < var_156);
        if ((var_157) == false) goto end_while_6;
                            // w6 = w6 + 1                                                        <L 36>
                            var_159 = wp::add(var_155, var_158);
                            // v0 = v0 + wp.cos((1.399 + 0.76))                                   <L 37>
                            var_162 = wp::add(var_160, var_161);
                            var_163 = wp::cos(var_162);
                            var_164 = wp::add(var_153, var_163);
                            // if (v0 < v0) and (v0 < v0):                                        <L 38>
                            var_166 = (var_164 < var_164);
                            var_165 = var_166;
                            if (var_165) {
                                var_167 = (var_164 < var_164);
                                var_165 = var_165 && var_167;
                            }
                            if (var_165) {
                                // continue                                                       <L 39>
                                wp::assign(var_153, var_164);
                                wp::assign(var_155, var_159);
                                goto start_while_6;
                            }
                            var_168 = wp::where(var_165, var_153, var_164);
                            var_169 = wp::where(var_165, var_155, var_159);
                            // if v0 > v0:                                                        <L 40>
                            var_170 = (var_168 > var_168);
                            if (var_170) {
                                // break                                                          <L 41>
                                wp::assign(var_153, var_168);
                                wp::assign(var_155, var_169);
                                goto end_while_6;
                            }
                            var_171 = wp::where(var_170, var_153, var_168);
                            var_172 = wp::where(var_170, var_155, var_169);
                            wp::assign(var_153, var_171);
                            wp::assign(var_155, var_172);
        goto start_while_6;
        end_while_6:;
                    }
                    var_173 = wp::where(var_151, var_153, var_145);
                }
                if (!var_125) {
                    // elif ((v0 >= v0) and (v0 < v0)) and (1.431 > v0):                          <L 42>
                    var_176 = (var_85 >= var_85);
                    var_175 = var_176;
                    if (var_175) {
                        var_177 = (var_85 < var_85);
                        var_175 = var_175 && var_177;
                    }
                    var_174 = var_175;
                    if (var_174) {
                        var_179 = (var_178 > var_85);
                        var_174 = var_174 && var_179;
                    }
                    if (var_174) {
                        // v0 += wp.cos((wp.length_sq(wp.vec3(-1.748, 0.682, 0.1)) * float(tid)))       <L 43>
                        var_183 = wp::vec_t<3, wp::float32>(var_180, var_181, var_182);
                        var_184 = wp::length_sq(var_183);
                        var_185 = wp::float(var_0);
                        var_186 = wp::mul(var_184, var_185);
                        var_187 = wp::cos(var_186);
                        var_188 = wp::add(var_85, var_187);
                        // for j7 in range(2):                                                    <L 44>
                        // v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                             <L 45>
                        var_191 = wp::add(var_0, var_190);
                        var_192 = &(var_x0.shape);
                        var_195 = wp::load(var_192);
                        var_194 = wp::extract(var_195, var_193);
                        var_196 = wp::mod(var_191, var_194);
                        var_197 = wp::address(var_x0, var_196);
                        var_199 = wp::load(var_197);
                        var_198 = wp::tanh(var_199);
                        var_200 = wp::add(var_188, var_198);
                        // if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):       <L 46>
                        var_204 = wp::vec_t<3, wp::float32>(var_201, var_202, var_203);
                        var_205 = wp::length(var_204);
                        var_209 = wp::vec_t<3, wp::float32>(var_206, var_207, var_208);
                        var_213 = wp::vec_t<3, wp::float32>(var_210, var_211, var_212);
                        var_214 = wp::dot(var_209, var_213);
                        var_215 = (var_205 <= var_214);
                        if (var_215) {
                            // v0 -= wp.tanh(-1.3) * 1.55                                         <L 47>
                            var_217 = wp::tanh(var_216);
                            var_219 = wp::mul(var_217, var_218);
                            var_220 = wp::sub(var_200, var_219);
                        }
                        var_221 = wp::where(var_215, var_220, var_200);
                        // for j8 in range(0, n * 3, 3):                                          <L 48>
                        var_223 = wp::mul(var_n, var_222);
                        var_226 = wp::range(var_224, var_223, var_225);
                        start_for_8:;
                            if (iter_cmp(var_226) == 0) goto end_for_8;
                            var_227 = wp::iter_next(var_226);
                            // v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])               <L 49>
                            var_229 = wp::mul(var_221, var_228);
                            var_231 = wp::add(var_0, var_230);
                            var_232 = &(var_x0.shape);
                            var_235 = wp::load(var_232);
                            var_234 = wp::extract(var_235, var_233);
                            var_236 = wp::mod(var_231, var_234);
                            var_237 = wp::address(var_x0, var_236);
                            var_239 = wp::load(var_237);
                            var_238 = wp::tanh(var_239);
                            var_240 = wp::add(var_229, var_238);
                            // if v0 <= v0:                                                       <L 50>
                            var_241 = (var_240 <= var_240);
                            if (var_241) {
                                // out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99       <L 51>
                                var_242 = wp::sub(var_240, var_240);
                                var_245 = wp::clamp(var_240, var_243, var_244);
                                var_246 = wp::acos(var_245);
                                var_247 = wp::abs(var_246);
                                var_249 = wp::add(var_247, var_248);
                                var_250 = wp::div(var_242, var_249);
                                var_252 = wp::mul(var_250, var_251);
                                var_253 = wp::add(var_240, var_252);
                                wp::array_store(var_out0, var_0, var_253);
                                // return                                                         <L 52>
                                continue;
                            }
                            // v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))       <L 53>
                            var_254 = wp::atan(var_240);
                            var_258 = wp::vec_t<3, wp::float32>(var_255, var_256, var_257);
                            var_262 = wp::vec_t<3, wp::float32>(var_259, var_260, var_261);
                            var_263 = wp::dot(var_258, var_262);
                            var_264 = wp::min(var_254, var_263);
                            var_265 = wp::neg(var_240);
                            var_266 = wp::mul(var_264, var_265);
                            // v24 += v9                                                          <L 54>
                            var_267 = wp::add(var_84, var_266);
                            wp::assign(var_84, var_267);
                            wp::assign(var_221, var_240);
                            goto start_for_8;
                        end_for_8:;
                        // v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                             <L 45>
                        var_270 = wp::add(var_0, var_269);
                        var_271 = &(var_x0.shape);
                        var_274 = wp::load(var_271);
                        var_273 = wp::extract(var_274, var_272);
                        var_275 = wp::mod(var_270, var_273);
                        var_276 = wp::address(var_x0, var_275);
                        var_278 = wp::load(var_276);
                        var_277 = wp::tanh(var_278);
                        var_279 = wp::add(var_221, var_277);
                        // if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):       <L 46>
                        var_283 = wp::vec_t<3, wp::float32>(var_280, var_281, var_282);
                        var_284 = wp::length(var_283);
                        var_288 = wp::vec_t<3, wp::float32>(var_285, var_286, var_287);
                        var_292 = wp::vec_t<3, wp::float32>(var_289, var_290, var_291);
                        var_293 = wp::dot(var_288, var_292);
                        var_294 = (var_284 <= var_293);
                        if (var_294) {
                            // v0 -= wp.tanh(-1.3) * 1.55                                         <L 47>
                            var_296 = wp::tanh(var_295);
                            var_298 = wp::mul(var_296, var_297);
                            var_299 = wp::sub(var_279, var_298);
                        }
                        var_300 = wp::where(var_294, var_299, var_279);
                        // for j8 in range(0, n * 3, 3):                                          <L 48>
                        var_302 = wp::mul(var_n, var_301);
                        var_305 = wp::range(var_303, var_302, var_304);
                        start_for_11:;
                            if (iter_cmp(var_305) == 0) goto end_for_11;
                            var_306 = wp::iter_next(var_305);
                            // v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])               <L 49>
                            var_308 = wp::mul(var_300, var_307);
                            var_310 = wp::add(var_0, var_309);
                            var_311 = &(var_x0.shape);
                            var_314 = wp::load(var_311);
                            var_313 = wp::extract(var_314, var_312);
                            var_315 = wp::mod(var_310, var_313);
                            var_316 = wp::address(var_x0, var_315);
                            var_318 = wp::load(var_316);
                            var_317 = wp::tanh(var_318);
                            var_319 = wp::add(var_308, var_317);
                            // if v0 <= v0:                                                       <L 50>
                            var_320 = (var_319 <= var_319);
                            if (var_320) {
                                // out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99       <L 51>
                                var_321 = wp::sub(var_319, var_319);
                                var_324 = wp::clamp(var_319, var_322, var_323);
                                var_325 = wp::acos(var_324);
                                var_326 = wp::abs(var_325);
                                var_328 = wp::add(var_326, var_327);
                                var_329 = wp::div(var_321, var_328);
                                var_331 = wp::mul(var_329, var_330);
                                var_332 = wp::add(var_319, var_331);
                                wp::array_store(var_out0, var_0, var_332);
                                // return                                                         <L 52>
                                continue;
                            }
                            // v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))       <L 53>
                            var_333 = wp::atan(var_319);
                            var_337 = wp::vec_t<3, wp::float32>(var_334, var_335, var_336);
                            var_341 = wp::vec_t<3, wp::float32>(var_338, var_339, var_340);
                            var_342 = wp::dot(var_337, var_341);
                            var_343 = wp::min(var_333, var_342);
                            var_344 = wp::neg(var_319);
                            var_345 = wp::mul(var_343, var_344);
                            // v24 += v9                                                          <L 54>
                            var_346 = wp::add(var_84, var_345);
                            wp::assign(var_84, var_346);
                            wp::assign(var_300, var_319);
                            wp::assign(var_266, var_345);
                            goto start_for_11;
                        end_for_11:;
                        // v10 = wp.vec3(1.81, -1.66, -1.6)                                       <L 55>
                        var_350 = wp::vec_t<3, wp::float32>(var_347, var_348, var_349);
                        // v24 += v10[0] + v10[1] + v10[2]                                        <L 56>
                        var_352 = wp::extract(var_350, var_351);
                        var_354 = wp::extract(var_350, var_353);
                        var_355 = wp::add(var_352, var_354);
                        var_357 = wp::extract(var_350, var_356);
                        var_358 = wp::add(var_355, var_357);
                        var_359 = wp::add(var_84, var_358);
                    }
                    if (!var_174) {
                        // v0 = v0 + wp.cos(wp.length_sq(wp.vec3(0.36, -1.63, -0.02)))            <L 58>
                        var_363 = wp::vec_t<3, wp::float32>(var_360, var_361, var_362);
                        var_364 = wp::length_sq(var_363);
                        var_365 = wp::cos(var_364);
                        var_366 = wp::add(var_85, var_365);
                        // for j11 in range(0, n * 3, 3):                                         <L 59>
                        var_368 = wp::mul(var_n, var_367);
                        var_371 = wp::range(var_369, var_368, var_370);
                        start_for_14:;
                            if (iter_cmp(var_371) == 0) goto end_for_14;
                            var_372 = wp::iter_next(var_371);
                            // v0 -= wp.sin(wp.mod(x0[(tid + 1) % x0.shape[0]], wp.abs((0.53 - -1.675)) + 1.0)) * 0.19       <L 60>
                            var_374 = wp::add(var_0, var_373);
                            var_375 = &(var_x0.shape);
                            var_378 = wp::load(var_375);
                            var_377 = wp::extract(var_378, var_376);
                            var_379 = wp::mod(var_374, var_377);
                            var_380 = wp::address(var_x0, var_379);
                            var_383 = wp::sub(var_381, var_382);
                            var_384 = wp::abs(var_383);
                            var_386 = wp::add(var_384, var_385);
                            var_388 = wp::load(var_380);
                            var_387 = wp::mod(var_388, var_386);
                            var_389 = wp::sin(var_387);
                            var_391 = wp::mul(var_389, var_390);
                            var_392 = wp::sub(var_366, var_391);
                            // if (v0 + v0) >= v0:                                                <L 61>
                            var_393 = wp::add(var_392, var_392);
                            var_394 = (var_393 >= var_392);
                            if (var_394) {
                                // v0 += wp.tanh((wp.lerp(wp.vec3(1.73, 1.82, -0.66), wp.vec3(0.5, 1.79, 0.49), 1.5))[2])       <L 62>
                                var_398 = wp::vec_t<3, wp::float32>(var_395, var_396, var_397);
                                var_402 = wp::vec_t<3, wp::float32>(var_399, var_400, var_401);
                                var_404 = wp::lerp(var_398, var_402, var_403);
                                var_406 = wp::extract(var_404, var_405);
                                var_407 = wp::tanh(var_406);
                                var_408 = wp::add(var_392, var_407);
                                // v0 = v0 + wp.tanh((wp.normalize(wp.vec3(-1.14))).x)            <L 63>
                                var_410 = wp::vec_t<3, wp::float32>(var_409);
                                var_411 = wp::normalize(var_410);
                                var_413 = wp::extract(var_411, var_412);
                                var_414 = wp::tanh(var_413);
                                var_415 = wp::add(var_408, var_414);
                                // v12 = wp.vec3((wp.where(-0.04 > 1.76, v0, v0) / (wp.abs(float(tid)) + 1.0)), ((-1.642 / (wp.abs(v0) + 1.0)) - wp.dot(wp.vec3(-0.56), wp.vec3(-0.668, 0.614, -0.85))), (v0 / (wp.abs((v0 + v0)) + 1.0)))       <L 64>
                                var_418 = (var_416 > var_417);
                                var_419 = wp::where(var_418, var_415, var_415);
                                var_420 = wp::float(var_0);
                                var_421 = wp::abs(var_420);
                                var_423 = wp::add(var_421, var_422);
                                var_424 = wp::div(var_419, var_423);
                                var_426 = wp::abs(var_415);
                                var_428 = wp::add(var_426, var_427);
                                var_429 = wp::div(var_425, var_428);
                                var_431 = wp::vec_t<3, wp::float32>(var_430);
                                var_435 = wp::vec_t<3, wp::float32>(var_432, var_433, var_434);
                                var_436 = wp::dot(var_431, var_435);
                                var_437 = wp::sub(var_429, var_436);
                                var_438 = wp::add(var_415, var_415);
                                var_439 = wp::abs(var_438);
                                var_441 = wp::add(var_439, var_440);
                                var_442 = wp::div(var_415, var_441);
                                var_443 = wp::vec_t<3, wp::float32>(var_424, var_437, var_442);
                                // v24 += v12[0] + v12[1] + v12[2]                                <L 65>
                                var_445 = wp::extract(var_443, var_444);
                                var_447 = wp::extract(var_443, var_446);
                                var_448 = wp::add(var_445, var_447);
                                var_450 = wp::extract(var_443, var_449);
                                var_451 = wp::add(var_448, var_450);
                                var_452 = wp::add(var_84, var_451);
                            }
                            var_453 = wp::where(var_394, var_452, var_84);
                            var_454 = wp::where(var_394, var_415, var_392);
                            wp::assign(var_84, var_453);
                            wp::assign(var_366, var_454);
                            goto start_for_14;
                        end_for_14:;
                    }
                    var_455 = wp::where(var_174, var_359, var_84);
                    var_456 = wp::where(var_174, var_300, var_366);
                }
                var_457 = wp::where(var_125, var_84, var_455);
                var_458 = wp::where(var_125, var_173, var_456);
            }
            var_459 = wp::where(var_91, var_124, var_457);
            var_460 = wp::where(var_91, var_105, var_458);
        }
        var_461 = wp::where(var_88, var_84, var_459);
        var_462 = wp::where(var_88, var_90, var_460);
        // if (v0 - v0) <= (v0 - v0):                                                             <L 66>
        var_463 = wp::sub(var_462, var_462);
        var_464 = wp::sub(var_462, var_462);
        var_465 = (var_463 <= var_464);
        if (var_465) {
            // v0 = v0 + wp.tanh(wp.sin(v0))                                                      <L 67>
            var_466 = wp::sin(var_462);
            var_467 = wp::tanh(var_466);
            var_468 = wp::add(var_462, var_467);
            // if 0.38 < 0.2:                                                                     <L 68>
            var_471 = (var_469 < var_470);
            if (var_471) {
                // out0[tid] = v0 + v0 * 1.1                                                      <L 69>
                var_473 = wp::mul(var_468, var_472);
                var_474 = wp::add(var_468, var_473);
                wp::array_store(var_out0, var_0, var_474);
                // return                                                                         <L 70>
                continue;
            }
            // for j13 in range(6):                                                               <L 71>
            var_476 = wp::range(var_475);
            start_for_17:;
                if (iter_cmp(var_476) == 0) goto end_for_17;
                var_477 = wp::iter_next(var_476);
                // v0 += wp.sin((wp.cw_mul(wp.vec3(0.6, 0.69, 1.281), wp.vec3(0.747, 0.89, -1.143)))[1])       <L 72>
                var_481 = wp::vec_t<3, wp::float32>(var_478, var_479, var_480);
                var_485 = wp::vec_t<3, wp::float32>(var_482, var_483, var_484);
                var_486 = wp::cw_mul(var_481, var_485);
                var_488 = wp::extract(var_486, var_487);
                var_489 = wp::sin(var_488);
                var_490 = wp::add(var_468, var_489);
                // if (j13) % 3 == 0:                                                             <L 73>
                var_492 = wp::mod(var_477, var_491);
                var_494 = (var_492 == var_493);
                if (var_494) {
                    // continue                                                                   <L 74>
                    wp::assign(var_468, var_490);
                    goto start_for_17;
                }
                var_495 = wp::where(var_494, var_468, var_490);
                // if (j13) % 4 == 1:                                                             <L 75>
                var_497 = wp::mod(var_477, var_496);
                var_499 = (var_497 == var_498);
                if (var_499) {
                    // break                                                                      <L 76>
                    wp::assign(var_468, var_495);
                    goto end_for_17;
                }
                var_500 = wp::where(var_499, var_468, var_495);
                wp::assign(var_468, var_500);
                goto start_for_17;
            end_for_17:;
        }
        if (!var_465) {
            // elif (int(wp.floor(wp.clamp(v0, -100.0, 100.0)))) % 4 == 0:                        <L 77>
            var_503 = wp::clamp(var_462, var_501, var_502);
            var_504 = wp::floor(var_503);
            var_505 = wp::int(var_504);
            var_507 = wp::mod(var_505, var_506);
            var_509 = (var_507 == var_508);
            if (var_509) {
                // v0 += wp.tanh(wp.mod(v0, wp.abs(wp.dot(wp.vec3(-0.913, -0.5, -1.46), wp.vec3(-1.237, -0.185, -1.3))) + 1.0))       <L 78>
                var_513 = wp::vec_t<3, wp::float32>(var_510, var_511, var_512);
                var_517 = wp::vec_t<3, wp::float32>(var_514, var_515, var_516);
                var_518 = wp::dot(var_513, var_517);
                var_519 = wp::abs(var_518);
                var_521 = wp::add(var_519, var_520);
                var_522 = wp::mod(var_462, var_521);
                var_523 = wp::tanh(var_522);
                var_524 = wp::add(var_462, var_523);
                // v0 = v0 + wp.tanh(v0)                                                          <L 79>
                var_525 = wp::tanh(var_524);
                var_526 = wp::add(var_524, var_525);
                // if v0 > v0:                                                                    <L 80>
                var_527 = (var_526 > var_526);
                if (var_527) {
                    // return                                                                     <L 81>
                    continue;
                }
            }
            if (!var_509) {
                // elif not (v0 < v0 or (v0 <= v0) or (v0 < v0)):                                 <L 82>
                var_529 = (var_462 < var_462);
                var_528 = var_529;
                if (!var_528) {
                    var_530 = (var_462 <= var_462);
                    var_528 = var_528 || var_530;
                }
                if (!var_528) {
                    var_531 = (var_462 < var_462);
                    var_528 = var_528 || var_531;
                }
                var_532 = wp::unot(var_528);
                if (var_532) {
                    // v0 = v0 + wp.sin(v0)                                                       <L 83>
                    var_533 = wp::sin(var_462);
                    var_534 = wp::add(var_462, var_533);
                    // for j14 in range(n + 3, 0, -1):                                            <L 84>
                    var_536 = wp::add(var_n, var_535);
                    var_539 = wp::range(var_536, var_537, var_538);
                    start_for_20:;
                        if (iter_cmp(var_539) == 0) goto end_for_20;
                        var_540 = wp::iter_next(var_539);
                        // v0 += wp.sin(float(tid))                                               <L 85>
                        var_541 = wp::float(var_0);
                        var_542 = wp::sin(var_541);
                        var_543 = wp::add(var_534, var_542);
                        // if (v0 > v0) and (v0 <= v0):                                           <L 86>
                        var_545 = (var_543 > var_543);
                        var_544 = var_545;
                        if (var_544) {
                            var_546 = (var_543 <= var_543);
                            var_544 = var_544 && var_546;
                        }
                        if (var_544) {
                            // out0[tid] = v0 + ((1.5 - v0) * float(tid)) * 1.11                  <L 87>
                            var_548 = wp::sub(var_547, var_543);
                            var_549 = wp::float(var_0);
                            var_550 = wp::mul(var_548, var_549);
                            var_552 = wp::mul(var_550, var_551);
                            var_553 = wp::add(var_543, var_552);
                            wp::array_store(var_out0, var_0, var_553);
                            // return                                                             <L 88>
                            continue;
                        }
                        // v15 = (wp.sign((wp.vec3(0.632, -0.54, 1.235))[2]) + wp.where((tid) % 4 == 1, wp.floor(1.9), (v0 / (wp.abs(-1.49) + 1.0))))       <L 89>
                        var_557 = wp::vec_t<3, wp::float32>(var_554, var_555, var_556);
                        var_559 = wp::extract(var_557, var_558);
                        var_560 = wp::sign(var_559);
                        var_562 = wp::mod(var_0, var_561);
                        var_564 = (var_562 == var_563);
                        var_566 = wp::floor(var_565);
                        var_568 = wp::abs(var_567);
                        var_570 = wp::add(var_568, var_569);
                        var_571 = wp::div(var_543, var_570);
                        var_572 = wp::where(var_564, var_566, var_571);
                        var_573 = wp::add(var_560, var_572);
                        // v24 += v15                                                             <L 90>
                        var_574 = wp::add(var_461, var_573);
                        wp::assign(var_461, var_574);
                        wp::assign(var_534, var_543);
                        goto start_for_20;
                    end_for_20:;
                }
                if (!var_532) {
                    // elif (v0 + v0) < v0:                                                       <L 91>
                    var_575 = wp::add(var_462, var_462);
                    var_576 = (var_575 < var_462);
                    if (var_576) {
                        // v0 = v0 + wp.cos(((v0 - v0) + v0))                                     <L 92>
                        var_577 = wp::sub(var_462, var_462);
                        var_578 = wp::add(var_577, var_462);
                        var_579 = wp::cos(var_578);
                        var_580 = wp::add(var_462, var_579);
                        // for j16 in range(0, n * 2, 2):                                         <L 93>
                        var_582 = wp::mul(var_n, var_581);
                        var_585 = wp::range(var_583, var_582, var_584);
                        start_for_23:;
                            if (iter_cmp(var_585) == 0) goto end_for_23;
                            var_586 = wp::iter_next(var_585);
                            // v0 = v0 + wp.tanh(((0.562 / (wp.abs(0.9) + 1.0)) * (1.01 - -0.8)))       <L 94>
                            var_589 = wp::abs(var_588);
                            var_591 = wp::add(var_589, var_590);
                            var_592 = wp::div(var_587, var_591);
                            var_595 = wp::sub(var_593, var_594);
                            var_596 = wp::mul(var_592, var_595);
                            var_597 = wp::tanh(var_596);
                            var_598 = wp::add(var_580, var_597);
                            // if v0 > v0:                                                        <L 95>
                            var_599 = (var_598 > var_598);
                            if (var_599) {
                                // return                                                         <L 96>
                                continue;
                            }
                            wp::assign(var_580, var_598);
                            goto start_for_23;
                        end_for_23:;
                        // for j17 in range(n):                                                   <L 97>
                        var_600 = wp::range(var_n);
                        start_for_26:;
                            if (iter_cmp(var_600) == 0) goto end_for_26;
                            var_601 = wp::iter_next(var_600);
                            // v0 = v0 + wp.cos(wp.abs((-1.3 - -0.7)))                            <L 98>
                            var_604 = wp::sub(var_602, var_603);
                            var_605 = wp::abs(var_604);
                            var_606 = wp::cos(var_605);
                            var_607 = wp::add(var_580, var_606);
                            // if not (v0 <= v0 or v0 < -1.654):                                  <L 99>
                            var_609 = (var_607 <= var_607);
                            var_608 = var_609;
                            if (!var_608) {
                                var_611 = (var_607 < var_610);
                                var_608 = var_608 || var_611;
                            }
                            var_612 = wp::unot(var_608);
                            if (var_612) {
                                // break                                                          <L 100>
                                wp::assign(var_580, var_607);
                                goto end_for_26;
                            }
                            var_613 = wp::where(var_612, var_580, var_607);
                            // v18 = wp.vec3(wp.atan(v0), wp.erfcinv(wp.clamp((v0 / (wp.abs(v0) + 1.0)), 0.2, 1.8)), (v0 + wp.where(v0 >= v0, v0, v0)))       <L 101>
                            var_614 = wp::atan(var_613);
                            var_615 = wp::abs(var_613);
                            var_617 = wp::add(var_615, var_616);
                            var_618 = wp::div(var_613, var_617);
                            var_621 = wp::clamp(var_618, var_619, var_620);
                            var_622 = wp::erfcinv(var_621);
                            var_623 = (var_613 >= var_613);
                            var_624 = wp::where(var_623, var_613, var_613);
                            var_625 = wp::add(var_613, var_624);
                            var_626 = wp::vec_t<3, wp::float32>(var_614, var_622, var_625);
                            // v24 += v18[0] + v18[1] + v18[2]                                    <L 102>
                            var_628 = wp::extract(var_626, var_627);
                            var_630 = wp::extract(var_626, var_629);
                            var_631 = wp::add(var_628, var_630);
                            var_633 = wp::extract(var_626, var_632);
                            var_634 = wp::add(var_631, var_633);
                            var_635 = wp::add(var_461, var_634);
                            wp::assign(var_461, var_635);
                            wp::assign(var_580, var_613);
                            goto start_for_26;
                        end_for_26:;
                    }
                    if (!var_576) {
                        // v0 += wp.sin(v0)                                                       <L 104>
                        var_636 = wp::sin(var_462);
                        var_637 = wp::add(var_462, var_636);
                        // w19 = int(0)                                                           <L 105>
                        var_639 = wp::int(var_638);
                        // while w19 < 2 and (v0 < 0.9):                                          <L 106>
        start_while_28:;
                        var_642 = (var_639 < var_641);
                        var_640 = var_642;
                        if (var_640) {
                            var_644 = (var_637 < var_643);
                            var_640 = var_640 && var_644;
                        }
        if ((var_640) == false) goto end_while_28;
                            // w19 = w19 + 1                                                      <L 107>
                            var_646 = wp::add(var_639, var_645);
                            // v0 = v0 + wp.tanh(0.04)                                            <L 108>
                            var_648 = wp::tanh(var_647);
                            var_649 = wp::add(var_637, var_648);
                            // if v0 > v0:                                                        <L 109>
                            var_650 = (var_649 > var_649);
                            if (var_650) {
                                // break                                                          <L 110>
                                wp::assign(var_637, var_649);
                                wp::assign(var_639, var_646);
                                goto end_while_28;
                            }
                            var_651 = wp::where(var_650, var_637, var_649);
                            var_652 = wp::where(var_650, var_639, var_646);
                            wp::assign(var_637, var_651);
                            wp::assign(var_639, var_652);
        goto start_while_28;
        end_while_28:;
                        // for j20 in reversed(range(n)):                                         <L 111>
                        var_653 = wp::range(var_n);
                        var_654 = wp::iter_reverse(var_653);
                        start_for_30:;
                            if (iter_cmp(var_654) == 0) goto end_for_30;
                            var_655 = wp::iter_next(var_654);
                            // v0 = v0 + wp.cos(wp.dot(wp.vec3(0.16, -0.91, 1.7), (wp.vec3(-1.1, -0.703, 1.5) - wp.vec3(1.6, 0.357, 1.83))))       <L 112>
                            var_659 = wp::vec_t<3, wp::float32>(var_656, var_657, var_658);
                            var_663 = wp::vec_t<3, wp::float32>(var_660, var_661, var_662);
                            var_667 = wp::vec_t<3, wp::float32>(var_664, var_665, var_666);
                            var_668 = wp::sub(var_663, var_667);
                            var_669 = wp::dot(var_659, var_668);
                            var_670 = wp::cos(var_669);
                            var_671 = wp::add(var_637, var_670);
                            // for j21 in range(n):                                               <L 113>
                            var_672 = wp::range(var_n);
                            start_for_32:;
                                if (iter_cmp(var_672) == 0) goto end_for_32;
                                var_673 = wp::iter_next(var_672);
                                // v0 = v0 * 0.5 + wp.sin((wp.dot(wp.vec3(1.32, -0.118, -0.82), wp.vec3(-0.5)) / (wp.abs(wp.mod(-0.299, wp.abs(1.985) + 1.0)) + 1.0)))       <L 114>
                                var_675 = wp::mul(var_671, var_674);
                                var_679 = wp::vec_t<3, wp::float32>(var_676, var_677, var_678);
                                var_681 = wp::vec_t<3, wp::float32>(var_680);
                                var_682 = wp::dot(var_679, var_681);
                                var_685 = wp::abs(var_684);
                                var_687 = wp::add(var_685, var_686);
                                var_688 = wp::mod(var_683, var_687);
                                var_689 = wp::abs(var_688);
                                var_691 = wp::add(var_689, var_690);
                                var_692 = wp::div(var_682, var_691);
                                var_693 = wp::sin(var_692);
                                var_694 = wp::add(var_675, var_693);
                                // v0 = v0 * 0.5 + wp.tanh((float(tid) + float(tid)))             <L 115>
                                var_696 = wp::mul(var_694, var_695);
                                var_697 = wp::float(var_0);
                                var_698 = wp::float(var_0);
                                var_699 = wp::add(var_697, var_698);
                                var_700 = wp::tanh(var_699);
                                var_701 = wp::add(var_696, var_700);
                                // if v0 > v0:                                                    <L 116>
                                var_702 = (var_701 > var_701);
                                if (var_702) {
                                    // continue                                                   <L 117>
                                    wp::assign(var_671, var_701);
                                    goto start_for_32;
                                }
                                var_703 = wp::where(var_702, var_671, var_701);
                                wp::assign(var_671, var_703);
                                goto start_for_32;
                            end_for_32:;
                            wp::assign(var_637, var_671);
                            goto start_for_30;
                        end_for_30:;
                    }
                    var_704 = wp::where(var_576, var_580, var_637);
                }
                var_705 = wp::where(var_532, var_534, var_704);
            }
            var_706 = wp::where(var_509, var_526, var_705);
        }
        var_707 = wp::where(var_465, var_468, var_706);
        // if (v0 <= v0) and (-0.14 <= v0):                                                       <L 118>
        var_709 = (var_707 <= var_707);
        var_708 = var_709;
        if (var_708) {
            var_711 = (var_710 <= var_707);
            var_708 = var_708 && var_711;
        }
        if (var_708) {
            // out0[tid] = v0 + (wp.log2(wp.abs(v0) + 1.0) - (v0 * v0)) * 1.69                    <L 119>
            var_712 = wp::abs(var_707);
            var_714 = wp::add(var_712, var_713);
            var_715 = wp::log2(var_714);
            var_716 = wp::mul(var_707, var_707);
            var_717 = wp::sub(var_715, var_716);
            var_719 = wp::mul(var_717, var_718);
            var_720 = wp::add(var_707, var_719);
            wp::array_store(var_out0, var_0, var_720);
            // return                                                                             <L 120>
            continue;
        }
        // for j22 in range(n):                                                                   <L 121>
        var_721 = wp::range(var_n);
        start_for_35:;
            if (iter_cmp(var_721) == 0) goto end_for_35;
            var_722 = wp::iter_next(var_721);
            // v0 += wp.sin(-0.864)                                                               <L 122>
            var_724 = wp::sin(var_723);
            var_725 = wp::add(var_707, var_724);
            // if (v0 < v0) or (-1.604 < v0):                                                     <L 123>
            var_727 = (var_725 < var_725);
            var_726 = var_727;
            if (!var_726) {
                var_729 = (var_728 < var_725);
                var_726 = var_726 || var_729;
            }
            if (var_726) {
                // break                                                                          <L 124>
                wp::assign(var_707, var_725);
                goto end_for_35;
            }
            var_730 = wp::where(var_726, var_707, var_725);
            wp::assign(var_707, var_730);
            goto start_for_35;
        end_for_35:;
        // v23 = v0                                                                               <L 125>
        var_731 = wp::copy(var_707);
        // out0[tid] = v0 + v23 + wp.length_sq((wp.vec3(-1.05, 1.666, -0.74) / (wp.abs(v0) + 1.0))) * 0.56 + v24       <L 126>
        var_732 = wp::add(var_707, var_731);
        var_736 = wp::vec_t<3, wp::float32>(var_733, var_734, var_735);
        var_737 = wp::abs(var_707);
        var_739 = wp::add(var_737, var_738);
        var_740 = wp::div(var_736, var_739);
        var_741 = wp::length_sq(var_740);
        var_743 = wp::mul(var_741, var_742);
        var_744 = wp::add(var_732, var_743);
        var_745 = wp::add(var_744, var_461);
        wp::array_store(var_out0, var_0, var_745);
    }
}



extern "C" __global__ void control_000002_7f079303_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> adj_x0,
    wp::int32 adj_n,
    wp::array_t<wp::float32> adj_out0)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        const wp::float32 var_1 = 0.0;
        wp::float32 var_2;
        wp::float32* var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        bool var_6;
        const wp::int32 var_7 = 3;
        wp::int32 var_8;
        const wp::int32 var_9 = 0;
        bool var_10;
        bool var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        const wp::float32 var_15 = 0.44;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::range_t var_18;
        wp::int32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        const wp::int32 var_23 = 0;
        wp::int32 var_24;
        bool var_25;
        const wp::int32 var_26 = 3;
        bool var_27;
        const wp::float32 var_28 = 0.85;
        bool var_29;
        const wp::int32 var_30 = 1;
        wp::int32 var_31;
        const wp::float32 var_32 = 0.5;
        wp::float32 var_33;
        const wp::float32 var_34 = -1.929;
        const wp::float32 var_35 = -0.74;
        const wp::float32 var_36 = 0.5;
        wp::vec_t<3, wp::float32> var_37;
        const wp::float32 var_38 = -1.9;
        const wp::float32 var_39 = -0.27;
        const wp::float32 var_40 = -1.81;
        wp::vec_t<3, wp::float32> var_41;
        wp::vec_t<3, wp::float32> var_42;
        const wp::int32 var_43 = 2;
        wp::float32 var_44;
        wp::float32 var_45;
        wp::float32 var_46;
        const wp::int32 var_47 = 0;
        wp::int32 var_48;
        bool var_49;
        const wp::int32 var_50 = 5;
        bool var_51;
        const wp::int32 var_52 = 2;
        wp::int32 var_53;
        const wp::int32 var_54 = 1;
        bool var_55;
        const wp::int32 var_56 = 1;
        wp::int32 var_57;
        const wp::float32 var_58 = 0.5;
        wp::float32 var_59;
        const wp::float32 var_60 = 0.1;
        const wp::float32 var_61 = -0.04;
        const wp::float32 var_62 = -1.771;
        wp::vec_t<3, wp::float32> var_63;
        wp::float32 var_64;
        const wp::float32 var_65 = -0.16;
        const wp::float32 var_66 = -0.9;
        wp::float32 var_67;
        wp::float32 var_68;
        wp::float32 var_69;
        wp::float32 var_70;
        wp::float32 var_71;
        const wp::float32 var_72 = -0.9;
        const wp::float32 var_73 = 0.9;
        wp::float32 var_74;
        wp::float32 var_75;
        bool var_76;
        wp::float32 var_77;
        wp::float32 var_78;
        wp::float32 var_79;
        const wp::float32 var_80 = 1.0;
        wp::float32 var_81;
        wp::float32 var_82;
        wp::float32 var_83;
        wp::float32 var_84;
        wp::float32 var_85;
        wp::float32 var_86;
        wp::float32 var_87;
        bool var_88;
        wp::float32 var_89;
        wp::float32 var_90;
        bool var_91;
        bool var_92;
        const wp::float32 var_93 = 1.6;
        bool var_94;
        const wp::float32 var_95 = -1.317;
        bool var_96;
        bool var_97;
        bool var_98;
        const wp::float32 var_99 = 1.4;
        bool var_100;
        wp::float32 var_101;
        wp::float32 var_102;
        wp::float32 var_103;
        wp::float32 var_104;
        wp::float32 var_105;
        const wp::float32 var_106 = -1.2;
        wp::float32 var_107;
        const wp::float32 var_108 = 0.7;
        const wp::float32 var_109 = 0.1;
        const wp::float32 var_110 = 1.31;
        wp::vec_t<3, wp::float32> var_111;
        const wp::float32 var_112 = -0.91;
        const wp::float32 var_113 = 1.3;
        const wp::float32 var_114 = 0.16;
        wp::vec_t<3, wp::float32> var_115;
        wp::float32 var_116;
        wp::float32 var_117;
        const wp::float32 var_118 = 1.0;
        wp::float32 var_119;
        wp::float32 var_120;
        const wp::float32 var_121 = 0.5;
        wp::float32 var_122;
        wp::float32 var_123;
        wp::float32 var_124;
        bool var_125;
        const wp::float32 var_126 = -0.401;
        bool var_127;
        bool var_128;
        wp::float32 var_129;
        const wp::float32 var_130 = -0.25;
        const wp::float32 var_131 = 1.65;
        wp::float32 var_132;
        wp::float32 var_133;
        wp::float32 var_134;
        const wp::int32 var_135 = 5;
        wp::int32 var_136;
        wp::shape_t* var_137;
        const wp::int32 var_138 = 0;
        wp::int32 var_139;
        wp::shape_t var_140;
        wp::int32 var_141;
        wp::float32* var_142;
        wp::float32 var_143;
        wp::float32 var_144;
        wp::float32 var_145;
        const wp::float32 var_146 = -1.6;
        const wp::float32 var_147 = 1.256;
        const wp::float32 var_148 = 0.293;
        wp::vec_t<3, wp::float32> var_149;
        wp::float32 var_150;
        bool var_151;
        wp::float32 var_152;
        wp::float32 var_153;
        const wp::int32 var_154 = 0;
        wp::int32 var_155;
        const wp::int32 var_156 = 5;
        bool var_157;
        const wp::int32 var_158 = 1;
        wp::int32 var_159;
        const wp::float32 var_160 = 1.399;
        const wp::float32 var_161 = 0.76;
        wp::float32 var_162;
        wp::float32 var_163;
        wp::float32 var_164;
        bool var_165;
        bool var_166;
        bool var_167;
        wp::float32 var_168;
        wp::int32 var_169;
        bool var_170;
        wp::float32 var_171;
        wp::int32 var_172;
        wp::float32 var_173;
        bool var_174;
        bool var_175;
        bool var_176;
        bool var_177;
        const wp::float32 var_178 = 1.431;
        bool var_179;
        const wp::float32 var_180 = -1.748;
        const wp::float32 var_181 = 0.682;
        const wp::float32 var_182 = 0.1;
        wp::vec_t<3, wp::float32> var_183;
        wp::float32 var_184;
        wp::float32 var_185;
        wp::float32 var_186;
        wp::float32 var_187;
        wp::float32 var_188;
        const wp::int32 var_189 = 0;
        const wp::int32 var_190 = 1;
        wp::int32 var_191;
        wp::shape_t* var_192;
        const wp::int32 var_193 = 0;
        wp::int32 var_194;
        wp::shape_t var_195;
        wp::int32 var_196;
        wp::float32* var_197;
        wp::float32 var_198;
        wp::float32 var_199;
        wp::float32 var_200;
        const wp::float32 var_201 = -1.945;
        const wp::float32 var_202 = 0.92;
        const wp::float32 var_203 = -0.9;
        wp::vec_t<3, wp::float32> var_204;
        wp::float32 var_205;
        const wp::float32 var_206 = 0.21;
        const wp::float32 var_207 = -0.643;
        const wp::float32 var_208 = -1.1;
        wp::vec_t<3, wp::float32> var_209;
        const wp::float32 var_210 = 1.5;
        const wp::float32 var_211 = -1.28;
        const wp::float32 var_212 = 0.6;
        wp::vec_t<3, wp::float32> var_213;
        wp::float32 var_214;
        bool var_215;
        const wp::float32 var_216 = -1.3;
        wp::float32 var_217;
        const wp::float32 var_218 = 1.55;
        wp::float32 var_219;
        wp::float32 var_220;
        wp::float32 var_221;
        const wp::int32 var_222 = 3;
        wp::int32 var_223;
        const wp::int32 var_224 = 0;
        const wp::int32 var_225 = 3;
        wp::range_t var_226;
        wp::int32 var_227;
        const wp::float32 var_228 = 0.5;
        wp::float32 var_229;
        const wp::int32 var_230 = 5;
        wp::int32 var_231;
        wp::shape_t* var_232;
        const wp::int32 var_233 = 0;
        wp::int32 var_234;
        wp::shape_t var_235;
        wp::int32 var_236;
        wp::float32* var_237;
        wp::float32 var_238;
        wp::float32 var_239;
        wp::float32 var_240;
        bool var_241;
        wp::float32 var_242;
        const wp::float32 var_243 = -0.9;
        const wp::float32 var_244 = 0.9;
        wp::float32 var_245;
        wp::float32 var_246;
        wp::float32 var_247;
        const wp::float32 var_248 = 1.0;
        wp::float32 var_249;
        wp::float32 var_250;
        const wp::float32 var_251 = 1.99;
        wp::float32 var_252;
        wp::float32 var_253;
        wp::float32 var_254;
        const wp::float32 var_255 = 0.57;
        const wp::float32 var_256 = 0.915;
        const wp::float32 var_257 = -1.2;
        wp::vec_t<3, wp::float32> var_258;
        const wp::float32 var_259 = -1.85;
        const wp::float32 var_260 = 0.68;
        const wp::float32 var_261 = -1.969;
        wp::vec_t<3, wp::float32> var_262;
        wp::float32 var_263;
        wp::float32 var_264;
        wp::float32 var_265;
        wp::float32 var_266;
        wp::float32 var_267;
        const wp::int32 var_268 = 1;
        const wp::int32 var_269 = 1;
        wp::int32 var_270;
        wp::shape_t* var_271;
        const wp::int32 var_272 = 0;
        wp::int32 var_273;
        wp::shape_t var_274;
        wp::int32 var_275;
        wp::float32* var_276;
        wp::float32 var_277;
        wp::float32 var_278;
        wp::float32 var_279;
        const wp::float32 var_280 = -1.945;
        const wp::float32 var_281 = 0.92;
        const wp::float32 var_282 = -0.9;
        wp::vec_t<3, wp::float32> var_283;
        wp::float32 var_284;
        const wp::float32 var_285 = 0.21;
        const wp::float32 var_286 = -0.643;
        const wp::float32 var_287 = -1.1;
        wp::vec_t<3, wp::float32> var_288;
        const wp::float32 var_289 = 1.5;
        const wp::float32 var_290 = -1.28;
        const wp::float32 var_291 = 0.6;
        wp::vec_t<3, wp::float32> var_292;
        wp::float32 var_293;
        bool var_294;
        const wp::float32 var_295 = -1.3;
        wp::float32 var_296;
        const wp::float32 var_297 = 1.55;
        wp::float32 var_298;
        wp::float32 var_299;
        wp::float32 var_300;
        const wp::int32 var_301 = 3;
        wp::int32 var_302;
        const wp::int32 var_303 = 0;
        const wp::int32 var_304 = 3;
        wp::range_t var_305;
        wp::int32 var_306;
        const wp::float32 var_307 = 0.5;
        wp::float32 var_308;
        const wp::int32 var_309 = 5;
        wp::int32 var_310;
        wp::shape_t* var_311;
        const wp::int32 var_312 = 0;
        wp::int32 var_313;
        wp::shape_t var_314;
        wp::int32 var_315;
        wp::float32* var_316;
        wp::float32 var_317;
        wp::float32 var_318;
        wp::float32 var_319;
        bool var_320;
        wp::float32 var_321;
        const wp::float32 var_322 = -0.9;
        const wp::float32 var_323 = 0.9;
        wp::float32 var_324;
        wp::float32 var_325;
        wp::float32 var_326;
        const wp::float32 var_327 = 1.0;
        wp::float32 var_328;
        wp::float32 var_329;
        const wp::float32 var_330 = 1.99;
        wp::float32 var_331;
        wp::float32 var_332;
        wp::float32 var_333;
        const wp::float32 var_334 = 0.57;
        const wp::float32 var_335 = 0.915;
        const wp::float32 var_336 = -1.2;
        wp::vec_t<3, wp::float32> var_337;
        const wp::float32 var_338 = -1.85;
        const wp::float32 var_339 = 0.68;
        const wp::float32 var_340 = -1.969;
        wp::vec_t<3, wp::float32> var_341;
        wp::float32 var_342;
        wp::float32 var_343;
        wp::float32 var_344;
        wp::float32 var_345;
        wp::float32 var_346;
        const wp::float32 var_347 = 1.81;
        const wp::float32 var_348 = -1.66;
        const wp::float32 var_349 = -1.6;
        wp::vec_t<3, wp::float32> var_350;
        const wp::int32 var_351 = 0;
        wp::float32 var_352;
        const wp::int32 var_353 = 1;
        wp::float32 var_354;
        wp::float32 var_355;
        const wp::int32 var_356 = 2;
        wp::float32 var_357;
        wp::float32 var_358;
        wp::float32 var_359;
        const wp::float32 var_360 = 0.36;
        const wp::float32 var_361 = -1.63;
        const wp::float32 var_362 = -0.02;
        wp::vec_t<3, wp::float32> var_363;
        wp::float32 var_364;
        wp::float32 var_365;
        wp::float32 var_366;
        const wp::int32 var_367 = 3;
        wp::int32 var_368;
        const wp::int32 var_369 = 0;
        const wp::int32 var_370 = 3;
        wp::range_t var_371;
        wp::int32 var_372;
        const wp::int32 var_373 = 1;
        wp::int32 var_374;
        wp::shape_t* var_375;
        const wp::int32 var_376 = 0;
        wp::int32 var_377;
        wp::shape_t var_378;
        wp::int32 var_379;
        wp::float32* var_380;
        const wp::float32 var_381 = 0.53;
        const wp::float32 var_382 = -1.675;
        wp::float32 var_383;
        wp::float32 var_384;
        const wp::float32 var_385 = 1.0;
        wp::float32 var_386;
        wp::float32 var_387;
        wp::float32 var_388;
        wp::float32 var_389;
        const wp::float32 var_390 = 0.19;
        wp::float32 var_391;
        wp::float32 var_392;
        wp::float32 var_393;
        bool var_394;
        const wp::float32 var_395 = 1.73;
        const wp::float32 var_396 = 1.82;
        const wp::float32 var_397 = -0.66;
        wp::vec_t<3, wp::float32> var_398;
        const wp::float32 var_399 = 0.5;
        const wp::float32 var_400 = 1.79;
        const wp::float32 var_401 = 0.49;
        wp::vec_t<3, wp::float32> var_402;
        const wp::float32 var_403 = 1.5;
        wp::vec_t<3, wp::float32> var_404;
        const wp::int32 var_405 = 2;
        wp::float32 var_406;
        wp::float32 var_407;
        wp::float32 var_408;
        const wp::float32 var_409 = -1.14;
        wp::vec_t<3, wp::float32> var_410;
        wp::vec_t<3, wp::float32> var_411;
        const wp::int32 var_412 = 0;
        wp::float32 var_413;
        wp::float32 var_414;
        wp::float32 var_415;
        const wp::float32 var_416 = -0.04;
        const wp::float32 var_417 = 1.76;
        bool var_418;
        wp::float32 var_419;
        wp::float32 var_420;
        wp::float32 var_421;
        const wp::float32 var_422 = 1.0;
        wp::float32 var_423;
        wp::float32 var_424;
        const wp::float32 var_425 = -1.642;
        wp::float32 var_426;
        const wp::float32 var_427 = 1.0;
        wp::float32 var_428;
        wp::float32 var_429;
        const wp::float32 var_430 = -0.56;
        wp::vec_t<3, wp::float32> var_431;
        const wp::float32 var_432 = -0.668;
        const wp::float32 var_433 = 0.614;
        const wp::float32 var_434 = -0.85;
        wp::vec_t<3, wp::float32> var_435;
        wp::float32 var_436;
        wp::float32 var_437;
        wp::float32 var_438;
        wp::float32 var_439;
        const wp::float32 var_440 = 1.0;
        wp::float32 var_441;
        wp::float32 var_442;
        wp::vec_t<3, wp::float32> var_443;
        const wp::int32 var_444 = 0;
        wp::float32 var_445;
        const wp::int32 var_446 = 1;
        wp::float32 var_447;
        wp::float32 var_448;
        const wp::int32 var_449 = 2;
        wp::float32 var_450;
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
        bool var_465;
        wp::float32 var_466;
        wp::float32 var_467;
        wp::float32 var_468;
        const wp::float32 var_469 = 0.38;
        const wp::float32 var_470 = 0.2;
        bool var_471;
        const wp::float32 var_472 = 1.1;
        wp::float32 var_473;
        wp::float32 var_474;
        const wp::int32 var_475 = 6;
        wp::range_t var_476;
        wp::int32 var_477;
        const wp::float32 var_478 = 0.6;
        const wp::float32 var_479 = 0.69;
        const wp::float32 var_480 = 1.281;
        wp::vec_t<3, wp::float32> var_481;
        const wp::float32 var_482 = 0.747;
        const wp::float32 var_483 = 0.89;
        const wp::float32 var_484 = -1.143;
        wp::vec_t<3, wp::float32> var_485;
        wp::vec_t<3, wp::float32> var_486;
        const wp::int32 var_487 = 1;
        wp::float32 var_488;
        wp::float32 var_489;
        wp::float32 var_490;
        const wp::int32 var_491 = 3;
        wp::int32 var_492;
        const wp::int32 var_493 = 0;
        bool var_494;
        wp::float32 var_495;
        const wp::int32 var_496 = 4;
        wp::int32 var_497;
        const wp::int32 var_498 = 1;
        bool var_499;
        wp::float32 var_500;
        const wp::float32 var_501 = -100.0;
        const wp::float32 var_502 = 100.0;
        wp::float32 var_503;
        wp::float32 var_504;
        wp::int32 var_505;
        const wp::int32 var_506 = 4;
        wp::int32 var_507;
        const wp::int32 var_508 = 0;
        bool var_509;
        const wp::float32 var_510 = -0.913;
        const wp::float32 var_511 = -0.5;
        const wp::float32 var_512 = -1.46;
        wp::vec_t<3, wp::float32> var_513;
        const wp::float32 var_514 = -1.237;
        const wp::float32 var_515 = -0.185;
        const wp::float32 var_516 = -1.3;
        wp::vec_t<3, wp::float32> var_517;
        wp::float32 var_518;
        wp::float32 var_519;
        const wp::float32 var_520 = 1.0;
        wp::float32 var_521;
        wp::float32 var_522;
        wp::float32 var_523;
        wp::float32 var_524;
        wp::float32 var_525;
        wp::float32 var_526;
        bool var_527;
        bool var_528;
        bool var_529;
        bool var_530;
        bool var_531;
        bool var_532;
        wp::float32 var_533;
        wp::float32 var_534;
        const wp::int32 var_535 = 3;
        wp::int32 var_536;
        const wp::int32 var_537 = 0;
        const wp::int32 var_538 = -1;
        wp::range_t var_539;
        wp::int32 var_540;
        wp::float32 var_541;
        wp::float32 var_542;
        wp::float32 var_543;
        bool var_544;
        bool var_545;
        bool var_546;
        const wp::float32 var_547 = 1.5;
        wp::float32 var_548;
        wp::float32 var_549;
        wp::float32 var_550;
        const wp::float32 var_551 = 1.11;
        wp::float32 var_552;
        wp::float32 var_553;
        const wp::float32 var_554 = 0.632;
        const wp::float32 var_555 = -0.54;
        const wp::float32 var_556 = 1.235;
        wp::vec_t<3, wp::float32> var_557;
        const wp::int32 var_558 = 2;
        wp::float32 var_559;
        wp::float32 var_560;
        const wp::int32 var_561 = 4;
        wp::int32 var_562;
        const wp::int32 var_563 = 1;
        bool var_564;
        const wp::float32 var_565 = 1.9;
        wp::float32 var_566;
        const wp::float32 var_567 = -1.49;
        wp::float32 var_568;
        const wp::float32 var_569 = 1.0;
        wp::float32 var_570;
        wp::float32 var_571;
        wp::float32 var_572;
        wp::float32 var_573;
        wp::float32 var_574;
        wp::float32 var_575;
        bool var_576;
        wp::float32 var_577;
        wp::float32 var_578;
        wp::float32 var_579;
        wp::float32 var_580;
        const wp::int32 var_581 = 2;
        wp::int32 var_582;
        const wp::int32 var_583 = 0;
        const wp::int32 var_584 = 2;
        wp::range_t var_585;
        wp::int32 var_586;
        const wp::float32 var_587 = 0.562;
        const wp::float32 var_588 = 0.9;
        wp::float32 var_589;
        const wp::float32 var_590 = 1.0;
        wp::float32 var_591;
        wp::float32 var_592;
        const wp::float32 var_593 = 1.01;
        const wp::float32 var_594 = -0.8;
        wp::float32 var_595;
        wp::float32 var_596;
        wp::float32 var_597;
        wp::float32 var_598;
        bool var_599;
        wp::range_t var_600;
        wp::int32 var_601;
        const wp::float32 var_602 = -1.3;
        const wp::float32 var_603 = -0.7;
        wp::float32 var_604;
        wp::float32 var_605;
        wp::float32 var_606;
        wp::float32 var_607;
        bool var_608;
        bool var_609;
        const wp::float32 var_610 = -1.654;
        bool var_611;
        bool var_612;
        wp::float32 var_613;
        wp::float32 var_614;
        wp::float32 var_615;
        const wp::float32 var_616 = 1.0;
        wp::float32 var_617;
        wp::float32 var_618;
        const wp::float32 var_619 = 0.2;
        const wp::float32 var_620 = 1.8;
        wp::float32 var_621;
        wp::float32 var_622;
        bool var_623;
        wp::float32 var_624;
        wp::float32 var_625;
        wp::vec_t<3, wp::float32> var_626;
        const wp::int32 var_627 = 0;
        wp::float32 var_628;
        const wp::int32 var_629 = 1;
        wp::float32 var_630;
        wp::float32 var_631;
        const wp::int32 var_632 = 2;
        wp::float32 var_633;
        wp::float32 var_634;
        wp::float32 var_635;
        wp::float32 var_636;
        wp::float32 var_637;
        const wp::int32 var_638 = 0;
        wp::int32 var_639;
        bool var_640;
        const wp::int32 var_641 = 2;
        bool var_642;
        const wp::float32 var_643 = 0.9;
        bool var_644;
        const wp::int32 var_645 = 1;
        wp::int32 var_646;
        const wp::float32 var_647 = 0.04;
        wp::float32 var_648;
        wp::float32 var_649;
        bool var_650;
        wp::float32 var_651;
        wp::int32 var_652;
        wp::range_t var_653;
        wp::range_t var_654;
        wp::int32 var_655;
        const wp::float32 var_656 = 0.16;
        const wp::float32 var_657 = -0.91;
        const wp::float32 var_658 = 1.7;
        wp::vec_t<3, wp::float32> var_659;
        const wp::float32 var_660 = -1.1;
        const wp::float32 var_661 = -0.703;
        const wp::float32 var_662 = 1.5;
        wp::vec_t<3, wp::float32> var_663;
        const wp::float32 var_664 = 1.6;
        const wp::float32 var_665 = 0.357;
        const wp::float32 var_666 = 1.83;
        wp::vec_t<3, wp::float32> var_667;
        wp::vec_t<3, wp::float32> var_668;
        wp::float32 var_669;
        wp::float32 var_670;
        wp::float32 var_671;
        wp::range_t var_672;
        wp::int32 var_673;
        const wp::float32 var_674 = 0.5;
        wp::float32 var_675;
        const wp::float32 var_676 = 1.32;
        const wp::float32 var_677 = -0.118;
        const wp::float32 var_678 = -0.82;
        wp::vec_t<3, wp::float32> var_679;
        const wp::float32 var_680 = -0.5;
        wp::vec_t<3, wp::float32> var_681;
        wp::float32 var_682;
        const wp::float32 var_683 = -0.299;
        const wp::float32 var_684 = 1.985;
        wp::float32 var_685;
        const wp::float32 var_686 = 1.0;
        wp::float32 var_687;
        wp::float32 var_688;
        wp::float32 var_689;
        const wp::float32 var_690 = 1.0;
        wp::float32 var_691;
        wp::float32 var_692;
        wp::float32 var_693;
        wp::float32 var_694;
        const wp::float32 var_695 = 0.5;
        wp::float32 var_696;
        wp::float32 var_697;
        wp::float32 var_698;
        wp::float32 var_699;
        wp::float32 var_700;
        wp::float32 var_701;
        bool var_702;
        wp::float32 var_703;
        wp::float32 var_704;
        wp::float32 var_705;
        wp::float32 var_706;
        wp::float32 var_707;
        bool var_708;
        bool var_709;
        const wp::float32 var_710 = -0.14;
        bool var_711;
        wp::float32 var_712;
        const wp::float32 var_713 = 1.0;
        wp::float32 var_714;
        wp::float32 var_715;
        wp::float32 var_716;
        wp::float32 var_717;
        const wp::float32 var_718 = 1.69;
        wp::float32 var_719;
        wp::float32 var_720;
        wp::range_t var_721;
        wp::int32 var_722;
        const wp::float32 var_723 = -0.864;
        wp::float32 var_724;
        wp::float32 var_725;
        bool var_726;
        bool var_727;
        const wp::float32 var_728 = -1.604;
        bool var_729;
        wp::float32 var_730;
        wp::float32 var_731;
        wp::float32 var_732;
        const wp::float32 var_733 = -1.05;
        const wp::float32 var_734 = 1.666;
        const wp::float32 var_735 = -0.74;
        wp::vec_t<3, wp::float32> var_736;
        wp::float32 var_737;
        const wp::float32 var_738 = 1.0;
        wp::float32 var_739;
        wp::vec_t<3, wp::float32> var_740;
        wp::float32 var_741;
        const wp::float32 var_742 = 0.56;
        wp::float32 var_743;
        wp::float32 var_744;
        wp::float32 var_745;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        bool adj_6 = {};
        wp::int32 adj_7 = {};
        wp::int32 adj_8 = {};
        wp::int32 adj_9 = {};
        bool adj_10 = {};
        bool adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::range_t adj_18 = {};
        wp::int32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::int32 adj_23 = {};
        wp::int32 adj_24 = {};
        bool adj_25 = {};
        wp::int32 adj_26 = {};
        bool adj_27 = {};
        wp::float32 adj_28 = {};
        bool adj_29 = {};
        wp::int32 adj_30 = {};
        wp::int32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::vec_t<3, wp::float32> adj_37 = {};
        wp::float32 adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::vec_t<3, wp::float32> adj_41 = {};
        wp::vec_t<3, wp::float32> adj_42 = {};
        wp::int32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::int32 adj_47 = {};
        wp::int32 adj_48 = {};
        bool adj_49 = {};
        wp::int32 adj_50 = {};
        bool adj_51 = {};
        wp::int32 adj_52 = {};
        wp::int32 adj_53 = {};
        wp::int32 adj_54 = {};
        bool adj_55 = {};
        wp::int32 adj_56 = {};
        wp::int32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::float32 adj_61 = {};
        wp::float32 adj_62 = {};
        wp::vec_t<3, wp::float32> adj_63 = {};
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
        wp::float32 adj_87 = {};
        bool adj_88 = {};
        wp::float32 adj_89 = {};
        wp::float32 adj_90 = {};
        bool adj_91 = {};
        bool adj_92 = {};
        wp::float32 adj_93 = {};
        bool adj_94 = {};
        wp::float32 adj_95 = {};
        bool adj_96 = {};
        bool adj_97 = {};
        bool adj_98 = {};
        wp::float32 adj_99 = {};
        bool adj_100 = {};
        wp::float32 adj_101 = {};
        wp::float32 adj_102 = {};
        wp::float32 adj_103 = {};
        wp::float32 adj_104 = {};
        wp::float32 adj_105 = {};
        wp::float32 adj_106 = {};
        wp::float32 adj_107 = {};
        wp::float32 adj_108 = {};
        wp::float32 adj_109 = {};
        wp::float32 adj_110 = {};
        wp::vec_t<3, wp::float32> adj_111 = {};
        wp::float32 adj_112 = {};
        wp::float32 adj_113 = {};
        wp::float32 adj_114 = {};
        wp::vec_t<3, wp::float32> adj_115 = {};
        wp::float32 adj_116 = {};
        wp::float32 adj_117 = {};
        wp::float32 adj_118 = {};
        wp::float32 adj_119 = {};
        wp::float32 adj_120 = {};
        wp::float32 adj_121 = {};
        wp::float32 adj_122 = {};
        wp::float32 adj_123 = {};
        wp::float32 adj_124 = {};
        bool adj_125 = {};
        wp::float32 adj_126 = {};
        bool adj_127 = {};
        bool adj_128 = {};
        wp::float32 adj_129 = {};
        wp::float32 adj_130 = {};
        wp::float32 adj_131 = {};
        wp::float32 adj_132 = {};
        wp::float32 adj_133 = {};
        wp::float32 adj_134 = {};
        wp::int32 adj_135 = {};
        wp::int32 adj_136 = {};
        wp::shape_t adj_137 = {};
        wp::int32 adj_138 = {};
        wp::int32 adj_139 = {};
        wp::shape_t adj_140 = {};
        wp::int32 adj_141 = {};
        wp::float32 adj_142 = {};
        wp::float32 adj_143 = {};
        wp::float32 adj_144 = {};
        wp::float32 adj_145 = {};
        wp::float32 adj_146 = {};
        wp::float32 adj_147 = {};
        wp::float32 adj_148 = {};
        wp::vec_t<3, wp::float32> adj_149 = {};
        wp::float32 adj_150 = {};
        bool adj_151 = {};
        wp::float32 adj_152 = {};
        wp::float32 adj_153 = {};
        wp::int32 adj_154 = {};
        wp::int32 adj_155 = {};
        wp::int32 adj_156 = {};
        bool adj_157 = {};
        wp::int32 adj_158 = {};
        wp::int32 adj_159 = {};
        wp::float32 adj_160 = {};
        wp::float32 adj_161 = {};
        wp::float32 adj_162 = {};
        wp::float32 adj_163 = {};
        wp::float32 adj_164 = {};
        bool adj_165 = {};
        bool adj_166 = {};
        bool adj_167 = {};
        wp::float32 adj_168 = {};
        wp::int32 adj_169 = {};
        bool adj_170 = {};
        wp::float32 adj_171 = {};
        wp::int32 adj_172 = {};
        wp::float32 adj_173 = {};
        bool adj_174 = {};
        bool adj_175 = {};
        bool adj_176 = {};
        bool adj_177 = {};
        wp::float32 adj_178 = {};
        bool adj_179 = {};
        wp::float32 adj_180 = {};
        wp::float32 adj_181 = {};
        wp::float32 adj_182 = {};
        wp::vec_t<3, wp::float32> adj_183 = {};
        wp::float32 adj_184 = {};
        wp::float32 adj_185 = {};
        wp::float32 adj_186 = {};
        wp::float32 adj_187 = {};
        wp::float32 adj_188 = {};
        wp::int32 adj_189 = {};
        wp::int32 adj_190 = {};
        wp::int32 adj_191 = {};
        wp::shape_t adj_192 = {};
        wp::int32 adj_193 = {};
        wp::int32 adj_194 = {};
        wp::shape_t adj_195 = {};
        wp::int32 adj_196 = {};
        wp::float32 adj_197 = {};
        wp::float32 adj_198 = {};
        wp::float32 adj_199 = {};
        wp::float32 adj_200 = {};
        wp::float32 adj_201 = {};
        wp::float32 adj_202 = {};
        wp::float32 adj_203 = {};
        wp::vec_t<3, wp::float32> adj_204 = {};
        wp::float32 adj_205 = {};
        wp::float32 adj_206 = {};
        wp::float32 adj_207 = {};
        wp::float32 adj_208 = {};
        wp::vec_t<3, wp::float32> adj_209 = {};
        wp::float32 adj_210 = {};
        wp::float32 adj_211 = {};
        wp::float32 adj_212 = {};
        wp::vec_t<3, wp::float32> adj_213 = {};
        wp::float32 adj_214 = {};
        bool adj_215 = {};
        wp::float32 adj_216 = {};
        wp::float32 adj_217 = {};
        wp::float32 adj_218 = {};
        wp::float32 adj_219 = {};
        wp::float32 adj_220 = {};
        wp::float32 adj_221 = {};
        wp::int32 adj_222 = {};
        wp::int32 adj_223 = {};
        wp::int32 adj_224 = {};
        wp::int32 adj_225 = {};
        wp::range_t adj_226 = {};
        wp::int32 adj_227 = {};
        wp::float32 adj_228 = {};
        wp::float32 adj_229 = {};
        wp::int32 adj_230 = {};
        wp::int32 adj_231 = {};
        wp::shape_t adj_232 = {};
        wp::int32 adj_233 = {};
        wp::int32 adj_234 = {};
        wp::shape_t adj_235 = {};
        wp::int32 adj_236 = {};
        wp::float32 adj_237 = {};
        wp::float32 adj_238 = {};
        wp::float32 adj_239 = {};
        wp::float32 adj_240 = {};
        bool adj_241 = {};
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
        wp::float32 adj_254 = {};
        wp::float32 adj_255 = {};
        wp::float32 adj_256 = {};
        wp::float32 adj_257 = {};
        wp::vec_t<3, wp::float32> adj_258 = {};
        wp::float32 adj_259 = {};
        wp::float32 adj_260 = {};
        wp::float32 adj_261 = {};
        wp::vec_t<3, wp::float32> adj_262 = {};
        wp::float32 adj_263 = {};
        wp::float32 adj_264 = {};
        wp::float32 adj_265 = {};
        wp::float32 adj_266 = {};
        wp::float32 adj_267 = {};
        wp::int32 adj_268 = {};
        wp::int32 adj_269 = {};
        wp::int32 adj_270 = {};
        wp::shape_t adj_271 = {};
        wp::int32 adj_272 = {};
        wp::int32 adj_273 = {};
        wp::shape_t adj_274 = {};
        wp::int32 adj_275 = {};
        wp::float32 adj_276 = {};
        wp::float32 adj_277 = {};
        wp::float32 adj_278 = {};
        wp::float32 adj_279 = {};
        wp::float32 adj_280 = {};
        wp::float32 adj_281 = {};
        wp::float32 adj_282 = {};
        wp::vec_t<3, wp::float32> adj_283 = {};
        wp::float32 adj_284 = {};
        wp::float32 adj_285 = {};
        wp::float32 adj_286 = {};
        wp::float32 adj_287 = {};
        wp::vec_t<3, wp::float32> adj_288 = {};
        wp::float32 adj_289 = {};
        wp::float32 adj_290 = {};
        wp::float32 adj_291 = {};
        wp::vec_t<3, wp::float32> adj_292 = {};
        wp::float32 adj_293 = {};
        bool adj_294 = {};
        wp::float32 adj_295 = {};
        wp::float32 adj_296 = {};
        wp::float32 adj_297 = {};
        wp::float32 adj_298 = {};
        wp::float32 adj_299 = {};
        wp::float32 adj_300 = {};
        wp::int32 adj_301 = {};
        wp::int32 adj_302 = {};
        wp::int32 adj_303 = {};
        wp::int32 adj_304 = {};
        wp::range_t adj_305 = {};
        wp::int32 adj_306 = {};
        wp::float32 adj_307 = {};
        wp::float32 adj_308 = {};
        wp::int32 adj_309 = {};
        wp::int32 adj_310 = {};
        wp::shape_t adj_311 = {};
        wp::int32 adj_312 = {};
        wp::int32 adj_313 = {};
        wp::shape_t adj_314 = {};
        wp::int32 adj_315 = {};
        wp::float32 adj_316 = {};
        wp::float32 adj_317 = {};
        wp::float32 adj_318 = {};
        wp::float32 adj_319 = {};
        bool adj_320 = {};
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
        wp::float32 adj_332 = {};
        wp::float32 adj_333 = {};
        wp::float32 adj_334 = {};
        wp::float32 adj_335 = {};
        wp::float32 adj_336 = {};
        wp::vec_t<3, wp::float32> adj_337 = {};
        wp::float32 adj_338 = {};
        wp::float32 adj_339 = {};
        wp::float32 adj_340 = {};
        wp::vec_t<3, wp::float32> adj_341 = {};
        wp::float32 adj_342 = {};
        wp::float32 adj_343 = {};
        wp::float32 adj_344 = {};
        wp::float32 adj_345 = {};
        wp::float32 adj_346 = {};
        wp::float32 adj_347 = {};
        wp::float32 adj_348 = {};
        wp::float32 adj_349 = {};
        wp::vec_t<3, wp::float32> adj_350 = {};
        wp::int32 adj_351 = {};
        wp::float32 adj_352 = {};
        wp::int32 adj_353 = {};
        wp::float32 adj_354 = {};
        wp::float32 adj_355 = {};
        wp::int32 adj_356 = {};
        wp::float32 adj_357 = {};
        wp::float32 adj_358 = {};
        wp::float32 adj_359 = {};
        wp::float32 adj_360 = {};
        wp::float32 adj_361 = {};
        wp::float32 adj_362 = {};
        wp::vec_t<3, wp::float32> adj_363 = {};
        wp::float32 adj_364 = {};
        wp::float32 adj_365 = {};
        wp::float32 adj_366 = {};
        wp::int32 adj_367 = {};
        wp::int32 adj_368 = {};
        wp::int32 adj_369 = {};
        wp::int32 adj_370 = {};
        wp::range_t adj_371 = {};
        wp::int32 adj_372 = {};
        wp::int32 adj_373 = {};
        wp::int32 adj_374 = {};
        wp::shape_t adj_375 = {};
        wp::int32 adj_376 = {};
        wp::int32 adj_377 = {};
        wp::shape_t adj_378 = {};
        wp::int32 adj_379 = {};
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
        bool adj_394 = {};
        wp::float32 adj_395 = {};
        wp::float32 adj_396 = {};
        wp::float32 adj_397 = {};
        wp::vec_t<3, wp::float32> adj_398 = {};
        wp::float32 adj_399 = {};
        wp::float32 adj_400 = {};
        wp::float32 adj_401 = {};
        wp::vec_t<3, wp::float32> adj_402 = {};
        wp::float32 adj_403 = {};
        wp::vec_t<3, wp::float32> adj_404 = {};
        wp::int32 adj_405 = {};
        wp::float32 adj_406 = {};
        wp::float32 adj_407 = {};
        wp::float32 adj_408 = {};
        wp::float32 adj_409 = {};
        wp::vec_t<3, wp::float32> adj_410 = {};
        wp::vec_t<3, wp::float32> adj_411 = {};
        wp::int32 adj_412 = {};
        wp::float32 adj_413 = {};
        wp::float32 adj_414 = {};
        wp::float32 adj_415 = {};
        wp::float32 adj_416 = {};
        wp::float32 adj_417 = {};
        bool adj_418 = {};
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
        wp::vec_t<3, wp::float32> adj_431 = {};
        wp::float32 adj_432 = {};
        wp::float32 adj_433 = {};
        wp::float32 adj_434 = {};
        wp::vec_t<3, wp::float32> adj_435 = {};
        wp::float32 adj_436 = {};
        wp::float32 adj_437 = {};
        wp::float32 adj_438 = {};
        wp::float32 adj_439 = {};
        wp::float32 adj_440 = {};
        wp::float32 adj_441 = {};
        wp::float32 adj_442 = {};
        wp::vec_t<3, wp::float32> adj_443 = {};
        wp::int32 adj_444 = {};
        wp::float32 adj_445 = {};
        wp::int32 adj_446 = {};
        wp::float32 adj_447 = {};
        wp::float32 adj_448 = {};
        wp::int32 adj_449 = {};
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
        wp::float32 adj_460 = {};
        wp::float32 adj_461 = {};
        wp::float32 adj_462 = {};
        wp::float32 adj_463 = {};
        wp::float32 adj_464 = {};
        bool adj_465 = {};
        wp::float32 adj_466 = {};
        wp::float32 adj_467 = {};
        wp::float32 adj_468 = {};
        wp::float32 adj_469 = {};
        wp::float32 adj_470 = {};
        bool adj_471 = {};
        wp::float32 adj_472 = {};
        wp::float32 adj_473 = {};
        wp::float32 adj_474 = {};
        wp::int32 adj_475 = {};
        wp::range_t adj_476 = {};
        wp::int32 adj_477 = {};
        wp::float32 adj_478 = {};
        wp::float32 adj_479 = {};
        wp::float32 adj_480 = {};
        wp::vec_t<3, wp::float32> adj_481 = {};
        wp::float32 adj_482 = {};
        wp::float32 adj_483 = {};
        wp::float32 adj_484 = {};
        wp::vec_t<3, wp::float32> adj_485 = {};
        wp::vec_t<3, wp::float32> adj_486 = {};
        wp::int32 adj_487 = {};
        wp::float32 adj_488 = {};
        wp::float32 adj_489 = {};
        wp::float32 adj_490 = {};
        wp::int32 adj_491 = {};
        wp::int32 adj_492 = {};
        wp::int32 adj_493 = {};
        bool adj_494 = {};
        wp::float32 adj_495 = {};
        wp::int32 adj_496 = {};
        wp::int32 adj_497 = {};
        wp::int32 adj_498 = {};
        bool adj_499 = {};
        wp::float32 adj_500 = {};
        wp::float32 adj_501 = {};
        wp::float32 adj_502 = {};
        wp::float32 adj_503 = {};
        wp::float32 adj_504 = {};
        wp::int32 adj_505 = {};
        wp::int32 adj_506 = {};
        wp::int32 adj_507 = {};
        wp::int32 adj_508 = {};
        bool adj_509 = {};
        wp::float32 adj_510 = {};
        wp::float32 adj_511 = {};
        wp::float32 adj_512 = {};
        wp::vec_t<3, wp::float32> adj_513 = {};
        wp::float32 adj_514 = {};
        wp::float32 adj_515 = {};
        wp::float32 adj_516 = {};
        wp::vec_t<3, wp::float32> adj_517 = {};
        wp::float32 adj_518 = {};
        wp::float32 adj_519 = {};
        wp::float32 adj_520 = {};
        wp::float32 adj_521 = {};
        wp::float32 adj_522 = {};
        wp::float32 adj_523 = {};
        wp::float32 adj_524 = {};
        wp::float32 adj_525 = {};
        wp::float32 adj_526 = {};
        bool adj_527 = {};
        bool adj_528 = {};
        bool adj_529 = {};
        bool adj_530 = {};
        bool adj_531 = {};
        bool adj_532 = {};
        wp::float32 adj_533 = {};
        wp::float32 adj_534 = {};
        wp::int32 adj_535 = {};
        wp::int32 adj_536 = {};
        wp::int32 adj_537 = {};
        wp::int32 adj_538 = {};
        wp::range_t adj_539 = {};
        wp::int32 adj_540 = {};
        wp::float32 adj_541 = {};
        wp::float32 adj_542 = {};
        wp::float32 adj_543 = {};
        bool adj_544 = {};
        bool adj_545 = {};
        bool adj_546 = {};
        wp::float32 adj_547 = {};
        wp::float32 adj_548 = {};
        wp::float32 adj_549 = {};
        wp::float32 adj_550 = {};
        wp::float32 adj_551 = {};
        wp::float32 adj_552 = {};
        wp::float32 adj_553 = {};
        wp::float32 adj_554 = {};
        wp::float32 adj_555 = {};
        wp::float32 adj_556 = {};
        wp::vec_t<3, wp::float32> adj_557 = {};
        wp::int32 adj_558 = {};
        wp::float32 adj_559 = {};
        wp::float32 adj_560 = {};
        wp::int32 adj_561 = {};
        wp::int32 adj_562 = {};
        wp::int32 adj_563 = {};
        bool adj_564 = {};
        wp::float32 adj_565 = {};
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
        bool adj_576 = {};
        wp::float32 adj_577 = {};
        wp::float32 adj_578 = {};
        wp::float32 adj_579 = {};
        wp::float32 adj_580 = {};
        wp::int32 adj_581 = {};
        wp::int32 adj_582 = {};
        wp::int32 adj_583 = {};
        wp::int32 adj_584 = {};
        wp::range_t adj_585 = {};
        wp::int32 adj_586 = {};
        wp::float32 adj_587 = {};
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
        bool adj_599 = {};
        wp::range_t adj_600 = {};
        wp::int32 adj_601 = {};
        wp::float32 adj_602 = {};
        wp::float32 adj_603 = {};
        wp::float32 adj_604 = {};
        wp::float32 adj_605 = {};
        wp::float32 adj_606 = {};
        wp::float32 adj_607 = {};
        bool adj_608 = {};
        bool adj_609 = {};
        wp::float32 adj_610 = {};
        bool adj_611 = {};
        bool adj_612 = {};
        wp::float32 adj_613 = {};
        wp::float32 adj_614 = {};
        wp::float32 adj_615 = {};
        wp::float32 adj_616 = {};
        wp::float32 adj_617 = {};
        wp::float32 adj_618 = {};
        wp::float32 adj_619 = {};
        wp::float32 adj_620 = {};
        wp::float32 adj_621 = {};
        wp::float32 adj_622 = {};
        bool adj_623 = {};
        wp::float32 adj_624 = {};
        wp::float32 adj_625 = {};
        wp::vec_t<3, wp::float32> adj_626 = {};
        wp::int32 adj_627 = {};
        wp::float32 adj_628 = {};
        wp::int32 adj_629 = {};
        wp::float32 adj_630 = {};
        wp::float32 adj_631 = {};
        wp::int32 adj_632 = {};
        wp::float32 adj_633 = {};
        wp::float32 adj_634 = {};
        wp::float32 adj_635 = {};
        wp::float32 adj_636 = {};
        wp::float32 adj_637 = {};
        wp::int32 adj_638 = {};
        wp::int32 adj_639 = {};
        bool adj_640 = {};
        wp::int32 adj_641 = {};
        bool adj_642 = {};
        wp::float32 adj_643 = {};
        bool adj_644 = {};
        wp::int32 adj_645 = {};
        wp::int32 adj_646 = {};
        wp::float32 adj_647 = {};
        wp::float32 adj_648 = {};
        wp::float32 adj_649 = {};
        bool adj_650 = {};
        wp::float32 adj_651 = {};
        wp::int32 adj_652 = {};
        wp::range_t adj_653 = {};
        wp::range_t adj_654 = {};
        wp::int32 adj_655 = {};
        wp::float32 adj_656 = {};
        wp::float32 adj_657 = {};
        wp::float32 adj_658 = {};
        wp::vec_t<3, wp::float32> adj_659 = {};
        wp::float32 adj_660 = {};
        wp::float32 adj_661 = {};
        wp::float32 adj_662 = {};
        wp::vec_t<3, wp::float32> adj_663 = {};
        wp::float32 adj_664 = {};
        wp::float32 adj_665 = {};
        wp::float32 adj_666 = {};
        wp::vec_t<3, wp::float32> adj_667 = {};
        wp::vec_t<3, wp::float32> adj_668 = {};
        wp::float32 adj_669 = {};
        wp::float32 adj_670 = {};
        wp::float32 adj_671 = {};
        wp::range_t adj_672 = {};
        wp::int32 adj_673 = {};
        wp::float32 adj_674 = {};
        wp::float32 adj_675 = {};
        wp::float32 adj_676 = {};
        wp::float32 adj_677 = {};
        wp::float32 adj_678 = {};
        wp::vec_t<3, wp::float32> adj_679 = {};
        wp::float32 adj_680 = {};
        wp::vec_t<3, wp::float32> adj_681 = {};
        wp::float32 adj_682 = {};
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
        bool adj_702 = {};
        wp::float32 adj_703 = {};
        wp::float32 adj_704 = {};
        wp::float32 adj_705 = {};
        wp::float32 adj_706 = {};
        wp::float32 adj_707 = {};
        bool adj_708 = {};
        bool adj_709 = {};
        wp::float32 adj_710 = {};
        bool adj_711 = {};
        wp::float32 adj_712 = {};
        wp::float32 adj_713 = {};
        wp::float32 adj_714 = {};
        wp::float32 adj_715 = {};
        wp::float32 adj_716 = {};
        wp::float32 adj_717 = {};
        wp::float32 adj_718 = {};
        wp::float32 adj_719 = {};
        wp::float32 adj_720 = {};
        wp::range_t adj_721 = {};
        wp::int32 adj_722 = {};
        wp::float32 adj_723 = {};
        wp::float32 adj_724 = {};
        wp::float32 adj_725 = {};
        bool adj_726 = {};
        bool adj_727 = {};
        wp::float32 adj_728 = {};
        bool adj_729 = {};
        wp::float32 adj_730 = {};
        wp::float32 adj_731 = {};
        wp::float32 adj_732 = {};
        wp::float32 adj_733 = {};
        wp::float32 adj_734 = {};
        wp::float32 adj_735 = {};
        wp::vec_t<3, wp::float32> adj_736 = {};
        wp::float32 adj_737 = {};
        wp::float32 adj_738 = {};
        wp::float32 adj_739 = {};
        wp::vec_t<3, wp::float32> adj_740 = {};
        wp::float32 adj_741 = {};
        wp::float32 adj_742 = {};
        wp::float32 adj_743 = {};
        wp::float32 adj_744 = {};
        wp::float32 adj_745 = {};
        //---------
        // forward
        // def control_000002(x0: wp.array[float], n: int, out0: wp.array[float]):                <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v24 = float(0.0)                                                                       <L 7>
        var_2 = wp::float(var_1);
        // v0 = x0[tid]                                                                           <L 8>
        var_3 = wp::address(var_x0, var_0);
        var_5 = wp::load(var_3);
        var_4 = wp::copy(var_5);
        // if ((tid) % 3 == 0) or (v0 >= v0):                                                     <L 9>
        var_8 = wp::mod(var_0, var_7);
        var_10 = (var_8 == var_9);
        var_6 = var_10;
        if (!var_6) {
            var_11 = (var_4 >= var_4);
            var_6 = var_6 || var_11;
        }
        if (var_6) {
            // v0 -= wp.tanh((v0 - wp.tanh(v0))) * 0.44                                           <L 10>
            var_12 = wp::tanh(var_4);
            var_13 = wp::sub(var_4, var_12);
            var_14 = wp::tanh(var_13);
            var_16 = wp::mul(var_14, var_15);
            var_17 = wp::sub(var_4, var_16);
            // for j1 in range(n):                                                                <L 11>
            var_18 = wp::range(var_n);
            // v4 = wp.mod(wp.acos(wp.clamp((v0 - v0), -0.9, 0.9)), wp.abs(wp.erfc(wp.where(v0 > v0, v0, v0))) + 1.0)       <L 21>
            var_71 = wp::sub(var_17, var_17);
            var_74 = wp::clamp(var_71, var_72, var_73);
            var_75 = wp::acos(var_74);
            var_76 = (var_17 > var_17);
            var_77 = wp::where(var_76, var_17, var_17);
            var_78 = wp::erfc(var_77);
            var_79 = wp::abs(var_78);
            var_81 = wp::add(var_79, var_80);
            var_82 = wp::mod(var_75, var_81);
            // v24 += v4                                                                          <L 22>
            var_83 = wp::add(var_2, var_82);
        }
        var_84 = wp::where(var_6, var_83, var_2);
        var_85 = wp::where(var_6, var_17, var_4);
        // if wp.min(v0, v0) >= (v0 - v0):                                                        <L 23>
        var_86 = wp::min(var_85, var_85);
        var_87 = wp::sub(var_85, var_85);
        var_88 = (var_86 >= var_87);
        if (var_88) {
            // v0 += wp.tanh(v0)                                                                  <L 24>
            var_89 = wp::tanh(var_85);
            var_90 = wp::add(var_85, var_89);
        }
        if (!var_88) {
            // elif ((v0 <= 1.6) and (-1.317 > v0)) and ((v0 < v0) or (v0 > 1.4)):                <L 25>
            var_94 = (var_85 <= var_93);
            var_92 = var_94;
            if (var_92) {
                var_96 = (var_95 > var_85);
                var_92 = var_92 && var_96;
            }
            var_91 = var_92;
            if (var_91) {
                var_98 = (var_85 < var_85);
                var_97 = var_98;
                if (!var_97) {
                    var_100 = (var_85 > var_99);
                    var_97 = var_97 || var_100;
                }
                var_91 = var_91 && var_97;
            }
            if (var_91) {
                // v0 = v0 + wp.tanh((float(tid) + wp.degrees(v0)))                               <L 26>
                var_101 = wp::float(var_0);
                var_102 = wp::degrees(var_85);
                var_103 = wp::add(var_101, var_102);
                var_104 = wp::tanh(var_103);
                var_105 = wp::add(var_85, var_104);
                // v5 = ((wp.ceil(-1.2) / (wp.abs(wp.dot(wp.vec3(0.7, 0.1, 1.31), wp.vec3(-0.91, 1.3, 0.16))) + 1.0)) - wp.round(0.5))       <L 27>
                var_107 = wp::ceil(var_106);
                var_111 = wp::vec_t<3, wp::float32>(var_108, var_109, var_110);
                var_115 = wp::vec_t<3, wp::float32>(var_112, var_113, var_114);
                var_116 = wp::dot(var_111, var_115);
                var_117 = wp::abs(var_116);
                var_119 = wp::add(var_117, var_118);
                var_120 = wp::div(var_107, var_119);
                var_122 = wp::round(var_121);
                var_123 = wp::sub(var_120, var_122);
                // v24 += v5                                                                      <L 28>
                var_124 = wp::add(var_84, var_123);
            }
            if (!var_91) {
                // elif (v0 <= -0.401) or (v0 >= v0):                                             <L 29>
                var_127 = (var_85 <= var_126);
                var_125 = var_127;
                if (!var_125) {
                    var_128 = (var_85 >= var_85);
                    var_125 = var_125 || var_128;
                }
                if (var_125) {
                    // v0 = v0 + wp.sin(wp.clamp((v0 + v0), -0.25, 1.65))                         <L 30>
                    var_129 = wp::add(var_85, var_85);
                    var_132 = wp::clamp(var_129, var_130, var_131);
                    var_133 = wp::sin(var_132);
                    var_134 = wp::add(var_85, var_133);
                    // v0 = v0 + wp.tanh(x0[(tid + 5) % x0.shape[0]])                             <L 31>
                    var_136 = wp::add(var_0, var_135);
                    var_137 = &(var_x0.shape);
                    var_140 = wp::load(var_137);
                    var_139 = wp::extract(var_140, var_138);
                    var_141 = wp::mod(var_136, var_139);
                    var_142 = wp::address(var_x0, var_141);
                    var_144 = wp::load(var_142);
                    var_143 = wp::tanh(var_144);
                    var_145 = wp::add(var_134, var_143);
                    // if wp.length_sq(wp.vec3(-1.6, 1.256, 0.293)) <= v0:                        <L 32>
                    var_149 = wp::vec_t<3, wp::float32>(var_146, var_147, var_148);
                    var_150 = wp::length_sq(var_149);
                    var_151 = (var_150 <= var_145);
                    if (var_151) {
                        // v0 = v0 + wp.tanh(v0)                                                  <L 33>
                        var_152 = wp::tanh(var_145);
                        var_153 = wp::add(var_145, var_152);
                        // w6 = int(0)                                                            <L 34>
                        var_155 = wp::int(var_154);
                        // while w6 < 5:                                                          <L 35>
                    }
                    var_173 = wp::where(var_151, var_153, var_145);
                }
                if (!var_125) {
                    // elif ((v0 >= v0) and (v0 < v0)) and (1.431 > v0):                          <L 42>
                    var_176 = (var_85 >= var_85);
                    var_175 = var_176;
                    if (var_175) {
                        var_177 = (var_85 < var_85);
                        var_175 = var_175 && var_177;
                    }
                    var_174 = var_175;
                    if (var_174) {
                        var_179 = (var_178 > var_85);
                        var_174 = var_174 && var_179;
                    }
                    if (var_174) {
                        // v0 += wp.cos((wp.length_sq(wp.vec3(-1.748, 0.682, 0.1)) * float(tid)))       <L 43>
                        var_183 = wp::vec_t<3, wp::float32>(var_180, var_181, var_182);
                        var_184 = wp::length_sq(var_183);
                        var_185 = wp::float(var_0);
                        var_186 = wp::mul(var_184, var_185);
                        var_187 = wp::cos(var_186);
                        var_188 = wp::add(var_85, var_187);
                        // for j7 in range(2):                                                    <L 44>
                        // v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                             <L 45>
                        var_191 = wp::add(var_0, var_190);
                        var_192 = &(var_x0.shape);
                        var_195 = wp::load(var_192);
                        var_194 = wp::extract(var_195, var_193);
                        var_196 = wp::mod(var_191, var_194);
                        var_197 = wp::address(var_x0, var_196);
                        var_199 = wp::load(var_197);
                        var_198 = wp::tanh(var_199);
                        var_200 = wp::add(var_188, var_198);
                        // if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):       <L 46>
                        var_204 = wp::vec_t<3, wp::float32>(var_201, var_202, var_203);
                        var_205 = wp::length(var_204);
                        var_209 = wp::vec_t<3, wp::float32>(var_206, var_207, var_208);
                        var_213 = wp::vec_t<3, wp::float32>(var_210, var_211, var_212);
                        var_214 = wp::dot(var_209, var_213);
                        var_215 = (var_205 <= var_214);
                        if (var_215) {
                            // v0 -= wp.tanh(-1.3) * 1.55                                         <L 47>
                            var_217 = wp::tanh(var_216);
                            var_219 = wp::mul(var_217, var_218);
                            var_220 = wp::sub(var_200, var_219);
                        }
                        var_221 = wp::where(var_215, var_220, var_200);
                        // for j8 in range(0, n * 3, 3):                                          <L 48>
                        var_223 = wp::mul(var_n, var_222);
                        var_226 = wp::range(var_224, var_223, var_225);
                        // v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                             <L 45>
                        var_270 = wp::add(var_0, var_269);
                        var_271 = &(var_x0.shape);
                        var_274 = wp::load(var_271);
                        var_273 = wp::extract(var_274, var_272);
                        var_275 = wp::mod(var_270, var_273);
                        var_276 = wp::address(var_x0, var_275);
                        var_278 = wp::load(var_276);
                        var_277 = wp::tanh(var_278);
                        var_279 = wp::add(var_221, var_277);
                        // if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):       <L 46>
                        var_283 = wp::vec_t<3, wp::float32>(var_280, var_281, var_282);
                        var_284 = wp::length(var_283);
                        var_288 = wp::vec_t<3, wp::float32>(var_285, var_286, var_287);
                        var_292 = wp::vec_t<3, wp::float32>(var_289, var_290, var_291);
                        var_293 = wp::dot(var_288, var_292);
                        var_294 = (var_284 <= var_293);
                        if (var_294) {
                            // v0 -= wp.tanh(-1.3) * 1.55                                         <L 47>
                            var_296 = wp::tanh(var_295);
                            var_298 = wp::mul(var_296, var_297);
                            var_299 = wp::sub(var_279, var_298);
                        }
                        var_300 = wp::where(var_294, var_299, var_279);
                        // for j8 in range(0, n * 3, 3):                                          <L 48>
                        var_302 = wp::mul(var_n, var_301);
                        var_305 = wp::range(var_303, var_302, var_304);
                        // v10 = wp.vec3(1.81, -1.66, -1.6)                                       <L 55>
                        var_350 = wp::vec_t<3, wp::float32>(var_347, var_348, var_349);
                        // v24 += v10[0] + v10[1] + v10[2]                                        <L 56>
                        var_352 = wp::extract(var_350, var_351);
                        var_354 = wp::extract(var_350, var_353);
                        var_355 = wp::add(var_352, var_354);
                        var_357 = wp::extract(var_350, var_356);
                        var_358 = wp::add(var_355, var_357);
                        var_359 = wp::add(var_84, var_358);
                    }
                    if (!var_174) {
                        // v0 = v0 + wp.cos(wp.length_sq(wp.vec3(0.36, -1.63, -0.02)))            <L 58>
                        var_363 = wp::vec_t<3, wp::float32>(var_360, var_361, var_362);
                        var_364 = wp::length_sq(var_363);
                        var_365 = wp::cos(var_364);
                        var_366 = wp::add(var_85, var_365);
                        // for j11 in range(0, n * 3, 3):                                         <L 59>
                        var_368 = wp::mul(var_n, var_367);
                        var_371 = wp::range(var_369, var_368, var_370);
                    }
                    var_455 = wp::where(var_174, var_359, var_84);
                    var_456 = wp::where(var_174, var_300, var_366);
                }
                var_457 = wp::where(var_125, var_84, var_455);
                var_458 = wp::where(var_125, var_173, var_456);
            }
            var_459 = wp::where(var_91, var_124, var_457);
            var_460 = wp::where(var_91, var_105, var_458);
        }
        var_461 = wp::where(var_88, var_84, var_459);
        var_462 = wp::where(var_88, var_90, var_460);
        // if (v0 - v0) <= (v0 - v0):                                                             <L 66>
        var_463 = wp::sub(var_462, var_462);
        var_464 = wp::sub(var_462, var_462);
        var_465 = (var_463 <= var_464);
        if (var_465) {
            // v0 = v0 + wp.tanh(wp.sin(v0))                                                      <L 67>
            var_466 = wp::sin(var_462);
            var_467 = wp::tanh(var_466);
            var_468 = wp::add(var_462, var_467);
            // if 0.38 < 0.2:                                                                     <L 68>
            var_471 = (var_469 < var_470);
            if (var_471) {
                // out0[tid] = v0 + v0 * 1.1                                                      <L 69>
                var_473 = wp::mul(var_468, var_472);
                var_474 = wp::add(var_468, var_473);
                // wp::array_store(var_out0, var_0, var_474);
                // return                                                                         <L 70>
                goto label16;
            }
            // for j13 in range(6):                                                               <L 71>
            var_476 = wp::range(var_475);
        }
        if (!var_465) {
            // elif (int(wp.floor(wp.clamp(v0, -100.0, 100.0)))) % 4 == 0:                        <L 77>
            var_503 = wp::clamp(var_462, var_501, var_502);
            var_504 = wp::floor(var_503);
            var_505 = wp::int(var_504);
            var_507 = wp::mod(var_505, var_506);
            var_509 = (var_507 == var_508);
            if (var_509) {
                // v0 += wp.tanh(wp.mod(v0, wp.abs(wp.dot(wp.vec3(-0.913, -0.5, -1.46), wp.vec3(-1.237, -0.185, -1.3))) + 1.0))       <L 78>
                var_513 = wp::vec_t<3, wp::float32>(var_510, var_511, var_512);
                var_517 = wp::vec_t<3, wp::float32>(var_514, var_515, var_516);
                var_518 = wp::dot(var_513, var_517);
                var_519 = wp::abs(var_518);
                var_521 = wp::add(var_519, var_520);
                var_522 = wp::mod(var_462, var_521);
                var_523 = wp::tanh(var_522);
                var_524 = wp::add(var_462, var_523);
                // v0 = v0 + wp.tanh(v0)                                                          <L 79>
                var_525 = wp::tanh(var_524);
                var_526 = wp::add(var_524, var_525);
                // if v0 > v0:                                                                    <L 80>
                var_527 = (var_526 > var_526);
                if (var_527) {
                    // return                                                                     <L 81>
                    goto label19;
                }
            }
            if (!var_509) {
                // elif not (v0 < v0 or (v0 <= v0) or (v0 < v0)):                                 <L 82>
                var_529 = (var_462 < var_462);
                var_528 = var_529;
                if (!var_528) {
                    var_530 = (var_462 <= var_462);
                    var_528 = var_528 || var_530;
                }
                if (!var_528) {
                    var_531 = (var_462 < var_462);
                    var_528 = var_528 || var_531;
                }
                var_532 = wp::unot(var_528);
                if (var_532) {
                    // v0 = v0 + wp.sin(v0)                                                       <L 83>
                    var_533 = wp::sin(var_462);
                    var_534 = wp::add(var_462, var_533);
                    // for j14 in range(n + 3, 0, -1):                                            <L 84>
                    var_536 = wp::add(var_n, var_535);
                    var_539 = wp::range(var_536, var_537, var_538);
                }
                if (!var_532) {
                    // elif (v0 + v0) < v0:                                                       <L 91>
                    var_575 = wp::add(var_462, var_462);
                    var_576 = (var_575 < var_462);
                    if (var_576) {
                        // v0 = v0 + wp.cos(((v0 - v0) + v0))                                     <L 92>
                        var_577 = wp::sub(var_462, var_462);
                        var_578 = wp::add(var_577, var_462);
                        var_579 = wp::cos(var_578);
                        var_580 = wp::add(var_462, var_579);
                        // for j16 in range(0, n * 2, 2):                                         <L 93>
                        var_582 = wp::mul(var_n, var_581);
                        var_585 = wp::range(var_583, var_582, var_584);
                        // for j17 in range(n):                                                   <L 97>
                        var_600 = wp::range(var_n);
                    }
                    if (!var_576) {
                        // v0 += wp.sin(v0)                                                       <L 104>
                        var_636 = wp::sin(var_462);
                        var_637 = wp::add(var_462, var_636);
                        // w19 = int(0)                                                           <L 105>
                        var_639 = wp::int(var_638);
                        // while w19 < 2 and (v0 < 0.9):                                          <L 106>
                        // for j20 in reversed(range(n)):                                         <L 111>
                        var_653 = wp::range(var_n);
                        var_654 = wp::iter_reverse(var_653);
                    }
                    var_704 = wp::where(var_576, var_580, var_637);
                }
                var_705 = wp::where(var_532, var_534, var_704);
            }
            var_706 = wp::where(var_509, var_526, var_705);
        }
        var_707 = wp::where(var_465, var_468, var_706);
        // if (v0 <= v0) and (-0.14 <= v0):                                                       <L 118>
        var_709 = (var_707 <= var_707);
        var_708 = var_709;
        if (var_708) {
            var_711 = (var_710 <= var_707);
            var_708 = var_708 && var_711;
        }
        if (var_708) {
            // out0[tid] = v0 + (wp.log2(wp.abs(v0) + 1.0) - (v0 * v0)) * 1.69                    <L 119>
            var_712 = wp::abs(var_707);
            var_714 = wp::add(var_712, var_713);
            var_715 = wp::log2(var_714);
            var_716 = wp::mul(var_707, var_707);
            var_717 = wp::sub(var_715, var_716);
            var_719 = wp::mul(var_717, var_718);
            var_720 = wp::add(var_707, var_719);
            // wp::array_store(var_out0, var_0, var_720);
            // return                                                                             <L 120>
            goto label34;
        }
        // for j22 in range(n):                                                                   <L 121>
        var_721 = wp::range(var_n);
        // v23 = v0                                                                               <L 125>
        var_731 = wp::copy(var_707);
        // out0[tid] = v0 + v23 + wp.length_sq((wp.vec3(-1.05, 1.666, -0.74) / (wp.abs(v0) + 1.0))) * 0.56 + v24       <L 126>
        var_732 = wp::add(var_707, var_731);
        var_736 = wp::vec_t<3, wp::float32>(var_733, var_734, var_735);
        var_737 = wp::abs(var_707);
        var_739 = wp::add(var_737, var_738);
        var_740 = wp::div(var_736, var_739);
        var_741 = wp::length_sq(var_740);
        var_743 = wp::mul(var_741, var_742);
        var_744 = wp::add(var_732, var_743);
        var_745 = wp::add(var_744, var_461);
        // wp::array_store(var_out0, var_0, var_745);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_745, adj_out0, adj_0, adj_745);
        wp::adj_add(var_744, var_461, adj_744, adj_461, adj_745);
        wp::adj_add(var_732, var_743, adj_732, adj_743, adj_744);
        wp::adj_mul(var_741, var_742, adj_741, adj_742, adj_743);
        wp::adj_length_sq(var_740, adj_740, adj_741);
        wp::adj_div(var_736, var_739, adj_736, adj_739, adj_740);
        wp::adj_add(var_737, var_738, adj_737, adj_738, adj_739);
        wp::adj_abs(var_707, adj_707, adj_737);
        wp::adj_vec_t(var_733, var_734, var_735, adj_733, adj_734, adj_735, adj_736);
        wp::adj_add(var_707, var_731, adj_707, adj_731, adj_732);
        // adj: out0[tid] = v0 + v23 + wp.length_sq((wp.vec3(-1.05, 1.666, -0.74) / (wp.abs(v0) + 1.0))) * 0.56 + v24  <L 126>
        wp::adj_copy(var_707, adj_707, adj_731);
        // adj: v23 = v0                                                                          <L 125>
        var_721 = wp::iter_reverse(var_721);
        start_for_35:;
            if (iter_cmp(var_721) == 0) goto end_for_35;
            var_722 = wp::iter_next(var_721);
        	adj_723 = {};
        	adj_724 = {};
        	adj_725 = {};
        	adj_726 = {};
        	adj_727 = {};
        	adj_728 = {};
        	adj_729 = {};
        	adj_730 = {};
            // v0 += wp.sin(-0.864)                                                               <L 122>
            var_724 = wp::sin(var_723);
            var_725 = wp::add(var_707, var_724);
            // if (v0 < v0) or (-1.604 < v0):                                                     <L 123>
            var_727 = (var_725 < var_725);
            var_726 = var_727;
            if (!var_726) {
                var_729 = (var_728 < var_725);
                var_726 = var_726 || var_729;
            }
            if (var_726) {
                // break                                                                          <L 124>
                wp::assign(var_707, var_725);
                goto end_for_35;
            }
            var_730 = wp::where(var_726, var_707, var_725);
            wp::assign(var_707, var_730);
            wp::adj_assign(var_707, var_730, adj_707, adj_730);
            wp::adj_where(var_726, var_707, var_725, adj_726, adj_707, adj_725, adj_730);
            if (var_726) {
                wp::adj_assign(var_707, var_725, adj_707, adj_725);
                // adj: break                                                                     <L 124>
            }
            if (!var_726) {
            }
            // adj: if (v0 < v0) or (-1.604 < v0):                                                <L 123>
            wp::adj_add(var_707, var_724, adj_707, adj_724, adj_725);
            wp::adj_sin(var_723, adj_723, adj_724);
            // adj: v0 += wp.sin(-0.864)                                                          <L 122>
        	goto start_for_35;
        end_for_35:;
        // adj: for j22 in range(n):                                                              <L 121>
        if (var_708) {
            label34:;
            // adj: return                                                                        <L 120>
            wp::adj_array_store(var_out0, var_0, var_720, adj_out0, adj_0, adj_720);
            wp::adj_add(var_707, var_719, adj_707, adj_719, adj_720);
            wp::adj_mul(var_717, var_718, adj_717, adj_718, adj_719);
            wp::adj_sub(var_715, var_716, adj_715, adj_716, adj_717);
            wp::adj_mul(var_707, var_707, adj_707, adj_707, adj_716);
            wp::adj_log2(var_714, adj_714, adj_715);
            wp::adj_add(var_712, var_713, adj_712, adj_713, adj_714);
            wp::adj_abs(var_707, adj_707, adj_712);
            // adj: out0[tid] = v0 + (wp.log2(wp.abs(v0) + 1.0) - (v0 * v0)) * 1.69               <L 119>
        }
        if (var_708) {
        }
        // adj: if (v0 <= v0) and (-0.14 <= v0):                                                  <L 118>
        wp::adj_where(var_465, var_468, var_706, adj_465, adj_468, adj_706, adj_707);
        if (!var_465) {
            wp::adj_where(var_509, var_526, var_705, adj_509, adj_526, adj_705, adj_706);
            if (!var_509) {
                wp::adj_where(var_532, var_534, var_704, adj_532, adj_534, adj_704, adj_705);
                if (!var_532) {
                    wp::adj_where(var_576, var_580, var_637, adj_576, adj_580, adj_637, adj_704);
                    if (!var_576) {
                        var_654 = wp::iter_reverse(var_654);
                        start_for_30:;
                            if (iter_cmp(var_654) == 0) goto end_for_30;
                            var_655 = wp::iter_next(var_654);
                        	adj_656 = {};
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
                            // v0 = v0 + wp.cos(wp.dot(wp.vec3(0.16, -0.91, 1.7), (wp.vec3(-1.1, -0.703, 1.5) - wp.vec3(1.6, 0.357, 1.83))))       <L 112>
                            var_659 = wp::vec_t<3, wp::float32>(var_656, var_657, var_658);
                            var_663 = wp::vec_t<3, wp::float32>(var_660, var_661, var_662);
                            var_667 = wp::vec_t<3, wp::float32>(var_664, var_665, var_666);
                            var_668 = wp::sub(var_663, var_667);
                            var_669 = wp::dot(var_659, var_668);
                            var_670 = wp::cos(var_669);
                            var_671 = wp::add(var_637, var_670);
                            // for j21 in range(n):                                               <L 113>
                            var_672 = wp::range(var_n);
                            wp::assign(var_637, var_671);
                            wp::adj_assign(var_637, var_671, adj_637, adj_671);
                            var_672 = wp::iter_reverse(var_672);
                            start_for_32:;
                                if (iter_cmp(var_672) == 0) goto end_for_32;
                                var_673 = wp::iter_next(var_672);
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
                                // v0 = v0 * 0.5 + wp.sin((wp.dot(wp.vec3(1.32, -0.118, -0.82), wp.vec3(-0.5)) / (wp.abs(wp.mod(-0.299, wp.abs(1.985) + 1.0)) + 1.0)))       <L 114>
                                var_675 = wp::mul(var_671, var_674);
                                var_679 = wp::vec_t<3, wp::float32>(var_676, var_677, var_678);
                                var_681 = wp::vec_t<3, wp::float32>(var_680);
                                var_682 = wp::dot(var_679, var_681);
                                var_685 = wp::abs(var_684);
                                var_687 = wp::add(var_685, var_686);
                                var_688 = wp::mod(var_683, var_687);
                                var_689 = wp::abs(var_688);
                                var_691 = wp::add(var_689, var_690);
                                var_692 = wp::div(var_682, var_691);
                                var_693 = wp::sin(var_692);
                                var_694 = wp::add(var_675, var_693);
                                // v0 = v0 * 0.5 + wp.tanh((float(tid) + float(tid)))             <L 115>
                                var_696 = wp::mul(var_694, var_695);
                                var_697 = wp::float(var_0);
                                var_698 = wp::float(var_0);
                                var_699 = wp::add(var_697, var_698);
                                var_700 = wp::tanh(var_699);
                                var_701 = wp::add(var_696, var_700);
                                // if v0 > v0:                                                    <L 116>
                                var_702 = (var_701 > var_701);
                                if (var_702) {
                                    // continue                                                   <L 117>
                                    wp::assign(var_671, var_701);
                                    goto start_for_32;
                                }
                                var_703 = wp::where(var_702, var_671, var_701);
                                wp::assign(var_671, var_703);
                                wp::adj_assign(var_671, var_703, adj_671, adj_703);
                                wp::adj_where(var_702, var_671, var_701, adj_702, adj_671, adj_701, adj_703);
                                if (var_702) {
                                    wp::adj_assign(var_671, var_701, adj_671, adj_701);
                                    // adj: continue                                              <L 117>
                                }
                                // adj: if v0 > v0:                                               <L 116>
                                wp::adj_add(var_696, var_700, adj_696, adj_700, adj_701);
                                wp::adj_tanh(var_699, var_700, adj_699, adj_700);
                                wp::adj_add(var_697, var_698, adj_697, adj_698, adj_699);
                                wp::adj_float(var_0, adj_0, adj_698);
                                wp::adj_float(var_0, adj_0, adj_697);
                                wp::adj_mul(var_694, var_695, adj_694, adj_695, adj_696);
                                // adj: v0 = v0 * 0.5 + wp.tanh((float(tid) + float(tid)))        <L 115>
                                wp::adj_add(var_675, var_693, adj_675, adj_693, adj_694);
                                wp::adj_sin(var_692, adj_692, adj_693);
                                wp::adj_div(var_682, var_691, var_692, adj_682, adj_691, adj_692);
                                wp::adj_add(var_689, var_690, adj_689, adj_690, adj_691);
                                wp::adj_abs(var_688, adj_688, adj_689);
                                wp::adj_mod(var_683, var_687, adj_683, adj_687, adj_688);
                                wp::adj_add(var_685, var_686, adj_685, adj_686, adj_687);
                                wp::adj_abs(var_684, adj_684, adj_685);
                                wp::adj_dot(var_679, var_681, adj_679, adj_681, adj_682);
                                wp::adj_vec_t(var_680, adj_680, adj_681);
                                wp::adj_vec_t(var_676, var_677, var_678, adj_676, adj_677, adj_678, adj_679);
                                wp::adj_mul(var_671, var_674, adj_671, adj_674, adj_675);
                                // adj: v0 = v0 * 0.5 + wp.sin((wp.dot(wp.vec3(1.32, -0.118, -0.82), wp.vec3(-0.5)) / (wp.abs(wp.mod(-0.299, wp.abs(1.985) + 1.0)) + 1.0)))  <L 114>
                            	goto start_for_32;
                            end_for_32:;
                            // adj: for j21 in range(n):                                          <L 113>
                            wp::adj_add(var_637, var_670, adj_637, adj_670, adj_671);
                            wp::adj_cos(var_669, adj_669, adj_670);
                            wp::adj_dot(var_659, var_668, adj_659, adj_668, adj_669);
                            wp::adj_sub(var_663, var_667, adj_663, adj_667, adj_668);
                            wp::adj_vec_t(var_664, var_665, var_666, adj_664, adj_665, adj_666, adj_667);
                            wp::adj_vec_t(var_660, var_661, var_662, adj_660, adj_661, adj_662, adj_663);
                            wp::adj_vec_t(var_656, var_657, var_658, adj_656, adj_657, adj_658, adj_659);
                            // adj: v0 = v0 + wp.cos(wp.dot(wp.vec3(0.16, -0.91, 1.7), (wp.vec3(-1.1, -0.703, 1.5) - wp.vec3(1.6, 0.357, 1.83))))  <L 112>
                        	goto start_for_30;
                        end_for_30:;
                        // adj: for j20 in reversed(range(n)):                                    <L 111>
        start_while_28:;
                        var_642 = (var_639 < var_641);
                        var_640 = var_642;
                        if (var_640) {
                            var_644 = (var_637 < var_643);
                            var_640 = var_640 && var_644;
                        }
        if ((var_640) == false) goto end_while_28;
        adj_645 = {};
        adj_646 = {};
        adj_647 = {};
        adj_648 = {};
        adj_649 = {};
        adj_650 = {};
        adj_651 = {};
        adj_652 = {};
                            // w19 = w19 + 1                                                      <L 107>
                            var_646 = wp::add(var_639, var_645);
                            // v0 = v0 + wp.tanh(0.04)                                            <L 108>
                            var_648 = wp::tanh(var_647);
                            var_649 = wp::add(var_637, var_648);
                            // if v0 > v0:                                                        <L 109>
                            var_650 = (var_649 > var_649);
                            if (var_650) {
                                // break                                                          <L 110>
                                wp::assign(var_637, var_649);
                                wp::assign(var_639, var_646);
                                goto end_while_28;
                            }
                            var_651 = wp::where(var_650, var_637, var_649);
                            var_652 = wp::where(var_650, var_639, var_646);
                            wp::assign(var_637, var_651);
                            wp::assign(var_639, var_652);
                            wp::adj_assign(var_639, var_652, adj_639, adj_652);
                            wp::adj_assign(var_637, var_651, adj_637, adj_651);
                            wp::adj_where(var_650, var_639, var_646, adj_650, adj_639, adj_646, adj_652);
                            wp::adj_where(var_650, var_637, var_649, adj_650, adj_637, adj_649, adj_651);
                            if (var_650) {
                                wp::adj_assign(var_639, var_646, adj_639, adj_646);
                                wp::adj_assign(var_637, var_649, adj_637, adj_649);
                                // adj: break                                                     <L 110>
                            }
                            // adj: if v0 > v0:                                                   <L 109>
                            wp::adj_add(var_637, var_648, adj_637, adj_648, adj_649);
                            wp::adj_tanh(var_647, var_648, adj_647, adj_648);
                            // adj: v0 = v0 + wp.tanh(0.04)                                       <L 108>
                            wp::adj_add(var_639, var_645, adj_639, adj_645, adj_646);
                            // adj: w19 = w19 + 1                                                 <L 107>
        goto start_while_28;
        end_while_28:;
                        // adj: while w19 < 2 and (v0 < 0.9):                                     <L 106>
                        // adj: w19 = int(0)                                                      <L 105>
                        wp::adj_add(var_462, var_636, adj_462, adj_636, adj_637);
                        wp::adj_sin(var_462, adj_462, adj_636);
                        // adj: v0 += wp.sin(v0)                                                  <L 104>
                    }
                    if (var_576) {
                        var_600 = wp::iter_reverse(var_600);
                        start_for_26:;
                            if (iter_cmp(var_600) == 0) goto end_for_26;
                            var_601 = wp::iter_next(var_600);
                        	adj_602 = {};
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
                            // v0 = v0 + wp.cos(wp.abs((-1.3 - -0.7)))                            <L 98>
                            var_604 = wp::sub(var_602, var_603);
                            var_605 = wp::abs(var_604);
                            var_606 = wp::cos(var_605);
                            var_607 = wp::add(var_580, var_606);
                            // if not (v0 <= v0 or v0 < -1.654):                                  <L 99>
                            var_609 = (var_607 <= var_607);
                            var_608 = var_609;
                            if (!var_608) {
                                var_611 = (var_607 < var_610);
                                var_608 = var_608 || var_611;
                            }
                            var_612 = wp::unot(var_608);
                            if (var_612) {
                                // break                                                          <L 100>
                                wp::assign(var_580, var_607);
                                goto end_for_26;
                            }
                            var_613 = wp::where(var_612, var_580, var_607);
                            // v18 = wp.vec3(wp.atan(v0), wp.erfcinv(wp.clamp((v0 / (wp.abs(v0) + 1.0)), 0.2, 1.8)), (v0 + wp.where(v0 >= v0, v0, v0)))       <L 101>
                            var_614 = wp::atan(var_613);
                            var_615 = wp::abs(var_613);
                            var_617 = wp::add(var_615, var_616);
                            var_618 = wp::div(var_613, var_617);
                            var_621 = wp::clamp(var_618, var_619, var_620);
                            var_622 = wp::erfcinv(var_621);
                            var_623 = (var_613 >= var_613);
                            var_624 = wp::where(var_623, var_613, var_613);
                            var_625 = wp::add(var_613, var_624);
                            var_626 = wp::vec_t<3, wp::float32>(var_614, var_622, var_625);
                            // v24 += v18[0] + v18[1] + v18[2]                                    <L 102>
                            var_628 = wp::extract(var_626, var_627);
                            var_630 = wp::extract(var_626, var_629);
                            var_631 = wp::add(var_628, var_630);
                            var_633 = wp::extract(var_626, var_632);
                            var_634 = wp::add(var_631, var_633);
                            var_635 = wp::add(var_461, var_634);
                            wp::assign(var_461, var_635);
                            wp::assign(var_580, var_613);
                            wp::adj_assign(var_580, var_613, adj_580, adj_613);
                            wp::adj_assign(var_461, var_635, adj_461, adj_635);
                            wp::adj_add(var_461, var_634, adj_461, adj_634, adj_635);
                            wp::adj_add(var_631, var_633, adj_631, adj_633, adj_634);
                            wp::adj_extract(var_626, var_632, adj_626, adj_632, adj_633);
                            wp::adj_add(var_628, var_630, adj_628, adj_630, adj_631);
                            wp::adj_extract(var_626, var_629, adj_626, adj_629, adj_630);
                            wp::adj_extract(var_626, var_627, adj_626, adj_627, adj_628);
                            // adj: v24 += v18[0] + v18[1] + v18[2]                               <L 102>
                            wp::adj_vec_t(var_614, var_622, var_625, adj_614, adj_622, adj_625, adj_626);
                            wp::adj_add(var_613, var_624, adj_613, adj_624, adj_625);
                            wp::adj_where(var_623, var_613, var_613, adj_623, adj_613, adj_613, adj_624);
                            wp::adj_erfcinv(var_621, var_622, adj_621, adj_622);
                            wp::adj_clamp(var_618, var_619, var_620, adj_618, adj_619, adj_620, adj_621);
                            wp::adj_div(var_613, var_617, var_618, adj_613, adj_617, adj_618);
                            wp::adj_add(var_615, var_616, adj_615, adj_616, adj_617);
                            wp::adj_abs(var_613, adj_613, adj_615);
                            wp::adj_atan(var_613, adj_613, adj_614);
                            // adj: v18 = wp.vec3(wp.atan(v0), wp.erfcinv(wp.clamp((v0 / (wp.abs(v0) + 1.0)), 0.2, 1.8)), (v0 + wp.where(v0 >= v0, v0, v0)))  <L 101>
                            wp::adj_where(var_612, var_580, var_607, adj_612, adj_580, adj_607, adj_613);
                            if (var_612) {
                                wp::adj_assign(var_580, var_607, adj_580, adj_607);
                                // adj: break                                                     <L 100>
                            }
                            if (!var_608) {
                            }
                            // adj: if not (v0 <= v0 or v0 < -1.654):                             <L 99>
                            wp::adj_add(var_580, var_606, adj_580, adj_606, adj_607);
                            wp::adj_cos(var_605, adj_605, adj_606);
                            wp::adj_abs(var_604, adj_604, adj_605);
                            wp::adj_sub(var_602, var_603, adj_602, adj_603, adj_604);
                            // adj: v0 = v0 + wp.cos(wp.abs((-1.3 - -0.7)))                       <L 98>
                        	goto start_for_26;
                        end_for_26:;
                        // adj: for j17 in range(n):                                              <L 97>
                        var_585 = wp::iter_reverse(var_585);
                        start_for_23:;
                            if (iter_cmp(var_585) == 0) goto end_for_23;
                            var_586 = wp::iter_next(var_585);
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
                        	adj_597 = {};
                        	adj_598 = {};
                        	adj_599 = {};
                            // v0 = v0 + wp.tanh(((0.562 / (wp.abs(0.9) + 1.0)) * (1.01 - -0.8)))       <L 94>
                            var_589 = wp::abs(var_588);
                            var_591 = wp::add(var_589, var_590);
                            var_592 = wp::div(var_587, var_591);
                            var_595 = wp::sub(var_593, var_594);
                            var_596 = wp::mul(var_592, var_595);
                            var_597 = wp::tanh(var_596);
                            var_598 = wp::add(var_580, var_597);
                            // if v0 > v0:                                                        <L 95>
                            var_599 = (var_598 > var_598);
                            if (var_599) {
                                // return                                                         <L 96>
                                goto label25;
                            }
                            wp::assign(var_580, var_598);
                            wp::adj_assign(var_580, var_598, adj_580, adj_598);
                            if (var_599) {
                                label25:;
                                // adj: return                                                    <L 96>
                            }
                            // adj: if v0 > v0:                                                   <L 95>
                            wp::adj_add(var_580, var_597, adj_580, adj_597, adj_598);
                            wp::adj_tanh(var_596, var_597, adj_596, adj_597);
                            wp::adj_mul(var_592, var_595, adj_592, adj_595, adj_596);
                            wp::adj_sub(var_593, var_594, adj_593, adj_594, adj_595);
                            wp::adj_div(var_587, var_591, var_592, adj_587, adj_591, adj_592);
                            wp::adj_add(var_589, var_590, adj_589, adj_590, adj_591);
                            wp::adj_abs(var_588, adj_588, adj_589);
                            // adj: v0 = v0 + wp.tanh(((0.562 / (wp.abs(0.9) + 1.0)) * (1.01 - -0.8)))  <L 94>
                        	goto start_for_23;
                        end_for_23:;
                        wp::adj_mul(var_n, var_581, adj_n, adj_581, adj_582);
                        // adj: for j16 in range(0, n * 2, 2):                                    <L 93>
                        wp::adj_add(var_462, var_579, adj_462, adj_579, adj_580);
                        wp::adj_cos(var_578, adj_578, adj_579);
                        wp::adj_add(var_577, var_462, adj_577, adj_462, adj_578);
                        wp::adj_sub(var_462, var_462, adj_462, adj_462, adj_577);
                        // adj: v0 = v0 + wp.cos(((v0 - v0) + v0))                                <L 92>
                    }
                    wp::adj_add(var_462, var_462, adj_462, adj_462, adj_575);
                    // adj: elif (v0 + v0) < v0:                                                  <L 91>
                }
                if (var_532) {
                    var_539 = wp::iter_reverse(var_539);
                    start_for_20:;
                        if (iter_cmp(var_539) == 0) goto end_for_20;
                        var_540 = wp::iter_next(var_539);
                    	adj_541 = {};
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
                        // v0 += wp.sin(float(tid))                                               <L 85>
                        var_541 = wp::float(var_0);
                        var_542 = wp::sin(var_541);
                        var_543 = wp::add(var_534, var_542);
                        // if (v0 > v0) and (v0 <= v0):                                           <L 86>
                        var_545 = (var_543 > var_543);
                        var_544 = var_545;
                        if (var_544) {
                            var_546 = (var_543 <= var_543);
                            var_544 = var_544 && var_546;
                        }
                        if (var_544) {
                            // out0[tid] = v0 + ((1.5 - v0) * float(tid)) * 1.11                  <L 87>
                            var_548 = wp::sub(var_547, var_543);
                            var_549 = wp::float(var_0);
                            var_550 = wp::mul(var_548, var_549);
                            var_552 = wp::mul(var_550, var_551);
                            var_553 = wp::add(var_543, var_552);
                            // wp::array_store(var_out0, var_0, var_553);
                            // return                                                             <L 88>
                            goto label22;
                        }
                        // v15 = (wp.sign((wp.vec3(0.632, -0.54, 1.235))[2]) + wp.where((tid) % 4 == 1, wp.floor(1.9), (v0 / (wp.abs(-1.49) + 1.0))))       <L 89>
                        var_557 = wp::vec_t<3, wp::float32>(var_554, var_555, var_556);
                        var_559 = wp::extract(var_557, var_558);
                        var_560 = wp::sign(var_559);
                        var_562 = wp::mod(var_0, var_561);
                        var_564 = (var_562 == var_563);
                        var_566 = wp::floor(var_565);
                        var_568 = wp::abs(var_567);
                        var_570 = wp::add(var_568, var_569);
                        var_571 = wp::div(var_543, var_570);
                        var_572 = wp::where(var_564, var_566, var_571);
                        var_573 = wp::add(var_560, var_572);
                        // v24 += v15                                                             <L 90>
                        var_574 = wp::add(var_461, var_573);
                        wp::assign(var_461, var_574);
                        wp::assign(var_534, var_543);
                        wp::adj_assign(var_534, var_543, adj_534, adj_543);
                        wp::adj_assign(var_461, var_574, adj_461, adj_574);
                        wp::adj_add(var_461, var_573, adj_461, adj_573, adj_574);
                        // adj: v24 += v15                                                        <L 90>
                        wp::adj_add(var_560, var_572, adj_560, adj_572, adj_573);
                        wp::adj_where(var_564, var_566, var_571, adj_564, adj_566, adj_571, adj_572);
                        wp::adj_div(var_543, var_570, var_571, adj_543, adj_570, adj_571);
                        wp::adj_add(var_568, var_569, adj_568, adj_569, adj_570);
                        wp::adj_abs(var_567, adj_567, adj_568);
                        wp::adj_mod(var_0, var_561, adj_0, adj_561, adj_562);
                        wp::adj_extract(var_557, var_558, adj_557, adj_558, adj_559);
                        wp::adj_vec_t(var_554, var_555, var_556, adj_554, adj_555, adj_556, adj_557);
                        // adj: v15 = (wp.sign((wp.vec3(0.632, -0.54, 1.235))[2]) + wp.where((tid) % 4 == 1, wp.floor(1.9), (v0 / (wp.abs(-1.49) + 1.0))))  <L 89>
                        if (var_544) {
                            label22:;
                            // adj: return                                                        <L 88>
                            wp::adj_array_store(var_out0, var_0, var_553, adj_out0, adj_0, adj_553);
                            wp::adj_add(var_543, var_552, adj_543, adj_552, adj_553);
                            wp::adj_mul(var_550, var_551, adj_550, adj_551, adj_552);
                            wp::adj_mul(var_548, var_549, adj_548, adj_549, adj_550);
                            wp::adj_float(var_0, adj_0, adj_549);
                            wp::adj_sub(var_547, var_543, adj_547, adj_543, adj_548);
                            // adj: out0[tid] = v0 + ((1.5 - v0) * float(tid)) * 1.11             <L 87>
                        }
                        if (var_544) {
                        }
                        // adj: if (v0 > v0) and (v0 <= v0):                                      <L 86>
                        wp::adj_add(var_534, var_542, adj_534, adj_542, adj_543);
                        wp::adj_sin(var_541, adj_541, adj_542);
                        wp::adj_float(var_0, adj_0, adj_541);
                        // adj: v0 += wp.sin(float(tid))                                          <L 85>
                    	goto start_for_20;
                    end_for_20:;
                    wp::adj_add(var_n, var_535, adj_n, adj_535, adj_536);
                    // adj: for j14 in range(n + 3, 0, -1):                                       <L 84>
                    wp::adj_add(var_462, var_533, adj_462, adj_533, adj_534);
                    wp::adj_sin(var_462, adj_462, adj_533);
                    // adj: v0 = v0 + wp.sin(v0)                                                  <L 83>
                }
                if (!var_528) {
                }
                if (!var_528) {
                }
                // adj: elif not (v0 < v0 or (v0 <= v0) or (v0 < v0)):                            <L 82>
            }
            if (var_509) {
                if (var_527) {
                    label19:;
                    // adj: return                                                                <L 81>
                }
                // adj: if v0 > v0:                                                               <L 80>
                wp::adj_add(var_524, var_525, adj_524, adj_525, adj_526);
                wp::adj_tanh(var_524, var_525, adj_524, adj_525);
                // adj: v0 = v0 + wp.tanh(v0)                                                     <L 79>
                wp::adj_add(var_462, var_523, adj_462, adj_523, adj_524);
                wp::adj_tanh(var_522, var_523, adj_522, adj_523);
                wp::adj_mod(var_462, var_521, adj_462, adj_521, adj_522);
                wp::adj_add(var_519, var_520, adj_519, adj_520, adj_521);
                wp::adj_abs(var_518, adj_518, adj_519);
                wp::adj_dot(var_513, var_517, adj_513, adj_517, adj_518);
                wp::adj_vec_t(var_514, var_515, var_516, adj_514, adj_515, adj_516, adj_517);
                wp::adj_vec_t(var_510, var_511, var_512, adj_510, adj_511, adj_512, adj_513);
                // adj: v0 += wp.tanh(wp.mod(v0, wp.abs(wp.dot(wp.vec3(-0.913, -0.5, -1.46), wp.vec3(-1.237, -0.185, -1.3))) + 1.0))  <L 78>
            }
            wp::adj_mod(var_505, var_506, adj_505, adj_506, adj_507);
            wp::adj_clamp(var_462, var_501, var_502, adj_462, adj_501, adj_502, adj_503);
            // adj: elif (int(wp.floor(wp.clamp(v0, -100.0, 100.0)))) % 4 == 0:                   <L 77>
        }
        if (var_465) {
            var_476 = wp::iter_reverse(var_476);
            start_for_17:;
                if (iter_cmp(var_476) == 0) goto end_for_17;
                var_477 = wp::iter_next(var_476);
            	adj_478 = {};
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
                // v0 += wp.sin((wp.cw_mul(wp.vec3(0.6, 0.69, 1.281), wp.vec3(0.747, 0.89, -1.143)))[1])       <L 72>
                var_481 = wp::vec_t<3, wp::float32>(var_478, var_479, var_480);
                var_485 = wp::vec_t<3, wp::float32>(var_482, var_483, var_484);
                var_486 = wp::cw_mul(var_481, var_485);
                var_488 = wp::extract(var_486, var_487);
                var_489 = wp::sin(var_488);
                var_490 = wp::add(var_468, var_489);
                // if (j13) % 3 == 0:                                                             <L 73>
                var_492 = wp::mod(var_477, var_491);
                var_494 = (var_492 == var_493);
                if (var_494) {
                    // continue                                                                   <L 74>
                    wp::assign(var_468, var_490);
                    goto start_for_17;
                }
                var_495 = wp::where(var_494, var_468, var_490);
                // if (j13) % 4 == 1:                                                             <L 75>
                var_497 = wp::mod(var_477, var_496);
                var_499 = (var_497 == var_498);
                if (var_499) {
                    // break                                                                      <L 76>
                    wp::assign(var_468, var_495);
                    goto end_for_17;
                }
                var_500 = wp::where(var_499, var_468, var_495);
                wp::assign(var_468, var_500);
                wp::adj_assign(var_468, var_500, adj_468, adj_500);
                wp::adj_where(var_499, var_468, var_495, adj_499, adj_468, adj_495, adj_500);
                if (var_499) {
                    wp::adj_assign(var_468, var_495, adj_468, adj_495);
                    // adj: break                                                                 <L 76>
                }
                wp::adj_mod(var_477, var_496, adj_477, adj_496, adj_497);
                // adj: if (j13) % 4 == 1:                                                        <L 75>
                wp::adj_where(var_494, var_468, var_490, adj_494, adj_468, adj_490, adj_495);
                if (var_494) {
                    wp::adj_assign(var_468, var_490, adj_468, adj_490);
                    // adj: continue                                                              <L 74>
                }
                wp::adj_mod(var_477, var_491, adj_477, adj_491, adj_492);
                // adj: if (j13) % 3 == 0:                                                        <L 73>
                wp::adj_add(var_468, var_489, adj_468, adj_489, adj_490);
                wp::adj_sin(var_488, adj_488, adj_489);
                wp::adj_extract(var_486, var_487, adj_486, adj_487, adj_488);
                wp::adj_cw_mul(var_481, var_485, adj_481, adj_485, adj_486);
                wp::adj_vec_t(var_482, var_483, var_484, adj_482, adj_483, adj_484, adj_485);
                wp::adj_vec_t(var_478, var_479, var_480, adj_478, adj_479, adj_480, adj_481);
                // adj: v0 += wp.sin((wp.cw_mul(wp.vec3(0.6, 0.69, 1.281), wp.vec3(0.747, 0.89, -1.143)))[1])  <L 72>
            	goto start_for_17;
            end_for_17:;
            // adj: for j13 in range(6):                                                          <L 71>
            if (var_471) {
                label16:;
                // adj: return                                                                    <L 70>
                wp::adj_array_store(var_out0, var_0, var_474, adj_out0, adj_0, adj_474);
                wp::adj_add(var_468, var_473, adj_468, adj_473, adj_474);
                wp::adj_mul(var_468, var_472, adj_468, adj_472, adj_473);
                // adj: out0[tid] = v0 + v0 * 1.1                                                 <L 69>
            }
            // adj: if 0.38 < 0.2:                                                                <L 68>
            wp::adj_add(var_462, var_467, adj_462, adj_467, adj_468);
            wp::adj_tanh(var_466, var_467, adj_466, adj_467);
            wp::adj_sin(var_462, adj_462, adj_466);
            // adj: v0 = v0 + wp.tanh(wp.sin(v0))                                                 <L 67>
        }
        wp::adj_sub(var_462, var_462, adj_462, adj_462, adj_464);
        wp::adj_sub(var_462, var_462, adj_462, adj_462, adj_463);
        // adj: if (v0 - v0) <= (v0 - v0):                                                        <L 66>
        wp::adj_where(var_88, var_90, var_460, adj_88, adj_90, adj_460, adj_462);
        wp::adj_where(var_88, var_84, var_459, adj_88, adj_84, adj_459, adj_461);
        if (!var_88) {
            wp::adj_where(var_91, var_105, var_458, adj_91, adj_105, adj_458, adj_460);
            wp::adj_where(var_91, var_124, var_457, adj_91, adj_124, adj_457, adj_459);
            if (!var_91) {
                wp::adj_where(var_125, var_173, var_456, adj_125, adj_173, adj_456, adj_458);
                wp::adj_where(var_125, var_84, var_455, adj_125, adj_84, adj_455, adj_457);
                if (!var_125) {
                    wp::adj_where(var_174, var_300, var_366, adj_174, adj_300, adj_366, adj_456);
                    wp::adj_where(var_174, var_359, var_84, adj_174, adj_359, adj_84, adj_455);
                    if (!var_174) {
                        var_371 = wp::iter_reverse(var_371);
                        start_for_14:;
                            if (iter_cmp(var_371) == 0) goto end_for_14;
                            var_372 = wp::iter_next(var_371);
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
                            // v0 -= wp.sin(wp.mod(x0[(tid + 1) % x0.shape[0]], wp.abs((0.53 - -1.675)) + 1.0)) * 0.19       <L 60>
                            var_374 = wp::add(var_0, var_373);
                            var_375 = &(var_x0.shape);
                            var_378 = wp::load(var_375);
                            var_377 = wp::extract(var_378, var_376);
                            var_379 = wp::mod(var_374, var_377);
                            var_380 = wp::address(var_x0, var_379);
                            var_383 = wp::sub(var_381, var_382);
                            var_384 = wp::abs(var_383);
                            var_386 = wp::add(var_384, var_385);
                            var_388 = wp::load(var_380);
                            var_387 = wp::mod(var_388, var_386);
                            var_389 = wp::sin(var_387);
                            var_391 = wp::mul(var_389, var_390);
                            var_392 = wp::sub(var_366, var_391);
                            // if (v0 + v0) >= v0:                                                <L 61>
                            var_393 = wp::add(var_392, var_392);
                            var_394 = (var_393 >= var_392);
                            if (var_394) {
                                // v0 += wp.tanh((wp.lerp(wp.vec3(1.73, 1.82, -0.66), wp.vec3(0.5, 1.79, 0.49), 1.5))[2])       <L 62>
                                var_398 = wp::vec_t<3, wp::float32>(var_395, var_396, var_397);
                                var_402 = wp::vec_t<3, wp::float32>(var_399, var_400, var_401);
                                var_404 = wp::lerp(var_398, var_402, var_403);
                                var_406 = wp::extract(var_404, var_405);
                                var_407 = wp::tanh(var_406);
                                var_408 = wp::add(var_392, var_407);
                                // v0 = v0 + wp.tanh((wp.normalize(wp.vec3(-1.14))).x)            <L 63>
                                var_410 = wp::vec_t<3, wp::float32>(var_409);
                                var_411 = wp::normalize(var_410);
                                var_413 = wp::extract(var_411, var_412);
                                var_414 = wp::tanh(var_413);
                                var_415 = wp::add(var_408, var_414);
                                // v12 = wp.vec3((wp.where(-0.04 > 1.76, v0, v0) / (wp.abs(float(tid)) + 1.0)), ((-1.642 / (wp.abs(v0) + 1.0)) - wp.dot(wp.vec3(-0.56), wp.vec3(-0.668, 0.614, -0.85))), (v0 / (wp.abs((v0 + v0)) + 1.0)))       <L 64>
                                var_418 = (var_416 > var_417);
                                var_419 = wp::where(var_418, var_415, var_415);
                                var_420 = wp::float(var_0);
                                var_421 = wp::abs(var_420);
                                var_423 = wp::add(var_421, var_422);
                                var_424 = wp::div(var_419, var_423);
                                var_426 = wp::abs(var_415);
                                var_428 = wp::add(var_426, var_427);
                                var_429 = wp::div(var_425, var_428);
                                var_431 = wp::vec_t<3, wp::float32>(var_430);
                                var_435 = wp::vec_t<3, wp::float32>(var_432, var_433, var_434);
                                var_436 = wp::dot(var_431, var_435);
                                var_437 = wp::sub(var_429, var_436);
                                var_438 = wp::add(var_415, var_415);
                                var_439 = wp::abs(var_438);
                                var_441 = wp::add(var_439, var_440);
                                var_442 = wp::div(var_415, var_441);
                                var_443 = wp::vec_t<3, wp::float32>(var_424, var_437, var_442);
                                // v24 += v12[0] + v12[1] + v12[2]                                <L 65>
                                var_445 = wp::extract(var_443, var_444);
                                var_447 = wp::extract(var_443, var_446);
                                var_448 = wp::add(var_445, var_447);
                                var_450 = wp::extract(var_443, var_449);
                                var_451 = wp::add(var_448, var_450);
                                var_452 = wp::add(var_84, var_451);
                            }
                            var_453 = wp::where(var_394, var_452, var_84);
                            var_454 = wp::where(var_394, var_415, var_392);
                            wp::assign(var_84, var_453);
                            wp::assign(var_366, var_454);
                            wp::adj_assign(var_366, var_454, adj_366, adj_454);
                            wp::adj_assign(var_84, var_453, adj_84, adj_453);
                            wp::adj_where(var_394, var_415, var_392, adj_394, adj_415, adj_392, adj_454);
                            wp::adj_where(var_394, var_452, var_84, adj_394, adj_452, adj_84, adj_453);
                            if (var_394) {
                                wp::adj_add(var_84, var_451, adj_84, adj_451, adj_452);
                                wp::adj_add(var_448, var_450, adj_448, adj_450, adj_451);
                                wp::adj_extract(var_443, var_449, adj_443, adj_449, adj_450);
                                wp::adj_add(var_445, var_447, adj_445, adj_447, adj_448);
                                wp::adj_extract(var_443, var_446, adj_443, adj_446, adj_447);
                                wp::adj_extract(var_443, var_444, adj_443, adj_444, adj_445);
                                // adj: v24 += v12[0] + v12[1] + v12[2]                           <L 65>
                                wp::adj_vec_t(var_424, var_437, var_442, adj_424, adj_437, adj_442, adj_443);
                                wp::adj_div(var_415, var_441, var_442, adj_415, adj_441, adj_442);
                                wp::adj_add(var_439, var_440, adj_439, adj_440, adj_441);
                                wp::adj_abs(var_438, adj_438, adj_439);
                                wp::adj_add(var_415, var_415, adj_415, adj_415, adj_438);
                                wp::adj_sub(var_429, var_436, adj_429, adj_436, adj_437);
                                wp::adj_dot(var_431, var_435, adj_431, adj_435, adj_436);
                                wp::adj_vec_t(var_432, var_433, var_434, adj_432, adj_433, adj_434, adj_435);
                                wp::adj_vec_t(var_430, adj_430, adj_431);
                                wp::adj_div(var_425, var_428, var_429, adj_425, adj_428, adj_429);
                                wp::adj_add(var_426, var_427, adj_426, adj_427, adj_428);
                                wp::adj_abs(var_415, adj_415, adj_426);
                                wp::adj_div(var_419, var_423, var_424, adj_419, adj_423, adj_424);
                                wp::adj_add(var_421, var_422, adj_421, adj_422, adj_423);
                                wp::adj_abs(var_420, adj_420, adj_421);
                                wp::adj_float(var_0, adj_0, adj_420);
                                wp::adj_where(var_418, var_415, var_415, adj_418, adj_415, adj_415, adj_419);
                                // adj: v12 = wp.vec3((wp.where(-0.04 > 1.76, v0, v0) / (wp.abs(float(tid)) + 1.0)), ((-1.642 / (wp.abs(v0) + 1.0)) - wp.dot(wp.vec3(-0.56), wp.vec3(-0.668, 0.614, -0.85))), (v0 / (wp.abs((v0 + v0)) + 1.0)))  <L 64>
                                wp::adj_add(var_408, var_414, adj_408, adj_414, adj_415);
                                wp::adj_tanh(var_413, var_414, adj_413, adj_414);
                                wp::adj_extract(var_411, var_412, adj_411, adj_412, adj_413);
                                wp::adj_normalize(var_410, var_411, adj_410, adj_411);
                                wp::adj_vec_t(var_409, adj_409, adj_410);
                                // adj: v0 = v0 + wp.tanh((wp.normalize(wp.vec3(-1.14))).x)       <L 63>
                                wp::adj_add(var_392, var_407, adj_392, adj_407, adj_408);
                                wp::adj_tanh(var_406, var_407, adj_406, adj_407);
                                wp::adj_extract(var_404, var_405, adj_404, adj_405, adj_406);
                                wp::adj_lerp(var_398, var_402, var_403, adj_398, adj_402, adj_403, adj_404);
                                wp::adj_vec_t(var_399, var_400, var_401, adj_399, adj_400, adj_401, adj_402);
                                wp::adj_vec_t(var_395, var_396, var_397, adj_395, adj_396, adj_397, adj_398);
                                // adj: v0 += wp.tanh((wp.lerp(wp.vec3(1.73, 1.82, -0.66), wp.vec3(0.5, 1.79, 0.49), 1.5))[2])  <L 62>
                            }
                            wp::adj_add(var_392, var_392, adj_392, adj_392, adj_393);
                            // adj: if (v0 + v0) >= v0:                                           <L 61>
                            wp::adj_sub(var_366, var_391, adj_366, adj_391, adj_392);
                            wp::adj_mul(var_389, var_390, adj_389, adj_390, adj_391);
                            wp::adj_sin(var_387, adj_387, adj_389);
                            wp::adj_mod(var_388, var_386, adj_380, adj_386, adj_387);
                            wp::adj_add(var_384, var_385, adj_384, adj_385, adj_386);
                            wp::adj_abs(var_383, adj_383, adj_384);
                            wp::adj_sub(var_381, var_382, adj_381, adj_382, adj_383);
                            wp::adj_address(var_x0, var_379, adj_x0, adj_379, adj_380);
                            wp::adj_mod(var_374, var_377, adj_374, adj_377, adj_379);
                            adj_x0.shape = adj_375;
                            wp::adj_add(var_0, var_373, adj_0, adj_373, adj_374);
                            // adj: v0 -= wp.sin(wp.mod(x0[(tid + 1) % x0.shape[0]], wp.abs((0.53 - -1.675)) + 1.0)) * 0.19  <L 60>
                        	goto start_for_14;
                        end_for_14:;
                        wp::adj_mul(var_n, var_367, adj_n, adj_367, adj_368);
                        // adj: for j11 in range(0, n * 3, 3):                                    <L 59>
                        wp::adj_add(var_85, var_365, adj_85, adj_365, adj_366);
                        wp::adj_cos(var_364, adj_364, adj_365);
                        wp::adj_length_sq(var_363, adj_363, adj_364);
                        wp::adj_vec_t(var_360, var_361, var_362, adj_360, adj_361, adj_362, adj_363);
                        // adj: v0 = v0 + wp.cos(wp.length_sq(wp.vec3(0.36, -1.63, -0.02)))       <L 58>
                    }
                    if (var_174) {
                        wp::adj_add(var_84, var_358, adj_84, adj_358, adj_359);
                        wp::adj_add(var_355, var_357, adj_355, adj_357, adj_358);
                        wp::adj_extract(var_350, var_356, adj_350, adj_356, adj_357);
                        wp::adj_add(var_352, var_354, adj_352, adj_354, adj_355);
                        wp::adj_extract(var_350, var_353, adj_350, adj_353, adj_354);
                        wp::adj_extract(var_350, var_351, adj_350, adj_351, adj_352);
                        // adj: v24 += v10[0] + v10[1] + v10[2]                                   <L 56>
                        wp::adj_vec_t(var_347, var_348, var_349, adj_347, adj_348, adj_349, adj_350);
                        // adj: v10 = wp.vec3(1.81, -1.66, -1.6)                                  <L 55>
                        var_305 = wp::iter_reverse(var_305);
                        start_for_11:;
                            if (iter_cmp(var_305) == 0) goto end_for_11;
                            var_306 = wp::iter_next(var_305);
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
                        	adj_341 = {};
                        	adj_342 = {};
                        	adj_343 = {};
                        	adj_344 = {};
                        	adj_345 = {};
                        	adj_346 = {};
                            // v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])               <L 49>
                            var_308 = wp::mul(var_300, var_307);
                            var_310 = wp::add(var_0, var_309);
                            var_311 = &(var_x0.shape);
                            var_314 = wp::load(var_311);
                            var_313 = wp::extract(var_314, var_312);
                            var_315 = wp::mod(var_310, var_313);
                            var_316 = wp::address(var_x0, var_315);
                            var_318 = wp::load(var_316);
                            var_317 = wp::tanh(var_318);
                            var_319 = wp::add(var_308, var_317);
                            // if v0 <= v0:                                                       <L 50>
                            var_320 = (var_319 <= var_319);
                            if (var_320) {
                                // out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99       <L 51>
                                var_321 = wp::sub(var_319, var_319);
                                var_324 = wp::clamp(var_319, var_322, var_323);
                                var_325 = wp::acos(var_324);
                                var_326 = wp::abs(var_325);
                                var_328 = wp::add(var_326, var_327);
                                var_329 = wp::div(var_321, var_328);
                                var_331 = wp::mul(var_329, var_330);
                                var_332 = wp::add(var_319, var_331);
                                // wp::array_store(var_out0, var_0, var_332);
                                // return                                                         <L 52>
                                goto label13;
                            }
                            // v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))       <L 53>
                            var_333 = wp::atan(var_319);
                            var_337 = wp::vec_t<3, wp::float32>(var_334, var_335, var_336);
                            var_341 = wp::vec_t<3, wp::float32>(var_338, var_339, var_340);
                            var_342 = wp::dot(var_337, var_341);
                            var_343 = wp::min(var_333, var_342);
                            var_344 = wp::neg(var_319);
                            var_345 = wp::mul(var_343, var_344);
                            // v24 += v9                                                          <L 54>
                            var_346 = wp::add(var_84, var_345);
                            wp::assign(var_84, var_346);
                            wp::assign(var_300, var_319);
                            wp::assign(var_266, var_345);
                            wp::adj_assign(var_266, var_345, adj_266, adj_345);
                            wp::adj_assign(var_300, var_319, adj_300, adj_319);
                            wp::adj_assign(var_84, var_346, adj_84, adj_346);
                            wp::adj_add(var_84, var_345, adj_84, adj_345, adj_346);
                            // adj: v24 += v9                                                     <L 54>
                            wp::adj_mul(var_343, var_344, adj_343, adj_344, adj_345);
                            wp::adj_neg(var_319, adj_319, adj_344);
                            wp::adj_min(var_333, var_342, adj_333, adj_342, adj_343);
                            wp::adj_dot(var_337, var_341, adj_337, adj_341, adj_342);
                            wp::adj_vec_t(var_338, var_339, var_340, adj_338, adj_339, adj_340, adj_341);
                            wp::adj_vec_t(var_334, var_335, var_336, adj_334, adj_335, adj_336, adj_337);
                            wp::adj_atan(var_319, adj_319, adj_333);
                            // adj: v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))  <L 53>
                            if (var_320) {
                                label13:;
                                // adj: return                                                    <L 52>
                                wp::adj_array_store(var_out0, var_0, var_332, adj_out0, adj_0, adj_332);
                                wp::adj_add(var_319, var_331, adj_319, adj_331, adj_332);
                                wp::adj_mul(var_329, var_330, adj_329, adj_330, adj_331);
                                wp::adj_div(var_321, var_328, var_329, adj_321, adj_328, adj_329);
                                wp::adj_add(var_326, var_327, adj_326, adj_327, adj_328);
                                wp::adj_abs(var_325, adj_325, adj_326);
                                wp::adj_acos(var_324, adj_324, adj_325);
                                wp::adj_clamp(var_319, var_322, var_323, adj_319, adj_322, adj_323, adj_324);
                                wp::adj_sub(var_319, var_319, adj_319, adj_319, adj_321);
                                // adj: out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99  <L 51>
                            }
                            // adj: if v0 <= v0:                                                  <L 50>
                            wp::adj_add(var_308, var_317, adj_308, adj_317, adj_319);
                            wp::adj_tanh(var_318, var_317, adj_316, adj_317);
                            wp::adj_address(var_x0, var_315, adj_x0, adj_315, adj_316);
                            wp::adj_mod(var_310, var_313, adj_310, adj_313, adj_315);
                            adj_x0.shape = adj_311;
                            wp::adj_add(var_0, var_309, adj_0, adj_309, adj_310);
                            wp::adj_mul(var_300, var_307, adj_300, adj_307, adj_308);
                            // adj: v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])          <L 49>
                        	goto start_for_11;
                        end_for_11:;
                        wp::adj_mul(var_n, var_301, adj_n, adj_301, adj_302);
                        // adj: for j8 in range(0, n * 3, 3):                                     <L 48>
                        wp::adj_where(var_294, var_299, var_279, adj_294, adj_299, adj_279, adj_300);
                        if (var_294) {
                            wp::adj_sub(var_279, var_298, adj_279, adj_298, adj_299);
                            wp::adj_mul(var_296, var_297, adj_296, adj_297, adj_298);
                            wp::adj_tanh(var_295, var_296, adj_295, adj_296);
                            // adj: v0 -= wp.tanh(-1.3) * 1.55                                    <L 47>
                        }
                        wp::adj_dot(var_288, var_292, adj_288, adj_292, adj_293);
                        wp::adj_vec_t(var_289, var_290, var_291, adj_289, adj_290, adj_291, adj_292);
                        wp::adj_vec_t(var_285, var_286, var_287, adj_285, adj_286, adj_287, adj_288);
                        wp::adj_length(var_283, var_284, adj_283, adj_284);
                        wp::adj_vec_t(var_280, var_281, var_282, adj_280, adj_281, adj_282, adj_283);
                        // adj: if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):  <L 46>
                        wp::adj_add(var_221, var_277, adj_221, adj_277, adj_279);
                        wp::adj_tanh(var_278, var_277, adj_276, adj_277);
                        wp::adj_address(var_x0, var_275, adj_x0, adj_275, adj_276);
                        wp::adj_mod(var_270, var_273, adj_270, adj_273, adj_275);
                        adj_x0.shape = adj_271;
                        wp::adj_add(var_0, var_269, adj_0, adj_269, adj_270);
                        // adj: v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                        <L 45>
                        var_226 = wp::iter_reverse(var_226);
                        start_for_8:;
                            if (iter_cmp(var_226) == 0) goto end_for_8;
                            var_227 = wp::iter_next(var_226);
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
                        	adj_263 = {};
                        	adj_264 = {};
                        	adj_265 = {};
                        	adj_266 = {};
                        	adj_267 = {};
                            // v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])               <L 49>
                            var_229 = wp::mul(var_221, var_228);
                            var_231 = wp::add(var_0, var_230);
                            var_232 = &(var_x0.shape);
                            var_235 = wp::load(var_232);
                            var_234 = wp::extract(var_235, var_233);
                            var_236 = wp::mod(var_231, var_234);
                            var_237 = wp::address(var_x0, var_236);
                            var_239 = wp::load(var_237);
                            var_238 = wp::tanh(var_239);
                            var_240 = wp::add(var_229, var_238);
                            // if v0 <= v0:                                                       <L 50>
                            var_241 = (var_240 <= var_240);
                            if (var_241) {
                                // out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99       <L 51>
                                var_242 = wp::sub(var_240, var_240);
                                var_245 = wp::clamp(var_240, var_243, var_244);
                                var_246 = wp::acos(var_245);
                                var_247 = wp::abs(var_246);
                                var_249 = wp::add(var_247, var_248);
                                var_250 = wp::div(var_242, var_249);
                                var_252 = wp::mul(var_250, var_251);
                                var_253 = wp::add(var_240, var_252);
                                // wp::array_store(var_out0, var_0, var_253);
                                // return                                                         <L 52>
                                goto label10;
                            }
                            // v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))       <L 53>
                            var_254 = wp::atan(var_240);
                            var_258 = wp::vec_t<3, wp::float32>(var_255, var_256, var_257);
                            var_262 = wp::vec_t<3, wp::float32>(var_259, var_260, var_261);
                            var_263 = wp::dot(var_258, var_262);
                            var_264 = wp::min(var_254, var_263);
                            var_265 = wp::neg(var_240);
                            var_266 = wp::mul(var_264, var_265);
                            // v24 += v9                                                          <L 54>
                            var_267 = wp::add(var_84, var_266);
                            wp::assign(var_84, var_267);
                            wp::assign(var_221, var_240);
                            wp::adj_assign(var_221, var_240, adj_221, adj_240);
                            wp::adj_assign(var_84, var_267, adj_84, adj_267);
                            wp::adj_add(var_84, var_266, adj_84, adj_266, adj_267);
                            // adj: v24 += v9                                                     <L 54>
                            wp::adj_mul(var_264, var_265, adj_264, adj_265, adj_266);
                            wp::adj_neg(var_240, adj_240, adj_265);
                            wp::adj_min(var_254, var_263, adj_254, adj_263, adj_264);
                            wp::adj_dot(var_258, var_262, adj_258, adj_262, adj_263);
                            wp::adj_vec_t(var_259, var_260, var_261, adj_259, adj_260, adj_261, adj_262);
                            wp::adj_vec_t(var_255, var_256, var_257, adj_255, adj_256, adj_257, adj_258);
                            wp::adj_atan(var_240, adj_240, adj_254);
                            // adj: v9 = (wp.min(wp.atan(v0), wp.dot(wp.vec3(0.57, 0.915, -1.2), wp.vec3(-1.85, 0.68, -1.969))) * -(v0))  <L 53>
                            if (var_241) {
                                label10:;
                                // adj: return                                                    <L 52>
                                wp::adj_array_store(var_out0, var_0, var_253, adj_out0, adj_0, adj_253);
                                wp::adj_add(var_240, var_252, adj_240, adj_252, adj_253);
                                wp::adj_mul(var_250, var_251, adj_250, adj_251, adj_252);
                                wp::adj_div(var_242, var_249, var_250, adj_242, adj_249, adj_250);
                                wp::adj_add(var_247, var_248, adj_247, adj_248, adj_249);
                                wp::adj_abs(var_246, adj_246, adj_247);
                                wp::adj_acos(var_245, adj_245, adj_246);
                                wp::adj_clamp(var_240, var_243, var_244, adj_240, adj_243, adj_244, adj_245);
                                wp::adj_sub(var_240, var_240, adj_240, adj_240, adj_242);
                                // adj: out0[tid] = v0 + ((v0 - v0) / (wp.abs(wp.acos(wp.clamp(v0, -0.9, 0.9))) + 1.0)) * 1.99  <L 51>
                            }
                            // adj: if v0 <= v0:                                                  <L 50>
                            wp::adj_add(var_229, var_238, adj_229, adj_238, adj_240);
                            wp::adj_tanh(var_239, var_238, adj_237, adj_238);
                            wp::adj_address(var_x0, var_236, adj_x0, adj_236, adj_237);
                            wp::adj_mod(var_231, var_234, adj_231, adj_234, adj_236);
                            adj_x0.shape = adj_232;
                            wp::adj_add(var_0, var_230, adj_0, adj_230, adj_231);
                            wp::adj_mul(var_221, var_228, adj_221, adj_228, adj_229);
                            // adj: v0 = v0 * 0.5 + wp.tanh(x0[(tid + 5) % x0.shape[0]])          <L 49>
                        	goto start_for_8;
                        end_for_8:;
                        wp::adj_mul(var_n, var_222, adj_n, adj_222, adj_223);
                        // adj: for j8 in range(0, n * 3, 3):                                     <L 48>
                        wp::adj_where(var_215, var_220, var_200, adj_215, adj_220, adj_200, adj_221);
                        if (var_215) {
                            wp::adj_sub(var_200, var_219, adj_200, adj_219, adj_220);
                            wp::adj_mul(var_217, var_218, adj_217, adj_218, adj_219);
                            wp::adj_tanh(var_216, var_217, adj_216, adj_217);
                            // adj: v0 -= wp.tanh(-1.3) * 1.55                                    <L 47>
                        }
                        wp::adj_dot(var_209, var_213, adj_209, adj_213, adj_214);
                        wp::adj_vec_t(var_210, var_211, var_212, adj_210, adj_211, adj_212, adj_213);
                        wp::adj_vec_t(var_206, var_207, var_208, adj_206, adj_207, adj_208, adj_209);
                        wp::adj_length(var_204, var_205, adj_204, adj_205);
                        wp::adj_vec_t(var_201, var_202, var_203, adj_201, adj_202, adj_203, adj_204);
                        // adj: if wp.length(wp.vec3(-1.945, 0.92, -0.9)) <= wp.dot(wp.vec3(0.21, -0.643, -1.1), wp.vec3(1.5, -1.28, 0.6)):  <L 46>
                        wp::adj_add(var_188, var_198, adj_188, adj_198, adj_200);
                        wp::adj_tanh(var_199, var_198, adj_197, adj_198);
                        wp::adj_address(var_x0, var_196, adj_x0, adj_196, adj_197);
                        wp::adj_mod(var_191, var_194, adj_191, adj_194, adj_196);
                        adj_x0.shape = adj_192;
                        wp::adj_add(var_0, var_190, adj_0, adj_190, adj_191);
                        // adj: v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                        <L 45>
                        // adj: for j7 in range(2):                                               <L 44>
                        wp::adj_add(var_85, var_187, adj_85, adj_187, adj_188);
                        wp::adj_cos(var_186, adj_186, adj_187);
                        wp::adj_mul(var_184, var_185, adj_184, adj_185, adj_186);
                        wp::adj_float(var_0, adj_0, adj_185);
                        wp::adj_length_sq(var_183, adj_183, adj_184);
                        wp::adj_vec_t(var_180, var_181, var_182, adj_180, adj_181, adj_182, adj_183);
                        // adj: v0 += wp.cos((wp.length_sq(wp.vec3(-1.748, 0.682, 0.1)) * float(tid)))  <L 43>
                    }
                    if (var_174) {
                    }
                    if (var_175) {
                    }
                    // adj: elif ((v0 >= v0) and (v0 < v0)) and (1.431 > v0):                     <L 42>
                }
                if (var_125) {
                    wp::adj_where(var_151, var_153, var_145, adj_151, adj_153, adj_145, adj_173);
                    if (var_151) {
        start_while_6:;
                        var_157 = (var_155 < var_156);
        if ((var_157) == false) goto end_while_6;
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
        adj_169 = {};
        adj_170 = {};
        adj_171 = {};
        adj_172 = {};
                            // w6 = w6 + 1                                                        <L 36>
                            var_159 = wp::add(var_155, var_158);
                            // v0 = v0 + wp.cos((1.399 + 0.76))                                   <L 37>
                            var_162 = wp::add(var_160, var_161);
                            var_163 = wp::cos(var_162);
                            var_164 = wp::add(var_153, var_163);
                            // if (v0 < v0) and (v0 < v0):                                        <L 38>
                            var_166 = (var_164 < var_164);
                            var_165 = var_166;
                            if (var_165) {
                                var_167 = (var_164 < var_164);
                                var_165 = var_165 && var_167;
                            }
                            if (var_165) {
                                // continue                                                       <L 39>
                                wp::assign(var_153, var_164);
                                wp::assign(var_155, var_159);
                                goto start_while_6;
                            }
                            var_168 = wp::where(var_165, var_153, var_164);
                            var_169 = wp::where(var_165, var_155, var_159);
                            // if v0 > v0:                                                        <L 40>
                            var_170 = (var_168 > var_168);
                            if (var_170) {
                                // break                                                          <L 41>
                                wp::assign(var_153, var_168);
                                wp::assign(var_155, var_169);
                                goto end_while_6;
                            }
                            var_171 = wp::where(var_170, var_153, var_168);
                            var_172 = wp::where(var_170, var_155, var_169);
                            wp::assign(var_153, var_171);
                            wp::assign(var_155, var_172);
                            wp::adj_assign(var_155, var_172, adj_155, adj_172);
                            wp::adj_assign(var_153, var_171, adj_153, adj_171);
                            wp::adj_where(var_170, var_155, var_169, adj_170, adj_155, adj_169, adj_172);
                            wp::adj_where(var_170, var_153, var_168, adj_170, adj_153, adj_168, adj_171);
                            if (var_170) {
                                wp::adj_assign(var_155, var_169, adj_155, adj_169);
                                wp::adj_assign(var_153, var_168, adj_153, adj_168);
                                // adj: break                                                     <L 41>
                            }
                            // adj: if v0 > v0:                                                   <L 40>
                            wp::adj_where(var_165, var_155, var_159, adj_165, adj_155, adj_159, adj_169);
                            wp::adj_where(var_165, var_153, var_164, adj_165, adj_153, adj_164, adj_168);
                            if (var_165) {
                                wp::adj_assign(var_155, var_159, adj_155, adj_159);
                                wp::adj_assign(var_153, var_164, adj_153, adj_164);
                                // adj: continue                                                  <L 39>
                            }
                            if (var_165) {
                            }
                            // adj: if (v0 < v0) and (v0 < v0):                                   <L 38>
                            wp::adj_add(var_153, var_163, adj_153, adj_163, adj_164);
                            wp::adj_cos(var_162, adj_162, adj_163);
                            wp::adj_add(var_160, var_161, adj_160, adj_161, adj_162);
                            // adj: v0 = v0 + wp.cos((1.399 + 0.76))                              <L 37>
                            wp::adj_add(var_155, var_158, adj_155, adj_158, adj_159);
                            // adj: w6 = w6 + 1                                                   <L 36>
        goto start_while_6;
        end_while_6:;
                        // adj: while w6 < 5:                                                     <L 35>
                        // adj: w6 = int(0)                                                       <L 34>
                        wp::adj_add(var_145, var_152, adj_145, adj_152, adj_153);
                        wp::adj_tanh(var_145, var_152, adj_145, adj_152);
                        // adj: v0 = v0 + wp.tanh(v0)                                             <L 33>
                    }
                    wp::adj_length_sq(var_149, adj_149, adj_150);
                    wp::adj_vec_t(var_146, var_147, var_148, adj_146, adj_147, adj_148, adj_149);
                    // adj: if wp.length_sq(wp.vec3(-1.6, 1.256, 0.293)) <= v0:                   <L 32>
                    wp::adj_add(var_134, var_143, adj_134, adj_143, adj_145);
                    wp::adj_tanh(var_144, var_143, adj_142, adj_143);
                    wp::adj_address(var_x0, var_141, adj_x0, adj_141, adj_142);
                    wp::adj_mod(var_136, var_139, adj_136, adj_139, adj_141);
                    adj_x0.shape = adj_137;
                    wp::adj_add(var_0, var_135, adj_0, adj_135, adj_136);
                    // adj: v0 = v0 + wp.tanh(x0[(tid + 5) % x0.shape[0]])                        <L 31>
                    wp::adj_add(var_85, var_133, adj_85, adj_133, adj_134);
                    wp::adj_sin(var_132, adj_132, adj_133);
                    wp::adj_clamp(var_129, var_130, var_131, adj_129, adj_130, adj_131, adj_132);
                    wp::adj_add(var_85, var_85, adj_85, adj_85, adj_129);
                    // adj: v0 = v0 + wp.sin(wp.clamp((v0 + v0), -0.25, 1.65))                    <L 30>
                }
                if (!var_125) {
                }
                // adj: elif (v0 <= -0.401) or (v0 >= v0):                                        <L 29>
            }
            if (var_91) {
                wp::adj_add(var_84, var_123, adj_84, adj_123, adj_124);
                // adj: v24 += v5                                                                 <L 28>
                wp::adj_sub(var_120, var_122, adj_120, adj_122, adj_123);
                wp::adj_div(var_107, var_119, var_120, adj_107, adj_119, adj_120);
                wp::adj_add(var_117, var_118, adj_117, adj_118, adj_119);
                wp::adj_abs(var_116, adj_116, adj_117);
                wp::adj_dot(var_111, var_115, adj_111, adj_115, adj_116);
                wp::adj_vec_t(var_112, var_113, var_114, adj_112, adj_113, adj_114, adj_115);
                wp::adj_vec_t(var_108, var_109, var_110, adj_108, adj_109, adj_110, adj_111);
                // adj: v5 = ((wp.ceil(-1.2) / (wp.abs(wp.dot(wp.vec3(0.7, 0.1, 1.31), wp.vec3(-0.91, 1.3, 0.16))) + 1.0)) - wp.round(0.5))  <L 27>
                wp::adj_add(var_85, var_104, adj_85, adj_104, adj_105);
                wp::adj_tanh(var_103, var_104, adj_103, adj_104);
                wp::adj_add(var_101, var_102, adj_101, adj_102, adj_103);
                wp::adj_degrees(var_85, adj_85, adj_102);
                wp::adj_float(var_0, adj_0, adj_101);
                // adj: v0 = v0 + wp.tanh((float(tid) + wp.degrees(v0)))                          <L 26>
            }
            if (var_91) {
                if (!var_97) {
                }
            }
            if (var_92) {
            }
            // adj: elif ((v0 <= 1.6) and (-1.317 > v0)) and ((v0 < v0) or (v0 > 1.4)):           <L 25>
        }
        if (var_88) {
            wp::adj_add(var_85, var_89, adj_85, adj_89, adj_90);
            wp::adj_tanh(var_85, var_89, adj_85, adj_89);
            // adj: v0 += wp.tanh(v0)                                                             <L 24>
        }
        wp::adj_sub(var_85, var_85, adj_85, adj_85, adj_87);
        wp::adj_min(var_85, var_85, adj_85, adj_85, adj_86);
        // adj: if wp.min(v0, v0) >= (v0 - v0):                                                   <L 23>
        wp::adj_where(var_6, var_17, var_4, adj_6, adj_17, adj_4, adj_85);
        wp::adj_where(var_6, var_83, var_2, adj_6, adj_83, adj_2, adj_84);
        if (var_6) {
            wp::adj_add(var_2, var_82, adj_2, adj_82, adj_83);
            // adj: v24 += v4                                                                     <L 22>
            wp::adj_mod(var_75, var_81, adj_75, adj_81, adj_82);
            wp::adj_add(var_79, var_80, adj_79, adj_80, adj_81);
            wp::adj_abs(var_78, adj_78, adj_79);
            wp::adj_erfc(var_77, adj_77, adj_78);
            wp::adj_where(var_76, var_17, var_17, adj_76, adj_17, adj_17, adj_77);
            wp::adj_acos(var_74, adj_74, adj_75);
            wp::adj_clamp(var_71, var_72, var_73, adj_71, adj_72, adj_73, adj_74);
            wp::adj_sub(var_17, var_17, adj_17, adj_17, adj_71);
            // adj: v4 = wp.mod(wp.acos(wp.clamp((v0 - v0), -0.9, 0.9)), wp.abs(wp.erfc(wp.where(v0 > v0, v0, v0))) + 1.0)  <L 21>
            var_18 = wp::iter_reverse(var_18);
            start_for_0:;
                if (iter_cmp(var_18) == 0) goto end_for_0;
                var_19 = wp::iter_next(var_18);
            	adj_20 = {};
            	adj_21 = {};
            	adj_22 = {};
            	adj_23 = {};
            	adj_24 = {};
            	adj_47 = {};
            	adj_48 = {};
                // v0 = v0 + wp.tanh(float(tid))                                                  <L 12>
                var_20 = wp::float(var_0);
                var_21 = wp::tanh(var_20);
                var_22 = wp::add(var_17, var_21);
                // w2 = int(0)                                                                    <L 13>
                var_24 = wp::int(var_23);
                // while w2 < 3 and (0.85 <= v0):                                                 <L 14>
                // w3 = int(0)                                                                    <L 17>
                var_48 = wp::int(var_47);
                // while w3 < 5 and ((j1) % 2 == 1):                                              <L 18>
                wp::assign(var_17, var_22);
                wp::adj_assign(var_17, var_22, adj_17, adj_22);
        start_while_4:;
                var_51 = (var_48 < var_50);
                var_49 = var_51;
                if (var_49) {
                    var_53 = wp::mod(var_19, var_52);
                    var_55 = (var_53 == var_54);
                    var_49 = var_49 && var_55;
                }
        if ((var_49) == false) goto end_while_4;
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
        adj_70 = {};
                    // w3 = w3 + 1                                                                <L 19>
                    var_57 = wp::add(var_48, var_56);
                    // v0 = v0 * 0.5 + wp.tanh((wp.length_sq(wp.vec3(0.1, -0.04, -1.771)) - (-0.16 + -0.9)))       <L 20>
                    var_59 = wp::mul(var_22, var_58);
                    var_63 = wp::vec_t<3, wp::float32>(var_60, var_61, var_62);
                    var_64 = wp::length_sq(var_63);
                    var_67 = wp::add(var_65, var_66);
                    var_68 = wp::sub(var_64, var_67);
                    var_69 = wp::tanh(var_68);
                    var_70 = wp::add(var_59, var_69);
                    wp::assign(var_22, var_70);
                    wp::assign(var_48, var_57);
                    wp::adj_assign(var_48, var_57, adj_48, adj_57);
                    wp::adj_assign(var_22, var_70, adj_22, adj_70);
                    wp::adj_add(var_59, var_69, adj_59, adj_69, adj_70);
                    wp::adj_tanh(var_68, var_69, adj_68, adj_69);
                    wp::adj_sub(var_64, var_67, adj_64, adj_67, adj_68);
                    wp::adj_add(var_65, var_66, adj_65, adj_66, adj_67);
                    wp::adj_length_sq(var_63, adj_63, adj_64);
                    wp::adj_vec_t(var_60, var_61, var_62, adj_60, adj_61, adj_62, adj_63);
                    wp::adj_mul(var_22, var_58, adj_22, adj_58, adj_59);
                    // adj: v0 = v0 * 0.5 + wp.tanh((wp.length_sq(wp.vec3(0.1, -0.04, -1.771)) - (-0.16 + -0.9)))  <L 20>
                    wp::adj_add(var_48, var_56, adj_48, adj_56, adj_57);
                    // adj: w3 = w3 + 1                                                           <L 19>
        goto start_while_4;
        end_while_4:;
                // adj: while w3 < 5 and ((j1) % 2 == 1):                                         <L 18>
                // adj: w3 = int(0)                                                               <L 17>
        start_while_2:;
                var_27 = (var_24 < var_26);
                var_25 = var_27;
                if (var_25) {
                    var_29 = (var_28 <= var_22);
                    var_25 = var_25 && var_29;
                }
        if ((var_25) == false) goto end_while_2;
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
        adj_46 = {};
                    // w2 = w2 + 1                                                                <L 15>
                    var_31 = wp::add(var_24, var_30);
                    // v0 = v0 * 0.5 + wp.sin(((wp.vec3(-1.929, -0.74, 0.5) - wp.vec3(-1.9, -0.27, -1.81)))[2])       <L 16>
                    var_33 = wp::mul(var_22, var_32);
                    var_37 = wp::vec_t<3, wp::float32>(var_34, var_35, var_36);
                    var_41 = wp::vec_t<3, wp::float32>(var_38, var_39, var_40);
                    var_42 = wp::sub(var_37, var_41);
                    var_44 = wp::extract(var_42, var_43);
                    var_45 = wp::sin(var_44);
                    var_46 = wp::add(var_33, var_45);
                    wp::assign(var_22, var_46);
                    wp::assign(var_24, var_31);
                    wp::adj_assign(var_24, var_31, adj_24, adj_31);
                    wp::adj_assign(var_22, var_46, adj_22, adj_46);
                    wp::adj_add(var_33, var_45, adj_33, adj_45, adj_46);
                    wp::adj_sin(var_44, adj_44, adj_45);
                    wp::adj_extract(var_42, var_43, adj_42, adj_43, adj_44);
                    wp::adj_sub(var_37, var_41, adj_37, adj_41, adj_42);
                    wp::adj_vec_t(var_38, var_39, var_40, adj_38, adj_39, adj_40, adj_41);
                    wp::adj_vec_t(var_34, var_35, var_36, adj_34, adj_35, adj_36, adj_37);
                    wp::adj_mul(var_22, var_32, adj_22, adj_32, adj_33);
                    // adj: v0 = v0 * 0.5 + wp.sin(((wp.vec3(-1.929, -0.74, 0.5) - wp.vec3(-1.9, -0.27, -1.81)))[2])  <L 16>
                    wp::adj_add(var_24, var_30, adj_24, adj_30, adj_31);
                    // adj: w2 = w2 + 1                                                           <L 15>
        goto start_while_2;
        end_while_2:;
                // adj: while w2 < 3 and (0.85 <= v0):                                            <L 14>
                // adj: w2 = int(0)                                                               <L 13>
                wp::adj_add(var_17, var_21, adj_17, adj_21, adj_22);
                wp::adj_tanh(var_20, var_21, adj_20, adj_21);
                wp::adj_float(var_0, adj_0, adj_20);
                // adj: v0 = v0 + wp.tanh(float(tid))                                             <L 12>
            	goto start_for_0;
            end_for_0:;
            // adj: for j1 in range(n):                                                           <L 11>
            wp::adj_sub(var_4, var_16, adj_4, adj_16, adj_17);
            wp::adj_mul(var_14, var_15, adj_14, adj_15, adj_16);
            wp::adj_tanh(var_13, var_14, adj_13, adj_14);
            wp::adj_sub(var_4, var_12, adj_4, adj_12, adj_13);
            wp::adj_tanh(var_4, var_12, adj_4, adj_12);
            // adj: v0 -= wp.tanh((v0 - wp.tanh(v0))) * 0.44                                      <L 10>
        }
        if (!var_6) {
        }
        wp::adj_mod(var_0, var_7, adj_0, adj_7, adj_8);
        // adj: if ((tid) % 3 == 0) or (v0 >= v0):                                                <L 9>
        wp::adj_copy(var_5, adj_3, adj_4);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_3);
        // adj: v0 = x0[tid]                                                                      <L 8>
        wp::adj_float(var_1, adj_1, adj_2);
        // adj: v24 = float(0.0)                                                                  <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def control_000002(x0: wp.array[float], n: int, out0: wp.array[float]):           <L 5>
        continue;
    }
}

