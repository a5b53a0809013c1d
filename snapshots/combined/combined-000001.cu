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



extern "C" __global__ void combined_000001_59723bcf_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::vec_t<3, wp::float32> var_s0,
    wp::float32 var_s1,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out0)
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
        bool var_23;
        wp::float32 var_24;
        bool var_25;
        const wp::float32 var_26 = -0.2;
        const wp::float32 var_27 = 0.81;
        wp::float32 var_28;
        const wp::float32 var_29 = 1.12;
        wp::vec_t<3, wp::float32> var_30;
        const wp::float32 var_31 = -1.26;
        const wp::float32 var_32 = -1.3;
        const wp::float32 var_33 = 1.983;
        wp::vec_t<3, wp::float32> var_34;
        wp::vec_t<3, wp::float32> var_35;
        wp::vec_t<3, wp::float32> var_36;
        wp::vec_t<3, wp::float32> var_37;
        const wp::float32 var_38 = 1.21;
        wp::vec_t<3, wp::float32> var_39;
        wp::vec_t<3, wp::float32> var_40;
        const wp::float32 var_41 = -1.952;
        wp::float32 var_42;
        wp::float32 var_43;
        wp::float32 var_44;
        wp::float32 var_45;
        const wp::int32 var_46 = 2;
        const wp::float32 var_47 = -1.4;
        const wp::float32 var_48 = -0.53;
        const wp::float32 var_49 = 1.238;
        wp::vec_t<3, wp::float32> var_50;
        const wp::int32 var_51 = 3;
        wp::mat_t<3, 3, wp::float32> var_52;
        wp::vec_t<3, wp::float32> var_53;
        const wp::float32 var_54 = -1.55;
        wp::vec_t<3, wp::float32> var_55;
        const wp::float32 var_56 = -1.9;
        wp::vec_t<3, wp::float32> var_57;
        wp::vec_t<3, wp::float32> var_58;
        wp::vec_t<3, wp::float32> var_59;
        const wp::float32 var_60 = 0.77;
        wp::vec_t<3, wp::float32> var_61;
        wp::vec_t<3, wp::float32> var_62;
        const wp::float32 var_63 = -0.7;
        const wp::float32 var_64 = 0.935;
        const wp::float32 var_65 = -0.9;
        wp::vec_t<3, wp::float32> var_66;
        wp::mat_t<3, 3, wp::float32> var_67;
        wp::float32 var_68;
        wp::float32 var_69;
        wp::float32 var_70;
        const wp::float32 var_71 = 0.0;
        const wp::float32 var_72 = 0.0;
        const wp::float32 var_73 = 2.5;
        wp::vec_t<3, wp::float32> var_74;
        wp::vec_t<3, wp::float32> var_75;
        wp::vec_t<3, wp::float32> var_76;
        wp::mat_t<3, 3, wp::float32> var_77;
        const wp::int32 var_78 = 1;
        const wp::int32 var_79 = 0;
        wp::float32 var_80;
        wp::quat_t<wp::float32> var_81;
        wp::vec_t<3, wp::float32> var_82;
        wp::float32 var_83;
        const wp::int32 var_84 = 6;
        wp::int32 var_85;
        const wp::int32 var_86 = 2;
        wp::int32 var_87;
        const wp::int32 var_88 = 0;
        bool var_89;
        const wp::int32 var_90 = 5;
        wp::int32 var_91;
        wp::shape_t* var_92;
        const wp::int32 var_93 = 0;
        wp::int32 var_94;
        wp::shape_t var_95;
        wp::int32 var_96;
        wp::float32* var_97;
        wp::float32 var_98;
        wp::float32 var_99;
        wp::float32 var_100;
        const wp::int32 var_101 = 5;
        wp::int32 var_102;
        wp::shape_t* var_103;
        const wp::int32 var_104 = 0;
        wp::int32 var_105;
        wp::shape_t var_106;
        wp::int32 var_107;
        const wp::float32 var_108 = 1.9;
        const wp::float32 var_109 = 0.71;
        const wp::float32 var_110 = -0.42;
        wp::vec_t<3, wp::float32> var_111;
        wp::vec_t<3, wp::float32> var_112;
        wp::float32 var_113;
        wp::float32 var_114;
        bool var_115;
        const wp::float32 var_116 = -1.85;
        bool var_117;
        bool var_118;
        bool var_119;
        bool var_120;
        const wp::float32 var_121 = -1.8;
        wp::vec_t<3, wp::float32> var_122;
        const wp::float32 var_123 = 1.76;
        const wp::float32 var_124 = -1.065;
        const wp::float32 var_125 = -0.499;
        wp::vec_t<3, wp::float32> var_126;
        wp::vec_t<3, wp::float32> var_127;
        const wp::float32 var_128 = -1.41;
        const wp::float32 var_129 = -0.19;
        const wp::float32 var_130 = 0.057;
        wp::vec_t<3, wp::float32> var_131;
        wp::mat_t<3, 3, wp::float32> var_132;
        const wp::float32 var_133 = 0.63;
        const wp::float32 var_134 = -1.74;
        const wp::float32 var_135 = -0.6;
        wp::vec_t<3, wp::float32> var_136;
        wp::vec_t<3, wp::float32> var_137;
        wp::float32 var_138;
        wp::float32 var_139;
        wp::float32 var_140;
        wp::float32 var_141;
        const wp::float32 var_142 = -0.065;
        wp::vec_t<2, wp::float32> var_143;
        const wp::float32 var_144 = 0.6;
        const wp::float32 var_145 = 1.1;
        wp::vec_t<2, wp::float32> var_146;
        wp::vec_t<2, wp::float32> var_147;
        wp::vec_t<2, wp::float32> var_148;
        wp::float32 var_149;
        const wp::float32 var_150 = 0.71;
        const wp::float32 var_151 = 2.0;
        const wp::float32 var_152 = -1.69;
        wp::vec_t<3, wp::float32> var_153;
        const wp::float32 var_154 = -0.866;
        const wp::float32 var_155 = -0.52;
        const wp::float32 var_156 = 1.8;
        wp::vec_t<3, wp::float32> var_157;
        wp::vec_t<3, wp::float32> var_158;
        const wp::float32 var_159 = -1.838;
        const wp::float32 var_160 = -0.9;
        wp::float32 var_161;
        const wp::float32 var_162 = 1.0;
        wp::float32 var_163;
        wp::float32 var_164;
        wp::vec_t<3, wp::float32> var_165;
        wp::vec_t<3, wp::float32> var_166;
        const wp::float32 var_167 = 0.21;
        wp::vec_t<3, wp::float32> var_168;
        wp::vec_t<3, wp::float32> var_169;
        wp::float32 var_170;
        const wp::float32 var_171 = 1.0;
        wp::float32 var_172;
        wp::float32 var_173;
        const wp::float32 var_174 = 0.8;
        const wp::float32 var_175 = 2.0;
        const wp::float32 var_176 = -1.61;
        wp::vec_t<3, wp::float32> var_177;
        wp::mat_t<3, 3, wp::float32> var_178;
        wp::mat_t<3, 3, wp::float32> var_179;
        wp::mat_t<3, 3, wp::float32> var_180;
        wp::vec_t<3, wp::float32> var_181;
        wp::vec_t<3, wp::float32> var_182;
        wp::mat_t<3, 3, wp::float32> var_183;
        wp::mat_t<3, 3, wp::float32> var_184;
        wp::vec_t<3, wp::float32> var_185;
        wp::float32 var_186;
        wp::vec_t<3, wp::float32> var_187;
        wp::float32 var_188;
        const wp::int32 var_189 = 1;
        const wp::float32 var_190 = -0.317;
        const wp::float32 var_191 = -1.022;
        const wp::float32 var_192 = 1.613;
        wp::vec_t<3, wp::float32> var_193;
        wp::mat_t<3, 3, wp::float32> var_194;
        wp::vec_t<3, wp::float32> var_195;
        const wp::float32 var_196 = 0.495;
        wp::float32 var_197;
        const wp::float32 var_198 = 1.0;
        wp::float32 var_199;
        wp::vec_t<3, wp::float32> var_200;
        wp::float32 var_201;
        wp::float32 var_202;
        wp::float32 var_203;
        wp::float32 var_204;
        bool var_205;
        wp::float32 var_206;
        bool var_207;
        const wp::float32 var_208 = -0.2;
        const wp::float32 var_209 = 0.81;
        wp::float32 var_210;
        const wp::float32 var_211 = 1.12;
        wp::vec_t<3, wp::float32> var_212;
        const wp::float32 var_213 = -1.26;
        const wp::float32 var_214 = -1.3;
        const wp::float32 var_215 = 1.983;
        wp::vec_t<3, wp::float32> var_216;
        wp::vec_t<3, wp::float32> var_217;
        wp::vec_t<3, wp::float32> var_218;
        wp::vec_t<3, wp::float32> var_219;
        const wp::float32 var_220 = 1.21;
        wp::vec_t<3, wp::float32> var_221;
        wp::vec_t<3, wp::float32> var_222;
        const wp::float32 var_223 = -1.952;
        wp::float32 var_224;
        wp::float32 var_225;
        wp::float32 var_226;
        wp::float32 var_227;
        const wp::int32 var_228 = 2;
        const wp::float32 var_229 = -1.4;
        const wp::float32 var_230 = -0.53;
        const wp::float32 var_231 = 1.238;
        wp::vec_t<3, wp::float32> var_232;
        const wp::int32 var_233 = 3;
        wp::mat_t<3, 3, wp::float32> var_234;
        wp::vec_t<3, wp::float32> var_235;
        const wp::float32 var_236 = -1.55;
        wp::vec_t<3, wp::float32> var_237;
        const wp::float32 var_238 = -1.9;
        wp::vec_t<3, wp::float32> var_239;
        wp::vec_t<3, wp::float32> var_240;
        wp::vec_t<3, wp::float32> var_241;
        const wp::float32 var_242 = 0.77;
        wp::vec_t<3, wp::float32> var_243;
        wp::vec_t<3, wp::float32> var_244;
        const wp::float32 var_245 = -0.7;
        const wp::float32 var_246 = 0.935;
        const wp::float32 var_247 = -0.9;
        wp::vec_t<3, wp::float32> var_248;
        wp::mat_t<3, 3, wp::float32> var_249;
        wp::float32 var_250;
        wp::float32 var_251;
        wp::float32 var_252;
        const wp::float32 var_253 = 0.0;
        const wp::float32 var_254 = 0.0;
        const wp::float32 var_255 = 2.5;
        wp::vec_t<3, wp::float32> var_256;
        wp::vec_t<3, wp::float32> var_257;
        wp::vec_t<3, wp::float32> var_258;
        wp::mat_t<3, 3, wp::float32> var_259;
        const wp::int32 var_260 = 1;
        const wp::int32 var_261 = 0;
        wp::float32 var_262;
        wp::quat_t<wp::float32> var_263;
        wp::vec_t<3, wp::float32> var_264;
        wp::float32 var_265;
        wp::quat_t<wp::float32> var_266;
        const wp::int32 var_267 = 6;
        wp::int32 var_268;
        const wp::int32 var_269 = 2;
        wp::int32 var_270;
        const wp::int32 var_271 = 0;
        bool var_272;
        const wp::int32 var_273 = 5;
        wp::int32 var_274;
        wp::shape_t* var_275;
        const wp::int32 var_276 = 0;
        wp::int32 var_277;
        wp::shape_t var_278;
        wp::int32 var_279;
        wp::float32* var_280;
        wp::float32 var_281;
        wp::float32 var_282;
        wp::float32 var_283;
        const wp::int32 var_284 = 5;
        wp::int32 var_285;
        wp::shape_t* var_286;
        const wp::int32 var_287 = 0;
        wp::int32 var_288;
        wp::shape_t var_289;
        wp::int32 var_290;
        const wp::float32 var_291 = 1.9;
        const wp::float32 var_292 = 0.71;
        const wp::float32 var_293 = -0.42;
        wp::vec_t<3, wp::float32> var_294;
        wp::vec_t<3, wp::float32> var_295;
        wp::float32 var_296;
        wp::float32 var_297;
        bool var_298;
        const wp::float32 var_299 = -1.85;
        bool var_300;
        bool var_301;
        bool var_302;
        bool var_303;
        const wp::float32 var_304 = -1.8;
        wp::vec_t<3, wp::float32> var_305;
        const wp::float32 var_306 = 1.76;
        const wp::float32 var_307 = -1.065;
        const wp::float32 var_308 = -0.499;
        wp::vec_t<3, wp::float32> var_309;
        wp::vec_t<3, wp::float32> var_310;
        const wp::float32 var_311 = -1.41;
        const wp::float32 var_312 = -0.19;
        const wp::float32 var_313 = 0.057;
        wp::vec_t<3, wp::float32> var_314;
        wp::mat_t<3, 3, wp::float32> var_315;
        const wp::float32 var_316 = 0.63;
        const wp::float32 var_317 = -1.74;
        const wp::float32 var_318 = -0.6;
        wp::vec_t<3, wp::float32> var_319;
        wp::vec_t<3, wp::float32> var_320;
        wp::float32 var_321;
        wp::float32 var_322;
        wp::float32 var_323;
        wp::float32 var_324;
        const wp::float32 var_325 = -0.065;
        wp::vec_t<2, wp::float32> var_326;
        const wp::float32 var_327 = 0.6;
        const wp::float32 var_328 = 1.1;
        wp::vec_t<2, wp::float32> var_329;
        wp::vec_t<2, wp::float32> var_330;
        wp::vec_t<2, wp::float32> var_331;
        wp::float32 var_332;
        const wp::float32 var_333 = 0.71;
        const wp::float32 var_334 = 2.0;
        const wp::float32 var_335 = -1.69;
        wp::vec_t<3, wp::float32> var_336;
        const wp::float32 var_337 = -0.866;
        const wp::float32 var_338 = -0.52;
        const wp::float32 var_339 = 1.8;
        wp::vec_t<3, wp::float32> var_340;
        wp::vec_t<3, wp::float32> var_341;
        const wp::float32 var_342 = -1.838;
        const wp::float32 var_343 = -0.9;
        wp::float32 var_344;
        const wp::float32 var_345 = 1.0;
        wp::float32 var_346;
        wp::float32 var_347;
        wp::vec_t<3, wp::float32> var_348;
        wp::vec_t<3, wp::float32> var_349;
        const wp::float32 var_350 = 0.21;
        wp::vec_t<3, wp::float32> var_351;
        wp::vec_t<3, wp::float32> var_352;
        wp::float32 var_353;
        const wp::float32 var_354 = 1.0;
        wp::float32 var_355;
        wp::float32 var_356;
        const wp::float32 var_357 = 0.8;
        const wp::float32 var_358 = 2.0;
        const wp::float32 var_359 = -1.61;
        wp::vec_t<3, wp::float32> var_360;
        wp::mat_t<3, 3, wp::float32> var_361;
        wp::mat_t<3, 3, wp::float32> var_362;
        wp::mat_t<3, 3, wp::float32> var_363;
        wp::vec_t<3, wp::float32> var_364;
        wp::vec_t<3, wp::float32> var_365;
        wp::mat_t<3, 3, wp::float32> var_366;
        wp::mat_t<3, 3, wp::float32> var_367;
        wp::vec_t<3, wp::float32> var_368;
        wp::float32 var_369;
        wp::float32 var_370;
        wp::mat_t<3, 3, wp::float32> var_371;
        wp::vec_t<3, wp::float32> var_372;
        wp::float32 var_373;
        wp::float32 var_374;
        wp::mat_t<3, 3, wp::float32> var_375;
        const wp::int32 var_376 = 2;
        const wp::float32 var_377 = -0.317;
        const wp::float32 var_378 = -1.022;
        const wp::float32 var_379 = 1.613;
        wp::vec_t<3, wp::float32> var_380;
        wp::mat_t<3, 3, wp::float32> var_381;
        wp::vec_t<3, wp::float32> var_382;
        const wp::float32 var_383 = 0.495;
        wp::float32 var_384;
        const wp::float32 var_385 = 1.0;
        wp::float32 var_386;
        wp::vec_t<3, wp::float32> var_387;
        wp::float32 var_388;
        wp::float32 var_389;
        wp::float32 var_390;
        wp::float32 var_391;
        bool var_392;
        wp::float32 var_393;
        bool var_394;
        const wp::float32 var_395 = -0.2;
        const wp::float32 var_396 = 0.81;
        wp::float32 var_397;
        const wp::float32 var_398 = 1.12;
        wp::vec_t<3, wp::float32> var_399;
        const wp::float32 var_400 = -1.26;
        const wp::float32 var_401 = -1.3;
        const wp::float32 var_402 = 1.983;
        wp::vec_t<3, wp::float32> var_403;
        wp::vec_t<3, wp::float32> var_404;
        wp::vec_t<3, wp::float32> var_405;
        wp::vec_t<3, wp::float32> var_406;
        const wp::float32 var_407 = 1.21;
        wp::vec_t<3, wp::float32> var_408;
        wp::vec_t<3, wp::float32> var_409;
        const wp::float32 var_410 = -1.952;
        wp::float32 var_411;
        wp::float32 var_412;
        wp::float32 var_413;
        wp::float32 var_414;
        const wp::int32 var_415 = 2;
        const wp::float32 var_416 = -1.4;
        const wp::float32 var_417 = -0.53;
        const wp::float32 var_418 = 1.238;
        wp::vec_t<3, wp::float32> var_419;
        const wp::int32 var_420 = 3;
        wp::mat_t<3, 3, wp::float32> var_421;
        wp::vec_t<3, wp::float32> var_422;
        const wp::float32 var_423 = -1.55;
        wp::vec_t<3, wp::float32> var_424;
        const wp::float32 var_425 = -1.9;
        wp::vec_t<3, wp::float32> var_426;
        wp::vec_t<3, wp::float32> var_427;
        wp::vec_t<3, wp::float32> var_428;
        const wp::float32 var_429 = 0.77;
        wp::vec_t<3, wp::float32> var_430;
        wp::vec_t<3, wp::float32> var_431;
        const wp::float32 var_432 = -0.7;
        const wp::float32 var_433 = 0.935;
        const wp::float32 var_434 = -0.9;
        wp::vec_t<3, wp::float32> var_435;
        wp::mat_t<3, 3, wp::float32> var_436;
        wp::float32 var_437;
        wp::float32 var_438;
        wp::float32 var_439;
        const wp::float32 var_440 = 0.0;
        const wp::float32 var_441 = 0.0;
        const wp::float32 var_442 = 2.5;
        wp::vec_t<3, wp::float32> var_443;
        wp::vec_t<3, wp::float32> var_444;
        wp::vec_t<3, wp::float32> var_445;
        wp::mat_t<3, 3, wp::float32> var_446;
        const wp::int32 var_447 = 1;
        const wp::int32 var_448 = 0;
        wp::float32 var_449;
        wp::quat_t<wp::float32> var_450;
        wp::vec_t<3, wp::float32> var_451;
        wp::float32 var_452;
        wp::quat_t<wp::float32> var_453;
        const wp::int32 var_454 = 6;
        wp::int32 var_455;
        const wp::int32 var_456 = 2;
        wp::int32 var_457;
        const wp::int32 var_458 = 0;
        bool var_459;
        const wp::int32 var_460 = 5;
        wp::int32 var_461;
        wp::shape_t* var_462;
        const wp::int32 var_463 = 0;
        wp::int32 var_464;
        wp::shape_t var_465;
        wp::int32 var_466;
        wp::float32* var_467;
        wp::float32 var_468;
        wp::float32 var_469;
        wp::float32 var_470;
        const wp::int32 var_471 = 5;
        wp::int32 var_472;
        wp::shape_t* var_473;
        const wp::int32 var_474 = 0;
        wp::int32 var_475;
        wp::shape_t var_476;
        wp::int32 var_477;
        const wp::float32 var_478 = 1.9;
        const wp::float32 var_479 = 0.71;
        const wp::float32 var_480 = -0.42;
        wp::vec_t<3, wp::float32> var_481;
        wp::vec_t<3, wp::float32> var_482;
        wp::float32 var_483;
        wp::float32 var_484;
        bool var_485;
        const wp::float32 var_486 = -1.85;
        bool var_487;
        bool var_488;
        bool var_489;
        bool var_490;
        const wp::float32 var_491 = -1.8;
        wp::vec_t<3, wp::float32> var_492;
        const wp::float32 var_493 = 1.76;
        const wp::float32 var_494 = -1.065;
        const wp::float32 var_495 = -0.499;
        wp::vec_t<3, wp::float32> var_496;
        wp::vec_t<3, wp::float32> var_497;
        const wp::float32 var_498 = -1.41;
        const wp::float32 var_499 = -0.19;
        const wp::float32 var_500 = 0.057;
        wp::vec_t<3, wp::float32> var_501;
        wp::mat_t<3, 3, wp::float32> var_502;
        const wp::float32 var_503 = 0.63;
        const wp::float32 var_504 = -1.74;
        const wp::float32 var_505 = -0.6;
        wp::vec_t<3, wp::float32> var_506;
        wp::vec_t<3, wp::float32> var_507;
        wp::float32 var_508;
        wp::float32 var_509;
        wp::float32 var_510;
        wp::float32 var_511;
        const wp::float32 var_512 = -0.065;
        wp::vec_t<2, wp::float32> var_513;
        const wp::float32 var_514 = 0.6;
        const wp::float32 var_515 = 1.1;
        wp::vec_t<2, wp::float32> var_516;
        wp::vec_t<2, wp::float32> var_517;
        wp::vec_t<2, wp::float32> var_518;
        wp::float32 var_519;
        const wp::float32 var_520 = 0.71;
        const wp::float32 var_521 = 2.0;
        const wp::float32 var_522 = -1.69;
        wp::vec_t<3, wp::float32> var_523;
        const wp::float32 var_524 = -0.866;
        const wp::float32 var_525 = -0.52;
        const wp::float32 var_526 = 1.8;
        wp::vec_t<3, wp::float32> var_527;
        wp::vec_t<3, wp::float32> var_528;
        const wp::float32 var_529 = -1.838;
        const wp::float32 var_530 = -0.9;
        wp::float32 var_531;
        const wp::float32 var_532 = 1.0;
        wp::float32 var_533;
        wp::float32 var_534;
        wp::vec_t<3, wp::float32> var_535;
        wp::vec_t<3, wp::float32> var_536;
        const wp::float32 var_537 = 0.21;
        wp::vec_t<3, wp::float32> var_538;
        wp::vec_t<3, wp::float32> var_539;
        wp::float32 var_540;
        const wp::float32 var_541 = 1.0;
        wp::float32 var_542;
        wp::float32 var_543;
        const wp::float32 var_544 = 0.8;
        const wp::float32 var_545 = 2.0;
        const wp::float32 var_546 = -1.61;
        wp::vec_t<3, wp::float32> var_547;
        wp::mat_t<3, 3, wp::float32> var_548;
        wp::mat_t<3, 3, wp::float32> var_549;
        wp::mat_t<3, 3, wp::float32> var_550;
        wp::vec_t<3, wp::float32> var_551;
        wp::vec_t<3, wp::float32> var_552;
        wp::mat_t<3, 3, wp::float32> var_553;
        wp::mat_t<3, 3, wp::float32> var_554;
        wp::vec_t<3, wp::float32> var_555;
        wp::float32 var_556;
        wp::float32 var_557;
        wp::mat_t<3, 3, wp::float32> var_558;
        wp::vec_t<3, wp::float32> var_559;
        wp::float32 var_560;
        wp::float32 var_561;
        wp::mat_t<3, 3, wp::float32> var_562;
        const wp::int32 var_563 = 0;
        wp::int32 var_564;
        const wp::int32 var_565 = 2;
        bool var_566;
        const wp::int32 var_567 = 1;
        wp::int32 var_568;
        const wp::int32 var_569 = 3;
        wp::mat_t<3, 3, wp::float32> var_570;
        const wp::float32 var_571 = -1.61;
        wp::mat_t<3, 3, wp::float32> var_572;
        wp::float32 var_573;
        const wp::float32 var_574 = 0.8;
        wp::float32 var_575;
        wp::float32 var_576;
        wp::float32 var_577;
        const wp::int32 var_578 = 0;
        const wp::float32 var_579 = -1.3;
        wp::float32 var_580;
        wp::float32 var_581;
        const wp::int32 var_582 = 1;
        const wp::float32 var_583 = -1.3;
        wp::float32 var_584;
        wp::float32 var_585;
        const wp::int32 var_586 = 2;
        const wp::float32 var_587 = -1.3;
        wp::float32 var_588;
        wp::float32 var_589;
        const wp::int32 var_590 = 3;
        const wp::float32 var_591 = -1.3;
        wp::float32 var_592;
        wp::float32 var_593;
        const wp::int32 var_594 = 4;
        const wp::float32 var_595 = -1.3;
        wp::float32 var_596;
        wp::float32 var_597;
        const wp::int32 var_598 = 5;
        const wp::float32 var_599 = -1.3;
        wp::float32 var_600;
        wp::float32 var_601;
        wp::range_t var_602;
        wp::int32 var_603;
        const wp::int32 var_604 = 3;
        wp::mat_t<3, 3, wp::float32> var_605;
        const wp::float32 var_606 = -1.66;
        wp::mat_t<3, 3, wp::float32> var_607;
        const wp::int32 var_608 = 1;
        const wp::int32 var_609 = 2;
        wp::float32 var_610;
        wp::float32 var_611;
        wp::float32 var_612;
        const wp::float32 var_613 = -1.4;
        wp::float32 var_614;
        wp::float32 var_615;
        const wp::float32 var_616 = 1.84;
        wp::float32 var_617;
        wp::float32 var_618;
        const wp::float32 var_619 = -1.93;
        const wp::float32 var_620 = 0.819;
        const wp::float32 var_621 = 0.93;
        wp::vec_t<3, wp::float32> var_622;
        wp::mat_t<3, 3, wp::float32> var_623;
        wp::float32 var_624;
        wp::float32 var_625;
        wp::vec_t<2, wp::float32> var_626;
        //---------
        // forward
        // def combined_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), s0: wp.vec3, s1: float, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2)):       <L 5>
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
        // for j2 in range(3):                                                                    <L 9>
        // v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ s0), (s0 / (wp.abs(0.495) + 1.0))))       <L 10>
        var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
        var_12 = wp::diag(var_11);
        var_13 = wp::mul(var_12, var_s0);
        var_15 = wp::abs(var_14);
        var_17 = wp::add(var_15, var_16);
        var_18 = wp::div(var_s0, var_17);
        var_19 = wp::dot(var_13, var_18);
        var_20 = wp::sin(var_19);
        var_21 = wp::add(var_2, var_20);
        // if (v0 + s1) > (v0 if v1 <= v1 else v0):                                               <L 11>
        var_22 = wp::add(var_21, var_s1);
        var_23 = (var_5 <= var_5);
        if (var_23) {
        }
        if (!var_23) {
        }
        var_24 = wp::where(var_23, var_21, var_21);
        var_25 = (var_22 > var_24);
        if (var_25) {
            // s0 = s0 + wp.normalize((wp.clamp(v1, -0.2, 0.81) * wp.cross(wp.vec3(1.12), wp.vec3(-1.26, -1.3, 1.983)))) * 1.21       <L 12>
            var_28 = wp::clamp(var_5, var_26, var_27);
            var_30 = wp::vec_t<3, wp::float32>(var_29);
            var_34 = wp::vec_t<3, wp::float32>(var_31, var_32, var_33);
            var_35 = wp::cross(var_30, var_34);
            var_36 = wp::mul(var_28, var_35);
            var_37 = wp::normalize(var_36);
            var_39 = wp::mul(var_37, var_38);
            var_40 = wp::add(var_s0, var_39);
            // s0.z = wp.sin(((v1 - -1.952) - float(j2)))                                         <L 13>
            var_42 = wp::sub(var_5, var_41);
            var_43 = wp::float(var_7);
            var_44 = wp::sub(var_42, var_43);
            var_45 = wp::sin(var_44);
            wp::assign_inplace(var_40, var_46, var_45);
        }
        if (!var_25) {
            // s0 = s0 + wp.normalize(((wp.vec3(-1.4, -0.53, 1.238) @ wp.identity(n=3, dtype=float) * -1.55) + wp.vec3(v1, -1.9, s1))) * 0.77       <L 15>
            var_50 = wp::vec_t<3, wp::float32>(var_47, var_48, var_49);
            var_52 = wp::identity<3, wp::float32>();
            var_53 = wp::mul(var_50, var_52);
            var_55 = wp::mul(var_53, var_54);
            var_57 = wp::vec_t<3, wp::float32>(var_5, var_56, var_s1);
            var_58 = wp::add(var_55, var_57);
            var_59 = wp::normalize(var_58);
            var_61 = wp::mul(var_59, var_60);
            var_62 = wp::add(var_s0, var_61);
            // s1 += wp.cos(wp.determinant(wp.skew(wp.vec3(-0.7, 0.935, -0.9))))                  <L 16>
            var_66 = wp::vec_t<3, wp::float32>(var_63, var_64, var_65);
            var_67 = wp::skew(var_66);
            var_68 = wp::determinant(var_67);
            var_69 = wp::cos(var_68);
            var_70 = wp::add(var_s1, var_69);
            // v3 = wp.quat_from_axis_angle(wp.normalize(s0 + wp.vec3(0.0, 0.0, 2.5)), (wp.diag(s0))[1, 0])       <L 17>
            var_74 = wp::vec_t<3, wp::float32>(var_71, var_72, var_73);
            var_75 = wp::add(var_62, var_74);
            var_76 = wp::normalize(var_75);
            var_77 = wp::diag(var_62);
            var_80 = wp::extract(var_77, var_78, var_79);
            var_81 = wp::quat_from_axis_angle(var_76, var_80);
        }
        var_82 = wp::where(var_25, var_40, var_62);
        var_83 = wp::where(var_25, var_s1, var_70);
        // if ((j2 % 6)) % 2 == 0:                                                                <L 18>
        var_85 = wp::mod(var_7, var_84);
        var_87 = wp::mod(var_85, var_86);
        var_89 = (var_87 == var_88);
        if (var_89) {
            // v1 = v1 + wp.sin(x1[(tid + 5) % x1.shape[0]])                                      <L 19>
            var_91 = wp::add(var_0, var_90);
            var_92 = &(var_x1.shape);
            var_95 = wp::load(var_92);
            var_94 = wp::extract(var_95, var_93);
            var_96 = wp::mod(var_91, var_94);
            var_97 = wp::address(var_x1, var_96);
            var_99 = wp::load(var_97);
            var_98 = wp::sin(var_99);
            var_100 = wp::add(var_5, var_98);
            // acc0[(tid * 5) % acc0.shape[0]] += wp.dot(s0, wp.cross(s0, wp.vec3(1.9, 0.71, -0.42)))       <L 20>
            var_102 = wp::mul(var_0, var_101);
            var_103 = &(var_acc0.shape);
            var_106 = wp::load(var_103);
            var_105 = wp::extract(var_106, var_104);
            var_107 = wp::mod(var_102, var_105);
            var_111 = wp::vec_t<3, wp::float32>(var_108, var_109, var_110);
            var_112 = wp::cross(var_82, var_111);
            var_113 = wp::dot(var_82, var_112);
            var_114 = wp::atomic_add(var_acc0, var_107, var_113);
        }
        if (!var_89) {
            // elif (-1.85 < s1) or ((v0 > v0) and (s1 > v0)):                                    <L 21>
            var_117 = (var_116 < var_83);
            var_115 = var_117;
            if (!var_115) {
                var_119 = (var_21 > var_21);
                var_118 = var_119;
                if (var_118) {
                    var_120 = (var_83 > var_21);
                    var_118 = var_118 && var_120;
                }
                var_115 = var_115 || var_118;
            }
            if (var_115) {
                // v1 = v1 + wp.sin(wp.dot(wp.cross(wp.vec3(-1.8), wp.vec3(1.76, -1.065, -0.499)), (wp.diag(wp.vec3(-1.41, -0.19, 0.057)) @ wp.vec3(0.63, -1.74, -0.6))))       <L 22>
                var_122 = wp::vec_t<3, wp::float32>(var_121);
                var_126 = wp::vec_t<3, wp::float32>(var_123, var_124, var_125);
                var_127 = wp::cross(var_122, var_126);
                var_131 = wp::vec_t<3, wp::float32>(var_128, var_129, var_130);
                var_132 = wp::diag(var_131);
                var_136 = wp::vec_t<3, wp::float32>(var_133, var_134, var_135);
                var_137 = wp::mul(var_132, var_136);
                var_138 = wp::dot(var_127, var_137);
                var_139 = wp::sin(var_138);
                var_140 = wp::add(var_5, var_139);
                // v4 = wp.length_sq(((v1 * v0) * (wp.vec2(-0.065) - wp.vec2(0.6, 1.1))))         <L 23>
                var_141 = wp::mul(var_140, var_21);
                var_143 = wp::vec_t<2, wp::float32>(var_142);
                var_146 = wp::vec_t<2, wp::float32>(var_144, var_145);
                var_147 = wp::sub(var_143, var_146);
                var_148 = wp::mul(var_141, var_147);
                var_149 = wp::length_sq(var_148);
            }
            if (!var_115) {
                // s0 += wp.normalize((wp.cross(wp.vec3(0.71, 2.0, -1.69), wp.vec3(-0.866, -0.52, 1.8)) * (-1.838 / (wp.abs(-0.9) + 1.0)))) * 0.21       <L 25>
                var_153 = wp::vec_t<3, wp::float32>(var_150, var_151, var_152);
                var_157 = wp::vec_t<3, wp::float32>(var_154, var_155, var_156);
                var_158 = wp::cross(var_153, var_157);
                var_161 = wp::abs(var_160);
                var_163 = wp::add(var_161, var_162);
                var_164 = wp::div(var_159, var_163);
                var_165 = wp::mul(var_158, var_164);
                var_166 = wp::normalize(var_165);
                var_168 = wp::mul(var_166, var_167);
                var_169 = wp::add(var_82, var_168);
                // v5 = (((v0 / (wp.abs(v1) + 1.0)) * (wp.diag(wp.vec3(0.8, 2.0, -1.61)) * v1)) @ wp.outer((s0 + s0), wp.normalize(s0)))       <L 26>
                var_170 = wp::abs(var_5);
                var_172 = wp::add(var_170, var_171);
                var_173 = wp::div(var_21, var_172);
                var_177 = wp::vec_t<3, wp::float32>(var_174, var_175, var_176);
                var_178 = wp::diag(var_177);
                var_179 = wp::mul(var_178, var_5);
                var_180 = wp::mul(var_173, var_179);
                var_181 = wp::add(var_169, var_169);
                var_182 = wp::normalize(var_169);
                var_183 = wp::outer(var_181, var_182);
                var_184 = wp::mul(var_180, var_183);
            }
            var_185 = wp::where(var_115, var_82, var_169);
            var_186 = wp::where(var_115, var_140, var_5);
        }
        var_187 = wp::where(var_89, var_82, var_185);
        var_188 = wp::where(var_89, var_100, var_186);
        // v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ s0), (s0 / (wp.abs(0.495) + 1.0))))       <L 10>
        var_193 = wp::vec_t<3, wp::float32>(var_190, var_191, var_192);
        var_194 = wp::diag(var_193);
        var_195 = wp::mul(var_194, var_187);
        var_197 = wp::abs(var_196);
        var_199 = wp::add(var_197, var_198);
        var_200 = wp::div(var_187, var_199);
        var_201 = wp::dot(var_195, var_200);
        var_202 = wp::sin(var_201);
        var_203 = wp::add(var_21, var_202);
        // if (v0 + s1) > (v0 if v1 <= v1 else v0):                                               <L 11>
        var_204 = wp::add(var_203, var_83);
        var_205 = (var_188 <= var_188);
        if (var_205) {
        }
        if (!var_205) {
        }
        var_206 = wp::where(var_205, var_203, var_203);
        var_207 = (var_204 > var_206);
        if (var_207) {
            // s0 = s0 + wp.normalize((wp.clamp(v1, -0.2, 0.81) * wp.cross(wp.vec3(1.12), wp.vec3(-1.26, -1.3, 1.983)))) * 1.21       <L 12>
            var_210 = wp::clamp(var_188, var_208, var_209);
            var_212 = wp::vec_t<3, wp::float32>(var_211);
            var_216 = wp::vec_t<3, wp::float32>(var_213, var_214, var_215);
            var_217 = wp::cross(var_212, var_216);
            var_218 = wp::mul(var_210, var_217);
            var_219 = wp::normalize(var_218);
            var_221 = wp::mul(var_219, var_220);
            var_222 = wp::add(var_187, var_221);
            // s0.z = wp.sin(((v1 - -1.952) - float(j2)))                                         <L 13>
            var_224 = wp::sub(var_188, var_223);
            var_225 = wp::float(var_189);
            var_226 = wp::sub(var_224, var_225);
            var_227 = wp::sin(var_226);
            wp::assign_inplace(var_222, var_228, var_227);
        }
        if (!var_207) {
            // s0 = s0 + wp.normalize(((wp.vec3(-1.4, -0.53, 1.238) @ wp.identity(n=3, dtype=float) * -1.55) + wp.vec3(v1, -1.9, s1))) * 0.77       <L 15>
            var_232 = wp::vec_t<3, wp::float32>(var_229, var_230, var_231);
            var_234 = wp::identity<3, wp::float32>();
            var_235 = wp::mul(var_232, var_234);
            var_237 = wp::mul(var_235, var_236);
            var_239 = wp::vec_t<3, wp::float32>(var_188, var_238, var_83);
            var_240 = wp::add(var_237, var_239);
            var_241 = wp::normalize(var_240);
            var_243 = wp::mul(var_241, var_242);
            var_244 = wp::add(var_187, var_243);
            // s1 += wp.cos(wp.determinant(wp.skew(wp.vec3(-0.7, 0.935, -0.9))))                  <L 16>
            var_248 = wp::vec_t<3, wp::float32>(var_245, var_246, var_247);
            var_249 = wp::skew(var_248);
            var_250 = wp::determinant(var_249);
            var_251 = wp::cos(var_250);
            var_252 = wp::add(var_83, var_251);
            // v3 = wp.quat_from_axis_angle(wp.normalize(s0 + wp.vec3(0.0, 0.0, 2.5)), (wp.diag(s0))[1, 0])       <L 17>
            var_256 = wp::vec_t<3, wp::float32>(var_253, var_254, var_255);
            var_257 = wp::add(var_244, var_256);
            var_258 = wp::normalize(var_257);
            var_259 = wp::diag(var_244);
            var_262 = wp::extract(var_259, var_260, var_261);
            var_263 = wp::quat_from_axis_angle(var_258, var_262);
        }
        var_264 = wp::where(var_207, var_222, var_244);
        var_265 = wp::where(var_207, var_83, var_252);
        var_266 = wp::where(var_207, var_81, var_263);
        // if ((j2 % 6)) % 2 == 0:                                                                <L 18>
        var_268 = wp::mod(var_189, var_267);
        var_270 = wp::mod(var_268, var_269);
        var_272 = (var_270 == var_271);
        if (var_272) {
            // v1 = v1 + wp.sin(x1[(tid + 5) % x1.shape[0]])                                      <L 19>
            var_274 = wp::add(var_0, var_273);
            var_275 = &(var_x1.shape);
            var_278 = wp::load(var_275);
            var_277 = wp::extract(var_278, var_276);
            var_279 = wp::mod(var_274, var_277);
            var_280 = wp::address(var_x1, var_279);
            var_282 = wp::load(var_280);
            var_281 = wp::sin(var_282);
            var_283 = wp::add(var_188, var_281);
            // acc0[(tid * 5) % acc0.shape[0]] += wp.dot(s0, wp.cross(s0, wp.vec3(1.9, 0.71, -0.42)))       <L 20>
            var_285 = wp::mul(var_0, var_284);
            var_286 = &(var_acc0.shape);
            var_289 = wp::load(var_286);
            var_288 = wp::extract(var_289, var_287);
            var_290 = wp::mod(var_285, var_288);
            var_294 = wp::vec_t<3, wp::float32>(var_291, var_292, var_293);
            var_295 = wp::cross(var_264, var_294);
            var_296 = wp::dot(var_264, var_295);
            var_297 = wp::atomic_add(var_acc0, var_290, var_296);
        }
        if (!var_272) {
            // elif (-1.85 < s1) or ((v0 > v0) and (s1 > v0)):                                    <L 21>
            var_300 = (var_299 < var_265);
            var_298 = var_300;
            if (!var_298) {
                var_302 = (var_203 > var_203);
                var_301 = var_302;
                if (var_301) {
                    var_303 = (var_265 > var_203);
                    var_301 = var_301 && var_303;
                }
                var_298 = var_298 || var_301;
            }
            if (var_298) {
                // v1 = v1 + wp.sin(wp.dot(wp.cross(wp.vec3(-1.8), wp.vec3(1.76, -1.065, -0.499)), (wp.diag(wp.vec3(-1.41, -0.19, 0.057)) @ wp.vec3(0.63, -1.74, -0.6))))       <L 22>
                var_305 = wp::vec_t<3, wp::float32>(var_304);
                var_309 = wp::vec_t<3, wp::float32>(var_306, var_307, var_308);
                var_310 = wp::cross(var_305, var_309);
                var_314 = wp::vec_t<3, wp::float32>(var_311, var_312, var_313);
                var_315 = wp::diag(var_314);
                var_319 = wp::vec_t<3, wp::float32>(var_316, var_317, var_318);
                var_320 = wp::mul(var_315, var_319);
                var_321 = wp::dot(var_310, var_320);
                var_322 = wp::sin(var_321);
                var_323 = wp::add(var_188, var_322);
                // v4 = wp.length_sq(((v1 * v0) * (wp.vec2(-0.065) - wp.vec2(0.6, 1.1))))         <L 23>
                var_324 = wp::mul(var_323, var_203);
                var_326 = wp::vec_t<2, wp::float32>(var_325);
                var_329 = wp::vec_t<2, wp::float32>(var_327, var_328);
                var_330 = wp::sub(var_326, var_329);
                var_331 = wp::mul(var_324, var_330);
                var_332 = wp::length_sq(var_331);
            }
            if (!var_298) {
                // s0 += wp.normalize((wp.cross(wp.vec3(0.71, 2.0, -1.69), wp.vec3(-0.866, -0.52, 1.8)) * (-1.838 / (wp.abs(-0.9) + 1.0)))) * 0.21       <L 25>
                var_336 = wp::vec_t<3, wp::float32>(var_333, var_334, var_335);
                var_340 = wp::vec_t<3, wp::float32>(var_337, var_338, var_339);
                var_341 = wp::cross(var_336, var_340);
                var_344 = wp::abs(var_343);
                var_346 = wp::add(var_344, var_345);
                var_347 = wp::div(var_342, var_346);
                var_348 = wp::mul(var_341, var_347);
                var_349 = wp::normalize(var_348);
                var_351 = wp::mul(var_349, var_350);
                var_352 = wp::add(var_264, var_351);
                // v5 = (((v0 / (wp.abs(v1) + 1.0)) * (wp.diag(wp.vec3(0.8, 2.0, -1.61)) * v1)) @ wp.outer((s0 + s0), wp.normalize(s0)))       <L 26>
                var_353 = wp::abs(var_188);
                var_355 = wp::add(var_353, var_354);
                var_356 = wp::div(var_203, var_355);
                var_360 = wp::vec_t<3, wp::float32>(var_357, var_358, var_359);
                var_361 = wp::diag(var_360);
                var_362 = wp::mul(var_361, var_188);
                var_363 = wp::mul(var_356, var_362);
                var_364 = wp::add(var_352, var_352);
                var_365 = wp::normalize(var_352);
                var_366 = wp::outer(var_364, var_365);
                var_367 = wp::mul(var_363, var_366);
            }
            var_368 = wp::where(var_298, var_264, var_352);
            var_369 = wp::where(var_298, var_323, var_188);
            var_370 = wp::where(var_298, var_332, var_149);
            var_371 = wp::where(var_298, var_184, var_367);
        }
        var_372 = wp::where(var_272, var_264, var_368);
        var_373 = wp::where(var_272, var_283, var_369);
        var_374 = wp::where(var_272, var_149, var_370);
        var_375 = wp::where(var_272, var_184, var_371);
        // v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ s0), (s0 / (wp.abs(0.495) + 1.0))))       <L 10>
        var_380 = wp::vec_t<3, wp::float32>(var_377, var_378, var_379);
        var_381 = wp::diag(var_380);
        var_382 = wp::mul(var_381, var_372);
        var_384 = wp::abs(var_383);
        var_386 = wp::add(var_384, var_385);
        var_387 = wp::div(var_372, var_386);
        var_388 = wp::dot(var_382, var_387);
        var_389 = wp::sin(var_388);
        var_390 = wp::add(var_203, var_389);
        // if (v0 + s1) > (v0 if v1 <= v1 else v0):                                               <L 11>
        var_391 = wp::add(var_390, var_265);
        var_392 = (var_373 <= var_373);
        if (var_392) {
        }
        if (!var_392) {
        }
        var_393 = wp::where(var_392, var_390, var_390);
        var_394 = (var_391 > var_393);
        if (var_394) {
            // s0 = s0 + wp.normalize((wp.clamp(v1, -0.2, 0.81) * wp.cross(wp.vec3(1.12), wp.vec3(-1.26, -1.3, 1.983)))) * 1.21       <L 12>
            var_397 = wp::clamp(var_373, var_395, var_396);
            var_399 = wp::vec_t<3, wp::float32>(var_398);
            var_403 = wp::vec_t<3, wp::float32>(var_400, var_401, var_402);
            var_404 = wp::cross(var_399, var_403);
            var_405 = wp::mul(var_397, var_404);
            var_406 = wp::normalize(var_405);
            var_408 = wp::mul(var_406, var_407);
            var_409 = wp::add(var_372, var_408);
            // s0.z = wp.sin(((v1 - -1.952) - float(j2)))                                         <L 13>
            var_411 = wp::sub(var_373, var_410);
            var_412 = wp::float(var_376);
            var_413 = wp::sub(var_411, var_412);
            var_414 = wp::sin(var_413);
            wp::assign_inplace(var_409, var_415, var_414);
        }
        if (!var_394) {
            // s0 = s0 + wp.normalize(((wp.vec3(-1.4, -0.53, 1.238) @ wp.identity(n=3, dtype=float) * -1.55) + wp.vec3(v1, -1.9, s1))) * 0.77       <L 15>
            var_419 = wp::vec_t<3, wp::float32>(var_416, var_417, var_418);
            var_421 = wp::identity<3, wp::float32>();
            var_422 = wp::mul(var_419, var_421);
            var_424 = wp::mul(var_422, var_423);
            var_426 = wp::vec_t<3, wp::float32>(var_373, var_425, var_265);
            var_427 = wp::add(var_424, var_426);
            var_428 = wp::normalize(var_427);
            var_430 = wp::mul(var_428, var_429);
            var_431 = wp::add(var_372, var_430);
            // s1 += wp.cos(wp.determinant(wp.skew(wp.vec3(-0.7, 0.935, -0.9))))                  <L 16>
            var_435 = wp::vec_t<3, wp::float32>(var_432, var_433, var_434);
            var_436 = wp::skew(var_435);
            var_437 = wp::determinant(var_436);
            var_438 = wp::cos(var_437);
            var_439 = wp::add(var_265, var_438);
            // v3 = wp.quat_from_axis_angle(wp.normalize(s0 + wp.vec3(0.0, 0.0, 2.5)), (wp.diag(s0))[1, 0])       <L 17>
            var_443 = wp::vec_t<3, wp::float32>(var_440, var_441, var_442);
            var_444 = wp::add(var_431, var_443);
            var_445 = wp::normalize(var_444);
            var_446 = wp::diag(var_431);
            var_449 = wp::extract(var_446, var_447, var_448);
            var_450 = wp::quat_from_axis_angle(var_445, var_449);
        }
        var_451 = wp::where(var_394, var_409, var_431);
        var_452 = wp::where(var_394, var_265, var_439);
        var_453 = wp::where(var_394, var_266, var_450);
        // if ((j2 % 6)) % 2 == 0:                                                                <L 18>
        var_455 = wp::mod(var_376, var_454);
        var_457 = wp::mod(var_455, var_456);
        var_459 = (var_457 == var_458);
        if (var_459) {
            // v1 = v1 + wp.sin(x1[(tid + 5) % x1.shape[0]])                                      <L 19>
            var_461 = wp::add(var_0, var_460);
            var_462 = &(var_x1.shape);
            var_465 = wp::load(var_462);
            var_464 = wp::extract(var_465, var_463);
            var_466 = wp::mod(var_461, var_464);
            var_467 = wp::address(var_x1, var_466);
            var_469 = wp::load(var_467);
            var_468 = wp::sin(var_469);
            var_470 = wp::add(var_373, var_468);
            // acc0[(tid * 5) % acc0.shape[0]] += wp.dot(s0, wp.cross(s0, wp.vec3(1.9, 0.71, -0.42)))       <L 20>
            var_472 = wp::mul(var_0, var_471);
            var_473 = &(var_acc0.shape);
            var_476 = wp::load(var_473);
            var_475 = wp::extract(var_476, var_474);
            var_477 = wp::mod(var_472, var_475);
            var_481 = wp::vec_t<3, wp::float32>(var_478, var_479, var_480);
            var_482 = wp::cross(var_451, var_481);
            var_483 = wp::dot(var_451, var_482);
            var_484 = wp::atomic_add(var_acc0, var_477, var_483);
        }
        if (!var_459) {
            // elif (-1.85 < s1) or ((v0 > v0) and (s1 > v0)):                                    <L 21>
            var_487 = (var_486 < var_452);
            var_485 = var_487;
            if (!var_485) {
                var_489 = (var_390 > var_390);
                var_488 = var_489;
                if (var_488) {
                    var_490 = (var_452 > var_390);
                    var_488 = var_488 && var_490;
                }
                var_485 = var_485 || var_488;
            }
            if (var_485) {
                // v1 = v1 + wp.sin(wp.dot(wp.cross(wp.vec3(-1.8), wp.vec3(1.76, -1.065, -0.499)), (wp.diag(wp.vec3(-1.41, -0.19, 0.057)) @ wp.vec3(0.63, -1.74, -0.6))))       <L 22>
                var_492 = wp::vec_t<3, wp::float32>(var_491);
                var_496 = wp::vec_t<3, wp::float32>(var_493, var_494, var_495);
                var_497 = wp::cross(var_492, var_496);
                var_501 = wp::vec_t<3, wp::float32>(var_498, var_499, var_500);
                var_502 = wp::diag(var_501);
                var_506 = wp::vec_t<3, wp::float32>(var_503, var_504, var_505);
                var_507 = wp::mul(var_502, var_506);
                var_508 = wp::dot(var_497, var_507);
                var_509 = wp::sin(var_508);
                var_510 = wp::add(var_373, var_509);
                // v4 = wp.length_sq(((v1 * v0) * (wp.vec2(-0.065) - wp.vec2(0.6, 1.1))))         <L 23>
                var_511 = wp::mul(var_510, var_390);
                var_513 = wp::vec_t<2, wp::float32>(var_512);
                var_516 = wp::vec_t<2, wp::float32>(var_514, var_515);
                var_517 = wp::sub(var_513, var_516);
                var_518 = wp::mul(var_511, var_517);
                var_519 = wp::length_sq(var_518);
            }
            if (!var_485) {
                // s0 += wp.normalize((wp.cross(wp.vec3(0.71, 2.0, -1.69), wp.vec3(-0.866, -0.52, 1.8)) * (-1.838 / (wp.abs(-0.9) + 1.0)))) * 0.21       <L 25>
                var_523 = wp::vec_t<3, wp::float32>(var_520, var_521, var_522);
                var_527 = wp::vec_t<3, wp::float32>(var_524, var_525, var_526);
                var_528 = wp::cross(var_523, var_527);
                var_531 = wp::abs(var_530);
                var_533 = wp::add(var_531, var_532);
                var_534 = wp::div(var_529, var_533);
                var_535 = wp::mul(var_528, var_534);
                var_536 = wp::normalize(var_535);
                var_538 = wp::mul(var_536, var_537);
                var_539 = wp::add(var_451, var_538);
                // v5 = (((v0 / (wp.abs(v1) + 1.0)) * (wp.diag(wp.vec3(0.8, 2.0, -1.61)) * v1)) @ wp.outer((s0 + s0), wp.normalize(s0)))       <L 26>
                var_540 = wp::abs(var_373);
                var_542 = wp::add(var_540, var_541);
                var_543 = wp::div(var_390, var_542);
                var_547 = wp::vec_t<3, wp::float32>(var_544, var_545, var_546);
                var_548 = wp::diag(var_547);
                var_549 = wp::mul(var_548, var_373);
                var_550 = wp::mul(var_543, var_549);
                var_551 = wp::add(var_539, var_539);
                var_552 = wp::normalize(var_539);
                var_553 = wp::outer(var_551, var_552);
                var_554 = wp::mul(var_550, var_553);
            }
            var_555 = wp::where(var_485, var_451, var_539);
            var_556 = wp::where(var_485, var_510, var_373);
            var_557 = wp::where(var_485, var_519, var_374);
            var_558 = wp::where(var_485, var_375, var_554);
        }
        var_559 = wp::where(var_459, var_451, var_555);
        var_560 = wp::where(var_459, var_470, var_556);
        var_561 = wp::where(var_459, var_374, var_557);
        var_562 = wp::where(var_459, var_375, var_558);
        // w6 = int(0)                                                                            <L 27>
        var_564 = wp::int(var_563);
        // while w6 < 2:                                                                          <L 28>
        start_while_0:;
        var_566 = (var_564 < var_565);
        if ((var_566) == false) goto end_while_0;
            // w6 = w6 + 1                                                                        <L 29>
            var_568 = wp::add(var_564, var_567);
            // s1 = s1 + wp.sin((wp.determinant(wp.identity(n=3, dtype=float) * -1.61) - 0.8))       <L 30>
            var_570 = wp::identity<3, wp::float32>();
            var_572 = wp::mul(var_570, var_571);
            var_573 = wp::determinant(var_572);
            var_575 = wp::sub(var_573, var_574);
            var_576 = wp::sin(var_575);
            var_577 = wp::add(var_452, var_576);
            wp::assign(var_452, var_577);
            wp::assign(var_564, var_568);
        goto start_while_0;
        end_while_0:;
        // for j7 in range(6):                                                                    <L 31>
        // s1 = s1 + wp.sin(-1.3)                                                                 <L 32>
        var_580 = wp::sin(var_579);
        var_581 = wp::add(var_452, var_580);
        var_584 = wp::sin(var_583);
        var_585 = wp::add(var_581, var_584);
        var_588 = wp::sin(var_587);
        var_589 = wp::add(var_585, var_588);
        var_592 = wp::sin(var_591);
        var_593 = wp::add(var_589, var_592);
        var_596 = wp::sin(var_595);
        var_597 = wp::add(var_593, var_596);
        var_600 = wp::sin(var_599);
        var_601 = wp::add(var_597, var_600);
        // for j8 in range(n):                                                                    <L 33>
        var_602 = wp::range(var_n);
        start_for_2:;
            if (iter_cmp(var_602) == 0) goto end_for_2;
            var_603 = wp::iter_next(var_602);
            // v0 = v0 + wp.sin((wp.identity(n=3, dtype=float) * -1.66)[1, 2])                    <L 34>
            var_605 = wp::identity<3, wp::float32>();
            var_607 = wp::mul(var_605, var_606);
            var_610 = wp::extract(var_607, var_608, var_609);
            var_611 = wp::sin(var_610);
            var_612 = wp::add(var_390, var_611);
            // s1 -= wp.sin(wp.abs(-1.4)) * 1.84                                                  <L 35>
            var_614 = wp::abs(var_613);
            var_615 = wp::sin(var_614);
            var_617 = wp::mul(var_615, var_616);
            var_618 = wp::sub(var_601, var_617);
            wp::assign(var_601, var_618);
            wp::assign(var_390, var_612);
            goto start_for_2;
        end_for_2:;
        // out0[tid] = wp.vec2(wp.determinant(wp.diag(wp.vec3(-1.93, 0.819, 0.93))), wp.min(s1, v0))       <L 36>
        var_622 = wp::vec_t<3, wp::float32>(var_619, var_620, var_621);
        var_623 = wp::diag(var_622);
        var_624 = wp::determinant(var_623);
        var_625 = wp::min(var_601, var_390);
        var_626 = wp::vec_t<2, wp::float32>(var_624, var_625);
        wp::array_store(var_out0, var_0, var_626);
    }
}



extern "C" __global__ void combined_000001_59723bcf_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::float32> var_x1,
    wp::vec_t<3, wp::float32> var_s0,
    wp::float32 var_s1,
    wp::int32 var_n,
    wp::array_t<wp::float32> var_acc0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out0,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::float32> adj_x1,
    wp::vec_t<3, wp::float32> adj_s0,
    wp::float32 adj_s1,
    wp::int32 adj_n,
    wp::array_t<wp::float32> adj_acc0,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_out0)
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
        bool var_23;
        wp::float32 var_24;
        bool var_25;
        const wp::float32 var_26 = -0.2;
        const wp::float32 var_27 = 0.81;
        wp::float32 var_28;
        const wp::float32 var_29 = 1.12;
        wp::vec_t<3, wp::float32> var_30;
        const wp::float32 var_31 = -1.26;
        const wp::float32 var_32 = -1.3;
        const wp::float32 var_33 = 1.983;
        wp::vec_t<3, wp::float32> var_34;
        wp::vec_t<3, wp::float32> var_35;
        wp::vec_t<3, wp::float32> var_36;
        wp::vec_t<3, wp::float32> var_37;
        const wp::float32 var_38 = 1.21;
        wp::vec_t<3, wp::float32> var_39;
        wp::vec_t<3, wp::float32> var_40;
        const wp::float32 var_41 = -1.952;
        wp::float32 var_42;
        wp::float32 var_43;
        wp::float32 var_44;
        wp::float32 var_45;
        const wp::int32 var_46 = 2;
        const wp::float32 var_47 = -1.4;
        const wp::float32 var_48 = -0.53;
        const wp::float32 var_49 = 1.238;
        wp::vec_t<3, wp::float32> var_50;
        const wp::int32 var_51 = 3;
        wp::mat_t<3, 3, wp::float32> var_52;
        wp::vec_t<3, wp::float32> var_53;
        const wp::float32 var_54 = -1.55;
        wp::vec_t<3, wp::float32> var_55;
        const wp::float32 var_56 = -1.9;
        wp::vec_t<3, wp::float32> var_57;
        wp::vec_t<3, wp::float32> var_58;
        wp::vec_t<3, wp::float32> var_59;
        const wp::float32 var_60 = 0.77;
        wp::vec_t<3, wp::float32> var_61;
        wp::vec_t<3, wp::float32> var_62;
        const wp::float32 var_63 = -0.7;
        const wp::float32 var_64 = 0.935;
        const wp::float32 var_65 = -0.9;
        wp::vec_t<3, wp::float32> var_66;
        wp::mat_t<3, 3, wp::float32> var_67;
        wp::float32 var_68;
        wp::float32 var_69;
        wp::float32 var_70;
        const wp::float32 var_71 = 0.0;
        const wp::float32 var_72 = 0.0;
        const wp::float32 var_73 = 2.5;
        wp::vec_t<3, wp::float32> var_74;
        wp::vec_t<3, wp::float32> var_75;
        wp::vec_t<3, wp::float32> var_76;
        wp::mat_t<3, 3, wp::float32> var_77;
        const wp::int32 var_78 = 1;
        const wp::int32 var_79 = 0;
        wp::float32 var_80;
        wp::quat_t<wp::float32> var_81;
        wp::vec_t<3, wp::float32> var_82;
        wp::float32 var_83;
        const wp::int32 var_84 = 6;
        wp::int32 var_85;
        const wp::int32 var_86 = 2;
        wp::int32 var_87;
        const wp::int32 var_88 = 0;
        bool var_89;
        const wp::int32 var_90 = 5;
        wp::int32 var_91;
        wp::shape_t* var_92;
        const wp::int32 var_93 = 0;
        wp::int32 var_94;
        wp::shape_t var_95;
        wp::int32 var_96;
        wp::float32* var_97;
        wp::float32 var_98;
        wp::float32 var_99;
        wp::float32 var_100;
        const wp::int32 var_101 = 5;
        wp::int32 var_102;
        wp::shape_t* var_103;
        const wp::int32 var_104 = 0;
        wp::int32 var_105;
        wp::shape_t var_106;
        wp::int32 var_107;
        const wp::float32 var_108 = 1.9;
        const wp::float32 var_109 = 0.71;
        const wp::float32 var_110 = -0.42;
        wp::vec_t<3, wp::float32> var_111;
        wp::vec_t<3, wp::float32> var_112;
        wp::float32 var_113;
        wp::float32 var_114;
        bool var_115;
        const wp::float32 var_116 = -1.85;
        bool var_117;
        bool var_118;
        bool var_119;
        bool var_120;
        const wp::float32 var_121 = -1.8;
        wp::vec_t<3, wp::float32> var_122;
        const wp::float32 var_123 = 1.76;
        const wp::float32 var_124 = -1.065;
        const wp::float32 var_125 = -0.499;
        wp::vec_t<3, wp::float32> var_126;
        wp::vec_t<3, wp::float32> var_127;
        const wp::float32 var_128 = -1.41;
        const wp::float32 var_129 = -0.19;
        const wp::float32 var_130 = 0.057;
        wp::vec_t<3, wp::float32> var_131;
        wp::mat_t<3, 3, wp::float32> var_132;
        const wp::float32 var_133 = 0.63;
        const wp::float32 var_134 = -1.74;
        const wp::float32 var_135 = -0.6;
        wp::vec_t<3, wp::float32> var_136;
        wp::vec_t<3, wp::float32> var_137;
        wp::float32 var_138;
        wp::float32 var_139;
        wp::float32 var_140;
        wp::float32 var_141;
        const wp::float32 var_142 = -0.065;
        wp::vec_t<2, wp::float32> var_143;
        const wp::float32 var_144 = 0.6;
        const wp::float32 var_145 = 1.1;
        wp::vec_t<2, wp::float32> var_146;
        wp::vec_t<2, wp::float32> var_147;
        wp::vec_t<2, wp::float32> var_148;
        wp::float32 var_149;
        const wp::float32 var_150 = 0.71;
        const wp::float32 var_151 = 2.0;
        const wp::float32 var_152 = -1.69;
        wp::vec_t<3, wp::float32> var_153;
        const wp::float32 var_154 = -0.866;
        const wp::float32 var_155 = -0.52;
        const wp::float32 var_156 = 1.8;
        wp::vec_t<3, wp::float32> var_157;
        wp::vec_t<3, wp::float32> var_158;
        const wp::float32 var_159 = -1.838;
        const wp::float32 var_160 = -0.9;
        wp::float32 var_161;
        const wp::float32 var_162 = 1.0;
        wp::float32 var_163;
        wp::float32 var_164;
        wp::vec_t<3, wp::float32> var_165;
        wp::vec_t<3, wp::float32> var_166;
        const wp::float32 var_167 = 0.21;
        wp::vec_t<3, wp::float32> var_168;
        wp::vec_t<3, wp::float32> var_169;
        wp::float32 var_170;
        const wp::float32 var_171 = 1.0;
        wp::float32 var_172;
        wp::float32 var_173;
        const wp::float32 var_174 = 0.8;
        const wp::float32 var_175 = 2.0;
        const wp::float32 var_176 = -1.61;
        wp::vec_t<3, wp::float32> var_177;
        wp::mat_t<3, 3, wp::float32> var_178;
        wp::mat_t<3, 3, wp::float32> var_179;
        wp::mat_t<3, 3, wp::float32> var_180;
        wp::vec_t<3, wp::float32> var_181;
        wp::vec_t<3, wp::float32> var_182;
        wp::mat_t<3, 3, wp::float32> var_183;
        wp::mat_t<3, 3, wp::float32> var_184;
        wp::vec_t<3, wp::float32> var_185;
        wp::float32 var_186;
        wp::vec_t<3, wp::float32> var_187;
        wp::float32 var_188;
        const wp::int32 var_189 = 1;
        const wp::float32 var_190 = -0.317;
        const wp::float32 var_191 = -1.022;
        const wp::float32 var_192 = 1.613;
        wp::vec_t<3, wp::float32> var_193;
        wp::mat_t<3, 3, wp::float32> var_194;
        wp::vec_t<3, wp::float32> var_195;
        const wp::float32 var_196 = 0.495;
        wp::float32 var_197;
        const wp::float32 var_198 = 1.0;
        wp::float32 var_199;
        wp::vec_t<3, wp::float32> var_200;
        wp::float32 var_201;
        wp::float32 var_202;
        wp::float32 var_203;
        wp::float32 var_204;
        bool var_205;
        wp::float32 var_206;
        bool var_207;
        const wp::float32 var_208 = -0.2;
        const wp::float32 var_209 = 0.81;
        wp::float32 var_210;
        const wp::float32 var_211 = 1.12;
        wp::vec_t<3, wp::float32> var_212;
        const wp::float32 var_213 = -1.26;
        const wp::float32 var_214 = -1.3;
        const wp::float32 var_215 = 1.983;
        wp::vec_t<3, wp::float32> var_216;
        wp::vec_t<3, wp::float32> var_217;
        wp::vec_t<3, wp::float32> var_218;
        wp::vec_t<3, wp::float32> var_219;
        const wp::float32 var_220 = 1.21;
        wp::vec_t<3, wp::float32> var_221;
        wp::vec_t<3, wp::float32> var_222;
        const wp::float32 var_223 = -1.952;
        wp::float32 var_224;
        wp::float32 var_225;
        wp::float32 var_226;
        wp::float32 var_227;
        const wp::int32 var_228 = 2;
        const wp::float32 var_229 = -1.4;
        const wp::float32 var_230 = -0.53;
        const wp::float32 var_231 = 1.238;
        wp::vec_t<3, wp::float32> var_232;
        const wp::int32 var_233 = 3;
        wp::mat_t<3, 3, wp::float32> var_234;
        wp::vec_t<3, wp::float32> var_235;
        const wp::float32 var_236 = -1.55;
        wp::vec_t<3, wp::float32> var_237;
        const wp::float32 var_238 = -1.9;
        wp::vec_t<3, wp::float32> var_239;
        wp::vec_t<3, wp::float32> var_240;
        wp::vec_t<3, wp::float32> var_241;
        const wp::float32 var_242 = 0.77;
        wp::vec_t<3, wp::float32> var_243;
        wp::vec_t<3, wp::float32> var_244;
        const wp::float32 var_245 = -0.7;
        const wp::float32 var_246 = 0.935;
        const wp::float32 var_247 = -0.9;
        wp::vec_t<3, wp::float32> var_248;
        wp::mat_t<3, 3, wp::float32> var_249;
        wp::float32 var_250;
        wp::float32 var_251;
        wp::float32 var_252;
        const wp::float32 var_253 = 0.0;
        const wp::float32 var_254 = 0.0;
        const wp::float32 var_255 = 2.5;
        wp::vec_t<3, wp::float32> var_256;
        wp::vec_t<3, wp::float32> var_257;
        wp::vec_t<3, wp::float32> var_258;
        wp::mat_t<3, 3, wp::float32> var_259;
        const wp::int32 var_260 = 1;
        const wp::int32 var_261 = 0;
        wp::float32 var_262;
        wp::quat_t<wp::float32> var_263;
        wp::vec_t<3, wp::float32> var_264;
        wp::float32 var_265;
        wp::quat_t<wp::float32> var_266;
        const wp::int32 var_267 = 6;
        wp::int32 var_268;
        const wp::int32 var_269 = 2;
        wp::int32 var_270;
        const wp::int32 var_271 = 0;
        bool var_272;
        const wp::int32 var_273 = 5;
        wp::int32 var_274;
        wp::shape_t* var_275;
        const wp::int32 var_276 = 0;
        wp::int32 var_277;
        wp::shape_t var_278;
        wp::int32 var_279;
        wp::float32* var_280;
        wp::float32 var_281;
        wp::float32 var_282;
        wp::float32 var_283;
        const wp::int32 var_284 = 5;
        wp::int32 var_285;
        wp::shape_t* var_286;
        const wp::int32 var_287 = 0;
        wp::int32 var_288;
        wp::shape_t var_289;
        wp::int32 var_290;
        const wp::float32 var_291 = 1.9;
        const wp::float32 var_292 = 0.71;
        const wp::float32 var_293 = -0.42;
        wp::vec_t<3, wp::float32> var_294;
        wp::vec_t<3, wp::float32> var_295;
        wp::float32 var_296;
        wp::float32 var_297;
        bool var_298;
        const wp::float32 var_299 = -1.85;
        bool var_300;
        bool var_301;
        bool var_302;
        bool var_303;
        const wp::float32 var_304 = -1.8;
        wp::vec_t<3, wp::float32> var_305;
        const wp::float32 var_306 = 1.76;
        const wp::float32 var_307 = -1.065;
        const wp::float32 var_308 = -0.499;
        wp::vec_t<3, wp::float32> var_309;
        wp::vec_t<3, wp::float32> var_310;
        const wp::float32 var_311 = -1.41;
        const wp::float32 var_312 = -0.19;
        const wp::float32 var_313 = 0.057;
        wp::vec_t<3, wp::float32> var_314;
        wp::mat_t<3, 3, wp::float32> var_315;
        const wp::float32 var_316 = 0.63;
        const wp::float32 var_317 = -1.74;
        const wp::float32 var_318 = -0.6;
        wp::vec_t<3, wp::float32> var_319;
        wp::vec_t<3, wp::float32> var_320;
        wp::float32 var_321;
        wp::float32 var_322;
        wp::float32 var_323;
        wp::float32 var_324;
        const wp::float32 var_325 = -0.065;
        wp::vec_t<2, wp::float32> var_326;
        const wp::float32 var_327 = 0.6;
        const wp::float32 var_328 = 1.1;
        wp::vec_t<2, wp::float32> var_329;
        wp::vec_t<2, wp::float32> var_330;
        wp::vec_t<2, wp::float32> var_331;
        wp::float32 var_332;
        const wp::float32 var_333 = 0.71;
        const wp::float32 var_334 = 2.0;
        const wp::float32 var_335 = -1.69;
        wp::vec_t<3, wp::float32> var_336;
        const wp::float32 var_337 = -0.866;
        const wp::float32 var_338 = -0.52;
        const wp::float32 var_339 = 1.8;
        wp::vec_t<3, wp::float32> var_340;
        wp::vec_t<3, wp::float32> var_341;
        const wp::float32 var_342 = -1.838;
        const wp::float32 var_343 = -0.9;
        wp::float32 var_344;
        const wp::float32 var_345 = 1.0;
        wp::float32 var_346;
        wp::float32 var_347;
        wp::vec_t<3, wp::float32> var_348;
        wp::vec_t<3, wp::float32> var_349;
        const wp::float32 var_350 = 0.21;
        wp::vec_t<3, wp::float32> var_351;
        wp::vec_t<3, wp::float32> var_352;
        wp::float32 var_353;
        const wp::float32 var_354 = 1.0;
        wp::float32 var_355;
        wp::float32 var_356;
        const wp::float32 var_357 = 0.8;
        const wp::float32 var_358 = 2.0;
        const wp::float32 var_359 = -1.61;
        wp::vec_t<3, wp::float32> var_360;
        wp::mat_t<3, 3, wp::float32> var_361;
        wp::mat_t<3, 3, wp::float32> var_362;
        wp::mat_t<3, 3, wp::float32> var_363;
        wp::vec_t<3, wp::float32> var_364;
        wp::vec_t<3, wp::float32> var_365;
        wp::mat_t<3, 3, wp::float32> var_366;
        wp::mat_t<3, 3, wp::float32> var_367;
        wp::vec_t<3, wp::float32> var_368;
        wp::float32 var_369;
        wp::float32 var_370;
        wp::mat_t<3, 3, wp::float32> var_371;
        wp::vec_t<3, wp::float32> var_372;
        wp::float32 var_373;
        wp::float32 var_374;
        wp::mat_t<3, 3, wp::float32> var_375;
        const wp::int32 var_376 = 2;
        const wp::float32 var_377 = -0.317;
        const wp::float32 var_378 = -1.022;
        const wp::float32 var_379 = 1.613;
        wp::vec_t<3, wp::float32> var_380;
        wp::mat_t<3, 3, wp::float32> var_381;
        wp::vec_t<3, wp::float32> var_382;
        const wp::float32 var_383 = 0.495;
        wp::float32 var_384;
        const wp::float32 var_385 = 1.0;
        wp::float32 var_386;
        wp::vec_t<3, wp::float32> var_387;
        wp::float32 var_388;
        wp::float32 var_389;
        wp::float32 var_390;
        wp::float32 var_391;
        bool var_392;
        wp::float32 var_393;
        bool var_394;
        const wp::float32 var_395 = -0.2;
        const wp::float32 var_396 = 0.81;
        wp::float32 var_397;
        const wp::float32 var_398 = 1.12;
        wp::vec_t<3, wp::float32> var_399;
        const wp::float32 var_400 = -1.26;
        const wp::float32 var_401 = -1.3;
        const wp::float32 var_402 = 1.983;
        wp::vec_t<3, wp::float32> var_403;
        wp::vec_t<3, wp::float32> var_404;
        wp::vec_t<3, wp::float32> var_405;
        wp::vec_t<3, wp::float32> var_406;
        const wp::float32 var_407 = 1.21;
        wp::vec_t<3, wp::float32> var_408;
        wp::vec_t<3, wp::float32> var_409;
        const wp::float32 var_410 = -1.952;
        wp::float32 var_411;
        wp::float32 var_412;
        wp::float32 var_413;
        wp::float32 var_414;
        const wp::int32 var_415 = 2;
        const wp::float32 var_416 = -1.4;
        const wp::float32 var_417 = -0.53;
        const wp::float32 var_418 = 1.238;
        wp::vec_t<3, wp::float32> var_419;
        const wp::int32 var_420 = 3;
        wp::mat_t<3, 3, wp::float32> var_421;
        wp::vec_t<3, wp::float32> var_422;
        const wp::float32 var_423 = -1.55;
        wp::vec_t<3, wp::float32> var_424;
        const wp::float32 var_425 = -1.9;
        wp::vec_t<3, wp::float32> var_426;
        wp::vec_t<3, wp::float32> var_427;
        wp::vec_t<3, wp::float32> var_428;
        const wp::float32 var_429 = 0.77;
        wp::vec_t<3, wp::float32> var_430;
        wp::vec_t<3, wp::float32> var_431;
        const wp::float32 var_432 = -0.7;
        const wp::float32 var_433 = 0.935;
        const wp::float32 var_434 = -0.9;
        wp::vec_t<3, wp::float32> var_435;
        wp::mat_t<3, 3, wp::float32> var_436;
        wp::float32 var_437;
        wp::float32 var_438;
        wp::float32 var_439;
        const wp::float32 var_440 = 0.0;
        const wp::float32 var_441 = 0.0;
        const wp::float32 var_442 = 2.5;
        wp::vec_t<3, wp::float32> var_443;
        wp::vec_t<3, wp::float32> var_444;
        wp::vec_t<3, wp::float32> var_445;
        wp::mat_t<3, 3, wp::float32> var_446;
        const wp::int32 var_447 = 1;
        const wp::int32 var_448 = 0;
        wp::float32 var_449;
        wp::quat_t<wp::float32> var_450;
        wp::vec_t<3, wp::float32> var_451;
        wp::float32 var_452;
        wp::quat_t<wp::float32> var_453;
        const wp::int32 var_454 = 6;
        wp::int32 var_455;
        const wp::int32 var_456 = 2;
        wp::int32 var_457;
        const wp::int32 var_458 = 0;
        bool var_459;
        const wp::int32 var_460 = 5;
        wp::int32 var_461;
        wp::shape_t* var_462;
        const wp::int32 var_463 = 0;
        wp::int32 var_464;
        wp::shape_t var_465;
        wp::int32 var_466;
        wp::float32* var_467;
        wp::float32 var_468;
        wp::float32 var_469;
        wp::float32 var_470;
        const wp::int32 var_471 = 5;
        wp::int32 var_472;
        wp::shape_t* var_473;
        const wp::int32 var_474 = 0;
        wp::int32 var_475;
        wp::shape_t var_476;
        wp::int32 var_477;
        const wp::float32 var_478 = 1.9;
        const wp::float32 var_479 = 0.71;
        const wp::float32 var_480 = -0.42;
        wp::vec_t<3, wp::float32> var_481;
        wp::vec_t<3, wp::float32> var_482;
        wp::float32 var_483;
        wp::float32 var_484;
        bool var_485;
        const wp::float32 var_486 = -1.85;
        bool var_487;
        bool var_488;
        bool var_489;
        bool var_490;
        const wp::float32 var_491 = -1.8;
        wp::vec_t<3, wp::float32> var_492;
        const wp::float32 var_493 = 1.76;
        const wp::float32 var_494 = -1.065;
        const wp::float32 var_495 = -0.499;
        wp::vec_t<3, wp::float32> var_496;
        wp::vec_t<3, wp::float32> var_497;
        const wp::float32 var_498 = -1.41;
        const wp::float32 var_499 = -0.19;
        const wp::float32 var_500 = 0.057;
        wp::vec_t<3, wp::float32> var_501;
        wp::mat_t<3, 3, wp::float32> var_502;
        const wp::float32 var_503 = 0.63;
        const wp::float32 var_504 = -1.74;
        const wp::float32 var_505 = -0.6;
        wp::vec_t<3, wp::float32> var_506;
        wp::vec_t<3, wp::float32> var_507;
        wp::float32 var_508;
        wp::float32 var_509;
        wp::float32 var_510;
        wp::float32 var_511;
        const wp::float32 var_512 = -0.065;
        wp::vec_t<2, wp::float32> var_513;
        const wp::float32 var_514 = 0.6;
        const wp::float32 var_515 = 1.1;
        wp::vec_t<2, wp::float32> var_516;
        wp::vec_t<2, wp::float32> var_517;
        wp::vec_t<2, wp::float32> var_518;
        wp::float32 var_519;
        const wp::float32 var_520 = 0.71;
        const wp::float32 var_521 = 2.0;
        const wp::float32 var_522 = -1.69;
        wp::vec_t<3, wp::float32> var_523;
        const wp::float32 var_524 = -0.866;
        const wp::float32 var_525 = -0.52;
        const wp::float32 var_526 = 1.8;
        wp::vec_t<3, wp::float32> var_527;
        wp::vec_t<3, wp::float32> var_528;
        const wp::float32 var_529 = -1.838;
        const wp::float32 var_530 = -0.9;
        wp::float32 var_531;
        const wp::float32 var_532 = 1.0;
        wp::float32 var_533;
        wp::float32 var_534;
        wp::vec_t<3, wp::float32> var_535;
        wp::vec_t<3, wp::float32> var_536;
        const wp::float32 var_537 = 0.21;
        wp::vec_t<3, wp::float32> var_538;
        wp::vec_t<3, wp::float32> var_539;
        wp::float32 var_540;
        const wp::float32 var_541 = 1.0;
        wp::float32 var_542;
        wp::float32 var_543;
        const wp::float32 var_544 = 0.8;
        const wp::float32 var_545 = 2.0;
        const wp::float32 var_546 = -1.61;
        wp::vec_t<3, wp::float32> var_547;
        wp::mat_t<3, 3, wp::float32> var_548;
        wp::mat_t<3, 3, wp::float32> var_549;
        wp::mat_t<3, 3, wp::float32> var_550;
        wp::vec_t<3, wp::float32> var_551;
        wp::vec_t<3, wp::float32> var_552;
        wp::mat_t<3, 3, wp::float32> var_553;
        wp::mat_t<3, 3, wp::float32> var_554;
        wp::vec_t<3, wp::float32> var_555;
        wp::float32 var_556;
        wp::float32 var_557;
        wp::mat_t<3, 3, wp::float32> var_558;
        wp::vec_t<3, wp::float32> var_559;
        wp::float32 var_560;
        wp::float32 var_561;
        wp::mat_t<3, 3, wp::float32> var_562;
        const wp::int32 var_563 = 0;
        wp::int32 var_564;
        const wp::int32 var_565 = 2;
        bool var_566;
        const wp::int32 var_567 = 1;
        wp::int32 var_568;
        const wp::int32 var_569 = 3;
        wp::mat_t<3, 3, wp::float32> var_570;
        const wp::float32 var_571 = -1.61;
        wp::mat_t<3, 3, wp::float32> var_572;
        wp::float32 var_573;
        const wp::float32 var_574 = 0.8;
        wp::float32 var_575;
        wp::float32 var_576;
        wp::float32 var_577;
        const wp::int32 var_578 = 0;
        const wp::float32 var_579 = -1.3;
        wp::float32 var_580;
        wp::float32 var_581;
        const wp::int32 var_582 = 1;
        const wp::float32 var_583 = -1.3;
        wp::float32 var_584;
        wp::float32 var_585;
        const wp::int32 var_586 = 2;
        const wp::float32 var_587 = -1.3;
        wp::float32 var_588;
        wp::float32 var_589;
        const wp::int32 var_590 = 3;
        const wp::float32 var_591 = -1.3;
        wp::float32 var_592;
        wp::float32 var_593;
        const wp::int32 var_594 = 4;
        const wp::float32 var_595 = -1.3;
        wp::float32 var_596;
        wp::float32 var_597;
        const wp::int32 var_598 = 5;
        const wp::float32 var_599 = -1.3;
        wp::float32 var_600;
        wp::float32 var_601;
        wp::range_t var_602;
        wp::int32 var_603;
        const wp::int32 var_604 = 3;
        wp::mat_t<3, 3, wp::float32> var_605;
        const wp::float32 var_606 = -1.66;
        wp::mat_t<3, 3, wp::float32> var_607;
        const wp::int32 var_608 = 1;
        const wp::int32 var_609 = 2;
        wp::float32 var_610;
        wp::float32 var_611;
        wp::float32 var_612;
        const wp::float32 var_613 = -1.4;
        wp::float32 var_614;
        wp::float32 var_615;
        const wp::float32 var_616 = 1.84;
        wp::float32 var_617;
        wp::float32 var_618;
        const wp::float32 var_619 = -1.93;
        const wp::float32 var_620 = 0.819;
        const wp::float32 var_621 = 0.93;
        wp::vec_t<3, wp::float32> var_622;
        wp::mat_t<3, 3, wp::float32> var_623;
        wp::float32 var_624;
        wp::float32 var_625;
        wp::vec_t<2, wp::float32> var_626;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::int32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::vec_t<3, wp::float32> adj_11 = {};
        wp::mat_t<3, 3, wp::float32> adj_12 = {};
        wp::vec_t<3, wp::float32> adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::vec_t<3, wp::float32> adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        bool adj_23 = {};
        wp::float32 adj_24 = {};
        bool adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::vec_t<3, wp::float32> adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::vec_t<3, wp::float32> adj_34 = {};
        wp::vec_t<3, wp::float32> adj_35 = {};
        wp::vec_t<3, wp::float32> adj_36 = {};
        wp::vec_t<3, wp::float32> adj_37 = {};
        wp::float32 adj_38 = {};
        wp::vec_t<3, wp::float32> adj_39 = {};
        wp::vec_t<3, wp::float32> adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::int32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::vec_t<3, wp::float32> adj_50 = {};
        wp::int32 adj_51 = {};
        wp::mat_t<3, 3, wp::float32> adj_52 = {};
        wp::vec_t<3, wp::float32> adj_53 = {};
        wp::float32 adj_54 = {};
        wp::vec_t<3, wp::float32> adj_55 = {};
        wp::float32 adj_56 = {};
        wp::vec_t<3, wp::float32> adj_57 = {};
        wp::vec_t<3, wp::float32> adj_58 = {};
        wp::vec_t<3, wp::float32> adj_59 = {};
        wp::float32 adj_60 = {};
        wp::vec_t<3, wp::float32> adj_61 = {};
        wp::vec_t<3, wp::float32> adj_62 = {};
        wp::float32 adj_63 = {};
        wp::float32 adj_64 = {};
        wp::float32 adj_65 = {};
        wp::vec_t<3, wp::float32> adj_66 = {};
        wp::mat_t<3, 3, wp::float32> adj_67 = {};
        wp::float32 adj_68 = {};
        wp::float32 adj_69 = {};
        wp::float32 adj_70 = {};
        wp::float32 adj_71 = {};
        wp::float32 adj_72 = {};
        wp::float32 adj_73 = {};
        wp::vec_t<3, wp::float32> adj_74 = {};
        wp::vec_t<3, wp::float32> adj_75 = {};
        wp::vec_t<3, wp::float32> adj_76 = {};
        wp::mat_t<3, 3, wp::float32> adj_77 = {};
        wp::int32 adj_78 = {};
        wp::int32 adj_79 = {};
        wp::float32 adj_80 = {};
        wp::quat_t<wp::float32> adj_81 = {};
        wp::vec_t<3, wp::float32> adj_82 = {};
        wp::float32 adj_83 = {};
        wp::int32 adj_84 = {};
        wp::int32 adj_85 = {};
        wp::int32 adj_86 = {};
        wp::int32 adj_87 = {};
        wp::int32 adj_88 = {};
        bool adj_89 = {};
        wp::int32 adj_90 = {};
        wp::int32 adj_91 = {};
        wp::shape_t adj_92 = {};
        wp::int32 adj_93 = {};
        wp::int32 adj_94 = {};
        wp::shape_t adj_95 = {};
        wp::int32 adj_96 = {};
        wp::float32 adj_97 = {};
        wp::float32 adj_98 = {};
        wp::float32 adj_99 = {};
        wp::float32 adj_100 = {};
        wp::int32 adj_101 = {};
        wp::int32 adj_102 = {};
        wp::shape_t adj_103 = {};
        wp::int32 adj_104 = {};
        wp::int32 adj_105 = {};
        wp::shape_t adj_106 = {};
        wp::int32 adj_107 = {};
        wp::float32 adj_108 = {};
        wp::float32 adj_109 = {};
        wp::float32 adj_110 = {};
        wp::vec_t<3, wp::float32> adj_111 = {};
        wp::vec_t<3, wp::float32> adj_112 = {};
        wp::float32 adj_113 = {};
        wp::float32 adj_114 = {};
        bool adj_115 = {};
        wp::float32 adj_116 = {};
        bool adj_117 = {};
        bool adj_118 = {};
        bool adj_119 = {};
        bool adj_120 = {};
        wp::float32 adj_121 = {};
        wp::vec_t<3, wp::float32> adj_122 = {};
        wp::float32 adj_123 = {};
        wp::float32 adj_124 = {};
        wp::float32 adj_125 = {};
        wp::vec_t<3, wp::float32> adj_126 = {};
        wp::vec_t<3, wp::float32> adj_127 = {};
        wp::float32 adj_128 = {};
        wp::float32 adj_129 = {};
        wp::float32 adj_130 = {};
        wp::vec_t<3, wp::float32> adj_131 = {};
        wp::mat_t<3, 3, wp::float32> adj_132 = {};
        wp::float32 adj_133 = {};
        wp::float32 adj_134 = {};
        wp::float32 adj_135 = {};
        wp::vec_t<3, wp::float32> adj_136 = {};
        wp::vec_t<3, wp::float32> adj_137 = {};
        wp::float32 adj_138 = {};
        wp::float32 adj_139 = {};
        wp::float32 adj_140 = {};
        wp::float32 adj_141 = {};
        wp::float32 adj_142 = {};
        wp::vec_t<2, wp::float32> adj_143 = {};
        wp::float32 adj_144 = {};
        wp::float32 adj_145 = {};
        wp::vec_t<2, wp::float32> adj_146 = {};
        wp::vec_t<2, wp::float32> adj_147 = {};
        wp::vec_t<2, wp::float32> adj_148 = {};
        wp::float32 adj_149 = {};
        wp::float32 adj_150 = {};
        wp::float32 adj_151 = {};
        wp::float32 adj_152 = {};
        wp::vec_t<3, wp::float32> adj_153 = {};
        wp::float32 adj_154 = {};
        wp::float32 adj_155 = {};
        wp::float32 adj_156 = {};
        wp::vec_t<3, wp::float32> adj_157 = {};
        wp::vec_t<3, wp::float32> adj_158 = {};
        wp::float32 adj_159 = {};
        wp::float32 adj_160 = {};
        wp::float32 adj_161 = {};
        wp::float32 adj_162 = {};
        wp::float32 adj_163 = {};
        wp::float32 adj_164 = {};
        wp::vec_t<3, wp::float32> adj_165 = {};
        wp::vec_t<3, wp::float32> adj_166 = {};
        wp::float32 adj_167 = {};
        wp::vec_t<3, wp::float32> adj_168 = {};
        wp::vec_t<3, wp::float32> adj_169 = {};
        wp::float32 adj_170 = {};
        wp::float32 adj_171 = {};
        wp::float32 adj_172 = {};
        wp::float32 adj_173 = {};
        wp::float32 adj_174 = {};
        wp::float32 adj_175 = {};
        wp::float32 adj_176 = {};
        wp::vec_t<3, wp::float32> adj_177 = {};
        wp::mat_t<3, 3, wp::float32> adj_178 = {};
        wp::mat_t<3, 3, wp::float32> adj_179 = {};
        wp::mat_t<3, 3, wp::float32> adj_180 = {};
        wp::vec_t<3, wp::float32> adj_181 = {};
        wp::vec_t<3, wp::float32> adj_182 = {};
        wp::mat_t<3, 3, wp::float32> adj_183 = {};
        wp::mat_t<3, 3, wp::float32> adj_184 = {};
        wp::vec_t<3, wp::float32> adj_185 = {};
        wp::float32 adj_186 = {};
        wp::vec_t<3, wp::float32> adj_187 = {};
        wp::float32 adj_188 = {};
        wp::int32 adj_189 = {};
        wp::float32 adj_190 = {};
        wp::float32 adj_191 = {};
        wp::float32 adj_192 = {};
        wp::vec_t<3, wp::float32> adj_193 = {};
        wp::mat_t<3, 3, wp::float32> adj_194 = {};
        wp::vec_t<3, wp::float32> adj_195 = {};
        wp::float32 adj_196 = {};
        wp::float32 adj_197 = {};
        wp::float32 adj_198 = {};
        wp::float32 adj_199 = {};
        wp::vec_t<3, wp::float32> adj_200 = {};
        wp::float32 adj_201 = {};
        wp::float32 adj_202 = {};
        wp::float32 adj_203 = {};
        wp::float32 adj_204 = {};
        bool adj_205 = {};
        wp::float32 adj_206 = {};
        bool adj_207 = {};
        wp::float32 adj_208 = {};
        wp::float32 adj_209 = {};
        wp::float32 adj_210 = {};
        wp::float32 adj_211 = {};
        wp::vec_t<3, wp::float32> adj_212 = {};
        wp::float32 adj_213 = {};
        wp::float32 adj_214 = {};
        wp::float32 adj_215 = {};
        wp::vec_t<3, wp::float32> adj_216 = {};
        wp::vec_t<3, wp::float32> adj_217 = {};
        wp::vec_t<3, wp::float32> adj_218 = {};
        wp::vec_t<3, wp::float32> adj_219 = {};
        wp::float32 adj_220 = {};
        wp::vec_t<3, wp::float32> adj_221 = {};
        wp::vec_t<3, wp::float32> adj_222 = {};
        wp::float32 adj_223 = {};
        wp::float32 adj_224 = {};
        wp::float32 adj_225 = {};
        wp::float32 adj_226 = {};
        wp::float32 adj_227 = {};
        wp::int32 adj_228 = {};
        wp::float32 adj_229 = {};
        wp::float32 adj_230 = {};
        wp::float32 adj_231 = {};
        wp::vec_t<3, wp::float32> adj_232 = {};
        wp::int32 adj_233 = {};
        wp::mat_t<3, 3, wp::float32> adj_234 = {};
        wp::vec_t<3, wp::float32> adj_235 = {};
        wp::float32 adj_236 = {};
        wp::vec_t<3, wp::float32> adj_237 = {};
        wp::float32 adj_238 = {};
        wp::vec_t<3, wp::float32> adj_239 = {};
        wp::vec_t<3, wp::float32> adj_240 = {};
        wp::vec_t<3, wp::float32> adj_241 = {};
        wp::float32 adj_242 = {};
        wp::vec_t<3, wp::float32> adj_243 = {};
        wp::vec_t<3, wp::float32> adj_244 = {};
        wp::float32 adj_245 = {};
        wp::float32 adj_246 = {};
        wp::float32 adj_247 = {};
        wp::vec_t<3, wp::float32> adj_248 = {};
        wp::mat_t<3, 3, wp::float32> adj_249 = {};
        wp::float32 adj_250 = {};
        wp::float32 adj_251 = {};
        wp::float32 adj_252 = {};
        wp::float32 adj_253 = {};
        wp::float32 adj_254 = {};
        wp::float32 adj_255 = {};
        wp::vec_t<3, wp::float32> adj_256 = {};
        wp::vec_t<3, wp::float32> adj_257 = {};
        wp::vec_t<3, wp::float32> adj_258 = {};
        wp::mat_t<3, 3, wp::float32> adj_259 = {};
        wp::int32 adj_260 = {};
        wp::int32 adj_261 = {};
        wp::float32 adj_262 = {};
        wp::quat_t<wp::float32> adj_263 = {};
        wp::vec_t<3, wp::float32> adj_264 = {};
        wp::float32 adj_265 = {};
        wp::quat_t<wp::float32> adj_266 = {};
        wp::int32 adj_267 = {};
        wp::int32 adj_268 = {};
        wp::int32 adj_269 = {};
        wp::int32 adj_270 = {};
        wp::int32 adj_271 = {};
        bool adj_272 = {};
        wp::int32 adj_273 = {};
        wp::int32 adj_274 = {};
        wp::shape_t adj_275 = {};
        wp::int32 adj_276 = {};
        wp::int32 adj_277 = {};
        wp::shape_t adj_278 = {};
        wp::int32 adj_279 = {};
        wp::float32 adj_280 = {};
        wp::float32 adj_281 = {};
        wp::float32 adj_282 = {};
        wp::float32 adj_283 = {};
        wp::int32 adj_284 = {};
        wp::int32 adj_285 = {};
        wp::shape_t adj_286 = {};
        wp::int32 adj_287 = {};
        wp::int32 adj_288 = {};
        wp::shape_t adj_289 = {};
        wp::int32 adj_290 = {};
        wp::float32 adj_291 = {};
        wp::float32 adj_292 = {};
        wp::float32 adj_293 = {};
        wp::vec_t<3, wp::float32> adj_294 = {};
        wp::vec_t<3, wp::float32> adj_295 = {};
        wp::float32 adj_296 = {};
        wp::float32 adj_297 = {};
        bool adj_298 = {};
        wp::float32 adj_299 = {};
        bool adj_300 = {};
        bool adj_301 = {};
        bool adj_302 = {};
        bool adj_303 = {};
        wp::float32 adj_304 = {};
        wp::vec_t<3, wp::float32> adj_305 = {};
        wp::float32 adj_306 = {};
        wp::float32 adj_307 = {};
        wp::float32 adj_308 = {};
        wp::vec_t<3, wp::float32> adj_309 = {};
        wp::vec_t<3, wp::float32> adj_310 = {};
        wp::float32 adj_311 = {};
        wp::float32 adj_312 = {};
        wp::float32 adj_313 = {};
        wp::vec_t<3, wp::float32> adj_314 = {};
        wp::mat_t<3, 3, wp::float32> adj_315 = {};
        wp::float32 adj_316 = {};
        wp::float32 adj_317 = {};
        wp::float32 adj_318 = {};
        wp::vec_t<3, wp::float32> adj_319 = {};
        wp::vec_t<3, wp::float32> adj_320 = {};
        wp::float32 adj_321 = {};
        wp::float32 adj_322 = {};
        wp::float32 adj_323 = {};
        wp::float32 adj_324 = {};
        wp::float32 adj_325 = {};
        wp::vec_t<2, wp::float32> adj_326 = {};
        wp::float32 adj_327 = {};
        wp::float32 adj_328 = {};
        wp::vec_t<2, wp::float32> adj_329 = {};
        wp::vec_t<2, wp::float32> adj_330 = {};
        wp::vec_t<2, wp::float32> adj_331 = {};
        wp::float32 adj_332 = {};
        wp::float32 adj_333 = {};
        wp::float32 adj_334 = {};
        wp::float32 adj_335 = {};
        wp::vec_t<3, wp::float32> adj_336 = {};
        wp::float32 adj_337 = {};
        wp::float32 adj_338 = {};
        wp::float32 adj_339 = {};
        wp::vec_t<3, wp::float32> adj_340 = {};
        wp::vec_t<3, wp::float32> adj_341 = {};
        wp::float32 adj_342 = {};
        wp::float32 adj_343 = {};
        wp::float32 adj_344 = {};
        wp::float32 adj_345 = {};
        wp::float32 adj_346 = {};
        wp::float32 adj_347 = {};
        wp::vec_t<3, wp::float32> adj_348 = {};
        wp::vec_t<3, wp::float32> adj_349 = {};
        wp::float32 adj_350 = {};
        wp::vec_t<3, wp::float32> adj_351 = {};
        wp::vec_t<3, wp::float32> adj_352 = {};
        wp::float32 adj_353 = {};
        wp::float32 adj_354 = {};
        wp::float32 adj_355 = {};
        wp::float32 adj_356 = {};
        wp::float32 adj_357 = {};
        wp::float32 adj_358 = {};
        wp::float32 adj_359 = {};
        wp::vec_t<3, wp::float32> adj_360 = {};
        wp::mat_t<3, 3, wp::float32> adj_361 = {};
        wp::mat_t<3, 3, wp::float32> adj_362 = {};
        wp::mat_t<3, 3, wp::float32> adj_363 = {};
        wp::vec_t<3, wp::float32> adj_364 = {};
        wp::vec_t<3, wp::float32> adj_365 = {};
        wp::mat_t<3, 3, wp::float32> adj_366 = {};
        wp::mat_t<3, 3, wp::float32> adj_367 = {};
        wp::vec_t<3, wp::float32> adj_368 = {};
        wp::float32 adj_369 = {};
        wp::float32 adj_370 = {};
        wp::mat_t<3, 3, wp::float32> adj_371 = {};
        wp::vec_t<3, wp::float32> adj_372 = {};
        wp::float32 adj_373 = {};
        wp::float32 adj_374 = {};
        wp::mat_t<3, 3, wp::float32> adj_375 = {};
        wp::int32 adj_376 = {};
        wp::float32 adj_377 = {};
        wp::float32 adj_378 = {};
        wp::float32 adj_379 = {};
        wp::vec_t<3, wp::float32> adj_380 = {};
        wp::mat_t<3, 3, wp::float32> adj_381 = {};
        wp::vec_t<3, wp::float32> adj_382 = {};
        wp::float32 adj_383 = {};
        wp::float32 adj_384 = {};
        wp::float32 adj_385 = {};
        wp::float32 adj_386 = {};
        wp::vec_t<3, wp::float32> adj_387 = {};
        wp::float32 adj_388 = {};
        wp::float32 adj_389 = {};
        wp::float32 adj_390 = {};
        wp::float32 adj_391 = {};
        bool adj_392 = {};
        wp::float32 adj_393 = {};
        bool adj_394 = {};
        wp::float32 adj_395 = {};
        wp::float32 adj_396 = {};
        wp::float32 adj_397 = {};
        wp::float32 adj_398 = {};
        wp::vec_t<3, wp::float32> adj_399 = {};
        wp::float32 adj_400 = {};
        wp::float32 adj_401 = {};
        wp::float32 adj_402 = {};
        wp::vec_t<3, wp::float32> adj_403 = {};
        wp::vec_t<3, wp::float32> adj_404 = {};
        wp::vec_t<3, wp::float32> adj_405 = {};
        wp::vec_t<3, wp::float32> adj_406 = {};
        wp::float32 adj_407 = {};
        wp::vec_t<3, wp::float32> adj_408 = {};
        wp::vec_t<3, wp::float32> adj_409 = {};
        wp::float32 adj_410 = {};
        wp::float32 adj_411 = {};
        wp::float32 adj_412 = {};
        wp::float32 adj_413 = {};
        wp::float32 adj_414 = {};
        wp::int32 adj_415 = {};
        wp::float32 adj_416 = {};
        wp::float32 adj_417 = {};
        wp::float32 adj_418 = {};
        wp::vec_t<3, wp::float32> adj_419 = {};
        wp::int32 adj_420 = {};
        wp::mat_t<3, 3, wp::float32> adj_421 = {};
        wp::vec_t<3, wp::float32> adj_422 = {};
        wp::float32 adj_423 = {};
        wp::vec_t<3, wp::float32> adj_424 = {};
        wp::float32 adj_425 = {};
        wp::vec_t<3, wp::float32> adj_426 = {};
        wp::vec_t<3, wp::float32> adj_427 = {};
        wp::vec_t<3, wp::float32> adj_428 = {};
        wp::float32 adj_429 = {};
        wp::vec_t<3, wp::float32> adj_430 = {};
        wp::vec_t<3, wp::float32> adj_431 = {};
        wp::float32 adj_432 = {};
        wp::float32 adj_433 = {};
        wp::float32 adj_434 = {};
        wp::vec_t<3, wp::float32> adj_435 = {};
        wp::mat_t<3, 3, wp::float32> adj_436 = {};
        wp::float32 adj_437 = {};
        wp::float32 adj_438 = {};
        wp::float32 adj_439 = {};
        wp::float32 adj_440 = {};
        wp::float32 adj_441 = {};
        wp::float32 adj_442 = {};
        wp::vec_t<3, wp::float32> adj_443 = {};
        wp::vec_t<3, wp::float32> adj_444 = {};
        wp::vec_t<3, wp::float32> adj_445 = {};
        wp::mat_t<3, 3, wp::float32> adj_446 = {};
        wp::int32 adj_447 = {};
        wp::int32 adj_448 = {};
        wp::float32 adj_449 = {};
        wp::quat_t<wp::float32> adj_450 = {};
        wp::vec_t<3, wp::float32> adj_451 = {};
        wp::float32 adj_452 = {};
        wp::quat_t<wp::float32> adj_453 = {};
        wp::int32 adj_454 = {};
        wp::int32 adj_455 = {};
        wp::int32 adj_456 = {};
        wp::int32 adj_457 = {};
        wp::int32 adj_458 = {};
        bool adj_459 = {};
        wp::int32 adj_460 = {};
        wp::int32 adj_461 = {};
        wp::shape_t adj_462 = {};
        wp::int32 adj_463 = {};
        wp::int32 adj_464 = {};
        wp::shape_t adj_465 = {};
        wp::int32 adj_466 = {};
        wp::float32 adj_467 = {};
        wp::float32 adj_468 = {};
        wp::float32 adj_469 = {};
        wp::float32 adj_470 = {};
        wp::int32 adj_471 = {};
        wp::int32 adj_472 = {};
        wp::shape_t adj_473 = {};
        wp::int32 adj_474 = {};
        wp::int32 adj_475 = {};
        wp::shape_t adj_476 = {};
        wp::int32 adj_477 = {};
        wp::float32 adj_478 = {};
        wp::float32 adj_479 = {};
        wp::float32 adj_480 = {};
        wp::vec_t<3, wp::float32> adj_481 = {};
        wp::vec_t<3, wp::float32> adj_482 = {};
        wp::float32 adj_483 = {};
        wp::float32 adj_484 = {};
        bool adj_485 = {};
        wp::float32 adj_486 = {};
        bool adj_487 = {};
        bool adj_488 = {};
        bool adj_489 = {};
        bool adj_490 = {};
        wp::float32 adj_491 = {};
        wp::vec_t<3, wp::float32> adj_492 = {};
        wp::float32 adj_493 = {};
        wp::float32 adj_494 = {};
        wp::float32 adj_495 = {};
        wp::vec_t<3, wp::float32> adj_496 = {};
        wp::vec_t<3, wp::float32> adj_497 = {};
        wp::float32 adj_498 = {};
        wp::float32 adj_499 = {};
        wp::float32 adj_500 = {};
        wp::vec_t<3, wp::float32> adj_501 = {};
        wp::mat_t<3, 3, wp::float32> adj_502 = {};
        wp::float32 adj_503 = {};
        wp::float32 adj_504 = {};
        wp::float32 adj_505 = {};
        wp::vec_t<3, wp::float32> adj_506 = {};
        wp::vec_t<3, wp::float32> adj_507 = {};
        wp::float32 adj_508 = {};
        wp::float32 adj_509 = {};
        wp::float32 adj_510 = {};
        wp::float32 adj_511 = {};
        wp::float32 adj_512 = {};
        wp::vec_t<2, wp::float32> adj_513 = {};
        wp::float32 adj_514 = {};
        wp::float32 adj_515 = {};
        wp::vec_t<2, wp::float32> adj_516 = {};
        wp::vec_t<2, wp::float32> adj_517 = {};
        wp::vec_t<2, wp::float32> adj_518 = {};
        wp::float32 adj_519 = {};
        wp::float32 adj_520 = {};
        wp::float32 adj_521 = {};
        wp::float32 adj_522 = {};
        wp::vec_t<3, wp::float32> adj_523 = {};
        wp::float32 adj_524 = {};
        wp::float32 adj_525 = {};
        wp::float32 adj_526 = {};
        wp::vec_t<3, wp::float32> adj_527 = {};
        wp::vec_t<3, wp::float32> adj_528 = {};
        wp::float32 adj_529 = {};
        wp::float32 adj_530 = {};
        wp::float32 adj_531 = {};
        wp::float32 adj_532 = {};
        wp::float32 adj_533 = {};
        wp::float32 adj_534 = {};
        wp::vec_t<3, wp::float32> adj_535 = {};
        wp::vec_t<3, wp::float32> adj_536 = {};
        wp::float32 adj_537 = {};
        wp::vec_t<3, wp::float32> adj_538 = {};
        wp::vec_t<3, wp::float32> adj_539 = {};
        wp::float32 adj_540 = {};
        wp::float32 adj_541 = {};
        wp::float32 adj_542 = {};
        wp::float32 adj_543 = {};
        wp::float32 adj_544 = {};
        wp::float32 adj_545 = {};
        wp::float32 adj_546 = {};
        wp::vec_t<3, wp::float32> adj_547 = {};
        wp::mat_t<3, 3, wp::float32> adj_548 = {};
        wp::mat_t<3, 3, wp::float32> adj_549 = {};
        wp::mat_t<3, 3, wp::float32> adj_550 = {};
        wp::vec_t<3, wp::float32> adj_551 = {};
        wp::vec_t<3, wp::float32> adj_552 = {};
        wp::mat_t<3, 3, wp::float32> adj_553 = {};
        wp::mat_t<3, 3, wp::float32> adj_554 = {};
        wp::vec_t<3, wp::float32> adj_555 = {};
        wp::float32 adj_556 = {};
        wp::float32 adj_557 = {};
        wp::mat_t<3, 3, wp::float32> adj_558 = {};
        wp::vec_t<3, wp::float32> adj_559 = {};
        wp::float32 adj_560 = {};
        wp::float32 adj_561 = {};
        wp::mat_t<3, 3, wp::float32> adj_562 = {};
        wp::int32 adj_563 = {};
        wp::int32 adj_564 = {};
        wp::int32 adj_565 = {};
        bool adj_566 = {};
        wp::int32 adj_567 = {};
        wp::int32 adj_568 = {};
        wp::int32 adj_569 = {};
        wp::mat_t<3, 3, wp::float32> adj_570 = {};
        wp::float32 adj_571 = {};
        wp::mat_t<3, 3, wp::float32> adj_572 = {};
        wp::float32 adj_573 = {};
        wp::float32 adj_574 = {};
        wp::float32 adj_575 = {};
        wp::float32 adj_576 = {};
        wp::float32 adj_577 = {};
        wp::int32 adj_578 = {};
        wp::float32 adj_579 = {};
        wp::float32 adj_580 = {};
        wp::float32 adj_581 = {};
        wp::int32 adj_582 = {};
        wp::float32 adj_583 = {};
        wp::float32 adj_584 = {};
        wp::float32 adj_585 = {};
        wp::int32 adj_586 = {};
        wp::float32 adj_587 = {};
        wp::float32 adj_588 = {};
        wp::float32 adj_589 = {};
        wp::int32 adj_590 = {};
        wp::float32 adj_591 = {};
        wp::float32 adj_592 = {};
        wp::float32 adj_593 = {};
        wp::int32 adj_594 = {};
        wp::float32 adj_595 = {};
        wp::float32 adj_596 = {};
        wp::float32 adj_597 = {};
        wp::int32 adj_598 = {};
        wp::float32 adj_599 = {};
        wp::float32 adj_600 = {};
        wp::float32 adj_601 = {};
        wp::range_t adj_602 = {};
        wp::int32 adj_603 = {};
        wp::int32 adj_604 = {};
        wp::mat_t<3, 3, wp::float32> adj_605 = {};
        wp::float32 adj_606 = {};
        wp::mat_t<3, 3, wp::float32> adj_607 = {};
        wp::int32 adj_608 = {};
        wp::int32 adj_609 = {};
        wp::float32 adj_610 = {};
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
        wp::vec_t<3, wp::float32> adj_622 = {};
        wp::mat_t<3, 3, wp::float32> adj_623 = {};
        wp::float32 adj_624 = {};
        wp::float32 adj_625 = {};
        wp::vec_t<2, wp::float32> adj_626 = {};
        //---------
        // forward
        // def combined_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), s0: wp.vec3, s1: float, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2)):       <L 5>
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
        // for j2 in range(3):                                                                    <L 9>
        // v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ s0), (s0 / (wp.abs(0.495) + 1.0))))       <L 10>
        var_11 = wp::vec_t<3, wp::float32>(var_8, var_9, var_10);
        var_12 = wp::diag(var_11);
        var_13 = wp::mul(var_12, var_s0);
        var_15 = wp::abs(var_14);
        var_17 = wp::add(var_15, var_16);
        var_18 = wp::div(var_s0, var_17);
        var_19 = wp::dot(var_13, var_18);
        var_20 = wp::sin(var_19);
        var_21 = wp::add(var_2, var_20);
        // if (v0 + s1) > (v0 if v1 <= v1 else v0):                                               <L 11>
        var_22 = wp::add(var_21, var_s1);
        var_23 = (var_5 <= var_5);
        if (var_23) {
        }
        if (!var_23) {
        }
        var_24 = wp::where(var_23, var_21, var_21);
        var_25 = (var_22 > var_24);
        if (var_25) {
            // s0 = s0 + wp.normalize((wp.clamp(v1, -0.2, 0.81) * wp.cross(wp.vec3(1.12), wp.vec3(-1.26, -1.3, 1.983)))) * 1.21       <L 12>
            var_28 = wp::clamp(var_5, var_26, var_27);
            var_30 = wp::vec_t<3, wp::float32>(var_29);
            var_34 = wp::vec_t<3, wp::float32>(var_31, var_32, var_33);
            var_35 = wp::cross(var_30, var_34);
            var_36 = wp::mul(var_28, var_35);
            var_37 = wp::normalize(var_36);
            var_39 = wp::mul(var_37, var_38);
            var_40 = wp::add(var_s0, var_39);
            // s0.z = wp.sin(((v1 - -1.952) - float(j2)))                                         <L 13>
            var_42 = wp::sub(var_5, var_41);
            var_43 = wp::float(var_7);
            var_44 = wp::sub(var_42, var_43);
            var_45 = wp::sin(var_44);
            wp::assign_inplace(var_40, var_46, var_45);
        }
        if (!var_25) {
            // s0 = s0 + wp.normalize(((wp.vec3(-1.4, -0.53, 1.238) @ wp.identity(n=3, dtype=float) * -1.55) + wp.vec3(v1, -1.9, s1))) * 0.77       <L 15>
            var_50 = wp::vec_t<3, wp::float32>(var_47, var_48, var_49);
            var_52 = wp::identity<3, wp::float32>();
            var_53 = wp::mul(var_50, var_52);
            var_55 = wp::mul(var_53, var_54);
            var_57 = wp::vec_t<3, wp::float32>(var_5, var_56, var_s1);
            var_58 = wp::add(var_55, var_57);
            var_59 = wp::normalize(var_58);
            var_61 = wp::mul(var_59, var_60);
            var_62 = wp::add(var_s0, var_61);
            // s1 += wp.cos(wp.determinant(wp.skew(wp.vec3(-0.7, 0.935, -0.9))))                  <L 16>
            var_66 = wp::vec_t<3, wp::float32>(var_63, var_64, var_65);
            var_67 = wp::skew(var_66);
            var_68 = wp::determinant(var_67);
            var_69 = wp::cos(var_68);
            var_70 = wp::add(var_s1, var_69);
            // v3 = wp.quat_from_axis_angle(wp.normalize(s0 + wp.vec3(0.0, 0.0, 2.5)), (wp.diag(s0))[1, 0])       <L 17>
            var_74 = wp::vec_t<3, wp::float32>(var_71, var_72, var_73);
            var_75 = wp::add(var_62, var_74);
            var_76 = wp::normalize(var_75);
            var_77 = wp::diag(var_62);
            var_80 = wp::extract(var_77, var_78, var_79);
            var_81 = wp::quat_from_axis_angle(var_76, var_80);
        }
        var_82 = wp::where(var_25, var_40, var_62);
        var_83 = wp::where(var_25, var_s1, var_70);
        // if ((j2 % 6)) % 2 == 0:                                                                <L 18>
        var_85 = wp::mod(var_7, var_84);
        var_87 = wp::mod(var_85, var_86);
        var_89 = (var_87 == var_88);
        if (var_89) {
            // v1 = v1 + wp.sin(x1[(tid + 5) % x1.shape[0]])                                      <L 19>
            var_91 = wp::add(var_0, var_90);
            var_92 = &(var_x1.shape);
            var_95 = wp::load(var_92);
            var_94 = wp::extract(var_95, var_93);
            var_96 = wp::mod(var_91, var_94);
            var_97 = wp::address(var_x1, var_96);
            var_99 = wp::load(var_97);
            var_98 = wp::sin(var_99);
            var_100 = wp::add(var_5, var_98);
            // acc0[(tid * 5) % acc0.shape[0]] += wp.dot(s0, wp.cross(s0, wp.vec3(1.9, 0.71, -0.42)))       <L 20>
            var_102 = wp::mul(var_0, var_101);
            var_103 = &(var_acc0.shape);
            var_106 = wp::load(var_103);
            var_105 = wp::extract(var_106, var_104);
            var_107 = wp::mod(var_102, var_105);
            var_111 = wp::vec_t<3, wp::float32>(var_108, var_109, var_110);
            var_112 = wp::cross(var_82, var_111);
            var_113 = wp::dot(var_82, var_112);
            // var_114 = wp::atomic_add(var_acc0, var_107, var_113);
        }
        if (!var_89) {
            // elif (-1.85 < s1) or ((v0 > v0) and (s1 > v0)):                                    <L 21>
            var_117 = (var_116 < var_83);
            var_115 = var_117;
            if (!var_115) {
                var_119 = (var_21 > var_21);
                var_118 = var_119;
                if (var_118) {
                    var_120 = (var_83 > var_21);
                    var_118 = var_118 && var_120;
                }
                var_115 = var_115 || var_118;
            }
            if (var_115) {
                // v1 = v1 + wp.sin(wp.dot(wp.cross(wp.vec3(-1.8), wp.vec3(1.76, -1.065, -0.499)), (wp.diag(wp.vec3(-1.41, -0.19, 0.057)) @ wp.vec3(0.63, -1.74, -0.6))))       <L 22>
                var_122 = wp::vec_t<3, wp::float32>(var_121);
                var_126 = wp::vec_t<3, wp::float32>(var_123, var_124, var_125);
                var_127 = wp::cross(var_122, var_126);
                var_131 = wp::vec_t<3, wp::float32>(var_128, var_129, var_130);
                var_132 = wp::diag(var_131);
                var_136 = wp::vec_t<3, wp::float32>(var_133, var_134, var_135);
                var_137 = wp::mul(var_132, var_136);
                var_138 = wp::dot(var_127, var_137);
                var_139 = wp::sin(var_138);
                var_140 = wp::add(var_5, var_139);
                // v4 = wp.length_sq(((v1 * v0) * (wp.vec2(-0.065) - wp.vec2(0.6, 1.1))))         <L 23>
                var_141 = wp::mul(var_140, var_21);
                var_143 = wp::vec_t<2, wp::float32>(var_142);
                var_146 = wp::vec_t<2, wp::float32>(var_144, var_145);
                var_147 = wp::sub(var_143, var_146);
                var_148 = wp::mul(var_141, var_147);
                var_149 = wp::length_sq(var_148);
            }
            if (!var_115) {
                // s0 += wp.normalize((wp.cross(wp.vec3(0.71, 2.0, -1.69), wp.vec3(-0.866, -0.52, 1.8)) * (-1.838 / (wp.abs(-0.9) + 1.0)))) * 0.21       <L 25>
                var_153 = wp::vec_t<3, wp::float32>(var_150, var_151, var_152);
                var_157 = wp::vec_t<3, wp::float32>(var_154, var_155, var_156);
                var_158 = wp::cross(var_153, var_157);
                var_161 = wp::abs(var_160);
                var_163 = wp::add(var_161, var_162);
                var_164 = wp::div(var_159, var_163);
                var_165 = wp::mul(var_158, var_164);
                var_166 = wp::normalize(var_165);
                var_168 = wp::mul(var_166, var_167);
                var_169 = wp::add(var_82, var_168);
                // v5 = (((v0 / (wp.abs(v1) + 1.0)) * (wp.diag(wp.vec3(0.8, 2.0, -1.61)) * v1)) @ wp.outer((s0 + s0), wp.normalize(s0)))       <L 26>
                var_170 = wp::abs(var_5);
                var_172 = wp::add(var_170, var_171);
                var_173 = wp::div(var_21, var_172);
                var_177 = wp::vec_t<3, wp::float32>(var_174, var_175, var_176);
                var_178 = wp::diag(var_177);
                var_179 = wp::mul(var_178, var_5);
                var_180 = wp::mul(var_173, var_179);
                var_181 = wp::add(var_169, var_169);
                var_182 = wp::normalize(var_169);
                var_183 = wp::outer(var_181, var_182);
                var_184 = wp::mul(var_180, var_183);
            }
            var_185 = wp::where(var_115, var_82, var_169);
            var_186 = wp::where(var_115, var_140, var_5);
        }
        var_187 = wp::where(var_89, var_82, var_185);
        var_188 = wp::where(var_89, var_100, var_186);
        // v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ s0), (s0 / (wp.abs(0.495) + 1.0))))       <L 10>
        var_193 = wp::vec_t<3, wp::float32>(var_190, var_191, var_192);
        var_194 = wp::diag(var_193);
        var_195 = wp::mul(var_194, var_187);
        var_197 = wp::abs(var_196);
        var_199 = wp::add(var_197, var_198);
        var_200 = wp::div(var_187, var_199);
        var_201 = wp::dot(var_195, var_200);
        var_202 = wp::sin(var_201);
        var_203 = wp::add(var_21, var_202);
        // if (v0 + s1) > (v0 if v1 <= v1 else v0):                                               <L 11>
        var_204 = wp::add(var_203, var_83);
        var_205 = (var_188 <= var_188);
        if (var_205) {
        }
        if (!var_205) {
        }
        var_206 = wp::where(var_205, var_203, var_203);
        var_207 = (var_204 > var_206);
        if (var_207) {
            // s0 = s0 + wp.normalize((wp.clamp(v1, -0.2, 0.81) * wp.cross(wp.vec3(1.12), wp.vec3(-1.26, -1.3, 1.983)))) * 1.21       <L 12>
            var_210 = wp::clamp(var_188, var_208, var_209);
            var_212 = wp::vec_t<3, wp::float32>(var_211);
            var_216 = wp::vec_t<3, wp::float32>(var_213, var_214, var_215);
            var_217 = wp::cross(var_212, var_216);
            var_218 = wp::mul(var_210, var_217);
            var_219 = wp::normalize(var_218);
            var_221 = wp::mul(var_219, var_220);
            var_222 = wp::add(var_187, var_221);
            // s0.z = wp.sin(((v1 - -1.952) - float(j2)))                                         <L 13>
            var_224 = wp::sub(var_188, var_223);
            var_225 = wp::float(var_189);
            var_226 = wp::sub(var_224, var_225);
            var_227 = wp::sin(var_226);
            wp::assign_inplace(var_222, var_228, var_227);
        }
        if (!var_207) {
            // s0 = s0 + wp.normalize(((wp.vec3(-1.4, -0.53, 1.238) @ wp.identity(n=3, dtype=float) * -1.55) + wp.vec3(v1, -1.9, s1))) * 0.77       <L 15>
            var_232 = wp::vec_t<3, wp::float32>(var_229, var_230, var_231);
            var_234 = wp::identity<3, wp::float32>();
            var_235 = wp::mul(var_232, var_234);
            var_237 = wp::mul(var_235, var_236);
            var_239 = wp::vec_t<3, wp::float32>(var_188, var_238, var_83);
            var_240 = wp::add(var_237, var_239);
            var_241 = wp::normalize(var_240);
            var_243 = wp::mul(var_241, var_242);
            var_244 = wp::add(var_187, var_243);
            // s1 += wp.cos(wp.determinant(wp.skew(wp.vec3(-0.7, 0.935, -0.9))))                  <L 16>
            var_248 = wp::vec_t<3, wp::float32>(var_245, var_246, var_247);
            var_249 = wp::skew(var_248);
            var_250 = wp::determinant(var_249);
            var_251 = wp::cos(var_250);
            var_252 = wp::add(var_83, var_251);
            // v3 = wp.quat_from_axis_angle(wp.normalize(s0 + wp.vec3(0.0, 0.0, 2.5)), (wp.diag(s0))[1, 0])       <L 17>
            var_256 = wp::vec_t<3, wp::float32>(var_253, var_254, var_255);
            var_257 = wp::add(var_244, var_256);
            var_258 = wp::normalize(var_257);
            var_259 = wp::diag(var_244);
            var_262 = wp::extract(var_259, var_260, var_261);
            var_263 = wp::quat_from_axis_angle(var_258, var_262);
        }
        var_264 = wp::where(var_207, var_222, var_244);
        var_265 = wp::where(var_207, var_83, var_252);
        var_266 = wp::where(var_207, var_81, var_263);
        // if ((j2 % 6)) % 2 == 0:                                                                <L 18>
        var_268 = wp::mod(var_189, var_267);
        var_270 = wp::mod(var_268, var_269);
        var_272 = (var_270 == var_271);
        if (var_272) {
            // v1 = v1 + wp.sin(x1[(tid + 5) % x1.shape[0]])                                      <L 19>
            var_274 = wp::add(var_0, var_273);
            var_275 = &(var_x1.shape);
            var_278 = wp::load(var_275);
            var_277 = wp::extract(var_278, var_276);
            var_279 = wp::mod(var_274, var_277);
            var_280 = wp::address(var_x1, var_279);
            var_282 = wp::load(var_280);
            var_281 = wp::sin(var_282);
            var_283 = wp::add(var_188, var_281);
            // acc0[(tid * 5) % acc0.shape[0]] += wp.dot(s0, wp.cross(s0, wp.vec3(1.9, 0.71, -0.42)))       <L 20>
            var_285 = wp::mul(var_0, var_284);
            var_286 = &(var_acc0.shape);
            var_289 = wp::load(var_286);
            var_288 = wp::extract(var_289, var_287);
            var_290 = wp::mod(var_285, var_288);
            var_294 = wp::vec_t<3, wp::float32>(var_291, var_292, var_293);
            var_295 = wp::cross(var_264, var_294);
            var_296 = wp::dot(var_264, var_295);
            // var_297 = wp::atomic_add(var_acc0, var_290, var_296);
        }
        if (!var_272) {
            // elif (-1.85 < s1) or ((v0 > v0) and (s1 > v0)):                                    <L 21>
            var_300 = (var_299 < var_265);
            var_298 = var_300;
            if (!var_298) {
                var_302 = (var_203 > var_203);
                var_301 = var_302;
                if (var_301) {
                    var_303 = (var_265 > var_203);
                    var_301 = var_301 && var_303;
                }
                var_298 = var_298 || var_301;
            }
            if (var_298) {
                // v1 = v1 + wp.sin(wp.dot(wp.cross(wp.vec3(-1.8), wp.vec3(1.76, -1.065, -0.499)), (wp.diag(wp.vec3(-1.41, -0.19, 0.057)) @ wp.vec3(0.63, -1.74, -0.6))))       <L 22>
                var_305 = wp::vec_t<3, wp::float32>(var_304);
                var_309 = wp::vec_t<3, wp::float32>(var_306, var_307, var_308);
                var_310 = wp::cross(var_305, var_309);
                var_314 = wp::vec_t<3, wp::float32>(var_311, var_312, var_313);
                var_315 = wp::diag(var_314);
                var_319 = wp::vec_t<3, wp::float32>(var_316, var_317, var_318);
                var_320 = wp::mul(var_315, var_319);
                var_321 = wp::dot(var_310, var_320);
                var_322 = wp::sin(var_321);
                var_323 = wp::add(var_188, var_322);
                // v4 = wp.length_sq(((v1 * v0) * (wp.vec2(-0.065) - wp.vec2(0.6, 1.1))))         <L 23>
                var_324 = wp::mul(var_323, var_203);
                var_326 = wp::vec_t<2, wp::float32>(var_325);
                var_329 = wp::vec_t<2, wp::float32>(var_327, var_328);
                var_330 = wp::sub(var_326, var_329);
                var_331 = wp::mul(var_324, var_330);
                var_332 = wp::length_sq(var_331);
            }
            if (!var_298) {
                // s0 += wp.normalize((wp.cross(wp.vec3(0.71, 2.0, -1.69), wp.vec3(-0.866, -0.52, 1.8)) * (-1.838 / (wp.abs(-0.9) + 1.0)))) * 0.21       <L 25>
                var_336 = wp::vec_t<3, wp::float32>(var_333, var_334, var_335);
                var_340 = wp::vec_t<3, wp::float32>(var_337, var_338, var_339);
                var_341 = wp::cross(var_336, var_340);
                var_344 = wp::abs(var_343);
                var_346 = wp::add(var_344, var_345);
                var_347 = wp::div(var_342, var_346);
                var_348 = wp::mul(var_341, var_347);
                var_349 = wp::normalize(var_348);
                var_351 = wp::mul(var_349, var_350);
                var_352 = wp::add(var_264, var_351);
                // v5 = (((v0 / (wp.abs(v1) + 1.0)) * (wp.diag(wp.vec3(0.8, 2.0, -1.61)) * v1)) @ wp.outer((s0 + s0), wp.normalize(s0)))       <L 26>
                var_353 = wp::abs(var_188);
                var_355 = wp::add(var_353, var_354);
                var_356 = wp::div(var_203, var_355);
                var_360 = wp::vec_t<3, wp::float32>(var_357, var_358, var_359);
                var_361 = wp::diag(var_360);
                var_362 = wp::mul(var_361, var_188);
                var_363 = wp::mul(var_356, var_362);
                var_364 = wp::add(var_352, var_352);
                var_365 = wp::normalize(var_352);
                var_366 = wp::outer(var_364, var_365);
                var_367 = wp::mul(var_363, var_366);
            }
            var_368 = wp::where(var_298, var_264, var_352);
            var_369 = wp::where(var_298, var_323, var_188);
            var_370 = wp::where(var_298, var_332, var_149);
            var_371 = wp::where(var_298, var_184, var_367);
        }
        var_372 = wp::where(var_272, var_264, var_368);
        var_373 = wp::where(var_272, var_283, var_369);
        var_374 = wp::where(var_272, var_149, var_370);
        var_375 = wp::where(var_272, var_184, var_371);
        // v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ s0), (s0 / (wp.abs(0.495) + 1.0))))       <L 10>
        var_380 = wp::vec_t<3, wp::float32>(var_377, var_378, var_379);
        var_381 = wp::diag(var_380);
        var_382 = wp::mul(var_381, var_372);
        var_384 = wp::abs(var_383);
        var_386 = wp::add(var_384, var_385);
        var_387 = wp::div(var_372, var_386);
        var_388 = wp::dot(var_382, var_387);
        var_389 = wp::sin(var_388);
        var_390 = wp::add(var_203, var_389);
        // if (v0 + s1) > (v0 if v1 <= v1 else v0):                                               <L 11>
        var_391 = wp::add(var_390, var_265);
        var_392 = (var_373 <= var_373);
        if (var_392) {
        }
        if (!var_392) {
        }
        var_393 = wp::where(var_392, var_390, var_390);
        var_394 = (var_391 > var_393);
        if (var_394) {
            // s0 = s0 + wp.normalize((wp.clamp(v1, -0.2, 0.81) * wp.cross(wp.vec3(1.12), wp.vec3(-1.26, -1.3, 1.983)))) * 1.21       <L 12>
            var_397 = wp::clamp(var_373, var_395, var_396);
            var_399 = wp::vec_t<3, wp::float32>(var_398);
            var_403 = wp::vec_t<3, wp::float32>(var_400, var_401, var_402);
            var_404 = wp::cross(var_399, var_403);
            var_405 = wp::mul(var_397, var_404);
            var_406 = wp::normalize(var_405);
            var_408 = wp::mul(var_406, var_407);
            var_409 = wp::add(var_372, var_408);
            // s0.z = wp.sin(((v1 - -1.952) - float(j2)))                                         <L 13>
            var_411 = wp::sub(var_373, var_410);
            var_412 = wp::float(var_376);
            var_413 = wp::sub(var_411, var_412);
            var_414 = wp::sin(var_413);
            wp::assign_inplace(var_409, var_415, var_414);
        }
        if (!var_394) {
            // s0 = s0 + wp.normalize(((wp.vec3(-1.4, -0.53, 1.238) @ wp.identity(n=3, dtype=float) * -1.55) + wp.vec3(v1, -1.9, s1))) * 0.77       <L 15>
            var_419 = wp::vec_t<3, wp::float32>(var_416, var_417, var_418);
            var_421 = wp::identity<3, wp::float32>();
            var_422 = wp::mul(var_419, var_421);
            var_424 = wp::mul(var_422, var_423);
            var_426 = wp::vec_t<3, wp::float32>(var_373, var_425, var_265);
            var_427 = wp::add(var_424, var_426);
            var_428 = wp::normalize(var_427);
            var_430 = wp::mul(var_428, var_429);
            var_431 = wp::add(var_372, var_430);
            // s1 += wp.cos(wp.determinant(wp.skew(wp.vec3(-0.7, 0.935, -0.9))))                  <L 16>
            var_435 = wp::vec_t<3, wp::float32>(var_432, var_433, var_434);
            var_436 = wp::skew(var_435);
            var_437 = wp::determinant(var_436);
            var_438 = wp::cos(var_437);
            var_439 = wp::add(var_265, var_438);
            // v3 = wp.quat_from_axis_angle(wp.normalize(s0 + wp.vec3(0.0, 0.0, 2.5)), (wp.diag(s0))[1, 0])       <L 17>
            var_443 = wp::vec_t<3, wp::float32>(var_440, var_441, var_442);
            var_444 = wp::add(var_431, var_443);
            var_445 = wp::normalize(var_444);
            var_446 = wp::diag(var_431);
            var_449 = wp::extract(var_446, var_447, var_448);
            var_450 = wp::quat_from_axis_angle(var_445, var_449);
        }
        var_451 = wp::where(var_394, var_409, var_431);
        var_452 = wp::where(var_394, var_265, var_439);
        var_453 = wp::where(var_394, var_266, var_450);
        // if ((j2 % 6)) % 2 == 0:                                                                <L 18>
        var_455 = wp::mod(var_376, var_454);
        var_457 = wp::mod(var_455, var_456);
        var_459 = (var_457 == var_458);
        if (var_459) {
            // v1 = v1 + wp.sin(x1[(tid + 5) % x1.shape[0]])                                      <L 19>
            var_461 = wp::add(var_0, var_460);
            var_462 = &(var_x1.shape);
            var_465 = wp::load(var_462);
            var_464 = wp::extract(var_465, var_463);
            var_466 = wp::mod(var_461, var_464);
            var_467 = wp::address(var_x1, var_466);
            var_469 = wp::load(var_467);
            var_468 = wp::sin(var_469);
            var_470 = wp::add(var_373, var_468);
            // acc0[(tid * 5) % acc0.shape[0]] += wp.dot(s0, wp.cross(s0, wp.vec3(1.9, 0.71, -0.42)))       <L 20>
            var_472 = wp::mul(var_0, var_471);
            var_473 = &(var_acc0.shape);
            var_476 = wp::load(var_473);
            var_475 = wp::extract(var_476, var_474);
            var_477 = wp::mod(var_472, var_475);
            var_481 = wp::vec_t<3, wp::float32>(var_478, var_479, var_480);
            var_482 = wp::cross(var_451, var_481);
            var_483 = wp::dot(var_451, var_482);
            // var_484 = wp::atomic_add(var_acc0, var_477, var_483);
        }
        if (!var_459) {
            // elif (-1.85 < s1) or ((v0 > v0) and (s1 > v0)):                                    <L 21>
            var_487 = (var_486 < var_452);
            var_485 = var_487;
            if (!var_485) {
                var_489 = (var_390 > var_390);
                var_488 = var_489;
                if (var_488) {
                    var_490 = (var_452 > var_390);
                    var_488 = var_488 && var_490;
                }
                var_485 = var_485 || var_488;
            }
            if (var_485) {
                // v1 = v1 + wp.sin(wp.dot(wp.cross(wp.vec3(-1.8), wp.vec3(1.76, -1.065, -0.499)), (wp.diag(wp.vec3(-1.41, -0.19, 0.057)) @ wp.vec3(0.63, -1.74, -0.6))))       <L 22>
                var_492 = wp::vec_t<3, wp::float32>(var_491);
                var_496 = wp::vec_t<3, wp::float32>(var_493, var_494, var_495);
                var_497 = wp::cross(var_492, var_496);
                var_501 = wp::vec_t<3, wp::float32>(var_498, var_499, var_500);
                var_502 = wp::diag(var_501);
                var_506 = wp::vec_t<3, wp::float32>(var_503, var_504, var_505);
                var_507 = wp::mul(var_502, var_506);
                var_508 = wp::dot(var_497, var_507);
                var_509 = wp::sin(var_508);
                var_510 = wp::add(var_373, var_509);
                // v4 = wp.length_sq(((v1 * v0) * (wp.vec2(-0.065) - wp.vec2(0.6, 1.1))))         <L 23>
                var_511 = wp::mul(var_510, var_390);
                var_513 = wp::vec_t<2, wp::float32>(var_512);
                var_516 = wp::vec_t<2, wp::float32>(var_514, var_515);
                var_517 = wp::sub(var_513, var_516);
                var_518 = wp::mul(var_511, var_517);
                var_519 = wp::length_sq(var_518);
            }
            if (!var_485) {
                // s0 += wp.normalize((wp.cross(wp.vec3(0.71, 2.0, -1.69), wp.vec3(-0.866, -0.52, 1.8)) * (-1.838 / (wp.abs(-0.9) + 1.0)))) * 0.21       <L 25>
                var_523 = wp::vec_t<3, wp::float32>(var_520, var_521, var_522);
                var_527 = wp::vec_t<3, wp::float32>(var_524, var_525, var_526);
                var_528 = wp::cross(var_523, var_527);
                var_531 = wp::abs(var_530);
                var_533 = wp::add(var_531, var_532);
                var_534 = wp::div(var_529, var_533);
                var_535 = wp::mul(var_528, var_534);
                var_536 = wp::normalize(var_535);
                var_538 = wp::mul(var_536, var_537);
                var_539 = wp::add(var_451, var_538);
                // v5 = (((v0 / (wp.abs(v1) + 1.0)) * (wp.diag(wp.vec3(0.8, 2.0, -1.61)) * v1)) @ wp.outer((s0 + s0), wp.normalize(s0)))       <L 26>
                var_540 = wp::abs(var_373);
                var_542 = wp::add(var_540, var_541);
                var_543 = wp::div(var_390, var_542);
                var_547 = wp::vec_t<3, wp::float32>(var_544, var_545, var_546);
                var_548 = wp::diag(var_547);
                var_549 = wp::mul(var_548, var_373);
                var_550 = wp::mul(var_543, var_549);
                var_551 = wp::add(var_539, var_539);
                var_552 = wp::normalize(var_539);
                var_553 = wp::outer(var_551, var_552);
                var_554 = wp::mul(var_550, var_553);
            }
            var_555 = wp::where(var_485, var_451, var_539);
            var_556 = wp::where(var_485, var_510, var_373);
            var_557 = wp::where(var_485, var_519, var_374);
            var_558 = wp::where(var_485, var_375, var_554);
        }
        var_559 = wp::where(var_459, var_451, var_555);
        var_560 = wp::where(var_459, var_470, var_556);
        var_561 = wp::where(var_459, var_374, var_557);
        var_562 = wp::where(var_459, var_375, var_558);
        // w6 = int(0)                                                                            <L 27>
        var_564 = wp::int(var_563);
        // while w6 < 2:                                                                          <L 28>
        // for j7 in range(6):                                                                    <L 31>
        // s1 = s1 + wp.sin(-1.3)                                                                 <L 32>
        var_580 = wp::sin(var_579);
        var_581 = wp::add(var_452, var_580);
        var_584 = wp::sin(var_583);
        var_585 = wp::add(var_581, var_584);
        var_588 = wp::sin(var_587);
        var_589 = wp::add(var_585, var_588);
        var_592 = wp::sin(var_591);
        var_593 = wp::add(var_589, var_592);
        var_596 = wp::sin(var_595);
        var_597 = wp::add(var_593, var_596);
        var_600 = wp::sin(var_599);
        var_601 = wp::add(var_597, var_600);
        // for j8 in range(n):                                                                    <L 33>
        var_602 = wp::range(var_n);
        // out0[tid] = wp.vec2(wp.determinant(wp.diag(wp.vec3(-1.93, 0.819, 0.93))), wp.min(s1, v0))       <L 36>
        var_622 = wp::vec_t<3, wp::float32>(var_619, var_620, var_621);
        var_623 = wp::diag(var_622);
        var_624 = wp::determinant(var_623);
        var_625 = wp::min(var_601, var_390);
        var_626 = wp::vec_t<2, wp::float32>(var_624, var_625);
        // wp::array_store(var_out0, var_0, var_626);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_626, adj_out0, adj_0, adj_626);
        wp::adj_vec_t(var_624, var_625, adj_624, adj_625, adj_626);
        wp::adj_min(var_601, var_390, adj_601, adj_390, adj_625);
        wp::adj_determinant(var_623, adj_623, adj_624);
        wp::adj_diag(var_622, adj_622, adj_623);
        wp::adj_vec_t(var_619, var_620, var_621, adj_619, adj_620, adj_621, adj_622);
        // adj: out0[tid] = wp.vec2(wp.determinant(wp.diag(wp.vec3(-1.93, 0.819, 0.93))), wp.min(s1, v0))  <L 36>
        var_602 = wp::iter_reverse(var_602);
        start_for_2:;
            if (iter_cmp(var_602) == 0) goto end_for_2;
            var_603 = wp::iter_next(var_602);
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
            // v0 = v0 + wp.sin((wp.identity(n=3, dtype=float) * -1.66)[1, 2])                    <L 34>
            var_605 = wp::identity<3, wp::float32>();
            var_607 = wp::mul(var_605, var_606);
            var_610 = wp::extract(var_607, var_608, var_609);
            var_611 = wp::sin(var_610);
            var_612 = wp::add(var_390, var_611);
            // s1 -= wp.sin(wp.abs(-1.4)) * 1.84                                                  <L 35>
            var_614 = wp::abs(var_613);
            var_615 = wp::sin(var_614);
            var_617 = wp::mul(var_615, var_616);
            var_618 = wp::sub(var_601, var_617);
            wp::assign(var_601, var_618);
            wp::assign(var_390, var_612);
            wp::adj_assign(var_390, var_612, adj_390, adj_612);
            wp::adj_assign(var_601, var_618, adj_601, adj_618);
            wp::adj_sub(var_601, var_617, adj_601, adj_617, adj_618);
            wp::adj_mul(var_615, var_616, adj_615, adj_616, adj_617);
            wp::adj_sin(var_614, adj_614, adj_615);
            wp::adj_abs(var_613, adj_613, adj_614);
            // adj: s1 -= wp.sin(wp.abs(-1.4)) * 1.84                                             <L 35>
            wp::adj_add(var_390, var_611, adj_390, adj_611, adj_612);
            wp::adj_sin(var_610, adj_610, adj_611);
            wp::adj_extract(var_607, var_608, var_609, adj_607, adj_608, adj_609, adj_610);
            wp::adj_mul(var_605, var_606, adj_605, adj_606, adj_607);
            // adj: v0 = v0 + wp.sin((wp.identity(n=3, dtype=float) * -1.66)[1, 2])               <L 34>
        	goto start_for_2;
        end_for_2:;
        // adj: for j8 in range(n):                                                               <L 33>
        wp::adj_add(var_597, var_600, adj_597, adj_600, adj_601);
        wp::adj_sin(var_599, adj_599, adj_600);
        wp::adj_add(var_593, var_596, adj_593, adj_596, adj_597);
        wp::adj_sin(var_595, adj_595, adj_596);
        wp::adj_add(var_589, var_592, adj_589, adj_592, adj_593);
        wp::adj_sin(var_591, adj_591, adj_592);
        wp::adj_add(var_585, var_588, adj_585, adj_588, adj_589);
        wp::adj_sin(var_587, adj_587, adj_588);
        wp::adj_add(var_581, var_584, adj_581, adj_584, adj_585);
        wp::adj_sin(var_583, adj_583, adj_584);
        wp::adj_add(var_452, var_580, adj_452, adj_580, adj_581);
        wp::adj_sin(var_579, adj_579, adj_580);
        // adj: s1 = s1 + wp.sin(-1.3)                                                            <L 32>
        // adj: for j7 in range(6):                                                               <L 31>
        start_while_0:;
        var_566 = (var_564 < var_565);
        if ((var_566) == false) goto end_while_0;
        adj_567 = {};
        adj_568 = {};
        adj_569 = {};
        adj_570 = {};
        adj_571 = {};
        adj_572 = {};
        adj_573 = {};
        adj_574 = {};
        adj_575 = {};
        adj_576 = {};
        adj_577 = {};
            // w6 = w6 + 1                                                                        <L 29>
            var_568 = wp::add(var_564, var_567);
            // s1 = s1 + wp.sin((wp.determinant(wp.identity(n=3, dtype=float) * -1.61) - 0.8))       <L 30>
            var_570 = wp::identity<3, wp::float32>();
            var_572 = wp::mul(var_570, var_571);
            var_573 = wp::determinant(var_572);
            var_575 = wp::sub(var_573, var_574);
            var_576 = wp::sin(var_575);
            var_577 = wp::add(var_452, var_576);
            wp::assign(var_452, var_577);
            wp::assign(var_564, var_568);
            wp::adj_assign(var_564, var_568, adj_564, adj_568);
            wp::adj_assign(var_452, var_577, adj_452, adj_577);
            wp::adj_add(var_452, var_576, adj_452, adj_576, adj_577);
            wp::adj_sin(var_575, adj_575, adj_576);
            wp::adj_sub(var_573, var_574, adj_573, adj_574, adj_575);
            wp::adj_determinant(var_572, adj_572, adj_573);
            wp::adj_mul(var_570, var_571, adj_570, adj_571, adj_572);
            // adj: s1 = s1 + wp.sin((wp.determinant(wp.identity(n=3, dtype=float) * -1.61) - 0.8))  <L 30>
            wp::adj_add(var_564, var_567, adj_564, adj_567, adj_568);
            // adj: w6 = w6 + 1                                                                   <L 29>
        goto start_while_0;
        end_while_0:;
        // adj: while w6 < 2:                                                                     <L 28>
        // adj: w6 = int(0)                                                                       <L 27>
        wp::adj_where(var_459, var_375, var_558, adj_459, adj_375, adj_558, adj_562);
        wp::adj_where(var_459, var_374, var_557, adj_459, adj_374, adj_557, adj_561);
        wp::adj_where(var_459, var_470, var_556, adj_459, adj_470, adj_556, adj_560);
        wp::adj_where(var_459, var_451, var_555, adj_459, adj_451, adj_555, adj_559);
        if (!var_459) {
            wp::adj_where(var_485, var_375, var_554, adj_485, adj_375, adj_554, adj_558);
            wp::adj_where(var_485, var_519, var_374, adj_485, adj_519, adj_374, adj_557);
            wp::adj_where(var_485, var_510, var_373, adj_485, adj_510, adj_373, adj_556);
            wp::adj_where(var_485, var_451, var_539, adj_485, adj_451, adj_539, adj_555);
            if (!var_485) {
                wp::adj_mul(var_550, var_553, adj_550, adj_553, adj_554);
                wp::adj_outer(var_551, var_552, adj_551, adj_552, adj_553);
                wp::adj_normalize(var_539, var_552, adj_539, adj_552);
                wp::adj_add(var_539, var_539, adj_539, adj_539, adj_551);
                wp::adj_mul(var_543, var_549, adj_543, adj_549, adj_550);
                wp::adj_mul(var_548, var_373, adj_548, adj_373, adj_549);
                wp::adj_diag(var_547, adj_547, adj_548);
                wp::adj_vec_t(var_544, var_545, var_546, adj_544, adj_545, adj_546, adj_547);
                wp::adj_div(var_390, var_542, var_543, adj_390, adj_542, adj_543);
                wp::adj_add(var_540, var_541, adj_540, adj_541, adj_542);
                wp::adj_abs(var_373, adj_373, adj_540);
                // adj: v5 = (((v0 / (wp.abs(v1) + 1.0)) * (wp.diag(wp.vec3(0.8, 2.0, -1.61)) * v1)) @ wp.outer((s0 + s0), wp.normalize(s0)))  <L 26>
                wp::adj_add(var_451, var_538, adj_451, adj_538, adj_539);
                wp::adj_mul(var_536, var_537, adj_536, adj_537, adj_538);
                wp::adj_normalize(var_535, var_536, adj_535, adj_536);
                wp::adj_mul(var_528, var_534, adj_528, adj_534, adj_535);
                wp::adj_div(var_529, var_533, var_534, adj_529, adj_533, adj_534);
                wp::adj_add(var_531, var_532, adj_531, adj_532, adj_533);
                wp::adj_abs(var_530, adj_530, adj_531);
                wp::adj_cross(var_523, var_527, adj_523, adj_527, adj_528);
                wp::adj_vec_t(var_524, var_525, var_526, adj_524, adj_525, adj_526, adj_527);
                wp::adj_vec_t(var_520, var_521, var_522, adj_520, adj_521, adj_522, adj_523);
                // adj: s0 += wp.normalize((wp.cross(wp.vec3(0.71, 2.0, -1.69), wp.vec3(-0.866, -0.52, 1.8)) * (-1.838 / (wp.abs(-0.9) + 1.0)))) * 0.21  <L 25>
            }
            if (var_485) {
                wp::adj_length_sq(var_518, adj_518, adj_519);
                wp::adj_mul(var_511, var_517, adj_511, adj_517, adj_518);
                wp::adj_sub(var_513, var_516, adj_513, adj_516, adj_517);
                wp::adj_vec_t(var_514, var_515, adj_514, adj_515, adj_516);
                wp::adj_vec_t(var_512, adj_512, adj_513);
                wp::adj_mul(var_510, var_390, adj_510, adj_390, adj_511);
                // adj: v4 = wp.length_sq(((v1 * v0) * (wp.vec2(-0.065) - wp.vec2(0.6, 1.1))))    <L 23>
                wp::adj_add(var_373, var_509, adj_373, adj_509, adj_510);
                wp::adj_sin(var_508, adj_508, adj_509);
                wp::adj_dot(var_497, var_507, adj_497, adj_507, adj_508);
                wp::adj_mul(var_502, var_506, adj_502, adj_506, adj_507);
                wp::adj_vec_t(var_503, var_504, var_505, adj_503, adj_504, adj_505, adj_506);
                wp::adj_diag(var_501, adj_501, adj_502);
                wp::adj_vec_t(var_498, var_499, var_500, adj_498, adj_499, adj_500, adj_501);
                wp::adj_cross(var_492, var_496, adj_492, adj_496, adj_497);
                wp::adj_vec_t(var_493, var_494, var_495, adj_493, adj_494, adj_495, adj_496);
                wp::adj_vec_t(var_491, adj_491, adj_492);
                // adj: v1 = v1 + wp.sin(wp.dot(wp.cross(wp.vec3(-1.8), wp.vec3(1.76, -1.065, -0.499)), (wp.diag(wp.vec3(-1.41, -0.19, 0.057)) @ wp.vec3(0.63, -1.74, -0.6))))  <L 22>
            }
            if (!var_485) {
                if (var_488) {
                }
            }
            // adj: elif (-1.85 < s1) or ((v0 > v0) and (s1 > v0)):                               <L 21>
        }
        if (var_459) {
            wp::adj_atomic_add(var_acc0, var_477, var_483, adj_acc0, adj_477, adj_483, adj_484);
            wp::adj_dot(var_451, var_482, adj_451, adj_482, adj_483);
            wp::adj_cross(var_451, var_481, adj_451, adj_481, adj_482);
            wp::adj_vec_t(var_478, var_479, var_480, adj_478, adj_479, adj_480, adj_481);
            wp::adj_mod(var_472, var_475, adj_472, adj_475, adj_477);
            adj_acc0.shape = adj_473;
            wp::adj_mul(var_0, var_471, adj_0, adj_471, adj_472);
            // adj: acc0[(tid * 5) % acc0.shape[0]] += wp.dot(s0, wp.cross(s0, wp.vec3(1.9, 0.71, -0.42)))  <L 20>
            wp::adj_add(var_373, var_468, adj_373, adj_468, adj_470);
            wp::adj_sin(var_469, adj_467, adj_468);
            wp::adj_address(var_x1, var_466, adj_x1, adj_466, adj_467);
            wp::adj_mod(var_461, var_464, adj_461, adj_464, adj_466);
            adj_x1.shape = adj_462;
            wp::adj_add(var_0, var_460, adj_0, adj_460, adj_461);
            // adj: v1 = v1 + wp.sin(x1[(tid + 5) % x1.shape[0]])                                 <L 19>
        }
        wp::adj_mod(var_455, var_456, adj_455, adj_456, adj_457);
        wp::adj_mod(var_376, var_454, adj_376, adj_454, adj_455);
        // adj: if ((j2 % 6)) % 2 == 0:                                                           <L 18>
        wp::adj_where(var_394, var_266, var_450, adj_394, adj_266, adj_450, adj_453);
        wp::adj_where(var_394, var_265, var_439, adj_394, adj_265, adj_439, adj_452);
        wp::adj_where(var_394, var_409, var_431, adj_394, adj_409, adj_431, adj_451);
        if (!var_394) {
            wp::adj_quat_from_axis_angle(var_445, var_449, adj_445, adj_449, adj_450);
            wp::adj_extract(var_446, var_447, var_448, adj_446, adj_447, adj_448, adj_449);
            wp::adj_diag(var_431, adj_431, adj_446);
            wp::adj_normalize(var_444, var_445, adj_444, adj_445);
            wp::adj_add(var_431, var_443, adj_431, adj_443, adj_444);
            wp::adj_vec_t(var_440, var_441, var_442, adj_440, adj_441, adj_442, adj_443);
            // adj: v3 = wp.quat_from_axis_angle(wp.normalize(s0 + wp.vec3(0.0, 0.0, 2.5)), (wp.diag(s0))[1, 0])  <L 17>
            wp::adj_add(var_265, var_438, adj_265, adj_438, adj_439);
            wp::adj_cos(var_437, adj_437, adj_438);
            wp::adj_determinant(var_436, adj_436, adj_437);
            wp::adj_skew(var_435, adj_435, adj_436);
            wp::adj_vec_t(var_432, var_433, var_434, adj_432, adj_433, adj_434, adj_435);
            // adj: s1 += wp.cos(wp.determinant(wp.skew(wp.vec3(-0.7, 0.935, -0.9))))             <L 16>
            wp::adj_add(var_372, var_430, adj_372, adj_430, adj_431);
            wp::adj_mul(var_428, var_429, adj_428, adj_429, adj_430);
            wp::adj_normalize(var_427, var_428, adj_427, adj_428);
            wp::adj_add(var_424, var_426, adj_424, adj_426, adj_427);
            wp::adj_vec_t(var_373, var_425, var_265, adj_373, adj_425, adj_265, adj_426);
            wp::adj_mul(var_422, var_423, adj_422, adj_423, adj_424);
            wp::adj_mul(var_419, var_421, adj_419, adj_421, adj_422);
            wp::adj_vec_t(var_416, var_417, var_418, adj_416, adj_417, adj_418, adj_419);
            // adj: s0 = s0 + wp.normalize(((wp.vec3(-1.4, -0.53, 1.238) @ wp.identity(n=3, dtype=float) * -1.55) + wp.vec3(v1, -1.9, s1))) * 0.77  <L 15>
        }
        if (var_394) {
            wp::adj_assign_inplace(var_409, var_415, var_414, adj_409, adj_415, adj_414);
            wp::adj_sin(var_413, adj_413, adj_414);
            wp::adj_sub(var_411, var_412, adj_411, adj_412, adj_413);
            wp::adj_float(var_376, adj_376, adj_412);
            wp::adj_sub(var_373, var_410, adj_373, adj_410, adj_411);
            // adj: s0.z = wp.sin(((v1 - -1.952) - float(j2)))                                    <L 13>
            wp::adj_add(var_372, var_408, adj_372, adj_408, adj_409);
            wp::adj_mul(var_406, var_407, adj_406, adj_407, adj_408);
            wp::adj_normalize(var_405, var_406, adj_405, adj_406);
            wp::adj_mul(var_397, var_404, adj_397, adj_404, adj_405);
            wp::adj_cross(var_399, var_403, adj_399, adj_403, adj_404);
            wp::adj_vec_t(var_400, var_401, var_402, adj_400, adj_401, adj_402, adj_403);
            wp::adj_vec_t(var_398, adj_398, adj_399);
            wp::adj_clamp(var_373, var_395, var_396, adj_373, adj_395, adj_396, adj_397);
            // adj: s0 = s0 + wp.normalize((wp.clamp(v1, -0.2, 0.81) * wp.cross(wp.vec3(1.12), wp.vec3(-1.26, -1.3, 1.983)))) * 1.21  <L 12>
        }
        wp::adj_where(var_392, var_390, var_390, adj_392, adj_390, adj_390, adj_393);
        if (!var_392) {
        }
        if (var_392) {
        }
        wp::adj_add(var_390, var_265, adj_390, adj_265, adj_391);
        // adj: if (v0 + s1) > (v0 if v1 <= v1 else v0):                                          <L 11>
        wp::adj_add(var_203, var_389, adj_203, adj_389, adj_390);
        wp::adj_sin(var_388, adj_388, adj_389);
        wp::adj_dot(var_382, var_387, adj_382, adj_387, adj_388);
        wp::adj_div(var_372, var_386, adj_372, adj_386, adj_387);
        wp::adj_add(var_384, var_385, adj_384, adj_385, adj_386);
        wp::adj_abs(var_383, adj_383, adj_384);
        wp::adj_mul(var_381, var_372, adj_381, adj_372, adj_382);
        wp::adj_diag(var_380, adj_380, adj_381);
        wp::adj_vec_t(var_377, var_378, var_379, adj_377, adj_378, adj_379, adj_380);
        // adj: v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ s0), (s0 / (wp.abs(0.495) + 1.0))))  <L 10>
        wp::adj_where(var_272, var_184, var_371, adj_272, adj_184, adj_371, adj_375);
        wp::adj_where(var_272, var_149, var_370, adj_272, adj_149, adj_370, adj_374);
        wp::adj_where(var_272, var_283, var_369, adj_272, adj_283, adj_369, adj_373);
        wp::adj_where(var_272, var_264, var_368, adj_272, adj_264, adj_368, adj_372);
        if (!var_272) {
            wp::adj_where(var_298, var_184, var_367, adj_298, adj_184, adj_367, adj_371);
            wp::adj_where(var_298, var_332, var_149, adj_298, adj_332, adj_149, adj_370);
            wp::adj_where(var_298, var_323, var_188, adj_298, adj_323, adj_188, adj_369);
            wp::adj_where(var_298, var_264, var_352, adj_298, adj_264, adj_352, adj_368);
            if (!var_298) {
                wp::adj_mul(var_363, var_366, adj_363, adj_366, adj_367);
                wp::adj_outer(var_364, var_365, adj_364, adj_365, adj_366);
                wp::adj_normalize(var_352, var_365, adj_352, adj_365);
                wp::adj_add(var_352, var_352, adj_352, adj_352, adj_364);
                wp::adj_mul(var_356, var_362, adj_356, adj_362, adj_363);
                wp::adj_mul(var_361, var_188, adj_361, adj_188, adj_362);
                wp::adj_diag(var_360, adj_360, adj_361);
                wp::adj_vec_t(var_357, var_358, var_359, adj_357, adj_358, adj_359, adj_360);
                wp::adj_div(var_203, var_355, var_356, adj_203, adj_355, adj_356);
                wp::adj_add(var_353, var_354, adj_353, adj_354, adj_355);
                wp::adj_abs(var_188, adj_188, adj_353);
                // adj: v5 = (((v0 / (wp.abs(v1) + 1.0)) * (wp.diag(wp.vec3(0.8, 2.0, -1.61)) * v1)) @ wp.outer((s0 + s0), wp.normalize(s0)))  <L 26>
                wp::adj_add(var_264, var_351, adj_264, adj_351, adj_352);
                wp::adj_mul(var_349, var_350, adj_349, adj_350, adj_351);
                wp::adj_normalize(var_348, var_349, adj_348, adj_349);
                wp::adj_mul(var_341, var_347, adj_341, adj_347, adj_348);
                wp::adj_div(var_342, var_346, var_347, adj_342, adj_346, adj_347);
                wp::adj_add(var_344, var_345, adj_344, adj_345, adj_346);
                wp::adj_abs(var_343, adj_343, adj_344);
                wp::adj_cross(var_336, var_340, adj_336, adj_340, adj_341);
                wp::adj_vec_t(var_337, var_338, var_339, adj_337, adj_338, adj_339, adj_340);
                wp::adj_vec_t(var_333, var_334, var_335, adj_333, adj_334, adj_335, adj_336);
                // adj: s0 += wp.normalize((wp.cross(wp.vec3(0.71, 2.0, -1.69), wp.vec3(-0.866, -0.52, 1.8)) * (-1.838 / (wp.abs(-0.9) + 1.0)))) * 0.21  <L 25>
            }
            if (var_298) {
                wp::adj_length_sq(var_331, adj_331, adj_332);
                wp::adj_mul(var_324, var_330, adj_324, adj_330, adj_331);
                wp::adj_sub(var_326, var_329, adj_326, adj_329, adj_330);
                wp::adj_vec_t(var_327, var_328, adj_327, adj_328, adj_329);
                wp::adj_vec_t(var_325, adj_325, adj_326);
                wp::adj_mul(var_323, var_203, adj_323, adj_203, adj_324);
                // adj: v4 = wp.length_sq(((v1 * v0) * (wp.vec2(-0.065) - wp.vec2(0.6, 1.1))))    <L 23>
                wp::adj_add(var_188, var_322, adj_188, adj_322, adj_323);
                wp::adj_sin(var_321, adj_321, adj_322);
                wp::adj_dot(var_310, var_320, adj_310, adj_320, adj_321);
                wp::adj_mul(var_315, var_319, adj_315, adj_319, adj_320);
                wp::adj_vec_t(var_316, var_317, var_318, adj_316, adj_317, adj_318, adj_319);
                wp::adj_diag(var_314, adj_314, adj_315);
                wp::adj_vec_t(var_311, var_312, var_313, adj_311, adj_312, adj_313, adj_314);
                wp::adj_cross(var_305, var_309, adj_305, adj_309, adj_310);
                wp::adj_vec_t(var_306, var_307, var_308, adj_306, adj_307, adj_308, adj_309);
                wp::adj_vec_t(var_304, adj_304, adj_305);
                // adj: v1 = v1 + wp.sin(wp.dot(wp.cross(wp.vec3(-1.8), wp.vec3(1.76, -1.065, -0.499)), (wp.diag(wp.vec3(-1.41, -0.19, 0.057)) @ wp.vec3(0.63, -1.74, -0.6))))  <L 22>
            }
            if (!var_298) {
                if (var_301) {
                }
            }
            // adj: elif (-1.85 < s1) or ((v0 > v0) and (s1 > v0)):                               <L 21>
        }
        if (var_272) {
            wp::adj_atomic_add(var_acc0, var_290, var_296, adj_acc0, adj_290, adj_296, adj_297);
            wp::adj_dot(var_264, var_295, adj_264, adj_295, adj_296);
            wp::adj_cross(var_264, var_294, adj_264, adj_294, adj_295);
            wp::adj_vec_t(var_291, var_292, var_293, adj_291, adj_292, adj_293, adj_294);
            wp::adj_mod(var_285, var_288, adj_285, adj_288, adj_290);
            adj_acc0.shape = adj_286;
            wp::adj_mul(var_0, var_284, adj_0, adj_284, adj_285);
            // adj: acc0[(tid * 5) % acc0.shape[0]] += wp.dot(s0, wp.cross(s0, wp.vec3(1.9, 0.71, -0.42)))  <L 20>
            wp::adj_add(var_188, var_281, adj_188, adj_281, adj_283);
            wp::adj_sin(var_282, adj_280, adj_281);
            wp::adj_address(var_x1, var_279, adj_x1, adj_279, adj_280);
            wp::adj_mod(var_274, var_277, adj_274, adj_277, adj_279);
            adj_x1.shape = adj_275;
            wp::adj_add(var_0, var_273, adj_0, adj_273, adj_274);
            // adj: v1 = v1 + wp.sin(x1[(tid + 5) % x1.shape[0]])                                 <L 19>
        }
        wp::adj_mod(var_268, var_269, adj_268, adj_269, adj_270);
        wp::adj_mod(var_189, var_267, adj_189, adj_267, adj_268);
        // adj: if ((j2 % 6)) % 2 == 0:                                                           <L 18>
        wp::adj_where(var_207, var_81, var_263, adj_207, adj_81, adj_263, adj_266);
        wp::adj_where(var_207, var_83, var_252, adj_207, adj_83, adj_252, adj_265);
        wp::adj_where(var_207, var_222, var_244, adj_207, adj_222, adj_244, adj_264);
        if (!var_207) {
            wp::adj_quat_from_axis_angle(var_258, var_262, adj_258, adj_262, adj_263);
            wp::adj_extract(var_259, var_260, var_261, adj_259, adj_260, adj_261, adj_262);
            wp::adj_diag(var_244, adj_244, adj_259);
            wp::adj_normalize(var_257, var_258, adj_257, adj_258);
            wp::adj_add(var_244, var_256, adj_244, adj_256, adj_257);
            wp::adj_vec_t(var_253, var_254, var_255, adj_253, adj_254, adj_255, adj_256);
            // adj: v3 = wp.quat_from_axis_angle(wp.normalize(s0 + wp.vec3(0.0, 0.0, 2.5)), (wp.diag(s0))[1, 0])  <L 17>
            wp::adj_add(var_83, var_251, adj_83, adj_251, adj_252);
            wp::adj_cos(var_250, adj_250, adj_251);
            wp::adj_determinant(var_249, adj_249, adj_250);
            wp::adj_skew(var_248, adj_248, adj_249);
            wp::adj_vec_t(var_245, var_246, var_247, adj_245, adj_246, adj_247, adj_248);
            // adj: s1 += wp.cos(wp.determinant(wp.skew(wp.vec3(-0.7, 0.935, -0.9))))             <L 16>
            wp::adj_add(var_187, var_243, adj_187, adj_243, adj_244);
            wp::adj_mul(var_241, var_242, adj_241, adj_242, adj_243);
            wp::adj_normalize(var_240, var_241, adj_240, adj_241);
            wp::adj_add(var_237, var_239, adj_237, adj_239, adj_240);
            wp::adj_vec_t(var_188, var_238, var_83, adj_188, adj_238, adj_83, adj_239);
            wp::adj_mul(var_235, var_236, adj_235, adj_236, adj_237);
            wp::adj_mul(var_232, var_234, adj_232, adj_234, adj_235);
            wp::adj_vec_t(var_229, var_230, var_231, adj_229, adj_230, adj_231, adj_232);
            // adj: s0 = s0 + wp.normalize(((wp.vec3(-1.4, -0.53, 1.238) @ wp.identity(n=3, dtype=float) * -1.55) + wp.vec3(v1, -1.9, s1))) * 0.77  <L 15>
        }
        if (var_207) {
            wp::adj_assign_inplace(var_222, var_228, var_227, adj_222, adj_228, adj_227);
            wp::adj_sin(var_226, adj_226, adj_227);
            wp::adj_sub(var_224, var_225, adj_224, adj_225, adj_226);
            wp::adj_float(var_189, adj_189, adj_225);
            wp::adj_sub(var_188, var_223, adj_188, adj_223, adj_224);
            // adj: s0.z = wp.sin(((v1 - -1.952) - float(j2)))                                    <L 13>
            wp::adj_add(var_187, var_221, adj_187, adj_221, adj_222);
            wp::adj_mul(var_219, var_220, adj_219, adj_220, adj_221);
            wp::adj_normalize(var_218, var_219, adj_218, adj_219);
            wp::adj_mul(var_210, var_217, adj_210, adj_217, adj_218);
            wp::adj_cross(var_212, var_216, adj_212, adj_216, adj_217);
            wp::adj_vec_t(var_213, var_214, var_215, adj_213, adj_214, adj_215, adj_216);
            wp::adj_vec_t(var_211, adj_211, adj_212);
            wp::adj_clamp(var_188, var_208, var_209, adj_188, adj_208, adj_209, adj_210);
            // adj: s0 = s0 + wp.normalize((wp.clamp(v1, -0.2, 0.81) * wp.cross(wp.vec3(1.12), wp.vec3(-1.26, -1.3, 1.983)))) * 1.21  <L 12>
        }
        wp::adj_where(var_205, var_203, var_203, adj_205, adj_203, adj_203, adj_206);
        if (!var_205) {
        }
        if (var_205) {
        }
        wp::adj_add(var_203, var_83, adj_203, adj_83, adj_204);
        // adj: if (v0 + s1) > (v0 if v1 <= v1 else v0):                                          <L 11>
        wp::adj_add(var_21, var_202, adj_21, adj_202, adj_203);
        wp::adj_sin(var_201, adj_201, adj_202);
        wp::adj_dot(var_195, var_200, adj_195, adj_200, adj_201);
        wp::adj_div(var_187, var_199, adj_187, adj_199, adj_200);
        wp::adj_add(var_197, var_198, adj_197, adj_198, adj_199);
        wp::adj_abs(var_196, adj_196, adj_197);
        wp::adj_mul(var_194, var_187, adj_194, adj_187, adj_195);
        wp::adj_diag(var_193, adj_193, adj_194);
        wp::adj_vec_t(var_190, var_191, var_192, adj_190, adj_191, adj_192, adj_193);
        // adj: v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ s0), (s0 / (wp.abs(0.495) + 1.0))))  <L 10>
        wp::adj_where(var_89, var_100, var_186, adj_89, adj_100, adj_186, adj_188);
        wp::adj_where(var_89, var_82, var_185, adj_89, adj_82, adj_185, adj_187);
        if (!var_89) {
            wp::adj_where(var_115, var_140, var_5, adj_115, adj_140, adj_5, adj_186);
            wp::adj_where(var_115, var_82, var_169, adj_115, adj_82, adj_169, adj_185);
            if (!var_115) {
                wp::adj_mul(var_180, var_183, adj_180, adj_183, adj_184);
                wp::adj_outer(var_181, var_182, adj_181, adj_182, adj_183);
                wp::adj_normalize(var_169, var_182, adj_169, adj_182);
                wp::adj_add(var_169, var_169, adj_169, adj_169, adj_181);
                wp::adj_mul(var_173, var_179, adj_173, adj_179, adj_180);
                wp::adj_mul(var_178, var_5, adj_178, adj_5, adj_179);
                wp::adj_diag(var_177, adj_177, adj_178);
                wp::adj_vec_t(var_174, var_175, var_176, adj_174, adj_175, adj_176, adj_177);
                wp::adj_div(var_21, var_172, var_173, adj_21, adj_172, adj_173);
                wp::adj_add(var_170, var_171, adj_170, adj_171, adj_172);
                wp::adj_abs(var_5, adj_5, adj_170);
                // adj: v5 = (((v0 / (wp.abs(v1) + 1.0)) * (wp.diag(wp.vec3(0.8, 2.0, -1.61)) * v1)) @ wp.outer((s0 + s0), wp.normalize(s0)))  <L 26>
                wp::adj_add(var_82, var_168, adj_82, adj_168, adj_169);
                wp::adj_mul(var_166, var_167, adj_166, adj_167, adj_168);
                wp::adj_normalize(var_165, var_166, adj_165, adj_166);
                wp::adj_mul(var_158, var_164, adj_158, adj_164, adj_165);
                wp::adj_div(var_159, var_163, var_164, adj_159, adj_163, adj_164);
                wp::adj_add(var_161, var_162, adj_161, adj_162, adj_163);
                wp::adj_abs(var_160, adj_160, adj_161);
                wp::adj_cross(var_153, var_157, adj_153, adj_157, adj_158);
                wp::adj_vec_t(var_154, var_155, var_156, adj_154, adj_155, adj_156, adj_157);
                wp::adj_vec_t(var_150, var_151, var_152, adj_150, adj_151, adj_152, adj_153);
                // adj: s0 += wp.normalize((wp.cross(wp.vec3(0.71, 2.0, -1.69), wp.vec3(-0.866, -0.52, 1.8)) * (-1.838 / (wp.abs(-0.9) + 1.0)))) * 0.21  <L 25>
            }
            if (var_115) {
                wp::adj_length_sq(var_148, adj_148, adj_149);
                wp::adj_mul(var_141, var_147, adj_141, adj_147, adj_148);
                wp::adj_sub(var_143, var_146, adj_143, adj_146, adj_147);
                wp::adj_vec_t(var_144, var_145, adj_144, adj_145, adj_146);
                wp::adj_vec_t(var_142, adj_142, adj_143);
                wp::adj_mul(var_140, var_21, adj_140, adj_21, adj_141);
                // adj: v4 = wp.length_sq(((v1 * v0) * (wp.vec2(-0.065) - wp.vec2(0.6, 1.1))))    <L 23>
                wp::adj_add(var_5, var_139, adj_5, adj_139, adj_140);
                wp::adj_sin(var_138, adj_138, adj_139);
                wp::adj_dot(var_127, var_137, adj_127, adj_137, adj_138);
                wp::adj_mul(var_132, var_136, adj_132, adj_136, adj_137);
                wp::adj_vec_t(var_133, var_134, var_135, adj_133, adj_134, adj_135, adj_136);
                wp::adj_diag(var_131, adj_131, adj_132);
                wp::adj_vec_t(var_128, var_129, var_130, adj_128, adj_129, adj_130, adj_131);
                wp::adj_cross(var_122, var_126, adj_122, adj_126, adj_127);
                wp::adj_vec_t(var_123, var_124, var_125, adj_123, adj_124, adj_125, adj_126);
                wp::adj_vec_t(var_121, adj_121, adj_122);
                // adj: v1 = v1 + wp.sin(wp.dot(wp.cross(wp.vec3(-1.8), wp.vec3(1.76, -1.065, -0.499)), (wp.diag(wp.vec3(-1.41, -0.19, 0.057)) @ wp.vec3(0.63, -1.74, -0.6))))  <L 22>
            }
            if (!var_115) {
                if (var_118) {
                }
            }
            // adj: elif (-1.85 < s1) or ((v0 > v0) and (s1 > v0)):                               <L 21>
        }
        if (var_89) {
            wp::adj_atomic_add(var_acc0, var_107, var_113, adj_acc0, adj_107, adj_113, adj_114);
            wp::adj_dot(var_82, var_112, adj_82, adj_112, adj_113);
            wp::adj_cross(var_82, var_111, adj_82, adj_111, adj_112);
            wp::adj_vec_t(var_108, var_109, var_110, adj_108, adj_109, adj_110, adj_111);
            wp::adj_mod(var_102, var_105, adj_102, adj_105, adj_107);
            adj_acc0.shape = adj_103;
            wp::adj_mul(var_0, var_101, adj_0, adj_101, adj_102);
            // adj: acc0[(tid * 5) % acc0.shape[0]] += wp.dot(s0, wp.cross(s0, wp.vec3(1.9, 0.71, -0.42)))  <L 20>
            wp::adj_add(var_5, var_98, adj_5, adj_98, adj_100);
            wp::adj_sin(var_99, adj_97, adj_98);
            wp::adj_address(var_x1, var_96, adj_x1, adj_96, adj_97);
            wp::adj_mod(var_91, var_94, adj_91, adj_94, adj_96);
            adj_x1.shape = adj_92;
            wp::adj_add(var_0, var_90, adj_0, adj_90, adj_91);
            // adj: v1 = v1 + wp.sin(x1[(tid + 5) % x1.shape[0]])                                 <L 19>
        }
        wp::adj_mod(var_85, var_86, adj_85, adj_86, adj_87);
        wp::adj_mod(var_7, var_84, adj_7, adj_84, adj_85);
        // adj: if ((j2 % 6)) % 2 == 0:                                                           <L 18>
        wp::adj_where(var_25, var_s1, var_70, adj_25, adj_s1, adj_70, adj_83);
        wp::adj_where(var_25, var_40, var_62, adj_25, adj_40, adj_62, adj_82);
        if (!var_25) {
            wp::adj_quat_from_axis_angle(var_76, var_80, adj_76, adj_80, adj_81);
            wp::adj_extract(var_77, var_78, var_79, adj_77, adj_78, adj_79, adj_80);
            wp::adj_diag(var_62, adj_62, adj_77);
            wp::adj_normalize(var_75, var_76, adj_75, adj_76);
            wp::adj_add(var_62, var_74, adj_62, adj_74, adj_75);
            wp::adj_vec_t(var_71, var_72, var_73, adj_71, adj_72, adj_73, adj_74);
            // adj: v3 = wp.quat_from_axis_angle(wp.normalize(s0 + wp.vec3(0.0, 0.0, 2.5)), (wp.diag(s0))[1, 0])  <L 17>
            wp::adj_add(var_s1, var_69, adj_s1, adj_69, adj_70);
            wp::adj_cos(var_68, adj_68, adj_69);
            wp::adj_determinant(var_67, adj_67, adj_68);
            wp::adj_skew(var_66, adj_66, adj_67);
            wp::adj_vec_t(var_63, var_64, var_65, adj_63, adj_64, adj_65, adj_66);
            // adj: s1 += wp.cos(wp.determinant(wp.skew(wp.vec3(-0.7, 0.935, -0.9))))             <L 16>
            wp::adj_add(var_s0, var_61, adj_s0, adj_61, adj_62);
            wp::adj_mul(var_59, var_60, adj_59, adj_60, adj_61);
            wp::adj_normalize(var_58, var_59, adj_58, adj_59);
            wp::adj_add(var_55, var_57, adj_55, adj_57, adj_58);
            wp::adj_vec_t(var_5, var_56, var_s1, adj_5, adj_56, adj_s1, adj_57);
            wp::adj_mul(var_53, var_54, adj_53, adj_54, adj_55);
            wp::adj_mul(var_50, var_52, adj_50, adj_52, adj_53);
            wp::adj_vec_t(var_47, var_48, var_49, adj_47, adj_48, adj_49, adj_50);
            // adj: s0 = s0 + wp.normalize(((wp.vec3(-1.4, -0.53, 1.238) @ wp.identity(n=3, dtype=float) * -1.55) + wp.vec3(v1, -1.9, s1))) * 0.77  <L 15>
        }
        if (var_25) {
            wp::adj_assign_inplace(var_40, var_46, var_45, adj_40, adj_46, adj_45);
            wp::adj_sin(var_44, adj_44, adj_45);
            wp::adj_sub(var_42, var_43, adj_42, adj_43, adj_44);
            wp::adj_float(var_7, adj_7, adj_43);
            wp::adj_sub(var_5, var_41, adj_5, adj_41, adj_42);
            // adj: s0.z = wp.sin(((v1 - -1.952) - float(j2)))                                    <L 13>
            wp::adj_add(var_s0, var_39, adj_s0, adj_39, adj_40);
            wp::adj_mul(var_37, var_38, adj_37, adj_38, adj_39);
            wp::adj_normalize(var_36, var_37, adj_36, adj_37);
            wp::adj_mul(var_28, var_35, adj_28, adj_35, adj_36);
            wp::adj_cross(var_30, var_34, adj_30, adj_34, adj_35);
            wp::adj_vec_t(var_31, var_32, var_33, adj_31, adj_32, adj_33, adj_34);
            wp::adj_vec_t(var_29, adj_29, adj_30);
            wp::adj_clamp(var_5, var_26, var_27, adj_5, adj_26, adj_27, adj_28);
            // adj: s0 = s0 + wp.normalize((wp.clamp(v1, -0.2, 0.81) * wp.cross(wp.vec3(1.12), wp.vec3(-1.26, -1.3, 1.983)))) * 1.21  <L 12>
        }
        wp::adj_where(var_23, var_21, var_21, adj_23, adj_21, adj_21, adj_24);
        if (!var_23) {
        }
        if (var_23) {
        }
        wp::adj_add(var_21, var_s1, adj_21, adj_s1, adj_22);
        // adj: if (v0 + s1) > (v0 if v1 <= v1 else v0):                                          <L 11>
        wp::adj_add(var_2, var_20, adj_2, adj_20, adj_21);
        wp::adj_sin(var_19, adj_19, adj_20);
        wp::adj_dot(var_13, var_18, adj_13, adj_18, adj_19);
        wp::adj_div(var_s0, var_17, adj_s0, adj_17, adj_18);
        wp::adj_add(var_15, var_16, adj_15, adj_16, adj_17);
        wp::adj_abs(var_14, adj_14, adj_15);
        wp::adj_mul(var_12, var_s0, adj_12, adj_s0, adj_13);
        wp::adj_diag(var_11, adj_11, adj_12);
        wp::adj_vec_t(var_8, var_9, var_10, adj_8, adj_9, adj_10, adj_11);
        // adj: v0 += wp.sin(wp.dot((wp.diag(wp.vec3(-0.317, -1.022, 1.613)) @ s0), (s0 / (wp.abs(0.495) + 1.0))))  <L 10>
        // adj: for j2 in range(3):                                                               <L 9>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def combined_000001(x0: wp.array(dtype=float), x1: wp.array(dtype=float), s0: wp.vec3, s1: float, n: int, acc0: wp.array(dtype=float), out0: wp.array(dtype=wp.vec2)):  <L 5>
        continue;
    }
}

