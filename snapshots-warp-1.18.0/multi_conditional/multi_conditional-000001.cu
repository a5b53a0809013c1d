// Generated for case multi_conditional-000001 with warp-lang 1.18.0. Do not edit.
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



extern "C" __global__ void multi_conditional_000001_7faf9cab_cuda_kernel_forward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_joint_uvs,
    wp::array_t<wp::float32> var_joint_weights,
    wp::array_t<wp::float32> var_joint_residuals,
    wp::array_t<wp::float32> var_joint_scores)
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
        wp::int32 var_1;
        wp::int32 var_2;
        const wp::float32 var_3 = 0.0;
        wp::float32 var_4;
        wp::vec_t<2, wp::float32>* var_5;
        wp::vec_t<2, wp::float32> var_6;
        wp::vec_t<2, wp::float32> var_7;
        wp::float32* var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        const wp::float32 var_12 = -0.16;
        wp::float32 var_13;
        bool var_14;
        wp::vec_t<2, wp::float32> var_15;
        const wp::float32 var_16 = -0.7;
        const wp::float32 var_17 = -1.97;
        wp::vec_t<2, wp::float32> var_18;
        wp::vec_t<2, wp::float32> var_19;
        wp::vec_t<2, wp::float32> var_20;
        const wp::float32 var_21 = 1.48;
        wp::vec_t<2, wp::float32> var_22;
        wp::vec_t<2, wp::float32> var_23;
        const wp::float32 var_24 = -100.0;
        const wp::float32 var_25 = 100.0;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::int32 var_28;
        const wp::int32 var_29 = 4;
        wp::int32 var_30;
        const wp::int32 var_31 = 1;
        bool var_32;
        wp::vec_t<2, wp::float32> var_33;
        const wp::float32 var_34 = 0.98;
        wp::vec_t<2, wp::float32> var_35;
        wp::vec_t<2, wp::float32> var_36;
        wp::int32 var_37;
        const wp::int32 var_38 = 2;
        wp::int32 var_39;
        const wp::int32 var_40 = 0;
        bool var_41;
        wp::float32 var_42;
        const wp::float32 var_43 = -3.0;
        const wp::float32 var_44 = 3.0;
        wp::float32 var_45;
        wp::float32 var_46;
        wp::float32 var_47;
        wp::float32 var_48;
        wp::float32 var_49;
        wp::float32 var_50;
        bool var_51;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        const wp::float32 var_55 = 1.624;
        bool var_56;
        const wp::float32 var_57 = -1.11;
        const wp::float32 var_58 = -0.15;
        wp::vec_t<2, wp::float32> var_59;
        wp::vec_t<2, wp::float32> var_60;
        wp::vec_t<2, wp::float32> var_61;
        wp::vec_t<2, wp::float32> var_62;
        const wp::float32 var_63 = 1.04;
        wp::vec_t<2, wp::float32> var_64;
        wp::vec_t<2, wp::float32> var_65;
        wp::float32 var_66;
        bool var_67;
        const wp::float32 var_68 = -0.14;
        bool var_69;
        const wp::float32 var_70 = 1.2;
        wp::float32 var_71;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        bool var_75;
        const wp::float32 var_76 = 0.0;
        bool var_77;
        bool var_78;
        const wp::float32 var_79 = 1.6;
        bool var_80;
        const wp::float32 var_81 = 1.04;
        bool var_82;
        const wp::float32 var_83 = 1.7;
        const wp::float32 var_84 = -0.6;
        wp::vec_t<2, wp::float32> var_85;
        wp::vec_t<2, wp::float32> var_86;
        const wp::int32 var_87 = 0;
        wp::float32 var_88;
        wp::float32 var_89;
        wp::float32 var_90;
        wp::vec_t<2, wp::float32> var_91;
        wp::vec_t<2, wp::float32> var_92;
        const wp::int32 var_93 = 0;
        wp::float32 var_94;
        const wp::int32 var_95 = 1;
        wp::float32 var_96;
        wp::float32 var_97;
        wp::float32 var_98;
        const wp::float32 var_99 = 1.246;
        wp::float32 var_100;
        wp::float32 var_101;
        wp::float32 var_102;
        wp::float32 var_103;
        wp::float32 var_104;
        wp::float32 var_105;
        wp::float32 var_106;
        wp::vec_t<2, wp::float32> var_107;
        wp::float32 var_108;
        const wp::float32 var_109 = -1.98;
        const wp::float32 var_110 = 1.572;
        const wp::float32 var_111 = 1.45;
        wp::vec_t<2, wp::float32> var_112;
        wp::float32 var_113;
        bool var_114;
        const wp::float32 var_115 = -0.34;
        const wp::float32 var_116 = -1.031;
        wp::vec_t<2, wp::float32> var_117;
        wp::vec_t<2, wp::float32> var_118;
        const wp::float32 var_119 = 1.89;
        bool var_120;
        wp::vec_t<2, wp::float32> var_121;
        wp::float32 var_122;
        wp::vec_t<2, wp::float32> var_123;
        wp::vec_t<2, wp::float32> var_124;
        const wp::float32 var_125 = 1.75;
        wp::vec_t<2, wp::float32> var_126;
        wp::vec_t<2, wp::float32> var_127;
        wp::float32 var_128;
        wp::float32 var_129;
        bool var_130;
        wp::float32 var_131;
        wp::float32 var_132;
        wp::float32 var_133;
        wp::float32 var_134;
        const wp::int32 var_135 = 1;
        wp::int32 var_136;
        wp::shape_t* var_137;
        const wp::int32 var_138 = 2;
        wp::int32 var_139;
        wp::shape_t var_140;
        wp::int32 var_141;
        wp::float32* var_142;
        wp::float32 var_143;
        wp::float32 var_144;
        wp::float32 var_145;
        wp::float32 var_146;
        const wp::float32 var_147 = -1.29;
        const wp::float32 var_148 = 1.43;
        wp::vec_t<2, wp::float32> var_149;
        wp::vec_t<2, wp::float32>* var_150;
        wp::vec_t<2, wp::float32> var_151;
        wp::vec_t<2, wp::float32> var_152;
        wp::vec_t<2, wp::float32> var_153;
        const wp::float32 var_154 = 0.25;
        wp::vec_t<2, wp::float32> var_155;
        wp::vec_t<2, wp::float32> var_156;
        wp::vec_t<2, wp::float32> var_157;
        wp::float32 var_158;
        wp::vec_t<2, wp::float32> var_159;
        wp::float32 var_160;
        wp::float32 var_161;
        wp::vec_t<2, wp::float32> var_162;
        wp::float32 var_163;
        wp::float32 var_164;
        wp::vec_t<2, wp::float32> var_165;
        wp::float32 var_166;
        wp::float32 var_167;
        wp::vec_t<2, wp::float32> var_168;
        wp::float32 var_169;
        const wp::int32 var_170 = 2;
        wp::int32 var_171;
        const wp::int32 var_172 = 0;
        bool var_173;
        wp::float32 var_174;
        wp::float32 var_175;
        wp::vec_t<2, wp::float32> var_176;
        wp::vec_t<2, wp::float32> var_177;
        wp::vec_t<2, wp::float32> var_178;
        wp::vec_t<2, wp::float32> var_179;
        const wp::float32 var_180 = 1.12;
        wp::vec_t<2, wp::float32> var_181;
        wp::vec_t<2, wp::float32> var_182;
        wp::float32 var_183;
        const wp::float32 var_184 = -3.0;
        const wp::float32 var_185 = 3.0;
        wp::float32 var_186;
        wp::float32 var_187;
        bool var_188;
        const wp::float32 var_189 = -1.0;
        wp::float32 var_190;
        wp::float32 var_191;
        wp::vec_t<2, wp::float32> var_192;
        wp::vec_t<2, wp::float32> var_193;
        const wp::float32 var_194 = 0.32;
        wp::vec_t<2, wp::float32> var_195;
        wp::vec_t<2, wp::float32> var_196;
        const wp::float32 var_197 = -0.61;
        const wp::float32 var_198 = 1.84;
        wp::float32 var_199;
        const wp::int32 var_200 = 0;
        wp::float32 var_201;
        bool var_202;
        wp::float32 var_203;
        wp::float32 var_204;
        wp::float32 var_205;
        wp::float32* var_206;
        bool var_207;
        wp::float32 var_208;
        wp::float32 var_209;
        wp::float32 var_210;
        wp::float32 var_211;
        wp::float32 var_212;
        wp::float32 var_213;
        wp::float32 var_214;
        wp::float32 var_215;
        wp::float32 var_216;
        wp::float32 var_217;
        wp::float32 var_218;
        wp::float32 var_219;
        wp::float32 var_220;
        wp::vec_t<2, wp::float32> var_221;
        wp::float32 var_222;
        wp::float32 var_223;
        bool var_224;
        const wp::float32 var_225 = -1.28;
        const wp::float32 var_226 = 1.01;
        wp::float32 var_227;
        const wp::float32 var_228 = 1.88;
        wp::float32 var_229;
        wp::float32 var_230;
        wp::float32 var_231;
        wp::float32 var_232;
        bool var_233;
        const wp::float32 var_234 = 0.66;
        bool var_235;
        const wp::float32 var_236 = -0.47;
        bool var_237;
        wp::float32 var_238;
        wp::float32 var_239;
        wp::float32 var_240;
        const wp::float32 var_241 = -0.4;
        const wp::float32 var_242 = 0.8;
        wp::vec_t<2, wp::float32> var_243;
        wp::vec_t<2, wp::float32> var_244;
        const wp::float32 var_245 = 0.79;
        wp::vec_t<2, wp::float32> var_246;
        wp::vec_t<2, wp::float32> var_247;
        wp::float32 var_248;
        wp::float32 var_249;
        wp::float32 var_250;
        wp::float32 var_251;
        wp::float32 var_252;
        wp::vec_t<2, wp::float32> var_253;
        wp::float32 var_254;
        wp::vec_t<2, wp::float32> var_255;
        const wp::float32 var_256 = 3.0;
        const wp::float32 var_257 = 1.25;
        wp::vec_t<2, wp::float32> var_258;
        wp::vec_t<2, wp::float32> var_259;
        wp::vec_t<2, wp::float32> var_260;
        const wp::float32 var_261 = 0.58;
        wp::vec_t<2, wp::float32> var_262;
        wp::vec_t<2, wp::float32> var_263;
        const wp::float32 var_264 = 2.41;
        wp::float32 var_265;
        wp::float32 var_266;
        bool var_267;
        wp::float32 var_268;
        wp::float32 var_269;
        bool var_270;
        const wp::float32 var_271 = 1.87;
        bool var_272;
        const wp::int32 var_273 = 3;
        wp::int32 var_274;
        const wp::int32 var_275 = 1;
        bool var_276;
        bool var_277;
        wp::float32 var_278;
        wp::float32 var_279;
        wp::float32 var_280;
        wp::float32 var_281;
        wp::float32 var_282;
        wp::float32* var_283;
        wp::float32 var_284;
        wp::float32 var_285;
        wp::float32 var_286;
        wp::float32 var_287;
        wp::float32 var_288;
        const wp::int32 var_289 = 4;
        wp::int32 var_290;
        const wp::int32 var_291 = 4;
        wp::int32 var_292;
        const wp::int32 var_293 = 1;
        bool var_294;
        wp::float32 var_295;
        const wp::int32 var_296 = 0;
        wp::float32 var_297;
        wp::float32 var_298;
        wp::float32 var_299;
        wp::float32 var_300;
        wp::vec_t<2, wp::float32> var_301;
        wp::float32 var_302;
        const wp::float32 var_303 = 1.0;
        wp::float32 var_304;
        wp::vec_t<2, wp::float32> var_305;
        wp::vec_t<2, wp::float32> var_306;
        const wp::float32 var_307 = -1.809;
        wp::vec_t<2, wp::float32> var_308;
        wp::vec_t<2, wp::float32> var_309;
        wp::vec_t<2, wp::float32> var_310;
        wp::vec_t<2, wp::float32> var_311;
        wp::vec_t<2, wp::float32> var_312;
        const wp::int32 var_313 = 0;
        wp::float32 var_314;
        const wp::int32 var_315 = 1;
        wp::float32 var_316;
        wp::float32 var_317;
        wp::float32 var_318;
        const wp::int32 var_319 = 4;
        wp::int32 var_320;
        const wp::int32 var_321 = 1;
        bool var_322;
        const wp::float32 var_323 = 1.144;
        const wp::float32 var_324 = 0.4;
        wp::vec_t<2, wp::float32> var_325;
        wp::vec_t<2, wp::float32> var_326;
        wp::vec_t<2, wp::float32> var_327;
        wp::vec_t<2, wp::float32> var_328;
        const wp::float32 var_329 = 0.87;
        wp::vec_t<2, wp::float32> var_330;
        wp::vec_t<2, wp::float32> var_331;
        wp::float32 var_332;
        bool var_333;
        wp::vec_t<2, wp::float32> var_334;
        const wp::float32 var_335 = 1.93;
        wp::vec_t<2, wp::float32> var_336;
        wp::vec_t<2, wp::float32> var_337;
        const wp::int32 var_338 = 1;
        wp::int32 var_339;
        wp::shape_t* var_340;
        const wp::int32 var_341 = 2;
        wp::int32 var_342;
        wp::shape_t var_343;
        wp::int32 var_344;
        wp::float32* var_345;
        wp::float32 var_346;
        const wp::float32 var_347 = 0.5;
        wp::float32 var_348;
        wp::float32 var_349;
        wp::float32 var_350;
        wp::float32 var_351;
        const wp::float32 var_352 = 1.0;
        wp::float32 var_353;
        wp::float32 var_354;
        wp::float32 var_355;
        wp::float32 var_356;
        const wp::float32 var_357 = 1.67;
        wp::vec_t<2, wp::float32> var_358;
        const wp::float32 var_359 = -1.5;
        wp::vec_t<2, wp::float32> var_360;
        wp::vec_t<2, wp::float32> var_361;
        wp::vec_t<2, wp::float32> var_362;
        const wp::float32 var_363 = 1.49;
        wp::vec_t<2, wp::float32> var_364;
        wp::vec_t<2, wp::float32> var_365;
        wp::float32 var_366;
        wp::vec_t<2, wp::float32> var_367;
        wp::float32 var_368;
        wp::vec_t<2, wp::float32> var_369;
        wp::float32 var_370;
        wp::vec_t<2, wp::float32> var_371;
        wp::float32 var_372;
        bool var_373;
        bool var_374;
        const wp::float32 var_375 = -0.2;
        bool var_376;
        const wp::float32 var_377 = -0.8;
        bool var_378;
        const wp::float32 var_379 = -0.69;
        bool var_380;
        const wp::float32 var_381 = 0.1;
        bool var_382;
        bool var_383;
        wp::float32 var_384;
        wp::float32 var_385;
        wp::float32 var_386;
        bool var_387;
        const wp::float32 var_388 = -0.3;
        bool var_389;
        bool var_390;
        const wp::float32 var_391 = -0.504;
        bool var_392;
        const wp::float32 var_393 = 1.16;
        bool var_394;
        const wp::float32 var_395 = 0.099;
        const wp::float32 var_396 = -0.7;
        wp::vec_t<2, wp::float32> var_397;
        wp::vec_t<2, wp::float32> var_398;
        wp::vec_t<2, wp::float32> var_399;
        wp::vec_t<2, wp::float32> var_400;
        const wp::float32 var_401 = 1.07;
        wp::vec_t<2, wp::float32> var_402;
        wp::vec_t<2, wp::float32> var_403;
        const wp::float32 var_404 = 1.3;
        bool var_405;
        wp::vec_t<2, wp::float32> var_406;
        wp::vec_t<2, wp::float32> var_407;
        wp::vec_t<2, wp::float32> var_408;
        const wp::int32 var_409 = 0;
        wp::float32 var_410;
        const wp::int32 var_411 = 1;
        wp::float32 var_412;
        wp::float32 var_413;
        wp::float32 var_414;
        wp::float32 var_415;
        wp::vec_t<2, wp::float32> var_416;
        wp::float32 var_417;
        wp::vec_t<2, wp::float32> var_418;
        wp::float32 var_419;
        wp::float32 var_420;
        wp::vec_t<2, wp::float32> var_421;
        wp::float32 var_422;
        wp::float32 var_423;
        wp::vec_t<2, wp::float32> var_424;
        wp::float32 var_425;
        wp::float32 var_426;
        wp::vec_t<2, wp::float32> var_427;
        wp::float32 var_428;
        bool var_429;
        const wp::int32 var_430 = 4;
        wp::int32 var_431;
        const wp::int32 var_432 = 1;
        bool var_433;
        const wp::float32 var_434 = 0.2;
        bool var_435;
        const wp::float32 var_436 = 0.6;
        wp::vec_t<2, wp::float32> var_437;
        wp::vec_t<2, wp::float32> var_438;
        wp::float32 var_439;
        wp::vec_t<2, wp::float32> var_440;
        wp::vec_t<2, wp::float32> var_441;
        const wp::float32 var_442 = 1.73;
        wp::vec_t<2, wp::float32> var_443;
        wp::vec_t<2, wp::float32> var_444;
        bool var_445;
        bool var_446;
        const wp::float32 var_447 = 1.235;
        bool var_448;
        const wp::float32 var_449 = -1.3;
        bool var_450;
        bool var_451;
        const wp::float32 var_452 = -1.68;
        bool var_453;
        bool var_454;
        wp::float32 var_455;
        wp::float32 var_456;
        wp::float32 var_457;
        wp::float32 var_458;
        wp::float32 var_459;
        wp::float32 var_460;
        const wp::int32 var_461 = 3;
        wp::int32 var_462;
        wp::shape_t* var_463;
        const wp::int32 var_464 = 2;
        wp::int32 var_465;
        wp::shape_t var_466;
        wp::int32 var_467;
        wp::vec_t<2, wp::float32>* var_468;
        wp::vec_t<2, wp::float32> var_469;
        wp::vec_t<2, wp::float32> var_470;
        const wp::float32 var_471 = 1.88;
        wp::vec_t<2, wp::float32> var_472;
        wp::vec_t<2, wp::float32> var_473;
        const wp::float32 var_474 = -0.676;
        bool var_475;
        const wp::float32 var_476 = 1.2;
        wp::float32 var_477;
        wp::float32 var_478;
        wp::float32 var_479;
        wp::float32 var_480;
        bool var_481;
        bool var_482;
        const wp::float32 var_483 = 0.71;
        bool var_484;
        const wp::float32 var_485 = 0.748;
        bool var_486;
        const wp::float32 var_487 = -1.3;
        bool var_488;
        const wp::float32 var_489 = 0.192;
        bool var_490;
        wp::vec_t<2, wp::float32> var_491;
        wp::vec_t<2, wp::float32> var_492;
        wp::vec_t<2, wp::float32> var_493;
        const wp::float32 var_494 = 0.57;
        wp::vec_t<2, wp::float32> var_495;
        wp::vec_t<2, wp::float32> var_496;
        const wp::float32 var_497 = -0.252;
        const wp::float32 var_498 = -0.184;
        wp::vec_t<2, wp::float32> var_499;
        wp::float32 var_500;
        wp::float32 var_501;
        const wp::float32 var_502 = 0.25;
        wp::float32 var_503;
        wp::float32 var_504;
        wp::float32 var_505;
        const wp::float32 var_506 = -1.868;
        bool var_507;
        const wp::int32 var_508 = 1;
        wp::float32 var_509;
        wp::float32 var_510;
        wp::float32 var_511;
        wp::float32 var_512;
        wp::float32 var_513;
        const wp::float32 var_514 = -0.028;
        wp::float32 var_515;
        const wp::float32 var_516 = 1.0;
        wp::float32 var_517;
        wp::float32 var_518;
        wp::float32 var_519;
        wp::vec_t<2, wp::float32> var_520;
        wp::vec_t<2, wp::float32> var_521;
        const wp::float32 var_522 = 0.2;
        wp::vec_t<2, wp::float32> var_523;
        wp::vec_t<2, wp::float32> var_524;
        wp::int32 var_525;
        wp::float32 var_526;
        wp::float32* var_527;
        const wp::float32 var_528 = 1.41;
        wp::float32 var_529;
        wp::float32 var_530;
        wp::float32 var_531;
        wp::float32 var_532;
        const wp::float32 var_533 = 1.0;
        wp::float32 var_534;
        wp::float32 var_535;
        wp::float32 var_536;
        wp::float32 var_537;
        wp::vec_t<2, wp::float32> var_538;
        wp::float32 var_539;
        wp::float32 var_540;
        wp::vec_t<2, wp::float32> var_541;
        wp::float32 var_542;
        wp::vec_t<2, wp::float32> var_543;
        const wp::float32 var_544 = 0.4;
        wp::vec_t<2, wp::float32> var_545;
        wp::vec_t<2, wp::float32> var_546;
        bool var_547;
        const wp::float32 var_548 = -0.14;
        bool var_549;
        bool var_550;
        const wp::float32 var_551 = -1.99;
        bool var_552;
        const wp::float32 var_553 = 1.4;
        bool var_554;
        bool var_555;
        const wp::float32 var_556 = -1.66;
        wp::vec_t<2, wp::float32> var_557;
        const wp::float32 var_558 = -1.949;
        const wp::float32 var_559 = -1.91;
        wp::vec_t<2, wp::float32> var_560;
        wp::vec_t<2, wp::float32> var_561;
        wp::vec_t<2, wp::float32> var_562;
        wp::vec_t<2, wp::float32> var_563;
        const wp::float32 var_564 = 0.64;
        wp::vec_t<2, wp::float32> var_565;
        wp::vec_t<2, wp::float32> var_566;
        const wp::float32 var_567 = -1.4;
        bool var_568;
        wp::vec_t<2, wp::float32> var_569;
        wp::vec_t<2, wp::float32> var_570;
        const wp::float32 var_571 = 0.42;
        wp::vec_t<2, wp::float32> var_572;
        wp::vec_t<2, wp::float32> var_573;
        const wp::int32 var_574 = 8;
        wp::int32 var_575;
        const wp::int32 var_576 = 3;
        wp::int32 var_577;
        const wp::int32 var_578 = 0;
        bool var_579;
        wp::vec_t<2, wp::float32> var_580;
        const wp::float32 var_581 = 0.41;
        wp::vec_t<2, wp::float32> var_582;
        wp::vec_t<2, wp::float32> var_583;
        wp::vec_t<2, wp::float32> var_584;
        wp::vec_t<2, wp::float32> var_585;
        wp::vec_t<2, wp::float32> var_586;
        wp::float32 var_587;
        wp::vec_t<2, wp::float32> var_588;
        wp::float32 var_589;
        const wp::int32 var_590 = 5;
        wp::int32 var_591;
        wp::shape_t* var_592;
        const wp::int32 var_593 = 2;
        wp::int32 var_594;
        wp::shape_t var_595;
        wp::int32 var_596;
        wp::float32* var_597;
        const wp::float32 var_598 = 1.88;
        wp::float32 var_599;
        wp::float32 var_600;
        wp::float32 var_601;
        wp::float32 var_602;
        wp::float32 var_603;
        wp::float32 var_604;
        const wp::float32 var_605 = -1.02;
        wp::float32 var_606;
        const wp::float32 var_607 = 1.0;
        wp::float32 var_608;
        wp::float32 var_609;
        wp::float32 var_610;
        const wp::float32 var_611 = 0.15;
        wp::float32 var_612;
        wp::float32 var_613;
        //---------
        // forward
        // def multi_conditional_000001(joint_uvs: wp.array(dtype=wp.vec2, ndim=3), joint_weights: wp.array(dtype=float, ndim=3), joint_residuals: wp.array3d(dtype=float), joint_scores: wp.array(dtype=float, ndim=3)):       <L 5>
        // i, j, k = wp.tid()  # thread index                                                     <L 6>
        builtin_tid3d(var_0, var_1, var_2);
        // v11 = float(0.0)                                                                       <L 7>
        var_4 = wp::float(var_3);
        // v0 = joint_uvs[i, j, k]                                                                <L 8>
        var_5 = wp::address(var_joint_uvs, var_0, var_1, var_2);
        var_7 = wp::load(var_5);
        var_6 = wp::copy(var_7);
        // v1 = joint_weights[i, j, k]                                                            <L 9>
        var_8 = wp::address(var_joint_weights, var_0, var_1, var_2);
        var_10 = wp::load(var_8);
        var_9 = wp::copy(var_10);
        // if wp.step(v1) * -0.16 >= v1:                                                          <L 10>
        var_11 = wp::step(var_9);
        var_13 = wp::mul(var_11, var_12);
        var_14 = (var_13 >= var_9);
        if (var_14) {
            // v0 = v0 + wp.normalize(wp.cw_mul(wp.normalize(v0), wp.vec2(-0.7, -1.97))) * 1.48       <L 11>
            var_15 = wp::normalize(var_6);
            var_18 = wp::vec_t<2, wp::float32>(var_16, var_17);
            var_19 = wp::cw_mul(var_15, var_18);
            var_20 = wp::normalize(var_19);
            var_22 = wp::mul(var_20, var_21);
            var_23 = wp::add(var_6, var_22);
        }
        if (!var_14) {
            // elif (int(wp.floor(wp.clamp(v1, -100.0, 100.0)))) % 4 == 1:                        <L 12>
            var_26 = wp::clamp(var_9, var_24, var_25);
            var_27 = wp::floor(var_26);
            var_28 = wp::int(var_27);
            var_30 = wp::mod(var_28, var_29);
            var_32 = (var_30 == var_31);
            if (var_32) {
                // v0 = v0 + wp.normalize(v0) * 0.98                                              <L 13>
                var_33 = wp::normalize(var_6);
                var_35 = wp::mul(var_33, var_34);
                var_36 = wp::add(var_6, var_35);
                // if ((j * k)) % 2 == 0:                                                         <L 14>
                var_37 = wp::mul(var_1, var_2);
                var_39 = wp::mod(var_37, var_38);
                var_41 = (var_39 == var_40);
                if (var_41) {
                    // v1 += wp.tanh(wp.cosh(wp.clamp((v1 * v1), -3.0, 3.0)))                     <L 15>
                    var_42 = wp::mul(var_9, var_9);
                    var_45 = wp::clamp(var_42, var_43, var_44);
                    var_46 = wp::cosh(var_45);
                    var_47 = wp::tanh(var_46);
                    var_48 = wp::add(var_9, var_47);
                }
                var_49 = wp::where(var_41, var_48, var_9);
                // if v1 <= (v1 + v1):                                                            <L 16>
                var_50 = wp::add(var_49, var_49);
                var_51 = (var_49 <= var_50);
                if (var_51) {
                    // v1 += wp.cos(v1)                                                           <L 17>
                    var_52 = wp::cos(var_49);
                    var_53 = wp::add(var_49, var_52);
                    // if (v1 * v1) > 1.624:                                                      <L 18>
                    var_54 = wp::mul(var_53, var_53);
                    var_56 = (var_54 > var_55);
                    if (var_56) {
                        // v0 = v0 + wp.normalize(-((wp.vec2(-1.11, -0.15) * v1))) * 1.04         <L 19>
                        var_59 = wp::vec_t<2, wp::float32>(var_57, var_58);
                        var_60 = wp::mul(var_59, var_53);
                        var_61 = wp::neg(var_60);
                        var_62 = wp::normalize(var_61);
                        var_64 = wp::mul(var_62, var_63);
                        var_65 = wp::add(var_36, var_64);
                    }
                    if (!var_56) {
                        // elif v1 > (v1 * v1):                                                   <L 20>
                        var_66 = wp::mul(var_53, var_53);
                        var_67 = (var_53 > var_66);
                        if (var_67) {
                            // v1 = v1 + wp.tanh(wp.where(v1 >= -0.14, 1.2, (v1 + v1)))           <L 21>
                            var_69 = (var_53 >= var_68);
                            var_71 = wp::add(var_53, var_53);
                            var_72 = wp::where(var_69, var_70, var_71);
                            var_73 = wp::tanh(var_72);
                            var_74 = wp::add(var_53, var_73);
                        }
                        if (!var_67) {
                            // elif (v1 >= 0.0) or ((v1 > 1.6) and (1.04 <= v1)):                 <L 22>
                            var_77 = (var_53 >= var_76);
                            var_75 = var_77;
                            if (!var_75) {
                                var_80 = (var_53 > var_79);
                                var_78 = var_80;
                                if (var_78) {
                                    var_82 = (var_81 <= var_53);
                                    var_78 = var_78 && var_82;
                                }
                                var_75 = var_75 || var_78;
                            }
                            if (var_75) {
                                // v1 += wp.tanh(((wp.vec2(1.7, -0.6) - v0))[0])                  <L 23>
                                var_85 = wp::vec_t<2, wp::float32>(var_83, var_84);
                                var_86 = wp::sub(var_85, var_36);
                                var_88 = wp::extract(var_86, var_87);
                                var_89 = wp::tanh(var_88);
                                var_90 = wp::add(var_53, var_89);
                                // v2 = wp.normalize(wp.vec2(v1, v1))                             <L 24>
                                var_91 = wp::vec_t<2, wp::float32>(var_90, var_90);
                                var_92 = wp::normalize(var_91);
                                // v11 += v2[0] + v2[1]                                           <L 25>
                                var_94 = wp::extract(var_92, var_93);
                                var_96 = wp::extract(var_92, var_95);
                                var_97 = wp::add(var_94, var_96);
                                var_98 = wp::add(var_4, var_97);
                            }
                            if (!var_75) {
                                // v1 += wp.tanh(1.246)                                           <L 27>
                                var_100 = wp::tanh(var_99);
                                var_101 = wp::add(var_53, var_100);
                            }
                            var_102 = wp::where(var_75, var_98, var_4);
                            var_103 = wp::where(var_75, var_90, var_101);
                        }
                        var_104 = wp::where(var_67, var_4, var_102);
                        var_105 = wp::where(var_67, var_74, var_103);
                    }
                    var_106 = wp::where(var_56, var_4, var_104);
                    var_107 = wp::where(var_56, var_65, var_36);
                    var_108 = wp::where(var_56, var_53, var_105);
                }
                if (!var_51) {
                    // elif -1.98 > wp.dot(v0, wp.vec2(1.572, 1.45)):                             <L 28>
                    var_112 = wp::vec_t<2, wp::float32>(var_110, var_111);
                    var_113 = wp::dot(var_36, var_112);
                    var_114 = (var_109 > var_113);
                    if (var_114) {
                        // v0 = v0 + wp.normalize(wp.lerp((v0 + wp.vec2(-0.34, -1.031)), wp.where(v1 <= 1.89, v0, v0), wp.floor(v1))) * 1.75       <L 29>
                        var_117 = wp::vec_t<2, wp::float32>(var_115, var_116);
                        var_118 = wp::add(var_36, var_117);
                        var_120 = (var_49 <= var_119);
                        var_121 = wp::where(var_120, var_36, var_36);
                        var_122 = wp::floor(var_49);
                        var_123 = wp::lerp(var_118, var_121, var_122);
                        var_124 = wp::normalize(var_123);
                        var_126 = wp::mul(var_124, var_125);
                        var_127 = wp::add(var_36, var_126);
                    }
                    if (!var_114) {
                        // elif (v1 * v1) > (v1 + v1):                                            <L 30>
                        var_128 = wp::mul(var_49, var_49);
                        var_129 = wp::add(var_49, var_49);
                        var_130 = (var_128 > var_129);
                        if (var_130) {
                            // v1 += wp.cos((v1 + v1))                                            <L 31>
                            var_131 = wp::add(var_49, var_49);
                            var_132 = wp::cos(var_131);
                            var_133 = wp::add(var_49, var_132);
                            // v1 = v1 + wp.sin(((v1 + v1) * joint_weights[i, j, (k + 1) % joint_weights.shape[2]]))       <L 32>
                            var_134 = wp::add(var_133, var_133);
                            var_136 = wp::add(var_2, var_135);
                            var_137 = &(var_joint_weights.shape);
                            var_140 = wp::load(var_137);
                            var_139 = wp::extract(var_140, var_138);
                            var_141 = wp::mod(var_136, var_139);
                            var_142 = wp::address(var_joint_weights, var_0, var_1, var_141);
                            var_144 = wp::load(var_142);
                            var_143 = wp::mul(var_134, var_144);
                            var_145 = wp::sin(var_143);
                            var_146 = wp::add(var_133, var_145);
                        }
                        if (!var_130) {
                            // v0 += wp.normalize((wp.vec2(-1.29, 1.43) - joint_uvs[i, j, k])) * 0.25       <L 34>
                            var_149 = wp::vec_t<2, wp::float32>(var_147, var_148);
                            var_150 = wp::address(var_joint_uvs, var_0, var_1, var_2);
                            var_152 = wp::load(var_150);
                            var_151 = wp::sub(var_149, var_152);
                            var_153 = wp::normalize(var_151);
                            var_155 = wp::mul(var_153, var_154);
                            var_156 = wp::add(var_36, var_155);
                        }
                        var_157 = wp::where(var_130, var_36, var_156);
                        var_158 = wp::where(var_130, var_146, var_49);
                    }
                    var_159 = wp::where(var_114, var_127, var_157);
                    var_160 = wp::where(var_114, var_49, var_158);
                }
                var_161 = wp::where(var_51, var_106, var_4);
                var_162 = wp::where(var_51, var_107, var_159);
                var_163 = wp::where(var_51, var_108, var_160);
            }
            var_164 = wp::where(var_32, var_161, var_4);
            var_165 = wp::where(var_32, var_162, var_6);
            var_166 = wp::where(var_32, var_163, var_9);
        }
        var_167 = wp::where(var_14, var_4, var_164);
        var_168 = wp::where(var_14, var_23, var_165);
        var_169 = wp::where(var_14, var_9, var_166);
        // if (k) % 2 == 0:                                                                       <L 35>
        var_171 = wp::mod(var_2, var_170);
        var_173 = (var_171 == var_172);
        if (var_173) {
            // v1 = v1 + wp.tanh(v1)                                                              <L 36>
            var_174 = wp::tanh(var_169);
            var_175 = wp::add(var_169, var_174);
        }
        if (!var_173) {
            // v0 = v0 + wp.normalize(((v0 + v0) + -v0)) * 1.12                                   <L 38>
            var_176 = wp::add(var_168, var_168);
            var_177 = wp::neg(var_168);
            var_178 = wp::add(var_176, var_177);
            var_179 = wp::normalize(var_178);
            var_181 = wp::mul(var_179, var_180);
            var_182 = wp::add(var_168, var_181);
            // if wp.copysign(v1, v1) > wp.sinh(wp.clamp(v1, -3.0, 3.0)):                         <L 39>
            var_183 = wp::copysign(var_169, var_169);
            var_186 = wp::clamp(var_169, var_184, var_185);
            var_187 = wp::sinh(var_186);
            var_188 = (var_183 > var_187);
            if (var_188) {
                // v0 += wp.normalize(wp.vec2((-1.0 - v1), (v1 + v1))) * 0.32                     <L 40>
                var_190 = wp::sub(var_189, var_169);
                var_191 = wp::add(var_169, var_169);
                var_192 = wp::vec_t<2, wp::float32>(var_190, var_191);
                var_193 = wp::normalize(var_192);
                var_195 = wp::mul(var_193, var_194);
                var_196 = wp::add(var_182, var_195);
            }
            if (!var_188) {
                // elif wp.clamp(v1, -0.61, 1.84) <= v0[0]:                                       <L 41>
                var_199 = wp::clamp(var_169, var_197, var_198);
                var_201 = wp::extract(var_182, var_200);
                var_202 = (var_199 <= var_201);
                if (var_202) {
                    // v1 = v1 + wp.cos(v1)                                                       <L 42>
                    var_203 = wp::cos(var_169);
                    var_204 = wp::add(var_169, var_203);
                    // if wp.dot(v0, v0) >= joint_weights[i, j, k]:                               <L 43>
                    var_205 = wp::dot(var_182, var_182);
                    var_206 = wp::address(var_joint_weights, var_0, var_1, var_2);
                    var_208 = wp::load(var_206);
                    var_207 = (var_205 >= var_208);
                    if (var_207) {
                        // v1 += wp.tanh((v1 - (v1 + v1)))                                        <L 44>
                        var_209 = wp::add(var_204, var_204);
                        var_210 = wp::sub(var_204, var_209);
                        var_211 = wp::tanh(var_210);
                        var_212 = wp::add(var_204, var_211);
                    }
                    var_213 = wp::where(var_207, var_212, var_204);
                    // v3 = v1                                                                    <L 45>
                    var_214 = wp::copy(var_213);
                    // v11 += v3                                                                  <L 46>
                    var_215 = wp::add(var_167, var_214);
                }
                if (!var_202) {
                    // v1 += wp.tanh(v1)                                                          <L 48>
                    var_216 = wp::tanh(var_169);
                    var_217 = wp::add(var_169, var_216);
                }
                var_218 = wp::where(var_202, var_215, var_167);
                var_219 = wp::where(var_202, var_213, var_217);
            }
            var_220 = wp::where(var_188, var_167, var_218);
            var_221 = wp::where(var_188, var_196, var_182);
            var_222 = wp::where(var_188, var_169, var_219);
            // if (v1 * v1) > v1:                                                                 <L 49>
            var_223 = wp::mul(var_222, var_222);
            var_224 = (var_223 > var_222);
            if (var_224) {
                // v1 += wp.cos((wp.clamp(v1, -1.28, 1.01) - (v1 - 1.88)))                        <L 50>
                var_227 = wp::clamp(var_222, var_225, var_226);
                var_229 = wp::sub(var_222, var_228);
                var_230 = wp::sub(var_227, var_229);
                var_231 = wp::cos(var_230);
                var_232 = wp::add(var_222, var_231);
                // if (v1 >= 0.66) and (v1 > -0.47):                                              <L 51>
                var_235 = (var_232 >= var_234);
                var_233 = var_235;
                if (var_233) {
                    var_237 = (var_232 > var_236);
                    var_233 = var_233 && var_237;
                }
                if (var_233) {
                    // v1 = v1 + wp.tanh(wp.radians(v1))                                          <L 52>
                    var_238 = wp::radians(var_232);
                    var_239 = wp::tanh(var_238);
                    var_240 = wp::add(var_232, var_239);
                    // v0 += wp.normalize(wp.vec2(-0.4, 0.8)) * 0.79                              <L 53>
                    var_243 = wp::vec_t<2, wp::float32>(var_241, var_242);
                    var_244 = wp::normalize(var_243);
                    var_246 = wp::mul(var_244, var_245);
                    var_247 = wp::add(var_221, var_246);
                    // v4 = (wp.sign(wp.length(v0)) * v1)                                         <L 54>
                    var_248 = wp::length(var_247);
                    var_249 = wp::sign(var_248);
                    var_250 = wp::mul(var_249, var_240);
                    // v11 += v4                                                                  <L 55>
                    var_251 = wp::add(var_220, var_250);
                }
                var_252 = wp::where(var_233, var_251, var_220);
                var_253 = wp::where(var_233, var_247, var_221);
                var_254 = wp::where(var_233, var_240, var_232);
                // v0 = v0 + wp.normalize(wp.cw_div((v1 * v0), wp.vec2(3.0, 1.25))) * 0.58        <L 56>
                var_255 = wp::mul(var_254, var_253);
                var_258 = wp::vec_t<2, wp::float32>(var_256, var_257);
                var_259 = wp::cw_div(var_255, var_258);
                var_260 = wp::normalize(var_259);
                var_262 = wp::mul(var_260, var_261);
                var_263 = wp::add(var_253, var_262);
            }
            if (!var_224) {
                // elif (v1 / 2.41) < wp.dot(v0, v0):                                             <L 57>
                var_265 = wp::div(var_222, var_264);
                var_266 = wp::dot(var_221, var_221);
                var_267 = (var_265 < var_266);
                if (var_267) {
                    // v1 += wp.tanh(v1)                                                          <L 58>
                    var_268 = wp::tanh(var_222);
                    var_269 = wp::add(var_222, var_268);
                    // if not (1.87 >= v1 or (k) % 3 == 1):                                       <L 59>
                    var_272 = (var_271 >= var_269);
                    var_270 = var_272;
                    if (!var_270) {
                        var_274 = wp::mod(var_2, var_273);
                        var_276 = (var_274 == var_275);
                        var_270 = var_270 || var_276;
                    }
                    var_277 = wp::unot(var_270);
                    if (var_277) {
                        // v1 = v1 + wp.sin((wp.length_sq(v0) - (v1 + v1)))                       <L 60>
                        var_278 = wp::length_sq(var_221);
                        var_279 = wp::add(var_269, var_269);
                        var_280 = wp::sub(var_278, var_279);
                        var_281 = wp::sin(var_280);
                        var_282 = wp::add(var_269, var_281);
                        // v5 = joint_weights[i, j, k]                                            <L 61>
                        var_283 = wp::address(var_joint_weights, var_0, var_1, var_2);
                        var_285 = wp::load(var_283);
                        var_284 = wp::copy(var_285);
                        // v11 += v5                                                              <L 62>
                        var_286 = wp::add(var_220, var_284);
                    }
                    var_287 = wp::where(var_277, var_286, var_220);
                    var_288 = wp::where(var_277, var_282, var_269);
                    // if (wp.min(i, 4)) % 4 == 1:                                                <L 63>
                    var_290 = wp::min(var_0, var_289);
                    var_292 = wp::mod(var_290, var_291);
                    var_294 = (var_292 == var_293);
                    if (var_294) {
                        // v1 = v1 + wp.tanh((float(k) - v0.x))                                   <L 64>
                        var_295 = wp::float(var_2);
                        var_297 = wp::extract(var_221, var_296);
                        var_298 = wp::sub(var_295, var_297);
                        var_299 = wp::tanh(var_298);
                        var_300 = wp::add(var_288, var_299);
                        // v6 = wp.max(((v0 + v0) - (v0 / (wp.abs(v1) + 1.0))), wp.cw_mul(wp.max(wp.vec2(-1.809), v0), wp.normalize(v0)))       <L 65>
                        var_301 = wp::add(var_221, var_221);
                        var_302 = wp::abs(var_300);
                        var_304 = wp::add(var_302, var_303);
                        var_305 = wp::div(var_221, var_304);
                        var_306 = wp::sub(var_301, var_305);
                        var_308 = wp::vec_t<2, wp::float32>(var_307);
                        var_309 = wp::max(var_308, var_221);
                        var_310 = wp::normalize(var_221);
                        var_311 = wp::cw_mul(var_309, var_310);
                        var_312 = wp::max(var_306, var_311);
                        // v11 += v6[0] + v6[1]                                                   <L 66>
                        var_314 = wp::extract(var_312, var_313);
                        var_316 = wp::extract(var_312, var_315);
                        var_317 = wp::add(var_314, var_316);
                        var_318 = wp::add(var_287, var_317);
                    }
                    if (!var_294) {
                        // elif (i) % 4 == 1:                                                     <L 67>
                        var_320 = wp::mod(var_0, var_319);
                        var_322 = (var_320 == var_321);
                        if (var_322) {
                            // v0 = v0 + wp.normalize(wp.normalize((v0 + wp.vec2(1.144, 0.4)))) * 0.87       <L 68>
                            var_325 = wp::vec_t<2, wp::float32>(var_323, var_324);
                            var_326 = wp::add(var_221, var_325);
                            var_327 = wp::normalize(var_326);
                            var_328 = wp::normalize(var_327);
                            var_330 = wp::mul(var_328, var_329);
                            var_331 = wp::add(var_221, var_330);
                        }
                        if (!var_322) {
                            // elif v1 <= (v1 + v1):                                              <L 69>
                            var_332 = wp::add(var_288, var_288);
                            var_333 = (var_288 <= var_332);
                            if (var_333) {
                                // v0 = v0 + wp.normalize(v0) * 1.93                              <L 70>
                                var_334 = wp::normalize(var_221);
                                var_336 = wp::mul(var_334, var_335);
                                var_337 = wp::add(var_221, var_336);
                                // v7 = (joint_weights[i, j, (k + 1) % joint_weights.shape[2]] / (wp.abs((wp.sqrt(wp.abs(v1) + 0.5) - v1)) + 1.0))       <L 71>
                                var_339 = wp::add(var_2, var_338);
                                var_340 = &(var_joint_weights.shape);
                                var_343 = wp::load(var_340);
                                var_342 = wp::extract(var_343, var_341);
                                var_344 = wp::mod(var_339, var_342);
                                var_345 = wp::address(var_joint_weights, var_0, var_1, var_344);
                                var_346 = wp::abs(var_288);
                                var_348 = wp::add(var_346, var_347);
                                var_349 = wp::sqrt(var_348);
                                var_350 = wp::sub(var_349, var_288);
                                var_351 = wp::abs(var_350);
                                var_353 = wp::add(var_351, var_352);
                                var_355 = wp::load(var_345);
                                var_354 = wp::div(var_355, var_353);
                                // v11 += v7                                                      <L 72>
                                var_356 = wp::add(var_287, var_354);
                            }
                            if (!var_333) {
                                // v0 = v0 + wp.normalize((wp.vec2(v1, 1.67) - wp.vec2(v1, -1.5))) * 1.49       <L 74>
                                var_358 = wp::vec_t<2, wp::float32>(var_288, var_357);
                                var_360 = wp::vec_t<2, wp::float32>(var_288, var_359);
                                var_361 = wp::sub(var_358, var_360);
                                var_362 = wp::normalize(var_361);
                                var_364 = wp::mul(var_362, var_363);
                                var_365 = wp::add(var_221, var_364);
                            }
                            var_366 = wp::where(var_333, var_356, var_287);
                            var_367 = wp::where(var_333, var_337, var_365);
                        }
                        var_368 = wp::where(var_322, var_287, var_366);
                        var_369 = wp::where(var_322, var_331, var_367);
                    }
                    var_370 = wp::where(var_294, var_318, var_368);
                    var_371 = wp::where(var_294, var_221, var_369);
                    var_372 = wp::where(var_294, var_300, var_288);
                }
                if (!var_267) {
                    // elif not ((v1 < -0.2) and (v1 > -0.8) and (-0.69 <= v1) or (v1 > 0.1)):       <L 75>
                    var_376 = (var_222 < var_375);
                    var_374 = var_376;
                    if (var_374) {
                        var_378 = (var_222 > var_377);
                        var_374 = var_374 && var_378;
                    }
                    if (var_374) {
                        var_380 = (var_379 <= var_222);
                        var_374 = var_374 && var_380;
                    }
                    var_373 = var_374;
                    if (!var_373) {
                        var_382 = (var_222 > var_381);
                        var_373 = var_373 || var_382;
                    }
                    var_383 = wp::unot(var_373);
                    if (var_383) {
                        // v1 = v1 + wp.cos(+(v1))                                                <L 76>
                        var_384 = wp::pos(var_222);
                        var_385 = wp::cos(var_384);
                        var_386 = wp::add(var_222, var_385);
                        // if (-0.3 <= v1) or ((v1 >= -0.504) and (v1 >= 1.16)):                  <L 77>
                        var_389 = (var_388 <= var_386);
                        var_387 = var_389;
                        if (!var_387) {
                            var_392 = (var_386 >= var_391);
                            var_390 = var_392;
                            if (var_390) {
                                var_394 = (var_386 >= var_393);
                                var_390 = var_390 && var_394;
                            }
                            var_387 = var_387 || var_390;
                        }
                        if (var_387) {
                            // v0 = v0 + wp.normalize(wp.normalize((v0 - wp.vec2(0.099, -0.7)))) * 1.07       <L 78>
                            var_397 = wp::vec_t<2, wp::float32>(var_395, var_396);
                            var_398 = wp::sub(var_221, var_397);
                            var_399 = wp::normalize(var_398);
                            var_400 = wp::normalize(var_399);
                            var_402 = wp::mul(var_400, var_401);
                            var_403 = wp::add(var_221, var_402);
                            // v8 = -((wp.where(v1 >= 1.3, v0, v0) + v0))                         <L 79>
                            var_405 = (var_386 >= var_404);
                            var_406 = wp::where(var_405, var_403, var_403);
                            var_407 = wp::add(var_406, var_403);
                            var_408 = wp::neg(var_407);
                            // v11 += v8[0] + v8[1]                                               <L 80>
                            var_410 = wp::extract(var_408, var_409);
                            var_412 = wp::extract(var_408, var_411);
                            var_413 = wp::add(var_410, var_412);
                            var_414 = wp::add(var_220, var_413);
                        }
                        var_415 = wp::where(var_387, var_414, var_220);
                        var_416 = wp::where(var_387, var_403, var_221);
                    }
                    var_417 = wp::where(var_383, var_415, var_220);
                    var_418 = wp::where(var_383, var_416, var_221);
                    var_419 = wp::where(var_383, var_386, var_222);
                }
                var_420 = wp::where(var_267, var_370, var_417);
                var_421 = wp::where(var_267, var_371, var_418);
                var_422 = wp::where(var_267, var_372, var_419);
            }
            var_423 = wp::where(var_224, var_252, var_420);
            var_424 = wp::where(var_224, var_263, var_421);
            var_425 = wp::where(var_224, var_254, var_422);
        }
        var_426 = wp::where(var_173, var_167, var_423);
        var_427 = wp::where(var_173, var_168, var_424);
        var_428 = wp::where(var_173, var_175, var_425);
        // if ((i) % 4 == 1) or (v1 < 0.2):                                                       <L 81>
        var_431 = wp::mod(var_0, var_430);
        var_433 = (var_431 == var_432);
        var_429 = var_433;
        if (!var_429) {
            var_435 = (var_428 < var_434);
            var_429 = var_429 || var_435;
        }
        if (var_429) {
            // v0 += wp.normalize(wp.lerp((wp.vec2(0.6) - v0), v0, wp.length_sq(v0))) * 1.73       <L 82>
            var_437 = wp::vec_t<2, wp::float32>(var_436);
            var_438 = wp::sub(var_437, var_427);
            var_439 = wp::length_sq(var_427);
            var_440 = wp::lerp(var_438, var_427, var_439);
            var_441 = wp::normalize(var_440);
            var_443 = wp::mul(var_441, var_442);
            var_444 = wp::add(var_427, var_443);
            // if not (not (v1 >= 1.235 and v1 < -1.3) and v1 < -1.68):                           <L 83>
            var_448 = (var_428 >= var_447);
            var_446 = var_448;
            if (var_446) {
                var_450 = (var_428 < var_449);
                var_446 = var_446 && var_450;
            }
            var_451 = wp::unot(var_446);
            var_445 = var_451;
            if (var_445) {
                var_453 = (var_428 < var_452);
                var_445 = var_445 && var_453;
            }
            var_454 = wp::unot(var_445);
            if (var_454) {
                // v1 = v1 + wp.tanh((v1 + (v1 + v1)))                                            <L 84>
                var_455 = wp::add(var_428, var_428);
                var_456 = wp::add(var_428, var_455);
                var_457 = wp::tanh(var_456);
                var_458 = wp::add(var_428, var_457);
                // v9 = v1                                                                        <L 85>
                var_459 = wp::copy(var_458);
                // v11 += v9                                                                      <L 86>
                var_460 = wp::add(var_426, var_459);
                // v0 = v0 + wp.normalize(joint_uvs[i, j, (k + 3) % joint_uvs.shape[2]]) * 1.88       <L 87>
                var_462 = wp::add(var_2, var_461);
                var_463 = &(var_joint_uvs.shape);
                var_466 = wp::load(var_463);
                var_465 = wp::extract(var_466, var_464);
                var_467 = wp::mod(var_462, var_465);
                var_468 = wp::address(var_joint_uvs, var_0, var_1, var_467);
                var_470 = wp::load(var_468);
                var_469 = wp::normalize(var_470);
                var_472 = wp::mul(var_469, var_471);
                var_473 = wp::add(var_444, var_472);
            }
            if (!var_454) {
                // v1 += wp.tanh(wp.where(v1 <= -0.676, v1, v1 * 1.2))                            <L 89>
                var_475 = (var_428 <= var_474);
                var_477 = wp::mul(var_428, var_476);
                var_478 = wp::where(var_475, var_428, var_477);
                var_479 = wp::tanh(var_478);
                var_480 = wp::add(var_428, var_479);
                // if ((v1 < 0.71) and (0.748 <= v1)) or (v1 > -1.3):                             <L 90>
                var_484 = (var_480 < var_483);
                var_482 = var_484;
                if (var_482) {
                    var_486 = (var_485 <= var_480);
                    var_482 = var_482 && var_486;
                }
                var_481 = var_482;
                if (!var_481) {
                    var_488 = (var_480 > var_487);
                    var_481 = var_481 || var_488;
                }
                if (var_481) {
                    // v0 += wp.normalize((wp.where(v1 < 0.192, v0, v0) * v1)) * 0.57             <L 91>
                    var_490 = (var_480 < var_489);
                    var_491 = wp::where(var_490, var_444, var_444);
                    var_492 = wp::mul(var_491, var_480);
                    var_493 = wp::normalize(var_492);
                    var_495 = wp::mul(var_493, var_494);
                    var_496 = wp::add(var_444, var_495);
                    // v1 += wp.cos(wp.lerp(wp.dot(wp.vec2(-0.252, -0.184), v0), (v1 + v1), 0.25))       <L 92>
                    var_499 = wp::vec_t<2, wp::float32>(var_497, var_498);
                    var_500 = wp::dot(var_499, var_496);
                    var_501 = wp::add(var_480, var_480);
                    var_503 = wp::lerp(var_500, var_501, var_502);
                    var_504 = wp::cos(var_503);
                    var_505 = wp::add(var_480, var_504);
                }
                if (!var_481) {
                    // v1 += wp.sin(wp.where(v1 >= -1.868, v0[1], (v1 + v1)))                     <L 94>
                    var_507 = (var_480 >= var_506);
                    var_509 = wp::extract(var_444, var_508);
                    var_510 = wp::add(var_480, var_480);
                    var_511 = wp::where(var_507, var_509, var_510);
                    var_512 = wp::sin(var_511);
                    var_513 = wp::add(var_480, var_512);
                    // v0 = v0 + wp.normalize(wp.vec2((-0.028 / (wp.abs(v1) + 1.0)), wp.dot(v0, v0))) * 0.2       <L 95>
                    var_515 = wp::abs(var_513);
                    var_517 = wp::add(var_515, var_516);
                    var_518 = wp::div(var_514, var_517);
                    var_519 = wp::dot(var_444, var_444);
                    var_520 = wp::vec_t<2, wp::float32>(var_518, var_519);
                    var_521 = wp::normalize(var_520);
                    var_523 = wp::mul(var_521, var_522);
                    var_524 = wp::add(var_444, var_523);
                    // v10 = (float((j + j)) / (wp.abs((joint_weights[i, j, k] - (v1 / 1.41))) + 1.0))       <L 96>
                    var_525 = wp::add(var_1, var_1);
                    var_526 = wp::float(var_525);
                    var_527 = wp::address(var_joint_weights, var_0, var_1, var_2);
                    var_529 = wp::div(var_513, var_528);
                    var_531 = wp::load(var_527);
                    var_530 = wp::sub(var_531, var_529);
                    var_532 = wp::abs(var_530);
                    var_534 = wp::add(var_532, var_533);
                    var_535 = wp::div(var_526, var_534);
                    // v11 += v10                                                                 <L 97>
                    var_536 = wp::add(var_426, var_535);
                }
                var_537 = wp::where(var_481, var_426, var_536);
                var_538 = wp::where(var_481, var_496, var_524);
                var_539 = wp::where(var_481, var_505, var_513);
            }
            var_540 = wp::where(var_454, var_460, var_537);
            var_541 = wp::where(var_454, var_473, var_538);
            var_542 = wp::where(var_454, var_458, var_539);
            // v0 += wp.normalize(v0) * 0.4                                                       <L 98>
            var_543 = wp::normalize(var_541);
            var_545 = wp::mul(var_543, var_544);
            var_546 = wp::add(var_541, var_545);
        }
        if (!var_429) {
            // elif not (v1 <= -0.14 or (v1 >= -1.99) and (v1 > 1.4)):                            <L 99>
            var_549 = (var_428 <= var_548);
            var_547 = var_549;
            if (!var_547) {
                var_552 = (var_428 >= var_551);
                var_550 = var_552;
                if (var_550) {
                    var_554 = (var_428 > var_553);
                    var_550 = var_550 && var_554;
                }
                var_547 = var_547 || var_550;
            }
            var_555 = wp::unot(var_547);
            if (var_555) {
                // v0 += wp.normalize(wp.cw_mul((-1.66 * v0), (v0 - wp.vec2(-1.949, -1.91)))) * 0.64       <L 100>
                var_557 = wp::mul(var_556, var_427);
                var_560 = wp::vec_t<2, wp::float32>(var_558, var_559);
                var_561 = wp::sub(var_427, var_560);
                var_562 = wp::cw_mul(var_557, var_561);
                var_563 = wp::normalize(var_562);
                var_565 = wp::mul(var_563, var_564);
                var_566 = wp::add(var_427, var_565);
            }
            if (!var_555) {
                // elif v1 >= -1.4:                                                               <L 101>
                var_568 = (var_428 >= var_567);
                if (var_568) {
                    // v0 = v0 + wp.normalize(wp.normalize(v0)) * 0.42                            <L 102>
                    var_569 = wp::normalize(var_427);
                    var_570 = wp::normalize(var_569);
                    var_572 = wp::mul(var_570, var_571);
                    var_573 = wp::add(var_427, var_572);
                }
                if (!var_568) {
                    // elif ((j % 8)) % 3 == 0:                                                   <L 103>
                    var_575 = wp::mod(var_1, var_574);
                    var_577 = wp::mod(var_575, var_576);
                    var_579 = (var_577 == var_578);
                    if (var_579) {
                        // v0 = v0 + wp.normalize(v0) * 0.41                                      <L 104>
                        var_580 = wp::normalize(var_427);
                        var_582 = wp::mul(var_580, var_581);
                        var_583 = wp::add(var_427, var_582);
                    }
                    var_584 = wp::where(var_579, var_583, var_427);
                }
                var_585 = wp::where(var_568, var_573, var_584);
            }
            var_586 = wp::where(var_555, var_566, var_585);
        }
        var_587 = wp::where(var_429, var_540, var_426);
        var_588 = wp::where(var_429, var_546, var_586);
        var_589 = wp::where(var_429, var_542, var_428);
        // joint_residuals[i, j, k] = v1 + joint_weights[i, j, (k + 5) % joint_weights.shape[2]] * 1.88 + v11       <L 105>
        var_591 = wp::add(var_2, var_590);
        var_592 = &(var_joint_weights.shape);
        var_595 = wp::load(var_592);
        var_594 = wp::extract(var_595, var_593);
        var_596 = wp::mod(var_591, var_594);
        var_597 = wp::address(var_joint_weights, var_0, var_1, var_596);
        var_600 = wp::load(var_597);
        var_599 = wp::mul(var_600, var_598);
        var_601 = wp::add(var_589, var_599);
        var_602 = wp::add(var_601, var_587);
        wp::array_store(var_joint_residuals, var_0, var_1, var_2, var_602);
        // joint_scores[i, j, k] = v1 + (wp.step(v1) * v1 - (-1.02 / (wp.abs(v1) + 1.0))) * 0.15       <L 107>
        var_603 = wp::step(var_589);
        var_604 = wp::mul(var_603, var_589);
        var_606 = wp::abs(var_589);
        var_608 = wp::add(var_606, var_607);
        var_609 = wp::div(var_605, var_608);
        var_610 = wp::sub(var_604, var_609);
        var_612 = wp::mul(var_610, var_611);
        var_613 = wp::add(var_589, var_612);
        wp::array_store(var_joint_scores, var_0, var_1, var_2, var_613);
    }
}



extern "C" __global__ void multi_conditional_000001_7faf9cab_cuda_kernel_backward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_joint_uvs,
    wp::array_t<wp::float32> var_joint_weights,
    wp::array_t<wp::float32> var_joint_residuals,
    wp::array_t<wp::float32> var_joint_scores,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_joint_uvs,
    wp::array_t<wp::float32> adj_joint_weights,
    wp::array_t<wp::float32> adj_joint_residuals,
    wp::array_t<wp::float32> adj_joint_scores)
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
        wp::int32 var_1;
        wp::int32 var_2;
        const wp::float32 var_3 = 0.0;
        wp::float32 var_4;
        wp::vec_t<2, wp::float32>* var_5;
        wp::vec_t<2, wp::float32> var_6;
        wp::vec_t<2, wp::float32> var_7;
        wp::float32* var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        const wp::float32 var_12 = -0.16;
        wp::float32 var_13;
        bool var_14;
        wp::vec_t<2, wp::float32> var_15;
        const wp::float32 var_16 = -0.7;
        const wp::float32 var_17 = -1.97;
        wp::vec_t<2, wp::float32> var_18;
        wp::vec_t<2, wp::float32> var_19;
        wp::vec_t<2, wp::float32> var_20;
        const wp::float32 var_21 = 1.48;
        wp::vec_t<2, wp::float32> var_22;
        wp::vec_t<2, wp::float32> var_23;
        const wp::float32 var_24 = -100.0;
        const wp::float32 var_25 = 100.0;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::int32 var_28;
        const wp::int32 var_29 = 4;
        wp::int32 var_30;
        const wp::int32 var_31 = 1;
        bool var_32;
        wp::vec_t<2, wp::float32> var_33;
        const wp::float32 var_34 = 0.98;
        wp::vec_t<2, wp::float32> var_35;
        wp::vec_t<2, wp::float32> var_36;
        wp::int32 var_37;
        const wp::int32 var_38 = 2;
        wp::int32 var_39;
        const wp::int32 var_40 = 0;
        bool var_41;
        wp::float32 var_42;
        const wp::float32 var_43 = -3.0;
        const wp::float32 var_44 = 3.0;
        wp::float32 var_45;
        wp::float32 var_46;
        wp::float32 var_47;
        wp::float32 var_48;
        wp::float32 var_49;
        wp::float32 var_50;
        bool var_51;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        const wp::float32 var_55 = 1.624;
        bool var_56;
        const wp::float32 var_57 = -1.11;
        const wp::float32 var_58 = -0.15;
        wp::vec_t<2, wp::float32> var_59;
        wp::vec_t<2, wp::float32> var_60;
        wp::vec_t<2, wp::float32> var_61;
        wp::vec_t<2, wp::float32> var_62;
        const wp::float32 var_63 = 1.04;
        wp::vec_t<2, wp::float32> var_64;
        wp::vec_t<2, wp::float32> var_65;
        wp::float32 var_66;
        bool var_67;
        const wp::float32 var_68 = -0.14;
        bool var_69;
        const wp::float32 var_70 = 1.2;
        wp::float32 var_71;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        bool var_75;
        const wp::float32 var_76 = 0.0;
        bool var_77;
        bool var_78;
        const wp::float32 var_79 = 1.6;
        bool var_80;
        const wp::float32 var_81 = 1.04;
        bool var_82;
        const wp::float32 var_83 = 1.7;
        const wp::float32 var_84 = -0.6;
        wp::vec_t<2, wp::float32> var_85;
        wp::vec_t<2, wp::float32> var_86;
        const wp::int32 var_87 = 0;
        wp::float32 var_88;
        wp::float32 var_89;
        wp::float32 var_90;
        wp::vec_t<2, wp::float32> var_91;
        wp::vec_t<2, wp::float32> var_92;
        const wp::int32 var_93 = 0;
        wp::float32 var_94;
        const wp::int32 var_95 = 1;
        wp::float32 var_96;
        wp::float32 var_97;
        wp::float32 var_98;
        const wp::float32 var_99 = 1.246;
        wp::float32 var_100;
        wp::float32 var_101;
        wp::float32 var_102;
        wp::float32 var_103;
        wp::float32 var_104;
        wp::float32 var_105;
        wp::float32 var_106;
        wp::vec_t<2, wp::float32> var_107;
        wp::float32 var_108;
        const wp::float32 var_109 = -1.98;
        const wp::float32 var_110 = 1.572;
        const wp::float32 var_111 = 1.45;
        wp::vec_t<2, wp::float32> var_112;
        wp::float32 var_113;
        bool var_114;
        const wp::float32 var_115 = -0.34;
        const wp::float32 var_116 = -1.031;
        wp::vec_t<2, wp::float32> var_117;
        wp::vec_t<2, wp::float32> var_118;
        const wp::float32 var_119 = 1.89;
        bool var_120;
        wp::vec_t<2, wp::float32> var_121;
        wp::float32 var_122;
        wp::vec_t<2, wp::float32> var_123;
        wp::vec_t<2, wp::float32> var_124;
        const wp::float32 var_125 = 1.75;
        wp::vec_t<2, wp::float32> var_126;
        wp::vec_t<2, wp::float32> var_127;
        wp::float32 var_128;
        wp::float32 var_129;
        bool var_130;
        wp::float32 var_131;
        wp::float32 var_132;
        wp::float32 var_133;
        wp::float32 var_134;
        const wp::int32 var_135 = 1;
        wp::int32 var_136;
        wp::shape_t* var_137;
        const wp::int32 var_138 = 2;
        wp::int32 var_139;
        wp::shape_t var_140;
        wp::int32 var_141;
        wp::float32* var_142;
        wp::float32 var_143;
        wp::float32 var_144;
        wp::float32 var_145;
        wp::float32 var_146;
        const wp::float32 var_147 = -1.29;
        const wp::float32 var_148 = 1.43;
        wp::vec_t<2, wp::float32> var_149;
        wp::vec_t<2, wp::float32>* var_150;
        wp::vec_t<2, wp::float32> var_151;
        wp::vec_t<2, wp::float32> var_152;
        wp::vec_t<2, wp::float32> var_153;
        const wp::float32 var_154 = 0.25;
        wp::vec_t<2, wp::float32> var_155;
        wp::vec_t<2, wp::float32> var_156;
        wp::vec_t<2, wp::float32> var_157;
        wp::float32 var_158;
        wp::vec_t<2, wp::float32> var_159;
        wp::float32 var_160;
        wp::float32 var_161;
        wp::vec_t<2, wp::float32> var_162;
        wp::float32 var_163;
        wp::float32 var_164;
        wp::vec_t<2, wp::float32> var_165;
        wp::float32 var_166;
        wp::float32 var_167;
        wp::vec_t<2, wp::float32> var_168;
        wp::float32 var_169;
        const wp::int32 var_170 = 2;
        wp::int32 var_171;
        const wp::int32 var_172 = 0;
        bool var_173;
        wp::float32 var_174;
        wp::float32 var_175;
        wp::vec_t<2, wp::float32> var_176;
        wp::vec_t<2, wp::float32> var_177;
        wp::vec_t<2, wp::float32> var_178;
        wp::vec_t<2, wp::float32> var_179;
        const wp::float32 var_180 = 1.12;
        wp::vec_t<2, wp::float32> var_181;
        wp::vec_t<2, wp::float32> var_182;
        wp::float32 var_183;
        const wp::float32 var_184 = -3.0;
        const wp::float32 var_185 = 3.0;
        wp::float32 var_186;
        wp::float32 var_187;
        bool var_188;
        const wp::float32 var_189 = -1.0;
        wp::float32 var_190;
        wp::float32 var_191;
        wp::vec_t<2, wp::float32> var_192;
        wp::vec_t<2, wp::float32> var_193;
        const wp::float32 var_194 = 0.32;
        wp::vec_t<2, wp::float32> var_195;
        wp::vec_t<2, wp::float32> var_196;
        const wp::float32 var_197 = -0.61;
        const wp::float32 var_198 = 1.84;
        wp::float32 var_199;
        const wp::int32 var_200 = 0;
        wp::float32 var_201;
        bool var_202;
        wp::float32 var_203;
        wp::float32 var_204;
        wp::float32 var_205;
        wp::float32* var_206;
        bool var_207;
        wp::float32 var_208;
        wp::float32 var_209;
        wp::float32 var_210;
        wp::float32 var_211;
        wp::float32 var_212;
        wp::float32 var_213;
        wp::float32 var_214;
        wp::float32 var_215;
        wp::float32 var_216;
        wp::float32 var_217;
        wp::float32 var_218;
        wp::float32 var_219;
        wp::float32 var_220;
        wp::vec_t<2, wp::float32> var_221;
        wp::float32 var_222;
        wp::float32 var_223;
        bool var_224;
        const wp::float32 var_225 = -1.28;
        const wp::float32 var_226 = 1.01;
        wp::float32 var_227;
        const wp::float32 var_228 = 1.88;
        wp::float32 var_229;
        wp::float32 var_230;
        wp::float32 var_231;
        wp::float32 var_232;
        bool var_233;
        const wp::float32 var_234 = 0.66;
        bool var_235;
        const wp::float32 var_236 = -0.47;
        bool var_237;
        wp::float32 var_238;
        wp::float32 var_239;
        wp::float32 var_240;
        const wp::float32 var_241 = -0.4;
        const wp::float32 var_242 = 0.8;
        wp::vec_t<2, wp::float32> var_243;
        wp::vec_t<2, wp::float32> var_244;
        const wp::float32 var_245 = 0.79;
        wp::vec_t<2, wp::float32> var_246;
        wp::vec_t<2, wp::float32> var_247;
        wp::float32 var_248;
        wp::float32 var_249;
        wp::float32 var_250;
        wp::float32 var_251;
        wp::float32 var_252;
        wp::vec_t<2, wp::float32> var_253;
        wp::float32 var_254;
        wp::vec_t<2, wp::float32> var_255;
        const wp::float32 var_256 = 3.0;
        const wp::float32 var_257 = 1.25;
        wp::vec_t<2, wp::float32> var_258;
        wp::vec_t<2, wp::float32> var_259;
        wp::vec_t<2, wp::float32> var_260;
        const wp::float32 var_261 = 0.58;
        wp::vec_t<2, wp::float32> var_262;
        wp::vec_t<2, wp::float32> var_263;
        const wp::float32 var_264 = 2.41;
        wp::float32 var_265;
        wp::float32 var_266;
        bool var_267;
        wp::float32 var_268;
        wp::float32 var_269;
        bool var_270;
        const wp::float32 var_271 = 1.87;
        bool var_272;
        const wp::int32 var_273 = 3;
        wp::int32 var_274;
        const wp::int32 var_275 = 1;
        bool var_276;
        bool var_277;
        wp::float32 var_278;
        wp::float32 var_279;
        wp::float32 var_280;
        wp::float32 var_281;
        wp::float32 var_282;
        wp::float32* var_283;
        wp::float32 var_284;
        wp::float32 var_285;
        wp::float32 var_286;
        wp::float32 var_287;
        wp::float32 var_288;
        const wp::int32 var_289 = 4;
        wp::int32 var_290;
        const wp::int32 var_291 = 4;
        wp::int32 var_292;
        const wp::int32 var_293 = 1;
        bool var_294;
        wp::float32 var_295;
        const wp::int32 var_296 = 0;
        wp::float32 var_297;
        wp::float32 var_298;
        wp::float32 var_299;
        wp::float32 var_300;
        wp::vec_t<2, wp::float32> var_301;
        wp::float32 var_302;
        const wp::float32 var_303 = 1.0;
        wp::float32 var_304;
        wp::vec_t<2, wp::float32> var_305;
        wp::vec_t<2, wp::float32> var_306;
        const wp::float32 var_307 = -1.809;
        wp::vec_t<2, wp::float32> var_308;
        wp::vec_t<2, wp::float32> var_309;
        wp::vec_t<2, wp::float32> var_310;
        wp::vec_t<2, wp::float32> var_311;
        wp::vec_t<2, wp::float32> var_312;
        const wp::int32 var_313 = 0;
        wp::float32 var_314;
        const wp::int32 var_315 = 1;
        wp::float32 var_316;
        wp::float32 var_317;
        wp::float32 var_318;
        const wp::int32 var_319 = 4;
        wp::int32 var_320;
        const wp::int32 var_321 = 1;
        bool var_322;
        const wp::float32 var_323 = 1.144;
        const wp::float32 var_324 = 0.4;
        wp::vec_t<2, wp::float32> var_325;
        wp::vec_t<2, wp::float32> var_326;
        wp::vec_t<2, wp::float32> var_327;
        wp::vec_t<2, wp::float32> var_328;
        const wp::float32 var_329 = 0.87;
        wp::vec_t<2, wp::float32> var_330;
        wp::vec_t<2, wp::float32> var_331;
        wp::float32 var_332;
        bool var_333;
        wp::vec_t<2, wp::float32> var_334;
        const wp::float32 var_335 = 1.93;
        wp::vec_t<2, wp::float32> var_336;
        wp::vec_t<2, wp::float32> var_337;
        const wp::int32 var_338 = 1;
        wp::int32 var_339;
        wp::shape_t* var_340;
        const wp::int32 var_341 = 2;
        wp::int32 var_342;
        wp::shape_t var_343;
        wp::int32 var_344;
        wp::float32* var_345;
        wp::float32 var_346;
        const wp::float32 var_347 = 0.5;
        wp::float32 var_348;
        wp::float32 var_349;
        wp::float32 var_350;
        wp::float32 var_351;
        const wp::float32 var_352 = 1.0;
        wp::float32 var_353;
        wp::float32 var_354;
        wp::float32 var_355;
        wp::float32 var_356;
        const wp::float32 var_357 = 1.67;
        wp::vec_t<2, wp::float32> var_358;
        const wp::float32 var_359 = -1.5;
        wp::vec_t<2, wp::float32> var_360;
        wp::vec_t<2, wp::float32> var_361;
        wp::vec_t<2, wp::float32> var_362;
        const wp::float32 var_363 = 1.49;
        wp::vec_t<2, wp::float32> var_364;
        wp::vec_t<2, wp::float32> var_365;
        wp::float32 var_366;
        wp::vec_t<2, wp::float32> var_367;
        wp::float32 var_368;
        wp::vec_t<2, wp::float32> var_369;
        wp::float32 var_370;
        wp::vec_t<2, wp::float32> var_371;
        wp::float32 var_372;
        bool var_373;
        bool var_374;
        const wp::float32 var_375 = -0.2;
        bool var_376;
        const wp::float32 var_377 = -0.8;
        bool var_378;
        const wp::float32 var_379 = -0.69;
        bool var_380;
        const wp::float32 var_381 = 0.1;
        bool var_382;
        bool var_383;
        wp::float32 var_384;
        wp::float32 var_385;
        wp::float32 var_386;
        bool var_387;
        const wp::float32 var_388 = -0.3;
        bool var_389;
        bool var_390;
        const wp::float32 var_391 = -0.504;
        bool var_392;
        const wp::float32 var_393 = 1.16;
        bool var_394;
        const wp::float32 var_395 = 0.099;
        const wp::float32 var_396 = -0.7;
        wp::vec_t<2, wp::float32> var_397;
        wp::vec_t<2, wp::float32> var_398;
        wp::vec_t<2, wp::float32> var_399;
        wp::vec_t<2, wp::float32> var_400;
        const wp::float32 var_401 = 1.07;
        wp::vec_t<2, wp::float32> var_402;
        wp::vec_t<2, wp::float32> var_403;
        const wp::float32 var_404 = 1.3;
        bool var_405;
        wp::vec_t<2, wp::float32> var_406;
        wp::vec_t<2, wp::float32> var_407;
        wp::vec_t<2, wp::float32> var_408;
        const wp::int32 var_409 = 0;
        wp::float32 var_410;
        const wp::int32 var_411 = 1;
        wp::float32 var_412;
        wp::float32 var_413;
        wp::float32 var_414;
        wp::float32 var_415;
        wp::vec_t<2, wp::float32> var_416;
        wp::float32 var_417;
        wp::vec_t<2, wp::float32> var_418;
        wp::float32 var_419;
        wp::float32 var_420;
        wp::vec_t<2, wp::float32> var_421;
        wp::float32 var_422;
        wp::float32 var_423;
        wp::vec_t<2, wp::float32> var_424;
        wp::float32 var_425;
        wp::float32 var_426;
        wp::vec_t<2, wp::float32> var_427;
        wp::float32 var_428;
        bool var_429;
        const wp::int32 var_430 = 4;
        wp::int32 var_431;
        const wp::int32 var_432 = 1;
        bool var_433;
        const wp::float32 var_434 = 0.2;
        bool var_435;
        const wp::float32 var_436 = 0.6;
        wp::vec_t<2, wp::float32> var_437;
        wp::vec_t<2, wp::float32> var_438;
        wp::float32 var_439;
        wp::vec_t<2, wp::float32> var_440;
        wp::vec_t<2, wp::float32> var_441;
        const wp::float32 var_442 = 1.73;
        wp::vec_t<2, wp::float32> var_443;
        wp::vec_t<2, wp::float32> var_444;
        bool var_445;
        bool var_446;
        const wp::float32 var_447 = 1.235;
        bool var_448;
        const wp::float32 var_449 = -1.3;
        bool var_450;
        bool var_451;
        const wp::float32 var_452 = -1.68;
        bool var_453;
        bool var_454;
        wp::float32 var_455;
        wp::float32 var_456;
        wp::float32 var_457;
        wp::float32 var_458;
        wp::float32 var_459;
        wp::float32 var_460;
        const wp::int32 var_461 = 3;
        wp::int32 var_462;
        wp::shape_t* var_463;
        const wp::int32 var_464 = 2;
        wp::int32 var_465;
        wp::shape_t var_466;
        wp::int32 var_467;
        wp::vec_t<2, wp::float32>* var_468;
        wp::vec_t<2, wp::float32> var_469;
        wp::vec_t<2, wp::float32> var_470;
        const wp::float32 var_471 = 1.88;
        wp::vec_t<2, wp::float32> var_472;
        wp::vec_t<2, wp::float32> var_473;
        const wp::float32 var_474 = -0.676;
        bool var_475;
        const wp::float32 var_476 = 1.2;
        wp::float32 var_477;
        wp::float32 var_478;
        wp::float32 var_479;
        wp::float32 var_480;
        bool var_481;
        bool var_482;
        const wp::float32 var_483 = 0.71;
        bool var_484;
        const wp::float32 var_485 = 0.748;
        bool var_486;
        const wp::float32 var_487 = -1.3;
        bool var_488;
        const wp::float32 var_489 = 0.192;
        bool var_490;
        wp::vec_t<2, wp::float32> var_491;
        wp::vec_t<2, wp::float32> var_492;
        wp::vec_t<2, wp::float32> var_493;
        const wp::float32 var_494 = 0.57;
        wp::vec_t<2, wp::float32> var_495;
        wp::vec_t<2, wp::float32> var_496;
        const wp::float32 var_497 = -0.252;
        const wp::float32 var_498 = -0.184;
        wp::vec_t<2, wp::float32> var_499;
        wp::float32 var_500;
        wp::float32 var_501;
        const wp::float32 var_502 = 0.25;
        wp::float32 var_503;
        wp::float32 var_504;
        wp::float32 var_505;
        const wp::float32 var_506 = -1.868;
        bool var_507;
        const wp::int32 var_508 = 1;
        wp::float32 var_509;
        wp::float32 var_510;
        wp::float32 var_511;
        wp::float32 var_512;
        wp::float32 var_513;
        const wp::float32 var_514 = -0.028;
        wp::float32 var_515;
        const wp::float32 var_516 = 1.0;
        wp::float32 var_517;
        wp::float32 var_518;
        wp::float32 var_519;
        wp::vec_t<2, wp::float32> var_520;
        wp::vec_t<2, wp::float32> var_521;
        const wp::float32 var_522 = 0.2;
        wp::vec_t<2, wp::float32> var_523;
        wp::vec_t<2, wp::float32> var_524;
        wp::int32 var_525;
        wp::float32 var_526;
        wp::float32* var_527;
        const wp::float32 var_528 = 1.41;
        wp::float32 var_529;
        wp::float32 var_530;
        wp::float32 var_531;
        wp::float32 var_532;
        const wp::float32 var_533 = 1.0;
        wp::float32 var_534;
        wp::float32 var_535;
        wp::float32 var_536;
        wp::float32 var_537;
        wp::vec_t<2, wp::float32> var_538;
        wp::float32 var_539;
        wp::float32 var_540;
        wp::vec_t<2, wp::float32> var_541;
        wp::float32 var_542;
        wp::vec_t<2, wp::float32> var_543;
        const wp::float32 var_544 = 0.4;
        wp::vec_t<2, wp::float32> var_545;
        wp::vec_t<2, wp::float32> var_546;
        bool var_547;
        const wp::float32 var_548 = -0.14;
        bool var_549;
        bool var_550;
        const wp::float32 var_551 = -1.99;
        bool var_552;
        const wp::float32 var_553 = 1.4;
        bool var_554;
        bool var_555;
        const wp::float32 var_556 = -1.66;
        wp::vec_t<2, wp::float32> var_557;
        const wp::float32 var_558 = -1.949;
        const wp::float32 var_559 = -1.91;
        wp::vec_t<2, wp::float32> var_560;
        wp::vec_t<2, wp::float32> var_561;
        wp::vec_t<2, wp::float32> var_562;
        wp::vec_t<2, wp::float32> var_563;
        const wp::float32 var_564 = 0.64;
        wp::vec_t<2, wp::float32> var_565;
        wp::vec_t<2, wp::float32> var_566;
        const wp::float32 var_567 = -1.4;
        bool var_568;
        wp::vec_t<2, wp::float32> var_569;
        wp::vec_t<2, wp::float32> var_570;
        const wp::float32 var_571 = 0.42;
        wp::vec_t<2, wp::float32> var_572;
        wp::vec_t<2, wp::float32> var_573;
        const wp::int32 var_574 = 8;
        wp::int32 var_575;
        const wp::int32 var_576 = 3;
        wp::int32 var_577;
        const wp::int32 var_578 = 0;
        bool var_579;
        wp::vec_t<2, wp::float32> var_580;
        const wp::float32 var_581 = 0.41;
        wp::vec_t<2, wp::float32> var_582;
        wp::vec_t<2, wp::float32> var_583;
        wp::vec_t<2, wp::float32> var_584;
        wp::vec_t<2, wp::float32> var_585;
        wp::vec_t<2, wp::float32> var_586;
        wp::float32 var_587;
        wp::vec_t<2, wp::float32> var_588;
        wp::float32 var_589;
        const wp::int32 var_590 = 5;
        wp::int32 var_591;
        wp::shape_t* var_592;
        const wp::int32 var_593 = 2;
        wp::int32 var_594;
        wp::shape_t var_595;
        wp::int32 var_596;
        wp::float32* var_597;
        const wp::float32 var_598 = 1.88;
        wp::float32 var_599;
        wp::float32 var_600;
        wp::float32 var_601;
        wp::float32 var_602;
        wp::float32 var_603;
        wp::float32 var_604;
        const wp::float32 var_605 = -1.02;
        wp::float32 var_606;
        const wp::float32 var_607 = 1.0;
        wp::float32 var_608;
        wp::float32 var_609;
        wp::float32 var_610;
        const wp::float32 var_611 = 0.15;
        wp::float32 var_612;
        wp::float32 var_613;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::vec_t<2, wp::float32> adj_5 = {};
        wp::vec_t<2, wp::float32> adj_6 = {};
        wp::vec_t<2, wp::float32> adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        bool adj_14 = {};
        wp::vec_t<2, wp::float32> adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::vec_t<2, wp::float32> adj_18 = {};
        wp::vec_t<2, wp::float32> adj_19 = {};
        wp::vec_t<2, wp::float32> adj_20 = {};
        wp::float32 adj_21 = {};
        wp::vec_t<2, wp::float32> adj_22 = {};
        wp::vec_t<2, wp::float32> adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::int32 adj_28 = {};
        wp::int32 adj_29 = {};
        wp::int32 adj_30 = {};
        wp::int32 adj_31 = {};
        bool adj_32 = {};
        wp::vec_t<2, wp::float32> adj_33 = {};
        wp::float32 adj_34 = {};
        wp::vec_t<2, wp::float32> adj_35 = {};
        wp::vec_t<2, wp::float32> adj_36 = {};
        wp::int32 adj_37 = {};
        wp::int32 adj_38 = {};
        wp::int32 adj_39 = {};
        wp::int32 adj_40 = {};
        bool adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        bool adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::float32 adj_55 = {};
        bool adj_56 = {};
        wp::float32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::vec_t<2, wp::float32> adj_59 = {};
        wp::vec_t<2, wp::float32> adj_60 = {};
        wp::vec_t<2, wp::float32> adj_61 = {};
        wp::vec_t<2, wp::float32> adj_62 = {};
        wp::float32 adj_63 = {};
        wp::vec_t<2, wp::float32> adj_64 = {};
        wp::vec_t<2, wp::float32> adj_65 = {};
        wp::float32 adj_66 = {};
        bool adj_67 = {};
        wp::float32 adj_68 = {};
        bool adj_69 = {};
        wp::float32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::float32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::float32 adj_74 = {};
        bool adj_75 = {};
        wp::float32 adj_76 = {};
        bool adj_77 = {};
        bool adj_78 = {};
        wp::float32 adj_79 = {};
        bool adj_80 = {};
        wp::float32 adj_81 = {};
        bool adj_82 = {};
        wp::float32 adj_83 = {};
        wp::float32 adj_84 = {};
        wp::vec_t<2, wp::float32> adj_85 = {};
        wp::vec_t<2, wp::float32> adj_86 = {};
        wp::int32 adj_87 = {};
        wp::float32 adj_88 = {};
        wp::float32 adj_89 = {};
        wp::float32 adj_90 = {};
        wp::vec_t<2, wp::float32> adj_91 = {};
        wp::vec_t<2, wp::float32> adj_92 = {};
        wp::int32 adj_93 = {};
        wp::float32 adj_94 = {};
        wp::int32 adj_95 = {};
        wp::float32 adj_96 = {};
        wp::float32 adj_97 = {};
        wp::float32 adj_98 = {};
        wp::float32 adj_99 = {};
        wp::float32 adj_100 = {};
        wp::float32 adj_101 = {};
        wp::float32 adj_102 = {};
        wp::float32 adj_103 = {};
        wp::float32 adj_104 = {};
        wp::float32 adj_105 = {};
        wp::float32 adj_106 = {};
        wp::vec_t<2, wp::float32> adj_107 = {};
        wp::float32 adj_108 = {};
        wp::float32 adj_109 = {};
        wp::float32 adj_110 = {};
        wp::float32 adj_111 = {};
        wp::vec_t<2, wp::float32> adj_112 = {};
        wp::float32 adj_113 = {};
        bool adj_114 = {};
        wp::float32 adj_115 = {};
        wp::float32 adj_116 = {};
        wp::vec_t<2, wp::float32> adj_117 = {};
        wp::vec_t<2, wp::float32> adj_118 = {};
        wp::float32 adj_119 = {};
        bool adj_120 = {};
        wp::vec_t<2, wp::float32> adj_121 = {};
        wp::float32 adj_122 = {};
        wp::vec_t<2, wp::float32> adj_123 = {};
        wp::vec_t<2, wp::float32> adj_124 = {};
        wp::float32 adj_125 = {};
        wp::vec_t<2, wp::float32> adj_126 = {};
        wp::vec_t<2, wp::float32> adj_127 = {};
        wp::float32 adj_128 = {};
        wp::float32 adj_129 = {};
        bool adj_130 = {};
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
        wp::vec_t<2, wp::float32> adj_149 = {};
        wp::vec_t<2, wp::float32> adj_150 = {};
        wp::vec_t<2, wp::float32> adj_151 = {};
        wp::vec_t<2, wp::float32> adj_152 = {};
        wp::vec_t<2, wp::float32> adj_153 = {};
        wp::float32 adj_154 = {};
        wp::vec_t<2, wp::float32> adj_155 = {};
        wp::vec_t<2, wp::float32> adj_156 = {};
        wp::vec_t<2, wp::float32> adj_157 = {};
        wp::float32 adj_158 = {};
        wp::vec_t<2, wp::float32> adj_159 = {};
        wp::float32 adj_160 = {};
        wp::float32 adj_161 = {};
        wp::vec_t<2, wp::float32> adj_162 = {};
        wp::float32 adj_163 = {};
        wp::float32 adj_164 = {};
        wp::vec_t<2, wp::float32> adj_165 = {};
        wp::float32 adj_166 = {};
        wp::float32 adj_167 = {};
        wp::vec_t<2, wp::float32> adj_168 = {};
        wp::float32 adj_169 = {};
        wp::int32 adj_170 = {};
        wp::int32 adj_171 = {};
        wp::int32 adj_172 = {};
        bool adj_173 = {};
        wp::float32 adj_174 = {};
        wp::float32 adj_175 = {};
        wp::vec_t<2, wp::float32> adj_176 = {};
        wp::vec_t<2, wp::float32> adj_177 = {};
        wp::vec_t<2, wp::float32> adj_178 = {};
        wp::vec_t<2, wp::float32> adj_179 = {};
        wp::float32 adj_180 = {};
        wp::vec_t<2, wp::float32> adj_181 = {};
        wp::vec_t<2, wp::float32> adj_182 = {};
        wp::float32 adj_183 = {};
        wp::float32 adj_184 = {};
        wp::float32 adj_185 = {};
        wp::float32 adj_186 = {};
        wp::float32 adj_187 = {};
        bool adj_188 = {};
        wp::float32 adj_189 = {};
        wp::float32 adj_190 = {};
        wp::float32 adj_191 = {};
        wp::vec_t<2, wp::float32> adj_192 = {};
        wp::vec_t<2, wp::float32> adj_193 = {};
        wp::float32 adj_194 = {};
        wp::vec_t<2, wp::float32> adj_195 = {};
        wp::vec_t<2, wp::float32> adj_196 = {};
        wp::float32 adj_197 = {};
        wp::float32 adj_198 = {};
        wp::float32 adj_199 = {};
        wp::int32 adj_200 = {};
        wp::float32 adj_201 = {};
        bool adj_202 = {};
        wp::float32 adj_203 = {};
        wp::float32 adj_204 = {};
        wp::float32 adj_205 = {};
        wp::float32 adj_206 = {};
        bool adj_207 = {};
        wp::float32 adj_208 = {};
        wp::float32 adj_209 = {};
        wp::float32 adj_210 = {};
        wp::float32 adj_211 = {};
        wp::float32 adj_212 = {};
        wp::float32 adj_213 = {};
        wp::float32 adj_214 = {};
        wp::float32 adj_215 = {};
        wp::float32 adj_216 = {};
        wp::float32 adj_217 = {};
        wp::float32 adj_218 = {};
        wp::float32 adj_219 = {};
        wp::float32 adj_220 = {};
        wp::vec_t<2, wp::float32> adj_221 = {};
        wp::float32 adj_222 = {};
        wp::float32 adj_223 = {};
        bool adj_224 = {};
        wp::float32 adj_225 = {};
        wp::float32 adj_226 = {};
        wp::float32 adj_227 = {};
        wp::float32 adj_228 = {};
        wp::float32 adj_229 = {};
        wp::float32 adj_230 = {};
        wp::float32 adj_231 = {};
        wp::float32 adj_232 = {};
        bool adj_233 = {};
        wp::float32 adj_234 = {};
        bool adj_235 = {};
        wp::float32 adj_236 = {};
        bool adj_237 = {};
        wp::float32 adj_238 = {};
        wp::float32 adj_239 = {};
        wp::float32 adj_240 = {};
        wp::float32 adj_241 = {};
        wp::float32 adj_242 = {};
        wp::vec_t<2, wp::float32> adj_243 = {};
        wp::vec_t<2, wp::float32> adj_244 = {};
        wp::float32 adj_245 = {};
        wp::vec_t<2, wp::float32> adj_246 = {};
        wp::vec_t<2, wp::float32> adj_247 = {};
        wp::float32 adj_248 = {};
        wp::float32 adj_249 = {};
        wp::float32 adj_250 = {};
        wp::float32 adj_251 = {};
        wp::float32 adj_252 = {};
        wp::vec_t<2, wp::float32> adj_253 = {};
        wp::float32 adj_254 = {};
        wp::vec_t<2, wp::float32> adj_255 = {};
        wp::float32 adj_256 = {};
        wp::float32 adj_257 = {};
        wp::vec_t<2, wp::float32> adj_258 = {};
        wp::vec_t<2, wp::float32> adj_259 = {};
        wp::vec_t<2, wp::float32> adj_260 = {};
        wp::float32 adj_261 = {};
        wp::vec_t<2, wp::float32> adj_262 = {};
        wp::vec_t<2, wp::float32> adj_263 = {};
        wp::float32 adj_264 = {};
        wp::float32 adj_265 = {};
        wp::float32 adj_266 = {};
        bool adj_267 = {};
        wp::float32 adj_268 = {};
        wp::float32 adj_269 = {};
        bool adj_270 = {};
        wp::float32 adj_271 = {};
        bool adj_272 = {};
        wp::int32 adj_273 = {};
        wp::int32 adj_274 = {};
        wp::int32 adj_275 = {};
        bool adj_276 = {};
        bool adj_277 = {};
        wp::float32 adj_278 = {};
        wp::float32 adj_279 = {};
        wp::float32 adj_280 = {};
        wp::float32 adj_281 = {};
        wp::float32 adj_282 = {};
        wp::float32 adj_283 = {};
        wp::float32 adj_284 = {};
        wp::float32 adj_285 = {};
        wp::float32 adj_286 = {};
        wp::float32 adj_287 = {};
        wp::float32 adj_288 = {};
        wp::int32 adj_289 = {};
        wp::int32 adj_290 = {};
        wp::int32 adj_291 = {};
        wp::int32 adj_292 = {};
        wp::int32 adj_293 = {};
        bool adj_294 = {};
        wp::float32 adj_295 = {};
        wp::int32 adj_296 = {};
        wp::float32 adj_297 = {};
        wp::float32 adj_298 = {};
        wp::float32 adj_299 = {};
        wp::float32 adj_300 = {};
        wp::vec_t<2, wp::float32> adj_301 = {};
        wp::float32 adj_302 = {};
        wp::float32 adj_303 = {};
        wp::float32 adj_304 = {};
        wp::vec_t<2, wp::float32> adj_305 = {};
        wp::vec_t<2, wp::float32> adj_306 = {};
        wp::float32 adj_307 = {};
        wp::vec_t<2, wp::float32> adj_308 = {};
        wp::vec_t<2, wp::float32> adj_309 = {};
        wp::vec_t<2, wp::float32> adj_310 = {};
        wp::vec_t<2, wp::float32> adj_311 = {};
        wp::vec_t<2, wp::float32> adj_312 = {};
        wp::int32 adj_313 = {};
        wp::float32 adj_314 = {};
        wp::int32 adj_315 = {};
        wp::float32 adj_316 = {};
        wp::float32 adj_317 = {};
        wp::float32 adj_318 = {};
        wp::int32 adj_319 = {};
        wp::int32 adj_320 = {};
        wp::int32 adj_321 = {};
        bool adj_322 = {};
        wp::float32 adj_323 = {};
        wp::float32 adj_324 = {};
        wp::vec_t<2, wp::float32> adj_325 = {};
        wp::vec_t<2, wp::float32> adj_326 = {};
        wp::vec_t<2, wp::float32> adj_327 = {};
        wp::vec_t<2, wp::float32> adj_328 = {};
        wp::float32 adj_329 = {};
        wp::vec_t<2, wp::float32> adj_330 = {};
        wp::vec_t<2, wp::float32> adj_331 = {};
        wp::float32 adj_332 = {};
        bool adj_333 = {};
        wp::vec_t<2, wp::float32> adj_334 = {};
        wp::float32 adj_335 = {};
        wp::vec_t<2, wp::float32> adj_336 = {};
        wp::vec_t<2, wp::float32> adj_337 = {};
        wp::int32 adj_338 = {};
        wp::int32 adj_339 = {};
        wp::shape_t adj_340 = {};
        wp::int32 adj_341 = {};
        wp::int32 adj_342 = {};
        wp::shape_t adj_343 = {};
        wp::int32 adj_344 = {};
        wp::float32 adj_345 = {};
        wp::float32 adj_346 = {};
        wp::float32 adj_347 = {};
        wp::float32 adj_348 = {};
        wp::float32 adj_349 = {};
        wp::float32 adj_350 = {};
        wp::float32 adj_351 = {};
        wp::float32 adj_352 = {};
        wp::float32 adj_353 = {};
        wp::float32 adj_354 = {};
        wp::float32 adj_355 = {};
        wp::float32 adj_356 = {};
        wp::float32 adj_357 = {};
        wp::vec_t<2, wp::float32> adj_358 = {};
        wp::float32 adj_359 = {};
        wp::vec_t<2, wp::float32> adj_360 = {};
        wp::vec_t<2, wp::float32> adj_361 = {};
        wp::vec_t<2, wp::float32> adj_362 = {};
        wp::float32 adj_363 = {};
        wp::vec_t<2, wp::float32> adj_364 = {};
        wp::vec_t<2, wp::float32> adj_365 = {};
        wp::float32 adj_366 = {};
        wp::vec_t<2, wp::float32> adj_367 = {};
        wp::float32 adj_368 = {};
        wp::vec_t<2, wp::float32> adj_369 = {};
        wp::float32 adj_370 = {};
        wp::vec_t<2, wp::float32> adj_371 = {};
        wp::float32 adj_372 = {};
        bool adj_373 = {};
        bool adj_374 = {};
        wp::float32 adj_375 = {};
        bool adj_376 = {};
        wp::float32 adj_377 = {};
        bool adj_378 = {};
        wp::float32 adj_379 = {};
        bool adj_380 = {};
        wp::float32 adj_381 = {};
        bool adj_382 = {};
        bool adj_383 = {};
        wp::float32 adj_384 = {};
        wp::float32 adj_385 = {};
        wp::float32 adj_386 = {};
        bool adj_387 = {};
        wp::float32 adj_388 = {};
        bool adj_389 = {};
        bool adj_390 = {};
        wp::float32 adj_391 = {};
        bool adj_392 = {};
        wp::float32 adj_393 = {};
        bool adj_394 = {};
        wp::float32 adj_395 = {};
        wp::float32 adj_396 = {};
        wp::vec_t<2, wp::float32> adj_397 = {};
        wp::vec_t<2, wp::float32> adj_398 = {};
        wp::vec_t<2, wp::float32> adj_399 = {};
        wp::vec_t<2, wp::float32> adj_400 = {};
        wp::float32 adj_401 = {};
        wp::vec_t<2, wp::float32> adj_402 = {};
        wp::vec_t<2, wp::float32> adj_403 = {};
        wp::float32 adj_404 = {};
        bool adj_405 = {};
        wp::vec_t<2, wp::float32> adj_406 = {};
        wp::vec_t<2, wp::float32> adj_407 = {};
        wp::vec_t<2, wp::float32> adj_408 = {};
        wp::int32 adj_409 = {};
        wp::float32 adj_410 = {};
        wp::int32 adj_411 = {};
        wp::float32 adj_412 = {};
        wp::float32 adj_413 = {};
        wp::float32 adj_414 = {};
        wp::float32 adj_415 = {};
        wp::vec_t<2, wp::float32> adj_416 = {};
        wp::float32 adj_417 = {};
        wp::vec_t<2, wp::float32> adj_418 = {};
        wp::float32 adj_419 = {};
        wp::float32 adj_420 = {};
        wp::vec_t<2, wp::float32> adj_421 = {};
        wp::float32 adj_422 = {};
        wp::float32 adj_423 = {};
        wp::vec_t<2, wp::float32> adj_424 = {};
        wp::float32 adj_425 = {};
        wp::float32 adj_426 = {};
        wp::vec_t<2, wp::float32> adj_427 = {};
        wp::float32 adj_428 = {};
        bool adj_429 = {};
        wp::int32 adj_430 = {};
        wp::int32 adj_431 = {};
        wp::int32 adj_432 = {};
        bool adj_433 = {};
        wp::float32 adj_434 = {};
        bool adj_435 = {};
        wp::float32 adj_436 = {};
        wp::vec_t<2, wp::float32> adj_437 = {};
        wp::vec_t<2, wp::float32> adj_438 = {};
        wp::float32 adj_439 = {};
        wp::vec_t<2, wp::float32> adj_440 = {};
        wp::vec_t<2, wp::float32> adj_441 = {};
        wp::float32 adj_442 = {};
        wp::vec_t<2, wp::float32> adj_443 = {};
        wp::vec_t<2, wp::float32> adj_444 = {};
        bool adj_445 = {};
        bool adj_446 = {};
        wp::float32 adj_447 = {};
        bool adj_448 = {};
        wp::float32 adj_449 = {};
        bool adj_450 = {};
        bool adj_451 = {};
        wp::float32 adj_452 = {};
        bool adj_453 = {};
        bool adj_454 = {};
        wp::float32 adj_455 = {};
        wp::float32 adj_456 = {};
        wp::float32 adj_457 = {};
        wp::float32 adj_458 = {};
        wp::float32 adj_459 = {};
        wp::float32 adj_460 = {};
        wp::int32 adj_461 = {};
        wp::int32 adj_462 = {};
        wp::shape_t adj_463 = {};
        wp::int32 adj_464 = {};
        wp::int32 adj_465 = {};
        wp::shape_t adj_466 = {};
        wp::int32 adj_467 = {};
        wp::vec_t<2, wp::float32> adj_468 = {};
        wp::vec_t<2, wp::float32> adj_469 = {};
        wp::vec_t<2, wp::float32> adj_470 = {};
        wp::float32 adj_471 = {};
        wp::vec_t<2, wp::float32> adj_472 = {};
        wp::vec_t<2, wp::float32> adj_473 = {};
        wp::float32 adj_474 = {};
        bool adj_475 = {};
        wp::float32 adj_476 = {};
        wp::float32 adj_477 = {};
        wp::float32 adj_478 = {};
        wp::float32 adj_479 = {};
        wp::float32 adj_480 = {};
        bool adj_481 = {};
        bool adj_482 = {};
        wp::float32 adj_483 = {};
        bool adj_484 = {};
        wp::float32 adj_485 = {};
        bool adj_486 = {};
        wp::float32 adj_487 = {};
        bool adj_488 = {};
        wp::float32 adj_489 = {};
        bool adj_490 = {};
        wp::vec_t<2, wp::float32> adj_491 = {};
        wp::vec_t<2, wp::float32> adj_492 = {};
        wp::vec_t<2, wp::float32> adj_493 = {};
        wp::float32 adj_494 = {};
        wp::vec_t<2, wp::float32> adj_495 = {};
        wp::vec_t<2, wp::float32> adj_496 = {};
        wp::float32 adj_497 = {};
        wp::float32 adj_498 = {};
        wp::vec_t<2, wp::float32> adj_499 = {};
        wp::float32 adj_500 = {};
        wp::float32 adj_501 = {};
        wp::float32 adj_502 = {};
        wp::float32 adj_503 = {};
        wp::float32 adj_504 = {};
        wp::float32 adj_505 = {};
        wp::float32 adj_506 = {};
        bool adj_507 = {};
        wp::int32 adj_508 = {};
        wp::float32 adj_509 = {};
        wp::float32 adj_510 = {};
        wp::float32 adj_511 = {};
        wp::float32 adj_512 = {};
        wp::float32 adj_513 = {};
        wp::float32 adj_514 = {};
        wp::float32 adj_515 = {};
        wp::float32 adj_516 = {};
        wp::float32 adj_517 = {};
        wp::float32 adj_518 = {};
        wp::float32 adj_519 = {};
        wp::vec_t<2, wp::float32> adj_520 = {};
        wp::vec_t<2, wp::float32> adj_521 = {};
        wp::float32 adj_522 = {};
        wp::vec_t<2, wp::float32> adj_523 = {};
        wp::vec_t<2, wp::float32> adj_524 = {};
        wp::int32 adj_525 = {};
        wp::float32 adj_526 = {};
        wp::float32 adj_527 = {};
        wp::float32 adj_528 = {};
        wp::float32 adj_529 = {};
        wp::float32 adj_530 = {};
        wp::float32 adj_531 = {};
        wp::float32 adj_532 = {};
        wp::float32 adj_533 = {};
        wp::float32 adj_534 = {};
        wp::float32 adj_535 = {};
        wp::float32 adj_536 = {};
        wp::float32 adj_537 = {};
        wp::vec_t<2, wp::float32> adj_538 = {};
        wp::float32 adj_539 = {};
        wp::float32 adj_540 = {};
        wp::vec_t<2, wp::float32> adj_541 = {};
        wp::float32 adj_542 = {};
        wp::vec_t<2, wp::float32> adj_543 = {};
        wp::float32 adj_544 = {};
        wp::vec_t<2, wp::float32> adj_545 = {};
        wp::vec_t<2, wp::float32> adj_546 = {};
        bool adj_547 = {};
        wp::float32 adj_548 = {};
        bool adj_549 = {};
        bool adj_550 = {};
        wp::float32 adj_551 = {};
        bool adj_552 = {};
        wp::float32 adj_553 = {};
        bool adj_554 = {};
        bool adj_555 = {};
        wp::float32 adj_556 = {};
        wp::vec_t<2, wp::float32> adj_557 = {};
        wp::float32 adj_558 = {};
        wp::float32 adj_559 = {};
        wp::vec_t<2, wp::float32> adj_560 = {};
        wp::vec_t<2, wp::float32> adj_561 = {};
        wp::vec_t<2, wp::float32> adj_562 = {};
        wp::vec_t<2, wp::float32> adj_563 = {};
        wp::float32 adj_564 = {};
        wp::vec_t<2, wp::float32> adj_565 = {};
        wp::vec_t<2, wp::float32> adj_566 = {};
        wp::float32 adj_567 = {};
        bool adj_568 = {};
        wp::vec_t<2, wp::float32> adj_569 = {};
        wp::vec_t<2, wp::float32> adj_570 = {};
        wp::float32 adj_571 = {};
        wp::vec_t<2, wp::float32> adj_572 = {};
        wp::vec_t<2, wp::float32> adj_573 = {};
        wp::int32 adj_574 = {};
        wp::int32 adj_575 = {};
        wp::int32 adj_576 = {};
        wp::int32 adj_577 = {};
        wp::int32 adj_578 = {};
        bool adj_579 = {};
        wp::vec_t<2, wp::float32> adj_580 = {};
        wp::float32 adj_581 = {};
        wp::vec_t<2, wp::float32> adj_582 = {};
        wp::vec_t<2, wp::float32> adj_583 = {};
        wp::vec_t<2, wp::float32> adj_584 = {};
        wp::vec_t<2, wp::float32> adj_585 = {};
        wp::vec_t<2, wp::float32> adj_586 = {};
        wp::float32 adj_587 = {};
        wp::vec_t<2, wp::float32> adj_588 = {};
        wp::float32 adj_589 = {};
        wp::int32 adj_590 = {};
        wp::int32 adj_591 = {};
        wp::shape_t adj_592 = {};
        wp::int32 adj_593 = {};
        wp::int32 adj_594 = {};
        wp::shape_t adj_595 = {};
        wp::int32 adj_596 = {};
        wp::float32 adj_597 = {};
        wp::float32 adj_598 = {};
        wp::float32 adj_599 = {};
        wp::float32 adj_600 = {};
        wp::float32 adj_601 = {};
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
        //---------
        // forward
        // def multi_conditional_000001(joint_uvs: wp.array(dtype=wp.vec2, ndim=3), joint_weights: wp.array(dtype=float, ndim=3), joint_residuals: wp.array3d(dtype=float), joint_scores: wp.array(dtype=float, ndim=3)):       <L 5>
        // i, j, k = wp.tid()  # thread index                                                     <L 6>
        builtin_tid3d(var_0, var_1, var_2);
        // v11 = float(0.0)                                                                       <L 7>
        var_4 = wp::float(var_3);
        // v0 = joint_uvs[i, j, k]                                                                <L 8>
        var_5 = wp::address(var_joint_uvs, var_0, var_1, var_2);
        var_7 = wp::load(var_5);
        var_6 = wp::copy(var_7);
        // v1 = joint_weights[i, j, k]                                                            <L 9>
        var_8 = wp::address(var_joint_weights, var_0, var_1, var_2);
        var_10 = wp::load(var_8);
        var_9 = wp::copy(var_10);
        // if wp.step(v1) * -0.16 >= v1:                                                          <L 10>
        var_11 = wp::step(var_9);
        var_13 = wp::mul(var_11, var_12);
        var_14 = (var_13 >= var_9);
        if (var_14) {
            // v0 = v0 + wp.normalize(wp.cw_mul(wp.normalize(v0), wp.vec2(-0.7, -1.97))) * 1.48       <L 11>
            var_15 = wp::normalize(var_6);
            var_18 = wp::vec_t<2, wp::float32>(var_16, var_17);
            var_19 = wp::cw_mul(var_15, var_18);
            var_20 = wp::normalize(var_19);
            var_22 = wp::mul(var_20, var_21);
            var_23 = wp::add(var_6, var_22);
        }
        if (!var_14) {
            // elif (int(wp.floor(wp.clamp(v1, -100.0, 100.0)))) % 4 == 1:                        <L 12>
            var_26 = wp::clamp(var_9, var_24, var_25);
            var_27 = wp::floor(var_26);
            var_28 = wp::int(var_27);
            var_30 = wp::mod(var_28, var_29);
            var_32 = (var_30 == var_31);
            if (var_32) {
                // v0 = v0 + wp.normalize(v0) * 0.98                                              <L 13>
                var_33 = wp::normalize(var_6);
                var_35 = wp::mul(var_33, var_34);
                var_36 = wp::add(var_6, var_35);
                // if ((j * k)) % 2 == 0:                                                         <L 14>
                var_37 = wp::mul(var_1, var_2);
                var_39 = wp::mod(var_37, var_38);
                var_41 = (var_39 == var_40);
                if (var_41) {
                    // v1 += wp.tanh(wp.cosh(wp.clamp((v1 * v1), -3.0, 3.0)))                     <L 15>
                    var_42 = wp::mul(var_9, var_9);
                    var_45 = wp::clamp(var_42, var_43, var_44);
                    var_46 = wp::cosh(var_45);
                    var_47 = wp::tanh(var_46);
                    var_48 = wp::add(var_9, var_47);
                }
                var_49 = wp::where(var_41, var_48, var_9);
                // if v1 <= (v1 + v1):                                                            <L 16>
                var_50 = wp::add(var_49, var_49);
                var_51 = (var_49 <= var_50);
                if (var_51) {
                    // v1 += wp.cos(v1)                                                           <L 17>
                    var_52 = wp::cos(var_49);
                    var_53 = wp::add(var_49, var_52);
                    // if (v1 * v1) > 1.624:                                                      <L 18>
                    var_54 = wp::mul(var_53, var_53);
                    var_56 = (var_54 > var_55);
                    if (var_56) {
                        // v0 = v0 + wp.normalize(-((wp.vec2(-1.11, -0.15) * v1))) * 1.04         <L 19>
                        var_59 = wp::vec_t<2, wp::float32>(var_57, var_58);
                        var_60 = wp::mul(var_59, var_53);
                        var_61 = wp::neg(var_60);
                        var_62 = wp::normalize(var_61);
                        var_64 = wp::mul(var_62, var_63);
                        var_65 = wp::add(var_36, var_64);
                    }
                    if (!var_56) {
                        // elif v1 > (v1 * v1):                                                   <L 20>
                        var_66 = wp::mul(var_53, var_53);
                        var_67 = (var_53 > var_66);
                        if (var_67) {
                            // v1 = v1 + wp.tanh(wp.where(v1 >= -0.14, 1.2, (v1 + v1)))           <L 21>
                            var_69 = (var_53 >= var_68);
                            var_71 = wp::add(var_53, var_53);
                            var_72 = wp::where(var_69, var_70, var_71);
                            var_73 = wp::tanh(var_72);
                            var_74 = wp::add(var_53, var_73);
                        }
                        if (!var_67) {
                            // elif (v1 >= 0.0) or ((v1 > 1.6) and (1.04 <= v1)):                 <L 22>
                            var_77 = (var_53 >= var_76);
                            var_75 = var_77;
                            if (!var_75) {
                                var_80 = (var_53 > var_79);
                                var_78 = var_80;
                                if (var_78) {
                                    var_82 = (var_81 <= var_53);
                                    var_78 = var_78 && var_82;
                                }
                                var_75 = var_75 || var_78;
                            }
                            if (var_75) {
                                // v1 += wp.tanh(((wp.vec2(1.7, -0.6) - v0))[0])                  <L 23>
                                var_85 = wp::vec_t<2, wp::float32>(var_83, var_84);
                                var_86 = wp::sub(var_85, var_36);
                                var_88 = wp::extract(var_86, var_87);
                                var_89 = wp::tanh(var_88);
                                var_90 = wp::add(var_53, var_89);
                                // v2 = wp.normalize(wp.vec2(v1, v1))                             <L 24>
                                var_91 = wp::vec_t<2, wp::float32>(var_90, var_90);
                                var_92 = wp::normalize(var_91);
                                // v11 += v2[0] + v2[1]                                           <L 25>
                                var_94 = wp::extract(var_92, var_93);
                                var_96 = wp::extract(var_92, var_95);
                                var_97 = wp::add(var_94, var_96);
                                var_98 = wp::add(var_4, var_97);
                            }
                            if (!var_75) {
                                // v1 += wp.tanh(1.246)                                           <L 27>
                                var_100 = wp::tanh(var_99);
                                var_101 = wp::add(var_53, var_100);
                            }
                            var_102 = wp::where(var_75, var_98, var_4);
                            var_103 = wp::where(var_75, var_90, var_101);
                        }
                        var_104 = wp::where(var_67, var_4, var_102);
                        var_105 = wp::where(var_67, var_74, var_103);
                    }
                    var_106 = wp::where(var_56, var_4, var_104);
                    var_107 = wp::where(var_56, var_65, var_36);
                    var_108 = wp::where(var_56, var_53, var_105);
                }
                if (!var_51) {
                    // elif -1.98 > wp.dot(v0, wp.vec2(1.572, 1.45)):                             <L 28>
                    var_112 = wp::vec_t<2, wp::float32>(var_110, var_111);
                    var_113 = wp::dot(var_36, var_112);
                    var_114 = (var_109 > var_113);
                    if (var_114) {
                        // v0 = v0 + wp.normalize(wp.lerp((v0 + wp.vec2(-0.34, -1.031)), wp.where(v1 <= 1.89, v0, v0), wp.floor(v1))) * 1.75       <L 29>
                        var_117 = wp::vec_t<2, wp::float32>(var_115, var_116);
                        var_118 = wp::add(var_36, var_117);
                        var_120 = (var_49 <= var_119);
                        var_121 = wp::where(var_120, var_36, var_36);
                        var_122 = wp::floor(var_49);
                        var_123 = wp::lerp(var_118, var_121, var_122);
                        var_124 = wp::normalize(var_123);
                        var_126 = wp::mul(var_124, var_125);
                        var_127 = wp::add(var_36, var_126);
                    }
                    if (!var_114) {
                        // elif (v1 * v1) > (v1 + v1):                                            <L 30>
                        var_128 = wp::mul(var_49, var_49);
                        var_129 = wp::add(var_49, var_49);
                        var_130 = (var_128 > var_129);
                        if (var_130) {
                            // v1 += wp.cos((v1 + v1))                                            <L 31>
                            var_131 = wp::add(var_49, var_49);
                            var_132 = wp::cos(var_131);
                            var_133 = wp::add(var_49, var_132);
                            // v1 = v1 + wp.sin(((v1 + v1) * joint_weights[i, j, (k + 1) % joint_weights.shape[2]]))       <L 32>
                            var_134 = wp::add(var_133, var_133);
                            var_136 = wp::add(var_2, var_135);
                            var_137 = &(var_joint_weights.shape);
                            var_140 = wp::load(var_137);
                            var_139 = wp::extract(var_140, var_138);
                            var_141 = wp::mod(var_136, var_139);
                            var_142 = wp::address(var_joint_weights, var_0, var_1, var_141);
                            var_144 = wp::load(var_142);
                            var_143 = wp::mul(var_134, var_144);
                            var_145 = wp::sin(var_143);
                            var_146 = wp::add(var_133, var_145);
                        }
                        if (!var_130) {
                            // v0 += wp.normalize((wp.vec2(-1.29, 1.43) - joint_uvs[i, j, k])) * 0.25       <L 34>
                            var_149 = wp::vec_t<2, wp::float32>(var_147, var_148);
                            var_150 = wp::address(var_joint_uvs, var_0, var_1, var_2);
                            var_152 = wp::load(var_150);
                            var_151 = wp::sub(var_149, var_152);
                            var_153 = wp::normalize(var_151);
                            var_155 = wp::mul(var_153, var_154);
                            var_156 = wp::add(var_36, var_155);
                        }
                        var_157 = wp::where(var_130, var_36, var_156);
                        var_158 = wp::where(var_130, var_146, var_49);
                    }
                    var_159 = wp::where(var_114, var_127, var_157);
                    var_160 = wp::where(var_114, var_49, var_158);
                }
                var_161 = wp::where(var_51, var_106, var_4);
                var_162 = wp::where(var_51, var_107, var_159);
                var_163 = wp::where(var_51, var_108, var_160);
            }
            var_164 = wp::where(var_32, var_161, var_4);
            var_165 = wp::where(var_32, var_162, var_6);
            var_166 = wp::where(var_32, var_163, var_9);
        }
        var_167 = wp::where(var_14, var_4, var_164);
        var_168 = wp::where(var_14, var_23, var_165);
        var_169 = wp::where(var_14, var_9, var_166);
        // if (k) % 2 == 0:                                                                       <L 35>
        var_171 = wp::mod(var_2, var_170);
        var_173 = (var_171 == var_172);
        if (var_173) {
            // v1 = v1 + wp.tanh(v1)                                                              <L 36>
            var_174 = wp::tanh(var_169);
            var_175 = wp::add(var_169, var_174);
        }
        if (!var_173) {
            // v0 = v0 + wp.normalize(((v0 + v0) + -v0)) * 1.12                                   <L 38>
            var_176 = wp::add(var_168, var_168);
            var_177 = wp::neg(var_168);
            var_178 = wp::add(var_176, var_177);
            var_179 = wp::normalize(var_178);
            var_181 = wp::mul(var_179, var_180);
            var_182 = wp::add(var_168, var_181);
            // if wp.copysign(v1, v1) > wp.sinh(wp.clamp(v1, -3.0, 3.0)):                         <L 39>
            var_183 = wp::copysign(var_169, var_169);
            var_186 = wp::clamp(var_169, var_184, var_185);
            var_187 = wp::sinh(var_186);
            var_188 = (var_183 > var_187);
            if (var_188) {
                // v0 += wp.normalize(wp.vec2((-1.0 - v1), (v1 + v1))) * 0.32                     <L 40>
                var_190 = wp::sub(var_189, var_169);
                var_191 = wp::add(var_169, var_169);
                var_192 = wp::vec_t<2, wp::float32>(var_190, var_191);
                var_193 = wp::normalize(var_192);
                var_195 = wp::mul(var_193, var_194);
                var_196 = wp::add(var_182, var_195);
            }
            if (!var_188) {
                // elif wp.clamp(v1, -0.61, 1.84) <= v0[0]:                                       <L 41>
                var_199 = wp::clamp(var_169, var_197, var_198);
                var_201 = wp::extract(var_182, var_200);
                var_202 = (var_199 <= var_201);
                if (var_202) {
                    // v1 = v1 + wp.cos(v1)                                                       <L 42>
                    var_203 = wp::cos(var_169);
                    var_204 = wp::add(var_169, var_203);
                    // if wp.dot(v0, v0) >= joint_weights[i, j, k]:                               <L 43>
                    var_205 = wp::dot(var_182, var_182);
                    var_206 = wp::address(var_joint_weights, var_0, var_1, var_2);
                    var_208 = wp::load(var_206);
                    var_207 = (var_205 >= var_208);
                    if (var_207) {
                        // v1 += wp.tanh((v1 - (v1 + v1)))                                        <L 44>
                        var_209 = wp::add(var_204, var_204);
                        var_210 = wp::sub(var_204, var_209);
                        var_211 = wp::tanh(var_210);
                        var_212 = wp::add(var_204, var_211);
                    }
                    var_213 = wp::where(var_207, var_212, var_204);
                    // v3 = v1                                                                    <L 45>
                    var_214 = wp::copy(var_213);
                    // v11 += v3                                                                  <L 46>
                    var_215 = wp::add(var_167, var_214);
                }
                if (!var_202) {
                    // v1 += wp.tanh(v1)                                                          <L 48>
                    var_216 = wp::tanh(var_169);
                    var_217 = wp::add(var_169, var_216);
                }
                var_218 = wp::where(var_202, var_215, var_167);
                var_219 = wp::where(var_202, var_213, var_217);
            }
            var_220 = wp::where(var_188, var_167, var_218);
            var_221 = wp::where(var_188, var_196, var_182);
            var_222 = wp::where(var_188, var_169, var_219);
            // if (v1 * v1) > v1:                                                                 <L 49>
            var_223 = wp::mul(var_222, var_222);
            var_224 = (var_223 > var_222);
            if (var_224) {
                // v1 += wp.cos((wp.clamp(v1, -1.28, 1.01) - (v1 - 1.88)))                        <L 50>
                var_227 = wp::clamp(var_222, var_225, var_226);
                var_229 = wp::sub(var_222, var_228);
                var_230 = wp::sub(var_227, var_229);
                var_231 = wp::cos(var_230);
                var_232 = wp::add(var_222, var_231);
                // if (v1 >= 0.66) and (v1 > -0.47):                                              <L 51>
                var_235 = (var_232 >= var_234);
                var_233 = var_235;
                if (var_233) {
                    var_237 = (var_232 > var_236);
                    var_233 = var_233 && var_237;
                }
                if (var_233) {
                    // v1 = v1 + wp.tanh(wp.radians(v1))                                          <L 52>
                    var_238 = wp::radians(var_232);
                    var_239 = wp::tanh(var_238);
                    var_240 = wp::add(var_232, var_239);
                    // v0 += wp.normalize(wp.vec2(-0.4, 0.8)) * 0.79                              <L 53>
                    var_243 = wp::vec_t<2, wp::float32>(var_241, var_242);
                    var_244 = wp::normalize(var_243);
                    var_246 = wp::mul(var_244, var_245);
                    var_247 = wp::add(var_221, var_246);
                    // v4 = (wp.sign(wp.length(v0)) * v1)                                         <L 54>
                    var_248 = wp::length(var_247);
                    var_249 = wp::sign(var_248);
                    var_250 = wp::mul(var_249, var_240);
                    // v11 += v4                                                                  <L 55>
                    var_251 = wp::add(var_220, var_250);
                }
                var_252 = wp::where(var_233, var_251, var_220);
                var_253 = wp::where(var_233, var_247, var_221);
                var_254 = wp::where(var_233, var_240, var_232);
                // v0 = v0 + wp.normalize(wp.cw_div((v1 * v0), wp.vec2(3.0, 1.25))) * 0.58        <L 56>
                var_255 = wp::mul(var_254, var_253);
                var_258 = wp::vec_t<2, wp::float32>(var_256, var_257);
                var_259 = wp::cw_div(var_255, var_258);
                var_260 = wp::normalize(var_259);
                var_262 = wp::mul(var_260, var_261);
                var_263 = wp::add(var_253, var_262);
            }
            if (!var_224) {
                // elif (v1 / 2.41) < wp.dot(v0, v0):                                             <L 57>
                var_265 = wp::div(var_222, var_264);
                var_266 = wp::dot(var_221, var_221);
                var_267 = (var_265 < var_266);
                if (var_267) {
                    // v1 += wp.tanh(v1)                                                          <L 58>
                    var_268 = wp::tanh(var_222);
                    var_269 = wp::add(var_222, var_268);
                    // if not (1.87 >= v1 or (k) % 3 == 1):                                       <L 59>
                    var_272 = (var_271 >= var_269);
                    var_270 = var_272;
                    if (!var_270) {
                        var_274 = wp::mod(var_2, var_273);
                        var_276 = (var_274 == var_275);
                        var_270 = var_270 || var_276;
                    }
                    var_277 = wp::unot(var_270);
                    if (var_277) {
                        // v1 = v1 + wp.sin((wp.length_sq(v0) - (v1 + v1)))                       <L 60>
                        var_278 = wp::length_sq(var_221);
                        var_279 = wp::add(var_269, var_269);
                        var_280 = wp::sub(var_278, var_279);
                        var_281 = wp::sin(var_280);
                        var_282 = wp::add(var_269, var_281);
                        // v5 = joint_weights[i, j, k]                                            <L 61>
                        var_283 = wp::address(var_joint_weights, var_0, var_1, var_2);
                        var_285 = wp::load(var_283);
                        var_284 = wp::copy(var_285);
                        // v11 += v5                                                              <L 62>
                        var_286 = wp::add(var_220, var_284);
                    }
                    var_287 = wp::where(var_277, var_286, var_220);
                    var_288 = wp::where(var_277, var_282, var_269);
                    // if (wp.min(i, 4)) % 4 == 1:                                                <L 63>
                    var_290 = wp::min(var_0, var_289);
                    var_292 = wp::mod(var_290, var_291);
                    var_294 = (var_292 == var_293);
                    if (var_294) {
                        // v1 = v1 + wp.tanh((float(k) - v0.x))                                   <L 64>
                        var_295 = wp::float(var_2);
                        var_297 = wp::extract(var_221, var_296);
                        var_298 = wp::sub(var_295, var_297);
                        var_299 = wp::tanh(var_298);
                        var_300 = wp::add(var_288, var_299);
                        // v6 = wp.max(((v0 + v0) - (v0 / (wp.abs(v1) + 1.0))), wp.cw_mul(wp.max(wp.vec2(-1.809), v0), wp.normalize(v0)))       <L 65>
                        var_301 = wp::add(var_221, var_221);
                        var_302 = wp::abs(var_300);
                        var_304 = wp::add(var_302, var_303);
                        var_305 = wp::div(var_221, var_304);
                        var_306 = wp::sub(var_301, var_305);
                        var_308 = wp::vec_t<2, wp::float32>(var_307);
                        var_309 = wp::max(var_308, var_221);
                        var_310 = wp::normalize(var_221);
                        var_311 = wp::cw_mul(var_309, var_310);
                        var_312 = wp::max(var_306, var_311);
                        // v11 += v6[0] + v6[1]                                                   <L 66>
                        var_314 = wp::extract(var_312, var_313);
                        var_316 = wp::extract(var_312, var_315);
                        var_317 = wp::add(var_314, var_316);
                        var_318 = wp::add(var_287, var_317);
                    }
                    if (!var_294) {
                        // elif (i) % 4 == 1:                                                     <L 67>
                        var_320 = wp::mod(var_0, var_319);
                        var_322 = (var_320 == var_321);
                        if (var_322) {
                            // v0 = v0 + wp.normalize(wp.normalize((v0 + wp.vec2(1.144, 0.4)))) * 0.87       <L 68>
                            var_325 = wp::vec_t<2, wp::float32>(var_323, var_324);
                            var_326 = wp::add(var_221, var_325);
                            var_327 = wp::normalize(var_326);
                            var_328 = wp::normalize(var_327);
                            var_330 = wp::mul(var_328, var_329);
                            var_331 = wp::add(var_221, var_330);
                        }
                        if (!var_322) {
                            // elif v1 <= (v1 + v1):                                              <L 69>
                            var_332 = wp::add(var_288, var_288);
                            var_333 = (var_288 <= var_332);
                            if (var_333) {
                                // v0 = v0 + wp.normalize(v0) * 1.93                              <L 70>
                                var_334 = wp::normalize(var_221);
                                var_336 = wp::mul(var_334, var_335);
                                var_337 = wp::add(var_221, var_336);
                                // v7 = (joint_weights[i, j, (k + 1) % joint_weights.shape[2]] / (wp.abs((wp.sqrt(wp.abs(v1) + 0.5) - v1)) + 1.0))       <L 71>
                                var_339 = wp::add(var_2, var_338);
                                var_340 = &(var_joint_weights.shape);
                                var_343 = wp::load(var_340);
                                var_342 = wp::extract(var_343, var_341);
                                var_344 = wp::mod(var_339, var_342);
                                var_345 = wp::address(var_joint_weights, var_0, var_1, var_344);
                                var_346 = wp::abs(var_288);
                                var_348 = wp::add(var_346, var_347);
                                var_349 = wp::sqrt(var_348);
                                var_350 = wp::sub(var_349, var_288);
                                var_351 = wp::abs(var_350);
                                var_353 = wp::add(var_351, var_352);
                                var_355 = wp::load(var_345);
                                var_354 = wp::div(var_355, var_353);
                                // v11 += v7                                                      <L 72>
                                var_356 = wp::add(var_287, var_354);
                            }
                            if (!var_333) {
                                // v0 = v0 + wp.normalize((wp.vec2(v1, 1.67) - wp.vec2(v1, -1.5))) * 1.49       <L 74>
                                var_358 = wp::vec_t<2, wp::float32>(var_288, var_357);
                                var_360 = wp::vec_t<2, wp::float32>(var_288, var_359);
                                var_361 = wp::sub(var_358, var_360);
                                var_362 = wp::normalize(var_361);
                                var_364 = wp::mul(var_362, var_363);
                                var_365 = wp::add(var_221, var_364);
                            }
                            var_366 = wp::where(var_333, var_356, var_287);
                            var_367 = wp::where(var_333, var_337, var_365);
                        }
                        var_368 = wp::where(var_322, var_287, var_366);
                        var_369 = wp::where(var_322, var_331, var_367);
                    }
                    var_370 = wp::where(var_294, var_318, var_368);
                    var_371 = wp::where(var_294, var_221, var_369);
                    var_372 = wp::where(var_294, var_300, var_288);
                }
                if (!var_267) {
                    // elif not ((v1 < -0.2) and (v1 > -0.8) and (-0.69 <= v1) or (v1 > 0.1)):       <L 75>
                    var_376 = (var_222 < var_375);
                    var_374 = var_376;
                    if (var_374) {
                        var_378 = (var_222 > var_377);
                        var_374 = var_374 && var_378;
                    }
                    if (var_374) {
                        var_380 = (var_379 <= var_222);
                        var_374 = var_374 && var_380;
                    }
                    var_373 = var_374;
                    if (!var_373) {
                        var_382 = (var_222 > var_381);
                        var_373 = var_373 || var_382;
                    }
                    var_383 = wp::unot(var_373);
                    if (var_383) {
                        // v1 = v1 + wp.cos(+(v1))                                                <L 76>
                        var_384 = wp::pos(var_222);
                        var_385 = wp::cos(var_384);
                        var_386 = wp::add(var_222, var_385);
                        // if (-0.3 <= v1) or ((v1 >= -0.504) and (v1 >= 1.16)):                  <L 77>
                        var_389 = (var_388 <= var_386);
                        var_387 = var_389;
                        if (!var_387) {
                            var_392 = (var_386 >= var_391);
                            var_390 = var_392;
                            if (var_390) {
                                var_394 = (var_386 >= var_393);
                                var_390 = var_390 && var_394;
                            }
                            var_387 = var_387 || var_390;
                        }
                        if (var_387) {
                            // v0 = v0 + wp.normalize(wp.normalize((v0 - wp.vec2(0.099, -0.7)))) * 1.07       <L 78>
                            var_397 = wp::vec_t<2, wp::float32>(var_395, var_396);
                            var_398 = wp::sub(var_221, var_397);
                            var_399 = wp::normalize(var_398);
                            var_400 = wp::normalize(var_399);
                            var_402 = wp::mul(var_400, var_401);
                            var_403 = wp::add(var_221, var_402);
                            // v8 = -((wp.where(v1 >= 1.3, v0, v0) + v0))                         <L 79>
                            var_405 = (var_386 >= var_404);
                            var_406 = wp::where(var_405, var_403, var_403);
                            var_407 = wp::add(var_406, var_403);
                            var_408 = wp::neg(var_407);
                            // v11 += v8[0] + v8[1]                                               <L 80>
                            var_410 = wp::extract(var_408, var_409);
                            var_412 = wp::extract(var_408, var_411);
                            var_413 = wp::add(var_410, var_412);
                            var_414 = wp::add(var_220, var_413);
                        }
                        var_415 = wp::where(var_387, var_414, var_220);
                        var_416 = wp::where(var_387, var_403, var_221);
                    }
                    var_417 = wp::where(var_383, var_415, var_220);
                    var_418 = wp::where(var_383, var_416, var_221);
                    var_419 = wp::where(var_383, var_386, var_222);
                }
                var_420 = wp::where(var_267, var_370, var_417);
                var_421 = wp::where(var_267, var_371, var_418);
                var_422 = wp::where(var_267, var_372, var_419);
            }
            var_423 = wp::where(var_224, var_252, var_420);
            var_424 = wp::where(var_224, var_263, var_421);
            var_425 = wp::where(var_224, var_254, var_422);
        }
        var_426 = wp::where(var_173, var_167, var_423);
        var_427 = wp::where(var_173, var_168, var_424);
        var_428 = wp::where(var_173, var_175, var_425);
        // if ((i) % 4 == 1) or (v1 < 0.2):                                                       <L 81>
        var_431 = wp::mod(var_0, var_430);
        var_433 = (var_431 == var_432);
        var_429 = var_433;
        if (!var_429) {
            var_435 = (var_428 < var_434);
            var_429 = var_429 || var_435;
        }
        if (var_429) {
            // v0 += wp.normalize(wp.lerp((wp.vec2(0.6) - v0), v0, wp.length_sq(v0))) * 1.73       <L 82>
            var_437 = wp::vec_t<2, wp::float32>(var_436);
            var_438 = wp::sub(var_437, var_427);
            var_439 = wp::length_sq(var_427);
            var_440 = wp::lerp(var_438, var_427, var_439);
            var_441 = wp::normalize(var_440);
            var_443 = wp::mul(var_441, var_442);
            var_444 = wp::add(var_427, var_443);
            // if not (not (v1 >= 1.235 and v1 < -1.3) and v1 < -1.68):                           <L 83>
            var_448 = (var_428 >= var_447);
            var_446 = var_448;
            if (var_446) {
                var_450 = (var_428 < var_449);
                var_446 = var_446 && var_450;
            }
            var_451 = wp::unot(var_446);
            var_445 = var_451;
            if (var_445) {
                var_453 = (var_428 < var_452);
                var_445 = var_445 && var_453;
            }
            var_454 = wp::unot(var_445);
            if (var_454) {
                // v1 = v1 + wp.tanh((v1 + (v1 + v1)))                                            <L 84>
                var_455 = wp::add(var_428, var_428);
                var_456 = wp::add(var_428, var_455);
                var_457 = wp::tanh(var_456);
                var_458 = wp::add(var_428, var_457);
                // v9 = v1                                                                        <L 85>
                var_459 = wp::copy(var_458);
                // v11 += v9                                                                      <L 86>
                var_460 = wp::add(var_426, var_459);
                // v0 = v0 + wp.normalize(joint_uvs[i, j, (k + 3) % joint_uvs.shape[2]]) * 1.88       <L 87>
                var_462 = wp::add(var_2, var_461);
                var_463 = &(var_joint_uvs.shape);
                var_466 = wp::load(var_463);
                var_465 = wp::extract(var_466, var_464);
                var_467 = wp::mod(var_462, var_465);
                var_468 = wp::address(var_joint_uvs, var_0, var_1, var_467);
                var_470 = wp::load(var_468);
                var_469 = wp::normalize(var_470);
                var_472 = wp::mul(var_469, var_471);
                var_473 = wp::add(var_444, var_472);
            }
            if (!var_454) {
                // v1 += wp.tanh(wp.where(v1 <= -0.676, v1, v1 * 1.2))                            <L 89>
                var_475 = (var_428 <= var_474);
                var_477 = wp::mul(var_428, var_476);
                var_478 = wp::where(var_475, var_428, var_477);
                var_479 = wp::tanh(var_478);
                var_480 = wp::add(var_428, var_479);
                // if ((v1 < 0.71) and (0.748 <= v1)) or (v1 > -1.3):                             <L 90>
                var_484 = (var_480 < var_483);
                var_482 = var_484;
                if (var_482) {
                    var_486 = (var_485 <= var_480);
                    var_482 = var_482 && var_486;
                }
                var_481 = var_482;
                if (!var_481) {
                    var_488 = (var_480 > var_487);
                    var_481 = var_481 || var_488;
                }
                if (var_481) {
                    // v0 += wp.normalize((wp.where(v1 < 0.192, v0, v0) * v1)) * 0.57             <L 91>
                    var_490 = (var_480 < var_489);
                    var_491 = wp::where(var_490, var_444, var_444);
                    var_492 = wp::mul(var_491, var_480);
                    var_493 = wp::normalize(var_492);
                    var_495 = wp::mul(var_493, var_494);
                    var_496 = wp::add(var_444, var_495);
                    // v1 += wp.cos(wp.lerp(wp.dot(wp.vec2(-0.252, -0.184), v0), (v1 + v1), 0.25))       <L 92>
                    var_499 = wp::vec_t<2, wp::float32>(var_497, var_498);
                    var_500 = wp::dot(var_499, var_496);
                    var_501 = wp::add(var_480, var_480);
                    var_503 = wp::lerp(var_500, var_501, var_502);
                    var_504 = wp::cos(var_503);
                    var_505 = wp::add(var_480, var_504);
                }
                if (!var_481) {
                    // v1 += wp.sin(wp.where(v1 >= -1.868, v0[1], (v1 + v1)))                     <L 94>
                    var_507 = (var_480 >= var_506);
                    var_509 = wp::extract(var_444, var_508);
                    var_510 = wp::add(var_480, var_480);
                    var_511 = wp::where(var_507, var_509, var_510);
                    var_512 = wp::sin(var_511);
                    var_513 = wp::add(var_480, var_512);
                    // v0 = v0 + wp.normalize(wp.vec2((-0.028 / (wp.abs(v1) + 1.0)), wp.dot(v0, v0))) * 0.2       <L 95>
                    var_515 = wp::abs(var_513);
                    var_517 = wp::add(var_515, var_516);
                    var_518 = wp::div(var_514, var_517);
                    var_519 = wp::dot(var_444, var_444);
                    var_520 = wp::vec_t<2, wp::float32>(var_518, var_519);
                    var_521 = wp::normalize(var_520);
                    var_523 = wp::mul(var_521, var_522);
                    var_524 = wp::add(var_444, var_523);
                    // v10 = (float((j + j)) / (wp.abs((joint_weights[i, j, k] - (v1 / 1.41))) + 1.0))       <L 96>
                    var_525 = wp::add(var_1, var_1);
                    var_526 = wp::float(var_525);
                    var_527 = wp::address(var_joint_weights, var_0, var_1, var_2);
                    var_529 = wp::div(var_513, var_528);
                    var_531 = wp::load(var_527);
                    var_530 = wp::sub(var_531, var_529);
                    var_532 = wp::abs(var_530);
                    var_534 = wp::add(var_532, var_533);
                    var_535 = wp::div(var_526, var_534);
                    // v11 += v10                                                                 <L 97>
                    var_536 = wp::add(var_426, var_535);
                }
                var_537 = wp::where(var_481, var_426, var_536);
                var_538 = wp::where(var_481, var_496, var_524);
                var_539 = wp::where(var_481, var_505, var_513);
            }
            var_540 = wp::where(var_454, var_460, var_537);
            var_541 = wp::where(var_454, var_473, var_538);
            var_542 = wp::where(var_454, var_458, var_539);
            // v0 += wp.normalize(v0) * 0.4                                                       <L 98>
            var_543 = wp::normalize(var_541);
            var_545 = wp::mul(var_543, var_544);
            var_546 = wp::add(var_541, var_545);
        }
        if (!var_429) {
            // elif not (v1 <= -0.14 or (v1 >= -1.99) and (v1 > 1.4)):                            <L 99>
            var_549 = (var_428 <= var_548);
            var_547 = var_549;
            if (!var_547) {
                var_552 = (var_428 >= var_551);
                var_550 = var_552;
                if (var_550) {
                    var_554 = (var_428 > var_553);
                    var_550 = var_550 && var_554;
                }
                var_547 = var_547 || var_550;
            }
            var_555 = wp::unot(var_547);
            if (var_555) {
                // v0 += wp.normalize(wp.cw_mul((-1.66 * v0), (v0 - wp.vec2(-1.949, -1.91)))) * 0.64       <L 100>
                var_557 = wp::mul(var_556, var_427);
                var_560 = wp::vec_t<2, wp::float32>(var_558, var_559);
                var_561 = wp::sub(var_427, var_560);
                var_562 = wp::cw_mul(var_557, var_561);
                var_563 = wp::normalize(var_562);
                var_565 = wp::mul(var_563, var_564);
                var_566 = wp::add(var_427, var_565);
            }
            if (!var_555) {
                // elif v1 >= -1.4:                                                               <L 101>
                var_568 = (var_428 >= var_567);
                if (var_568) {
                    // v0 = v0 + wp.normalize(wp.normalize(v0)) * 0.42                            <L 102>
                    var_569 = wp::normalize(var_427);
                    var_570 = wp::normalize(var_569);
                    var_572 = wp::mul(var_570, var_571);
                    var_573 = wp::add(var_427, var_572);
                }
                if (!var_568) {
                    // elif ((j % 8)) % 3 == 0:                                                   <L 103>
                    var_575 = wp::mod(var_1, var_574);
                    var_577 = wp::mod(var_575, var_576);
                    var_579 = (var_577 == var_578);
                    if (var_579) {
                        // v0 = v0 + wp.normalize(v0) * 0.41                                      <L 104>
                        var_580 = wp::normalize(var_427);
                        var_582 = wp::mul(var_580, var_581);
                        var_583 = wp::add(var_427, var_582);
                    }
                    var_584 = wp::where(var_579, var_583, var_427);
                }
                var_585 = wp::where(var_568, var_573, var_584);
            }
            var_586 = wp::where(var_555, var_566, var_585);
        }
        var_587 = wp::where(var_429, var_540, var_426);
        var_588 = wp::where(var_429, var_546, var_586);
        var_589 = wp::where(var_429, var_542, var_428);
        // joint_residuals[i, j, k] = v1 + joint_weights[i, j, (k + 5) % joint_weights.shape[2]] * 1.88 + v11       <L 105>
        var_591 = wp::add(var_2, var_590);
        var_592 = &(var_joint_weights.shape);
        var_595 = wp::load(var_592);
        var_594 = wp::extract(var_595, var_593);
        var_596 = wp::mod(var_591, var_594);
        var_597 = wp::address(var_joint_weights, var_0, var_1, var_596);
        var_600 = wp::load(var_597);
        var_599 = wp::mul(var_600, var_598);
        var_601 = wp::add(var_589, var_599);
        var_602 = wp::add(var_601, var_587);
        // wp::array_store(var_joint_residuals, var_0, var_1, var_2, var_602);
        // joint_scores[i, j, k] = v1 + (wp.step(v1) * v1 - (-1.02 / (wp.abs(v1) + 1.0))) * 0.15       <L 107>
        var_603 = wp::step(var_589);
        var_604 = wp::mul(var_603, var_589);
        var_606 = wp::abs(var_589);
        var_608 = wp::add(var_606, var_607);
        var_609 = wp::div(var_605, var_608);
        var_610 = wp::sub(var_604, var_609);
        var_612 = wp::mul(var_610, var_611);
        var_613 = wp::add(var_589, var_612);
        // wp::array_store(var_joint_scores, var_0, var_1, var_2, var_613);
        //---------
        // reverse
        wp::adj_array_store(var_joint_scores, var_0, var_1, var_2, var_613, adj_joint_scores, adj_0, adj_1, adj_2, adj_613);
        wp::adj_add(var_589, var_612, adj_589, adj_612, adj_613);
        wp::adj_mul(var_610, var_611, adj_610, adj_611, adj_612);
        wp::adj_sub(var_604, var_609, adj_604, adj_609, adj_610);
        wp::adj_div(var_605, var_608, var_609, adj_605, adj_608, adj_609);
        wp::adj_add(var_606, var_607, adj_606, adj_607, adj_608);
        wp::adj_abs(var_589, adj_589, adj_606);
        wp::adj_mul(var_603, var_589, adj_603, adj_589, adj_604);
        // adj: joint_scores[i, j, k] = v1 + (wp.step(v1) * v1 - (-1.02 / (wp.abs(v1) + 1.0))) * 0.15  <L 107>
        wp::adj_array_store(var_joint_residuals, var_0, var_1, var_2, var_602, adj_joint_residuals, adj_0, adj_1, adj_2, adj_602);
        wp::adj_add(var_601, var_587, adj_601, adj_587, adj_602);
        wp::adj_add(var_589, var_599, adj_589, adj_599, adj_601);
        wp::adj_mul(var_600, var_598, adj_597, adj_598, adj_599);
        wp::adj_address(var_joint_weights, var_0, var_1, var_596, adj_joint_weights, adj_0, adj_1, adj_596, adj_597);
        wp::adj_mod(var_591, var_594, adj_591, adj_594, adj_596);
        adj_joint_weights.shape = adj_592;
        wp::adj_add(var_2, var_590, adj_2, adj_590, adj_591);
        // adj: joint_residuals[i, j, k] = v1 + joint_weights[i, j, (k + 5) % joint_weights.shape[2]] * 1.88 + v11  <L 105>
        wp::adj_where(var_429, var_542, var_428, adj_429, adj_542, adj_428, adj_589);
        wp::adj_where(var_429, var_546, var_586, adj_429, adj_546, adj_586, adj_588);
        wp::adj_where(var_429, var_540, var_426, adj_429, adj_540, adj_426, adj_587);
        if (!var_429) {
            wp::adj_where(var_555, var_566, var_585, adj_555, adj_566, adj_585, adj_586);
            if (!var_555) {
                wp::adj_where(var_568, var_573, var_584, adj_568, adj_573, adj_584, adj_585);
                if (!var_568) {
                    wp::adj_where(var_579, var_583, var_427, adj_579, adj_583, adj_427, adj_584);
                    if (var_579) {
                        wp::adj_add(var_427, var_582, adj_427, adj_582, adj_583);
                        wp::adj_mul(var_580, var_581, adj_580, adj_581, adj_582);
                        wp::adj_normalize(var_427, var_580, adj_427, adj_580);
                        // adj: v0 = v0 + wp.normalize(v0) * 0.41                                 <L 104>
                    }
                    wp::adj_mod(var_575, var_576, adj_575, adj_576, adj_577);
                    wp::adj_mod(var_1, var_574, adj_1, adj_574, adj_575);
                    // adj: elif ((j % 8)) % 3 == 0:                                              <L 103>
                }
                if (var_568) {
                    wp::adj_add(var_427, var_572, adj_427, adj_572, adj_573);
                    wp::adj_mul(var_570, var_571, adj_570, adj_571, adj_572);
                    wp::adj_normalize(var_569, var_570, adj_569, adj_570);
                    wp::adj_normalize(var_427, var_569, adj_427, adj_569);
                    // adj: v0 = v0 + wp.normalize(wp.normalize(v0)) * 0.42                       <L 102>
                }
                // adj: elif v1 >= -1.4:                                                          <L 101>
            }
            if (var_555) {
                wp::adj_add(var_427, var_565, adj_427, adj_565, adj_566);
                wp::adj_mul(var_563, var_564, adj_563, adj_564, adj_565);
                wp::adj_normalize(var_562, var_563, adj_562, adj_563);
                wp::adj_cw_mul(var_557, var_561, adj_557, adj_561, adj_562);
                wp::adj_sub(var_427, var_560, adj_427, adj_560, adj_561);
                wp::adj_vec_t(var_558, var_559, adj_558, adj_559, adj_560);
                wp::adj_mul(var_556, var_427, adj_556, adj_427, adj_557);
                // adj: v0 += wp.normalize(wp.cw_mul((-1.66 * v0), (v0 - wp.vec2(-1.949, -1.91)))) * 0.64  <L 100>
            }
            if (!var_547) {
                if (var_550) {
                }
            }
            // adj: elif not (v1 <= -0.14 or (v1 >= -1.99) and (v1 > 1.4)):                       <L 99>
        }
        if (var_429) {
            wp::adj_add(var_541, var_545, adj_541, adj_545, adj_546);
            wp::adj_mul(var_543, var_544, adj_543, adj_544, adj_545);
            wp::adj_normalize(var_541, var_543, adj_541, adj_543);
            // adj: v0 += wp.normalize(v0) * 0.4                                                  <L 98>
            wp::adj_where(var_454, var_458, var_539, adj_454, adj_458, adj_539, adj_542);
            wp::adj_where(var_454, var_473, var_538, adj_454, adj_473, adj_538, adj_541);
            wp::adj_where(var_454, var_460, var_537, adj_454, adj_460, adj_537, adj_540);
            if (!var_454) {
                wp::adj_where(var_481, var_505, var_513, adj_481, adj_505, adj_513, adj_539);
                wp::adj_where(var_481, var_496, var_524, adj_481, adj_496, adj_524, adj_538);
                wp::adj_where(var_481, var_426, var_536, adj_481, adj_426, adj_536, adj_537);
                if (!var_481) {
                    wp::adj_add(var_426, var_535, adj_426, adj_535, adj_536);
                    // adj: v11 += v10                                                            <L 97>
                    wp::adj_div(var_526, var_534, var_535, adj_526, adj_534, adj_535);
                    wp::adj_add(var_532, var_533, adj_532, adj_533, adj_534);
                    wp::adj_abs(var_530, adj_530, adj_532);
                    wp::adj_sub(var_531, var_529, adj_527, adj_529, adj_530);
                    wp::adj_div(var_513, var_528, var_529, adj_513, adj_528, adj_529);
                    wp::adj_address(var_joint_weights, var_0, var_1, var_2, adj_joint_weights, adj_0, adj_1, adj_2, adj_527);
                    wp::adj_float(var_525, adj_525, adj_526);
                    wp::adj_add(var_1, var_1, adj_1, adj_1, adj_525);
                    // adj: v10 = (float((j + j)) / (wp.abs((joint_weights[i, j, k] - (v1 / 1.41))) + 1.0))  <L 96>
                    wp::adj_add(var_444, var_523, adj_444, adj_523, adj_524);
                    wp::adj_mul(var_521, var_522, adj_521, adj_522, adj_523);
                    wp::adj_normalize(var_520, var_521, adj_520, adj_521);
                    wp::adj_vec_t(var_518, var_519, adj_518, adj_519, adj_520);
                    wp::adj_dot(var_444, var_444, adj_444, adj_444, adj_519);
                    wp::adj_div(var_514, var_517, var_518, adj_514, adj_517, adj_518);
                    wp::adj_add(var_515, var_516, adj_515, adj_516, adj_517);
                    wp::adj_abs(var_513, adj_513, adj_515);
                    // adj: v0 = v0 + wp.normalize(wp.vec2((-0.028 / (wp.abs(v1) + 1.0)), wp.dot(v0, v0))) * 0.2  <L 95>
                    wp::adj_add(var_480, var_512, adj_480, adj_512, adj_513);
                    wp::adj_sin(var_511, adj_511, adj_512);
                    wp::adj_where(var_507, var_509, var_510, adj_507, adj_509, adj_510, adj_511);
                    wp::adj_add(var_480, var_480, adj_480, adj_480, adj_510);
                    wp::adj_extract(var_444, var_508, adj_444, adj_508, adj_509);
                    // adj: v1 += wp.sin(wp.where(v1 >= -1.868, v0[1], (v1 + v1)))                <L 94>
                }
                if (var_481) {
                    wp::adj_add(var_480, var_504, adj_480, adj_504, adj_505);
                    wp::adj_cos(var_503, adj_503, adj_504);
                    wp::adj_lerp(var_500, var_501, var_502, adj_500, adj_501, adj_502, adj_503);
                    wp::adj_add(var_480, var_480, adj_480, adj_480, adj_501);
                    wp::adj_dot(var_499, var_496, adj_499, adj_496, adj_500);
                    wp::adj_vec_t(var_497, var_498, adj_497, adj_498, adj_499);
                    // adj: v1 += wp.cos(wp.lerp(wp.dot(wp.vec2(-0.252, -0.184), v0), (v1 + v1), 0.25))  <L 92>
                    wp::adj_add(var_444, var_495, adj_444, adj_495, adj_496);
                    wp::adj_mul(var_493, var_494, adj_493, adj_494, adj_495);
                    wp::adj_normalize(var_492, var_493, adj_492, adj_493);
                    wp::adj_mul(var_491, var_480, adj_491, adj_480, adj_492);
                    wp::adj_where(var_490, var_444, var_444, adj_490, adj_444, adj_444, adj_491);
                    // adj: v0 += wp.normalize((wp.where(v1 < 0.192, v0, v0) * v1)) * 0.57        <L 91>
                }
                if (!var_481) {
                }
                if (var_482) {
                }
                // adj: if ((v1 < 0.71) and (0.748 <= v1)) or (v1 > -1.3):                        <L 90>
                wp::adj_add(var_428, var_479, adj_428, adj_479, adj_480);
                wp::adj_tanh(var_478, var_479, adj_478, adj_479);
                wp::adj_where(var_475, var_428, var_477, adj_475, adj_428, adj_477, adj_478);
                wp::adj_mul(var_428, var_476, adj_428, adj_476, adj_477);
                // adj: v1 += wp.tanh(wp.where(v1 <= -0.676, v1, v1 * 1.2))                       <L 89>
            }
            if (var_454) {
                wp::adj_add(var_444, var_472, adj_444, adj_472, adj_473);
                wp::adj_mul(var_469, var_471, adj_469, adj_471, adj_472);
                wp::adj_normalize(var_470, var_469, adj_468, adj_469);
                wp::adj_address(var_joint_uvs, var_0, var_1, var_467, adj_joint_uvs, adj_0, adj_1, adj_467, adj_468);
                wp::adj_mod(var_462, var_465, adj_462, adj_465, adj_467);
                adj_joint_uvs.shape = adj_463;
                wp::adj_add(var_2, var_461, adj_2, adj_461, adj_462);
                // adj: v0 = v0 + wp.normalize(joint_uvs[i, j, (k + 3) % joint_uvs.shape[2]]) * 1.88  <L 87>
                wp::adj_add(var_426, var_459, adj_426, adj_459, adj_460);
                // adj: v11 += v9                                                                 <L 86>
                wp::adj_copy(var_458, adj_458, adj_459);
                // adj: v9 = v1                                                                   <L 85>
                wp::adj_add(var_428, var_457, adj_428, adj_457, adj_458);
                wp::adj_tanh(var_456, var_457, adj_456, adj_457);
                wp::adj_add(var_428, var_455, adj_428, adj_455, adj_456);
                wp::adj_add(var_428, var_428, adj_428, adj_428, adj_455);
                // adj: v1 = v1 + wp.tanh((v1 + (v1 + v1)))                                       <L 84>
            }
            if (var_445) {
            }
            if (var_446) {
            }
            // adj: if not (not (v1 >= 1.235 and v1 < -1.3) and v1 < -1.68):                      <L 83>
            wp::adj_add(var_427, var_443, adj_427, adj_443, adj_444);
            wp::adj_mul(var_441, var_442, adj_441, adj_442, adj_443);
            wp::adj_normalize(var_440, var_441, adj_440, adj_441);
            wp::adj_lerp(var_438, var_427, var_439, adj_438, adj_427, adj_439, adj_440);
            wp::adj_length_sq(var_427, adj_427, adj_439);
            wp::adj_sub(var_437, var_427, adj_437, adj_427, adj_438);
            wp::adj_vec_t(var_436, adj_436, adj_437);
            // adj: v0 += wp.normalize(wp.lerp((wp.vec2(0.6) - v0), v0, wp.length_sq(v0))) * 1.73  <L 82>
        }
        if (!var_429) {
        }
        wp::adj_mod(var_0, var_430, adj_0, adj_430, adj_431);
        // adj: if ((i) % 4 == 1) or (v1 < 0.2):                                                  <L 81>
        wp::adj_where(var_173, var_175, var_425, adj_173, adj_175, adj_425, adj_428);
        wp::adj_where(var_173, var_168, var_424, adj_173, adj_168, adj_424, adj_427);
        wp::adj_where(var_173, var_167, var_423, adj_173, adj_167, adj_423, adj_426);
        if (!var_173) {
            wp::adj_where(var_224, var_254, var_422, adj_224, adj_254, adj_422, adj_425);
            wp::adj_where(var_224, var_263, var_421, adj_224, adj_263, adj_421, adj_424);
            wp::adj_where(var_224, var_252, var_420, adj_224, adj_252, adj_420, adj_423);
            if (!var_224) {
                wp::adj_where(var_267, var_372, var_419, adj_267, adj_372, adj_419, adj_422);
                wp::adj_where(var_267, var_371, var_418, adj_267, adj_371, adj_418, adj_421);
                wp::adj_where(var_267, var_370, var_417, adj_267, adj_370, adj_417, adj_420);
                if (!var_267) {
                    wp::adj_where(var_383, var_386, var_222, adj_383, adj_386, adj_222, adj_419);
                    wp::adj_where(var_383, var_416, var_221, adj_383, adj_416, adj_221, adj_418);
                    wp::adj_where(var_383, var_415, var_220, adj_383, adj_415, adj_220, adj_417);
                    if (var_383) {
                        wp::adj_where(var_387, var_403, var_221, adj_387, adj_403, adj_221, adj_416);
                        wp::adj_where(var_387, var_414, var_220, adj_387, adj_414, adj_220, adj_415);
                        if (var_387) {
                            wp::adj_add(var_220, var_413, adj_220, adj_413, adj_414);
                            wp::adj_add(var_410, var_412, adj_410, adj_412, adj_413);
                            wp::adj_extract(var_408, var_411, adj_408, adj_411, adj_412);
                            wp::adj_extract(var_408, var_409, adj_408, adj_409, adj_410);
                            // adj: v11 += v8[0] + v8[1]                                          <L 80>
                            wp::adj_neg(var_407, adj_407, adj_408);
                            wp::adj_add(var_406, var_403, adj_406, adj_403, adj_407);
                            wp::adj_where(var_405, var_403, var_403, adj_405, adj_403, adj_403, adj_406);
                            // adj: v8 = -((wp.where(v1 >= 1.3, v0, v0) + v0))                    <L 79>
                            wp::adj_add(var_221, var_402, adj_221, adj_402, adj_403);
                            wp::adj_mul(var_400, var_401, adj_400, adj_401, adj_402);
                            wp::adj_normalize(var_399, var_400, adj_399, adj_400);
                            wp::adj_normalize(var_398, var_399, adj_398, adj_399);
                            wp::adj_sub(var_221, var_397, adj_221, adj_397, adj_398);
                            wp::adj_vec_t(var_395, var_396, adj_395, adj_396, adj_397);
                            // adj: v0 = v0 + wp.normalize(wp.normalize((v0 - wp.vec2(0.099, -0.7)))) * 1.07  <L 78>
                        }
                        if (!var_387) {
                            if (var_390) {
                            }
                        }
                        // adj: if (-0.3 <= v1) or ((v1 >= -0.504) and (v1 >= 1.16)):             <L 77>
                        wp::adj_add(var_222, var_385, adj_222, adj_385, adj_386);
                        wp::adj_cos(var_384, adj_384, adj_385);
                        wp::adj_pos(var_222, adj_222, adj_384);
                        // adj: v1 = v1 + wp.cos(+(v1))                                           <L 76>
                    }
                    if (!var_373) {
                    }
                    if (var_374) {
                    }
                    if (var_374) {
                    }
                    // adj: elif not ((v1 < -0.2) and (v1 > -0.8) and (-0.69 <= v1) or (v1 > 0.1)):  <L 75>
                }
                if (var_267) {
                    wp::adj_where(var_294, var_300, var_288, adj_294, adj_300, adj_288, adj_372);
                    wp::adj_where(var_294, var_221, var_369, adj_294, adj_221, adj_369, adj_371);
                    wp::adj_where(var_294, var_318, var_368, adj_294, adj_318, adj_368, adj_370);
                    if (!var_294) {
                        wp::adj_where(var_322, var_331, var_367, adj_322, adj_331, adj_367, adj_369);
                        wp::adj_where(var_322, var_287, var_366, adj_322, adj_287, adj_366, adj_368);
                        if (!var_322) {
                            wp::adj_where(var_333, var_337, var_365, adj_333, adj_337, adj_365, adj_367);
                            wp::adj_where(var_333, var_356, var_287, adj_333, adj_356, adj_287, adj_366);
                            if (!var_333) {
                                wp::adj_add(var_221, var_364, adj_221, adj_364, adj_365);
                                wp::adj_mul(var_362, var_363, adj_362, adj_363, adj_364);
                                wp::adj_normalize(var_361, var_362, adj_361, adj_362);
                                wp::adj_sub(var_358, var_360, adj_358, adj_360, adj_361);
                                wp::adj_vec_t(var_288, var_359, adj_288, adj_359, adj_360);
                                wp::adj_vec_t(var_288, var_357, adj_288, adj_357, adj_358);
                                // adj: v0 = v0 + wp.normalize((wp.vec2(v1, 1.67) - wp.vec2(v1, -1.5))) * 1.49  <L 74>
                            }
                            if (var_333) {
                                wp::adj_add(var_287, var_354, adj_287, adj_354, adj_356);
                                // adj: v11 += v7                                                 <L 72>
                                wp::adj_div(var_355, var_353, var_354, adj_345, adj_353, adj_354);
                                wp::adj_add(var_351, var_352, adj_351, adj_352, adj_353);
                                wp::adj_abs(var_350, adj_350, adj_351);
                                wp::adj_sub(var_349, var_288, adj_349, adj_288, adj_350);
                                wp::adj_sqrt(var_348, var_349, adj_348, adj_349);
                                wp::adj_add(var_346, var_347, adj_346, adj_347, adj_348);
                                wp::adj_abs(var_288, adj_288, adj_346);
                                wp::adj_address(var_joint_weights, var_0, var_1, var_344, adj_joint_weights, adj_0, adj_1, adj_344, adj_345);
                                wp::adj_mod(var_339, var_342, adj_339, adj_342, adj_344);
                                adj_joint_weights.shape = adj_340;
                                wp::adj_add(var_2, var_338, adj_2, adj_338, adj_339);
                                // adj: v7 = (joint_weights[i, j, (k + 1) % joint_weights.shape[2]] / (wp.abs((wp.sqrt(wp.abs(v1) + 0.5) - v1)) + 1.0))  <L 71>
                                wp::adj_add(var_221, var_336, adj_221, adj_336, adj_337);
                                wp::adj_mul(var_334, var_335, adj_334, adj_335, adj_336);
                                wp::adj_normalize(var_221, var_334, adj_221, adj_334);
                                // adj: v0 = v0 + wp.normalize(v0) * 1.93                         <L 70>
                            }
                            wp::adj_add(var_288, var_288, adj_288, adj_288, adj_332);
                            // adj: elif v1 <= (v1 + v1):                                         <L 69>
                        }
                        if (var_322) {
                            wp::adj_add(var_221, var_330, adj_221, adj_330, adj_331);
                            wp::adj_mul(var_328, var_329, adj_328, adj_329, adj_330);
                            wp::adj_normalize(var_327, var_328, adj_327, adj_328);
                            wp::adj_normalize(var_326, var_327, adj_326, adj_327);
                            wp::adj_add(var_221, var_325, adj_221, adj_325, adj_326);
                            wp::adj_vec_t(var_323, var_324, adj_323, adj_324, adj_325);
                            // adj: v0 = v0 + wp.normalize(wp.normalize((v0 + wp.vec2(1.144, 0.4)))) * 0.87  <L 68>
                        }
                        wp::adj_mod(var_0, var_319, adj_0, adj_319, adj_320);
                        // adj: elif (i) % 4 == 1:                                                <L 67>
                    }
                    if (var_294) {
                        wp::adj_add(var_287, var_317, adj_287, adj_317, adj_318);
                        wp::adj_add(var_314, var_316, adj_314, adj_316, adj_317);
                        wp::adj_extract(var_312, var_315, adj_312, adj_315, adj_316);
                        wp::adj_extract(var_312, var_313, adj_312, adj_313, adj_314);
                        // adj: v11 += v6[0] + v6[1]                                              <L 66>
                        wp::adj_max(var_306, var_311, adj_306, adj_311, adj_312);
                        wp::adj_cw_mul(var_309, var_310, adj_309, adj_310, adj_311);
                        wp::adj_normalize(var_221, var_310, adj_221, adj_310);
                        wp::adj_max(var_308, var_221, adj_308, adj_221, adj_309);
                        wp::adj_vec_t(var_307, adj_307, adj_308);
                        wp::adj_sub(var_301, var_305, adj_301, adj_305, adj_306);
                        wp::adj_div(var_221, var_304, adj_221, adj_304, adj_305);
                        wp::adj_add(var_302, var_303, adj_302, adj_303, adj_304);
                        wp::adj_abs(var_300, adj_300, adj_302);
                        wp::adj_add(var_221, var_221, adj_221, adj_221, adj_301);
                        // adj: v6 = wp.max(((v0 + v0) - (v0 / (wp.abs(v1) + 1.0))), wp.cw_mul(wp.max(wp.vec2(-1.809), v0), wp.normalize(v0)))  <L 65>
                        wp::adj_add(var_288, var_299, adj_288, adj_299, adj_300);
                        wp::adj_tanh(var_298, var_299, adj_298, adj_299);
                        wp::adj_sub(var_295, var_297, adj_295, adj_297, adj_298);
                        wp::adj_extract(var_221, var_296, adj_221, adj_296, adj_297);
                        wp::adj_float(var_2, adj_2, adj_295);
                        // adj: v1 = v1 + wp.tanh((float(k) - v0.x))                              <L 64>
                    }
                    wp::adj_mod(var_290, var_291, adj_290, adj_291, adj_292);
                    wp::adj_min(var_0, var_289, adj_0, adj_289, adj_290);
                    // adj: if (wp.min(i, 4)) % 4 == 1:                                           <L 63>
                    wp::adj_where(var_277, var_282, var_269, adj_277, adj_282, adj_269, adj_288);
                    wp::adj_where(var_277, var_286, var_220, adj_277, adj_286, adj_220, adj_287);
                    if (var_277) {
                        wp::adj_add(var_220, var_284, adj_220, adj_284, adj_286);
                        // adj: v11 += v5                                                         <L 62>
                        wp::adj_copy(var_285, adj_283, adj_284);
                        wp::adj_address(var_joint_weights, var_0, var_1, var_2, adj_joint_weights, adj_0, adj_1, adj_2, adj_283);
                        // adj: v5 = joint_weights[i, j, k]                                       <L 61>
                        wp::adj_add(var_269, var_281, adj_269, adj_281, adj_282);
                        wp::adj_sin(var_280, adj_280, adj_281);
                        wp::adj_sub(var_278, var_279, adj_278, adj_279, adj_280);
                        wp::adj_add(var_269, var_269, adj_269, adj_269, adj_279);
                        wp::adj_length_sq(var_221, adj_221, adj_278);
                        // adj: v1 = v1 + wp.sin((wp.length_sq(v0) - (v1 + v1)))                  <L 60>
                    }
                    if (!var_270) {
                        wp::adj_mod(var_2, var_273, adj_2, adj_273, adj_274);
                    }
                    // adj: if not (1.87 >= v1 or (k) % 3 == 1):                                  <L 59>
                    wp::adj_add(var_222, var_268, adj_222, adj_268, adj_269);
                    wp::adj_tanh(var_222, var_268, adj_222, adj_268);
                    // adj: v1 += wp.tanh(v1)                                                     <L 58>
                }
                wp::adj_dot(var_221, var_221, adj_221, adj_221, adj_266);
                wp::adj_div(var_222, var_264, var_265, adj_222, adj_264, adj_265);
                // adj: elif (v1 / 2.41) < wp.dot(v0, v0):                                        <L 57>
            }
            if (var_224) {
                wp::adj_add(var_253, var_262, adj_253, adj_262, adj_263);
                wp::adj_mul(var_260, var_261, adj_260, adj_261, adj_262);
                wp::adj_normalize(var_259, var_260, adj_259, adj_260);
                wp::adj_cw_div(var_255, var_258, var_259, adj_255, adj_258, adj_259);
                wp::adj_vec_t(var_256, var_257, adj_256, adj_257, adj_258);
                wp::adj_mul(var_254, var_253, adj_254, adj_253, adj_255);
                // adj: v0 = v0 + wp.normalize(wp.cw_div((v1 * v0), wp.vec2(3.0, 1.25))) * 0.58   <L 56>
                wp::adj_where(var_233, var_240, var_232, adj_233, adj_240, adj_232, adj_254);
                wp::adj_where(var_233, var_247, var_221, adj_233, adj_247, adj_221, adj_253);
                wp::adj_where(var_233, var_251, var_220, adj_233, adj_251, adj_220, adj_252);
                if (var_233) {
                    wp::adj_add(var_220, var_250, adj_220, adj_250, adj_251);
                    // adj: v11 += v4                                                             <L 55>
                    wp::adj_mul(var_249, var_240, adj_249, adj_240, adj_250);
                    wp::adj_length(var_247, var_248, adj_247, adj_248);
                    // adj: v4 = (wp.sign(wp.length(v0)) * v1)                                    <L 54>
                    wp::adj_add(var_221, var_246, adj_221, adj_246, adj_247);
                    wp::adj_mul(var_244, var_245, adj_244, adj_245, adj_246);
                    wp::adj_normalize(var_243, var_244, adj_243, adj_244);
                    wp::adj_vec_t(var_241, var_242, adj_241, adj_242, adj_243);
                    // adj: v0 += wp.normalize(wp.vec2(-0.4, 0.8)) * 0.79                         <L 53>
                    wp::adj_add(var_232, var_239, adj_232, adj_239, adj_240);
                    wp::adj_tanh(var_238, var_239, adj_238, adj_239);
                    wp::adj_radians(var_232, adj_232, adj_238);
                    // adj: v1 = v1 + wp.tanh(wp.radians(v1))                                     <L 52>
                }
                if (var_233) {
                }
                // adj: if (v1 >= 0.66) and (v1 > -0.47):                                         <L 51>
                wp::adj_add(var_222, var_231, adj_222, adj_231, adj_232);
                wp::adj_cos(var_230, adj_230, adj_231);
                wp::adj_sub(var_227, var_229, adj_227, adj_229, adj_230);
                wp::adj_sub(var_222, var_228, adj_222, adj_228, adj_229);
                wp::adj_clamp(var_222, var_225, var_226, adj_222, adj_225, adj_226, adj_227);
                // adj: v1 += wp.cos((wp.clamp(v1, -1.28, 1.01) - (v1 - 1.88)))                   <L 50>
            }
            wp::adj_mul(var_222, var_222, adj_222, adj_222, adj_223);
            // adj: if (v1 * v1) > v1:                                                            <L 49>
            wp::adj_where(var_188, var_169, var_219, adj_188, adj_169, adj_219, adj_222);
            wp::adj_where(var_188, var_196, var_182, adj_188, adj_196, adj_182, adj_221);
            wp::adj_where(var_188, var_167, var_218, adj_188, adj_167, adj_218, adj_220);
            if (!var_188) {
                wp::adj_where(var_202, var_213, var_217, adj_202, adj_213, adj_217, adj_219);
                wp::adj_where(var_202, var_215, var_167, adj_202, adj_215, adj_167, adj_218);
                if (!var_202) {
                    wp::adj_add(var_169, var_216, adj_169, adj_216, adj_217);
                    wp::adj_tanh(var_169, var_216, adj_169, adj_216);
                    // adj: v1 += wp.tanh(v1)                                                     <L 48>
                }
                if (var_202) {
                    wp::adj_add(var_167, var_214, adj_167, adj_214, adj_215);
                    // adj: v11 += v3                                                             <L 46>
                    wp::adj_copy(var_213, adj_213, adj_214);
                    // adj: v3 = v1                                                               <L 45>
                    wp::adj_where(var_207, var_212, var_204, adj_207, adj_212, adj_204, adj_213);
                    if (var_207) {
                        wp::adj_add(var_204, var_211, adj_204, adj_211, adj_212);
                        wp::adj_tanh(var_210, var_211, adj_210, adj_211);
                        wp::adj_sub(var_204, var_209, adj_204, adj_209, adj_210);
                        wp::adj_add(var_204, var_204, adj_204, adj_204, adj_209);
                        // adj: v1 += wp.tanh((v1 - (v1 + v1)))                                   <L 44>
                    }
                    wp::adj_address(var_joint_weights, var_0, var_1, var_2, adj_joint_weights, adj_0, adj_1, adj_2, adj_206);
                    wp::adj_dot(var_182, var_182, adj_182, adj_182, adj_205);
                    // adj: if wp.dot(v0, v0) >= joint_weights[i, j, k]:                          <L 43>
                    wp::adj_add(var_169, var_203, adj_169, adj_203, adj_204);
                    wp::adj_cos(var_169, adj_169, adj_203);
                    // adj: v1 = v1 + wp.cos(v1)                                                  <L 42>
                }
                wp::adj_extract(var_182, var_200, adj_182, adj_200, adj_201);
                wp::adj_clamp(var_169, var_197, var_198, adj_169, adj_197, adj_198, adj_199);
                // adj: elif wp.clamp(v1, -0.61, 1.84) <= v0[0]:                                  <L 41>
            }
            if (var_188) {
                wp::adj_add(var_182, var_195, adj_182, adj_195, adj_196);
                wp::adj_mul(var_193, var_194, adj_193, adj_194, adj_195);
                wp::adj_normalize(var_192, var_193, adj_192, adj_193);
                wp::adj_vec_t(var_190, var_191, adj_190, adj_191, adj_192);
                wp::adj_add(var_169, var_169, adj_169, adj_169, adj_191);
                wp::adj_sub(var_189, var_169, adj_189, adj_169, adj_190);
                // adj: v0 += wp.normalize(wp.vec2((-1.0 - v1), (v1 + v1))) * 0.32                <L 40>
            }
            wp::adj_sinh(var_186, adj_186, adj_187);
            wp::adj_clamp(var_169, var_184, var_185, adj_169, adj_184, adj_185, adj_186);
            wp::adj_copysign(var_169, var_169, adj_169, adj_169, adj_183);
            // adj: if wp.copysign(v1, v1) > wp.sinh(wp.clamp(v1, -3.0, 3.0)):                    <L 39>
            wp::adj_add(var_168, var_181, adj_168, adj_181, adj_182);
            wp::adj_mul(var_179, var_180, adj_179, adj_180, adj_181);
            wp::adj_normalize(var_178, var_179, adj_178, adj_179);
            wp::adj_add(var_176, var_177, adj_176, adj_177, adj_178);
            wp::adj_neg(var_168, adj_168, adj_177);
            wp::adj_add(var_168, var_168, adj_168, adj_168, adj_176);
            // adj: v0 = v0 + wp.normalize(((v0 + v0) + -v0)) * 1.12                              <L 38>
        }
        if (var_173) {
            wp::adj_add(var_169, var_174, adj_169, adj_174, adj_175);
            wp::adj_tanh(var_169, var_174, adj_169, adj_174);
            // adj: v1 = v1 + wp.tanh(v1)                                                         <L 36>
        }
        wp::adj_mod(var_2, var_170, adj_2, adj_170, adj_171);
        // adj: if (k) % 2 == 0:                                                                  <L 35>
        wp::adj_where(var_14, var_9, var_166, adj_14, adj_9, adj_166, adj_169);
        wp::adj_where(var_14, var_23, var_165, adj_14, adj_23, adj_165, adj_168);
        wp::adj_where(var_14, var_4, var_164, adj_14, adj_4, adj_164, adj_167);
        if (!var_14) {
            wp::adj_where(var_32, var_163, var_9, adj_32, adj_163, adj_9, adj_166);
            wp::adj_where(var_32, var_162, var_6, adj_32, adj_162, adj_6, adj_165);
            wp::adj_where(var_32, var_161, var_4, adj_32, adj_161, adj_4, adj_164);
            if (var_32) {
                wp::adj_where(var_51, var_108, var_160, adj_51, adj_108, adj_160, adj_163);
                wp::adj_where(var_51, var_107, var_159, adj_51, adj_107, adj_159, adj_162);
                wp::adj_where(var_51, var_106, var_4, adj_51, adj_106, adj_4, adj_161);
                if (!var_51) {
                    wp::adj_where(var_114, var_49, var_158, adj_114, adj_49, adj_158, adj_160);
                    wp::adj_where(var_114, var_127, var_157, adj_114, adj_127, adj_157, adj_159);
                    if (!var_114) {
                        wp::adj_where(var_130, var_146, var_49, adj_130, adj_146, adj_49, adj_158);
                        wp::adj_where(var_130, var_36, var_156, adj_130, adj_36, adj_156, adj_157);
                        if (!var_130) {
                            wp::adj_add(var_36, var_155, adj_36, adj_155, adj_156);
                            wp::adj_mul(var_153, var_154, adj_153, adj_154, adj_155);
                            wp::adj_normalize(var_151, var_153, adj_151, adj_153);
                            wp::adj_sub(var_149, var_152, adj_149, adj_150, adj_151);
                            wp::adj_address(var_joint_uvs, var_0, var_1, var_2, adj_joint_uvs, adj_0, adj_1, adj_2, adj_150);
                            wp::adj_vec_t(var_147, var_148, adj_147, adj_148, adj_149);
                            // adj: v0 += wp.normalize((wp.vec2(-1.29, 1.43) - joint_uvs[i, j, k])) * 0.25  <L 34>
                        }
                        if (var_130) {
                            wp::adj_add(var_133, var_145, adj_133, adj_145, adj_146);
                            wp::adj_sin(var_143, adj_143, adj_145);
                            wp::adj_mul(var_134, var_144, adj_134, adj_142, adj_143);
                            wp::adj_address(var_joint_weights, var_0, var_1, var_141, adj_joint_weights, adj_0, adj_1, adj_141, adj_142);
                            wp::adj_mod(var_136, var_139, adj_136, adj_139, adj_141);
                            adj_joint_weights.shape = adj_137;
                            wp::adj_add(var_2, var_135, adj_2, adj_135, adj_136);
                            wp::adj_add(var_133, var_133, adj_133, adj_133, adj_134);
                            // adj: v1 = v1 + wp.sin(((v1 + v1) * joint_weights[i, j, (k + 1) % joint_weights.shape[2]]))  <L 32>
                            wp::adj_add(var_49, var_132, adj_49, adj_132, adj_133);
                            wp::adj_cos(var_131, adj_131, adj_132);
                            wp::adj_add(var_49, var_49, adj_49, adj_49, adj_131);
                            // adj: v1 += wp.cos((v1 + v1))                                       <L 31>
                        }
                        wp::adj_add(var_49, var_49, adj_49, adj_49, adj_129);
                        wp::adj_mul(var_49, var_49, adj_49, adj_49, adj_128);
                        // adj: elif (v1 * v1) > (v1 + v1):                                       <L 30>
                    }
                    if (var_114) {
                        wp::adj_add(var_36, var_126, adj_36, adj_126, adj_127);
                        wp::adj_mul(var_124, var_125, adj_124, adj_125, adj_126);
                        wp::adj_normalize(var_123, var_124, adj_123, adj_124);
                        wp::adj_lerp(var_118, var_121, var_122, adj_118, adj_121, adj_122, adj_123);
                        wp::adj_where(var_120, var_36, var_36, adj_120, adj_36, adj_36, adj_121);
                        wp::adj_add(var_36, var_117, adj_36, adj_117, adj_118);
                        wp::adj_vec_t(var_115, var_116, adj_115, adj_116, adj_117);
                        // adj: v0 = v0 + wp.normalize(wp.lerp((v0 + wp.vec2(-0.34, -1.031)), wp.where(v1 <= 1.89, v0, v0), wp.floor(v1))) * 1.75  <L 29>
                    }
                    wp::adj_dot(var_36, var_112, adj_36, adj_112, adj_113);
                    wp::adj_vec_t(var_110, var_111, adj_110, adj_111, adj_112);
                    // adj: elif -1.98 > wp.dot(v0, wp.vec2(1.572, 1.45)):                        <L 28>
                }
                if (var_51) {
                    wp::adj_where(var_56, var_53, var_105, adj_56, adj_53, adj_105, adj_108);
                    wp::adj_where(var_56, var_65, var_36, adj_56, adj_65, adj_36, adj_107);
                    wp::adj_where(var_56, var_4, var_104, adj_56, adj_4, adj_104, adj_106);
                    if (!var_56) {
                        wp::adj_where(var_67, var_74, var_103, adj_67, adj_74, adj_103, adj_105);
                        wp::adj_where(var_67, var_4, var_102, adj_67, adj_4, adj_102, adj_104);
                        if (!var_67) {
                            wp::adj_where(var_75, var_90, var_101, adj_75, adj_90, adj_101, adj_103);
                            wp::adj_where(var_75, var_98, var_4, adj_75, adj_98, adj_4, adj_102);
                            if (!var_75) {
                                wp::adj_add(var_53, var_100, adj_53, adj_100, adj_101);
                                wp::adj_tanh(var_99, var_100, adj_99, adj_100);
                                // adj: v1 += wp.tanh(1.246)                                      <L 27>
                            }
                            if (var_75) {
                                wp::adj_add(var_4, var_97, adj_4, adj_97, adj_98);
                                wp::adj_add(var_94, var_96, adj_94, adj_96, adj_97);
                                wp::adj_extract(var_92, var_95, adj_92, adj_95, adj_96);
                                wp::adj_extract(var_92, var_93, adj_92, adj_93, adj_94);
                                // adj: v11 += v2[0] + v2[1]                                      <L 25>
                                wp::adj_normalize(var_91, var_92, adj_91, adj_92);
                                wp::adj_vec_t(var_90, var_90, adj_90, adj_90, adj_91);
                                // adj: v2 = wp.normalize(wp.vec2(v1, v1))                        <L 24>
                                wp::adj_add(var_53, var_89, adj_53, adj_89, adj_90);
                                wp::adj_tanh(var_88, var_89, adj_88, adj_89);
                                wp::adj_extract(var_86, var_87, adj_86, adj_87, adj_88);
                                wp::adj_sub(var_85, var_36, adj_85, adj_36, adj_86);
                                wp::adj_vec_t(var_83, var_84, adj_83, adj_84, adj_85);
                                // adj: v1 += wp.tanh(((wp.vec2(1.7, -0.6) - v0))[0])             <L 23>
                            }
                            if (!var_75) {
                                if (var_78) {
                                }
                            }
                            // adj: elif (v1 >= 0.0) or ((v1 > 1.6) and (1.04 <= v1)):            <L 22>
                        }
                        if (var_67) {
                            wp::adj_add(var_53, var_73, adj_53, adj_73, adj_74);
                            wp::adj_tanh(var_72, var_73, adj_72, adj_73);
                            wp::adj_where(var_69, var_70, var_71, adj_69, adj_70, adj_71, adj_72);
                            wp::adj_add(var_53, var_53, adj_53, adj_53, adj_71);
                            // adj: v1 = v1 + wp.tanh(wp.where(v1 >= -0.14, 1.2, (v1 + v1)))      <L 21>
                        }
                        wp::adj_mul(var_53, var_53, adj_53, adj_53, adj_66);
                        // adj: elif v1 > (v1 * v1):                                              <L 20>
                    }
                    if (var_56) {
                        wp::adj_add(var_36, var_64, adj_36, adj_64, adj_65);
                        wp::adj_mul(var_62, var_63, adj_62, adj_63, adj_64);
                        wp::adj_normalize(var_61, var_62, adj_61, adj_62);
                        wp::adj_neg(var_60, adj_60, adj_61);
                        wp::adj_mul(var_59, var_53, adj_59, adj_53, adj_60);
                        wp::adj_vec_t(var_57, var_58, adj_57, adj_58, adj_59);
                        // adj: v0 = v0 + wp.normalize(-((wp.vec2(-1.11, -0.15) * v1))) * 1.04    <L 19>
                    }
                    wp::adj_mul(var_53, var_53, adj_53, adj_53, adj_54);
                    // adj: if (v1 * v1) > 1.624:                                                 <L 18>
                    wp::adj_add(var_49, var_52, adj_49, adj_52, adj_53);
                    wp::adj_cos(var_49, adj_49, adj_52);
                    // adj: v1 += wp.cos(v1)                                                      <L 17>
                }
                wp::adj_add(var_49, var_49, adj_49, adj_49, adj_50);
                // adj: if v1 <= (v1 + v1):                                                       <L 16>
                wp::adj_where(var_41, var_48, var_9, adj_41, adj_48, adj_9, adj_49);
                if (var_41) {
                    wp::adj_add(var_9, var_47, adj_9, adj_47, adj_48);
                    wp::adj_tanh(var_46, var_47, adj_46, adj_47);
                    wp::adj_cosh(var_45, adj_45, adj_46);
                    wp::adj_clamp(var_42, var_43, var_44, adj_42, adj_43, adj_44, adj_45);
                    wp::adj_mul(var_9, var_9, adj_9, adj_9, adj_42);
                    // adj: v1 += wp.tanh(wp.cosh(wp.clamp((v1 * v1), -3.0, 3.0)))                <L 15>
                }
                wp::adj_mod(var_37, var_38, adj_37, adj_38, adj_39);
                wp::adj_mul(var_1, var_2, adj_1, adj_2, adj_37);
                // adj: if ((j * k)) % 2 == 0:                                                    <L 14>
                wp::adj_add(var_6, var_35, adj_6, adj_35, adj_36);
                wp::adj_mul(var_33, var_34, adj_33, adj_34, adj_35);
                wp::adj_normalize(var_6, var_33, adj_6, adj_33);
                // adj: v0 = v0 + wp.normalize(v0) * 0.98                                         <L 13>
            }
            wp::adj_mod(var_28, var_29, adj_28, adj_29, adj_30);
            wp::adj_clamp(var_9, var_24, var_25, adj_9, adj_24, adj_25, adj_26);
            // adj: elif (int(wp.floor(wp.clamp(v1, -100.0, 100.0)))) % 4 == 1:                   <L 12>
        }
        if (var_14) {
            wp::adj_add(var_6, var_22, adj_6, adj_22, adj_23);
            wp::adj_mul(var_20, var_21, adj_20, adj_21, adj_22);
            wp::adj_normalize(var_19, var_20, adj_19, adj_20);
            wp::adj_cw_mul(var_15, var_18, adj_15, adj_18, adj_19);
            wp::adj_vec_t(var_16, var_17, adj_16, adj_17, adj_18);
            wp::adj_normalize(var_6, var_15, adj_6, adj_15);
            // adj: v0 = v0 + wp.normalize(wp.cw_mul(wp.normalize(v0), wp.vec2(-0.7, -1.97))) * 1.48  <L 11>
        }
        wp::adj_mul(var_11, var_12, adj_11, adj_12, adj_13);
        // adj: if wp.step(v1) * -0.16 >= v1:                                                     <L 10>
        wp::adj_copy(var_10, adj_8, adj_9);
        wp::adj_address(var_joint_weights, var_0, var_1, var_2, adj_joint_weights, adj_0, adj_1, adj_2, adj_8);
        // adj: v1 = joint_weights[i, j, k]                                                       <L 9>
        wp::adj_copy(var_7, adj_5, adj_6);
        wp::adj_address(var_joint_uvs, var_0, var_1, var_2, adj_joint_uvs, adj_0, adj_1, adj_2, adj_5);
        // adj: v0 = joint_uvs[i, j, k]                                                           <L 8>
        wp::adj_float(var_3, adj_3, adj_4);
        // adj: v11 = float(0.0)                                                                  <L 7>
        // adj: i, j, k = wp.tid()  # thread index                                                <L 6>
        // adj: def multi_conditional_000001(joint_uvs: wp.array(dtype=wp.vec2, ndim=3), joint_weights: wp.array(dtype=float, ndim=3), joint_residuals: wp.array3d(dtype=float), joint_scores: wp.array(dtype=float, ndim=3)):  <L 5>
        continue;
    }
}

