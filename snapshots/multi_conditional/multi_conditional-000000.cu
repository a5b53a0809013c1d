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



extern "C" __global__ void multi_conditional_000000_098cc5fb_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> var_out1)
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
        wp::vec_t<2, wp::float32>* var_4;
        wp::vec_t<2, wp::float32> var_5;
        wp::vec_t<2, wp::float32> var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::float32 var_10 = 1.2;
        const wp::float32 var_11 = 0.72;
        wp::vec_t<2, wp::float32> var_12;
        wp::vec_t<2, wp::float32> var_13;
        wp::float32 var_14;
        const wp::float32 var_15 = 0.762;
        wp::float32 var_16;
        bool var_17;
        wp::vec_t<2, wp::float32> var_18;
        const wp::int32 var_19 = 5;
        wp::int32 var_20;
        wp::shape_t* var_21;
        const wp::int32 var_22 = 0;
        wp::int32 var_23;
        wp::shape_t var_24;
        wp::int32 var_25;
        wp::vec_t<2, wp::float32>* var_26;
        wp::float32 var_27;
        wp::vec_t<2, wp::float32> var_28;
        wp::float32 var_29;
        wp::float32 var_30;
        const wp::float32 var_31 = -0.47;
        const wp::float32 var_32 = 0.77;
        wp::vec_t<2, wp::float32> var_33;
        wp::vec_t<2, wp::float32> var_34;
        const wp::float32 var_35 = 0.105;
        bool var_36;
        wp::float32 var_37;
        wp::vec_t<2, wp::float32> var_38;
        wp::vec_t<2, wp::float32> var_39;
        const wp::float32 var_40 = 1.49;
        wp::vec_t<2, wp::float32> var_41;
        wp::vec_t<2, wp::float32> var_42;
        wp::float32 var_43;
        wp::vec_t<2, wp::float32> var_44;
        wp::float32 var_45;
        bool var_46;
        const wp::float32 var_47 = -1.02;
        wp::float32 var_48;
        wp::float32 var_49;
        const wp::float32 var_50 = 0.5;
        wp::float32 var_51;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float32 var_55;
        const wp::int32 var_56 = 1;
        const wp::int32 var_57 = 3;
        wp::int32 var_58;
        const wp::int32 var_59 = 0;
        bool var_60;
        wp::vec_t<2, wp::float32> var_61;
        const wp::float32 var_62 = 1.49;
        wp::vec_t<2, wp::float32> var_63;
        wp::vec_t<2, wp::float32> var_64;
        bool var_65;
        const wp::int32 var_66 = 3;
        wp::int32 var_67;
        const wp::int32 var_68 = 0;
        bool var_69;
        const wp::int32 var_70 = 4;
        wp::int32 var_71;
        const wp::int32 var_72 = 1;
        bool var_73;
        wp::float32 var_74;
        const wp::float32 var_75 = 0.5;
        const wp::float32 var_76 = 0.25;
        wp::vec_t<2, wp::float32> var_77;
        wp::vec_t<2, wp::float32> var_78;
        wp::vec_t<2, wp::float32> var_79;
        wp::vec_t<2, wp::float32> var_80;
        const wp::float32 var_81 = 0.11;
        wp::vec_t<2, wp::float32> var_82;
        wp::vec_t<2, wp::float32> var_83;
        wp::vec_t<2, wp::float32> var_84;
        const wp::float32 var_85 = -1.9;
        bool var_86;
        wp::vec_t<2, wp::float32> var_87;
        wp::vec_t<2, wp::float32> var_88;
        wp::vec_t<2, wp::float32> var_89;
        const wp::float32 var_90 = 0.43;
        wp::vec_t<2, wp::float32> var_91;
        wp::vec_t<2, wp::float32> var_92;
        const wp::int32 var_93 = 3;
        wp::int32 var_94;
        wp::shape_t* var_95;
        const wp::int32 var_96 = 0;
        wp::int32 var_97;
        wp::shape_t var_98;
        wp::int32 var_99;
        wp::vec_t<2, wp::float32>* var_100;
        const wp::float32 var_101 = -0.181;
        const wp::float32 var_102 = -1.6;
        wp::vec_t<2, wp::float32> var_103;
        wp::vec_t<2, wp::float32> var_104;
        wp::vec_t<2, wp::float32> var_105;
        wp::vec_t<2, wp::float32> var_106;
        bool var_107;
        bool var_108;
        bool var_109;
        bool var_110;
        const wp::float32 var_111 = -0.7;
        const wp::float32 var_112 = 0.4;
        wp::vec_t<2, wp::float32> var_113;
        wp::vec_t<2, wp::float32> var_114;
        const wp::float32 var_115 = 0.51;
        wp::vec_t<2, wp::float32> var_116;
        wp::vec_t<2, wp::float32> var_117;
        bool var_118;
        bool var_119;
        bool var_120;
        bool var_121;
        bool var_122;
        bool var_123;
        const wp::float32 var_124 = -0.537;
        bool var_125;
        bool var_126;
        bool var_127;
        wp::vec_t<2, wp::float32> var_128;
        wp::vec_t<2, wp::float32> var_129;
        wp::vec_t<2, wp::float32> var_130;
        wp::vec_t<2, wp::float32> var_131;
        const wp::float32 var_132 = 0.82;
        wp::vec_t<2, wp::float32> var_133;
        wp::vec_t<2, wp::float32> var_134;
        bool var_135;
        const wp::int32 var_136 = 2;
        wp::int32 var_137;
        const wp::int32 var_138 = 1;
        bool var_139;
        bool var_140;
        bool var_141;
        bool var_142;
        wp::float32 var_143;
        wp::float32 var_144;
        wp::float32 var_145;
        wp::float32 var_146;
        bool var_147;
        bool var_148;
        const wp::int32 var_149 = 4;
        wp::int32 var_150;
        const wp::int32 var_151 = 0;
        bool var_152;
        wp::vec_t<2, wp::float32> var_153;
        wp::vec_t<2, wp::float32> var_154;
        wp::vec_t<2, wp::float32> var_155;
        const wp::float32 var_156 = 0.27;
        wp::vec_t<2, wp::float32> var_157;
        wp::vec_t<2, wp::float32> var_158;
        wp::vec_t<2, wp::float32> var_159;
        const wp::float32 var_160 = 2.0;
        wp::float32 var_161;
        wp::vec_t<2, wp::float32> var_162;
        wp::vec_t<2, wp::float32> var_163;
        const wp::float32 var_164 = 0.34;
        wp::vec_t<2, wp::float32> var_165;
        wp::vec_t<2, wp::float32> var_166;
        const wp::int32 var_167 = 5;
        wp::int32 var_168;
        wp::shape_t* var_169;
        const wp::int32 var_170 = 0;
        wp::int32 var_171;
        wp::shape_t var_172;
        wp::int32 var_173;
        wp::float32* var_174;
        wp::float32 var_175;
        wp::float32 var_176;
        wp::float32 var_177;
        wp::float32 var_178;
        wp::float32 var_179;
        wp::vec_t<2, wp::float32> var_180;
        const wp::float32 var_181 = -1.0;
        const wp::float32 var_182 = -0.4;
        wp::vec_t<2, wp::float32> var_183;
        wp::vec_t<2, wp::float32> var_184;
        wp::vec_t<2, wp::float32> var_185;
        wp::vec_t<2, wp::float32> var_186;
        const wp::float32 var_187 = 0.79;
        wp::vec_t<2, wp::float32> var_188;
        wp::vec_t<2, wp::float32> var_189;
        wp::int32 var_190;
        const wp::int32 var_191 = 3;
        wp::int32 var_192;
        const wp::int32 var_193 = 2;
        wp::int32 var_194;
        const wp::int32 var_195 = 0;
        bool var_196;
        const wp::int32 var_197 = 2;
        wp::int32 var_198;
        wp::shape_t* var_199;
        const wp::int32 var_200 = 0;
        wp::int32 var_201;
        wp::shape_t var_202;
        wp::int32 var_203;
        wp::float32* var_204;
        wp::float32 var_205;
        wp::float32 var_206;
        wp::float32 var_207;
        wp::float32 var_208;
        wp::vec_t<2, wp::float32> var_209;
        wp::vec_t<2, wp::float32> var_210;
        const wp::float32 var_211 = -0.9;
        const wp::float32 var_212 = 0.9;
        wp::float32 var_213;
        wp::float32 var_214;
        const wp::float32 var_215 = -0.8;
        wp::float32 var_216;
        bool var_217;
        const wp::int32 var_218 = 1;
        wp::int32 var_219;
        wp::shape_t* var_220;
        const wp::int32 var_221 = 0;
        wp::int32 var_222;
        wp::shape_t var_223;
        wp::int32 var_224;
        wp::float32* var_225;
        wp::float32 var_226;
        wp::float32 var_227;
        wp::float32 var_228;
        wp::float32 var_229;
        wp::float32 var_230;
        wp::vec_t<2, wp::float32> var_231;
        const wp::float32 var_232 = 1.05;
        wp::vec_t<2, wp::float32> var_233;
        wp::vec_t<2, wp::float32> var_234;
        wp::float32 var_235;
        wp::vec_t<2, wp::float32> var_236;
        bool var_237;
        bool var_238;
        bool var_239;
        wp::vec_t<2, wp::float32> var_240;
        wp::vec_t<2, wp::float32> var_241;
        wp::vec_t<2, wp::float32> var_242;
        wp::vec_t<2, wp::float32> var_243;
        const wp::float32 var_244 = 1.4;
        wp::vec_t<2, wp::float32> var_245;
        wp::vec_t<2, wp::float32> var_246;
        wp::vec_t<2, wp::float32> var_247;
        wp::vec_t<2, wp::float32> var_248;
        wp::vec_t<2, wp::float32> var_249;
        const wp::float32 var_250 = 0.23;
        wp::vec_t<2, wp::float32> var_251;
        wp::vec_t<2, wp::float32> var_252;
        wp::float32 var_253;
        const wp::float32 var_254 = -0.68;
        wp::float32 var_255;
        const wp::float32 var_256 = 1.0;
        wp::float32 var_257;
        wp::float32 var_258;
        bool var_259;
        wp::float32 var_260;
        const wp::float32 var_261 = 1.0;
        wp::float32 var_262;
        wp::float32 var_263;
        wp::float32 var_264;
        wp::float32 var_265;
        wp::float32 var_266;
        wp::float32 var_267;
        const wp::int32 var_268 = 3;
        wp::int32 var_269;
        wp::shape_t* var_270;
        const wp::int32 var_271 = 0;
        wp::int32 var_272;
        wp::shape_t var_273;
        wp::int32 var_274;
        wp::float32* var_275;
        wp::float32 var_276;
        wp::vec_t<2, wp::float32> var_277;
        wp::float32 var_278;
        const wp::int32 var_279 = 5;
        wp::int32 var_280;
        wp::shape_t* var_281;
        const wp::int32 var_282 = 0;
        wp::int32 var_283;
        wp::shape_t var_284;
        wp::int32 var_285;
        wp::vec_t<2, wp::float32>* var_286;
        wp::vec_t<2, wp::float32> var_287;
        wp::vec_t<2, wp::float32> var_288;
        const wp::float32 var_289 = -1.33;
        wp::float32 var_290;
        wp::float32 var_291;
        wp::vec_t<2, wp::float32> var_292;
        wp::vec_t<2, wp::float32> var_293;
        const wp::float32 var_294 = 1.38;
        wp::vec_t<2, wp::float32> var_295;
        wp::vec_t<2, wp::float32> var_296;
        wp::int32 var_297;
        const wp::int32 var_298 = 7;
        wp::int32 var_299;
        const wp::int32 var_300 = 4;
        wp::int32 var_301;
        const wp::int32 var_302 = 1;
        bool var_303;
        wp::vec_t<2, wp::float32> var_304;
        const wp::float32 var_305 = 0.11;
        wp::vec_t<2, wp::float32> var_306;
        wp::vec_t<2, wp::float32> var_307;
        wp::vec_t<2, wp::float32> var_308;
        wp::vec_t<2, wp::float32> var_309;
        const wp::float32 var_310 = 1.9;
        wp::vec_t<2, wp::float32> var_311;
        wp::vec_t<2, wp::float32> var_312;
        wp::vec_t<2, wp::float32> var_313;
        wp::vec_t<2, wp::float32> var_314;
        wp::vec_t<2, wp::float32> var_315;
        wp::float32 var_316;
        wp::vec_t<2, wp::float32> var_317;
        wp::float32 var_318;
        const wp::float32 var_319 = 0.25;
        wp::float32 var_320;
        bool var_321;
        const wp::float32 var_322 = -4.0;
        const wp::float32 var_323 = 4.0;
        wp::float32 var_324;
        wp::float32 var_325;
        const wp::int32 var_326 = 4;
        wp::int32 var_327;
        wp::shape_t* var_328;
        const wp::int32 var_329 = 0;
        wp::int32 var_330;
        wp::shape_t var_331;
        wp::int32 var_332;
        wp::vec_t<2, wp::float32>* var_333;
        wp::vec_t<2, wp::float32> var_334;
        wp::vec_t<2, wp::float32> var_335;
        wp::vec_t<2, wp::float32> var_336;
        const wp::float32 var_337 = 2.0;
        wp::vec_t<2, wp::float32> var_338;
        wp::vec_t<2, wp::float32> var_339;
        const wp::float32 var_340 = -1.27;
        const wp::float32 var_341 = 1.54;
        wp::float32 var_342;
        wp::vec_t<2, wp::float32> var_343;
        wp::vec_t<2, wp::float32> var_344;
        wp::vec_t<2, wp::float32> var_345;
        wp::vec_t<2, wp::float32> var_346;
        wp::vec_t<2, wp::float32> var_347;
        wp::float32 var_348;
        wp::float32 var_349;
        wp::float32 var_350;
        wp::vec_t<2, wp::float32> var_351;
        wp::float32 var_352;
        wp::vec_t<2, wp::float32> var_353;
        wp::float32 var_354;
        wp::vec_t<2, wp::float32> var_355;
        wp::vec_t<2, wp::float32> var_356;
        wp::float32 var_357;
        wp::vec_t<2, wp::float32> var_358;
        wp::float32 var_359;
        wp::vec_t<2, wp::float32> var_360;
        wp::vec_t<2, wp::float32> var_361;
        wp::float32 var_362;
        wp::vec_t<2, wp::float32> var_363;
        wp::float32 var_364;
        wp::vec_t<2, wp::float32> var_365;
        wp::vec_t<2, wp::float32> var_366;
        wp::float32 var_367;
        wp::vec_t<2, wp::float32> var_368;
        wp::float32 var_369;
        wp::vec_t<2, wp::float32> var_370;
        wp::vec_t<2, wp::float32> var_371;
        wp::float32 var_372;
        wp::vec_t<2, wp::float32> var_373;
        wp::float32 var_374;
        wp::vec_t<2, wp::float32> var_375;
        wp::float32 var_376;
        wp::vec_t<2, wp::float32> var_377;
        wp::float32 var_378;
        wp::vec_t<2, wp::float32> var_379;
        wp::float32 var_380;
        wp::vec_t<2, wp::float32> var_381;
        wp::float32 var_382;
        wp::vec_t<2, wp::float32> var_383;
        const wp::float32 var_384 = 0.51;
        bool var_385;
        wp::float32 var_386;
        wp::float32 var_387;
        const wp::float32 var_388 = 1.0;
        wp::float32 var_389;
        wp::float32 var_390;
        bool var_391;
        wp::vec_t<2, wp::float32> var_392;
        wp::vec_t<2, wp::float32> var_393;
        const wp::float32 var_394 = 1.81;
        wp::vec_t<2, wp::float32> var_395;
        wp::vec_t<2, wp::float32> var_396;
        wp::vec_t<2, wp::float32> var_397;
        const wp::float32 var_398 = 0.15;
        wp::vec_t<2, wp::float32> var_399;
        wp::vec_t<2, wp::float32> var_400;
        wp::float32 var_401;
        const wp::float32 var_402 = 1.0;
        wp::float32 var_403;
        wp::float32 var_404;
        bool var_405;
        const wp::float32 var_406 = -0.9;
        const wp::float32 var_407 = 0.9;
        wp::float32 var_408;
        wp::float32 var_409;
        wp::float32 var_410;
        wp::float32 var_411;
        wp::float32 var_412;
        wp::vec_t<2, wp::float32> var_413;
        wp::float32 var_414;
        wp::vec_t<2, wp::float32> var_415;
        wp::vec_t<2, wp::float32> var_416;
        const wp::float32 var_417 = 1.36;
        wp::vec_t<2, wp::float32> var_418;
        wp::vec_t<2, wp::float32> var_419;
        bool var_420;
        const wp::int32 var_421 = 2;
        wp::int32 var_422;
        const wp::int32 var_423 = 1;
        bool var_424;
        bool var_425;
        const wp::float32 var_426 = 0.22;
        const wp::float32 var_427 = 1.731;
        wp::vec_t<2, wp::float32> var_428;
        const wp::float32 var_429 = 1.4;
        wp::vec_t<2, wp::float32> var_430;
        wp::vec_t<2, wp::float32> var_431;
        wp::vec_t<2, wp::float32> var_432;
        wp::vec_t<2, wp::float32> var_433;
        const wp::float32 var_434 = 1.78;
        wp::vec_t<2, wp::float32> var_435;
        wp::vec_t<2, wp::float32> var_436;
        const wp::int32 var_437 = 1;
        wp::float32 var_438;
        wp::float32 var_439;
        bool var_440;
        wp::float32 var_441;
        bool var_442;
        const wp::float32 var_443 = 0.415;
        wp::float32 var_444;
        wp::float32 var_445;
        const wp::float32 var_446 = 1.0;
        wp::float32 var_447;
        wp::float32 var_448;
        wp::float32 var_449;
        wp::float32 var_450;
        wp::float32 var_451;
        wp::float32 var_452;
        wp::float32 var_453;
        wp::float32 var_454;
        bool var_455;
        wp::float32 var_456;
        const wp::float32 var_457 = 1.0;
        wp::float32 var_458;
        wp::float32 var_459;
        wp::float32 var_460;
        const wp::float32 var_461 = 1.0;
        wp::float32 var_462;
        wp::float32 var_463;
        wp::float32 var_464;
        wp::float32 var_465;
        const wp::float32 var_466 = 1.0;
        wp::float32 var_467;
        wp::float32 var_468;
        wp::float32 var_469;
        const wp::int32 var_470 = 2;
        wp::int32 var_471;
        wp::shape_t* var_472;
        const wp::int32 var_473 = 0;
        wp::int32 var_474;
        wp::shape_t var_475;
        wp::int32 var_476;
        wp::float32* var_477;
        wp::vec_t<2, wp::float32> var_478;
        wp::vec_t<2, wp::float32> var_479;
        wp::float32 var_480;
        wp::vec_t<2, wp::float32> var_481;
        wp::vec_t<2, wp::float32> var_482;
        wp::float32 var_483;
        wp::float32 var_484;
        const wp::float32 var_485 = -1.84;
        const wp::float32 var_486 = 1.28;
        wp::float32 var_487;
        bool var_488;
        const wp::int32 var_489 = 3;
        wp::int32 var_490;
        wp::shape_t* var_491;
        const wp::int32 var_492 = 0;
        wp::int32 var_493;
        wp::shape_t var_494;
        wp::int32 var_495;
        wp::float32* var_496;
        wp::vec_t<2, wp::float32> var_497;
        wp::float32 var_498;
        wp::vec_t<2, wp::float32> var_499;
        const wp::float32 var_500 = 1.69;
        wp::vec_t<2, wp::float32> var_501;
        wp::vec_t<2, wp::float32> var_502;
        const wp::float32 var_503 = 0.1;
        const wp::float32 var_504 = -1.66;
        wp::vec_t<2, wp::float32> var_505;
        wp::vec_t<2, wp::float32> var_506;
        const wp::float32 var_507 = -0.8;
        const wp::float32 var_508 = -1.133;
        wp::vec_t<2, wp::float32> var_509;
        wp::vec_t<2, wp::float32> var_510;
        wp::vec_t<2, wp::float32> var_511;
        const wp::float32 var_512 = 0.14;
        wp::vec_t<2, wp::float32> var_513;
        wp::vec_t<2, wp::float32> var_514;
        const wp::float32 var_515 = -1.64;
        const wp::float32 var_516 = -1.58;
        wp::vec_t<2, wp::float32> var_517;
        wp::float32 var_518;
        const wp::int32 var_519 = 1;
        wp::float32 var_520;
        wp::vec_t<2, wp::float32> var_521;
        wp::vec_t<2, wp::float32> var_522;
        const wp::float32 var_523 = 1.51;
        wp::vec_t<2, wp::float32> var_524;
        wp::vec_t<2, wp::float32> var_525;
        wp::float32 var_526;
        wp::float32 var_527;
        wp::float32 var_528;
        const wp::float32 var_529 = 1.0;
        wp::float32 var_530;
        wp::float32 var_531;
        wp::float32 var_532;
        wp::float32 var_533;
        const wp::float32 var_534 = -0.55;
        const wp::float32 var_535 = 0.9;
        wp::vec_t<2, wp::float32> var_536;
        wp::float32 var_537;
        wp::float32 var_538;
        wp::float32 var_539;
        wp::float32 var_540;
        wp::float32 var_541;
        wp::vec_t<2, wp::float32> var_542;
        wp::vec_t<2, wp::float32> var_543;
        wp::float32 var_544;
        wp::vec_t<2, wp::float32> var_545;
        wp::float32 var_546;
        wp::vec_t<2, wp::float32> var_547;
        wp::float32 var_548;
        wp::vec_t<2, wp::float32> var_549;
        wp::float32 var_550;
        wp::vec_t<2, wp::float32> var_551;
        bool var_552;
        const wp::float32 var_553 = 0.1;
        wp::float32 var_554;
        const wp::int32 var_555 = 2;
        wp::int32 var_556;
        wp::shape_t* var_557;
        const wp::int32 var_558 = 0;
        wp::int32 var_559;
        wp::shape_t var_560;
        wp::int32 var_561;
        wp::float32* var_562;
        bool var_563;
        wp::float32 var_564;
        wp::float32 var_565;
        wp::float32 var_566;
        wp::float32 var_567;
        wp::float32 var_568;
        wp::float32 var_569;
        wp::float32 var_570;
        const wp::int32 var_571 = 1;
        wp::int32 var_572;
        wp::shape_t* var_573;
        const wp::int32 var_574 = 0;
        wp::int32 var_575;
        wp::shape_t var_576;
        wp::int32 var_577;
        wp::float32* var_578;
        wp::float32 var_579;
        wp::float32 var_580;
        const wp::float32 var_581 = 0.43;
        wp::float32 var_582;
        wp::float32 var_583;
        wp::float32 var_584;
        wp::float32 var_585;
        const wp::float32 var_586 = 0.12;
        wp::float32 var_587;
        wp::float32 var_588;
        //---------
        // forward
        // def multi_conditional_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
        // v3 = wp.lerp(v1, wp.vec2(1.2, 0.72), v2)                                               <L 10>
        var_12 = wp::vec_t<2, wp::float32>(var_10, var_11);
        var_13 = wp::lerp(var_5, var_12, var_8);
        // if (v0 + v0) < (v0 + 0.762):                                                           <L 11>
        var_14 = wp::add(var_2, var_2);
        var_16 = wp::add(var_2, var_15);
        var_17 = (var_14 < var_16);
        if (var_17) {
            // v0 = v0 + wp.sin(wp.dot(wp.normalize(v1), x1[(tid + 5) % x1.shape[0]]))            <L 12>
            var_18 = wp::normalize(var_5);
            var_20 = wp::add(var_0, var_19);
            var_21 = &(var_x1.shape);
            var_24 = wp::load(var_21);
            var_23 = wp::extract(var_24, var_22);
            var_25 = wp::mod(var_20, var_23);
            var_26 = wp::address(var_x1, var_25);
            var_28 = wp::load(var_26);
            var_27 = wp::dot(var_18, var_28);
            var_29 = wp::sin(var_27);
            var_30 = wp::add(var_2, var_29);
            // v4 = wp.vec2(-0.47, 0.77)                                                          <L 13>
            var_33 = wp::vec_t<2, wp::float32>(var_31, var_32);
        }
        if (!var_17) {
            // v3 = v3 + wp.normalize(((v3 - v1) * wp.where(0.105 >= v2, v0, v2))) * 1.49         <L 15>
            var_34 = wp::sub(var_13, var_5);
            var_36 = (var_35 >= var_8);
            var_37 = wp::where(var_36, var_2, var_8);
            var_38 = wp::mul(var_34, var_37);
            var_39 = wp::normalize(var_38);
            var_41 = wp::mul(var_39, var_40);
            var_42 = wp::add(var_13, var_41);
        }
        var_43 = wp::where(var_17, var_30, var_2);
        var_44 = wp::where(var_17, var_13, var_42);
        // if v0 < wp.length_sq(v1):                                                              <L 16>
        var_45 = wp::length_sq(var_5);
        var_46 = (var_43 < var_45);
        if (var_46) {
            // v0 = v0 + wp.sin(wp.sqrt(wp.abs(wp.atan(-1.02)) + 0.5))                            <L 17>
            var_48 = wp::atan(var_47);
            var_49 = wp::abs(var_48);
            var_51 = wp::add(var_49, var_50);
            var_52 = wp::sqrt(var_51);
            var_53 = wp::sin(var_52);
            var_54 = wp::add(var_43, var_53);
            // v5 = v0                                                                            <L 18>
            var_55 = wp::copy(var_54);
        }
        if (!var_46) {
            // elif (1) % 3 == 0:                                                                 <L 19>
            var_58 = wp::mod(var_56, var_57);
            var_60 = (var_58 == var_59);
            if (var_60) {
                // v1 = v1 + wp.normalize(v1) * 1.49                                              <L 20>
                var_61 = wp::normalize(var_5);
                var_63 = wp::mul(var_61, var_62);
                var_64 = wp::add(var_5, var_63);
            }
            if (!var_60) {
                // elif ((tid) % 3 == 0) or ((tid) % 4 == 1):                                     <L 21>
                var_67 = wp::mod(var_0, var_66);
                var_69 = (var_67 == var_68);
                var_65 = var_69;
                if (!var_65) {
                    var_71 = wp::mod(var_0, var_70);
                    var_73 = (var_71 == var_72);
                    var_65 = var_65 || var_73;
                }
                if (var_65) {
                    // v1 = v1 + wp.normalize(((v0 * v0) * (v1 + wp.vec2(0.5, 0.25)))) * 0.11       <L 22>
                    var_74 = wp::mul(var_43, var_43);
                    var_77 = wp::vec_t<2, wp::float32>(var_75, var_76);
                    var_78 = wp::add(var_5, var_77);
                    var_79 = wp::mul(var_74, var_78);
                    var_80 = wp::normalize(var_79);
                    var_82 = wp::mul(var_80, var_81);
                    var_83 = wp::add(var_5, var_82);
                }
                if (!var_65) {
                    // v3 = v3 + wp.normalize(wp.cw_mul((v0 * v1), wp.where(v0 > -1.9, v1, v3))) * 0.43       <L 24>
                    var_84 = wp::mul(var_43, var_5);
                    var_86 = (var_43 > var_85);
                    var_87 = wp::where(var_86, var_5, var_44);
                    var_88 = wp::cw_mul(var_84, var_87);
                    var_89 = wp::normalize(var_88);
                    var_91 = wp::mul(var_89, var_90);
                    var_92 = wp::add(var_44, var_91);
                    // v6 = wp.max(v3, wp.max(x1[(tid + 3) % x1.shape[0]], wp.vec2(-0.181, -1.6)))       <L 25>
                    var_94 = wp::add(var_0, var_93);
                    var_95 = &(var_x1.shape);
                    var_98 = wp::load(var_95);
                    var_97 = wp::extract(var_98, var_96);
                    var_99 = wp::mod(var_94, var_97);
                    var_100 = wp::address(var_x1, var_99);
                    var_103 = wp::vec_t<2, wp::float32>(var_101, var_102);
                    var_105 = wp::load(var_100);
                    var_104 = wp::max(var_105, var_103);
                    var_106 = wp::max(var_92, var_104);
                    // if not (v0 < v0 or v2 >= v0):                                              <L 26>
                    var_108 = (var_43 < var_43);
                    var_107 = var_108;
                    if (!var_107) {
                        var_109 = (var_8 >= var_43);
                        var_107 = var_107 || var_109;
                    }
                    var_110 = wp::unot(var_107);
                    if (var_110) {
                        // v1 = v1 + wp.normalize(wp.vec2(-0.7, 0.4)) * 0.51                      <L 27>
                        var_113 = wp::vec_t<2, wp::float32>(var_111, var_112);
                        var_114 = wp::normalize(var_113);
                        var_116 = wp::mul(var_114, var_115);
                        var_117 = wp::add(var_5, var_116);
                    }
                    if (!var_110) {
                        // elif (not (v0 > v0 and v2 > v0)) and (not (v2 >= -0.537 and v2 < v2)):       <L 28>
                        var_120 = (var_43 > var_43);
                        var_119 = var_120;
                        if (var_119) {
                            var_121 = (var_8 > var_43);
                            var_119 = var_119 && var_121;
                        }
                        var_122 = wp::unot(var_119);
                        var_118 = var_122;
                        if (var_118) {
                            var_125 = (var_8 >= var_124);
                            var_123 = var_125;
                            if (var_123) {
                                var_126 = (var_8 < var_8);
                                var_123 = var_123 && var_126;
                            }
                            var_127 = wp::unot(var_123);
                            var_118 = var_118 && var_127;
                        }
                        if (var_118) {
                            // v3 = v3 + wp.normalize((wp.normalize(v1) - (v6 - v6))) * 0.82       <L 29>
                            var_128 = wp::normalize(var_5);
                            var_129 = wp::sub(var_106, var_106);
                            var_130 = wp::sub(var_128, var_129);
                            var_131 = wp::normalize(var_130);
                            var_133 = wp::mul(var_131, var_132);
                            var_134 = wp::add(var_92, var_133);
                        }
                        if (!var_118) {
                            // elif ((tid) % 2 == 1) or ((v2 <= v0) and (v2 < v2)):               <L 30>
                            var_137 = wp::mod(var_0, var_136);
                            var_139 = (var_137 == var_138);
                            var_135 = var_139;
                            if (!var_135) {
                                var_141 = (var_8 <= var_43);
                                var_140 = var_141;
                                if (var_140) {
                                    var_142 = (var_8 < var_8);
                                    var_140 = var_140 && var_142;
                                }
                                var_135 = var_135 || var_140;
                            }
                            if (var_135) {
                                // v2 = v2 + wp.cos((wp.length(v3) - v2))                         <L 31>
                                var_143 = wp::length(var_92);
                                var_144 = wp::sub(var_143, var_8);
                                var_145 = wp::cos(var_144);
                                var_146 = wp::add(var_8, var_145);
                                // if (v0 < v2) and ((tid) % 4 == 0):                             <L 32>
                                var_148 = (var_43 < var_146);
                                var_147 = var_148;
                                if (var_147) {
                                    var_150 = wp::mod(var_0, var_149);
                                    var_152 = (var_150 == var_151);
                                    var_147 = var_147 && var_152;
                                }
                                if (var_147) {
                                    // v3 = v3 + wp.normalize(wp.cw_mul(v1, (v6 * v2))) * 0.27       <L 33>
                                    var_153 = wp::mul(var_106, var_146);
                                    var_154 = wp::cw_mul(var_5, var_153);
                                    var_155 = wp::normalize(var_154);
                                    var_157 = wp::mul(var_155, var_156);
                                    var_158 = wp::add(var_92, var_157);
                                    // v3 = v3 + wp.normalize(((v1 - v6) * (2.0 * v0))) * 0.34       <L 34>
                                    var_159 = wp::sub(var_5, var_106);
                                    var_161 = wp::mul(var_160, var_43);
                                    var_162 = wp::mul(var_159, var_161);
                                    var_163 = wp::normalize(var_162);
                                    var_165 = wp::mul(var_163, var_164);
                                    var_166 = wp::add(var_158, var_165);
                                    // v2 = v2 + wp.tanh((x0[(tid + 5) % x0.shape[0]] + wp.floor(v0)))       <L 35>
                                    var_168 = wp::add(var_0, var_167);
                                    var_169 = &(var_x0.shape);
                                    var_172 = wp::load(var_169);
                                    var_171 = wp::extract(var_172, var_170);
                                    var_173 = wp::mod(var_168, var_171);
                                    var_174 = wp::address(var_x0, var_173);
                                    var_175 = wp::floor(var_43);
                                    var_177 = wp::load(var_174);
                                    var_176 = wp::add(var_177, var_175);
                                    var_178 = wp::tanh(var_176);
                                    var_179 = wp::add(var_146, var_178);
                                }
                                if (!var_147) {
                                    // v6 = v6 + wp.normalize(((v1 - v1) + (v6 - wp.vec2(-1.0, -0.4)))) * 0.79       <L 37>
                                    var_180 = wp::sub(var_5, var_5);
                                    var_183 = wp::vec_t<2, wp::float32>(var_181, var_182);
                                    var_184 = wp::sub(var_106, var_183);
                                    var_185 = wp::add(var_180, var_184);
                                    var_186 = wp::normalize(var_185);
                                    var_188 = wp::mul(var_186, var_187);
                                    var_189 = wp::add(var_106, var_188);
                                    // v7 = wp.where(((wp.abs(tid) % 3)) % 2 == 0, x2[(tid + 2) % x2.shape[0]], float(tid))       <L 38>
                                    var_190 = wp::abs(var_0);
                                    var_192 = wp::mod(var_190, var_191);
                                    var_194 = wp::mod(var_192, var_193);
                                    var_196 = (var_194 == var_195);
                                    var_198 = wp::add(var_0, var_197);
                                    var_199 = &(var_x2.shape);
                                    var_202 = wp::load(var_199);
                                    var_201 = wp::extract(var_202, var_200);
                                    var_203 = wp::mod(var_198, var_201);
                                    var_204 = wp::address(var_x2, var_203);
                                    var_205 = wp::float(var_0);
                                    var_207 = wp::load(var_204);
                                    var_206 = wp::where(var_196, var_207, var_205);
                                }
                                var_208 = wp::where(var_147, var_179, var_146);
                                var_209 = wp::where(var_147, var_166, var_92);
                                var_210 = wp::where(var_147, var_106, var_189);
                                // if wp.acos(wp.clamp(v0, -0.9, 0.9)) < (v2 - -0.8):             <L 39>
                                var_213 = wp::clamp(var_43, var_211, var_212);
                                var_214 = wp::acos(var_213);
                                var_216 = wp::sub(var_208, var_215);
                                var_217 = (var_214 < var_216);
                                if (var_217) {
                                    // v0 = v0 + wp.cos(x2[(tid + 1) % x2.shape[0]])              <L 40>
                                    var_219 = wp::add(var_0, var_218);
                                    var_220 = &(var_x2.shape);
                                    var_223 = wp::load(var_220);
                                    var_222 = wp::extract(var_223, var_221);
                                    var_224 = wp::mod(var_219, var_222);
                                    var_225 = wp::address(var_x2, var_224);
                                    var_227 = wp::load(var_225);
                                    var_226 = wp::cos(var_227);
                                    var_228 = wp::add(var_43, var_226);
                                    // v0 = v0 + wp.tanh(v2)                                      <L 41>
                                    var_229 = wp::tanh(var_208);
                                    var_230 = wp::add(var_228, var_229);
                                }
                                if (!var_217) {
                                    // v6 = v6 + wp.normalize(v6) * 1.05                          <L 43>
                                    var_231 = wp::normalize(var_210);
                                    var_233 = wp::mul(var_231, var_232);
                                    var_234 = wp::add(var_210, var_233);
                                }
                                var_235 = wp::where(var_217, var_230, var_43);
                                var_236 = wp::where(var_217, var_210, var_234);
                            }
                            if (!var_135) {
                                // elif (v2 < v0) and (v2 <= v2):                                 <L 44>
                                var_238 = (var_8 < var_43);
                                var_237 = var_238;
                                if (var_237) {
                                    var_239 = (var_8 <= var_8);
                                    var_237 = var_237 && var_239;
                                }
                                if (var_237) {
                                    // v6 = v6 + wp.normalize(((v6 - v6) + wp.lerp(v6, v3, v0))) * 1.4       <L 45>
                                    var_240 = wp::sub(var_106, var_106);
                                    var_241 = wp::lerp(var_106, var_92, var_43);
                                    var_242 = wp::add(var_240, var_241);
                                    var_243 = wp::normalize(var_242);
                                    var_245 = wp::mul(var_243, var_244);
                                    var_246 = wp::add(var_106, var_245);
                                }
                                if (!var_237) {
                                    // v1 = v1 + wp.normalize(wp.min(wp.vec2(v2, v2), v1)) * 0.23       <L 47>
                                    var_247 = wp::vec_t<2, wp::float32>(var_8, var_8);
                                    var_248 = wp::min(var_247, var_5);
                                    var_249 = wp::normalize(var_248);
                                    var_251 = wp::mul(var_249, var_250);
                                    var_252 = wp::add(var_5, var_251);
                                    // if (v0 + v2) <= (-0.68 / (wp.abs(v0) + 1.0)):              <L 48>
                                    var_253 = wp::add(var_43, var_8);
                                    var_255 = wp::abs(var_43);
                                    var_257 = wp::add(var_255, var_256);
                                    var_258 = wp::div(var_254, var_257);
                                    var_259 = (var_253 <= var_258);
                                    if (var_259) {
                                        // v2 = v2 + wp.cos((wp.log(wp.abs(v0) + 1.0) - wp.dot(v6, v1)))       <L 49>
                                        var_260 = wp::abs(var_43);
                                        var_262 = wp::add(var_260, var_261);
                                        var_263 = wp::log(var_262);
                                        var_264 = wp::dot(var_106, var_252);
                                        var_265 = wp::sub(var_263, var_264);
                                        var_266 = wp::cos(var_265);
                                        var_267 = wp::add(var_8, var_266);
                                        // v8 = (wp.vec2(x2[(tid + 3) % x2.shape[0]], (v0 * v2)) + x1[(tid + 5) % x1.shape[0]])       <L 50>
                                        var_269 = wp::add(var_0, var_268);
                                        var_270 = &(var_x2.shape);
                                        var_273 = wp::load(var_270);
                                        var_272 = wp::extract(var_273, var_271);
                                        var_274 = wp::mod(var_269, var_272);
                                        var_275 = wp::address(var_x2, var_274);
                                        var_276 = wp::mul(var_43, var_267);
                                        var_278 = wp::load(var_275);
                                        var_277 = wp::vec_t<2, wp::float32>(var_278, var_276);
                                        var_280 = wp::add(var_0, var_279);
                                        var_281 = &(var_x1.shape);
                                        var_284 = wp::load(var_281);
                                        var_283 = wp::extract(var_284, var_282);
                                        var_285 = wp::mod(var_280, var_283);
                                        var_286 = wp::address(var_x1, var_285);
                                        var_288 = wp::load(var_286);
                                        var_287 = wp::add(var_277, var_288);
                                        // v1 = v1 + wp.normalize(wp.vec2((-1.33 + v2), wp.min(v0, v0))) * 1.38       <L 51>
                                        var_290 = wp::add(var_289, var_267);
                                        var_291 = wp::min(var_43, var_43);
                                        var_292 = wp::vec_t<2, wp::float32>(var_290, var_291);
                                        var_293 = wp::normalize(var_292);
                                        var_295 = wp::mul(var_293, var_294);
                                        var_296 = wp::add(var_252, var_295);
                                    }
                                    if (!var_259) {
                                        // elif ((wp.abs(tid) % 7)) % 4 == 1:                     <L 52>
                                        var_297 = wp::abs(var_0);
                                        var_299 = wp::mod(var_297, var_298);
                                        var_301 = wp::mod(var_299, var_300);
                                        var_303 = (var_301 == var_302);
                                        if (var_303) {
                                            // v1 = v1 + wp.normalize(v6) * 0.11                  <L 53>
                                            var_304 = wp::normalize(var_106);
                                            var_306 = wp::mul(var_304, var_305);
                                            var_307 = wp::add(var_252, var_306);
                                        }
                                        if (!var_303) {
                                            // v6 = v6 + wp.normalize(wp.min(v1, v1)) * 1.9       <L 55>
                                            var_308 = wp::min(var_252, var_252);
                                            var_309 = wp::normalize(var_308);
                                            var_311 = wp::mul(var_309, var_310);
                                            var_312 = wp::add(var_106, var_311);
                                        }
                                        var_313 = wp::where(var_303, var_307, var_252);
                                        var_314 = wp::where(var_303, var_106, var_312);
                                    }
                                    var_315 = wp::where(var_259, var_296, var_313);
                                    var_316 = wp::where(var_259, var_267, var_8);
                                    var_317 = wp::where(var_259, var_106, var_314);
                                    // if wp.cos(v0) > wp.lerp(v2, v2, 0.25):                     <L 56>
                                    var_318 = wp::cos(var_43);
                                    var_320 = wp::lerp(var_316, var_316, var_319);
                                    var_321 = (var_318 > var_320);
                                    if (var_321) {
                                        // v3 = v3 + wp.normalize((wp.cosh(wp.clamp(v2, -4.0, 4.0)) * x1[(tid + 4) % x1.shape[0]])) * 2.0       <L 57>
                                        var_324 = wp::clamp(var_316, var_322, var_323);
                                        var_325 = wp::cosh(var_324);
                                        var_327 = wp::add(var_0, var_326);
                                        var_328 = &(var_x1.shape);
                                        var_331 = wp::load(var_328);
                                        var_330 = wp::extract(var_331, var_329);
                                        var_332 = wp::mod(var_327, var_330);
                                        var_333 = wp::address(var_x1, var_332);
                                        var_335 = wp::load(var_333);
                                        var_334 = wp::mul(var_325, var_335);
                                        var_336 = wp::normalize(var_334);
                                        var_338 = wp::mul(var_336, var_337);
                                        var_339 = wp::add(var_92, var_338);
                                        // v9 = wp.lerp((wp.clamp(v2, -1.27, 1.54) * wp.normalize(v3)), ((v3 * v0) - v1), v2)       <L 58>
                                        var_342 = wp::clamp(var_316, var_340, var_341);
                                        var_343 = wp::normalize(var_339);
                                        var_344 = wp::mul(var_342, var_343);
                                        var_345 = wp::mul(var_339, var_43);
                                        var_346 = wp::sub(var_345, var_315);
                                        var_347 = wp::lerp(var_344, var_346, var_316);
                                    }
                                    if (!var_321) {
                                        // v0 = v0 + wp.tanh(v0)                                  <L 60>
                                        var_348 = wp::tanh(var_43);
                                        var_349 = wp::add(var_43, var_348);
                                    }
                                    var_350 = wp::where(var_321, var_43, var_349);
                                    var_351 = wp::where(var_321, var_339, var_92);
                                }
                                var_352 = wp::where(var_237, var_43, var_350);
                                var_353 = wp::where(var_237, var_5, var_315);
                                var_354 = wp::where(var_237, var_8, var_316);
                                var_355 = wp::where(var_237, var_92, var_351);
                                var_356 = wp::where(var_237, var_246, var_317);
                            }
                            var_357 = wp::where(var_135, var_235, var_352);
                            var_358 = wp::where(var_135, var_5, var_353);
                            var_359 = wp::where(var_135, var_208, var_354);
                            var_360 = wp::where(var_135, var_209, var_355);
                            var_361 = wp::where(var_135, var_236, var_356);
                        }
                        var_362 = wp::where(var_118, var_43, var_357);
                        var_363 = wp::where(var_118, var_5, var_358);
                        var_364 = wp::where(var_118, var_8, var_359);
                        var_365 = wp::where(var_118, var_134, var_360);
                        var_366 = wp::where(var_118, var_106, var_361);
                    }
                    var_367 = wp::where(var_110, var_43, var_362);
                    var_368 = wp::where(var_110, var_117, var_363);
                    var_369 = wp::where(var_110, var_8, var_364);
                    var_370 = wp::where(var_110, var_92, var_365);
                    var_371 = wp::where(var_110, var_106, var_366);
                }
                var_372 = wp::where(var_65, var_43, var_367);
                var_373 = wp::where(var_65, var_83, var_368);
                var_374 = wp::where(var_65, var_8, var_369);
                var_375 = wp::where(var_65, var_44, var_370);
            }
            var_376 = wp::where(var_60, var_43, var_372);
            var_377 = wp::where(var_60, var_64, var_373);
            var_378 = wp::where(var_60, var_8, var_374);
            var_379 = wp::where(var_60, var_44, var_375);
        }
        var_380 = wp::where(var_46, var_54, var_376);
        var_381 = wp::where(var_46, var_5, var_377);
        var_382 = wp::where(var_46, var_8, var_378);
        var_383 = wp::where(var_46, var_44, var_379);
        // if wp.where(v2 >= 0.51, v2, v2) < (v0 / (wp.abs(v0) + 1.0)):                           <L 61>
        var_385 = (var_382 >= var_384);
        var_386 = wp::where(var_385, var_382, var_382);
        var_387 = wp::abs(var_380);
        var_389 = wp::add(var_387, var_388);
        var_390 = wp::div(var_380, var_389);
        var_391 = (var_386 < var_390);
        if (var_391) {
            // v1 = v1 + wp.normalize(wp.normalize(v1)) * 1.81                                    <L 62>
            var_392 = wp::normalize(var_381);
            var_393 = wp::normalize(var_392);
            var_395 = wp::mul(var_393, var_394);
            var_396 = wp::add(var_381, var_395);
        }
        if (!var_391) {
            // v1 = v1 + wp.normalize(v1) * 0.15                                                  <L 64>
            var_397 = wp::normalize(var_381);
            var_399 = wp::mul(var_397, var_398);
            var_400 = wp::add(var_381, var_399);
            // if v2 > (v2 / (wp.abs(v2) + 1.0)):                                                 <L 65>
            var_401 = wp::abs(var_382);
            var_403 = wp::add(var_401, var_402);
            var_404 = wp::div(var_382, var_403);
            var_405 = (var_382 > var_404);
            if (var_405) {
                // v2 = v2 + wp.tanh((wp.acos(wp.clamp(v0, -0.9, 0.9)) + v0))                     <L 66>
                var_408 = wp::clamp(var_380, var_406, var_407);
                var_409 = wp::acos(var_408);
                var_410 = wp::add(var_409, var_380);
                var_411 = wp::tanh(var_410);
                var_412 = wp::add(var_382, var_411);
            }
            if (!var_405) {
                // v1 = v1 + wp.normalize(((v1 * v0) * wp.abs(v0))) * 1.36                        <L 68>
                var_413 = wp::mul(var_400, var_380);
                var_414 = wp::abs(var_380);
                var_415 = wp::mul(var_413, var_414);
                var_416 = wp::normalize(var_415);
                var_418 = wp::mul(var_416, var_417);
                var_419 = wp::add(var_400, var_418);
                // if ((tid) % 2 == 1) and (v0 < v2):                                             <L 69>
                var_422 = wp::mod(var_0, var_421);
                var_424 = (var_422 == var_423);
                var_420 = var_424;
                if (var_420) {
                    var_425 = (var_380 < var_382);
                    var_420 = var_420 && var_425;
                }
                if (var_420) {
                    // v1 = v1 + wp.normalize(((wp.vec2(0.22, 1.731) * 1.4) - (v0 * v3))) * 1.78       <L 70>
                    var_428 = wp::vec_t<2, wp::float32>(var_426, var_427);
                    var_430 = wp::mul(var_428, var_429);
                    var_431 = wp::mul(var_380, var_383);
                    var_432 = wp::sub(var_430, var_431);
                    var_433 = wp::normalize(var_432);
                    var_435 = wp::mul(var_433, var_434);
                    var_436 = wp::add(var_419, var_435);
                    // v10 = wp.where(v1[1] <= wp.dot(v3, v1), v2, ((v2 * v0) / (wp.abs(wp.where(v2 > v2, v2, 0.415)) + 1.0)))       <L 71>
                    var_438 = wp::extract(var_436, var_437);
                    var_439 = wp::dot(var_383, var_436);
                    var_440 = (var_438 <= var_439);
                    var_441 = wp::mul(var_382, var_380);
                    var_442 = (var_382 > var_382);
                    var_444 = wp::where(var_442, var_382, var_443);
                    var_445 = wp::abs(var_444);
                    var_447 = wp::add(var_445, var_446);
                    var_448 = wp::div(var_441, var_447);
                    var_449 = wp::where(var_440, var_382, var_448);
                    // v2 = v2 + wp.tanh(v2)                                                      <L 72>
                    var_450 = wp::tanh(var_382);
                    var_451 = wp::add(var_382, var_450);
                }
                if (!var_420) {
                    // v2 = v2 + wp.tanh(v0)                                                      <L 74>
                    var_452 = wp::tanh(var_380);
                    var_453 = wp::add(var_382, var_452);
                    // v11 = wp.where(v0 < (v0 + v2), ((v2 / (wp.abs(v0) + 1.0)) / (wp.abs(v0) + 1.0)), (v2 / (wp.abs(wp.length(v1)) + 1.0)))       <L 75>
                    var_454 = wp::add(var_380, var_453);
                    var_455 = (var_380 < var_454);
                    var_456 = wp::abs(var_380);
                    var_458 = wp::add(var_456, var_457);
                    var_459 = wp::div(var_453, var_458);
                    var_460 = wp::abs(var_380);
                    var_462 = wp::add(var_460, var_461);
                    var_463 = wp::div(var_459, var_462);
                    var_464 = wp::length(var_419);
                    var_465 = wp::abs(var_464);
                    var_467 = wp::add(var_465, var_466);
                    var_468 = wp::div(var_453, var_467);
                    var_469 = wp::where(var_455, var_463, var_468);
                    // v12 = wp.normalize((x0[(tid + 2) % x0.shape[0]] * wp.normalize(v3)))       <L 76>
                    var_471 = wp::add(var_0, var_470);
                    var_472 = &(var_x0.shape);
                    var_475 = wp::load(var_472);
                    var_474 = wp::extract(var_475, var_473);
                    var_476 = wp::mod(var_471, var_474);
                    var_477 = wp::address(var_x0, var_476);
                    var_478 = wp::normalize(var_383);
                    var_480 = wp::load(var_477);
                    var_479 = wp::mul(var_480, var_478);
                    var_481 = wp::normalize(var_479);
                }
                var_482 = wp::where(var_420, var_436, var_419);
                var_483 = wp::where(var_420, var_451, var_453);
                // if wp.dot(v3, v3) >= wp.clamp(v2, -1.84, 1.28):                                <L 77>
                var_484 = wp::dot(var_383, var_383);
                var_487 = wp::clamp(var_483, var_485, var_486);
                var_488 = (var_484 >= var_487);
                if (var_488) {
                    // v1 = v1 + wp.normalize((x0[(tid + 3) % x0.shape[0]] * v1)) * 1.69          <L 78>
                    var_490 = wp::add(var_0, var_489);
                    var_491 = &(var_x0.shape);
                    var_494 = wp::load(var_491);
                    var_493 = wp::extract(var_494, var_492);
                    var_495 = wp::mod(var_490, var_493);
                    var_496 = wp::address(var_x0, var_495);
                    var_498 = wp::load(var_496);
                    var_497 = wp::mul(var_498, var_482);
                    var_499 = wp::normalize(var_497);
                    var_501 = wp::mul(var_499, var_500);
                    var_502 = wp::add(var_482, var_501);
                    // v1 = v1 + wp.normalize(wp.cw_mul((wp.vec2(0.1, -1.66) * v2), wp.vec2(-0.8, -1.133))) * 0.14       <L 79>
                    var_505 = wp::vec_t<2, wp::float32>(var_503, var_504);
                    var_506 = wp::mul(var_505, var_483);
                    var_509 = wp::vec_t<2, wp::float32>(var_507, var_508);
                    var_510 = wp::cw_mul(var_506, var_509);
                    var_511 = wp::normalize(var_510);
                    var_513 = wp::mul(var_511, var_512);
                    var_514 = wp::add(var_502, var_513);
                    // v3 = v3 + wp.normalize(wp.vec2(wp.dot(v1, wp.vec2(-1.64, -1.58)), v3[1])) * 1.51       <L 80>
                    var_517 = wp::vec_t<2, wp::float32>(var_515, var_516);
                    var_518 = wp::dot(var_514, var_517);
                    var_520 = wp::extract(var_383, var_519);
                    var_521 = wp::vec_t<2, wp::float32>(var_518, var_520);
                    var_522 = wp::normalize(var_521);
                    var_524 = wp::mul(var_522, var_523);
                    var_525 = wp::add(var_383, var_524);
                }
                if (!var_488) {
                    // v0 = v0 + wp.cos((wp.dot(v1, v1) / (wp.abs(wp.length_sq(v1)) + 1.0)))       <L 82>
                    var_526 = wp::dot(var_482, var_482);
                    var_527 = wp::length_sq(var_482);
                    var_528 = wp::abs(var_527);
                    var_530 = wp::add(var_528, var_529);
                    var_531 = wp::div(var_526, var_530);
                    var_532 = wp::cos(var_531);
                    var_533 = wp::add(var_380, var_532);
                    // v13 = wp.max((wp.dot(wp.vec2(-0.55, 0.9), v3) - v2), float(tid))           <L 83>
                    var_536 = wp::vec_t<2, wp::float32>(var_534, var_535);
                    var_537 = wp::dot(var_536, var_383);
                    var_538 = wp::sub(var_537, var_483);
                    var_539 = wp::float(var_0);
                    var_540 = wp::max(var_538, var_539);
                }
                var_541 = wp::where(var_488, var_380, var_533);
                var_542 = wp::where(var_488, var_514, var_482);
                var_543 = wp::where(var_488, var_525, var_383);
            }
            var_544 = wp::where(var_405, var_380, var_541);
            var_545 = wp::where(var_405, var_400, var_542);
            var_546 = wp::where(var_405, var_412, var_483);
            var_547 = wp::where(var_405, var_383, var_543);
        }
        var_548 = wp::where(var_391, var_380, var_544);
        var_549 = wp::where(var_391, var_396, var_545);
        var_550 = wp::where(var_391, var_382, var_546);
        var_551 = wp::where(var_391, var_383, var_547);
        // v14 = wp.where(wp.where(v0 <= v0, v0, 0.1) > x2[(tid + 2) % x2.shape[0]], v0, (wp.length(v1) - wp.abs(v0)))       <L 84>
        var_552 = (var_548 <= var_548);
        var_554 = wp::where(var_552, var_548, var_553);
        var_556 = wp::add(var_0, var_555);
        var_557 = &(var_x2.shape);
        var_560 = wp::load(var_557);
        var_559 = wp::extract(var_560, var_558);
        var_561 = wp::mod(var_556, var_559);
        var_562 = wp::address(var_x2, var_561);
        var_564 = wp::load(var_562);
        var_563 = (var_554 > var_564);
        var_565 = wp::length(var_549);
        var_566 = wp::abs(var_548);
        var_567 = wp::sub(var_565, var_566);
        var_568 = wp::where(var_563, var_548, var_567);
        // out0[tid] = v0 + v2 + v14 + wp.radians(x2[(tid + 1) % x2.shape[0]]) * 0.43             <L 85>
        var_569 = wp::add(var_548, var_550);
        var_570 = wp::add(var_569, var_568);
        var_572 = wp::add(var_0, var_571);
        var_573 = &(var_x2.shape);
        var_576 = wp::load(var_573);
        var_575 = wp::extract(var_576, var_574);
        var_577 = wp::mod(var_572, var_575);
        var_578 = wp::address(var_x2, var_577);
        var_580 = wp::load(var_578);
        var_579 = wp::radians(var_580);
        var_582 = wp::mul(var_579, var_581);
        var_583 = wp::add(var_570, var_582);
        wp::array_store(var_out0, var_0, var_583);
        // out1[tid] = v0 + v2 + v14 + v2 * 0.12                                                  <L 86>
        var_584 = wp::add(var_548, var_550);
        var_585 = wp::add(var_584, var_568);
        var_587 = wp::mul(var_550, var_586);
        var_588 = wp::add(var_585, var_587);
        wp::array_store(var_out1, var_0, var_588);
    }
}



extern "C" __global__ void multi_conditional_000000_098cc5fb_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_x1,
    wp::array_t<wp::float32> adj_x2,
    wp::array_t<wp::float32> adj_out0,
    wp::array_t<wp::float32> adj_out1)
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
        wp::vec_t<2, wp::float32>* var_4;
        wp::vec_t<2, wp::float32> var_5;
        wp::vec_t<2, wp::float32> var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::float32 var_10 = 1.2;
        const wp::float32 var_11 = 0.72;
        wp::vec_t<2, wp::float32> var_12;
        wp::vec_t<2, wp::float32> var_13;
        wp::float32 var_14;
        const wp::float32 var_15 = 0.762;
        wp::float32 var_16;
        bool var_17;
        wp::vec_t<2, wp::float32> var_18;
        const wp::int32 var_19 = 5;
        wp::int32 var_20;
        wp::shape_t* var_21;
        const wp::int32 var_22 = 0;
        wp::int32 var_23;
        wp::shape_t var_24;
        wp::int32 var_25;
        wp::vec_t<2, wp::float32>* var_26;
        wp::float32 var_27;
        wp::vec_t<2, wp::float32> var_28;
        wp::float32 var_29;
        wp::float32 var_30;
        const wp::float32 var_31 = -0.47;
        const wp::float32 var_32 = 0.77;
        wp::vec_t<2, wp::float32> var_33;
        wp::vec_t<2, wp::float32> var_34;
        const wp::float32 var_35 = 0.105;
        bool var_36;
        wp::float32 var_37;
        wp::vec_t<2, wp::float32> var_38;
        wp::vec_t<2, wp::float32> var_39;
        const wp::float32 var_40 = 1.49;
        wp::vec_t<2, wp::float32> var_41;
        wp::vec_t<2, wp::float32> var_42;
        wp::float32 var_43;
        wp::vec_t<2, wp::float32> var_44;
        wp::float32 var_45;
        bool var_46;
        const wp::float32 var_47 = -1.02;
        wp::float32 var_48;
        wp::float32 var_49;
        const wp::float32 var_50 = 0.5;
        wp::float32 var_51;
        wp::float32 var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float32 var_55;
        const wp::int32 var_56 = 1;
        const wp::int32 var_57 = 3;
        wp::int32 var_58;
        const wp::int32 var_59 = 0;
        bool var_60;
        wp::vec_t<2, wp::float32> var_61;
        const wp::float32 var_62 = 1.49;
        wp::vec_t<2, wp::float32> var_63;
        wp::vec_t<2, wp::float32> var_64;
        bool var_65;
        const wp::int32 var_66 = 3;
        wp::int32 var_67;
        const wp::int32 var_68 = 0;
        bool var_69;
        const wp::int32 var_70 = 4;
        wp::int32 var_71;
        const wp::int32 var_72 = 1;
        bool var_73;
        wp::float32 var_74;
        const wp::float32 var_75 = 0.5;
        const wp::float32 var_76 = 0.25;
        wp::vec_t<2, wp::float32> var_77;
        wp::vec_t<2, wp::float32> var_78;
        wp::vec_t<2, wp::float32> var_79;
        wp::vec_t<2, wp::float32> var_80;
        const wp::float32 var_81 = 0.11;
        wp::vec_t<2, wp::float32> var_82;
        wp::vec_t<2, wp::float32> var_83;
        wp::vec_t<2, wp::float32> var_84;
        const wp::float32 var_85 = -1.9;
        bool var_86;
        wp::vec_t<2, wp::float32> var_87;
        wp::vec_t<2, wp::float32> var_88;
        wp::vec_t<2, wp::float32> var_89;
        const wp::float32 var_90 = 0.43;
        wp::vec_t<2, wp::float32> var_91;
        wp::vec_t<2, wp::float32> var_92;
        const wp::int32 var_93 = 3;
        wp::int32 var_94;
        wp::shape_t* var_95;
        const wp::int32 var_96 = 0;
        wp::int32 var_97;
        wp::shape_t var_98;
        wp::int32 var_99;
        wp::vec_t<2, wp::float32>* var_100;
        const wp::float32 var_101 = -0.181;
        const wp::float32 var_102 = -1.6;
        wp::vec_t<2, wp::float32> var_103;
        wp::vec_t<2, wp::float32> var_104;
        wp::vec_t<2, wp::float32> var_105;
        wp::vec_t<2, wp::float32> var_106;
        bool var_107;
        bool var_108;
        bool var_109;
        bool var_110;
        const wp::float32 var_111 = -0.7;
        const wp::float32 var_112 = 0.4;
        wp::vec_t<2, wp::float32> var_113;
        wp::vec_t<2, wp::float32> var_114;
        const wp::float32 var_115 = 0.51;
        wp::vec_t<2, wp::float32> var_116;
        wp::vec_t<2, wp::float32> var_117;
        bool var_118;
        bool var_119;
        bool var_120;
        bool var_121;
        bool var_122;
        bool var_123;
        const wp::float32 var_124 = -0.537;
        bool var_125;
        bool var_126;
        bool var_127;
        wp::vec_t<2, wp::float32> var_128;
        wp::vec_t<2, wp::float32> var_129;
        wp::vec_t<2, wp::float32> var_130;
        wp::vec_t<2, wp::float32> var_131;
        const wp::float32 var_132 = 0.82;
        wp::vec_t<2, wp::float32> var_133;
        wp::vec_t<2, wp::float32> var_134;
        bool var_135;
        const wp::int32 var_136 = 2;
        wp::int32 var_137;
        const wp::int32 var_138 = 1;
        bool var_139;
        bool var_140;
        bool var_141;
        bool var_142;
        wp::float32 var_143;
        wp::float32 var_144;
        wp::float32 var_145;
        wp::float32 var_146;
        bool var_147;
        bool var_148;
        const wp::int32 var_149 = 4;
        wp::int32 var_150;
        const wp::int32 var_151 = 0;
        bool var_152;
        wp::vec_t<2, wp::float32> var_153;
        wp::vec_t<2, wp::float32> var_154;
        wp::vec_t<2, wp::float32> var_155;
        const wp::float32 var_156 = 0.27;
        wp::vec_t<2, wp::float32> var_157;
        wp::vec_t<2, wp::float32> var_158;
        wp::vec_t<2, wp::float32> var_159;
        const wp::float32 var_160 = 2.0;
        wp::float32 var_161;
        wp::vec_t<2, wp::float32> var_162;
        wp::vec_t<2, wp::float32> var_163;
        const wp::float32 var_164 = 0.34;
        wp::vec_t<2, wp::float32> var_165;
        wp::vec_t<2, wp::float32> var_166;
        const wp::int32 var_167 = 5;
        wp::int32 var_168;
        wp::shape_t* var_169;
        const wp::int32 var_170 = 0;
        wp::int32 var_171;
        wp::shape_t var_172;
        wp::int32 var_173;
        wp::float32* var_174;
        wp::float32 var_175;
        wp::float32 var_176;
        wp::float32 var_177;
        wp::float32 var_178;
        wp::float32 var_179;
        wp::vec_t<2, wp::float32> var_180;
        const wp::float32 var_181 = -1.0;
        const wp::float32 var_182 = -0.4;
        wp::vec_t<2, wp::float32> var_183;
        wp::vec_t<2, wp::float32> var_184;
        wp::vec_t<2, wp::float32> var_185;
        wp::vec_t<2, wp::float32> var_186;
        const wp::float32 var_187 = 0.79;
        wp::vec_t<2, wp::float32> var_188;
        wp::vec_t<2, wp::float32> var_189;
        wp::int32 var_190;
        const wp::int32 var_191 = 3;
        wp::int32 var_192;
        const wp::int32 var_193 = 2;
        wp::int32 var_194;
        const wp::int32 var_195 = 0;
        bool var_196;
        const wp::int32 var_197 = 2;
        wp::int32 var_198;
        wp::shape_t* var_199;
        const wp::int32 var_200 = 0;
        wp::int32 var_201;
        wp::shape_t var_202;
        wp::int32 var_203;
        wp::float32* var_204;
        wp::float32 var_205;
        wp::float32 var_206;
        wp::float32 var_207;
        wp::float32 var_208;
        wp::vec_t<2, wp::float32> var_209;
        wp::vec_t<2, wp::float32> var_210;
        const wp::float32 var_211 = -0.9;
        const wp::float32 var_212 = 0.9;
        wp::float32 var_213;
        wp::float32 var_214;
        const wp::float32 var_215 = -0.8;
        wp::float32 var_216;
        bool var_217;
        const wp::int32 var_218 = 1;
        wp::int32 var_219;
        wp::shape_t* var_220;
        const wp::int32 var_221 = 0;
        wp::int32 var_222;
        wp::shape_t var_223;
        wp::int32 var_224;
        wp::float32* var_225;
        wp::float32 var_226;
        wp::float32 var_227;
        wp::float32 var_228;
        wp::float32 var_229;
        wp::float32 var_230;
        wp::vec_t<2, wp::float32> var_231;
        const wp::float32 var_232 = 1.05;
        wp::vec_t<2, wp::float32> var_233;
        wp::vec_t<2, wp::float32> var_234;
        wp::float32 var_235;
        wp::vec_t<2, wp::float32> var_236;
        bool var_237;
        bool var_238;
        bool var_239;
        wp::vec_t<2, wp::float32> var_240;
        wp::vec_t<2, wp::float32> var_241;
        wp::vec_t<2, wp::float32> var_242;
        wp::vec_t<2, wp::float32> var_243;
        const wp::float32 var_244 = 1.4;
        wp::vec_t<2, wp::float32> var_245;
        wp::vec_t<2, wp::float32> var_246;
        wp::vec_t<2, wp::float32> var_247;
        wp::vec_t<2, wp::float32> var_248;
        wp::vec_t<2, wp::float32> var_249;
        const wp::float32 var_250 = 0.23;
        wp::vec_t<2, wp::float32> var_251;
        wp::vec_t<2, wp::float32> var_252;
        wp::float32 var_253;
        const wp::float32 var_254 = -0.68;
        wp::float32 var_255;
        const wp::float32 var_256 = 1.0;
        wp::float32 var_257;
        wp::float32 var_258;
        bool var_259;
        wp::float32 var_260;
        const wp::float32 var_261 = 1.0;
        wp::float32 var_262;
        wp::float32 var_263;
        wp::float32 var_264;
        wp::float32 var_265;
        wp::float32 var_266;
        wp::float32 var_267;
        const wp::int32 var_268 = 3;
        wp::int32 var_269;
        wp::shape_t* var_270;
        const wp::int32 var_271 = 0;
        wp::int32 var_272;
        wp::shape_t var_273;
        wp::int32 var_274;
        wp::float32* var_275;
        wp::float32 var_276;
        wp::vec_t<2, wp::float32> var_277;
        wp::float32 var_278;
        const wp::int32 var_279 = 5;
        wp::int32 var_280;
        wp::shape_t* var_281;
        const wp::int32 var_282 = 0;
        wp::int32 var_283;
        wp::shape_t var_284;
        wp::int32 var_285;
        wp::vec_t<2, wp::float32>* var_286;
        wp::vec_t<2, wp::float32> var_287;
        wp::vec_t<2, wp::float32> var_288;
        const wp::float32 var_289 = -1.33;
        wp::float32 var_290;
        wp::float32 var_291;
        wp::vec_t<2, wp::float32> var_292;
        wp::vec_t<2, wp::float32> var_293;
        const wp::float32 var_294 = 1.38;
        wp::vec_t<2, wp::float32> var_295;
        wp::vec_t<2, wp::float32> var_296;
        wp::int32 var_297;
        const wp::int32 var_298 = 7;
        wp::int32 var_299;
        const wp::int32 var_300 = 4;
        wp::int32 var_301;
        const wp::int32 var_302 = 1;
        bool var_303;
        wp::vec_t<2, wp::float32> var_304;
        const wp::float32 var_305 = 0.11;
        wp::vec_t<2, wp::float32> var_306;
        wp::vec_t<2, wp::float32> var_307;
        wp::vec_t<2, wp::float32> var_308;
        wp::vec_t<2, wp::float32> var_309;
        const wp::float32 var_310 = 1.9;
        wp::vec_t<2, wp::float32> var_311;
        wp::vec_t<2, wp::float32> var_312;
        wp::vec_t<2, wp::float32> var_313;
        wp::vec_t<2, wp::float32> var_314;
        wp::vec_t<2, wp::float32> var_315;
        wp::float32 var_316;
        wp::vec_t<2, wp::float32> var_317;
        wp::float32 var_318;
        const wp::float32 var_319 = 0.25;
        wp::float32 var_320;
        bool var_321;
        const wp::float32 var_322 = -4.0;
        const wp::float32 var_323 = 4.0;
        wp::float32 var_324;
        wp::float32 var_325;
        const wp::int32 var_326 = 4;
        wp::int32 var_327;
        wp::shape_t* var_328;
        const wp::int32 var_329 = 0;
        wp::int32 var_330;
        wp::shape_t var_331;
        wp::int32 var_332;
        wp::vec_t<2, wp::float32>* var_333;
        wp::vec_t<2, wp::float32> var_334;
        wp::vec_t<2, wp::float32> var_335;
        wp::vec_t<2, wp::float32> var_336;
        const wp::float32 var_337 = 2.0;
        wp::vec_t<2, wp::float32> var_338;
        wp::vec_t<2, wp::float32> var_339;
        const wp::float32 var_340 = -1.27;
        const wp::float32 var_341 = 1.54;
        wp::float32 var_342;
        wp::vec_t<2, wp::float32> var_343;
        wp::vec_t<2, wp::float32> var_344;
        wp::vec_t<2, wp::float32> var_345;
        wp::vec_t<2, wp::float32> var_346;
        wp::vec_t<2, wp::float32> var_347;
        wp::float32 var_348;
        wp::float32 var_349;
        wp::float32 var_350;
        wp::vec_t<2, wp::float32> var_351;
        wp::float32 var_352;
        wp::vec_t<2, wp::float32> var_353;
        wp::float32 var_354;
        wp::vec_t<2, wp::float32> var_355;
        wp::vec_t<2, wp::float32> var_356;
        wp::float32 var_357;
        wp::vec_t<2, wp::float32> var_358;
        wp::float32 var_359;
        wp::vec_t<2, wp::float32> var_360;
        wp::vec_t<2, wp::float32> var_361;
        wp::float32 var_362;
        wp::vec_t<2, wp::float32> var_363;
        wp::float32 var_364;
        wp::vec_t<2, wp::float32> var_365;
        wp::vec_t<2, wp::float32> var_366;
        wp::float32 var_367;
        wp::vec_t<2, wp::float32> var_368;
        wp::float32 var_369;
        wp::vec_t<2, wp::float32> var_370;
        wp::vec_t<2, wp::float32> var_371;
        wp::float32 var_372;
        wp::vec_t<2, wp::float32> var_373;
        wp::float32 var_374;
        wp::vec_t<2, wp::float32> var_375;
        wp::float32 var_376;
        wp::vec_t<2, wp::float32> var_377;
        wp::float32 var_378;
        wp::vec_t<2, wp::float32> var_379;
        wp::float32 var_380;
        wp::vec_t<2, wp::float32> var_381;
        wp::float32 var_382;
        wp::vec_t<2, wp::float32> var_383;
        const wp::float32 var_384 = 0.51;
        bool var_385;
        wp::float32 var_386;
        wp::float32 var_387;
        const wp::float32 var_388 = 1.0;
        wp::float32 var_389;
        wp::float32 var_390;
        bool var_391;
        wp::vec_t<2, wp::float32> var_392;
        wp::vec_t<2, wp::float32> var_393;
        const wp::float32 var_394 = 1.81;
        wp::vec_t<2, wp::float32> var_395;
        wp::vec_t<2, wp::float32> var_396;
        wp::vec_t<2, wp::float32> var_397;
        const wp::float32 var_398 = 0.15;
        wp::vec_t<2, wp::float32> var_399;
        wp::vec_t<2, wp::float32> var_400;
        wp::float32 var_401;
        const wp::float32 var_402 = 1.0;
        wp::float32 var_403;
        wp::float32 var_404;
        bool var_405;
        const wp::float32 var_406 = -0.9;
        const wp::float32 var_407 = 0.9;
        wp::float32 var_408;
        wp::float32 var_409;
        wp::float32 var_410;
        wp::float32 var_411;
        wp::float32 var_412;
        wp::vec_t<2, wp::float32> var_413;
        wp::float32 var_414;
        wp::vec_t<2, wp::float32> var_415;
        wp::vec_t<2, wp::float32> var_416;
        const wp::float32 var_417 = 1.36;
        wp::vec_t<2, wp::float32> var_418;
        wp::vec_t<2, wp::float32> var_419;
        bool var_420;
        const wp::int32 var_421 = 2;
        wp::int32 var_422;
        const wp::int32 var_423 = 1;
        bool var_424;
        bool var_425;
        const wp::float32 var_426 = 0.22;
        const wp::float32 var_427 = 1.731;
        wp::vec_t<2, wp::float32> var_428;
        const wp::float32 var_429 = 1.4;
        wp::vec_t<2, wp::float32> var_430;
        wp::vec_t<2, wp::float32> var_431;
        wp::vec_t<2, wp::float32> var_432;
        wp::vec_t<2, wp::float32> var_433;
        const wp::float32 var_434 = 1.78;
        wp::vec_t<2, wp::float32> var_435;
        wp::vec_t<2, wp::float32> var_436;
        const wp::int32 var_437 = 1;
        wp::float32 var_438;
        wp::float32 var_439;
        bool var_440;
        wp::float32 var_441;
        bool var_442;
        const wp::float32 var_443 = 0.415;
        wp::float32 var_444;
        wp::float32 var_445;
        const wp::float32 var_446 = 1.0;
        wp::float32 var_447;
        wp::float32 var_448;
        wp::float32 var_449;
        wp::float32 var_450;
        wp::float32 var_451;
        wp::float32 var_452;
        wp::float32 var_453;
        wp::float32 var_454;
        bool var_455;
        wp::float32 var_456;
        const wp::float32 var_457 = 1.0;
        wp::float32 var_458;
        wp::float32 var_459;
        wp::float32 var_460;
        const wp::float32 var_461 = 1.0;
        wp::float32 var_462;
        wp::float32 var_463;
        wp::float32 var_464;
        wp::float32 var_465;
        const wp::float32 var_466 = 1.0;
        wp::float32 var_467;
        wp::float32 var_468;
        wp::float32 var_469;
        const wp::int32 var_470 = 2;
        wp::int32 var_471;
        wp::shape_t* var_472;
        const wp::int32 var_473 = 0;
        wp::int32 var_474;
        wp::shape_t var_475;
        wp::int32 var_476;
        wp::float32* var_477;
        wp::vec_t<2, wp::float32> var_478;
        wp::vec_t<2, wp::float32> var_479;
        wp::float32 var_480;
        wp::vec_t<2, wp::float32> var_481;
        wp::vec_t<2, wp::float32> var_482;
        wp::float32 var_483;
        wp::float32 var_484;
        const wp::float32 var_485 = -1.84;
        const wp::float32 var_486 = 1.28;
        wp::float32 var_487;
        bool var_488;
        const wp::int32 var_489 = 3;
        wp::int32 var_490;
        wp::shape_t* var_491;
        const wp::int32 var_492 = 0;
        wp::int32 var_493;
        wp::shape_t var_494;
        wp::int32 var_495;
        wp::float32* var_496;
        wp::vec_t<2, wp::float32> var_497;
        wp::float32 var_498;
        wp::vec_t<2, wp::float32> var_499;
        const wp::float32 var_500 = 1.69;
        wp::vec_t<2, wp::float32> var_501;
        wp::vec_t<2, wp::float32> var_502;
        const wp::float32 var_503 = 0.1;
        const wp::float32 var_504 = -1.66;
        wp::vec_t<2, wp::float32> var_505;
        wp::vec_t<2, wp::float32> var_506;
        const wp::float32 var_507 = -0.8;
        const wp::float32 var_508 = -1.133;
        wp::vec_t<2, wp::float32> var_509;
        wp::vec_t<2, wp::float32> var_510;
        wp::vec_t<2, wp::float32> var_511;
        const wp::float32 var_512 = 0.14;
        wp::vec_t<2, wp::float32> var_513;
        wp::vec_t<2, wp::float32> var_514;
        const wp::float32 var_515 = -1.64;
        const wp::float32 var_516 = -1.58;
        wp::vec_t<2, wp::float32> var_517;
        wp::float32 var_518;
        const wp::int32 var_519 = 1;
        wp::float32 var_520;
        wp::vec_t<2, wp::float32> var_521;
        wp::vec_t<2, wp::float32> var_522;
        const wp::float32 var_523 = 1.51;
        wp::vec_t<2, wp::float32> var_524;
        wp::vec_t<2, wp::float32> var_525;
        wp::float32 var_526;
        wp::float32 var_527;
        wp::float32 var_528;
        const wp::float32 var_529 = 1.0;
        wp::float32 var_530;
        wp::float32 var_531;
        wp::float32 var_532;
        wp::float32 var_533;
        const wp::float32 var_534 = -0.55;
        const wp::float32 var_535 = 0.9;
        wp::vec_t<2, wp::float32> var_536;
        wp::float32 var_537;
        wp::float32 var_538;
        wp::float32 var_539;
        wp::float32 var_540;
        wp::float32 var_541;
        wp::vec_t<2, wp::float32> var_542;
        wp::vec_t<2, wp::float32> var_543;
        wp::float32 var_544;
        wp::vec_t<2, wp::float32> var_545;
        wp::float32 var_546;
        wp::vec_t<2, wp::float32> var_547;
        wp::float32 var_548;
        wp::vec_t<2, wp::float32> var_549;
        wp::float32 var_550;
        wp::vec_t<2, wp::float32> var_551;
        bool var_552;
        const wp::float32 var_553 = 0.1;
        wp::float32 var_554;
        const wp::int32 var_555 = 2;
        wp::int32 var_556;
        wp::shape_t* var_557;
        const wp::int32 var_558 = 0;
        wp::int32 var_559;
        wp::shape_t var_560;
        wp::int32 var_561;
        wp::float32* var_562;
        bool var_563;
        wp::float32 var_564;
        wp::float32 var_565;
        wp::float32 var_566;
        wp::float32 var_567;
        wp::float32 var_568;
        wp::float32 var_569;
        wp::float32 var_570;
        const wp::int32 var_571 = 1;
        wp::int32 var_572;
        wp::shape_t* var_573;
        const wp::int32 var_574 = 0;
        wp::int32 var_575;
        wp::shape_t var_576;
        wp::int32 var_577;
        wp::float32* var_578;
        wp::float32 var_579;
        wp::float32 var_580;
        const wp::float32 var_581 = 0.43;
        wp::float32 var_582;
        wp::float32 var_583;
        wp::float32 var_584;
        wp::float32 var_585;
        const wp::float32 var_586 = 0.12;
        wp::float32 var_587;
        wp::float32 var_588;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::vec_t<2, wp::float32> adj_4 = {};
        wp::vec_t<2, wp::float32> adj_5 = {};
        wp::vec_t<2, wp::float32> adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::vec_t<2, wp::float32> adj_12 = {};
        wp::vec_t<2, wp::float32> adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        bool adj_17 = {};
        wp::vec_t<2, wp::float32> adj_18 = {};
        wp::int32 adj_19 = {};
        wp::int32 adj_20 = {};
        wp::shape_t adj_21 = {};
        wp::int32 adj_22 = {};
        wp::int32 adj_23 = {};
        wp::shape_t adj_24 = {};
        wp::int32 adj_25 = {};
        wp::vec_t<2, wp::float32> adj_26 = {};
        wp::float32 adj_27 = {};
        wp::vec_t<2, wp::float32> adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::vec_t<2, wp::float32> adj_33 = {};
        wp::vec_t<2, wp::float32> adj_34 = {};
        wp::float32 adj_35 = {};
        bool adj_36 = {};
        wp::float32 adj_37 = {};
        wp::vec_t<2, wp::float32> adj_38 = {};
        wp::vec_t<2, wp::float32> adj_39 = {};
        wp::float32 adj_40 = {};
        wp::vec_t<2, wp::float32> adj_41 = {};
        wp::vec_t<2, wp::float32> adj_42 = {};
        wp::float32 adj_43 = {};
        wp::vec_t<2, wp::float32> adj_44 = {};
        wp::float32 adj_45 = {};
        bool adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::float32 adj_55 = {};
        wp::int32 adj_56 = {};
        wp::int32 adj_57 = {};
        wp::int32 adj_58 = {};
        wp::int32 adj_59 = {};
        bool adj_60 = {};
        wp::vec_t<2, wp::float32> adj_61 = {};
        wp::float32 adj_62 = {};
        wp::vec_t<2, wp::float32> adj_63 = {};
        wp::vec_t<2, wp::float32> adj_64 = {};
        bool adj_65 = {};
        wp::int32 adj_66 = {};
        wp::int32 adj_67 = {};
        wp::int32 adj_68 = {};
        bool adj_69 = {};
        wp::int32 adj_70 = {};
        wp::int32 adj_71 = {};
        wp::int32 adj_72 = {};
        bool adj_73 = {};
        wp::float32 adj_74 = {};
        wp::float32 adj_75 = {};
        wp::float32 adj_76 = {};
        wp::vec_t<2, wp::float32> adj_77 = {};
        wp::vec_t<2, wp::float32> adj_78 = {};
        wp::vec_t<2, wp::float32> adj_79 = {};
        wp::vec_t<2, wp::float32> adj_80 = {};
        wp::float32 adj_81 = {};
        wp::vec_t<2, wp::float32> adj_82 = {};
        wp::vec_t<2, wp::float32> adj_83 = {};
        wp::vec_t<2, wp::float32> adj_84 = {};
        wp::float32 adj_85 = {};
        bool adj_86 = {};
        wp::vec_t<2, wp::float32> adj_87 = {};
        wp::vec_t<2, wp::float32> adj_88 = {};
        wp::vec_t<2, wp::float32> adj_89 = {};
        wp::float32 adj_90 = {};
        wp::vec_t<2, wp::float32> adj_91 = {};
        wp::vec_t<2, wp::float32> adj_92 = {};
        wp::int32 adj_93 = {};
        wp::int32 adj_94 = {};
        wp::shape_t adj_95 = {};
        wp::int32 adj_96 = {};
        wp::int32 adj_97 = {};
        wp::shape_t adj_98 = {};
        wp::int32 adj_99 = {};
        wp::vec_t<2, wp::float32> adj_100 = {};
        wp::float32 adj_101 = {};
        wp::float32 adj_102 = {};
        wp::vec_t<2, wp::float32> adj_103 = {};
        wp::vec_t<2, wp::float32> adj_104 = {};
        wp::vec_t<2, wp::float32> adj_105 = {};
        wp::vec_t<2, wp::float32> adj_106 = {};
        bool adj_107 = {};
        bool adj_108 = {};
        bool adj_109 = {};
        bool adj_110 = {};
        wp::float32 adj_111 = {};
        wp::float32 adj_112 = {};
        wp::vec_t<2, wp::float32> adj_113 = {};
        wp::vec_t<2, wp::float32> adj_114 = {};
        wp::float32 adj_115 = {};
        wp::vec_t<2, wp::float32> adj_116 = {};
        wp::vec_t<2, wp::float32> adj_117 = {};
        bool adj_118 = {};
        bool adj_119 = {};
        bool adj_120 = {};
        bool adj_121 = {};
        bool adj_122 = {};
        bool adj_123 = {};
        wp::float32 adj_124 = {};
        bool adj_125 = {};
        bool adj_126 = {};
        bool adj_127 = {};
        wp::vec_t<2, wp::float32> adj_128 = {};
        wp::vec_t<2, wp::float32> adj_129 = {};
        wp::vec_t<2, wp::float32> adj_130 = {};
        wp::vec_t<2, wp::float32> adj_131 = {};
        wp::float32 adj_132 = {};
        wp::vec_t<2, wp::float32> adj_133 = {};
        wp::vec_t<2, wp::float32> adj_134 = {};
        bool adj_135 = {};
        wp::int32 adj_136 = {};
        wp::int32 adj_137 = {};
        wp::int32 adj_138 = {};
        bool adj_139 = {};
        bool adj_140 = {};
        bool adj_141 = {};
        bool adj_142 = {};
        wp::float32 adj_143 = {};
        wp::float32 adj_144 = {};
        wp::float32 adj_145 = {};
        wp::float32 adj_146 = {};
        bool adj_147 = {};
        bool adj_148 = {};
        wp::int32 adj_149 = {};
        wp::int32 adj_150 = {};
        wp::int32 adj_151 = {};
        bool adj_152 = {};
        wp::vec_t<2, wp::float32> adj_153 = {};
        wp::vec_t<2, wp::float32> adj_154 = {};
        wp::vec_t<2, wp::float32> adj_155 = {};
        wp::float32 adj_156 = {};
        wp::vec_t<2, wp::float32> adj_157 = {};
        wp::vec_t<2, wp::float32> adj_158 = {};
        wp::vec_t<2, wp::float32> adj_159 = {};
        wp::float32 adj_160 = {};
        wp::float32 adj_161 = {};
        wp::vec_t<2, wp::float32> adj_162 = {};
        wp::vec_t<2, wp::float32> adj_163 = {};
        wp::float32 adj_164 = {};
        wp::vec_t<2, wp::float32> adj_165 = {};
        wp::vec_t<2, wp::float32> adj_166 = {};
        wp::int32 adj_167 = {};
        wp::int32 adj_168 = {};
        wp::shape_t adj_169 = {};
        wp::int32 adj_170 = {};
        wp::int32 adj_171 = {};
        wp::shape_t adj_172 = {};
        wp::int32 adj_173 = {};
        wp::float32 adj_174 = {};
        wp::float32 adj_175 = {};
        wp::float32 adj_176 = {};
        wp::float32 adj_177 = {};
        wp::float32 adj_178 = {};
        wp::float32 adj_179 = {};
        wp::vec_t<2, wp::float32> adj_180 = {};
        wp::float32 adj_181 = {};
        wp::float32 adj_182 = {};
        wp::vec_t<2, wp::float32> adj_183 = {};
        wp::vec_t<2, wp::float32> adj_184 = {};
        wp::vec_t<2, wp::float32> adj_185 = {};
        wp::vec_t<2, wp::float32> adj_186 = {};
        wp::float32 adj_187 = {};
        wp::vec_t<2, wp::float32> adj_188 = {};
        wp::vec_t<2, wp::float32> adj_189 = {};
        wp::int32 adj_190 = {};
        wp::int32 adj_191 = {};
        wp::int32 adj_192 = {};
        wp::int32 adj_193 = {};
        wp::int32 adj_194 = {};
        wp::int32 adj_195 = {};
        bool adj_196 = {};
        wp::int32 adj_197 = {};
        wp::int32 adj_198 = {};
        wp::shape_t adj_199 = {};
        wp::int32 adj_200 = {};
        wp::int32 adj_201 = {};
        wp::shape_t adj_202 = {};
        wp::int32 adj_203 = {};
        wp::float32 adj_204 = {};
        wp::float32 adj_205 = {};
        wp::float32 adj_206 = {};
        wp::float32 adj_207 = {};
        wp::float32 adj_208 = {};
        wp::vec_t<2, wp::float32> adj_209 = {};
        wp::vec_t<2, wp::float32> adj_210 = {};
        wp::float32 adj_211 = {};
        wp::float32 adj_212 = {};
        wp::float32 adj_213 = {};
        wp::float32 adj_214 = {};
        wp::float32 adj_215 = {};
        wp::float32 adj_216 = {};
        bool adj_217 = {};
        wp::int32 adj_218 = {};
        wp::int32 adj_219 = {};
        wp::shape_t adj_220 = {};
        wp::int32 adj_221 = {};
        wp::int32 adj_222 = {};
        wp::shape_t adj_223 = {};
        wp::int32 adj_224 = {};
        wp::float32 adj_225 = {};
        wp::float32 adj_226 = {};
        wp::float32 adj_227 = {};
        wp::float32 adj_228 = {};
        wp::float32 adj_229 = {};
        wp::float32 adj_230 = {};
        wp::vec_t<2, wp::float32> adj_231 = {};
        wp::float32 adj_232 = {};
        wp::vec_t<2, wp::float32> adj_233 = {};
        wp::vec_t<2, wp::float32> adj_234 = {};
        wp::float32 adj_235 = {};
        wp::vec_t<2, wp::float32> adj_236 = {};
        bool adj_237 = {};
        bool adj_238 = {};
        bool adj_239 = {};
        wp::vec_t<2, wp::float32> adj_240 = {};
        wp::vec_t<2, wp::float32> adj_241 = {};
        wp::vec_t<2, wp::float32> adj_242 = {};
        wp::vec_t<2, wp::float32> adj_243 = {};
        wp::float32 adj_244 = {};
        wp::vec_t<2, wp::float32> adj_245 = {};
        wp::vec_t<2, wp::float32> adj_246 = {};
        wp::vec_t<2, wp::float32> adj_247 = {};
        wp::vec_t<2, wp::float32> adj_248 = {};
        wp::vec_t<2, wp::float32> adj_249 = {};
        wp::float32 adj_250 = {};
        wp::vec_t<2, wp::float32> adj_251 = {};
        wp::vec_t<2, wp::float32> adj_252 = {};
        wp::float32 adj_253 = {};
        wp::float32 adj_254 = {};
        wp::float32 adj_255 = {};
        wp::float32 adj_256 = {};
        wp::float32 adj_257 = {};
        wp::float32 adj_258 = {};
        bool adj_259 = {};
        wp::float32 adj_260 = {};
        wp::float32 adj_261 = {};
        wp::float32 adj_262 = {};
        wp::float32 adj_263 = {};
        wp::float32 adj_264 = {};
        wp::float32 adj_265 = {};
        wp::float32 adj_266 = {};
        wp::float32 adj_267 = {};
        wp::int32 adj_268 = {};
        wp::int32 adj_269 = {};
        wp::shape_t adj_270 = {};
        wp::int32 adj_271 = {};
        wp::int32 adj_272 = {};
        wp::shape_t adj_273 = {};
        wp::int32 adj_274 = {};
        wp::float32 adj_275 = {};
        wp::float32 adj_276 = {};
        wp::vec_t<2, wp::float32> adj_277 = {};
        wp::float32 adj_278 = {};
        wp::int32 adj_279 = {};
        wp::int32 adj_280 = {};
        wp::shape_t adj_281 = {};
        wp::int32 adj_282 = {};
        wp::int32 adj_283 = {};
        wp::shape_t adj_284 = {};
        wp::int32 adj_285 = {};
        wp::vec_t<2, wp::float32> adj_286 = {};
        wp::vec_t<2, wp::float32> adj_287 = {};
        wp::vec_t<2, wp::float32> adj_288 = {};
        wp::float32 adj_289 = {};
        wp::float32 adj_290 = {};
        wp::float32 adj_291 = {};
        wp::vec_t<2, wp::float32> adj_292 = {};
        wp::vec_t<2, wp::float32> adj_293 = {};
        wp::float32 adj_294 = {};
        wp::vec_t<2, wp::float32> adj_295 = {};
        wp::vec_t<2, wp::float32> adj_296 = {};
        wp::int32 adj_297 = {};
        wp::int32 adj_298 = {};
        wp::int32 adj_299 = {};
        wp::int32 adj_300 = {};
        wp::int32 adj_301 = {};
        wp::int32 adj_302 = {};
        bool adj_303 = {};
        wp::vec_t<2, wp::float32> adj_304 = {};
        wp::float32 adj_305 = {};
        wp::vec_t<2, wp::float32> adj_306 = {};
        wp::vec_t<2, wp::float32> adj_307 = {};
        wp::vec_t<2, wp::float32> adj_308 = {};
        wp::vec_t<2, wp::float32> adj_309 = {};
        wp::float32 adj_310 = {};
        wp::vec_t<2, wp::float32> adj_311 = {};
        wp::vec_t<2, wp::float32> adj_312 = {};
        wp::vec_t<2, wp::float32> adj_313 = {};
        wp::vec_t<2, wp::float32> adj_314 = {};
        wp::vec_t<2, wp::float32> adj_315 = {};
        wp::float32 adj_316 = {};
        wp::vec_t<2, wp::float32> adj_317 = {};
        wp::float32 adj_318 = {};
        wp::float32 adj_319 = {};
        wp::float32 adj_320 = {};
        bool adj_321 = {};
        wp::float32 adj_322 = {};
        wp::float32 adj_323 = {};
        wp::float32 adj_324 = {};
        wp::float32 adj_325 = {};
        wp::int32 adj_326 = {};
        wp::int32 adj_327 = {};
        wp::shape_t adj_328 = {};
        wp::int32 adj_329 = {};
        wp::int32 adj_330 = {};
        wp::shape_t adj_331 = {};
        wp::int32 adj_332 = {};
        wp::vec_t<2, wp::float32> adj_333 = {};
        wp::vec_t<2, wp::float32> adj_334 = {};
        wp::vec_t<2, wp::float32> adj_335 = {};
        wp::vec_t<2, wp::float32> adj_336 = {};
        wp::float32 adj_337 = {};
        wp::vec_t<2, wp::float32> adj_338 = {};
        wp::vec_t<2, wp::float32> adj_339 = {};
        wp::float32 adj_340 = {};
        wp::float32 adj_341 = {};
        wp::float32 adj_342 = {};
        wp::vec_t<2, wp::float32> adj_343 = {};
        wp::vec_t<2, wp::float32> adj_344 = {};
        wp::vec_t<2, wp::float32> adj_345 = {};
        wp::vec_t<2, wp::float32> adj_346 = {};
        wp::vec_t<2, wp::float32> adj_347 = {};
        wp::float32 adj_348 = {};
        wp::float32 adj_349 = {};
        wp::float32 adj_350 = {};
        wp::vec_t<2, wp::float32> adj_351 = {};
        wp::float32 adj_352 = {};
        wp::vec_t<2, wp::float32> adj_353 = {};
        wp::float32 adj_354 = {};
        wp::vec_t<2, wp::float32> adj_355 = {};
        wp::vec_t<2, wp::float32> adj_356 = {};
        wp::float32 adj_357 = {};
        wp::vec_t<2, wp::float32> adj_358 = {};
        wp::float32 adj_359 = {};
        wp::vec_t<2, wp::float32> adj_360 = {};
        wp::vec_t<2, wp::float32> adj_361 = {};
        wp::float32 adj_362 = {};
        wp::vec_t<2, wp::float32> adj_363 = {};
        wp::float32 adj_364 = {};
        wp::vec_t<2, wp::float32> adj_365 = {};
        wp::vec_t<2, wp::float32> adj_366 = {};
        wp::float32 adj_367 = {};
        wp::vec_t<2, wp::float32> adj_368 = {};
        wp::float32 adj_369 = {};
        wp::vec_t<2, wp::float32> adj_370 = {};
        wp::vec_t<2, wp::float32> adj_371 = {};
        wp::float32 adj_372 = {};
        wp::vec_t<2, wp::float32> adj_373 = {};
        wp::float32 adj_374 = {};
        wp::vec_t<2, wp::float32> adj_375 = {};
        wp::float32 adj_376 = {};
        wp::vec_t<2, wp::float32> adj_377 = {};
        wp::float32 adj_378 = {};
        wp::vec_t<2, wp::float32> adj_379 = {};
        wp::float32 adj_380 = {};
        wp::vec_t<2, wp::float32> adj_381 = {};
        wp::float32 adj_382 = {};
        wp::vec_t<2, wp::float32> adj_383 = {};
        wp::float32 adj_384 = {};
        bool adj_385 = {};
        wp::float32 adj_386 = {};
        wp::float32 adj_387 = {};
        wp::float32 adj_388 = {};
        wp::float32 adj_389 = {};
        wp::float32 adj_390 = {};
        bool adj_391 = {};
        wp::vec_t<2, wp::float32> adj_392 = {};
        wp::vec_t<2, wp::float32> adj_393 = {};
        wp::float32 adj_394 = {};
        wp::vec_t<2, wp::float32> adj_395 = {};
        wp::vec_t<2, wp::float32> adj_396 = {};
        wp::vec_t<2, wp::float32> adj_397 = {};
        wp::float32 adj_398 = {};
        wp::vec_t<2, wp::float32> adj_399 = {};
        wp::vec_t<2, wp::float32> adj_400 = {};
        wp::float32 adj_401 = {};
        wp::float32 adj_402 = {};
        wp::float32 adj_403 = {};
        wp::float32 adj_404 = {};
        bool adj_405 = {};
        wp::float32 adj_406 = {};
        wp::float32 adj_407 = {};
        wp::float32 adj_408 = {};
        wp::float32 adj_409 = {};
        wp::float32 adj_410 = {};
        wp::float32 adj_411 = {};
        wp::float32 adj_412 = {};
        wp::vec_t<2, wp::float32> adj_413 = {};
        wp::float32 adj_414 = {};
        wp::vec_t<2, wp::float32> adj_415 = {};
        wp::vec_t<2, wp::float32> adj_416 = {};
        wp::float32 adj_417 = {};
        wp::vec_t<2, wp::float32> adj_418 = {};
        wp::vec_t<2, wp::float32> adj_419 = {};
        bool adj_420 = {};
        wp::int32 adj_421 = {};
        wp::int32 adj_422 = {};
        wp::int32 adj_423 = {};
        bool adj_424 = {};
        bool adj_425 = {};
        wp::float32 adj_426 = {};
        wp::float32 adj_427 = {};
        wp::vec_t<2, wp::float32> adj_428 = {};
        wp::float32 adj_429 = {};
        wp::vec_t<2, wp::float32> adj_430 = {};
        wp::vec_t<2, wp::float32> adj_431 = {};
        wp::vec_t<2, wp::float32> adj_432 = {};
        wp::vec_t<2, wp::float32> adj_433 = {};
        wp::float32 adj_434 = {};
        wp::vec_t<2, wp::float32> adj_435 = {};
        wp::vec_t<2, wp::float32> adj_436 = {};
        wp::int32 adj_437 = {};
        wp::float32 adj_438 = {};
        wp::float32 adj_439 = {};
        bool adj_440 = {};
        wp::float32 adj_441 = {};
        bool adj_442 = {};
        wp::float32 adj_443 = {};
        wp::float32 adj_444 = {};
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
        bool adj_455 = {};
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
        wp::float32 adj_466 = {};
        wp::float32 adj_467 = {};
        wp::float32 adj_468 = {};
        wp::float32 adj_469 = {};
        wp::int32 adj_470 = {};
        wp::int32 adj_471 = {};
        wp::shape_t adj_472 = {};
        wp::int32 adj_473 = {};
        wp::int32 adj_474 = {};
        wp::shape_t adj_475 = {};
        wp::int32 adj_476 = {};
        wp::float32 adj_477 = {};
        wp::vec_t<2, wp::float32> adj_478 = {};
        wp::vec_t<2, wp::float32> adj_479 = {};
        wp::float32 adj_480 = {};
        wp::vec_t<2, wp::float32> adj_481 = {};
        wp::vec_t<2, wp::float32> adj_482 = {};
        wp::float32 adj_483 = {};
        wp::float32 adj_484 = {};
        wp::float32 adj_485 = {};
        wp::float32 adj_486 = {};
        wp::float32 adj_487 = {};
        bool adj_488 = {};
        wp::int32 adj_489 = {};
        wp::int32 adj_490 = {};
        wp::shape_t adj_491 = {};
        wp::int32 adj_492 = {};
        wp::int32 adj_493 = {};
        wp::shape_t adj_494 = {};
        wp::int32 adj_495 = {};
        wp::float32 adj_496 = {};
        wp::vec_t<2, wp::float32> adj_497 = {};
        wp::float32 adj_498 = {};
        wp::vec_t<2, wp::float32> adj_499 = {};
        wp::float32 adj_500 = {};
        wp::vec_t<2, wp::float32> adj_501 = {};
        wp::vec_t<2, wp::float32> adj_502 = {};
        wp::float32 adj_503 = {};
        wp::float32 adj_504 = {};
        wp::vec_t<2, wp::float32> adj_505 = {};
        wp::vec_t<2, wp::float32> adj_506 = {};
        wp::float32 adj_507 = {};
        wp::float32 adj_508 = {};
        wp::vec_t<2, wp::float32> adj_509 = {};
        wp::vec_t<2, wp::float32> adj_510 = {};
        wp::vec_t<2, wp::float32> adj_511 = {};
        wp::float32 adj_512 = {};
        wp::vec_t<2, wp::float32> adj_513 = {};
        wp::vec_t<2, wp::float32> adj_514 = {};
        wp::float32 adj_515 = {};
        wp::float32 adj_516 = {};
        wp::vec_t<2, wp::float32> adj_517 = {};
        wp::float32 adj_518 = {};
        wp::int32 adj_519 = {};
        wp::float32 adj_520 = {};
        wp::vec_t<2, wp::float32> adj_521 = {};
        wp::vec_t<2, wp::float32> adj_522 = {};
        wp::float32 adj_523 = {};
        wp::vec_t<2, wp::float32> adj_524 = {};
        wp::vec_t<2, wp::float32> adj_525 = {};
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
        wp::vec_t<2, wp::float32> adj_536 = {};
        wp::float32 adj_537 = {};
        wp::float32 adj_538 = {};
        wp::float32 adj_539 = {};
        wp::float32 adj_540 = {};
        wp::float32 adj_541 = {};
        wp::vec_t<2, wp::float32> adj_542 = {};
        wp::vec_t<2, wp::float32> adj_543 = {};
        wp::float32 adj_544 = {};
        wp::vec_t<2, wp::float32> adj_545 = {};
        wp::float32 adj_546 = {};
        wp::vec_t<2, wp::float32> adj_547 = {};
        wp::float32 adj_548 = {};
        wp::vec_t<2, wp::float32> adj_549 = {};
        wp::float32 adj_550 = {};
        wp::vec_t<2, wp::float32> adj_551 = {};
        bool adj_552 = {};
        wp::float32 adj_553 = {};
        wp::float32 adj_554 = {};
        wp::int32 adj_555 = {};
        wp::int32 adj_556 = {};
        wp::shape_t adj_557 = {};
        wp::int32 adj_558 = {};
        wp::int32 adj_559 = {};
        wp::shape_t adj_560 = {};
        wp::int32 adj_561 = {};
        wp::float32 adj_562 = {};
        bool adj_563 = {};
        wp::float32 adj_564 = {};
        wp::float32 adj_565 = {};
        wp::float32 adj_566 = {};
        wp::float32 adj_567 = {};
        wp::float32 adj_568 = {};
        wp::float32 adj_569 = {};
        wp::float32 adj_570 = {};
        wp::int32 adj_571 = {};
        wp::int32 adj_572 = {};
        wp::shape_t adj_573 = {};
        wp::int32 adj_574 = {};
        wp::int32 adj_575 = {};
        wp::shape_t adj_576 = {};
        wp::int32 adj_577 = {};
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
        //---------
        // forward
        // def multi_conditional_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
        // v3 = wp.lerp(v1, wp.vec2(1.2, 0.72), v2)                                               <L 10>
        var_12 = wp::vec_t<2, wp::float32>(var_10, var_11);
        var_13 = wp::lerp(var_5, var_12, var_8);
        // if (v0 + v0) < (v0 + 0.762):                                                           <L 11>
        var_14 = wp::add(var_2, var_2);
        var_16 = wp::add(var_2, var_15);
        var_17 = (var_14 < var_16);
        if (var_17) {
            // v0 = v0 + wp.sin(wp.dot(wp.normalize(v1), x1[(tid + 5) % x1.shape[0]]))            <L 12>
            var_18 = wp::normalize(var_5);
            var_20 = wp::add(var_0, var_19);
            var_21 = &(var_x1.shape);
            var_24 = wp::load(var_21);
            var_23 = wp::extract(var_24, var_22);
            var_25 = wp::mod(var_20, var_23);
            var_26 = wp::address(var_x1, var_25);
            var_28 = wp::load(var_26);
            var_27 = wp::dot(var_18, var_28);
            var_29 = wp::sin(var_27);
            var_30 = wp::add(var_2, var_29);
            // v4 = wp.vec2(-0.47, 0.77)                                                          <L 13>
            var_33 = wp::vec_t<2, wp::float32>(var_31, var_32);
        }
        if (!var_17) {
            // v3 = v3 + wp.normalize(((v3 - v1) * wp.where(0.105 >= v2, v0, v2))) * 1.49         <L 15>
            var_34 = wp::sub(var_13, var_5);
            var_36 = (var_35 >= var_8);
            var_37 = wp::where(var_36, var_2, var_8);
            var_38 = wp::mul(var_34, var_37);
            var_39 = wp::normalize(var_38);
            var_41 = wp::mul(var_39, var_40);
            var_42 = wp::add(var_13, var_41);
        }
        var_43 = wp::where(var_17, var_30, var_2);
        var_44 = wp::where(var_17, var_13, var_42);
        // if v0 < wp.length_sq(v1):                                                              <L 16>
        var_45 = wp::length_sq(var_5);
        var_46 = (var_43 < var_45);
        if (var_46) {
            // v0 = v0 + wp.sin(wp.sqrt(wp.abs(wp.atan(-1.02)) + 0.5))                            <L 17>
            var_48 = wp::atan(var_47);
            var_49 = wp::abs(var_48);
            var_51 = wp::add(var_49, var_50);
            var_52 = wp::sqrt(var_51);
            var_53 = wp::sin(var_52);
            var_54 = wp::add(var_43, var_53);
            // v5 = v0                                                                            <L 18>
            var_55 = wp::copy(var_54);
        }
        if (!var_46) {
            // elif (1) % 3 == 0:                                                                 <L 19>
            var_58 = wp::mod(var_56, var_57);
            var_60 = (var_58 == var_59);
            if (var_60) {
                // v1 = v1 + wp.normalize(v1) * 1.49                                              <L 20>
                var_61 = wp::normalize(var_5);
                var_63 = wp::mul(var_61, var_62);
                var_64 = wp::add(var_5, var_63);
            }
            if (!var_60) {
                // elif ((tid) % 3 == 0) or ((tid) % 4 == 1):                                     <L 21>
                var_67 = wp::mod(var_0, var_66);
                var_69 = (var_67 == var_68);
                var_65 = var_69;
                if (!var_65) {
                    var_71 = wp::mod(var_0, var_70);
                    var_73 = (var_71 == var_72);
                    var_65 = var_65 || var_73;
                }
                if (var_65) {
                    // v1 = v1 + wp.normalize(((v0 * v0) * (v1 + wp.vec2(0.5, 0.25)))) * 0.11       <L 22>
                    var_74 = wp::mul(var_43, var_43);
                    var_77 = wp::vec_t<2, wp::float32>(var_75, var_76);
                    var_78 = wp::add(var_5, var_77);
                    var_79 = wp::mul(var_74, var_78);
                    var_80 = wp::normalize(var_79);
                    var_82 = wp::mul(var_80, var_81);
                    var_83 = wp::add(var_5, var_82);
                }
                if (!var_65) {
                    // v3 = v3 + wp.normalize(wp.cw_mul((v0 * v1), wp.where(v0 > -1.9, v1, v3))) * 0.43       <L 24>
                    var_84 = wp::mul(var_43, var_5);
                    var_86 = (var_43 > var_85);
                    var_87 = wp::where(var_86, var_5, var_44);
                    var_88 = wp::cw_mul(var_84, var_87);
                    var_89 = wp::normalize(var_88);
                    var_91 = wp::mul(var_89, var_90);
                    var_92 = wp::add(var_44, var_91);
                    // v6 = wp.max(v3, wp.max(x1[(tid + 3) % x1.shape[0]], wp.vec2(-0.181, -1.6)))       <L 25>
                    var_94 = wp::add(var_0, var_93);
                    var_95 = &(var_x1.shape);
                    var_98 = wp::load(var_95);
                    var_97 = wp::extract(var_98, var_96);
                    var_99 = wp::mod(var_94, var_97);
                    var_100 = wp::address(var_x1, var_99);
                    var_103 = wp::vec_t<2, wp::float32>(var_101, var_102);
                    var_105 = wp::load(var_100);
                    var_104 = wp::max(var_105, var_103);
                    var_106 = wp::max(var_92, var_104);
                    // if not (v0 < v0 or v2 >= v0):                                              <L 26>
                    var_108 = (var_43 < var_43);
                    var_107 = var_108;
                    if (!var_107) {
                        var_109 = (var_8 >= var_43);
                        var_107 = var_107 || var_109;
                    }
                    var_110 = wp::unot(var_107);
                    if (var_110) {
                        // v1 = v1 + wp.normalize(wp.vec2(-0.7, 0.4)) * 0.51                      <L 27>
                        var_113 = wp::vec_t<2, wp::float32>(var_111, var_112);
                        var_114 = wp::normalize(var_113);
                        var_116 = wp::mul(var_114, var_115);
                        var_117 = wp::add(var_5, var_116);
                    }
                    if (!var_110) {
                        // elif (not (v0 > v0 and v2 > v0)) and (not (v2 >= -0.537 and v2 < v2)):       <L 28>
                        var_120 = (var_43 > var_43);
                        var_119 = var_120;
                        if (var_119) {
                            var_121 = (var_8 > var_43);
                            var_119 = var_119 && var_121;
                        }
                        var_122 = wp::unot(var_119);
                        var_118 = var_122;
                        if (var_118) {
                            var_125 = (var_8 >= var_124);
                            var_123 = var_125;
                            if (var_123) {
                                var_126 = (var_8 < var_8);
                                var_123 = var_123 && var_126;
                            }
                            var_127 = wp::unot(var_123);
                            var_118 = var_118 && var_127;
                        }
                        if (var_118) {
                            // v3 = v3 + wp.normalize((wp.normalize(v1) - (v6 - v6))) * 0.82       <L 29>
                            var_128 = wp::normalize(var_5);
                            var_129 = wp::sub(var_106, var_106);
                            var_130 = wp::sub(var_128, var_129);
                            var_131 = wp::normalize(var_130);
                            var_133 = wp::mul(var_131, var_132);
                            var_134 = wp::add(var_92, var_133);
                        }
                        if (!var_118) {
                            // elif ((tid) % 2 == 1) or ((v2 <= v0) and (v2 < v2)):               <L 30>
                            var_137 = wp::mod(var_0, var_136);
                            var_139 = (var_137 == var_138);
                            var_135 = var_139;
                            if (!var_135) {
                                var_141 = (var_8 <= var_43);
                                var_140 = var_141;
                                if (var_140) {
                                    var_142 = (var_8 < var_8);
                                    var_140 = var_140 && var_142;
                                }
                                var_135 = var_135 || var_140;
                            }
                            if (var_135) {
                                // v2 = v2 + wp.cos((wp.length(v3) - v2))                         <L 31>
                                var_143 = wp::length(var_92);
                                var_144 = wp::sub(var_143, var_8);
                                var_145 = wp::cos(var_144);
                                var_146 = wp::add(var_8, var_145);
                                // if (v0 < v2) and ((tid) % 4 == 0):                             <L 32>
                                var_148 = (var_43 < var_146);
                                var_147 = var_148;
                                if (var_147) {
                                    var_150 = wp::mod(var_0, var_149);
                                    var_152 = (var_150 == var_151);
                                    var_147 = var_147 && var_152;
                                }
                                if (var_147) {
                                    // v3 = v3 + wp.normalize(wp.cw_mul(v1, (v6 * v2))) * 0.27       <L 33>
                                    var_153 = wp::mul(var_106, var_146);
                                    var_154 = wp::cw_mul(var_5, var_153);
                                    var_155 = wp::normalize(var_154);
                                    var_157 = wp::mul(var_155, var_156);
                                    var_158 = wp::add(var_92, var_157);
                                    // v3 = v3 + wp.normalize(((v1 - v6) * (2.0 * v0))) * 0.34       <L 34>
                                    var_159 = wp::sub(var_5, var_106);
                                    var_161 = wp::mul(var_160, var_43);
                                    var_162 = wp::mul(var_159, var_161);
                                    var_163 = wp::normalize(var_162);
                                    var_165 = wp::mul(var_163, var_164);
                                    var_166 = wp::add(var_158, var_165);
                                    // v2 = v2 + wp.tanh((x0[(tid + 5) % x0.shape[0]] + wp.floor(v0)))       <L 35>
                                    var_168 = wp::add(var_0, var_167);
                                    var_169 = &(var_x0.shape);
                                    var_172 = wp::load(var_169);
                                    var_171 = wp::extract(var_172, var_170);
                                    var_173 = wp::mod(var_168, var_171);
                                    var_174 = wp::address(var_x0, var_173);
                                    var_175 = wp::floor(var_43);
                                    var_177 = wp::load(var_174);
                                    var_176 = wp::add(var_177, var_175);
                                    var_178 = wp::tanh(var_176);
                                    var_179 = wp::add(var_146, var_178);
                                }
                                if (!var_147) {
                                    // v6 = v6 + wp.normalize(((v1 - v1) + (v6 - wp.vec2(-1.0, -0.4)))) * 0.79       <L 37>
                                    var_180 = wp::sub(var_5, var_5);
                                    var_183 = wp::vec_t<2, wp::float32>(var_181, var_182);
                                    var_184 = wp::sub(var_106, var_183);
                                    var_185 = wp::add(var_180, var_184);
                                    var_186 = wp::normalize(var_185);
                                    var_188 = wp::mul(var_186, var_187);
                                    var_189 = wp::add(var_106, var_188);
                                    // v7 = wp.where(((wp.abs(tid) % 3)) % 2 == 0, x2[(tid + 2) % x2.shape[0]], float(tid))       <L 38>
                                    var_190 = wp::abs(var_0);
                                    var_192 = wp::mod(var_190, var_191);
                                    var_194 = wp::mod(var_192, var_193);
                                    var_196 = (var_194 == var_195);
                                    var_198 = wp::add(var_0, var_197);
                                    var_199 = &(var_x2.shape);
                                    var_202 = wp::load(var_199);
                                    var_201 = wp::extract(var_202, var_200);
                                    var_203 = wp::mod(var_198, var_201);
                                    var_204 = wp::address(var_x2, var_203);
                                    var_205 = wp::float(var_0);
                                    var_207 = wp::load(var_204);
                                    var_206 = wp::where(var_196, var_207, var_205);
                                }
                                var_208 = wp::where(var_147, var_179, var_146);
                                var_209 = wp::where(var_147, var_166, var_92);
                                var_210 = wp::where(var_147, var_106, var_189);
                                // if wp.acos(wp.clamp(v0, -0.9, 0.9)) < (v2 - -0.8):             <L 39>
                                var_213 = wp::clamp(var_43, var_211, var_212);
                                var_214 = wp::acos(var_213);
                                var_216 = wp::sub(var_208, var_215);
                                var_217 = (var_214 < var_216);
                                if (var_217) {
                                    // v0 = v0 + wp.cos(x2[(tid + 1) % x2.shape[0]])              <L 40>
                                    var_219 = wp::add(var_0, var_218);
                                    var_220 = &(var_x2.shape);
                                    var_223 = wp::load(var_220);
                                    var_222 = wp::extract(var_223, var_221);
                                    var_224 = wp::mod(var_219, var_222);
                                    var_225 = wp::address(var_x2, var_224);
                                    var_227 = wp::load(var_225);
                                    var_226 = wp::cos(var_227);
                                    var_228 = wp::add(var_43, var_226);
                                    // v0 = v0 + wp.tanh(v2)                                      <L 41>
                                    var_229 = wp::tanh(var_208);
                                    var_230 = wp::add(var_228, var_229);
                                }
                                if (!var_217) {
                                    // v6 = v6 + wp.normalize(v6) * 1.05                          <L 43>
                                    var_231 = wp::normalize(var_210);
                                    var_233 = wp::mul(var_231, var_232);
                                    var_234 = wp::add(var_210, var_233);
                                }
                                var_235 = wp::where(var_217, var_230, var_43);
                                var_236 = wp::where(var_217, var_210, var_234);
                            }
                            if (!var_135) {
                                // elif (v2 < v0) and (v2 <= v2):                                 <L 44>
                                var_238 = (var_8 < var_43);
                                var_237 = var_238;
                                if (var_237) {
                                    var_239 = (var_8 <= var_8);
                                    var_237 = var_237 && var_239;
                                }
                                if (var_237) {
                                    // v6 = v6 + wp.normalize(((v6 - v6) + wp.lerp(v6, v3, v0))) * 1.4       <L 45>
                                    var_240 = wp::sub(var_106, var_106);
                                    var_241 = wp::lerp(var_106, var_92, var_43);
                                    var_242 = wp::add(var_240, var_241);
                                    var_243 = wp::normalize(var_242);
                                    var_245 = wp::mul(var_243, var_244);
                                    var_246 = wp::add(var_106, var_245);
                                }
                                if (!var_237) {
                                    // v1 = v1 + wp.normalize(wp.min(wp.vec2(v2, v2), v1)) * 0.23       <L 47>
                                    var_247 = wp::vec_t<2, wp::float32>(var_8, var_8);
                                    var_248 = wp::min(var_247, var_5);
                                    var_249 = wp::normalize(var_248);
                                    var_251 = wp::mul(var_249, var_250);
                                    var_252 = wp::add(var_5, var_251);
                                    // if (v0 + v2) <= (-0.68 / (wp.abs(v0) + 1.0)):              <L 48>
                                    var_253 = wp::add(var_43, var_8);
                                    var_255 = wp::abs(var_43);
                                    var_257 = wp::add(var_255, var_256);
                                    var_258 = wp::div(var_254, var_257);
                                    var_259 = (var_253 <= var_258);
                                    if (var_259) {
                                        // v2 = v2 + wp.cos((wp.log(wp.abs(v0) + 1.0) - wp.dot(v6, v1)))       <L 49>
                                        var_260 = wp::abs(var_43);
                                        var_262 = wp::add(var_260, var_261);
                                        var_263 = wp::log(var_262);
                                        var_264 = wp::dot(var_106, var_252);
                                        var_265 = wp::sub(var_263, var_264);
                                        var_266 = wp::cos(var_265);
                                        var_267 = wp::add(var_8, var_266);
                                        // v8 = (wp.vec2(x2[(tid + 3) % x2.shape[0]], (v0 * v2)) + x1[(tid + 5) % x1.shape[0]])       <L 50>
                                        var_269 = wp::add(var_0, var_268);
                                        var_270 = &(var_x2.shape);
                                        var_273 = wp::load(var_270);
                                        var_272 = wp::extract(var_273, var_271);
                                        var_274 = wp::mod(var_269, var_272);
                                        var_275 = wp::address(var_x2, var_274);
                                        var_276 = wp::mul(var_43, var_267);
                                        var_278 = wp::load(var_275);
                                        var_277 = wp::vec_t<2, wp::float32>(var_278, var_276);
                                        var_280 = wp::add(var_0, var_279);
                                        var_281 = &(var_x1.shape);
                                        var_284 = wp::load(var_281);
                                        var_283 = wp::extract(var_284, var_282);
                                        var_285 = wp::mod(var_280, var_283);
                                        var_286 = wp::address(var_x1, var_285);
                                        var_288 = wp::load(var_286);
                                        var_287 = wp::add(var_277, var_288);
                                        // v1 = v1 + wp.normalize(wp.vec2((-1.33 + v2), wp.min(v0, v0))) * 1.38       <L 51>
                                        var_290 = wp::add(var_289, var_267);
                                        var_291 = wp::min(var_43, var_43);
                                        var_292 = wp::vec_t<2, wp::float32>(var_290, var_291);
                                        var_293 = wp::normalize(var_292);
                                        var_295 = wp::mul(var_293, var_294);
                                        var_296 = wp::add(var_252, var_295);
                                    }
                                    if (!var_259) {
                                        // elif ((wp.abs(tid) % 7)) % 4 == 1:                     <L 52>
                                        var_297 = wp::abs(var_0);
                                        var_299 = wp::mod(var_297, var_298);
                                        var_301 = wp::mod(var_299, var_300);
                                        var_303 = (var_301 == var_302);
                                        if (var_303) {
                                            // v1 = v1 + wp.normalize(v6) * 0.11                  <L 53>
                                            var_304 = wp::normalize(var_106);
                                            var_306 = wp::mul(var_304, var_305);
                                            var_307 = wp::add(var_252, var_306);
                                        }
                                        if (!var_303) {
                                            // v6 = v6 + wp.normalize(wp.min(v1, v1)) * 1.9       <L 55>
                                            var_308 = wp::min(var_252, var_252);
                                            var_309 = wp::normalize(var_308);
                                            var_311 = wp::mul(var_309, var_310);
                                            var_312 = wp::add(var_106, var_311);
                                        }
                                        var_313 = wp::where(var_303, var_307, var_252);
                                        var_314 = wp::where(var_303, var_106, var_312);
                                    }
                                    var_315 = wp::where(var_259, var_296, var_313);
                                    var_316 = wp::where(var_259, var_267, var_8);
                                    var_317 = wp::where(var_259, var_106, var_314);
                                    // if wp.cos(v0) > wp.lerp(v2, v2, 0.25):                     <L 56>
                                    var_318 = wp::cos(var_43);
                                    var_320 = wp::lerp(var_316, var_316, var_319);
                                    var_321 = (var_318 > var_320);
                                    if (var_321) {
                                        // v3 = v3 + wp.normalize((wp.cosh(wp.clamp(v2, -4.0, 4.0)) * x1[(tid + 4) % x1.shape[0]])) * 2.0       <L 57>
                                        var_324 = wp::clamp(var_316, var_322, var_323);
                                        var_325 = wp::cosh(var_324);
                                        var_327 = wp::add(var_0, var_326);
                                        var_328 = &(var_x1.shape);
                                        var_331 = wp::load(var_328);
                                        var_330 = wp::extract(var_331, var_329);
                                        var_332 = wp::mod(var_327, var_330);
                                        var_333 = wp::address(var_x1, var_332);
                                        var_335 = wp::load(var_333);
                                        var_334 = wp::mul(var_325, var_335);
                                        var_336 = wp::normalize(var_334);
                                        var_338 = wp::mul(var_336, var_337);
                                        var_339 = wp::add(var_92, var_338);
                                        // v9 = wp.lerp((wp.clamp(v2, -1.27, 1.54) * wp.normalize(v3)), ((v3 * v0) - v1), v2)       <L 58>
                                        var_342 = wp::clamp(var_316, var_340, var_341);
                                        var_343 = wp::normalize(var_339);
                                        var_344 = wp::mul(var_342, var_343);
                                        var_345 = wp::mul(var_339, var_43);
                                        var_346 = wp::sub(var_345, var_315);
                                        var_347 = wp::lerp(var_344, var_346, var_316);
                                    }
                                    if (!var_321) {
                                        // v0 = v0 + wp.tanh(v0)                                  <L 60>
                                        var_348 = wp::tanh(var_43);
                                        var_349 = wp::add(var_43, var_348);
                                    }
                                    var_350 = wp::where(var_321, var_43, var_349);
                                    var_351 = wp::where(var_321, var_339, var_92);
                                }
                                var_352 = wp::where(var_237, var_43, var_350);
                                var_353 = wp::where(var_237, var_5, var_315);
                                var_354 = wp::where(var_237, var_8, var_316);
                                var_355 = wp::where(var_237, var_92, var_351);
                                var_356 = wp::where(var_237, var_246, var_317);
                            }
                            var_357 = wp::where(var_135, var_235, var_352);
                            var_358 = wp::where(var_135, var_5, var_353);
                            var_359 = wp::where(var_135, var_208, var_354);
                            var_360 = wp::where(var_135, var_209, var_355);
                            var_361 = wp::where(var_135, var_236, var_356);
                        }
                        var_362 = wp::where(var_118, var_43, var_357);
                        var_363 = wp::where(var_118, var_5, var_358);
                        var_364 = wp::where(var_118, var_8, var_359);
                        var_365 = wp::where(var_118, var_134, var_360);
                        var_366 = wp::where(var_118, var_106, var_361);
                    }
                    var_367 = wp::where(var_110, var_43, var_362);
                    var_368 = wp::where(var_110, var_117, var_363);
                    var_369 = wp::where(var_110, var_8, var_364);
                    var_370 = wp::where(var_110, var_92, var_365);
                    var_371 = wp::where(var_110, var_106, var_366);
                }
                var_372 = wp::where(var_65, var_43, var_367);
                var_373 = wp::where(var_65, var_83, var_368);
                var_374 = wp::where(var_65, var_8, var_369);
                var_375 = wp::where(var_65, var_44, var_370);
            }
            var_376 = wp::where(var_60, var_43, var_372);
            var_377 = wp::where(var_60, var_64, var_373);
            var_378 = wp::where(var_60, var_8, var_374);
            var_379 = wp::where(var_60, var_44, var_375);
        }
        var_380 = wp::where(var_46, var_54, var_376);
        var_381 = wp::where(var_46, var_5, var_377);
        var_382 = wp::where(var_46, var_8, var_378);
        var_383 = wp::where(var_46, var_44, var_379);
        // if wp.where(v2 >= 0.51, v2, v2) < (v0 / (wp.abs(v0) + 1.0)):                           <L 61>
        var_385 = (var_382 >= var_384);
        var_386 = wp::where(var_385, var_382, var_382);
        var_387 = wp::abs(var_380);
        var_389 = wp::add(var_387, var_388);
        var_390 = wp::div(var_380, var_389);
        var_391 = (var_386 < var_390);
        if (var_391) {
            // v1 = v1 + wp.normalize(wp.normalize(v1)) * 1.81                                    <L 62>
            var_392 = wp::normalize(var_381);
            var_393 = wp::normalize(var_392);
            var_395 = wp::mul(var_393, var_394);
            var_396 = wp::add(var_381, var_395);
        }
        if (!var_391) {
            // v1 = v1 + wp.normalize(v1) * 0.15                                                  <L 64>
            var_397 = wp::normalize(var_381);
            var_399 = wp::mul(var_397, var_398);
            var_400 = wp::add(var_381, var_399);
            // if v2 > (v2 / (wp.abs(v2) + 1.0)):                                                 <L 65>
            var_401 = wp::abs(var_382);
            var_403 = wp::add(var_401, var_402);
            var_404 = wp::div(var_382, var_403);
            var_405 = (var_382 > var_404);
            if (var_405) {
                // v2 = v2 + wp.tanh((wp.acos(wp.clamp(v0, -0.9, 0.9)) + v0))                     <L 66>
                var_408 = wp::clamp(var_380, var_406, var_407);
                var_409 = wp::acos(var_408);
                var_410 = wp::add(var_409, var_380);
                var_411 = wp::tanh(var_410);
                var_412 = wp::add(var_382, var_411);
            }
            if (!var_405) {
                // v1 = v1 + wp.normalize(((v1 * v0) * wp.abs(v0))) * 1.36                        <L 68>
                var_413 = wp::mul(var_400, var_380);
                var_414 = wp::abs(var_380);
                var_415 = wp::mul(var_413, var_414);
                var_416 = wp::normalize(var_415);
                var_418 = wp::mul(var_416, var_417);
                var_419 = wp::add(var_400, var_418);
                // if ((tid) % 2 == 1) and (v0 < v2):                                             <L 69>
                var_422 = wp::mod(var_0, var_421);
                var_424 = (var_422 == var_423);
                var_420 = var_424;
                if (var_420) {
                    var_425 = (var_380 < var_382);
                    var_420 = var_420 && var_425;
                }
                if (var_420) {
                    // v1 = v1 + wp.normalize(((wp.vec2(0.22, 1.731) * 1.4) - (v0 * v3))) * 1.78       <L 70>
                    var_428 = wp::vec_t<2, wp::float32>(var_426, var_427);
                    var_430 = wp::mul(var_428, var_429);
                    var_431 = wp::mul(var_380, var_383);
                    var_432 = wp::sub(var_430, var_431);
                    var_433 = wp::normalize(var_432);
                    var_435 = wp::mul(var_433, var_434);
                    var_436 = wp::add(var_419, var_435);
                    // v10 = wp.where(v1[1] <= wp.dot(v3, v1), v2, ((v2 * v0) / (wp.abs(wp.where(v2 > v2, v2, 0.415)) + 1.0)))       <L 71>
                    var_438 = wp::extract(var_436, var_437);
                    var_439 = wp::dot(var_383, var_436);
                    var_440 = (var_438 <= var_439);
                    var_441 = wp::mul(var_382, var_380);
                    var_442 = (var_382 > var_382);
                    var_444 = wp::where(var_442, var_382, var_443);
                    var_445 = wp::abs(var_444);
                    var_447 = wp::add(var_445, var_446);
                    var_448 = wp::div(var_441, var_447);
                    var_449 = wp::where(var_440, var_382, var_448);
                    // v2 = v2 + wp.tanh(v2)                                                      <L 72>
                    var_450 = wp::tanh(var_382);
                    var_451 = wp::add(var_382, var_450);
                }
                if (!var_420) {
                    // v2 = v2 + wp.tanh(v0)                                                      <L 74>
                    var_452 = wp::tanh(var_380);
                    var_453 = wp::add(var_382, var_452);
                    // v11 = wp.where(v0 < (v0 + v2), ((v2 / (wp.abs(v0) + 1.0)) / (wp.abs(v0) + 1.0)), (v2 / (wp.abs(wp.length(v1)) + 1.0)))       <L 75>
                    var_454 = wp::add(var_380, var_453);
                    var_455 = (var_380 < var_454);
                    var_456 = wp::abs(var_380);
                    var_458 = wp::add(var_456, var_457);
                    var_459 = wp::div(var_453, var_458);
                    var_460 = wp::abs(var_380);
                    var_462 = wp::add(var_460, var_461);
                    var_463 = wp::div(var_459, var_462);
                    var_464 = wp::length(var_419);
                    var_465 = wp::abs(var_464);
                    var_467 = wp::add(var_465, var_466);
                    var_468 = wp::div(var_453, var_467);
                    var_469 = wp::where(var_455, var_463, var_468);
                    // v12 = wp.normalize((x0[(tid + 2) % x0.shape[0]] * wp.normalize(v3)))       <L 76>
                    var_471 = wp::add(var_0, var_470);
                    var_472 = &(var_x0.shape);
                    var_475 = wp::load(var_472);
                    var_474 = wp::extract(var_475, var_473);
                    var_476 = wp::mod(var_471, var_474);
                    var_477 = wp::address(var_x0, var_476);
                    var_478 = wp::normalize(var_383);
                    var_480 = wp::load(var_477);
                    var_479 = wp::mul(var_480, var_478);
                    var_481 = wp::normalize(var_479);
                }
                var_482 = wp::where(var_420, var_436, var_419);
                var_483 = wp::where(var_420, var_451, var_453);
                // if wp.dot(v3, v3) >= wp.clamp(v2, -1.84, 1.28):                                <L 77>
                var_484 = wp::dot(var_383, var_383);
                var_487 = wp::clamp(var_483, var_485, var_486);
                var_488 = (var_484 >= var_487);
                if (var_488) {
                    // v1 = v1 + wp.normalize((x0[(tid + 3) % x0.shape[0]] * v1)) * 1.69          <L 78>
                    var_490 = wp::add(var_0, var_489);
                    var_491 = &(var_x0.shape);
                    var_494 = wp::load(var_491);
                    var_493 = wp::extract(var_494, var_492);
                    var_495 = wp::mod(var_490, var_493);
                    var_496 = wp::address(var_x0, var_495);
                    var_498 = wp::load(var_496);
                    var_497 = wp::mul(var_498, var_482);
                    var_499 = wp::normalize(var_497);
                    var_501 = wp::mul(var_499, var_500);
                    var_502 = wp::add(var_482, var_501);
                    // v1 = v1 + wp.normalize(wp.cw_mul((wp.vec2(0.1, -1.66) * v2), wp.vec2(-0.8, -1.133))) * 0.14       <L 79>
                    var_505 = wp::vec_t<2, wp::float32>(var_503, var_504);
                    var_506 = wp::mul(var_505, var_483);
                    var_509 = wp::vec_t<2, wp::float32>(var_507, var_508);
                    var_510 = wp::cw_mul(var_506, var_509);
                    var_511 = wp::normalize(var_510);
                    var_513 = wp::mul(var_511, var_512);
                    var_514 = wp::add(var_502, var_513);
                    // v3 = v3 + wp.normalize(wp.vec2(wp.dot(v1, wp.vec2(-1.64, -1.58)), v3[1])) * 1.51       <L 80>
                    var_517 = wp::vec_t<2, wp::float32>(var_515, var_516);
                    var_518 = wp::dot(var_514, var_517);
                    var_520 = wp::extract(var_383, var_519);
                    var_521 = wp::vec_t<2, wp::float32>(var_518, var_520);
                    var_522 = wp::normalize(var_521);
                    var_524 = wp::mul(var_522, var_523);
                    var_525 = wp::add(var_383, var_524);
                }
                if (!var_488) {
                    // v0 = v0 + wp.cos((wp.dot(v1, v1) / (wp.abs(wp.length_sq(v1)) + 1.0)))       <L 82>
                    var_526 = wp::dot(var_482, var_482);
                    var_527 = wp::length_sq(var_482);
                    var_528 = wp::abs(var_527);
                    var_530 = wp::add(var_528, var_529);
                    var_531 = wp::div(var_526, var_530);
                    var_532 = wp::cos(var_531);
                    var_533 = wp::add(var_380, var_532);
                    // v13 = wp.max((wp.dot(wp.vec2(-0.55, 0.9), v3) - v2), float(tid))           <L 83>
                    var_536 = wp::vec_t<2, wp::float32>(var_534, var_535);
                    var_537 = wp::dot(var_536, var_383);
                    var_538 = wp::sub(var_537, var_483);
                    var_539 = wp::float(var_0);
                    var_540 = wp::max(var_538, var_539);
                }
                var_541 = wp::where(var_488, var_380, var_533);
                var_542 = wp::where(var_488, var_514, var_482);
                var_543 = wp::where(var_488, var_525, var_383);
            }
            var_544 = wp::where(var_405, var_380, var_541);
            var_545 = wp::where(var_405, var_400, var_542);
            var_546 = wp::where(var_405, var_412, var_483);
            var_547 = wp::where(var_405, var_383, var_543);
        }
        var_548 = wp::where(var_391, var_380, var_544);
        var_549 = wp::where(var_391, var_396, var_545);
        var_550 = wp::where(var_391, var_382, var_546);
        var_551 = wp::where(var_391, var_383, var_547);
        // v14 = wp.where(wp.where(v0 <= v0, v0, 0.1) > x2[(tid + 2) % x2.shape[0]], v0, (wp.length(v1) - wp.abs(v0)))       <L 84>
        var_552 = (var_548 <= var_548);
        var_554 = wp::where(var_552, var_548, var_553);
        var_556 = wp::add(var_0, var_555);
        var_557 = &(var_x2.shape);
        var_560 = wp::load(var_557);
        var_559 = wp::extract(var_560, var_558);
        var_561 = wp::mod(var_556, var_559);
        var_562 = wp::address(var_x2, var_561);
        var_564 = wp::load(var_562);
        var_563 = (var_554 > var_564);
        var_565 = wp::length(var_549);
        var_566 = wp::abs(var_548);
        var_567 = wp::sub(var_565, var_566);
        var_568 = wp::where(var_563, var_548, var_567);
        // out0[tid] = v0 + v2 + v14 + wp.radians(x2[(tid + 1) % x2.shape[0]]) * 0.43             <L 85>
        var_569 = wp::add(var_548, var_550);
        var_570 = wp::add(var_569, var_568);
        var_572 = wp::add(var_0, var_571);
        var_573 = &(var_x2.shape);
        var_576 = wp::load(var_573);
        var_575 = wp::extract(var_576, var_574);
        var_577 = wp::mod(var_572, var_575);
        var_578 = wp::address(var_x2, var_577);
        var_580 = wp::load(var_578);
        var_579 = wp::radians(var_580);
        var_582 = wp::mul(var_579, var_581);
        var_583 = wp::add(var_570, var_582);
        // wp::array_store(var_out0, var_0, var_583);
        // out1[tid] = v0 + v2 + v14 + v2 * 0.12                                                  <L 86>
        var_584 = wp::add(var_548, var_550);
        var_585 = wp::add(var_584, var_568);
        var_587 = wp::mul(var_550, var_586);
        var_588 = wp::add(var_585, var_587);
        // wp::array_store(var_out1, var_0, var_588);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_588, adj_out1, adj_0, adj_588);
        wp::adj_add(var_585, var_587, adj_585, adj_587, adj_588);
        wp::adj_mul(var_550, var_586, adj_550, adj_586, adj_587);
        wp::adj_add(var_584, var_568, adj_584, adj_568, adj_585);
        wp::adj_add(var_548, var_550, adj_548, adj_550, adj_584);
        // adj: out1[tid] = v0 + v2 + v14 + v2 * 0.12                                             <L 86>
        wp::adj_array_store(var_out0, var_0, var_583, adj_out0, adj_0, adj_583);
        wp::adj_add(var_570, var_582, adj_570, adj_582, adj_583);
        wp::adj_mul(var_579, var_581, adj_579, adj_581, adj_582);
        wp::adj_radians(var_580, adj_578, adj_579);
        wp::adj_address(var_x2, var_577, adj_x2, adj_577, adj_578);
        wp::adj_mod(var_572, var_575, adj_572, adj_575, adj_577);
        adj_x2.shape = adj_573;
        wp::adj_add(var_0, var_571, adj_0, adj_571, adj_572);
        wp::adj_add(var_569, var_568, adj_569, adj_568, adj_570);
        wp::adj_add(var_548, var_550, adj_548, adj_550, adj_569);
        // adj: out0[tid] = v0 + v2 + v14 + wp.radians(x2[(tid + 1) % x2.shape[0]]) * 0.43        <L 85>
        wp::adj_where(var_563, var_548, var_567, adj_563, adj_548, adj_567, adj_568);
        wp::adj_sub(var_565, var_566, adj_565, adj_566, adj_567);
        wp::adj_abs(var_548, adj_548, adj_566);
        wp::adj_length(var_549, var_565, adj_549, adj_565);
        wp::adj_address(var_x2, var_561, adj_x2, adj_561, adj_562);
        wp::adj_mod(var_556, var_559, adj_556, adj_559, adj_561);
        adj_x2.shape = adj_557;
        wp::adj_add(var_0, var_555, adj_0, adj_555, adj_556);
        wp::adj_where(var_552, var_548, var_553, adj_552, adj_548, adj_553, adj_554);
        // adj: v14 = wp.where(wp.where(v0 <= v0, v0, 0.1) > x2[(tid + 2) % x2.shape[0]], v0, (wp.length(v1) - wp.abs(v0)))  <L 84>
        wp::adj_where(var_391, var_383, var_547, adj_391, adj_383, adj_547, adj_551);
        wp::adj_where(var_391, var_382, var_546, adj_391, adj_382, adj_546, adj_550);
        wp::adj_where(var_391, var_396, var_545, adj_391, adj_396, adj_545, adj_549);
        wp::adj_where(var_391, var_380, var_544, adj_391, adj_380, adj_544, adj_548);
        if (!var_391) {
            wp::adj_where(var_405, var_383, var_543, adj_405, adj_383, adj_543, adj_547);
            wp::adj_where(var_405, var_412, var_483, adj_405, adj_412, adj_483, adj_546);
            wp::adj_where(var_405, var_400, var_542, adj_405, adj_400, adj_542, adj_545);
            wp::adj_where(var_405, var_380, var_541, adj_405, adj_380, adj_541, adj_544);
            if (!var_405) {
                wp::adj_where(var_488, var_525, var_383, adj_488, adj_525, adj_383, adj_543);
                wp::adj_where(var_488, var_514, var_482, adj_488, adj_514, adj_482, adj_542);
                wp::adj_where(var_488, var_380, var_533, adj_488, adj_380, adj_533, adj_541);
                if (!var_488) {
                    wp::adj_max(var_538, var_539, adj_538, adj_539, adj_540);
                    wp::adj_float(var_0, adj_0, adj_539);
                    wp::adj_sub(var_537, var_483, adj_537, adj_483, adj_538);
                    wp::adj_dot(var_536, var_383, adj_536, adj_383, adj_537);
                    wp::adj_vec_t(var_534, var_535, adj_534, adj_535, adj_536);
                    // adj: v13 = wp.max((wp.dot(wp.vec2(-0.55, 0.9), v3) - v2), float(tid))      <L 83>
                    wp::adj_add(var_380, var_532, adj_380, adj_532, adj_533);
                    wp::adj_cos(var_531, adj_531, adj_532);
                    wp::adj_div(var_526, var_530, var_531, adj_526, adj_530, adj_531);
                    wp::adj_add(var_528, var_529, adj_528, adj_529, adj_530);
                    wp::adj_abs(var_527, adj_527, adj_528);
                    wp::adj_length_sq(var_482, adj_482, adj_527);
                    wp::adj_dot(var_482, var_482, adj_482, adj_482, adj_526);
                    // adj: v0 = v0 + wp.cos((wp.dot(v1, v1) / (wp.abs(wp.length_sq(v1)) + 1.0)))  <L 82>
                }
                if (var_488) {
                    wp::adj_add(var_383, var_524, adj_383, adj_524, adj_525);
                    wp::adj_mul(var_522, var_523, adj_522, adj_523, adj_524);
                    wp::adj_normalize(var_521, var_522, adj_521, adj_522);
                    wp::adj_vec_t(var_518, var_520, adj_518, adj_520, adj_521);
                    wp::adj_extract(var_383, var_519, adj_383, adj_519, adj_520);
                    wp::adj_dot(var_514, var_517, adj_514, adj_517, adj_518);
                    wp::adj_vec_t(var_515, var_516, adj_515, adj_516, adj_517);
                    // adj: v3 = v3 + wp.normalize(wp.vec2(wp.dot(v1, wp.vec2(-1.64, -1.58)), v3[1])) * 1.51  <L 80>
                    wp::adj_add(var_502, var_513, adj_502, adj_513, adj_514);
                    wp::adj_mul(var_511, var_512, adj_511, adj_512, adj_513);
                    wp::adj_normalize(var_510, var_511, adj_510, adj_511);
                    wp::adj_cw_mul(var_506, var_509, adj_506, adj_509, adj_510);
                    wp::adj_vec_t(var_507, var_508, adj_507, adj_508, adj_509);
                    wp::adj_mul(var_505, var_483, adj_505, adj_483, adj_506);
                    wp::adj_vec_t(var_503, var_504, adj_503, adj_504, adj_505);
                    // adj: v1 = v1 + wp.normalize(wp.cw_mul((wp.vec2(0.1, -1.66) * v2), wp.vec2(-0.8, -1.133))) * 0.14  <L 79>
                    wp::adj_add(var_482, var_501, adj_482, adj_501, adj_502);
                    wp::adj_mul(var_499, var_500, adj_499, adj_500, adj_501);
                    wp::adj_normalize(var_497, var_499, adj_497, adj_499);
                    wp::adj_mul(var_498, var_482, adj_496, adj_482, adj_497);
                    wp::adj_address(var_x0, var_495, adj_x0, adj_495, adj_496);
                    wp::adj_mod(var_490, var_493, adj_490, adj_493, adj_495);
                    adj_x0.shape = adj_491;
                    wp::adj_add(var_0, var_489, adj_0, adj_489, adj_490);
                    // adj: v1 = v1 + wp.normalize((x0[(tid + 3) % x0.shape[0]] * v1)) * 1.69     <L 78>
                }
                wp::adj_clamp(var_483, var_485, var_486, adj_483, adj_485, adj_486, adj_487);
                wp::adj_dot(var_383, var_383, adj_383, adj_383, adj_484);
                // adj: if wp.dot(v3, v3) >= wp.clamp(v2, -1.84, 1.28):                           <L 77>
                wp::adj_where(var_420, var_451, var_453, adj_420, adj_451, adj_453, adj_483);
                wp::adj_where(var_420, var_436, var_419, adj_420, adj_436, adj_419, adj_482);
                if (!var_420) {
                    wp::adj_normalize(var_479, var_481, adj_479, adj_481);
                    wp::adj_mul(var_480, var_478, adj_477, adj_478, adj_479);
                    wp::adj_normalize(var_383, var_478, adj_383, adj_478);
                    wp::adj_address(var_x0, var_476, adj_x0, adj_476, adj_477);
                    wp::adj_mod(var_471, var_474, adj_471, adj_474, adj_476);
                    adj_x0.shape = adj_472;
                    wp::adj_add(var_0, var_470, adj_0, adj_470, adj_471);
                    // adj: v12 = wp.normalize((x0[(tid + 2) % x0.shape[0]] * wp.normalize(v3)))  <L 76>
                    wp::adj_where(var_455, var_463, var_468, adj_455, adj_463, adj_468, adj_469);
                    wp::adj_div(var_453, var_467, var_468, adj_453, adj_467, adj_468);
                    wp::adj_add(var_465, var_466, adj_465, adj_466, adj_467);
                    wp::adj_abs(var_464, adj_464, adj_465);
                    wp::adj_length(var_419, var_464, adj_419, adj_464);
                    wp::adj_div(var_459, var_462, var_463, adj_459, adj_462, adj_463);
                    wp::adj_add(var_460, var_461, adj_460, adj_461, adj_462);
                    wp::adj_abs(var_380, adj_380, adj_460);
                    wp::adj_div(var_453, var_458, var_459, adj_453, adj_458, adj_459);
                    wp::adj_add(var_456, var_457, adj_456, adj_457, adj_458);
                    wp::adj_abs(var_380, adj_380, adj_456);
                    wp::adj_add(var_380, var_453, adj_380, adj_453, adj_454);
                    // adj: v11 = wp.where(v0 < (v0 + v2), ((v2 / (wp.abs(v0) + 1.0)) / (wp.abs(v0) + 1.0)), (v2 / (wp.abs(wp.length(v1)) + 1.0)))  <L 75>
                    wp::adj_add(var_382, var_452, adj_382, adj_452, adj_453);
                    wp::adj_tanh(var_380, var_452, adj_380, adj_452);
                    // adj: v2 = v2 + wp.tanh(v0)                                                 <L 74>
                }
                if (var_420) {
                    wp::adj_add(var_382, var_450, adj_382, adj_450, adj_451);
                    wp::adj_tanh(var_382, var_450, adj_382, adj_450);
                    // adj: v2 = v2 + wp.tanh(v2)                                                 <L 72>
                    wp::adj_where(var_440, var_382, var_448, adj_440, adj_382, adj_448, adj_449);
                    wp::adj_div(var_441, var_447, var_448, adj_441, adj_447, adj_448);
                    wp::adj_add(var_445, var_446, adj_445, adj_446, adj_447);
                    wp::adj_abs(var_444, adj_444, adj_445);
                    wp::adj_where(var_442, var_382, var_443, adj_442, adj_382, adj_443, adj_444);
                    wp::adj_mul(var_382, var_380, adj_382, adj_380, adj_441);
                    wp::adj_dot(var_383, var_436, adj_383, adj_436, adj_439);
                    wp::adj_extract(var_436, var_437, adj_436, adj_437, adj_438);
                    // adj: v10 = wp.where(v1[1] <= wp.dot(v3, v1), v2, ((v2 * v0) / (wp.abs(wp.where(v2 > v2, v2, 0.415)) + 1.0)))  <L 71>
                    wp::adj_add(var_419, var_435, adj_419, adj_435, adj_436);
                    wp::adj_mul(var_433, var_434, adj_433, adj_434, adj_435);
                    wp::adj_normalize(var_432, var_433, adj_432, adj_433);
                    wp::adj_sub(var_430, var_431, adj_430, adj_431, adj_432);
                    wp::adj_mul(var_380, var_383, adj_380, adj_383, adj_431);
                    wp::adj_mul(var_428, var_429, adj_428, adj_429, adj_430);
                    wp::adj_vec_t(var_426, var_427, adj_426, adj_427, adj_428);
                    // adj: v1 = v1 + wp.normalize(((wp.vec2(0.22, 1.731) * 1.4) - (v0 * v3))) * 1.78  <L 70>
                }
                if (var_420) {
                }
                wp::adj_mod(var_0, var_421, adj_0, adj_421, adj_422);
                // adj: if ((tid) % 2 == 1) and (v0 < v2):                                        <L 69>
                wp::adj_add(var_400, var_418, adj_400, adj_418, adj_419);
                wp::adj_mul(var_416, var_417, adj_416, adj_417, adj_418);
                wp::adj_normalize(var_415, var_416, adj_415, adj_416);
                wp::adj_mul(var_413, var_414, adj_413, adj_414, adj_415);
                wp::adj_abs(var_380, adj_380, adj_414);
                wp::adj_mul(var_400, var_380, adj_400, adj_380, adj_413);
                // adj: v1 = v1 + wp.normalize(((v1 * v0) * wp.abs(v0))) * 1.36                   <L 68>
            }
            if (var_405) {
                wp::adj_add(var_382, var_411, adj_382, adj_411, adj_412);
                wp::adj_tanh(var_410, var_411, adj_410, adj_411);
                wp::adj_add(var_409, var_380, adj_409, adj_380, adj_410);
                wp::adj_acos(var_408, adj_408, adj_409);
                wp::adj_clamp(var_380, var_406, var_407, adj_380, adj_406, adj_407, adj_408);
                // adj: v2 = v2 + wp.tanh((wp.acos(wp.clamp(v0, -0.9, 0.9)) + v0))                <L 66>
            }
            wp::adj_div(var_382, var_403, var_404, adj_382, adj_403, adj_404);
            wp::adj_add(var_401, var_402, adj_401, adj_402, adj_403);
            wp::adj_abs(var_382, adj_382, adj_401);
            // adj: if v2 > (v2 / (wp.abs(v2) + 1.0)):                                            <L 65>
            wp::adj_add(var_381, var_399, adj_381, adj_399, adj_400);
            wp::adj_mul(var_397, var_398, adj_397, adj_398, adj_399);
            wp::adj_normalize(var_381, var_397, adj_381, adj_397);
            // adj: v1 = v1 + wp.normalize(v1) * 0.15                                             <L 64>
        }
        if (var_391) {
            wp::adj_add(var_381, var_395, adj_381, adj_395, adj_396);
            wp::adj_mul(var_393, var_394, adj_393, adj_394, adj_395);
            wp::adj_normalize(var_392, var_393, adj_392, adj_393);
            wp::adj_normalize(var_381, var_392, adj_381, adj_392);
            // adj: v1 = v1 + wp.normalize(wp.normalize(v1)) * 1.81                               <L 62>
        }
        wp::adj_div(var_380, var_389, var_390, adj_380, adj_389, adj_390);
        wp::adj_add(var_387, var_388, adj_387, adj_388, adj_389);
        wp::adj_abs(var_380, adj_380, adj_387);
        wp::adj_where(var_385, var_382, var_382, adj_385, adj_382, adj_382, adj_386);
        // adj: if wp.where(v2 >= 0.51, v2, v2) < (v0 / (wp.abs(v0) + 1.0)):                      <L 61>
        wp::adj_where(var_46, var_44, var_379, adj_46, adj_44, adj_379, adj_383);
        wp::adj_where(var_46, var_8, var_378, adj_46, adj_8, adj_378, adj_382);
        wp::adj_where(var_46, var_5, var_377, adj_46, adj_5, adj_377, adj_381);
        wp::adj_where(var_46, var_54, var_376, adj_46, adj_54, adj_376, adj_380);
        if (!var_46) {
            wp::adj_where(var_60, var_44, var_375, adj_60, adj_44, adj_375, adj_379);
            wp::adj_where(var_60, var_8, var_374, adj_60, adj_8, adj_374, adj_378);
            wp::adj_where(var_60, var_64, var_373, adj_60, adj_64, adj_373, adj_377);
            wp::adj_where(var_60, var_43, var_372, adj_60, adj_43, adj_372, adj_376);
            if (!var_60) {
                wp::adj_where(var_65, var_44, var_370, adj_65, adj_44, adj_370, adj_375);
                wp::adj_where(var_65, var_8, var_369, adj_65, adj_8, adj_369, adj_374);
                wp::adj_where(var_65, var_83, var_368, adj_65, adj_83, adj_368, adj_373);
                wp::adj_where(var_65, var_43, var_367, adj_65, adj_43, adj_367, adj_372);
                if (!var_65) {
                    wp::adj_where(var_110, var_106, var_366, adj_110, adj_106, adj_366, adj_371);
                    wp::adj_where(var_110, var_92, var_365, adj_110, adj_92, adj_365, adj_370);
                    wp::adj_where(var_110, var_8, var_364, adj_110, adj_8, adj_364, adj_369);
                    wp::adj_where(var_110, var_117, var_363, adj_110, adj_117, adj_363, adj_368);
                    wp::adj_where(var_110, var_43, var_362, adj_110, adj_43, adj_362, adj_367);
                    if (!var_110) {
                        wp::adj_where(var_118, var_106, var_361, adj_118, adj_106, adj_361, adj_366);
                        wp::adj_where(var_118, var_134, var_360, adj_118, adj_134, adj_360, adj_365);
                        wp::adj_where(var_118, var_8, var_359, adj_118, adj_8, adj_359, adj_364);
                        wp::adj_where(var_118, var_5, var_358, adj_118, adj_5, adj_358, adj_363);
                        wp::adj_where(var_118, var_43, var_357, adj_118, adj_43, adj_357, adj_362);
                        if (!var_118) {
                            wp::adj_where(var_135, var_236, var_356, adj_135, adj_236, adj_356, adj_361);
                            wp::adj_where(var_135, var_209, var_355, adj_135, adj_209, adj_355, adj_360);
                            wp::adj_where(var_135, var_208, var_354, adj_135, adj_208, adj_354, adj_359);
                            wp::adj_where(var_135, var_5, var_353, adj_135, adj_5, adj_353, adj_358);
                            wp::adj_where(var_135, var_235, var_352, adj_135, adj_235, adj_352, adj_357);
                            if (!var_135) {
                                wp::adj_where(var_237, var_246, var_317, adj_237, adj_246, adj_317, adj_356);
                                wp::adj_where(var_237, var_92, var_351, adj_237, adj_92, adj_351, adj_355);
                                wp::adj_where(var_237, var_8, var_316, adj_237, adj_8, adj_316, adj_354);
                                wp::adj_where(var_237, var_5, var_315, adj_237, adj_5, adj_315, adj_353);
                                wp::adj_where(var_237, var_43, var_350, adj_237, adj_43, adj_350, adj_352);
                                if (!var_237) {
                                    wp::adj_where(var_321, var_339, var_92, adj_321, adj_339, adj_92, adj_351);
                                    wp::adj_where(var_321, var_43, var_349, adj_321, adj_43, adj_349, adj_350);
                                    if (!var_321) {
                                        wp::adj_add(var_43, var_348, adj_43, adj_348, adj_349);
                                        wp::adj_tanh(var_43, var_348, adj_43, adj_348);
                                        // adj: v0 = v0 + wp.tanh(v0)                             <L 60>
                                    }
                                    if (var_321) {
                                        wp::adj_lerp(var_344, var_346, var_316, adj_344, adj_346, adj_316, adj_347);
                                        wp::adj_sub(var_345, var_315, adj_345, adj_315, adj_346);
                                        wp::adj_mul(var_339, var_43, adj_339, adj_43, adj_345);
                                        wp::adj_mul(var_342, var_343, adj_342, adj_343, adj_344);
                                        wp::adj_normalize(var_339, var_343, adj_339, adj_343);
                                        wp::adj_clamp(var_316, var_340, var_341, adj_316, adj_340, adj_341, adj_342);
                                        // adj: v9 = wp.lerp((wp.clamp(v2, -1.27, 1.54) * wp.normalize(v3)), ((v3 * v0) - v1), v2)  <L 58>
                                        wp::adj_add(var_92, var_338, adj_92, adj_338, adj_339);
                                        wp::adj_mul(var_336, var_337, adj_336, adj_337, adj_338);
                                        wp::adj_normalize(var_334, var_336, adj_334, adj_336);
                                        wp::adj_mul(var_325, var_335, adj_325, adj_333, adj_334);
                                        wp::adj_address(var_x1, var_332, adj_x1, adj_332, adj_333);
                                        wp::adj_mod(var_327, var_330, adj_327, adj_330, adj_332);
                                        adj_x1.shape = adj_328;
                                        wp::adj_add(var_0, var_326, adj_0, adj_326, adj_327);
                                        wp::adj_cosh(var_324, adj_324, adj_325);
                                        wp::adj_clamp(var_316, var_322, var_323, adj_316, adj_322, adj_323, adj_324);
                                        // adj: v3 = v3 + wp.normalize((wp.cosh(wp.clamp(v2, -4.0, 4.0)) * x1[(tid + 4) % x1.shape[0]])) * 2.0  <L 57>
                                    }
                                    wp::adj_lerp(var_316, var_316, var_319, adj_316, adj_316, adj_319, adj_320);
                                    wp::adj_cos(var_43, adj_43, adj_318);
                                    // adj: if wp.cos(v0) > wp.lerp(v2, v2, 0.25):                <L 56>
                                    wp::adj_where(var_259, var_106, var_314, adj_259, adj_106, adj_314, adj_317);
                                    wp::adj_where(var_259, var_267, var_8, adj_259, adj_267, adj_8, adj_316);
                                    wp::adj_where(var_259, var_296, var_313, adj_259, adj_296, adj_313, adj_315);
                                    if (!var_259) {
                                        wp::adj_where(var_303, var_106, var_312, adj_303, adj_106, adj_312, adj_314);
                                        wp::adj_where(var_303, var_307, var_252, adj_303, adj_307, adj_252, adj_313);
                                        if (!var_303) {
                                            wp::adj_add(var_106, var_311, adj_106, adj_311, adj_312);
                                            wp::adj_mul(var_309, var_310, adj_309, adj_310, adj_311);
                                            wp::adj_normalize(var_308, var_309, adj_308, adj_309);
                                            wp::adj_min(var_252, var_252, adj_252, adj_252, adj_308);
                                            // adj: v6 = v6 + wp.normalize(wp.min(v1, v1)) * 1.9  <L 55>
                                        }
                                        if (var_303) {
                                            wp::adj_add(var_252, var_306, adj_252, adj_306, adj_307);
                                            wp::adj_mul(var_304, var_305, adj_304, adj_305, adj_306);
                                            wp::adj_normalize(var_106, var_304, adj_106, adj_304);
                                            // adj: v1 = v1 + wp.normalize(v6) * 0.11             <L 53>
                                        }
                                        wp::adj_mod(var_299, var_300, adj_299, adj_300, adj_301);
                                        wp::adj_mod(var_297, var_298, adj_297, adj_298, adj_299);
                                        wp::adj_abs(var_0, adj_0, adj_297);
                                        // adj: elif ((wp.abs(tid) % 7)) % 4 == 1:                <L 52>
                                    }
                                    if (var_259) {
                                        wp::adj_add(var_252, var_295, adj_252, adj_295, adj_296);
                                        wp::adj_mul(var_293, var_294, adj_293, adj_294, adj_295);
                                        wp::adj_normalize(var_292, var_293, adj_292, adj_293);
                                        wp::adj_vec_t(var_290, var_291, adj_290, adj_291, adj_292);
                                        wp::adj_min(var_43, var_43, adj_43, adj_43, adj_291);
                                        wp::adj_add(var_289, var_267, adj_289, adj_267, adj_290);
                                        // adj: v1 = v1 + wp.normalize(wp.vec2((-1.33 + v2), wp.min(v0, v0))) * 1.38  <L 51>
                                        wp::adj_add(var_277, var_288, adj_277, adj_286, adj_287);
                                        wp::adj_address(var_x1, var_285, adj_x1, adj_285, adj_286);
                                        wp::adj_mod(var_280, var_283, adj_280, adj_283, adj_285);
                                        adj_x1.shape = adj_281;
                                        wp::adj_add(var_0, var_279, adj_0, adj_279, adj_280);
                                        wp::adj_vec_t(var_278, var_276, adj_275, adj_276, adj_277);
                                        wp::adj_mul(var_43, var_267, adj_43, adj_267, adj_276);
                                        wp::adj_address(var_x2, var_274, adj_x2, adj_274, adj_275);
                                        wp::adj_mod(var_269, var_272, adj_269, adj_272, adj_274);
                                        adj_x2.shape = adj_270;
                                        wp::adj_add(var_0, var_268, adj_0, adj_268, adj_269);
                                        // adj: v8 = (wp.vec2(x2[(tid + 3) % x2.shape[0]], (v0 * v2)) + x1[(tid + 5) % x1.shape[0]])  <L 50>
                                        wp::adj_add(var_8, var_266, adj_8, adj_266, adj_267);
                                        wp::adj_cos(var_265, adj_265, adj_266);
                                        wp::adj_sub(var_263, var_264, adj_263, adj_264, adj_265);
                                        wp::adj_dot(var_106, var_252, adj_106, adj_252, adj_264);
                                        wp::adj_log(var_262, adj_262, adj_263);
                                        wp::adj_add(var_260, var_261, adj_260, adj_261, adj_262);
                                        wp::adj_abs(var_43, adj_43, adj_260);
                                        // adj: v2 = v2 + wp.cos((wp.log(wp.abs(v0) + 1.0) - wp.dot(v6, v1)))  <L 49>
                                    }
                                    wp::adj_div(var_254, var_257, var_258, adj_254, adj_257, adj_258);
                                    wp::adj_add(var_255, var_256, adj_255, adj_256, adj_257);
                                    wp::adj_abs(var_43, adj_43, adj_255);
                                    wp::adj_add(var_43, var_8, adj_43, adj_8, adj_253);
                                    // adj: if (v0 + v2) <= (-0.68 / (wp.abs(v0) + 1.0)):         <L 48>
                                    wp::adj_add(var_5, var_251, adj_5, adj_251, adj_252);
                                    wp::adj_mul(var_249, var_250, adj_249, adj_250, adj_251);
                                    wp::adj_normalize(var_248, var_249, adj_248, adj_249);
                                    wp::adj_min(var_247, var_5, adj_247, adj_5, adj_248);
                                    wp::adj_vec_t(var_8, var_8, adj_8, adj_8, adj_247);
                                    // adj: v1 = v1 + wp.normalize(wp.min(wp.vec2(v2, v2), v1)) * 0.23  <L 47>
                                }
                                if (var_237) {
                                    wp::adj_add(var_106, var_245, adj_106, adj_245, adj_246);
                                    wp::adj_mul(var_243, var_244, adj_243, adj_244, adj_245);
                                    wp::adj_normalize(var_242, var_243, adj_242, adj_243);
                                    wp::adj_add(var_240, var_241, adj_240, adj_241, adj_242);
                                    wp::adj_lerp(var_106, var_92, var_43, adj_106, adj_92, adj_43, adj_241);
                                    wp::adj_sub(var_106, var_106, adj_106, adj_106, adj_240);
                                    // adj: v6 = v6 + wp.normalize(((v6 - v6) + wp.lerp(v6, v3, v0))) * 1.4  <L 45>
                                }
                                if (var_237) {
                                }
                                // adj: elif (v2 < v0) and (v2 <= v2):                            <L 44>
                            }
                            if (var_135) {
                                wp::adj_where(var_217, var_210, var_234, adj_217, adj_210, adj_234, adj_236);
                                wp::adj_where(var_217, var_230, var_43, adj_217, adj_230, adj_43, adj_235);
                                if (!var_217) {
                                    wp::adj_add(var_210, var_233, adj_210, adj_233, adj_234);
                                    wp::adj_mul(var_231, var_232, adj_231, adj_232, adj_233);
                                    wp::adj_normalize(var_210, var_231, adj_210, adj_231);
                                    // adj: v6 = v6 + wp.normalize(v6) * 1.05                     <L 43>
                                }
                                if (var_217) {
                                    wp::adj_add(var_228, var_229, adj_228, adj_229, adj_230);
                                    wp::adj_tanh(var_208, var_229, adj_208, adj_229);
                                    // adj: v0 = v0 + wp.tanh(v2)                                 <L 41>
                                    wp::adj_add(var_43, var_226, adj_43, adj_226, adj_228);
                                    wp::adj_cos(var_227, adj_225, adj_226);
                                    wp::adj_address(var_x2, var_224, adj_x2, adj_224, adj_225);
                                    wp::adj_mod(var_219, var_222, adj_219, adj_222, adj_224);
                                    adj_x2.shape = adj_220;
                                    wp::adj_add(var_0, var_218, adj_0, adj_218, adj_219);
                                    // adj: v0 = v0 + wp.cos(x2[(tid + 1) % x2.shape[0]])         <L 40>
                                }
                                wp::adj_sub(var_208, var_215, adj_208, adj_215, adj_216);
                                wp::adj_acos(var_213, adj_213, adj_214);
                                wp::adj_clamp(var_43, var_211, var_212, adj_43, adj_211, adj_212, adj_213);
                                // adj: if wp.acos(wp.clamp(v0, -0.9, 0.9)) < (v2 - -0.8):        <L 39>
                                wp::adj_where(var_147, var_106, var_189, adj_147, adj_106, adj_189, adj_210);
                                wp::adj_where(var_147, var_166, var_92, adj_147, adj_166, adj_92, adj_209);
                                wp::adj_where(var_147, var_179, var_146, adj_147, adj_179, adj_146, adj_208);
                                if (!var_147) {
                                    wp::adj_where(var_196, var_207, var_205, adj_196, adj_204, adj_205, adj_206);
                                    wp::adj_float(var_0, adj_0, adj_205);
                                    wp::adj_address(var_x2, var_203, adj_x2, adj_203, adj_204);
                                    wp::adj_mod(var_198, var_201, adj_198, adj_201, adj_203);
                                    adj_x2.shape = adj_199;
                                    wp::adj_add(var_0, var_197, adj_0, adj_197, adj_198);
                                    wp::adj_mod(var_192, var_193, adj_192, adj_193, adj_194);
                                    wp::adj_mod(var_190, var_191, adj_190, adj_191, adj_192);
                                    wp::adj_abs(var_0, adj_0, adj_190);
                                    // adj: v7 = wp.where(((wp.abs(tid) % 3)) % 2 == 0, x2[(tid + 2) % x2.shape[0]], float(tid))  <L 38>
                                    wp::adj_add(var_106, var_188, adj_106, adj_188, adj_189);
                                    wp::adj_mul(var_186, var_187, adj_186, adj_187, adj_188);
                                    wp::adj_normalize(var_185, var_186, adj_185, adj_186);
                                    wp::adj_add(var_180, var_184, adj_180, adj_184, adj_185);
                                    wp::adj_sub(var_106, var_183, adj_106, adj_183, adj_184);
                                    wp::adj_vec_t(var_181, var_182, adj_181, adj_182, adj_183);
                                    wp::adj_sub(var_5, var_5, adj_5, adj_5, adj_180);
                                    // adj: v6 = v6 + wp.normalize(((v1 - v1) + (v6 - wp.vec2(-1.0, -0.4)))) * 0.79  <L 37>
                                }
                                if (var_147) {
                                    wp::adj_add(var_146, var_178, adj_146, adj_178, adj_179);
                                    wp::adj_tanh(var_176, var_178, adj_176, adj_178);
                                    wp::adj_add(var_177, var_175, adj_174, adj_175, adj_176);
                                    wp::adj_address(var_x0, var_173, adj_x0, adj_173, adj_174);
                                    wp::adj_mod(var_168, var_171, adj_168, adj_171, adj_173);
                                    adj_x0.shape = adj_169;
                                    wp::adj_add(var_0, var_167, adj_0, adj_167, adj_168);
                                    // adj: v2 = v2 + wp.tanh((x0[(tid + 5) % x0.shape[0]] + wp.floor(v0)))  <L 35>
                                    wp::adj_add(var_158, var_165, adj_158, adj_165, adj_166);
                                    wp::adj_mul(var_163, var_164, adj_163, adj_164, adj_165);
                                    wp::adj_normalize(var_162, var_163, adj_162, adj_163);
                                    wp::adj_mul(var_159, var_161, adj_159, adj_161, adj_162);
                                    wp::adj_mul(var_160, var_43, adj_160, adj_43, adj_161);
                                    wp::adj_sub(var_5, var_106, adj_5, adj_106, adj_159);
                                    // adj: v3 = v3 + wp.normalize(((v1 - v6) * (2.0 * v0))) * 0.34  <L 34>
                                    wp::adj_add(var_92, var_157, adj_92, adj_157, adj_158);
                                    wp::adj_mul(var_155, var_156, adj_155, adj_156, adj_157);
                                    wp::adj_normalize(var_154, var_155, adj_154, adj_155);
                                    wp::adj_cw_mul(var_5, var_153, adj_5, adj_153, adj_154);
                                    wp::adj_mul(var_106, var_146, adj_106, adj_146, adj_153);
                                    // adj: v3 = v3 + wp.normalize(wp.cw_mul(v1, (v6 * v2))) * 0.27  <L 33>
                                }
                                if (var_147) {
                                    wp::adj_mod(var_0, var_149, adj_0, adj_149, adj_150);
                                }
                                // adj: if (v0 < v2) and ((tid) % 4 == 0):                        <L 32>
                                wp::adj_add(var_8, var_145, adj_8, adj_145, adj_146);
                                wp::adj_cos(var_144, adj_144, adj_145);
                                wp::adj_sub(var_143, var_8, adj_143, adj_8, adj_144);
                                wp::adj_length(var_92, var_143, adj_92, adj_143);
                                // adj: v2 = v2 + wp.cos((wp.length(v3) - v2))                    <L 31>
                            }
                            if (!var_135) {
                                if (var_140) {
                                }
                            }
                            wp::adj_mod(var_0, var_136, adj_0, adj_136, adj_137);
                            // adj: elif ((tid) % 2 == 1) or ((v2 <= v0) and (v2 < v2)):          <L 30>
                        }
                        if (var_118) {
                            wp::adj_add(var_92, var_133, adj_92, adj_133, adj_134);
                            wp::adj_mul(var_131, var_132, adj_131, adj_132, adj_133);
                            wp::adj_normalize(var_130, var_131, adj_130, adj_131);
                            wp::adj_sub(var_128, var_129, adj_128, adj_129, adj_130);
                            wp::adj_sub(var_106, var_106, adj_106, adj_106, adj_129);
                            wp::adj_normalize(var_5, var_128, adj_5, adj_128);
                            // adj: v3 = v3 + wp.normalize((wp.normalize(v1) - (v6 - v6))) * 0.82  <L 29>
                        }
                        if (var_118) {
                            if (var_123) {
                            }
                        }
                        if (var_119) {
                        }
                        // adj: elif (not (v0 > v0 and v2 > v0)) and (not (v2 >= -0.537 and v2 < v2)):  <L 28>
                    }
                    if (var_110) {
                        wp::adj_add(var_5, var_116, adj_5, adj_116, adj_117);
                        wp::adj_mul(var_114, var_115, adj_114, adj_115, adj_116);
                        wp::adj_normalize(var_113, var_114, adj_113, adj_114);
                        wp::adj_vec_t(var_111, var_112, adj_111, adj_112, adj_113);
                        // adj: v1 = v1 + wp.normalize(wp.vec2(-0.7, 0.4)) * 0.51                 <L 27>
                    }
                    if (!var_107) {
                    }
                    // adj: if not (v0 < v0 or v2 >= v0):                                         <L 26>
                    wp::adj_max(var_92, var_104, adj_92, adj_104, adj_106);
                    wp::adj_max(var_105, var_103, adj_100, adj_103, adj_104);
                    wp::adj_vec_t(var_101, var_102, adj_101, adj_102, adj_103);
                    wp::adj_address(var_x1, var_99, adj_x1, adj_99, adj_100);
                    wp::adj_mod(var_94, var_97, adj_94, adj_97, adj_99);
                    adj_x1.shape = adj_95;
                    wp::adj_add(var_0, var_93, adj_0, adj_93, adj_94);
                    // adj: v6 = wp.max(v3, wp.max(x1[(tid + 3) % x1.shape[0]], wp.vec2(-0.181, -1.6)))  <L 25>
                    wp::adj_add(var_44, var_91, adj_44, adj_91, adj_92);
                    wp::adj_mul(var_89, var_90, adj_89, adj_90, adj_91);
                    wp::adj_normalize(var_88, var_89, adj_88, adj_89);
                    wp::adj_cw_mul(var_84, var_87, adj_84, adj_87, adj_88);
                    wp::adj_where(var_86, var_5, var_44, adj_86, adj_5, adj_44, adj_87);
                    wp::adj_mul(var_43, var_5, adj_43, adj_5, adj_84);
                    // adj: v3 = v3 + wp.normalize(wp.cw_mul((v0 * v1), wp.where(v0 > -1.9, v1, v3))) * 0.43  <L 24>
                }
                if (var_65) {
                    wp::adj_add(var_5, var_82, adj_5, adj_82, adj_83);
                    wp::adj_mul(var_80, var_81, adj_80, adj_81, adj_82);
                    wp::adj_normalize(var_79, var_80, adj_79, adj_80);
                    wp::adj_mul(var_74, var_78, adj_74, adj_78, adj_79);
                    wp::adj_add(var_5, var_77, adj_5, adj_77, adj_78);
                    wp::adj_vec_t(var_75, var_76, adj_75, adj_76, adj_77);
                    wp::adj_mul(var_43, var_43, adj_43, adj_43, adj_74);
                    // adj: v1 = v1 + wp.normalize(((v0 * v0) * (v1 + wp.vec2(0.5, 0.25)))) * 0.11  <L 22>
                }
                if (!var_65) {
                    wp::adj_mod(var_0, var_70, adj_0, adj_70, adj_71);
                }
                wp::adj_mod(var_0, var_66, adj_0, adj_66, adj_67);
                // adj: elif ((tid) % 3 == 0) or ((tid) % 4 == 1):                                <L 21>
            }
            if (var_60) {
                wp::adj_add(var_5, var_63, adj_5, adj_63, adj_64);
                wp::adj_mul(var_61, var_62, adj_61, adj_62, adj_63);
                wp::adj_normalize(var_5, var_61, adj_5, adj_61);
                // adj: v1 = v1 + wp.normalize(v1) * 1.49                                         <L 20>
            }
            wp::adj_mod(var_56, var_57, adj_56, adj_57, adj_58);
            // adj: elif (1) % 3 == 0:                                                            <L 19>
        }
        if (var_46) {
            wp::adj_copy(var_54, adj_54, adj_55);
            // adj: v5 = v0                                                                       <L 18>
            wp::adj_add(var_43, var_53, adj_43, adj_53, adj_54);
            wp::adj_sin(var_52, adj_52, adj_53);
            wp::adj_sqrt(var_51, var_52, adj_51, adj_52);
            wp::adj_add(var_49, var_50, adj_49, adj_50, adj_51);
            wp::adj_abs(var_48, adj_48, adj_49);
            wp::adj_atan(var_47, adj_47, adj_48);
            // adj: v0 = v0 + wp.sin(wp.sqrt(wp.abs(wp.atan(-1.02)) + 0.5))                       <L 17>
        }
        wp::adj_length_sq(var_5, adj_5, adj_45);
        // adj: if v0 < wp.length_sq(v1):                                                         <L 16>
        wp::adj_where(var_17, var_13, var_42, adj_17, adj_13, adj_42, adj_44);
        wp::adj_where(var_17, var_30, var_2, adj_17, adj_30, adj_2, adj_43);
        if (!var_17) {
            wp::adj_add(var_13, var_41, adj_13, adj_41, adj_42);
            wp::adj_mul(var_39, var_40, adj_39, adj_40, adj_41);
            wp::adj_normalize(var_38, var_39, adj_38, adj_39);
            wp::adj_mul(var_34, var_37, adj_34, adj_37, adj_38);
            wp::adj_where(var_36, var_2, var_8, adj_36, adj_2, adj_8, adj_37);
            wp::adj_sub(var_13, var_5, adj_13, adj_5, adj_34);
            // adj: v3 = v3 + wp.normalize(((v3 - v1) * wp.where(0.105 >= v2, v0, v2))) * 1.49    <L 15>
        }
        if (var_17) {
            wp::adj_vec_t(var_31, var_32, adj_31, adj_32, adj_33);
            // adj: v4 = wp.vec2(-0.47, 0.77)                                                     <L 13>
            wp::adj_add(var_2, var_29, adj_2, adj_29, adj_30);
            wp::adj_sin(var_27, adj_27, adj_29);
            wp::adj_dot(var_18, var_28, adj_18, adj_26, adj_27);
            wp::adj_address(var_x1, var_25, adj_x1, adj_25, adj_26);
            wp::adj_mod(var_20, var_23, adj_20, adj_23, adj_25);
            adj_x1.shape = adj_21;
            wp::adj_add(var_0, var_19, adj_0, adj_19, adj_20);
            wp::adj_normalize(var_5, var_18, adj_5, adj_18);
            // adj: v0 = v0 + wp.sin(wp.dot(wp.normalize(v1), x1[(tid + 5) % x1.shape[0]]))       <L 12>
        }
        wp::adj_add(var_2, var_15, adj_2, adj_15, adj_16);
        wp::adj_add(var_2, var_2, adj_2, adj_2, adj_14);
        // adj: if (v0 + v0) < (v0 + 0.762):                                                      <L 11>
        wp::adj_lerp(var_5, var_12, var_8, adj_5, adj_12, adj_8, adj_13);
        wp::adj_vec_t(var_10, var_11, adj_10, adj_11, adj_12);
        // adj: v3 = wp.lerp(v1, wp.vec2(1.2, 0.72), v2)                                          <L 10>
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
        // adj: def multi_conditional_000000(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=float), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 5>
        continue;
    }
}

