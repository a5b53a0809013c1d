// Generated for case multi_conditional-000002 with warp-lang 1.19.0. Do not edit.
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



extern "C" __global__ void multi_conditional_000002_fff5ae3f_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x1,
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
        wp::int32 var_7;
        const wp::int32 var_8 = 2;
        wp::int32 var_9;
        const wp::int32 var_10 = 1;
        bool var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::float32 var_16 = 1.23;
        const wp::float32 var_17 = 1.16;
        wp::vec_t<2, wp::float32> var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        bool var_21;
        const wp::float32 var_22 = -1.78;
        wp::float32 var_23;
        wp::vec_t<2, wp::float32> var_24;
        wp::vec_t<2, wp::float32> var_25;
        wp::vec_t<2, wp::float32> var_26;
        const wp::float32 var_27 = 0.78;
        wp::vec_t<2, wp::float32> var_28;
        wp::vec_t<2, wp::float32> var_29;
        bool var_30;
        const wp::int32 var_31 = 3;
        wp::int32 var_32;
        const wp::int32 var_33 = 1;
        bool var_34;
        bool var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = -0.2;
        wp::vec_t<2, wp::float32> var_39;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::float32 var_43 = 1.0;
        wp::float32 var_44;
        const wp::float32 var_45 = -2.0;
        const wp::float32 var_46 = 2.0;
        wp::float32 var_47;
        wp::float32 var_48;
        wp::float32 var_49;
        const wp::float32 var_50 = 0.25;
        wp::float32 var_51;
        wp::vec_t<2, wp::float32> var_52;
        wp::vec_t<2, wp::float32> var_53;
        wp::vec_t<2, wp::float32> var_54;
        const wp::float32 var_55 = 1.67;
        wp::vec_t<2, wp::float32> var_56;
        wp::vec_t<2, wp::float32> var_57;
        const wp::float32 var_58 = 0.7;
        wp::float32 var_59;
        const wp::float32 var_60 = 1.0;
        wp::float32 var_61;
        wp::float32 var_62;
        wp::float32 var_63;
        bool var_64;
        wp::float32 var_65;
        wp::float32 var_66;
        wp::float32 var_67;
        wp::float32 var_68;
        wp::float32 var_69;
        bool var_70;
        bool var_71;
        bool var_72;
        bool var_73;
        wp::float32 var_74;
        const wp::float32 var_75 = -0.9;
        const wp::float32 var_76 = 0.9;
        wp::float32 var_77;
        wp::float32 var_78;
        wp::float32 var_79;
        wp::float32 var_80;
        wp::float32 var_81;
        const wp::float32 var_82 = 1.0;
        wp::float32 var_83;
        wp::float32 var_84;
        wp::float32 var_85;
        const wp::float32 var_86 = 1.0;
        wp::float32 var_87;
        wp::float32 var_88;
        bool var_89;
        const wp::float32 var_90 = -0.14;
        wp::float32 var_91;
        const wp::float32 var_92 = 1.516;
        const wp::float32 var_93 = -0.73;
        const wp::float32 var_94 = 0.11;
        wp::float32 var_95;
        wp::float32 var_96;
        const wp::float32 var_97 = 1.0;
        wp::float32 var_98;
        wp::float32 var_99;
        wp::float32 var_100;
        wp::float32 var_101;
        wp::float32 var_102;
        const wp::float32 var_103 = 0.931;
        const wp::float32 var_104 = -0.522;
        wp::vec_t<2, wp::float32> var_105;
        wp::float32 var_106;
        wp::float32 var_107;
        wp::float32 var_108;
        wp::float32 var_109;
        const wp::int32 var_110 = 3;
        wp::int32 var_111;
        wp::shape_t* var_112;
        const wp::int32 var_113 = 0;
        wp::int32 var_114;
        wp::shape_t var_115;
        wp::int32 var_116;
        wp::float32* var_117;
        wp::float32 var_118;
        wp::float32 var_119;
        wp::float32 var_120;
        wp::float32 var_121;
        wp::float32 var_122;
        wp::float32 var_123;
        wp::vec_t<2, wp::float32> var_124;
        const wp::float32 var_125 = 3.0;
        wp::float32 var_126;
        wp::float32 var_127;
        const wp::float32 var_128 = -4.0;
        const wp::float32 var_129 = 4.0;
        wp::float32 var_130;
        wp::float32 var_131;
        wp::float32 var_132;
        bool var_133;
        const wp::float32 var_134 = 0.1;
        bool var_135;
        const wp::float32 var_136 = -1.07;
        bool var_137;
        const wp::int32 var_138 = 3;
        wp::int32 var_139;
        wp::shape_t* var_140;
        const wp::int32 var_141 = 0;
        wp::int32 var_142;
        wp::shape_t var_143;
        wp::int32 var_144;
        wp::float32* var_145;
        wp::float32 var_146;
        wp::float32 var_147;
        wp::float32 var_148;
        const wp::float32 var_149 = 1.0;
        wp::float32 var_150;
        wp::float32 var_151;
        wp::float32 var_152;
        wp::vec_t<2, wp::float32> var_153;
        const wp::float32 var_154 = -1.56;
        wp::vec_t<2, wp::float32> var_155;
        wp::vec_t<2, wp::float32> var_156;
        wp::vec_t<2, wp::float32> var_157;
        const wp::float32 var_158 = 1.88;
        wp::vec_t<2, wp::float32> var_159;
        wp::vec_t<2, wp::float32> var_160;
        const wp::float32 var_161 = 1.5;
        wp::float32 var_162;
        wp::float32 var_163;
        const wp::float32 var_164 = 0.14;
        const wp::float32 var_165 = 0.48;
        wp::vec_t<2, wp::float32> var_166;
        wp::float32 var_167;
        wp::float32 var_168;
        wp::float32 var_169;
        wp::vec_t<2, wp::float32> var_170;
        wp::vec_t<2, wp::float32> var_171;
        wp::vec_t<2, wp::float32> var_172;
        wp::vec_t<2, wp::float32> var_173;
        const wp::float32 var_174 = 1.86;
        wp::vec_t<2, wp::float32> var_175;
        wp::vec_t<2, wp::float32> var_176;
        wp::float32 var_177;
        wp::vec_t<2, wp::float32> var_178;
        wp::float32 var_179;
        wp::float32 var_180;
        const wp::float32 var_181 = 1.6;
        const wp::float32 var_182 = -0.781;
        wp::vec_t<2, wp::float32> var_183;
        wp::float32 var_184;
        bool var_185;
        wp::float32 var_186;
        wp::float32 var_187;
        wp::float32 var_188;
        const wp::float32 var_189 = 1.0;
        wp::float32 var_190;
        wp::float32 var_191;
        wp::float32 var_192;
        bool var_193;
        const wp::int32 var_194 = 1;
        wp::int32 var_195;
        wp::shape_t* var_196;
        const wp::int32 var_197 = 0;
        wp::int32 var_198;
        wp::shape_t var_199;
        wp::int32 var_200;
        wp::float32* var_201;
        wp::float32 var_202;
        wp::float32 var_203;
        wp::float32 var_204;
        bool var_205;
        const wp::float32 var_206 = 1.391;
        bool var_207;
        bool var_208;
        bool var_209;
        bool var_210;
        wp::float32 var_211;
        wp::float32 var_212;
        wp::float32 var_213;
        wp::float32 var_214;
        bool var_215;
        const wp::int32 var_216 = 3;
        wp::int32 var_217;
        wp::shape_t* var_218;
        const wp::int32 var_219 = 0;
        wp::int32 var_220;
        wp::shape_t var_221;
        wp::int32 var_222;
        wp::float32* var_223;
        const wp::float32 var_224 = 1.746;
        const wp::float32 var_225 = -0.34;
        wp::vec_t<2, wp::float32> var_226;
        wp::float32 var_227;
        wp::float32 var_228;
        wp::float32 var_229;
        wp::float32 var_230;
        wp::float32 var_231;
        wp::float32 var_232;
        wp::float32 var_233;
        wp::float32 var_234;
        wp::float32 var_235;
        wp::float32 var_236;
        wp::float32 var_237;
        const wp::float32 var_238 = 0.7;
        wp::float32 var_239;
        bool var_240;
        const wp::float32 var_241 = 1.0;
        const wp::float32 var_242 = -0.15;
        wp::vec_t<2, wp::float32> var_243;
        wp::vec_t<2, wp::float32> var_244;
        wp::vec_t<2, wp::float32> var_245;
        wp::float32 var_246;
        wp::float32 var_247;
        wp::float32 var_248;
        const wp::int32 var_249 = 5;
        wp::int32 var_250;
        wp::shape_t* var_251;
        const wp::int32 var_252 = 0;
        wp::int32 var_253;
        wp::shape_t var_254;
        wp::int32 var_255;
        wp::float32* var_256;
        wp::float32 var_257;
        wp::float32 var_258;
        const wp::float32 var_259 = 0.5;
        wp::float32 var_260;
        wp::float32 var_261;
        const wp::int32 var_262 = 5;
        wp::int32 var_263;
        wp::shape_t* var_264;
        const wp::int32 var_265 = 0;
        wp::int32 var_266;
        wp::shape_t var_267;
        wp::int32 var_268;
        wp::vec_t<2, wp::float32>* var_269;
        wp::vec_t<2, wp::float32> var_270;
        wp::vec_t<2, wp::float32> var_271;
        bool var_272;
        const wp::int32 var_273 = 4;
        wp::int32 var_274;
        const wp::int32 var_275 = 1;
        bool var_276;
        bool var_277;
        wp::vec_t<2, wp::float32> var_278;
        const wp::float32 var_279 = 1.08;
        wp::vec_t<2, wp::float32> var_280;
        wp::float32 var_281;
        wp::float32 var_282;
        wp::float32 var_283;
        wp::float32 var_284;
        wp::float32 var_285;
        bool var_286;
        const wp::float32 var_287 = -1.89;
        wp::float32 var_288;
        const wp::float32 var_289 = 1.4;
        wp::float32 var_290;
        const wp::float32 var_291 = 1.0;
        wp::float32 var_292;
        wp::float32 var_293;
        wp::float32 var_294;
        const wp::float32 var_295 = 3.0;
        wp::float32 var_296;
        wp::float32 var_297;
        wp::float32 var_298;
        wp::float32 var_299;
        wp::float32 var_300;
        wp::float32 var_301;
        wp::float32 var_302;
        wp::float32 var_303;
        wp::float32 var_304;
        wp::float32 var_305;
        wp::float32 var_306;
        wp::vec_t<2, wp::float32> var_307;
        wp::vec_t<2, wp::float32> var_308;
        wp::float32 var_309;
        wp::float32 var_310;
        wp::float32 var_311;
        wp::float32 var_312;
        wp::float32 var_313;
        bool var_314;
        wp::vec_t<2, wp::float32> var_315;
        const wp::float32 var_316 = 0.33;
        wp::vec_t<2, wp::float32> var_317;
        wp::vec_t<2, wp::float32> var_318;
        wp::float32 var_319;
        wp::float32 var_320;
        wp::float32 var_321;
        wp::float32 var_322;
        const wp::float32 var_323 = 0.2;
        wp::float32 var_324;
        const wp::float32 var_325 = 1.0;
        wp::float32 var_326;
        wp::float32 var_327;
        const wp::float32 var_328 = -0.11;
        const wp::float32 var_329 = 0.93;
        wp::float32 var_330;
        wp::float32 var_331;
        wp::float32 var_332;
        wp::vec_t<2, wp::float32> var_333;
        wp::float32 var_334;
        wp::float32 var_335;
        const wp::float32 var_336 = 1.0;
        wp::float32 var_337;
        wp::float32 var_338;
        bool var_339;
        wp::float32 var_340;
        wp::float32 var_341;
        wp::float32 var_342;
        wp::float32 var_343;
        wp::float32 var_344;
        wp::float32 var_345;
        wp::float32 var_346;
        wp::float32 var_347;
        bool var_348;
        const wp::int32 var_349 = 4;
        wp::int32 var_350;
        const wp::int32 var_351 = 1;
        bool var_352;
        bool var_353;
        const wp::float32 var_354 = 1.32;
        const wp::float32 var_355 = -1.92;
        wp::vec_t<2, wp::float32> var_356;
        wp::vec_t<2, wp::float32> var_357;
        const wp::float32 var_358 = 1.16;
        wp::vec_t<2, wp::float32> var_359;
        wp::vec_t<2, wp::float32> var_360;
        wp::float32 var_361;
        const wp::int32 var_362 = 4;
        wp::float32 var_363;
        wp::float32 var_364;
        wp::float32 var_365;
        const wp::int32 var_366 = 1;
        wp::int32 var_367;
        wp::shape_t* var_368;
        const wp::int32 var_369 = 0;
        wp::int32 var_370;
        wp::shape_t var_371;
        wp::int32 var_372;
        wp::float32* var_373;
        wp::float32 var_374;
        wp::float32 var_375;
        wp::float32 var_376;
        wp::vec_t<2, wp::float32> var_377;
        wp::vec_t<2, wp::float32> var_378;
        wp::vec_t<2, wp::float32> var_379;
        const wp::float32 var_380 = 0.38;
        wp::vec_t<2, wp::float32> var_381;
        wp::vec_t<2, wp::float32> var_382;
        wp::vec_t<2, wp::float32> var_383;
        wp::float32 var_384;
        wp::vec_t<2, wp::float32> var_385;
        wp::float32 var_386;
        wp::float32 var_387;
        wp::float32 var_388;
        wp::vec_t<2, wp::float32> var_389;
        wp::float32 var_390;
        wp::float32 var_391;
        wp::float32 var_392;
        wp::vec_t<2, wp::float32> var_393;
        wp::float32 var_394;
        wp::float32 var_395;
        wp::float32 var_396;
        wp::float32 var_397;
        wp::float32 var_398;
        const wp::float32 var_399 = 1.95;
        wp::float32 var_400;
        wp::float32 var_401;
        wp::float32 var_402;
        wp::float32 var_403;
        const wp::float32 var_404 = -0.4;
        const wp::float32 var_405 = 0.7;
        wp::vec_t<2, wp::float32> var_406;
        wp::vec_t<2, wp::float32> var_407;
        wp::vec_t<2, wp::float32> var_408;
        wp::float32 var_409;
        const wp::float32 var_410 = 0.46;
        wp::float32 var_411;
        wp::float32 var_412;
        //---------
        // forward
        // def multi_conditional_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec2), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
        // if (wp.max(tid, tid)) % 2 == 1:                                                        <L 9>
        var_7 = wp::max(var_0, var_0);
        var_9 = wp::mod(var_7, var_8);
        var_11 = (var_9 == var_10);
        if (var_11) {
            // v0 = v0 + wp.cos(v0)                                                               <L 10>
            var_12 = wp::cos(var_2);
            var_13 = wp::add(var_2, var_12);
            // v0 = v0 + wp.tanh(v0)                                                              <L 11>
            var_14 = wp::tanh(var_13);
            var_15 = wp::add(var_13, var_14);
            // if wp.length_sq(wp.vec2(1.23, 1.16)) <= float(tid):                                <L 12>
            var_18 = wp::vec_t<2, wp::float32>(var_16, var_17);
            var_19 = wp::length_sq(var_18);
            var_20 = wp::float(var_0);
            var_21 = (var_19 <= var_20);
            if (var_21) {
                // v1 = v1 + wp.normalize(((v0 * -1.78) * (v1 + v1))) * 0.78                      <L 13>
                var_23 = wp::mul(var_15, var_22);
                var_24 = wp::add(var_5, var_5);
                var_25 = wp::mul(var_23, var_24);
                var_26 = wp::normalize(var_25);
                var_28 = wp::mul(var_26, var_27);
                var_29 = wp::add(var_5, var_28);
                // if ((tid) % 3 == 1) and (v0 > v0):                                             <L 14>
                var_32 = wp::mod(var_0, var_31);
                var_34 = (var_32 == var_33);
                var_30 = var_34;
                if (var_30) {
                    var_35 = (var_15 > var_15);
                    var_30 = var_30 && var_35;
                }
                if (var_30) {
                    // v0 = v0 + wp.tanh(v0)                                                      <L 15>
                    var_36 = wp::tanh(var_15);
                    var_37 = wp::add(var_15, var_36);
                    // v2 = wp.lerp(wp.length_sq(wp.vec2(v0, -0.2)), ((v0 - v0) - wp.pow(wp.abs(v0) + 1.0, wp.clamp(v0, -2.0, 2.0))), 0.25)       <L 16>
                    var_39 = wp::vec_t<2, wp::float32>(var_37, var_38);
                    var_40 = wp::length_sq(var_39);
                    var_41 = wp::sub(var_37, var_37);
                    var_42 = wp::abs(var_37);
                    var_44 = wp::add(var_42, var_43);
                    var_47 = wp::clamp(var_37, var_45, var_46);
                    var_48 = wp::pow(var_44, var_47);
                    var_49 = wp::sub(var_41, var_48);
                    var_51 = wp::lerp(var_40, var_49, var_50);
                    // v1 = v1 + wp.normalize((wp.normalize(v1) * v2)) * 1.67                     <L 17>
                    var_52 = wp::normalize(var_29);
                    var_53 = wp::mul(var_52, var_51);
                    var_54 = wp::normalize(var_53);
                    var_56 = wp::mul(var_54, var_55);
                    var_57 = wp::add(var_29, var_56);
                }
                if (!var_30) {
                    // elif wp.log(wp.abs(0.7) + 1.0) <= wp.dot(v1, v1):                          <L 18>
                    var_59 = wp::abs(var_58);
                    var_61 = wp::add(var_59, var_60);
                    var_62 = wp::log(var_61);
                    var_63 = wp::dot(var_29, var_29);
                    var_64 = (var_62 <= var_63);
                    if (var_64) {
                        // v0 = v0 + wp.sin(v0)                                                   <L 19>
                        var_65 = wp::sin(var_15);
                        var_66 = wp::add(var_15, var_65);
                        // v3 = wp.tanh(v0)                                                       <L 20>
                        var_67 = wp::tanh(var_66);
                        // v0 = v0 + wp.sin(v3)                                                   <L 21>
                        var_68 = wp::sin(var_67);
                        var_69 = wp::add(var_66, var_68);
                    }
                    if (!var_64) {
                        // elif (v0 > v0) or (v0 < v0):                                           <L 22>
                        var_71 = (var_15 > var_15);
                        var_70 = var_71;
                        if (!var_70) {
                            var_72 = (var_15 < var_15);
                            var_70 = var_70 || var_72;
                        }
                        if (var_70) {
                            // v0 = v0 + wp.tanh(wp.asin(wp.clamp(wp.where(v0 > v0, v0, v0), -0.9, 0.9)))       <L 23>
                            var_73 = (var_15 > var_15);
                            var_74 = wp::where(var_73, var_15, var_15);
                            var_77 = wp::clamp(var_74, var_75, var_76);
                            var_78 = wp::asin(var_77);
                            var_79 = wp::tanh(var_78);
                            var_80 = wp::add(var_15, var_79);
                        }
                        if (!var_70) {
                            // elif wp.log2(wp.abs(v0) + 1.0) < (v0 / (wp.abs(v0) + 1.0)):        <L 24>
                            var_81 = wp::abs(var_15);
                            var_83 = wp::add(var_81, var_82);
                            var_84 = wp::log2(var_83);
                            var_85 = wp::abs(var_15);
                            var_87 = wp::add(var_85, var_86);
                            var_88 = wp::div(var_15, var_87);
                            var_89 = (var_84 < var_88);
                            if (var_89) {
                                // v0 = v0 + wp.cos(((-0.14 - v0) / (wp.abs(wp.clamp(1.516, -0.73, 0.11)) + 1.0)))       <L 25>
                                var_91 = wp::sub(var_90, var_15);
                                var_95 = wp::clamp(var_92, var_93, var_94);
                                var_96 = wp::abs(var_95);
                                var_98 = wp::add(var_96, var_97);
                                var_99 = wp::div(var_91, var_98);
                                var_100 = wp::cos(var_99);
                                var_101 = wp::add(var_15, var_100);
                            }
                            if (!var_89) {
                                // v0 = v0 + wp.sin((wp.length(v1) - wp.dot(wp.vec2(0.931, -0.522), v1)))       <L 27>
                                var_102 = wp::length(var_29);
                                var_105 = wp::vec_t<2, wp::float32>(var_103, var_104);
                                var_106 = wp::dot(var_105, var_29);
                                var_107 = wp::sub(var_102, var_106);
                                var_108 = wp::sin(var_107);
                                var_109 = wp::add(var_15, var_108);
                                // v4 = x0[(tid + 3) % x0.shape[0]]                               <L 28>
                                var_111 = wp::add(var_0, var_110);
                                var_112 = &(var_x0.shape);
                                var_115 = wp::load(var_112);
                                var_114 = wp::extract(var_115, var_113);
                                var_116 = wp::mod(var_111, var_114);
                                var_117 = wp::address(var_x0, var_116);
                                var_119 = wp::load(var_117);
                                var_118 = wp::copy(var_119);
                            }
                            var_120 = wp::where(var_89, var_101, var_109);
                        }
                        var_121 = wp::where(var_70, var_80, var_120);
                    }
                    var_122 = wp::where(var_64, var_69, var_121);
                }
                var_123 = wp::where(var_30, var_37, var_122);
                var_124 = wp::where(var_30, var_57, var_29);
                // v5 = ((wp.atan2(v0, v0 + 3.0) * wp.exp(wp.clamp(v0, -4.0, 4.0))) / (wp.abs(wp.where((0.1 > v0) or (v0 < -1.07), v0, x0[(tid + 3) % x0.shape[0]])) + 1.0))       <L 29>
                var_126 = wp::add(var_123, var_125);
                var_127 = wp::atan2(var_123, var_126);
                var_130 = wp::clamp(var_123, var_128, var_129);
                var_131 = wp::exp(var_130);
                var_132 = wp::mul(var_127, var_131);
                var_135 = (var_134 > var_123);
                var_133 = var_135;
                if (!var_133) {
                    var_137 = (var_123 < var_136);
                    var_133 = var_133 || var_137;
                }
                var_139 = wp::add(var_0, var_138);
                var_140 = &(var_x0.shape);
                var_143 = wp::load(var_140);
                var_142 = wp::extract(var_143, var_141);
                var_144 = wp::mod(var_139, var_142);
                var_145 = wp::address(var_x0, var_144);
                var_147 = wp::load(var_145);
                var_146 = wp::where(var_133, var_123, var_147);
                var_148 = wp::abs(var_146);
                var_150 = wp::add(var_148, var_149);
                var_151 = wp::div(var_132, var_150);
            }
            var_152 = wp::where(var_21, var_123, var_15);
            var_153 = wp::where(var_21, var_124, var_5);
        }
        if (!var_11) {
            // v1 = v1 + wp.normalize(wp.normalize(wp.vec2(v0, -1.56))) * 1.88                    <L 31>
            var_155 = wp::vec_t<2, wp::float32>(var_2, var_154);
            var_156 = wp::normalize(var_155);
            var_157 = wp::normalize(var_156);
            var_159 = wp::mul(var_157, var_158);
            var_160 = wp::add(var_5, var_159);
            // v6 = (((1.5 * v0) - v0) * (v0 + wp.dot(wp.vec2(0.14, 0.48), v1)))                  <L 32>
            var_162 = wp::mul(var_161, var_2);
            var_163 = wp::sub(var_162, var_2);
            var_166 = wp::vec_t<2, wp::float32>(var_164, var_165);
            var_167 = wp::dot(var_166, var_160);
            var_168 = wp::add(var_2, var_167);
            var_169 = wp::mul(var_163, var_168);
            // v1 = v1 + wp.normalize(((v1 + v1) + wp.max(v1, v1))) * 1.86                        <L 33>
            var_170 = wp::add(var_160, var_160);
            var_171 = wp::max(var_160, var_160);
            var_172 = wp::add(var_170, var_171);
            var_173 = wp::normalize(var_172);
            var_175 = wp::mul(var_173, var_174);
            var_176 = wp::add(var_160, var_175);
        }
        var_177 = wp::where(var_11, var_152, var_2);
        var_178 = wp::where(var_11, var_153, var_176);
        // v7 = v0                                                                                <L 34>
        var_179 = wp::copy(var_177);
        // v8 = v7                                                                                <L 35>
        var_180 = wp::copy(var_179);
        // if wp.dot(v1, wp.vec2(1.6, -0.781)) <= v8:                                             <L 36>
        var_183 = wp::vec_t<2, wp::float32>(var_181, var_182);
        var_184 = wp::dot(var_178, var_183);
        var_185 = (var_184 <= var_180);
        if (var_185) {
            // v0 = v0 + wp.tanh(v8)                                                              <L 37>
            var_186 = wp::tanh(var_180);
            var_187 = wp::add(var_177, var_186);
            // if (v0 / (wp.abs(v7) + 1.0)) > wp.radians(v8):                                     <L 38>
            var_188 = wp::abs(var_179);
            var_190 = wp::add(var_188, var_189);
            var_191 = wp::div(var_187, var_190);
            var_192 = wp::radians(var_180);
            var_193 = (var_191 > var_192);
            if (var_193) {
                // v7 = v7 + wp.sin(x0[(tid + 1) % x0.shape[0]])                                  <L 39>
                var_195 = wp::add(var_0, var_194);
                var_196 = &(var_x0.shape);
                var_199 = wp::load(var_196);
                var_198 = wp::extract(var_199, var_197);
                var_200 = wp::mod(var_195, var_198);
                var_201 = wp::address(var_x0, var_200);
                var_203 = wp::load(var_201);
                var_202 = wp::sin(var_203);
                var_204 = wp::add(var_179, var_202);
                // if (v8 > 1.391) or ((v8 > v0) and (v8 > v0)):                                  <L 40>
                var_207 = (var_180 > var_206);
                var_205 = var_207;
                if (!var_205) {
                    var_209 = (var_180 > var_187);
                    var_208 = var_209;
                    if (var_208) {
                        var_210 = (var_180 > var_187);
                        var_208 = var_208 && var_210;
                    }
                    var_205 = var_205 || var_208;
                }
                if (var_205) {
                    // v8 = v8 + wp.cos(wp.step(v7) * v8)                                         <L 41>
                    var_211 = wp::step(var_204);
                    var_212 = wp::mul(var_211, var_180);
                    var_213 = wp::cos(var_212);
                    var_214 = wp::add(var_180, var_213);
                }
                if (!var_205) {
                    // v8 = v8 + wp.sin(wp.where(v8 < v7, x0[(tid + 3) % x0.shape[0]], wp.length_sq(wp.vec2(1.746, -0.34))))       <L 43>
                    var_215 = (var_180 < var_204);
                    var_217 = wp::add(var_0, var_216);
                    var_218 = &(var_x0.shape);
                    var_221 = wp::load(var_218);
                    var_220 = wp::extract(var_221, var_219);
                    var_222 = wp::mod(var_217, var_220);
                    var_223 = wp::address(var_x0, var_222);
                    var_226 = wp::vec_t<2, wp::float32>(var_224, var_225);
                    var_227 = wp::length_sq(var_226);
                    var_229 = wp::load(var_223);
                    var_228 = wp::where(var_215, var_229, var_227);
                    var_230 = wp::sin(var_228);
                    var_231 = wp::add(var_180, var_230);
                }
                var_232 = wp::where(var_205, var_214, var_231);
            }
            if (!var_193) {
                // v0 = v0 + wp.tanh((wp.length(v1) - v7))                                        <L 45>
                var_233 = wp::length(var_178);
                var_234 = wp::sub(var_233, var_179);
                var_235 = wp::tanh(var_234);
                var_236 = wp::add(var_187, var_235);
                // if wp.erf(v7) > (0.7 - v0):                                                    <L 46>
                var_237 = wp::erf(var_179);
                var_239 = wp::sub(var_238, var_236);
                var_240 = (var_237 > var_239);
                if (var_240) {
                    // v8 = v8 + wp.sin(wp.dot((wp.vec2(1.0, -0.15) + v1), wp.lerp(v1, v1, v7)))       <L 47>
                    var_243 = wp::vec_t<2, wp::float32>(var_241, var_242);
                    var_244 = wp::add(var_243, var_178);
                    var_245 = wp::lerp(var_178, var_178, var_179);
                    var_246 = wp::dot(var_244, var_245);
                    var_247 = wp::sin(var_246);
                    var_248 = wp::add(var_180, var_247);
                    // v9 = wp.sqrt(wp.abs(x0[(tid + 5) % x0.shape[0]]) + 0.5)                    <L 48>
                    var_250 = wp::add(var_0, var_249);
                    var_251 = &(var_x0.shape);
                    var_254 = wp::load(var_251);
                    var_253 = wp::extract(var_254, var_252);
                    var_255 = wp::mod(var_250, var_253);
                    var_256 = wp::address(var_x0, var_255);
                    var_258 = wp::load(var_256);
                    var_257 = wp::abs(var_258);
                    var_260 = wp::add(var_257, var_259);
                    var_261 = wp::sqrt(var_260);
                    // v10 = (x1[(tid + 5) % x1.shape[0]] + v1)                                   <L 49>
                    var_263 = wp::add(var_0, var_262);
                    var_264 = &(var_x1.shape);
                    var_267 = wp::load(var_264);
                    var_266 = wp::extract(var_267, var_265);
                    var_268 = wp::mod(var_263, var_266);
                    var_269 = wp::address(var_x1, var_268);
                    var_271 = wp::load(var_269);
                    var_270 = wp::add(var_271, var_178);
                }
                if (!var_240) {
                    // elif ((tid) % 4 == 1) and (v0 > v8):                                       <L 50>
                    var_274 = wp::mod(var_0, var_273);
                    var_276 = (var_274 == var_275);
                    var_272 = var_276;
                    if (var_272) {
                        var_277 = (var_236 > var_180);
                        var_272 = var_272 && var_277;
                    }
                    if (var_272) {
                        // v8 = v8 + wp.cos(wp.dot((v7 * v1), wp.vec2(1.08, v7)))                 <L 51>
                        var_278 = wp::mul(var_179, var_178);
                        var_280 = wp::vec_t<2, wp::float32>(var_279, var_179);
                        var_281 = wp::dot(var_278, var_280);
                        var_282 = wp::cos(var_281);
                        var_283 = wp::add(var_180, var_282);
                    }
                    if (!var_272) {
                        // v0 = v0 + wp.tanh(v0)                                                  <L 53>
                        var_284 = wp::tanh(var_236);
                        var_285 = wp::add(var_236, var_284);
                        // v11 = wp.atan2(v8, (wp.where(v7 > v0, -1.89, v8) * (v8 / (wp.abs(1.4) + 1.0))) + 3.0)       <L 54>
                        var_286 = (var_179 > var_285);
                        var_288 = wp::where(var_286, var_287, var_180);
                        var_290 = wp::abs(var_289);
                        var_292 = wp::add(var_290, var_291);
                        var_293 = wp::div(var_180, var_292);
                        var_294 = wp::mul(var_288, var_293);
                        var_296 = wp::add(var_294, var_295);
                        var_297 = wp::atan2(var_180, var_296);
                        // v8 = v8 + wp.cos(v0)                                                   <L 55>
                        var_298 = wp::cos(var_285);
                        var_299 = wp::add(var_180, var_298);
                    }
                    var_300 = wp::where(var_272, var_236, var_285);
                    var_301 = wp::where(var_272, var_283, var_299);
                }
                var_302 = wp::where(var_240, var_236, var_300);
                var_303 = wp::where(var_240, var_248, var_301);
            }
            var_304 = wp::where(var_193, var_187, var_302);
            var_305 = wp::where(var_193, var_204, var_179);
            var_306 = wp::where(var_193, var_232, var_303);
            // v7 = v7 + wp.tanh(wp.dot((v1 + v1), (v7 * v1)))                                    <L 56>
            var_307 = wp::add(var_178, var_178);
            var_308 = wp::mul(var_305, var_178);
            var_309 = wp::dot(var_307, var_308);
            var_310 = wp::tanh(var_309);
            var_311 = wp::add(var_305, var_310);
        }
        if (!var_185) {
            // elif wp.abs(v7) < (v0 - v0):                                                       <L 57>
            var_312 = wp::abs(var_179);
            var_313 = wp::sub(var_177, var_177);
            var_314 = (var_312 < var_313);
            if (var_314) {
                // v1 = v1 + wp.normalize(v1) * 0.33                                              <L 58>
                var_315 = wp::normalize(var_178);
                var_317 = wp::mul(var_315, var_316);
                var_318 = wp::add(var_178, var_317);
            }
            if (!var_314) {
                // v0 = v0 + wp.tanh(wp.atan((v8 - v0)))                                          <L 60>
                var_319 = wp::sub(var_180, var_177);
                var_320 = wp::atan(var_319);
                var_321 = wp::tanh(var_320);
                var_322 = wp::add(var_177, var_321);
                // v12 = wp.vec2(((v7 / (wp.abs(0.2) + 1.0)) + wp.clamp(v8, -0.11, 0.93)), (v8 + v0))       <L 61>
                var_324 = wp::abs(var_323);
                var_326 = wp::add(var_324, var_325);
                var_327 = wp::div(var_179, var_326);
                var_330 = wp::clamp(var_180, var_328, var_329);
                var_331 = wp::add(var_327, var_330);
                var_332 = wp::add(var_180, var_322);
                var_333 = wp::vec_t<2, wp::float32>(var_331, var_332);
                // if wp.degrees(v7) > (v8 / (wp.abs(v8) + 1.0)):                                 <L 62>
                var_334 = wp::degrees(var_179);
                var_335 = wp::abs(var_180);
                var_337 = wp::add(var_335, var_336);
                var_338 = wp::div(var_180, var_337);
                var_339 = (var_334 > var_338);
                if (var_339) {
                    // v8 = v8 + wp.cos(wp.length_sq(v12))                                        <L 63>
                    var_340 = wp::length_sq(var_333);
                    var_341 = wp::cos(var_340);
                    var_342 = wp::add(var_180, var_341);
                }
                if (!var_339) {
                    // v7 = v7 + wp.sin(((v7 * v0) - wp.length(v12)))                             <L 65>
                    var_343 = wp::mul(var_179, var_322);
                    var_344 = wp::length(var_333);
                    var_345 = wp::sub(var_343, var_344);
                    var_346 = wp::sin(var_345);
                    var_347 = wp::add(var_179, var_346);
                    // if ((tid) % 4 == 1) and (v8 > v0):                                         <L 66>
                    var_350 = wp::mod(var_0, var_349);
                    var_352 = (var_350 == var_351);
                    var_348 = var_352;
                    if (var_348) {
                        var_353 = (var_180 > var_322);
                        var_348 = var_348 && var_353;
                    }
                    if (var_348) {
                        // v1 = v1 + wp.normalize(wp.vec2(1.32, -1.92)) * 1.16                    <L 67>
                        var_356 = wp::vec_t<2, wp::float32>(var_354, var_355);
                        var_357 = wp::normalize(var_356);
                        var_359 = wp::mul(var_357, var_358);
                        var_360 = wp::add(var_178, var_359);
                        // v13 = v8                                                               <L 68>
                        var_361 = wp::copy(var_180);
                        // v14 = float(4)                                                         <L 69>
                        var_363 = wp::float(var_362);
                    }
                    if (!var_348) {
                        // v7 = v7 + wp.sin(v7)                                                   <L 71>
                        var_364 = wp::sin(var_347);
                        var_365 = wp::add(var_347, var_364);
                        // v7 = v7 + wp.sin(x0[(tid + 1) % x0.shape[0]])                          <L 72>
                        var_367 = wp::add(var_0, var_366);
                        var_368 = &(var_x0.shape);
                        var_371 = wp::load(var_368);
                        var_370 = wp::extract(var_371, var_369);
                        var_372 = wp::mod(var_367, var_370);
                        var_373 = wp::address(var_x0, var_372);
                        var_375 = wp::load(var_373);
                        var_374 = wp::sin(var_375);
                        var_376 = wp::add(var_365, var_374);
                        // v1 = v1 + wp.normalize(((v8 * v12) - v12)) * 0.38                      <L 73>
                        var_377 = wp::mul(var_180, var_333);
                        var_378 = wp::sub(var_377, var_333);
                        var_379 = wp::normalize(var_378);
                        var_381 = wp::mul(var_379, var_380);
                        var_382 = wp::add(var_178, var_381);
                    }
                    var_383 = wp::where(var_348, var_360, var_382);
                    var_384 = wp::where(var_348, var_347, var_376);
                }
                var_385 = wp::where(var_339, var_178, var_383);
                var_386 = wp::where(var_339, var_179, var_384);
                var_387 = wp::where(var_339, var_342, var_180);
            }
            var_388 = wp::where(var_314, var_177, var_322);
            var_389 = wp::where(var_314, var_318, var_385);
            var_390 = wp::where(var_314, var_179, var_386);
            var_391 = wp::where(var_314, var_180, var_387);
        }
        var_392 = wp::where(var_185, var_304, var_388);
        var_393 = wp::where(var_185, var_178, var_389);
        var_394 = wp::where(var_185, var_311, var_390);
        var_395 = wp::where(var_185, var_306, var_391);
        // out0[tid] = v0 + v7 + v8 + (v7 * v8) * 1.95                                            <L 74>
        var_396 = wp::add(var_392, var_394);
        var_397 = wp::add(var_396, var_395);
        var_398 = wp::mul(var_394, var_395);
        var_400 = wp::mul(var_398, var_399);
        var_401 = wp::add(var_397, var_400);
        wp::array_store(var_out0, var_0, var_401);
        // out1[tid] = v0 + v7 + v8 + wp.dot(wp.min(wp.vec2(-0.4, 0.7), v1), (v8 * v1)) * 0.46       <L 75>
        var_402 = wp::add(var_392, var_394);
        var_403 = wp::add(var_402, var_395);
        var_406 = wp::vec_t<2, wp::float32>(var_404, var_405);
        var_407 = wp::min(var_406, var_393);
        var_408 = wp::mul(var_395, var_393);
        var_409 = wp::dot(var_407, var_408);
        var_411 = wp::mul(var_409, var_410);
        var_412 = wp::add(var_403, var_411);
        wp::array_store(var_out1, var_0, var_412);
    }
}



extern "C" __global__ void multi_conditional_000002_fff5ae3f_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_x0,
    wp::array_t<wp::vec_t<2, wp::float32>> var_x1,
    wp::array_t<wp::float32> var_out0,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::float32> adj_x0,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_x1,
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
        wp::int32 var_7;
        const wp::int32 var_8 = 2;
        wp::int32 var_9;
        const wp::int32 var_10 = 1;
        bool var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        const wp::float32 var_16 = 1.23;
        const wp::float32 var_17 = 1.16;
        wp::vec_t<2, wp::float32> var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        bool var_21;
        const wp::float32 var_22 = -1.78;
        wp::float32 var_23;
        wp::vec_t<2, wp::float32> var_24;
        wp::vec_t<2, wp::float32> var_25;
        wp::vec_t<2, wp::float32> var_26;
        const wp::float32 var_27 = 0.78;
        wp::vec_t<2, wp::float32> var_28;
        wp::vec_t<2, wp::float32> var_29;
        bool var_30;
        const wp::int32 var_31 = 3;
        wp::int32 var_32;
        const wp::int32 var_33 = 1;
        bool var_34;
        bool var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        const wp::float32 var_38 = -0.2;
        wp::vec_t<2, wp::float32> var_39;
        wp::float32 var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        const wp::float32 var_43 = 1.0;
        wp::float32 var_44;
        const wp::float32 var_45 = -2.0;
        const wp::float32 var_46 = 2.0;
        wp::float32 var_47;
        wp::float32 var_48;
        wp::float32 var_49;
        const wp::float32 var_50 = 0.25;
        wp::float32 var_51;
        wp::vec_t<2, wp::float32> var_52;
        wp::vec_t<2, wp::float32> var_53;
        wp::vec_t<2, wp::float32> var_54;
        const wp::float32 var_55 = 1.67;
        wp::vec_t<2, wp::float32> var_56;
        wp::vec_t<2, wp::float32> var_57;
        const wp::float32 var_58 = 0.7;
        wp::float32 var_59;
        const wp::float32 var_60 = 1.0;
        wp::float32 var_61;
        wp::float32 var_62;
        wp::float32 var_63;
        bool var_64;
        wp::float32 var_65;
        wp::float32 var_66;
        wp::float32 var_67;
        wp::float32 var_68;
        wp::float32 var_69;
        bool var_70;
        bool var_71;
        bool var_72;
        bool var_73;
        wp::float32 var_74;
        const wp::float32 var_75 = -0.9;
        const wp::float32 var_76 = 0.9;
        wp::float32 var_77;
        wp::float32 var_78;
        wp::float32 var_79;
        wp::float32 var_80;
        wp::float32 var_81;
        const wp::float32 var_82 = 1.0;
        wp::float32 var_83;
        wp::float32 var_84;
        wp::float32 var_85;
        const wp::float32 var_86 = 1.0;
        wp::float32 var_87;
        wp::float32 var_88;
        bool var_89;
        const wp::float32 var_90 = -0.14;
        wp::float32 var_91;
        const wp::float32 var_92 = 1.516;
        const wp::float32 var_93 = -0.73;
        const wp::float32 var_94 = 0.11;
        wp::float32 var_95;
        wp::float32 var_96;
        const wp::float32 var_97 = 1.0;
        wp::float32 var_98;
        wp::float32 var_99;
        wp::float32 var_100;
        wp::float32 var_101;
        wp::float32 var_102;
        const wp::float32 var_103 = 0.931;
        const wp::float32 var_104 = -0.522;
        wp::vec_t<2, wp::float32> var_105;
        wp::float32 var_106;
        wp::float32 var_107;
        wp::float32 var_108;
        wp::float32 var_109;
        const wp::int32 var_110 = 3;
        wp::int32 var_111;
        wp::shape_t* var_112;
        const wp::int32 var_113 = 0;
        wp::int32 var_114;
        wp::shape_t var_115;
        wp::int32 var_116;
        wp::float32* var_117;
        wp::float32 var_118;
        wp::float32 var_119;
        wp::float32 var_120;
        wp::float32 var_121;
        wp::float32 var_122;
        wp::float32 var_123;
        wp::vec_t<2, wp::float32> var_124;
        const wp::float32 var_125 = 3.0;
        wp::float32 var_126;
        wp::float32 var_127;
        const wp::float32 var_128 = -4.0;
        const wp::float32 var_129 = 4.0;
        wp::float32 var_130;
        wp::float32 var_131;
        wp::float32 var_132;
        bool var_133;
        const wp::float32 var_134 = 0.1;
        bool var_135;
        const wp::float32 var_136 = -1.07;
        bool var_137;
        const wp::int32 var_138 = 3;
        wp::int32 var_139;
        wp::shape_t* var_140;
        const wp::int32 var_141 = 0;
        wp::int32 var_142;
        wp::shape_t var_143;
        wp::int32 var_144;
        wp::float32* var_145;
        wp::float32 var_146;
        wp::float32 var_147;
        wp::float32 var_148;
        const wp::float32 var_149 = 1.0;
        wp::float32 var_150;
        wp::float32 var_151;
        wp::float32 var_152;
        wp::vec_t<2, wp::float32> var_153;
        const wp::float32 var_154 = -1.56;
        wp::vec_t<2, wp::float32> var_155;
        wp::vec_t<2, wp::float32> var_156;
        wp::vec_t<2, wp::float32> var_157;
        const wp::float32 var_158 = 1.88;
        wp::vec_t<2, wp::float32> var_159;
        wp::vec_t<2, wp::float32> var_160;
        const wp::float32 var_161 = 1.5;
        wp::float32 var_162;
        wp::float32 var_163;
        const wp::float32 var_164 = 0.14;
        const wp::float32 var_165 = 0.48;
        wp::vec_t<2, wp::float32> var_166;
        wp::float32 var_167;
        wp::float32 var_168;
        wp::float32 var_169;
        wp::vec_t<2, wp::float32> var_170;
        wp::vec_t<2, wp::float32> var_171;
        wp::vec_t<2, wp::float32> var_172;
        wp::vec_t<2, wp::float32> var_173;
        const wp::float32 var_174 = 1.86;
        wp::vec_t<2, wp::float32> var_175;
        wp::vec_t<2, wp::float32> var_176;
        wp::float32 var_177;
        wp::vec_t<2, wp::float32> var_178;
        wp::float32 var_179;
        wp::float32 var_180;
        const wp::float32 var_181 = 1.6;
        const wp::float32 var_182 = -0.781;
        wp::vec_t<2, wp::float32> var_183;
        wp::float32 var_184;
        bool var_185;
        wp::float32 var_186;
        wp::float32 var_187;
        wp::float32 var_188;
        const wp::float32 var_189 = 1.0;
        wp::float32 var_190;
        wp::float32 var_191;
        wp::float32 var_192;
        bool var_193;
        const wp::int32 var_194 = 1;
        wp::int32 var_195;
        wp::shape_t* var_196;
        const wp::int32 var_197 = 0;
        wp::int32 var_198;
        wp::shape_t var_199;
        wp::int32 var_200;
        wp::float32* var_201;
        wp::float32 var_202;
        wp::float32 var_203;
        wp::float32 var_204;
        bool var_205;
        const wp::float32 var_206 = 1.391;
        bool var_207;
        bool var_208;
        bool var_209;
        bool var_210;
        wp::float32 var_211;
        wp::float32 var_212;
        wp::float32 var_213;
        wp::float32 var_214;
        bool var_215;
        const wp::int32 var_216 = 3;
        wp::int32 var_217;
        wp::shape_t* var_218;
        const wp::int32 var_219 = 0;
        wp::int32 var_220;
        wp::shape_t var_221;
        wp::int32 var_222;
        wp::float32* var_223;
        const wp::float32 var_224 = 1.746;
        const wp::float32 var_225 = -0.34;
        wp::vec_t<2, wp::float32> var_226;
        wp::float32 var_227;
        wp::float32 var_228;
        wp::float32 var_229;
        wp::float32 var_230;
        wp::float32 var_231;
        wp::float32 var_232;
        wp::float32 var_233;
        wp::float32 var_234;
        wp::float32 var_235;
        wp::float32 var_236;
        wp::float32 var_237;
        const wp::float32 var_238 = 0.7;
        wp::float32 var_239;
        bool var_240;
        const wp::float32 var_241 = 1.0;
        const wp::float32 var_242 = -0.15;
        wp::vec_t<2, wp::float32> var_243;
        wp::vec_t<2, wp::float32> var_244;
        wp::vec_t<2, wp::float32> var_245;
        wp::float32 var_246;
        wp::float32 var_247;
        wp::float32 var_248;
        const wp::int32 var_249 = 5;
        wp::int32 var_250;
        wp::shape_t* var_251;
        const wp::int32 var_252 = 0;
        wp::int32 var_253;
        wp::shape_t var_254;
        wp::int32 var_255;
        wp::float32* var_256;
        wp::float32 var_257;
        wp::float32 var_258;
        const wp::float32 var_259 = 0.5;
        wp::float32 var_260;
        wp::float32 var_261;
        const wp::int32 var_262 = 5;
        wp::int32 var_263;
        wp::shape_t* var_264;
        const wp::int32 var_265 = 0;
        wp::int32 var_266;
        wp::shape_t var_267;
        wp::int32 var_268;
        wp::vec_t<2, wp::float32>* var_269;
        wp::vec_t<2, wp::float32> var_270;
        wp::vec_t<2, wp::float32> var_271;
        bool var_272;
        const wp::int32 var_273 = 4;
        wp::int32 var_274;
        const wp::int32 var_275 = 1;
        bool var_276;
        bool var_277;
        wp::vec_t<2, wp::float32> var_278;
        const wp::float32 var_279 = 1.08;
        wp::vec_t<2, wp::float32> var_280;
        wp::float32 var_281;
        wp::float32 var_282;
        wp::float32 var_283;
        wp::float32 var_284;
        wp::float32 var_285;
        bool var_286;
        const wp::float32 var_287 = -1.89;
        wp::float32 var_288;
        const wp::float32 var_289 = 1.4;
        wp::float32 var_290;
        const wp::float32 var_291 = 1.0;
        wp::float32 var_292;
        wp::float32 var_293;
        wp::float32 var_294;
        const wp::float32 var_295 = 3.0;
        wp::float32 var_296;
        wp::float32 var_297;
        wp::float32 var_298;
        wp::float32 var_299;
        wp::float32 var_300;
        wp::float32 var_301;
        wp::float32 var_302;
        wp::float32 var_303;
        wp::float32 var_304;
        wp::float32 var_305;
        wp::float32 var_306;
        wp::vec_t<2, wp::float32> var_307;
        wp::vec_t<2, wp::float32> var_308;
        wp::float32 var_309;
        wp::float32 var_310;
        wp::float32 var_311;
        wp::float32 var_312;
        wp::float32 var_313;
        bool var_314;
        wp::vec_t<2, wp::float32> var_315;
        const wp::float32 var_316 = 0.33;
        wp::vec_t<2, wp::float32> var_317;
        wp::vec_t<2, wp::float32> var_318;
        wp::float32 var_319;
        wp::float32 var_320;
        wp::float32 var_321;
        wp::float32 var_322;
        const wp::float32 var_323 = 0.2;
        wp::float32 var_324;
        const wp::float32 var_325 = 1.0;
        wp::float32 var_326;
        wp::float32 var_327;
        const wp::float32 var_328 = -0.11;
        const wp::float32 var_329 = 0.93;
        wp::float32 var_330;
        wp::float32 var_331;
        wp::float32 var_332;
        wp::vec_t<2, wp::float32> var_333;
        wp::float32 var_334;
        wp::float32 var_335;
        const wp::float32 var_336 = 1.0;
        wp::float32 var_337;
        wp::float32 var_338;
        bool var_339;
        wp::float32 var_340;
        wp::float32 var_341;
        wp::float32 var_342;
        wp::float32 var_343;
        wp::float32 var_344;
        wp::float32 var_345;
        wp::float32 var_346;
        wp::float32 var_347;
        bool var_348;
        const wp::int32 var_349 = 4;
        wp::int32 var_350;
        const wp::int32 var_351 = 1;
        bool var_352;
        bool var_353;
        const wp::float32 var_354 = 1.32;
        const wp::float32 var_355 = -1.92;
        wp::vec_t<2, wp::float32> var_356;
        wp::vec_t<2, wp::float32> var_357;
        const wp::float32 var_358 = 1.16;
        wp::vec_t<2, wp::float32> var_359;
        wp::vec_t<2, wp::float32> var_360;
        wp::float32 var_361;
        const wp::int32 var_362 = 4;
        wp::float32 var_363;
        wp::float32 var_364;
        wp::float32 var_365;
        const wp::int32 var_366 = 1;
        wp::int32 var_367;
        wp::shape_t* var_368;
        const wp::int32 var_369 = 0;
        wp::int32 var_370;
        wp::shape_t var_371;
        wp::int32 var_372;
        wp::float32* var_373;
        wp::float32 var_374;
        wp::float32 var_375;
        wp::float32 var_376;
        wp::vec_t<2, wp::float32> var_377;
        wp::vec_t<2, wp::float32> var_378;
        wp::vec_t<2, wp::float32> var_379;
        const wp::float32 var_380 = 0.38;
        wp::vec_t<2, wp::float32> var_381;
        wp::vec_t<2, wp::float32> var_382;
        wp::vec_t<2, wp::float32> var_383;
        wp::float32 var_384;
        wp::vec_t<2, wp::float32> var_385;
        wp::float32 var_386;
        wp::float32 var_387;
        wp::float32 var_388;
        wp::vec_t<2, wp::float32> var_389;
        wp::float32 var_390;
        wp::float32 var_391;
        wp::float32 var_392;
        wp::vec_t<2, wp::float32> var_393;
        wp::float32 var_394;
        wp::float32 var_395;
        wp::float32 var_396;
        wp::float32 var_397;
        wp::float32 var_398;
        const wp::float32 var_399 = 1.95;
        wp::float32 var_400;
        wp::float32 var_401;
        wp::float32 var_402;
        wp::float32 var_403;
        const wp::float32 var_404 = -0.4;
        const wp::float32 var_405 = 0.7;
        wp::vec_t<2, wp::float32> var_406;
        wp::vec_t<2, wp::float32> var_407;
        wp::vec_t<2, wp::float32> var_408;
        wp::float32 var_409;
        const wp::float32 var_410 = 0.46;
        wp::float32 var_411;
        wp::float32 var_412;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::vec_t<2, wp::float32> adj_4 = {};
        wp::vec_t<2, wp::float32> adj_5 = {};
        wp::vec_t<2, wp::float32> adj_6 = {};
        wp::int32 adj_7 = {};
        wp::int32 adj_8 = {};
        wp::int32 adj_9 = {};
        wp::int32 adj_10 = {};
        bool adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::vec_t<2, wp::float32> adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        bool adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::vec_t<2, wp::float32> adj_24 = {};
        wp::vec_t<2, wp::float32> adj_25 = {};
        wp::vec_t<2, wp::float32> adj_26 = {};
        wp::float32 adj_27 = {};
        wp::vec_t<2, wp::float32> adj_28 = {};
        wp::vec_t<2, wp::float32> adj_29 = {};
        bool adj_30 = {};
        wp::int32 adj_31 = {};
        wp::int32 adj_32 = {};
        wp::int32 adj_33 = {};
        bool adj_34 = {};
        bool adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        wp::float32 adj_38 = {};
        wp::vec_t<2, wp::float32> adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        wp::float32 adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::vec_t<2, wp::float32> adj_52 = {};
        wp::vec_t<2, wp::float32> adj_53 = {};
        wp::vec_t<2, wp::float32> adj_54 = {};
        wp::float32 adj_55 = {};
        wp::vec_t<2, wp::float32> adj_56 = {};
        wp::vec_t<2, wp::float32> adj_57 = {};
        wp::float32 adj_58 = {};
        wp::float32 adj_59 = {};
        wp::float32 adj_60 = {};
        wp::float32 adj_61 = {};
        wp::float32 adj_62 = {};
        wp::float32 adj_63 = {};
        bool adj_64 = {};
        wp::float32 adj_65 = {};
        wp::float32 adj_66 = {};
        wp::float32 adj_67 = {};
        wp::float32 adj_68 = {};
        wp::float32 adj_69 = {};
        bool adj_70 = {};
        bool adj_71 = {};
        bool adj_72 = {};
        bool adj_73 = {};
        wp::float32 adj_74 = {};
        wp::float32 adj_75 = {};
        wp::float32 adj_76 = {};
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
        wp::float32 adj_88 = {};
        bool adj_89 = {};
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
        wp::float32 adj_100 = {};
        wp::float32 adj_101 = {};
        wp::float32 adj_102 = {};
        wp::float32 adj_103 = {};
        wp::float32 adj_104 = {};
        wp::vec_t<2, wp::float32> adj_105 = {};
        wp::float32 adj_106 = {};
        wp::float32 adj_107 = {};
        wp::float32 adj_108 = {};
        wp::float32 adj_109 = {};
        wp::int32 adj_110 = {};
        wp::int32 adj_111 = {};
        wp::shape_t adj_112 = {};
        wp::int32 adj_113 = {};
        wp::int32 adj_114 = {};
        wp::shape_t adj_115 = {};
        wp::int32 adj_116 = {};
        wp::float32 adj_117 = {};
        wp::float32 adj_118 = {};
        wp::float32 adj_119 = {};
        wp::float32 adj_120 = {};
        wp::float32 adj_121 = {};
        wp::float32 adj_122 = {};
        wp::float32 adj_123 = {};
        wp::vec_t<2, wp::float32> adj_124 = {};
        wp::float32 adj_125 = {};
        wp::float32 adj_126 = {};
        wp::float32 adj_127 = {};
        wp::float32 adj_128 = {};
        wp::float32 adj_129 = {};
        wp::float32 adj_130 = {};
        wp::float32 adj_131 = {};
        wp::float32 adj_132 = {};
        bool adj_133 = {};
        wp::float32 adj_134 = {};
        bool adj_135 = {};
        wp::float32 adj_136 = {};
        bool adj_137 = {};
        wp::int32 adj_138 = {};
        wp::int32 adj_139 = {};
        wp::shape_t adj_140 = {};
        wp::int32 adj_141 = {};
        wp::int32 adj_142 = {};
        wp::shape_t adj_143 = {};
        wp::int32 adj_144 = {};
        wp::float32 adj_145 = {};
        wp::float32 adj_146 = {};
        wp::float32 adj_147 = {};
        wp::float32 adj_148 = {};
        wp::float32 adj_149 = {};
        wp::float32 adj_150 = {};
        wp::float32 adj_151 = {};
        wp::float32 adj_152 = {};
        wp::vec_t<2, wp::float32> adj_153 = {};
        wp::float32 adj_154 = {};
        wp::vec_t<2, wp::float32> adj_155 = {};
        wp::vec_t<2, wp::float32> adj_156 = {};
        wp::vec_t<2, wp::float32> adj_157 = {};
        wp::float32 adj_158 = {};
        wp::vec_t<2, wp::float32> adj_159 = {};
        wp::vec_t<2, wp::float32> adj_160 = {};
        wp::float32 adj_161 = {};
        wp::float32 adj_162 = {};
        wp::float32 adj_163 = {};
        wp::float32 adj_164 = {};
        wp::float32 adj_165 = {};
        wp::vec_t<2, wp::float32> adj_166 = {};
        wp::float32 adj_167 = {};
        wp::float32 adj_168 = {};
        wp::float32 adj_169 = {};
        wp::vec_t<2, wp::float32> adj_170 = {};
        wp::vec_t<2, wp::float32> adj_171 = {};
        wp::vec_t<2, wp::float32> adj_172 = {};
        wp::vec_t<2, wp::float32> adj_173 = {};
        wp::float32 adj_174 = {};
        wp::vec_t<2, wp::float32> adj_175 = {};
        wp::vec_t<2, wp::float32> adj_176 = {};
        wp::float32 adj_177 = {};
        wp::vec_t<2, wp::float32> adj_178 = {};
        wp::float32 adj_179 = {};
        wp::float32 adj_180 = {};
        wp::float32 adj_181 = {};
        wp::float32 adj_182 = {};
        wp::vec_t<2, wp::float32> adj_183 = {};
        wp::float32 adj_184 = {};
        bool adj_185 = {};
        wp::float32 adj_186 = {};
        wp::float32 adj_187 = {};
        wp::float32 adj_188 = {};
        wp::float32 adj_189 = {};
        wp::float32 adj_190 = {};
        wp::float32 adj_191 = {};
        wp::float32 adj_192 = {};
        bool adj_193 = {};
        wp::int32 adj_194 = {};
        wp::int32 adj_195 = {};
        wp::shape_t adj_196 = {};
        wp::int32 adj_197 = {};
        wp::int32 adj_198 = {};
        wp::shape_t adj_199 = {};
        wp::int32 adj_200 = {};
        wp::float32 adj_201 = {};
        wp::float32 adj_202 = {};
        wp::float32 adj_203 = {};
        wp::float32 adj_204 = {};
        bool adj_205 = {};
        wp::float32 adj_206 = {};
        bool adj_207 = {};
        bool adj_208 = {};
        bool adj_209 = {};
        bool adj_210 = {};
        wp::float32 adj_211 = {};
        wp::float32 adj_212 = {};
        wp::float32 adj_213 = {};
        wp::float32 adj_214 = {};
        bool adj_215 = {};
        wp::int32 adj_216 = {};
        wp::int32 adj_217 = {};
        wp::shape_t adj_218 = {};
        wp::int32 adj_219 = {};
        wp::int32 adj_220 = {};
        wp::shape_t adj_221 = {};
        wp::int32 adj_222 = {};
        wp::float32 adj_223 = {};
        wp::float32 adj_224 = {};
        wp::float32 adj_225 = {};
        wp::vec_t<2, wp::float32> adj_226 = {};
        wp::float32 adj_227 = {};
        wp::float32 adj_228 = {};
        wp::float32 adj_229 = {};
        wp::float32 adj_230 = {};
        wp::float32 adj_231 = {};
        wp::float32 adj_232 = {};
        wp::float32 adj_233 = {};
        wp::float32 adj_234 = {};
        wp::float32 adj_235 = {};
        wp::float32 adj_236 = {};
        wp::float32 adj_237 = {};
        wp::float32 adj_238 = {};
        wp::float32 adj_239 = {};
        bool adj_240 = {};
        wp::float32 adj_241 = {};
        wp::float32 adj_242 = {};
        wp::vec_t<2, wp::float32> adj_243 = {};
        wp::vec_t<2, wp::float32> adj_244 = {};
        wp::vec_t<2, wp::float32> adj_245 = {};
        wp::float32 adj_246 = {};
        wp::float32 adj_247 = {};
        wp::float32 adj_248 = {};
        wp::int32 adj_249 = {};
        wp::int32 adj_250 = {};
        wp::shape_t adj_251 = {};
        wp::int32 adj_252 = {};
        wp::int32 adj_253 = {};
        wp::shape_t adj_254 = {};
        wp::int32 adj_255 = {};
        wp::float32 adj_256 = {};
        wp::float32 adj_257 = {};
        wp::float32 adj_258 = {};
        wp::float32 adj_259 = {};
        wp::float32 adj_260 = {};
        wp::float32 adj_261 = {};
        wp::int32 adj_262 = {};
        wp::int32 adj_263 = {};
        wp::shape_t adj_264 = {};
        wp::int32 adj_265 = {};
        wp::int32 adj_266 = {};
        wp::shape_t adj_267 = {};
        wp::int32 adj_268 = {};
        wp::vec_t<2, wp::float32> adj_269 = {};
        wp::vec_t<2, wp::float32> adj_270 = {};
        wp::vec_t<2, wp::float32> adj_271 = {};
        bool adj_272 = {};
        wp::int32 adj_273 = {};
        wp::int32 adj_274 = {};
        wp::int32 adj_275 = {};
        bool adj_276 = {};
        bool adj_277 = {};
        wp::vec_t<2, wp::float32> adj_278 = {};
        wp::float32 adj_279 = {};
        wp::vec_t<2, wp::float32> adj_280 = {};
        wp::float32 adj_281 = {};
        wp::float32 adj_282 = {};
        wp::float32 adj_283 = {};
        wp::float32 adj_284 = {};
        wp::float32 adj_285 = {};
        bool adj_286 = {};
        wp::float32 adj_287 = {};
        wp::float32 adj_288 = {};
        wp::float32 adj_289 = {};
        wp::float32 adj_290 = {};
        wp::float32 adj_291 = {};
        wp::float32 adj_292 = {};
        wp::float32 adj_293 = {};
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
        wp::vec_t<2, wp::float32> adj_307 = {};
        wp::vec_t<2, wp::float32> adj_308 = {};
        wp::float32 adj_309 = {};
        wp::float32 adj_310 = {};
        wp::float32 adj_311 = {};
        wp::float32 adj_312 = {};
        wp::float32 adj_313 = {};
        bool adj_314 = {};
        wp::vec_t<2, wp::float32> adj_315 = {};
        wp::float32 adj_316 = {};
        wp::vec_t<2, wp::float32> adj_317 = {};
        wp::vec_t<2, wp::float32> adj_318 = {};
        wp::float32 adj_319 = {};
        wp::float32 adj_320 = {};
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
        wp::vec_t<2, wp::float32> adj_333 = {};
        wp::float32 adj_334 = {};
        wp::float32 adj_335 = {};
        wp::float32 adj_336 = {};
        wp::float32 adj_337 = {};
        wp::float32 adj_338 = {};
        bool adj_339 = {};
        wp::float32 adj_340 = {};
        wp::float32 adj_341 = {};
        wp::float32 adj_342 = {};
        wp::float32 adj_343 = {};
        wp::float32 adj_344 = {};
        wp::float32 adj_345 = {};
        wp::float32 adj_346 = {};
        wp::float32 adj_347 = {};
        bool adj_348 = {};
        wp::int32 adj_349 = {};
        wp::int32 adj_350 = {};
        wp::int32 adj_351 = {};
        bool adj_352 = {};
        bool adj_353 = {};
        wp::float32 adj_354 = {};
        wp::float32 adj_355 = {};
        wp::vec_t<2, wp::float32> adj_356 = {};
        wp::vec_t<2, wp::float32> adj_357 = {};
        wp::float32 adj_358 = {};
        wp::vec_t<2, wp::float32> adj_359 = {};
        wp::vec_t<2, wp::float32> adj_360 = {};
        wp::float32 adj_361 = {};
        wp::int32 adj_362 = {};
        wp::float32 adj_363 = {};
        wp::float32 adj_364 = {};
        wp::float32 adj_365 = {};
        wp::int32 adj_366 = {};
        wp::int32 adj_367 = {};
        wp::shape_t adj_368 = {};
        wp::int32 adj_369 = {};
        wp::int32 adj_370 = {};
        wp::shape_t adj_371 = {};
        wp::int32 adj_372 = {};
        wp::float32 adj_373 = {};
        wp::float32 adj_374 = {};
        wp::float32 adj_375 = {};
        wp::float32 adj_376 = {};
        wp::vec_t<2, wp::float32> adj_377 = {};
        wp::vec_t<2, wp::float32> adj_378 = {};
        wp::vec_t<2, wp::float32> adj_379 = {};
        wp::float32 adj_380 = {};
        wp::vec_t<2, wp::float32> adj_381 = {};
        wp::vec_t<2, wp::float32> adj_382 = {};
        wp::vec_t<2, wp::float32> adj_383 = {};
        wp::float32 adj_384 = {};
        wp::vec_t<2, wp::float32> adj_385 = {};
        wp::float32 adj_386 = {};
        wp::float32 adj_387 = {};
        wp::float32 adj_388 = {};
        wp::vec_t<2, wp::float32> adj_389 = {};
        wp::float32 adj_390 = {};
        wp::float32 adj_391 = {};
        wp::float32 adj_392 = {};
        wp::vec_t<2, wp::float32> adj_393 = {};
        wp::float32 adj_394 = {};
        wp::float32 adj_395 = {};
        wp::float32 adj_396 = {};
        wp::float32 adj_397 = {};
        wp::float32 adj_398 = {};
        wp::float32 adj_399 = {};
        wp::float32 adj_400 = {};
        wp::float32 adj_401 = {};
        wp::float32 adj_402 = {};
        wp::float32 adj_403 = {};
        wp::float32 adj_404 = {};
        wp::float32 adj_405 = {};
        wp::vec_t<2, wp::float32> adj_406 = {};
        wp::vec_t<2, wp::float32> adj_407 = {};
        wp::vec_t<2, wp::float32> adj_408 = {};
        wp::float32 adj_409 = {};
        wp::float32 adj_410 = {};
        wp::float32 adj_411 = {};
        wp::float32 adj_412 = {};
        //---------
        // forward
        // def multi_conditional_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec2), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
        // if (wp.max(tid, tid)) % 2 == 1:                                                        <L 9>
        var_7 = wp::max(var_0, var_0);
        var_9 = wp::mod(var_7, var_8);
        var_11 = (var_9 == var_10);
        if (var_11) {
            // v0 = v0 + wp.cos(v0)                                                               <L 10>
            var_12 = wp::cos(var_2);
            var_13 = wp::add(var_2, var_12);
            // v0 = v0 + wp.tanh(v0)                                                              <L 11>
            var_14 = wp::tanh(var_13);
            var_15 = wp::add(var_13, var_14);
            // if wp.length_sq(wp.vec2(1.23, 1.16)) <= float(tid):                                <L 12>
            var_18 = wp::vec_t<2, wp::float32>(var_16, var_17);
            var_19 = wp::length_sq(var_18);
            var_20 = wp::float(var_0);
            var_21 = (var_19 <= var_20);
            if (var_21) {
                // v1 = v1 + wp.normalize(((v0 * -1.78) * (v1 + v1))) * 0.78                      <L 13>
                var_23 = wp::mul(var_15, var_22);
                var_24 = wp::add(var_5, var_5);
                var_25 = wp::mul(var_23, var_24);
                var_26 = wp::normalize(var_25);
                var_28 = wp::mul(var_26, var_27);
                var_29 = wp::add(var_5, var_28);
                // if ((tid) % 3 == 1) and (v0 > v0):                                             <L 14>
                var_32 = wp::mod(var_0, var_31);
                var_34 = (var_32 == var_33);
                var_30 = var_34;
                if (var_30) {
                    var_35 = (var_15 > var_15);
                    var_30 = var_30 && var_35;
                }
                if (var_30) {
                    // v0 = v0 + wp.tanh(v0)                                                      <L 15>
                    var_36 = wp::tanh(var_15);
                    var_37 = wp::add(var_15, var_36);
                    // v2 = wp.lerp(wp.length_sq(wp.vec2(v0, -0.2)), ((v0 - v0) - wp.pow(wp.abs(v0) + 1.0, wp.clamp(v0, -2.0, 2.0))), 0.25)       <L 16>
                    var_39 = wp::vec_t<2, wp::float32>(var_37, var_38);
                    var_40 = wp::length_sq(var_39);
                    var_41 = wp::sub(var_37, var_37);
                    var_42 = wp::abs(var_37);
                    var_44 = wp::add(var_42, var_43);
                    var_47 = wp::clamp(var_37, var_45, var_46);
                    var_48 = wp::pow(var_44, var_47);
                    var_49 = wp::sub(var_41, var_48);
                    var_51 = wp::lerp(var_40, var_49, var_50);
                    // v1 = v1 + wp.normalize((wp.normalize(v1) * v2)) * 1.67                     <L 17>
                    var_52 = wp::normalize(var_29);
                    var_53 = wp::mul(var_52, var_51);
                    var_54 = wp::normalize(var_53);
                    var_56 = wp::mul(var_54, var_55);
                    var_57 = wp::add(var_29, var_56);
                }
                if (!var_30) {
                    // elif wp.log(wp.abs(0.7) + 1.0) <= wp.dot(v1, v1):                          <L 18>
                    var_59 = wp::abs(var_58);
                    var_61 = wp::add(var_59, var_60);
                    var_62 = wp::log(var_61);
                    var_63 = wp::dot(var_29, var_29);
                    var_64 = (var_62 <= var_63);
                    if (var_64) {
                        // v0 = v0 + wp.sin(v0)                                                   <L 19>
                        var_65 = wp::sin(var_15);
                        var_66 = wp::add(var_15, var_65);
                        // v3 = wp.tanh(v0)                                                       <L 20>
                        var_67 = wp::tanh(var_66);
                        // v0 = v0 + wp.sin(v3)                                                   <L 21>
                        var_68 = wp::sin(var_67);
                        var_69 = wp::add(var_66, var_68);
                    }
                    if (!var_64) {
                        // elif (v0 > v0) or (v0 < v0):                                           <L 22>
                        var_71 = (var_15 > var_15);
                        var_70 = var_71;
                        if (!var_70) {
                            var_72 = (var_15 < var_15);
                            var_70 = var_70 || var_72;
                        }
                        if (var_70) {
                            // v0 = v0 + wp.tanh(wp.asin(wp.clamp(wp.where(v0 > v0, v0, v0), -0.9, 0.9)))       <L 23>
                            var_73 = (var_15 > var_15);
                            var_74 = wp::where(var_73, var_15, var_15);
                            var_77 = wp::clamp(var_74, var_75, var_76);
                            var_78 = wp::asin(var_77);
                            var_79 = wp::tanh(var_78);
                            var_80 = wp::add(var_15, var_79);
                        }
                        if (!var_70) {
                            // elif wp.log2(wp.abs(v0) + 1.0) < (v0 / (wp.abs(v0) + 1.0)):        <L 24>
                            var_81 = wp::abs(var_15);
                            var_83 = wp::add(var_81, var_82);
                            var_84 = wp::log2(var_83);
                            var_85 = wp::abs(var_15);
                            var_87 = wp::add(var_85, var_86);
                            var_88 = wp::div(var_15, var_87);
                            var_89 = (var_84 < var_88);
                            if (var_89) {
                                // v0 = v0 + wp.cos(((-0.14 - v0) / (wp.abs(wp.clamp(1.516, -0.73, 0.11)) + 1.0)))       <L 25>
                                var_91 = wp::sub(var_90, var_15);
                                var_95 = wp::clamp(var_92, var_93, var_94);
                                var_96 = wp::abs(var_95);
                                var_98 = wp::add(var_96, var_97);
                                var_99 = wp::div(var_91, var_98);
                                var_100 = wp::cos(var_99);
                                var_101 = wp::add(var_15, var_100);
                            }
                            if (!var_89) {
                                // v0 = v0 + wp.sin((wp.length(v1) - wp.dot(wp.vec2(0.931, -0.522), v1)))       <L 27>
                                var_102 = wp::length(var_29);
                                var_105 = wp::vec_t<2, wp::float32>(var_103, var_104);
                                var_106 = wp::dot(var_105, var_29);
                                var_107 = wp::sub(var_102, var_106);
                                var_108 = wp::sin(var_107);
                                var_109 = wp::add(var_15, var_108);
                                // v4 = x0[(tid + 3) % x0.shape[0]]                               <L 28>
                                var_111 = wp::add(var_0, var_110);
                                var_112 = &(var_x0.shape);
                                var_115 = wp::load(var_112);
                                var_114 = wp::extract(var_115, var_113);
                                var_116 = wp::mod(var_111, var_114);
                                var_117 = wp::address(var_x0, var_116);
                                var_119 = wp::load(var_117);
                                var_118 = wp::copy(var_119);
                            }
                            var_120 = wp::where(var_89, var_101, var_109);
                        }
                        var_121 = wp::where(var_70, var_80, var_120);
                    }
                    var_122 = wp::where(var_64, var_69, var_121);
                }
                var_123 = wp::where(var_30, var_37, var_122);
                var_124 = wp::where(var_30, var_57, var_29);
                // v5 = ((wp.atan2(v0, v0 + 3.0) * wp.exp(wp.clamp(v0, -4.0, 4.0))) / (wp.abs(wp.where((0.1 > v0) or (v0 < -1.07), v0, x0[(tid + 3) % x0.shape[0]])) + 1.0))       <L 29>
                var_126 = wp::add(var_123, var_125);
                var_127 = wp::atan2(var_123, var_126);
                var_130 = wp::clamp(var_123, var_128, var_129);
                var_131 = wp::exp(var_130);
                var_132 = wp::mul(var_127, var_131);
                var_135 = (var_134 > var_123);
                var_133 = var_135;
                if (!var_133) {
                    var_137 = (var_123 < var_136);
                    var_133 = var_133 || var_137;
                }
                var_139 = wp::add(var_0, var_138);
                var_140 = &(var_x0.shape);
                var_143 = wp::load(var_140);
                var_142 = wp::extract(var_143, var_141);
                var_144 = wp::mod(var_139, var_142);
                var_145 = wp::address(var_x0, var_144);
                var_147 = wp::load(var_145);
                var_146 = wp::where(var_133, var_123, var_147);
                var_148 = wp::abs(var_146);
                var_150 = wp::add(var_148, var_149);
                var_151 = wp::div(var_132, var_150);
            }
            var_152 = wp::where(var_21, var_123, var_15);
            var_153 = wp::where(var_21, var_124, var_5);
        }
        if (!var_11) {
            // v1 = v1 + wp.normalize(wp.normalize(wp.vec2(v0, -1.56))) * 1.88                    <L 31>
            var_155 = wp::vec_t<2, wp::float32>(var_2, var_154);
            var_156 = wp::normalize(var_155);
            var_157 = wp::normalize(var_156);
            var_159 = wp::mul(var_157, var_158);
            var_160 = wp::add(var_5, var_159);
            // v6 = (((1.5 * v0) - v0) * (v0 + wp.dot(wp.vec2(0.14, 0.48), v1)))                  <L 32>
            var_162 = wp::mul(var_161, var_2);
            var_163 = wp::sub(var_162, var_2);
            var_166 = wp::vec_t<2, wp::float32>(var_164, var_165);
            var_167 = wp::dot(var_166, var_160);
            var_168 = wp::add(var_2, var_167);
            var_169 = wp::mul(var_163, var_168);
            // v1 = v1 + wp.normalize(((v1 + v1) + wp.max(v1, v1))) * 1.86                        <L 33>
            var_170 = wp::add(var_160, var_160);
            var_171 = wp::max(var_160, var_160);
            var_172 = wp::add(var_170, var_171);
            var_173 = wp::normalize(var_172);
            var_175 = wp::mul(var_173, var_174);
            var_176 = wp::add(var_160, var_175);
        }
        var_177 = wp::where(var_11, var_152, var_2);
        var_178 = wp::where(var_11, var_153, var_176);
        // v7 = v0                                                                                <L 34>
        var_179 = wp::copy(var_177);
        // v8 = v7                                                                                <L 35>
        var_180 = wp::copy(var_179);
        // if wp.dot(v1, wp.vec2(1.6, -0.781)) <= v8:                                             <L 36>
        var_183 = wp::vec_t<2, wp::float32>(var_181, var_182);
        var_184 = wp::dot(var_178, var_183);
        var_185 = (var_184 <= var_180);
        if (var_185) {
            // v0 = v0 + wp.tanh(v8)                                                              <L 37>
            var_186 = wp::tanh(var_180);
            var_187 = wp::add(var_177, var_186);
            // if (v0 / (wp.abs(v7) + 1.0)) > wp.radians(v8):                                     <L 38>
            var_188 = wp::abs(var_179);
            var_190 = wp::add(var_188, var_189);
            var_191 = wp::div(var_187, var_190);
            var_192 = wp::radians(var_180);
            var_193 = (var_191 > var_192);
            if (var_193) {
                // v7 = v7 + wp.sin(x0[(tid + 1) % x0.shape[0]])                                  <L 39>
                var_195 = wp::add(var_0, var_194);
                var_196 = &(var_x0.shape);
                var_199 = wp::load(var_196);
                var_198 = wp::extract(var_199, var_197);
                var_200 = wp::mod(var_195, var_198);
                var_201 = wp::address(var_x0, var_200);
                var_203 = wp::load(var_201);
                var_202 = wp::sin(var_203);
                var_204 = wp::add(var_179, var_202);
                // if (v8 > 1.391) or ((v8 > v0) and (v8 > v0)):                                  <L 40>
                var_207 = (var_180 > var_206);
                var_205 = var_207;
                if (!var_205) {
                    var_209 = (var_180 > var_187);
                    var_208 = var_209;
                    if (var_208) {
                        var_210 = (var_180 > var_187);
                        var_208 = var_208 && var_210;
                    }
                    var_205 = var_205 || var_208;
                }
                if (var_205) {
                    // v8 = v8 + wp.cos(wp.step(v7) * v8)                                         <L 41>
                    var_211 = wp::step(var_204);
                    var_212 = wp::mul(var_211, var_180);
                    var_213 = wp::cos(var_212);
                    var_214 = wp::add(var_180, var_213);
                }
                if (!var_205) {
                    // v8 = v8 + wp.sin(wp.where(v8 < v7, x0[(tid + 3) % x0.shape[0]], wp.length_sq(wp.vec2(1.746, -0.34))))       <L 43>
                    var_215 = (var_180 < var_204);
                    var_217 = wp::add(var_0, var_216);
                    var_218 = &(var_x0.shape);
                    var_221 = wp::load(var_218);
                    var_220 = wp::extract(var_221, var_219);
                    var_222 = wp::mod(var_217, var_220);
                    var_223 = wp::address(var_x0, var_222);
                    var_226 = wp::vec_t<2, wp::float32>(var_224, var_225);
                    var_227 = wp::length_sq(var_226);
                    var_229 = wp::load(var_223);
                    var_228 = wp::where(var_215, var_229, var_227);
                    var_230 = wp::sin(var_228);
                    var_231 = wp::add(var_180, var_230);
                }
                var_232 = wp::where(var_205, var_214, var_231);
            }
            if (!var_193) {
                // v0 = v0 + wp.tanh((wp.length(v1) - v7))                                        <L 45>
                var_233 = wp::length(var_178);
                var_234 = wp::sub(var_233, var_179);
                var_235 = wp::tanh(var_234);
                var_236 = wp::add(var_187, var_235);
                // if wp.erf(v7) > (0.7 - v0):                                                    <L 46>
                var_237 = wp::erf(var_179);
                var_239 = wp::sub(var_238, var_236);
                var_240 = (var_237 > var_239);
                if (var_240) {
                    // v8 = v8 + wp.sin(wp.dot((wp.vec2(1.0, -0.15) + v1), wp.lerp(v1, v1, v7)))       <L 47>
                    var_243 = wp::vec_t<2, wp::float32>(var_241, var_242);
                    var_244 = wp::add(var_243, var_178);
                    var_245 = wp::lerp(var_178, var_178, var_179);
                    var_246 = wp::dot(var_244, var_245);
                    var_247 = wp::sin(var_246);
                    var_248 = wp::add(var_180, var_247);
                    // v9 = wp.sqrt(wp.abs(x0[(tid + 5) % x0.shape[0]]) + 0.5)                    <L 48>
                    var_250 = wp::add(var_0, var_249);
                    var_251 = &(var_x0.shape);
                    var_254 = wp::load(var_251);
                    var_253 = wp::extract(var_254, var_252);
                    var_255 = wp::mod(var_250, var_253);
                    var_256 = wp::address(var_x0, var_255);
                    var_258 = wp::load(var_256);
                    var_257 = wp::abs(var_258);
                    var_260 = wp::add(var_257, var_259);
                    var_261 = wp::sqrt(var_260);
                    // v10 = (x1[(tid + 5) % x1.shape[0]] + v1)                                   <L 49>
                    var_263 = wp::add(var_0, var_262);
                    var_264 = &(var_x1.shape);
                    var_267 = wp::load(var_264);
                    var_266 = wp::extract(var_267, var_265);
                    var_268 = wp::mod(var_263, var_266);
                    var_269 = wp::address(var_x1, var_268);
                    var_271 = wp::load(var_269);
                    var_270 = wp::add(var_271, var_178);
                }
                if (!var_240) {
                    // elif ((tid) % 4 == 1) and (v0 > v8):                                       <L 50>
                    var_274 = wp::mod(var_0, var_273);
                    var_276 = (var_274 == var_275);
                    var_272 = var_276;
                    if (var_272) {
                        var_277 = (var_236 > var_180);
                        var_272 = var_272 && var_277;
                    }
                    if (var_272) {
                        // v8 = v8 + wp.cos(wp.dot((v7 * v1), wp.vec2(1.08, v7)))                 <L 51>
                        var_278 = wp::mul(var_179, var_178);
                        var_280 = wp::vec_t<2, wp::float32>(var_279, var_179);
                        var_281 = wp::dot(var_278, var_280);
                        var_282 = wp::cos(var_281);
                        var_283 = wp::add(var_180, var_282);
                    }
                    if (!var_272) {
                        // v0 = v0 + wp.tanh(v0)                                                  <L 53>
                        var_284 = wp::tanh(var_236);
                        var_285 = wp::add(var_236, var_284);
                        // v11 = wp.atan2(v8, (wp.where(v7 > v0, -1.89, v8) * (v8 / (wp.abs(1.4) + 1.0))) + 3.0)       <L 54>
                        var_286 = (var_179 > var_285);
                        var_288 = wp::where(var_286, var_287, var_180);
                        var_290 = wp::abs(var_289);
                        var_292 = wp::add(var_290, var_291);
                        var_293 = wp::div(var_180, var_292);
                        var_294 = wp::mul(var_288, var_293);
                        var_296 = wp::add(var_294, var_295);
                        var_297 = wp::atan2(var_180, var_296);
                        // v8 = v8 + wp.cos(v0)                                                   <L 55>
                        var_298 = wp::cos(var_285);
                        var_299 = wp::add(var_180, var_298);
                    }
                    var_300 = wp::where(var_272, var_236, var_285);
                    var_301 = wp::where(var_272, var_283, var_299);
                }
                var_302 = wp::where(var_240, var_236, var_300);
                var_303 = wp::where(var_240, var_248, var_301);
            }
            var_304 = wp::where(var_193, var_187, var_302);
            var_305 = wp::where(var_193, var_204, var_179);
            var_306 = wp::where(var_193, var_232, var_303);
            // v7 = v7 + wp.tanh(wp.dot((v1 + v1), (v7 * v1)))                                    <L 56>
            var_307 = wp::add(var_178, var_178);
            var_308 = wp::mul(var_305, var_178);
            var_309 = wp::dot(var_307, var_308);
            var_310 = wp::tanh(var_309);
            var_311 = wp::add(var_305, var_310);
        }
        if (!var_185) {
            // elif wp.abs(v7) < (v0 - v0):                                                       <L 57>
            var_312 = wp::abs(var_179);
            var_313 = wp::sub(var_177, var_177);
            var_314 = (var_312 < var_313);
            if (var_314) {
                // v1 = v1 + wp.normalize(v1) * 0.33                                              <L 58>
                var_315 = wp::normalize(var_178);
                var_317 = wp::mul(var_315, var_316);
                var_318 = wp::add(var_178, var_317);
            }
            if (!var_314) {
                // v0 = v0 + wp.tanh(wp.atan((v8 - v0)))                                          <L 60>
                var_319 = wp::sub(var_180, var_177);
                var_320 = wp::atan(var_319);
                var_321 = wp::tanh(var_320);
                var_322 = wp::add(var_177, var_321);
                // v12 = wp.vec2(((v7 / (wp.abs(0.2) + 1.0)) + wp.clamp(v8, -0.11, 0.93)), (v8 + v0))       <L 61>
                var_324 = wp::abs(var_323);
                var_326 = wp::add(var_324, var_325);
                var_327 = wp::div(var_179, var_326);
                var_330 = wp::clamp(var_180, var_328, var_329);
                var_331 = wp::add(var_327, var_330);
                var_332 = wp::add(var_180, var_322);
                var_333 = wp::vec_t<2, wp::float32>(var_331, var_332);
                // if wp.degrees(v7) > (v8 / (wp.abs(v8) + 1.0)):                                 <L 62>
                var_334 = wp::degrees(var_179);
                var_335 = wp::abs(var_180);
                var_337 = wp::add(var_335, var_336);
                var_338 = wp::div(var_180, var_337);
                var_339 = (var_334 > var_338);
                if (var_339) {
                    // v8 = v8 + wp.cos(wp.length_sq(v12))                                        <L 63>
                    var_340 = wp::length_sq(var_333);
                    var_341 = wp::cos(var_340);
                    var_342 = wp::add(var_180, var_341);
                }
                if (!var_339) {
                    // v7 = v7 + wp.sin(((v7 * v0) - wp.length(v12)))                             <L 65>
                    var_343 = wp::mul(var_179, var_322);
                    var_344 = wp::length(var_333);
                    var_345 = wp::sub(var_343, var_344);
                    var_346 = wp::sin(var_345);
                    var_347 = wp::add(var_179, var_346);
                    // if ((tid) % 4 == 1) and (v8 > v0):                                         <L 66>
                    var_350 = wp::mod(var_0, var_349);
                    var_352 = (var_350 == var_351);
                    var_348 = var_352;
                    if (var_348) {
                        var_353 = (var_180 > var_322);
                        var_348 = var_348 && var_353;
                    }
                    if (var_348) {
                        // v1 = v1 + wp.normalize(wp.vec2(1.32, -1.92)) * 1.16                    <L 67>
                        var_356 = wp::vec_t<2, wp::float32>(var_354, var_355);
                        var_357 = wp::normalize(var_356);
                        var_359 = wp::mul(var_357, var_358);
                        var_360 = wp::add(var_178, var_359);
                        // v13 = v8                                                               <L 68>
                        var_361 = wp::copy(var_180);
                        // v14 = float(4)                                                         <L 69>
                        var_363 = wp::float(var_362);
                    }
                    if (!var_348) {
                        // v7 = v7 + wp.sin(v7)                                                   <L 71>
                        var_364 = wp::sin(var_347);
                        var_365 = wp::add(var_347, var_364);
                        // v7 = v7 + wp.sin(x0[(tid + 1) % x0.shape[0]])                          <L 72>
                        var_367 = wp::add(var_0, var_366);
                        var_368 = &(var_x0.shape);
                        var_371 = wp::load(var_368);
                        var_370 = wp::extract(var_371, var_369);
                        var_372 = wp::mod(var_367, var_370);
                        var_373 = wp::address(var_x0, var_372);
                        var_375 = wp::load(var_373);
                        var_374 = wp::sin(var_375);
                        var_376 = wp::add(var_365, var_374);
                        // v1 = v1 + wp.normalize(((v8 * v12) - v12)) * 0.38                      <L 73>
                        var_377 = wp::mul(var_180, var_333);
                        var_378 = wp::sub(var_377, var_333);
                        var_379 = wp::normalize(var_378);
                        var_381 = wp::mul(var_379, var_380);
                        var_382 = wp::add(var_178, var_381);
                    }
                    var_383 = wp::where(var_348, var_360, var_382);
                    var_384 = wp::where(var_348, var_347, var_376);
                }
                var_385 = wp::where(var_339, var_178, var_383);
                var_386 = wp::where(var_339, var_179, var_384);
                var_387 = wp::where(var_339, var_342, var_180);
            }
            var_388 = wp::where(var_314, var_177, var_322);
            var_389 = wp::where(var_314, var_318, var_385);
            var_390 = wp::where(var_314, var_179, var_386);
            var_391 = wp::where(var_314, var_180, var_387);
        }
        var_392 = wp::where(var_185, var_304, var_388);
        var_393 = wp::where(var_185, var_178, var_389);
        var_394 = wp::where(var_185, var_311, var_390);
        var_395 = wp::where(var_185, var_306, var_391);
        // out0[tid] = v0 + v7 + v8 + (v7 * v8) * 1.95                                            <L 74>
        var_396 = wp::add(var_392, var_394);
        var_397 = wp::add(var_396, var_395);
        var_398 = wp::mul(var_394, var_395);
        var_400 = wp::mul(var_398, var_399);
        var_401 = wp::add(var_397, var_400);
        // wp::array_store(var_out0, var_0, var_401);
        // out1[tid] = v0 + v7 + v8 + wp.dot(wp.min(wp.vec2(-0.4, 0.7), v1), (v8 * v1)) * 0.46       <L 75>
        var_402 = wp::add(var_392, var_394);
        var_403 = wp::add(var_402, var_395);
        var_406 = wp::vec_t<2, wp::float32>(var_404, var_405);
        var_407 = wp::min(var_406, var_393);
        var_408 = wp::mul(var_395, var_393);
        var_409 = wp::dot(var_407, var_408);
        var_411 = wp::mul(var_409, var_410);
        var_412 = wp::add(var_403, var_411);
        // wp::array_store(var_out1, var_0, var_412);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_412, adj_out1, adj_0, adj_412);
        wp::adj_add(var_403, var_411, adj_403, adj_411, adj_412);
        wp::adj_mul(var_409, var_410, adj_409, adj_410, adj_411);
        wp::adj_dot(var_407, var_408, adj_407, adj_408, adj_409);
        wp::adj_mul(var_395, var_393, adj_395, adj_393, adj_408);
        wp::adj_min(var_406, var_393, adj_406, adj_393, adj_407);
        wp::adj_vec_t(var_404, var_405, adj_404, adj_405, adj_406);
        wp::adj_add(var_402, var_395, adj_402, adj_395, adj_403);
        wp::adj_add(var_392, var_394, adj_392, adj_394, adj_402);
        // adj: out1[tid] = v0 + v7 + v8 + wp.dot(wp.min(wp.vec2(-0.4, 0.7), v1), (v8 * v1)) * 0.46  <L 75>
        wp::adj_array_store(var_out0, var_0, var_401, adj_out0, adj_0, adj_401);
        wp::adj_add(var_397, var_400, adj_397, adj_400, adj_401);
        wp::adj_mul(var_398, var_399, adj_398, adj_399, adj_400);
        wp::adj_mul(var_394, var_395, adj_394, adj_395, adj_398);
        wp::adj_add(var_396, var_395, adj_396, adj_395, adj_397);
        wp::adj_add(var_392, var_394, adj_392, adj_394, adj_396);
        // adj: out0[tid] = v0 + v7 + v8 + (v7 * v8) * 1.95                                       <L 74>
        wp::adj_where(var_185, var_306, var_391, adj_185, adj_306, adj_391, adj_395);
        wp::adj_where(var_185, var_311, var_390, adj_185, adj_311, adj_390, adj_394);
        wp::adj_where(var_185, var_178, var_389, adj_185, adj_178, adj_389, adj_393);
        wp::adj_where(var_185, var_304, var_388, adj_185, adj_304, adj_388, adj_392);
        if (!var_185) {
            wp::adj_where(var_314, var_180, var_387, adj_314, adj_180, adj_387, adj_391);
            wp::adj_where(var_314, var_179, var_386, adj_314, adj_179, adj_386, adj_390);
            wp::adj_where(var_314, var_318, var_385, adj_314, adj_318, adj_385, adj_389);
            wp::adj_where(var_314, var_177, var_322, adj_314, adj_177, adj_322, adj_388);
            if (!var_314) {
                wp::adj_where(var_339, var_342, var_180, adj_339, adj_342, adj_180, adj_387);
                wp::adj_where(var_339, var_179, var_384, adj_339, adj_179, adj_384, adj_386);
                wp::adj_where(var_339, var_178, var_383, adj_339, adj_178, adj_383, adj_385);
                if (!var_339) {
                    wp::adj_where(var_348, var_347, var_376, adj_348, adj_347, adj_376, adj_384);
                    wp::adj_where(var_348, var_360, var_382, adj_348, adj_360, adj_382, adj_383);
                    if (!var_348) {
                        wp::adj_add(var_178, var_381, adj_178, adj_381, adj_382);
                        wp::adj_mul(var_379, var_380, adj_379, adj_380, adj_381);
                        wp::adj_normalize(var_378, var_379, adj_378, adj_379);
                        wp::adj_sub(var_377, var_333, adj_377, adj_333, adj_378);
                        wp::adj_mul(var_180, var_333, adj_180, adj_333, adj_377);
                        // adj: v1 = v1 + wp.normalize(((v8 * v12) - v12)) * 0.38                 <L 73>
                        wp::adj_add(var_365, var_374, adj_365, adj_374, adj_376);
                        wp::adj_sin(var_375, adj_373, adj_374);
                        wp::adj_address(var_x0, var_372, adj_x0, adj_372, adj_373);
                        wp::adj_mod(var_367, var_370, adj_367, adj_370, adj_372);
                        adj_x0.shape = adj_368;
                        wp::adj_add(var_0, var_366, adj_0, adj_366, adj_367);
                        // adj: v7 = v7 + wp.sin(x0[(tid + 1) % x0.shape[0]])                     <L 72>
                        wp::adj_add(var_347, var_364, adj_347, adj_364, adj_365);
                        wp::adj_sin(var_347, adj_347, adj_364);
                        // adj: v7 = v7 + wp.sin(v7)                                              <L 71>
                    }
                    if (var_348) {
                        wp::adj_float(var_362, adj_362, adj_363);
                        // adj: v14 = float(4)                                                    <L 69>
                        wp::adj_copy(var_180, adj_180, adj_361);
                        // adj: v13 = v8                                                          <L 68>
                        wp::adj_add(var_178, var_359, adj_178, adj_359, adj_360);
                        wp::adj_mul(var_357, var_358, adj_357, adj_358, adj_359);
                        wp::adj_normalize(var_356, var_357, adj_356, adj_357);
                        wp::adj_vec_t(var_354, var_355, adj_354, adj_355, adj_356);
                        // adj: v1 = v1 + wp.normalize(wp.vec2(1.32, -1.92)) * 1.16               <L 67>
                    }
                    if (var_348) {
                    }
                    wp::adj_mod(var_0, var_349, adj_0, adj_349, adj_350);
                    // adj: if ((tid) % 4 == 1) and (v8 > v0):                                    <L 66>
                    wp::adj_add(var_179, var_346, adj_179, adj_346, adj_347);
                    wp::adj_sin(var_345, adj_345, adj_346);
                    wp::adj_sub(var_343, var_344, adj_343, adj_344, adj_345);
                    wp::adj_length(var_333, var_344, adj_333, adj_344);
                    wp::adj_mul(var_179, var_322, adj_179, adj_322, adj_343);
                    // adj: v7 = v7 + wp.sin(((v7 * v0) - wp.length(v12)))                        <L 65>
                }
                if (var_339) {
                    wp::adj_add(var_180, var_341, adj_180, adj_341, adj_342);
                    wp::adj_cos(var_340, adj_340, adj_341);
                    wp::adj_length_sq(var_333, adj_333, adj_340);
                    // adj: v8 = v8 + wp.cos(wp.length_sq(v12))                                   <L 63>
                }
                wp::adj_div(var_180, var_337, var_338, adj_180, adj_337, adj_338);
                wp::adj_add(var_335, var_336, adj_335, adj_336, adj_337);
                wp::adj_abs(var_180, adj_180, adj_335);
                wp::adj_degrees(var_179, adj_179, adj_334);
                // adj: if wp.degrees(v7) > (v8 / (wp.abs(v8) + 1.0)):                            <L 62>
                wp::adj_vec_t(var_331, var_332, adj_331, adj_332, adj_333);
                wp::adj_add(var_180, var_322, adj_180, adj_322, adj_332);
                wp::adj_add(var_327, var_330, adj_327, adj_330, adj_331);
                wp::adj_clamp(var_180, var_328, var_329, adj_180, adj_328, adj_329, adj_330);
                wp::adj_div(var_179, var_326, var_327, adj_179, adj_326, adj_327);
                wp::adj_add(var_324, var_325, adj_324, adj_325, adj_326);
                wp::adj_abs(var_323, adj_323, adj_324);
                // adj: v12 = wp.vec2(((v7 / (wp.abs(0.2) + 1.0)) + wp.clamp(v8, -0.11, 0.93)), (v8 + v0))  <L 61>
                wp::adj_add(var_177, var_321, adj_177, adj_321, adj_322);
                wp::adj_tanh(var_320, var_321, adj_320, adj_321);
                wp::adj_atan(var_319, adj_319, adj_320);
                wp::adj_sub(var_180, var_177, adj_180, adj_177, adj_319);
                // adj: v0 = v0 + wp.tanh(wp.atan((v8 - v0)))                                     <L 60>
            }
            if (var_314) {
                wp::adj_add(var_178, var_317, adj_178, adj_317, adj_318);
                wp::adj_mul(var_315, var_316, adj_315, adj_316, adj_317);
                wp::adj_normalize(var_178, var_315, adj_178, adj_315);
                // adj: v1 = v1 + wp.normalize(v1) * 0.33                                         <L 58>
            }
            wp::adj_sub(var_177, var_177, adj_177, adj_177, adj_313);
            wp::adj_abs(var_179, adj_179, adj_312);
            // adj: elif wp.abs(v7) < (v0 - v0):                                                  <L 57>
        }
        if (var_185) {
            wp::adj_add(var_305, var_310, adj_305, adj_310, adj_311);
            wp::adj_tanh(var_309, var_310, adj_309, adj_310);
            wp::adj_dot(var_307, var_308, adj_307, adj_308, adj_309);
            wp::adj_mul(var_305, var_178, adj_305, adj_178, adj_308);
            wp::adj_add(var_178, var_178, adj_178, adj_178, adj_307);
            // adj: v7 = v7 + wp.tanh(wp.dot((v1 + v1), (v7 * v1)))                               <L 56>
            wp::adj_where(var_193, var_232, var_303, adj_193, adj_232, adj_303, adj_306);
            wp::adj_where(var_193, var_204, var_179, adj_193, adj_204, adj_179, adj_305);
            wp::adj_where(var_193, var_187, var_302, adj_193, adj_187, adj_302, adj_304);
            if (!var_193) {
                wp::adj_where(var_240, var_248, var_301, adj_240, adj_248, adj_301, adj_303);
                wp::adj_where(var_240, var_236, var_300, adj_240, adj_236, adj_300, adj_302);
                if (!var_240) {
                    wp::adj_where(var_272, var_283, var_299, adj_272, adj_283, adj_299, adj_301);
                    wp::adj_where(var_272, var_236, var_285, adj_272, adj_236, adj_285, adj_300);
                    if (!var_272) {
                        wp::adj_add(var_180, var_298, adj_180, adj_298, adj_299);
                        wp::adj_cos(var_285, adj_285, adj_298);
                        // adj: v8 = v8 + wp.cos(v0)                                              <L 55>
                        wp::adj_atan2(var_180, var_296, adj_180, adj_296, adj_297);
                        wp::adj_add(var_294, var_295, adj_294, adj_295, adj_296);
                        wp::adj_mul(var_288, var_293, adj_288, adj_293, adj_294);
                        wp::adj_div(var_180, var_292, var_293, adj_180, adj_292, adj_293);
                        wp::adj_add(var_290, var_291, adj_290, adj_291, adj_292);
                        wp::adj_abs(var_289, adj_289, adj_290);
                        wp::adj_where(var_286, var_287, var_180, adj_286, adj_287, adj_180, adj_288);
                        // adj: v11 = wp.atan2(v8, (wp.where(v7 > v0, -1.89, v8) * (v8 / (wp.abs(1.4) + 1.0))) + 3.0)  <L 54>
                        wp::adj_add(var_236, var_284, adj_236, adj_284, adj_285);
                        wp::adj_tanh(var_236, var_284, adj_236, adj_284);
                        // adj: v0 = v0 + wp.tanh(v0)                                             <L 53>
                    }
                    if (var_272) {
                        wp::adj_add(var_180, var_282, adj_180, adj_282, adj_283);
                        wp::adj_cos(var_281, adj_281, adj_282);
                        wp::adj_dot(var_278, var_280, adj_278, adj_280, adj_281);
                        wp::adj_vec_t(var_279, var_179, adj_279, adj_179, adj_280);
                        wp::adj_mul(var_179, var_178, adj_179, adj_178, adj_278);
                        // adj: v8 = v8 + wp.cos(wp.dot((v7 * v1), wp.vec2(1.08, v7)))            <L 51>
                    }
                    if (var_272) {
                    }
                    wp::adj_mod(var_0, var_273, adj_0, adj_273, adj_274);
                    // adj: elif ((tid) % 4 == 1) and (v0 > v8):                                  <L 50>
                }
                if (var_240) {
                    wp::adj_add(var_271, var_178, adj_269, adj_178, adj_270);
                    wp::adj_address(var_x1, var_268, adj_x1, adj_268, adj_269);
                    wp::adj_mod(var_263, var_266, adj_263, adj_266, adj_268);
                    adj_x1.shape = adj_264;
                    wp::adj_add(var_0, var_262, adj_0, adj_262, adj_263);
                    // adj: v10 = (x1[(tid + 5) % x1.shape[0]] + v1)                              <L 49>
                    wp::adj_sqrt(var_260, var_261, adj_260, adj_261);
                    wp::adj_add(var_257, var_259, adj_257, adj_259, adj_260);
                    wp::adj_abs(var_258, adj_256, adj_257);
                    wp::adj_address(var_x0, var_255, adj_x0, adj_255, adj_256);
                    wp::adj_mod(var_250, var_253, adj_250, adj_253, adj_255);
                    adj_x0.shape = adj_251;
                    wp::adj_add(var_0, var_249, adj_0, adj_249, adj_250);
                    // adj: v9 = wp.sqrt(wp.abs(x0[(tid + 5) % x0.shape[0]]) + 0.5)               <L 48>
                    wp::adj_add(var_180, var_247, adj_180, adj_247, adj_248);
                    wp::adj_sin(var_246, adj_246, adj_247);
                    wp::adj_dot(var_244, var_245, adj_244, adj_245, adj_246);
                    wp::adj_lerp(var_178, var_178, var_179, adj_178, adj_178, adj_179, adj_245);
                    wp::adj_add(var_243, var_178, adj_243, adj_178, adj_244);
                    wp::adj_vec_t(var_241, var_242, adj_241, adj_242, adj_243);
                    // adj: v8 = v8 + wp.sin(wp.dot((wp.vec2(1.0, -0.15) + v1), wp.lerp(v1, v1, v7)))  <L 47>
                }
                wp::adj_sub(var_238, var_236, adj_238, adj_236, adj_239);
                wp::adj_erf(var_179, adj_179, adj_237);
                // adj: if wp.erf(v7) > (0.7 - v0):                                               <L 46>
                wp::adj_add(var_187, var_235, adj_187, adj_235, adj_236);
                wp::adj_tanh(var_234, var_235, adj_234, adj_235);
                wp::adj_sub(var_233, var_179, adj_233, adj_179, adj_234);
                wp::adj_length(var_178, var_233, adj_178, adj_233);
                // adj: v0 = v0 + wp.tanh((wp.length(v1) - v7))                                   <L 45>
            }
            if (var_193) {
                wp::adj_where(var_205, var_214, var_231, adj_205, adj_214, adj_231, adj_232);
                if (!var_205) {
                    wp::adj_add(var_180, var_230, adj_180, adj_230, adj_231);
                    wp::adj_sin(var_228, adj_228, adj_230);
                    wp::adj_where(var_215, var_229, var_227, adj_215, adj_223, adj_227, adj_228);
                    wp::adj_length_sq(var_226, adj_226, adj_227);
                    wp::adj_vec_t(var_224, var_225, adj_224, adj_225, adj_226);
                    wp::adj_address(var_x0, var_222, adj_x0, adj_222, adj_223);
                    wp::adj_mod(var_217, var_220, adj_217, adj_220, adj_222);
                    adj_x0.shape = adj_218;
                    wp::adj_add(var_0, var_216, adj_0, adj_216, adj_217);
                    // adj: v8 = v8 + wp.sin(wp.where(v8 < v7, x0[(tid + 3) % x0.shape[0]], wp.length_sq(wp.vec2(1.746, -0.34))))  <L 43>
                }
                if (var_205) {
                    wp::adj_add(var_180, var_213, adj_180, adj_213, adj_214);
                    wp::adj_cos(var_212, adj_212, adj_213);
                    wp::adj_mul(var_211, var_180, adj_211, adj_180, adj_212);
                    // adj: v8 = v8 + wp.cos(wp.step(v7) * v8)                                    <L 41>
                }
                if (!var_205) {
                    if (var_208) {
                    }
                }
                // adj: if (v8 > 1.391) or ((v8 > v0) and (v8 > v0)):                             <L 40>
                wp::adj_add(var_179, var_202, adj_179, adj_202, adj_204);
                wp::adj_sin(var_203, adj_201, adj_202);
                wp::adj_address(var_x0, var_200, adj_x0, adj_200, adj_201);
                wp::adj_mod(var_195, var_198, adj_195, adj_198, adj_200);
                adj_x0.shape = adj_196;
                wp::adj_add(var_0, var_194, adj_0, adj_194, adj_195);
                // adj: v7 = v7 + wp.sin(x0[(tid + 1) % x0.shape[0]])                             <L 39>
            }
            wp::adj_radians(var_180, adj_180, adj_192);
            wp::adj_div(var_187, var_190, var_191, adj_187, adj_190, adj_191);
            wp::adj_add(var_188, var_189, adj_188, adj_189, adj_190);
            wp::adj_abs(var_179, adj_179, adj_188);
            // adj: if (v0 / (wp.abs(v7) + 1.0)) > wp.radians(v8):                                <L 38>
            wp::adj_add(var_177, var_186, adj_177, adj_186, adj_187);
            wp::adj_tanh(var_180, var_186, adj_180, adj_186);
            // adj: v0 = v0 + wp.tanh(v8)                                                         <L 37>
        }
        wp::adj_dot(var_178, var_183, adj_178, adj_183, adj_184);
        wp::adj_vec_t(var_181, var_182, adj_181, adj_182, adj_183);
        // adj: if wp.dot(v1, wp.vec2(1.6, -0.781)) <= v8:                                        <L 36>
        wp::adj_copy(var_179, adj_179, adj_180);
        // adj: v8 = v7                                                                           <L 35>
        wp::adj_copy(var_177, adj_177, adj_179);
        // adj: v7 = v0                                                                           <L 34>
        wp::adj_where(var_11, var_153, var_176, adj_11, adj_153, adj_176, adj_178);
        wp::adj_where(var_11, var_152, var_2, adj_11, adj_152, adj_2, adj_177);
        if (!var_11) {
            wp::adj_add(var_160, var_175, adj_160, adj_175, adj_176);
            wp::adj_mul(var_173, var_174, adj_173, adj_174, adj_175);
            wp::adj_normalize(var_172, var_173, adj_172, adj_173);
            wp::adj_add(var_170, var_171, adj_170, adj_171, adj_172);
            wp::adj_max(var_160, var_160, adj_160, adj_160, adj_171);
            wp::adj_add(var_160, var_160, adj_160, adj_160, adj_170);
            // adj: v1 = v1 + wp.normalize(((v1 + v1) + wp.max(v1, v1))) * 1.86                   <L 33>
            wp::adj_mul(var_163, var_168, adj_163, adj_168, adj_169);
            wp::adj_add(var_2, var_167, adj_2, adj_167, adj_168);
            wp::adj_dot(var_166, var_160, adj_166, adj_160, adj_167);
            wp::adj_vec_t(var_164, var_165, adj_164, adj_165, adj_166);
            wp::adj_sub(var_162, var_2, adj_162, adj_2, adj_163);
            wp::adj_mul(var_161, var_2, adj_161, adj_2, adj_162);
            // adj: v6 = (((1.5 * v0) - v0) * (v0 + wp.dot(wp.vec2(0.14, 0.48), v1)))             <L 32>
            wp::adj_add(var_5, var_159, adj_5, adj_159, adj_160);
            wp::adj_mul(var_157, var_158, adj_157, adj_158, adj_159);
            wp::adj_normalize(var_156, var_157, adj_156, adj_157);
            wp::adj_normalize(var_155, var_156, adj_155, adj_156);
            wp::adj_vec_t(var_2, var_154, adj_2, adj_154, adj_155);
            // adj: v1 = v1 + wp.normalize(wp.normalize(wp.vec2(v0, -1.56))) * 1.88               <L 31>
        }
        if (var_11) {
            wp::adj_where(var_21, var_124, var_5, adj_21, adj_124, adj_5, adj_153);
            wp::adj_where(var_21, var_123, var_15, adj_21, adj_123, adj_15, adj_152);
            if (var_21) {
                wp::adj_div(var_132, var_150, var_151, adj_132, adj_150, adj_151);
                wp::adj_add(var_148, var_149, adj_148, adj_149, adj_150);
                wp::adj_abs(var_146, adj_146, adj_148);
                wp::adj_where(var_133, var_123, var_147, adj_133, adj_123, adj_145, adj_146);
                wp::adj_address(var_x0, var_144, adj_x0, adj_144, adj_145);
                wp::adj_mod(var_139, var_142, adj_139, adj_142, adj_144);
                adj_x0.shape = adj_140;
                wp::adj_add(var_0, var_138, adj_0, adj_138, adj_139);
                if (!var_133) {
                }
                wp::adj_mul(var_127, var_131, adj_127, adj_131, adj_132);
                wp::adj_exp(var_130, var_131, adj_130, adj_131);
                wp::adj_clamp(var_123, var_128, var_129, adj_123, adj_128, adj_129, adj_130);
                wp::adj_atan2(var_123, var_126, adj_123, adj_126, adj_127);
                wp::adj_add(var_123, var_125, adj_123, adj_125, adj_126);
                // adj: v5 = ((wp.atan2(v0, v0 + 3.0) * wp.exp(wp.clamp(v0, -4.0, 4.0))) / (wp.abs(wp.where((0.1 > v0) or (v0 < -1.07), v0, x0[(tid + 3) % x0.shape[0]])) + 1.0))  <L 29>
                wp::adj_where(var_30, var_57, var_29, adj_30, adj_57, adj_29, adj_124);
                wp::adj_where(var_30, var_37, var_122, adj_30, adj_37, adj_122, adj_123);
                if (!var_30) {
                    wp::adj_where(var_64, var_69, var_121, adj_64, adj_69, adj_121, adj_122);
                    if (!var_64) {
                        wp::adj_where(var_70, var_80, var_120, adj_70, adj_80, adj_120, adj_121);
                        if (!var_70) {
                            wp::adj_where(var_89, var_101, var_109, adj_89, adj_101, adj_109, adj_120);
                            if (!var_89) {
                                wp::adj_copy(var_119, adj_117, adj_118);
                                wp::adj_address(var_x0, var_116, adj_x0, adj_116, adj_117);
                                wp::adj_mod(var_111, var_114, adj_111, adj_114, adj_116);
                                adj_x0.shape = adj_112;
                                wp::adj_add(var_0, var_110, adj_0, adj_110, adj_111);
                                // adj: v4 = x0[(tid + 3) % x0.shape[0]]                          <L 28>
                                wp::adj_add(var_15, var_108, adj_15, adj_108, adj_109);
                                wp::adj_sin(var_107, adj_107, adj_108);
                                wp::adj_sub(var_102, var_106, adj_102, adj_106, adj_107);
                                wp::adj_dot(var_105, var_29, adj_105, adj_29, adj_106);
                                wp::adj_vec_t(var_103, var_104, adj_103, adj_104, adj_105);
                                wp::adj_length(var_29, var_102, adj_29, adj_102);
                                // adj: v0 = v0 + wp.sin((wp.length(v1) - wp.dot(wp.vec2(0.931, -0.522), v1)))  <L 27>
                            }
                            if (var_89) {
                                wp::adj_add(var_15, var_100, adj_15, adj_100, adj_101);
                                wp::adj_cos(var_99, adj_99, adj_100);
                                wp::adj_div(var_91, var_98, var_99, adj_91, adj_98, adj_99);
                                wp::adj_add(var_96, var_97, adj_96, adj_97, adj_98);
                                wp::adj_abs(var_95, adj_95, adj_96);
                                wp::adj_clamp(var_92, var_93, var_94, adj_92, adj_93, adj_94, adj_95);
                                wp::adj_sub(var_90, var_15, adj_90, adj_15, adj_91);
                                // adj: v0 = v0 + wp.cos(((-0.14 - v0) / (wp.abs(wp.clamp(1.516, -0.73, 0.11)) + 1.0)))  <L 25>
                            }
                            wp::adj_div(var_15, var_87, var_88, adj_15, adj_87, adj_88);
                            wp::adj_add(var_85, var_86, adj_85, adj_86, adj_87);
                            wp::adj_abs(var_15, adj_15, adj_85);
                            wp::adj_log2(var_83, adj_83, adj_84);
                            wp::adj_add(var_81, var_82, adj_81, adj_82, adj_83);
                            wp::adj_abs(var_15, adj_15, adj_81);
                            // adj: elif wp.log2(wp.abs(v0) + 1.0) < (v0 / (wp.abs(v0) + 1.0)):   <L 24>
                        }
                        if (var_70) {
                            wp::adj_add(var_15, var_79, adj_15, adj_79, adj_80);
                            wp::adj_tanh(var_78, var_79, adj_78, adj_79);
                            wp::adj_asin(var_77, adj_77, adj_78);
                            wp::adj_clamp(var_74, var_75, var_76, adj_74, adj_75, adj_76, adj_77);
                            wp::adj_where(var_73, var_15, var_15, adj_73, adj_15, adj_15, adj_74);
                            // adj: v0 = v0 + wp.tanh(wp.asin(wp.clamp(wp.where(v0 > v0, v0, v0), -0.9, 0.9)))  <L 23>
                        }
                        if (!var_70) {
                        }
                        // adj: elif (v0 > v0) or (v0 < v0):                                      <L 22>
                    }
                    if (var_64) {
                        wp::adj_add(var_66, var_68, adj_66, adj_68, adj_69);
                        wp::adj_sin(var_67, adj_67, adj_68);
                        // adj: v0 = v0 + wp.sin(v3)                                              <L 21>
                        wp::adj_tanh(var_66, var_67, adj_66, adj_67);
                        // adj: v3 = wp.tanh(v0)                                                  <L 20>
                        wp::adj_add(var_15, var_65, adj_15, adj_65, adj_66);
                        wp::adj_sin(var_15, adj_15, adj_65);
                        // adj: v0 = v0 + wp.sin(v0)                                              <L 19>
                    }
                    wp::adj_dot(var_29, var_29, adj_29, adj_29, adj_63);
                    wp::adj_log(var_61, adj_61, adj_62);
                    wp::adj_add(var_59, var_60, adj_59, adj_60, adj_61);
                    wp::adj_abs(var_58, adj_58, adj_59);
                    // adj: elif wp.log(wp.abs(0.7) + 1.0) <= wp.dot(v1, v1):                     <L 18>
                }
                if (var_30) {
                    wp::adj_add(var_29, var_56, adj_29, adj_56, adj_57);
                    wp::adj_mul(var_54, var_55, adj_54, adj_55, adj_56);
                    wp::adj_normalize(var_53, var_54, adj_53, adj_54);
                    wp::adj_mul(var_52, var_51, adj_52, adj_51, adj_53);
                    wp::adj_normalize(var_29, var_52, adj_29, adj_52);
                    // adj: v1 = v1 + wp.normalize((wp.normalize(v1) * v2)) * 1.67                <L 17>
                    wp::adj_lerp(var_40, var_49, var_50, adj_40, adj_49, adj_50, adj_51);
                    wp::adj_sub(var_41, var_48, adj_41, adj_48, adj_49);
                    wp::adj_pow(var_44, var_47, var_48, adj_44, adj_47, adj_48);
                    wp::adj_clamp(var_37, var_45, var_46, adj_37, adj_45, adj_46, adj_47);
                    wp::adj_add(var_42, var_43, adj_42, adj_43, adj_44);
                    wp::adj_abs(var_37, adj_37, adj_42);
                    wp::adj_sub(var_37, var_37, adj_37, adj_37, adj_41);
                    wp::adj_length_sq(var_39, adj_39, adj_40);
                    wp::adj_vec_t(var_37, var_38, adj_37, adj_38, adj_39);
                    // adj: v2 = wp.lerp(wp.length_sq(wp.vec2(v0, -0.2)), ((v0 - v0) - wp.pow(wp.abs(v0) + 1.0, wp.clamp(v0, -2.0, 2.0))), 0.25)  <L 16>
                    wp::adj_add(var_15, var_36, adj_15, adj_36, adj_37);
                    wp::adj_tanh(var_15, var_36, adj_15, adj_36);
                    // adj: v0 = v0 + wp.tanh(v0)                                                 <L 15>
                }
                if (var_30) {
                }
                wp::adj_mod(var_0, var_31, adj_0, adj_31, adj_32);
                // adj: if ((tid) % 3 == 1) and (v0 > v0):                                        <L 14>
                wp::adj_add(var_5, var_28, adj_5, adj_28, adj_29);
                wp::adj_mul(var_26, var_27, adj_26, adj_27, adj_28);
                wp::adj_normalize(var_25, var_26, adj_25, adj_26);
                wp::adj_mul(var_23, var_24, adj_23, adj_24, adj_25);
                wp::adj_add(var_5, var_5, adj_5, adj_5, adj_24);
                wp::adj_mul(var_15, var_22, adj_15, adj_22, adj_23);
                // adj: v1 = v1 + wp.normalize(((v0 * -1.78) * (v1 + v1))) * 0.78                 <L 13>
            }
            wp::adj_float(var_0, adj_0, adj_20);
            wp::adj_length_sq(var_18, adj_18, adj_19);
            wp::adj_vec_t(var_16, var_17, adj_16, adj_17, adj_18);
            // adj: if wp.length_sq(wp.vec2(1.23, 1.16)) <= float(tid):                           <L 12>
            wp::adj_add(var_13, var_14, adj_13, adj_14, adj_15);
            wp::adj_tanh(var_13, var_14, adj_13, adj_14);
            // adj: v0 = v0 + wp.tanh(v0)                                                         <L 11>
            wp::adj_add(var_2, var_12, adj_2, adj_12, adj_13);
            wp::adj_cos(var_2, adj_2, adj_12);
            // adj: v0 = v0 + wp.cos(v0)                                                          <L 10>
        }
        wp::adj_mod(var_7, var_8, adj_7, adj_8, adj_9);
        wp::adj_max(var_0, var_0, adj_0, adj_0, adj_7);
        // adj: if (wp.max(tid, tid)) % 2 == 1:                                                   <L 9>
        wp::adj_copy(var_6, adj_4, adj_5);
        wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
        // adj: v1 = x1[tid]                                                                      <L 8>
        wp::adj_copy(var_3, adj_1, adj_2);
        wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
        // adj: v0 = x0[tid]                                                                      <L 7>
        // adj: tid = wp.tid()                                                                    <L 6>
        // adj: def multi_conditional_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=wp.vec2), out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 5>
        continue;
    }
}

