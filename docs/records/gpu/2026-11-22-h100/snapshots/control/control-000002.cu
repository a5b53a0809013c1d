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



extern "C" __global__ void control_000002_6236e253_cuda_kernel_forward(
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
        wp::float32* var_1;
        wp::float32 var_2;
        wp::float32 var_3;
        bool var_4;
        const wp::int32 var_5 = 3;
        wp::int32 var_6;
        const wp::int32 var_7 = 0;
        bool var_8;
        bool var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        const wp::float32 var_13 = 0.44;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::range_t var_16;
        wp::int32 var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        const wp::int32 var_21 = 0;
        wp::int32 var_22;
        bool var_23;
        const wp::int32 var_24 = 3;
        bool var_25;
        const wp::float32 var_26 = 0.85;
        bool var_27;
        const wp::int32 var_28 = 1;
        wp::int32 var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        const wp::float32 var_32 = 1.0;
        wp::float32 var_33;
        wp::float32 var_34;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        bool var_38;
        wp::float32 var_39;
        wp::int32 var_40;
        const wp::int32 var_41 = 3;
        wp::int32 var_42;
        wp::shape_t* var_43;
        const wp::int32 var_44 = 0;
        wp::int32 var_45;
        wp::shape_t var_46;
        wp::int32 var_47;
        wp::float32* var_48;
        const wp::float32 var_49 = -0.98;
        const wp::float32 var_50 = -1.88;
        const wp::float32 var_51 = -1.771;
        wp::vec_t<3, wp::float32> var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float32 var_55;
        wp::float32 var_56;
        wp::float32 var_57;
        wp::float32 var_58;
        const wp::int32 var_59 = 0;
        wp::int32 var_60;
        const wp::int32 var_61 = 3;
        bool var_62;
        const wp::int32 var_63 = 1;
        wp::int32 var_64;
        const wp::float32 var_65 = -0.5;
        const wp::float32 var_66 = 0.2;
        const wp::float32 var_67 = 1.8;
        wp::float32 var_68;
        wp::float32 var_69;
        wp::float32 var_70;
        wp::float32 var_71;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::float32 var_75;
        const wp::int32 var_76 = 0;
        wp::int32 var_77;
        const wp::int32 var_78 = 5;
        bool var_79;
        const wp::int32 var_80 = 1;
        wp::int32 var_81;
        bool var_82;
        bool var_83;
        const wp::float32 var_84 = 0.6;
        bool var_85;
        wp::float32 var_86;
        const wp::int32 var_87 = 4;
        wp::int32 var_88;
        wp::shape_t* var_89;
        const wp::int32 var_90 = 0;
        wp::int32 var_91;
        wp::shape_t var_92;
        wp::int32 var_93;
        wp::float32* var_94;
        wp::float32 var_95;
        wp::float32 var_96;
        wp::float32 var_97;
        wp::float32 var_98;
        wp::range_t var_99;
        wp::int32 var_100;
        wp::vec_t<3, wp::float32> var_101;
        const wp::int32 var_102 = 2;
        wp::float32 var_103;
        wp::float32 var_104;
        wp::float32 var_105;
        wp::float32 var_106;
        wp::float32 var_107;
        const wp::float32 var_108 = 0.7;
        wp::float32 var_109;
        const wp::float32 var_110 = 0.5;
        wp::float32 var_111;
        wp::float32 var_112;
        wp::float32 var_113;
        wp::float32 var_114;
        bool var_115;
        const wp::int32 var_116 = 2;
        wp::int32 var_117;
        wp::shape_t* var_118;
        const wp::int32 var_119 = 0;
        wp::int32 var_120;
        wp::shape_t var_121;
        wp::int32 var_122;
        wp::float32* var_123;
        wp::float32 var_124;
        wp::float32 var_125;
        wp::float32 var_126;
        wp::range_t var_127;
        wp::range_t var_128;
        wp::int32 var_129;
        wp::float32 var_130;
        wp::float32 var_131;
        wp::float32 var_132;
        wp::float32 var_133;
        wp::float32 var_134;
        bool var_135;
        const wp::float32 var_136 = -0.401;
        bool var_137;
        bool var_138;
        wp::float32 var_139;
        const wp::float32 var_140 = -0.25;
        const wp::float32 var_141 = 1.65;
        wp::float32 var_142;
        wp::float32 var_143;
        wp::float32 var_144;
        const wp::float32 var_145 = -0.5;
        const wp::float32 var_146 = 1.2;
        const wp::float32 var_147 = 0.789;
        wp::vec_t<3, wp::float32> var_148;
        const wp::float32 var_149 = -1.6;
        const wp::float32 var_150 = 1.256;
        const wp::float32 var_151 = 0.293;
        wp::vec_t<3, wp::float32> var_152;
        wp::vec_t<3, wp::float32> var_153;
        wp::float32 var_154;
        const wp::float32 var_155 = 1.0;
        wp::float32 var_156;
        wp::vec_t<3, wp::float32> var_157;
        const wp::float32 var_158 = 1.5;
        const wp::float32 var_159 = 3.0;
        const wp::float32 var_160 = -2.0;
        wp::vec_t<3, wp::float32> var_161;
        wp::vec_t<3, wp::float32> var_162;
        const wp::int32 var_163 = 9;
        wp::int32 var_164;
        wp::float32 var_165;
        wp::float32 var_166;
        wp::float32 var_167;
        wp::float32 var_168;
        const wp::int32 var_169 = 0;
        wp::int32 var_170;
        bool var_171;
        const wp::int32 var_172 = 5;
        bool var_173;
        bool var_174;
        const wp::int32 var_175 = 1;
        wp::int32 var_176;
        wp::float32 var_177;
        wp::float32 var_178;
        wp::float32 var_179;
        wp::float32 var_180;
        const wp::float32 var_181 = 0.8;
        wp::float32 var_182;
        wp::float32 var_183;
        wp::float32 var_184;
        wp::float32 var_185;
        const wp::float32 var_186 = -0.43;
        bool var_187;
        const wp::float32 var_188 = 1.741;
        const wp::float32 var_189 = 0.223;
        const wp::float32 var_190 = -1.3;
        wp::vec_t<3, wp::float32> var_191;
        const wp::float32 var_192 = -1.493;
        const wp::float32 var_193 = 0.3;
        const wp::float32 var_194 = -1.6;
        wp::vec_t<3, wp::float32> var_195;
        wp::float32 var_196;
        const wp::float32 var_197 = 1.11;
        wp::float32 var_198;
        wp::float32 var_199;
        wp::vec_t<3, wp::float32> var_200;
        wp::float32 var_201;
        const wp::float32 var_202 = 0.843;
        wp::float32 var_203;
        const wp::float32 var_204 = 1.0;
        wp::float32 var_205;
        wp::float32 var_206;
        wp::float32 var_207;
        wp::float32 var_208;
        bool var_209;
        const wp::int32 var_210 = 3;
        wp::int32 var_211;
        const wp::int32 var_212 = 0;
        bool var_213;
        const wp::int32 var_214 = 3;
        wp::int32 var_215;
        const wp::int32 var_216 = 0;
        bool var_217;
        wp::float32 var_218;
        wp::float32 var_219;
        wp::float32 var_220;
        const wp::float32 var_221 = 1.0;
        wp::float32 var_222;
        wp::float32 var_223;
        wp::float32 var_224;
        const wp::float32 var_225 = 0.15;
        wp::float32 var_226;
        wp::float32 var_227;
        wp::float32 var_228;
        const wp::float32 var_229 = -0.95;
        const wp::float32 var_230 = 0.55;
        wp::float32 var_231;
        bool var_232;
        const wp::int32 var_233 = 1;
        wp::int32 var_234;
        wp::shape_t* var_235;
        const wp::int32 var_236 = 0;
        wp::int32 var_237;
        wp::shape_t var_238;
        wp::int32 var_239;
        wp::float32* var_240;
        wp::float32 var_241;
        wp::float32 var_242;
        wp::float32 var_243;
        const wp::int32 var_244 = 0;
        wp::int32 var_245;
        const wp::int32 var_246 = 3;
        bool var_247;
        const wp::int32 var_248 = 1;
        wp::int32 var_249;
        wp::float32 var_250;
        const wp::float32 var_251 = 0.58;
        wp::float32 var_252;
        wp::float32 var_253;
        const wp::float32 var_254 = 1.6;
        bool var_255;
        const wp::float32 var_256 = 0.915;
        const wp::float32 var_257 = -1.2;
        const wp::float32 var_258 = 1.7;
        wp::vec_t<3, wp::float32> var_259;
        wp::vec_t<3, wp::float32> var_260;
        const wp::float32 var_261 = 0.867;
        const wp::float32 var_262 = 0.86;
        const wp::float32 var_263 = 0.82;
        wp::vec_t<3, wp::float32> var_264;
        wp::vec_t<3, wp::float32> var_265;
        wp::float32 var_266;
        wp::float32 var_267;
        wp::float32 var_268;
        const wp::int32 var_269 = 5;
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
        wp::float32 var_280;
        wp::range_t var_281;
        wp::range_t var_282;
        wp::int32 var_283;
        const wp::float32 var_284 = -3.0;
        const wp::float32 var_285 = 3.0;
        wp::float32 var_286;
        wp::float32 var_287;
        const wp::float32 var_288 = -0.56;
        wp::vec_t<3, wp::float32> var_289;
        wp::float32 var_290;
        wp::float32 var_291;
        wp::float32 var_292;
        wp::float32 var_293;
        bool var_294;
        wp::float32 var_295;
        const wp::float32 var_296 = 0.29;
        wp::float32 var_297;
        wp::float32 var_298;
        wp::float32 var_299;
        wp::float32 var_300;
        wp::float32 var_301;
        const wp::float32 var_302 = 1.12;
        const wp::float32 var_303 = -0.73;
        const wp::float32 var_304 = 1.75;
        wp::float32 var_305;
        wp::float32 var_306;
        wp::float32 var_307;
        wp::float32 var_308;
        wp::range_t var_309;
        wp::range_t var_310;
        wp::int32 var_311;
        const wp::float32 var_312 = 1.2;
        const wp::float32 var_313 = -1.6;
        const wp::float32 var_314 = 0.4;
        wp::vec_t<3, wp::float32> var_315;
        wp::float32 var_316;
        const wp::float32 var_317 = 1.0;
        wp::float32 var_318;
        wp::vec_t<3, wp::float32> var_319;
        wp::float32 var_320;
        wp::float32 var_321;
        const wp::float32 var_322 = 0.66;
        wp::float32 var_323;
        wp::float32 var_324;
        const wp::int32 var_325 = 2;
        wp::int32 var_326;
        const wp::int32 var_327 = 0;
        bool var_328;
        wp::float32 var_329;
        wp::float32 var_330;
        wp::float32 var_331;
        const wp::int32 var_332 = 2;
        wp::int32 var_333;
        const wp::int32 var_334 = 0;
        const wp::int32 var_335 = 2;
        wp::range_t var_336;
        wp::int32 var_337;
        const wp::float32 var_338 = 1.4;
        wp::float32 var_339;
        wp::float32 var_340;
        wp::float32 var_341;
        wp::float32 var_342;
        bool var_343;
        bool var_344;
        bool var_345;
        const wp::float32 var_346 = -1.3;
        wp::vec_t<3, wp::float32> var_347;
        const wp::int32 var_348 = 0;
        wp::float32 var_349;
        const wp::float32 var_350 = 1.02;
        wp::float32 var_351;
        wp::float32 var_352;
        bool var_353;
        bool var_354;
        bool var_355;
        bool var_356;
        wp::float32 var_357;
        const wp::int32 var_358 = 0;
        const wp::float32 var_359 = 0.615;
        const wp::float32 var_360 = 0.1;
        const wp::float32 var_361 = 1.427;
        wp::vec_t<3, wp::float32> var_362;
        const wp::float32 var_363 = 1.808;
        const wp::float32 var_364 = -0.7;
        const wp::float32 var_365 = 0.5;
        wp::vec_t<3, wp::float32> var_366;
        wp::float32 var_367;
        wp::float32 var_368;
        wp::float32 var_369;
        const wp::float32 var_370 = 1.0;
        wp::float32 var_371;
        wp::float32 var_372;
        wp::float32 var_373;
        wp::float32 var_374;
        const wp::int32 var_375 = 1;
        const wp::float32 var_376 = 0.615;
        const wp::float32 var_377 = 0.1;
        const wp::float32 var_378 = 1.427;
        wp::vec_t<3, wp::float32> var_379;
        const wp::float32 var_380 = 1.808;
        const wp::float32 var_381 = -0.7;
        const wp::float32 var_382 = 0.5;
        wp::vec_t<3, wp::float32> var_383;
        wp::float32 var_384;
        wp::float32 var_385;
        wp::float32 var_386;
        const wp::float32 var_387 = 1.0;
        wp::float32 var_388;
        wp::float32 var_389;
        wp::float32 var_390;
        wp::float32 var_391;
        const wp::int32 var_392 = 2;
        const wp::float32 var_393 = 0.615;
        const wp::float32 var_394 = 0.1;
        const wp::float32 var_395 = 1.427;
        wp::vec_t<3, wp::float32> var_396;
        const wp::float32 var_397 = 1.808;
        const wp::float32 var_398 = -0.7;
        const wp::float32 var_399 = 0.5;
        wp::vec_t<3, wp::float32> var_400;
        wp::float32 var_401;
        wp::float32 var_402;
        wp::float32 var_403;
        const wp::float32 var_404 = 1.0;
        wp::float32 var_405;
        wp::float32 var_406;
        wp::float32 var_407;
        wp::float32 var_408;
        const wp::int32 var_409 = 3;
        const wp::float32 var_410 = 0.615;
        const wp::float32 var_411 = 0.1;
        const wp::float32 var_412 = 1.427;
        wp::vec_t<3, wp::float32> var_413;
        const wp::float32 var_414 = 1.808;
        const wp::float32 var_415 = -0.7;
        const wp::float32 var_416 = 0.5;
        wp::vec_t<3, wp::float32> var_417;
        wp::float32 var_418;
        wp::float32 var_419;
        wp::float32 var_420;
        const wp::float32 var_421 = 1.0;
        wp::float32 var_422;
        wp::float32 var_423;
        wp::float32 var_424;
        wp::float32 var_425;
        const wp::int32 var_426 = 4;
        const wp::float32 var_427 = 0.615;
        const wp::float32 var_428 = 0.1;
        const wp::float32 var_429 = 1.427;
        wp::vec_t<3, wp::float32> var_430;
        const wp::float32 var_431 = 1.808;
        const wp::float32 var_432 = -0.7;
        const wp::float32 var_433 = 0.5;
        wp::vec_t<3, wp::float32> var_434;
        wp::float32 var_435;
        wp::float32 var_436;
        wp::float32 var_437;
        const wp::float32 var_438 = 1.0;
        wp::float32 var_439;
        wp::float32 var_440;
        wp::float32 var_441;
        wp::float32 var_442;
        const wp::int32 var_443 = 5;
        const wp::float32 var_444 = 0.615;
        const wp::float32 var_445 = 0.1;
        const wp::float32 var_446 = 1.427;
        wp::vec_t<3, wp::float32> var_447;
        const wp::float32 var_448 = 1.808;
        const wp::float32 var_449 = -0.7;
        const wp::float32 var_450 = 0.5;
        wp::vec_t<3, wp::float32> var_451;
        wp::float32 var_452;
        wp::float32 var_453;
        wp::float32 var_454;
        const wp::float32 var_455 = 1.0;
        wp::float32 var_456;
        wp::float32 var_457;
        wp::float32 var_458;
        wp::float32 var_459;
        const wp::float32 var_460 = 0.69;
        wp::float32 var_461;
        const wp::float32 var_462 = -0.8;
        const wp::float32 var_463 = 0.8;
        wp::float32 var_464;
        wp::float32 var_465;
        wp::float32 var_466;
        wp::float32 var_467;
        const wp::float32 var_468 = 0.5;
        wp::float32 var_469;
        wp::float32 var_470;
        wp::float32 var_471;
        wp::float32 var_472;
        const wp::float32 var_473 = 1.0;
        wp::float32 var_474;
        wp::float32 var_475;
        const wp::float32 var_476 = 1.11;
        wp::float32 var_477;
        wp::float32 var_478;
        //---------
        // forward
        // def control_000002(x0: wp.array(dtype=float), n: int, out0: wp.array(dtype=float)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // if ((tid) % 3 == 0) or (v0 >= v0):                                                     <L 8>
        var_6 = wp::mod(var_0, var_5);
        var_8 = (var_6 == var_7);
        var_4 = var_8;
        if (!var_4) {
            var_9 = (var_2 >= var_2);
            var_4 = var_4 || var_9;
        }
        if (var_4) {
            // v0 -= wp.tanh((v0 - wp.tanh(v0))) * 0.44                                           <L 9>
            var_10 = wp::tanh(var_2);
            var_11 = wp::sub(var_2, var_10);
            var_12 = wp::tanh(var_11);
            var_14 = wp::mul(var_12, var_13);
            var_15 = wp::sub(var_2, var_14);
            // for j1 in range(n):                                                                <L 10>
            var_16 = wp::range(var_n);
            start_for_0:;
                if (iter_cmp(var_16) == 0) goto end_for_0;
                var_17 = wp::iter_next(var_16);
                // v0 = v0 + wp.tanh(float(tid))                                                  <L 11>
                var_18 = wp::float(var_0);
                var_19 = wp::tanh(var_18);
                var_20 = wp::add(var_15, var_19);
                // w2 = int(0)                                                                    <L 12>
                var_22 = wp::int(var_21);
                // while w2 < 3 and (0.85 <= v0):                                                 <L 13>
        start_while_2:;
                var_25 = (var_22 < var_24);
                var_23 = var_25;
                if (var_23) {
                    var_27 = (var_26 <= var_20);
                    var_23 = var_23 && var_27;
                }
        if ((var_23) == false) goto end_while_2;
                    // w2 = w2 + 1                                                                <L 14>
                    var_29 = wp::add(var_22, var_28);
                    // v0 = v0 + wp.sin((wp.atan(v0) + (v0 / (wp.abs(v0) + 1.0))))                <L 15>
                    var_30 = wp::atan(var_20);
                    var_31 = wp::abs(var_20);
                    var_33 = wp::add(var_31, var_32);
                    var_34 = wp::div(var_20, var_33);
                    var_35 = wp::add(var_30, var_34);
                    var_36 = wp::sin(var_35);
                    var_37 = wp::add(var_20, var_36);
                    // if v0 < v0:                                                                <L 16>
                    var_38 = (var_37 < var_37);
                    if (var_38) {
                        // continue                                                               <L 17>
                        wp::assign(var_20, var_37);
                        wp::assign(var_22, var_29);
                        goto start_while_2;
                    }
                    var_39 = wp::where(var_38, var_20, var_37);
                    var_40 = wp::where(var_38, var_22, var_29);
                    // v3 = (x0[(tid + 3) % x0.shape[0]] + wp.max(wp.length_sq(wp.vec3(-0.98, -1.88, -1.771)), (v0 - v0)))       <L 18>
                    var_42 = wp::add(var_0, var_41);
                    var_43 = &(var_x0.shape);
                    var_46 = wp::load(var_43);
                    var_45 = wp::extract(var_46, var_44);
                    var_47 = wp::mod(var_42, var_45);
                    var_48 = wp::address(var_x0, var_47);
                    var_52 = wp::vec_t<3, wp::float32>(var_49, var_50, var_51);
                    var_53 = wp::length_sq(var_52);
                    var_54 = wp::sub(var_39, var_39);
                    var_55 = wp::max(var_53, var_54);
                    var_57 = wp::load(var_48);
                    var_56 = wp::add(var_57, var_55);
                    wp::assign(var_20, var_39);
                    wp::assign(var_22, var_40);
        goto start_while_2;
        end_while_2:;
                // v4 = float(j1)                                                                 <L 19>
                var_58 = wp::float(var_17);
                wp::assign(var_15, var_20);
                goto start_for_0;
            end_for_0:;
            // w5 = int(0)                                                                        <L 20>
            var_60 = wp::int(var_59);
            // while w5 < 3:                                                                      <L 21>
        start_while_4:;
            var_62 = (var_60 < var_61);
        if ((var_62) == false) goto end_while_4;
                // w5 = w5 + 1                                                                    <L 22>
                var_64 = wp::add(var_60, var_63);
                // v0 = v0 + wp.cos((wp.erfcinv(wp.clamp(-0.5, 0.2, 1.8)) * v0))                  <L 23>
                var_68 = wp::clamp(var_65, var_66, var_67);
                var_69 = wp::erfcinv(var_68);
                var_70 = wp::mul(var_69, var_15);
                var_71 = wp::cos(var_70);
                var_72 = wp::add(var_15, var_71);
                // v0 = v0 + wp.tanh(v0)                                                          <L 24>
                var_73 = wp::tanh(var_72);
                var_74 = wp::add(var_72, var_73);
                wp::assign(var_15, var_74);
                wp::assign(var_60, var_64);
        goto start_while_4;
        end_while_4:;
        }
        var_75 = wp::where(var_4, var_15, var_2);
        // w6 = int(0)                                                                            <L 25>
        var_77 = wp::int(var_76);
        // while w6 < 5:                                                                          <L 26>
        start_while_6:;
        var_79 = (var_77 < var_78);
        if ((var_79) == false) goto end_while_6;
            // w6 = w6 + 1                                                                        <L 27>
            var_81 = wp::add(var_77, var_80);
            // v0 = v0 + wp.cos(wp.where((v0 <= v0) or (v0 <= 0.6), (v0 * v0), x0[(tid + 4) % x0.shape[0]]))       <L 28>
            var_83 = (var_75 <= var_75);
            var_82 = var_83;
            if (!var_82) {
                var_85 = (var_75 <= var_84);
                var_82 = var_82 || var_85;
            }
            var_86 = wp::mul(var_75, var_75);
            var_88 = wp::add(var_0, var_87);
            var_89 = &(var_x0.shape);
            var_92 = wp::load(var_89);
            var_91 = wp::extract(var_92, var_90);
            var_93 = wp::mod(var_88, var_91);
            var_94 = wp::address(var_x0, var_93);
            var_96 = wp::load(var_94);
            var_95 = wp::where(var_82, var_86, var_96);
            var_97 = wp::cos(var_95);
            var_98 = wp::add(var_75, var_97);
            // for j7 in range(n):                                                                <L 29>
            var_99 = wp::range(var_n);
            start_for_8:;
                if (iter_cmp(var_99) == 0) goto end_for_8;
                var_100 = wp::iter_next(var_99);
                // v0 = v0 + wp.sin((wp.vec3(v0, v0, v0)).z)                                      <L 30>
                var_101 = wp::vec_t<3, wp::float32>(var_98, var_98, var_98);
                var_103 = wp::extract(var_101, var_102);
                var_104 = wp::sin(var_103);
                var_105 = wp::add(var_98, var_104);
                // v8 = wp.atan2((v0 - (v0 - v0)), wp.abs(0.7) + 0.5)                             <L 31>
                var_106 = wp::sub(var_105, var_105);
                var_107 = wp::sub(var_105, var_106);
                var_109 = wp::abs(var_108);
                var_111 = wp::add(var_109, var_110);
                var_112 = wp::atan2(var_107, var_111);
                wp::assign(var_98, var_105);
                goto start_for_8;
            end_for_8:;
            // v9 = v0                                                                            <L 32>
            var_113 = wp::copy(var_98);
            wp::assign(var_75, var_98);
            wp::assign(var_77, var_81);
        goto start_while_6;
        end_while_6:;
        // if v0 > wp.abs(v0):                                                                    <L 33>
        var_114 = wp::abs(var_75);
        var_115 = (var_75 > var_114);
        if (var_115) {
            // v0 += wp.tanh(x0[(tid + 2) % x0.shape[0]])                                         <L 34>
            var_117 = wp::add(var_0, var_116);
            var_118 = &(var_x0.shape);
            var_121 = wp::load(var_118);
            var_120 = wp::extract(var_121, var_119);
            var_122 = wp::mod(var_117, var_120);
            var_123 = wp::address(var_x0, var_122);
            var_125 = wp::load(var_123);
            var_124 = wp::tanh(var_125);
            var_126 = wp::add(var_75, var_124);
            // for j10 in reversed(range(n)):                                                     <L 35>
            var_127 = wp::range(var_n);
            var_128 = wp::iter_reverse(var_127);
            start_for_10:;
                if (iter_cmp(var_128) == 0) goto end_for_10;
                var_129 = wp::iter_next(var_128);
                // v0 = v0 + wp.tanh((float(j10) - wp.round(v0)))                                 <L 36>
                var_130 = wp::float(var_129);
                var_131 = wp::round(var_126);
                var_132 = wp::sub(var_130, var_131);
                var_133 = wp::tanh(var_132);
                var_134 = wp::add(var_126, var_133);
                // if (v0 <= -0.401) or (v0 >= v0):                                               <L 37>
                var_137 = (var_134 <= var_136);
                var_135 = var_137;
                if (!var_135) {
                    var_138 = (var_134 >= var_134);
                    var_135 = var_135 || var_138;
                }
                if (var_135) {
                    // v0 = v0 + wp.sin(wp.clamp((v0 + v0), -0.25, 1.65))                         <L 38>
                    var_139 = wp::add(var_134, var_134);
                    var_142 = wp::clamp(var_139, var_140, var_141);
                    var_143 = wp::sin(var_142);
                    var_144 = wp::add(var_134, var_143);
                    // v11 = wp.cw_div(((wp.vec3(-0.5, 1.2, 0.789) - wp.vec3(-1.6, 1.256, 0.293)) / (wp.abs(v0) + 1.0)), wp.vec3(1.5, 3.0, -2.0))       <L 39>
                    var_148 = wp::vec_t<3, wp::float32>(var_145, var_146, var_147);
                    var_152 = wp::vec_t<3, wp::float32>(var_149, var_150, var_151);
                    var_153 = wp::sub(var_148, var_152);
                    var_154 = wp::abs(var_144);
                    var_156 = wp::add(var_154, var_155);
                    var_157 = wp::div(var_153, var_156);
                    var_161 = wp::vec_t<3, wp::float32>(var_158, var_159, var_160);
                    var_162 = wp::cw_div(var_157, var_161);
                    // v0 = v0 + wp.tanh(float((tid % 9)))                                        <L 40>
                    var_164 = wp::mod(var_0, var_163);
                    var_165 = wp::float(var_164);
                    var_166 = wp::tanh(var_165);
                    var_167 = wp::add(var_144, var_166);
                }
                var_168 = wp::where(var_135, var_167, var_134);
                // w12 = int(0)                                                                   <L 41>
                var_170 = wp::int(var_169);
                // while w12 < 5 and (v0 > v0):                                                   <L 42>
        start_while_12:;
                var_173 = (var_170 < var_172);
                var_171 = var_173;
                if (var_171) {
                    var_174 = (var_168 > var_168);
                    var_171 = var_171 && var_174;
                }
        if ((var_171) == false) goto end_while_12;
                    // w12 = w12 + 1                                                              <L 43>
                    var_176 = wp::add(var_170, var_175);
                    // v0 -= wp.tanh(((v0 + v0) + (v0 * v0))) * 0.8                               <L 44>
                    var_177 = wp::add(var_168, var_168);
                    var_178 = wp::mul(var_168, var_168);
                    var_179 = wp::add(var_177, var_178);
                    var_180 = wp::tanh(var_179);
                    var_182 = wp::mul(var_180, var_181);
                    var_183 = wp::sub(var_168, var_182);
                    // v0 = v0 + wp.sin(v0)                                                       <L 45>
                    var_184 = wp::sin(var_183);
                    var_185 = wp::add(var_183, var_184);
                    // if -0.43 > v0:                                                             <L 46>
                    var_187 = (var_186 > var_185);
                    if (var_187) {
                        // out0[tid] = v0 + wp.dot(wp.vec3(1.741, 0.223, -1.3), wp.vec3(-1.493, 0.3, -1.6)) * 1.11       <L 47>
                        var_191 = wp::vec_t<3, wp::float32>(var_188, var_189, var_190);
                        var_195 = wp::vec_t<3, wp::float32>(var_192, var_193, var_194);
                        var_196 = wp::dot(var_191, var_195);
                        var_198 = wp::mul(var_196, var_197);
                        var_199 = wp::add(var_185, var_198);
                        wp::array_store(var_out0, var_0, var_199);
                        // return                                                                 <L 48>
                        continue;
                    }
                    wp::assign(var_168, var_185);
                    wp::assign(var_170, var_176);
        goto start_while_12;
        end_while_12:;
                wp::assign(var_126, var_168);
                goto start_for_10;
            end_for_10:;
            // v13 = (wp.length_sq(wp.vec3(v0, v0, v0)) + -((v0 / (wp.abs(0.843) + 1.0))))        <L 49>
            var_200 = wp::vec_t<3, wp::float32>(var_126, var_126, var_126);
            var_201 = wp::length_sq(var_200);
            var_203 = wp::abs(var_202);
            var_205 = wp::add(var_203, var_204);
            var_206 = wp::div(var_126, var_205);
            var_207 = wp::neg(var_206);
            var_208 = wp::add(var_201, var_207);
        }
        if (!var_115) {
            // elif ((tid) % 3 == 0) or ((tid) % 3 == 0):                                         <L 50>
            var_211 = wp::mod(var_0, var_210);
            var_213 = (var_211 == var_212);
            var_209 = var_213;
            if (!var_209) {
                var_215 = wp::mod(var_0, var_214);
                var_217 = (var_215 == var_216);
                var_209 = var_209 || var_217;
            }
            if (var_209) {
                // v0 -= wp.cos((float(tid) / (wp.abs((v0 + v0)) + 1.0))) * 0.15                  <L 51>
                var_218 = wp::float(var_0);
                var_219 = wp::add(var_75, var_75);
                var_220 = wp::abs(var_219);
                var_222 = wp::add(var_220, var_221);
                var_223 = wp::div(var_218, var_222);
                var_224 = wp::cos(var_223);
                var_226 = wp::mul(var_224, var_225);
                var_227 = wp::sub(var_75, var_226);
                // if (v0 * v0) < wp.clamp(v0, -0.95, 0.55):                                      <L 52>
                var_228 = wp::mul(var_227, var_227);
                var_231 = wp::clamp(var_227, var_229, var_230);
                var_232 = (var_228 < var_231);
                if (var_232) {
                    // v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                                 <L 53>
                    var_234 = wp::add(var_0, var_233);
                    var_235 = &(var_x0.shape);
                    var_238 = wp::load(var_235);
                    var_237 = wp::extract(var_238, var_236);
                    var_239 = wp::mod(var_234, var_237);
                    var_240 = wp::address(var_x0, var_239);
                    var_242 = wp::load(var_240);
                    var_241 = wp::tanh(var_242);
                    var_243 = wp::add(var_227, var_241);
                    // w14 = int(0)                                                               <L 54>
                    var_245 = wp::int(var_244);
                    // while w14 < 3:                                                             <L 55>
        start_while_15:;
                    var_247 = (var_245 < var_246);
        if ((var_247) == false) goto end_while_15;
                        // w14 = w14 + 1                                                          <L 56>
                        var_249 = wp::add(var_245, var_248);
                        // v0 -= wp.sin(v0) * 0.58                                                <L 57>
                        var_250 = wp::sin(var_243);
                        var_252 = wp::mul(var_250, var_251);
                        var_253 = wp::sub(var_243, var_252);
                        // if v0 < 1.6:                                                           <L 58>
                        var_255 = (var_253 < var_254);
                        if (var_255) {
                            // return                                                             <L 59>
                            continue;
                        }
                        // v15 = wp.trunc(wp.dot(wp.normalize(wp.vec3(0.915, -1.2, 1.7)), wp.normalize(wp.vec3(0.867, 0.86, 0.82))))       <L 60>
                        var_259 = wp::vec_t<3, wp::float32>(var_256, var_257, var_258);
                        var_260 = wp::normalize(var_259);
                        var_264 = wp::vec_t<3, wp::float32>(var_261, var_262, var_263);
                        var_265 = wp::normalize(var_264);
                        var_266 = wp::dot(var_260, var_265);
                        var_267 = wp::trunc(var_266);
                        wp::assign(var_243, var_253);
                        wp::assign(var_245, var_249);
        goto start_while_15;
        end_while_15:;
                }
                if (!var_232) {
                    // v0 += wp.cos(((v0 + v0) + x0[(tid + 5) % x0.shape[0]]))                    <L 62>
                    var_268 = wp::add(var_227, var_227);
                    var_270 = wp::add(var_0, var_269);
                    var_271 = &(var_x0.shape);
                    var_274 = wp::load(var_271);
                    var_273 = wp::extract(var_274, var_272);
                    var_275 = wp::mod(var_270, var_273);
                    var_276 = wp::address(var_x0, var_275);
                    var_278 = wp::load(var_276);
                    var_277 = wp::add(var_268, var_278);
                    var_279 = wp::cos(var_277);
                    var_280 = wp::add(var_227, var_279);
                    // for j16 in reversed(range(n)):                                             <L 63>
                    var_281 = wp::range(var_n);
                    var_282 = wp::iter_reverse(var_281);
                    start_for_18:;
                        if (iter_cmp(var_282) == 0) goto end_for_18;
                        var_283 = wp::iter_next(var_282);
                        // v0 = v0 + wp.sin((wp.cosh(wp.clamp(v0, -3.0, 3.0)) - wp.length_sq(wp.vec3(-0.56))))       <L 64>
                        var_286 = wp::clamp(var_280, var_284, var_285);
                        var_287 = wp::cosh(var_286);
                        var_289 = wp::vec_t<3, wp::float32>(var_288);
                        var_290 = wp::length_sq(var_289);
                        var_291 = wp::sub(var_287, var_290);
                        var_292 = wp::sin(var_291);
                        var_293 = wp::add(var_280, var_292);
                        // if v0 < v0:                                                            <L 65>
                        var_294 = (var_293 < var_293);
                        if (var_294) {
                            // out0[tid] = v0 + wp.tanh(v0) * 0.29                                <L 66>
                            var_295 = wp::tanh(var_293);
                            var_297 = wp::mul(var_295, var_296);
                            var_298 = wp::add(var_293, var_297);
                            wp::array_store(var_out0, var_0, var_298);
                            // return                                                             <L 67>
                            continue;
                        }
                        // v17 = v0                                                               <L 68>
                        var_299 = wp::copy(var_293);
                        wp::assign(var_280, var_293);
                        goto start_for_18;
                    end_for_18:;
                    // v18 = v0                                                                   <L 69>
                    var_300 = wp::copy(var_280);
                }
                var_301 = wp::where(var_232, var_243, var_280);
            }
            if (!var_209) {
                // v0 = v0 + wp.tanh(wp.abs(wp.clamp(1.12, -0.73, 1.75)))                         <L 71>
                var_305 = wp::clamp(var_302, var_303, var_304);
                var_306 = wp::abs(var_305);
                var_307 = wp::tanh(var_306);
                var_308 = wp::add(var_75, var_307);
                // for j19 in reversed(range(n)):                                                 <L 72>
                var_309 = wp::range(var_n);
                var_310 = wp::iter_reverse(var_309);
                start_for_21:;
                    if (iter_cmp(var_310) == 0) goto end_for_21;
                    var_311 = wp::iter_next(var_310);
                    // v0 -= wp.sin(wp.length_sq((wp.vec3(1.2, -1.6, 0.4) / (wp.abs(v0) + 1.0)))) * 0.66       <L 73>
                    var_315 = wp::vec_t<3, wp::float32>(var_312, var_313, var_314);
                    var_316 = wp::abs(var_308);
                    var_318 = wp::add(var_316, var_317);
                    var_319 = wp::div(var_315, var_318);
                    var_320 = wp::length_sq(var_319);
                    var_321 = wp::sin(var_320);
                    var_323 = wp::mul(var_321, var_322);
                    var_324 = wp::sub(var_308, var_323);
                    // if (j19) % 2 == 0:                                                         <L 74>
                    var_326 = wp::mod(var_311, var_325);
                    var_328 = (var_326 == var_327);
                    if (var_328) {
                        // continue                                                               <L 75>
                        wp::assign(var_308, var_324);
                        goto start_for_21;
                    }
                    var_329 = wp::where(var_328, var_308, var_324);
                    wp::assign(var_308, var_329);
                    goto start_for_21;
                end_for_21:;
            }
            var_330 = wp::where(var_209, var_301, var_308);
        }
        var_331 = wp::where(var_115, var_126, var_330);
        // for j20 in range(0, n * 2, 2):                                                         <L 76>
        var_333 = wp::mul(var_n, var_332);
        var_336 = wp::range(var_334, var_333, var_335);
        start_for_23:;
            if (iter_cmp(var_336) == 0) goto end_for_23;
            var_337 = wp::iter_next(var_336);
            // v0 = v0 + wp.sin(wp.degrees(wp.trunc(1.4)))                                        <L 77>
            var_339 = wp::trunc(var_338);
            var_340 = wp::degrees(var_339);
            var_341 = wp::sin(var_340);
            var_342 = wp::add(var_331, var_341);
            // if (v0 > v0) or (v0 <= v0):                                                        <L 78>
            var_344 = (var_342 > var_342);
            var_343 = var_344;
            if (!var_343) {
                var_345 = (var_342 <= var_342);
                var_343 = var_343 || var_345;
            }
            if (var_343) {
                // out0[tid] = v0 + (wp.vec3(v0, -1.3, v0)).x * 1.02                              <L 79>
                var_347 = wp::vec_t<3, wp::float32>(var_342, var_346, var_342);
                var_349 = wp::extract(var_347, var_348);
                var_351 = wp::mul(var_349, var_350);
                var_352 = wp::add(var_342, var_351);
                wp::array_store(var_out0, var_0, var_352);
                // return                                                                         <L 80>
                continue;
            }
            // if not (v0 <= v0 or v0 > v0):                                                      <L 81>
            var_354 = (var_342 <= var_342);
            var_353 = var_354;
            if (!var_353) {
                var_355 = (var_342 > var_342);
                var_353 = var_353 || var_355;
            }
            var_356 = wp::unot(var_353);
            if (var_356) {
                // break                                                                          <L 82>
                wp::assign(var_331, var_342);
                goto end_for_23;
            }
            var_357 = wp::where(var_356, var_331, var_342);
            wp::assign(var_331, var_357);
            goto start_for_23;
        end_for_23:;
        // for j21 in range(6):                                                                   <L 83>
        // v0 += wp.tanh((wp.dot(wp.vec3(0.615, 0.1, 1.427), wp.vec3(1.808, -0.7, 0.5)) / (wp.abs(float(j21)) + 1.0)))       <L 84>
        var_362 = wp::vec_t<3, wp::float32>(var_359, var_360, var_361);
        var_366 = wp::vec_t<3, wp::float32>(var_363, var_364, var_365);
        var_367 = wp::dot(var_362, var_366);
        var_368 = wp::float(var_358);
        var_369 = wp::abs(var_368);
        var_371 = wp::add(var_369, var_370);
        var_372 = wp::div(var_367, var_371);
        var_373 = wp::tanh(var_372);
        var_374 = wp::add(var_331, var_373);
        var_379 = wp::vec_t<3, wp::float32>(var_376, var_377, var_378);
        var_383 = wp::vec_t<3, wp::float32>(var_380, var_381, var_382);
        var_384 = wp::dot(var_379, var_383);
        var_385 = wp::float(var_375);
        var_386 = wp::abs(var_385);
        var_388 = wp::add(var_386, var_387);
        var_389 = wp::div(var_384, var_388);
        var_390 = wp::tanh(var_389);
        var_391 = wp::add(var_374, var_390);
        var_396 = wp::vec_t<3, wp::float32>(var_393, var_394, var_395);
        var_400 = wp::vec_t<3, wp::float32>(var_397, var_398, var_399);
        var_401 = wp::dot(var_396, var_400);
        var_402 = wp::float(var_392);
        var_403 = wp::abs(var_402);
        var_405 = wp::add(var_403, var_404);
        var_406 = wp::div(var_401, var_405);
        var_407 = wp::tanh(var_406);
        var_408 = wp::add(var_391, var_407);
        var_413 = wp::vec_t<3, wp::float32>(var_410, var_411, var_412);
        var_417 = wp::vec_t<3, wp::float32>(var_414, var_415, var_416);
        var_418 = wp::dot(var_413, var_417);
        var_419 = wp::float(var_409);
        var_420 = wp::abs(var_419);
        var_422 = wp::add(var_420, var_421);
        var_423 = wp::div(var_418, var_422);
        var_424 = wp::tanh(var_423);
        var_425 = wp::add(var_408, var_424);
        var_430 = wp::vec_t<3, wp::float32>(var_427, var_428, var_429);
        var_434 = wp::vec_t<3, wp::float32>(var_431, var_432, var_433);
        var_435 = wp::dot(var_430, var_434);
        var_436 = wp::float(var_426);
        var_437 = wp::abs(var_436);
        var_439 = wp::add(var_437, var_438);
        var_440 = wp::div(var_435, var_439);
        var_441 = wp::tanh(var_440);
        var_442 = wp::add(var_425, var_441);
        var_447 = wp::vec_t<3, wp::float32>(var_444, var_445, var_446);
        var_451 = wp::vec_t<3, wp::float32>(var_448, var_449, var_450);
        var_452 = wp::dot(var_447, var_451);
        var_453 = wp::float(var_443);
        var_454 = wp::abs(var_453);
        var_456 = wp::add(var_454, var_455);
        var_457 = wp::div(var_452, var_456);
        var_458 = wp::tanh(var_457);
        var_459 = wp::add(var_442, var_458);
        // v22 = wp.erfinv(wp.clamp((v0 - 0.69), -0.8, 0.8))                                      <L 85>
        var_461 = wp::sub(var_459, var_460);
        var_464 = wp::clamp(var_461, var_462, var_463);
        var_465 = wp::erfinv(var_464);
        // out0[tid] = v0 + v22 + wp.mod(wp.atan2(v0, wp.abs(v22) + 0.5), wp.abs((v0 + v22)) + 1.0) * 1.11       <L 86>
        var_466 = wp::add(var_459, var_465);
        var_467 = wp::abs(var_465);
        var_469 = wp::add(var_467, var_468);
        var_470 = wp::atan2(var_459, var_469);
        var_471 = wp::add(var_459, var_465);
        var_472 = wp::abs(var_471);
        var_474 = wp::add(var_472, var_473);
        var_475 = wp::mod(var_470, var_474);
        var_477 = wp::mul(var_475, var_476);
        var_478 = wp::add(var_466, var_477);
        wp::array_store(var_out0, var_0, var_478);
    }
}



extern "C" __global__ void control_000002_6236e253_cuda_kernel_backward(
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
        wp::float32* var_1;
        wp::float32 var_2;
        wp::float32 var_3;
        bool var_4;
        const wp::int32 var_5 = 3;
        wp::int32 var_6;
        const wp::int32 var_7 = 0;
        bool var_8;
        bool var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        const wp::float32 var_13 = 0.44;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::range_t var_16;
        wp::int32 var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        const wp::int32 var_21 = 0;
        wp::int32 var_22;
        bool var_23;
        const wp::int32 var_24 = 3;
        bool var_25;
        const wp::float32 var_26 = 0.85;
        bool var_27;
        const wp::int32 var_28 = 1;
        wp::int32 var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        const wp::float32 var_32 = 1.0;
        wp::float32 var_33;
        wp::float32 var_34;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        bool var_38;
        wp::float32 var_39;
        wp::int32 var_40;
        const wp::int32 var_41 = 3;
        wp::int32 var_42;
        wp::shape_t* var_43;
        const wp::int32 var_44 = 0;
        wp::int32 var_45;
        wp::shape_t var_46;
        wp::int32 var_47;
        wp::float32* var_48;
        const wp::float32 var_49 = -0.98;
        const wp::float32 var_50 = -1.88;
        const wp::float32 var_51 = -1.771;
        wp::vec_t<3, wp::float32> var_52;
        wp::float32 var_53;
        wp::float32 var_54;
        wp::float32 var_55;
        wp::float32 var_56;
        wp::float32 var_57;
        wp::float32 var_58;
        const wp::int32 var_59 = 0;
        wp::int32 var_60;
        const wp::int32 var_61 = 3;
        bool var_62;
        const wp::int32 var_63 = 1;
        wp::int32 var_64;
        const wp::float32 var_65 = -0.5;
        const wp::float32 var_66 = 0.2;
        const wp::float32 var_67 = 1.8;
        wp::float32 var_68;
        wp::float32 var_69;
        wp::float32 var_70;
        wp::float32 var_71;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        wp::float32 var_75;
        const wp::int32 var_76 = 0;
        wp::int32 var_77;
        const wp::int32 var_78 = 5;
        bool var_79;
        const wp::int32 var_80 = 1;
        wp::int32 var_81;
        bool var_82;
        bool var_83;
        const wp::float32 var_84 = 0.6;
        bool var_85;
        wp::float32 var_86;
        const wp::int32 var_87 = 4;
        wp::int32 var_88;
        wp::shape_t* var_89;
        const wp::int32 var_90 = 0;
        wp::int32 var_91;
        wp::shape_t var_92;
        wp::int32 var_93;
        wp::float32* var_94;
        wp::float32 var_95;
        wp::float32 var_96;
        wp::float32 var_97;
        wp::float32 var_98;
        wp::range_t var_99;
        wp::int32 var_100;
        wp::vec_t<3, wp::float32> var_101;
        const wp::int32 var_102 = 2;
        wp::float32 var_103;
        wp::float32 var_104;
        wp::float32 var_105;
        wp::float32 var_106;
        wp::float32 var_107;
        const wp::float32 var_108 = 0.7;
        wp::float32 var_109;
        const wp::float32 var_110 = 0.5;
        wp::float32 var_111;
        wp::float32 var_112;
        wp::float32 var_113;
        wp::float32 var_114;
        bool var_115;
        const wp::int32 var_116 = 2;
        wp::int32 var_117;
        wp::shape_t* var_118;
        const wp::int32 var_119 = 0;
        wp::int32 var_120;
        wp::shape_t var_121;
        wp::int32 var_122;
        wp::float32* var_123;
        wp::float32 var_124;
        wp::float32 var_125;
        wp::float32 var_126;
        wp::range_t var_127;
        wp::range_t var_128;
        wp::int32 var_129;
        wp::float32 var_130;
        wp::float32 var_131;
        wp::float32 var_132;
        wp::float32 var_133;
        wp::float32 var_134;
        bool var_135;
        const wp::float32 var_136 = -0.401;
        bool var_137;
        bool var_138;
        wp::float32 var_139;
        const wp::float32 var_140 = -0.25;
        const wp::float32 var_141 = 1.65;
        wp::float32 var_142;
        wp::float32 var_143;
        wp::float32 var_144;
        const wp::float32 var_145 = -0.5;
        const wp::float32 var_146 = 1.2;
        const wp::float32 var_147 = 0.789;
        wp::vec_t<3, wp::float32> var_148;
        const wp::float32 var_149 = -1.6;
        const wp::float32 var_150 = 1.256;
        const wp::float32 var_151 = 0.293;
        wp::vec_t<3, wp::float32> var_152;
        wp::vec_t<3, wp::float32> var_153;
        wp::float32 var_154;
        const wp::float32 var_155 = 1.0;
        wp::float32 var_156;
        wp::vec_t<3, wp::float32> var_157;
        const wp::float32 var_158 = 1.5;
        const wp::float32 var_159 = 3.0;
        const wp::float32 var_160 = -2.0;
        wp::vec_t<3, wp::float32> var_161;
        wp::vec_t<3, wp::float32> var_162;
        const wp::int32 var_163 = 9;
        wp::int32 var_164;
        wp::float32 var_165;
        wp::float32 var_166;
        wp::float32 var_167;
        wp::float32 var_168;
        const wp::int32 var_169 = 0;
        wp::int32 var_170;
        bool var_171;
        const wp::int32 var_172 = 5;
        bool var_173;
        bool var_174;
        const wp::int32 var_175 = 1;
        wp::int32 var_176;
        wp::float32 var_177;
        wp::float32 var_178;
        wp::float32 var_179;
        wp::float32 var_180;
        const wp::float32 var_181 = 0.8;
        wp::float32 var_182;
        wp::float32 var_183;
        wp::float32 var_184;
        wp::float32 var_185;
        const wp::float32 var_186 = -0.43;
        bool var_187;
        const wp::float32 var_188 = 1.741;
        const wp::float32 var_189 = 0.223;
        const wp::float32 var_190 = -1.3;
        wp::vec_t<3, wp::float32> var_191;
        const wp::float32 var_192 = -1.493;
        const wp::float32 var_193 = 0.3;
        const wp::float32 var_194 = -1.6;
        wp::vec_t<3, wp::float32> var_195;
        wp::float32 var_196;
        const wp::float32 var_197 = 1.11;
        wp::float32 var_198;
        wp::float32 var_199;
        wp::vec_t<3, wp::float32> var_200;
        wp::float32 var_201;
        const wp::float32 var_202 = 0.843;
        wp::float32 var_203;
        const wp::float32 var_204 = 1.0;
        wp::float32 var_205;
        wp::float32 var_206;
        wp::float32 var_207;
        wp::float32 var_208;
        bool var_209;
        const wp::int32 var_210 = 3;
        wp::int32 var_211;
        const wp::int32 var_212 = 0;
        bool var_213;
        const wp::int32 var_214 = 3;
        wp::int32 var_215;
        const wp::int32 var_216 = 0;
        bool var_217;
        wp::float32 var_218;
        wp::float32 var_219;
        wp::float32 var_220;
        const wp::float32 var_221 = 1.0;
        wp::float32 var_222;
        wp::float32 var_223;
        wp::float32 var_224;
        const wp::float32 var_225 = 0.15;
        wp::float32 var_226;
        wp::float32 var_227;
        wp::float32 var_228;
        const wp::float32 var_229 = -0.95;
        const wp::float32 var_230 = 0.55;
        wp::float32 var_231;
        bool var_232;
        const wp::int32 var_233 = 1;
        wp::int32 var_234;
        wp::shape_t* var_235;
        const wp::int32 var_236 = 0;
        wp::int32 var_237;
        wp::shape_t var_238;
        wp::int32 var_239;
        wp::float32* var_240;
        wp::float32 var_241;
        wp::float32 var_242;
        wp::float32 var_243;
        const wp::int32 var_244 = 0;
        wp::int32 var_245;
        const wp::int32 var_246 = 3;
        bool var_247;
        const wp::int32 var_248 = 1;
        wp::int32 var_249;
        wp::float32 var_250;
        const wp::float32 var_251 = 0.58;
        wp::float32 var_252;
        wp::float32 var_253;
        const wp::float32 var_254 = 1.6;
        bool var_255;
        const wp::float32 var_256 = 0.915;
        const wp::float32 var_257 = -1.2;
        const wp::float32 var_258 = 1.7;
        wp::vec_t<3, wp::float32> var_259;
        wp::vec_t<3, wp::float32> var_260;
        const wp::float32 var_261 = 0.867;
        const wp::float32 var_262 = 0.86;
        const wp::float32 var_263 = 0.82;
        wp::vec_t<3, wp::float32> var_264;
        wp::vec_t<3, wp::float32> var_265;
        wp::float32 var_266;
        wp::float32 var_267;
        wp::float32 var_268;
        const wp::int32 var_269 = 5;
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
        wp::float32 var_280;
        wp::range_t var_281;
        wp::range_t var_282;
        wp::int32 var_283;
        const wp::float32 var_284 = -3.0;
        const wp::float32 var_285 = 3.0;
        wp::float32 var_286;
        wp::float32 var_287;
        const wp::float32 var_288 = -0.56;
        wp::vec_t<3, wp::float32> var_289;
        wp::float32 var_290;
        wp::float32 var_291;
        wp::float32 var_292;
        wp::float32 var_293;
        bool var_294;
        wp::float32 var_295;
        const wp::float32 var_296 = 0.29;
        wp::float32 var_297;
        wp::float32 var_298;
        wp::float32 var_299;
        wp::float32 var_300;
        wp::float32 var_301;
        const wp::float32 var_302 = 1.12;
        const wp::float32 var_303 = -0.73;
        const wp::float32 var_304 = 1.75;
        wp::float32 var_305;
        wp::float32 var_306;
        wp::float32 var_307;
        wp::float32 var_308;
        wp::range_t var_309;
        wp::range_t var_310;
        wp::int32 var_311;
        const wp::float32 var_312 = 1.2;
        const wp::float32 var_313 = -1.6;
        const wp::float32 var_314 = 0.4;
        wp::vec_t<3, wp::float32> var_315;
        wp::float32 var_316;
        const wp::float32 var_317 = 1.0;
        wp::float32 var_318;
        wp::vec_t<3, wp::float32> var_319;
        wp::float32 var_320;
        wp::float32 var_321;
        const wp::float32 var_322 = 0.66;
        wp::float32 var_323;
        wp::float32 var_324;
        const wp::int32 var_325 = 2;
        wp::int32 var_326;
        const wp::int32 var_327 = 0;
        bool var_328;
        wp::float32 var_329;
        wp::float32 var_330;
        wp::float32 var_331;
        const wp::int32 var_332 = 2;
        wp::int32 var_333;
        const wp::int32 var_334 = 0;
        const wp::int32 var_335 = 2;
        wp::range_t var_336;
        wp::int32 var_337;
        const wp::float32 var_338 = 1.4;
        wp::float32 var_339;
        wp::float32 var_340;
        wp::float32 var_341;
        wp::float32 var_342;
        bool var_343;
        bool var_344;
        bool var_345;
        const wp::float32 var_346 = -1.3;
        wp::vec_t<3, wp::float32> var_347;
        const wp::int32 var_348 = 0;
        wp::float32 var_349;
        const wp::float32 var_350 = 1.02;
        wp::float32 var_351;
        wp::float32 var_352;
        bool var_353;
        bool var_354;
        bool var_355;
        bool var_356;
        wp::float32 var_357;
        const wp::int32 var_358 = 0;
        const wp::float32 var_359 = 0.615;
        const wp::float32 var_360 = 0.1;
        const wp::float32 var_361 = 1.427;
        wp::vec_t<3, wp::float32> var_362;
        const wp::float32 var_363 = 1.808;
        const wp::float32 var_364 = -0.7;
        const wp::float32 var_365 = 0.5;
        wp::vec_t<3, wp::float32> var_366;
        wp::float32 var_367;
        wp::float32 var_368;
        wp::float32 var_369;
        const wp::float32 var_370 = 1.0;
        wp::float32 var_371;
        wp::float32 var_372;
        wp::float32 var_373;
        wp::float32 var_374;
        const wp::int32 var_375 = 1;
        const wp::float32 var_376 = 0.615;
        const wp::float32 var_377 = 0.1;
        const wp::float32 var_378 = 1.427;
        wp::vec_t<3, wp::float32> var_379;
        const wp::float32 var_380 = 1.808;
        const wp::float32 var_381 = -0.7;
        const wp::float32 var_382 = 0.5;
        wp::vec_t<3, wp::float32> var_383;
        wp::float32 var_384;
        wp::float32 var_385;
        wp::float32 var_386;
        const wp::float32 var_387 = 1.0;
        wp::float32 var_388;
        wp::float32 var_389;
        wp::float32 var_390;
        wp::float32 var_391;
        const wp::int32 var_392 = 2;
        const wp::float32 var_393 = 0.615;
        const wp::float32 var_394 = 0.1;
        const wp::float32 var_395 = 1.427;
        wp::vec_t<3, wp::float32> var_396;
        const wp::float32 var_397 = 1.808;
        const wp::float32 var_398 = -0.7;
        const wp::float32 var_399 = 0.5;
        wp::vec_t<3, wp::float32> var_400;
        wp::float32 var_401;
        wp::float32 var_402;
        wp::float32 var_403;
        const wp::float32 var_404 = 1.0;
        wp::float32 var_405;
        wp::float32 var_406;
        wp::float32 var_407;
        wp::float32 var_408;
        const wp::int32 var_409 = 3;
        const wp::float32 var_410 = 0.615;
        const wp::float32 var_411 = 0.1;
        const wp::float32 var_412 = 1.427;
        wp::vec_t<3, wp::float32> var_413;
        const wp::float32 var_414 = 1.808;
        const wp::float32 var_415 = -0.7;
        const wp::float32 var_416 = 0.5;
        wp::vec_t<3, wp::float32> var_417;
        wp::float32 var_418;
        wp::float32 var_419;
        wp::float32 var_420;
        const wp::float32 var_421 = 1.0;
        wp::float32 var_422;
        wp::float32 var_423;
        wp::float32 var_424;
        wp::float32 var_425;
        const wp::int32 var_426 = 4;
        const wp::float32 var_427 = 0.615;
        const wp::float32 var_428 = 0.1;
        const wp::float32 var_429 = 1.427;
        wp::vec_t<3, wp::float32> var_430;
        const wp::float32 var_431 = 1.808;
        const wp::float32 var_432 = -0.7;
        const wp::float32 var_433 = 0.5;
        wp::vec_t<3, wp::float32> var_434;
        wp::float32 var_435;
        wp::float32 var_436;
        wp::float32 var_437;
        const wp::float32 var_438 = 1.0;
        wp::float32 var_439;
        wp::float32 var_440;
        wp::float32 var_441;
        wp::float32 var_442;
        const wp::int32 var_443 = 5;
        const wp::float32 var_444 = 0.615;
        const wp::float32 var_445 = 0.1;
        const wp::float32 var_446 = 1.427;
        wp::vec_t<3, wp::float32> var_447;
        const wp::float32 var_448 = 1.808;
        const wp::float32 var_449 = -0.7;
        const wp::float32 var_450 = 0.5;
        wp::vec_t<3, wp::float32> var_451;
        wp::float32 var_452;
        wp::float32 var_453;
        wp::float32 var_454;
        const wp::float32 var_455 = 1.0;
        wp::float32 var_456;
        wp::float32 var_457;
        wp::float32 var_458;
        wp::float32 var_459;
        const wp::float32 var_460 = 0.69;
        wp::float32 var_461;
        const wp::float32 var_462 = -0.8;
        const wp::float32 var_463 = 0.8;
        wp::float32 var_464;
        wp::float32 var_465;
        wp::float32 var_466;
        wp::float32 var_467;
        const wp::float32 var_468 = 0.5;
        wp::float32 var_469;
        wp::float32 var_470;
        wp::float32 var_471;
        wp::float32 var_472;
        const wp::float32 var_473 = 1.0;
        wp::float32 var_474;
        wp::float32 var_475;
        const wp::float32 var_476 = 1.11;
        wp::float32 var_477;
        wp::float32 var_478;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        bool adj_4 = {};
        wp::int32 adj_5 = {};
        wp::int32 adj_6 = {};
        wp::int32 adj_7 = {};
        bool adj_8 = {};
        bool adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::range_t adj_16 = {};
        wp::int32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::int32 adj_21 = {};
        wp::int32 adj_22 = {};
        bool adj_23 = {};
        wp::int32 adj_24 = {};
        bool adj_25 = {};
        wp::float32 adj_26 = {};
        bool adj_27 = {};
        wp::int32 adj_28 = {};
        wp::int32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        bool adj_38 = {};
        wp::float32 adj_39 = {};
        wp::int32 adj_40 = {};
        wp::int32 adj_41 = {};
        wp::int32 adj_42 = {};
        wp::shape_t adj_43 = {};
        wp::int32 adj_44 = {};
        wp::int32 adj_45 = {};
        wp::shape_t adj_46 = {};
        wp::int32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::vec_t<3, wp::float32> adj_52 = {};
        wp::float32 adj_53 = {};
        wp::float32 adj_54 = {};
        wp::float32 adj_55 = {};
        wp::float32 adj_56 = {};
        wp::float32 adj_57 = {};
        wp::float32 adj_58 = {};
        wp::int32 adj_59 = {};
        wp::int32 adj_60 = {};
        wp::int32 adj_61 = {};
        bool adj_62 = {};
        wp::int32 adj_63 = {};
        wp::int32 adj_64 = {};
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
        wp::int32 adj_76 = {};
        wp::int32 adj_77 = {};
        wp::int32 adj_78 = {};
        bool adj_79 = {};
        wp::int32 adj_80 = {};
        wp::int32 adj_81 = {};
        bool adj_82 = {};
        bool adj_83 = {};
        wp::float32 adj_84 = {};
        bool adj_85 = {};
        wp::float32 adj_86 = {};
        wp::int32 adj_87 = {};
        wp::int32 adj_88 = {};
        wp::shape_t adj_89 = {};
        wp::int32 adj_90 = {};
        wp::int32 adj_91 = {};
        wp::shape_t adj_92 = {};
        wp::int32 adj_93 = {};
        wp::float32 adj_94 = {};
        wp::float32 adj_95 = {};
        wp::float32 adj_96 = {};
        wp::float32 adj_97 = {};
        wp::float32 adj_98 = {};
        wp::range_t adj_99 = {};
        wp::int32 adj_100 = {};
        wp::vec_t<3, wp::float32> adj_101 = {};
        wp::int32 adj_102 = {};
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
        wp::float32 adj_113 = {};
        wp::float32 adj_114 = {};
        bool adj_115 = {};
        wp::int32 adj_116 = {};
        wp::int32 adj_117 = {};
        wp::shape_t adj_118 = {};
        wp::int32 adj_119 = {};
        wp::int32 adj_120 = {};
        wp::shape_t adj_121 = {};
        wp::int32 adj_122 = {};
        wp::float32 adj_123 = {};
        wp::float32 adj_124 = {};
        wp::float32 adj_125 = {};
        wp::float32 adj_126 = {};
        wp::range_t adj_127 = {};
        wp::range_t adj_128 = {};
        wp::int32 adj_129 = {};
        wp::float32 adj_130 = {};
        wp::float32 adj_131 = {};
        wp::float32 adj_132 = {};
        wp::float32 adj_133 = {};
        wp::float32 adj_134 = {};
        bool adj_135 = {};
        wp::float32 adj_136 = {};
        bool adj_137 = {};
        bool adj_138 = {};
        wp::float32 adj_139 = {};
        wp::float32 adj_140 = {};
        wp::float32 adj_141 = {};
        wp::float32 adj_142 = {};
        wp::float32 adj_143 = {};
        wp::float32 adj_144 = {};
        wp::float32 adj_145 = {};
        wp::float32 adj_146 = {};
        wp::float32 adj_147 = {};
        wp::vec_t<3, wp::float32> adj_148 = {};
        wp::float32 adj_149 = {};
        wp::float32 adj_150 = {};
        wp::float32 adj_151 = {};
        wp::vec_t<3, wp::float32> adj_152 = {};
        wp::vec_t<3, wp::float32> adj_153 = {};
        wp::float32 adj_154 = {};
        wp::float32 adj_155 = {};
        wp::float32 adj_156 = {};
        wp::vec_t<3, wp::float32> adj_157 = {};
        wp::float32 adj_158 = {};
        wp::float32 adj_159 = {};
        wp::float32 adj_160 = {};
        wp::vec_t<3, wp::float32> adj_161 = {};
        wp::vec_t<3, wp::float32> adj_162 = {};
        wp::int32 adj_163 = {};
        wp::int32 adj_164 = {};
        wp::float32 adj_165 = {};
        wp::float32 adj_166 = {};
        wp::float32 adj_167 = {};
        wp::float32 adj_168 = {};
        wp::int32 adj_169 = {};
        wp::int32 adj_170 = {};
        bool adj_171 = {};
        wp::int32 adj_172 = {};
        bool adj_173 = {};
        bool adj_174 = {};
        wp::int32 adj_175 = {};
        wp::int32 adj_176 = {};
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
        bool adj_187 = {};
        wp::float32 adj_188 = {};
        wp::float32 adj_189 = {};
        wp::float32 adj_190 = {};
        wp::vec_t<3, wp::float32> adj_191 = {};
        wp::float32 adj_192 = {};
        wp::float32 adj_193 = {};
        wp::float32 adj_194 = {};
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
        wp::float32 adj_205 = {};
        wp::float32 adj_206 = {};
        wp::float32 adj_207 = {};
        wp::float32 adj_208 = {};
        bool adj_209 = {};
        wp::int32 adj_210 = {};
        wp::int32 adj_211 = {};
        wp::int32 adj_212 = {};
        bool adj_213 = {};
        wp::int32 adj_214 = {};
        wp::int32 adj_215 = {};
        wp::int32 adj_216 = {};
        bool adj_217 = {};
        wp::float32 adj_218 = {};
        wp::float32 adj_219 = {};
        wp::float32 adj_220 = {};
        wp::float32 adj_221 = {};
        wp::float32 adj_222 = {};
        wp::float32 adj_223 = {};
        wp::float32 adj_224 = {};
        wp::float32 adj_225 = {};
        wp::float32 adj_226 = {};
        wp::float32 adj_227 = {};
        wp::float32 adj_228 = {};
        wp::float32 adj_229 = {};
        wp::float32 adj_230 = {};
        wp::float32 adj_231 = {};
        bool adj_232 = {};
        wp::int32 adj_233 = {};
        wp::int32 adj_234 = {};
        wp::shape_t adj_235 = {};
        wp::int32 adj_236 = {};
        wp::int32 adj_237 = {};
        wp::shape_t adj_238 = {};
        wp::int32 adj_239 = {};
        wp::float32 adj_240 = {};
        wp::float32 adj_241 = {};
        wp::float32 adj_242 = {};
        wp::float32 adj_243 = {};
        wp::int32 adj_244 = {};
        wp::int32 adj_245 = {};
        wp::int32 adj_246 = {};
        bool adj_247 = {};
        wp::int32 adj_248 = {};
        wp::int32 adj_249 = {};
        wp::float32 adj_250 = {};
        wp::float32 adj_251 = {};
        wp::float32 adj_252 = {};
        wp::float32 adj_253 = {};
        wp::float32 adj_254 = {};
        bool adj_255 = {};
        wp::float32 adj_256 = {};
        wp::float32 adj_257 = {};
        wp::float32 adj_258 = {};
        wp::vec_t<3, wp::float32> adj_259 = {};
        wp::vec_t<3, wp::float32> adj_260 = {};
        wp::float32 adj_261 = {};
        wp::float32 adj_262 = {};
        wp::float32 adj_263 = {};
        wp::vec_t<3, wp::float32> adj_264 = {};
        wp::vec_t<3, wp::float32> adj_265 = {};
        wp::float32 adj_266 = {};
        wp::float32 adj_267 = {};
        wp::float32 adj_268 = {};
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
        wp::range_t adj_281 = {};
        wp::range_t adj_282 = {};
        wp::int32 adj_283 = {};
        wp::float32 adj_284 = {};
        wp::float32 adj_285 = {};
        wp::float32 adj_286 = {};
        wp::float32 adj_287 = {};
        wp::float32 adj_288 = {};
        wp::vec_t<3, wp::float32> adj_289 = {};
        wp::float32 adj_290 = {};
        wp::float32 adj_291 = {};
        wp::float32 adj_292 = {};
        wp::float32 adj_293 = {};
        bool adj_294 = {};
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
        wp::range_t adj_309 = {};
        wp::range_t adj_310 = {};
        wp::int32 adj_311 = {};
        wp::float32 adj_312 = {};
        wp::float32 adj_313 = {};
        wp::float32 adj_314 = {};
        wp::vec_t<3, wp::float32> adj_315 = {};
        wp::float32 adj_316 = {};
        wp::float32 adj_317 = {};
        wp::float32 adj_318 = {};
        wp::vec_t<3, wp::float32> adj_319 = {};
        wp::float32 adj_320 = {};
        wp::float32 adj_321 = {};
        wp::float32 adj_322 = {};
        wp::float32 adj_323 = {};
        wp::float32 adj_324 = {};
        wp::int32 adj_325 = {};
        wp::int32 adj_326 = {};
        wp::int32 adj_327 = {};
        bool adj_328 = {};
        wp::float32 adj_329 = {};
        wp::float32 adj_330 = {};
        wp::float32 adj_331 = {};
        wp::int32 adj_332 = {};
        wp::int32 adj_333 = {};
        wp::int32 adj_334 = {};
        wp::int32 adj_335 = {};
        wp::range_t adj_336 = {};
        wp::int32 adj_337 = {};
        wp::float32 adj_338 = {};
        wp::float32 adj_339 = {};
        wp::float32 adj_340 = {};
        wp::float32 adj_341 = {};
        wp::float32 adj_342 = {};
        bool adj_343 = {};
        bool adj_344 = {};
        bool adj_345 = {};
        wp::float32 adj_346 = {};
        wp::vec_t<3, wp::float32> adj_347 = {};
        wp::int32 adj_348 = {};
        wp::float32 adj_349 = {};
        wp::float32 adj_350 = {};
        wp::float32 adj_351 = {};
        wp::float32 adj_352 = {};
        bool adj_353 = {};
        bool adj_354 = {};
        bool adj_355 = {};
        bool adj_356 = {};
        wp::float32 adj_357 = {};
        wp::int32 adj_358 = {};
        wp::float32 adj_359 = {};
        wp::float32 adj_360 = {};
        wp::float32 adj_361 = {};
        wp::vec_t<3, wp::float32> adj_362 = {};
        wp::float32 adj_363 = {};
        wp::float32 adj_364 = {};
        wp::float32 adj_365 = {};
        wp::vec_t<3, wp::float32> adj_366 = {};
        wp::float32 adj_367 = {};
        wp::float32 adj_368 = {};
        wp::float32 adj_369 = {};
        wp::float32 adj_370 = {};
        wp::float32 adj_371 = {};
        wp::float32 adj_372 = {};
        wp::float32 adj_373 = {};
        wp::float32 adj_374 = {};
        wp::int32 adj_375 = {};
        wp::float32 adj_376 = {};
        wp::float32 adj_377 = {};
        wp::float32 adj_378 = {};
        wp::vec_t<3, wp::float32> adj_379 = {};
        wp::float32 adj_380 = {};
        wp::float32 adj_381 = {};
        wp::float32 adj_382 = {};
        wp::vec_t<3, wp::float32> adj_383 = {};
        wp::float32 adj_384 = {};
        wp::float32 adj_385 = {};
        wp::float32 adj_386 = {};
        wp::float32 adj_387 = {};
        wp::float32 adj_388 = {};
        wp::float32 adj_389 = {};
        wp::float32 adj_390 = {};
        wp::float32 adj_391 = {};
        wp::int32 adj_392 = {};
        wp::float32 adj_393 = {};
        wp::float32 adj_394 = {};
        wp::float32 adj_395 = {};
        wp::vec_t<3, wp::float32> adj_396 = {};
        wp::float32 adj_397 = {};
        wp::float32 adj_398 = {};
        wp::float32 adj_399 = {};
        wp::vec_t<3, wp::float32> adj_400 = {};
        wp::float32 adj_401 = {};
        wp::float32 adj_402 = {};
        wp::float32 adj_403 = {};
        wp::float32 adj_404 = {};
        wp::float32 adj_405 = {};
        wp::float32 adj_406 = {};
        wp::float32 adj_407 = {};
        wp::float32 adj_408 = {};
        wp::int32 adj_409 = {};
        wp::float32 adj_410 = {};
        wp::float32 adj_411 = {};
        wp::float32 adj_412 = {};
        wp::vec_t<3, wp::float32> adj_413 = {};
        wp::float32 adj_414 = {};
        wp::float32 adj_415 = {};
        wp::float32 adj_416 = {};
        wp::vec_t<3, wp::float32> adj_417 = {};
        wp::float32 adj_418 = {};
        wp::float32 adj_419 = {};
        wp::float32 adj_420 = {};
        wp::float32 adj_421 = {};
        wp::float32 adj_422 = {};
        wp::float32 adj_423 = {};
        wp::float32 adj_424 = {};
        wp::float32 adj_425 = {};
        wp::int32 adj_426 = {};
        wp::float32 adj_427 = {};
        wp::float32 adj_428 = {};
        wp::float32 adj_429 = {};
        wp::vec_t<3, wp::float32> adj_430 = {};
        wp::float32 adj_431 = {};
        wp::float32 adj_432 = {};
        wp::float32 adj_433 = {};
        wp::vec_t<3, wp::float32> adj_434 = {};
        wp::float32 adj_435 = {};
        wp::float32 adj_436 = {};
        wp::float32 adj_437 = {};
        wp::float32 adj_438 = {};
        wp::float32 adj_439 = {};
        wp::float32 adj_440 = {};
        wp::float32 adj_441 = {};
        wp::float32 adj_442 = {};
        wp::int32 adj_443 = {};
        wp::float32 adj_444 = {};
        wp::float32 adj_445 = {};
        wp::float32 adj_446 = {};
        wp::vec_t<3, wp::float32> adj_447 = {};
        wp::float32 adj_448 = {};
        wp::float32 adj_449 = {};
        wp::float32 adj_450 = {};
        wp::vec_t<3, wp::float32> adj_451 = {};
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
        wp::float32 adj_476 = {};
        wp::float32 adj_477 = {};
        wp::float32 adj_478 = {};
        //---------
        // forward
        // def control_000002(x0: wp.array(dtype=float), n: int, out0: wp.array(dtype=float)):       <L 5>
        // tid = wp.tid()                                                                         <L 6>
        var_0 = builtin_tid1d();
        // v0 = x0[tid]                                                                           <L 7>
        var_1 = wp::address(var_x0, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // if ((tid) % 3 == 0) or (v0 >= v0):                                                     <L 8>
        var_6 = wp::mod(var_0, var_5);
        var_8 = (var_6 == var_7);
        var_4 = var_8;
        if (!var_4) {
            var_9 = (var_2 >= var_2);
            var_4 = var_4 || var_9;
        }
        if (var_4) {
            // v0 -= wp.tanh((v0 - wp.tanh(v0))) * 0.44                                           <L 9>
            var_10 = wp::tanh(var_2);
            var_11 = wp::sub(var_2, var_10);
            var_12 = wp::tanh(var_11);
            var_14 = wp::mul(var_12, var_13);
            var_15 = wp::sub(var_2, var_14);
            // for j1 in range(n):                                                                <L 10>
            var_16 = wp::range(var_n);
            // w5 = int(0)                                                                        <L 20>
            var_60 = wp::int(var_59);
            // while w5 < 3:                                                                      <L 21>
        }
        var_75 = wp::where(var_4, var_15, var_2);
        // w6 = int(0)                                                                            <L 25>
        var_77 = wp::int(var_76);
        // while w6 < 5:                                                                          <L 26>
        // if v0 > wp.abs(v0):                                                                    <L 33>
        var_114 = wp::abs(var_75);
        var_115 = (var_75 > var_114);
        if (var_115) {
            // v0 += wp.tanh(x0[(tid + 2) % x0.shape[0]])                                         <L 34>
            var_117 = wp::add(var_0, var_116);
            var_118 = &(var_x0.shape);
            var_121 = wp::load(var_118);
            var_120 = wp::extract(var_121, var_119);
            var_122 = wp::mod(var_117, var_120);
            var_123 = wp::address(var_x0, var_122);
            var_125 = wp::load(var_123);
            var_124 = wp::tanh(var_125);
            var_126 = wp::add(var_75, var_124);
            // for j10 in reversed(range(n)):                                                     <L 35>
            var_127 = wp::range(var_n);
            var_128 = wp::iter_reverse(var_127);
            // v13 = (wp.length_sq(wp.vec3(v0, v0, v0)) + -((v0 / (wp.abs(0.843) + 1.0))))        <L 49>
            var_200 = wp::vec_t<3, wp::float32>(var_126, var_126, var_126);
            var_201 = wp::length_sq(var_200);
            var_203 = wp::abs(var_202);
            var_205 = wp::add(var_203, var_204);
            var_206 = wp::div(var_126, var_205);
            var_207 = wp::neg(var_206);
            var_208 = wp::add(var_201, var_207);
        }
        if (!var_115) {
            // elif ((tid) % 3 == 0) or ((tid) % 3 == 0):                                         <L 50>
            var_211 = wp::mod(var_0, var_210);
            var_213 = (var_211 == var_212);
            var_209 = var_213;
            if (!var_209) {
                var_215 = wp::mod(var_0, var_214);
                var_217 = (var_215 == var_216);
                var_209 = var_209 || var_217;
            }
            if (var_209) {
                // v0 -= wp.cos((float(tid) / (wp.abs((v0 + v0)) + 1.0))) * 0.15                  <L 51>
                var_218 = wp::float(var_0);
                var_219 = wp::add(var_75, var_75);
                var_220 = wp::abs(var_219);
                var_222 = wp::add(var_220, var_221);
                var_223 = wp::div(var_218, var_222);
                var_224 = wp::cos(var_223);
                var_226 = wp::mul(var_224, var_225);
                var_227 = wp::sub(var_75, var_226);
                // if (v0 * v0) < wp.clamp(v0, -0.95, 0.55):                                      <L 52>
                var_228 = wp::mul(var_227, var_227);
                var_231 = wp::clamp(var_227, var_229, var_230);
                var_232 = (var_228 < var_231);
                if (var_232) {
                    // v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                                 <L 53>
                    var_234 = wp::add(var_0, var_233);
                    var_235 = &(var_x0.shape);
                    var_238 = wp::load(var_235);
                    var_237 = wp::extract(var_238, var_236);
                    var_239 = wp::mod(var_234, var_237);
                    var_240 = wp::address(var_x0, var_239);
                    var_242 = wp::load(var_240);
                    var_241 = wp::tanh(var_242);
                    var_243 = wp::add(var_227, var_241);
                    // w14 = int(0)                                                               <L 54>
                    var_245 = wp::int(var_244);
                    // while w14 < 3:                                                             <L 55>
                }
                if (!var_232) {
                    // v0 += wp.cos(((v0 + v0) + x0[(tid + 5) % x0.shape[0]]))                    <L 62>
                    var_268 = wp::add(var_227, var_227);
                    var_270 = wp::add(var_0, var_269);
                    var_271 = &(var_x0.shape);
                    var_274 = wp::load(var_271);
                    var_273 = wp::extract(var_274, var_272);
                    var_275 = wp::mod(var_270, var_273);
                    var_276 = wp::address(var_x0, var_275);
                    var_278 = wp::load(var_276);
                    var_277 = wp::add(var_268, var_278);
                    var_279 = wp::cos(var_277);
                    var_280 = wp::add(var_227, var_279);
                    // for j16 in reversed(range(n)):                                             <L 63>
                    var_281 = wp::range(var_n);
                    var_282 = wp::iter_reverse(var_281);
                    // v18 = v0                                                                   <L 69>
                    var_300 = wp::copy(var_280);
                }
                var_301 = wp::where(var_232, var_243, var_280);
            }
            if (!var_209) {
                // v0 = v0 + wp.tanh(wp.abs(wp.clamp(1.12, -0.73, 1.75)))                         <L 71>
                var_305 = wp::clamp(var_302, var_303, var_304);
                var_306 = wp::abs(var_305);
                var_307 = wp::tanh(var_306);
                var_308 = wp::add(var_75, var_307);
                // for j19 in reversed(range(n)):                                                 <L 72>
                var_309 = wp::range(var_n);
                var_310 = wp::iter_reverse(var_309);
            }
            var_330 = wp::where(var_209, var_301, var_308);
        }
        var_331 = wp::where(var_115, var_126, var_330);
        // for j20 in range(0, n * 2, 2):                                                         <L 76>
        var_333 = wp::mul(var_n, var_332);
        var_336 = wp::range(var_334, var_333, var_335);
        // for j21 in range(6):                                                                   <L 83>
        // v0 += wp.tanh((wp.dot(wp.vec3(0.615, 0.1, 1.427), wp.vec3(1.808, -0.7, 0.5)) / (wp.abs(float(j21)) + 1.0)))       <L 84>
        var_362 = wp::vec_t<3, wp::float32>(var_359, var_360, var_361);
        var_366 = wp::vec_t<3, wp::float32>(var_363, var_364, var_365);
        var_367 = wp::dot(var_362, var_366);
        var_368 = wp::float(var_358);
        var_369 = wp::abs(var_368);
        var_371 = wp::add(var_369, var_370);
        var_372 = wp::div(var_367, var_371);
        var_373 = wp::tanh(var_372);
        var_374 = wp::add(var_331, var_373);
        var_379 = wp::vec_t<3, wp::float32>(var_376, var_377, var_378);
        var_383 = wp::vec_t<3, wp::float32>(var_380, var_381, var_382);
        var_384 = wp::dot(var_379, var_383);
        var_385 = wp::float(var_375);
        var_386 = wp::abs(var_385);
        var_388 = wp::add(var_386, var_387);
        var_389 = wp::div(var_384, var_388);
        var_390 = wp::tanh(var_389);
        var_391 = wp::add(var_374, var_390);
        var_396 = wp::vec_t<3, wp::float32>(var_393, var_394, var_395);
        var_400 = wp::vec_t<3, wp::float32>(var_397, var_398, var_399);
        var_401 = wp::dot(var_396, var_400);
        var_402 = wp::float(var_392);
        var_403 = wp::abs(var_402);
        var_405 = wp::add(var_403, var_404);
        var_406 = wp::div(var_401, var_405);
        var_407 = wp::tanh(var_406);
        var_408 = wp::add(var_391, var_407);
        var_413 = wp::vec_t<3, wp::float32>(var_410, var_411, var_412);
        var_417 = wp::vec_t<3, wp::float32>(var_414, var_415, var_416);
        var_418 = wp::dot(var_413, var_417);
        var_419 = wp::float(var_409);
        var_420 = wp::abs(var_419);
        var_422 = wp::add(var_420, var_421);
        var_423 = wp::div(var_418, var_422);
        var_424 = wp::tanh(var_423);
        var_425 = wp::add(var_408, var_424);
        var_430 = wp::vec_t<3, wp::float32>(var_427, var_428, var_429);
        var_434 = wp::vec_t<3, wp::float32>(var_431, var_432, var_433);
        var_435 = wp::dot(var_430, var_434);
        var_436 = wp::float(var_426);
        var_437 = wp::abs(var_436);
        var_439 = wp::add(var_437, var_438);
        var_440 = wp::div(var_435, var_439);
        var_441 = wp::tanh(var_440);
        var_442 = wp::add(var_425, var_441);
        var_447 = wp::vec_t<3, wp::float32>(var_444, var_445, var_446);
        var_451 = wp::vec_t<3, wp::float32>(var_448, var_449, var_450);
        var_452 = wp::dot(var_447, var_451);
        var_453 = wp::float(var_443);
        var_454 = wp::abs(var_453);
        var_456 = wp::add(var_454, var_455);
        var_457 = wp::div(var_452, var_456);
        var_458 = wp::tanh(var_457);
        var_459 = wp::add(var_442, var_458);
        // v22 = wp.erfinv(wp.clamp((v0 - 0.69), -0.8, 0.8))                                      <L 85>
        var_461 = wp::sub(var_459, var_460);
        var_464 = wp::clamp(var_461, var_462, var_463);
        var_465 = wp::erfinv(var_464);
        // out0[tid] = v0 + v22 + wp.mod(wp.atan2(v0, wp.abs(v22) + 0.5), wp.abs((v0 + v22)) + 1.0) * 1.11       <L 86>
        var_466 = wp::add(var_459, var_465);
        var_467 = wp::abs(var_465);
        var_469 = wp::add(var_467, var_468);
        var_470 = wp::atan2(var_459, var_469);
        var_471 = wp::add(var_459, var_465);
        var_472 = wp::abs(var_471);
        var_474 = wp::add(var_472, var_473);
        var_475 = wp::mod(var_470, var_474);
        var_477 = wp::mul(var_475, var_476);
        var_478 = wp::add(var_466, var_477);
        // wp::array_store(var_out0, var_0, var_478);
        //---------
        // reverse
        wp::adj_array_store(var_out0, var_0, var_478, adj_out0, adj_0, adj_478);
        wp::adj_add(var_466, var_477, adj_466, adj_477, adj_478);
        wp::adj_mul(var_475, var_476, adj_475, adj_476, adj_477);
        wp::adj_mod(var_470, var_474, adj_470, adj_474, adj_475);
        wp::adj_add(var_472, var_473, adj_472, adj_473, adj_474);
        wp::adj_abs(var_471, adj_471, adj_472);
        wp::adj_add(var_459, var_465, adj_459, adj_465, adj_471);
        wp::adj_atan2(var_459, var_469, adj_459, adj_469, adj_470);
        wp::adj_add(var_467, var_468, adj_467, adj_468, adj_469);
        wp::adj_abs(var_465, adj_465, adj_467);
        wp::adj_add(var_459, var_465, adj_459, adj_465, adj_466);
        // adj: out0[tid] = v0 + v22 + wp.mod(wp.atan2(v0, wp.abs(v22) + 0.5), wp.abs((v0 + v22)) + 1.0) * 1.11  <L 86>
        wp::adj_erfinv(var_464, var_465, adj_464, adj_465);
        wp::adj_clamp(var_461, var_462, var_463, adj_461, adj_462, adj_463, adj_464);
        wp::adj_sub(var_459, var_460, adj_459, adj_460, adj_461);
        // adj: v22 = wp.erfinv(wp.clamp((v0 - 0.69), -0.8, 0.8))                                 <L 85>
        wp::adj_add(var_442, var_458, adj_442, adj_458, adj_459);
        wp::adj_tanh(var_457, var_458, adj_457, adj_458);
        wp::adj_div(var_452, var_456, var_457, adj_452, adj_456, adj_457);
        wp::adj_add(var_454, var_455, adj_454, adj_455, adj_456);
        wp::adj_abs(var_453, adj_453, adj_454);
        wp::adj_float(var_443, adj_443, adj_453);
        wp::adj_dot(var_447, var_451, adj_447, adj_451, adj_452);
        wp::adj_vec_t(var_448, var_449, var_450, adj_448, adj_449, adj_450, adj_451);
        wp::adj_vec_t(var_444, var_445, var_446, adj_444, adj_445, adj_446, adj_447);
        wp::adj_add(var_425, var_441, adj_425, adj_441, adj_442);
        wp::adj_tanh(var_440, var_441, adj_440, adj_441);
        wp::adj_div(var_435, var_439, var_440, adj_435, adj_439, adj_440);
        wp::adj_add(var_437, var_438, adj_437, adj_438, adj_439);
        wp::adj_abs(var_436, adj_436, adj_437);
        wp::adj_float(var_426, adj_426, adj_436);
        wp::adj_dot(var_430, var_434, adj_430, adj_434, adj_435);
        wp::adj_vec_t(var_431, var_432, var_433, adj_431, adj_432, adj_433, adj_434);
        wp::adj_vec_t(var_427, var_428, var_429, adj_427, adj_428, adj_429, adj_430);
        wp::adj_add(var_408, var_424, adj_408, adj_424, adj_425);
        wp::adj_tanh(var_423, var_424, adj_423, adj_424);
        wp::adj_div(var_418, var_422, var_423, adj_418, adj_422, adj_423);
        wp::adj_add(var_420, var_421, adj_420, adj_421, adj_422);
        wp::adj_abs(var_419, adj_419, adj_420);
        wp::adj_float(var_409, adj_409, adj_419);
        wp::adj_dot(var_413, var_417, adj_413, adj_417, adj_418);
        wp::adj_vec_t(var_414, var_415, var_416, adj_414, adj_415, adj_416, adj_417);
        wp::adj_vec_t(var_410, var_411, var_412, adj_410, adj_411, adj_412, adj_413);
        wp::adj_add(var_391, var_407, adj_391, adj_407, adj_408);
        wp::adj_tanh(var_406, var_407, adj_406, adj_407);
        wp::adj_div(var_401, var_405, var_406, adj_401, adj_405, adj_406);
        wp::adj_add(var_403, var_404, adj_403, adj_404, adj_405);
        wp::adj_abs(var_402, adj_402, adj_403);
        wp::adj_float(var_392, adj_392, adj_402);
        wp::adj_dot(var_396, var_400, adj_396, adj_400, adj_401);
        wp::adj_vec_t(var_397, var_398, var_399, adj_397, adj_398, adj_399, adj_400);
        wp::adj_vec_t(var_393, var_394, var_395, adj_393, adj_394, adj_395, adj_396);
        wp::adj_add(var_374, var_390, adj_374, adj_390, adj_391);
        wp::adj_tanh(var_389, var_390, adj_389, adj_390);
        wp::adj_div(var_384, var_388, var_389, adj_384, adj_388, adj_389);
        wp::adj_add(var_386, var_387, adj_386, adj_387, adj_388);
        wp::adj_abs(var_385, adj_385, adj_386);
        wp::adj_float(var_375, adj_375, adj_385);
        wp::adj_dot(var_379, var_383, adj_379, adj_383, adj_384);
        wp::adj_vec_t(var_380, var_381, var_382, adj_380, adj_381, adj_382, adj_383);
        wp::adj_vec_t(var_376, var_377, var_378, adj_376, adj_377, adj_378, adj_379);
        wp::adj_add(var_331, var_373, adj_331, adj_373, adj_374);
        wp::adj_tanh(var_372, var_373, adj_372, adj_373);
        wp::adj_div(var_367, var_371, var_372, adj_367, adj_371, adj_372);
        wp::adj_add(var_369, var_370, adj_369, adj_370, adj_371);
        wp::adj_abs(var_368, adj_368, adj_369);
        wp::adj_float(var_358, adj_358, adj_368);
        wp::adj_dot(var_362, var_366, adj_362, adj_366, adj_367);
        wp::adj_vec_t(var_363, var_364, var_365, adj_363, adj_364, adj_365, adj_366);
        wp::adj_vec_t(var_359, var_360, var_361, adj_359, adj_360, adj_361, adj_362);
        // adj: v0 += wp.tanh((wp.dot(wp.vec3(0.615, 0.1, 1.427), wp.vec3(1.808, -0.7, 0.5)) / (wp.abs(float(j21)) + 1.0)))  <L 84>
        // adj: for j21 in range(6):                                                              <L 83>
        var_336 = wp::iter_reverse(var_336);
        start_for_23:;
            if (iter_cmp(var_336) == 0) goto end_for_23;
            var_337 = wp::iter_next(var_336);
        	adj_338 = {};
        	adj_339 = {};
        	adj_340 = {};
        	adj_341 = {};
        	adj_342 = {};
        	adj_343 = {};
        	adj_344 = {};
        	adj_345 = {};
        	adj_346 = {};
        	adj_347 = {};
        	adj_348 = {};
        	adj_349 = {};
        	adj_350 = {};
        	adj_351 = {};
        	adj_352 = {};
        	adj_353 = {};
        	adj_354 = {};
        	adj_355 = {};
        	adj_356 = {};
        	adj_357 = {};
            // v0 = v0 + wp.sin(wp.degrees(wp.trunc(1.4)))                                        <L 77>
            var_339 = wp::trunc(var_338);
            var_340 = wp::degrees(var_339);
            var_341 = wp::sin(var_340);
            var_342 = wp::add(var_331, var_341);
            // if (v0 > v0) or (v0 <= v0):                                                        <L 78>
            var_344 = (var_342 > var_342);
            var_343 = var_344;
            if (!var_343) {
                var_345 = (var_342 <= var_342);
                var_343 = var_343 || var_345;
            }
            if (var_343) {
                // out0[tid] = v0 + (wp.vec3(v0, -1.3, v0)).x * 1.02                              <L 79>
                var_347 = wp::vec_t<3, wp::float32>(var_342, var_346, var_342);
                var_349 = wp::extract(var_347, var_348);
                var_351 = wp::mul(var_349, var_350);
                var_352 = wp::add(var_342, var_351);
                // wp::array_store(var_out0, var_0, var_352);
                // return                                                                         <L 80>
                goto label25;
            }
            // if not (v0 <= v0 or v0 > v0):                                                      <L 81>
            var_354 = (var_342 <= var_342);
            var_353 = var_354;
            if (!var_353) {
                var_355 = (var_342 > var_342);
                var_353 = var_353 || var_355;
            }
            var_356 = wp::unot(var_353);
            if (var_356) {
                // break                                                                          <L 82>
                wp::assign(var_331, var_342);
                goto end_for_23;
            }
            var_357 = wp::where(var_356, var_331, var_342);
            wp::assign(var_331, var_357);
            wp::adj_assign(var_331, var_357, adj_331, adj_357);
            wp::adj_where(var_356, var_331, var_342, adj_356, adj_331, adj_342, adj_357);
            if (var_356) {
                wp::adj_assign(var_331, var_342, adj_331, adj_342);
                // adj: break                                                                     <L 82>
            }
            if (!var_353) {
            }
            // adj: if not (v0 <= v0 or v0 > v0):                                                 <L 81>
            if (var_343) {
                label25:;
                // adj: return                                                                    <L 80>
                wp::adj_array_store(var_out0, var_0, var_352, adj_out0, adj_0, adj_352);
                wp::adj_add(var_342, var_351, adj_342, adj_351, adj_352);
                wp::adj_mul(var_349, var_350, adj_349, adj_350, adj_351);
                wp::adj_extract(var_347, var_348, adj_347, adj_348, adj_349);
                wp::adj_vec_t(var_342, var_346, var_342, adj_342, adj_346, adj_342, adj_347);
                // adj: out0[tid] = v0 + (wp.vec3(v0, -1.3, v0)).x * 1.02                         <L 79>
            }
            if (!var_343) {
            }
            // adj: if (v0 > v0) or (v0 <= v0):                                                   <L 78>
            wp::adj_add(var_331, var_341, adj_331, adj_341, adj_342);
            wp::adj_sin(var_340, adj_340, adj_341);
            wp::adj_degrees(var_339, adj_339, adj_340);
            // adj: v0 = v0 + wp.sin(wp.degrees(wp.trunc(1.4)))                                   <L 77>
        	goto start_for_23;
        end_for_23:;
        wp::adj_mul(var_n, var_332, adj_n, adj_332, adj_333);
        // adj: for j20 in range(0, n * 2, 2):                                                    <L 76>
        wp::adj_where(var_115, var_126, var_330, adj_115, adj_126, adj_330, adj_331);
        if (!var_115) {
            wp::adj_where(var_209, var_301, var_308, adj_209, adj_301, adj_308, adj_330);
            if (!var_209) {
                var_310 = wp::iter_reverse(var_310);
                start_for_21:;
                    if (iter_cmp(var_310) == 0) goto end_for_21;
                    var_311 = wp::iter_next(var_310);
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
                    // v0 -= wp.sin(wp.length_sq((wp.vec3(1.2, -1.6, 0.4) / (wp.abs(v0) + 1.0)))) * 0.66       <L 73>
                    var_315 = wp::vec_t<3, wp::float32>(var_312, var_313, var_314);
                    var_316 = wp::abs(var_308);
                    var_318 = wp::add(var_316, var_317);
                    var_319 = wp::div(var_315, var_318);
                    var_320 = wp::length_sq(var_319);
                    var_321 = wp::sin(var_320);
                    var_323 = wp::mul(var_321, var_322);
                    var_324 = wp::sub(var_308, var_323);
                    // if (j19) % 2 == 0:                                                         <L 74>
                    var_326 = wp::mod(var_311, var_325);
                    var_328 = (var_326 == var_327);
                    if (var_328) {
                        // continue                                                               <L 75>
                        wp::assign(var_308, var_324);
                        goto start_for_21;
                    }
                    var_329 = wp::where(var_328, var_308, var_324);
                    wp::assign(var_308, var_329);
                    wp::adj_assign(var_308, var_329, adj_308, adj_329);
                    wp::adj_where(var_328, var_308, var_324, adj_328, adj_308, adj_324, adj_329);
                    if (var_328) {
                        wp::adj_assign(var_308, var_324, adj_308, adj_324);
                        // adj: continue                                                          <L 75>
                    }
                    wp::adj_mod(var_311, var_325, adj_311, adj_325, adj_326);
                    // adj: if (j19) % 2 == 0:                                                    <L 74>
                    wp::adj_sub(var_308, var_323, adj_308, adj_323, adj_324);
                    wp::adj_mul(var_321, var_322, adj_321, adj_322, adj_323);
                    wp::adj_sin(var_320, adj_320, adj_321);
                    wp::adj_length_sq(var_319, adj_319, adj_320);
                    wp::adj_div(var_315, var_318, adj_315, adj_318, adj_319);
                    wp::adj_add(var_316, var_317, adj_316, adj_317, adj_318);
                    wp::adj_abs(var_308, adj_308, adj_316);
                    wp::adj_vec_t(var_312, var_313, var_314, adj_312, adj_313, adj_314, adj_315);
                    // adj: v0 -= wp.sin(wp.length_sq((wp.vec3(1.2, -1.6, 0.4) / (wp.abs(v0) + 1.0)))) * 0.66  <L 73>
                	goto start_for_21;
                end_for_21:;
                // adj: for j19 in reversed(range(n)):                                            <L 72>
                wp::adj_add(var_75, var_307, adj_75, adj_307, adj_308);
                wp::adj_tanh(var_306, var_307, adj_306, adj_307);
                wp::adj_abs(var_305, adj_305, adj_306);
                wp::adj_clamp(var_302, var_303, var_304, adj_302, adj_303, adj_304, adj_305);
                // adj: v0 = v0 + wp.tanh(wp.abs(wp.clamp(1.12, -0.73, 1.75)))                    <L 71>
            }
            if (var_209) {
                wp::adj_where(var_232, var_243, var_280, adj_232, adj_243, adj_280, adj_301);
                if (!var_232) {
                    wp::adj_copy(var_280, adj_280, adj_300);
                    // adj: v18 = v0                                                              <L 69>
                    var_282 = wp::iter_reverse(var_282);
                    start_for_18:;
                        if (iter_cmp(var_282) == 0) goto end_for_18;
                        var_283 = wp::iter_next(var_282);
                    	adj_284 = {};
                    	adj_285 = {};
                    	adj_286 = {};
                    	adj_287 = {};
                    	adj_288 = {};
                    	adj_289 = {};
                    	adj_290 = {};
                    	adj_291 = {};
                    	adj_292 = {};
                    	adj_293 = {};
                    	adj_294 = {};
                    	adj_295 = {};
                    	adj_296 = {};
                    	adj_297 = {};
                    	adj_298 = {};
                    	adj_299 = {};
                        // v0 = v0 + wp.sin((wp.cosh(wp.clamp(v0, -3.0, 3.0)) - wp.length_sq(wp.vec3(-0.56))))       <L 64>
                        var_286 = wp::clamp(var_280, var_284, var_285);
                        var_287 = wp::cosh(var_286);
                        var_289 = wp::vec_t<3, wp::float32>(var_288);
                        var_290 = wp::length_sq(var_289);
                        var_291 = wp::sub(var_287, var_290);
                        var_292 = wp::sin(var_291);
                        var_293 = wp::add(var_280, var_292);
                        // if v0 < v0:                                                            <L 65>
                        var_294 = (var_293 < var_293);
                        if (var_294) {
                            // out0[tid] = v0 + wp.tanh(v0) * 0.29                                <L 66>
                            var_295 = wp::tanh(var_293);
                            var_297 = wp::mul(var_295, var_296);
                            var_298 = wp::add(var_293, var_297);
                            // wp::array_store(var_out0, var_0, var_298);
                            // return                                                             <L 67>
                            goto label20;
                        }
                        // v17 = v0                                                               <L 68>
                        var_299 = wp::copy(var_293);
                        wp::assign(var_280, var_293);
                        wp::adj_assign(var_280, var_293, adj_280, adj_293);
                        wp::adj_copy(var_293, adj_293, adj_299);
                        // adj: v17 = v0                                                          <L 68>
                        if (var_294) {
                            label20:;
                            // adj: return                                                        <L 67>
                            wp::adj_array_store(var_out0, var_0, var_298, adj_out0, adj_0, adj_298);
                            wp::adj_add(var_293, var_297, adj_293, adj_297, adj_298);
                            wp::adj_mul(var_295, var_296, adj_295, adj_296, adj_297);
                            wp::adj_tanh(var_293, var_295, adj_293, adj_295);
                            // adj: out0[tid] = v0 + wp.tanh(v0) * 0.29                           <L 66>
                        }
                        // adj: if v0 < v0:                                                       <L 65>
                        wp::adj_add(var_280, var_292, adj_280, adj_292, adj_293);
                        wp::adj_sin(var_291, adj_291, adj_292);
                        wp::adj_sub(var_287, var_290, adj_287, adj_290, adj_291);
                        wp::adj_length_sq(var_289, adj_289, adj_290);
                        wp::adj_vec_t(var_288, adj_288, adj_289);
                        wp::adj_cosh(var_286, adj_286, adj_287);
                        wp::adj_clamp(var_280, var_284, var_285, adj_280, adj_284, adj_285, adj_286);
                        // adj: v0 = v0 + wp.sin((wp.cosh(wp.clamp(v0, -3.0, 3.0)) - wp.length_sq(wp.vec3(-0.56))))  <L 64>
                    	goto start_for_18;
                    end_for_18:;
                    // adj: for j16 in reversed(range(n)):                                        <L 63>
                    wp::adj_add(var_227, var_279, adj_227, adj_279, adj_280);
                    wp::adj_cos(var_277, adj_277, adj_279);
                    wp::adj_add(var_268, var_278, adj_268, adj_276, adj_277);
                    wp::adj_address(var_x0, var_275, adj_x0, adj_275, adj_276);
                    wp::adj_mod(var_270, var_273, adj_270, adj_273, adj_275);
                    adj_x0.shape = adj_271;
                    wp::adj_add(var_0, var_269, adj_0, adj_269, adj_270);
                    wp::adj_add(var_227, var_227, adj_227, adj_227, adj_268);
                    // adj: v0 += wp.cos(((v0 + v0) + x0[(tid + 5) % x0.shape[0]]))               <L 62>
                }
                if (var_232) {
        start_while_15:;
                    var_247 = (var_245 < var_246);
        if ((var_247) == false) goto end_while_15;
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
                        // w14 = w14 + 1                                                          <L 56>
                        var_249 = wp::add(var_245, var_248);
                        // v0 -= wp.sin(v0) * 0.58                                                <L 57>
                        var_250 = wp::sin(var_243);
                        var_252 = wp::mul(var_250, var_251);
                        var_253 = wp::sub(var_243, var_252);
                        // if v0 < 1.6:                                                           <L 58>
                        var_255 = (var_253 < var_254);
                        if (var_255) {
                            // return                                                             <L 59>
                            goto label17;
                        }
                        // v15 = wp.trunc(wp.dot(wp.normalize(wp.vec3(0.915, -1.2, 1.7)), wp.normalize(wp.vec3(0.867, 0.86, 0.82))))       <L 60>
                        var_259 = wp::vec_t<3, wp::float32>(var_256, var_257, var_258);
                        var_260 = wp::normalize(var_259);
                        var_264 = wp::vec_t<3, wp::float32>(var_261, var_262, var_263);
                        var_265 = wp::normalize(var_264);
                        var_266 = wp::dot(var_260, var_265);
                        var_267 = wp::trunc(var_266);
                        wp::assign(var_243, var_253);
                        wp::assign(var_245, var_249);
                        wp::adj_assign(var_245, var_249, adj_245, adj_249);
                        wp::adj_assign(var_243, var_253, adj_243, adj_253);
                        wp::adj_dot(var_260, var_265, adj_260, adj_265, adj_266);
                        wp::adj_normalize(var_264, var_265, adj_264, adj_265);
                        wp::adj_vec_t(var_261, var_262, var_263, adj_261, adj_262, adj_263, adj_264);
                        wp::adj_normalize(var_259, var_260, adj_259, adj_260);
                        wp::adj_vec_t(var_256, var_257, var_258, adj_256, adj_257, adj_258, adj_259);
                        // adj: v15 = wp.trunc(wp.dot(wp.normalize(wp.vec3(0.915, -1.2, 1.7)), wp.normalize(wp.vec3(0.867, 0.86, 0.82))))  <L 60>
                        if (var_255) {
                            label17:;
                            // adj: return                                                        <L 59>
                        }
                        // adj: if v0 < 1.6:                                                      <L 58>
                        wp::adj_sub(var_243, var_252, adj_243, adj_252, adj_253);
                        wp::adj_mul(var_250, var_251, adj_250, adj_251, adj_252);
                        wp::adj_sin(var_243, adj_243, adj_250);
                        // adj: v0 -= wp.sin(v0) * 0.58                                           <L 57>
                        wp::adj_add(var_245, var_248, adj_245, adj_248, adj_249);
                        // adj: w14 = w14 + 1                                                     <L 56>
        goto start_while_15;
        end_while_15:;
                    // adj: while w14 < 3:                                                        <L 55>
                    // adj: w14 = int(0)                                                          <L 54>
                    wp::adj_add(var_227, var_241, adj_227, adj_241, adj_243);
                    wp::adj_tanh(var_242, var_241, adj_240, adj_241);
                    wp::adj_address(var_x0, var_239, adj_x0, adj_239, adj_240);
                    wp::adj_mod(var_234, var_237, adj_234, adj_237, adj_239);
                    adj_x0.shape = adj_235;
                    wp::adj_add(var_0, var_233, adj_0, adj_233, adj_234);
                    // adj: v0 += wp.tanh(x0[(tid + 1) % x0.shape[0]])                            <L 53>
                }
                wp::adj_clamp(var_227, var_229, var_230, adj_227, adj_229, adj_230, adj_231);
                wp::adj_mul(var_227, var_227, adj_227, adj_227, adj_228);
                // adj: if (v0 * v0) < wp.clamp(v0, -0.95, 0.55):                                 <L 52>
                wp::adj_sub(var_75, var_226, adj_75, adj_226, adj_227);
                wp::adj_mul(var_224, var_225, adj_224, adj_225, adj_226);
                wp::adj_cos(var_223, adj_223, adj_224);
                wp::adj_div(var_218, var_222, var_223, adj_218, adj_222, adj_223);
                wp::adj_add(var_220, var_221, adj_220, adj_221, adj_222);
                wp::adj_abs(var_219, adj_219, adj_220);
                wp::adj_add(var_75, var_75, adj_75, adj_75, adj_219);
                wp::adj_float(var_0, adj_0, adj_218);
                // adj: v0 -= wp.cos((float(tid) / (wp.abs((v0 + v0)) + 1.0))) * 0.15             <L 51>
            }
            if (!var_209) {
                wp::adj_mod(var_0, var_214, adj_0, adj_214, adj_215);
            }
            wp::adj_mod(var_0, var_210, adj_0, adj_210, adj_211);
            // adj: elif ((tid) % 3 == 0) or ((tid) % 3 == 0):                                    <L 50>
        }
        if (var_115) {
            wp::adj_add(var_201, var_207, adj_201, adj_207, adj_208);
            wp::adj_neg(var_206, adj_206, adj_207);
            wp::adj_div(var_126, var_205, var_206, adj_126, adj_205, adj_206);
            wp::adj_add(var_203, var_204, adj_203, adj_204, adj_205);
            wp::adj_abs(var_202, adj_202, adj_203);
            wp::adj_length_sq(var_200, adj_200, adj_201);
            wp::adj_vec_t(var_126, var_126, var_126, adj_126, adj_126, adj_126, adj_200);
            // adj: v13 = (wp.length_sq(wp.vec3(v0, v0, v0)) + -((v0 / (wp.abs(0.843) + 1.0))))   <L 49>
            var_128 = wp::iter_reverse(var_128);
            start_for_10:;
                if (iter_cmp(var_128) == 0) goto end_for_10;
                var_129 = wp::iter_next(var_128);
            	adj_130 = {};
            	adj_131 = {};
            	adj_132 = {};
            	adj_133 = {};
            	adj_134 = {};
            	adj_135 = {};
            	adj_136 = {};
            	adj_137 = {};
            	adj_138 = {};
            	adj_139 = {};
            	adj_140 = {};
            	adj_141 = {};
            	adj_142 = {};
            	adj_143 = {};
            	adj_144 = {};
            	adj_145 = {};
            	adj_146 = {};
            	adj_147 = {};
            	adj_148 = {};
            	adj_149 = {};
            	adj_150 = {};
            	adj_151 = {};
            	adj_152 = {};
            	adj_153 = {};
            	adj_154 = {};
            	adj_155 = {};
            	adj_156 = {};
            	adj_157 = {};
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
                // v0 = v0 + wp.tanh((float(j10) - wp.round(v0)))                                 <L 36>
                var_130 = wp::float(var_129);
                var_131 = wp::round(var_126);
                var_132 = wp::sub(var_130, var_131);
                var_133 = wp::tanh(var_132);
                var_134 = wp::add(var_126, var_133);
                // if (v0 <= -0.401) or (v0 >= v0):                                               <L 37>
                var_137 = (var_134 <= var_136);
                var_135 = var_137;
                if (!var_135) {
                    var_138 = (var_134 >= var_134);
                    var_135 = var_135 || var_138;
                }
                if (var_135) {
                    // v0 = v0 + wp.sin(wp.clamp((v0 + v0), -0.25, 1.65))                         <L 38>
                    var_139 = wp::add(var_134, var_134);
                    var_142 = wp::clamp(var_139, var_140, var_141);
                    var_143 = wp::sin(var_142);
                    var_144 = wp::add(var_134, var_143);
                    // v11 = wp.cw_div(((wp.vec3(-0.5, 1.2, 0.789) - wp.vec3(-1.6, 1.256, 0.293)) / (wp.abs(v0) + 1.0)), wp.vec3(1.5, 3.0, -2.0))       <L 39>
                    var_148 = wp::vec_t<3, wp::float32>(var_145, var_146, var_147);
                    var_152 = wp::vec_t<3, wp::float32>(var_149, var_150, var_151);
                    var_153 = wp::sub(var_148, var_152);
                    var_154 = wp::abs(var_144);
                    var_156 = wp::add(var_154, var_155);
                    var_157 = wp::div(var_153, var_156);
                    var_161 = wp::vec_t<3, wp::float32>(var_158, var_159, var_160);
                    var_162 = wp::cw_div(var_157, var_161);
                    // v0 = v0 + wp.tanh(float((tid % 9)))                                        <L 40>
                    var_164 = wp::mod(var_0, var_163);
                    var_165 = wp::float(var_164);
                    var_166 = wp::tanh(var_165);
                    var_167 = wp::add(var_144, var_166);
                }
                var_168 = wp::where(var_135, var_167, var_134);
                // w12 = int(0)                                                                   <L 41>
                var_170 = wp::int(var_169);
                // while w12 < 5 and (v0 > v0):                                                   <L 42>
                wp::assign(var_126, var_168);
                wp::adj_assign(var_126, var_168, adj_126, adj_168);
        start_while_12:;
                var_173 = (var_170 < var_172);
                var_171 = var_173;
                if (var_171) {
                    var_174 = (var_168 > var_168);
                    var_171 = var_171 && var_174;
                }
        if ((var_171) == false) goto end_while_12;
        adj_175 = {};
        adj_176 = {};
        adj_177 = {};
        adj_178 = {};
        adj_179 = {};
        adj_180 = {};
        adj_181 = {};
        adj_182 = {};
        adj_183 = {};
        adj_184 = {};
        adj_185 = {};
        adj_186 = {};
        adj_187 = {};
        adj_188 = {};
        adj_189 = {};
        adj_190 = {};
        adj_191 = {};
        adj_192 = {};
        adj_193 = {};
        adj_194 = {};
        adj_195 = {};
        adj_196 = {};
        adj_197 = {};
        adj_198 = {};
        adj_199 = {};
                    // w12 = w12 + 1                                                              <L 43>
                    var_176 = wp::add(var_170, var_175);
                    // v0 -= wp.tanh(((v0 + v0) + (v0 * v0))) * 0.8                               <L 44>
                    var_177 = wp::add(var_168, var_168);
                    var_178 = wp::mul(var_168, var_168);
                    var_179 = wp::add(var_177, var_178);
                    var_180 = wp::tanh(var_179);
                    var_182 = wp::mul(var_180, var_181);
                    var_183 = wp::sub(var_168, var_182);
                    // v0 = v0 + wp.sin(v0)                                                       <L 45>
                    var_184 = wp::sin(var_183);
                    var_185 = wp::add(var_183, var_184);
                    // if -0.43 > v0:                                                             <L 46>
                    var_187 = (var_186 > var_185);
                    if (var_187) {
                        // out0[tid] = v0 + wp.dot(wp.vec3(1.741, 0.223, -1.3), wp.vec3(-1.493, 0.3, -1.6)) * 1.11       <L 47>
                        var_191 = wp::vec_t<3, wp::float32>(var_188, var_189, var_190);
                        var_195 = wp::vec_t<3, wp::float32>(var_192, var_193, var_194);
                        var_196 = wp::dot(var_191, var_195);
                        var_198 = wp::mul(var_196, var_197);
                        var_199 = wp::add(var_185, var_198);
                        // wp::array_store(var_out0, var_0, var_199);
                        // return                                                                 <L 48>
                        goto label14;
                    }
                    wp::assign(var_168, var_185);
                    wp::assign(var_170, var_176);
                    wp::adj_assign(var_170, var_176, adj_170, adj_176);
                    wp::adj_assign(var_168, var_185, adj_168, adj_185);
                    if (var_187) {
                        label14:;
                        // adj: return                                                            <L 48>
                        wp::adj_array_store(var_out0, var_0, var_199, adj_out0, adj_0, adj_199);
                        wp::adj_add(var_185, var_198, adj_185, adj_198, adj_199);
                        wp::adj_mul(var_196, var_197, adj_196, adj_197, adj_198);
                        wp::adj_dot(var_191, var_195, adj_191, adj_195, adj_196);
                        wp::adj_vec_t(var_192, var_193, var_194, adj_192, adj_193, adj_194, adj_195);
                        wp::adj_vec_t(var_188, var_189, var_190, adj_188, adj_189, adj_190, adj_191);
                        // adj: out0[tid] = v0 + wp.dot(wp.vec3(1.741, 0.223, -1.3), wp.vec3(-1.493, 0.3, -1.6)) * 1.11  <L 47>
                    }
                    // adj: if -0.43 > v0:                                                        <L 46>
                    wp::adj_add(var_183, var_184, adj_183, adj_184, adj_185);
                    wp::adj_sin(var_183, adj_183, adj_184);
                    // adj: v0 = v0 + wp.sin(v0)                                                  <L 45>
                    wp::adj_sub(var_168, var_182, adj_168, adj_182, adj_183);
                    wp::adj_mul(var_180, var_181, adj_180, adj_181, adj_182);
                    wp::adj_tanh(var_179, var_180, adj_179, adj_180);
                    wp::adj_add(var_177, var_178, adj_177, adj_178, adj_179);
                    wp::adj_mul(var_168, var_168, adj_168, adj_168, adj_178);
                    wp::adj_add(var_168, var_168, adj_168, adj_168, adj_177);
                    // adj: v0 -= wp.tanh(((v0 + v0) + (v0 * v0))) * 0.8                          <L 44>
                    wp::adj_add(var_170, var_175, adj_170, adj_175, adj_176);
                    // adj: w12 = w12 + 1                                                         <L 43>
        goto start_while_12;
        end_while_12:;
                // adj: while w12 < 5 and (v0 > v0):                                              <L 42>
                // adj: w12 = int(0)                                                              <L 41>
                wp::adj_where(var_135, var_167, var_134, adj_135, adj_167, adj_134, adj_168);
                if (var_135) {
                    wp::adj_add(var_144, var_166, adj_144, adj_166, adj_167);
                    wp::adj_tanh(var_165, var_166, adj_165, adj_166);
                    wp::adj_float(var_164, adj_164, adj_165);
                    wp::adj_mod(var_0, var_163, adj_0, adj_163, adj_164);
                    // adj: v0 = v0 + wp.tanh(float((tid % 9)))                                   <L 40>
                    wp::adj_cw_div(var_157, var_161, var_162, adj_157, adj_161, adj_162);
                    wp::adj_vec_t(var_158, var_159, var_160, adj_158, adj_159, adj_160, adj_161);
                    wp::adj_div(var_153, var_156, adj_153, adj_156, adj_157);
                    wp::adj_add(var_154, var_155, adj_154, adj_155, adj_156);
                    wp::adj_abs(var_144, adj_144, adj_154);
                    wp::adj_sub(var_148, var_152, adj_148, adj_152, adj_153);
                    wp::adj_vec_t(var_149, var_150, var_151, adj_149, adj_150, adj_151, adj_152);
                    wp::adj_vec_t(var_145, var_146, var_147, adj_145, adj_146, adj_147, adj_148);
                    // adj: v11 = wp.cw_div(((wp.vec3(-0.5, 1.2, 0.789) - wp.vec3(-1.6, 1.256, 0.293)) / (wp.abs(v0) + 1.0)), wp.vec3(1.5, 3.0, -2.0))  <L 39>
                    wp::adj_add(var_134, var_143, adj_134, adj_143, adj_144);
                    wp::adj_sin(var_142, adj_142, adj_143);
                    wp::adj_clamp(var_139, var_140, var_141, adj_139, adj_140, adj_141, adj_142);
                    wp::adj_add(var_134, var_134, adj_134, adj_134, adj_139);
                    // adj: v0 = v0 + wp.sin(wp.clamp((v0 + v0), -0.25, 1.65))                    <L 38>
                }
                if (!var_135) {
                }
                // adj: if (v0 <= -0.401) or (v0 >= v0):                                          <L 37>
                wp::adj_add(var_126, var_133, adj_126, adj_133, adj_134);
                wp::adj_tanh(var_132, var_133, adj_132, adj_133);
                wp::adj_sub(var_130, var_131, adj_130, adj_131, adj_132);
                wp::adj_float(var_129, adj_129, adj_130);
                // adj: v0 = v0 + wp.tanh((float(j10) - wp.round(v0)))                            <L 36>
            	goto start_for_10;
            end_for_10:;
            // adj: for j10 in reversed(range(n)):                                                <L 35>
            wp::adj_add(var_75, var_124, adj_75, adj_124, adj_126);
            wp::adj_tanh(var_125, var_124, adj_123, adj_124);
            wp::adj_address(var_x0, var_122, adj_x0, adj_122, adj_123);
            wp::adj_mod(var_117, var_120, adj_117, adj_120, adj_122);
            adj_x0.shape = adj_118;
            wp::adj_add(var_0, var_116, adj_0, adj_116, adj_117);
            // adj: v0 += wp.tanh(x0[(tid + 2) % x0.shape[0]])                                    <L 34>
        }
        wp::adj_abs(var_75, adj_75, adj_114);
        // adj: if v0 > wp.abs(v0):                                                               <L 33>
        start_while_6:;
        var_79 = (var_77 < var_78);
        if ((var_79) == false) goto end_while_6;
        adj_80 = {};
        adj_81 = {};
        adj_82 = {};
        adj_83 = {};
        adj_84 = {};
        adj_85 = {};
        adj_86 = {};
        adj_87 = {};
        adj_88 = {};
        adj_89 = {};
        adj_90 = {};
        adj_91 = {};
        adj_92 = {};
        adj_93 = {};
        adj_94 = {};
        adj_95 = {};
        adj_96 = {};
        adj_97 = {};
        adj_98 = {};
        adj_99 = {};
        adj_100 = {};
        adj_101 = {};
        adj_102 = {};
        adj_103 = {};
        adj_104 = {};
        adj_105 = {};
        adj_106 = {};
        adj_107 = {};
        adj_108 = {};
        adj_109 = {};
        adj_110 = {};
        adj_111 = {};
        adj_112 = {};
        adj_113 = {};
            // w6 = w6 + 1                                                                        <L 27>
            var_81 = wp::add(var_77, var_80);
            // v0 = v0 + wp.cos(wp.where((v0 <= v0) or (v0 <= 0.6), (v0 * v0), x0[(tid + 4) % x0.shape[0]]))       <L 28>
            var_83 = (var_75 <= var_75);
            var_82 = var_83;
            if (!var_82) {
                var_85 = (var_75 <= var_84);
                var_82 = var_82 || var_85;
            }
            var_86 = wp::mul(var_75, var_75);
            var_88 = wp::add(var_0, var_87);
            var_89 = &(var_x0.shape);
            var_92 = wp::load(var_89);
            var_91 = wp::extract(var_92, var_90);
            var_93 = wp::mod(var_88, var_91);
            var_94 = wp::address(var_x0, var_93);
            var_96 = wp::load(var_94);
            var_95 = wp::where(var_82, var_86, var_96);
            var_97 = wp::cos(var_95);
            var_98 = wp::add(var_75, var_97);
            // for j7 in range(n):                                                                <L 29>
            var_99 = wp::range(var_n);
            // v9 = v0                                                                            <L 32>
            var_113 = wp::copy(var_98);
            wp::assign(var_75, var_98);
            wp::assign(var_77, var_81);
            wp::adj_assign(var_77, var_81, adj_77, adj_81);
            wp::adj_assign(var_75, var_98, adj_75, adj_98);
            wp::adj_copy(var_98, adj_98, adj_113);
            // adj: v9 = v0                                                                       <L 32>
            var_99 = wp::iter_reverse(var_99);
            start_for_8:;
                if (iter_cmp(var_99) == 0) goto end_for_8;
                var_100 = wp::iter_next(var_99);
            	adj_101 = {};
            	adj_102 = {};
            	adj_103 = {};
            	adj_104 = {};
            	adj_105 = {};
            	adj_106 = {};
            	adj_107 = {};
            	adj_108 = {};
            	adj_109 = {};
            	adj_110 = {};
            	adj_111 = {};
            	adj_112 = {};
                // v0 = v0 + wp.sin((wp.vec3(v0, v0, v0)).z)                                      <L 30>
                var_101 = wp::vec_t<3, wp::float32>(var_98, var_98, var_98);
                var_103 = wp::extract(var_101, var_102);
                var_104 = wp::sin(var_103);
                var_105 = wp::add(var_98, var_104);
                // v8 = wp.atan2((v0 - (v0 - v0)), wp.abs(0.7) + 0.5)                             <L 31>
                var_106 = wp::sub(var_105, var_105);
                var_107 = wp::sub(var_105, var_106);
                var_109 = wp::abs(var_108);
                var_111 = wp::add(var_109, var_110);
                var_112 = wp::atan2(var_107, var_111);
                wp::assign(var_98, var_105);
                wp::adj_assign(var_98, var_105, adj_98, adj_105);
                wp::adj_atan2(var_107, var_111, adj_107, adj_111, adj_112);
                wp::adj_add(var_109, var_110, adj_109, adj_110, adj_111);
                wp::adj_abs(var_108, adj_108, adj_109);
                wp::adj_sub(var_105, var_106, adj_105, adj_106, adj_107);
                wp::adj_sub(var_105, var_105, adj_105, adj_105, adj_106);
                // adj: v8 = wp.atan2((v0 - (v0 - v0)), wp.abs(0.7) + 0.5)                        <L 31>
                wp::adj_add(var_98, var_104, adj_98, adj_104, adj_105);
                wp::adj_sin(var_103, adj_103, adj_104);
                wp::adj_extract(var_101, var_102, adj_101, adj_102, adj_103);
                wp::adj_vec_t(var_98, var_98, var_98, adj_98, adj_98, adj_98, adj_101);
                // adj: v0 = v0 + wp.sin((wp.vec3(v0, v0, v0)).z)                                 <L 30>
            	goto start_for_8;
            end_for_8:;
            // adj: for j7 in range(n):                                                           <L 29>
            wp::adj_add(var_75, var_97, adj_75, adj_97, adj_98);
            wp::adj_cos(var_95, adj_95, adj_97);
            wp::adj_where(var_82, var_86, var_96, adj_82, adj_86, adj_94, adj_95);
            wp::adj_address(var_x0, var_93, adj_x0, adj_93, adj_94);
            wp::adj_mod(var_88, var_91, adj_88, adj_91, adj_93);
            adj_x0.shape = adj_89;
            wp::adj_add(var_0, var_87, adj_0, adj_87, adj_88);
            wp::adj_mul(var_75, var_75, adj_75, adj_75, adj_86);
            if (!var_82) {
            }
            // adj: v0 = v0 + wp.cos(wp.where((v0 <= v0) or (v0 <= 0.6), (v0 * v0), x0[(tid + 4) % x0.shape[0]]))  <L 28>
            wp::adj_add(var_77, var_80, adj_77, adj_80, adj_81);
            // adj: w6 = w6 + 1                                                                   <L 27>
        goto start_while_6;
        end_while_6:;
        // adj: while w6 < 5:                                                                     <L 26>
        // adj: w6 = int(0)                                                                       <L 25>
        wp::adj_where(var_4, var_15, var_2, adj_4, adj_15, adj_2, adj_75);
        if (var_4) {
        start_while_4:;
            var_62 = (var_60 < var_61);
        if ((var_62) == false) goto end_while_4;
        adj_63 = {};
        adj_64 = {};
        adj_65 = {};
        adj_66 = {};
        adj_67 = {};
        adj_68 = {};
        adj_69 = {};
        adj_70 = {};
        adj_71 = {};
        adj_72 = {};
        adj_73 = {};
        adj_74 = {};
                // w5 = w5 + 1                                                                    <L 22>
                var_64 = wp::add(var_60, var_63);
                // v0 = v0 + wp.cos((wp.erfcinv(wp.clamp(-0.5, 0.2, 1.8)) * v0))                  <L 23>
                var_68 = wp::clamp(var_65, var_66, var_67);
                var_69 = wp::erfcinv(var_68);
                var_70 = wp::mul(var_69, var_15);
                var_71 = wp::cos(var_70);
                var_72 = wp::add(var_15, var_71);
                // v0 = v0 + wp.tanh(v0)                                                          <L 24>
                var_73 = wp::tanh(var_72);
                var_74 = wp::add(var_72, var_73);
                wp::assign(var_15, var_74);
                wp::assign(var_60, var_64);
                wp::adj_assign(var_60, var_64, adj_60, adj_64);
                wp::adj_assign(var_15, var_74, adj_15, adj_74);
                wp::adj_add(var_72, var_73, adj_72, adj_73, adj_74);
                wp::adj_tanh(var_72, var_73, adj_72, adj_73);
                // adj: v0 = v0 + wp.tanh(v0)                                                     <L 24>
                wp::adj_add(var_15, var_71, adj_15, adj_71, adj_72);
                wp::adj_cos(var_70, adj_70, adj_71);
                wp::adj_mul(var_69, var_15, adj_69, adj_15, adj_70);
                wp::adj_erfcinv(var_68, var_69, adj_68, adj_69);
                wp::adj_clamp(var_65, var_66, var_67, adj_65, adj_66, adj_67, adj_68);
                // adj: v0 = v0 + wp.cos((wp.erfcinv(wp.clamp(-0.5, 0.2, 1.8)) * v0))             <L 23>
                wp::adj_add(var_60, var_63, adj_60, adj_63, adj_64);
                // adj: w5 = w5 + 1                                                               <L 22>
        goto start_while_4;
        end_while_4:;
            // adj: while w5 < 3:                                                                 <L 21>
            // adj: w5 = int(0)                                                                   <L 20>
            var_16 = wp::iter_reverse(var_16);
            start_for_0:;
                if (iter_cmp(var_16) == 0) goto end_for_0;
                var_17 = wp::iter_next(var_16);
            	adj_18 = {};
            	adj_19 = {};
            	adj_20 = {};
            	adj_21 = {};
            	adj_22 = {};
            	adj_58 = {};
                // v0 = v0 + wp.tanh(float(tid))                                                  <L 11>
                var_18 = wp::float(var_0);
                var_19 = wp::tanh(var_18);
                var_20 = wp::add(var_15, var_19);
                // w2 = int(0)                                                                    <L 12>
                var_22 = wp::int(var_21);
                // while w2 < 3 and (0.85 <= v0):                                                 <L 13>
                // v4 = float(j1)                                                                 <L 19>
                var_58 = wp::float(var_17);
                wp::assign(var_15, var_20);
                wp::adj_assign(var_15, var_20, adj_15, adj_20);
                wp::adj_float(var_17, adj_17, adj_58);
                // adj: v4 = float(j1)                                                            <L 19>
        start_while_2:;
                var_25 = (var_22 < var_24);
                var_23 = var_25;
                if (var_23) {
                    var_27 = (var_26 <= var_20);
                    var_23 = var_23 && var_27;
                }
        if ((var_23) == false) goto end_while_2;
        adj_28 = {};
        adj_29 = {};
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
        adj_47 = {};
        adj_48 = {};
        adj_49 = {};
        adj_50 = {};
        adj_51 = {};
        adj_52 = {};
        adj_53 = {};
        adj_54 = {};
        adj_55 = {};
        adj_56 = {};
        adj_57 = {};
                    // w2 = w2 + 1                                                                <L 14>
                    var_29 = wp::add(var_22, var_28);
                    // v0 = v0 + wp.sin((wp.atan(v0) + (v0 / (wp.abs(v0) + 1.0))))                <L 15>
                    var_30 = wp::atan(var_20);
                    var_31 = wp::abs(var_20);
                    var_33 = wp::add(var_31, var_32);
                    var_34 = wp::div(var_20, var_33);
                    var_35 = wp::add(var_30, var_34);
                    var_36 = wp::sin(var_35);
                    var_37 = wp::add(var_20, var_36);
                    // if v0 < v0:                                                                <L 16>
                    var_38 = (var_37 < var_37);
                    if (var_38) {
                        // continue                                                               <L 17>
                        wp::assign(var_20, var_37);
                        wp::assign(var_22, var_29);
                        goto start_while_2;
                    }
                    var_39 = wp::where(var_38, var_20, var_37);
                    var_40 = wp::where(var_38, var_22, var_29);
                    // v3 = (x0[(tid + 3) % x0.shape[0]] + wp.max(wp.length_sq(wp.vec3(-0.98, -1.88, -1.771)), (v0 - v0)))       <L 18>
                    var_42 = wp::add(var_0, var_41);
                    var_43 = &(var_x0.shape);
                    var_46 = wp::load(var_43);
                    var_45 = wp::extract(var_46, var_44);
                    var_47 = wp::mod(var_42, var_45);
                    var_48 = wp::address(var_x0, var_47);
                    var_52 = wp::vec_t<3, wp::float32>(var_49, var_50, var_51);
                    var_53 = wp::length_sq(var_52);
                    var_54 = wp::sub(var_39, var_39);
                    var_55 = wp::max(var_53, var_54);
                    var_57 = wp::load(var_48);
                    var_56 = wp::add(var_57, var_55);
                    wp::assign(var_20, var_39);
                    wp::assign(var_22, var_40);
                    wp::adj_assign(var_22, var_40, adj_22, adj_40);
                    wp::adj_assign(var_20, var_39, adj_20, adj_39);
                    wp::adj_add(var_57, var_55, adj_48, adj_55, adj_56);
                    wp::adj_max(var_53, var_54, adj_53, adj_54, adj_55);
                    wp::adj_sub(var_39, var_39, adj_39, adj_39, adj_54);
                    wp::adj_length_sq(var_52, adj_52, adj_53);
                    wp::adj_vec_t(var_49, var_50, var_51, adj_49, adj_50, adj_51, adj_52);
                    wp::adj_address(var_x0, var_47, adj_x0, adj_47, adj_48);
                    wp::adj_mod(var_42, var_45, adj_42, adj_45, adj_47);
                    adj_x0.shape = adj_43;
                    wp::adj_add(var_0, var_41, adj_0, adj_41, adj_42);
                    // adj: v3 = (x0[(tid + 3) % x0.shape[0]] + wp.max(wp.length_sq(wp.vec3(-0.98, -1.88, -1.771)), (v0 - v0)))  <L 18>
                    wp::adj_where(var_38, var_22, var_29, adj_38, adj_22, adj_29, adj_40);
                    wp::adj_where(var_38, var_20, var_37, adj_38, adj_20, adj_37, adj_39);
                    if (var_38) {
                        wp::adj_assign(var_22, var_29, adj_22, adj_29);
                        wp::adj_assign(var_20, var_37, adj_20, adj_37);
                        // adj: continue                                                          <L 17>
                    }
                    // adj: if v0 < v0:                                                           <L 16>
                    wp::adj_add(var_20, var_36, adj_20, adj_36, adj_37);
                    wp::adj_sin(var_35, adj_35, adj_36);
                    wp::adj_add(var_30, var_34, adj_30, adj_34, adj_35);
                    wp::adj_div(var_20, var_33, var_34, adj_20, adj_33, adj_34);
                    wp::adj_add(var_31, var_32, adj_31, adj_32, adj_33);
                    wp::adj_abs(var_20, adj_20, adj_31);
                    wp::adj_atan(var_20, adj_20, adj_30);
                    // adj: v0 = v0 + wp.sin((wp.atan(v0) + (v0 / (wp.abs(v0) + 1.0))))           <L 15>
                    wp::adj_add(var_22, var_28, adj_22, adj_28, adj_29);
                    // adj: w2 = w2 + 1                                                           <L 14>
        goto start_while_2;
        end_while_2:;
                // adj: while w2 < 3 and (0.85 <= v0):                                            <L 13>
                // adj: w2 = int(0)                                                               <L 12>
                wp::adj_add(var_15, var_19, adj_15, adj_19, adj_20);
                wp::adj_tanh(var_18, var_19, adj_18, adj_19);
                wp::adj_float(var_0, adj_0, adj_18);
                // adj: v0 = v0 + wp.tanh(float(tid))                                             <L 11>
            	goto start_for_0;
            end_for_0:;
            // adj: for j1 in range(n):                                                           <L 10>
            wp::adj_sub(var_2, var_14, adj_2, adj_14, adj_15);
            wp::adj_mul(var_12, var_13, adj_12, adj_13, adj_14);
            wp::adj_tanh(var_11, var_12, adj_11, adj_12);
            wp::adj_sub(var_2, var_10, adj_2, adj_10, adj_11);
            wp::adj_tanh(var_2, var_10, adj_2, adj_10);
            // adj: v0 -= wp.tanh((v0 - wp.tanh(v0))) * 0.44                                      <L 9>
        }
        if (!var_4) {
        }
        wp::adj_mod(var_0, var_5, adj_0, adj_5, adj_6);
        // adj: if ((tid) % 3 == 0) or (v0 >= v0):                                                <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def control_000002(x0: wp.array(dtype=float), n: int, out0: wp.array(dtype=float)):  <L 5>
        continue;
    }
}

