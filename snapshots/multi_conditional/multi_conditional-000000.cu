// Generated for case multi_conditional-000000 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void multi_conditional_000000_ddc0fda2_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out1)
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
        wp::float32* var_1;
        wp::float32 var_2;
        wp::float32 var_3;
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        const wp::float32 var_7 = -0.1;
        const wp::float32 var_8 = -0.58;
        wp::vec_t<2, wp::float32> var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        bool var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        const wp::float32 var_15 = 0.762;
        wp::float32 var_16;
        wp::float32 var_17;
        const wp::int32 var_18 = 4;
        wp::int32 var_19;
        const wp::int32 var_20 = 0;
        bool var_21;
        const wp::float32 var_22 = -1.97;
        const wp::float32 var_23 = -0.084;
        wp::vec_t<2, wp::float32> var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::float32 var_29 = 1.0;
        wp::float32 var_30;
        wp::float32 var_31;
        bool var_32;
        const wp::int32 var_33 = 3;
        wp::int32 var_34;
        wp::shape_t* var_35;
        const wp::int32 var_36 = 0;
        wp::int32 var_37;
        wp::shape_t var_38;
        wp::int32 var_39;
        wp::float32* var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::float32 var_43;
        wp::float32 var_44;
        bool var_45;
        const wp::float32 var_46 = 1.32;
        const wp::float32 var_47 = 0.48;
        wp::vec_t<2, wp::float32> var_48;
        const wp::int32 var_49 = 0;
        wp::float32 var_50;
        wp::float32 var_51;
        const wp::float32 var_52 = 1.0;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float32 var_55;
        wp::float32 var_56;
        const wp::float32 var_57 = -0.5;
        const wp::float32 var_58 = -0.278;
        wp::vec_t<2, wp::float32> var_59;
        wp::vec_t<2, wp::float32> var_60;
        bool var_61;
        const wp::int32 var_62 = 3;
        wp::int32 var_63;
        wp::shape_t* var_64;
        const wp::int32 var_65 = 0;
        wp::int32 var_66;
        wp::shape_t var_67;
        wp::int32 var_68;
        wp::float32* var_69;
        const wp::float32 var_70 = -1.71;
        const wp::float32 var_71 = 0.45;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::float32 var_75;
        const wp::float32 var_76 = 0.7;
        const wp::float32 var_77 = 1.4;
        wp::vec_t<2, wp::float32> var_78;
        wp::float32 var_79;
        wp::float32 var_80;
        wp::float32 var_81;
        wp::float32 var_82;
        wp::float32 var_83;
        const wp::float32 var_84 = 1.32;
        wp::vec_t<2, wp::float32> var_85;
        const wp::int32 var_86 = 1;
        wp::float32 var_87;
        wp::float32 var_88;
        wp::float32 var_89;
        wp::float32 var_90;
        wp::float32 var_91;
        wp::float32 var_92;
        wp::float32 var_93;
        wp::float32 var_94;
        wp::float32 var_95;
        wp::float32 var_96;
        wp::float32 var_97;
        wp::float32 var_98;
        wp::float32 var_99;
        bool var_100;
        wp::float32 var_101;
        wp::float32 var_102;
        const wp::float32 var_103 = -0.9;
        wp::float32 var_104;
        wp::float32 var_105;
        wp::float32 var_106;
        const wp::float32 var_107 = 1.0;
        wp::float32 var_108;
        wp::float32 var_109;
        const wp::float32 var_110 = -1.915;
        const wp::float32 var_111 = 1.225;
        const wp::float32 var_112 = 1.1;
        wp::vec_t<2, wp::float32> var_113;
        wp::float32 var_114;
        wp::float32 var_115;
        wp::float32 var_116;
        const wp::float32 var_117 = 1.91;
        wp::float32 var_118;
        wp::float32 var_119;
        wp::float32 var_120;
        wp::vec_t<2, wp::float32> var_121;
        const wp::float32 var_122 = -0.13;
        const wp::float32 var_123 = -1.179;
        wp::vec_t<2, wp::float32> var_124;
        const wp::float32 var_125 = 0.5;
        const wp::float32 var_126 = 1.12;
        wp::vec_t<2, wp::float32> var_127;
        wp::vec_t<2, wp::float32> var_128;
        const wp::float32 var_129 = -1.03;
        const wp::float32 var_130 = 1.32;
        wp::float32 var_131;
        wp::float32 var_132;
        const wp::float32 var_133 = 1.0;
        wp::float32 var_134;
        wp::vec_t<2, wp::float32> var_135;
        wp::vec_t<2, wp::float32> var_136;
        wp::float32 var_137;
        wp::float32 var_138;
        wp::float32 var_139;
        const wp::int32 var_140 = 4;
        wp::int32 var_141;
        const wp::int32 var_142 = 0;
        bool var_143;
        const wp::float32 var_144 = -0.77;
        const wp::float32 var_145 = 1.21;
        wp::vec_t<2, wp::float32> var_146;
        const wp::float32 var_147 = -0.22;
        const wp::float32 var_148 = -0.506;
        wp::vec_t<2, wp::float32> var_149;
        wp::float32 var_150;
        wp::float32 var_151;
        wp::float32 var_152;
        wp::float32 var_153;
        wp::float32 var_154;
        bool var_155;
        const wp::int32 var_156 = 4;
        wp::int32 var_157;
        const wp::int32 var_158 = 1;
        bool var_159;
        const wp::int32 var_160 = 4;
        wp::int32 var_161;
        const wp::int32 var_162 = 1;
        bool var_163;
        const wp::float32 var_164 = 1.5;
        const wp::float32 var_165 = -0.6;
        wp::vec_t<2, wp::float32> var_166;
        const wp::float32 var_167 = 1.442;
        const wp::float32 var_168 = 1.512;
        wp::vec_t<2, wp::float32> var_169;
        wp::float32 var_170;
        wp::float32 var_171;
        const wp::float32 var_172 = 1.0;
        wp::float32 var_173;
        wp::float32 var_174;
        wp::float32 var_175;
        wp::float32 var_176;
        wp::float32 var_177;
        const wp::float32 var_178 = 1.0;
        wp::float32 var_179;
        wp::float32 var_180;
        wp::float32 var_181;
        const wp::float32 var_182 = 0.34;
        wp::float32 var_183;
        wp::float32 var_184;
        const wp::float32 var_185 = 0.33;
        wp::float32 var_186;
        const wp::float32 var_187 = 1.0;
        wp::float32 var_188;
        wp::float32 var_189;
        wp::float32 var_190;
        bool var_191;
        wp::float32 var_192;
        const wp::float32 var_193 = 0.55;
        wp::float32 var_194;
        wp::float32 var_195;
        wp::float32 var_196;
        wp::float32 var_197;
        wp::float32 var_198;
        wp::float32 var_199;
        const wp::float32 var_200 = 1.6;
        const wp::float32 var_201 = 0.59;
        wp::vec_t<2, wp::float32> var_202;
        const wp::int32 var_203 = 1;
        wp::float32 var_204;
        wp::float32 var_205;
        const wp::float32 var_206 = 1.0;
        wp::float32 var_207;
        wp::float32 var_208;
        wp::float32 var_209;
        wp::float32 var_210;
        wp::float32 var_211;
        wp::float32 var_212;
        bool var_213;
        const wp::float32 var_214 = -1.105;
        const wp::float32 var_215 = -1.6;
        wp::vec_t<2, wp::float32> var_216;
        wp::vec_t<2, wp::float32> var_217;
        const wp::float32 var_218 = 0.32;
        const wp::float32 var_219 = -1.6;
        wp::vec_t<2, wp::float32> var_220;
        wp::vec_t<2, wp::float32> var_221;
        wp::float32 var_222;
        wp::float32 var_223;
        wp::float32 var_224;
        const wp::int32 var_225 = 1;
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
        const wp::float32 var_236 = -1.5;
        wp::vec_t<2, wp::float32> var_237;
        const wp::float32 var_238 = 1.187;
        const wp::float32 var_239 = 0.342;
        wp::vec_t<2, wp::float32> var_240;
        wp::float32 var_241;
        wp::float32 var_242;
        const wp::float32 var_243 = 1.0;
        wp::float32 var_244;
        wp::float32 var_245;
        wp::float32 var_246;
        wp::vec_t<2, wp::float32> var_247;
        wp::float32 var_248;
        wp::float32 var_249;
        wp::float32 var_250;
        wp::float32 var_251;
        wp::vec_t<2, wp::float32> var_252;
        wp::float32 var_253;
        wp::float32 var_254;
        const wp::float32 var_255 = 1.0;
        wp::float32 var_256;
        wp::float32 var_257;
        wp::float32 var_258;
        const wp::float32 var_259 = 0.89;
        wp::float32 var_260;
        wp::float32 var_261;
        wp::float32 var_262;
        wp::float32 var_263;
        wp::float32 var_264;
        wp::float32 var_265;
        bool var_266;
        wp::float32 var_267;
        const wp::float32 var_268 = 0.82;
        wp::float32 var_269;
        wp::float32 var_270;
        bool var_271;
        bool var_272;
        bool var_273;
        wp::float32 var_274;
        wp::float32 var_275;
        const wp::int32 var_276 = 5;
        wp::int32 var_277;
        wp::shape_t* var_278;
        const wp::int32 var_279 = 0;
        wp::int32 var_280;
        wp::shape_t var_281;
        wp::int32 var_282;
        wp::float32* var_283;
        bool var_284;
        wp::float32 var_285;
        wp::vec_t<2, wp::float32> var_286;
        wp::float32 var_287;
        const wp::float32 var_288 = -1.4;
        const wp::float32 var_289 = -0.184;
        wp::vec_t<2, wp::float32> var_290;
        wp::float32 var_291;
        wp::vec_t<2, wp::float32> var_292;
        wp::vec_t<2, wp::float32> var_293;
        const wp::float32 var_294 = -1.1;
        wp::float32 var_295;
        const wp::float32 var_296 = 1.0;
        wp::float32 var_297;
        wp::float32 var_298;
        const wp::float32 var_299 = -3.0;
        const wp::float32 var_300 = 3.0;
        wp::float32 var_301;
        wp::float32 var_302;
        wp::float32 var_303;
        const wp::float32 var_304 = 1.0;
        wp::float32 var_305;
        wp::float32 var_306;
        wp::float32 var_307;
        wp::float32 var_308;
        bool var_309;
        bool var_310;
        bool var_311;
        bool var_312;
        const wp::int32 var_313 = 3;
        wp::int32 var_314;
        const wp::int32 var_315 = 1;
        bool var_316;
        wp::float32 var_317;
        wp::float32 var_318;
        wp::float32 var_319;
        const wp::float32 var_320 = 1.0;
        wp::float32 var_321;
        wp::float32 var_322;
        const wp::float32 var_323 = -0.4;
        const wp::float32 var_324 = 0.556;
        wp::vec_t<2, wp::float32> var_325;
        wp::vec_t<2, wp::float32> var_326;
        wp::vec_t<2, wp::float32> var_327;
        const wp::float32 var_328 = -1.5;
        const wp::float32 var_329 = -1.5;
        wp::vec_t<2, wp::float32> var_330;
        wp::float32 var_331;
        wp::vec_t<2, wp::float32> var_332;
        wp::vec_t<2, wp::float32> var_333;
        wp::float32 var_334;
        bool var_335;
        wp::float32 var_336;
        bool var_337;
        wp::float32 var_338;
        wp::float32 var_339;
        const wp::float32 var_340 = -0.9;
        const wp::float32 var_341 = 0.9;
        wp::float32 var_342;
        wp::float32 var_343;
        wp::float32 var_344;
        wp::float32 var_345;
        wp::float32 var_346;
        wp::float32 var_347;
        wp::float32 var_348;
        wp::float32 var_349;
        const wp::int32 var_350 = 6;
        wp::int32 var_351;
        const wp::int32 var_352 = 3;
        wp::int32 var_353;
        const wp::int32 var_354 = 0;
        bool var_355;
        wp::float32 var_356;
        wp::float32 var_357;
        wp::float32 var_358;
        const wp::float32 var_359 = -3.0;
        const wp::float32 var_360 = 3.0;
        wp::float32 var_361;
        wp::float32 var_362;
        bool var_363;
        wp::float32 var_364;
        wp::float32 var_365;
        wp::float32 var_366;
        wp::float32 var_367;
        const wp::float32 var_368 = -100.0;
        const wp::float32 var_369 = 100.0;
        wp::float32 var_370;
        wp::int32 var_371;
        wp::float32 var_372;
        wp::float32 var_373;
        wp::float32 var_374;
        const wp::float32 var_375 = -0.14;
        const wp::float32 var_376 = 1.4;
        wp::vec_t<2, wp::float32> var_377;
        wp::float32 var_378;
        bool var_379;
        const wp::float32 var_380 = 0.9;
        bool var_381;
        wp::float32 var_382;
        const wp::float32 var_383 = 1.0;
        wp::float32 var_384;
        wp::float32 var_385;
        wp::float32 var_386;
        wp::float32 var_387;
        wp::float32 var_388;
        wp::float32 var_389;
        wp::float32 var_390;
        wp::float32 var_391;
        wp::float32 var_392;
        wp::float32 var_393;
        bool var_394;
        wp::float32 var_395;
        bool var_396;
        wp::vec_t<2, wp::float32> var_397;
        const wp::int32 var_398 = 0;
        wp::float32 var_399;
        wp::float32 var_400;
        const wp::float32 var_401 = 1.13;
        wp::float32 var_402;
        wp::float32 var_403;
        wp::float32 var_404;
        const wp::float32 var_405 = 0.4;
        const wp::float32 var_406 = -1.1;
        wp::vec_t<2, wp::float32> var_407;
        const wp::int32 var_408 = 1;
        wp::float32 var_409;
        const wp::float32 var_410 = -1.79;
        const wp::float32 var_411 = 0.27;
        wp::float32 var_412;
        wp::float32 var_413;
        wp::float32 var_414;
        wp::float32 var_415;
        wp::float32 var_416;
        wp::float32 var_417;
        wp::float32 var_418;
        const wp::float32 var_419 = 1.0;
        wp::float32 var_420;
        const wp::float32 var_421 = -2.0;
        const wp::float32 var_422 = 2.0;
        wp::float32 var_423;
        wp::float32 var_424;
        const wp::float32 var_425 = -1.04;
        const wp::float32 var_426 = 1.95;
        wp::float32 var_427;
        wp::float32 var_428;
        wp::float32 var_429;
        wp::float32 var_430;
        const wp::float32 var_431 = 1.0;
        wp::float32 var_432;
        wp::float32 var_433;
        wp::float32 var_434;
        wp::float32 var_435;
        wp::float32 var_436;
        wp::float32 var_437;
        wp::float32 var_438;
        wp::float32 var_439;
        wp::float32 var_440;
        wp::float32 var_441;
        wp::float32 var_442;
        wp::float32 var_443;
        wp::float32 var_444;
        wp::float32 var_445;
        const wp::int32 var_446 = 2;
        wp::int32 var_447;
        const wp::int32 var_448 = 1;
        bool var_449;
        wp::float32 var_450;
        const wp::float32 var_451 = 1.1;
        const wp::float32 var_452 = 1.66;
        wp::vec_t<2, wp::float32> var_453;
        const wp::int32 var_454 = 0;
        wp::float32 var_455;
        wp::float32 var_456;
        wp::float32 var_457;
        wp::float32 var_458;
        const wp::int32 var_459 = 6;
        wp::int32 var_460;
        const wp::int32 var_461 = 3;
        wp::int32 var_462;
        const wp::int32 var_463 = 1;
        bool var_464;
        const wp::float32 var_465 = 1.89;
        wp::vec_t<2, wp::float32> var_466;
        wp::float32 var_467;
        wp::float32 var_468;
        wp::float32 var_469;
        wp::float32 var_470;
        wp::float32 var_471;
        const wp::float32 var_472 = 1.0;
        wp::float32 var_473;
        wp::float32 var_474;
        bool var_475;
        const wp::float32 var_476 = 1.666;
        const wp::float32 var_477 = -1.518;
        wp::vec_t<2, wp::float32> var_478;
        wp::vec_t<2, wp::float32> var_479;
        bool var_480;
        const wp::float32 var_481 = -1.322;
        const wp::float32 var_482 = -1.2;
        wp::vec_t<2, wp::float32> var_483;
        const wp::float32 var_484 = -1.683;
        const wp::float32 var_485 = -1.795;
        wp::vec_t<2, wp::float32> var_486;
        wp::vec_t<2, wp::float32> var_487;
        wp::float32 var_488;
        wp::float32 var_489;
        wp::float32 var_490;
        const wp::float32 var_491 = -0.55;
        const wp::float32 var_492 = 0.9;
        wp::vec_t<2, wp::float32> var_493;
        const wp::float32 var_494 = -0.6;
        wp::vec_t<2, wp::float32> var_495;
        wp::float32 var_496;
        const wp::float32 var_497 = -4.0;
        const wp::float32 var_498 = 2.0;
        wp::float32 var_499;
        wp::float32 var_500;
        wp::float32 var_501;
        wp::float32 var_502;
        const wp::float32 var_503 = 0.6;
        wp::float32 var_504;
        const wp::float32 var_505 = -3.0;
        const wp::float32 var_506 = 3.0;
        wp::float32 var_507;
        wp::float32 var_508;
        wp::float32 var_509;
        wp::float32 var_510;
        bool var_511;
        const wp::float32 var_512 = -0.37;
        bool var_513;
        const wp::float32 var_514 = 0.1;
        bool var_515;
        wp::float32 var_516;
        wp::float32 var_517;
        wp::float32 var_518;
        wp::float32 var_519;
        wp::float32 var_520;
        const wp::float32 var_521 = 1.51;
        wp::float32 var_522;
        wp::float32 var_523;
        wp::float32 var_524;
        bool var_525;
        wp::float32 var_526;
        wp::float32 var_527;
        const wp::float32 var_528 = 1.0;
        wp::float32 var_529;
        wp::float32 var_530;
        wp::float32 var_531;
        wp::float32 var_532;
        const wp::float32 var_533 = -0.4;
        const wp::float32 var_534 = -0.71;
        wp::vec_t<2, wp::float32> var_535;
        wp::float32 var_536;
        wp::float32 var_537;
        const wp::float32 var_538 = -2.0;
        wp::float32 var_539;
        wp::float32 var_540;
        wp::float32 var_541;
        const wp::float32 var_542 = -1.98;
        const wp::float32 var_543 = 0.8;
        wp::float32 var_544;
        const wp::float32 var_545 = 2.0;
        wp::float32 var_546;
        bool var_547;
        wp::float32 var_548;
        wp::float32 var_549;
        wp::float32 var_550;
        const wp::float32 var_551 = 1.0;
        wp::float32 var_552;
        wp::float32 var_553;
        wp::float32 var_554;
        const wp::float32 var_555 = 0.26;
        const wp::float32 var_556 = 1.4;
        wp::vec_t<2, wp::float32> var_557;
        const wp::float32 var_558 = 1.62;
        const wp::float32 var_559 = -0.8;
        wp::vec_t<2, wp::float32> var_560;
        wp::vec_t<2, wp::float32> var_561;
        const wp::int32 var_562 = 0;
        wp::float32 var_563;
        wp::float32 var_564;
        wp::float32 var_565;
        wp::float32 var_566;
        const wp::float32 var_567 = 1.0;
        wp::float32 var_568;
        wp::float32 var_569;
        wp::float32 var_570;
        wp::float32 var_571;
        wp::float32 var_572;
        const wp::float32 var_573 = -1.14;
        wp::vec_t<2, wp::float32> var_574;
        const wp::int32 var_575 = 0;
        wp::float32 var_576;
        wp::float32 var_577;
        wp::float32 var_578;
        wp::float32 var_579;
        wp::float32 var_580;
        wp::float32 var_581;
        wp::float32 var_582;
        wp::float32 var_583;
        wp::float32 var_584;
        wp::float32 var_585;
        wp::float32 var_586;
        const wp::float32 var_587 = -1.29;
        const wp::float32 var_588 = -1.705;
        wp::vec_t<2, wp::float32> var_589;
        wp::float32 var_590;
        const wp::float32 var_591 = -0.88;
        const wp::float32 var_592 = 1.35;
        wp::float32 var_593;
        bool var_594;
        const wp::int32 var_595 = 1;
        wp::int32 var_596;
        wp::shape_t* var_597;
        const wp::int32 var_598 = 0;
        wp::int32 var_599;
        wp::shape_t var_600;
        wp::int32 var_601;
        wp::float32* var_602;
        wp::float32 var_603;
        wp::float32 var_604;
        wp::float32 var_605;
        bool var_606;
        bool var_607;
        const wp::float32 var_608 = 1.9;
        bool var_609;
        bool var_610;
        const wp::float32 var_611 = 1.77;
        wp::float32 var_612;
        const wp::float32 var_613 = 1.0;
        wp::float32 var_614;
        wp::float32 var_615;
        const wp::float32 var_616 = 1.419;
        wp::float32 var_617;
        const wp::float32 var_618 = 1.0;
        wp::float32 var_619;
        wp::float32 var_620;
        wp::float32 var_621;
        wp::float32 var_622;
        const wp::int32 var_623 = 7;
        wp::int32 var_624;
        const wp::int32 var_625 = 2;
        wp::int32 var_626;
        const wp::int32 var_627 = 1;
        bool var_628;
        wp::float32 var_629;
        wp::float32 var_630;
        wp::float32 var_631;
        wp::float32 var_632;
        const wp::float32 var_633 = 0.498;
        wp::vec_t<2, wp::float32> var_634;
        const wp::float32 var_635 = 0.68;
        wp::vec_t<2, wp::float32> var_636;
        wp::float32 var_637;
        wp::float32 var_638;
        wp::float32 var_639;
        wp::float32 var_640;
        wp::float32 var_641;
        wp::float32 var_642;
        wp::float32 var_643;
        wp::float32 var_644;
        wp::float32 var_645;
        wp::float32 var_646;
        wp::float32 var_647;
        wp::float32 var_648;
        wp::float32 var_649;
        const wp::float32 var_650 = -1.349;
        const wp::float32 var_651 = -1.763;
        wp::vec_t<2, wp::float32> var_652;
        const wp::int32 var_653 = 1;
        wp::float32 var_654;
        const wp::float32 var_655 = -0.8;
        const wp::float32 var_656 = 0.8;
        wp::float32 var_657;
        wp::float32 var_658;
        wp::float32 var_659;
        wp::float32 var_660;
        const wp::int32 var_661 = 2;
        wp::int32 var_662;
        const wp::int32 var_663 = 0;
        bool var_664;
        wp::float32 var_665;
        wp::float32 var_666;
        wp::float32 var_667;
        wp::float32 var_668;
        wp::float32 var_669;
        wp::float32 var_670;
        wp::float32 var_671;
        const wp::float32 var_672 = 1.94;
        const wp::float32 var_673 = 0.9;
        wp::vec_t<2, wp::float32> var_674;
        const wp::float32 var_675 = -1.44;
        const wp::float32 var_676 = -1.4;
        wp::vec_t<2, wp::float32> var_677;
        const wp::float32 var_678 = 0.4;
        const wp::float32 var_679 = 0.91;
        wp::vec_t<2, wp::float32> var_680;
        wp::vec_t<2, wp::float32> var_681;
        wp::float32 var_682;
        wp::float32 var_683;
        wp::float32 var_684;
        wp::float32 var_685;
        wp::float32 var_686;
        wp::float32 var_687;
        wp::float32 var_688;
        wp::float32 var_689;
        wp::float32 var_690;
        wp::float32 var_691;
        wp::float32 var_692;
        wp::float32 var_693;
        wp::float32 var_694;
        wp::float32 var_695;
        wp::float32 var_696;
        const wp::float32 var_697 = -1.2;
        const wp::float32 var_698 = 0.88;
        wp::vec_t<2, wp::float32> var_699;
        const wp::float32 var_700 = -1.3;
        const wp::float32 var_701 = -1.912;
        wp::vec_t<2, wp::float32> var_702;
        wp::vec_t<2, wp::float32> var_703;
        const wp::float32 var_704 = 1.903;
        const wp::float32 var_705 = 0.66;
        wp::vec_t<2, wp::float32> var_706;
        wp::vec_t<2, wp::float32> var_707;
        wp::vec_t<2, wp::float32> var_708;
        const wp::float32 var_709 = -0.7;
        wp::vec_t<2, wp::float32> var_710;
        wp::float32 var_711;
        const wp::float32 var_712 = 1.0;
        wp::float32 var_713;
        wp::vec_t<2, wp::float32> var_714;
        const wp::float32 var_715 = 0.8;
        const wp::float32 var_716 = -0.4;
        wp::vec_t<2, wp::float32> var_717;
        const wp::float32 var_718 = -1.72;
        const wp::float32 var_719 = 0.626;
        wp::vec_t<2, wp::float32> var_720;
        wp::vec_t<2, wp::float32> var_721;
        wp::vec_t<2, wp::float32> var_722;
        //---------
        // forward
        // def multi_conditional_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec2)):       <L 5>
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
        // if wp.length(wp.vec2(-0.1, -0.58)) < (v0 - v0):                                        <L 9>
        var_9 = wp::vec_t<2, wp::float32>(var_7, var_8);
        var_10 = wp::length(var_9);
        var_11 = wp::sub(var_2, var_2);
        var_12 = (var_10 < var_11);
        if (var_12) {
            // v0 = v0 + wp.sin(v0)                                                               <L 10>
            var_13 = wp::sin(var_2);
            var_14 = wp::add(var_2, var_13);
            // v2 = float(0.762)                                                                  <L 11>
            var_16 = wp::float(var_15);
        }
        var_17 = wp::where(var_12, var_14, var_2);
        // if (tid) % 4 == 0:                                                                     <L 12>
        var_19 = wp::mod(var_0, var_18);
        var_21 = (var_19 == var_20);
        if (var_21) {
            // v0 = v0 + wp.tanh(wp.length_sq(wp.vec2(-1.97, -0.084)))                            <L 13>
            var_24 = wp::vec_t<2, wp::float32>(var_22, var_23);
            var_25 = wp::length_sq(var_24);
            var_26 = wp::tanh(var_25);
            var_27 = wp::add(var_17, var_26);
            // if (v1 / (wp.abs(v0) + 1.0)) < v0:                                                 <L 14>
            var_28 = wp::abs(var_27);
            var_30 = wp::add(var_28, var_29);
            var_31 = wp::div(var_5, var_30);
            var_32 = (var_31 < var_27);
            if (var_32) {
                // v1 += wp.tanh(x1[(tid + 3) % x1.shape[0]])                                     <L 15>
                var_34 = wp::add(var_0, var_33);
                var_35 = &(var_x1.shape);
                var_38 = wp::load(var_35);
                var_37 = wp::extract(var_38, var_36);
                var_39 = wp::mod(var_34, var_37);
                var_40 = wp::address(var_x1, var_39);
                var_42 = wp::load(var_40);
                var_41 = wp::tanh(var_42);
                var_43 = wp::add(var_5, var_41);
                // if wp.frac(v0) <= v0:                                                          <L 16>
                var_44 = wp::frac(var_27);
                var_45 = (var_44 <= var_27);
                if (var_45) {
                    // v1 = v1 + wp.tanh(wp.log(wp.abs((wp.vec2(1.32, 0.48))[0]) + 1.0))          <L 17>
                    var_48 = wp::vec_t<2, wp::float32>(var_46, var_47);
                    var_50 = wp::extract(var_48, var_49);
                    var_51 = wp::abs(var_50);
                    var_53 = wp::add(var_51, var_52);
                    var_54 = wp::log(var_53);
                    var_55 = wp::tanh(var_54);
                    var_56 = wp::add(var_43, var_55);
                    // v3 = wp.vec2(-0.5, -0.278)                                                 <L 18>
                    var_59 = wp::vec_t<2, wp::float32>(var_57, var_58);
                    // v4 = v3                                                                    <L 19>
                    var_60 = wp::copy(var_59);
                }
                if (!var_45) {
                    // elif v0 <= v0:                                                             <L 20>
                    var_61 = (var_27 <= var_27);
                    if (var_61) {
                        // v0 = v0 + wp.sin(wp.clamp(x0[(tid + 3) % x0.shape[0]], -1.71, 0.45))       <L 21>
                        var_63 = wp::add(var_0, var_62);
                        var_64 = &(var_x0.shape);
                        var_67 = wp::load(var_64);
                        var_66 = wp::extract(var_67, var_65);
                        var_68 = wp::mod(var_63, var_66);
                        var_69 = wp::address(var_x0, var_68);
                        var_73 = wp::load(var_69);
                        var_72 = wp::clamp(var_73, var_70, var_71);
                        var_74 = wp::sin(var_72);
                        var_75 = wp::add(var_27, var_74);
                    }
                    if (!var_61) {
                        // v1 = v1 + wp.cos((wp.length(wp.vec2(0.7, 1.4)) * v1))                  <L 23>
                        var_78 = wp::vec_t<2, wp::float32>(var_76, var_77);
                        var_79 = wp::length(var_78);
                        var_80 = wp::mul(var_79, var_43);
                        var_81 = wp::cos(var_80);
                        var_82 = wp::add(var_43, var_81);
                        // v0 = v0 + wp.tanh(((v1 - v0) - (wp.vec2(1.32)).y))                     <L 24>
                        var_83 = wp::sub(var_82, var_27);
                        var_85 = wp::vec_t<2, wp::float32>(var_84);
                        var_87 = wp::extract(var_85, var_86);
                        var_88 = wp::sub(var_83, var_87);
                        var_89 = wp::tanh(var_88);
                        var_90 = wp::add(var_27, var_89);
                        // v1 = v1 + wp.tanh(v0)                                                  <L 25>
                        var_91 = wp::tanh(var_90);
                        var_92 = wp::add(var_82, var_91);
                    }
                    var_93 = wp::where(var_61, var_75, var_90);
                    var_94 = wp::where(var_61, var_43, var_92);
                }
                var_95 = wp::where(var_45, var_27, var_93);
                var_96 = wp::where(var_45, var_56, var_94);
            }
            if (!var_32) {
                // v0 = v0 + wp.tanh(v0)                                                          <L 27>
                var_97 = wp::tanh(var_27);
                var_98 = wp::add(var_27, var_97);
                // if (v1 + v1) < v0:                                                             <L 28>
                var_99 = wp::add(var_5, var_5);
                var_100 = (var_99 < var_98);
                if (var_100) {
                    // v1 += wp.sin(v0)                                                           <L 29>
                    var_101 = wp::sin(var_98);
                    var_102 = wp::add(var_5, var_101);
                    // v5 = wp.log(wp.abs(wp.min((v1 * -0.9), v0)) + 1.0)                         <L 30>
                    var_104 = wp::mul(var_102, var_103);
                    var_105 = wp::min(var_104, var_98);
                    var_106 = wp::abs(var_105);
                    var_108 = wp::add(var_106, var_107);
                    var_109 = wp::log(var_108);
                    // v6 = (-1.915 + wp.length(wp.vec2(1.225, 1.1)))                             <L 31>
                    var_113 = wp::vec_t<2, wp::float32>(var_111, var_112);
                    var_114 = wp::length(var_113);
                    var_115 = wp::add(var_110, var_114);
                }
                if (!var_100) {
                    // v1 -= wp.tanh(v0) * 1.91                                                   <L 33>
                    var_116 = wp::tanh(var_98);
                    var_118 = wp::mul(var_116, var_117);
                    var_119 = wp::sub(var_5, var_118);
                    // v7 = (wp.vec2((v1 - v0), v1) - ((wp.vec2(-0.13, -1.179) - wp.vec2(0.5, 1.12)) / (wp.abs(wp.clamp(v0, -1.03, 1.32)) + 1.0)))       <L 34>
                    var_120 = wp::sub(var_119, var_98);
                    var_121 = wp::vec_t<2, wp::float32>(var_120, var_119);
                    var_124 = wp::vec_t<2, wp::float32>(var_122, var_123);
                    var_127 = wp::vec_t<2, wp::float32>(var_125, var_126);
                    var_128 = wp::sub(var_124, var_127);
                    var_131 = wp::clamp(var_98, var_129, var_130);
                    var_132 = wp::abs(var_131);
                    var_134 = wp::add(var_132, var_133);
                    var_135 = wp::div(var_128, var_134);
                    var_136 = wp::sub(var_121, var_135);
                }
                var_137 = wp::where(var_100, var_102, var_119);
            }
            var_138 = wp::where(var_32, var_95, var_98);
            var_139 = wp::where(var_32, var_96, var_137);
        }
        if (!var_21) {
            // elif (tid) % 4 == 0:                                                               <L 35>
            var_141 = wp::mod(var_0, var_140);
            var_143 = (var_141 == var_142);
            if (var_143) {
                // v1 += wp.sin((wp.dot(wp.vec2(-0.77, 1.21), wp.vec2(-0.22, -0.506)) - wp.floor(v1)))       <L 36>
                var_146 = wp::vec_t<2, wp::float32>(var_144, var_145);
                var_149 = wp::vec_t<2, wp::float32>(var_147, var_148);
                var_150 = wp::dot(var_146, var_149);
                var_151 = wp::floor(var_5);
                var_152 = wp::sub(var_150, var_151);
                var_153 = wp::sin(var_152);
                var_154 = wp::add(var_5, var_153);
                // if ((tid) % 4 == 1) and ((tid) % 4 == 1):                                      <L 37>
                var_157 = wp::mod(var_0, var_156);
                var_159 = (var_157 == var_158);
                var_155 = var_159;
                if (var_155) {
                    var_161 = wp::mod(var_0, var_160);
                    var_163 = (var_161 == var_162);
                    var_155 = var_155 && var_163;
                }
                if (var_155) {
                    // v0 += wp.sin(wp.log2(wp.abs(wp.dot(wp.vec2(1.5, -0.6), wp.vec2(1.442, 1.512))) + 1.0))       <L 38>
                    var_166 = wp::vec_t<2, wp::float32>(var_164, var_165);
                    var_169 = wp::vec_t<2, wp::float32>(var_167, var_168);
                    var_170 = wp::dot(var_166, var_169);
                    var_171 = wp::abs(var_170);
                    var_173 = wp::add(var_171, var_172);
                    var_174 = wp::log2(var_173);
                    var_175 = wp::sin(var_174);
                    var_176 = wp::add(var_17, var_175);
                    // v0 -= wp.sin((v1 / (wp.abs(v0) + 1.0))) * 0.34                             <L 39>
                    var_177 = wp::abs(var_176);
                    var_179 = wp::add(var_177, var_178);
                    var_180 = wp::div(var_154, var_179);
                    var_181 = wp::sin(var_180);
                    var_183 = wp::mul(var_181, var_182);
                    var_184 = wp::sub(var_176, var_183);
                    // if wp.log(wp.abs(0.33) + 1.0) <= wp.atan(v0):                              <L 40>
                    var_186 = wp::abs(var_185);
                    var_188 = wp::add(var_186, var_187);
                    var_189 = wp::log(var_188);
                    var_190 = wp::atan(var_184);
                    var_191 = (var_189 <= var_190);
                    if (var_191) {
                        // v1 -= wp.tanh(v1) * 0.55                                               <L 41>
                        var_192 = wp::tanh(var_154);
                        var_194 = wp::mul(var_192, var_193);
                        var_195 = wp::sub(var_154, var_194);
                    }
                    if (!var_191) {
                        // v0 = v0 + wp.sin(v0)                                                   <L 43>
                        var_196 = wp::sin(var_184);
                        var_197 = wp::add(var_184, var_196);
                    }
                    var_198 = wp::where(var_191, var_184, var_197);
                    var_199 = wp::where(var_191, var_195, var_154);
                }
                if (!var_155) {
                    // v1 += wp.cos(wp.log2(wp.abs((wp.vec2(1.6, 0.59)).y) + 1.0))                <L 45>
                    var_202 = wp::vec_t<2, wp::float32>(var_200, var_201);
                    var_204 = wp::extract(var_202, var_203);
                    var_205 = wp::abs(var_204);
                    var_207 = wp::add(var_205, var_206);
                    var_208 = wp::log2(var_207);
                    var_209 = wp::cos(var_208);
                    var_210 = wp::add(var_154, var_209);
                    // if (v1 + v0) < (v0 + v1):                                                  <L 46>
                    var_211 = wp::add(var_210, var_17);
                    var_212 = wp::add(var_17, var_210);
                    var_213 = (var_211 < var_212);
                    if (var_213) {
                        // v0 = v0 + wp.cos(wp.dot(-(wp.vec2(-1.105, -1.6)), wp.normalize(wp.vec2(0.32, -1.6))))       <L 47>
                        var_216 = wp::vec_t<2, wp::float32>(var_214, var_215);
                        var_217 = wp::neg(var_216);
                        var_220 = wp::vec_t<2, wp::float32>(var_218, var_219);
                        var_221 = wp::normalize(var_220);
                        var_222 = wp::dot(var_217, var_221);
                        var_223 = wp::cos(var_222);
                        var_224 = wp::add(var_17, var_223);
                        // v0 = v0 + wp.cos(x1[(tid + 1) % x1.shape[0]])                          <L 48>
                        var_226 = wp::add(var_0, var_225);
                        var_227 = &(var_x1.shape);
                        var_230 = wp::load(var_227);
                        var_229 = wp::extract(var_230, var_228);
                        var_231 = wp::mod(var_226, var_229);
                        var_232 = wp::address(var_x1, var_231);
                        var_234 = wp::load(var_232);
                        var_233 = wp::cos(var_234);
                        var_235 = wp::add(var_224, var_233);
                        // v8 = wp.vec2(wp.log2(wp.abs(wp.dot(wp.vec2(-1.5), wp.vec2(1.187, 0.342))) + 1.0), wp.cos(v0))       <L 49>
                        var_237 = wp::vec_t<2, wp::float32>(var_236);
                        var_240 = wp::vec_t<2, wp::float32>(var_238, var_239);
                        var_241 = wp::dot(var_237, var_240);
                        var_242 = wp::abs(var_241);
                        var_244 = wp::add(var_242, var_243);
                        var_245 = wp::log2(var_244);
                        var_246 = wp::cos(var_235);
                        var_247 = wp::vec_t<2, wp::float32>(var_245, var_246);
                    }
                    if (!var_213) {
                        // v1 += wp.tanh(wp.frac(wp.round(v1)))                                   <L 51>
                        var_248 = wp::round(var_210);
                        var_249 = wp::frac(var_248);
                        var_250 = wp::tanh(var_249);
                        var_251 = wp::add(var_210, var_250);
                        // v9 = (v0 / (wp.abs(wp.length(wp.vec2(v1, v0))) + 1.0))                 <L 52>
                        var_252 = wp::vec_t<2, wp::float32>(var_251, var_17);
                        var_253 = wp::length(var_252);
                        var_254 = wp::abs(var_253);
                        var_256 = wp::add(var_254, var_255);
                        var_257 = wp::div(var_17, var_256);
                        // v0 -= wp.tanh(v1) * 0.89                                               <L 53>
                        var_258 = wp::tanh(var_251);
                        var_260 = wp::mul(var_258, var_259);
                        var_261 = wp::sub(var_17, var_260);
                    }
                    var_262 = wp::where(var_213, var_235, var_261);
                    var_263 = wp::where(var_213, var_210, var_251);
                }
                var_264 = wp::where(var_155, var_198, var_262);
                var_265 = wp::where(var_155, var_199, var_263);
                // if v1 < v1:                                                                    <L 54>
                var_266 = (var_265 < var_265);
                if (var_266) {
                    // v1 -= wp.sin(v1) * 0.82                                                    <L 55>
                    var_267 = wp::sin(var_265);
                    var_269 = wp::mul(var_267, var_268);
                    var_270 = wp::sub(var_265, var_269);
                    // if (v1 < v0) or (v1 >= v0):                                                <L 56>
                    var_272 = (var_270 < var_264);
                    var_271 = var_272;
                    if (!var_271) {
                        var_273 = (var_270 >= var_264);
                        var_271 = var_271 || var_273;
                    }
                    if (var_271) {
                        // v1 = v1 + wp.sin(v0)                                                   <L 57>
                        var_274 = wp::sin(var_264);
                        var_275 = wp::add(var_270, var_274);
                        // v10 = (wp.vec2(x0[(tid + 5) % x0.shape[0]], wp.where(v1 < v1, v0, v0)) - (wp.vec2(-1.4, -0.184) * (v0 - v0)))       <L 58>
                        var_277 = wp::add(var_0, var_276);
                        var_278 = &(var_x0.shape);
                        var_281 = wp::load(var_278);
                        var_280 = wp::extract(var_281, var_279);
                        var_282 = wp::mod(var_277, var_280);
                        var_283 = wp::address(var_x0, var_282);
                        var_284 = (var_275 < var_275);
                        var_285 = wp::where(var_284, var_264, var_264);
                        var_287 = wp::load(var_283);
                        var_286 = wp::vec_t<2, wp::float32>(var_287, var_285);
                        var_290 = wp::vec_t<2, wp::float32>(var_288, var_289);
                        var_291 = wp::sub(var_264, var_264);
                        var_292 = wp::mul(var_290, var_291);
                        var_293 = wp::sub(var_286, var_292);
                        // v1 = v1 + wp.cos(((-1.1 / (wp.abs(v0) + 1.0)) / (wp.abs(wp.sinh(wp.clamp(v1, -3.0, 3.0))) + 1.0)))       <L 59>
                        var_295 = wp::abs(var_264);
                        var_297 = wp::add(var_295, var_296);
                        var_298 = wp::div(var_294, var_297);
                        var_301 = wp::clamp(var_275, var_299, var_300);
                        var_302 = wp::sinh(var_301);
                        var_303 = wp::abs(var_302);
                        var_305 = wp::add(var_303, var_304);
                        var_306 = wp::div(var_298, var_305);
                        var_307 = wp::cos(var_306);
                        var_308 = wp::add(var_275, var_307);
                    }
                    if (!var_271) {
                        // elif ((v1 >= v0) or (v1 < v1)) and ((tid) % 3 == 1):                   <L 60>
                        var_311 = (var_270 >= var_264);
                        var_310 = var_311;
                        if (!var_310) {
                            var_312 = (var_270 < var_270);
                            var_310 = var_310 || var_312;
                        }
                        var_309 = var_310;
                        if (var_309) {
                            var_314 = wp::mod(var_0, var_313);
                            var_316 = (var_314 == var_315);
                            var_309 = var_309 && var_316;
                        }
                        if (var_309) {
                            // v1 = v1 + wp.cos(v1)                                               <L 61>
                            var_317 = wp::cos(var_270);
                            var_318 = wp::add(var_270, var_317);
                            // v11 = wp.lerp(((v1 / (wp.abs(v0) + 1.0)) * wp.normalize(wp.vec2(-0.4, 0.556))), (wp.vec2(-1.5, -1.5) * (v1 + v0)), v1)       <L 62>
                            var_319 = wp::abs(var_264);
                            var_321 = wp::add(var_319, var_320);
                            var_322 = wp::div(var_318, var_321);
                            var_325 = wp::vec_t<2, wp::float32>(var_323, var_324);
                            var_326 = wp::normalize(var_325);
                            var_327 = wp::mul(var_322, var_326);
                            var_330 = wp::vec_t<2, wp::float32>(var_328, var_329);
                            var_331 = wp::add(var_318, var_264);
                            var_332 = wp::mul(var_330, var_331);
                            var_333 = wp::lerp(var_327, var_332, var_318);
                        }
                        if (!var_309) {
                            // elif wp.min(v0, v1) > (v0 if v0 <= v0 else v1):                    <L 63>
                            var_334 = wp::min(var_264, var_270);
                            var_335 = (var_264 <= var_264);
                            if (var_335) {
                            }
                            if (!var_335) {
                            }
                            var_336 = wp::where(var_335, var_264, var_270);
                            var_337 = (var_334 > var_336);
                            if (var_337) {
                                // v1 += wp.cos(wp.step((v0 + v1)) * wp.asin(wp.clamp(v1, -0.9, 0.9)))       <L 64>
                                var_338 = wp::add(var_264, var_270);
                                var_339 = wp::step(var_338);
                                var_342 = wp::clamp(var_270, var_340, var_341);
                                var_343 = wp::asin(var_342);
                                var_344 = wp::mul(var_339, var_343);
                                var_345 = wp::cos(var_344);
                                var_346 = wp::add(var_270, var_345);
                            }
                            var_347 = wp::where(var_337, var_346, var_270);
                        }
                        var_348 = wp::where(var_309, var_318, var_347);
                    }
                    var_349 = wp::where(var_271, var_308, var_348);
                }
                if (!var_266) {
                    // elif ((tid % 6)) % 3 == 0:                                                 <L 65>
                    var_351 = wp::mod(var_0, var_350);
                    var_353 = wp::mod(var_351, var_352);
                    var_355 = (var_353 == var_354);
                    if (var_355) {
                        // v1 += wp.cos((v0 + v0))                                                <L 66>
                        var_356 = wp::add(var_264, var_264);
                        var_357 = wp::cos(var_356);
                        var_358 = wp::add(var_265, var_357);
                    }
                    if (!var_355) {
                        // elif wp.sinh(wp.clamp(v0, -3.0, 3.0)) > v0:                            <L 67>
                        var_361 = wp::clamp(var_264, var_359, var_360);
                        var_362 = wp::sinh(var_361);
                        var_363 = (var_362 > var_264);
                        if (var_363) {
                            // v1 += wp.sin(wp.cbrt((v1 + v0)))                                   <L 68>
                            var_364 = wp::add(var_265, var_264);
                            var_365 = wp::cbrt(var_364);
                            var_366 = wp::sin(var_365);
                            var_367 = wp::add(var_265, var_366);
                        }
                        if (!var_363) {
                            // v0 = v0 + wp.tanh(float(int(wp.clamp(v0, -100.0, 100.0))))         <L 70>
                            var_370 = wp::clamp(var_264, var_368, var_369);
                            var_371 = wp::int(var_370);
                            var_372 = wp::float(var_371);
                            var_373 = wp::tanh(var_372);
                            var_374 = wp::add(var_264, var_373);
                            // if wp.length(wp.vec2(-0.14, 1.4)) < v1:                            <L 71>
                            var_377 = wp::vec_t<2, wp::float32>(var_375, var_376);
                            var_378 = wp::length(var_377);
                            var_379 = (var_378 < var_265);
                            if (var_379) {
                                // v0 = v0 + wp.cos(((v0 / (wp.abs(v1) + 1.0)) if 0.9 < v0 else (v0 - v1)))       <L 72>
                                var_381 = (var_380 < var_374);
                                if (var_381) {
                                    var_382 = wp::abs(var_265);
                                    var_384 = wp::add(var_382, var_383);
                                    var_385 = wp::div(var_374, var_384);
                                }
                                if (!var_381) {
                                    var_386 = wp::sub(var_374, var_265);
                                }
                                var_387 = wp::where(var_381, var_385, var_386);
                                var_388 = wp::cos(var_387);
                                var_389 = wp::add(var_374, var_388);
                                // v1 = v1 + wp.cos(v0)                                           <L 73>
                                var_390 = wp::cos(var_389);
                                var_391 = wp::add(var_265, var_390);
                                // v1 = v1 + wp.cos(v0)                                           <L 74>
                                var_392 = wp::cos(var_389);
                                var_393 = wp::add(var_391, var_392);
                            }
                            if (!var_379) {
                                // elif v1 >= (v1 if v1 <= v1 else v1):                           <L 75>
                                var_394 = (var_265 <= var_265);
                                if (var_394) {
                                }
                                if (!var_394) {
                                }
                                var_395 = wp::where(var_394, var_265, var_265);
                                var_396 = (var_265 >= var_395);
                                if (var_396) {
                                    // v0 -= wp.cos((wp.vec2(v0, v0)).x) * 1.13                   <L 76>
                                    var_397 = wp::vec_t<2, wp::float32>(var_374, var_374);
                                    var_399 = wp::extract(var_397, var_398);
                                    var_400 = wp::cos(var_399);
                                    var_402 = wp::mul(var_400, var_401);
                                    var_403 = wp::sub(var_374, var_402);
                                    // v12 = v1                                                   <L 77>
                                    var_404 = wp::copy(var_265);
                                    // v1 = v1 + wp.sin(((wp.vec2(0.4, -1.1))[1] * wp.clamp(v1, -1.79, 0.27)))       <L 78>
                                    var_407 = wp::vec_t<2, wp::float32>(var_405, var_406);
                                    var_409 = wp::extract(var_407, var_408);
                                    var_412 = wp::clamp(var_265, var_410, var_411);
                                    var_413 = wp::mul(var_409, var_412);
                                    var_414 = wp::sin(var_413);
                                    var_415 = wp::add(var_265, var_414);
                                }
                                if (!var_396) {
                                    // v1 += wp.tanh(v0)                                          <L 80>
                                    var_416 = wp::tanh(var_374);
                                    var_417 = wp::add(var_265, var_416);
                                    // v0 = v0 + wp.sin(wp.clamp(wp.pow(wp.abs(v1) + 1.0, wp.clamp(v1, -2.0, 2.0)), -1.04, 1.95))       <L 81>
                                    var_418 = wp::abs(var_417);
                                    var_420 = wp::add(var_418, var_419);
                                    var_423 = wp::clamp(var_417, var_421, var_422);
                                    var_424 = wp::pow(var_420, var_423);
                                    var_427 = wp::clamp(var_424, var_425, var_426);
                                    var_428 = wp::sin(var_427);
                                    var_429 = wp::add(var_374, var_428);
                                    // v0 = v0 + wp.sin(wp.log2(wp.abs(v1) + 1.0))                <L 82>
                                    var_430 = wp::abs(var_417);
                                    var_432 = wp::add(var_430, var_431);
                                    var_433 = wp::log2(var_432);
                                    var_434 = wp::sin(var_433);
                                    var_435 = wp::add(var_429, var_434);
                                }
                                var_436 = wp::where(var_396, var_403, var_435);
                                var_437 = wp::where(var_396, var_415, var_417);
                            }
                            var_438 = wp::where(var_379, var_389, var_436);
                            var_439 = wp::where(var_379, var_393, var_437);
                        }
                        var_440 = wp::where(var_363, var_264, var_438);
                        var_441 = wp::where(var_363, var_367, var_439);
                    }
                    var_442 = wp::where(var_355, var_264, var_440);
                    var_443 = wp::where(var_355, var_358, var_441);
                }
                var_444 = wp::where(var_266, var_264, var_442);
                var_445 = wp::where(var_266, var_349, var_443);
            }
            if (!var_143) {
                // elif (tid) % 2 == 1:                                                           <L 83>
                var_447 = wp::mod(var_0, var_446);
                var_449 = (var_447 == var_448);
                if (var_449) {
                    // v0 = v0 + wp.cos(((v1 * v1) * (wp.vec2(1.1, 1.66)).x))                     <L 84>
                    var_450 = wp::mul(var_5, var_5);
                    var_453 = wp::vec_t<2, wp::float32>(var_451, var_452);
                    var_455 = wp::extract(var_453, var_454);
                    var_456 = wp::mul(var_450, var_455);
                    var_457 = wp::cos(var_456);
                    var_458 = wp::add(var_17, var_457);
                }
                if (!var_449) {
                    // elif ((tid % 6)) % 3 == 1:                                                 <L 85>
                    var_460 = wp::mod(var_0, var_459);
                    var_462 = wp::mod(var_460, var_461);
                    var_464 = (var_462 == var_463);
                    if (var_464) {
                        // v0 = v0 + wp.sin(wp.length(wp.vec2(1.89)))                             <L 86>
                        var_466 = wp::vec_t<2, wp::float32>(var_465);
                        var_467 = wp::length(var_466);
                        var_468 = wp::sin(var_467);
                        var_469 = wp::add(var_17, var_468);
                        // if (v0 + v0) <= wp.log2(wp.abs(v0) + 1.0):                             <L 87>
                        var_470 = wp::add(var_469, var_469);
                        var_471 = wp::abs(var_469);
                        var_473 = wp::add(var_471, var_472);
                        var_474 = wp::log2(var_473);
                        var_475 = (var_470 <= var_474);
                        if (var_475) {
                            // v1 = v1 + wp.cos(wp.dot(wp.normalize(wp.vec2(1.666, -1.518)), wp.where(v0 < v1, wp.vec2(-1.322, -1.2), wp.vec2(-1.683, -1.795))))       <L 88>
                            var_478 = wp::vec_t<2, wp::float32>(var_476, var_477);
                            var_479 = wp::normalize(var_478);
                            var_480 = (var_469 < var_5);
                            var_483 = wp::vec_t<2, wp::float32>(var_481, var_482);
                            var_486 = wp::vec_t<2, wp::float32>(var_484, var_485);
                            var_487 = wp::where(var_480, var_483, var_486);
                            var_488 = wp::dot(var_479, var_487);
                            var_489 = wp::cos(var_488);
                            var_490 = wp::add(var_5, var_489);
                            // v0 = v0 + wp.sin(wp.exp(wp.clamp(wp.dot(wp.vec2(-0.55, 0.9), wp.vec2(-0.6)), -4.0, 2.0)))       <L 89>
                            var_493 = wp::vec_t<2, wp::float32>(var_491, var_492);
                            var_495 = wp::vec_t<2, wp::float32>(var_494);
                            var_496 = wp::dot(var_493, var_495);
                            var_499 = wp::clamp(var_496, var_497, var_498);
                            var_500 = wp::exp(var_499);
                            var_501 = wp::sin(var_500);
                            var_502 = wp::add(var_469, var_501);
                        }
                        if (!var_475) {
                            // v0 = v0 + wp.cos(wp.sinh(wp.clamp((0.6 + v0), -3.0, 3.0)))         <L 91>
                            var_504 = wp::add(var_503, var_469);
                            var_507 = wp::clamp(var_504, var_505, var_506);
                            var_508 = wp::sinh(var_507);
                            var_509 = wp::cos(var_508);
                            var_510 = wp::add(var_469, var_509);
                            // if (v1 <= -0.37) or (v0 < 0.1):                                    <L 92>
                            var_513 = (var_5 <= var_512);
                            var_511 = var_513;
                            if (!var_511) {
                                var_515 = (var_510 < var_514);
                                var_511 = var_511 || var_515;
                            }
                            if (var_511) {
                                // v0 = v0 + wp.tanh(min(v0, (v0 - v0)))                          <L 93>
                                var_516 = wp::sub(var_510, var_510);
                                var_517 = wp::min(var_510, var_516);
                                var_518 = wp::tanh(var_517);
                                var_519 = wp::add(var_510, var_518);
                                // v1 -= wp.tanh(v0) * 1.51                                       <L 94>
                                var_520 = wp::tanh(var_519);
                                var_522 = wp::mul(var_520, var_521);
                                var_523 = wp::sub(var_5, var_522);
                            }
                            if (!var_511) {
                                // elif v0 < wp.atan(v1):                                         <L 95>
                                var_524 = wp::atan(var_5);
                                var_525 = (var_510 < var_524);
                                if (var_525) {
                                    // v1 = v1 + wp.sin(wp.log(wp.abs(wp.frac(v0)) + 1.0))        <L 96>
                                    var_526 = wp::frac(var_510);
                                    var_527 = wp::abs(var_526);
                                    var_529 = wp::add(var_527, var_528);
                                    var_530 = wp::log(var_529);
                                    var_531 = wp::sin(var_530);
                                    var_532 = wp::add(var_5, var_531);
                                    // v13 = wp.vec2(-0.4, -0.71)                                 <L 97>
                                    var_535 = wp::vec_t<2, wp::float32>(var_533, var_534);
                                    // v14 = (wp.sign(wp.length(v13)) * wp.degrees((-2.0 - v0)))       <L 98>
                                    var_536 = wp::length(var_535);
                                    var_537 = wp::sign(var_536);
                                    var_539 = wp::sub(var_538, var_510);
                                    var_540 = wp::degrees(var_539);
                                    var_541 = wp::mul(var_537, var_540);
                                }
                                if (!var_525) {
                                    // elif wp.clamp(v1, -1.98, 0.8) <= (2.0 - v0):               <L 99>
                                    var_544 = wp::clamp(var_5, var_542, var_543);
                                    var_546 = wp::sub(var_545, var_510);
                                    var_547 = (var_544 <= var_546);
                                    if (var_547) {
                                        // v0 = v0 + wp.sin(v0)                                   <L 100>
                                        var_548 = wp::sin(var_510);
                                        var_549 = wp::add(var_510, var_548);
                                        // v15 = (v1 * wp.log(wp.abs(v0) + 1.0))                  <L 101>
                                        var_550 = wp::abs(var_549);
                                        var_552 = wp::add(var_550, var_551);
                                        var_553 = wp::log(var_552);
                                        var_554 = wp::mul(var_5, var_553);
                                    }
                                    if (!var_547) {
                                        // v0 += wp.sin(((wp.vec2(0.26, 1.4) + wp.vec2(1.62, -0.8))).x)       <L 103>
                                        var_557 = wp::vec_t<2, wp::float32>(var_555, var_556);
                                        var_560 = wp::vec_t<2, wp::float32>(var_558, var_559);
                                        var_561 = wp::add(var_557, var_560);
                                        var_563 = wp::extract(var_561, var_562);
                                        var_564 = wp::sin(var_563);
                                        var_565 = wp::add(var_510, var_564);
                                        // v0 = v0 + wp.tanh((v1 - (v0 / (wp.abs(v1) + 1.0))))       <L 104>
                                        var_566 = wp::abs(var_5);
                                        var_568 = wp::add(var_566, var_567);
                                        var_569 = wp::div(var_565, var_568);
                                        var_570 = wp::sub(var_5, var_569);
                                        var_571 = wp::tanh(var_570);
                                        var_572 = wp::add(var_565, var_571);
                                        // v16 = wp.atan(((wp.vec2(-1.14))[0] * (v1 - v1)))       <L 105>
                                        var_574 = wp::vec_t<2, wp::float32>(var_573);
                                        var_576 = wp::extract(var_574, var_575);
                                        var_577 = wp::sub(var_5, var_5);
                                        var_578 = wp::mul(var_576, var_577);
                                        var_579 = wp::atan(var_578);
                                    }
                                    var_580 = wp::where(var_547, var_549, var_572);
                                }
                                var_581 = wp::where(var_525, var_510, var_580);
                                var_582 = wp::where(var_525, var_532, var_5);
                            }
                            var_583 = wp::where(var_511, var_519, var_581);
                            var_584 = wp::where(var_511, var_523, var_582);
                        }
                        var_585 = wp::where(var_475, var_502, var_583);
                        var_586 = wp::where(var_475, var_490, var_584);
                        // if wp.length(wp.vec2(-1.29, -1.705)) <= wp.clamp(v0, -0.88, 1.35):       <L 106>
                        var_589 = wp::vec_t<2, wp::float32>(var_587, var_588);
                        var_590 = wp::length(var_589);
                        var_593 = wp::clamp(var_585, var_591, var_592);
                        var_594 = (var_590 <= var_593);
                        if (var_594) {
                            // v0 = v0 + wp.sin(x0[(tid + 1) % x0.shape[0]])                      <L 107>
                            var_596 = wp::add(var_0, var_595);
                            var_597 = &(var_x0.shape);
                            var_600 = wp::load(var_597);
                            var_599 = wp::extract(var_600, var_598);
                            var_601 = wp::mod(var_596, var_599);
                            var_602 = wp::address(var_x0, var_601);
                            var_604 = wp::load(var_602);
                            var_603 = wp::sin(var_604);
                            var_605 = wp::add(var_585, var_603);
                        }
                        if (!var_594) {
                            // elif not (v0 <= v1 and 1.9 <= v0):                                 <L 108>
                            var_607 = (var_585 <= var_586);
                            var_606 = var_607;
                            if (var_606) {
                                var_609 = (var_608 <= var_585);
                                var_606 = var_606 && var_609;
                            }
                            var_610 = wp::unot(var_606);
                            if (var_610) {
                                // v0 = v0 + wp.tanh(((1.77 / (wp.abs(v0) + 1.0)) / (wp.abs(1.419) + 1.0)))       <L 109>
                                var_612 = wp::abs(var_585);
                                var_614 = wp::add(var_612, var_613);
                                var_615 = wp::div(var_611, var_614);
                                var_617 = wp::abs(var_616);
                                var_619 = wp::add(var_617, var_618);
                                var_620 = wp::div(var_615, var_619);
                                var_621 = wp::tanh(var_620);
                                var_622 = wp::add(var_585, var_621);
                                // if ((tid % 7)) % 2 == 1:                                       <L 110>
                                var_624 = wp::mod(var_0, var_623);
                                var_626 = wp::mod(var_624, var_625);
                                var_628 = (var_626 == var_627);
                                if (var_628) {
                                    // v1 += wp.cos((v1 + (v0 * v0)))                             <L 111>
                                    var_629 = wp::mul(var_622, var_622);
                                    var_630 = wp::add(var_586, var_629);
                                    var_631 = wp::cos(var_630);
                                    var_632 = wp::add(var_586, var_631);
                                    // v0 = v0 + wp.sin((wp.dot(wp.vec2(0.498), wp.vec2(0.68)) - (v1 - v0)))       <L 112>
                                    var_634 = wp::vec_t<2, wp::float32>(var_633);
                                    var_636 = wp::vec_t<2, wp::float32>(var_635);
                                    var_637 = wp::dot(var_634, var_636);
                                    var_638 = wp::sub(var_632, var_622);
                                    var_639 = wp::sub(var_637, var_638);
                                    var_640 = wp::sin(var_639);
                                    var_641 = wp::add(var_622, var_640);
                                    // v1 += wp.sin(wp.cbrt((v0 + v1)))                           <L 113>
                                    var_642 = wp::add(var_641, var_632);
                                    var_643 = wp::cbrt(var_642);
                                    var_644 = wp::sin(var_643);
                                    var_645 = wp::add(var_632, var_644);
                                }
                                var_646 = wp::where(var_628, var_641, var_622);
                                var_647 = wp::where(var_628, var_645, var_586);
                                // v1 = v1 + wp.sin(v1)                                           <L 114>
                                var_648 = wp::sin(var_647);
                                var_649 = wp::add(var_647, var_648);
                            }
                            if (!var_610) {
                                // v1 = v1 + wp.cos(wp.erfinv(wp.clamp((wp.vec2(-1.349, -1.763))[1], -0.8, 0.8)))       <L 116>
                                var_652 = wp::vec_t<2, wp::float32>(var_650, var_651);
                                var_654 = wp::extract(var_652, var_653);
                                var_657 = wp::clamp(var_654, var_655, var_656);
                                var_658 = wp::erfinv(var_657);
                                var_659 = wp::cos(var_658);
                                var_660 = wp::add(var_586, var_659);
                                // if (tid) % 2 == 0:                                             <L 117>
                                var_662 = wp::mod(var_0, var_661);
                                var_664 = (var_662 == var_663);
                                if (var_664) {
                                    // v1 += wp.sin(wp.cbrt(wp.step(v0) * v0))                    <L 118>
                                    var_665 = wp::step(var_585);
                                    var_666 = wp::mul(var_665, var_585);
                                    var_667 = wp::cbrt(var_666);
                                    var_668 = wp::sin(var_667);
                                    var_669 = wp::add(var_660, var_668);
                                    // v17 = (((v1 * v0) + v1) * wp.dot(wp.vec2(1.94, 0.9), wp.lerp(wp.vec2(-1.44, -1.4), wp.vec2(0.4, 0.91), v0)))       <L 119>
                                    var_670 = wp::mul(var_669, var_585);
                                    var_671 = wp::add(var_670, var_669);
                                    var_674 = wp::vec_t<2, wp::float32>(var_672, var_673);
                                    var_677 = wp::vec_t<2, wp::float32>(var_675, var_676);
                                    var_680 = wp::vec_t<2, wp::float32>(var_678, var_679);
                                    var_681 = wp::lerp(var_677, var_680, var_585);
                                    var_682 = wp::dot(var_674, var_681);
                                    var_683 = wp::mul(var_671, var_682);
                                }
                                var_684 = wp::where(var_664, var_669, var_660);
                            }
                            var_685 = wp::where(var_610, var_646, var_585);
                            var_686 = wp::where(var_610, var_649, var_684);
                        }
                        var_687 = wp::where(var_594, var_605, var_685);
                        var_688 = wp::where(var_594, var_586, var_686);
                    }
                    var_689 = wp::where(var_464, var_687, var_17);
                    var_690 = wp::where(var_464, var_688, var_5);
                }
                var_691 = wp::where(var_449, var_458, var_689);
                var_692 = wp::where(var_449, var_5, var_690);
            }
            var_693 = wp::where(var_143, var_444, var_691);
            var_694 = wp::where(var_143, var_445, var_692);
        }
        var_695 = wp::where(var_21, var_138, var_693);
        var_696 = wp::where(var_21, var_139, var_694);
        // out0[tid] = wp.cw_mul(wp.cw_mul(wp.vec2(-1.2, 0.88), wp.vec2(-1.3, -1.912)), (wp.vec2(1.903, 0.66) * v1))       <L 120>
        var_699 = wp::vec_t<2, wp::float32>(var_697, var_698);
        var_702 = wp::vec_t<2, wp::float32>(var_700, var_701);
        var_703 = wp::cw_mul(var_699, var_702);
        var_706 = wp::vec_t<2, wp::float32>(var_704, var_705);
        var_707 = wp::mul(var_706, var_696);
        var_708 = wp::cw_mul(var_703, var_707);
        wp::array_store(var_out0, var_0, var_708);
        // out1[tid] = ((wp.vec2(-0.7) / (wp.abs(v0) + 1.0)) - wp.min(wp.vec2(0.8, -0.4), wp.vec2(-1.72, 0.626)))       <L 121>
        var_710 = wp::vec_t<2, wp::float32>(var_709);
        var_711 = wp::abs(var_695);
        var_713 = wp::add(var_711, var_712);
        var_714 = wp::div(var_710, var_713);
        var_717 = wp::vec_t<2, wp::float32>(var_715, var_716);
        var_720 = wp::vec_t<2, wp::float32>(var_718, var_719);
        var_721 = wp::min(var_717, var_720);
        var_722 = wp::sub(var_714, var_721);
        wp::array_store(var_out1, var_0, var_722);
    }
}



extern "C" __global__ void multi_conditional_000000_ddc0fda2_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out1,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::float32> adj_x1,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_out0,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_out1)
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
        wp::float32* var_1;
        wp::float32 var_2;
        wp::float32 var_3;
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        const wp::float32 var_7 = -0.1;
        const wp::float32 var_8 = -0.58;
        wp::vec_t<2, wp::float32> var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        bool var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        const wp::float32 var_15 = 0.762;
        wp::float32 var_16;
        wp::float32 var_17;
        const wp::int32 var_18 = 4;
        wp::int32 var_19;
        const wp::int32 var_20 = 0;
        bool var_21;
        const wp::float32 var_22 = -1.97;
        const wp::float32 var_23 = -0.084;
        wp::vec_t<2, wp::float32> var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        const wp::float32 var_29 = 1.0;
        wp::float32 var_30;
        wp::float32 var_31;
        bool var_32;
        const wp::int32 var_33 = 3;
        wp::int32 var_34;
        wp::shape_t* var_35;
        const wp::int32 var_36 = 0;
        wp::int32 var_37;
        wp::shape_t var_38;
        wp::int32 var_39;
        wp::float32* var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::float32 var_43;
        wp::float32 var_44;
        bool var_45;
        const wp::float32 var_46 = 1.32;
        const wp::float32 var_47 = 0.48;
        wp::vec_t<2, wp::float32> var_48;
        const wp::int32 var_49 = 0;
        wp::float32 var_50;
        wp::float32 var_51;
        const wp::float32 var_52 = 1.0;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float32 var_55;
        wp::float32 var_56;
        const wp::float32 var_57 = -0.5;
        const wp::float32 var_58 = -0.278;
        wp::vec_t<2, wp::float32> var_59;
        wp::vec_t<2, wp::float32> var_60;
        bool var_61;
        const wp::int32 var_62 = 3;
        wp::int32 var_63;
        wp::shape_t* var_64;
        const wp::int32 var_65 = 0;
        wp::int32 var_66;
        wp::shape_t var_67;
        wp::int32 var_68;
        wp::float32* var_69;
        const wp::float32 var_70 = -1.71;
        const wp::float32 var_71 = 0.45;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::float32 var_75;
        const wp::float32 var_76 = 0.7;
        const wp::float32 var_77 = 1.4;
        wp::vec_t<2, wp::float32> var_78;
        wp::float32 var_79;
        wp::float32 var_80;
        wp::float32 var_81;
        wp::float32 var_82;
        wp::float32 var_83;
        const wp::float32 var_84 = 1.32;
        wp::vec_t<2, wp::float32> var_85;
        const wp::int32 var_86 = 1;
        wp::float32 var_87;
        wp::float32 var_88;
        wp::float32 var_89;
        wp::float32 var_90;
        wp::float32 var_91;
        wp::float32 var_92;
        wp::float32 var_93;
        wp::float32 var_94;
        wp::float32 var_95;
        wp::float32 var_96;
        wp::float32 var_97;
        wp::float32 var_98;
        wp::float32 var_99;
        bool var_100;
        wp::float32 var_101;
        wp::float32 var_102;
        const wp::float32 var_103 = -0.9;
        wp::float32 var_104;
        wp::float32 var_105;
        wp::float32 var_106;
        const wp::float32 var_107 = 1.0;
        wp::float32 var_108;
        wp::float32 var_109;
        const wp::float32 var_110 = -1.915;
        const wp::float32 var_111 = 1.225;
        const wp::float32 var_112 = 1.1;
        wp::vec_t<2, wp::float32> var_113;
        wp::float32 var_114;
        wp::float32 var_115;
        wp::float32 var_116;
        const wp::float32 var_117 = 1.91;
        wp::float32 var_118;
        wp::float32 var_119;
        wp::float32 var_120;
        wp::vec_t<2, wp::float32> var_121;
        const wp::float32 var_122 = -0.13;
        const wp::float32 var_123 = -1.179;
        wp::vec_t<2, wp::float32> var_124;
        const wp::float32 var_125 = 0.5;
        const wp::float32 var_126 = 1.12;
        wp::vec_t<2, wp::float32> var_127;
        wp::vec_t<2, wp::float32> var_128;
        const wp::float32 var_129 = -1.03;
        const wp::float32 var_130 = 1.32;
        wp::float32 var_131;
        wp::float32 var_132;
        const wp::float32 var_133 = 1.0;
        wp::float32 var_134;
        wp::vec_t<2, wp::float32> var_135;
        wp::vec_t<2, wp::float32> var_136;
        wp::float32 var_137;
        wp::float32 var_138;
        wp::float32 var_139;
        const wp::int32 var_140 = 4;
        wp::int32 var_141;
        const wp::int32 var_142 = 0;
        bool var_143;
        const wp::float32 var_144 = -0.77;
        const wp::float32 var_145 = 1.21;
        wp::vec_t<2, wp::float32> var_146;
        const wp::float32 var_147 = -0.22;
        const wp::float32 var_148 = -0.506;
        wp::vec_t<2, wp::float32> var_149;
        wp::float32 var_150;
        wp::float32 var_151;
        wp::float32 var_152;
        wp::float32 var_153;
        wp::float32 var_154;
        bool var_155;
        const wp::int32 var_156 = 4;
        wp::int32 var_157;
        const wp::int32 var_158 = 1;
        bool var_159;
        const wp::int32 var_160 = 4;
        wp::int32 var_161;
        const wp::int32 var_162 = 1;
        bool var_163;
        const wp::float32 var_164 = 1.5;
        const wp::float32 var_165 = -0.6;
        wp::vec_t<2, wp::float32> var_166;
        const wp::float32 var_167 = 1.442;
        const wp::float32 var_168 = 1.512;
        wp::vec_t<2, wp::float32> var_169;
        wp::float32 var_170;
        wp::float32 var_171;
        const wp::float32 var_172 = 1.0;
        wp::float32 var_173;
        wp::float32 var_174;
        wp::float32 var_175;
        wp::float32 var_176;
        wp::float32 var_177;
        const wp::float32 var_178 = 1.0;
        wp::float32 var_179;
        wp::float32 var_180;
        wp::float32 var_181;
        const wp::float32 var_182 = 0.34;
        wp::float32 var_183;
        wp::float32 var_184;
        const wp::float32 var_185 = 0.33;
        wp::float32 var_186;
        const wp::float32 var_187 = 1.0;
        wp::float32 var_188;
        wp::float32 var_189;
        wp::float32 var_190;
        bool var_191;
        wp::float32 var_192;
        const wp::float32 var_193 = 0.55;
        wp::float32 var_194;
        wp::float32 var_195;
        wp::float32 var_196;
        wp::float32 var_197;
        wp::float32 var_198;
        wp::float32 var_199;
        const wp::float32 var_200 = 1.6;
        const wp::float32 var_201 = 0.59;
        wp::vec_t<2, wp::float32> var_202;
        const wp::int32 var_203 = 1;
        wp::float32 var_204;
        wp::float32 var_205;
        const wp::float32 var_206 = 1.0;
        wp::float32 var_207;
        wp::float32 var_208;
        wp::float32 var_209;
        wp::float32 var_210;
        wp::float32 var_211;
        wp::float32 var_212;
        bool var_213;
        const wp::float32 var_214 = -1.105;
        const wp::float32 var_215 = -1.6;
        wp::vec_t<2, wp::float32> var_216;
        wp::vec_t<2, wp::float32> var_217;
        const wp::float32 var_218 = 0.32;
        const wp::float32 var_219 = -1.6;
        wp::vec_t<2, wp::float32> var_220;
        wp::vec_t<2, wp::float32> var_221;
        wp::float32 var_222;
        wp::float32 var_223;
        wp::float32 var_224;
        const wp::int32 var_225 = 1;
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
        const wp::float32 var_236 = -1.5;
        wp::vec_t<2, wp::float32> var_237;
        const wp::float32 var_238 = 1.187;
        const wp::float32 var_239 = 0.342;
        wp::vec_t<2, wp::float32> var_240;
        wp::float32 var_241;
        wp::float32 var_242;
        const wp::float32 var_243 = 1.0;
        wp::float32 var_244;
        wp::float32 var_245;
        wp::float32 var_246;
        wp::vec_t<2, wp::float32> var_247;
        wp::float32 var_248;
        wp::float32 var_249;
        wp::float32 var_250;
        wp::float32 var_251;
        wp::vec_t<2, wp::float32> var_252;
        wp::float32 var_253;
        wp::float32 var_254;
        const wp::float32 var_255 = 1.0;
        wp::float32 var_256;
        wp::float32 var_257;
        wp::float32 var_258;
        const wp::float32 var_259 = 0.89;
        wp::float32 var_260;
        wp::float32 var_261;
        wp::float32 var_262;
        wp::float32 var_263;
        wp::float32 var_264;
        wp::float32 var_265;
        bool var_266;
        wp::float32 var_267;
        const wp::float32 var_268 = 0.82;
        wp::float32 var_269;
        wp::float32 var_270;
        bool var_271;
        bool var_272;
        bool var_273;
        wp::float32 var_274;
        wp::float32 var_275;
        const wp::int32 var_276 = 5;
        wp::int32 var_277;
        wp::shape_t* var_278;
        const wp::int32 var_279 = 0;
        wp::int32 var_280;
        wp::shape_t var_281;
        wp::int32 var_282;
        wp::float32* var_283;
        bool var_284;
        wp::float32 var_285;
        wp::vec_t<2, wp::float32> var_286;
        wp::float32 var_287;
        const wp::float32 var_288 = -1.4;
        const wp::float32 var_289 = -0.184;
        wp::vec_t<2, wp::float32> var_290;
        wp::float32 var_291;
        wp::vec_t<2, wp::float32> var_292;
        wp::vec_t<2, wp::float32> var_293;
        const wp::float32 var_294 = -1.1;
        wp::float32 var_295;
        const wp::float32 var_296 = 1.0;
        wp::float32 var_297;
        wp::float32 var_298;
        const wp::float32 var_299 = -3.0;
        const wp::float32 var_300 = 3.0;
        wp::float32 var_301;
        wp::float32 var_302;
        wp::float32 var_303;
        const wp::float32 var_304 = 1.0;
        wp::float32 var_305;
        wp::float32 var_306;
        wp::float32 var_307;
        wp::float32 var_308;
        bool var_309;
        bool var_310;
        bool var_311;
        bool var_312;
        const wp::int32 var_313 = 3;
        wp::int32 var_314;
        const wp::int32 var_315 = 1;
        bool var_316;
        wp::float32 var_317;
        wp::float32 var_318;
        wp::float32 var_319;
        const wp::float32 var_320 = 1.0;
        wp::float32 var_321;
        wp::float32 var_322;
        const wp::float32 var_323 = -0.4;
        const wp::float32 var_324 = 0.556;
        wp::vec_t<2, wp::float32> var_325;
        wp::vec_t<2, wp::float32> var_326;
        wp::vec_t<2, wp::float32> var_327;
        const wp::float32 var_328 = -1.5;
        const wp::float32 var_329 = -1.5;
        wp::vec_t<2, wp::float32> var_330;
        wp::float32 var_331;
        wp::vec_t<2, wp::float32> var_332;
        wp::vec_t<2, wp::float32> var_333;
        wp::float32 var_334;
        bool var_335;
        wp::float32 var_336;
        bool var_337;
        wp::float32 var_338;
        wp::float32 var_339;
        const wp::float32 var_340 = -0.9;
        const wp::float32 var_341 = 0.9;
        wp::float32 var_342;
        wp::float32 var_343;
        wp::float32 var_344;
        wp::float32 var_345;
        wp::float32 var_346;
        wp::float32 var_347;
        wp::float32 var_348;
        wp::float32 var_349;
        const wp::int32 var_350 = 6;
        wp::int32 var_351;
        const wp::int32 var_352 = 3;
        wp::int32 var_353;
        const wp::int32 var_354 = 0;
        bool var_355;
        wp::float32 var_356;
        wp::float32 var_357;
        wp::float32 var_358;
        const wp::float32 var_359 = -3.0;
        const wp::float32 var_360 = 3.0;
        wp::float32 var_361;
        wp::float32 var_362;
        bool var_363;
        wp::float32 var_364;
        wp::float32 var_365;
        wp::float32 var_366;
        wp::float32 var_367;
        const wp::float32 var_368 = -100.0;
        const wp::float32 var_369 = 100.0;
        wp::float32 var_370;
        wp::int32 var_371;
        wp::float32 var_372;
        wp::float32 var_373;
        wp::float32 var_374;
        const wp::float32 var_375 = -0.14;
        const wp::float32 var_376 = 1.4;
        wp::vec_t<2, wp::float32> var_377;
        wp::float32 var_378;
        bool var_379;
        const wp::float32 var_380 = 0.9;
        bool var_381;
        wp::float32 var_382;
        const wp::float32 var_383 = 1.0;
        wp::float32 var_384;
        wp::float32 var_385;
        wp::float32 var_386;
        wp::float32 var_387;
        wp::float32 var_388;
        wp::float32 var_389;
        wp::float32 var_390;
        wp::float32 var_391;
        wp::float32 var_392;
        wp::float32 var_393;
        bool var_394;
        wp::float32 var_395;
        bool var_396;
        wp::vec_t<2, wp::float32> var_397;
        const wp::int32 var_398 = 0;
        wp::float32 var_399;
        wp::float32 var_400;
        const wp::float32 var_401 = 1.13;
        wp::float32 var_402;
        wp::float32 var_403;
        wp::float32 var_404;
        const wp::float32 var_405 = 0.4;
        const wp::float32 var_406 = -1.1;
        wp::vec_t<2, wp::float32> var_407;
        const wp::int32 var_408 = 1;
        wp::float32 var_409;
        const wp::float32 var_410 = -1.79;
        const wp::float32 var_411 = 0.27;
        wp::float32 var_412;
        wp::float32 var_413;
        wp::float32 var_414;
        wp::float32 var_415;
        wp::float32 var_416;
        wp::float32 var_417;
        wp::float32 var_418;
        const wp::float32 var_419 = 1.0;
        wp::float32 var_420;
        const wp::float32 var_421 = -2.0;
        const wp::float32 var_422 = 2.0;
        wp::float32 var_423;
        wp::float32 var_424;
        const wp::float32 var_425 = -1.04;
        const wp::float32 var_426 = 1.95;
        wp::float32 var_427;
        wp::float32 var_428;
        wp::float32 var_429;
        wp::float32 var_430;
        const wp::float32 var_431 = 1.0;
        wp::float32 var_432;
        wp::float32 var_433;
        wp::float32 var_434;
        wp::float32 var_435;
        wp::float32 var_436;
        wp::float32 var_437;
        wp::float32 var_438;
        wp::float32 var_439;
        wp::float32 var_440;
        wp::float32 var_441;
        wp::float32 var_442;
        wp::float32 var_443;
        wp::float32 var_444;
        wp::float32 var_445;
        const wp::int32 var_446 = 2;
        wp::int32 var_447;
        const wp::int32 var_448 = 1;
        bool var_449;
        wp::float32 var_450;
        const wp::float32 var_451 = 1.1;
        const wp::float32 var_452 = 1.66;
        wp::vec_t<2, wp::float32> var_453;
        const wp::int32 var_454 = 0;
        wp::float32 var_455;
        wp::float32 var_456;
        wp::float32 var_457;
        wp::float32 var_458;
        const wp::int32 var_459 = 6;
        wp::int32 var_460;
        const wp::int32 var_461 = 3;
        wp::int32 var_462;
        const wp::int32 var_463 = 1;
        bool var_464;
        const wp::float32 var_465 = 1.89;
        wp::vec_t<2, wp::float32> var_466;
        wp::float32 var_467;
        wp::float32 var_468;
        wp::float32 var_469;
        wp::float32 var_470;
        wp::float32 var_471;
        const wp::float32 var_472 = 1.0;
        wp::float32 var_473;
        wp::float32 var_474;
        bool var_475;
        const wp::float32 var_476 = 1.666;
        const wp::float32 var_477 = -1.518;
        wp::vec_t<2, wp::float32> var_478;
        wp::vec_t<2, wp::float32> var_479;
        bool var_480;
        const wp::float32 var_481 = -1.322;
        const wp::float32 var_482 = -1.2;
        wp::vec_t<2, wp::float32> var_483;
        const wp::float32 var_484 = -1.683;
        const wp::float32 var_485 = -1.795;
        wp::vec_t<2, wp::float32> var_486;
        wp::vec_t<2, wp::float32> var_487;
        wp::float32 var_488;
        wp::float32 var_489;
        wp::float32 var_490;
        const wp::float32 var_491 = -0.55;
        const wp::float32 var_492 = 0.9;
        wp::vec_t<2, wp::float32> var_493;
        const wp::float32 var_494 = -0.6;
        wp::vec_t<2, wp::float32> var_495;
        wp::float32 var_496;
        const wp::float32 var_497 = -4.0;
        const wp::float32 var_498 = 2.0;
        wp::float32 var_499;
        wp::float32 var_500;
        wp::float32 var_501;
        wp::float32 var_502;
        const wp::float32 var_503 = 0.6;
        wp::float32 var_504;
        const wp::float32 var_505 = -3.0;
        const wp::float32 var_506 = 3.0;
        wp::float32 var_507;
        wp::float32 var_508;
        wp::float32 var_509;
        wp::float32 var_510;
        bool var_511;
        const wp::float32 var_512 = -0.37;
        bool var_513;
        const wp::float32 var_514 = 0.1;
        bool var_515;
        wp::float32 var_516;
        wp::float32 var_517;
        wp::float32 var_518;
        wp::float32 var_519;
        wp::float32 var_520;
        const wp::float32 var_521 = 1.51;
        wp::float32 var_522;
        wp::float32 var_523;
        wp::float32 var_524;
        bool var_525;
        wp::float32 var_526;
        wp::float32 var_527;
        const wp::float32 var_528 = 1.0;
        wp::float32 var_529;
        wp::float32 var_530;
        wp::float32 var_531;
        wp::float32 var_532;
        const wp::float32 var_533 = -0.4;
        const wp::float32 var_534 = -0.71;
        wp::vec_t<2, wp::float32> var_535;
        wp::float32 var_536;
        wp::float32 var_537;
        const wp::float32 var_538 = -2.0;
        wp::float32 var_539;
        wp::float32 var_540;
        wp::float32 var_541;
        const wp::float32 var_542 = -1.98;
        const wp::float32 var_543 = 0.8;
        wp::float32 var_544;
        const wp::float32 var_545 = 2.0;
        wp::float32 var_546;
        bool var_547;
        wp::float32 var_548;
        wp::float32 var_549;
        wp::float32 var_550;
        const wp::float32 var_551 = 1.0;
        wp::float32 var_552;
        wp::float32 var_553;
        wp::float32 var_554;
        const wp::float32 var_555 = 0.26;
        const wp::float32 var_556 = 1.4;
        wp::vec_t<2, wp::float32> var_557;
        const wp::float32 var_558 = 1.62;
        const wp::float32 var_559 = -0.8;
        wp::vec_t<2, wp::float32> var_560;
        wp::vec_t<2, wp::float32> var_561;
        const wp::int32 var_562 = 0;
        wp::float32 var_563;
        wp::float32 var_564;
        wp::float32 var_565;
        wp::float32 var_566;
        const wp::float32 var_567 = 1.0;
        wp::float32 var_568;
        wp::float32 var_569;
        wp::float32 var_570;
        wp::float32 var_571;
        wp::float32 var_572;
        const wp::float32 var_573 = -1.14;
        wp::vec_t<2, wp::float32> var_574;
        const wp::int32 var_575 = 0;
        wp::float32 var_576;
        wp::float32 var_577;
        wp::float32 var_578;
        wp::float32 var_579;
        wp::float32 var_580;
        wp::float32 var_581;
        wp::float32 var_582;
        wp::float32 var_583;
        wp::float32 var_584;
        wp::float32 var_585;
        wp::float32 var_586;
        const wp::float32 var_587 = -1.29;
        const wp::float32 var_588 = -1.705;
        wp::vec_t<2, wp::float32> var_589;
        wp::float32 var_590;
        const wp::float32 var_591 = -0.88;
        const wp::float32 var_592 = 1.35;
        wp::float32 var_593;
        bool var_594;
        const wp::int32 var_595 = 1;
        wp::int32 var_596;
        wp::shape_t* var_597;
        const wp::int32 var_598 = 0;
        wp::int32 var_599;
        wp::shape_t var_600;
        wp::int32 var_601;
        wp::float32* var_602;
        wp::float32 var_603;
        wp::float32 var_604;
        wp::float32 var_605;
        bool var_606;
        bool var_607;
        const wp::float32 var_608 = 1.9;
        bool var_609;
        bool var_610;
        const wp::float32 var_611 = 1.77;
        wp::float32 var_612;
        const wp::float32 var_613 = 1.0;
        wp::float32 var_614;
        wp::float32 var_615;
        const wp::float32 var_616 = 1.419;
        wp::float32 var_617;
        const wp::float32 var_618 = 1.0;
        wp::float32 var_619;
        wp::float32 var_620;
        wp::float32 var_621;
        wp::float32 var_622;
        const wp::int32 var_623 = 7;
        wp::int32 var_624;
        const wp::int32 var_625 = 2;
        wp::int32 var_626;
        const wp::int32 var_627 = 1;
        bool var_628;
        wp::float32 var_629;
        wp::float32 var_630;
        wp::float32 var_631;
        wp::float32 var_632;
        const wp::float32 var_633 = 0.498;
        wp::vec_t<2, wp::float32> var_634;
        const wp::float32 var_635 = 0.68;
        wp::vec_t<2, wp::float32> var_636;
        wp::float32 var_637;
        wp::float32 var_638;
        wp::float32 var_639;
        wp::float32 var_640;
        wp::float32 var_641;
        wp::float32 var_642;
        wp::float32 var_643;
        wp::float32 var_644;
        wp::float32 var_645;
        wp::float32 var_646;
        wp::float32 var_647;
        wp::float32 var_648;
        wp::float32 var_649;
        const wp::float32 var_650 = -1.349;
        const wp::float32 var_651 = -1.763;
        wp::vec_t<2, wp::float32> var_652;
        const wp::int32 var_653 = 1;
        wp::float32 var_654;
        const wp::float32 var_655 = -0.8;
        const wp::float32 var_656 = 0.8;
        wp::float32 var_657;
        wp::float32 var_658;
        wp::float32 var_659;
        wp::float32 var_660;
        const wp::int32 var_661 = 2;
        wp::int32 var_662;
        const wp::int32 var_663 = 0;
        bool var_664;
        wp::float32 var_665;
        wp::float32 var_666;
        wp::float32 var_667;
        wp::float32 var_668;
        wp::float32 var_669;
        wp::float32 var_670;
        wp::float32 var_671;
        const wp::float32 var_672 = 1.94;
        const wp::float32 var_673 = 0.9;
        wp::vec_t<2, wp::float32> var_674;
        const wp::float32 var_675 = -1.44;
        const wp::float32 var_676 = -1.4;
        wp::vec_t<2, wp::float32> var_677;
        const wp::float32 var_678 = 0.4;
        const wp::float32 var_679 = 0.91;
        wp::vec_t<2, wp::float32> var_680;
        wp::vec_t<2, wp::float32> var_681;
        wp::float32 var_682;
        wp::float32 var_683;
        wp::float32 var_684;
        wp::float32 var_685;
        wp::float32 var_686;
        wp::float32 var_687;
        wp::float32 var_688;
        wp::float32 var_689;
        wp::float32 var_690;
        wp::float32 var_691;
        wp::float32 var_692;
        wp::float32 var_693;
        wp::float32 var_694;
        wp::float32 var_695;
        wp::float32 var_696;
        const wp::float32 var_697 = -1.2;
        const wp::float32 var_698 = 0.88;
        wp::vec_t<2, wp::float32> var_699;
        const wp::float32 var_700 = -1.3;
        const wp::float32 var_701 = -1.912;
        wp::vec_t<2, wp::float32> var_702;
        wp::vec_t<2, wp::float32> var_703;
        const wp::float32 var_704 = 1.903;
        const wp::float32 var_705 = 0.66;
        wp::vec_t<2, wp::float32> var_706;
        wp::vec_t<2, wp::float32> var_707;
        wp::vec_t<2, wp::float32> var_708;
        const wp::float32 var_709 = -0.7;
        wp::vec_t<2, wp::float32> var_710;
        wp::float32 var_711;
        const wp::float32 var_712 = 1.0;
        wp::float32 var_713;
        wp::vec_t<2, wp::float32> var_714;
        const wp::float32 var_715 = 0.8;
        const wp::float32 var_716 = -0.4;
        wp::vec_t<2, wp::float32> var_717;
        const wp::float32 var_718 = -1.72;
        const wp::float32 var_719 = 0.626;
        wp::vec_t<2, wp::float32> var_720;
        wp::vec_t<2, wp::float32> var_721;
        wp::vec_t<2, wp::float32> var_722;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::vec_t<2, wp::float32> adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        bool adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::int32 adj_18 = {};
        wp::int32 adj_19 = {};
        wp::int32 adj_20 = {};
        bool adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::vec_t<2, wp::float32> adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        bool adj_32 = {};
        wp::int32 adj_33 = {};
        wp::int32 adj_34 = {};
        wp::shape_t adj_35 = {};
        wp::int32 adj_36 = {};
        wp::int32 adj_37 = {};
        wp::shape_t adj_38 = {};
        wp::int32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        bool adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::vec_t<2, wp::float32> adj_48 = {};
        wp::int32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::float32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::vec_t<2, wp::float32> adj_59 = {};
        wp::vec_t<2, wp::float32> adj_60 = {};
        bool adj_61 = {};
        wp::int32 adj_62 = {};
        wp::int32 adj_63 = {};
        wp::shape_t adj_64 = {};
        wp::int32 adj_65 = {};
        wp::int32 adj_66 = {};
        wp::shape_t adj_67 = {};
        wp::int32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::float32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::float32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::float32 adj_74 = {};
        wp::float32 adj_75 = {};
        wp::float32 adj_76 = {};
        wp::float32 adj_77 = {};
        wp::vec_t<2, wp::float32> adj_78 = {};
        wp::float32 adj_79 = {};
        wp::float32 adj_80 = {};
        wp::float32 adj_81 = {};
        wp::float32 adj_82 = {};
        wp::float32 adj_83 = {};
        wp::float32 adj_84 = {};
        wp::vec_t<2, wp::float32> adj_85 = {};
        wp::int32 adj_86 = {};
        wp::float32 adj_87 = {};
        wp::float32 adj_88 = {};
        wp::float32 adj_89 = {};
        wp::float32 adj_90 = {};
        wp::float32 adj_91 = {};
        wp::float32 adj_92 = {};
        wp::float32 adj_93 = {};
        wp::float32 adj_94 = {};
        wp::float32 adj_95 = {};
        wp::float32 adj_96 = {};
        wp::float32 adj_97 = {};
        wp::float32 adj_98 = {};
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
        wp::float32 adj_111 = {};
        wp::float32 adj_112 = {};
        wp::vec_t<2, wp::float32> adj_113 = {};
        wp::float32 adj_114 = {};
        wp::float32 adj_115 = {};
        wp::float32 adj_116 = {};
        wp::float32 adj_117 = {};
        wp::float32 adj_118 = {};
        wp::float32 adj_119 = {};
        wp::float32 adj_120 = {};
        wp::vec_t<2, wp::float32> adj_121 = {};
        wp::float32 adj_122 = {};
        wp::float32 adj_123 = {};
        wp::vec_t<2, wp::float32> adj_124 = {};
        wp::float32 adj_125 = {};
        wp::float32 adj_126 = {};
        wp::vec_t<2, wp::float32> adj_127 = {};
        wp::vec_t<2, wp::float32> adj_128 = {};
        wp::float32 adj_129 = {};
        wp::float32 adj_130 = {};
        wp::float32 adj_131 = {};
        wp::float32 adj_132 = {};
        wp::float32 adj_133 = {};
        wp::float32 adj_134 = {};
        wp::vec_t<2, wp::float32> adj_135 = {};
        wp::vec_t<2, wp::float32> adj_136 = {};
        wp::float32 adj_137 = {};
        wp::float32 adj_138 = {};
        wp::float32 adj_139 = {};
        wp::int32 adj_140 = {};
        wp::int32 adj_141 = {};
        wp::int32 adj_142 = {};
        bool adj_143 = {};
        wp::float32 adj_144 = {};
        wp::float32 adj_145 = {};
        wp::vec_t<2, wp::float32> adj_146 = {};
        wp::float32 adj_147 = {};
        wp::float32 adj_148 = {};
        wp::vec_t<2, wp::float32> adj_149 = {};
        wp::float32 adj_150 = {};
        wp::float32 adj_151 = {};
        wp::float32 adj_152 = {};
        wp::float32 adj_153 = {};
        wp::float32 adj_154 = {};
        bool adj_155 = {};
        wp::int32 adj_156 = {};
        wp::int32 adj_157 = {};
        wp::int32 adj_158 = {};
        bool adj_159 = {};
        wp::int32 adj_160 = {};
        wp::int32 adj_161 = {};
        wp::int32 adj_162 = {};
        bool adj_163 = {};
        wp::float32 adj_164 = {};
        wp::float32 adj_165 = {};
        wp::vec_t<2, wp::float32> adj_166 = {};
        wp::float32 adj_167 = {};
        wp::float32 adj_168 = {};
        wp::vec_t<2, wp::float32> adj_169 = {};
        wp::float32 adj_170 = {};
        wp::float32 adj_171 = {};
        wp::float32 adj_172 = {};
        wp::float32 adj_173 = {};
        wp::float32 adj_174 = {};
        wp::float32 adj_175 = {};
        wp::float32 adj_176 = {};
        wp::float32 adj_177 = {};
        wp::float32 adj_178 = {};
        wp::float32 adj_179 = {};
        wp::float32 adj_180 = {};
        wp::float32 adj_181 = {};
        wp::float32 adj_182 = {};
        wp::float32 adj_183 = {};
        wp::float32 adj_184 = {};
        wp::float32 adj_185 = {};
        wp::float32 adj_186 = {};
        wp::float32 adj_187 = {};
        wp::float32 adj_188 = {};
        wp::float32 adj_189 = {};
        wp::float32 adj_190 = {};
        bool adj_191 = {};
        wp::float32 adj_192 = {};
        wp::float32 adj_193 = {};
        wp::float32 adj_194 = {};
        wp::float32 adj_195 = {};
        wp::float32 adj_196 = {};
        wp::float32 adj_197 = {};
        wp::float32 adj_198 = {};
        wp::float32 adj_199 = {};
        wp::float32 adj_200 = {};
        wp::float32 adj_201 = {};
        wp::vec_t<2, wp::float32> adj_202 = {};
        wp::int32 adj_203 = {};
        wp::float32 adj_204 = {};
        wp::float32 adj_205 = {};
        wp::float32 adj_206 = {};
        wp::float32 adj_207 = {};
        wp::float32 adj_208 = {};
        wp::float32 adj_209 = {};
        wp::float32 adj_210 = {};
        wp::float32 adj_211 = {};
        wp::float32 adj_212 = {};
        bool adj_213 = {};
        wp::float32 adj_214 = {};
        wp::float32 adj_215 = {};
        wp::vec_t<2, wp::float32> adj_216 = {};
        wp::vec_t<2, wp::float32> adj_217 = {};
        wp::float32 adj_218 = {};
        wp::float32 adj_219 = {};
        wp::vec_t<2, wp::float32> adj_220 = {};
        wp::vec_t<2, wp::float32> adj_221 = {};
        wp::float32 adj_222 = {};
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
        wp::float32 adj_236 = {};
        wp::vec_t<2, wp::float32> adj_237 = {};
        wp::float32 adj_238 = {};
        wp::float32 adj_239 = {};
        wp::vec_t<2, wp::float32> adj_240 = {};
        wp::float32 adj_241 = {};
        wp::float32 adj_242 = {};
        wp::float32 adj_243 = {};
        wp::float32 adj_244 = {};
        wp::float32 adj_245 = {};
        wp::float32 adj_246 = {};
        wp::vec_t<2, wp::float32> adj_247 = {};
        wp::float32 adj_248 = {};
        wp::float32 adj_249 = {};
        wp::float32 adj_250 = {};
        wp::float32 adj_251 = {};
        wp::vec_t<2, wp::float32> adj_252 = {};
        wp::float32 adj_253 = {};
        wp::float32 adj_254 = {};
        wp::float32 adj_255 = {};
        wp::float32 adj_256 = {};
        wp::float32 adj_257 = {};
        wp::float32 adj_258 = {};
        wp::float32 adj_259 = {};
        wp::float32 adj_260 = {};
        wp::float32 adj_261 = {};
        wp::float32 adj_262 = {};
        wp::float32 adj_263 = {};
        wp::float32 adj_264 = {};
        wp::float32 adj_265 = {};
        bool adj_266 = {};
        wp::float32 adj_267 = {};
        wp::float32 adj_268 = {};
        wp::float32 adj_269 = {};
        wp::float32 adj_270 = {};
        bool adj_271 = {};
        bool adj_272 = {};
        bool adj_273 = {};
        wp::float32 adj_274 = {};
        wp::float32 adj_275 = {};
        wp::int32 adj_276 = {};
        wp::int32 adj_277 = {};
        wp::shape_t adj_278 = {};
        wp::int32 adj_279 = {};
        wp::int32 adj_280 = {};
        wp::shape_t adj_281 = {};
        wp::int32 adj_282 = {};
        wp::float32 adj_283 = {};
        bool adj_284 = {};
        wp::float32 adj_285 = {};
        wp::vec_t<2, wp::float32> adj_286 = {};
        wp::float32 adj_287 = {};
        wp::float32 adj_288 = {};
        wp::float32 adj_289 = {};
        wp::vec_t<2, wp::float32> adj_290 = {};
        wp::float32 adj_291 = {};
        wp::vec_t<2, wp::float32> adj_292 = {};
        wp::vec_t<2, wp::float32> adj_293 = {};
        wp::float32 adj_294 = {};
        wp::float32 adj_295 = {};
        wp::float32 adj_296 = {};
        wp::float32 adj_297 = {};
        wp::float32 adj_298 = {};
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
        bool adj_309 = {};
        bool adj_310 = {};
        bool adj_311 = {};
        bool adj_312 = {};
        wp::int32 adj_313 = {};
        wp::int32 adj_314 = {};
        wp::int32 adj_315 = {};
        bool adj_316 = {};
        wp::float32 adj_317 = {};
        wp::float32 adj_318 = {};
        wp::float32 adj_319 = {};
        wp::float32 adj_320 = {};
        wp::float32 adj_321 = {};
        wp::float32 adj_322 = {};
        wp::float32 adj_323 = {};
        wp::float32 adj_324 = {};
        wp::vec_t<2, wp::float32> adj_325 = {};
        wp::vec_t<2, wp::float32> adj_326 = {};
        wp::vec_t<2, wp::float32> adj_327 = {};
        wp::float32 adj_328 = {};
        wp::float32 adj_329 = {};
        wp::vec_t<2, wp::float32> adj_330 = {};
        wp::float32 adj_331 = {};
        wp::vec_t<2, wp::float32> adj_332 = {};
        wp::vec_t<2, wp::float32> adj_333 = {};
        wp::float32 adj_334 = {};
        bool adj_335 = {};
        wp::float32 adj_336 = {};
        bool adj_337 = {};
        wp::float32 adj_338 = {};
        wp::float32 adj_339 = {};
        wp::float32 adj_340 = {};
        wp::float32 adj_341 = {};
        wp::float32 adj_342 = {};
        wp::float32 adj_343 = {};
        wp::float32 adj_344 = {};
        wp::float32 adj_345 = {};
        wp::float32 adj_346 = {};
        wp::float32 adj_347 = {};
        wp::float32 adj_348 = {};
        wp::float32 adj_349 = {};
        wp::int32 adj_350 = {};
        wp::int32 adj_351 = {};
        wp::int32 adj_352 = {};
        wp::int32 adj_353 = {};
        wp::int32 adj_354 = {};
        bool adj_355 = {};
        wp::float32 adj_356 = {};
        wp::float32 adj_357 = {};
        wp::float32 adj_358 = {};
        wp::float32 adj_359 = {};
        wp::float32 adj_360 = {};
        wp::float32 adj_361 = {};
        wp::float32 adj_362 = {};
        bool adj_363 = {};
        wp::float32 adj_364 = {};
        wp::float32 adj_365 = {};
        wp::float32 adj_366 = {};
        wp::float32 adj_367 = {};
        wp::float32 adj_368 = {};
        wp::float32 adj_369 = {};
        wp::float32 adj_370 = {};
        wp::int32 adj_371 = {};
        wp::float32 adj_372 = {};
        wp::float32 adj_373 = {};
        wp::float32 adj_374 = {};
        wp::float32 adj_375 = {};
        wp::float32 adj_376 = {};
        wp::vec_t<2, wp::float32> adj_377 = {};
        wp::float32 adj_378 = {};
        bool adj_379 = {};
        wp::float32 adj_380 = {};
        bool adj_381 = {};
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
        bool adj_396 = {};
        wp::vec_t<2, wp::float32> adj_397 = {};
        wp::int32 adj_398 = {};
        wp::float32 adj_399 = {};
        wp::float32 adj_400 = {};
        wp::float32 adj_401 = {};
        wp::float32 adj_402 = {};
        wp::float32 adj_403 = {};
        wp::float32 adj_404 = {};
        wp::float32 adj_405 = {};
        wp::float32 adj_406 = {};
        wp::vec_t<2, wp::float32> adj_407 = {};
        wp::int32 adj_408 = {};
        wp::float32 adj_409 = {};
        wp::float32 adj_410 = {};
        wp::float32 adj_411 = {};
        wp::float32 adj_412 = {};
        wp::float32 adj_413 = {};
        wp::float32 adj_414 = {};
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
        wp::int32 adj_446 = {};
        wp::int32 adj_447 = {};
        wp::int32 adj_448 = {};
        bool adj_449 = {};
        wp::float32 adj_450 = {};
        wp::float32 adj_451 = {};
        wp::float32 adj_452 = {};
        wp::vec_t<2, wp::float32> adj_453 = {};
        wp::int32 adj_454 = {};
        wp::float32 adj_455 = {};
        wp::float32 adj_456 = {};
        wp::float32 adj_457 = {};
        wp::float32 adj_458 = {};
        wp::int32 adj_459 = {};
        wp::int32 adj_460 = {};
        wp::int32 adj_461 = {};
        wp::int32 adj_462 = {};
        wp::int32 adj_463 = {};
        bool adj_464 = {};
        wp::float32 adj_465 = {};
        wp::vec_t<2, wp::float32> adj_466 = {};
        wp::float32 adj_467 = {};
        wp::float32 adj_468 = {};
        wp::float32 adj_469 = {};
        wp::float32 adj_470 = {};
        wp::float32 adj_471 = {};
        wp::float32 adj_472 = {};
        wp::float32 adj_473 = {};
        wp::float32 adj_474 = {};
        bool adj_475 = {};
        wp::float32 adj_476 = {};
        wp::float32 adj_477 = {};
        wp::vec_t<2, wp::float32> adj_478 = {};
        wp::vec_t<2, wp::float32> adj_479 = {};
        bool adj_480 = {};
        wp::float32 adj_481 = {};
        wp::float32 adj_482 = {};
        wp::vec_t<2, wp::float32> adj_483 = {};
        wp::float32 adj_484 = {};
        wp::float32 adj_485 = {};
        wp::vec_t<2, wp::float32> adj_486 = {};
        wp::vec_t<2, wp::float32> adj_487 = {};
        wp::float32 adj_488 = {};
        wp::float32 adj_489 = {};
        wp::float32 adj_490 = {};
        wp::float32 adj_491 = {};
        wp::float32 adj_492 = {};
        wp::vec_t<2, wp::float32> adj_493 = {};
        wp::float32 adj_494 = {};
        wp::vec_t<2, wp::float32> adj_495 = {};
        wp::float32 adj_496 = {};
        wp::float32 adj_497 = {};
        wp::float32 adj_498 = {};
        wp::float32 adj_499 = {};
        wp::float32 adj_500 = {};
        wp::float32 adj_501 = {};
        wp::float32 adj_502 = {};
        wp::float32 adj_503 = {};
        wp::float32 adj_504 = {};
        wp::float32 adj_505 = {};
        wp::float32 adj_506 = {};
        wp::float32 adj_507 = {};
        wp::float32 adj_508 = {};
        wp::float32 adj_509 = {};
        wp::float32 adj_510 = {};
        bool adj_511 = {};
        wp::float32 adj_512 = {};
        bool adj_513 = {};
        wp::float32 adj_514 = {};
        bool adj_515 = {};
        wp::float32 adj_516 = {};
        wp::float32 adj_517 = {};
        wp::float32 adj_518 = {};
        wp::float32 adj_519 = {};
        wp::float32 adj_520 = {};
        wp::float32 adj_521 = {};
        wp::float32 adj_522 = {};
        wp::float32 adj_523 = {};
        wp::float32 adj_524 = {};
        bool adj_525 = {};
        wp::float32 adj_526 = {};
        wp::float32 adj_527 = {};
        wp::float32 adj_528 = {};
        wp::float32 adj_529 = {};
        wp::float32 adj_530 = {};
        wp::float32 adj_531 = {};
        wp::float32 adj_532 = {};
        wp::float32 adj_533 = {};
        wp::float32 adj_534 = {};
        wp::vec_t<2, wp::float32> adj_535 = {};
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
        wp::vec_t<2, wp::float32> adj_557 = {};
        wp::float32 adj_558 = {};
        wp::float32 adj_559 = {};
        wp::vec_t<2, wp::float32> adj_560 = {};
        wp::vec_t<2, wp::float32> adj_561 = {};
        wp::int32 adj_562 = {};
        wp::float32 adj_563 = {};
        wp::float32 adj_564 = {};
        wp::float32 adj_565 = {};
        wp::float32 adj_566 = {};
        wp::float32 adj_567 = {};
        wp::float32 adj_568 = {};
        wp::float32 adj_569 = {};
        wp::float32 adj_570 = {};
        wp::float32 adj_571 = {};
        wp::float32 adj_572 = {};
        wp::float32 adj_573 = {};
        wp::vec_t<2, wp::float32> adj_574 = {};
        wp::int32 adj_575 = {};
        wp::float32 adj_576 = {};
        wp::float32 adj_577 = {};
        wp::float32 adj_578 = {};
        wp::float32 adj_579 = {};
        wp::float32 adj_580 = {};
        wp::float32 adj_581 = {};
        wp::float32 adj_582 = {};
        wp::float32 adj_583 = {};
        wp::float32 adj_584 = {};
        wp::float32 adj_585 = {};
        wp::float32 adj_586 = {};
        wp::float32 adj_587 = {};
        wp::float32 adj_588 = {};
        wp::vec_t<2, wp::float32> adj_589 = {};
        wp::float32 adj_590 = {};
        wp::float32 adj_591 = {};
        wp::float32 adj_592 = {};
        wp::float32 adj_593 = {};
        bool adj_594 = {};
        wp::int32 adj_595 = {};
        wp::int32 adj_596 = {};
        wp::shape_t adj_597 = {};
        wp::int32 adj_598 = {};
        wp::int32 adj_599 = {};
        wp::shape_t adj_600 = {};
        wp::int32 adj_601 = {};
        wp::float32 adj_602 = {};
        wp::float32 adj_603 = {};
        wp::float32 adj_604 = {};
        wp::float32 adj_605 = {};
        bool adj_606 = {};
        bool adj_607 = {};
        wp::float32 adj_608 = {};
        bool adj_609 = {};
        bool adj_610 = {};
        wp::float32 adj_611 = {};
        wp::float32 adj_612 = {};
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
        wp::int32 adj_623 = {};
        wp::int32 adj_624 = {};
        wp::int32 adj_625 = {};
        wp::int32 adj_626 = {};
        wp::int32 adj_627 = {};
        bool adj_628 = {};
        wp::float32 adj_629 = {};
        wp::float32 adj_630 = {};
        wp::float32 adj_631 = {};
        wp::float32 adj_632 = {};
        wp::float32 adj_633 = {};
        wp::vec_t<2, wp::float32> adj_634 = {};
        wp::float32 adj_635 = {};
        wp::vec_t<2, wp::float32> adj_636 = {};
        wp::float32 adj_637 = {};
        wp::float32 adj_638 = {};
        wp::float32 adj_639 = {};
        wp::float32 adj_640 = {};
        wp::float32 adj_641 = {};
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
        wp::vec_t<2, wp::float32> adj_652 = {};
        wp::int32 adj_653 = {};
        wp::float32 adj_654 = {};
        wp::float32 adj_655 = {};
        wp::float32 adj_656 = {};
        wp::float32 adj_657 = {};
        wp::float32 adj_658 = {};
        wp::float32 adj_659 = {};
        wp::float32 adj_660 = {};
        wp::int32 adj_661 = {};
        wp::int32 adj_662 = {};
        wp::int32 adj_663 = {};
        bool adj_664 = {};
        wp::float32 adj_665 = {};
        wp::float32 adj_666 = {};
        wp::float32 adj_667 = {};
        wp::float32 adj_668 = {};
        wp::float32 adj_669 = {};
        wp::float32 adj_670 = {};
        wp::float32 adj_671 = {};
        wp::float32 adj_672 = {};
        wp::float32 adj_673 = {};
        wp::vec_t<2, wp::float32> adj_674 = {};
        wp::float32 adj_675 = {};
        wp::float32 adj_676 = {};
        wp::vec_t<2, wp::float32> adj_677 = {};
        wp::float32 adj_678 = {};
        wp::float32 adj_679 = {};
        wp::vec_t<2, wp::float32> adj_680 = {};
        wp::vec_t<2, wp::float32> adj_681 = {};
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
        wp::vec_t<2, wp::float32> adj_699 = {};
        wp::float32 adj_700 = {};
        wp::float32 adj_701 = {};
        wp::vec_t<2, wp::float32> adj_702 = {};
        wp::vec_t<2, wp::float32> adj_703 = {};
        wp::float32 adj_704 = {};
        wp::float32 adj_705 = {};
        wp::vec_t<2, wp::float32> adj_706 = {};
        wp::vec_t<2, wp::float32> adj_707 = {};
        wp::vec_t<2, wp::float32> adj_708 = {};
        wp::float32 adj_709 = {};
        wp::vec_t<2, wp::float32> adj_710 = {};
        wp::float32 adj_711 = {};
        wp::float32 adj_712 = {};
        wp::float32 adj_713 = {};
        wp::vec_t<2, wp::float32> adj_714 = {};
        wp::float32 adj_715 = {};
        wp::float32 adj_716 = {};
        wp::vec_t<2, wp::float32> adj_717 = {};
        wp::float32 adj_718 = {};
        wp::float32 adj_719 = {};
        wp::vec_t<2, wp::float32> adj_720 = {};
        wp::vec_t<2, wp::float32> adj_721 = {};
        wp::vec_t<2, wp::float32> adj_722 = {};
        //---------
        // forward
        // def multi_conditional_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec2)):       <L 5>
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
        // if wp.length(wp.vec2(-0.1, -0.58)) < (v0 - v0):                                        <L 9>
        var_9 = wp::vec_t<2, wp::float32>(var_7, var_8);
        var_10 = wp::length(var_9);
        var_11 = wp::sub(var_2, var_2);
        var_12 = (var_10 < var_11);
        if (var_12) {
            // v0 = v0 + wp.sin(v0)                                                               <L 10>
            var_13 = wp::sin(var_2);
            var_14 = wp::add(var_2, var_13);
            // v2 = float(0.762)                                                                  <L 11>
            var_16 = wp::float(var_15);
        }
        var_17 = wp::where(var_12, var_14, var_2);
        // if (tid) % 4 == 0:                                                                     <L 12>
        var_19 = wp::mod(var_0, var_18);
        var_21 = (var_19 == var_20);
        if (var_21) {
            // v0 = v0 + wp.tanh(wp.length_sq(wp.vec2(-1.97, -0.084)))                            <L 13>
            var_24 = wp::vec_t<2, wp::float32>(var_22, var_23);
            var_25 = wp::length_sq(var_24);
            var_26 = wp::tanh(var_25);
            var_27 = wp::add(var_17, var_26);
            // if (v1 / (wp.abs(v0) + 1.0)) < v0:                                                 <L 14>
            var_28 = wp::abs(var_27);
            var_30 = wp::add(var_28, var_29);
            var_31 = wp::div(var_5, var_30);
            var_32 = (var_31 < var_27);
            if (var_32) {
                // v1 += wp.tanh(x1[(tid + 3) % x1.shape[0]])                                     <L 15>
                var_34 = wp::add(var_0, var_33);
                var_35 = &(var_x1.shape);
                var_38 = wp::load(var_35);
                var_37 = wp::extract(var_38, var_36);
                var_39 = wp::mod(var_34, var_37);
                var_40 = wp::address(var_x1, var_39);
                var_42 = wp::load(var_40);
                var_41 = wp::tanh(var_42);
                var_43 = wp::add(var_5, var_41);
                // if wp.frac(v0) <= v0:                                                          <L 16>
                var_44 = wp::frac(var_27);
                var_45 = (var_44 <= var_27);
                if (var_45) {
                    // v1 = v1 + wp.tanh(wp.log(wp.abs((wp.vec2(1.32, 0.48))[0]) + 1.0))          <L 17>
                    var_48 = wp::vec_t<2, wp::float32>(var_46, var_47);
                    var_50 = wp::extract(var_48, var_49);
                    var_51 = wp::abs(var_50);
                    var_53 = wp::add(var_51, var_52);
                    var_54 = wp::log(var_53);
                    var_55 = wp::tanh(var_54);
                    var_56 = wp::add(var_43, var_55);
                    // v3 = wp.vec2(-0.5, -0.278)                                                 <L 18>
                    var_59 = wp::vec_t<2, wp::float32>(var_57, var_58);
                    // v4 = v3                                                                    <L 19>
                    var_60 = wp::copy(var_59);
                }
                if (!var_45) {
                    // elif v0 <= v0:                                                             <L 20>
                    var_61 = (var_27 <= var_27);
                    if (var_61) {
                        // v0 = v0 + wp.sin(wp.clamp(x0[(tid + 3) % x0.shape[0]], -1.71, 0.45))       <L 21>
                        var_63 = wp::add(var_0, var_62);
                        var_64 = &(var_x0.shape);
                        var_67 = wp::load(var_64);
                        var_66 = wp::extract(var_67, var_65);
                        var_68 = wp::mod(var_63, var_66);
                        var_69 = wp::address(var_x0, var_68);
                        var_73 = wp::load(var_69);
                        var_72 = wp::clamp(var_73, var_70, var_71);
                        var_74 = wp::sin(var_72);
                        var_75 = wp::add(var_27, var_74);
                    }
                    if (!var_61) {
                        // v1 = v1 + wp.cos((wp.length(wp.vec2(0.7, 1.4)) * v1))                  <L 23>
                        var_78 = wp::vec_t<2, wp::float32>(var_76, var_77);
                        var_79 = wp::length(var_78);
                        var_80 = wp::mul(var_79, var_43);
                        var_81 = wp::cos(var_80);
                        var_82 = wp::add(var_43, var_81);
                        // v0 = v0 + wp.tanh(((v1 - v0) - (wp.vec2(1.32)).y))                     <L 24>
                        var_83 = wp::sub(var_82, var_27);
                        var_85 = wp::vec_t<2, wp::float32>(var_84);
                        var_87 = wp::extract(var_85, var_86);
                        var_88 = wp::sub(var_83, var_87);
                        var_89 = wp::tanh(var_88);
                        var_90 = wp::add(var_27, var_89);
                        // v1 = v1 + wp.tanh(v0)                                                  <L 25>
                        var_91 = wp::tanh(var_90);
                        var_92 = wp::add(var_82, var_91);
                    }
                    var_93 = wp::where(var_61, var_75, var_90);
                    var_94 = wp::where(var_61, var_43, var_92);
                }
                var_95 = wp::where(var_45, var_27, var_93);
                var_96 = wp::where(var_45, var_56, var_94);
            }
            if (!var_32) {
                // v0 = v0 + wp.tanh(v0)                                                          <L 27>
                var_97 = wp::tanh(var_27);
                var_98 = wp::add(var_27, var_97);
                // if (v1 + v1) < v0:                                                             <L 28>
                var_99 = wp::add(var_5, var_5);
                var_100 = (var_99 < var_98);
                if (var_100) {
                    // v1 += wp.sin(v0)                                                           <L 29>
                    var_101 = wp::sin(var_98);
                    var_102 = wp::add(var_5, var_101);
                    // v5 = wp.log(wp.abs(wp.min((v1 * -0.9), v0)) + 1.0)                         <L 30>
                    var_104 = wp::mul(var_102, var_103);
                    var_105 = wp::min(var_104, var_98);
                    var_106 = wp::abs(var_105);
                    var_108 = wp::add(var_106, var_107);
                    var_109 = wp::log(var_108);
                    // v6 = (-1.915 + wp.length(wp.vec2(1.225, 1.1)))                             <L 31>
                    var_113 = wp::vec_t<2, wp::float32>(var_111, var_112);
                    var_114 = wp::length(var_113);
                    var_115 = wp::add(var_110, var_114);
                }
                if (!var_100) {
                    // v1 -= wp.tanh(v0) * 1.91                                                   <L 33>
                    var_116 = wp::tanh(var_98);
                    var_118 = wp::mul(var_116, var_117);
                    var_119 = wp::sub(var_5, var_118);
                    // v7 = (wp.vec2((v1 - v0), v1) - ((wp.vec2(-0.13, -1.179) - wp.vec2(0.5, 1.12)) / (wp.abs(wp.clamp(v0, -1.03, 1.32)) + 1.0)))       <L 34>
                    var_120 = wp::sub(var_119, var_98);
                    var_121 = wp::vec_t<2, wp::float32>(var_120, var_119);
                    var_124 = wp::vec_t<2, wp::float32>(var_122, var_123);
                    var_127 = wp::vec_t<2, wp::float32>(var_125, var_126);
                    var_128 = wp::sub(var_124, var_127);
                    var_131 = wp::clamp(var_98, var_129, var_130);
                    var_132 = wp::abs(var_131);
                    var_134 = wp::add(var_132, var_133);
                    var_135 = wp::div(var_128, var_134);
                    var_136 = wp::sub(var_121, var_135);
                }
                var_137 = wp::where(var_100, var_102, var_119);
            }
            var_138 = wp::where(var_32, var_95, var_98);
            var_139 = wp::where(var_32, var_96, var_137);
        }
        if (!var_21) {
            // elif (tid) % 4 == 0:                                                               <L 35>
            var_141 = wp::mod(var_0, var_140);
            var_143 = (var_141 == var_142);
            if (var_143) {
                // v1 += wp.sin((wp.dot(wp.vec2(-0.77, 1.21), wp.vec2(-0.22, -0.506)) - wp.floor(v1)))       <L 36>
                var_146 = wp::vec_t<2, wp::float32>(var_144, var_145);
                var_149 = wp::vec_t<2, wp::float32>(var_147, var_148);
                var_150 = wp::dot(var_146, var_149);
                var_151 = wp::floor(var_5);
                var_152 = wp::sub(var_150, var_151);
                var_153 = wp::sin(var_152);
                var_154 = wp::add(var_5, var_153);
                // if ((tid) % 4 == 1) and ((tid) % 4 == 1):                                      <L 37>
                var_157 = wp::mod(var_0, var_156);
                var_159 = (var_157 == var_158);
                var_155 = var_159;
                if (var_155) {
                    var_161 = wp::mod(var_0, var_160);
                    var_163 = (var_161 == var_162);
                    var_155 = var_155 && var_163;
                }
                if (var_155) {
                    // v0 += wp.sin(wp.log2(wp.abs(wp.dot(wp.vec2(1.5, -0.6), wp.vec2(1.442, 1.512))) + 1.0))       <L 38>
                    var_166 = wp::vec_t<2, wp::float32>(var_164, var_165);
                    var_169 = wp::vec_t<2, wp::float32>(var_167, var_168);
                    var_170 = wp::dot(var_166, var_169);
                    var_171 = wp::abs(var_170);
                    var_173 = wp::add(var_171, var_172);
                    var_174 = wp::log2(var_173);
                    var_175 = wp::sin(var_174);
                    var_176 = wp::add(var_17, var_175);
                    // v0 -= wp.sin((v1 / (wp.abs(v0) + 1.0))) * 0.34                             <L 39>
                    var_177 = wp::abs(var_176);
                    var_179 = wp::add(var_177, var_178);
                    var_180 = wp::div(var_154, var_179);
                    var_181 = wp::sin(var_180);
                    var_183 = wp::mul(var_181, var_182);
                    var_184 = wp::sub(var_176, var_183);
                    // if wp.log(wp.abs(0.33) + 1.0) <= wp.atan(v0):                              <L 40>
                    var_186 = wp::abs(var_185);
                    var_188 = wp::add(var_186, var_187);
                    var_189 = wp::log(var_188);
                    var_190 = wp::atan(var_184);
                    var_191 = (var_189 <= var_190);
                    if (var_191) {
                        // v1 -= wp.tanh(v1) * 0.55                                               <L 41>
                        var_192 = wp::tanh(var_154);
                        var_194 = wp::mul(var_192, var_193);
                        var_195 = wp::sub(var_154, var_194);
                    }
                    if (!var_191) {
                        // v0 = v0 + wp.sin(v0)                                                   <L 43>
                        var_196 = wp::sin(var_184);
                        var_197 = wp::add(var_184, var_196);
                    }
                    var_198 = wp::where(var_191, var_184, var_197);
                    var_199 = wp::where(var_191, var_195, var_154);
                }
                if (!var_155) {
                    // v1 += wp.cos(wp.log2(wp.abs((wp.vec2(1.6, 0.59)).y) + 1.0))                <L 45>
                    var_202 = wp::vec_t<2, wp::float32>(var_200, var_201);
                    var_204 = wp::extract(var_202, var_203);
                    var_205 = wp::abs(var_204);
                    var_207 = wp::add(var_205, var_206);
                    var_208 = wp::log2(var_207);
                    var_209 = wp::cos(var_208);
                    var_210 = wp::add(var_154, var_209);
                    // if (v1 + v0) < (v0 + v1):                                                  <L 46>
                    var_211 = wp::add(var_210, var_17);
                    var_212 = wp::add(var_17, var_210);
                    var_213 = (var_211 < var_212);
                    if (var_213) {
                        // v0 = v0 + wp.cos(wp.dot(-(wp.vec2(-1.105, -1.6)), wp.normalize(wp.vec2(0.32, -1.6))))       <L 47>
                        var_216 = wp::vec_t<2, wp::float32>(var_214, var_215);
                        var_217 = wp::neg(var_216);
                        var_220 = wp::vec_t<2, wp::float32>(var_218, var_219);
                        var_221 = wp::normalize(var_220);
                        var_222 = wp::dot(var_217, var_221);
                        var_223 = wp::cos(var_222);
                        var_224 = wp::add(var_17, var_223);
                        // v0 = v0 + wp.cos(x1[(tid + 1) % x1.shape[0]])                          <L 48>
                        var_226 = wp::add(var_0, var_225);
                        var_227 = &(var_x1.shape);
                        var_230 = wp::load(var_227);
                        var_229 = wp::extract(var_230, var_228);
                        var_231 = wp::mod(var_226, var_229);
                        var_232 = wp::address(var_x1, var_231);
                        var_234 = wp::load(var_232);
                        var_233 = wp::cos(var_234);
                        var_235 = wp::add(var_224, var_233);
                        // v8 = wp.vec2(wp.log2(wp.abs(wp.dot(wp.vec2(-1.5), wp.vec2(1.187, 0.342))) + 1.0), wp.cos(v0))       <L 49>
                        var_237 = wp::vec_t<2, wp::float32>(var_236);
                        var_240 = wp::vec_t<2, wp::float32>(var_238, var_239);
                        var_241 = wp::dot(var_237, var_240);
                        var_242 = wp::abs(var_241);
                        var_244 = wp::add(var_242, var_243);
                        var_245 = wp::log2(var_244);
                        var_246 = wp::cos(var_235);
                        var_247 = wp::vec_t<2, wp::float32>(var_245, var_246);
                    }
                    if (!var_213) {
                        // v1 += wp.tanh(wp.frac(wp.round(v1)))                                   <L 51>
                        var_248 = wp::round(var_210);
                        var_249 = wp::frac(var_248);
                        var_250 = wp::tanh(var_249);
                        var_251 = wp::add(var_210, var_250);
                        // v9 = (v0 / (wp.abs(wp.length(wp.vec2(v1, v0))) + 1.0))                 <L 52>
                        var_252 = wp::vec_t<2, wp::float32>(var_251, var_17);
                        var_253 = wp::length(var_252);
                        var_254 = wp::abs(var_253);
                        var_256 = wp::add(var_254, var_255);
                        var_257 = wp::div(var_17, var_256);
                        // v0 -= wp.tanh(v1) * 0.89                                               <L 53>
                        var_258 = wp::tanh(var_251);
                        var_260 = wp::mul(var_258, var_259);
                        var_261 = wp::sub(var_17, var_260);
                    }
                    var_262 = wp::where(var_213, var_235, var_261);
                    var_263 = wp::where(var_213, var_210, var_251);
                }
                var_264 = wp::where(var_155, var_198, var_262);
                var_265 = wp::where(var_155, var_199, var_263);
                // if v1 < v1:                                                                    <L 54>
                var_266 = (var_265 < var_265);
                if (var_266) {
                    // v1 -= wp.sin(v1) * 0.82                                                    <L 55>
                    var_267 = wp::sin(var_265);
                    var_269 = wp::mul(var_267, var_268);
                    var_270 = wp::sub(var_265, var_269);
                    // if (v1 < v0) or (v1 >= v0):                                                <L 56>
                    var_272 = (var_270 < var_264);
                    var_271 = var_272;
                    if (!var_271) {
                        var_273 = (var_270 >= var_264);
                        var_271 = var_271 || var_273;
                    }
                    if (var_271) {
                        // v1 = v1 + wp.sin(v0)                                                   <L 57>
                        var_274 = wp::sin(var_264);
                        var_275 = wp::add(var_270, var_274);
                        // v10 = (wp.vec2(x0[(tid + 5) % x0.shape[0]], wp.where(v1 < v1, v0, v0)) - (wp.vec2(-1.4, -0.184) * (v0 - v0)))       <L 58>
                        var_277 = wp::add(var_0, var_276);
                        var_278 = &(var_x0.shape);
                        var_281 = wp::load(var_278);
                        var_280 = wp::extract(var_281, var_279);
                        var_282 = wp::mod(var_277, var_280);
                        var_283 = wp::address(var_x0, var_282);
                        var_284 = (var_275 < var_275);
                        var_285 = wp::where(var_284, var_264, var_264);
                        var_287 = wp::load(var_283);
                        var_286 = wp::vec_t<2, wp::float32>(var_287, var_285);
                        var_290 = wp::vec_t<2, wp::float32>(var_288, var_289);
                        var_291 = wp::sub(var_264, var_264);
                        var_292 = wp::mul(var_290, var_291);
                        var_293 = wp::sub(var_286, var_292);
                        // v1 = v1 + wp.cos(((-1.1 / (wp.abs(v0) + 1.0)) / (wp.abs(wp.sinh(wp.clamp(v1, -3.0, 3.0))) + 1.0)))       <L 59>
                        var_295 = wp::abs(var_264);
                        var_297 = wp::add(var_295, var_296);
                        var_298 = wp::div(var_294, var_297);
                        var_301 = wp::clamp(var_275, var_299, var_300);
                        var_302 = wp::sinh(var_301);
                        var_303 = wp::abs(var_302);
                        var_305 = wp::add(var_303, var_304);
                        var_306 = wp::div(var_298, var_305);
                        var_307 = wp::cos(var_306);
                        var_308 = wp::add(var_275, var_307);
                    }
                    if (!var_271) {
                        // elif ((v1 >= v0) or (v1 < v1)) and ((tid) % 3 == 1):                   <L 60>
                        var_311 = (var_270 >= var_264);
                        var_310 = var_311;
                        if (!var_310) {
                            var_312 = (var_270 < var_270);
                            var_310 = var_310 || var_312;
                        }
                        var_309 = var_310;
                        if (var_309) {
                            var_314 = wp::mod(var_0, var_313);
                            var_316 = (var_314 == var_315);
                            var_309 = var_309 && var_316;
                        }
                        if (var_309) {
                            // v1 = v1 + wp.cos(v1)                                               <L 61>
                            var_317 = wp::cos(var_270);
                            var_318 = wp::add(var_270, var_317);
                            // v11 = wp.lerp(((v1 / (wp.abs(v0) + 1.0)) * wp.normalize(wp.vec2(-0.4, 0.556))), (wp.vec2(-1.5, -1.5) * (v1 + v0)), v1)       <L 62>
                            var_319 = wp::abs(var_264);
                            var_321 = wp::add(var_319, var_320);
                            var_322 = wp::div(var_318, var_321);
                            var_325 = wp::vec_t<2, wp::float32>(var_323, var_324);
                            var_326 = wp::normalize(var_325);
                            var_327 = wp::mul(var_322, var_326);
                            var_330 = wp::vec_t<2, wp::float32>(var_328, var_329);
                            var_331 = wp::add(var_318, var_264);
                            var_332 = wp::mul(var_330, var_331);
                            var_333 = wp::lerp(var_327, var_332, var_318);
                        }
                        if (!var_309) {
                            // elif wp.min(v0, v1) > (v0 if v0 <= v0 else v1):                    <L 63>
                            var_334 = wp::min(var_264, var_270);
                            var_335 = (var_264 <= var_264);
                            if (var_335) {
                            }
                            if (!var_335) {
                            }
                            var_336 = wp::where(var_335, var_264, var_270);
                            var_337 = (var_334 > var_336);
                            if (var_337) {
                                // v1 += wp.cos(wp.step((v0 + v1)) * wp.asin(wp.clamp(v1, -0.9, 0.9)))       <L 64>
                                var_338 = wp::add(var_264, var_270);
                                var_339 = wp::step(var_338);
                                var_342 = wp::clamp(var_270, var_340, var_341);
                                var_343 = wp::asin(var_342);
                                var_344 = wp::mul(var_339, var_343);
                                var_345 = wp::cos(var_344);
                                var_346 = wp::add(var_270, var_345);
                            }
                            var_347 = wp::where(var_337, var_346, var_270);
                        }
                        var_348 = wp::where(var_309, var_318, var_347);
                    }
                    var_349 = wp::where(var_271, var_308, var_348);
                }
                if (!var_266) {
                    // elif ((tid % 6)) % 3 == 0:                                                 <L 65>
                    var_351 = wp::mod(var_0, var_350);
                    var_353 = wp::mod(var_351, var_352);
                    var_355 = (var_353 == var_354);
                    if (var_355) {
                        // v1 += wp.cos((v0 + v0))                                                <L 66>
                        var_356 = wp::add(var_264, var_264);
                        var_357 = wp::cos(var_356);
                        var_358 = wp::add(var_265, var_357);
                    }
                    if (!var_355) {
                        // elif wp.sinh(wp.clamp(v0, -3.0, 3.0)) > v0:                            <L 67>
                        var_361 = wp::clamp(var_264, var_359, var_360);
                        var_362 = wp::sinh(var_361);
                        var_363 = (var_362 > var_264);
                        if (var_363) {
                            // v1 += wp.sin(wp.cbrt((v1 + v0)))                                   <L 68>
                            var_364 = wp::add(var_265, var_264);
                            var_365 = wp::cbrt(var_364);
                            var_366 = wp::sin(var_365);
                            var_367 = wp::add(var_265, var_366);
                        }
                        if (!var_363) {
                            // v0 = v0 + wp.tanh(float(int(wp.clamp(v0, -100.0, 100.0))))         <L 70>
                            var_370 = wp::clamp(var_264, var_368, var_369);
                            var_371 = wp::int(var_370);
                            var_372 = wp::float(var_371);
                            var_373 = wp::tanh(var_372);
                            var_374 = wp::add(var_264, var_373);
                            // if wp.length(wp.vec2(-0.14, 1.4)) < v1:                            <L 71>
                            var_377 = wp::vec_t<2, wp::float32>(var_375, var_376);
                            var_378 = wp::length(var_377);
                            var_379 = (var_378 < var_265);
                            if (var_379) {
                                // v0 = v0 + wp.cos(((v0 / (wp.abs(v1) + 1.0)) if 0.9 < v0 else (v0 - v1)))       <L 72>
                                var_381 = (var_380 < var_374);
                                if (var_381) {
                                    var_382 = wp::abs(var_265);
                                    var_384 = wp::add(var_382, var_383);
                                    var_385 = wp::div(var_374, var_384);
                                }
                                if (!var_381) {
                                    var_386 = wp::sub(var_374, var_265);
                                }
                                var_387 = wp::where(var_381, var_385, var_386);
                                var_388 = wp::cos(var_387);
                                var_389 = wp::add(var_374, var_388);
                                // v1 = v1 + wp.cos(v0)                                           <L 73>
                                var_390 = wp::cos(var_389);
                                var_391 = wp::add(var_265, var_390);
                                // v1 = v1 + wp.cos(v0)                                           <L 74>
                                var_392 = wp::cos(var_389);
                                var_393 = wp::add(var_391, var_392);
                            }
                            if (!var_379) {
                                // elif v1 >= (v1 if v1 <= v1 else v1):                           <L 75>
                                var_394 = (var_265 <= var_265);
                                if (var_394) {
                                }
                                if (!var_394) {
                                }
                                var_395 = wp::where(var_394, var_265, var_265);
                                var_396 = (var_265 >= var_395);
                                if (var_396) {
                                    // v0 -= wp.cos((wp.vec2(v0, v0)).x) * 1.13                   <L 76>
                                    var_397 = wp::vec_t<2, wp::float32>(var_374, var_374);
                                    var_399 = wp::extract(var_397, var_398);
                                    var_400 = wp::cos(var_399);
                                    var_402 = wp::mul(var_400, var_401);
                                    var_403 = wp::sub(var_374, var_402);
                                    // v12 = v1                                                   <L 77>
                                    var_404 = wp::copy(var_265);
                                    // v1 = v1 + wp.sin(((wp.vec2(0.4, -1.1))[1] * wp.clamp(v1, -1.79, 0.27)))       <L 78>
                                    var_407 = wp::vec_t<2, wp::float32>(var_405, var_406);
                                    var_409 = wp::extract(var_407, var_408);
                                    var_412 = wp::clamp(var_265, var_410, var_411);
                                    var_413 = wp::mul(var_409, var_412);
                                    var_414 = wp::sin(var_413);
                                    var_415 = wp::add(var_265, var_414);
                                }
                                if (!var_396) {
                                    // v1 += wp.tanh(v0)                                          <L 80>
                                    var_416 = wp::tanh(var_374);
                                    var_417 = wp::add(var_265, var_416);
                                    // v0 = v0 + wp.sin(wp.clamp(wp.pow(wp.abs(v1) + 1.0, wp.clamp(v1, -2.0, 2.0)), -1.04, 1.95))       <L 81>
                                    var_418 = wp::abs(var_417);
                                    var_420 = wp::add(var_418, var_419);
                                    var_423 = wp::clamp(var_417, var_421, var_422);
                                    var_424 = wp::pow(var_420, var_423);
                                    var_427 = wp::clamp(var_424, var_425, var_426);
                                    var_428 = wp::sin(var_427);
                                    var_429 = wp::add(var_374, var_428);
                                    // v0 = v0 + wp.sin(wp.log2(wp.abs(v1) + 1.0))                <L 82>
                                    var_430 = wp::abs(var_417);
                                    var_432 = wp::add(var_430, var_431);
                                    var_433 = wp::log2(var_432);
                                    var_434 = wp::sin(var_433);
                                    var_435 = wp::add(var_429, var_434);
                                }
                                var_436 = wp::where(var_396, var_403, var_435);
                                var_437 = wp::where(var_396, var_415, var_417);
                            }
                            var_438 = wp::where(var_379, var_389, var_436);
                            var_439 = wp::where(var_379, var_393, var_437);
                        }
                        var_440 = wp::where(var_363, var_264, var_438);
                        var_441 = wp::where(var_363, var_367, var_439);
                    }
                    var_442 = wp::where(var_355, var_264, var_440);
                    var_443 = wp::where(var_355, var_358, var_441);
                }
                var_444 = wp::where(var_266, var_264, var_442);
                var_445 = wp::where(var_266, var_349, var_443);
            }
            if (!var_143) {
                // elif (tid) % 2 == 1:                                                           <L 83>
                var_447 = wp::mod(var_0, var_446);
                var_449 = (var_447 == var_448);
                if (var_449) {
                    // v0 = v0 + wp.cos(((v1 * v1) * (wp.vec2(1.1, 1.66)).x))                     <L 84>
                    var_450 = wp::mul(var_5, var_5);
                    var_453 = wp::vec_t<2, wp::float32>(var_451, var_452);
                    var_455 = wp::extract(var_453, var_454);
                    var_456 = wp::mul(var_450, var_455);
                    var_457 = wp::cos(var_456);
                    var_458 = wp::add(var_17, var_457);
                }
                if (!var_449) {
                    // elif ((tid % 6)) % 3 == 1:                                                 <L 85>
                    var_460 = wp::mod(var_0, var_459);
                    var_462 = wp::mod(var_460, var_461);
                    var_464 = (var_462 == var_463);
                    if (var_464) {
                        // v0 = v0 + wp.sin(wp.length(wp.vec2(1.89)))                             <L 86>
                        var_466 = wp::vec_t<2, wp::float32>(var_465);
                        var_467 = wp::length(var_466);
                        var_468 = wp::sin(var_467);
                        var_469 = wp::add(var_17, var_468);
                        // if (v0 + v0) <= wp.log2(wp.abs(v0) + 1.0):                             <L 87>
                        var_470 = wp::add(var_469, var_469);
                        var_471 = wp::abs(var_469);
                        var_473 = wp::add(var_471, var_472);
                        var_474 = wp::log2(var_473);
                        var_475 = (var_470 <= var_474);
                        if (var_475) {
                            // v1 = v1 + wp.cos(wp.dot(wp.normalize(wp.vec2(1.666, -1.518)), wp.where(v0 < v1, wp.vec2(-1.322, -1.2), wp.vec2(-1.683, -1.795))))       <L 88>
                            var_478 = wp::vec_t<2, wp::float32>(var_476, var_477);
                            var_479 = wp::normalize(var_478);
                            var_480 = (var_469 < var_5);
                            var_483 = wp::vec_t<2, wp::float32>(var_481, var_482);
                            var_486 = wp::vec_t<2, wp::float32>(var_484, var_485);
                            var_487 = wp::where(var_480, var_483, var_486);
                            var_488 = wp::dot(var_479, var_487);
                            var_489 = wp::cos(var_488);
                            var_490 = wp::add(var_5, var_489);
                            // v0 = v0 + wp.sin(wp.exp(wp.clamp(wp.dot(wp.vec2(-0.55, 0.9), wp.vec2(-0.6)), -4.0, 2.0)))       <L 89>
                            var_493 = wp::vec_t<2, wp::float32>(var_491, var_492);
                            var_495 = wp::vec_t<2, wp::float32>(var_494);
                            var_496 = wp::dot(var_493, var_495);
                            var_499 = wp::clamp(var_496, var_497, var_498);
                            var_500 = wp::exp(var_499);
                            var_501 = wp::sin(var_500);
                            var_502 = wp::add(var_469, var_501);
                        }
                        if (!var_475) {
                            // v0 = v0 + wp.cos(wp.sinh(wp.clamp((0.6 + v0), -3.0, 3.0)))         <L 91>
                            var_504 = wp::add(var_503, var_469);
                            var_507 = wp::clamp(var_504, var_505, var_506);
                            var_508 = wp::sinh(var_507);
                            var_509 = wp::cos(var_508);
                            var_510 = wp::add(var_469, var_509);
                            // if (v1 <= -0.37) or (v0 < 0.1):                                    <L 92>
                            var_513 = (var_5 <= var_512);
                            var_511 = var_513;
                            if (!var_511) {
                                var_515 = (var_510 < var_514);
                                var_511 = var_511 || var_515;
                            }
                            if (var_511) {
                                // v0 = v0 + wp.tanh(min(v0, (v0 - v0)))                          <L 93>
                                var_516 = wp::sub(var_510, var_510);
                                var_517 = wp::min(var_510, var_516);
                                var_518 = wp::tanh(var_517);
                                var_519 = wp::add(var_510, var_518);
                                // v1 -= wp.tanh(v0) * 1.51                                       <L 94>
                                var_520 = wp::tanh(var_519);
                                var_522 = wp::mul(var_520, var_521);
                                var_523 = wp::sub(var_5, var_522);
                            }
                            if (!var_511) {
                                // elif v0 < wp.atan(v1):                                         <L 95>
                                var_524 = wp::atan(var_5);
                                var_525 = (var_510 < var_524);
                                if (var_525) {
                                    // v1 = v1 + wp.sin(wp.log(wp.abs(wp.frac(v0)) + 1.0))        <L 96>
                                    var_526 = wp::frac(var_510);
                                    var_527 = wp::abs(var_526);
                                    var_529 = wp::add(var_527, var_528);
                                    var_530 = wp::log(var_529);
                                    var_531 = wp::sin(var_530);
                                    var_532 = wp::add(var_5, var_531);
                                    // v13 = wp.vec2(-0.4, -0.71)                                 <L 97>
                                    var_535 = wp::vec_t<2, wp::float32>(var_533, var_534);
                                    // v14 = (wp.sign(wp.length(v13)) * wp.degrees((-2.0 - v0)))       <L 98>
                                    var_536 = wp::length(var_535);
                                    var_537 = wp::sign(var_536);
                                    var_539 = wp::sub(var_538, var_510);
                                    var_540 = wp::degrees(var_539);
                                    var_541 = wp::mul(var_537, var_540);
                                }
                                if (!var_525) {
                                    // elif wp.clamp(v1, -1.98, 0.8) <= (2.0 - v0):               <L 99>
                                    var_544 = wp::clamp(var_5, var_542, var_543);
                                    var_546 = wp::sub(var_545, var_510);
                                    var_547 = (var_544 <= var_546);
                                    if (var_547) {
                                        // v0 = v0 + wp.sin(v0)                                   <L 100>
                                        var_548 = wp::sin(var_510);
                                        var_549 = wp::add(var_510, var_548);
                                        // v15 = (v1 * wp.log(wp.abs(v0) + 1.0))                  <L 101>
                                        var_550 = wp::abs(var_549);
                                        var_552 = wp::add(var_550, var_551);
                                        var_553 = wp::log(var_552);
                                        var_554 = wp::mul(var_5, var_553);
                                    }
                                    if (!var_547) {
                                        // v0 += wp.sin(((wp.vec2(0.26, 1.4) + wp.vec2(1.62, -0.8))).x)       <L 103>
                                        var_557 = wp::vec_t<2, wp::float32>(var_555, var_556);
                                        var_560 = wp::vec_t<2, wp::float32>(var_558, var_559);
                                        var_561 = wp::add(var_557, var_560);
                                        var_563 = wp::extract(var_561, var_562);
                                        var_564 = wp::sin(var_563);
                                        var_565 = wp::add(var_510, var_564);
                                        // v0 = v0 + wp.tanh((v1 - (v0 / (wp.abs(v1) + 1.0))))       <L 104>
                                        var_566 = wp::abs(var_5);
                                        var_568 = wp::add(var_566, var_567);
                                        var_569 = wp::div(var_565, var_568);
                                        var_570 = wp::sub(var_5, var_569);
                                        var_571 = wp::tanh(var_570);
                                        var_572 = wp::add(var_565, var_571);
                                        // v16 = wp.atan(((wp.vec2(-1.14))[0] * (v1 - v1)))       <L 105>
                                        var_574 = wp::vec_t<2, wp::float32>(var_573);
                                        var_576 = wp::extract(var_574, var_575);
                                        var_577 = wp::sub(var_5, var_5);
                                        var_578 = wp::mul(var_576, var_577);
                                        var_579 = wp::atan(var_578);
                                    }
                                    var_580 = wp::where(var_547, var_549, var_572);
                                }
                                var_581 = wp::where(var_525, var_510, var_580);
                                var_582 = wp::where(var_525, var_532, var_5);
                            }
                            var_583 = wp::where(var_511, var_519, var_581);
                            var_584 = wp::where(var_511, var_523, var_582);
                        }
                        var_585 = wp::where(var_475, var_502, var_583);
                        var_586 = wp::where(var_475, var_490, var_584);
                        // if wp.length(wp.vec2(-1.29, -1.705)) <= wp.clamp(v0, -0.88, 1.35):       <L 106>
                        var_589 = wp::vec_t<2, wp::float32>(var_587, var_588);
                        var_590 = wp::length(var_589);
                        var_593 = wp::clamp(var_585, var_591, var_592);
                        var_594 = (var_590 <= var_593);
                        if (var_594) {
                            // v0 = v0 + wp.sin(x0[(tid + 1) % x0.shape[0]])                      <L 107>
                            var_596 = wp::add(var_0, var_595);
                            var_597 = &(var_x0.shape);
                            var_600 = wp::load(var_597);
                            var_599 = wp::extract(var_600, var_598);
                            var_601 = wp::mod(var_596, var_599);
                            var_602 = wp::address(var_x0, var_601);
                            var_604 = wp::load(var_602);
                            var_603 = wp::sin(var_604);
                            var_605 = wp::add(var_585, var_603);
                        }
                        if (!var_594) {
                            // elif not (v0 <= v1 and 1.9 <= v0):                                 <L 108>
                            var_607 = (var_585 <= var_586);
                            var_606 = var_607;
                            if (var_606) {
                                var_609 = (var_608 <= var_585);
                                var_606 = var_606 && var_609;
                            }
                            var_610 = wp::unot(var_606);
                            if (var_610) {
                                // v0 = v0 + wp.tanh(((1.77 / (wp.abs(v0) + 1.0)) / (wp.abs(1.419) + 1.0)))       <L 109>
                                var_612 = wp::abs(var_585);
                                var_614 = wp::add(var_612, var_613);
                                var_615 = wp::div(var_611, var_614);
                                var_617 = wp::abs(var_616);
                                var_619 = wp::add(var_617, var_618);
                                var_620 = wp::div(var_615, var_619);
                                var_621 = wp::tanh(var_620);
                                var_622 = wp::add(var_585, var_621);
                                // if ((tid % 7)) % 2 == 1:                                       <L 110>
                                var_624 = wp::mod(var_0, var_623);
                                var_626 = wp::mod(var_624, var_625);
                                var_628 = (var_626 == var_627);
                                if (var_628) {
                                    // v1 += wp.cos((v1 + (v0 * v0)))                             <L 111>
                                    var_629 = wp::mul(var_622, var_622);
                                    var_630 = wp::add(var_586, var_629);
                                    var_631 = wp::cos(var_630);
                                    var_632 = wp::add(var_586, var_631);
                                    // v0 = v0 + wp.sin((wp.dot(wp.vec2(0.498), wp.vec2(0.68)) - (v1 - v0)))       <L 112>
                                    var_634 = wp::vec_t<2, wp::float32>(var_633);
                                    var_636 = wp::vec_t<2, wp::float32>(var_635);
                                    var_637 = wp::dot(var_634, var_636);
                                    var_638 = wp::sub(var_632, var_622);
                                    var_639 = wp::sub(var_637, var_638);
                                    var_640 = wp::sin(var_639);
                                    var_641 = wp::add(var_622, var_640);
                                    // v1 += wp.sin(wp.cbrt((v0 + v1)))                           <L 113>
                                    var_642 = wp::add(var_641, var_632);
                                    var_643 = wp::cbrt(var_642);
                                    var_644 = wp::sin(var_643);
                                    var_645 = wp::add(var_632, var_644);
                                }
                                var_646 = wp::where(var_628, var_641, var_622);
                                var_647 = wp::where(var_628, var_645, var_586);
                                // v1 = v1 + wp.sin(v1)                                           <L 114>
                                var_648 = wp::sin(var_647);
                                var_649 = wp::add(var_647, var_648);
                            }
                            if (!var_610) {
                                // v1 = v1 + wp.cos(wp.erfinv(wp.clamp((wp.vec2(-1.349, -1.763))[1], -0.8, 0.8)))       <L 116>
                                var_652 = wp::vec_t<2, wp::float32>(var_650, var_651);
                                var_654 = wp::extract(var_652, var_653);
                                var_657 = wp::clamp(var_654, var_655, var_656);
                                var_658 = wp::erfinv(var_657);
                                var_659 = wp::cos(var_658);
                                var_660 = wp::add(var_586, var_659);
                                // if (tid) % 2 == 0:                                             <L 117>
                                var_662 = wp::mod(var_0, var_661);
                                var_664 = (var_662 == var_663);
                                if (var_664) {
                                    // v1 += wp.sin(wp.cbrt(wp.step(v0) * v0))                    <L 118>
                                    var_665 = wp::step(var_585);
                                    var_666 = wp::mul(var_665, var_585);
                                    var_667 = wp::cbrt(var_666);
                                    var_668 = wp::sin(var_667);
                                    var_669 = wp::add(var_660, var_668);
                                    // v17 = (((v1 * v0) + v1) * wp.dot(wp.vec2(1.94, 0.9), wp.lerp(wp.vec2(-1.44, -1.4), wp.vec2(0.4, 0.91), v0)))       <L 119>
                                    var_670 = wp::mul(var_669, var_585);
                                    var_671 = wp::add(var_670, var_669);
                                    var_674 = wp::vec_t<2, wp::float32>(var_672, var_673);
                                    var_677 = wp::vec_t<2, wp::float32>(var_675, var_676);
                                    var_680 = wp::vec_t<2, wp::float32>(var_678, var_679);
                                    var_681 = wp::lerp(var_677, var_680, var_585);
                                    var_682 = wp::dot(var_674, var_681);
                                    var_683 = wp::mul(var_671, var_682);
                                }
                                var_684 = wp::where(var_664, var_669, var_660);
                            }
                            var_685 = wp::where(var_610, var_646, var_585);
                            var_686 = wp::where(var_610, var_649, var_684);
                        }
                        var_687 = wp::where(var_594, var_605, var_685);
                        var_688 = wp::where(var_594, var_586, var_686);
                    }
                    var_689 = wp::where(var_464, var_687, var_17);
                    var_690 = wp::where(var_464, var_688, var_5);
                }
                var_691 = wp::where(var_449, var_458, var_689);
                var_692 = wp::where(var_449, var_5, var_690);
            }
            var_693 = wp::where(var_143, var_444, var_691);
            var_694 = wp::where(var_143, var_445, var_692);
        }
        var_695 = wp::where(var_21, var_138, var_693);
        var_696 = wp::where(var_21, var_139, var_694);
        // out0[tid] = wp.cw_mul(wp.cw_mul(wp.vec2(-1.2, 0.88), wp.vec2(-1.3, -1.912)), (wp.vec2(1.903, 0.66) * v1))       <L 120>
        var_699 = wp::vec_t<2, wp::float32>(var_697, var_698);
        var_702 = wp::vec_t<2, wp::float32>(var_700, var_701);
        var_703 = wp::cw_mul(var_699, var_702);
        var_706 = wp::vec_t<2, wp::float32>(var_704, var_705);
        var_707 = wp::mul(var_706, var_696);
        var_708 = wp::cw_mul(var_703, var_707);
        // wp::array_store(var_out0, var_0, var_708);
        // out1[tid] = ((wp.vec2(-0.7) / (wp.abs(v0) + 1.0)) - wp.min(wp.vec2(0.8, -0.4), wp.vec2(-1.72, 0.626)))       <L 121>
        var_710 = wp::vec_t<2, wp::float32>(var_709);
        var_711 = wp::abs(var_695);
        var_713 = wp::add(var_711, var_712);
        var_714 = wp::div(var_710, var_713);
        var_717 = wp::vec_t<2, wp::float32>(var_715, var_716);
        var_720 = wp::vec_t<2, wp::float32>(var_718, var_719);
        var_721 = wp::min(var_717, var_720);
        var_722 = wp::sub(var_714, var_721);
        // wp::array_store(var_out1, var_0, var_722);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_722, adj_out1, adj_0, adj_722);
        wp::adj_sub(var_714, var_721, adj_714, adj_721, adj_722);
        wp::adj_min(var_717, var_720, adj_717, adj_720, adj_721);
        wp::adj_vec_t(var_718, var_719, adj_718, adj_719, adj_720);
        wp::adj_vec_t(var_715, var_716, adj_715, adj_716, adj_717);
        wp::adj_div(var_710, var_713, adj_710, adj_713, adj_714);
        wp::adj_add(var_711, var_712, adj_711, adj_712, adj_713);
        wp::adj_abs(var_695, adj_695, adj_711);
        wp::adj_vec_t(var_709, adj_709, adj_710);
        // adj: out1[tid] = ((wp.vec2(-0.7) / (wp.abs(v0) + 1.0)) - wp.min(wp.vec2(0.8, -0.4), wp.vec2(-1.72, 0.626)))  <L 121>
        wp::adj_array_store(var_out0, var_0, var_708, adj_out0, adj_0, adj_708);
        wp::adj_cw_mul(var_703, var_707, adj_703, adj_707, adj_708);
        wp::adj_mul(var_706, var_696, adj_706, adj_696, adj_707);
        wp::adj_vec_t(var_704, var_705, adj_704, adj_705, adj_706);
        wp::adj_cw_mul(var_699, var_702, adj_699, adj_702, adj_703);
        wp::adj_vec_t(var_700, var_701, adj_700, adj_701, adj_702);
        wp::adj_vec_t(var_697, var_698, adj_697, adj_698, adj_699);
        // adj: out0[tid] = wp.cw_mul(wp.cw_mul(wp.vec2(-1.2, 0.88), wp.vec2(-1.3, -1.912)), (wp.vec2(1.903, 0.66) * v1))  <L 120>
        wp::adj_where(var_21, var_139, var_694, adj_21, adj_139, adj_694, adj_696);
        wp::adj_where(var_21, var_138, var_693, adj_21, adj_138, adj_693, adj_695);
        if (!var_21) {
            wp::adj_where(var_143, var_445, var_692, adj_143, adj_445, adj_692, adj_694);
            wp::adj_where(var_143, var_444, var_691, adj_143, adj_444, adj_691, adj_693);
            if (!var_143) {
                wp::adj_where(var_449, var_5, var_690, adj_449, adj_5, adj_690, adj_692);
                wp::adj_where(var_449, var_458, var_689, adj_449, adj_458, adj_689, adj_691);
                if (!var_449) {
                    wp::adj_where(var_464, var_688, var_5, adj_464, adj_688, adj_5, adj_690);
                    wp::adj_where(var_464, var_687, var_17, adj_464, adj_687, adj_17, adj_689);
                    if (var_464) {
                        wp::adj_where(var_594, var_586, var_686, adj_594, adj_586, adj_686, adj_688);
                        wp::adj_where(var_594, var_605, var_685, adj_594, adj_605, adj_685, adj_687);
                        if (!var_594) {
                            wp::adj_where(var_610, var_649, var_684, adj_610, adj_649, adj_684, adj_686);
                            wp::adj_where(var_610, var_646, var_585, adj_610, adj_646, adj_585, adj_685);
                            if (!var_610) {
                                wp::adj_where(var_664, var_669, var_660, adj_664, adj_669, adj_660, adj_684);
                                if (var_664) {
                                    wp::adj_mul(var_671, var_682, adj_671, adj_682, adj_683);
                                    wp::adj_dot(var_674, var_681, adj_674, adj_681, adj_682);
                                    wp::adj_lerp(var_677, var_680, var_585, adj_677, adj_680, adj_585, adj_681);
                                    wp::adj_vec_t(var_678, var_679, adj_678, adj_679, adj_680);
                                    wp::adj_vec_t(var_675, var_676, adj_675, adj_676, adj_677);
                                    wp::adj_vec_t(var_672, var_673, adj_672, adj_673, adj_674);
                                    wp::adj_add(var_670, var_669, adj_670, adj_669, adj_671);
                                    wp::adj_mul(var_669, var_585, adj_669, adj_585, adj_670);
                                    // adj: v17 = (((v1 * v0) + v1) * wp.dot(wp.vec2(1.94, 0.9), wp.lerp(wp.vec2(-1.44, -1.4), wp.vec2(0.4, 0.91), v0)))  <L 119>
                                    wp::adj_add(var_660, var_668, adj_660, adj_668, adj_669);
                                    wp::adj_sin(var_667, adj_667, adj_668);
                                    wp::adj_cbrt(var_666, var_667, adj_666, adj_667);
                                    wp::adj_mul(var_665, var_585, adj_665, adj_585, adj_666);
                                    // adj: v1 += wp.sin(wp.cbrt(wp.step(v0) * v0))               <L 118>
                                }
                                wp::adj_mod(var_0, var_661, adj_0, adj_661, adj_662);
                                // adj: if (tid) % 2 == 0:                                        <L 117>
                                wp::adj_add(var_586, var_659, adj_586, adj_659, adj_660);
                                wp::adj_cos(var_658, adj_658, adj_659);
                                wp::adj_erfinv(var_657, var_658, adj_657, adj_658);
                                wp::adj_clamp(var_654, var_655, var_656, adj_654, adj_655, adj_656, adj_657);
                                wp::adj_extract(var_652, var_653, adj_652, adj_653, adj_654);
                                wp::adj_vec_t(var_650, var_651, adj_650, adj_651, adj_652);
                                // adj: v1 = v1 + wp.cos(wp.erfinv(wp.clamp((wp.vec2(-1.349, -1.763))[1], -0.8, 0.8)))  <L 116>
                            }
                            if (var_610) {
                                wp::adj_add(var_647, var_648, adj_647, adj_648, adj_649);
                                wp::adj_sin(var_647, adj_647, adj_648);
                                // adj: v1 = v1 + wp.sin(v1)                                      <L 114>
                                wp::adj_where(var_628, var_645, var_586, adj_628, adj_645, adj_586, adj_647);
                                wp::adj_where(var_628, var_641, var_622, adj_628, adj_641, adj_622, adj_646);
                                if (var_628) {
                                    wp::adj_add(var_632, var_644, adj_632, adj_644, adj_645);
                                    wp::adj_sin(var_643, adj_643, adj_644);
                                    wp::adj_cbrt(var_642, var_643, adj_642, adj_643);
                                    wp::adj_add(var_641, var_632, adj_641, adj_632, adj_642);
                                    // adj: v1 += wp.sin(wp.cbrt((v0 + v1)))                      <L 113>
                                    wp::adj_add(var_622, var_640, adj_622, adj_640, adj_641);
                                    wp::adj_sin(var_639, adj_639, adj_640);
                                    wp::adj_sub(var_637, var_638, adj_637, adj_638, adj_639);
                                    wp::adj_sub(var_632, var_622, adj_632, adj_622, adj_638);
                                    wp::adj_dot(var_634, var_636, adj_634, adj_636, adj_637);
                                    wp::adj_vec_t(var_635, adj_635, adj_636);
                                    wp::adj_vec_t(var_633, adj_633, adj_634);
                                    // adj: v0 = v0 + wp.sin((wp.dot(wp.vec2(0.498), wp.vec2(0.68)) - (v1 - v0)))  <L 112>
                                    wp::adj_add(var_586, var_631, adj_586, adj_631, adj_632);
                                    wp::adj_cos(var_630, adj_630, adj_631);
                                    wp::adj_add(var_586, var_629, adj_586, adj_629, adj_630);
                                    wp::adj_mul(var_622, var_622, adj_622, adj_622, adj_629);
                                    // adj: v1 += wp.cos((v1 + (v0 * v0)))                        <L 111>
                                }
                                wp::adj_mod(var_624, var_625, adj_624, adj_625, adj_626);
                                wp::adj_mod(var_0, var_623, adj_0, adj_623, adj_624);
                                // adj: if ((tid % 7)) % 2 == 1:                                  <L 110>
                                wp::adj_add(var_585, var_621, adj_585, adj_621, adj_622);
                                wp::adj_tanh(var_620, var_621, adj_620, adj_621);
                                wp::adj_div(var_615, var_619, var_620, adj_615, adj_619, adj_620);
                                wp::adj_add(var_617, var_618, adj_617, adj_618, adj_619);
                                wp::adj_abs(var_616, adj_616, adj_617);
                                wp::adj_div(var_611, var_614, var_615, adj_611, adj_614, adj_615);
                                wp::adj_add(var_612, var_613, adj_612, adj_613, adj_614);
                                wp::adj_abs(var_585, adj_585, adj_612);
                                // adj: v0 = v0 + wp.tanh(((1.77 / (wp.abs(v0) + 1.0)) / (wp.abs(1.419) + 1.0)))  <L 109>
                            }
                            if (var_606) {
                            }
                            // adj: elif not (v0 <= v1 and 1.9 <= v0):                            <L 108>
                        }
                        if (var_594) {
                            wp::adj_add(var_585, var_603, adj_585, adj_603, adj_605);
                            wp::adj_sin(var_604, adj_602, adj_603);
                            wp::adj_address(var_x0, var_601, adj_x0, adj_601, adj_602);
                            wp::adj_mod(var_596, var_599, adj_596, adj_599, adj_601);
                            adj_x0.shape = adj_597;
                            wp::adj_add(var_0, var_595, adj_0, adj_595, adj_596);
                            // adj: v0 = v0 + wp.sin(x0[(tid + 1) % x0.shape[0]])                 <L 107>
                        }
                        wp::adj_clamp(var_585, var_591, var_592, adj_585, adj_591, adj_592, adj_593);
                        wp::adj_length(var_589, var_590, adj_589, adj_590);
                        wp::adj_vec_t(var_587, var_588, adj_587, adj_588, adj_589);
                        // adj: if wp.length(wp.vec2(-1.29, -1.705)) <= wp.clamp(v0, -0.88, 1.35):  <L 106>
                        wp::adj_where(var_475, var_490, var_584, adj_475, adj_490, adj_584, adj_586);
                        wp::adj_where(var_475, var_502, var_583, adj_475, adj_502, adj_583, adj_585);
                        if (!var_475) {
                            wp::adj_where(var_511, var_523, var_582, adj_511, adj_523, adj_582, adj_584);
                            wp::adj_where(var_511, var_519, var_581, adj_511, adj_519, adj_581, adj_583);
                            if (!var_511) {
                                wp::adj_where(var_525, var_532, var_5, adj_525, adj_532, adj_5, adj_582);
                                wp::adj_where(var_525, var_510, var_580, adj_525, adj_510, adj_580, adj_581);
                                if (!var_525) {
                                    wp::adj_where(var_547, var_549, var_572, adj_547, adj_549, adj_572, adj_580);
                                    if (!var_547) {
                                        wp::adj_atan(var_578, adj_578, adj_579);
                                        wp::adj_mul(var_576, var_577, adj_576, adj_577, adj_578);
                                        wp::adj_sub(var_5, var_5, adj_5, adj_5, adj_577);
                                        wp::adj_extract(var_574, var_575, adj_574, adj_575, adj_576);
                                        wp::adj_vec_t(var_573, adj_573, adj_574);
                                        // adj: v16 = wp.atan(((wp.vec2(-1.14))[0] * (v1 - v1)))  <L 105>
                                        wp::adj_add(var_565, var_571, adj_565, adj_571, adj_572);
                                        wp::adj_tanh(var_570, var_571, adj_570, adj_571);
                                        wp::adj_sub(var_5, var_569, adj_5, adj_569, adj_570);
                                        wp::adj_div(var_565, var_568, var_569, adj_565, adj_568, adj_569);
                                        wp::adj_add(var_566, var_567, adj_566, adj_567, adj_568);
                                        wp::adj_abs(var_5, adj_5, adj_566);
                                        // adj: v0 = v0 + wp.tanh((v1 - (v0 / (wp.abs(v1) + 1.0))))  <L 104>
                                        wp::adj_add(var_510, var_564, adj_510, adj_564, adj_565);
                                        wp::adj_sin(var_563, adj_563, adj_564);
                                        wp::adj_extract(var_561, var_562, adj_561, adj_562, adj_563);
                                        wp::adj_add(var_557, var_560, adj_557, adj_560, adj_561);
                                        wp::adj_vec_t(var_558, var_559, adj_558, adj_559, adj_560);
                                        wp::adj_vec_t(var_555, var_556, adj_555, adj_556, adj_557);
                                        // adj: v0 += wp.sin(((wp.vec2(0.26, 1.4) + wp.vec2(1.62, -0.8))).x)  <L 103>
                                    }
                                    if (var_547) {
                                        wp::adj_mul(var_5, var_553, adj_5, adj_553, adj_554);
                                        wp::adj_log(var_552, adj_552, adj_553);
                                        wp::adj_add(var_550, var_551, adj_550, adj_551, adj_552);
                                        wp::adj_abs(var_549, adj_549, adj_550);
                                        // adj: v15 = (v1 * wp.log(wp.abs(v0) + 1.0))             <L 101>
                                        wp::adj_add(var_510, var_548, adj_510, adj_548, adj_549);
                                        wp::adj_sin(var_510, adj_510, adj_548);
                                        // adj: v0 = v0 + wp.sin(v0)                              <L 100>
                                    }
                                    wp::adj_sub(var_545, var_510, adj_545, adj_510, adj_546);
                                    wp::adj_clamp(var_5, var_542, var_543, adj_5, adj_542, adj_543, adj_544);
                                    // adj: elif wp.clamp(v1, -1.98, 0.8) <= (2.0 - v0):          <L 99>
                                }
                                if (var_525) {
                                    wp::adj_mul(var_537, var_540, adj_537, adj_540, adj_541);
                                    wp::adj_degrees(var_539, adj_539, adj_540);
                                    wp::adj_sub(var_538, var_510, adj_538, adj_510, adj_539);
                                    wp::adj_length(var_535, var_536, adj_535, adj_536);
                                    // adj: v14 = (wp.sign(wp.length(v13)) * wp.degrees((-2.0 - v0)))  <L 98>
                                    wp::adj_vec_t(var_533, var_534, adj_533, adj_534, adj_535);
                                    // adj: v13 = wp.vec2(-0.4, -0.71)                            <L 97>
                                    wp::adj_add(var_5, var_531, adj_5, adj_531, adj_532);
                                    wp::adj_sin(var_530, adj_530, adj_531);
                                    wp::adj_log(var_529, adj_529, adj_530);
                                    wp::adj_add(var_527, var_528, adj_527, adj_528, adj_529);
                                    wp::adj_abs(var_526, adj_526, adj_527);
                                    // adj: v1 = v1 + wp.sin(wp.log(wp.abs(wp.frac(v0)) + 1.0))   <L 96>
                                }
                                wp::adj_atan(var_5, adj_5, adj_524);
                                // adj: elif v0 < wp.atan(v1):                                    <L 95>
                            }
                            if (var_511) {
                                wp::adj_sub(var_5, var_522, adj_5, adj_522, adj_523);
                                wp::adj_mul(var_520, var_521, adj_520, adj_521, adj_522);
                                wp::adj_tanh(var_519, var_520, adj_519, adj_520);
                                // adj: v1 -= wp.tanh(v0) * 1.51                                  <L 94>
                                wp::adj_add(var_510, var_518, adj_510, adj_518, adj_519);
                                wp::adj_tanh(var_517, var_518, adj_517, adj_518);
                                wp::adj_min(var_510, var_516, adj_510, adj_516, adj_517);
                                wp::adj_sub(var_510, var_510, adj_510, adj_510, adj_516);
                                // adj: v0 = v0 + wp.tanh(min(v0, (v0 - v0)))                     <L 93>
                            }
                            if (!var_511) {
                            }
                            // adj: if (v1 <= -0.37) or (v0 < 0.1):                               <L 92>
                            wp::adj_add(var_469, var_509, adj_469, adj_509, adj_510);
                            wp::adj_cos(var_508, adj_508, adj_509);
                            wp::adj_sinh(var_507, adj_507, adj_508);
                            wp::adj_clamp(var_504, var_505, var_506, adj_504, adj_505, adj_506, adj_507);
                            wp::adj_add(var_503, var_469, adj_503, adj_469, adj_504);
                            // adj: v0 = v0 + wp.cos(wp.sinh(wp.clamp((0.6 + v0), -3.0, 3.0)))    <L 91>
                        }
                        if (var_475) {
                            wp::adj_add(var_469, var_501, adj_469, adj_501, adj_502);
                            wp::adj_sin(var_500, adj_500, adj_501);
                            wp::adj_exp(var_499, var_500, adj_499, adj_500);
                            wp::adj_clamp(var_496, var_497, var_498, adj_496, adj_497, adj_498, adj_499);
                            wp::adj_dot(var_493, var_495, adj_493, adj_495, adj_496);
                            wp::adj_vec_t(var_494, adj_494, adj_495);
                            wp::adj_vec_t(var_491, var_492, adj_491, adj_492, adj_493);
                            // adj: v0 = v0 + wp.sin(wp.exp(wp.clamp(wp.dot(wp.vec2(-0.55, 0.9), wp.vec2(-0.6)), -4.0, 2.0)))  <L 89>
                            wp::adj_add(var_5, var_489, adj_5, adj_489, adj_490);
                            wp::adj_cos(var_488, adj_488, adj_489);
                            wp::adj_dot(var_479, var_487, adj_479, adj_487, adj_488);
                            wp::adj_where(var_480, var_483, var_486, adj_480, adj_483, adj_486, adj_487);
                            wp::adj_vec_t(var_484, var_485, adj_484, adj_485, adj_486);
                            wp::adj_vec_t(var_481, var_482, adj_481, adj_482, adj_483);
                            wp::adj_normalize(var_478, var_479, adj_478, adj_479);
                            wp::adj_vec_t(var_476, var_477, adj_476, adj_477, adj_478);
                            // adj: v1 = v1 + wp.cos(wp.dot(wp.normalize(wp.vec2(1.666, -1.518)), wp.where(v0 < v1, wp.vec2(-1.322, -1.2), wp.vec2(-1.683, -1.795))))  <L 88>
                        }
                        wp::adj_log2(var_473, adj_473, adj_474);
                        wp::adj_add(var_471, var_472, adj_471, adj_472, adj_473);
                        wp::adj_abs(var_469, adj_469, adj_471);
                        wp::adj_add(var_469, var_469, adj_469, adj_469, adj_470);
                        // adj: if (v0 + v0) <= wp.log2(wp.abs(v0) + 1.0):                        <L 87>
                        wp::adj_add(var_17, var_468, adj_17, adj_468, adj_469);
                        wp::adj_sin(var_467, adj_467, adj_468);
                        wp::adj_length(var_466, var_467, adj_466, adj_467);
                        wp::adj_vec_t(var_465, adj_465, adj_466);
                        // adj: v0 = v0 + wp.sin(wp.length(wp.vec2(1.89)))                        <L 86>
                    }
                    wp::adj_mod(var_460, var_461, adj_460, adj_461, adj_462);
                    wp::adj_mod(var_0, var_459, adj_0, adj_459, adj_460);
                    // adj: elif ((tid % 6)) % 3 == 1:                                            <L 85>
                }
                if (var_449) {
                    wp::adj_add(var_17, var_457, adj_17, adj_457, adj_458);
                    wp::adj_cos(var_456, adj_456, adj_457);
                    wp::adj_mul(var_450, var_455, adj_450, adj_455, adj_456);
                    wp::adj_extract(var_453, var_454, adj_453, adj_454, adj_455);
                    wp::adj_vec_t(var_451, var_452, adj_451, adj_452, adj_453);
                    wp::adj_mul(var_5, var_5, adj_5, adj_5, adj_450);
                    // adj: v0 = v0 + wp.cos(((v1 * v1) * (wp.vec2(1.1, 1.66)).x))                <L 84>
                }
                wp::adj_mod(var_0, var_446, adj_0, adj_446, adj_447);
                // adj: elif (tid) % 2 == 1:                                                      <L 83>
            }
            if (var_143) {
                wp::adj_where(var_266, var_349, var_443, adj_266, adj_349, adj_443, adj_445);
                wp::adj_where(var_266, var_264, var_442, adj_266, adj_264, adj_442, adj_444);
                if (!var_266) {
                    wp::adj_where(var_355, var_358, var_441, adj_355, adj_358, adj_441, adj_443);
                    wp::adj_where(var_355, var_264, var_440, adj_355, adj_264, adj_440, adj_442);
                    if (!var_355) {
                        wp::adj_where(var_363, var_367, var_439, adj_363, adj_367, adj_439, adj_441);
                        wp::adj_where(var_363, var_264, var_438, adj_363, adj_264, adj_438, adj_440);
                        if (!var_363) {
                            wp::adj_where(var_379, var_393, var_437, adj_379, adj_393, adj_437, adj_439);
                            wp::adj_where(var_379, var_389, var_436, adj_379, adj_389, adj_436, adj_438);
                            if (!var_379) {
                                wp::adj_where(var_396, var_415, var_417, adj_396, adj_415, adj_417, adj_437);
                                wp::adj_where(var_396, var_403, var_435, adj_396, adj_403, adj_435, adj_436);
                                if (!var_396) {
                                    wp::adj_add(var_429, var_434, adj_429, adj_434, adj_435);
                                    wp::adj_sin(var_433, adj_433, adj_434);
                                    wp::adj_log2(var_432, adj_432, adj_433);
                                    wp::adj_add(var_430, var_431, adj_430, adj_431, adj_432);
                                    wp::adj_abs(var_417, adj_417, adj_430);
                                    // adj: v0 = v0 + wp.sin(wp.log2(wp.abs(v1) + 1.0))           <L 82>
                                    wp::adj_add(var_374, var_428, adj_374, adj_428, adj_429);
                                    wp::adj_sin(var_427, adj_427, adj_428);
                                    wp::adj_clamp(var_424, var_425, var_426, adj_424, adj_425, adj_426, adj_427);
                                    wp::adj_pow(var_420, var_423, var_424, adj_420, adj_423, adj_424);
                                    wp::adj_clamp(var_417, var_421, var_422, adj_417, adj_421, adj_422, adj_423);
                                    wp::adj_add(var_418, var_419, adj_418, adj_419, adj_420);
                                    wp::adj_abs(var_417, adj_417, adj_418);
                                    // adj: v0 = v0 + wp.sin(wp.clamp(wp.pow(wp.abs(v1) + 1.0, wp.clamp(v1, -2.0, 2.0)), -1.04, 1.95))  <L 81>
                                    wp::adj_add(var_265, var_416, adj_265, adj_416, adj_417);
                                    wp::adj_tanh(var_374, var_416, adj_374, adj_416);
                                    // adj: v1 += wp.tanh(v0)                                     <L 80>
                                }
                                if (var_396) {
                                    wp::adj_add(var_265, var_414, adj_265, adj_414, adj_415);
                                    wp::adj_sin(var_413, adj_413, adj_414);
                                    wp::adj_mul(var_409, var_412, adj_409, adj_412, adj_413);
                                    wp::adj_clamp(var_265, var_410, var_411, adj_265, adj_410, adj_411, adj_412);
                                    wp::adj_extract(var_407, var_408, adj_407, adj_408, adj_409);
                                    wp::adj_vec_t(var_405, var_406, adj_405, adj_406, adj_407);
                                    // adj: v1 = v1 + wp.sin(((wp.vec2(0.4, -1.1))[1] * wp.clamp(v1, -1.79, 0.27)))  <L 78>
                                    wp::adj_copy(var_265, adj_265, adj_404);
                                    // adj: v12 = v1                                              <L 77>
                                    wp::adj_sub(var_374, var_402, adj_374, adj_402, adj_403);
                                    wp::adj_mul(var_400, var_401, adj_400, adj_401, adj_402);
                                    wp::adj_cos(var_399, adj_399, adj_400);
                                    wp::adj_extract(var_397, var_398, adj_397, adj_398, adj_399);
                                    wp::adj_vec_t(var_374, var_374, adj_374, adj_374, adj_397);
                                    // adj: v0 -= wp.cos((wp.vec2(v0, v0)).x) * 1.13              <L 76>
                                }
                                wp::adj_where(var_394, var_265, var_265, adj_394, adj_265, adj_265, adj_395);
                                if (!var_394) {
                                }
                                if (var_394) {
                                }
                                // adj: elif v1 >= (v1 if v1 <= v1 else v1):                      <L 75>
                            }
                            if (var_379) {
                                wp::adj_add(var_391, var_392, adj_391, adj_392, adj_393);
                                wp::adj_cos(var_389, adj_389, adj_392);
                                // adj: v1 = v1 + wp.cos(v0)                                      <L 74>
                                wp::adj_add(var_265, var_390, adj_265, adj_390, adj_391);
                                wp::adj_cos(var_389, adj_389, adj_390);
                                // adj: v1 = v1 + wp.cos(v0)                                      <L 73>
                                wp::adj_add(var_374, var_388, adj_374, adj_388, adj_389);
                                wp::adj_cos(var_387, adj_387, adj_388);
                                wp::adj_where(var_381, var_385, var_386, adj_381, adj_385, adj_386, adj_387);
                                if (!var_381) {
                                    wp::adj_sub(var_374, var_265, adj_374, adj_265, adj_386);
                                }
                                if (var_381) {
                                    wp::adj_div(var_374, var_384, var_385, adj_374, adj_384, adj_385);
                                    wp::adj_add(var_382, var_383, adj_382, adj_383, adj_384);
                                    wp::adj_abs(var_265, adj_265, adj_382);
                                }
                                // adj: v0 = v0 + wp.cos(((v0 / (wp.abs(v1) + 1.0)) if 0.9 < v0 else (v0 - v1)))  <L 72>
                            }
                            wp::adj_length(var_377, var_378, adj_377, adj_378);
                            wp::adj_vec_t(var_375, var_376, adj_375, adj_376, adj_377);
                            // adj: if wp.length(wp.vec2(-0.14, 1.4)) < v1:                       <L 71>
                            wp::adj_add(var_264, var_373, adj_264, adj_373, adj_374);
                            wp::adj_tanh(var_372, var_373, adj_372, adj_373);
                            wp::adj_float(var_371, adj_371, adj_372);
                            wp::adj_clamp(var_264, var_368, var_369, adj_264, adj_368, adj_369, adj_370);
                            // adj: v0 = v0 + wp.tanh(float(int(wp.clamp(v0, -100.0, 100.0))))    <L 70>
                        }
                        if (var_363) {
                            wp::adj_add(var_265, var_366, adj_265, adj_366, adj_367);
                            wp::adj_sin(var_365, adj_365, adj_366);
                            wp::adj_cbrt(var_364, var_365, adj_364, adj_365);
                            wp::adj_add(var_265, var_264, adj_265, adj_264, adj_364);
                            // adj: v1 += wp.sin(wp.cbrt((v1 + v0)))                              <L 68>
                        }
                        wp::adj_sinh(var_361, adj_361, adj_362);
                        wp::adj_clamp(var_264, var_359, var_360, adj_264, adj_359, adj_360, adj_361);
                        // adj: elif wp.sinh(wp.clamp(v0, -3.0, 3.0)) > v0:                       <L 67>
                    }
                    if (var_355) {
                        wp::adj_add(var_265, var_357, adj_265, adj_357, adj_358);
                        wp::adj_cos(var_356, adj_356, adj_357);
                        wp::adj_add(var_264, var_264, adj_264, adj_264, adj_356);
                        // adj: v1 += wp.cos((v0 + v0))                                           <L 66>
                    }
                    wp::adj_mod(var_351, var_352, adj_351, adj_352, adj_353);
                    wp::adj_mod(var_0, var_350, adj_0, adj_350, adj_351);
                    // adj: elif ((tid % 6)) % 3 == 0:                                            <L 65>
                }
                if (var_266) {
                    wp::adj_where(var_271, var_308, var_348, adj_271, adj_308, adj_348, adj_349);
                    if (!var_271) {
                        wp::adj_where(var_309, var_318, var_347, adj_309, adj_318, adj_347, adj_348);
                        if (!var_309) {
                            wp::adj_where(var_337, var_346, var_270, adj_337, adj_346, adj_270, adj_347);
                            if (var_337) {
                                wp::adj_add(var_270, var_345, adj_270, adj_345, adj_346);
                                wp::adj_cos(var_344, adj_344, adj_345);
                                wp::adj_mul(var_339, var_343, adj_339, adj_343, adj_344);
                                wp::adj_asin(var_342, adj_342, adj_343);
                                wp::adj_clamp(var_270, var_340, var_341, adj_270, adj_340, adj_341, adj_342);
                                wp::adj_add(var_264, var_270, adj_264, adj_270, adj_338);
                                // adj: v1 += wp.cos(wp.step((v0 + v1)) * wp.asin(wp.clamp(v1, -0.9, 0.9)))  <L 64>
                            }
                            wp::adj_where(var_335, var_264, var_270, adj_335, adj_264, adj_270, adj_336);
                            if (!var_335) {
                            }
                            if (var_335) {
                            }
                            wp::adj_min(var_264, var_270, adj_264, adj_270, adj_334);
                            // adj: elif wp.min(v0, v1) > (v0 if v0 <= v0 else v1):               <L 63>
                        }
                        if (var_309) {
                            wp::adj_lerp(var_327, var_332, var_318, adj_327, adj_332, adj_318, adj_333);
                            wp::adj_mul(var_330, var_331, adj_330, adj_331, adj_332);
                            wp::adj_add(var_318, var_264, adj_318, adj_264, adj_331);
                            wp::adj_vec_t(var_328, var_329, adj_328, adj_329, adj_330);
                            wp::adj_mul(var_322, var_326, adj_322, adj_326, adj_327);
                            wp::adj_normalize(var_325, var_326, adj_325, adj_326);
                            wp::adj_vec_t(var_323, var_324, adj_323, adj_324, adj_325);
                            wp::adj_div(var_318, var_321, var_322, adj_318, adj_321, adj_322);
                            wp::adj_add(var_319, var_320, adj_319, adj_320, adj_321);
                            wp::adj_abs(var_264, adj_264, adj_319);
                            // adj: v11 = wp.lerp(((v1 / (wp.abs(v0) + 1.0)) * wp.normalize(wp.vec2(-0.4, 0.556))), (wp.vec2(-1.5, -1.5) * (v1 + v0)), v1)  <L 62>
                            wp::adj_add(var_270, var_317, adj_270, adj_317, adj_318);
                            wp::adj_cos(var_270, adj_270, adj_317);
                            // adj: v1 = v1 + wp.cos(v1)                                          <L 61>
                        }
                        if (var_309) {
                            wp::adj_mod(var_0, var_313, adj_0, adj_313, adj_314);
                        }
                        if (!var_310) {
                        }
                        // adj: elif ((v1 >= v0) or (v1 < v1)) and ((tid) % 3 == 1):              <L 60>
                    }
                    if (var_271) {
                        wp::adj_add(var_275, var_307, adj_275, adj_307, adj_308);
                        wp::adj_cos(var_306, adj_306, adj_307);
                        wp::adj_div(var_298, var_305, var_306, adj_298, adj_305, adj_306);
                        wp::adj_add(var_303, var_304, adj_303, adj_304, adj_305);
                        wp::adj_abs(var_302, adj_302, adj_303);
                        wp::adj_sinh(var_301, adj_301, adj_302);
                        wp::adj_clamp(var_275, var_299, var_300, adj_275, adj_299, adj_300, adj_301);
                        wp::adj_div(var_294, var_297, var_298, adj_294, adj_297, adj_298);
                        wp::adj_add(var_295, var_296, adj_295, adj_296, adj_297);
                        wp::adj_abs(var_264, adj_264, adj_295);
                        // adj: v1 = v1 + wp.cos(((-1.1 / (wp.abs(v0) + 1.0)) / (wp.abs(wp.sinh(wp.clamp(v1, -3.0, 3.0))) + 1.0)))  <L 59>
                        wp::adj_sub(var_286, var_292, adj_286, adj_292, adj_293);
                        wp::adj_mul(var_290, var_291, adj_290, adj_291, adj_292);
                        wp::adj_sub(var_264, var_264, adj_264, adj_264, adj_291);
                        wp::adj_vec_t(var_288, var_289, adj_288, adj_289, adj_290);
                        wp::adj_vec_t(var_287, var_285, adj_283, adj_285, adj_286);
                        wp::adj_where(var_284, var_264, var_264, adj_284, adj_264, adj_264, adj_285);
                        wp::adj_address(var_x0, var_282, adj_x0, adj_282, adj_283);
                        wp::adj_mod(var_277, var_280, adj_277, adj_280, adj_282);
                        adj_x0.shape = adj_278;
                        wp::adj_add(var_0, var_276, adj_0, adj_276, adj_277);
                        // adj: v10 = (wp.vec2(x0[(tid + 5) % x0.shape[0]], wp.where(v1 < v1, v0, v0)) - (wp.vec2(-1.4, -0.184) * (v0 - v0)))  <L 58>
                        wp::adj_add(var_270, var_274, adj_270, adj_274, adj_275);
                        wp::adj_sin(var_264, adj_264, adj_274);
                        // adj: v1 = v1 + wp.sin(v0)                                              <L 57>
                    }
                    if (!var_271) {
                    }
                    // adj: if (v1 < v0) or (v1 >= v0):                                           <L 56>
                    wp::adj_sub(var_265, var_269, adj_265, adj_269, adj_270);
                    wp::adj_mul(var_267, var_268, adj_267, adj_268, adj_269);
                    wp::adj_sin(var_265, adj_265, adj_267);
                    // adj: v1 -= wp.sin(v1) * 0.82                                               <L 55>
                }
                // adj: if v1 < v1:                                                               <L 54>
                wp::adj_where(var_155, var_199, var_263, adj_155, adj_199, adj_263, adj_265);
                wp::adj_where(var_155, var_198, var_262, adj_155, adj_198, adj_262, adj_264);
                if (!var_155) {
                    wp::adj_where(var_213, var_210, var_251, adj_213, adj_210, adj_251, adj_263);
                    wp::adj_where(var_213, var_235, var_261, adj_213, adj_235, adj_261, adj_262);
                    if (!var_213) {
                        wp::adj_sub(var_17, var_260, adj_17, adj_260, adj_261);
                        wp::adj_mul(var_258, var_259, adj_258, adj_259, adj_260);
                        wp::adj_tanh(var_251, var_258, adj_251, adj_258);
                        // adj: v0 -= wp.tanh(v1) * 0.89                                          <L 53>
                        wp::adj_div(var_17, var_256, var_257, adj_17, adj_256, adj_257);
                        wp::adj_add(var_254, var_255, adj_254, adj_255, adj_256);
                        wp::adj_abs(var_253, adj_253, adj_254);
                        wp::adj_length(var_252, var_253, adj_252, adj_253);
                        wp::adj_vec_t(var_251, var_17, adj_251, adj_17, adj_252);
                        // adj: v9 = (v0 / (wp.abs(wp.length(wp.vec2(v1, v0))) + 1.0))            <L 52>
                        wp::adj_add(var_210, var_250, adj_210, adj_250, adj_251);
                        wp::adj_tanh(var_249, var_250, adj_249, adj_250);
                        // adj: v1 += wp.tanh(wp.frac(wp.round(v1)))                              <L 51>
                    }
                    if (var_213) {
                        wp::adj_vec_t(var_245, var_246, adj_245, adj_246, adj_247);
                        wp::adj_cos(var_235, adj_235, adj_246);
                        wp::adj_log2(var_244, adj_244, adj_245);
                        wp::adj_add(var_242, var_243, adj_242, adj_243, adj_244);
                        wp::adj_abs(var_241, adj_241, adj_242);
                        wp::adj_dot(var_237, var_240, adj_237, adj_240, adj_241);
                        wp::adj_vec_t(var_238, var_239, adj_238, adj_239, adj_240);
                        wp::adj_vec_t(var_236, adj_236, adj_237);
                        // adj: v8 = wp.vec2(wp.log2(wp.abs(wp.dot(wp.vec2(-1.5), wp.vec2(1.187, 0.342))) + 1.0), wp.cos(v0))  <L 49>
                        wp::adj_add(var_224, var_233, adj_224, adj_233, adj_235);
                        wp::adj_cos(var_234, adj_232, adj_233);
                        wp::adj_address(var_x1, var_231, adj_x1, adj_231, adj_232);
                        wp::adj_mod(var_226, var_229, adj_226, adj_229, adj_231);
                        adj_x1.shape = adj_227;
                        wp::adj_add(var_0, var_225, adj_0, adj_225, adj_226);
                        // adj: v0 = v0 + wp.cos(x1[(tid + 1) % x1.shape[0]])                     <L 48>
                        wp::adj_add(var_17, var_223, adj_17, adj_223, adj_224);
                        wp::adj_cos(var_222, adj_222, adj_223);
                        wp::adj_dot(var_217, var_221, adj_217, adj_221, adj_222);
                        wp::adj_normalize(var_220, var_221, adj_220, adj_221);
                        wp::adj_vec_t(var_218, var_219, adj_218, adj_219, adj_220);
                        wp::adj_neg(var_216, adj_216, adj_217);
                        wp::adj_vec_t(var_214, var_215, adj_214, adj_215, adj_216);
                        // adj: v0 = v0 + wp.cos(wp.dot(-(wp.vec2(-1.105, -1.6)), wp.normalize(wp.vec2(0.32, -1.6))))  <L 47>
                    }
                    wp::adj_add(var_17, var_210, adj_17, adj_210, adj_212);
                    wp::adj_add(var_210, var_17, adj_210, adj_17, adj_211);
                    // adj: if (v1 + v0) < (v0 + v1):                                             <L 46>
                    wp::adj_add(var_154, var_209, adj_154, adj_209, adj_210);
                    wp::adj_cos(var_208, adj_208, adj_209);
                    wp::adj_log2(var_207, adj_207, adj_208);
                    wp::adj_add(var_205, var_206, adj_205, adj_206, adj_207);
                    wp::adj_abs(var_204, adj_204, adj_205);
                    wp::adj_extract(var_202, var_203, adj_202, adj_203, adj_204);
                    wp::adj_vec_t(var_200, var_201, adj_200, adj_201, adj_202);
                    // adj: v1 += wp.cos(wp.log2(wp.abs((wp.vec2(1.6, 0.59)).y) + 1.0))           <L 45>
                }
                if (var_155) {
                    wp::adj_where(var_191, var_195, var_154, adj_191, adj_195, adj_154, adj_199);
                    wp::adj_where(var_191, var_184, var_197, adj_191, adj_184, adj_197, adj_198);
                    if (!var_191) {
                        wp::adj_add(var_184, var_196, adj_184, adj_196, adj_197);
                        wp::adj_sin(var_184, adj_184, adj_196);
                        // adj: v0 = v0 + wp.sin(v0)                                              <L 43>
                    }
                    if (var_191) {
                        wp::adj_sub(var_154, var_194, adj_154, adj_194, adj_195);
                        wp::adj_mul(var_192, var_193, adj_192, adj_193, adj_194);
                        wp::adj_tanh(var_154, var_192, adj_154, adj_192);
                        // adj: v1 -= wp.tanh(v1) * 0.55                                          <L 41>
                    }
                    wp::adj_atan(var_184, adj_184, adj_190);
                    wp::adj_log(var_188, adj_188, adj_189);
                    wp::adj_add(var_186, var_187, adj_186, adj_187, adj_188);
                    wp::adj_abs(var_185, adj_185, adj_186);
                    // adj: if wp.log(wp.abs(0.33) + 1.0) <= wp.atan(v0):                         <L 40>
                    wp::adj_sub(var_176, var_183, adj_176, adj_183, adj_184);
                    wp::adj_mul(var_181, var_182, adj_181, adj_182, adj_183);
                    wp::adj_sin(var_180, adj_180, adj_181);
                    wp::adj_div(var_154, var_179, var_180, adj_154, adj_179, adj_180);
                    wp::adj_add(var_177, var_178, adj_177, adj_178, adj_179);
                    wp::adj_abs(var_176, adj_176, adj_177);
                    // adj: v0 -= wp.sin((v1 / (wp.abs(v0) + 1.0))) * 0.34                        <L 39>
                    wp::adj_add(var_17, var_175, adj_17, adj_175, adj_176);
                    wp::adj_sin(var_174, adj_174, adj_175);
                    wp::adj_log2(var_173, adj_173, adj_174);
                    wp::adj_add(var_171, var_172, adj_171, adj_172, adj_173);
                    wp::adj_abs(var_170, adj_170, adj_171);
                    wp::adj_dot(var_166, var_169, adj_166, adj_169, adj_170);
                    wp::adj_vec_t(var_167, var_168, adj_167, adj_168, adj_169);
                    wp::adj_vec_t(var_164, var_165, adj_164, adj_165, adj_166);
                    // adj: v0 += wp.sin(wp.log2(wp.abs(wp.dot(wp.vec2(1.5, -0.6), wp.vec2(1.442, 1.512))) + 1.0))  <L 38>
                }
                if (var_155) {
                    wp::adj_mod(var_0, var_160, adj_0, adj_160, adj_161);
                }
                wp::adj_mod(var_0, var_156, adj_0, adj_156, adj_157);
                // adj: if ((tid) % 4 == 1) and ((tid) % 4 == 1):                                 <L 37>
                wp::adj_add(var_5, var_153, adj_5, adj_153, adj_154);
                wp::adj_sin(var_152, adj_152, adj_153);
                wp::adj_sub(var_150, var_151, adj_150, adj_151, adj_152);
                wp::adj_dot(var_146, var_149, adj_146, adj_149, adj_150);
                wp::adj_vec_t(var_147, var_148, adj_147, adj_148, adj_149);
                wp::adj_vec_t(var_144, var_145, adj_144, adj_145, adj_146);
                // adj: v1 += wp.sin((wp.dot(wp.vec2(-0.77, 1.21), wp.vec2(-0.22, -0.506)) - wp.floor(v1)))  <L 36>
            }
            wp::adj_mod(var_0, var_140, adj_0, adj_140, adj_141);
            // adj: elif (tid) % 4 == 0:                                                          <L 35>
        }
        if (var_21) {
            wp::adj_where(var_32, var_96, var_137, adj_32, adj_96, adj_137, adj_139);
            wp::adj_where(var_32, var_95, var_98, adj_32, adj_95, adj_98, adj_138);
            if (!var_32) {
                wp::adj_where(var_100, var_102, var_119, adj_100, adj_102, adj_119, adj_137);
                if (!var_100) {
                    wp::adj_sub(var_121, var_135, adj_121, adj_135, adj_136);
                    wp::adj_div(var_128, var_134, adj_128, adj_134, adj_135);
                    wp::adj_add(var_132, var_133, adj_132, adj_133, adj_134);
                    wp::adj_abs(var_131, adj_131, adj_132);
                    wp::adj_clamp(var_98, var_129, var_130, adj_98, adj_129, adj_130, adj_131);
                    wp::adj_sub(var_124, var_127, adj_124, adj_127, adj_128);
                    wp::adj_vec_t(var_125, var_126, adj_125, adj_126, adj_127);
                    wp::adj_vec_t(var_122, var_123, adj_122, adj_123, adj_124);
                    wp::adj_vec_t(var_120, var_119, adj_120, adj_119, adj_121);
                    wp::adj_sub(var_119, var_98, adj_119, adj_98, adj_120);
                    // adj: v7 = (wp.vec2((v1 - v0), v1) - ((wp.vec2(-0.13, -1.179) - wp.vec2(0.5, 1.12)) / (wp.abs(wp.clamp(v0, -1.03, 1.32)) + 1.0)))  <L 34>
                    wp::adj_sub(var_5, var_118, adj_5, adj_118, adj_119);
                    wp::adj_mul(var_116, var_117, adj_116, adj_117, adj_118);
                    wp::adj_tanh(var_98, var_116, adj_98, adj_116);
                    // adj: v1 -= wp.tanh(v0) * 1.91                                              <L 33>
                }
                if (var_100) {
                    wp::adj_add(var_110, var_114, adj_110, adj_114, adj_115);
                    wp::adj_length(var_113, var_114, adj_113, adj_114);
                    wp::adj_vec_t(var_111, var_112, adj_111, adj_112, adj_113);
                    // adj: v6 = (-1.915 + wp.length(wp.vec2(1.225, 1.1)))                        <L 31>
                    wp::adj_log(var_108, adj_108, adj_109);
                    wp::adj_add(var_106, var_107, adj_106, adj_107, adj_108);
                    wp::adj_abs(var_105, adj_105, adj_106);
                    wp::adj_min(var_104, var_98, adj_104, adj_98, adj_105);
                    wp::adj_mul(var_102, var_103, adj_102, adj_103, adj_104);
                    // adj: v5 = wp.log(wp.abs(wp.min((v1 * -0.9), v0)) + 1.0)                    <L 30>
                    wp::adj_add(var_5, var_101, adj_5, adj_101, adj_102);
                    wp::adj_sin(var_98, adj_98, adj_101);
                    // adj: v1 += wp.sin(v0)                                                      <L 29>
                }
                wp::adj_add(var_5, var_5, adj_5, adj_5, adj_99);
                // adj: if (v1 + v1) < v0:                                                        <L 28>
                wp::adj_add(var_27, var_97, adj_27, adj_97, adj_98);
                wp::adj_tanh(var_27, var_97, adj_27, adj_97);
                // adj: v0 = v0 + wp.tanh(v0)                                                     <L 27>
            }
            if (var_32) {
                wp::adj_where(var_45, var_56, var_94, adj_45, adj_56, adj_94, adj_96);
                wp::adj_where(var_45, var_27, var_93, adj_45, adj_27, adj_93, adj_95);
                if (!var_45) {
                    wp::adj_where(var_61, var_43, var_92, adj_61, adj_43, adj_92, adj_94);
                    wp::adj_where(var_61, var_75, var_90, adj_61, adj_75, adj_90, adj_93);
                    if (!var_61) {
                        wp::adj_add(var_82, var_91, adj_82, adj_91, adj_92);
                        wp::adj_tanh(var_90, var_91, adj_90, adj_91);
                        // adj: v1 = v1 + wp.tanh(v0)                                             <L 25>
                        wp::adj_add(var_27, var_89, adj_27, adj_89, adj_90);
                        wp::adj_tanh(var_88, var_89, adj_88, adj_89);
                        wp::adj_sub(var_83, var_87, adj_83, adj_87, adj_88);
                        wp::adj_extract(var_85, var_86, adj_85, adj_86, adj_87);
                        wp::adj_vec_t(var_84, adj_84, adj_85);
                        wp::adj_sub(var_82, var_27, adj_82, adj_27, adj_83);
                        // adj: v0 = v0 + wp.tanh(((v1 - v0) - (wp.vec2(1.32)).y))                <L 24>
                        wp::adj_add(var_43, var_81, adj_43, adj_81, adj_82);
                        wp::adj_cos(var_80, adj_80, adj_81);
                        wp::adj_mul(var_79, var_43, adj_79, adj_43, adj_80);
                        wp::adj_length(var_78, var_79, adj_78, adj_79);
                        wp::adj_vec_t(var_76, var_77, adj_76, adj_77, adj_78);
                        // adj: v1 = v1 + wp.cos((wp.length(wp.vec2(0.7, 1.4)) * v1))             <L 23>
                    }
                    if (var_61) {
                        wp::adj_add(var_27, var_74, adj_27, adj_74, adj_75);
                        wp::adj_sin(var_72, adj_72, adj_74);
                        wp::adj_clamp(var_73, var_70, var_71, adj_69, adj_70, adj_71, adj_72);
                        wp::adj_address(var_x0, var_68, adj_x0, adj_68, adj_69);
                        wp::adj_mod(var_63, var_66, adj_63, adj_66, adj_68);
                        adj_x0.shape = adj_64;
                        wp::adj_add(var_0, var_62, adj_0, adj_62, adj_63);
                        // adj: v0 = v0 + wp.sin(wp.clamp(x0[(tid + 3) % x0.shape[0]], -1.71, 0.45))  <L 21>
                    }
                    // adj: elif v0 <= v0:                                                        <L 20>
                }
                if (var_45) {
                    wp::adj_copy(var_59, adj_59, adj_60);
                    // adj: v4 = v3                                                               <L 19>
                    wp::adj_vec_t(var_57, var_58, adj_57, adj_58, adj_59);
                    // adj: v3 = wp.vec2(-0.5, -0.278)                                            <L 18>
                    wp::adj_add(var_43, var_55, adj_43, adj_55, adj_56);
                    wp::adj_tanh(var_54, var_55, adj_54, adj_55);
                    wp::adj_log(var_53, adj_53, adj_54);
                    wp::adj_add(var_51, var_52, adj_51, adj_52, adj_53);
                    wp::adj_abs(var_50, adj_50, adj_51);
                    wp::adj_extract(var_48, var_49, adj_48, adj_49, adj_50);
                    wp::adj_vec_t(var_46, var_47, adj_46, adj_47, adj_48);
                    // adj: v1 = v1 + wp.tanh(wp.log(wp.abs((wp.vec2(1.32, 0.48))[0]) + 1.0))     <L 17>
                }
                // adj: if wp.frac(v0) <= v0:                                                     <L 16>
                wp::adj_add(var_5, var_41, adj_5, adj_41, adj_43);
                wp::adj_tanh(var_42, var_41, adj_40, adj_41);
                wp::adj_address(var_x1, var_39, adj_x1, adj_39, adj_40);
                wp::adj_mod(var_34, var_37, adj_34, adj_37, adj_39);
                adj_x1.shape = adj_35;
                wp::adj_add(var_0, var_33, adj_0, adj_33, adj_34);
                // adj: v1 += wp.tanh(x1[(tid + 3) % x1.shape[0]])                                <L 15>
            }
            wp::adj_div(var_5, var_30, var_31, adj_5, adj_30, adj_31);
            wp::adj_add(var_28, var_29, adj_28, adj_29, adj_30);
            wp::adj_abs(var_27, adj_27, adj_28);
            // adj: if (v1 / (wp.abs(v0) + 1.0)) < v0:                                            <L 14>
            wp::adj_add(var_17, var_26, adj_17, adj_26, adj_27);
            wp::adj_tanh(var_25, var_26, adj_25, adj_26);
            wp::adj_length_sq(var_24, adj_24, adj_25);
            wp::adj_vec_t(var_22, var_23, adj_22, adj_23, adj_24);
            // adj: v0 = v0 + wp.tanh(wp.length_sq(wp.vec2(-1.97, -0.084)))                       <L 13>
        }
        wp::adj_mod(var_0, var_18, adj_0, adj_18, adj_19);
        // adj: if (tid) % 4 == 0:                                                                <L 12>
        wp::adj_where(var_12, var_14, var_2, adj_12, adj_14, adj_2, adj_17);
        if (var_12) {
            wp::adj_float(var_15, adj_15, adj_16);
            // adj: v2 = float(0.762)                                                             <L 11>
            wp::adj_add(var_2, var_13, adj_2, adj_13, adj_14);
            wp::adj_sin(var_2, adj_2, adj_13);
            // adj: v0 = v0 + wp.sin(v0)                                                          <L 10>
        }
        wp::adj_sub(var_2, var_2, adj_2, adj_2, adj_11);
        wp::adj_length(var_9, var_10, adj_9, adj_10);
        wp::adj_vec_t(var_7, var_8, adj_7, adj_8, adj_9);
        // adj: if wp.length(wp.vec2(-0.1, -0.58)) < (v0 - v0):                                   <L 9>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def multi_conditional_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2), out1: wp.array(dtype=wp.vec2)):  <L 5>
        continue;
    }
}

