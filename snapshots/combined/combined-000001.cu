// Generated for case combined-000001 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void combined_000001_d91146f0_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_vertex_lengths,
    wp::array_t<wp::float32> var_vertex_weights,
    wp::vec_t<3, wp::float32> var_gravity,
    wp::float32 var_time_step,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_force_sums,
    wp::array_t<wp::vec_t<2, wp::float32>> var_vertex_uv_out)
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
        const wp::int32 var_7 = 0;
        const wp::float32 var_8 = -0.317;
        const wp::float32 var_9 = -1.022;
        const wp::float32 var_10 = 1.613;
        wp::vec_t<3, wp::float32> var_11;
        wp::mat_t<3, 3, wp::float32> var_12;
        wp::vec_t<3, wp::float32> var_13;
        const wp::float32 var_14 = 0.495;
        wp::float32 var_15;
        const wp::float32 var_16 = 1.0;
        wp::float32 var_17;
        wp::vec_t<3, wp::float32> var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        const wp::float32 var_23 = 1.031;
        bool var_24;
        wp::float32 var_25;
        bool var_26;
        const wp::float32 var_27 = 0.7;
        const wp::float32 var_28 = 0.3;
        wp::vec_t<2, wp::float32> var_29;
        wp::vec_t<2, wp::float32> var_30;
        const wp::float32 var_31 = -1.0;
        wp::vec_t<2, wp::float32> var_32;
        wp::float32 var_33;
        wp::float32 var_34;
        wp::float32 var_35;
        const wp::int32 var_36 = 1;
        wp::float32 var_37;
        wp::float32 var_38;
        wp::float32 var_39;
        const wp::int32 var_40 = 4;
        wp::int32 var_41;
        wp::float32 var_42;
        wp::float32 var_43;
        wp::float32 var_44;
        wp::float32 var_45;
        wp::float32 var_46;
        const wp::float32 var_47 = 0.251;
        const wp::float32 var_48 = 1.55;
        wp::vec_t<2, wp::float32> var_49;
        wp::vec_t<2, wp::float32> var_50;
        const wp::float32 var_51 = 0.9;
        const wp::float32 var_52 = -1.07;
        wp::vec_t<2, wp::float32> var_53;
        wp::vec_t<2, wp::float32> var_54;
        wp::vec_t<2, wp::float32> var_55;
        wp::vec_t<2, wp::float32> var_56;
        wp::float32 var_57;
        wp::float32 var_58;
        const wp::int32 var_59 = 0;
        const wp::float32 var_60 = 0.5;
        wp::vec_t<3, wp::float32> var_61;
        const wp::float32 var_62 = 1.1;
        const wp::float32 var_63 = 0.862;
        const wp::float32 var_64 = 1.8;
        wp::vec_t<3, wp::float32> var_65;
        wp::vec_t<3, wp::float32> var_66;
        const wp::float32 var_67 = 0.56;
        wp::vec_t<3, wp::float32> var_68;
        wp::vec_t<3, wp::float32> var_69;
        const wp::float32 var_70 = 0.5;
        wp::float32 var_71;
        const wp::int32 var_72 = 3;
        wp::mat_t<3, 3, wp::float32> var_73;
        const wp::float32 var_74 = -0.169;
        wp::mat_t<3, 3, wp::float32> var_75;
        wp::mat_t<3, 3, wp::float32> var_76;
        wp::float32 var_77;
        wp::float32 var_78;
        wp::float32 var_79;
        const wp::int32 var_80 = 1;
        const wp::float32 var_81 = 0.5;
        wp::vec_t<3, wp::float32> var_82;
        const wp::float32 var_83 = 1.1;
        const wp::float32 var_84 = 0.862;
        const wp::float32 var_85 = 1.8;
        wp::vec_t<3, wp::float32> var_86;
        wp::vec_t<3, wp::float32> var_87;
        const wp::float32 var_88 = 0.56;
        wp::vec_t<3, wp::float32> var_89;
        wp::vec_t<3, wp::float32> var_90;
        const wp::float32 var_91 = 0.5;
        wp::float32 var_92;
        const wp::int32 var_93 = 3;
        wp::mat_t<3, 3, wp::float32> var_94;
        const wp::float32 var_95 = -0.169;
        wp::mat_t<3, 3, wp::float32> var_96;
        wp::mat_t<3, 3, wp::float32> var_97;
        wp::float32 var_98;
        wp::float32 var_99;
        wp::float32 var_100;
        const wp::int32 var_101 = 2;
        const wp::float32 var_102 = 0.5;
        wp::vec_t<3, wp::float32> var_103;
        const wp::float32 var_104 = 1.1;
        const wp::float32 var_105 = 0.862;
        const wp::float32 var_106 = 1.8;
        wp::vec_t<3, wp::float32> var_107;
        wp::vec_t<3, wp::float32> var_108;
        const wp::float32 var_109 = 0.56;
        wp::vec_t<3, wp::float32> var_110;
        wp::vec_t<3, wp::float32> var_111;
        const wp::float32 var_112 = 0.5;
        wp::float32 var_113;
        const wp::int32 var_114 = 3;
        wp::mat_t<3, 3, wp::float32> var_115;
        const wp::float32 var_116 = -0.169;
        wp::mat_t<3, 3, wp::float32> var_117;
        wp::mat_t<3, 3, wp::float32> var_118;
        wp::float32 var_119;
        wp::float32 var_120;
        wp::float32 var_121;
        const wp::int32 var_122 = 1;
        const wp::float32 var_123 = -0.317;
        const wp::float32 var_124 = -1.022;
        const wp::float32 var_125 = 1.613;
        wp::vec_t<3, wp::float32> var_126;
        wp::mat_t<3, 3, wp::float32> var_127;
        wp::vec_t<3, wp::float32> var_128;
        const wp::float32 var_129 = 0.495;
        wp::float32 var_130;
        const wp::float32 var_131 = 1.0;
        wp::float32 var_132;
        wp::vec_t<3, wp::float32> var_133;
        wp::float32 var_134;
        wp::float32 var_135;
        wp::float32 var_136;
        wp::float32 var_137;
        const wp::float32 var_138 = 1.031;
        bool var_139;
        wp::float32 var_140;
        bool var_141;
        const wp::float32 var_142 = 0.7;
        const wp::float32 var_143 = 0.3;
        wp::vec_t<2, wp::float32> var_144;
        wp::vec_t<2, wp::float32> var_145;
        const wp::float32 var_146 = -1.0;
        wp::vec_t<2, wp::float32> var_147;
        wp::float32 var_148;
        wp::float32 var_149;
        wp::float32 var_150;
        const wp::int32 var_151 = 1;
        wp::float32 var_152;
        wp::float32 var_153;
        wp::float32 var_154;
        const wp::int32 var_155 = 4;
        wp::int32 var_156;
        wp::float32 var_157;
        wp::float32 var_158;
        wp::float32 var_159;
        wp::float32 var_160;
        wp::float32 var_161;
        const wp::float32 var_162 = 0.251;
        const wp::float32 var_163 = 1.55;
        wp::vec_t<2, wp::float32> var_164;
        wp::vec_t<2, wp::float32> var_165;
        const wp::float32 var_166 = 0.9;
        const wp::float32 var_167 = -1.07;
        wp::vec_t<2, wp::float32> var_168;
        wp::vec_t<2, wp::float32> var_169;
        wp::vec_t<2, wp::float32> var_170;
        wp::vec_t<2, wp::float32> var_171;
        wp::float32 var_172;
        wp::float32 var_173;
        wp::float32 var_174;
        wp::vec_t<2, wp::float32> var_175;
        const wp::int32 var_176 = 0;
        const wp::float32 var_177 = 0.5;
        wp::vec_t<3, wp::float32> var_178;
        const wp::float32 var_179 = 1.1;
        const wp::float32 var_180 = 0.862;
        const wp::float32 var_181 = 1.8;
        wp::vec_t<3, wp::float32> var_182;
        wp::vec_t<3, wp::float32> var_183;
        const wp::float32 var_184 = 0.56;
        wp::vec_t<3, wp::float32> var_185;
        wp::vec_t<3, wp::float32> var_186;
        const wp::float32 var_187 = 0.5;
        wp::float32 var_188;
        const wp::int32 var_189 = 3;
        wp::mat_t<3, 3, wp::float32> var_190;
        const wp::float32 var_191 = -0.169;
        wp::mat_t<3, 3, wp::float32> var_192;
        wp::mat_t<3, 3, wp::float32> var_193;
        wp::float32 var_194;
        wp::float32 var_195;
        wp::float32 var_196;
        const wp::int32 var_197 = 1;
        const wp::float32 var_198 = 0.5;
        wp::vec_t<3, wp::float32> var_199;
        const wp::float32 var_200 = 1.1;
        const wp::float32 var_201 = 0.862;
        const wp::float32 var_202 = 1.8;
        wp::vec_t<3, wp::float32> var_203;
        wp::vec_t<3, wp::float32> var_204;
        const wp::float32 var_205 = 0.56;
        wp::vec_t<3, wp::float32> var_206;
        wp::vec_t<3, wp::float32> var_207;
        const wp::float32 var_208 = 0.5;
        wp::float32 var_209;
        const wp::int32 var_210 = 3;
        wp::mat_t<3, 3, wp::float32> var_211;
        const wp::float32 var_212 = -0.169;
        wp::mat_t<3, 3, wp::float32> var_213;
        wp::mat_t<3, 3, wp::float32> var_214;
        wp::float32 var_215;
        wp::float32 var_216;
        wp::float32 var_217;
        const wp::int32 var_218 = 2;
        const wp::float32 var_219 = 0.5;
        wp::vec_t<3, wp::float32> var_220;
        const wp::float32 var_221 = 1.1;
        const wp::float32 var_222 = 0.862;
        const wp::float32 var_223 = 1.8;
        wp::vec_t<3, wp::float32> var_224;
        wp::vec_t<3, wp::float32> var_225;
        const wp::float32 var_226 = 0.56;
        wp::vec_t<3, wp::float32> var_227;
        wp::vec_t<3, wp::float32> var_228;
        const wp::float32 var_229 = 0.5;
        wp::float32 var_230;
        const wp::int32 var_231 = 3;
        wp::mat_t<3, 3, wp::float32> var_232;
        const wp::float32 var_233 = -0.169;
        wp::mat_t<3, 3, wp::float32> var_234;
        wp::mat_t<3, 3, wp::float32> var_235;
        wp::float32 var_236;
        wp::float32 var_237;
        wp::float32 var_238;
        const wp::int32 var_239 = 2;
        const wp::float32 var_240 = -0.317;
        const wp::float32 var_241 = -1.022;
        const wp::float32 var_242 = 1.613;
        wp::vec_t<3, wp::float32> var_243;
        wp::mat_t<3, 3, wp::float32> var_244;
        wp::vec_t<3, wp::float32> var_245;
        const wp::float32 var_246 = 0.495;
        wp::float32 var_247;
        const wp::float32 var_248 = 1.0;
        wp::float32 var_249;
        wp::vec_t<3, wp::float32> var_250;
        wp::float32 var_251;
        wp::float32 var_252;
        wp::float32 var_253;
        wp::float32 var_254;
        const wp::float32 var_255 = 1.031;
        bool var_256;
        wp::float32 var_257;
        bool var_258;
        const wp::float32 var_259 = 0.7;
        const wp::float32 var_260 = 0.3;
        wp::vec_t<2, wp::float32> var_261;
        wp::vec_t<2, wp::float32> var_262;
        const wp::float32 var_263 = -1.0;
        wp::vec_t<2, wp::float32> var_264;
        wp::float32 var_265;
        wp::float32 var_266;
        wp::float32 var_267;
        const wp::int32 var_268 = 1;
        wp::float32 var_269;
        wp::float32 var_270;
        wp::float32 var_271;
        const wp::int32 var_272 = 4;
        wp::int32 var_273;
        wp::float32 var_274;
        wp::float32 var_275;
        wp::float32 var_276;
        wp::float32 var_277;
        wp::float32 var_278;
        const wp::float32 var_279 = 0.251;
        const wp::float32 var_280 = 1.55;
        wp::vec_t<2, wp::float32> var_281;
        wp::vec_t<2, wp::float32> var_282;
        const wp::float32 var_283 = 0.9;
        const wp::float32 var_284 = -1.07;
        wp::vec_t<2, wp::float32> var_285;
        wp::vec_t<2, wp::float32> var_286;
        wp::vec_t<2, wp::float32> var_287;
        wp::vec_t<2, wp::float32> var_288;
        wp::float32 var_289;
        wp::float32 var_290;
        wp::float32 var_291;
        wp::vec_t<2, wp::float32> var_292;
        const wp::int32 var_293 = 0;
        const wp::float32 var_294 = 0.5;
        wp::vec_t<3, wp::float32> var_295;
        const wp::float32 var_296 = 1.1;
        const wp::float32 var_297 = 0.862;
        const wp::float32 var_298 = 1.8;
        wp::vec_t<3, wp::float32> var_299;
        wp::vec_t<3, wp::float32> var_300;
        const wp::float32 var_301 = 0.56;
        wp::vec_t<3, wp::float32> var_302;
        wp::vec_t<3, wp::float32> var_303;
        const wp::float32 var_304 = 0.5;
        wp::float32 var_305;
        const wp::int32 var_306 = 3;
        wp::mat_t<3, 3, wp::float32> var_307;
        const wp::float32 var_308 = -0.169;
        wp::mat_t<3, 3, wp::float32> var_309;
        wp::mat_t<3, 3, wp::float32> var_310;
        wp::float32 var_311;
        wp::float32 var_312;
        wp::float32 var_313;
        const wp::int32 var_314 = 1;
        const wp::float32 var_315 = 0.5;
        wp::vec_t<3, wp::float32> var_316;
        const wp::float32 var_317 = 1.1;
        const wp::float32 var_318 = 0.862;
        const wp::float32 var_319 = 1.8;
        wp::vec_t<3, wp::float32> var_320;
        wp::vec_t<3, wp::float32> var_321;
        const wp::float32 var_322 = 0.56;
        wp::vec_t<3, wp::float32> var_323;
        wp::vec_t<3, wp::float32> var_324;
        const wp::float32 var_325 = 0.5;
        wp::float32 var_326;
        const wp::int32 var_327 = 3;
        wp::mat_t<3, 3, wp::float32> var_328;
        const wp::float32 var_329 = -0.169;
        wp::mat_t<3, 3, wp::float32> var_330;
        wp::mat_t<3, 3, wp::float32> var_331;
        wp::float32 var_332;
        wp::float32 var_333;
        wp::float32 var_334;
        const wp::int32 var_335 = 2;
        const wp::float32 var_336 = 0.5;
        wp::vec_t<3, wp::float32> var_337;
        const wp::float32 var_338 = 1.1;
        const wp::float32 var_339 = 0.862;
        const wp::float32 var_340 = 1.8;
        wp::vec_t<3, wp::float32> var_341;
        wp::vec_t<3, wp::float32> var_342;
        const wp::float32 var_343 = 0.56;
        wp::vec_t<3, wp::float32> var_344;
        wp::vec_t<3, wp::float32> var_345;
        const wp::float32 var_346 = 0.5;
        wp::float32 var_347;
        const wp::int32 var_348 = 3;
        wp::mat_t<3, 3, wp::float32> var_349;
        const wp::float32 var_350 = -0.169;
        wp::mat_t<3, 3, wp::float32> var_351;
        wp::mat_t<3, 3, wp::float32> var_352;
        wp::float32 var_353;
        wp::float32 var_354;
        wp::float32 var_355;
        wp::vec_t<3, wp::float32> var_356;
        wp::mat_t<3, 3, wp::float32> var_357;
        wp::float32 var_358;
        bool var_359;
        bool var_360;
        const wp::float32 var_361 = -1.85;
        bool var_362;
        const wp::float32 var_363 = -1.0;
        bool var_364;
        bool var_365;
        const wp::float32 var_366 = 1.14;
        const wp::float32 var_367 = -0.108;
        const wp::float32 var_368 = -1.62;
        wp::vec_t<3, wp::float32> var_369;
        wp::vec_t<3, wp::float32> var_370;
        wp::float32 var_371;
        wp::float32 var_372;
        wp::float32 var_373;
        wp::range_t var_374;
        wp::int32 var_375;
        wp::float32 var_376;
        const wp::float32 var_377 = 0.25;
        wp::float32 var_378;
        wp::float32 var_379;
        wp::float32 var_380;
        wp::float32 var_381;
        const wp::float32 var_382 = -1.91;
        const wp::float32 var_383 = 1.829;
        wp::vec_t<2, wp::float32> var_384;
        wp::vec_t<2, wp::float32> var_385;
        wp::float32 var_386;
        wp::float32 var_387;
        const wp::int32 var_388 = 0;
        const wp::float32 var_389 = -1.98;
        const wp::float32 var_390 = 0.3;
        wp::float32 var_391;
        const wp::float32 var_392 = 0.9;
        bool var_393;
        wp::float32 var_394;
        wp::float32 var_395;
        wp::float32 var_396;
        wp::float32 var_397;
        const wp::float32 var_398 = 1.934;
        wp::float32 var_399;
        const wp::float32 var_400 = 1.0;
        wp::float32 var_401;
        wp::float32 var_402;
        const wp::float32 var_403 = -1.01;
        const wp::float32 var_404 = 0.8;
        const wp::float32 var_405 = 2.0;
        wp::vec_t<3, wp::float32> var_406;
        wp::float32 var_407;
        bool var_408;
        wp::float32 var_409;
        wp::float32 var_410;
        const wp::float32 var_411 = 0.1;
        wp::float32 var_412;
        wp::float32 var_413;
        const wp::float32 var_414 = 1.428;
        wp::float32 var_415;
        wp::float32 var_416;
        const wp::float32 var_417 = -0.54;
        const wp::float32 var_418 = -1.295;
        const wp::float32 var_419 = 1.306;
        wp::vec_t<3, wp::float32> var_420;
        wp::vec_t<3, wp::float32> var_421;
        const wp::float32 var_422 = 1.27;
        wp::vec_t<3, wp::float32> var_423;
        wp::vec_t<3, wp::float32> var_424;
        const wp::float32 var_425 = 0.934;
        wp::float32 var_426;
        wp::float32 var_427;
        wp::vec_t<3, wp::float32> var_428;
        wp::float32 var_429;
        wp::float32 var_430;
        wp::float32 var_431;
        const wp::int32 var_432 = 2;
        const wp::float32 var_433 = 1.7;
        wp::float32 var_434;
        const wp::int32 var_435 = 1;
        const wp::float32 var_436 = -1.98;
        const wp::float32 var_437 = 0.3;
        wp::float32 var_438;
        const wp::float32 var_439 = 0.9;
        bool var_440;
        wp::float32 var_441;
        wp::float32 var_442;
        wp::float32 var_443;
        wp::float32 var_444;
        const wp::float32 var_445 = 1.934;
        wp::float32 var_446;
        const wp::float32 var_447 = 1.0;
        wp::float32 var_448;
        wp::float32 var_449;
        const wp::float32 var_450 = -1.01;
        const wp::float32 var_451 = 0.8;
        const wp::float32 var_452 = 2.0;
        wp::vec_t<3, wp::float32> var_453;
        wp::float32 var_454;
        bool var_455;
        wp::float32 var_456;
        wp::float32 var_457;
        const wp::float32 var_458 = 0.1;
        wp::float32 var_459;
        wp::float32 var_460;
        const wp::float32 var_461 = 1.428;
        wp::float32 var_462;
        wp::float32 var_463;
        const wp::float32 var_464 = -0.54;
        const wp::float32 var_465 = -1.295;
        const wp::float32 var_466 = 1.306;
        wp::vec_t<3, wp::float32> var_467;
        wp::vec_t<3, wp::float32> var_468;
        const wp::float32 var_469 = 1.27;
        wp::vec_t<3, wp::float32> var_470;
        wp::vec_t<3, wp::float32> var_471;
        const wp::float32 var_472 = 0.934;
        wp::float32 var_473;
        wp::float32 var_474;
        wp::vec_t<3, wp::float32> var_475;
        wp::float32 var_476;
        wp::float32 var_477;
        wp::float32 var_478;
        const wp::int32 var_479 = 2;
        const wp::float32 var_480 = 1.7;
        wp::float32 var_481;
        const wp::int32 var_482 = 2;
        const wp::float32 var_483 = -1.98;
        const wp::float32 var_484 = 0.3;
        wp::float32 var_485;
        const wp::float32 var_486 = 0.9;
        bool var_487;
        wp::float32 var_488;
        wp::float32 var_489;
        wp::float32 var_490;
        wp::float32 var_491;
        const wp::float32 var_492 = 1.934;
        wp::float32 var_493;
        const wp::float32 var_494 = 1.0;
        wp::float32 var_495;
        wp::float32 var_496;
        const wp::float32 var_497 = -1.01;
        const wp::float32 var_498 = 0.8;
        const wp::float32 var_499 = 2.0;
        wp::vec_t<3, wp::float32> var_500;
        wp::float32 var_501;
        bool var_502;
        wp::float32 var_503;
        wp::float32 var_504;
        const wp::float32 var_505 = 0.1;
        wp::float32 var_506;
        wp::float32 var_507;
        const wp::float32 var_508 = 1.428;
        wp::float32 var_509;
        wp::float32 var_510;
        const wp::float32 var_511 = -0.54;
        const wp::float32 var_512 = -1.295;
        const wp::float32 var_513 = 1.306;
        wp::vec_t<3, wp::float32> var_514;
        wp::vec_t<3, wp::float32> var_515;
        const wp::float32 var_516 = 1.27;
        wp::vec_t<3, wp::float32> var_517;
        wp::vec_t<3, wp::float32> var_518;
        const wp::float32 var_519 = 0.934;
        wp::float32 var_520;
        wp::float32 var_521;
        wp::vec_t<3, wp::float32> var_522;
        wp::float32 var_523;
        wp::float32 var_524;
        wp::float32 var_525;
        const wp::int32 var_526 = 2;
        const wp::float32 var_527 = 1.7;
        wp::float32 var_528;
        const wp::int32 var_529 = 3;
        const wp::float32 var_530 = -1.98;
        const wp::float32 var_531 = 0.3;
        wp::float32 var_532;
        const wp::float32 var_533 = 0.9;
        bool var_534;
        wp::float32 var_535;
        wp::float32 var_536;
        wp::float32 var_537;
        wp::float32 var_538;
        const wp::float32 var_539 = 1.934;
        wp::float32 var_540;
        const wp::float32 var_541 = 1.0;
        wp::float32 var_542;
        wp::float32 var_543;
        const wp::float32 var_544 = -1.01;
        const wp::float32 var_545 = 0.8;
        const wp::float32 var_546 = 2.0;
        wp::vec_t<3, wp::float32> var_547;
        wp::float32 var_548;
        bool var_549;
        wp::float32 var_550;
        wp::float32 var_551;
        const wp::float32 var_552 = 0.1;
        wp::float32 var_553;
        wp::float32 var_554;
        const wp::float32 var_555 = 1.428;
        wp::float32 var_556;
        wp::float32 var_557;
        const wp::float32 var_558 = -0.54;
        const wp::float32 var_559 = -1.295;
        const wp::float32 var_560 = 1.306;
        wp::vec_t<3, wp::float32> var_561;
        wp::vec_t<3, wp::float32> var_562;
        const wp::float32 var_563 = 1.27;
        wp::vec_t<3, wp::float32> var_564;
        wp::vec_t<3, wp::float32> var_565;
        const wp::float32 var_566 = 0.934;
        wp::float32 var_567;
        wp::float32 var_568;
        wp::vec_t<3, wp::float32> var_569;
        wp::float32 var_570;
        wp::float32 var_571;
        wp::float32 var_572;
        const wp::int32 var_573 = 2;
        const wp::float32 var_574 = 1.7;
        wp::float32 var_575;
        const wp::float32 var_576 = 0.9;
        const wp::float32 var_577 = -0.542;
        wp::vec_t<2, wp::float32> var_578;
        const wp::float32 var_579 = 0.1;
        const wp::float32 var_580 = -0.965;
        wp::vec_t<2, wp::float32> var_581;
        wp::vec_t<2, wp::float32> var_582;
        wp::vec_t<2, wp::float32> var_583;
        //---------
        // forward
        // def combined_000001(vertex_lengths: wp.array[float], vertex_weights: wp.array[float], gravity: wp.vec3, time_step: float, n: int, force_sums: wp.array[float], vertex_uv_out: wp.array[wp.vec2]):       <L 5>
        // tid = wp.tid()  # one thread per element                                               <L 6>
        var_0 = builtin_tid1d();
        // v0 = vertex_lengths[tid]                                                               <L 7>
        var_1 = wp::address(var_vertex_lengths, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // v1 = vertex_weights[tid]                                                               <L 8>
        var_4 = wp::address(var_vertex_weights, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::copy(var_6);
        // for j2 in range(3):                                                                    <L 9>
        // v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ gravity), (gravity / (wp.abs(0.495) + 1.0))))       <L 10>
        var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
        var_12 = wp::diag(var_11);
        var_13 = wp::mul(var_12, var_gravity);
        var_15 = wp::abs(var_14);
        var_17 = wp::add(var_15, var_16);
        var_18 = wp::div(var_gravity, var_17);
        var_19 = wp::dot(var_13, var_18);
        var_20 = wp::sin(var_19);
        var_21 = wp::add(var_2, var_20);
        // if (v0 + time_step) > wp.where(v1 <= 1.031, v0, v1):                                   <L 11>
        var_22 = wp::add(var_21, var_time_step);
        var_24 = (var_5 <= var_23);
        var_25 = wp::where(var_24, var_21, var_5);
        var_26 = (var_22 > var_25);
        if (var_26) {
            // v0 = v0 + wp.tanh(wp.dot((time_step * wp.vec2(0.7, 0.3)), wp.vec2(v1, -1.0)))       <L 12>
            var_29 = wp::vec_t<2, wp::float32>(var_27, var_28);
            var_30 = wp::mul(var_time_step, var_29);
            var_32 = wp::vec_t<2, wp::float32>(var_5, var_31);
            var_33 = wp::dot(var_30, var_32);
            var_34 = wp::tanh(var_33);
            var_35 = wp::add(var_21, var_34);
            // gravity[1] += wp.sin(time_step)                                                    <L 13>
            var_37 = wp::sin(var_time_step);
            wp::add_inplace(var_gravity, var_36, var_37);
            // v3 = (((v0 + v0) - time_step) - float((j2 % 4)))                                   <L 14>
            var_38 = wp::add(var_35, var_35);
            var_39 = wp::sub(var_38, var_time_step);
            var_41 = wp::mod(var_7, var_40);
            var_42 = wp::float(var_41);
            var_43 = wp::sub(var_39, var_42);
        }
        if (!var_26) {
            // time_step = time_step + wp.sin((v1 + v1))                                          <L 16>
            var_44 = wp::add(var_5, var_5);
            var_45 = wp::sin(var_44);
            var_46 = wp::add(var_time_step, var_45);
            // v4 = (((wp.vec2(0.251, 1.55) * v0) - wp.vec2(0.9, -1.07)) - wp.vec2(v1, v1))       <L 17>
            var_49 = wp::vec_t<2, wp::float32>(var_47, var_48);
            var_50 = wp::mul(var_49, var_21);
            var_53 = wp::vec_t<2, wp::float32>(var_51, var_52);
            var_54 = wp::sub(var_50, var_53);
            var_55 = wp::vec_t<2, wp::float32>(var_5, var_5);
            var_56 = wp::sub(var_54, var_55);
        }
        var_57 = wp::where(var_26, var_time_step, var_46);
        var_58 = wp::where(var_26, var_35, var_21);
        // for j5 in range(3):                                                                    <L 18>
        // gravity = gravity * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                <L 19>
        var_61 = wp::mul(var_gravity, var_60);
        var_65 = wp::vec_t<3, wp::float32>(var_62, var_63, var_64);
        var_66 = wp::normalize(var_65);
        var_68 = wp::mul(var_66, var_67);
        var_69 = wp::add(var_61, var_68);
        // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 20>
        var_71 = wp::mul(var_58, var_70);
        var_73 = wp::identity<3, wp::float32>();
        var_75 = wp::mul(var_73, var_74);
        var_76 = wp::transpose(var_75);
        var_77 = wp::determinant(var_76);
        var_78 = wp::cos(var_77);
        var_79 = wp::add(var_71, var_78);
        // gravity = gravity * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                <L 19>
        var_82 = wp::mul(var_69, var_81);
        var_86 = wp::vec_t<3, wp::float32>(var_83, var_84, var_85);
        var_87 = wp::normalize(var_86);
        var_89 = wp::mul(var_87, var_88);
        var_90 = wp::add(var_82, var_89);
        // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 20>
        var_92 = wp::mul(var_79, var_91);
        var_94 = wp::identity<3, wp::float32>();
        var_96 = wp::mul(var_94, var_95);
        var_97 = wp::transpose(var_96);
        var_98 = wp::determinant(var_97);
        var_99 = wp::cos(var_98);
        var_100 = wp::add(var_92, var_99);
        // gravity = gravity * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                <L 19>
        var_103 = wp::mul(var_90, var_102);
        var_107 = wp::vec_t<3, wp::float32>(var_104, var_105, var_106);
        var_108 = wp::normalize(var_107);
        var_110 = wp::mul(var_108, var_109);
        var_111 = wp::add(var_103, var_110);
        // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 20>
        var_113 = wp::mul(var_100, var_112);
        var_115 = wp::identity<3, wp::float32>();
        var_117 = wp::mul(var_115, var_116);
        var_118 = wp::transpose(var_117);
        var_119 = wp::determinant(var_118);
        var_120 = wp::cos(var_119);
        var_121 = wp::add(var_113, var_120);
        // v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ gravity), (gravity / (wp.abs(0.495) + 1.0))))       <L 10>
        var_126 = wp::vec_t<3, wp::float32>(var_123, var_124, var_125);
        var_127 = wp::diag(var_126);
        var_128 = wp::mul(var_127, var_111);
        var_130 = wp::abs(var_129);
        var_132 = wp::add(var_130, var_131);
        var_133 = wp::div(var_111, var_132);
        var_134 = wp::dot(var_128, var_133);
        var_135 = wp::sin(var_134);
        var_136 = wp::add(var_121, var_135);
        // if (v0 + time_step) > wp.where(v1 <= 1.031, v0, v1):                                   <L 11>
        var_137 = wp::add(var_136, var_57);
        var_139 = (var_5 <= var_138);
        var_140 = wp::where(var_139, var_136, var_5);
        var_141 = (var_137 > var_140);
        if (var_141) {
            // v0 = v0 + wp.tanh(wp.dot((time_step * wp.vec2(0.7, 0.3)), wp.vec2(v1, -1.0)))       <L 12>
            var_144 = wp::vec_t<2, wp::float32>(var_142, var_143);
            var_145 = wp::mul(var_57, var_144);
            var_147 = wp::vec_t<2, wp::float32>(var_5, var_146);
            var_148 = wp::dot(var_145, var_147);
            var_149 = wp::tanh(var_148);
            var_150 = wp::add(var_136, var_149);
            // gravity[1] += wp.sin(time_step)                                                    <L 13>
            var_152 = wp::sin(var_57);
            wp::add_inplace(var_111, var_151, var_152);
            // v3 = (((v0 + v0) - time_step) - float((j2 % 4)))                                   <L 14>
            var_153 = wp::add(var_150, var_150);
            var_154 = wp::sub(var_153, var_57);
            var_156 = wp::mod(var_122, var_155);
            var_157 = wp::float(var_156);
            var_158 = wp::sub(var_154, var_157);
        }
        if (!var_141) {
            // time_step = time_step + wp.sin((v1 + v1))                                          <L 16>
            var_159 = wp::add(var_5, var_5);
            var_160 = wp::sin(var_159);
            var_161 = wp::add(var_57, var_160);
            // v4 = (((wp.vec2(0.251, 1.55) * v0) - wp.vec2(0.9, -1.07)) - wp.vec2(v1, v1))       <L 17>
            var_164 = wp::vec_t<2, wp::float32>(var_162, var_163);
            var_165 = wp::mul(var_164, var_136);
            var_168 = wp::vec_t<2, wp::float32>(var_166, var_167);
            var_169 = wp::sub(var_165, var_168);
            var_170 = wp::vec_t<2, wp::float32>(var_5, var_5);
            var_171 = wp::sub(var_169, var_170);
        }
        var_172 = wp::where(var_141, var_57, var_161);
        var_173 = wp::where(var_141, var_150, var_136);
        var_174 = wp::where(var_141, var_158, var_43);
        var_175 = wp::where(var_141, var_56, var_171);
        // for j5 in range(3):                                                                    <L 18>
        // gravity = gravity * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                <L 19>
        var_178 = wp::mul(var_111, var_177);
        var_182 = wp::vec_t<3, wp::float32>(var_179, var_180, var_181);
        var_183 = wp::normalize(var_182);
        var_185 = wp::mul(var_183, var_184);
        var_186 = wp::add(var_178, var_185);
        // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 20>
        var_188 = wp::mul(var_173, var_187);
        var_190 = wp::identity<3, wp::float32>();
        var_192 = wp::mul(var_190, var_191);
        var_193 = wp::transpose(var_192);
        var_194 = wp::determinant(var_193);
        var_195 = wp::cos(var_194);
        var_196 = wp::add(var_188, var_195);
        // gravity = gravity * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                <L 19>
        var_199 = wp::mul(var_186, var_198);
        var_203 = wp::vec_t<3, wp::float32>(var_200, var_201, var_202);
        var_204 = wp::normalize(var_203);
        var_206 = wp::mul(var_204, var_205);
        var_207 = wp::add(var_199, var_206);
        // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 20>
        var_209 = wp::mul(var_196, var_208);
        var_211 = wp::identity<3, wp::float32>();
        var_213 = wp::mul(var_211, var_212);
        var_214 = wp::transpose(var_213);
        var_215 = wp::determinant(var_214);
        var_216 = wp::cos(var_215);
        var_217 = wp::add(var_209, var_216);
        // gravity = gravity * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                <L 19>
        var_220 = wp::mul(var_207, var_219);
        var_224 = wp::vec_t<3, wp::float32>(var_221, var_222, var_223);
        var_225 = wp::normalize(var_224);
        var_227 = wp::mul(var_225, var_226);
        var_228 = wp::add(var_220, var_227);
        // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 20>
        var_230 = wp::mul(var_217, var_229);
        var_232 = wp::identity<3, wp::float32>();
        var_234 = wp::mul(var_232, var_233);
        var_235 = wp::transpose(var_234);
        var_236 = wp::determinant(var_235);
        var_237 = wp::cos(var_236);
        var_238 = wp::add(var_230, var_237);
        // v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ gravity), (gravity / (wp.abs(0.495) + 1.0))))       <L 10>
        var_243 = wp::vec_t<3, wp::float32>(var_240, var_241, var_242);
        var_244 = wp::diag(var_243);
        var_245 = wp::mul(var_244, var_228);
        var_247 = wp::abs(var_246);
        var_249 = wp::add(var_247, var_248);
        var_250 = wp::div(var_228, var_249);
        var_251 = wp::dot(var_245, var_250);
        var_252 = wp::sin(var_251);
        var_253 = wp::add(var_238, var_252);
        // if (v0 + time_step) > wp.where(v1 <= 1.031, v0, v1):                                   <L 11>
        var_254 = wp::add(var_253, var_172);
        var_256 = (var_5 <= var_255);
        var_257 = wp::where(var_256, var_253, var_5);
        var_258 = (var_254 > var_257);
        if (var_258) {
            // v0 = v0 + wp.tanh(wp.dot((time_step * wp.vec2(0.7, 0.3)), wp.vec2(v1, -1.0)))       <L 12>
            var_261 = wp::vec_t<2, wp::float32>(var_259, var_260);
            var_262 = wp::mul(var_172, var_261);
            var_264 = wp::vec_t<2, wp::float32>(var_5, var_263);
            var_265 = wp::dot(var_262, var_264);
            var_266 = wp::tanh(var_265);
            var_267 = wp::add(var_253, var_266);
            // gravity[1] += wp.sin(time_step)                                                    <L 13>
            var_269 = wp::sin(var_172);
            wp::add_inplace(var_228, var_268, var_269);
            // v3 = (((v0 + v0) - time_step) - float((j2 % 4)))                                   <L 14>
            var_270 = wp::add(var_267, var_267);
            var_271 = wp::sub(var_270, var_172);
            var_273 = wp::mod(var_239, var_272);
            var_274 = wp::float(var_273);
            var_275 = wp::sub(var_271, var_274);
        }
        if (!var_258) {
            // time_step = time_step + wp.sin((v1 + v1))                                          <L 16>
            var_276 = wp::add(var_5, var_5);
            var_277 = wp::sin(var_276);
            var_278 = wp::add(var_172, var_277);
            // v4 = (((wp.vec2(0.251, 1.55) * v0) - wp.vec2(0.9, -1.07)) - wp.vec2(v1, v1))       <L 17>
            var_281 = wp::vec_t<2, wp::float32>(var_279, var_280);
            var_282 = wp::mul(var_281, var_253);
            var_285 = wp::vec_t<2, wp::float32>(var_283, var_284);
            var_286 = wp::sub(var_282, var_285);
            var_287 = wp::vec_t<2, wp::float32>(var_5, var_5);
            var_288 = wp::sub(var_286, var_287);
        }
        var_289 = wp::where(var_258, var_172, var_278);
        var_290 = wp::where(var_258, var_267, var_253);
        var_291 = wp::where(var_258, var_275, var_174);
        var_292 = wp::where(var_258, var_175, var_288);
        // for j5 in range(3):                                                                    <L 18>
        // gravity = gravity * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                <L 19>
        var_295 = wp::mul(var_228, var_294);
        var_299 = wp::vec_t<3, wp::float32>(var_296, var_297, var_298);
        var_300 = wp::normalize(var_299);
        var_302 = wp::mul(var_300, var_301);
        var_303 = wp::add(var_295, var_302);
        // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 20>
        var_305 = wp::mul(var_290, var_304);
        var_307 = wp::identity<3, wp::float32>();
        var_309 = wp::mul(var_307, var_308);
        var_310 = wp::transpose(var_309);
        var_311 = wp::determinant(var_310);
        var_312 = wp::cos(var_311);
        var_313 = wp::add(var_305, var_312);
        // gravity = gravity * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                <L 19>
        var_316 = wp::mul(var_303, var_315);
        var_320 = wp::vec_t<3, wp::float32>(var_317, var_318, var_319);
        var_321 = wp::normalize(var_320);
        var_323 = wp::mul(var_321, var_322);
        var_324 = wp::add(var_316, var_323);
        // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 20>
        var_326 = wp::mul(var_313, var_325);
        var_328 = wp::identity<3, wp::float32>();
        var_330 = wp::mul(var_328, var_329);
        var_331 = wp::transpose(var_330);
        var_332 = wp::determinant(var_331);
        var_333 = wp::cos(var_332);
        var_334 = wp::add(var_326, var_333);
        // gravity = gravity * 0.5 + wp.normalize(wp.vec3(1.1, 0.862, 1.8)) * 0.56                <L 19>
        var_337 = wp::mul(var_324, var_336);
        var_341 = wp::vec_t<3, wp::float32>(var_338, var_339, var_340);
        var_342 = wp::normalize(var_341);
        var_344 = wp::mul(var_342, var_343);
        var_345 = wp::add(var_337, var_344);
        // v0 = v0 * 0.5 + wp.cos(wp.determinant(wp.transpose(wp.identity(n=3, dtype=float) * -0.169)))       <L 20>
        var_347 = wp::mul(var_334, var_346);
        var_349 = wp::identity<3, wp::float32>();
        var_351 = wp::mul(var_349, var_350);
        var_352 = wp::transpose(var_351);
        var_353 = wp::determinant(var_352);
        var_354 = wp::cos(var_353);
        var_355 = wp::add(var_347, var_354);
        // v6 = wp.trace(wp.skew((gravity + gravity)))                                            <L 21>
        var_356 = wp::add(var_345, var_345);
        var_357 = wp::skew(var_356);
        var_358 = wp::trace(var_357);
        // if ((-1.85 < v0) or (-1.0 < v6)) and (v6 > v0):                                        <L 22>
        var_362 = (var_361 < var_355);
        var_360 = var_362;
        if (!var_360) {
            var_364 = (var_363 < var_358);
            var_360 = var_360 || var_364;
        }
        var_359 = var_360;
        if (var_359) {
            var_365 = (var_358 > var_355);
            var_359 = var_359 && var_365;
        }
        if (var_359) {
            // v1 = v1 + wp.sin(wp.dot(wp.cross(gravity, wp.vec3(1.14, -0.108, -1.62)), gravity))       <L 23>
            var_369 = wp::vec_t<3, wp::float32>(var_366, var_367, var_368);
            var_370 = wp::cross(var_345, var_369);
            var_371 = wp::dot(var_370, var_345);
            var_372 = wp::sin(var_371);
            var_373 = wp::add(var_5, var_372);
            // for j7 in range(n):                                                                <L 24>
            var_374 = wp::range(var_n);
            start_for_0:;
                if (iter_cmp(var_374) == 0) goto end_for_0;
                var_375 = wp::iter_next(var_374);
                // time_step += wp.cos(wp.lerp(float(j7), v1, 0.25))                              <L 25>
                var_376 = wp::float(var_375);
                var_378 = wp::lerp(var_376, var_373, var_377);
                var_379 = wp::cos(var_378);
                var_380 = wp::add(var_289, var_379);
                // v8 = wp.length_sq((float(tid) * wp.vec2(-1.91, 1.829)))                        <L 26>
                var_381 = wp::float(var_0);
                var_384 = wp::vec_t<2, wp::float32>(var_382, var_383);
                var_385 = wp::mul(var_381, var_384);
                var_386 = wp::length_sq(var_385);
                wp::assign(var_289, var_380);
                goto start_for_0;
            end_for_0:;
        }
        var_387 = wp::where(var_359, var_373, var_5);
        // for j9 in range(4):                                                                    <L 27>
        // v6 = v6 + wp.cos((wp.clamp(v1, -1.98, 0.3) + wp.where(v1 <= 0.9, v1, v1)))             <L 28>
        var_391 = wp::clamp(var_387, var_389, var_390);
        var_393 = (var_387 <= var_392);
        var_394 = wp::where(var_393, var_387, var_387);
        var_395 = wp::add(var_391, var_394);
        var_396 = wp::cos(var_395);
        var_397 = wp::add(var_358, var_396);
        // if (1.934 / (wp.abs(time_step) + 1.0)) < wp.dot(wp.vec3(-1.01, 0.8, 2.0), gravity):       <L 29>
        var_399 = wp::abs(var_289);
        var_401 = wp::add(var_399, var_400);
        var_402 = wp::div(var_398, var_401);
        var_406 = wp::vec_t<3, wp::float32>(var_403, var_404, var_405);
        var_407 = wp::dot(var_406, var_345);
        var_408 = (var_402 < var_407);
        if (var_408) {
            // time_step += wp.sin(v1)                                                            <L 30>
            var_409 = wp::sin(var_387);
            var_410 = wp::add(var_289, var_409);
            // v1 = v1 + wp.sin(0.1)                                                              <L 31>
            var_412 = wp::sin(var_411);
            var_413 = wp::add(var_387, var_412);
            // v6 += wp.tanh(1.428)                                                               <L 32>
            var_415 = wp::tanh(var_414);
            var_416 = wp::add(var_397, var_415);
        }
        if (!var_408) {
            // gravity += wp.normalize(wp.vec3(-0.54, -1.295, 1.306)) * 1.27                      <L 34>
            var_420 = wp::vec_t<3, wp::float32>(var_417, var_418, var_419);
            var_421 = wp::normalize(var_420);
            var_423 = wp::mul(var_421, var_422);
            var_424 = wp::add(var_345, var_423);
            // v1 = v1 + wp.sin(0.934)                                                            <L 35>
            var_426 = wp::sin(var_425);
            var_427 = wp::add(var_387, var_426);
        }
        var_428 = wp::where(var_408, var_345, var_424);
        var_429 = wp::where(var_408, var_410, var_289);
        var_430 = wp::where(var_408, var_413, var_427);
        var_431 = wp::where(var_408, var_416, var_397);
        // gravity[2] += wp.sin(1.7)                                                              <L 36>
        var_434 = wp::sin(var_433);
        wp::add_inplace(var_428, var_432, var_434);
        // v6 = v6 + wp.cos((wp.clamp(v1, -1.98, 0.3) + wp.where(v1 <= 0.9, v1, v1)))             <L 28>
        var_438 = wp::clamp(var_430, var_436, var_437);
        var_440 = (var_430 <= var_439);
        var_441 = wp::where(var_440, var_430, var_430);
        var_442 = wp::add(var_438, var_441);
        var_443 = wp::cos(var_442);
        var_444 = wp::add(var_431, var_443);
        // if (1.934 / (wp.abs(time_step) + 1.0)) < wp.dot(wp.vec3(-1.01, 0.8, 2.0), gravity):       <L 29>
        var_446 = wp::abs(var_429);
        var_448 = wp::add(var_446, var_447);
        var_449 = wp::div(var_445, var_448);
        var_453 = wp::vec_t<3, wp::float32>(var_450, var_451, var_452);
        var_454 = wp::dot(var_453, var_428);
        var_455 = (var_449 < var_454);
        if (var_455) {
            // time_step += wp.sin(v1)                                                            <L 30>
            var_456 = wp::sin(var_430);
            var_457 = wp::add(var_429, var_456);
            // v1 = v1 + wp.sin(0.1)                                                              <L 31>
            var_459 = wp::sin(var_458);
            var_460 = wp::add(var_430, var_459);
            // v6 += wp.tanh(1.428)                                                               <L 32>
            var_462 = wp::tanh(var_461);
            var_463 = wp::add(var_444, var_462);
        }
        if (!var_455) {
            // gravity += wp.normalize(wp.vec3(-0.54, -1.295, 1.306)) * 1.27                      <L 34>
            var_467 = wp::vec_t<3, wp::float32>(var_464, var_465, var_466);
            var_468 = wp::normalize(var_467);
            var_470 = wp::mul(var_468, var_469);
            var_471 = wp::add(var_428, var_470);
            // v1 = v1 + wp.sin(0.934)                                                            <L 35>
            var_473 = wp::sin(var_472);
            var_474 = wp::add(var_430, var_473);
        }
        var_475 = wp::where(var_455, var_428, var_471);
        var_476 = wp::where(var_455, var_457, var_429);
        var_477 = wp::where(var_455, var_460, var_474);
        var_478 = wp::where(var_455, var_463, var_444);
        // gravity[2] += wp.sin(1.7)                                                              <L 36>
        var_481 = wp::sin(var_480);
        wp::add_inplace(var_475, var_479, var_481);
        // v6 = v6 + wp.cos((wp.clamp(v1, -1.98, 0.3) + wp.where(v1 <= 0.9, v1, v1)))             <L 28>
        var_485 = wp::clamp(var_477, var_483, var_484);
        var_487 = (var_477 <= var_486);
        var_488 = wp::where(var_487, var_477, var_477);
        var_489 = wp::add(var_485, var_488);
        var_490 = wp::cos(var_489);
        var_491 = wp::add(var_478, var_490);
        // if (1.934 / (wp.abs(time_step) + 1.0)) < wp.dot(wp.vec3(-1.01, 0.8, 2.0), gravity):       <L 29>
        var_493 = wp::abs(var_476);
        var_495 = wp::add(var_493, var_494);
        var_496 = wp::div(var_492, var_495);
        var_500 = wp::vec_t<3, wp::float32>(var_497, var_498, var_499);
        var_501 = wp::dot(var_500, var_475);
        var_502 = (var_496 < var_501);
        if (var_502) {
            // time_step += wp.sin(v1)                                                            <L 30>
            var_503 = wp::sin(var_477);
            var_504 = wp::add(var_476, var_503);
            // v1 = v1 + wp.sin(0.1)                                                              <L 31>
            var_506 = wp::sin(var_505);
            var_507 = wp::add(var_477, var_506);
            // v6 += wp.tanh(1.428)                                                               <L 32>
            var_509 = wp::tanh(var_508);
            var_510 = wp::add(var_491, var_509);
        }
        if (!var_502) {
            // gravity += wp.normalize(wp.vec3(-0.54, -1.295, 1.306)) * 1.27                      <L 34>
            var_514 = wp::vec_t<3, wp::float32>(var_511, var_512, var_513);
            var_515 = wp::normalize(var_514);
            var_517 = wp::mul(var_515, var_516);
            var_518 = wp::add(var_475, var_517);
            // v1 = v1 + wp.sin(0.934)                                                            <L 35>
            var_520 = wp::sin(var_519);
            var_521 = wp::add(var_477, var_520);
        }
        var_522 = wp::where(var_502, var_475, var_518);
        var_523 = wp::where(var_502, var_504, var_476);
        var_524 = wp::where(var_502, var_507, var_521);
        var_525 = wp::where(var_502, var_510, var_491);
        // gravity[2] += wp.sin(1.7)                                                              <L 36>
        var_528 = wp::sin(var_527);
        wp::add_inplace(var_522, var_526, var_528);
        // v6 = v6 + wp.cos((wp.clamp(v1, -1.98, 0.3) + wp.where(v1 <= 0.9, v1, v1)))             <L 28>
        var_532 = wp::clamp(var_524, var_530, var_531);
        var_534 = (var_524 <= var_533);
        var_535 = wp::where(var_534, var_524, var_524);
        var_536 = wp::add(var_532, var_535);
        var_537 = wp::cos(var_536);
        var_538 = wp::add(var_525, var_537);
        // if (1.934 / (wp.abs(time_step) + 1.0)) < wp.dot(wp.vec3(-1.01, 0.8, 2.0), gravity):       <L 29>
        var_540 = wp::abs(var_523);
        var_542 = wp::add(var_540, var_541);
        var_543 = wp::div(var_539, var_542);
        var_547 = wp::vec_t<3, wp::float32>(var_544, var_545, var_546);
        var_548 = wp::dot(var_547, var_522);
        var_549 = (var_543 < var_548);
        if (var_549) {
            // time_step += wp.sin(v1)                                                            <L 30>
            var_550 = wp::sin(var_524);
            var_551 = wp::add(var_523, var_550);
            // v1 = v1 + wp.sin(0.1)                                                              <L 31>
            var_553 = wp::sin(var_552);
            var_554 = wp::add(var_524, var_553);
            // v6 += wp.tanh(1.428)                                                               <L 32>
            var_556 = wp::tanh(var_555);
            var_557 = wp::add(var_538, var_556);
        }
        if (!var_549) {
            // gravity += wp.normalize(wp.vec3(-0.54, -1.295, 1.306)) * 1.27                      <L 34>
            var_561 = wp::vec_t<3, wp::float32>(var_558, var_559, var_560);
            var_562 = wp::normalize(var_561);
            var_564 = wp::mul(var_562, var_563);
            var_565 = wp::add(var_522, var_564);
            // v1 = v1 + wp.sin(0.934)                                                            <L 35>
            var_567 = wp::sin(var_566);
            var_568 = wp::add(var_524, var_567);
        }
        var_569 = wp::where(var_549, var_522, var_565);
        var_570 = wp::where(var_549, var_551, var_523);
        var_571 = wp::where(var_549, var_554, var_568);
        var_572 = wp::where(var_549, var_557, var_538);
        // gravity[2] += wp.sin(1.7)                                                              <L 36>
        var_575 = wp::sin(var_574);
        wp::add_inplace(var_569, var_573, var_575);
        // vertex_uv_out[tid] = (wp.lerp(wp.vec2(0.9, -0.542), wp.vec2(0.1, -0.965), v6) * v0)       <L 38>
        var_578 = wp::vec_t<2, wp::float32>(var_576, var_577);
        var_581 = wp::vec_t<2, wp::float32>(var_579, var_580);
        var_582 = wp::lerp(var_578, var_581, var_572);
        var_583 = wp::mul(var_582, var_355);
        wp::array_store(var_vertex_uv_out, var_0, var_583);
    }
}

