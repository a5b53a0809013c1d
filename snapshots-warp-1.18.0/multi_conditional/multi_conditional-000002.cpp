// Generated for case multi_conditional-000002 with warp-lang 1.18.0. Do not edit.
// Regenerate with `make goldens`; the code below this header is the generator's or Warp's, unchanged.
#define WP_NO_BFLOAT16

#define WP_TILE_BLOCK_DIM 256
#define WP_NO_CRT
#include "builtin.h"
#include "deterministic.h"

#define builtin_tid1d() wp::tid(task_index, dim)
#define builtin_tid2d(x, y) wp::tid(x, y, task_index, dim)
#define builtin_tid3d(x, y, z) wp::tid(x, y, z, task_index, dim)
#define builtin_tid4d(x, y, z, w) wp::tid(x, y, z, w, task_index, dim)

#define builtin_block_dim() wp::block_dim()


// avoid namespacing of float type for casting to float type, this is to avoid wp::float(x), which is not valid in C++
#define float(x) cast_float(x)
#define adj_float(x, adj_x, adj_ret) adj_cast_float(x, adj_x, adj_ret)

#define int(x) cast_int(x)
#define adj_int(x, adj_x, adj_ret) adj_cast_int(x, adj_x, adj_ret)

struct wp_args_multi_conditional_000002_f0ba7110 {
    wp::array_t<wp::float32> cell_masses;
    wp::array_t<wp::vec_t<2, wp::float32>> cell_uvs;
    wp::array_t<wp::float32> cell_lengths;
    wp::array_t<wp::float32> cell_distances;
    wp::array_t<wp::vec_t<2, wp::float32>> cell_uv_out;
};


void multi_conditional_000002_f0ba7110_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_multi_conditional_000002_f0ba7110 *_wp_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_cell_masses = _wp_args->cell_masses;
    wp::array_t<wp::vec_t<2, wp::float32>> var_cell_uvs = _wp_args->cell_uvs;
    wp::array_t<wp::float32> var_cell_lengths = _wp_args->cell_lengths;
    wp::array_t<wp::float32> var_cell_distances = _wp_args->cell_distances;
    wp::array_t<wp::vec_t<2, wp::float32>> var_cell_uv_out = _wp_args->cell_uv_out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    const wp::float32 var_2 = 0.0;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::vec_t<2, wp::float32>* var_7;
    wp::vec_t<2, wp::float32> var_8;
    wp::vec_t<2, wp::float32> var_9;
    wp::float32* var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    bool var_13;
    bool var_14;
    bool var_15;
    const wp::float32 var_16 = -0.5;
    bool var_17;
    bool var_18;
    const wp::float32 var_19 = -1.94;
    const wp::float32 var_20 = 0.68;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::float32 var_27 = 1.0;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    bool var_31;
    const wp::float32 var_32 = -1.75;
    const wp::float32 var_33 = 1.2;
    wp::vec_t<2, wp::float32> var_34;
    wp::float32 var_35;
    const wp::float32 var_36 = -1.62;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::float32 var_43;
    bool var_44;
    const wp::float32 var_45 = -0.779;
    wp::float32 var_46;
    const wp::float32 var_47 = 1.0;
    wp::float32 var_48;
    wp::float32 var_49;
    const wp::int32 var_50 = 1;
    wp::int32 var_51;
    wp::shape_t* var_52;
    const wp::int32 var_53 = 0;
    wp::int32 var_54;
    wp::shape_t var_55;
    wp::int32 var_56;
    const wp::int32 var_57 = 1;
    wp::int32 var_58;
    wp::shape_t* var_59;
    const wp::int32 var_60 = 1;
    wp::int32 var_61;
    wp::shape_t var_62;
    wp::int32 var_63;
    wp::float32* var_64;
    wp::float32 var_65;
    wp::float32 var_66;
    const wp::float32 var_67 = 1.0;
    wp::float32 var_68;
    wp::float32 var_69;
    wp::float32 var_70;
    wp::float32 var_71;
    wp::float32 var_72;
    bool var_73;
    const wp::int32 var_74 = 3;
    wp::int32 var_75;
    const wp::int32 var_76 = 0;
    bool var_77;
    const wp::int32 var_78 = 2;
    wp::int32 var_79;
    const wp::int32 var_80 = 0;
    bool var_81;
    const wp::float32 var_82 = -0.718;
    wp::float32 var_83;
    wp::float32 var_84;
    const wp::float32 var_85 = 1.0;
    wp::float32 var_86;
    wp::float32 var_87;
    wp::float32 var_88;
    wp::float32 var_89;
    wp::float32 var_90;
    const wp::float32 var_91 = 0.71;
    wp::float32 var_92;
    wp::float32 var_93;
    bool var_94;
    const wp::float32 var_95 = -1.197;
    wp::float32 var_96;
    wp::float32 var_97;
    wp::float32 var_98;
    wp::float32 var_99;
    bool var_100;
    wp::float32 var_101;
    const wp::float32 var_102 = 1.22;
    wp::float32 var_103;
    wp::float32 var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    bool var_107;
    const wp::int32 var_108 = 1;
    wp::int32 var_109;
    wp::shape_t* var_110;
    const wp::int32 var_111 = 0;
    wp::int32 var_112;
    wp::shape_t var_113;
    wp::int32 var_114;
    wp::float32* var_115;
    wp::float32 var_116;
    wp::float32 var_117;
    wp::float32 var_118;
    bool var_119;
    bool var_120;
    bool var_121;
    const wp::float32 var_122 = 1.8;
    bool var_123;
    bool var_124;
    const wp::float32 var_125 = -1.56;
    wp::vec_t<2, wp::float32> var_126;
    wp::vec_t<2, wp::float32> var_127;
    wp::vec_t<2, wp::float32> var_128;
    const wp::float32 var_129 = 1.88;
    wp::vec_t<2, wp::float32> var_130;
    wp::vec_t<2, wp::float32> var_131;
    const wp::float32 var_132 = 1.5;
    wp::vec_t<2, wp::float32> var_133;
    wp::float32 var_134;
    const wp::float32 var_135 = -0.541;
    wp::float32 var_136;
    wp::float32 var_137;
    wp::vec_t<2, wp::float32> var_138;
    const wp::int32 var_139 = 0;
    wp::float32 var_140;
    const wp::int32 var_141 = 1;
    wp::float32 var_142;
    wp::float32 var_143;
    wp::float32 var_144;
    wp::float32 var_145;
    wp::vec_t<2, wp::float32> var_146;
    wp::float32 var_147;
    wp::float32 var_148;
    wp::vec_t<2, wp::float32> var_149;
    wp::int32 var_150;
    const wp::int32 var_151 = 2;
    wp::int32 var_152;
    const wp::int32 var_153 = 0;
    bool var_154;
    wp::float32 var_155;
    wp::float32 var_156;
    const wp::float32 var_157 = -1.99;
    bool var_158;
    wp::float32 var_159;
    wp::float32 var_160;
    wp::float32 var_161;
    wp::float32 var_162;
    wp::float32 var_163;
    const wp::int32 var_164 = 1;
    wp::float32 var_165;
    wp::float32 var_166;
    bool var_167;
    wp::float32 var_168;
    wp::vec_t<2, wp::float32> var_169;
    wp::vec_t<2, wp::float32> var_170;
    const wp::float32 var_171 = 1.37;
    wp::vec_t<2, wp::float32> var_172;
    wp::vec_t<2, wp::float32> var_173;
    wp::float32 var_174;
    const wp::float32 var_175 = -1.5;
    bool var_176;
    wp::float32 var_177;
    bool var_178;
    bool var_179;
    wp::float32 var_180;
    wp::vec_t<2, wp::float32> var_181;
    wp::vec_t<2, wp::float32> var_182;
    const wp::float32 var_183 = 1.83;
    wp::vec_t<2, wp::float32> var_184;
    wp::vec_t<2, wp::float32> var_185;
    const wp::float32 var_186 = 0.918;
    wp::float32 var_187;
    const wp::float32 var_188 = 1.0;
    wp::float32 var_189;
    const wp::float32 var_190 = -2.0;
    const wp::float32 var_191 = 2.0;
    wp::float32 var_192;
    wp::float32 var_193;
    wp::float32 var_194;
    wp::float32 var_195;
    const wp::float32 var_196 = 0.5;
    wp::float32 var_197;
    wp::float32 var_198;
    wp::float32 var_199;
    wp::float32 var_200;
    wp::vec_t<2, wp::float32> var_201;
    const wp::float32 var_202 = 0.49;
    wp::vec_t<2, wp::float32> var_203;
    wp::vec_t<2, wp::float32> var_204;
    const wp::int32 var_205 = 9;
    wp::int32 var_206;
    const wp::int32 var_207 = 3;
    wp::int32 var_208;
    const wp::int32 var_209 = 0;
    bool var_210;
    wp::vec_t<2, wp::float32> var_211;
    wp::float32 var_212;
    wp::float32 var_213;
    wp::float32 var_214;
    const wp::int32 var_215 = 0;
    wp::float32 var_216;
    wp::float32 var_217;
    wp::float32 var_218;
    wp::float32 var_219;
    wp::float32 var_220;
    const wp::float32 var_221 = 1.422;
    const wp::float32 var_222 = -0.97;
    wp::vec_t<2, wp::float32> var_223;
    const wp::int32 var_224 = 0;
    wp::float32 var_225;
    const wp::int32 var_226 = 1;
    wp::float32 var_227;
    wp::float32 var_228;
    wp::float32 var_229;
    wp::float32 var_230;
    wp::float32 var_231;
    wp::float32 var_232;
    wp::float32 var_233;
    wp::vec_t<2, wp::float32> var_234;
    wp::float32 var_235;
    wp::float32 var_236;
    wp::vec_t<2, wp::float32> var_237;
    wp::float32 var_238;
    wp::float32 var_239;
    wp::vec_t<2, wp::float32> var_240;
    wp::float32 var_241;
    wp::float32 var_242;
    wp::float32 var_243;
    wp::vec_t<2, wp::float32> var_244;
    wp::float32 var_245;
    wp::float32 var_246;
    wp::float32 var_247;
    wp::vec_t<2, wp::float32> var_248;
    wp::float32 var_249;
    wp::float32 var_250;
    wp::float32 var_251;
    wp::vec_t<2, wp::float32> var_252;
    wp::float32 var_253;
    const wp::int32 var_254 = 4;
    wp::int32 var_255;
    const wp::int32 var_256 = 0;
    bool var_257;
    wp::vec_t<2, wp::float32> var_258;
    wp::float32 var_259;
    wp::float32 var_260;
    const wp::float32 var_261 = 1.5;
    wp::float32 var_262;
    wp::float32 var_263;
    wp::float32 var_264;
    wp::float32 var_265;
    const wp::float32 var_266 = 1.0;
    wp::float32 var_267;
    wp::float32 var_268;
    wp::float32 var_269;
    wp::float32 var_270;
    bool var_271;
    const wp::int32 var_272 = 3;
    wp::int32 var_273;
    const wp::int32 var_274 = 0;
    bool var_275;
    const wp::float32 var_276 = -0.58;
    bool var_277;
    wp::float32 var_278;
    const wp::float32 var_279 = 1.0;
    wp::float32 var_280;
    wp::float32 var_281;
    wp::float32 var_282;
    wp::float32 var_283;
    wp::float32 var_284;
    const wp::int32 var_285 = 1;
    wp::float32 var_286;
    wp::float32 var_287;
    bool var_288;
    const wp::float32 var_289 = -1.0;
    const wp::float32 var_290 = 1.0;
    wp::float32 var_291;
    wp::float32 var_292;
    wp::float32 var_293;
    const wp::float32 var_294 = 1.0;
    wp::float32 var_295;
    wp::float32 var_296;
    wp::float32 var_297;
    const wp::float32 var_298 = 1.0;
    wp::float32 var_299;
    wp::float32 var_300;
    wp::float32 var_301;
    wp::float32 var_302;
    wp::float32 var_303;
    wp::float32 var_304;
    wp::float32 var_305;
    wp::float32 var_306;
    wp::float32 var_307;
    wp::float32 var_308;
    wp::float32 var_309;
    wp::float32 var_310;
    wp::float32 var_311;
    bool var_312;
    bool var_313;
    bool var_314;
    bool var_315;
    bool var_316;
    const wp::float32 var_317 = -1.9;
    wp::float32 var_318;
    const wp::float32 var_319 = 1.0;
    wp::float32 var_320;
    wp::float32 var_321;
    wp::float32 var_322;
    const wp::float32 var_323 = 1.0;
    wp::float32 var_324;
    wp::float32 var_325;
    wp::float32 var_326;
    wp::float32 var_327;
    const wp::int32 var_328 = 1;
    wp::float32 var_329;
    wp::float32 var_330;
    wp::float32 var_331;
    wp::float32 var_332;
    wp::float32 var_333;
    bool var_334;
    const wp::float32 var_335 = -1.69;
    bool var_336;
    bool var_337;
    wp::float32 var_338;
    wp::float32 var_339;
    wp::vec_t<2, wp::float32> var_340;
    const wp::int32 var_341 = 0;
    wp::float32 var_342;
    wp::float32 var_343;
    wp::float32 var_344;
    bool var_345;
    const wp::float32 var_346 = -0.08;
    bool var_347;
    bool var_348;
    const wp::float32 var_349 = 0.4;
    bool var_350;
    const wp::float32 var_351 = 0.1;
    bool var_352;
    wp::float32 var_353;
    wp::float32 var_354;
    const wp::float32 var_355 = 1.0;
    wp::float32 var_356;
    wp::float32 var_357;
    wp::float32 var_358;
    wp::float32 var_359;
    const wp::float32 var_360 = 1.321;
    wp::float32 var_361;
    wp::float32 var_362;
    const wp::int32 var_363 = 4;
    wp::int32 var_364;
    const wp::int32 var_365 = 2;
    wp::int32 var_366;
    const wp::int32 var_367 = 1;
    bool var_368;
    wp::float32 var_369;
    wp::float32 var_370;
    wp::float32 var_371;
    wp::vec_t<2, wp::float32> var_372;
    wp::vec_t<2, wp::float32> var_373;
    wp::float32 var_374;
    wp::float32 var_375;
    wp::float32 var_376;
    const wp::int32 var_377 = 6;
    wp::int32 var_378;
    wp::int32 var_379;
    wp::float32 var_380;
    wp::float32 var_381;
    const wp::int32 var_382 = 3;
    wp::int32 var_383;
    wp::shape_t* var_384;
    const wp::int32 var_385 = 0;
    wp::int32 var_386;
    wp::shape_t var_387;
    wp::int32 var_388;
    wp::vec_t<2, wp::float32>* var_389;
    wp::vec_t<2, wp::float32> var_390;
    wp::vec_t<2, wp::float32> var_391;
    const wp::float32 var_392 = 0.87;
    wp::vec_t<2, wp::float32> var_393;
    wp::vec_t<2, wp::float32> var_394;
    wp::float32 var_395;
    wp::float32 var_396;
    wp::vec_t<2, wp::float32> var_397;
    wp::float32 var_398;
    wp::float32 var_399;
    wp::vec_t<2, wp::float32> var_400;
    wp::float32 var_401;
    wp::float32 var_402;
    wp::float32 var_403;
    wp::vec_t<2, wp::float32> var_404;
    wp::float32 var_405;
    const wp::int32 var_406 = 6;
    wp::int32 var_407;
    const wp::int32 var_408 = 4;
    wp::int32 var_409;
    const wp::int32 var_410 = 0;
    bool var_411;
    wp::float32 var_412;
    wp::float32 var_413;
    bool var_414;
    bool var_415;
    const wp::int32 var_416 = 3;
    wp::int32 var_417;
    const wp::int32 var_418 = 1;
    bool var_419;
    bool var_420;
    wp::vec_t<2, wp::float32> var_421;
    wp::float32 var_422;
    const wp::float32 var_423 = 1.0;
    wp::float32 var_424;
    wp::vec_t<2, wp::float32> var_425;
    wp::vec_t<2, wp::float32> var_426;
    const wp::float32 var_427 = 1.96;
    wp::vec_t<2, wp::float32> var_428;
    wp::vec_t<2, wp::float32> var_429;
    wp::float32 var_430;
    wp::float32 var_431;
    const wp::int32 var_432 = 2;
    wp::int32 var_433;
    const wp::int32 var_434 = 0;
    bool var_435;
    const wp::int32 var_436 = 1;
    wp::int32 var_437;
    wp::shape_t* var_438;
    const wp::int32 var_439 = 0;
    wp::int32 var_440;
    wp::shape_t var_441;
    wp::int32 var_442;
    const wp::int32 var_443 = 5;
    wp::int32 var_444;
    wp::shape_t* var_445;
    const wp::int32 var_446 = 1;
    wp::int32 var_447;
    wp::shape_t var_448;
    wp::int32 var_449;
    wp::float32* var_450;
    wp::float32 var_451;
    wp::float32 var_452;
    wp::float32 var_453;
    wp::vec_t<2, wp::float32> var_454;
    wp::float32 var_455;
    wp::float32 var_456;
    wp::float32 var_457;
    wp::float32 var_458;
    const wp::int32 var_459 = 5;
    wp::int32 var_460;
    wp::shape_t* var_461;
    const wp::int32 var_462 = 0;
    wp::int32 var_463;
    wp::shape_t var_464;
    wp::int32 var_465;
    const wp::int32 var_466 = 1;
    wp::int32 var_467;
    wp::shape_t* var_468;
    const wp::int32 var_469 = 1;
    wp::int32 var_470;
    wp::shape_t var_471;
    wp::int32 var_472;
    wp::float32* var_473;
    wp::float32 var_474;
    wp::float32 var_475;
    wp::float32 var_476;
    wp::float32 var_477;
    wp::float32 var_478;
    wp::float32 var_479;
    wp::float32 var_480;
    wp::vec_t<2, wp::float32> var_481;
    wp::float32 var_482;
    wp::float32 var_483;
    wp::vec_t<2, wp::float32> var_484;
    wp::float32 var_485;
    wp::float32 var_486;
    wp::float32 var_487;
    wp::vec_t<2, wp::float32> var_488;
    wp::float32 var_489;
    wp::float32 var_490;
    wp::float32 var_491;
    wp::float32 var_492;
    wp::float32 var_493;
    wp::vec_t<2, wp::float32> var_494;
    wp::float32 var_495;
    wp::float32 var_496;
    const wp::float32 var_497 = 1.96;
    wp::float32 var_498;
    wp::float32 var_499;
    wp::float32 var_500;
    wp::vec_t<2, wp::float32> var_501;
    const wp::float32 var_502 = -2.0;
    const wp::float32 var_503 = 1.25;
    wp::vec_t<2, wp::float32> var_504;
    wp::vec_t<2, wp::float32> var_505;
    const wp::float32 var_506 = 1.77;
    wp::vec_t<2, wp::float32> var_507;
    wp::vec_t<2, wp::float32> var_508;
    //---------
    // forward
    // def multi_conditional_000002(cell_masses: wp.array2d[float], cell_uvs: wp.array2d[wp.vec2], cell_lengths: wp.array2d[float], cell_distances: wp.array2d[float], cell_uv_out: wp.array2d[wp.vec2]):       <L 5>
    // i, j = wp.tid()  # one thread per element                                              <L 7>
    builtin_tid2d(var_0, var_1);
    // v11 = float(0.0)                                                                       <L 8>
    var_3 = wp::float(var_2);
    // v0 = cell_masses[i, j]                                                                 <L 9>
    var_4 = wp::address(var_cell_masses, var_0, var_1);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v1 = cell_uvs[i, j]                                                                    <L 10>
    var_7 = wp::address(var_cell_uvs, var_0, var_1);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v2 = cell_lengths[i, j]                                                                <L 11>
    var_10 = wp::address(var_cell_lengths, var_0, var_1);
    var_12 = wp::load(var_10);
    var_11 = wp::copy(var_12);
    // if ((v2 >= v0) and (v0 <= -0.5)) or (v2 < v0):                                         <L 12>
    var_15 = (var_11 >= var_5);
    var_14 = var_15;
    if (var_14) {
        var_17 = (var_5 <= var_16);
        var_14 = var_14 && var_17;
    }
    var_13 = var_14;
    if (!var_13) {
        var_18 = (var_11 < var_5);
        var_13 = var_13 || var_18;
    }
    if (var_13) {
        // v2 = v2 + wp.tanh(min(wp.clamp(v2, -1.94, 0.68), wp.round(v0)))                    <L 13>
        var_21 = wp::clamp(var_11, var_19, var_20);
        var_22 = wp::round(var_5);
        var_23 = wp::min(var_21, var_22);
        var_24 = wp::tanh(var_23);
        var_25 = wp::add(var_11, var_24);
    }
    if (!var_13) {
        // elif (v2 / (wp.abs(v0) + 1.0)) < (v0 + v0):                                        <L 14>
        var_26 = wp::abs(var_5);
        var_28 = wp::add(var_26, var_27);
        var_29 = wp::div(var_11, var_28);
        var_30 = wp::add(var_5, var_5);
        var_31 = (var_29 < var_30);
        if (var_31) {
            // v2 = v2 + wp.cos((wp.dot(v1, wp.vec2(-1.75, 1.2)) - (v2 * -1.62)))             <L 15>
            var_34 = wp::vec_t<2, wp::float32>(var_32, var_33);
            var_35 = wp::dot(var_8, var_34);
            var_37 = wp::mul(var_11, var_36);
            var_38 = wp::sub(var_35, var_37);
            var_39 = wp::cos(var_38);
            var_40 = wp::add(var_11, var_39);
        }
        var_41 = wp::where(var_31, var_40, var_11);
    }
    var_42 = wp::where(var_13, var_25, var_41);
    // if v2 <= wp.tanh(v2):                                                                  <L 16>
    var_43 = wp::tanh(var_42);
    var_44 = (var_42 <= var_43);
    if (var_44) {
        // v0 = v0 + wp.sin(((-0.779 / (wp.abs(v2) + 1.0)) / (wp.abs(cell_lengths[(i + 1) % cell_lengths.shape[0], (j + 1) % cell_lengths.shape[1]]) + 1.0)))       <L 17>
        var_46 = wp::abs(var_42);
        var_48 = wp::add(var_46, var_47);
        var_49 = wp::div(var_45, var_48);
        var_51 = wp::add(var_0, var_50);
        var_52 = &(var_cell_lengths.shape);
        var_55 = wp::load(var_52);
        var_54 = wp::extract(var_55, var_53);
        var_56 = wp::mod(var_51, var_54);
        var_58 = wp::add(var_1, var_57);
        var_59 = &(var_cell_lengths.shape);
        var_62 = wp::load(var_59);
        var_61 = wp::extract(var_62, var_60);
        var_63 = wp::mod(var_58, var_61);
        var_64 = wp::address(var_cell_lengths, var_56, var_63);
        var_66 = wp::load(var_64);
        var_65 = wp::abs(var_66);
        var_68 = wp::add(var_65, var_67);
        var_69 = wp::div(var_49, var_68);
        var_70 = wp::sin(var_69);
        var_71 = wp::add(var_5, var_70);
    }
    var_72 = wp::where(var_44, var_71, var_5);
    // if ((j) % 3 == 0) and ((i) % 2 == 0):                                                  <L 18>
    var_75 = wp::mod(var_1, var_74);
    var_77 = (var_75 == var_76);
    var_73 = var_77;
    if (var_73) {
        var_79 = wp::mod(var_0, var_78);
        var_81 = (var_79 == var_80);
        var_73 = var_73 && var_81;
    }
    if (var_73) {
        // v2 = v2 + wp.tanh(((-0.718 * v2) * (v0 / (wp.abs(v2) + 1.0))))                     <L 19>
        var_83 = wp::mul(var_82, var_42);
        var_84 = wp::abs(var_42);
        var_86 = wp::add(var_84, var_85);
        var_87 = wp::div(var_72, var_86);
        var_88 = wp::mul(var_83, var_87);
        var_89 = wp::tanh(var_88);
        var_90 = wp::add(var_42, var_89);
        // if (0.71 + v0) >= wp.erfc(v2):                                                     <L 20>
        var_92 = wp::add(var_91, var_72);
        var_93 = wp::erfc(var_90);
        var_94 = (var_92 >= var_93);
        if (var_94) {
            // v0 += wp.sin(-1.197)                                                           <L 21>
            var_96 = wp::sin(var_95);
            var_97 = wp::add(var_72, var_96);
        }
        var_98 = wp::where(var_94, var_97, var_72);
    }
    if (!var_73) {
        // elif (v2 * v2) <= v2:                                                              <L 22>
        var_99 = wp::mul(var_42, var_42);
        var_100 = (var_99 <= var_42);
        if (var_100) {
            // v2 -= wp.cos(v2) * 1.22                                                        <L 23>
            var_101 = wp::cos(var_42);
            var_103 = wp::mul(var_101, var_102);
            var_104 = wp::sub(var_42, var_103);
            // if wp.sin(v0) <= (v2 * v0):                                                    <L 24>
            var_105 = wp::sin(var_72);
            var_106 = wp::mul(var_104, var_72);
            var_107 = (var_105 <= var_106);
            if (var_107) {
                // v0 = v0 + wp.sin(cell_lengths[(i + 1) % cell_lengths.shape[0], j])         <L 25>
                var_109 = wp::add(var_0, var_108);
                var_110 = &(var_cell_lengths.shape);
                var_113 = wp::load(var_110);
                var_112 = wp::extract(var_113, var_111);
                var_114 = wp::mod(var_109, var_112);
                var_115 = wp::address(var_cell_lengths, var_114, var_1);
                var_117 = wp::load(var_115);
                var_116 = wp::sin(var_117);
                var_118 = wp::add(var_72, var_116);
            }
            if (!var_107) {
                // elif (v2 >= v0) and ((v0 <= 1.8) and (v0 < v2)):                           <L 26>
                var_120 = (var_104 >= var_72);
                var_119 = var_120;
                if (var_119) {
                    var_123 = (var_72 <= var_122);
                    var_121 = var_123;
                    if (var_121) {
                        var_124 = (var_72 < var_104);
                        var_121 = var_121 && var_124;
                    }
                    var_119 = var_119 && var_121;
                }
                if (var_119) {
                    // v1 += wp.normalize(wp.normalize(wp.vec2(v2, -1.56))) * 1.88            <L 27>
                    var_126 = wp::vec_t<2, wp::float32>(var_104, var_125);
                    var_127 = wp::normalize(var_126);
                    var_128 = wp::normalize(var_127);
                    var_130 = wp::mul(var_128, var_129);
                    var_131 = wp::add(var_8, var_130);
                    // v3 = (wp.length_sq(wp.vec2(v0, 1.5)) * -0.541)                         <L 28>
                    var_133 = wp::vec_t<2, wp::float32>(var_72, var_132);
                    var_134 = wp::length_sq(var_133);
                    var_136 = wp::mul(var_134, var_135);
                    // v11 += v3                                                              <L 29>
                    var_137 = wp::add(var_3, var_136);
                    // v4 = (v1 + v1)                                                         <L 30>
                    var_138 = wp::add(var_131, var_131);
                    // v11 += v4[0] + v4[1]                                                   <L 31>
                    var_140 = wp::extract(var_138, var_139);
                    var_142 = wp::extract(var_138, var_141);
                    var_143 = wp::add(var_140, var_142);
                    var_144 = wp::add(var_137, var_143);
                }
                var_145 = wp::where(var_119, var_144, var_3);
                var_146 = wp::where(var_119, var_131, var_8);
            }
            var_147 = wp::where(var_107, var_3, var_145);
            var_148 = wp::where(var_107, var_118, var_72);
            var_149 = wp::where(var_107, var_8, var_146);
        }
        if (!var_100) {
            // elif (max(i, j)) % 2 == 0:                                                     <L 32>
            var_150 = wp::max(var_0, var_1);
            var_152 = wp::mod(var_150, var_151);
            var_154 = (var_152 == var_153);
            if (var_154) {
                // v0 = v0 + wp.tanh(v0)                                                      <L 33>
                var_155 = wp::tanh(var_72);
                var_156 = wp::add(var_72, var_155);
                // if v0 > -1.99:                                                             <L 34>
                var_158 = (var_156 > var_157);
                if (var_158) {
                    // v2 += wp.sin((wp.length(v1) - (v0 + v0)))                              <L 35>
                    var_159 = wp::length(var_8);
                    var_160 = wp::add(var_156, var_156);
                    var_161 = wp::sub(var_159, var_160);
                    var_162 = wp::sin(var_161);
                    var_163 = wp::add(var_42, var_162);
                    // if v1.y >= float(i):                                                   <L 36>
                    var_165 = wp::extract(var_8, var_164);
                    var_166 = wp::float(var_0);
                    var_167 = (var_165 >= var_166);
                    if (var_167) {
                        // v1 += wp.normalize((v1 * wp.cbrt(v0))) * 1.37                      <L 37>
                        var_168 = wp::cbrt(var_156);
                        var_169 = wp::mul(var_8, var_168);
                        var_170 = wp::normalize(var_169);
                        var_172 = wp::mul(var_170, var_171);
                        var_173 = wp::add(var_8, var_172);
                    }
                    if (!var_167) {
                        // elif (v2 - v0) >= wp.where(v0 > -1.5, v2, v0):                     <L 38>
                        var_174 = wp::sub(var_163, var_156);
                        var_176 = (var_156 > var_175);
                        var_177 = wp::where(var_176, var_163, var_156);
                        var_178 = (var_174 >= var_177);
                        if (var_178) {
                            // v1 = v1 + wp.normalize(wp.vec2(wp.where(v0 > v2, v0, v2), v2)) * 1.83       <L 39>
                            var_179 = (var_156 > var_163);
                            var_180 = wp::where(var_179, var_156, var_163);
                            var_181 = wp::vec_t<2, wp::float32>(var_180, var_163);
                            var_182 = wp::normalize(var_181);
                            var_184 = wp::mul(var_182, var_183);
                            var_185 = wp::add(var_8, var_184);
                            // v5 = (v2 * wp.atan2(wp.pow(wp.abs(0.918) + 1.0, wp.clamp(v2, -2.0, 2.0)), wp.abs((v0 + v0)) + 0.5))       <L 40>
                            var_187 = wp::abs(var_186);
                            var_189 = wp::add(var_187, var_188);
                            var_192 = wp::clamp(var_163, var_190, var_191);
                            var_193 = wp::pow(var_189, var_192);
                            var_194 = wp::add(var_156, var_156);
                            var_195 = wp::abs(var_194);
                            var_197 = wp::add(var_195, var_196);
                            var_198 = wp::atan2(var_193, var_197);
                            var_199 = wp::mul(var_163, var_198);
                            // v11 += v5                                                      <L 41>
                            var_200 = wp::add(var_3, var_199);
                            // v1 += wp.normalize(v1) * 0.49                                  <L 42>
                            var_201 = wp::normalize(var_185);
                            var_203 = wp::mul(var_201, var_202);
                            var_204 = wp::add(var_185, var_203);
                        }
                        if (!var_178) {
                            // elif ((i % 9)) % 3 == 0:                                       <L 43>
                            var_206 = wp::mod(var_0, var_205);
                            var_208 = wp::mod(var_206, var_207);
                            var_210 = (var_208 == var_209);
                            if (var_210) {
                                // v0 = v0 + wp.sin(wp.length((v1 * v0)))                     <L 44>
                                var_211 = wp::mul(var_8, var_156);
                                var_212 = wp::length(var_211);
                                var_213 = wp::sin(var_212);
                                var_214 = wp::add(var_156, var_213);
                                // v0 = v0 + wp.sin(wp.copysign(v1.x, (v0 - v2)))             <L 45>
                                var_216 = wp::extract(var_8, var_215);
                                var_217 = wp::sub(var_214, var_163);
                                var_218 = wp::copysign(var_216, var_217);
                                var_219 = wp::sin(var_218);
                                var_220 = wp::add(var_214, var_219);
                                // v6 = wp.vec2(1.422, -0.97)                                 <L 46>
                                var_223 = wp::vec_t<2, wp::float32>(var_221, var_222);
                                // v11 += v6[0] + v6[1]                                       <L 47>
                                var_225 = wp::extract(var_223, var_224);
                                var_227 = wp::extract(var_223, var_226);
                                var_228 = wp::add(var_225, var_227);
                                var_229 = wp::add(var_3, var_228);
                            }
                            var_230 = wp::where(var_210, var_229, var_3);
                            var_231 = wp::where(var_210, var_220, var_156);
                        }
                        var_232 = wp::where(var_178, var_200, var_230);
                        var_233 = wp::where(var_178, var_156, var_231);
                        var_234 = wp::where(var_178, var_204, var_8);
                    }
                    var_235 = wp::where(var_167, var_3, var_232);
                    var_236 = wp::where(var_167, var_156, var_233);
                    var_237 = wp::where(var_167, var_173, var_234);
                }
                var_238 = wp::where(var_158, var_235, var_3);
                var_239 = wp::where(var_158, var_236, var_156);
                var_240 = wp::where(var_158, var_237, var_8);
                var_241 = wp::where(var_158, var_163, var_42);
            }
            var_242 = wp::where(var_154, var_238, var_3);
            var_243 = wp::where(var_154, var_239, var_72);
            var_244 = wp::where(var_154, var_240, var_8);
            var_245 = wp::where(var_154, var_241, var_42);
        }
        var_246 = wp::where(var_100, var_147, var_242);
        var_247 = wp::where(var_100, var_148, var_243);
        var_248 = wp::where(var_100, var_149, var_244);
        var_249 = wp::where(var_100, var_104, var_245);
    }
    var_250 = wp::where(var_73, var_3, var_246);
    var_251 = wp::where(var_73, var_98, var_247);
    var_252 = wp::where(var_73, var_8, var_248);
    var_253 = wp::where(var_73, var_90, var_249);
    // if (i) % 4 == 0:                                                                       <L 48>
    var_255 = wp::mod(var_0, var_254);
    var_257 = (var_255 == var_256);
    if (var_257) {
        // v2 -= wp.cos(wp.dot(v1, wp.normalize(v1))) * 1.5                                   <L 49>
        var_258 = wp::normalize(var_252);
        var_259 = wp::dot(var_252, var_258);
        var_260 = wp::cos(var_259);
        var_262 = wp::mul(var_260, var_261);
        var_263 = wp::sub(var_253, var_262);
    }
    if (!var_257) {
        // v2 = v2 + wp.cos(wp.log2(wp.abs(wp.round(v0)) + 1.0))                              <L 51>
        var_264 = wp::round(var_251);
        var_265 = wp::abs(var_264);
        var_267 = wp::add(var_265, var_266);
        var_268 = wp::log2(var_267);
        var_269 = wp::cos(var_268);
        var_270 = wp::add(var_253, var_269);
        // if ((i) % 3 == 0) and (v2 < -0.58):                                                <L 52>
        var_273 = wp::mod(var_0, var_272);
        var_275 = (var_273 == var_274);
        var_271 = var_275;
        if (var_271) {
            var_277 = (var_270 < var_276);
            var_271 = var_271 && var_277;
        }
        if (var_271) {
            // v0 = v0 + wp.tanh(((v0 / (wp.abs(v0) + 1.0)) - v0))                            <L 53>
            var_278 = wp::abs(var_251);
            var_280 = wp::add(var_278, var_279);
            var_281 = wp::div(var_251, var_280);
            var_282 = wp::sub(var_281, var_251);
            var_283 = wp::tanh(var_282);
            var_284 = wp::add(var_251, var_283);
            // if v1[1] > (v2 - v0):                                                          <L 54>
            var_286 = wp::extract(var_252, var_285);
            var_287 = wp::sub(var_270, var_284);
            var_288 = (var_286 > var_287);
            if (var_288) {
                // v2 = v2 + wp.tanh((wp.smoothstep(-1.0, 1.0, v0) * v0 / (wp.abs(wp.log2(wp.abs(v2) + 1.0)) + 1.0)))       <L 55>
                var_291 = wp::smoothstep(var_289, var_290, var_284);
                var_292 = wp::mul(var_291, var_284);
                var_293 = wp::abs(var_270);
                var_295 = wp::add(var_293, var_294);
                var_296 = wp::log2(var_295);
                var_297 = wp::abs(var_296);
                var_299 = wp::add(var_297, var_298);
                var_300 = wp::div(var_292, var_299);
                var_301 = wp::tanh(var_300);
                var_302 = wp::add(var_270, var_301);
            }
            if (!var_288) {
                // v0 += wp.tanh(wp.erfc((v2 - v0)))                                          <L 57>
                var_303 = wp::sub(var_270, var_284);
                var_304 = wp::erfc(var_303);
                var_305 = wp::tanh(var_304);
                var_306 = wp::add(var_284, var_305);
                // v0 += wp.sin(wp.cbrt(v0))                                                  <L 58>
                var_307 = wp::cbrt(var_306);
                var_308 = wp::sin(var_307);
                var_309 = wp::add(var_306, var_308);
            }
            var_310 = wp::where(var_288, var_284, var_309);
            var_311 = wp::where(var_288, var_302, var_270);
            // if not ((v2 > v0) or (v2 > v0) or v2 < v0):                                    <L 59>
            var_313 = (var_311 > var_310);
            var_312 = var_313;
            if (!var_312) {
                var_314 = (var_311 > var_310);
                var_312 = var_312 || var_314;
            }
            if (!var_312) {
                var_315 = (var_311 < var_310);
                var_312 = var_312 || var_315;
            }
            var_316 = wp::unot(var_312);
            if (var_316) {
                // v2 = v2 + wp.tanh(((-1.9 / (wp.abs(v0) + 1.0)) / (wp.abs(v0) + 1.0)))       <L 60>
                var_318 = wp::abs(var_310);
                var_320 = wp::add(var_318, var_319);
                var_321 = wp::div(var_317, var_320);
                var_322 = wp::abs(var_310);
                var_324 = wp::add(var_322, var_323);
                var_325 = wp::div(var_321, var_324);
                var_326 = wp::tanh(var_325);
                var_327 = wp::add(var_311, var_326);
                // v2 = v2 + wp.sin((v1[1] * wp.dot(v1, v1)))                                 <L 61>
                var_329 = wp::extract(var_252, var_328);
                var_330 = wp::dot(var_252, var_252);
                var_331 = wp::mul(var_329, var_330);
                var_332 = wp::sin(var_331);
                var_333 = wp::add(var_327, var_332);
                // v7 = (((v2 + v2) - v0) if (v0 <= -1.69) or (v2 > v0) else ((v1 * v2)).x)       <L 62>
                var_336 = (var_310 <= var_335);
                var_334 = var_336;
                if (!var_334) {
                    var_337 = (var_333 > var_310);
                    var_334 = var_334 || var_337;
                }
                if (var_334) {
                    var_338 = wp::add(var_333, var_333);
                    var_339 = wp::sub(var_338, var_310);
                }
                if (!var_334) {
                    var_340 = wp::mul(var_252, var_333);
                    var_342 = wp::extract(var_340, var_341);
                }
                var_343 = wp::where(var_334, var_339, var_342);
                // v11 += v7                                                                  <L 63>
                var_344 = wp::add(var_250, var_343);
            }
            if (!var_316) {
                // elif (v0 < -0.08) or ((v2 >= 0.4) and (v0 < 0.1)):                         <L 64>
                var_347 = (var_310 < var_346);
                var_345 = var_347;
                if (!var_345) {
                    var_350 = (var_311 >= var_349);
                    var_348 = var_350;
                    if (var_348) {
                        var_352 = (var_310 < var_351);
                        var_348 = var_348 && var_352;
                    }
                    var_345 = var_345 || var_348;
                }
                if (var_345) {
                    // v2 = v2 + wp.sin((v0 / (wp.abs(wp.rint(v2)) + 1.0)))                   <L 65>
                    var_353 = wp::rint(var_311);
                    var_354 = wp::abs(var_353);
                    var_356 = wp::add(var_354, var_355);
                    var_357 = wp::div(var_310, var_356);
                    var_358 = wp::sin(var_357);
                    var_359 = wp::add(var_311, var_358);
                    // v8 = float(1.321)                                                      <L 66>
                    var_361 = wp::float(var_360);
                    // v11 += v8                                                              <L 67>
                    var_362 = wp::add(var_250, var_361);
                }
                if (!var_345) {
                    // elif ((j % 4)) % 2 == 1:                                               <L 68>
                    var_364 = wp::mod(var_1, var_363);
                    var_366 = wp::mod(var_364, var_365);
                    var_368 = (var_366 == var_367);
                    if (var_368) {
                        // v0 += wp.sin(wp.radians(v2))                                       <L 69>
                        var_369 = wp::radians(var_311);
                        var_370 = wp::sin(var_369);
                        var_371 = wp::add(var_310, var_370);
                        // v0 = v0 + wp.cos(wp.dot(wp.vec2(v0, v0), (v1 * v2)))               <L 70>
                        var_372 = wp::vec_t<2, wp::float32>(var_371, var_371);
                        var_373 = wp::mul(var_252, var_311);
                        var_374 = wp::dot(var_372, var_373);
                        var_375 = wp::cos(var_374);
                        var_376 = wp::add(var_371, var_375);
                        // v9 = float(wp.max(j, (j % 6)))                                     <L 71>
                        var_378 = wp::mod(var_1, var_377);
                        var_379 = wp::max(var_1, var_378);
                        var_380 = wp::float(var_379);
                        // v11 += v9                                                          <L 72>
                        var_381 = wp::add(var_250, var_380);
                    }
                    if (!var_368) {
                        // v1 = v1 + wp.normalize(cell_uvs[(i + 3) % cell_uvs.shape[0], j]) * 0.87       <L 74>
                        var_383 = wp::add(var_0, var_382);
                        var_384 = &(var_cell_uvs.shape);
                        var_387 = wp::load(var_384);
                        var_386 = wp::extract(var_387, var_385);
                        var_388 = wp::mod(var_383, var_386);
                        var_389 = wp::address(var_cell_uvs, var_388, var_1);
                        var_391 = wp::load(var_389);
                        var_390 = wp::normalize(var_391);
                        var_393 = wp::mul(var_390, var_392);
                        var_394 = wp::add(var_252, var_393);
                    }
                    var_395 = wp::where(var_368, var_381, var_250);
                    var_396 = wp::where(var_368, var_376, var_310);
                    var_397 = wp::where(var_368, var_252, var_394);
                }
                var_398 = wp::where(var_345, var_362, var_395);
                var_399 = wp::where(var_345, var_310, var_396);
                var_400 = wp::where(var_345, var_252, var_397);
                var_401 = wp::where(var_345, var_359, var_311);
            }
            var_402 = wp::where(var_316, var_344, var_398);
            var_403 = wp::where(var_316, var_310, var_399);
            var_404 = wp::where(var_316, var_252, var_400);
            var_405 = wp::where(var_316, var_333, var_401);
        }
        if (!var_271) {
            // elif ((j % 6)) % 4 == 0:                                                       <L 75>
            var_407 = wp::mod(var_1, var_406);
            var_409 = wp::mod(var_407, var_408);
            var_411 = (var_409 == var_410);
            if (var_411) {
                // v2 = v2 + wp.sin(v2)                                                       <L 76>
                var_412 = wp::sin(var_270);
                var_413 = wp::add(var_270, var_412);
                // if not (v0 <= v2 or (i) % 3 == 1):                                         <L 77>
                var_415 = (var_251 <= var_413);
                var_414 = var_415;
                if (!var_414) {
                    var_417 = wp::mod(var_0, var_416);
                    var_419 = (var_417 == var_418);
                    var_414 = var_414 || var_419;
                }
                var_420 = wp::unot(var_414);
                if (var_420) {
                    // v1 = v1 + wp.normalize((wp.normalize(v1) / (wp.abs(v0) + 1.0))) * 1.96       <L 78>
                    var_421 = wp::normalize(var_252);
                    var_422 = wp::abs(var_251);
                    var_424 = wp::add(var_422, var_423);
                    var_425 = wp::div(var_421, var_424);
                    var_426 = wp::normalize(var_425);
                    var_428 = wp::mul(var_426, var_427);
                    var_429 = wp::add(var_252, var_428);
                    // v2 = v2 + wp.tanh(v0)                                                  <L 79>
                    var_430 = wp::tanh(var_251);
                    var_431 = wp::add(var_413, var_430);
                }
                if (!var_420) {
                    // elif (j) % 2 == 0:                                                     <L 80>
                    var_433 = wp::mod(var_1, var_432);
                    var_435 = (var_433 == var_434);
                    if (var_435) {
                        // v0 = v0 + wp.cos(cell_masses[(i + 1) % cell_masses.shape[0], (j + 5) % cell_masses.shape[1]])       <L 81>
                        var_437 = wp::add(var_0, var_436);
                        var_438 = &(var_cell_masses.shape);
                        var_441 = wp::load(var_438);
                        var_440 = wp::extract(var_441, var_439);
                        var_442 = wp::mod(var_437, var_440);
                        var_444 = wp::add(var_1, var_443);
                        var_445 = &(var_cell_masses.shape);
                        var_448 = wp::load(var_445);
                        var_447 = wp::extract(var_448, var_446);
                        var_449 = wp::mod(var_444, var_447);
                        var_450 = wp::address(var_cell_masses, var_442, var_449);
                        var_452 = wp::load(var_450);
                        var_451 = wp::cos(var_452);
                        var_453 = wp::add(var_251, var_451);
                        // v0 = v0 + wp.tanh(wp.length_sq(wp.vec2(v2, v2)))                   <L 82>
                        var_454 = wp::vec_t<2, wp::float32>(var_413, var_413);
                        var_455 = wp::length_sq(var_454);
                        var_456 = wp::tanh(var_455);
                        var_457 = wp::add(var_453, var_456);
                    }
                    if (!var_435) {
                        // v2 += wp.cos(((v2 + v2) * cell_masses[(i + 5) % cell_masses.shape[0], (j + 1) % cell_masses.shape[1]]))       <L 84>
                        var_458 = wp::add(var_413, var_413);
                        var_460 = wp::add(var_0, var_459);
                        var_461 = &(var_cell_masses.shape);
                        var_464 = wp::load(var_461);
                        var_463 = wp::extract(var_464, var_462);
                        var_465 = wp::mod(var_460, var_463);
                        var_467 = wp::add(var_1, var_466);
                        var_468 = &(var_cell_masses.shape);
                        var_471 = wp::load(var_468);
                        var_470 = wp::extract(var_471, var_469);
                        var_472 = wp::mod(var_467, var_470);
                        var_473 = wp::address(var_cell_masses, var_465, var_472);
                        var_475 = wp::load(var_473);
                        var_474 = wp::mul(var_458, var_475);
                        var_476 = wp::cos(var_474);
                        var_477 = wp::add(var_413, var_476);
                    }
                    var_478 = wp::where(var_435, var_457, var_251);
                    var_479 = wp::where(var_435, var_413, var_477);
                }
                var_480 = wp::where(var_420, var_251, var_478);
                var_481 = wp::where(var_420, var_429, var_252);
                var_482 = wp::where(var_420, var_431, var_479);
            }
            var_483 = wp::where(var_411, var_480, var_251);
            var_484 = wp::where(var_411, var_481, var_252);
            var_485 = wp::where(var_411, var_482, var_270);
        }
        var_486 = wp::where(var_271, var_402, var_250);
        var_487 = wp::where(var_271, var_403, var_483);
        var_488 = wp::where(var_271, var_404, var_484);
        var_489 = wp::where(var_271, var_405, var_485);
        // v10 = v2                                                                           <L 85>
        var_490 = wp::copy(var_489);
        // v11 += v10                                                                         <L 86>
        var_491 = wp::add(var_486, var_490);
    }
    var_492 = wp::where(var_257, var_250, var_491);
    var_493 = wp::where(var_257, var_251, var_487);
    var_494 = wp::where(var_257, var_252, var_488);
    var_495 = wp::where(var_257, var_263, var_489);
    // cell_distances[i, j] = v0 + v2 + v0 * 1.96 + v11                                       <L 87>
    var_496 = wp::add(var_493, var_495);
    var_498 = wp::mul(var_493, var_497);
    var_499 = wp::add(var_496, var_498);
    var_500 = wp::add(var_499, var_492);
    wp::array_store(var_cell_distances, var_0, var_1, var_500);
    // cell_uv_out[i, j] = v1 + wp.cw_div(wp.vec2(v2, v0), wp.vec2(-2.0, 1.25)) * 1.77        <L 89>
    var_501 = wp::vec_t<2, wp::float32>(var_495, var_493);
    var_504 = wp::vec_t<2, wp::float32>(var_502, var_503);
    var_505 = wp::cw_div(var_501, var_504);
    var_507 = wp::mul(var_505, var_506);
    var_508 = wp::add(var_494, var_507);
    wp::array_store(var_cell_uv_out, var_0, var_1, var_508);
}



void multi_conditional_000002_f0ba7110_cpu_kernel_backward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_multi_conditional_000002_f0ba7110 *_wp_args,
    wp_args_multi_conditional_000002_f0ba7110 *_wp_adj_args)
{
    //---------
    // argument vars
    wp::array_t<wp::float32> var_cell_masses = _wp_args->cell_masses;
    wp::array_t<wp::vec_t<2, wp::float32>> var_cell_uvs = _wp_args->cell_uvs;
    wp::array_t<wp::float32> var_cell_lengths = _wp_args->cell_lengths;
    wp::array_t<wp::float32> var_cell_distances = _wp_args->cell_distances;
    wp::array_t<wp::vec_t<2, wp::float32>> var_cell_uv_out = _wp_args->cell_uv_out;
    wp::array_t<wp::float32> adj_cell_masses = _wp_adj_args->cell_masses;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_cell_uvs = _wp_adj_args->cell_uvs;
    wp::array_t<wp::float32> adj_cell_lengths = _wp_adj_args->cell_lengths;
    wp::array_t<wp::float32> adj_cell_distances = _wp_adj_args->cell_distances;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_cell_uv_out = _wp_adj_args->cell_uv_out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    const wp::float32 var_2 = 0.0;
    wp::float32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::vec_t<2, wp::float32>* var_7;
    wp::vec_t<2, wp::float32> var_8;
    wp::vec_t<2, wp::float32> var_9;
    wp::float32* var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    bool var_13;
    bool var_14;
    bool var_15;
    const wp::float32 var_16 = -0.5;
    bool var_17;
    bool var_18;
    const wp::float32 var_19 = -1.94;
    const wp::float32 var_20 = 0.68;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::float32 var_27 = 1.0;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32 var_30;
    bool var_31;
    const wp::float32 var_32 = -1.75;
    const wp::float32 var_33 = 1.2;
    wp::vec_t<2, wp::float32> var_34;
    wp::float32 var_35;
    const wp::float32 var_36 = -1.62;
    wp::float32 var_37;
    wp::float32 var_38;
    wp::float32 var_39;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::float32 var_43;
    bool var_44;
    const wp::float32 var_45 = -0.779;
    wp::float32 var_46;
    const wp::float32 var_47 = 1.0;
    wp::float32 var_48;
    wp::float32 var_49;
    const wp::int32 var_50 = 1;
    wp::int32 var_51;
    wp::shape_t* var_52;
    const wp::int32 var_53 = 0;
    wp::int32 var_54;
    wp::shape_t var_55;
    wp::int32 var_56;
    const wp::int32 var_57 = 1;
    wp::int32 var_58;
    wp::shape_t* var_59;
    const wp::int32 var_60 = 1;
    wp::int32 var_61;
    wp::shape_t var_62;
    wp::int32 var_63;
    wp::float32* var_64;
    wp::float32 var_65;
    wp::float32 var_66;
    const wp::float32 var_67 = 1.0;
    wp::float32 var_68;
    wp::float32 var_69;
    wp::float32 var_70;
    wp::float32 var_71;
    wp::float32 var_72;
    bool var_73;
    const wp::int32 var_74 = 3;
    wp::int32 var_75;
    const wp::int32 var_76 = 0;
    bool var_77;
    const wp::int32 var_78 = 2;
    wp::int32 var_79;
    const wp::int32 var_80 = 0;
    bool var_81;
    const wp::float32 var_82 = -0.718;
    wp::float32 var_83;
    wp::float32 var_84;
    const wp::float32 var_85 = 1.0;
    wp::float32 var_86;
    wp::float32 var_87;
    wp::float32 var_88;
    wp::float32 var_89;
    wp::float32 var_90;
    const wp::float32 var_91 = 0.71;
    wp::float32 var_92;
    wp::float32 var_93;
    bool var_94;
    const wp::float32 var_95 = -1.197;
    wp::float32 var_96;
    wp::float32 var_97;
    wp::float32 var_98;
    wp::float32 var_99;
    bool var_100;
    wp::float32 var_101;
    const wp::float32 var_102 = 1.22;
    wp::float32 var_103;
    wp::float32 var_104;
    wp::float32 var_105;
    wp::float32 var_106;
    bool var_107;
    const wp::int32 var_108 = 1;
    wp::int32 var_109;
    wp::shape_t* var_110;
    const wp::int32 var_111 = 0;
    wp::int32 var_112;
    wp::shape_t var_113;
    wp::int32 var_114;
    wp::float32* var_115;
    wp::float32 var_116;
    wp::float32 var_117;
    wp::float32 var_118;
    bool var_119;
    bool var_120;
    bool var_121;
    const wp::float32 var_122 = 1.8;
    bool var_123;
    bool var_124;
    const wp::float32 var_125 = -1.56;
    wp::vec_t<2, wp::float32> var_126;
    wp::vec_t<2, wp::float32> var_127;
    wp::vec_t<2, wp::float32> var_128;
    const wp::float32 var_129 = 1.88;
    wp::vec_t<2, wp::float32> var_130;
    wp::vec_t<2, wp::float32> var_131;
    const wp::float32 var_132 = 1.5;
    wp::vec_t<2, wp::float32> var_133;
    wp::float32 var_134;
    const wp::float32 var_135 = -0.541;
    wp::float32 var_136;
    wp::float32 var_137;
    wp::vec_t<2, wp::float32> var_138;
    const wp::int32 var_139 = 0;
    wp::float32 var_140;
    const wp::int32 var_141 = 1;
    wp::float32 var_142;
    wp::float32 var_143;
    wp::float32 var_144;
    wp::float32 var_145;
    wp::vec_t<2, wp::float32> var_146;
    wp::float32 var_147;
    wp::float32 var_148;
    wp::vec_t<2, wp::float32> var_149;
    wp::int32 var_150;
    const wp::int32 var_151 = 2;
    wp::int32 var_152;
    const wp::int32 var_153 = 0;
    bool var_154;
    wp::float32 var_155;
    wp::float32 var_156;
    const wp::float32 var_157 = -1.99;
    bool var_158;
    wp::float32 var_159;
    wp::float32 var_160;
    wp::float32 var_161;
    wp::float32 var_162;
    wp::float32 var_163;
    const wp::int32 var_164 = 1;
    wp::float32 var_165;
    wp::float32 var_166;
    bool var_167;
    wp::float32 var_168;
    wp::vec_t<2, wp::float32> var_169;
    wp::vec_t<2, wp::float32> var_170;
    const wp::float32 var_171 = 1.37;
    wp::vec_t<2, wp::float32> var_172;
    wp::vec_t<2, wp::float32> var_173;
    wp::float32 var_174;
    const wp::float32 var_175 = -1.5;
    bool var_176;
    wp::float32 var_177;
    bool var_178;
    bool var_179;
    wp::float32 var_180;
    wp::vec_t<2, wp::float32> var_181;
    wp::vec_t<2, wp::float32> var_182;
    const wp::float32 var_183 = 1.83;
    wp::vec_t<2, wp::float32> var_184;
    wp::vec_t<2, wp::float32> var_185;
    const wp::float32 var_186 = 0.918;
    wp::float32 var_187;
    const wp::float32 var_188 = 1.0;
    wp::float32 var_189;
    const wp::float32 var_190 = -2.0;
    const wp::float32 var_191 = 2.0;
    wp::float32 var_192;
    wp::float32 var_193;
    wp::float32 var_194;
    wp::float32 var_195;
    const wp::float32 var_196 = 0.5;
    wp::float32 var_197;
    wp::float32 var_198;
    wp::float32 var_199;
    wp::float32 var_200;
    wp::vec_t<2, wp::float32> var_201;
    const wp::float32 var_202 = 0.49;
    wp::vec_t<2, wp::float32> var_203;
    wp::vec_t<2, wp::float32> var_204;
    const wp::int32 var_205 = 9;
    wp::int32 var_206;
    const wp::int32 var_207 = 3;
    wp::int32 var_208;
    const wp::int32 var_209 = 0;
    bool var_210;
    wp::vec_t<2, wp::float32> var_211;
    wp::float32 var_212;
    wp::float32 var_213;
    wp::float32 var_214;
    const wp::int32 var_215 = 0;
    wp::float32 var_216;
    wp::float32 var_217;
    wp::float32 var_218;
    wp::float32 var_219;
    wp::float32 var_220;
    const wp::float32 var_221 = 1.422;
    const wp::float32 var_222 = -0.97;
    wp::vec_t<2, wp::float32> var_223;
    const wp::int32 var_224 = 0;
    wp::float32 var_225;
    const wp::int32 var_226 = 1;
    wp::float32 var_227;
    wp::float32 var_228;
    wp::float32 var_229;
    wp::float32 var_230;
    wp::float32 var_231;
    wp::float32 var_232;
    wp::float32 var_233;
    wp::vec_t<2, wp::float32> var_234;
    wp::float32 var_235;
    wp::float32 var_236;
    wp::vec_t<2, wp::float32> var_237;
    wp::float32 var_238;
    wp::float32 var_239;
    wp::vec_t<2, wp::float32> var_240;
    wp::float32 var_241;
    wp::float32 var_242;
    wp::float32 var_243;
    wp::vec_t<2, wp::float32> var_244;
    wp::float32 var_245;
    wp::float32 var_246;
    wp::float32 var_247;
    wp::vec_t<2, wp::float32> var_248;
    wp::float32 var_249;
    wp::float32 var_250;
    wp::float32 var_251;
    wp::vec_t<2, wp::float32> var_252;
    wp::float32 var_253;
    const wp::int32 var_254 = 4;
    wp::int32 var_255;
    const wp::int32 var_256 = 0;
    bool var_257;
    wp::vec_t<2, wp::float32> var_258;
    wp::float32 var_259;
    wp::float32 var_260;
    const wp::float32 var_261 = 1.5;
    wp::float32 var_262;
    wp::float32 var_263;
    wp::float32 var_264;
    wp::float32 var_265;
    const wp::float32 var_266 = 1.0;
    wp::float32 var_267;
    wp::float32 var_268;
    wp::float32 var_269;
    wp::float32 var_270;
    bool var_271;
    const wp::int32 var_272 = 3;
    wp::int32 var_273;
    const wp::int32 var_274 = 0;
    bool var_275;
    const wp::float32 var_276 = -0.58;
    bool var_277;
    wp::float32 var_278;
    const wp::float32 var_279 = 1.0;
    wp::float32 var_280;
    wp::float32 var_281;
    wp::float32 var_282;
    wp::float32 var_283;
    wp::float32 var_284;
    const wp::int32 var_285 = 1;
    wp::float32 var_286;
    wp::float32 var_287;
    bool var_288;
    const wp::float32 var_289 = -1.0;
    const wp::float32 var_290 = 1.0;
    wp::float32 var_291;
    wp::float32 var_292;
    wp::float32 var_293;
    const wp::float32 var_294 = 1.0;
    wp::float32 var_295;
    wp::float32 var_296;
    wp::float32 var_297;
    const wp::float32 var_298 = 1.0;
    wp::float32 var_299;
    wp::float32 var_300;
    wp::float32 var_301;
    wp::float32 var_302;
    wp::float32 var_303;
    wp::float32 var_304;
    wp::float32 var_305;
    wp::float32 var_306;
    wp::float32 var_307;
    wp::float32 var_308;
    wp::float32 var_309;
    wp::float32 var_310;
    wp::float32 var_311;
    bool var_312;
    bool var_313;
    bool var_314;
    bool var_315;
    bool var_316;
    const wp::float32 var_317 = -1.9;
    wp::float32 var_318;
    const wp::float32 var_319 = 1.0;
    wp::float32 var_320;
    wp::float32 var_321;
    wp::float32 var_322;
    const wp::float32 var_323 = 1.0;
    wp::float32 var_324;
    wp::float32 var_325;
    wp::float32 var_326;
    wp::float32 var_327;
    const wp::int32 var_328 = 1;
    wp::float32 var_329;
    wp::float32 var_330;
    wp::float32 var_331;
    wp::float32 var_332;
    wp::float32 var_333;
    bool var_334;
    const wp::float32 var_335 = -1.69;
    bool var_336;
    bool var_337;
    wp::float32 var_338;
    wp::float32 var_339;
    wp::vec_t<2, wp::float32> var_340;
    const wp::int32 var_341 = 0;
    wp::float32 var_342;
    wp::float32 var_343;
    wp::float32 var_344;
    bool var_345;
    const wp::float32 var_346 = -0.08;
    bool var_347;
    bool var_348;
    const wp::float32 var_349 = 0.4;
    bool var_350;
    const wp::float32 var_351 = 0.1;
    bool var_352;
    wp::float32 var_353;
    wp::float32 var_354;
    const wp::float32 var_355 = 1.0;
    wp::float32 var_356;
    wp::float32 var_357;
    wp::float32 var_358;
    wp::float32 var_359;
    const wp::float32 var_360 = 1.321;
    wp::float32 var_361;
    wp::float32 var_362;
    const wp::int32 var_363 = 4;
    wp::int32 var_364;
    const wp::int32 var_365 = 2;
    wp::int32 var_366;
    const wp::int32 var_367 = 1;
    bool var_368;
    wp::float32 var_369;
    wp::float32 var_370;
    wp::float32 var_371;
    wp::vec_t<2, wp::float32> var_372;
    wp::vec_t<2, wp::float32> var_373;
    wp::float32 var_374;
    wp::float32 var_375;
    wp::float32 var_376;
    const wp::int32 var_377 = 6;
    wp::int32 var_378;
    wp::int32 var_379;
    wp::float32 var_380;
    wp::float32 var_381;
    const wp::int32 var_382 = 3;
    wp::int32 var_383;
    wp::shape_t* var_384;
    const wp::int32 var_385 = 0;
    wp::int32 var_386;
    wp::shape_t var_387;
    wp::int32 var_388;
    wp::vec_t<2, wp::float32>* var_389;
    wp::vec_t<2, wp::float32> var_390;
    wp::vec_t<2, wp::float32> var_391;
    const wp::float32 var_392 = 0.87;
    wp::vec_t<2, wp::float32> var_393;
    wp::vec_t<2, wp::float32> var_394;
    wp::float32 var_395;
    wp::float32 var_396;
    wp::vec_t<2, wp::float32> var_397;
    wp::float32 var_398;
    wp::float32 var_399;
    wp::vec_t<2, wp::float32> var_400;
    wp::float32 var_401;
    wp::float32 var_402;
    wp::float32 var_403;
    wp::vec_t<2, wp::float32> var_404;
    wp::float32 var_405;
    const wp::int32 var_406 = 6;
    wp::int32 var_407;
    const wp::int32 var_408 = 4;
    wp::int32 var_409;
    const wp::int32 var_410 = 0;
    bool var_411;
    wp::float32 var_412;
    wp::float32 var_413;
    bool var_414;
    bool var_415;
    const wp::int32 var_416 = 3;
    wp::int32 var_417;
    const wp::int32 var_418 = 1;
    bool var_419;
    bool var_420;
    wp::vec_t<2, wp::float32> var_421;
    wp::float32 var_422;
    const wp::float32 var_423 = 1.0;
    wp::float32 var_424;
    wp::vec_t<2, wp::float32> var_425;
    wp::vec_t<2, wp::float32> var_426;
    const wp::float32 var_427 = 1.96;
    wp::vec_t<2, wp::float32> var_428;
    wp::vec_t<2, wp::float32> var_429;
    wp::float32 var_430;
    wp::float32 var_431;
    const wp::int32 var_432 = 2;
    wp::int32 var_433;
    const wp::int32 var_434 = 0;
    bool var_435;
    const wp::int32 var_436 = 1;
    wp::int32 var_437;
    wp::shape_t* var_438;
    const wp::int32 var_439 = 0;
    wp::int32 var_440;
    wp::shape_t var_441;
    wp::int32 var_442;
    const wp::int32 var_443 = 5;
    wp::int32 var_444;
    wp::shape_t* var_445;
    const wp::int32 var_446 = 1;
    wp::int32 var_447;
    wp::shape_t var_448;
    wp::int32 var_449;
    wp::float32* var_450;
    wp::float32 var_451;
    wp::float32 var_452;
    wp::float32 var_453;
    wp::vec_t<2, wp::float32> var_454;
    wp::float32 var_455;
    wp::float32 var_456;
    wp::float32 var_457;
    wp::float32 var_458;
    const wp::int32 var_459 = 5;
    wp::int32 var_460;
    wp::shape_t* var_461;
    const wp::int32 var_462 = 0;
    wp::int32 var_463;
    wp::shape_t var_464;
    wp::int32 var_465;
    const wp::int32 var_466 = 1;
    wp::int32 var_467;
    wp::shape_t* var_468;
    const wp::int32 var_469 = 1;
    wp::int32 var_470;
    wp::shape_t var_471;
    wp::int32 var_472;
    wp::float32* var_473;
    wp::float32 var_474;
    wp::float32 var_475;
    wp::float32 var_476;
    wp::float32 var_477;
    wp::float32 var_478;
    wp::float32 var_479;
    wp::float32 var_480;
    wp::vec_t<2, wp::float32> var_481;
    wp::float32 var_482;
    wp::float32 var_483;
    wp::vec_t<2, wp::float32> var_484;
    wp::float32 var_485;
    wp::float32 var_486;
    wp::float32 var_487;
    wp::vec_t<2, wp::float32> var_488;
    wp::float32 var_489;
    wp::float32 var_490;
    wp::float32 var_491;
    wp::float32 var_492;
    wp::float32 var_493;
    wp::vec_t<2, wp::float32> var_494;
    wp::float32 var_495;
    wp::float32 var_496;
    const wp::float32 var_497 = 1.96;
    wp::float32 var_498;
    wp::float32 var_499;
    wp::float32 var_500;
    wp::vec_t<2, wp::float32> var_501;
    const wp::float32 var_502 = -2.0;
    const wp::float32 var_503 = 1.25;
    wp::vec_t<2, wp::float32> var_504;
    wp::vec_t<2, wp::float32> var_505;
    const wp::float32 var_506 = 1.77;
    wp::vec_t<2, wp::float32> var_507;
    wp::vec_t<2, wp::float32> var_508;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::vec_t<2, wp::float32> adj_7 = {};
    wp::vec_t<2, wp::float32> adj_8 = {};
    wp::vec_t<2, wp::float32> adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    bool adj_13 = {};
    bool adj_14 = {};
    bool adj_15 = {};
    wp::float32 adj_16 = {};
    bool adj_17 = {};
    bool adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    bool adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::vec_t<2, wp::float32> adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    bool adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::int32 adj_50 = {};
    wp::int32 adj_51 = {};
    wp::shape_t adj_52 = {};
    wp::int32 adj_53 = {};
    wp::int32 adj_54 = {};
    wp::shape_t adj_55 = {};
    wp::int32 adj_56 = {};
    wp::int32 adj_57 = {};
    wp::int32 adj_58 = {};
    wp::shape_t adj_59 = {};
    wp::int32 adj_60 = {};
    wp::int32 adj_61 = {};
    wp::shape_t adj_62 = {};
    wp::int32 adj_63 = {};
    wp::float32 adj_64 = {};
    wp::float32 adj_65 = {};
    wp::float32 adj_66 = {};
    wp::float32 adj_67 = {};
    wp::float32 adj_68 = {};
    wp::float32 adj_69 = {};
    wp::float32 adj_70 = {};
    wp::float32 adj_71 = {};
    wp::float32 adj_72 = {};
    bool adj_73 = {};
    wp::int32 adj_74 = {};
    wp::int32 adj_75 = {};
    wp::int32 adj_76 = {};
    bool adj_77 = {};
    wp::int32 adj_78 = {};
    wp::int32 adj_79 = {};
    wp::int32 adj_80 = {};
    bool adj_81 = {};
    wp::float32 adj_82 = {};
    wp::float32 adj_83 = {};
    wp::float32 adj_84 = {};
    wp::float32 adj_85 = {};
    wp::float32 adj_86 = {};
    wp::float32 adj_87 = {};
    wp::float32 adj_88 = {};
    wp::float32 adj_89 = {};
    wp::float32 adj_90 = {};
    wp::float32 adj_91 = {};
    wp::float32 adj_92 = {};
    wp::float32 adj_93 = {};
    bool adj_94 = {};
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
    bool adj_107 = {};
    wp::int32 adj_108 = {};
    wp::int32 adj_109 = {};
    wp::shape_t adj_110 = {};
    wp::int32 adj_111 = {};
    wp::int32 adj_112 = {};
    wp::shape_t adj_113 = {};
    wp::int32 adj_114 = {};
    wp::float32 adj_115 = {};
    wp::float32 adj_116 = {};
    wp::float32 adj_117 = {};
    wp::float32 adj_118 = {};
    bool adj_119 = {};
    bool adj_120 = {};
    bool adj_121 = {};
    wp::float32 adj_122 = {};
    bool adj_123 = {};
    bool adj_124 = {};
    wp::float32 adj_125 = {};
    wp::vec_t<2, wp::float32> adj_126 = {};
    wp::vec_t<2, wp::float32> adj_127 = {};
    wp::vec_t<2, wp::float32> adj_128 = {};
    wp::float32 adj_129 = {};
    wp::vec_t<2, wp::float32> adj_130 = {};
    wp::vec_t<2, wp::float32> adj_131 = {};
    wp::float32 adj_132 = {};
    wp::vec_t<2, wp::float32> adj_133 = {};
    wp::float32 adj_134 = {};
    wp::float32 adj_135 = {};
    wp::float32 adj_136 = {};
    wp::float32 adj_137 = {};
    wp::vec_t<2, wp::float32> adj_138 = {};
    wp::int32 adj_139 = {};
    wp::float32 adj_140 = {};
    wp::int32 adj_141 = {};
    wp::float32 adj_142 = {};
    wp::float32 adj_143 = {};
    wp::float32 adj_144 = {};
    wp::float32 adj_145 = {};
    wp::vec_t<2, wp::float32> adj_146 = {};
    wp::float32 adj_147 = {};
    wp::float32 adj_148 = {};
    wp::vec_t<2, wp::float32> adj_149 = {};
    wp::int32 adj_150 = {};
    wp::int32 adj_151 = {};
    wp::int32 adj_152 = {};
    wp::int32 adj_153 = {};
    bool adj_154 = {};
    wp::float32 adj_155 = {};
    wp::float32 adj_156 = {};
    wp::float32 adj_157 = {};
    bool adj_158 = {};
    wp::float32 adj_159 = {};
    wp::float32 adj_160 = {};
    wp::float32 adj_161 = {};
    wp::float32 adj_162 = {};
    wp::float32 adj_163 = {};
    wp::int32 adj_164 = {};
    wp::float32 adj_165 = {};
    wp::float32 adj_166 = {};
    bool adj_167 = {};
    wp::float32 adj_168 = {};
    wp::vec_t<2, wp::float32> adj_169 = {};
    wp::vec_t<2, wp::float32> adj_170 = {};
    wp::float32 adj_171 = {};
    wp::vec_t<2, wp::float32> adj_172 = {};
    wp::vec_t<2, wp::float32> adj_173 = {};
    wp::float32 adj_174 = {};
    wp::float32 adj_175 = {};
    bool adj_176 = {};
    wp::float32 adj_177 = {};
    bool adj_178 = {};
    bool adj_179 = {};
    wp::float32 adj_180 = {};
    wp::vec_t<2, wp::float32> adj_181 = {};
    wp::vec_t<2, wp::float32> adj_182 = {};
    wp::float32 adj_183 = {};
    wp::vec_t<2, wp::float32> adj_184 = {};
    wp::vec_t<2, wp::float32> adj_185 = {};
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
    wp::float32 adj_196 = {};
    wp::float32 adj_197 = {};
    wp::float32 adj_198 = {};
    wp::float32 adj_199 = {};
    wp::float32 adj_200 = {};
    wp::vec_t<2, wp::float32> adj_201 = {};
    wp::float32 adj_202 = {};
    wp::vec_t<2, wp::float32> adj_203 = {};
    wp::vec_t<2, wp::float32> adj_204 = {};
    wp::int32 adj_205 = {};
    wp::int32 adj_206 = {};
    wp::int32 adj_207 = {};
    wp::int32 adj_208 = {};
    wp::int32 adj_209 = {};
    bool adj_210 = {};
    wp::vec_t<2, wp::float32> adj_211 = {};
    wp::float32 adj_212 = {};
    wp::float32 adj_213 = {};
    wp::float32 adj_214 = {};
    wp::int32 adj_215 = {};
    wp::float32 adj_216 = {};
    wp::float32 adj_217 = {};
    wp::float32 adj_218 = {};
    wp::float32 adj_219 = {};
    wp::float32 adj_220 = {};
    wp::float32 adj_221 = {};
    wp::float32 adj_222 = {};
    wp::vec_t<2, wp::float32> adj_223 = {};
    wp::int32 adj_224 = {};
    wp::float32 adj_225 = {};
    wp::int32 adj_226 = {};
    wp::float32 adj_227 = {};
    wp::float32 adj_228 = {};
    wp::float32 adj_229 = {};
    wp::float32 adj_230 = {};
    wp::float32 adj_231 = {};
    wp::float32 adj_232 = {};
    wp::float32 adj_233 = {};
    wp::vec_t<2, wp::float32> adj_234 = {};
    wp::float32 adj_235 = {};
    wp::float32 adj_236 = {};
    wp::vec_t<2, wp::float32> adj_237 = {};
    wp::float32 adj_238 = {};
    wp::float32 adj_239 = {};
    wp::vec_t<2, wp::float32> adj_240 = {};
    wp::float32 adj_241 = {};
    wp::float32 adj_242 = {};
    wp::float32 adj_243 = {};
    wp::vec_t<2, wp::float32> adj_244 = {};
    wp::float32 adj_245 = {};
    wp::float32 adj_246 = {};
    wp::float32 adj_247 = {};
    wp::vec_t<2, wp::float32> adj_248 = {};
    wp::float32 adj_249 = {};
    wp::float32 adj_250 = {};
    wp::float32 adj_251 = {};
    wp::vec_t<2, wp::float32> adj_252 = {};
    wp::float32 adj_253 = {};
    wp::int32 adj_254 = {};
    wp::int32 adj_255 = {};
    wp::int32 adj_256 = {};
    bool adj_257 = {};
    wp::vec_t<2, wp::float32> adj_258 = {};
    wp::float32 adj_259 = {};
    wp::float32 adj_260 = {};
    wp::float32 adj_261 = {};
    wp::float32 adj_262 = {};
    wp::float32 adj_263 = {};
    wp::float32 adj_264 = {};
    wp::float32 adj_265 = {};
    wp::float32 adj_266 = {};
    wp::float32 adj_267 = {};
    wp::float32 adj_268 = {};
    wp::float32 adj_269 = {};
    wp::float32 adj_270 = {};
    bool adj_271 = {};
    wp::int32 adj_272 = {};
    wp::int32 adj_273 = {};
    wp::int32 adj_274 = {};
    bool adj_275 = {};
    wp::float32 adj_276 = {};
    bool adj_277 = {};
    wp::float32 adj_278 = {};
    wp::float32 adj_279 = {};
    wp::float32 adj_280 = {};
    wp::float32 adj_281 = {};
    wp::float32 adj_282 = {};
    wp::float32 adj_283 = {};
    wp::float32 adj_284 = {};
    wp::int32 adj_285 = {};
    wp::float32 adj_286 = {};
    wp::float32 adj_287 = {};
    bool adj_288 = {};
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
    wp::float32 adj_307 = {};
    wp::float32 adj_308 = {};
    wp::float32 adj_309 = {};
    wp::float32 adj_310 = {};
    wp::float32 adj_311 = {};
    bool adj_312 = {};
    bool adj_313 = {};
    bool adj_314 = {};
    bool adj_315 = {};
    bool adj_316 = {};
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
    bool adj_334 = {};
    wp::float32 adj_335 = {};
    bool adj_336 = {};
    bool adj_337 = {};
    wp::float32 adj_338 = {};
    wp::float32 adj_339 = {};
    wp::vec_t<2, wp::float32> adj_340 = {};
    wp::int32 adj_341 = {};
    wp::float32 adj_342 = {};
    wp::float32 adj_343 = {};
    wp::float32 adj_344 = {};
    bool adj_345 = {};
    wp::float32 adj_346 = {};
    bool adj_347 = {};
    bool adj_348 = {};
    wp::float32 adj_349 = {};
    bool adj_350 = {};
    wp::float32 adj_351 = {};
    bool adj_352 = {};
    wp::float32 adj_353 = {};
    wp::float32 adj_354 = {};
    wp::float32 adj_355 = {};
    wp::float32 adj_356 = {};
    wp::float32 adj_357 = {};
    wp::float32 adj_358 = {};
    wp::float32 adj_359 = {};
    wp::float32 adj_360 = {};
    wp::float32 adj_361 = {};
    wp::float32 adj_362 = {};
    wp::int32 adj_363 = {};
    wp::int32 adj_364 = {};
    wp::int32 adj_365 = {};
    wp::int32 adj_366 = {};
    wp::int32 adj_367 = {};
    bool adj_368 = {};
    wp::float32 adj_369 = {};
    wp::float32 adj_370 = {};
    wp::float32 adj_371 = {};
    wp::vec_t<2, wp::float32> adj_372 = {};
    wp::vec_t<2, wp::float32> adj_373 = {};
    wp::float32 adj_374 = {};
    wp::float32 adj_375 = {};
    wp::float32 adj_376 = {};
    wp::int32 adj_377 = {};
    wp::int32 adj_378 = {};
    wp::int32 adj_379 = {};
    wp::float32 adj_380 = {};
    wp::float32 adj_381 = {};
    wp::int32 adj_382 = {};
    wp::int32 adj_383 = {};
    wp::shape_t adj_384 = {};
    wp::int32 adj_385 = {};
    wp::int32 adj_386 = {};
    wp::shape_t adj_387 = {};
    wp::int32 adj_388 = {};
    wp::vec_t<2, wp::float32> adj_389 = {};
    wp::vec_t<2, wp::float32> adj_390 = {};
    wp::vec_t<2, wp::float32> adj_391 = {};
    wp::float32 adj_392 = {};
    wp::vec_t<2, wp::float32> adj_393 = {};
    wp::vec_t<2, wp::float32> adj_394 = {};
    wp::float32 adj_395 = {};
    wp::float32 adj_396 = {};
    wp::vec_t<2, wp::float32> adj_397 = {};
    wp::float32 adj_398 = {};
    wp::float32 adj_399 = {};
    wp::vec_t<2, wp::float32> adj_400 = {};
    wp::float32 adj_401 = {};
    wp::float32 adj_402 = {};
    wp::float32 adj_403 = {};
    wp::vec_t<2, wp::float32> adj_404 = {};
    wp::float32 adj_405 = {};
    wp::int32 adj_406 = {};
    wp::int32 adj_407 = {};
    wp::int32 adj_408 = {};
    wp::int32 adj_409 = {};
    wp::int32 adj_410 = {};
    bool adj_411 = {};
    wp::float32 adj_412 = {};
    wp::float32 adj_413 = {};
    bool adj_414 = {};
    bool adj_415 = {};
    wp::int32 adj_416 = {};
    wp::int32 adj_417 = {};
    wp::int32 adj_418 = {};
    bool adj_419 = {};
    bool adj_420 = {};
    wp::vec_t<2, wp::float32> adj_421 = {};
    wp::float32 adj_422 = {};
    wp::float32 adj_423 = {};
    wp::float32 adj_424 = {};
    wp::vec_t<2, wp::float32> adj_425 = {};
    wp::vec_t<2, wp::float32> adj_426 = {};
    wp::float32 adj_427 = {};
    wp::vec_t<2, wp::float32> adj_428 = {};
    wp::vec_t<2, wp::float32> adj_429 = {};
    wp::float32 adj_430 = {};
    wp::float32 adj_431 = {};
    wp::int32 adj_432 = {};
    wp::int32 adj_433 = {};
    wp::int32 adj_434 = {};
    bool adj_435 = {};
    wp::int32 adj_436 = {};
    wp::int32 adj_437 = {};
    wp::shape_t adj_438 = {};
    wp::int32 adj_439 = {};
    wp::int32 adj_440 = {};
    wp::shape_t adj_441 = {};
    wp::int32 adj_442 = {};
    wp::int32 adj_443 = {};
    wp::int32 adj_444 = {};
    wp::shape_t adj_445 = {};
    wp::int32 adj_446 = {};
    wp::int32 adj_447 = {};
    wp::shape_t adj_448 = {};
    wp::int32 adj_449 = {};
    wp::float32 adj_450 = {};
    wp::float32 adj_451 = {};
    wp::float32 adj_452 = {};
    wp::float32 adj_453 = {};
    wp::vec_t<2, wp::float32> adj_454 = {};
    wp::float32 adj_455 = {};
    wp::float32 adj_456 = {};
    wp::float32 adj_457 = {};
    wp::float32 adj_458 = {};
    wp::int32 adj_459 = {};
    wp::int32 adj_460 = {};
    wp::shape_t adj_461 = {};
    wp::int32 adj_462 = {};
    wp::int32 adj_463 = {};
    wp::shape_t adj_464 = {};
    wp::int32 adj_465 = {};
    wp::int32 adj_466 = {};
    wp::int32 adj_467 = {};
    wp::shape_t adj_468 = {};
    wp::int32 adj_469 = {};
    wp::int32 adj_470 = {};
    wp::shape_t adj_471 = {};
    wp::int32 adj_472 = {};
    wp::float32 adj_473 = {};
    wp::float32 adj_474 = {};
    wp::float32 adj_475 = {};
    wp::float32 adj_476 = {};
    wp::float32 adj_477 = {};
    wp::float32 adj_478 = {};
    wp::float32 adj_479 = {};
    wp::float32 adj_480 = {};
    wp::vec_t<2, wp::float32> adj_481 = {};
    wp::float32 adj_482 = {};
    wp::float32 adj_483 = {};
    wp::vec_t<2, wp::float32> adj_484 = {};
    wp::float32 adj_485 = {};
    wp::float32 adj_486 = {};
    wp::float32 adj_487 = {};
    wp::vec_t<2, wp::float32> adj_488 = {};
    wp::float32 adj_489 = {};
    wp::float32 adj_490 = {};
    wp::float32 adj_491 = {};
    wp::float32 adj_492 = {};
    wp::float32 adj_493 = {};
    wp::vec_t<2, wp::float32> adj_494 = {};
    wp::float32 adj_495 = {};
    wp::float32 adj_496 = {};
    wp::float32 adj_497 = {};
    wp::float32 adj_498 = {};
    wp::float32 adj_499 = {};
    wp::float32 adj_500 = {};
    wp::vec_t<2, wp::float32> adj_501 = {};
    wp::float32 adj_502 = {};
    wp::float32 adj_503 = {};
    wp::vec_t<2, wp::float32> adj_504 = {};
    wp::vec_t<2, wp::float32> adj_505 = {};
    wp::float32 adj_506 = {};
    wp::vec_t<2, wp::float32> adj_507 = {};
    wp::vec_t<2, wp::float32> adj_508 = {};
    //---------
    // forward
    // def multi_conditional_000002(cell_masses: wp.array2d[float], cell_uvs: wp.array2d[wp.vec2], cell_lengths: wp.array2d[float], cell_distances: wp.array2d[float], cell_uv_out: wp.array2d[wp.vec2]):       <L 5>
    // i, j = wp.tid()  # one thread per element                                              <L 7>
    builtin_tid2d(var_0, var_1);
    // v11 = float(0.0)                                                                       <L 8>
    var_3 = wp::float(var_2);
    // v0 = cell_masses[i, j]                                                                 <L 9>
    var_4 = wp::address(var_cell_masses, var_0, var_1);
    var_6 = wp::load(var_4);
    var_5 = wp::copy(var_6);
    // v1 = cell_uvs[i, j]                                                                    <L 10>
    var_7 = wp::address(var_cell_uvs, var_0, var_1);
    var_9 = wp::load(var_7);
    var_8 = wp::copy(var_9);
    // v2 = cell_lengths[i, j]                                                                <L 11>
    var_10 = wp::address(var_cell_lengths, var_0, var_1);
    var_12 = wp::load(var_10);
    var_11 = wp::copy(var_12);
    // if ((v2 >= v0) and (v0 <= -0.5)) or (v2 < v0):                                         <L 12>
    var_15 = (var_11 >= var_5);
    var_14 = var_15;
    if (var_14) {
        var_17 = (var_5 <= var_16);
        var_14 = var_14 && var_17;
    }
    var_13 = var_14;
    if (!var_13) {
        var_18 = (var_11 < var_5);
        var_13 = var_13 || var_18;
    }
    if (var_13) {
        // v2 = v2 + wp.tanh(min(wp.clamp(v2, -1.94, 0.68), wp.round(v0)))                    <L 13>
        var_21 = wp::clamp(var_11, var_19, var_20);
        var_22 = wp::round(var_5);
        var_23 = wp::min(var_21, var_22);
        var_24 = wp::tanh(var_23);
        var_25 = wp::add(var_11, var_24);
    }
    if (!var_13) {
        // elif (v2 / (wp.abs(v0) + 1.0)) < (v0 + v0):                                        <L 14>
        var_26 = wp::abs(var_5);
        var_28 = wp::add(var_26, var_27);
        var_29 = wp::div(var_11, var_28);
        var_30 = wp::add(var_5, var_5);
        var_31 = (var_29 < var_30);
        if (var_31) {
            // v2 = v2 + wp.cos((wp.dot(v1, wp.vec2(-1.75, 1.2)) - (v2 * -1.62)))             <L 15>
            var_34 = wp::vec_t<2, wp::float32>(var_32, var_33);
            var_35 = wp::dot(var_8, var_34);
            var_37 = wp::mul(var_11, var_36);
            var_38 = wp::sub(var_35, var_37);
            var_39 = wp::cos(var_38);
            var_40 = wp::add(var_11, var_39);
        }
        var_41 = wp::where(var_31, var_40, var_11);
    }
    var_42 = wp::where(var_13, var_25, var_41);
    // if v2 <= wp.tanh(v2):                                                                  <L 16>
    var_43 = wp::tanh(var_42);
    var_44 = (var_42 <= var_43);
    if (var_44) {
        // v0 = v0 + wp.sin(((-0.779 / (wp.abs(v2) + 1.0)) / (wp.abs(cell_lengths[(i + 1) % cell_lengths.shape[0], (j + 1) % cell_lengths.shape[1]]) + 1.0)))       <L 17>
        var_46 = wp::abs(var_42);
        var_48 = wp::add(var_46, var_47);
        var_49 = wp::div(var_45, var_48);
        var_51 = wp::add(var_0, var_50);
        var_52 = &(var_cell_lengths.shape);
        var_55 = wp::load(var_52);
        var_54 = wp::extract(var_55, var_53);
        var_56 = wp::mod(var_51, var_54);
        var_58 = wp::add(var_1, var_57);
        var_59 = &(var_cell_lengths.shape);
        var_62 = wp::load(var_59);
        var_61 = wp::extract(var_62, var_60);
        var_63 = wp::mod(var_58, var_61);
        var_64 = wp::address(var_cell_lengths, var_56, var_63);
        var_66 = wp::load(var_64);
        var_65 = wp::abs(var_66);
        var_68 = wp::add(var_65, var_67);
        var_69 = wp::div(var_49, var_68);
        var_70 = wp::sin(var_69);
        var_71 = wp::add(var_5, var_70);
    }
    var_72 = wp::where(var_44, var_71, var_5);
    // if ((j) % 3 == 0) and ((i) % 2 == 0):                                                  <L 18>
    var_75 = wp::mod(var_1, var_74);
    var_77 = (var_75 == var_76);
    var_73 = var_77;
    if (var_73) {
        var_79 = wp::mod(var_0, var_78);
        var_81 = (var_79 == var_80);
        var_73 = var_73 && var_81;
    }
    if (var_73) {
        // v2 = v2 + wp.tanh(((-0.718 * v2) * (v0 / (wp.abs(v2) + 1.0))))                     <L 19>
        var_83 = wp::mul(var_82, var_42);
        var_84 = wp::abs(var_42);
        var_86 = wp::add(var_84, var_85);
        var_87 = wp::div(var_72, var_86);
        var_88 = wp::mul(var_83, var_87);
        var_89 = wp::tanh(var_88);
        var_90 = wp::add(var_42, var_89);
        // if (0.71 + v0) >= wp.erfc(v2):                                                     <L 20>
        var_92 = wp::add(var_91, var_72);
        var_93 = wp::erfc(var_90);
        var_94 = (var_92 >= var_93);
        if (var_94) {
            // v0 += wp.sin(-1.197)                                                           <L 21>
            var_96 = wp::sin(var_95);
            var_97 = wp::add(var_72, var_96);
        }
        var_98 = wp::where(var_94, var_97, var_72);
    }
    if (!var_73) {
        // elif (v2 * v2) <= v2:                                                              <L 22>
        var_99 = wp::mul(var_42, var_42);
        var_100 = (var_99 <= var_42);
        if (var_100) {
            // v2 -= wp.cos(v2) * 1.22                                                        <L 23>
            var_101 = wp::cos(var_42);
            var_103 = wp::mul(var_101, var_102);
            var_104 = wp::sub(var_42, var_103);
            // if wp.sin(v0) <= (v2 * v0):                                                    <L 24>
            var_105 = wp::sin(var_72);
            var_106 = wp::mul(var_104, var_72);
            var_107 = (var_105 <= var_106);
            if (var_107) {
                // v0 = v0 + wp.sin(cell_lengths[(i + 1) % cell_lengths.shape[0], j])         <L 25>
                var_109 = wp::add(var_0, var_108);
                var_110 = &(var_cell_lengths.shape);
                var_113 = wp::load(var_110);
                var_112 = wp::extract(var_113, var_111);
                var_114 = wp::mod(var_109, var_112);
                var_115 = wp::address(var_cell_lengths, var_114, var_1);
                var_117 = wp::load(var_115);
                var_116 = wp::sin(var_117);
                var_118 = wp::add(var_72, var_116);
            }
            if (!var_107) {
                // elif (v2 >= v0) and ((v0 <= 1.8) and (v0 < v2)):                           <L 26>
                var_120 = (var_104 >= var_72);
                var_119 = var_120;
                if (var_119) {
                    var_123 = (var_72 <= var_122);
                    var_121 = var_123;
                    if (var_121) {
                        var_124 = (var_72 < var_104);
                        var_121 = var_121 && var_124;
                    }
                    var_119 = var_119 && var_121;
                }
                if (var_119) {
                    // v1 += wp.normalize(wp.normalize(wp.vec2(v2, -1.56))) * 1.88            <L 27>
                    var_126 = wp::vec_t<2, wp::float32>(var_104, var_125);
                    var_127 = wp::normalize(var_126);
                    var_128 = wp::normalize(var_127);
                    var_130 = wp::mul(var_128, var_129);
                    var_131 = wp::add(var_8, var_130);
                    // v3 = (wp.length_sq(wp.vec2(v0, 1.5)) * -0.541)                         <L 28>
                    var_133 = wp::vec_t<2, wp::float32>(var_72, var_132);
                    var_134 = wp::length_sq(var_133);
                    var_136 = wp::mul(var_134, var_135);
                    // v11 += v3                                                              <L 29>
                    var_137 = wp::add(var_3, var_136);
                    // v4 = (v1 + v1)                                                         <L 30>
                    var_138 = wp::add(var_131, var_131);
                    // v11 += v4[0] + v4[1]                                                   <L 31>
                    var_140 = wp::extract(var_138, var_139);
                    var_142 = wp::extract(var_138, var_141);
                    var_143 = wp::add(var_140, var_142);
                    var_144 = wp::add(var_137, var_143);
                }
                var_145 = wp::where(var_119, var_144, var_3);
                var_146 = wp::where(var_119, var_131, var_8);
            }
            var_147 = wp::where(var_107, var_3, var_145);
            var_148 = wp::where(var_107, var_118, var_72);
            var_149 = wp::where(var_107, var_8, var_146);
        }
        if (!var_100) {
            // elif (max(i, j)) % 2 == 0:                                                     <L 32>
            var_150 = wp::max(var_0, var_1);
            var_152 = wp::mod(var_150, var_151);
            var_154 = (var_152 == var_153);
            if (var_154) {
                // v0 = v0 + wp.tanh(v0)                                                      <L 33>
                var_155 = wp::tanh(var_72);
                var_156 = wp::add(var_72, var_155);
                // if v0 > -1.99:                                                             <L 34>
                var_158 = (var_156 > var_157);
                if (var_158) {
                    // v2 += wp.sin((wp.length(v1) - (v0 + v0)))                              <L 35>
                    var_159 = wp::length(var_8);
                    var_160 = wp::add(var_156, var_156);
                    var_161 = wp::sub(var_159, var_160);
                    var_162 = wp::sin(var_161);
                    var_163 = wp::add(var_42, var_162);
                    // if v1.y >= float(i):                                                   <L 36>
                    var_165 = wp::extract(var_8, var_164);
                    var_166 = wp::float(var_0);
                    var_167 = (var_165 >= var_166);
                    if (var_167) {
                        // v1 += wp.normalize((v1 * wp.cbrt(v0))) * 1.37                      <L 37>
                        var_168 = wp::cbrt(var_156);
                        var_169 = wp::mul(var_8, var_168);
                        var_170 = wp::normalize(var_169);
                        var_172 = wp::mul(var_170, var_171);
                        var_173 = wp::add(var_8, var_172);
                    }
                    if (!var_167) {
                        // elif (v2 - v0) >= wp.where(v0 > -1.5, v2, v0):                     <L 38>
                        var_174 = wp::sub(var_163, var_156);
                        var_176 = (var_156 > var_175);
                        var_177 = wp::where(var_176, var_163, var_156);
                        var_178 = (var_174 >= var_177);
                        if (var_178) {
                            // v1 = v1 + wp.normalize(wp.vec2(wp.where(v0 > v2, v0, v2), v2)) * 1.83       <L 39>
                            var_179 = (var_156 > var_163);
                            var_180 = wp::where(var_179, var_156, var_163);
                            var_181 = wp::vec_t<2, wp::float32>(var_180, var_163);
                            var_182 = wp::normalize(var_181);
                            var_184 = wp::mul(var_182, var_183);
                            var_185 = wp::add(var_8, var_184);
                            // v5 = (v2 * wp.atan2(wp.pow(wp.abs(0.918) + 1.0, wp.clamp(v2, -2.0, 2.0)), wp.abs((v0 + v0)) + 0.5))       <L 40>
                            var_187 = wp::abs(var_186);
                            var_189 = wp::add(var_187, var_188);
                            var_192 = wp::clamp(var_163, var_190, var_191);
                            var_193 = wp::pow(var_189, var_192);
                            var_194 = wp::add(var_156, var_156);
                            var_195 = wp::abs(var_194);
                            var_197 = wp::add(var_195, var_196);
                            var_198 = wp::atan2(var_193, var_197);
                            var_199 = wp::mul(var_163, var_198);
                            // v11 += v5                                                      <L 41>
                            var_200 = wp::add(var_3, var_199);
                            // v1 += wp.normalize(v1) * 0.49                                  <L 42>
                            var_201 = wp::normalize(var_185);
                            var_203 = wp::mul(var_201, var_202);
                            var_204 = wp::add(var_185, var_203);
                        }
                        if (!var_178) {
                            // elif ((i % 9)) % 3 == 0:                                       <L 43>
                            var_206 = wp::mod(var_0, var_205);
                            var_208 = wp::mod(var_206, var_207);
                            var_210 = (var_208 == var_209);
                            if (var_210) {
                                // v0 = v0 + wp.sin(wp.length((v1 * v0)))                     <L 44>
                                var_211 = wp::mul(var_8, var_156);
                                var_212 = wp::length(var_211);
                                var_213 = wp::sin(var_212);
                                var_214 = wp::add(var_156, var_213);
                                // v0 = v0 + wp.sin(wp.copysign(v1.x, (v0 - v2)))             <L 45>
                                var_216 = wp::extract(var_8, var_215);
                                var_217 = wp::sub(var_214, var_163);
                                var_218 = wp::copysign(var_216, var_217);
                                var_219 = wp::sin(var_218);
                                var_220 = wp::add(var_214, var_219);
                                // v6 = wp.vec2(1.422, -0.97)                                 <L 46>
                                var_223 = wp::vec_t<2, wp::float32>(var_221, var_222);
                                // v11 += v6[0] + v6[1]                                       <L 47>
                                var_225 = wp::extract(var_223, var_224);
                                var_227 = wp::extract(var_223, var_226);
                                var_228 = wp::add(var_225, var_227);
                                var_229 = wp::add(var_3, var_228);
                            }
                            var_230 = wp::where(var_210, var_229, var_3);
                            var_231 = wp::where(var_210, var_220, var_156);
                        }
                        var_232 = wp::where(var_178, var_200, var_230);
                        var_233 = wp::where(var_178, var_156, var_231);
                        var_234 = wp::where(var_178, var_204, var_8);
                    }
                    var_235 = wp::where(var_167, var_3, var_232);
                    var_236 = wp::where(var_167, var_156, var_233);
                    var_237 = wp::where(var_167, var_173, var_234);
                }
                var_238 = wp::where(var_158, var_235, var_3);
                var_239 = wp::where(var_158, var_236, var_156);
                var_240 = wp::where(var_158, var_237, var_8);
                var_241 = wp::where(var_158, var_163, var_42);
            }
            var_242 = wp::where(var_154, var_238, var_3);
            var_243 = wp::where(var_154, var_239, var_72);
            var_244 = wp::where(var_154, var_240, var_8);
            var_245 = wp::where(var_154, var_241, var_42);
        }
        var_246 = wp::where(var_100, var_147, var_242);
        var_247 = wp::where(var_100, var_148, var_243);
        var_248 = wp::where(var_100, var_149, var_244);
        var_249 = wp::where(var_100, var_104, var_245);
    }
    var_250 = wp::where(var_73, var_3, var_246);
    var_251 = wp::where(var_73, var_98, var_247);
    var_252 = wp::where(var_73, var_8, var_248);
    var_253 = wp::where(var_73, var_90, var_249);
    // if (i) % 4 == 0:                                                                       <L 48>
    var_255 = wp::mod(var_0, var_254);
    var_257 = (var_255 == var_256);
    if (var_257) {
        // v2 -= wp.cos(wp.dot(v1, wp.normalize(v1))) * 1.5                                   <L 49>
        var_258 = wp::normalize(var_252);
        var_259 = wp::dot(var_252, var_258);
        var_260 = wp::cos(var_259);
        var_262 = wp::mul(var_260, var_261);
        var_263 = wp::sub(var_253, var_262);
    }
    if (!var_257) {
        // v2 = v2 + wp.cos(wp.log2(wp.abs(wp.round(v0)) + 1.0))                              <L 51>
        var_264 = wp::round(var_251);
        var_265 = wp::abs(var_264);
        var_267 = wp::add(var_265, var_266);
        var_268 = wp::log2(var_267);
        var_269 = wp::cos(var_268);
        var_270 = wp::add(var_253, var_269);
        // if ((i) % 3 == 0) and (v2 < -0.58):                                                <L 52>
        var_273 = wp::mod(var_0, var_272);
        var_275 = (var_273 == var_274);
        var_271 = var_275;
        if (var_271) {
            var_277 = (var_270 < var_276);
            var_271 = var_271 && var_277;
        }
        if (var_271) {
            // v0 = v0 + wp.tanh(((v0 / (wp.abs(v0) + 1.0)) - v0))                            <L 53>
            var_278 = wp::abs(var_251);
            var_280 = wp::add(var_278, var_279);
            var_281 = wp::div(var_251, var_280);
            var_282 = wp::sub(var_281, var_251);
            var_283 = wp::tanh(var_282);
            var_284 = wp::add(var_251, var_283);
            // if v1[1] > (v2 - v0):                                                          <L 54>
            var_286 = wp::extract(var_252, var_285);
            var_287 = wp::sub(var_270, var_284);
            var_288 = (var_286 > var_287);
            if (var_288) {
                // v2 = v2 + wp.tanh((wp.smoothstep(-1.0, 1.0, v0) * v0 / (wp.abs(wp.log2(wp.abs(v2) + 1.0)) + 1.0)))       <L 55>
                var_291 = wp::smoothstep(var_289, var_290, var_284);
                var_292 = wp::mul(var_291, var_284);
                var_293 = wp::abs(var_270);
                var_295 = wp::add(var_293, var_294);
                var_296 = wp::log2(var_295);
                var_297 = wp::abs(var_296);
                var_299 = wp::add(var_297, var_298);
                var_300 = wp::div(var_292, var_299);
                var_301 = wp::tanh(var_300);
                var_302 = wp::add(var_270, var_301);
            }
            if (!var_288) {
                // v0 += wp.tanh(wp.erfc((v2 - v0)))                                          <L 57>
                var_303 = wp::sub(var_270, var_284);
                var_304 = wp::erfc(var_303);
                var_305 = wp::tanh(var_304);
                var_306 = wp::add(var_284, var_305);
                // v0 += wp.sin(wp.cbrt(v0))                                                  <L 58>
                var_307 = wp::cbrt(var_306);
                var_308 = wp::sin(var_307);
                var_309 = wp::add(var_306, var_308);
            }
            var_310 = wp::where(var_288, var_284, var_309);
            var_311 = wp::where(var_288, var_302, var_270);
            // if not ((v2 > v0) or (v2 > v0) or v2 < v0):                                    <L 59>
            var_313 = (var_311 > var_310);
            var_312 = var_313;
            if (!var_312) {
                var_314 = (var_311 > var_310);
                var_312 = var_312 || var_314;
            }
            if (!var_312) {
                var_315 = (var_311 < var_310);
                var_312 = var_312 || var_315;
            }
            var_316 = wp::unot(var_312);
            if (var_316) {
                // v2 = v2 + wp.tanh(((-1.9 / (wp.abs(v0) + 1.0)) / (wp.abs(v0) + 1.0)))       <L 60>
                var_318 = wp::abs(var_310);
                var_320 = wp::add(var_318, var_319);
                var_321 = wp::div(var_317, var_320);
                var_322 = wp::abs(var_310);
                var_324 = wp::add(var_322, var_323);
                var_325 = wp::div(var_321, var_324);
                var_326 = wp::tanh(var_325);
                var_327 = wp::add(var_311, var_326);
                // v2 = v2 + wp.sin((v1[1] * wp.dot(v1, v1)))                                 <L 61>
                var_329 = wp::extract(var_252, var_328);
                var_330 = wp::dot(var_252, var_252);
                var_331 = wp::mul(var_329, var_330);
                var_332 = wp::sin(var_331);
                var_333 = wp::add(var_327, var_332);
                // v7 = (((v2 + v2) - v0) if (v0 <= -1.69) or (v2 > v0) else ((v1 * v2)).x)       <L 62>
                var_336 = (var_310 <= var_335);
                var_334 = var_336;
                if (!var_334) {
                    var_337 = (var_333 > var_310);
                    var_334 = var_334 || var_337;
                }
                if (var_334) {
                    var_338 = wp::add(var_333, var_333);
                    var_339 = wp::sub(var_338, var_310);
                }
                if (!var_334) {
                    var_340 = wp::mul(var_252, var_333);
                    var_342 = wp::extract(var_340, var_341);
                }
                var_343 = wp::where(var_334, var_339, var_342);
                // v11 += v7                                                                  <L 63>
                var_344 = wp::add(var_250, var_343);
            }
            if (!var_316) {
                // elif (v0 < -0.08) or ((v2 >= 0.4) and (v0 < 0.1)):                         <L 64>
                var_347 = (var_310 < var_346);
                var_345 = var_347;
                if (!var_345) {
                    var_350 = (var_311 >= var_349);
                    var_348 = var_350;
                    if (var_348) {
                        var_352 = (var_310 < var_351);
                        var_348 = var_348 && var_352;
                    }
                    var_345 = var_345 || var_348;
                }
                if (var_345) {
                    // v2 = v2 + wp.sin((v0 / (wp.abs(wp.rint(v2)) + 1.0)))                   <L 65>
                    var_353 = wp::rint(var_311);
                    var_354 = wp::abs(var_353);
                    var_356 = wp::add(var_354, var_355);
                    var_357 = wp::div(var_310, var_356);
                    var_358 = wp::sin(var_357);
                    var_359 = wp::add(var_311, var_358);
                    // v8 = float(1.321)                                                      <L 66>
                    var_361 = wp::float(var_360);
                    // v11 += v8                                                              <L 67>
                    var_362 = wp::add(var_250, var_361);
                }
                if (!var_345) {
                    // elif ((j % 4)) % 2 == 1:                                               <L 68>
                    var_364 = wp::mod(var_1, var_363);
                    var_366 = wp::mod(var_364, var_365);
                    var_368 = (var_366 == var_367);
                    if (var_368) {
                        // v0 += wp.sin(wp.radians(v2))                                       <L 69>
                        var_369 = wp::radians(var_311);
                        var_370 = wp::sin(var_369);
                        var_371 = wp::add(var_310, var_370);
                        // v0 = v0 + wp.cos(wp.dot(wp.vec2(v0, v0), (v1 * v2)))               <L 70>
                        var_372 = wp::vec_t<2, wp::float32>(var_371, var_371);
                        var_373 = wp::mul(var_252, var_311);
                        var_374 = wp::dot(var_372, var_373);
                        var_375 = wp::cos(var_374);
                        var_376 = wp::add(var_371, var_375);
                        // v9 = float(wp.max(j, (j % 6)))                                     <L 71>
                        var_378 = wp::mod(var_1, var_377);
                        var_379 = wp::max(var_1, var_378);
                        var_380 = wp::float(var_379);
                        // v11 += v9                                                          <L 72>
                        var_381 = wp::add(var_250, var_380);
                    }
                    if (!var_368) {
                        // v1 = v1 + wp.normalize(cell_uvs[(i + 3) % cell_uvs.shape[0], j]) * 0.87       <L 74>
                        var_383 = wp::add(var_0, var_382);
                        var_384 = &(var_cell_uvs.shape);
                        var_387 = wp::load(var_384);
                        var_386 = wp::extract(var_387, var_385);
                        var_388 = wp::mod(var_383, var_386);
                        var_389 = wp::address(var_cell_uvs, var_388, var_1);
                        var_391 = wp::load(var_389);
                        var_390 = wp::normalize(var_391);
                        var_393 = wp::mul(var_390, var_392);
                        var_394 = wp::add(var_252, var_393);
                    }
                    var_395 = wp::where(var_368, var_381, var_250);
                    var_396 = wp::where(var_368, var_376, var_310);
                    var_397 = wp::where(var_368, var_252, var_394);
                }
                var_398 = wp::where(var_345, var_362, var_395);
                var_399 = wp::where(var_345, var_310, var_396);
                var_400 = wp::where(var_345, var_252, var_397);
                var_401 = wp::where(var_345, var_359, var_311);
            }
            var_402 = wp::where(var_316, var_344, var_398);
            var_403 = wp::where(var_316, var_310, var_399);
            var_404 = wp::where(var_316, var_252, var_400);
            var_405 = wp::where(var_316, var_333, var_401);
        }
        if (!var_271) {
            // elif ((j % 6)) % 4 == 0:                                                       <L 75>
            var_407 = wp::mod(var_1, var_406);
            var_409 = wp::mod(var_407, var_408);
            var_411 = (var_409 == var_410);
            if (var_411) {
                // v2 = v2 + wp.sin(v2)                                                       <L 76>
                var_412 = wp::sin(var_270);
                var_413 = wp::add(var_270, var_412);
                // if not (v0 <= v2 or (i) % 3 == 1):                                         <L 77>
                var_415 = (var_251 <= var_413);
                var_414 = var_415;
                if (!var_414) {
                    var_417 = wp::mod(var_0, var_416);
                    var_419 = (var_417 == var_418);
                    var_414 = var_414 || var_419;
                }
                var_420 = wp::unot(var_414);
                if (var_420) {
                    // v1 = v1 + wp.normalize((wp.normalize(v1) / (wp.abs(v0) + 1.0))) * 1.96       <L 78>
                    var_421 = wp::normalize(var_252);
                    var_422 = wp::abs(var_251);
                    var_424 = wp::add(var_422, var_423);
                    var_425 = wp::div(var_421, var_424);
                    var_426 = wp::normalize(var_425);
                    var_428 = wp::mul(var_426, var_427);
                    var_429 = wp::add(var_252, var_428);
                    // v2 = v2 + wp.tanh(v0)                                                  <L 79>
                    var_430 = wp::tanh(var_251);
                    var_431 = wp::add(var_413, var_430);
                }
                if (!var_420) {
                    // elif (j) % 2 == 0:                                                     <L 80>
                    var_433 = wp::mod(var_1, var_432);
                    var_435 = (var_433 == var_434);
                    if (var_435) {
                        // v0 = v0 + wp.cos(cell_masses[(i + 1) % cell_masses.shape[0], (j + 5) % cell_masses.shape[1]])       <L 81>
                        var_437 = wp::add(var_0, var_436);
                        var_438 = &(var_cell_masses.shape);
                        var_441 = wp::load(var_438);
                        var_440 = wp::extract(var_441, var_439);
                        var_442 = wp::mod(var_437, var_440);
                        var_444 = wp::add(var_1, var_443);
                        var_445 = &(var_cell_masses.shape);
                        var_448 = wp::load(var_445);
                        var_447 = wp::extract(var_448, var_446);
                        var_449 = wp::mod(var_444, var_447);
                        var_450 = wp::address(var_cell_masses, var_442, var_449);
                        var_452 = wp::load(var_450);
                        var_451 = wp::cos(var_452);
                        var_453 = wp::add(var_251, var_451);
                        // v0 = v0 + wp.tanh(wp.length_sq(wp.vec2(v2, v2)))                   <L 82>
                        var_454 = wp::vec_t<2, wp::float32>(var_413, var_413);
                        var_455 = wp::length_sq(var_454);
                        var_456 = wp::tanh(var_455);
                        var_457 = wp::add(var_453, var_456);
                    }
                    if (!var_435) {
                        // v2 += wp.cos(((v2 + v2) * cell_masses[(i + 5) % cell_masses.shape[0], (j + 1) % cell_masses.shape[1]]))       <L 84>
                        var_458 = wp::add(var_413, var_413);
                        var_460 = wp::add(var_0, var_459);
                        var_461 = &(var_cell_masses.shape);
                        var_464 = wp::load(var_461);
                        var_463 = wp::extract(var_464, var_462);
                        var_465 = wp::mod(var_460, var_463);
                        var_467 = wp::add(var_1, var_466);
                        var_468 = &(var_cell_masses.shape);
                        var_471 = wp::load(var_468);
                        var_470 = wp::extract(var_471, var_469);
                        var_472 = wp::mod(var_467, var_470);
                        var_473 = wp::address(var_cell_masses, var_465, var_472);
                        var_475 = wp::load(var_473);
                        var_474 = wp::mul(var_458, var_475);
                        var_476 = wp::cos(var_474);
                        var_477 = wp::add(var_413, var_476);
                    }
                    var_478 = wp::where(var_435, var_457, var_251);
                    var_479 = wp::where(var_435, var_413, var_477);
                }
                var_480 = wp::where(var_420, var_251, var_478);
                var_481 = wp::where(var_420, var_429, var_252);
                var_482 = wp::where(var_420, var_431, var_479);
            }
            var_483 = wp::where(var_411, var_480, var_251);
            var_484 = wp::where(var_411, var_481, var_252);
            var_485 = wp::where(var_411, var_482, var_270);
        }
        var_486 = wp::where(var_271, var_402, var_250);
        var_487 = wp::where(var_271, var_403, var_483);
        var_488 = wp::where(var_271, var_404, var_484);
        var_489 = wp::where(var_271, var_405, var_485);
        // v10 = v2                                                                           <L 85>
        var_490 = wp::copy(var_489);
        // v11 += v10                                                                         <L 86>
        var_491 = wp::add(var_486, var_490);
    }
    var_492 = wp::where(var_257, var_250, var_491);
    var_493 = wp::where(var_257, var_251, var_487);
    var_494 = wp::where(var_257, var_252, var_488);
    var_495 = wp::where(var_257, var_263, var_489);
    // cell_distances[i, j] = v0 + v2 + v0 * 1.96 + v11                                       <L 87>
    var_496 = wp::add(var_493, var_495);
    var_498 = wp::mul(var_493, var_497);
    var_499 = wp::add(var_496, var_498);
    var_500 = wp::add(var_499, var_492);
    // wp::array_store(var_cell_distances, var_0, var_1, var_500);
    // cell_uv_out[i, j] = v1 + wp.cw_div(wp.vec2(v2, v0), wp.vec2(-2.0, 1.25)) * 1.77        <L 89>
    var_501 = wp::vec_t<2, wp::float32>(var_495, var_493);
    var_504 = wp::vec_t<2, wp::float32>(var_502, var_503);
    var_505 = wp::cw_div(var_501, var_504);
    var_507 = wp::mul(var_505, var_506);
    var_508 = wp::add(var_494, var_507);
    // wp::array_store(var_cell_uv_out, var_0, var_1, var_508);
    //---------
    // reverse
    wp::adj_array_store(var_cell_uv_out, var_0, var_1, var_508, adj_cell_uv_out, adj_0, adj_1, adj_508);
    wp::adj_add(var_494, var_507, adj_494, adj_507, adj_508);
    wp::adj_mul(var_505, var_506, adj_505, adj_506, adj_507);
    wp::adj_cw_div(var_501, var_504, var_505, adj_501, adj_504, adj_505);
    wp::adj_vec_t(var_502, var_503, adj_502, adj_503, adj_504);
    wp::adj_vec_t(var_495, var_493, adj_495, adj_493, adj_501);
    // adj: cell_uv_out[i, j] = v1 + wp.cw_div(wp.vec2(v2, v0), wp.vec2(-2.0, 1.25)) * 1.77   <L 89>
    wp::adj_array_store(var_cell_distances, var_0, var_1, var_500, adj_cell_distances, adj_0, adj_1, adj_500);
    wp::adj_add(var_499, var_492, adj_499, adj_492, adj_500);
    wp::adj_add(var_496, var_498, adj_496, adj_498, adj_499);
    wp::adj_mul(var_493, var_497, adj_493, adj_497, adj_498);
    wp::adj_add(var_493, var_495, adj_493, adj_495, adj_496);
    // adj: cell_distances[i, j] = v0 + v2 + v0 * 1.96 + v11                                  <L 87>
    wp::adj_where(var_257, var_263, var_489, adj_257, adj_263, adj_489, adj_495);
    wp::adj_where(var_257, var_252, var_488, adj_257, adj_252, adj_488, adj_494);
    wp::adj_where(var_257, var_251, var_487, adj_257, adj_251, adj_487, adj_493);
    wp::adj_where(var_257, var_250, var_491, adj_257, adj_250, adj_491, adj_492);
    if (!var_257) {
        wp::adj_add(var_486, var_490, adj_486, adj_490, adj_491);
        // adj: v11 += v10                                                                    <L 86>
        wp::adj_copy(var_489, adj_489, adj_490);
        // adj: v10 = v2                                                                      <L 85>
        wp::adj_where(var_271, var_405, var_485, adj_271, adj_405, adj_485, adj_489);
        wp::adj_where(var_271, var_404, var_484, adj_271, adj_404, adj_484, adj_488);
        wp::adj_where(var_271, var_403, var_483, adj_271, adj_403, adj_483, adj_487);
        wp::adj_where(var_271, var_402, var_250, adj_271, adj_402, adj_250, adj_486);
        if (!var_271) {
            wp::adj_where(var_411, var_482, var_270, adj_411, adj_482, adj_270, adj_485);
            wp::adj_where(var_411, var_481, var_252, adj_411, adj_481, adj_252, adj_484);
            wp::adj_where(var_411, var_480, var_251, adj_411, adj_480, adj_251, adj_483);
            if (var_411) {
                wp::adj_where(var_420, var_431, var_479, adj_420, adj_431, adj_479, adj_482);
                wp::adj_where(var_420, var_429, var_252, adj_420, adj_429, adj_252, adj_481);
                wp::adj_where(var_420, var_251, var_478, adj_420, adj_251, adj_478, adj_480);
                if (!var_420) {
                    wp::adj_where(var_435, var_413, var_477, adj_435, adj_413, adj_477, adj_479);
                    wp::adj_where(var_435, var_457, var_251, adj_435, adj_457, adj_251, adj_478);
                    if (!var_435) {
                        wp::adj_add(var_413, var_476, adj_413, adj_476, adj_477);
                        wp::adj_cos(var_474, adj_474, adj_476);
                        wp::adj_mul(var_458, var_475, adj_458, adj_473, adj_474);
                        wp::adj_address(var_cell_masses, var_465, var_472, adj_cell_masses, adj_465, adj_472, adj_473);
                        wp::adj_mod(var_467, var_470, adj_467, adj_470, adj_472);
                        adj_cell_masses.shape = adj_468;
                        wp::adj_add(var_1, var_466, adj_1, adj_466, adj_467);
                        wp::adj_mod(var_460, var_463, adj_460, adj_463, adj_465);
                        adj_cell_masses.shape = adj_461;
                        wp::adj_add(var_0, var_459, adj_0, adj_459, adj_460);
                        wp::adj_add(var_413, var_413, adj_413, adj_413, adj_458);
                        // adj: v2 += wp.cos(((v2 + v2) * cell_masses[(i + 5) % cell_masses.shape[0], (j + 1) % cell_masses.shape[1]]))  <L 84>
                    }
                    if (var_435) {
                        wp::adj_add(var_453, var_456, adj_453, adj_456, adj_457);
                        wp::adj_tanh(var_455, var_456, adj_455, adj_456);
                        wp::adj_length_sq(var_454, adj_454, adj_455);
                        wp::adj_vec_t(var_413, var_413, adj_413, adj_413, adj_454);
                        // adj: v0 = v0 + wp.tanh(wp.length_sq(wp.vec2(v2, v2)))              <L 82>
                        wp::adj_add(var_251, var_451, adj_251, adj_451, adj_453);
                        wp::adj_cos(var_452, adj_450, adj_451);
                        wp::adj_address(var_cell_masses, var_442, var_449, adj_cell_masses, adj_442, adj_449, adj_450);
                        wp::adj_mod(var_444, var_447, adj_444, adj_447, adj_449);
                        adj_cell_masses.shape = adj_445;
                        wp::adj_add(var_1, var_443, adj_1, adj_443, adj_444);
                        wp::adj_mod(var_437, var_440, adj_437, adj_440, adj_442);
                        adj_cell_masses.shape = adj_438;
                        wp::adj_add(var_0, var_436, adj_0, adj_436, adj_437);
                        // adj: v0 = v0 + wp.cos(cell_masses[(i + 1) % cell_masses.shape[0], (j + 5) % cell_masses.shape[1]])  <L 81>
                    }
                    wp::adj_mod(var_1, var_432, adj_1, adj_432, adj_433);
                    // adj: elif (j) % 2 == 0:                                                <L 80>
                }
                if (var_420) {
                    wp::adj_add(var_413, var_430, adj_413, adj_430, adj_431);
                    wp::adj_tanh(var_251, var_430, adj_251, adj_430);
                    // adj: v2 = v2 + wp.tanh(v0)                                             <L 79>
                    wp::adj_add(var_252, var_428, adj_252, adj_428, adj_429);
                    wp::adj_mul(var_426, var_427, adj_426, adj_427, adj_428);
                    wp::adj_normalize(var_425, var_426, adj_425, adj_426);
                    wp::adj_div(var_421, var_424, adj_421, adj_424, adj_425);
                    wp::adj_add(var_422, var_423, adj_422, adj_423, adj_424);
                    wp::adj_abs(var_251, adj_251, adj_422);
                    wp::adj_normalize(var_252, var_421, adj_252, adj_421);
                    // adj: v1 = v1 + wp.normalize((wp.normalize(v1) / (wp.abs(v0) + 1.0))) * 1.96  <L 78>
                }
                if (!var_414) {
                    wp::adj_mod(var_0, var_416, adj_0, adj_416, adj_417);
                }
                // adj: if not (v0 <= v2 or (i) % 3 == 1):                                    <L 77>
                wp::adj_add(var_270, var_412, adj_270, adj_412, adj_413);
                wp::adj_sin(var_270, adj_270, adj_412);
                // adj: v2 = v2 + wp.sin(v2)                                                  <L 76>
            }
            wp::adj_mod(var_407, var_408, adj_407, adj_408, adj_409);
            wp::adj_mod(var_1, var_406, adj_1, adj_406, adj_407);
            // adj: elif ((j % 6)) % 4 == 0:                                                  <L 75>
        }
        if (var_271) {
            wp::adj_where(var_316, var_333, var_401, adj_316, adj_333, adj_401, adj_405);
            wp::adj_where(var_316, var_252, var_400, adj_316, adj_252, adj_400, adj_404);
            wp::adj_where(var_316, var_310, var_399, adj_316, adj_310, adj_399, adj_403);
            wp::adj_where(var_316, var_344, var_398, adj_316, adj_344, adj_398, adj_402);
            if (!var_316) {
                wp::adj_where(var_345, var_359, var_311, adj_345, adj_359, adj_311, adj_401);
                wp::adj_where(var_345, var_252, var_397, adj_345, adj_252, adj_397, adj_400);
                wp::adj_where(var_345, var_310, var_396, adj_345, adj_310, adj_396, adj_399);
                wp::adj_where(var_345, var_362, var_395, adj_345, adj_362, adj_395, adj_398);
                if (!var_345) {
                    wp::adj_where(var_368, var_252, var_394, adj_368, adj_252, adj_394, adj_397);
                    wp::adj_where(var_368, var_376, var_310, adj_368, adj_376, adj_310, adj_396);
                    wp::adj_where(var_368, var_381, var_250, adj_368, adj_381, adj_250, adj_395);
                    if (!var_368) {
                        wp::adj_add(var_252, var_393, adj_252, adj_393, adj_394);
                        wp::adj_mul(var_390, var_392, adj_390, adj_392, adj_393);
                        wp::adj_normalize(var_391, var_390, adj_389, adj_390);
                        wp::adj_address(var_cell_uvs, var_388, var_1, adj_cell_uvs, adj_388, adj_1, adj_389);
                        wp::adj_mod(var_383, var_386, adj_383, adj_386, adj_388);
                        adj_cell_uvs.shape = adj_384;
                        wp::adj_add(var_0, var_382, adj_0, adj_382, adj_383);
                        // adj: v1 = v1 + wp.normalize(cell_uvs[(i + 3) % cell_uvs.shape[0], j]) * 0.87  <L 74>
                    }
                    if (var_368) {
                        wp::adj_add(var_250, var_380, adj_250, adj_380, adj_381);
                        // adj: v11 += v9                                                     <L 72>
                        wp::adj_float(var_379, adj_379, adj_380);
                        wp::adj_max(var_1, var_378, adj_1, adj_378, adj_379);
                        wp::adj_mod(var_1, var_377, adj_1, adj_377, adj_378);
                        // adj: v9 = float(wp.max(j, (j % 6)))                                <L 71>
                        wp::adj_add(var_371, var_375, adj_371, adj_375, adj_376);
                        wp::adj_cos(var_374, adj_374, adj_375);
                        wp::adj_dot(var_372, var_373, adj_372, adj_373, adj_374);
                        wp::adj_mul(var_252, var_311, adj_252, adj_311, adj_373);
                        wp::adj_vec_t(var_371, var_371, adj_371, adj_371, adj_372);
                        // adj: v0 = v0 + wp.cos(wp.dot(wp.vec2(v0, v0), (v1 * v2)))          <L 70>
                        wp::adj_add(var_310, var_370, adj_310, adj_370, adj_371);
                        wp::adj_sin(var_369, adj_369, adj_370);
                        wp::adj_radians(var_311, adj_311, adj_369);
                        // adj: v0 += wp.sin(wp.radians(v2))                                  <L 69>
                    }
                    wp::adj_mod(var_364, var_365, adj_364, adj_365, adj_366);
                    wp::adj_mod(var_1, var_363, adj_1, adj_363, adj_364);
                    // adj: elif ((j % 4)) % 2 == 1:                                          <L 68>
                }
                if (var_345) {
                    wp::adj_add(var_250, var_361, adj_250, adj_361, adj_362);
                    // adj: v11 += v8                                                         <L 67>
                    wp::adj_float(var_360, adj_360, adj_361);
                    // adj: v8 = float(1.321)                                                 <L 66>
                    wp::adj_add(var_311, var_358, adj_311, adj_358, adj_359);
                    wp::adj_sin(var_357, adj_357, adj_358);
                    wp::adj_div(var_310, var_356, var_357, adj_310, adj_356, adj_357);
                    wp::adj_add(var_354, var_355, adj_354, adj_355, adj_356);
                    wp::adj_abs(var_353, adj_353, adj_354);
                    // adj: v2 = v2 + wp.sin((v0 / (wp.abs(wp.rint(v2)) + 1.0)))              <L 65>
                }
                if (!var_345) {
                    if (var_348) {
                    }
                }
                // adj: elif (v0 < -0.08) or ((v2 >= 0.4) and (v0 < 0.1)):                    <L 64>
            }
            if (var_316) {
                wp::adj_add(var_250, var_343, adj_250, adj_343, adj_344);
                // adj: v11 += v7                                                             <L 63>
                wp::adj_where(var_334, var_339, var_342, adj_334, adj_339, adj_342, adj_343);
                if (!var_334) {
                    wp::adj_extract(var_340, var_341, adj_340, adj_341, adj_342);
                    wp::adj_mul(var_252, var_333, adj_252, adj_333, adj_340);
                }
                if (var_334) {
                    wp::adj_sub(var_338, var_310, adj_338, adj_310, adj_339);
                    wp::adj_add(var_333, var_333, adj_333, adj_333, adj_338);
                }
                if (!var_334) {
                }
                // adj: v7 = (((v2 + v2) - v0) if (v0 <= -1.69) or (v2 > v0) else ((v1 * v2)).x)  <L 62>
                wp::adj_add(var_327, var_332, adj_327, adj_332, adj_333);
                wp::adj_sin(var_331, adj_331, adj_332);
                wp::adj_mul(var_329, var_330, adj_329, adj_330, adj_331);
                wp::adj_dot(var_252, var_252, adj_252, adj_252, adj_330);
                wp::adj_extract(var_252, var_328, adj_252, adj_328, adj_329);
                // adj: v2 = v2 + wp.sin((v1[1] * wp.dot(v1, v1)))                            <L 61>
                wp::adj_add(var_311, var_326, adj_311, adj_326, adj_327);
                wp::adj_tanh(var_325, var_326, adj_325, adj_326);
                wp::adj_div(var_321, var_324, var_325, adj_321, adj_324, adj_325);
                wp::adj_add(var_322, var_323, adj_322, adj_323, adj_324);
                wp::adj_abs(var_310, adj_310, adj_322);
                wp::adj_div(var_317, var_320, var_321, adj_317, adj_320, adj_321);
                wp::adj_add(var_318, var_319, adj_318, adj_319, adj_320);
                wp::adj_abs(var_310, adj_310, adj_318);
                // adj: v2 = v2 + wp.tanh(((-1.9 / (wp.abs(v0) + 1.0)) / (wp.abs(v0) + 1.0)))  <L 60>
            }
            if (!var_312) {
            }
            if (!var_312) {
            }
            // adj: if not ((v2 > v0) or (v2 > v0) or v2 < v0):                               <L 59>
            wp::adj_where(var_288, var_302, var_270, adj_288, adj_302, adj_270, adj_311);
            wp::adj_where(var_288, var_284, var_309, adj_288, adj_284, adj_309, adj_310);
            if (!var_288) {
                wp::adj_add(var_306, var_308, adj_306, adj_308, adj_309);
                wp::adj_sin(var_307, adj_307, adj_308);
                wp::adj_cbrt(var_306, var_307, adj_306, adj_307);
                // adj: v0 += wp.sin(wp.cbrt(v0))                                             <L 58>
                wp::adj_add(var_284, var_305, adj_284, adj_305, adj_306);
                wp::adj_tanh(var_304, var_305, adj_304, adj_305);
                wp::adj_erfc(var_303, adj_303, adj_304);
                wp::adj_sub(var_270, var_284, adj_270, adj_284, adj_303);
                // adj: v0 += wp.tanh(wp.erfc((v2 - v0)))                                     <L 57>
            }
            if (var_288) {
                wp::adj_add(var_270, var_301, adj_270, adj_301, adj_302);
                wp::adj_tanh(var_300, var_301, adj_300, adj_301);
                wp::adj_div(var_292, var_299, var_300, adj_292, adj_299, adj_300);
                wp::adj_add(var_297, var_298, adj_297, adj_298, adj_299);
                wp::adj_abs(var_296, adj_296, adj_297);
                wp::adj_log2(var_295, adj_295, adj_296);
                wp::adj_add(var_293, var_294, adj_293, adj_294, adj_295);
                wp::adj_abs(var_270, adj_270, adj_293);
                wp::adj_mul(var_291, var_284, adj_291, adj_284, adj_292);
                wp::adj_smoothstep(var_289, var_290, var_284, adj_289, adj_290, adj_284, adj_291);
                // adj: v2 = v2 + wp.tanh((wp.smoothstep(-1.0, 1.0, v0) * v0 / (wp.abs(wp.log2(wp.abs(v2) + 1.0)) + 1.0)))  <L 55>
            }
            wp::adj_sub(var_270, var_284, adj_270, adj_284, adj_287);
            wp::adj_extract(var_252, var_285, adj_252, adj_285, adj_286);
            // adj: if v1[1] > (v2 - v0):                                                     <L 54>
            wp::adj_add(var_251, var_283, adj_251, adj_283, adj_284);
            wp::adj_tanh(var_282, var_283, adj_282, adj_283);
            wp::adj_sub(var_281, var_251, adj_281, adj_251, adj_282);
            wp::adj_div(var_251, var_280, var_281, adj_251, adj_280, adj_281);
            wp::adj_add(var_278, var_279, adj_278, adj_279, adj_280);
            wp::adj_abs(var_251, adj_251, adj_278);
            // adj: v0 = v0 + wp.tanh(((v0 / (wp.abs(v0) + 1.0)) - v0))                       <L 53>
        }
        if (var_271) {
        }
        wp::adj_mod(var_0, var_272, adj_0, adj_272, adj_273);
        // adj: if ((i) % 3 == 0) and (v2 < -0.58):                                           <L 52>
        wp::adj_add(var_253, var_269, adj_253, adj_269, adj_270);
        wp::adj_cos(var_268, adj_268, adj_269);
        wp::adj_log2(var_267, adj_267, adj_268);
        wp::adj_add(var_265, var_266, adj_265, adj_266, adj_267);
        wp::adj_abs(var_264, adj_264, adj_265);
        // adj: v2 = v2 + wp.cos(wp.log2(wp.abs(wp.round(v0)) + 1.0))                         <L 51>
    }
    if (var_257) {
        wp::adj_sub(var_253, var_262, adj_253, adj_262, adj_263);
        wp::adj_mul(var_260, var_261, adj_260, adj_261, adj_262);
        wp::adj_cos(var_259, adj_259, adj_260);
        wp::adj_dot(var_252, var_258, adj_252, adj_258, adj_259);
        wp::adj_normalize(var_252, var_258, adj_252, adj_258);
        // adj: v2 -= wp.cos(wp.dot(v1, wp.normalize(v1))) * 1.5                              <L 49>
    }
    wp::adj_mod(var_0, var_254, adj_0, adj_254, adj_255);
    // adj: if (i) % 4 == 0:                                                                  <L 48>
    wp::adj_where(var_73, var_90, var_249, adj_73, adj_90, adj_249, adj_253);
    wp::adj_where(var_73, var_8, var_248, adj_73, adj_8, adj_248, adj_252);
    wp::adj_where(var_73, var_98, var_247, adj_73, adj_98, adj_247, adj_251);
    wp::adj_where(var_73, var_3, var_246, adj_73, adj_3, adj_246, adj_250);
    if (!var_73) {
        wp::adj_where(var_100, var_104, var_245, adj_100, adj_104, adj_245, adj_249);
        wp::adj_where(var_100, var_149, var_244, adj_100, adj_149, adj_244, adj_248);
        wp::adj_where(var_100, var_148, var_243, adj_100, adj_148, adj_243, adj_247);
        wp::adj_where(var_100, var_147, var_242, adj_100, adj_147, adj_242, adj_246);
        if (!var_100) {
            wp::adj_where(var_154, var_241, var_42, adj_154, adj_241, adj_42, adj_245);
            wp::adj_where(var_154, var_240, var_8, adj_154, adj_240, adj_8, adj_244);
            wp::adj_where(var_154, var_239, var_72, adj_154, adj_239, adj_72, adj_243);
            wp::adj_where(var_154, var_238, var_3, adj_154, adj_238, adj_3, adj_242);
            if (var_154) {
                wp::adj_where(var_158, var_163, var_42, adj_158, adj_163, adj_42, adj_241);
                wp::adj_where(var_158, var_237, var_8, adj_158, adj_237, adj_8, adj_240);
                wp::adj_where(var_158, var_236, var_156, adj_158, adj_236, adj_156, adj_239);
                wp::adj_where(var_158, var_235, var_3, adj_158, adj_235, adj_3, adj_238);
                if (var_158) {
                    wp::adj_where(var_167, var_173, var_234, adj_167, adj_173, adj_234, adj_237);
                    wp::adj_where(var_167, var_156, var_233, adj_167, adj_156, adj_233, adj_236);
                    wp::adj_where(var_167, var_3, var_232, adj_167, adj_3, adj_232, adj_235);
                    if (!var_167) {
                        wp::adj_where(var_178, var_204, var_8, adj_178, adj_204, adj_8, adj_234);
                        wp::adj_where(var_178, var_156, var_231, adj_178, adj_156, adj_231, adj_233);
                        wp::adj_where(var_178, var_200, var_230, adj_178, adj_200, adj_230, adj_232);
                        if (!var_178) {
                            wp::adj_where(var_210, var_220, var_156, adj_210, adj_220, adj_156, adj_231);
                            wp::adj_where(var_210, var_229, var_3, adj_210, adj_229, adj_3, adj_230);
                            if (var_210) {
                                wp::adj_add(var_3, var_228, adj_3, adj_228, adj_229);
                                wp::adj_add(var_225, var_227, adj_225, adj_227, adj_228);
                                wp::adj_extract(var_223, var_226, adj_223, adj_226, adj_227);
                                wp::adj_extract(var_223, var_224, adj_223, adj_224, adj_225);
                                // adj: v11 += v6[0] + v6[1]                                  <L 47>
                                wp::adj_vec_t(var_221, var_222, adj_221, adj_222, adj_223);
                                // adj: v6 = wp.vec2(1.422, -0.97)                            <L 46>
                                wp::adj_add(var_214, var_219, adj_214, adj_219, adj_220);
                                wp::adj_sin(var_218, adj_218, adj_219);
                                wp::adj_copysign(var_216, var_217, adj_216, adj_217, adj_218);
                                wp::adj_sub(var_214, var_163, adj_214, adj_163, adj_217);
                                wp::adj_extract(var_8, var_215, adj_8, adj_215, adj_216);
                                // adj: v0 = v0 + wp.sin(wp.copysign(v1.x, (v0 - v2)))        <L 45>
                                wp::adj_add(var_156, var_213, adj_156, adj_213, adj_214);
                                wp::adj_sin(var_212, adj_212, adj_213);
                                wp::adj_length(var_211, var_212, adj_211, adj_212);
                                wp::adj_mul(var_8, var_156, adj_8, adj_156, adj_211);
                                // adj: v0 = v0 + wp.sin(wp.length((v1 * v0)))                <L 44>
                            }
                            wp::adj_mod(var_206, var_207, adj_206, adj_207, adj_208);
                            wp::adj_mod(var_0, var_205, adj_0, adj_205, adj_206);
                            // adj: elif ((i % 9)) % 3 == 0:                                  <L 43>
                        }
                        if (var_178) {
                            wp::adj_add(var_185, var_203, adj_185, adj_203, adj_204);
                            wp::adj_mul(var_201, var_202, adj_201, adj_202, adj_203);
                            wp::adj_normalize(var_185, var_201, adj_185, adj_201);
                            // adj: v1 += wp.normalize(v1) * 0.49                             <L 42>
                            wp::adj_add(var_3, var_199, adj_3, adj_199, adj_200);
                            // adj: v11 += v5                                                 <L 41>
                            wp::adj_mul(var_163, var_198, adj_163, adj_198, adj_199);
                            wp::adj_atan2(var_193, var_197, adj_193, adj_197, adj_198);
                            wp::adj_add(var_195, var_196, adj_195, adj_196, adj_197);
                            wp::adj_abs(var_194, adj_194, adj_195);
                            wp::adj_add(var_156, var_156, adj_156, adj_156, adj_194);
                            wp::adj_pow(var_189, var_192, var_193, adj_189, adj_192, adj_193);
                            wp::adj_clamp(var_163, var_190, var_191, adj_163, adj_190, adj_191, adj_192);
                            wp::adj_add(var_187, var_188, adj_187, adj_188, adj_189);
                            wp::adj_abs(var_186, adj_186, adj_187);
                            // adj: v5 = (v2 * wp.atan2(wp.pow(wp.abs(0.918) + 1.0, wp.clamp(v2, -2.0, 2.0)), wp.abs((v0 + v0)) + 0.5))  <L 40>
                            wp::adj_add(var_8, var_184, adj_8, adj_184, adj_185);
                            wp::adj_mul(var_182, var_183, adj_182, adj_183, adj_184);
                            wp::adj_normalize(var_181, var_182, adj_181, adj_182);
                            wp::adj_vec_t(var_180, var_163, adj_180, adj_163, adj_181);
                            wp::adj_where(var_179, var_156, var_163, adj_179, adj_156, adj_163, adj_180);
                            // adj: v1 = v1 + wp.normalize(wp.vec2(wp.where(v0 > v2, v0, v2), v2)) * 1.83  <L 39>
                        }
                        wp::adj_where(var_176, var_163, var_156, adj_176, adj_163, adj_156, adj_177);
                        wp::adj_sub(var_163, var_156, adj_163, adj_156, adj_174);
                        // adj: elif (v2 - v0) >= wp.where(v0 > -1.5, v2, v0):                <L 38>
                    }
                    if (var_167) {
                        wp::adj_add(var_8, var_172, adj_8, adj_172, adj_173);
                        wp::adj_mul(var_170, var_171, adj_170, adj_171, adj_172);
                        wp::adj_normalize(var_169, var_170, adj_169, adj_170);
                        wp::adj_mul(var_8, var_168, adj_8, adj_168, adj_169);
                        wp::adj_cbrt(var_156, var_168, adj_156, adj_168);
                        // adj: v1 += wp.normalize((v1 * wp.cbrt(v0))) * 1.37                 <L 37>
                    }
                    wp::adj_float(var_0, adj_0, adj_166);
                    wp::adj_extract(var_8, var_164, adj_8, adj_164, adj_165);
                    // adj: if v1.y >= float(i):                                              <L 36>
                    wp::adj_add(var_42, var_162, adj_42, adj_162, adj_163);
                    wp::adj_sin(var_161, adj_161, adj_162);
                    wp::adj_sub(var_159, var_160, adj_159, adj_160, adj_161);
                    wp::adj_add(var_156, var_156, adj_156, adj_156, adj_160);
                    wp::adj_length(var_8, var_159, adj_8, adj_159);
                    // adj: v2 += wp.sin((wp.length(v1) - (v0 + v0)))                         <L 35>
                }
                // adj: if v0 > -1.99:                                                        <L 34>
                wp::adj_add(var_72, var_155, adj_72, adj_155, adj_156);
                wp::adj_tanh(var_72, var_155, adj_72, adj_155);
                // adj: v0 = v0 + wp.tanh(v0)                                                 <L 33>
            }
            wp::adj_mod(var_150, var_151, adj_150, adj_151, adj_152);
            wp::adj_max(var_0, var_1, adj_0, adj_1, adj_150);
            // adj: elif (max(i, j)) % 2 == 0:                                                <L 32>
        }
        if (var_100) {
            wp::adj_where(var_107, var_8, var_146, adj_107, adj_8, adj_146, adj_149);
            wp::adj_where(var_107, var_118, var_72, adj_107, adj_118, adj_72, adj_148);
            wp::adj_where(var_107, var_3, var_145, adj_107, adj_3, adj_145, adj_147);
            if (!var_107) {
                wp::adj_where(var_119, var_131, var_8, adj_119, adj_131, adj_8, adj_146);
                wp::adj_where(var_119, var_144, var_3, adj_119, adj_144, adj_3, adj_145);
                if (var_119) {
                    wp::adj_add(var_137, var_143, adj_137, adj_143, adj_144);
                    wp::adj_add(var_140, var_142, adj_140, adj_142, adj_143);
                    wp::adj_extract(var_138, var_141, adj_138, adj_141, adj_142);
                    wp::adj_extract(var_138, var_139, adj_138, adj_139, adj_140);
                    // adj: v11 += v4[0] + v4[1]                                              <L 31>
                    wp::adj_add(var_131, var_131, adj_131, adj_131, adj_138);
                    // adj: v4 = (v1 + v1)                                                    <L 30>
                    wp::adj_add(var_3, var_136, adj_3, adj_136, adj_137);
                    // adj: v11 += v3                                                         <L 29>
                    wp::adj_mul(var_134, var_135, adj_134, adj_135, adj_136);
                    wp::adj_length_sq(var_133, adj_133, adj_134);
                    wp::adj_vec_t(var_72, var_132, adj_72, adj_132, adj_133);
                    // adj: v3 = (wp.length_sq(wp.vec2(v0, 1.5)) * -0.541)                    <L 28>
                    wp::adj_add(var_8, var_130, adj_8, adj_130, adj_131);
                    wp::adj_mul(var_128, var_129, adj_128, adj_129, adj_130);
                    wp::adj_normalize(var_127, var_128, adj_127, adj_128);
                    wp::adj_normalize(var_126, var_127, adj_126, adj_127);
                    wp::adj_vec_t(var_104, var_125, adj_104, adj_125, adj_126);
                    // adj: v1 += wp.normalize(wp.normalize(wp.vec2(v2, -1.56))) * 1.88       <L 27>
                }
                if (var_119) {
                    if (var_121) {
                    }
                }
                // adj: elif (v2 >= v0) and ((v0 <= 1.8) and (v0 < v2)):                      <L 26>
            }
            if (var_107) {
                wp::adj_add(var_72, var_116, adj_72, adj_116, adj_118);
                wp::adj_sin(var_117, adj_115, adj_116);
                wp::adj_address(var_cell_lengths, var_114, var_1, adj_cell_lengths, adj_114, adj_1, adj_115);
                wp::adj_mod(var_109, var_112, adj_109, adj_112, adj_114);
                adj_cell_lengths.shape = adj_110;
                wp::adj_add(var_0, var_108, adj_0, adj_108, adj_109);
                // adj: v0 = v0 + wp.sin(cell_lengths[(i + 1) % cell_lengths.shape[0], j])    <L 25>
            }
            wp::adj_mul(var_104, var_72, adj_104, adj_72, adj_106);
            wp::adj_sin(var_72, adj_72, adj_105);
            // adj: if wp.sin(v0) <= (v2 * v0):                                               <L 24>
            wp::adj_sub(var_42, var_103, adj_42, adj_103, adj_104);
            wp::adj_mul(var_101, var_102, adj_101, adj_102, adj_103);
            wp::adj_cos(var_42, adj_42, adj_101);
            // adj: v2 -= wp.cos(v2) * 1.22                                                   <L 23>
        }
        wp::adj_mul(var_42, var_42, adj_42, adj_42, adj_99);
        // adj: elif (v2 * v2) <= v2:                                                         <L 22>
    }
    if (var_73) {
        wp::adj_where(var_94, var_97, var_72, adj_94, adj_97, adj_72, adj_98);
        if (var_94) {
            wp::adj_add(var_72, var_96, adj_72, adj_96, adj_97);
            wp::adj_sin(var_95, adj_95, adj_96);
            // adj: v0 += wp.sin(-1.197)                                                      <L 21>
        }
        wp::adj_erfc(var_90, adj_90, adj_93);
        wp::adj_add(var_91, var_72, adj_91, adj_72, adj_92);
        // adj: if (0.71 + v0) >= wp.erfc(v2):                                                <L 20>
        wp::adj_add(var_42, var_89, adj_42, adj_89, adj_90);
        wp::adj_tanh(var_88, var_89, adj_88, adj_89);
        wp::adj_mul(var_83, var_87, adj_83, adj_87, adj_88);
        wp::adj_div(var_72, var_86, var_87, adj_72, adj_86, adj_87);
        wp::adj_add(var_84, var_85, adj_84, adj_85, adj_86);
        wp::adj_abs(var_42, adj_42, adj_84);
        wp::adj_mul(var_82, var_42, adj_82, adj_42, adj_83);
        // adj: v2 = v2 + wp.tanh(((-0.718 * v2) * (v0 / (wp.abs(v2) + 1.0))))                <L 19>
    }
    if (var_73) {
        wp::adj_mod(var_0, var_78, adj_0, adj_78, adj_79);
    }
    wp::adj_mod(var_1, var_74, adj_1, adj_74, adj_75);
    // adj: if ((j) % 3 == 0) and ((i) % 2 == 0):                                             <L 18>
    wp::adj_where(var_44, var_71, var_5, adj_44, adj_71, adj_5, adj_72);
    if (var_44) {
        wp::adj_add(var_5, var_70, adj_5, adj_70, adj_71);
        wp::adj_sin(var_69, adj_69, adj_70);
        wp::adj_div(var_49, var_68, var_69, adj_49, adj_68, adj_69);
        wp::adj_add(var_65, var_67, adj_65, adj_67, adj_68);
        wp::adj_abs(var_66, adj_64, adj_65);
        wp::adj_address(var_cell_lengths, var_56, var_63, adj_cell_lengths, adj_56, adj_63, adj_64);
        wp::adj_mod(var_58, var_61, adj_58, adj_61, adj_63);
        adj_cell_lengths.shape = adj_59;
        wp::adj_add(var_1, var_57, adj_1, adj_57, adj_58);
        wp::adj_mod(var_51, var_54, adj_51, adj_54, adj_56);
        adj_cell_lengths.shape = adj_52;
        wp::adj_add(var_0, var_50, adj_0, adj_50, adj_51);
        wp::adj_div(var_45, var_48, var_49, adj_45, adj_48, adj_49);
        wp::adj_add(var_46, var_47, adj_46, adj_47, adj_48);
        wp::adj_abs(var_42, adj_42, adj_46);
        // adj: v0 = v0 + wp.sin(((-0.779 / (wp.abs(v2) + 1.0)) / (wp.abs(cell_lengths[(i + 1) % cell_lengths.shape[0], (j + 1) % cell_lengths.shape[1]]) + 1.0)))  <L 17>
    }
    wp::adj_tanh(var_42, var_43, adj_42, adj_43);
    // adj: if v2 <= wp.tanh(v2):                                                             <L 16>
    wp::adj_where(var_13, var_25, var_41, adj_13, adj_25, adj_41, adj_42);
    if (!var_13) {
        wp::adj_where(var_31, var_40, var_11, adj_31, adj_40, adj_11, adj_41);
        if (var_31) {
            wp::adj_add(var_11, var_39, adj_11, adj_39, adj_40);
            wp::adj_cos(var_38, adj_38, adj_39);
            wp::adj_sub(var_35, var_37, adj_35, adj_37, adj_38);
            wp::adj_mul(var_11, var_36, adj_11, adj_36, adj_37);
            wp::adj_dot(var_8, var_34, adj_8, adj_34, adj_35);
            wp::adj_vec_t(var_32, var_33, adj_32, adj_33, adj_34);
            // adj: v2 = v2 + wp.cos((wp.dot(v1, wp.vec2(-1.75, 1.2)) - (v2 * -1.62)))        <L 15>
        }
        wp::adj_add(var_5, var_5, adj_5, adj_5, adj_30);
        wp::adj_div(var_11, var_28, var_29, adj_11, adj_28, adj_29);
        wp::adj_add(var_26, var_27, adj_26, adj_27, adj_28);
        wp::adj_abs(var_5, adj_5, adj_26);
        // adj: elif (v2 / (wp.abs(v0) + 1.0)) < (v0 + v0):                                   <L 14>
    }
    if (var_13) {
        wp::adj_add(var_11, var_24, adj_11, adj_24, adj_25);
        wp::adj_tanh(var_23, var_24, adj_23, adj_24);
        wp::adj_min(var_21, var_22, adj_21, adj_22, adj_23);
        wp::adj_clamp(var_11, var_19, var_20, adj_11, adj_19, adj_20, adj_21);
        // adj: v2 = v2 + wp.tanh(min(wp.clamp(v2, -1.94, 0.68), wp.round(v0)))               <L 13>
    }
    if (!var_13) {
    }
    if (var_14) {
    }
    // adj: if ((v2 >= v0) and (v0 <= -0.5)) or (v2 < v0):                                    <L 12>
    wp::adj_copy(var_12, adj_10, adj_11);
    wp::adj_address(var_cell_lengths, var_0, var_1, adj_cell_lengths, adj_0, adj_1, adj_10);
    // adj: v2 = cell_lengths[i, j]                                                           <L 11>
    wp::adj_copy(var_9, adj_7, adj_8);
    wp::adj_address(var_cell_uvs, var_0, var_1, adj_cell_uvs, adj_0, adj_1, adj_7);
    // adj: v1 = cell_uvs[i, j]                                                               <L 10>
    wp::adj_copy(var_6, adj_4, adj_5);
    wp::adj_address(var_cell_masses, var_0, var_1, adj_cell_masses, adj_0, adj_1, adj_4);
    // adj: v0 = cell_masses[i, j]                                                            <L 9>
    wp::adj_float(var_2, adj_2, adj_3);
    // adj: v11 = float(0.0)                                                                  <L 8>
    // adj: i, j = wp.tid()  # one thread per element                                         <L 7>
    // adj: def multi_conditional_000002(cell_masses: wp.array2d[float], cell_uvs: wp.array2d[wp.vec2], cell_lengths: wp.array2d[float], cell_distances: wp.array2d[float], cell_uv_out: wp.array2d[wp.vec2]):  <L 5>
    return;
}



struct multi_conditional_000002_f0ba7110_cpu_block_payload_forward
{
    wp_args_multi_conditional_000002_f0ba7110* args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void multi_conditional_000002_f0ba7110_cpu_block_thunk_forward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<2>* dim = (wp::launch_bounds_t<2>*)dim_ptr;
    multi_conditional_000002_f0ba7110_cpu_block_payload_forward* payload = (multi_conditional_000002_f0ba7110_cpu_block_payload_forward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    multi_conditional_000002_f0ba7110_cpu_kernel_forward(*dim, task_index, payload->args);
}

extern "C" {

WP_API void multi_conditional_000002_f0ba7110_cpu_forward(
    wp::launch_bounds_t<2> *dim,
    wp_args_multi_conditional_000002_f0ba7110 *_wp_args)
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
        multi_conditional_000002_f0ba7110_cpu_block_payload_forward payload = { _wp_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &multi_conditional_000002_f0ba7110_cpu_block_thunk_forward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C



struct multi_conditional_000002_f0ba7110_cpu_block_payload_backward
{
    wp_args_multi_conditional_000002_f0ba7110* args;
    wp_args_multi_conditional_000002_f0ba7110* adj_args;
    wp::tile_shared_storage_t* tile_mem;
    size_t block_first;
};

static void multi_conditional_000002_f0ba7110_cpu_block_thunk_backward(
    void* dim_ptr, size_t, int lane, void* payload_ptr)
{
    wp::launch_bounds_t<2>* dim = (wp::launch_bounds_t<2>*)dim_ptr;
    multi_conditional_000002_f0ba7110_cpu_block_payload_backward* payload = (multi_conditional_000002_f0ba7110_cpu_block_payload_backward*)payload_ptr;
    wp::tile_shared_storage_t::bind(payload->tile_mem);
    const size_t task_index = payload->block_first + (size_t)lane;
    multi_conditional_000002_f0ba7110_cpu_kernel_backward(*dim, task_index, payload->args, payload->adj_args);
}

extern "C" {

WP_API void multi_conditional_000002_f0ba7110_cpu_backward(
    wp::launch_bounds_t<2> *dim,
    wp_args_multi_conditional_000002_f0ba7110 *_wp_args,
    wp_args_multi_conditional_000002_f0ba7110 *_wp_adj_args)
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
        multi_conditional_000002_f0ba7110_cpu_block_payload_backward payload = { _wp_args, _wp_adj_args, &tile_mem, block_first };
        if (!wp_cpu_run_block(
                WP_TILE_BLOCK_DIM, active_count, &multi_conditional_000002_f0ba7110_cpu_block_thunk_backward, dim, block_id, &payload))
            return;
        block_first += (size_t)active_count;
        ++block_id;
    }
}

} // extern C

