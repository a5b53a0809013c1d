// Generated for case nested_loop-000001 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void nested_loop_000001_bf35f7c2_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::int32 var_n,
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
        wp::vec_t<2, wp::float32>* var_1;
        wp::vec_t<2, wp::float32> var_2;
        wp::vec_t<2, wp::float32> var_3;
        wp::vec_t<2, wp::float32>* var_4;
        wp::vec_t<2, wp::float32> var_5;
        wp::vec_t<2, wp::float32> var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        const wp::int32 var_11 = 0;
        wp::vec_t<2, wp::float32> var_12;
        const wp::float32 var_13 = 1.06;
        wp::vec_t<2, wp::float32> var_14;
        wp::vec_t<2, wp::float32> var_15;
        const wp::int32 var_16 = 1;
        wp::vec_t<2, wp::float32> var_17;
        const wp::float32 var_18 = 1.06;
        wp::vec_t<2, wp::float32> var_19;
        wp::vec_t<2, wp::float32> var_20;
        const wp::int32 var_21 = 2;
        wp::vec_t<2, wp::float32> var_22;
        const wp::float32 var_23 = 1.06;
        wp::vec_t<2, wp::float32> var_24;
        wp::vec_t<2, wp::float32> var_25;
        const wp::int32 var_26 = 3;
        wp::vec_t<2, wp::float32> var_27;
        const wp::float32 var_28 = 1.06;
        wp::vec_t<2, wp::float32> var_29;
        wp::vec_t<2, wp::float32> var_30;
        const wp::int32 var_31 = 4;
        wp::vec_t<2, wp::float32> var_32;
        const wp::float32 var_33 = 1.06;
        wp::vec_t<2, wp::float32> var_34;
        wp::vec_t<2, wp::float32> var_35;
        const wp::int32 var_36 = 5;
        wp::vec_t<2, wp::float32> var_37;
        const wp::float32 var_38 = 1.06;
        wp::vec_t<2, wp::float32> var_39;
        wp::vec_t<2, wp::float32> var_40;
        const wp::int32 var_41 = 0;
        const wp::float32 var_42 = 0.2;
        const wp::float32 var_43 = -1.83;
        wp::vec_t<2, wp::float32> var_44;
        wp::float32 var_45;
        wp::float32 var_46;
        wp::float32 var_47;
        const wp::int32 var_48 = 0;
        const wp::float32 var_49 = -0.59;
        const wp::float32 var_50 = 1.67;
        wp::vec_t<2, wp::float32> var_51;
        wp::vec_t<2, wp::float32> var_52;
        const wp::float32 var_53 = 0.79;
        wp::vec_t<2, wp::float32> var_54;
        wp::vec_t<2, wp::float32> var_55;
        wp::float32 var_56;
        const wp::int32 var_57 = 0;
        wp::vec_t<2, wp::float32> var_58;
        const wp::float32 var_59 = 0.45;
        wp::vec_t<2, wp::float32> var_60;
        wp::vec_t<2, wp::float32> var_61;
        wp::vec_t<2, wp::float32> var_62;
        wp::float32 var_63;
        wp::float32 var_64;
        wp::float32 var_65;
        const wp::float32 var_66 = 0.09;
        wp::float32 var_67;
        wp::vec_t<2, wp::float32> var_68;
        wp::vec_t<2, wp::float32> var_69;
        const wp::float32 var_70 = 0.43;
        wp::vec_t<2, wp::float32> var_71;
        wp::vec_t<2, wp::float32> var_72;
        const wp::int32 var_73 = 1;
        wp::vec_t<2, wp::float32> var_74;
        const wp::float32 var_75 = 0.45;
        wp::vec_t<2, wp::float32> var_76;
        wp::vec_t<2, wp::float32> var_77;
        wp::vec_t<2, wp::float32> var_78;
        wp::float32 var_79;
        wp::float32 var_80;
        wp::float32 var_81;
        const wp::float32 var_82 = 0.09;
        wp::float32 var_83;
        wp::vec_t<2, wp::float32> var_84;
        wp::vec_t<2, wp::float32> var_85;
        const wp::float32 var_86 = 0.43;
        wp::vec_t<2, wp::float32> var_87;
        wp::vec_t<2, wp::float32> var_88;
        const wp::int32 var_89 = 2;
        wp::vec_t<2, wp::float32> var_90;
        const wp::float32 var_91 = 0.45;
        wp::vec_t<2, wp::float32> var_92;
        wp::vec_t<2, wp::float32> var_93;
        wp::vec_t<2, wp::float32> var_94;
        wp::float32 var_95;
        wp::float32 var_96;
        wp::float32 var_97;
        const wp::float32 var_98 = 0.09;
        wp::float32 var_99;
        wp::vec_t<2, wp::float32> var_100;
        wp::vec_t<2, wp::float32> var_101;
        const wp::float32 var_102 = 0.43;
        wp::vec_t<2, wp::float32> var_103;
        wp::vec_t<2, wp::float32> var_104;
        const wp::int32 var_105 = 3;
        wp::vec_t<2, wp::float32> var_106;
        const wp::float32 var_107 = 0.45;
        wp::vec_t<2, wp::float32> var_108;
        wp::vec_t<2, wp::float32> var_109;
        wp::vec_t<2, wp::float32> var_110;
        wp::float32 var_111;
        wp::float32 var_112;
        wp::float32 var_113;
        const wp::float32 var_114 = 0.09;
        wp::float32 var_115;
        wp::vec_t<2, wp::float32> var_116;
        wp::vec_t<2, wp::float32> var_117;
        const wp::float32 var_118 = 0.43;
        wp::vec_t<2, wp::float32> var_119;
        wp::vec_t<2, wp::float32> var_120;
        const wp::int32 var_121 = 1;
        const wp::float32 var_122 = -0.59;
        const wp::float32 var_123 = 1.67;
        wp::vec_t<2, wp::float32> var_124;
        wp::vec_t<2, wp::float32> var_125;
        const wp::float32 var_126 = 0.79;
        wp::vec_t<2, wp::float32> var_127;
        wp::vec_t<2, wp::float32> var_128;
        wp::float32 var_129;
        const wp::int32 var_130 = 0;
        wp::vec_t<2, wp::float32> var_131;
        const wp::float32 var_132 = 0.45;
        wp::vec_t<2, wp::float32> var_133;
        wp::vec_t<2, wp::float32> var_134;
        wp::vec_t<2, wp::float32> var_135;
        wp::float32 var_136;
        wp::float32 var_137;
        wp::float32 var_138;
        const wp::float32 var_139 = 0.09;
        wp::float32 var_140;
        wp::vec_t<2, wp::float32> var_141;
        wp::vec_t<2, wp::float32> var_142;
        const wp::float32 var_143 = 0.43;
        wp::vec_t<2, wp::float32> var_144;
        wp::vec_t<2, wp::float32> var_145;
        const wp::int32 var_146 = 1;
        wp::vec_t<2, wp::float32> var_147;
        const wp::float32 var_148 = 0.45;
        wp::vec_t<2, wp::float32> var_149;
        wp::vec_t<2, wp::float32> var_150;
        wp::vec_t<2, wp::float32> var_151;
        wp::float32 var_152;
        wp::float32 var_153;
        wp::float32 var_154;
        const wp::float32 var_155 = 0.09;
        wp::float32 var_156;
        wp::vec_t<2, wp::float32> var_157;
        wp::vec_t<2, wp::float32> var_158;
        const wp::float32 var_159 = 0.43;
        wp::vec_t<2, wp::float32> var_160;
        wp::vec_t<2, wp::float32> var_161;
        const wp::int32 var_162 = 2;
        wp::vec_t<2, wp::float32> var_163;
        const wp::float32 var_164 = 0.45;
        wp::vec_t<2, wp::float32> var_165;
        wp::vec_t<2, wp::float32> var_166;
        wp::vec_t<2, wp::float32> var_167;
        wp::float32 var_168;
        wp::float32 var_169;
        wp::float32 var_170;
        const wp::float32 var_171 = 0.09;
        wp::float32 var_172;
        wp::vec_t<2, wp::float32> var_173;
        wp::vec_t<2, wp::float32> var_174;
        const wp::float32 var_175 = 0.43;
        wp::vec_t<2, wp::float32> var_176;
        wp::vec_t<2, wp::float32> var_177;
        const wp::int32 var_178 = 3;
        wp::vec_t<2, wp::float32> var_179;
        const wp::float32 var_180 = 0.45;
        wp::vec_t<2, wp::float32> var_181;
        wp::vec_t<2, wp::float32> var_182;
        wp::vec_t<2, wp::float32> var_183;
        wp::float32 var_184;
        wp::float32 var_185;
        wp::float32 var_186;
        const wp::float32 var_187 = 0.09;
        wp::float32 var_188;
        wp::vec_t<2, wp::float32> var_189;
        wp::vec_t<2, wp::float32> var_190;
        const wp::float32 var_191 = 0.43;
        wp::vec_t<2, wp::float32> var_192;
        wp::vec_t<2, wp::float32> var_193;
        const wp::int32 var_194 = 2;
        const wp::float32 var_195 = -0.59;
        const wp::float32 var_196 = 1.67;
        wp::vec_t<2, wp::float32> var_197;
        wp::vec_t<2, wp::float32> var_198;
        const wp::float32 var_199 = 0.79;
        wp::vec_t<2, wp::float32> var_200;
        wp::vec_t<2, wp::float32> var_201;
        wp::float32 var_202;
        const wp::int32 var_203 = 0;
        wp::vec_t<2, wp::float32> var_204;
        const wp::float32 var_205 = 0.45;
        wp::vec_t<2, wp::float32> var_206;
        wp::vec_t<2, wp::float32> var_207;
        wp::vec_t<2, wp::float32> var_208;
        wp::float32 var_209;
        wp::float32 var_210;
        wp::float32 var_211;
        const wp::float32 var_212 = 0.09;
        wp::float32 var_213;
        wp::vec_t<2, wp::float32> var_214;
        wp::vec_t<2, wp::float32> var_215;
        const wp::float32 var_216 = 0.43;
        wp::vec_t<2, wp::float32> var_217;
        wp::vec_t<2, wp::float32> var_218;
        const wp::int32 var_219 = 1;
        wp::vec_t<2, wp::float32> var_220;
        const wp::float32 var_221 = 0.45;
        wp::vec_t<2, wp::float32> var_222;
        wp::vec_t<2, wp::float32> var_223;
        wp::vec_t<2, wp::float32> var_224;
        wp::float32 var_225;
        wp::float32 var_226;
        wp::float32 var_227;
        const wp::float32 var_228 = 0.09;
        wp::float32 var_229;
        wp::vec_t<2, wp::float32> var_230;
        wp::vec_t<2, wp::float32> var_231;
        const wp::float32 var_232 = 0.43;
        wp::vec_t<2, wp::float32> var_233;
        wp::vec_t<2, wp::float32> var_234;
        const wp::int32 var_235 = 2;
        wp::vec_t<2, wp::float32> var_236;
        const wp::float32 var_237 = 0.45;
        wp::vec_t<2, wp::float32> var_238;
        wp::vec_t<2, wp::float32> var_239;
        wp::vec_t<2, wp::float32> var_240;
        wp::float32 var_241;
        wp::float32 var_242;
        wp::float32 var_243;
        const wp::float32 var_244 = 0.09;
        wp::float32 var_245;
        wp::vec_t<2, wp::float32> var_246;
        wp::vec_t<2, wp::float32> var_247;
        const wp::float32 var_248 = 0.43;
        wp::vec_t<2, wp::float32> var_249;
        wp::vec_t<2, wp::float32> var_250;
        const wp::int32 var_251 = 3;
        wp::vec_t<2, wp::float32> var_252;
        const wp::float32 var_253 = 0.45;
        wp::vec_t<2, wp::float32> var_254;
        wp::vec_t<2, wp::float32> var_255;
        wp::vec_t<2, wp::float32> var_256;
        wp::float32 var_257;
        wp::float32 var_258;
        wp::float32 var_259;
        const wp::float32 var_260 = 0.09;
        wp::float32 var_261;
        wp::vec_t<2, wp::float32> var_262;
        wp::vec_t<2, wp::float32> var_263;
        const wp::float32 var_264 = 0.43;
        wp::vec_t<2, wp::float32> var_265;
        wp::vec_t<2, wp::float32> var_266;
        const wp::int32 var_267 = 1;
        const wp::float32 var_268 = 0.2;
        const wp::float32 var_269 = -1.83;
        wp::vec_t<2, wp::float32> var_270;
        wp::float32 var_271;
        wp::float32 var_272;
        wp::float32 var_273;
        const wp::int32 var_274 = 0;
        const wp::float32 var_275 = -0.59;
        const wp::float32 var_276 = 1.67;
        wp::vec_t<2, wp::float32> var_277;
        wp::vec_t<2, wp::float32> var_278;
        const wp::float32 var_279 = 0.79;
        wp::vec_t<2, wp::float32> var_280;
        wp::vec_t<2, wp::float32> var_281;
        wp::float32 var_282;
        const wp::int32 var_283 = 0;
        wp::vec_t<2, wp::float32> var_284;
        const wp::float32 var_285 = 0.45;
        wp::vec_t<2, wp::float32> var_286;
        wp::vec_t<2, wp::float32> var_287;
        wp::vec_t<2, wp::float32> var_288;
        wp::float32 var_289;
        wp::float32 var_290;
        wp::float32 var_291;
        const wp::float32 var_292 = 0.09;
        wp::float32 var_293;
        wp::vec_t<2, wp::float32> var_294;
        wp::vec_t<2, wp::float32> var_295;
        const wp::float32 var_296 = 0.43;
        wp::vec_t<2, wp::float32> var_297;
        wp::vec_t<2, wp::float32> var_298;
        const wp::int32 var_299 = 1;
        wp::vec_t<2, wp::float32> var_300;
        const wp::float32 var_301 = 0.45;
        wp::vec_t<2, wp::float32> var_302;
        wp::vec_t<2, wp::float32> var_303;
        wp::vec_t<2, wp::float32> var_304;
        wp::float32 var_305;
        wp::float32 var_306;
        wp::float32 var_307;
        const wp::float32 var_308 = 0.09;
        wp::float32 var_309;
        wp::vec_t<2, wp::float32> var_310;
        wp::vec_t<2, wp::float32> var_311;
        const wp::float32 var_312 = 0.43;
        wp::vec_t<2, wp::float32> var_313;
        wp::vec_t<2, wp::float32> var_314;
        const wp::int32 var_315 = 2;
        wp::vec_t<2, wp::float32> var_316;
        const wp::float32 var_317 = 0.45;
        wp::vec_t<2, wp::float32> var_318;
        wp::vec_t<2, wp::float32> var_319;
        wp::vec_t<2, wp::float32> var_320;
        wp::float32 var_321;
        wp::float32 var_322;
        wp::float32 var_323;
        const wp::float32 var_324 = 0.09;
        wp::float32 var_325;
        wp::vec_t<2, wp::float32> var_326;
        wp::vec_t<2, wp::float32> var_327;
        const wp::float32 var_328 = 0.43;
        wp::vec_t<2, wp::float32> var_329;
        wp::vec_t<2, wp::float32> var_330;
        const wp::int32 var_331 = 3;
        wp::vec_t<2, wp::float32> var_332;
        const wp::float32 var_333 = 0.45;
        wp::vec_t<2, wp::float32> var_334;
        wp::vec_t<2, wp::float32> var_335;
        wp::vec_t<2, wp::float32> var_336;
        wp::float32 var_337;
        wp::float32 var_338;
        wp::float32 var_339;
        const wp::float32 var_340 = 0.09;
        wp::float32 var_341;
        wp::vec_t<2, wp::float32> var_342;
        wp::vec_t<2, wp::float32> var_343;
        const wp::float32 var_344 = 0.43;
        wp::vec_t<2, wp::float32> var_345;
        wp::vec_t<2, wp::float32> var_346;
        const wp::int32 var_347 = 1;
        const wp::float32 var_348 = -0.59;
        const wp::float32 var_349 = 1.67;
        wp::vec_t<2, wp::float32> var_350;
        wp::vec_t<2, wp::float32> var_351;
        const wp::float32 var_352 = 0.79;
        wp::vec_t<2, wp::float32> var_353;
        wp::vec_t<2, wp::float32> var_354;
        wp::float32 var_355;
        const wp::int32 var_356 = 0;
        wp::vec_t<2, wp::float32> var_357;
        const wp::float32 var_358 = 0.45;
        wp::vec_t<2, wp::float32> var_359;
        wp::vec_t<2, wp::float32> var_360;
        wp::vec_t<2, wp::float32> var_361;
        wp::float32 var_362;
        wp::float32 var_363;
        wp::float32 var_364;
        const wp::float32 var_365 = 0.09;
        wp::float32 var_366;
        wp::vec_t<2, wp::float32> var_367;
        wp::vec_t<2, wp::float32> var_368;
        const wp::float32 var_369 = 0.43;
        wp::vec_t<2, wp::float32> var_370;
        wp::vec_t<2, wp::float32> var_371;
        const wp::int32 var_372 = 1;
        wp::vec_t<2, wp::float32> var_373;
        const wp::float32 var_374 = 0.45;
        wp::vec_t<2, wp::float32> var_375;
        wp::vec_t<2, wp::float32> var_376;
        wp::vec_t<2, wp::float32> var_377;
        wp::float32 var_378;
        wp::float32 var_379;
        wp::float32 var_380;
        const wp::float32 var_381 = 0.09;
        wp::float32 var_382;
        wp::vec_t<2, wp::float32> var_383;
        wp::vec_t<2, wp::float32> var_384;
        const wp::float32 var_385 = 0.43;
        wp::vec_t<2, wp::float32> var_386;
        wp::vec_t<2, wp::float32> var_387;
        const wp::int32 var_388 = 2;
        wp::vec_t<2, wp::float32> var_389;
        const wp::float32 var_390 = 0.45;
        wp::vec_t<2, wp::float32> var_391;
        wp::vec_t<2, wp::float32> var_392;
        wp::vec_t<2, wp::float32> var_393;
        wp::float32 var_394;
        wp::float32 var_395;
        wp::float32 var_396;
        const wp::float32 var_397 = 0.09;
        wp::float32 var_398;
        wp::vec_t<2, wp::float32> var_399;
        wp::vec_t<2, wp::float32> var_400;
        const wp::float32 var_401 = 0.43;
        wp::vec_t<2, wp::float32> var_402;
        wp::vec_t<2, wp::float32> var_403;
        const wp::int32 var_404 = 3;
        wp::vec_t<2, wp::float32> var_405;
        const wp::float32 var_406 = 0.45;
        wp::vec_t<2, wp::float32> var_407;
        wp::vec_t<2, wp::float32> var_408;
        wp::vec_t<2, wp::float32> var_409;
        wp::float32 var_410;
        wp::float32 var_411;
        wp::float32 var_412;
        const wp::float32 var_413 = 0.09;
        wp::float32 var_414;
        wp::vec_t<2, wp::float32> var_415;
        wp::vec_t<2, wp::float32> var_416;
        const wp::float32 var_417 = 0.43;
        wp::vec_t<2, wp::float32> var_418;
        wp::vec_t<2, wp::float32> var_419;
        const wp::int32 var_420 = 2;
        const wp::float32 var_421 = -0.59;
        const wp::float32 var_422 = 1.67;
        wp::vec_t<2, wp::float32> var_423;
        wp::vec_t<2, wp::float32> var_424;
        const wp::float32 var_425 = 0.79;
        wp::vec_t<2, wp::float32> var_426;
        wp::vec_t<2, wp::float32> var_427;
        wp::float32 var_428;
        const wp::int32 var_429 = 0;
        wp::vec_t<2, wp::float32> var_430;
        const wp::float32 var_431 = 0.45;
        wp::vec_t<2, wp::float32> var_432;
        wp::vec_t<2, wp::float32> var_433;
        wp::vec_t<2, wp::float32> var_434;
        wp::float32 var_435;
        wp::float32 var_436;
        wp::float32 var_437;
        const wp::float32 var_438 = 0.09;
        wp::float32 var_439;
        wp::vec_t<2, wp::float32> var_440;
        wp::vec_t<2, wp::float32> var_441;
        const wp::float32 var_442 = 0.43;
        wp::vec_t<2, wp::float32> var_443;
        wp::vec_t<2, wp::float32> var_444;
        const wp::int32 var_445 = 1;
        wp::vec_t<2, wp::float32> var_446;
        const wp::float32 var_447 = 0.45;
        wp::vec_t<2, wp::float32> var_448;
        wp::vec_t<2, wp::float32> var_449;
        wp::vec_t<2, wp::float32> var_450;
        wp::float32 var_451;
        wp::float32 var_452;
        wp::float32 var_453;
        const wp::float32 var_454 = 0.09;
        wp::float32 var_455;
        wp::vec_t<2, wp::float32> var_456;
        wp::vec_t<2, wp::float32> var_457;
        const wp::float32 var_458 = 0.43;
        wp::vec_t<2, wp::float32> var_459;
        wp::vec_t<2, wp::float32> var_460;
        const wp::int32 var_461 = 2;
        wp::vec_t<2, wp::float32> var_462;
        const wp::float32 var_463 = 0.45;
        wp::vec_t<2, wp::float32> var_464;
        wp::vec_t<2, wp::float32> var_465;
        wp::vec_t<2, wp::float32> var_466;
        wp::float32 var_467;
        wp::float32 var_468;
        wp::float32 var_469;
        const wp::float32 var_470 = 0.09;
        wp::float32 var_471;
        wp::vec_t<2, wp::float32> var_472;
        wp::vec_t<2, wp::float32> var_473;
        const wp::float32 var_474 = 0.43;
        wp::vec_t<2, wp::float32> var_475;
        wp::vec_t<2, wp::float32> var_476;
        const wp::int32 var_477 = 3;
        wp::vec_t<2, wp::float32> var_478;
        const wp::float32 var_479 = 0.45;
        wp::vec_t<2, wp::float32> var_480;
        wp::vec_t<2, wp::float32> var_481;
        wp::vec_t<2, wp::float32> var_482;
        wp::float32 var_483;
        wp::float32 var_484;
        wp::float32 var_485;
        const wp::float32 var_486 = 0.09;
        wp::float32 var_487;
        wp::vec_t<2, wp::float32> var_488;
        wp::vec_t<2, wp::float32> var_489;
        const wp::float32 var_490 = 0.43;
        wp::vec_t<2, wp::float32> var_491;
        wp::vec_t<2, wp::float32> var_492;
        const wp::int32 var_493 = 2;
        wp::vec_t<2, wp::float32> var_494;
        wp::vec_t<2, wp::float32> var_495;
        wp::vec_t<2, wp::float32> var_496;
        wp::vec_t<2, wp::float32> var_497;
        const wp::float32 var_498 = 1.86;
        wp::vec_t<2, wp::float32> var_499;
        wp::vec_t<2, wp::float32> var_500;
        const wp::float32 var_501 = -1.687;
        const wp::float32 var_502 = -1.529;
        wp::vec_t<2, wp::float32> var_503;
        wp::vec_t<2, wp::float32> var_504;
        const wp::float32 var_505 = 0.41;
        wp::vec_t<2, wp::float32> var_506;
        wp::vec_t<2, wp::float32> var_507;
        wp::vec_t<2, wp::float32> var_508;
        wp::vec_t<2, wp::float32> var_509;
        wp::vec_t<2, wp::float32> var_510;
        wp::vec_t<2, wp::float32> var_511;
        const wp::float32 var_512 = 1.93;
        wp::vec_t<2, wp::float32> var_513;
        wp::vec_t<2, wp::float32> var_514;
        const wp::int32 var_515 = 3;
        wp::vec_t<2, wp::float32> var_516;
        wp::vec_t<2, wp::float32> var_517;
        wp::vec_t<2, wp::float32> var_518;
        wp::vec_t<2, wp::float32> var_519;
        const wp::float32 var_520 = 1.86;
        wp::vec_t<2, wp::float32> var_521;
        wp::vec_t<2, wp::float32> var_522;
        const wp::float32 var_523 = -1.687;
        const wp::float32 var_524 = -1.529;
        wp::vec_t<2, wp::float32> var_525;
        wp::vec_t<2, wp::float32> var_526;
        const wp::float32 var_527 = 0.41;
        wp::vec_t<2, wp::float32> var_528;
        wp::vec_t<2, wp::float32> var_529;
        wp::vec_t<2, wp::float32> var_530;
        wp::vec_t<2, wp::float32> var_531;
        wp::vec_t<2, wp::float32> var_532;
        wp::vec_t<2, wp::float32> var_533;
        const wp::float32 var_534 = 1.93;
        wp::vec_t<2, wp::float32> var_535;
        wp::vec_t<2, wp::float32> var_536;
        const wp::int32 var_537 = 4;
        wp::vec_t<2, wp::float32> var_538;
        wp::vec_t<2, wp::float32> var_539;
        wp::vec_t<2, wp::float32> var_540;
        wp::vec_t<2, wp::float32> var_541;
        const wp::float32 var_542 = 1.86;
        wp::vec_t<2, wp::float32> var_543;
        wp::vec_t<2, wp::float32> var_544;
        const wp::float32 var_545 = -1.687;
        const wp::float32 var_546 = -1.529;
        wp::vec_t<2, wp::float32> var_547;
        wp::vec_t<2, wp::float32> var_548;
        const wp::float32 var_549 = 0.41;
        wp::vec_t<2, wp::float32> var_550;
        wp::vec_t<2, wp::float32> var_551;
        wp::vec_t<2, wp::float32> var_552;
        wp::vec_t<2, wp::float32> var_553;
        wp::vec_t<2, wp::float32> var_554;
        wp::vec_t<2, wp::float32> var_555;
        const wp::float32 var_556 = 1.93;
        wp::vec_t<2, wp::float32> var_557;
        wp::vec_t<2, wp::float32> var_558;
        const wp::int32 var_559 = 5;
        wp::vec_t<2, wp::float32> var_560;
        wp::vec_t<2, wp::float32> var_561;
        wp::vec_t<2, wp::float32> var_562;
        wp::vec_t<2, wp::float32> var_563;
        const wp::float32 var_564 = 1.86;
        wp::vec_t<2, wp::float32> var_565;
        wp::vec_t<2, wp::float32> var_566;
        const wp::float32 var_567 = -1.687;
        const wp::float32 var_568 = -1.529;
        wp::vec_t<2, wp::float32> var_569;
        wp::vec_t<2, wp::float32> var_570;
        const wp::float32 var_571 = 0.41;
        wp::vec_t<2, wp::float32> var_572;
        wp::vec_t<2, wp::float32> var_573;
        wp::vec_t<2, wp::float32> var_574;
        wp::vec_t<2, wp::float32> var_575;
        wp::vec_t<2, wp::float32> var_576;
        wp::vec_t<2, wp::float32> var_577;
        const wp::float32 var_578 = 1.93;
        wp::vec_t<2, wp::float32> var_579;
        wp::vec_t<2, wp::float32> var_580;
        wp::float32 var_581;
        const wp::float32 var_582 = -0.18;
        const wp::float32 var_583 = 0.75;
        wp::float32 var_584;
        wp::float32 var_585;
        wp::float32 var_586;
        const wp::int32 var_587 = 1;
        wp::float32 var_588;
        const wp::float32 var_589 = 0.54;
        wp::float32 var_590;
        wp::float32 var_591;
        //---------
        // forward
        // def nested_loop_000001(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
        // v3 = wp.dot(v0, v1)                                                                    <L 10>
        var_10 = wp::dot(var_2, var_5);
        // for j1 in range(6):                                                                    <L 11>
        // v0 = v0 + wp.normalize(v1) * 1.06                                                      <L 12>
        var_12 = wp::normalize(var_5);
        var_14 = wp::mul(var_12, var_13);
        var_15 = wp::add(var_2, var_14);
        var_17 = wp::normalize(var_5);
        var_19 = wp::mul(var_17, var_18);
        var_20 = wp::add(var_15, var_19);
        var_22 = wp::normalize(var_5);
        var_24 = wp::mul(var_22, var_23);
        var_25 = wp::add(var_20, var_24);
        var_27 = wp::normalize(var_5);
        var_29 = wp::mul(var_27, var_28);
        var_30 = wp::add(var_25, var_29);
        var_32 = wp::normalize(var_5);
        var_34 = wp::mul(var_32, var_33);
        var_35 = wp::add(var_30, var_34);
        var_37 = wp::normalize(var_5);
        var_39 = wp::mul(var_37, var_38);
        var_40 = wp::add(var_35, var_39);
        // for j1 in range(2):                                                                    <L 13>
        // v2 = v2 + wp.tanh(wp.length_sq(wp.vec2(0.2, -1.83)))                                   <L 14>
        var_44 = wp::vec_t<2, wp::float32>(var_42, var_43);
        var_45 = wp::length_sq(var_44);
        var_46 = wp::tanh(var_45);
        var_47 = wp::add(var_8, var_46);
        // for j2 in range(3):                                                                    <L 15>
        // v0 = v0 + wp.normalize(wp.vec2(-0.59, 1.67)) * 0.79                                    <L 16>
        var_51 = wp::vec_t<2, wp::float32>(var_49, var_50);
        var_52 = wp::normalize(var_51);
        var_54 = wp::mul(var_52, var_53);
        var_55 = wp::add(var_40, var_54);
        // v4 = v2                                                                                <L 17>
        var_56 = wp::copy(var_47);
        // for j3 in range(4):                                                                    <L 18>
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_58 = wp::normalize(var_55);
        var_60 = wp::mul(var_58, var_59);
        var_61 = wp::add(var_5, var_60);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_62 = wp::add(var_55, var_61);
        var_63 = wp::dot(var_61, var_62);
        var_64 = wp::cos(var_63);
        var_65 = wp::add(var_10, var_64);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_67 = wp::mul(var_65, var_65);
        var_68 = wp::vec_t<2, wp::float32>(var_66, var_67);
        var_69 = wp::normalize(var_68);
        var_71 = wp::mul(var_69, var_70);
        var_72 = wp::add(var_55, var_71);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_74 = wp::normalize(var_72);
        var_76 = wp::mul(var_74, var_75);
        var_77 = wp::add(var_61, var_76);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_78 = wp::add(var_72, var_77);
        var_79 = wp::dot(var_77, var_78);
        var_80 = wp::cos(var_79);
        var_81 = wp::add(var_65, var_80);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_83 = wp::mul(var_81, var_81);
        var_84 = wp::vec_t<2, wp::float32>(var_82, var_83);
        var_85 = wp::normalize(var_84);
        var_87 = wp::mul(var_85, var_86);
        var_88 = wp::add(var_72, var_87);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_90 = wp::normalize(var_88);
        var_92 = wp::mul(var_90, var_91);
        var_93 = wp::add(var_77, var_92);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_94 = wp::add(var_88, var_93);
        var_95 = wp::dot(var_93, var_94);
        var_96 = wp::cos(var_95);
        var_97 = wp::add(var_81, var_96);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_99 = wp::mul(var_97, var_97);
        var_100 = wp::vec_t<2, wp::float32>(var_98, var_99);
        var_101 = wp::normalize(var_100);
        var_103 = wp::mul(var_101, var_102);
        var_104 = wp::add(var_88, var_103);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_106 = wp::normalize(var_104);
        var_108 = wp::mul(var_106, var_107);
        var_109 = wp::add(var_93, var_108);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_110 = wp::add(var_104, var_109);
        var_111 = wp::dot(var_109, var_110);
        var_112 = wp::cos(var_111);
        var_113 = wp::add(var_97, var_112);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_115 = wp::mul(var_113, var_113);
        var_116 = wp::vec_t<2, wp::float32>(var_114, var_115);
        var_117 = wp::normalize(var_116);
        var_119 = wp::mul(var_117, var_118);
        var_120 = wp::add(var_104, var_119);
        // v0 = v0 + wp.normalize(wp.vec2(-0.59, 1.67)) * 0.79                                    <L 16>
        var_124 = wp::vec_t<2, wp::float32>(var_122, var_123);
        var_125 = wp::normalize(var_124);
        var_127 = wp::mul(var_125, var_126);
        var_128 = wp::add(var_120, var_127);
        // v4 = v2                                                                                <L 17>
        var_129 = wp::copy(var_47);
        // for j3 in range(4):                                                                    <L 18>
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_131 = wp::normalize(var_128);
        var_133 = wp::mul(var_131, var_132);
        var_134 = wp::add(var_109, var_133);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_135 = wp::add(var_128, var_134);
        var_136 = wp::dot(var_134, var_135);
        var_137 = wp::cos(var_136);
        var_138 = wp::add(var_113, var_137);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_140 = wp::mul(var_138, var_138);
        var_141 = wp::vec_t<2, wp::float32>(var_139, var_140);
        var_142 = wp::normalize(var_141);
        var_144 = wp::mul(var_142, var_143);
        var_145 = wp::add(var_128, var_144);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_147 = wp::normalize(var_145);
        var_149 = wp::mul(var_147, var_148);
        var_150 = wp::add(var_134, var_149);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_151 = wp::add(var_145, var_150);
        var_152 = wp::dot(var_150, var_151);
        var_153 = wp::cos(var_152);
        var_154 = wp::add(var_138, var_153);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_156 = wp::mul(var_154, var_154);
        var_157 = wp::vec_t<2, wp::float32>(var_155, var_156);
        var_158 = wp::normalize(var_157);
        var_160 = wp::mul(var_158, var_159);
        var_161 = wp::add(var_145, var_160);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_163 = wp::normalize(var_161);
        var_165 = wp::mul(var_163, var_164);
        var_166 = wp::add(var_150, var_165);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_167 = wp::add(var_161, var_166);
        var_168 = wp::dot(var_166, var_167);
        var_169 = wp::cos(var_168);
        var_170 = wp::add(var_154, var_169);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_172 = wp::mul(var_170, var_170);
        var_173 = wp::vec_t<2, wp::float32>(var_171, var_172);
        var_174 = wp::normalize(var_173);
        var_176 = wp::mul(var_174, var_175);
        var_177 = wp::add(var_161, var_176);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_179 = wp::normalize(var_177);
        var_181 = wp::mul(var_179, var_180);
        var_182 = wp::add(var_166, var_181);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_183 = wp::add(var_177, var_182);
        var_184 = wp::dot(var_182, var_183);
        var_185 = wp::cos(var_184);
        var_186 = wp::add(var_170, var_185);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_188 = wp::mul(var_186, var_186);
        var_189 = wp::vec_t<2, wp::float32>(var_187, var_188);
        var_190 = wp::normalize(var_189);
        var_192 = wp::mul(var_190, var_191);
        var_193 = wp::add(var_177, var_192);
        // v0 = v0 + wp.normalize(wp.vec2(-0.59, 1.67)) * 0.79                                    <L 16>
        var_197 = wp::vec_t<2, wp::float32>(var_195, var_196);
        var_198 = wp::normalize(var_197);
        var_200 = wp::mul(var_198, var_199);
        var_201 = wp::add(var_193, var_200);
        // v4 = v2                                                                                <L 17>
        var_202 = wp::copy(var_47);
        // for j3 in range(4):                                                                    <L 18>
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_204 = wp::normalize(var_201);
        var_206 = wp::mul(var_204, var_205);
        var_207 = wp::add(var_182, var_206);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_208 = wp::add(var_201, var_207);
        var_209 = wp::dot(var_207, var_208);
        var_210 = wp::cos(var_209);
        var_211 = wp::add(var_186, var_210);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_213 = wp::mul(var_211, var_211);
        var_214 = wp::vec_t<2, wp::float32>(var_212, var_213);
        var_215 = wp::normalize(var_214);
        var_217 = wp::mul(var_215, var_216);
        var_218 = wp::add(var_201, var_217);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_220 = wp::normalize(var_218);
        var_222 = wp::mul(var_220, var_221);
        var_223 = wp::add(var_207, var_222);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_224 = wp::add(var_218, var_223);
        var_225 = wp::dot(var_223, var_224);
        var_226 = wp::cos(var_225);
        var_227 = wp::add(var_211, var_226);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_229 = wp::mul(var_227, var_227);
        var_230 = wp::vec_t<2, wp::float32>(var_228, var_229);
        var_231 = wp::normalize(var_230);
        var_233 = wp::mul(var_231, var_232);
        var_234 = wp::add(var_218, var_233);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_236 = wp::normalize(var_234);
        var_238 = wp::mul(var_236, var_237);
        var_239 = wp::add(var_223, var_238);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_240 = wp::add(var_234, var_239);
        var_241 = wp::dot(var_239, var_240);
        var_242 = wp::cos(var_241);
        var_243 = wp::add(var_227, var_242);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_245 = wp::mul(var_243, var_243);
        var_246 = wp::vec_t<2, wp::float32>(var_244, var_245);
        var_247 = wp::normalize(var_246);
        var_249 = wp::mul(var_247, var_248);
        var_250 = wp::add(var_234, var_249);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_252 = wp::normalize(var_250);
        var_254 = wp::mul(var_252, var_253);
        var_255 = wp::add(var_239, var_254);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_256 = wp::add(var_250, var_255);
        var_257 = wp::dot(var_255, var_256);
        var_258 = wp::cos(var_257);
        var_259 = wp::add(var_243, var_258);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_261 = wp::mul(var_259, var_259);
        var_262 = wp::vec_t<2, wp::float32>(var_260, var_261);
        var_263 = wp::normalize(var_262);
        var_265 = wp::mul(var_263, var_264);
        var_266 = wp::add(var_250, var_265);
        // v2 = v2 + wp.tanh(wp.length_sq(wp.vec2(0.2, -1.83)))                                   <L 14>
        var_270 = wp::vec_t<2, wp::float32>(var_268, var_269);
        var_271 = wp::length_sq(var_270);
        var_272 = wp::tanh(var_271);
        var_273 = wp::add(var_47, var_272);
        // for j2 in range(3):                                                                    <L 15>
        // v0 = v0 + wp.normalize(wp.vec2(-0.59, 1.67)) * 0.79                                    <L 16>
        var_277 = wp::vec_t<2, wp::float32>(var_275, var_276);
        var_278 = wp::normalize(var_277);
        var_280 = wp::mul(var_278, var_279);
        var_281 = wp::add(var_266, var_280);
        // v4 = v2                                                                                <L 17>
        var_282 = wp::copy(var_273);
        // for j3 in range(4):                                                                    <L 18>
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_284 = wp::normalize(var_281);
        var_286 = wp::mul(var_284, var_285);
        var_287 = wp::add(var_255, var_286);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_288 = wp::add(var_281, var_287);
        var_289 = wp::dot(var_287, var_288);
        var_290 = wp::cos(var_289);
        var_291 = wp::add(var_259, var_290);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_293 = wp::mul(var_291, var_291);
        var_294 = wp::vec_t<2, wp::float32>(var_292, var_293);
        var_295 = wp::normalize(var_294);
        var_297 = wp::mul(var_295, var_296);
        var_298 = wp::add(var_281, var_297);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_300 = wp::normalize(var_298);
        var_302 = wp::mul(var_300, var_301);
        var_303 = wp::add(var_287, var_302);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_304 = wp::add(var_298, var_303);
        var_305 = wp::dot(var_303, var_304);
        var_306 = wp::cos(var_305);
        var_307 = wp::add(var_291, var_306);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_309 = wp::mul(var_307, var_307);
        var_310 = wp::vec_t<2, wp::float32>(var_308, var_309);
        var_311 = wp::normalize(var_310);
        var_313 = wp::mul(var_311, var_312);
        var_314 = wp::add(var_298, var_313);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_316 = wp::normalize(var_314);
        var_318 = wp::mul(var_316, var_317);
        var_319 = wp::add(var_303, var_318);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_320 = wp::add(var_314, var_319);
        var_321 = wp::dot(var_319, var_320);
        var_322 = wp::cos(var_321);
        var_323 = wp::add(var_307, var_322);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_325 = wp::mul(var_323, var_323);
        var_326 = wp::vec_t<2, wp::float32>(var_324, var_325);
        var_327 = wp::normalize(var_326);
        var_329 = wp::mul(var_327, var_328);
        var_330 = wp::add(var_314, var_329);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_332 = wp::normalize(var_330);
        var_334 = wp::mul(var_332, var_333);
        var_335 = wp::add(var_319, var_334);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_336 = wp::add(var_330, var_335);
        var_337 = wp::dot(var_335, var_336);
        var_338 = wp::cos(var_337);
        var_339 = wp::add(var_323, var_338);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_341 = wp::mul(var_339, var_339);
        var_342 = wp::vec_t<2, wp::float32>(var_340, var_341);
        var_343 = wp::normalize(var_342);
        var_345 = wp::mul(var_343, var_344);
        var_346 = wp::add(var_330, var_345);
        // v0 = v0 + wp.normalize(wp.vec2(-0.59, 1.67)) * 0.79                                    <L 16>
        var_350 = wp::vec_t<2, wp::float32>(var_348, var_349);
        var_351 = wp::normalize(var_350);
        var_353 = wp::mul(var_351, var_352);
        var_354 = wp::add(var_346, var_353);
        // v4 = v2                                                                                <L 17>
        var_355 = wp::copy(var_273);
        // for j3 in range(4):                                                                    <L 18>
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_357 = wp::normalize(var_354);
        var_359 = wp::mul(var_357, var_358);
        var_360 = wp::add(var_335, var_359);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_361 = wp::add(var_354, var_360);
        var_362 = wp::dot(var_360, var_361);
        var_363 = wp::cos(var_362);
        var_364 = wp::add(var_339, var_363);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_366 = wp::mul(var_364, var_364);
        var_367 = wp::vec_t<2, wp::float32>(var_365, var_366);
        var_368 = wp::normalize(var_367);
        var_370 = wp::mul(var_368, var_369);
        var_371 = wp::add(var_354, var_370);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_373 = wp::normalize(var_371);
        var_375 = wp::mul(var_373, var_374);
        var_376 = wp::add(var_360, var_375);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_377 = wp::add(var_371, var_376);
        var_378 = wp::dot(var_376, var_377);
        var_379 = wp::cos(var_378);
        var_380 = wp::add(var_364, var_379);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_382 = wp::mul(var_380, var_380);
        var_383 = wp::vec_t<2, wp::float32>(var_381, var_382);
        var_384 = wp::normalize(var_383);
        var_386 = wp::mul(var_384, var_385);
        var_387 = wp::add(var_371, var_386);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_389 = wp::normalize(var_387);
        var_391 = wp::mul(var_389, var_390);
        var_392 = wp::add(var_376, var_391);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_393 = wp::add(var_387, var_392);
        var_394 = wp::dot(var_392, var_393);
        var_395 = wp::cos(var_394);
        var_396 = wp::add(var_380, var_395);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_398 = wp::mul(var_396, var_396);
        var_399 = wp::vec_t<2, wp::float32>(var_397, var_398);
        var_400 = wp::normalize(var_399);
        var_402 = wp::mul(var_400, var_401);
        var_403 = wp::add(var_387, var_402);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_405 = wp::normalize(var_403);
        var_407 = wp::mul(var_405, var_406);
        var_408 = wp::add(var_392, var_407);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_409 = wp::add(var_403, var_408);
        var_410 = wp::dot(var_408, var_409);
        var_411 = wp::cos(var_410);
        var_412 = wp::add(var_396, var_411);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_414 = wp::mul(var_412, var_412);
        var_415 = wp::vec_t<2, wp::float32>(var_413, var_414);
        var_416 = wp::normalize(var_415);
        var_418 = wp::mul(var_416, var_417);
        var_419 = wp::add(var_403, var_418);
        // v0 = v0 + wp.normalize(wp.vec2(-0.59, 1.67)) * 0.79                                    <L 16>
        var_423 = wp::vec_t<2, wp::float32>(var_421, var_422);
        var_424 = wp::normalize(var_423);
        var_426 = wp::mul(var_424, var_425);
        var_427 = wp::add(var_419, var_426);
        // v4 = v2                                                                                <L 17>
        var_428 = wp::copy(var_273);
        // for j3 in range(4):                                                                    <L 18>
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_430 = wp::normalize(var_427);
        var_432 = wp::mul(var_430, var_431);
        var_433 = wp::add(var_408, var_432);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_434 = wp::add(var_427, var_433);
        var_435 = wp::dot(var_433, var_434);
        var_436 = wp::cos(var_435);
        var_437 = wp::add(var_412, var_436);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_439 = wp::mul(var_437, var_437);
        var_440 = wp::vec_t<2, wp::float32>(var_438, var_439);
        var_441 = wp::normalize(var_440);
        var_443 = wp::mul(var_441, var_442);
        var_444 = wp::add(var_427, var_443);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_446 = wp::normalize(var_444);
        var_448 = wp::mul(var_446, var_447);
        var_449 = wp::add(var_433, var_448);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_450 = wp::add(var_444, var_449);
        var_451 = wp::dot(var_449, var_450);
        var_452 = wp::cos(var_451);
        var_453 = wp::add(var_437, var_452);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_455 = wp::mul(var_453, var_453);
        var_456 = wp::vec_t<2, wp::float32>(var_454, var_455);
        var_457 = wp::normalize(var_456);
        var_459 = wp::mul(var_457, var_458);
        var_460 = wp::add(var_444, var_459);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_462 = wp::normalize(var_460);
        var_464 = wp::mul(var_462, var_463);
        var_465 = wp::add(var_449, var_464);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_466 = wp::add(var_460, var_465);
        var_467 = wp::dot(var_465, var_466);
        var_468 = wp::cos(var_467);
        var_469 = wp::add(var_453, var_468);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_471 = wp::mul(var_469, var_469);
        var_472 = wp::vec_t<2, wp::float32>(var_470, var_471);
        var_473 = wp::normalize(var_472);
        var_475 = wp::mul(var_473, var_474);
        var_476 = wp::add(var_460, var_475);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_478 = wp::normalize(var_476);
        var_480 = wp::mul(var_478, var_479);
        var_481 = wp::add(var_465, var_480);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_482 = wp::add(var_476, var_481);
        var_483 = wp::dot(var_481, var_482);
        var_484 = wp::cos(var_483);
        var_485 = wp::add(var_469, var_484);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_487 = wp::mul(var_485, var_485);
        var_488 = wp::vec_t<2, wp::float32>(var_486, var_487);
        var_489 = wp::normalize(var_488);
        var_491 = wp::mul(var_489, var_490);
        var_492 = wp::add(var_476, var_491);
        // for j1 in range(2, 6):                                                                 <L 22>
        // v0 = v0 + wp.normalize((wp.max(v0, v0) - (v1 * v3))) * 1.86                            <L 23>
        var_494 = wp::max(var_492, var_492);
        var_495 = wp::mul(var_481, var_485);
        var_496 = wp::sub(var_494, var_495);
        var_497 = wp::normalize(var_496);
        var_499 = wp::mul(var_497, var_498);
        var_500 = wp::add(var_492, var_499);
        // v1 = v1 + wp.normalize(wp.vec2(-1.687, -1.529)) * 0.41                                 <L 24>
        var_503 = wp::vec_t<2, wp::float32>(var_501, var_502);
        var_504 = wp::normalize(var_503);
        var_506 = wp::mul(var_504, var_505);
        var_507 = wp::add(var_481, var_506);
        // v1 = v1 + wp.normalize(((v2 * v1) + wp.vec2(v2, v3))) * 1.93                           <L 25>
        var_508 = wp::mul(var_273, var_507);
        var_509 = wp::vec_t<2, wp::float32>(var_273, var_485);
        var_510 = wp::add(var_508, var_509);
        var_511 = wp::normalize(var_510);
        var_513 = wp::mul(var_511, var_512);
        var_514 = wp::add(var_507, var_513);
        // v0 = v0 + wp.normalize((wp.max(v0, v0) - (v1 * v3))) * 1.86                            <L 23>
        var_516 = wp::max(var_500, var_500);
        var_517 = wp::mul(var_514, var_485);
        var_518 = wp::sub(var_516, var_517);
        var_519 = wp::normalize(var_518);
        var_521 = wp::mul(var_519, var_520);
        var_522 = wp::add(var_500, var_521);
        // v1 = v1 + wp.normalize(wp.vec2(-1.687, -1.529)) * 0.41                                 <L 24>
        var_525 = wp::vec_t<2, wp::float32>(var_523, var_524);
        var_526 = wp::normalize(var_525);
        var_528 = wp::mul(var_526, var_527);
        var_529 = wp::add(var_514, var_528);
        // v1 = v1 + wp.normalize(((v2 * v1) + wp.vec2(v2, v3))) * 1.93                           <L 25>
        var_530 = wp::mul(var_273, var_529);
        var_531 = wp::vec_t<2, wp::float32>(var_273, var_485);
        var_532 = wp::add(var_530, var_531);
        var_533 = wp::normalize(var_532);
        var_535 = wp::mul(var_533, var_534);
        var_536 = wp::add(var_529, var_535);
        // v0 = v0 + wp.normalize((wp.max(v0, v0) - (v1 * v3))) * 1.86                            <L 23>
        var_538 = wp::max(var_522, var_522);
        var_539 = wp::mul(var_536, var_485);
        var_540 = wp::sub(var_538, var_539);
        var_541 = wp::normalize(var_540);
        var_543 = wp::mul(var_541, var_542);
        var_544 = wp::add(var_522, var_543);
        // v1 = v1 + wp.normalize(wp.vec2(-1.687, -1.529)) * 0.41                                 <L 24>
        var_547 = wp::vec_t<2, wp::float32>(var_545, var_546);
        var_548 = wp::normalize(var_547);
        var_550 = wp::mul(var_548, var_549);
        var_551 = wp::add(var_536, var_550);
        // v1 = v1 + wp.normalize(((v2 * v1) + wp.vec2(v2, v3))) * 1.93                           <L 25>
        var_552 = wp::mul(var_273, var_551);
        var_553 = wp::vec_t<2, wp::float32>(var_273, var_485);
        var_554 = wp::add(var_552, var_553);
        var_555 = wp::normalize(var_554);
        var_557 = wp::mul(var_555, var_556);
        var_558 = wp::add(var_551, var_557);
        // v0 = v0 + wp.normalize((wp.max(v0, v0) - (v1 * v3))) * 1.86                            <L 23>
        var_560 = wp::max(var_544, var_544);
        var_561 = wp::mul(var_558, var_485);
        var_562 = wp::sub(var_560, var_561);
        var_563 = wp::normalize(var_562);
        var_565 = wp::mul(var_563, var_564);
        var_566 = wp::add(var_544, var_565);
        // v1 = v1 + wp.normalize(wp.vec2(-1.687, -1.529)) * 0.41                                 <L 24>
        var_569 = wp::vec_t<2, wp::float32>(var_567, var_568);
        var_570 = wp::normalize(var_569);
        var_572 = wp::mul(var_570, var_571);
        var_573 = wp::add(var_558, var_572);
        // v1 = v1 + wp.normalize(((v2 * v1) + wp.vec2(v2, v3))) * 1.93                           <L 25>
        var_574 = wp::mul(var_273, var_573);
        var_575 = wp::vec_t<2, wp::float32>(var_273, var_485);
        var_576 = wp::add(var_574, var_575);
        var_577 = wp::normalize(var_576);
        var_579 = wp::mul(var_577, var_578);
        var_580 = wp::add(var_573, var_579);
        // out0[tid] = v2 + v3 + -0.18 * 0.75                                                     <L 26>
        var_581 = wp::add(var_273, var_485);
        var_584 = wp::mul(var_582, var_583);
        var_585 = wp::add(var_581, var_584);
        wp::array_store(var_out0, var_0, var_585);
        // out1[tid] = v2 + v3 + v1[1] * 0.54                                                     <L 27>
        var_586 = wp::add(var_273, var_485);
        var_588 = wp::extract(var_580, var_587);
        var_590 = wp::mul(var_588, var_589);
        var_591 = wp::add(var_586, var_590);
        wp::array_store(var_out1, var_0, var_591);
    }
}



extern "C" __global__ void nested_loop_000001_bf35f7c2_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_x2,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_x0,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_x1,
    wp::array_t<wp::float32> adj_x2,
    wp::int32 adj_n,
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
        wp::vec_t<2, wp::float32>* var_1;
        wp::vec_t<2, wp::float32> var_2;
        wp::vec_t<2, wp::float32> var_3;
        wp::vec_t<2, wp::float32>* var_4;
        wp::vec_t<2, wp::float32> var_5;
        wp::vec_t<2, wp::float32> var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        const wp::int32 var_11 = 0;
        wp::vec_t<2, wp::float32> var_12;
        const wp::float32 var_13 = 1.06;
        wp::vec_t<2, wp::float32> var_14;
        wp::vec_t<2, wp::float32> var_15;
        const wp::int32 var_16 = 1;
        wp::vec_t<2, wp::float32> var_17;
        const wp::float32 var_18 = 1.06;
        wp::vec_t<2, wp::float32> var_19;
        wp::vec_t<2, wp::float32> var_20;
        const wp::int32 var_21 = 2;
        wp::vec_t<2, wp::float32> var_22;
        const wp::float32 var_23 = 1.06;
        wp::vec_t<2, wp::float32> var_24;
        wp::vec_t<2, wp::float32> var_25;
        const wp::int32 var_26 = 3;
        wp::vec_t<2, wp::float32> var_27;
        const wp::float32 var_28 = 1.06;
        wp::vec_t<2, wp::float32> var_29;
        wp::vec_t<2, wp::float32> var_30;
        const wp::int32 var_31 = 4;
        wp::vec_t<2, wp::float32> var_32;
        const wp::float32 var_33 = 1.06;
        wp::vec_t<2, wp::float32> var_34;
        wp::vec_t<2, wp::float32> var_35;
        const wp::int32 var_36 = 5;
        wp::vec_t<2, wp::float32> var_37;
        const wp::float32 var_38 = 1.06;
        wp::vec_t<2, wp::float32> var_39;
        wp::vec_t<2, wp::float32> var_40;
        const wp::int32 var_41 = 0;
        const wp::float32 var_42 = 0.2;
        const wp::float32 var_43 = -1.83;
        wp::vec_t<2, wp::float32> var_44;
        wp::float32 var_45;
        wp::float32 var_46;
        wp::float32 var_47;
        const wp::int32 var_48 = 0;
        const wp::float32 var_49 = -0.59;
        const wp::float32 var_50 = 1.67;
        wp::vec_t<2, wp::float32> var_51;
        wp::vec_t<2, wp::float32> var_52;
        const wp::float32 var_53 = 0.79;
        wp::vec_t<2, wp::float32> var_54;
        wp::vec_t<2, wp::float32> var_55;
        wp::float32 var_56;
        const wp::int32 var_57 = 0;
        wp::vec_t<2, wp::float32> var_58;
        const wp::float32 var_59 = 0.45;
        wp::vec_t<2, wp::float32> var_60;
        wp::vec_t<2, wp::float32> var_61;
        wp::vec_t<2, wp::float32> var_62;
        wp::float32 var_63;
        wp::float32 var_64;
        wp::float32 var_65;
        const wp::float32 var_66 = 0.09;
        wp::float32 var_67;
        wp::vec_t<2, wp::float32> var_68;
        wp::vec_t<2, wp::float32> var_69;
        const wp::float32 var_70 = 0.43;
        wp::vec_t<2, wp::float32> var_71;
        wp::vec_t<2, wp::float32> var_72;
        const wp::int32 var_73 = 1;
        wp::vec_t<2, wp::float32> var_74;
        const wp::float32 var_75 = 0.45;
        wp::vec_t<2, wp::float32> var_76;
        wp::vec_t<2, wp::float32> var_77;
        wp::vec_t<2, wp::float32> var_78;
        wp::float32 var_79;
        wp::float32 var_80;
        wp::float32 var_81;
        const wp::float32 var_82 = 0.09;
        wp::float32 var_83;
        wp::vec_t<2, wp::float32> var_84;
        wp::vec_t<2, wp::float32> var_85;
        const wp::float32 var_86 = 0.43;
        wp::vec_t<2, wp::float32> var_87;
        wp::vec_t<2, wp::float32> var_88;
        const wp::int32 var_89 = 2;
        wp::vec_t<2, wp::float32> var_90;
        const wp::float32 var_91 = 0.45;
        wp::vec_t<2, wp::float32> var_92;
        wp::vec_t<2, wp::float32> var_93;
        wp::vec_t<2, wp::float32> var_94;
        wp::float32 var_95;
        wp::float32 var_96;
        wp::float32 var_97;
        const wp::float32 var_98 = 0.09;
        wp::float32 var_99;
        wp::vec_t<2, wp::float32> var_100;
        wp::vec_t<2, wp::float32> var_101;
        const wp::float32 var_102 = 0.43;
        wp::vec_t<2, wp::float32> var_103;
        wp::vec_t<2, wp::float32> var_104;
        const wp::int32 var_105 = 3;
        wp::vec_t<2, wp::float32> var_106;
        const wp::float32 var_107 = 0.45;
        wp::vec_t<2, wp::float32> var_108;
        wp::vec_t<2, wp::float32> var_109;
        wp::vec_t<2, wp::float32> var_110;
        wp::float32 var_111;
        wp::float32 var_112;
        wp::float32 var_113;
        const wp::float32 var_114 = 0.09;
        wp::float32 var_115;
        wp::vec_t<2, wp::float32> var_116;
        wp::vec_t<2, wp::float32> var_117;
        const wp::float32 var_118 = 0.43;
        wp::vec_t<2, wp::float32> var_119;
        wp::vec_t<2, wp::float32> var_120;
        const wp::int32 var_121 = 1;
        const wp::float32 var_122 = -0.59;
        const wp::float32 var_123 = 1.67;
        wp::vec_t<2, wp::float32> var_124;
        wp::vec_t<2, wp::float32> var_125;
        const wp::float32 var_126 = 0.79;
        wp::vec_t<2, wp::float32> var_127;
        wp::vec_t<2, wp::float32> var_128;
        wp::float32 var_129;
        const wp::int32 var_130 = 0;
        wp::vec_t<2, wp::float32> var_131;
        const wp::float32 var_132 = 0.45;
        wp::vec_t<2, wp::float32> var_133;
        wp::vec_t<2, wp::float32> var_134;
        wp::vec_t<2, wp::float32> var_135;
        wp::float32 var_136;
        wp::float32 var_137;
        wp::float32 var_138;
        const wp::float32 var_139 = 0.09;
        wp::float32 var_140;
        wp::vec_t<2, wp::float32> var_141;
        wp::vec_t<2, wp::float32> var_142;
        const wp::float32 var_143 = 0.43;
        wp::vec_t<2, wp::float32> var_144;
        wp::vec_t<2, wp::float32> var_145;
        const wp::int32 var_146 = 1;
        wp::vec_t<2, wp::float32> var_147;
        const wp::float32 var_148 = 0.45;
        wp::vec_t<2, wp::float32> var_149;
        wp::vec_t<2, wp::float32> var_150;
        wp::vec_t<2, wp::float32> var_151;
        wp::float32 var_152;
        wp::float32 var_153;
        wp::float32 var_154;
        const wp::float32 var_155 = 0.09;
        wp::float32 var_156;
        wp::vec_t<2, wp::float32> var_157;
        wp::vec_t<2, wp::float32> var_158;
        const wp::float32 var_159 = 0.43;
        wp::vec_t<2, wp::float32> var_160;
        wp::vec_t<2, wp::float32> var_161;
        const wp::int32 var_162 = 2;
        wp::vec_t<2, wp::float32> var_163;
        const wp::float32 var_164 = 0.45;
        wp::vec_t<2, wp::float32> var_165;
        wp::vec_t<2, wp::float32> var_166;
        wp::vec_t<2, wp::float32> var_167;
        wp::float32 var_168;
        wp::float32 var_169;
        wp::float32 var_170;
        const wp::float32 var_171 = 0.09;
        wp::float32 var_172;
        wp::vec_t<2, wp::float32> var_173;
        wp::vec_t<2, wp::float32> var_174;
        const wp::float32 var_175 = 0.43;
        wp::vec_t<2, wp::float32> var_176;
        wp::vec_t<2, wp::float32> var_177;
        const wp::int32 var_178 = 3;
        wp::vec_t<2, wp::float32> var_179;
        const wp::float32 var_180 = 0.45;
        wp::vec_t<2, wp::float32> var_181;
        wp::vec_t<2, wp::float32> var_182;
        wp::vec_t<2, wp::float32> var_183;
        wp::float32 var_184;
        wp::float32 var_185;
        wp::float32 var_186;
        const wp::float32 var_187 = 0.09;
        wp::float32 var_188;
        wp::vec_t<2, wp::float32> var_189;
        wp::vec_t<2, wp::float32> var_190;
        const wp::float32 var_191 = 0.43;
        wp::vec_t<2, wp::float32> var_192;
        wp::vec_t<2, wp::float32> var_193;
        const wp::int32 var_194 = 2;
        const wp::float32 var_195 = -0.59;
        const wp::float32 var_196 = 1.67;
        wp::vec_t<2, wp::float32> var_197;
        wp::vec_t<2, wp::float32> var_198;
        const wp::float32 var_199 = 0.79;
        wp::vec_t<2, wp::float32> var_200;
        wp::vec_t<2, wp::float32> var_201;
        wp::float32 var_202;
        const wp::int32 var_203 = 0;
        wp::vec_t<2, wp::float32> var_204;
        const wp::float32 var_205 = 0.45;
        wp::vec_t<2, wp::float32> var_206;
        wp::vec_t<2, wp::float32> var_207;
        wp::vec_t<2, wp::float32> var_208;
        wp::float32 var_209;
        wp::float32 var_210;
        wp::float32 var_211;
        const wp::float32 var_212 = 0.09;
        wp::float32 var_213;
        wp::vec_t<2, wp::float32> var_214;
        wp::vec_t<2, wp::float32> var_215;
        const wp::float32 var_216 = 0.43;
        wp::vec_t<2, wp::float32> var_217;
        wp::vec_t<2, wp::float32> var_218;
        const wp::int32 var_219 = 1;
        wp::vec_t<2, wp::float32> var_220;
        const wp::float32 var_221 = 0.45;
        wp::vec_t<2, wp::float32> var_222;
        wp::vec_t<2, wp::float32> var_223;
        wp::vec_t<2, wp::float32> var_224;
        wp::float32 var_225;
        wp::float32 var_226;
        wp::float32 var_227;
        const wp::float32 var_228 = 0.09;
        wp::float32 var_229;
        wp::vec_t<2, wp::float32> var_230;
        wp::vec_t<2, wp::float32> var_231;
        const wp::float32 var_232 = 0.43;
        wp::vec_t<2, wp::float32> var_233;
        wp::vec_t<2, wp::float32> var_234;
        const wp::int32 var_235 = 2;
        wp::vec_t<2, wp::float32> var_236;
        const wp::float32 var_237 = 0.45;
        wp::vec_t<2, wp::float32> var_238;
        wp::vec_t<2, wp::float32> var_239;
        wp::vec_t<2, wp::float32> var_240;
        wp::float32 var_241;
        wp::float32 var_242;
        wp::float32 var_243;
        const wp::float32 var_244 = 0.09;
        wp::float32 var_245;
        wp::vec_t<2, wp::float32> var_246;
        wp::vec_t<2, wp::float32> var_247;
        const wp::float32 var_248 = 0.43;
        wp::vec_t<2, wp::float32> var_249;
        wp::vec_t<2, wp::float32> var_250;
        const wp::int32 var_251 = 3;
        wp::vec_t<2, wp::float32> var_252;
        const wp::float32 var_253 = 0.45;
        wp::vec_t<2, wp::float32> var_254;
        wp::vec_t<2, wp::float32> var_255;
        wp::vec_t<2, wp::float32> var_256;
        wp::float32 var_257;
        wp::float32 var_258;
        wp::float32 var_259;
        const wp::float32 var_260 = 0.09;
        wp::float32 var_261;
        wp::vec_t<2, wp::float32> var_262;
        wp::vec_t<2, wp::float32> var_263;
        const wp::float32 var_264 = 0.43;
        wp::vec_t<2, wp::float32> var_265;
        wp::vec_t<2, wp::float32> var_266;
        const wp::int32 var_267 = 1;
        const wp::float32 var_268 = 0.2;
        const wp::float32 var_269 = -1.83;
        wp::vec_t<2, wp::float32> var_270;
        wp::float32 var_271;
        wp::float32 var_272;
        wp::float32 var_273;
        const wp::int32 var_274 = 0;
        const wp::float32 var_275 = -0.59;
        const wp::float32 var_276 = 1.67;
        wp::vec_t<2, wp::float32> var_277;
        wp::vec_t<2, wp::float32> var_278;
        const wp::float32 var_279 = 0.79;
        wp::vec_t<2, wp::float32> var_280;
        wp::vec_t<2, wp::float32> var_281;
        wp::float32 var_282;
        const wp::int32 var_283 = 0;
        wp::vec_t<2, wp::float32> var_284;
        const wp::float32 var_285 = 0.45;
        wp::vec_t<2, wp::float32> var_286;
        wp::vec_t<2, wp::float32> var_287;
        wp::vec_t<2, wp::float32> var_288;
        wp::float32 var_289;
        wp::float32 var_290;
        wp::float32 var_291;
        const wp::float32 var_292 = 0.09;
        wp::float32 var_293;
        wp::vec_t<2, wp::float32> var_294;
        wp::vec_t<2, wp::float32> var_295;
        const wp::float32 var_296 = 0.43;
        wp::vec_t<2, wp::float32> var_297;
        wp::vec_t<2, wp::float32> var_298;
        const wp::int32 var_299 = 1;
        wp::vec_t<2, wp::float32> var_300;
        const wp::float32 var_301 = 0.45;
        wp::vec_t<2, wp::float32> var_302;
        wp::vec_t<2, wp::float32> var_303;
        wp::vec_t<2, wp::float32> var_304;
        wp::float32 var_305;
        wp::float32 var_306;
        wp::float32 var_307;
        const wp::float32 var_308 = 0.09;
        wp::float32 var_309;
        wp::vec_t<2, wp::float32> var_310;
        wp::vec_t<2, wp::float32> var_311;
        const wp::float32 var_312 = 0.43;
        wp::vec_t<2, wp::float32> var_313;
        wp::vec_t<2, wp::float32> var_314;
        const wp::int32 var_315 = 2;
        wp::vec_t<2, wp::float32> var_316;
        const wp::float32 var_317 = 0.45;
        wp::vec_t<2, wp::float32> var_318;
        wp::vec_t<2, wp::float32> var_319;
        wp::vec_t<2, wp::float32> var_320;
        wp::float32 var_321;
        wp::float32 var_322;
        wp::float32 var_323;
        const wp::float32 var_324 = 0.09;
        wp::float32 var_325;
        wp::vec_t<2, wp::float32> var_326;
        wp::vec_t<2, wp::float32> var_327;
        const wp::float32 var_328 = 0.43;
        wp::vec_t<2, wp::float32> var_329;
        wp::vec_t<2, wp::float32> var_330;
        const wp::int32 var_331 = 3;
        wp::vec_t<2, wp::float32> var_332;
        const wp::float32 var_333 = 0.45;
        wp::vec_t<2, wp::float32> var_334;
        wp::vec_t<2, wp::float32> var_335;
        wp::vec_t<2, wp::float32> var_336;
        wp::float32 var_337;
        wp::float32 var_338;
        wp::float32 var_339;
        const wp::float32 var_340 = 0.09;
        wp::float32 var_341;
        wp::vec_t<2, wp::float32> var_342;
        wp::vec_t<2, wp::float32> var_343;
        const wp::float32 var_344 = 0.43;
        wp::vec_t<2, wp::float32> var_345;
        wp::vec_t<2, wp::float32> var_346;
        const wp::int32 var_347 = 1;
        const wp::float32 var_348 = -0.59;
        const wp::float32 var_349 = 1.67;
        wp::vec_t<2, wp::float32> var_350;
        wp::vec_t<2, wp::float32> var_351;
        const wp::float32 var_352 = 0.79;
        wp::vec_t<2, wp::float32> var_353;
        wp::vec_t<2, wp::float32> var_354;
        wp::float32 var_355;
        const wp::int32 var_356 = 0;
        wp::vec_t<2, wp::float32> var_357;
        const wp::float32 var_358 = 0.45;
        wp::vec_t<2, wp::float32> var_359;
        wp::vec_t<2, wp::float32> var_360;
        wp::vec_t<2, wp::float32> var_361;
        wp::float32 var_362;
        wp::float32 var_363;
        wp::float32 var_364;
        const wp::float32 var_365 = 0.09;
        wp::float32 var_366;
        wp::vec_t<2, wp::float32> var_367;
        wp::vec_t<2, wp::float32> var_368;
        const wp::float32 var_369 = 0.43;
        wp::vec_t<2, wp::float32> var_370;
        wp::vec_t<2, wp::float32> var_371;
        const wp::int32 var_372 = 1;
        wp::vec_t<2, wp::float32> var_373;
        const wp::float32 var_374 = 0.45;
        wp::vec_t<2, wp::float32> var_375;
        wp::vec_t<2, wp::float32> var_376;
        wp::vec_t<2, wp::float32> var_377;
        wp::float32 var_378;
        wp::float32 var_379;
        wp::float32 var_380;
        const wp::float32 var_381 = 0.09;
        wp::float32 var_382;
        wp::vec_t<2, wp::float32> var_383;
        wp::vec_t<2, wp::float32> var_384;
        const wp::float32 var_385 = 0.43;
        wp::vec_t<2, wp::float32> var_386;
        wp::vec_t<2, wp::float32> var_387;
        const wp::int32 var_388 = 2;
        wp::vec_t<2, wp::float32> var_389;
        const wp::float32 var_390 = 0.45;
        wp::vec_t<2, wp::float32> var_391;
        wp::vec_t<2, wp::float32> var_392;
        wp::vec_t<2, wp::float32> var_393;
        wp::float32 var_394;
        wp::float32 var_395;
        wp::float32 var_396;
        const wp::float32 var_397 = 0.09;
        wp::float32 var_398;
        wp::vec_t<2, wp::float32> var_399;
        wp::vec_t<2, wp::float32> var_400;
        const wp::float32 var_401 = 0.43;
        wp::vec_t<2, wp::float32> var_402;
        wp::vec_t<2, wp::float32> var_403;
        const wp::int32 var_404 = 3;
        wp::vec_t<2, wp::float32> var_405;
        const wp::float32 var_406 = 0.45;
        wp::vec_t<2, wp::float32> var_407;
        wp::vec_t<2, wp::float32> var_408;
        wp::vec_t<2, wp::float32> var_409;
        wp::float32 var_410;
        wp::float32 var_411;
        wp::float32 var_412;
        const wp::float32 var_413 = 0.09;
        wp::float32 var_414;
        wp::vec_t<2, wp::float32> var_415;
        wp::vec_t<2, wp::float32> var_416;
        const wp::float32 var_417 = 0.43;
        wp::vec_t<2, wp::float32> var_418;
        wp::vec_t<2, wp::float32> var_419;
        const wp::int32 var_420 = 2;
        const wp::float32 var_421 = -0.59;
        const wp::float32 var_422 = 1.67;
        wp::vec_t<2, wp::float32> var_423;
        wp::vec_t<2, wp::float32> var_424;
        const wp::float32 var_425 = 0.79;
        wp::vec_t<2, wp::float32> var_426;
        wp::vec_t<2, wp::float32> var_427;
        wp::float32 var_428;
        const wp::int32 var_429 = 0;
        wp::vec_t<2, wp::float32> var_430;
        const wp::float32 var_431 = 0.45;
        wp::vec_t<2, wp::float32> var_432;
        wp::vec_t<2, wp::float32> var_433;
        wp::vec_t<2, wp::float32> var_434;
        wp::float32 var_435;
        wp::float32 var_436;
        wp::float32 var_437;
        const wp::float32 var_438 = 0.09;
        wp::float32 var_439;
        wp::vec_t<2, wp::float32> var_440;
        wp::vec_t<2, wp::float32> var_441;
        const wp::float32 var_442 = 0.43;
        wp::vec_t<2, wp::float32> var_443;
        wp::vec_t<2, wp::float32> var_444;
        const wp::int32 var_445 = 1;
        wp::vec_t<2, wp::float32> var_446;
        const wp::float32 var_447 = 0.45;
        wp::vec_t<2, wp::float32> var_448;
        wp::vec_t<2, wp::float32> var_449;
        wp::vec_t<2, wp::float32> var_450;
        wp::float32 var_451;
        wp::float32 var_452;
        wp::float32 var_453;
        const wp::float32 var_454 = 0.09;
        wp::float32 var_455;
        wp::vec_t<2, wp::float32> var_456;
        wp::vec_t<2, wp::float32> var_457;
        const wp::float32 var_458 = 0.43;
        wp::vec_t<2, wp::float32> var_459;
        wp::vec_t<2, wp::float32> var_460;
        const wp::int32 var_461 = 2;
        wp::vec_t<2, wp::float32> var_462;
        const wp::float32 var_463 = 0.45;
        wp::vec_t<2, wp::float32> var_464;
        wp::vec_t<2, wp::float32> var_465;
        wp::vec_t<2, wp::float32> var_466;
        wp::float32 var_467;
        wp::float32 var_468;
        wp::float32 var_469;
        const wp::float32 var_470 = 0.09;
        wp::float32 var_471;
        wp::vec_t<2, wp::float32> var_472;
        wp::vec_t<2, wp::float32> var_473;
        const wp::float32 var_474 = 0.43;
        wp::vec_t<2, wp::float32> var_475;
        wp::vec_t<2, wp::float32> var_476;
        const wp::int32 var_477 = 3;
        wp::vec_t<2, wp::float32> var_478;
        const wp::float32 var_479 = 0.45;
        wp::vec_t<2, wp::float32> var_480;
        wp::vec_t<2, wp::float32> var_481;
        wp::vec_t<2, wp::float32> var_482;
        wp::float32 var_483;
        wp::float32 var_484;
        wp::float32 var_485;
        const wp::float32 var_486 = 0.09;
        wp::float32 var_487;
        wp::vec_t<2, wp::float32> var_488;
        wp::vec_t<2, wp::float32> var_489;
        const wp::float32 var_490 = 0.43;
        wp::vec_t<2, wp::float32> var_491;
        wp::vec_t<2, wp::float32> var_492;
        const wp::int32 var_493 = 2;
        wp::vec_t<2, wp::float32> var_494;
        wp::vec_t<2, wp::float32> var_495;
        wp::vec_t<2, wp::float32> var_496;
        wp::vec_t<2, wp::float32> var_497;
        const wp::float32 var_498 = 1.86;
        wp::vec_t<2, wp::float32> var_499;
        wp::vec_t<2, wp::float32> var_500;
        const wp::float32 var_501 = -1.687;
        const wp::float32 var_502 = -1.529;
        wp::vec_t<2, wp::float32> var_503;
        wp::vec_t<2, wp::float32> var_504;
        const wp::float32 var_505 = 0.41;
        wp::vec_t<2, wp::float32> var_506;
        wp::vec_t<2, wp::float32> var_507;
        wp::vec_t<2, wp::float32> var_508;
        wp::vec_t<2, wp::float32> var_509;
        wp::vec_t<2, wp::float32> var_510;
        wp::vec_t<2, wp::float32> var_511;
        const wp::float32 var_512 = 1.93;
        wp::vec_t<2, wp::float32> var_513;
        wp::vec_t<2, wp::float32> var_514;
        const wp::int32 var_515 = 3;
        wp::vec_t<2, wp::float32> var_516;
        wp::vec_t<2, wp::float32> var_517;
        wp::vec_t<2, wp::float32> var_518;
        wp::vec_t<2, wp::float32> var_519;
        const wp::float32 var_520 = 1.86;
        wp::vec_t<2, wp::float32> var_521;
        wp::vec_t<2, wp::float32> var_522;
        const wp::float32 var_523 = -1.687;
        const wp::float32 var_524 = -1.529;
        wp::vec_t<2, wp::float32> var_525;
        wp::vec_t<2, wp::float32> var_526;
        const wp::float32 var_527 = 0.41;
        wp::vec_t<2, wp::float32> var_528;
        wp::vec_t<2, wp::float32> var_529;
        wp::vec_t<2, wp::float32> var_530;
        wp::vec_t<2, wp::float32> var_531;
        wp::vec_t<2, wp::float32> var_532;
        wp::vec_t<2, wp::float32> var_533;
        const wp::float32 var_534 = 1.93;
        wp::vec_t<2, wp::float32> var_535;
        wp::vec_t<2, wp::float32> var_536;
        const wp::int32 var_537 = 4;
        wp::vec_t<2, wp::float32> var_538;
        wp::vec_t<2, wp::float32> var_539;
        wp::vec_t<2, wp::float32> var_540;
        wp::vec_t<2, wp::float32> var_541;
        const wp::float32 var_542 = 1.86;
        wp::vec_t<2, wp::float32> var_543;
        wp::vec_t<2, wp::float32> var_544;
        const wp::float32 var_545 = -1.687;
        const wp::float32 var_546 = -1.529;
        wp::vec_t<2, wp::float32> var_547;
        wp::vec_t<2, wp::float32> var_548;
        const wp::float32 var_549 = 0.41;
        wp::vec_t<2, wp::float32> var_550;
        wp::vec_t<2, wp::float32> var_551;
        wp::vec_t<2, wp::float32> var_552;
        wp::vec_t<2, wp::float32> var_553;
        wp::vec_t<2, wp::float32> var_554;
        wp::vec_t<2, wp::float32> var_555;
        const wp::float32 var_556 = 1.93;
        wp::vec_t<2, wp::float32> var_557;
        wp::vec_t<2, wp::float32> var_558;
        const wp::int32 var_559 = 5;
        wp::vec_t<2, wp::float32> var_560;
        wp::vec_t<2, wp::float32> var_561;
        wp::vec_t<2, wp::float32> var_562;
        wp::vec_t<2, wp::float32> var_563;
        const wp::float32 var_564 = 1.86;
        wp::vec_t<2, wp::float32> var_565;
        wp::vec_t<2, wp::float32> var_566;
        const wp::float32 var_567 = -1.687;
        const wp::float32 var_568 = -1.529;
        wp::vec_t<2, wp::float32> var_569;
        wp::vec_t<2, wp::float32> var_570;
        const wp::float32 var_571 = 0.41;
        wp::vec_t<2, wp::float32> var_572;
        wp::vec_t<2, wp::float32> var_573;
        wp::vec_t<2, wp::float32> var_574;
        wp::vec_t<2, wp::float32> var_575;
        wp::vec_t<2, wp::float32> var_576;
        wp::vec_t<2, wp::float32> var_577;
        const wp::float32 var_578 = 1.93;
        wp::vec_t<2, wp::float32> var_579;
        wp::vec_t<2, wp::float32> var_580;
        wp::float32 var_581;
        const wp::float32 var_582 = -0.18;
        const wp::float32 var_583 = 0.75;
        wp::float32 var_584;
        wp::float32 var_585;
        wp::float32 var_586;
        const wp::int32 var_587 = 1;
        wp::float32 var_588;
        const wp::float32 var_589 = 0.54;
        wp::float32 var_590;
        wp::float32 var_591;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<2, wp::float32> adj_1 = {};
        wp::vec_t<2, wp::float32> adj_2 = {};
        wp::vec_t<2, wp::float32> adj_3 = {};
        wp::vec_t<2, wp::float32> adj_4 = {};
        wp::vec_t<2, wp::float32> adj_5 = {};
        wp::vec_t<2, wp::float32> adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::int32 adj_11 = {};
        wp::vec_t<2, wp::float32> adj_12 = {};
        wp::float32 adj_13 = {};
        wp::vec_t<2, wp::float32> adj_14 = {};
        wp::vec_t<2, wp::float32> adj_15 = {};
        wp::int32 adj_16 = {};
        wp::vec_t<2, wp::float32> adj_17 = {};
        wp::float32 adj_18 = {};
        wp::vec_t<2, wp::float32> adj_19 = {};
        wp::vec_t<2, wp::float32> adj_20 = {};
        wp::int32 adj_21 = {};
        wp::vec_t<2, wp::float32> adj_22 = {};
        wp::float32 adj_23 = {};
        wp::vec_t<2, wp::float32> adj_24 = {};
        wp::vec_t<2, wp::float32> adj_25 = {};
        wp::int32 adj_26 = {};
        wp::vec_t<2, wp::float32> adj_27 = {};
        wp::float32 adj_28 = {};
        wp::vec_t<2, wp::float32> adj_29 = {};
        wp::vec_t<2, wp::float32> adj_30 = {};
        wp::int32 adj_31 = {};
        wp::vec_t<2, wp::float32> adj_32 = {};
        wp::float32 adj_33 = {};
        wp::vec_t<2, wp::float32> adj_34 = {};
        wp::vec_t<2, wp::float32> adj_35 = {};
        wp::int32 adj_36 = {};
        wp::vec_t<2, wp::float32> adj_37 = {};
        wp::float32 adj_38 = {};
        wp::vec_t<2, wp::float32> adj_39 = {};
        wp::vec_t<2, wp::float32> adj_40 = {};
        wp::int32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::vec_t<2, wp::float32> adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::int32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::vec_t<2, wp::float32> adj_51 = {};
        wp::vec_t<2, wp::float32> adj_52 = {};
        wp::float32 adj_53 = {};
        wp::vec_t<2, wp::float32> adj_54 = {};
        wp::vec_t<2, wp::float32> adj_55 = {};
        wp::float32 adj_56 = {};
        wp::int32 adj_57 = {};
        wp::vec_t<2, wp::float32> adj_58 = {};
        wp::float32 adj_59 = {};
        wp::vec_t<2, wp::float32> adj_60 = {};
        wp::vec_t<2, wp::float32> adj_61 = {};
        wp::vec_t<2, wp::float32> adj_62 = {};
        wp::float32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::float32 adj_66 = {};
        wp::float32 adj_67 = {};
        wp::vec_t<2, wp::float32> adj_68 = {};
        wp::vec_t<2, wp::float32> adj_69 = {};
        wp::float32 adj_70 = {};
        wp::vec_t<2, wp::float32> adj_71 = {};
        wp::vec_t<2, wp::float32> adj_72 = {};
        wp::int32 adj_73 = {};
        wp::vec_t<2, wp::float32> adj_74 = {};
        wp::float32 adj_75 = {};
        wp::vec_t<2, wp::float32> adj_76 = {};
        wp::vec_t<2, wp::float32> adj_77 = {};
        wp::vec_t<2, wp::float32> adj_78 = {};
        wp::float32 adj_79 = {};
        wp::float32 adj_80 = {};
        wp::float32 adj_81 = {};
        wp::float32 adj_82 = {};
        wp::float32 adj_83 = {};
        wp::vec_t<2, wp::float32> adj_84 = {};
        wp::vec_t<2, wp::float32> adj_85 = {};
        wp::float32 adj_86 = {};
        wp::vec_t<2, wp::float32> adj_87 = {};
        wp::vec_t<2, wp::float32> adj_88 = {};
        wp::int32 adj_89 = {};
        wp::vec_t<2, wp::float32> adj_90 = {};
        wp::float32 adj_91 = {};
        wp::vec_t<2, wp::float32> adj_92 = {};
        wp::vec_t<2, wp::float32> adj_93 = {};
        wp::vec_t<2, wp::float32> adj_94 = {};
        wp::float32 adj_95 = {};
        wp::float32 adj_96 = {};
        wp::float32 adj_97 = {};
        wp::float32 adj_98 = {};
        wp::float32 adj_99 = {};
        wp::vec_t<2, wp::float32> adj_100 = {};
        wp::vec_t<2, wp::float32> adj_101 = {};
        wp::float32 adj_102 = {};
        wp::vec_t<2, wp::float32> adj_103 = {};
        wp::vec_t<2, wp::float32> adj_104 = {};
        wp::int32 adj_105 = {};
        wp::vec_t<2, wp::float32> adj_106 = {};
        wp::float32 adj_107 = {};
        wp::vec_t<2, wp::float32> adj_108 = {};
        wp::vec_t<2, wp::float32> adj_109 = {};
        wp::vec_t<2, wp::float32> adj_110 = {};
        wp::float32 adj_111 = {};
        wp::float32 adj_112 = {};
        wp::float32 adj_113 = {};
        wp::float32 adj_114 = {};
        wp::float32 adj_115 = {};
        wp::vec_t<2, wp::float32> adj_116 = {};
        wp::vec_t<2, wp::float32> adj_117 = {};
        wp::float32 adj_118 = {};
        wp::vec_t<2, wp::float32> adj_119 = {};
        wp::vec_t<2, wp::float32> adj_120 = {};
        wp::int32 adj_121 = {};
        wp::float32 adj_122 = {};
        wp::float32 adj_123 = {};
        wp::vec_t<2, wp::float32> adj_124 = {};
        wp::vec_t<2, wp::float32> adj_125 = {};
        wp::float32 adj_126 = {};
        wp::vec_t<2, wp::float32> adj_127 = {};
        wp::vec_t<2, wp::float32> adj_128 = {};
        wp::float32 adj_129 = {};
        wp::int32 adj_130 = {};
        wp::vec_t<2, wp::float32> adj_131 = {};
        wp::float32 adj_132 = {};
        wp::vec_t<2, wp::float32> adj_133 = {};
        wp::vec_t<2, wp::float32> adj_134 = {};
        wp::vec_t<2, wp::float32> adj_135 = {};
        wp::float32 adj_136 = {};
        wp::float32 adj_137 = {};
        wp::float32 adj_138 = {};
        wp::float32 adj_139 = {};
        wp::float32 adj_140 = {};
        wp::vec_t<2, wp::float32> adj_141 = {};
        wp::vec_t<2, wp::float32> adj_142 = {};
        wp::float32 adj_143 = {};
        wp::vec_t<2, wp::float32> adj_144 = {};
        wp::vec_t<2, wp::float32> adj_145 = {};
        wp::int32 adj_146 = {};
        wp::vec_t<2, wp::float32> adj_147 = {};
        wp::float32 adj_148 = {};
        wp::vec_t<2, wp::float32> adj_149 = {};
        wp::vec_t<2, wp::float32> adj_150 = {};
        wp::vec_t<2, wp::float32> adj_151 = {};
        wp::float32 adj_152 = {};
        wp::float32 adj_153 = {};
        wp::float32 adj_154 = {};
        wp::float32 adj_155 = {};
        wp::float32 adj_156 = {};
        wp::vec_t<2, wp::float32> adj_157 = {};
        wp::vec_t<2, wp::float32> adj_158 = {};
        wp::float32 adj_159 = {};
        wp::vec_t<2, wp::float32> adj_160 = {};
        wp::vec_t<2, wp::float32> adj_161 = {};
        wp::int32 adj_162 = {};
        wp::vec_t<2, wp::float32> adj_163 = {};
        wp::float32 adj_164 = {};
        wp::vec_t<2, wp::float32> adj_165 = {};
        wp::vec_t<2, wp::float32> adj_166 = {};
        wp::vec_t<2, wp::float32> adj_167 = {};
        wp::float32 adj_168 = {};
        wp::float32 adj_169 = {};
        wp::float32 adj_170 = {};
        wp::float32 adj_171 = {};
        wp::float32 adj_172 = {};
        wp::vec_t<2, wp::float32> adj_173 = {};
        wp::vec_t<2, wp::float32> adj_174 = {};
        wp::float32 adj_175 = {};
        wp::vec_t<2, wp::float32> adj_176 = {};
        wp::vec_t<2, wp::float32> adj_177 = {};
        wp::int32 adj_178 = {};
        wp::vec_t<2, wp::float32> adj_179 = {};
        wp::float32 adj_180 = {};
        wp::vec_t<2, wp::float32> adj_181 = {};
        wp::vec_t<2, wp::float32> adj_182 = {};
        wp::vec_t<2, wp::float32> adj_183 = {};
        wp::float32 adj_184 = {};
        wp::float32 adj_185 = {};
        wp::float32 adj_186 = {};
        wp::float32 adj_187 = {};
        wp::float32 adj_188 = {};
        wp::vec_t<2, wp::float32> adj_189 = {};
        wp::vec_t<2, wp::float32> adj_190 = {};
        wp::float32 adj_191 = {};
        wp::vec_t<2, wp::float32> adj_192 = {};
        wp::vec_t<2, wp::float32> adj_193 = {};
        wp::int32 adj_194 = {};
        wp::float32 adj_195 = {};
        wp::float32 adj_196 = {};
        wp::vec_t<2, wp::float32> adj_197 = {};
        wp::vec_t<2, wp::float32> adj_198 = {};
        wp::float32 adj_199 = {};
        wp::vec_t<2, wp::float32> adj_200 = {};
        wp::vec_t<2, wp::float32> adj_201 = {};
        wp::float32 adj_202 = {};
        wp::int32 adj_203 = {};
        wp::vec_t<2, wp::float32> adj_204 = {};
        wp::float32 adj_205 = {};
        wp::vec_t<2, wp::float32> adj_206 = {};
        wp::vec_t<2, wp::float32> adj_207 = {};
        wp::vec_t<2, wp::float32> adj_208 = {};
        wp::float32 adj_209 = {};
        wp::float32 adj_210 = {};
        wp::float32 adj_211 = {};
        wp::float32 adj_212 = {};
        wp::float32 adj_213 = {};
        wp::vec_t<2, wp::float32> adj_214 = {};
        wp::vec_t<2, wp::float32> adj_215 = {};
        wp::float32 adj_216 = {};
        wp::vec_t<2, wp::float32> adj_217 = {};
        wp::vec_t<2, wp::float32> adj_218 = {};
        wp::int32 adj_219 = {};
        wp::vec_t<2, wp::float32> adj_220 = {};
        wp::float32 adj_221 = {};
        wp::vec_t<2, wp::float32> adj_222 = {};
        wp::vec_t<2, wp::float32> adj_223 = {};
        wp::vec_t<2, wp::float32> adj_224 = {};
        wp::float32 adj_225 = {};
        wp::float32 adj_226 = {};
        wp::float32 adj_227 = {};
        wp::float32 adj_228 = {};
        wp::float32 adj_229 = {};
        wp::vec_t<2, wp::float32> adj_230 = {};
        wp::vec_t<2, wp::float32> adj_231 = {};
        wp::float32 adj_232 = {};
        wp::vec_t<2, wp::float32> adj_233 = {};
        wp::vec_t<2, wp::float32> adj_234 = {};
        wp::int32 adj_235 = {};
        wp::vec_t<2, wp::float32> adj_236 = {};
        wp::float32 adj_237 = {};
        wp::vec_t<2, wp::float32> adj_238 = {};
        wp::vec_t<2, wp::float32> adj_239 = {};
        wp::vec_t<2, wp::float32> adj_240 = {};
        wp::float32 adj_241 = {};
        wp::float32 adj_242 = {};
        wp::float32 adj_243 = {};
        wp::float32 adj_244 = {};
        wp::float32 adj_245 = {};
        wp::vec_t<2, wp::float32> adj_246 = {};
        wp::vec_t<2, wp::float32> adj_247 = {};
        wp::float32 adj_248 = {};
        wp::vec_t<2, wp::float32> adj_249 = {};
        wp::vec_t<2, wp::float32> adj_250 = {};
        wp::int32 adj_251 = {};
        wp::vec_t<2, wp::float32> adj_252 = {};
        wp::float32 adj_253 = {};
        wp::vec_t<2, wp::float32> adj_254 = {};
        wp::vec_t<2, wp::float32> adj_255 = {};
        wp::vec_t<2, wp::float32> adj_256 = {};
        wp::float32 adj_257 = {};
        wp::float32 adj_258 = {};
        wp::float32 adj_259 = {};
        wp::float32 adj_260 = {};
        wp::float32 adj_261 = {};
        wp::vec_t<2, wp::float32> adj_262 = {};
        wp::vec_t<2, wp::float32> adj_263 = {};
        wp::float32 adj_264 = {};
        wp::vec_t<2, wp::float32> adj_265 = {};
        wp::vec_t<2, wp::float32> adj_266 = {};
        wp::int32 adj_267 = {};
        wp::float32 adj_268 = {};
        wp::float32 adj_269 = {};
        wp::vec_t<2, wp::float32> adj_270 = {};
        wp::float32 adj_271 = {};
        wp::float32 adj_272 = {};
        wp::float32 adj_273 = {};
        wp::int32 adj_274 = {};
        wp::float32 adj_275 = {};
        wp::float32 adj_276 = {};
        wp::vec_t<2, wp::float32> adj_277 = {};
        wp::vec_t<2, wp::float32> adj_278 = {};
        wp::float32 adj_279 = {};
        wp::vec_t<2, wp::float32> adj_280 = {};
        wp::vec_t<2, wp::float32> adj_281 = {};
        wp::float32 adj_282 = {};
        wp::int32 adj_283 = {};
        wp::vec_t<2, wp::float32> adj_284 = {};
        wp::float32 adj_285 = {};
        wp::vec_t<2, wp::float32> adj_286 = {};
        wp::vec_t<2, wp::float32> adj_287 = {};
        wp::vec_t<2, wp::float32> adj_288 = {};
        wp::float32 adj_289 = {};
        wp::float32 adj_290 = {};
        wp::float32 adj_291 = {};
        wp::float32 adj_292 = {};
        wp::float32 adj_293 = {};
        wp::vec_t<2, wp::float32> adj_294 = {};
        wp::vec_t<2, wp::float32> adj_295 = {};
        wp::float32 adj_296 = {};
        wp::vec_t<2, wp::float32> adj_297 = {};
        wp::vec_t<2, wp::float32> adj_298 = {};
        wp::int32 adj_299 = {};
        wp::vec_t<2, wp::float32> adj_300 = {};
        wp::float32 adj_301 = {};
        wp::vec_t<2, wp::float32> adj_302 = {};
        wp::vec_t<2, wp::float32> adj_303 = {};
        wp::vec_t<2, wp::float32> adj_304 = {};
        wp::float32 adj_305 = {};
        wp::float32 adj_306 = {};
        wp::float32 adj_307 = {};
        wp::float32 adj_308 = {};
        wp::float32 adj_309 = {};
        wp::vec_t<2, wp::float32> adj_310 = {};
        wp::vec_t<2, wp::float32> adj_311 = {};
        wp::float32 adj_312 = {};
        wp::vec_t<2, wp::float32> adj_313 = {};
        wp::vec_t<2, wp::float32> adj_314 = {};
        wp::int32 adj_315 = {};
        wp::vec_t<2, wp::float32> adj_316 = {};
        wp::float32 adj_317 = {};
        wp::vec_t<2, wp::float32> adj_318 = {};
        wp::vec_t<2, wp::float32> adj_319 = {};
        wp::vec_t<2, wp::float32> adj_320 = {};
        wp::float32 adj_321 = {};
        wp::float32 adj_322 = {};
        wp::float32 adj_323 = {};
        wp::float32 adj_324 = {};
        wp::float32 adj_325 = {};
        wp::vec_t<2, wp::float32> adj_326 = {};
        wp::vec_t<2, wp::float32> adj_327 = {};
        wp::float32 adj_328 = {};
        wp::vec_t<2, wp::float32> adj_329 = {};
        wp::vec_t<2, wp::float32> adj_330 = {};
        wp::int32 adj_331 = {};
        wp::vec_t<2, wp::float32> adj_332 = {};
        wp::float32 adj_333 = {};
        wp::vec_t<2, wp::float32> adj_334 = {};
        wp::vec_t<2, wp::float32> adj_335 = {};
        wp::vec_t<2, wp::float32> adj_336 = {};
        wp::float32 adj_337 = {};
        wp::float32 adj_338 = {};
        wp::float32 adj_339 = {};
        wp::float32 adj_340 = {};
        wp::float32 adj_341 = {};
        wp::vec_t<2, wp::float32> adj_342 = {};
        wp::vec_t<2, wp::float32> adj_343 = {};
        wp::float32 adj_344 = {};
        wp::vec_t<2, wp::float32> adj_345 = {};
        wp::vec_t<2, wp::float32> adj_346 = {};
        wp::int32 adj_347 = {};
        wp::float32 adj_348 = {};
        wp::float32 adj_349 = {};
        wp::vec_t<2, wp::float32> adj_350 = {};
        wp::vec_t<2, wp::float32> adj_351 = {};
        wp::float32 adj_352 = {};
        wp::vec_t<2, wp::float32> adj_353 = {};
        wp::vec_t<2, wp::float32> adj_354 = {};
        wp::float32 adj_355 = {};
        wp::int32 adj_356 = {};
        wp::vec_t<2, wp::float32> adj_357 = {};
        wp::float32 adj_358 = {};
        wp::vec_t<2, wp::float32> adj_359 = {};
        wp::vec_t<2, wp::float32> adj_360 = {};
        wp::vec_t<2, wp::float32> adj_361 = {};
        wp::float32 adj_362 = {};
        wp::float32 adj_363 = {};
        wp::float32 adj_364 = {};
        wp::float32 adj_365 = {};
        wp::float32 adj_366 = {};
        wp::vec_t<2, wp::float32> adj_367 = {};
        wp::vec_t<2, wp::float32> adj_368 = {};
        wp::float32 adj_369 = {};
        wp::vec_t<2, wp::float32> adj_370 = {};
        wp::vec_t<2, wp::float32> adj_371 = {};
        wp::int32 adj_372 = {};
        wp::vec_t<2, wp::float32> adj_373 = {};
        wp::float32 adj_374 = {};
        wp::vec_t<2, wp::float32> adj_375 = {};
        wp::vec_t<2, wp::float32> adj_376 = {};
        wp::vec_t<2, wp::float32> adj_377 = {};
        wp::float32 adj_378 = {};
        wp::float32 adj_379 = {};
        wp::float32 adj_380 = {};
        wp::float32 adj_381 = {};
        wp::float32 adj_382 = {};
        wp::vec_t<2, wp::float32> adj_383 = {};
        wp::vec_t<2, wp::float32> adj_384 = {};
        wp::float32 adj_385 = {};
        wp::vec_t<2, wp::float32> adj_386 = {};
        wp::vec_t<2, wp::float32> adj_387 = {};
        wp::int32 adj_388 = {};
        wp::vec_t<2, wp::float32> adj_389 = {};
        wp::float32 adj_390 = {};
        wp::vec_t<2, wp::float32> adj_391 = {};
        wp::vec_t<2, wp::float32> adj_392 = {};
        wp::vec_t<2, wp::float32> adj_393 = {};
        wp::float32 adj_394 = {};
        wp::float32 adj_395 = {};
        wp::float32 adj_396 = {};
        wp::float32 adj_397 = {};
        wp::float32 adj_398 = {};
        wp::vec_t<2, wp::float32> adj_399 = {};
        wp::vec_t<2, wp::float32> adj_400 = {};
        wp::float32 adj_401 = {};
        wp::vec_t<2, wp::float32> adj_402 = {};
        wp::vec_t<2, wp::float32> adj_403 = {};
        wp::int32 adj_404 = {};
        wp::vec_t<2, wp::float32> adj_405 = {};
        wp::float32 adj_406 = {};
        wp::vec_t<2, wp::float32> adj_407 = {};
        wp::vec_t<2, wp::float32> adj_408 = {};
        wp::vec_t<2, wp::float32> adj_409 = {};
        wp::float32 adj_410 = {};
        wp::float32 adj_411 = {};
        wp::float32 adj_412 = {};
        wp::float32 adj_413 = {};
        wp::float32 adj_414 = {};
        wp::vec_t<2, wp::float32> adj_415 = {};
        wp::vec_t<2, wp::float32> adj_416 = {};
        wp::float32 adj_417 = {};
        wp::vec_t<2, wp::float32> adj_418 = {};
        wp::vec_t<2, wp::float32> adj_419 = {};
        wp::int32 adj_420 = {};
        wp::float32 adj_421 = {};
        wp::float32 adj_422 = {};
        wp::vec_t<2, wp::float32> adj_423 = {};
        wp::vec_t<2, wp::float32> adj_424 = {};
        wp::float32 adj_425 = {};
        wp::vec_t<2, wp::float32> adj_426 = {};
        wp::vec_t<2, wp::float32> adj_427 = {};
        wp::float32 adj_428 = {};
        wp::int32 adj_429 = {};
        wp::vec_t<2, wp::float32> adj_430 = {};
        wp::float32 adj_431 = {};
        wp::vec_t<2, wp::float32> adj_432 = {};
        wp::vec_t<2, wp::float32> adj_433 = {};
        wp::vec_t<2, wp::float32> adj_434 = {};
        wp::float32 adj_435 = {};
        wp::float32 adj_436 = {};
        wp::float32 adj_437 = {};
        wp::float32 adj_438 = {};
        wp::float32 adj_439 = {};
        wp::vec_t<2, wp::float32> adj_440 = {};
        wp::vec_t<2, wp::float32> adj_441 = {};
        wp::float32 adj_442 = {};
        wp::vec_t<2, wp::float32> adj_443 = {};
        wp::vec_t<2, wp::float32> adj_444 = {};
        wp::int32 adj_445 = {};
        wp::vec_t<2, wp::float32> adj_446 = {};
        wp::float32 adj_447 = {};
        wp::vec_t<2, wp::float32> adj_448 = {};
        wp::vec_t<2, wp::float32> adj_449 = {};
        wp::vec_t<2, wp::float32> adj_450 = {};
        wp::float32 adj_451 = {};
        wp::float32 adj_452 = {};
        wp::float32 adj_453 = {};
        wp::float32 adj_454 = {};
        wp::float32 adj_455 = {};
        wp::vec_t<2, wp::float32> adj_456 = {};
        wp::vec_t<2, wp::float32> adj_457 = {};
        wp::float32 adj_458 = {};
        wp::vec_t<2, wp::float32> adj_459 = {};
        wp::vec_t<2, wp::float32> adj_460 = {};
        wp::int32 adj_461 = {};
        wp::vec_t<2, wp::float32> adj_462 = {};
        wp::float32 adj_463 = {};
        wp::vec_t<2, wp::float32> adj_464 = {};
        wp::vec_t<2, wp::float32> adj_465 = {};
        wp::vec_t<2, wp::float32> adj_466 = {};
        wp::float32 adj_467 = {};
        wp::float32 adj_468 = {};
        wp::float32 adj_469 = {};
        wp::float32 adj_470 = {};
        wp::float32 adj_471 = {};
        wp::vec_t<2, wp::float32> adj_472 = {};
        wp::vec_t<2, wp::float32> adj_473 = {};
        wp::float32 adj_474 = {};
        wp::vec_t<2, wp::float32> adj_475 = {};
        wp::vec_t<2, wp::float32> adj_476 = {};
        wp::int32 adj_477 = {};
        wp::vec_t<2, wp::float32> adj_478 = {};
        wp::float32 adj_479 = {};
        wp::vec_t<2, wp::float32> adj_480 = {};
        wp::vec_t<2, wp::float32> adj_481 = {};
        wp::vec_t<2, wp::float32> adj_482 = {};
        wp::float32 adj_483 = {};
        wp::float32 adj_484 = {};
        wp::float32 adj_485 = {};
        wp::float32 adj_486 = {};
        wp::float32 adj_487 = {};
        wp::vec_t<2, wp::float32> adj_488 = {};
        wp::vec_t<2, wp::float32> adj_489 = {};
        wp::float32 adj_490 = {};
        wp::vec_t<2, wp::float32> adj_491 = {};
        wp::vec_t<2, wp::float32> adj_492 = {};
        wp::int32 adj_493 = {};
        wp::vec_t<2, wp::float32> adj_494 = {};
        wp::vec_t<2, wp::float32> adj_495 = {};
        wp::vec_t<2, wp::float32> adj_496 = {};
        wp::vec_t<2, wp::float32> adj_497 = {};
        wp::float32 adj_498 = {};
        wp::vec_t<2, wp::float32> adj_499 = {};
        wp::vec_t<2, wp::float32> adj_500 = {};
        wp::float32 adj_501 = {};
        wp::float32 adj_502 = {};
        wp::vec_t<2, wp::float32> adj_503 = {};
        wp::vec_t<2, wp::float32> adj_504 = {};
        wp::float32 adj_505 = {};
        wp::vec_t<2, wp::float32> adj_506 = {};
        wp::vec_t<2, wp::float32> adj_507 = {};
        wp::vec_t<2, wp::float32> adj_508 = {};
        wp::vec_t<2, wp::float32> adj_509 = {};
        wp::vec_t<2, wp::float32> adj_510 = {};
        wp::vec_t<2, wp::float32> adj_511 = {};
        wp::float32 adj_512 = {};
        wp::vec_t<2, wp::float32> adj_513 = {};
        wp::vec_t<2, wp::float32> adj_514 = {};
        wp::int32 adj_515 = {};
        wp::vec_t<2, wp::float32> adj_516 = {};
        wp::vec_t<2, wp::float32> adj_517 = {};
        wp::vec_t<2, wp::float32> adj_518 = {};
        wp::vec_t<2, wp::float32> adj_519 = {};
        wp::float32 adj_520 = {};
        wp::vec_t<2, wp::float32> adj_521 = {};
        wp::vec_t<2, wp::float32> adj_522 = {};
        wp::float32 adj_523 = {};
        wp::float32 adj_524 = {};
        wp::vec_t<2, wp::float32> adj_525 = {};
        wp::vec_t<2, wp::float32> adj_526 = {};
        wp::float32 adj_527 = {};
        wp::vec_t<2, wp::float32> adj_528 = {};
        wp::vec_t<2, wp::float32> adj_529 = {};
        wp::vec_t<2, wp::float32> adj_530 = {};
        wp::vec_t<2, wp::float32> adj_531 = {};
        wp::vec_t<2, wp::float32> adj_532 = {};
        wp::vec_t<2, wp::float32> adj_533 = {};
        wp::float32 adj_534 = {};
        wp::vec_t<2, wp::float32> adj_535 = {};
        wp::vec_t<2, wp::float32> adj_536 = {};
        wp::int32 adj_537 = {};
        wp::vec_t<2, wp::float32> adj_538 = {};
        wp::vec_t<2, wp::float32> adj_539 = {};
        wp::vec_t<2, wp::float32> adj_540 = {};
        wp::vec_t<2, wp::float32> adj_541 = {};
        wp::float32 adj_542 = {};
        wp::vec_t<2, wp::float32> adj_543 = {};
        wp::vec_t<2, wp::float32> adj_544 = {};
        wp::float32 adj_545 = {};
        wp::float32 adj_546 = {};
        wp::vec_t<2, wp::float32> adj_547 = {};
        wp::vec_t<2, wp::float32> adj_548 = {};
        wp::float32 adj_549 = {};
        wp::vec_t<2, wp::float32> adj_550 = {};
        wp::vec_t<2, wp::float32> adj_551 = {};
        wp::vec_t<2, wp::float32> adj_552 = {};
        wp::vec_t<2, wp::float32> adj_553 = {};
        wp::vec_t<2, wp::float32> adj_554 = {};
        wp::vec_t<2, wp::float32> adj_555 = {};
        wp::float32 adj_556 = {};
        wp::vec_t<2, wp::float32> adj_557 = {};
        wp::vec_t<2, wp::float32> adj_558 = {};
        wp::int32 adj_559 = {};
        wp::vec_t<2, wp::float32> adj_560 = {};
        wp::vec_t<2, wp::float32> adj_561 = {};
        wp::vec_t<2, wp::float32> adj_562 = {};
        wp::vec_t<2, wp::float32> adj_563 = {};
        wp::float32 adj_564 = {};
        wp::vec_t<2, wp::float32> adj_565 = {};
        wp::vec_t<2, wp::float32> adj_566 = {};
        wp::float32 adj_567 = {};
        wp::float32 adj_568 = {};
        wp::vec_t<2, wp::float32> adj_569 = {};
        wp::vec_t<2, wp::float32> adj_570 = {};
        wp::float32 adj_571 = {};
        wp::vec_t<2, wp::float32> adj_572 = {};
        wp::vec_t<2, wp::float32> adj_573 = {};
        wp::vec_t<2, wp::float32> adj_574 = {};
        wp::vec_t<2, wp::float32> adj_575 = {};
        wp::vec_t<2, wp::float32> adj_576 = {};
        wp::vec_t<2, wp::float32> adj_577 = {};
        wp::float32 adj_578 = {};
        wp::vec_t<2, wp::float32> adj_579 = {};
        wp::vec_t<2, wp::float32> adj_580 = {};
        wp::float32 adj_581 = {};
        wp::float32 adj_582 = {};
        wp::float32 adj_583 = {};
        wp::float32 adj_584 = {};
        wp::float32 adj_585 = {};
        wp::float32 adj_586 = {};
        wp::int32 adj_587 = {};
        wp::float32 adj_588 = {};
        wp::float32 adj_589 = {};
        wp::float32 adj_590 = {};
        wp::float32 adj_591 = {};
        //---------
        // forward
        // def nested_loop_000001(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
        // v3 = wp.dot(v0, v1)                                                                    <L 10>
        var_10 = wp::dot(var_2, var_5);
        // for j1 in range(6):                                                                    <L 11>
        // v0 = v0 + wp.normalize(v1) * 1.06                                                      <L 12>
        var_12 = wp::normalize(var_5);
        var_14 = wp::mul(var_12, var_13);
        var_15 = wp::add(var_2, var_14);
        var_17 = wp::normalize(var_5);
        var_19 = wp::mul(var_17, var_18);
        var_20 = wp::add(var_15, var_19);
        var_22 = wp::normalize(var_5);
        var_24 = wp::mul(var_22, var_23);
        var_25 = wp::add(var_20, var_24);
        var_27 = wp::normalize(var_5);
        var_29 = wp::mul(var_27, var_28);
        var_30 = wp::add(var_25, var_29);
        var_32 = wp::normalize(var_5);
        var_34 = wp::mul(var_32, var_33);
        var_35 = wp::add(var_30, var_34);
        var_37 = wp::normalize(var_5);
        var_39 = wp::mul(var_37, var_38);
        var_40 = wp::add(var_35, var_39);
        // for j1 in range(2):                                                                    <L 13>
        // v2 = v2 + wp.tanh(wp.length_sq(wp.vec2(0.2, -1.83)))                                   <L 14>
        var_44 = wp::vec_t<2, wp::float32>(var_42, var_43);
        var_45 = wp::length_sq(var_44);
        var_46 = wp::tanh(var_45);
        var_47 = wp::add(var_8, var_46);
        // for j2 in range(3):                                                                    <L 15>
        // v0 = v0 + wp.normalize(wp.vec2(-0.59, 1.67)) * 0.79                                    <L 16>
        var_51 = wp::vec_t<2, wp::float32>(var_49, var_50);
        var_52 = wp::normalize(var_51);
        var_54 = wp::mul(var_52, var_53);
        var_55 = wp::add(var_40, var_54);
        // v4 = v2                                                                                <L 17>
        var_56 = wp::copy(var_47);
        // for j3 in range(4):                                                                    <L 18>
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_58 = wp::normalize(var_55);
        var_60 = wp::mul(var_58, var_59);
        var_61 = wp::add(var_5, var_60);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_62 = wp::add(var_55, var_61);
        var_63 = wp::dot(var_61, var_62);
        var_64 = wp::cos(var_63);
        var_65 = wp::add(var_10, var_64);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_67 = wp::mul(var_65, var_65);
        var_68 = wp::vec_t<2, wp::float32>(var_66, var_67);
        var_69 = wp::normalize(var_68);
        var_71 = wp::mul(var_69, var_70);
        var_72 = wp::add(var_55, var_71);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_74 = wp::normalize(var_72);
        var_76 = wp::mul(var_74, var_75);
        var_77 = wp::add(var_61, var_76);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_78 = wp::add(var_72, var_77);
        var_79 = wp::dot(var_77, var_78);
        var_80 = wp::cos(var_79);
        var_81 = wp::add(var_65, var_80);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_83 = wp::mul(var_81, var_81);
        var_84 = wp::vec_t<2, wp::float32>(var_82, var_83);
        var_85 = wp::normalize(var_84);
        var_87 = wp::mul(var_85, var_86);
        var_88 = wp::add(var_72, var_87);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_90 = wp::normalize(var_88);
        var_92 = wp::mul(var_90, var_91);
        var_93 = wp::add(var_77, var_92);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_94 = wp::add(var_88, var_93);
        var_95 = wp::dot(var_93, var_94);
        var_96 = wp::cos(var_95);
        var_97 = wp::add(var_81, var_96);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_99 = wp::mul(var_97, var_97);
        var_100 = wp::vec_t<2, wp::float32>(var_98, var_99);
        var_101 = wp::normalize(var_100);
        var_103 = wp::mul(var_101, var_102);
        var_104 = wp::add(var_88, var_103);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_106 = wp::normalize(var_104);
        var_108 = wp::mul(var_106, var_107);
        var_109 = wp::add(var_93, var_108);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_110 = wp::add(var_104, var_109);
        var_111 = wp::dot(var_109, var_110);
        var_112 = wp::cos(var_111);
        var_113 = wp::add(var_97, var_112);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_115 = wp::mul(var_113, var_113);
        var_116 = wp::vec_t<2, wp::float32>(var_114, var_115);
        var_117 = wp::normalize(var_116);
        var_119 = wp::mul(var_117, var_118);
        var_120 = wp::add(var_104, var_119);
        // v0 = v0 + wp.normalize(wp.vec2(-0.59, 1.67)) * 0.79                                    <L 16>
        var_124 = wp::vec_t<2, wp::float32>(var_122, var_123);
        var_125 = wp::normalize(var_124);
        var_127 = wp::mul(var_125, var_126);
        var_128 = wp::add(var_120, var_127);
        // v4 = v2                                                                                <L 17>
        var_129 = wp::copy(var_47);
        // for j3 in range(4):                                                                    <L 18>
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_131 = wp::normalize(var_128);
        var_133 = wp::mul(var_131, var_132);
        var_134 = wp::add(var_109, var_133);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_135 = wp::add(var_128, var_134);
        var_136 = wp::dot(var_134, var_135);
        var_137 = wp::cos(var_136);
        var_138 = wp::add(var_113, var_137);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_140 = wp::mul(var_138, var_138);
        var_141 = wp::vec_t<2, wp::float32>(var_139, var_140);
        var_142 = wp::normalize(var_141);
        var_144 = wp::mul(var_142, var_143);
        var_145 = wp::add(var_128, var_144);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_147 = wp::normalize(var_145);
        var_149 = wp::mul(var_147, var_148);
        var_150 = wp::add(var_134, var_149);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_151 = wp::add(var_145, var_150);
        var_152 = wp::dot(var_150, var_151);
        var_153 = wp::cos(var_152);
        var_154 = wp::add(var_138, var_153);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_156 = wp::mul(var_154, var_154);
        var_157 = wp::vec_t<2, wp::float32>(var_155, var_156);
        var_158 = wp::normalize(var_157);
        var_160 = wp::mul(var_158, var_159);
        var_161 = wp::add(var_145, var_160);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_163 = wp::normalize(var_161);
        var_165 = wp::mul(var_163, var_164);
        var_166 = wp::add(var_150, var_165);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_167 = wp::add(var_161, var_166);
        var_168 = wp::dot(var_166, var_167);
        var_169 = wp::cos(var_168);
        var_170 = wp::add(var_154, var_169);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_172 = wp::mul(var_170, var_170);
        var_173 = wp::vec_t<2, wp::float32>(var_171, var_172);
        var_174 = wp::normalize(var_173);
        var_176 = wp::mul(var_174, var_175);
        var_177 = wp::add(var_161, var_176);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_179 = wp::normalize(var_177);
        var_181 = wp::mul(var_179, var_180);
        var_182 = wp::add(var_166, var_181);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_183 = wp::add(var_177, var_182);
        var_184 = wp::dot(var_182, var_183);
        var_185 = wp::cos(var_184);
        var_186 = wp::add(var_170, var_185);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_188 = wp::mul(var_186, var_186);
        var_189 = wp::vec_t<2, wp::float32>(var_187, var_188);
        var_190 = wp::normalize(var_189);
        var_192 = wp::mul(var_190, var_191);
        var_193 = wp::add(var_177, var_192);
        // v0 = v0 + wp.normalize(wp.vec2(-0.59, 1.67)) * 0.79                                    <L 16>
        var_197 = wp::vec_t<2, wp::float32>(var_195, var_196);
        var_198 = wp::normalize(var_197);
        var_200 = wp::mul(var_198, var_199);
        var_201 = wp::add(var_193, var_200);
        // v4 = v2                                                                                <L 17>
        var_202 = wp::copy(var_47);
        // for j3 in range(4):                                                                    <L 18>
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_204 = wp::normalize(var_201);
        var_206 = wp::mul(var_204, var_205);
        var_207 = wp::add(var_182, var_206);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_208 = wp::add(var_201, var_207);
        var_209 = wp::dot(var_207, var_208);
        var_210 = wp::cos(var_209);
        var_211 = wp::add(var_186, var_210);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_213 = wp::mul(var_211, var_211);
        var_214 = wp::vec_t<2, wp::float32>(var_212, var_213);
        var_215 = wp::normalize(var_214);
        var_217 = wp::mul(var_215, var_216);
        var_218 = wp::add(var_201, var_217);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_220 = wp::normalize(var_218);
        var_222 = wp::mul(var_220, var_221);
        var_223 = wp::add(var_207, var_222);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_224 = wp::add(var_218, var_223);
        var_225 = wp::dot(var_223, var_224);
        var_226 = wp::cos(var_225);
        var_227 = wp::add(var_211, var_226);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_229 = wp::mul(var_227, var_227);
        var_230 = wp::vec_t<2, wp::float32>(var_228, var_229);
        var_231 = wp::normalize(var_230);
        var_233 = wp::mul(var_231, var_232);
        var_234 = wp::add(var_218, var_233);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_236 = wp::normalize(var_234);
        var_238 = wp::mul(var_236, var_237);
        var_239 = wp::add(var_223, var_238);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_240 = wp::add(var_234, var_239);
        var_241 = wp::dot(var_239, var_240);
        var_242 = wp::cos(var_241);
        var_243 = wp::add(var_227, var_242);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_245 = wp::mul(var_243, var_243);
        var_246 = wp::vec_t<2, wp::float32>(var_244, var_245);
        var_247 = wp::normalize(var_246);
        var_249 = wp::mul(var_247, var_248);
        var_250 = wp::add(var_234, var_249);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_252 = wp::normalize(var_250);
        var_254 = wp::mul(var_252, var_253);
        var_255 = wp::add(var_239, var_254);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_256 = wp::add(var_250, var_255);
        var_257 = wp::dot(var_255, var_256);
        var_258 = wp::cos(var_257);
        var_259 = wp::add(var_243, var_258);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_261 = wp::mul(var_259, var_259);
        var_262 = wp::vec_t<2, wp::float32>(var_260, var_261);
        var_263 = wp::normalize(var_262);
        var_265 = wp::mul(var_263, var_264);
        var_266 = wp::add(var_250, var_265);
        // v2 = v2 + wp.tanh(wp.length_sq(wp.vec2(0.2, -1.83)))                                   <L 14>
        var_270 = wp::vec_t<2, wp::float32>(var_268, var_269);
        var_271 = wp::length_sq(var_270);
        var_272 = wp::tanh(var_271);
        var_273 = wp::add(var_47, var_272);
        // for j2 in range(3):                                                                    <L 15>
        // v0 = v0 + wp.normalize(wp.vec2(-0.59, 1.67)) * 0.79                                    <L 16>
        var_277 = wp::vec_t<2, wp::float32>(var_275, var_276);
        var_278 = wp::normalize(var_277);
        var_280 = wp::mul(var_278, var_279);
        var_281 = wp::add(var_266, var_280);
        // v4 = v2                                                                                <L 17>
        var_282 = wp::copy(var_273);
        // for j3 in range(4):                                                                    <L 18>
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_284 = wp::normalize(var_281);
        var_286 = wp::mul(var_284, var_285);
        var_287 = wp::add(var_255, var_286);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_288 = wp::add(var_281, var_287);
        var_289 = wp::dot(var_287, var_288);
        var_290 = wp::cos(var_289);
        var_291 = wp::add(var_259, var_290);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_293 = wp::mul(var_291, var_291);
        var_294 = wp::vec_t<2, wp::float32>(var_292, var_293);
        var_295 = wp::normalize(var_294);
        var_297 = wp::mul(var_295, var_296);
        var_298 = wp::add(var_281, var_297);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_300 = wp::normalize(var_298);
        var_302 = wp::mul(var_300, var_301);
        var_303 = wp::add(var_287, var_302);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_304 = wp::add(var_298, var_303);
        var_305 = wp::dot(var_303, var_304);
        var_306 = wp::cos(var_305);
        var_307 = wp::add(var_291, var_306);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_309 = wp::mul(var_307, var_307);
        var_310 = wp::vec_t<2, wp::float32>(var_308, var_309);
        var_311 = wp::normalize(var_310);
        var_313 = wp::mul(var_311, var_312);
        var_314 = wp::add(var_298, var_313);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_316 = wp::normalize(var_314);
        var_318 = wp::mul(var_316, var_317);
        var_319 = wp::add(var_303, var_318);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_320 = wp::add(var_314, var_319);
        var_321 = wp::dot(var_319, var_320);
        var_322 = wp::cos(var_321);
        var_323 = wp::add(var_307, var_322);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_325 = wp::mul(var_323, var_323);
        var_326 = wp::vec_t<2, wp::float32>(var_324, var_325);
        var_327 = wp::normalize(var_326);
        var_329 = wp::mul(var_327, var_328);
        var_330 = wp::add(var_314, var_329);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_332 = wp::normalize(var_330);
        var_334 = wp::mul(var_332, var_333);
        var_335 = wp::add(var_319, var_334);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_336 = wp::add(var_330, var_335);
        var_337 = wp::dot(var_335, var_336);
        var_338 = wp::cos(var_337);
        var_339 = wp::add(var_323, var_338);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_341 = wp::mul(var_339, var_339);
        var_342 = wp::vec_t<2, wp::float32>(var_340, var_341);
        var_343 = wp::normalize(var_342);
        var_345 = wp::mul(var_343, var_344);
        var_346 = wp::add(var_330, var_345);
        // v0 = v0 + wp.normalize(wp.vec2(-0.59, 1.67)) * 0.79                                    <L 16>
        var_350 = wp::vec_t<2, wp::float32>(var_348, var_349);
        var_351 = wp::normalize(var_350);
        var_353 = wp::mul(var_351, var_352);
        var_354 = wp::add(var_346, var_353);
        // v4 = v2                                                                                <L 17>
        var_355 = wp::copy(var_273);
        // for j3 in range(4):                                                                    <L 18>
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_357 = wp::normalize(var_354);
        var_359 = wp::mul(var_357, var_358);
        var_360 = wp::add(var_335, var_359);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_361 = wp::add(var_354, var_360);
        var_362 = wp::dot(var_360, var_361);
        var_363 = wp::cos(var_362);
        var_364 = wp::add(var_339, var_363);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_366 = wp::mul(var_364, var_364);
        var_367 = wp::vec_t<2, wp::float32>(var_365, var_366);
        var_368 = wp::normalize(var_367);
        var_370 = wp::mul(var_368, var_369);
        var_371 = wp::add(var_354, var_370);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_373 = wp::normalize(var_371);
        var_375 = wp::mul(var_373, var_374);
        var_376 = wp::add(var_360, var_375);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_377 = wp::add(var_371, var_376);
        var_378 = wp::dot(var_376, var_377);
        var_379 = wp::cos(var_378);
        var_380 = wp::add(var_364, var_379);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_382 = wp::mul(var_380, var_380);
        var_383 = wp::vec_t<2, wp::float32>(var_381, var_382);
        var_384 = wp::normalize(var_383);
        var_386 = wp::mul(var_384, var_385);
        var_387 = wp::add(var_371, var_386);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_389 = wp::normalize(var_387);
        var_391 = wp::mul(var_389, var_390);
        var_392 = wp::add(var_376, var_391);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_393 = wp::add(var_387, var_392);
        var_394 = wp::dot(var_392, var_393);
        var_395 = wp::cos(var_394);
        var_396 = wp::add(var_380, var_395);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_398 = wp::mul(var_396, var_396);
        var_399 = wp::vec_t<2, wp::float32>(var_397, var_398);
        var_400 = wp::normalize(var_399);
        var_402 = wp::mul(var_400, var_401);
        var_403 = wp::add(var_387, var_402);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_405 = wp::normalize(var_403);
        var_407 = wp::mul(var_405, var_406);
        var_408 = wp::add(var_392, var_407);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_409 = wp::add(var_403, var_408);
        var_410 = wp::dot(var_408, var_409);
        var_411 = wp::cos(var_410);
        var_412 = wp::add(var_396, var_411);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_414 = wp::mul(var_412, var_412);
        var_415 = wp::vec_t<2, wp::float32>(var_413, var_414);
        var_416 = wp::normalize(var_415);
        var_418 = wp::mul(var_416, var_417);
        var_419 = wp::add(var_403, var_418);
        // v0 = v0 + wp.normalize(wp.vec2(-0.59, 1.67)) * 0.79                                    <L 16>
        var_423 = wp::vec_t<2, wp::float32>(var_421, var_422);
        var_424 = wp::normalize(var_423);
        var_426 = wp::mul(var_424, var_425);
        var_427 = wp::add(var_419, var_426);
        // v4 = v2                                                                                <L 17>
        var_428 = wp::copy(var_273);
        // for j3 in range(4):                                                                    <L 18>
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_430 = wp::normalize(var_427);
        var_432 = wp::mul(var_430, var_431);
        var_433 = wp::add(var_408, var_432);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_434 = wp::add(var_427, var_433);
        var_435 = wp::dot(var_433, var_434);
        var_436 = wp::cos(var_435);
        var_437 = wp::add(var_412, var_436);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_439 = wp::mul(var_437, var_437);
        var_440 = wp::vec_t<2, wp::float32>(var_438, var_439);
        var_441 = wp::normalize(var_440);
        var_443 = wp::mul(var_441, var_442);
        var_444 = wp::add(var_427, var_443);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_446 = wp::normalize(var_444);
        var_448 = wp::mul(var_446, var_447);
        var_449 = wp::add(var_433, var_448);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_450 = wp::add(var_444, var_449);
        var_451 = wp::dot(var_449, var_450);
        var_452 = wp::cos(var_451);
        var_453 = wp::add(var_437, var_452);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_455 = wp::mul(var_453, var_453);
        var_456 = wp::vec_t<2, wp::float32>(var_454, var_455);
        var_457 = wp::normalize(var_456);
        var_459 = wp::mul(var_457, var_458);
        var_460 = wp::add(var_444, var_459);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_462 = wp::normalize(var_460);
        var_464 = wp::mul(var_462, var_463);
        var_465 = wp::add(var_449, var_464);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_466 = wp::add(var_460, var_465);
        var_467 = wp::dot(var_465, var_466);
        var_468 = wp::cos(var_467);
        var_469 = wp::add(var_453, var_468);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_471 = wp::mul(var_469, var_469);
        var_472 = wp::vec_t<2, wp::float32>(var_470, var_471);
        var_473 = wp::normalize(var_472);
        var_475 = wp::mul(var_473, var_474);
        var_476 = wp::add(var_460, var_475);
        // v1 = v1 + wp.normalize(v0) * 0.45                                                      <L 19>
        var_478 = wp::normalize(var_476);
        var_480 = wp::mul(var_478, var_479);
        var_481 = wp::add(var_465, var_480);
        // v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                                <L 20>
        var_482 = wp::add(var_476, var_481);
        var_483 = wp::dot(var_481, var_482);
        var_484 = wp::cos(var_483);
        var_485 = wp::add(var_469, var_484);
        // v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                                <L 21>
        var_487 = wp::mul(var_485, var_485);
        var_488 = wp::vec_t<2, wp::float32>(var_486, var_487);
        var_489 = wp::normalize(var_488);
        var_491 = wp::mul(var_489, var_490);
        var_492 = wp::add(var_476, var_491);
        // for j1 in range(2, 6):                                                                 <L 22>
        // v0 = v0 + wp.normalize((wp.max(v0, v0) - (v1 * v3))) * 1.86                            <L 23>
        var_494 = wp::max(var_492, var_492);
        var_495 = wp::mul(var_481, var_485);
        var_496 = wp::sub(var_494, var_495);
        var_497 = wp::normalize(var_496);
        var_499 = wp::mul(var_497, var_498);
        var_500 = wp::add(var_492, var_499);
        // v1 = v1 + wp.normalize(wp.vec2(-1.687, -1.529)) * 0.41                                 <L 24>
        var_503 = wp::vec_t<2, wp::float32>(var_501, var_502);
        var_504 = wp::normalize(var_503);
        var_506 = wp::mul(var_504, var_505);
        var_507 = wp::add(var_481, var_506);
        // v1 = v1 + wp.normalize(((v2 * v1) + wp.vec2(v2, v3))) * 1.93                           <L 25>
        var_508 = wp::mul(var_273, var_507);
        var_509 = wp::vec_t<2, wp::float32>(var_273, var_485);
        var_510 = wp::add(var_508, var_509);
        var_511 = wp::normalize(var_510);
        var_513 = wp::mul(var_511, var_512);
        var_514 = wp::add(var_507, var_513);
        // v0 = v0 + wp.normalize((wp.max(v0, v0) - (v1 * v3))) * 1.86                            <L 23>
        var_516 = wp::max(var_500, var_500);
        var_517 = wp::mul(var_514, var_485);
        var_518 = wp::sub(var_516, var_517);
        var_519 = wp::normalize(var_518);
        var_521 = wp::mul(var_519, var_520);
        var_522 = wp::add(var_500, var_521);
        // v1 = v1 + wp.normalize(wp.vec2(-1.687, -1.529)) * 0.41                                 <L 24>
        var_525 = wp::vec_t<2, wp::float32>(var_523, var_524);
        var_526 = wp::normalize(var_525);
        var_528 = wp::mul(var_526, var_527);
        var_529 = wp::add(var_514, var_528);
        // v1 = v1 + wp.normalize(((v2 * v1) + wp.vec2(v2, v3))) * 1.93                           <L 25>
        var_530 = wp::mul(var_273, var_529);
        var_531 = wp::vec_t<2, wp::float32>(var_273, var_485);
        var_532 = wp::add(var_530, var_531);
        var_533 = wp::normalize(var_532);
        var_535 = wp::mul(var_533, var_534);
        var_536 = wp::add(var_529, var_535);
        // v0 = v0 + wp.normalize((wp.max(v0, v0) - (v1 * v3))) * 1.86                            <L 23>
        var_538 = wp::max(var_522, var_522);
        var_539 = wp::mul(var_536, var_485);
        var_540 = wp::sub(var_538, var_539);
        var_541 = wp::normalize(var_540);
        var_543 = wp::mul(var_541, var_542);
        var_544 = wp::add(var_522, var_543);
        // v1 = v1 + wp.normalize(wp.vec2(-1.687, -1.529)) * 0.41                                 <L 24>
        var_547 = wp::vec_t<2, wp::float32>(var_545, var_546);
        var_548 = wp::normalize(var_547);
        var_550 = wp::mul(var_548, var_549);
        var_551 = wp::add(var_536, var_550);
        // v1 = v1 + wp.normalize(((v2 * v1) + wp.vec2(v2, v3))) * 1.93                           <L 25>
        var_552 = wp::mul(var_273, var_551);
        var_553 = wp::vec_t<2, wp::float32>(var_273, var_485);
        var_554 = wp::add(var_552, var_553);
        var_555 = wp::normalize(var_554);
        var_557 = wp::mul(var_555, var_556);
        var_558 = wp::add(var_551, var_557);
        // v0 = v0 + wp.normalize((wp.max(v0, v0) - (v1 * v3))) * 1.86                            <L 23>
        var_560 = wp::max(var_544, var_544);
        var_561 = wp::mul(var_558, var_485);
        var_562 = wp::sub(var_560, var_561);
        var_563 = wp::normalize(var_562);
        var_565 = wp::mul(var_563, var_564);
        var_566 = wp::add(var_544, var_565);
        // v1 = v1 + wp.normalize(wp.vec2(-1.687, -1.529)) * 0.41                                 <L 24>
        var_569 = wp::vec_t<2, wp::float32>(var_567, var_568);
        var_570 = wp::normalize(var_569);
        var_572 = wp::mul(var_570, var_571);
        var_573 = wp::add(var_558, var_572);
        // v1 = v1 + wp.normalize(((v2 * v1) + wp.vec2(v2, v3))) * 1.93                           <L 25>
        var_574 = wp::mul(var_273, var_573);
        var_575 = wp::vec_t<2, wp::float32>(var_273, var_485);
        var_576 = wp::add(var_574, var_575);
        var_577 = wp::normalize(var_576);
        var_579 = wp::mul(var_577, var_578);
        var_580 = wp::add(var_573, var_579);
        // out0[tid] = v2 + v3 + -0.18 * 0.75                                                     <L 26>
        var_581 = wp::add(var_273, var_485);
        var_584 = wp::mul(var_582, var_583);
        var_585 = wp::add(var_581, var_584);
        // wp::array_store(var_out0, var_0, var_585);
        // out1[tid] = v2 + v3 + v1[1] * 0.54                                                     <L 27>
        var_586 = wp::add(var_273, var_485);
        var_588 = wp::extract(var_580, var_587);
        var_590 = wp::mul(var_588, var_589);
        var_591 = wp::add(var_586, var_590);
        // wp::array_store(var_out1, var_0, var_591);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_591, adj_out1, adj_0, adj_591);
        wp::adj_add(var_586, var_590, adj_586, adj_590, adj_591);
        wp::adj_mul(var_588, var_589, adj_588, adj_589, adj_590);
        wp::adj_extract(var_580, var_587, adj_580, adj_587, adj_588);
        wp::adj_add(var_273, var_485, adj_273, adj_485, adj_586);
        // adj: out1[tid] = v2 + v3 + v1[1] * 0.54                                                <L 27>
        wp::adj_array_store(var_out0, var_0, var_585, adj_out0, adj_0, adj_585);
        wp::adj_add(var_581, var_584, adj_581, adj_584, adj_585);
        wp::adj_mul(var_582, var_583, adj_582, adj_583, adj_584);
        wp::adj_add(var_273, var_485, adj_273, adj_485, adj_581);
        // adj: out0[tid] = v2 + v3 + -0.18 * 0.75                                                <L 26>
        wp::adj_add(var_573, var_579, adj_573, adj_579, adj_580);
        wp::adj_mul(var_577, var_578, adj_577, adj_578, adj_579);
        wp::adj_normalize(var_576, var_577, adj_576, adj_577);
        wp::adj_add(var_574, var_575, adj_574, adj_575, adj_576);
        wp::adj_vec_t(var_273, var_485, adj_273, adj_485, adj_575);
        wp::adj_mul(var_273, var_573, adj_273, adj_573, adj_574);
        // adj: v1 = v1 + wp.normalize(((v2 * v1) + wp.vec2(v2, v3))) * 1.93                      <L 25>
        wp::adj_add(var_558, var_572, adj_558, adj_572, adj_573);
        wp::adj_mul(var_570, var_571, adj_570, adj_571, adj_572);
        wp::adj_normalize(var_569, var_570, adj_569, adj_570);
        wp::adj_vec_t(var_567, var_568, adj_567, adj_568, adj_569);
        // adj: v1 = v1 + wp.normalize(wp.vec2(-1.687, -1.529)) * 0.41                            <L 24>
        wp::adj_add(var_544, var_565, adj_544, adj_565, adj_566);
        wp::adj_mul(var_563, var_564, adj_563, adj_564, adj_565);
        wp::adj_normalize(var_562, var_563, adj_562, adj_563);
        wp::adj_sub(var_560, var_561, adj_560, adj_561, adj_562);
        wp::adj_mul(var_558, var_485, adj_558, adj_485, adj_561);
        wp::adj_max(var_544, var_544, adj_544, adj_544, adj_560);
        // adj: v0 = v0 + wp.normalize((wp.max(v0, v0) - (v1 * v3))) * 1.86                       <L 23>
        wp::adj_add(var_551, var_557, adj_551, adj_557, adj_558);
        wp::adj_mul(var_555, var_556, adj_555, adj_556, adj_557);
        wp::adj_normalize(var_554, var_555, adj_554, adj_555);
        wp::adj_add(var_552, var_553, adj_552, adj_553, adj_554);
        wp::adj_vec_t(var_273, var_485, adj_273, adj_485, adj_553);
        wp::adj_mul(var_273, var_551, adj_273, adj_551, adj_552);
        // adj: v1 = v1 + wp.normalize(((v2 * v1) + wp.vec2(v2, v3))) * 1.93                      <L 25>
        wp::adj_add(var_536, var_550, adj_536, adj_550, adj_551);
        wp::adj_mul(var_548, var_549, adj_548, adj_549, adj_550);
        wp::adj_normalize(var_547, var_548, adj_547, adj_548);
        wp::adj_vec_t(var_545, var_546, adj_545, adj_546, adj_547);
        // adj: v1 = v1 + wp.normalize(wp.vec2(-1.687, -1.529)) * 0.41                            <L 24>
        wp::adj_add(var_522, var_543, adj_522, adj_543, adj_544);
        wp::adj_mul(var_541, var_542, adj_541, adj_542, adj_543);
        wp::adj_normalize(var_540, var_541, adj_540, adj_541);
        wp::adj_sub(var_538, var_539, adj_538, adj_539, adj_540);
        wp::adj_mul(var_536, var_485, adj_536, adj_485, adj_539);
        wp::adj_max(var_522, var_522, adj_522, adj_522, adj_538);
        // adj: v0 = v0 + wp.normalize((wp.max(v0, v0) - (v1 * v3))) * 1.86                       <L 23>
        wp::adj_add(var_529, var_535, adj_529, adj_535, adj_536);
        wp::adj_mul(var_533, var_534, adj_533, adj_534, adj_535);
        wp::adj_normalize(var_532, var_533, adj_532, adj_533);
        wp::adj_add(var_530, var_531, adj_530, adj_531, adj_532);
        wp::adj_vec_t(var_273, var_485, adj_273, adj_485, adj_531);
        wp::adj_mul(var_273, var_529, adj_273, adj_529, adj_530);
        // adj: v1 = v1 + wp.normalize(((v2 * v1) + wp.vec2(v2, v3))) * 1.93                      <L 25>
        wp::adj_add(var_514, var_528, adj_514, adj_528, adj_529);
        wp::adj_mul(var_526, var_527, adj_526, adj_527, adj_528);
        wp::adj_normalize(var_525, var_526, adj_525, adj_526);
        wp::adj_vec_t(var_523, var_524, adj_523, adj_524, adj_525);
        // adj: v1 = v1 + wp.normalize(wp.vec2(-1.687, -1.529)) * 0.41                            <L 24>
        wp::adj_add(var_500, var_521, adj_500, adj_521, adj_522);
        wp::adj_mul(var_519, var_520, adj_519, adj_520, adj_521);
        wp::adj_normalize(var_518, var_519, adj_518, adj_519);
        wp::adj_sub(var_516, var_517, adj_516, adj_517, adj_518);
        wp::adj_mul(var_514, var_485, adj_514, adj_485, adj_517);
        wp::adj_max(var_500, var_500, adj_500, adj_500, adj_516);
        // adj: v0 = v0 + wp.normalize((wp.max(v0, v0) - (v1 * v3))) * 1.86                       <L 23>
        wp::adj_add(var_507, var_513, adj_507, adj_513, adj_514);
        wp::adj_mul(var_511, var_512, adj_511, adj_512, adj_513);
        wp::adj_normalize(var_510, var_511, adj_510, adj_511);
        wp::adj_add(var_508, var_509, adj_508, adj_509, adj_510);
        wp::adj_vec_t(var_273, var_485, adj_273, adj_485, adj_509);
        wp::adj_mul(var_273, var_507, adj_273, adj_507, adj_508);
        // adj: v1 = v1 + wp.normalize(((v2 * v1) + wp.vec2(v2, v3))) * 1.93                      <L 25>
        wp::adj_add(var_481, var_506, adj_481, adj_506, adj_507);
        wp::adj_mul(var_504, var_505, adj_504, adj_505, adj_506);
        wp::adj_normalize(var_503, var_504, adj_503, adj_504);
        wp::adj_vec_t(var_501, var_502, adj_501, adj_502, adj_503);
        // adj: v1 = v1 + wp.normalize(wp.vec2(-1.687, -1.529)) * 0.41                            <L 24>
        wp::adj_add(var_492, var_499, adj_492, adj_499, adj_500);
        wp::adj_mul(var_497, var_498, adj_497, adj_498, adj_499);
        wp::adj_normalize(var_496, var_497, adj_496, adj_497);
        wp::adj_sub(var_494, var_495, adj_494, adj_495, adj_496);
        wp::adj_mul(var_481, var_485, adj_481, adj_485, adj_495);
        wp::adj_max(var_492, var_492, adj_492, adj_492, adj_494);
        // adj: v0 = v0 + wp.normalize((wp.max(v0, v0) - (v1 * v3))) * 1.86                       <L 23>
        // adj: for j1 in range(2, 6):                                                            <L 22>
        wp::adj_add(var_476, var_491, adj_476, adj_491, adj_492);
        wp::adj_mul(var_489, var_490, adj_489, adj_490, adj_491);
        wp::adj_normalize(var_488, var_489, adj_488, adj_489);
        wp::adj_vec_t(var_486, var_487, adj_486, adj_487, adj_488);
        wp::adj_mul(var_485, var_485, adj_485, adj_485, adj_487);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_469, var_484, adj_469, adj_484, adj_485);
        wp::adj_cos(var_483, adj_483, adj_484);
        wp::adj_dot(var_481, var_482, adj_481, adj_482, adj_483);
        wp::adj_add(var_476, var_481, adj_476, adj_481, adj_482);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_465, var_480, adj_465, adj_480, adj_481);
        wp::adj_mul(var_478, var_479, adj_478, adj_479, adj_480);
        wp::adj_normalize(var_476, var_478, adj_476, adj_478);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        wp::adj_add(var_460, var_475, adj_460, adj_475, adj_476);
        wp::adj_mul(var_473, var_474, adj_473, adj_474, adj_475);
        wp::adj_normalize(var_472, var_473, adj_472, adj_473);
        wp::adj_vec_t(var_470, var_471, adj_470, adj_471, adj_472);
        wp::adj_mul(var_469, var_469, adj_469, adj_469, adj_471);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_453, var_468, adj_453, adj_468, adj_469);
        wp::adj_cos(var_467, adj_467, adj_468);
        wp::adj_dot(var_465, var_466, adj_465, adj_466, adj_467);
        wp::adj_add(var_460, var_465, adj_460, adj_465, adj_466);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_449, var_464, adj_449, adj_464, adj_465);
        wp::adj_mul(var_462, var_463, adj_462, adj_463, adj_464);
        wp::adj_normalize(var_460, var_462, adj_460, adj_462);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        wp::adj_add(var_444, var_459, adj_444, adj_459, adj_460);
        wp::adj_mul(var_457, var_458, adj_457, adj_458, adj_459);
        wp::adj_normalize(var_456, var_457, adj_456, adj_457);
        wp::adj_vec_t(var_454, var_455, adj_454, adj_455, adj_456);
        wp::adj_mul(var_453, var_453, adj_453, adj_453, adj_455);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_437, var_452, adj_437, adj_452, adj_453);
        wp::adj_cos(var_451, adj_451, adj_452);
        wp::adj_dot(var_449, var_450, adj_449, adj_450, adj_451);
        wp::adj_add(var_444, var_449, adj_444, adj_449, adj_450);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_433, var_448, adj_433, adj_448, adj_449);
        wp::adj_mul(var_446, var_447, adj_446, adj_447, adj_448);
        wp::adj_normalize(var_444, var_446, adj_444, adj_446);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        wp::adj_add(var_427, var_443, adj_427, adj_443, adj_444);
        wp::adj_mul(var_441, var_442, adj_441, adj_442, adj_443);
        wp::adj_normalize(var_440, var_441, adj_440, adj_441);
        wp::adj_vec_t(var_438, var_439, adj_438, adj_439, adj_440);
        wp::adj_mul(var_437, var_437, adj_437, adj_437, adj_439);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_412, var_436, adj_412, adj_436, adj_437);
        wp::adj_cos(var_435, adj_435, adj_436);
        wp::adj_dot(var_433, var_434, adj_433, adj_434, adj_435);
        wp::adj_add(var_427, var_433, adj_427, adj_433, adj_434);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_408, var_432, adj_408, adj_432, adj_433);
        wp::adj_mul(var_430, var_431, adj_430, adj_431, adj_432);
        wp::adj_normalize(var_427, var_430, adj_427, adj_430);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        // adj: for j3 in range(4):                                                               <L 18>
        wp::adj_copy(var_273, adj_273, adj_428);
        // adj: v4 = v2                                                                           <L 17>
        wp::adj_add(var_419, var_426, adj_419, adj_426, adj_427);
        wp::adj_mul(var_424, var_425, adj_424, adj_425, adj_426);
        wp::adj_normalize(var_423, var_424, adj_423, adj_424);
        wp::adj_vec_t(var_421, var_422, adj_421, adj_422, adj_423);
        // adj: v0 = v0 + wp.normalize(wp.vec2(-0.59, 1.67)) * 0.79                               <L 16>
        wp::adj_add(var_403, var_418, adj_403, adj_418, adj_419);
        wp::adj_mul(var_416, var_417, adj_416, adj_417, adj_418);
        wp::adj_normalize(var_415, var_416, adj_415, adj_416);
        wp::adj_vec_t(var_413, var_414, adj_413, adj_414, adj_415);
        wp::adj_mul(var_412, var_412, adj_412, adj_412, adj_414);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_396, var_411, adj_396, adj_411, adj_412);
        wp::adj_cos(var_410, adj_410, adj_411);
        wp::adj_dot(var_408, var_409, adj_408, adj_409, adj_410);
        wp::adj_add(var_403, var_408, adj_403, adj_408, adj_409);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_392, var_407, adj_392, adj_407, adj_408);
        wp::adj_mul(var_405, var_406, adj_405, adj_406, adj_407);
        wp::adj_normalize(var_403, var_405, adj_403, adj_405);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        wp::adj_add(var_387, var_402, adj_387, adj_402, adj_403);
        wp::adj_mul(var_400, var_401, adj_400, adj_401, adj_402);
        wp::adj_normalize(var_399, var_400, adj_399, adj_400);
        wp::adj_vec_t(var_397, var_398, adj_397, adj_398, adj_399);
        wp::adj_mul(var_396, var_396, adj_396, adj_396, adj_398);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_380, var_395, adj_380, adj_395, adj_396);
        wp::adj_cos(var_394, adj_394, adj_395);
        wp::adj_dot(var_392, var_393, adj_392, adj_393, adj_394);
        wp::adj_add(var_387, var_392, adj_387, adj_392, adj_393);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_376, var_391, adj_376, adj_391, adj_392);
        wp::adj_mul(var_389, var_390, adj_389, adj_390, adj_391);
        wp::adj_normalize(var_387, var_389, adj_387, adj_389);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        wp::adj_add(var_371, var_386, adj_371, adj_386, adj_387);
        wp::adj_mul(var_384, var_385, adj_384, adj_385, adj_386);
        wp::adj_normalize(var_383, var_384, adj_383, adj_384);
        wp::adj_vec_t(var_381, var_382, adj_381, adj_382, adj_383);
        wp::adj_mul(var_380, var_380, adj_380, adj_380, adj_382);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_364, var_379, adj_364, adj_379, adj_380);
        wp::adj_cos(var_378, adj_378, adj_379);
        wp::adj_dot(var_376, var_377, adj_376, adj_377, adj_378);
        wp::adj_add(var_371, var_376, adj_371, adj_376, adj_377);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_360, var_375, adj_360, adj_375, adj_376);
        wp::adj_mul(var_373, var_374, adj_373, adj_374, adj_375);
        wp::adj_normalize(var_371, var_373, adj_371, adj_373);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        wp::adj_add(var_354, var_370, adj_354, adj_370, adj_371);
        wp::adj_mul(var_368, var_369, adj_368, adj_369, adj_370);
        wp::adj_normalize(var_367, var_368, adj_367, adj_368);
        wp::adj_vec_t(var_365, var_366, adj_365, adj_366, adj_367);
        wp::adj_mul(var_364, var_364, adj_364, adj_364, adj_366);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_339, var_363, adj_339, adj_363, adj_364);
        wp::adj_cos(var_362, adj_362, adj_363);
        wp::adj_dot(var_360, var_361, adj_360, adj_361, adj_362);
        wp::adj_add(var_354, var_360, adj_354, adj_360, adj_361);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_335, var_359, adj_335, adj_359, adj_360);
        wp::adj_mul(var_357, var_358, adj_357, adj_358, adj_359);
        wp::adj_normalize(var_354, var_357, adj_354, adj_357);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        // adj: for j3 in range(4):                                                               <L 18>
        wp::adj_copy(var_273, adj_273, adj_355);
        // adj: v4 = v2                                                                           <L 17>
        wp::adj_add(var_346, var_353, adj_346, adj_353, adj_354);
        wp::adj_mul(var_351, var_352, adj_351, adj_352, adj_353);
        wp::adj_normalize(var_350, var_351, adj_350, adj_351);
        wp::adj_vec_t(var_348, var_349, adj_348, adj_349, adj_350);
        // adj: v0 = v0 + wp.normalize(wp.vec2(-0.59, 1.67)) * 0.79                               <L 16>
        wp::adj_add(var_330, var_345, adj_330, adj_345, adj_346);
        wp::adj_mul(var_343, var_344, adj_343, adj_344, adj_345);
        wp::adj_normalize(var_342, var_343, adj_342, adj_343);
        wp::adj_vec_t(var_340, var_341, adj_340, adj_341, adj_342);
        wp::adj_mul(var_339, var_339, adj_339, adj_339, adj_341);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_323, var_338, adj_323, adj_338, adj_339);
        wp::adj_cos(var_337, adj_337, adj_338);
        wp::adj_dot(var_335, var_336, adj_335, adj_336, adj_337);
        wp::adj_add(var_330, var_335, adj_330, adj_335, adj_336);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_319, var_334, adj_319, adj_334, adj_335);
        wp::adj_mul(var_332, var_333, adj_332, adj_333, adj_334);
        wp::adj_normalize(var_330, var_332, adj_330, adj_332);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        wp::adj_add(var_314, var_329, adj_314, adj_329, adj_330);
        wp::adj_mul(var_327, var_328, adj_327, adj_328, adj_329);
        wp::adj_normalize(var_326, var_327, adj_326, adj_327);
        wp::adj_vec_t(var_324, var_325, adj_324, adj_325, adj_326);
        wp::adj_mul(var_323, var_323, adj_323, adj_323, adj_325);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_307, var_322, adj_307, adj_322, adj_323);
        wp::adj_cos(var_321, adj_321, adj_322);
        wp::adj_dot(var_319, var_320, adj_319, adj_320, adj_321);
        wp::adj_add(var_314, var_319, adj_314, adj_319, adj_320);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_303, var_318, adj_303, adj_318, adj_319);
        wp::adj_mul(var_316, var_317, adj_316, adj_317, adj_318);
        wp::adj_normalize(var_314, var_316, adj_314, adj_316);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        wp::adj_add(var_298, var_313, adj_298, adj_313, adj_314);
        wp::adj_mul(var_311, var_312, adj_311, adj_312, adj_313);
        wp::adj_normalize(var_310, var_311, adj_310, adj_311);
        wp::adj_vec_t(var_308, var_309, adj_308, adj_309, adj_310);
        wp::adj_mul(var_307, var_307, adj_307, adj_307, adj_309);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_291, var_306, adj_291, adj_306, adj_307);
        wp::adj_cos(var_305, adj_305, adj_306);
        wp::adj_dot(var_303, var_304, adj_303, adj_304, adj_305);
        wp::adj_add(var_298, var_303, adj_298, adj_303, adj_304);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_287, var_302, adj_287, adj_302, adj_303);
        wp::adj_mul(var_300, var_301, adj_300, adj_301, adj_302);
        wp::adj_normalize(var_298, var_300, adj_298, adj_300);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        wp::adj_add(var_281, var_297, adj_281, adj_297, adj_298);
        wp::adj_mul(var_295, var_296, adj_295, adj_296, adj_297);
        wp::adj_normalize(var_294, var_295, adj_294, adj_295);
        wp::adj_vec_t(var_292, var_293, adj_292, adj_293, adj_294);
        wp::adj_mul(var_291, var_291, adj_291, adj_291, adj_293);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_259, var_290, adj_259, adj_290, adj_291);
        wp::adj_cos(var_289, adj_289, adj_290);
        wp::adj_dot(var_287, var_288, adj_287, adj_288, adj_289);
        wp::adj_add(var_281, var_287, adj_281, adj_287, adj_288);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_255, var_286, adj_255, adj_286, adj_287);
        wp::adj_mul(var_284, var_285, adj_284, adj_285, adj_286);
        wp::adj_normalize(var_281, var_284, adj_281, adj_284);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        // adj: for j3 in range(4):                                                               <L 18>
        wp::adj_copy(var_273, adj_273, adj_282);
        // adj: v4 = v2                                                                           <L 17>
        wp::adj_add(var_266, var_280, adj_266, adj_280, adj_281);
        wp::adj_mul(var_278, var_279, adj_278, adj_279, adj_280);
        wp::adj_normalize(var_277, var_278, adj_277, adj_278);
        wp::adj_vec_t(var_275, var_276, adj_275, adj_276, adj_277);
        // adj: v0 = v0 + wp.normalize(wp.vec2(-0.59, 1.67)) * 0.79                               <L 16>
        // adj: for j2 in range(3):                                                               <L 15>
        wp::adj_add(var_47, var_272, adj_47, adj_272, adj_273);
        wp::adj_tanh(var_271, var_272, adj_271, adj_272);
        wp::adj_length_sq(var_270, adj_270, adj_271);
        wp::adj_vec_t(var_268, var_269, adj_268, adj_269, adj_270);
        // adj: v2 = v2 + wp.tanh(wp.length_sq(wp.vec2(0.2, -1.83)))                              <L 14>
        wp::adj_add(var_250, var_265, adj_250, adj_265, adj_266);
        wp::adj_mul(var_263, var_264, adj_263, adj_264, adj_265);
        wp::adj_normalize(var_262, var_263, adj_262, adj_263);
        wp::adj_vec_t(var_260, var_261, adj_260, adj_261, adj_262);
        wp::adj_mul(var_259, var_259, adj_259, adj_259, adj_261);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_243, var_258, adj_243, adj_258, adj_259);
        wp::adj_cos(var_257, adj_257, adj_258);
        wp::adj_dot(var_255, var_256, adj_255, adj_256, adj_257);
        wp::adj_add(var_250, var_255, adj_250, adj_255, adj_256);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_239, var_254, adj_239, adj_254, adj_255);
        wp::adj_mul(var_252, var_253, adj_252, adj_253, adj_254);
        wp::adj_normalize(var_250, var_252, adj_250, adj_252);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        wp::adj_add(var_234, var_249, adj_234, adj_249, adj_250);
        wp::adj_mul(var_247, var_248, adj_247, adj_248, adj_249);
        wp::adj_normalize(var_246, var_247, adj_246, adj_247);
        wp::adj_vec_t(var_244, var_245, adj_244, adj_245, adj_246);
        wp::adj_mul(var_243, var_243, adj_243, adj_243, adj_245);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_227, var_242, adj_227, adj_242, adj_243);
        wp::adj_cos(var_241, adj_241, adj_242);
        wp::adj_dot(var_239, var_240, adj_239, adj_240, adj_241);
        wp::adj_add(var_234, var_239, adj_234, adj_239, adj_240);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_223, var_238, adj_223, adj_238, adj_239);
        wp::adj_mul(var_236, var_237, adj_236, adj_237, adj_238);
        wp::adj_normalize(var_234, var_236, adj_234, adj_236);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        wp::adj_add(var_218, var_233, adj_218, adj_233, adj_234);
        wp::adj_mul(var_231, var_232, adj_231, adj_232, adj_233);
        wp::adj_normalize(var_230, var_231, adj_230, adj_231);
        wp::adj_vec_t(var_228, var_229, adj_228, adj_229, adj_230);
        wp::adj_mul(var_227, var_227, adj_227, adj_227, adj_229);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_211, var_226, adj_211, adj_226, adj_227);
        wp::adj_cos(var_225, adj_225, adj_226);
        wp::adj_dot(var_223, var_224, adj_223, adj_224, adj_225);
        wp::adj_add(var_218, var_223, adj_218, adj_223, adj_224);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_207, var_222, adj_207, adj_222, adj_223);
        wp::adj_mul(var_220, var_221, adj_220, adj_221, adj_222);
        wp::adj_normalize(var_218, var_220, adj_218, adj_220);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        wp::adj_add(var_201, var_217, adj_201, adj_217, adj_218);
        wp::adj_mul(var_215, var_216, adj_215, adj_216, adj_217);
        wp::adj_normalize(var_214, var_215, adj_214, adj_215);
        wp::adj_vec_t(var_212, var_213, adj_212, adj_213, adj_214);
        wp::adj_mul(var_211, var_211, adj_211, adj_211, adj_213);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_186, var_210, adj_186, adj_210, adj_211);
        wp::adj_cos(var_209, adj_209, adj_210);
        wp::adj_dot(var_207, var_208, adj_207, adj_208, adj_209);
        wp::adj_add(var_201, var_207, adj_201, adj_207, adj_208);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_182, var_206, adj_182, adj_206, adj_207);
        wp::adj_mul(var_204, var_205, adj_204, adj_205, adj_206);
        wp::adj_normalize(var_201, var_204, adj_201, adj_204);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        // adj: for j3 in range(4):                                                               <L 18>
        wp::adj_copy(var_47, adj_47, adj_202);
        // adj: v4 = v2                                                                           <L 17>
        wp::adj_add(var_193, var_200, adj_193, adj_200, adj_201);
        wp::adj_mul(var_198, var_199, adj_198, adj_199, adj_200);
        wp::adj_normalize(var_197, var_198, adj_197, adj_198);
        wp::adj_vec_t(var_195, var_196, adj_195, adj_196, adj_197);
        // adj: v0 = v0 + wp.normalize(wp.vec2(-0.59, 1.67)) * 0.79                               <L 16>
        wp::adj_add(var_177, var_192, adj_177, adj_192, adj_193);
        wp::adj_mul(var_190, var_191, adj_190, adj_191, adj_192);
        wp::adj_normalize(var_189, var_190, adj_189, adj_190);
        wp::adj_vec_t(var_187, var_188, adj_187, adj_188, adj_189);
        wp::adj_mul(var_186, var_186, adj_186, adj_186, adj_188);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_170, var_185, adj_170, adj_185, adj_186);
        wp::adj_cos(var_184, adj_184, adj_185);
        wp::adj_dot(var_182, var_183, adj_182, adj_183, adj_184);
        wp::adj_add(var_177, var_182, adj_177, adj_182, adj_183);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_166, var_181, adj_166, adj_181, adj_182);
        wp::adj_mul(var_179, var_180, adj_179, adj_180, adj_181);
        wp::adj_normalize(var_177, var_179, adj_177, adj_179);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        wp::adj_add(var_161, var_176, adj_161, adj_176, adj_177);
        wp::adj_mul(var_174, var_175, adj_174, adj_175, adj_176);
        wp::adj_normalize(var_173, var_174, adj_173, adj_174);
        wp::adj_vec_t(var_171, var_172, adj_171, adj_172, adj_173);
        wp::adj_mul(var_170, var_170, adj_170, adj_170, adj_172);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_154, var_169, adj_154, adj_169, adj_170);
        wp::adj_cos(var_168, adj_168, adj_169);
        wp::adj_dot(var_166, var_167, adj_166, adj_167, adj_168);
        wp::adj_add(var_161, var_166, adj_161, adj_166, adj_167);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_150, var_165, adj_150, adj_165, adj_166);
        wp::adj_mul(var_163, var_164, adj_163, adj_164, adj_165);
        wp::adj_normalize(var_161, var_163, adj_161, adj_163);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        wp::adj_add(var_145, var_160, adj_145, adj_160, adj_161);
        wp::adj_mul(var_158, var_159, adj_158, adj_159, adj_160);
        wp::adj_normalize(var_157, var_158, adj_157, adj_158);
        wp::adj_vec_t(var_155, var_156, adj_155, adj_156, adj_157);
        wp::adj_mul(var_154, var_154, adj_154, adj_154, adj_156);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_138, var_153, adj_138, adj_153, adj_154);
        wp::adj_cos(var_152, adj_152, adj_153);
        wp::adj_dot(var_150, var_151, adj_150, adj_151, adj_152);
        wp::adj_add(var_145, var_150, adj_145, adj_150, adj_151);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_134, var_149, adj_134, adj_149, adj_150);
        wp::adj_mul(var_147, var_148, adj_147, adj_148, adj_149);
        wp::adj_normalize(var_145, var_147, adj_145, adj_147);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        wp::adj_add(var_128, var_144, adj_128, adj_144, adj_145);
        wp::adj_mul(var_142, var_143, adj_142, adj_143, adj_144);
        wp::adj_normalize(var_141, var_142, adj_141, adj_142);
        wp::adj_vec_t(var_139, var_140, adj_139, adj_140, adj_141);
        wp::adj_mul(var_138, var_138, adj_138, adj_138, adj_140);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_113, var_137, adj_113, adj_137, adj_138);
        wp::adj_cos(var_136, adj_136, adj_137);
        wp::adj_dot(var_134, var_135, adj_134, adj_135, adj_136);
        wp::adj_add(var_128, var_134, adj_128, adj_134, adj_135);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_109, var_133, adj_109, adj_133, adj_134);
        wp::adj_mul(var_131, var_132, adj_131, adj_132, adj_133);
        wp::adj_normalize(var_128, var_131, adj_128, adj_131);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        // adj: for j3 in range(4):                                                               <L 18>
        wp::adj_copy(var_47, adj_47, adj_129);
        // adj: v4 = v2                                                                           <L 17>
        wp::adj_add(var_120, var_127, adj_120, adj_127, adj_128);
        wp::adj_mul(var_125, var_126, adj_125, adj_126, adj_127);
        wp::adj_normalize(var_124, var_125, adj_124, adj_125);
        wp::adj_vec_t(var_122, var_123, adj_122, adj_123, adj_124);
        // adj: v0 = v0 + wp.normalize(wp.vec2(-0.59, 1.67)) * 0.79                               <L 16>
        wp::adj_add(var_104, var_119, adj_104, adj_119, adj_120);
        wp::adj_mul(var_117, var_118, adj_117, adj_118, adj_119);
        wp::adj_normalize(var_116, var_117, adj_116, adj_117);
        wp::adj_vec_t(var_114, var_115, adj_114, adj_115, adj_116);
        wp::adj_mul(var_113, var_113, adj_113, adj_113, adj_115);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_97, var_112, adj_97, adj_112, adj_113);
        wp::adj_cos(var_111, adj_111, adj_112);
        wp::adj_dot(var_109, var_110, adj_109, adj_110, adj_111);
        wp::adj_add(var_104, var_109, adj_104, adj_109, adj_110);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_93, var_108, adj_93, adj_108, adj_109);
        wp::adj_mul(var_106, var_107, adj_106, adj_107, adj_108);
        wp::adj_normalize(var_104, var_106, adj_104, adj_106);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        wp::adj_add(var_88, var_103, adj_88, adj_103, adj_104);
        wp::adj_mul(var_101, var_102, adj_101, adj_102, adj_103);
        wp::adj_normalize(var_100, var_101, adj_100, adj_101);
        wp::adj_vec_t(var_98, var_99, adj_98, adj_99, adj_100);
        wp::adj_mul(var_97, var_97, adj_97, adj_97, adj_99);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_81, var_96, adj_81, adj_96, adj_97);
        wp::adj_cos(var_95, adj_95, adj_96);
        wp::adj_dot(var_93, var_94, adj_93, adj_94, adj_95);
        wp::adj_add(var_88, var_93, adj_88, adj_93, adj_94);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_77, var_92, adj_77, adj_92, adj_93);
        wp::adj_mul(var_90, var_91, adj_90, adj_91, adj_92);
        wp::adj_normalize(var_88, var_90, adj_88, adj_90);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        wp::adj_add(var_72, var_87, adj_72, adj_87, adj_88);
        wp::adj_mul(var_85, var_86, adj_85, adj_86, adj_87);
        wp::adj_normalize(var_84, var_85, adj_84, adj_85);
        wp::adj_vec_t(var_82, var_83, adj_82, adj_83, adj_84);
        wp::adj_mul(var_81, var_81, adj_81, adj_81, adj_83);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_65, var_80, adj_65, adj_80, adj_81);
        wp::adj_cos(var_79, adj_79, adj_80);
        wp::adj_dot(var_77, var_78, adj_77, adj_78, adj_79);
        wp::adj_add(var_72, var_77, adj_72, adj_77, adj_78);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_61, var_76, adj_61, adj_76, adj_77);
        wp::adj_mul(var_74, var_75, adj_74, adj_75, adj_76);
        wp::adj_normalize(var_72, var_74, adj_72, adj_74);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        wp::adj_add(var_55, var_71, adj_55, adj_71, adj_72);
        wp::adj_mul(var_69, var_70, adj_69, adj_70, adj_71);
        wp::adj_normalize(var_68, var_69, adj_68, adj_69);
        wp::adj_vec_t(var_66, var_67, adj_66, adj_67, adj_68);
        wp::adj_mul(var_65, var_65, adj_65, adj_65, adj_67);
        // adj: v0 = v0 + wp.normalize(wp.vec2(0.09, (v3 * v3))) * 0.43                           <L 21>
        wp::adj_add(var_10, var_64, adj_10, adj_64, adj_65);
        wp::adj_cos(var_63, adj_63, adj_64);
        wp::adj_dot(var_61, var_62, adj_61, adj_62, adj_63);
        wp::adj_add(var_55, var_61, adj_55, adj_61, adj_62);
        // adj: v3 = v3 + wp.cos(wp.dot(v1, (v0 + v1)))                                           <L 20>
        wp::adj_add(var_5, var_60, adj_5, adj_60, adj_61);
        wp::adj_mul(var_58, var_59, adj_58, adj_59, adj_60);
        wp::adj_normalize(var_55, var_58, adj_55, adj_58);
        // adj: v1 = v1 + wp.normalize(v0) * 0.45                                                 <L 19>
        // adj: for j3 in range(4):                                                               <L 18>
        wp::adj_copy(var_47, adj_47, adj_56);
        // adj: v4 = v2                                                                           <L 17>
        wp::adj_add(var_40, var_54, adj_40, adj_54, adj_55);
        wp::adj_mul(var_52, var_53, adj_52, adj_53, adj_54);
        wp::adj_normalize(var_51, var_52, adj_51, adj_52);
        wp::adj_vec_t(var_49, var_50, adj_49, adj_50, adj_51);
        // adj: v0 = v0 + wp.normalize(wp.vec2(-0.59, 1.67)) * 0.79                               <L 16>
        // adj: for j2 in range(3):                                                               <L 15>
        wp::adj_add(var_8, var_46, adj_8, adj_46, adj_47);
        wp::adj_tanh(var_45, var_46, adj_45, adj_46);
        wp::adj_length_sq(var_44, adj_44, adj_45);
        wp::adj_vec_t(var_42, var_43, adj_42, adj_43, adj_44);
        // adj: v2 = v2 + wp.tanh(wp.length_sq(wp.vec2(0.2, -1.83)))                              <L 14>
        // adj: for j1 in range(2):                                                               <L 13>
        wp::adj_add(var_35, var_39, adj_35, adj_39, adj_40);
        wp::adj_mul(var_37, var_38, adj_37, adj_38, adj_39);
        wp::adj_normalize(var_5, var_37, adj_5, adj_37);
        wp::adj_add(var_30, var_34, adj_30, adj_34, adj_35);
        wp::adj_mul(var_32, var_33, adj_32, adj_33, adj_34);
        wp::adj_normalize(var_5, var_32, adj_5, adj_32);
        wp::adj_add(var_25, var_29, adj_25, adj_29, adj_30);
        wp::adj_mul(var_27, var_28, adj_27, adj_28, adj_29);
        wp::adj_normalize(var_5, var_27, adj_5, adj_27);
        wp::adj_add(var_20, var_24, adj_20, adj_24, adj_25);
        wp::adj_mul(var_22, var_23, adj_22, adj_23, adj_24);
        wp::adj_normalize(var_5, var_22, adj_5, adj_22);
        wp::adj_add(var_15, var_19, adj_15, adj_19, adj_20);
        wp::adj_mul(var_17, var_18, adj_17, adj_18, adj_19);
        wp::adj_normalize(var_5, var_17, adj_5, adj_17);
        wp::adj_add(var_2, var_14, adj_2, adj_14, adj_15);
        wp::adj_mul(var_12, var_13, adj_12, adj_13, adj_14);
        wp::adj_normalize(var_5, var_12, adj_5, adj_12);
        // adj: v0 = v0 + wp.normalize(v1) * 1.06                                                 <L 12>
        // adj: for j1 in range(6):                                                               <L 11>
        wp::adj_dot(var_2, var_5, adj_2, adj_5, adj_10);
        // adj: v3 = wp.dot(v0, v1)                                                               <L 10>
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
        // adj: def nested_loop_000001(x0: wp.array(dtype=wp.vec2), x1: wp.array(dtype=wp.vec2), x2: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 5>
        continue;
    }
}

