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

struct wp_args_nested_loop_000002_d788e945 {
    wp::array_t<wp::float32> x0;
    wp::array_t<wp::float32> x1;
    wp::int32 n;
    wp::array_t<wp::float32> out0;
    wp::array_t<wp::float32> out1;
};


template <bool wp_linear_contiguous>
static void nested_loop_000002_d788e945_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_nested_loop_000002_d788e945 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::int32 var_8 = 0;
    const wp::float32 var_9 = -0.9;
    const wp::float32 var_10 = 0.9;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.0;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::range_t var_17;
    wp::range_t var_18;
    wp::int32 var_19;
    const wp::float32 var_20 = 0.5;
    wp::float32 var_21;
    const wp::float32 var_22 = 1.3;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::range_t var_25;
    wp::int32 var_26;
    const wp::float32 var_27 = 0.5;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::int32 var_32 = 2;
    const wp::float32 var_33 = 0.5;
    wp::float32 var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::float32 var_38 = 0.5;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::float32 var_41 = 1.8;
    wp::float32 var_42;
    wp::float32 var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    const wp::int32 var_46 = 3;
    const wp::float32 var_47 = 0.5;
    wp::float32 var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    const wp::float32 var_52 = 0.5;
    wp::float32 var_53;
    wp::float32 var_54;
    const wp::float32 var_55 = 1.8;
    wp::float32 var_56;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    const wp::int32 var_60 = 4;
    const wp::float32 var_61 = 0.5;
    wp::float32 var_62;
    wp::float32 var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    const wp::float32 var_66 = 0.5;
    wp::float32 var_67;
    wp::float32 var_68;
    const wp::float32 var_69 = 1.8;
    wp::float32 var_70;
    wp::float32 var_71;
    wp::float32 var_72;
    wp::float32 var_73;
    const wp::int32 var_74 = 5;
    const wp::float32 var_75 = 0.5;
    wp::float32 var_76;
    wp::float32 var_77;
    wp::float32 var_78;
    wp::float32 var_79;
    const wp::float32 var_80 = 0.5;
    wp::float32 var_81;
    wp::float32 var_82;
    const wp::float32 var_83 = 1.8;
    wp::float32 var_84;
    wp::float32 var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    const wp::int32 var_88 = 6;
    const wp::float32 var_89 = 0.5;
    wp::float32 var_90;
    wp::float32 var_91;
    wp::float32 var_92;
    wp::float32 var_93;
    const wp::float32 var_94 = 0.5;
    wp::float32 var_95;
    wp::float32 var_96;
    const wp::float32 var_97 = 1.8;
    wp::float32 var_98;
    wp::float32 var_99;
    wp::float32 var_100;
    wp::float32 var_101;
    const wp::int32 var_102 = 1;
    const wp::float32 var_103 = -0.9;
    const wp::float32 var_104 = 0.9;
    wp::float32 var_105;
    wp::float32 var_106;
    const wp::float32 var_107 = 1.0;
    wp::float32 var_108;
    wp::float32 var_109;
    wp::float32 var_110;
    wp::range_t var_111;
    wp::range_t var_112;
    wp::int32 var_113;
    const wp::float32 var_114 = 0.5;
    wp::float32 var_115;
    const wp::float32 var_116 = 1.3;
    wp::float32 var_117;
    wp::float32 var_118;
    wp::range_t var_119;
    wp::int32 var_120;
    const wp::float32 var_121 = 0.5;
    wp::float32 var_122;
    wp::float32 var_123;
    wp::float32 var_124;
    wp::float32 var_125;
    const wp::int32 var_126 = 2;
    const wp::float32 var_127 = 0.5;
    wp::float32 var_128;
    wp::float32 var_129;
    wp::float32 var_130;
    wp::float32 var_131;
    const wp::float32 var_132 = 0.5;
    wp::float32 var_133;
    wp::float32 var_134;
    const wp::float32 var_135 = 1.8;
    wp::float32 var_136;
    wp::float32 var_137;
    wp::float32 var_138;
    wp::float32 var_139;
    const wp::int32 var_140 = 3;
    const wp::float32 var_141 = 0.5;
    wp::float32 var_142;
    wp::float32 var_143;
    wp::float32 var_144;
    wp::float32 var_145;
    const wp::float32 var_146 = 0.5;
    wp::float32 var_147;
    wp::float32 var_148;
    const wp::float32 var_149 = 1.8;
    wp::float32 var_150;
    wp::float32 var_151;
    wp::float32 var_152;
    wp::float32 var_153;
    const wp::int32 var_154 = 4;
    const wp::float32 var_155 = 0.5;
    wp::float32 var_156;
    wp::float32 var_157;
    wp::float32 var_158;
    wp::float32 var_159;
    const wp::float32 var_160 = 0.5;
    wp::float32 var_161;
    wp::float32 var_162;
    const wp::float32 var_163 = 1.8;
    wp::float32 var_164;
    wp::float32 var_165;
    wp::float32 var_166;
    wp::float32 var_167;
    const wp::int32 var_168 = 5;
    const wp::float32 var_169 = 0.5;
    wp::float32 var_170;
    wp::float32 var_171;
    wp::float32 var_172;
    wp::float32 var_173;
    const wp::float32 var_174 = 0.5;
    wp::float32 var_175;
    wp::float32 var_176;
    const wp::float32 var_177 = 1.8;
    wp::float32 var_178;
    wp::float32 var_179;
    wp::float32 var_180;
    wp::float32 var_181;
    const wp::int32 var_182 = 6;
    const wp::float32 var_183 = 0.5;
    wp::float32 var_184;
    wp::float32 var_185;
    wp::float32 var_186;
    wp::float32 var_187;
    const wp::float32 var_188 = 0.5;
    wp::float32 var_189;
    wp::float32 var_190;
    const wp::float32 var_191 = 1.8;
    wp::float32 var_192;
    wp::float32 var_193;
    wp::float32 var_194;
    wp::float32 var_195;
    const wp::int32 var_196 = 2;
    const wp::float32 var_197 = -0.9;
    const wp::float32 var_198 = 0.9;
    wp::float32 var_199;
    wp::float32 var_200;
    const wp::float32 var_201 = 1.0;
    wp::float32 var_202;
    wp::float32 var_203;
    wp::float32 var_204;
    wp::range_t var_205;
    wp::range_t var_206;
    wp::int32 var_207;
    const wp::float32 var_208 = 0.5;
    wp::float32 var_209;
    const wp::float32 var_210 = 1.3;
    wp::float32 var_211;
    wp::float32 var_212;
    wp::range_t var_213;
    wp::int32 var_214;
    const wp::float32 var_215 = 0.5;
    wp::float32 var_216;
    wp::float32 var_217;
    wp::float32 var_218;
    wp::float32 var_219;
    const wp::int32 var_220 = 2;
    const wp::float32 var_221 = 0.5;
    wp::float32 var_222;
    wp::float32 var_223;
    wp::float32 var_224;
    wp::float32 var_225;
    const wp::float32 var_226 = 0.5;
    wp::float32 var_227;
    wp::float32 var_228;
    const wp::float32 var_229 = 1.8;
    wp::float32 var_230;
    wp::float32 var_231;
    wp::float32 var_232;
    wp::float32 var_233;
    const wp::int32 var_234 = 3;
    const wp::float32 var_235 = 0.5;
    wp::float32 var_236;
    wp::float32 var_237;
    wp::float32 var_238;
    wp::float32 var_239;
    const wp::float32 var_240 = 0.5;
    wp::float32 var_241;
    wp::float32 var_242;
    const wp::float32 var_243 = 1.8;
    wp::float32 var_244;
    wp::float32 var_245;
    wp::float32 var_246;
    wp::float32 var_247;
    const wp::int32 var_248 = 4;
    const wp::float32 var_249 = 0.5;
    wp::float32 var_250;
    wp::float32 var_251;
    wp::float32 var_252;
    wp::float32 var_253;
    const wp::float32 var_254 = 0.5;
    wp::float32 var_255;
    wp::float32 var_256;
    const wp::float32 var_257 = 1.8;
    wp::float32 var_258;
    wp::float32 var_259;
    wp::float32 var_260;
    wp::float32 var_261;
    const wp::int32 var_262 = 5;
    const wp::float32 var_263 = 0.5;
    wp::float32 var_264;
    wp::float32 var_265;
    wp::float32 var_266;
    wp::float32 var_267;
    const wp::float32 var_268 = 0.5;
    wp::float32 var_269;
    wp::float32 var_270;
    const wp::float32 var_271 = 1.8;
    wp::float32 var_272;
    wp::float32 var_273;
    wp::float32 var_274;
    wp::float32 var_275;
    const wp::int32 var_276 = 6;
    const wp::float32 var_277 = 0.5;
    wp::float32 var_278;
    wp::float32 var_279;
    wp::float32 var_280;
    wp::float32 var_281;
    const wp::float32 var_282 = 0.5;
    wp::float32 var_283;
    wp::float32 var_284;
    const wp::float32 var_285 = 1.8;
    wp::float32 var_286;
    wp::float32 var_287;
    wp::float32 var_288;
    wp::float32 var_289;
    const wp::int32 var_290 = 3;
    const wp::float32 var_291 = -0.9;
    const wp::float32 var_292 = 0.9;
    wp::float32 var_293;
    wp::float32 var_294;
    const wp::float32 var_295 = 1.0;
    wp::float32 var_296;
    wp::float32 var_297;
    wp::float32 var_298;
    wp::range_t var_299;
    wp::range_t var_300;
    wp::int32 var_301;
    const wp::float32 var_302 = 0.5;
    wp::float32 var_303;
    const wp::float32 var_304 = 1.3;
    wp::float32 var_305;
    wp::float32 var_306;
    wp::range_t var_307;
    wp::int32 var_308;
    const wp::float32 var_309 = 0.5;
    wp::float32 var_310;
    wp::float32 var_311;
    wp::float32 var_312;
    wp::float32 var_313;
    const wp::int32 var_314 = 2;
    const wp::float32 var_315 = 0.5;
    wp::float32 var_316;
    wp::float32 var_317;
    wp::float32 var_318;
    wp::float32 var_319;
    const wp::float32 var_320 = 0.5;
    wp::float32 var_321;
    wp::float32 var_322;
    const wp::float32 var_323 = 1.8;
    wp::float32 var_324;
    wp::float32 var_325;
    wp::float32 var_326;
    wp::float32 var_327;
    const wp::int32 var_328 = 3;
    const wp::float32 var_329 = 0.5;
    wp::float32 var_330;
    wp::float32 var_331;
    wp::float32 var_332;
    wp::float32 var_333;
    const wp::float32 var_334 = 0.5;
    wp::float32 var_335;
    wp::float32 var_336;
    const wp::float32 var_337 = 1.8;
    wp::float32 var_338;
    wp::float32 var_339;
    wp::float32 var_340;
    wp::float32 var_341;
    const wp::int32 var_342 = 4;
    const wp::float32 var_343 = 0.5;
    wp::float32 var_344;
    wp::float32 var_345;
    wp::float32 var_346;
    wp::float32 var_347;
    const wp::float32 var_348 = 0.5;
    wp::float32 var_349;
    wp::float32 var_350;
    const wp::float32 var_351 = 1.8;
    wp::float32 var_352;
    wp::float32 var_353;
    wp::float32 var_354;
    wp::float32 var_355;
    const wp::int32 var_356 = 5;
    const wp::float32 var_357 = 0.5;
    wp::float32 var_358;
    wp::float32 var_359;
    wp::float32 var_360;
    wp::float32 var_361;
    const wp::float32 var_362 = 0.5;
    wp::float32 var_363;
    wp::float32 var_364;
    const wp::float32 var_365 = 1.8;
    wp::float32 var_366;
    wp::float32 var_367;
    wp::float32 var_368;
    wp::float32 var_369;
    const wp::int32 var_370 = 6;
    const wp::float32 var_371 = 0.5;
    wp::float32 var_372;
    wp::float32 var_373;
    wp::float32 var_374;
    wp::float32 var_375;
    const wp::float32 var_376 = 0.5;
    wp::float32 var_377;
    wp::float32 var_378;
    const wp::float32 var_379 = 1.8;
    wp::float32 var_380;
    wp::float32 var_381;
    wp::float32 var_382;
    wp::float32 var_383;
    wp::float32 var_384;
    wp::float32 var_385;
    const wp::float32 var_386 = 1.51;
    wp::float32 var_387;
    wp::float32 var_388;
    wp::float32 var_389;
    wp::float32 var_390;
    const wp::float32 var_391 = -1.8;
    const wp::float32 var_392 = 1.77;
    wp::vec_t<2, wp::float32> var_393;
    const wp::int32 var_394 = 1;
    wp::float32 var_395;
    const wp::float32 var_396 = -0.1;
    const wp::float32 var_397 = -1.3;
    wp::vec_t<2, wp::float32> var_398;
    const wp::float32 var_399 = 1.9;
    const wp::float32 var_400 = -0.636;
    wp::vec_t<2, wp::float32> var_401;
    wp::float32 var_402;
    wp::float32 var_403;
    const wp::float32 var_404 = 1.63;
    wp::float32 var_405;
    wp::float32 var_406;
    //---------
    // forward
    // def nested_loop_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
    // v2 = wp.sin(v0)                                                                        <L 9>
    var_7 = wp::sin(var_2);
    // for j3 in range(0, 4):                                                                 <L 10>
    // v0 = v0 + wp.cos((wp.acos(wp.clamp(v1, -0.9, 0.9)) * 1.0))                             <L 11>
    var_11 = wp::clamp(var_5, var_9, var_10);
    var_12 = wp::acos(var_11);
    var_14 = wp::mul(var_12, var_13);
    var_15 = wp::cos(var_14);
    var_16 = wp::add(var_2, var_15);
    // for j4 in reversed(range(n)):                                                          <L 12>
    var_17 = wp::range(var_n);
    var_18 = wp::iter_reverse(var_17);
    start_for_0:;
        if (iter_cmp(var_18) == 0) goto end_for_0;
        var_19 = wp::iter_next(var_18);
        // v0 = v0 * 0.5 + wp.sin(1.3)                                                        <L 13>
        var_21 = wp::mul(var_16, var_20);
        var_23 = wp::sin(var_22);
        var_24 = wp::add(var_21, var_23);
        // for j5 in range(n):                                                                <L 14>
        var_25 = wp::range(var_n);
        start_for_2:;
            if (iter_cmp(var_25) == 0) goto end_for_2;
            var_26 = wp::iter_next(var_25);
            // v2 = v2 * 0.5 + wp.sin(float(tid))                                             <L 15>
            var_28 = wp::mul(var_7, var_27);
            var_29 = wp::float(var_0);
            var_30 = wp::sin(var_29);
            var_31 = wp::add(var_28, var_30);
            wp::assign(var_7, var_31);
            goto start_for_2;
        end_for_2:;
        wp::assign(var_16, var_24);
        goto start_for_0;
    end_for_0:;
    // for j6 in range(2, 7):                                                                 <L 16>
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_34 = wp::mul(var_7, var_33);
    var_35 = wp::float(var_32);
    var_36 = wp::sin(var_35);
    var_37 = wp::add(var_34, var_36);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_39 = wp::mul(var_37, var_38);
    var_40 = wp::add(var_5, var_5);
    var_42 = wp::round(var_41);
    var_43 = wp::add(var_40, var_42);
    var_44 = wp::tanh(var_43);
    var_45 = wp::add(var_39, var_44);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_48 = wp::mul(var_45, var_47);
    var_49 = wp::float(var_46);
    var_50 = wp::sin(var_49);
    var_51 = wp::add(var_48, var_50);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_53 = wp::mul(var_51, var_52);
    var_54 = wp::add(var_5, var_5);
    var_56 = wp::round(var_55);
    var_57 = wp::add(var_54, var_56);
    var_58 = wp::tanh(var_57);
    var_59 = wp::add(var_53, var_58);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_62 = wp::mul(var_59, var_61);
    var_63 = wp::float(var_60);
    var_64 = wp::sin(var_63);
    var_65 = wp::add(var_62, var_64);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_67 = wp::mul(var_65, var_66);
    var_68 = wp::add(var_5, var_5);
    var_70 = wp::round(var_69);
    var_71 = wp::add(var_68, var_70);
    var_72 = wp::tanh(var_71);
    var_73 = wp::add(var_67, var_72);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_76 = wp::mul(var_73, var_75);
    var_77 = wp::float(var_74);
    var_78 = wp::sin(var_77);
    var_79 = wp::add(var_76, var_78);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_81 = wp::mul(var_79, var_80);
    var_82 = wp::add(var_5, var_5);
    var_84 = wp::round(var_83);
    var_85 = wp::add(var_82, var_84);
    var_86 = wp::tanh(var_85);
    var_87 = wp::add(var_81, var_86);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_90 = wp::mul(var_87, var_89);
    var_91 = wp::float(var_88);
    var_92 = wp::sin(var_91);
    var_93 = wp::add(var_90, var_92);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_95 = wp::mul(var_93, var_94);
    var_96 = wp::add(var_5, var_5);
    var_98 = wp::round(var_97);
    var_99 = wp::add(var_96, var_98);
    var_100 = wp::tanh(var_99);
    var_101 = wp::add(var_95, var_100);
    // v0 = v0 + wp.cos((wp.acos(wp.clamp(v1, -0.9, 0.9)) * 1.0))                             <L 11>
    var_105 = wp::clamp(var_5, var_103, var_104);
    var_106 = wp::acos(var_105);
    var_108 = wp::mul(var_106, var_107);
    var_109 = wp::cos(var_108);
    var_110 = wp::add(var_16, var_109);
    // for j4 in reversed(range(n)):                                                          <L 12>
    var_111 = wp::range(var_n);
    var_112 = wp::iter_reverse(var_111);
    start_for_4:;
        if (iter_cmp(var_112) == 0) goto end_for_4;
        var_113 = wp::iter_next(var_112);
        // v0 = v0 * 0.5 + wp.sin(1.3)                                                        <L 13>
        var_115 = wp::mul(var_110, var_114);
        var_117 = wp::sin(var_116);
        var_118 = wp::add(var_115, var_117);
        // for j5 in range(n):                                                                <L 14>
        var_119 = wp::range(var_n);
        start_for_6:;
            if (iter_cmp(var_119) == 0) goto end_for_6;
            var_120 = wp::iter_next(var_119);
            // v2 = v2 * 0.5 + wp.sin(float(tid))                                             <L 15>
            var_122 = wp::mul(var_101, var_121);
            var_123 = wp::float(var_0);
            var_124 = wp::sin(var_123);
            var_125 = wp::add(var_122, var_124);
            wp::assign(var_101, var_125);
            goto start_for_6;
        end_for_6:;
        wp::assign(var_110, var_118);
        wp::assign(var_26, var_120);
        goto start_for_4;
    end_for_4:;
    // for j6 in range(2, 7):                                                                 <L 16>
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_128 = wp::mul(var_101, var_127);
    var_129 = wp::float(var_126);
    var_130 = wp::sin(var_129);
    var_131 = wp::add(var_128, var_130);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_133 = wp::mul(var_131, var_132);
    var_134 = wp::add(var_5, var_5);
    var_136 = wp::round(var_135);
    var_137 = wp::add(var_134, var_136);
    var_138 = wp::tanh(var_137);
    var_139 = wp::add(var_133, var_138);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_142 = wp::mul(var_139, var_141);
    var_143 = wp::float(var_140);
    var_144 = wp::sin(var_143);
    var_145 = wp::add(var_142, var_144);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_147 = wp::mul(var_145, var_146);
    var_148 = wp::add(var_5, var_5);
    var_150 = wp::round(var_149);
    var_151 = wp::add(var_148, var_150);
    var_152 = wp::tanh(var_151);
    var_153 = wp::add(var_147, var_152);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_156 = wp::mul(var_153, var_155);
    var_157 = wp::float(var_154);
    var_158 = wp::sin(var_157);
    var_159 = wp::add(var_156, var_158);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_161 = wp::mul(var_159, var_160);
    var_162 = wp::add(var_5, var_5);
    var_164 = wp::round(var_163);
    var_165 = wp::add(var_162, var_164);
    var_166 = wp::tanh(var_165);
    var_167 = wp::add(var_161, var_166);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_170 = wp::mul(var_167, var_169);
    var_171 = wp::float(var_168);
    var_172 = wp::sin(var_171);
    var_173 = wp::add(var_170, var_172);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_175 = wp::mul(var_173, var_174);
    var_176 = wp::add(var_5, var_5);
    var_178 = wp::round(var_177);
    var_179 = wp::add(var_176, var_178);
    var_180 = wp::tanh(var_179);
    var_181 = wp::add(var_175, var_180);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_184 = wp::mul(var_181, var_183);
    var_185 = wp::float(var_182);
    var_186 = wp::sin(var_185);
    var_187 = wp::add(var_184, var_186);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_189 = wp::mul(var_187, var_188);
    var_190 = wp::add(var_5, var_5);
    var_192 = wp::round(var_191);
    var_193 = wp::add(var_190, var_192);
    var_194 = wp::tanh(var_193);
    var_195 = wp::add(var_189, var_194);
    // v0 = v0 + wp.cos((wp.acos(wp.clamp(v1, -0.9, 0.9)) * 1.0))                             <L 11>
    var_199 = wp::clamp(var_5, var_197, var_198);
    var_200 = wp::acos(var_199);
    var_202 = wp::mul(var_200, var_201);
    var_203 = wp::cos(var_202);
    var_204 = wp::add(var_110, var_203);
    // for j4 in reversed(range(n)):                                                          <L 12>
    var_205 = wp::range(var_n);
    var_206 = wp::iter_reverse(var_205);
    start_for_8:;
        if (iter_cmp(var_206) == 0) goto end_for_8;
        var_207 = wp::iter_next(var_206);
        // v0 = v0 * 0.5 + wp.sin(1.3)                                                        <L 13>
        var_209 = wp::mul(var_204, var_208);
        var_211 = wp::sin(var_210);
        var_212 = wp::add(var_209, var_211);
        // for j5 in range(n):                                                                <L 14>
        var_213 = wp::range(var_n);
        start_for_10:;
            if (iter_cmp(var_213) == 0) goto end_for_10;
            var_214 = wp::iter_next(var_213);
            // v2 = v2 * 0.5 + wp.sin(float(tid))                                             <L 15>
            var_216 = wp::mul(var_195, var_215);
            var_217 = wp::float(var_0);
            var_218 = wp::sin(var_217);
            var_219 = wp::add(var_216, var_218);
            wp::assign(var_195, var_219);
            goto start_for_10;
        end_for_10:;
        wp::assign(var_204, var_212);
        wp::assign(var_26, var_214);
        goto start_for_8;
    end_for_8:;
    // for j6 in range(2, 7):                                                                 <L 16>
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_222 = wp::mul(var_195, var_221);
    var_223 = wp::float(var_220);
    var_224 = wp::sin(var_223);
    var_225 = wp::add(var_222, var_224);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_227 = wp::mul(var_225, var_226);
    var_228 = wp::add(var_5, var_5);
    var_230 = wp::round(var_229);
    var_231 = wp::add(var_228, var_230);
    var_232 = wp::tanh(var_231);
    var_233 = wp::add(var_227, var_232);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_236 = wp::mul(var_233, var_235);
    var_237 = wp::float(var_234);
    var_238 = wp::sin(var_237);
    var_239 = wp::add(var_236, var_238);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_241 = wp::mul(var_239, var_240);
    var_242 = wp::add(var_5, var_5);
    var_244 = wp::round(var_243);
    var_245 = wp::add(var_242, var_244);
    var_246 = wp::tanh(var_245);
    var_247 = wp::add(var_241, var_246);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_250 = wp::mul(var_247, var_249);
    var_251 = wp::float(var_248);
    var_252 = wp::sin(var_251);
    var_253 = wp::add(var_250, var_252);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_255 = wp::mul(var_253, var_254);
    var_256 = wp::add(var_5, var_5);
    var_258 = wp::round(var_257);
    var_259 = wp::add(var_256, var_258);
    var_260 = wp::tanh(var_259);
    var_261 = wp::add(var_255, var_260);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_264 = wp::mul(var_261, var_263);
    var_265 = wp::float(var_262);
    var_266 = wp::sin(var_265);
    var_267 = wp::add(var_264, var_266);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_269 = wp::mul(var_267, var_268);
    var_270 = wp::add(var_5, var_5);
    var_272 = wp::round(var_271);
    var_273 = wp::add(var_270, var_272);
    var_274 = wp::tanh(var_273);
    var_275 = wp::add(var_269, var_274);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_278 = wp::mul(var_275, var_277);
    var_279 = wp::float(var_276);
    var_280 = wp::sin(var_279);
    var_281 = wp::add(var_278, var_280);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_283 = wp::mul(var_281, var_282);
    var_284 = wp::add(var_5, var_5);
    var_286 = wp::round(var_285);
    var_287 = wp::add(var_284, var_286);
    var_288 = wp::tanh(var_287);
    var_289 = wp::add(var_283, var_288);
    // v0 = v0 + wp.cos((wp.acos(wp.clamp(v1, -0.9, 0.9)) * 1.0))                             <L 11>
    var_293 = wp::clamp(var_5, var_291, var_292);
    var_294 = wp::acos(var_293);
    var_296 = wp::mul(var_294, var_295);
    var_297 = wp::cos(var_296);
    var_298 = wp::add(var_204, var_297);
    // for j4 in reversed(range(n)):                                                          <L 12>
    var_299 = wp::range(var_n);
    var_300 = wp::iter_reverse(var_299);
    start_for_12:;
        if (iter_cmp(var_300) == 0) goto end_for_12;
        var_301 = wp::iter_next(var_300);
        // v0 = v0 * 0.5 + wp.sin(1.3)                                                        <L 13>
        var_303 = wp::mul(var_298, var_302);
        var_305 = wp::sin(var_304);
        var_306 = wp::add(var_303, var_305);
        // for j5 in range(n):                                                                <L 14>
        var_307 = wp::range(var_n);
        start_for_14:;
            if (iter_cmp(var_307) == 0) goto end_for_14;
            var_308 = wp::iter_next(var_307);
            // v2 = v2 * 0.5 + wp.sin(float(tid))                                             <L 15>
            var_310 = wp::mul(var_289, var_309);
            var_311 = wp::float(var_0);
            var_312 = wp::sin(var_311);
            var_313 = wp::add(var_310, var_312);
            wp::assign(var_289, var_313);
            goto start_for_14;
        end_for_14:;
        wp::assign(var_298, var_306);
        wp::assign(var_26, var_308);
        goto start_for_12;
    end_for_12:;
    // for j6 in range(2, 7):                                                                 <L 16>
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_316 = wp::mul(var_289, var_315);
    var_317 = wp::float(var_314);
    var_318 = wp::sin(var_317);
    var_319 = wp::add(var_316, var_318);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_321 = wp::mul(var_319, var_320);
    var_322 = wp::add(var_5, var_5);
    var_324 = wp::round(var_323);
    var_325 = wp::add(var_322, var_324);
    var_326 = wp::tanh(var_325);
    var_327 = wp::add(var_321, var_326);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_330 = wp::mul(var_327, var_329);
    var_331 = wp::float(var_328);
    var_332 = wp::sin(var_331);
    var_333 = wp::add(var_330, var_332);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_335 = wp::mul(var_333, var_334);
    var_336 = wp::add(var_5, var_5);
    var_338 = wp::round(var_337);
    var_339 = wp::add(var_336, var_338);
    var_340 = wp::tanh(var_339);
    var_341 = wp::add(var_335, var_340);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_344 = wp::mul(var_341, var_343);
    var_345 = wp::float(var_342);
    var_346 = wp::sin(var_345);
    var_347 = wp::add(var_344, var_346);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_349 = wp::mul(var_347, var_348);
    var_350 = wp::add(var_5, var_5);
    var_352 = wp::round(var_351);
    var_353 = wp::add(var_350, var_352);
    var_354 = wp::tanh(var_353);
    var_355 = wp::add(var_349, var_354);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_358 = wp::mul(var_355, var_357);
    var_359 = wp::float(var_356);
    var_360 = wp::sin(var_359);
    var_361 = wp::add(var_358, var_360);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_363 = wp::mul(var_361, var_362);
    var_364 = wp::add(var_5, var_5);
    var_366 = wp::round(var_365);
    var_367 = wp::add(var_364, var_366);
    var_368 = wp::tanh(var_367);
    var_369 = wp::add(var_363, var_368);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_372 = wp::mul(var_369, var_371);
    var_373 = wp::float(var_370);
    var_374 = wp::sin(var_373);
    var_375 = wp::add(var_372, var_374);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_377 = wp::mul(var_375, var_376);
    var_378 = wp::add(var_5, var_5);
    var_380 = wp::round(var_379);
    var_381 = wp::add(var_378, var_380);
    var_382 = wp::tanh(var_381);
    var_383 = wp::add(var_377, var_382);
    // out0[tid] = v1 + v2 + v0 + v1 * 1.51                                                   <L 19>
    var_384 = wp::add(var_5, var_383);
    var_385 = wp::add(var_384, var_298);
    var_387 = wp::mul(var_5, var_386);
    var_388 = wp::add(var_385, var_387);
    wp::array_store(var_out0, var_0, var_388);
    // out1[tid] = v1 + v2 + v0 + ((wp.vec2(-1.8, 1.77))[1] * wp.dot(wp.vec2(-0.1, -1.3), wp.vec2(1.9, -0.636))) * 1.63       <L 20>
    var_389 = wp::add(var_5, var_383);
    var_390 = wp::add(var_389, var_298);
    var_393 = wp::vec_t<2, wp::float32>(var_391, var_392);
    var_395 = wp::extract(var_393, var_394);
    var_398 = wp::vec_t<2, wp::float32>(var_396, var_397);
    var_401 = wp::vec_t<2, wp::float32>(var_399, var_400);
    var_402 = wp::dot(var_398, var_401);
    var_403 = wp::mul(var_395, var_402);
    var_405 = wp::mul(var_403, var_404);
    var_406 = wp::add(var_390, var_405);
    wp::array_store(var_out1, var_0, var_406);
}



template <bool wp_linear_contiguous>
static void nested_loop_000002_d788e945_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_nested_loop_000002_d788e945 *_wp_args,
    wp_args_nested_loop_000002_d788e945 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_x0 = _wp_args->x0;
    wp::array_t<wp::float32> var_x1 = _wp_args->x1;
    wp::int32 var_n = _wp_args->n;
    wp::array_t<wp::float32> var_out0 = _wp_args->out0;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    wp::array_t<wp::float32> adj_x0 = _wp_adj_args->x0;
    wp::array_t<wp::float32> adj_x1 = _wp_adj_args->x1;
    wp::int32 adj_n = _wp_adj_args->n;
    wp::array_t<wp::float32> adj_out0 = _wp_adj_args->out0;
    wp::array_t<wp::float32> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::int32 var_8 = 0;
    const wp::float32 var_9 = -0.9;
    const wp::float32 var_10 = 0.9;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.0;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::range_t var_17;
    wp::range_t var_18;
    wp::int32 var_19;
    const wp::float32 var_20 = 0.5;
    wp::float32 var_21;
    const wp::float32 var_22 = 1.3;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::range_t var_25;
    wp::int32 var_26;
    const wp::float32 var_27 = 0.5;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    const wp::int32 var_32 = 2;
    const wp::float32 var_33 = 0.5;
    wp::float32 var_34;
    wp::float32 var_35;
    wp::float32 var_36;
    wp::float32 var_37;
    const wp::float32 var_38 = 0.5;
    wp::float32 var_39;
    wp::float32 var_40;
    const wp::float32 var_41 = 1.8;
    wp::float32 var_42;
    wp::float32 var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    const wp::int32 var_46 = 3;
    const wp::float32 var_47 = 0.5;
    wp::float32 var_48;
    wp::float32 var_49;
    wp::float32 var_50;
    wp::float32 var_51;
    const wp::float32 var_52 = 0.5;
    wp::float32 var_53;
    wp::float32 var_54;
    const wp::float32 var_55 = 1.8;
    wp::float32 var_56;
    wp::float32 var_57;
    wp::float32 var_58;
    wp::float32 var_59;
    const wp::int32 var_60 = 4;
    const wp::float32 var_61 = 0.5;
    wp::float32 var_62;
    wp::float32 var_63;
    wp::float32 var_64;
    wp::float32 var_65;
    const wp::float32 var_66 = 0.5;
    wp::float32 var_67;
    wp::float32 var_68;
    const wp::float32 var_69 = 1.8;
    wp::float32 var_70;
    wp::float32 var_71;
    wp::float32 var_72;
    wp::float32 var_73;
    const wp::int32 var_74 = 5;
    const wp::float32 var_75 = 0.5;
    wp::float32 var_76;
    wp::float32 var_77;
    wp::float32 var_78;
    wp::float32 var_79;
    const wp::float32 var_80 = 0.5;
    wp::float32 var_81;
    wp::float32 var_82;
    const wp::float32 var_83 = 1.8;
    wp::float32 var_84;
    wp::float32 var_85;
    wp::float32 var_86;
    wp::float32 var_87;
    const wp::int32 var_88 = 6;
    const wp::float32 var_89 = 0.5;
    wp::float32 var_90;
    wp::float32 var_91;
    wp::float32 var_92;
    wp::float32 var_93;
    const wp::float32 var_94 = 0.5;
    wp::float32 var_95;
    wp::float32 var_96;
    const wp::float32 var_97 = 1.8;
    wp::float32 var_98;
    wp::float32 var_99;
    wp::float32 var_100;
    wp::float32 var_101;
    const wp::int32 var_102 = 1;
    const wp::float32 var_103 = -0.9;
    const wp::float32 var_104 = 0.9;
    wp::float32 var_105;
    wp::float32 var_106;
    const wp::float32 var_107 = 1.0;
    wp::float32 var_108;
    wp::float32 var_109;
    wp::float32 var_110;
    wp::range_t var_111;
    wp::range_t var_112;
    wp::int32 var_113;
    const wp::float32 var_114 = 0.5;
    wp::float32 var_115;
    const wp::float32 var_116 = 1.3;
    wp::float32 var_117;
    wp::float32 var_118;
    wp::range_t var_119;
    wp::int32 var_120;
    const wp::float32 var_121 = 0.5;
    wp::float32 var_122;
    wp::float32 var_123;
    wp::float32 var_124;
    wp::float32 var_125;
    const wp::int32 var_126 = 2;
    const wp::float32 var_127 = 0.5;
    wp::float32 var_128;
    wp::float32 var_129;
    wp::float32 var_130;
    wp::float32 var_131;
    const wp::float32 var_132 = 0.5;
    wp::float32 var_133;
    wp::float32 var_134;
    const wp::float32 var_135 = 1.8;
    wp::float32 var_136;
    wp::float32 var_137;
    wp::float32 var_138;
    wp::float32 var_139;
    const wp::int32 var_140 = 3;
    const wp::float32 var_141 = 0.5;
    wp::float32 var_142;
    wp::float32 var_143;
    wp::float32 var_144;
    wp::float32 var_145;
    const wp::float32 var_146 = 0.5;
    wp::float32 var_147;
    wp::float32 var_148;
    const wp::float32 var_149 = 1.8;
    wp::float32 var_150;
    wp::float32 var_151;
    wp::float32 var_152;
    wp::float32 var_153;
    const wp::int32 var_154 = 4;
    const wp::float32 var_155 = 0.5;
    wp::float32 var_156;
    wp::float32 var_157;
    wp::float32 var_158;
    wp::float32 var_159;
    const wp::float32 var_160 = 0.5;
    wp::float32 var_161;
    wp::float32 var_162;
    const wp::float32 var_163 = 1.8;
    wp::float32 var_164;
    wp::float32 var_165;
    wp::float32 var_166;
    wp::float32 var_167;
    const wp::int32 var_168 = 5;
    const wp::float32 var_169 = 0.5;
    wp::float32 var_170;
    wp::float32 var_171;
    wp::float32 var_172;
    wp::float32 var_173;
    const wp::float32 var_174 = 0.5;
    wp::float32 var_175;
    wp::float32 var_176;
    const wp::float32 var_177 = 1.8;
    wp::float32 var_178;
    wp::float32 var_179;
    wp::float32 var_180;
    wp::float32 var_181;
    const wp::int32 var_182 = 6;
    const wp::float32 var_183 = 0.5;
    wp::float32 var_184;
    wp::float32 var_185;
    wp::float32 var_186;
    wp::float32 var_187;
    const wp::float32 var_188 = 0.5;
    wp::float32 var_189;
    wp::float32 var_190;
    const wp::float32 var_191 = 1.8;
    wp::float32 var_192;
    wp::float32 var_193;
    wp::float32 var_194;
    wp::float32 var_195;
    const wp::int32 var_196 = 2;
    const wp::float32 var_197 = -0.9;
    const wp::float32 var_198 = 0.9;
    wp::float32 var_199;
    wp::float32 var_200;
    const wp::float32 var_201 = 1.0;
    wp::float32 var_202;
    wp::float32 var_203;
    wp::float32 var_204;
    wp::range_t var_205;
    wp::range_t var_206;
    wp::int32 var_207;
    const wp::float32 var_208 = 0.5;
    wp::float32 var_209;
    const wp::float32 var_210 = 1.3;
    wp::float32 var_211;
    wp::float32 var_212;
    wp::range_t var_213;
    wp::int32 var_214;
    const wp::float32 var_215 = 0.5;
    wp::float32 var_216;
    wp::float32 var_217;
    wp::float32 var_218;
    wp::float32 var_219;
    const wp::int32 var_220 = 2;
    const wp::float32 var_221 = 0.5;
    wp::float32 var_222;
    wp::float32 var_223;
    wp::float32 var_224;
    wp::float32 var_225;
    const wp::float32 var_226 = 0.5;
    wp::float32 var_227;
    wp::float32 var_228;
    const wp::float32 var_229 = 1.8;
    wp::float32 var_230;
    wp::float32 var_231;
    wp::float32 var_232;
    wp::float32 var_233;
    const wp::int32 var_234 = 3;
    const wp::float32 var_235 = 0.5;
    wp::float32 var_236;
    wp::float32 var_237;
    wp::float32 var_238;
    wp::float32 var_239;
    const wp::float32 var_240 = 0.5;
    wp::float32 var_241;
    wp::float32 var_242;
    const wp::float32 var_243 = 1.8;
    wp::float32 var_244;
    wp::float32 var_245;
    wp::float32 var_246;
    wp::float32 var_247;
    const wp::int32 var_248 = 4;
    const wp::float32 var_249 = 0.5;
    wp::float32 var_250;
    wp::float32 var_251;
    wp::float32 var_252;
    wp::float32 var_253;
    const wp::float32 var_254 = 0.5;
    wp::float32 var_255;
    wp::float32 var_256;
    const wp::float32 var_257 = 1.8;
    wp::float32 var_258;
    wp::float32 var_259;
    wp::float32 var_260;
    wp::float32 var_261;
    const wp::int32 var_262 = 5;
    const wp::float32 var_263 = 0.5;
    wp::float32 var_264;
    wp::float32 var_265;
    wp::float32 var_266;
    wp::float32 var_267;
    const wp::float32 var_268 = 0.5;
    wp::float32 var_269;
    wp::float32 var_270;
    const wp::float32 var_271 = 1.8;
    wp::float32 var_272;
    wp::float32 var_273;
    wp::float32 var_274;
    wp::float32 var_275;
    const wp::int32 var_276 = 6;
    const wp::float32 var_277 = 0.5;
    wp::float32 var_278;
    wp::float32 var_279;
    wp::float32 var_280;
    wp::float32 var_281;
    const wp::float32 var_282 = 0.5;
    wp::float32 var_283;
    wp::float32 var_284;
    const wp::float32 var_285 = 1.8;
    wp::float32 var_286;
    wp::float32 var_287;
    wp::float32 var_288;
    wp::float32 var_289;
    const wp::int32 var_290 = 3;
    const wp::float32 var_291 = -0.9;
    const wp::float32 var_292 = 0.9;
    wp::float32 var_293;
    wp::float32 var_294;
    const wp::float32 var_295 = 1.0;
    wp::float32 var_296;
    wp::float32 var_297;
    wp::float32 var_298;
    wp::range_t var_299;
    wp::range_t var_300;
    wp::int32 var_301;
    const wp::float32 var_302 = 0.5;
    wp::float32 var_303;
    const wp::float32 var_304 = 1.3;
    wp::float32 var_305;
    wp::float32 var_306;
    wp::range_t var_307;
    wp::int32 var_308;
    const wp::float32 var_309 = 0.5;
    wp::float32 var_310;
    wp::float32 var_311;
    wp::float32 var_312;
    wp::float32 var_313;
    const wp::int32 var_314 = 2;
    const wp::float32 var_315 = 0.5;
    wp::float32 var_316;
    wp::float32 var_317;
    wp::float32 var_318;
    wp::float32 var_319;
    const wp::float32 var_320 = 0.5;
    wp::float32 var_321;
    wp::float32 var_322;
    const wp::float32 var_323 = 1.8;
    wp::float32 var_324;
    wp::float32 var_325;
    wp::float32 var_326;
    wp::float32 var_327;
    const wp::int32 var_328 = 3;
    const wp::float32 var_329 = 0.5;
    wp::float32 var_330;
    wp::float32 var_331;
    wp::float32 var_332;
    wp::float32 var_333;
    const wp::float32 var_334 = 0.5;
    wp::float32 var_335;
    wp::float32 var_336;
    const wp::float32 var_337 = 1.8;
    wp::float32 var_338;
    wp::float32 var_339;
    wp::float32 var_340;
    wp::float32 var_341;
    const wp::int32 var_342 = 4;
    const wp::float32 var_343 = 0.5;
    wp::float32 var_344;
    wp::float32 var_345;
    wp::float32 var_346;
    wp::float32 var_347;
    const wp::float32 var_348 = 0.5;
    wp::float32 var_349;
    wp::float32 var_350;
    const wp::float32 var_351 = 1.8;
    wp::float32 var_352;
    wp::float32 var_353;
    wp::float32 var_354;
    wp::float32 var_355;
    const wp::int32 var_356 = 5;
    const wp::float32 var_357 = 0.5;
    wp::float32 var_358;
    wp::float32 var_359;
    wp::float32 var_360;
    wp::float32 var_361;
    const wp::float32 var_362 = 0.5;
    wp::float32 var_363;
    wp::float32 var_364;
    const wp::float32 var_365 = 1.8;
    wp::float32 var_366;
    wp::float32 var_367;
    wp::float32 var_368;
    wp::float32 var_369;
    const wp::int32 var_370 = 6;
    const wp::float32 var_371 = 0.5;
    wp::float32 var_372;
    wp::float32 var_373;
    wp::float32 var_374;
    wp::float32 var_375;
    const wp::float32 var_376 = 0.5;
    wp::float32 var_377;
    wp::float32 var_378;
    const wp::float32 var_379 = 1.8;
    wp::float32 var_380;
    wp::float32 var_381;
    wp::float32 var_382;
    wp::float32 var_383;
    wp::float32 var_384;
    wp::float32 var_385;
    const wp::float32 var_386 = 1.51;
    wp::float32 var_387;
    wp::float32 var_388;
    wp::float32 var_389;
    wp::float32 var_390;
    const wp::float32 var_391 = -1.8;
    const wp::float32 var_392 = 1.77;
    wp::vec_t<2, wp::float32> var_393;
    const wp::int32 var_394 = 1;
    wp::float32 var_395;
    const wp::float32 var_396 = -0.1;
    const wp::float32 var_397 = -1.3;
    wp::vec_t<2, wp::float32> var_398;
    const wp::float32 var_399 = 1.9;
    const wp::float32 var_400 = -0.636;
    wp::vec_t<2, wp::float32> var_401;
    wp::float32 var_402;
    wp::float32 var_403;
    const wp::float32 var_404 = 1.63;
    wp::float32 var_405;
    wp::float32 var_406;
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
    wp::int32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::range_t adj_17 = {};
    wp::range_t adj_18 = {};
    wp::int32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::range_t adj_25 = {};
    wp::int32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::int32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    wp::float32 adj_44 = {};
    wp::float32 adj_45 = {};
    wp::int32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    wp::float32 adj_56 = {};
    wp::float32 adj_57 = {};
    wp::float32 adj_58 = {};
    wp::float32 adj_59 = {};
    wp::int32 adj_60 = {};
    wp::float32 adj_61 = {};
    wp::float32 adj_62 = {};
    wp::float32 adj_63 = {};
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
    wp::int32 adj_74 = {};
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
    wp::int32 adj_88 = {};
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
    wp::float32 adj_100 = {};
    wp::float32 adj_101 = {};
    wp::int32 adj_102 = {};
    wp::float32 adj_103 = {};
    wp::float32 adj_104 = {};
    wp::float32 adj_105 = {};
    wp::float32 adj_106 = {};
    wp::float32 adj_107 = {};
    wp::float32 adj_108 = {};
    wp::float32 adj_109 = {};
    wp::float32 adj_110 = {};
    wp::range_t adj_111 = {};
    wp::range_t adj_112 = {};
    wp::int32 adj_113 = {};
    wp::float32 adj_114 = {};
    wp::float32 adj_115 = {};
    wp::float32 adj_116 = {};
    wp::float32 adj_117 = {};
    wp::float32 adj_118 = {};
    wp::range_t adj_119 = {};
    wp::int32 adj_120 = {};
    wp::float32 adj_121 = {};
    wp::float32 adj_122 = {};
    wp::float32 adj_123 = {};
    wp::float32 adj_124 = {};
    wp::float32 adj_125 = {};
    wp::int32 adj_126 = {};
    wp::float32 adj_127 = {};
    wp::float32 adj_128 = {};
    wp::float32 adj_129 = {};
    wp::float32 adj_130 = {};
    wp::float32 adj_131 = {};
    wp::float32 adj_132 = {};
    wp::float32 adj_133 = {};
    wp::float32 adj_134 = {};
    wp::float32 adj_135 = {};
    wp::float32 adj_136 = {};
    wp::float32 adj_137 = {};
    wp::float32 adj_138 = {};
    wp::float32 adj_139 = {};
    wp::int32 adj_140 = {};
    wp::float32 adj_141 = {};
    wp::float32 adj_142 = {};
    wp::float32 adj_143 = {};
    wp::float32 adj_144 = {};
    wp::float32 adj_145 = {};
    wp::float32 adj_146 = {};
    wp::float32 adj_147 = {};
    wp::float32 adj_148 = {};
    wp::float32 adj_149 = {};
    wp::float32 adj_150 = {};
    wp::float32 adj_151 = {};
    wp::float32 adj_152 = {};
    wp::float32 adj_153 = {};
    wp::int32 adj_154 = {};
    wp::float32 adj_155 = {};
    wp::float32 adj_156 = {};
    wp::float32 adj_157 = {};
    wp::float32 adj_158 = {};
    wp::float32 adj_159 = {};
    wp::float32 adj_160 = {};
    wp::float32 adj_161 = {};
    wp::float32 adj_162 = {};
    wp::float32 adj_163 = {};
    wp::float32 adj_164 = {};
    wp::float32 adj_165 = {};
    wp::float32 adj_166 = {};
    wp::float32 adj_167 = {};
    wp::int32 adj_168 = {};
    wp::float32 adj_169 = {};
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
    wp::int32 adj_182 = {};
    wp::float32 adj_183 = {};
    wp::float32 adj_184 = {};
    wp::float32 adj_185 = {};
    wp::float32 adj_186 = {};
    wp::float32 adj_187 = {};
    wp::float32 adj_188 = {};
    wp::float32 adj_189 = {};
    wp::float32 adj_190 = {};
    wp::float32 adj_191 = {};
    wp::float32 adj_192 = {};
    wp::float32 adj_193 = {};
    wp::float32 adj_194 = {};
    wp::float32 adj_195 = {};
    wp::int32 adj_196 = {};
    wp::float32 adj_197 = {};
    wp::float32 adj_198 = {};
    wp::float32 adj_199 = {};
    wp::float32 adj_200 = {};
    wp::float32 adj_201 = {};
    wp::float32 adj_202 = {};
    wp::float32 adj_203 = {};
    wp::float32 adj_204 = {};
    wp::range_t adj_205 = {};
    wp::range_t adj_206 = {};
    wp::int32 adj_207 = {};
    wp::float32 adj_208 = {};
    wp::float32 adj_209 = {};
    wp::float32 adj_210 = {};
    wp::float32 adj_211 = {};
    wp::float32 adj_212 = {};
    wp::range_t adj_213 = {};
    wp::int32 adj_214 = {};
    wp::float32 adj_215 = {};
    wp::float32 adj_216 = {};
    wp::float32 adj_217 = {};
    wp::float32 adj_218 = {};
    wp::float32 adj_219 = {};
    wp::int32 adj_220 = {};
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
    wp::float32 adj_232 = {};
    wp::float32 adj_233 = {};
    wp::int32 adj_234 = {};
    wp::float32 adj_235 = {};
    wp::float32 adj_236 = {};
    wp::float32 adj_237 = {};
    wp::float32 adj_238 = {};
    wp::float32 adj_239 = {};
    wp::float32 adj_240 = {};
    wp::float32 adj_241 = {};
    wp::float32 adj_242 = {};
    wp::float32 adj_243 = {};
    wp::float32 adj_244 = {};
    wp::float32 adj_245 = {};
    wp::float32 adj_246 = {};
    wp::float32 adj_247 = {};
    wp::int32 adj_248 = {};
    wp::float32 adj_249 = {};
    wp::float32 adj_250 = {};
    wp::float32 adj_251 = {};
    wp::float32 adj_252 = {};
    wp::float32 adj_253 = {};
    wp::float32 adj_254 = {};
    wp::float32 adj_255 = {};
    wp::float32 adj_256 = {};
    wp::float32 adj_257 = {};
    wp::float32 adj_258 = {};
    wp::float32 adj_259 = {};
    wp::float32 adj_260 = {};
    wp::float32 adj_261 = {};
    wp::int32 adj_262 = {};
    wp::float32 adj_263 = {};
    wp::float32 adj_264 = {};
    wp::float32 adj_265 = {};
    wp::float32 adj_266 = {};
    wp::float32 adj_267 = {};
    wp::float32 adj_268 = {};
    wp::float32 adj_269 = {};
    wp::float32 adj_270 = {};
    wp::float32 adj_271 = {};
    wp::float32 adj_272 = {};
    wp::float32 adj_273 = {};
    wp::float32 adj_274 = {};
    wp::float32 adj_275 = {};
    wp::int32 adj_276 = {};
    wp::float32 adj_277 = {};
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
    wp::float32 adj_289 = {};
    wp::int32 adj_290 = {};
    wp::float32 adj_291 = {};
    wp::float32 adj_292 = {};
    wp::float32 adj_293 = {};
    wp::float32 adj_294 = {};
    wp::float32 adj_295 = {};
    wp::float32 adj_296 = {};
    wp::float32 adj_297 = {};
    wp::float32 adj_298 = {};
    wp::range_t adj_299 = {};
    wp::range_t adj_300 = {};
    wp::int32 adj_301 = {};
    wp::float32 adj_302 = {};
    wp::float32 adj_303 = {};
    wp::float32 adj_304 = {};
    wp::float32 adj_305 = {};
    wp::float32 adj_306 = {};
    wp::range_t adj_307 = {};
    wp::int32 adj_308 = {};
    wp::float32 adj_309 = {};
    wp::float32 adj_310 = {};
    wp::float32 adj_311 = {};
    wp::float32 adj_312 = {};
    wp::float32 adj_313 = {};
    wp::int32 adj_314 = {};
    wp::float32 adj_315 = {};
    wp::float32 adj_316 = {};
    wp::float32 adj_317 = {};
    wp::float32 adj_318 = {};
    wp::float32 adj_319 = {};
    wp::float32 adj_320 = {};
    wp::float32 adj_321 = {};
    wp::float32 adj_322 = {};
    wp::float32 adj_323 = {};
    wp::float32 adj_324 = {};
    wp::float32 adj_325 = {};
    wp::float32 adj_326 = {};
    wp::float32 adj_327 = {};
    wp::int32 adj_328 = {};
    wp::float32 adj_329 = {};
    wp::float32 adj_330 = {};
    wp::float32 adj_331 = {};
    wp::float32 adj_332 = {};
    wp::float32 adj_333 = {};
    wp::float32 adj_334 = {};
    wp::float32 adj_335 = {};
    wp::float32 adj_336 = {};
    wp::float32 adj_337 = {};
    wp::float32 adj_338 = {};
    wp::float32 adj_339 = {};
    wp::float32 adj_340 = {};
    wp::float32 adj_341 = {};
    wp::int32 adj_342 = {};
    wp::float32 adj_343 = {};
    wp::float32 adj_344 = {};
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
    wp::int32 adj_356 = {};
    wp::float32 adj_357 = {};
    wp::float32 adj_358 = {};
    wp::float32 adj_359 = {};
    wp::float32 adj_360 = {};
    wp::float32 adj_361 = {};
    wp::float32 adj_362 = {};
    wp::float32 adj_363 = {};
    wp::float32 adj_364 = {};
    wp::float32 adj_365 = {};
    wp::float32 adj_366 = {};
    wp::float32 adj_367 = {};
    wp::float32 adj_368 = {};
    wp::float32 adj_369 = {};
    wp::int32 adj_370 = {};
    wp::float32 adj_371 = {};
    wp::float32 adj_372 = {};
    wp::float32 adj_373 = {};
    wp::float32 adj_374 = {};
    wp::float32 adj_375 = {};
    wp::float32 adj_376 = {};
    wp::float32 adj_377 = {};
    wp::float32 adj_378 = {};
    wp::float32 adj_379 = {};
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
    wp::vec_t<2, wp::float32> adj_393 = {};
    wp::int32 adj_394 = {};
    wp::float32 adj_395 = {};
    wp::float32 adj_396 = {};
    wp::float32 adj_397 = {};
    wp::vec_t<2, wp::float32> adj_398 = {};
    wp::float32 adj_399 = {};
    wp::float32 adj_400 = {};
    wp::vec_t<2, wp::float32> adj_401 = {};
    wp::float32 adj_402 = {};
    wp::float32 adj_403 = {};
    wp::float32 adj_404 = {};
    wp::float32 adj_405 = {};
    wp::float32 adj_406 = {};
    //---------
    // forward
    // def nested_loop_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):       <L 5>
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
    // v2 = wp.sin(v0)                                                                        <L 9>
    var_7 = wp::sin(var_2);
    // for j3 in range(0, 4):                                                                 <L 10>
    // v0 = v0 + wp.cos((wp.acos(wp.clamp(v1, -0.9, 0.9)) * 1.0))                             <L 11>
    var_11 = wp::clamp(var_5, var_9, var_10);
    var_12 = wp::acos(var_11);
    var_14 = wp::mul(var_12, var_13);
    var_15 = wp::cos(var_14);
    var_16 = wp::add(var_2, var_15);
    // for j4 in reversed(range(n)):                                                          <L 12>
    var_17 = wp::range(var_n);
    var_18 = wp::iter_reverse(var_17);
    // for j6 in range(2, 7):                                                                 <L 16>
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_34 = wp::mul(var_7, var_33);
    var_35 = wp::float(var_32);
    var_36 = wp::sin(var_35);
    var_37 = wp::add(var_34, var_36);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_39 = wp::mul(var_37, var_38);
    var_40 = wp::add(var_5, var_5);
    var_42 = wp::round(var_41);
    var_43 = wp::add(var_40, var_42);
    var_44 = wp::tanh(var_43);
    var_45 = wp::add(var_39, var_44);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_48 = wp::mul(var_45, var_47);
    var_49 = wp::float(var_46);
    var_50 = wp::sin(var_49);
    var_51 = wp::add(var_48, var_50);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_53 = wp::mul(var_51, var_52);
    var_54 = wp::add(var_5, var_5);
    var_56 = wp::round(var_55);
    var_57 = wp::add(var_54, var_56);
    var_58 = wp::tanh(var_57);
    var_59 = wp::add(var_53, var_58);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_62 = wp::mul(var_59, var_61);
    var_63 = wp::float(var_60);
    var_64 = wp::sin(var_63);
    var_65 = wp::add(var_62, var_64);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_67 = wp::mul(var_65, var_66);
    var_68 = wp::add(var_5, var_5);
    var_70 = wp::round(var_69);
    var_71 = wp::add(var_68, var_70);
    var_72 = wp::tanh(var_71);
    var_73 = wp::add(var_67, var_72);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_76 = wp::mul(var_73, var_75);
    var_77 = wp::float(var_74);
    var_78 = wp::sin(var_77);
    var_79 = wp::add(var_76, var_78);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_81 = wp::mul(var_79, var_80);
    var_82 = wp::add(var_5, var_5);
    var_84 = wp::round(var_83);
    var_85 = wp::add(var_82, var_84);
    var_86 = wp::tanh(var_85);
    var_87 = wp::add(var_81, var_86);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_90 = wp::mul(var_87, var_89);
    var_91 = wp::float(var_88);
    var_92 = wp::sin(var_91);
    var_93 = wp::add(var_90, var_92);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_95 = wp::mul(var_93, var_94);
    var_96 = wp::add(var_5, var_5);
    var_98 = wp::round(var_97);
    var_99 = wp::add(var_96, var_98);
    var_100 = wp::tanh(var_99);
    var_101 = wp::add(var_95, var_100);
    // v0 = v0 + wp.cos((wp.acos(wp.clamp(v1, -0.9, 0.9)) * 1.0))                             <L 11>
    var_105 = wp::clamp(var_5, var_103, var_104);
    var_106 = wp::acos(var_105);
    var_108 = wp::mul(var_106, var_107);
    var_109 = wp::cos(var_108);
    var_110 = wp::add(var_16, var_109);
    // for j4 in reversed(range(n)):                                                          <L 12>
    var_111 = wp::range(var_n);
    var_112 = wp::iter_reverse(var_111);
    // for j6 in range(2, 7):                                                                 <L 16>
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_128 = wp::mul(var_101, var_127);
    var_129 = wp::float(var_126);
    var_130 = wp::sin(var_129);
    var_131 = wp::add(var_128, var_130);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_133 = wp::mul(var_131, var_132);
    var_134 = wp::add(var_5, var_5);
    var_136 = wp::round(var_135);
    var_137 = wp::add(var_134, var_136);
    var_138 = wp::tanh(var_137);
    var_139 = wp::add(var_133, var_138);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_142 = wp::mul(var_139, var_141);
    var_143 = wp::float(var_140);
    var_144 = wp::sin(var_143);
    var_145 = wp::add(var_142, var_144);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_147 = wp::mul(var_145, var_146);
    var_148 = wp::add(var_5, var_5);
    var_150 = wp::round(var_149);
    var_151 = wp::add(var_148, var_150);
    var_152 = wp::tanh(var_151);
    var_153 = wp::add(var_147, var_152);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_156 = wp::mul(var_153, var_155);
    var_157 = wp::float(var_154);
    var_158 = wp::sin(var_157);
    var_159 = wp::add(var_156, var_158);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_161 = wp::mul(var_159, var_160);
    var_162 = wp::add(var_5, var_5);
    var_164 = wp::round(var_163);
    var_165 = wp::add(var_162, var_164);
    var_166 = wp::tanh(var_165);
    var_167 = wp::add(var_161, var_166);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_170 = wp::mul(var_167, var_169);
    var_171 = wp::float(var_168);
    var_172 = wp::sin(var_171);
    var_173 = wp::add(var_170, var_172);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_175 = wp::mul(var_173, var_174);
    var_176 = wp::add(var_5, var_5);
    var_178 = wp::round(var_177);
    var_179 = wp::add(var_176, var_178);
    var_180 = wp::tanh(var_179);
    var_181 = wp::add(var_175, var_180);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_184 = wp::mul(var_181, var_183);
    var_185 = wp::float(var_182);
    var_186 = wp::sin(var_185);
    var_187 = wp::add(var_184, var_186);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_189 = wp::mul(var_187, var_188);
    var_190 = wp::add(var_5, var_5);
    var_192 = wp::round(var_191);
    var_193 = wp::add(var_190, var_192);
    var_194 = wp::tanh(var_193);
    var_195 = wp::add(var_189, var_194);
    // v0 = v0 + wp.cos((wp.acos(wp.clamp(v1, -0.9, 0.9)) * 1.0))                             <L 11>
    var_199 = wp::clamp(var_5, var_197, var_198);
    var_200 = wp::acos(var_199);
    var_202 = wp::mul(var_200, var_201);
    var_203 = wp::cos(var_202);
    var_204 = wp::add(var_110, var_203);
    // for j4 in reversed(range(n)):                                                          <L 12>
    var_205 = wp::range(var_n);
    var_206 = wp::iter_reverse(var_205);
    // for j6 in range(2, 7):                                                                 <L 16>
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_222 = wp::mul(var_195, var_221);
    var_223 = wp::float(var_220);
    var_224 = wp::sin(var_223);
    var_225 = wp::add(var_222, var_224);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_227 = wp::mul(var_225, var_226);
    var_228 = wp::add(var_5, var_5);
    var_230 = wp::round(var_229);
    var_231 = wp::add(var_228, var_230);
    var_232 = wp::tanh(var_231);
    var_233 = wp::add(var_227, var_232);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_236 = wp::mul(var_233, var_235);
    var_237 = wp::float(var_234);
    var_238 = wp::sin(var_237);
    var_239 = wp::add(var_236, var_238);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_241 = wp::mul(var_239, var_240);
    var_242 = wp::add(var_5, var_5);
    var_244 = wp::round(var_243);
    var_245 = wp::add(var_242, var_244);
    var_246 = wp::tanh(var_245);
    var_247 = wp::add(var_241, var_246);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_250 = wp::mul(var_247, var_249);
    var_251 = wp::float(var_248);
    var_252 = wp::sin(var_251);
    var_253 = wp::add(var_250, var_252);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_255 = wp::mul(var_253, var_254);
    var_256 = wp::add(var_5, var_5);
    var_258 = wp::round(var_257);
    var_259 = wp::add(var_256, var_258);
    var_260 = wp::tanh(var_259);
    var_261 = wp::add(var_255, var_260);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_264 = wp::mul(var_261, var_263);
    var_265 = wp::float(var_262);
    var_266 = wp::sin(var_265);
    var_267 = wp::add(var_264, var_266);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_269 = wp::mul(var_267, var_268);
    var_270 = wp::add(var_5, var_5);
    var_272 = wp::round(var_271);
    var_273 = wp::add(var_270, var_272);
    var_274 = wp::tanh(var_273);
    var_275 = wp::add(var_269, var_274);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_278 = wp::mul(var_275, var_277);
    var_279 = wp::float(var_276);
    var_280 = wp::sin(var_279);
    var_281 = wp::add(var_278, var_280);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_283 = wp::mul(var_281, var_282);
    var_284 = wp::add(var_5, var_5);
    var_286 = wp::round(var_285);
    var_287 = wp::add(var_284, var_286);
    var_288 = wp::tanh(var_287);
    var_289 = wp::add(var_283, var_288);
    // v0 = v0 + wp.cos((wp.acos(wp.clamp(v1, -0.9, 0.9)) * 1.0))                             <L 11>
    var_293 = wp::clamp(var_5, var_291, var_292);
    var_294 = wp::acos(var_293);
    var_296 = wp::mul(var_294, var_295);
    var_297 = wp::cos(var_296);
    var_298 = wp::add(var_204, var_297);
    // for j4 in reversed(range(n)):                                                          <L 12>
    var_299 = wp::range(var_n);
    var_300 = wp::iter_reverse(var_299);
    // for j6 in range(2, 7):                                                                 <L 16>
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_316 = wp::mul(var_289, var_315);
    var_317 = wp::float(var_314);
    var_318 = wp::sin(var_317);
    var_319 = wp::add(var_316, var_318);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_321 = wp::mul(var_319, var_320);
    var_322 = wp::add(var_5, var_5);
    var_324 = wp::round(var_323);
    var_325 = wp::add(var_322, var_324);
    var_326 = wp::tanh(var_325);
    var_327 = wp::add(var_321, var_326);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_330 = wp::mul(var_327, var_329);
    var_331 = wp::float(var_328);
    var_332 = wp::sin(var_331);
    var_333 = wp::add(var_330, var_332);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_335 = wp::mul(var_333, var_334);
    var_336 = wp::add(var_5, var_5);
    var_338 = wp::round(var_337);
    var_339 = wp::add(var_336, var_338);
    var_340 = wp::tanh(var_339);
    var_341 = wp::add(var_335, var_340);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_344 = wp::mul(var_341, var_343);
    var_345 = wp::float(var_342);
    var_346 = wp::sin(var_345);
    var_347 = wp::add(var_344, var_346);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_349 = wp::mul(var_347, var_348);
    var_350 = wp::add(var_5, var_5);
    var_352 = wp::round(var_351);
    var_353 = wp::add(var_350, var_352);
    var_354 = wp::tanh(var_353);
    var_355 = wp::add(var_349, var_354);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_358 = wp::mul(var_355, var_357);
    var_359 = wp::float(var_356);
    var_360 = wp::sin(var_359);
    var_361 = wp::add(var_358, var_360);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_363 = wp::mul(var_361, var_362);
    var_364 = wp::add(var_5, var_5);
    var_366 = wp::round(var_365);
    var_367 = wp::add(var_364, var_366);
    var_368 = wp::tanh(var_367);
    var_369 = wp::add(var_363, var_368);
    // v2 = v2 * 0.5 + wp.sin(float(j6))                                                      <L 17>
    var_372 = wp::mul(var_369, var_371);
    var_373 = wp::float(var_370);
    var_374 = wp::sin(var_373);
    var_375 = wp::add(var_372, var_374);
    // v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                                   <L 18>
    var_377 = wp::mul(var_375, var_376);
    var_378 = wp::add(var_5, var_5);
    var_380 = wp::round(var_379);
    var_381 = wp::add(var_378, var_380);
    var_382 = wp::tanh(var_381);
    var_383 = wp::add(var_377, var_382);
    // out0[tid] = v1 + v2 + v0 + v1 * 1.51                                                   <L 19>
    var_384 = wp::add(var_5, var_383);
    var_385 = wp::add(var_384, var_298);
    var_387 = wp::mul(var_5, var_386);
    var_388 = wp::add(var_385, var_387);
    // wp::array_store(var_out0, var_0, var_388);
    // out1[tid] = v1 + v2 + v0 + ((wp.vec2(-1.8, 1.77))[1] * wp.dot(wp.vec2(-0.1, -1.3), wp.vec2(1.9, -0.636))) * 1.63       <L 20>
    var_389 = wp::add(var_5, var_383);
    var_390 = wp::add(var_389, var_298);
    var_393 = wp::vec_t<2, wp::float32>(var_391, var_392);
    var_395 = wp::extract(var_393, var_394);
    var_398 = wp::vec_t<2, wp::float32>(var_396, var_397);
    var_401 = wp::vec_t<2, wp::float32>(var_399, var_400);
    var_402 = wp::dot(var_398, var_401);
    var_403 = wp::mul(var_395, var_402);
    var_405 = wp::mul(var_403, var_404);
    var_406 = wp::add(var_390, var_405);
    // wp::array_store(var_out1, var_0, var_406);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_406, adj_out1, adj_0, adj_406);
    wp::adj_add(var_390, var_405, adj_390, adj_405, adj_406);
    wp::adj_mul(var_403, var_404, adj_403, adj_404, adj_405);
    wp::adj_mul(var_395, var_402, adj_395, adj_402, adj_403);
    wp::adj_dot(var_398, var_401, adj_398, adj_401, adj_402);
    wp::adj_vec_t(var_399, var_400, adj_399, adj_400, adj_401);
    wp::adj_vec_t(var_396, var_397, adj_396, adj_397, adj_398);
    wp::adj_extract(var_393, var_394, adj_393, adj_394, adj_395);
    wp::adj_vec_t(var_391, var_392, adj_391, adj_392, adj_393);
    wp::adj_add(var_389, var_298, adj_389, adj_298, adj_390);
    wp::adj_add(var_5, var_383, adj_5, adj_383, adj_389);
    // adj: out1[tid] = v1 + v2 + v0 + ((wp.vec2(-1.8, 1.77))[1] * wp.dot(wp.vec2(-0.1, -1.3), wp.vec2(1.9, -0.636))) * 1.63  <L 20>
    wp::adj_array_store(var_out0, var_0, var_388, adj_out0, adj_0, adj_388);
    wp::adj_add(var_385, var_387, adj_385, adj_387, adj_388);
    wp::adj_mul(var_5, var_386, adj_5, adj_386, adj_387);
    wp::adj_add(var_384, var_298, adj_384, adj_298, adj_385);
    wp::adj_add(var_5, var_383, adj_5, adj_383, adj_384);
    // adj: out0[tid] = v1 + v2 + v0 + v1 * 1.51                                              <L 19>
    wp::adj_add(var_377, var_382, adj_377, adj_382, adj_383);
    wp::adj_tanh(var_381, var_382, adj_381, adj_382);
    wp::adj_add(var_378, var_380, adj_378, adj_380, adj_381);
    wp::adj_add(var_5, var_5, adj_5, adj_5, adj_378);
    wp::adj_mul(var_375, var_376, adj_375, adj_376, adj_377);
    // adj: v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                              <L 18>
    wp::adj_add(var_372, var_374, adj_372, adj_374, adj_375);
    wp::adj_sin(var_373, adj_373, adj_374);
    wp::adj_float(var_370, adj_370, adj_373);
    wp::adj_mul(var_369, var_371, adj_369, adj_371, adj_372);
    // adj: v2 = v2 * 0.5 + wp.sin(float(j6))                                                 <L 17>
    wp::adj_add(var_363, var_368, adj_363, adj_368, adj_369);
    wp::adj_tanh(var_367, var_368, adj_367, adj_368);
    wp::adj_add(var_364, var_366, adj_364, adj_366, adj_367);
    wp::adj_add(var_5, var_5, adj_5, adj_5, adj_364);
    wp::adj_mul(var_361, var_362, adj_361, adj_362, adj_363);
    // adj: v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                              <L 18>
    wp::adj_add(var_358, var_360, adj_358, adj_360, adj_361);
    wp::adj_sin(var_359, adj_359, adj_360);
    wp::adj_float(var_356, adj_356, adj_359);
    wp::adj_mul(var_355, var_357, adj_355, adj_357, adj_358);
    // adj: v2 = v2 * 0.5 + wp.sin(float(j6))                                                 <L 17>
    wp::adj_add(var_349, var_354, adj_349, adj_354, adj_355);
    wp::adj_tanh(var_353, var_354, adj_353, adj_354);
    wp::adj_add(var_350, var_352, adj_350, adj_352, adj_353);
    wp::adj_add(var_5, var_5, adj_5, adj_5, adj_350);
    wp::adj_mul(var_347, var_348, adj_347, adj_348, adj_349);
    // adj: v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                              <L 18>
    wp::adj_add(var_344, var_346, adj_344, adj_346, adj_347);
    wp::adj_sin(var_345, adj_345, adj_346);
    wp::adj_float(var_342, adj_342, adj_345);
    wp::adj_mul(var_341, var_343, adj_341, adj_343, adj_344);
    // adj: v2 = v2 * 0.5 + wp.sin(float(j6))                                                 <L 17>
    wp::adj_add(var_335, var_340, adj_335, adj_340, adj_341);
    wp::adj_tanh(var_339, var_340, adj_339, adj_340);
    wp::adj_add(var_336, var_338, adj_336, adj_338, adj_339);
    wp::adj_add(var_5, var_5, adj_5, adj_5, adj_336);
    wp::adj_mul(var_333, var_334, adj_333, adj_334, adj_335);
    // adj: v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                              <L 18>
    wp::adj_add(var_330, var_332, adj_330, adj_332, adj_333);
    wp::adj_sin(var_331, adj_331, adj_332);
    wp::adj_float(var_328, adj_328, adj_331);
    wp::adj_mul(var_327, var_329, adj_327, adj_329, adj_330);
    // adj: v2 = v2 * 0.5 + wp.sin(float(j6))                                                 <L 17>
    wp::adj_add(var_321, var_326, adj_321, adj_326, adj_327);
    wp::adj_tanh(var_325, var_326, adj_325, adj_326);
    wp::adj_add(var_322, var_324, adj_322, adj_324, adj_325);
    wp::adj_add(var_5, var_5, adj_5, adj_5, adj_322);
    wp::adj_mul(var_319, var_320, adj_319, adj_320, adj_321);
    // adj: v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                              <L 18>
    wp::adj_add(var_316, var_318, adj_316, adj_318, adj_319);
    wp::adj_sin(var_317, adj_317, adj_318);
    wp::adj_float(var_314, adj_314, adj_317);
    wp::adj_mul(var_289, var_315, adj_289, adj_315, adj_316);
    // adj: v2 = v2 * 0.5 + wp.sin(float(j6))                                                 <L 17>
    // adj: for j6 in range(2, 7):                                                            <L 16>
    var_300 = wp::iter_reverse(var_300);
    start_for_12:;
        if (iter_cmp(var_300) == 0) goto end_for_12;
        var_301 = wp::iter_next(var_300);
    	adj_302 = {};
    	adj_303 = {};
    	adj_304 = {};
    	adj_305 = {};
    	adj_306 = {};
    	adj_307 = {};
    	adj_308 = {};
    	adj_309 = {};
    	adj_310 = {};
    	adj_311 = {};
    	adj_312 = {};
    	adj_313 = {};
        // v0 = v0 * 0.5 + wp.sin(1.3)                                                        <L 13>
        var_303 = wp::mul(var_298, var_302);
        var_305 = wp::sin(var_304);
        var_306 = wp::add(var_303, var_305);
        // for j5 in range(n):                                                                <L 14>
        var_307 = wp::range(var_n);
        wp::assign(var_298, var_306);
        wp::assign(var_26, var_308);
        wp::adj_assign(var_26, var_308, adj_26, adj_308);
        wp::adj_assign(var_298, var_306, adj_298, adj_306);
        var_307 = wp::iter_reverse(var_307);
        start_for_14:;
            if (iter_cmp(var_307) == 0) goto end_for_14;
            var_308 = wp::iter_next(var_307);
        	adj_309 = {};
        	adj_310 = {};
        	adj_311 = {};
        	adj_312 = {};
        	adj_313 = {};
            // v2 = v2 * 0.5 + wp.sin(float(tid))                                             <L 15>
            var_310 = wp::mul(var_289, var_309);
            var_311 = wp::float(var_0);
            var_312 = wp::sin(var_311);
            var_313 = wp::add(var_310, var_312);
            wp::assign(var_289, var_313);
            wp::adj_assign(var_289, var_313, adj_289, adj_313);
            wp::adj_add(var_310, var_312, adj_310, adj_312, adj_313);
            wp::adj_sin(var_311, adj_311, adj_312);
            wp::adj_float(var_0, adj_0, adj_311);
            wp::adj_mul(var_289, var_309, adj_289, adj_309, adj_310);
            // adj: v2 = v2 * 0.5 + wp.sin(float(tid))                                        <L 15>
        	goto start_for_14;
        end_for_14:;
        // adj: for j5 in range(n):                                                           <L 14>
        wp::adj_add(var_303, var_305, adj_303, adj_305, adj_306);
        wp::adj_sin(var_304, adj_304, adj_305);
        wp::adj_mul(var_298, var_302, adj_298, adj_302, adj_303);
        // adj: v0 = v0 * 0.5 + wp.sin(1.3)                                                   <L 13>
    	goto start_for_12;
    end_for_12:;
    // adj: for j4 in reversed(range(n)):                                                     <L 12>
    wp::adj_add(var_204, var_297, adj_204, adj_297, adj_298);
    wp::adj_cos(var_296, adj_296, adj_297);
    wp::adj_mul(var_294, var_295, adj_294, adj_295, adj_296);
    wp::adj_acos(var_293, adj_293, adj_294);
    wp::adj_clamp(var_5, var_291, var_292, adj_5, adj_291, adj_292, adj_293);
    // adj: v0 = v0 + wp.cos((wp.acos(wp.clamp(v1, -0.9, 0.9)) * 1.0))                        <L 11>
    wp::adj_add(var_283, var_288, adj_283, adj_288, adj_289);
    wp::adj_tanh(var_287, var_288, adj_287, adj_288);
    wp::adj_add(var_284, var_286, adj_284, adj_286, adj_287);
    wp::adj_add(var_5, var_5, adj_5, adj_5, adj_284);
    wp::adj_mul(var_281, var_282, adj_281, adj_282, adj_283);
    // adj: v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                              <L 18>
    wp::adj_add(var_278, var_280, adj_278, adj_280, adj_281);
    wp::adj_sin(var_279, adj_279, adj_280);
    wp::adj_float(var_276, adj_276, adj_279);
    wp::adj_mul(var_275, var_277, adj_275, adj_277, adj_278);
    // adj: v2 = v2 * 0.5 + wp.sin(float(j6))                                                 <L 17>
    wp::adj_add(var_269, var_274, adj_269, adj_274, adj_275);
    wp::adj_tanh(var_273, var_274, adj_273, adj_274);
    wp::adj_add(var_270, var_272, adj_270, adj_272, adj_273);
    wp::adj_add(var_5, var_5, adj_5, adj_5, adj_270);
    wp::adj_mul(var_267, var_268, adj_267, adj_268, adj_269);
    // adj: v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                              <L 18>
    wp::adj_add(var_264, var_266, adj_264, adj_266, adj_267);
    wp::adj_sin(var_265, adj_265, adj_266);
    wp::adj_float(var_262, adj_262, adj_265);
    wp::adj_mul(var_261, var_263, adj_261, adj_263, adj_264);
    // adj: v2 = v2 * 0.5 + wp.sin(float(j6))                                                 <L 17>
    wp::adj_add(var_255, var_260, adj_255, adj_260, adj_261);
    wp::adj_tanh(var_259, var_260, adj_259, adj_260);
    wp::adj_add(var_256, var_258, adj_256, adj_258, adj_259);
    wp::adj_add(var_5, var_5, adj_5, adj_5, adj_256);
    wp::adj_mul(var_253, var_254, adj_253, adj_254, adj_255);
    // adj: v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                              <L 18>
    wp::adj_add(var_250, var_252, adj_250, adj_252, adj_253);
    wp::adj_sin(var_251, adj_251, adj_252);
    wp::adj_float(var_248, adj_248, adj_251);
    wp::adj_mul(var_247, var_249, adj_247, adj_249, adj_250);
    // adj: v2 = v2 * 0.5 + wp.sin(float(j6))                                                 <L 17>
    wp::adj_add(var_241, var_246, adj_241, adj_246, adj_247);
    wp::adj_tanh(var_245, var_246, adj_245, adj_246);
    wp::adj_add(var_242, var_244, adj_242, adj_244, adj_245);
    wp::adj_add(var_5, var_5, adj_5, adj_5, adj_242);
    wp::adj_mul(var_239, var_240, adj_239, adj_240, adj_241);
    // adj: v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                              <L 18>
    wp::adj_add(var_236, var_238, adj_236, adj_238, adj_239);
    wp::adj_sin(var_237, adj_237, adj_238);
    wp::adj_float(var_234, adj_234, adj_237);
    wp::adj_mul(var_233, var_235, adj_233, adj_235, adj_236);
    // adj: v2 = v2 * 0.5 + wp.sin(float(j6))                                                 <L 17>
    wp::adj_add(var_227, var_232, adj_227, adj_232, adj_233);
    wp::adj_tanh(var_231, var_232, adj_231, adj_232);
    wp::adj_add(var_228, var_230, adj_228, adj_230, adj_231);
    wp::adj_add(var_5, var_5, adj_5, adj_5, adj_228);
    wp::adj_mul(var_225, var_226, adj_225, adj_226, adj_227);
    // adj: v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                              <L 18>
    wp::adj_add(var_222, var_224, adj_222, adj_224, adj_225);
    wp::adj_sin(var_223, adj_223, adj_224);
    wp::adj_float(var_220, adj_220, adj_223);
    wp::adj_mul(var_195, var_221, adj_195, adj_221, adj_222);
    // adj: v2 = v2 * 0.5 + wp.sin(float(j6))                                                 <L 17>
    // adj: for j6 in range(2, 7):                                                            <L 16>
    var_206 = wp::iter_reverse(var_206);
    start_for_8:;
        if (iter_cmp(var_206) == 0) goto end_for_8;
        var_207 = wp::iter_next(var_206);
    	adj_208 = {};
    	adj_209 = {};
    	adj_210 = {};
    	adj_211 = {};
    	adj_212 = {};
    	adj_213 = {};
    	adj_214 = {};
    	adj_215 = {};
    	adj_216 = {};
    	adj_217 = {};
    	adj_218 = {};
    	adj_219 = {};
        // v0 = v0 * 0.5 + wp.sin(1.3)                                                        <L 13>
        var_209 = wp::mul(var_204, var_208);
        var_211 = wp::sin(var_210);
        var_212 = wp::add(var_209, var_211);
        // for j5 in range(n):                                                                <L 14>
        var_213 = wp::range(var_n);
        wp::assign(var_204, var_212);
        wp::assign(var_26, var_214);
        wp::adj_assign(var_26, var_214, adj_26, adj_214);
        wp::adj_assign(var_204, var_212, adj_204, adj_212);
        var_213 = wp::iter_reverse(var_213);
        start_for_10:;
            if (iter_cmp(var_213) == 0) goto end_for_10;
            var_214 = wp::iter_next(var_213);
        	adj_215 = {};
        	adj_216 = {};
        	adj_217 = {};
        	adj_218 = {};
        	adj_219 = {};
            // v2 = v2 * 0.5 + wp.sin(float(tid))                                             <L 15>
            var_216 = wp::mul(var_195, var_215);
            var_217 = wp::float(var_0);
            var_218 = wp::sin(var_217);
            var_219 = wp::add(var_216, var_218);
            wp::assign(var_195, var_219);
            wp::adj_assign(var_195, var_219, adj_195, adj_219);
            wp::adj_add(var_216, var_218, adj_216, adj_218, adj_219);
            wp::adj_sin(var_217, adj_217, adj_218);
            wp::adj_float(var_0, adj_0, adj_217);
            wp::adj_mul(var_195, var_215, adj_195, adj_215, adj_216);
            // adj: v2 = v2 * 0.5 + wp.sin(float(tid))                                        <L 15>
        	goto start_for_10;
        end_for_10:;
        // adj: for j5 in range(n):                                                           <L 14>
        wp::adj_add(var_209, var_211, adj_209, adj_211, adj_212);
        wp::adj_sin(var_210, adj_210, adj_211);
        wp::adj_mul(var_204, var_208, adj_204, adj_208, adj_209);
        // adj: v0 = v0 * 0.5 + wp.sin(1.3)                                                   <L 13>
    	goto start_for_8;
    end_for_8:;
    // adj: for j4 in reversed(range(n)):                                                     <L 12>
    wp::adj_add(var_110, var_203, adj_110, adj_203, adj_204);
    wp::adj_cos(var_202, adj_202, adj_203);
    wp::adj_mul(var_200, var_201, adj_200, adj_201, adj_202);
    wp::adj_acos(var_199, adj_199, adj_200);
    wp::adj_clamp(var_5, var_197, var_198, adj_5, adj_197, adj_198, adj_199);
    // adj: v0 = v0 + wp.cos((wp.acos(wp.clamp(v1, -0.9, 0.9)) * 1.0))                        <L 11>
    wp::adj_add(var_189, var_194, adj_189, adj_194, adj_195);
    wp::adj_tanh(var_193, var_194, adj_193, adj_194);
    wp::adj_add(var_190, var_192, adj_190, adj_192, adj_193);
    wp::adj_add(var_5, var_5, adj_5, adj_5, adj_190);
    wp::adj_mul(var_187, var_188, adj_187, adj_188, adj_189);
    // adj: v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                              <L 18>
    wp::adj_add(var_184, var_186, adj_184, adj_186, adj_187);
    wp::adj_sin(var_185, adj_185, adj_186);
    wp::adj_float(var_182, adj_182, adj_185);
    wp::adj_mul(var_181, var_183, adj_181, adj_183, adj_184);
    // adj: v2 = v2 * 0.5 + wp.sin(float(j6))                                                 <L 17>
    wp::adj_add(var_175, var_180, adj_175, adj_180, adj_181);
    wp::adj_tanh(var_179, var_180, adj_179, adj_180);
    wp::adj_add(var_176, var_178, adj_176, adj_178, adj_179);
    wp::adj_add(var_5, var_5, adj_5, adj_5, adj_176);
    wp::adj_mul(var_173, var_174, adj_173, adj_174, adj_175);
    // adj: v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                              <L 18>
    wp::adj_add(var_170, var_172, adj_170, adj_172, adj_173);
    wp::adj_sin(var_171, adj_171, adj_172);
    wp::adj_float(var_168, adj_168, adj_171);
    wp::adj_mul(var_167, var_169, adj_167, adj_169, adj_170);
    // adj: v2 = v2 * 0.5 + wp.sin(float(j6))                                                 <L 17>
    wp::adj_add(var_161, var_166, adj_161, adj_166, adj_167);
    wp::adj_tanh(var_165, var_166, adj_165, adj_166);
    wp::adj_add(var_162, var_164, adj_162, adj_164, adj_165);
    wp::adj_add(var_5, var_5, adj_5, adj_5, adj_162);
    wp::adj_mul(var_159, var_160, adj_159, adj_160, adj_161);
    // adj: v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                              <L 18>
    wp::adj_add(var_156, var_158, adj_156, adj_158, adj_159);
    wp::adj_sin(var_157, adj_157, adj_158);
    wp::adj_float(var_154, adj_154, adj_157);
    wp::adj_mul(var_153, var_155, adj_153, adj_155, adj_156);
    // adj: v2 = v2 * 0.5 + wp.sin(float(j6))                                                 <L 17>
    wp::adj_add(var_147, var_152, adj_147, adj_152, adj_153);
    wp::adj_tanh(var_151, var_152, adj_151, adj_152);
    wp::adj_add(var_148, var_150, adj_148, adj_150, adj_151);
    wp::adj_add(var_5, var_5, adj_5, adj_5, adj_148);
    wp::adj_mul(var_145, var_146, adj_145, adj_146, adj_147);
    // adj: v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                              <L 18>
    wp::adj_add(var_142, var_144, adj_142, adj_144, adj_145);
    wp::adj_sin(var_143, adj_143, adj_144);
    wp::adj_float(var_140, adj_140, adj_143);
    wp::adj_mul(var_139, var_141, adj_139, adj_141, adj_142);
    // adj: v2 = v2 * 0.5 + wp.sin(float(j6))                                                 <L 17>
    wp::adj_add(var_133, var_138, adj_133, adj_138, adj_139);
    wp::adj_tanh(var_137, var_138, adj_137, adj_138);
    wp::adj_add(var_134, var_136, adj_134, adj_136, adj_137);
    wp::adj_add(var_5, var_5, adj_5, adj_5, adj_134);
    wp::adj_mul(var_131, var_132, adj_131, adj_132, adj_133);
    // adj: v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                              <L 18>
    wp::adj_add(var_128, var_130, adj_128, adj_130, adj_131);
    wp::adj_sin(var_129, adj_129, adj_130);
    wp::adj_float(var_126, adj_126, adj_129);
    wp::adj_mul(var_101, var_127, adj_101, adj_127, adj_128);
    // adj: v2 = v2 * 0.5 + wp.sin(float(j6))                                                 <L 17>
    // adj: for j6 in range(2, 7):                                                            <L 16>
    var_112 = wp::iter_reverse(var_112);
    start_for_4:;
        if (iter_cmp(var_112) == 0) goto end_for_4;
        var_113 = wp::iter_next(var_112);
    	adj_114 = {};
    	adj_115 = {};
    	adj_116 = {};
    	adj_117 = {};
    	adj_118 = {};
    	adj_119 = {};
    	adj_120 = {};
    	adj_121 = {};
    	adj_122 = {};
    	adj_123 = {};
    	adj_124 = {};
    	adj_125 = {};
        // v0 = v0 * 0.5 + wp.sin(1.3)                                                        <L 13>
        var_115 = wp::mul(var_110, var_114);
        var_117 = wp::sin(var_116);
        var_118 = wp::add(var_115, var_117);
        // for j5 in range(n):                                                                <L 14>
        var_119 = wp::range(var_n);
        wp::assign(var_110, var_118);
        wp::assign(var_26, var_120);
        wp::adj_assign(var_26, var_120, adj_26, adj_120);
        wp::adj_assign(var_110, var_118, adj_110, adj_118);
        var_119 = wp::iter_reverse(var_119);
        start_for_6:;
            if (iter_cmp(var_119) == 0) goto end_for_6;
            var_120 = wp::iter_next(var_119);
        	adj_121 = {};
        	adj_122 = {};
        	adj_123 = {};
        	adj_124 = {};
        	adj_125 = {};
            // v2 = v2 * 0.5 + wp.sin(float(tid))                                             <L 15>
            var_122 = wp::mul(var_101, var_121);
            var_123 = wp::float(var_0);
            var_124 = wp::sin(var_123);
            var_125 = wp::add(var_122, var_124);
            wp::assign(var_101, var_125);
            wp::adj_assign(var_101, var_125, adj_101, adj_125);
            wp::adj_add(var_122, var_124, adj_122, adj_124, adj_125);
            wp::adj_sin(var_123, adj_123, adj_124);
            wp::adj_float(var_0, adj_0, adj_123);
            wp::adj_mul(var_101, var_121, adj_101, adj_121, adj_122);
            // adj: v2 = v2 * 0.5 + wp.sin(float(tid))                                        <L 15>
        	goto start_for_6;
        end_for_6:;
        // adj: for j5 in range(n):                                                           <L 14>
        wp::adj_add(var_115, var_117, adj_115, adj_117, adj_118);
        wp::adj_sin(var_116, adj_116, adj_117);
        wp::adj_mul(var_110, var_114, adj_110, adj_114, adj_115);
        // adj: v0 = v0 * 0.5 + wp.sin(1.3)                                                   <L 13>
    	goto start_for_4;
    end_for_4:;
    // adj: for j4 in reversed(range(n)):                                                     <L 12>
    wp::adj_add(var_16, var_109, adj_16, adj_109, adj_110);
    wp::adj_cos(var_108, adj_108, adj_109);
    wp::adj_mul(var_106, var_107, adj_106, adj_107, adj_108);
    wp::adj_acos(var_105, adj_105, adj_106);
    wp::adj_clamp(var_5, var_103, var_104, adj_5, adj_103, adj_104, adj_105);
    // adj: v0 = v0 + wp.cos((wp.acos(wp.clamp(v1, -0.9, 0.9)) * 1.0))                        <L 11>
    wp::adj_add(var_95, var_100, adj_95, adj_100, adj_101);
    wp::adj_tanh(var_99, var_100, adj_99, adj_100);
    wp::adj_add(var_96, var_98, adj_96, adj_98, adj_99);
    wp::adj_add(var_5, var_5, adj_5, adj_5, adj_96);
    wp::adj_mul(var_93, var_94, adj_93, adj_94, adj_95);
    // adj: v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                              <L 18>
    wp::adj_add(var_90, var_92, adj_90, adj_92, adj_93);
    wp::adj_sin(var_91, adj_91, adj_92);
    wp::adj_float(var_88, adj_88, adj_91);
    wp::adj_mul(var_87, var_89, adj_87, adj_89, adj_90);
    // adj: v2 = v2 * 0.5 + wp.sin(float(j6))                                                 <L 17>
    wp::adj_add(var_81, var_86, adj_81, adj_86, adj_87);
    wp::adj_tanh(var_85, var_86, adj_85, adj_86);
    wp::adj_add(var_82, var_84, adj_82, adj_84, adj_85);
    wp::adj_add(var_5, var_5, adj_5, adj_5, adj_82);
    wp::adj_mul(var_79, var_80, adj_79, adj_80, adj_81);
    // adj: v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                              <L 18>
    wp::adj_add(var_76, var_78, adj_76, adj_78, adj_79);
    wp::adj_sin(var_77, adj_77, adj_78);
    wp::adj_float(var_74, adj_74, adj_77);
    wp::adj_mul(var_73, var_75, adj_73, adj_75, adj_76);
    // adj: v2 = v2 * 0.5 + wp.sin(float(j6))                                                 <L 17>
    wp::adj_add(var_67, var_72, adj_67, adj_72, adj_73);
    wp::adj_tanh(var_71, var_72, adj_71, adj_72);
    wp::adj_add(var_68, var_70, adj_68, adj_70, adj_71);
    wp::adj_add(var_5, var_5, adj_5, adj_5, adj_68);
    wp::adj_mul(var_65, var_66, adj_65, adj_66, adj_67);
    // adj: v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                              <L 18>
    wp::adj_add(var_62, var_64, adj_62, adj_64, adj_65);
    wp::adj_sin(var_63, adj_63, adj_64);
    wp::adj_float(var_60, adj_60, adj_63);
    wp::adj_mul(var_59, var_61, adj_59, adj_61, adj_62);
    // adj: v2 = v2 * 0.5 + wp.sin(float(j6))                                                 <L 17>
    wp::adj_add(var_53, var_58, adj_53, adj_58, adj_59);
    wp::adj_tanh(var_57, var_58, adj_57, adj_58);
    wp::adj_add(var_54, var_56, adj_54, adj_56, adj_57);
    wp::adj_add(var_5, var_5, adj_5, adj_5, adj_54);
    wp::adj_mul(var_51, var_52, adj_51, adj_52, adj_53);
    // adj: v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                              <L 18>
    wp::adj_add(var_48, var_50, adj_48, adj_50, adj_51);
    wp::adj_sin(var_49, adj_49, adj_50);
    wp::adj_float(var_46, adj_46, adj_49);
    wp::adj_mul(var_45, var_47, adj_45, adj_47, adj_48);
    // adj: v2 = v2 * 0.5 + wp.sin(float(j6))                                                 <L 17>
    wp::adj_add(var_39, var_44, adj_39, adj_44, adj_45);
    wp::adj_tanh(var_43, var_44, adj_43, adj_44);
    wp::adj_add(var_40, var_42, adj_40, adj_42, adj_43);
    wp::adj_add(var_5, var_5, adj_5, adj_5, adj_40);
    wp::adj_mul(var_37, var_38, adj_37, adj_38, adj_39);
    // adj: v2 = v2 * 0.5 + wp.tanh(((v1 + v1) + wp.round(1.8)))                              <L 18>
    wp::adj_add(var_34, var_36, adj_34, adj_36, adj_37);
    wp::adj_sin(var_35, adj_35, adj_36);
    wp::adj_float(var_32, adj_32, adj_35);
    wp::adj_mul(var_7, var_33, adj_7, adj_33, adj_34);
    // adj: v2 = v2 * 0.5 + wp.sin(float(j6))                                                 <L 17>
    // adj: for j6 in range(2, 7):                                                            <L 16>
    var_18 = wp::iter_reverse(var_18);
    start_for_0:;
        if (iter_cmp(var_18) == 0) goto end_for_0;
        var_19 = wp::iter_next(var_18);
    	adj_20 = {};
    	adj_21 = {};
    	adj_22 = {};
    	adj_23 = {};
    	adj_24 = {};
    	adj_25 = {};
    	adj_26 = {};
    	adj_27 = {};
    	adj_28 = {};
    	adj_29 = {};
    	adj_30 = {};
    	adj_31 = {};
        // v0 = v0 * 0.5 + wp.sin(1.3)                                                        <L 13>
        var_21 = wp::mul(var_16, var_20);
        var_23 = wp::sin(var_22);
        var_24 = wp::add(var_21, var_23);
        // for j5 in range(n):                                                                <L 14>
        var_25 = wp::range(var_n);
        wp::assign(var_16, var_24);
        wp::adj_assign(var_16, var_24, adj_16, adj_24);
        var_25 = wp::iter_reverse(var_25);
        start_for_2:;
            if (iter_cmp(var_25) == 0) goto end_for_2;
            var_26 = wp::iter_next(var_25);
        	adj_27 = {};
        	adj_28 = {};
        	adj_29 = {};
        	adj_30 = {};
        	adj_31 = {};
            // v2 = v2 * 0.5 + wp.sin(float(tid))                                             <L 15>
            var_28 = wp::mul(var_7, var_27);
            var_29 = wp::float(var_0);
            var_30 = wp::sin(var_29);
            var_31 = wp::add(var_28, var_30);
            wp::assign(var_7, var_31);
            wp::adj_assign(var_7, var_31, adj_7, adj_31);
            wp::adj_add(var_28, var_30, adj_28, adj_30, adj_31);
            wp::adj_sin(var_29, adj_29, adj_30);
            wp::adj_float(var_0, adj_0, adj_29);
            wp::adj_mul(var_7, var_27, adj_7, adj_27, adj_28);
            // adj: v2 = v2 * 0.5 + wp.sin(float(tid))                                        <L 15>
        	goto start_for_2;
        end_for_2:;
        // adj: for j5 in range(n):                                                           <L 14>
        wp::adj_add(var_21, var_23, adj_21, adj_23, adj_24);
        wp::adj_sin(var_22, adj_22, adj_23);
        wp::adj_mul(var_16, var_20, adj_16, adj_20, adj_21);
        // adj: v0 = v0 * 0.5 + wp.sin(1.3)                                                   <L 13>
    	goto start_for_0;
    end_for_0:;
    // adj: for j4 in reversed(range(n)):                                                     <L 12>
    wp::adj_add(var_2, var_15, adj_2, adj_15, adj_16);
    wp::adj_cos(var_14, adj_14, adj_15);
    wp::adj_mul(var_12, var_13, adj_12, adj_13, adj_14);
    wp::adj_acos(var_11, adj_11, adj_12);
    wp::adj_clamp(var_5, var_9, var_10, adj_5, adj_9, adj_10, adj_11);
    // adj: v0 = v0 + wp.cos((wp.acos(wp.clamp(v1, -0.9, 0.9)) * 1.0))                        <L 11>
    // adj: for j3 in range(0, 4):                                                            <L 10>
    wp::adj_sin(var_2, adj_2, adj_7);
    // adj: v2 = wp.sin(v0)                                                                   <L 9>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_x1, var_0, adj_x1, adj_0, adj_4);
    // adj: v1 = x1[tid]                                                                      <L 8>
    wp::adj_copy(var_3, adj_1, adj_2);
    wp::adj_address(var_x0, var_0, adj_x0, adj_0, adj_1);
    // adj: v0 = x0[tid]                                                                      <L 7>
    // adj: tid = wp.tid()                                                                    <L 6>
    // adj: def nested_loop_000002(x0: wp.array(dtype=float), x1: wp.array(dtype=float), n: int, out0: wp.array(dtype=float), out1: wp.array(dtype=float)):  <L 5>
    return;
}



struct nested_loop_000002_d788e945_cpu_block_payload_forward
{
    wp_args_nested_loop_000002_d788e945* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void nested_loop_000002_d788e945_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    nested_loop_000002_d788e945_cpu_block_payload_forward* payload = (nested_loop_000002_d788e945_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    nested_loop_000002_d788e945_cpu_kernel_forward<false>(*dim, task_index, payload->args);
}

extern "C" {

// Python CPU entry points
WP_API void nested_loop_000002_d788e945_cpu_forward(
    wp::launch_bounds_t<1> *dim,
    wp_args_nested_loop_000002_d788e945 *_wp_args)
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
        nested_loop_000002_d788e945_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &nested_loop_000002_d788e945_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct nested_loop_000002_d788e945_cpu_block_payload_backward
{
    wp_args_nested_loop_000002_d788e945* args;
    wp_args_nested_loop_000002_d788e945* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void nested_loop_000002_d788e945_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<1>* dim = (wp::launch_bounds_t<1>*)dim_ptr;
    nested_loop_000002_d788e945_cpu_block_payload_backward* payload = (nested_loop_000002_d788e945_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    nested_loop_000002_d788e945_cpu_kernel_backward<false>(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void nested_loop_000002_d788e945_cpu_backward(
    wp::launch_bounds_t<1> *dim,
    wp_args_nested_loop_000002_d788e945 *_wp_args,
    wp_args_nested_loop_000002_d788e945 *_wp_adj_args)
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
        nested_loop_000002_d788e945_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &nested_loop_000002_d788e945_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

